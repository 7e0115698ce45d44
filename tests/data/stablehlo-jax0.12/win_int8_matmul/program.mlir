module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xi8>, %arg1: tensor<8x4xi8>) -> (tensor<3x4xi32> {jax.result_info = "result[0]"}, tensor<3x4xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xi8>, tensor<8x4xi8>) -> tensor<3x4xi32>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<8x4xi8>) -> tensor<4x8xi8>
    %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x8xi8>, tensor<4x8xi8>) -> tensor<3x4xi32>
    return %0, %2 : tensor<3x4xi32>, tensor<3x4xi32>
  }
}
