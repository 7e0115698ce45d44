module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<256x128xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x128xf32>) -> tensor<256x128xf32>
    %1 = stablehlo.tanh %0 : tensor<256x128xf32>
    return %1 : tensor<256x128xf32>
  }
}
