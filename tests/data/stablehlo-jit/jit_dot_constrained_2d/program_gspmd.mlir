module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<64x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<32x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %2 = stablehlo.tanh %1 : tensor<32x16xf32>
    return %2 : tensor<32x16xf32>
  }
}
