module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}) -> (tensor<8x2x3xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, tensor<8x2x3xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, tensor<8x2x3xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, tensor<8x2x3xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, tensor<8x2x2x3xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}, {}]>}, tensor<8x2x8x3xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}, {}]>}, tensor<8x2x3xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}) {
    %0:7 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}, {}]>] out_shardings=[<@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}, {}, {}]>, <@mesh, [{"i"}, {}, {}, {}]>, <@mesh, [{"i"}, {}, {}]>] manual_axes={"i"} (%arg1: tensor<1x2x3xf32>) {
      %1 = stablehlo.reshape %arg1 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %35 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %35 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
      %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %35 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %35 : tensor<f32>
      }) : (tensor<3xf32>) -> tensor<3xf32>
      %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %7 = stablehlo.divide %5, %6 : tensor<3xf32>
      %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %8 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
      %9 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %35 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
        stablehlo.return %35 : tensor<f32>
      }) : (tensor<3xf32>) -> tensor<3xf32>
      %10 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
      %11 = "stablehlo.all_gather"(%10) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> : (tensor<2x1x3xf32>) -> tensor<2x8x3xf32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_3 = stablehlo.constant dense<8> : tensor<ui32>
      %12 = stablehlo.partition_id : tensor<ui32>
      %13 = stablehlo.divide %12, %c : tensor<ui32>
      %14 = stablehlo.remainder %13, %c_3 : tensor<ui32>
      %15 = stablehlo.convert %14 : (tensor<ui32>) -> tensor<i32>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %16 = stablehlo.multiply %15, %c_4 : tensor<i32>
      %17 = stablehlo.iota dim = 0 : tensor<2xi32>
      %18 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %19 = stablehlo.add %18, %17 : tensor<2xi32>
      %20 = stablehlo.convert %19 : (tensor<2xi32>) -> tensor<2xf32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
      %23 = stablehlo.multiply %1, %22 : tensor<2x3xf32>
      %24 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %25 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %26 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
      %27 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
      %28 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %29 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %30 = stablehlo.broadcast_in_dim %25, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %31 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      %32 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3] : (tensor<2x2x3xf32>) -> tensor<1x2x2x3xf32>
      %33 = stablehlo.broadcast_in_dim %11, dims = [1, 2, 3] : (tensor<2x8x3xf32>) -> tensor<1x2x8x3xf32>
      %34 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      sdy.return %28, %29, %30, %31, %32, %33, %34 : tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>, tensor<1x2x2x3xf32>, tensor<1x2x8x3xf32>, tensor<1x2x3xf32>
    } : (tensor<8x2x3xf32>) -> (tensor<8x2x3xf32>, tensor<8x2x3xf32>, tensor<8x2x3xf32>, tensor<8x2x3xf32>, tensor<8x2x2x3xf32>, tensor<8x2x8x3xf32>, tensor<8x2x3xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : tensor<8x2x3xf32>, tensor<8x2x3xf32>, tensor<8x2x3xf32>, tensor<8x2x3xf32>, tensor<8x2x2x3xf32>, tensor<8x2x8x3xf32>, tensor<8x2x3xf32>
  }
}
