module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x5xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<3x10xf32>, %arg5: tensor<3xf32>, %arg6: tensor<i32>, %arg7: tensor<10x5xf32>, %arg8: tensor<10xf32>, %arg9: tensor<10x10xf32>, %arg10: tensor<10xf32>, %arg11: tensor<3x10xf32>, %arg12: tensor<3xf32>, %arg13: tensor<10x5xf32>, %arg14: tensor<10xf32>, %arg15: tensor<10x10xf32>, %arg16: tensor<10xf32>, %arg17: tensor<3x10xf32>, %arg18: tensor<3xf32>, %arg19: tensor<4x5xf32>, %arg20: tensor<4x3xf32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<10x5xf32> {jax.result_info = "result[1][0].layers[0].weight"}, tensor<10xf32> {jax.result_info = "result[1][0].layers[0].bias"}, tensor<10x10xf32> {jax.result_info = "result[1][0].layers[1].weight"}, tensor<10xf32> {jax.result_info = "result[1][0].layers[1].bias"}, tensor<3x10xf32> {jax.result_info = "result[1][0].layers[2].weight"}, tensor<3xf32> {jax.result_info = "result[1][0].layers[2].bias"}, tensor<i32> {jax.result_info = "result[1][1][0].count"}, tensor<10x5xf32> {jax.result_info = "result[1][1][0].mu.layers[0].weight"}, tensor<10xf32> {jax.result_info = "result[1][1][0].mu.layers[0].bias"}, tensor<10x10xf32> {jax.result_info = "result[1][1][0].mu.layers[1].weight"}, tensor<10xf32> {jax.result_info = "result[1][1][0].mu.layers[1].bias"}, tensor<3x10xf32> {jax.result_info = "result[1][1][0].mu.layers[2].weight"}, tensor<3xf32> {jax.result_info = "result[1][1][0].mu.layers[2].bias"}, tensor<10x5xf32> {jax.result_info = "result[1][1][0].nu.layers[0].weight"}, tensor<10xf32> {jax.result_info = "result[1][1][0].nu.layers[0].bias"}, tensor<10x10xf32> {jax.result_info = "result[1][1][0].nu.layers[1].weight"}, tensor<10xf32> {jax.result_info = "result[1][1][0].nu.layers[1].bias"}, tensor<3x10xf32> {jax.result_info = "result[1][1][0].nu.layers[2].weight"}, tensor<3xf32> {jax.result_info = "result[1][1][0].nu.layers[2].bias"}, tensor<f32> {jax.result_info = "result[1][2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg19, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x5xf32>, tensor<4x5xf32>) -> tensor<10x4xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<10x4xf32>) -> tensor<4x10xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %4 = stablehlo.add %1, %3 : tensor<4x10xf32>
    %5 = stablehlo.tanh %4 : tensor<4x10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %7 = stablehlo.add %6, %5 : tensor<4x10xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %9 = stablehlo.subtract %8, %5 : tensor<4x10xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4x10xf32>
    %11 = stablehlo.dot_general %arg2, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x10xf32>, tensor<4x10xf32>) -> tensor<10x4xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<10x4xf32>) -> tensor<4x10xf32>
    %13 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %15 = stablehlo.add %12, %14 : tensor<4x10xf32>
    %16 = stablehlo.tanh %15 : tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %18 = stablehlo.add %17, %16 : tensor<4x10xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %20 = stablehlo.subtract %19, %16 : tensor<4x10xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<4x10xf32>
    %22 = stablehlo.dot_general %arg4, %16, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x10xf32>, tensor<4x10xf32>) -> tensor<3x4xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %24 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x3xf32>
    %27 = stablehlo.subtract %26, %arg20 : tensor<4x3xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<4x3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %30 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<4x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %34 = stablehlo.reshape %33 : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %36 = stablehlo.transpose %32, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %37 = stablehlo.dot_general %36, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<3x10xf32>) -> tensor<4x10xf32>
    %38 = stablehlo.dot_general %36, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x10xf32>) -> tensor<3x10xf32>
    %39 = stablehlo.multiply %37, %21 : tensor<4x10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<4x10xf32>, tensor<f32>) -> tensor<10xf32>
    %41 = stablehlo.reshape %40 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %43 = stablehlo.transpose %39, dims = [1, 0] : (tensor<4x10xf32>) -> tensor<10x4xf32>
    %44 = stablehlo.dot_general %43, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x4xf32>, tensor<10x10xf32>) -> tensor<4x10xf32>
    %45 = stablehlo.dot_general %43, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x4xf32>, tensor<4x10xf32>) -> tensor<10x10xf32>
    %46 = stablehlo.multiply %44, %10 : tensor<4x10xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<4x10xf32>, tensor<f32>) -> tensor<10xf32>
    %48 = stablehlo.reshape %47 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %50 = stablehlo.transpose %46, dims = [1, 0] : (tensor<4x10xf32>) -> tensor<10x4xf32>
    %51 = stablehlo.dot_general %50, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x4xf32>, tensor<4x5xf32>) -> tensor<10x5xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<10x5xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %55 = stablehlo.multiply %54, %arg7 : tensor<10x5xf32>
    %56 = stablehlo.add %53, %55 : tensor<10x5xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %58 = stablehlo.multiply %57, %49 : tensor<10xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %60 = stablehlo.multiply %59, %arg8 : tensor<10xf32>
    %61 = stablehlo.add %58, %60 : tensor<10xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %63 = stablehlo.multiply %62, %45 : tensor<10x10xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %65 = stablehlo.multiply %64, %arg9 : tensor<10x10xf32>
    %66 = stablehlo.add %63, %65 : tensor<10x10xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %68 = stablehlo.multiply %67, %42 : tensor<10xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %70 = stablehlo.multiply %69, %arg10 : tensor<10xf32>
    %71 = stablehlo.add %68, %70 : tensor<10xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %73 = stablehlo.multiply %72, %38 : tensor<3x10xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %75 = stablehlo.multiply %74, %arg11 : tensor<3x10xf32>
    %76 = stablehlo.add %73, %75 : tensor<3x10xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %78 = stablehlo.multiply %77, %35 : tensor<3xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %80 = stablehlo.multiply %79, %arg12 : tensor<3xf32>
    %81 = stablehlo.add %78, %80 : tensor<3xf32>
    %82 = stablehlo.multiply %51, %51 : tensor<10x5xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<10x5xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %86 = stablehlo.multiply %85, %arg13 : tensor<10x5xf32>
    %87 = stablehlo.add %84, %86 : tensor<10x5xf32>
    %88 = stablehlo.multiply %49, %49 : tensor<10xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<10xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %92 = stablehlo.multiply %91, %arg14 : tensor<10xf32>
    %93 = stablehlo.add %90, %92 : tensor<10xf32>
    %94 = stablehlo.multiply %45, %45 : tensor<10x10xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<10x10xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %98 = stablehlo.multiply %97, %arg15 : tensor<10x10xf32>
    %99 = stablehlo.add %96, %98 : tensor<10x10xf32>
    %100 = stablehlo.multiply %42, %42 : tensor<10xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<10xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %104 = stablehlo.multiply %103, %arg16 : tensor<10xf32>
    %105 = stablehlo.add %102, %104 : tensor<10xf32>
    %106 = stablehlo.multiply %38, %38 : tensor<3x10xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<3x10xf32>
    %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %110 = stablehlo.multiply %109, %arg17 : tensor<3x10xf32>
    %111 = stablehlo.add %108, %110 : tensor<3x10xf32>
    %112 = stablehlo.multiply %35, %35 : tensor<3xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<3xf32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %116 = stablehlo.multiply %115, %arg18 : tensor<3xf32>
    %117 = stablehlo.add %114, %116 : tensor<3xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %118 = stablehlo.compare LT, %arg6, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %119 = stablehlo.add %arg6, %c_36 : tensor<i32>
    %c_37 = stablehlo.constant dense<2147483647> : tensor<i32>
    %120 = call @_where(%118, %119, %c_37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %121 = stablehlo.convert %120 : (tensor<i32>) -> tensor<f32>
    %122 = stablehlo.power %cst_38, %121 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.subtract %cst_39, %122 : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %125 = stablehlo.divide %56, %124 : tensor<10x5xf32>
    %126 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %127 = stablehlo.divide %61, %126 : tensor<10xf32>
    %128 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %129 = stablehlo.divide %66, %128 : tensor<10x10xf32>
    %130 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %131 = stablehlo.divide %71, %130 : tensor<10xf32>
    %132 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %133 = stablehlo.divide %76, %132 : tensor<3x10xf32>
    %134 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %135 = stablehlo.divide %81, %134 : tensor<3xf32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %136 = stablehlo.convert %120 : (tensor<i32>) -> tensor<f32>
    %137 = stablehlo.power %cst_40, %136 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.subtract %cst_41, %137 : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %140 = stablehlo.divide %87, %139 : tensor<10x5xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %142 = stablehlo.divide %93, %141 : tensor<10xf32>
    %143 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %144 = stablehlo.divide %99, %143 : tensor<10x10xf32>
    %145 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %146 = stablehlo.divide %105, %145 : tensor<10xf32>
    %147 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %148 = stablehlo.divide %111, %147 : tensor<3x10xf32>
    %149 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %150 = stablehlo.divide %117, %149 : tensor<3xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %152 = stablehlo.add %140, %151 : tensor<10x5xf32>
    %153 = stablehlo.sqrt %152 : tensor<10x5xf32>
    %cst_43 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %155 = stablehlo.add %153, %154 : tensor<10x5xf32>
    %156 = stablehlo.divide %125, %155 : tensor<10x5xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %158 = stablehlo.add %142, %157 : tensor<10xf32>
    %159 = stablehlo.sqrt %158 : tensor<10xf32>
    %cst_45 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %161 = stablehlo.add %159, %160 : tensor<10xf32>
    %162 = stablehlo.divide %127, %161 : tensor<10xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %164 = stablehlo.add %144, %163 : tensor<10x10xf32>
    %165 = stablehlo.sqrt %164 : tensor<10x10xf32>
    %cst_47 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %167 = stablehlo.add %165, %166 : tensor<10x10xf32>
    %168 = stablehlo.divide %129, %167 : tensor<10x10xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %170 = stablehlo.add %146, %169 : tensor<10xf32>
    %171 = stablehlo.sqrt %170 : tensor<10xf32>
    %cst_49 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %173 = stablehlo.add %171, %172 : tensor<10xf32>
    %174 = stablehlo.divide %131, %173 : tensor<10xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %176 = stablehlo.add %148, %175 : tensor<3x10xf32>
    %177 = stablehlo.sqrt %176 : tensor<3x10xf32>
    %cst_51 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %179 = stablehlo.add %177, %178 : tensor<3x10xf32>
    %180 = stablehlo.divide %133, %179 : tensor<3x10xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %182 = stablehlo.add %150, %181 : tensor<3xf32>
    %183 = stablehlo.sqrt %182 : tensor<3xf32>
    %cst_53 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %185 = stablehlo.add %183, %184 : tensor<3xf32>
    %186 = stablehlo.divide %135, %185 : tensor<3xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %188 = stablehlo.multiply %187, %arg0 : tensor<10x5xf32>
    %189 = stablehlo.add %156, %188 : tensor<10x5xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %191 = stablehlo.multiply %190, %arg1 : tensor<10xf32>
    %192 = stablehlo.add %162, %191 : tensor<10xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %194 = stablehlo.multiply %193, %arg2 : tensor<10x10xf32>
    %195 = stablehlo.add %168, %194 : tensor<10x10xf32>
    %cst_57 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %197 = stablehlo.multiply %196, %arg3 : tensor<10xf32>
    %198 = stablehlo.add %174, %197 : tensor<10xf32>
    %cst_58 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %200 = stablehlo.multiply %199, %arg4 : tensor<3x10xf32>
    %201 = stablehlo.add %180, %200 : tensor<3x10xf32>
    %cst_59 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %203 = stablehlo.multiply %202, %arg5 : tensor<3xf32>
    %204 = stablehlo.add %186, %203 : tensor<3xf32>
    %cst_60 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %206 = stablehlo.multiply %205, %189 : tensor<10x5xf32>
    %cst_61 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %208 = stablehlo.multiply %207, %192 : tensor<10xf32>
    %cst_62 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %210 = stablehlo.multiply %209, %195 : tensor<10x10xf32>
    %cst_63 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %212 = stablehlo.multiply %211, %198 : tensor<10xf32>
    %cst_64 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3x10xf32>
    %214 = stablehlo.multiply %213, %201 : tensor<3x10xf32>
    %cst_65 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %216 = stablehlo.multiply %215, %204 : tensor<3xf32>
    %217 = stablehlo.add %arg0, %206 : tensor<10x5xf32>
    %218 = stablehlo.add %arg1, %208 : tensor<10xf32>
    %219 = stablehlo.add %arg2, %210 : tensor<10x10xf32>
    %220 = stablehlo.add %arg3, %212 : tensor<10xf32>
    %221 = stablehlo.add %arg4, %214 : tensor<3x10xf32>
    %222 = stablehlo.add %arg5, %216 : tensor<3xf32>
    %223 = stablehlo.dot_general %217, %arg19, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x5xf32>, tensor<4x5xf32>) -> tensor<10x4xf32>
    %224 = stablehlo.transpose %223, dims = [1, 0] : (tensor<10x4xf32>) -> tensor<4x10xf32>
    %225 = stablehlo.broadcast_in_dim %218, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %227 = stablehlo.add %224, %226 : tensor<4x10xf32>
    %228 = stablehlo.tanh %227 : tensor<4x10xf32>
    %229 = stablehlo.dot_general %219, %228, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x10xf32>, tensor<4x10xf32>) -> tensor<10x4xf32>
    %230 = stablehlo.transpose %229, dims = [1, 0] : (tensor<10x4xf32>) -> tensor<4x10xf32>
    %231 = stablehlo.broadcast_in_dim %220, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %233 = stablehlo.add %230, %232 : tensor<4x10xf32>
    %234 = stablehlo.tanh %233 : tensor<4x10xf32>
    %235 = stablehlo.dot_general %221, %234, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x10xf32>, tensor<4x10xf32>) -> tensor<3x4xf32>
    %236 = stablehlo.transpose %235, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %237 = stablehlo.broadcast_in_dim %222, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %239 = stablehlo.add %236, %238 : tensor<4x3xf32>
    %240 = stablehlo.subtract %239, %arg20 : tensor<4x3xf32>
    %241 = stablehlo.multiply %240, %240 : tensor<4x3xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %243 = stablehlo.divide %242, %cst_67 : tensor<f32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    return %c_68, %217, %218, %219, %220, %221, %222, %120, %56, %61, %66, %71, %76, %81, %87, %93, %99, %105, %111, %117, %243 : tensor<i32>, tensor<10x5xf32>, tensor<10xf32>, tensor<10x10xf32>, tensor<10xf32>, tensor<3x10xf32>, tensor<3xf32>, tensor<i32>, tensor<10x5xf32>, tensor<10xf32>, tensor<10x10xf32>, tensor<10xf32>, tensor<3x10xf32>, tensor<3xf32>, tensor<10x5xf32>, tensor<10xf32>, tensor<10x10xf32>, tensor<10xf32>, tensor<3x10xf32>, tensor<3xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
