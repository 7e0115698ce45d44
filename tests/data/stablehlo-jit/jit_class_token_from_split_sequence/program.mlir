module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<2x17x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<2x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "model"}, {}]>}) -> (tensor<2x8xf32> {jax.result_info = "result[0]"}, tensor<2x8xf32> {jax.result_info = "result[1]"}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"data"}, {}]> : tensor<2x17x8xf32>
    %1 = stablehlo.tanh %0 : tensor<2x17x8xf32>
    %2 = stablehlo.slice %1 [0:2, 0:1, 0:8] : (tensor<2x17x8xf32>) -> tensor<2x1x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x8xf32>
    %6 = stablehlo.tanh %arg1 : tensor<2x16x8xf32>
    %7 = stablehlo.slice %6 [0:2, 15:16, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    return %5, %8 : tensor<2x8xf32>, tensor<2x8xf32>
  }
}
