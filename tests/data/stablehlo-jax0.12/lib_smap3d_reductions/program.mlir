module @jit_reduce3 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}, {name = "z", size = 2 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=2, "y"=2, "z"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}, {name = "z", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x4xf32>) -> (tensor<16x4xf32> {jax.result_info = "result[0]"}, tensor<16x4xf32> {jax.result_info = "result[1]"}, tensor<16x4xf32> {jax.result_info = "result[2]"}, tensor<16x4xf32> {jax.result_info = "result[3]"}, tensor<16x4xf32> {jax.result_info = "result[4]"}, tensor<16x4xf32> {jax.result_info = "result[5]"}, tensor<8xi32> {jax.result_info = "result[6]"}) {
    %0:7 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", "y", "z"}, {}]>] out_shardings=[<@mesh, [{"x", "y", "z"}, {}]>, <@mesh, [{"x", "y", "z"}, {}]>, <@mesh, [{"x", "y", "z"}, {}]>, <@mesh, [{"x", "y", "z"}, {}]>, <@mesh, [{"x", "y", "z"}, {}]>, <@mesh, [{"x", "y", "z"}, {}]>, <@mesh, [{"x", "y", "z"}]>] manual_axes={"x", "y", "z"} (%arg1: tensor<2x4xf32>) {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %3 = chlo.square %arg1 : tensor<2x4xf32> -> tensor<2x4xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
      %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %6 = stablehlo.divide %4, %5 : tensor<2xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.reduce(%3 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
      %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %9 = stablehlo.divide %7, %8 : tensor<2xf32>
      %10 = chlo.square %6 : tensor<2xf32> -> tensor<2xf32>
      %11 = stablehlo.subtract %9, %10 : tensor<2xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %13 = stablehlo.maximum %12, %11 : tensor<2xf32>
      %14 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
      %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
      %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
      %17 = stablehlo.subtract %arg1, %16 : tensor<2x4xf32>
      %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
      %19 = stablehlo.add %15, %18 : tensor<2x1xf32>
      %20 = stablehlo.rsqrt %19 : tensor<2x1xf32>
      %21 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<1x4xf32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
      %24 = stablehlo.multiply %22, %23 : tensor<2x4xf32>
      %25 = stablehlo.multiply %17, %24 : tensor<2x4xf32>
      %26 = stablehlo.reshape %2 : (tensor<4xf32>) -> tensor<1x4xf32>
      %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
      %28 = stablehlo.add %25, %27 : tensor<2x4xf32>
      %c = stablehlo.constant dense<4> : tensor<ui32>
      %c_7 = stablehlo.constant dense<2> : tensor<ui32>
      %29 = stablehlo.partition_id : tensor<ui32>
      %30 = stablehlo.divide %29, %c : tensor<ui32>
      %31 = stablehlo.remainder %30, %c_7 : tensor<ui32>
      %32 = stablehlo.convert %31 : (tensor<ui32>) -> tensor<i32>
      %c_8 = stablehlo.constant dense<100> : tensor<i32>
      %33 = stablehlo.multiply %32, %c_8 : tensor<i32>
      %c_9 = stablehlo.constant dense<2> : tensor<ui32>
      %c_10 = stablehlo.constant dense<2> : tensor<ui32>
      %34 = stablehlo.partition_id : tensor<ui32>
      %35 = stablehlo.divide %34, %c_9 : tensor<ui32>
      %36 = stablehlo.remainder %35, %c_10 : tensor<ui32>
      %37 = stablehlo.convert %36 : (tensor<ui32>) -> tensor<i32>
      %c_11 = stablehlo.constant dense<10> : tensor<i32>
      %38 = stablehlo.multiply %37, %c_11 : tensor<i32>
      %39 = stablehlo.add %33, %38 : tensor<i32>
      %c_12 = stablehlo.constant dense<1> : tensor<ui32>
      %c_13 = stablehlo.constant dense<2> : tensor<ui32>
      %40 = stablehlo.partition_id : tensor<ui32>
      %41 = stablehlo.divide %40, %c_12 : tensor<ui32>
      %42 = stablehlo.remainder %41, %c_13 : tensor<ui32>
      %43 = stablehlo.convert %42 : (tensor<ui32>) -> tensor<i32>
      %44 = stablehlo.add %39, %43 : tensor<i32>
      %45 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %68 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %68 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %46 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "z">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %68 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %68 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %cst_14 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %48 = stablehlo.divide %46, %47 : tensor<2x4xf32>
      %49 = "stablehlo.all_reduce"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "z">, #stablehlo.axis_ref<name = "x">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %68 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %68 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %50 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "z">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %68 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
        stablehlo.return %68 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %51 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "y">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %68 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %68 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %52 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %54 = stablehlo.add %arg1, %53 : tensor<2x4xf32>
      %c_15 = stablehlo.constant dense<1> : tensor<ui32>
      %c_16 = stablehlo.constant dense<2> : tensor<ui32>
      %55 = stablehlo.partition_id : tensor<ui32>
      %56 = stablehlo.divide %55, %c_15 : tensor<ui32>
      %57 = stablehlo.remainder %56, %c_16 : tensor<ui32>
      %58 = stablehlo.convert %57 : (tensor<ui32>) -> tensor<i32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.multiply %58, %c_17 : tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %60 = stablehlo.add %c_18, %59 : tensor<i32>
      %c_19 = stablehlo.constant dense<2> : tensor<ui32>
      %c_20 = stablehlo.constant dense<2> : tensor<ui32>
      %61 = stablehlo.partition_id : tensor<ui32>
      %62 = stablehlo.divide %61, %c_19 : tensor<ui32>
      %63 = stablehlo.remainder %62, %c_20 : tensor<ui32>
      %64 = stablehlo.convert %63 : (tensor<ui32>) -> tensor<i32>
      %c_21 = stablehlo.constant dense<2> : tensor<i32>
      %65 = stablehlo.multiply %64, %c_21 : tensor<i32>
      %66 = stablehlo.add %60, %65 : tensor<i32>
      %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i32>) -> tensor<1xi32>
      sdy.return %45, %48, %49, %50, %51, %54, %67 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1xi32>
    } : (tensor<16x4xf32>) -> (tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<8xi32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<8xi32>
  }
}
