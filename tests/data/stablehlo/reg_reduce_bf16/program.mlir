module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xbf16>) -> (tensor<3xbf16> {jax.result_info = "result[0]"}, tensor<4xbf16> {jax.result_info = "result[1]"}, tensor<3xbf16> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<3xbf16>
    %cst_0 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %2 = stablehlo.convert %arg0 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.convert %3 : (tensor<3xf32>) -> tensor<3xbf16>
    return %0, %1, %4 : tensor<3xbf16>, tensor<4xbf16>, tensor<3xbf16>
  }
}
