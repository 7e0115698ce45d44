module @jit_argmax_pool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<3x7xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = "stablehlo.reduce_window"(%arg0, %0, %cst, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_0 = stablehlo.constant dense<false> : tensor<i1>
      %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare NE, %3, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = stablehlo.convert %6 : tensor<i1>
      %8 = stablehlo.and %7, %4 : tensor<i1>
      %c_1 = stablehlo.constant dense<false> : tensor<i1>
      %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<i1>
      %10 = stablehlo.compare NE, %2, %9, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = stablehlo.convert %10 : tensor<i1>
      %12 = stablehlo.or %11, %8 : tensor<i1>
      %13 = func.call @_where(%12, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %14 = func.call @_where_0(%12, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %13, %14 : tensor<f32>, tensor<i32>
    }) : (tensor<3x7xf32>, tensor<3x7xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
    return %1#0, %1#1 : tensor<3x4xf32>, tensor<3x4xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
