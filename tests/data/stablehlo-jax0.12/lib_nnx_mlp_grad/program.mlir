module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<6x12xf32>, %arg2: tensor<3xf32>, %arg3: tensor<12x3xf32>, %arg4: tensor<12xf32>, %arg5: tensor<12xf32>, %arg6: tensor<5x6xf32>, %arg7: tensor<5x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]['l1']['bias'].value"}, tensor<6x12xf32> {jax.result_info = "result[2]['l1']['kernel'].value"}, tensor<3xf32> {jax.result_info = "result[2]['l2']['bias'].value"}, tensor<12x3xf32> {jax.result_info = "result[2]['l2']['kernel'].value"}, tensor<12xf32> {jax.result_info = "result[2]['ln']['bias'].value"}, tensor<12xf32> {jax.result_info = "result[2]['ln']['scale'].value"}, tensor<12xf32> {jax.result_info = "result[3]['l1']['bias'].value"}, tensor<6x12xf32> {jax.result_info = "result[3]['l1']['kernel'].value"}, tensor<3xf32> {jax.result_info = "result[3]['l2']['bias'].value"}, tensor<12x3xf32> {jax.result_info = "result[3]['l2']['kernel'].value"}, tensor<12xf32> {jax.result_info = "result[3]['ln']['bias'].value"}, tensor<12xf32> {jax.result_info = "result[3]['ln']['scale'].value"}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x6xf32>, tensor<6x12xf32>) -> tensor<5x12xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<12xf32>) -> tensor<1x12xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<5x12xf32>
    %3 = stablehlo.add %0, %2 : tensor<5x12xf32>
    %4 = chlo.square %3 : tensor<5x12xf32> -> tensor<5x12xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<5x12xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_1 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.divide %7, %8 : tensor<5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_3 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.divide %10, %11 : tensor<5xf32>
    %13 = chlo.square %9 : tensor<5xf32> -> tensor<5xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<5xf32>
    %16 = stablehlo.subtract %12, %13 : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %20 = stablehlo.compare GT, %16, %19, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.compare EQ, %16, %21, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %26 = stablehlo.select %22, %25, %24 : tensor<5xi1>, tensor<5xf32>
    %27 = stablehlo.select %20, %23, %26 : tensor<5xi1>, tensor<5xf32>
    %28 = stablehlo.reshape %9 : (tensor<5xf32>) -> tensor<5x1xf32>
    %29 = stablehlo.reshape %18 : (tensor<5xf32>) -> tensor<5x1xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x12xf32>
    %31 = stablehlo.subtract %3, %30 : tensor<5x12xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %33 = stablehlo.add %29, %32 : tensor<5x1xf32>
    %34 = stablehlo.rsqrt %33 : tensor<5x1xf32>
    %35 = stablehlo.divide %34, %33 : tensor<5x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<5x1xf32>
    %38 = stablehlo.reshape %arg5 : (tensor<12xf32>) -> tensor<1x12xf32>
    %39 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x12xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<5x12xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<5x12xf32>
    %42 = stablehlo.multiply %31, %41 : tensor<5x12xf32>
    %43 = stablehlo.reshape %arg4 : (tensor<12xf32>) -> tensor<1x12xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<5x12xf32>
    %45 = stablehlo.add %42, %44 : tensor<5x12xf32>
    %46 = stablehlo.multiply %45, %45 : tensor<5x12xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<5x12xf32>
    %48 = stablehlo.multiply %45, %45 : tensor<5x12xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<5x12xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %52 = stablehlo.multiply %51, %47 : tensor<5x12xf32>
    %53 = stablehlo.add %45, %52 : tensor<5x12xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<5x12xf32>
    %56 = stablehlo.tanh %55 : tensor<5x12xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %58 = stablehlo.add %57, %56 : tensor<5x12xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %60 = stablehlo.subtract %59, %56 : tensor<5x12xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<5x12xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %63 = stablehlo.add %62, %56 : tensor<5x12xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<5x12xf32>
    %66 = stablehlo.multiply %45, %65 : tensor<5x12xf32>
    %67 = stablehlo.dot_general %66, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x12xf32>, tensor<12x3xf32>) -> tensor<5x3xf32>
    %68 = stablehlo.reshape %arg2 : (tensor<3xf32>) -> tensor<1x3xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %70 = stablehlo.add %67, %69 : tensor<5x3xf32>
    %71 = stablehlo.subtract %70, %arg7 : tensor<5x3xf32>
    %72 = stablehlo.multiply %71, %71 : tensor<5x3xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %74 = stablehlo.multiply %73, %71 : tensor<5x3xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%72 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %76 = stablehlo.divide %75, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %77 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %79 = stablehlo.multiply %78, %74 : tensor<5x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<5x3xf32>, tensor<f32>) -> tensor<3xf32>
    %81 = stablehlo.reshape %80 : (tensor<3xf32>) -> tensor<1x3xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x3xf32>) -> tensor<3xf32>
    %83 = stablehlo.dot_general %79, %66, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x12xf32>) -> tensor<3x12xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<3x12xf32>) -> tensor<12x3xf32>
    %85 = stablehlo.dot_general %79, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<12x3xf32>) -> tensor<5x12xf32>
    %86 = stablehlo.multiply %45, %85 : tensor<5x12xf32>
    %87 = stablehlo.multiply %85, %65 : tensor<5x12xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %89 = stablehlo.multiply %88, %86 : tensor<5x12xf32>
    %90 = stablehlo.multiply %89, %61 : tensor<5x12xf32>
    %cst_27 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<5x12xf32>
    %93 = stablehlo.add %87, %92 : tensor<5x12xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %95 = stablehlo.multiply %94, %92 : tensor<5x12xf32>
    %96 = stablehlo.multiply %95, %50 : tensor<5x12xf32>
    %97 = stablehlo.add %93, %96 : tensor<5x12xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<5x12xf32>, tensor<f32>) -> tensor<12xf32>
    %99 = stablehlo.reshape %98 : (tensor<12xf32>) -> tensor<1x12xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x12xf32>) -> tensor<12xf32>
    %101 = stablehlo.multiply %31, %97 : tensor<5x12xf32>
    %102 = stablehlo.multiply %97, %41 : tensor<5x12xf32>
    %103 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x12xf32>
    %104 = stablehlo.multiply %103, %101 : tensor<5x12xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<5x12xf32>, tensor<f32>) -> tensor<12xf32>
    %106 = stablehlo.reshape %105 : (tensor<12xf32>) -> tensor<1x12xf32>
    %107 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<5x12xf32>
    %108 = stablehlo.multiply %101, %107 : tensor<5x12xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<5xf32>
    %110 = stablehlo.reshape %109 : (tensor<5xf32>) -> tensor<5x1xf32>
    %111 = stablehlo.reshape %106 : (tensor<1x12xf32>) -> tensor<12xf32>
    %112 = stablehlo.multiply %110, %37 : tensor<5x1xf32>
    %113 = stablehlo.negate %102 : tensor<5x12xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<5xf32>
    %115 = stablehlo.reshape %114 : (tensor<5xf32>) -> tensor<5x1xf32>
    %116 = stablehlo.reshape %112 : (tensor<5x1xf32>) -> tensor<5xf32>
    %117 = stablehlo.reshape %115 : (tensor<5x1xf32>) -> tensor<5xf32>
    %118 = stablehlo.multiply %116, %27 : tensor<5xf32>
    %119 = stablehlo.negate %118 : tensor<5xf32>
    %120 = stablehlo.multiply %119, %15 : tensor<5xf32>
    %121 = stablehlo.add %117, %120 : tensor<5xf32>
    %cst_33 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %123 = stablehlo.divide %118, %122 : tensor<5xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<5xf32>) -> tensor<5x12xf32>
    %cst_34 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %126 = stablehlo.divide %121, %125 : tensor<5xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<5xf32>) -> tensor<5x12xf32>
    %128 = stablehlo.add %102, %127 : tensor<5x12xf32>
    %129 = stablehlo.multiply %124, %6 : tensor<5x12xf32>
    %130 = stablehlo.add %128, %129 : tensor<5x12xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<5x12xf32>, tensor<f32>) -> tensor<12xf32>
    %132 = stablehlo.reshape %131 : (tensor<12xf32>) -> tensor<1x12xf32>
    %133 = stablehlo.reshape %132 : (tensor<1x12xf32>) -> tensor<12xf32>
    %134 = stablehlo.dot_general %130, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x12xf32>, tensor<5x6xf32>) -> tensor<12x6xf32>
    %135 = stablehlo.transpose %134, dims = [1, 0] : (tensor<12x6xf32>) -> tensor<6x12xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %137 = stablehlo.multiply %136, %133 : tensor<12xf32>
    %138 = stablehlo.subtract %arg0, %137 : tensor<12xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<6x12xf32>
    %140 = stablehlo.multiply %139, %135 : tensor<6x12xf32>
    %141 = stablehlo.subtract %arg1, %140 : tensor<6x12xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %143 = stablehlo.multiply %142, %82 : tensor<3xf32>
    %144 = stablehlo.subtract %arg2, %143 : tensor<3xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %146 = stablehlo.multiply %145, %84 : tensor<12x3xf32>
    %147 = stablehlo.subtract %arg3, %146 : tensor<12x3xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %149 = stablehlo.multiply %148, %100 : tensor<12xf32>
    %150 = stablehlo.subtract %arg4, %149 : tensor<12xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %152 = stablehlo.multiply %151, %111 : tensor<12xf32>
    %153 = stablehlo.subtract %arg5, %152 : tensor<12xf32>
    %154 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x6xf32>, tensor<6x12xf32>) -> tensor<5x12xf32>
    %155 = stablehlo.reshape %arg0 : (tensor<12xf32>) -> tensor<1x12xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<5x12xf32>
    %157 = stablehlo.add %154, %156 : tensor<5x12xf32>
    %158 = chlo.square %157 : tensor<5x12xf32> -> tensor<5x12xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%157 init: %cst_42) applies stablehlo.add across dimensions = [1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_43 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %161 = stablehlo.divide %159, %160 : tensor<5xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%158 init: %cst_44) applies stablehlo.add across dimensions = [1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_45 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %164 = stablehlo.divide %162, %163 : tensor<5xf32>
    %165 = chlo.square %161 : tensor<5xf32> -> tensor<5xf32>
    %166 = stablehlo.subtract %164, %165 : tensor<5xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %168 = stablehlo.maximum %167, %166 : tensor<5xf32>
    %169 = stablehlo.reshape %161 : (tensor<5xf32>) -> tensor<5x1xf32>
    %170 = stablehlo.reshape %168 : (tensor<5xf32>) -> tensor<5x1xf32>
    %171 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x12xf32>
    %172 = stablehlo.subtract %157, %171 : tensor<5x12xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %174 = stablehlo.add %170, %173 : tensor<5x1xf32>
    %175 = stablehlo.rsqrt %174 : tensor<5x1xf32>
    %176 = stablehlo.reshape %arg5 : (tensor<12xf32>) -> tensor<1x12xf32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x12xf32>
    %178 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<5x12xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<5x12xf32>
    %180 = stablehlo.multiply %172, %179 : tensor<5x12xf32>
    %181 = stablehlo.reshape %arg4 : (tensor<12xf32>) -> tensor<1x12xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<5x12xf32>
    %183 = stablehlo.add %180, %182 : tensor<5x12xf32>
    %184 = stablehlo.multiply %183, %183 : tensor<5x12xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<5x12xf32>
    %cst_48 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %187 = stablehlo.multiply %186, %185 : tensor<5x12xf32>
    %188 = stablehlo.add %183, %187 : tensor<5x12xf32>
    %cst_49 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %190 = stablehlo.multiply %189, %188 : tensor<5x12xf32>
    %191 = stablehlo.tanh %190 : tensor<5x12xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %193 = stablehlo.add %192, %191 : tensor<5x12xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %195 = stablehlo.multiply %194, %193 : tensor<5x12xf32>
    %196 = stablehlo.multiply %183, %195 : tensor<5x12xf32>
    %197 = stablehlo.dot_general %196, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x12xf32>, tensor<12x3xf32>) -> tensor<5x3xf32>
    %198 = stablehlo.reshape %arg2 : (tensor<3xf32>) -> tensor<1x3xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<5x3xf32>
    %200 = stablehlo.add %197, %199 : tensor<5x3xf32>
    return %76, %200, %133, %135, %82, %84, %100, %111, %138, %141, %144, %147, %150, %153 : tensor<f32>, tensor<5x3xf32>, tensor<12xf32>, tensor<6x12xf32>, tensor<3xf32>, tensor<12x3xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<6x12xf32>, tensor<3xf32>, tensor<12x3xf32>, tensor<12xf32>, tensor<12xf32>
  }
}
