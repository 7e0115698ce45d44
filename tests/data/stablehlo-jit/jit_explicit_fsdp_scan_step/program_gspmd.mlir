module @jit_tanh_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x32x32xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg1: tensor<64x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<3x32x32xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.custom_call @Sharding(%cst) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x32x32xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3x32x32xf32>) -> tensor<3x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9:8 = stablehlo.while(%iterArg = %arg0, %iterArg_11 = %0, %iterArg_12 = %c, %iterArg_13 = %arg1, %iterArg_14 = %2, %iterArg_15 = %4, %iterArg_16 = %6, %iterArg_17 = %8) : tensor<3x32x32xf32>, tensor<f32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>
    cond {
      %c_18 = stablehlo.constant dense<3> : tensor<i32>
      %45 = stablehlo.compare LT, %iterArg_12, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %45 : tensor<i1>
    } do {
      %45 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_12) : (tensor<3x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %46:5 = func.call @closed_call(%iterArg_11, %iterArg_13, %45) : (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>) -> (tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>)
      %47 = func.call @dynamic_update_index_in_dim(%iterArg_14, %46#1, %iterArg_12) : (tensor<3x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<3x32x32xf32>
      %48 = func.call @dynamic_update_index_in_dim_0(%iterArg_15, %46#2, %iterArg_12) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %49 = func.call @dynamic_update_index_in_dim_0(%iterArg_16, %46#3, %iterArg_12) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %50 = func.call @dynamic_update_index_in_dim_0(%iterArg_17, %46#4, %iterArg_12) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_12, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %51, %46#0, %47, %48, %49, %50 : tensor<3x32x32xf32>, tensor<f32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>
    }
    %10 = stablehlo.custom_call @Sharding(%9#3) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %11 = stablehlo.custom_call @Sharding(%9#4) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3x32x32xf32>) -> tensor<3x32x32xf32>
    %12 = stablehlo.custom_call @Sharding(%9#5) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    %13 = stablehlo.custom_call @Sharding(%9#6) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    %14 = stablehlo.custom_call @Sharding(%9#7) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    %15 = stablehlo.multiply %10, %10 : tensor<64x32xf32>
    %16 = stablehlo.custom_call @Sharding(%15) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %19 = stablehlo.custom_call @Sharding(%cst_5) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %20 = stablehlo.divide %18, %19 : tensor<f32>
    %21 = stablehlo.custom_call @Sharding(%20) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.custom_call @Sharding(%cst_6) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %23 = stablehlo.custom_call @Sharding(%cst_7) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %24 = stablehlo.divide %22, %23 : tensor<f32>
    %25 = stablehlo.custom_call @Sharding(%24) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %27 = stablehlo.custom_call @Sharding(%26) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %28 = stablehlo.multiply %10, %27 : tensor<64x32xf32>
    %29 = stablehlo.custom_call @Sharding(%28) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %30 = stablehlo.multiply %27, %10 : tensor<64x32xf32>
    %31 = stablehlo.custom_call @Sharding(%30) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %32 = stablehlo.add %29, %31 : tensor<64x32xf32>
    %33 = stablehlo.custom_call @Sharding(%32) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x32x32xf32>
    %35 = stablehlo.custom_call @Sharding(%34) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x32xf32>) -> tensor<3x32x32xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %36:7 = stablehlo.while(%iterArg = %11, %iterArg_11 = %12, %iterArg_12 = %13, %iterArg_13 = %14, %iterArg_14 = %c_9, %iterArg_15 = %33, %iterArg_16 = %35) : tensor<3x32x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x32xf32>
    cond {
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %45 = stablehlo.compare LT, %iterArg_14, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %45 : tensor<i1>
    } do {
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %45 = stablehlo.subtract %c_17, %iterArg_14 : tensor<i32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %46 = stablehlo.subtract %45, %c_18 : tensor<i32>
      %47 = func.call @dynamic_index_in_dim_1(%iterArg, %46) : (tensor<3x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %48 = func.call @dynamic_index_in_dim_2(%iterArg_11, %46) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %49 = func.call @dynamic_index_in_dim_2(%iterArg_12, %46) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %50 = func.call @dynamic_index_in_dim_2(%iterArg_13, %46) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %51:2 = func.call @closed_call_3(%iterArg_15, %47, %48, %49, %50) : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> (tensor<64x32xf32>, tensor<32x32xf32>)
      %52 = func.call @dynamic_update_index_in_dim_4(%iterArg_16, %51#1, %46) : (tensor<3x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<3x32x32xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %53 = stablehlo.add %iterArg_14, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %53, %51#0, %52 : tensor<3x32x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x32xf32>
    }
    %37 = stablehlo.custom_call @Sharding(%36#5) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %38 = stablehlo.custom_call @Sharding(%36#6) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x32xf32>) -> tensor<3x32x32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x32x32xf32>
    %40 = stablehlo.custom_call @Sharding(%39) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x32xf32>) -> tensor<3x32x32xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<3x32x32xf32>
    %42 = stablehlo.custom_call @Sharding(%41) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x32xf32>) -> tensor<3x32x32xf32>
    %43 = stablehlo.subtract %arg0, %42 : tensor<3x32x32xf32>
    %44 = stablehlo.custom_call @Sharding(%43) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x32xf32>) -> tensor<3x32x32xf32>
    return %44, %21 : tensor<3x32x32xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<3x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32x32xf32>) -> (tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %3 = stablehlo.tanh %2 : tensor<64x32xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<64x32xf32>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    return %4, %0, %arg1, %4, %8 : tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<3x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<3x32x32xf32>) -> tensor<3x32x32xf32>
    return %3 : tensor<3x32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<3x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<3x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
    return %3 : tensor<3x64x32xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<3x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<3x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<3x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<64x32xf32>) -> (tensor<64x32xf32>, tensor<32x32xf32>) {
    %0 = stablehlo.multiply %arg0, %arg4 : tensor<64x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %2 = stablehlo.multiply %1, %arg3 : tensor<64x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %4 = stablehlo.add %1, %3 : tensor<64x32xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %6 = stablehlo.dot_general %5, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %7 = stablehlo.custom_call @Sharding(%6) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %9 = stablehlo.custom_call @Sharding(%8) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %10 = stablehlo.dot_general %5, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %11 = stablehlo.custom_call @Sharding(%10) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %12 = stablehlo.custom_call @Sharding(%9) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    return %11, %12 : tensor<64x32xf32>, tensor<32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<3x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<3x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x32xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<3x32x32xf32>) -> tensor<3x32x32xf32>
    return %3 : tensor<3x32x32xf32>
  }
}
