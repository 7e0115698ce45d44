module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x24xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x16xf32>, %arg9: tensor<16x8xf32>, %arg10: tensor<16x8xf32>, %arg11: tensor<4x8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<8x24xf32>, %arg15: tensor<8x8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8x16xf32>, %arg19: tensor<16x8xf32>, %arg20: tensor<16x8xf32>, %arg21: tensor<4x8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8xf32>, %arg24: tensor<8x24xf32>, %arg25: tensor<8x8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8x16xf32>, %arg29: tensor<16x8xf32>, %arg30: tensor<4x4xi32>, %arg31: tensor<4x4xi32>) -> (tensor<16x8xf32> {jax.result_info = "result[0][0]"}, tensor<4x8xf32> {jax.result_info = "result[0][1]"}, tensor<8xf32> {jax.result_info = "result[0][2]"}, tensor<8xf32> {jax.result_info = "result[0][3]"}, tensor<8x24xf32> {jax.result_info = "result[0][4]"}, tensor<8x8xf32> {jax.result_info = "result[0][5]"}, tensor<8xf32> {jax.result_info = "result[0][6]"}, tensor<8xf32> {jax.result_info = "result[0][7]"}, tensor<8x16xf32> {jax.result_info = "result[0][8]"}, tensor<16x8xf32> {jax.result_info = "result[0][9]"}, tensor<16x8xf32> {jax.result_info = "result[1][0]"}, tensor<4x8xf32> {jax.result_info = "result[1][1]"}, tensor<8xf32> {jax.result_info = "result[1][2]"}, tensor<8xf32> {jax.result_info = "result[1][3]"}, tensor<8x24xf32> {jax.result_info = "result[1][4]"}, tensor<8x8xf32> {jax.result_info = "result[1][5]"}, tensor<8xf32> {jax.result_info = "result[1][6]"}, tensor<8xf32> {jax.result_info = "result[1][7]"}, tensor<8x16xf32> {jax.result_info = "result[1][8]"}, tensor<16x8xf32> {jax.result_info = "result[1][9]"}, tensor<16x8xf32> {jax.result_info = "result[2][0]"}, tensor<4x8xf32> {jax.result_info = "result[2][1]"}, tensor<8xf32> {jax.result_info = "result[2][2]"}, tensor<8xf32> {jax.result_info = "result[2][3]"}, tensor<8x24xf32> {jax.result_info = "result[2][4]"}, tensor<8x8xf32> {jax.result_info = "result[2][5]"}, tensor<8xf32> {jax.result_info = "result[2][6]"}, tensor<8xf32> {jax.result_info = "result[2][7]"}, tensor<8x16xf32> {jax.result_info = "result[2][8]"}, tensor<16x8xf32> {jax.result_info = "result[2][9]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0:31 = call @"<lambda>"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) : (tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<4x4xi32>, tensor<4x4xi32>) -> (tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30 : tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<f32>
  }
  func.func private @"<lambda>"(%arg0: tensor<16x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x24xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x16xf32>, %arg9: tensor<16x8xf32>, %arg10: tensor<16x8xf32>, %arg11: tensor<4x8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<8x24xf32>, %arg15: tensor<8x8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8x16xf32>, %arg19: tensor<16x8xf32>, %arg20: tensor<16x8xf32>, %arg21: tensor<4x8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8xf32>, %arg24: tensor<8x24xf32>, %arg25: tensor<8x8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8x16xf32>, %arg29: tensor<16x8xf32>, %arg30: tensor<4x4xi32>, %arg31: tensor<4x4xi32>) -> (tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<f32>) {
    %0:31 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, []>] manual_axes={"data", "model"} (%arg32: tensor<16x8xf32>, %arg33: tensor<4x8xf32>, %arg34: tensor<8xf32>, %arg35: tensor<8xf32>, %arg36: tensor<8x6xf32>, %arg37: tensor<2x8xf32>, %arg38: tensor<8xf32>, %arg39: tensor<8xf32>, %arg40: tensor<8x4xf32>, %arg41: tensor<4x8xf32>, %arg42: tensor<16x8xf32>, %arg43: tensor<4x8xf32>, %arg44: tensor<8xf32>, %arg45: tensor<8xf32>, %arg46: tensor<8x6xf32>, %arg47: tensor<2x8xf32>, %arg48: tensor<8xf32>, %arg49: tensor<8xf32>, %arg50: tensor<8x4xf32>, %arg51: tensor<4x8xf32>, %arg52: tensor<16x8xf32>, %arg53: tensor<4x8xf32>, %arg54: tensor<8xf32>, %arg55: tensor<8xf32>, %arg56: tensor<8x6xf32>, %arg57: tensor<2x8xf32>, %arg58: tensor<8xf32>, %arg59: tensor<8xf32>, %arg60: tensor<8x4xf32>, %arg61: tensor<4x8xf32>, %arg62: tensor<2x4xi32>, %arg63: tensor<2x4xi32>) {
      %1:2 = func.call @_take(%arg32, %arg62) : (tensor<16x8xf32>, tensor<2x4xi32>) -> (tensor<2x4x8xf32>, tensor<2x4x1xi32>)
      %2 = stablehlo.broadcast_in_dim %arg33, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<2x4x8xf32>
      %4 = stablehlo.add %1#0, %3 : tensor<2x4x8xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %8 = stablehlo.divide %6, %7 : tensor<2x4x1xf32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %10 = stablehlo.subtract %4, %9 : tensor<2x4x8xf32>
      %11 = stablehlo.multiply %10, %10 : tensor<2x4x8xf32>
      %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
      %13 = stablehlo.multiply %12, %10 : tensor<2x4x8xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %17 = stablehlo.divide %15, %16 : tensor<2x4x1xf32>
      %18 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %19 = stablehlo.subtract %4, %18 : tensor<2x4x8xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %21 = stablehlo.add %17, %20 : tensor<2x4x1xf32>
      %22 = stablehlo.rsqrt %21 : tensor<2x4x1xf32>
      %23 = stablehlo.divide %22, %21 : tensor<2x4x1xf32>
      %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %25 = stablehlo.multiply %24, %23 : tensor<2x4x1xf32>
      %26 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %27 = stablehlo.multiply %19, %26 : tensor<2x4x8xf32>
      %28 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
      %30 = stablehlo.multiply %27, %29 : tensor<2x4x8xf32>
      %31 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
      %33 = stablehlo.add %30, %32 : tensor<2x4x8xf32>
      %34 = stablehlo.dot_general %33, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x6xf32>) -> tensor<2x4x6xf32>
      %35 = stablehlo.slice %34 [0:2, 0:4, 0:2] : (tensor<2x4x6xf32>) -> tensor<2x4x2xf32>
      %36 = stablehlo.slice %34 [0:2, 0:4, 2:4] : (tensor<2x4x6xf32>) -> tensor<2x4x2xf32>
      %37 = stablehlo.slice %34 [0:2, 0:4, 4:6] : (tensor<2x4x6xf32>) -> tensor<2x4x2xf32>
      %38 = stablehlo.dot_general %35, %36, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2xf32>, tensor<2x4x2xf32>) -> tensor<2x4x4xf32>
      %cst_6 = stablehlo.constant dense<1.41421354> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %40 = stablehlo.divide %38, %39 : tensor<2x4x4xf32>
      %c = stablehlo.constant dense<true> : tensor<i1>
      %41 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
      %42 = func.call @tril(%41) : (tensor<4x4xi1>) -> tensor<4x4xi1>
      %cst_7 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
      %43:2 = func.call @_where_0(%42, %40, %cst_7) : (tensor<4x4xi1>, tensor<2x4x4xf32>, tensor<f32>) -> (tensor<2x4x4xf32>, tensor<2x4x4xi1>)
      %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %44 = stablehlo.reduce(%43#0 init: %cst_8) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
      %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %46 = stablehlo.maximum %45, %44 : tensor<2x4xf32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
      %49 = stablehlo.subtract %43#0, %48 : tensor<2x4x4xf32>
      %50 = stablehlo.exponential %49 : tensor<2x4x4xf32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %51 = stablehlo.reduce(%50 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
      %54 = stablehlo.divide %50, %53 : tensor<2x4x4xf32>
      %55 = stablehlo.multiply %52, %52 : tensor<2x4x1xf32>
      %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %57 = stablehlo.divide %56, %55 : tensor<2x4x1xf32>
      %58 = stablehlo.dot_general %54, %37, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
      %59 = stablehlo.dot_general %58, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2xf32>, tensor<2x8xf32>) -> tensor<2x4x8xf32>
      %60 = "stablehlo.all_reduce"(%59) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
      %61 = stablehlo.add %4, %60 : tensor<2x4x8xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %62 = stablehlo.reduce(%61 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %65 = stablehlo.divide %63, %64 : tensor<2x4x1xf32>
      %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %67 = stablehlo.subtract %61, %66 : tensor<2x4x8xf32>
      %68 = stablehlo.multiply %67, %67 : tensor<2x4x8xf32>
      %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
      %70 = stablehlo.multiply %69, %67 : tensor<2x4x8xf32>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %71 = stablehlo.reduce(%68 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %74 = stablehlo.divide %72, %73 : tensor<2x4x1xf32>
      %75 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %76 = stablehlo.subtract %61, %75 : tensor<2x4x8xf32>
      %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %78 = stablehlo.add %74, %77 : tensor<2x4x1xf32>
      %79 = stablehlo.rsqrt %78 : tensor<2x4x1xf32>
      %80 = stablehlo.divide %79, %78 : tensor<2x4x1xf32>
      %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %82 = stablehlo.multiply %81, %80 : tensor<2x4x1xf32>
      %83 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %84 = stablehlo.multiply %76, %83 : tensor<2x4x8xf32>
      %85 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
      %87 = stablehlo.multiply %84, %86 : tensor<2x4x8xf32>
      %88 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
      %90 = stablehlo.add %87, %89 : tensor<2x4x8xf32>
      %91 = stablehlo.dot_general %90, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x4xf32>) -> tensor<2x4x4xf32>
      %92 = stablehlo.multiply %91, %91 : tensor<2x4x4xf32>
      %93 = stablehlo.multiply %92, %91 : tensor<2x4x4xf32>
      %94 = stablehlo.multiply %91, %91 : tensor<2x4x4xf32>
      %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %95 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %96 = stablehlo.multiply %95, %94 : tensor<2x4x4xf32>
      %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %98 = stablehlo.multiply %97, %93 : tensor<2x4x4xf32>
      %99 = stablehlo.add %91, %98 : tensor<2x4x4xf32>
      %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %101 = stablehlo.multiply %100, %99 : tensor<2x4x4xf32>
      %102 = stablehlo.tanh %101 : tensor<2x4x4xf32>
      %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %103 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %104 = stablehlo.add %103, %102 : tensor<2x4x4xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %105 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %106 = stablehlo.subtract %105, %102 : tensor<2x4x4xf32>
      %107 = stablehlo.multiply %104, %106 : tensor<2x4x4xf32>
      %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %108 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %109 = stablehlo.add %108, %102 : tensor<2x4x4xf32>
      %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %110 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %111 = stablehlo.multiply %110, %109 : tensor<2x4x4xf32>
      %112 = stablehlo.multiply %91, %111 : tensor<2x4x4xf32>
      %113 = stablehlo.dot_general %112, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<4x8xf32>) -> tensor<2x4x8xf32>
      %114 = "stablehlo.all_reduce"(%113) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
      %115 = stablehlo.add %61, %114 : tensor<2x4x8xf32>
      %116 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %117 = stablehlo.dot_general %115, %116, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
      %118:3 = func.call @log_softmax(%117) : (tensor<2x4x16xf32>) -> (tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x4x1xf32>)
      %119 = stablehlo.broadcast_in_dim %arg63, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
      %120:2 = func.call @take_along_axis(%118#0, %119) : (tensor<2x4x16xf32>, tensor<2x4x1xi32>) -> (tensor<2x4x1xf32>, tensor<2x4x1x1xi32>)
      %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %121 = stablehlo.reduce(%120#0 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<f32>
      %cst_27 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %122 = stablehlo.divide %121, %cst_27 : tensor<f32>
      %123 = stablehlo.negate %122 : tensor<f32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %124 = stablehlo.negate %cst_28 : tensor<f32>
      %cst_29 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %125 = stablehlo.divide %124, %cst_29 : tensor<f32>
      %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %127 = func.call @take_along_axis_1(%120#1, %126) : (tensor<2x4x1x1xi32>, tensor<2x4x1xf32>) -> tensor<2x4x16xf32>
      %128 = func.call @log_softmax_2(%118#1, %118#2, %127) : (tensor<2x4x16xf32>, tensor<2x4x1xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
      %129 = stablehlo.dot_general %128, %115, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<2x4x8xf32>) -> tensor<16x8xf32>
      %130 = stablehlo.transpose %129, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %131 = stablehlo.dot_general %128, %116, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<8x16xf32>) -> tensor<2x4x8xf32>
      %132 = stablehlo.transpose %130, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %133 = "stablehlo.all_reduce"(%131) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
      %134 = stablehlo.dot_general %133, %112, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x4x4xf32>) -> tensor<8x4xf32>
      %135 = stablehlo.transpose %134, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
      %136 = stablehlo.dot_general %133, %arg41, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<4x8xf32>) -> tensor<2x4x4xf32>
      %137 = stablehlo.multiply %91, %136 : tensor<2x4x4xf32>
      %138 = stablehlo.multiply %136, %111 : tensor<2x4x4xf32>
      %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %139 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %140 = stablehlo.multiply %139, %137 : tensor<2x4x4xf32>
      %141 = stablehlo.multiply %140, %107 : tensor<2x4x4xf32>
      %cst_31 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %142 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %143 = stablehlo.multiply %142, %141 : tensor<2x4x4xf32>
      %144 = stablehlo.add %138, %143 : tensor<2x4x4xf32>
      %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %145 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %146 = stablehlo.multiply %145, %143 : tensor<2x4x4xf32>
      %147 = stablehlo.multiply %146, %96 : tensor<2x4x4xf32>
      %148 = stablehlo.add %144, %147 : tensor<2x4x4xf32>
      %149 = stablehlo.dot_general %148, %90, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x8xf32>) -> tensor<4x8xf32>
      %150 = stablehlo.transpose %149, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
      %151 = stablehlo.dot_general %148, %arg40, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<8x4xf32>) -> tensor<2x4x8xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %152 = stablehlo.reduce(%151 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
      %153 = stablehlo.reshape %152 : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %154 = stablehlo.reduce(%153 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
      %155 = stablehlo.multiply %84, %151 : tensor<2x4x8xf32>
      %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %156 = stablehlo.reduce(%155 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
      %157 = stablehlo.reshape %156 : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %158 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
      %159 = stablehlo.multiply %151, %158 : tensor<2x4x8xf32>
      %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %160 = stablehlo.reduce(%157 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
      %161 = stablehlo.multiply %76, %159 : tensor<2x4x8xf32>
      %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %162 = stablehlo.reduce(%161 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %163 = stablehlo.reshape %162 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %164 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %165 = stablehlo.multiply %159, %164 : tensor<2x4x8xf32>
      %166 = stablehlo.multiply %163, %82 : tensor<2x4x1xf32>
      %167 = stablehlo.negate %165 : tensor<2x4x8xf32>
      %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %168 = stablehlo.reduce(%167 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %169 = stablehlo.reshape %168 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %170 = stablehlo.add %131, %165 : tensor<2x4x8xf32>
      %cst_39 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %171 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %172 = stablehlo.divide %166, %171 : tensor<2x4x1xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %173 = stablehlo.reduce(%172 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
      %175 = stablehlo.multiply %174, %70 : tensor<2x4x8xf32>
      %176 = stablehlo.negate %175 : tensor<2x4x8xf32>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %177 = stablehlo.reduce(%176 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %178 = stablehlo.reshape %177 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %179 = stablehlo.add %170, %175 : tensor<2x4x8xf32>
      %180 = stablehlo.add %169, %178 : tensor<2x4x1xf32>
      %cst_42 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %181 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %182 = stablehlo.divide %180, %181 : tensor<2x4x1xf32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %183 = stablehlo.reduce(%182 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
      %185 = stablehlo.add %179, %184 : tensor<2x4x8xf32>
      %186 = "stablehlo.all_reduce"(%185) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
      %187 = stablehlo.dot_general %186, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x4x2xf32>) -> tensor<8x2xf32>
      %188 = stablehlo.transpose %187, dims = [1, 0] : (tensor<8x2xf32>) -> tensor<2x8xf32>
      %189 = stablehlo.dot_general %186, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x8xf32>) -> tensor<2x4x2xf32>
      %190 = stablehlo.dot_general %189, %54, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2xf32>, tensor<2x4x4xf32>) -> tensor<2x2x4xf32>
      %191 = stablehlo.transpose %190, dims = [0, 2, 1] : (tensor<2x2x4xf32>) -> tensor<2x4x2xf32>
      %192 = stablehlo.dot_general %189, %37, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2xf32>, tensor<2x4x2xf32>) -> tensor<2x4x4xf32>
      %193 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
      %194 = stablehlo.multiply %192, %193 : tensor<2x4x4xf32>
      %195 = stablehlo.multiply %194, %50 : tensor<2x4x4xf32>
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %196 = stablehlo.reduce(%195 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
      %197 = stablehlo.reshape %196 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %198 = stablehlo.negate %197 : tensor<2x4x1xf32>
      %199 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
      %200 = stablehlo.divide %192, %199 : tensor<2x4x4xf32>
      %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %201 = stablehlo.reduce(%198 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
      %203 = stablehlo.add %200, %202 : tensor<2x4x4xf32>
      %204 = stablehlo.multiply %203, %50 : tensor<2x4x4xf32>
      %205 = func.call @_where_3(%43#1, %204) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
      %cst_46 = stablehlo.constant dense<1.41421354> : tensor<f32>
      %206 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %207 = stablehlo.divide %205, %206 : tensor<2x4x4xf32>
      %208 = stablehlo.dot_general %207, %35, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
      %209 = stablehlo.dot_general %207, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
      %210 = stablehlo.concatenate %209, %208, %191, dim = 2 : (tensor<2x4x2xf32>, tensor<2x4x2xf32>, tensor<2x4x2xf32>) -> tensor<2x4x6xf32>
      %211 = stablehlo.dot_general %210, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x6xf32>, tensor<2x4x8xf32>) -> tensor<6x8xf32>
      %212 = stablehlo.transpose %211, dims = [1, 0] : (tensor<6x8xf32>) -> tensor<8x6xf32>
      %213 = stablehlo.dot_general %210, %arg36, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x6xf32>, tensor<8x6xf32>) -> tensor<2x4x8xf32>
      %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %214 = stablehlo.reduce(%213 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
      %215 = stablehlo.reshape %214 : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %216 = stablehlo.reduce(%215 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
      %217 = stablehlo.multiply %27, %213 : tensor<2x4x8xf32>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %218 = stablehlo.reduce(%217 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
      %219 = stablehlo.reshape %218 : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %220 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
      %221 = stablehlo.multiply %213, %220 : tensor<2x4x8xf32>
      %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %222 = stablehlo.reduce(%219 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
      %223 = stablehlo.multiply %19, %221 : tensor<2x4x8xf32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %224 = stablehlo.reduce(%223 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %225 = stablehlo.reshape %224 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %226 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %227 = stablehlo.multiply %221, %226 : tensor<2x4x8xf32>
      %228 = stablehlo.multiply %225, %25 : tensor<2x4x1xf32>
      %229 = stablehlo.negate %227 : tensor<2x4x8xf32>
      %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %230 = stablehlo.reduce(%229 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %231 = stablehlo.reshape %230 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %232 = stablehlo.add %185, %227 : tensor<2x4x8xf32>
      %cst_53 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %233 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %234 = stablehlo.divide %228, %233 : tensor<2x4x1xf32>
      %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %235 = stablehlo.reduce(%234 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
      %237 = stablehlo.multiply %236, %13 : tensor<2x4x8xf32>
      %238 = stablehlo.negate %237 : tensor<2x4x8xf32>
      %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %239 = stablehlo.reduce(%238 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %240 = stablehlo.reshape %239 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %241 = stablehlo.add %232, %237 : tensor<2x4x8xf32>
      %242 = stablehlo.add %231, %240 : tensor<2x4x1xf32>
      %cst_56 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %243 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %244 = stablehlo.divide %242, %243 : tensor<2x4x1xf32>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %245 = stablehlo.reduce(%244 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
      %247 = stablehlo.add %241, %246 : tensor<2x4x8xf32>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %248 = stablehlo.reduce(%247 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
      %249 = stablehlo.reshape %248 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %250 = stablehlo.reduce(%249 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<1x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
      %251 = func.call @_take_4(%1#1, %247) : (tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<16x8xf32>
      %252 = stablehlo.add %132, %251 : tensor<16x8xf32>
      %253 = "stablehlo.all_reduce"(%252) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<16x8xf32>) -> tensor<16x8xf32>
      %254 = "stablehlo.all_reduce"(%250) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %255 = "stablehlo.all_reduce"(%222) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %256 = "stablehlo.all_reduce"(%216) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %257 = "stablehlo.all_reduce"(%212) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<8x6xf32>) -> tensor<8x6xf32>
      %258 = "stablehlo.all_reduce"(%188) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %259 = "stablehlo.all_reduce"(%160) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %260 = "stablehlo.all_reduce"(%154) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %261 = "stablehlo.all_reduce"(%150) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
      %262 = "stablehlo.all_reduce"(%135) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %263 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %264 = stablehlo.divide %253, %263 : tensor<16x8xf32>
      %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %265 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %266 = stablehlo.divide %254, %265 : tensor<4x8xf32>
      %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %267 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %268 = stablehlo.divide %255, %267 : tensor<8xf32>
      %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %269 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %270 = stablehlo.divide %256, %269 : tensor<8xf32>
      %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %271 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %272 = stablehlo.divide %257, %271 : tensor<8x6xf32>
      %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %273 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %274 = stablehlo.divide %258, %273 : tensor<2x8xf32>
      %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %275 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %276 = stablehlo.divide %259, %275 : tensor<8xf32>
      %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %277 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %278 = stablehlo.divide %260, %277 : tensor<8xf32>
      %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %279 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %280 = stablehlo.divide %261, %279 : tensor<8x4xf32>
      %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %281 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %282 = stablehlo.divide %262, %281 : tensor<4x8xf32>
      %283 = "stablehlo.all_reduce"(%123) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %535 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %535 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_70 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %284 = stablehlo.divide %283, %cst_70 : tensor<f32>
      %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %285 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %286 = stablehlo.multiply %285, %arg42 : tensor<16x8xf32>
      %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %287 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %288 = stablehlo.multiply %287, %264 : tensor<16x8xf32>
      %289 = stablehlo.add %286, %288 : tensor<16x8xf32>
      %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %291 = stablehlo.multiply %290, %arg43 : tensor<4x8xf32>
      %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %292 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %293 = stablehlo.multiply %292, %266 : tensor<4x8xf32>
      %294 = stablehlo.add %291, %293 : tensor<4x8xf32>
      %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %296 = stablehlo.multiply %295, %arg44 : tensor<8xf32>
      %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %297 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %298 = stablehlo.multiply %297, %268 : tensor<8xf32>
      %299 = stablehlo.add %296, %298 : tensor<8xf32>
      %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %300 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %301 = stablehlo.multiply %300, %arg45 : tensor<8xf32>
      %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %302 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %303 = stablehlo.multiply %302, %270 : tensor<8xf32>
      %304 = stablehlo.add %301, %303 : tensor<8xf32>
      %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %305 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %306 = stablehlo.multiply %305, %arg46 : tensor<8x6xf32>
      %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %307 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %308 = stablehlo.multiply %307, %272 : tensor<8x6xf32>
      %309 = stablehlo.add %306, %308 : tensor<8x6xf32>
      %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %310 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %311 = stablehlo.multiply %310, %arg47 : tensor<2x8xf32>
      %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %312 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %313 = stablehlo.multiply %312, %274 : tensor<2x8xf32>
      %314 = stablehlo.add %311, %313 : tensor<2x8xf32>
      %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %315 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %316 = stablehlo.multiply %315, %arg48 : tensor<8xf32>
      %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %318 = stablehlo.multiply %317, %276 : tensor<8xf32>
      %319 = stablehlo.add %316, %318 : tensor<8xf32>
      %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %320 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %321 = stablehlo.multiply %320, %arg49 : tensor<8xf32>
      %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %322 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %323 = stablehlo.multiply %322, %278 : tensor<8xf32>
      %324 = stablehlo.add %321, %323 : tensor<8xf32>
      %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %325 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %326 = stablehlo.multiply %325, %arg50 : tensor<8x4xf32>
      %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %327 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %328 = stablehlo.multiply %327, %280 : tensor<8x4xf32>
      %329 = stablehlo.add %326, %328 : tensor<8x4xf32>
      %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %330 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %331 = stablehlo.multiply %330, %arg51 : tensor<4x8xf32>
      %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %332 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %333 = stablehlo.multiply %332, %282 : tensor<4x8xf32>
      %334 = stablehlo.add %331, %333 : tensor<4x8xf32>
      %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %335 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %336 = stablehlo.multiply %335, %arg52 : tensor<16x8xf32>
      %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %337 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %338 = stablehlo.multiply %337, %264 : tensor<16x8xf32>
      %339 = stablehlo.multiply %338, %264 : tensor<16x8xf32>
      %340 = stablehlo.add %336, %339 : tensor<16x8xf32>
      %cst_93 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %341 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %342 = stablehlo.multiply %341, %arg53 : tensor<4x8xf32>
      %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %343 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %344 = stablehlo.multiply %343, %266 : tensor<4x8xf32>
      %345 = stablehlo.multiply %344, %266 : tensor<4x8xf32>
      %346 = stablehlo.add %342, %345 : tensor<4x8xf32>
      %cst_95 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %347 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %348 = stablehlo.multiply %347, %arg54 : tensor<8xf32>
      %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %349 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %350 = stablehlo.multiply %349, %268 : tensor<8xf32>
      %351 = stablehlo.multiply %350, %268 : tensor<8xf32>
      %352 = stablehlo.add %348, %351 : tensor<8xf32>
      %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %353 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %354 = stablehlo.multiply %353, %arg55 : tensor<8xf32>
      %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %355 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %356 = stablehlo.multiply %355, %270 : tensor<8xf32>
      %357 = stablehlo.multiply %356, %270 : tensor<8xf32>
      %358 = stablehlo.add %354, %357 : tensor<8xf32>
      %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %359 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %360 = stablehlo.multiply %359, %arg56 : tensor<8x6xf32>
      %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %361 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %362 = stablehlo.multiply %361, %272 : tensor<8x6xf32>
      %363 = stablehlo.multiply %362, %272 : tensor<8x6xf32>
      %364 = stablehlo.add %360, %363 : tensor<8x6xf32>
      %cst_101 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %365 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %366 = stablehlo.multiply %365, %arg57 : tensor<2x8xf32>
      %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %367 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %368 = stablehlo.multiply %367, %274 : tensor<2x8xf32>
      %369 = stablehlo.multiply %368, %274 : tensor<2x8xf32>
      %370 = stablehlo.add %366, %369 : tensor<2x8xf32>
      %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %372 = stablehlo.multiply %371, %arg58 : tensor<8xf32>
      %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %373 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %374 = stablehlo.multiply %373, %276 : tensor<8xf32>
      %375 = stablehlo.multiply %374, %276 : tensor<8xf32>
      %376 = stablehlo.add %372, %375 : tensor<8xf32>
      %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %377 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %378 = stablehlo.multiply %377, %arg59 : tensor<8xf32>
      %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %379 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %380 = stablehlo.multiply %379, %278 : tensor<8xf32>
      %381 = stablehlo.multiply %380, %278 : tensor<8xf32>
      %382 = stablehlo.add %378, %381 : tensor<8xf32>
      %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %383 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %384 = stablehlo.multiply %383, %arg60 : tensor<8x4xf32>
      %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %385 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %386 = stablehlo.multiply %385, %280 : tensor<8x4xf32>
      %387 = stablehlo.multiply %386, %280 : tensor<8x4xf32>
      %388 = stablehlo.add %384, %387 : tensor<8x4xf32>
      %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %389 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %390 = stablehlo.multiply %389, %arg61 : tensor<4x8xf32>
      %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %391 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %392 = stablehlo.multiply %391, %282 : tensor<4x8xf32>
      %393 = stablehlo.multiply %392, %282 : tensor<4x8xf32>
      %394 = stablehlo.add %390, %393 : tensor<4x8xf32>
      %cst_111 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %395 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %396 = stablehlo.divide %289, %395 : tensor<16x8xf32>
      %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %397 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %398 = stablehlo.divide %340, %397 : tensor<16x8xf32>
      %399 = stablehlo.sqrt %398 : tensor<16x8xf32>
      %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %400 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %401 = stablehlo.add %399, %400 : tensor<16x8xf32>
      %402 = stablehlo.divide %396, %401 : tensor<16x8xf32>
      %cst_114 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %403 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %404 = stablehlo.multiply %403, %arg32 : tensor<16x8xf32>
      %405 = stablehlo.add %402, %404 : tensor<16x8xf32>
      %cst_115 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %406 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %407 = stablehlo.multiply %406, %405 : tensor<16x8xf32>
      %408 = stablehlo.subtract %arg32, %407 : tensor<16x8xf32>
      %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %409 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %410 = stablehlo.divide %294, %409 : tensor<4x8xf32>
      %cst_117 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %411 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %412 = stablehlo.divide %346, %411 : tensor<4x8xf32>
      %413 = stablehlo.sqrt %412 : tensor<4x8xf32>
      %cst_118 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %414 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %415 = stablehlo.add %413, %414 : tensor<4x8xf32>
      %416 = stablehlo.divide %410, %415 : tensor<4x8xf32>
      %cst_119 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %417 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %418 = stablehlo.multiply %417, %arg33 : tensor<4x8xf32>
      %419 = stablehlo.add %416, %418 : tensor<4x8xf32>
      %cst_120 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %420 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %421 = stablehlo.multiply %420, %419 : tensor<4x8xf32>
      %422 = stablehlo.subtract %arg33, %421 : tensor<4x8xf32>
      %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %423 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %424 = stablehlo.divide %299, %423 : tensor<8xf32>
      %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %425 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %426 = stablehlo.divide %352, %425 : tensor<8xf32>
      %427 = stablehlo.sqrt %426 : tensor<8xf32>
      %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %428 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %429 = stablehlo.add %427, %428 : tensor<8xf32>
      %430 = stablehlo.divide %424, %429 : tensor<8xf32>
      %cst_124 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %431 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %432 = stablehlo.multiply %431, %arg34 : tensor<8xf32>
      %433 = stablehlo.add %430, %432 : tensor<8xf32>
      %cst_125 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %434 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %435 = stablehlo.multiply %434, %433 : tensor<8xf32>
      %436 = stablehlo.subtract %arg34, %435 : tensor<8xf32>
      %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %437 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %438 = stablehlo.divide %304, %437 : tensor<8xf32>
      %cst_127 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %439 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %440 = stablehlo.divide %358, %439 : tensor<8xf32>
      %441 = stablehlo.sqrt %440 : tensor<8xf32>
      %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %442 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %443 = stablehlo.add %441, %442 : tensor<8xf32>
      %444 = stablehlo.divide %438, %443 : tensor<8xf32>
      %cst_129 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %445 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %446 = stablehlo.multiply %445, %arg35 : tensor<8xf32>
      %447 = stablehlo.add %444, %446 : tensor<8xf32>
      %cst_130 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %448 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %449 = stablehlo.multiply %448, %447 : tensor<8xf32>
      %450 = stablehlo.subtract %arg35, %449 : tensor<8xf32>
      %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %451 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %452 = stablehlo.divide %309, %451 : tensor<8x6xf32>
      %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %453 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %454 = stablehlo.divide %364, %453 : tensor<8x6xf32>
      %455 = stablehlo.sqrt %454 : tensor<8x6xf32>
      %cst_133 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %456 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %457 = stablehlo.add %455, %456 : tensor<8x6xf32>
      %458 = stablehlo.divide %452, %457 : tensor<8x6xf32>
      %cst_134 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %459 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %460 = stablehlo.multiply %459, %arg36 : tensor<8x6xf32>
      %461 = stablehlo.add %458, %460 : tensor<8x6xf32>
      %cst_135 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %462 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %463 = stablehlo.multiply %462, %461 : tensor<8x6xf32>
      %464 = stablehlo.subtract %arg36, %463 : tensor<8x6xf32>
      %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %466 = stablehlo.divide %314, %465 : tensor<2x8xf32>
      %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %468 = stablehlo.divide %370, %467 : tensor<2x8xf32>
      %469 = stablehlo.sqrt %468 : tensor<2x8xf32>
      %cst_138 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %470 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %471 = stablehlo.add %469, %470 : tensor<2x8xf32>
      %472 = stablehlo.divide %466, %471 : tensor<2x8xf32>
      %cst_139 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %474 = stablehlo.multiply %473, %arg37 : tensor<2x8xf32>
      %475 = stablehlo.add %472, %474 : tensor<2x8xf32>
      %cst_140 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %477 = stablehlo.multiply %476, %475 : tensor<2x8xf32>
      %478 = stablehlo.subtract %arg37, %477 : tensor<2x8xf32>
      %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %479 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %480 = stablehlo.divide %319, %479 : tensor<8xf32>
      %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %481 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %482 = stablehlo.divide %376, %481 : tensor<8xf32>
      %483 = stablehlo.sqrt %482 : tensor<8xf32>
      %cst_143 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %484 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %485 = stablehlo.add %483, %484 : tensor<8xf32>
      %486 = stablehlo.divide %480, %485 : tensor<8xf32>
      %cst_144 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %487 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %488 = stablehlo.multiply %487, %arg38 : tensor<8xf32>
      %489 = stablehlo.add %486, %488 : tensor<8xf32>
      %cst_145 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %490 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %491 = stablehlo.multiply %490, %489 : tensor<8xf32>
      %492 = stablehlo.subtract %arg38, %491 : tensor<8xf32>
      %cst_146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %493 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %494 = stablehlo.divide %324, %493 : tensor<8xf32>
      %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %495 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %496 = stablehlo.divide %382, %495 : tensor<8xf32>
      %497 = stablehlo.sqrt %496 : tensor<8xf32>
      %cst_148 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %498 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %499 = stablehlo.add %497, %498 : tensor<8xf32>
      %500 = stablehlo.divide %494, %499 : tensor<8xf32>
      %cst_149 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %501 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %502 = stablehlo.multiply %501, %arg39 : tensor<8xf32>
      %503 = stablehlo.add %500, %502 : tensor<8xf32>
      %cst_150 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %504 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %505 = stablehlo.multiply %504, %503 : tensor<8xf32>
      %506 = stablehlo.subtract %arg39, %505 : tensor<8xf32>
      %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %507 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %508 = stablehlo.divide %329, %507 : tensor<8x4xf32>
      %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %510 = stablehlo.divide %388, %509 : tensor<8x4xf32>
      %511 = stablehlo.sqrt %510 : tensor<8x4xf32>
      %cst_153 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %512 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %513 = stablehlo.add %511, %512 : tensor<8x4xf32>
      %514 = stablehlo.divide %508, %513 : tensor<8x4xf32>
      %cst_154 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %515 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %516 = stablehlo.multiply %515, %arg40 : tensor<8x4xf32>
      %517 = stablehlo.add %514, %516 : tensor<8x4xf32>
      %cst_155 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %518 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %519 = stablehlo.multiply %518, %517 : tensor<8x4xf32>
      %520 = stablehlo.subtract %arg40, %519 : tensor<8x4xf32>
      %cst_156 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %521 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %522 = stablehlo.divide %334, %521 : tensor<4x8xf32>
      %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %523 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %524 = stablehlo.divide %394, %523 : tensor<4x8xf32>
      %525 = stablehlo.sqrt %524 : tensor<4x8xf32>
      %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %526 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %527 = stablehlo.add %525, %526 : tensor<4x8xf32>
      %528 = stablehlo.divide %522, %527 : tensor<4x8xf32>
      %cst_159 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %529 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %530 = stablehlo.multiply %529, %arg41 : tensor<4x8xf32>
      %531 = stablehlo.add %528, %530 : tensor<4x8xf32>
      %cst_160 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %532 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %533 = stablehlo.multiply %532, %531 : tensor<4x8xf32>
      %534 = stablehlo.subtract %arg41, %533 : tensor<4x8xf32>
      sdy.return %408, %422, %436, %450, %464, %478, %492, %506, %520, %534, %289, %294, %299, %304, %309, %314, %319, %324, %329, %334, %340, %346, %352, %358, %364, %370, %376, %382, %388, %394, %284 : tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x6xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x6xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x6xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<f32>
    } : (tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<4x4xi32>, tensor<4x4xi32>) -> (tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30 : tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<16x8xf32>, %arg1: tensor<2x4xi32>) -> (tensor<2x4x8xf32>, tensor<2x4x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x4xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x4x1xi1>, tensor<i1>) -> tensor<2x4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<2x4x1xi32>) -> tensor<2x4x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x4xi1>) -> tensor<2x4x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x4x8xi1>, tensor<2x4x8xf32>
    return %16, %5 : tensor<2x4x8xf32>, tensor<2x4x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x4xi1>, %arg1: tensor<2x4xi32>, %arg2: tensor<2x4xi32>) -> tensor<2x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x4xi1>, tensor<2x4xi32>
    return %0 : tensor<2x4xi32>
  }
  func.func private @tril(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x4xi1>, %arg1: tensor<2x4x4xf32>, %arg2: tensor<f32>) -> (tensor<2x4x4xf32>, tensor<2x4x4xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    return %3, %1 : tensor<2x4x4xf32>, tensor<2x4x4xi1>
  }
  func.func private @log_softmax(%arg0: tensor<2x4x16xf32>) -> (tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x16xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x16xf32>
    %6 = stablehlo.exponential %5 : tensor<2x4x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x4x16xf32>, tensor<f32>) -> tensor<2x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %9 = stablehlo.log %8 : tensor<2x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x16xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x4x16xf32>
    return %11, %6, %8 : tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x4x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x4x16xf32>, %arg1: tensor<2x4x1xi32>) -> (tensor<2x4x1xf32>, tensor<2x4x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x4x1xi1>, tensor<2x4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x4x1xi32>) -> tensor<2x4x1x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x4x1x1xi32>, tensor<2x4x1x1xi32>) -> tensor<2x4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x4x1x1xi32>, tensor<2x4x1x1xi32>) -> tensor<2x4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x4x1x1xi1>, tensor<i1>) -> tensor<2x4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x4x16xf32>, tensor<2x4x1x1xi32>) -> tensor<2x4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x4x1xi1>, tensor<2x4x1xf32>
    return %15, %5 : tensor<2x4x1xf32>, tensor<2x4x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<2x4x1x1xi32>, %arg1: tensor<2x4x1xf32>) -> tensor<2x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x4x16xf32>, tensor<2x4x1x1xi32>, tensor<2x4x1xf32>) -> tensor<2x4x16xf32>
    return %1 : tensor<2x4x16xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<2x4x16xf32>, %arg1: tensor<2x4x1xf32>, %arg2: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x16xf32>, tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x4x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x4x16xf32>
    return %7 : tensor<2x4x16xf32>
  }
  func.func private @_where_3(%arg0: tensor<2x4x4xi1>, %arg1: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    return %1 : tensor<2x4x4xf32>
  }
  func.func private @_take_4(%arg0: tensor<2x4x1xi32>, %arg1: tensor<2x4x8xf32>) -> tensor<16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x8xf32>, tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<16x8xf32>
    return %1 : tensor<16x8xf32>
  }
}
