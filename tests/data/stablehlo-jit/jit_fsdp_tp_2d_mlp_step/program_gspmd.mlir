module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x128xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg1: tensor<128x32xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg2: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg3: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<32x128xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<128x32xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<16x128xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<16x128xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<16x128xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<16x128xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<16x128xf32>
    %8 = stablehlo.add %0, %7 : tensor<16x128xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<16x128xf32>
    %11 = stablehlo.tanh %10 : tensor<16x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<16x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %15 = stablehlo.add %14, %11 : tensor<16x128xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<16x128xf32>
    %18 = stablehlo.multiply %0, %17 : tensor<16x128xf32>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.subtract %19, %arg3 : tensor<16x32xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %26 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %28 = stablehlo.multiply %27, %23 : tensor<16x32xf32>
    %29 = stablehlo.dot_general %28, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %31 = stablehlo.dot_general %28, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<128x32xf32>) -> tensor<16x128xf32>
    %32 = stablehlo.multiply %0, %31 : tensor<16x128xf32>
    %33 = stablehlo.multiply %31, %17 : tensor<16x128xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<16x128xf32>
    %36 = stablehlo.multiply %35, %13 : tensor<16x128xf32>
    %37 = stablehlo.multiply %36, %11 : tensor<16x128xf32>
    %38 = stablehlo.add %36, %37 : tensor<16x128xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<16x128xf32>
    %41 = stablehlo.add %33, %40 : tensor<16x128xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %43 = stablehlo.multiply %42, %40 : tensor<16x128xf32>
    %44 = stablehlo.multiply %43, %5 : tensor<16x128xf32>
    %45 = stablehlo.add %41, %44 : tensor<16x128xf32>
    %46 = stablehlo.dot_general %45, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %47 = stablehlo.transpose %46, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<32x128xf32>
    %50 = stablehlo.subtract %arg0, %49 : tensor<32x128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %52 = stablehlo.multiply %51, %30 : tensor<128x32xf32>
    %53 = stablehlo.subtract %arg1, %52 : tensor<128x32xf32>
    return %50, %53, %25 : tensor<32x128xf32>, tensor<128x32xf32>, tensor<f32>
  }
}
