module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<6xi32> {jax.result_info = "result"}) {
    %values, %indices = chlo.top_k(%arg0, k = 6) : tensor<8xf32> -> (tensor<6xf32>, tensor<6xi32>)
    return %indices : tensor<6xi32>
  }
}
