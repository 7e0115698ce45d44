module @jit_g attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<5x8xf32>, %arg2: tensor<3xf32>, %arg3: tensor<8x3xf32>, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg5: tensor<8xf32>, %arg6: tensor<5x8xf32>, %arg7: tensor<3xf32>, %arg8: tensor<8x3xf32>, %arg9: tensor<8xf32>, %arg10: tensor<5x8xf32>, %arg11: tensor<3xf32>, %arg12: tensor<8x3xf32>, %arg13: tensor<16x5xf32>, %arg14: tensor<16xi32>) -> (tensor<8xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<5x8xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<8x3xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['Dense_0']['bias']"}, tensor<5x8xf32> {jax.result_info = "result[1][0].mu['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][0].mu['Dense_1']['bias']"}, tensor<8x3xf32> {jax.result_info = "result[1][0].mu['Dense_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, tensor<5x8xf32> {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][0].nu['Dense_1']['bias']"}, tensor<8x3xf32> {jax.result_info = "result[1][0].nu['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:14 = call @dp_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<i32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<16x5xf32>, tensor<16xi32>) -> (tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<i32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13 : tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<i32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<f32>
  }
  func.func private @dp_step(%arg0: tensor<8xf32>, %arg1: tensor<5x8xf32>, %arg2: tensor<3xf32>, %arg3: tensor<8x3xf32>, %arg4: tensor<i32>, %arg5: tensor<8xf32>, %arg6: tensor<5x8xf32>, %arg7: tensor<3xf32>, %arg8: tensor<8x3xf32>, %arg9: tensor<8xf32>, %arg10: tensor<5x8xf32>, %arg11: tensor<3xf32>, %arg12: tensor<8x3xf32>, %arg13: tensor<16x5xf32>, %arg14: tensor<16xi32>) -> (tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<i32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<f32>) {
    %0:14 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) in_shardings=[<@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, []>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>] out_shardings=[<@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, []>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, []>] manual_axes={"data"} (%arg15: tensor<8xf32>, %arg16: tensor<5x8xf32>, %arg17: tensor<3xf32>, %arg18: tensor<8x3xf32>, %arg19: tensor<i32>, %arg20: tensor<8xf32>, %arg21: tensor<5x8xf32>, %arg22: tensor<3xf32>, %arg23: tensor<8x3xf32>, %arg24: tensor<8xf32>, %arg25: tensor<5x8xf32>, %arg26: tensor<3xf32>, %arg27: tensor<8x3xf32>, %arg28: tensor<2x5xf32>, %arg29: tensor<2xi32>) {
      %1 = stablehlo.dot_general %arg28, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x8xf32>) -> tensor<2x8xf32>
      %2 = stablehlo.reshape %arg15 : (tensor<8xf32>) -> tensor<1x8xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<2x8xf32>
      %4 = stablehlo.add %1, %3 : tensor<2x8xf32>
      %5 = func.call @relu(%4) : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
      %8 = stablehlo.dot_general %5, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x3xf32>) -> tensor<2x3xf32>
      %9 = stablehlo.reshape %arg17 : (tensor<3xf32>) -> tensor<1x3xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
      %11 = stablehlo.add %8, %10 : tensor<2x3xf32>
      %12 = stablehlo.broadcast_in_dim %arg29, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %13:2 = func.call @take_along_axis(%11, %12) : (tensor<2x3xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
      %c = stablehlo.constant dense<0> : tensor<i32>
      %14:2 = func.call @_take(%13#0, %c) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
      %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %15 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
      %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %17 = stablehlo.maximum %16, %15 : tensor<2xf32>
      %18 = stablehlo.is_finite %17 : (tensor<2xf32>) -> tensor<2xi1>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %20 = stablehlo.select %18, %17, %19 : tensor<2xi1>, tensor<2xf32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
      %23 = stablehlo.subtract %11, %22 : tensor<2x3xf32>
      %24 = stablehlo.exponential %23 : tensor<2x3xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.reduce(%24 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
      %26 = stablehlo.abs %25 : tensor<2xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %28 = stablehlo.compare GE, %25, %27, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
      %29 = stablehlo.log %26 : tensor<2xf32>
      %30 = stablehlo.add %29, %20 : tensor<2xf32>
      %31 = stablehlo.subtract %30, %14#0 : tensor<2xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
      %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %33 = stablehlo.divide %32, %cst_6 : tensor<f32>
      %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %34 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %36 = stablehlo.negate %35 : tensor<2xf32>
      %37 = stablehlo.divide %35, %26 : tensor<2xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %39 = stablehlo.select %28, %38, %37 : tensor<2xi1>, tensor<2xf32>
      %40 = stablehlo.select %28, %37, %38 : tensor<2xi1>, tensor<2xf32>
      %41 = stablehlo.negate %39 : tensor<2xf32>
      %42 = stablehlo.add %40, %41 : tensor<2xf32>
      %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
      %44 = stablehlo.multiply %43, %24 : tensor<2x3xf32>
      %45 = func.call @_take_0(%14#1, %36) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
      %46 = func.call @take_along_axis_1(%13#1, %45) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
      %47 = stablehlo.add %44, %46 : tensor<2x3xf32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %48 = stablehlo.reduce(%47 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
      %49 = stablehlo.reshape %48 : (tensor<3xf32>) -> tensor<1x3xf32>
      %50 = stablehlo.reshape %49 : (tensor<1x3xf32>) -> tensor<3xf32>
      %51 = stablehlo.dot_general %47, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x8xf32>) -> tensor<3x8xf32>
      %52 = stablehlo.transpose %51, dims = [1, 0] : (tensor<3x8xf32>) -> tensor<8x3xf32>
      %53 = stablehlo.dot_general %47, %arg18, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<8x3xf32>) -> tensor<2x8xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %55 = stablehlo.select %7, %53, %54 : tensor<2x8xi1>, tensor<2x8xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %56 = stablehlo.reduce(%55 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>
      %57 = stablehlo.reshape %56 : (tensor<8xf32>) -> tensor<1x8xf32>
      %58 = stablehlo.reshape %57 : (tensor<1x8xf32>) -> tensor<8xf32>
      %59 = stablehlo.dot_general %55, %arg28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<2x5xf32>) -> tensor<8x5xf32>
      %60 = stablehlo.transpose %59, dims = [1, 0] : (tensor<8x5xf32>) -> tensor<5x8xf32>
      %61 = "stablehlo.all_reduce"(%58) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        %192 = stablehlo.add %arg30, %arg31 : tensor<f32>
        stablehlo.return %192 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %62 = "stablehlo.all_reduce"(%60) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        %192 = stablehlo.add %arg30, %arg31 : tensor<f32>
        stablehlo.return %192 : tensor<f32>
      }) : (tensor<5x8xf32>) -> tensor<5x8xf32>
      %63 = "stablehlo.all_reduce"(%50) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        %192 = stablehlo.add %arg30, %arg31 : tensor<f32>
        stablehlo.return %192 : tensor<f32>
      }) : (tensor<3xf32>) -> tensor<3xf32>
      %64 = "stablehlo.all_reduce"(%52) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        %192 = stablehlo.add %arg30, %arg31 : tensor<f32>
        stablehlo.return %192 : tensor<f32>
      }) : (tensor<8x3xf32>) -> tensor<8x3xf32>
      %65 = "stablehlo.all_reduce"(%33) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        %192 = stablehlo.add %arg30, %arg31 : tensor<f32>
        stablehlo.return %192 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %67 = stablehlo.divide %61, %66 : tensor<8xf32>
      %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %69 = stablehlo.divide %62, %68 : tensor<5x8xf32>
      %cst_15 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %71 = stablehlo.divide %63, %70 : tensor<3xf32>
      %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %72 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %73 = stablehlo.divide %64, %72 : tensor<8x3xf32>
      %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %74 = stablehlo.divide %65, %cst_17 : tensor<f32>
      %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %76 = stablehlo.multiply %75, %67 : tensor<8xf32>
      %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %78 = stablehlo.multiply %77, %arg20 : tensor<8xf32>
      %79 = stablehlo.add %76, %78 : tensor<8xf32>
      %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %81 = stablehlo.multiply %80, %69 : tensor<5x8xf32>
      %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %83 = stablehlo.multiply %82, %arg21 : tensor<5x8xf32>
      %84 = stablehlo.add %81, %83 : tensor<5x8xf32>
      %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %85 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %86 = stablehlo.multiply %85, %71 : tensor<3xf32>
      %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %87 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %88 = stablehlo.multiply %87, %arg22 : tensor<3xf32>
      %89 = stablehlo.add %86, %88 : tensor<3xf32>
      %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %90 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %91 = stablehlo.multiply %90, %73 : tensor<8x3xf32>
      %cst_25 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %93 = stablehlo.multiply %92, %arg23 : tensor<8x3xf32>
      %94 = stablehlo.add %91, %93 : tensor<8x3xf32>
      %95 = stablehlo.multiply %67, %67 : tensor<8xf32>
      %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %97 = stablehlo.multiply %96, %95 : tensor<8xf32>
      %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %99 = stablehlo.multiply %98, %arg24 : tensor<8xf32>
      %100 = stablehlo.add %97, %99 : tensor<8xf32>
      %101 = stablehlo.multiply %69, %69 : tensor<5x8xf32>
      %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %102 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %103 = stablehlo.multiply %102, %101 : tensor<5x8xf32>
      %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %104 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %105 = stablehlo.multiply %104, %arg25 : tensor<5x8xf32>
      %106 = stablehlo.add %103, %105 : tensor<5x8xf32>
      %107 = stablehlo.multiply %71, %71 : tensor<3xf32>
      %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %108 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %109 = stablehlo.multiply %108, %107 : tensor<3xf32>
      %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %110 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %111 = stablehlo.multiply %110, %arg26 : tensor<3xf32>
      %112 = stablehlo.add %109, %111 : tensor<3xf32>
      %113 = stablehlo.multiply %73, %73 : tensor<8x3xf32>
      %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %114 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %115 = stablehlo.multiply %114, %113 : tensor<8x3xf32>
      %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %116 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %117 = stablehlo.multiply %116, %arg27 : tensor<8x3xf32>
      %118 = stablehlo.add %115, %117 : tensor<8x3xf32>
      %c_34 = stablehlo.constant dense<2147483647> : tensor<i32>
      %119 = stablehlo.compare LT, %arg19, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %120 = stablehlo.add %arg19, %c_35 : tensor<i32>
      %c_36 = stablehlo.constant dense<2147483647> : tensor<i32>
      %121 = func.call @_where_2(%119, %120, %c_36) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %122 = stablehlo.convert %121 : (tensor<i32>) -> tensor<f32>
      %123 = stablehlo.power %cst_37, %122 : tensor<f32>
      %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %124 = stablehlo.subtract %cst_38, %123 : tensor<f32>
      %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %126 = stablehlo.divide %79, %125 : tensor<8xf32>
      %127 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %128 = stablehlo.divide %84, %127 : tensor<5x8xf32>
      %129 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %130 = stablehlo.divide %89, %129 : tensor<3xf32>
      %131 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %132 = stablehlo.divide %94, %131 : tensor<8x3xf32>
      %cst_39 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %133 = stablehlo.convert %121 : (tensor<i32>) -> tensor<f32>
      %134 = stablehlo.power %cst_39, %133 : tensor<f32>
      %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %135 = stablehlo.subtract %cst_40, %134 : tensor<f32>
      %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %137 = stablehlo.divide %100, %136 : tensor<8xf32>
      %138 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %139 = stablehlo.divide %106, %138 : tensor<5x8xf32>
      %140 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %141 = stablehlo.divide %112, %140 : tensor<3xf32>
      %142 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %143 = stablehlo.divide %118, %142 : tensor<8x3xf32>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %144 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %145 = stablehlo.add %137, %144 : tensor<8xf32>
      %146 = stablehlo.sqrt %145 : tensor<8xf32>
      %cst_42 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %148 = stablehlo.add %146, %147 : tensor<8xf32>
      %149 = stablehlo.divide %126, %148 : tensor<8xf32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %150 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %151 = stablehlo.add %139, %150 : tensor<5x8xf32>
      %152 = stablehlo.sqrt %151 : tensor<5x8xf32>
      %cst_44 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %153 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %154 = stablehlo.add %152, %153 : tensor<5x8xf32>
      %155 = stablehlo.divide %128, %154 : tensor<5x8xf32>
      %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %156 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %157 = stablehlo.add %141, %156 : tensor<3xf32>
      %158 = stablehlo.sqrt %157 : tensor<3xf32>
      %cst_46 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %159 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %160 = stablehlo.add %158, %159 : tensor<3xf32>
      %161 = stablehlo.divide %130, %160 : tensor<3xf32>
      %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %162 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %163 = stablehlo.add %143, %162 : tensor<8x3xf32>
      %164 = stablehlo.sqrt %163 : tensor<8x3xf32>
      %cst_48 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %165 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %166 = stablehlo.add %164, %165 : tensor<8x3xf32>
      %167 = stablehlo.divide %132, %166 : tensor<8x3xf32>
      %cst_49 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %168 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %169 = stablehlo.multiply %168, %arg15 : tensor<8xf32>
      %170 = stablehlo.add %149, %169 : tensor<8xf32>
      %cst_50 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %171 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %172 = stablehlo.multiply %171, %arg16 : tensor<5x8xf32>
      %173 = stablehlo.add %155, %172 : tensor<5x8xf32>
      %cst_51 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %174 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %175 = stablehlo.multiply %174, %arg17 : tensor<3xf32>
      %176 = stablehlo.add %161, %175 : tensor<3xf32>
      %cst_52 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %177 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %178 = stablehlo.multiply %177, %arg18 : tensor<8x3xf32>
      %179 = stablehlo.add %167, %178 : tensor<8x3xf32>
      %cst_53 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
      %180 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %181 = stablehlo.multiply %180, %170 : tensor<8xf32>
      %cst_54 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
      %182 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<5x8xf32>
      %183 = stablehlo.multiply %182, %173 : tensor<5x8xf32>
      %cst_55 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
      %184 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %185 = stablehlo.multiply %184, %176 : tensor<3xf32>
      %cst_56 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
      %186 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
      %187 = stablehlo.multiply %186, %179 : tensor<8x3xf32>
      %188 = stablehlo.add %arg15, %181 : tensor<8xf32>
      %189 = stablehlo.add %arg16, %183 : tensor<5x8xf32>
      %190 = stablehlo.add %arg17, %185 : tensor<3xf32>
      %191 = stablehlo.add %arg18, %187 : tensor<8x3xf32>
      sdy.return %188, %189, %190, %191, %121, %79, %84, %89, %94, %100, %106, %112, %118, %74 : tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<i32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<f32>
    } : (tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<i32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<16x5xf32>, tensor<16xi32>) -> (tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<i32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13 : tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<i32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<3xf32>, tensor<8x3xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8xf32>
    return %1 : tensor<2x8xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x3xf32>, %arg1: tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xf32>
    return %15, %5 : tensor<2x1xf32>, tensor<2x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x1xf32>, tensor<1xi32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2xi1>, tensor<2xf32>
    return %13, %3 : tensor<2xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<2xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
