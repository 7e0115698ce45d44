module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<5x8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x8xf32>, %arg5: tensor<2xf32>, %arg6: tensor<8x2xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<i32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<5x8xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8x8xf32>, %arg17: tensor<2xf32>, %arg18: tensor<8x2xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<5x8xf32>, %arg24: tensor<8xf32>, %arg25: tensor<8x8xf32>, %arg26: tensor<2xf32>, %arg27: tensor<8x2xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8xf32>, %arg30: tensor<6x5xf32>, %arg31: tensor<6x2xf32>, %arg32: tensor<2xui32>) -> (tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, tensor<5x8xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<8x8xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<2xf32> {jax.result_info = "result[0]['Dense_2']['bias']"}, tensor<8x2xf32> {jax.result_info = "result[0]['Dense_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['LayerNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['LayerNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_0']['var']"}, tensor<i32> {jax.result_info = "result[2][0].count"}, tensor<8xf32> {jax.result_info = "result[2][0].mu['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].mu['BatchNorm_0']['scale']"}, tensor<5x8xf32> {jax.result_info = "result[2][0].mu['Dense_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[2][0].mu['Dense_1']['bias']"}, tensor<8x8xf32> {jax.result_info = "result[2][0].mu['Dense_1']['kernel']"}, tensor<2xf32> {jax.result_info = "result[2][0].mu['Dense_2']['bias']"}, tensor<8x2xf32> {jax.result_info = "result[2][0].mu['Dense_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[2][0].mu['LayerNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].mu['LayerNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[2][0].nu['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].nu['BatchNorm_0']['scale']"}, tensor<5x8xf32> {jax.result_info = "result[2][0].nu['Dense_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[2][0].nu['Dense_1']['bias']"}, tensor<8x8xf32> {jax.result_info = "result[2][0].nu['Dense_1']['kernel']"}, tensor<2xf32> {jax.result_info = "result[2][0].nu['Dense_2']['bias']"}, tensor<8x2xf32> {jax.result_info = "result[2][0].nu['Dense_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[2][0].nu['LayerNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].nu['LayerNorm_0']['scale']"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<6x2xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg30, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x5xf32>, tensor<5x8xf32>) -> tensor<6x8xf32>
    %1 = chlo.square %0 : tensor<6x8xf32> -> tensor<6x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<6x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %10 = chlo.square %6 : tensor<8xf32> -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<8xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.compare GT, %13, %16, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.compare EQ, %13, %18, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.select %19, %22, %21 : tensor<8xi1>, tensor<8xf32>
    %24 = stablehlo.select %17, %20, %23 : tensor<8xi1>, tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.multiply %25, %arg9 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.multiply %27, %6 : tensor<8xf32>
    %29 = stablehlo.add %26, %28 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.multiply %30, %arg10 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.multiply %32, %15 : tensor<8xf32>
    %34 = stablehlo.add %31, %33 : tensor<8xf32>
    %35 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %36 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<6x8xf32>
    %38 = stablehlo.subtract %0, %37 : tensor<6x8xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %40 = stablehlo.add %36, %39 : tensor<1x8xf32>
    %41 = stablehlo.rsqrt %40 : tensor<1x8xf32>
    %42 = stablehlo.divide %41, %40 : tensor<1x8xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<1x8xf32>
    %45 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x8xf32>
    %46 = stablehlo.multiply %41, %45 : tensor<1x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<6x8xf32>
    %48 = stablehlo.multiply %38, %47 : tensor<6x8xf32>
    %49 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<6x8xf32>
    %51 = stablehlo.add %48, %50 : tensor<6x8xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<6x8xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<6x8xf32>
    %54 = stablehlo.multiply %51, %51 : tensor<6x8xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<6x8xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %58 = stablehlo.multiply %57, %53 : tensor<6x8xf32>
    %59 = stablehlo.add %51, %58 : tensor<6x8xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<6x8xf32>
    %62 = stablehlo.tanh %61 : tensor<6x8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %64 = stablehlo.add %63, %62 : tensor<6x8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %66 = stablehlo.subtract %65, %62 : tensor<6x8xf32>
    %67 = stablehlo.multiply %64, %66 : tensor<6x8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %69 = stablehlo.add %68, %62 : tensor<6x8xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<6x8xf32>
    %72 = stablehlo.multiply %51, %71 : tensor<6x8xf32>
    %73 = stablehlo.dot_general %72, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x8xf32>, tensor<8x8xf32>) -> tensor<6x8xf32>
    %74 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<6x8xf32>
    %76 = stablehlo.add %73, %75 : tensor<6x8xf32>
    %77 = chlo.square %76 : tensor<6x8xf32> -> tensor<6x8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %79 = stablehlo.multiply %78, %76 : tensor<6x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%76 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<6x8xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_26 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %82 = stablehlo.divide %80, %81 : tensor<6xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%77 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<6x8xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_28 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %85 = stablehlo.divide %83, %84 : tensor<6xf32>
    %86 = chlo.square %82 : tensor<6xf32> -> tensor<6xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %88 = stablehlo.multiply %87, %82 : tensor<6xf32>
    %89 = stablehlo.subtract %85, %86 : tensor<6xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %91 = stablehlo.maximum %90, %89 : tensor<6xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %93 = stablehlo.compare GT, %89, %92, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %95 = stablehlo.compare EQ, %89, %94, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %99 = stablehlo.select %95, %98, %97 : tensor<6xi1>, tensor<6xf32>
    %100 = stablehlo.select %93, %96, %99 : tensor<6xi1>, tensor<6xf32>
    %101 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %102 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x8xf32>
    %104 = stablehlo.subtract %76, %103 : tensor<6x8xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %106 = stablehlo.add %102, %105 : tensor<6x1xf32>
    %107 = stablehlo.rsqrt %106 : tensor<6x1xf32>
    %108 = stablehlo.divide %107, %106 : tensor<6x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<6x1xf32>
    %111 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x8xf32>
    %112 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x8xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<6x8xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<6x8xf32>
    %115 = stablehlo.multiply %104, %114 : tensor<6x8xf32>
    %116 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<1x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<6x8xf32>
    %118 = stablehlo.add %115, %117 : tensor<6x8xf32>
    %119 = stablehlo.multiply %118, %118 : tensor<6x8xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<6x8xf32>
    %121 = stablehlo.multiply %118, %118 : tensor<6x8xf32>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<6x8xf32>
    %cst_39 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %125 = stablehlo.multiply %124, %120 : tensor<6x8xf32>
    %126 = stablehlo.add %118, %125 : tensor<6x8xf32>
    %cst_40 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<6x8xf32>
    %129 = stablehlo.tanh %128 : tensor<6x8xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %131 = stablehlo.add %130, %129 : tensor<6x8xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %133 = stablehlo.subtract %132, %129 : tensor<6x8xf32>
    %134 = stablehlo.multiply %131, %133 : tensor<6x8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %136 = stablehlo.add %135, %129 : tensor<6x8xf32>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<6x8xf32>
    %139 = stablehlo.multiply %118, %138 : tensor<6x8xf32>
    %c = stablehlo.constant dense<2711844646> : tensor<ui32>
    %140 = call @_threefry_fold_in(%arg32, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_45 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %141 = call @_bernoulli(%140, %cst_45) : (tensor<2xui32>, tensor<f32>) -> tensor<6x8xi1>
    %cst_46 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %143 = stablehlo.divide %139, %142 : tensor<6x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %145 = stablehlo.select %141, %143, %144 : tensor<6x8xi1>, tensor<6x8xf32>
    %146 = stablehlo.dot_general %145, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x8xf32>, tensor<8x2xf32>) -> tensor<6x2xf32>
    %147 = stablehlo.reshape %arg5 : (tensor<2xf32>) -> tensor<1x2xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<6x2xf32>
    %149 = stablehlo.add %146, %148 : tensor<6x2xf32>
    %150 = stablehlo.subtract %149, %arg31 : tensor<6x2xf32>
    %151 = stablehlo.multiply %150, %150 : tensor<6x2xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %153 = stablehlo.multiply %152, %150 : tensor<6x2xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%151 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_50 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %155 = stablehlo.divide %154, %cst_50 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %156 = stablehlo.divide %cst_51, %cst_52 : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %158 = stablehlo.multiply %157, %153 : tensor<6x2xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<6x2xf32>, tensor<f32>) -> tensor<2xf32>
    %160 = stablehlo.reshape %159 : (tensor<2xf32>) -> tensor<1x2xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x2xf32>) -> tensor<2xf32>
    %162 = stablehlo.dot_general %158, %145, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x2xf32>, tensor<6x8xf32>) -> tensor<2x8xf32>
    %163 = stablehlo.transpose %162, dims = [1, 0] : (tensor<2x8xf32>) -> tensor<8x2xf32>
    %164 = stablehlo.dot_general %158, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x2xf32>, tensor<8x2xf32>) -> tensor<6x8xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %166 = stablehlo.select %141, %164, %165 : tensor<6x8xi1>, tensor<6x8xf32>
    %cst_55 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %168 = stablehlo.divide %166, %167 : tensor<6x8xf32>
    %169 = stablehlo.multiply %118, %168 : tensor<6x8xf32>
    %170 = stablehlo.multiply %168, %138 : tensor<6x8xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %172 = stablehlo.multiply %171, %169 : tensor<6x8xf32>
    %173 = stablehlo.multiply %172, %134 : tensor<6x8xf32>
    %cst_57 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<6x8xf32>
    %176 = stablehlo.add %170, %175 : tensor<6x8xf32>
    %cst_58 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %178 = stablehlo.multiply %177, %175 : tensor<6x8xf32>
    %179 = stablehlo.multiply %178, %123 : tensor<6x8xf32>
    %180 = stablehlo.add %176, %179 : tensor<6x8xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %182 = stablehlo.reshape %181 : (tensor<8xf32>) -> tensor<1x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<1x8xf32>) -> tensor<8xf32>
    %184 = stablehlo.multiply %104, %180 : tensor<6x8xf32>
    %185 = stablehlo.multiply %180, %114 : tensor<6x8xf32>
    %186 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x8xf32>
    %187 = stablehlo.multiply %186, %184 : tensor<6x8xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %189 = stablehlo.reshape %188 : (tensor<8xf32>) -> tensor<1x8xf32>
    %190 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<6x8xf32>
    %191 = stablehlo.multiply %184, %190 : tensor<6x8xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_61) applies stablehlo.add across dimensions = [1] : (tensor<6x8xf32>, tensor<f32>) -> tensor<6xf32>
    %193 = stablehlo.reshape %192 : (tensor<6xf32>) -> tensor<6x1xf32>
    %194 = stablehlo.reshape %189 : (tensor<1x8xf32>) -> tensor<8xf32>
    %195 = stablehlo.multiply %193, %110 : tensor<6x1xf32>
    %196 = stablehlo.negate %185 : tensor<6x8xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<6x8xf32>, tensor<f32>) -> tensor<6xf32>
    %198 = stablehlo.reshape %197 : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%195 init: %cst_63) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%198 init: %cst_64) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
    %201 = stablehlo.multiply %199, %100 : tensor<6xf32>
    %202 = stablehlo.negate %201 : tensor<6xf32>
    %203 = stablehlo.multiply %202, %88 : tensor<6xf32>
    %204 = stablehlo.add %200, %203 : tensor<6xf32>
    %cst_65 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %206 = stablehlo.divide %201, %205 : tensor<6xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0] : (tensor<6xf32>) -> tensor<6x8xf32>
    %cst_66 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %209 = stablehlo.divide %204, %208 : tensor<6xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0] : (tensor<6xf32>) -> tensor<6x8xf32>
    %211 = stablehlo.add %185, %210 : tensor<6x8xf32>
    %212 = stablehlo.multiply %207, %79 : tensor<6x8xf32>
    %213 = stablehlo.add %211, %212 : tensor<6x8xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %215 = stablehlo.reshape %214 : (tensor<8xf32>) -> tensor<1x8xf32>
    %216 = stablehlo.reshape %215 : (tensor<1x8xf32>) -> tensor<8xf32>
    %217 = stablehlo.dot_general %213, %72, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<8x8xf32>
    %218 = stablehlo.transpose %217, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %219 = stablehlo.dot_general %213, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x8xf32>, tensor<8x8xf32>) -> tensor<6x8xf32>
    %220 = stablehlo.multiply %51, %219 : tensor<6x8xf32>
    %221 = stablehlo.multiply %219, %71 : tensor<6x8xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %223 = stablehlo.multiply %222, %220 : tensor<6x8xf32>
    %224 = stablehlo.multiply %223, %67 : tensor<6x8xf32>
    %cst_69 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<6x8xf32>
    %227 = stablehlo.add %221, %226 : tensor<6x8xf32>
    %cst_70 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %229 = stablehlo.multiply %228, %226 : tensor<6x8xf32>
    %230 = stablehlo.multiply %229, %56 : tensor<6x8xf32>
    %231 = stablehlo.add %227, %230 : tensor<6x8xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %233 = stablehlo.reshape %232 : (tensor<8xf32>) -> tensor<1x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<1x8xf32>) -> tensor<8xf32>
    %235 = stablehlo.multiply %38, %231 : tensor<6x8xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_72) applies stablehlo.add across dimensions = [0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %237 = stablehlo.reshape %236 : (tensor<8xf32>) -> tensor<1x8xf32>
    %238 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<6x8xf32>
    %239 = stablehlo.multiply %231, %238 : tensor<6x8xf32>
    %240 = stablehlo.multiply %41, %237 : tensor<1x8xf32>
    %241 = stablehlo.multiply %237, %45 : tensor<1x8xf32>
    %242 = stablehlo.reshape %240 : (tensor<1x8xf32>) -> tensor<8xf32>
    %243 = stablehlo.multiply %241, %44 : tensor<1x8xf32>
    %244 = stablehlo.negate %239 : tensor<6x8xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_73) applies stablehlo.add across dimensions = [0] : (tensor<6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %246 = stablehlo.reshape %245 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%243 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%246 init: %cst_75) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %249 = stablehlo.multiply %247, %24 : tensor<8xf32>
    %250 = stablehlo.negate %249 : tensor<8xf32>
    %251 = stablehlo.multiply %250, %12 : tensor<8xf32>
    %252 = stablehlo.add %248, %251 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %254 = stablehlo.divide %249, %253 : tensor<8xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [1] : (tensor<8xf32>) -> tensor<6x8xf32>
    %cst_77 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %257 = stablehlo.divide %252, %256 : tensor<8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [1] : (tensor<8xf32>) -> tensor<6x8xf32>
    %259 = stablehlo.add %239, %258 : tensor<6x8xf32>
    %260 = stablehlo.multiply %255, %3 : tensor<6x8xf32>
    %261 = stablehlo.add %259, %260 : tensor<6x8xf32>
    %262 = stablehlo.dot_general %261, %arg30, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x8xf32>, tensor<6x5xf32>) -> tensor<8x5xf32>
    %263 = stablehlo.transpose %262, dims = [1, 0] : (tensor<8x5xf32>) -> tensor<5x8xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %265 = stablehlo.multiply %264, %234 : tensor<8xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %267 = stablehlo.multiply %266, %arg12 : tensor<8xf32>
    %268 = stablehlo.add %265, %267 : tensor<8xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %270 = stablehlo.multiply %269, %242 : tensor<8xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %272 = stablehlo.multiply %271, %arg13 : tensor<8xf32>
    %273 = stablehlo.add %270, %272 : tensor<8xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %275 = stablehlo.multiply %274, %263 : tensor<5x8xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %277 = stablehlo.multiply %276, %arg14 : tensor<5x8xf32>
    %278 = stablehlo.add %275, %277 : tensor<5x8xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %280 = stablehlo.multiply %279, %216 : tensor<8xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %282 = stablehlo.multiply %281, %arg15 : tensor<8xf32>
    %283 = stablehlo.add %280, %282 : tensor<8xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %285 = stablehlo.multiply %284, %218 : tensor<8x8xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %287 = stablehlo.multiply %286, %arg16 : tensor<8x8xf32>
    %288 = stablehlo.add %285, %287 : tensor<8x8xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %290 = stablehlo.multiply %289, %161 : tensor<2xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %292 = stablehlo.multiply %291, %arg17 : tensor<2xf32>
    %293 = stablehlo.add %290, %292 : tensor<2xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %295 = stablehlo.multiply %294, %163 : tensor<8x2xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %297 = stablehlo.multiply %296, %arg18 : tensor<8x2xf32>
    %298 = stablehlo.add %295, %297 : tensor<8x2xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %300 = stablehlo.multiply %299, %183 : tensor<8xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %302 = stablehlo.multiply %301, %arg19 : tensor<8xf32>
    %303 = stablehlo.add %300, %302 : tensor<8xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %305 = stablehlo.multiply %304, %194 : tensor<8xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %307 = stablehlo.multiply %306, %arg20 : tensor<8xf32>
    %308 = stablehlo.add %305, %307 : tensor<8xf32>
    %309 = stablehlo.multiply %234, %234 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %311 = stablehlo.multiply %310, %309 : tensor<8xf32>
    %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %313 = stablehlo.multiply %312, %arg21 : tensor<8xf32>
    %314 = stablehlo.add %311, %313 : tensor<8xf32>
    %315 = stablehlo.multiply %242, %242 : tensor<8xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %317 = stablehlo.multiply %316, %315 : tensor<8xf32>
    %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %319 = stablehlo.multiply %318, %arg22 : tensor<8xf32>
    %320 = stablehlo.add %317, %319 : tensor<8xf32>
    %321 = stablehlo.multiply %263, %263 : tensor<5x8xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %323 = stablehlo.multiply %322, %321 : tensor<5x8xf32>
    %cst_101 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %325 = stablehlo.multiply %324, %arg23 : tensor<5x8xf32>
    %326 = stablehlo.add %323, %325 : tensor<5x8xf32>
    %327 = stablehlo.multiply %216, %216 : tensor<8xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %329 = stablehlo.multiply %328, %327 : tensor<8xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %331 = stablehlo.multiply %330, %arg24 : tensor<8xf32>
    %332 = stablehlo.add %329, %331 : tensor<8xf32>
    %333 = stablehlo.multiply %218, %218 : tensor<8x8xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %335 = stablehlo.multiply %334, %333 : tensor<8x8xf32>
    %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %337 = stablehlo.multiply %336, %arg25 : tensor<8x8xf32>
    %338 = stablehlo.add %335, %337 : tensor<8x8xf32>
    %339 = stablehlo.multiply %161, %161 : tensor<2xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %341 = stablehlo.multiply %340, %339 : tensor<2xf32>
    %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %343 = stablehlo.multiply %342, %arg26 : tensor<2xf32>
    %344 = stablehlo.add %341, %343 : tensor<2xf32>
    %345 = stablehlo.multiply %163, %163 : tensor<8x2xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %347 = stablehlo.multiply %346, %345 : tensor<8x2xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %349 = stablehlo.multiply %348, %arg27 : tensor<8x2xf32>
    %350 = stablehlo.add %347, %349 : tensor<8x2xf32>
    %351 = stablehlo.multiply %183, %183 : tensor<8xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %353 = stablehlo.multiply %352, %351 : tensor<8xf32>
    %cst_111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %355 = stablehlo.multiply %354, %arg28 : tensor<8xf32>
    %356 = stablehlo.add %353, %355 : tensor<8xf32>
    %357 = stablehlo.multiply %194, %194 : tensor<8xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %359 = stablehlo.multiply %358, %357 : tensor<8xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %361 = stablehlo.multiply %360, %arg29 : tensor<8xf32>
    %362 = stablehlo.add %359, %361 : tensor<8xf32>
    %c_114 = stablehlo.constant dense<2147483647> : tensor<i32>
    %363 = stablehlo.compare LT, %arg11, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_115 = stablehlo.constant dense<1> : tensor<i32>
    %364 = stablehlo.add %arg11, %c_115 : tensor<i32>
    %c_116 = stablehlo.constant dense<2147483647> : tensor<i32>
    %365 = call @_where(%363, %364, %c_116) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %366 = stablehlo.convert %365 : (tensor<i32>) -> tensor<f32>
    %367 = stablehlo.power %cst_117, %366 : tensor<f32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %368 = stablehlo.subtract %cst_118, %367 : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %370 = stablehlo.divide %268, %369 : tensor<8xf32>
    %371 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %372 = stablehlo.divide %273, %371 : tensor<8xf32>
    %373 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %374 = stablehlo.divide %278, %373 : tensor<5x8xf32>
    %375 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %376 = stablehlo.divide %283, %375 : tensor<8xf32>
    %377 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %378 = stablehlo.divide %288, %377 : tensor<8x8xf32>
    %379 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %380 = stablehlo.divide %293, %379 : tensor<2xf32>
    %381 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %382 = stablehlo.divide %298, %381 : tensor<8x2xf32>
    %383 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %384 = stablehlo.divide %303, %383 : tensor<8xf32>
    %385 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %386 = stablehlo.divide %308, %385 : tensor<8xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %387 = stablehlo.convert %365 : (tensor<i32>) -> tensor<f32>
    %388 = stablehlo.power %cst_119, %387 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %389 = stablehlo.subtract %cst_120, %388 : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %391 = stablehlo.divide %314, %390 : tensor<8xf32>
    %392 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %393 = stablehlo.divide %320, %392 : tensor<8xf32>
    %394 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %395 = stablehlo.divide %326, %394 : tensor<5x8xf32>
    %396 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %397 = stablehlo.divide %332, %396 : tensor<8xf32>
    %398 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %399 = stablehlo.divide %338, %398 : tensor<8x8xf32>
    %400 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %401 = stablehlo.divide %344, %400 : tensor<2xf32>
    %402 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %403 = stablehlo.divide %350, %402 : tensor<8x2xf32>
    %404 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %405 = stablehlo.divide %356, %404 : tensor<8xf32>
    %406 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %407 = stablehlo.divide %362, %406 : tensor<8xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %409 = stablehlo.add %391, %408 : tensor<8xf32>
    %410 = stablehlo.sqrt %409 : tensor<8xf32>
    %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %412 = stablehlo.add %410, %411 : tensor<8xf32>
    %413 = stablehlo.divide %370, %412 : tensor<8xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %415 = stablehlo.add %393, %414 : tensor<8xf32>
    %416 = stablehlo.sqrt %415 : tensor<8xf32>
    %cst_124 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %418 = stablehlo.add %416, %417 : tensor<8xf32>
    %419 = stablehlo.divide %372, %418 : tensor<8xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %421 = stablehlo.add %395, %420 : tensor<5x8xf32>
    %422 = stablehlo.sqrt %421 : tensor<5x8xf32>
    %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %424 = stablehlo.add %422, %423 : tensor<5x8xf32>
    %425 = stablehlo.divide %374, %424 : tensor<5x8xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %427 = stablehlo.add %397, %426 : tensor<8xf32>
    %428 = stablehlo.sqrt %427 : tensor<8xf32>
    %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %430 = stablehlo.add %428, %429 : tensor<8xf32>
    %431 = stablehlo.divide %376, %430 : tensor<8xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %433 = stablehlo.add %399, %432 : tensor<8x8xf32>
    %434 = stablehlo.sqrt %433 : tensor<8x8xf32>
    %cst_130 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %436 = stablehlo.add %434, %435 : tensor<8x8xf32>
    %437 = stablehlo.divide %378, %436 : tensor<8x8xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %439 = stablehlo.add %401, %438 : tensor<2xf32>
    %440 = stablehlo.sqrt %439 : tensor<2xf32>
    %cst_132 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %442 = stablehlo.add %440, %441 : tensor<2xf32>
    %443 = stablehlo.divide %380, %442 : tensor<2xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %445 = stablehlo.add %403, %444 : tensor<8x2xf32>
    %446 = stablehlo.sqrt %445 : tensor<8x2xf32>
    %cst_134 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %448 = stablehlo.add %446, %447 : tensor<8x2xf32>
    %449 = stablehlo.divide %382, %448 : tensor<8x2xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %451 = stablehlo.add %405, %450 : tensor<8xf32>
    %452 = stablehlo.sqrt %451 : tensor<8xf32>
    %cst_136 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %454 = stablehlo.add %452, %453 : tensor<8xf32>
    %455 = stablehlo.divide %384, %454 : tensor<8xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %457 = stablehlo.add %407, %456 : tensor<8xf32>
    %458 = stablehlo.sqrt %457 : tensor<8xf32>
    %cst_138 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %460 = stablehlo.add %458, %459 : tensor<8xf32>
    %461 = stablehlo.divide %386, %460 : tensor<8xf32>
    %cst_139 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %463 = stablehlo.multiply %462, %arg0 : tensor<8xf32>
    %464 = stablehlo.add %413, %463 : tensor<8xf32>
    %cst_140 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %466 = stablehlo.multiply %465, %arg1 : tensor<8xf32>
    %467 = stablehlo.add %419, %466 : tensor<8xf32>
    %cst_141 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %469 = stablehlo.multiply %468, %arg2 : tensor<5x8xf32>
    %470 = stablehlo.add %425, %469 : tensor<5x8xf32>
    %cst_142 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %472 = stablehlo.multiply %471, %arg3 : tensor<8xf32>
    %473 = stablehlo.add %431, %472 : tensor<8xf32>
    %cst_143 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %475 = stablehlo.multiply %474, %arg4 : tensor<8x8xf32>
    %476 = stablehlo.add %437, %475 : tensor<8x8xf32>
    %cst_144 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %478 = stablehlo.multiply %477, %arg5 : tensor<2xf32>
    %479 = stablehlo.add %443, %478 : tensor<2xf32>
    %cst_145 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %481 = stablehlo.multiply %480, %arg6 : tensor<8x2xf32>
    %482 = stablehlo.add %449, %481 : tensor<8x2xf32>
    %cst_146 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %484 = stablehlo.multiply %483, %arg7 : tensor<8xf32>
    %485 = stablehlo.add %455, %484 : tensor<8xf32>
    %cst_147 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %487 = stablehlo.multiply %486, %arg8 : tensor<8xf32>
    %488 = stablehlo.add %461, %487 : tensor<8xf32>
    %cst_148 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %490 = stablehlo.multiply %489, %464 : tensor<8xf32>
    %cst_149 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %492 = stablehlo.multiply %491, %467 : tensor<8xf32>
    %cst_150 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
    %494 = stablehlo.multiply %493, %470 : tensor<5x8xf32>
    %cst_151 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %496 = stablehlo.multiply %495, %473 : tensor<8xf32>
    %cst_152 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %498 = stablehlo.multiply %497, %476 : tensor<8x8xf32>
    %cst_153 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %500 = stablehlo.multiply %499, %479 : tensor<2xf32>
    %cst_154 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %502 = stablehlo.multiply %501, %482 : tensor<8x2xf32>
    %cst_155 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %504 = stablehlo.multiply %503, %485 : tensor<8xf32>
    %cst_156 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %506 = stablehlo.multiply %505, %488 : tensor<8xf32>
    %507 = stablehlo.add %arg0, %490 : tensor<8xf32>
    %508 = stablehlo.add %arg1, %492 : tensor<8xf32>
    %509 = stablehlo.add %arg2, %494 : tensor<5x8xf32>
    %510 = stablehlo.add %arg3, %496 : tensor<8xf32>
    %511 = stablehlo.add %arg4, %498 : tensor<8x8xf32>
    %512 = stablehlo.add %arg5, %500 : tensor<2xf32>
    %513 = stablehlo.add %arg6, %502 : tensor<8x2xf32>
    %514 = stablehlo.add %arg7, %504 : tensor<8xf32>
    %515 = stablehlo.add %arg8, %506 : tensor<8xf32>
    return %507, %508, %509, %510, %511, %512, %513, %514, %515, %29, %34, %365, %268, %273, %278, %283, %288, %293, %298, %303, %308, %314, %320, %326, %332, %338, %344, %350, %356, %362, %155, %149 : tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<2xf32>, tensor<8x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<2xf32>, tensor<8x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<2xf32>, tensor<8x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<6x2xf32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<1xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<1xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<1xui32>
      %22 = stablehlo.or %18, %21 : tensor<1xui32>
      %23 = stablehlo.xor %16, %22 : tensor<1xui32>
      %24 = stablehlo.add %16, %23 : tensor<1xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<1xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<1xui32>
      %30 = stablehlo.or %26, %29 : tensor<1xui32>
      %31 = stablehlo.xor %24, %30 : tensor<1xui32>
      %32 = stablehlo.add %24, %31 : tensor<1xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<1xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<1xui32>
      %38 = stablehlo.or %34, %37 : tensor<1xui32>
      %39 = stablehlo.xor %32, %38 : tensor<1xui32>
      %40 = stablehlo.add %32, %39 : tensor<1xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<1xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<1xui32>
      %46 = stablehlo.or %42, %45 : tensor<1xui32>
      %47 = stablehlo.xor %40, %46 : tensor<1xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %49 = stablehlo.add %40, %48 : tensor<1xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %51 = stablehlo.add %47, %50 : tensor<1xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %55 = stablehlo.add %51, %54 : tensor<1xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<6x8xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xi1>
    return %2 : tensor<6x8xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<6x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<6x8xui64>
    %9 = stablehlo.iota dim = 1 : tensor<6x8xui64>
    %c = stablehlo.constant dense<8> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6x8xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<6x8xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6x8xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<6x8xui64>
    %14 = stablehlo.add %11, %13 : tensor<6x8xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<6x8xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<6x8xui64>
    %17 = stablehlo.convert %14 : (tensor<6x8xui64>) -> tensor<6x8xui32>
    %18 = stablehlo.convert %16 : (tensor<6x8xui64>) -> tensor<6x8xui32>
    %19:2 = call @threefry2x32_0(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<6x8xui32>, tensor<6x8xui32>) -> (tensor<6x8xui32>, tensor<6x8xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<6x8xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<6x8xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
    %24 = stablehlo.or %22, %23 : tensor<6x8xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<6x8xui32>) -> tensor<6x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<6x8xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x8xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<6x8xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x8xf32>
    %32 = stablehlo.add %30, %31 : tensor<6x8xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x8xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<6x8xf32>
    return %34 : tensor<6x8xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<6x8xui32>, %arg3: tensor<6x8xui32>) -> (tensor<6x8xui32>, tensor<6x8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<6x8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<6x8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<6x8xui32>, tensor<6x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<6x8xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<6x8xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<6x8xui32>
      %22 = stablehlo.or %18, %21 : tensor<6x8xui32>
      %23 = stablehlo.xor %16, %22 : tensor<6x8xui32>
      %24 = stablehlo.add %16, %23 : tensor<6x8xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<6x8xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<6x8xui32>
      %30 = stablehlo.or %26, %29 : tensor<6x8xui32>
      %31 = stablehlo.xor %24, %30 : tensor<6x8xui32>
      %32 = stablehlo.add %24, %31 : tensor<6x8xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<6x8xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<6x8xui32>
      %38 = stablehlo.or %34, %37 : tensor<6x8xui32>
      %39 = stablehlo.xor %32, %38 : tensor<6x8xui32>
      %40 = stablehlo.add %32, %39 : tensor<6x8xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<6x8xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<6x8xui32>
      %46 = stablehlo.or %42, %45 : tensor<6x8xui32>
      %47 = stablehlo.xor %40, %46 : tensor<6x8xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %49 = stablehlo.add %40, %48 : tensor<6x8xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %51 = stablehlo.add %47, %50 : tensor<6x8xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
      %55 = stablehlo.add %51, %54 : tensor<6x8xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<6x8xui32>, tensor<6x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<6x8xui32>, tensor<6x8xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
