module @jit_scatter_windows attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<5x6xf32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<5x6xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.pad %arg1, %cst, low = [1, 1], high = [0, 1], interior = [0, 0] : (tensor<5x6xf32>, tensor<f32>) -> tensor<6x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = "stablehlo.select_and_scatter"(%0, %arg0, %cst_0) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<6x8xf32>
    %2 = stablehlo.slice %1 [1:6, 1:7] : (tensor<6x8xf32>) -> tensor<5x6xf32>
    %3 = stablehlo.negate %arg1 : tensor<5x6xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.pad %3, %cst_1, low = [1, 1], high = [0, 1], interior = [0, 0] : (tensor<5x6xf32>, tensor<f32>) -> tensor<6x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = "stablehlo.select_and_scatter"(%4, %arg0, %cst_2) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.compare LE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<6x8xf32>
    %6 = stablehlo.slice %5 [1:6, 1:7] : (tensor<6x8xf32>) -> tensor<5x6xf32>
    return %2, %6 : tensor<5x6xf32>, tensor<5x6xf32>
  }
}
