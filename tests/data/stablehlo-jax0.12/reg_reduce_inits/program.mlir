module @jit_reduce_inits attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xi32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<4xi32> {jax.result_info = "result[3]"}, tensor<i32> {jax.result_info = "result[4]"}, tensor<3xi32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.minimum across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %3 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.maximum across dimensions = [0] : (tensor<3x4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.reduce(%arg1 init: %c_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xi32>, tensor<i32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<-1> : tensor<i32>
    %5 = stablehlo.reduce(%arg1 init: %c_3) applies stablehlo.xor across dimensions = [1] : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
    return %0, %1, %2, %3, %4, %5 : tensor<3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<4xi32>, tensor<i32>, tensor<3xi32>
  }
}
