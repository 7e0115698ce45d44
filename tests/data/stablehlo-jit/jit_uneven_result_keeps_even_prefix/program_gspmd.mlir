module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x7xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<10x7xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x7xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<10x7xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<10x7xf32>) -> tensor<10x7xf32>
    return %2 : tensor<10x7xf32>
  }
}
