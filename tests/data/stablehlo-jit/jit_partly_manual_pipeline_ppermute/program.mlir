module @jit_pipeline_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["stage"=4, "data"=2]> {stablehlo.mesh = {axes = [{name = "stage", size = 4 : i64}, {name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}]>}) -> (tensor<64x32xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>] out_shardings=[<@mesh, [{"stage", ?}, {?}]>] manual_axes={"stage"} (%arg2: tensor<16x32xf32>, %arg3: tensor<1x32x32xf32>) {
      %1 = stablehlo.reshape %arg3 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %2 = sdy.sharding_constraint %1 <@mesh, [{?}, {?}]> : tensor<32x32xf32>
      %3 = stablehlo.dot_general %arg2, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
      %4 = sdy.sharding_constraint %3 <@mesh, [{?}, {?}]> : tensor<16x32xf32>
      %5 = stablehlo.tanh %4 : tensor<16x32xf32>
      %6 = sdy.sharding_constraint %5 <@mesh, [{?}, {?}]> : tensor<16x32xf32>
      %7 = "stablehlo.collective_permute"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
      %8 = sdy.sharding_constraint %7 <@mesh, [{?}, {?}]> : tensor<16x32xf32>
      sdy.return %8 : tensor<16x32xf32>
    } : (tensor<16x32xf32>, tensor<4x32x32xf32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }
}
