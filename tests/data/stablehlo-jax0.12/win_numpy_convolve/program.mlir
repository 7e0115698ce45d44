module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf32>, %arg1: tensor<4xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<9xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}) {
    %0 = call @convolve(%arg0, %arg1) : (tensor<9xf32>, tensor<4xf32>) -> tensor<12xf32>
    %1 = call @correlate(%arg0, %arg1) : (tensor<9xf32>, tensor<4xf32>) -> tensor<9xf32>
    %2 = call @convolve_1(%arg0, %arg1) : (tensor<9xf32>, tensor<4xf32>) -> tensor<6xf32>
    return %0, %1, %2 : tensor<12xf32>, tensor<9xf32>, tensor<6xf32>
  }
  func.func private @convolve(%arg0: tensor<9xf32>, %arg1: tensor<4xf32>) -> tensor<12xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<9xf32>, tensor<4xf32>) -> tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @_conv(%arg0: tensor<9xf32>, %arg1: tensor<4xf32>) -> tensor<12xf32> {
    %0 = call @_flip(%arg1) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[3, 3]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x4xf32>) -> tensor<1x1x12xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x12xf32>) -> tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @_flip(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @correlate(%arg0: tensor<9xf32>, %arg1: tensor<4xf32>) -> tensor<9xf32> {
    %0 = call @_conv_0(%arg0, %arg1) : (tensor<9xf32>, tensor<4xf32>) -> tensor<9xf32>
    return %0 : tensor<9xf32>
  }
  func.func private @_conv_0(%arg0: tensor<9xf32>, %arg1: tensor<4xf32>) -> tensor<9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x4xf32>) -> tensor<1x1x9xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x9xf32>) -> tensor<9xf32>
    return %3 : tensor<9xf32>
  }
  func.func private @convolve_1(%arg0: tensor<9xf32>, %arg1: tensor<4xf32>) -> tensor<6xf32> {
    %0 = call @_conv_2(%arg0, %arg1) : (tensor<9xf32>, tensor<4xf32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @_conv_2(%arg0: tensor<9xf32>, %arg1: tensor<4xf32>) -> tensor<6xf32> {
    %0 = call @_flip(%arg1) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<9xf32>) -> tensor<1x1x9xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x9xf32>, tensor<1x1x4xf32>) -> tensor<1x1x6xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x6xf32>) -> tensor<6xf32>
    return %4 : tensor<6xf32>
  }
}
