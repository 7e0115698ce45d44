module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x3xf32>) -> tensor<2x6xf32>
    %2 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.abs %arg0 : tensor<3x4xf32>
    %5 = stablehlo.sqrt %4 : tensor<3x4xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<3x4xf32>
    return %1, %6 : tensor<2x6xf32>, tensor<3x4xf32>
  }
}
