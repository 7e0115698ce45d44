module @jit_mlp_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x32x48xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg1: tensor<3x48x32xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, %arg2: tensor<64x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<3x32x48xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<3x48x32xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.custom_call @Sharding(%cst) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x32x48xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3x32x48xf32>) -> tensor<3x32x48xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %10 = stablehlo.custom_call @Sharding(%9) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %12 = stablehlo.custom_call @Sharding(%11) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %14 = stablehlo.custom_call @Sharding(%13) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x48x32xf32>
    %16 = stablehlo.custom_call @Sharding(%15) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3x48x32xf32>) -> tensor<3x48x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x64x48xf32>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19:14 = stablehlo.while(%iterArg = %arg0, %iterArg_18 = %arg1, %iterArg_19 = %0, %iterArg_20 = %c, %iterArg_21 = %arg2, %iterArg_22 = %2, %iterArg_23 = %4, %iterArg_24 = %6, %iterArg_25 = %8, %iterArg_26 = %10, %iterArg_27 = %12, %iterArg_28 = %14, %iterArg_29 = %16, %iterArg_30 = %18) : tensor<3x32x48xf32>, tensor<3x48x32xf32>, tensor<f32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x48xf32>, tensor<3x64x32xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x48x32xf32>, tensor<3x64x48xf32>
    cond {
      %c_31 = stablehlo.constant dense<3> : tensor<i32>
      %69 = stablehlo.compare LT, %iterArg_20, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %69 : tensor<i1>
    } do {
      %69 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_20) : (tensor<3x32x48xf32>, tensor<i32>) -> tensor<32x48xf32>
      %70 = func.call @dynamic_index_in_dim_0(%iterArg_18, %iterArg_20) : (tensor<3x48x32xf32>, tensor<i32>) -> tensor<48x32xf32>
      %71:10 = func.call @closed_call(%iterArg_19, %iterArg_21, %69, %70) : (tensor<f32>, tensor<64x32xf32>, tensor<32x48xf32>, tensor<48x32xf32>) -> (tensor<64x32xf32>, tensor<32x48xf32>, tensor<64x32xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<48x32xf32>, tensor<64x48xf32>)
      %72 = func.call @dynamic_update_index_in_dim(%iterArg_22, %71#1, %iterArg_20) : (tensor<3x32x48xf32>, tensor<32x48xf32>, tensor<i32>) -> tensor<3x32x48xf32>
      %73 = func.call @dynamic_update_index_in_dim_1(%iterArg_23, %71#2, %iterArg_20) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %74 = func.call @dynamic_update_index_in_dim_2(%iterArg_24, %71#3, %iterArg_20) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %75 = func.call @dynamic_update_index_in_dim_2(%iterArg_25, %71#4, %iterArg_20) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %76 = func.call @dynamic_update_index_in_dim_2(%iterArg_26, %71#5, %iterArg_20) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %77 = func.call @dynamic_update_index_in_dim_2(%iterArg_27, %71#6, %iterArg_20) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %78 = func.call @dynamic_update_index_in_dim_2(%iterArg_28, %71#7, %iterArg_20) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %79 = func.call @dynamic_update_index_in_dim_3(%iterArg_29, %71#8, %iterArg_20) : (tensor<3x48x32xf32>, tensor<48x32xf32>, tensor<i32>) -> tensor<3x48x32xf32>
      %80 = func.call @dynamic_update_index_in_dim_2(%iterArg_30, %71#9, %iterArg_20) : (tensor<3x64x48xf32>, tensor<64x48xf32>, tensor<i32>) -> tensor<3x64x48xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %81 = stablehlo.add %iterArg_20, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_18, %iterArg_19, %81, %71#0, %72, %73, %74, %75, %76, %77, %78, %79, %80 : tensor<3x32x48xf32>, tensor<3x48x32xf32>, tensor<f32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x48xf32>, tensor<3x64x32xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x48x32xf32>, tensor<3x64x48xf32>
    }
    %20 = stablehlo.custom_call @Sharding(%19#4) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %21 = stablehlo.custom_call @Sharding(%19#5) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3x32x48xf32>) -> tensor<3x32x48xf32>
    %22 = stablehlo.custom_call @Sharding(%19#6) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    %23 = stablehlo.custom_call @Sharding(%19#7) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %24 = stablehlo.custom_call @Sharding(%19#8) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %25 = stablehlo.custom_call @Sharding(%19#9) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %26 = stablehlo.custom_call @Sharding(%19#10) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %27 = stablehlo.custom_call @Sharding(%19#11) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %28 = stablehlo.custom_call @Sharding(%19#12) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3x48x32xf32>) -> tensor<3x48x32xf32>
    %29 = stablehlo.custom_call @Sharding(%19#13) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    %30 = stablehlo.multiply %20, %20 : tensor<64x32xf32>
    %31 = stablehlo.custom_call @Sharding(%30) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %33 = stablehlo.custom_call @Sharding(%32) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %34 = stablehlo.custom_call @Sharding(%cst_10) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %35 = stablehlo.divide %33, %34 : tensor<f32>
    %36 = stablehlo.custom_call @Sharding(%35) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.custom_call @Sharding(%cst_11) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %38 = stablehlo.custom_call @Sharding(%cst_12) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %39 = stablehlo.divide %37, %38 : tensor<f32>
    %40 = stablehlo.custom_call @Sharding(%39) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %42 = stablehlo.custom_call @Sharding(%41) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %43 = stablehlo.multiply %20, %42 : tensor<64x32xf32>
    %44 = stablehlo.custom_call @Sharding(%43) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %45 = stablehlo.multiply %42, %20 : tensor<64x32xf32>
    %46 = stablehlo.custom_call @Sharding(%45) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %47 = stablehlo.add %44, %46 : tensor<64x32xf32>
    %48 = stablehlo.custom_call @Sharding(%47) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x32x48xf32>
    %50 = stablehlo.custom_call @Sharding(%49) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x48xf32>) -> tensor<3x32x48xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x48x32xf32>
    %52 = stablehlo.custom_call @Sharding(%51) {backend_config = "", mhlo.sharding = "{devices=[1,1,8]<=[8]}"} : (tensor<3x48x32xf32>) -> tensor<3x48x32xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %53:13 = stablehlo.while(%iterArg = %21, %iterArg_18 = %22, %iterArg_19 = %23, %iterArg_20 = %24, %iterArg_21 = %25, %iterArg_22 = %26, %iterArg_23 = %27, %iterArg_24 = %28, %iterArg_25 = %29, %iterArg_26 = %c_15, %iterArg_27 = %48, %iterArg_28 = %50, %iterArg_29 = %52) : tensor<3x32x48xf32>, tensor<3x64x32xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x48x32xf32>, tensor<3x64x48xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x48xf32>, tensor<3x48x32xf32>
    cond {
      %c_30 = stablehlo.constant dense<3> : tensor<i32>
      %69 = stablehlo.compare LT, %iterArg_26, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %69 : tensor<i1>
    } do {
      %c_30 = stablehlo.constant dense<3> : tensor<i32>
      %69 = stablehlo.subtract %c_30, %iterArg_26 : tensor<i32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %70 = stablehlo.subtract %69, %c_31 : tensor<i32>
      %71 = func.call @dynamic_index_in_dim_4(%iterArg, %70) : (tensor<3x32x48xf32>, tensor<i32>) -> tensor<32x48xf32>
      %72 = func.call @dynamic_index_in_dim_5(%iterArg_18, %70) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %73 = func.call @dynamic_index_in_dim_6(%iterArg_19, %70) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %74 = func.call @dynamic_index_in_dim_6(%iterArg_20, %70) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %75 = func.call @dynamic_index_in_dim_6(%iterArg_21, %70) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %76 = func.call @dynamic_index_in_dim_6(%iterArg_22, %70) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %77 = func.call @dynamic_index_in_dim_6(%iterArg_23, %70) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %78 = func.call @dynamic_index_in_dim_7(%iterArg_24, %70) : (tensor<3x48x32xf32>, tensor<i32>) -> tensor<48x32xf32>
      %79 = func.call @dynamic_index_in_dim_6(%iterArg_25, %70) : (tensor<3x64x48xf32>, tensor<i32>) -> tensor<64x48xf32>
      %80:3 = func.call @closed_call_8(%iterArg_27, %71, %72, %73, %74, %75, %76, %77, %78, %79) : (tensor<64x32xf32>, tensor<32x48xf32>, tensor<64x32xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<48x32xf32>, tensor<64x48xf32>) -> (tensor<64x32xf32>, tensor<32x48xf32>, tensor<48x32xf32>)
      %81 = func.call @dynamic_update_index_in_dim_9(%iterArg_28, %80#1, %70) : (tensor<3x32x48xf32>, tensor<32x48xf32>, tensor<i32>) -> tensor<3x32x48xf32>
      %82 = func.call @dynamic_update_index_in_dim_10(%iterArg_29, %80#2, %70) : (tensor<3x48x32xf32>, tensor<48x32xf32>, tensor<i32>) -> tensor<3x48x32xf32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %83 = stablehlo.add %iterArg_26, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %83, %80#0, %81, %82 : tensor<3x32x48xf32>, tensor<3x64x32xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x64x48xf32>, tensor<3x48x32xf32>, tensor<3x64x48xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x48xf32>, tensor<3x48x32xf32>
    }
    %54 = stablehlo.custom_call @Sharding(%53#10) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %55 = stablehlo.custom_call @Sharding(%53#11) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x48xf32>) -> tensor<3x32x48xf32>
    %56 = stablehlo.custom_call @Sharding(%53#12) {backend_config = "", mhlo.sharding = "{devices=[1,1,8]<=[8]}"} : (tensor<3x48x32xf32>) -> tensor<3x48x32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x32x48xf32>
    %58 = stablehlo.custom_call @Sharding(%57) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x48xf32>) -> tensor<3x32x48xf32>
    %59 = stablehlo.multiply %58, %55 : tensor<3x32x48xf32>
    %60 = stablehlo.custom_call @Sharding(%59) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x48xf32>) -> tensor<3x32x48xf32>
    %61 = stablehlo.subtract %arg0, %60 : tensor<3x32x48xf32>
    %62 = stablehlo.custom_call @Sharding(%61) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x48xf32>) -> tensor<3x32x48xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x48x32xf32>
    %64 = stablehlo.custom_call @Sharding(%63) {backend_config = "", mhlo.sharding = "{devices=[1,1,8]<=[8]}"} : (tensor<3x48x32xf32>) -> tensor<3x48x32xf32>
    %65 = stablehlo.multiply %64, %56 : tensor<3x48x32xf32>
    %66 = stablehlo.custom_call @Sharding(%65) {backend_config = "", mhlo.sharding = "{devices=[1,1,8]<=[8]}"} : (tensor<3x48x32xf32>) -> tensor<3x48x32xf32>
    %67 = stablehlo.subtract %arg1, %66 : tensor<3x48x32xf32>
    %68 = stablehlo.custom_call @Sharding(%67) {backend_config = "", mhlo.sharding = "{devices=[1,1,8]<=[8]}"} : (tensor<3x48x32xf32>) -> tensor<3x48x32xf32>
    return %62, %68, %36 : tensor<3x32x48xf32>, tensor<3x48x32xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x32x48xf32>, %arg1: tensor<i32>) -> tensor<32x48xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 48] : (tensor<3x32x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x48xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x32x48xf32>) -> tensor<1x32x48xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x48xf32>) -> tensor<32x48xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x48xf32>) -> tensor<32x48xf32>
    return %3 : tensor<32x48xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x48x32xf32>, %arg1: tensor<i32>) -> tensor<48x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 48, 32] : (tensor<3x48x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x48x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,1,8]<=[8]}"} : (tensor<1x48x32xf32>) -> tensor<1x48x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x48x32xf32>) -> tensor<48x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[1,8]<=[8]}"} : (tensor<48x32xf32>) -> tensor<48x32xf32>
    return %3 : tensor<48x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32x48xf32>, %arg3: tensor<48x32xf32>) -> (tensor<64x32xf32>, tensor<32x48xf32>, tensor<64x32xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<48x32xf32>, tensor<64x48xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<32x48xf32>) -> tensor<32x48xf32>
    %1 = stablehlo.custom_call @Sharding(%arg3) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<48x32xf32>) -> tensor<48x32xf32>
    %2 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<64x48xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<64x48xf32>
    %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %7 = stablehlo.multiply %3, %3 : tensor<64x48xf32>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %10 = stablehlo.custom_call @Sharding(%9) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %11 = stablehlo.multiply %10, %8 : tensor<64x48xf32>
    %12 = stablehlo.custom_call @Sharding(%11) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %14 = stablehlo.custom_call @Sharding(%13) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %15 = stablehlo.multiply %14, %6 : tensor<64x48xf32>
    %16 = stablehlo.custom_call @Sharding(%15) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %17 = stablehlo.add %3, %16 : tensor<64x48xf32>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %20 = stablehlo.custom_call @Sharding(%19) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<64x48xf32>
    %22 = stablehlo.custom_call @Sharding(%21) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %23 = stablehlo.tanh %22 : tensor<64x48xf32>
    %24 = stablehlo.custom_call @Sharding(%23) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %25 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %26 = stablehlo.custom_call @Sharding(%25) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %27 = stablehlo.subtract %26, %24 : tensor<64x48xf32>
    %28 = stablehlo.custom_call @Sharding(%27) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %30 = stablehlo.custom_call @Sharding(%29) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %31 = stablehlo.add %30, %24 : tensor<64x48xf32>
    %32 = stablehlo.custom_call @Sharding(%31) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %34 = stablehlo.custom_call @Sharding(%33) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<64x48xf32>
    %36 = stablehlo.custom_call @Sharding(%35) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %37 = stablehlo.multiply %3, %36 : tensor<64x48xf32>
    %38 = stablehlo.custom_call @Sharding(%37) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %39 = stablehlo.dot_general %38, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<48x32xf32>) -> tensor<64x32xf32>
    %40 = stablehlo.custom_call @Sharding(%39) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %41 = stablehlo.add %arg1, %40 : tensor<64x32xf32>
    %42 = stablehlo.custom_call @Sharding(%41) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    return %42, %0, %arg1, %12, %24, %28, %36, %3, %1, %38 : tensor<64x32xf32>, tensor<32x48xf32>, tensor<64x32xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<48x32xf32>, tensor<64x48xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x32x48xf32>, %arg1: tensor<32x48xf32>, %arg2: tensor<i32>) -> tensor<3x32x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x48xf32>) -> tensor<1x32x48xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1x32x48xf32>) -> tensor<1x32x48xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x32x48xf32>, tensor<1x32x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x48xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3x32x48xf32>) -> tensor<3x32x48xf32>
    return %3 : tensor<3x32x48xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<3x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<3x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    return %3 : tensor<3x64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<3x64x48xf32>, %arg1: tensor<64x48xf32>, %arg2: tensor<i32>) -> tensor<3x64x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x48xf32>) -> tensor<1x64x48xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x64x48xf32>) -> tensor<1x64x48xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x64x48xf32>, tensor<1x64x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x48xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x48xf32>) -> tensor<3x64x48xf32>
    return %3 : tensor<3x64x48xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<3x48x32xf32>, %arg1: tensor<48x32xf32>, %arg2: tensor<i32>) -> tensor<3x48x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<48x32xf32>) -> tensor<1x48x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1x48x32xf32>) -> tensor<1x48x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x48x32xf32>, tensor<1x48x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x48x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3x48x32xf32>) -> tensor<3x48x32xf32>
    return %3 : tensor<3x48x32xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<3x32x48xf32>, %arg1: tensor<i32>) -> tensor<32x48xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 48] : (tensor<3x32x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x48xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1x32x48xf32>) -> tensor<1x32x48xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x48xf32>) -> tensor<32x48xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<32x48xf32>) -> tensor<32x48xf32>
    return %3 : tensor<32x48xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<3x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<3x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<3x64x48xf32>, %arg1: tensor<i32>) -> tensor<64x48xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 48] : (tensor<3x64x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x48xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x64x48xf32>) -> tensor<1x64x48xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64x48xf32>) -> tensor<64x48xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    return %3 : tensor<64x48xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<3x48x32xf32>, %arg1: tensor<i32>) -> tensor<48x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 48, 32] : (tensor<3x48x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x48x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1x48x32xf32>) -> tensor<1x48x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x48x32xf32>) -> tensor<48x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<48x32xf32>) -> tensor<48x32xf32>
    return %3 : tensor<48x32xf32>
  }
  func.func private @closed_call_8(%arg0: tensor<64x32xf32>, %arg1: tensor<32x48xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<64x48xf32>, %arg4: tensor<64x48xf32>, %arg5: tensor<64x48xf32>, %arg6: tensor<64x48xf32>, %arg7: tensor<64x48xf32>, %arg8: tensor<48x32xf32>, %arg9: tensor<64x48xf32>) -> (tensor<64x32xf32>, tensor<32x48xf32>, tensor<48x32xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x48xf32>) -> tensor<32x48xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<32x48xf32>) -> tensor<32x48xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<32x48xf32>) -> tensor<48x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<48x32xf32>) -> tensor<48x32xf32>
    %4 = stablehlo.dot_general %arg0, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<48x32xf32>) -> tensor<64x48xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %6 = stablehlo.multiply %arg7, %5 : tensor<64x48xf32>
    %7 = stablehlo.custom_call @Sharding(%6) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %8 = stablehlo.multiply %5, %arg6 : tensor<64x48xf32>
    %9 = stablehlo.custom_call @Sharding(%8) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %11 = stablehlo.custom_call @Sharding(%10) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %12 = stablehlo.multiply %11, %7 : tensor<64x48xf32>
    %13 = stablehlo.custom_call @Sharding(%12) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %14 = stablehlo.multiply %13, %arg5 : tensor<64x48xf32>
    %15 = stablehlo.custom_call @Sharding(%14) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %16 = stablehlo.multiply %15, %arg4 : tensor<64x48xf32>
    %17 = stablehlo.custom_call @Sharding(%16) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %18 = stablehlo.add %15, %17 : tensor<64x48xf32>
    %19 = stablehlo.custom_call @Sharding(%18) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %21 = stablehlo.custom_call @Sharding(%20) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %22 = stablehlo.multiply %21, %19 : tensor<64x48xf32>
    %23 = stablehlo.custom_call @Sharding(%22) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %24 = stablehlo.add %9, %23 : tensor<64x48xf32>
    %25 = stablehlo.custom_call @Sharding(%24) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %27 = stablehlo.custom_call @Sharding(%26) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %28 = stablehlo.multiply %27, %23 : tensor<64x48xf32>
    %29 = stablehlo.custom_call @Sharding(%28) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %30 = stablehlo.multiply %29, %arg3 : tensor<64x48xf32>
    %31 = stablehlo.custom_call @Sharding(%30) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %32 = stablehlo.add %25, %31 : tensor<64x48xf32>
    %33 = stablehlo.custom_call @Sharding(%32) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x48xf32>) -> tensor<64x48xf32>
    %34 = stablehlo.dot_general %33, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<64x32xf32>) -> tensor<48x32xf32>
    %35 = stablehlo.custom_call @Sharding(%34) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<48x32xf32>) -> tensor<48x32xf32>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<48x32xf32>) -> tensor<32x48xf32>
    %37 = stablehlo.custom_call @Sharding(%36) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<32x48xf32>) -> tensor<32x48xf32>
    %38 = stablehlo.dot_general %33, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x48xf32>, tensor<32x48xf32>) -> tensor<64x32xf32>
    %39 = stablehlo.custom_call @Sharding(%38) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %40 = stablehlo.add %arg0, %39 : tensor<64x32xf32>
    %41 = stablehlo.custom_call @Sharding(%40) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %42 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[1,8]<=[8]}"} : (tensor<48x32xf32>) -> tensor<48x32xf32>
    %43 = stablehlo.custom_call @Sharding(%37) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x48xf32>) -> tensor<32x48xf32>
    return %41, %43, %42 : tensor<64x32xf32>, tensor<32x48xf32>, tensor<48x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<3x32x48xf32>, %arg1: tensor<32x48xf32>, %arg2: tensor<i32>) -> tensor<3x32x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x48xf32>) -> tensor<1x32x48xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x32x48xf32>) -> tensor<1x32x48xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x32x48xf32>, tensor<1x32x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x48xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x48xf32>) -> tensor<3x32x48xf32>
    return %3 : tensor<3x32x48xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<3x48x32xf32>, %arg1: tensor<48x32xf32>, %arg2: tensor<i32>) -> tensor<3x48x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<48x32xf32>) -> tensor<1x48x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,1,8]<=[8]}"} : (tensor<1x48x32xf32>) -> tensor<1x48x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x48x32xf32>, tensor<1x48x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x48x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[1,1,8]<=[8]}"} : (tensor<3x48x32xf32>) -> tensor<3x48x32xf32>
    return %3 : tensor<3x48x32xf32>
  }
}
