module @jit_constants64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>) -> (tensor<6xf64> {jax.result_info = "result[0]"}, tensor<5xf64> {jax.result_info = "result[1]"}, tensor<6xi64> {jax.result_info = "result[2]"}, tensor<2xf64> {jax.result_info = "result[3]"}, tensor<3xf64> {jax.result_info = "result[4]"}, tensor<4xf64> {jax.result_info = "result[5]"}, tensor<6xf64> {jax.result_info = "result[6]"}, tensor<3xf64> {jax.result_info = "result[7]"}) {
    %cst = stablehlo.constant dense<[1.000000e-01, 0.33333333333333331, -2.500000e-300, 1.000000e+300, 3.1415926535897931, 4.940660e-324]> : tensor<6xf64>
    %c = stablehlo.constant dense<[-1099511627777, 1125899906842627, -1, 0, 17, 2147483648]> : tensor<6xi64>
    %c_0 = stablehlo.constant dense<[5, 0, 2, 5]> : tensor<4xi64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %2 = stablehlo.negate %cst : tensor<6xf64>
    %3 = call @_where(%1, %cst, %2) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %4 = stablehlo.slice %arg0 [0:5] : (tensor<6xf64>) -> tensor<5xf64>
    %5 = stablehlo.slice %cst [0:5] : (tensor<6xf64>) -> tensor<5xf64>
    %6 = stablehlo.multiply %4, %5 : tensor<5xf64>
    %7 = stablehlo.convert %arg0 : (tensor<6xf64>) -> tensor<6xi64>
    %8 = stablehlo.add %c, %7 : tensor<6xi64>
    %cst_2 = stablehlo.constant dense<0.69999999999999996> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %10 = stablehlo.slice %arg0 [0:3] : (tensor<6xf64>) -> tensor<3xf64>
    %cst_3 = stablehlo.constant dense<1.000000e-17> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %12 = stablehlo.add %10, %11 : tensor<3xf64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %14 = stablehlo.compare LT, %c_0, %13, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_5 = stablehlo.constant dense<6> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %16 = stablehlo.add %c_0, %15 : tensor<4xi64>
    %17 = stablehlo.select %14, %16, %c_0 : tensor<4xi1>, tensor<4xi64>
    %18 = stablehlo.convert %17 : (tensor<4xi64>) -> tensor<4xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %20 = "stablehlo.gather"(%arg0, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf64>, tensor<4x1xi32>) -> tensor<4xf64>
    %21 = stablehlo.slice %cst [0:4] : (tensor<6xf64>) -> tensor<4xf64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %23 = stablehlo.compare LT, %c_0, %22, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_7 = stablehlo.constant dense<6> : tensor<i64>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %25 = stablehlo.add %c_0, %24 : tensor<4xi64>
    %26 = stablehlo.select %23, %25, %c_0 : tensor<4xi1>, tensor<4xi64>
    %27 = stablehlo.convert %26 : (tensor<4xi64>) -> tensor<4xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %29 = "stablehlo.scatter"(%arg0, %28, %21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %34 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %34 : tensor<f64>
    }) : (tensor<6xf64>, tensor<4x1xi32>, tensor<4xf64>) -> tensor<6xf64>
    %c_8 = stablehlo.constant dense<4> : tensor<i64>
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %30 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<4> : tensor<i64>
    %c_11 = stablehlo.constant dense<6> : tensor<i64>
    %31 = stablehlo.add %c_10, %c_11 : tensor<i64>
    %c_12 = stablehlo.constant dense<4> : tensor<i64>
    %32 = stablehlo.select %30, %31, %c_12 : tensor<i1>, tensor<i64>
    %33 = stablehlo.dynamic_slice %arg0, %32, sizes = [3] : (tensor<6xf64>, tensor<i64>) -> tensor<3xf64>
    return %3, %6, %8, %9, %12, %20, %29, %33 : tensor<6xf64>, tensor<5xf64>, tensor<6xi64>, tensor<2xf64>, tensor<3xf64>, tensor<4xf64>, tensor<6xf64>, tensor<3xf64>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xf64>, %arg2: tensor<6xf64>) -> tensor<6xf64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf64>
    return %0 : tensor<6xf64>
  }
}
