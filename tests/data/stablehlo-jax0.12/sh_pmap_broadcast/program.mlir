module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, %arg1: tensor<3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<8x3xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<8x2x4xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, tensor<8x2x3xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, tensor<8x3xi32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, tensor<8x2x3xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}) {
    %0:4 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{"i"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}, {}]>] manual_axes={"i"} (%arg3: tensor<1x2x3xf32>, %arg4: tensor<3x4xf32>, %arg5: tensor<1x3xi32>) {
      %1 = stablehlo.reshape %arg3 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %2 = stablehlo.reshape %arg5 : (tensor<1x3xi32>) -> tensor<3xi32>
      %3 = stablehlo.dot_general %1, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
      %4 = "stablehlo.all_reduce"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %12 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
        stablehlo.return %12 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %5 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %12 = stablehlo.minimum %arg6, %arg7 : tensor<f32>
        stablehlo.return %12 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %6 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
        %12 = stablehlo.add %arg6, %arg7 : tensor<i32>
        stablehlo.return %12 : tensor<i32>
      }) : (tensor<3xi32>) -> tensor<3xi32>
      %7 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %12 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %12 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %8 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %9 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %10 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
      %11 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      sdy.return %8, %9, %10, %11 : tensor<1x2x4xf32>, tensor<1x2x3xf32>, tensor<1x3xi32>, tensor<1x2x3xf32>
    } : (tensor<8x2x3xf32>, tensor<3x4xf32>, tensor<8x3xi32>) -> (tensor<8x2x4xf32>, tensor<8x2x3xf32>, tensor<8x3xi32>, tensor<8x2x3xf32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<8x2x4xf32>, tensor<8x2x3xf32>, tensor<8x3xi32>, tensor<8x2x3xf32>
  }
}
