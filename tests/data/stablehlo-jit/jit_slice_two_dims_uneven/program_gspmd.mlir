module @jit_norm attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x12xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg1: tensor<12xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<10x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:10, 0:10] : (tensor<16x12xf32>) -> tensor<10x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<10x10xf32>, tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<10x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x10xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<10x10xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_var(%0, %c) : (tensor<10x10xf32>, tensor<i32>) -> tensor<10x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<10x1xf32>
    %10 = stablehlo.sqrt %9 : tensor<10x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x10xf32>
    %12 = stablehlo.divide %6, %11 : tensor<10x10xf32>
    %13 = stablehlo.slice %arg1 [0:10] : (tensor<12xf32>) -> tensor<10xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<10x10xf32>
    %16 = stablehlo.multiply %12, %15 : tensor<10x10xf32>
    return %16 : tensor<10x10xf32>
  }
  func.func private @_var(%arg0: tensor<10x10xf32>, %arg1: tensor<i32>) -> tensor<10x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<10x10xf32>, tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<10x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<10x10xf32>
    %6 = chlo.square %5 : tensor<10x10xf32> -> tensor<10x10xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<10x10xf32>, tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<10x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<10x1xf32>, tensor<f32>) -> tensor<10x1xf32>
    return %14 : tensor<10x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<10x1xf32>, %arg2: tensor<f32>) -> tensor<10x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<10x1xf32>
    return %2 : tensor<10x1xf32>
  }
}
