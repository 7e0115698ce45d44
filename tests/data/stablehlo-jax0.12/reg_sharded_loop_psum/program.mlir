module @jit_loop_psum attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x3xf32>) -> (tensor<8x3xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<1x3xf32>) {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %1:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg1) : tensor<i32>, tensor<1x3xf32>
      cond {
        %c_1 = stablehlo.constant dense<3> : tensor<i32>
        %2 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %2 : tensor<i1>
      } do {
        %2 = "stablehlo.all_reduce"(%iterArg_0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          %7 = stablehlo.add %arg2, %arg3 : tensor<f32>
          stablehlo.return %7 : tensor<f32>
        }) : (tensor<1x3xf32>) -> tensor<1x3xf32>
        %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
        %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
        %4 = stablehlo.multiply %2, %3 : tensor<1x3xf32>
        %5 = stablehlo.add %4, %iterArg_0 : tensor<1x3xf32>
        %c_1 = stablehlo.constant dense<1> : tensor<i32>
        %6 = stablehlo.add %iterArg, %c_1 : tensor<i32>
        stablehlo.return %6, %5 : tensor<i32>, tensor<1x3xf32>
      }
      sdy.return %1#1 : tensor<1x3xf32>
    } : (tensor<8x3xf32>) -> tensor<8x3xf32>
    return %0 : tensor<8x3xf32>
  }
}
