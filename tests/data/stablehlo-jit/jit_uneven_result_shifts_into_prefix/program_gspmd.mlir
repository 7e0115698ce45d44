module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x16xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<f32> {mhlo.sharding = "{replicated}"}) -> (tensor<12x16xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<12x16xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %3 = stablehlo.sine %2 : tensor<12x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x16xf32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.add %4, %arg1 : tensor<f32>
    return %2, %5 : tensor<12x16xf32>, tensor<f32>
  }
}
