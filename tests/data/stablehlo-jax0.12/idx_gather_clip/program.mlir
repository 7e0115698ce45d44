module @jit_clipped_gathers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x8xf32>, %arg1: tensor<4xi32>, %arg2: tensor<10x3xf32>, %arg3: tensor<2x3xi32>, %arg4: tensor<5x2xi32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<5x4xf32> {jax.result_info = "result[1]"}, tensor<5x2xf32> {jax.result_info = "result[2]"}, tensor<2x3x3xf32> {jax.result_info = "result[3]"}, tensor<2x2xbf16> {jax.result_info = "result[4]"}, tensor<4x8xi8> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.subtract %1, %2 : tensor<4xi32>
    %4 = call @_take(%arg0, %3) : (tensor<5x8xf32>, tensor<4xi32>) -> tensor<4x8xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare LT, %3, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.add %3, %7 : tensor<4xi32>
    %9 = stablehlo.select %6, %8, %3 : tensor<4xi1>, tensor<4xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x8xf32>, tensor<4x1xi32>) -> tensor<5x4xf32>
    %12 = call @take_along_axis(%arg0, %arg4) : (tensor<5x8xf32>, tensor<5x2xi32>) -> tensor<5x2xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %14 = stablehlo.compare LT, %arg3, %13, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_4 = stablehlo.constant dense<10> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %16 = stablehlo.add %arg3, %15 : tensor<2x3xi32>
    %17 = stablehlo.select %14, %16, %arg3 : tensor<2x3xi1>, tensor<2x3xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %19 = "stablehlo.gather"(%arg2, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<10x3xf32>, tensor<2x3x1xi32>) -> tensor<2x3x3xf32>
    %20 = stablehlo.convert %arg0 : (tensor<5x8xf32>) -> tensor<5x8xbf16>
    %21 = stablehlo.slice %arg1 [0:2] : (tensor<4xi32>) -> tensor<2xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %23 = stablehlo.slice %arg4 [0:2, 0:2] : (tensor<5x2xi32>) -> tensor<2x2xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %25 = stablehlo.compare LT, %22, %24, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %27 = stablehlo.add %22, %26 : tensor<2x1xi32>
    %28 = stablehlo.select %25, %27, %22 : tensor<2x1xi1>, tensor<2x1xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %30 = stablehlo.compare LT, %23, %29, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %32 = stablehlo.add %23, %31 : tensor<2x2xi32>
    %33 = stablehlo.select %30, %32, %23 : tensor<2x2xi1>, tensor<2x2xi32>
    %34 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x2xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %37 = stablehlo.concatenate %35, %36, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
    %38 = "stablehlo.gather"(%20, %37) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x8xbf16>, tensor<2x2x2xi32>) -> tensor<2x2xbf16>
    %39 = stablehlo.convert %arg0 : (tensor<5x8xf32>) -> tensor<5x8xi8>
    %40 = call @_take_0(%39, %3) : (tensor<5x8xi8>, tensor<4xi32>) -> tensor<4x8xi8>
    return %4, %11, %12, %19, %38, %40 : tensor<4x8xf32>, tensor<5x4xf32>, tensor<5x2xf32>, tensor<2x3x3xf32>, tensor<2x2xbf16>, tensor<4x8xi8>
  }
  func.func private @_take(%arg0: tensor<5x8xf32>, %arg1: tensor<4xi32>) -> tensor<4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<5x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
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
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x8xf32>, tensor<5x2x1xi32>) -> tensor<5x2xf32>
    return %6 : tensor<5x2xf32>
  }
  func.func private @_take_0(%arg0: tensor<5x8xi8>, %arg1: tensor<4xi32>) -> tensor<4x8xi8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<5x8xi8>, tensor<4x1xi32>) -> tensor<4x8xi8>
    return %1 : tensor<4x8xi8>
  }
}
