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
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %5 = stablehlo.multiply %iterArg_2, %4 : tensor<3xf32>
      %6 = stablehlo.add %5, %3 : tensor<3xf32>
      %7 = stablehlo.tanh %6 : tensor<3xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.reduce(%3 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      %9 = stablehlo.add %iterArg_3, %8 : tensor<f32>
      %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %11 = stablehlo.multiply %7, %10 : tensor<3xf32>
      %12 = func.call @dynamic_update_index_in_dim(%iterArg_4, %11, %iterArg_1) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %13 = func.call @dynamic_update_index_in_dim_0(%iterArg_5, %9, %iterArg_1) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_1, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %14, %7, %9, %12, %13 : tensor<4x3xf32>, tensor<i32>, tensor<3xf32>, tensor<f32>, tensor<4x3xf32>, tensor<4xf32>
    }
    return %2#2, %2#3, %2#4, %2#5 : tensor<3xf32>, tensor<f32>, tensor<4x3xf32>, tensor<4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
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
