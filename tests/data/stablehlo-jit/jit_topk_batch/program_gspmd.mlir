module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<16x3xf32> {jax.result_info = "result"}) {
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<16x32xf32> -> (tensor<16x3xf32>, tensor<16x3xi32>)
    return %values : tensor<16x3xf32>
  }
}
