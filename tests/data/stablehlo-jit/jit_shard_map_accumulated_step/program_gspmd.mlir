module @jit_accumulated_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x32xf32> {mhlo.sharding = "{devices=[1,2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<3x32x64xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<3x64x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<3x32x64xf32> {jax.result_info = "result[0]"}, tensor<3x64x32xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2, %iterArg_5 = %c, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<2x16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<2x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %10:2 = func.call @closed_call(%iterArg_3, %iterArg_4, %iterArg_6, %iterArg_7, %9) : (tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<16x32xf32>) -> (tensor<3x32x64xf32>, tensor<3x64x32xf32>)
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %11, %10#0, %10#1 : tensor<2x16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    }
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %4 = stablehlo.multiply %3, %2#4 : tensor<3x32x64xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<3x32x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %7 = stablehlo.multiply %6, %2#5 : tensor<3x64x32xf32>
    %8 = stablehlo.subtract %arg2, %7 : tensor<3x64x32xf32>
    return %5, %8 : tensor<3x32x64xf32>, tensor<3x64x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<2x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x32x64xf32>, %arg1: tensor<3x64x32xf32>, %arg2: tensor<3x32x64xf32>, %arg3: tensor<3x64x32xf32>, %arg4: tensor<16x32xf32>) -> (tensor<3x32x64xf32>, tensor<3x64x32xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = call @_var(%c) : (tensor<i32>) -> (tensor<f32>, tensor<i1>, tensor<16x1xf32>)
    %1:2 = call @shmap_body() : () -> (tensor<1xf32>, tensor<1xf32>)
    %2 = stablehlo.custom_call @Sharding(%1#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xf32>) -> tensor<8xf32>
    %4 = stablehlo.custom_call @Sharding(%1#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %5 = stablehlo.custom_call @SPMDShardToFullShape(%4) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xf32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x16x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x16x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x256x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %c_5 = stablehlo.constant dense<false> : tensor<i1>
    %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<3x64x16xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x128x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x64x16xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %15:18 = stablehlo.while(%iterArg = %arg0, %iterArg_15 = %arg1, %iterArg_16 = %3, %iterArg_17 = %5, %iterArg_18 = %0#0, %iterArg_19 = %0#1, %iterArg_20 = %0#2, %iterArg_21 = %c_8, %iterArg_22 = %arg4, %iterArg_23 = %6, %iterArg_24 = %7, %iterArg_25 = %8, %iterArg_26 = %9, %iterArg_27 = %10, %iterArg_28 = %11, %iterArg_29 = %12, %iterArg_30 = %13, %iterArg_31 = %14) : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>
    cond {
      %c_32 = stablehlo.constant dense<3> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %26 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_21) : (tensor<3x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %27 = func.call @dynamic_index_in_dim_1(%iterArg_15, %iterArg_21) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %28:10 = func.call @closed_call_2(%iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_22, %26, %27) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>, tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x1xf32>, tensor<16x32xf32>, tensor<256x16xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<128x32xf32>, tensor<64x16xf32>)
      %29 = func.call @dynamic_update_index_in_dim(%iterArg_23, %28#1, %iterArg_21) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
      %30 = func.call @dynamic_update_index_in_dim_7(%iterArg_24, %28#2, %iterArg_21) : (tensor<3x16x1xf32>, tensor<16x1xf32>, tensor<i32>) -> tensor<3x16x1xf32>
      %31 = func.call @dynamic_update_index_in_dim_7(%iterArg_25, %28#3, %iterArg_21) : (tensor<3x16x1xf32>, tensor<16x1xf32>, tensor<i32>) -> tensor<3x16x1xf32>
      %32 = func.call @dynamic_update_index_in_dim(%iterArg_26, %28#4, %iterArg_21) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
      %33 = func.call @dynamic_update_index_in_dim_8(%iterArg_27, %28#5, %iterArg_21) : (tensor<3x256x16xf32>, tensor<256x16xf32>, tensor<i32>) -> tensor<3x256x16xf32>
      %34 = func.call @dynamic_update_index_in_dim_9(%iterArg_28, %28#6, %iterArg_21) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %35 = func.call @dynamic_update_index_in_dim_10(%iterArg_29, %28#7, %iterArg_21) : (tensor<3x64x16xi1>, tensor<64x16xi1>, tensor<i32>) -> tensor<3x64x16xi1>
      %36 = func.call @dynamic_update_index_in_dim_11(%iterArg_30, %28#8, %iterArg_21) : (tensor<3x128x32xf32>, tensor<128x32xf32>, tensor<i32>) -> tensor<3x128x32xf32>
      %37 = func.call @dynamic_update_index_in_dim_12(%iterArg_31, %28#9, %iterArg_21) : (tensor<3x64x16xf32>, tensor<64x16xf32>, tensor<i32>) -> tensor<3x64x16xf32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.add %iterArg_21, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %38, %28#0, %29, %30, %31, %32, %33, %34, %35, %36, %37 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>
    }
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %17 = stablehlo.multiply %16, %15#8 : tensor<16x32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %18 = stablehlo.divide %cst_10, %cst_11 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<16x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %23:15 = stablehlo.while(%iterArg = %15#9, %iterArg_15 = %15#10, %iterArg_16 = %15#11, %iterArg_17 = %15#12, %iterArg_18 = %15#13, %iterArg_19 = %15#14, %iterArg_20 = %15#15, %iterArg_21 = %15#16, %iterArg_22 = %15#17, %iterArg_23 = %0#0, %iterArg_24 = %0#1, %iterArg_25 = %c_14, %iterArg_26 = %20, %iterArg_27 = %21, %iterArg_28 = %22) : tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    cond {
      %c_29 = stablehlo.constant dense<3> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg_25, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %c_29 = stablehlo.constant dense<3> : tensor<i32>
      %26 = stablehlo.subtract %c_29, %iterArg_25 : tensor<i32>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.subtract %26, %c_30 : tensor<i32>
      %28 = func.call @dynamic_index_in_dim_13(%iterArg, %27) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %29 = func.call @dynamic_index_in_dim_14(%iterArg_15, %27) : (tensor<3x16x1xf32>, tensor<i32>) -> tensor<16x1xf32>
      %30 = func.call @dynamic_index_in_dim_14(%iterArg_16, %27) : (tensor<3x16x1xf32>, tensor<i32>) -> tensor<16x1xf32>
      %31 = func.call @dynamic_index_in_dim_13(%iterArg_17, %27) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %32 = func.call @dynamic_index_in_dim_15(%iterArg_18, %27) : (tensor<3x256x16xf32>, tensor<i32>) -> tensor<256x16xf32>
      %33 = func.call @dynamic_index_in_dim_1(%iterArg_19, %27) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %34 = func.call @dynamic_index_in_dim_16(%iterArg_20, %27) : (tensor<3x64x16xi1>, tensor<i32>) -> tensor<64x16xi1>
      %35 = func.call @dynamic_index_in_dim_17(%iterArg_21, %27) : (tensor<3x128x32xf32>, tensor<i32>) -> tensor<128x32xf32>
      %36 = func.call @dynamic_index_in_dim_18(%iterArg_22, %27) : (tensor<3x64x16xf32>, tensor<i32>) -> tensor<64x16xf32>
      %37:3 = func.call @closed_call_19(%iterArg_23, %iterArg_24, %iterArg_26, %28, %29, %30, %31, %32, %33, %34, %35, %36) : (tensor<f32>, tensor<i1>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x1xf32>, tensor<16x32xf32>, tensor<256x16xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<128x32xf32>, tensor<64x16xf32>) -> (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>)
      %38 = func.call @dynamic_update_index_in_dim_23(%iterArg_27, %37#1, %27) : (tensor<3x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<3x32x64xf32>
      %39 = func.call @dynamic_update_index_in_dim_9(%iterArg_28, %37#2, %27) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.add %iterArg_25, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %40, %37#0, %38, %39 : tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    }
    %24 = stablehlo.add %arg2, %23#13 : tensor<3x32x64xf32>
    %25 = stablehlo.add %arg3, %23#14 : tensor<3x64x32xf32>
    return %24, %25 : tensor<3x32x64xf32>, tensor<3x64x32xf32>
  }
  func.func private @_var(%arg0: tensor<i32>) -> (tensor<f32>, tensor<i1>, tensor<16x1xf32>) {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1 = stablehlo.subtract %cst, %0 : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare GT, %1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%cst_1) : (tensor<f32>) -> tensor<16x1xf32>
    return %1, %2, %3 : tensor<f32>, tensor<i1>, tensor<16x1xf32>
  }
  func.func private @_where(%arg0: tensor<f32>) -> tensor<16x1xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    return %1 : tensor<16x1xf32>
  }
  func.func private @shmap_body() -> (tensor<1xf32> {jax.result_info = "[('data', 'model')]"}, tensor<1xf32> {jax.result_info = "[('data', 'model')]"}) {
    %0 = call @relu() : () -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    return %1, %2 : tensor<1xf32>, tensor<1xf32>
  }
  func.func private @relu() -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %cst : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<3x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<3x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @closed_call_2(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>, %arg3: tensor<i1>, %arg4: tensor<16x1xf32>, %arg5: tensor<16x32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x1xf32>, tensor<16x32xf32>, tensor<256x16xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<128x32xf32>, tensor<64x16xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.subtract %arg5, %4 : tensor<16x32xf32>
    %6:2 = call @_var_3(%arg5, %arg2, %arg3, %arg4) : (tensor<16x32xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>) -> (tensor<16x1xf32>, tensor<16x32xf32>)
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %8 = stablehlo.add %6#0, %7 : tensor<16x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<16x1xf32>
    %10 = stablehlo.divide %9, %8 : tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<16x1xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<16x32xf32>
    %15 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8xf32>) -> tensor<8xf32>
    %16 = stablehlo.custom_call @SPMDFullToShardShape(%15) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<1xf32>
    %17 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8xf32>) -> tensor<8xf32>
    %18 = stablehlo.custom_call @SPMDFullToShardShape(%17) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<1xf32>
    %19 = stablehlo.custom_call @Sharding(%14) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.custom_call @SPMDFullToShardShape(%19) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x32xf32>) -> tensor<8x32xf32>
    %21 = stablehlo.custom_call @Sharding(%arg6) {backend_config = "", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %22 = stablehlo.custom_call @SPMDFullToShardShape(%21) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x64xf32>) -> tensor<32x16xf32>
    %23 = stablehlo.custom_call @Sharding(%arg7) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %24 = stablehlo.custom_call @SPMDFullToShardShape(%23) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x32xf32>) -> tensor<16x32xf32>
    %25:6 = call @shmap_body_5(%16, %18, %20, %22, %24) : (tensor<1xf32>, tensor<1xf32>, tensor<8x32xf32>, tensor<32x16xf32>, tensor<16x32xf32>) -> (tensor<32x16xf32>, tensor<8x32xf32>, tensor<8x16xi1>, tensor<16x32xf32>, tensor<8x16xf32>, tensor<8x32xf32>)
    %26 = stablehlo.custom_call @Sharding(%25#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %27 = stablehlo.custom_call @SPMDShardToFullShape(%26) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x16xf32>) -> tensor<256x16xf32>
    %28 = stablehlo.custom_call @Sharding(%25#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %29 = stablehlo.custom_call @SPMDShardToFullShape(%28) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x32xf32>) -> tensor<64x32xf32>
    %30 = stablehlo.custom_call @Sharding(%25#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x16xi1>) -> tensor<8x16xi1>
    %31 = stablehlo.custom_call @SPMDShardToFullShape(%30) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x16xi1>) -> tensor<64x16xi1>
    %32 = stablehlo.custom_call @Sharding(%25#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.custom_call @SPMDShardToFullShape(%32) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<16x32xf32>) -> tensor<128x32xf32>
    %34 = stablehlo.custom_call @Sharding(%25#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %35 = stablehlo.custom_call @SPMDShardToFullShape(%34) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x16xf32>) -> tensor<64x16xf32>
    %36 = stablehlo.custom_call @Sharding(%25#5) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %37 = stablehlo.custom_call @SPMDShardToFullShape(%36) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x32xf32>) -> tensor<16x32xf32>
    %38 = stablehlo.add %arg5, %37 : tensor<16x32xf32>
    return %38, %6#1, %12, %9, %5, %27, %29, %31, %33, %35 : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x1xf32>, tensor<16x32xf32>, tensor<256x16xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<128x32xf32>, tensor<64x16xf32>
  }
  func.func private @_var_3(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<16x1xf32>) -> (tensor<16x1xf32>, tensor<16x32xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32xf32>
    %6 = chlo.square %5 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<16x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x1xf32>
    %13 = call @_where_4(%12, %arg2, %arg3) : (tensor<16x1xf32>, tensor<i1>, tensor<16x1xf32>) -> tensor<16x1xf32>
    return %13, %8 : tensor<16x1xf32>, tensor<16x32xf32>
  }
  func.func private @_where_4(%arg0: tensor<16x1xf32>, %arg1: tensor<i1>, %arg2: tensor<16x1xf32>) -> tensor<16x1xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<i1>, tensor<16x1xf32>
    return %0 : tensor<16x1xf32>
  }
  func.func private @shmap_body_5(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<8x32xf32>, %arg3: tensor<32x16xf32>, %arg4: tensor<16x32xf32>) -> (tensor<32x16xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<8x32xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<8x16xi1> {jax.result_info = "[('data', 'model'), None]"}, tensor<16x32xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<8x16xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<8x32xf32> {jax.result_info = "[('data',), None]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1xf32>) -> tensor<f32>
    %1 = stablehlo.reshape %arg1 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %3 = call @relu_6(%2, %1) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.compare GT, %2, %4, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %6 = stablehlo.dot_general %3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %7 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %8 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    return %arg3, %arg2, %5, %arg4, %3, %7 : tensor<32x16xf32>, tensor<8x32xf32>, tensor<8x16xi1>, tensor<16x32xf32>, tensor<8x16xf32>, tensor<8x32xf32>
  }
  func.func private @relu_6(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>) -> tensor<8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>) -> tensor<3x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x32xf32>, tensor<1x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x32xf32>
    return %1 : tensor<3x16x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<3x16x1xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<i32>) -> tensor<3x16x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x1xf32>) -> tensor<1x16x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x1xf32>
    return %1 : tensor<3x16x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<3x256x16xf32>, %arg1: tensor<256x16xf32>, %arg2: tensor<i32>) -> tensor<3x256x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x16xf32>) -> tensor<1x256x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x256x16xf32>, tensor<1x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x256x16xf32>
    return %1 : tensor<3x256x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<3x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<3x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x32xf32>
    return %1 : tensor<3x64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<3x64x16xi1>, %arg1: tensor<64x16xi1>, %arg2: tensor<i32>) -> tensor<3x64x16xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x16xi1>) -> tensor<1x64x16xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x16xi1>, tensor<1x64x16xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x16xi1>
    return %1 : tensor<3x64x16xi1>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<3x128x32xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<i32>) -> tensor<3x128x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x32xf32>) -> tensor<1x128x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x128x32xf32>, tensor<1x128x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x128x32xf32>
    return %1 : tensor<3x128x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<3x64x16xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<i32>) -> tensor<3x64x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x16xf32>) -> tensor<1x64x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x16xf32>, tensor<1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x16xf32>
    return %1 : tensor<3x64x16xf32>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<3x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<3x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<3x16x1xf32>, %arg1: tensor<i32>) -> tensor<16x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 1] : (tensor<3x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    return %1 : tensor<16x1xf32>
  }
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<3x256x16xf32>, %arg1: tensor<i32>) -> tensor<256x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 16] : (tensor<3x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x16xf32>) -> tensor<256x16xf32>
    return %1 : tensor<256x16xf32>
  }
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<3x64x16xi1>, %arg1: tensor<i32>) -> tensor<64x16xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 16] : (tensor<3x64x16xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x64x16xi1>) -> tensor<64x16xi1>
    return %1 : tensor<64x16xi1>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<3x128x32xf32>, %arg1: tensor<i32>) -> tensor<128x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 32] : (tensor<3x128x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    return %1 : tensor<128x32xf32>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<3x64x16xf32>, %arg1: tensor<i32>) -> tensor<64x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 16] : (tensor<3x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x16xf32>) -> tensor<64x16xf32>
    return %1 : tensor<64x16xf32>
  }
  func.func private @closed_call_19(%arg0: tensor<f32>, %arg1: tensor<i1>, %arg2: tensor<16x32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<16x1xf32>, %arg5: tensor<16x1xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<256x16xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<64x16xi1>, %arg10: tensor<128x32xf32>, %arg11: tensor<64x16xf32>) -> (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.custom_call @Sharding(%arg7) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<32x16xf32>
    %4 = stablehlo.custom_call @Sharding(%arg8) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x32xf32>) -> tensor<8x32xf32>
    %6 = stablehlo.custom_call @Sharding(%arg9) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x16xi1>) -> tensor<64x16xi1>
    %7 = stablehlo.custom_call @SPMDFullToShardShape(%6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x16xi1>) -> tensor<8x16xi1>
    %8 = stablehlo.custom_call @Sharding(%arg10) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<128x32xf32>) -> tensor<128x32xf32>
    %9 = stablehlo.custom_call @SPMDFullToShardShape(%8) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<128x32xf32>) -> tensor<16x32xf32>
    %10 = stablehlo.custom_call @Sharding(%arg11) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %11 = stablehlo.custom_call @SPMDFullToShardShape(%10) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x16xf32>) -> tensor<8x16xf32>
    %12:3 = call @shmap_body_20(%1, %3, %5, %7, %9, %11) : (tensor<8x32xf32>, tensor<32x16xf32>, tensor<8x32xf32>, tensor<8x16xi1>, tensor<16x32xf32>, tensor<8x16xf32>) -> (tensor<8x32xf32>, tensor<32x16xf32>, tensor<16x32xf32>)
    %13 = stablehlo.custom_call @Sharding(%12#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.custom_call @Sharding(%12#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %16 = stablehlo.custom_call @SPMDShardToFullShape(%15) {backend_config = "", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x16xf32>) -> tensor<32x64xf32>
    %17 = stablehlo.custom_call @Sharding(%12#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.custom_call @SPMDShardToFullShape(%17) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<64x32xf32>
    %19 = stablehlo.multiply %arg6, %14 : tensor<16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.reshape %20 : (tensor<16xf32>) -> tensor<16x1xf32>
    %22 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.multiply %14, %22 : tensor<16x32xf32>
    %24 = stablehlo.multiply %21, %arg4 : tensor<16x1xf32>
    %25 = call @_var_21(%arg3, %arg0, %arg1, %24) : (tensor<16x32xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.add %arg2, %25 : tensor<16x32xf32>
    %27 = stablehlo.negate %23 : tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.reshape %28 : (tensor<16xf32>) -> tensor<16x1xf32>
    %30 = stablehlo.add %26, %23 : tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %32 = stablehlo.divide %29, %31 : tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.add %30, %34 : tensor<16x32xf32>
    return %35, %16, %18 : tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>
  }
  func.func private @shmap_body_20(%arg0: tensor<8x32xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<8x32xf32>, %arg3: tensor<8x16xi1>, %arg4: tensor<16x32xf32>, %arg5: tensor<8x16xf32>) -> (tensor<8x32xf32> {jax.result_info = "[('data',), None]"}, tensor<32x16xf32> {jax.result_info = "[None, ('model',)]"}, tensor<16x32xf32> {jax.result_info = "[('model',), None]"}) {
    %0 = stablehlo.dot_general %arg0, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %2 = stablehlo.dot_general %arg0, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
    %3 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %11 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.select %arg3, %2, %4 : tensor<8x16xi1>, tensor<8x16xf32>
    %6 = stablehlo.dot_general %5, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %8 = stablehlo.dot_general %5, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %9 = "stablehlo.all_reduce"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %11 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %10 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %11 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    return %10, %9, %3 : tensor<8x32xf32>, tensor<32x16xf32>, tensor<16x32xf32>
  }
  func.func private @_var_21(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<16x1xf32>) -> tensor<16x32xf32> {
    %0 = call @_where_22(%arg2, %arg3) : (tensor<i1>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<16x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<16x32xf32>
    %6 = stablehlo.negate %5 : tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.reshape %7 : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.add %5, %12 : tensor<16x32xf32>
    return %13 : tensor<16x32xf32>
  }
  func.func private @_where_22(%arg0: tensor<i1>, %arg1: tensor<16x1xf32>) -> tensor<16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<16x1xf32>
    return %1 : tensor<16x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_23(%arg0: tensor<3x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<3x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x32x64xf32>, tensor<1x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x64xf32>
    return %1 : tensor<3x32x64xf32>
  }
}
