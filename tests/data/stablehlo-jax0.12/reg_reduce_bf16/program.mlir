module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xbf16>) -> (tensor<3xbf16> {jax.result_info = "result[0]"}, tensor<4xbf16> {jax.result_info = "result[1]"}, tensor<3xbf16> {jax.result_info = "result[2]"}, tensor<4xbf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.convert %1 : (tensor<3xf32>) -> tensor<3xbf16>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<bf16>
    %3 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.minimum across dimensions = [1] : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<3xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %5 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<4xbf16>
    return %2, %3, %4, %5 : tensor<3xbf16>, tensor<4xbf16>, tensor<3xbf16>, tensor<4xbf16>
  }
}
