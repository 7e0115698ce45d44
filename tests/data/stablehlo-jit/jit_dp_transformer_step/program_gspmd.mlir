module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16x32xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg1: tensor<32x96xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<32x32xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<32x64xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<64x32xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<32x96xf32> {jax.result_info = "result[0][0]", mhlo.sharding = "{replicated}"}, tensor<32x32xf32> {jax.result_info = "result[0][1]", mhlo.sharding = "{replicated}"}, tensor<32x64xf32> {jax.result_info = "result[0][2]", mhlo.sharding = "{replicated}"}, tensor<64x32xf32> {jax.result_info = "result[0][3]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<8x16x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<8x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<8x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<8x16x32xf32>
    %18 = stablehlo.dot_general %17, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x96xf32>) -> tensor<8x16x96xf32>
    %19 = stablehlo.slice %18 [0:8, 0:16, 0:32] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %20 = stablehlo.slice %18 [0:8, 0:16, 32:64] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %21 = stablehlo.slice %18 [0:8, 0:16, 64:96] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %22 = stablehlo.dot_general %19, %20, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x16xf32>
    %cst_4 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x16xf32>
    %24 = stablehlo.divide %22, %23 : tensor<8x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<8x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %30 = stablehlo.subtract %24, %29 : tensor<8x16x16xf32>
    %31 = stablehlo.exponential %30 : tensor<8x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %35 = stablehlo.divide %31, %34 : tensor<8x16x16xf32>
    %36 = stablehlo.multiply %33, %33 : tensor<8x16x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %38 = stablehlo.divide %37, %36 : tensor<8x16x1xf32>
    %39 = stablehlo.dot_general %35, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %40 = stablehlo.dot_general %39, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x32xf32>) -> tensor<8x16x32xf32>
    %41 = stablehlo.add %arg0, %40 : tensor<8x16x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %45 = stablehlo.divide %43, %44 : tensor<8x16x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %47 = stablehlo.subtract %41, %46 : tensor<8x16x32xf32>
    %48 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %49 = stablehlo.subtract %41, %48 : tensor<8x16x32xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<8x16x32xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<8x16x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %56 = stablehlo.divide %54, %55 : tensor<8x16x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %58 = stablehlo.add %56, %57 : tensor<8x16x1xf32>
    %59 = stablehlo.rsqrt %58 : tensor<8x16x1xf32>
    %60 = stablehlo.divide %59, %58 : tensor<8x16x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<8x16x1xf32>
    %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %64 = stablehlo.multiply %47, %63 : tensor<8x16x32xf32>
    %65 = stablehlo.dot_general %64, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x64xf32>) -> tensor<8x16x64xf32>
    %66 = stablehlo.multiply %65, %65 : tensor<8x16x64xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<8x16x64xf32>
    %68 = stablehlo.multiply %65, %65 : tensor<8x16x64xf32>
    %cst_16 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<8x16x64xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %72 = stablehlo.multiply %71, %67 : tensor<8x16x64xf32>
    %73 = stablehlo.add %65, %72 : tensor<8x16x64xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<8x16x64xf32>
    %76 = stablehlo.tanh %75 : tensor<8x16x64xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %78 = stablehlo.subtract %77, %76 : tensor<8x16x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %80 = stablehlo.add %79, %76 : tensor<8x16x64xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<8x16x64xf32>
    %83 = stablehlo.multiply %65, %82 : tensor<8x16x64xf32>
    %84 = stablehlo.dot_general %83, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x32xf32>) -> tensor<8x16x32xf32>
    %85 = stablehlo.add %41, %84 : tensor<8x16x32xf32>
    %86 = stablehlo.multiply %85, %85 : tensor<8x16x32xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %88 = stablehlo.multiply %87, %85 : tensor<8x16x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%86 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %90 = stablehlo.divide %89, %cst_24 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_26 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %91 = stablehlo.divide %cst_25, %cst_26 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %93 = stablehlo.multiply %92, %88 : tensor<8x16x32xf32>
    %94 = stablehlo.dot_general %93, %83, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x64xf32>) -> tensor<32x64xf32>
    %95 = stablehlo.transpose %94, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %96 = stablehlo.dot_general %93, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<64x32xf32>) -> tensor<8x16x64xf32>
    %97 = stablehlo.multiply %65, %96 : tensor<8x16x64xf32>
    %98 = stablehlo.multiply %96, %82 : tensor<8x16x64xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %100 = stablehlo.multiply %99, %97 : tensor<8x16x64xf32>
    %101 = stablehlo.multiply %100, %78 : tensor<8x16x64xf32>
    %102 = stablehlo.multiply %101, %76 : tensor<8x16x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<8x16x64xf32>
    %cst_28 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<8x16x64xf32>
    %106 = stablehlo.add %98, %105 : tensor<8x16x64xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %108 = stablehlo.multiply %107, %105 : tensor<8x16x64xf32>
    %109 = stablehlo.multiply %108, %70 : tensor<8x16x64xf32>
    %110 = stablehlo.add %106, %109 : tensor<8x16x64xf32>
    %111 = stablehlo.dot_general %110, %64, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x32xf32>) -> tensor<64x32xf32>
    %112 = stablehlo.transpose %111, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %113 = stablehlo.dot_general %110, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<32x64xf32>) -> tensor<8x16x32xf32>
    %114 = stablehlo.multiply %47, %113 : tensor<8x16x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %117 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %118 = stablehlo.multiply %113, %117 : tensor<8x16x32xf32>
    %119 = stablehlo.multiply %116, %62 : tensor<8x16x1xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %121 = stablehlo.divide %119, %120 : tensor<8x16x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %124 = stablehlo.multiply %123, %52 : tensor<8x16x32xf32>
    %125 = stablehlo.negate %124 : tensor<8x16x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %128 = stablehlo.add %93, %124 : tensor<8x16x32xf32>
    %129 = stablehlo.negate %118 : tensor<8x16x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %132 = stablehlo.add %128, %118 : tensor<8x16x32xf32>
    %133 = stablehlo.add %127, %131 : tensor<8x16x1xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<8x16x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %138 = stablehlo.add %132, %137 : tensor<8x16x32xf32>
    %139 = stablehlo.dot_general %138, %39, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x32xf32>) -> tensor<32x32xf32>
    %140 = stablehlo.transpose %139, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %141 = stablehlo.dot_general %138, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x32xf32>) -> tensor<8x16x32xf32>
    %142 = stablehlo.dot_general %141, %35, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x16xf32>) -> tensor<8x32x16xf32>
    %143 = stablehlo.transpose %142, dims = [0, 2, 1] : (tensor<8x32x16xf32>) -> tensor<8x16x32xf32>
    %144 = stablehlo.dot_general %141, %21, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x16xf32>
    %145 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<8x16x16xf32>
    %147 = stablehlo.multiply %146, %31 : tensor<8x16x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %149 = stablehlo.reshape %148 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %150 = stablehlo.negate %149 : tensor<8x16x1xf32>
    %151 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %152 = stablehlo.divide %144, %151 : tensor<8x16x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%150 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x16xf32>
    %155 = stablehlo.add %152, %154 : tensor<8x16x16xf32>
    %156 = stablehlo.multiply %155, %31 : tensor<8x16x16xf32>
    %cst_39 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x16xf32>
    %158 = stablehlo.divide %156, %157 : tensor<8x16x16xf32>
    %159 = stablehlo.dot_general %158, %19, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %160 = stablehlo.dot_general %158, %20, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %161 = stablehlo.concatenate %160, %159, %143, dim = 2 : (tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x96xf32>
    %162 = stablehlo.dot_general %161, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x96xf32>, tensor<8x16x32xf32>) -> tensor<96x32xf32>
    %163 = stablehlo.transpose %162, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<32x96xf32>
    %166 = stablehlo.subtract %arg1, %165 : tensor<32x96xf32>
    %cst_41 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %168 = stablehlo.multiply %167, %140 : tensor<32x32xf32>
    %169 = stablehlo.subtract %arg2, %168 : tensor<32x32xf32>
    %cst_42 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %171 = stablehlo.multiply %170, %112 : tensor<32x64xf32>
    %172 = stablehlo.subtract %arg3, %171 : tensor<32x64xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %174 = stablehlo.multiply %173, %95 : tensor<64x32xf32>
    %175 = stablehlo.subtract %arg4, %174 : tensor<64x32xf32>
    return %166, %169, %172, %175, %90 : tensor<32x96xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
