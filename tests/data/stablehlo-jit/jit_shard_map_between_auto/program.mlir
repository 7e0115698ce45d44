module @jit_between_auto attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.tanh %0 : tensor<16x64xf32>
    %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg2: tensor<8x16xf32>) {
      %6 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        %10 = stablehlo.add %arg3, %arg4 : tensor<f32>
        stablehlo.return %10 : tensor<f32>
      }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
      %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.convert %cst_1 : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %9 = stablehlo.multiply %6, %8 : tensor<8x16xf32>
      sdy.return %9 : tensor<8x16xf32>
    } : (tensor<16x64xf32>) -> tensor<16x16xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %5 : tensor<16xf32>
  }
}
