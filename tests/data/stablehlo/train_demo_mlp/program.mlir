module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<784x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128x10xf32>, %arg3: tensor<10xf32>, %arg4: tensor<128x784xf32>, %arg5: tensor<128x10xf32>) -> (tensor<784x128xf32> {jax.result_info = "result[0]"}, tensor<128xf32> {jax.result_info = "result[1]"}, tensor<128x10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}) {
    %0:4 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>] manual_axes={"i"} (%arg6: tensor<784x128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128x10xf32>, %arg9: tensor<10xf32>, %arg10: tensor<16x784xf32>, %arg11: tensor<16x10xf32>) {
      %1 = stablehlo.dot_general %arg10, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x784xf32>, tensor<784x128xf32>) -> tensor<16x128xf32>
      %2 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
      %4 = stablehlo.add %1, %3 : tensor<16x128xf32>
      %5 = stablehlo.tanh %4 : tensor<16x128xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
      %7 = stablehlo.subtract %6, %5 : tensor<16x128xf32>
      %8 = stablehlo.dot_general %5, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x10xf32>) -> tensor<16x10xf32>
      %9 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
      %11 = stablehlo.add %8, %10 : tensor<16x10xf32>
      %12:2 = func.call @log_softmax(%11) : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x1xf32>)
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %13 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
      %14 = stablehlo.negate %13 : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
      %16 = stablehlo.multiply %arg11, %15 : tensor<16x10xf32>
      %17 = func.call @log_softmax_0(%12#0, %12#1, %16) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
      %19 = stablehlo.reshape %18 : (tensor<10xf32>) -> tensor<1x10xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.reduce(%19 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
      %21 = stablehlo.dot_general %17, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x128xf32>) -> tensor<10x128xf32>
      %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<10x128xf32>) -> tensor<128x10xf32>
      %23 = stablehlo.dot_general %17, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<128x10xf32>) -> tensor<16x128xf32>
      %24 = stablehlo.multiply %23, %7 : tensor<16x128xf32>
      %25 = stablehlo.multiply %24, %5 : tensor<16x128xf32>
      %26 = stablehlo.add %24, %25 : tensor<16x128xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.reduce(%26 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
      %28 = stablehlo.reshape %27 : (tensor<128xf32>) -> tensor<1x128xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
      %30 = stablehlo.dot_general %26, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<16x784xf32>) -> tensor<128x784xf32>
      %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<128x784xf32>) -> tensor<784x128xf32>
      %32 = "stablehlo.all_reduce"(%31) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %56 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %56 : tensor<f32>
      }) : (tensor<784x128xf32>) -> tensor<784x128xf32>
      %33 = "stablehlo.all_reduce"(%29) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %56 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %56 : tensor<f32>
      }) : (tensor<128xf32>) -> tensor<128xf32>
      %34 = "stablehlo.all_reduce"(%22) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %56 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %56 : tensor<f32>
      }) : (tensor<128x10xf32>) -> tensor<128x10xf32>
      %35 = "stablehlo.all_reduce"(%20) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %56 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %56 : tensor<f32>
      }) : (tensor<10xf32>) -> tensor<10xf32>
      %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<784x128xf32>
      %37 = stablehlo.divide %32, %36 : tensor<784x128xf32>
      %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %39 = stablehlo.divide %33, %38 : tensor<128xf32>
      %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
      %41 = stablehlo.divide %34, %40 : tensor<128x10xf32>
      %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %43 = stablehlo.divide %35, %42 : tensor<10xf32>
      %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<784x128xf32>
      %45 = stablehlo.multiply %44, %37 : tensor<784x128xf32>
      %46 = stablehlo.subtract %arg6, %45 : tensor<784x128xf32>
      %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %48 = stablehlo.multiply %47, %39 : tensor<128xf32>
      %49 = stablehlo.subtract %arg7, %48 : tensor<128xf32>
      %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
      %51 = stablehlo.multiply %50, %41 : tensor<128x10xf32>
      %52 = stablehlo.subtract %arg8, %51 : tensor<128x10xf32>
      %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %54 = stablehlo.multiply %53, %43 : tensor<10xf32>
      %55 = stablehlo.subtract %arg9, %54 : tensor<10xf32>
      sdy.return %46, %49, %52, %55 : tensor<784x128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<10xf32>
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
