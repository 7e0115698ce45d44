module @jit_scanned_constrained attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<3x16x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<f32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<3x16x16xf32>, tensor<i32>, tensor<32x16xf32>
    cond {
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %3 = func.call @closed_call(%iterArg_1, %2) : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %4, %3 : tensor<3x16x16xf32>, tensor<i32>, tensor<32x16xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0#2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<32x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<32x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %1 = stablehlo.tanh %0 : tensor<32x16xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    return %2 : tensor<32x16xf32>
  }
}
