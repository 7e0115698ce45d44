module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x32x64xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg1: tensor<3x64x32xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, %arg2: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg3: tensor<32x48xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg4: tensor<16x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg5: tensor<16xi32> {mhlo.sharding = "{devices=[8]<=[8]}"}) -> (tensor<3x32x64xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<3x64x32xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32x48xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[4]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7:12 = stablehlo.while(%iterArg = %arg0, %iterArg_27 = %arg1, %iterArg_28 = %cst, %iterArg_29 = %c, %iterArg_30 = %arg4, %iterArg_31 = %0, %iterArg_32 = %1, %iterArg_33 = %2, %iterArg_34 = %3, %iterArg_35 = %4, %iterArg_36 = %5, %iterArg_37 = %6) : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<f32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>
    cond {
      %c_38 = stablehlo.constant dense<3> : tensor<i32>
      %74 = stablehlo.compare LT, %iterArg_29, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %74 : tensor<i1>
    } do {
      %74 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_29) : (tensor<3x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %75 = func.call @dynamic_index_in_dim_0(%iterArg_27, %iterArg_29) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %76:8 = func.call @closed_call(%iterArg_28, %iterArg_30, %74, %75) : (tensor<f32>, tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>)
      %77 = func.call @dynamic_update_index_in_dim(%iterArg_31, %76#1, %iterArg_29) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
      %78 = func.call @dynamic_update_index_in_dim_1(%iterArg_32, %76#2, %iterArg_29) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %79 = func.call @dynamic_update_index_in_dim_1(%iterArg_33, %76#3, %iterArg_29) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %80 = func.call @dynamic_update_index_in_dim_1(%iterArg_34, %76#4, %iterArg_29) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %81 = func.call @dynamic_update_index_in_dim_1(%iterArg_35, %76#5, %iterArg_29) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %82 = func.call @dynamic_update_index_in_dim_1(%iterArg_36, %76#6, %iterArg_29) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %83 = func.call @dynamic_update_index_in_dim_1(%iterArg_37, %76#7, %iterArg_29) : (tensor<3x16x64xf32>, tensor<16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %84 = stablehlo.add %iterArg_29, %c_38 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_27, %iterArg_28, %84, %76#0, %77, %78, %79, %80, %81, %82, %83 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<f32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>
    }
    %8 = stablehlo.multiply %7#4, %7#4 : tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_8 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<16x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<16x1xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<16x1xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.multiply %7#4, %19 : tensor<16x32xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<16x32xf32>
    %24 = stablehlo.dot_general %23, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x48xf32>) -> tensor<16x48xf32>
    %25:3 = call @log_softmax(%24) : (tensor<16x48xf32>) -> (tensor<16x48xf32>, tensor<16x48xf32>, tensor<16x1xf32>)
    %26 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %27:2 = call @take_along_axis(%25#0, %26) : (tensor<16x48xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>)
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27#0 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %29 = stablehlo.divide %28, %cst_12 : tensor<f32>
    %30 = stablehlo.negate %29 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.negate %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.divide %31, %cst_14 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %34 = call @take_along_axis_2(%27#1, %33) : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x48xf32>
    %35 = call @log_softmax_3(%25#1, %25#2, %34) : (tensor<16x48xf32>, tensor<16x1xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %36 = stablehlo.dot_general %35, %23, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x48xf32>, tensor<16x32xf32>) -> tensor<48x32xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<48x32xf32>) -> tensor<32x48xf32>
    %38 = stablehlo.dot_general %35, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x48xf32>, tensor<32x48xf32>) -> tensor<16x32xf32>
    %39 = stablehlo.multiply %20, %38 : tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %41 = stablehlo.reshape %40 : (tensor<32xf32>) -> tensor<1x32xf32>
    %42 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.multiply %38, %42 : tensor<16x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%41 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %45 = stablehlo.multiply %7#4, %43 : tensor<16x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %47 = stablehlo.reshape %46 : (tensor<16xf32>) -> tensor<16x1xf32>
    %48 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %49 = stablehlo.multiply %43, %48 : tensor<16x32xf32>
    %50 = stablehlo.multiply %47, %18 : tensor<16x1xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %52 = stablehlo.divide %50, %51 : tensor<16x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %55 = stablehlo.multiply %7#4, %54 : tensor<16x32xf32>
    %56 = stablehlo.add %49, %55 : tensor<16x32xf32>
    %57 = stablehlo.multiply %54, %7#4 : tensor<16x32xf32>
    %58 = stablehlo.add %56, %57 : tensor<16x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %61:13 = stablehlo.while(%iterArg = %arg0, %iterArg_27 = %7#5, %iterArg_28 = %7#6, %iterArg_29 = %7#7, %iterArg_30 = %7#8, %iterArg_31 = %7#9, %iterArg_32 = %7#10, %iterArg_33 = %arg1, %iterArg_34 = %7#11, %iterArg_35 = %c_22, %iterArg_36 = %58, %iterArg_37 = %59, %iterArg_38 = %60) : tensor<3x32x64xf32>, tensor<3x16x32xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x64x32xf32>, tensor<3x16x64xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    cond {
      %c_39 = stablehlo.constant dense<3> : tensor<i32>
      %74 = stablehlo.compare LT, %iterArg_35, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %74 : tensor<i1>
    } do {
      %c_39 = stablehlo.constant dense<3> : tensor<i32>
      %74 = stablehlo.subtract %c_39, %iterArg_35 : tensor<i32>
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %75 = stablehlo.subtract %74, %c_40 : tensor<i32>
      %76 = func.call @dynamic_index_in_dim(%iterArg, %75) : (tensor<3x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %77 = func.call @dynamic_index_in_dim_4(%iterArg_27, %75) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %78 = func.call @dynamic_index_in_dim_5(%iterArg_28, %75) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %79 = func.call @dynamic_index_in_dim_5(%iterArg_29, %75) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %80 = func.call @dynamic_index_in_dim_5(%iterArg_30, %75) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %81 = func.call @dynamic_index_in_dim_5(%iterArg_31, %75) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %82 = func.call @dynamic_index_in_dim_5(%iterArg_32, %75) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %83 = func.call @dynamic_index_in_dim_0(%iterArg_33, %75) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %84 = func.call @dynamic_index_in_dim_5(%iterArg_34, %75) : (tensor<3x16x64xf32>, tensor<i32>) -> tensor<16x64xf32>
      %85:3 = func.call @closed_call_6(%iterArg_36, %76, %77, %78, %79, %80, %81, %82, %83, %84) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<16x32xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64x32xf32>, tensor<16x64xf32>) -> (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>)
      %86 = func.call @dynamic_update_index_in_dim_7(%iterArg_37, %85#1, %75) : (tensor<3x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<3x32x64xf32>
      %87 = func.call @dynamic_update_index_in_dim_8(%iterArg_38, %85#2, %75) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %c_41 = stablehlo.constant dense<1> : tensor<i32>
      %88 = stablehlo.add %iterArg_35, %c_41 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %88, %85#0, %86, %87 : tensor<3x32x64xf32>, tensor<3x16x32xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x16x64xf32>, tensor<3x64x32xf32>, tensor<3x16x64xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    }
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %63 = stablehlo.multiply %62, %61#11 : tensor<3x32x64xf32>
    %64 = stablehlo.subtract %arg0, %63 : tensor<3x32x64xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %66 = stablehlo.multiply %65, %61#12 : tensor<3x64x32xf32>
    %67 = stablehlo.subtract %arg1, %66 : tensor<3x64x32xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %69 = stablehlo.multiply %68, %44 : tensor<32xf32>
    %70 = stablehlo.subtract %arg2, %69 : tensor<32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x48xf32>
    %72 = stablehlo.multiply %71, %37 : tensor<32x48xf32>
    %73 = stablehlo.subtract %arg3, %72 : tensor<32x48xf32>
    return %64, %67, %70, %73, %30 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<32xf32>, tensor<32x48xf32>, tensor<f32>
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
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<16x64xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<16x64xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<16x64xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<16x64xf32>
    %8 = stablehlo.add %0, %7 : tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<16x64xf32>
    %11 = stablehlo.tanh %10 : tensor<16x64xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<16x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %15 = stablehlo.add %14, %11 : tensor<16x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<16x64xf32>
    %18 = stablehlo.multiply %0, %17 : tensor<16x64xf32>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %arg1, %19 : tensor<16x32xf32>
    return %20, %arg1, %5, %11, %13, %17, %0, %18 : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>
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
  func.func private @closed_call_6(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<16x32xf32>, %arg3: tensor<16x64xf32>, %arg4: tensor<16x64xf32>, %arg5: tensor<16x64xf32>, %arg6: tensor<16x64xf32>, %arg7: tensor<16x64xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<16x64xf32>) -> (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %2 = stablehlo.dot_general %arg0, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.multiply %arg7, %2 : tensor<16x64xf32>
    %4 = stablehlo.multiply %2, %arg6 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<16x64xf32>
    %7 = stablehlo.multiply %6, %arg5 : tensor<16x64xf32>
    %8 = stablehlo.multiply %7, %arg4 : tensor<16x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<16x64xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<16x64xf32>
    %12 = stablehlo.add %4, %11 : tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<16x64xf32>
    %15 = stablehlo.multiply %14, %arg3 : tensor<16x64xf32>
    %16 = stablehlo.add %12, %15 : tensor<16x64xf32>
    %17 = stablehlo.dot_general %16, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %19 = stablehlo.dot_general %16, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<32x64xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %arg0, %19 : tensor<16x32xf32>
    return %20, %18, %1 : tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<3x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<3x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x32x64xf32>, tensor<1x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x64xf32>
    return %1 : tensor<3x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<3x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<3x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x32xf32>
    return %1 : tensor<3x64x32xf32>
  }
}
