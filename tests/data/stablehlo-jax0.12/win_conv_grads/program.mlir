module @jit_conv_grads attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x7x6xf32>, %arg1: tensor<4x3x3x2xf32>) -> (tensor<2x3x7x6xf32> {jax.result_info = "result[0]"}, tensor<4x3x3x2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x7x6xf32>, tensor<4x3x3x2xf32>) -> tensor<2x4x4x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x4x4x3xf32>
    %3 = stablehlo.multiply %1, %0 : tensor<2x4x4x3xf32>
    %4 = stablehlo.add %3, %2 : tensor<2x4x4x3xf32>
    %5 = stablehlo.convolution(%arg0, %4) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 2], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x7x6xf32>, tensor<2x4x4x3xf32>) -> tensor<4x3x3x2xf32>
    %6 = stablehlo.reverse %arg1, dims = [2, 3] : tensor<4x3x3x2xf32>
    %7 = stablehlo.convolution(%4, %6) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x3xf32>, tensor<4x3x3x2xf32>) -> tensor<2x3x7x6xf32>
    return %7, %5 : tensor<2x3x7x6xf32>, tensor<4x3x3x2xf32>
  }
}
