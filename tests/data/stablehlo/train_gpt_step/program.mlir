module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
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
      %60 = "stablehlo.all_reduce"(%59) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
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
      %104 = stablehlo.subtract %103, %102 : tensor<2x4x4xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %105 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %106 = stablehlo.add %105, %102 : tensor<2x4x4xf32>
      %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %107 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %108 = stablehlo.multiply %107, %106 : tensor<2x4x4xf32>
      %109 = stablehlo.multiply %91, %108 : tensor<2x4x4xf32>
      %110 = stablehlo.dot_general %109, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<4x8xf32>) -> tensor<2x4x8xf32>
      %111 = "stablehlo.all_reduce"(%110) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
      %112 = stablehlo.add %61, %111 : tensor<2x4x8xf32>
      %113 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %114 = stablehlo.dot_general %112, %113, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
      %115:3 = func.call @log_softmax(%114) : (tensor<2x4x16xf32>) -> (tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x4x1xf32>)
      %116 = stablehlo.broadcast_in_dim %arg63, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
      %117:2 = func.call @take_along_axis(%115#0, %116) : (tensor<2x4x16xf32>, tensor<2x4x1xi32>) -> (tensor<2x4x1xf32>, tensor<2x4x1x1xi32>)
      %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %118 = stablehlo.reduce(%117#0 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<f32>
      %cst_26 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %119 = stablehlo.divide %118, %cst_26 : tensor<f32>
      %120 = stablehlo.negate %119 : tensor<f32>
      %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %121 = stablehlo.negate %cst_27 : tensor<f32>
      %cst_28 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %122 = stablehlo.divide %121, %cst_28 : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %124 = func.call @take_along_axis_1(%117#1, %123) : (tensor<2x4x1x1xi32>, tensor<2x4x1xf32>) -> tensor<2x4x16xf32>
      %125 = func.call @log_softmax_2(%115#1, %115#2, %124) : (tensor<2x4x16xf32>, tensor<2x4x1xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
      %126 = stablehlo.dot_general %125, %112, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<2x4x8xf32>) -> tensor<16x8xf32>
      %127 = stablehlo.transpose %126, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %128 = stablehlo.dot_general %125, %113, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<8x16xf32>) -> tensor<2x4x8xf32>
      %129 = stablehlo.transpose %127, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %130 = "stablehlo.all_reduce"(%128) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
      %131 = stablehlo.dot_general %130, %109, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x4x4xf32>) -> tensor<8x4xf32>
      %132 = stablehlo.transpose %131, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
      %133 = stablehlo.dot_general %130, %arg41, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<4x8xf32>) -> tensor<2x4x4xf32>
      %134 = stablehlo.multiply %91, %133 : tensor<2x4x4xf32>
      %135 = stablehlo.multiply %133, %108 : tensor<2x4x4xf32>
      %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %136 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %137 = stablehlo.multiply %136, %134 : tensor<2x4x4xf32>
      %138 = stablehlo.multiply %137, %104 : tensor<2x4x4xf32>
      %139 = stablehlo.multiply %138, %102 : tensor<2x4x4xf32>
      %140 = stablehlo.add %138, %139 : tensor<2x4x4xf32>
      %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %141 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %142 = stablehlo.multiply %141, %140 : tensor<2x4x4xf32>
      %143 = stablehlo.add %135, %142 : tensor<2x4x4xf32>
      %cst_31 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %144 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %145 = stablehlo.multiply %144, %142 : tensor<2x4x4xf32>
      %146 = stablehlo.multiply %145, %96 : tensor<2x4x4xf32>
      %147 = stablehlo.add %143, %146 : tensor<2x4x4xf32>
      %148 = stablehlo.dot_general %147, %90, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x8xf32>) -> tensor<4x8xf32>
      %149 = stablehlo.transpose %148, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
      %150 = stablehlo.dot_general %147, %arg40, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<8x4xf32>) -> tensor<2x4x8xf32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %151 = stablehlo.reduce(%150 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
      %152 = stablehlo.reshape %151 : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %153 = stablehlo.reduce(%152 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
      %154 = stablehlo.multiply %84, %150 : tensor<2x4x8xf32>
      %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %155 = stablehlo.reduce(%154 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
      %156 = stablehlo.reshape %155 : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %157 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
      %158 = stablehlo.multiply %150, %157 : tensor<2x4x8xf32>
      %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %159 = stablehlo.reduce(%156 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
      %160 = stablehlo.multiply %76, %158 : tensor<2x4x8xf32>
      %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %161 = stablehlo.reduce(%160 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %162 = stablehlo.reshape %161 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %163 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %164 = stablehlo.multiply %158, %163 : tensor<2x4x8xf32>
      %165 = stablehlo.multiply %162, %82 : tensor<2x4x1xf32>
      %166 = stablehlo.negate %164 : tensor<2x4x8xf32>
      %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %167 = stablehlo.reduce(%166 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %168 = stablehlo.reshape %167 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %169 = stablehlo.add %128, %164 : tensor<2x4x8xf32>
      %cst_38 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %170 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %171 = stablehlo.divide %165, %170 : tensor<2x4x1xf32>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %172 = stablehlo.reduce(%171 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
      %174 = stablehlo.multiply %173, %70 : tensor<2x4x8xf32>
      %175 = stablehlo.negate %174 : tensor<2x4x8xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %176 = stablehlo.reduce(%175 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %177 = stablehlo.reshape %176 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %178 = stablehlo.add %169, %174 : tensor<2x4x8xf32>
      %179 = stablehlo.add %168, %177 : tensor<2x4x1xf32>
      %cst_41 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %180 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %181 = stablehlo.divide %179, %180 : tensor<2x4x1xf32>
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %182 = stablehlo.reduce(%181 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
      %184 = stablehlo.add %178, %183 : tensor<2x4x8xf32>
      %185 = "stablehlo.all_reduce"(%184) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
      %186 = stablehlo.dot_general %185, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x4x2xf32>) -> tensor<8x2xf32>
      %187 = stablehlo.transpose %186, dims = [1, 0] : (tensor<8x2xf32>) -> tensor<2x8xf32>
      %188 = stablehlo.dot_general %185, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x8xf32>) -> tensor<2x4x2xf32>
      %189 = stablehlo.dot_general %188, %54, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2xf32>, tensor<2x4x4xf32>) -> tensor<2x2x4xf32>
      %190 = stablehlo.transpose %189, dims = [0, 2, 1] : (tensor<2x2x4xf32>) -> tensor<2x4x2xf32>
      %191 = stablehlo.dot_general %188, %37, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x2xf32>, tensor<2x4x2xf32>) -> tensor<2x4x4xf32>
      %192 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
      %193 = stablehlo.multiply %191, %192 : tensor<2x4x4xf32>
      %194 = stablehlo.multiply %193, %50 : tensor<2x4x4xf32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %195 = stablehlo.reduce(%194 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
      %196 = stablehlo.reshape %195 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %197 = stablehlo.negate %196 : tensor<2x4x1xf32>
      %198 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
      %199 = stablehlo.divide %191, %198 : tensor<2x4x4xf32>
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %200 = stablehlo.reduce(%197 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
      %202 = stablehlo.add %199, %201 : tensor<2x4x4xf32>
      %203 = stablehlo.multiply %202, %50 : tensor<2x4x4xf32>
      %204 = func.call @_where_3(%43#1, %203) : (tensor<2x4x4xi1>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
      %cst_45 = stablehlo.constant dense<1.41421354> : tensor<f32>
      %205 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      %206 = stablehlo.divide %204, %205 : tensor<2x4x4xf32>
      %207 = stablehlo.dot_general %206, %35, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
      %208 = stablehlo.dot_general %206, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
      %209 = stablehlo.concatenate %208, %207, %190, dim = 2 : (tensor<2x4x2xf32>, tensor<2x4x2xf32>, tensor<2x4x2xf32>) -> tensor<2x4x6xf32>
      %210 = stablehlo.dot_general %209, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x6xf32>, tensor<2x4x8xf32>) -> tensor<6x8xf32>
      %211 = stablehlo.transpose %210, dims = [1, 0] : (tensor<6x8xf32>) -> tensor<8x6xf32>
      %212 = stablehlo.dot_general %209, %arg36, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x6xf32>, tensor<8x6xf32>) -> tensor<2x4x8xf32>
      %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %213 = stablehlo.reduce(%212 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
      %214 = stablehlo.reshape %213 : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %215 = stablehlo.reduce(%214 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
      %216 = stablehlo.multiply %27, %212 : tensor<2x4x8xf32>
      %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %217 = stablehlo.reduce(%216 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
      %218 = stablehlo.reshape %217 : (tensor<8xf32>) -> tensor<1x1x8xf32>
      %219 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
      %220 = stablehlo.multiply %212, %219 : tensor<2x4x8xf32>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %221 = stablehlo.reduce(%218 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
      %222 = stablehlo.multiply %19, %220 : tensor<2x4x8xf32>
      %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %223 = stablehlo.reduce(%222 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %224 = stablehlo.reshape %223 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %225 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
      %226 = stablehlo.multiply %220, %225 : tensor<2x4x8xf32>
      %227 = stablehlo.multiply %224, %25 : tensor<2x4x1xf32>
      %228 = stablehlo.negate %226 : tensor<2x4x8xf32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %229 = stablehlo.reduce(%228 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %230 = stablehlo.reshape %229 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %231 = stablehlo.add %184, %226 : tensor<2x4x8xf32>
      %cst_52 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %232 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %233 = stablehlo.divide %227, %232 : tensor<2x4x1xf32>
      %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %234 = stablehlo.reduce(%233 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
      %236 = stablehlo.multiply %235, %13 : tensor<2x4x8xf32>
      %237 = stablehlo.negate %236 : tensor<2x4x8xf32>
      %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %238 = stablehlo.reduce(%237 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
      %239 = stablehlo.reshape %238 : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %240 = stablehlo.add %231, %236 : tensor<2x4x8xf32>
      %241 = stablehlo.add %230, %239 : tensor<2x4x1xf32>
      %cst_55 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %242 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
      %243 = stablehlo.divide %241, %242 : tensor<2x4x1xf32>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %244 = stablehlo.reduce(%243 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
      %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
      %246 = stablehlo.add %240, %245 : tensor<2x4x8xf32>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %247 = stablehlo.reduce(%246 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
      %248 = stablehlo.reshape %247 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %249 = stablehlo.reduce(%248 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<1x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
      %250 = func.call @_take_4(%1#1, %246) : (tensor<2x4x1xi32>, tensor<2x4x8xf32>) -> tensor<16x8xf32>
      %251 = stablehlo.add %129, %250 : tensor<16x8xf32>
      %252 = "stablehlo.all_reduce"(%251) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<16x8xf32>) -> tensor<16x8xf32>
      %253 = "stablehlo.all_reduce"(%249) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %254 = "stablehlo.all_reduce"(%221) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %255 = "stablehlo.all_reduce"(%215) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %256 = "stablehlo.all_reduce"(%211) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<8x6xf32>) -> tensor<8x6xf32>
      %257 = "stablehlo.all_reduce"(%187) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<2x8xf32>) -> tensor<2x8xf32>
      %258 = "stablehlo.all_reduce"(%159) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %259 = "stablehlo.all_reduce"(%153) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<8xf32>) -> tensor<8xf32>
      %260 = "stablehlo.all_reduce"(%149) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
      %261 = "stablehlo.all_reduce"(%132) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %262 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %263 = stablehlo.divide %252, %262 : tensor<16x8xf32>
      %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %264 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %265 = stablehlo.divide %253, %264 : tensor<4x8xf32>
      %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %267 = stablehlo.divide %254, %266 : tensor<8xf32>
      %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %268 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %269 = stablehlo.divide %255, %268 : tensor<8xf32>
      %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %270 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %271 = stablehlo.divide %256, %270 : tensor<8x6xf32>
      %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %272 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %273 = stablehlo.divide %257, %272 : tensor<2x8xf32>
      %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %274 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %275 = stablehlo.divide %258, %274 : tensor<8xf32>
      %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %276 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %277 = stablehlo.divide %259, %276 : tensor<8xf32>
      %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %278 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %279 = stablehlo.divide %260, %278 : tensor<8x4xf32>
      %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %280 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %281 = stablehlo.divide %261, %280 : tensor<4x8xf32>
      %282 = "stablehlo.all_reduce"(%120) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
        %534 = stablehlo.add %arg64, %arg65 : tensor<f32>
        stablehlo.return %534 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %283 = stablehlo.divide %282, %cst_69 : tensor<f32>
      %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %285 = stablehlo.multiply %284, %arg42 : tensor<16x8xf32>
      %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %287 = stablehlo.multiply %286, %263 : tensor<16x8xf32>
      %288 = stablehlo.add %285, %287 : tensor<16x8xf32>
      %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %289 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %290 = stablehlo.multiply %289, %arg43 : tensor<4x8xf32>
      %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %291 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %292 = stablehlo.multiply %291, %265 : tensor<4x8xf32>
      %293 = stablehlo.add %290, %292 : tensor<4x8xf32>
      %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %294 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %295 = stablehlo.multiply %294, %arg44 : tensor<8xf32>
      %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %296 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %297 = stablehlo.multiply %296, %267 : tensor<8xf32>
      %298 = stablehlo.add %295, %297 : tensor<8xf32>
      %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %299 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %300 = stablehlo.multiply %299, %arg45 : tensor<8xf32>
      %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %301 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %302 = stablehlo.multiply %301, %269 : tensor<8xf32>
      %303 = stablehlo.add %300, %302 : tensor<8xf32>
      %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %304 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %305 = stablehlo.multiply %304, %arg46 : tensor<8x6xf32>
      %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %306 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %307 = stablehlo.multiply %306, %271 : tensor<8x6xf32>
      %308 = stablehlo.add %305, %307 : tensor<8x6xf32>
      %cst_80 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %309 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %310 = stablehlo.multiply %309, %arg47 : tensor<2x8xf32>
      %cst_81 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %311 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %312 = stablehlo.multiply %311, %273 : tensor<2x8xf32>
      %313 = stablehlo.add %310, %312 : tensor<2x8xf32>
      %cst_82 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %314 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %315 = stablehlo.multiply %314, %arg48 : tensor<8xf32>
      %cst_83 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %316 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %317 = stablehlo.multiply %316, %275 : tensor<8xf32>
      %318 = stablehlo.add %315, %317 : tensor<8xf32>
      %cst_84 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %319 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %320 = stablehlo.multiply %319, %arg49 : tensor<8xf32>
      %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %321 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %322 = stablehlo.multiply %321, %277 : tensor<8xf32>
      %323 = stablehlo.add %320, %322 : tensor<8xf32>
      %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %324 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %325 = stablehlo.multiply %324, %arg50 : tensor<8x4xf32>
      %cst_87 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %326 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %327 = stablehlo.multiply %326, %279 : tensor<8x4xf32>
      %328 = stablehlo.add %325, %327 : tensor<8x4xf32>
      %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %329 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %330 = stablehlo.multiply %329, %arg51 : tensor<4x8xf32>
      %cst_89 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %331 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %332 = stablehlo.multiply %331, %281 : tensor<4x8xf32>
      %333 = stablehlo.add %330, %332 : tensor<4x8xf32>
      %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %334 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %335 = stablehlo.multiply %334, %arg52 : tensor<16x8xf32>
      %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %336 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %337 = stablehlo.multiply %336, %263 : tensor<16x8xf32>
      %338 = stablehlo.multiply %337, %263 : tensor<16x8xf32>
      %339 = stablehlo.add %335, %338 : tensor<16x8xf32>
      %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %340 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %341 = stablehlo.multiply %340, %arg53 : tensor<4x8xf32>
      %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %342 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %343 = stablehlo.multiply %342, %265 : tensor<4x8xf32>
      %344 = stablehlo.multiply %343, %265 : tensor<4x8xf32>
      %345 = stablehlo.add %341, %344 : tensor<4x8xf32>
      %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %346 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %347 = stablehlo.multiply %346, %arg54 : tensor<8xf32>
      %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %348 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %349 = stablehlo.multiply %348, %267 : tensor<8xf32>
      %350 = stablehlo.multiply %349, %267 : tensor<8xf32>
      %351 = stablehlo.add %347, %350 : tensor<8xf32>
      %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %352 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %353 = stablehlo.multiply %352, %arg55 : tensor<8xf32>
      %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %354 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %355 = stablehlo.multiply %354, %269 : tensor<8xf32>
      %356 = stablehlo.multiply %355, %269 : tensor<8xf32>
      %357 = stablehlo.add %353, %356 : tensor<8xf32>
      %cst_98 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %358 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %359 = stablehlo.multiply %358, %arg56 : tensor<8x6xf32>
      %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %360 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %361 = stablehlo.multiply %360, %271 : tensor<8x6xf32>
      %362 = stablehlo.multiply %361, %271 : tensor<8x6xf32>
      %363 = stablehlo.add %359, %362 : tensor<8x6xf32>
      %cst_100 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %364 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %365 = stablehlo.multiply %364, %arg57 : tensor<2x8xf32>
      %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %366 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %367 = stablehlo.multiply %366, %273 : tensor<2x8xf32>
      %368 = stablehlo.multiply %367, %273 : tensor<2x8xf32>
      %369 = stablehlo.add %365, %368 : tensor<2x8xf32>
      %cst_102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %370 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %371 = stablehlo.multiply %370, %arg58 : tensor<8xf32>
      %cst_103 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %373 = stablehlo.multiply %372, %275 : tensor<8xf32>
      %374 = stablehlo.multiply %373, %275 : tensor<8xf32>
      %375 = stablehlo.add %371, %374 : tensor<8xf32>
      %cst_104 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %377 = stablehlo.multiply %376, %arg59 : tensor<8xf32>
      %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %378 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %379 = stablehlo.multiply %378, %277 : tensor<8xf32>
      %380 = stablehlo.multiply %379, %277 : tensor<8xf32>
      %381 = stablehlo.add %377, %380 : tensor<8xf32>
      %cst_106 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %383 = stablehlo.multiply %382, %arg60 : tensor<8x4xf32>
      %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %384 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %385 = stablehlo.multiply %384, %279 : tensor<8x4xf32>
      %386 = stablehlo.multiply %385, %279 : tensor<8x4xf32>
      %387 = stablehlo.add %383, %386 : tensor<8x4xf32>
      %cst_108 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
      %388 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %389 = stablehlo.multiply %388, %arg61 : tensor<4x8xf32>
      %cst_109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %390 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %391 = stablehlo.multiply %390, %281 : tensor<4x8xf32>
      %392 = stablehlo.multiply %391, %281 : tensor<4x8xf32>
      %393 = stablehlo.add %389, %392 : tensor<4x8xf32>
      %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %394 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %395 = stablehlo.divide %288, %394 : tensor<16x8xf32>
      %cst_111 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %396 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %397 = stablehlo.divide %339, %396 : tensor<16x8xf32>
      %398 = stablehlo.sqrt %397 : tensor<16x8xf32>
      %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %399 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %400 = stablehlo.add %398, %399 : tensor<16x8xf32>
      %401 = stablehlo.divide %395, %400 : tensor<16x8xf32>
      %cst_113 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %402 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %403 = stablehlo.multiply %402, %arg32 : tensor<16x8xf32>
      %404 = stablehlo.add %401, %403 : tensor<16x8xf32>
      %cst_114 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %405 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %406 = stablehlo.multiply %405, %404 : tensor<16x8xf32>
      %407 = stablehlo.subtract %arg32, %406 : tensor<16x8xf32>
      %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %408 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %409 = stablehlo.divide %293, %408 : tensor<4x8xf32>
      %cst_116 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %410 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %411 = stablehlo.divide %345, %410 : tensor<4x8xf32>
      %412 = stablehlo.sqrt %411 : tensor<4x8xf32>
      %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %413 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %414 = stablehlo.add %412, %413 : tensor<4x8xf32>
      %415 = stablehlo.divide %409, %414 : tensor<4x8xf32>
      %cst_118 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %416 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %417 = stablehlo.multiply %416, %arg33 : tensor<4x8xf32>
      %418 = stablehlo.add %415, %417 : tensor<4x8xf32>
      %cst_119 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %419 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %420 = stablehlo.multiply %419, %418 : tensor<4x8xf32>
      %421 = stablehlo.subtract %arg33, %420 : tensor<4x8xf32>
      %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %422 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %423 = stablehlo.divide %298, %422 : tensor<8xf32>
      %cst_121 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %424 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %425 = stablehlo.divide %351, %424 : tensor<8xf32>
      %426 = stablehlo.sqrt %425 : tensor<8xf32>
      %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %427 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %428 = stablehlo.add %426, %427 : tensor<8xf32>
      %429 = stablehlo.divide %423, %428 : tensor<8xf32>
      %cst_123 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %430 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %431 = stablehlo.multiply %430, %arg34 : tensor<8xf32>
      %432 = stablehlo.add %429, %431 : tensor<8xf32>
      %cst_124 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %433 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %434 = stablehlo.multiply %433, %432 : tensor<8xf32>
      %435 = stablehlo.subtract %arg34, %434 : tensor<8xf32>
      %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %436 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %437 = stablehlo.divide %303, %436 : tensor<8xf32>
      %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %438 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %439 = stablehlo.divide %357, %438 : tensor<8xf32>
      %440 = stablehlo.sqrt %439 : tensor<8xf32>
      %cst_127 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %441 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %442 = stablehlo.add %440, %441 : tensor<8xf32>
      %443 = stablehlo.divide %437, %442 : tensor<8xf32>
      %cst_128 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %444 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %445 = stablehlo.multiply %444, %arg35 : tensor<8xf32>
      %446 = stablehlo.add %443, %445 : tensor<8xf32>
      %cst_129 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %447 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %448 = stablehlo.multiply %447, %446 : tensor<8xf32>
      %449 = stablehlo.subtract %arg35, %448 : tensor<8xf32>
      %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %450 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %451 = stablehlo.divide %308, %450 : tensor<8x6xf32>
      %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %452 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %453 = stablehlo.divide %363, %452 : tensor<8x6xf32>
      %454 = stablehlo.sqrt %453 : tensor<8x6xf32>
      %cst_132 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %455 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %456 = stablehlo.add %454, %455 : tensor<8x6xf32>
      %457 = stablehlo.divide %451, %456 : tensor<8x6xf32>
      %cst_133 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %458 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %459 = stablehlo.multiply %458, %arg36 : tensor<8x6xf32>
      %460 = stablehlo.add %457, %459 : tensor<8x6xf32>
      %cst_134 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %461 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %462 = stablehlo.multiply %461, %460 : tensor<8x6xf32>
      %463 = stablehlo.subtract %arg36, %462 : tensor<8x6xf32>
      %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %464 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %465 = stablehlo.divide %313, %464 : tensor<2x8xf32>
      %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %466 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %467 = stablehlo.divide %369, %466 : tensor<2x8xf32>
      %468 = stablehlo.sqrt %467 : tensor<2x8xf32>
      %cst_137 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %470 = stablehlo.add %468, %469 : tensor<2x8xf32>
      %471 = stablehlo.divide %465, %470 : tensor<2x8xf32>
      %cst_138 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %473 = stablehlo.multiply %472, %arg37 : tensor<2x8xf32>
      %474 = stablehlo.add %471, %473 : tensor<2x8xf32>
      %cst_139 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
      %476 = stablehlo.multiply %475, %474 : tensor<2x8xf32>
      %477 = stablehlo.subtract %arg37, %476 : tensor<2x8xf32>
      %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %478 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %479 = stablehlo.divide %318, %478 : tensor<8xf32>
      %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %480 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %481 = stablehlo.divide %375, %480 : tensor<8xf32>
      %482 = stablehlo.sqrt %481 : tensor<8xf32>
      %cst_142 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %483 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %484 = stablehlo.add %482, %483 : tensor<8xf32>
      %485 = stablehlo.divide %479, %484 : tensor<8xf32>
      %cst_143 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %486 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %487 = stablehlo.multiply %486, %arg38 : tensor<8xf32>
      %488 = stablehlo.add %485, %487 : tensor<8xf32>
      %cst_144 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %489 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %490 = stablehlo.multiply %489, %488 : tensor<8xf32>
      %491 = stablehlo.subtract %arg38, %490 : tensor<8xf32>
      %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %492 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %493 = stablehlo.divide %323, %492 : tensor<8xf32>
      %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %494 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %495 = stablehlo.divide %381, %494 : tensor<8xf32>
      %496 = stablehlo.sqrt %495 : tensor<8xf32>
      %cst_147 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %497 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %498 = stablehlo.add %496, %497 : tensor<8xf32>
      %499 = stablehlo.divide %493, %498 : tensor<8xf32>
      %cst_148 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %500 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %501 = stablehlo.multiply %500, %arg39 : tensor<8xf32>
      %502 = stablehlo.add %499, %501 : tensor<8xf32>
      %cst_149 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %503 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %504 = stablehlo.multiply %503, %502 : tensor<8xf32>
      %505 = stablehlo.subtract %arg39, %504 : tensor<8xf32>
      %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %506 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %507 = stablehlo.divide %328, %506 : tensor<8x4xf32>
      %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %508 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %509 = stablehlo.divide %387, %508 : tensor<8x4xf32>
      %510 = stablehlo.sqrt %509 : tensor<8x4xf32>
      %cst_152 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %511 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %512 = stablehlo.add %510, %511 : tensor<8x4xf32>
      %513 = stablehlo.divide %507, %512 : tensor<8x4xf32>
      %cst_153 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %514 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %515 = stablehlo.multiply %514, %arg40 : tensor<8x4xf32>
      %516 = stablehlo.add %513, %515 : tensor<8x4xf32>
      %cst_154 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %517 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %518 = stablehlo.multiply %517, %516 : tensor<8x4xf32>
      %519 = stablehlo.subtract %arg40, %518 : tensor<8x4xf32>
      %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %520 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %521 = stablehlo.divide %333, %520 : tensor<4x8xf32>
      %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %522 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %523 = stablehlo.divide %393, %522 : tensor<4x8xf32>
      %524 = stablehlo.sqrt %523 : tensor<4x8xf32>
      %cst_157 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %525 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %526 = stablehlo.add %524, %525 : tensor<4x8xf32>
      %527 = stablehlo.divide %521, %526 : tensor<4x8xf32>
      %cst_158 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %528 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %529 = stablehlo.multiply %528, %arg41 : tensor<4x8xf32>
      %530 = stablehlo.add %527, %529 : tensor<4x8xf32>
      %cst_159 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %531 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %532 = stablehlo.multiply %531, %530 : tensor<4x8xf32>
      %533 = stablehlo.subtract %arg41, %532 : tensor<4x8xf32>
      sdy.return %407, %421, %435, %449, %463, %477, %491, %505, %519, %533, %288, %293, %298, %303, %308, %313, %318, %323, %328, %333, %339, %345, %351, %357, %363, %369, %375, %381, %387, %393, %283 : tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x6xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x6xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x6xf32>, tensor<2x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<f32>
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
