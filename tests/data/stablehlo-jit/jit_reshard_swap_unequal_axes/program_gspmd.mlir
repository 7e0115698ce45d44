module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<16x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.sine %0 : tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
}
