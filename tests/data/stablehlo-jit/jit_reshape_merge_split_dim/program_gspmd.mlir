module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8x32xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg1: tensor<32x8xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<128x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<16x8x32xf32>) -> tensor<128x32xf32>
    %1 = stablehlo.tanh %0 : tensor<128x32xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x8xf32>) -> tensor<128x8xf32>
    return %2 : tensor<128x8xf32>
  }
}
