module @jit_data_manual_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<f32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data", ?}, {?}]>, <@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{?}]>] manual_axes={"data"} (%arg2: tensor<8x32xf32>, %arg3: tensor<32x64xf32>) {
      %2 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
      %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}]> : tensor<8x64xf32>
      %4 = stablehlo.tanh %3 : tensor<8x64xf32>
      %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}]> : tensor<8x64xf32>
      %6 = stablehlo.multiply %5, %5 : tensor<8x64xf32>
      %7 = sdy.sharding_constraint %6 <@mesh, [{?}, {?}]> : tensor<8x64xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
      %9 = sdy.sharding_constraint %8 <@mesh, []> : tensor<f32>
      %10 = "stablehlo.all_reduce"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %14 = stablehlo.add %arg4, %arg5 : tensor<f32>
        %15 = sdy.sharding_constraint %14 <@mesh, []> : tensor<f32>
        stablehlo.return %15 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %11 = sdy.sharding_constraint %10 <@mesh, []> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %13 = sdy.sharding_constraint %12 <@mesh, [{?}]> : tensor<1xf32>
      sdy.return %13 : tensor<1xf32>
    } : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
}
