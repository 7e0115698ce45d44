module @jit_block_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<32x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<32x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<32x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<32x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<4x8x32xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<32xf32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<32xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}, tensor<32x32xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<32x32xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<32x32xf32> {jax.result_info = "result[4]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<32x32xf32> {jax.result_info = "result[5]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<32x64xf32> {jax.result_info = "result[6]", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<64x32xf32> {jax.result_info = "result[7]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<f32> {jax.result_info = "result[8]", mhlo.sharding = "{replicated}"}) {
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
    %91 = stablehlo.subtract %90, %89 : tensor<4x8x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %93 = stablehlo.add %92, %89 : tensor<4x8x64xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<4x8x64xf32>
    %96 = stablehlo.multiply %78, %95 : tensor<4x8x64xf32>
    %97 = stablehlo.dot_general %96, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %98 = stablehlo.add %51, %97 : tensor<4x8x32xf32>
    %99 = stablehlo.multiply %98, %98 : tensor<4x8x32xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %101 = stablehlo.multiply %100, %98 : tensor<4x8x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%99 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %103 = stablehlo.divide %102, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %104 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %106 = stablehlo.multiply %105, %101 : tensor<4x8x32xf32>
    %107 = stablehlo.dot_general %106, %96, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %108 = stablehlo.transpose %107, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %109 = stablehlo.dot_general %106, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %110 = stablehlo.multiply %78, %109 : tensor<4x8x64xf32>
    %111 = stablehlo.multiply %109, %95 : tensor<4x8x64xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %113 = stablehlo.multiply %112, %110 : tensor<4x8x64xf32>
    %114 = stablehlo.multiply %113, %91 : tensor<4x8x64xf32>
    %115 = stablehlo.multiply %114, %89 : tensor<4x8x64xf32>
    %116 = stablehlo.add %114, %115 : tensor<4x8x64xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<4x8x64xf32>
    %119 = stablehlo.add %111, %118 : tensor<4x8x64xf32>
    %cst_30 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %121 = stablehlo.multiply %120, %118 : tensor<4x8x64xf32>
    %122 = stablehlo.multiply %121, %83 : tensor<4x8x64xf32>
    %123 = stablehlo.add %119, %122 : tensor<4x8x64xf32>
    %124 = stablehlo.dot_general %123, %77, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %125 = stablehlo.transpose %124, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %126 = stablehlo.dot_general %123, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %127 = stablehlo.multiply %74, %126 : tensor<4x8x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %129 = stablehlo.reshape %128 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %130 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %131 = stablehlo.multiply %126, %130 : tensor<4x8x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%129 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.multiply %57, %131 : tensor<4x8x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %136 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %137 = stablehlo.multiply %131, %136 : tensor<4x8x32xf32>
    %138 = stablehlo.multiply %135, %72 : tensor<4x8x1xf32>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %140 = stablehlo.divide %138, %139 : tensor<4x8x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %143 = stablehlo.multiply %142, %62 : tensor<4x8x32xf32>
    %144 = stablehlo.negate %143 : tensor<4x8x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %147 = stablehlo.add %106, %143 : tensor<4x8x32xf32>
    %148 = stablehlo.negate %137 : tensor<4x8x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %150 = stablehlo.reshape %149 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %151 = stablehlo.add %147, %137 : tensor<4x8x32xf32>
    %152 = stablehlo.add %146, %150 : tensor<4x8x1xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<4x8x1xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %157 = stablehlo.add %151, %156 : tensor<4x8x32xf32>
    %158 = stablehlo.dot_general %157, %49, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %159 = stablehlo.transpose %158, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.dot_general %157, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %162 = stablehlo.transpose %161, dims = [0, 2, 3, 1] : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %163 = stablehlo.dot_general %162, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %164 = stablehlo.dot_general %162, %43, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %165 = stablehlo.transpose %164, dims = [0, 3, 1, 2] : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %166 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %167 = stablehlo.multiply %163, %166 : tensor<4x4x8x8xf32>
    %168 = stablehlo.multiply %167, %39 : tensor<4x4x8x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_40) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %170 = stablehlo.reshape %169 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %171 = stablehlo.negate %170 : tensor<4x4x8x1xf32>
    %172 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %173 = stablehlo.divide %163, %172 : tensor<4x4x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%171 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %176 = stablehlo.add %173, %175 : tensor<4x4x8x8xf32>
    %177 = stablehlo.multiply %176, %39 : tensor<4x4x8x8xf32>
    %178 = call @_where_0(%32#1, %177) : (tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %cst_42 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %180 = stablehlo.divide %178, %179 : tensor<4x4x8x8xf32>
    %181 = stablehlo.dot_general %180, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %182 = stablehlo.transpose %181, dims = [0, 2, 1, 3] : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %183 = stablehlo.dot_general %180, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1, 3] : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %185 = stablehlo.reshape %165 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %186 = stablehlo.dot_general %185, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %187 = stablehlo.transpose %186, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %188 = stablehlo.dot_general %185, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %189 = stablehlo.reshape %182 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %190 = stablehlo.dot_general %189, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %191 = stablehlo.transpose %190, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %192 = stablehlo.dot_general %189, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %193 = stablehlo.add %188, %192 : tensor<4x8x32xf32>
    %194 = stablehlo.reshape %184 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %195 = stablehlo.dot_general %194, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %196 = stablehlo.transpose %195, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.dot_general %194, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %198 = stablehlo.add %193, %197 : tensor<4x8x32xf32>
    %199 = stablehlo.multiply %17, %198 : tensor<4x8x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %201 = stablehlo.reshape %200 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<32xf32>
    %205 = stablehlo.subtract %arg0, %204 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %207 = stablehlo.multiply %206, %132 : tensor<32xf32>
    %208 = stablehlo.subtract %arg1, %207 : tensor<32xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %210 = stablehlo.multiply %209, %191 : tensor<32x32xf32>
    %211 = stablehlo.subtract %arg2, %210 : tensor<32x32xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %213 = stablehlo.multiply %212, %159 : tensor<32x32xf32>
    %214 = stablehlo.subtract %arg3, %213 : tensor<32x32xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %216 = stablehlo.multiply %215, %196 : tensor<32x32xf32>
    %217 = stablehlo.subtract %arg4, %216 : tensor<32x32xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %219 = stablehlo.multiply %218, %187 : tensor<32x32xf32>
    %220 = stablehlo.subtract %arg5, %219 : tensor<32x32xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %222 = stablehlo.multiply %221, %125 : tensor<32x64xf32>
    %223 = stablehlo.subtract %arg6, %222 : tensor<32x64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %225 = stablehlo.multiply %224, %108 : tensor<64x32xf32>
    %226 = stablehlo.subtract %arg7, %225 : tensor<64x32xf32>
    return %205, %208, %211, %214, %217, %220, %223, %226, %103 : tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
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
