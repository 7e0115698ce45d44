module @jit_two_d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<10x30xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<10xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<30x10xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {"model"}]> : tensor<10x30xf32>
    %1 = stablehlo.exponential %0 : tensor<10x30xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<10x30xf32>) -> tensor<30x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<30x10xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<30x10xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<30x10xf32>
    return %3, %5 : tensor<10xf32>, tensor<30x10xf32>
  }
}
