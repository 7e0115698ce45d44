module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<16x16xf32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
}
