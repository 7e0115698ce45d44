module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<31xf32>) -> (tensor<31xf32> {jax.result_info = "result[0]"}, tensor<31xf32> {jax.result_info = "result[1]"}, tensor<31xf32> {jax.result_info = "result[2]"}, tensor<31xf32> {jax.result_info = "result[3]"}) {
    %0 = chlo.asin %arg0 : tensor<31xf32> -> tensor<31xf32>
    %1 = chlo.acos %arg0 : tensor<31xf32> -> tensor<31xf32>
    %cst = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<31xf32>
    %4 = chlo.atan %3 : tensor<31xf32> -> tensor<31xf32>
    %cst_0 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<31xf32>
    %7 = chlo.atanh %6 : tensor<31xf32> -> tensor<31xf32>
    return %0, %1, %4, %7 : tensor<31xf32>, tensor<31xf32>, tensor<31xf32>, tensor<31xf32>
  }
}
