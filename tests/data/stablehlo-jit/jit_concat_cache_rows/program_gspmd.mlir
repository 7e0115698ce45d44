module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x8xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<8x8xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<72x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<72x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<72x8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<72x8xf32>
    return %2 : tensor<72x8xf32>
  }
}
