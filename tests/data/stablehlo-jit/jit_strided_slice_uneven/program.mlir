module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x40xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}) -> (tensor<8x20xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:8, 0:40:2] : (tensor<8x40xf32>) -> tensor<8x20xf32>
    %1 = stablehlo.sine %0 : tensor<8x20xf32>
    %2 = stablehlo.slice %arg0 [0:8, 1:40:2] : (tensor<8x40xf32>) -> tensor<8x20xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x20xf32>
    return %3 : tensor<8x20xf32>
  }
}
