module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}) -> (tensor<8x16xf32> {jax.result_info = "result"}) {
    %0 = call @_roll_static(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
  func.func private @_roll_static(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 15:16] : (tensor<8x16xf32>) -> tensor<8x1xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:15] : (tensor<8x16xf32>) -> tensor<8x15xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x1xf32>, tensor<8x15xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}
