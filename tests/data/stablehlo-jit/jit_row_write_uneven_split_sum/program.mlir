module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<30x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.exponential %arg0 : tensor<30x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}]> : tensor<30x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<30> : tensor<i32>
    %3 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %4 = stablehlo.select %2, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %1, %arg1, %4, %c_1 : (tensor<30x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<30x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<30x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %6 : tensor<16xf32>
  }
}
