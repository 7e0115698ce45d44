module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<32x64xf32> {jax.result_info = "result[0]"}, tensor<64x32xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<32x64xf32>) -> tensor<32x16xf32>
    %4 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<64x32xf32>) -> tensor<16x32xf32>
    %6:4 = call @shmap_body(%1, %3, %5) : (tensor<16x32xf32>, tensor<32x16xf32>, tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x32xf32>)
    %7 = stablehlo.custom_call @Sharding(%6#0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<64x32xf32>
    %9 = stablehlo.custom_call @Sharding(%6#1) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x16xi1>) -> tensor<64x16xi1>
    %11 = stablehlo.custom_call @Sharding(%6#2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<64x16xf32>
    %13 = stablehlo.custom_call @Sharding(%6#3) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.tanh %14 : tensor<16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %17 = stablehlo.subtract %16, %15 : tensor<16x32xf32>
    %18 = stablehlo.multiply %15, %15 : tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %20 = stablehlo.multiply %19, %15 : tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%18 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %23 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %25 = stablehlo.multiply %24, %20 : tensor<16x32xf32>
    %26 = stablehlo.multiply %25, %17 : tensor<16x32xf32>
    %27 = stablehlo.multiply %26, %15 : tensor<16x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32>
    %29 = stablehlo.custom_call @Sharding(%28) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.custom_call @SPMDFullToShardShape(%29) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.custom_call @Sharding(%8) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %32 = stablehlo.custom_call @SPMDFullToShardShape(%31) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<64x32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.custom_call @Sharding(%10) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x16xi1>) -> tensor<64x16xi1>
    %34 = stablehlo.custom_call @SPMDFullToShardShape(%33) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<64x16xi1>) -> tensor<16x16xi1>
    %35 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %36 = stablehlo.custom_call @SPMDFullToShardShape(%35) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<64x32xf32>) -> tensor<16x32xf32>
    %37 = stablehlo.custom_call @Sharding(%12) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %38 = stablehlo.custom_call @SPMDFullToShardShape(%37) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<64x16xf32>) -> tensor<16x16xf32>
    %39:2 = call @shmap_body_0(%30, %32, %34, %36, %38) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x16xi1>, tensor<16x32xf32>, tensor<16x16xf32>) -> (tensor<32x16xf32>, tensor<16x32xf32>)
    %40 = stablehlo.custom_call @Sharding(%39#0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %41 = stablehlo.custom_call @SPMDShardToFullShape(%40) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x16xf32>) -> tensor<32x64xf32>
    %42 = stablehlo.custom_call @Sharding(%39#1) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.custom_call @SPMDShardToFullShape(%42) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %45 = stablehlo.multiply %44, %41 : tensor<32x64xf32>
    %46 = stablehlo.subtract %arg1, %45 : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<64x32xf32>
    %49 = stablehlo.subtract %arg2, %48 : tensor<64x32xf32>
    return %46, %49, %22 : tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
  func.func private @shmap_body(%arg0: tensor<16x32xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<16x32xf32>) -> (tensor<16x32xf32> {jax.result_info = "[('model',), None]"}, tensor<16x16xi1> {jax.result_info = "[('model',), None]"}, tensor<16x16xf32> {jax.result_info = "[('model',), None]"}, tensor<16x32xf32> {jax.result_info = "[None, None]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = call @relu(%1) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %5 = stablehlo.compare GT, %1, %4, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %6 = stablehlo.dot_general %2, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %7 = stablehlo.custom_call @Sharding(%6) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %8 = "stablehlo.all_reduce"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %9 = stablehlo.add %arg3, %arg4 : tensor<f32>
      %10 = stablehlo.custom_call @Sharding(%9) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    return %arg0, %5, %2, %8 : tensor<16x32xf32>, tensor<16x16xi1>, tensor<16x16xf32>, tensor<16x32xf32>
  }
  func.func private @relu(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.maximum %arg0, %1 : tensor<16x16xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    return %3 : tensor<16x16xf32>
  }
  func.func private @shmap_body_0(%arg0: tensor<16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<16x16xi1>, %arg3: tensor<16x32xf32>, %arg4: tensor<16x16xf32>) -> (tensor<32x16xf32> {jax.result_info = "[None, ('model',)]"}, tensor<16x32xf32> {jax.result_info = "[('model',), None]"}) {
    %0 = stablehlo.dot_general %arg0, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x16xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %7 = stablehlo.custom_call @Sharding(%6) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %8 = stablehlo.select %arg2, %5, %7 : tensor<16x16xi1>, tensor<16x16xf32>
    %9 = stablehlo.custom_call @Sharding(%8) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.dot_general %9, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.custom_call @Sharding(%10) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %13 = stablehlo.custom_call @Sharding(%12) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    return %13, %3 : tensor<32x16xf32>, tensor<16x32xf32>
  }
}
