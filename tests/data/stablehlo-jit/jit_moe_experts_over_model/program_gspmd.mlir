module @jit_moe attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<32x4xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4x32x64xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<4x64x32xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<16x32xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<4x32x64xf32>) -> tensor<16x4x64xf32>
    %1 = call @relu(%0) : (tensor<16x4x64xf32>) -> tensor<16x4x64xf32>
    %2 = stablehlo.dot_general %arg3, %1, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x64x32xf32>, tensor<16x4x64xf32>) -> tensor<4x32x16xf32>
    %3 = stablehlo.transpose %2, dims = [2, 0, 1] : (tensor<4x32x16xf32>) -> tensor<16x4x32xf32>
    %4 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<16x4xf32>
    %11 = stablehlo.exponential %10 : tensor<16x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x4xf32>
    %15 = stablehlo.divide %11, %14 : tensor<16x4xf32>
    %16 = stablehlo.dot_general %3, %15, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<16x4xf32>) -> tensor<16x32xf32>
    return %16 : tensor<16x32xf32>
  }
  func.func private @relu(%arg0: tensor<16x4x64xf32>) -> tensor<16x4x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x4x64xf32>
    return %1 : tensor<16x4x64xf32>
  }
}
