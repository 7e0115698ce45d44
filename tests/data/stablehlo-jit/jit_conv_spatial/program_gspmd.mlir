module @jit_net attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x32x16x4xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg1: tensor<3x3x4x8xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<3x3x8x8xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<2x32x16x8xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x16x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x32x16x8xf32>
    %1 = call @relu(%0) : (tensor<2x32x16x8xf32>) -> tensor<2x32x16x8xf32>
    %2 = stablehlo.convolution(%1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x16x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x32x16x8xf32>
    return %2 : tensor<2x32x16x8xf32>
  }
  func.func private @relu(%arg0: tensor<2x32x16x8xf32>) -> tensor<2x32x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x32x16x8xf32>
    return %1 : tensor<2x32x16x8xf32>
  }
}
