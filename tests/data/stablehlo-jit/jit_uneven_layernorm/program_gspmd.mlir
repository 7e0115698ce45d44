module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x100xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<16x100xf32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[1,8]<=[8]}"} : (tensor<16x100xf32>) -> tensor<16x100xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<16x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<16x100xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %8 = stablehlo.subtract %0, %7 : tensor<16x100xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<16x100xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %15 = stablehlo.add %13, %14 : tensor<16x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<16x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %18 = stablehlo.multiply %6, %17 : tensor<16x100xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x100xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<16x100xf32>
    return %20 : tensor<16x100xf32>
  }
}
