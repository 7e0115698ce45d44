module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<32x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<64x16xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1]<=[8]}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %2 = stablehlo.tanh %1 : tensor<64x16xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    return %3 : tensor<64x16xf32>
  }
}
