module @jit_data_manual_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,2,4]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,2,4]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %4 = call @shmap_body(%1, %3) : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<1xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<1xf32>) -> tensor<1xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @shmap_body(%arg0: tensor<8x32xf32>, %arg1: tensor<32x64xf32>) -> (tensor<1xf32> {jax.result_info = "[None]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,2,4]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %2 = stablehlo.tanh %1 : tensor<8x64xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,2,4]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x64xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,2,4]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.custom_call @Sharding(%6) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.all_reduce"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %11 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %12 = stablehlo.custom_call @Sharding(%11) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.custom_call @Sharding(%9) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<1xf32>) -> tensor<1xf32>
    return %10 : tensor<1xf32>
  }
}
