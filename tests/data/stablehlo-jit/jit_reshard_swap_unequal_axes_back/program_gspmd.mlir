module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x3xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}) -> (tensor<16x8x3xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,4,1]<=[8]}"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8x3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16x8x3xf32>
    return %1 : tensor<16x8x3xf32>
  }
}
