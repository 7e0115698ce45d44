module @jit_adam_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg3: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg5: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg6: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg7: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<32x64xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x64xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x64xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<64x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<64x16xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<64x16xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1 = stablehlo.tanh %0 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %5 = stablehlo.subtract %4, %1 : tensor<64x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<64x64xf32>
    %7 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %8 = stablehlo.subtract %7, %arg7 : tensor<64x16xf32>
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
    %21 = stablehlo.dot_general %20, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %24 = stablehlo.multiply %23, %arg2 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %26 = stablehlo.multiply %25, %22 : tensor<32x64xf32>
    %27 = stablehlo.add %24, %26 : tensor<32x64xf32>
    %cst_8 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %29 = stablehlo.multiply %28, %arg4 : tensor<32x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %31 = stablehlo.multiply %30, %22 : tensor<32x64xf32>
    %32 = stablehlo.multiply %31, %22 : tensor<32x64xf32>
    %33 = stablehlo.add %29, %32 : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %35 = stablehlo.multiply %34, %27 : tensor<32x64xf32>
    %36 = stablehlo.sqrt %33 : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %38 = stablehlo.add %36, %37 : tensor<32x64xf32>
    %39 = stablehlo.divide %35, %38 : tensor<32x64xf32>
    %40 = stablehlo.subtract %arg0, %39 : tensor<32x64xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %42 = stablehlo.multiply %41, %arg3 : tensor<64x16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %44 = stablehlo.multiply %43, %18 : tensor<64x16xf32>
    %45 = stablehlo.add %42, %44 : tensor<64x16xf32>
    %cst_14 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %47 = stablehlo.multiply %46, %arg5 : tensor<64x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %49 = stablehlo.multiply %48, %18 : tensor<64x16xf32>
    %50 = stablehlo.multiply %49, %18 : tensor<64x16xf32>
    %51 = stablehlo.add %47, %50 : tensor<64x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %53 = stablehlo.multiply %52, %45 : tensor<64x16xf32>
    %54 = stablehlo.sqrt %51 : tensor<64x16xf32>
    %cst_17 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %56 = stablehlo.add %54, %55 : tensor<64x16xf32>
    %57 = stablehlo.divide %53, %56 : tensor<64x16xf32>
    %58 = stablehlo.subtract %arg1, %57 : tensor<64x16xf32>
    return %40, %27, %33, %58, %45, %51, %13 : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<f32>
  }
}
