module @jit_fsdp_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<100x36xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<36xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<36x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x100xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<100x36xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<36xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<36x10xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"fsdp"}, {}]> : tensor<100x36xf32>
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{"fsdp"}]> : tensor<36xf32>
    %2 = sdy.sharding_constraint %arg2 <@mesh, [{"fsdp"}, {}]> : tensor<36x10xf32>
    %3 = stablehlo.dot_general %arg3, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x100xf32>, tensor<100x36xf32>) -> tensor<32x36xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<36xf32>) -> tensor<1x36xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x36xf32>) -> tensor<32x36xf32>
    %6 = stablehlo.add %3, %5 : tensor<32x36xf32>
    %7 = stablehlo.tanh %6 : tensor<32x36xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x36xf32>
    %9 = stablehlo.add %8, %7 : tensor<32x36xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x36xf32>
    %11 = stablehlo.subtract %10, %7 : tensor<32x36xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<32x36xf32>
    %13 = stablehlo.dot_general %7, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x36xf32>, tensor<36x10xf32>) -> tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<32x10xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.200000e+02> : tensor<f32>
    %16 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<32x10xf32>
    %19 = stablehlo.dot_general %18, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x36xf32>) -> tensor<10x36xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<10x36xf32>) -> tensor<36x10xf32>
    %21 = stablehlo.dot_general %18, %2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<36x10xf32>) -> tensor<32x36xf32>
    %22 = stablehlo.multiply %21, %12 : tensor<32x36xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<32x36xf32>, tensor<f32>) -> tensor<36xf32>
    %24 = stablehlo.reshape %23 : (tensor<36xf32>) -> tensor<1x36xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x36xf32>, tensor<f32>) -> tensor<36xf32>
    %26 = stablehlo.dot_general %22, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x36xf32>, tensor<32x100xf32>) -> tensor<36x100xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<36x100xf32>) -> tensor<100x36xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<100x36xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<100x36xf32>
    %30 = stablehlo.subtract %0, %29 : tensor<100x36xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %32 = stablehlo.multiply %31, %25 : tensor<36xf32>
    %33 = stablehlo.subtract %1, %32 : tensor<36xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<36x10xf32>
    %35 = stablehlo.multiply %34, %20 : tensor<36x10xf32>
    %36 = stablehlo.subtract %2, %35 : tensor<36x10xf32>
    return %30, %33, %36 : tensor<100x36xf32>, tensor<36xf32>, tensor<36x10xf32>
  }
}
