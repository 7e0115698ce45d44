module @jit_resharded_in attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x16xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<16x64xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<32x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.custom_call @SPMDFullToShardShape(%1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x64xf32>) -> tensor<16x16xf32>
    %3 = call @shmap_body(%2) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %5 = stablehlo.custom_call @SPMDShardToFullShape(%4) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<16x16xf32>) -> tensor<32x64xf32>
    %6 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %7 = stablehlo.dot_general %5, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    return %7 : tensor<32x16xf32>
  }
  func.func private @shmap_body(%arg0: tensor<16x16xf32>) -> (tensor<16x16xf32> {jax.result_info = "[('data',), ('model',)]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %9 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x16xf32>
    %6 = stablehlo.sqrt %5 : tensor<1x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %8 = stablehlo.divide %arg0, %7 : tensor<16x16xf32>
    return %8 : tensor<16x16xf32>
  }
}
