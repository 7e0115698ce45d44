module @jit_step attributes {mhlo.num_partitions = 256 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=256]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 256 : i64}]}}
  func.func public @main(%arg0: tensor<50304x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg1: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<96x12288x36864xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg4: tensor<96x36864xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<96x12288x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg6: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<96x12288x49152xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg10: tensor<96x49152xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<96x49152x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg12: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<16384x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg15: tensor<12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<50304x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg17: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<96x12288x36864xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg20: tensor<96x36864xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<96x12288x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg22: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<96x12288x49152xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg26: tensor<96x49152xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<96x49152x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg28: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<16384x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg31: tensor<12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<50304x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg33: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<96x12288x36864xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg36: tensor<96x36864xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg37: tensor<96x12288x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg38: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg39: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg40: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg41: tensor<96x12288x49152xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg42: tensor<96x49152xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg43: tensor<96x49152x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg44: tensor<96x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg45: tensor<12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<16384x12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg47: tensor<12288xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<768x2048xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<50304x12288xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<96x12288xf32> {jax.result_info = "result[0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288x36864xf32> {jax.result_info = "result[0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x36864xf32> {jax.result_info = "result[0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288x12288xf32> {jax.result_info = "result[0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288x49152xf32> {jax.result_info = "result[0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x49152xf32> {jax.result_info = "result[0][1][9]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x49152x12288xf32> {jax.result_info = "result[0][1][10]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[0][1][11]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<12288xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16384x12288xf32> {jax.result_info = "result[0][3][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<12288xf32> {jax.result_info = "result[0][3][1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<50304x12288xf32> {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288x36864xf32> {jax.result_info = "result[1][0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x36864xf32> {jax.result_info = "result[1][0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288x12288xf32> {jax.result_info = "result[1][0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288x49152xf32> {jax.result_info = "result[1][0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x49152xf32> {jax.result_info = "result[1][0][1][9]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x49152x12288xf32> {jax.result_info = "result[1][0][1][10]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][0][1][11]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<12288xf32> {jax.result_info = "result[1][0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16384x12288xf32> {jax.result_info = "result[1][0][3][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<12288xf32> {jax.result_info = "result[1][0][3][1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<50304x12288xf32> {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288x36864xf32> {jax.result_info = "result[1][1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x36864xf32> {jax.result_info = "result[1][1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288x12288xf32> {jax.result_info = "result[1][1][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][1][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][1][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][1][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x12288x49152xf32> {jax.result_info = "result[1][1][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x49152xf32> {jax.result_info = "result[1][1][1][9]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<96x49152x12288xf32> {jax.result_info = "result[1][1][1][10]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<96x12288xf32> {jax.result_info = "result[1][1][1][11]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<12288xf32> {jax.result_info = "result[1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16384x12288xf32> {jax.result_info = "result[1][1][3][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<12288xf32> {jax.result_info = "result[1][1][3][1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg48) : (tensor<50304x12288xf32>, tensor<768x2048xi32>) -> (tensor<768x2048x12288xf32>, tensor<768x2048x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<768x2048x12288xf32>) -> tensor<768x2048x12288xbf16>
    %2 = stablehlo.slice %arg14 [0:2048, 0:12288] : (tensor<16384x12288xf32>) -> tensor<2048x12288xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<2048x12288xf32>) -> tensor<1x2048x12288xf32>
    %4 = stablehlo.convert %3 : (tensor<1x2048x12288xf32>) -> tensor<1x2048x12288xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x2048x12288xbf16>) -> tensor<768x2048x12288xbf16>
    %6 = stablehlo.add %1, %5 : tensor<768x2048x12288xbf16>
    %cst = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.sqrt %cst : tensor<f32>
    %8 = stablehlo.convert %7 : (tensor<f32>) -> tensor<bf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<96x768x2048x12288xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10:16 = stablehlo.while(%iterArg = %arg1, %iterArg_152 = %arg2, %iterArg_153 = %arg3, %iterArg_154 = %arg4, %iterArg_155 = %arg5, %iterArg_156 = %arg6, %iterArg_157 = %arg7, %iterArg_158 = %arg8, %iterArg_159 = %arg9, %iterArg_160 = %arg10, %iterArg_161 = %arg11, %iterArg_162 = %arg12, %iterArg_163 = %8, %iterArg_164 = %c, %iterArg_165 = %6, %iterArg_166 = %9) : tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x36864xf32>, tensor<96x36864xf32>, tensor<96x12288x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x49152xf32>, tensor<96x49152xf32>, tensor<96x49152x12288xf32>, tensor<96x12288xf32>, tensor<bf16>, tensor<i32>, tensor<768x2048x12288xbf16>, tensor<96x768x2048x12288xbf16>
    cond {
      %c_167 = stablehlo.constant dense<96> : tensor<i32>
      %457 = stablehlo.compare LT, %iterArg_164, %c_167, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %457 : tensor<i1>
    } do {
      %457 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_164) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %458 = func.call @dynamic_index_in_dim(%iterArg_152, %iterArg_164) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %459 = func.call @dynamic_index_in_dim_0(%iterArg_153, %iterArg_164) : (tensor<96x12288x36864xf32>, tensor<i32>) -> tensor<12288x36864xf32>
      %460 = func.call @dynamic_index_in_dim_1(%iterArg_154, %iterArg_164) : (tensor<96x36864xf32>, tensor<i32>) -> tensor<36864xf32>
      %461 = func.call @dynamic_index_in_dim_2(%iterArg_155, %iterArg_164) : (tensor<96x12288x12288xf32>, tensor<i32>) -> tensor<12288x12288xf32>
      %462 = func.call @dynamic_index_in_dim(%iterArg_156, %iterArg_164) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %463 = func.call @dynamic_index_in_dim(%iterArg_157, %iterArg_164) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %464 = func.call @dynamic_index_in_dim(%iterArg_158, %iterArg_164) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %465 = func.call @dynamic_index_in_dim_3(%iterArg_159, %iterArg_164) : (tensor<96x12288x49152xf32>, tensor<i32>) -> tensor<12288x49152xf32>
      %466 = func.call @dynamic_index_in_dim_4(%iterArg_160, %iterArg_164) : (tensor<96x49152xf32>, tensor<i32>) -> tensor<49152xf32>
      %467 = func.call @dynamic_index_in_dim_5(%iterArg_161, %iterArg_164) : (tensor<96x49152x12288xf32>, tensor<i32>) -> tensor<49152x12288xf32>
      %468 = func.call @dynamic_index_in_dim(%iterArg_162, %iterArg_164) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %469 = stablehlo.convert %iterArg_165 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x12288xf32>
      %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %470 = stablehlo.reduce(%469 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_168 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %473 = stablehlo.divide %471, %472 : tensor<768x2048x1xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %475 = stablehlo.subtract %469, %474 : tensor<768x2048x12288xf32>
      %476 = chlo.square %475 : tensor<768x2048x12288xf32> -> tensor<768x2048x12288xf32>
      %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %477 = stablehlo.reduce(%476 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_170 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %479 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %480 = stablehlo.divide %478, %479 : tensor<768x2048x1xf32>
      %481 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %482 = stablehlo.subtract %469, %481 : tensor<768x2048x12288xf32>
      %cst_171 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %483 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %484 = stablehlo.add %480, %483 : tensor<768x2048x1xf32>
      %485 = stablehlo.rsqrt %484 : tensor<768x2048x1xf32>
      %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %487 = stablehlo.multiply %482, %486 : tensor<768x2048x12288xf32>
      %cst_172 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %488 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<12288xf32>
      %489 = stablehlo.add %457, %488 : tensor<12288xf32>
      %490 = stablehlo.broadcast_in_dim %489, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %492 = stablehlo.multiply %487, %491 : tensor<768x2048x12288xf32>
      %493 = stablehlo.broadcast_in_dim %458, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %495 = stablehlo.add %492, %494 : tensor<768x2048x12288xf32>
      %496 = stablehlo.convert %495 : (tensor<768x2048x12288xf32>) -> tensor<768x2048x12288xbf16>
      %497 = stablehlo.convert %459 : (tensor<12288x36864xf32>) -> tensor<12288x36864xbf16>
      %498 = stablehlo.dot_general %496, %497, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<12288x36864xbf16>) -> tensor<768x2048x36864xbf16>
      %499 = stablehlo.convert %460 : (tensor<36864xf32>) -> tensor<36864xbf16>
      %500 = stablehlo.broadcast_in_dim %499, dims = [2] : (tensor<36864xbf16>) -> tensor<1x1x36864xbf16>
      %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<1x1x36864xbf16>) -> tensor<768x2048x36864xbf16>
      %502 = stablehlo.add %498, %501 : tensor<768x2048x36864xbf16>
      %503 = stablehlo.reshape %502 : (tensor<768x2048x36864xbf16>) -> tensor<768x2048x3x96x128xbf16>
      %504 = stablehlo.slice %503 [0:768, 0:2048, 0:1, 0:96, 0:128] : (tensor<768x2048x3x96x128xbf16>) -> tensor<768x2048x1x96x128xbf16>
      %505 = stablehlo.reshape %504 : (tensor<768x2048x1x96x128xbf16>) -> tensor<768x2048x96x128xbf16>
      %506 = stablehlo.broadcast_in_dim %iterArg_163, dims = [] : (tensor<bf16>) -> tensor<768x2048x96x128xbf16>
      %507 = stablehlo.divide %505, %506 : tensor<768x2048x96x128xbf16>
      %508 = stablehlo.reshape %507 : (tensor<768x2048x96x128xbf16>) -> tensor<768x2048x96x1x128xbf16>
      %509 = stablehlo.slice %503 [0:768, 0:2048, 1:2, 0:96, 0:128] : (tensor<768x2048x3x96x128xbf16>) -> tensor<768x2048x1x96x128xbf16>
      %510 = stablehlo.reshape %509 : (tensor<768x2048x1x96x128xbf16>) -> tensor<768x2048x96x128xbf16>
      %511 = stablehlo.slice %503 [0:768, 0:2048, 2:3, 0:96, 0:128] : (tensor<768x2048x3x96x128xbf16>) -> tensor<768x2048x1x96x128xbf16>
      %512 = stablehlo.reshape %511 : (tensor<768x2048x1x96x128xbf16>) -> tensor<768x2048x96x128xbf16>
      %513 = stablehlo.transpose %508, dims = [0, 2, 3, 1, 4] : (tensor<768x2048x96x1x128xbf16>) -> tensor<768x96x1x2048x128xbf16>
      %514 = stablehlo.transpose %510, dims = [0, 2, 1, 3] : (tensor<768x2048x96x128xbf16>) -> tensor<768x96x2048x128xbf16>
      %515 = stablehlo.transpose %512, dims = [0, 2, 1, 3] : (tensor<768x2048x96x128xbf16>) -> tensor<768x96x2048x128xbf16>
      %516:2 = stablehlo.composite "flash_attention.forward" %513, %514, %515 {decomposition = @flash_attention.forward} : (tensor<768x96x1x2048x128xbf16>, tensor<768x96x2048x128xbf16>, tensor<768x96x2048x128xbf16>) -> (tensor<768x96x1x2048x128xbf16>, tensor<768x96x1x2048xf32>)
      %517 = stablehlo.transpose %516#0, dims = [0, 3, 1, 2, 4] : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x2048x96x1x128xbf16>
      %518 = stablehlo.reshape %517 : (tensor<768x2048x96x1x128xbf16>) -> tensor<768x2048x12288xbf16>
      %519 = stablehlo.convert %461 : (tensor<12288x12288xf32>) -> tensor<12288x12288xbf16>
      %520 = stablehlo.dot_general %518, %519, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<12288x12288xbf16>) -> tensor<768x2048x12288xbf16>
      %521 = stablehlo.add %iterArg_165, %520 : tensor<768x2048x12288xbf16>
      %522 = stablehlo.convert %462 : (tensor<12288xf32>) -> tensor<12288xbf16>
      %523 = stablehlo.broadcast_in_dim %522, dims = [2] : (tensor<12288xbf16>) -> tensor<1x1x12288xbf16>
      %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2] : (tensor<1x1x12288xbf16>) -> tensor<768x2048x12288xbf16>
      %525 = stablehlo.add %521, %524 : tensor<768x2048x12288xbf16>
      %526 = stablehlo.convert %525 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x12288xf32>
      %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %527 = stablehlo.reduce(%526 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_174 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %529 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %530 = stablehlo.divide %528, %529 : tensor<768x2048x1xf32>
      %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %532 = stablehlo.subtract %526, %531 : tensor<768x2048x12288xf32>
      %533 = chlo.square %532 : tensor<768x2048x12288xf32> -> tensor<768x2048x12288xf32>
      %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %534 = stablehlo.reduce(%533 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_176 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %536 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %537 = stablehlo.divide %535, %536 : tensor<768x2048x1xf32>
      %538 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %539 = stablehlo.subtract %526, %538 : tensor<768x2048x12288xf32>
      %cst_177 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %540 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %541 = stablehlo.add %537, %540 : tensor<768x2048x1xf32>
      %542 = stablehlo.rsqrt %541 : tensor<768x2048x1xf32>
      %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %544 = stablehlo.multiply %539, %543 : tensor<768x2048x12288xf32>
      %cst_178 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %545 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<12288xf32>
      %546 = stablehlo.add %463, %545 : tensor<12288xf32>
      %547 = stablehlo.broadcast_in_dim %546, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %549 = stablehlo.multiply %544, %548 : tensor<768x2048x12288xf32>
      %550 = stablehlo.broadcast_in_dim %464, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %551 = stablehlo.broadcast_in_dim %550, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %552 = stablehlo.add %549, %551 : tensor<768x2048x12288xf32>
      %553 = stablehlo.convert %552 : (tensor<768x2048x12288xf32>) -> tensor<768x2048x12288xbf16>
      %554 = stablehlo.convert %465 : (tensor<12288x49152xf32>) -> tensor<12288x49152xbf16>
      %555 = stablehlo.dot_general %553, %554, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<12288x49152xbf16>) -> tensor<768x2048x49152xbf16>
      %556 = stablehlo.convert %466 : (tensor<49152xf32>) -> tensor<49152xbf16>
      %557 = stablehlo.broadcast_in_dim %556, dims = [2] : (tensor<49152xbf16>) -> tensor<1x1x49152xbf16>
      %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<1x1x49152xbf16>) -> tensor<768x2048x49152xbf16>
      %559 = stablehlo.add %555, %558 : tensor<768x2048x49152xbf16>
      %560 = stablehlo.multiply %559, %559 : tensor<768x2048x49152xbf16>
      %561 = stablehlo.multiply %560, %559 : tensor<768x2048x49152xbf16>
      %cst_179 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
      %562 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %563 = stablehlo.multiply %562, %561 : tensor<768x2048x49152xbf16>
      %564 = stablehlo.add %559, %563 : tensor<768x2048x49152xbf16>
      %cst_180 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
      %565 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %566 = stablehlo.multiply %565, %564 : tensor<768x2048x49152xbf16>
      %567 = stablehlo.tanh %566 : tensor<768x2048x49152xbf16>
      %cst_181 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %568 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %569 = stablehlo.add %568, %567 : tensor<768x2048x49152xbf16>
      %cst_182 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
      %570 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %571 = stablehlo.multiply %570, %569 : tensor<768x2048x49152xbf16>
      %572 = stablehlo.multiply %559, %571 : tensor<768x2048x49152xbf16>
      %573 = stablehlo.convert %467 : (tensor<49152x12288xf32>) -> tensor<49152x12288xbf16>
      %574 = stablehlo.dot_general %572, %573, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x49152xbf16>, tensor<49152x12288xbf16>) -> tensor<768x2048x12288xbf16>
      %575 = stablehlo.add %525, %574 : tensor<768x2048x12288xbf16>
      %576 = stablehlo.convert %468 : (tensor<12288xf32>) -> tensor<12288xbf16>
      %577 = stablehlo.broadcast_in_dim %576, dims = [2] : (tensor<12288xbf16>) -> tensor<1x1x12288xbf16>
      %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<1x1x12288xbf16>) -> tensor<768x2048x12288xbf16>
      %579 = stablehlo.add %575, %578 : tensor<768x2048x12288xbf16>
      %580 = func.call @dynamic_update_index_in_dim(%iterArg_166, %iterArg_165, %iterArg_164) : (tensor<96x768x2048x12288xbf16>, tensor<768x2048x12288xbf16>, tensor<i32>) -> tensor<96x768x2048x12288xbf16>
      %c_183 = stablehlo.constant dense<1> : tensor<i32>
      %581 = stablehlo.add %iterArg_164, %c_183 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %581, %579, %580 : tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x36864xf32>, tensor<96x36864xf32>, tensor<96x12288x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x49152xf32>, tensor<96x49152xf32>, tensor<96x49152x12288xf32>, tensor<96x12288xf32>, tensor<bf16>, tensor<i32>, tensor<768x2048x12288xbf16>, tensor<96x768x2048x12288xbf16>
    }
    %11 = stablehlo.convert %10#14 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x12288xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
    %cst_2 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<768x2048x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
    %17 = stablehlo.subtract %11, %16 : tensor<768x2048x12288xf32>
    %18 = chlo.square %17 : tensor<768x2048x12288xf32> -> tensor<768x2048x12288xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<768x2048x12288xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<768x2048x12288xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%18 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
    %cst_5 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<768x2048x1xf32>
    %25 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
    %26 = stablehlo.subtract %11, %25 : tensor<768x2048x12288xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
    %28 = stablehlo.add %24, %27 : tensor<768x2048x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<768x2048x1xf32>
    %30 = stablehlo.divide %29, %28 : tensor<768x2048x1xf32>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<768x2048x1xf32>
    %33 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
    %34 = stablehlo.multiply %26, %33 : tensor<768x2048x12288xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %36 = stablehlo.add %arg13, %35 : tensor<12288xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
    %39 = stablehlo.multiply %34, %38 : tensor<768x2048x12288xf32>
    %40 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
    %42 = stablehlo.add %39, %41 : tensor<768x2048x12288xf32>
    %43 = stablehlo.convert %42 : (tensor<768x2048x12288xf32>) -> tensor<768x2048x12288xbf16>
    %44 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<50304x12288xf32>) -> tensor<12288x50304xf32>
    %45 = stablehlo.convert %44 : (tensor<12288x50304xf32>) -> tensor<12288x50304xbf16>
    %46 = stablehlo.dot_general %43, %45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<12288x50304xbf16>) -> tensor<768x2048x50304xbf16>
    %47 = stablehlo.convert %46 : (tensor<768x2048x50304xbf16>) -> tensor<768x2048x50304xf32>
    %48:3 = call @log_softmax(%47) : (tensor<768x2048x50304xf32>) -> (tensor<768x2048x50304xf32>, tensor<768x2048x50304xf32>, tensor<768x2048x1xf32>)
    %49 = stablehlo.broadcast_in_dim %arg48, dims = [0, 1] : (tensor<768x2048xi32>) -> tensor<768x2048x1xi32>
    %50:2 = call @take_along_axis(%48#0, %49) : (tensor<768x2048x50304xf32>, tensor<768x2048x1xi32>) -> (tensor<768x2048x1xf32>, tensor<768x2048x1x1xi32>)
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50#0 init: %cst_9) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<768x2048x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<0x49C00000> : tensor<f32>
    %52 = stablehlo.divide %51, %cst_10 : tensor<f32>
    %53 = stablehlo.negate %52 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.negate %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<0x49C00000> : tensor<f32>
    %55 = stablehlo.divide %54, %cst_12 : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
    %57 = call @take_along_axis_7(%50#1, %56) : (tensor<768x2048x1x1xi32>, tensor<768x2048x1xf32>) -> tensor<768x2048x50304xf32>
    %58 = call @log_softmax_8(%48#1, %48#2, %57) : (tensor<768x2048x50304xf32>, tensor<768x2048x1xf32>, tensor<768x2048x50304xf32>) -> tensor<768x2048x50304xf32>
    %59 = stablehlo.convert %58 : (tensor<768x2048x50304xf32>) -> tensor<768x2048x50304xbf16>
    %60 = stablehlo.dot_general %59, %43, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x50304xbf16>, tensor<768x2048x12288xbf16>) -> tensor<50304x12288xbf16>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<50304x12288xbf16>) -> tensor<12288x50304xbf16>
    %62 = stablehlo.dot_general %59, %45, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x50304xbf16>, tensor<12288x50304xbf16>) -> tensor<768x2048x12288xbf16>
    %63 = stablehlo.convert %61 : (tensor<12288x50304xbf16>) -> tensor<12288x50304xf32>
    %64 = stablehlo.transpose %63, dims = [1, 0] : (tensor<12288x50304xf32>) -> tensor<50304x12288xf32>
    %65 = stablehlo.convert %62 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x12288xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<12288xf32>
    %67 = stablehlo.reshape %66 : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x12288xf32>, tensor<f32>) -> tensor<12288xf32>
    %69 = stablehlo.multiply %34, %65 : tensor<768x2048x12288xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<12288xf32>
    %71 = stablehlo.reshape %70 : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
    %72 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
    %73 = stablehlo.multiply %65, %72 : tensor<768x2048x12288xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%71 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x12288xf32>, tensor<f32>) -> tensor<12288xf32>
    %75 = stablehlo.multiply %26, %73 : tensor<768x2048x12288xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %77 = stablehlo.reshape %76 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
    %78 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
    %79 = stablehlo.multiply %73, %78 : tensor<768x2048x12288xf32>
    %80 = stablehlo.multiply %77, %32 : tensor<768x2048x1xf32>
    %81 = stablehlo.negate %79 : tensor<768x2048x12288xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %83 = stablehlo.reshape %82 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
    %cst_19 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
    %85 = stablehlo.divide %80, %84 : tensor<768x2048x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x1xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x12288xf32>
    %88 = stablehlo.multiply %87, %20 : tensor<768x2048x12288xf32>
    %89 = stablehlo.negate %88 : tensor<768x2048x12288xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %91 = stablehlo.reshape %90 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
    %92 = stablehlo.add %79, %88 : tensor<768x2048x12288xf32>
    %93 = stablehlo.add %83, %91 : tensor<768x2048x1xf32>
    %cst_22 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
    %95 = stablehlo.divide %93, %94 : tensor<768x2048x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x1xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x12288xf32>
    %98 = stablehlo.add %92, %97 : tensor<768x2048x12288xf32>
    %99 = stablehlo.convert %98 : (tensor<768x2048x12288xf32>) -> tensor<768x2048x12288xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<96x12288x36864xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<96x36864xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<96x12288x12288xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<96x12288x49152xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<96x49152xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<96x49152x12288xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %112:26 = stablehlo.while(%iterArg = %10#15, %iterArg_152 = %arg1, %iterArg_153 = %arg2, %iterArg_154 = %arg3, %iterArg_155 = %arg4, %iterArg_156 = %arg5, %iterArg_157 = %arg6, %iterArg_158 = %arg7, %iterArg_159 = %arg8, %iterArg_160 = %arg9, %iterArg_161 = %arg10, %iterArg_162 = %arg11, %iterArg_163 = %c_36, %iterArg_164 = %99, %iterArg_165 = %100, %iterArg_166 = %101, %iterArg_167 = %102, %iterArg_168 = %103, %iterArg_169 = %104, %iterArg_170 = %105, %iterArg_171 = %106, %iterArg_172 = %107, %iterArg_173 = %108, %iterArg_174 = %109, %iterArg_175 = %110, %iterArg_176 = %111) : tensor<96x768x2048x12288xbf16>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x36864xf32>, tensor<96x36864xf32>, tensor<96x12288x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x49152xf32>, tensor<96x49152xf32>, tensor<96x49152x12288xf32>, tensor<i32>, tensor<768x2048x12288xbf16>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x36864xf32>, tensor<96x36864xf32>, tensor<96x12288x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x49152xf32>, tensor<96x49152xf32>, tensor<96x49152x12288xf32>, tensor<96x12288xf32>
    cond {
      %c_177 = stablehlo.constant dense<96> : tensor<i32>
      %457 = stablehlo.compare LT, %iterArg_163, %c_177, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %457 : tensor<i1>
    } do {
      %c_177 = stablehlo.constant dense<96> : tensor<i32>
      %457 = stablehlo.subtract %c_177, %iterArg_163 : tensor<i32>
      %c_178 = stablehlo.constant dense<1> : tensor<i32>
      %458 = stablehlo.subtract %457, %c_178 : tensor<i32>
      %459 = func.call @dynamic_index_in_dim_9(%iterArg, %458) : (tensor<96x768x2048x12288xbf16>, tensor<i32>) -> tensor<768x2048x12288xbf16>
      %460 = func.call @dynamic_index_in_dim(%iterArg_152, %458) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %461 = func.call @dynamic_index_in_dim(%iterArg_153, %458) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %462 = func.call @dynamic_index_in_dim_0(%iterArg_154, %458) : (tensor<96x12288x36864xf32>, tensor<i32>) -> tensor<12288x36864xf32>
      %463 = func.call @dynamic_index_in_dim_1(%iterArg_155, %458) : (tensor<96x36864xf32>, tensor<i32>) -> tensor<36864xf32>
      %464 = func.call @dynamic_index_in_dim_2(%iterArg_156, %458) : (tensor<96x12288x12288xf32>, tensor<i32>) -> tensor<12288x12288xf32>
      %465 = func.call @dynamic_index_in_dim(%iterArg_157, %458) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %466 = func.call @dynamic_index_in_dim(%iterArg_158, %458) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %467 = func.call @dynamic_index_in_dim(%iterArg_159, %458) : (tensor<96x12288xf32>, tensor<i32>) -> tensor<12288xf32>
      %468 = func.call @dynamic_index_in_dim_3(%iterArg_160, %458) : (tensor<96x12288x49152xf32>, tensor<i32>) -> tensor<12288x49152xf32>
      %469 = func.call @dynamic_index_in_dim_4(%iterArg_161, %458) : (tensor<96x49152xf32>, tensor<i32>) -> tensor<49152xf32>
      %470 = func.call @dynamic_index_in_dim_5(%iterArg_162, %458) : (tensor<96x49152x12288xf32>, tensor<i32>) -> tensor<49152x12288xf32>
      %471:13 = stablehlo.optimization_barrier %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %iterArg_164 : tensor<768x2048x12288xbf16>, tensor<12288xf32>, tensor<12288xf32>, tensor<12288x36864xf32>, tensor<36864xf32>, tensor<12288x12288xf32>, tensor<12288xf32>, tensor<12288xf32>, tensor<12288xf32>, tensor<12288x49152xf32>, tensor<49152xf32>, tensor<49152x12288xf32>, tensor<768x2048x12288xbf16>
      %472 = stablehlo.convert %471#0 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x12288xf32>
      %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %473 = stablehlo.reduce(%472 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_180 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %476 = stablehlo.divide %474, %475 : tensor<768x2048x1xf32>
      %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %478 = stablehlo.subtract %472, %477 : tensor<768x2048x12288xf32>
      %479 = chlo.square %478 : tensor<768x2048x12288xf32> -> tensor<768x2048x12288xf32>
      %cst_181 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %480 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<768x2048x12288xf32>
      %481 = stablehlo.multiply %480, %478 : tensor<768x2048x12288xf32>
      %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %482 = stablehlo.reduce(%479 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_183 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %484 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %485 = stablehlo.divide %483, %484 : tensor<768x2048x1xf32>
      %486 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %487 = stablehlo.subtract %472, %486 : tensor<768x2048x12288xf32>
      %cst_184 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %488 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %489 = stablehlo.add %485, %488 : tensor<768x2048x1xf32>
      %490 = stablehlo.rsqrt %489 : tensor<768x2048x1xf32>
      %491 = stablehlo.divide %490, %489 : tensor<768x2048x1xf32>
      %cst_185 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %492 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %493 = stablehlo.multiply %492, %491 : tensor<768x2048x1xf32>
      %494 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %495 = stablehlo.multiply %487, %494 : tensor<768x2048x12288xf32>
      %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<12288xf32>
      %497 = stablehlo.add %471#1, %496 : tensor<12288xf32>
      %498 = stablehlo.broadcast_in_dim %497, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %500 = stablehlo.multiply %495, %499 : tensor<768x2048x12288xf32>
      %501 = stablehlo.broadcast_in_dim %471#2, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %503 = stablehlo.add %500, %502 : tensor<768x2048x12288xf32>
      %504 = stablehlo.convert %503 : (tensor<768x2048x12288xf32>) -> tensor<768x2048x12288xbf16>
      %505 = stablehlo.convert %471#3 : (tensor<12288x36864xf32>) -> tensor<12288x36864xbf16>
      %506 = stablehlo.dot_general %504, %505, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<12288x36864xbf16>) -> tensor<768x2048x36864xbf16>
      %507 = stablehlo.convert %471#4 : (tensor<36864xf32>) -> tensor<36864xbf16>
      %508 = stablehlo.broadcast_in_dim %507, dims = [2] : (tensor<36864xbf16>) -> tensor<1x1x36864xbf16>
      %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2] : (tensor<1x1x36864xbf16>) -> tensor<768x2048x36864xbf16>
      %510 = stablehlo.add %506, %509 : tensor<768x2048x36864xbf16>
      %511 = stablehlo.reshape %510 : (tensor<768x2048x36864xbf16>) -> tensor<768x2048x3x96x128xbf16>
      %512 = stablehlo.slice %511 [0:768, 0:2048, 0:1, 0:96, 0:128] : (tensor<768x2048x3x96x128xbf16>) -> tensor<768x2048x1x96x128xbf16>
      %513 = stablehlo.reshape %512 : (tensor<768x2048x1x96x128xbf16>) -> tensor<768x2048x96x128xbf16>
      %cst_187 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %514 = stablehlo.sqrt %cst_187 : tensor<f32>
      %515 = stablehlo.convert %514 : (tensor<f32>) -> tensor<bf16>
      %516 = stablehlo.broadcast_in_dim %515, dims = [] : (tensor<bf16>) -> tensor<768x2048x96x128xbf16>
      %517 = stablehlo.divide %513, %516 : tensor<768x2048x96x128xbf16>
      %518 = stablehlo.reshape %517 : (tensor<768x2048x96x128xbf16>) -> tensor<768x2048x96x1x128xbf16>
      %519 = stablehlo.slice %511 [0:768, 0:2048, 1:2, 0:96, 0:128] : (tensor<768x2048x3x96x128xbf16>) -> tensor<768x2048x1x96x128xbf16>
      %520 = stablehlo.reshape %519 : (tensor<768x2048x1x96x128xbf16>) -> tensor<768x2048x96x128xbf16>
      %521 = stablehlo.slice %511 [0:768, 0:2048, 2:3, 0:96, 0:128] : (tensor<768x2048x3x96x128xbf16>) -> tensor<768x2048x1x96x128xbf16>
      %522 = stablehlo.reshape %521 : (tensor<768x2048x1x96x128xbf16>) -> tensor<768x2048x96x128xbf16>
      %523 = stablehlo.transpose %518, dims = [0, 2, 3, 1, 4] : (tensor<768x2048x96x1x128xbf16>) -> tensor<768x96x1x2048x128xbf16>
      %524 = stablehlo.transpose %520, dims = [0, 2, 1, 3] : (tensor<768x2048x96x128xbf16>) -> tensor<768x96x2048x128xbf16>
      %525 = stablehlo.transpose %522, dims = [0, 2, 1, 3] : (tensor<768x2048x96x128xbf16>) -> tensor<768x96x2048x128xbf16>
      %526:2 = stablehlo.composite "flash_attention.forward" %523, %524, %525 {decomposition = @flash_attention.forward} : (tensor<768x96x1x2048x128xbf16>, tensor<768x96x2048x128xbf16>, tensor<768x96x2048x128xbf16>) -> (tensor<768x96x1x2048x128xbf16>, tensor<768x96x1x2048xf32>)
      %527 = stablehlo.transpose %526#0, dims = [0, 3, 1, 2, 4] : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x2048x96x1x128xbf16>
      %528 = stablehlo.reshape %527 : (tensor<768x2048x96x1x128xbf16>) -> tensor<768x2048x12288xbf16>
      %529 = stablehlo.convert %471#5 : (tensor<12288x12288xf32>) -> tensor<12288x12288xbf16>
      %530 = stablehlo.dot_general %528, %529, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<12288x12288xbf16>) -> tensor<768x2048x12288xbf16>
      %531 = stablehlo.add %471#0, %530 : tensor<768x2048x12288xbf16>
      %532 = stablehlo.convert %471#6 : (tensor<12288xf32>) -> tensor<12288xbf16>
      %533 = stablehlo.broadcast_in_dim %532, dims = [2] : (tensor<12288xbf16>) -> tensor<1x1x12288xbf16>
      %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<1x1x12288xbf16>) -> tensor<768x2048x12288xbf16>
      %535 = stablehlo.add %531, %534 : tensor<768x2048x12288xbf16>
      %536 = stablehlo.convert %535 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x12288xf32>
      %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %537 = stablehlo.reduce(%536 init: %cst_188) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_189 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %539 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %540 = stablehlo.divide %538, %539 : tensor<768x2048x1xf32>
      %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %542 = stablehlo.subtract %536, %541 : tensor<768x2048x12288xf32>
      %543 = chlo.square %542 : tensor<768x2048x12288xf32> -> tensor<768x2048x12288xf32>
      %cst_190 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %544 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<768x2048x12288xf32>
      %545 = stablehlo.multiply %544, %542 : tensor<768x2048x12288xf32>
      %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %546 = stablehlo.reduce(%543 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_192 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %548 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %549 = stablehlo.divide %547, %548 : tensor<768x2048x1xf32>
      %550 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %551 = stablehlo.subtract %536, %550 : tensor<768x2048x12288xf32>
      %cst_193 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %552 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %553 = stablehlo.add %549, %552 : tensor<768x2048x1xf32>
      %554 = stablehlo.rsqrt %553 : tensor<768x2048x1xf32>
      %555 = stablehlo.divide %554, %553 : tensor<768x2048x1xf32>
      %cst_194 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %556 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %557 = stablehlo.multiply %556, %555 : tensor<768x2048x1xf32>
      %558 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %559 = stablehlo.multiply %551, %558 : tensor<768x2048x12288xf32>
      %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %560 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<12288xf32>
      %561 = stablehlo.add %471#7, %560 : tensor<12288xf32>
      %562 = stablehlo.broadcast_in_dim %561, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %563 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %564 = stablehlo.multiply %559, %563 : tensor<768x2048x12288xf32>
      %565 = stablehlo.broadcast_in_dim %471#8, dims = [2] : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %567 = stablehlo.add %564, %566 : tensor<768x2048x12288xf32>
      %568 = stablehlo.convert %567 : (tensor<768x2048x12288xf32>) -> tensor<768x2048x12288xbf16>
      %569 = stablehlo.convert %471#9 : (tensor<12288x49152xf32>) -> tensor<12288x49152xbf16>
      %570 = stablehlo.dot_general %568, %569, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<12288x49152xbf16>) -> tensor<768x2048x49152xbf16>
      %571 = stablehlo.convert %471#10 : (tensor<49152xf32>) -> tensor<49152xbf16>
      %572 = stablehlo.broadcast_in_dim %571, dims = [2] : (tensor<49152xbf16>) -> tensor<1x1x49152xbf16>
      %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2] : (tensor<1x1x49152xbf16>) -> tensor<768x2048x49152xbf16>
      %574 = stablehlo.add %570, %573 : tensor<768x2048x49152xbf16>
      %575 = stablehlo.multiply %574, %574 : tensor<768x2048x49152xbf16>
      %576 = stablehlo.multiply %575, %574 : tensor<768x2048x49152xbf16>
      %577 = stablehlo.multiply %574, %574 : tensor<768x2048x49152xbf16>
      %cst_196 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
      %578 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %579 = stablehlo.multiply %578, %577 : tensor<768x2048x49152xbf16>
      %cst_197 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
      %580 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %581 = stablehlo.multiply %580, %576 : tensor<768x2048x49152xbf16>
      %582 = stablehlo.add %574, %581 : tensor<768x2048x49152xbf16>
      %cst_198 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
      %583 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %584 = stablehlo.multiply %583, %582 : tensor<768x2048x49152xbf16>
      %585 = stablehlo.tanh %584 : tensor<768x2048x49152xbf16>
      %cst_199 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %586 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %587 = stablehlo.add %586, %585 : tensor<768x2048x49152xbf16>
      %cst_200 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %588 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %589 = stablehlo.subtract %588, %585 : tensor<768x2048x49152xbf16>
      %590 = stablehlo.multiply %587, %589 : tensor<768x2048x49152xbf16>
      %cst_201 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %591 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %592 = stablehlo.add %591, %585 : tensor<768x2048x49152xbf16>
      %cst_202 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
      %593 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %594 = stablehlo.multiply %593, %592 : tensor<768x2048x49152xbf16>
      %595 = stablehlo.multiply %574, %594 : tensor<768x2048x49152xbf16>
      %596 = stablehlo.convert %471#11 : (tensor<49152x12288xf32>) -> tensor<49152x12288xbf16>
      %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %597 = stablehlo.reduce(%471#12 init: %cst_203) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x12288xbf16>, tensor<bf16>) -> tensor<12288xbf16>
      %598 = stablehlo.reshape %597 : (tensor<12288xbf16>) -> tensor<1x1x12288xbf16>
      %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %599 = stablehlo.reduce(%598 init: %cst_204) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x12288xbf16>, tensor<bf16>) -> tensor<12288xbf16>
      %600 = stablehlo.convert %599 : (tensor<12288xbf16>) -> tensor<12288xf32>
      %601 = stablehlo.dot_general %471#12, %595, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<768x2048x49152xbf16>) -> tensor<12288x49152xbf16>
      %602 = stablehlo.transpose %601, dims = [1, 0] : (tensor<12288x49152xbf16>) -> tensor<49152x12288xbf16>
      %603 = stablehlo.dot_general %471#12, %596, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<49152x12288xbf16>) -> tensor<768x2048x49152xbf16>
      %604 = stablehlo.convert %602 : (tensor<49152x12288xbf16>) -> tensor<49152x12288xf32>
      %605 = stablehlo.multiply %574, %603 : tensor<768x2048x49152xbf16>
      %606 = stablehlo.multiply %603, %594 : tensor<768x2048x49152xbf16>
      %cst_205 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
      %607 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %608 = stablehlo.multiply %607, %605 : tensor<768x2048x49152xbf16>
      %609 = stablehlo.multiply %608, %590 : tensor<768x2048x49152xbf16>
      %cst_206 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
      %610 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %611 = stablehlo.multiply %610, %609 : tensor<768x2048x49152xbf16>
      %612 = stablehlo.add %606, %611 : tensor<768x2048x49152xbf16>
      %cst_207 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
      %613 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<bf16>) -> tensor<768x2048x49152xbf16>
      %614 = stablehlo.multiply %613, %611 : tensor<768x2048x49152xbf16>
      %615 = stablehlo.multiply %614, %579 : tensor<768x2048x49152xbf16>
      %616 = stablehlo.add %612, %615 : tensor<768x2048x49152xbf16>
      %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %617 = stablehlo.reduce(%616 init: %cst_208) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x49152xbf16>, tensor<bf16>) -> tensor<49152xbf16>
      %618 = stablehlo.reshape %617 : (tensor<49152xbf16>) -> tensor<1x1x49152xbf16>
      %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %619 = stablehlo.reduce(%618 init: %cst_209) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x49152xbf16>, tensor<bf16>) -> tensor<49152xbf16>
      %620 = stablehlo.convert %619 : (tensor<49152xbf16>) -> tensor<49152xf32>
      %621 = stablehlo.dot_general %616, %568, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x49152xbf16>, tensor<768x2048x12288xbf16>) -> tensor<49152x12288xbf16>
      %622 = stablehlo.transpose %621, dims = [1, 0] : (tensor<49152x12288xbf16>) -> tensor<12288x49152xbf16>
      %623 = stablehlo.dot_general %616, %569, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x49152xbf16>, tensor<12288x49152xbf16>) -> tensor<768x2048x12288xbf16>
      %624 = stablehlo.convert %622 : (tensor<12288x49152xbf16>) -> tensor<12288x49152xf32>
      %625 = stablehlo.convert %623 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x12288xf32>
      %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %626 = stablehlo.reduce(%625 init: %cst_210) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<12288xf32>
      %627 = stablehlo.reshape %626 : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %628 = stablehlo.reduce(%627 init: %cst_211) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x12288xf32>, tensor<f32>) -> tensor<12288xf32>
      %629 = stablehlo.multiply %559, %625 : tensor<768x2048x12288xf32>
      %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %630 = stablehlo.reduce(%629 init: %cst_212) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<12288xf32>
      %631 = stablehlo.reshape %630 : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %632 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %633 = stablehlo.multiply %625, %632 : tensor<768x2048x12288xf32>
      %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %634 = stablehlo.reduce(%631 init: %cst_213) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x12288xf32>, tensor<f32>) -> tensor<12288xf32>
      %635 = stablehlo.multiply %551, %633 : tensor<768x2048x12288xf32>
      %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %636 = stablehlo.reduce(%635 init: %cst_214) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %637 = stablehlo.reshape %636 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %638 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %639 = stablehlo.multiply %633, %638 : tensor<768x2048x12288xf32>
      %640 = stablehlo.multiply %637, %557 : tensor<768x2048x1xf32>
      %641 = stablehlo.negate %639 : tensor<768x2048x12288xf32>
      %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %642 = stablehlo.reduce(%641 init: %cst_215) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %643 = stablehlo.reshape %642 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_216 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %644 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %645 = stablehlo.divide %640, %644 : tensor<768x2048x1xf32>
      %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %646 = stablehlo.reduce(%645 init: %cst_217) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x1xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x12288xf32>
      %648 = stablehlo.multiply %647, %545 : tensor<768x2048x12288xf32>
      %649 = stablehlo.negate %648 : tensor<768x2048x12288xf32>
      %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %650 = stablehlo.reduce(%649 init: %cst_218) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %651 = stablehlo.reshape %650 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %652 = stablehlo.add %639, %648 : tensor<768x2048x12288xf32>
      %653 = stablehlo.add %643, %651 : tensor<768x2048x1xf32>
      %cst_219 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %654 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %655 = stablehlo.divide %653, %654 : tensor<768x2048x1xf32>
      %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %656 = stablehlo.reduce(%655 init: %cst_220) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x1xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x12288xf32>
      %658 = stablehlo.add %652, %657 : tensor<768x2048x12288xf32>
      %659 = stablehlo.convert %658 : (tensor<768x2048x12288xf32>) -> tensor<768x2048x12288xbf16>
      %660 = stablehlo.add %471#12, %659 : tensor<768x2048x12288xbf16>
      %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %661 = stablehlo.reduce(%660 init: %cst_221) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x12288xbf16>, tensor<bf16>) -> tensor<12288xbf16>
      %662 = stablehlo.reshape %661 : (tensor<12288xbf16>) -> tensor<1x1x12288xbf16>
      %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %663 = stablehlo.reduce(%662 init: %cst_222) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x12288xbf16>, tensor<bf16>) -> tensor<12288xbf16>
      %664 = stablehlo.convert %663 : (tensor<12288xbf16>) -> tensor<12288xf32>
      %665 = stablehlo.dot_general %660, %528, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<768x2048x12288xbf16>) -> tensor<12288x12288xbf16>
      %666 = stablehlo.transpose %665, dims = [1, 0] : (tensor<12288x12288xbf16>) -> tensor<12288x12288xbf16>
      %667 = stablehlo.dot_general %660, %529, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x12288xbf16>, tensor<12288x12288xbf16>) -> tensor<768x2048x12288xbf16>
      %668 = stablehlo.convert %666 : (tensor<12288x12288xbf16>) -> tensor<12288x12288xf32>
      %669 = stablehlo.reshape %667 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x96x1x128xbf16>
      %670 = stablehlo.transpose %669, dims = [0, 2, 3, 1, 4] : (tensor<768x2048x96x1x128xbf16>) -> tensor<768x96x1x2048x128xbf16>
      %671:3 = stablehlo.composite "flash_attention.backward" %523, %524, %525, %526#0, %526#1, %670 {decomposition = @flash_attention.backward} : (tensor<768x96x1x2048x128xbf16>, tensor<768x96x2048x128xbf16>, tensor<768x96x2048x128xbf16>, tensor<768x96x1x2048x128xbf16>, tensor<768x96x1x2048xf32>, tensor<768x96x1x2048x128xbf16>) -> (tensor<768x96x1x2048x128xbf16>, tensor<768x96x2048x128xbf16>, tensor<768x96x2048x128xbf16>)
      %672 = stablehlo.transpose %671#2, dims = [0, 2, 1, 3] : (tensor<768x96x2048x128xbf16>) -> tensor<768x2048x96x128xbf16>
      %673 = stablehlo.transpose %671#1, dims = [0, 2, 1, 3] : (tensor<768x96x2048x128xbf16>) -> tensor<768x2048x96x128xbf16>
      %674 = stablehlo.transpose %671#0, dims = [0, 3, 1, 2, 4] : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x2048x96x1x128xbf16>
      %675 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 3, 4] : (tensor<768x2048x96x128xbf16>) -> tensor<768x2048x1x96x128xbf16>
      %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %676 = stablehlo.pad %675, %cst_223, low = [0, 0, 2, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<768x2048x1x96x128xbf16>, tensor<bf16>) -> tensor<768x2048x3x96x128xbf16>
      %677 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 3, 4] : (tensor<768x2048x96x128xbf16>) -> tensor<768x2048x1x96x128xbf16>
      %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %678 = stablehlo.pad %677, %cst_224, low = [0, 0, 1, 0, 0], high = [0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<768x2048x1x96x128xbf16>, tensor<bf16>) -> tensor<768x2048x3x96x128xbf16>
      %679 = stablehlo.add %676, %678 : tensor<768x2048x3x96x128xbf16>
      %680 = stablehlo.reshape %674 : (tensor<768x2048x96x1x128xbf16>) -> tensor<768x2048x96x128xbf16>
      %681 = stablehlo.broadcast_in_dim %515, dims = [] : (tensor<bf16>) -> tensor<768x2048x96x128xbf16>
      %682 = stablehlo.divide %680, %681 : tensor<768x2048x96x128xbf16>
      %683 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 3, 4] : (tensor<768x2048x96x128xbf16>) -> tensor<768x2048x1x96x128xbf16>
      %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %684 = stablehlo.pad %683, %cst_225, low = [0, 0, 0, 0, 0], high = [0, 0, 2, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<768x2048x1x96x128xbf16>, tensor<bf16>) -> tensor<768x2048x3x96x128xbf16>
      %685 = stablehlo.add %679, %684 : tensor<768x2048x3x96x128xbf16>
      %686 = stablehlo.reshape %685 : (tensor<768x2048x3x96x128xbf16>) -> tensor<768x2048x36864xbf16>
      %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %687 = stablehlo.reduce(%686 init: %cst_226) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x36864xbf16>, tensor<bf16>) -> tensor<36864xbf16>
      %688 = stablehlo.reshape %687 : (tensor<36864xbf16>) -> tensor<1x1x36864xbf16>
      %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %689 = stablehlo.reduce(%688 init: %cst_227) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x36864xbf16>, tensor<bf16>) -> tensor<36864xbf16>
      %690 = stablehlo.convert %689 : (tensor<36864xbf16>) -> tensor<36864xf32>
      %691 = stablehlo.dot_general %686, %504, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x36864xbf16>, tensor<768x2048x12288xbf16>) -> tensor<36864x12288xbf16>
      %692 = stablehlo.transpose %691, dims = [1, 0] : (tensor<36864x12288xbf16>) -> tensor<12288x36864xbf16>
      %693 = stablehlo.dot_general %686, %505, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<768x2048x36864xbf16>, tensor<12288x36864xbf16>) -> tensor<768x2048x12288xbf16>
      %694 = stablehlo.convert %692 : (tensor<12288x36864xbf16>) -> tensor<12288x36864xf32>
      %695 = stablehlo.convert %693 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x12288xf32>
      %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %696 = stablehlo.reduce(%695 init: %cst_228) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<12288xf32>
      %697 = stablehlo.reshape %696 : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %698 = stablehlo.reduce(%697 init: %cst_229) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x12288xf32>, tensor<f32>) -> tensor<12288xf32>
      %699 = stablehlo.multiply %495, %695 : tensor<768x2048x12288xf32>
      %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %700 = stablehlo.reduce(%699 init: %cst_230) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<12288xf32>
      %701 = stablehlo.reshape %700 : (tensor<12288xf32>) -> tensor<1x1x12288xf32>
      %702 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2] : (tensor<1x1x12288xf32>) -> tensor<768x2048x12288xf32>
      %703 = stablehlo.multiply %695, %702 : tensor<768x2048x12288xf32>
      %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %704 = stablehlo.reduce(%701 init: %cst_231) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x12288xf32>, tensor<f32>) -> tensor<12288xf32>
      %705 = stablehlo.multiply %487, %703 : tensor<768x2048x12288xf32>
      %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %706 = stablehlo.reduce(%705 init: %cst_232) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %707 = stablehlo.reshape %706 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %708 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x12288xf32>
      %709 = stablehlo.multiply %703, %708 : tensor<768x2048x12288xf32>
      %710 = stablehlo.multiply %707, %493 : tensor<768x2048x1xf32>
      %711 = stablehlo.negate %709 : tensor<768x2048x12288xf32>
      %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %712 = stablehlo.reduce(%711 init: %cst_233) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %713 = stablehlo.reshape %712 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %cst_234 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %714 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %715 = stablehlo.divide %710, %714 : tensor<768x2048x1xf32>
      %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %716 = stablehlo.reduce(%715 init: %cst_235) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x1xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x12288xf32>
      %718 = stablehlo.multiply %717, %481 : tensor<768x2048x12288xf32>
      %719 = stablehlo.negate %718 : tensor<768x2048x12288xf32>
      %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %720 = stablehlo.reduce(%719 init: %cst_236) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x12288xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %721 = stablehlo.reshape %720 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
      %722 = stablehlo.add %709, %718 : tensor<768x2048x12288xf32>
      %723 = stablehlo.add %713, %721 : tensor<768x2048x1xf32>
      %cst_237 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
      %724 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
      %725 = stablehlo.divide %723, %724 : tensor<768x2048x1xf32>
      %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %726 = stablehlo.reduce(%725 init: %cst_238) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x1xf32>, tensor<f32>) -> tensor<768x2048xf32>
      %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x12288xf32>
      %728 = stablehlo.add %722, %727 : tensor<768x2048x12288xf32>
      %729 = stablehlo.convert %728 : (tensor<768x2048x12288xf32>) -> tensor<768x2048x12288xbf16>
      %730 = stablehlo.add %660, %729 : tensor<768x2048x12288xbf16>
      %731 = func.call @dynamic_update_index_in_dim_10(%iterArg_165, %704, %458) : (tensor<96x12288xf32>, tensor<12288xf32>, tensor<i32>) -> tensor<96x12288xf32>
      %732 = func.call @dynamic_update_index_in_dim_10(%iterArg_166, %698, %458) : (tensor<96x12288xf32>, tensor<12288xf32>, tensor<i32>) -> tensor<96x12288xf32>
      %733 = func.call @dynamic_update_index_in_dim_11(%iterArg_167, %694, %458) : (tensor<96x12288x36864xf32>, tensor<12288x36864xf32>, tensor<i32>) -> tensor<96x12288x36864xf32>
      %734 = func.call @dynamic_update_index_in_dim_12(%iterArg_168, %690, %458) : (tensor<96x36864xf32>, tensor<36864xf32>, tensor<i32>) -> tensor<96x36864xf32>
      %735 = func.call @dynamic_update_index_in_dim_13(%iterArg_169, %668, %458) : (tensor<96x12288x12288xf32>, tensor<12288x12288xf32>, tensor<i32>) -> tensor<96x12288x12288xf32>
      %736 = func.call @dynamic_update_index_in_dim_10(%iterArg_170, %664, %458) : (tensor<96x12288xf32>, tensor<12288xf32>, tensor<i32>) -> tensor<96x12288xf32>
      %737 = func.call @dynamic_update_index_in_dim_10(%iterArg_171, %634, %458) : (tensor<96x12288xf32>, tensor<12288xf32>, tensor<i32>) -> tensor<96x12288xf32>
      %738 = func.call @dynamic_update_index_in_dim_10(%iterArg_172, %628, %458) : (tensor<96x12288xf32>, tensor<12288xf32>, tensor<i32>) -> tensor<96x12288xf32>
      %739 = func.call @dynamic_update_index_in_dim_14(%iterArg_173, %624, %458) : (tensor<96x12288x49152xf32>, tensor<12288x49152xf32>, tensor<i32>) -> tensor<96x12288x49152xf32>
      %740 = func.call @dynamic_update_index_in_dim_15(%iterArg_174, %620, %458) : (tensor<96x49152xf32>, tensor<49152xf32>, tensor<i32>) -> tensor<96x49152xf32>
      %741 = func.call @dynamic_update_index_in_dim_16(%iterArg_175, %604, %458) : (tensor<96x49152x12288xf32>, tensor<49152x12288xf32>, tensor<i32>) -> tensor<96x49152x12288xf32>
      %742 = func.call @dynamic_update_index_in_dim_10(%iterArg_176, %600, %458) : (tensor<96x12288xf32>, tensor<12288xf32>, tensor<i32>) -> tensor<96x12288xf32>
      %c_239 = stablehlo.constant dense<1> : tensor<i32>
      %743 = stablehlo.add %iterArg_163, %c_239 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %743, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742 : tensor<96x768x2048x12288xbf16>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x36864xf32>, tensor<96x36864xf32>, tensor<96x12288x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x49152xf32>, tensor<96x49152xf32>, tensor<96x49152x12288xf32>, tensor<i32>, tensor<768x2048x12288xbf16>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x36864xf32>, tensor<96x36864xf32>, tensor<96x12288x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x49152xf32>, tensor<96x49152xf32>, tensor<96x49152x12288xf32>, tensor<96x12288xf32>
    }
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %113 = stablehlo.reduce(%112#13 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<768x2048x12288xbf16>, tensor<bf16>) -> tensor<2048x12288xbf16>
    %114 = stablehlo.reshape %113 : (tensor<2048x12288xbf16>) -> tensor<1x2048x12288xbf16>
    %115 = stablehlo.convert %114 : (tensor<1x2048x12288xbf16>) -> tensor<1x2048x12288xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<1x2048x12288xf32>, tensor<f32>) -> tensor<2048x12288xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.pad %116, %cst_39, low = [0, 0], high = [14336, 0], interior = [0, 0] : (tensor<2048x12288xf32>, tensor<f32>) -> tensor<16384x12288xf32>
    %118 = stablehlo.convert %112#13 : (tensor<768x2048x12288xbf16>) -> tensor<768x2048x12288xf32>
    %119 = call @_take_17(%0#1, %118) : (tensor<768x2048x1xi32>, tensor<768x2048x12288xf32>) -> tensor<50304x12288xf32>
    %120 = stablehlo.add %64, %119 : tensor<50304x12288xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<50304x12288xf32>
    %122 = stablehlo.multiply %121, %arg16 : tensor<50304x12288xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<50304x12288xf32>
    %124 = stablehlo.multiply %123, %120 : tensor<50304x12288xf32>
    %125 = stablehlo.add %122, %124 : tensor<50304x12288xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %127 = stablehlo.multiply %126, %arg17 : tensor<96x12288xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %129 = stablehlo.multiply %128, %112#14 : tensor<96x12288xf32>
    %130 = stablehlo.add %127, %129 : tensor<96x12288xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %132 = stablehlo.multiply %131, %arg18 : tensor<96x12288xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %134 = stablehlo.multiply %133, %112#15 : tensor<96x12288xf32>
    %135 = stablehlo.add %132, %134 : tensor<96x12288xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<96x12288x36864xf32>
    %137 = stablehlo.multiply %136, %arg19 : tensor<96x12288x36864xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<96x12288x36864xf32>
    %139 = stablehlo.multiply %138, %112#16 : tensor<96x12288x36864xf32>
    %140 = stablehlo.add %137, %139 : tensor<96x12288x36864xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<96x36864xf32>
    %142 = stablehlo.multiply %141, %arg20 : tensor<96x36864xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<96x36864xf32>
    %144 = stablehlo.multiply %143, %112#17 : tensor<96x36864xf32>
    %145 = stablehlo.add %142, %144 : tensor<96x36864xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<96x12288x12288xf32>
    %147 = stablehlo.multiply %146, %arg21 : tensor<96x12288x12288xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<96x12288x12288xf32>
    %149 = stablehlo.multiply %148, %112#18 : tensor<96x12288x12288xf32>
    %150 = stablehlo.add %147, %149 : tensor<96x12288x12288xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %152 = stablehlo.multiply %151, %arg22 : tensor<96x12288xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %154 = stablehlo.multiply %153, %112#19 : tensor<96x12288xf32>
    %155 = stablehlo.add %152, %154 : tensor<96x12288xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %157 = stablehlo.multiply %156, %arg23 : tensor<96x12288xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %159 = stablehlo.multiply %158, %112#20 : tensor<96x12288xf32>
    %160 = stablehlo.add %157, %159 : tensor<96x12288xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %162 = stablehlo.multiply %161, %arg24 : tensor<96x12288xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %164 = stablehlo.multiply %163, %112#21 : tensor<96x12288xf32>
    %165 = stablehlo.add %162, %164 : tensor<96x12288xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<96x12288x49152xf32>
    %167 = stablehlo.multiply %166, %arg25 : tensor<96x12288x49152xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<96x12288x49152xf32>
    %169 = stablehlo.multiply %168, %112#22 : tensor<96x12288x49152xf32>
    %170 = stablehlo.add %167, %169 : tensor<96x12288x49152xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<96x49152xf32>
    %172 = stablehlo.multiply %171, %arg26 : tensor<96x49152xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<96x49152xf32>
    %174 = stablehlo.multiply %173, %112#23 : tensor<96x49152xf32>
    %175 = stablehlo.add %172, %174 : tensor<96x49152xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<96x49152x12288xf32>
    %177 = stablehlo.multiply %176, %arg27 : tensor<96x49152x12288xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<96x49152x12288xf32>
    %179 = stablehlo.multiply %178, %112#24 : tensor<96x49152x12288xf32>
    %180 = stablehlo.add %177, %179 : tensor<96x49152x12288xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %182 = stablehlo.multiply %181, %arg28 : tensor<96x12288xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %184 = stablehlo.multiply %183, %112#25 : tensor<96x12288xf32>
    %185 = stablehlo.add %182, %184 : tensor<96x12288xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %187 = stablehlo.multiply %186, %arg29 : tensor<12288xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %189 = stablehlo.multiply %188, %74 : tensor<12288xf32>
    %190 = stablehlo.add %187, %189 : tensor<12288xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16384x12288xf32>
    %192 = stablehlo.multiply %191, %arg30 : tensor<16384x12288xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16384x12288xf32>
    %194 = stablehlo.multiply %193, %117 : tensor<16384x12288xf32>
    %195 = stablehlo.add %192, %194 : tensor<16384x12288xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %197 = stablehlo.multiply %196, %arg31 : tensor<12288xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %199 = stablehlo.multiply %198, %68 : tensor<12288xf32>
    %200 = stablehlo.add %197, %199 : tensor<12288xf32>
    %cst_72 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<50304x12288xf32>
    %202 = stablehlo.multiply %201, %arg32 : tensor<50304x12288xf32>
    %cst_73 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<50304x12288xf32>
    %204 = stablehlo.multiply %203, %120 : tensor<50304x12288xf32>
    %205 = stablehlo.multiply %204, %120 : tensor<50304x12288xf32>
    %206 = stablehlo.add %202, %205 : tensor<50304x12288xf32>
    %cst_74 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %208 = stablehlo.multiply %207, %arg33 : tensor<96x12288xf32>
    %cst_75 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %210 = stablehlo.multiply %209, %112#14 : tensor<96x12288xf32>
    %211 = stablehlo.multiply %210, %112#14 : tensor<96x12288xf32>
    %212 = stablehlo.add %208, %211 : tensor<96x12288xf32>
    %cst_76 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %214 = stablehlo.multiply %213, %arg34 : tensor<96x12288xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %216 = stablehlo.multiply %215, %112#15 : tensor<96x12288xf32>
    %217 = stablehlo.multiply %216, %112#15 : tensor<96x12288xf32>
    %218 = stablehlo.add %214, %217 : tensor<96x12288xf32>
    %cst_78 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<96x12288x36864xf32>
    %220 = stablehlo.multiply %219, %arg35 : tensor<96x12288x36864xf32>
    %cst_79 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<96x12288x36864xf32>
    %222 = stablehlo.multiply %221, %112#16 : tensor<96x12288x36864xf32>
    %223 = stablehlo.multiply %222, %112#16 : tensor<96x12288x36864xf32>
    %224 = stablehlo.add %220, %223 : tensor<96x12288x36864xf32>
    %cst_80 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<96x36864xf32>
    %226 = stablehlo.multiply %225, %arg36 : tensor<96x36864xf32>
    %cst_81 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<96x36864xf32>
    %228 = stablehlo.multiply %227, %112#17 : tensor<96x36864xf32>
    %229 = stablehlo.multiply %228, %112#17 : tensor<96x36864xf32>
    %230 = stablehlo.add %226, %229 : tensor<96x36864xf32>
    %cst_82 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<96x12288x12288xf32>
    %232 = stablehlo.multiply %231, %arg37 : tensor<96x12288x12288xf32>
    %cst_83 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<96x12288x12288xf32>
    %234 = stablehlo.multiply %233, %112#18 : tensor<96x12288x12288xf32>
    %235 = stablehlo.multiply %234, %112#18 : tensor<96x12288x12288xf32>
    %236 = stablehlo.add %232, %235 : tensor<96x12288x12288xf32>
    %cst_84 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %238 = stablehlo.multiply %237, %arg38 : tensor<96x12288xf32>
    %cst_85 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %240 = stablehlo.multiply %239, %112#19 : tensor<96x12288xf32>
    %241 = stablehlo.multiply %240, %112#19 : tensor<96x12288xf32>
    %242 = stablehlo.add %238, %241 : tensor<96x12288xf32>
    %cst_86 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %244 = stablehlo.multiply %243, %arg39 : tensor<96x12288xf32>
    %cst_87 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %246 = stablehlo.multiply %245, %112#20 : tensor<96x12288xf32>
    %247 = stablehlo.multiply %246, %112#20 : tensor<96x12288xf32>
    %248 = stablehlo.add %244, %247 : tensor<96x12288xf32>
    %cst_88 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %250 = stablehlo.multiply %249, %arg40 : tensor<96x12288xf32>
    %cst_89 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %252 = stablehlo.multiply %251, %112#21 : tensor<96x12288xf32>
    %253 = stablehlo.multiply %252, %112#21 : tensor<96x12288xf32>
    %254 = stablehlo.add %250, %253 : tensor<96x12288xf32>
    %cst_90 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<96x12288x49152xf32>
    %256 = stablehlo.multiply %255, %arg41 : tensor<96x12288x49152xf32>
    %cst_91 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<96x12288x49152xf32>
    %258 = stablehlo.multiply %257, %112#22 : tensor<96x12288x49152xf32>
    %259 = stablehlo.multiply %258, %112#22 : tensor<96x12288x49152xf32>
    %260 = stablehlo.add %256, %259 : tensor<96x12288x49152xf32>
    %cst_92 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<96x49152xf32>
    %262 = stablehlo.multiply %261, %arg42 : tensor<96x49152xf32>
    %cst_93 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<96x49152xf32>
    %264 = stablehlo.multiply %263, %112#23 : tensor<96x49152xf32>
    %265 = stablehlo.multiply %264, %112#23 : tensor<96x49152xf32>
    %266 = stablehlo.add %262, %265 : tensor<96x49152xf32>
    %cst_94 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<96x49152x12288xf32>
    %268 = stablehlo.multiply %267, %arg43 : tensor<96x49152x12288xf32>
    %cst_95 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<96x49152x12288xf32>
    %270 = stablehlo.multiply %269, %112#24 : tensor<96x49152x12288xf32>
    %271 = stablehlo.multiply %270, %112#24 : tensor<96x49152x12288xf32>
    %272 = stablehlo.add %268, %271 : tensor<96x49152x12288xf32>
    %cst_96 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %274 = stablehlo.multiply %273, %arg44 : tensor<96x12288xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %276 = stablehlo.multiply %275, %112#25 : tensor<96x12288xf32>
    %277 = stablehlo.multiply %276, %112#25 : tensor<96x12288xf32>
    %278 = stablehlo.add %274, %277 : tensor<96x12288xf32>
    %cst_98 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %280 = stablehlo.multiply %279, %arg45 : tensor<12288xf32>
    %cst_99 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %282 = stablehlo.multiply %281, %74 : tensor<12288xf32>
    %283 = stablehlo.multiply %282, %74 : tensor<12288xf32>
    %284 = stablehlo.add %280, %283 : tensor<12288xf32>
    %cst_100 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16384x12288xf32>
    %286 = stablehlo.multiply %285, %arg46 : tensor<16384x12288xf32>
    %cst_101 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16384x12288xf32>
    %288 = stablehlo.multiply %287, %117 : tensor<16384x12288xf32>
    %289 = stablehlo.multiply %288, %117 : tensor<16384x12288xf32>
    %290 = stablehlo.add %286, %289 : tensor<16384x12288xf32>
    %cst_102 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %292 = stablehlo.multiply %291, %arg47 : tensor<12288xf32>
    %cst_103 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %294 = stablehlo.multiply %293, %68 : tensor<12288xf32>
    %295 = stablehlo.multiply %294, %68 : tensor<12288xf32>
    %296 = stablehlo.add %292, %295 : tensor<12288xf32>
    %297 = stablehlo.sqrt %206 : tensor<50304x12288xf32>
    %cst_104 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<50304x12288xf32>
    %299 = stablehlo.add %297, %298 : tensor<50304x12288xf32>
    %300 = stablehlo.divide %125, %299 : tensor<50304x12288xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<50304x12288xf32>
    %302 = stablehlo.multiply %301, %arg0 : tensor<50304x12288xf32>
    %303 = stablehlo.add %300, %302 : tensor<50304x12288xf32>
    %cst_106 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<50304x12288xf32>
    %305 = stablehlo.multiply %304, %303 : tensor<50304x12288xf32>
    %306 = stablehlo.subtract %arg0, %305 : tensor<50304x12288xf32>
    %307 = stablehlo.sqrt %212 : tensor<96x12288xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %309 = stablehlo.add %307, %308 : tensor<96x12288xf32>
    %310 = stablehlo.divide %130, %309 : tensor<96x12288xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %312 = stablehlo.multiply %311, %arg1 : tensor<96x12288xf32>
    %313 = stablehlo.add %310, %312 : tensor<96x12288xf32>
    %cst_109 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %315 = stablehlo.multiply %314, %313 : tensor<96x12288xf32>
    %316 = stablehlo.subtract %arg1, %315 : tensor<96x12288xf32>
    %317 = stablehlo.sqrt %218 : tensor<96x12288xf32>
    %cst_110 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %319 = stablehlo.add %317, %318 : tensor<96x12288xf32>
    %320 = stablehlo.divide %135, %319 : tensor<96x12288xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %322 = stablehlo.multiply %321, %arg2 : tensor<96x12288xf32>
    %323 = stablehlo.add %320, %322 : tensor<96x12288xf32>
    %cst_112 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %325 = stablehlo.multiply %324, %323 : tensor<96x12288xf32>
    %326 = stablehlo.subtract %arg2, %325 : tensor<96x12288xf32>
    %327 = stablehlo.sqrt %224 : tensor<96x12288x36864xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<96x12288x36864xf32>
    %329 = stablehlo.add %327, %328 : tensor<96x12288x36864xf32>
    %330 = stablehlo.divide %140, %329 : tensor<96x12288x36864xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<96x12288x36864xf32>
    %332 = stablehlo.multiply %331, %arg3 : tensor<96x12288x36864xf32>
    %333 = stablehlo.add %330, %332 : tensor<96x12288x36864xf32>
    %cst_115 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<96x12288x36864xf32>
    %335 = stablehlo.multiply %334, %333 : tensor<96x12288x36864xf32>
    %336 = stablehlo.subtract %arg3, %335 : tensor<96x12288x36864xf32>
    %337 = stablehlo.sqrt %230 : tensor<96x36864xf32>
    %cst_116 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<96x36864xf32>
    %339 = stablehlo.add %337, %338 : tensor<96x36864xf32>
    %340 = stablehlo.divide %145, %339 : tensor<96x36864xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<96x36864xf32>
    %342 = stablehlo.multiply %341, %arg4 : tensor<96x36864xf32>
    %343 = stablehlo.add %340, %342 : tensor<96x36864xf32>
    %cst_118 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<96x36864xf32>
    %345 = stablehlo.multiply %344, %343 : tensor<96x36864xf32>
    %346 = stablehlo.subtract %arg4, %345 : tensor<96x36864xf32>
    %347 = stablehlo.sqrt %236 : tensor<96x12288x12288xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<96x12288x12288xf32>
    %349 = stablehlo.add %347, %348 : tensor<96x12288x12288xf32>
    %350 = stablehlo.divide %150, %349 : tensor<96x12288x12288xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<96x12288x12288xf32>
    %352 = stablehlo.multiply %351, %arg5 : tensor<96x12288x12288xf32>
    %353 = stablehlo.add %350, %352 : tensor<96x12288x12288xf32>
    %cst_121 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<96x12288x12288xf32>
    %355 = stablehlo.multiply %354, %353 : tensor<96x12288x12288xf32>
    %356 = stablehlo.subtract %arg5, %355 : tensor<96x12288x12288xf32>
    %357 = stablehlo.sqrt %242 : tensor<96x12288xf32>
    %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %359 = stablehlo.add %357, %358 : tensor<96x12288xf32>
    %360 = stablehlo.divide %155, %359 : tensor<96x12288xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %362 = stablehlo.multiply %361, %arg6 : tensor<96x12288xf32>
    %363 = stablehlo.add %360, %362 : tensor<96x12288xf32>
    %cst_124 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %365 = stablehlo.multiply %364, %363 : tensor<96x12288xf32>
    %366 = stablehlo.subtract %arg6, %365 : tensor<96x12288xf32>
    %367 = stablehlo.sqrt %248 : tensor<96x12288xf32>
    %cst_125 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %369 = stablehlo.add %367, %368 : tensor<96x12288xf32>
    %370 = stablehlo.divide %160, %369 : tensor<96x12288xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %372 = stablehlo.multiply %371, %arg7 : tensor<96x12288xf32>
    %373 = stablehlo.add %370, %372 : tensor<96x12288xf32>
    %cst_127 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %375 = stablehlo.multiply %374, %373 : tensor<96x12288xf32>
    %376 = stablehlo.subtract %arg7, %375 : tensor<96x12288xf32>
    %377 = stablehlo.sqrt %254 : tensor<96x12288xf32>
    %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %379 = stablehlo.add %377, %378 : tensor<96x12288xf32>
    %380 = stablehlo.divide %165, %379 : tensor<96x12288xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %382 = stablehlo.multiply %381, %arg8 : tensor<96x12288xf32>
    %383 = stablehlo.add %380, %382 : tensor<96x12288xf32>
    %cst_130 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<96x12288xf32>
    %386 = stablehlo.subtract %arg8, %385 : tensor<96x12288xf32>
    %387 = stablehlo.sqrt %260 : tensor<96x12288x49152xf32>
    %cst_131 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<96x12288x49152xf32>
    %389 = stablehlo.add %387, %388 : tensor<96x12288x49152xf32>
    %390 = stablehlo.divide %170, %389 : tensor<96x12288x49152xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<96x12288x49152xf32>
    %392 = stablehlo.multiply %391, %arg9 : tensor<96x12288x49152xf32>
    %393 = stablehlo.add %390, %392 : tensor<96x12288x49152xf32>
    %cst_133 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<96x12288x49152xf32>
    %395 = stablehlo.multiply %394, %393 : tensor<96x12288x49152xf32>
    %396 = stablehlo.subtract %arg9, %395 : tensor<96x12288x49152xf32>
    %397 = stablehlo.sqrt %266 : tensor<96x49152xf32>
    %cst_134 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<96x49152xf32>
    %399 = stablehlo.add %397, %398 : tensor<96x49152xf32>
    %400 = stablehlo.divide %175, %399 : tensor<96x49152xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<96x49152xf32>
    %402 = stablehlo.multiply %401, %arg10 : tensor<96x49152xf32>
    %403 = stablehlo.add %400, %402 : tensor<96x49152xf32>
    %cst_136 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<96x49152xf32>
    %405 = stablehlo.multiply %404, %403 : tensor<96x49152xf32>
    %406 = stablehlo.subtract %arg10, %405 : tensor<96x49152xf32>
    %407 = stablehlo.sqrt %272 : tensor<96x49152x12288xf32>
    %cst_137 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<96x49152x12288xf32>
    %409 = stablehlo.add %407, %408 : tensor<96x49152x12288xf32>
    %410 = stablehlo.divide %180, %409 : tensor<96x49152x12288xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<96x49152x12288xf32>
    %412 = stablehlo.multiply %411, %arg11 : tensor<96x49152x12288xf32>
    %413 = stablehlo.add %410, %412 : tensor<96x49152x12288xf32>
    %cst_139 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<96x49152x12288xf32>
    %415 = stablehlo.multiply %414, %413 : tensor<96x49152x12288xf32>
    %416 = stablehlo.subtract %arg11, %415 : tensor<96x49152x12288xf32>
    %417 = stablehlo.sqrt %278 : tensor<96x12288xf32>
    %cst_140 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %419 = stablehlo.add %417, %418 : tensor<96x12288xf32>
    %420 = stablehlo.divide %185, %419 : tensor<96x12288xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %422 = stablehlo.multiply %421, %arg12 : tensor<96x12288xf32>
    %423 = stablehlo.add %420, %422 : tensor<96x12288xf32>
    %cst_142 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<96x12288xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<96x12288xf32>
    %426 = stablehlo.subtract %arg12, %425 : tensor<96x12288xf32>
    %427 = stablehlo.sqrt %284 : tensor<12288xf32>
    %cst_143 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %429 = stablehlo.add %427, %428 : tensor<12288xf32>
    %430 = stablehlo.divide %190, %429 : tensor<12288xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %432 = stablehlo.multiply %431, %arg13 : tensor<12288xf32>
    %433 = stablehlo.add %430, %432 : tensor<12288xf32>
    %cst_145 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %435 = stablehlo.multiply %434, %433 : tensor<12288xf32>
    %436 = stablehlo.subtract %arg13, %435 : tensor<12288xf32>
    %437 = stablehlo.sqrt %290 : tensor<16384x12288xf32>
    %cst_146 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<16384x12288xf32>
    %439 = stablehlo.add %437, %438 : tensor<16384x12288xf32>
    %440 = stablehlo.divide %195, %439 : tensor<16384x12288xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<16384x12288xf32>
    %442 = stablehlo.multiply %441, %arg14 : tensor<16384x12288xf32>
    %443 = stablehlo.add %440, %442 : tensor<16384x12288xf32>
    %cst_148 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<16384x12288xf32>
    %445 = stablehlo.multiply %444, %443 : tensor<16384x12288xf32>
    %446 = stablehlo.subtract %arg14, %445 : tensor<16384x12288xf32>
    %447 = stablehlo.sqrt %296 : tensor<12288xf32>
    %cst_149 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %449 = stablehlo.add %447, %448 : tensor<12288xf32>
    %450 = stablehlo.divide %200, %449 : tensor<12288xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %452 = stablehlo.multiply %451, %arg15 : tensor<12288xf32>
    %453 = stablehlo.add %450, %452 : tensor<12288xf32>
    %cst_151 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<12288xf32>
    %455 = stablehlo.multiply %454, %453 : tensor<12288xf32>
    %456 = stablehlo.subtract %arg15, %455 : tensor<12288xf32>
    return %306, %316, %326, %336, %346, %356, %366, %376, %386, %396, %406, %416, %426, %436, %446, %456, %125, %130, %135, %140, %145, %150, %155, %160, %165, %170, %175, %180, %185, %190, %195, %200, %206, %212, %218, %224, %230, %236, %242, %248, %254, %260, %266, %272, %278, %284, %290, %296, %53 : tensor<50304x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x36864xf32>, tensor<96x36864xf32>, tensor<96x12288x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x49152xf32>, tensor<96x49152xf32>, tensor<96x49152x12288xf32>, tensor<96x12288xf32>, tensor<12288xf32>, tensor<16384x12288xf32>, tensor<12288xf32>, tensor<50304x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x36864xf32>, tensor<96x36864xf32>, tensor<96x12288x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x49152xf32>, tensor<96x49152xf32>, tensor<96x49152x12288xf32>, tensor<96x12288xf32>, tensor<12288xf32>, tensor<16384x12288xf32>, tensor<12288xf32>, tensor<50304x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x36864xf32>, tensor<96x36864xf32>, tensor<96x12288x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288xf32>, tensor<96x12288x49152xf32>, tensor<96x49152xf32>, tensor<96x49152x12288xf32>, tensor<96x12288xf32>, tensor<12288xf32>, tensor<16384x12288xf32>, tensor<12288xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<50304x12288xf32>, %arg1: tensor<768x2048xi32>) -> (tensor<768x2048x12288xf32>, tensor<768x2048x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<768x2048xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<768x2048xi32>, tensor<768x2048xi32>) -> tensor<768x2048xi1>
    %c_0 = stablehlo.constant dense<50304> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<768x2048xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<768x2048xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<768x2048xi1>, tensor<768x2048xi32>, tensor<768x2048xi32>) -> tensor<768x2048xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<768x2048xi32>) -> tensor<768x2048x1xi32>
    %c_1 = stablehlo.constant dense<50303> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<768x2048x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<768x2048x1xi32>, tensor<768x2048x1xi32>) -> tensor<768x2048x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<768x2048x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<768x2048x1xi32>, tensor<768x2048x1xi32>) -> tensor<768x2048x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<768x2048x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<768x2048x1xi1>, tensor<i1>) -> tensor<768x2048xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 12288>}> : (tensor<50304x12288xf32>, tensor<768x2048x1xi32>) -> tensor<768x2048x12288xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<768x2048xi1>) -> tensor<768x2048x12288xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<768x2048x12288xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<768x2048x12288xi1>, tensor<768x2048x12288xf32>
    return %16, %5 : tensor<768x2048x12288xf32>, tensor<768x2048x1xi32>
  }
  func.func private @_where(%arg0: tensor<768x2048xi1>, %arg1: tensor<768x2048xi32>, %arg2: tensor<768x2048xi32>) -> tensor<768x2048xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<768x2048xi1>, tensor<768x2048xi32>
    return %0 : tensor<768x2048xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<96x12288xf32>, %arg1: tensor<i32>) -> tensor<12288xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 12288] : (tensor<96x12288xf32>, tensor<i32>, tensor<i32>) -> tensor<1x12288xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x12288xf32>) -> tensor<12288xf32>
    return %1 : tensor<12288xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<96x12288x36864xf32>, %arg1: tensor<i32>) -> tensor<12288x36864xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 12288, 36864] : (tensor<96x12288x36864xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12288x36864xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x12288x36864xf32>) -> tensor<12288x36864xf32>
    return %1 : tensor<12288x36864xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<96x36864xf32>, %arg1: tensor<i32>) -> tensor<36864xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 36864] : (tensor<96x36864xf32>, tensor<i32>, tensor<i32>) -> tensor<1x36864xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x36864xf32>) -> tensor<36864xf32>
    return %1 : tensor<36864xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<96x12288x12288xf32>, %arg1: tensor<i32>) -> tensor<12288x12288xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 12288, 12288] : (tensor<96x12288x12288xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12288x12288xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x12288x12288xf32>) -> tensor<12288x12288xf32>
    return %1 : tensor<12288x12288xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<96x12288x49152xf32>, %arg1: tensor<i32>) -> tensor<12288x49152xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 12288, 49152] : (tensor<96x12288x49152xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12288x49152xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x12288x49152xf32>) -> tensor<12288x49152xf32>
    return %1 : tensor<12288x49152xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<96x49152xf32>, %arg1: tensor<i32>) -> tensor<49152xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 49152] : (tensor<96x49152xf32>, tensor<i32>, tensor<i32>) -> tensor<1x49152xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x49152xf32>) -> tensor<49152xf32>
    return %1 : tensor<49152xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<96x49152x12288xf32>, %arg1: tensor<i32>) -> tensor<49152x12288xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 49152, 12288] : (tensor<96x49152x12288xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x49152x12288xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x49152x12288xf32>) -> tensor<49152x12288xf32>
    return %1 : tensor<49152x12288xf32>
  }
  func.func private @flash_attention.forward(%arg0: tensor<768x96x1x2048x128xbf16>, %arg1: tensor<768x96x2048x128xbf16>, %arg2: tensor<768x96x2048x128xbf16>) -> (tensor<768x96x1x2048x128xbf16>, tensor<768x96x1x2048xf32>) {
    %0 = stablehlo.slice %arg1 [0:768, 0:96, 0:1024, 0:128] : (tensor<768x96x2048x128xbf16>) -> tensor<768x96x1024x128xbf16>
    %1 = stablehlo.slice %arg1 [0:768, 0:96, 1024:2048, 0:128] : (tensor<768x96x2048x128xbf16>) -> tensor<768x96x1024x128xbf16>
    %2 = stablehlo.slice %arg2 [0:768, 0:96, 0:1024, 0:128] : (tensor<768x96x2048x128xbf16>) -> tensor<768x96x1024x128xbf16>
    %3 = stablehlo.slice %arg2 [0:768, 0:96, 1024:2048, 0:128] : (tensor<768x96x2048x128xbf16>) -> tensor<768x96x1024x128xbf16>
    %4 = stablehlo.slice %arg0 [0:768, 0:96, 0:1, 0:1024, 0:128] : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x96x1x1024x128xbf16>
    %5 = stablehlo.slice %arg0 [0:768, 0:96, 0:1, 1024:2048, 0:128] : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x96x1x1024x128xbf16>
    %6 = stablehlo.dot_general %4, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x1024xf32>
    %7 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %8 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %10 = call @_where_6(%9, %6, %cst) : (tensor<1024x1024xi1>, tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024x1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x1024xf32>
    %14 = stablehlo.subtract %10, %13 : tensor<768x96x1x1024x1024xf32>
    %15 = stablehlo.exponential %14 : tensor<768x96x1x1024x1024xf32>
    %16 = stablehlo.convert %15 : (tensor<768x96x1x1024x1024xf32>) -> tensor<768x96x1x1024x1024xbf16>
    %17 = stablehlo.dot_general %16, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x128xf32>
    %21 = stablehlo.divide %17, %20 : tensor<768x96x1x1024x128xf32>
    %22 = stablehlo.convert %21 : (tensor<768x96x1x1024x128xf32>) -> tensor<768x96x1x1024x128xbf16>
    %23 = stablehlo.log %18 : tensor<768x96x1x1024xf32>
    %24 = stablehlo.add %11, %23 : tensor<768x96x1x1024xf32>
    %25 = stablehlo.dot_general %5, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x1024xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x1024xf32>
    %29 = stablehlo.subtract %25, %28 : tensor<768x96x1x1024x1024xf32>
    %30 = stablehlo.exponential %29 : tensor<768x96x1x1024x1024xf32>
    %31 = stablehlo.convert %30 : (tensor<768x96x1x1024x1024xf32>) -> tensor<768x96x1x1024x1024xbf16>
    %32 = stablehlo.dot_general %31, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%30 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024xf32>
    %34 = stablehlo.dot_general %5, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x1024xf32>
    %35 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %36 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %37 = stablehlo.compare GE, %35, %36, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %38 = call @_where_6(%37, %34, %cst_4) : (tensor<1024x1024xi1>, tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024x1024xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024xf32>
    %40 = stablehlo.maximum %26, %39 : tensor<768x96x1x1024xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x1024xf32>
    %43 = stablehlo.subtract %38, %42 : tensor<768x96x1x1024x1024xf32>
    %44 = stablehlo.exponential %43 : tensor<768x96x1x1024x1024xf32>
    %45 = stablehlo.convert %44 : (tensor<768x96x1x1024x1024xf32>) -> tensor<768x96x1x1024x1024xbf16>
    %46 = stablehlo.dot_general %45, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x128xf32>
    %47 = stablehlo.subtract %26, %40 : tensor<768x96x1x1024xf32>
    %48 = stablehlo.exponential %47 : tensor<768x96x1x1024xf32>
    %49 = stablehlo.multiply %33, %48 : tensor<768x96x1x1024xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%44 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024xf32>
    %51 = stablehlo.add %49, %50 : tensor<768x96x1x1024xf32>
    %52 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x128xf32>
    %54 = stablehlo.multiply %32, %53 : tensor<768x96x1x1024x128xf32>
    %55 = stablehlo.add %54, %46 : tensor<768x96x1x1024x128xf32>
    %56 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x128xf32>
    %58 = stablehlo.divide %55, %57 : tensor<768x96x1x1024x128xf32>
    %59 = stablehlo.convert %58 : (tensor<768x96x1x1024x128xf32>) -> tensor<768x96x1x1024x128xbf16>
    %60 = stablehlo.log %51 : tensor<768x96x1x1024xf32>
    %61 = stablehlo.add %40, %60 : tensor<768x96x1x1024xf32>
    %62 = stablehlo.concatenate %22, %59, dim = 3 : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1x1024x128xbf16>) -> tensor<768x96x1x2048x128xbf16>
    %63 = stablehlo.concatenate %24, %61, dim = 3 : (tensor<768x96x1x1024xf32>, tensor<768x96x1x1024xf32>) -> tensor<768x96x1x2048xf32>
    return %62, %63 : tensor<768x96x1x2048x128xbf16>, tensor<768x96x1x2048xf32>
  }
  func.func private @_where_6(%arg0: tensor<1024x1024xi1>, %arg1: tensor<768x96x1x1024x1024xf32>, %arg2: tensor<f32>) -> tensor<768x96x1x1024x1024xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<1024x1024xi1>) -> tensor<768x96x1x1024x1024xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<768x96x1x1024x1024xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<768x96x1x1024x1024xi1>, tensor<768x96x1x1024x1024xf32>
    return %3 : tensor<768x96x1x1024x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<96x768x2048x12288xbf16>, %arg1: tensor<768x2048x12288xbf16>, %arg2: tensor<i32>) -> tensor<96x768x2048x12288xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<768x2048x12288xbf16>) -> tensor<1x768x2048x12288xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<96x768x2048x12288xbf16>, tensor<1x768x2048x12288xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<96x768x2048x12288xbf16>
    return %1 : tensor<96x768x2048x12288xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<768x2048x50304xf32>) -> (tensor<768x2048x50304xf32>, tensor<768x2048x50304xf32>, tensor<768x2048x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<768x2048x50304xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<768x2048xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<768x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x50304xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<768x2048x50304xf32>
    %6 = stablehlo.exponential %5 : tensor<768x2048x50304xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x50304xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
    %9 = stablehlo.log %8 : tensor<768x2048x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<768x2048x1xf32>) -> tensor<768x2048x50304xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<768x2048x50304xf32>
    return %11, %6, %8 : tensor<768x2048x50304xf32>, tensor<768x2048x50304xf32>, tensor<768x2048x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<768x2048x50304xf32>, %arg1: tensor<768x2048x1xi32>) -> (tensor<768x2048x1xf32>, tensor<768x2048x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<768x2048x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<768x2048x1xi32>, tensor<768x2048x1xi32>) -> tensor<768x2048x1xi1>
    %c_0 = stablehlo.constant dense<50304> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<768x2048x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<768x2048x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<768x2048x1xi1>, tensor<768x2048x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<768x2048x1xi32>) -> tensor<768x2048x1x1xi32>
    %c_1 = stablehlo.constant dense<50303> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<768x2048x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<768x2048x1x1xi32>, tensor<768x2048x1x1xi32>) -> tensor<768x2048x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<768x2048x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<768x2048x1x1xi32>, tensor<768x2048x1x1xi32>) -> tensor<768x2048x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<768x2048x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<768x2048x1x1xi1>, tensor<i1>) -> tensor<768x2048x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<768x2048x50304xf32>, tensor<768x2048x1x1xi32>) -> tensor<768x2048x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<768x2048x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<768x2048x1xi1>, tensor<768x2048x1xf32>
    return %15, %5 : tensor<768x2048x1xf32>, tensor<768x2048x1x1xi32>
  }
  func.func private @take_along_axis_7(%arg0: tensor<768x2048x1x1xi32>, %arg1: tensor<768x2048x1xf32>) -> tensor<768x2048x50304xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<768x2048x50304xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<768x2048x50304xf32>, tensor<768x2048x1x1xi32>, tensor<768x2048x1xf32>) -> tensor<768x2048x50304xf32>
    return %1 : tensor<768x2048x50304xf32>
  }
  func.func private @log_softmax_8(%arg0: tensor<768x2048x50304xf32>, %arg1: tensor<768x2048x1xf32>, %arg2: tensor<768x2048x50304xf32>) -> tensor<768x2048x50304xf32> {
    %0 = stablehlo.negate %arg2 : tensor<768x2048x50304xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x50304xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %2 = stablehlo.reshape %1 : (tensor<768x2048xf32>) -> tensor<768x2048x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<768x2048x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<768x2048x1xf32>, tensor<f32>) -> tensor<768x2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<768x2048xf32>) -> tensor<768x2048x50304xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<768x2048x50304xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<768x2048x50304xf32>
    return %7 : tensor<768x2048x50304xf32>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<96x768x2048x12288xbf16>, %arg1: tensor<i32>) -> tensor<768x2048x12288xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 768, 2048, 12288] : (tensor<96x768x2048x12288xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x768x2048x12288xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x768x2048x12288xbf16>) -> tensor<768x2048x12288xbf16>
    return %1 : tensor<768x2048x12288xbf16>
  }
  func.func private @flash_attention.backward(%arg0: tensor<768x96x1x2048x128xbf16>, %arg1: tensor<768x96x2048x128xbf16>, %arg2: tensor<768x96x2048x128xbf16>, %arg3: tensor<768x96x1x2048x128xbf16>, %arg4: tensor<768x96x1x2048xf32>, %arg5: tensor<768x96x1x2048x128xbf16>) -> (tensor<768x96x1x2048x128xbf16>, tensor<768x96x2048x128xbf16>, tensor<768x96x2048x128xbf16>) {
    %0 = stablehlo.convert %arg5 : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x96x1x2048x128xf32>
    %1 = stablehlo.convert %arg3 : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x96x1x2048x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<768x96x1x2048x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<768x96x1x2048x128xf32>, tensor<f32>) -> tensor<768x96x1x2048xf32>
    %4 = stablehlo.slice %arg0 [0:768, 0:96, 0:1, 0:1024, 0:128] : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x96x1x1024x128xbf16>
    %5 = stablehlo.slice %arg0 [0:768, 0:96, 0:1, 1024:2048, 0:128] : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x96x1x1024x128xbf16>
    %6 = stablehlo.slice %arg1 [0:768, 0:96, 0:1024, 0:128] : (tensor<768x96x2048x128xbf16>) -> tensor<768x96x1024x128xbf16>
    %7 = stablehlo.slice %arg1 [0:768, 0:96, 1024:2048, 0:128] : (tensor<768x96x2048x128xbf16>) -> tensor<768x96x1024x128xbf16>
    %8 = stablehlo.slice %arg2 [0:768, 0:96, 0:1024, 0:128] : (tensor<768x96x2048x128xbf16>) -> tensor<768x96x1024x128xbf16>
    %9 = stablehlo.slice %arg2 [0:768, 0:96, 1024:2048, 0:128] : (tensor<768x96x2048x128xbf16>) -> tensor<768x96x1024x128xbf16>
    %10 = stablehlo.slice %arg5 [0:768, 0:96, 0:1, 0:1024, 0:128] : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x96x1x1024x128xbf16>
    %11 = stablehlo.slice %arg5 [0:768, 0:96, 0:1, 1024:2048, 0:128] : (tensor<768x96x1x2048x128xbf16>) -> tensor<768x96x1x1024x128xbf16>
    %12 = stablehlo.slice %arg4 [0:768, 0:96, 0:1, 0:1024] : (tensor<768x96x1x2048xf32>) -> tensor<768x96x1x1024xf32>
    %13 = stablehlo.slice %arg4 [0:768, 0:96, 0:1, 1024:2048] : (tensor<768x96x1x2048xf32>) -> tensor<768x96x1x1024xf32>
    %14 = stablehlo.slice %3 [0:768, 0:96, 0:1, 0:1024] : (tensor<768x96x1x2048xf32>) -> tensor<768x96x1x1024xf32>
    %15 = stablehlo.slice %3 [0:768, 0:96, 0:1, 1024:2048] : (tensor<768x96x1x2048xf32>) -> tensor<768x96x1x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<768x96x1x1024x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<768x96x1x1024x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<768x96x1024x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<768x96x1024x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<768x96x1024x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<768x96x1024x128xf32>
    %22 = stablehlo.dot_general %4, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x1024xf32>
    %23 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %24 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %25 = stablehlo.compare GE, %23, %24, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %26 = call @_where_6(%25, %22, %cst_6) : (tensor<1024x1024xi1>, tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024x1024xf32>
    %27 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x1024xf32>
    %29 = stablehlo.subtract %26, %28 : tensor<768x96x1x1024x1024xf32>
    %30 = stablehlo.exponential %29 : tensor<768x96x1x1024x1024xf32>
    %31 = stablehlo.convert %30 : (tensor<768x96x1x1024x1024xf32>) -> tensor<768x96x1x1024x1024xbf16>
    %32 = stablehlo.dot_general %31, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1x1024x128xbf16>) -> tensor<768x96x1024x128xf32>
    %33 = stablehlo.add %20, %32 : tensor<768x96x1024x128xf32>
    %34 = stablehlo.dot_general %10, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x1024xf32>
    %35 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x1024xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<768x96x1x1024x1024xf32>
    %38 = stablehlo.multiply %30, %37 : tensor<768x96x1x1024x1024xf32>
    %39 = stablehlo.convert %38 : (tensor<768x96x1x1024x1024xf32>) -> tensor<768x96x1x1024x1024xbf16>
    %40 = stablehlo.dot_general %39, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x128xf32>
    %41 = stablehlo.add %16, %40 : tensor<768x96x1x1024x128xf32>
    %42 = stablehlo.dot_general %39, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1x1024x128xbf16>) -> tensor<768x96x1024x128xf32>
    %43 = stablehlo.add %18, %42 : tensor<768x96x1024x128xf32>
    %44 = stablehlo.dot_general %5, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x1024xf32>
    %45 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x1024xf32>
    %47 = stablehlo.subtract %44, %46 : tensor<768x96x1x1024x1024xf32>
    %48 = stablehlo.exponential %47 : tensor<768x96x1x1024x1024xf32>
    %49 = stablehlo.convert %48 : (tensor<768x96x1x1024x1024xf32>) -> tensor<768x96x1x1024x1024xbf16>
    %50 = stablehlo.dot_general %49, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1x1024x128xbf16>) -> tensor<768x96x1024x128xf32>
    %51 = stablehlo.add %33, %50 : tensor<768x96x1024x128xf32>
    %52 = stablehlo.dot_general %11, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x1024xf32>
    %53 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x1024xf32>
    %55 = stablehlo.subtract %52, %54 : tensor<768x96x1x1024x1024xf32>
    %56 = stablehlo.multiply %48, %55 : tensor<768x96x1x1024x1024xf32>
    %57 = stablehlo.convert %56 : (tensor<768x96x1x1024x1024xf32>) -> tensor<768x96x1x1024x1024xbf16>
    %58 = stablehlo.dot_general %57, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x128xf32>
    %59 = stablehlo.add %17, %58 : tensor<768x96x1x1024x128xf32>
    %60 = stablehlo.dot_general %57, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1x1024x128xbf16>) -> tensor<768x96x1024x128xf32>
    %61 = stablehlo.add %43, %60 : tensor<768x96x1024x128xf32>
    %62 = stablehlo.dot_general %5, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x1024xf32>
    %63 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %64 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %65 = stablehlo.compare GE, %63, %64, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %66 = call @_where_6(%65, %62, %cst_7) : (tensor<1024x1024xi1>, tensor<768x96x1x1024x1024xf32>, tensor<f32>) -> tensor<768x96x1x1024x1024xf32>
    %67 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x1024xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<768x96x1x1024x1024xf32>
    %70 = stablehlo.exponential %69 : tensor<768x96x1x1024x1024xf32>
    %71 = stablehlo.convert %70 : (tensor<768x96x1x1024x1024xf32>) -> tensor<768x96x1x1024x1024xbf16>
    %72 = stablehlo.dot_general %71, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1x1024x128xbf16>) -> tensor<768x96x1024x128xf32>
    %73 = stablehlo.add %21, %72 : tensor<768x96x1024x128xf32>
    %74 = stablehlo.dot_general %11, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x128xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x1024xf32>
    %75 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<768x96x1x1024xf32>) -> tensor<768x96x1x1024x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3, 4] : (tensor<768x96x1x1024x1xf32>) -> tensor<768x96x1x1024x1024xf32>
    %77 = stablehlo.subtract %74, %76 : tensor<768x96x1x1024x1024xf32>
    %78 = stablehlo.multiply %70, %77 : tensor<768x96x1x1024x1024xf32>
    %79 = stablehlo.convert %78 : (tensor<768x96x1x1024x1024xf32>) -> tensor<768x96x1x1024x1024xbf16>
    %80 = stablehlo.dot_general %79, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1024x128xbf16>) -> tensor<768x96x1x1024x128xf32>
    %81 = stablehlo.add %59, %80 : tensor<768x96x1x1024x128xf32>
    %82 = stablehlo.dot_general %79, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<768x96x1x1024x1024xbf16>, tensor<768x96x1x1024x128xbf16>) -> tensor<768x96x1024x128xf32>
    %83 = stablehlo.add %19, %82 : tensor<768x96x1024x128xf32>
    %84 = stablehlo.concatenate %41, %81, dim = 3 : (tensor<768x96x1x1024x128xf32>, tensor<768x96x1x1024x128xf32>) -> tensor<768x96x1x2048x128xf32>
    %85 = stablehlo.convert %84 : (tensor<768x96x1x2048x128xf32>) -> tensor<768x96x1x2048x128xbf16>
    %86 = stablehlo.concatenate %61, %83, dim = 2 : (tensor<768x96x1024x128xf32>, tensor<768x96x1024x128xf32>) -> tensor<768x96x2048x128xf32>
    %87 = stablehlo.convert %86 : (tensor<768x96x2048x128xf32>) -> tensor<768x96x2048x128xbf16>
    %88 = stablehlo.concatenate %51, %73, dim = 2 : (tensor<768x96x1024x128xf32>, tensor<768x96x1024x128xf32>) -> tensor<768x96x2048x128xf32>
    %89 = stablehlo.convert %88 : (tensor<768x96x2048x128xf32>) -> tensor<768x96x2048x128xbf16>
    return %85, %87, %89 : tensor<768x96x1x2048x128xbf16>, tensor<768x96x2048x128xbf16>, tensor<768x96x2048x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<96x12288xf32>, %arg1: tensor<12288xf32>, %arg2: tensor<i32>) -> tensor<96x12288xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<12288xf32>) -> tensor<1x12288xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<96x12288xf32>, tensor<1x12288xf32>, tensor<i32>, tensor<i32>) -> tensor<96x12288xf32>
    return %1 : tensor<96x12288xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<96x12288x36864xf32>, %arg1: tensor<12288x36864xf32>, %arg2: tensor<i32>) -> tensor<96x12288x36864xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<12288x36864xf32>) -> tensor<1x12288x36864xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<96x12288x36864xf32>, tensor<1x12288x36864xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<96x12288x36864xf32>
    return %1 : tensor<96x12288x36864xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<96x36864xf32>, %arg1: tensor<36864xf32>, %arg2: tensor<i32>) -> tensor<96x36864xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<36864xf32>) -> tensor<1x36864xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<96x36864xf32>, tensor<1x36864xf32>, tensor<i32>, tensor<i32>) -> tensor<96x36864xf32>
    return %1 : tensor<96x36864xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<96x12288x12288xf32>, %arg1: tensor<12288x12288xf32>, %arg2: tensor<i32>) -> tensor<96x12288x12288xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<12288x12288xf32>) -> tensor<1x12288x12288xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<96x12288x12288xf32>, tensor<1x12288x12288xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<96x12288x12288xf32>
    return %1 : tensor<96x12288x12288xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<96x12288x49152xf32>, %arg1: tensor<12288x49152xf32>, %arg2: tensor<i32>) -> tensor<96x12288x49152xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<12288x49152xf32>) -> tensor<1x12288x49152xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<96x12288x49152xf32>, tensor<1x12288x49152xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<96x12288x49152xf32>
    return %1 : tensor<96x12288x49152xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<96x49152xf32>, %arg1: tensor<49152xf32>, %arg2: tensor<i32>) -> tensor<96x49152xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<49152xf32>) -> tensor<1x49152xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<96x49152xf32>, tensor<1x49152xf32>, tensor<i32>, tensor<i32>) -> tensor<96x49152xf32>
    return %1 : tensor<96x49152xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<96x49152x12288xf32>, %arg1: tensor<49152x12288xf32>, %arg2: tensor<i32>) -> tensor<96x49152x12288xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<49152x12288xf32>) -> tensor<1x49152x12288xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<96x49152x12288xf32>, tensor<1x49152x12288xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<96x49152x12288xf32>
    return %1 : tensor<96x49152x12288xf32>
  }
  func.func private @_take_17(%arg0: tensor<768x2048x1xi32>, %arg1: tensor<768x2048x12288xf32>) -> tensor<50304x12288xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<50304x12288xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<50304x12288xf32>, tensor<768x2048x1xi32>, tensor<768x2048x12288xf32>) -> tensor<50304x12288xf32>
    return %1 : tensor<50304x12288xf32>
  }
}
