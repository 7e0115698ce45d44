module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8x8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8x8xf32>, %arg10: tensor<2x5x8xf32>) -> (tensor<2x5x8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]['layer_norm']['offset']"}, tensor<8xf32> {jax.result_info = "result[1]['layer_norm']['scale']"}, tensor<8x8xf32> {jax.result_info = "result[1]['multi_head_attention/key']['w']"}, tensor<8xf32> {jax.result_info = "result[1]['multi_head_attention/linear']['b']"}, tensor<8x8xf32> {jax.result_info = "result[1]['multi_head_attention/linear']['w']"}, tensor<8xf32> {jax.result_info = "result[1]['multi_head_attention/query']['b']"}, tensor<8x8xf32> {jax.result_info = "result[1]['multi_head_attention/query']['w']"}, tensor<8xf32> {jax.result_info = "result[1]['multi_head_attention/value']['b']"}, tensor<8x8xf32> {jax.result_info = "result[1]['multi_head_attention/value']['w']"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x1x5x5xi1>
    %1 = call @tril(%0) : (tensor<1x1x5x5xi1>) -> tensor<1x1x5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x5x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_var(%arg10, %c_1) : (tensor<2x5x8xf32>, tensor<i32>) -> tensor<2x5x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x5x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x5x1xf32>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x5x8xf32>
    %14 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %15 = stablehlo.subtract %arg10, %14 : tensor<2x5x8xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x5x8xf32>
    %17 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x5x8xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x5x8xf32>
    %20 = stablehlo.dot_general %19, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %21 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x5x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %24 = stablehlo.dot_general %19, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %25 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %26 = stablehlo.add %24, %25 : tensor<2x5x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %28 = stablehlo.dot_general %19, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %29 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %30 = stablehlo.add %28, %29 : tensor<2x5x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %32 = stablehlo.dot_general %23, %27, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x5x2x4xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x5xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %34 = stablehlo.divide %32, %33 : tensor<2x2x5x5xf32>
    %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %35:2 = call @_where_0(%1, %34, %cst_4) : (tensor<1x1x5x5xi1>, tensor<2x2x5x5xf32>, tensor<f32>) -> (tensor<2x2x5x5xf32>, tensor<2x2x5x5xi1>)
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%35#0 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x5xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<2x2x5xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %41 = stablehlo.subtract %35#0, %40 : tensor<2x2x5x5xf32>
    %42 = stablehlo.exponential %41 : tensor<2x2x5x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %46 = stablehlo.divide %42, %45 : tensor<2x2x5x5xf32>
    %47 = stablehlo.multiply %44, %44 : tensor<2x2x5x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2x5x1xf32>
    %49 = stablehlo.divide %48, %47 : tensor<2x2x5x1xf32>
    %50 = stablehlo.dot_general %31, %46, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x5x2x4xf32>, tensor<2x2x5x5xf32>) -> tensor<2x2x4x5xf32>
    %51 = stablehlo.transpose %50, dims = [0, 3, 1, 2] : (tensor<2x2x4x5xf32>) -> tensor<2x5x2x4xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %53 = stablehlo.dot_general %52, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %54 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<8xf32>) -> tensor<2x5x8xf32>
    %55 = stablehlo.add %53, %54 : tensor<2x5x8xf32>
    %56 = stablehlo.add %arg10, %55 : tensor<2x5x8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x5x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %59 = stablehlo.dot_general %57, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %60 = stablehlo.transpose %59, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %61 = stablehlo.dot_general %57, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x5x8xf32>) -> tensor<2x5x2x4xf32>
    %63 = stablehlo.transpose %62, dims = [0, 2, 3, 1] : (tensor<2x5x2x4xf32>) -> tensor<2x2x4x5xf32>
    %64 = stablehlo.dot_general %63, %31, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x5xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x5xf32>
    %65 = stablehlo.dot_general %63, %46, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x5xf32>, tensor<2x2x5x5xf32>) -> tensor<2x2x4x5xf32>
    %66 = stablehlo.transpose %65, dims = [0, 3, 1, 2] : (tensor<2x2x4x5xf32>) -> tensor<2x5x2x4xf32>
    %67 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<2x2x5x5xf32>
    %69 = stablehlo.multiply %68, %42 : tensor<2x2x5x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %72 = stablehlo.negate %71 : tensor<2x2x5x1xf32>
    %73 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %74 = stablehlo.divide %64, %73 : tensor<2x2x5x5xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%72 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x1xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x5xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x2x5x5xf32>
    %78 = stablehlo.multiply %77, %42 : tensor<2x2x5x5xf32>
    %79 = call @_where_1(%35#1, %78) : (tensor<2x2x5x5xi1>, tensor<2x2x5x5xf32>) -> tensor<2x2x5x5xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %81 = stablehlo.divide %79, %80 : tensor<2x2x5x5xf32>
    %82 = stablehlo.dot_general %81, %23, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x5x5xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %84 = stablehlo.dot_general %81, %27, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x5x5xf32>, tensor<2x5x2x4xf32>) -> tensor<2x2x5x4xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] : (tensor<2x2x5x4xf32>) -> tensor<2x5x2x4xf32>
    %86 = stablehlo.reshape %66 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.dot_general %86, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %90 = stablehlo.dot_general %86, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %91 = stablehlo.reshape %83 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %92 = stablehlo.dot_general %91, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %94 = stablehlo.dot_general %91, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %95 = stablehlo.add %90, %94 : tensor<2x5x8xf32>
    %96 = stablehlo.reshape %85 : (tensor<2x5x2x4xf32>) -> tensor<2x5x8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.dot_general %96, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %99 = stablehlo.transpose %98, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %100 = stablehlo.dot_general %96, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %101 = stablehlo.add %95, %100 : tensor<2x5x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %103 = stablehlo.reshape %102 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %105 = stablehlo.multiply %101, %15 : tensor<2x5x8xf32>
    %106 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<2x5x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    return %56, %104, %110, %93, %58, %60, %97, %99, %87, %89 : tensor<2x5x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>
  }
  func.func private @tril(%arg0: tensor<1x1x5x5xi1>) -> tensor<1x1x5x5xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2, 3] : (tensor<5x5xi1>) -> tensor<1x1x5x5xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<1x1x5x5xi1>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<1x1x5x5xi1>, tensor<1x1x5x5xi1>
    return %7 : tensor<1x1x5x5xi1>
  }
  func.func private @_var(%arg0: tensor<2x5x8xf32>, %arg1: tensor<i32>) -> tensor<2x5x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x5x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x5x8xf32>
    %6 = chlo.square %5 : tensor<2x5x8xf32> -> tensor<2x5x8xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x5x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5x1xf32>
    return %14 : tensor<2x5x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x5x1xf32>, %arg2: tensor<f32>) -> tensor<2x5x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x5x1xf32>
    return %2 : tensor<2x5x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x1x5x5xi1>, %arg1: tensor<2x2x5x5xf32>, %arg2: tensor<f32>) -> (tensor<2x2x5x5xf32>, tensor<2x2x5x5xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x5x5xi1>) -> tensor<2x2x5x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x5x5xi1>, tensor<2x2x5x5xf32>
    return %3, %1 : tensor<2x2x5x5xf32>, tensor<2x2x5x5xi1>
  }
  func.func private @_where_1(%arg0: tensor<2x2x5x5xi1>, %arg1: tensor<2x2x5x5xf32>) -> tensor<2x2x5x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x5x5xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x5x5xi1>, tensor<2x2x5x5xf32>
    return %1 : tensor<2x2x5x5xf32>
  }
}
