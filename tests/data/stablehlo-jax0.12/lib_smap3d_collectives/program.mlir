module @jit_coll3 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}, {name = "z", size = 2 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=2, "y"=2, "z"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}, {name = "z", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<16x2xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}, tensor<8x4xf32> {jax.result_info = "result[4]"}, tensor<2x4x8xf32> {jax.result_info = "result[5]"}) {
    %0:6 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y", "z"}]>] out_shardings=[<@mesh, [{"y"}, {}]>, <@mesh, [{"x"}, {"y", "z"}]>, <@mesh, [{"x"}, {"y", "z"}]>, <@mesh, [{"x"}, {"y", "z"}]>, <@mesh, [{"x"}, {"y", "z"}]>, <@mesh, [{}, {"x"}, {"y", "z"}]>] manual_axes={"x", "y", "z"} (%arg1: tensor<2x2xf32>) {
      %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "z">]>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<8x2xf32>
      %2 = "stablehlo.reduce_scatter"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "y">]>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %8 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %8 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x1xf32>
      %3 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [2, 3], [3, 2], [4, 5], [5, 4], [6, 7], [7, 6]]> : tensor<8x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %4 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %5 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x2xf32>) -> tensor<4x1xf32>
      %6 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
      %7 = "stablehlo.all_gather"(%6) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> : (tensor<1x2x2xf32>) -> tensor<2x2x2xf32>
      sdy.return %1, %2, %3, %4, %5, %7 : tensor<8x2xf32>, tensor<2x1xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<4x1xf32>, tensor<2x2x2xf32>
    } : (tensor<4x8xf32>) -> (tensor<16x2xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<2x4x8xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : tensor<16x2xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<2x4x8xf32>
  }
}
