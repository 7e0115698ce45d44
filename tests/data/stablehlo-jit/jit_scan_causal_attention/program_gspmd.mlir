module @jit_layers attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x8xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg1: tensor<3x8x24xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<16x8x8xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<3x8x24xf32>, tensor<i32>, tensor<16x8x8xf32>
    cond {
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<3x8x24xf32>, tensor<i32>) -> tensor<8x24xf32>
      %2 = func.call @closed_call(%iterArg_1, %1) : (tensor<16x8x8xf32>, tensor<8x24xf32>) -> tensor<16x8x8xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %3, %2 : tensor<3x8x24xf32>, tensor<i32>, tensor<16x8x8xf32>
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
  func.func private @closed_call(%arg0: tensor<16x8x8xf32>, %arg1: tensor<8x24xf32>) -> tensor<16x8x8xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8x8xf32>, tensor<8x24xf32>) -> tensor<16x8x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<16x8x24xf32>) -> tensor<16x8x3x2x4xf32>
    %2 = stablehlo.slice %1 [0:16, 0:8, 0:1, 0:2, 0:4] : (tensor<16x8x3x2x4xf32>) -> tensor<16x8x1x2x4xf32>
    %3 = stablehlo.slice %1 [0:16, 0:8, 1:2, 0:2, 0:4] : (tensor<16x8x3x2x4xf32>) -> tensor<16x8x1x2x4xf32>
    %4 = stablehlo.slice %1 [0:16, 0:8, 2:3, 0:2, 0:4] : (tensor<16x8x3x2x4xf32>) -> tensor<16x8x1x2x4xf32>
    %5 = stablehlo.dot_general %2, %3, batching_dims = [0, 3] x [0, 3], contracting_dims = [4, 2] x [4, 2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x1x2x4xf32>, tensor<16x8x1x2x4xf32>) -> tensor<16x2x8x8xf32>
    %6 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %7 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %9 = call @_where(%8, %5, %cst) : (tensor<8x8xi1>, tensor<16x2x8x8xf32>, tensor<f32>) -> tensor<16x2x8x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<16x2x8x8xf32>, tensor<f32>) -> tensor<16x2x8xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<16x2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<16x2x8xf32>) -> tensor<16x2x8x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<16x2x8x1xf32>) -> tensor<16x2x8x8xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<16x2x8x8xf32>
    %16 = stablehlo.exponential %15 : tensor<16x2x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<16x2x8x8xf32>, tensor<f32>) -> tensor<16x2x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<16x2x8xf32>) -> tensor<16x2x8x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<16x2x8x1xf32>) -> tensor<16x2x8x8xf32>
    %20 = stablehlo.divide %16, %19 : tensor<16x2x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%4 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<16x8x1x2x4xf32>, tensor<f32>) -> tensor<16x8x2x4xf32>
    %22 = stablehlo.dot_general %21, %20, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x2x4xf32>, tensor<16x2x8x8xf32>) -> tensor<16x2x4x8xf32>
    %23 = stablehlo.transpose %22, dims = [0, 3, 1, 2] : (tensor<16x2x4x8xf32>) -> tensor<16x8x2x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x8x2x4xf32>) -> tensor<16x8x8xf32>
    %25 = stablehlo.add %arg0, %24 : tensor<16x8x8xf32>
    return %25 : tensor<16x8x8xf32>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<16x2x8x8xf32>, %arg2: tensor<f32>) -> tensor<16x2x8x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<16x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x2x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x2x8x8xi1>, tensor<16x2x8x8xf32>
    return %3 : tensor<16x2x8x8xf32>
  }
}
