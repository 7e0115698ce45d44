module @jit_spectral_conv_2d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x16x16xf32>, %arg1: tensor<3x2x4x4xcomplex<f32>>) -> (tensor<2x2x16x16xf32> {jax.result_info = "result"}) {
    %0 = call @fft(%arg0) : (tensor<2x3x16x16xf32>) -> tensor<2x3x16x9xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:2, 0:3, 0:4, 0:4] : (tensor<2x3x16x9xcomplex<f32>>) -> tensor<2x3x4x4xcomplex<f32>>
    %2 = stablehlo.dot_general %arg1, %1, batching_dims = [2, 3] x [2, 3], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2x4x4xcomplex<f32>>, tensor<2x3x4x4xcomplex<f32>>) -> tensor<4x4x2x2xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [3, 2, 0, 1] : (tensor<4x4x2x2xcomplex<f32>>) -> tensor<2x2x4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x2x16x9xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %8 = "stablehlo.scatter"(%4, %7, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2, 3]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
      stablehlo.return %arg3 : tensor<complex<f32>>
    }) : (tensor<2x2x16x9xcomplex<f32>>, tensor<2xi32>, tensor<2x2x4x4xcomplex<f32>>) -> tensor<2x2x16x9xcomplex<f32>>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_pad(%8, %c_1) : (tensor<2x2x16x9xcomplex<f32>>, tensor<i32>) -> tensor<2x2x16x9xcomplex<f32>>
    %10 = call @fft_0(%9) : (tensor<2x2x16x9xcomplex<f32>>) -> tensor<2x2x16x16xf32>
    return %10 : tensor<2x2x16x16xf32>
  }
  func.func private @fft(%arg0: tensor<2x3x16x16xf32>) -> tensor<2x3x16x9xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [16, 16] : (tensor<2x3x16x16xf32>) -> tensor<2x3x16x9xcomplex<f32>>
    return %0 : tensor<2x3x16x9xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<2x2x16x9xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x2x16x9xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x16x9xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x2x16x9xcomplex<f32>>
    return %1 : tensor<2x2x16x9xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x2x16x9xcomplex<f32>>) -> tensor<2x2x16x16xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [16, 16] : (tensor<2x2x16x9xcomplex<f32>>) -> tensor<2x2x16x16xf32>
    return %0 : tensor<2x2x16x16xf32>
  }
}
