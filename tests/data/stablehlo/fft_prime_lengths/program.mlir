module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x97xcomplex<f32>>) -> (tensor<2x97xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x89xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<2x51xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = call @fft(%arg0) : (tensor<2x97xcomplex<f32>>) -> tensor<2x97xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:2, 0:89] : (tensor<2x97xcomplex<f32>>) -> tensor<2x89xcomplex<f32>>
    %2 = call @fft_0(%1) : (tensor<2x89xcomplex<f32>>) -> tensor<2x89xcomplex<f32>>
    %3 = stablehlo.real %arg0 : (tensor<2x97xcomplex<f32>>) -> tensor<2x97xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_pad(%3, %c) : (tensor<2x97xf32>, tensor<i32>) -> tensor<2x101xf32>
    %5 = call @fft_1(%4) : (tensor<2x101xf32>) -> tensor<2x51xcomplex<f32>>
    return %0, %2, %5 : tensor<2x97xcomplex<f32>>, tensor<2x89xcomplex<f32>>, tensor<2x51xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<2x97xcomplex<f32>>) -> tensor<2x97xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [97] : (tensor<2x97xcomplex<f32>>) -> tensor<2x97xcomplex<f32>>
    return %0 : tensor<2x97xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x89xcomplex<f32>>) -> tensor<2x89xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [89] : (tensor<2x89xcomplex<f32>>) -> tensor<2x89xcomplex<f32>>
    return %0 : tensor<2x89xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<2x97xf32>, %arg1: tensor<i32>) -> tensor<2x101xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 4], interior = [0, 0] : (tensor<2x97xf32>, tensor<f32>) -> tensor<2x101xf32>
    return %1 : tensor<2x101xf32>
  }
  func.func private @fft_1(%arg0: tensor<2x101xf32>) -> tensor<2x51xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [101] : (tensor<2x101xf32>) -> tensor<2x51xcomplex<f32>>
    return %0 : tensor<2x51xcomplex<f32>>
  }
}
