module @jit_moe attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<16x4xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4x16x32xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<4x32x16xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<32x16xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x4xf32>) -> tensor<32x4xf32>
    %values, %indices = chlo.top_k(%0, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%values init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %6 = stablehlo.subtract %values, %5 : tensor<32x2xf32>
    %7 = stablehlo.exponential %6 : tensor<32x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %11 = stablehlo.divide %7, %10 : tensor<32x2xf32>
    %12 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %13 = stablehlo.dot_general %11, %12, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x2xf32>, tensor<32x2x4xf32>) -> tensor<32x4xf32>
    %14 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<4x16x32xf32>) -> tensor<32x4x32xf32>
    %15 = call @silu(%14) : (tensor<32x4x32xf32>) -> tensor<32x4x32xf32>
    %16 = stablehlo.dot_general %arg3, %15, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x16xf32>, tensor<32x4x32xf32>) -> tensor<4x16x32xf32>
    %17 = stablehlo.transpose %16, dims = [2, 0, 1] : (tensor<4x16x32xf32>) -> tensor<32x4x16xf32>
    %18 = stablehlo.dot_general %17, %13, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4x16xf32>, tensor<32x4xf32>) -> tensor<32x16xf32>
    return %18 : tensor<32x16xf32>
  }
  func.func private @_one_hot(%arg0: tensor<32x2xi32>) -> tensor<32x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x2x1xi32>) -> tensor<32x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<32x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x2x4xi32>, tensor<32x2x4xi32>) -> tensor<32x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x2x4xi1>) -> tensor<32x2x4xf32>
    return %5 : tensor<32x2x4xf32>
  }
  func.func private @silu(%arg0: tensor<32x4x32xf32>) -> tensor<32x4x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32x4x32xf32>
    %1 = stablehlo.exponential %0 : tensor<32x4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x4x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<32x4x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x4x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<32x4x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<32x4x32xf32>
    return %6 : tensor<32x4x32xf32>
  }
}
