module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<256x64xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg2: tensor<4x256x128xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg3: tensor<4x256x64xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}) -> (tensor<128x256xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x64xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:8 = stablehlo.while(%iterArg = %arg2, %iterArg_7 = %arg3, %iterArg_8 = %arg0, %iterArg_9 = %arg1, %iterArg_10 = %c, %iterArg_11 = %cst_1, %iterArg_12 = %0, %iterArg_13 = %1) : tensor<4x256x128xf32>, tensor<4x256x64xf32>, tensor<128x256xf32>, tensor<256x64xf32>, tensor<i32>, tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>
    cond {
      %c_14 = stablehlo.constant dense<4> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_10, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<4x256x128xf32>, tensor<i32>) -> tensor<256x128xf32>
      %15 = func.call @dynamic_index_in_dim_0(%iterArg_7, %iterArg_10) : (tensor<4x256x64xf32>, tensor<i32>) -> tensor<256x64xf32>
      %16:3 = func.call @closed_call(%iterArg_8, %iterArg_9, %iterArg_11, %iterArg_12, %iterArg_13, %14, %15) : (tensor<128x256xf32>, tensor<256x64xf32>, tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>, tensor<256x128xf32>, tensor<256x64xf32>) -> (tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>)
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.add %iterArg_10, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %iterArg_9, %17, %16#0, %16#1, %16#2 : tensor<4x256x128xf32>, tensor<4x256x64xf32>, tensor<128x256xf32>, tensor<256x64xf32>, tensor<i32>, tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>
    }
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %3 = stablehlo.divide %2#5, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %5 = stablehlo.divide %2#6, %4 : tensor<128x256xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %7 = stablehlo.divide %2#7, %6 : tensor<256x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %9 = stablehlo.multiply %8, %5 : tensor<128x256xf32>
    %10 = stablehlo.subtract %arg0, %9 : tensor<128x256xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %12 = stablehlo.multiply %11, %7 : tensor<256x64xf32>
    %13 = stablehlo.subtract %arg1, %12 : tensor<256x64xf32>
    return %10, %13, %3 : tensor<128x256xf32>, tensor<256x64xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x256x128xf32>, %arg1: tensor<i32>) -> tensor<256x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 128] : (tensor<4x256x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x128xf32>) -> tensor<256x128xf32>
    return %1 : tensor<256x128xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x256x64xf32>, %arg1: tensor<i32>) -> tensor<256x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 64] : (tensor<4x256x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<128x256xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<f32>, %arg3: tensor<128x256xf32>, %arg4: tensor<256x64xf32>, %arg5: tensor<256x128xf32>, %arg6: tensor<256x64xf32>) -> (tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x256xf32>) -> tensor<256x256xf32>
    %1 = call @relu(%0) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %5 = stablehlo.subtract %4, %arg6 : tensor<256x64xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<256x64xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<256x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %11 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %13 = stablehlo.multiply %12, %8 : tensor<256x64xf32>
    %14 = stablehlo.dot_general %13, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %16 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %18 = stablehlo.select %3, %16, %17 : tensor<256x256xi1>, tensor<256x256xf32>
    %19 = stablehlo.dot_general %18, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %21 = stablehlo.add %arg2, %10 : tensor<f32>
    %22 = stablehlo.add %arg3, %20 : tensor<128x256xf32>
    %23 = stablehlo.add %arg4, %15 : tensor<256x64xf32>
    return %21, %22, %23 : tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>
  }
  func.func private @relu(%arg0: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
}
