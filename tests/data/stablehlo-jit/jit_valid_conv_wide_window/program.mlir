module @jit_wide_valid_conv attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<2x40x10x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}, {}]>}, %arg1: tensor<5x5x3x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}) -> (tensor<2x36x6x6xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x40x10x3xf32>, tensor<5x5x3x6xf32>) -> tensor<2x36x6x6xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}, {}]> : tensor<2x36x6x6xf32>
    return %1 : tensor<2x36x6x6xf32>
  }
}
