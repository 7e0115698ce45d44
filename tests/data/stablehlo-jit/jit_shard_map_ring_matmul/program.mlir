module @jit_ring_layer attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<32x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_std(%arg0, %c) : (tensor<32x64xf32>, tensor<i32>) -> tensor<32x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<32x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %10 = stablehlo.divide %5, %9 : tensor<32x64xf32>
    %11 = sdy.manual_computation(%10, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<4x64xf32>, %arg3: tensor<8x16xf32>) {
      %c_6 = stablehlo.constant dense<1> : tensor<ui32>
      %c_7 = stablehlo.constant dense<8> : tensor<ui32>
      %25 = stablehlo.partition_id : tensor<ui32>
      %26 = stablehlo.divide %25, %c_6 : tensor<ui32>
      %27 = stablehlo.remainder %26, %c_7 : tensor<ui32>
      %28 = stablehlo.convert %27 : (tensor<ui32>) -> tensor<i32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %30:6 = stablehlo.while(%iterArg = %28, %iterArg_11 = %arg2, %iterArg_12 = %c_10, %iterArg_13 = %c_9, %iterArg_14 = %29, %iterArg_15 = %arg3) : tensor<i32>, tensor<4x64xf32>, tensor<i32>, tensor<i32>, tensor<4x16xf32>, tensor<8x16xf32>
      cond {
        %c_16 = stablehlo.constant dense<8> : tensor<i32>
        %31 = stablehlo.compare LT, %iterArg_12, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %31 : tensor<i1>
      } do {
        %c_16 = stablehlo.constant dense<1> : tensor<i32>
        %31 = stablehlo.add %iterArg_13, %c_16 : tensor<i32>
        %32 = stablehlo.convert %iterArg_13 : tensor<i32>
        %33 = stablehlo.add %iterArg, %32 : tensor<i32>
        %c_17 = stablehlo.constant dense<8> : tensor<i32>
        %34 = func.call @remainder(%33, %c_17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_18 = stablehlo.constant dense<8> : tensor<i32>
        %35 = stablehlo.convert %c_18 : tensor<i32>
        %36 = stablehlo.multiply %34, %35 : tensor<i32>
        %c_19 = stablehlo.constant dense<0> : tensor<i32>
        %37 = stablehlo.convert %c_19 : tensor<i32>
        %38 = stablehlo.compare LT, %36, %37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_20 = stablehlo.constant dense<64> : tensor<i32>
        %39 = stablehlo.add %36, %c_20 : tensor<i32>
        %40 = stablehlo.select %38, %39, %36 : tensor<i1>, tensor<i32>
        %c_21 = stablehlo.constant dense<0> : tensor<i32>
        %41 = stablehlo.dynamic_slice %iterArg_11, %c_21, %40, sizes = [4, 8] : (tensor<4x64xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
        %42 = stablehlo.dot_general %41, %iterArg_15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
        %43 = stablehlo.add %iterArg_14, %42 : tensor<4x16xf32>
        %44 = "stablehlo.collective_permute"(%iterArg_15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
        %c_22 = stablehlo.constant dense<1> : tensor<i32>
        %45 = stablehlo.add %iterArg_12, %c_22 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_11, %45, %31, %43, %44 : tensor<i32>, tensor<4x64xf32>, tensor<i32>, tensor<i32>, tensor<4x16xf32>, tensor<8x16xf32>
      }
      sdy.return %30#4 : tensor<4x16xf32>
    } : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<32x16xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<32x16xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<32x16xf32>
    %16 = stablehlo.add %11, %15 : tensor<32x16xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<32x16xf32>
    %19 = stablehlo.tanh %18 : tensor<32x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %21 = stablehlo.add %20, %19 : tensor<32x16xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<32x16xf32>
    %24 = stablehlo.multiply %11, %23 : tensor<32x16xf32>
    return %24 : tensor<32x16xf32>
  }
  func.func private @_std(%arg0: tensor<32x64xf32>, %arg1: tensor<i32>) -> tensor<32x1xf32> {
    %0 = call @_var(%arg0, %arg1) : (tensor<32x64xf32>, tensor<i32>) -> tensor<32x1xf32>
    %1 = stablehlo.sqrt %0 : tensor<32x1xf32>
    return %1 : tensor<32x1xf32>
  }
  func.func private @_var(%arg0: tensor<32x64xf32>, %arg1: tensor<i32>) -> tensor<32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x64xf32>
    %6 = chlo.square %5 : tensor<32x64xf32> -> tensor<32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<32x1xf32>, tensor<f32>) -> tensor<32x1xf32>
    return %14 : tensor<32x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<32x1xf32>, %arg2: tensor<f32>) -> tensor<32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<32x1xf32>
    return %2 : tensor<32x1xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.convert %c : tensor<i32>
    %2 = stablehlo.compare EQ, %0, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = call @_where_0(%2, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare NE, %4, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %4, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.compare NE, %6, %7, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %9 = stablehlo.and %8, %5 : tensor<i1>
    %10 = stablehlo.add %4, %3 : tensor<i32>
    %11 = stablehlo.select %9, %10, %4 : tensor<i1>, tensor<i32>
    return %11 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
