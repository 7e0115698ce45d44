module @jit_nested attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<i32>, tensor<i32>, tensor<2xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %3:4 = stablehlo.while(%iterArg_7 = %iterArg_1, %iterArg_8 = %c_5, %iterArg_9 = %2, %iterArg_10 = %iterArg_2) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<2xf32>
      cond {
        %7 = stablehlo.compare LT, %iterArg_8, %iterArg_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %7 : tensor<i1>
      } do {
        %c_11 = stablehlo.constant dense<1> : tensor<i32>
        %7 = stablehlo.add %iterArg_8, %c_11 : tensor<i32>
        %c_12 = stablehlo.constant dense<10> : tensor<i32>
        %8 = stablehlo.multiply %iterArg_7, %c_12 : tensor<i32>
        %9 = stablehlo.add %8, %iterArg_8 : tensor<i32>
        %10 = stablehlo.convert %9 : (tensor<i32>) -> tensor<f32>
        %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2xf32>
        %12 = stablehlo.add %iterArg_10, %11 : tensor<2xf32>
        stablehlo.return %iterArg_7, %7, %iterArg_9, %12 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<2xf32>
      }
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %5 = stablehlo.multiply %3#3, %4 : tensor<2xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %6, %1, %5 : tensor<i32>, tensor<i32>, tensor<2xf32>
    }
    return %0#2 : tensor<2xf32>
  }
}
