module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x4x8xf32> {mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<4x8x8x16xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[8]}"}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x3x4x8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg1, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<3x3x4x8xf32>) -> tensor<4x8x8x8xf32>
    %1 = stablehlo.tanh %0 : tensor<4x8x8x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<4x8x8x8xf32>
    %4 = stablehlo.multiply %1, %1 : tensor<4x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<4x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4x8x8x8xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<4x8x8x8xf32>
    %11 = stablehlo.multiply %10, %1 : tensor<4x8x8x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<4x8x8x8xf32>
    %13 = stablehlo.convolution(%arg1, %12) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 4 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<4x8x8x8xf32>) -> tensor<3x3x4x8xf32>
    return %7, %13 : tensor<f32>, tensor<3x3x4x8xf32>
  }
}
