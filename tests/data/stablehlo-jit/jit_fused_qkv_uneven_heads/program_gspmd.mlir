module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8x16xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<16x3x6x4xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<4x8x6x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<16x3x6x4xf32>) -> tensor<4x8x3x6x4xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4,1]<=[8]}"} : (tensor<4x8x3x6x4xf32>) -> tensor<4x8x3x6x4xf32>
    %2 = stablehlo.slice %1 [0:4, 0:8, 0:1, 0:6, 0:4] : (tensor<4x8x3x6x4xf32>) -> tensor<4x8x1x6x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<4x8x1x6x4xf32>) -> tensor<4x8x6x4xf32>
    %4 = stablehlo.slice %1 [0:4, 0:8, 1:2, 0:6, 0:4] : (tensor<4x8x3x6x4xf32>) -> tensor<4x8x1x6x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x8x1x6x4xf32>) -> tensor<4x8x6x4xf32>
    %6 = stablehlo.slice %1 [0:4, 0:8, 2:3, 0:6, 0:4] : (tensor<4x8x3x6x4xf32>) -> tensor<4x8x1x6x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<4x8x1x6x4xf32>) -> tensor<4x8x6x4xf32>
    %8 = stablehlo.dot_general %3, %5, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x6x4xf32>, tensor<4x8x6x4xf32>) -> tensor<4x6x8x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<4x6x8x8xf32>, tensor<f32>) -> tensor<4x6x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6x8xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<4x6x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<4x6x8xf32>) -> tensor<4x6x8x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<4x6x8x1xf32>) -> tensor<4x6x8x8xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<4x6x8x8xf32>
    %15 = stablehlo.exponential %14 : tensor<4x6x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<4x6x8x8xf32>, tensor<f32>) -> tensor<4x6x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<4x6x8xf32>) -> tensor<4x6x8x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<4x6x8x1xf32>) -> tensor<4x6x8x8xf32>
    %19 = stablehlo.divide %15, %18 : tensor<4x6x8x8xf32>
    %20 = stablehlo.dot_general %7, %19, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x6x4xf32>, tensor<4x6x8x8xf32>) -> tensor<4x6x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 3, 1, 2] : (tensor<4x6x4x8xf32>) -> tensor<4x8x6x4xf32>
    return %21 : tensor<4x8x6x4xf32>
  }
}
