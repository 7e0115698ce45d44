module @jit_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x2xf32>) -> (tensor<1x2xf32> {jax.result_info = "result[0]"}, tensor<1x2xf32> {jax.result_info = "result[1]"}, tensor<8x2xf32> {jax.result_info = "result[2]"}, tensor<8x2xf32> {jax.result_info = "result[3]"}, tensor<8x2xf32> {jax.result_info = "result[4]"}, tensor<64x2xf32> {jax.result_info = "result[5]"}, tensor<8x2xf32> {jax.result_info = "result[6]"}) {
    %0:7 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<1x2xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %22 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %22 : tensor<f32>
      }) : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %2 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %22 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %22 : tensor<f32>
      }) : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %4 = stablehlo.divide %2, %3 : tensor<1x2xf32>
      %5 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> : (tensor<1x2xf32>) -> tensor<8x2xf32>
      %6 = stablehlo.reshape %arg1 : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<8x1x1x2xf32>
      %8 = stablehlo.reshape %7 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
      %9 = "stablehlo.reduce_scatter"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %22 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %22 : tensor<f32>
      }) : (tensor<8x2xf32>) -> tensor<1x2xf32>
      %10 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %11 = stablehlo.reshape %arg1 : (tensor<1x2xf32>) -> tensor<1x1x1x2xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<8x1x1x2xf32>
      %13 = stablehlo.reshape %12 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
      %14 = "stablehlo.all_to_all"(%13) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x2xf32>) -> tensor<8x2xf32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<8> : tensor<ui32>
      %15 = stablehlo.partition_id : tensor<ui32>
      %16 = stablehlo.divide %15, %c : tensor<ui32>
      %17 = stablehlo.remainder %16, %c_0 : tensor<ui32>
      %18 = stablehlo.convert %17 : (tensor<ui32>) -> tensor<i32>
      %19 = stablehlo.convert %18 : (tensor<i32>) -> tensor<f32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
      %21 = stablehlo.multiply %arg1, %20 : tensor<1x2xf32>
      sdy.return %1, %4, %5, %9, %10, %14, %21 : tensor<1x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>, tensor<1x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>, tensor<1x2xf32>
    } : (tensor<8x2xf32>) -> (tensor<1x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : tensor<1x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>
  }
}
