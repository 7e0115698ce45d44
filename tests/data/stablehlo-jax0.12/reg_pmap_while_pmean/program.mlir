module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<8x2xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg1: tensor<1x2xf32>) {
      %1 = stablehlo.reshape %arg1 : (tensor<1x2xf32>) -> tensor<2xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %2:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %1) : tensor<i32>, tensor<2xf32>
      cond {
        %c_1 = stablehlo.constant dense<3> : tensor<i32>
        %4 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %4 : tensor<i1>
      } do {
        %c_1 = stablehlo.constant dense<1> : tensor<i32>
        %4 = stablehlo.add %iterArg, %c_1 : tensor<i32>
        %5 = "stablehlo.all_reduce"(%iterArg_0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          %9 = stablehlo.add %arg2, %arg3 : tensor<f32>
          stablehlo.return %9 : tensor<f32>
        }) : (tensor<2xf32>) -> tensor<2xf32>
        %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
        %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
        %7 = stablehlo.divide %5, %6 : tensor<2xf32>
        %8 = stablehlo.add %iterArg_0, %7 : tensor<2xf32>
        stablehlo.return %4, %8 : tensor<i32>, tensor<2xf32>
      }
      %3 = stablehlo.broadcast_in_dim %2#1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
      sdy.return %3 : tensor<1x2xf32>
    } : (tensor<8x2xf32>) -> tensor<8x2xf32>
    return %0 : tensor<8x2xf32>
  }
}
