module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x64xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<64x128xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<256x128xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1]<=[8]}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x128xf32>) -> tensor<256x128xf32>
    %1 = stablehlo.tanh %0 : tensor<256x128xf32>
    return %1 : tensor<256x128xf32>
  }
}
