module @jit_grid attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<2x8xf32> {jax.result_info = "result[1]"}, tensor<2x2xf32> {jax.result_info = "result[2]"}, tensor<4x16xf32> {jax.result_info = "result[3]"}, tensor<2x16xf32> {jax.result_info = "result[4]"}, tensor<2x64xf32> {jax.result_info = "result[5]"}, tensor<4x8xf32> {jax.result_info = "result[6]"}, tensor<4x8xf32> {jax.result_info = "result[7]"}) {
    %0:8 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>] manual_axes={"data", "model"} (%arg2: tensor<2x2xf32>, %arg3: tensor<8x4xf32>) {
      %1 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %21 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %21 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %2 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %21 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
        stablehlo.return %21 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %3 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">, #stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %21 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %21 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %4 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">, #stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<2x16xf32>
      %5 = "stablehlo.reduce_scatter"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %21 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %21 : tensor<f32>
      }) : (tensor<8x4xf32>) -> tensor<2x4xf32>
      %6 = "stablehlo.all_to_all"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<8x4xf32>) -> tensor<2x16xf32>
      %7 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [4, 0], [1, 5], [5, 1], [2, 6], [6, 2], [3, 7], [7, 3]]> : tensor<8x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<4> : tensor<ui32>
      %8 = stablehlo.partition_id : tensor<ui32>
      %9 = stablehlo.divide %8, %c : tensor<ui32>
      %10 = stablehlo.remainder %9, %c_0 : tensor<ui32>
      %11 = stablehlo.convert %10 : (tensor<ui32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<10> : tensor<i32>
      %12 = stablehlo.multiply %11, %c_1 : tensor<i32>
      %c_2 = stablehlo.constant dense<4> : tensor<ui32>
      %c_3 = stablehlo.constant dense<2> : tensor<ui32>
      %13 = stablehlo.partition_id : tensor<ui32>
      %14 = stablehlo.divide %13, %c_2 : tensor<ui32>
      %15 = stablehlo.remainder %14, %c_3 : tensor<ui32>
      %16 = stablehlo.convert %15 : (tensor<ui32>) -> tensor<i32>
      %17 = stablehlo.add %12, %16 : tensor<i32>
      %18 = stablehlo.convert %17 : (tensor<i32>) -> tensor<f32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %20 = stablehlo.add %arg2, %19 : tensor<2x2xf32>
      sdy.return %1, %2, %3, %4, %5, %6, %7, %20 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x16xf32>, tensor<2x4xf32>, tensor<2x16xf32>, tensor<2x2xf32>, tensor<2x2xf32>
    } : (tensor<4x8xf32>, tensor<8x16xf32>) -> (tensor<4x8xf32>, tensor<2x8xf32>, tensor<2x2xf32>, tensor<4x16xf32>, tensor<2x16xf32>, tensor<2x64xf32>, tensor<4x8xf32>, tensor<4x8xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7 : tensor<4x8xf32>, tensor<2x8xf32>, tensor<2x2xf32>, tensor<4x16xf32>, tensor<2x16xf32>, tensor<2x64xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
}
