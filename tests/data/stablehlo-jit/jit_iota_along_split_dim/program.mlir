module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg1: tensor<16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<16x64xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<16x64xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<4x4096xbf16> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<16x64xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x64xi32>
    %5 = stablehlo.compare EQ, %3, %4, SIGNED : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = call @_where(%5, %arg0, %cst) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %7 = stablehlo.iota dim = 0 : tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %10 = stablehlo.multiply %arg0, %9 : tensor<16x64xf32>
    %11 = stablehlo.iota dim = 1 : tensor<4x4096xbf16>
    return %6, %10, %11 : tensor<16x64xf32>, tensor<16x64xf32>, tensor<4x4096xbf16>
  }
  func.func private @_where(%arg0: tensor<16x64xi1>, %arg1: tensor<16x64xf32>, %arg2: tensor<f32>) -> tensor<16x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16x64xi1>, tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
}
