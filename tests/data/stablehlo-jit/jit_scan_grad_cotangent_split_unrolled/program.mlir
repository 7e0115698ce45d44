module @jit_grad attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) -> (tensor<4x32x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4x32x32xf32>) -> tensor<2x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:5 = stablehlo.while(%iterArg = %0, %iterArg_6 = %c, %iterArg_7 = %arg0, %iterArg_8 = %1, %iterArg_9 = %2) : tensor<2x2x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>
    cond {
      %c_10 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.compare LT, %iterArg_6, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    } do {
      %17 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_6) : (tensor<2x2x32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %18 = stablehlo.slice %17 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
      %19 = stablehlo.reshape %18 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %20 = stablehlo.dot_general %iterArg_7, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %21 = stablehlo.tanh %20 : tensor<16x32xf32>
      %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %23 = stablehlo.add %22, %21 : tensor<16x32xf32>
      %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %25 = stablehlo.subtract %24, %21 : tensor<16x32xf32>
      %26 = stablehlo.multiply %23, %25 : tensor<16x32xf32>
      %27 = stablehlo.slice %17 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
      %28 = stablehlo.reshape %27 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %29 = stablehlo.dot_general %21, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %30 = stablehlo.tanh %29 : tensor<16x32xf32>
      %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %32 = stablehlo.add %31, %30 : tensor<16x32xf32>
      %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %34 = stablehlo.subtract %33, %30 : tensor<16x32xf32>
      %35 = stablehlo.multiply %32, %34 : tensor<16x32xf32>
      %36 = stablehlo.broadcast_in_dim %iterArg_7, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %37 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %38 = stablehlo.concatenate %36, %37, dim = 0 : (tensor<1x16x32xf32>, tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
      %39 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %40 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %41 = stablehlo.concatenate %39, %40, dim = 0 : (tensor<1x16x32xf32>, tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
      %42 = func.call @dynamic_update_index_in_dim(%iterArg_8, %38, %iterArg_6) : (tensor<2x2x16x32xf32>, tensor<2x16x32xf32>, tensor<i32>) -> tensor<2x2x16x32xf32>
      %43 = func.call @dynamic_update_index_in_dim(%iterArg_9, %41, %iterArg_6) : (tensor<2x2x16x32xf32>, tensor<2x16x32xf32>, tensor<i32>) -> tensor<2x2x16x32xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.add %iterArg_6, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %44, %30, %42, %43 : tensor<2x2x32x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>
    }
    %4 = stablehlo.reshape %3#3 : (tensor<2x2x16x32xf32>) -> tensor<4x16x32xf32>
    %5 = stablehlo.reshape %3#4 : (tensor<2x2x16x32xf32>) -> tensor<4x16x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %7 = stablehlo.multiply %6, %3#2 : tensor<16x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %8 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<16x32xf32>
    %11 = stablehlo.reshape %arg1 : (tensor<4x32x32xf32>) -> tensor<2x2x32x32xf32>
    %12 = stablehlo.reshape %4 : (tensor<4x16x32xf32>) -> tensor<2x2x16x32xf32>
    %13 = stablehlo.reshape %5 : (tensor<4x16x32xf32>) -> tensor<2x2x16x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x32x32xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %15:6 = stablehlo.while(%iterArg = %11, %iterArg_6 = %12, %iterArg_7 = %13, %iterArg_8 = %c_5, %iterArg_9 = %10, %iterArg_10 = %14) : tensor<2x2x32x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<2x2x32x32xf32>
    cond {
      %c_11 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<2> : tensor<i32>
      %17 = stablehlo.subtract %c_11, %iterArg_8 : tensor<i32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.subtract %17, %c_12 : tensor<i32>
      %19 = func.call @dynamic_index_in_dim(%iterArg, %18) : (tensor<2x2x32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %20 = func.call @dynamic_index_in_dim_0(%iterArg_6, %18) : (tensor<2x2x16x32xf32>, tensor<i32>) -> tensor<2x16x32xf32>
      %21 = func.call @dynamic_index_in_dim_0(%iterArg_7, %18) : (tensor<2x2x16x32xf32>, tensor<i32>) -> tensor<2x16x32xf32>
      %22 = stablehlo.slice %19 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
      %23 = stablehlo.reshape %22 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %24 = stablehlo.slice %20 [1:2, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %25 = stablehlo.reshape %24 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %26 = stablehlo.slice %21 [1:2, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %27 = stablehlo.reshape %26 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %28 = stablehlo.multiply %iterArg_9, %27 : tensor<16x32xf32>
      %29 = stablehlo.dot_general %28, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
      %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %31 = stablehlo.dot_general %28, %23, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %32 = stablehlo.slice %19 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
      %33 = stablehlo.reshape %32 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %34 = stablehlo.slice %20 [0:1, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %35 = stablehlo.reshape %34 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %36 = stablehlo.slice %21 [0:1, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %37 = stablehlo.reshape %36 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %38 = stablehlo.multiply %31, %37 : tensor<16x32xf32>
      %39 = stablehlo.dot_general %38, %35, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
      %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %41 = stablehlo.dot_general %38, %33, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %42 = stablehlo.broadcast_in_dim %40, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
      %43 = stablehlo.broadcast_in_dim %30, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
      %44 = stablehlo.concatenate %42, %43, dim = 0 : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<2x32x32xf32>
      %45 = func.call @dynamic_update_index_in_dim_1(%iterArg_10, %44, %18) : (tensor<2x2x32x32xf32>, tensor<2x32x32xf32>, tensor<i32>) -> tensor<2x2x32x32xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %46 = stablehlo.add %iterArg_8, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %46, %41, %45 : tensor<2x2x32x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<2x2x32x32xf32>
    }
    %16 = stablehlo.reshape %15#5 : (tensor<2x2x32x32xf32>) -> tensor<4x32x32xf32>
    return %16 : tensor<4x32x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x2x32x32xf32>, %arg1: tensor<i32>) -> tensor<2x32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 32, 32] : (tensor<2x2x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x32x32xf32>) -> tensor<2x32x32xf32>
    return %1 : tensor<2x32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x2x16x32xf32>, %arg1: tensor<2x16x32xf32>, %arg2: tensor<i32>) -> tensor<2x2x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x16x32xf32>) -> tensor<1x2x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x2x16x32xf32>, tensor<1x2x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x16x32xf32>
    return %1 : tensor<2x2x16x32xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2x2x16x32xf32>, %arg1: tensor<i32>) -> tensor<2x16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 16, 32] : (tensor<2x2x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16x32xf32>) -> tensor<2x16x32xf32>
    return %1 : tensor<2x16x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<2x2x32x32xf32>, %arg1: tensor<2x32x32xf32>, %arg2: tensor<i32>) -> tensor<2x2x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x32x32xf32>) -> tensor<1x2x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x2x32x32xf32>, tensor<1x2x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x32x32xf32>
    return %1 : tensor<2x2x32x32xf32>
  }
}
