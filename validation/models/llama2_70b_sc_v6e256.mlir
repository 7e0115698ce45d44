module @jit_step attributes {mhlo.num_partitions = 256 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=256]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 256 : i64}]}}
  func.func public @main(%arg0: tensor<32000x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg2: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg3: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg4: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg5: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg6: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg7: tensor<80x28672x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg8: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<8192x32000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg12: tensor<32000x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg13: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg14: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg15: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg16: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg17: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg18: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg19: tensor<80x28672x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg20: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<8192x32000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg24: tensor<32000x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg25: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg26: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg27: tensor<80x8192x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg28: tensor<80x8192x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg29: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg30: tensor<80x8192x28672xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg31: tensor<80x28672x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg32: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<80x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<8192x32000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg36: tensor<512x4096xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<32000x8192xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x28672x8192xf32> {jax.result_info = "result[0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8192xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<8192x32000xf32> {jax.result_info = "result[0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32000x8192xf32> {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[1][0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[1][0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[1][0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[1][0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[1][0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[1][0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x28672x8192xf32> {jax.result_info = "result[1][0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[1][0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[1][0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8192xf32> {jax.result_info = "result[1][0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<8192x32000xf32> {jax.result_info = "result[1][0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32000x8192xf32> {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[1][1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[1][1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x1024xf32> {jax.result_info = "result[1][1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x8192xf32> {jax.result_info = "result[1][1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[1][1][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192x28672xf32> {jax.result_info = "result[1][1][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x28672x8192xf32> {jax.result_info = "result[1][1][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[1][1][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<80x8192xf32> {jax.result_info = "result[1][1][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8192xf32> {jax.result_info = "result[1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<8192x32000xf32> {jax.result_info = "result[1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg36) : (tensor<32000x8192xf32>, tensor<512x4096xi32>) -> (tensor<512x4096x8192xf32>, tensor<512x4096x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<512x4096x8192xf32>) -> tensor<512x4096x8192xbf16>
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
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<80x512x4096x8192xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<80x512x4096x1024xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<80x512x4096x1024xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<80x512x4096x8192xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %41:19 = stablehlo.while(%iterArg = %arg1, %iterArg_116 = %arg2, %iterArg_117 = %arg3, %iterArg_118 = %arg4, %iterArg_119 = %arg5, %iterArg_120 = %arg6, %iterArg_121 = %arg7, %iterArg_122 = %arg8, %iterArg_123 = %arg9, %iterArg_124 = %17, %iterArg_125 = %19, %iterArg_126 = %34, %iterArg_127 = %36, %iterArg_128 = %c, %iterArg_129 = %1, %iterArg_130 = %37, %iterArg_131 = %38, %iterArg_132 = %39, %iterArg_133 = %40) : tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<i32>, tensor<512x4096x8192xbf16>, tensor<80x512x4096x8192xbf16>, tensor<80x512x4096x1024xbf16>, tensor<80x512x4096x1024xbf16>, tensor<80x512x4096x8192xbf16>
    cond {
      %c_134 = stablehlo.constant dense<80> : tensor<i32>
      %365 = stablehlo.compare LT, %iterArg_128, %c_134, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %365 : tensor<i1>
    } do {
      %365 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_128) : (tensor<80x8192x8192xf32>, tensor<i32>) -> tensor<8192x8192xf32>
      %366 = func.call @dynamic_index_in_dim_0(%iterArg_116, %iterArg_128) : (tensor<80x8192x1024xf32>, tensor<i32>) -> tensor<8192x1024xf32>
      %367 = func.call @dynamic_index_in_dim_0(%iterArg_117, %iterArg_128) : (tensor<80x8192x1024xf32>, tensor<i32>) -> tensor<8192x1024xf32>
      %368 = func.call @dynamic_index_in_dim(%iterArg_118, %iterArg_128) : (tensor<80x8192x8192xf32>, tensor<i32>) -> tensor<8192x8192xf32>
      %369 = func.call @dynamic_index_in_dim_1(%iterArg_119, %iterArg_128) : (tensor<80x8192x28672xf32>, tensor<i32>) -> tensor<8192x28672xf32>
      %370 = func.call @dynamic_index_in_dim_1(%iterArg_120, %iterArg_128) : (tensor<80x8192x28672xf32>, tensor<i32>) -> tensor<8192x28672xf32>
      %371 = func.call @dynamic_index_in_dim_2(%iterArg_121, %iterArg_128) : (tensor<80x28672x8192xf32>, tensor<i32>) -> tensor<28672x8192xf32>
      %372 = func.call @dynamic_index_in_dim_3(%iterArg_122, %iterArg_128) : (tensor<80x8192xf32>, tensor<i32>) -> tensor<8192xf32>
      %373 = func.call @dynamic_index_in_dim_3(%iterArg_123, %iterArg_128) : (tensor<80x8192xf32>, tensor<i32>) -> tensor<8192xf32>
      %374 = stablehlo.convert %iterArg_129 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8192xf32>
      %375 = stablehlo.multiply %374, %374 : tensor<512x4096x8192xf32>
      %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %376 = stablehlo.reduce(%375 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<512x4096xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
      %cst_135 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %378 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %379 = stablehlo.divide %377, %378 : tensor<512x4096x1xf32>
      %cst_136 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %380 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %381 = stablehlo.add %379, %380 : tensor<512x4096x1xf32>
      %382 = stablehlo.rsqrt %381 : tensor<512x4096x1xf32>
      %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x8192xf32>
      %384 = stablehlo.multiply %374, %383 : tensor<512x4096x8192xf32>
      %385 = stablehlo.broadcast_in_dim %372, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<512x4096x8192xf32>
      %387 = stablehlo.multiply %384, %386 : tensor<512x4096x8192xf32>
      %388 = stablehlo.convert %387 : (tensor<512x4096x8192xf32>) -> tensor<512x4096x8192xbf16>
      %389 = stablehlo.convert %365 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %390 = stablehlo.dot_general %388, %389, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<512x4096x8192xbf16>
      %391 = stablehlo.reduce_precision %390, format = e8m7 : tensor<512x4096x8192xbf16>
      %392 = stablehlo.reshape %391 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x64x128xbf16>
      %393 = stablehlo.slice %392 [0:512, 0:4096, 0:64, 0:64] : (tensor<512x4096x64x128xbf16>) -> tensor<512x4096x64x64xbf16>
      %394 = stablehlo.convert %393 : (tensor<512x4096x64x64xbf16>) -> tensor<512x4096x64x64xf32>
      %395 = stablehlo.slice %392 [0:512, 0:4096, 0:64, 64:128] : (tensor<512x4096x64x128xbf16>) -> tensor<512x4096x64x64xbf16>
      %396 = stablehlo.convert %395 : (tensor<512x4096x64x64xbf16>) -> tensor<512x4096x64x64xf32>
      %397 = stablehlo.broadcast_in_dim %iterArg_124, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %398 = stablehlo.multiply %394, %397 : tensor<512x4096x64x64xf32>
      %399 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %400 = stablehlo.multiply %396, %399 : tensor<512x4096x64x64xf32>
      %401 = stablehlo.subtract %398, %400 : tensor<512x4096x64x64xf32>
      %402 = stablehlo.broadcast_in_dim %iterArg_124, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %403 = stablehlo.multiply %396, %402 : tensor<512x4096x64x64xf32>
      %404 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %405 = stablehlo.multiply %394, %404 : tensor<512x4096x64x64xf32>
      %406 = stablehlo.add %403, %405 : tensor<512x4096x64x64xf32>
      %407 = stablehlo.concatenate %401, %406, dim = 3 : (tensor<512x4096x64x64xf32>, tensor<512x4096x64x64xf32>) -> tensor<512x4096x64x128xf32>
      %408 = stablehlo.convert %407 : (tensor<512x4096x64x128xf32>) -> tensor<512x4096x64x128xbf16>
      %409 = stablehlo.convert %366 : (tensor<8192x1024xf32>) -> tensor<8192x1024xbf16>
      %410 = stablehlo.dot_general %388, %409, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x1024xbf16>) -> tensor<512x4096x1024xbf16>
      %411 = stablehlo.reduce_precision %410, format = e8m7 : tensor<512x4096x1024xbf16>
      %412 = stablehlo.reshape %411 : (tensor<512x4096x1024xbf16>) -> tensor<512x4096x8x128xbf16>
      %413 = stablehlo.slice %412 [0:512, 0:4096, 0:8, 0:64] : (tensor<512x4096x8x128xbf16>) -> tensor<512x4096x8x64xbf16>
      %414 = stablehlo.convert %413 : (tensor<512x4096x8x64xbf16>) -> tensor<512x4096x8x64xf32>
      %415 = stablehlo.slice %412 [0:512, 0:4096, 0:8, 64:128] : (tensor<512x4096x8x128xbf16>) -> tensor<512x4096x8x64xbf16>
      %416 = stablehlo.convert %415 : (tensor<512x4096x8x64xbf16>) -> tensor<512x4096x8x64xf32>
      %417 = stablehlo.broadcast_in_dim %iterArg_126, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %418 = stablehlo.multiply %414, %417 : tensor<512x4096x8x64xf32>
      %419 = stablehlo.broadcast_in_dim %iterArg_127, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %420 = stablehlo.multiply %416, %419 : tensor<512x4096x8x64xf32>
      %421 = stablehlo.subtract %418, %420 : tensor<512x4096x8x64xf32>
      %422 = stablehlo.broadcast_in_dim %iterArg_126, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %423 = stablehlo.multiply %416, %422 : tensor<512x4096x8x64xf32>
      %424 = stablehlo.broadcast_in_dim %iterArg_127, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %425 = stablehlo.multiply %414, %424 : tensor<512x4096x8x64xf32>
      %426 = stablehlo.add %423, %425 : tensor<512x4096x8x64xf32>
      %427 = stablehlo.concatenate %421, %426, dim = 3 : (tensor<512x4096x8x64xf32>, tensor<512x4096x8x64xf32>) -> tensor<512x4096x8x128xf32>
      %428 = stablehlo.convert %427 : (tensor<512x4096x8x128xf32>) -> tensor<512x4096x8x128xbf16>
      %429 = stablehlo.convert %367 : (tensor<8192x1024xf32>) -> tensor<8192x1024xbf16>
      %430 = stablehlo.dot_general %388, %429, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x1024xbf16>) -> tensor<512x4096x1024xbf16>
      %431 = stablehlo.reduce_precision %430, format = e8m7 : tensor<512x4096x1024xbf16>
      %432 = stablehlo.reshape %431 : (tensor<512x4096x1024xbf16>) -> tensor<512x4096x8x128xbf16>
      %433 = stablehlo.reshape %408 : (tensor<512x4096x64x128xbf16>) -> tensor<512x4096x8x8x128xbf16>
      %434 = stablehlo.transpose %433, dims = [0, 2, 3, 1, 4] : (tensor<512x4096x8x8x128xbf16>) -> tensor<512x8x8x4096x128xbf16>
      %435 = stablehlo.transpose %428, dims = [0, 2, 1, 3] : (tensor<512x4096x8x128xbf16>) -> tensor<512x8x4096x128xbf16>
      %436 = stablehlo.transpose %432, dims = [0, 2, 1, 3] : (tensor<512x4096x8x128xbf16>) -> tensor<512x8x4096x128xbf16>
      %437:2 = stablehlo.composite "flash_attention.forward" %434, %435, %436 {decomposition = @flash_attention.forward} : (tensor<512x8x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>) -> (tensor<512x8x8x4096x128xbf16>, tensor<512x8x8x4096xf32>)
      %438 = stablehlo.transpose %437#0, dims = [0, 3, 1, 2, 4] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x4096x8x8x128xbf16>
      %439 = stablehlo.reshape %438 : (tensor<512x4096x8x8x128xbf16>) -> tensor<512x4096x8192xbf16>
      %440 = stablehlo.convert %368 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %441 = stablehlo.dot_general %439, %440, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<512x4096x8192xbf16>
      %442 = stablehlo.add %iterArg_129, %441 : tensor<512x4096x8192xbf16>
      %443 = stablehlo.convert %442 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8192xf32>
      %444 = stablehlo.multiply %443, %443 : tensor<512x4096x8192xf32>
      %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %445 = stablehlo.reduce(%444 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<512x4096xf32>
      %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
      %cst_138 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %447 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %448 = stablehlo.divide %446, %447 : tensor<512x4096x1xf32>
      %cst_139 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %449 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %450 = stablehlo.add %448, %449 : tensor<512x4096x1xf32>
      %451 = stablehlo.rsqrt %450 : tensor<512x4096x1xf32>
      %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x8192xf32>
      %453 = stablehlo.multiply %443, %452 : tensor<512x4096x8192xf32>
      %454 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<512x4096x8192xf32>
      %456 = stablehlo.multiply %453, %455 : tensor<512x4096x8192xf32>
      %457 = stablehlo.convert %456 : (tensor<512x4096x8192xf32>) -> tensor<512x4096x8192xbf16>
      %458 = stablehlo.convert %369 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
      %459 = stablehlo.dot_general %457, %458, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<512x4096x28672xbf16>
      %460 = func.call @silu(%459) : (tensor<512x4096x28672xbf16>) -> tensor<512x4096x28672xbf16>
      %461 = stablehlo.convert %370 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
      %462 = stablehlo.dot_general %457, %461, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<512x4096x28672xbf16>
      %463 = stablehlo.multiply %460, %462 : tensor<512x4096x28672xbf16>
      %464 = stablehlo.convert %371 : (tensor<28672x8192xf32>) -> tensor<28672x8192xbf16>
      %465 = stablehlo.dot_general %463, %464, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x28672xbf16>, tensor<28672x8192xbf16>) -> tensor<512x4096x8192xbf16>
      %466 = stablehlo.add %442, %465 : tensor<512x4096x8192xbf16>
      %467 = func.call @dynamic_update_index_in_dim(%iterArg_130, %391, %iterArg_128) : (tensor<80x512x4096x8192xbf16>, tensor<512x4096x8192xbf16>, tensor<i32>) -> tensor<80x512x4096x8192xbf16>
      %468 = func.call @dynamic_update_index_in_dim_4(%iterArg_131, %411, %iterArg_128) : (tensor<80x512x4096x1024xbf16>, tensor<512x4096x1024xbf16>, tensor<i32>) -> tensor<80x512x4096x1024xbf16>
      %469 = func.call @dynamic_update_index_in_dim_4(%iterArg_132, %431, %iterArg_128) : (tensor<80x512x4096x1024xbf16>, tensor<512x4096x1024xbf16>, tensor<i32>) -> tensor<80x512x4096x1024xbf16>
      %470 = func.call @dynamic_update_index_in_dim(%iterArg_133, %iterArg_129, %iterArg_128) : (tensor<80x512x4096x8192xbf16>, tensor<512x4096x8192xbf16>, tensor<i32>) -> tensor<80x512x4096x8192xbf16>
      %c_140 = stablehlo.constant dense<1> : tensor<i32>
      %471 = stablehlo.add %iterArg_128, %c_140 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_116, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %471, %466, %467, %468, %469, %470 : tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>, tensor<i32>, tensor<512x4096x8192xbf16>, tensor<80x512x4096x8192xbf16>, tensor<80x512x4096x1024xbf16>, tensor<80x512x4096x1024xbf16>, tensor<80x512x4096x8192xbf16>
    }
    %42 = stablehlo.convert %41#14 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8192xf32>
    %43 = stablehlo.multiply %42, %42 : tensor<512x4096x8192xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<512x4096xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
    %cst_10 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
    %47 = stablehlo.divide %45, %46 : tensor<512x4096x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
    %49 = stablehlo.add %47, %48 : tensor<512x4096x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<512x4096x1xf32>
    %51 = stablehlo.divide %50, %49 : tensor<512x4096x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<512x4096x1xf32>
    %54 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x8192xf32>
    %55 = stablehlo.multiply %42, %54 : tensor<512x4096x8192xf32>
    %56 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<512x4096x8192xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<512x4096x8192xf32>
    %59 = stablehlo.convert %58 : (tensor<512x4096x8192xf32>) -> tensor<512x4096x8192xbf16>
    %60 = stablehlo.convert %arg11 : (tensor<8192x32000xf32>) -> tensor<8192x32000xbf16>
    %61 = stablehlo.dot_general %59, %60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x32000xbf16>) -> tensor<512x4096x32000xbf16>
    %62 = stablehlo.convert %61 : (tensor<512x4096x32000xbf16>) -> tensor<512x4096x32000xf32>
    %63:3 = call @log_softmax(%62) : (tensor<512x4096x32000xf32>) -> (tensor<512x4096x32000xf32>, tensor<512x4096x32000xf32>, tensor<512x4096x1xf32>)
    %64 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1] : (tensor<512x4096xi32>) -> tensor<512x4096x1xi32>
    %65:2 = call @take_along_axis(%63#0, %64) : (tensor<512x4096x32000xf32>, tensor<512x4096x1xi32>) -> (tensor<512x4096x1xf32>, tensor<512x4096x1x1xi32>)
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65#0 init: %cst_13) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<512x4096x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %67 = stablehlo.divide %66, %cst_14 : tensor<f32>
    %68 = stablehlo.negate %67 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.negate %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %70 = stablehlo.divide %69, %cst_16 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
    %72 = call @take_along_axis_5(%65#1, %71) : (tensor<512x4096x1x1xi32>, tensor<512x4096x1xf32>) -> tensor<512x4096x32000xf32>
    %73 = call @log_softmax_6(%63#1, %63#2, %72) : (tensor<512x4096x32000xf32>, tensor<512x4096x1xf32>, tensor<512x4096x32000xf32>) -> tensor<512x4096x32000xf32>
    %74 = stablehlo.convert %73 : (tensor<512x4096x32000xf32>) -> tensor<512x4096x32000xbf16>
    %75 = stablehlo.dot_general %74, %59, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x32000xbf16>, tensor<512x4096x8192xbf16>) -> tensor<32000x8192xbf16>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<32000x8192xbf16>) -> tensor<8192x32000xbf16>
    %77 = stablehlo.dot_general %74, %60, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x32000xbf16>, tensor<8192x32000xbf16>) -> tensor<512x4096x8192xbf16>
    %78 = stablehlo.convert %76 : (tensor<8192x32000xbf16>) -> tensor<8192x32000xf32>
    %79 = stablehlo.convert %77 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8192xf32>
    %80 = stablehlo.multiply %55, %79 : tensor<512x4096x8192xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %82 = stablehlo.reshape %81 : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
    %83 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<512x4096x8192xf32>
    %84 = stablehlo.multiply %79, %83 : tensor<512x4096x8192xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%82 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8192xf32>, tensor<f32>) -> tensor<8192xf32>
    %86 = stablehlo.multiply %42, %84 : tensor<512x4096x8192xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<512x4096xf32>
    %88 = stablehlo.reshape %87 : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
    %89 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x8192xf32>
    %90 = stablehlo.multiply %84, %89 : tensor<512x4096x8192xf32>
    %91 = stablehlo.multiply %88, %53 : tensor<512x4096x1xf32>
    %cst_20 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
    %93 = stablehlo.divide %91, %92 : tensor<512x4096x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x1xf32>, tensor<f32>) -> tensor<512x4096xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x8192xf32>
    %96 = stablehlo.multiply %42, %95 : tensor<512x4096x8192xf32>
    %97 = stablehlo.multiply %95, %42 : tensor<512x4096x8192xf32>
    %98 = stablehlo.add %90, %97 : tensor<512x4096x8192xf32>
    %99 = stablehlo.add %98, %96 : tensor<512x4096x8192xf32>
    %100 = stablehlo.convert %99 : (tensor<512x4096x8192xf32>) -> tensor<512x4096x8192xbf16>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %110:24 = stablehlo.while(%iterArg = %41#15, %iterArg_116 = %41#16, %iterArg_117 = %41#17, %iterArg_118 = %41#18, %iterArg_119 = %arg1, %iterArg_120 = %arg2, %iterArg_121 = %arg3, %iterArg_122 = %arg4, %iterArg_123 = %arg5, %iterArg_124 = %arg6, %iterArg_125 = %arg7, %iterArg_126 = %arg8, %iterArg_127 = %arg9, %iterArg_128 = %c_31, %iterArg_129 = %100, %iterArg_130 = %101, %iterArg_131 = %102, %iterArg_132 = %103, %iterArg_133 = %104, %iterArg_134 = %105, %iterArg_135 = %106, %iterArg_136 = %107, %iterArg_137 = %108, %iterArg_138 = %109) : tensor<80x512x4096x8192xbf16>, tensor<80x512x4096x1024xbf16>, tensor<80x512x4096x1024xbf16>, tensor<80x512x4096x8192xbf16>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<i32>, tensor<512x4096x8192xbf16>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>
    cond {
      %c_139 = stablehlo.constant dense<80> : tensor<i32>
      %365 = stablehlo.compare LT, %iterArg_128, %c_139, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %365 : tensor<i1>
    } do {
      %c_139 = stablehlo.constant dense<80> : tensor<i32>
      %365 = stablehlo.subtract %c_139, %iterArg_128 : tensor<i32>
      %c_140 = stablehlo.constant dense<1> : tensor<i32>
      %366 = stablehlo.subtract %365, %c_140 : tensor<i32>
      %367 = func.call @dynamic_index_in_dim_7(%iterArg, %366) : (tensor<80x512x4096x8192xbf16>, tensor<i32>) -> tensor<512x4096x8192xbf16>
      %368 = func.call @dynamic_index_in_dim_8(%iterArg_116, %366) : (tensor<80x512x4096x1024xbf16>, tensor<i32>) -> tensor<512x4096x1024xbf16>
      %369 = func.call @dynamic_index_in_dim_8(%iterArg_117, %366) : (tensor<80x512x4096x1024xbf16>, tensor<i32>) -> tensor<512x4096x1024xbf16>
      %370 = func.call @dynamic_index_in_dim_7(%iterArg_118, %366) : (tensor<80x512x4096x8192xbf16>, tensor<i32>) -> tensor<512x4096x8192xbf16>
      %371 = func.call @dynamic_index_in_dim(%iterArg_119, %366) : (tensor<80x8192x8192xf32>, tensor<i32>) -> tensor<8192x8192xf32>
      %372 = func.call @dynamic_index_in_dim_0(%iterArg_120, %366) : (tensor<80x8192x1024xf32>, tensor<i32>) -> tensor<8192x1024xf32>
      %373 = func.call @dynamic_index_in_dim_0(%iterArg_121, %366) : (tensor<80x8192x1024xf32>, tensor<i32>) -> tensor<8192x1024xf32>
      %374 = func.call @dynamic_index_in_dim(%iterArg_122, %366) : (tensor<80x8192x8192xf32>, tensor<i32>) -> tensor<8192x8192xf32>
      %375 = func.call @dynamic_index_in_dim_1(%iterArg_123, %366) : (tensor<80x8192x28672xf32>, tensor<i32>) -> tensor<8192x28672xf32>
      %376 = func.call @dynamic_index_in_dim_1(%iterArg_124, %366) : (tensor<80x8192x28672xf32>, tensor<i32>) -> tensor<8192x28672xf32>
      %377 = func.call @dynamic_index_in_dim_2(%iterArg_125, %366) : (tensor<80x28672x8192xf32>, tensor<i32>) -> tensor<28672x8192xf32>
      %378 = func.call @dynamic_index_in_dim_3(%iterArg_126, %366) : (tensor<80x8192xf32>, tensor<i32>) -> tensor<8192xf32>
      %379 = func.call @dynamic_index_in_dim_3(%iterArg_127, %366) : (tensor<80x8192xf32>, tensor<i32>) -> tensor<8192xf32>
      %380:14 = stablehlo.optimization_barrier %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %iterArg_129 : tensor<512x4096x8192xbf16>, tensor<512x4096x1024xbf16>, tensor<512x4096x1024xbf16>, tensor<512x4096x8192xbf16>, tensor<8192x8192xf32>, tensor<8192x1024xf32>, tensor<8192x1024xf32>, tensor<8192x8192xf32>, tensor<8192x28672xf32>, tensor<8192x28672xf32>, tensor<28672x8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<512x4096x8192xbf16>
      %381 = stablehlo.convert %380#3 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8192xf32>
      %382 = stablehlo.multiply %381, %381 : tensor<512x4096x8192xf32>
      %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %383 = stablehlo.reduce(%382 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<512x4096xf32>
      %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
      %cst_142 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %385 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %386 = stablehlo.divide %384, %385 : tensor<512x4096x1xf32>
      %cst_143 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %387 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %388 = stablehlo.add %386, %387 : tensor<512x4096x1xf32>
      %389 = stablehlo.rsqrt %388 : tensor<512x4096x1xf32>
      %390 = stablehlo.divide %389, %388 : tensor<512x4096x1xf32>
      %cst_144 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %391 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %392 = stablehlo.multiply %391, %390 : tensor<512x4096x1xf32>
      %393 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x8192xf32>
      %394 = stablehlo.multiply %381, %393 : tensor<512x4096x8192xf32>
      %395 = stablehlo.broadcast_in_dim %380#11, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<512x4096x8192xf32>
      %397 = stablehlo.multiply %394, %396 : tensor<512x4096x8192xf32>
      %398 = stablehlo.convert %397 : (tensor<512x4096x8192xf32>) -> tensor<512x4096x8192xbf16>
      %399 = stablehlo.iota dim = 0 : tensor<4096xi32>
      %400 = stablehlo.convert %380#4 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %401 = stablehlo.reshape %380#0 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x64x128xbf16>
      %402 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_145 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %403 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %404 = stablehlo.divide %402, %403 : tensor<64xf32>
      %cst_146 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %405 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %406 = stablehlo.power %405, %404 : tensor<64xf32>
      %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %407 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %408 = stablehlo.divide %407, %406 : tensor<64xf32>
      %409 = stablehlo.broadcast_in_dim %399, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
      %410 = stablehlo.convert %409 : (tensor<4096x1xi32>) -> tensor<4096x1xf32>
      %411 = stablehlo.broadcast_in_dim %408, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %412 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
      %413 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
      %414 = stablehlo.multiply %412, %413 : tensor<4096x64xf32>
      %415 = stablehlo.cosine %414 : tensor<4096x64xf32>
      %416 = stablehlo.broadcast_in_dim %415, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %417 = stablehlo.sine %414 : tensor<4096x64xf32>
      %418 = stablehlo.broadcast_in_dim %417, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %419 = stablehlo.slice %401 [0:512, 0:4096, 0:64, 0:64] : (tensor<512x4096x64x128xbf16>) -> tensor<512x4096x64x64xbf16>
      %420 = stablehlo.convert %419 : (tensor<512x4096x64x64xbf16>) -> tensor<512x4096x64x64xf32>
      %421 = stablehlo.slice %401 [0:512, 0:4096, 0:64, 64:128] : (tensor<512x4096x64x128xbf16>) -> tensor<512x4096x64x64xbf16>
      %422 = stablehlo.convert %421 : (tensor<512x4096x64x64xbf16>) -> tensor<512x4096x64x64xf32>
      %423 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %424 = stablehlo.multiply %420, %423 : tensor<512x4096x64x64xf32>
      %425 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %426 = stablehlo.multiply %422, %425 : tensor<512x4096x64x64xf32>
      %427 = stablehlo.subtract %424, %426 : tensor<512x4096x64x64xf32>
      %428 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %429 = stablehlo.multiply %422, %428 : tensor<512x4096x64x64xf32>
      %430 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %431 = stablehlo.multiply %420, %430 : tensor<512x4096x64x64xf32>
      %432 = stablehlo.add %429, %431 : tensor<512x4096x64x64xf32>
      %433 = stablehlo.concatenate %427, %432, dim = 3 : (tensor<512x4096x64x64xf32>, tensor<512x4096x64x64xf32>) -> tensor<512x4096x64x128xf32>
      %434 = stablehlo.convert %433 : (tensor<512x4096x64x128xf32>) -> tensor<512x4096x64x128xbf16>
      %435 = stablehlo.convert %380#5 : (tensor<8192x1024xf32>) -> tensor<8192x1024xbf16>
      %436 = stablehlo.reshape %380#1 : (tensor<512x4096x1024xbf16>) -> tensor<512x4096x8x128xbf16>
      %437 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_148 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %438 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %439 = stablehlo.divide %437, %438 : tensor<64xf32>
      %cst_149 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %440 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %441 = stablehlo.power %440, %439 : tensor<64xf32>
      %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %442 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %443 = stablehlo.divide %442, %441 : tensor<64xf32>
      %444 = stablehlo.broadcast_in_dim %399, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
      %445 = stablehlo.convert %444 : (tensor<4096x1xi32>) -> tensor<4096x1xf32>
      %446 = stablehlo.broadcast_in_dim %443, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %447 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
      %448 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
      %449 = stablehlo.multiply %447, %448 : tensor<4096x64xf32>
      %450 = stablehlo.cosine %449 : tensor<4096x64xf32>
      %451 = stablehlo.broadcast_in_dim %450, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %452 = stablehlo.sine %449 : tensor<4096x64xf32>
      %453 = stablehlo.broadcast_in_dim %452, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %454 = stablehlo.slice %436 [0:512, 0:4096, 0:8, 0:64] : (tensor<512x4096x8x128xbf16>) -> tensor<512x4096x8x64xbf16>
      %455 = stablehlo.convert %454 : (tensor<512x4096x8x64xbf16>) -> tensor<512x4096x8x64xf32>
      %456 = stablehlo.slice %436 [0:512, 0:4096, 0:8, 64:128] : (tensor<512x4096x8x128xbf16>) -> tensor<512x4096x8x64xbf16>
      %457 = stablehlo.convert %456 : (tensor<512x4096x8x64xbf16>) -> tensor<512x4096x8x64xf32>
      %458 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %459 = stablehlo.multiply %455, %458 : tensor<512x4096x8x64xf32>
      %460 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %461 = stablehlo.multiply %457, %460 : tensor<512x4096x8x64xf32>
      %462 = stablehlo.subtract %459, %461 : tensor<512x4096x8x64xf32>
      %463 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %464 = stablehlo.multiply %457, %463 : tensor<512x4096x8x64xf32>
      %465 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %466 = stablehlo.multiply %455, %465 : tensor<512x4096x8x64xf32>
      %467 = stablehlo.add %464, %466 : tensor<512x4096x8x64xf32>
      %468 = stablehlo.concatenate %462, %467, dim = 3 : (tensor<512x4096x8x64xf32>, tensor<512x4096x8x64xf32>) -> tensor<512x4096x8x128xf32>
      %469 = stablehlo.convert %468 : (tensor<512x4096x8x128xf32>) -> tensor<512x4096x8x128xbf16>
      %470 = stablehlo.convert %380#6 : (tensor<8192x1024xf32>) -> tensor<8192x1024xbf16>
      %471 = stablehlo.reshape %380#2 : (tensor<512x4096x1024xbf16>) -> tensor<512x4096x8x128xbf16>
      %472 = stablehlo.reshape %434 : (tensor<512x4096x64x128xbf16>) -> tensor<512x4096x8x8x128xbf16>
      %473 = stablehlo.transpose %472, dims = [0, 2, 3, 1, 4] : (tensor<512x4096x8x8x128xbf16>) -> tensor<512x8x8x4096x128xbf16>
      %474 = stablehlo.transpose %469, dims = [0, 2, 1, 3] : (tensor<512x4096x8x128xbf16>) -> tensor<512x8x4096x128xbf16>
      %475 = stablehlo.transpose %471, dims = [0, 2, 1, 3] : (tensor<512x4096x8x128xbf16>) -> tensor<512x8x4096x128xbf16>
      %476:2 = stablehlo.composite "flash_attention.forward" %473, %474, %475 {decomposition = @flash_attention.forward} : (tensor<512x8x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>) -> (tensor<512x8x8x4096x128xbf16>, tensor<512x8x8x4096xf32>)
      %477 = stablehlo.transpose %476#0, dims = [0, 3, 1, 2, 4] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x4096x8x8x128xbf16>
      %478 = stablehlo.reshape %477 : (tensor<512x4096x8x8x128xbf16>) -> tensor<512x4096x8192xbf16>
      %479 = stablehlo.convert %380#7 : (tensor<8192x8192xf32>) -> tensor<8192x8192xbf16>
      %480 = stablehlo.dot_general %478, %479, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<512x4096x8192xbf16>
      %481 = stablehlo.add %380#3, %480 : tensor<512x4096x8192xbf16>
      %482 = stablehlo.convert %481 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8192xf32>
      %483 = stablehlo.multiply %482, %482 : tensor<512x4096x8192xf32>
      %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %484 = stablehlo.reduce(%483 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<512x4096xf32>
      %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
      %cst_152 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %486 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %487 = stablehlo.divide %485, %486 : tensor<512x4096x1xf32>
      %cst_153 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %488 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %489 = stablehlo.add %487, %488 : tensor<512x4096x1xf32>
      %490 = stablehlo.rsqrt %489 : tensor<512x4096x1xf32>
      %491 = stablehlo.divide %490, %489 : tensor<512x4096x1xf32>
      %cst_154 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %492 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %493 = stablehlo.multiply %492, %491 : tensor<512x4096x1xf32>
      %494 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x8192xf32>
      %495 = stablehlo.multiply %482, %494 : tensor<512x4096x8192xf32>
      %496 = stablehlo.broadcast_in_dim %380#12, dims = [2] : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<512x4096x8192xf32>
      %498 = stablehlo.multiply %495, %497 : tensor<512x4096x8192xf32>
      %499 = stablehlo.convert %498 : (tensor<512x4096x8192xf32>) -> tensor<512x4096x8192xbf16>
      %500 = stablehlo.convert %380#8 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
      %501 = stablehlo.dot_general %499, %500, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<512x4096x28672xbf16>
      %502:3 = func.call @silu_9(%501) : (tensor<512x4096x28672xbf16>) -> (tensor<512x4096x28672xbf16>, tensor<512x4096x28672xbf16>, tensor<512x4096x28672xbf16>)
      %503 = stablehlo.convert %380#9 : (tensor<8192x28672xf32>) -> tensor<8192x28672xbf16>
      %504 = stablehlo.dot_general %499, %503, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x28672xbf16>) -> tensor<512x4096x28672xbf16>
      %505 = stablehlo.multiply %502#0, %504 : tensor<512x4096x28672xbf16>
      %506 = stablehlo.convert %380#10 : (tensor<28672x8192xf32>) -> tensor<28672x8192xbf16>
      %507 = stablehlo.dot_general %380#13, %505, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<512x4096x28672xbf16>) -> tensor<8192x28672xbf16>
      %508 = stablehlo.transpose %507, dims = [1, 0] : (tensor<8192x28672xbf16>) -> tensor<28672x8192xbf16>
      %509 = stablehlo.dot_general %380#13, %506, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<28672x8192xbf16>) -> tensor<512x4096x28672xbf16>
      %510 = stablehlo.convert %508 : (tensor<28672x8192xbf16>) -> tensor<28672x8192xf32>
      %511 = stablehlo.multiply %502#0, %509 : tensor<512x4096x28672xbf16>
      %512 = stablehlo.multiply %509, %504 : tensor<512x4096x28672xbf16>
      %513 = stablehlo.dot_general %511, %499, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x28672xbf16>, tensor<512x4096x8192xbf16>) -> tensor<28672x8192xbf16>
      %514 = stablehlo.transpose %513, dims = [1, 0] : (tensor<28672x8192xbf16>) -> tensor<8192x28672xbf16>
      %515 = stablehlo.dot_general %511, %503, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x28672xbf16>, tensor<8192x28672xbf16>) -> tensor<512x4096x8192xbf16>
      %516 = stablehlo.convert %514 : (tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
      %517 = func.call @silu_10(%502#1, %501, %502#2, %512) : (tensor<512x4096x28672xbf16>, tensor<512x4096x28672xbf16>, tensor<512x4096x28672xbf16>, tensor<512x4096x28672xbf16>) -> tensor<512x4096x28672xbf16>
      %518 = stablehlo.dot_general %517, %499, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x28672xbf16>, tensor<512x4096x8192xbf16>) -> tensor<28672x8192xbf16>
      %519 = stablehlo.transpose %518, dims = [1, 0] : (tensor<28672x8192xbf16>) -> tensor<8192x28672xbf16>
      %520 = stablehlo.dot_general %517, %500, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x28672xbf16>, tensor<8192x28672xbf16>) -> tensor<512x4096x8192xbf16>
      %521 = stablehlo.add %515, %520 : tensor<512x4096x8192xbf16>
      %522 = stablehlo.convert %519 : (tensor<8192x28672xbf16>) -> tensor<8192x28672xf32>
      %523 = stablehlo.convert %521 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8192xf32>
      %524 = stablehlo.multiply %495, %523 : tensor<512x4096x8192xf32>
      %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %525 = stablehlo.reduce(%524 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<8192xf32>
      %526 = stablehlo.reshape %525 : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %527 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<512x4096x8192xf32>
      %528 = stablehlo.multiply %523, %527 : tensor<512x4096x8192xf32>
      %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %529 = stablehlo.reduce(%526 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8192xf32>, tensor<f32>) -> tensor<8192xf32>
      %530 = stablehlo.multiply %482, %528 : tensor<512x4096x8192xf32>
      %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %531 = stablehlo.reduce(%530 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<512x4096xf32>
      %532 = stablehlo.reshape %531 : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
      %533 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x8192xf32>
      %534 = stablehlo.multiply %528, %533 : tensor<512x4096x8192xf32>
      %535 = stablehlo.multiply %532, %493 : tensor<512x4096x1xf32>
      %cst_158 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %536 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %537 = stablehlo.divide %535, %536 : tensor<512x4096x1xf32>
      %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %538 = stablehlo.reduce(%537 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x1xf32>, tensor<f32>) -> tensor<512x4096xf32>
      %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x8192xf32>
      %540 = stablehlo.multiply %482, %539 : tensor<512x4096x8192xf32>
      %541 = stablehlo.add %534, %540 : tensor<512x4096x8192xf32>
      %542 = stablehlo.multiply %539, %482 : tensor<512x4096x8192xf32>
      %543 = stablehlo.add %541, %542 : tensor<512x4096x8192xf32>
      %544 = stablehlo.convert %543 : (tensor<512x4096x8192xf32>) -> tensor<512x4096x8192xbf16>
      %545 = stablehlo.add %380#13, %544 : tensor<512x4096x8192xbf16>
      %546 = stablehlo.dot_general %545, %478, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<512x4096x8192xbf16>) -> tensor<8192x8192xbf16>
      %547 = stablehlo.transpose %546, dims = [1, 0] : (tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
      %548 = stablehlo.dot_general %545, %479, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<512x4096x8192xbf16>
      %549 = stablehlo.convert %547 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
      %550 = stablehlo.reshape %548 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8x8x128xbf16>
      %551 = stablehlo.transpose %550, dims = [0, 2, 3, 1, 4] : (tensor<512x4096x8x8x128xbf16>) -> tensor<512x8x8x4096x128xbf16>
      %552:3 = stablehlo.composite "flash_attention.backward" %473, %474, %475, %476#0, %476#1, %551 {decomposition = @flash_attention.backward} : (tensor<512x8x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>, tensor<512x8x8x4096x128xbf16>, tensor<512x8x8x4096xf32>, tensor<512x8x8x4096x128xbf16>) -> (tensor<512x8x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>)
      %553 = stablehlo.transpose %552#2, dims = [0, 2, 1, 3] : (tensor<512x8x4096x128xbf16>) -> tensor<512x4096x8x128xbf16>
      %554 = stablehlo.transpose %552#1, dims = [0, 2, 1, 3] : (tensor<512x8x4096x128xbf16>) -> tensor<512x4096x8x128xbf16>
      %555 = stablehlo.transpose %552#0, dims = [0, 3, 1, 2, 4] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x4096x8x8x128xbf16>
      %556 = stablehlo.reshape %555 : (tensor<512x4096x8x8x128xbf16>) -> tensor<512x4096x64x128xbf16>
      %557 = stablehlo.reshape %553 : (tensor<512x4096x8x128xbf16>) -> tensor<512x4096x1024xbf16>
      %558 = stablehlo.dot_general %557, %398, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x1024xbf16>, tensor<512x4096x8192xbf16>) -> tensor<1024x8192xbf16>
      %559 = stablehlo.transpose %558, dims = [1, 0] : (tensor<1024x8192xbf16>) -> tensor<8192x1024xbf16>
      %560 = stablehlo.dot_general %557, %470, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x1024xbf16>, tensor<8192x1024xbf16>) -> tensor<512x4096x8192xbf16>
      %561 = stablehlo.convert %559 : (tensor<8192x1024xbf16>) -> tensor<8192x1024xf32>
      %562 = stablehlo.convert %554 : (tensor<512x4096x8x128xbf16>) -> tensor<512x4096x8x128xf32>
      %563 = stablehlo.slice %562 [0:512, 0:4096, 0:8, 0:64] : (tensor<512x4096x8x128xf32>) -> tensor<512x4096x8x64xf32>
      %564 = stablehlo.slice %562 [0:512, 0:4096, 0:8, 64:128] : (tensor<512x4096x8x128xf32>) -> tensor<512x4096x8x64xf32>
      %565 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %566 = stablehlo.multiply %564, %565 : tensor<512x4096x8x64xf32>
      %567 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %568 = stablehlo.multiply %564, %567 : tensor<512x4096x8x64xf32>
      %569 = stablehlo.negate %563 : tensor<512x4096x8x64xf32>
      %570 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %571 = stablehlo.multiply %569, %570 : tensor<512x4096x8x64xf32>
      %572 = stablehlo.add %568, %571 : tensor<512x4096x8x64xf32>
      %573 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x8x64xf32>
      %574 = stablehlo.multiply %563, %573 : tensor<512x4096x8x64xf32>
      %575 = stablehlo.add %566, %574 : tensor<512x4096x8x64xf32>
      %576 = stablehlo.convert %572 : (tensor<512x4096x8x64xf32>) -> tensor<512x4096x8x64xbf16>
      %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %577 = stablehlo.pad %576, %cst_160, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<512x4096x8x64xbf16>, tensor<bf16>) -> tensor<512x4096x8x128xbf16>
      %578 = stablehlo.convert %575 : (tensor<512x4096x8x64xf32>) -> tensor<512x4096x8x64xbf16>
      %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %579 = stablehlo.pad %578, %cst_161, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<512x4096x8x64xbf16>, tensor<bf16>) -> tensor<512x4096x8x128xbf16>
      %580 = stablehlo.add %577, %579 : tensor<512x4096x8x128xbf16>
      %581 = stablehlo.reshape %580 : (tensor<512x4096x8x128xbf16>) -> tensor<512x4096x1024xbf16>
      %582 = stablehlo.dot_general %581, %398, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x1024xbf16>, tensor<512x4096x8192xbf16>) -> tensor<1024x8192xbf16>
      %583 = stablehlo.transpose %582, dims = [1, 0] : (tensor<1024x8192xbf16>) -> tensor<8192x1024xbf16>
      %584 = stablehlo.dot_general %581, %435, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x1024xbf16>, tensor<8192x1024xbf16>) -> tensor<512x4096x8192xbf16>
      %585 = stablehlo.add %560, %584 : tensor<512x4096x8192xbf16>
      %586 = stablehlo.convert %583 : (tensor<8192x1024xbf16>) -> tensor<8192x1024xf32>
      %587 = stablehlo.convert %556 : (tensor<512x4096x64x128xbf16>) -> tensor<512x4096x64x128xf32>
      %588 = stablehlo.slice %587 [0:512, 0:4096, 0:64, 0:64] : (tensor<512x4096x64x128xf32>) -> tensor<512x4096x64x64xf32>
      %589 = stablehlo.slice %587 [0:512, 0:4096, 0:64, 64:128] : (tensor<512x4096x64x128xf32>) -> tensor<512x4096x64x64xf32>
      %590 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %591 = stablehlo.multiply %589, %590 : tensor<512x4096x64x64xf32>
      %592 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %593 = stablehlo.multiply %589, %592 : tensor<512x4096x64x64xf32>
      %594 = stablehlo.negate %588 : tensor<512x4096x64x64xf32>
      %595 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %596 = stablehlo.multiply %594, %595 : tensor<512x4096x64x64xf32>
      %597 = stablehlo.add %593, %596 : tensor<512x4096x64x64xf32>
      %598 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<512x4096x64x64xf32>
      %599 = stablehlo.multiply %588, %598 : tensor<512x4096x64x64xf32>
      %600 = stablehlo.add %591, %599 : tensor<512x4096x64x64xf32>
      %601 = stablehlo.convert %597 : (tensor<512x4096x64x64xf32>) -> tensor<512x4096x64x64xbf16>
      %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %602 = stablehlo.pad %601, %cst_162, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<512x4096x64x64xbf16>, tensor<bf16>) -> tensor<512x4096x64x128xbf16>
      %603 = stablehlo.convert %600 : (tensor<512x4096x64x64xf32>) -> tensor<512x4096x64x64xbf16>
      %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %604 = stablehlo.pad %603, %cst_163, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<512x4096x64x64xbf16>, tensor<bf16>) -> tensor<512x4096x64x128xbf16>
      %605 = stablehlo.add %602, %604 : tensor<512x4096x64x128xbf16>
      %606 = stablehlo.reshape %605 : (tensor<512x4096x64x128xbf16>) -> tensor<512x4096x8192xbf16>
      %607 = stablehlo.dot_general %606, %398, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<512x4096x8192xbf16>) -> tensor<8192x8192xbf16>
      %608 = stablehlo.transpose %607, dims = [1, 0] : (tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
      %609 = stablehlo.dot_general %606, %400, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<512x4096x8192xbf16>
      %610 = stablehlo.add %585, %609 : tensor<512x4096x8192xbf16>
      %611 = stablehlo.convert %608 : (tensor<8192x8192xbf16>) -> tensor<8192x8192xf32>
      %612 = stablehlo.convert %610 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8192xf32>
      %613 = stablehlo.multiply %394, %612 : tensor<512x4096x8192xf32>
      %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %614 = stablehlo.reduce(%613 init: %cst_164) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<8192xf32>
      %615 = stablehlo.reshape %614 : (tensor<8192xf32>) -> tensor<1x1x8192xf32>
      %616 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<1x1x8192xf32>) -> tensor<512x4096x8192xf32>
      %617 = stablehlo.multiply %612, %616 : tensor<512x4096x8192xf32>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %618 = stablehlo.reduce(%615 init: %cst_165) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8192xf32>, tensor<f32>) -> tensor<8192xf32>
      %619 = stablehlo.multiply %381, %617 : tensor<512x4096x8192xf32>
      %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %620 = stablehlo.reduce(%619 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x8192xf32>, tensor<f32>) -> tensor<512x4096xf32>
      %621 = stablehlo.reshape %620 : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
      %622 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x8192xf32>
      %623 = stablehlo.multiply %617, %622 : tensor<512x4096x8192xf32>
      %624 = stablehlo.multiply %621, %392 : tensor<512x4096x1xf32>
      %cst_167 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
      %626 = stablehlo.divide %624, %625 : tensor<512x4096x1xf32>
      %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %627 = stablehlo.reduce(%626 init: %cst_168) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x1xf32>, tensor<f32>) -> tensor<512x4096xf32>
      %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x8192xf32>
      %629 = stablehlo.multiply %381, %628 : tensor<512x4096x8192xf32>
      %630 = stablehlo.add %623, %629 : tensor<512x4096x8192xf32>
      %631 = stablehlo.multiply %628, %381 : tensor<512x4096x8192xf32>
      %632 = stablehlo.add %630, %631 : tensor<512x4096x8192xf32>
      %633 = stablehlo.convert %632 : (tensor<512x4096x8192xf32>) -> tensor<512x4096x8192xbf16>
      %634 = stablehlo.add %545, %633 : tensor<512x4096x8192xbf16>
      %635 = func.call @dynamic_update_index_in_dim_11(%iterArg_130, %611, %366) : (tensor<80x8192x8192xf32>, tensor<8192x8192xf32>, tensor<i32>) -> tensor<80x8192x8192xf32>
      %636 = func.call @dynamic_update_index_in_dim_12(%iterArg_131, %586, %366) : (tensor<80x8192x1024xf32>, tensor<8192x1024xf32>, tensor<i32>) -> tensor<80x8192x1024xf32>
      %637 = func.call @dynamic_update_index_in_dim_12(%iterArg_132, %561, %366) : (tensor<80x8192x1024xf32>, tensor<8192x1024xf32>, tensor<i32>) -> tensor<80x8192x1024xf32>
      %638 = func.call @dynamic_update_index_in_dim_11(%iterArg_133, %549, %366) : (tensor<80x8192x8192xf32>, tensor<8192x8192xf32>, tensor<i32>) -> tensor<80x8192x8192xf32>
      %639 = func.call @dynamic_update_index_in_dim_13(%iterArg_134, %522, %366) : (tensor<80x8192x28672xf32>, tensor<8192x28672xf32>, tensor<i32>) -> tensor<80x8192x28672xf32>
      %640 = func.call @dynamic_update_index_in_dim_13(%iterArg_135, %516, %366) : (tensor<80x8192x28672xf32>, tensor<8192x28672xf32>, tensor<i32>) -> tensor<80x8192x28672xf32>
      %641 = func.call @dynamic_update_index_in_dim_14(%iterArg_136, %510, %366) : (tensor<80x28672x8192xf32>, tensor<28672x8192xf32>, tensor<i32>) -> tensor<80x28672x8192xf32>
      %642 = func.call @dynamic_update_index_in_dim_15(%iterArg_137, %618, %366) : (tensor<80x8192xf32>, tensor<8192xf32>, tensor<i32>) -> tensor<80x8192xf32>
      %643 = func.call @dynamic_update_index_in_dim_15(%iterArg_138, %529, %366) : (tensor<80x8192xf32>, tensor<8192xf32>, tensor<i32>) -> tensor<80x8192xf32>
      %c_169 = stablehlo.constant dense<1> : tensor<i32>
      %644 = stablehlo.add %iterArg_128, %c_169 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_116, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %644, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643 : tensor<80x512x4096x8192xbf16>, tensor<80x512x4096x1024xbf16>, tensor<80x512x4096x1024xbf16>, tensor<80x512x4096x8192xbf16>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<i32>, tensor<512x4096x8192xbf16>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>
    }
    %111 = stablehlo.convert %110#14 : (tensor<512x4096x8192xbf16>) -> tensor<512x4096x8192xf32>
    %112 = call @_take_16(%0#1, %111) : (tensor<512x4096x1xi32>, tensor<512x4096x8192xf32>) -> tensor<32000x8192xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %114 = stablehlo.multiply %113, %arg12 : tensor<32000x8192xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %116 = stablehlo.multiply %115, %112 : tensor<32000x8192xf32>
    %117 = stablehlo.add %114, %116 : tensor<32000x8192xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %119 = stablehlo.multiply %118, %arg13 : tensor<80x8192x8192xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %121 = stablehlo.multiply %120, %110#15 : tensor<80x8192x8192xf32>
    %122 = stablehlo.add %119, %121 : tensor<80x8192x8192xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %124 = stablehlo.multiply %123, %arg14 : tensor<80x8192x1024xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %126 = stablehlo.multiply %125, %110#16 : tensor<80x8192x1024xf32>
    %127 = stablehlo.add %124, %126 : tensor<80x8192x1024xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %129 = stablehlo.multiply %128, %arg15 : tensor<80x8192x1024xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %131 = stablehlo.multiply %130, %110#17 : tensor<80x8192x1024xf32>
    %132 = stablehlo.add %129, %131 : tensor<80x8192x1024xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %134 = stablehlo.multiply %133, %arg16 : tensor<80x8192x8192xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %136 = stablehlo.multiply %135, %110#18 : tensor<80x8192x8192xf32>
    %137 = stablehlo.add %134, %136 : tensor<80x8192x8192xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %139 = stablehlo.multiply %138, %arg17 : tensor<80x8192x28672xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %141 = stablehlo.multiply %140, %110#19 : tensor<80x8192x28672xf32>
    %142 = stablehlo.add %139, %141 : tensor<80x8192x28672xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %144 = stablehlo.multiply %143, %arg18 : tensor<80x8192x28672xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %146 = stablehlo.multiply %145, %110#20 : tensor<80x8192x28672xf32>
    %147 = stablehlo.add %144, %146 : tensor<80x8192x28672xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %149 = stablehlo.multiply %148, %arg19 : tensor<80x28672x8192xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %151 = stablehlo.multiply %150, %110#21 : tensor<80x28672x8192xf32>
    %152 = stablehlo.add %149, %151 : tensor<80x28672x8192xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %154 = stablehlo.multiply %153, %arg20 : tensor<80x8192xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %156 = stablehlo.multiply %155, %110#22 : tensor<80x8192xf32>
    %157 = stablehlo.add %154, %156 : tensor<80x8192xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %159 = stablehlo.multiply %158, %arg21 : tensor<80x8192xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %161 = stablehlo.multiply %160, %110#23 : tensor<80x8192xf32>
    %162 = stablehlo.add %159, %161 : tensor<80x8192xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %164 = stablehlo.multiply %163, %arg22 : tensor<8192xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %166 = stablehlo.multiply %165, %85 : tensor<8192xf32>
    %167 = stablehlo.add %164, %166 : tensor<8192xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %169 = stablehlo.multiply %168, %arg23 : tensor<8192x32000xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %171 = stablehlo.multiply %170, %78 : tensor<8192x32000xf32>
    %172 = stablehlo.add %169, %171 : tensor<8192x32000xf32>
    %cst_56 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %174 = stablehlo.multiply %173, %arg24 : tensor<32000x8192xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %176 = stablehlo.multiply %175, %112 : tensor<32000x8192xf32>
    %177 = stablehlo.multiply %176, %112 : tensor<32000x8192xf32>
    %178 = stablehlo.add %174, %177 : tensor<32000x8192xf32>
    %cst_58 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %180 = stablehlo.multiply %179, %arg25 : tensor<80x8192x8192xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %182 = stablehlo.multiply %181, %110#15 : tensor<80x8192x8192xf32>
    %183 = stablehlo.multiply %182, %110#15 : tensor<80x8192x8192xf32>
    %184 = stablehlo.add %180, %183 : tensor<80x8192x8192xf32>
    %cst_60 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %186 = stablehlo.multiply %185, %arg26 : tensor<80x8192x1024xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %188 = stablehlo.multiply %187, %110#16 : tensor<80x8192x1024xf32>
    %189 = stablehlo.multiply %188, %110#16 : tensor<80x8192x1024xf32>
    %190 = stablehlo.add %186, %189 : tensor<80x8192x1024xf32>
    %cst_62 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %192 = stablehlo.multiply %191, %arg27 : tensor<80x8192x1024xf32>
    %cst_63 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %194 = stablehlo.multiply %193, %110#17 : tensor<80x8192x1024xf32>
    %195 = stablehlo.multiply %194, %110#17 : tensor<80x8192x1024xf32>
    %196 = stablehlo.add %192, %195 : tensor<80x8192x1024xf32>
    %cst_64 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %198 = stablehlo.multiply %197, %arg28 : tensor<80x8192x8192xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %200 = stablehlo.multiply %199, %110#18 : tensor<80x8192x8192xf32>
    %201 = stablehlo.multiply %200, %110#18 : tensor<80x8192x8192xf32>
    %202 = stablehlo.add %198, %201 : tensor<80x8192x8192xf32>
    %cst_66 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %204 = stablehlo.multiply %203, %arg29 : tensor<80x8192x28672xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %206 = stablehlo.multiply %205, %110#19 : tensor<80x8192x28672xf32>
    %207 = stablehlo.multiply %206, %110#19 : tensor<80x8192x28672xf32>
    %208 = stablehlo.add %204, %207 : tensor<80x8192x28672xf32>
    %cst_68 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %210 = stablehlo.multiply %209, %arg30 : tensor<80x8192x28672xf32>
    %cst_69 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %212 = stablehlo.multiply %211, %110#20 : tensor<80x8192x28672xf32>
    %213 = stablehlo.multiply %212, %110#20 : tensor<80x8192x28672xf32>
    %214 = stablehlo.add %210, %213 : tensor<80x8192x28672xf32>
    %cst_70 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %216 = stablehlo.multiply %215, %arg31 : tensor<80x28672x8192xf32>
    %cst_71 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %218 = stablehlo.multiply %217, %110#21 : tensor<80x28672x8192xf32>
    %219 = stablehlo.multiply %218, %110#21 : tensor<80x28672x8192xf32>
    %220 = stablehlo.add %216, %219 : tensor<80x28672x8192xf32>
    %cst_72 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %222 = stablehlo.multiply %221, %arg32 : tensor<80x8192xf32>
    %cst_73 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %224 = stablehlo.multiply %223, %110#22 : tensor<80x8192xf32>
    %225 = stablehlo.multiply %224, %110#22 : tensor<80x8192xf32>
    %226 = stablehlo.add %222, %225 : tensor<80x8192xf32>
    %cst_74 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %228 = stablehlo.multiply %227, %arg33 : tensor<80x8192xf32>
    %cst_75 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %230 = stablehlo.multiply %229, %110#23 : tensor<80x8192xf32>
    %231 = stablehlo.multiply %230, %110#23 : tensor<80x8192xf32>
    %232 = stablehlo.add %228, %231 : tensor<80x8192xf32>
    %cst_76 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %234 = stablehlo.multiply %233, %arg34 : tensor<8192xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %236 = stablehlo.multiply %235, %85 : tensor<8192xf32>
    %237 = stablehlo.multiply %236, %85 : tensor<8192xf32>
    %238 = stablehlo.add %234, %237 : tensor<8192xf32>
    %cst_78 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %240 = stablehlo.multiply %239, %arg35 : tensor<8192x32000xf32>
    %cst_79 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %242 = stablehlo.multiply %241, %78 : tensor<8192x32000xf32>
    %243 = stablehlo.multiply %242, %78 : tensor<8192x32000xf32>
    %244 = stablehlo.add %240, %243 : tensor<8192x32000xf32>
    %245 = stablehlo.sqrt %178 : tensor<32000x8192xf32>
    %cst_80 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %247 = stablehlo.add %245, %246 : tensor<32000x8192xf32>
    %248 = stablehlo.divide %117, %247 : tensor<32000x8192xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %250 = stablehlo.multiply %249, %arg0 : tensor<32000x8192xf32>
    %251 = stablehlo.add %248, %250 : tensor<32000x8192xf32>
    %cst_82 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<32000x8192xf32>
    %254 = stablehlo.subtract %arg0, %253 : tensor<32000x8192xf32>
    %255 = stablehlo.sqrt %184 : tensor<80x8192x8192xf32>
    %cst_83 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %257 = stablehlo.add %255, %256 : tensor<80x8192x8192xf32>
    %258 = stablehlo.divide %122, %257 : tensor<80x8192x8192xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %260 = stablehlo.multiply %259, %arg1 : tensor<80x8192x8192xf32>
    %261 = stablehlo.add %258, %260 : tensor<80x8192x8192xf32>
    %cst_85 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<80x8192x8192xf32>
    %264 = stablehlo.subtract %arg1, %263 : tensor<80x8192x8192xf32>
    %265 = stablehlo.sqrt %190 : tensor<80x8192x1024xf32>
    %cst_86 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %267 = stablehlo.add %265, %266 : tensor<80x8192x1024xf32>
    %268 = stablehlo.divide %127, %267 : tensor<80x8192x1024xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %270 = stablehlo.multiply %269, %arg2 : tensor<80x8192x1024xf32>
    %271 = stablehlo.add %268, %270 : tensor<80x8192x1024xf32>
    %cst_88 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<80x8192x1024xf32>
    %274 = stablehlo.subtract %arg2, %273 : tensor<80x8192x1024xf32>
    %275 = stablehlo.sqrt %196 : tensor<80x8192x1024xf32>
    %cst_89 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %277 = stablehlo.add %275, %276 : tensor<80x8192x1024xf32>
    %278 = stablehlo.divide %132, %277 : tensor<80x8192x1024xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %280 = stablehlo.multiply %279, %arg3 : tensor<80x8192x1024xf32>
    %281 = stablehlo.add %278, %280 : tensor<80x8192x1024xf32>
    %cst_91 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<80x8192x1024xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<80x8192x1024xf32>
    %284 = stablehlo.subtract %arg3, %283 : tensor<80x8192x1024xf32>
    %285 = stablehlo.sqrt %202 : tensor<80x8192x8192xf32>
    %cst_92 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %287 = stablehlo.add %285, %286 : tensor<80x8192x8192xf32>
    %288 = stablehlo.divide %137, %287 : tensor<80x8192x8192xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %290 = stablehlo.multiply %289, %arg4 : tensor<80x8192x8192xf32>
    %291 = stablehlo.add %288, %290 : tensor<80x8192x8192xf32>
    %cst_94 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<80x8192x8192xf32>
    %293 = stablehlo.multiply %292, %291 : tensor<80x8192x8192xf32>
    %294 = stablehlo.subtract %arg4, %293 : tensor<80x8192x8192xf32>
    %295 = stablehlo.sqrt %208 : tensor<80x8192x28672xf32>
    %cst_95 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %297 = stablehlo.add %295, %296 : tensor<80x8192x28672xf32>
    %298 = stablehlo.divide %142, %297 : tensor<80x8192x28672xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %300 = stablehlo.multiply %299, %arg5 : tensor<80x8192x28672xf32>
    %301 = stablehlo.add %298, %300 : tensor<80x8192x28672xf32>
    %cst_97 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<80x8192x28672xf32>
    %304 = stablehlo.subtract %arg5, %303 : tensor<80x8192x28672xf32>
    %305 = stablehlo.sqrt %214 : tensor<80x8192x28672xf32>
    %cst_98 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %307 = stablehlo.add %305, %306 : tensor<80x8192x28672xf32>
    %308 = stablehlo.divide %147, %307 : tensor<80x8192x28672xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %310 = stablehlo.multiply %309, %arg6 : tensor<80x8192x28672xf32>
    %311 = stablehlo.add %308, %310 : tensor<80x8192x28672xf32>
    %cst_100 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<80x8192x28672xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<80x8192x28672xf32>
    %314 = stablehlo.subtract %arg6, %313 : tensor<80x8192x28672xf32>
    %315 = stablehlo.sqrt %220 : tensor<80x28672x8192xf32>
    %cst_101 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %317 = stablehlo.add %315, %316 : tensor<80x28672x8192xf32>
    %318 = stablehlo.divide %152, %317 : tensor<80x28672x8192xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %320 = stablehlo.multiply %319, %arg7 : tensor<80x28672x8192xf32>
    %321 = stablehlo.add %318, %320 : tensor<80x28672x8192xf32>
    %cst_103 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<80x28672x8192xf32>
    %323 = stablehlo.multiply %322, %321 : tensor<80x28672x8192xf32>
    %324 = stablehlo.subtract %arg7, %323 : tensor<80x28672x8192xf32>
    %325 = stablehlo.sqrt %226 : tensor<80x8192xf32>
    %cst_104 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %327 = stablehlo.add %325, %326 : tensor<80x8192xf32>
    %328 = stablehlo.divide %157, %327 : tensor<80x8192xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %330 = stablehlo.multiply %329, %arg8 : tensor<80x8192xf32>
    %331 = stablehlo.add %328, %330 : tensor<80x8192xf32>
    %cst_106 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %333 = stablehlo.multiply %332, %331 : tensor<80x8192xf32>
    %334 = stablehlo.subtract %arg8, %333 : tensor<80x8192xf32>
    %335 = stablehlo.sqrt %232 : tensor<80x8192xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %337 = stablehlo.add %335, %336 : tensor<80x8192xf32>
    %338 = stablehlo.divide %162, %337 : tensor<80x8192xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %340 = stablehlo.multiply %339, %arg9 : tensor<80x8192xf32>
    %341 = stablehlo.add %338, %340 : tensor<80x8192xf32>
    %cst_109 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<80x8192xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<80x8192xf32>
    %344 = stablehlo.subtract %arg9, %343 : tensor<80x8192xf32>
    %345 = stablehlo.sqrt %238 : tensor<8192xf32>
    %cst_110 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %347 = stablehlo.add %345, %346 : tensor<8192xf32>
    %348 = stablehlo.divide %167, %347 : tensor<8192xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %350 = stablehlo.multiply %349, %arg10 : tensor<8192xf32>
    %351 = stablehlo.add %348, %350 : tensor<8192xf32>
    %cst_112 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %353 = stablehlo.multiply %352, %351 : tensor<8192xf32>
    %354 = stablehlo.subtract %arg10, %353 : tensor<8192xf32>
    %355 = stablehlo.sqrt %244 : tensor<8192x32000xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %357 = stablehlo.add %355, %356 : tensor<8192x32000xf32>
    %358 = stablehlo.divide %172, %357 : tensor<8192x32000xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %360 = stablehlo.multiply %359, %arg11 : tensor<8192x32000xf32>
    %361 = stablehlo.add %358, %360 : tensor<8192x32000xf32>
    %cst_115 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8192x32000xf32>
    %363 = stablehlo.multiply %362, %361 : tensor<8192x32000xf32>
    %364 = stablehlo.subtract %arg11, %363 : tensor<8192x32000xf32>
    return %254, %264, %274, %284, %294, %304, %314, %324, %334, %344, %354, %364, %117, %122, %127, %132, %137, %142, %147, %152, %157, %162, %167, %172, %178, %184, %190, %196, %202, %208, %214, %220, %226, %232, %238, %244, %68 : tensor<32000x8192xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<32000x8192xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<32000x8192xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x1024xf32>, tensor<80x8192x8192xf32>, tensor<80x8192x28672xf32>, tensor<80x8192x28672xf32>, tensor<80x28672x8192xf32>, tensor<80x8192xf32>, tensor<80x8192xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<32000x8192xf32>, %arg1: tensor<512x4096xi32>) -> (tensor<512x4096x8192xf32>, tensor<512x4096x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x4096xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<512x4096xi32>, tensor<512x4096xi32>) -> tensor<512x4096xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x4096xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<512x4096xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<512x4096xi1>, tensor<512x4096xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<512x4096xi32>) -> tensor<512x4096x1xi32>
    %c_1 = stablehlo.constant dense<31999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512x4096x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<512x4096x1xi32>, tensor<512x4096x1xi32>) -> tensor<512x4096x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<512x4096x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<512x4096x1xi32>, tensor<512x4096x1xi32>) -> tensor<512x4096x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<512x4096x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<512x4096x1xi1>, tensor<i1>) -> tensor<512x4096xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8192>}> : (tensor<32000x8192xf32>, tensor<512x4096x1xi32>) -> tensor<512x4096x8192xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<512x4096xi1>) -> tensor<512x4096x8192xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x4096x8192xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<512x4096x8192xi1>, tensor<512x4096x8192xf32>
    return %16, %5 : tensor<512x4096x8192xf32>, tensor<512x4096x1xi32>
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
  func.func private @flash_attention.forward(%arg0: tensor<512x8x8x4096x128xbf16>, %arg1: tensor<512x8x4096x128xbf16>, %arg2: tensor<512x8x4096x128xbf16>) -> (tensor<512x8x8x4096x128xbf16>, tensor<512x8x8x4096xf32>) {
    %0 = stablehlo.slice %arg1 [0:512, 0:8, 0:1024, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %1 = stablehlo.slice %arg1 [0:512, 0:8, 1024:2048, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %2 = stablehlo.slice %arg1 [0:512, 0:8, 2048:3072, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %3 = stablehlo.slice %arg1 [0:512, 0:8, 3072:4096, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %4 = stablehlo.slice %arg2 [0:512, 0:8, 0:1024, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %5 = stablehlo.slice %arg2 [0:512, 0:8, 1024:2048, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %6 = stablehlo.slice %arg2 [0:512, 0:8, 2048:3072, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %7 = stablehlo.slice %arg2 [0:512, 0:8, 3072:4096, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %8 = stablehlo.slice %arg0 [0:512, 0:8, 0:8, 0:1024, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %9 = stablehlo.slice %arg0 [0:512, 0:8, 0:8, 1024:2048, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %10 = stablehlo.slice %arg0 [0:512, 0:8, 0:8, 2048:3072, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %11 = stablehlo.slice %arg0 [0:512, 0:8, 0:8, 3072:4096, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %12 = stablehlo.dot_general %8, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %13 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %14 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %16 = call @_where(%15, %12, %cst) : (tensor<1024x1024xi1>, tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024x1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %20 = stablehlo.subtract %16, %19 : tensor<512x8x8x1024x1024xf32>
    %21 = stablehlo.exponential %20 : tensor<512x8x8x1024x1024xf32>
    %22 = stablehlo.convert %21 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %23 = stablehlo.dot_general %22, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %27 = stablehlo.divide %23, %26 : tensor<512x8x8x1024x128xf32>
    %28 = stablehlo.convert %27 : (tensor<512x8x8x1024x128xf32>) -> tensor<512x8x8x1024x128xbf16>
    %29 = stablehlo.log %24 : tensor<512x8x8x1024xf32>
    %30 = stablehlo.add %17, %29 : tensor<512x8x8x1024xf32>
    %31 = stablehlo.dot_general %9, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %35 = stablehlo.subtract %31, %34 : tensor<512x8x8x1024x1024xf32>
    %36 = stablehlo.exponential %35 : tensor<512x8x8x1024x1024xf32>
    %37 = stablehlo.convert %36 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %38 = stablehlo.dot_general %37, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %40 = stablehlo.dot_general %9, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %41 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %42 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %44 = call @_where(%43, %40, %cst_4) : (tensor<1024x1024xi1>, tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024x1024xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %46 = stablehlo.maximum %32, %45 : tensor<512x8x8x1024xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %49 = stablehlo.subtract %44, %48 : tensor<512x8x8x1024x1024xf32>
    %50 = stablehlo.exponential %49 : tensor<512x8x8x1024x1024xf32>
    %51 = stablehlo.convert %50 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %52 = stablehlo.dot_general %51, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %53 = stablehlo.subtract %32, %46 : tensor<512x8x8x1024xf32>
    %54 = stablehlo.exponential %53 : tensor<512x8x8x1024xf32>
    %55 = stablehlo.multiply %39, %54 : tensor<512x8x8x1024xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%50 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %57 = stablehlo.add %55, %56 : tensor<512x8x8x1024xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %60 = stablehlo.multiply %38, %59 : tensor<512x8x8x1024x128xf32>
    %61 = stablehlo.add %60, %52 : tensor<512x8x8x1024x128xf32>
    %62 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %64 = stablehlo.divide %61, %63 : tensor<512x8x8x1024x128xf32>
    %65 = stablehlo.convert %64 : (tensor<512x8x8x1024x128xf32>) -> tensor<512x8x8x1024x128xbf16>
    %66 = stablehlo.log %57 : tensor<512x8x8x1024xf32>
    %67 = stablehlo.add %46, %66 : tensor<512x8x8x1024xf32>
    %68 = stablehlo.dot_general %10, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_7) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %72 = stablehlo.subtract %68, %71 : tensor<512x8x8x1024x1024xf32>
    %73 = stablehlo.exponential %72 : tensor<512x8x8x1024x1024xf32>
    %74 = stablehlo.convert %73 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %75 = stablehlo.dot_general %74, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%73 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %77 = stablehlo.dot_general %10, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %79 = stablehlo.maximum %69, %78 : tensor<512x8x8x1024xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %82 = stablehlo.subtract %77, %81 : tensor<512x8x8x1024x1024xf32>
    %83 = stablehlo.exponential %82 : tensor<512x8x8x1024x1024xf32>
    %84 = stablehlo.convert %83 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %85 = stablehlo.dot_general %84, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %86 = stablehlo.subtract %69, %79 : tensor<512x8x8x1024xf32>
    %87 = stablehlo.exponential %86 : tensor<512x8x8x1024xf32>
    %88 = stablehlo.multiply %76, %87 : tensor<512x8x8x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%83 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %90 = stablehlo.add %88, %89 : tensor<512x8x8x1024xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %93 = stablehlo.multiply %75, %92 : tensor<512x8x8x1024x128xf32>
    %94 = stablehlo.add %93, %85 : tensor<512x8x8x1024x128xf32>
    %95 = stablehlo.dot_general %10, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %96 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %97 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %98 = stablehlo.compare GE, %96, %97, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_11 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %99 = call @_where(%98, %95, %cst_11) : (tensor<1024x1024xi1>, tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024x1024xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %101 = stablehlo.maximum %79, %100 : tensor<512x8x8x1024xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %104 = stablehlo.subtract %99, %103 : tensor<512x8x8x1024x1024xf32>
    %105 = stablehlo.exponential %104 : tensor<512x8x8x1024x1024xf32>
    %106 = stablehlo.convert %105 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %107 = stablehlo.dot_general %106, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %108 = stablehlo.subtract %79, %101 : tensor<512x8x8x1024xf32>
    %109 = stablehlo.exponential %108 : tensor<512x8x8x1024xf32>
    %110 = stablehlo.multiply %90, %109 : tensor<512x8x8x1024xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%105 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %112 = stablehlo.add %110, %111 : tensor<512x8x8x1024xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %115 = stablehlo.multiply %94, %114 : tensor<512x8x8x1024x128xf32>
    %116 = stablehlo.add %115, %107 : tensor<512x8x8x1024x128xf32>
    %117 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %119 = stablehlo.divide %116, %118 : tensor<512x8x8x1024x128xf32>
    %120 = stablehlo.convert %119 : (tensor<512x8x8x1024x128xf32>) -> tensor<512x8x8x1024x128xbf16>
    %121 = stablehlo.log %112 : tensor<512x8x8x1024xf32>
    %122 = stablehlo.add %101, %121 : tensor<512x8x8x1024xf32>
    %123 = stablehlo.dot_general %11, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %127 = stablehlo.subtract %123, %126 : tensor<512x8x8x1024x1024xf32>
    %128 = stablehlo.exponential %127 : tensor<512x8x8x1024x1024xf32>
    %129 = stablehlo.convert %128 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %130 = stablehlo.dot_general %129, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%128 init: %cst_15) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %132 = stablehlo.dot_general %11, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %134 = stablehlo.maximum %124, %133 : tensor<512x8x8x1024xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %137 = stablehlo.subtract %132, %136 : tensor<512x8x8x1024x1024xf32>
    %138 = stablehlo.exponential %137 : tensor<512x8x8x1024x1024xf32>
    %139 = stablehlo.convert %138 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %140 = stablehlo.dot_general %139, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %141 = stablehlo.subtract %124, %134 : tensor<512x8x8x1024xf32>
    %142 = stablehlo.exponential %141 : tensor<512x8x8x1024xf32>
    %143 = stablehlo.multiply %131, %142 : tensor<512x8x8x1024xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%138 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %145 = stablehlo.add %143, %144 : tensor<512x8x8x1024xf32>
    %146 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %148 = stablehlo.multiply %130, %147 : tensor<512x8x8x1024x128xf32>
    %149 = stablehlo.add %148, %140 : tensor<512x8x8x1024x128xf32>
    %150 = stablehlo.dot_general %11, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %152 = stablehlo.maximum %134, %151 : tensor<512x8x8x1024xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %155 = stablehlo.subtract %150, %154 : tensor<512x8x8x1024x1024xf32>
    %156 = stablehlo.exponential %155 : tensor<512x8x8x1024x1024xf32>
    %157 = stablehlo.convert %156 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %158 = stablehlo.dot_general %157, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %159 = stablehlo.subtract %134, %152 : tensor<512x8x8x1024xf32>
    %160 = stablehlo.exponential %159 : tensor<512x8x8x1024xf32>
    %161 = stablehlo.multiply %145, %160 : tensor<512x8x8x1024xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%156 init: %cst_19) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %163 = stablehlo.add %161, %162 : tensor<512x8x8x1024xf32>
    %164 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %166 = stablehlo.multiply %149, %165 : tensor<512x8x8x1024x128xf32>
    %167 = stablehlo.add %166, %158 : tensor<512x8x8x1024x128xf32>
    %168 = stablehlo.dot_general %11, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %169 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %170 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %171 = stablehlo.compare GE, %169, %170, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_20 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %172 = call @_where(%171, %168, %cst_20) : (tensor<1024x1024xi1>, tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024x1024xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_21) applies stablehlo.maximum across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %174 = stablehlo.maximum %152, %173 : tensor<512x8x8x1024xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %177 = stablehlo.subtract %172, %176 : tensor<512x8x8x1024x1024xf32>
    %178 = stablehlo.exponential %177 : tensor<512x8x8x1024x1024xf32>
    %179 = stablehlo.convert %178 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %180 = stablehlo.dot_general %179, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %181 = stablehlo.subtract %152, %174 : tensor<512x8x8x1024xf32>
    %182 = stablehlo.exponential %181 : tensor<512x8x8x1024xf32>
    %183 = stablehlo.multiply %163, %182 : tensor<512x8x8x1024xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%178 init: %cst_22) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024xf32>
    %185 = stablehlo.add %183, %184 : tensor<512x8x8x1024xf32>
    %186 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %188 = stablehlo.multiply %167, %187 : tensor<512x8x8x1024x128xf32>
    %189 = stablehlo.add %188, %180 : tensor<512x8x8x1024x128xf32>
    %190 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x128xf32>
    %192 = stablehlo.divide %189, %191 : tensor<512x8x8x1024x128xf32>
    %193 = stablehlo.convert %192 : (tensor<512x8x8x1024x128xf32>) -> tensor<512x8x8x1024x128xbf16>
    %194 = stablehlo.log %185 : tensor<512x8x8x1024xf32>
    %195 = stablehlo.add %174, %194 : tensor<512x8x8x1024xf32>
    %196 = stablehlo.concatenate %28, %65, %120, %193, dim = 3 : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x8x1024x128xbf16>, tensor<512x8x8x1024x128xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x8x4096x128xbf16>
    %197 = stablehlo.concatenate %30, %67, %122, %195, dim = 3 : (tensor<512x8x8x1024xf32>, tensor<512x8x8x1024xf32>, tensor<512x8x8x1024xf32>, tensor<512x8x8x1024xf32>) -> tensor<512x8x8x4096xf32>
    return %196, %197 : tensor<512x8x8x4096x128xbf16>, tensor<512x8x8x4096xf32>
  }
  func.func private @_where(%arg0: tensor<1024x1024xi1>, %arg1: tensor<512x8x8x1024x1024xf32>, %arg2: tensor<f32>) -> tensor<512x8x8x1024x1024xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<1024x1024xi1>) -> tensor<512x8x8x1024x1024xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x8x8x1024x1024xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<512x8x8x1024x1024xi1>, tensor<512x8x8x1024x1024xf32>
    return %3 : tensor<512x8x8x1024x1024xf32>
  }
  func.func private @silu(%arg0: tensor<512x4096x28672xbf16>) -> tensor<512x4096x28672xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x4096x28672xbf16>
    %1 = stablehlo.negate %arg0 : tensor<512x4096x28672xbf16>
    %2 = stablehlo.exponential %1 : tensor<512x4096x28672xbf16>
    %3 = stablehlo.add %0, %2 : tensor<512x4096x28672xbf16>
    %4 = stablehlo.divide %0, %3 : tensor<512x4096x28672xbf16>
    %5 = stablehlo.multiply %arg0, %4 : tensor<512x4096x28672xbf16>
    return %5 : tensor<512x4096x28672xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<80x512x4096x8192xbf16>, %arg1: tensor<512x4096x8192xbf16>, %arg2: tensor<i32>) -> tensor<80x512x4096x8192xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<512x4096x8192xbf16>) -> tensor<1x512x4096x8192xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<80x512x4096x8192xbf16>, tensor<1x512x4096x8192xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x512x4096x8192xbf16>
    return %1 : tensor<80x512x4096x8192xbf16>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<80x512x4096x1024xbf16>, %arg1: tensor<512x4096x1024xbf16>, %arg2: tensor<i32>) -> tensor<80x512x4096x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<512x4096x1024xbf16>) -> tensor<1x512x4096x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<80x512x4096x1024xbf16>, tensor<1x512x4096x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x512x4096x1024xbf16>
    return %1 : tensor<80x512x4096x1024xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<512x4096x32000xf32>) -> (tensor<512x4096x32000xf32>, tensor<512x4096x32000xf32>, tensor<512x4096x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<512x4096x32000xf32>, tensor<f32>) -> tensor<512x4096xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<512x4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x32000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<512x4096x32000xf32>
    %6 = stablehlo.exponential %5 : tensor<512x4096x32000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x32000xf32>, tensor<f32>) -> tensor<512x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
    %9 = stablehlo.log %8 : tensor<512x4096x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<512x4096x1xf32>) -> tensor<512x4096x32000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<512x4096x32000xf32>
    return %11, %6, %8 : tensor<512x4096x32000xf32>, tensor<512x4096x32000xf32>, tensor<512x4096x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<512x4096x32000xf32>, %arg1: tensor<512x4096x1xi32>) -> (tensor<512x4096x1xf32>, tensor<512x4096x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x4096x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<512x4096x1xi32>, tensor<512x4096x1xi32>) -> tensor<512x4096x1xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x4096x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<512x4096x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<512x4096x1xi1>, tensor<512x4096x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<512x4096x1xi32>) -> tensor<512x4096x1x1xi32>
    %c_1 = stablehlo.constant dense<31999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512x4096x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<512x4096x1x1xi32>, tensor<512x4096x1x1xi32>) -> tensor<512x4096x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<512x4096x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<512x4096x1x1xi32>, tensor<512x4096x1x1xi32>) -> tensor<512x4096x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<512x4096x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<512x4096x1x1xi1>, tensor<i1>) -> tensor<512x4096x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<512x4096x32000xf32>, tensor<512x4096x1x1xi32>) -> tensor<512x4096x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x4096x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<512x4096x1xi1>, tensor<512x4096x1xf32>
    return %15, %5 : tensor<512x4096x1xf32>, tensor<512x4096x1x1xi32>
  }
  func.func private @take_along_axis_5(%arg0: tensor<512x4096x1x1xi32>, %arg1: tensor<512x4096x1xf32>) -> tensor<512x4096x32000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x4096x32000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x4096x32000xf32>, tensor<512x4096x1x1xi32>, tensor<512x4096x1xf32>) -> tensor<512x4096x32000xf32>
    return %1 : tensor<512x4096x32000xf32>
  }
  func.func private @log_softmax_6(%arg0: tensor<512x4096x32000xf32>, %arg1: tensor<512x4096x1xf32>, %arg2: tensor<512x4096x32000xf32>) -> tensor<512x4096x32000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<512x4096x32000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x32000xf32>, tensor<f32>) -> tensor<512x4096xf32>
    %2 = stablehlo.reshape %1 : (tensor<512x4096xf32>) -> tensor<512x4096x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<512x4096x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<512x4096x1xf32>, tensor<f32>) -> tensor<512x4096xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<512x4096xf32>) -> tensor<512x4096x32000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<512x4096x32000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<512x4096x32000xf32>
    return %7 : tensor<512x4096x32000xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<80x512x4096x8192xbf16>, %arg1: tensor<i32>) -> tensor<512x4096x8192xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 512, 4096, 8192] : (tensor<80x512x4096x8192xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x4096x8192xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512x4096x8192xbf16>) -> tensor<512x4096x8192xbf16>
    return %1 : tensor<512x4096x8192xbf16>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<80x512x4096x1024xbf16>, %arg1: tensor<i32>) -> tensor<512x4096x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 512, 4096, 1024] : (tensor<80x512x4096x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x4096x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512x4096x1024xbf16>) -> tensor<512x4096x1024xbf16>
    return %1 : tensor<512x4096x1024xbf16>
  }
  func.func private @silu_9(%arg0: tensor<512x4096x28672xbf16>) -> (tensor<512x4096x28672xbf16>, tensor<512x4096x28672xbf16>, tensor<512x4096x28672xbf16>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x4096x28672xbf16>
    %1 = stablehlo.negate %arg0 : tensor<512x4096x28672xbf16>
    %2 = stablehlo.exponential %1 : tensor<512x4096x28672xbf16>
    %3 = stablehlo.add %0, %2 : tensor<512x4096x28672xbf16>
    %4 = stablehlo.divide %0, %3 : tensor<512x4096x28672xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<512x4096x28672xbf16>
    %6 = stablehlo.subtract %5, %4 : tensor<512x4096x28672xbf16>
    %7 = stablehlo.multiply %4, %6 : tensor<512x4096x28672xbf16>
    %8 = stablehlo.multiply %arg0, %4 : tensor<512x4096x28672xbf16>
    return %8, %4, %7 : tensor<512x4096x28672xbf16>, tensor<512x4096x28672xbf16>, tensor<512x4096x28672xbf16>
  }
  func.func private @silu_10(%arg0: tensor<512x4096x28672xbf16>, %arg1: tensor<512x4096x28672xbf16>, %arg2: tensor<512x4096x28672xbf16>, %arg3: tensor<512x4096x28672xbf16>) -> tensor<512x4096x28672xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<512x4096x28672xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<512x4096x28672xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<512x4096x28672xbf16>
    %3 = stablehlo.add %1, %2 : tensor<512x4096x28672xbf16>
    return %3 : tensor<512x4096x28672xbf16>
  }
  func.func private @flash_attention.backward(%arg0: tensor<512x8x8x4096x128xbf16>, %arg1: tensor<512x8x4096x128xbf16>, %arg2: tensor<512x8x4096x128xbf16>, %arg3: tensor<512x8x8x4096x128xbf16>, %arg4: tensor<512x8x8x4096xf32>, %arg5: tensor<512x8x8x4096x128xbf16>) -> (tensor<512x8x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>) {
    %0 = stablehlo.convert %arg5 : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x4096x128xf32>
    %1 = stablehlo.convert %arg3 : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x4096x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x8x8x4096x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<512x8x8x4096x128xf32>, tensor<f32>) -> tensor<512x8x8x4096xf32>
    %4 = stablehlo.slice %arg0 [0:512, 0:8, 0:8, 0:1024, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %5 = stablehlo.slice %arg0 [0:512, 0:8, 0:8, 1024:2048, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %6 = stablehlo.slice %arg0 [0:512, 0:8, 0:8, 2048:3072, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %7 = stablehlo.slice %arg0 [0:512, 0:8, 0:8, 3072:4096, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %8 = stablehlo.slice %arg1 [0:512, 0:8, 0:1024, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %9 = stablehlo.slice %arg1 [0:512, 0:8, 1024:2048, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %10 = stablehlo.slice %arg1 [0:512, 0:8, 2048:3072, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %11 = stablehlo.slice %arg1 [0:512, 0:8, 3072:4096, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %12 = stablehlo.slice %arg2 [0:512, 0:8, 0:1024, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %13 = stablehlo.slice %arg2 [0:512, 0:8, 1024:2048, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %14 = stablehlo.slice %arg2 [0:512, 0:8, 2048:3072, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %15 = stablehlo.slice %arg2 [0:512, 0:8, 3072:4096, 0:128] : (tensor<512x8x4096x128xbf16>) -> tensor<512x8x1024x128xbf16>
    %16 = stablehlo.slice %arg5 [0:512, 0:8, 0:8, 0:1024, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %17 = stablehlo.slice %arg5 [0:512, 0:8, 0:8, 1024:2048, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %18 = stablehlo.slice %arg5 [0:512, 0:8, 0:8, 2048:3072, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %19 = stablehlo.slice %arg5 [0:512, 0:8, 0:8, 3072:4096, 0:128] : (tensor<512x8x8x4096x128xbf16>) -> tensor<512x8x8x1024x128xbf16>
    %20 = stablehlo.slice %arg4 [0:512, 0:8, 0:8, 0:1024] : (tensor<512x8x8x4096xf32>) -> tensor<512x8x8x1024xf32>
    %21 = stablehlo.slice %arg4 [0:512, 0:8, 0:8, 1024:2048] : (tensor<512x8x8x4096xf32>) -> tensor<512x8x8x1024xf32>
    %22 = stablehlo.slice %arg4 [0:512, 0:8, 0:8, 2048:3072] : (tensor<512x8x8x4096xf32>) -> tensor<512x8x8x1024xf32>
    %23 = stablehlo.slice %arg4 [0:512, 0:8, 0:8, 3072:4096] : (tensor<512x8x8x4096xf32>) -> tensor<512x8x8x1024xf32>
    %24 = stablehlo.slice %3 [0:512, 0:8, 0:8, 0:1024] : (tensor<512x8x8x4096xf32>) -> tensor<512x8x8x1024xf32>
    %25 = stablehlo.slice %3 [0:512, 0:8, 0:8, 1024:2048] : (tensor<512x8x8x4096xf32>) -> tensor<512x8x8x1024xf32>
    %26 = stablehlo.slice %3 [0:512, 0:8, 0:8, 2048:3072] : (tensor<512x8x8x4096xf32>) -> tensor<512x8x8x1024xf32>
    %27 = stablehlo.slice %3 [0:512, 0:8, 0:8, 3072:4096] : (tensor<512x8x8x4096xf32>) -> tensor<512x8x8x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x8x8x1024x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x8x8x1024x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x8x8x1024x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x8x8x1024x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x8x1024x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x8x1024x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x8x1024x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x8x1024x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x8x1024x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512x8x1024x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x8x1024x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x8x1024x128xf32>
    %40 = stablehlo.dot_general %4, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %41 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %42 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_12 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %44 = call @_where(%43, %40, %cst_12) : (tensor<1024x1024xi1>, tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024x1024xf32>
    %45 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %47 = stablehlo.subtract %44, %46 : tensor<512x8x8x1024x1024xf32>
    %48 = stablehlo.exponential %47 : tensor<512x8x8x1024x1024xf32>
    %49 = stablehlo.convert %48 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %50 = stablehlo.dot_general %49, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %51 = stablehlo.add %36, %50 : tensor<512x8x1024x128xf32>
    %52 = stablehlo.dot_general %16, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %53 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %55 = stablehlo.subtract %52, %54 : tensor<512x8x8x1024x1024xf32>
    %56 = stablehlo.multiply %48, %55 : tensor<512x8x8x1024x1024xf32>
    %57 = stablehlo.convert %56 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %58 = stablehlo.dot_general %57, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %59 = stablehlo.add %28, %58 : tensor<512x8x8x1024x128xf32>
    %60 = stablehlo.dot_general %57, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %61 = stablehlo.add %32, %60 : tensor<512x8x1024x128xf32>
    %62 = stablehlo.dot_general %5, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %63 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %65 = stablehlo.subtract %62, %64 : tensor<512x8x8x1024x1024xf32>
    %66 = stablehlo.exponential %65 : tensor<512x8x8x1024x1024xf32>
    %67 = stablehlo.convert %66 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %68 = stablehlo.dot_general %67, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %69 = stablehlo.add %51, %68 : tensor<512x8x1024x128xf32>
    %70 = stablehlo.dot_general %17, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %71 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<512x8x8x1024x1024xf32>
    %74 = stablehlo.multiply %66, %73 : tensor<512x8x8x1024x1024xf32>
    %75 = stablehlo.convert %74 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %76 = stablehlo.dot_general %75, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %77 = stablehlo.add %29, %76 : tensor<512x8x8x1024x128xf32>
    %78 = stablehlo.dot_general %75, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %79 = stablehlo.add %61, %78 : tensor<512x8x1024x128xf32>
    %80 = stablehlo.dot_general %5, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %81 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %82 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %83 = stablehlo.compare GE, %81, %82, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %84 = call @_where(%83, %80, %cst_13) : (tensor<1024x1024xi1>, tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024x1024xf32>
    %85 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %87 = stablehlo.subtract %84, %86 : tensor<512x8x8x1024x1024xf32>
    %88 = stablehlo.exponential %87 : tensor<512x8x8x1024x1024xf32>
    %89 = stablehlo.convert %88 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %90 = stablehlo.dot_general %89, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %91 = stablehlo.add %37, %90 : tensor<512x8x1024x128xf32>
    %92 = stablehlo.dot_general %17, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %93 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<512x8x8x1024x1024xf32>
    %96 = stablehlo.multiply %88, %95 : tensor<512x8x8x1024x1024xf32>
    %97 = stablehlo.convert %96 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %98 = stablehlo.dot_general %97, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %99 = stablehlo.add %77, %98 : tensor<512x8x8x1024x128xf32>
    %100 = stablehlo.dot_general %97, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %101 = stablehlo.add %33, %100 : tensor<512x8x1024x128xf32>
    %102 = stablehlo.dot_general %6, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %103 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %105 = stablehlo.subtract %102, %104 : tensor<512x8x8x1024x1024xf32>
    %106 = stablehlo.exponential %105 : tensor<512x8x8x1024x1024xf32>
    %107 = stablehlo.convert %106 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %108 = stablehlo.dot_general %107, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %109 = stablehlo.add %69, %108 : tensor<512x8x1024x128xf32>
    %110 = stablehlo.dot_general %18, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %111 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %113 = stablehlo.subtract %110, %112 : tensor<512x8x8x1024x1024xf32>
    %114 = stablehlo.multiply %106, %113 : tensor<512x8x8x1024x1024xf32>
    %115 = stablehlo.convert %114 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %116 = stablehlo.dot_general %115, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %117 = stablehlo.add %30, %116 : tensor<512x8x8x1024x128xf32>
    %118 = stablehlo.dot_general %115, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %119 = stablehlo.add %79, %118 : tensor<512x8x1024x128xf32>
    %120 = stablehlo.dot_general %6, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %121 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %123 = stablehlo.subtract %120, %122 : tensor<512x8x8x1024x1024xf32>
    %124 = stablehlo.exponential %123 : tensor<512x8x8x1024x1024xf32>
    %125 = stablehlo.convert %124 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %126 = stablehlo.dot_general %125, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %127 = stablehlo.add %91, %126 : tensor<512x8x1024x128xf32>
    %128 = stablehlo.dot_general %18, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %129 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %131 = stablehlo.subtract %128, %130 : tensor<512x8x8x1024x1024xf32>
    %132 = stablehlo.multiply %124, %131 : tensor<512x8x8x1024x1024xf32>
    %133 = stablehlo.convert %132 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %134 = stablehlo.dot_general %133, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %135 = stablehlo.add %117, %134 : tensor<512x8x8x1024x128xf32>
    %136 = stablehlo.dot_general %133, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %137 = stablehlo.add %101, %136 : tensor<512x8x1024x128xf32>
    %138 = stablehlo.dot_general %6, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %139 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %140 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %141 = stablehlo.compare GE, %139, %140, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %142 = call @_where(%141, %138, %cst_14) : (tensor<1024x1024xi1>, tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024x1024xf32>
    %143 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %145 = stablehlo.subtract %142, %144 : tensor<512x8x8x1024x1024xf32>
    %146 = stablehlo.exponential %145 : tensor<512x8x8x1024x1024xf32>
    %147 = stablehlo.convert %146 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %148 = stablehlo.dot_general %147, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %149 = stablehlo.add %38, %148 : tensor<512x8x1024x128xf32>
    %150 = stablehlo.dot_general %18, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %151 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<512x8x8x1024x1024xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<512x8x8x1024x1024xf32>
    %155 = stablehlo.convert %154 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %156 = stablehlo.dot_general %155, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %157 = stablehlo.add %135, %156 : tensor<512x8x8x1024x128xf32>
    %158 = stablehlo.dot_general %155, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %159 = stablehlo.add %34, %158 : tensor<512x8x1024x128xf32>
    %160 = stablehlo.dot_general %7, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %161 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %163 = stablehlo.subtract %160, %162 : tensor<512x8x8x1024x1024xf32>
    %164 = stablehlo.exponential %163 : tensor<512x8x8x1024x1024xf32>
    %165 = stablehlo.convert %164 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %166 = stablehlo.dot_general %165, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %167 = stablehlo.add %109, %166 : tensor<512x8x1024x128xf32>
    %168 = stablehlo.dot_general %19, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %169 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %171 = stablehlo.subtract %168, %170 : tensor<512x8x8x1024x1024xf32>
    %172 = stablehlo.multiply %164, %171 : tensor<512x8x8x1024x1024xf32>
    %173 = stablehlo.convert %172 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %174 = stablehlo.dot_general %173, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %175 = stablehlo.add %31, %174 : tensor<512x8x8x1024x128xf32>
    %176 = stablehlo.dot_general %173, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %177 = stablehlo.add %119, %176 : tensor<512x8x1024x128xf32>
    %178 = stablehlo.dot_general %7, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %179 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %181 = stablehlo.subtract %178, %180 : tensor<512x8x8x1024x1024xf32>
    %182 = stablehlo.exponential %181 : tensor<512x8x8x1024x1024xf32>
    %183 = stablehlo.convert %182 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %184 = stablehlo.dot_general %183, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %185 = stablehlo.add %127, %184 : tensor<512x8x1024x128xf32>
    %186 = stablehlo.dot_general %19, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %187 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %189 = stablehlo.subtract %186, %188 : tensor<512x8x8x1024x1024xf32>
    %190 = stablehlo.multiply %182, %189 : tensor<512x8x8x1024x1024xf32>
    %191 = stablehlo.convert %190 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %192 = stablehlo.dot_general %191, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %193 = stablehlo.add %175, %192 : tensor<512x8x8x1024x128xf32>
    %194 = stablehlo.dot_general %191, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %195 = stablehlo.add %137, %194 : tensor<512x8x1024x128xf32>
    %196 = stablehlo.dot_general %7, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %197 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %199 = stablehlo.subtract %196, %198 : tensor<512x8x8x1024x1024xf32>
    %200 = stablehlo.exponential %199 : tensor<512x8x8x1024x1024xf32>
    %201 = stablehlo.convert %200 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %202 = stablehlo.dot_general %201, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %203 = stablehlo.add %149, %202 : tensor<512x8x1024x128xf32>
    %204 = stablehlo.dot_general %19, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %205 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %207 = stablehlo.subtract %204, %206 : tensor<512x8x8x1024x1024xf32>
    %208 = stablehlo.multiply %200, %207 : tensor<512x8x8x1024x1024xf32>
    %209 = stablehlo.convert %208 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %210 = stablehlo.dot_general %209, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %211 = stablehlo.add %193, %210 : tensor<512x8x8x1024x128xf32>
    %212 = stablehlo.dot_general %209, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %213 = stablehlo.add %159, %212 : tensor<512x8x1024x128xf32>
    %214 = stablehlo.dot_general %7, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %215 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %216 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %217 = stablehlo.compare GE, %215, %216, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_15 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %218 = call @_where(%217, %214, %cst_15) : (tensor<1024x1024xi1>, tensor<512x8x8x1024x1024xf32>, tensor<f32>) -> tensor<512x8x8x1024x1024xf32>
    %219 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %221 = stablehlo.subtract %218, %220 : tensor<512x8x8x1024x1024xf32>
    %222 = stablehlo.exponential %221 : tensor<512x8x8x1024x1024xf32>
    %223 = stablehlo.convert %222 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %224 = stablehlo.dot_general %223, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %225 = stablehlo.add %39, %224 : tensor<512x8x1024x128xf32>
    %226 = stablehlo.dot_general %19, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x128xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x1024xf32>
    %227 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<512x8x8x1024xf32>) -> tensor<512x8x8x1024x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3, 4] : (tensor<512x8x8x1024x1xf32>) -> tensor<512x8x8x1024x1024xf32>
    %229 = stablehlo.subtract %226, %228 : tensor<512x8x8x1024x1024xf32>
    %230 = stablehlo.multiply %222, %229 : tensor<512x8x8x1024x1024xf32>
    %231 = stablehlo.convert %230 : (tensor<512x8x8x1024x1024xf32>) -> tensor<512x8x8x1024x1024xbf16>
    %232 = stablehlo.dot_general %231, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x1024x128xbf16>) -> tensor<512x8x8x1024x128xf32>
    %233 = stablehlo.add %211, %232 : tensor<512x8x8x1024x128xf32>
    %234 = stablehlo.dot_general %231, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<512x8x8x1024x1024xbf16>, tensor<512x8x8x1024x128xbf16>) -> tensor<512x8x1024x128xf32>
    %235 = stablehlo.add %35, %234 : tensor<512x8x1024x128xf32>
    %236 = stablehlo.concatenate %59, %99, %157, %233, dim = 3 : (tensor<512x8x8x1024x128xf32>, tensor<512x8x8x1024x128xf32>, tensor<512x8x8x1024x128xf32>, tensor<512x8x8x1024x128xf32>) -> tensor<512x8x8x4096x128xf32>
    %237 = stablehlo.convert %236 : (tensor<512x8x8x4096x128xf32>) -> tensor<512x8x8x4096x128xbf16>
    %238 = stablehlo.concatenate %177, %195, %213, %235, dim = 2 : (tensor<512x8x1024x128xf32>, tensor<512x8x1024x128xf32>, tensor<512x8x1024x128xf32>, tensor<512x8x1024x128xf32>) -> tensor<512x8x4096x128xf32>
    %239 = stablehlo.convert %238 : (tensor<512x8x4096x128xf32>) -> tensor<512x8x4096x128xbf16>
    %240 = stablehlo.concatenate %167, %185, %203, %225, dim = 2 : (tensor<512x8x1024x128xf32>, tensor<512x8x1024x128xf32>, tensor<512x8x1024x128xf32>, tensor<512x8x1024x128xf32>) -> tensor<512x8x4096x128xf32>
    %241 = stablehlo.convert %240 : (tensor<512x8x4096x128xf32>) -> tensor<512x8x4096x128xbf16>
    return %237, %239, %241 : tensor<512x8x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>, tensor<512x8x4096x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<80x8192x8192xf32>, %arg1: tensor<8192x8192xf32>, %arg2: tensor<i32>) -> tensor<80x8192x8192xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8192x8192xf32>) -> tensor<1x8192x8192xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<80x8192x8192xf32>, tensor<1x8192x8192xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x8192x8192xf32>
    return %1 : tensor<80x8192x8192xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<80x8192x1024xf32>, %arg1: tensor<8192x1024xf32>, %arg2: tensor<i32>) -> tensor<80x8192x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8192x1024xf32>) -> tensor<1x8192x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<80x8192x1024xf32>, tensor<1x8192x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x8192x1024xf32>
    return %1 : tensor<80x8192x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<80x8192x28672xf32>, %arg1: tensor<8192x28672xf32>, %arg2: tensor<i32>) -> tensor<80x8192x28672xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8192x28672xf32>) -> tensor<1x8192x28672xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<80x8192x28672xf32>, tensor<1x8192x28672xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x8192x28672xf32>
    return %1 : tensor<80x8192x28672xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<80x28672x8192xf32>, %arg1: tensor<28672x8192xf32>, %arg2: tensor<i32>) -> tensor<80x28672x8192xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<28672x8192xf32>) -> tensor<1x28672x8192xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<80x28672x8192xf32>, tensor<1x28672x8192xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<80x28672x8192xf32>
    return %1 : tensor<80x28672x8192xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<80x8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<i32>) -> tensor<80x8192xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<80x8192xf32>, tensor<1x8192xf32>, tensor<i32>, tensor<i32>) -> tensor<80x8192xf32>
    return %1 : tensor<80x8192xf32>
  }
  func.func private @_take_16(%arg0: tensor<512x4096x1xi32>, %arg1: tensor<512x4096x8192xf32>) -> tensor<32000x8192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32000x8192xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32000x8192xf32>, tensor<512x4096x1xi32>, tensor<512x4096x8192xf32>) -> tensor<32000x8192xf32>
    return %1 : tensor<32000x8192xf32>
  }
}
