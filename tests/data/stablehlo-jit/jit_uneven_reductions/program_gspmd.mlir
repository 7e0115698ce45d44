module @jit_reductions attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x20xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<20xf32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<20xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}, tensor<20xf32> {jax.result_info = "result[3]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.tanh %arg0 : tensor<12x20xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<12x20xf32>) -> tensor<12x20xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<12x20xf32>, tensor<f32>) -> tensor<20xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<12x20xf32>, tensor<f32>) -> tensor<20xf32>
    %4 = stablehlo.exponential %1 : tensor<12x20xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x20xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.400000e+02> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_3) applies stablehlo.minimum across dimensions = [0] : (tensor<12x20xf32>, tensor<f32>) -> tensor<20xf32>
    return %2, %3, %6, %7 : tensor<20xf32>, tensor<20xf32>, tensor<f32>, tensor<20xf32>
  }
}
