module @jit_scaled_by_position attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x32xf32>) -> tensor<16x8xf32>
    %2 = call @shmap_body(%1) : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x8xf32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %6 = stablehlo.add %4, %5 : tensor<16x32xf32>
    return %6 : tensor<16x32xf32>
  }
  func.func private @shmap_body(%arg0: tensor<16x8xf32>) -> (tensor<16x8xf32> {jax.result_info = "[None, ('model',)]"}) {
    %0 = call @shmap_body_0() : () -> tensor<i32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.custom_call @SPMDShardToFullShape(%1) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<16x8xf32>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    return %8 : tensor<16x8xf32>
  }
  func.func private @shmap_body_0() -> (tensor<i32> {jax.result_info = "[]"}) {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    return %3 : tensor<i32>
  }
}
