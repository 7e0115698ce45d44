module @jit_checkpoint_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<2x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.tanh %0 : tensor<2x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<2x4xf32>
    %6:3 = stablehlo.optimization_barrier %arg0, %arg1, %5 : tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
    %7 = stablehlo.dot_general %6#1, %6#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %8 = stablehlo.tanh %7 : tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.add %9, %8 : tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %12 = stablehlo.subtract %11, %8 : tensor<2x4xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x4xf32>
    %14 = stablehlo.multiply %6#2, %13 : tensor<2x4xf32>
    %15 = stablehlo.dot_general %14, %6#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %16 : tensor<4x4xf32>
  }
}
