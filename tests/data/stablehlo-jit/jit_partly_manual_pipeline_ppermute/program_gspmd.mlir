module @jit_pipeline_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<4x32x32xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<64x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<4x32x32xf32>) -> tensor<1x32x32xf32>
    %4 = call @shmap_body(%1, %3) : (tensor<16x32xf32>, tensor<1x32x32xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<64x32xf32>
    return %6 : tensor<64x32xf32>
  }
  func.func private @shmap_body(%arg0: tensor<16x32xf32>, %arg1: tensor<1x32x32xf32>) -> (tensor<16x32xf32> {jax.result_info = "[('stage',), None]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = stablehlo.tanh %3 : tensor<16x32xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %6 = "stablehlo.collective_permute"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    return %6 : tensor<16x32xf32>
  }
}
