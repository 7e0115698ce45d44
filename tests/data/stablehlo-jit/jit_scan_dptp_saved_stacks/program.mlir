module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x64x64xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_8 = %c, %iterArg_9 = %arg1, %iterArg_10 = %0, %iterArg_11 = %1) : tensor<4x64x64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>
    cond {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_8, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %16 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_8) : (tensor<4x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %17 = stablehlo.dot_general %iterArg_9, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %18 = stablehlo.tanh %17 : tensor<64x64xf32>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %20 = stablehlo.add %19, %18 : tensor<64x64xf32>
      %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %22 = stablehlo.subtract %21, %18 : tensor<64x64xf32>
      %23 = stablehlo.multiply %20, %22 : tensor<64x64xf32>
      %24 = stablehlo.add %18, %iterArg_9 : tensor<64x64xf32>
      %25 = func.call @dynamic_update_index_in_dim(%iterArg_10, %iterArg_9, %iterArg_8) : (tensor<4x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<4x64x64xf32>
      %26 = func.call @dynamic_update_index_in_dim(%iterArg_11, %23, %iterArg_8) : (tensor<4x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<4x64x64xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.add %iterArg_8, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %27, %24, %25, %26 : tensor<4x64x64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>
    }
    %3 = stablehlo.multiply %2#2, %2#2 : tensor<64x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %6 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %8 = stablehlo.multiply %2#2, %7 : tensor<64x64xf32>
    %9 = stablehlo.multiply %7, %2#2 : tensor<64x64xf32>
    %10 = stablehlo.add %9, %8 : tensor<64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %12:6 = stablehlo.while(%iterArg = %arg0, %iterArg_8 = %2#3, %iterArg_9 = %2#4, %iterArg_10 = %c_6, %iterArg_11 = %10, %iterArg_12 = %11) : tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<4x64x64xf32>
    cond {
      %c_13 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %c_13 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.subtract %c_13, %iterArg_10 : tensor<i32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.subtract %16, %c_14 : tensor<i32>
      %18 = func.call @dynamic_index_in_dim(%iterArg, %17) : (tensor<4x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %19 = func.call @dynamic_index_in_dim(%iterArg_8, %17) : (tensor<4x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %20 = func.call @dynamic_index_in_dim(%iterArg_9, %17) : (tensor<4x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %21 = stablehlo.multiply %iterArg_11, %20 : tensor<64x64xf32>
      %22 = stablehlo.dot_general %21, %19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %24 = stablehlo.dot_general %21, %18, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %25 = stablehlo.add %iterArg_11, %24 : tensor<64x64xf32>
      %26 = func.call @dynamic_update_index_in_dim(%iterArg_12, %23, %17) : (tensor<4x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<4x64x64xf32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.add %iterArg_10, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %27, %25, %26 : tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<4x64x64xf32>
    }
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %14 = stablehlo.multiply %13, %12#5 : tensor<4x64x64xf32>
    %15 = stablehlo.subtract %arg0, %14 : tensor<4x64x64xf32>
    return %5, %15 : tensor<f32>, tensor<4x64x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x64x64xf32>, %arg1: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 64] : (tensor<4x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<4x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x64x64xf32>, tensor<1x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x64xf32>
    return %1 : tensor<4x64x64xf32>
  }
}
