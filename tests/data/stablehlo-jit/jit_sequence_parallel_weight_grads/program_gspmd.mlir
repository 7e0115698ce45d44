module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<512x128xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<16x32x128xf32> {mhlo.sharding = "{devices=[2,4,1]<=[8]}"}) -> (tensor<128x512xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<512x128xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32x128xf32>, tensor<128x512xf32>) -> tensor<16x32x512xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<16x32x512xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<16x32x512xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<16x32x512xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<16x32x512xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<16x32x512xf32>
    %8 = stablehlo.add %0, %7 : tensor<16x32x512xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<16x32x512xf32>
    %11 = stablehlo.tanh %10 : tensor<16x32x512xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<16x32x512xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %15 = stablehlo.add %14, %11 : tensor<16x32x512xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<16x32x512xf32>
    %18 = stablehlo.multiply %0, %17 : tensor<16x32x512xf32>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32x512xf32>, tensor<512x128xf32>) -> tensor<16x32x128xf32>
    %20 = stablehlo.add %arg2, %19 : tensor<16x32x128xf32>
    %21 = stablehlo.custom_call @Sharding(%20) {backend_config = "", mhlo.sharding = "{devices=[2,4,1]<=[8]}"} : (tensor<16x32x128xf32>) -> tensor<16x32x128xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32x128xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<16x32x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %24 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<16x32x128xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<16x32x128xf32>
    %27 = stablehlo.custom_call @Sharding(%26) {backend_config = "", mhlo.sharding = "{devices=[2,4,1]<=[8]}"} : (tensor<16x32x128xf32>) -> tensor<16x32x128xf32>
    %28 = stablehlo.dot_general %27, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x128xf32>, tensor<16x32x512xf32>) -> tensor<128x512xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %30 = stablehlo.dot_general %27, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x128xf32>, tensor<512x128xf32>) -> tensor<16x32x512xf32>
    %31 = stablehlo.multiply %0, %30 : tensor<16x32x512xf32>
    %32 = stablehlo.multiply %30, %17 : tensor<16x32x512xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %34 = stablehlo.multiply %33, %31 : tensor<16x32x512xf32>
    %35 = stablehlo.multiply %34, %13 : tensor<16x32x512xf32>
    %36 = stablehlo.multiply %35, %11 : tensor<16x32x512xf32>
    %37 = stablehlo.add %35, %36 : tensor<16x32x512xf32>
    %cst_9 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<16x32x512xf32>
    %40 = stablehlo.add %32, %39 : tensor<16x32x512xf32>
    %cst_10 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %42 = stablehlo.multiply %41, %39 : tensor<16x32x512xf32>
    %43 = stablehlo.multiply %42, %5 : tensor<16x32x512xf32>
    %44 = stablehlo.add %40, %43 : tensor<16x32x512xf32>
    %45 = stablehlo.dot_general %44, %arg2, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x512xf32>, tensor<16x32x128xf32>) -> tensor<512x128xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    return %46, %29 : tensor<128x512xf32>, tensor<512x128xf32>
  }
}
