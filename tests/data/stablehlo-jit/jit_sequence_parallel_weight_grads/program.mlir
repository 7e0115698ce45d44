module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<16x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}) -> (tensor<128x512xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<512x128xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
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
    %13 = stablehlo.add %12, %11 : tensor<16x32x512xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %15 = stablehlo.subtract %14, %11 : tensor<16x32x512xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<16x32x512xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %18 = stablehlo.add %17, %11 : tensor<16x32x512xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<16x32x512xf32>
    %21 = stablehlo.multiply %0, %20 : tensor<16x32x512xf32>
    %22 = stablehlo.dot_general %21, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32x512xf32>, tensor<512x128xf32>) -> tensor<16x32x128xf32>
    %23 = stablehlo.add %arg2, %22 : tensor<16x32x128xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {"model"}, {}]> : tensor<16x32x128xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x32x128xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<16x32x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %27 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<16x32x128xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<16x32x128xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"data"}, {"model"}, {}]> : tensor<16x32x128xf32>
    %31 = stablehlo.dot_general %30, %21, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x128xf32>, tensor<16x32x512xf32>) -> tensor<128x512xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %33 = stablehlo.dot_general %30, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x128xf32>, tensor<512x128xf32>) -> tensor<16x32x512xf32>
    %34 = stablehlo.multiply %0, %33 : tensor<16x32x512xf32>
    %35 = stablehlo.multiply %33, %20 : tensor<16x32x512xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<16x32x512xf32>
    %38 = stablehlo.multiply %37, %16 : tensor<16x32x512xf32>
    %cst_10 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<16x32x512xf32>
    %41 = stablehlo.add %35, %40 : tensor<16x32x512xf32>
    %cst_11 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x32x512xf32>
    %43 = stablehlo.multiply %42, %40 : tensor<16x32x512xf32>
    %44 = stablehlo.multiply %43, %5 : tensor<16x32x512xf32>
    %45 = stablehlo.add %41, %44 : tensor<16x32x512xf32>
    %46 = stablehlo.dot_general %45, %arg2, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x512xf32>, tensor<16x32x128xf32>) -> tensor<512x128xf32>
    %47 = stablehlo.transpose %46, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    return %47, %32 : tensor<128x512xf32>, tensor<512x128xf32>
  }
}
