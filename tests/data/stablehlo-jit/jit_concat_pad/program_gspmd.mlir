module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<16x8xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<16x18xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1]<=[8]}"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_pad(%0, %c) : (tensor<16x16xf32>, tensor<i32>) -> tensor<16x18xf32>
    return %1 : tensor<16x18xf32>
  }
  func.func private @_pad(%arg0: tensor<16x16xf32>, %arg1: tensor<i32>) -> tensor<16x18xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16x18xf32>
    return %1 : tensor<16x18xf32>
  }
}
