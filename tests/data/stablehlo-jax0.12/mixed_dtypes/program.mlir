module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xbf16>, %arg1: tensor<2x3xf16>, %arg2: tensor<2x4xi8>, %arg3: tensor<4xui32>) -> (tensor<2x3xbf16> {jax.result_info = "result[0]"}, tensor<2x2xi32> {jax.result_info = "result[1]"}, tensor<4xui32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<2x3xbf16>) -> tensor<2x3xf32>
    %1 = stablehlo.convert %arg1 : (tensor<2x3xf16>) -> tensor<2x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x3xf32>
    %3 = stablehlo.convert %2 : (tensor<2x3xf32>) -> tensor<2x3xbf16>
    %4 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<2x4xi8>) -> tensor<4x2xi8>
    %5 = stablehlo.dot_general %arg2, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xi8>, tensor<4x2xi8>) -> tensor<2x2xi32>
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %7 = stablehlo.shift_right_logical %arg3, %6 : tensor<4xui32>
    %c_0 = stablehlo.constant dense<2654435769> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %9 = stablehlo.xor %7, %8 : tensor<4xui32>
    return %3, %5, %9 : tensor<2x3xbf16>, tensor<2x2xi32>, tensor<4xui32>
  }
}
