module @jit_while_tuple attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %c, %iterArg_3 = %0, %iterArg_4 = %c_0) : tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<i32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_2, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.reduce(%iterArg_3 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %cst_6 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
      %4 = stablehlo.compare LT, %3, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.and %2, %4 : tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %2 = stablehlo.abs %iterArg_1 : tensor<4xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %6 = stablehlo.multiply %2, %5 : tensor<4xf32>
      %7 = stablehlo.add %iterArg_3, %6 : tensor<4xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_2, %c_6 : tensor<i32>
      %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %10 = stablehlo.compare GT, %7, %9, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %11 = stablehlo.convert %10 : (tensor<4xi1>) -> tensor<4xi32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.reduce(%11 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
      %13 = stablehlo.add %iterArg_4, %12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %8, %7, %13 : tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<i32>
    }
    return %1#2, %1#3, %1#4 : tensor<i32>, tensor<4xf32>, tensor<i32>
  }
}
