module @jit_joins attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<2x6xf32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<2x3x6xf32> {jax.result_info = "result[1]"}, tensor<2x2xf32> {jax.result_info = "result[2]"}, tensor<2x12xi8> {jax.result_info = "result[3]"}, tensor<3x6xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.slice %arg0 [0:2, 0:2] : (tensor<2x6xf32>) -> tensor<2x2xf32>
    %1 = stablehlo.slice %arg0 [0:2, 2:4] : (tensor<2x6xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.slice %arg0 [0:2, 4:6] : (tensor<2x6xf32>) -> tensor<2x2xf32>
    %3 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2x6xf32>, tensor<3x6xf32>) -> tensor<5x6xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x6xf32>) -> tensor<2x1x6xf32>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<2x6xf32>) -> tensor<2x1x6xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x6xf32>) -> tensor<2x1x6xf32>
    %7 = stablehlo.concatenate %4, %5, %6, dim = 1 : (tensor<2x1x6xf32>, tensor<2x1x6xf32>, tensor<2x1x6xf32>) -> tensor<2x3x6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %9 = stablehlo.multiply %0, %8 : tensor<2x2xf32>
    %10 = stablehlo.add %9, %2 : tensor<2x2xf32>
    %11 = stablehlo.convert %arg0 : (tensor<2x6xf32>) -> tensor<2x6xi8>
    %12 = stablehlo.convert %arg2 : (tensor<2x6xf32>) -> tensor<2x6xi8>
    %13 = stablehlo.concatenate %11, %12, dim = 1 : (tensor<2x6xi8>, tensor<2x6xi8>) -> tensor<2x12xi8>
    %14 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x6xf32>) -> tensor<3x1xf32>
    %15 = stablehlo.slice %arg1 [0:3, 1:4] : (tensor<3x6xf32>) -> tensor<3x3xf32>
    %16 = stablehlo.slice %arg1 [0:3, 4:6] : (tensor<3x6xf32>) -> tensor<3x2xf32>
    %17 = call @atleast_1d(%16) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %18 = call @atleast_1d_0(%15) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %19 = call @atleast_1d_1(%14) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %20 = stablehlo.concatenate %17, %18, %19, dim = 1 : (tensor<3x2xf32>, tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x6xf32>
    return %3, %7, %10, %13, %20 : tensor<5x6xf32>, tensor<2x3x6xf32>, tensor<2x2xf32>, tensor<2x12xi8>, tensor<3x6xf32>
  }
  func.func private @atleast_1d(%arg0: tensor<3x2xf32>) -> tensor<3x2xf32> {
    return %arg0 : tensor<3x2xf32>
  }
  func.func private @atleast_1d_0(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    return %arg0 : tensor<3x3xf32>
  }
  func.func private @atleast_1d_1(%arg0: tensor<3x1xf32>) -> tensor<3x1xf32> {
    return %arg0 : tensor<3x1xf32>
  }
}
