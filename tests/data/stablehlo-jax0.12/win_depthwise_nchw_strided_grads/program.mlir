module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6x6xf32>, %arg1: tensor<8x1x3x3xf32>) -> (tensor<2x4x6x6xf32> {jax.result_info = "result[0]"}, tensor<8x1x3x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x6x6xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x3x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x3x3xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<2x8x3x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x3x3xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<2x8x3x3xf32>
    %5 = stablehlo.convolution(%arg0, %4) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 4 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x6x6xf32>, tensor<2x8x3x3xf32>) -> tensor<8x1x3x3xf32>
    %6 = stablehlo.reshape %arg1 : (tensor<8x1x3x3xf32>) -> tensor<4x2x1x3x3xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0, 2, 3, 4] : (tensor<4x2x1x3x3xf32>) -> tensor<2x4x1x3x3xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x4x1x3x3xf32>) -> tensor<2x4x3x3xf32>
    %9 = stablehlo.reverse %8, dims = [2, 3] : tensor<2x4x3x3xf32>
    %10 = stablehlo.convolution(%4, %9) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x3x3xf32>, tensor<2x4x3x3xf32>) -> tensor<2x4x6x6xf32>
    return %10, %5 : tensor<2x4x6x6xf32>, tensor<8x1x3x3xf32>
  }
}
