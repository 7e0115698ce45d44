module @jit_scatter_out_of_range attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf32>, %arg1: tensor<5x3xf32>, %arg2: tensor<5xi32>) -> (tensor<6x3xf32> {jax.result_info = "result[0]"}, tensor<6x3xf32> {jax.result_info = "result[1]"}, tensor<6x3xf32> {jax.result_info = "result[2]"}, tensor<4x3xf32> {jax.result_info = "result[3]"}, tensor<4x3xf32> {jax.result_info = "result[4]"}, tensor<5xi32> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<[7, -1, 2, -9, 2]> : tensor<5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.compare LT, %c, %0, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.add %c, %2 : tensor<5xi32>
    %4 = stablehlo.select %1, %3, %c : tensor<5xi1>, tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %45 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<6x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.compare LT, %c, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %10 = stablehlo.add %c, %9 : tensor<5xi32>
    %11 = stablehlo.select %8, %10, %c : tensor<5xi1>, tensor<5xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_4 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.minimum %c_4, %13 : tensor<1xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<1xi32>) -> tensor<5x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %17 = stablehlo.clamp %16, %12, %15 : tensor<5x1xi32>
    %18 = "stablehlo.scatter"(%arg0, %17, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<6x3xf32>
    %19 = stablehlo.slice %arg1 [0:5, 0:2] : (tensor<5x3xf32>) -> tensor<5x2xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %21 = stablehlo.compare LT, %c, %20, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %23 = stablehlo.add %c, %22 : tensor<5xi32>
    %24 = stablehlo.select %21, %23, %c : tensor<5xi1>, tensor<5xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %27 = stablehlo.concatenate %25, %26, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %28 = "stablehlo.scatter"(%arg0, %27, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %45 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<6x3xf32>, tensor<5x2xi32>, tensor<5x2xf32>) -> tensor<6x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %30 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %31 = "stablehlo.scatter"(%29, %30, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %45 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<4x3xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %33 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %34 = "stablehlo.scatter"(%32, %33, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %45 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %45 : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<4x3xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %36 = call @clip(%arg2, %c_12) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %38 = stablehlo.compare LT, %36, %37, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %40 = stablehlo.add %36, %39 : tensor<5xi32>
    %41 = stablehlo.select %38, %40, %36 : tensor<5xi1>, tensor<5xi32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %44 = "stablehlo.scatter"(%35, %42, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %45 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %45 : tensor<i32>
    }) : (tensor<5xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<5xi32>
    return %6, %18, %28, %31, %34, %44 : tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<5xi32>
  }
  func.func private @clip(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<5xi32>
    return %2 : tensor<5xi32>
  }
}
