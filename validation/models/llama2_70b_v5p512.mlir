module @jit_step attributes {mhlo.num_partitions = 512 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=512]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 512 : i64}]}}
  func.func public @main(%arg0: tensor<32000x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg1: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg2: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg3: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg4: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg5: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg6: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg7: tensor<80x28672x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg8: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<8192x32000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg12: tensor<32000x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg13: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg14: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg15: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg16: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg17: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg18: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg19: tensor<80x28672x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg20: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<8192x32000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg24: tensor<32000x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg25: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg26: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg27: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg28: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg29: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg30: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg31: tensor<80x28672x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg32: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<8192x32000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg36: tensor<2048x4096xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<32000x8192xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x28672x8192xf32> {jax.result_info = "result[0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8192xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<8192x32000xf32> {jax.result_info = "result[0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32000x8192xf32> {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[1][0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[1][0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[1][0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[1][0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[1][0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[1][0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x28672x8192xf32> {jax.result_info = "result[1][0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[1][0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[1][0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8192xf32> {jax.result_info = "result[1][0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<8192x32000xf32> {jax.result_info = "result[1][0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32000x8192xf32> {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[1][1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[1][1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[1][1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[1][1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[1][1][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[1][1][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x28672x8192xf32> {jax.result_info = "result[1][1][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[1][1][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[1][1][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8192xf32> {jax.result_info = "result[1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<8192x32000xf32> {jax.result_info = "result[1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg36) : (tensor<32000x8192xf32>, tensor<2048x4096xi32>) -> (tensor<2048x4096x8192xf32>, tensor<2048x4096x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<2048x4096x8192xf32>) -> tensor<2048x4096x8192xbf16>
    %2 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %3 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.divide %3, %4 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.power %6, %5 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.divide %8, %7 : tensor<64xf32>
    %10 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %11 = stablehlo.convert %10 : (tensor<4096x1xi32>) -> tensor<4096x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<4096x64xf32>
    %16 = stablehlo.cosine %15 : tensor<4096x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %18 = stablehlo.sine %15 : tensor<4096x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %20 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %22 = stablehlo.divide %20, %21 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %24 = stablehlo.power %23, %22 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.divide %25, %24 : tensor<64xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %28 = stablehlo.convert %27 : (tensor<4096x1xi32>) -> tensor<4096x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<4096x64xf32>
    %33 = stablehlo.cosine %32 : tensor<4096x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %35 = stablehlo.sine %32 : tensor<4096x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<80x2048x4096x8192xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<80x2048x4096x1024xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<80x2048x4096x1024xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<80x2048x4096x8192xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<80x2048x4096x8192xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %42:20 = stablehlo.while(%iterArg = %arg1, %iterArg_117 = %arg2, %iterArg_118 = %arg3, %iterArg_119 = %arg4, %iterArg_120 = %arg5, %iterArg_121 = %arg6, %iterArg_122 = %arg7, %iterArg_123 = %arg8, %iterArg_124 = %arg9, %iterArg_125 = %17, %iterArg_126 = %19, %iterArg_127 = %34, %iterArg_128 = %36, %iterArg_129 = %c, %iterArg_130 = %1, %iterArg_131 = %37, %iterArg_132 = %38, %iterArg_133 = %39, %iterArg_134 = %40, %iterArg_135 = %41) : tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<i32>, tensor<2048x4096x8192xbf16>, tensor<80x2048x4096x8192xbf16>, tensor<80x2048x4096x1024xbf16>, tensor<80x2048x4096x1024xbf16>, tensor<80x2048x4096x8192xbf16>, tensor<80x2048x4096x8192xbf16>
    cond {
      %c_136 = stablehlo.constant dense<80> : tensor<i32>
      %366 = stablehlo.compare LT, %iterArg_129, %c_136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %366 : tensor<i1>
    } do {
      %366 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_129) : (tensor<80x8192x8192xf32>, tensor<i32>) -> tensor<8192x8192xf32>
      %367 = func.call @dynamic_index_in_dim_0(%iterArg_117, %iterArg_129) : (tensor<80x8192x1024xf32>, tensor<i32>) -> tensor<8192x1024xf32>
      %368 = func.call @dynamic_index_in_dim_0(%iterArg_118, %iterArg_129) : (tensor<80x8192x1024xf32>, tensor<i32>) -> tensor<8192x1024xf32>
      %369 = func.call @dynamic_index_in_dim(%iterArg_119, %iterArg_129) : (tensor<80x8192x8192xf32>, tensor<i32>) -> tensor<8192x8192xf32>
      %370 = func.call @dynamic_index_in_dim_1(%iterArg_120, %iterArg_129) : (tensor<80x8192x28672xf32>, tensor<i32>) -> tensor<8192x28672xf32>
      %371 = func.call @dynamic_index_in_dim_1(%iterArg_121, %iterArg_129) : (tensor<80x8192x28672xf32>, tensor<i32>) -> tensor<8192x28672xf32>
      %372 = func.call @dynamic_index_in_dim_2(%iterArg_122, %iterArg_129) : (tensor<80x28672x8192xf32>, tensor<i32>) -> tensor<28672x8192xf32>
      %373 = func.call @dynamic_index_in_dim_3(%iterArg_123, %iterArg_129) : (tensor<80x8192xf32>, tensor<i32>) -> tensor<8192xf32>
      %374 = func.call @dynamic_index_in_dim_3(%iterArg_124, %iterArg_129) : (tensor<80x8192xf32>, tensor<i32>) -> tensor<8192xf32>
      %375 = stablehlo.convert %iterArg_130 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8192xf32>
      %376 = stablehlo.multiply %375, %375 : tensor<2048x4096x8192xf32>
      %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %377 = stablehlo.reduce(%376 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<2048x4096xf32>
      %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
      %cst_137 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %379 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %380 = stablehlo.divide %378, %379 : tensor<2048x4096x1xf32>
      %cst_138 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %381 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %382 = stablehlo.add %380, %381 : tensor<2048x4096x1xf32>
      %383 = stablehlo.rsqrt %382 : tensor<2048x4096x1xf32>
      %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x8192xf32>
      %385 = stablehlo.multiply %375, %384 : tensor<2048x4096x8192xf32>
      %386 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<2048x4096x8192xf32>
      %388 = stablehlo.multiply %385, %387 : tensor<2048x4096x8192xf32>
      %389 = stablehlo.convert %388 : (tensor<2048x4096x8192xf32>) -> tensor<2048x4096x8192xbf16>
      %390 = stablehlo.convert %366 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %391 = stablehlo.dot_general %389, %390, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<2048x4096x8192xbf16>
      %392 = stablehlo.reduce_precision %391, format = e8m7 : tensor<2048x4096x8192xbf16>
      %393 = stablehlo.reshape %392 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x64x128xbf16>
      %394 = stablehlo.slice %393 [0:2048, 0:4096, 0:64, 0:64] : (tensor<2048x4096x64x128xbf16>) -> tensor<2048x4096x64x64xbf16>
      %395 = stablehlo.convert %394 : (tensor<2048x4096x64x64xbf16>) -> tensor<2048x4096x64x64xf32>
      %396 = stablehlo.slice %393 [0:2048, 0:4096, 0:64, 64:128] : (tensor<2048x4096x64x128xbf16>) -> tensor<2048x4096x64x64xbf16>
      %397 = stablehlo.convert %396 : (tensor<2048x4096x64x64xbf16>) -> tensor<2048x4096x64x64xf32>
      %398 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %399 = stablehlo.multiply %395, %398 : tensor<2048x4096x64x64xf32>
      %400 = stablehlo.broadcast_in_dim %iterArg_126, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %401 = stablehlo.multiply %397, %400 : tensor<2048x4096x64x64xf32>
      %402 = stablehlo.subtract %399, %401 : tensor<2048x4096x64x64xf32>
      %403 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %404 = stablehlo.multiply %397, %403 : tensor<2048x4096x64x64xf32>
      %405 = stablehlo.broadcast_in_dim %iterArg_126, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %406 = stablehlo.multiply %395, %405 : tensor<2048x4096x64x64xf32>
      %407 = stablehlo.add %404, %406 : tensor<2048x4096x64x64xf32>
      %408 = stablehlo.concatenate %402, %407, dim = 3 : (tensor<2048x4096x64x64xf32>, tensor<2048x4096x64x64xf32>) -> tensor<2048x4096x64x128xf32>
      %409 = stablehlo.convert %408 : (tensor<2048x4096x64x128xf32>) -> tensor<2048x4096x64x128xbf16>
      %410 = stablehlo.convert %367 : (tensor<8192x1024xf32>) -> tensor<8192x1024xbf16>
      %411 = stablehlo.dot_general %389, %410, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x1024xbf16>) -> tensor<2048x4096x1024xbf16>
      %412 = stablehlo.reduce_precision %411, format = e8m7 : tensor<2048x4096x1024xbf16>
      %413 = stablehlo.reshape %412 : (tensor<2048x4096x1024xbf16>) -> tensor<2048x4096x8x128xbf16>
      %414 = stablehlo.slice %413 [0:2048, 0:4096, 0:8, 0:64] : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x4096x8x64xbf16>
      %415 = stablehlo.convert %414 : (tensor<2048x4096x8x64xbf16>) -> tensor<2048x4096x8x64xf32>
      %416 = stablehlo.slice %413 [0:2048, 0:4096, 0:8, 64:128] : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x4096x8x64xbf16>
      %417 = stablehlo.convert %416 : (tensor<2048x4096x8x64xbf16>) -> tensor<2048x4096x8x64xf32>
      %418 = stablehlo.broadcast_in_dim %iterArg_127, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %419 = stablehlo.multiply %415, %418 : tensor<2048x4096x8x64xf32>
      %420 = stablehlo.broadcast_in_dim %iterArg_128, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %421 = stablehlo.multiply %417, %420 : tensor<2048x4096x8x64xf32>
      %422 = stablehlo.subtract %419, %421 : tensor<2048x4096x8x64xf32>
      %423 = stablehlo.broadcast_in_dim %iterArg_127, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %424 = stablehlo.multiply %417, %423 : tensor<2048x4096x8x64xf32>
      %425 = stablehlo.broadcast_in_dim %iterArg_128, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %426 = stablehlo.multiply %415, %425 : tensor<2048x4096x8x64xf32>
      %427 = stablehlo.add %424, %426 : tensor<2048x4096x8x64xf32>
      %428 = stablehlo.concatenate %422, %427, dim = 3 : (tensor<2048x4096x8x64xf32>, tensor<2048x4096x8x64xf32>) -> tensor<2048x4096x8x128xf32>
      %429 = stablehlo.convert %428 : (tensor<2048x4096x8x128xf32>) -> tensor<2048x4096x8x128xbf16>
      %430 = stablehlo.convert %368 : (tensor<8192x1024xf32>) -> tensor<8192x1024xbf16>
      %431 = stablehlo.dot_general %389, %430, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x1024xbf16>) -> tensor<2048x4096x1024xbf16>
      %432 = stablehlo.reduce_precision %431, format = e8m7 : tensor<2048x4096x1024xbf16>
      %433 = stablehlo.reshape %432 : (tensor<2048x4096x1024xbf16>) -> tensor<2048x4096x8x128xbf16>
      %434 = stablehlo.reshape %409 : (tensor<2048x4096x64x128xbf16>) -> tensor<2048x4096x8x8x128xbf16>
      %435 = stablehlo.transpose %434, dims = [0, 2, 3, 1, 4] : (tensor<2048x4096x8x8x128xbf16>) -> tensor<2048x8x8x4096x128xbf16>
      %436 = stablehlo.transpose %429, dims = [0, 2, 1, 3] : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x8x4096x128xbf16>
      %437 = stablehlo.transpose %433, dims = [0, 2, 1, 3] : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x8x4096x128xbf16>
      %438:2 = stablehlo.composite "flash_attention.forward" %435, %436, %437 {decomposition = @flash_attention.forward} : (tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>) -> (tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x8x4096xf32>)
      %439 = stablehlo.transpose %438#0, dims = [0, 3, 1, 2, 4] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x4096x8x8x128xbf16>
      %440 = stablehlo.reshape %439 : (tensor<2048x4096x8x8x128xbf16>) -> tensor<2048x4096x8192xbf16>
      %441 = stablehlo.convert %369 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %442 = stablehlo.dot_general %440, %441, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<2048x4096x8192xbf16>
      %443 = stablehlo.reduce_precision %442, format = e8m7 : tensor<2048x4096x8192xbf16>
      %444 = stablehlo.add %iterArg_130, %443 : tensor<2048x4096x8192xbf16>
      %445 = stablehlo.convert %444 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8192xf32>
      %446 = stablehlo.multiply %445, %445 : tensor<2048x4096x8192xf32>
      %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %447 = stablehlo.reduce(%446 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<2048x4096xf32>
      %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
      %cst_140 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %449 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %450 = stablehlo.divide %448, %449 : tensor<2048x4096x1xf32>
      %cst_141 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %451 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %452 = stablehlo.add %450, %451 : tensor<2048x4096x1xf32>
      %453 = stablehlo.rsqrt %452 : tensor<2048x4096x1xf32>
      %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x8192xf32>
      %455 = stablehlo.multiply %445, %454 : tensor<2048x4096x8192xf32>
      %456 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<2048x4096x8192xf32>
      %458 = stablehlo.multiply %455, %457 : tensor<2048x4096x8192xf32>
      %459 = stablehlo.convert %458 : (tensor<2048x4096x8192xf32>) -> tensor<2048x4096x8192xbf16>
      %460 = stablehlo.convert %370 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
      %461 = stablehlo.dot_general %459, %460, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<2048x4096x28672xbf16>
      %462 = func.call @silu(%461) : (tensor<2048x4096x28672xbf16>) -> tensor<2048x4096x28672xbf16>
      %463 = stablehlo.convert %371 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
      %464 = stablehlo.dot_general %459, %463, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<2048x4096x28672xbf16>
      %465 = stablehlo.multiply %462, %464 : tensor<2048x4096x28672xbf16>
      %466 = stablehlo.convert %372 : (tensor<28672x8192xf32>) -> tensor<28672x8192xbf16>
      %467 = stablehlo.dot_general %465, %466, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x28672xbf16>, tensor<28672x8192xbf16>) -> tensor<2048x4096x8192xbf16>
      %468 = stablehlo.add %444, %467 : tensor<2048x4096x8192xbf16>
      %469 = func.call @dynamic_update_index_in_dim(%iterArg_131, %392, %iterArg_129) : (tensor<80x2048x4096x8192xbf16>, tensor<2048x4096x8192xbf16>, tensor<i32>) -> tensor<80x2048x4096x8192xbf16>
      %470 = func.call @dynamic_update_index_in_dim_5(%iterArg_132, %412, %iterArg_129) : (tensor<80x2048x4096x1024xbf16>, tensor<2048x4096x1024xbf16>, tensor<i32>) -> tensor<80x2048x4096x1024xbf16>
      %471 = func.call @dynamic_update_index_in_dim_5(%iterArg_133, %432, %iterArg_129) : (tensor<80x2048x4096x1024xbf16>, tensor<2048x4096x1024xbf16>, tensor<i32>) -> tensor<80x2048x4096x1024xbf16>
      %472 = func.call @dynamic_update_index_in_dim(%iterArg_134, %443, %iterArg_129) : (tensor<80x2048x4096x8192xbf16>, tensor<2048x4096x8192xbf16>, tensor<i32>) -> tensor<80x2048x4096x8192xbf16>
      %473 = func.call @dynamic_update_index_in_dim(%iterArg_135, %iterArg_130, %iterArg_129) : (tensor<80x2048x4096x8192xbf16>, tensor<2048x4096x8192xbf16>, tensor<i32>) -> tensor<80x2048x4096x8192xbf16>
      %c_142 = stablehlo.constant dense<1> : tensor<i32>
      %474 = stablehlo.add %iterArg_129, %c_142 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %iterArg_128, %474, %468, %469, %470, %471, %472, %473 : tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<i32>, tensor<2048x4096x8192xbf16>, tensor<80x2048x4096x8192xbf16>, tensor<80x2048x4096x1024xbf16>, tensor<80x2048x4096x1024xbf16>, tensor<80x2048x4096x8192xbf16>, tensor<80x2048x4096x8192xbf16>
    }
    %43 = stablehlo.convert %42#14 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8192xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<2048x4096x8192xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<2048x4096xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
    %cst_11 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
    %48 = stablehlo.divide %46, %47 : tensor<2048x4096x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
    %50 = stablehlo.add %48, %49 : tensor<2048x4096x1xf32>
    %51 = stablehlo.rsqrt %50 : tensor<2048x4096x1xf32>
    %52 = stablehlo.divide %51, %50 : tensor<2048x4096x1xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<2048x4096x1xf32>
    %55 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x8192xf32>
    %56 = stablehlo.multiply %43, %55 : tensor<2048x4096x8192xf32>
    %57 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<2048x4096x8192xf32>
    %59 = stablehlo.multiply %56, %58 : tensor<2048x4096x8192xf32>
    %60 = stablehlo.convert %59 : (tensor<2048x4096x8192xf32>) -> tensor<2048x4096x8192xbf16>
    %61 = stablehlo.convert %arg11 : (tensor<8192x32000xf32>) -> tensor<8192x32000xbf16>
    %62 = stablehlo.dot_general %60, %61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x32000xbf16>) -> tensor<2048x4096x32000xbf16>
    %63 = stablehlo.convert %62 : (tensor<2048x4096x32000xbf16>) -> tensor<2048x4096x32000xf32>
    %64:3 = call @log_softmax(%63) : (tensor<2048x4096x32000xf32>) -> (tensor<2048x4096x32000xf32>, tensor<2048x4096x32000xf32>, tensor<2048x4096x1xf32>)
    %65 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1] : (tensor<2048x4096xi32>) -> tensor<2048x4096x1xi32>
    %66:2 = call @take_along_axis(%64#0, %65) : (tensor<2048x4096x32000xf32>, tensor<2048x4096x1xi32>) -> (tensor<2048x4096x1xf32>, tensor<2048x4096x1x1xi32>)
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66#0 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2048x4096x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %68 = stablehlo.divide %67, %cst_15 : tensor<f32>
    %69 = stablehlo.negate %68 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.negate %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %71 = stablehlo.divide %70, %cst_17 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
    %73 = call @take_along_axis_6(%66#1, %72) : (tensor<2048x4096x1x1xi32>, tensor<2048x4096x1xf32>) -> tensor<2048x4096x32000xf32>
    %74 = call @log_softmax_7(%64#1, %64#2, %73) : (tensor<2048x4096x32000xf32>, tensor<2048x4096x1xf32>, tensor<2048x4096x32000xf32>) -> tensor<2048x4096x32000xf32>
    %75 = stablehlo.convert %74 : (tensor<2048x4096x32000xf32>) -> tensor<2048x4096x32000xbf16>
    %76 = stablehlo.dot_general %75, %60, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x32000xbf16>, tensor<2048x4096x8192xbf16>) -> tensor<32000x8192xbf16>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<32000x8192xbf16>) -> tensor<8192x32000xbf16>
    %78 = stablehlo.dot_general %75, %61, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x32000xbf16>, tensor<8192x32000xbf16>) -> tensor<2048x4096x8192xbf16>
    %79 = stablehlo.convert %77 : (tensor<8192x32000xbf16>) -> tensor<8192x32000xf32>
    %80 = stablehlo.convert %78 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8192xf32>
    %81 = stablehlo.multiply %56, %80 : tensor<2048x4096x8192xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %83 = stablehlo.reshape %82 : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
    %84 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<2048x4096x8192xf32>
    %85 = stablehlo.multiply %80, %84 : tensor<2048x4096x8192xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%83 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %87 = stablehlo.multiply %43, %85 : tensor<2048x4096x8192xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<2048x4096xf32>
    %89 = stablehlo.reshape %88 : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
    %90 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x8192xf32>
    %91 = stablehlo.multiply %85, %90 : tensor<2048x4096x8192xf32>
    %92 = stablehlo.multiply %89, %54 : tensor<2048x4096x1xf32>
    %cst_21 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<2048x4096x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x1xf32>, tensor<f32>) -> tensor<2048x4096xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x8192xf32>
    %97 = stablehlo.multiply %43, %96 : tensor<2048x4096x8192xf32>
    %98 = stablehlo.multiply %96, %43 : tensor<2048x4096x8192xf32>
    %99 = stablehlo.add %91, %98 : tensor<2048x4096x8192xf32>
    %100 = stablehlo.add %99, %97 : tensor<2048x4096x8192xf32>
    %101 = stablehlo.convert %100 : (tensor<2048x4096x8192xf32>) -> tensor<2048x4096x8192xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %111:25 = stablehlo.while(%iterArg = %42#15, %iterArg_117 = %42#16, %iterArg_118 = %42#17, %iterArg_119 = %42#18, %iterArg_120 = %42#19, %iterArg_121 = %arg1, %iterArg_122 = %arg2, %iterArg_123 = %arg3, %iterArg_124 = %arg4, %iterArg_125 = %arg5, %iterArg_126 = %arg6, %iterArg_127 = %arg7, %iterArg_128 = %arg8, %iterArg_129 = %arg9, %iterArg_130 = %c_32, %iterArg_131 = %101, %iterArg_132 = %102, %iterArg_133 = %103, %iterArg_134 = %104, %iterArg_135 = %105, %iterArg_136 = %106, %iterArg_137 = %107, %iterArg_138 = %108, %iterArg_139 = %109, %iterArg_140 = %110) : tensor<80x2048x4096x8192xbf16>, tensor<80x2048x4096x1024xbf16>, tensor<80x2048x4096x1024xbf16>, tensor<80x2048x4096x8192xbf16>, tensor<80x2048x4096x8192xbf16>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<i32>, tensor<2048x4096x8192xbf16>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>
    cond {
      %c_141 = stablehlo.constant dense<80> : tensor<i32>
      %366 = stablehlo.compare LT, %iterArg_130, %c_141, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %366 : tensor<i1>
    } do {
      %c_141 = stablehlo.constant dense<80> : tensor<i32>
      %366 = stablehlo.subtract %c_141, %iterArg_130 : tensor<i32>
      %c_142 = stablehlo.constant dense<1> : tensor<i32>
      %367 = stablehlo.subtract %366, %c_142 : tensor<i32>
      %368 = func.call @dynamic_index_in_dim_8(%iterArg, %367) : (tensor<80x2048x4096x8192xbf16>, tensor<i32>) -> tensor<2048x4096x8192xbf16>
      %369 = func.call @dynamic_index_in_dim_9(%iterArg_117, %367) : (tensor<80x2048x4096x1024xbf16>, tensor<i32>) -> tensor<2048x4096x1024xbf16>
      %370 = func.call @dynamic_index_in_dim_9(%iterArg_118, %367) : (tensor<80x2048x4096x1024xbf16>, tensor<i32>) -> tensor<2048x4096x1024xbf16>
      %371 = func.call @dynamic_index_in_dim_8(%iterArg_119, %367) : (tensor<80x2048x4096x8192xbf16>, tensor<i32>) -> tensor<2048x4096x8192xbf16>
      %372 = func.call @dynamic_index_in_dim_8(%iterArg_120, %367) : (tensor<80x2048x4096x8192xbf16>, tensor<i32>) -> tensor<2048x4096x8192xbf16>
      %373 = func.call @dynamic_index_in_dim(%iterArg_121, %367) : (tensor<80x8192x8192xf32>, tensor<i32>) -> tensor<8192x8192xf32>
      %374 = func.call @dynamic_index_in_dim_0(%iterArg_122, %367) : (tensor<80x8192x1024xf32>, tensor<i32>) -> tensor<8192x1024xf32>
      %375 = func.call @dynamic_index_in_dim_0(%iterArg_123, %367) : (tensor<80x8192x1024xf32>, tensor<i32>) -> tensor<8192x1024xf32>
      %376 = func.call @dynamic_index_in_dim(%iterArg_124, %367) : (tensor<80x8192x8192xf32>, tensor<i32>) -> tensor<8192x8192xf32>
      %377 = func.call @dynamic_index_in_dim_1(%iterArg_125, %367) : (tensor<80x8192x28672xf32>, tensor<i32>) -> tensor<8192x28672xf32>
      %378 = func.call @dynamic_index_in_dim_1(%iterArg_126, %367) : (tensor<80x8192x28672xf32>, tensor<i32>) -> tensor<8192x28672xf32>
      %379 = func.call @dynamic_index_in_dim_2(%iterArg_127, %367) : (tensor<80x28672x8192xf32>, tensor<i32>) -> tensor<28672x8192xf32>
      %380 = func.call @dynamic_index_in_dim_3(%iterArg_128, %367) : (tensor<80x8192xf32>, tensor<i32>) -> tensor<8192xf32>
      %381 = func.call @dynamic_index_in_dim_3(%iterArg_129, %367) : (tensor<80x8192xf32>, tensor<i32>) -> tensor<8192xf32>
      %382:15 = stablehlo.optimization_barrier %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %iterArg_131 : tensor<2048x4096x8192xbf16>, tensor<2048x4096x1024xbf16>, tensor<2048x4096x1024xbf16>, tensor<2048x4096x8192xbf16>, tensor<2048x4096x8192xbf16>, tensor<8192x8192xf32>, tensor<8192x1024xf32>, tensor<8192x1024xf32>, tensor<8192x8192xf32>, tensor<8192x28672xf32>, tensor<8192x28672xf32>, tensor<28672x8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<2048x4096x8192xbf16>
      %383 = stablehlo.convert %382#4 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8192xf32>
      %384 = stablehlo.multiply %383, %383 : tensor<2048x4096x8192xf32>
      %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %385 = stablehlo.reduce(%384 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<2048x4096xf32>
      %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
      %cst_144 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %387 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %388 = stablehlo.divide %386, %387 : tensor<2048x4096x1xf32>
      %cst_145 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %389 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %390 = stablehlo.add %388, %389 : tensor<2048x4096x1xf32>
      %391 = stablehlo.rsqrt %390 : tensor<2048x4096x1xf32>
      %392 = stablehlo.divide %391, %390 : tensor<2048x4096x1xf32>
      %cst_146 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %393 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %394 = stablehlo.multiply %393, %392 : tensor<2048x4096x1xf32>
      %395 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x8192xf32>
      %396 = stablehlo.multiply %383, %395 : tensor<2048x4096x8192xf32>
      %397 = stablehlo.broadcast_in_dim %382#12, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<2048x4096x8192xf32>
      %399 = stablehlo.multiply %396, %398 : tensor<2048x4096x8192xf32>
      %400 = stablehlo.convert %399 : (tensor<2048x4096x8192xf32>) -> tensor<2048x4096x8192xbf16>
      %401 = stablehlo.iota dim = 0 : tensor<4096xi32>
      %402 = stablehlo.convert %382#5 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %403 = stablehlo.reshape %382#0 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x64x128xbf16>
      %404 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_147 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %405 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %406 = stablehlo.divide %404, %405 : tensor<64xf32>
      %cst_148 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %407 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %408 = stablehlo.power %407, %406 : tensor<64xf32>
      %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %409 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %410 = stablehlo.divide %409, %408 : tensor<64xf32>
      %411 = stablehlo.broadcast_in_dim %401, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
      %412 = stablehlo.convert %411 : (tensor<4096x1xi32>) -> tensor<4096x1xf32>
      %413 = stablehlo.broadcast_in_dim %410, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %414 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
      %415 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
      %416 = stablehlo.multiply %414, %415 : tensor<4096x64xf32>
      %417 = stablehlo.cosine %416 : tensor<4096x64xf32>
      %418 = stablehlo.broadcast_in_dim %417, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %419 = stablehlo.sine %416 : tensor<4096x64xf32>
      %420 = stablehlo.broadcast_in_dim %419, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %421 = stablehlo.slice %403 [0:2048, 0:4096, 0:64, 0:64] : (tensor<2048x4096x64x128xbf16>) -> tensor<2048x4096x64x64xbf16>
      %422 = stablehlo.convert %421 : (tensor<2048x4096x64x64xbf16>) -> tensor<2048x4096x64x64xf32>
      %423 = stablehlo.slice %403 [0:2048, 0:4096, 0:64, 64:128] : (tensor<2048x4096x64x128xbf16>) -> tensor<2048x4096x64x64xbf16>
      %424 = stablehlo.convert %423 : (tensor<2048x4096x64x64xbf16>) -> tensor<2048x4096x64x64xf32>
      %425 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %426 = stablehlo.multiply %422, %425 : tensor<2048x4096x64x64xf32>
      %427 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %428 = stablehlo.multiply %424, %427 : tensor<2048x4096x64x64xf32>
      %429 = stablehlo.subtract %426, %428 : tensor<2048x4096x64x64xf32>
      %430 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %431 = stablehlo.multiply %424, %430 : tensor<2048x4096x64x64xf32>
      %432 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %433 = stablehlo.multiply %422, %432 : tensor<2048x4096x64x64xf32>
      %434 = stablehlo.add %431, %433 : tensor<2048x4096x64x64xf32>
      %435 = stablehlo.concatenate %429, %434, dim = 3 : (tensor<2048x4096x64x64xf32>, tensor<2048x4096x64x64xf32>) -> tensor<2048x4096x64x128xf32>
      %436 = stablehlo.convert %435 : (tensor<2048x4096x64x128xf32>) -> tensor<2048x4096x64x128xbf16>
      %437 = stablehlo.convert %382#6 : (tensor<8192x1024xf32>) -> tensor<8192x1024xbf16>
      %438 = stablehlo.reshape %382#1 : (tensor<2048x4096x1024xbf16>) -> tensor<2048x4096x8x128xbf16>
      %439 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_150 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %440 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %441 = stablehlo.divide %439, %440 : tensor<64xf32>
      %cst_151 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %442 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %443 = stablehlo.power %442, %441 : tensor<64xf32>
      %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %444 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %445 = stablehlo.divide %444, %443 : tensor<64xf32>
      %446 = stablehlo.broadcast_in_dim %401, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
      %447 = stablehlo.convert %446 : (tensor<4096x1xi32>) -> tensor<4096x1xf32>
      %448 = stablehlo.broadcast_in_dim %445, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %449 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
      %450 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
      %451 = stablehlo.multiply %449, %450 : tensor<4096x64xf32>
      %452 = stablehlo.cosine %451 : tensor<4096x64xf32>
      %453 = stablehlo.broadcast_in_dim %452, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %454 = stablehlo.sine %451 : tensor<4096x64xf32>
      %455 = stablehlo.broadcast_in_dim %454, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %456 = stablehlo.slice %438 [0:2048, 0:4096, 0:8, 0:64] : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x4096x8x64xbf16>
      %457 = stablehlo.convert %456 : (tensor<2048x4096x8x64xbf16>) -> tensor<2048x4096x8x64xf32>
      %458 = stablehlo.slice %438 [0:2048, 0:4096, 0:8, 64:128] : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x4096x8x64xbf16>
      %459 = stablehlo.convert %458 : (tensor<2048x4096x8x64xbf16>) -> tensor<2048x4096x8x64xf32>
      %460 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %461 = stablehlo.multiply %457, %460 : tensor<2048x4096x8x64xf32>
      %462 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %463 = stablehlo.multiply %459, %462 : tensor<2048x4096x8x64xf32>
      %464 = stablehlo.subtract %461, %463 : tensor<2048x4096x8x64xf32>
      %465 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %466 = stablehlo.multiply %459, %465 : tensor<2048x4096x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %468 = stablehlo.multiply %457, %467 : tensor<2048x4096x8x64xf32>
      %469 = stablehlo.add %466, %468 : tensor<2048x4096x8x64xf32>
      %470 = stablehlo.concatenate %464, %469, dim = 3 : (tensor<2048x4096x8x64xf32>, tensor<2048x4096x8x64xf32>) -> tensor<2048x4096x8x128xf32>
      %471 = stablehlo.convert %470 : (tensor<2048x4096x8x128xf32>) -> tensor<2048x4096x8x128xbf16>
      %472 = stablehlo.convert %382#7 : (tensor<8192x1024xf32>) -> tensor<8192x1024xbf16>
      %473 = stablehlo.reshape %382#2 : (tensor<2048x4096x1024xbf16>) -> tensor<2048x4096x8x128xbf16>
      %474 = stablehlo.reshape %436 : (tensor<2048x4096x64x128xbf16>) -> tensor<2048x4096x8x8x128xbf16>
      %475 = stablehlo.transpose %474, dims = [0, 2, 3, 1, 4] : (tensor<2048x4096x8x8x128xbf16>) -> tensor<2048x8x8x4096x128xbf16>
      %476 = stablehlo.transpose %471, dims = [0, 2, 1, 3] : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x8x4096x128xbf16>
      %477 = stablehlo.transpose %473, dims = [0, 2, 1, 3] : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x8x4096x128xbf16>
      %478:2 = stablehlo.composite "flash_attention.forward" %475, %476, %477 {decomposition = @flash_attention.forward} : (tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>) -> (tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x8x4096xf32>)
      %479 = stablehlo.transpose %478#0, dims = [0, 3, 1, 2, 4] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x4096x8x8x128xbf16>
      %480 = stablehlo.reshape %479 : (tensor<2048x4096x8x8x128xbf16>) -> tensor<2048x4096x8192xbf16>
      %481 = stablehlo.convert %382#8 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %482 = stablehlo.add %382#4, %382#3 : tensor<2048x4096x8192xbf16>
      %483 = stablehlo.convert %482 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8192xf32>
      %484 = stablehlo.multiply %483, %483 : tensor<2048x4096x8192xf32>
      %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %485 = stablehlo.reduce(%484 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<2048x4096xf32>
      %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
      %cst_154 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %487 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %488 = stablehlo.divide %486, %487 : tensor<2048x4096x1xf32>
      %cst_155 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %489 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %490 = stablehlo.add %488, %489 : tensor<2048x4096x1xf32>
      %491 = stablehlo.rsqrt %490 : tensor<2048x4096x1xf32>
      %492 = stablehlo.divide %491, %490 : tensor<2048x4096x1xf32>
      %cst_156 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %493 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %494 = stablehlo.multiply %493, %492 : tensor<2048x4096x1xf32>
      %495 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x8192xf32>
      %496 = stablehlo.multiply %483, %495 : tensor<2048x4096x8192xf32>
      %497 = stablehlo.broadcast_in_dim %382#13, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<2048x4096x8192xf32>
      %499 = stablehlo.multiply %496, %498 : tensor<2048x4096x8192xf32>
      %500 = stablehlo.convert %499 : (tensor<2048x4096x8192xf32>) -> tensor<2048x4096x8192xbf16>
      %501 = stablehlo.convert %382#9 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
      %502 = stablehlo.dot_general %500, %501, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<2048x4096x28672xbf16>
      %503:3 = func.call @silu_10(%502) : (tensor<2048x4096x28672xbf16>) -> (tensor<2048x4096x28672xbf16>, tensor<2048x4096x28672xbf16>, tensor<2048x4096x28672xbf16>)
      %504 = stablehlo.convert %382#10 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
      %505 = stablehlo.dot_general %500, %504, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<2048x4096x28672xbf16>
      %506 = stablehlo.multiply %503#0, %505 : tensor<2048x4096x28672xbf16>
      %507 = stablehlo.convert %382#11 : (tensor<28672x8192xf32>) -> tensor<28672x8192xbf16>
      %508 = stablehlo.dot_general %382#14, %506, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<2048x4096x28672xbf16>) -> tensor<8192x28672xbf16>
      %509 = stablehlo.transpose %508, dims = [1, 0] : (tensor<8192x28672xbf16>) -> tensor<28672x8192xbf16>
      %510 = stablehlo.dot_general %382#14, %507, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<28672x8192xbf16>) -> tensor<2048x4096x28672xbf16>
      %511 = stablehlo.convert %509 : (tensor<28672x8192xbf16>) -> tensor<28672x8192xf32>
      %512 = stablehlo.multiply %503#0, %510 : tensor<2048x4096x28672xbf16>
      %513 = stablehlo.multiply %510, %505 : tensor<2048x4096x28672xbf16>
      %514 = stablehlo.dot_general %512, %500, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x28672xbf16>, tensor<2048x4096x8192xbf16>) -> tensor<28672x8192xbf16>
      %515 = stablehlo.transpose %514, dims = [1, 0] : (tensor<28672x8192xbf16>) -> tensor<8192x28672xbf16>
      %516 = stablehlo.dot_general %512, %504, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x28672xbf16>, tensor<8192x28672xbf16>) -> tensor<2048x4096x8192xbf16>
      %517 = stablehlo.convert %515 : (tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
      %518 = func.call @silu_11(%503#1, %502, %503#2, %513) : (tensor<2048x4096x28672xbf16>, tensor<2048x4096x28672xbf16>, tensor<2048x4096x28672xbf16>, tensor<2048x4096x28672xbf16>) -> tensor<2048x4096x28672xbf16>
      %519 = stablehlo.dot_general %518, %500, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x28672xbf16>, tensor<2048x4096x8192xbf16>) -> tensor<28672x8192xbf16>
      %520 = stablehlo.transpose %519, dims = [1, 0] : (tensor<28672x8192xbf16>) -> tensor<8192x28672xbf16>
      %521 = stablehlo.dot_general %518, %501, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x28672xbf16>, tensor<8192x28672xbf16>) -> tensor<2048x4096x8192xbf16>
      %522 = stablehlo.add %516, %521 : tensor<2048x4096x8192xbf16>
      %523 = stablehlo.convert %520 : (tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
      %524 = stablehlo.convert %522 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8192xf32>
      %525 = stablehlo.multiply %496, %524 : tensor<2048x4096x8192xf32>
      %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %526 = stablehlo.reduce(%525 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<8192xf32>
      %527 = stablehlo.reshape %526 : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %528 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<2048x4096x8192xf32>
      %529 = stablehlo.multiply %524, %528 : tensor<2048x4096x8192xf32>
      %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %530 = stablehlo.reduce(%527 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8192xf32>, tensor<f32>) -> tensor<8192xf32>
      %531 = stablehlo.multiply %483, %529 : tensor<2048x4096x8192xf32>
      %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %532 = stablehlo.reduce(%531 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<2048x4096xf32>
      %533 = stablehlo.reshape %532 : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
      %534 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x8192xf32>
      %535 = stablehlo.multiply %529, %534 : tensor<2048x4096x8192xf32>
      %536 = stablehlo.multiply %533, %494 : tensor<2048x4096x1xf32>
      %cst_160 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %537 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %538 = stablehlo.divide %536, %537 : tensor<2048x4096x1xf32>
      %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %539 = stablehlo.reduce(%538 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x1xf32>, tensor<f32>) -> tensor<2048x4096xf32>
      %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x8192xf32>
      %541 = stablehlo.multiply %483, %540 : tensor<2048x4096x8192xf32>
      %542 = stablehlo.add %535, %541 : tensor<2048x4096x8192xf32>
      %543 = stablehlo.multiply %540, %483 : tensor<2048x4096x8192xf32>
      %544 = stablehlo.add %542, %543 : tensor<2048x4096x8192xf32>
      %545 = stablehlo.convert %544 : (tensor<2048x4096x8192xf32>) -> tensor<2048x4096x8192xbf16>
      %546 = stablehlo.add %382#14, %545 : tensor<2048x4096x8192xbf16>
      %547 = stablehlo.dot_general %546, %480, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<2048x4096x8192xbf16>) -> tensor<8192x8192xbf16>
      %548 = stablehlo.transpose %547, dims = [1, 0] : (tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
      %549 = stablehlo.dot_general %546, %481, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<2048x4096x8192xbf16>
      %550 = stablehlo.convert %548 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
      %551 = stablehlo.reshape %549 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8x8x128xbf16>
      %552 = stablehlo.transpose %551, dims = [0, 2, 3, 1, 4] : (tensor<2048x4096x8x8x128xbf16>) -> tensor<2048x8x8x4096x128xbf16>
      %553:3 = stablehlo.composite "flash_attention.backward" %475, %476, %477, %478#0, %478#1, %552 {decomposition = @flash_attention.backward} : (tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>, tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x8x4096xf32>, tensor<2048x8x8x4096x128xbf16>) -> (tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>)
      %554 = stablehlo.transpose %553#2, dims = [0, 2, 1, 3] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x4096x8x128xbf16>
      %555 = stablehlo.transpose %553#1, dims = [0, 2, 1, 3] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x4096x8x128xbf16>
      %556 = stablehlo.transpose %553#0, dims = [0, 3, 1, 2, 4] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x4096x8x8x128xbf16>
      %557 = stablehlo.reshape %556 : (tensor<2048x4096x8x8x128xbf16>) -> tensor<2048x4096x64x128xbf16>
      %558 = stablehlo.reshape %554 : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x4096x1024xbf16>
      %559 = stablehlo.dot_general %558, %400, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x1024xbf16>, tensor<2048x4096x8192xbf16>) -> tensor<1024x8192xbf16>
      %560 = stablehlo.transpose %559, dims = [1, 0] : (tensor<1024x8192xbf16>) -> tensor<8192x1024xbf16>
      %561 = stablehlo.dot_general %558, %472, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x1024xbf16>, tensor<8192x1024xbf16>) -> tensor<2048x4096x8192xbf16>
      %562 = stablehlo.convert %560 : (tensor<8192x1024xbf16>) -> tensor<8192x1024xf32>
      %563 = stablehlo.convert %555 : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x4096x8x128xf32>
      %564 = stablehlo.slice %563 [0:2048, 0:4096, 0:8, 0:64] : (tensor<2048x4096x8x128xf32>) -> tensor<2048x4096x8x64xf32>
      %565 = stablehlo.slice %563 [0:2048, 0:4096, 0:8, 64:128] : (tensor<2048x4096x8x128xf32>) -> tensor<2048x4096x8x64xf32>
      %566 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %567 = stablehlo.multiply %565, %566 : tensor<2048x4096x8x64xf32>
      %568 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %569 = stablehlo.multiply %565, %568 : tensor<2048x4096x8x64xf32>
      %570 = stablehlo.negate %564 : tensor<2048x4096x8x64xf32>
      %571 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %572 = stablehlo.multiply %570, %571 : tensor<2048x4096x8x64xf32>
      %573 = stablehlo.add %569, %572 : tensor<2048x4096x8x64xf32>
      %574 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x8x64xf32>
      %575 = stablehlo.multiply %564, %574 : tensor<2048x4096x8x64xf32>
      %576 = stablehlo.add %567, %575 : tensor<2048x4096x8x64xf32>
      %577 = stablehlo.convert %573 : (tensor<2048x4096x8x64xf32>) -> tensor<2048x4096x8x64xbf16>
      %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %578 = stablehlo.pad %577, %cst_162, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2048x4096x8x64xbf16>, tensor<bf16>) -> tensor<2048x4096x8x128xbf16>
      %579 = stablehlo.convert %576 : (tensor<2048x4096x8x64xf32>) -> tensor<2048x4096x8x64xbf16>
      %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %580 = stablehlo.pad %579, %cst_163, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<2048x4096x8x64xbf16>, tensor<bf16>) -> tensor<2048x4096x8x128xbf16>
      %581 = stablehlo.add %578, %580 : tensor<2048x4096x8x128xbf16>
      %582 = stablehlo.reshape %581 : (tensor<2048x4096x8x128xbf16>) -> tensor<2048x4096x1024xbf16>
      %583 = stablehlo.dot_general %582, %400, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x1024xbf16>, tensor<2048x4096x8192xbf16>) -> tensor<1024x8192xbf16>
      %584 = stablehlo.transpose %583, dims = [1, 0] : (tensor<1024x8192xbf16>) -> tensor<8192x1024xbf16>
      %585 = stablehlo.dot_general %582, %437, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x1024xbf16>, tensor<8192x1024xbf16>) -> tensor<2048x4096x8192xbf16>
      %586 = stablehlo.add %561, %585 : tensor<2048x4096x8192xbf16>
      %587 = stablehlo.convert %584 : (tensor<8192x1024xbf16>) -> tensor<8192x1024xf32>
      %588 = stablehlo.convert %557 : (tensor<2048x4096x64x128xbf16>) -> tensor<2048x4096x64x128xf32>
      %589 = stablehlo.slice %588 [0:2048, 0:4096, 0:64, 0:64] : (tensor<2048x4096x64x128xf32>) -> tensor<2048x4096x64x64xf32>
      %590 = stablehlo.slice %588 [0:2048, 0:4096, 0:64, 64:128] : (tensor<2048x4096x64x128xf32>) -> tensor<2048x4096x64x64xf32>
      %591 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %592 = stablehlo.multiply %590, %591 : tensor<2048x4096x64x64xf32>
      %593 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %594 = stablehlo.multiply %590, %593 : tensor<2048x4096x64x64xf32>
      %595 = stablehlo.negate %589 : tensor<2048x4096x64x64xf32>
      %596 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %597 = stablehlo.multiply %595, %596 : tensor<2048x4096x64x64xf32>
      %598 = stablehlo.add %594, %597 : tensor<2048x4096x64x64xf32>
      %599 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<2048x4096x64x64xf32>
      %600 = stablehlo.multiply %589, %599 : tensor<2048x4096x64x64xf32>
      %601 = stablehlo.add %592, %600 : tensor<2048x4096x64x64xf32>
      %602 = stablehlo.convert %598 : (tensor<2048x4096x64x64xf32>) -> tensor<2048x4096x64x64xbf16>
      %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %603 = stablehlo.pad %602, %cst_164, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2048x4096x64x64xbf16>, tensor<bf16>) -> tensor<2048x4096x64x128xbf16>
      %604 = stablehlo.convert %601 : (tensor<2048x4096x64x64xf32>) -> tensor<2048x4096x64x64xbf16>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %605 = stablehlo.pad %604, %cst_165, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<2048x4096x64x64xbf16>, tensor<bf16>) -> tensor<2048x4096x64x128xbf16>
      %606 = stablehlo.add %603, %605 : tensor<2048x4096x64x128xbf16>
      %607 = stablehlo.reshape %606 : (tensor<2048x4096x64x128xbf16>) -> tensor<2048x4096x8192xbf16>
      %608 = stablehlo.dot_general %607, %400, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<2048x4096x8192xbf16>) -> tensor<8192x8192xbf16>
      %609 = stablehlo.transpose %608, dims = [1, 0] : (tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
      %610 = stablehlo.dot_general %607, %402, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<2048x4096x8192xbf16>
      %611 = stablehlo.add %586, %610 : tensor<2048x4096x8192xbf16>
      %612 = stablehlo.convert %609 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
      %613 = stablehlo.convert %611 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8192xf32>
      %614 = stablehlo.multiply %396, %613 : tensor<2048x4096x8192xf32>
      %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %615 = stablehlo.reduce(%614 init: %cst_166) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<8192xf32>
      %616 = stablehlo.reshape %615 : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %617 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<2048x4096x8192xf32>
      %618 = stablehlo.multiply %613, %617 : tensor<2048x4096x8192xf32>
      %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %619 = stablehlo.reduce(%616 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8192xf32>, tensor<f32>) -> tensor<8192xf32>
      %620 = stablehlo.multiply %383, %618 : tensor<2048x4096x8192xf32>
      %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %621 = stablehlo.reduce(%620 init: %cst_168) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x8192xf32>, tensor<f32>) -> tensor<2048x4096xf32>
      %622 = stablehlo.reshape %621 : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
      %623 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x8192xf32>
      %624 = stablehlo.multiply %618, %623 : tensor<2048x4096x8192xf32>
      %625 = stablehlo.multiply %622, %394 : tensor<2048x4096x1xf32>
      %cst_169 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
      %627 = stablehlo.divide %625, %626 : tensor<2048x4096x1xf32>
      %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %628 = stablehlo.reduce(%627 init: %cst_170) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x1xf32>, tensor<f32>) -> tensor<2048x4096xf32>
      %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x8192xf32>
      %630 = stablehlo.multiply %383, %629 : tensor<2048x4096x8192xf32>
      %631 = stablehlo.add %624, %630 : tensor<2048x4096x8192xf32>
      %632 = stablehlo.multiply %629, %383 : tensor<2048x4096x8192xf32>
      %633 = stablehlo.add %631, %632 : tensor<2048x4096x8192xf32>
      %634 = stablehlo.convert %633 : (tensor<2048x4096x8192xf32>) -> tensor<2048x4096x8192xbf16>
      %635 = stablehlo.add %546, %634 : tensor<2048x4096x8192xbf16>
      %636 = func.call @dynamic_update_index_in_dim_12(%iterArg_132, %612, %367) : (tensor<80x8192x8192xf32>, tensor<8192x8192xf32>, tensor<i32>) -> tensor<80x8192x8192xf32>
      %637 = func.call @dynamic_update_index_in_dim_13(%iterArg_133, %587, %367) : (tensor<80x8192x1024xf32>, tensor<8192x1024xf32>, tensor<i32>) -> tensor<80x8192x1024xf32>
      %638 = func.call @dynamic_update_index_in_dim_13(%iterArg_134, %562, %367) : (tensor<80x8192x1024xf32>, tensor<8192x1024xf32>, tensor<i32>) -> tensor<80x8192x1024xf32>
      %639 = func.call @dynamic_update_index_in_dim_12(%iterArg_135, %550, %367) : (tensor<80x8192x8192xf32>, tensor<8192x8192xf32>, tensor<i32>) -> tensor<80x8192x8192xf32>
      %640 = func.call @dynamic_update_index_in_dim_14(%iterArg_136, %523, %367) : (tensor<80x8192x28672xf32>, tensor<8192x28672xf32>, tensor<i32>) -> tensor<80x8192x28672xf32>
      %641 = func.call @dynamic_update_index_in_dim_14(%iterArg_137, %517, %367) : (tensor<80x8192x28672xf32>, tensor<8192x28672xf32>, tensor<i32>) -> tensor<80x8192x28672xf32>
      %642 = func.call @dynamic_update_index_in_dim_15(%iterArg_138, %511, %367) : (tensor<80x28672x8192xf32>, tensor<28672x8192xf32>, tensor<i32>) -> tensor<80x28672x8192xf32>
      %643 = func.call @dynamic_update_index_in_dim_16(%iterArg_139, %619, %367) : (tensor<80x8192xf32>, tensor<8192xf32>, tensor<i32>) -> tensor<80x8192xf32>
      %644 = func.call @dynamic_update_index_in_dim_16(%iterArg_140, %530, %367) : (tensor<80x8192xf32>, tensor<8192xf32>, tensor<i32>) -> tensor<80x8192xf32>
      %c_171 = stablehlo.constant dense<1> : tensor<i32>
      %645 = stablehlo.add %iterArg_130, %c_171 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %iterArg_128, %iterArg_129, %645, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644 : tensor<80x2048x4096x8192xbf16>, tensor<80x2048x4096x1024xbf16>, tensor<80x2048x4096x1024xbf16>, tensor<80x2048x4096x8192xbf16>, tensor<80x2048x4096x8192xbf16>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<i32>, tensor<2048x4096x8192xbf16>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>
    }
    %112 = stablehlo.convert %111#15 : (tensor<2048x4096x8192xbf16>) -> tensor<2048x4096x8192xf32>
    %113 = call @_take_17(%0#1, %112) : (tensor<2048x4096x1xi32>, tensor<2048x4096x8192xf32>) -> tensor<32000x8192xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %115 = stablehlo.multiply %114, %arg12 : tensor<32000x8192xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %117 = stablehlo.multiply %116, %113 : tensor<32000x8192xf32>
    %118 = stablehlo.add %115, %117 : tensor<32000x8192xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %120 = stablehlo.multiply %119, %arg13 : tensor<80x8192x8192xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %122 = stablehlo.multiply %121, %111#16 : tensor<80x8192x8192xf32>
    %123 = stablehlo.add %120, %122 : tensor<80x8192x8192xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %125 = stablehlo.multiply %124, %arg14 : tensor<80x8192x1024xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %127 = stablehlo.multiply %126, %111#17 : tensor<80x8192x1024xf32>
    %128 = stablehlo.add %125, %127 : tensor<80x8192x1024xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %130 = stablehlo.multiply %129, %arg15 : tensor<80x8192x1024xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %132 = stablehlo.multiply %131, %111#18 : tensor<80x8192x1024xf32>
    %133 = stablehlo.add %130, %132 : tensor<80x8192x1024xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %135 = stablehlo.multiply %134, %arg16 : tensor<80x8192x8192xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %137 = stablehlo.multiply %136, %111#19 : tensor<80x8192x8192xf32>
    %138 = stablehlo.add %135, %137 : tensor<80x8192x8192xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %140 = stablehlo.multiply %139, %arg17 : tensor<80x8192x28672xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %142 = stablehlo.multiply %141, %111#20 : tensor<80x8192x28672xf32>
    %143 = stablehlo.add %140, %142 : tensor<80x8192x28672xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %145 = stablehlo.multiply %144, %arg18 : tensor<80x8192x28672xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %147 = stablehlo.multiply %146, %111#21 : tensor<80x8192x28672xf32>
    %148 = stablehlo.add %145, %147 : tensor<80x8192x28672xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %150 = stablehlo.multiply %149, %arg19 : tensor<80x28672x8192xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %152 = stablehlo.multiply %151, %111#22 : tensor<80x28672x8192xf32>
    %153 = stablehlo.add %150, %152 : tensor<80x28672x8192xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %155 = stablehlo.multiply %154, %arg20 : tensor<80x8192xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %157 = stablehlo.multiply %156, %111#23 : tensor<80x8192xf32>
    %158 = stablehlo.add %155, %157 : tensor<80x8192xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %160 = stablehlo.multiply %159, %arg21 : tensor<80x8192xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %162 = stablehlo.multiply %161, %111#24 : tensor<80x8192xf32>
    %163 = stablehlo.add %160, %162 : tensor<80x8192xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %165 = stablehlo.multiply %164, %arg22 : tensor<8192xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %167 = stablehlo.multiply %166, %86 : tensor<8192xf32>
    %168 = stablehlo.add %165, %167 : tensor<8192xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %170 = stablehlo.multiply %169, %arg23 : tensor<8192x32000xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %172 = stablehlo.multiply %171, %79 : tensor<8192x32000xf32>
    %173 = stablehlo.add %170, %172 : tensor<8192x32000xf32>
    %cst_57 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %175 = stablehlo.multiply %174, %arg24 : tensor<32000x8192xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %177 = stablehlo.multiply %176, %113 : tensor<32000x8192xf32>
    %178 = stablehlo.multiply %177, %113 : tensor<32000x8192xf32>
    %179 = stablehlo.add %175, %178 : tensor<32000x8192xf32>
    %cst_59 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %181 = stablehlo.multiply %180, %arg25 : tensor<80x8192x8192xf32>
    %cst_60 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %183 = stablehlo.multiply %182, %111#16 : tensor<80x8192x8192xf32>
    %184 = stablehlo.multiply %183, %111#16 : tensor<80x8192x8192xf32>
    %185 = stablehlo.add %181, %184 : tensor<80x8192x8192xf32>
    %cst_61 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %187 = stablehlo.multiply %186, %arg26 : tensor<80x8192x1024xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %189 = stablehlo.multiply %188, %111#17 : tensor<80x8192x1024xf32>
    %190 = stablehlo.multiply %189, %111#17 : tensor<80x8192x1024xf32>
    %191 = stablehlo.add %187, %190 : tensor<80x8192x1024xf32>
    %cst_63 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %193 = stablehlo.multiply %192, %arg27 : tensor<80x8192x1024xf32>
    %cst_64 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %195 = stablehlo.multiply %194, %111#18 : tensor<80x8192x1024xf32>
    %196 = stablehlo.multiply %195, %111#18 : tensor<80x8192x1024xf32>
    %197 = stablehlo.add %193, %196 : tensor<80x8192x1024xf32>
    %cst_65 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %199 = stablehlo.multiply %198, %arg28 : tensor<80x8192x8192xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %201 = stablehlo.multiply %200, %111#19 : tensor<80x8192x8192xf32>
    %202 = stablehlo.multiply %201, %111#19 : tensor<80x8192x8192xf32>
    %203 = stablehlo.add %199, %202 : tensor<80x8192x8192xf32>
    %cst_67 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %205 = stablehlo.multiply %204, %arg29 : tensor<80x8192x28672xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %207 = stablehlo.multiply %206, %111#20 : tensor<80x8192x28672xf32>
    %208 = stablehlo.multiply %207, %111#20 : tensor<80x8192x28672xf32>
    %209 = stablehlo.add %205, %208 : tensor<80x8192x28672xf32>
    %cst_69 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %211 = stablehlo.multiply %210, %arg30 : tensor<80x8192x28672xf32>
    %cst_70 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %213 = stablehlo.multiply %212, %111#21 : tensor<80x8192x28672xf32>
    %214 = stablehlo.multiply %213, %111#21 : tensor<80x8192x28672xf32>
    %215 = stablehlo.add %211, %214 : tensor<80x8192x28672xf32>
    %cst_71 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %217 = stablehlo.multiply %216, %arg31 : tensor<80x28672x8192xf32>
    %cst_72 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %219 = stablehlo.multiply %218, %111#22 : tensor<80x28672x8192xf32>
    %220 = stablehlo.multiply %219, %111#22 : tensor<80x28672x8192xf32>
    %221 = stablehlo.add %217, %220 : tensor<80x28672x8192xf32>
    %cst_73 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %223 = stablehlo.multiply %222, %arg32 : tensor<80x8192xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %225 = stablehlo.multiply %224, %111#23 : tensor<80x8192xf32>
    %226 = stablehlo.multiply %225, %111#23 : tensor<80x8192xf32>
    %227 = stablehlo.add %223, %226 : tensor<80x8192xf32>
    %cst_75 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %229 = stablehlo.multiply %228, %arg33 : tensor<80x8192xf32>
    %cst_76 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %231 = stablehlo.multiply %230, %111#24 : tensor<80x8192xf32>
    %232 = stablehlo.multiply %231, %111#24 : tensor<80x8192xf32>
    %233 = stablehlo.add %229, %232 : tensor<80x8192xf32>
    %cst_77 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %235 = stablehlo.multiply %234, %arg34 : tensor<8192xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %237 = stablehlo.multiply %236, %86 : tensor<8192xf32>
    %238 = stablehlo.multiply %237, %86 : tensor<8192xf32>
    %239 = stablehlo.add %235, %238 : tensor<8192xf32>
    %cst_79 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %241 = stablehlo.multiply %240, %arg35 : tensor<8192x32000xf32>
    %cst_80 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %243 = stablehlo.multiply %242, %79 : tensor<8192x32000xf32>
    %244 = stablehlo.multiply %243, %79 : tensor<8192x32000xf32>
    %245 = stablehlo.add %241, %244 : tensor<8192x32000xf32>
    %246 = stablehlo.sqrt %179 : tensor<32000x8192xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %248 = stablehlo.add %246, %247 : tensor<32000x8192xf32>
    %249 = stablehlo.divide %118, %248 : tensor<32000x8192xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %251 = stablehlo.multiply %250, %arg0 : tensor<32000x8192xf32>
    %252 = stablehlo.add %249, %251 : tensor<32000x8192xf32>
    %cst_83 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %254 = stablehlo.multiply %253, %252 : tensor<32000x8192xf32>
    %255 = stablehlo.subtract %arg0, %254 : tensor<32000x8192xf32>
    %256 = stablehlo.sqrt %185 : tensor<80x8192x8192xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %258 = stablehlo.add %256, %257 : tensor<80x8192x8192xf32>
    %259 = stablehlo.divide %123, %258 : tensor<80x8192x8192xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %261 = stablehlo.multiply %260, %arg1 : tensor<80x8192x8192xf32>
    %262 = stablehlo.add %259, %261 : tensor<80x8192x8192xf32>
    %cst_86 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %264 = stablehlo.multiply %263, %262 : tensor<80x8192x8192xf32>
    %265 = stablehlo.subtract %arg1, %264 : tensor<80x8192x8192xf32>
    %266 = stablehlo.sqrt %191 : tensor<80x8192x1024xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %268 = stablehlo.add %266, %267 : tensor<80x8192x1024xf32>
    %269 = stablehlo.divide %128, %268 : tensor<80x8192x1024xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %271 = stablehlo.multiply %270, %arg2 : tensor<80x8192x1024xf32>
    %272 = stablehlo.add %269, %271 : tensor<80x8192x1024xf32>
    %cst_89 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %274 = stablehlo.multiply %273, %272 : tensor<80x8192x1024xf32>
    %275 = stablehlo.subtract %arg2, %274 : tensor<80x8192x1024xf32>
    %276 = stablehlo.sqrt %197 : tensor<80x8192x1024xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %278 = stablehlo.add %276, %277 : tensor<80x8192x1024xf32>
    %279 = stablehlo.divide %133, %278 : tensor<80x8192x1024xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %281 = stablehlo.multiply %280, %arg3 : tensor<80x8192x1024xf32>
    %282 = stablehlo.add %279, %281 : tensor<80x8192x1024xf32>
    %cst_92 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %284 = stablehlo.multiply %283, %282 : tensor<80x8192x1024xf32>
    %285 = stablehlo.subtract %arg3, %284 : tensor<80x8192x1024xf32>
    %286 = stablehlo.sqrt %203 : tensor<80x8192x8192xf32>
    %cst_93 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %288 = stablehlo.add %286, %287 : tensor<80x8192x8192xf32>
    %289 = stablehlo.divide %138, %288 : tensor<80x8192x8192xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %291 = stablehlo.multiply %290, %arg4 : tensor<80x8192x8192xf32>
    %292 = stablehlo.add %289, %291 : tensor<80x8192x8192xf32>
    %cst_95 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %294 = stablehlo.multiply %293, %292 : tensor<80x8192x8192xf32>
    %295 = stablehlo.subtract %arg4, %294 : tensor<80x8192x8192xf32>
    %296 = stablehlo.sqrt %209 : tensor<80x8192x28672xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %298 = stablehlo.add %296, %297 : tensor<80x8192x28672xf32>
    %299 = stablehlo.divide %143, %298 : tensor<80x8192x28672xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %301 = stablehlo.multiply %300, %arg5 : tensor<80x8192x28672xf32>
    %302 = stablehlo.add %299, %301 : tensor<80x8192x28672xf32>
    %cst_98 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<80x8192x28672xf32>
    %305 = stablehlo.subtract %arg5, %304 : tensor<80x8192x28672xf32>
    %306 = stablehlo.sqrt %215 : tensor<80x8192x28672xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %308 = stablehlo.add %306, %307 : tensor<80x8192x28672xf32>
    %309 = stablehlo.divide %148, %308 : tensor<80x8192x28672xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %311 = stablehlo.multiply %310, %arg6 : tensor<80x8192x28672xf32>
    %312 = stablehlo.add %309, %311 : tensor<80x8192x28672xf32>
    %cst_101 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %314 = stablehlo.multiply %313, %312 : tensor<80x8192x28672xf32>
    %315 = stablehlo.subtract %arg6, %314 : tensor<80x8192x28672xf32>
    %316 = stablehlo.sqrt %221 : tensor<80x28672x8192xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %318 = stablehlo.add %316, %317 : tensor<80x28672x8192xf32>
    %319 = stablehlo.divide %153, %318 : tensor<80x28672x8192xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %321 = stablehlo.multiply %320, %arg7 : tensor<80x28672x8192xf32>
    %322 = stablehlo.add %319, %321 : tensor<80x28672x8192xf32>
    %cst_104 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %324 = stablehlo.multiply %323, %322 : tensor<80x28672x8192xf32>
    %325 = stablehlo.subtract %arg7, %324 : tensor<80x28672x8192xf32>
    %326 = stablehlo.sqrt %227 : tensor<80x8192xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %328 = stablehlo.add %326, %327 : tensor<80x8192xf32>
    %329 = stablehlo.divide %158, %328 : tensor<80x8192xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %331 = stablehlo.multiply %330, %arg8 : tensor<80x8192xf32>
    %332 = stablehlo.add %329, %331 : tensor<80x8192xf32>
    %cst_107 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<80x8192xf32>
    %335 = stablehlo.subtract %arg8, %334 : tensor<80x8192xf32>
    %336 = stablehlo.sqrt %233 : tensor<80x8192xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %338 = stablehlo.add %336, %337 : tensor<80x8192xf32>
    %339 = stablehlo.divide %163, %338 : tensor<80x8192xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %341 = stablehlo.multiply %340, %arg9 : tensor<80x8192xf32>
    %342 = stablehlo.add %339, %341 : tensor<80x8192xf32>
    %cst_110 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %344 = stablehlo.multiply %343, %342 : tensor<80x8192xf32>
    %345 = stablehlo.subtract %arg9, %344 : tensor<80x8192xf32>
    %346 = stablehlo.sqrt %239 : tensor<8192xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %348 = stablehlo.add %346, %347 : tensor<8192xf32>
    %349 = stablehlo.divide %168, %348 : tensor<8192xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %351 = stablehlo.multiply %350, %arg10 : tensor<8192xf32>
    %352 = stablehlo.add %349, %351 : tensor<8192xf32>
    %cst_113 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %354 = stablehlo.multiply %353, %352 : tensor<8192xf32>
    %355 = stablehlo.subtract %arg10, %354 : tensor<8192xf32>
    %356 = stablehlo.sqrt %245 : tensor<8192x32000xf32>
    %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %358 = stablehlo.add %356, %357 : tensor<8192x32000xf32>
    %359 = stablehlo.divide %173, %358 : tensor<8192x32000xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %361 = stablehlo.multiply %360, %arg11 : tensor<8192x32000xf32>
    %362 = stablehlo.add %359, %361 : tensor<8192x32000xf32>
    %cst_116 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %364 = stablehlo.multiply %363, %362 : tensor<8192x32000xf32>
    %365 = stablehlo.subtract %arg11, %364 : tensor<8192x32000xf32>
    return %255, %265, %275, %285, %295, %305, %315, %325, %335, %345, %355, %365, %118, %123, %128, %133, %138, %143, %148, %153, %158, %163, %168, %173, %179, %185, %191, %197, %203, %209, %215, %221, %227, %233, %239, %245, %69 : tensor<32000x8192xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<32000x8192xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<32000x8192xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<32000x8192xf32>, %arg1: tensor<2048x4096xi32>) -> (tensor<2048x4096x8192xf32>, tensor<2048x4096x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048x4096xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2048x4096xi32>, tensor<2048x4096xi32>) -> tensor<2048x4096xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2048x4096xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2048x4096xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2048x4096xi1>, tensor<2048x4096xi32>, tensor<2048x4096xi32>) -> tensor<2048x4096xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2048x4096xi32>) -> tensor<2048x4096x1xi32>
    %c_1 = stablehlo.constant dense<31999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2048x4096x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2048x4096x1xi32>, tensor<2048x4096x1xi32>) -> tensor<2048x4096x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2048x4096x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2048x4096x1xi32>, tensor<2048x4096x1xi32>) -> tensor<2048x4096x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2048x4096x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2048x4096x1xi1>, tensor<i1>) -> tensor<2048x4096xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8192>}> : (tensor<32000x8192xf32>, tensor<2048x4096x1xi32>) -> tensor<2048x4096x8192xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2048x4096xi1>) -> tensor<2048x4096x8192xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x4096x8192xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2048x4096x8192xi1>, tensor<2048x4096x8192xf32>
    return %16, %5 : tensor<2048x4096x8192xf32>, tensor<2048x4096x1xi32>
  }
  func.func private @_where(%arg0: tensor<2048x4096xi1>, %arg1: tensor<2048x4096xi32>, %arg2: tensor<2048x4096xi32>) -> tensor<2048x4096xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2048x4096xi1>, tensor<2048x4096xi32>
    return %0 : tensor<2048x4096xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<80x8192x8192xf32>, %arg1: tensor<i32>) -> tensor<8192x8192xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8192, 8192] : (tensor<80x8192x8192xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8192x8192xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8192x8192xf32>) -> tensor<8192x8192xf32>
    return %1 : tensor<8192x8192xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<80x8192x1024xf32>, %arg1: tensor<i32>) -> tensor<8192x1024xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8192, 1024] : (tensor<80x8192x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8192x1024xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8192x1024xf32>) -> tensor<8192x1024xf32>
    return %1 : tensor<8192x1024xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<80x8192x28672xf32>, %arg1: tensor<i32>) -> tensor<8192x28672xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8192, 28672] : (tensor<80x8192x28672xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8192x28672xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8192x28672xf32>) -> tensor<8192x28672xf32>
    return %1 : tensor<8192x28672xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<80x28672x8192xf32>, %arg1: tensor<i32>) -> tensor<28672x8192xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 28672, 8192] : (tensor<80x28672x8192xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x28672x8192xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x28672x8192xf32>) -> tensor<28672x8192xf32>
    return %1 : tensor<28672x8192xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<80x8192xf32>, %arg1: tensor<i32>) -> tensor<8192xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 8192] : (tensor<80x8192xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8192xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8192xf32>) -> tensor<8192xf32>
    return %1 : tensor<8192xf32>
  }
  func.func private @flash_attention.forward(%arg0: tensor<2048x8x8x4096x128xbf16>, %arg1: tensor<2048x8x4096x128xbf16>, %arg2: tensor<2048x8x4096x128xbf16>) -> (tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x8x4096xf32>) {
    %0 = stablehlo.slice %arg1 [0:2048, 0:8, 0:512, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %1 = stablehlo.slice %arg1 [0:2048, 0:8, 512:1024, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %2 = stablehlo.slice %arg1 [0:2048, 0:8, 1024:1536, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %3 = stablehlo.slice %arg1 [0:2048, 0:8, 1536:2048, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %4 = stablehlo.slice %arg1 [0:2048, 0:8, 2048:2560, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %5 = stablehlo.slice %arg1 [0:2048, 0:8, 2560:3072, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %6 = stablehlo.slice %arg1 [0:2048, 0:8, 3072:3584, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %7 = stablehlo.slice %arg1 [0:2048, 0:8, 3584:4096, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %8 = stablehlo.slice %arg2 [0:2048, 0:8, 0:512, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %9 = stablehlo.slice %arg2 [0:2048, 0:8, 512:1024, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %10 = stablehlo.slice %arg2 [0:2048, 0:8, 1024:1536, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %11 = stablehlo.slice %arg2 [0:2048, 0:8, 1536:2048, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %12 = stablehlo.slice %arg2 [0:2048, 0:8, 2048:2560, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %13 = stablehlo.slice %arg2 [0:2048, 0:8, 2560:3072, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %14 = stablehlo.slice %arg2 [0:2048, 0:8, 3072:3584, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %15 = stablehlo.slice %arg2 [0:2048, 0:8, 3584:4096, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %16 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 0:512, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %17 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 512:1024, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %18 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 1024:1536, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %19 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 1536:2048, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %20 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 2048:2560, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %21 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 2560:3072, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %22 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 3072:3584, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %23 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 3584:4096, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %24 = stablehlo.dot_general %16, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %25 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %26 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %27 = stablehlo.compare GE, %25, %26, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %28 = call @_where_4(%27, %24, %cst) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %32 = stablehlo.subtract %28, %31 : tensor<2048x8x8x512x512xf32>
    %33 = stablehlo.exponential %32 : tensor<2048x8x8x512x512xf32>
    %34 = stablehlo.convert %33 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %35 = stablehlo.dot_general %34, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%33 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %39 = stablehlo.divide %35, %38 : tensor<2048x8x8x512x128xf32>
    %40 = stablehlo.convert %39 : (tensor<2048x8x8x512x128xf32>) -> tensor<2048x8x8x512x128xbf16>
    %41 = stablehlo.log %36 : tensor<2048x8x8x512xf32>
    %42 = stablehlo.add %29, %41 : tensor<2048x8x8x512xf32>
    %43 = stablehlo.dot_general %17, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %47 = stablehlo.subtract %43, %46 : tensor<2048x8x8x512x512xf32>
    %48 = stablehlo.exponential %47 : tensor<2048x8x8x512x512xf32>
    %49 = stablehlo.convert %48 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %50 = stablehlo.dot_general %49, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%48 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %52 = stablehlo.dot_general %17, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %53 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %54 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %55 = stablehlo.compare GE, %53, %54, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %56 = call @_where_4(%55, %52, %cst_4) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %58 = stablehlo.maximum %44, %57 : tensor<2048x8x8x512xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %61 = stablehlo.subtract %56, %60 : tensor<2048x8x8x512x512xf32>
    %62 = stablehlo.exponential %61 : tensor<2048x8x8x512x512xf32>
    %63 = stablehlo.convert %62 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %64 = stablehlo.dot_general %63, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %65 = stablehlo.subtract %44, %58 : tensor<2048x8x8x512xf32>
    %66 = stablehlo.exponential %65 : tensor<2048x8x8x512xf32>
    %67 = stablehlo.multiply %51, %66 : tensor<2048x8x8x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%62 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %69 = stablehlo.add %67, %68 : tensor<2048x8x8x512xf32>
    %70 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %72 = stablehlo.multiply %50, %71 : tensor<2048x8x8x512x128xf32>
    %73 = stablehlo.add %72, %64 : tensor<2048x8x8x512x128xf32>
    %74 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %76 = stablehlo.divide %73, %75 : tensor<2048x8x8x512x128xf32>
    %77 = stablehlo.convert %76 : (tensor<2048x8x8x512x128xf32>) -> tensor<2048x8x8x512x128xbf16>
    %78 = stablehlo.log %69 : tensor<2048x8x8x512xf32>
    %79 = stablehlo.add %58, %78 : tensor<2048x8x8x512xf32>
    %80 = stablehlo.dot_general %18, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_7) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %84 = stablehlo.subtract %80, %83 : tensor<2048x8x8x512x512xf32>
    %85 = stablehlo.exponential %84 : tensor<2048x8x8x512x512xf32>
    %86 = stablehlo.convert %85 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %87 = stablehlo.dot_general %86, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%85 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %89 = stablehlo.dot_general %18, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %91 = stablehlo.maximum %81, %90 : tensor<2048x8x8x512xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %94 = stablehlo.subtract %89, %93 : tensor<2048x8x8x512x512xf32>
    %95 = stablehlo.exponential %94 : tensor<2048x8x8x512x512xf32>
    %96 = stablehlo.convert %95 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %97 = stablehlo.dot_general %96, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %98 = stablehlo.subtract %81, %91 : tensor<2048x8x8x512xf32>
    %99 = stablehlo.exponential %98 : tensor<2048x8x8x512xf32>
    %100 = stablehlo.multiply %88, %99 : tensor<2048x8x8x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%95 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %102 = stablehlo.add %100, %101 : tensor<2048x8x8x512xf32>
    %103 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %105 = stablehlo.multiply %87, %104 : tensor<2048x8x8x512x128xf32>
    %106 = stablehlo.add %105, %97 : tensor<2048x8x8x512x128xf32>
    %107 = stablehlo.dot_general %18, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %108 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %109 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %110 = stablehlo.compare GE, %108, %109, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_11 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %111 = call @_where_4(%110, %107, %cst_11) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %113 = stablehlo.maximum %91, %112 : tensor<2048x8x8x512xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %116 = stablehlo.subtract %111, %115 : tensor<2048x8x8x512x512xf32>
    %117 = stablehlo.exponential %116 : tensor<2048x8x8x512x512xf32>
    %118 = stablehlo.convert %117 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %119 = stablehlo.dot_general %118, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %120 = stablehlo.subtract %91, %113 : tensor<2048x8x8x512xf32>
    %121 = stablehlo.exponential %120 : tensor<2048x8x8x512xf32>
    %122 = stablehlo.multiply %102, %121 : tensor<2048x8x8x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%117 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %124 = stablehlo.add %122, %123 : tensor<2048x8x8x512xf32>
    %125 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %127 = stablehlo.multiply %106, %126 : tensor<2048x8x8x512x128xf32>
    %128 = stablehlo.add %127, %119 : tensor<2048x8x8x512x128xf32>
    %129 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %131 = stablehlo.divide %128, %130 : tensor<2048x8x8x512x128xf32>
    %132 = stablehlo.convert %131 : (tensor<2048x8x8x512x128xf32>) -> tensor<2048x8x8x512x128xbf16>
    %133 = stablehlo.log %124 : tensor<2048x8x8x512xf32>
    %134 = stablehlo.add %113, %133 : tensor<2048x8x8x512xf32>
    %135 = stablehlo.dot_general %19, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %139 = stablehlo.subtract %135, %138 : tensor<2048x8x8x512x512xf32>
    %140 = stablehlo.exponential %139 : tensor<2048x8x8x512x512xf32>
    %141 = stablehlo.convert %140 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %142 = stablehlo.dot_general %141, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%140 init: %cst_15) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %144 = stablehlo.dot_general %19, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %146 = stablehlo.maximum %136, %145 : tensor<2048x8x8x512xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %149 = stablehlo.subtract %144, %148 : tensor<2048x8x8x512x512xf32>
    %150 = stablehlo.exponential %149 : tensor<2048x8x8x512x512xf32>
    %151 = stablehlo.convert %150 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %152 = stablehlo.dot_general %151, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %153 = stablehlo.subtract %136, %146 : tensor<2048x8x8x512xf32>
    %154 = stablehlo.exponential %153 : tensor<2048x8x8x512xf32>
    %155 = stablehlo.multiply %143, %154 : tensor<2048x8x8x512xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%150 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %157 = stablehlo.add %155, %156 : tensor<2048x8x8x512xf32>
    %158 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %160 = stablehlo.multiply %142, %159 : tensor<2048x8x8x512x128xf32>
    %161 = stablehlo.add %160, %152 : tensor<2048x8x8x512x128xf32>
    %162 = stablehlo.dot_general %19, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %164 = stablehlo.maximum %146, %163 : tensor<2048x8x8x512xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %167 = stablehlo.subtract %162, %166 : tensor<2048x8x8x512x512xf32>
    %168 = stablehlo.exponential %167 : tensor<2048x8x8x512x512xf32>
    %169 = stablehlo.convert %168 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %170 = stablehlo.dot_general %169, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %171 = stablehlo.subtract %146, %164 : tensor<2048x8x8x512xf32>
    %172 = stablehlo.exponential %171 : tensor<2048x8x8x512xf32>
    %173 = stablehlo.multiply %157, %172 : tensor<2048x8x8x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%168 init: %cst_19) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %175 = stablehlo.add %173, %174 : tensor<2048x8x8x512xf32>
    %176 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %178 = stablehlo.multiply %161, %177 : tensor<2048x8x8x512x128xf32>
    %179 = stablehlo.add %178, %170 : tensor<2048x8x8x512x128xf32>
    %180 = stablehlo.dot_general %19, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %181 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %182 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %183 = stablehlo.compare GE, %181, %182, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_20 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %184 = call @_where_4(%183, %180, %cst_20) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_21) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %186 = stablehlo.maximum %164, %185 : tensor<2048x8x8x512xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %189 = stablehlo.subtract %184, %188 : tensor<2048x8x8x512x512xf32>
    %190 = stablehlo.exponential %189 : tensor<2048x8x8x512x512xf32>
    %191 = stablehlo.convert %190 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %192 = stablehlo.dot_general %191, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %193 = stablehlo.subtract %164, %186 : tensor<2048x8x8x512xf32>
    %194 = stablehlo.exponential %193 : tensor<2048x8x8x512xf32>
    %195 = stablehlo.multiply %175, %194 : tensor<2048x8x8x512xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%190 init: %cst_22) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %197 = stablehlo.add %195, %196 : tensor<2048x8x8x512xf32>
    %198 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %200 = stablehlo.multiply %179, %199 : tensor<2048x8x8x512x128xf32>
    %201 = stablehlo.add %200, %192 : tensor<2048x8x8x512x128xf32>
    %202 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %204 = stablehlo.divide %201, %203 : tensor<2048x8x8x512x128xf32>
    %205 = stablehlo.convert %204 : (tensor<2048x8x8x512x128xf32>) -> tensor<2048x8x8x512x128xbf16>
    %206 = stablehlo.log %197 : tensor<2048x8x8x512xf32>
    %207 = stablehlo.add %186, %206 : tensor<2048x8x8x512xf32>
    %208 = stablehlo.dot_general %20, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_23) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %212 = stablehlo.subtract %208, %211 : tensor<2048x8x8x512x512xf32>
    %213 = stablehlo.exponential %212 : tensor<2048x8x8x512x512xf32>
    %214 = stablehlo.convert %213 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %215 = stablehlo.dot_general %214, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%213 init: %cst_24) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %217 = stablehlo.dot_general %20, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_25) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %219 = stablehlo.maximum %209, %218 : tensor<2048x8x8x512xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %222 = stablehlo.subtract %217, %221 : tensor<2048x8x8x512x512xf32>
    %223 = stablehlo.exponential %222 : tensor<2048x8x8x512x512xf32>
    %224 = stablehlo.convert %223 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %225 = stablehlo.dot_general %224, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %226 = stablehlo.subtract %209, %219 : tensor<2048x8x8x512xf32>
    %227 = stablehlo.exponential %226 : tensor<2048x8x8x512xf32>
    %228 = stablehlo.multiply %216, %227 : tensor<2048x8x8x512xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%223 init: %cst_26) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %230 = stablehlo.add %228, %229 : tensor<2048x8x8x512xf32>
    %231 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %233 = stablehlo.multiply %215, %232 : tensor<2048x8x8x512x128xf32>
    %234 = stablehlo.add %233, %225 : tensor<2048x8x8x512x128xf32>
    %235 = stablehlo.dot_general %20, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_27) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %237 = stablehlo.maximum %219, %236 : tensor<2048x8x8x512xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %240 = stablehlo.subtract %235, %239 : tensor<2048x8x8x512x512xf32>
    %241 = stablehlo.exponential %240 : tensor<2048x8x8x512x512xf32>
    %242 = stablehlo.convert %241 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %243 = stablehlo.dot_general %242, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %244 = stablehlo.subtract %219, %237 : tensor<2048x8x8x512xf32>
    %245 = stablehlo.exponential %244 : tensor<2048x8x8x512xf32>
    %246 = stablehlo.multiply %230, %245 : tensor<2048x8x8x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%241 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %248 = stablehlo.add %246, %247 : tensor<2048x8x8x512xf32>
    %249 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %251 = stablehlo.multiply %234, %250 : tensor<2048x8x8x512x128xf32>
    %252 = stablehlo.add %251, %243 : tensor<2048x8x8x512x128xf32>
    %253 = stablehlo.dot_general %20, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_29) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %255 = stablehlo.maximum %237, %254 : tensor<2048x8x8x512xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %258 = stablehlo.subtract %253, %257 : tensor<2048x8x8x512x512xf32>
    %259 = stablehlo.exponential %258 : tensor<2048x8x8x512x512xf32>
    %260 = stablehlo.convert %259 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %261 = stablehlo.dot_general %260, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %262 = stablehlo.subtract %237, %255 : tensor<2048x8x8x512xf32>
    %263 = stablehlo.exponential %262 : tensor<2048x8x8x512xf32>
    %264 = stablehlo.multiply %248, %263 : tensor<2048x8x8x512xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%259 init: %cst_30) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %266 = stablehlo.add %264, %265 : tensor<2048x8x8x512xf32>
    %267 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %269 = stablehlo.multiply %252, %268 : tensor<2048x8x8x512x128xf32>
    %270 = stablehlo.add %269, %261 : tensor<2048x8x8x512x128xf32>
    %271 = stablehlo.dot_general %20, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %272 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %273 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %274 = stablehlo.compare GE, %272, %273, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_31 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %275 = call @_where_4(%274, %271, %cst_31) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_32) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %277 = stablehlo.maximum %255, %276 : tensor<2048x8x8x512xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %280 = stablehlo.subtract %275, %279 : tensor<2048x8x8x512x512xf32>
    %281 = stablehlo.exponential %280 : tensor<2048x8x8x512x512xf32>
    %282 = stablehlo.convert %281 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %283 = stablehlo.dot_general %282, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %284 = stablehlo.subtract %255, %277 : tensor<2048x8x8x512xf32>
    %285 = stablehlo.exponential %284 : tensor<2048x8x8x512xf32>
    %286 = stablehlo.multiply %266, %285 : tensor<2048x8x8x512xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%281 init: %cst_33) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %288 = stablehlo.add %286, %287 : tensor<2048x8x8x512xf32>
    %289 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %291 = stablehlo.multiply %270, %290 : tensor<2048x8x8x512x128xf32>
    %292 = stablehlo.add %291, %283 : tensor<2048x8x8x512x128xf32>
    %293 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %295 = stablehlo.divide %292, %294 : tensor<2048x8x8x512x128xf32>
    %296 = stablehlo.convert %295 : (tensor<2048x8x8x512x128xf32>) -> tensor<2048x8x8x512x128xbf16>
    %297 = stablehlo.log %288 : tensor<2048x8x8x512xf32>
    %298 = stablehlo.add %277, %297 : tensor<2048x8x8x512xf32>
    %299 = stablehlo.dot_general %21, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_34) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %303 = stablehlo.subtract %299, %302 : tensor<2048x8x8x512x512xf32>
    %304 = stablehlo.exponential %303 : tensor<2048x8x8x512x512xf32>
    %305 = stablehlo.convert %304 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %306 = stablehlo.dot_general %305, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%304 init: %cst_35) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %308 = stablehlo.dot_general %21, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_36) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %310 = stablehlo.maximum %300, %309 : tensor<2048x8x8x512xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %313 = stablehlo.subtract %308, %312 : tensor<2048x8x8x512x512xf32>
    %314 = stablehlo.exponential %313 : tensor<2048x8x8x512x512xf32>
    %315 = stablehlo.convert %314 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %316 = stablehlo.dot_general %315, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %317 = stablehlo.subtract %300, %310 : tensor<2048x8x8x512xf32>
    %318 = stablehlo.exponential %317 : tensor<2048x8x8x512xf32>
    %319 = stablehlo.multiply %307, %318 : tensor<2048x8x8x512xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%314 init: %cst_37) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %321 = stablehlo.add %319, %320 : tensor<2048x8x8x512xf32>
    %322 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %324 = stablehlo.multiply %306, %323 : tensor<2048x8x8x512x128xf32>
    %325 = stablehlo.add %324, %316 : tensor<2048x8x8x512x128xf32>
    %326 = stablehlo.dot_general %21, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_38) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %328 = stablehlo.maximum %310, %327 : tensor<2048x8x8x512xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %331 = stablehlo.subtract %326, %330 : tensor<2048x8x8x512x512xf32>
    %332 = stablehlo.exponential %331 : tensor<2048x8x8x512x512xf32>
    %333 = stablehlo.convert %332 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %334 = stablehlo.dot_general %333, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %335 = stablehlo.subtract %310, %328 : tensor<2048x8x8x512xf32>
    %336 = stablehlo.exponential %335 : tensor<2048x8x8x512xf32>
    %337 = stablehlo.multiply %321, %336 : tensor<2048x8x8x512xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%332 init: %cst_39) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %339 = stablehlo.add %337, %338 : tensor<2048x8x8x512xf32>
    %340 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %342 = stablehlo.multiply %325, %341 : tensor<2048x8x8x512x128xf32>
    %343 = stablehlo.add %342, %334 : tensor<2048x8x8x512x128xf32>
    %344 = stablehlo.dot_general %21, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %345 = stablehlo.reduce(%344 init: %cst_40) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %346 = stablehlo.maximum %328, %345 : tensor<2048x8x8x512xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %349 = stablehlo.subtract %344, %348 : tensor<2048x8x8x512x512xf32>
    %350 = stablehlo.exponential %349 : tensor<2048x8x8x512x512xf32>
    %351 = stablehlo.convert %350 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %352 = stablehlo.dot_general %351, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %353 = stablehlo.subtract %328, %346 : tensor<2048x8x8x512xf32>
    %354 = stablehlo.exponential %353 : tensor<2048x8x8x512xf32>
    %355 = stablehlo.multiply %339, %354 : tensor<2048x8x8x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%350 init: %cst_41) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %357 = stablehlo.add %355, %356 : tensor<2048x8x8x512xf32>
    %358 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %360 = stablehlo.multiply %343, %359 : tensor<2048x8x8x512x128xf32>
    %361 = stablehlo.add %360, %352 : tensor<2048x8x8x512x128xf32>
    %362 = stablehlo.dot_general %21, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_42) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %364 = stablehlo.maximum %346, %363 : tensor<2048x8x8x512xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %367 = stablehlo.subtract %362, %366 : tensor<2048x8x8x512x512xf32>
    %368 = stablehlo.exponential %367 : tensor<2048x8x8x512x512xf32>
    %369 = stablehlo.convert %368 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %370 = stablehlo.dot_general %369, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %371 = stablehlo.subtract %346, %364 : tensor<2048x8x8x512xf32>
    %372 = stablehlo.exponential %371 : tensor<2048x8x8x512xf32>
    %373 = stablehlo.multiply %357, %372 : tensor<2048x8x8x512xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%368 init: %cst_43) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %375 = stablehlo.add %373, %374 : tensor<2048x8x8x512xf32>
    %376 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %378 = stablehlo.multiply %361, %377 : tensor<2048x8x8x512x128xf32>
    %379 = stablehlo.add %378, %370 : tensor<2048x8x8x512x128xf32>
    %380 = stablehlo.dot_general %21, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %381 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %382 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %383 = stablehlo.compare GE, %381, %382, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_44 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %384 = call @_where_4(%383, %380, %cst_44) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %385 = stablehlo.reduce(%384 init: %cst_45) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %386 = stablehlo.maximum %364, %385 : tensor<2048x8x8x512xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %389 = stablehlo.subtract %384, %388 : tensor<2048x8x8x512x512xf32>
    %390 = stablehlo.exponential %389 : tensor<2048x8x8x512x512xf32>
    %391 = stablehlo.convert %390 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %392 = stablehlo.dot_general %391, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %393 = stablehlo.subtract %364, %386 : tensor<2048x8x8x512xf32>
    %394 = stablehlo.exponential %393 : tensor<2048x8x8x512xf32>
    %395 = stablehlo.multiply %375, %394 : tensor<2048x8x8x512xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%390 init: %cst_46) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %397 = stablehlo.add %395, %396 : tensor<2048x8x8x512xf32>
    %398 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %400 = stablehlo.multiply %379, %399 : tensor<2048x8x8x512x128xf32>
    %401 = stablehlo.add %400, %392 : tensor<2048x8x8x512x128xf32>
    %402 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %404 = stablehlo.divide %401, %403 : tensor<2048x8x8x512x128xf32>
    %405 = stablehlo.convert %404 : (tensor<2048x8x8x512x128xf32>) -> tensor<2048x8x8x512x128xbf16>
    %406 = stablehlo.log %397 : tensor<2048x8x8x512xf32>
    %407 = stablehlo.add %386, %406 : tensor<2048x8x8x512xf32>
    %408 = stablehlo.dot_general %22, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_47) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %412 = stablehlo.subtract %408, %411 : tensor<2048x8x8x512x512xf32>
    %413 = stablehlo.exponential %412 : tensor<2048x8x8x512x512xf32>
    %414 = stablehlo.convert %413 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %415 = stablehlo.dot_general %414, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%413 init: %cst_48) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %417 = stablehlo.dot_general %22, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_49) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %419 = stablehlo.maximum %409, %418 : tensor<2048x8x8x512xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %422 = stablehlo.subtract %417, %421 : tensor<2048x8x8x512x512xf32>
    %423 = stablehlo.exponential %422 : tensor<2048x8x8x512x512xf32>
    %424 = stablehlo.convert %423 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %425 = stablehlo.dot_general %424, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %426 = stablehlo.subtract %409, %419 : tensor<2048x8x8x512xf32>
    %427 = stablehlo.exponential %426 : tensor<2048x8x8x512xf32>
    %428 = stablehlo.multiply %416, %427 : tensor<2048x8x8x512xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%423 init: %cst_50) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %430 = stablehlo.add %428, %429 : tensor<2048x8x8x512xf32>
    %431 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %433 = stablehlo.multiply %415, %432 : tensor<2048x8x8x512x128xf32>
    %434 = stablehlo.add %433, %425 : tensor<2048x8x8x512x128xf32>
    %435 = stablehlo.dot_general %22, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %436 = stablehlo.reduce(%435 init: %cst_51) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %437 = stablehlo.maximum %419, %436 : tensor<2048x8x8x512xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %440 = stablehlo.subtract %435, %439 : tensor<2048x8x8x512x512xf32>
    %441 = stablehlo.exponential %440 : tensor<2048x8x8x512x512xf32>
    %442 = stablehlo.convert %441 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %443 = stablehlo.dot_general %442, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %444 = stablehlo.subtract %419, %437 : tensor<2048x8x8x512xf32>
    %445 = stablehlo.exponential %444 : tensor<2048x8x8x512xf32>
    %446 = stablehlo.multiply %430, %445 : tensor<2048x8x8x512xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%441 init: %cst_52) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %448 = stablehlo.add %446, %447 : tensor<2048x8x8x512xf32>
    %449 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %451 = stablehlo.multiply %434, %450 : tensor<2048x8x8x512x128xf32>
    %452 = stablehlo.add %451, %443 : tensor<2048x8x8x512x128xf32>
    %453 = stablehlo.dot_general %22, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %454 = stablehlo.reduce(%453 init: %cst_53) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %455 = stablehlo.maximum %437, %454 : tensor<2048x8x8x512xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %458 = stablehlo.subtract %453, %457 : tensor<2048x8x8x512x512xf32>
    %459 = stablehlo.exponential %458 : tensor<2048x8x8x512x512xf32>
    %460 = stablehlo.convert %459 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %461 = stablehlo.dot_general %460, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %462 = stablehlo.subtract %437, %455 : tensor<2048x8x8x512xf32>
    %463 = stablehlo.exponential %462 : tensor<2048x8x8x512xf32>
    %464 = stablehlo.multiply %448, %463 : tensor<2048x8x8x512xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%459 init: %cst_54) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %466 = stablehlo.add %464, %465 : tensor<2048x8x8x512xf32>
    %467 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %469 = stablehlo.multiply %452, %468 : tensor<2048x8x8x512x128xf32>
    %470 = stablehlo.add %469, %461 : tensor<2048x8x8x512x128xf32>
    %471 = stablehlo.dot_general %22, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %472 = stablehlo.reduce(%471 init: %cst_55) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %473 = stablehlo.maximum %455, %472 : tensor<2048x8x8x512xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %476 = stablehlo.subtract %471, %475 : tensor<2048x8x8x512x512xf32>
    %477 = stablehlo.exponential %476 : tensor<2048x8x8x512x512xf32>
    %478 = stablehlo.convert %477 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %479 = stablehlo.dot_general %478, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %480 = stablehlo.subtract %455, %473 : tensor<2048x8x8x512xf32>
    %481 = stablehlo.exponential %480 : tensor<2048x8x8x512xf32>
    %482 = stablehlo.multiply %466, %481 : tensor<2048x8x8x512xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%477 init: %cst_56) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %484 = stablehlo.add %482, %483 : tensor<2048x8x8x512xf32>
    %485 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %487 = stablehlo.multiply %470, %486 : tensor<2048x8x8x512x128xf32>
    %488 = stablehlo.add %487, %479 : tensor<2048x8x8x512x128xf32>
    %489 = stablehlo.dot_general %22, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_57) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %491 = stablehlo.maximum %473, %490 : tensor<2048x8x8x512xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %494 = stablehlo.subtract %489, %493 : tensor<2048x8x8x512x512xf32>
    %495 = stablehlo.exponential %494 : tensor<2048x8x8x512x512xf32>
    %496 = stablehlo.convert %495 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %497 = stablehlo.dot_general %496, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %498 = stablehlo.subtract %473, %491 : tensor<2048x8x8x512xf32>
    %499 = stablehlo.exponential %498 : tensor<2048x8x8x512xf32>
    %500 = stablehlo.multiply %484, %499 : tensor<2048x8x8x512xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%495 init: %cst_58) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %502 = stablehlo.add %500, %501 : tensor<2048x8x8x512xf32>
    %503 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %505 = stablehlo.multiply %488, %504 : tensor<2048x8x8x512x128xf32>
    %506 = stablehlo.add %505, %497 : tensor<2048x8x8x512x128xf32>
    %507 = stablehlo.dot_general %22, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %508 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %509 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %510 = stablehlo.compare GE, %508, %509, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_59 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %511 = call @_where_4(%510, %507, %cst_59) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %512 = stablehlo.reduce(%511 init: %cst_60) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %513 = stablehlo.maximum %491, %512 : tensor<2048x8x8x512xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %516 = stablehlo.subtract %511, %515 : tensor<2048x8x8x512x512xf32>
    %517 = stablehlo.exponential %516 : tensor<2048x8x8x512x512xf32>
    %518 = stablehlo.convert %517 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %519 = stablehlo.dot_general %518, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %520 = stablehlo.subtract %491, %513 : tensor<2048x8x8x512xf32>
    %521 = stablehlo.exponential %520 : tensor<2048x8x8x512xf32>
    %522 = stablehlo.multiply %502, %521 : tensor<2048x8x8x512xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.reduce(%517 init: %cst_61) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %524 = stablehlo.add %522, %523 : tensor<2048x8x8x512xf32>
    %525 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %527 = stablehlo.multiply %506, %526 : tensor<2048x8x8x512x128xf32>
    %528 = stablehlo.add %527, %519 : tensor<2048x8x8x512x128xf32>
    %529 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %531 = stablehlo.divide %528, %530 : tensor<2048x8x8x512x128xf32>
    %532 = stablehlo.convert %531 : (tensor<2048x8x8x512x128xf32>) -> tensor<2048x8x8x512x128xbf16>
    %533 = stablehlo.log %524 : tensor<2048x8x8x512xf32>
    %534 = stablehlo.add %513, %533 : tensor<2048x8x8x512xf32>
    %535 = stablehlo.dot_general %23, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_62) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %539 = stablehlo.subtract %535, %538 : tensor<2048x8x8x512x512xf32>
    %540 = stablehlo.exponential %539 : tensor<2048x8x8x512x512xf32>
    %541 = stablehlo.convert %540 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %542 = stablehlo.dot_general %541, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%540 init: %cst_63) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %544 = stablehlo.dot_general %23, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_64) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %546 = stablehlo.maximum %536, %545 : tensor<2048x8x8x512xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %549 = stablehlo.subtract %544, %548 : tensor<2048x8x8x512x512xf32>
    %550 = stablehlo.exponential %549 : tensor<2048x8x8x512x512xf32>
    %551 = stablehlo.convert %550 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %552 = stablehlo.dot_general %551, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %553 = stablehlo.subtract %536, %546 : tensor<2048x8x8x512xf32>
    %554 = stablehlo.exponential %553 : tensor<2048x8x8x512xf32>
    %555 = stablehlo.multiply %543, %554 : tensor<2048x8x8x512xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%550 init: %cst_65) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %557 = stablehlo.add %555, %556 : tensor<2048x8x8x512xf32>
    %558 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %560 = stablehlo.multiply %542, %559 : tensor<2048x8x8x512x128xf32>
    %561 = stablehlo.add %560, %552 : tensor<2048x8x8x512x128xf32>
    %562 = stablehlo.dot_general %23, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_66) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %564 = stablehlo.maximum %546, %563 : tensor<2048x8x8x512xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %567 = stablehlo.subtract %562, %566 : tensor<2048x8x8x512x512xf32>
    %568 = stablehlo.exponential %567 : tensor<2048x8x8x512x512xf32>
    %569 = stablehlo.convert %568 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %570 = stablehlo.dot_general %569, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %571 = stablehlo.subtract %546, %564 : tensor<2048x8x8x512xf32>
    %572 = stablehlo.exponential %571 : tensor<2048x8x8x512xf32>
    %573 = stablehlo.multiply %557, %572 : tensor<2048x8x8x512xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%568 init: %cst_67) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %575 = stablehlo.add %573, %574 : tensor<2048x8x8x512xf32>
    %576 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %578 = stablehlo.multiply %561, %577 : tensor<2048x8x8x512x128xf32>
    %579 = stablehlo.add %578, %570 : tensor<2048x8x8x512x128xf32>
    %580 = stablehlo.dot_general %23, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_68) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %582 = stablehlo.maximum %564, %581 : tensor<2048x8x8x512xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %585 = stablehlo.subtract %580, %584 : tensor<2048x8x8x512x512xf32>
    %586 = stablehlo.exponential %585 : tensor<2048x8x8x512x512xf32>
    %587 = stablehlo.convert %586 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %588 = stablehlo.dot_general %587, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %589 = stablehlo.subtract %564, %582 : tensor<2048x8x8x512xf32>
    %590 = stablehlo.exponential %589 : tensor<2048x8x8x512xf32>
    %591 = stablehlo.multiply %575, %590 : tensor<2048x8x8x512xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.reduce(%586 init: %cst_69) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %593 = stablehlo.add %591, %592 : tensor<2048x8x8x512xf32>
    %594 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %596 = stablehlo.multiply %579, %595 : tensor<2048x8x8x512x128xf32>
    %597 = stablehlo.add %596, %588 : tensor<2048x8x8x512x128xf32>
    %598 = stablehlo.dot_general %23, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %599 = stablehlo.reduce(%598 init: %cst_70) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %600 = stablehlo.maximum %582, %599 : tensor<2048x8x8x512xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %603 = stablehlo.subtract %598, %602 : tensor<2048x8x8x512x512xf32>
    %604 = stablehlo.exponential %603 : tensor<2048x8x8x512x512xf32>
    %605 = stablehlo.convert %604 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %606 = stablehlo.dot_general %605, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %607 = stablehlo.subtract %582, %600 : tensor<2048x8x8x512xf32>
    %608 = stablehlo.exponential %607 : tensor<2048x8x8x512xf32>
    %609 = stablehlo.multiply %593, %608 : tensor<2048x8x8x512xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.reduce(%604 init: %cst_71) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %611 = stablehlo.add %609, %610 : tensor<2048x8x8x512xf32>
    %612 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %614 = stablehlo.multiply %597, %613 : tensor<2048x8x8x512x128xf32>
    %615 = stablehlo.add %614, %606 : tensor<2048x8x8x512x128xf32>
    %616 = stablehlo.dot_general %23, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_72) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %618 = stablehlo.maximum %600, %617 : tensor<2048x8x8x512xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %621 = stablehlo.subtract %616, %620 : tensor<2048x8x8x512x512xf32>
    %622 = stablehlo.exponential %621 : tensor<2048x8x8x512x512xf32>
    %623 = stablehlo.convert %622 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %624 = stablehlo.dot_general %623, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %625 = stablehlo.subtract %600, %618 : tensor<2048x8x8x512xf32>
    %626 = stablehlo.exponential %625 : tensor<2048x8x8x512xf32>
    %627 = stablehlo.multiply %611, %626 : tensor<2048x8x8x512xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%622 init: %cst_73) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %629 = stablehlo.add %627, %628 : tensor<2048x8x8x512xf32>
    %630 = stablehlo.broadcast_in_dim %626, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %632 = stablehlo.multiply %615, %631 : tensor<2048x8x8x512x128xf32>
    %633 = stablehlo.add %632, %624 : tensor<2048x8x8x512x128xf32>
    %634 = stablehlo.dot_general %23, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %635 = stablehlo.reduce(%634 init: %cst_74) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %636 = stablehlo.maximum %618, %635 : tensor<2048x8x8x512xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %639 = stablehlo.subtract %634, %638 : tensor<2048x8x8x512x512xf32>
    %640 = stablehlo.exponential %639 : tensor<2048x8x8x512x512xf32>
    %641 = stablehlo.convert %640 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %642 = stablehlo.dot_general %641, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %643 = stablehlo.subtract %618, %636 : tensor<2048x8x8x512xf32>
    %644 = stablehlo.exponential %643 : tensor<2048x8x8x512xf32>
    %645 = stablehlo.multiply %629, %644 : tensor<2048x8x8x512xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%640 init: %cst_75) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %647 = stablehlo.add %645, %646 : tensor<2048x8x8x512xf32>
    %648 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %650 = stablehlo.multiply %633, %649 : tensor<2048x8x8x512x128xf32>
    %651 = stablehlo.add %650, %642 : tensor<2048x8x8x512x128xf32>
    %652 = stablehlo.dot_general %23, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %653 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %654 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %655 = stablehlo.compare GE, %653, %654, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_76 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %656 = call @_where_4(%655, %652, %cst_76) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %657 = stablehlo.reduce(%656 init: %cst_77) applies stablehlo.maximum across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %658 = stablehlo.maximum %636, %657 : tensor<2048x8x8x512xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %661 = stablehlo.subtract %656, %660 : tensor<2048x8x8x512x512xf32>
    %662 = stablehlo.exponential %661 : tensor<2048x8x8x512x512xf32>
    %663 = stablehlo.convert %662 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %664 = stablehlo.dot_general %663, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %665 = stablehlo.subtract %636, %658 : tensor<2048x8x8x512xf32>
    %666 = stablehlo.exponential %665 : tensor<2048x8x8x512xf32>
    %667 = stablehlo.multiply %647, %666 : tensor<2048x8x8x512xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%662 init: %cst_78) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512xf32>
    %669 = stablehlo.add %667, %668 : tensor<2048x8x8x512xf32>
    %670 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %672 = stablehlo.multiply %651, %671 : tensor<2048x8x8x512x128xf32>
    %673 = stablehlo.add %672, %664 : tensor<2048x8x8x512x128xf32>
    %674 = stablehlo.broadcast_in_dim %669, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x128xf32>
    %676 = stablehlo.divide %673, %675 : tensor<2048x8x8x512x128xf32>
    %677 = stablehlo.convert %676 : (tensor<2048x8x8x512x128xf32>) -> tensor<2048x8x8x512x128xbf16>
    %678 = stablehlo.log %669 : tensor<2048x8x8x512xf32>
    %679 = stablehlo.add %658, %678 : tensor<2048x8x8x512xf32>
    %680 = stablehlo.concatenate %40, %77, %132, %205, %296, %405, %532, %677, dim = 3 : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x8x512x128xbf16>, tensor<2048x8x8x512x128xbf16>, tensor<2048x8x8x512x128xbf16>, tensor<2048x8x8x512x128xbf16>, tensor<2048x8x8x512x128xbf16>, tensor<2048x8x8x512x128xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x8x4096x128xbf16>
    %681 = stablehlo.concatenate %42, %79, %134, %207, %298, %407, %534, %679, dim = 3 : (tensor<2048x8x8x512xf32>, tensor<2048x8x8x512xf32>, tensor<2048x8x8x512xf32>, tensor<2048x8x8x512xf32>, tensor<2048x8x8x512xf32>, tensor<2048x8x8x512xf32>, tensor<2048x8x8x512xf32>, tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x4096xf32>
    return %680, %681 : tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x8x4096xf32>
  }
  func.func private @_where_4(%arg0: tensor<512x512xi1>, %arg1: tensor<2048x8x8x512x512xf32>, %arg2: tensor<f32>) -> tensor<2048x8x8x512x512xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<512x512xi1>) -> tensor<2048x8x8x512x512xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2048x8x8x512x512xi1>, tensor<2048x8x8x512x512xf32>
    return %3 : tensor<2048x8x8x512x512xf32>
  }
  func.func private @silu(%arg0: tensor<2048x4096x28672xbf16>) -> tensor<2048x4096x28672xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<2048x4096x28672xbf16>
    %1 = stablehlo.exponential %0 : tensor<2048x4096x28672xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2048x4096x28672xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2048x4096x28672xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2048x4096x28672xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2048x4096x28672xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2048x4096x28672xbf16>
    return %6 : tensor<2048x4096x28672xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<80x2048x4096x8192xbf16>, %arg1: tensor<2048x4096x8192xbf16>, %arg2: tensor<i32>) -> tensor<80x2048x4096x8192xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2048x4096x8192xbf16>) -> tensor<1x2048x4096x8192xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<80x2048x4096x8192xbf16>, tensor<1x2048x4096x8192xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x2048x4096x8192xbf16>
    return %1 : tensor<80x2048x4096x8192xbf16>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<80x2048x4096x1024xbf16>, %arg1: tensor<2048x4096x1024xbf16>, %arg2: tensor<i32>) -> tensor<80x2048x4096x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2048x4096x1024xbf16>) -> tensor<1x2048x4096x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<80x2048x4096x1024xbf16>, tensor<1x2048x4096x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x2048x4096x1024xbf16>
    return %1 : tensor<80x2048x4096x1024xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<2048x4096x32000xf32>) -> (tensor<2048x4096x32000xf32>, tensor<2048x4096x32000xf32>, tensor<2048x4096x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2048x4096x32000xf32>, tensor<f32>) -> tensor<2048x4096xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2048x4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x32000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2048x4096x32000xf32>
    %6 = stablehlo.exponential %5 : tensor<2048x4096x32000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x32000xf32>, tensor<f32>) -> tensor<2048x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
    %9 = stablehlo.log %8 : tensor<2048x4096x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2048x4096x1xf32>) -> tensor<2048x4096x32000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2048x4096x32000xf32>
    return %11, %6, %8 : tensor<2048x4096x32000xf32>, tensor<2048x4096x32000xf32>, tensor<2048x4096x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2048x4096x32000xf32>, %arg1: tensor<2048x4096x1xi32>) -> (tensor<2048x4096x1xf32>, tensor<2048x4096x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048x4096x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2048x4096x1xi32>, tensor<2048x4096x1xi32>) -> tensor<2048x4096x1xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2048x4096x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2048x4096x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2048x4096x1xi1>, tensor<2048x4096x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2048x4096x1xi32>) -> tensor<2048x4096x1x1xi32>
    %c_1 = stablehlo.constant dense<31999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2048x4096x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2048x4096x1x1xi32>, tensor<2048x4096x1x1xi32>) -> tensor<2048x4096x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2048x4096x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2048x4096x1x1xi32>, tensor<2048x4096x1x1xi32>) -> tensor<2048x4096x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2048x4096x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2048x4096x1x1xi1>, tensor<i1>) -> tensor<2048x4096x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2048x4096x32000xf32>, tensor<2048x4096x1x1xi32>) -> tensor<2048x4096x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x4096x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2048x4096x1xi1>, tensor<2048x4096x1xf32>
    return %15, %5 : tensor<2048x4096x1xf32>, tensor<2048x4096x1x1xi32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<2048x4096x1x1xi32>, %arg1: tensor<2048x4096x1xf32>) -> tensor<2048x4096x32000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x4096x32000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2048x4096x32000xf32>, tensor<2048x4096x1x1xi32>, tensor<2048x4096x1xf32>) -> tensor<2048x4096x32000xf32>
    return %1 : tensor<2048x4096x32000xf32>
  }
  func.func private @log_softmax_7(%arg0: tensor<2048x4096x32000xf32>, %arg1: tensor<2048x4096x1xf32>, %arg2: tensor<2048x4096x32000xf32>) -> tensor<2048x4096x32000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2048x4096x32000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x32000xf32>, tensor<f32>) -> tensor<2048x4096xf32>
    %2 = stablehlo.reshape %1 : (tensor<2048x4096xf32>) -> tensor<2048x4096x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2048x4096x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2048x4096x1xf32>, tensor<f32>) -> tensor<2048x4096xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2048x4096xf32>) -> tensor<2048x4096x32000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2048x4096x32000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2048x4096x32000xf32>
    return %7 : tensor<2048x4096x32000xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<80x2048x4096x8192xbf16>, %arg1: tensor<i32>) -> tensor<2048x4096x8192xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2048, 4096, 8192] : (tensor<80x2048x4096x8192xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x4096x8192xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x2048x4096x8192xbf16>) -> tensor<2048x4096x8192xbf16>
    return %1 : tensor<2048x4096x8192xbf16>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<80x2048x4096x1024xbf16>, %arg1: tensor<i32>) -> tensor<2048x4096x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2048, 4096, 1024] : (tensor<80x2048x4096x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x4096x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x2048x4096x1024xbf16>) -> tensor<2048x4096x1024xbf16>
    return %1 : tensor<2048x4096x1024xbf16>
  }
  func.func private @silu_10(%arg0: tensor<2048x4096x28672xbf16>) -> (tensor<2048x4096x28672xbf16>, tensor<2048x4096x28672xbf16>, tensor<2048x4096x28672xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<2048x4096x28672xbf16>
    %1 = stablehlo.exponential %0 : tensor<2048x4096x28672xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2048x4096x28672xbf16>
    %3 = stablehlo.add %2, %1 : tensor<2048x4096x28672xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2048x4096x28672xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<2048x4096x28672xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2048x4096x28672xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<2048x4096x28672xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<2048x4096x28672xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<2048x4096x28672xbf16>
    return %9, %5, %8 : tensor<2048x4096x28672xbf16>, tensor<2048x4096x28672xbf16>, tensor<2048x4096x28672xbf16>
  }
  func.func private @silu_11(%arg0: tensor<2048x4096x28672xbf16>, %arg1: tensor<2048x4096x28672xbf16>, %arg2: tensor<2048x4096x28672xbf16>, %arg3: tensor<2048x4096x28672xbf16>) -> tensor<2048x4096x28672xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<2048x4096x28672xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<2048x4096x28672xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<2048x4096x28672xbf16>
    %3 = stablehlo.add %1, %2 : tensor<2048x4096x28672xbf16>
    return %3 : tensor<2048x4096x28672xbf16>
  }
  func.func private @flash_attention.backward(%arg0: tensor<2048x8x8x4096x128xbf16>, %arg1: tensor<2048x8x4096x128xbf16>, %arg2: tensor<2048x8x4096x128xbf16>, %arg3: tensor<2048x8x8x4096x128xbf16>, %arg4: tensor<2048x8x8x4096xf32>, %arg5: tensor<2048x8x8x4096x128xbf16>) -> (tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>) {
    %0 = stablehlo.convert %arg5 : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x4096x128xf32>
    %1 = stablehlo.convert %arg3 : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x4096x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2048x8x8x4096x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<2048x8x8x4096x128xf32>, tensor<f32>) -> tensor<2048x8x8x4096xf32>
    %4 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 0:512, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %5 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 512:1024, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %6 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 1024:1536, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %7 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 1536:2048, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %8 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 2048:2560, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %9 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 2560:3072, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %10 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 3072:3584, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %11 = stablehlo.slice %arg0 [0:2048, 0:8, 0:8, 3584:4096, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %12 = stablehlo.slice %arg1 [0:2048, 0:8, 0:512, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %13 = stablehlo.slice %arg1 [0:2048, 0:8, 512:1024, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %14 = stablehlo.slice %arg1 [0:2048, 0:8, 1024:1536, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %15 = stablehlo.slice %arg1 [0:2048, 0:8, 1536:2048, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %16 = stablehlo.slice %arg1 [0:2048, 0:8, 2048:2560, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %17 = stablehlo.slice %arg1 [0:2048, 0:8, 2560:3072, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %18 = stablehlo.slice %arg1 [0:2048, 0:8, 3072:3584, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %19 = stablehlo.slice %arg1 [0:2048, 0:8, 3584:4096, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %20 = stablehlo.slice %arg2 [0:2048, 0:8, 0:512, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %21 = stablehlo.slice %arg2 [0:2048, 0:8, 512:1024, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %22 = stablehlo.slice %arg2 [0:2048, 0:8, 1024:1536, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %23 = stablehlo.slice %arg2 [0:2048, 0:8, 1536:2048, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %24 = stablehlo.slice %arg2 [0:2048, 0:8, 2048:2560, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %25 = stablehlo.slice %arg2 [0:2048, 0:8, 2560:3072, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %26 = stablehlo.slice %arg2 [0:2048, 0:8, 3072:3584, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %27 = stablehlo.slice %arg2 [0:2048, 0:8, 3584:4096, 0:128] : (tensor<2048x8x4096x128xbf16>) -> tensor<2048x8x512x128xbf16>
    %28 = stablehlo.slice %arg5 [0:2048, 0:8, 0:8, 0:512, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %29 = stablehlo.slice %arg5 [0:2048, 0:8, 0:8, 512:1024, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %30 = stablehlo.slice %arg5 [0:2048, 0:8, 0:8, 1024:1536, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %31 = stablehlo.slice %arg5 [0:2048, 0:8, 0:8, 1536:2048, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %32 = stablehlo.slice %arg5 [0:2048, 0:8, 0:8, 2048:2560, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %33 = stablehlo.slice %arg5 [0:2048, 0:8, 0:8, 2560:3072, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %34 = stablehlo.slice %arg5 [0:2048, 0:8, 0:8, 3072:3584, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %35 = stablehlo.slice %arg5 [0:2048, 0:8, 0:8, 3584:4096, 0:128] : (tensor<2048x8x8x4096x128xbf16>) -> tensor<2048x8x8x512x128xbf16>
    %36 = stablehlo.slice %arg4 [0:2048, 0:8, 0:8, 0:512] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %37 = stablehlo.slice %arg4 [0:2048, 0:8, 0:8, 512:1024] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %38 = stablehlo.slice %arg4 [0:2048, 0:8, 0:8, 1024:1536] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %39 = stablehlo.slice %arg4 [0:2048, 0:8, 0:8, 1536:2048] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %40 = stablehlo.slice %arg4 [0:2048, 0:8, 0:8, 2048:2560] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %41 = stablehlo.slice %arg4 [0:2048, 0:8, 0:8, 2560:3072] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %42 = stablehlo.slice %arg4 [0:2048, 0:8, 0:8, 3072:3584] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %43 = stablehlo.slice %arg4 [0:2048, 0:8, 0:8, 3584:4096] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %44 = stablehlo.slice %3 [0:2048, 0:8, 0:8, 0:512] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %45 = stablehlo.slice %3 [0:2048, 0:8, 0:8, 512:1024] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %46 = stablehlo.slice %3 [0:2048, 0:8, 0:8, 1024:1536] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %47 = stablehlo.slice %3 [0:2048, 0:8, 0:8, 1536:2048] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %48 = stablehlo.slice %3 [0:2048, 0:8, 0:8, 2048:2560] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %49 = stablehlo.slice %3 [0:2048, 0:8, 0:8, 2560:3072] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %50 = stablehlo.slice %3 [0:2048, 0:8, 0:8, 3072:3584] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %51 = stablehlo.slice %3 [0:2048, 0:8, 0:8, 3584:4096] : (tensor<2048x8x8x4096xf32>) -> tensor<2048x8x8x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x8x8x512x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x8x8x512x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x8x8x512x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048x8x8x512x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2048x8x8x512x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2048x8x8x512x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2048x8x8x512x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2048x8x8x512x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2048x8x512x128xf32>
    %76 = stablehlo.dot_general %4, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %77 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %78 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %79 = stablehlo.compare GE, %77, %78, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_24 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %80 = call @_where_4(%79, %76, %cst_24) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %81 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %83 = stablehlo.subtract %80, %82 : tensor<2048x8x8x512x512xf32>
    %84 = stablehlo.exponential %83 : tensor<2048x8x8x512x512xf32>
    %85 = stablehlo.convert %84 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %86 = stablehlo.dot_general %85, %28, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %87 = stablehlo.add %68, %86 : tensor<2048x8x512x128xf32>
    %88 = stablehlo.dot_general %28, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %89 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %91 = stablehlo.subtract %88, %90 : tensor<2048x8x8x512x512xf32>
    %92 = stablehlo.multiply %84, %91 : tensor<2048x8x8x512x512xf32>
    %93 = stablehlo.convert %92 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %94 = stablehlo.dot_general %93, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %95 = stablehlo.add %52, %94 : tensor<2048x8x8x512x128xf32>
    %96 = stablehlo.dot_general %93, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %97 = stablehlo.add %60, %96 : tensor<2048x8x512x128xf32>
    %98 = stablehlo.dot_general %5, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %99 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %101 = stablehlo.subtract %98, %100 : tensor<2048x8x8x512x512xf32>
    %102 = stablehlo.exponential %101 : tensor<2048x8x8x512x512xf32>
    %103 = stablehlo.convert %102 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %104 = stablehlo.dot_general %103, %29, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %105 = stablehlo.add %87, %104 : tensor<2048x8x512x128xf32>
    %106 = stablehlo.dot_general %29, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %107 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %109 = stablehlo.subtract %106, %108 : tensor<2048x8x8x512x512xf32>
    %110 = stablehlo.multiply %102, %109 : tensor<2048x8x8x512x512xf32>
    %111 = stablehlo.convert %110 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %112 = stablehlo.dot_general %111, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %113 = stablehlo.add %53, %112 : tensor<2048x8x8x512x128xf32>
    %114 = stablehlo.dot_general %111, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %115 = stablehlo.add %97, %114 : tensor<2048x8x512x128xf32>
    %116 = stablehlo.dot_general %5, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %117 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %118 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %119 = stablehlo.compare GE, %117, %118, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %120 = call @_where_4(%119, %116, %cst_25) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %121 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %123 = stablehlo.subtract %120, %122 : tensor<2048x8x8x512x512xf32>
    %124 = stablehlo.exponential %123 : tensor<2048x8x8x512x512xf32>
    %125 = stablehlo.convert %124 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %126 = stablehlo.dot_general %125, %29, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %127 = stablehlo.add %69, %126 : tensor<2048x8x512x128xf32>
    %128 = stablehlo.dot_general %29, %21, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %129 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %131 = stablehlo.subtract %128, %130 : tensor<2048x8x8x512x512xf32>
    %132 = stablehlo.multiply %124, %131 : tensor<2048x8x8x512x512xf32>
    %133 = stablehlo.convert %132 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %134 = stablehlo.dot_general %133, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %135 = stablehlo.add %113, %134 : tensor<2048x8x8x512x128xf32>
    %136 = stablehlo.dot_general %133, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %137 = stablehlo.add %61, %136 : tensor<2048x8x512x128xf32>
    %138 = stablehlo.dot_general %6, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %139 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %141 = stablehlo.subtract %138, %140 : tensor<2048x8x8x512x512xf32>
    %142 = stablehlo.exponential %141 : tensor<2048x8x8x512x512xf32>
    %143 = stablehlo.convert %142 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %144 = stablehlo.dot_general %143, %30, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %145 = stablehlo.add %105, %144 : tensor<2048x8x512x128xf32>
    %146 = stablehlo.dot_general %30, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %147 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %149 = stablehlo.subtract %146, %148 : tensor<2048x8x8x512x512xf32>
    %150 = stablehlo.multiply %142, %149 : tensor<2048x8x8x512x512xf32>
    %151 = stablehlo.convert %150 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %152 = stablehlo.dot_general %151, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %153 = stablehlo.add %54, %152 : tensor<2048x8x8x512x128xf32>
    %154 = stablehlo.dot_general %151, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %155 = stablehlo.add %115, %154 : tensor<2048x8x512x128xf32>
    %156 = stablehlo.dot_general %6, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %157 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %159 = stablehlo.subtract %156, %158 : tensor<2048x8x8x512x512xf32>
    %160 = stablehlo.exponential %159 : tensor<2048x8x8x512x512xf32>
    %161 = stablehlo.convert %160 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %162 = stablehlo.dot_general %161, %30, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %163 = stablehlo.add %127, %162 : tensor<2048x8x512x128xf32>
    %164 = stablehlo.dot_general %30, %21, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %165 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %167 = stablehlo.subtract %164, %166 : tensor<2048x8x8x512x512xf32>
    %168 = stablehlo.multiply %160, %167 : tensor<2048x8x8x512x512xf32>
    %169 = stablehlo.convert %168 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %170 = stablehlo.dot_general %169, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %171 = stablehlo.add %153, %170 : tensor<2048x8x8x512x128xf32>
    %172 = stablehlo.dot_general %169, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %173 = stablehlo.add %137, %172 : tensor<2048x8x512x128xf32>
    %174 = stablehlo.dot_general %6, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %175 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %176 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %177 = stablehlo.compare GE, %175, %176, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_26 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %178 = call @_where_4(%177, %174, %cst_26) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %179 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %181 = stablehlo.subtract %178, %180 : tensor<2048x8x8x512x512xf32>
    %182 = stablehlo.exponential %181 : tensor<2048x8x8x512x512xf32>
    %183 = stablehlo.convert %182 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %184 = stablehlo.dot_general %183, %30, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %185 = stablehlo.add %70, %184 : tensor<2048x8x512x128xf32>
    %186 = stablehlo.dot_general %30, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %187 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %189 = stablehlo.subtract %186, %188 : tensor<2048x8x8x512x512xf32>
    %190 = stablehlo.multiply %182, %189 : tensor<2048x8x8x512x512xf32>
    %191 = stablehlo.convert %190 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %192 = stablehlo.dot_general %191, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %193 = stablehlo.add %171, %192 : tensor<2048x8x8x512x128xf32>
    %194 = stablehlo.dot_general %191, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %195 = stablehlo.add %62, %194 : tensor<2048x8x512x128xf32>
    %196 = stablehlo.dot_general %7, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %197 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %199 = stablehlo.subtract %196, %198 : tensor<2048x8x8x512x512xf32>
    %200 = stablehlo.exponential %199 : tensor<2048x8x8x512x512xf32>
    %201 = stablehlo.convert %200 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %202 = stablehlo.dot_general %201, %31, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %203 = stablehlo.add %145, %202 : tensor<2048x8x512x128xf32>
    %204 = stablehlo.dot_general %31, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %205 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %207 = stablehlo.subtract %204, %206 : tensor<2048x8x8x512x512xf32>
    %208 = stablehlo.multiply %200, %207 : tensor<2048x8x8x512x512xf32>
    %209 = stablehlo.convert %208 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %210 = stablehlo.dot_general %209, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %211 = stablehlo.add %55, %210 : tensor<2048x8x8x512x128xf32>
    %212 = stablehlo.dot_general %209, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %213 = stablehlo.add %155, %212 : tensor<2048x8x512x128xf32>
    %214 = stablehlo.dot_general %7, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %215 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %217 = stablehlo.subtract %214, %216 : tensor<2048x8x8x512x512xf32>
    %218 = stablehlo.exponential %217 : tensor<2048x8x8x512x512xf32>
    %219 = stablehlo.convert %218 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %220 = stablehlo.dot_general %219, %31, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %221 = stablehlo.add %163, %220 : tensor<2048x8x512x128xf32>
    %222 = stablehlo.dot_general %31, %21, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %223 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %225 = stablehlo.subtract %222, %224 : tensor<2048x8x8x512x512xf32>
    %226 = stablehlo.multiply %218, %225 : tensor<2048x8x8x512x512xf32>
    %227 = stablehlo.convert %226 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %228 = stablehlo.dot_general %227, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %229 = stablehlo.add %211, %228 : tensor<2048x8x8x512x128xf32>
    %230 = stablehlo.dot_general %227, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %231 = stablehlo.add %173, %230 : tensor<2048x8x512x128xf32>
    %232 = stablehlo.dot_general %7, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %233 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %235 = stablehlo.subtract %232, %234 : tensor<2048x8x8x512x512xf32>
    %236 = stablehlo.exponential %235 : tensor<2048x8x8x512x512xf32>
    %237 = stablehlo.convert %236 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %238 = stablehlo.dot_general %237, %31, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %239 = stablehlo.add %185, %238 : tensor<2048x8x512x128xf32>
    %240 = stablehlo.dot_general %31, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %241 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %243 = stablehlo.subtract %240, %242 : tensor<2048x8x8x512x512xf32>
    %244 = stablehlo.multiply %236, %243 : tensor<2048x8x8x512x512xf32>
    %245 = stablehlo.convert %244 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %246 = stablehlo.dot_general %245, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %247 = stablehlo.add %229, %246 : tensor<2048x8x8x512x128xf32>
    %248 = stablehlo.dot_general %245, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %249 = stablehlo.add %195, %248 : tensor<2048x8x512x128xf32>
    %250 = stablehlo.dot_general %7, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %251 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %252 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %253 = stablehlo.compare GE, %251, %252, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_27 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %254 = call @_where_4(%253, %250, %cst_27) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %255 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %257 = stablehlo.subtract %254, %256 : tensor<2048x8x8x512x512xf32>
    %258 = stablehlo.exponential %257 : tensor<2048x8x8x512x512xf32>
    %259 = stablehlo.convert %258 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %260 = stablehlo.dot_general %259, %31, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %261 = stablehlo.add %71, %260 : tensor<2048x8x512x128xf32>
    %262 = stablehlo.dot_general %31, %23, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %263 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %265 = stablehlo.subtract %262, %264 : tensor<2048x8x8x512x512xf32>
    %266 = stablehlo.multiply %258, %265 : tensor<2048x8x8x512x512xf32>
    %267 = stablehlo.convert %266 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %268 = stablehlo.dot_general %267, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %269 = stablehlo.add %247, %268 : tensor<2048x8x8x512x128xf32>
    %270 = stablehlo.dot_general %267, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %271 = stablehlo.add %63, %270 : tensor<2048x8x512x128xf32>
    %272 = stablehlo.dot_general %8, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %273 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %275 = stablehlo.subtract %272, %274 : tensor<2048x8x8x512x512xf32>
    %276 = stablehlo.exponential %275 : tensor<2048x8x8x512x512xf32>
    %277 = stablehlo.convert %276 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %278 = stablehlo.dot_general %277, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %279 = stablehlo.add %203, %278 : tensor<2048x8x512x128xf32>
    %280 = stablehlo.dot_general %32, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %281 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %283 = stablehlo.subtract %280, %282 : tensor<2048x8x8x512x512xf32>
    %284 = stablehlo.multiply %276, %283 : tensor<2048x8x8x512x512xf32>
    %285 = stablehlo.convert %284 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %286 = stablehlo.dot_general %285, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %287 = stablehlo.add %56, %286 : tensor<2048x8x8x512x128xf32>
    %288 = stablehlo.dot_general %285, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %289 = stablehlo.add %213, %288 : tensor<2048x8x512x128xf32>
    %290 = stablehlo.dot_general %8, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %291 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %293 = stablehlo.subtract %290, %292 : tensor<2048x8x8x512x512xf32>
    %294 = stablehlo.exponential %293 : tensor<2048x8x8x512x512xf32>
    %295 = stablehlo.convert %294 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %296 = stablehlo.dot_general %295, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %297 = stablehlo.add %221, %296 : tensor<2048x8x512x128xf32>
    %298 = stablehlo.dot_general %32, %21, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %299 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %301 = stablehlo.subtract %298, %300 : tensor<2048x8x8x512x512xf32>
    %302 = stablehlo.multiply %294, %301 : tensor<2048x8x8x512x512xf32>
    %303 = stablehlo.convert %302 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %304 = stablehlo.dot_general %303, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %305 = stablehlo.add %287, %304 : tensor<2048x8x8x512x128xf32>
    %306 = stablehlo.dot_general %303, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %307 = stablehlo.add %231, %306 : tensor<2048x8x512x128xf32>
    %308 = stablehlo.dot_general %8, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %309 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %311 = stablehlo.subtract %308, %310 : tensor<2048x8x8x512x512xf32>
    %312 = stablehlo.exponential %311 : tensor<2048x8x8x512x512xf32>
    %313 = stablehlo.convert %312 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %314 = stablehlo.dot_general %313, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %315 = stablehlo.add %239, %314 : tensor<2048x8x512x128xf32>
    %316 = stablehlo.dot_general %32, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %317 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %319 = stablehlo.subtract %316, %318 : tensor<2048x8x8x512x512xf32>
    %320 = stablehlo.multiply %312, %319 : tensor<2048x8x8x512x512xf32>
    %321 = stablehlo.convert %320 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %322 = stablehlo.dot_general %321, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %323 = stablehlo.add %305, %322 : tensor<2048x8x8x512x128xf32>
    %324 = stablehlo.dot_general %321, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %325 = stablehlo.add %249, %324 : tensor<2048x8x512x128xf32>
    %326 = stablehlo.dot_general %8, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %327 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %329 = stablehlo.subtract %326, %328 : tensor<2048x8x8x512x512xf32>
    %330 = stablehlo.exponential %329 : tensor<2048x8x8x512x512xf32>
    %331 = stablehlo.convert %330 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %332 = stablehlo.dot_general %331, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %333 = stablehlo.add %261, %332 : tensor<2048x8x512x128xf32>
    %334 = stablehlo.dot_general %32, %23, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %335 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %337 = stablehlo.subtract %334, %336 : tensor<2048x8x8x512x512xf32>
    %338 = stablehlo.multiply %330, %337 : tensor<2048x8x8x512x512xf32>
    %339 = stablehlo.convert %338 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %340 = stablehlo.dot_general %339, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %341 = stablehlo.add %323, %340 : tensor<2048x8x8x512x128xf32>
    %342 = stablehlo.dot_general %339, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %343 = stablehlo.add %271, %342 : tensor<2048x8x512x128xf32>
    %344 = stablehlo.dot_general %8, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %345 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %346 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %347 = stablehlo.compare GE, %345, %346, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_28 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %348 = call @_where_4(%347, %344, %cst_28) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %349 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %351 = stablehlo.subtract %348, %350 : tensor<2048x8x8x512x512xf32>
    %352 = stablehlo.exponential %351 : tensor<2048x8x8x512x512xf32>
    %353 = stablehlo.convert %352 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %354 = stablehlo.dot_general %353, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %355 = stablehlo.add %72, %354 : tensor<2048x8x512x128xf32>
    %356 = stablehlo.dot_general %32, %24, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %357 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %359 = stablehlo.subtract %356, %358 : tensor<2048x8x8x512x512xf32>
    %360 = stablehlo.multiply %352, %359 : tensor<2048x8x8x512x512xf32>
    %361 = stablehlo.convert %360 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %362 = stablehlo.dot_general %361, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %363 = stablehlo.add %341, %362 : tensor<2048x8x8x512x128xf32>
    %364 = stablehlo.dot_general %361, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %365 = stablehlo.add %64, %364 : tensor<2048x8x512x128xf32>
    %366 = stablehlo.dot_general %9, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %367 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %369 = stablehlo.subtract %366, %368 : tensor<2048x8x8x512x512xf32>
    %370 = stablehlo.exponential %369 : tensor<2048x8x8x512x512xf32>
    %371 = stablehlo.convert %370 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %372 = stablehlo.dot_general %371, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %373 = stablehlo.add %279, %372 : tensor<2048x8x512x128xf32>
    %374 = stablehlo.dot_general %33, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %375 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %377 = stablehlo.subtract %374, %376 : tensor<2048x8x8x512x512xf32>
    %378 = stablehlo.multiply %370, %377 : tensor<2048x8x8x512x512xf32>
    %379 = stablehlo.convert %378 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %380 = stablehlo.dot_general %379, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %381 = stablehlo.add %57, %380 : tensor<2048x8x8x512x128xf32>
    %382 = stablehlo.dot_general %379, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %383 = stablehlo.add %289, %382 : tensor<2048x8x512x128xf32>
    %384 = stablehlo.dot_general %9, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %385 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %387 = stablehlo.subtract %384, %386 : tensor<2048x8x8x512x512xf32>
    %388 = stablehlo.exponential %387 : tensor<2048x8x8x512x512xf32>
    %389 = stablehlo.convert %388 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %390 = stablehlo.dot_general %389, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %391 = stablehlo.add %297, %390 : tensor<2048x8x512x128xf32>
    %392 = stablehlo.dot_general %33, %21, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %393 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %395 = stablehlo.subtract %392, %394 : tensor<2048x8x8x512x512xf32>
    %396 = stablehlo.multiply %388, %395 : tensor<2048x8x8x512x512xf32>
    %397 = stablehlo.convert %396 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %398 = stablehlo.dot_general %397, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %399 = stablehlo.add %381, %398 : tensor<2048x8x8x512x128xf32>
    %400 = stablehlo.dot_general %397, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %401 = stablehlo.add %307, %400 : tensor<2048x8x512x128xf32>
    %402 = stablehlo.dot_general %9, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %403 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %405 = stablehlo.subtract %402, %404 : tensor<2048x8x8x512x512xf32>
    %406 = stablehlo.exponential %405 : tensor<2048x8x8x512x512xf32>
    %407 = stablehlo.convert %406 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %408 = stablehlo.dot_general %407, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %409 = stablehlo.add %315, %408 : tensor<2048x8x512x128xf32>
    %410 = stablehlo.dot_general %33, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %411 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %413 = stablehlo.subtract %410, %412 : tensor<2048x8x8x512x512xf32>
    %414 = stablehlo.multiply %406, %413 : tensor<2048x8x8x512x512xf32>
    %415 = stablehlo.convert %414 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %416 = stablehlo.dot_general %415, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %417 = stablehlo.add %399, %416 : tensor<2048x8x8x512x128xf32>
    %418 = stablehlo.dot_general %415, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %419 = stablehlo.add %325, %418 : tensor<2048x8x512x128xf32>
    %420 = stablehlo.dot_general %9, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %421 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %423 = stablehlo.subtract %420, %422 : tensor<2048x8x8x512x512xf32>
    %424 = stablehlo.exponential %423 : tensor<2048x8x8x512x512xf32>
    %425 = stablehlo.convert %424 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %426 = stablehlo.dot_general %425, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %427 = stablehlo.add %333, %426 : tensor<2048x8x512x128xf32>
    %428 = stablehlo.dot_general %33, %23, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %429 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %431 = stablehlo.subtract %428, %430 : tensor<2048x8x8x512x512xf32>
    %432 = stablehlo.multiply %424, %431 : tensor<2048x8x8x512x512xf32>
    %433 = stablehlo.convert %432 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %434 = stablehlo.dot_general %433, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %435 = stablehlo.add %417, %434 : tensor<2048x8x8x512x128xf32>
    %436 = stablehlo.dot_general %433, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %437 = stablehlo.add %343, %436 : tensor<2048x8x512x128xf32>
    %438 = stablehlo.dot_general %9, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %439 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %441 = stablehlo.subtract %438, %440 : tensor<2048x8x8x512x512xf32>
    %442 = stablehlo.exponential %441 : tensor<2048x8x8x512x512xf32>
    %443 = stablehlo.convert %442 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %444 = stablehlo.dot_general %443, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %445 = stablehlo.add %355, %444 : tensor<2048x8x512x128xf32>
    %446 = stablehlo.dot_general %33, %24, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %447 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %449 = stablehlo.subtract %446, %448 : tensor<2048x8x8x512x512xf32>
    %450 = stablehlo.multiply %442, %449 : tensor<2048x8x8x512x512xf32>
    %451 = stablehlo.convert %450 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %452 = stablehlo.dot_general %451, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %453 = stablehlo.add %435, %452 : tensor<2048x8x8x512x128xf32>
    %454 = stablehlo.dot_general %451, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %455 = stablehlo.add %365, %454 : tensor<2048x8x512x128xf32>
    %456 = stablehlo.dot_general %9, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %457 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %458 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %459 = stablehlo.compare GE, %457, %458, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_29 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %460 = call @_where_4(%459, %456, %cst_29) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %461 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %463 = stablehlo.subtract %460, %462 : tensor<2048x8x8x512x512xf32>
    %464 = stablehlo.exponential %463 : tensor<2048x8x8x512x512xf32>
    %465 = stablehlo.convert %464 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %466 = stablehlo.dot_general %465, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %467 = stablehlo.add %73, %466 : tensor<2048x8x512x128xf32>
    %468 = stablehlo.dot_general %33, %25, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %469 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %471 = stablehlo.subtract %468, %470 : tensor<2048x8x8x512x512xf32>
    %472 = stablehlo.multiply %464, %471 : tensor<2048x8x8x512x512xf32>
    %473 = stablehlo.convert %472 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %474 = stablehlo.dot_general %473, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %475 = stablehlo.add %453, %474 : tensor<2048x8x8x512x128xf32>
    %476 = stablehlo.dot_general %473, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %477 = stablehlo.add %65, %476 : tensor<2048x8x512x128xf32>
    %478 = stablehlo.dot_general %10, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %479 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %481 = stablehlo.subtract %478, %480 : tensor<2048x8x8x512x512xf32>
    %482 = stablehlo.exponential %481 : tensor<2048x8x8x512x512xf32>
    %483 = stablehlo.convert %482 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %484 = stablehlo.dot_general %483, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %485 = stablehlo.add %373, %484 : tensor<2048x8x512x128xf32>
    %486 = stablehlo.dot_general %34, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %487 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %489 = stablehlo.subtract %486, %488 : tensor<2048x8x8x512x512xf32>
    %490 = stablehlo.multiply %482, %489 : tensor<2048x8x8x512x512xf32>
    %491 = stablehlo.convert %490 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %492 = stablehlo.dot_general %491, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %493 = stablehlo.add %58, %492 : tensor<2048x8x8x512x128xf32>
    %494 = stablehlo.dot_general %491, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %495 = stablehlo.add %383, %494 : tensor<2048x8x512x128xf32>
    %496 = stablehlo.dot_general %10, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %497 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %499 = stablehlo.subtract %496, %498 : tensor<2048x8x8x512x512xf32>
    %500 = stablehlo.exponential %499 : tensor<2048x8x8x512x512xf32>
    %501 = stablehlo.convert %500 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %502 = stablehlo.dot_general %501, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %503 = stablehlo.add %391, %502 : tensor<2048x8x512x128xf32>
    %504 = stablehlo.dot_general %34, %21, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %505 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %507 = stablehlo.subtract %504, %506 : tensor<2048x8x8x512x512xf32>
    %508 = stablehlo.multiply %500, %507 : tensor<2048x8x8x512x512xf32>
    %509 = stablehlo.convert %508 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %510 = stablehlo.dot_general %509, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %511 = stablehlo.add %493, %510 : tensor<2048x8x8x512x128xf32>
    %512 = stablehlo.dot_general %509, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %513 = stablehlo.add %401, %512 : tensor<2048x8x512x128xf32>
    %514 = stablehlo.dot_general %10, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %515 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %517 = stablehlo.subtract %514, %516 : tensor<2048x8x8x512x512xf32>
    %518 = stablehlo.exponential %517 : tensor<2048x8x8x512x512xf32>
    %519 = stablehlo.convert %518 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %520 = stablehlo.dot_general %519, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %521 = stablehlo.add %409, %520 : tensor<2048x8x512x128xf32>
    %522 = stablehlo.dot_general %34, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %523 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %525 = stablehlo.subtract %522, %524 : tensor<2048x8x8x512x512xf32>
    %526 = stablehlo.multiply %518, %525 : tensor<2048x8x8x512x512xf32>
    %527 = stablehlo.convert %526 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %528 = stablehlo.dot_general %527, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %529 = stablehlo.add %511, %528 : tensor<2048x8x8x512x128xf32>
    %530 = stablehlo.dot_general %527, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %531 = stablehlo.add %419, %530 : tensor<2048x8x512x128xf32>
    %532 = stablehlo.dot_general %10, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %533 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %535 = stablehlo.subtract %532, %534 : tensor<2048x8x8x512x512xf32>
    %536 = stablehlo.exponential %535 : tensor<2048x8x8x512x512xf32>
    %537 = stablehlo.convert %536 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %538 = stablehlo.dot_general %537, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %539 = stablehlo.add %427, %538 : tensor<2048x8x512x128xf32>
    %540 = stablehlo.dot_general %34, %23, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %541 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %543 = stablehlo.subtract %540, %542 : tensor<2048x8x8x512x512xf32>
    %544 = stablehlo.multiply %536, %543 : tensor<2048x8x8x512x512xf32>
    %545 = stablehlo.convert %544 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %546 = stablehlo.dot_general %545, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %547 = stablehlo.add %529, %546 : tensor<2048x8x8x512x128xf32>
    %548 = stablehlo.dot_general %545, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %549 = stablehlo.add %437, %548 : tensor<2048x8x512x128xf32>
    %550 = stablehlo.dot_general %10, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %551 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %553 = stablehlo.subtract %550, %552 : tensor<2048x8x8x512x512xf32>
    %554 = stablehlo.exponential %553 : tensor<2048x8x8x512x512xf32>
    %555 = stablehlo.convert %554 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %556 = stablehlo.dot_general %555, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %557 = stablehlo.add %445, %556 : tensor<2048x8x512x128xf32>
    %558 = stablehlo.dot_general %34, %24, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %559 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %561 = stablehlo.subtract %558, %560 : tensor<2048x8x8x512x512xf32>
    %562 = stablehlo.multiply %554, %561 : tensor<2048x8x8x512x512xf32>
    %563 = stablehlo.convert %562 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %564 = stablehlo.dot_general %563, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %565 = stablehlo.add %547, %564 : tensor<2048x8x8x512x128xf32>
    %566 = stablehlo.dot_general %563, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %567 = stablehlo.add %455, %566 : tensor<2048x8x512x128xf32>
    %568 = stablehlo.dot_general %10, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %569 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %571 = stablehlo.subtract %568, %570 : tensor<2048x8x8x512x512xf32>
    %572 = stablehlo.exponential %571 : tensor<2048x8x8x512x512xf32>
    %573 = stablehlo.convert %572 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %574 = stablehlo.dot_general %573, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %575 = stablehlo.add %467, %574 : tensor<2048x8x512x128xf32>
    %576 = stablehlo.dot_general %34, %25, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %577 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %579 = stablehlo.subtract %576, %578 : tensor<2048x8x8x512x512xf32>
    %580 = stablehlo.multiply %572, %579 : tensor<2048x8x8x512x512xf32>
    %581 = stablehlo.convert %580 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %582 = stablehlo.dot_general %581, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %583 = stablehlo.add %565, %582 : tensor<2048x8x8x512x128xf32>
    %584 = stablehlo.dot_general %581, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %585 = stablehlo.add %477, %584 : tensor<2048x8x512x128xf32>
    %586 = stablehlo.dot_general %10, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %587 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %588 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %589 = stablehlo.compare GE, %587, %588, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_30 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %590 = call @_where_4(%589, %586, %cst_30) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %591 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %593 = stablehlo.subtract %590, %592 : tensor<2048x8x8x512x512xf32>
    %594 = stablehlo.exponential %593 : tensor<2048x8x8x512x512xf32>
    %595 = stablehlo.convert %594 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %596 = stablehlo.dot_general %595, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %597 = stablehlo.add %74, %596 : tensor<2048x8x512x128xf32>
    %598 = stablehlo.dot_general %34, %26, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %599 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %601 = stablehlo.subtract %598, %600 : tensor<2048x8x8x512x512xf32>
    %602 = stablehlo.multiply %594, %601 : tensor<2048x8x8x512x512xf32>
    %603 = stablehlo.convert %602 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %604 = stablehlo.dot_general %603, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %605 = stablehlo.add %583, %604 : tensor<2048x8x8x512x128xf32>
    %606 = stablehlo.dot_general %603, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %607 = stablehlo.add %66, %606 : tensor<2048x8x512x128xf32>
    %608 = stablehlo.dot_general %11, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %609 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %611 = stablehlo.subtract %608, %610 : tensor<2048x8x8x512x512xf32>
    %612 = stablehlo.exponential %611 : tensor<2048x8x8x512x512xf32>
    %613 = stablehlo.convert %612 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %614 = stablehlo.dot_general %613, %35, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %615 = stablehlo.add %485, %614 : tensor<2048x8x512x128xf32>
    %616 = stablehlo.dot_general %35, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %617 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %619 = stablehlo.subtract %616, %618 : tensor<2048x8x8x512x512xf32>
    %620 = stablehlo.multiply %612, %619 : tensor<2048x8x8x512x512xf32>
    %621 = stablehlo.convert %620 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %622 = stablehlo.dot_general %621, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %623 = stablehlo.add %59, %622 : tensor<2048x8x8x512x128xf32>
    %624 = stablehlo.dot_general %621, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %625 = stablehlo.add %495, %624 : tensor<2048x8x512x128xf32>
    %626 = stablehlo.dot_general %11, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %627 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %629 = stablehlo.subtract %626, %628 : tensor<2048x8x8x512x512xf32>
    %630 = stablehlo.exponential %629 : tensor<2048x8x8x512x512xf32>
    %631 = stablehlo.convert %630 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %632 = stablehlo.dot_general %631, %35, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %633 = stablehlo.add %503, %632 : tensor<2048x8x512x128xf32>
    %634 = stablehlo.dot_general %35, %21, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %635 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %637 = stablehlo.subtract %634, %636 : tensor<2048x8x8x512x512xf32>
    %638 = stablehlo.multiply %630, %637 : tensor<2048x8x8x512x512xf32>
    %639 = stablehlo.convert %638 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %640 = stablehlo.dot_general %639, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %641 = stablehlo.add %623, %640 : tensor<2048x8x8x512x128xf32>
    %642 = stablehlo.dot_general %639, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %643 = stablehlo.add %513, %642 : tensor<2048x8x512x128xf32>
    %644 = stablehlo.dot_general %11, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %645 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %647 = stablehlo.subtract %644, %646 : tensor<2048x8x8x512x512xf32>
    %648 = stablehlo.exponential %647 : tensor<2048x8x8x512x512xf32>
    %649 = stablehlo.convert %648 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %650 = stablehlo.dot_general %649, %35, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %651 = stablehlo.add %521, %650 : tensor<2048x8x512x128xf32>
    %652 = stablehlo.dot_general %35, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %653 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %655 = stablehlo.subtract %652, %654 : tensor<2048x8x8x512x512xf32>
    %656 = stablehlo.multiply %648, %655 : tensor<2048x8x8x512x512xf32>
    %657 = stablehlo.convert %656 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %658 = stablehlo.dot_general %657, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %659 = stablehlo.add %641, %658 : tensor<2048x8x8x512x128xf32>
    %660 = stablehlo.dot_general %657, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %661 = stablehlo.add %531, %660 : tensor<2048x8x512x128xf32>
    %662 = stablehlo.dot_general %11, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %663 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %665 = stablehlo.subtract %662, %664 : tensor<2048x8x8x512x512xf32>
    %666 = stablehlo.exponential %665 : tensor<2048x8x8x512x512xf32>
    %667 = stablehlo.convert %666 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %668 = stablehlo.dot_general %667, %35, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %669 = stablehlo.add %539, %668 : tensor<2048x8x512x128xf32>
    %670 = stablehlo.dot_general %35, %23, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %671 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %673 = stablehlo.subtract %670, %672 : tensor<2048x8x8x512x512xf32>
    %674 = stablehlo.multiply %666, %673 : tensor<2048x8x8x512x512xf32>
    %675 = stablehlo.convert %674 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %676 = stablehlo.dot_general %675, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %677 = stablehlo.add %659, %676 : tensor<2048x8x8x512x128xf32>
    %678 = stablehlo.dot_general %675, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %679 = stablehlo.add %549, %678 : tensor<2048x8x512x128xf32>
    %680 = stablehlo.dot_general %11, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %681 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %683 = stablehlo.subtract %680, %682 : tensor<2048x8x8x512x512xf32>
    %684 = stablehlo.exponential %683 : tensor<2048x8x8x512x512xf32>
    %685 = stablehlo.convert %684 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %686 = stablehlo.dot_general %685, %35, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %687 = stablehlo.add %557, %686 : tensor<2048x8x512x128xf32>
    %688 = stablehlo.dot_general %35, %24, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %689 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %690 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %691 = stablehlo.subtract %688, %690 : tensor<2048x8x8x512x512xf32>
    %692 = stablehlo.multiply %684, %691 : tensor<2048x8x8x512x512xf32>
    %693 = stablehlo.convert %692 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %694 = stablehlo.dot_general %693, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %695 = stablehlo.add %677, %694 : tensor<2048x8x8x512x128xf32>
    %696 = stablehlo.dot_general %693, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %697 = stablehlo.add %567, %696 : tensor<2048x8x512x128xf32>
    %698 = stablehlo.dot_general %11, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %699 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %701 = stablehlo.subtract %698, %700 : tensor<2048x8x8x512x512xf32>
    %702 = stablehlo.exponential %701 : tensor<2048x8x8x512x512xf32>
    %703 = stablehlo.convert %702 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %704 = stablehlo.dot_general %703, %35, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %705 = stablehlo.add %575, %704 : tensor<2048x8x512x128xf32>
    %706 = stablehlo.dot_general %35, %25, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %707 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %709 = stablehlo.subtract %706, %708 : tensor<2048x8x8x512x512xf32>
    %710 = stablehlo.multiply %702, %709 : tensor<2048x8x8x512x512xf32>
    %711 = stablehlo.convert %710 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %712 = stablehlo.dot_general %711, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %713 = stablehlo.add %695, %712 : tensor<2048x8x8x512x128xf32>
    %714 = stablehlo.dot_general %711, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %715 = stablehlo.add %585, %714 : tensor<2048x8x512x128xf32>
    %716 = stablehlo.dot_general %11, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %717 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %718 = stablehlo.broadcast_in_dim %717, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %719 = stablehlo.subtract %716, %718 : tensor<2048x8x8x512x512xf32>
    %720 = stablehlo.exponential %719 : tensor<2048x8x8x512x512xf32>
    %721 = stablehlo.convert %720 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %722 = stablehlo.dot_general %721, %35, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %723 = stablehlo.add %597, %722 : tensor<2048x8x512x128xf32>
    %724 = stablehlo.dot_general %35, %26, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %725 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %727 = stablehlo.subtract %724, %726 : tensor<2048x8x8x512x512xf32>
    %728 = stablehlo.multiply %720, %727 : tensor<2048x8x8x512x512xf32>
    %729 = stablehlo.convert %728 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %730 = stablehlo.dot_general %729, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %731 = stablehlo.add %713, %730 : tensor<2048x8x8x512x128xf32>
    %732 = stablehlo.dot_general %729, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %733 = stablehlo.add %607, %732 : tensor<2048x8x512x128xf32>
    %734 = stablehlo.dot_general %11, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %735 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %736 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %737 = stablehlo.compare GE, %735, %736, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_31 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %738 = call @_where_4(%737, %734, %cst_31) : (tensor<512x512xi1>, tensor<2048x8x8x512x512xf32>, tensor<f32>) -> tensor<2048x8x8x512x512xf32>
    %739 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %740 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %741 = stablehlo.subtract %738, %740 : tensor<2048x8x8x512x512xf32>
    %742 = stablehlo.exponential %741 : tensor<2048x8x8x512x512xf32>
    %743 = stablehlo.convert %742 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %744 = stablehlo.dot_general %743, %35, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %745 = stablehlo.add %75, %744 : tensor<2048x8x512x128xf32>
    %746 = stablehlo.dot_general %35, %27, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x128xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x512xf32>
    %747 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2048x8x8x512xf32>) -> tensor<2048x8x8x512x1xf32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [0, 1, 2, 3, 4] : (tensor<2048x8x8x512x1xf32>) -> tensor<2048x8x8x512x512xf32>
    %749 = stablehlo.subtract %746, %748 : tensor<2048x8x8x512x512xf32>
    %750 = stablehlo.multiply %742, %749 : tensor<2048x8x8x512x512xf32>
    %751 = stablehlo.convert %750 : (tensor<2048x8x8x512x512xf32>) -> tensor<2048x8x8x512x512xbf16>
    %752 = stablehlo.dot_general %751, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x512x128xbf16>) -> tensor<2048x8x8x512x128xf32>
    %753 = stablehlo.add %731, %752 : tensor<2048x8x8x512x128xf32>
    %754 = stablehlo.dot_general %751, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2048x8x8x512x512xbf16>, tensor<2048x8x8x512x128xbf16>) -> tensor<2048x8x512x128xf32>
    %755 = stablehlo.add %67, %754 : tensor<2048x8x512x128xf32>
    %756 = stablehlo.concatenate %95, %135, %193, %269, %363, %475, %605, %753, dim = 3 : (tensor<2048x8x8x512x128xf32>, tensor<2048x8x8x512x128xf32>, tensor<2048x8x8x512x128xf32>, tensor<2048x8x8x512x128xf32>, tensor<2048x8x8x512x128xf32>, tensor<2048x8x8x512x128xf32>, tensor<2048x8x8x512x128xf32>, tensor<2048x8x8x512x128xf32>) -> tensor<2048x8x8x4096x128xf32>
    %757 = stablehlo.convert %756 : (tensor<2048x8x8x4096x128xf32>) -> tensor<2048x8x8x4096x128xbf16>
    %758 = stablehlo.concatenate %625, %643, %661, %679, %697, %715, %733, %755, dim = 2 : (tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>) -> tensor<2048x8x4096x128xf32>
    %759 = stablehlo.convert %758 : (tensor<2048x8x4096x128xf32>) -> tensor<2048x8x4096x128xbf16>
    %760 = stablehlo.concatenate %615, %633, %651, %669, %687, %705, %723, %745, dim = 2 : (tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>, tensor<2048x8x512x128xf32>) -> tensor<2048x8x4096x128xf32>
    %761 = stablehlo.convert %760 : (tensor<2048x8x4096x128xf32>) -> tensor<2048x8x4096x128xbf16>
    return %757, %759, %761 : tensor<2048x8x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>, tensor<2048x8x4096x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<80x8192x8192xf32>, %arg1: tensor<8192x8192xf32>, %arg2: tensor<i32>) -> tensor<80x8192x8192xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8192x8192xf32>) -> tensor<1x8192x8192xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<80x8192x8192xf32>, tensor<1x8192x8192xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x8192x8192xf32>
    return %1 : tensor<80x8192x8192xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<80x8192x1024xf32>, %arg1: tensor<8192x1024xf32>, %arg2: tensor<i32>) -> tensor<80x8192x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8192x1024xf32>) -> tensor<1x8192x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<80x8192x1024xf32>, tensor<1x8192x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x8192x1024xf32>
    return %1 : tensor<80x8192x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<80x8192x28672xf32>, %arg1: tensor<8192x28672xf32>, %arg2: tensor<i32>) -> tensor<80x8192x28672xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8192x28672xf32>) -> tensor<1x8192x28672xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<80x8192x28672xf32>, tensor<1x8192x28672xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x8192x28672xf32>
    return %1 : tensor<80x8192x28672xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<80x28672x8192xf32>, %arg1: tensor<28672x8192xf32>, %arg2: tensor<i32>) -> tensor<80x28672x8192xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<28672x8192xf32>) -> tensor<1x28672x8192xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<80x28672x8192xf32>, tensor<1x28672x8192xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x28672x8192xf32>
    return %1 : tensor<80x28672x8192xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<80x8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<i32>) -> tensor<80x8192xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<80x8192xf32>, tensor<1x8192xf32>, tensor<i32>, tensor<i32>) -> tensor<80x8192xf32>
    return %1 : tensor<80x8192xf32>
  }
  func.func private @_take_17(%arg0: tensor<2048x4096x1xi32>, %arg1: tensor<2048x4096x8192xf32>) -> tensor<32000x8192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32000x8192xf32>, tensor<2048x4096x1xi32>, tensor<2048x4096x8192xf32>) -> tensor<32000x8192xf32>
    return %1 : tensor<32000x8192xf32>
  }
}
