module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32x32xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg1: tensor<64x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<4x32x32xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x64x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:7 = stablehlo.while(%iterArg = %arg0, %iterArg_11 = %cst, %iterArg_12 = %c, %iterArg_13 = %arg1, %iterArg_14 = %0, %iterArg_15 = %1, %iterArg_16 = %2) : tensor<4x32x32xf32>, tensor<f32>, tensor<i32>, tensor<64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>
    cond {
      %c_17 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.compare LT, %iterArg_12, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    } do {
      %17 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_12) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %18:4 = func.call @closed_call(%iterArg_11, %iterArg_13, %17) : (tensor<f32>, tensor<64x32xf32>, tensor<32x32xf32>) -> (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>)
      %19 = func.call @dynamic_update_index_in_dim(%iterArg_14, %18#1, %iterArg_12) : (tensor<4x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<4x64x32xf32>
      %20 = func.call @dynamic_update_index_in_dim(%iterArg_15, %18#2, %iterArg_12) : (tensor<4x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<4x64x32xf32>
      %21 = func.call @dynamic_update_index_in_dim(%iterArg_16, %18#3, %iterArg_12) : (tensor<4x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<4x64x32xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.add %iterArg_12, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %22, %18#0, %19, %20, %21 : tensor<4x32x32xf32>, tensor<f32>, tensor<i32>, tensor<64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>
    }
    %4 = stablehlo.multiply %3#3, %3#3 : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %6 = stablehlo.multiply %5, %3#3 : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %9 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<64x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %13:7 = stablehlo.while(%iterArg = %arg0, %iterArg_11 = %3#4, %iterArg_12 = %3#5, %iterArg_13 = %3#6, %iterArg_14 = %c_9, %iterArg_15 = %11, %iterArg_16 = %12) : tensor<4x32x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<4x32x32xf32>
    cond {
      %c_17 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.compare LT, %iterArg_14, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    } do {
      %c_17 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.subtract %c_17, %iterArg_14 : tensor<i32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.subtract %17, %c_18 : tensor<i32>
      %19 = func.call @dynamic_index_in_dim(%iterArg, %18) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %20 = func.call @dynamic_index_in_dim_0(%iterArg_11, %18) : (tensor<4x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %21 = func.call @dynamic_index_in_dim_0(%iterArg_12, %18) : (tensor<4x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %22 = func.call @dynamic_index_in_dim_0(%iterArg_13, %18) : (tensor<4x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %23:2 = func.call @closed_call_1(%iterArg_15, %19, %20, %21, %22) : (tensor<64x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> (tensor<64x32xf32>, tensor<32x32xf32>)
      %24 = func.call @dynamic_update_index_in_dim_2(%iterArg_16, %23#1, %18) : (tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<4x32x32xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_14, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %25, %23#0, %24 : tensor<4x32x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<4x32x32xf32>
    }
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
    %15 = stablehlo.multiply %14, %13#6 : tensor<4x32x32xf32>
    %16 = stablehlo.subtract %arg0, %15 : tensor<4x32x32xf32>
    return %16, %8 : tensor<4x32x32xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<4x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32x32xf32>) -> (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %1 = stablehlo.tanh %0 : tensor<64x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<64x32xf32>
    return %1, %arg1, %1, %3 : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<4x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x32xf32>
    return %1 : tensor<4x64x32xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<4x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<64x32xf32>) -> (tensor<64x32xf32>, tensor<32x32xf32>) {
    %0 = stablehlo.multiply %arg0, %arg4 : tensor<64x32xf32>
    %1 = stablehlo.multiply %0, %arg3 : tensor<64x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<64x32xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %5 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    return %5, %4 : tensor<64x32xf32>, tensor<32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<4x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x32xf32>
    return %1 : tensor<4x32x32xf32>
  }
}
