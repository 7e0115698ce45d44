module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16x32xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<32x96xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<32x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<8x16x32xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<8x16x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<8x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<8x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<8x16x32xf32>
    %18 = stablehlo.dot_general %17, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x96xf32>) -> tensor<8x16x96xf32>
    %19 = stablehlo.slice %18 [0:8, 0:16, 0:32] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %20 = stablehlo.slice %18 [0:8, 0:16, 32:64] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %21 = stablehlo.slice %18 [0:8, 0:16, 64:96] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %22 = stablehlo.dot_general %19, %20, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x16xf32>
    %cst_4 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x16xf32>
    %24 = stablehlo.divide %22, %23 : tensor<8x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<8x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %30 = stablehlo.subtract %24, %29 : tensor<8x16x16xf32>
    %31 = stablehlo.exponential %30 : tensor<8x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %35 = stablehlo.divide %31, %34 : tensor<8x16x16xf32>
    %36 = stablehlo.dot_general %35, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %37 = stablehlo.dot_general %36, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x32xf32>) -> tensor<8x16x32xf32>
    %38 = stablehlo.add %arg0, %37 : tensor<8x16x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %42 = stablehlo.divide %40, %41 : tensor<8x16x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<8x16x32xf32>
    %45 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %46 = stablehlo.subtract %38, %45 : tensor<8x16x32xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<8x16x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %51 = stablehlo.divide %49, %50 : tensor<8x16x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %53 = stablehlo.add %51, %52 : tensor<8x16x1xf32>
    %54 = stablehlo.rsqrt %53 : tensor<8x16x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %56 = stablehlo.multiply %44, %55 : tensor<8x16x32xf32>
    %57 = stablehlo.dot_general %56, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x64xf32>) -> tensor<8x16x64xf32>
    %58 = stablehlo.multiply %57, %57 : tensor<8x16x64xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<8x16x64xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<8x16x64xf32>
    %62 = stablehlo.add %57, %61 : tensor<8x16x64xf32>
    %cst_14 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<8x16x64xf32>
    %65 = stablehlo.tanh %64 : tensor<8x16x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %67 = stablehlo.add %66, %65 : tensor<8x16x64xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<8x16x64xf32>
    %70 = stablehlo.multiply %57, %69 : tensor<8x16x64xf32>
    %71 = stablehlo.dot_general %70, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x32xf32>) -> tensor<8x16x32xf32>
    %72 = stablehlo.add %38, %71 : tensor<8x16x32xf32>
    return %72 : tensor<8x16x32xf32>
  }
}
