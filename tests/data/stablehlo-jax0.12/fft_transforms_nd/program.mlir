module @jit_transforms_nd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x10xcomplex<f32>>, %arg1: tensor<3x4x6xf32>) -> (tensor<2x6x10xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x6x10xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3x4x4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<3x4x6xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}) {
    %0 = call @fft(%arg0) : (tensor<2x6x10xcomplex<f32>>) -> tensor<2x6x10xcomplex<f32>>
    %1 = call @fft_0(%arg0) : (tensor<2x6x10xcomplex<f32>>) -> tensor<2x6x10xcomplex<f32>>
    %2 = call @fft_1(%arg1) : (tensor<3x4x6xf32>) -> tensor<3x4x4xcomplex<f32>>
    %3 = call @fft_1(%arg1) : (tensor<3x4x6xf32>) -> tensor<3x4x4xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_pad(%3, %c) : (tensor<3x4x4xcomplex<f32>>, tensor<i32>) -> tensor<3x4x4xcomplex<f32>>
    %5 = call @fft_2(%4) : (tensor<3x4x4xcomplex<f32>>) -> tensor<3x4x6xf32>
    %6 = stablehlo.iota dim = 0 : tensor<12xf32>
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.add %6, %7 : tensor<12xf32>
    %c_0 = stablehlo.constant dense<12> : tensor<i32>
    %9 = call @remainder(%8, %c_0) : (tensor<12xf32>, tensor<i32>) -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %13 = stablehlo.divide %11, %12 : tensor<12xf32>
    %14 = call @_roll_static(%13) : (tensor<12xf32>) -> tensor<12xf32>
    %15 = stablehlo.slice %arg1 [0:1, 0:4, 0:6] : (tensor<3x4x6xf32>) -> tensor<1x4x6xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x4x6xf32>) -> tensor<4x6xf32>
    %17 = call @fft_3(%16) : (tensor<4x6xf32>) -> tensor<4x4xcomplex<f32>>
    %18 = stablehlo.real %17 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.add %14, %20 : tensor<12xf32>
    return %0, %1, %2, %5, %21 : tensor<2x6x10xcomplex<f32>>, tensor<2x6x10xcomplex<f32>>, tensor<3x4x4xcomplex<f32>>, tensor<3x4x6xf32>, tensor<12xf32>
  }
  func.func private @fft(%arg0: tensor<2x6x10xcomplex<f32>>) -> tensor<2x6x10xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [6, 10] : (tensor<2x6x10xcomplex<f32>>) -> tensor<2x6x10xcomplex<f32>>
    return %0 : tensor<2x6x10xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x6x10xcomplex<f32>>) -> tensor<2x6x10xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [2, 6, 10] : (tensor<2x6x10xcomplex<f32>>) -> tensor<2x6x10xcomplex<f32>>
    return %0 : tensor<2x6x10xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<3x4x6xf32>) -> tensor<3x4x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [3, 4, 6] : (tensor<3x4x6xf32>) -> tensor<3x4x4xcomplex<f32>>
    return %0 : tensor<3x4x4xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<3x4x4xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<3x4x4xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<3x4x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x4x4xcomplex<f32>>
    return %1 : tensor<3x4x4xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<3x4x4xcomplex<f32>>) -> tensor<3x4x6xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [3, 4, 6] : (tensor<3x4x4xcomplex<f32>>) -> tensor<3x4x6xf32>
    return %0 : tensor<3x4x6xf32>
  }
  func.func private @remainder(%arg0: tensor<12xf32>, %arg1: tensor<i32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %10 = stablehlo.and %9, %4 : tensor<12xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.add %2, %11 : tensor<12xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<12xi1>, tensor<12xf32>
    return %13 : tensor<12xf32>
  }
  func.func private @_roll_static(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.slice %arg0 [6:12] : (tensor<12xf32>) -> tensor<6xf32>
    %1 = stablehlo.slice %arg0 [0:6] : (tensor<12xf32>) -> tensor<6xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<12xf32>
    return %2 : tensor<12xf32>
  }
  func.func private @fft_3(%arg0: tensor<4x6xf32>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4, 6] : (tensor<4x6xf32>) -> tensor<4x4xcomplex<f32>>
    return %0 : tensor<4x4xcomplex<f32>>
  }
}
