module @jit_clipped_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg3: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<32x64xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<64x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<f32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1 = stablehlo.tanh %0 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %5 = stablehlo.subtract %4, %1 : tensor<64x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<64x64xf32>
    %7 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %8 = stablehlo.subtract %7, %arg3 : tensor<64x16xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<64x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %11 = stablehlo.multiply %10, %8 : tensor<64x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %13 = stablehlo.divide %12, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %14 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %16 = stablehlo.multiply %15, %11 : tensor<64x16xf32>
    %17 = stablehlo.dot_general %16, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %19 = stablehlo.dot_general %16, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x64xf32>
    %20 = stablehlo.multiply %19, %6 : tensor<64x64xf32>
    %21 = stablehlo.dot_general %20, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.add %cst_7, %24 : tensor<f32>
    %26 = stablehlo.multiply %18, %18 : tensor<64x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.add %25, %27 : tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.add %29, %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.divide %cst_10, %30 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.minimum %cst_11, %31 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.multiply %cst_12, %32 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %35 = stablehlo.multiply %34, %22 : tensor<32x64xf32>
    %36 = stablehlo.subtract %arg0, %35 : tensor<32x64xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %37 = stablehlo.multiply %cst_13, %32 : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %39 = stablehlo.multiply %38, %18 : tensor<64x16xf32>
    %40 = stablehlo.subtract %arg1, %39 : tensor<64x16xf32>
    return %36, %40, %13, %29 : tensor<32x64xf32>, tensor<64x16xf32>, tensor<f32>, tensor<f32>
  }
}
