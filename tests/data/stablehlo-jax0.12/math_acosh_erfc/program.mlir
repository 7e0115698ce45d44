module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<28xf32>, %arg1: tensor<24xf32>) -> (tensor<28xf32> {jax.result_info = "result[0]"}, tensor<24xf32> {jax.result_info = "result[1]"}, tensor<24xf32> {jax.result_info = "result[2]"}) {
    %0 = call @arccosh(%arg0) : (tensor<28xf32>) -> tensor<28xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %2 = stablehlo.divide %arg1, %1 : tensor<24xf32>
    %3 = chlo.erfc %2 : tensor<24xf32> -> tensor<24xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<24xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %7 = stablehlo.divide %5, %6 : tensor<24xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<24xf32>
    %10 = stablehlo.abs %9 : tensor<24xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %12 = stablehlo.compare LT, %10, %11, FLOAT : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %13 = chlo.erf %9 : tensor<24xf32> -> tensor<24xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %15 = stablehlo.add %14, %13 : tensor<24xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %17 = stablehlo.compare GT, %9, %16, FLOAT : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %18 = chlo.erfc %10 : tensor<24xf32> -> tensor<24xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<24xf32>
    %21 = chlo.erfc %10 : tensor<24xf32> -> tensor<24xf32>
    %22 = stablehlo.select %17, %20, %21 : tensor<24xi1>, tensor<24xf32>
    %23 = stablehlo.select %12, %15, %22 : tensor<24xi1>, tensor<24xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<24xf32>
    return %0, %3, %25 : tensor<28xf32>, tensor<24xf32>, tensor<24xf32>
  }
  func.func private @arccosh(%arg0: tensor<28xf32>) -> tensor<28xf32> {
    %0 = chlo.acosh %arg0 : tensor<28xf32> -> tensor<28xf32>
    return %0 : tensor<28xf32>
  }
}
