module @jit_transforms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xcomplex<f32>>, %arg1: tensor<3x16xf32>) -> (tensor<4x16xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x16xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4x13xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<3x9xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<3x16xf32> {jax.result_info = "result[4]"}, tensor<4x15xf32> {jax.result_info = "result[5]"}, tensor<4x20xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[7]"}) {
    %0 = call @fft(%arg0) : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    %1 = call @fft_0(%arg0) : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    %2 = stablehlo.slice %arg0 [0:4, 0:13] : (tensor<4x16xcomplex<f32>>) -> tensor<4x13xcomplex<f32>>
    %3 = call @fft_1(%2) : (tensor<4x13xcomplex<f32>>) -> tensor<4x13xcomplex<f32>>
    %4 = call @fft_2(%arg1) : (tensor<3x16xf32>) -> tensor<3x9xcomplex<f32>>
    %5 = call @fft_2(%arg1) : (tensor<3x16xf32>) -> tensor<3x9xcomplex<f32>>
    %6 = call @fft_3(%5) : (tensor<3x9xcomplex<f32>>) -> tensor<3x16xf32>
    %7 = stablehlo.slice %arg0 [0:4, 0:9] : (tensor<4x16xcomplex<f32>>) -> tensor<4x9xcomplex<f32>>
    %8 = stablehlo.slice %7 [0:4, 0:8] : (tensor<4x9xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_pad(%8, %c) : (tensor<4x8xcomplex<f32>>, tensor<i32>) -> tensor<4x8xcomplex<f32>>
    %10 = call @fft_4(%9) : (tensor<4x8xcomplex<f32>>) -> tensor<4x15xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @_pad_5(%arg0, %c_0) : (tensor<4x16xcomplex<f32>>, tensor<i32>) -> tensor<4x20xcomplex<f32>>
    %12 = call @fft_6(%11) : (tensor<4x20xcomplex<f32>>) -> tensor<4x20xcomplex<f32>>
    %13 = stablehlo.slice %arg1 [0:3, 0:11] : (tensor<3x16xf32>) -> tensor<3x11xf32>
    %14 = stablehlo.slice %13 [0:3, 0:7] : (tensor<3x11xf32>) -> tensor<3x7xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_pad_7(%14, %c_1) : (tensor<3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
    %16 = call @fft_8(%15) : (tensor<3x7xf32>) -> tensor<3x4xcomplex<f32>>
    return %0, %1, %3, %4, %6, %10, %12, %16 : tensor<4x16xcomplex<f32>>, tensor<4x16xcomplex<f32>>, tensor<4x13xcomplex<f32>>, tensor<3x9xcomplex<f32>>, tensor<3x16xf32>, tensor<4x15xf32>, tensor<4x20xcomplex<f32>>, tensor<3x4xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    return %0 : tensor<4x16xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
    return %0 : tensor<4x16xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<4x13xcomplex<f32>>) -> tensor<4x13xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [13] : (tensor<4x13xcomplex<f32>>) -> tensor<4x13xcomplex<f32>>
    return %0 : tensor<4x13xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<3x16xf32>) -> tensor<3x9xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<3x16xf32>) -> tensor<3x9xcomplex<f32>>
    return %0 : tensor<3x9xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<3x9xcomplex<f32>>) -> tensor<3x16xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [16] : (tensor<3x9xcomplex<f32>>) -> tensor<3x16xf32>
    return %0 : tensor<3x16xf32>
  }
  func.func private @_pad(%arg0: tensor<4x8xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<4x8xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x8xcomplex<f32>>
    return %1 : tensor<4x8xcomplex<f32>>
  }
  func.func private @fft_4(%arg0: tensor<4x8xcomplex<f32>>) -> tensor<4x15xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [15] : (tensor<4x8xcomplex<f32>>) -> tensor<4x15xf32>
    return %0 : tensor<4x15xf32>
  }
  func.func private @_pad_5(%arg0: tensor<4x16xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<4x20xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<4x16xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x20xcomplex<f32>>
    return %1 : tensor<4x20xcomplex<f32>>
  }
  func.func private @fft_6(%arg0: tensor<4x20xcomplex<f32>>) -> tensor<4x20xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [20] : (tensor<4x20xcomplex<f32>>) -> tensor<4x20xcomplex<f32>>
    return %0 : tensor<4x20xcomplex<f32>>
  }
  func.func private @_pad_7(%arg0: tensor<3x7xf32>, %arg1: tensor<i32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @fft_8(%arg0: tensor<3x7xf32>) -> tensor<3x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [7] : (tensor<3x7xf32>) -> tensor<3x4xcomplex<f32>>
    return %0 : tensor<3x4xcomplex<f32>>
  }
}
