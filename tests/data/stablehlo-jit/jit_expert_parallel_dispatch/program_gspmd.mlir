module @jit_expert_parallel attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<32x4xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}, %arg2: tensor<4x32x64xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<32x64xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32x4xf32>, tensor<32x32xf32>) -> tensor<32x4x32xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<32x4x32xf32>) -> tensor<4x32x32xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %3 = stablehlo.dot_general %2, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %4 = call @relu(%3) : (tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %5 = stablehlo.dot_general %4, %arg1, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<32x4xf32>) -> tensor<32x64xf32>
    return %5 : tensor<32x64xf32>
  }
  func.func private @relu(%arg0: tensor<4x32x64xf32>) -> tensor<4x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32x64xf32>
    return %1 : tensor<4x32x64xf32>
  }
}
