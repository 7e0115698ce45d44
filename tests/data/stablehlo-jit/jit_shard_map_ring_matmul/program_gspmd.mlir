module @jit_ring_layer attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<32x16xf32> {jax.result_info = "result"}) {
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
    %11 = stablehlo.custom_call @Sharding(%10) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %12 = stablehlo.custom_call @SPMDFullToShardShape(%11) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x64xf32>) -> tensor<4x64xf32>
    %13 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %14 = stablehlo.custom_call @SPMDFullToShardShape(%13) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x16xf32>) -> tensor<8x16xf32>
    %15 = call @shmap_body(%12, %14) : (tensor<4x64xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %16 = stablehlo.custom_call @Sharding(%15) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %17 = stablehlo.custom_call @SPMDShardToFullShape(%16) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4x16xf32>) -> tensor<32x16xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<32x16xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<32x16xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<32x16xf32>
    %22 = stablehlo.add %17, %21 : tensor<32x16xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<32x16xf32>
    %25 = stablehlo.tanh %24 : tensor<32x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %27 = stablehlo.add %26, %25 : tensor<32x16xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<32x16xf32>
    %30 = stablehlo.multiply %17, %29 : tensor<32x16xf32>
    return %30 : tensor<32x16xf32>
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
  func.func private @shmap_body(%arg0: tensor<4x64xf32>, %arg1: tensor<8x16xf32>) -> (tensor<4x16xf32> {jax.result_info = "[('x',), None]"}) {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<8> : tensor<ui32>
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5:6 = stablehlo.while(%iterArg = %3, %iterArg_3 = %arg0, %iterArg_4 = %c_2, %iterArg_5 = %c_1, %iterArg_6 = %4, %iterArg_7 = %arg1) : tensor<i32>, tensor<4x64xf32>, tensor<i32>, tensor<i32>, tensor<4x16xf32>, tensor<8x16xf32>
    cond {
      %c_8 = stablehlo.constant dense<8> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_4, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:3 = func.call @closed_call(%iterArg, %iterArg_3, %iterArg_5, %iterArg_6, %iterArg_7) : (tensor<i32>, tensor<4x64xf32>, tensor<i32>, tensor<4x16xf32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<4x16xf32>, tensor<8x16xf32>)
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %7, %6#0, %6#1, %6#2 : tensor<i32>, tensor<4x64xf32>, tensor<i32>, tensor<i32>, tensor<4x16xf32>, tensor<8x16xf32>
    }
    return %5#4 : tensor<4x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4x64xf32>, %arg2: tensor<i32>, %arg3: tensor<4x16xf32>, %arg4: tensor<8x16xf32>) -> (tensor<i32>, tensor<4x16xf32>, tensor<8x16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %1 = stablehlo.convert %arg2 : tensor<i32>
    %2 = stablehlo.add %arg0, %1 : tensor<i32>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %3 = call @remainder(%2, %c_0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.multiply %3, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %4, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<64> : tensor<i32>
    %6 = stablehlo.add %4, %c_3 : tensor<i32>
    %7 = stablehlo.select %5, %6, %4 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg1, %c_4, %7, sizes = [4, 8] : (tensor<4x64xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
    %9 = stablehlo.dot_general %8, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %10 = stablehlo.add %arg3, %9 : tensor<4x16xf32>
    %11 = "stablehlo.collective_permute"(%arg4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %0, %10, %11 : tensor<i32>, tensor<4x16xf32>, tensor<8x16xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
