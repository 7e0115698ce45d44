module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["batch"=8]> {stablehlo.mesh = {axes = [{name = "batch", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["batch"=8]> {stablehlo.mesh = {axes = [{name = "batch", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<8x3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}, {}]>}, %arg9: tensor<8x3x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}, {}]>}) -> (tensor<8x8xf32> {jax.result_info = "result[0]['Dense_0']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}, tensor<8x4x8xf32> {jax.result_info = "result[0]['Dense_0']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}, {}]>}, tensor<8x2xf32> {jax.result_info = "result[0]['Dense_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}, tensor<8x8x2xf32> {jax.result_info = "result[0]['Dense_1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}, {}]>}, tensor<8x8xf32> {jax.result_info = "result[1][1][0].trace['Dense_0']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}, tensor<8x4x8xf32> {jax.result_info = "result[1][1][0].trace['Dense_0']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}, {}]>}, tensor<8x2xf32> {jax.result_info = "result[1][1][0].trace['Dense_1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>}, tensor<8x8x2xf32> {jax.result_info = "result[1][1][0].trace['Dense_1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}, {}]>}, tensor<8xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"batch"}]>}) {
    %0:9 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) in_shardings=[<@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{"batch"}, {}, {}]>, <@mesh, [{"batch"}, {}, {}]>] out_shardings=[<@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}, {}]>, <@mesh, [{"batch"}, {}]>, <@mesh, [{"batch"}, {}, {}]>, <@mesh, [{"batch"}]>] manual_axes={"batch"} (%arg10: tensor<8xf32>, %arg11: tensor<4x8xf32>, %arg12: tensor<2xf32>, %arg13: tensor<8x2xf32>, %arg14: tensor<8xf32>, %arg15: tensor<4x8xf32>, %arg16: tensor<2xf32>, %arg17: tensor<8x2xf32>, %arg18: tensor<1x3x4xf32>, %arg19: tensor<1x3x2xf32>) {
      %1 = stablehlo.reshape %arg18 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
      %2 = stablehlo.reshape %arg19 : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
      %3 = stablehlo.dot_general %1, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x8xf32>) -> tensor<3x8xf32>
      %4 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<1x8xf32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<3x8xf32>
      %6 = stablehlo.add %3, %5 : tensor<3x8xf32>
      %7 = func.call @relu(%6) : (tensor<3x8xf32>) -> tensor<3x8xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
      %9 = stablehlo.compare GT, %6, %8, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
      %10 = stablehlo.dot_general %7, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf32>, tensor<8x2xf32>) -> tensor<3x2xf32>
      %11 = stablehlo.reshape %arg12 : (tensor<2xf32>) -> tensor<1x2xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<3x2xf32>
      %13 = stablehlo.add %10, %12 : tensor<3x2xf32>
      %14 = stablehlo.subtract %13, %2 : tensor<3x2xf32>
      %15 = stablehlo.multiply %14, %14 : tensor<3x2xf32>
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
      %17 = stablehlo.multiply %16, %14 : tensor<3x2xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
      %19 = stablehlo.divide %18, %cst_2 : tensor<f32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_4 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
      %20 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
      %22 = stablehlo.multiply %21, %17 : tensor<3x2xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
      %24 = stablehlo.reshape %23 : (tensor<2xf32>) -> tensor<1x2xf32>
      %25 = stablehlo.reshape %24 : (tensor<1x2xf32>) -> tensor<2xf32>
      %26 = stablehlo.dot_general %22, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<3x8xf32>) -> tensor<2x8xf32>
      %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<2x8xf32>) -> tensor<8x2xf32>
      %28 = stablehlo.dot_general %22, %arg13, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<8x2xf32>) -> tensor<3x8xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
      %30 = stablehlo.select %9, %28, %29 : tensor<3x8xi1>, tensor<3x8xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.reduce(%30 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<3x8xf32>, tensor<f32>) -> tensor<8xf32>
      %32 = stablehlo.reshape %31 : (tensor<8xf32>) -> tensor<1x8xf32>
      %33 = stablehlo.reshape %32 : (tensor<1x8xf32>) -> tensor<8xf32>
      %34 = stablehlo.dot_general %30, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf32>, tensor<3x4xf32>) -> tensor<8x4xf32>
      %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
      %36 = "stablehlo.all_reduce"(%33) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "batch">]>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %129 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %129 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %37 = "stablehlo.all_reduce"(%35) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "batch">]>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %129 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %129 : tensor<f32>
      }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %38 = "stablehlo.all_reduce"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "batch">]>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %129 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %129 : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      %39 = "stablehlo.all_reduce"(%27) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "batch">]>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %129 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %129 : tensor<f32>
      }) : (tensor<8x2xf32>) -> tensor<8x2xf32>
      %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %41 = stablehlo.divide %36, %40 : tensor<8xf32>
      %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %43 = stablehlo.divide %37, %42 : tensor<4x8xf32>
      %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %45 = stablehlo.divide %38, %44 : tensor<2xf32>
      %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
      %47 = stablehlo.divide %39, %46 : tensor<8x2xf32>
      %48 = chlo.square %41 : tensor<8xf32> -> tensor<8xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %50 = chlo.square %49 : tensor<8xf32> -> tensor<8xf32>
      %51 = stablehlo.add %48, %50 : tensor<8xf32>
      %52 = chlo.square %43 : tensor<4x8xf32> -> tensor<4x8xf32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %54 = chlo.square %53 : tensor<4x8xf32> -> tensor<4x8xf32>
      %55 = stablehlo.add %52, %54 : tensor<4x8xf32>
      %56 = chlo.square %45 : tensor<2xf32> -> tensor<2xf32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %58 = chlo.square %57 : tensor<2xf32> -> tensor<2xf32>
      %59 = stablehlo.add %56, %58 : tensor<2xf32>
      %60 = chlo.square %47 : tensor<8x2xf32> -> tensor<8x2xf32>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
      %62 = chlo.square %61 : tensor<8x2xf32> -> tensor<8x2xf32>
      %63 = stablehlo.add %60, %62 : tensor<8x2xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %64 = stablehlo.reduce(%51 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %65 = stablehlo.reduce(%55 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %66 = stablehlo.reduce(%59 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %67 = stablehlo.reduce(%63 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<f32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %68 = stablehlo.add %cst_20, %64 : tensor<f32>
      %69 = stablehlo.add %68, %65 : tensor<f32>
      %70 = stablehlo.add %69, %66 : tensor<f32>
      %71 = stablehlo.add %70, %67 : tensor<f32>
      %72 = stablehlo.sqrt %71 : tensor<f32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %73 = stablehlo.compare LT, %72, %cst_21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %74 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %75 = stablehlo.divide %41, %74 : tensor<8xf32>
      %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %77 = stablehlo.multiply %75, %76 : tensor<8xf32>
      %78 = stablehlo.select %73, %41, %77 : tensor<i1>, tensor<8xf32>
      %79 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %80 = stablehlo.divide %43, %79 : tensor<4x8xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %82 = stablehlo.multiply %80, %81 : tensor<4x8xf32>
      %83 = stablehlo.select %73, %43, %82 : tensor<i1>, tensor<4x8xf32>
      %84 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %85 = stablehlo.divide %45, %84 : tensor<2xf32>
      %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %87 = stablehlo.multiply %85, %86 : tensor<2xf32>
      %88 = stablehlo.select %73, %45, %87 : tensor<i1>, tensor<2xf32>
      %89 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
      %90 = stablehlo.divide %47, %89 : tensor<8x2xf32>
      %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
      %92 = stablehlo.multiply %90, %91 : tensor<8x2xf32>
      %93 = stablehlo.select %73, %47, %92 : tensor<i1>, tensor<8x2xf32>
      %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %95 = stablehlo.multiply %94, %arg14 : tensor<8xf32>
      %96 = stablehlo.add %78, %95 : tensor<8xf32>
      %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %97 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %98 = stablehlo.multiply %97, %arg15 : tensor<4x8xf32>
      %99 = stablehlo.add %83, %98 : tensor<4x8xf32>
      %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %100 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %101 = stablehlo.multiply %100, %arg16 : tensor<2xf32>
      %102 = stablehlo.add %88, %101 : tensor<2xf32>
      %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
      %104 = stablehlo.multiply %103, %arg17 : tensor<8x2xf32>
      %105 = stablehlo.add %93, %104 : tensor<8x2xf32>
      %cst_30 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
      %106 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %107 = stablehlo.multiply %106, %96 : tensor<8xf32>
      %cst_31 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
      %108 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %109 = stablehlo.multiply %108, %99 : tensor<4x8xf32>
      %cst_32 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
      %110 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %111 = stablehlo.multiply %110, %102 : tensor<2xf32>
      %cst_33 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
      %112 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
      %113 = stablehlo.multiply %112, %105 : tensor<8x2xf32>
      %114 = stablehlo.add %arg10, %107 : tensor<8xf32>
      %115 = stablehlo.add %arg11, %109 : tensor<4x8xf32>
      %116 = stablehlo.add %arg12, %111 : tensor<2xf32>
      %117 = stablehlo.add %arg13, %113 : tensor<8x2xf32>
      %118 = "stablehlo.all_reduce"(%19) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "batch">]>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %129 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %129 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_34 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %119 = stablehlo.divide %118, %cst_34 : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %114, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %121 = stablehlo.broadcast_in_dim %115, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %122 = stablehlo.broadcast_in_dim %116, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
      %123 = stablehlo.broadcast_in_dim %117, dims = [1, 2] : (tensor<8x2xf32>) -> tensor<1x8x2xf32>
      %124 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
      %125 = stablehlo.broadcast_in_dim %99, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %126 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
      %127 = stablehlo.broadcast_in_dim %105, dims = [1, 2] : (tensor<8x2xf32>) -> tensor<1x8x2xf32>
      %128 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<1xf32>
      sdy.return %120, %121, %122, %123, %124, %125, %126, %127, %128 : tensor<1x8xf32>, tensor<1x4x8xf32>, tensor<1x2xf32>, tensor<1x8x2xf32>, tensor<1x8xf32>, tensor<1x4x8xf32>, tensor<1x2xf32>, tensor<1x8x2xf32>, tensor<1xf32>
    } : (tensor<8xf32>, tensor<4x8xf32>, tensor<2xf32>, tensor<8x2xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<2xf32>, tensor<8x2xf32>, tensor<8x3x4xf32>, tensor<8x3x2xf32>) -> (tensor<8x8xf32>, tensor<8x4x8xf32>, tensor<8x2xf32>, tensor<8x8x2xf32>, tensor<8x8xf32>, tensor<8x4x8xf32>, tensor<8x2xf32>, tensor<8x8x2xf32>, tensor<8xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8 : tensor<8x8xf32>, tensor<8x4x8xf32>, tensor<8x2xf32>, tensor<8x8x2xf32>, tensor<8x8xf32>, tensor<8x4x8xf32>, tensor<8x2xf32>, tensor<8x8x2xf32>, tensor<8xf32>
  }
  func.func private @relu(%arg0: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x8xf32>
    return %1 : tensor<3x8xf32>
  }
}
