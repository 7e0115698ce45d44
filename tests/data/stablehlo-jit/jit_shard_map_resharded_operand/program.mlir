module @jit_resharded_in attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<32x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>] manual_axes={"data", "model"} (%arg2: tensor<16x16xf32>) {
      %4 = stablehlo.multiply %arg2, %arg2 : tensor<16x16xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %7 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        %14 = stablehlo.add %arg3, %arg4 : tensor<f32>
        stablehlo.return %14 : tensor<f32>
      }) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.convert %cst_0 : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
      %10 = stablehlo.add %7, %9 : tensor<1x16xf32>
      %11 = stablehlo.sqrt %10 : tensor<1x16xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
      %13 = stablehlo.divide %arg2, %12 : tensor<16x16xf32>
      sdy.return %13 : tensor<16x16xf32>
    } : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %2 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    return %3 : tensor<32x16xf32>
  }
}
