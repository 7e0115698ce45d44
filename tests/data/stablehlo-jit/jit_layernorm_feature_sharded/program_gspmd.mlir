module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<16x64xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,4]<=[8]}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x64xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<16x64xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<16x64xf32>
    %18 = stablehlo.add %17, %arg0 : tensor<16x64xf32>
    return %18 : tensor<16x64xf32>
  }
}
