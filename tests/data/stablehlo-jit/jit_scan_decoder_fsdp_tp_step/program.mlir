module @jit_decoder_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=4, "tensor"=2]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 4 : i64}, {name = "tensor", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, %arg1: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, %arg2: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, %arg3: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>}, %arg4: tensor<2x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, %arg5: tensor<2x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>}, %arg6: tensor<8x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}) -> (tensor<2x32x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<2x32x32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<2x32x32xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<2x32x32xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>}, tensor<2x32x64xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<2x64x32xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>}, tensor<f32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %1 = call @tril(%0) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %2:2 = call @_where(%1, %cst) : (tensor<8x8xi1>, tensor<f32>) -> (tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x8x4x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x8x4x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x8x4x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %26:33 = stablehlo.while(%iterArg = %arg0, %iterArg_42 = %arg1, %iterArg_43 = %arg2, %iterArg_44 = %arg3, %iterArg_45 = %arg4, %iterArg_46 = %arg5, %iterArg_47 = %2#0, %iterArg_48 = %2#1, %iterArg_49 = %c_23, %iterArg_50 = %arg6, %iterArg_51 = %3, %iterArg_52 = %4, %iterArg_53 = %5, %iterArg_54 = %6, %iterArg_55 = %7, %iterArg_56 = %8, %iterArg_57 = %9, %iterArg_58 = %10, %iterArg_59 = %11, %iterArg_60 = %12, %iterArg_61 = %13, %iterArg_62 = %14, %iterArg_63 = %15, %iterArg_64 = %16, %iterArg_65 = %17, %iterArg_66 = %18, %iterArg_67 = %19, %iterArg_68 = %20, %iterArg_69 = %21, %iterArg_70 = %22, %iterArg_71 = %23, %iterArg_72 = %24, %iterArg_73 = %25) : tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>, tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>, tensor<i32>, tensor<8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>
    cond {
      %c_74 = stablehlo.constant dense<2> : tensor<i32>
      %60 = stablehlo.compare LT, %iterArg_49, %c_74, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %60 : tensor<i1>
    } do {
      %60 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_49) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %61 = func.call @dynamic_index_in_dim(%iterArg_42, %iterArg_49) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %62 = func.call @dynamic_index_in_dim(%iterArg_43, %iterArg_49) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %63 = func.call @dynamic_index_in_dim(%iterArg_44, %iterArg_49) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %64 = func.call @dynamic_index_in_dim_0(%iterArg_45, %iterArg_49) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %65 = func.call @dynamic_index_in_dim_1(%iterArg_46, %iterArg_49) : (tensor<2x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %66 = stablehlo.reduce(%iterArg_50 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %cst_75 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %68 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %69 = stablehlo.divide %67, %68 : tensor<8x8x1xf32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
      %71 = stablehlo.subtract %iterArg_50, %70 : tensor<8x8x32xf32>
      %72 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
      %73 = stablehlo.subtract %iterArg_50, %72 : tensor<8x8x32xf32>
      %74 = stablehlo.multiply %73, %73 : tensor<8x8x32xf32>
      %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %75 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
      %76 = stablehlo.multiply %75, %73 : tensor<8x8x32xf32>
      %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %77 = stablehlo.reduce(%74 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %cst_78 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %80 = stablehlo.divide %78, %79 : tensor<8x8x1xf32>
      %cst_79 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %82 = stablehlo.add %80, %81 : tensor<8x8x1xf32>
      %83 = stablehlo.rsqrt %82 : tensor<8x8x1xf32>
      %84 = stablehlo.divide %83, %82 : tensor<8x8x1xf32>
      %cst_80 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %85 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %86 = stablehlo.multiply %85, %84 : tensor<8x8x1xf32>
      %87 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
      %88 = stablehlo.multiply %71, %87 : tensor<8x8x32xf32>
      %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %89 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
      %90 = stablehlo.multiply %88, %89 : tensor<8x8x32xf32>
      %91 = stablehlo.dot_general %90, %60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
      %92 = stablehlo.reshape %91 : (tensor<8x8x32xf32>) -> tensor<8x8x4x8xf32>
      %93 = stablehlo.dot_general %90, %61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
      %94 = stablehlo.reshape %93 : (tensor<8x8x32xf32>) -> tensor<8x8x4x8xf32>
      %95 = stablehlo.dot_general %90, %62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
      %96 = stablehlo.reshape %95 : (tensor<8x8x32xf32>) -> tensor<8x8x4x8xf32>
      %97 = stablehlo.dot_general %92, %94, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
      %cst_82 = stablehlo.constant dense<2.82842708> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
      %99 = stablehlo.divide %97, %98 : tensor<8x4x8x8xf32>
      %100 = func.call @_where_2(%99, %iterArg_47, %iterArg_48) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
      %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %101 = stablehlo.reduce(%100 init: %cst_83) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
      %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %102 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
      %103 = stablehlo.maximum %102, %101 : tensor<8x4x8xf32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
      %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
      %106 = stablehlo.subtract %100, %105 : tensor<8x4x8x8xf32>
      %107 = stablehlo.exponential %106 : tensor<8x4x8x8xf32>
      %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %108 = stablehlo.reduce(%107 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
      %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
      %111 = stablehlo.divide %107, %110 : tensor<8x4x8x8xf32>
      %112 = stablehlo.multiply %109, %109 : tensor<8x4x8x1xf32>
      %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %113 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x4x8x1xf32>
      %114 = stablehlo.divide %113, %112 : tensor<8x4x8x1xf32>
      %115 = stablehlo.dot_general %96, %111, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
      %116 = stablehlo.transpose %115, dims = [0, 3, 1, 2] : (tensor<8x4x8x8xf32>) -> tensor<8x8x4x8xf32>
      %117 = stablehlo.reshape %116 : (tensor<8x8x4x8xf32>) -> tensor<8x8x32xf32>
      %118 = stablehlo.dot_general %117, %63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
      %119 = stablehlo.add %iterArg_50, %118 : tensor<8x8x32xf32>
      %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.reduce(%119 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %cst_88 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %123 = stablehlo.divide %121, %122 : tensor<8x8x1xf32>
      %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
      %125 = stablehlo.subtract %119, %124 : tensor<8x8x32xf32>
      %126 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
      %127 = stablehlo.subtract %119, %126 : tensor<8x8x32xf32>
      %128 = stablehlo.multiply %127, %127 : tensor<8x8x32xf32>
      %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
      %130 = stablehlo.multiply %129, %127 : tensor<8x8x32xf32>
      %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %131 = stablehlo.reduce(%128 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %cst_91 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %133 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %134 = stablehlo.divide %132, %133 : tensor<8x8x1xf32>
      %cst_92 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %136 = stablehlo.add %134, %135 : tensor<8x8x1xf32>
      %137 = stablehlo.rsqrt %136 : tensor<8x8x1xf32>
      %138 = stablehlo.divide %137, %136 : tensor<8x8x1xf32>
      %cst_93 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %139 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %140 = stablehlo.multiply %139, %138 : tensor<8x8x1xf32>
      %141 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
      %142 = stablehlo.multiply %125, %141 : tensor<8x8x32xf32>
      %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %143 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
      %144 = stablehlo.multiply %142, %143 : tensor<8x8x32xf32>
      %145 = stablehlo.dot_general %144, %64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
      %146 = stablehlo.multiply %145, %145 : tensor<8x8x64xf32>
      %147 = stablehlo.multiply %146, %145 : tensor<8x8x64xf32>
      %148 = stablehlo.multiply %145, %145 : tensor<8x8x64xf32>
      %cst_95 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %149 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %150 = stablehlo.multiply %149, %148 : tensor<8x8x64xf32>
      %cst_96 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %151 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %152 = stablehlo.multiply %151, %147 : tensor<8x8x64xf32>
      %153 = stablehlo.add %145, %152 : tensor<8x8x64xf32>
      %cst_97 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %154 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %155 = stablehlo.multiply %154, %153 : tensor<8x8x64xf32>
      %156 = stablehlo.tanh %155 : tensor<8x8x64xf32>
      %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %157 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %158 = stablehlo.add %157, %156 : tensor<8x8x64xf32>
      %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %159 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %160 = stablehlo.subtract %159, %156 : tensor<8x8x64xf32>
      %161 = stablehlo.multiply %158, %160 : tensor<8x8x64xf32>
      %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %162 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %163 = stablehlo.add %162, %156 : tensor<8x8x64xf32>
      %cst_101 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %164 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %165 = stablehlo.multiply %164, %163 : tensor<8x8x64xf32>
      %166 = stablehlo.multiply %145, %165 : tensor<8x8x64xf32>
      %167 = stablehlo.dot_general %166, %65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
      %168 = stablehlo.add %119, %167 : tensor<8x8x32xf32>
      %169 = func.call @dynamic_update_index_in_dim(%iterArg_51, %76, %iterArg_49) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %170 = func.call @dynamic_update_index_in_dim_3(%iterArg_52, %86, %iterArg_49) : (tensor<2x8x8x1xf32>, tensor<8x8x1xf32>, tensor<i32>) -> tensor<2x8x8x1xf32>
      %171 = func.call @dynamic_update_index_in_dim_3(%iterArg_53, %83, %iterArg_49) : (tensor<2x8x8x1xf32>, tensor<8x8x1xf32>, tensor<i32>) -> tensor<2x8x8x1xf32>
      %172 = func.call @dynamic_update_index_in_dim(%iterArg_54, %71, %iterArg_49) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %173 = func.call @dynamic_update_index_in_dim(%iterArg_55, %90, %iterArg_49) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %174 = func.call @dynamic_update_index_in_dim_4(%iterArg_56, %94, %iterArg_49) : (tensor<2x8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<i32>) -> tensor<2x8x8x4x8xf32>
      %175 = func.call @dynamic_update_index_in_dim_4(%iterArg_57, %92, %iterArg_49) : (tensor<2x8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<i32>) -> tensor<2x8x8x4x8xf32>
      %176 = func.call @dynamic_update_index_in_dim_5(%iterArg_58, %107, %iterArg_49) : (tensor<2x8x4x8x8xf32>, tensor<8x4x8x8xf32>, tensor<i32>) -> tensor<2x8x4x8x8xf32>
      %177 = func.call @dynamic_update_index_in_dim_6(%iterArg_59, %109, %iterArg_49) : (tensor<2x8x4x8x1xf32>, tensor<8x4x8x1xf32>, tensor<i32>) -> tensor<2x8x4x8x1xf32>
      %178 = func.call @dynamic_update_index_in_dim_6(%iterArg_60, %114, %iterArg_49) : (tensor<2x8x4x8x1xf32>, tensor<8x4x8x1xf32>, tensor<i32>) -> tensor<2x8x4x8x1xf32>
      %179 = func.call @dynamic_update_index_in_dim_5(%iterArg_61, %111, %iterArg_49) : (tensor<2x8x4x8x8xf32>, tensor<8x4x8x8xf32>, tensor<i32>) -> tensor<2x8x4x8x8xf32>
      %180 = func.call @dynamic_update_index_in_dim_4(%iterArg_62, %96, %iterArg_49) : (tensor<2x8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<i32>) -> tensor<2x8x8x4x8xf32>
      %181 = func.call @dynamic_update_index_in_dim(%iterArg_63, %117, %iterArg_49) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %182 = func.call @dynamic_update_index_in_dim(%iterArg_64, %130, %iterArg_49) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %183 = func.call @dynamic_update_index_in_dim_3(%iterArg_65, %140, %iterArg_49) : (tensor<2x8x8x1xf32>, tensor<8x8x1xf32>, tensor<i32>) -> tensor<2x8x8x1xf32>
      %184 = func.call @dynamic_update_index_in_dim_3(%iterArg_66, %137, %iterArg_49) : (tensor<2x8x8x1xf32>, tensor<8x8x1xf32>, tensor<i32>) -> tensor<2x8x8x1xf32>
      %185 = func.call @dynamic_update_index_in_dim(%iterArg_67, %125, %iterArg_49) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %186 = func.call @dynamic_update_index_in_dim(%iterArg_68, %144, %iterArg_49) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %187 = func.call @dynamic_update_index_in_dim_7(%iterArg_69, %150, %iterArg_49) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %188 = func.call @dynamic_update_index_in_dim_7(%iterArg_70, %161, %iterArg_49) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %189 = func.call @dynamic_update_index_in_dim_7(%iterArg_71, %165, %iterArg_49) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %190 = func.call @dynamic_update_index_in_dim_7(%iterArg_72, %145, %iterArg_49) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %191 = func.call @dynamic_update_index_in_dim_7(%iterArg_73, %166, %iterArg_49) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %c_102 = stablehlo.constant dense<1> : tensor<i32>
      %192 = stablehlo.add %iterArg_49, %c_102 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %192, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191 : tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>, tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>, tensor<i32>, tensor<8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>
    }
    %27 = stablehlo.multiply %26#9, %26#9 : tensor<8x8x32xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %29 = stablehlo.multiply %28, %26#9 : tensor<8x8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%27 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_26 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_28 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %32 = stablehlo.divide %cst_27, %cst_28 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %34 = stablehlo.multiply %33, %29 : tensor<8x8x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %41:38 = stablehlo.while(%iterArg = %26#10, %iterArg_42 = %26#11, %iterArg_43 = %26#12, %iterArg_44 = %26#13, %iterArg_45 = %arg0, %iterArg_46 = %26#14, %iterArg_47 = %arg1, %iterArg_48 = %arg2, %iterArg_49 = %26#15, %iterArg_50 = %26#16, %iterArg_51 = %26#17, %iterArg_52 = %26#18, %iterArg_53 = %26#19, %iterArg_54 = %26#20, %iterArg_55 = %26#21, %iterArg_56 = %arg3, %iterArg_57 = %26#22, %iterArg_58 = %26#23, %iterArg_59 = %26#24, %iterArg_60 = %26#25, %iterArg_61 = %26#26, %iterArg_62 = %arg4, %iterArg_63 = %26#27, %iterArg_64 = %26#28, %iterArg_65 = %26#29, %iterArg_66 = %26#30, %iterArg_67 = %26#31, %iterArg_68 = %arg5, %iterArg_69 = %26#32, %iterArg_70 = %2#0, %iterArg_71 = %c_35, %iterArg_72 = %34, %iterArg_73 = %35, %iterArg_74 = %36, %iterArg_75 = %37, %iterArg_76 = %38, %iterArg_77 = %39, %iterArg_78 = %40) : tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x32x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x32x64xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x64x32xf32>, tensor<2x8x8x64xf32>, tensor<8x4x8x8xi1>, tensor<i32>, tensor<8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>
    cond {
      %c_79 = stablehlo.constant dense<2> : tensor<i32>
      %60 = stablehlo.compare LT, %iterArg_71, %c_79, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %60 : tensor<i1>
    } do {
      %c_79 = stablehlo.constant dense<2> : tensor<i32>
      %60 = stablehlo.subtract %c_79, %iterArg_71 : tensor<i32>
      %c_80 = stablehlo.constant dense<1> : tensor<i32>
      %61 = stablehlo.subtract %60, %c_80 : tensor<i32>
      %62 = func.call @dynamic_index_in_dim_8(%iterArg, %61) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %63 = func.call @dynamic_index_in_dim_9(%iterArg_42, %61) : (tensor<2x8x8x1xf32>, tensor<i32>) -> tensor<8x8x1xf32>
      %64 = func.call @dynamic_index_in_dim_9(%iterArg_43, %61) : (tensor<2x8x8x1xf32>, tensor<i32>) -> tensor<8x8x1xf32>
      %65 = func.call @dynamic_index_in_dim_8(%iterArg_44, %61) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %66 = func.call @dynamic_index_in_dim(%iterArg_45, %61) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %67 = func.call @dynamic_index_in_dim_8(%iterArg_46, %61) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %68 = func.call @dynamic_index_in_dim(%iterArg_47, %61) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %69 = func.call @dynamic_index_in_dim(%iterArg_48, %61) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %70 = func.call @dynamic_index_in_dim_10(%iterArg_49, %61) : (tensor<2x8x8x4x8xf32>, tensor<i32>) -> tensor<8x8x4x8xf32>
      %71 = func.call @dynamic_index_in_dim_10(%iterArg_50, %61) : (tensor<2x8x8x4x8xf32>, tensor<i32>) -> tensor<8x8x4x8xf32>
      %72 = func.call @dynamic_index_in_dim_11(%iterArg_51, %61) : (tensor<2x8x4x8x8xf32>, tensor<i32>) -> tensor<8x4x8x8xf32>
      %73 = func.call @dynamic_index_in_dim_12(%iterArg_52, %61) : (tensor<2x8x4x8x1xf32>, tensor<i32>) -> tensor<8x4x8x1xf32>
      %74 = func.call @dynamic_index_in_dim_12(%iterArg_53, %61) : (tensor<2x8x4x8x1xf32>, tensor<i32>) -> tensor<8x4x8x1xf32>
      %75 = func.call @dynamic_index_in_dim_11(%iterArg_54, %61) : (tensor<2x8x4x8x8xf32>, tensor<i32>) -> tensor<8x4x8x8xf32>
      %76 = func.call @dynamic_index_in_dim_10(%iterArg_55, %61) : (tensor<2x8x8x4x8xf32>, tensor<i32>) -> tensor<8x8x4x8xf32>
      %77 = func.call @dynamic_index_in_dim(%iterArg_56, %61) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %78 = func.call @dynamic_index_in_dim_8(%iterArg_57, %61) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %79 = func.call @dynamic_index_in_dim_8(%iterArg_58, %61) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %80 = func.call @dynamic_index_in_dim_9(%iterArg_59, %61) : (tensor<2x8x8x1xf32>, tensor<i32>) -> tensor<8x8x1xf32>
      %81 = func.call @dynamic_index_in_dim_9(%iterArg_60, %61) : (tensor<2x8x8x1xf32>, tensor<i32>) -> tensor<8x8x1xf32>
      %82 = func.call @dynamic_index_in_dim_8(%iterArg_61, %61) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %83 = func.call @dynamic_index_in_dim_0(%iterArg_62, %61) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %84 = func.call @dynamic_index_in_dim_8(%iterArg_63, %61) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %85 = func.call @dynamic_index_in_dim_13(%iterArg_64, %61) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %86 = func.call @dynamic_index_in_dim_13(%iterArg_65, %61) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %87 = func.call @dynamic_index_in_dim_13(%iterArg_66, %61) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %88 = func.call @dynamic_index_in_dim_13(%iterArg_67, %61) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %89 = func.call @dynamic_index_in_dim_1(%iterArg_68, %61) : (tensor<2x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %90 = func.call @dynamic_index_in_dim_13(%iterArg_69, %61) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %91 = stablehlo.dot_general %iterArg_72, %90, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x64xf32>) -> tensor<32x64xf32>
      %92 = stablehlo.transpose %91, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
      %93 = stablehlo.dot_general %iterArg_72, %89, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<64x32xf32>) -> tensor<8x8x64xf32>
      %94 = stablehlo.multiply %88, %93 : tensor<8x8x64xf32>
      %95 = stablehlo.multiply %93, %87 : tensor<8x8x64xf32>
      %cst_81 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %97 = stablehlo.multiply %96, %94 : tensor<8x8x64xf32>
      %98 = stablehlo.multiply %97, %86 : tensor<8x8x64xf32>
      %cst_82 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %99 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %100 = stablehlo.multiply %99, %98 : tensor<8x8x64xf32>
      %101 = stablehlo.add %95, %100 : tensor<8x8x64xf32>
      %cst_83 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %102 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
      %103 = stablehlo.multiply %102, %100 : tensor<8x8x64xf32>
      %104 = stablehlo.multiply %103, %85 : tensor<8x8x64xf32>
      %105 = stablehlo.add %101, %104 : tensor<8x8x64xf32>
      %106 = stablehlo.dot_general %105, %84, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<8x8x32xf32>) -> tensor<64x32xf32>
      %107 = stablehlo.transpose %106, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
      %108 = stablehlo.dot_general %105, %83, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<32x64xf32>) -> tensor<8x8x32xf32>
      %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %109 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
      %110 = stablehlo.multiply %108, %109 : tensor<8x8x32xf32>
      %111 = stablehlo.multiply %82, %110 : tensor<8x8x32xf32>
      %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %112 = stablehlo.reduce(%111 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %113 = stablehlo.reshape %112 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %114 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
      %115 = stablehlo.multiply %110, %114 : tensor<8x8x32xf32>
      %116 = stablehlo.multiply %113, %80 : tensor<8x8x1xf32>
      %cst_86 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %117 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %118 = stablehlo.divide %116, %117 : tensor<8x8x1xf32>
      %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %119 = stablehlo.reduce(%118 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<8x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x32xf32>
      %121 = stablehlo.multiply %120, %79 : tensor<8x8x32xf32>
      %122 = stablehlo.negate %121 : tensor<8x8x32xf32>
      %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %123 = stablehlo.reduce(%122 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %124 = stablehlo.reshape %123 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %125 = stablehlo.add %iterArg_72, %121 : tensor<8x8x32xf32>
      %126 = stablehlo.negate %115 : tensor<8x8x32xf32>
      %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %127 = stablehlo.reduce(%126 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %128 = stablehlo.reshape %127 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %129 = stablehlo.add %125, %115 : tensor<8x8x32xf32>
      %130 = stablehlo.add %124, %128 : tensor<8x8x1xf32>
      %cst_90 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %131 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %132 = stablehlo.divide %130, %131 : tensor<8x8x1xf32>
      %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %133 = stablehlo.reduce(%132 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x32xf32>
      %135 = stablehlo.add %129, %134 : tensor<8x8x32xf32>
      %136 = stablehlo.dot_general %135, %78, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<32x32xf32>
      %137 = stablehlo.transpose %136, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %138 = stablehlo.dot_general %135, %77, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
      %139 = stablehlo.reshape %138 : (tensor<8x8x32xf32>) -> tensor<8x8x4x8xf32>
      %140 = stablehlo.transpose %139, dims = [0, 2, 3, 1] : (tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
      %141 = stablehlo.dot_general %140, %76, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
      %142 = stablehlo.dot_general %140, %75, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
      %143 = stablehlo.transpose %142, dims = [0, 3, 1, 2] : (tensor<8x4x8x8xf32>) -> tensor<8x8x4x8xf32>
      %144 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
      %145 = stablehlo.multiply %141, %144 : tensor<8x4x8x8xf32>
      %146 = stablehlo.multiply %145, %72 : tensor<8x4x8x8xf32>
      %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %147 = stablehlo.reduce(%146 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
      %148 = stablehlo.reshape %147 : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
      %149 = stablehlo.negate %148 : tensor<8x4x8x1xf32>
      %150 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
      %151 = stablehlo.divide %141, %150 : tensor<8x4x8x8xf32>
      %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %152 = stablehlo.reduce(%149 init: %cst_93) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x1xf32>, tensor<f32>) -> tensor<8x4x8xf32>
      %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x8xf32>
      %154 = stablehlo.add %151, %153 : tensor<8x4x8x8xf32>
      %155 = stablehlo.multiply %154, %72 : tensor<8x4x8x8xf32>
      %156 = func.call @_where_14(%iterArg_70, %155) : (tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
      %cst_94 = stablehlo.constant dense<2.82842708> : tensor<f32>
      %157 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
      %158 = stablehlo.divide %156, %157 : tensor<8x4x8x8xf32>
      %159 = stablehlo.dot_general %158, %71, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
      %160 = stablehlo.transpose %159, dims = [0, 2, 1, 3] : (tensor<8x4x8x8xf32>) -> tensor<8x8x4x8xf32>
      %161 = stablehlo.dot_general %158, %70, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
      %162 = stablehlo.transpose %161, dims = [0, 2, 1, 3] : (tensor<8x4x8x8xf32>) -> tensor<8x8x4x8xf32>
      %163 = stablehlo.reshape %143 : (tensor<8x8x4x8xf32>) -> tensor<8x8x32xf32>
      %164 = stablehlo.dot_general %163, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<32x32xf32>
      %165 = stablehlo.transpose %164, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %166 = stablehlo.dot_general %163, %69, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
      %167 = stablehlo.reshape %160 : (tensor<8x8x4x8xf32>) -> tensor<8x8x32xf32>
      %168 = stablehlo.dot_general %167, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<32x32xf32>
      %169 = stablehlo.transpose %168, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %170 = stablehlo.dot_general %167, %68, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
      %171 = stablehlo.add %166, %170 : tensor<8x8x32xf32>
      %172 = stablehlo.reshape %162 : (tensor<8x8x4x8xf32>) -> tensor<8x8x32xf32>
      %173 = stablehlo.dot_general %172, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<32x32xf32>
      %174 = stablehlo.transpose %173, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %175 = stablehlo.dot_general %172, %66, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
      %176 = stablehlo.add %171, %175 : tensor<8x8x32xf32>
      %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %177 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
      %178 = stablehlo.multiply %176, %177 : tensor<8x8x32xf32>
      %179 = stablehlo.multiply %65, %178 : tensor<8x8x32xf32>
      %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %180 = stablehlo.reduce(%179 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %181 = stablehlo.reshape %180 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %182 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
      %183 = stablehlo.multiply %178, %182 : tensor<8x8x32xf32>
      %184 = stablehlo.multiply %181, %63 : tensor<8x8x1xf32>
      %cst_97 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %185 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %186 = stablehlo.divide %184, %185 : tensor<8x8x1xf32>
      %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %187 = stablehlo.reduce(%186 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
      %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x32xf32>
      %189 = stablehlo.multiply %188, %62 : tensor<8x8x32xf32>
      %190 = stablehlo.negate %189 : tensor<8x8x32xf32>
      %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %191 = stablehlo.reduce(%190 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %192 = stablehlo.reshape %191 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %193 = stablehlo.add %135, %189 : tensor<8x8x32xf32>
      %194 = stablehlo.negate %183 : tensor<8x8x32xf32>
      %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %195 = stablehlo.reduce(%194 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
      %196 = stablehlo.reshape %195 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
      %197 = stablehlo.add %193, %183 : tensor<8x8x32xf32>
      %198 = stablehlo.add %192, %196 : tensor<8x8x1xf32>
      %cst_101 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %199 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
      %200 = stablehlo.divide %198, %199 : tensor<8x8x1xf32>
      %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %201 = stablehlo.reduce(%200 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
      %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x32xf32>
      %203 = stablehlo.add %197, %202 : tensor<8x8x32xf32>
      %204 = func.call @dynamic_update_index_in_dim_15(%iterArg_73, %174, %61) : (tensor<2x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %205 = func.call @dynamic_update_index_in_dim_15(%iterArg_74, %169, %61) : (tensor<2x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %206 = func.call @dynamic_update_index_in_dim_15(%iterArg_75, %165, %61) : (tensor<2x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %207 = func.call @dynamic_update_index_in_dim_15(%iterArg_76, %137, %61) : (tensor<2x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %208 = func.call @dynamic_update_index_in_dim_16(%iterArg_77, %107, %61) : (tensor<2x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %209 = func.call @dynamic_update_index_in_dim_17(%iterArg_78, %92, %61) : (tensor<2x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<2x64x32xf32>
      %c_103 = stablehlo.constant dense<1> : tensor<i32>
      %210 = stablehlo.add %iterArg_71, %c_103 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %210, %203, %204, %205, %206, %207, %208, %209 : tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x32x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x32x64xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x64x32xf32>, tensor<2x8x8x64xf32>, tensor<8x4x8x8xi1>, tensor<i32>, tensor<8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>
    }
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %43 = stablehlo.multiply %42, %41#32 : tensor<2x32x32xf32>
    %44 = stablehlo.subtract %arg0, %43 : tensor<2x32x32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %46 = stablehlo.multiply %45, %41#33 : tensor<2x32x32xf32>
    %47 = stablehlo.subtract %arg1, %46 : tensor<2x32x32xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %49 = stablehlo.multiply %48, %41#34 : tensor<2x32x32xf32>
    %50 = stablehlo.subtract %arg2, %49 : tensor<2x32x32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %52 = stablehlo.multiply %51, %41#35 : tensor<2x32x32xf32>
    %53 = stablehlo.subtract %arg3, %52 : tensor<2x32x32xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %55 = stablehlo.multiply %54, %41#36 : tensor<2x32x64xf32>
    %56 = stablehlo.subtract %arg4, %55 : tensor<2x32x64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %58 = stablehlo.multiply %57, %41#37 : tensor<2x64x32xf32>
    %59 = stablehlo.subtract %arg5, %58 : tensor<2x64x32xf32>
    return %44, %47, %50, %53, %56, %59, %31 : tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>, tensor<f32>
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
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<f32>) -> (tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<8x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    return %0, %1 : tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<2x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<2x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x4x8x8xf32>, %arg1: tensor<8x4x8x8xi1>, %arg2: tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>
    return %0 : tensor<8x4x8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x8x8x32xf32>, %arg1: tensor<8x8x32xf32>, %arg2: tensor<i32>) -> tensor<2x8x8x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x8x32xf32>) -> tensor<1x8x8x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x8x32xf32>, tensor<1x8x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8x32xf32>
    return %1 : tensor<2x8x8x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<2x8x8x1xf32>, %arg1: tensor<8x8x1xf32>, %arg2: tensor<i32>) -> tensor<2x8x8x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x8x1xf32>) -> tensor<1x8x8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x8x1xf32>, tensor<1x8x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8x1xf32>
    return %1 : tensor<2x8x8x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<2x8x8x4x8xf32>, %arg1: tensor<8x8x4x8xf32>, %arg2: tensor<i32>) -> tensor<2x8x8x4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x8x4x8xf32>) -> tensor<1x8x8x4x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x8x4x8xf32>, tensor<1x8x8x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8x4x8xf32>
    return %1 : tensor<2x8x8x4x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<2x8x4x8x8xf32>, %arg1: tensor<8x4x8x8xf32>, %arg2: tensor<i32>) -> tensor<2x8x4x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x4x8x8xf32>) -> tensor<1x8x4x8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x4x8x8xf32>, tensor<1x8x4x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x8x8xf32>
    return %1 : tensor<2x8x4x8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<2x8x4x8x1xf32>, %arg1: tensor<8x4x8x1xf32>, %arg2: tensor<i32>) -> tensor<2x8x4x8x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x4x8x1xf32>) -> tensor<1x8x4x8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x4x8x1xf32>, tensor<1x8x4x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x8x1xf32>
    return %1 : tensor<2x8x4x8x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<2x8x8x64xf32>, %arg1: tensor<8x8x64xf32>, %arg2: tensor<i32>) -> tensor<2x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x8x64xf32>, tensor<1x8x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8x64xf32>
    return %1 : tensor<2x8x8x64xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<2x8x8x32xf32>, %arg1: tensor<i32>) -> tensor<8x8x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 8, 32] : (tensor<2x8x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x32xf32>) -> tensor<8x8x32xf32>
    return %1 : tensor<8x8x32xf32>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<2x8x8x1xf32>, %arg1: tensor<i32>) -> tensor<8x8x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 8, 1] : (tensor<2x8x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x1xf32>) -> tensor<8x8x1xf32>
    return %1 : tensor<8x8x1xf32>
  }
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<2x8x8x4x8xf32>, %arg1: tensor<i32>) -> tensor<8x8x4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 8, 4, 8] : (tensor<2x8x8x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x4x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x4x8xf32>) -> tensor<8x8x4x8xf32>
    return %1 : tensor<8x8x4x8xf32>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<2x8x4x8x8xf32>, %arg1: tensor<i32>) -> tensor<8x4x8x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 4, 8, 8] : (tensor<2x8x4x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    return %1 : tensor<8x4x8x8xf32>
  }
  func.func private @dynamic_index_in_dim_12(%arg0: tensor<2x8x4x8x1xf32>, %arg1: tensor<i32>) -> tensor<8x4x8x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 4, 8, 1] : (tensor<2x8x4x8x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x8x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x8x1xf32>) -> tensor<8x4x8x1xf32>
    return %1 : tensor<8x4x8x1xf32>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<2x8x8x64xf32>, %arg1: tensor<i32>) -> tensor<8x8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 8, 64] : (tensor<2x8x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8x64xf32>) -> tensor<8x8x64xf32>
    return %1 : tensor<8x8x64xf32>
  }
  func.func private @_where_14(%arg0: tensor<8x4x8x8xi1>, %arg1: tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>
    return %1 : tensor<8x4x8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<2x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<2x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x32x32xf32>
    return %1 : tensor<2x32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x32x64xf32>, tensor<1x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x32x64xf32>
    return %1 : tensor<2x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<2x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<2x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x64x32xf32>
    return %1 : tensor<2x64x32xf32>
  }
}
