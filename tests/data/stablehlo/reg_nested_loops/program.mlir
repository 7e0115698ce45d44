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
      %1:2 = func.call @closed_call(%iterArg_1, %iterArg_2) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<2xf32>
    }
    return %0#2 : tensor<2xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %c_1, %iterArg_3 = %1, %iterArg_4 = %arg1) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<2xf32>
    cond {
      %5 = stablehlo.compare LT, %iterArg_2, %iterArg_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      %c_6 = stablehlo.constant dense<10> : tensor<i32>
      %6 = stablehlo.multiply %iterArg, %c_6 : tensor<i32>
      %7 = stablehlo.add %6, %iterArg_2 : tensor<i32>
      %8 = stablehlo.convert %7 : (tensor<i32>) -> tensor<f32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %10 = stablehlo.add %iterArg_4, %9 : tensor<2xf32>
      stablehlo.return %iterArg, %5, %iterArg_3, %10 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<2xf32>
    }
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.multiply %2#3, %3 : tensor<2xf32>
    return %0, %4 : tensor<i32>, tensor<2xf32>
  }
}
