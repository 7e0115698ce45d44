module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x8xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<64xi32> {mhlo.sharding = "{devices=[8]<=[8]}"}) -> (tensor<16x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<16x8xf32>, tensor<64x1xi32>, tensor<64x8xf32>) -> tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
}
