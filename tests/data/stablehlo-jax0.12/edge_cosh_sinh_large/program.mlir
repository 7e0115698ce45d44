module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<8xbf16> {jax.result_info = "result[2]"}) {
    %0 = chlo.cosh %arg0 : tensor<8xf32> -> tensor<8xf32>
    %1 = chlo.sinh %arg0 : tensor<8xf32> -> tensor<8xf32>
    %2 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xbf16>
    %3 = chlo.cosh %2 : tensor<8xbf16> -> tensor<8xbf16>
    return %0, %1, %3 : tensor<8xf32>, tensor<8xf32>, tensor<8xbf16>
  }
}
