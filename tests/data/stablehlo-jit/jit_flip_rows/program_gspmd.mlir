module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<16x8xf32> {jax.result_info = "result"}) {
    %0 = call @_flip(%arg0) : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_flip(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
}
