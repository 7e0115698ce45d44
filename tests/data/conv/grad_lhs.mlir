module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2x3x2xf32>, %arg1: tensor<2x6x4x6xf32>) -> (tensor<2x4x7x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<6x2x3x2xf32>) -> tensor<2x3x2x3x2xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0, 2, 3, 4] : (tensor<2x3x2x3x2xf32>) -> tensor<3x2x2x3x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<3x2x2x3x2xf32>) -> tensor<3x4x3x2xf32>
    %3 = stablehlo.reverse %2, dims = [2, 3] : tensor<3x4x3x2xf32>
    %4 = stablehlo.convolution(%arg1, %3) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [2, 0]], lhs_dilate = [2, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x4x6xf32>, tensor<3x4x3x2xf32>) -> tensor<2x4x7x6xf32>
    return %4 : tensor<2x4x7x6xf32>
  }
}
