module @jit_reordered_operand attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>}) -> (tensor<16x8xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{?}, {"model", ?}]>, <@mesh, [{"model", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"model"} (%arg2: tensor<16x8xf32>, %arg3: tensor<8x8xf32>) {
      %1 = stablehlo.tanh %arg2 : tensor<16x8xf32>
      %2 = sdy.sharding_constraint %1 <@mesh, [{?}, {?}]> : tensor<16x8xf32>
      %3 = stablehlo.dot_general %2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
      %4 = sdy.sharding_constraint %3 <@mesh, [{?}, {?}]> : tensor<16x8xf32>
      %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %7 = stablehlo.add %arg4, %arg5 : tensor<f32>
        %8 = sdy.sharding_constraint %7 <@mesh, []> : tensor<f32>
        stablehlo.return %8 : tensor<f32>
      }) : (tensor<16x8xf32>) -> tensor<16x8xf32>
      %6 = sdy.sharding_constraint %5 <@mesh, [{?}, {?}]> : tensor<16x8xf32>
      sdy.return %6 : tensor<16x8xf32>
    } : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
}
