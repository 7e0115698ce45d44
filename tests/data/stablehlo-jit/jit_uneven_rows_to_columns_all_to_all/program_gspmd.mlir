module @jit_rows_to_columns attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x100xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = stablehlo.tanh %arg0 : tensor<32x100xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8]<=[8]}"} : (tensor<32x100xf32>) -> tensor<32x100xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x100xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x100xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x100xf32>) -> tensor<32x100xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<32x100xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x100xf32>, tensor<f32>) -> tensor<f32>
    return %6 : tensor<f32>
  }
}
