module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.exponential %arg0 : tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %4 = stablehlo.divide %3, %cst_2 : tensor<f32>
    %5 = stablehlo.negate %arg0 : tensor<3x5xf32>
    %6 = stablehlo.abs %5 : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    return %0, %1, %4, %7 : tensor<5xf32>, tensor<3xf32>, tensor<f32>, tensor<f32>
  }
}
