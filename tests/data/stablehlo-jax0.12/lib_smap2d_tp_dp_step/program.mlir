module @jit_tp_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<6x8xf32>, %arg1: tensor<8x3xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<4x3xf32>) -> (tensor<6x8xf32> {jax.result_info = "result[0]"}, tensor<8x3xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:3 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, []>] manual_axes={"data", "model"} (%arg4: tensor<6x2xf32>, %arg5: tensor<2x3xf32>, %arg6: tensor<2x6xf32>, %arg7: tensor<2x3xf32>) {
      %1 = stablehlo.dot_general %arg6, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x2xf32>) -> tensor<2x2xf32>
      %2 = func.call @relu(%1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
      %5 = stablehlo.dot_general %2, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %6 = "stablehlo.all_reduce"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %38 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %38 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %7 = stablehlo.subtract %6, %arg7 : tensor<2x3xf32>
      %8 = stablehlo.multiply %7, %7 : tensor<2x3xf32>
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %10 = stablehlo.multiply %9, %7 : tensor<2x3xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
      %12 = stablehlo.divide %11, %cst_2 : tensor<f32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_4 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
      %13 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %15 = stablehlo.multiply %14, %10 : tensor<2x3xf32>
      %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %38 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %38 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %17 = stablehlo.dot_general %16, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<3x2xf32>
      %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
      %19 = stablehlo.dot_general %16, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %21 = stablehlo.select %4, %19, %20 : tensor<2x2xi1>, tensor<2x2xf32>
      %22 = stablehlo.dot_general %21, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
      %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<2x6xf32>) -> tensor<6x2xf32>
      %24 = "stablehlo.all_reduce"(%23) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %38 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %38 : tensor<f32>
      }) : (tensor<6x2xf32>) -> tensor<6x2xf32>
      %25 = "stablehlo.all_reduce"(%18) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %38 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %38 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
      %27 = stablehlo.divide %24, %26 : tensor<6x2xf32>
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %29 = stablehlo.divide %25, %28 : tensor<2x3xf32>
      %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
      %31 = stablehlo.multiply %30, %27 : tensor<6x2xf32>
      %32 = stablehlo.subtract %arg4, %31 : tensor<6x2xf32>
      %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %34 = stablehlo.multiply %33, %29 : tensor<2x3xf32>
      %35 = stablehlo.subtract %arg5, %34 : tensor<2x3xf32>
      %36 = "stablehlo.all_reduce"(%12) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %38 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %38 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %37 = stablehlo.divide %36, %cst_10 : tensor<f32>
      sdy.return %32, %35, %37 : tensor<6x2xf32>, tensor<2x3xf32>, tensor<f32>
    } : (tensor<6x8xf32>, tensor<8x3xf32>, tensor<4x6xf32>, tensor<4x3xf32>) -> (tensor<6x8xf32>, tensor<8x3xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2 : tensor<6x8xf32>, tensor<8x3xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
}
