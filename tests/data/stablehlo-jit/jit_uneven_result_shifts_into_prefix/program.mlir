module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<12x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<f32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<12x16xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<12x16xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data", "model"}, {}]> : tensor<12x16xf32>
    %3 = stablehlo.sine %2 : tensor<12x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x16xf32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.add %4, %arg1 : tensor<f32>
    return %2, %5 : tensor<12x16xf32>, tensor<f32>
  }
}
