module @jit_switch_many attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<3xf32>, %arg2: tensor<2xi32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<2xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg0, %c_0 : tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.sine %arg1 : tensor<3xf32>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %4 = stablehlo.add %arg2, %3 : tensor<2xi32>
      stablehlo.return %2, %4 : tensor<3xf32>, tensor<2xi32>
    }, {
      %2 = stablehlo.cosine %arg1 : tensor<3xf32>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %4 = stablehlo.subtract %arg2, %3 : tensor<2xi32>
      stablehlo.return %2, %4 : tensor<3xf32>, tensor<2xi32>
    }, {
      %2 = stablehlo.multiply %arg1, %arg1 : tensor<3xf32>
      %c_1 = stablehlo.constant dense<2> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %4 = stablehlo.multiply %arg2, %3 : tensor<2xi32>
      stablehlo.return %2, %4 : tensor<3xf32>, tensor<2xi32>
    }, {
      %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %3 = stablehlo.add %arg1, %2 : tensor<3xf32>
      %4 = stablehlo.negate %arg2 : tensor<2xi32>
      stablehlo.return %3, %4 : tensor<3xf32>, tensor<2xi32>
    }) : (tensor<i32>) -> (tensor<3xf32>, tensor<2xi32>)
    return %1#0, %1#1 : tensor<3xf32>, tensor<2xi32>
  }
}
