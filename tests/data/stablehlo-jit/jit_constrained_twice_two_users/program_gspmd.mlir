module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<16x16xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<16x16xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}) {
    %0 = stablehlo.tanh %arg0 : tensor<16x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<16x16xf32>
    %4 = stablehlo.tanh %arg0 : tensor<16x16xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %8 = stablehlo.add %6, %7 : tensor<16x16xf32>
    return %3, %8 : tensor<16x16xf32>, tensor<16x16xf32>
  }
}
