module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<16x8xf32> {jax.result_info = "result"}) {
    %0 = call @_roll_static(%arg0) : (tensor<16x8xf32>) -> tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
  func.func private @_roll_static(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.slice %arg0 [13:16, 0:8] : (tensor<16x8xf32>) -> tensor<3x8xf32>
    %1 = stablehlo.slice %arg0 [0:13, 0:8] : (tensor<16x8xf32>) -> tensor<13x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<3x8xf32>, tensor<13x8xf32>) -> tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
}
