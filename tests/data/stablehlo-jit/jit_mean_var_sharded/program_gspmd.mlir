module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %1 = stablehlo.divide %0, %cst_0 : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_var(%arg0, %c) : (tensor<64x16xf32>, tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    return %1, %2, %3 : tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<64x16xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x16xf32>
    %6 = chlo.square %5 : tensor<64x16xf32> -> tensor<64x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.divide %9, %8 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = call @_where(%11, %10, %cst_4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %12 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
