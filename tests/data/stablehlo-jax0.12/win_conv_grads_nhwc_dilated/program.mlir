module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x7x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<2x3x6x5xf32>, %arg3: tensor<4x3x2x3xf32>) -> (tensor<2x7x7x3xf32> {jax.result_info = "result[0][0]"}, tensor<3x3x3x4xf32> {jax.result_info = "result[0][1]"}, tensor<2x3x6x5xf32> {jax.result_info = "result[1][0]"}, tensor<4x3x2x3xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x7x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3x4xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<2x3x3x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3x3x4xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<2x3x3x4xf32>
    %5 = stablehlo.convolution(%arg0, %4) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x7x3xf32>, tensor<2x3x3x4xf32>) -> tensor<3x3x3x4xf32>
    %6 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x3x4xf32>
    %7 = stablehlo.convolution(%4, %6) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x3x4xf32>, tensor<3x3x3x4xf32>) -> tensor<2x7x7x3xf32>
    %8 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 1], [0, 2]], lhs_dilate = [1, 2], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x6x5xf32>, tensor<4x3x2x3xf32>) -> tensor<2x4x7x7xf32>
    %9 = stablehlo.cosine %8 : tensor<2x4x7x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x7x7xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<2x4x7x7xf32>
    %12 = stablehlo.convolution(%arg2, %11) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [2, 2], pad = [[2, 1], [0, 2]], lhs_dilate = [1, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x6x5xf32>, tensor<2x4x7x7xf32>) -> tensor<4x3x2x3xf32>
    %13 = stablehlo.reverse %arg3, dims = [2, 3] : tensor<4x3x2x3xf32>
    %14 = stablehlo.convolution(%11, %13) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 1], [4, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x7x7xf32>, tensor<4x3x2x3xf32>) -> tensor<2x3x6x5xf32>
    return %7, %5, %14, %12 : tensor<2x7x7x3xf32>, tensor<3x3x3x4xf32>, tensor<2x3x6x5xf32>, tensor<4x3x2x3xf32>
  }
}
