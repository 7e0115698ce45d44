module @jit_scan_net attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<64x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<64x32xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1]<=[8]}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c, %iterArg_1 = %arg1) : tensor<4x32x32xf32>, tensor<i32>, tensor<64x32xf32>
    cond {
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<4x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %2 = func.call @closed_call(%iterArg_1, %1) : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %3, %2 : tensor<4x32x32xf32>, tensor<i32>, tensor<64x32xf32>
    }
    return %0#2 : tensor<64x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<4x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %1 = stablehlo.tanh %0 : tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
}
