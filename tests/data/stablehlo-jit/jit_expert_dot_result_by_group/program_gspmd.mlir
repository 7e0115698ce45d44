module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8x4x16xf32> {mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"}, %arg1: tensor<8x16x8xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> (tensor<8x8x4x8xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x16xf32>, tensor<8x16x8xf32>) -> tensor<8x8x4x8xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"} : (tensor<8x8x4x8xf32>) -> tensor<8x8x4x8xf32>
    return %1 : tensor<8x8x4x8xf32>
  }
}
