module @jit_other_pads attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<6x7xf32> {jax.result_info = "result[0]"}, tensor<7x8xf32> {jax.result_info = "result[1]"}, tensor<4x9xf32> {jax.result_info = "result[2]"}) {
    %0 = call @_pad(%arg0) : (tensor<3x4xf32>) -> tensor<6x7xf32>
    %1 = call @_pad_0(%arg0) : (tensor<3x4xf32>) -> tensor<7x8xf32>
    %2 = call @_pad_2(%arg0) : (tensor<3x4xf32>) -> tensor<4x9xf32>
    return %0, %1, %2 : tensor<6x7xf32>, tensor<7x8xf32>, tensor<4x9xf32>
  }
  func.func private @_pad(%arg0: tensor<3x4xf32>) -> tensor<6x7xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x2x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %3 = stablehlo.slice %arg0 [2:3, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<6x4xf32>
    %7 = stablehlo.slice %6 [0:6, 0:1] : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<6x1x1xf32>) -> tensor<6x1xf32>
    %10 = stablehlo.slice %6 [0:6, 3:4] : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x1x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<6x1x2xf32>) -> tensor<6x2xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<6x1xf32>, tensor<6x4xf32>, tensor<6x2xf32>) -> tensor<6x7xf32>
    return %13 : tensor<6x7xf32>
  }
  func.func private @_pad_0(%arg0: tensor<3x4xf32>) -> tensor<7x8xf32> {
    %0 = stablehlo.slice %arg0 [1:3, 0:4] : (tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = call @_flip(%0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
    %3 = stablehlo.slice %2 [2:4, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %4 = call @_flip(%3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<5x4xf32>, tensor<2x4xf32>) -> tensor<7x4xf32>
    %6 = stablehlo.slice %5 [0:7, 1:3] : (tensor<7x4xf32>) -> tensor<7x2xf32>
    %7 = call @_flip_1(%6) : (tensor<7x2xf32>) -> tensor<7x2xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 1 : (tensor<7x2xf32>, tensor<7x4xf32>) -> tensor<7x6xf32>
    %9 = stablehlo.slice %8 [0:7, 3:5] : (tensor<7x6xf32>) -> tensor<7x2xf32>
    %10 = call @_flip_1(%9) : (tensor<7x2xf32>) -> tensor<7x2xf32>
    %11 = stablehlo.concatenate %8, %10, dim = 1 : (tensor<7x6xf32>, tensor<7x2xf32>) -> tensor<7x8xf32>
    return %11 : tensor<7x8xf32>
  }
  func.func private @_flip(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @_flip_1(%arg0: tensor<7x2xf32>) -> tensor<7x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x2xf32>
    return %0 : tensor<7x2xf32>
  }
  func.func private @_pad_2(%arg0: tensor<3x4xf32>) -> tensor<4x9xf32> {
    %0 = stablehlo.slice %arg0 [2:3, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.concatenate %0, %arg0, dim = 0 : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.slice %1 [0:4, 1:4] : (tensor<4x4xf32>) -> tensor<4x3xf32>
    %3 = stablehlo.slice %1 [0:4, 0:2] : (tensor<4x4xf32>) -> tensor<4x2xf32>
    %4 = stablehlo.concatenate %2, %1, %3, dim = 1 : (tensor<4x3xf32>, tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x9xf32>
    return %4 : tensor<4x9xf32>
  }
}
