module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<4x32x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_9 = %c, %iterArg_10 = %arg1, %iterArg_11 = %0, %iterArg_12 = %1) : tensor<4x32x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>
    cond {
      %c_13 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_9, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %16 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %17 = stablehlo.dot_general %iterArg_10, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
      %18 = stablehlo.tanh %17 : tensor<64x32xf32>
      %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
      %20 = stablehlo.add %19, %18 : tensor<64x32xf32>
      %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
      %22 = stablehlo.subtract %21, %18 : tensor<64x32xf32>
      %23 = stablehlo.multiply %20, %22 : tensor<64x32xf32>
      %24 = func.call @dynamic_update_index_in_dim(%iterArg_11, %iterArg_10, %iterArg_9) : (tensor<4x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<4x64x32xf32>
      %25 = func.call @dynamic_update_index_in_dim(%iterArg_12, %23, %iterArg_9) : (tensor<4x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<4x64x32xf32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg_9, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %26, %18, %24, %25 : tensor<4x32x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>
    }
    %3 = stablehlo.multiply %2#2, %2#2 : tensor<64x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %5 = stablehlo.multiply %4, %2#2 : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%3 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %7 = stablehlo.divide %6, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %8 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<64x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %12:6 = stablehlo.while(%iterArg = %arg0, %iterArg_9 = %2#3, %iterArg_10 = %2#4, %iterArg_11 = %c_7, %iterArg_12 = %10, %iterArg_13 = %11) : tensor<4x32x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<4x32x32xf32>
    cond {
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_11, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.subtract %c_14, %iterArg_11 : tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.subtract %16, %c_15 : tensor<i32>
      %18 = func.call @dynamic_index_in_dim(%iterArg, %17) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %19 = func.call @dynamic_index_in_dim_0(%iterArg_9, %17) : (tensor<4x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %20 = func.call @dynamic_index_in_dim_0(%iterArg_10, %17) : (tensor<4x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %21 = stablehlo.multiply %iterArg_12, %20 : tensor<64x32xf32>
      %22 = stablehlo.dot_general %21, %19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %24 = stablehlo.dot_general %21, %18, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
      %25 = func.call @dynamic_update_index_in_dim_1(%iterArg_13, %23, %17) : (tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<4x32x32xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg_11, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %26, %24, %25 : tensor<4x32x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<4x32x32xf32>
    }
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
    %14 = stablehlo.multiply %13, %12#5 : tensor<4x32x32xf32>
    %15 = stablehlo.subtract %arg0, %14 : tensor<4x32x32xf32>
    return %15, %7 : tensor<4x32x32xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<4x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
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
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<4x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x32xf32>
    return %1 : tensor<4x32x32xf32>
  }
}
