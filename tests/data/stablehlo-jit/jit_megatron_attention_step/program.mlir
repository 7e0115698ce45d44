module @jit_block_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg8: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x32xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32x32xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<32x32xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32x32xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32x64xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<64x32xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<f32> {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %5 = stablehlo.subtract %arg8, %4 : tensor<4x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %7 = stablehlo.subtract %arg8, %6 : tensor<4x8x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x8x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<4x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<4x8x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<4x8x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4x8x32xf32>
    %21 = stablehlo.dot_general %20, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %23 = stablehlo.dot_general %20, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %25 = stablehlo.dot_general %20, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %27 = stablehlo.dot_general %22, %24, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %cst_4 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<4x4x8x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %31 = call @tril(%30) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %32:2 = call @_where(%31, %29, %cst_5) : (tensor<8x8xi1>, tensor<4x4x8x8xf32>, tensor<f32>) -> (tensor<4x4x8x8xf32>, tensor<4x4x8x8xi1>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<4x4x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %38 = stablehlo.subtract %32#0, %37 : tensor<4x4x8x8xf32>
    %39 = stablehlo.exponential %38 : tensor<4x4x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %43 = stablehlo.divide %39, %42 : tensor<4x4x8x8xf32>
    %44 = stablehlo.multiply %41, %41 : tensor<4x4x8x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %46 = stablehlo.divide %45, %44 : tensor<4x4x8x1xf32>
    %47 = stablehlo.dot_general %26, %43, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %48 = stablehlo.transpose %47, dims = [0, 3, 1, 2] : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %50 = stablehlo.dot_general %49, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %51 = stablehlo.add %arg8, %50 : tensor<4x8x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<4x8x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<4x8x32xf32>
    %58 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %59 = stablehlo.subtract %51, %58 : tensor<4x8x32xf32>
    %60 = stablehlo.multiply %59, %59 : tensor<4x8x32xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %62 = stablehlo.multiply %61, %59 : tensor<4x8x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%60 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %66 = stablehlo.divide %64, %65 : tensor<4x8x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %68 = stablehlo.add %66, %67 : tensor<4x8x1xf32>
    %69 = stablehlo.rsqrt %68 : tensor<4x8x1xf32>
    %70 = stablehlo.divide %69, %68 : tensor<4x8x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<4x8x1xf32>
    %73 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %74 = stablehlo.multiply %57, %73 : tensor<4x8x32xf32>
    %75 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %77 = stablehlo.multiply %74, %76 : tensor<4x8x32xf32>
    %78 = stablehlo.dot_general %77, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %79 = stablehlo.multiply %78, %78 : tensor<4x8x64xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<4x8x64xf32>
    %81 = stablehlo.multiply %78, %78 : tensor<4x8x64xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<4x8x64xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %85 = stablehlo.multiply %84, %80 : tensor<4x8x64xf32>
    %86 = stablehlo.add %78, %85 : tensor<4x8x64xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<4x8x64xf32>
    %89 = stablehlo.tanh %88 : tensor<4x8x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %91 = stablehlo.add %90, %89 : tensor<4x8x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %93 = stablehlo.subtract %92, %89 : tensor<4x8x64xf32>
    %94 = stablehlo.multiply %91, %93 : tensor<4x8x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %96 = stablehlo.add %95, %89 : tensor<4x8x64xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<4x8x64xf32>
    %99 = stablehlo.multiply %78, %98 : tensor<4x8x64xf32>
    %100 = stablehlo.dot_general %99, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %101 = stablehlo.add %51, %100 : tensor<4x8x32xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<4x8x32xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %104 = stablehlo.multiply %103, %101 : tensor<4x8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%102 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %106 = stablehlo.divide %105, %cst_26 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %107 = stablehlo.divide %cst_27, %cst_28 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %109 = stablehlo.multiply %108, %104 : tensor<4x8x32xf32>
    %110 = stablehlo.dot_general %109, %99, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %111 = stablehlo.transpose %110, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %112 = stablehlo.dot_general %109, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %113 = stablehlo.multiply %78, %112 : tensor<4x8x64xf32>
    %114 = stablehlo.multiply %112, %98 : tensor<4x8x64xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %116 = stablehlo.multiply %115, %113 : tensor<4x8x64xf32>
    %117 = stablehlo.multiply %116, %94 : tensor<4x8x64xf32>
    %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<4x8x64xf32>
    %120 = stablehlo.add %114, %119 : tensor<4x8x64xf32>
    %cst_31 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %122 = stablehlo.multiply %121, %119 : tensor<4x8x64xf32>
    %123 = stablehlo.multiply %122, %83 : tensor<4x8x64xf32>
    %124 = stablehlo.add %120, %123 : tensor<4x8x64xf32>
    %125 = stablehlo.dot_general %124, %77, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %126 = stablehlo.transpose %125, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.dot_general %124, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %128 = stablehlo.multiply %74, %127 : tensor<4x8x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %130 = stablehlo.reshape %129 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %131 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %132 = stablehlo.multiply %127, %131 : tensor<4x8x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%130 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %134 = stablehlo.multiply %57, %132 : tensor<4x8x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %137 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %138 = stablehlo.multiply %132, %137 : tensor<4x8x32xf32>
    %139 = stablehlo.multiply %136, %72 : tensor<4x8x1xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %141 = stablehlo.divide %139, %140 : tensor<4x8x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %144 = stablehlo.multiply %143, %62 : tensor<4x8x32xf32>
    %145 = stablehlo.negate %144 : tensor<4x8x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %148 = stablehlo.add %109, %144 : tensor<4x8x32xf32>
    %149 = stablehlo.negate %138 : tensor<4x8x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %152 = stablehlo.add %148, %138 : tensor<4x8x32xf32>
    %153 = stablehlo.add %147, %151 : tensor<4x8x1xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %155 = stablehlo.divide %153, %154 : tensor<4x8x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %158 = stablehlo.add %152, %157 : tensor<4x8x32xf32>
    %159 = stablehlo.dot_general %158, %49, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.transpose %159, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.dot_general %158, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %163 = stablehlo.transpose %162, dims = [0, 2, 3, 1] : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %164 = stablehlo.dot_general %163, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %165 = stablehlo.dot_general %163, %43, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %166 = stablehlo.transpose %165, dims = [0, 3, 1, 2] : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %167 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %168 = stablehlo.multiply %164, %167 : tensor<4x4x8x8xf32>
    %169 = stablehlo.multiply %168, %39 : tensor<4x4x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %171 = stablehlo.reshape %170 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %172 = stablehlo.negate %171 : tensor<4x4x8x1xf32>
    %173 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %174 = stablehlo.divide %164, %173 : tensor<4x4x8x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%172 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %177 = stablehlo.add %174, %176 : tensor<4x4x8x8xf32>
    %178 = stablehlo.multiply %177, %39 : tensor<4x4x8x8xf32>
    %179 = call @_where_0(%32#1, %178) : (tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %cst_43 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %181 = stablehlo.divide %179, %180 : tensor<4x4x8x8xf32>
    %182 = stablehlo.dot_general %181, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %183 = stablehlo.transpose %182, dims = [0, 2, 1, 3] : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %184 = stablehlo.dot_general %181, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %185 = stablehlo.transpose %184, dims = [0, 2, 1, 3] : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %186 = stablehlo.reshape %166 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %187 = stablehlo.dot_general %186, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %188 = stablehlo.transpose %187, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %189 = stablehlo.dot_general %186, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %190 = stablehlo.reshape %183 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %191 = stablehlo.dot_general %190, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %192 = stablehlo.transpose %191, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %193 = stablehlo.dot_general %190, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %194 = stablehlo.add %189, %193 : tensor<4x8x32xf32>
    %195 = stablehlo.reshape %185 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %196 = stablehlo.dot_general %195, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.transpose %196, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %198 = stablehlo.dot_general %195, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %199 = stablehlo.add %194, %198 : tensor<4x8x32xf32>
    %200 = stablehlo.multiply %17, %199 : tensor<4x8x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %202 = stablehlo.reshape %201 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%202 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<32xf32>
    %206 = stablehlo.subtract %arg0, %205 : tensor<32xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %208 = stablehlo.multiply %207, %133 : tensor<32xf32>
    %209 = stablehlo.subtract %arg1, %208 : tensor<32xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %211 = stablehlo.multiply %210, %192 : tensor<32x32xf32>
    %212 = stablehlo.subtract %arg2, %211 : tensor<32x32xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %214 = stablehlo.multiply %213, %160 : tensor<32x32xf32>
    %215 = stablehlo.subtract %arg3, %214 : tensor<32x32xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %217 = stablehlo.multiply %216, %197 : tensor<32x32xf32>
    %218 = stablehlo.subtract %arg4, %217 : tensor<32x32xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %220 = stablehlo.multiply %219, %188 : tensor<32x32xf32>
    %221 = stablehlo.subtract %arg5, %220 : tensor<32x32xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %223 = stablehlo.multiply %222, %126 : tensor<32x64xf32>
    %224 = stablehlo.subtract %arg6, %223 : tensor<32x64xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %226 = stablehlo.multiply %225, %111 : tensor<64x32xf32>
    %227 = stablehlo.subtract %arg7, %226 : tensor<64x32xf32>
    return %206, %209, %212, %215, %218, %221, %224, %227, %106 : tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<4x4x8x8xf32>, %arg2: tensor<f32>) -> (tensor<4x4x8x8xf32>, tensor<4x4x8x8xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<4x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    return %2, %0 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x4x8x8xi1>, %arg1: tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    return %1 : tensor<4x4x8x8xf32>
  }
}
