module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<64x16xf32> {jax.result_info = "result"}) {
    %0 = call @_roll_static(%arg0) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %1 = stablehlo.subtract %0, %arg0 : tensor<64x16xf32>
    return %1 : tensor<64x16xf32>
  }
  func.func private @_roll_static(%arg0: tensor<64x16xf32>) -> tensor<64x16xf32> {
    %0 = stablehlo.slice %arg0 [61:64, 0:16] : (tensor<64x16xf32>) -> tensor<3x16xf32>
    %1 = stablehlo.slice %arg0 [0:61, 0:16] : (tensor<64x16xf32>) -> tensor<61x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<3x16xf32>, tensor<61x16xf32>) -> tensor<64x16xf32>
    return %2 : tensor<64x16xf32>
  }
}
