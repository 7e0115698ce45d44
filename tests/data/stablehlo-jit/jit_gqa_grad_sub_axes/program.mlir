module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<2x16x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}, {}]>}, %arg1: tensor<2x16x2x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg2: tensor<2x16x2x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x16x8x8xf32> {jax.result_info = "result[1][0]"}, tensor<2x16x2x8xf32> {jax.result_info = "result[1][1]"}) {
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
    %16 = stablehlo.dot_general %arg2, %15, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x8xf32>, tensor<2x2x4x16x16xf32>) -> tensor<2x2x8x4x16xf32>
    %17 = stablehlo.transpose %16, dims = [0, 4, 1, 3, 2] : (tensor<2x2x8x4x16xf32>) -> tensor<2x16x2x4x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x16x2x4x8xf32>) -> tensor<2x16x8x8xf32>
    %19 = stablehlo.multiply %18, %18 : tensor<2x16x8x8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x8x8xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<2x16x8x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x16x8x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x8x8xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<2x16x8x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x16x8x8xf32>) -> tensor<2x16x2x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 4, 3, 1] : (tensor<2x16x2x4x8xf32>) -> tensor<2x2x8x4x16xf32>
    %27 = stablehlo.dot_general %26, %arg2, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x4x16xf32>, tensor<2x16x2x8xf32>) -> tensor<2x2x4x16x16xf32>
    %28 = stablehlo.multiply %15, %27 : tensor<2x2x4x16x16xf32>
    %29 = stablehlo.negate %28 : tensor<2x2x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<2x2x4x16x16xf32>, tensor<f32>) -> tensor<2x2x4x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x2x4x16xf32>) -> tensor<2x2x4x16x1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [4] : (tensor<2x2x4x16x1xf32>, tensor<f32>) -> tensor<2x2x4x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<2x2x4x16xf32>) -> tensor<2x2x4x16x16xf32>
    %34 = stablehlo.multiply %15, %33 : tensor<2x2x4x16x16xf32>
    %35 = stablehlo.add %28, %34 : tensor<2x2x4x16x16xf32>
    %cst_8 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2x4x16x16xf32>
    %37 = stablehlo.divide %35, %36 : tensor<2x2x4x16x16xf32>
    %38 = stablehlo.transpose %37, dims = [0, 1, 4, 3, 2] : (tensor<2x2x4x16x16xf32>) -> tensor<2x2x16x16x4xf32>
    %39 = stablehlo.dot_general %38, %arg1, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16x4xf32>, tensor<2x16x2x8xf32>) -> tensor<2x2x16x4x8xf32>
    %40 = stablehlo.transpose %39, dims = [0, 2, 1, 3, 4] : (tensor<2x2x16x4x8xf32>) -> tensor<2x16x2x4x8xf32>
    %41 = stablehlo.dot_general %38, %0, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16x4xf32>, tensor<2x16x2x4x8xf32>) -> tensor<2x2x16x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] : (tensor<2x2x16x8xf32>) -> tensor<2x16x2x8xf32>
    %43 = stablehlo.reshape %40 : (tensor<2x16x2x4x8xf32>) -> tensor<2x16x8x8xf32>
    return %22, %43, %42 : tensor<f32>, tensor<2x16x8x8xf32>, tensor<2x16x2x8xf32>
  }
}
