module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg1: tensor<32x24xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<16x24xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,4]<=[8]}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x24xf32>) -> tensor<16x24xf32>
    return %0 : tensor<16x24xf32>
  }
}
