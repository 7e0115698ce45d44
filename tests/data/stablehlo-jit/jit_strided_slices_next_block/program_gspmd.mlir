module @jit_strided attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<31xf32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<32xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.tanh %arg0 : tensor<64x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %2 = stablehlo.slice %1 [2:64:2, 0:32] : (tensor<64x32xf32>) -> tensor<31x32xf32>
    %3 = stablehlo.slice %1 [1:63:2, 0:32] : (tensor<64x32xf32>) -> tensor<31x32xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<31x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<31x32xf32>, tensor<f32>) -> tensor<31xf32>
    %6 = stablehlo.slice %1 [3:64:4, 0:32] : (tensor<64x32xf32>) -> tensor<16x32xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %5, %8 : tensor<31xf32>, tensor<32xf32>
  }
}
