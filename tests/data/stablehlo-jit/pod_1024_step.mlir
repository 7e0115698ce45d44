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
    %13 = stablehlo.add %12, %11 : tensor<8192x16384xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %15 = stablehlo.subtract %14, %11 : tensor<8192x16384xbf16>
    %16 = stablehlo.multiply %13, %15 : tensor<8192x16384xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %18 = stablehlo.add %17, %11 : tensor<8192x16384xbf16>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %20 = stablehlo.multiply %19, %18 : tensor<8192x16384xbf16>
    %21 = stablehlo.multiply %0, %20 : tensor<8192x16384xbf16>
    %22 = stablehlo.dot_general %21, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x16384xbf16>, tensor<16384x4096xbf16>) -> tensor<8192x4096xbf16>
    %23 = chlo.square %22 : tensor<8192x4096xbf16> -> tensor<8192x4096xbf16>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8192x4096xbf16>
    %25 = stablehlo.multiply %24, %22 : tensor<8192x4096xbf16>
    %26 = stablehlo.convert %23 : (tensor<8192x4096xbf16>) -> tensor<8192x4096xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<8192x4096xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0x4C000000> : tensor<f32>
    %28 = stablehlo.divide %27, %cst_8 : tensor<f32>
    %29 = stablehlo.convert %28 : (tensor<f32>) -> tensor<bf16>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %30 = stablehlo.convert %cst_9 : (tensor<bf16>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<0x4C000000> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_10 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<8192x4096xf32>
    %33 = stablehlo.convert %32 : (tensor<8192x4096xf32>) -> tensor<8192x4096xbf16>
    %34 = stablehlo.multiply %33, %25 : tensor<8192x4096xbf16>
    %35 = stablehlo.dot_general %34, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x4096xbf16>, tensor<8192x16384xbf16>) -> tensor<4096x16384xbf16>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<4096x16384xbf16>) -> tensor<16384x4096xbf16>
    %37 = stablehlo.dot_general %34, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x4096xbf16>, tensor<16384x4096xbf16>) -> tensor<8192x16384xbf16>
    %38 = stablehlo.multiply %0, %37 : tensor<8192x16384xbf16>
    %39 = stablehlo.multiply %37, %20 : tensor<8192x16384xbf16>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %41 = stablehlo.multiply %40, %38 : tensor<8192x16384xbf16>
    %42 = stablehlo.multiply %41, %16 : tensor<8192x16384xbf16>
    %cst_12 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %44 = stablehlo.multiply %43, %42 : tensor<8192x16384xbf16>
    %45 = stablehlo.add %39, %44 : tensor<8192x16384xbf16>
    %cst_13 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %46 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8192x16384xbf16>
    %47 = stablehlo.multiply %46, %44 : tensor<8192x16384xbf16>
    %48 = stablehlo.multiply %47, %5 : tensor<8192x16384xbf16>
    %49 = stablehlo.add %45, %48 : tensor<8192x16384xbf16>
    %50 = stablehlo.dot_general %49, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x16384xbf16>, tensor<8192x4096xbf16>) -> tensor<16384x4096xbf16>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<16384x4096xbf16>) -> tensor<4096x16384xbf16>
    %cst_14 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4096x16384xbf16>
    %53 = stablehlo.multiply %52, %51 : tensor<4096x16384xbf16>
    %54 = stablehlo.subtract %arg0, %53 : tensor<4096x16384xbf16>
    %cst_15 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<16384x4096xbf16>
    %56 = stablehlo.multiply %55, %36 : tensor<16384x4096xbf16>
    %57 = stablehlo.subtract %arg1, %56 : tensor<16384x4096xbf16>
    return %54, %57, %29 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>, tensor<bf16>
  }
}
