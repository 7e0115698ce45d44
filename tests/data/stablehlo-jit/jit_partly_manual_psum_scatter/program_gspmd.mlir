module @jit_scattered attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<32x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<16x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x8xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<32x16xf32>) -> tensor<8x16xf32>
    %4 = call @shmap_body(%1, %3) : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x4xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x4xf32>) -> tensor<16x4xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x4xf32>) -> tensor<16x16xf32>
    return %6 : tensor<16x16xf32>
  }
  func.func private @shmap_body(%arg0: tensor<16x8xf32>, %arg1: tensor<8x16xf32>) -> (tensor<16x4xf32> {jax.result_info = "[None, ('model',)]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = "stablehlo.reduce_scatter"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x4xf32>
    return %2 : tensor<16x4xf32>
  }
}
