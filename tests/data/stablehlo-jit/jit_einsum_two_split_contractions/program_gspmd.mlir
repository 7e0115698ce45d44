module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x16xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8]}"}, %arg1: tensor<8x16x12xf32> {mhlo.sharding = "{devices=[2,4,1]<=[8]}"}) -> (tensor<16x12xf32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x16xf32>, tensor<8x16x12xf32>) -> tensor<16x12xf32>
    return %0 : tensor<16x12xf32>
  }
}
