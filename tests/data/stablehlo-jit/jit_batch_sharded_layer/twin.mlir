module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<256x128xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg2: tensor<32x64xf32>, %arg3: tensor<64x128xf32>) {
      %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
      %2 = stablehlo.tanh %1 : tensor<32x128xf32>
      sdy.return %2 : tensor<32x128xf32>
    } : (tensor<256x64xf32>, tensor<64x128xf32>) -> tensor<256x128xf32>
    return %0 : tensor<256x128xf32>
  }
}
