module @jit_across attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<12x16xf32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<11x16xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.tanh %arg0 : tensor<12x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %2 = call @cumsum(%1) : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %3 = call @_flip(%1) : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %4 = stablehlo.slice %3 [1:12, 0:16] : (tensor<12x16xf32>) -> tensor<11x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x16xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<11x16xf32>
    return %2, %6 : tensor<12x16xf32>, tensor<11x16xf32>
  }
  func.func private @cumsum(%arg0: tensor<12x16xf32>) -> tensor<12x16xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<12x16xf32>) -> tensor<12x16xf32>
    return %0 : tensor<12x16xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<12x16xf32>) -> tensor<12x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[11, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 12, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<12x16xf32>, tensor<f32>) -> tensor<12x16xf32>
    return %1 : tensor<12x16xf32>
  }
  func.func private @_flip(%arg0: tensor<12x16xf32>) -> tensor<12x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<12x16xf32>
    return %0 : tensor<12x16xf32>
  }
}
