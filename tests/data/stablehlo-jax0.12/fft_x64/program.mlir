module @jit_x64_case attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f64>>, %arg1: tensor<3x10xf64>) -> (tensor<4x4xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<3x10xf64> {jax.result_info = "result[1]"}, tensor<4x4xf64> {jax.result_info = "result[2]"}, tensor<4x4xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<3x10xcomplex<f64>> {jax.result_info = "result[4]"}) {
    %0 = call @fft(%arg0) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %1 = call @fft_0(%arg1) : (tensor<3x10xf64>) -> tensor<3x6xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = call @_pad(%1, %c) : (tensor<3x6xcomplex<f64>>, tensor<i64>) -> tensor<3x6xcomplex<f64>>
    %3 = call @fft_1(%2) : (tensor<3x6xcomplex<f64>>) -> tensor<3x10xf64>
    %4 = stablehlo.real %arg0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %5 = stablehlo.imag %arg0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %6 = stablehlo.abs %4 : tensor<4x4xf64>
    %7 = stablehlo.abs %5 : tensor<4x4xf64>
    %8 = stablehlo.maximum %6, %7 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<6.7039039649712985E+153> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %cst_0 = stablehlo.constant dense<1.4901161193847656E-8> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %12 = stablehlo.compare LE, %8, %11, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<2.2227587494850775E-162> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %cst_2 = stablehlo.constant dense<4.4989137945431964E+161> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %16 = stablehlo.multiply %4, %13 : tensor<4x4xf64>
    %17 = stablehlo.multiply %4, %14 : tensor<4x4xf64>
    %18 = stablehlo.select %12, %17, %4 : tensor<4x4xi1>, tensor<4x4xf64>
    %19 = stablehlo.select %10, %16, %18 : tensor<4x4xi1>, tensor<4x4xf64>
    %20 = stablehlo.multiply %5, %13 : tensor<4x4xf64>
    %21 = stablehlo.multiply %5, %14 : tensor<4x4xf64>
    %22 = stablehlo.select %12, %21, %5 : tensor<4x4xi1>, tensor<4x4xf64>
    %23 = stablehlo.select %10, %20, %22 : tensor<4x4xi1>, tensor<4x4xf64>
    %24 = stablehlo.select %12, %13, %15 : tensor<4x4xi1>, tensor<4x4xf64>
    %25 = stablehlo.select %10, %14, %24 : tensor<4x4xi1>, tensor<4x4xf64>
    %26 = chlo.square %19 : tensor<4x4xf64> -> tensor<4x4xf64>
    %27 = chlo.square %23 : tensor<4x4xf64> -> tensor<4x4xf64>
    %28 = stablehlo.add %26, %27 : tensor<4x4xf64>
    %29 = stablehlo.sqrt %28 : tensor<4x4xf64>
    %30 = stablehlo.multiply %29, %25 : tensor<4x4xf64>
    %cst_4 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %32 = stablehlo.compare EQ, %6, %31, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %33 = stablehlo.compare EQ, %7, %31, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %34 = stablehlo.or %32, %33 : tensor<4x4xi1>
    %35 = stablehlo.select %34, %31, %30 : tensor<4x4xi1>, tensor<4x4xf64>
    %36 = stablehlo.divide %19, %29 : tensor<4x4xf64>
    %37 = stablehlo.divide %23, %29 : tensor<4x4xf64>
    %38 = stablehlo.multiply %35, %35 : tensor<4x4xf64>
    %39 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %40 = stablehlo.dot_general %arg0, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %41 = stablehlo.convert %arg1 : (tensor<3x10xf64>) -> tensor<3x10xcomplex<f64>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<3x10xcomplex<f64>>
    %43 = stablehlo.multiply %42, %41 : tensor<3x10xcomplex<f64>>
    %44 = stablehlo.exponential %43 : tensor<3x10xcomplex<f64>>
    return %0, %3, %38, %40, %44 : tensor<4x4xcomplex<f64>>, tensor<3x10xf64>, tensor<4x4xf64>, tensor<4x4xcomplex<f64>>, tensor<3x10xcomplex<f64>>
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
