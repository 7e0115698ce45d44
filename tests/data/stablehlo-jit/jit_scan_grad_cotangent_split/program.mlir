module @jit_grad attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) -> (tensor<4x32x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg1, %iterArg_6 = %c, %iterArg_7 = %arg0, %iterArg_8 = %0, %iterArg_9 = %1) : tensor<4x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>
    cond {
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_6, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_6) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %11 = stablehlo.dot_general %iterArg_7, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %12 = stablehlo.tanh %11 : tensor<16x32xf32>
      %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %14 = stablehlo.add %13, %12 : tensor<16x32xf32>
      %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %16 = stablehlo.subtract %15, %12 : tensor<16x32xf32>
      %17 = stablehlo.multiply %14, %16 : tensor<16x32xf32>
      %18 = func.call @dynamic_update_index_in_dim(%iterArg_8, %iterArg_7, %iterArg_6) : (tensor<4x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>
      %19 = func.call @dynamic_update_index_in_dim(%iterArg_9, %17, %iterArg_6) : (tensor<4x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<4x16x32xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_6, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %20, %12, %18, %19 : tensor<4x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>
    }
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %4 = stablehlo.multiply %3, %2#2 : tensor<16x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %5 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9:6 = stablehlo.while(%iterArg = %arg1, %iterArg_6 = %2#3, %iterArg_7 = %2#4, %iterArg_8 = %c_5, %iterArg_9 = %7, %iterArg_10 = %8) : tensor<4x32x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x32x32xf32>
    cond {
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.subtract %c_11, %iterArg_8 : tensor<i32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.subtract %10, %c_12 : tensor<i32>
      %12 = func.call @dynamic_index_in_dim(%iterArg, %11) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %13 = func.call @dynamic_index_in_dim_0(%iterArg_6, %11) : (tensor<4x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %14 = func.call @dynamic_index_in_dim_0(%iterArg_7, %11) : (tensor<4x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %15 = stablehlo.multiply %iterArg_9, %14 : tensor<16x32xf32>
      %16 = stablehlo.dot_general %15, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
      %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %18 = stablehlo.dot_general %15, %12, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %19 = func.call @dynamic_update_index_in_dim_1(%iterArg_10, %17, %11) : (tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<4x32x32xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_8, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %20, %18, %19 : tensor<4x32x32xf32>, tensor<4x16x32xf32>, tensor<4x16x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<4x32x32xf32>
    }
    return %9#5 : tensor<4x32x32xf32>
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
