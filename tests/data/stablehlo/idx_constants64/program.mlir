module @jit_constants64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>) -> (tensor<6xf64> {jax.result_info = "result[0]"}, tensor<6xi64> {jax.result_info = "result[1]"}, tensor<2xf64> {jax.result_info = "result[2]"}, tensor<3xf64> {jax.result_info = "result[3]"}, tensor<4xf64> {jax.result_info = "result[4]"}, tensor<6xf64> {jax.result_info = "result[5]"}, tensor<3xf64> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<[1.000000e-01, 0.33333333333333331, -2.500000e-300, 1.000000e+300, 3.1415926535897931, 4.940660e-324]> : tensor<6xf64>
    %c = stablehlo.constant dense<[-1099511627777, 1125899906842627, -1, 0, 17, 2147483648]> : tensor<6xi64>
    %c_0 = stablehlo.constant dense<[5, 0, 2, 5]> : tensor<4xi64>
    %0 = stablehlo.multiply %arg0, %cst : tensor<6xf64>
    %1 = stablehlo.convert %arg0 : (tensor<6xf64>) -> tensor<6xi64>
    %2 = stablehlo.add %c, %1 : tensor<6xi64>
    %cst_1 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %4 = stablehlo.slice %arg0 [0:3] : (tensor<6xf64>) -> tensor<3xf64>
    %cst_2 = stablehlo.constant dense<1.000000e-17> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %6 = stablehlo.add %4, %5 : tensor<3xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %8 = stablehlo.compare LT, %c_0, %7, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %10 = stablehlo.add %c_0, %9 : tensor<4xi64>
    %11 = stablehlo.select %8, %10, %c_0 : tensor<4xi1>, tensor<4xi64>
    %12 = stablehlo.convert %11 : (tensor<4xi64>) -> tensor<4xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %14 = "stablehlo.gather"(%arg0, %13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf64>, tensor<4x1xi32>) -> tensor<4xf64>
    %15 = stablehlo.slice %cst [0:4] : (tensor<6xf64>) -> tensor<4xf64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %17 = stablehlo.compare LT, %c_0, %16, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_6 = stablehlo.constant dense<6> : tensor<i64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %19 = stablehlo.add %c_0, %18 : tensor<4xi64>
    %20 = stablehlo.select %17, %19, %c_0 : tensor<4xi1>, tensor<4xi64>
    %21 = stablehlo.convert %20 : (tensor<4xi64>) -> tensor<4xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %23 = "stablehlo.scatter"(%arg0, %22, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %28 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %28 : tensor<f64>
    }) : (tensor<6xf64>, tensor<4x1xi32>, tensor<4xf64>) -> tensor<6xf64>
    %c_7 = stablehlo.constant dense<4> : tensor<i64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %24 = stablehlo.compare LT, %c_7, %c_8, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i64>
    %c_10 = stablehlo.constant dense<6> : tensor<i64>
    %25 = stablehlo.add %c_9, %c_10 : tensor<i64>
    %c_11 = stablehlo.constant dense<4> : tensor<i64>
    %26 = stablehlo.select %24, %25, %c_11 : tensor<i1>, tensor<i64>
    %27 = stablehlo.dynamic_slice %arg0, %26, sizes = [3] : (tensor<6xf64>, tensor<i64>) -> tensor<3xf64>
    return %0, %2, %3, %6, %14, %23, %27 : tensor<6xf64>, tensor<6xi64>, tensor<2xf64>, tensor<3xf64>, tensor<4xf64>, tensor<6xf64>, tensor<3xf64>
  }
}
