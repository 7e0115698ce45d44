module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<784x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<128x784xf32>, %arg5: tensor<128x10xf32>) -> (tensor<784x128xf32> {jax.result_info = "result[0]"}, tensor<128xf32> {jax.result_info = "result[1]"}, tensor<128x10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}) {
    %0:4 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>] manual_axes={"i"} (%arg6: tensor<784x128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128x10xf32>, %arg9: tensor<10xf32>, %arg10: tensor<16x784xf32>, %arg11: tensor<16x10xf32>) {
      %1 = stablehlo.dot_general %arg10, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x784xf32>, tensor<784x128xf32>) -> tensor<16x128xf32>
      %2 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
      %4 = stablehlo.add %1, %3 : tensor<16x128xf32>
      %5 = stablehlo.tanh %4 : tensor<16x128xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
      %7 = stablehlo.add %6, %5 : tensor<16x128xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
      %9 = stablehlo.subtract %8, %5 : tensor<16x128xf32>
      %10 = stablehlo.multiply %7, %9 : tensor<16x128xf32>
      %11 = stablehlo.dot_general %5, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x10xf32>) -> tensor<16x10xf32>
      %12 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
      %14 = stablehlo.add %11, %13 : tensor<16x10xf32>
      %15:2 = func.call @log_softmax(%14) : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x1xf32>)
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %16 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
      %17 = stablehlo.negate %16 : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
      %19 = stablehlo.multiply %arg11, %18 : tensor<16x10xf32>
      %20 = func.call @log_softmax_0(%15#0, %15#1, %19) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
      %22 = stablehlo.reshape %21 : (tensor<10xf32>) -> tensor<1x10xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
      %24 = stablehlo.dot_general %20, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x128xf32>) -> tensor<10x128xf32>
      %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<10x128xf32>) -> tensor<128x10xf32>
      %26 = stablehlo.dot_general %20, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<128x10xf32>) -> tensor<16x128xf32>
      %27 = stablehlo.multiply %26, %10 : tensor<16x128xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
      %29 = stablehlo.reshape %28 : (tensor<128xf32>) -> tensor<1x128xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %31 = stablehlo.dot_general %27, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<16x784xf32>) -> tensor<128x784xf32>
      %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<128x784xf32>) -> tensor<784x128xf32>
      %33 = "stablehlo.all_reduce"(%32) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %57 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %57 : tensor<f32>
      }) : (tensor<784x128xf32>) -> tensor<784x128xf32>
      %34 = "stablehlo.all_reduce"(%30) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %57 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %57 : tensor<f32>
      }) : (tensor<128xf32>) -> tensor<128xf32>
      %35 = "stablehlo.all_reduce"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %57 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %57 : tensor<f32>
      }) : (tensor<128x10xf32>) -> tensor<128x10xf32>
      %36 = "stablehlo.all_reduce"(%23) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %57 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %57 : tensor<f32>
      }) : (tensor<10xf32>) -> tensor<10xf32>
      %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<784x128xf32>
      %38 = stablehlo.divide %33, %37 : tensor<784x128xf32>
      %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %40 = stablehlo.divide %34, %39 : tensor<128xf32>
      %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
      %42 = stablehlo.divide %35, %41 : tensor<128x10xf32>
      %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %44 = stablehlo.divide %36, %43 : tensor<10xf32>
      %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<784x128xf32>
      %46 = stablehlo.multiply %45, %38 : tensor<784x128xf32>
      %47 = stablehlo.subtract %arg6, %46 : tensor<784x128xf32>
      %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %49 = stablehlo.multiply %48, %40 : tensor<128xf32>
      %50 = stablehlo.subtract %arg7, %49 : tensor<128xf32>
      %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
      %52 = stablehlo.multiply %51, %42 : tensor<128x10xf32>
      %53 = stablehlo.subtract %arg8, %52 : tensor<128x10xf32>
      %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %55 = stablehlo.multiply %54, %44 : tensor<10xf32>
      %56 = stablehlo.subtract %arg9, %55 : tensor<10xf32>
      sdy.return %47, %50, %53, %56 : tensor<784x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>
    } : (tensor<784x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>, tensor<128x784xf32>, tensor<128x10xf32>) -> (tensor<784x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<784x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x10xf32>
    %6 = stablehlo.exponential %5 : tensor<16x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    return %6, %8 : tensor<16x10xf32>, tensor<16x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x10xf32>) -> tensor<16x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x10xf32>
    return %7 : tensor<16x10xf32>
  }
}
