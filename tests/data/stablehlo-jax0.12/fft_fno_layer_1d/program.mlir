module @jit_spectral_conv_1d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x64xf32>, %arg1: tensor<4x5x12xcomplex<f32>>, %arg2: tensor<4x5xf32>) -> (tensor<2x5x64xf32> {jax.result_info = "result"}) {
    %0 = call @fft(%arg0) : (tensor<2x4x64xf32>) -> tensor<2x4x33xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:2, 0:4, 0:12] : (tensor<2x4x33xcomplex<f32>>) -> tensor<2x4x12xcomplex<f32>>
    %2 = stablehlo.dot_general %arg1, %1, batching_dims = [2] x [2], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x5x12xcomplex<f32>>, tensor<2x4x12xcomplex<f32>>) -> tensor<12x5x2xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [2, 1, 0] : (tensor<12x5x2xcomplex<f32>>) -> tensor<2x5x12xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x5x33xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.scatter"(%4, %5, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      stablehlo.return %arg4 : tensor<complex<f32>>
    }) : (tensor<2x5x33xcomplex<f32>>, tensor<1xi32>, tensor<2x5x12xcomplex<f32>>) -> tensor<2x5x33xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_pad(%6, %c_0) : (tensor<2x5x33xcomplex<f32>>, tensor<i32>) -> tensor<2x5x33xcomplex<f32>>
    %8 = call @fft_0(%7) : (tensor<2x5x33xcomplex<f32>>) -> tensor<2x5x64xf32>
    %9 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x64xf32>, tensor<4x5xf32>) -> tensor<2x64x5xf32>
    %10 = stablehlo.transpose %9, dims = [0, 2, 1] : (tensor<2x64x5xf32>) -> tensor<2x5x64xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x5x64xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x5x64xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<2x5x64xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x5x64xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<2x5x64xf32>
    %16 = stablehlo.add %11, %15 : tensor<2x5x64xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x5x64xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2x5x64xf32>
    %19 = stablehlo.tanh %18 : tensor<2x5x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x5x64xf32>
    %21 = stablehlo.add %20, %19 : tensor<2x5x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x5x64xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<2x5x64xf32>
    %24 = stablehlo.multiply %11, %23 : tensor<2x5x64xf32>
    return %24 : tensor<2x5x64xf32>
  }
  func.func private @fft(%arg0: tensor<2x4x64xf32>) -> tensor<2x4x33xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64] : (tensor<2x4x64xf32>) -> tensor<2x4x33xcomplex<f32>>
    return %0 : tensor<2x4x33xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<2x5x33xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x5x33xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x5x33xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x5x33xcomplex<f32>>
    return %1 : tensor<2x5x33xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x5x33xcomplex<f32>>) -> tensor<2x5x64xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64] : (tensor<2x5x33xcomplex<f32>>) -> tensor<2x5x64xf32>
    return %0 : tensor<2x5x64xf32>
  }
}
