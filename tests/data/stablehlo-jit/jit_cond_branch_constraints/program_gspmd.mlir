module @jit_branch_constrained attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i1> {mhlo.sharding = "{replicated}"}, %arg1: tensor<32x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg2: tensor<16x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
      %5 = stablehlo.multiply %3, %4 : tensor<32x16xf32>
      %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
      stablehlo.return %6 : tensor<32x16xf32>
    }, {
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
      %4 = stablehlo.tanh %3 : tensor<32x16xf32>
      %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
      stablehlo.return %5 : tensor<32x16xf32>
    }) : (tensor<i32>) -> tensor<32x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %2 : tensor<16xf32>
  }
}
