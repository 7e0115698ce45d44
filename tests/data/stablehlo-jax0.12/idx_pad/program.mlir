module @jit_pads attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3x2xf16>) -> (tensor<7x6xf32> {jax.result_info = "result[0]"}, tensor<6x5xf32> {jax.result_info = "result[1]"}, tensor<8x6xf32> {jax.result_info = "result[2]"}, tensor<4x3xf16> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<4x3xf32>, tensor<i32>) -> tensor<7x6xf32>
    %cst = stablehlo.constant dense<-2.500000e+00> : tensor<f32>
    %1 = call @_pad_0(%arg0, %cst) : (tensor<4x3xf32>, tensor<f32>) -> tensor<6x5xf32>
    %cst_0 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %2 = stablehlo.pad %arg0, %cst_0, low = [-1, 1], high = [2, -2], interior = [1, 2] : (tensor<4x3xf32>, tensor<f32>) -> tensor<8x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %3 = stablehlo.pad %arg1, %cst_1, low = [2, 0], high = [-1, 0], interior = [0, 1] : (tensor<3x2xf16>, tensor<f16>) -> tensor<4x3xf16>
    return %0, %1, %2, %3 : tensor<7x6xf32>, tensor<6x5xf32>, tensor<8x6xf32>, tensor<4x3xf16>
  }
  func.func private @_pad(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<7x6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [2, 3], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<7x6xf32>
    return %1 : tensor<7x6xf32>
  }
  func.func private @_pad_0(%arg0: tensor<4x3xf32>, %arg1: tensor<f32>) -> tensor<6x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<6x5xf32>
    return %1 : tensor<6x5xf32>
  }
}
