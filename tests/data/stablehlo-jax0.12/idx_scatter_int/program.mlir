module @jit_int_scatter attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi32>, %arg1: tensor<7xi32>) -> (tensor<5xi32> {jax.result_info = "result[0]"}, tensor<5xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<7xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<7xi1>, tensor<7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %7 = "stablehlo.scatter"(%arg0, %5, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %16 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %16 : tensor<i32>
    }) : (tensor<5xi32>, tensor<7x1xi32>, tensor<7xi32>) -> tensor<5xi32>
    %8 = stablehlo.iota dim = 0 : tensor<7xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %10 = stablehlo.compare LT, %arg1, %9, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %12 = stablehlo.add %arg1, %11 : tensor<7xi32>
    %13 = stablehlo.select %10, %12, %arg1 : tensor<7xi1>, tensor<7xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %15 = "stablehlo.scatter"(%arg0, %14, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %16 = stablehlo.maximum %arg2, %arg3 : tensor<i32>
      stablehlo.return %16 : tensor<i32>
    }) : (tensor<5xi32>, tensor<7x1xi32>, tensor<7xi32>) -> tensor<5xi32>
    return %7, %15 : tensor<5xi32>, tensor<5xi32>
  }
}
