module @jit_accumulated_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x16x16xf32> {mhlo.sharding = "{devices=[1,2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<3x16x32xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<3x32x16xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<3x16x32xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<3x32x16xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x32x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2, %iterArg_5 = %c, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<2x16x16xf32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<2x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %10:2 = func.call @closed_call(%iterArg_3, %iterArg_4, %iterArg_6, %iterArg_7, %9) : (tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<16x16xf32>) -> (tensor<3x16x32xf32>, tensor<3x32x16xf32>)
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %11, %10#0, %10#1 : tensor<2x16x16xf32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>
    }
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %4 = stablehlo.multiply %3, %2#4 : tensor<3x16x32xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<3x16x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x32x16xf32>
    %7 = stablehlo.multiply %6, %2#5 : tensor<3x32x16xf32>
    %8 = stablehlo.subtract %arg2, %7 : tensor<3x32x16xf32>
    return %5, %8 : tensor<3x16x32xf32>, tensor<3x32x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x16x32xf32>, %arg1: tensor<3x32x16xf32>, %arg2: tensor<3x16x32xf32>, %arg3: tensor<3x32x16xf32>, %arg4: tensor<16x16xf32>) -> (tensor<3x16x32xf32>, tensor<3x32x16xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<3x16x32xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3:7 = stablehlo.while(%iterArg = %arg0, %iterArg_8 = %arg1, %iterArg_9 = %c_1, %iterArg_10 = %arg4, %iterArg_11 = %0, %iterArg_12 = %1, %iterArg_13 = %2) : tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x32xi1>, tensor<3x16x32xf32>
    cond {
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_9) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %15 = func.call @dynamic_index_in_dim_1(%iterArg_8, %iterArg_9) : (tensor<3x32x16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %16:4 = func.call @closed_call_2(%iterArg_10, %14, %15) : (tensor<16x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x32xi1>, tensor<16x32xf32>)
      %17 = func.call @dynamic_update_index_in_dim(%iterArg_11, %16#1, %iterArg_9) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %18 = func.call @dynamic_update_index_in_dim_3(%iterArg_12, %16#2, %iterArg_9) : (tensor<3x16x32xi1>, tensor<16x32xi1>, tensor<i32>) -> tensor<3x16x32xi1>
      %19 = func.call @dynamic_update_index_in_dim_4(%iterArg_13, %16#3, %iterArg_9) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_9, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %20, %16#0, %17, %18, %19 : tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x32xi1>, tensor<3x16x32xf32>
    }
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %5 = stablehlo.multiply %4, %3#3 : tensor<16x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %6 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x32x16xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %11:9 = stablehlo.while(%iterArg = %arg0, %iterArg_8 = %3#4, %iterArg_9 = %3#5, %iterArg_10 = %arg1, %iterArg_11 = %3#6, %iterArg_12 = %c_7, %iterArg_13 = %8, %iterArg_14 = %9, %iterArg_15 = %10) : tensor<3x16x32xf32>, tensor<3x16x16xf32>, tensor<3x16x32xi1>, tensor<3x32x16xf32>, tensor<3x16x32xf32>, tensor<i32>, tensor<16x16xf32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>
    cond {
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_12, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.subtract %c_16, %iterArg_12 : tensor<i32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.subtract %14, %c_17 : tensor<i32>
      %16 = func.call @dynamic_index_in_dim_0(%iterArg, %15) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %17 = func.call @dynamic_index_in_dim_5(%iterArg_8, %15) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %18 = func.call @dynamic_index_in_dim_6(%iterArg_9, %15) : (tensor<3x16x32xi1>, tensor<i32>) -> tensor<16x32xi1>
      %19 = func.call @dynamic_index_in_dim_1(%iterArg_10, %15) : (tensor<3x32x16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %20 = func.call @dynamic_index_in_dim_0(%iterArg_11, %15) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %21:3 = func.call @closed_call_7(%iterArg_13, %16, %17, %18, %19, %20) : (tensor<16x16xf32>, tensor<16x32xf32>, tensor<16x16xf32>, tensor<16x32xi1>, tensor<32x16xf32>, tensor<16x32xf32>) -> (tensor<16x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>)
      %22 = func.call @dynamic_update_index_in_dim_4(%iterArg_14, %21#1, %15) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
      %23 = func.call @dynamic_update_index_in_dim_8(%iterArg_15, %21#2, %15) : (tensor<3x32x16xf32>, tensor<32x16xf32>, tensor<i32>) -> tensor<3x32x16xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_12, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %24, %21#0, %22, %23 : tensor<3x16x32xf32>, tensor<3x16x16xf32>, tensor<3x16x32xi1>, tensor<3x32x16xf32>, tensor<3x16x32xf32>, tensor<i32>, tensor<16x16xf32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>
    }
    %12 = stablehlo.add %arg2, %11#7 : tensor<3x16x32xf32>
    %13 = stablehlo.add %arg3, %11#8 : tensor<3x32x16xf32>
    return %12, %13 : tensor<3x16x32xf32>, tensor<3x32x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<3x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x32x16xf32>, %arg1: tensor<i32>) -> tensor<32x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 16] : (tensor<3x32x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
  func.func private @closed_call_2(%arg0: tensor<16x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x32xi1>, tensor<16x32xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = call @relu(%0) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %4 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<16x16xf32>
    %7 = stablehlo.custom_call @Sharding(%6) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    return %7, %arg0, %3, %4 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x32xi1>, tensor<16x32xf32>
  }
  func.func private @relu(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<i32>) -> tensor<3x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16xf32>
    return %1 : tensor<3x16x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<3x16x32xi1>, %arg1: tensor<16x32xi1>, %arg2: tensor<i32>) -> tensor<3x16x32xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x32xi1>) -> tensor<1x16x32xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x32xi1>, tensor<1x16x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x32xi1>
    return %1 : tensor<3x16x32xi1>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<3x16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>) -> tensor<3x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x32xf32>, tensor<1x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x32xf32>
    return %1 : tensor<3x16x32xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<3x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<3x16x32xi1>, %arg1: tensor<i32>) -> tensor<16x32xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<3x16x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xi1>) -> tensor<16x32xi1>
    return %1 : tensor<16x32xi1>
  }
  func.func private @closed_call_7(%arg0: tensor<16x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x32xi1>, %arg4: tensor<32x16xf32>, %arg5: tensor<16x32xf32>) -> (tensor<16x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.dot_general %0, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %3 = stablehlo.dot_general %0, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<16x32xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %6 = stablehlo.select %arg3, %4, %5 : tensor<16x32xi1>, tensor<16x32xf32>
    %7 = stablehlo.dot_general %6, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.add %0, %9 : tensor<16x16xf32>
    return %10, %8, %2 : tensor<16x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<3x32x16xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<i32>) -> tensor<3x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x16xf32>) -> tensor<1x32x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x32x16xf32>, tensor<1x32x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x16xf32>
    return %1 : tensor<3x32x16xf32>
  }
}
