module @jit_checks attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x24xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<i1> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<24xi1> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}, tensor<24xi1> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.tanh %arg0 : tensor<16x24xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16x24xf32>
    %3 = stablehlo.is_finite %arg0 : (tensor<16x24xf32>) -> tensor<16x24xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.and across dimensions = [0, 1] : (tensor<16x24xi1>, tensor<i1>) -> tensor<i1>
    %cst_0 = stablehlo.constant dense<-2.500000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %6 = stablehlo.compare GT, %2, %5, FLOAT : (tensor<16x24xf32>, tensor<16x24xf32>) -> tensor<16x24xi1>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %7 = stablehlo.reduce(%6 init: %c_1) applies stablehlo.and across dimensions = [0] : (tensor<16x24xi1>, tensor<i1>) -> tensor<24xi1>
    %cst_2 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %9 = stablehlo.compare GT, %2, %8, FLOAT : (tensor<16x24xf32>, tensor<16x24xf32>) -> tensor<16x24xi1>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.reduce(%9 init: %c_3) applies stablehlo.or across dimensions = [0] : (tensor<16x24xi1>, tensor<i1>) -> tensor<24xi1>
    return %4, %7, %10 : tensor<i1>, tensor<24xi1>, tensor<24xi1>
  }
}
