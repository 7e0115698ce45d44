module @jit_remat_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<32x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
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
    %12 = stablehlo.add %11, %10 : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %14 = stablehlo.subtract %13, %10 : tensor<64x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<64x32xf32>
    %16 = stablehlo.multiply %8#2, %15 : tensor<64x32xf32>
    %17 = stablehlo.dot_general %16, %8#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %16, %8#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %20:3 = stablehlo.optimization_barrier %arg0, %arg1, %19 : tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>
    %21 = stablehlo.dot_general %20#1, %20#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %22 = stablehlo.tanh %21 : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %24 = stablehlo.add %23, %22 : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %26 = stablehlo.subtract %25, %22 : tensor<64x32xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<64x32xf32>
    %28 = stablehlo.multiply %20#2, %27 : tensor<64x32xf32>
    %29 = stablehlo.dot_general %28, %20#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %31 = stablehlo.add %18, %30 : tensor<32x32xf32>
    return %31 : tensor<32x32xf32>
  }
}
