module @jit_reduce_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x4xi32>, %arg2: tensor<3x3xi32>, %arg3: tensor<3x4xi1>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<2x4xf32> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3]"}, tensor<i32> {jax.result_info = "result[4]"}, tensor<3xi32> {jax.result_info = "result[5]"}, tensor<4xi32> {jax.result_info = "result[6]"}, tensor<4xi1> {jax.result_info = "result[7]"}, tensor<3xi1> {jax.result_info = "result[8]"}, tensor<i1> {jax.result_info = "result[9]"}, tensor<i1> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.multiply across dimensions = [1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %3 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
    %c_2 = stablehlo.constant dense<2147483647> : tensor<i32>
    %4 = stablehlo.reduce(%arg1 init: %c_2) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<3x4xi32>, tensor<i32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.reduce(%arg2 init: %c_3) applies stablehlo.multiply across dimensions = [1] : (tensor<3x3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.reduce(%arg1 init: %c_4) applies stablehlo.add across dimensions = [0] : (tensor<3x4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_5 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.reduce(%arg3 init: %c_5) applies stablehlo.or across dimensions = [0] : (tensor<3x4xi1>, tensor<i1>) -> tensor<4xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %8 = stablehlo.reduce(%arg3 init: %c_6) applies stablehlo.and across dimensions = [1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<3xi1>
    %c_7 = stablehlo.constant dense<false> : tensor<i1>
    %9 = stablehlo.reduce(%arg3 init: %c_7) applies stablehlo.or across dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %10 = stablehlo.reduce(%arg3 init: %c_8) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<3x4xf32>, tensor<3xf32>, tensor<2x4xf32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<4xi32>, tensor<4xi1>, tensor<3xi1>, tensor<i1>, tensor<i1>
  }
}
