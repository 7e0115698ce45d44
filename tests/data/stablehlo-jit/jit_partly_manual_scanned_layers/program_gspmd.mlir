module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<3x32x64xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<3x64x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg2, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<16x32xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<3x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %2 = func.call @dynamic_index_in_dim_0(%iterArg_0, %iterArg_1) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %3 = func.call @closed_call(%iterArg_2, %1, %2) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %4, %3 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<16x32xf32>
    }
    return %0#3 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<3x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<3x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_var(%arg0, %c) : (tensor<16x32xf32>, tensor<i32>) -> tensor<16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<16x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.multiply %5, %10 : tensor<16x32xf32>
    %12 = stablehlo.custom_call @Sharding(%11) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.custom_call @SPMDFullToShardShape(%12) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.custom_call @SPMDFullToShardShape(%14) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<32x64xf32>) -> tensor<32x16xf32>
    %16 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %17 = stablehlo.custom_call @SPMDFullToShardShape(%16) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<64x32xf32>) -> tensor<16x32xf32>
    %18 = call @shmap_body(%13, %15, %17) : (tensor<16x32xf32>, tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.custom_call @Sharding(%18) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.custom_call @SPMDShardToFullShape(%19) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.add %arg0, %20 : tensor<16x32xf32>
    return %21 : tensor<16x32xf32>
  }
  func.func private @_var(%arg0: tensor<16x32xf32>, %arg1: tensor<i32>) -> tensor<16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32xf32>
    %6 = chlo.square %5 : tensor<16x32xf32> -> tensor<16x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<16x1xf32>, tensor<f32>) -> tensor<16x1xf32>
    return %14 : tensor<16x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<16x1xf32>, %arg2: tensor<f32>) -> tensor<16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<16x1xf32>
    return %2 : tensor<16x1xf32>
  }
  func.func private @shmap_body(%arg0: tensor<16x32xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<16x32xf32>) -> (tensor<16x32xf32> {jax.result_info = "[None, None]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = call @relu(%1) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %6 = stablehlo.add %arg3, %arg4 : tensor<f32>
      %7 = stablehlo.custom_call @Sharding(%6) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    return %5 : tensor<16x32xf32>
  }
  func.func private @relu(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.maximum %arg0, %1 : tensor<16x16xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    return %3 : tensor<16x16xf32>
  }
}
