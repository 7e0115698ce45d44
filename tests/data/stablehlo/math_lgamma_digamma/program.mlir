module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<54xf32>) -> (tensor<54xf32> {jax.result_info = "result[0]"}, tensor<54xf32> {jax.result_info = "result[1]"}, tensor<40xbf16> {jax.result_info = "result[2]"}, tensor<40xf16> {jax.result_info = "result[3]"}, tensor<40xf32> {jax.result_info = "result[4]"}) {
    %0 = chlo.lgamma %arg0 : tensor<54xf32> -> tensor<54xf32>
    %1 = chlo.digamma %arg0 : tensor<54xf32> -> tensor<54xf32>
    %2 = stablehlo.slice %arg0 [0:40] : (tensor<54xf32>) -> tensor<40xf32>
    %3 = chlo.lgamma %2 : tensor<40xf32> -> tensor<40xf32>
    %4 = stablehlo.convert %3 : (tensor<40xf32>) -> tensor<40xbf16>
    %5 = stablehlo.slice %arg0 [0:40] : (tensor<54xf32>) -> tensor<40xf32>
    %6 = stablehlo.convert %5 : (tensor<40xf32>) -> tensor<40xf16>
    %7 = chlo.digamma %6 : tensor<40xf16> -> tensor<40xf16>
    %8 = stablehlo.slice %arg0 [0:40] : (tensor<54xf32>) -> tensor<40xf32>
    %9 = stablehlo.abs %8 : tensor<40xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %11 = stablehlo.add %9, %10 : tensor<40xf32>
    %12 = chlo.digamma %11 : tensor<40xf32> -> tensor<40xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<40xf32>
    return %0, %1, %4, %7, %14 : tensor<54xf32>, tensor<54xf32>, tensor<40xbf16>, tensor<40xf16>, tensor<40xf32>
  }
}
