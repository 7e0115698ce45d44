module @jit_gathers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8xf32>, %arg1: tensor<4xi32>, %arg2: tensor<10x3xf32>, %arg3: tensor<2x3xi32>, %arg4: tensor<5x2xi32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<5x4xf32> {jax.result_info = "result[2]"}, tensor<2x3x3xf32> {jax.result_info = "result[3]"}, tensor<5x2xf32> {jax.result_info = "result[4]"}, tensor<5x3xf32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<[7, -9, 2]> : tensor<3xi32>
    %0 = call @_take(%arg0, %arg1) : (tensor<5x8xf32>, tensor<4xi32>) -> tensor<4x8xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<4xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<4xi1>, tensor<4xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<5x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.compare LT, %arg1, %8, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %11 = stablehlo.add %arg1, %10 : tensor<4xi32>
    %12 = stablehlo.select %9, %11, %arg1 : tensor<4xi1>, tensor<4xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %14 = "stablehlo.gather"(%arg0, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x8xf32>, tensor<4x1xi32>) -> tensor<5x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %16 = stablehlo.compare LT, %arg3, %15, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_5 = stablehlo.constant dense<10> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %18 = stablehlo.add %arg3, %17 : tensor<2x3xi32>
    %19 = stablehlo.select %16, %18, %arg3 : tensor<2x3xi1>, tensor<2x3xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %21 = "stablehlo.gather"(%arg2, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<10x3xf32>, tensor<2x3x1xi32>) -> tensor<2x3x3xf32>
    %22 = call @take_along_axis(%arg0, %arg4) : (tensor<5x8xf32>, tensor<5x2xi32>) -> tensor<5x2xf32>
    %23 = call @_take_0(%arg0, %c) : (tensor<5x8xf32>, tensor<3xi32>) -> tensor<5x3xf32>
    %24 = stablehlo.reverse %arg1, dims = [0] : tensor<4xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %26 = stablehlo.compare LT, %arg1, %25, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %28 = stablehlo.add %arg1, %27 : tensor<4xi32>
    %29 = stablehlo.select %26, %28, %arg1 : tensor<4xi1>, tensor<4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %31 = stablehlo.compare LT, %24, %30, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %33 = stablehlo.add %24, %32 : tensor<4xi32>
    %34 = stablehlo.select %31, %33, %24 : tensor<4xi1>, tensor<4xi32>
    %35 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %37 = stablehlo.concatenate %35, %36, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %38 = "stablehlo.gather"(%arg0, %37) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x8xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    return %0, %7, %14, %21, %22, %23, %38 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<5x4xf32>, tensor<2x3x3xf32>, tensor<5x2xf32>, tensor<5x3xf32>, tensor<4xf32>
  }
  func.func private @_take(%arg0: tensor<5x8xf32>, %arg1: tensor<4xi32>) -> tensor<4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<5x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xi1>) -> tensor<4x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x8xi1>, tensor<4x8xf32>
    return %16 : tensor<4x8xf32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<5x8xf32>, %arg1: tensor<5x2xi32>) -> tensor<5x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5x2xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5x2xi1>, tensor<5x2xi32>
    %5 = stablehlo.reshape %4 : (tensor<5x2xi32>) -> tensor<5x2x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<5x2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<5x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<5x2x1xi1>, tensor<i1>) -> tensor<5x2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x8xf32>, tensor<5x2x1xi32>) -> tensor<5x2xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<5x2xi1>, tensor<5x2xf32>
    return %15 : tensor<5x2xf32>
  }
  func.func private @_take_0(%arg0: tensor<5x8xf32>, %arg1: tensor<3xi32>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x8xf32>, tensor<3x1xi32>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
}
