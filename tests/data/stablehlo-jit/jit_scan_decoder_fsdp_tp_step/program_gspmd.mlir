module @jit_decoder_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x32x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[8]}"}, %arg1: tensor<2x32x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[8]}"}, %arg2: tensor<2x32x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[8]}"}, %arg3: tensor<2x32x32xf32> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0)}"}, %arg4: tensor<2x32x64xf32> {mhlo.sharding = "{devices=[1,4,2]<=[8]}"}, %arg5: tensor<2x64x32xf32> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0)}"}, %arg6: tensor<8x8x32xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<2x32x32xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,4,2]<=[8]}"}, tensor<2x32x32xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[1,4,2]<=[8]}"}, tensor<2x32x32xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[1,4,2]<=[8]}"}, tensor<2x32x32xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0)}"}, tensor<2x32x64xf32> {jax.result_info = "result[4]", mhlo.sharding = "{devices=[1,4,2]<=[8]}"}, tensor<2x64x32xf32> {jax.result_info = "result[5]", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0)}"}, tensor<f32> {jax.result_info = "result[6]", mhlo.sharding = "{replicated}"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %1 = call @tril(%0) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %2:2 = call @_where(%1, %cst) : (tensor<8x8xi1>, tensor<f32>) -> (tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>)
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x8x4x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8x8x4x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x4x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x8x4x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %27:35 = stablehlo.while(%iterArg = %arg0, %iterArg_44 = %arg1, %iterArg_45 = %arg2, %iterArg_46 = %arg3, %iterArg_47 = %arg4, %iterArg_48 = %arg5, %iterArg_49 = %2#0, %iterArg_50 = %2#1, %iterArg_51 = %cst_0, %iterArg_52 = %c_25, %iterArg_53 = %arg6, %iterArg_54 = %3, %iterArg_55 = %4, %iterArg_56 = %5, %iterArg_57 = %6, %iterArg_58 = %7, %iterArg_59 = %8, %iterArg_60 = %9, %iterArg_61 = %10, %iterArg_62 = %11, %iterArg_63 = %12, %iterArg_64 = %13, %iterArg_65 = %14, %iterArg_66 = %15, %iterArg_67 = %16, %iterArg_68 = %17, %iterArg_69 = %18, %iterArg_70 = %19, %iterArg_71 = %20, %iterArg_72 = %21, %iterArg_73 = %22, %iterArg_74 = %23, %iterArg_75 = %24, %iterArg_76 = %25, %iterArg_77 = %26) : tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>, tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>, tensor<i32>, tensor<8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>
    cond {
      %c_78 = stablehlo.constant dense<2> : tensor<i32>
      %61 = stablehlo.compare LT, %iterArg_52, %c_78, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %61 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_52) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %62 = func.call @dynamic_index_in_dim(%iterArg_44, %iterArg_52) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %63 = func.call @dynamic_index_in_dim(%iterArg_45, %iterArg_52) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %64 = func.call @dynamic_index_in_dim(%iterArg_46, %iterArg_52) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %65 = func.call @dynamic_index_in_dim_0(%iterArg_47, %iterArg_52) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %66 = func.call @dynamic_index_in_dim_1(%iterArg_48, %iterArg_52) : (tensor<2x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %67:25 = func.call @closed_call(%iterArg_49, %iterArg_50, %iterArg_51, %iterArg_53, %61, %62, %63, %64, %65, %66) : (tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>, tensor<8x8x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>, tensor<8x4x8x1xf32>, tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>)
      %68 = func.call @dynamic_update_index_in_dim(%iterArg_54, %67#1, %iterArg_52) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %69 = func.call @dynamic_update_index_in_dim_3(%iterArg_55, %67#2, %iterArg_52) : (tensor<2x8x8x1xf32>, tensor<8x8x1xf32>, tensor<i32>) -> tensor<2x8x8x1xf32>
      %70 = func.call @dynamic_update_index_in_dim_3(%iterArg_56, %67#3, %iterArg_52) : (tensor<2x8x8x1xf32>, tensor<8x8x1xf32>, tensor<i32>) -> tensor<2x8x8x1xf32>
      %71 = func.call @dynamic_update_index_in_dim(%iterArg_57, %67#4, %iterArg_52) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %72 = func.call @dynamic_update_index_in_dim(%iterArg_58, %67#5, %iterArg_52) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %73 = func.call @dynamic_update_index_in_dim_4(%iterArg_59, %67#6, %iterArg_52) : (tensor<2x8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<i32>) -> tensor<2x8x8x4x8xf32>
      %74 = func.call @dynamic_update_index_in_dim_4(%iterArg_60, %67#7, %iterArg_52) : (tensor<2x8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<i32>) -> tensor<2x8x8x4x8xf32>
      %75 = func.call @dynamic_update_index_in_dim_5(%iterArg_61, %67#8, %iterArg_52) : (tensor<2x8x4x8x8xf32>, tensor<8x4x8x8xf32>, tensor<i32>) -> tensor<2x8x4x8x8xf32>
      %76 = func.call @dynamic_update_index_in_dim_6(%iterArg_62, %67#9, %iterArg_52) : (tensor<2x8x4x8x1xf32>, tensor<8x4x8x1xf32>, tensor<i32>) -> tensor<2x8x4x8x1xf32>
      %77 = func.call @dynamic_update_index_in_dim_6(%iterArg_63, %67#10, %iterArg_52) : (tensor<2x8x4x8x1xf32>, tensor<8x4x8x1xf32>, tensor<i32>) -> tensor<2x8x4x8x1xf32>
      %78 = func.call @dynamic_update_index_in_dim_5(%iterArg_64, %67#11, %iterArg_52) : (tensor<2x8x4x8x8xf32>, tensor<8x4x8x8xf32>, tensor<i32>) -> tensor<2x8x4x8x8xf32>
      %79 = func.call @dynamic_update_index_in_dim_4(%iterArg_65, %67#12, %iterArg_52) : (tensor<2x8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<i32>) -> tensor<2x8x8x4x8xf32>
      %80 = func.call @dynamic_update_index_in_dim(%iterArg_66, %67#13, %iterArg_52) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %81 = func.call @dynamic_update_index_in_dim(%iterArg_67, %67#14, %iterArg_52) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %82 = func.call @dynamic_update_index_in_dim_3(%iterArg_68, %67#15, %iterArg_52) : (tensor<2x8x8x1xf32>, tensor<8x8x1xf32>, tensor<i32>) -> tensor<2x8x8x1xf32>
      %83 = func.call @dynamic_update_index_in_dim_3(%iterArg_69, %67#16, %iterArg_52) : (tensor<2x8x8x1xf32>, tensor<8x8x1xf32>, tensor<i32>) -> tensor<2x8x8x1xf32>
      %84 = func.call @dynamic_update_index_in_dim(%iterArg_70, %67#17, %iterArg_52) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %85 = func.call @dynamic_update_index_in_dim(%iterArg_71, %67#18, %iterArg_52) : (tensor<2x8x8x32xf32>, tensor<8x8x32xf32>, tensor<i32>) -> tensor<2x8x8x32xf32>
      %86 = func.call @dynamic_update_index_in_dim_7(%iterArg_72, %67#19, %iterArg_52) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %87 = func.call @dynamic_update_index_in_dim_7(%iterArg_73, %67#20, %iterArg_52) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %88 = func.call @dynamic_update_index_in_dim_7(%iterArg_74, %67#21, %iterArg_52) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %89 = func.call @dynamic_update_index_in_dim_7(%iterArg_75, %67#22, %iterArg_52) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %90 = func.call @dynamic_update_index_in_dim_7(%iterArg_76, %67#23, %iterArg_52) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %91 = func.call @dynamic_update_index_in_dim_7(%iterArg_77, %67#24, %iterArg_52) : (tensor<2x8x8x64xf32>, tensor<8x8x64xf32>, tensor<i32>) -> tensor<2x8x8x64xf32>
      %c_78 = stablehlo.constant dense<1> : tensor<i32>
      %92 = stablehlo.add %iterArg_52, %c_78 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %92, %67#0, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91 : tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>, tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>, tensor<f32>, tensor<i32>, tensor<8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>
    }
    %28 = stablehlo.multiply %27#10, %27#10 : tensor<8x8x32xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %30 = stablehlo.multiply %29, %27#10 : tensor<8x8x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%28 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %32 = stablehlo.divide %31, %cst_28 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_30 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %33 = stablehlo.divide %cst_29, %cst_30 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %35 = stablehlo.multiply %34, %30 : tensor<8x8x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %42:39 = stablehlo.while(%iterArg = %27#11, %iterArg_44 = %27#12, %iterArg_45 = %27#13, %iterArg_46 = %27#14, %iterArg_47 = %arg0, %iterArg_48 = %27#15, %iterArg_49 = %arg1, %iterArg_50 = %arg2, %iterArg_51 = %27#16, %iterArg_52 = %27#17, %iterArg_53 = %27#18, %iterArg_54 = %27#19, %iterArg_55 = %27#20, %iterArg_56 = %27#21, %iterArg_57 = %27#22, %iterArg_58 = %arg3, %iterArg_59 = %27#23, %iterArg_60 = %27#24, %iterArg_61 = %27#25, %iterArg_62 = %27#26, %iterArg_63 = %27#27, %iterArg_64 = %arg4, %iterArg_65 = %27#28, %iterArg_66 = %27#29, %iterArg_67 = %27#30, %iterArg_68 = %27#31, %iterArg_69 = %27#32, %iterArg_70 = %27#33, %iterArg_71 = %arg5, %iterArg_72 = %27#34, %iterArg_73 = %2#0, %iterArg_74 = %c_37, %iterArg_75 = %35, %iterArg_76 = %36, %iterArg_77 = %37, %iterArg_78 = %38, %iterArg_79 = %39, %iterArg_80 = %40, %iterArg_81 = %41) : tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x32x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x32x64xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x64x32xf32>, tensor<2x8x8x64xf32>, tensor<8x4x8x8xi1>, tensor<i32>, tensor<8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>
    cond {
      %c_82 = stablehlo.constant dense<2> : tensor<i32>
      %61 = stablehlo.compare LT, %iterArg_74, %c_82, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %c_82 = stablehlo.constant dense<2> : tensor<i32>
      %61 = stablehlo.subtract %c_82, %iterArg_74 : tensor<i32>
      %c_83 = stablehlo.constant dense<1> : tensor<i32>
      %62 = stablehlo.subtract %61, %c_83 : tensor<i32>
      %63 = func.call @dynamic_index_in_dim_8(%iterArg, %62) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %64 = func.call @dynamic_index_in_dim_9(%iterArg_44, %62) : (tensor<2x8x8x1xf32>, tensor<i32>) -> tensor<8x8x1xf32>
      %65 = func.call @dynamic_index_in_dim_9(%iterArg_45, %62) : (tensor<2x8x8x1xf32>, tensor<i32>) -> tensor<8x8x1xf32>
      %66 = func.call @dynamic_index_in_dim_8(%iterArg_46, %62) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %67 = func.call @dynamic_index_in_dim(%iterArg_47, %62) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %68 = func.call @dynamic_index_in_dim_8(%iterArg_48, %62) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %69 = func.call @dynamic_index_in_dim(%iterArg_49, %62) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %70 = func.call @dynamic_index_in_dim(%iterArg_50, %62) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %71 = func.call @dynamic_index_in_dim_10(%iterArg_51, %62) : (tensor<2x8x8x4x8xf32>, tensor<i32>) -> tensor<8x8x4x8xf32>
      %72 = func.call @dynamic_index_in_dim_10(%iterArg_52, %62) : (tensor<2x8x8x4x8xf32>, tensor<i32>) -> tensor<8x8x4x8xf32>
      %73 = func.call @dynamic_index_in_dim_11(%iterArg_53, %62) : (tensor<2x8x4x8x8xf32>, tensor<i32>) -> tensor<8x4x8x8xf32>
      %74 = func.call @dynamic_index_in_dim_12(%iterArg_54, %62) : (tensor<2x8x4x8x1xf32>, tensor<i32>) -> tensor<8x4x8x1xf32>
      %75 = func.call @dynamic_index_in_dim_12(%iterArg_55, %62) : (tensor<2x8x4x8x1xf32>, tensor<i32>) -> tensor<8x4x8x1xf32>
      %76 = func.call @dynamic_index_in_dim_11(%iterArg_56, %62) : (tensor<2x8x4x8x8xf32>, tensor<i32>) -> tensor<8x4x8x8xf32>
      %77 = func.call @dynamic_index_in_dim_10(%iterArg_57, %62) : (tensor<2x8x8x4x8xf32>, tensor<i32>) -> tensor<8x8x4x8xf32>
      %78 = func.call @dynamic_index_in_dim(%iterArg_58, %62) : (tensor<2x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %79 = func.call @dynamic_index_in_dim_8(%iterArg_59, %62) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %80 = func.call @dynamic_index_in_dim_8(%iterArg_60, %62) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %81 = func.call @dynamic_index_in_dim_9(%iterArg_61, %62) : (tensor<2x8x8x1xf32>, tensor<i32>) -> tensor<8x8x1xf32>
      %82 = func.call @dynamic_index_in_dim_9(%iterArg_62, %62) : (tensor<2x8x8x1xf32>, tensor<i32>) -> tensor<8x8x1xf32>
      %83 = func.call @dynamic_index_in_dim_8(%iterArg_63, %62) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %84 = func.call @dynamic_index_in_dim_0(%iterArg_64, %62) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %85 = func.call @dynamic_index_in_dim_8(%iterArg_65, %62) : (tensor<2x8x8x32xf32>, tensor<i32>) -> tensor<8x8x32xf32>
      %86 = func.call @dynamic_index_in_dim_13(%iterArg_66, %62) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %87 = func.call @dynamic_index_in_dim_13(%iterArg_67, %62) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %88 = func.call @dynamic_index_in_dim_13(%iterArg_68, %62) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %89 = func.call @dynamic_index_in_dim_13(%iterArg_69, %62) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %90 = func.call @dynamic_index_in_dim_13(%iterArg_70, %62) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %91 = func.call @dynamic_index_in_dim_1(%iterArg_71, %62) : (tensor<2x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %92 = func.call @dynamic_index_in_dim_13(%iterArg_72, %62) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<8x8x64xf32>
      %93:7 = func.call @closed_call_14(%iterArg_73, %iterArg_75, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92) : (tensor<8x4x8x8xi1>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x32xf32>, tensor<32x32xf32>, tensor<8x8x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>, tensor<8x4x8x1xf32>, tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>, tensor<32x32xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x32xf32>, tensor<32x64xf32>, tensor<8x8x32xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<64x32xf32>, tensor<8x8x64xf32>) -> (tensor<8x8x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>)
      %94 = func.call @dynamic_update_index_in_dim_16(%iterArg_76, %93#1, %62) : (tensor<2x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %95 = func.call @dynamic_update_index_in_dim_16(%iterArg_77, %93#2, %62) : (tensor<2x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %96 = func.call @dynamic_update_index_in_dim_16(%iterArg_78, %93#3, %62) : (tensor<2x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %97 = func.call @dynamic_update_index_in_dim_16(%iterArg_79, %93#4, %62) : (tensor<2x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %98 = func.call @dynamic_update_index_in_dim_17(%iterArg_80, %93#5, %62) : (tensor<2x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %99 = func.call @dynamic_update_index_in_dim_18(%iterArg_81, %93#6, %62) : (tensor<2x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<2x64x32xf32>
      %c_84 = stablehlo.constant dense<1> : tensor<i32>
      %100 = stablehlo.add %iterArg_74, %c_84 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %100, %93#0, %94, %95, %96, %97, %98, %99 : tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x8xf32>, tensor<2x8x8x4x8xf32>, tensor<2x32x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>, tensor<2x8x8x32xf32>, tensor<2x32x64xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>, tensor<2x64x32xf32>, tensor<2x8x8x64xf32>, tensor<8x4x8x8xi1>, tensor<i32>, tensor<8x8x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>
    }
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %44 = stablehlo.multiply %43, %42#33 : tensor<2x32x32xf32>
    %45 = stablehlo.subtract %arg0, %44 : tensor<2x32x32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %47 = stablehlo.multiply %46, %42#34 : tensor<2x32x32xf32>
    %48 = stablehlo.subtract %arg1, %47 : tensor<2x32x32xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %50 = stablehlo.multiply %49, %42#35 : tensor<2x32x32xf32>
    %51 = stablehlo.subtract %arg2, %50 : tensor<2x32x32xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x32x32xf32>
    %53 = stablehlo.multiply %52, %42#36 : tensor<2x32x32xf32>
    %54 = stablehlo.subtract %arg3, %53 : tensor<2x32x32xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %56 = stablehlo.multiply %55, %42#37 : tensor<2x32x64xf32>
    %57 = stablehlo.subtract %arg4, %56 : tensor<2x32x64xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x64x32xf32>
    %59 = stablehlo.multiply %58, %42#38 : tensor<2x64x32xf32>
    %60 = stablehlo.subtract %arg5, %59 : tensor<2x64x32xf32>
    return %45, %48, %51, %54, %57, %60, %32 : tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x32xf32>, tensor<2x32x64xf32>, tensor<2x64x32xf32>, tensor<f32>
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
  func.func private @closed_call(%arg0: tensor<8x4x8x8xi1>, %arg1: tensor<8x4x8x8xf32>, %arg2: tensor<f32>, %arg3: tensor<8x8x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<64x32xf32>) -> (tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>, tensor<8x4x8x1xf32>, tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %5 = stablehlo.subtract %arg3, %4 : tensor<8x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %7 = stablehlo.subtract %arg3, %6 : tensor<8x8x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<8x8x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<8x8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x8x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x8x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<8x8x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<8x8x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<8x8x1xf32>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %22 = stablehlo.multiply %5, %21 : tensor<8x8x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<8x8x32xf32>
    %25 = stablehlo.dot_general %24, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<8x8x32xf32>) -> tensor<8x8x4x8xf32>
    %27 = stablehlo.dot_general %24, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x8x32xf32>) -> tensor<8x8x4x8xf32>
    %29 = stablehlo.dot_general %24, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<8x8x32xf32>) -> tensor<8x8x4x8xf32>
    %31 = stablehlo.dot_general %26, %28, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_7 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %33 = stablehlo.divide %31, %32 : tensor<8x4x8x8xf32>
    %34 = call @_where_2(%33, %arg0, %arg1) : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<8x4x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %40 = stablehlo.subtract %34, %39 : tensor<8x4x8x8xf32>
    %41 = stablehlo.exponential %40 : tensor<8x4x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %45 = stablehlo.divide %41, %44 : tensor<8x4x8x8xf32>
    %46 = stablehlo.multiply %43, %43 : tensor<8x4x8x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x8x1xf32>
    %48 = stablehlo.divide %47, %46 : tensor<8x4x8x1xf32>
    %49 = stablehlo.dot_general %30, %45, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %50 = stablehlo.transpose %49, dims = [0, 3, 1, 2] : (tensor<8x4x8x8xf32>) -> tensor<8x8x4x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<8x8x4x8xf32>) -> tensor<8x8x32xf32>
    %52 = stablehlo.dot_general %51, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %53 = stablehlo.add %arg3, %52 : tensor<8x8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %57 = stablehlo.divide %55, %56 : tensor<8x8x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %59 = stablehlo.subtract %53, %58 : tensor<8x8x32xf32>
    %60 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %61 = stablehlo.subtract %53, %60 : tensor<8x8x32xf32>
    %62 = stablehlo.multiply %61, %61 : tensor<8x8x32xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %64 = stablehlo.multiply %63, %61 : tensor<8x8x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%62 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %68 = stablehlo.divide %66, %67 : tensor<8x8x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %70 = stablehlo.add %68, %69 : tensor<8x8x1xf32>
    %71 = stablehlo.rsqrt %70 : tensor<8x8x1xf32>
    %72 = stablehlo.divide %71, %70 : tensor<8x8x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<8x8x1xf32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %76 = stablehlo.multiply %59, %75 : tensor<8x8x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<8x8x32xf32>
    %79 = stablehlo.dot_general %78, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %80 = stablehlo.multiply %79, %79 : tensor<8x8x64xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<8x8x64xf32>
    %82 = stablehlo.multiply %79, %79 : tensor<8x8x64xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<8x8x64xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %86 = stablehlo.multiply %85, %81 : tensor<8x8x64xf32>
    %87 = stablehlo.add %79, %86 : tensor<8x8x64xf32>
    %cst_22 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<8x8x64xf32>
    %90 = stablehlo.tanh %89 : tensor<8x8x64xf32>
    %91 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %92 = stablehlo.subtract %91, %90 : tensor<8x8x64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %94 = stablehlo.add %93, %90 : tensor<8x8x64xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<8x8x64xf32>
    %97 = stablehlo.multiply %79, %96 : tensor<8x8x64xf32>
    %98 = stablehlo.dot_general %97, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x32xf32>
    %99 = stablehlo.add %53, %98 : tensor<8x8x32xf32>
    return %99, %10, %20, %17, %5, %24, %28, %26, %41, %43, %48, %45, %30, %51, %64, %74, %71, %59, %78, %84, %90, %92, %96, %79, %97 : tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x4x8xf32>, tensor<8x8x4x8xf32>, tensor<8x4x8x8xf32>, tensor<8x4x8x1xf32>, tensor<8x4x8x1xf32>, tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x32xf32>, tensor<8x8x32xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>, tensor<8x8x64xf32>
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
  func.func private @closed_call_14(%arg0: tensor<8x4x8x8xi1>, %arg1: tensor<8x8x32xf32>, %arg2: tensor<8x8x32xf32>, %arg3: tensor<8x8x1xf32>, %arg4: tensor<8x8x1xf32>, %arg5: tensor<8x8x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<8x8x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<8x8x4x8xf32>, %arg11: tensor<8x8x4x8xf32>, %arg12: tensor<8x4x8x8xf32>, %arg13: tensor<8x4x8x1xf32>, %arg14: tensor<8x4x8x1xf32>, %arg15: tensor<8x4x8x8xf32>, %arg16: tensor<8x8x4x8xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<8x8x32xf32>, %arg19: tensor<8x8x32xf32>, %arg20: tensor<8x8x1xf32>, %arg21: tensor<8x8x1xf32>, %arg22: tensor<8x8x32xf32>, %arg23: tensor<32x64xf32>, %arg24: tensor<8x8x32xf32>, %arg25: tensor<8x8x64xf32>, %arg26: tensor<8x8x64xf32>, %arg27: tensor<8x8x64xf32>, %arg28: tensor<8x8x64xf32>, %arg29: tensor<8x8x64xf32>, %arg30: tensor<64x32xf32>, %arg31: tensor<8x8x64xf32>) -> (tensor<8x8x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg31, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %2 = stablehlo.dot_general %arg1, %arg30, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<64x32xf32>) -> tensor<8x8x64xf32>
    %3 = stablehlo.multiply %arg29, %2 : tensor<8x8x64xf32>
    %4 = stablehlo.multiply %2, %arg28 : tensor<8x8x64xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<8x8x64xf32>
    %7 = stablehlo.multiply %6, %arg27 : tensor<8x8x64xf32>
    %8 = stablehlo.multiply %7, %arg26 : tensor<8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<8x8x64xf32>
    %12 = stablehlo.add %4, %11 : tensor<8x8x64xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<8x8x64xf32>
    %15 = stablehlo.multiply %14, %arg25 : tensor<8x8x64xf32>
    %16 = stablehlo.add %12, %15 : tensor<8x8x64xf32>
    %17 = stablehlo.dot_general %16, %arg24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<8x8x32xf32>) -> tensor<64x32xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %19 = stablehlo.dot_general %16, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<32x64xf32>) -> tensor<8x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<8x8x32xf32>
    %22 = stablehlo.multiply %arg22, %21 : tensor<8x8x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %25 = stablehlo.broadcast_in_dim %arg21, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<8x8x32xf32>
    %27 = stablehlo.multiply %24, %arg20 : tensor<8x8x1xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x8x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<8x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x32xf32>
    %32 = stablehlo.multiply %31, %arg19 : tensor<8x8x32xf32>
    %33 = stablehlo.negate %32 : tensor<8x8x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %36 = stablehlo.add %arg1, %32 : tensor<8x8x32xf32>
    %37 = stablehlo.negate %26 : tensor<8x8x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %40 = stablehlo.add %36, %26 : tensor<8x8x32xf32>
    %41 = stablehlo.add %35, %39 : tensor<8x8x1xf32>
    %cst_8 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %43 = stablehlo.divide %41, %42 : tensor<8x8x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x32xf32>
    %46 = stablehlo.add %40, %45 : tensor<8x8x32xf32>
    %47 = stablehlo.dot_general %46, %arg18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<32x32xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %49 = stablehlo.dot_general %46, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<8x8x32xf32>) -> tensor<8x8x4x8xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 3, 1] : (tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %52 = stablehlo.dot_general %51, %arg16, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %53 = stablehlo.dot_general %51, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %54 = stablehlo.transpose %53, dims = [0, 3, 1, 2] : (tensor<8x4x8x8xf32>) -> tensor<8x8x4x8xf32>
    %55 = stablehlo.broadcast_in_dim %arg14, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<8x4x8x8xf32>
    %57 = stablehlo.multiply %56, %arg12 : tensor<8x4x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x8xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %60 = stablehlo.negate %59 : tensor<8x4x8x1xf32>
    %61 = stablehlo.broadcast_in_dim %arg13, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x8xf32>
    %62 = stablehlo.divide %52, %61 : tensor<8x4x8x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%60 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x1xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %65 = stablehlo.add %62, %64 : tensor<8x4x8x8xf32>
    %66 = stablehlo.multiply %65, %arg12 : tensor<8x4x8x8xf32>
    %67 = call @_where_15(%arg0, %66) : (tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32>
    %cst_12 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8x4x8x8xf32>
    %70 = stablehlo.dot_general %69, %arg11, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %71 = stablehlo.transpose %70, dims = [0, 2, 1, 3] : (tensor<8x4x8x8xf32>) -> tensor<8x8x4x8xf32>
    %72 = stablehlo.dot_general %69, %arg10, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x8xf32>, tensor<8x8x4x8xf32>) -> tensor<8x4x8x8xf32>
    %73 = stablehlo.transpose %72, dims = [0, 2, 1, 3] : (tensor<8x4x8x8xf32>) -> tensor<8x8x4x8xf32>
    %74 = stablehlo.reshape %54 : (tensor<8x8x4x8xf32>) -> tensor<8x8x32xf32>
    %75 = stablehlo.dot_general %74, %arg7, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<32x32xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.dot_general %74, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %78 = stablehlo.reshape %71 : (tensor<8x8x4x8xf32>) -> tensor<8x8x32xf32>
    %79 = stablehlo.dot_general %78, %arg7, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<32x32xf32>
    %80 = stablehlo.transpose %79, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %81 = stablehlo.dot_general %78, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %82 = stablehlo.add %77, %81 : tensor<8x8x32xf32>
    %83 = stablehlo.reshape %73 : (tensor<8x8x4x8xf32>) -> tensor<8x8x32xf32>
    %84 = stablehlo.dot_general %83, %arg7, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<8x8x32xf32>) -> tensor<32x32xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %86 = stablehlo.dot_general %83, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %87 = stablehlo.add %82, %86 : tensor<8x8x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<8x8x32xf32>
    %90 = stablehlo.multiply %arg5, %89 : tensor<8x8x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %93 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x32xf32>
    %94 = stablehlo.multiply %89, %93 : tensor<8x8x32xf32>
    %95 = stablehlo.multiply %92, %arg3 : tensor<8x8x1xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %97 = stablehlo.divide %95, %96 : tensor<8x8x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x32xf32>
    %100 = stablehlo.multiply %99, %arg2 : tensor<8x8x32xf32>
    %101 = stablehlo.negate %100 : tensor<8x8x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %104 = stablehlo.add %46, %100 : tensor<8x8x32xf32>
    %105 = stablehlo.negate %94 : tensor<8x8x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x8x32xf32>, tensor<f32>) -> tensor<8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %108 = stablehlo.add %104, %94 : tensor<8x8x32xf32>
    %109 = stablehlo.add %103, %107 : tensor<8x8x1xf32>
    %cst_19 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %111 = stablehlo.divide %109, %110 : tensor<8x8x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x32xf32>
    %114 = stablehlo.add %108, %113 : tensor<8x8x32xf32>
    return %114, %85, %80, %76, %48, %18, %1 : tensor<8x8x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>
  }
  func.func private @_where_15(%arg0: tensor<8x4x8x8xi1>, %arg1: tensor<8x4x8x8xf32>) -> tensor<8x4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x8x8xi1>, tensor<8x4x8x8xf32>
    return %1 : tensor<8x4x8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<2x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<2x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x32x32xf32>
    return %1 : tensor<2x32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<2x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x32x64xf32>, tensor<1x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x32x64xf32>
    return %1 : tensor<2x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<2x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<2x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x64x32xf32>
    return %1 : tensor<2x64x32xf32>
  }
}
