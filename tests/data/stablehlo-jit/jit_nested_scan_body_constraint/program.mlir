module @jit_accumulated_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<2x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg1: tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %c, %iterArg_2 = %cst) : tensor<2x32x16xf32>, tensor<3x16x16xf32>, tensor<i32>, tensor<f32>
    cond {
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<2x32x16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %2:3 = stablehlo.while(%iterArg_6 = %iterArg_0, %iterArg_7 = %c_3, %iterArg_8 = %1) : tensor<3x16x16xf32>, tensor<i32>, tensor<32x16xf32>
      cond {
        %c_9 = stablehlo.constant dense<3> : tensor<i32>
        %6 = stablehlo.compare LT, %iterArg_7, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %6 : tensor<i1>
      } do {
        %6 = func.call @dynamic_index_in_dim_0(%iterArg_6, %iterArg_7) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
        %7 = stablehlo.dot_general %iterArg_8, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
        %8 = stablehlo.tanh %7 : tensor<32x16xf32>
        %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}, {"model"}]> : tensor<32x16xf32>
        %c_9 = stablehlo.constant dense<1> : tensor<i32>
        %10 = stablehlo.add %iterArg_7, %c_9 : tensor<i32>
        stablehlo.return %iterArg_6, %10, %9 : tensor<3x16x16xf32>, tensor<i32>, tensor<32x16xf32>
      }
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.reduce(%2#2 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
      %4 = stablehlo.add %iterArg_2, %3 : tensor<f32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_1, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %5, %4 : tensor<2x32x16xf32>, tensor<3x16x16xf32>, tensor<i32>, tensor<f32>
    }
    return %0#3 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x32x16xf32>, %arg1: tensor<i32>) -> tensor<32x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 16] : (tensor<2x32x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
}
