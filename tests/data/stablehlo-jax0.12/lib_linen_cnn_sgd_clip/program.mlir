module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<2x2x4x4xf32>, %arg4: tensor<3xf32>, %arg5: tensor<16x3xf32>, %arg6: tensor<4xf32>, %arg7: tensor<3x3x3x4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<2x2x4x4xf32>, %arg10: tensor<3xf32>, %arg11: tensor<16x3xf32>, %arg12: tensor<2x6x6x3xf32>, %arg13: tensor<2xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]['Conv_0']['bias']"}, tensor<3x3x3x4xf32> {jax.result_info = "result[0]['Conv_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['Conv_1']['bias']"}, tensor<2x2x4x4xf32> {jax.result_info = "result[0]['Conv_1']['kernel']"}, tensor<3xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<16x3xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][1][0].trace['Conv_0']['bias']"}, tensor<3x3x3x4xf32> {jax.result_info = "result[1][1][0].trace['Conv_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][1][0].trace['Conv_1']['bias']"}, tensor<2x2x4x4xf32> {jax.result_info = "result[1][1][0].trace['Conv_1']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][1][0].trace['Dense_0']['bias']"}, tensor<16x3xf32> {jax.result_info = "result[1][1][0].trace['Dense_0']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg12, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x6x6x4xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x6x6x4xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x6x6x4xf32>
    %4 = call @relu(%3) : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<2x6x6x4xf32>, tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%4, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %189 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<2x3x3x4xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3x3x4xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x3x3x4xf32>
    %11 = stablehlo.convolution(%10, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x3x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x2x4xf32>
    %12 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x2x2x4xf32>
    %14 = stablehlo.add %11, %13 : tensor<2x2x2x4xf32>
    %15 = call @relu_0(%14) : (tensor<2x2x2x4xf32>) -> tensor<2x2x2x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %17 = stablehlo.compare GT, %14, %16, FLOAT : (tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>) -> tensor<2x2x2x4xi1>
    %18 = stablehlo.reshape %15 : (tensor<2x2x2x4xf32>) -> tensor<2x16xf32>
    %19 = stablehlo.dot_general %18, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x3xf32>) -> tensor<2x3xf32>
    %20 = stablehlo.reshape %arg4 : (tensor<3xf32>) -> tensor<1x3xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %22 = stablehlo.add %19, %21 : tensor<2x3xf32>
    %23 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %24:2 = call @take_along_axis(%22, %23) : (tensor<2x3xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %25:2 = call @_take(%24#0, %c) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%22 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<2xf32>
    %29 = stablehlo.is_finite %28 : (tensor<2xf32>) -> tensor<2xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %31 = stablehlo.select %29, %28, %30 : tensor<2xi1>, tensor<2xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %34 = stablehlo.subtract %22, %33 : tensor<2x3xf32>
    %35 = stablehlo.exponential %34 : tensor<2x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %37 = stablehlo.abs %36 : tensor<2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %39 = stablehlo.compare GE, %36, %38, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %40 = stablehlo.log %37 : tensor<2xf32>
    %41 = stablehlo.add %40, %31 : tensor<2xf32>
    %42 = stablehlo.subtract %41, %25#0 : tensor<2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %44 = stablehlo.divide %43, %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %45 = stablehlo.divide %cst_10, %cst_11 : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %47 = stablehlo.negate %46 : tensor<2xf32>
    %48 = stablehlo.divide %46, %37 : tensor<2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %50 = stablehlo.select %39, %49, %48 : tensor<2xi1>, tensor<2xf32>
    %51 = stablehlo.select %39, %48, %49 : tensor<2xi1>, tensor<2xf32>
    %52 = stablehlo.negate %50 : tensor<2xf32>
    %53 = stablehlo.add %51, %52 : tensor<2xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %55 = stablehlo.multiply %54, %35 : tensor<2x3xf32>
    %56 = call @_take_1(%25#1, %47) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %57 = call @take_along_axis_2(%24#1, %56) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    %58 = stablehlo.add %55, %57 : tensor<2x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %60 = stablehlo.reshape %59 : (tensor<3xf32>) -> tensor<1x3xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x3xf32>) -> tensor<3xf32>
    %62 = stablehlo.dot_general %58, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x16xf32>) -> tensor<3x16xf32>
    %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %64 = stablehlo.dot_general %58, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<16x3xf32>) -> tensor<2x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x16xf32>) -> tensor<2x2x2x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %67 = stablehlo.select %17, %65, %66 : tensor<2x2x2x4xi1>, tensor<2x2x2x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.reshape %68 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %70 = stablehlo.reshape %69 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %71 = stablehlo.convolution(%10, %67) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x3x4xf32>, tensor<2x2x2x4xf32>) -> tensor<2x2x4x4xf32>
    %72 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<2x2x4x4xf32>
    %73 = stablehlo.convolution(%67, %72) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x3x3x4xf32>
    %cst_16 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x3x3x4xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x3x3x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.pad %75, %cst_17, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x7x7x4xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.reduce_window"(%76, %77) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %189 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<2x7x7x4xf32>, tensor<f32>) -> tensor<2x6x6x4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %80 = stablehlo.select %6, %78, %79 : tensor<2x6x6x4xi1>, tensor<2x6x6x4xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.reshape %81 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %84 = stablehlo.convolution(%arg12, %80) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x3xf32>, tensor<2x6x6x4xf32>) -> tensor<3x3x3x4xf32>
    %85 = chlo.square %83 : tensor<4xf32> -> tensor<4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %87 = chlo.square %86 : tensor<4xf32> -> tensor<4xf32>
    %88 = stablehlo.add %85, %87 : tensor<4xf32>
    %89 = chlo.square %84 : tensor<3x3x3x4xf32> -> tensor<3x3x3x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %91 = chlo.square %90 : tensor<3x3x3x4xf32> -> tensor<3x3x3x4xf32>
    %92 = stablehlo.add %89, %91 : tensor<3x3x3x4xf32>
    %93 = chlo.square %70 : tensor<4xf32> -> tensor<4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %95 = chlo.square %94 : tensor<4xf32> -> tensor<4xf32>
    %96 = stablehlo.add %93, %95 : tensor<4xf32>
    %97 = chlo.square %71 : tensor<2x2x4x4xf32> -> tensor<2x2x4x4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %99 = chlo.square %98 : tensor<2x2x4x4xf32> -> tensor<2x2x4x4xf32>
    %100 = stablehlo.add %97, %99 : tensor<2x2x4x4xf32>
    %101 = chlo.square %61 : tensor<3xf32> -> tensor<3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %103 = chlo.square %102 : tensor<3xf32> -> tensor<3xf32>
    %104 = stablehlo.add %101, %103 : tensor<3xf32>
    %105 = chlo.square %63 : tensor<16x3xf32> -> tensor<16x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %107 = chlo.square %106 : tensor<16x3xf32> -> tensor<16x3xf32>
    %108 = stablehlo.add %105, %107 : tensor<16x3xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%88 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%92 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%96 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%100 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%104 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%108 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.add %cst_33, %109 : tensor<f32>
    %116 = stablehlo.add %115, %110 : tensor<f32>
    %117 = stablehlo.add %116, %111 : tensor<f32>
    %118 = stablehlo.add %117, %112 : tensor<f32>
    %119 = stablehlo.add %118, %113 : tensor<f32>
    %120 = stablehlo.add %119, %114 : tensor<f32>
    %121 = stablehlo.sqrt %120 : tensor<f32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %122 = stablehlo.compare LT, %121, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %123 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %124 = stablehlo.divide %83, %123 : tensor<4xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<4xf32>
    %127 = stablehlo.select %122, %83, %126 : tensor<i1>, tensor<4xf32>
    %128 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %129 = stablehlo.divide %84, %128 : tensor<3x3x3x4xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<3x3x3x4xf32>
    %132 = stablehlo.select %122, %84, %131 : tensor<i1>, tensor<3x3x3x4xf32>
    %133 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %134 = stablehlo.divide %70, %133 : tensor<4xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<4xf32>
    %137 = stablehlo.select %122, %70, %136 : tensor<i1>, tensor<4xf32>
    %138 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %139 = stablehlo.divide %71, %138 : tensor<2x2x4x4xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<2x2x4x4xf32>
    %142 = stablehlo.select %122, %71, %141 : tensor<i1>, tensor<2x2x4x4xf32>
    %143 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %144 = stablehlo.divide %61, %143 : tensor<3xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<3xf32>
    %147 = stablehlo.select %122, %61, %146 : tensor<i1>, tensor<3xf32>
    %148 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %149 = stablehlo.divide %63, %148 : tensor<16x3xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<16x3xf32>
    %152 = stablehlo.select %122, %63, %151 : tensor<i1>, tensor<16x3xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %154 = stablehlo.multiply %153, %arg6 : tensor<4xf32>
    %155 = stablehlo.add %127, %154 : tensor<4xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %157 = stablehlo.multiply %156, %arg7 : tensor<3x3x3x4xf32>
    %158 = stablehlo.add %132, %157 : tensor<3x3x3x4xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %160 = stablehlo.multiply %159, %arg8 : tensor<4xf32>
    %161 = stablehlo.add %137, %160 : tensor<4xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %163 = stablehlo.multiply %162, %arg9 : tensor<2x2x4x4xf32>
    %164 = stablehlo.add %142, %163 : tensor<2x2x4x4xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %166 = stablehlo.multiply %165, %arg10 : tensor<3xf32>
    %167 = stablehlo.add %147, %166 : tensor<3xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %169 = stablehlo.multiply %168, %arg11 : tensor<16x3xf32>
    %170 = stablehlo.add %152, %169 : tensor<16x3xf32>
    %cst_47 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %172 = stablehlo.multiply %171, %155 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %174 = stablehlo.multiply %173, %158 : tensor<3x3x3x4xf32>
    %cst_49 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %176 = stablehlo.multiply %175, %161 : tensor<4xf32>
    %cst_50 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %178 = stablehlo.multiply %177, %164 : tensor<2x2x4x4xf32>
    %cst_51 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %180 = stablehlo.multiply %179, %167 : tensor<3xf32>
    %cst_52 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %182 = stablehlo.multiply %181, %170 : tensor<16x3xf32>
    %183 = stablehlo.add %arg0, %172 : tensor<4xf32>
    %184 = stablehlo.add %arg1, %174 : tensor<3x3x3x4xf32>
    %185 = stablehlo.add %arg2, %176 : tensor<4xf32>
    %186 = stablehlo.add %arg3, %178 : tensor<2x2x4x4xf32>
    %187 = stablehlo.add %arg4, %180 : tensor<3xf32>
    %188 = stablehlo.add %arg5, %182 : tensor<16x3xf32>
    return %183, %184, %185, %186, %187, %188, %155, %158, %161, %164, %167, %170, %44 : tensor<4xf32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<2x2x4x4xf32>, tensor<3xf32>, tensor<16x3xf32>, tensor<4xf32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<2x2x4x4xf32>, tensor<3xf32>, tensor<16x3xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x6x6x4xf32>
    return %1 : tensor<2x6x6x4xf32>
  }
  func.func private @relu_0(%arg0: tensor<2x2x2x4xf32>) -> tensor<2x2x2x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x2x2x4xf32>
    return %1 : tensor<2x2x2x4xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x3xf32>, %arg1: tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xf32>
    return %15, %5 : tensor<2x1xf32>, tensor<2x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x1xf32>, tensor<1xi32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2xi1>, tensor<2xf32>
    return %13, %3 : tensor<2xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_1(%arg0: tensor<1xi32>, %arg1: tensor<2xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
