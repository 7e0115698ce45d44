module @jit_one_axis attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<16x8xf32>) -> (tensor<4x8x2xf32> {jax.result_info = "result[0]"}, tensor<8x16xf32> {jax.result_info = "result[1]"}, tensor<16x2xf32> {jax.result_info = "result[2]"}, tensor<32xf32> {jax.result_info = "result[3]"}, tensor<4x8xf32> {jax.result_info = "result[4]"}, tensor<4x8xf32> {jax.result_info = "result[5]"}, tensor<8x16xf32> {jax.result_info = "result[6]"}, tensor<64x2xf32> {jax.result_info = "result[7]"}, tensor<4x8xf32> {jax.result_info = "result[8]"}, tensor<16x8xf32> {jax.result_info = "result[9]"}) {
    %0:10 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {"data"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}, {}]>, <@mesh, [{}, {"data", "model"}]>, <@mesh, [{"model"}, {"data"}]>, <@mesh, [{"model", "data"}]>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {"data"}]>, <@mesh, [{"model"}, {"data"}]>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {"data"}]>] manual_axes={"data", "model"} (%arg2: tensor<2x2xf32>, %arg3: tensor<4x4xf32>) {
      %1 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x1x2xf32>
      %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> : (tensor<2x1x2xf32>) -> tensor<2x2x2xf32>
      %3 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<8x2xf32>
      %4 = "stablehlo.reduce_scatter"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %16 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<4x4xf32>) -> tensor<4x1xf32>
      %5 = stablehlo.slice %arg3 [0:2, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
      %6 = "stablehlo.reduce_scatter"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %16 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<1x4xf32>
      %7 = stablehlo.reshape %6 : (tensor<1x4xf32>) -> tensor<4xf32>
      %8 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %9 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [4, 0], [1, 5], [5, 1], [2, 6], [6, 2], [3, 7], [7, 3]]> : tensor<8x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %10 = "stablehlo.all_to_all"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<4x4xf32>) -> tensor<2x8xf32>
      %11 = "stablehlo.all_to_all"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<4x4xf32>) -> tensor<16x1xf32>
      %12 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %16 = stablehlo.minimum %arg4, %arg5 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %13 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %16 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %15 = stablehlo.divide %13, %14 : tensor<4x4xf32>
      sdy.return %2, %3, %4, %7, %8, %9, %10, %11, %12, %15 : tensor<2x2x2xf32>, tensor<8x2xf32>, tensor<4x1xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x8xf32>, tensor<16x1xf32>, tensor<2x2xf32>, tensor<4x4xf32>
    } : (tensor<4x8xf32>, tensor<16x8xf32>) -> (tensor<4x8x2xf32>, tensor<8x16xf32>, tensor<16x2xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<64x2xf32>, tensor<4x8xf32>, tensor<16x8xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9 : tensor<4x8x2xf32>, tensor<8x16xf32>, tensor<16x2xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<64x2xf32>, tensor<4x8xf32>, tensor<16x8xf32>
  }
}
