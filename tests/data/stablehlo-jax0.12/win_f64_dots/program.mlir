module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf64>, %arg1: tensor<4x5xf64>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<2x4x2xf32>) -> (tensor<3x5xf64> {jax.result_info = "result[0]"}, tensor<5x3xf64> {jax.result_info = "result[1]"}, tensor<5xf64> {jax.result_info = "result[2]"}, tensor<2x3x2xf64> {jax.result_info = "result[3]"}, tensor<3x2xf64> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x5xf64>) -> tensor<3x5xf64>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4x5xf64>) -> tensor<5x4xf64>
    %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x4xf64>, tensor<4x3xf64>) -> tensor<5x3xf64>
    %4 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf64>) -> tensor<1x4xf64>
    %5 = stablehlo.reshape %4 : (tensor<1x4xf64>) -> tensor<4xf64>
    %6 = stablehlo.dot_general %5, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xf64>, tensor<4x5xf64>) -> tensor<5xf64>
    %7 = stablehlo.convert %arg2 : (tensor<2x3x4xf32>) -> tensor<2x3x4xf64>
    %8 = stablehlo.convert %arg3 : (tensor<2x4x2xf32>) -> tensor<2x4x2xf64>
    %9 = stablehlo.dot_general %7, %8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<2x4x2xf64>) -> tensor<2x3x2xf64>
    %10 = stablehlo.slice %arg2 [0:1, 0:3, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %12 = stablehlo.slice %arg3 [0:1, 0:4, 0:2] : (tensor<2x4x2xf32>) -> tensor<1x4x2xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x4x2xf32>) -> tensor<4x2xf32>
    %14 = stablehlo.dot_general %11, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf64>
    return %0, %3, %6, %9, %14 : tensor<3x5xf64>, tensor<5x3xf64>, tensor<5xf64>, tensor<2x3x2xf64>, tensor<3x2xf64>
  }
}
