module @jit_adam_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg2: tensor<32x64xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg3: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg4: tensor<32x64xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg5: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg6: tensor<64x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg7: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<32x64xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<32x64xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<32x64xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<64x16xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<64x16xf32> {jax.result_info = "result[4]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<64x16xf32> {jax.result_info = "result[5]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[6]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1 = stablehlo.tanh %0 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<64x64xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %5 = stablehlo.subtract %4, %arg7 : tensor<64x16xf32>
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
    %20 = stablehlo.dot_general %19, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %23 = stablehlo.multiply %22, %arg2 : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %25 = stablehlo.multiply %24, %21 : tensor<32x64xf32>
    %26 = stablehlo.add %23, %25 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %28 = stablehlo.multiply %27, %arg4 : tensor<32x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %30 = stablehlo.multiply %29, %21 : tensor<32x64xf32>
    %31 = stablehlo.multiply %30, %21 : tensor<32x64xf32>
    %32 = stablehlo.add %28, %31 : tensor<32x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %34 = stablehlo.multiply %33, %26 : tensor<32x64xf32>
    %35 = stablehlo.sqrt %32 : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %37 = stablehlo.add %35, %36 : tensor<32x64xf32>
    %38 = stablehlo.divide %34, %37 : tensor<32x64xf32>
    %39 = stablehlo.subtract %arg0, %38 : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %41 = stablehlo.multiply %40, %arg3 : tensor<64x16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %43 = stablehlo.multiply %42, %15 : tensor<64x16xf32>
    %44 = stablehlo.add %41, %43 : tensor<64x16xf32>
    %cst_13 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %46 = stablehlo.multiply %45, %arg5 : tensor<64x16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %48 = stablehlo.multiply %47, %15 : tensor<64x16xf32>
    %49 = stablehlo.multiply %48, %15 : tensor<64x16xf32>
    %50 = stablehlo.add %46, %49 : tensor<64x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %52 = stablehlo.multiply %51, %44 : tensor<64x16xf32>
    %53 = stablehlo.sqrt %50 : tensor<64x16xf32>
    %cst_16 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %55 = stablehlo.add %53, %54 : tensor<64x16xf32>
    %56 = stablehlo.divide %52, %55 : tensor<64x16xf32>
    %57 = stablehlo.subtract %arg1, %56 : tensor<64x16xf32>
    return %39, %26, %32, %57, %44, %50, %10 : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<f32>
  }
}
