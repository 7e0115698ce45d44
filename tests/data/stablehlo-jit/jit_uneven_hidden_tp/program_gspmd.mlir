module @jit_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<32x100xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<100x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<16x16xf32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[1,8]<=[8]}"} : (tensor<32x100xf32>) -> tensor<32x100xf32>
    %1 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<100x16xf32>) -> tensor<100x16xf32>
    %2 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x100xf32>) -> tensor<16x100xf32>
    %3 = call @relu(%2) : (tensor<16x100xf32>) -> tensor<16x100xf32>
    %4 = stablehlo.dot_general %3, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<100x16xf32>) -> tensor<16x16xf32>
    return %4 : tensor<16x16xf32>
  }
  func.func private @relu(%arg0: tensor<16x100xf32>) -> tensor<16x100xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x100xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x100xf32>
    return %1 : tensor<16x100xf32>
  }
}
