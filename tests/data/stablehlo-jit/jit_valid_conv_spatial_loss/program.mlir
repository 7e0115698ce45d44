module @jit_valid_conv_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<2x16x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}, {}]>}, %arg1: tensor<3x3x3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x14x6x4xf32>
    %1 = chlo.square %0 : tensor<2x14x6x4xf32> -> tensor<2x14x6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x14x6x4xf32>, tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
}
