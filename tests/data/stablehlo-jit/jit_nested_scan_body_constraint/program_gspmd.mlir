module @jit_accumulated_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x32x16xf32> {mhlo.sharding = "{devices=[1,2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<3x16x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %c, %iterArg_2 = %cst) : tensor<2x32x16xf32>, tensor<3x16x16xf32>, tensor<i32>, tensor<f32>
    cond {
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<2x32x16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %2 = func.call @closed_call(%iterArg_0, %iterArg_2, %1) : (tensor<3x16x16xf32>, tensor<f32>, tensor<32x16xf32>) -> tensor<f32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %3, %2 : tensor<2x32x16xf32>, tensor<3x16x16xf32>, tensor<i32>, tensor<f32>
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
  func.func private @closed_call(%arg0: tensor<3x16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<32x16xf32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c, %iterArg_1 = %arg2) : tensor<3x16x16xf32>, tensor<i32>, tensor<32x16xf32>
    cond {
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_0) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %4 = func.call @closed_call_1(%iterArg_1, %3) : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %5, %4 : tensor<3x16x16xf32>, tensor<i32>, tensor<32x16xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0#2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.add %arg1, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<32x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<32x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %1 = stablehlo.tanh %0 : tensor<32x16xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    return %2 : tensor<32x16xf32>
  }
}
