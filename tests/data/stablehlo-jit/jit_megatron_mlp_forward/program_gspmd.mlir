module @jit_megatron_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg1: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg2: tensor<64x32xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<64x16xf32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %1 = call @relu(%0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    return %2 : tensor<64x16xf32>
  }
  func.func private @relu(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
}
