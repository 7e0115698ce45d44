module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x3xf32>, %arg1: tensor<16x3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16x3xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<16x3xf32>
    %3 = sdy.manual_computation(%2) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<2x3xf32>) {
      %10 = stablehlo.tanh %arg2 : tensor<2x3xf32>
      %11 = "stablehlo.all_reduce"(%10) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        %13 = stablehlo.add %arg3, %arg4 : tensor<f32>
        stablehlo.return %13 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %12 = stablehlo.multiply %11, %arg2 : tensor<2x3xf32>
      sdy.return %12 : tensor<2x3xf32>
    } : (tensor<16x3xf32>) -> tensor<16x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %5 = stablehlo.add %3, %4 : tensor<16x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<16x3xf32>, tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.slice %arg1 [0:1, 0:3] : (tensor<16x3xf32>) -> tensor<1x3xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x3xf32>) -> tensor<3xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<3xf32>
    return %9 : tensor<3xf32>
  }
}
