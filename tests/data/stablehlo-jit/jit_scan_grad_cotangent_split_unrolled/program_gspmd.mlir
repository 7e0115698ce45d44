module @jit_grad attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<4x32x32xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<4x32x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg1 : (tensor<4x32x32xf32>) -> tensor<2x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:7 = stablehlo.while(%iterArg = %0, %iterArg_8 = %cst, %iterArg_9 = %c, %iterArg_10 = %arg0, %iterArg_11 = %1, %iterArg_12 = %2, %iterArg_13 = %3) : tensor<2x2x32x32xf32>, tensor<f32>, tensor<i32>, tensor<16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>
    cond {
      %c_14 = stablehlo.constant dense<2> : tensor<i32>
      %20 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %20 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<2x2x32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %21 = stablehlo.slice %20 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
      %22 = stablehlo.reshape %21 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %23:4 = func.call @closed_call(%iterArg_8, %iterArg_10, %22) : (tensor<f32>, tensor<16x32xf32>, tensor<32x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>)
      %24 = stablehlo.slice %20 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
      %25 = stablehlo.reshape %24 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %26:4 = func.call @closed_call(%iterArg_8, %23#0, %25) : (tensor<f32>, tensor<16x32xf32>, tensor<32x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>)
      %27 = stablehlo.broadcast_in_dim %23#1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %28 = stablehlo.broadcast_in_dim %26#1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %29 = stablehlo.concatenate %27, %28, dim = 0 : (tensor<1x16x32xf32>, tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
      %30 = stablehlo.broadcast_in_dim %23#2, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %31 = stablehlo.broadcast_in_dim %26#2, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %32 = stablehlo.concatenate %30, %31, dim = 0 : (tensor<1x16x32xf32>, tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
      %33 = stablehlo.broadcast_in_dim %23#3, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %34 = stablehlo.broadcast_in_dim %26#3, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %35 = stablehlo.concatenate %33, %34, dim = 0 : (tensor<1x16x32xf32>, tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_11, %29, %iterArg_9) : (tensor<2x2x16x32xf32>, tensor<2x16x32xf32>, tensor<i32>) -> tensor<2x2x16x32xf32>
      %37 = func.call @dynamic_update_index_in_dim(%iterArg_12, %32, %iterArg_9) : (tensor<2x2x16x32xf32>, tensor<2x16x32xf32>, tensor<i32>) -> tensor<2x2x16x32xf32>
      %38 = func.call @dynamic_update_index_in_dim(%iterArg_13, %35, %iterArg_9) : (tensor<2x2x16x32xf32>, tensor<2x16x32xf32>, tensor<i32>) -> tensor<2x2x16x32xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.add %iterArg_9, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %39, %26#0, %36, %37, %38 : tensor<2x2x32x32xf32>, tensor<f32>, tensor<i32>, tensor<16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>
    }
    %5 = stablehlo.reshape %4#4 : (tensor<2x2x16x32xf32>) -> tensor<4x16x32xf32>
    %6 = stablehlo.reshape %4#5 : (tensor<2x2x16x32xf32>) -> tensor<4x16x32xf32>
    %7 = stablehlo.reshape %4#6 : (tensor<2x2x16x32xf32>) -> tensor<4x16x32xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %9 = stablehlo.multiply %8, %4#3 : tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<16x32xf32>
    %13 = stablehlo.reshape %arg1 : (tensor<4x32x32xf32>) -> tensor<2x2x32x32xf32>
    %14 = stablehlo.reshape %5 : (tensor<4x16x32xf32>) -> tensor<2x2x16x32xf32>
    %15 = stablehlo.reshape %6 : (tensor<4x16x32xf32>) -> tensor<2x2x16x32xf32>
    %16 = stablehlo.reshape %7 : (tensor<4x16x32xf32>) -> tensor<2x2x16x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x32x32xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18:7 = stablehlo.while(%iterArg = %13, %iterArg_8 = %14, %iterArg_9 = %15, %iterArg_10 = %16, %iterArg_11 = %c_7, %iterArg_12 = %12, %iterArg_13 = %17) : tensor<2x2x32x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<2x2x32x32xf32>
    cond {
      %c_14 = stablehlo.constant dense<2> : tensor<i32>
      %20 = stablehlo.compare LT, %iterArg_11, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %c_14 = stablehlo.constant dense<2> : tensor<i32>
      %20 = stablehlo.subtract %c_14, %iterArg_11 : tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.subtract %20, %c_15 : tensor<i32>
      %22 = func.call @dynamic_index_in_dim(%iterArg, %21) : (tensor<2x2x32x32xf32>, tensor<i32>) -> tensor<2x32x32xf32>
      %23 = func.call @dynamic_index_in_dim_0(%iterArg_8, %21) : (tensor<2x2x16x32xf32>, tensor<i32>) -> tensor<2x16x32xf32>
      %24 = func.call @dynamic_index_in_dim_0(%iterArg_9, %21) : (tensor<2x2x16x32xf32>, tensor<i32>) -> tensor<2x16x32xf32>
      %25 = func.call @dynamic_index_in_dim_0(%iterArg_10, %21) : (tensor<2x2x16x32xf32>, tensor<i32>) -> tensor<2x16x32xf32>
      %26 = stablehlo.slice %22 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
      %27 = stablehlo.reshape %26 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %28 = stablehlo.slice %23 [1:2, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %29 = stablehlo.reshape %28 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %30 = stablehlo.slice %24 [1:2, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %31 = stablehlo.reshape %30 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %32 = stablehlo.slice %25 [1:2, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %33 = stablehlo.reshape %32 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %34:2 = func.call @closed_call_1(%iterArg_12, %27, %29, %31, %33) : (tensor<16x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<32x32xf32>)
      %35 = stablehlo.slice %22 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
      %36 = stablehlo.reshape %35 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %37 = stablehlo.slice %23 [0:1, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %38 = stablehlo.reshape %37 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %39 = stablehlo.slice %24 [0:1, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %40 = stablehlo.reshape %39 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %41 = stablehlo.slice %25 [0:1, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
      %42 = stablehlo.reshape %41 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
      %43:2 = func.call @closed_call_1(%34#0, %36, %38, %40, %42) : (tensor<16x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<32x32xf32>)
      %44 = stablehlo.broadcast_in_dim %43#1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
      %45 = stablehlo.broadcast_in_dim %34#1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
      %46 = stablehlo.concatenate %44, %45, dim = 0 : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<2x32x32xf32>
      %47 = func.call @dynamic_update_index_in_dim_2(%iterArg_13, %46, %21) : (tensor<2x2x32x32xf32>, tensor<2x32x32xf32>, tensor<i32>) -> tensor<2x2x32x32xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %48 = stablehlo.add %iterArg_11, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %iterArg_10, %48, %43#0, %47 : tensor<2x2x32x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<i32>, tensor<16x32xf32>, tensor<2x2x32x32xf32>
    }
    %19 = stablehlo.reshape %18#6 : (tensor<2x2x32x32xf32>) -> tensor<4x32x32xf32>
    return %19 : tensor<4x32x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x2x32x32xf32>, %arg1: tensor<i32>) -> tensor<2x32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 32, 32] : (tensor<2x2x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x32x32xf32>) -> tensor<2x32x32xf32>
    return %1 : tensor<2x32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.tanh %0 : tensor<16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<16x32xf32>
    return %1, %arg1, %1, %3 : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>
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
  func.func private @closed_call_1(%arg0: tensor<16x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<16x32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<32x32xf32>) {
    %0 = stablehlo.multiply %arg0, %arg4 : tensor<16x32xf32>
    %1 = stablehlo.multiply %0, %arg3 : tensor<16x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<16x32xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %5 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    return %5, %4 : tensor<16x32xf32>, tensor<32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<2x2x32x32xf32>, %arg1: tensor<2x32x32xf32>, %arg2: tensor<i32>) -> tensor<2x2x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x32x32xf32>) -> tensor<1x2x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x2x32x32xf32>, tensor<1x2x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x32x32xf32>
    return %1 : tensor<2x2x32x32xf32>
  }
}
