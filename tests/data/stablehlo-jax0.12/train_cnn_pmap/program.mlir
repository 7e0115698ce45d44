module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x2x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<16x3xf32>, %arg4: tensor<8x2x4x4x2xf32>, %arg5: tensor<8x2x3xf32>) -> (tensor<8x3x3x2x4xf32> {jax.result_info = "result[0][0]"}, tensor<8x4xf32> {jax.result_info = "result[0][1]"}, tensor<8x4xf32> {jax.result_info = "result[0][2]"}, tensor<8x16x3xf32> {jax.result_info = "result[0][3]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %0:5 = call @_fun(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<3x3x2x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<16x3xf32>, tensor<8x2x4x4x2xf32>, tensor<8x2x3xf32>) -> (tensor<8x3x3x2x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x16x3xf32>, tensor<8xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<8x3x3x2x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x16x3xf32>, tensor<8xf32>
  }
  func.func private @_fun(%arg0: tensor<3x3x2x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<16x3xf32>, %arg4: tensor<8x2x4x4x2xf32>, %arg5: tensor<8x2x3xf32>) -> (tensor<8x3x3x2x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x16x3xf32>, tensor<8xf32>) {
    %0:5 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}, {}, {}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{"i"}, {}, {}, {}, {}]>, <@mesh, [{"i"}, {}, {}]>] out_shardings=[<@mesh, [{"i"}, {}, {}, {}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}]>] manual_axes={"i"} (%arg6: tensor<3x3x2x4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4xf32>, %arg9: tensor<16x3xf32>, %arg10: tensor<1x2x4x4x2xf32>, %arg11: tensor<1x2x3xf32>) {
      %1 = stablehlo.reshape %arg10 : (tensor<1x2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
      %2 = stablehlo.reshape %arg11 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %3 = stablehlo.convolution(%1, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x2xf32>, tensor<3x3x2x4xf32>) -> tensor<2x4x4x4xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
      %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %6 = stablehlo.divide %4, %5 : tensor<4xf32>
      %7 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %9 = stablehlo.divide %7, %8 : tensor<4xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
      %12 = stablehlo.subtract %3, %11 : tensor<2x4x4x4xf32>
      %13 = stablehlo.multiply %12, %12 : tensor<2x4x4x4xf32>
      %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
      %15 = stablehlo.multiply %14, %12 : tensor<2x4x4x4xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
      %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %18 = stablehlo.divide %16, %17 : tensor<4xf32>
      %19 = "stablehlo.all_reduce"(%18) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %21 = stablehlo.divide %19, %20 : tensor<4xf32>
      %22 = stablehlo.broadcast_in_dim %9, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
      %24 = stablehlo.subtract %3, %23 : tensor<2x4x4x4xf32>
      %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %26 = stablehlo.add %21, %25 : tensor<4xf32>
      %27 = stablehlo.rsqrt %26 : tensor<4xf32>
      %28 = stablehlo.divide %27, %26 : tensor<4xf32>
      %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %30 = stablehlo.multiply %29, %28 : tensor<4xf32>
      %31 = stablehlo.broadcast_in_dim %27, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
      %33 = stablehlo.multiply %24, %32 : tensor<2x4x4x4xf32>
      %34 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
      %36 = stablehlo.multiply %33, %35 : tensor<2x4x4x4xf32>
      %37 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
      %39 = stablehlo.add %36, %38 : tensor<2x4x4x4xf32>
      %40 = func.call @relu(%39) : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
      %42 = stablehlo.compare GT, %39, %41, FLOAT : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xi1>
      %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<f32>
      %44 = "stablehlo.reduce_window"(%40, %43) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.maximum %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x2x2x4xf32>
      %45 = stablehlo.reshape %44 : (tensor<2x2x2x4xf32>) -> tensor<2x16xf32>
      %46 = stablehlo.dot_general %45, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x3xf32>) -> tensor<2x3xf32>
      %47 = stablehlo.subtract %46, %2 : tensor<2x3xf32>
      %48 = stablehlo.multiply %47, %47 : tensor<2x3xf32>
      %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %50 = stablehlo.multiply %49, %47 : tensor<2x3xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %51 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
      %cst_12 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
      %52 = stablehlo.divide %51, %cst_12 : tensor<f32>
      %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_14 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
      %53 = stablehlo.divide %cst_13, %cst_14 : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %55 = stablehlo.multiply %54, %50 : tensor<2x3xf32>
      %56 = stablehlo.dot_general %55, %45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x16xf32>) -> tensor<3x16xf32>
      %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
      %58 = stablehlo.dot_general %55, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<16x3xf32>) -> tensor<2x16xf32>
      %59 = stablehlo.reshape %58 : (tensor<2x16xf32>) -> tensor<2x2x2x4xf32>
      %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %60 = stablehlo.pad %40, %cst_15, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %61 = "stablehlo.select_and_scatter"(%60, %59, %cst_16) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.compare GE, %arg12, %arg13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %137 : tensor<i1>
      }, {
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<2x4x4x4xf32>, tensor<2x2x2x4xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
      %62 = stablehlo.slice %61 [0:2, 0:4, 0:4, 0:4] : (tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %63 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
      %64 = stablehlo.select %42, %62, %63 : tensor<2x4x4x4xi1>, tensor<2x4x4x4xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %65 = stablehlo.reduce(%64 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
      %66 = stablehlo.reshape %65 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %67 = stablehlo.reduce(%66 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
      %68 = stablehlo.multiply %33, %64 : tensor<2x4x4x4xf32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %69 = stablehlo.reduce(%68 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
      %70 = stablehlo.reshape %69 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %71 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
      %72 = stablehlo.multiply %64, %71 : tensor<2x4x4x4xf32>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %73 = stablehlo.reduce(%70 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
      %74 = stablehlo.multiply %24, %72 : tensor<2x4x4x4xf32>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %75 = stablehlo.reduce(%74 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
      %76 = stablehlo.reshape %75 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %77 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
      %78 = stablehlo.multiply %72, %77 : tensor<2x4x4x4xf32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %79 = stablehlo.reduce(%76 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
      %80 = stablehlo.multiply %79, %30 : tensor<4xf32>
      %81 = stablehlo.negate %78 : tensor<2x4x4x4xf32>
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %82 = stablehlo.reduce(%81 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
      %83 = stablehlo.reshape %82 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %84 = stablehlo.reduce(%83 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
      %cst_26 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %85 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %86 = stablehlo.divide %80, %85 : tensor<4xf32>
      %87 = "stablehlo.all_reduce"(%86) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %89 = stablehlo.divide %87, %88 : tensor<4xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [3] : (tensor<4xf32>) -> tensor<2x4x4x4xf32>
      %91 = stablehlo.multiply %90, %15 : tensor<2x4x4x4xf32>
      %92 = stablehlo.negate %91 : tensor<2x4x4x4xf32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %93 = stablehlo.reduce(%92 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
      %94 = stablehlo.reshape %93 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %95 = stablehlo.reduce(%94 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
      %96 = stablehlo.add %78, %91 : tensor<2x4x4x4xf32>
      %97 = stablehlo.add %84, %95 : tensor<4xf32>
      %cst_30 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %99 = stablehlo.divide %97, %98 : tensor<4xf32>
      %100 = "stablehlo.all_reduce"(%99) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %102 = stablehlo.divide %100, %101 : tensor<4xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [3] : (tensor<4xf32>) -> tensor<2x4x4x4xf32>
      %104 = stablehlo.add %96, %103 : tensor<2x4x4x4xf32>
      %105 = stablehlo.convolution(%1, %104) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x2xf32>, tensor<2x4x4x4xf32>) -> tensor<3x3x2x4xf32>
      %106 = "stablehlo.all_reduce"(%105) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<3x3x2x4xf32>) -> tensor<3x3x2x4xf32>
      %107 = "stablehlo.all_reduce"(%73) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      %108 = "stablehlo.all_reduce"(%67) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      %109 = "stablehlo.all_reduce"(%57) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<16x3xf32>) -> tensor<16x3xf32>
      %cst_32 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %110 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
      %111 = stablehlo.divide %106, %110 : tensor<3x3x2x4xf32>
      %cst_33 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %112 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %113 = stablehlo.divide %107, %112 : tensor<4xf32>
      %cst_34 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %114 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %115 = stablehlo.divide %108, %114 : tensor<4xf32>
      %cst_35 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %116 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
      %117 = stablehlo.divide %109, %116 : tensor<16x3xf32>
      %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x3x2x4xf32>
      %119 = stablehlo.multiply %118, %111 : tensor<3x3x2x4xf32>
      %120 = stablehlo.subtract %arg6, %119 : tensor<3x3x2x4xf32>
      %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %122 = stablehlo.multiply %121, %113 : tensor<4xf32>
      %123 = stablehlo.subtract %arg7, %122 : tensor<4xf32>
      %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %125 = stablehlo.multiply %124, %115 : tensor<4xf32>
      %126 = stablehlo.subtract %arg8, %125 : tensor<4xf32>
      %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %127 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
      %128 = stablehlo.multiply %127, %117 : tensor<16x3xf32>
      %129 = stablehlo.subtract %arg9, %128 : tensor<16x3xf32>
      %130 = "stablehlo.all_reduce"(%52) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %137 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %137 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_40 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %131 = stablehlo.divide %130, %cst_40 : tensor<f32>
      %132 = stablehlo.broadcast_in_dim %120, dims = [1, 2, 3, 4] : (tensor<3x3x2x4xf32>) -> tensor<1x3x3x2x4xf32>
      %133 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %134 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %135 = stablehlo.broadcast_in_dim %129, dims = [1, 2] : (tensor<16x3xf32>) -> tensor<1x16x3xf32>
      %136 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<1xf32>
      sdy.return %132, %133, %134, %135, %136 : tensor<1x3x3x2x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x16x3xf32>, tensor<1xf32>
    } : (tensor<3x3x2x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<16x3xf32>, tensor<8x2x4x4x2xf32>, tensor<8x2x3xf32>) -> (tensor<8x3x3x2x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x16x3xf32>, tensor<8xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<8x3x3x2x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x16x3xf32>, tensor<8xf32>
  }
  func.func private @relu(%arg0: tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x4xf32>
    return %1 : tensor<2x4x4x4xf32>
  }
}
