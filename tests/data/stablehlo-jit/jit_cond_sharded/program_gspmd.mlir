module @jit_pick attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<32x8xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<i32> {mhlo.sharding = "{replicated}"}) -> (tensor<16x8xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,4]<=[8]}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare GT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %3 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %5 = stablehlo.multiply %3, %4 : tensor<16x8xf32>
      stablehlo.return %5 : tensor<16x8xf32>
    }, {
      %3 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
      %4 = stablehlo.tanh %3 : tensor<16x8xf32>
      stablehlo.return %4 : tensor<16x8xf32>
    }) : (tensor<i32>) -> tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
}
