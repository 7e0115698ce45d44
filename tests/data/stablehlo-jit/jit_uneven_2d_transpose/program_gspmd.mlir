module @jit_two_d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x30xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<10xf32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<30x10xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<10x30xf32>) -> tensor<10x30xf32>
    %1 = stablehlo.exponential %0 : tensor<10x30xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<10x30xf32>) -> tensor<30x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<30x10xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<30x10xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<30x10xf32>
    return %3, %5 : tensor<10xf32>, tensor<30x10xf32>
  }
}
