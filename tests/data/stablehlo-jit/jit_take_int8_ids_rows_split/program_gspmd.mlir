module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<320x4xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<8xi8> {mhlo.sharding = "{replicated}"}) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<320x4xf32>, tensor<8xi8>) -> tensor<8x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
  func.func private @_take(%arg0: tensor<320x4xf32>, %arg1: tensor<8xi8>) -> tensor<8x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi8>) -> tensor<8x1xi8>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<320x4xf32>, tensor<8x1xi8>) -> tensor<8x4xf32>
    return %1 : tensor<8x4xf32>
  }
}
