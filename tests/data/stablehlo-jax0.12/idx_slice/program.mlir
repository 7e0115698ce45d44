module @jit_slices attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x5xf32>, %arg1: tensor<3x8xi32>) -> (tensor<2x5xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<3x2xf32> {jax.result_info = "result[3]"}, tensor<2x2xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.slice %arg0 [1:5:2, 0:5] : (tensor<6x5xf32>) -> tensor<2x5xf32>
    %1 = stablehlo.reverse %0, dims = [1] : tensor<2x5xf32>
    %2 = stablehlo.slice %arg0 [1:6:2, 1:5] : (tensor<6x5xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.reverse %2, dims = [0] : tensor<3x4xf32>
    %4 = stablehlo.slice %arg0 [5:6, 0:5] : (tensor<6x5xf32>) -> tensor<1x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x5xf32>) -> tensor<5xf32>
    %6 = stablehlo.slice %arg1 [0:3, 2:7:3] : (tensor<3x8xi32>) -> tensor<3x2xi32>
    %7 = stablehlo.convert %6 : (tensor<3x2xi32>) -> tensor<3x2xf32>
    %8 = stablehlo.slice %arg0 [0:6:4, 1:5:3] : (tensor<6x5xf32>) -> tensor<2x2xf32>
    return %1, %3, %5, %7, %8 : tensor<2x5xf32>, tensor<3x4xf32>, tensor<5xf32>, tensor<3x2xf32>, tensor<2x2xf32>
  }
}
