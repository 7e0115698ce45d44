module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<2x2x3x4xf32>, %arg3: tensor<6xf32>, %arg4: tensor<6xf32>) -> (tensor<2x3x5xf32> {jax.result_info = "result[0]"}, tensor<2x2x3x3xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<2x3x5xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3x4xf32>, tensor<2x2x3x4xf32>) -> tensor<2x2x3x3xf32>
    %2 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
    %3 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    return %0, %1, %2, %3 : tensor<2x3x5xf32>, tensor<2x2x3x3xf32>, tensor<f32>, tensor<2x3x5xf32>
  }
}
