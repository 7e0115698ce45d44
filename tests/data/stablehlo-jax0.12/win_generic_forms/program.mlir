module @jit_generic_forms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x9x9xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<2x4x5xf32>, %arg4: tensor<4x6xf32>) -> (tensor<2x4x4x16xf32> {jax.result_info = "result[0]"}, tensor<2x3x5xf32> {jax.result_info = "result[1]"}, tensor<2x4x2x8xf32> {jax.result_info = "result[2]"}, tensor<4x6xf32> {jax.result_info = "result[3]"}) {
  %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 2>, padding = dense<[[1, 2], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 2, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 1>}> : (tensor<2x3x9x9xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x4x16xf32>
  %1 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
  %4 = "stablehlo.reduce_window"(%0, %3) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
  ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
    %14 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%14) : (tensor<f32>) -> ()
  }) : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x4x2x8xf32>
  %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3xf32>
  %7 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
  %8 = "stablehlo.pad"(%arg4, %7) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
  %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %10 = "stablehlo.select_and_scatter"(%8, %6, %9) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
    %13 = "stablehlo.compare"(%arg7, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%13) : (tensor<i1>) -> ()
  }, {
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
    %12 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%12) : (tensor<f32>) -> ()
  }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  %11 = "stablehlo.slice"(%10) <{limit_indices = array<i64: 4, 6>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    return %0, %1, %4, %11 : tensor<2x4x4x16xf32>, tensor<2x3x5xf32>, tensor<2x4x2x8xf32>, tensor<4x6xf32>
  }
}
