module @jit_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3xi32>, %arg2: tensor<5xi1>, %arg3: tensor<4xi32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3x2xf32> {jax.result_info = "result[2]"}, tensor<5xi1> {jax.result_info = "result[3]"}, tensor<5xi1> {jax.result_info = "result[4]"}, tensor<5xi1> {jax.result_info = "result[5]"}, tensor<4x5xf32> {jax.result_info = "result[6]"}, tensor<2x2xf32> {jax.result_info = "result[7]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = "stablehlo.scatter"(%arg0, %5, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %56 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %56 : tensor<f32>
    }) : (tensor<3x5xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<3x5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.compare LT, %arg1, %8, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.add %arg1, %10 : tensor<3xi32>
    %12 = stablehlo.select %9, %11, %arg1 : tensor<3xi1>, tensor<3xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %14 = "stablehlo.gather"(%arg0, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xf32>, tensor<3x1xi32>) -> tensor<3x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<3x1xf32>) -> tensor<3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %17 = stablehlo.compare LT, %arg1, %16, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %19 = stablehlo.add %arg1, %18 : tensor<3xi32>
    %20 = stablehlo.select %17, %19, %arg1 : tensor<3xi1>, tensor<3xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %22 = "stablehlo.gather"(%arg0, %21) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 2>}> : (tensor<3x5xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %24 = stablehlo.compare LT, %arg3, %23, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %26 = stablehlo.add %arg3, %25 : tensor<4xi32>
    %27 = stablehlo.select %24, %26, %arg3 : tensor<4xi1>, tensor<4xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_7 = stablehlo.constant dense<false> : tensor<i1>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %30 = "stablehlo.scatter"(%arg2, %28, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
      stablehlo.return %arg5 : tensor<i1>
    }) : (tensor<5xi1>, tensor<4x1xi32>, tensor<4xi1>) -> tensor<5xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %32 = stablehlo.compare LT, %arg3, %31, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %34 = stablehlo.add %arg3, %33 : tensor<4xi32>
    %35 = stablehlo.select %32, %34, %arg3 : tensor<4xi1>, tensor<4xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %38 = "stablehlo.scatter"(%arg2, %36, %37) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
      %56 = stablehlo.maximum %arg4, %arg5 : tensor<i1>
      stablehlo.return %56 : tensor<i1>
    }) : (tensor<5xi1>, tensor<4x1xi32>, tensor<4xi1>) -> tensor<5xi1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %40 = stablehlo.compare LT, %arg3, %39, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_12 = stablehlo.constant dense<5> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %42 = stablehlo.add %arg3, %41 : tensor<4xi32>
    %43 = stablehlo.select %40, %42, %arg3 : tensor<4xi1>, tensor<4xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_13 = stablehlo.constant dense<false> : tensor<i1>
    %45 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %46 = "stablehlo.scatter"(%arg2, %44, %45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
      %56 = stablehlo.minimum %arg4, %arg5 : tensor<i1>
      stablehlo.return %56 : tensor<i1>
    }) : (tensor<5xi1>, tensor<4x1xi32>, tensor<4xi1>) -> tensor<5xi1>
    %47 = stablehlo.convert %arg3 : (tensor<4xi32>) -> tensor<4xui8>
    %c_14 = stablehlo.constant dense<3> : tensor<i32>
    %48 = call @remainder(%47, %c_14) : (tensor<4xui8>, tensor<i32>) -> tensor<4xui8>
    %49 = stablehlo.convert %48 : (tensor<4xui8>) -> tensor<4xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %51 = "stablehlo.gather"(%arg0, %50) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<3x5xf32>, tensor<4x1xi32>) -> tensor<4x5xf32>
    %52 = stablehlo.slice %arg3 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
    %53 = stablehlo.reshape %52 : (tensor<1xi32>) -> tensor<i32>
    %54 = stablehlo.convert %53 : (tensor<i32>) -> tensor<ui32>
    %c_15 = stablehlo.constant dense<9> : tensor<ui32>
    %55 = stablehlo.dynamic_slice %arg0, %54, %c_15, sizes = [2, 2] : (tensor<3x5xf32>, tensor<ui32>, tensor<ui32>) -> tensor<2x2xf32>
    return %7, %15, %22, %30, %38, %46, %51, %55 : tensor<3x5xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<4x5xf32>, tensor<2x2xf32>
  }
  func.func private @remainder(%arg0: tensor<4xui8>, %arg1: tensor<i32>) -> tensor<4xui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xui8>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui8>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %14 = stablehlo.add %4, %13 : tensor<4xui8>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xui8>
    return %15 : tensor<4xui8>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<ui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui8>
    return %0 : tensor<ui8>
  }
}
