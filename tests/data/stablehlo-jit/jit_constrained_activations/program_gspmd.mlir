module @jit_constrained attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8x32xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<4x8x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x8x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x8x32xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %9 = call @relu(%8) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %10 = stablehlo.dot_general %9, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %11 = stablehlo.add %0, %10 : tensor<4x8x32xf32>
    %12 = stablehlo.custom_call @Sharding(%11) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    return %12 : tensor<4x8x32xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x64xf32>) -> tensor<4x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x64xf32>
    return %1 : tensor<4x8x64xf32>
  }
}
