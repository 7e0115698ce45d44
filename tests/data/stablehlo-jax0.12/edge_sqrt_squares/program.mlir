module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<8xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.sqrt %arg0 : tensor<10xf32>
    %1 = stablehlo.sqrt %arg0 : tensor<10xf32>
    %2 = stablehlo.floor %1 : tensor<10xf32>
    %3 = stablehlo.slice %arg0 [0:8] : (tensor<10xf32>) -> tensor<8xf32>
    %4 = stablehlo.sqrt %3 : tensor<8xf32>
    %5 = stablehlo.convert %4 : (tensor<8xf32>) -> tensor<8xi32>
    return %0, %2, %5 : tensor<10xf32>, tensor<10xf32>, tensor<8xi32>
  }
}
