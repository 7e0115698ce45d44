module @jit_megatron attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16x8xf32>) -> (tensor<2x8xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<2x8xf32>, %arg4: tensor<8x4xf32>, %arg5: tensor<4x8xf32>) {
      %1 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x4xf32>) -> tensor<2x4xf32>
      %2 = stablehlo.multiply %1, %1 : tensor<2x4xf32>
      %3 = stablehlo.multiply %2, %1 : tensor<2x4xf32>
      %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %5 = stablehlo.multiply %4, %3 : tensor<2x4xf32>
      %6 = stablehlo.add %1, %5 : tensor<2x4xf32>
      %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %8 = stablehlo.multiply %7, %6 : tensor<2x4xf32>
      %9 = stablehlo.tanh %8 : tensor<2x4xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %11 = stablehlo.add %10, %9 : tensor<2x4xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %13 = stablehlo.multiply %12, %11 : tensor<2x4xf32>
      %14 = stablehlo.multiply %1, %13 : tensor<2x4xf32>
      %15 = stablehlo.dot_general %14, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
      %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %20 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %17 = "stablehlo.all_reduce"(%16) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %20 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %19 = stablehlo.divide %17, %18 : tensor<2x8xf32>
      sdy.return %19 : tensor<2x8xf32>
    } : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<2x8xf32>
    return %0 : tensor<2x8xf32>
  }
}
