module @jit_accumulate attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg2: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}) -> (tensor<32x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
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
      %7 = stablehlo.dot_general %5, %iterArg_2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
      %8 = stablehlo.tanh %7 : tensor<64x16xf32>
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
      %10 = stablehlo.add %9, %8 : tensor<64x16xf32>
      %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
      %12 = stablehlo.subtract %11, %8 : tensor<64x16xf32>
      %13 = stablehlo.multiply %10, %12 : tensor<64x16xf32>
      %14 = stablehlo.subtract %8, %6 : tensor<64x16xf32>
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
      %16 = stablehlo.multiply %15, %14 : tensor<64x16xf32>
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_9 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
      %17 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
      %19 = stablehlo.multiply %18, %16 : tensor<64x16xf32>
      %20 = stablehlo.multiply %19, %13 : tensor<64x16xf32>
      %21 = stablehlo.dot_general %20, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
      %23 = stablehlo.add %iterArg_4, %22 : tensor<32x16xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_3, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %24, %23 : tensor<4x64x32xf32>, tensor<4x64x16xf32>, tensor<32x16xf32>, tensor<i32>, tensor<32x16xf32>
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
}
