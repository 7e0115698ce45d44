module @jit_cond_multi attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<2xi32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<2xi32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1:3 = "stablehlo.case"(%0) ({
      %2 = stablehlo.negate %arg1 : tensor<3xf32>
      %c = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %4 = stablehlo.multiply %arg2, %3 : tensor<2xi32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %5 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %2, %4, %5 : tensor<3xf32>, tensor<2xi32>, tensor<f32>
    }, {
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %3 = stablehlo.multiply %arg1, %2 : tensor<3xf32>
      %c = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %5 = stablehlo.add %arg2, %4 : tensor<2xi32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %3, %5, %6 : tensor<3xf32>, tensor<2xi32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<2xi32>, tensor<f32>)
    return %1#0, %1#1, %1#2 : tensor<3xf32>, tensor<2xi32>, tensor<f32>
  }
}
