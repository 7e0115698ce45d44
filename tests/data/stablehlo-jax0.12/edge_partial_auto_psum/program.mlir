module @jit_with_collective attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<4x8xf32>) -> (tensor<1x8xf32> {jax.result_info = "result"}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %1 = sdy.manual_computation(%0, %arg1) in_shardings=[<@mesh, [{"data", ?}, {?}]>, <@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"data"} (%arg2: tensor<4x4xf32>, %arg3: tensor<4x8xf32>) {
      %4 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}]> : tensor<4x8xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
      %7 = sdy.sharding_constraint %6 <@mesh, [{?}]> : tensor<8xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %9 = sdy.sharding_constraint %8 <@mesh, [{?}, {?}]> : tensor<1x8xf32>
      %10 = "stablehlo.all_reduce"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %12 = stablehlo.add %arg4, %arg5 : tensor<f32>
        %13 = sdy.sharding_constraint %12 <@mesh, []> : tensor<f32>
        stablehlo.return %13 : tensor<f32>
      }) : (tensor<1x8xf32>) -> tensor<1x8xf32>
      %11 = sdy.sharding_constraint %10 <@mesh, [{?}, {?}]> : tensor<1x8xf32>
      sdy.return %11 : tensor<1x8xf32>
    } : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<1x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x8xf32>
    return %3 : tensor<1x8xf32>
  }
}
