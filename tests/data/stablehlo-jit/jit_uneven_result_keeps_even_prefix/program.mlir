module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2, "seq"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}, {name = "seq", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<10x7xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<10x7xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x7xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<10x7xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"model", "seq"}, {}]> : tensor<10x7xf32>
    return %2 : tensor<10x7xf32>
  }
}
