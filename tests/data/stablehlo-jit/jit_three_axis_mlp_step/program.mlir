module @jit_mlp_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "tensor"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "tensor", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"tensor"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor"}, {"fsdp"}]>}, %arg2: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}, %arg3: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<32x64xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"tensor"}]>}, tensor<64x32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"tensor"}, {"fsdp"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<16x64xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<16x64xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<16x64xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<16x64xf32>
    %8 = stablehlo.add %0, %7 : tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<16x64xf32>
    %11 = stablehlo.tanh %10 : tensor<16x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %13 = stablehlo.add %12, %11 : tensor<16x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %15 = stablehlo.subtract %14, %11 : tensor<16x64xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<16x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %18 = stablehlo.add %17, %11 : tensor<16x64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<16x64xf32>
    %21 = stablehlo.multiply %0, %20 : tensor<16x64xf32>
    %22 = stablehlo.dot_general %21, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.subtract %22, %arg3 : tensor<16x32xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %28 = stablehlo.divide %27, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %29 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %31 = stablehlo.multiply %30, %26 : tensor<16x32xf32>
    %32 = stablehlo.dot_general %31, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %34 = stablehlo.dot_general %31, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %35 = stablehlo.multiply %0, %34 : tensor<16x64xf32>
    %36 = stablehlo.multiply %34, %20 : tensor<16x64xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<16x64xf32>
    %39 = stablehlo.multiply %38, %16 : tensor<16x64xf32>
    %cst_12 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<16x64xf32>
    %42 = stablehlo.add %36, %41 : tensor<16x64xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %44 = stablehlo.multiply %43, %41 : tensor<16x64xf32>
    %45 = stablehlo.multiply %44, %5 : tensor<16x64xf32>
    %46 = stablehlo.add %42, %45 : tensor<16x64xf32>
    %47 = stablehlo.dot_general %46, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<32x64xf32>
    %51 = stablehlo.subtract %arg0, %50 : tensor<32x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %53 = stablehlo.multiply %52, %33 : tensor<64x32xf32>
    %54 = stablehlo.subtract %arg1, %53 : tensor<64x32xf32>
    return %51, %54, %28 : tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
