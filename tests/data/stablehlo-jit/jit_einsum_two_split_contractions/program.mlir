module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, %arg1: tensor<8x16x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}) -> (tensor<16x12xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x16xf32>, tensor<8x16x12xf32>) -> tensor<16x12xf32>
    return %0 : tensor<16x12xf32>
  }
}
