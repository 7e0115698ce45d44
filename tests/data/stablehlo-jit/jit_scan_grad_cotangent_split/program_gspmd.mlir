module @jit_grad attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<4x32x32xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<4x32x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:7 = stablehlo.while(%iterArg = %arg1, %iterArg_8 = %cst, %iterArg_9 = %c, %iterArg_10 = %arg0, %iterArg_11 = %0, %iterArg_12 = %1, %iterArg_13 = %2) : tensor<4x32x32xf32>, tensor<f32>, tensor<i32>, tensor<16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>
    cond {
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %12:4 = func.call @closed_call(%iterArg_8, %iterArg_10, %11) : (tensor<f32>, tensor<16x32xf32>, tensor<32x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>)
      %13 = func.call @dynamic_update_index_in_dim(%iterArg_11, %12#1, %iterArg_9) : (tensor<4x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>
      %14 = func.call @dynamic_update_index_in_dim(%iterArg_12, %12#2, %iterArg_9) : (tensor<4x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>
      %15 = func.call @dynamic_update_index_in_dim(%iterArg_13, %12#3, %iterArg_9) : (tensor<4x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_9, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %16, %12#0, %13, %14, %15 : tensor<4x32x32xf32>, tensor<f32>, tensor<i32>, tensor<16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>
    }
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %5 = stablehlo.multiply %4, %3#3 : tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %6 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %10:7 = stablehlo.while(%iterArg = %arg1, %iterArg_8 = %3#4, %iterArg_9 = %3#5, %iterArg_10 = %3#6, %iterArg_11 = %c_7, %iterArg_12 = %8, %iterArg_13 = %9) : tensor<4x32x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x32x32xf32>
    cond {
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_11, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %11 = stablehlo.subtract %c_14, %iterArg_11 : tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.subtract %11, %c_15 : tensor<i32>
      %13 = func.call @dynamic_index_in_dim(%iterArg, %12) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %14 = func.call @dynamic_index_in_dim_0(%iterArg_8, %12) : (tensor<4x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %15 = func.call @dynamic_index_in_dim_0(%iterArg_9, %12) : (tensor<4x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %16 = func.call @dynamic_index_in_dim_0(%iterArg_10, %12) : (tensor<4x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %17:2 = func.call @closed_call_1(%iterArg_12, %13, %14, %15, %16) : (tensor<16x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<32x32xf32>)
      %18 = func.call @dynamic_update_index_in_dim_2(%iterArg_13, %17#1, %12) : (tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<4x32x32xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_11, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %iterArg_10, %19, %17#0, %18 : tensor<4x32x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x32x32xf32>
    }
    return %10#6 : tensor<4x32x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<4x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.tanh %0 : tensor<16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<16x32xf32>
    return %1, %arg1, %1, %3 : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>) -> tensor<4x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x16x32xf32>, tensor<1x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x32xf32>
    return %1 : tensor<4x16x32xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<4x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<16x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<16x32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<32x32xf32>) {
    %0 = stablehlo.multiply %arg0, %arg4 : tensor<16x32xf32>
    %1 = stablehlo.multiply %0, %arg3 : tensor<16x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<16x32xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %5 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    return %5, %4 : tensor<16x32xf32>, tensor<32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<4x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x32xf32>
    return %1 : tensor<4x32x32xf32>
  }
}
