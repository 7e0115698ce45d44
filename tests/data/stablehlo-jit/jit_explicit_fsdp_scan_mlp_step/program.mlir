module @jit_mlp_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<3x32x48xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg1: tensor<3x48x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<3x32x48xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<3x48x32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x32x48xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {}]> : tensor<3x32x48xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %7 = sdy.sharding_constraint %6 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %11 = sdy.sharding_constraint %10 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x48x32xf32>
    %13 = sdy.sharding_constraint %12 <@mesh, [{}, {}, {}]> : tensor<3x48x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %16:12 = stablehlo.while(%iterArg = %arg0, %iterArg_16 = %arg1, %iterArg_17 = %c, %iterArg_18 = %arg2, %iterArg_19 = %1, %iterArg_20 = %3, %iterArg_21 = %5, %iterArg_22 = %7, %iterArg_23 = %9, %iterArg_24 = %11, %iterArg_25 = %13, %iterArg_26 = %15) : tensor<3x32x48xf32>, tensor<3x48x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x48xf32>, tensor<3x64x32xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x48x32xf32>, tensor<3x64x48xf32>
    cond {
      %c_27 = stablehlo.constant dense<3> : tensor<i32>
      %65 = stablehlo.compare LT, %iterArg_17, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %65 : tensor<i1>
    } do {
      %65 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<3x32x48xf32>, tensor<i32>) -> tensor<32x48xf32>
      %66 = sdy.sharding_constraint %65 <@mesh, [{"data"}, {}]> : tensor<32x48xf32>
      %67 = func.call @dynamic_index_in_dim_0(%iterArg_16, %iterArg_17) : (tensor<3x48x32xf32>, tensor<i32>) -> tensor<48x32xf32>
      %68 = sdy.sharding_constraint %67 <@mesh, [{}, {"data"}]> : tensor<48x32xf32>
      %69 = sdy.sharding_constraint %66 <@mesh, [{}, {}]> : tensor<32x48xf32>
      %70 = sdy.sharding_constraint %68 <@mesh, [{}, {}]> : tensor<48x32xf32>
      %71 = stablehlo.dot_general %iterArg_18, %69, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
      %72 = sdy.sharding_constraint %71 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %73 = stablehlo.multiply %72, %72 : tensor<64x48xf32>
      %74 = stablehlo.multiply %73, %72 : tensor<64x48xf32>
      %75 = sdy.sharding_constraint %74 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %76 = stablehlo.multiply %72, %72 : tensor<64x48xf32>
      %77 = sdy.sharding_constraint %76 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_27 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %78 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %80 = stablehlo.multiply %79, %77 : tensor<64x48xf32>
      %81 = sdy.sharding_constraint %80 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %84 = stablehlo.multiply %83, %75 : tensor<64x48xf32>
      %85 = sdy.sharding_constraint %84 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %86 = stablehlo.add %72, %85 : tensor<64x48xf32>
      %87 = sdy.sharding_constraint %86 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %89 = sdy.sharding_constraint %88 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %90 = stablehlo.multiply %89, %87 : tensor<64x48xf32>
      %91 = sdy.sharding_constraint %90 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %92 = stablehlo.tanh %91 : tensor<64x48xf32>
      %93 = sdy.sharding_constraint %92 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %94 = sdy.sharding_constraint %cst_30 <@mesh, []> : tensor<f32>
      %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %96 = sdy.sharding_constraint %95 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %97 = stablehlo.add %96, %93 : tensor<64x48xf32>
      %98 = sdy.sharding_constraint %97 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %99 = sdy.sharding_constraint %cst_31 <@mesh, []> : tensor<f32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %101 = sdy.sharding_constraint %100 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %102 = stablehlo.subtract %101, %93 : tensor<64x48xf32>
      %103 = sdy.sharding_constraint %102 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %104 = stablehlo.multiply %98, %103 : tensor<64x48xf32>
      %105 = sdy.sharding_constraint %104 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %106 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %108 = stablehlo.add %107, %93 : tensor<64x48xf32>
      %109 = sdy.sharding_constraint %108 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %110 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %111 = sdy.sharding_constraint %110 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %112 = stablehlo.multiply %111, %109 : tensor<64x48xf32>
      %113 = sdy.sharding_constraint %112 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %114 = stablehlo.multiply %72, %113 : tensor<64x48xf32>
      %115 = sdy.sharding_constraint %114 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %116 = stablehlo.dot_general %115, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<48x32xf32>) -> tensor<64x32xf32>
      %117 = sdy.sharding_constraint %116 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %118 = stablehlo.add %iterArg_18, %117 : tensor<64x32xf32>
      %119 = sdy.sharding_constraint %118 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %120 = sdy.sharding_constraint %119 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %121 = sdy.sharding_constraint %69 <@mesh, [{}, {}]> : tensor<32x48xf32>
      %122 = sdy.sharding_constraint %iterArg_18 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %123 = sdy.sharding_constraint %81 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %124 = sdy.sharding_constraint %105 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %125 = sdy.sharding_constraint %113 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %126 = sdy.sharding_constraint %72 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %127 = sdy.sharding_constraint %70 <@mesh, [{}, {}]> : tensor<48x32xf32>
      %128 = sdy.sharding_constraint %115 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %129 = func.call @dynamic_update_index_in_dim(%iterArg_19, %121, %iterArg_17) : (tensor<3x32x48xf32>, tensor<32x48xf32>, tensor<i32>) -> tensor<3x32x48xf32>
      %130 = sdy.sharding_constraint %129 <@mesh, [{}, {}, {}]> : tensor<3x32x48xf32>
      %131 = func.call @dynamic_update_index_in_dim_1(%iterArg_20, %122, %iterArg_17) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %132 = sdy.sharding_constraint %131 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
      %133 = func.call @dynamic_update_index_in_dim_2(%iterArg_21, %123, %iterArg_17) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %134 = sdy.sharding_constraint %133 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
      %135 = func.call @dynamic_update_index_in_dim_2(%iterArg_22, %124, %iterArg_17) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %136 = sdy.sharding_constraint %135 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
      %137 = func.call @dynamic_update_index_in_dim_2(%iterArg_23, %125, %iterArg_17) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %138 = sdy.sharding_constraint %137 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
      %139 = func.call @dynamic_update_index_in_dim_2(%iterArg_24, %126, %iterArg_17) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %140 = sdy.sharding_constraint %139 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
      %141 = func.call @dynamic_update_index_in_dim_3(%iterArg_25, %127, %iterArg_17) : (tensor<3x48x32xf32>, tensor<48x32xf32>, tensor<i32>) -> tensor<3x48x32xf32>
      %142 = sdy.sharding_constraint %141 <@mesh, [{}, {}, {}]> : tensor<3x48x32xf32>
      %143 = func.call @dynamic_update_index_in_dim_2(%iterArg_26, %128, %iterArg_17) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %144 = sdy.sharding_constraint %143 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %145 = stablehlo.add %iterArg_17, %c_34 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_16, %145, %120, %130, %132, %134, %136, %138, %140, %142, %144 : tensor<3x32x48xf32>, tensor<3x48x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x48xf32>, tensor<3x64x32xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x48x32xf32>, tensor<3x64x48xf32>
    }
    %17 = sdy.sharding_constraint %16#3 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %18 = sdy.sharding_constraint %16#4 <@mesh, [{}, {}, {}]> : tensor<3x32x48xf32>
    %19 = sdy.sharding_constraint %16#5 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
    %20 = sdy.sharding_constraint %16#6 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %21 = sdy.sharding_constraint %16#7 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %22 = sdy.sharding_constraint %16#8 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %23 = sdy.sharding_constraint %16#9 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %24 = sdy.sharding_constraint %16#10 <@mesh, [{}, {}, {}]> : tensor<3x48x32xf32>
    %25 = sdy.sharding_constraint %16#11 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    %26 = stablehlo.multiply %17, %17 : tensor<64x32xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %29 = sdy.sharding_constraint %28 <@mesh, []> : tensor<f32>
    %cst_8 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %30 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %31 = stablehlo.divide %29, %30 : tensor<f32>
    %32 = sdy.sharding_constraint %31 <@mesh, []> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %cst_10 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %34 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %35 = stablehlo.divide %33, %34 : tensor<f32>
    %36 = sdy.sharding_constraint %35 <@mesh, []> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %39 = stablehlo.multiply %17, %38 : tensor<64x32xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %41 = stablehlo.multiply %38, %17 : tensor<64x32xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %43 = stablehlo.add %42, %40 : tensor<64x32xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x32x48xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x48xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x48x32xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{}, {}, {"data"}]> : tensor<3x48x32xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %49:12 = stablehlo.while(%iterArg = %18, %iterArg_16 = %19, %iterArg_17 = %20, %iterArg_18 = %21, %iterArg_19 = %22, %iterArg_20 = %23, %iterArg_21 = %24, %iterArg_22 = %25, %iterArg_23 = %c_13, %iterArg_24 = %44, %iterArg_25 = %46, %iterArg_26 = %48) : tensor<3x32x48xf32>, tensor<3x64x32xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x48x32xf32>, tensor<3x64x48xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x48xf32>, tensor<3x48x32xf32>
    cond {
      %c_27 = stablehlo.constant dense<3> : tensor<i32>
      %65 = stablehlo.compare LT, %iterArg_23, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %65 : tensor<i1>
    } do {
      %c_27 = stablehlo.constant dense<3> : tensor<i32>
      %65 = stablehlo.subtract %c_27, %iterArg_23 : tensor<i32>
      %c_28 = stablehlo.constant dense<1> : tensor<i32>
      %66 = stablehlo.subtract %65, %c_28 : tensor<i32>
      %67 = func.call @dynamic_index_in_dim_4(%iterArg, %66) : (tensor<3x32x48xf32>, tensor<i32>) -> tensor<32x48xf32>
      %68 = sdy.sharding_constraint %67 <@mesh, [{}, {}]> : tensor<32x48xf32>
      %69 = func.call @dynamic_index_in_dim_5(%iterArg_16, %66) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %70 = sdy.sharding_constraint %69 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %71 = func.call @dynamic_index_in_dim_6(%iterArg_17, %66) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %72 = sdy.sharding_constraint %71 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %73 = func.call @dynamic_index_in_dim_6(%iterArg_18, %66) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %74 = sdy.sharding_constraint %73 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %75 = func.call @dynamic_index_in_dim_6(%iterArg_19, %66) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %76 = sdy.sharding_constraint %75 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %77 = func.call @dynamic_index_in_dim_6(%iterArg_20, %66) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %78 = sdy.sharding_constraint %77 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %79 = func.call @dynamic_index_in_dim_7(%iterArg_21, %66) : (tensor<3x48x32xf32>, tensor<i32>) -> tensor<48x32xf32>
      %80 = sdy.sharding_constraint %79 <@mesh, [{}, {}]> : tensor<48x32xf32>
      %81 = func.call @dynamic_index_in_dim_6(%iterArg_22, %66) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %82 = sdy.sharding_constraint %81 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %83 = stablehlo.dot_general %iterArg_24, %82, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x48xf32>) -> tensor<32x48xf32>
      %84 = sdy.sharding_constraint %83 <@mesh, [{}, {}]> : tensor<32x48xf32>
      %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<32x48xf32>) -> tensor<48x32xf32>
      %86 = sdy.sharding_constraint %85 <@mesh, [{}, {}]> : tensor<48x32xf32>
      %87 = stablehlo.dot_general %iterArg_24, %80, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<48x32xf32>) -> tensor<64x48xf32>
      %88 = sdy.sharding_constraint %87 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %89 = stablehlo.multiply %78, %88 : tensor<64x48xf32>
      %90 = sdy.sharding_constraint %89 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %91 = stablehlo.multiply %88, %76 : tensor<64x48xf32>
      %92 = sdy.sharding_constraint %91 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %93 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %94 = sdy.sharding_constraint %93 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %95 = stablehlo.multiply %94, %90 : tensor<64x48xf32>
      %96 = sdy.sharding_constraint %95 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %97 = stablehlo.multiply %96, %74 : tensor<64x48xf32>
      %98 = sdy.sharding_constraint %97 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %99 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %100 = sdy.sharding_constraint %99 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %101 = stablehlo.multiply %100, %98 : tensor<64x48xf32>
      %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %103 = stablehlo.add %92, %102 : tensor<64x48xf32>
      %104 = sdy.sharding_constraint %103 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %cst_31 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %105 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
      %106 = sdy.sharding_constraint %105 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %107 = stablehlo.multiply %106, %102 : tensor<64x48xf32>
      %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %109 = stablehlo.multiply %108, %72 : tensor<64x48xf32>
      %110 = sdy.sharding_constraint %109 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %111 = stablehlo.add %104, %110 : tensor<64x48xf32>
      %112 = sdy.sharding_constraint %111 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
      %113 = stablehlo.dot_general %112, %70, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<64x32xf32>) -> tensor<48x32xf32>
      %114 = sdy.sharding_constraint %113 <@mesh, [{}, {}]> : tensor<48x32xf32>
      %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<48x32xf32>) -> tensor<32x48xf32>
      %116 = sdy.sharding_constraint %115 <@mesh, [{}, {}]> : tensor<32x48xf32>
      %117 = stablehlo.dot_general %112, %68, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<32x48xf32>) -> tensor<64x32xf32>
      %118 = sdy.sharding_constraint %117 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %119 = stablehlo.add %iterArg_24, %118 : tensor<64x32xf32>
      %120 = sdy.sharding_constraint %119 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %121 = sdy.sharding_constraint %86 <@mesh, [{}, {"data"}]> : tensor<48x32xf32>
      %122 = sdy.sharding_constraint %116 <@mesh, [{"data"}, {}]> : tensor<32x48xf32>
      %123 = sdy.sharding_constraint %120 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %124 = sdy.sharding_constraint %122 <@mesh, [{"data"}, {}]> : tensor<32x48xf32>
      %125 = sdy.sharding_constraint %121 <@mesh, [{}, {"data"}]> : tensor<48x32xf32>
      %126 = func.call @dynamic_update_index_in_dim_8(%iterArg_25, %124, %66) : (tensor<3x32x48xf32>, tensor<32x48xf32>, tensor<i32>) -> tensor<3x32x48xf32>
      %127 = sdy.sharding_constraint %126 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x48xf32>
      %128 = func.call @dynamic_update_index_in_dim_9(%iterArg_26, %125, %66) : (tensor<3x48x32xf32>, tensor<48x32xf32>, tensor<i32>) -> tensor<3x48x32xf32>
      %129 = sdy.sharding_constraint %128 <@mesh, [{}, {}, {"data"}]> : tensor<3x48x32xf32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %130 = stablehlo.add %iterArg_23, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %130, %123, %127, %129 : tensor<3x32x48xf32>, tensor<3x64x32xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x48x32xf32>, tensor<3x64x48xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x48xf32>, tensor<3x48x32xf32>
    }
    %50 = sdy.sharding_constraint %49#9 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %51 = sdy.sharding_constraint %49#10 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x48xf32>
    %52 = sdy.sharding_constraint %49#11 <@mesh, [{}, {}, {"data"}]> : tensor<3x48x32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x32x48xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x48xf32>
    %55 = stablehlo.multiply %54, %51 : tensor<3x32x48xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x48xf32>
    %57 = stablehlo.subtract %arg0, %56 : tensor<3x32x48xf32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x48xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x48x32xf32>
    %60 = sdy.sharding_constraint %59 <@mesh, [{}, {}, {"data"}]> : tensor<3x48x32xf32>
    %61 = stablehlo.multiply %60, %52 : tensor<3x48x32xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{}, {}, {"data"}]> : tensor<3x48x32xf32>
    %63 = stablehlo.subtract %arg1, %62 : tensor<3x48x32xf32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{}, {}, {"data"}]> : tensor<3x48x32xf32>
    return %58, %64, %32 : tensor<3x32x48xf32>, tensor<3x48x32xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x32x48xf32>, %arg1: tensor<i32>) -> tensor<32x48xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 48] : (tensor<3x32x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x48xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x32x48xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x48xf32>) -> tensor<32x48xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}]> : tensor<32x48xf32>
    return %3 : tensor<32x48xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x48x32xf32>, %arg1: tensor<i32>) -> tensor<48x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 48, 32] : (tensor<3x48x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x48x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {"data"}]> : tensor<1x48x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x48x32xf32>) -> tensor<48x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"data"}]> : tensor<48x32xf32>
    return %3 : tensor<48x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x32x48xf32>, %arg1: tensor<32x48xf32>, %arg2: tensor<i32>) -> tensor<3x32x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x48xf32>) -> tensor<1x32x48xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {}]> : tensor<1x32x48xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x32x48xf32>, tensor<1x32x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x48xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {}, {}]> : tensor<3x32x48xf32>
    return %3 : tensor<3x32x48xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<3x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<3x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
    return %3 : tensor<3x64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<3x64x48xf32>, %arg1: tensor<64x48xf32>, %arg2: tensor<i32>) -> tensor<3x64x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x48xf32>) -> tensor<1x64x48xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x64x48xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x64x48xf32>, tensor<1x64x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x48xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x48xf32>
    return %3 : tensor<3x64x48xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<3x48x32xf32>, %arg1: tensor<48x32xf32>, %arg2: tensor<i32>) -> tensor<3x48x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<48x32xf32>) -> tensor<1x48x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {}]> : tensor<1x48x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x48x32xf32>, tensor<1x48x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x48x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {}, {}]> : tensor<3x48x32xf32>
    return %3 : tensor<3x48x32xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<3x32x48xf32>, %arg1: tensor<i32>) -> tensor<32x48xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 48] : (tensor<3x32x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x48xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {}]> : tensor<1x32x48xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x48xf32>) -> tensor<32x48xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {}]> : tensor<32x48xf32>
    return %3 : tensor<32x48xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<3x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<3x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x64x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<3x64x48xf32>, %arg1: tensor<i32>) -> tensor<64x48xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 48] : (tensor<3x64x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x48xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x64x48xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64x48xf32>) -> tensor<64x48xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}]> : tensor<64x48xf32>
    return %3 : tensor<64x48xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<3x48x32xf32>, %arg1: tensor<i32>) -> tensor<48x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 48, 32] : (tensor<3x48x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x48x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {}]> : tensor<1x48x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x48x32xf32>) -> tensor<48x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {}]> : tensor<48x32xf32>
    return %3 : tensor<48x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<3x32x48xf32>, %arg1: tensor<32x48xf32>, %arg2: tensor<i32>) -> tensor<3x32x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x48xf32>) -> tensor<1x32x48xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x32x48xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x32x48xf32>, tensor<1x32x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x48xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x48xf32>
    return %3 : tensor<3x32x48xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<3x48x32xf32>, %arg1: tensor<48x32xf32>, %arg2: tensor<i32>) -> tensor<3x48x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<48x32xf32>) -> tensor<1x48x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {"data"}]> : tensor<1x48x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x48x32xf32>, tensor<1x48x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x48x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {}, {"data"}]> : tensor<3x48x32xf32>
    return %3 : tensor<3x48x32xf32>
  }
}
