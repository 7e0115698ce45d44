module @jit_clipped_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg2: tensor<64x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg3: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<32x64xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<64x16xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[3]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1 = stablehlo.tanh %0 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<64x64xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %5 = stablehlo.subtract %4, %arg3 : tensor<64x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<64x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<64x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %11 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %13 = stablehlo.multiply %12, %8 : tensor<64x16xf32>
    %14 = stablehlo.dot_general %13, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %16 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x64xf32>
    %17 = stablehlo.multiply %16, %3 : tensor<64x64xf32>
    %18 = stablehlo.multiply %17, %1 : tensor<64x64xf32>
    %19 = stablehlo.add %17, %18 : tensor<64x64xf32>
    %20 = stablehlo.dot_general %19, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.add %cst_6, %23 : tensor<f32>
    %25 = stablehlo.multiply %15, %15 : tensor<64x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.add %24, %26 : tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %29 = stablehlo.add %28, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %30 = stablehlo.divide %cst_9, %29 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.minimum %cst_10, %30 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %32 = stablehlo.multiply %cst_11, %31 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %34 = stablehlo.multiply %33, %21 : tensor<32x64xf32>
    %35 = stablehlo.subtract %arg0, %34 : tensor<32x64xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %36 = stablehlo.multiply %cst_12, %31 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %38 = stablehlo.multiply %37, %15 : tensor<64x16xf32>
    %39 = stablehlo.subtract %arg1, %38 : tensor<64x16xf32>
    return %35, %39, %10, %28 : tensor<32x64xf32>, tensor<64x16xf32>, tensor<f32>, tensor<f32>
  }
}
