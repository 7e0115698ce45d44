module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<4x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg3: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}) -> (tensor<128x256xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<256x64xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
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
      %16 = stablehlo.dot_general %14, %iterArg_8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x256xf32>) -> tensor<256x256xf32>
      %17 = func.call @relu(%16) : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
      %19 = stablehlo.compare GT, %16, %18, FLOAT : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
      %20 = stablehlo.dot_general %17, %iterArg_9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
      %21 = stablehlo.subtract %20, %15 : tensor<256x64xf32>
      %22 = stablehlo.multiply %21, %21 : tensor<256x64xf32>
      %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
      %24 = stablehlo.multiply %23, %21 : tensor<256x64xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.reduce(%22 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<f32>
      %cst_17 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
      %26 = stablehlo.divide %25, %cst_17 : tensor<f32>
      %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_19 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
      %27 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
      %29 = stablehlo.multiply %28, %24 : tensor<256x64xf32>
      %30 = stablehlo.dot_general %29, %17, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
      %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %32 = stablehlo.dot_general %29, %iterArg_9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x256xf32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
      %34 = stablehlo.select %19, %32, %33 : tensor<256x256xi1>, tensor<256x256xf32>
      %35 = stablehlo.dot_general %34, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %37 = stablehlo.add %iterArg_11, %26 : tensor<f32>
      %38 = stablehlo.add %iterArg_12, %36 : tensor<128x256xf32>
      %39 = stablehlo.add %iterArg_13, %31 : tensor<256x64xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %40 = stablehlo.add %iterArg_10, %c_21 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %iterArg_9, %40, %37, %38, %39 : tensor<4x256x128xf32>, tensor<4x256x64xf32>, tensor<128x256xf32>, tensor<256x64xf32>, tensor<i32>, tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>
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
  func.func private @relu(%arg0: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
}
