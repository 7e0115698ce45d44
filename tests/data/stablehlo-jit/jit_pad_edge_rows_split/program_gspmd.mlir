module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x40xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<11x40xf32> {jax.result_info = "result"}) {
    %0 = call @_pad(%arg0) : (tensor<8x40xf32>) -> tensor<11x40xf32>
    return %0 : tensor<11x40xf32>
  }
  func.func private @_pad(%arg0: tensor<8x40xf32>) -> tensor<11x40xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:40] : (tensor<8x40xf32>) -> tensor<1x40xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x40xf32>) -> tensor<1x1x40xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x40xf32>) -> tensor<1x40xf32>
    %3 = stablehlo.slice %arg0 [7:8, 0:40] : (tensor<8x40xf32>) -> tensor<1x40xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x40xf32>) -> tensor<1x2x40xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x2x40xf32>) -> tensor<2x40xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<1x40xf32>, tensor<8x40xf32>, tensor<2x40xf32>) -> tensor<11x40xf32>
    %7 = stablehlo.slice %6 [0:11, 0:1] : (tensor<11x40xf32>) -> tensor<11x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<11x1xf32>) -> tensor<11x1x0xf32>
    %9 = stablehlo.reshape %8 : (tensor<11x1x0xf32>) -> tensor<11x0xf32>
    %10 = stablehlo.slice %6 [0:11, 39:40] : (tensor<11x40xf32>) -> tensor<11x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<11x1xf32>) -> tensor<11x1x0xf32>
    %12 = stablehlo.reshape %11 : (tensor<11x1x0xf32>) -> tensor<11x0xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<11x0xf32>, tensor<11x40xf32>, tensor<11x0xf32>) -> tensor<11x40xf32>
    return %13 : tensor<11x40xf32>
  }
}
