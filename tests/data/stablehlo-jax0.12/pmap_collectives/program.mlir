module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<8x3xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, tensor<8x8x3xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, tensor<8x3xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) {
    %0:3 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg1: tensor<1x3xf32>) {
      %1 = stablehlo.reshape %arg1 : (tensor<1x3xf32>) -> tensor<3xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %9 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %9 : tensor<f32>
      }) : (tensor<3xf32>) -> tensor<3xf32>
      %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      %4 = "stablehlo.all_gather"(%3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> : (tensor<1x3xf32>) -> tensor<8x3xf32>
      %5 = "stablehlo.collective_permute"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<3xf32>) -> tensor<3xf32>
      %6 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      %7 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<8x3xf32>) -> tensor<1x8x3xf32>
      %8 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
      sdy.return %6, %7, %8 : tensor<1x3xf32>, tensor<1x8x3xf32>, tensor<1x3xf32>
    } : (tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<8x8x3xf32>, tensor<8x3xf32>)
    return %0#0, %0#1, %0#2 : tensor<8x3xf32>, tensor<8x8x3xf32>, tensor<8x3xf32>
  }
}
