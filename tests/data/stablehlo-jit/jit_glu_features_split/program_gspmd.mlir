module @jit_glu attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8]}"}, %arg1: tensor<32xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<8x16x32xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8]}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<8x16x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<8x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<8x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<8x16x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x16x32xf32>
    %21 = stablehlo.dot_general %20, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x64xf32>) -> tensor<8x16x64xf32>
    %22 = call @silu(%21) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %23 = stablehlo.dot_general %20, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x64xf32>) -> tensor<8x16x64xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<8x16x64xf32>
    %25 = stablehlo.dot_general %24, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x32xf32>) -> tensor<8x16x32xf32>
    return %25 : tensor<8x16x32xf32>
  }
  func.func private @silu(%arg0: tensor<8x16x64xf32>) -> tensor<8x16x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x16x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x16x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x16x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x16x64xf32>
    return %6 : tensor<8x16x64xf32>
  }
}
