module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<32x16xf32> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<64xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8]}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %2 = stablehlo.tanh %1 : tensor<64x16xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8]}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"} : (tensor<64xf32>) -> tensor<64xf32>
    return %6 : tensor<64xf32>
  }
}
