module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8x64xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8]}"}) -> (tensor<4x8x8xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8]}"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4x8x64xf32>) -> tensor<4x8x8x8xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<4x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    return %2 : tensor<4x8x8xf32>
  }
}
