module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<16x4xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"data", "model"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, []>] manual_axes={"data", "model"} (%arg2: tensor<4x3xf32>, %arg3: tensor<2x4xf32>) {
      %1 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
      %2 = stablehlo.tanh %1 : tensor<2x3xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %4 = stablehlo.add %3, %2 : tensor<2x3xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %6 = stablehlo.subtract %5, %2 : tensor<2x3xf32>
      %7 = stablehlo.multiply %4, %6 : tensor<2x3xf32>
      %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %9 = stablehlo.multiply %8, %2 : tensor<2x3xf32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %11 = stablehlo.multiply %10, %9 : tensor<2x3xf32>
      %12 = stablehlo.multiply %11, %7 : tensor<2x3xf32>
      %13 = stablehlo.dot_general %12, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
      %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
      %15 = "stablehlo.all_reduce"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">, #stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %21 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %21 : tensor<f32>
      }) : (tensor<4x3xf32>) -> tensor<4x3xf32>
      %16 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
      %17 = stablehlo.tanh %16 : tensor<2x3xf32>
      %18 = stablehlo.multiply %17, %17 : tensor<2x3xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
      %20 = "stablehlo.all_reduce"(%19) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">, #stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %21 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %21 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      sdy.return %15, %20 : tensor<4x3xf32>, tensor<f32>
    } : (tensor<4x3xf32>, tensor<16x4xf32>) -> (tensor<4x3xf32>, tensor<f32>)
    return %0#0, %0#1 : tensor<4x3xf32>, tensor<f32>
  }
}
