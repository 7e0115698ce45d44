module @jit_accumulate attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x16xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<4x64x32xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg2: tensor<4x64x16xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}) -> (tensor<32x16xf32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %arg2, %iterArg_2 = %arg0, %iterArg_3 = %c, %iterArg_4 = %0) : tensor<4x64x32xf32>, tensor<4x64x16xf32>, tensor<32x16xf32>, tensor<i32>, tensor<32x16xf32>
    cond {
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_3) : (tensor<4x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %6 = func.call @dynamic_index_in_dim_0(%iterArg_1, %iterArg_3) : (tensor<4x64x16xf32>, tensor<i32>) -> tensor<64x16xf32>
      %7 = func.call @closed_call(%iterArg_2, %iterArg_4, %5, %6) : (tensor<32x16xf32>, tensor<32x16xf32>, tensor<64x32xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %8, %7 : tensor<4x64x32xf32>, tensor<4x64x16xf32>, tensor<32x16xf32>, tensor<i32>, tensor<32x16xf32>
    }
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %3 = stablehlo.multiply %2, %1#4 : tensor<32x16xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<32x16xf32>
    return %4 : tensor<32x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<4x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x64x16xf32>, %arg1: tensor<i32>) -> tensor<64x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 16] : (tensor<4x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x16xf32>) -> tensor<64x16xf32>
    return %1 : tensor<64x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<32x16xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<64x16xf32>) -> tensor<32x16xf32> {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    %1 = stablehlo.tanh %0 : tensor<64x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<64x16xf32>
    %4 = stablehlo.subtract %1, %arg3 : tensor<64x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<64x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %7 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<64x16xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x16xf32>
    %11 = stablehlo.multiply %10, %1 : tensor<64x16xf32>
    %12 = stablehlo.add %10, %11 : tensor<64x16xf32>
    %13 = stablehlo.dot_general %12, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %15 = stablehlo.add %arg1, %14 : tensor<32x16xf32>
    return %15 : tensor<32x16xf32>
  }
}
