module @jit_remat_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x32xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<64x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<32x32xf32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %1 = stablehlo.tanh %0 : tensor<64x32xf32>
    %2 = stablehlo.dot_general %1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %3 = stablehlo.tanh %2 : tensor<64x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<64x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<64x32xf32>
    %8:3 = stablehlo.optimization_barrier %arg0, %1, %7 : tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>
    %9 = stablehlo.dot_general %8#1, %8#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %10 = stablehlo.tanh %9 : tensor<64x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<64x32xf32>
    %13 = stablehlo.multiply %8#2, %12 : tensor<64x32xf32>
    %14 = stablehlo.multiply %13, %10 : tensor<64x32xf32>
    %15 = stablehlo.add %13, %14 : tensor<64x32xf32>
    %16 = stablehlo.dot_general %15, %8#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %15, %8#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %19:3 = stablehlo.optimization_barrier %arg0, %arg1, %18 : tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>
    %20 = stablehlo.dot_general %19#1, %19#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %21 = stablehlo.tanh %20 : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<64x32xf32>
    %24 = stablehlo.multiply %19#2, %23 : tensor<64x32xf32>
    %25 = stablehlo.multiply %24, %21 : tensor<64x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<64x32xf32>
    %27 = stablehlo.dot_general %26, %19#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %29 = stablehlo.add %17, %28 : tensor<32x32xf32>
    return %29 : tensor<32x32xf32>
  }
}
