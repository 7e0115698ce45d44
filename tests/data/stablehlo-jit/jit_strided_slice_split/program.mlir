module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:16, 0:64:2] : (tensor<16x64xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.slice %arg0 [0:16, 1:64:2] : (tensor<16x64xf32>) -> tensor<16x32xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16x32xf32>
    return %2 : tensor<16x32xf32>
  }
}
