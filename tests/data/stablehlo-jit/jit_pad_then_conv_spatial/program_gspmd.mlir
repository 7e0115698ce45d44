module @jit_padded_conv attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x8x3xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg1: tensor<3x3x3x4xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<2x16x8x4xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<2x16x8x3xf32>, tensor<i32>) -> tensor<2x18x10x3xf32>
    %1 = stablehlo.convolution(%0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x18x10x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x16x8x4xf32>
    %2 = call @relu(%1) : (tensor<2x16x8x4xf32>) -> tensor<2x16x8x4xf32>
    return %2 : tensor<2x16x8x4xf32>
  }
  func.func private @_pad(%arg0: tensor<2x16x8x3xf32>, %arg1: tensor<i32>) -> tensor<2x18x10x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x16x8x3xf32>, tensor<f32>) -> tensor<2x18x10x3xf32>
    return %1 : tensor<2x18x10x3xf32>
  }
  func.func private @relu(%arg0: tensor<2x16x8x4xf32>) -> tensor<2x16x8x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x8x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x8x4xf32>
    return %1 : tensor<2x16x8x4xf32>
  }
}
