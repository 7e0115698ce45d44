module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<40x15xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:40, 1:16] : (tensor<64x16xf32>) -> tensor<40x15xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<40x15xf32>
    return %1 : tensor<40x15xf32>
  }
}
