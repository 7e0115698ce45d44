module @jit_branch_constrained attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<i1> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
      %5 = stablehlo.multiply %3, %4 : tensor<32x16xf32>
      %6 = sdy.sharding_constraint %5 <@mesh, [{"data"}, {"model"}]> : tensor<32x16xf32>
      stablehlo.return %6 : tensor<32x16xf32>
    }, {
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
      %4 = stablehlo.tanh %3 : tensor<32x16xf32>
      %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {"model"}]> : tensor<32x16xf32>
      stablehlo.return %5 : tensor<32x16xf32>
    }) : (tensor<i32>) -> tensor<32x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %2 : tensor<16xf32>
  }
}
