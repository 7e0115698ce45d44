module @jit_stem attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x64x32x3xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg1: tensor<7x7x3x8xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<2x16x8x8xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[2, 3], [2, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x32x3xf32>, tensor<7x7x3x8xf32>) -> tensor<2x32x16x8xf32>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x16x8xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<2x32x16x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.reduce_window"(%2, %3) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %5 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<2x32x16x8xf32>, tensor<f32>) -> tensor<2x16x8x8xf32>
    return %4 : tensor<2x16x8x8xf32>
  }
}
