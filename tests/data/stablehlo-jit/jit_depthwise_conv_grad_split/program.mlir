module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg1: tensor<4x8x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {"model"}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x3x1x16xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg1, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<3x3x1x16xf32>) -> tensor<4x8x8x16xf32>
    %1 = stablehlo.tanh %0 : tensor<4x8x8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x8x8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %5 = stablehlo.subtract %4, %1 : tensor<4x8x8x16xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x8x8x16xf32>
    %7 = stablehlo.multiply %1, %1 : tensor<4x8x8x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %9 = stablehlo.multiply %8, %1 : tensor<4x8x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x8x8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<4x8x8x16xf32>
    %13 = stablehlo.multiply %12, %6 : tensor<4x8x8x16xf32>
    %14 = stablehlo.convolution(%arg1, %13) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 16 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<4x8x8x16xf32>) -> tensor<3x3x1x16xf32>
    return %10, %14 : tensor<f32>, tensor<3x3x1x16xf32>
  }
}
