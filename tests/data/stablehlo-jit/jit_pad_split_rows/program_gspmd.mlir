module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<20x8xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<16x8xf32>, tensor<i32>) -> tensor<20x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20x8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<20x8xf32>
    return %2 : tensor<20x8xf32>
  }
  func.func private @_pad(%arg0: tensor<16x8xf32>, %arg1: tensor<i32>) -> tensor<20x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [2, 0], high = [2, 0], interior = [0, 0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<20x8xf32>
    return %1 : tensor<20x8xf32>
  }
}
