module @jit_rematerialised_grad attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<4x32x32xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<4x32x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_5 = %c, %iterArg_6 = %arg0, %iterArg_7 = %0) : tensor<4x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x16x32xf32>
    cond {
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %10:2 = func.call @closed_call(%iterArg_6, %9) : (tensor<16x32xf32>, tensor<32x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>)
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_7, %10#1, %iterArg_5) : (tensor<4x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %12, %10#0, %11 : tensor<4x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x16x32xf32>
    }
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.multiply %2, %1#2 : tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %4 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<16x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8:5 = stablehlo.while(%iterArg = %1#3, %iterArg_5 = %arg1, %iterArg_6 = %c_4, %iterArg_7 = %6, %iterArg_8 = %7) : tensor<4x16x32xf32>, tensor<4x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x32x32xf32>
    cond {
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %9 = stablehlo.subtract %c_9, %iterArg_6 : tensor<i32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.subtract %9, %c_10 : tensor<i32>
      %11 = func.call @dynamic_index_in_dim_0(%iterArg, %10) : (tensor<4x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %12 = func.call @dynamic_index_in_dim(%iterArg_5, %10) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %13:2 = func.call @closed_call_1(%iterArg_7, %11, %12) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>) -> (tensor<16x32xf32>, tensor<32x32xf32>)
      %14 = func.call @dynamic_update_index_in_dim_2(%iterArg_8, %13#1, %10) : (tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<4x32x32xf32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_6, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %15, %13#0, %14 : tensor<4x16x32xf32>, tensor<4x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x32x32xf32>
    }
    return %8#4 : tensor<4x32x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<4x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<16x32xf32>, %arg1: tensor<32x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.tanh %0 : tensor<16x32xf32>
    return %1, %arg0 : tensor<16x32xf32>, tensor<16x32xf32>
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
  func.func private @closed_call_1(%arg0: tensor<16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x32xf32>) -> (tensor<16x32xf32>, tensor<32x32xf32>) {
    %0:3 = stablehlo.optimization_barrier %arg1, %arg2, %arg0 : tensor<16x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %2 = stablehlo.tanh %1 : tensor<16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<16x32xf32>
    %5 = stablehlo.multiply %0#2, %4 : tensor<16x32xf32>
    %6 = stablehlo.multiply %5, %2 : tensor<16x32xf32>
    %7 = stablehlo.add %5, %6 : tensor<16x32xf32>
    %8 = stablehlo.dot_general %7, %0#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %10 = stablehlo.dot_general %7, %0#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    return %10, %9 : tensor<16x32xf32>, tensor<32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<4x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x32xf32>
    return %1 : tensor<4x32x32xf32>
  }
}
