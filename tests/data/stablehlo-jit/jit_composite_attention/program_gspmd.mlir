module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x2x8x4xf32> {mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"}, %arg1: tensor<16x2x8x4xf32> {mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"}, %arg2: tensor<16x2x8x4xf32> {mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"}) -> (tensor<16x2x8x4xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"}) {
    %0 = stablehlo.composite "flash_attention.forward" %arg0, %arg1, %arg2 {decomposition = @flash_attention.forward} : (tensor<16x2x8x4xf32>, tensor<16x2x8x4xf32>, tensor<16x2x8x4xf32>) -> tensor<16x2x8x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x2x8x4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16x2x8x4xf32>
    return %2 : tensor<16x2x8x4xf32>
  }
  func.func private @flash_attention.forward(%arg0: tensor<16x2x8x4xf32>, %arg1: tensor<16x2x8x4xf32>, %arg2: tensor<16x2x8x4xf32>) -> tensor<16x2x8x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x2x8x4xf32>, tensor<16x2x8x4xf32>) -> tensor<16x2x8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x2x8x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<16x2x8x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x8x8xf32>, tensor<f32>) -> tensor<16x2x8xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<16x2x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<16x2x8xf32>) -> tensor<16x2x8x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<16x2x8x1xf32>) -> tensor<16x2x8x8xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<16x2x8x8xf32>
    %9 = stablehlo.exponential %8 : tensor<16x2x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<16x2x8x8xf32>, tensor<f32>) -> tensor<16x2x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<16x2x8xf32>) -> tensor<16x2x8x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<16x2x8x1xf32>) -> tensor<16x2x8x8xf32>
    %13 = stablehlo.divide %9, %12 : tensor<16x2x8x8xf32>
    %14 = stablehlo.dot_general %13, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x2x8x8xf32>, tensor<16x2x8x4xf32>) -> tensor<16x2x8x4xf32>
    return %14 : tensor<16x2x8x4xf32>
  }
}
