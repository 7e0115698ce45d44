module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<3x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg1: tensor<3x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg2: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg3: tensor<32x48xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg5: tensor<16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}) -> (tensor<3x32x64xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<3x64x32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<32xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<32x48xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6:10 = stablehlo.while(%iterArg = %arg0, %iterArg_25 = %arg1, %iterArg_26 = %c, %iterArg_27 = %arg4, %iterArg_28 = %0, %iterArg_29 = %1, %iterArg_30 = %2, %iterArg_31 = %3, %iterArg_32 = %4, %iterArg_33 = %5) : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>
    cond {
      %c_34 = stablehlo.constant dense<3> : tensor<i32>
      %73 = stablehlo.compare LT, %iterArg_26, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %73 : tensor<i1>
    } do {
      %73 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_26) : (tensor<3x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %74 = func.call @dynamic_index_in_dim_0(%iterArg_25, %iterArg_26) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %75 = stablehlo.dot_general %iterArg_27, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      %76 = stablehlo.multiply %75, %75 : tensor<16x64xf32>
      %77 = stablehlo.multiply %76, %75 : tensor<16x64xf32>
      %78 = stablehlo.multiply %75, %75 : tensor<16x64xf32>
      %cst_34 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %80 = stablehlo.multiply %79, %78 : tensor<16x64xf32>
      %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %82 = stablehlo.multiply %81, %77 : tensor<16x64xf32>
      %83 = stablehlo.add %75, %82 : tensor<16x64xf32>
      %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %84 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %85 = stablehlo.multiply %84, %83 : tensor<16x64xf32>
      %86 = stablehlo.tanh %85 : tensor<16x64xf32>
      %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %87 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %88 = stablehlo.add %87, %86 : tensor<16x64xf32>
      %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %89 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %90 = stablehlo.subtract %89, %86 : tensor<16x64xf32>
      %91 = stablehlo.multiply %88, %90 : tensor<16x64xf32>
      %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %93 = stablehlo.add %92, %86 : tensor<16x64xf32>
      %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %95 = stablehlo.multiply %94, %93 : tensor<16x64xf32>
      %96 = stablehlo.multiply %75, %95 : tensor<16x64xf32>
      %97 = stablehlo.dot_general %96, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %98 = stablehlo.add %iterArg_27, %97 : tensor<16x32xf32>
      %99 = func.call @dynamic_update_index_in_dim(%iterArg_28, %iterArg_27, %iterArg_26) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
      %100 = func.call @dynamic_update_index_in_dim_1(%iterArg_29, %80, %iterArg_26) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %101 = func.call @dynamic_update_index_in_dim_1(%iterArg_30, %91, %iterArg_26) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %102 = func.call @dynamic_update_index_in_dim_1(%iterArg_31, %95, %iterArg_26) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %103 = func.call @dynamic_update_index_in_dim_1(%iterArg_32, %75, %iterArg_26) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %104 = func.call @dynamic_update_index_in_dim_1(%iterArg_33, %96, %iterArg_26) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %c_41 = stablehlo.constant dense<1> : tensor<i32>
      %105 = stablehlo.add %iterArg_26, %c_41 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_25, %105, %98, %99, %100, %101, %102, %103, %104 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>
    }
    %7 = stablehlo.multiply %6#3, %6#3 : tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<16x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<16x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<16x1xf32>
    %15 = stablehlo.divide %14, %13 : tensor<16x1xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<16x1xf32>
    %18 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.multiply %6#3, %18 : tensor<16x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<16x32xf32>
    %23 = stablehlo.dot_general %22, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x48xf32>) -> tensor<16x48xf32>
    %24:3 = call @log_softmax(%23) : (tensor<16x48xf32>) -> (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x1xf32>)
    %25 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %26:2 = call @take_along_axis(%24#0, %25) : (tensor<16x48xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>)
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26#0 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.divide %27, %cst_10 : tensor<f32>
    %29 = stablehlo.negate %28 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.negate %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_12 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %33 = call @take_along_axis_2(%26#1, %32) : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x48xf32>
    %34 = call @log_softmax_3(%24#1, %24#2, %33) : (tensor<16x48xf32>, tensor<16x1xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %35 = stablehlo.dot_general %34, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x48xf32>, tensor<16x32xf32>) -> tensor<48x32xf32>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<48x32xf32>) -> tensor<32x48xf32>
    %37 = stablehlo.dot_general %34, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x48xf32>, tensor<32x48xf32>) -> tensor<16x32xf32>
    %38 = stablehlo.multiply %19, %37 : tensor<16x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %40 = stablehlo.reshape %39 : (tensor<32xf32>) -> tensor<1x32xf32>
    %41 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %42 = stablehlo.multiply %37, %41 : tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%40 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %44 = stablehlo.multiply %6#3, %42 : tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %46 = stablehlo.reshape %45 : (tensor<16xf32>) -> tensor<16x1xf32>
    %47 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %48 = stablehlo.multiply %42, %47 : tensor<16x32xf32>
    %49 = stablehlo.multiply %46, %17 : tensor<16x1xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %51 = stablehlo.divide %49, %50 : tensor<16x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %54 = stablehlo.multiply %6#3, %53 : tensor<16x32xf32>
    %55 = stablehlo.multiply %53, %6#3 : tensor<16x32xf32>
    %56 = stablehlo.add %48, %55 : tensor<16x32xf32>
    %57 = stablehlo.add %56, %54 : tensor<16x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %60:12 = stablehlo.while(%iterArg = %arg0, %iterArg_25 = %6#4, %iterArg_26 = %6#5, %iterArg_27 = %6#6, %iterArg_28 = %6#7, %iterArg_29 = %6#8, %iterArg_30 = %arg1, %iterArg_31 = %6#9, %iterArg_32 = %c_20, %iterArg_33 = %57, %iterArg_34 = %58, %iterArg_35 = %59) : tensor<3x32x64xf32>, tensor<3x16x32xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x64x32xf32>, tensor<3x16x64xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    cond {
      %c_36 = stablehlo.constant dense<3> : tensor<i32>
      %73 = stablehlo.compare LT, %iterArg_32, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %73 : tensor<i1>
    } do {
      %c_36 = stablehlo.constant dense<3> : tensor<i32>
      %73 = stablehlo.subtract %c_36, %iterArg_32 : tensor<i32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %74 = stablehlo.subtract %73, %c_37 : tensor<i32>
      %75 = func.call @dynamic_index_in_dim(%iterArg, %74) : (tensor<3x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %76 = func.call @dynamic_index_in_dim_4(%iterArg_25, %74) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %77 = func.call @dynamic_index_in_dim_5(%iterArg_26, %74) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %78 = func.call @dynamic_index_in_dim_5(%iterArg_27, %74) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %79 = func.call @dynamic_index_in_dim_5(%iterArg_28, %74) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %80 = func.call @dynamic_index_in_dim_5(%iterArg_29, %74) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %81 = func.call @dynamic_index_in_dim_0(%iterArg_30, %74) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %82 = func.call @dynamic_index_in_dim_5(%iterArg_31, %74) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %83 = stablehlo.dot_general %iterArg_33, %82, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
      %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
      %85 = stablehlo.dot_general %iterArg_33, %81, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
      %86 = stablehlo.multiply %80, %85 : tensor<16x64xf32>
      %87 = stablehlo.multiply %85, %79 : tensor<16x64xf32>
      %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %89 = stablehlo.multiply %88, %86 : tensor<16x64xf32>
      %90 = stablehlo.multiply %89, %78 : tensor<16x64xf32>
      %cst_39 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %92 = stablehlo.multiply %91, %90 : tensor<16x64xf32>
      %93 = stablehlo.add %87, %92 : tensor<16x64xf32>
      %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %95 = stablehlo.multiply %94, %92 : tensor<16x64xf32>
      %96 = stablehlo.multiply %95, %77 : tensor<16x64xf32>
      %97 = stablehlo.add %93, %96 : tensor<16x64xf32>
      %98 = stablehlo.dot_general %97, %76, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
      %99 = stablehlo.transpose %98, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
      %100 = stablehlo.dot_general %97, %75, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
      %101 = stablehlo.add %iterArg_33, %100 : tensor<16x32xf32>
      %102 = func.call @dynamic_update_index_in_dim_6(%iterArg_34, %99, %74) : (tensor<3x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<3x32x64xf32>
      %103 = func.call @dynamic_update_index_in_dim_7(%iterArg_35, %84, %74) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %c_41 = stablehlo.constant dense<1> : tensor<i32>
      %104 = stablehlo.add %iterArg_32, %c_41 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %104, %101, %102, %103 : tensor<3x32x64xf32>, tensor<3x16x32xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x64x32xf32>, tensor<3x16x64xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    }
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %62 = stablehlo.multiply %61, %60#10 : tensor<3x32x64xf32>
    %63 = stablehlo.subtract %arg0, %62 : tensor<3x32x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %65 = stablehlo.multiply %64, %60#11 : tensor<3x64x32xf32>
    %66 = stablehlo.subtract %arg1, %65 : tensor<3x64x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %68 = stablehlo.multiply %67, %43 : tensor<32xf32>
    %69 = stablehlo.subtract %arg2, %68 : tensor<32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x48xf32>
    %71 = stablehlo.multiply %70, %36 : tensor<32x48xf32>
    %72 = stablehlo.subtract %arg3, %71 : tensor<32x48xf32>
    return %63, %66, %69, %72, %29 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<32xf32>, tensor<32x48xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<3x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<3x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>) -> tensor<3x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x32xf32>, tensor<1x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x32xf32>
    return %1 : tensor<3x16x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<3x16x64xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<i32>) -> tensor<3x16x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x64xf32>, tensor<1x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x64xf32>
    return %1 : tensor<3x16x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x48xf32>) -> (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x48xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x48xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x48xf32>
    %6 = stablehlo.exponential %5 : tensor<16x48xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x48xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x48xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x48xf32>
    return %11, %6, %8 : tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x48xf32>, %arg1: tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<48> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %c_1 = stablehlo.constant dense<47> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x48xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x1xi1>, tensor<16x1xf32>
    return %15, %5 : tensor<16x1xf32>, tensor<16x1x1xi32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<16x1x1xi32>, %arg1: tensor<16x1xf32>) -> tensor<16x48xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x48xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x48xf32>
    return %1 : tensor<16x48xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<16x48xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x48xf32>) -> tensor<16x48xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x48xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x48xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x48xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x48xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x48xf32>
    return %7 : tensor<16x48xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<3x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<3x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<3x16x64xf32>, %arg1: tensor<i32>) -> tensor<16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 64] : (tensor<3x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<3x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<3x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x32x64xf32>, tensor<1x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x64xf32>
    return %1 : tensor<3x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<3x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<3x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x32xf32>
    return %1 : tensor<3x64x32xf32>
  }
}
