module @jit_xent attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<32x1001xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<8xi32> {mhlo.sharding = "{replicated}"}) -> (tensor<f32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[1,8]<=[8]}"} : (tensor<32x1001xf32>) -> tensor<32x1001xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x1001xf32>) -> tensor<8x1001xf32>
    %2 = call @log_softmax(%1) : (tensor<8x1001xf32>) -> tensor<8x1001xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %4 = call @take_along_axis(%2, %3) : (tensor<8x1001xf32>, tensor<8x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_0 : tensor<f32>
    %7 = stablehlo.negate %6 : tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @log_softmax(%arg0: tensor<8x1001xf32>) -> tensor<8x1001xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x1001xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1001xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1001xf32>
    %6 = stablehlo.exponential %5 : tensor<8x1001xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x1001xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1001xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x1001xf32>
    return %11 : tensor<8x1001xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x1001xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<1001> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x1001xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15 : tensor<8x1xf32>
  }
}
