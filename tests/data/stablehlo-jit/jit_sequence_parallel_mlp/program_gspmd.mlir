module @jit_seq_parallel attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8x32xf32> {mhlo.sharding = "{devices=[2,4,1]<=[8]}"}, %arg1: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<4x8x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x8x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x8x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<4x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<4x8x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<4x8x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4x8x32xf32>
    %21 = stablehlo.custom_call @Sharding(%20) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %22 = stablehlo.dot_general %21, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %23 = call @relu(%22) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %24 = stablehlo.dot_general %23, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %25 = stablehlo.custom_call @Sharding(%24) {backend_config = "", mhlo.sharding = "{devices=[2,4,1]<=[8]}"} : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    return %25 : tensor<4x8x32xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x64xf32>) -> tensor<4x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x64xf32>
    return %1 : tensor<4x8x64xf32>
  }
}
