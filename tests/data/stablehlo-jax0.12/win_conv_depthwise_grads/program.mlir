module @jit_depthwise_grads attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x4x4xf32>, %arg1: tensor<2x2x1x4xf32>) -> (tensor<2x5x4x4xf32> {jax.result_info = "result[0]"}, tensor<2x2x1x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x4x4xf32>, tensor<2x2x1x4xf32>) -> tensor<2x5x4x4xf32>
    %1 = stablehlo.tanh %0 : tensor<2x5x4x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x4x4xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x5x4x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5x4x4xf32>
    %5 = stablehlo.subtract %4, %1 : tensor<2x5x4x4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x5x4x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x5x4x4xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<2x5x4x4xf32>
    %9 = stablehlo.convolution(%arg0, %8) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 4 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x4x4xf32>, tensor<2x5x4x4xf32>) -> tensor<2x2x1x4xf32>
    %10 = stablehlo.reshape %arg1 : (tensor<2x2x1x4xf32>) -> tensor<2x2x1x4x1xf32>
    %11 = stablehlo.transpose %10, dims = [0, 1, 3, 2, 4] : (tensor<2x2x1x4x1xf32>) -> tensor<2x2x4x1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x2x4x1x1xf32>) -> tensor<2x2x4x1xf32>
    %13 = stablehlo.reverse %12, dims = [0, 1] : tensor<2x2x4x1xf32>
    %14 = stablehlo.convolution(%8, %13) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x4x4xf32>, tensor<2x2x4x1xf32>) -> tensor<2x5x4x4xf32>
    return %14, %9 : tensor<2x5x4x4xf32>, tensor<2x2x1x4xf32>
  }
}
