module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<64x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg2: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg3: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<32x64xf32> {jax.result_info = "result[0]"}, tensor<64x32xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.tanh %0 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<16x64xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %6 = stablehlo.custom_call @SPMDFullToShardShape(%5) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x32xf32>) -> tensor<8x8xf32>
    %7 = stablehlo.custom_call @Sharding(%arg3) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %8 = stablehlo.custom_call @SPMDFullToShardShape(%7) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x32xf32>) -> tensor<8x8xf32>
    %9:2 = call @shmap_body(%6, %8) : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<1xf32>)
    %10 = stablehlo.custom_call @Sharding(%9#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %11 = stablehlo.custom_call @SPMDShardToFullShape(%10) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x8xf32>) -> tensor<64x8xf32>
    %12 = stablehlo.custom_call @Sharding(%9#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %13 = stablehlo.custom_call @SPMDShardToFullShape(%12) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %16 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %19 = stablehlo.custom_call @SPMDFullToShardShape(%18) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %20 = stablehlo.custom_call @Sharding(%11) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x8xf32>) -> tensor<64x8xf32>
    %21 = stablehlo.custom_call @SPMDFullToShardShape(%20) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x8xf32>) -> tensor<8x8xf32>
    %22 = call @shmap_body_0(%19, %21) : (tensor<1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %23 = stablehlo.custom_call @Sharding(%22) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %24 = stablehlo.custom_call @SPMDShardToFullShape(%23) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<8x8xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.dot_general %24, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %27 = stablehlo.dot_general %24, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %28 = stablehlo.multiply %27, %3 : tensor<16x64xf32>
    %29 = stablehlo.multiply %28, %1 : tensor<16x64xf32>
    %30 = stablehlo.add %28, %29 : tensor<16x64xf32>
    %31 = stablehlo.dot_general %30, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<32x64xf32>
    %35 = stablehlo.subtract %arg0, %34 : tensor<32x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %37 = stablehlo.multiply %36, %26 : tensor<64x32xf32>
    %38 = stablehlo.subtract %arg1, %37 : tensor<64x32xf32>
    return %35, %38, %15 : tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
  func.func private @shmap_body(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<1xf32> {jax.result_info = "[None]"}) {
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<8x8xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<1xf32>
    return %3, %6 : tensor<8x8xf32>, tensor<1xf32>
  }
  func.func private @shmap_body_0(%arg0: tensor<1xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "[('data',), ('model',)]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
}
