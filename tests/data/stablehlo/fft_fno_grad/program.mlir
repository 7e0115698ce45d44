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
    %24 = stablehlo.subtract %23, %22 : tensor<2x4x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %26 = stablehlo.add %25, %22 : tensor<2x4x32xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<2x4x32xf32>
    %29 = stablehlo.multiply %11, %28 : tensor<2x4x32xf32>
    %30 = stablehlo.subtract %29, %arg3 : tensor<2x4x32xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2x4x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %33 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<2x4x32xf32>
    %36 = stablehlo.multiply %11, %35 : tensor<2x4x32xf32>
    %37 = stablehlo.multiply %35, %28 : tensor<2x4x32xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %39 = stablehlo.multiply %38, %36 : tensor<2x4x32xf32>
    %40 = stablehlo.multiply %39, %24 : tensor<2x4x32xf32>
    %41 = stablehlo.multiply %40, %22 : tensor<2x4x32xf32>
    %42 = stablehlo.add %40, %41 : tensor<2x4x32xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<2x4x32xf32>
    %45 = stablehlo.add %37, %44 : tensor<2x4x32xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %47 = stablehlo.multiply %46, %44 : tensor<2x4x32xf32>
    %48 = stablehlo.multiply %47, %16 : tensor<2x4x32xf32>
    %49 = stablehlo.add %45, %48 : tensor<2x4x32xf32>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1] : (tensor<2x4x32xf32>) -> tensor<2x32x4xf32>
    %51 = stablehlo.dot_general %50, %arg0, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4xf32>, tensor<2x4x32xf32>) -> tensor<4x4xf32>
    %52 = stablehlo.transpose %51, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %53 = call @fft_1(%49) : (tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>>
    %54 = call @_pad_3(%53) : (tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    %c_13 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %56 = stablehlo.compare GE, %5, %55, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %57 = stablehlo.compare LE, %5, %c_13, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %58 = stablehlo.and %56, %57 : tensor<1xi1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %59 = stablehlo.reduce(%58 init: %c_15) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %60 = "stablehlo.gather"(%54, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 4, 12>}> : (tensor<2x4x17xcomplex<f32>>, tensor<1xi32>) -> tensor<2x4x12xcomplex<f32>>
    %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i1>) -> tensor<2x4x12xi1>
    %cst_16 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x12xcomplex<f32>>
    %63 = stablehlo.select %61, %60, %62 : tensor<2x4x12xi1>, tensor<2x4x12xcomplex<f32>>
    %64 = stablehlo.transpose %63, dims = [2, 1, 0] : (tensor<2x4x12xcomplex<f32>>) -> tensor<12x4x2xcomplex<f32>>
    %65 = stablehlo.dot_general %64, %1, batching_dims = [0] x [2], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x4x2xcomplex<f32>>, tensor<2x4x12xcomplex<f32>>) -> tensor<12x4x4xcomplex<f32>>
    %66 = stablehlo.transpose %65, dims = [2, 1, 0] : (tensor<12x4x4xcomplex<f32>>) -> tensor<4x4x12xcomplex<f32>>
    return %66, %52 : tensor<4x4x12xcomplex<f32>>, tensor<4x4xf32>
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
    %0 = call @fft_2(%arg0) : (tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>>
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
  func.func private @fft_2(%arg0: tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [32] : (tensor<2x4x32xf32>) -> tensor<2x4x17xcomplex<f32>>
    return %0 : tensor<2x4x17xcomplex<f32>>
  }
  func.func private @_pad_3(%arg0: tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x17xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x17xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:2, 0:4, 0:17] : (tensor<2x4x17xcomplex<f32>>) -> tensor<2x4x17xcomplex<f32>>
    return %1 : tensor<2x4x17xcomplex<f32>>
  }
}
