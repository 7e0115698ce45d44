module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:4, 0:16] : (tensor<16x16xf32>) -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
}
