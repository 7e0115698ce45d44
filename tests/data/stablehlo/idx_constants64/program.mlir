module @jit_constants64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>) -> (tensor<6xf64> {jax.result_info = "result[0]"}, tensor<6xi64> {jax.result_info = "result[1]"}, tensor<2xf64> {jax.result_info = "result[2]"}, tensor<3xf64> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<[1.000000e-01, 0.33333333333333331, -2.500000e-300, 1.000000e+300, 3.1415926535897931, 4.940660e-324]> : tensor<6xf64>
    %c = stablehlo.constant dense<[-1099511627777, 1125899906842627, -1, 0, 17, 2147483648]> : tensor<6xi64>
    %0 = stablehlo.multiply %arg0, %cst : tensor<6xf64>
    %1 = stablehlo.convert %arg0 : (tensor<6xf64>) -> tensor<6xi64>
    %2 = stablehlo.add %c, %1 : tensor<6xi64>
    %cst_0 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %4 = stablehlo.slice %arg0 [0:3] : (tensor<6xf64>) -> tensor<3xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-17> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %6 = stablehlo.add %4, %5 : tensor<3xf64>
    return %0, %2, %3, %6 : tensor<6xf64>, tensor<6xi64>, tensor<2xf64>, tensor<3xf64>
  }
}
