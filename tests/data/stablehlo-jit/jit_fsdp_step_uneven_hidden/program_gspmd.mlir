module @jit_fsdp_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<100x36xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<36xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<36x10xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<32x100xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<100x36xf32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<36xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}, tensor<36x10xf32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<100x36xf32>) -> tensor<100x36xf32>
    %1 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<36xf32>) -> tensor<36xf32>
    %2 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<36x10xf32>) -> tensor<36x10xf32>
    %3 = stablehlo.dot_general %arg3, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x100xf32>, tensor<100x36xf32>) -> tensor<32x36xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<36xf32>) -> tensor<1x36xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x36xf32>) -> tensor<32x36xf32>
    %6 = stablehlo.add %3, %5 : tensor<32x36xf32>
    %7 = stablehlo.tanh %6 : tensor<32x36xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x36xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<32x36xf32>
    %10 = stablehlo.dot_general %7, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x36xf32>, tensor<36x10xf32>) -> tensor<32x10xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+02> : tensor<f32>
    %13 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<32x10xf32>
    %16 = stablehlo.dot_general %15, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x36xf32>) -> tensor<10x36xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<10x36xf32>) -> tensor<36x10xf32>
    %18 = stablehlo.dot_general %15, %2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<36x10xf32>) -> tensor<32x36xf32>
    %19 = stablehlo.multiply %18, %9 : tensor<32x36xf32>
    %20 = stablehlo.multiply %19, %7 : tensor<32x36xf32>
    %21 = stablehlo.add %19, %20 : tensor<32x36xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<32x36xf32>, tensor<f32>) -> tensor<36xf32>
    %23 = stablehlo.reshape %22 : (tensor<36xf32>) -> tensor<1x36xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<1x36xf32>, tensor<f32>) -> tensor<36xf32>
    %25 = stablehlo.dot_general %21, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x36xf32>, tensor<32x100xf32>) -> tensor<36x100xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<36x100xf32>) -> tensor<100x36xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<100x36xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<100x36xf32>
    %29 = stablehlo.subtract %0, %28 : tensor<100x36xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %31 = stablehlo.multiply %30, %24 : tensor<36xf32>
    %32 = stablehlo.subtract %1, %31 : tensor<36xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<36x10xf32>
    %34 = stablehlo.multiply %33, %17 : tensor<36x10xf32>
    %35 = stablehlo.subtract %2, %34 : tensor<36x10xf32>
    return %29, %32, %35 : tensor<100x36xf32>, tensor<36xf32>, tensor<36x10xf32>
  }
}
