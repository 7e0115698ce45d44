module @jit_heads_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x32x8x4xf32> {mhlo.sharding = "{devices=[1,1,8,1]<=[8]}"}, %arg1: tensor<8x4x32xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg2: tensor<2x8x32xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<3x32x8x4xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,1,8,1]<=[8]}"}, tensor<8x4x32xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<3x32x8x4xf32>, tensor<2x8x32xf32>) -> tensor<3x8x4x2x8xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 4, 1, 2] : (tensor<3x8x4x2x8xf32>) -> tensor<3x2x8x8x4xf32>
    %2 = stablehlo.slice %1 [0:1, 0:2, 0:8, 0:8, 0:4] : (tensor<3x2x8x8x4xf32>) -> tensor<1x2x8x8x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %4 = stablehlo.slice %1 [1:2, 0:2, 0:8, 0:8, 0:4] : (tensor<3x2x8x8x4xf32>) -> tensor<1x2x8x8x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %6 = stablehlo.dot_general %3, %5, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<2x8x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x8xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<2x8x8x8xf32>
    %15 = stablehlo.exponential %14 : tensor<2x8x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x8xf32>
    %19 = stablehlo.divide %15, %18 : tensor<2x8x8x8xf32>
    %20 = stablehlo.multiply %17, %17 : tensor<2x8x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %22 = stablehlo.divide %21, %20 : tensor<2x8x8x1xf32>
    %23 = stablehlo.slice %1 [2:3, 0:2, 0:8, 0:8, 0:4] : (tensor<3x2x8x8x4xf32>) -> tensor<1x2x8x8x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %25 = stablehlo.dot_general %24, %19, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x4xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 3, 1, 2] : (tensor<2x8x4x8xf32>) -> tensor<2x8x8x4xf32>
    %27 = stablehlo.dot_general %26, %arg1, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x4xf32>, tensor<8x4x32xf32>) -> tensor<2x8x32xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<2x8x32xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.multiply %29, %27 : tensor<2x8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %32 = stablehlo.divide %31, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %33 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %35 = stablehlo.multiply %34, %30 : tensor<2x8x32xf32>
    %36 = stablehlo.dot_general %35, %26, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<2x8x8x4xf32>) -> tensor<32x8x4xf32>
    %37 = stablehlo.transpose %36, dims = [1, 2, 0] : (tensor<32x8x4xf32>) -> tensor<8x4x32xf32>
    %38 = stablehlo.dot_general %35, %arg1, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<8x4x32xf32>) -> tensor<2x8x8x4xf32>
    %39 = stablehlo.transpose %38, dims = [0, 2, 3, 1] : (tensor<2x8x8x4xf32>) -> tensor<2x8x4x8xf32>
    %40 = stablehlo.dot_general %39, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x8xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x8xf32>
    %41 = stablehlo.dot_general %39, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x4x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 3, 1, 2] : (tensor<2x8x4x8xf32>) -> tensor<2x8x8x4xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3, 4] : (tensor<2x8x8x4xf32>) -> tensor<1x2x8x8x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.pad %43, %cst_9, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x8x8x4xf32>, tensor<f32>) -> tensor<3x2x8x8x4xf32>
    %45 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x8xf32>
    %46 = stablehlo.multiply %40, %45 : tensor<2x8x8x8xf32>
    %47 = stablehlo.multiply %46, %15 : tensor<2x8x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %50 = stablehlo.negate %49 : tensor<2x8x8x1xf32>
    %51 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x8xf32>
    %52 = stablehlo.divide %40, %51 : tensor<2x8x8x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%50 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x1xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x8xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x8x8x8xf32>
    %56 = stablehlo.multiply %55, %15 : tensor<2x8x8x8xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %58 = stablehlo.divide %56, %57 : tensor<2x8x8x8xf32>
    %59 = stablehlo.dot_general %58, %3, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x8xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1, 3] : (tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %61 = stablehlo.dot_general %58, %5, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x8xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %62 = stablehlo.transpose %61, dims = [0, 2, 1, 3] : (tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [1, 2, 3, 4] : (tensor<2x8x8x4xf32>) -> tensor<1x2x8x8x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.pad %63, %cst_13, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x8x8x4xf32>, tensor<f32>) -> tensor<3x2x8x8x4xf32>
    %65 = stablehlo.add %44, %64 : tensor<3x2x8x8x4xf32>
    %66 = stablehlo.broadcast_in_dim %62, dims = [1, 2, 3, 4] : (tensor<2x8x8x4xf32>) -> tensor<1x2x8x8x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.pad %66, %cst_14, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x8x8x4xf32>, tensor<f32>) -> tensor<3x2x8x8x4xf32>
    %68 = stablehlo.add %65, %67 : tensor<3x2x8x8x4xf32>
    %69 = stablehlo.transpose %68, dims = [0, 3, 4, 1, 2] : (tensor<3x2x8x8x4xf32>) -> tensor<3x8x4x2x8xf32>
    %70 = stablehlo.dot_general %69, %arg2, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x8x4x2x8xf32>, tensor<2x8x32xf32>) -> tensor<3x8x4x32xf32>
    %71 = stablehlo.transpose %70, dims = [0, 3, 1, 2] : (tensor<3x8x4x32xf32>) -> tensor<3x32x8x4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x32x8x4xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<3x32x8x4xf32>
    %74 = stablehlo.subtract %arg0, %73 : tensor<3x32x8x4xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %76 = stablehlo.multiply %75, %37 : tensor<8x4x32xf32>
    %77 = stablehlo.subtract %arg1, %76 : tensor<8x4x32xf32>
    return %74, %77, %32 : tensor<3x32x8x4xf32>, tensor<8x4x32xf32>, tensor<f32>
  }
}
