module @jit_gpt_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xi32>, %arg1: tensor<16x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8x24xf32>, %arg6: tensor<8x8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<16x8xf32>) -> (tensor<2x4x8xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg1, %arg0) : (tensor<16x8xf32>, tensor<2x4xi32>) -> tensor<2x4x8xf32>
    %1 = stablehlo.slice %arg2 [0:4, 0:8] : (tensor<8x8xf32>) -> tensor<4x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<2x4x8xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x4x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x4x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<2x4x8xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<2x4x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x4x1xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %17 = stablehlo.subtract %4, %16 : tensor<2x4x8xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<2x4x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<2x4x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<2x4x8xf32>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<2x4x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %28 = stablehlo.add %25, %27 : tensor<2x4x8xf32>
    %29 = stablehlo.dot_general %28, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x24xf32>) -> tensor<2x4x24xf32>
    %30 = stablehlo.slice %29 [0:2, 0:4, 0:8] : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %31 = stablehlo.slice %29 [0:2, 0:4, 8:16] : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %32 = stablehlo.slice %29 [0:2, 0:4, 16:24] : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %33 = stablehlo.dot_general %30, %31, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x4xf32>
    %cst_4 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %35 = stablehlo.divide %33, %34 : tensor<2x4x4xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %37 = call @tril(%36) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %38 = call @_where_0(%37, %35, %cst_5) : (tensor<4x4xi1>, tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_6) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %41 = stablehlo.maximum %40, %39 : tensor<2x4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<2x4x4xf32>
    %45 = stablehlo.exponential %44 : tensor<2x4x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
    %49 = stablehlo.divide %45, %48 : tensor<2x4x4xf32>
    %50 = stablehlo.dot_general %49, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %51 = stablehlo.dot_general %50, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %52 = stablehlo.add %4, %51 : tensor<2x4x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %56 = stablehlo.divide %54, %55 : tensor<2x4x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %58 = stablehlo.subtract %52, %57 : tensor<2x4x8xf32>
    %59 = stablehlo.multiply %58, %58 : tensor<2x4x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<2x4x1xf32>
    %64 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %65 = stablehlo.subtract %52, %64 : tensor<2x4x8xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %67 = stablehlo.add %63, %66 : tensor<2x4x1xf32>
    %68 = stablehlo.rsqrt %67 : tensor<2x4x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %70 = stablehlo.multiply %65, %69 : tensor<2x4x8xf32>
    %71 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<2x4x8xf32>
    %74 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %76 = stablehlo.add %73, %75 : tensor<2x4x8xf32>
    %77 = stablehlo.dot_general %76, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %78 = stablehlo.multiply %77, %77 : tensor<2x4x16xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<2x4x16xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<2x4x16xf32>
    %82 = stablehlo.add %77, %81 : tensor<2x4x16xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<2x4x16xf32>
    %85 = stablehlo.tanh %84 : tensor<2x4x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %87 = stablehlo.add %86, %85 : tensor<2x4x16xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<2x4x16xf32>
    %90 = stablehlo.multiply %77, %89 : tensor<2x4x16xf32>
    %91 = stablehlo.dot_general %90, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<16x8xf32>) -> tensor<2x4x8xf32>
    %92 = stablehlo.add %52, %91 : tensor<2x4x8xf32>
    return %92 : tensor<2x4x8xf32>
  }
  func.func private @_take(%arg0: tensor<16x8xf32>, %arg1: tensor<2x4xi32>) -> tensor<2x4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x4xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x4x1xi1>, tensor<i1>) -> tensor<2x4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x4xi1>) -> tensor<2x4x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x4x8xi1>, tensor<2x4x8xf32>
    return %16 : tensor<2x4x8xf32>
  }
  func.func private @_where(%arg0: tensor<2x4xi1>, %arg1: tensor<2x4xi32>, %arg2: tensor<2x4xi32>) -> tensor<2x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x4xi1>, tensor<2x4xi32>
    return %0 : tensor<2x4xi32>
  }
  func.func private @tril(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x4xi1>, %arg1: tensor<2x4x4xf32>, %arg2: tensor<f32>) -> tensor<2x4x4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    return %3 : tensor<2x4x4xf32>
  }
}
