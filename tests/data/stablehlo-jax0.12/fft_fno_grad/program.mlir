module @jit_fno_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x32xf32>, %arg1: tensor<4x4x12xcomplex<f32>>, %arg2: tensor<4x4xf32>, %arg3: tensor<2x4x32xf32>) -> (tensor<4x4x12xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}) {
    %0 = call @fft(%arg0) : (tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:2, 0:4, 0:12] : (tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x12xcomplex<f32>>
    %2 = stablehlo.dot_general %arg1, %1, batching_dims = [2] x [2], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x12xcomplex<f32>>, tensor<2x4x12xcomplex<f32>>) -> tensor<12x4x2xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [2, 1, 0] : (tensor<12x4x2xcomplex<f32>>) -> tensor<2x4x12xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.scatter"(%4, %5, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
      stablehlo.return %arg5 : tensor<complex<f32>>
    }) : (tensor<2x4x17xcomplex<f32>>, tensor<1xi32>, tensor<2x4x12xcomplex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_pad(%6, %c_0) : (tensor<2x4x17xcomplex<f32>>, tensor<i32>) -> tensor<2x4x17xcomplex<f32>>
    %8 = call @fft_0(%7) : (tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x32xf32>
    %9 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<4x4xf32>) -> tensor<2x32x4xf32>
    %10 = stablehlo.transpose %9, dims = [0, 2, 1] : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x4x32xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x4x32xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<2x4x32xf32>
    %14 = stablehlo.multiply %11, %11 : tensor<2x4x32xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<2x4x32xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %18 = stablehlo.multiply %17, %13 : tensor<2x4x32xf32>
    %19 = stablehlo.add %11, %18 : tensor<2x4x32xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<2x4x32xf32>
    %22 = stablehlo.tanh %21 : tensor<2x4x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %24 = stablehlo.add %23, %22 : tensor<2x4x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %26 = stablehlo.subtract %25, %22 : tensor<2x4x32xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<2x4x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %29 = stablehlo.add %28, %22 : tensor<2x4x32xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<2x4x32xf32>
    %32 = stablehlo.multiply %11, %31 : tensor<2x4x32xf32>
    %33 = stablehlo.subtract %32, %arg3 : tensor<2x4x32xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<2x4x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %36 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<2x4x32xf32>
    %39 = stablehlo.multiply %11, %38 : tensor<2x4x32xf32>
    %40 = stablehlo.multiply %38, %31 : tensor<2x4x32xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %42 = stablehlo.multiply %41, %39 : tensor<2x4x32xf32>
    %43 = stablehlo.multiply %42, %27 : tensor<2x4x32xf32>
    %cst_12 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<2x4x32xf32>
    %46 = stablehlo.add %40, %45 : tensor<2x4x32xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<2x4x32xf32>
    %49 = stablehlo.multiply %48, %16 : tensor<2x4x32xf32>
    %50 = stablehlo.add %46, %49 : tensor<2x4x32xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1] : (tensor<2x4x32xf32>) -> tensor<2x32x4xf32>
    %52 = stablehlo.dot_general %51, %arg0, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4xf32>, tensor<2x4x32xf32>) -> tensor<4x4xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %54 = call @fft_1(%50) : (tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>>
    %55 = call @_pad_2(%54) : (tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    %c_14 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %57 = stablehlo.compare GE, %5, %56, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %58 = stablehlo.compare LE, %5, %c_14, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %59 = stablehlo.and %57, %58 : tensor<1xi1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.reduce(%59 init: %c_16) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %61 = "stablehlo.gather"(%55, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 4, 12>}> : (tensor<2x4x17xcomplex<f32>>, tensor<1xi32>) -> tensor<2x4x12xcomplex<f32>>
    %62 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i1>) -> tensor<2x4x12xi1>
    %cst_17 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %63 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x12xcomplex<f32>>
    %64 = stablehlo.select %62, %61, %63 : tensor<2x4x12xi1>, tensor<2x4x12xcomplex<f32>>
    %65 = stablehlo.transpose %64, dims = [2, 1, 0] : (tensor<2x4x12xcomplex<f32>>) -> tensor<12x4x2xcomplex<f32>>
    %66 = stablehlo.dot_general %65, %1, batching_dims = [0] x [2], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x4x2xcomplex<f32>>, tensor<2x4x12xcomplex<f32>>) -> tensor<12x4x4xcomplex<f32>>
    %67 = stablehlo.transpose %66, dims = [2, 1, 0] : (tensor<12x4x4xcomplex<f32>>) -> tensor<4x4x12xcomplex<f32>>
    return %67, %53 : tensor<4x4x12xcomplex<f32>>, tensor<4x4xf32>
  }
  func.func private @fft(%arg0: tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [32] : (tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>>
    return %0 : tensor<2x4x17xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<2x4x17xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x4x17xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x17xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    return %1 : tensor<2x4x17xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x32xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [32] : (tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x32xf32>
    return %0 : tensor<2x4x32xf32>
  }
  func.func private @fft_1(%arg0: tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>> {
    %0 = call @fft(%arg0) : (tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<17xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %1, %2, %c : (tensor<17xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<17xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<16> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %3, %4, %c_2 : (tensor<17xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<17xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<17xcomplex<f32>>) -> tensor<1x1x17xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(3.125000e-02,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x17xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<1x1x17xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x17xcomplex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    %10 = stablehlo.multiply %9, %0 : tensor<2x4x17xcomplex<f32>>
    %11 = stablehlo.real %10 : (tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x17xf32>
    %12 = stablehlo.imag %10 : (tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x17xf32>
    %13 = stablehlo.negate %12 : tensor<2x4x17xf32>
    %14 = stablehlo.complex %11, %13 : tensor<2x4x17xcomplex<f32>>
    return %14 : tensor<2x4x17xcomplex<f32>>
  }
  func.func private @_pad_2(%arg0: tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x17xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x17xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:2, 0:4, 0:17] : (tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    return %1 : tensor<2x4x17xcomplex<f32>>
  }
}
