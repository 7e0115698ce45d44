module @jit_switch attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg1: tensor<32x8xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<i32> {mhlo.sharding = "{replicated}"}) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
      stablehlo.return %3 : tensor<16xf32>
    }, {
      %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
      stablehlo.return %3 : tensor<16xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
      %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %4 = stablehlo.divide %2, %3 : tensor<16xf32>
      stablehlo.return %4 : tensor<16xf32>
    }) : (tensor<i32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
}
