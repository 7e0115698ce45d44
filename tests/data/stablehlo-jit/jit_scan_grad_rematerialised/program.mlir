module @jit_rematerialised_grad attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) -> (tensor<4x32x32xf32> {jax.result_info = "result"}) {
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
      %10 = stablehlo.dot_general %iterArg_6, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %11 = stablehlo.tanh %10 : tensor<16x32xf32>
      %12 = func.call @dynamic_update_index_in_dim(%iterArg_7, %iterArg_6, %iterArg_5) : (tensor<4x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %13, %11, %12 : tensor<4x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x16x32xf32>
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
      %13:3 = stablehlo.optimization_barrier %11, %12, %iterArg_7 : tensor<16x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>
      %14 = stablehlo.dot_general %13#0, %13#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %15 = stablehlo.tanh %14 : tensor<16x32xf32>
      %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %17 = stablehlo.add %16, %15 : tensor<16x32xf32>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %19 = stablehlo.subtract %18, %15 : tensor<16x32xf32>
      %20 = stablehlo.multiply %17, %19 : tensor<16x32xf32>
      %21 = stablehlo.multiply %13#2, %20 : tensor<16x32xf32>
      %22 = stablehlo.dot_general %21, %13#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
      %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %24 = stablehlo.dot_general %21, %13#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %25 = func.call @dynamic_update_index_in_dim_1(%iterArg_8, %23, %10) : (tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<4x32x32xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg_6, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %26, %24, %25 : tensor<4x16x32xf32>, tensor<4x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x32x32xf32>
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
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<4x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x32xf32>
    return %1 : tensor<4x32x32xf32>
  }
}
