module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xi32>) -> (tensor<3x4xi1> {jax.result_info = "result[0]"}, tensor<3x4xi1> {jax.result_info = "result[1]"}, tensor<3x4xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %3 = stablehlo.or %arg2, %arg3 : tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<3x4xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %1 = "stablehlo.reduce_window"(%arg0, %c_0) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %3 = stablehlo.and %arg2, %arg3 : tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<3x4xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = "stablehlo.reduce_window"(%arg1, %c_1) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %3 = stablehlo.or %arg2, %arg3 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<4x5xi32>, tensor<i32>) -> tensor<3x4xi32>
    return %0, %1, %2 : tensor<3x4xi1>, tensor<3x4xi1>, tensor<3x4xi32>
  }
}
