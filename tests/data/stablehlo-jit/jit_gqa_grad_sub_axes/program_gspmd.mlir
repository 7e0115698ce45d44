module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x8x8xf32> {mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, %arg1: tensor<2x16x2x8xf32> {mhlo.sharding = "{devices=[2,1,1,1,4]<=[8] last_tile_dim_replicate}"}, %arg2: tensor<2x16x2x8xf32> {mhlo.sharding = "{devices=[2,1,1,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x16x8x8xf32> {jax.result_info = "result[1][0]"}, tensor<2x16x2x8xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x16x8x8xf32>) -> tensor<2x16x2x4x8xf32>
    %1 = stablehlo.dot_general %arg1, %0, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x8xf32>, tensor<2x16x2x4x8xf32>) -> tensor<2x2x16x16x4xf32>
    %2 = stablehlo.transpose %1, dims = [0, 1, 4, 3, 2] : (tensor<2x2x16x16x4xf32>) -> tensor<2x2x4x16x16xf32>
    %cst = stablehlo.constant dense<2.82842708> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x4x16x16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x2x4x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x4x16x16xf32>, tensor<f32>) -> tensor<2x2x4x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2x4x16xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<2x2x4x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<2x2x4x16xf32>) -> tensor<2x2x4x16x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<2x2x4x16x1xf32>) -> tensor<2x2x4x16x16xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<2x2x4x16x16xf32>
    %11 = stablehlo.exponential %10 : tensor<2x2x4x16x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [4] : (tensor<2x2x4x16x16xf32>, tensor<f32>) -> tensor<2x2x4x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<2x2x4x16xf32>) -> tensor<2x2x4x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3, 4] : (tensor<2x2x4x16x1xf32>) -> tensor<2x2x4x16x16xf32>
    %15 = stablehlo.divide %11, %14 : tensor<2x2x4x16x16xf32>
    %16 = stablehlo.multiply %13, %13 : tensor<2x2x4x16x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x4x16x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<2x2x4x16x1xf32>
    %19 = stablehlo.dot_general %arg2, %15, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x8xf32>, tensor<2x2x4x16x16xf32>) -> tensor<2x2x8x4x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 4, 1, 3, 2] : (tensor<2x2x8x4x16xf32>) -> tensor<2x16x2x4x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x16x2x4x8xf32>) -> tensor<2x16x8x8xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<2x16x8x8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x8x8xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<2x16x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x16x8x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x8x8xf32>
    %27 = stablehlo.multiply %26, %24 : tensor<2x16x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x16x8x8xf32>) -> tensor<2x16x2x4x8xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 4, 3, 1] : (tensor<2x16x2x4x8xf32>) -> tensor<2x2x8x4x16xf32>
    %30 = stablehlo.dot_general %29, %arg2, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x4x16xf32>, tensor<2x16x2x8xf32>) -> tensor<2x2x4x16x16xf32>
    %31 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<2x2x4x16x1xf32>) -> tensor<2x2x4x16x16xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2x2x4x16x16xf32>
    %33 = stablehlo.multiply %32, %11 : tensor<2x2x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [4] : (tensor<2x2x4x16x16xf32>, tensor<f32>) -> tensor<2x2x4x16xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x2x4x16xf32>) -> tensor<2x2x4x16x1xf32>
    %36 = stablehlo.negate %35 : tensor<2x2x4x16x1xf32>
    %37 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3, 4] : (tensor<2x2x4x16x1xf32>) -> tensor<2x2x4x16x16xf32>
    %38 = stablehlo.divide %30, %37 : tensor<2x2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<2x2x4x16x1xf32>, tensor<f32>) -> tensor<2x2x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x2x4x16xf32>) -> tensor<2x2x4x16x16xf32>
    %41 = stablehlo.add %38, %40 : tensor<2x2x4x16x16xf32>
    %42 = stablehlo.multiply %41, %11 : tensor<2x2x4x16x16xf32>
    %cst_9 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x4x16x16xf32>
    %44 = stablehlo.divide %42, %43 : tensor<2x2x4x16x16xf32>
    %45 = stablehlo.transpose %44, dims = [0, 1, 4, 3, 2] : (tensor<2x2x4x16x16xf32>) -> tensor<2x2x16x16x4xf32>
    %46 = stablehlo.dot_general %45, %arg1, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16x4xf32>, tensor<2x16x2x8xf32>) -> tensor<2x2x16x4x8xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3, 4] : (tensor<2x2x16x4x8xf32>) -> tensor<2x16x2x4x8xf32>
    %48 = stablehlo.dot_general %45, %0, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16x4xf32>, tensor<2x16x2x4x8xf32>) -> tensor<2x2x16x8xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] : (tensor<2x2x16x8xf32>) -> tensor<2x16x2x8xf32>
    %50 = stablehlo.reshape %47 : (tensor<2x16x2x4x8xf32>) -> tensor<2x16x8x8xf32>
    return %25, %50, %49 : tensor<f32>, tensor<2x16x8x8xf32>, tensor<2x16x2x8xf32>
  }
}
