module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<31xf32>) -> (tensor<31xf32> {jax.result_info = "result[0]"}, tensor<31xf32> {jax.result_info = "result[1]"}, tensor<31xf32> {jax.result_info = "result[2]"}, tensor<31xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %1 = stablehlo.subtract %0, %arg0 : tensor<31xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %3 = stablehlo.add %2, %arg0 : tensor<31xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<31xf32>
    %5 = stablehlo.sqrt %4 : tensor<31xf32>
    %6 = stablehlo.atan2 %arg0, %5 : tensor<31xf32>
    %7 = chlo.acos %arg0 : tensor<31xf32> -> tensor<31xf32>
    %cst_1 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<31xf32>
    %10 = chlo.atan %9 : tensor<31xf32> -> tensor<31xf32>
    %cst_2 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<31xf32>
    %13 = chlo.atanh %12 : tensor<31xf32> -> tensor<31xf32>
    return %6, %7, %10, %13 : tensor<31xf32>, tensor<31xf32>, tensor<31xf32>, tensor<31xf32>
  }
}
