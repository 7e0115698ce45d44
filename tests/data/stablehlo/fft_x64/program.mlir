module @jit_x64_case attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f64>>, %arg1: tensor<3x10xf64>) -> (tensor<4x4xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<3x10xf64> {jax.result_info = "result[1]"}, tensor<4x4xf64> {jax.result_info = "result[2]"}, tensor<4x4xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<3x10xcomplex<f64>> {jax.result_info = "result[4]"}) {
    %0 = call @fft(%arg0) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %1 = call @fft_0(%arg1) : (tensor<3x10xf64>) -> tensor<3x6xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = call @_pad(%1, %c) : (tensor<3x6xcomplex<f64>>, tensor<i64>) -> tensor<3x6xcomplex<f64>>
    %3 = call @fft_1(%2) : (tensor<3x6xcomplex<f64>>) -> tensor<3x10xf64>
    %4 = stablehlo.abs %arg0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<4x4xf64>
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %7 = stablehlo.dot_general %arg0, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %8 = stablehlo.convert %arg1 : (tensor<3x10xf64>) -> tensor<3x10xcomplex<f64>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x10xcomplex<f64>>
    %10 = stablehlo.multiply %9, %8 : tensor<3x10xcomplex<f64>>
    %11 = stablehlo.exponential %10 : tensor<3x10xcomplex<f64>>
    return %0, %3, %5, %7, %11 : tensor<4x4xcomplex<f64>>, tensor<3x10xf64>, tensor<4x4xf64>, tensor<4x4xcomplex<f64>>, tensor<3x10xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    return %0 : tensor<4x4xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<3x10xf64>) -> tensor<3x6xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [10] : (tensor<3x10xf64>) -> tensor<3x6xcomplex<f64>>
    return %0 : tensor<3x6xcomplex<f64>>
  }
  func.func private @_pad(%arg0: tensor<3x6xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<3x6xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x6xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x6xcomplex<f64>>
    return %1 : tensor<3x6xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<3x6xcomplex<f64>>) -> tensor<3x10xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [10] : (tensor<3x6xcomplex<f64>>) -> tensor<3x10xf64>
    return %0 : tensor<3x10xf64>
  }
}
