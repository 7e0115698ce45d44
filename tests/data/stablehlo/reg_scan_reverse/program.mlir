module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<f32>) -> (tensor<3xf32> {jax.result_info = "result[0][0]"}, tensor<f32> {jax.result_info = "result[0][1]"}, tensor<4x3xf32> {jax.result_info = "result[1][0]"}, tensor<4xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %arg1, %iterArg_3 = %arg2, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<4x3xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<4x3xf32>, tensor<4xf32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %3 = stablehlo.subtract %c_6, %iterArg_1 : tensor<i32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.subtract %3, %c_7 : tensor<i32>
      %5 = func.call @dynamic_index_in_dim(%iterArg, %4) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %6:4 = func.call @closed_call(%iterArg_2, %iterArg_3, %5) : (tensor<3xf32>, tensor<f32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<f32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_4, %6#2, %4) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %8 = func.call @dynamic_update_index_in_dim_0(%iterArg_5, %6#3, %4) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_1, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %9, %6#0, %6#1, %7, %8 : tensor<4x3xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<4x3xf32>, tensor<4xf32>
    }
    return %2#2, %2#3, %2#4, %2#5 : tensor<3xf32>, tensor<f32>, tensor<4x3xf32>, tensor<4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    %2 = stablehlo.add %1, %arg2 : tensor<3xf32>
    %3 = stablehlo.tanh %2 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%arg2 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.add %arg1, %4 : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.multiply %3, %6 : tensor<3xf32>
    return %3, %5, %7, %5 : tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
