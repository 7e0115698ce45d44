module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<8x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, %arg5: tensor<8x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}) -> (tensor<8x8x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, tensor<8x16x4xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, tensor<8x4xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) {
    %0:4 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}, {}]>] out_shardings=[<@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg6: tensor<8x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<1x4x8xf32>, %arg11: tensor<1x4x4xf32>) {
      %1 = stablehlo.reshape %arg10 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
      %2 = stablehlo.reshape %arg11 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
      %3 = stablehlo.dot_general %1, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
      %4 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
      %6 = stablehlo.add %3, %5 : tensor<4x16xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %8 = stablehlo.maximum %6, %7 : tensor<4x16xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %10 = stablehlo.compare GT, %6, %9, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %12 = stablehlo.compare EQ, %6, %11, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %16 = stablehlo.select %12, %15, %14 : tensor<4x16xi1>, tensor<4x16xf32>
      %17 = stablehlo.select %10, %13, %16 : tensor<4x16xi1>, tensor<4x16xf32>
      %18 = stablehlo.dot_general %8, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
      %19 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
      %21 = stablehlo.add %18, %20 : tensor<4x4xf32>
      %22 = stablehlo.subtract %21, %2 : tensor<4x4xf32>
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %24 = stablehlo.multiply %23, %22 : tensor<4x4xf32>
      %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %25 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
      %27 = stablehlo.multiply %26, %24 : tensor<4x4xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
      %29 = stablehlo.reshape %28 : (tensor<4xf32>) -> tensor<1x4xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.reduce(%29 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
      %31 = stablehlo.dot_general %27, %8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
      %33 = stablehlo.dot_general %27, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<16x4xf32>) -> tensor<4x16xf32>
      %34 = stablehlo.multiply %33, %17 : tensor<4x16xf32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
      %36 = stablehlo.reshape %35 : (tensor<16xf32>) -> tensor<1x16xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %37 = stablehlo.reduce(%36 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
      %38 = stablehlo.dot_general %34, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
      %39 = stablehlo.transpose %38, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %40 = "stablehlo.all_reduce"(%39) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %68 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %68 : tensor<f32>
      }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
      %41 = "stablehlo.all_reduce"(%37) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %68 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %68 : tensor<f32>
      }) : (tensor<16xf32>) -> tensor<16xf32>
      %42 = "stablehlo.all_reduce"(%32) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %68 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %68 : tensor<f32>
      }) : (tensor<16x4xf32>) -> tensor<16x4xf32>
      %43 = "stablehlo.all_reduce"(%30) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %68 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %68 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %45 = stablehlo.divide %40, %44 : tensor<8x16xf32>
      %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %47 = stablehlo.divide %41, %46 : tensor<16xf32>
      %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
      %49 = stablehlo.divide %42, %48 : tensor<16x4xf32>
      %cst_15 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %51 = stablehlo.divide %43, %50 : tensor<4xf32>
      %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %53 = stablehlo.multiply %52, %45 : tensor<8x16xf32>
      %54 = stablehlo.subtract %arg6, %53 : tensor<8x16xf32>
      %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %56 = stablehlo.multiply %55, %47 : tensor<16xf32>
      %57 = stablehlo.subtract %arg7, %56 : tensor<16xf32>
      %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
      %59 = stablehlo.multiply %58, %49 : tensor<16x4xf32>
      %60 = stablehlo.subtract %arg8, %59 : tensor<16x4xf32>
      %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %62 = stablehlo.multiply %61, %51 : tensor<4xf32>
      %63 = stablehlo.subtract %arg9, %62 : tensor<4xf32>
      %64 = stablehlo.broadcast_in_dim %54, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
      %65 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %66 = stablehlo.broadcast_in_dim %60, dims = [1, 2] : (tensor<16x4xf32>) -> tensor<1x16x4xf32>
      %67 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      sdy.return %64, %65, %66, %67 : tensor<1x8x16xf32>, tensor<1x16xf32>, tensor<1x16x4xf32>, tensor<1x4xf32>
    } : (tensor<8x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<8x4x8xf32>, tensor<8x4x4xf32>) -> (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<8x16x4xf32>, tensor<8x4xf32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<8x16x4xf32>, tensor<8x4xf32>
  }
}
