module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xbf16>) -> (tensor<24xbf16> {jax.result_info = "result[0]"}, tensor<24xbf16> {jax.result_info = "result[1]"}, tensor<24xbf16> {jax.result_info = "result[2]"}, tensor<24xbf16> {jax.result_info = "result[3]"}) {
    %0 = chlo.sinh %arg0 : tensor<24xbf16> -> tensor<24xbf16>
    %1 = chlo.asinh %arg0 : tensor<24xbf16> -> tensor<24xbf16>
    %2 = chlo.square %arg0 : tensor<24xbf16> -> tensor<24xbf16>
    %3 = stablehlo.reduce_precision %arg0, format = e5m2 : tensor<24xbf16>
    return %0, %1, %2, %3 : tensor<24xbf16>, tensor<24xbf16>, tensor<24xbf16>, tensor<24xbf16>
  }
}
