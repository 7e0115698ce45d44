module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x6x6xf32>, %arg1: tensor<2x3x3x3xf32>) -> (tensor<2x3x6x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x3x6x6xf32>, tensor<f32>) -> tensor<2x3x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = "stablehlo.select_and_scatter"(%0, %arg1, %cst_0) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x3x8x8xf32>, tensor<2x3x3x3xf32>, tensor<f32>) -> tensor<2x3x8x8xf32>
    %2 = stablehlo.slice %1 [0:2, 0:3, 1:7, 1:7] : (tensor<2x3x8x8xf32>) -> tensor<2x3x6x6xf32>
    return %2 : tensor<2x3x6x6xf32>
  }
}
