module @jit_dp_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<64x16xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<12x32xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<12x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<32x64xf32> {jax.result_info = "result[0][0]", mhlo.sharding = "{replicated}"}, tensor<64x16xf32> {jax.result_info = "result[0][1]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<12x32xf32>) -> tensor<12x32xf32>
    %1 = stablehlo.custom_call @Sharding(%arg3) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %2 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x32xf32>, tensor<32x64xf32>) -> tensor<12x64xf32>
    %3 = call @relu(%2) : (tensor<12x64xf32>) -> tensor<12x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %5 = stablehlo.compare GT, %2, %4, FLOAT : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xi1>
    %6 = stablehlo.dot_general %3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x64xf32>, tensor<64x16xf32>) -> tensor<12x16xf32>
    %7 = stablehlo.subtract %6, %1 : tensor<12x16xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<12x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<12x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %12 = stablehlo.divide %11, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %13 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %15 = stablehlo.multiply %14, %10 : tensor<12x16xf32>
    %16 = stablehlo.dot_general %15, %3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x16xf32>, tensor<12x64xf32>) -> tensor<16x64xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %18 = stablehlo.dot_general %15, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<12x16xf32>, tensor<64x16xf32>) -> tensor<12x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %20 = stablehlo.select %5, %18, %19 : tensor<12x64xi1>, tensor<12x64xf32>
    %21 = stablehlo.dot_general %20, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x64xf32>, tensor<12x32xf32>) -> tensor<64x32xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<32x64xf32>
    %25 = stablehlo.subtract %arg0, %24 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %27 = stablehlo.multiply %26, %17 : tensor<64x16xf32>
    %28 = stablehlo.subtract %arg1, %27 : tensor<64x16xf32>
    return %25, %28, %12 : tensor<32x64xf32>, tensor<64x16xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<12x64xf32>) -> tensor<12x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<12x64xf32>
    return %1 : tensor<12x64xf32>
  }
}
