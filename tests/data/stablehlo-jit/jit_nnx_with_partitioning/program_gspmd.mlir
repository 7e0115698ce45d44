module @jit_flat_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<64x16xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg5: tensor<16x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<64xf32> {jax.result_info = "result[0]"}, tensor<32x64xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<64x16xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x64xf32>
    %4 = call @relu(%3) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<16x16xf32>
    %8 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.add %7, %9 : tensor<16x16xf32>
    %11 = stablehlo.subtract %10, %arg5 : tensor<16x16xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<16x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %17 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %19 = stablehlo.multiply %18, %14 : tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.reshape %20 : (tensor<16xf32>) -> tensor<1x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x16xf32>) -> tensor<16xf32>
    %23 = stablehlo.dot_general %19, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %25 = stablehlo.dot_general %19, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<64x16xf32>) -> tensor<16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %27 = stablehlo.select %6, %25, %26 : tensor<16x64xi1>, tensor<16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %29 = stablehlo.reshape %28 : (tensor<64xf32>) -> tensor<1x64xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x64xf32>) -> tensor<64xf32>
    %31 = stablehlo.dot_general %27, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %34 = stablehlo.multiply %33, %30 : tensor<64xf32>
    %35 = stablehlo.subtract %arg0, %34 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %37 = stablehlo.multiply %36, %32 : tensor<32x64xf32>
    %38 = stablehlo.subtract %arg1, %37 : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.multiply %39, %22 : tensor<16xf32>
    %41 = stablehlo.subtract %arg2, %40 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %43 = stablehlo.multiply %42, %24 : tensor<64x16xf32>
    %44 = stablehlo.subtract %arg3, %43 : tensor<64x16xf32>
    return %35, %38, %41, %44, %16 : tensor<64xf32>, tensor<32x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
}
