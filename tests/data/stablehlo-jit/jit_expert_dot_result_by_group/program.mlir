module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x8x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg1: tensor<8x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x8x4x8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x4x16xf32>, tensor<8x16x8xf32>) -> tensor<8x8x4x8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}, {}]> : tensor<8x8x4x8xf32>
    return %1 : tensor<8x8x4x8xf32>
  }
}
