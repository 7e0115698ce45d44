module @jit_step attributes {mhlo.num_partitions = 1024 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=64, "model"=16]> {stablehlo.mesh = {axes = [{name = "data", size = 64 : i64}, {name = "model", size = 16 : i64}]}}
  func.func public @main(%arg0: tensor<4096x16384xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<16384x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg2: tensor<8192x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4096x16384xbf16> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<16384x4096xbf16> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<bf16> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x4096xbf16>, tensor<4096x16384xbf16>) -> tensor<8192x16384xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<8192x16384xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<8192x16384xbf16>
    %3 = stablehlo.multiply %0, %0 : tensor<8192x16384xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<8192x16384xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %7 = stablehlo.multiply %6, %2 : tensor<8192x16384xbf16>
    %8 = stablehlo.add %0, %7 : tensor<8192x16384xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<8192x16384xbf16>
    %11 = stablehlo.tanh %10 : tensor<8192x16384xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %13 = stablehlo.subtract %12, %11 : tensor<8192x16384xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %15 = stablehlo.add %14, %11 : tensor<8192x16384xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<8192x16384xbf16>
    %18 = stablehlo.multiply %0, %17 : tensor<8192x16384xbf16>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x16384xbf16>, tensor<16384x4096xbf16>) -> tensor<8192x4096xbf16>
    %20 = chlo.square %19 : tensor<8192x4096xbf16> -> tensor<8192x4096xbf16>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<8192x4096xbf16>
    %22 = stablehlo.multiply %21, %19 : tensor<8192x4096xbf16>
    %23 = stablehlo.convert %20 : (tensor<8192x4096xbf16>) -> tensor<8192x4096xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8192x4096xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0x4C000000> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_7 : tensor<f32>
    %26 = stablehlo.convert %25 : (tensor<f32>) -> tensor<bf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %27 = stablehlo.convert %cst_8 : (tensor<bf16>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0x4C000000> : tensor<f32>
    %28 = stablehlo.divide %27, %cst_9 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
    %30 = stablehlo.convert %29 : (tensor<8192x4096xf32>) -> tensor<8192x4096xbf16>
    %31 = stablehlo.multiply %30, %22 : tensor<8192x4096xbf16>
    %32 = stablehlo.dot_general %31, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x4096xbf16>, tensor<8192x16384xbf16>) -> tensor<4096x16384xbf16>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<4096x16384xbf16>) -> tensor<16384x4096xbf16>
    %34 = stablehlo.dot_general %31, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x4096xbf16>, tensor<16384x4096xbf16>) -> tensor<8192x16384xbf16>
    %35 = stablehlo.multiply %0, %34 : tensor<8192x16384xbf16>
    %36 = stablehlo.multiply %34, %17 : tensor<8192x16384xbf16>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %38 = stablehlo.multiply %37, %35 : tensor<8192x16384xbf16>
    %39 = stablehlo.multiply %38, %13 : tensor<8192x16384xbf16>
    %40 = stablehlo.multiply %39, %11 : tensor<8192x16384xbf16>
    %41 = stablehlo.add %39, %40 : tensor<8192x16384xbf16>
    %cst_11 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %43 = stablehlo.multiply %42, %41 : tensor<8192x16384xbf16>
    %44 = stablehlo.add %36, %43 : tensor<8192x16384xbf16>
    %cst_12 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %46 = stablehlo.multiply %45, %43 : tensor<8192x16384xbf16>
    %47 = stablehlo.multiply %46, %5 : tensor<8192x16384xbf16>
    %48 = stablehlo.add %44, %47 : tensor<8192x16384xbf16>
    %49 = stablehlo.dot_general %48, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x16384xbf16>, tensor<8192x4096xbf16>) -> tensor<16384x4096xbf16>
    %50 = stablehlo.transpose %49, dims = [1, 0] : (tensor<16384x4096xbf16>) -> tensor<4096x16384xbf16>
    %cst_13 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<4096x16384xbf16>
    %52 = stablehlo.multiply %51, %50 : tensor<4096x16384xbf16>
    %53 = stablehlo.subtract %arg0, %52 : tensor<4096x16384xbf16>
    %cst_14 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<16384x4096xbf16>
    %55 = stablehlo.multiply %54, %33 : tensor<16384x4096xbf16>
    %56 = stablehlo.subtract %arg1, %55 : tensor<16384x4096xbf16>
    return %53, %56, %26 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>, tensor<bf16>
  }
}
