module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>, %arg1: tensor<4x5xi32>, %arg2: tensor<6xf32>) -> (tensor<3x3xf32> {jax.result_info = "result[0][0]"}, tensor<3x3xi32> {jax.result_info = "result[0][1]"}, tensor<4x2xi32> {jax.result_info = "result[1][0]"}, tensor<4x2xi32> {jax.result_info = "result[1][1]"}, tensor<6xf32> {jax.result_info = "result[2][0]"}, tensor<6xi32> {jax.result_info = "result[2][1]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<3x6xf32> -> (tensor<3x3xf32>, tensor<3x3xi32>)
    %values_0, %indices_1 = chlo.top_k(%arg1, k = 2) : tensor<4x5xi32> -> (tensor<4x2xi32>, tensor<4x2xi32>)
    %values_2, %indices_3 = chlo.top_k(%arg2, k = 6) : tensor<6xf32> -> (tensor<6xf32>, tensor<6xi32>)
    return %values, %indices, %values_0, %indices_1, %values_2, %indices_3 : tensor<3x3xf32>, tensor<3x3xi32>, tensor<4x2xi32>, tensor<4x2xi32>, tensor<6xf32>, tensor<6xi32>
  }
}
