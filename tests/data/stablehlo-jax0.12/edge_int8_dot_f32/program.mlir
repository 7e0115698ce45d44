module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xi8>, %arg1: tensor<5x16xi8>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16xi8>, tensor<5x16xi8>) -> tensor<4x5xf32>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16xi8>, tensor<5x16xi8>) -> tensor<4x5xi32>
    return %0, %1 : tensor<4x5xf32>, tensor<4x5xi32>
  }
}
