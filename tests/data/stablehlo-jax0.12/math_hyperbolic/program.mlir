module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xf32>) -> (tensor<33xf32> {jax.result_info = "result[0]"}, tensor<33xf32> {jax.result_info = "result[1]"}, tensor<33xf32> {jax.result_info = "result[2]"}, tensor<33xf32> {jax.result_info = "result[3]"}) {
    %0 = chlo.sinh %arg0 : tensor<33xf32> -> tensor<33xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<33xf32>
    %2 = stablehlo.divide %arg0, %1 : tensor<33xf32>
    %3 = chlo.cosh %2 : tensor<33xf32> -> tensor<33xf32>
    %4 = chlo.asinh %arg0 : tensor<33xf32> -> tensor<33xf32>
    %5 = chlo.square %arg0 : tensor<33xf32> -> tensor<33xf32>
    return %0, %3, %4, %5 : tensor<33xf32>, tensor<33xf32>, tensor<33xf32>, tensor<33xf32>
  }
}
