module @jit_layers attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<3x8x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<16x8x8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<3x8x24xf32>, tensor<i32>, tensor<16x8x8xf32>
    cond {
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<3x8x24xf32>, tensor<i32>) -> tensor<8x24xf32>
      %2 = stablehlo.dot_general %iterArg_1, %1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8x8xf32>, tensor<8x24xf32>) -> tensor<16x8x24xf32>
      %3 = stablehlo.reshape %2 : (tensor<16x8x24xf32>) -> tensor<16x8x3x2x4xf32>
      %4 = stablehlo.slice %3 [0:16, 0:8, 0:1, 0:2, 0:4] : (tensor<16x8x3x2x4xf32>) -> tensor<16x8x1x2x4xf32>
      %5 = stablehlo.slice %3 [0:16, 0:8, 1:2, 0:2, 0:4] : (tensor<16x8x3x2x4xf32>) -> tensor<16x8x1x2x4xf32>
      %6 = stablehlo.slice %3 [0:16, 0:8, 2:3, 0:2, 0:4] : (tensor<16x8x3x2x4xf32>) -> tensor<16x8x1x2x4xf32>
      %7 = stablehlo.dot_general %4, %5, batching_dims = [0, 3] x [0, 3], contracting_dims = [4, 2] x [4, 2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x1x2x4xf32>, tensor<16x8x1x2x4xf32>) -> tensor<16x2x8x8xf32>
      %8 = stablehlo.iota dim = 0 : tensor<8x8xi32>
      %9 = stablehlo.iota dim = 1 : tensor<8x8xi32>
      %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %11 = func.call @_where(%10, %7, %cst) : (tensor<8x8xi1>, tensor<16x2x8x8xf32>, tensor<f32>) -> tensor<16x2x8x8xf32>
      %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x8x8xf32>, tensor<f32>) -> tensor<16x2x8xf32>
      %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
      %14 = stablehlo.maximum %13, %12 : tensor<16x2x8xf32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<16x2x8xf32>) -> tensor<16x2x8x1xf32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<16x2x8x1xf32>) -> tensor<16x2x8x8xf32>
      %17 = stablehlo.subtract %11, %16 : tensor<16x2x8x8xf32>
      %18 = stablehlo.exponential %17 : tensor<16x2x8x8xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.reduce(%18 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<16x2x8x8xf32>, tensor<f32>) -> tensor<16x2x8xf32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<16x2x8xf32>) -> tensor<16x2x8x1xf32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<16x2x8x1xf32>) -> tensor<16x2x8x8xf32>
      %22 = stablehlo.divide %18, %21 : tensor<16x2x8x8xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.reduce(%6 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<16x8x1x2x4xf32>, tensor<f32>) -> tensor<16x8x2x4xf32>
      %24 = stablehlo.dot_general %23, %22, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x2x4xf32>, tensor<16x2x8x8xf32>) -> tensor<16x2x4x8xf32>
      %25 = stablehlo.transpose %24, dims = [0, 3, 1, 2] : (tensor<16x2x4x8xf32>) -> tensor<16x8x2x4xf32>
      %26 = stablehlo.reshape %25 : (tensor<16x8x2x4xf32>) -> tensor<16x8x8xf32>
      %27 = stablehlo.add %iterArg_1, %26 : tensor<16x8x8xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_0, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %28, %27 : tensor<3x8x24xf32>, tensor<i32>, tensor<16x8x8xf32>
    }
    return %0#2 : tensor<16x8x8xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x8x24xf32>, %arg1: tensor<i32>) -> tensor<8x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 24] : (tensor<3x8x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x24xf32>) -> tensor<8x24xf32>
    return %1 : tensor<8x24xf32>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<16x2x8x8xf32>, %arg2: tensor<f32>) -> tensor<16x2x8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<16x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x2x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x2x8x8xi1>, tensor<16x2x8x8xf32>
    return %3 : tensor<16x2x8x8xf32>
  }
}
