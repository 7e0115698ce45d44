module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2, "seq"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}, {name = "seq", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model", "seq"}, {"data"}, {}]>}) -> (tensor<16x8x3xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model", "seq"}, {}]>}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8x3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16x8x3xf32>
    return %1 : tensor<16x8x3xf32>
  }
}
