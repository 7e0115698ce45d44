module @jit_layer attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg1: tensor<32x8xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<16x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<16x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0]", mhlo.sharding = "{replicated}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %2 = stablehlo.tanh %1 : tensor<16x32xf32>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    return %3 : tensor<16x8xf32>
  }
}
