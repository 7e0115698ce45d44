module @jit_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=8]> {stablehlo.mesh = {axes = [{name = "model", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32x100xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<100x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<16x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"model"}]> : tensor<32x100xf32>
    %1 = sdy.sharding_constraint %arg2 <@mesh, [{"model"}, {}]> : tensor<100x16xf32>
    %2 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x100xf32>) -> tensor<16x100xf32>
    %3 = call @relu(%2) : (tensor<16x100xf32>) -> tensor<16x100xf32>
    %4 = stablehlo.dot_general %3, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<100x16xf32>) -> tensor<16x16xf32>
    return %4 : tensor<16x16xf32>
  }
  func.func private @relu(%arg0: tensor<16x100xf32>) -> tensor<16x100xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x100xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x100xf32>
    return %1 : tensor<16x100xf32>
  }
}
