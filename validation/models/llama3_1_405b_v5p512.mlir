module @jit_step attributes {mhlo.num_partitions = 512 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=512]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 512 : i64}]}}
  func.func public @main(%arg0: tensor<128256x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg1: tensor<126x16384x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg2: tensor<126x16384x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg3: tensor<126x16384x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg4: tensor<126x16384x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg5: tensor<126x16384x53248xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg6: tensor<126x16384x53248xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg7: tensor<126x53248x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg8: tensor<126x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<126x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<16384x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg12: tensor<128256x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg13: tensor<126x16384x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg14: tensor<126x16384x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg15: tensor<126x16384x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg16: tensor<126x16384x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg17: tensor<126x16384x53248xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg18: tensor<126x16384x53248xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg19: tensor<126x53248x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg20: tensor<126x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<126x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<16384x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg24: tensor<128256x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg25: tensor<126x16384x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg26: tensor<126x16384x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg27: tensor<126x16384x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg28: tensor<126x16384x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg29: tensor<126x16384x53248xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg30: tensor<126x16384x53248xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg31: tensor<126x53248x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg32: tensor<126x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<126x16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<16384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<16384x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg36: tensor<1024x8192xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<128256x16384xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<126x16384x16384xf32> {jax.result_info = "result[0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x1024xf32> {jax.result_info = "result[0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x1024xf32> {jax.result_info = "result[0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x16384xf32> {jax.result_info = "result[0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x53248xf32> {jax.result_info = "result[0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x53248xf32> {jax.result_info = "result[0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x53248x16384xf32> {jax.result_info = "result[0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384xf32> {jax.result_info = "result[0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<126x16384xf32> {jax.result_info = "result[0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16384xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16384x128256xf32> {jax.result_info = "result[0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<128256x16384xf32> {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<126x16384x16384xf32> {jax.result_info = "result[1][0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x1024xf32> {jax.result_info = "result[1][0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x1024xf32> {jax.result_info = "result[1][0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x16384xf32> {jax.result_info = "result[1][0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x53248xf32> {jax.result_info = "result[1][0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x53248xf32> {jax.result_info = "result[1][0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x53248x16384xf32> {jax.result_info = "result[1][0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384xf32> {jax.result_info = "result[1][0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<126x16384xf32> {jax.result_info = "result[1][0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16384xf32> {jax.result_info = "result[1][0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16384x128256xf32> {jax.result_info = "result[1][0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<128256x16384xf32> {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<126x16384x16384xf32> {jax.result_info = "result[1][1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x1024xf32> {jax.result_info = "result[1][1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x1024xf32> {jax.result_info = "result[1][1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x16384xf32> {jax.result_info = "result[1][1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x53248xf32> {jax.result_info = "result[1][1][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384x53248xf32> {jax.result_info = "result[1][1][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x53248x16384xf32> {jax.result_info = "result[1][1][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<126x16384xf32> {jax.result_info = "result[1][1][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<126x16384xf32> {jax.result_info = "result[1][1][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16384xf32> {jax.result_info = "result[1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16384x128256xf32> {jax.result_info = "result[1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg36) : (tensor<128256x16384xf32>, tensor<1024x8192xi32>) -> (tensor<1024x8192x16384xf32>, tensor<1024x8192x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<1024x8192x16384xf32>) -> tensor<1024x8192x16384xbf16>
    %2 = stablehlo.iota dim = 0 : tensor<8192xi32>
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
    %10 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
    %11 = stablehlo.convert %10 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<8192x64xf32>
    %16 = stablehlo.cosine %15 : tensor<8192x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
    %18 = stablehlo.sine %15 : tensor<8192x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
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
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
    %28 = stablehlo.convert %27 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<8192x64xf32>
    %33 = stablehlo.cosine %32 : tensor<8192x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
    %35 = stablehlo.sine %32 : tensor<8192x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<126x1024x8192x16384xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<126x1024x8192x16384xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %39:17 = stablehlo.while(%iterArg = %arg1, %iterArg_114 = %arg2, %iterArg_115 = %arg3, %iterArg_116 = %arg4, %iterArg_117 = %arg5, %iterArg_118 = %arg6, %iterArg_119 = %arg7, %iterArg_120 = %arg8, %iterArg_121 = %arg9, %iterArg_122 = %17, %iterArg_123 = %19, %iterArg_124 = %34, %iterArg_125 = %36, %iterArg_126 = %c, %iterArg_127 = %1, %iterArg_128 = %37, %iterArg_129 = %38) : tensor<126x16384x16384xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x53248xf32>, tensor<126x16384x53248xf32>, tensor<126x53248x16384xf32>, tensor<126x16384xf32>, tensor<126x16384xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<i32>, tensor<1024x8192x16384xbf16>, tensor<126x1024x8192x16384xbf16>, tensor<126x1024x8192x16384xbf16>
    cond {
      %c_130 = stablehlo.constant dense<126> : tensor<i32>
      %363 = stablehlo.compare LT, %iterArg_126, %c_130, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %363 : tensor<i1>
    } do {
      %363 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_126) : (tensor<126x16384x16384xf32>, tensor<i32>) -> tensor<16384x16384xf32>
      %364 = func.call @dynamic_index_in_dim_0(%iterArg_114, %iterArg_126) : (tensor<126x16384x1024xf32>, tensor<i32>) -> tensor<16384x1024xf32>
      %365 = func.call @dynamic_index_in_dim_0(%iterArg_115, %iterArg_126) : (tensor<126x16384x1024xf32>, tensor<i32>) -> tensor<16384x1024xf32>
      %366 = func.call @dynamic_index_in_dim(%iterArg_116, %iterArg_126) : (tensor<126x16384x16384xf32>, tensor<i32>) -> tensor<16384x16384xf32>
      %367 = func.call @dynamic_index_in_dim_1(%iterArg_117, %iterArg_126) : (tensor<126x16384x53248xf32>, tensor<i32>) -> tensor<16384x53248xf32>
      %368 = func.call @dynamic_index_in_dim_1(%iterArg_118, %iterArg_126) : (tensor<126x16384x53248xf32>, tensor<i32>) -> tensor<16384x53248xf32>
      %369 = func.call @dynamic_index_in_dim_2(%iterArg_119, %iterArg_126) : (tensor<126x53248x16384xf32>, tensor<i32>) -> tensor<53248x16384xf32>
      %370 = func.call @dynamic_index_in_dim_3(%iterArg_120, %iterArg_126) : (tensor<126x16384xf32>, tensor<i32>) -> tensor<16384xf32>
      %371 = func.call @dynamic_index_in_dim_3(%iterArg_121, %iterArg_126) : (tensor<126x16384xf32>, tensor<i32>) -> tensor<16384xf32>
      %372 = stablehlo.convert %iterArg_127 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x16384xf32>
      %373 = stablehlo.multiply %372, %372 : tensor<1024x8192x16384xf32>
      %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %374 = stablehlo.reduce(%373 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<1024x8192xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
      %cst_131 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %377 = stablehlo.divide %375, %376 : tensor<1024x8192x1xf32>
      %cst_132 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %378 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %379 = stablehlo.add %377, %378 : tensor<1024x8192x1xf32>
      %380 = stablehlo.rsqrt %379 : tensor<1024x8192x1xf32>
      %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x16384xf32>
      %382 = stablehlo.multiply %372, %381 : tensor<1024x8192x16384xf32>
      %383 = stablehlo.broadcast_in_dim %370, dims = [2] : (tensor<16384xf32>) -> tensor<1x1x16384xf32>
      %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<1x1x16384xf32>) -> tensor<1024x8192x16384xf32>
      %385 = stablehlo.multiply %382, %384 : tensor<1024x8192x16384xf32>
      %386 = stablehlo.convert %385 : (tensor<1024x8192x16384xf32>) -> tensor<1024x8192x16384xbf16>
      %387 = stablehlo.convert %363 : (tensor<16384x16384xf32>) -> tensor<16384x16384xbf16>
      %388 = stablehlo.dot_general %386, %387, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x16384xbf16>) -> tensor<1024x8192x16384xbf16>
      %389 = stablehlo.reshape %388 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x128x128xbf16>
      %390 = stablehlo.slice %389 [0:1024, 0:8192, 0:128, 0:64] : (tensor<1024x8192x128x128xbf16>) -> tensor<1024x8192x128x64xbf16>
      %391 = stablehlo.convert %390 : (tensor<1024x8192x128x64xbf16>) -> tensor<1024x8192x128x64xf32>
      %392 = stablehlo.slice %389 [0:1024, 0:8192, 0:128, 64:128] : (tensor<1024x8192x128x128xbf16>) -> tensor<1024x8192x128x64xbf16>
      %393 = stablehlo.convert %392 : (tensor<1024x8192x128x64xbf16>) -> tensor<1024x8192x128x64xf32>
      %394 = stablehlo.broadcast_in_dim %iterArg_122, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %395 = stablehlo.multiply %391, %394 : tensor<1024x8192x128x64xf32>
      %396 = stablehlo.broadcast_in_dim %iterArg_123, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %397 = stablehlo.multiply %393, %396 : tensor<1024x8192x128x64xf32>
      %398 = stablehlo.subtract %395, %397 : tensor<1024x8192x128x64xf32>
      %399 = stablehlo.broadcast_in_dim %iterArg_122, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %400 = stablehlo.multiply %393, %399 : tensor<1024x8192x128x64xf32>
      %401 = stablehlo.broadcast_in_dim %iterArg_123, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %402 = stablehlo.multiply %391, %401 : tensor<1024x8192x128x64xf32>
      %403 = stablehlo.add %400, %402 : tensor<1024x8192x128x64xf32>
      %404 = stablehlo.concatenate %398, %403, dim = 3 : (tensor<1024x8192x128x64xf32>, tensor<1024x8192x128x64xf32>) -> tensor<1024x8192x128x128xf32>
      %405 = stablehlo.convert %404 : (tensor<1024x8192x128x128xf32>) -> tensor<1024x8192x128x128xbf16>
      %406 = stablehlo.convert %364 : (tensor<16384x1024xf32>) -> tensor<16384x1024xbf16>
      %407 = stablehlo.dot_general %386, %406, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x1024xbf16>) -> tensor<1024x8192x1024xbf16>
      %408 = stablehlo.reshape %407 : (tensor<1024x8192x1024xbf16>) -> tensor<1024x8192x8x128xbf16>
      %409 = stablehlo.slice %408 [0:1024, 0:8192, 0:8, 0:64] : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8192x8x64xbf16>
      %410 = stablehlo.convert %409 : (tensor<1024x8192x8x64xbf16>) -> tensor<1024x8192x8x64xf32>
      %411 = stablehlo.slice %408 [0:1024, 0:8192, 0:8, 64:128] : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8192x8x64xbf16>
      %412 = stablehlo.convert %411 : (tensor<1024x8192x8x64xbf16>) -> tensor<1024x8192x8x64xf32>
      %413 = stablehlo.broadcast_in_dim %iterArg_124, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %414 = stablehlo.multiply %410, %413 : tensor<1024x8192x8x64xf32>
      %415 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %416 = stablehlo.multiply %412, %415 : tensor<1024x8192x8x64xf32>
      %417 = stablehlo.subtract %414, %416 : tensor<1024x8192x8x64xf32>
      %418 = stablehlo.broadcast_in_dim %iterArg_124, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %419 = stablehlo.multiply %412, %418 : tensor<1024x8192x8x64xf32>
      %420 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %421 = stablehlo.multiply %410, %420 : tensor<1024x8192x8x64xf32>
      %422 = stablehlo.add %419, %421 : tensor<1024x8192x8x64xf32>
      %423 = stablehlo.concatenate %417, %422, dim = 3 : (tensor<1024x8192x8x64xf32>, tensor<1024x8192x8x64xf32>) -> tensor<1024x8192x8x128xf32>
      %424 = stablehlo.convert %423 : (tensor<1024x8192x8x128xf32>) -> tensor<1024x8192x8x128xbf16>
      %425 = stablehlo.convert %365 : (tensor<16384x1024xf32>) -> tensor<16384x1024xbf16>
      %426 = stablehlo.dot_general %386, %425, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x1024xbf16>) -> tensor<1024x8192x1024xbf16>
      %427 = stablehlo.reshape %426 : (tensor<1024x8192x1024xbf16>) -> tensor<1024x8192x8x128xbf16>
      %428 = stablehlo.reshape %405 : (tensor<1024x8192x128x128xbf16>) -> tensor<1024x8192x8x16x128xbf16>
      %429 = stablehlo.transpose %428, dims = [0, 2, 3, 1, 4] : (tensor<1024x8192x8x16x128xbf16>) -> tensor<1024x8x16x8192x128xbf16>
      %430 = stablehlo.transpose %424, dims = [0, 2, 1, 3] : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8x8192x128xbf16>
      %431 = stablehlo.transpose %427, dims = [0, 2, 1, 3] : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8x8192x128xbf16>
      %432:2 = stablehlo.composite "flash_attention.forward" %429, %430, %431 {decomposition = @flash_attention.forward} : (tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x8192x128xbf16>, tensor<1024x8x8192x128xbf16>) -> (tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x16x8192xf32>)
      %433 = stablehlo.transpose %432#0, dims = [0, 3, 1, 2, 4] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8192x8x16x128xbf16>
      %434 = stablehlo.reshape %433 : (tensor<1024x8192x8x16x128xbf16>) -> tensor<1024x8192x16384xbf16>
      %435 = stablehlo.reduce_precision %434, format = e8m7 : tensor<1024x8192x16384xbf16>
      %436 = stablehlo.convert %366 : (tensor<16384x16384xf32>) -> tensor<16384x16384xbf16>
      %437 = stablehlo.dot_general %435, %436, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x16384xbf16>) -> tensor<1024x8192x16384xbf16>
      %438 = stablehlo.add %iterArg_127, %437 : tensor<1024x8192x16384xbf16>
      %439 = stablehlo.convert %438 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x16384xf32>
      %440 = stablehlo.multiply %439, %439 : tensor<1024x8192x16384xf32>
      %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %441 = stablehlo.reduce(%440 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<1024x8192xf32>
      %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
      %cst_134 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
      %443 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %444 = stablehlo.divide %442, %443 : tensor<1024x8192x1xf32>
      %cst_135 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %445 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %446 = stablehlo.add %444, %445 : tensor<1024x8192x1xf32>
      %447 = stablehlo.rsqrt %446 : tensor<1024x8192x1xf32>
      %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x16384xf32>
      %449 = stablehlo.multiply %439, %448 : tensor<1024x8192x16384xf32>
      %450 = stablehlo.broadcast_in_dim %371, dims = [2] : (tensor<16384xf32>) -> tensor<1x1x16384xf32>
      %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x1x16384xf32>) -> tensor<1024x8192x16384xf32>
      %452 = stablehlo.multiply %449, %451 : tensor<1024x8192x16384xf32>
      %453 = stablehlo.convert %452 : (tensor<1024x8192x16384xf32>) -> tensor<1024x8192x16384xbf16>
      %454 = stablehlo.convert %367 : (tensor<16384x53248xf32>) -> tensor<16384x53248xbf16>
      %455 = stablehlo.dot_general %453, %454, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x53248xbf16>) -> tensor<1024x8192x53248xbf16>
      %456 = func.call @silu(%455) : (tensor<1024x8192x53248xbf16>) -> tensor<1024x8192x53248xbf16>
      %457 = stablehlo.convert %368 : (tensor<16384x53248xf32>) -> tensor<16384x53248xbf16>
      %458 = stablehlo.dot_general %453, %457, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x53248xbf16>) -> tensor<1024x8192x53248xbf16>
      %459 = stablehlo.multiply %456, %458 : tensor<1024x8192x53248xbf16>
      %460 = stablehlo.convert %369 : (tensor<53248x16384xf32>) -> tensor<53248x16384xbf16>
      %461 = stablehlo.dot_general %459, %460, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x53248xbf16>, tensor<53248x16384xbf16>) -> tensor<1024x8192x16384xbf16>
      %462 = stablehlo.add %438, %461 : tensor<1024x8192x16384xbf16>
      %463 = func.call @dynamic_update_index_in_dim(%iterArg_128, %435, %iterArg_126) : (tensor<126x1024x8192x16384xbf16>, tensor<1024x8192x16384xbf16>, tensor<i32>) -> tensor<126x1024x8192x16384xbf16>
      %464 = func.call @dynamic_update_index_in_dim(%iterArg_129, %iterArg_127, %iterArg_126) : (tensor<126x1024x8192x16384xbf16>, tensor<1024x8192x16384xbf16>, tensor<i32>) -> tensor<126x1024x8192x16384xbf16>
      %c_136 = stablehlo.constant dense<1> : tensor<i32>
      %465 = stablehlo.add %iterArg_126, %c_136 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_114, %iterArg_115, %iterArg_116, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %465, %462, %463, %464 : tensor<126x16384x16384xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x53248xf32>, tensor<126x16384x53248xf32>, tensor<126x53248x16384xf32>, tensor<126x16384xf32>, tensor<126x16384xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<i32>, tensor<1024x8192x16384xbf16>, tensor<126x1024x8192x16384xbf16>, tensor<126x1024x8192x16384xbf16>
    }
    %40 = stablehlo.convert %39#14 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x16384xf32>
    %41 = stablehlo.multiply %40, %40 : tensor<1024x8192x16384xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<1024x8192xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
    %cst_8 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
    %45 = stablehlo.divide %43, %44 : tensor<1024x8192x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
    %47 = stablehlo.add %45, %46 : tensor<1024x8192x1xf32>
    %48 = stablehlo.rsqrt %47 : tensor<1024x8192x1xf32>
    %49 = stablehlo.divide %48, %47 : tensor<1024x8192x1xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<1024x8192x1xf32>
    %52 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x16384xf32>
    %53 = stablehlo.multiply %40, %52 : tensor<1024x8192x16384xf32>
    %54 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<16384xf32>) -> tensor<1x1x16384xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x16384xf32>) -> tensor<1024x8192x16384xf32>
    %56 = stablehlo.multiply %53, %55 : tensor<1024x8192x16384xf32>
    %57 = stablehlo.convert %56 : (tensor<1024x8192x16384xf32>) -> tensor<1024x8192x16384xbf16>
    %58 = stablehlo.convert %arg11 : (tensor<16384x128256xf32>) -> tensor<16384x128256xbf16>
    %59 = stablehlo.dot_general %57, %58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x128256xbf16>) -> tensor<1024x8192x128256xbf16>
    %60 = stablehlo.convert %59 : (tensor<1024x8192x128256xbf16>) -> tensor<1024x8192x128256xf32>
    %61:3 = call @log_softmax(%60) : (tensor<1024x8192x128256xf32>) -> (tensor<1024x8192x128256xf32>, tensor<1024x8192x128256xf32>, tensor<1024x8192x1xf32>)
    %62 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1] : (tensor<1024x8192xi32>) -> tensor<1024x8192x1xi32>
    %63:2 = call @take_along_axis(%61#0, %62) : (tensor<1024x8192x128256xf32>, tensor<1024x8192x1xi32>) -> (tensor<1024x8192x1xf32>, tensor<1024x8192x1x1xi32>)
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63#0 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1024x8192x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %65 = stablehlo.divide %64, %cst_12 : tensor<f32>
    %66 = stablehlo.negate %65 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.negate %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %68 = stablehlo.divide %67, %cst_14 : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
    %70 = call @take_along_axis_5(%63#1, %69) : (tensor<1024x8192x1x1xi32>, tensor<1024x8192x1xf32>) -> tensor<1024x8192x128256xf32>
    %71 = call @log_softmax_6(%61#1, %61#2, %70) : (tensor<1024x8192x128256xf32>, tensor<1024x8192x1xf32>, tensor<1024x8192x128256xf32>) -> tensor<1024x8192x128256xf32>
    %72 = stablehlo.convert %71 : (tensor<1024x8192x128256xf32>) -> tensor<1024x8192x128256xbf16>
    %73 = stablehlo.dot_general %72, %57, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x128256xbf16>, tensor<1024x8192x16384xbf16>) -> tensor<128256x16384xbf16>
    %74 = stablehlo.transpose %73, dims = [1, 0] : (tensor<128256x16384xbf16>) -> tensor<16384x128256xbf16>
    %75 = stablehlo.dot_general %72, %58, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x128256xbf16>, tensor<16384x128256xbf16>) -> tensor<1024x8192x16384xbf16>
    %76 = stablehlo.convert %74 : (tensor<16384x128256xbf16>) -> tensor<16384x128256xf32>
    %77 = stablehlo.convert %75 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x16384xf32>
    %78 = stablehlo.multiply %53, %77 : tensor<1024x8192x16384xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %80 = stablehlo.reshape %79 : (tensor<16384xf32>) -> tensor<1x1x16384xf32>
    %81 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x16384xf32>) -> tensor<1024x8192x16384xf32>
    %82 = stablehlo.multiply %77, %81 : tensor<1024x8192x16384xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%80 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %84 = stablehlo.multiply %40, %82 : tensor<1024x8192x16384xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<1024x8192xf32>
    %86 = stablehlo.reshape %85 : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
    %87 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x16384xf32>
    %88 = stablehlo.multiply %82, %87 : tensor<1024x8192x16384xf32>
    %89 = stablehlo.multiply %86, %51 : tensor<1024x8192x1xf32>
    %cst_18 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<1024x8192x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x1xf32>, tensor<f32>) -> tensor<1024x8192xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x16384xf32>
    %94 = stablehlo.multiply %40, %93 : tensor<1024x8192x16384xf32>
    %95 = stablehlo.multiply %93, %40 : tensor<1024x8192x16384xf32>
    %96 = stablehlo.add %88, %95 : tensor<1024x8192x16384xf32>
    %97 = stablehlo.add %96, %94 : tensor<1024x8192x16384xf32>
    %98 = stablehlo.convert %97 : (tensor<1024x8192x16384xf32>) -> tensor<1024x8192x16384xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<126x53248x16384xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %108:22 = stablehlo.while(%iterArg = %39#15, %iterArg_114 = %39#16, %iterArg_115 = %arg1, %iterArg_116 = %arg2, %iterArg_117 = %arg3, %iterArg_118 = %arg4, %iterArg_119 = %arg5, %iterArg_120 = %arg6, %iterArg_121 = %arg7, %iterArg_122 = %arg8, %iterArg_123 = %arg9, %iterArg_124 = %c_29, %iterArg_125 = %98, %iterArg_126 = %99, %iterArg_127 = %100, %iterArg_128 = %101, %iterArg_129 = %102, %iterArg_130 = %103, %iterArg_131 = %104, %iterArg_132 = %105, %iterArg_133 = %106, %iterArg_134 = %107) : tensor<126x1024x8192x16384xbf16>, tensor<126x1024x8192x16384xbf16>, tensor<126x16384x16384xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x53248xf32>, tensor<126x16384x53248xf32>, tensor<126x53248x16384xf32>, tensor<126x16384xf32>, tensor<126x16384xf32>, tensor<i32>, tensor<1024x8192x16384xbf16>, tensor<126x16384x16384xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x53248xf32>, tensor<126x16384x53248xf32>, tensor<126x53248x16384xf32>, tensor<126x16384xf32>, tensor<126x16384xf32>
    cond {
      %c_135 = stablehlo.constant dense<126> : tensor<i32>
      %363 = stablehlo.compare LT, %iterArg_124, %c_135, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %363 : tensor<i1>
    } do {
      %c_135 = stablehlo.constant dense<126> : tensor<i32>
      %363 = stablehlo.subtract %c_135, %iterArg_124 : tensor<i32>
      %c_136 = stablehlo.constant dense<1> : tensor<i32>
      %364 = stablehlo.subtract %363, %c_136 : tensor<i32>
      %365 = func.call @dynamic_index_in_dim_7(%iterArg, %364) : (tensor<126x1024x8192x16384xbf16>, tensor<i32>) -> tensor<1024x8192x16384xbf16>
      %366 = func.call @dynamic_index_in_dim_7(%iterArg_114, %364) : (tensor<126x1024x8192x16384xbf16>, tensor<i32>) -> tensor<1024x8192x16384xbf16>
      %367 = func.call @dynamic_index_in_dim(%iterArg_115, %364) : (tensor<126x16384x16384xf32>, tensor<i32>) -> tensor<16384x16384xf32>
      %368 = func.call @dynamic_index_in_dim_0(%iterArg_116, %364) : (tensor<126x16384x1024xf32>, tensor<i32>) -> tensor<16384x1024xf32>
      %369 = func.call @dynamic_index_in_dim_0(%iterArg_117, %364) : (tensor<126x16384x1024xf32>, tensor<i32>) -> tensor<16384x1024xf32>
      %370 = func.call @dynamic_index_in_dim(%iterArg_118, %364) : (tensor<126x16384x16384xf32>, tensor<i32>) -> tensor<16384x16384xf32>
      %371 = func.call @dynamic_index_in_dim_1(%iterArg_119, %364) : (tensor<126x16384x53248xf32>, tensor<i32>) -> tensor<16384x53248xf32>
      %372 = func.call @dynamic_index_in_dim_1(%iterArg_120, %364) : (tensor<126x16384x53248xf32>, tensor<i32>) -> tensor<16384x53248xf32>
      %373 = func.call @dynamic_index_in_dim_2(%iterArg_121, %364) : (tensor<126x53248x16384xf32>, tensor<i32>) -> tensor<53248x16384xf32>
      %374 = func.call @dynamic_index_in_dim_3(%iterArg_122, %364) : (tensor<126x16384xf32>, tensor<i32>) -> tensor<16384xf32>
      %375 = func.call @dynamic_index_in_dim_3(%iterArg_123, %364) : (tensor<126x16384xf32>, tensor<i32>) -> tensor<16384xf32>
      %376:12 = stablehlo.optimization_barrier %365, %366, %367, %368, %369, %370, %371, %372, %373, %374, %375, %iterArg_125 : tensor<1024x8192x16384xbf16>, tensor<1024x8192x16384xbf16>, tensor<16384x16384xf32>, tensor<16384x1024xf32>, tensor<16384x1024xf32>, tensor<16384x16384xf32>, tensor<16384x53248xf32>, tensor<16384x53248xf32>, tensor<53248x16384xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<1024x8192x16384xbf16>
      %377 = stablehlo.convert %376#1 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x16384xf32>
      %378 = stablehlo.multiply %377, %377 : tensor<1024x8192x16384xf32>
      %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %379 = stablehlo.reduce(%378 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<1024x8192xf32>
      %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
      %cst_138 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
      %381 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %382 = stablehlo.divide %380, %381 : tensor<1024x8192x1xf32>
      %cst_139 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %383 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %384 = stablehlo.add %382, %383 : tensor<1024x8192x1xf32>
      %385 = stablehlo.rsqrt %384 : tensor<1024x8192x1xf32>
      %386 = stablehlo.divide %385, %384 : tensor<1024x8192x1xf32>
      %cst_140 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %387 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %388 = stablehlo.multiply %387, %386 : tensor<1024x8192x1xf32>
      %389 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x16384xf32>
      %390 = stablehlo.multiply %377, %389 : tensor<1024x8192x16384xf32>
      %391 = stablehlo.broadcast_in_dim %376#9, dims = [2] : (tensor<16384xf32>) -> tensor<1x1x16384xf32>
      %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x16384xf32>) -> tensor<1024x8192x16384xf32>
      %393 = stablehlo.multiply %390, %392 : tensor<1024x8192x16384xf32>
      %394 = stablehlo.convert %393 : (tensor<1024x8192x16384xf32>) -> tensor<1024x8192x16384xbf16>
      %395 = stablehlo.iota dim = 0 : tensor<8192xi32>
      %396 = stablehlo.convert %376#2 : (tensor<16384x16384xf32>) -> tensor<16384x16384xbf16>
      %397 = stablehlo.dot_general %394, %396, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x16384xbf16>) -> tensor<1024x8192x16384xbf16>
      %398 = stablehlo.reshape %397 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x128x128xbf16>
      %399 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_141 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %400 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %401 = stablehlo.divide %399, %400 : tensor<64xf32>
      %cst_142 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %402 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %403 = stablehlo.power %402, %401 : tensor<64xf32>
      %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %404 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %405 = stablehlo.divide %404, %403 : tensor<64xf32>
      %406 = stablehlo.broadcast_in_dim %395, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
      %407 = stablehlo.convert %406 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
      %408 = stablehlo.broadcast_in_dim %405, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %409 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
      %410 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
      %411 = stablehlo.multiply %409, %410 : tensor<8192x64xf32>
      %412 = stablehlo.cosine %411 : tensor<8192x64xf32>
      %413 = stablehlo.broadcast_in_dim %412, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %414 = stablehlo.sine %411 : tensor<8192x64xf32>
      %415 = stablehlo.broadcast_in_dim %414, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %416 = stablehlo.slice %398 [0:1024, 0:8192, 0:128, 0:64] : (tensor<1024x8192x128x128xbf16>) -> tensor<1024x8192x128x64xbf16>
      %417 = stablehlo.convert %416 : (tensor<1024x8192x128x64xbf16>) -> tensor<1024x8192x128x64xf32>
      %418 = stablehlo.slice %398 [0:1024, 0:8192, 0:128, 64:128] : (tensor<1024x8192x128x128xbf16>) -> tensor<1024x8192x128x64xbf16>
      %419 = stablehlo.convert %418 : (tensor<1024x8192x128x64xbf16>) -> tensor<1024x8192x128x64xf32>
      %420 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %421 = stablehlo.multiply %417, %420 : tensor<1024x8192x128x64xf32>
      %422 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %423 = stablehlo.multiply %419, %422 : tensor<1024x8192x128x64xf32>
      %424 = stablehlo.subtract %421, %423 : tensor<1024x8192x128x64xf32>
      %425 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %426 = stablehlo.multiply %419, %425 : tensor<1024x8192x128x64xf32>
      %427 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %428 = stablehlo.multiply %417, %427 : tensor<1024x8192x128x64xf32>
      %429 = stablehlo.add %426, %428 : tensor<1024x8192x128x64xf32>
      %430 = stablehlo.concatenate %424, %429, dim = 3 : (tensor<1024x8192x128x64xf32>, tensor<1024x8192x128x64xf32>) -> tensor<1024x8192x128x128xf32>
      %431 = stablehlo.convert %430 : (tensor<1024x8192x128x128xf32>) -> tensor<1024x8192x128x128xbf16>
      %432 = stablehlo.convert %376#3 : (tensor<16384x1024xf32>) -> tensor<16384x1024xbf16>
      %433 = stablehlo.dot_general %394, %432, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x1024xbf16>) -> tensor<1024x8192x1024xbf16>
      %434 = stablehlo.reshape %433 : (tensor<1024x8192x1024xbf16>) -> tensor<1024x8192x8x128xbf16>
      %435 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_144 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %436 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %437 = stablehlo.divide %435, %436 : tensor<64xf32>
      %cst_145 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %438 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %439 = stablehlo.power %438, %437 : tensor<64xf32>
      %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %440 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %441 = stablehlo.divide %440, %439 : tensor<64xf32>
      %442 = stablehlo.broadcast_in_dim %395, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
      %443 = stablehlo.convert %442 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
      %444 = stablehlo.broadcast_in_dim %441, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %445 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
      %446 = stablehlo.broadcast_in_dim %444, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
      %447 = stablehlo.multiply %445, %446 : tensor<8192x64xf32>
      %448 = stablehlo.cosine %447 : tensor<8192x64xf32>
      %449 = stablehlo.broadcast_in_dim %448, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %450 = stablehlo.sine %447 : tensor<8192x64xf32>
      %451 = stablehlo.broadcast_in_dim %450, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %452 = stablehlo.slice %434 [0:1024, 0:8192, 0:8, 0:64] : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8192x8x64xbf16>
      %453 = stablehlo.convert %452 : (tensor<1024x8192x8x64xbf16>) -> tensor<1024x8192x8x64xf32>
      %454 = stablehlo.slice %434 [0:1024, 0:8192, 0:8, 64:128] : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8192x8x64xbf16>
      %455 = stablehlo.convert %454 : (tensor<1024x8192x8x64xbf16>) -> tensor<1024x8192x8x64xf32>
      %456 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %457 = stablehlo.multiply %453, %456 : tensor<1024x8192x8x64xf32>
      %458 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %459 = stablehlo.multiply %455, %458 : tensor<1024x8192x8x64xf32>
      %460 = stablehlo.subtract %457, %459 : tensor<1024x8192x8x64xf32>
      %461 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %462 = stablehlo.multiply %455, %461 : tensor<1024x8192x8x64xf32>
      %463 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %464 = stablehlo.multiply %453, %463 : tensor<1024x8192x8x64xf32>
      %465 = stablehlo.add %462, %464 : tensor<1024x8192x8x64xf32>
      %466 = stablehlo.concatenate %460, %465, dim = 3 : (tensor<1024x8192x8x64xf32>, tensor<1024x8192x8x64xf32>) -> tensor<1024x8192x8x128xf32>
      %467 = stablehlo.convert %466 : (tensor<1024x8192x8x128xf32>) -> tensor<1024x8192x8x128xbf16>
      %468 = stablehlo.convert %376#4 : (tensor<16384x1024xf32>) -> tensor<16384x1024xbf16>
      %469 = stablehlo.dot_general %394, %468, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x1024xbf16>) -> tensor<1024x8192x1024xbf16>
      %470 = stablehlo.reshape %469 : (tensor<1024x8192x1024xbf16>) -> tensor<1024x8192x8x128xbf16>
      %471 = stablehlo.reshape %431 : (tensor<1024x8192x128x128xbf16>) -> tensor<1024x8192x8x16x128xbf16>
      %472 = stablehlo.transpose %471, dims = [0, 2, 3, 1, 4] : (tensor<1024x8192x8x16x128xbf16>) -> tensor<1024x8x16x8192x128xbf16>
      %473 = stablehlo.transpose %467, dims = [0, 2, 1, 3] : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8x8192x128xbf16>
      %474 = stablehlo.transpose %470, dims = [0, 2, 1, 3] : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8x8192x128xbf16>
      %475:2 = stablehlo.composite "flash_attention.forward" %472, %473, %474 {decomposition = @flash_attention.forward} : (tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x8192x128xbf16>, tensor<1024x8x8192x128xbf16>) -> (tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x16x8192xf32>)
      %476 = stablehlo.convert %376#5 : (tensor<16384x16384xf32>) -> tensor<16384x16384xbf16>
      %477 = stablehlo.dot_general %376#0, %476, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x16384xbf16>) -> tensor<1024x8192x16384xbf16>
      %478 = stablehlo.add %376#1, %477 : tensor<1024x8192x16384xbf16>
      %479 = stablehlo.convert %478 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x16384xf32>
      %480 = stablehlo.multiply %479, %479 : tensor<1024x8192x16384xf32>
      %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %481 = stablehlo.reduce(%480 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<1024x8192xf32>
      %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
      %cst_148 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
      %483 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %484 = stablehlo.divide %482, %483 : tensor<1024x8192x1xf32>
      %cst_149 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %485 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %486 = stablehlo.add %484, %485 : tensor<1024x8192x1xf32>
      %487 = stablehlo.rsqrt %486 : tensor<1024x8192x1xf32>
      %488 = stablehlo.divide %487, %486 : tensor<1024x8192x1xf32>
      %cst_150 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %489 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %490 = stablehlo.multiply %489, %488 : tensor<1024x8192x1xf32>
      %491 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x16384xf32>
      %492 = stablehlo.multiply %479, %491 : tensor<1024x8192x16384xf32>
      %493 = stablehlo.broadcast_in_dim %376#10, dims = [2] : (tensor<16384xf32>) -> tensor<1x1x16384xf32>
      %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<1x1x16384xf32>) -> tensor<1024x8192x16384xf32>
      %495 = stablehlo.multiply %492, %494 : tensor<1024x8192x16384xf32>
      %496 = stablehlo.convert %495 : (tensor<1024x8192x16384xf32>) -> tensor<1024x8192x16384xbf16>
      %497 = stablehlo.convert %376#6 : (tensor<16384x53248xf32>) -> tensor<16384x53248xbf16>
      %498 = stablehlo.dot_general %496, %497, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x53248xbf16>) -> tensor<1024x8192x53248xbf16>
      %499:3 = func.call @silu_8(%498) : (tensor<1024x8192x53248xbf16>) -> (tensor<1024x8192x53248xbf16>, tensor<1024x8192x53248xbf16>, tensor<1024x8192x53248xbf16>)
      %500 = stablehlo.convert %376#7 : (tensor<16384x53248xf32>) -> tensor<16384x53248xbf16>
      %501 = stablehlo.dot_general %496, %500, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x53248xbf16>) -> tensor<1024x8192x53248xbf16>
      %502 = stablehlo.multiply %499#0, %501 : tensor<1024x8192x53248xbf16>
      %503 = stablehlo.convert %376#8 : (tensor<53248x16384xf32>) -> tensor<53248x16384xbf16>
      %504 = stablehlo.dot_general %376#11, %502, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<1024x8192x53248xbf16>) -> tensor<16384x53248xbf16>
      %505 = stablehlo.transpose %504, dims = [1, 0] : (tensor<16384x53248xbf16>) -> tensor<53248x16384xbf16>
      %506 = stablehlo.dot_general %376#11, %503, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<53248x16384xbf16>) -> tensor<1024x8192x53248xbf16>
      %507 = stablehlo.convert %505 : (tensor<53248x16384xbf16>) -> tensor<53248x16384xf32>
      %508 = stablehlo.multiply %499#0, %506 : tensor<1024x8192x53248xbf16>
      %509 = stablehlo.multiply %506, %501 : tensor<1024x8192x53248xbf16>
      %510 = stablehlo.dot_general %508, %496, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x53248xbf16>, tensor<1024x8192x16384xbf16>) -> tensor<53248x16384xbf16>
      %511 = stablehlo.transpose %510, dims = [1, 0] : (tensor<53248x16384xbf16>) -> tensor<16384x53248xbf16>
      %512 = stablehlo.dot_general %508, %500, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x53248xbf16>, tensor<16384x53248xbf16>) -> tensor<1024x8192x16384xbf16>
      %513 = stablehlo.convert %511 : (tensor<16384x53248xbf16>) -> tensor<16384x53248xf32>
      %514 = func.call @silu_9(%499#1, %498, %499#2, %509) : (tensor<1024x8192x53248xbf16>, tensor<1024x8192x53248xbf16>, tensor<1024x8192x53248xbf16>, tensor<1024x8192x53248xbf16>) -> tensor<1024x8192x53248xbf16>
      %515 = stablehlo.dot_general %514, %496, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x53248xbf16>, tensor<1024x8192x16384xbf16>) -> tensor<53248x16384xbf16>
      %516 = stablehlo.transpose %515, dims = [1, 0] : (tensor<53248x16384xbf16>) -> tensor<16384x53248xbf16>
      %517 = stablehlo.dot_general %514, %497, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x53248xbf16>, tensor<16384x53248xbf16>) -> tensor<1024x8192x16384xbf16>
      %518 = stablehlo.add %512, %517 : tensor<1024x8192x16384xbf16>
      %519 = stablehlo.convert %516 : (tensor<16384x53248xbf16>) -> tensor<16384x53248xf32>
      %520 = stablehlo.convert %518 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x16384xf32>
      %521 = stablehlo.multiply %492, %520 : tensor<1024x8192x16384xf32>
      %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %522 = stablehlo.reduce(%521 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<16384xf32>
      %523 = stablehlo.reshape %522 : (tensor<16384xf32>) -> tensor<1x1x16384xf32>
      %524 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<1x1x16384xf32>) -> tensor<1024x8192x16384xf32>
      %525 = stablehlo.multiply %520, %524 : tensor<1024x8192x16384xf32>
      %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %526 = stablehlo.reduce(%523 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16384xf32>, tensor<f32>) -> tensor<16384xf32>
      %527 = stablehlo.multiply %479, %525 : tensor<1024x8192x16384xf32>
      %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %528 = stablehlo.reduce(%527 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<1024x8192xf32>
      %529 = stablehlo.reshape %528 : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
      %530 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x16384xf32>
      %531 = stablehlo.multiply %525, %530 : tensor<1024x8192x16384xf32>
      %532 = stablehlo.multiply %529, %490 : tensor<1024x8192x1xf32>
      %cst_154 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
      %533 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %534 = stablehlo.divide %532, %533 : tensor<1024x8192x1xf32>
      %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %535 = stablehlo.reduce(%534 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x1xf32>, tensor<f32>) -> tensor<1024x8192xf32>
      %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x16384xf32>
      %537 = stablehlo.multiply %479, %536 : tensor<1024x8192x16384xf32>
      %538 = stablehlo.add %531, %537 : tensor<1024x8192x16384xf32>
      %539 = stablehlo.multiply %536, %479 : tensor<1024x8192x16384xf32>
      %540 = stablehlo.add %538, %539 : tensor<1024x8192x16384xf32>
      %541 = stablehlo.convert %540 : (tensor<1024x8192x16384xf32>) -> tensor<1024x8192x16384xbf16>
      %542 = stablehlo.add %376#11, %541 : tensor<1024x8192x16384xbf16>
      %543 = stablehlo.dot_general %542, %376#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<1024x8192x16384xbf16>) -> tensor<16384x16384xbf16>
      %544 = stablehlo.transpose %543, dims = [1, 0] : (tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
      %545 = stablehlo.dot_general %542, %476, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x16384xbf16>) -> tensor<1024x8192x16384xbf16>
      %546 = stablehlo.convert %544 : (tensor<16384x16384xbf16>) -> tensor<16384x16384xf32>
      %547 = stablehlo.reshape %545 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x8x16x128xbf16>
      %548 = stablehlo.transpose %547, dims = [0, 2, 3, 1, 4] : (tensor<1024x8192x8x16x128xbf16>) -> tensor<1024x8x16x8192x128xbf16>
      %549:3 = stablehlo.composite "flash_attention.backward" %472, %473, %474, %475#0, %475#1, %548 {decomposition = @flash_attention.backward} : (tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x8192x128xbf16>, tensor<1024x8x8192x128xbf16>, tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x16x8192xf32>, tensor<1024x8x16x8192x128xbf16>) -> (tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x8192x128xbf16>, tensor<1024x8x8192x128xbf16>)
      %550 = stablehlo.transpose %549#2, dims = [0, 2, 1, 3] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8192x8x128xbf16>
      %551 = stablehlo.transpose %549#1, dims = [0, 2, 1, 3] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8192x8x128xbf16>
      %552 = stablehlo.transpose %549#0, dims = [0, 3, 1, 2, 4] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8192x8x16x128xbf16>
      %553 = stablehlo.reshape %552 : (tensor<1024x8192x8x16x128xbf16>) -> tensor<1024x8192x128x128xbf16>
      %554 = stablehlo.reshape %550 : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8192x1024xbf16>
      %555 = stablehlo.dot_general %554, %394, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x1024xbf16>, tensor<1024x8192x16384xbf16>) -> tensor<1024x16384xbf16>
      %556 = stablehlo.transpose %555, dims = [1, 0] : (tensor<1024x16384xbf16>) -> tensor<16384x1024xbf16>
      %557 = stablehlo.dot_general %554, %468, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x1024xbf16>, tensor<16384x1024xbf16>) -> tensor<1024x8192x16384xbf16>
      %558 = stablehlo.convert %556 : (tensor<16384x1024xbf16>) -> tensor<16384x1024xf32>
      %559 = stablehlo.convert %551 : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8192x8x128xf32>
      %560 = stablehlo.slice %559 [0:1024, 0:8192, 0:8, 0:64] : (tensor<1024x8192x8x128xf32>) -> tensor<1024x8192x8x64xf32>
      %561 = stablehlo.slice %559 [0:1024, 0:8192, 0:8, 64:128] : (tensor<1024x8192x8x128xf32>) -> tensor<1024x8192x8x64xf32>
      %562 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %563 = stablehlo.multiply %561, %562 : tensor<1024x8192x8x64xf32>
      %564 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %565 = stablehlo.multiply %561, %564 : tensor<1024x8192x8x64xf32>
      %566 = stablehlo.negate %560 : tensor<1024x8192x8x64xf32>
      %567 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %568 = stablehlo.multiply %566, %567 : tensor<1024x8192x8x64xf32>
      %569 = stablehlo.add %565, %568 : tensor<1024x8192x8x64xf32>
      %570 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x8x64xf32>
      %571 = stablehlo.multiply %560, %570 : tensor<1024x8192x8x64xf32>
      %572 = stablehlo.add %563, %571 : tensor<1024x8192x8x64xf32>
      %573 = stablehlo.convert %569 : (tensor<1024x8192x8x64xf32>) -> tensor<1024x8192x8x64xbf16>
      %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %574 = stablehlo.pad %573, %cst_156, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1024x8192x8x64xbf16>, tensor<bf16>) -> tensor<1024x8192x8x128xbf16>
      %575 = stablehlo.convert %572 : (tensor<1024x8192x8x64xf32>) -> tensor<1024x8192x8x64xbf16>
      %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %576 = stablehlo.pad %575, %cst_157, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<1024x8192x8x64xbf16>, tensor<bf16>) -> tensor<1024x8192x8x128xbf16>
      %577 = stablehlo.add %574, %576 : tensor<1024x8192x8x128xbf16>
      %578 = stablehlo.reshape %577 : (tensor<1024x8192x8x128xbf16>) -> tensor<1024x8192x1024xbf16>
      %579 = stablehlo.dot_general %578, %394, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x1024xbf16>, tensor<1024x8192x16384xbf16>) -> tensor<1024x16384xbf16>
      %580 = stablehlo.transpose %579, dims = [1, 0] : (tensor<1024x16384xbf16>) -> tensor<16384x1024xbf16>
      %581 = stablehlo.dot_general %578, %432, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x1024xbf16>, tensor<16384x1024xbf16>) -> tensor<1024x8192x16384xbf16>
      %582 = stablehlo.add %557, %581 : tensor<1024x8192x16384xbf16>
      %583 = stablehlo.convert %580 : (tensor<16384x1024xbf16>) -> tensor<16384x1024xf32>
      %584 = stablehlo.convert %553 : (tensor<1024x8192x128x128xbf16>) -> tensor<1024x8192x128x128xf32>
      %585 = stablehlo.slice %584 [0:1024, 0:8192, 0:128, 0:64] : (tensor<1024x8192x128x128xf32>) -> tensor<1024x8192x128x64xf32>
      %586 = stablehlo.slice %584 [0:1024, 0:8192, 0:128, 64:128] : (tensor<1024x8192x128x128xf32>) -> tensor<1024x8192x128x64xf32>
      %587 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %588 = stablehlo.multiply %586, %587 : tensor<1024x8192x128x64xf32>
      %589 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %590 = stablehlo.multiply %586, %589 : tensor<1024x8192x128x64xf32>
      %591 = stablehlo.negate %585 : tensor<1024x8192x128x64xf32>
      %592 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %593 = stablehlo.multiply %591, %592 : tensor<1024x8192x128x64xf32>
      %594 = stablehlo.add %590, %593 : tensor<1024x8192x128x64xf32>
      %595 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<1024x8192x128x64xf32>
      %596 = stablehlo.multiply %585, %595 : tensor<1024x8192x128x64xf32>
      %597 = stablehlo.add %588, %596 : tensor<1024x8192x128x64xf32>
      %598 = stablehlo.convert %594 : (tensor<1024x8192x128x64xf32>) -> tensor<1024x8192x128x64xbf16>
      %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %599 = stablehlo.pad %598, %cst_158, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1024x8192x128x64xbf16>, tensor<bf16>) -> tensor<1024x8192x128x128xbf16>
      %600 = stablehlo.convert %597 : (tensor<1024x8192x128x64xf32>) -> tensor<1024x8192x128x64xbf16>
      %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %601 = stablehlo.pad %600, %cst_159, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<1024x8192x128x64xbf16>, tensor<bf16>) -> tensor<1024x8192x128x128xbf16>
      %602 = stablehlo.add %599, %601 : tensor<1024x8192x128x128xbf16>
      %603 = stablehlo.reshape %602 : (tensor<1024x8192x128x128xbf16>) -> tensor<1024x8192x16384xbf16>
      %604 = stablehlo.dot_general %603, %394, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<1024x8192x16384xbf16>) -> tensor<16384x16384xbf16>
      %605 = stablehlo.transpose %604, dims = [1, 0] : (tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
      %606 = stablehlo.dot_general %603, %396, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8192x16384xbf16>, tensor<16384x16384xbf16>) -> tensor<1024x8192x16384xbf16>
      %607 = stablehlo.add %582, %606 : tensor<1024x8192x16384xbf16>
      %608 = stablehlo.convert %605 : (tensor<16384x16384xbf16>) -> tensor<16384x16384xf32>
      %609 = stablehlo.convert %607 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x16384xf32>
      %610 = stablehlo.multiply %390, %609 : tensor<1024x8192x16384xf32>
      %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %611 = stablehlo.reduce(%610 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<16384xf32>
      %612 = stablehlo.reshape %611 : (tensor<16384xf32>) -> tensor<1x1x16384xf32>
      %613 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x16384xf32>) -> tensor<1024x8192x16384xf32>
      %614 = stablehlo.multiply %609, %613 : tensor<1024x8192x16384xf32>
      %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %615 = stablehlo.reduce(%612 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16384xf32>, tensor<f32>) -> tensor<16384xf32>
      %616 = stablehlo.multiply %377, %614 : tensor<1024x8192x16384xf32>
      %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %617 = stablehlo.reduce(%616 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x16384xf32>, tensor<f32>) -> tensor<1024x8192xf32>
      %618 = stablehlo.reshape %617 : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
      %619 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x16384xf32>
      %620 = stablehlo.multiply %614, %619 : tensor<1024x8192x16384xf32>
      %621 = stablehlo.multiply %618, %388 : tensor<1024x8192x1xf32>
      %cst_163 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
      %622 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
      %623 = stablehlo.divide %621, %622 : tensor<1024x8192x1xf32>
      %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %624 = stablehlo.reduce(%623 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x1xf32>, tensor<f32>) -> tensor<1024x8192xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x16384xf32>
      %626 = stablehlo.multiply %377, %625 : tensor<1024x8192x16384xf32>
      %627 = stablehlo.add %620, %626 : tensor<1024x8192x16384xf32>
      %628 = stablehlo.multiply %625, %377 : tensor<1024x8192x16384xf32>
      %629 = stablehlo.add %627, %628 : tensor<1024x8192x16384xf32>
      %630 = stablehlo.convert %629 : (tensor<1024x8192x16384xf32>) -> tensor<1024x8192x16384xbf16>
      %631 = stablehlo.add %542, %630 : tensor<1024x8192x16384xbf16>
      %632 = func.call @dynamic_update_index_in_dim_10(%iterArg_126, %608, %364) : (tensor<126x16384x16384xf32>, tensor<16384x16384xf32>, tensor<i32>) -> tensor<126x16384x16384xf32>
      %633 = func.call @dynamic_update_index_in_dim_11(%iterArg_127, %583, %364) : (tensor<126x16384x1024xf32>, tensor<16384x1024xf32>, tensor<i32>) -> tensor<126x16384x1024xf32>
      %634 = func.call @dynamic_update_index_in_dim_11(%iterArg_128, %558, %364) : (tensor<126x16384x1024xf32>, tensor<16384x1024xf32>, tensor<i32>) -> tensor<126x16384x1024xf32>
      %635 = func.call @dynamic_update_index_in_dim_10(%iterArg_129, %546, %364) : (tensor<126x16384x16384xf32>, tensor<16384x16384xf32>, tensor<i32>) -> tensor<126x16384x16384xf32>
      %636 = func.call @dynamic_update_index_in_dim_12(%iterArg_130, %519, %364) : (tensor<126x16384x53248xf32>, tensor<16384x53248xf32>, tensor<i32>) -> tensor<126x16384x53248xf32>
      %637 = func.call @dynamic_update_index_in_dim_12(%iterArg_131, %513, %364) : (tensor<126x16384x53248xf32>, tensor<16384x53248xf32>, tensor<i32>) -> tensor<126x16384x53248xf32>
      %638 = func.call @dynamic_update_index_in_dim_13(%iterArg_132, %507, %364) : (tensor<126x53248x16384xf32>, tensor<53248x16384xf32>, tensor<i32>) -> tensor<126x53248x16384xf32>
      %639 = func.call @dynamic_update_index_in_dim_14(%iterArg_133, %615, %364) : (tensor<126x16384xf32>, tensor<16384xf32>, tensor<i32>) -> tensor<126x16384xf32>
      %640 = func.call @dynamic_update_index_in_dim_14(%iterArg_134, %526, %364) : (tensor<126x16384xf32>, tensor<16384xf32>, tensor<i32>) -> tensor<126x16384xf32>
      %c_165 = stablehlo.constant dense<1> : tensor<i32>
      %641 = stablehlo.add %iterArg_124, %c_165 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_114, %iterArg_115, %iterArg_116, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %641, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640 : tensor<126x1024x8192x16384xbf16>, tensor<126x1024x8192x16384xbf16>, tensor<126x16384x16384xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x53248xf32>, tensor<126x16384x53248xf32>, tensor<126x53248x16384xf32>, tensor<126x16384xf32>, tensor<126x16384xf32>, tensor<i32>, tensor<1024x8192x16384xbf16>, tensor<126x16384x16384xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x53248xf32>, tensor<126x16384x53248xf32>, tensor<126x53248x16384xf32>, tensor<126x16384xf32>, tensor<126x16384xf32>
    }
    %109 = stablehlo.convert %108#12 : (tensor<1024x8192x16384xbf16>) -> tensor<1024x8192x16384xf32>
    %110 = call @_take_15(%0#1, %109) : (tensor<1024x8192x1xi32>, tensor<1024x8192x16384xf32>) -> tensor<128256x16384xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<128256x16384xf32>
    %112 = stablehlo.multiply %111, %arg12 : tensor<128256x16384xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128256x16384xf32>
    %114 = stablehlo.multiply %113, %110 : tensor<128256x16384xf32>
    %115 = stablehlo.add %112, %114 : tensor<128256x16384xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %117 = stablehlo.multiply %116, %arg13 : tensor<126x16384x16384xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %119 = stablehlo.multiply %118, %108#13 : tensor<126x16384x16384xf32>
    %120 = stablehlo.add %117, %119 : tensor<126x16384x16384xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %122 = stablehlo.multiply %121, %arg14 : tensor<126x16384x1024xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %124 = stablehlo.multiply %123, %108#14 : tensor<126x16384x1024xf32>
    %125 = stablehlo.add %122, %124 : tensor<126x16384x1024xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %127 = stablehlo.multiply %126, %arg15 : tensor<126x16384x1024xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %129 = stablehlo.multiply %128, %108#15 : tensor<126x16384x1024xf32>
    %130 = stablehlo.add %127, %129 : tensor<126x16384x1024xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %132 = stablehlo.multiply %131, %arg16 : tensor<126x16384x16384xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %134 = stablehlo.multiply %133, %108#16 : tensor<126x16384x16384xf32>
    %135 = stablehlo.add %132, %134 : tensor<126x16384x16384xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %137 = stablehlo.multiply %136, %arg17 : tensor<126x16384x53248xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %139 = stablehlo.multiply %138, %108#17 : tensor<126x16384x53248xf32>
    %140 = stablehlo.add %137, %139 : tensor<126x16384x53248xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %142 = stablehlo.multiply %141, %arg18 : tensor<126x16384x53248xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %144 = stablehlo.multiply %143, %108#18 : tensor<126x16384x53248xf32>
    %145 = stablehlo.add %142, %144 : tensor<126x16384x53248xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<126x53248x16384xf32>
    %147 = stablehlo.multiply %146, %arg19 : tensor<126x53248x16384xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<126x53248x16384xf32>
    %149 = stablehlo.multiply %148, %108#19 : tensor<126x53248x16384xf32>
    %150 = stablehlo.add %147, %149 : tensor<126x53248x16384xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %152 = stablehlo.multiply %151, %arg20 : tensor<126x16384xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %154 = stablehlo.multiply %153, %108#20 : tensor<126x16384xf32>
    %155 = stablehlo.add %152, %154 : tensor<126x16384xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %157 = stablehlo.multiply %156, %arg21 : tensor<126x16384xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %159 = stablehlo.multiply %158, %108#21 : tensor<126x16384xf32>
    %160 = stablehlo.add %157, %159 : tensor<126x16384xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %162 = stablehlo.multiply %161, %arg22 : tensor<16384xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %164 = stablehlo.multiply %163, %83 : tensor<16384xf32>
    %165 = stablehlo.add %162, %164 : tensor<16384xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16384x128256xf32>
    %167 = stablehlo.multiply %166, %arg23 : tensor<16384x128256xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16384x128256xf32>
    %169 = stablehlo.multiply %168, %76 : tensor<16384x128256xf32>
    %170 = stablehlo.add %167, %169 : tensor<16384x128256xf32>
    %cst_54 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<128256x16384xf32>
    %172 = stablehlo.multiply %171, %arg24 : tensor<128256x16384xf32>
    %cst_55 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128256x16384xf32>
    %174 = stablehlo.multiply %173, %110 : tensor<128256x16384xf32>
    %175 = stablehlo.multiply %174, %110 : tensor<128256x16384xf32>
    %176 = stablehlo.add %172, %175 : tensor<128256x16384xf32>
    %cst_56 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %178 = stablehlo.multiply %177, %arg25 : tensor<126x16384x16384xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %180 = stablehlo.multiply %179, %108#13 : tensor<126x16384x16384xf32>
    %181 = stablehlo.multiply %180, %108#13 : tensor<126x16384x16384xf32>
    %182 = stablehlo.add %178, %181 : tensor<126x16384x16384xf32>
    %cst_58 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %184 = stablehlo.multiply %183, %arg26 : tensor<126x16384x1024xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %186 = stablehlo.multiply %185, %108#14 : tensor<126x16384x1024xf32>
    %187 = stablehlo.multiply %186, %108#14 : tensor<126x16384x1024xf32>
    %188 = stablehlo.add %184, %187 : tensor<126x16384x1024xf32>
    %cst_60 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %190 = stablehlo.multiply %189, %arg27 : tensor<126x16384x1024xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %192 = stablehlo.multiply %191, %108#15 : tensor<126x16384x1024xf32>
    %193 = stablehlo.multiply %192, %108#15 : tensor<126x16384x1024xf32>
    %194 = stablehlo.add %190, %193 : tensor<126x16384x1024xf32>
    %cst_62 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %196 = stablehlo.multiply %195, %arg28 : tensor<126x16384x16384xf32>
    %cst_63 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %198 = stablehlo.multiply %197, %108#16 : tensor<126x16384x16384xf32>
    %199 = stablehlo.multiply %198, %108#16 : tensor<126x16384x16384xf32>
    %200 = stablehlo.add %196, %199 : tensor<126x16384x16384xf32>
    %cst_64 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %202 = stablehlo.multiply %201, %arg29 : tensor<126x16384x53248xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %204 = stablehlo.multiply %203, %108#17 : tensor<126x16384x53248xf32>
    %205 = stablehlo.multiply %204, %108#17 : tensor<126x16384x53248xf32>
    %206 = stablehlo.add %202, %205 : tensor<126x16384x53248xf32>
    %cst_66 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %208 = stablehlo.multiply %207, %arg30 : tensor<126x16384x53248xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %210 = stablehlo.multiply %209, %108#18 : tensor<126x16384x53248xf32>
    %211 = stablehlo.multiply %210, %108#18 : tensor<126x16384x53248xf32>
    %212 = stablehlo.add %208, %211 : tensor<126x16384x53248xf32>
    %cst_68 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<126x53248x16384xf32>
    %214 = stablehlo.multiply %213, %arg31 : tensor<126x53248x16384xf32>
    %cst_69 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<126x53248x16384xf32>
    %216 = stablehlo.multiply %215, %108#19 : tensor<126x53248x16384xf32>
    %217 = stablehlo.multiply %216, %108#19 : tensor<126x53248x16384xf32>
    %218 = stablehlo.add %214, %217 : tensor<126x53248x16384xf32>
    %cst_70 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %220 = stablehlo.multiply %219, %arg32 : tensor<126x16384xf32>
    %cst_71 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %222 = stablehlo.multiply %221, %108#20 : tensor<126x16384xf32>
    %223 = stablehlo.multiply %222, %108#20 : tensor<126x16384xf32>
    %224 = stablehlo.add %220, %223 : tensor<126x16384xf32>
    %cst_72 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %226 = stablehlo.multiply %225, %arg33 : tensor<126x16384xf32>
    %cst_73 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %228 = stablehlo.multiply %227, %108#21 : tensor<126x16384xf32>
    %229 = stablehlo.multiply %228, %108#21 : tensor<126x16384xf32>
    %230 = stablehlo.add %226, %229 : tensor<126x16384xf32>
    %cst_74 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %232 = stablehlo.multiply %231, %arg34 : tensor<16384xf32>
    %cst_75 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %234 = stablehlo.multiply %233, %83 : tensor<16384xf32>
    %235 = stablehlo.multiply %234, %83 : tensor<16384xf32>
    %236 = stablehlo.add %232, %235 : tensor<16384xf32>
    %cst_76 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16384x128256xf32>
    %238 = stablehlo.multiply %237, %arg35 : tensor<16384x128256xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16384x128256xf32>
    %240 = stablehlo.multiply %239, %76 : tensor<16384x128256xf32>
    %241 = stablehlo.multiply %240, %76 : tensor<16384x128256xf32>
    %242 = stablehlo.add %238, %241 : tensor<16384x128256xf32>
    %243 = stablehlo.sqrt %176 : tensor<128256x16384xf32>
    %cst_78 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<128256x16384xf32>
    %245 = stablehlo.add %243, %244 : tensor<128256x16384xf32>
    %246 = stablehlo.divide %115, %245 : tensor<128256x16384xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<128256x16384xf32>
    %248 = stablehlo.multiply %247, %arg0 : tensor<128256x16384xf32>
    %249 = stablehlo.add %246, %248 : tensor<128256x16384xf32>
    %cst_80 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128256x16384xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<128256x16384xf32>
    %252 = stablehlo.subtract %arg0, %251 : tensor<128256x16384xf32>
    %253 = stablehlo.sqrt %182 : tensor<126x16384x16384xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %255 = stablehlo.add %253, %254 : tensor<126x16384x16384xf32>
    %256 = stablehlo.divide %120, %255 : tensor<126x16384x16384xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %258 = stablehlo.multiply %257, %arg1 : tensor<126x16384x16384xf32>
    %259 = stablehlo.add %256, %258 : tensor<126x16384x16384xf32>
    %cst_83 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %261 = stablehlo.multiply %260, %259 : tensor<126x16384x16384xf32>
    %262 = stablehlo.subtract %arg1, %261 : tensor<126x16384x16384xf32>
    %263 = stablehlo.sqrt %188 : tensor<126x16384x1024xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %265 = stablehlo.add %263, %264 : tensor<126x16384x1024xf32>
    %266 = stablehlo.divide %125, %265 : tensor<126x16384x1024xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %268 = stablehlo.multiply %267, %arg2 : tensor<126x16384x1024xf32>
    %269 = stablehlo.add %266, %268 : tensor<126x16384x1024xf32>
    %cst_86 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<126x16384x1024xf32>
    %272 = stablehlo.subtract %arg2, %271 : tensor<126x16384x1024xf32>
    %273 = stablehlo.sqrt %194 : tensor<126x16384x1024xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %275 = stablehlo.add %273, %274 : tensor<126x16384x1024xf32>
    %276 = stablehlo.divide %130, %275 : tensor<126x16384x1024xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %278 = stablehlo.multiply %277, %arg3 : tensor<126x16384x1024xf32>
    %279 = stablehlo.add %276, %278 : tensor<126x16384x1024xf32>
    %cst_89 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<126x16384x1024xf32>
    %281 = stablehlo.multiply %280, %279 : tensor<126x16384x1024xf32>
    %282 = stablehlo.subtract %arg3, %281 : tensor<126x16384x1024xf32>
    %283 = stablehlo.sqrt %200 : tensor<126x16384x16384xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %285 = stablehlo.add %283, %284 : tensor<126x16384x16384xf32>
    %286 = stablehlo.divide %135, %285 : tensor<126x16384x16384xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %288 = stablehlo.multiply %287, %arg4 : tensor<126x16384x16384xf32>
    %289 = stablehlo.add %286, %288 : tensor<126x16384x16384xf32>
    %cst_92 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<126x16384x16384xf32>
    %291 = stablehlo.multiply %290, %289 : tensor<126x16384x16384xf32>
    %292 = stablehlo.subtract %arg4, %291 : tensor<126x16384x16384xf32>
    %293 = stablehlo.sqrt %206 : tensor<126x16384x53248xf32>
    %cst_93 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %295 = stablehlo.add %293, %294 : tensor<126x16384x53248xf32>
    %296 = stablehlo.divide %140, %295 : tensor<126x16384x53248xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %298 = stablehlo.multiply %297, %arg5 : tensor<126x16384x53248xf32>
    %299 = stablehlo.add %296, %298 : tensor<126x16384x53248xf32>
    %cst_95 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %301 = stablehlo.multiply %300, %299 : tensor<126x16384x53248xf32>
    %302 = stablehlo.subtract %arg5, %301 : tensor<126x16384x53248xf32>
    %303 = stablehlo.sqrt %212 : tensor<126x16384x53248xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %305 = stablehlo.add %303, %304 : tensor<126x16384x53248xf32>
    %306 = stablehlo.divide %145, %305 : tensor<126x16384x53248xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %308 = stablehlo.multiply %307, %arg6 : tensor<126x16384x53248xf32>
    %309 = stablehlo.add %306, %308 : tensor<126x16384x53248xf32>
    %cst_98 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<126x16384x53248xf32>
    %311 = stablehlo.multiply %310, %309 : tensor<126x16384x53248xf32>
    %312 = stablehlo.subtract %arg6, %311 : tensor<126x16384x53248xf32>
    %313 = stablehlo.sqrt %218 : tensor<126x53248x16384xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<126x53248x16384xf32>
    %315 = stablehlo.add %313, %314 : tensor<126x53248x16384xf32>
    %316 = stablehlo.divide %150, %315 : tensor<126x53248x16384xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<126x53248x16384xf32>
    %318 = stablehlo.multiply %317, %arg7 : tensor<126x53248x16384xf32>
    %319 = stablehlo.add %316, %318 : tensor<126x53248x16384xf32>
    %cst_101 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<126x53248x16384xf32>
    %321 = stablehlo.multiply %320, %319 : tensor<126x53248x16384xf32>
    %322 = stablehlo.subtract %arg7, %321 : tensor<126x53248x16384xf32>
    %323 = stablehlo.sqrt %224 : tensor<126x16384xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %325 = stablehlo.add %323, %324 : tensor<126x16384xf32>
    %326 = stablehlo.divide %155, %325 : tensor<126x16384xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %328 = stablehlo.multiply %327, %arg8 : tensor<126x16384xf32>
    %329 = stablehlo.add %326, %328 : tensor<126x16384xf32>
    %cst_104 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %331 = stablehlo.multiply %330, %329 : tensor<126x16384xf32>
    %332 = stablehlo.subtract %arg8, %331 : tensor<126x16384xf32>
    %333 = stablehlo.sqrt %230 : tensor<126x16384xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %335 = stablehlo.add %333, %334 : tensor<126x16384xf32>
    %336 = stablehlo.divide %160, %335 : tensor<126x16384xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %338 = stablehlo.multiply %337, %arg9 : tensor<126x16384xf32>
    %339 = stablehlo.add %336, %338 : tensor<126x16384xf32>
    %cst_107 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<126x16384xf32>
    %341 = stablehlo.multiply %340, %339 : tensor<126x16384xf32>
    %342 = stablehlo.subtract %arg9, %341 : tensor<126x16384xf32>
    %343 = stablehlo.sqrt %236 : tensor<16384xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %345 = stablehlo.add %343, %344 : tensor<16384xf32>
    %346 = stablehlo.divide %165, %345 : tensor<16384xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %348 = stablehlo.multiply %347, %arg10 : tensor<16384xf32>
    %349 = stablehlo.add %346, %348 : tensor<16384xf32>
    %cst_110 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %351 = stablehlo.multiply %350, %349 : tensor<16384xf32>
    %352 = stablehlo.subtract %arg10, %351 : tensor<16384xf32>
    %353 = stablehlo.sqrt %242 : tensor<16384x128256xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16384x128256xf32>
    %355 = stablehlo.add %353, %354 : tensor<16384x128256xf32>
    %356 = stablehlo.divide %170, %355 : tensor<16384x128256xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16384x128256xf32>
    %358 = stablehlo.multiply %357, %arg11 : tensor<16384x128256xf32>
    %359 = stablehlo.add %356, %358 : tensor<16384x128256xf32>
    %cst_113 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16384x128256xf32>
    %361 = stablehlo.multiply %360, %359 : tensor<16384x128256xf32>
    %362 = stablehlo.subtract %arg11, %361 : tensor<16384x128256xf32>
    return %252, %262, %272, %282, %292, %302, %312, %322, %332, %342, %352, %362, %115, %120, %125, %130, %135, %140, %145, %150, %155, %160, %165, %170, %176, %182, %188, %194, %200, %206, %212, %218, %224, %230, %236, %242, %66 : tensor<128256x16384xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x53248xf32>, tensor<126x16384x53248xf32>, tensor<126x53248x16384xf32>, tensor<126x16384xf32>, tensor<126x16384xf32>, tensor<16384xf32>, tensor<16384x128256xf32>, tensor<128256x16384xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x53248xf32>, tensor<126x16384x53248xf32>, tensor<126x53248x16384xf32>, tensor<126x16384xf32>, tensor<126x16384xf32>, tensor<16384xf32>, tensor<16384x128256xf32>, tensor<128256x16384xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x1024xf32>, tensor<126x16384x16384xf32>, tensor<126x16384x53248xf32>, tensor<126x16384x53248xf32>, tensor<126x53248x16384xf32>, tensor<126x16384xf32>, tensor<126x16384xf32>, tensor<16384xf32>, tensor<16384x128256xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<128256x16384xf32>, %arg1: tensor<1024x8192xi32>) -> (tensor<1024x8192x16384xf32>, tensor<1024x8192x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x8192xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1024x8192xi32>, tensor<1024x8192xi32>) -> tensor<1024x8192xi1>
    %c_0 = stablehlo.constant dense<128256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024x8192xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1024x8192xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1024x8192xi1>, tensor<1024x8192xi32>, tensor<1024x8192xi32>) -> tensor<1024x8192xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1024x8192xi32>) -> tensor<1024x8192x1xi32>
    %c_1 = stablehlo.constant dense<128255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024x8192x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1024x8192x1xi32>, tensor<1024x8192x1xi32>) -> tensor<1024x8192x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1024x8192x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1024x8192x1xi32>, tensor<1024x8192x1xi32>) -> tensor<1024x8192x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1024x8192x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1024x8192x1xi1>, tensor<i1>) -> tensor<1024x8192xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16384>}> : (tensor<128256x16384xf32>, tensor<1024x8192x1xi32>) -> tensor<1024x8192x16384xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1024x8192xi1>) -> tensor<1024x8192x16384xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x8192x16384xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1024x8192x16384xi1>, tensor<1024x8192x16384xf32>
    return %16, %5 : tensor<1024x8192x16384xf32>, tensor<1024x8192x1xi32>
  }
  func.func private @_where(%arg0: tensor<1024x8192xi1>, %arg1: tensor<1024x8192xi32>, %arg2: tensor<1024x8192xi32>) -> tensor<1024x8192xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1024x8192xi1>, tensor<1024x8192xi32>
    return %0 : tensor<1024x8192xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<126x16384x16384xf32>, %arg1: tensor<i32>) -> tensor<16384x16384xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16384, 16384] : (tensor<126x16384x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16384x16384xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16384x16384xf32>) -> tensor<16384x16384xf32>
    return %1 : tensor<16384x16384xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<126x16384x1024xf32>, %arg1: tensor<i32>) -> tensor<16384x1024xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16384, 1024] : (tensor<126x16384x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16384x1024xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16384x1024xf32>) -> tensor<16384x1024xf32>
    return %1 : tensor<16384x1024xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<126x16384x53248xf32>, %arg1: tensor<i32>) -> tensor<16384x53248xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16384, 53248] : (tensor<126x16384x53248xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16384x53248xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16384x53248xf32>) -> tensor<16384x53248xf32>
    return %1 : tensor<16384x53248xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<126x53248x16384xf32>, %arg1: tensor<i32>) -> tensor<53248x16384xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 53248, 16384] : (tensor<126x53248x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x53248x16384xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x53248x16384xf32>) -> tensor<53248x16384xf32>
    return %1 : tensor<53248x16384xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<126x16384xf32>, %arg1: tensor<i32>) -> tensor<16384xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16384] : (tensor<126x16384xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16384xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16384xf32>) -> tensor<16384xf32>
    return %1 : tensor<16384xf32>
  }
  func.func private @flash_attention.forward(%arg0: tensor<1024x8x16x8192x128xbf16>, %arg1: tensor<1024x8x8192x128xbf16>, %arg2: tensor<1024x8x8192x128xbf16>) -> (tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x16x8192xf32>) {
    %0 = stablehlo.slice %arg1 [0:1024, 0:8, 0:2048, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %1 = stablehlo.slice %arg1 [0:1024, 0:8, 2048:4096, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %2 = stablehlo.slice %arg1 [0:1024, 0:8, 4096:6144, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %3 = stablehlo.slice %arg1 [0:1024, 0:8, 6144:8192, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %4 = stablehlo.slice %arg2 [0:1024, 0:8, 0:2048, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %5 = stablehlo.slice %arg2 [0:1024, 0:8, 2048:4096, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %6 = stablehlo.slice %arg2 [0:1024, 0:8, 4096:6144, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %7 = stablehlo.slice %arg2 [0:1024, 0:8, 6144:8192, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %8 = stablehlo.slice %arg0 [0:1024, 0:8, 0:16, 0:2048, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %9 = stablehlo.slice %arg0 [0:1024, 0:8, 0:16, 2048:4096, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %10 = stablehlo.slice %arg0 [0:1024, 0:8, 0:16, 4096:6144, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %11 = stablehlo.slice %arg0 [0:1024, 0:8, 0:16, 6144:8192, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %12 = stablehlo.dot_general %8, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %13 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %14 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %16 = call @_where_4(%15, %12, %cst) : (tensor<2048x2048xi1>, tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %20 = stablehlo.subtract %16, %19 : tensor<1024x8x16x2048x2048xf32>
    %21 = stablehlo.exponential %20 : tensor<1024x8x16x2048x2048xf32>
    %22 = stablehlo.convert %21 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %23 = stablehlo.dot_general %22, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %27 = stablehlo.divide %23, %26 : tensor<1024x8x16x2048x128xf32>
    %28 = stablehlo.convert %27 : (tensor<1024x8x16x2048x128xf32>) -> tensor<1024x8x16x2048x128xbf16>
    %29 = stablehlo.log %24 : tensor<1024x8x16x2048xf32>
    %30 = stablehlo.add %17, %29 : tensor<1024x8x16x2048xf32>
    %31 = stablehlo.dot_general %9, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %35 = stablehlo.subtract %31, %34 : tensor<1024x8x16x2048x2048xf32>
    %36 = stablehlo.exponential %35 : tensor<1024x8x16x2048x2048xf32>
    %37 = stablehlo.convert %36 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %38 = stablehlo.dot_general %37, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %40 = stablehlo.dot_general %9, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %41 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %42 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %44 = call @_where_4(%43, %40, %cst_4) : (tensor<2048x2048xi1>, tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %46 = stablehlo.maximum %32, %45 : tensor<1024x8x16x2048xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %49 = stablehlo.subtract %44, %48 : tensor<1024x8x16x2048x2048xf32>
    %50 = stablehlo.exponential %49 : tensor<1024x8x16x2048x2048xf32>
    %51 = stablehlo.convert %50 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %52 = stablehlo.dot_general %51, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %53 = stablehlo.subtract %32, %46 : tensor<1024x8x16x2048xf32>
    %54 = stablehlo.exponential %53 : tensor<1024x8x16x2048xf32>
    %55 = stablehlo.multiply %39, %54 : tensor<1024x8x16x2048xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%50 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %57 = stablehlo.add %55, %56 : tensor<1024x8x16x2048xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %60 = stablehlo.multiply %38, %59 : tensor<1024x8x16x2048x128xf32>
    %61 = stablehlo.add %60, %52 : tensor<1024x8x16x2048x128xf32>
    %62 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %64 = stablehlo.divide %61, %63 : tensor<1024x8x16x2048x128xf32>
    %65 = stablehlo.convert %64 : (tensor<1024x8x16x2048x128xf32>) -> tensor<1024x8x16x2048x128xbf16>
    %66 = stablehlo.log %57 : tensor<1024x8x16x2048xf32>
    %67 = stablehlo.add %46, %66 : tensor<1024x8x16x2048xf32>
    %68 = stablehlo.dot_general %10, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_7) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %72 = stablehlo.subtract %68, %71 : tensor<1024x8x16x2048x2048xf32>
    %73 = stablehlo.exponential %72 : tensor<1024x8x16x2048x2048xf32>
    %74 = stablehlo.convert %73 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %75 = stablehlo.dot_general %74, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%73 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %77 = stablehlo.dot_general %10, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %79 = stablehlo.maximum %69, %78 : tensor<1024x8x16x2048xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %82 = stablehlo.subtract %77, %81 : tensor<1024x8x16x2048x2048xf32>
    %83 = stablehlo.exponential %82 : tensor<1024x8x16x2048x2048xf32>
    %84 = stablehlo.convert %83 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %85 = stablehlo.dot_general %84, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %86 = stablehlo.subtract %69, %79 : tensor<1024x8x16x2048xf32>
    %87 = stablehlo.exponential %86 : tensor<1024x8x16x2048xf32>
    %88 = stablehlo.multiply %76, %87 : tensor<1024x8x16x2048xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%83 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %90 = stablehlo.add %88, %89 : tensor<1024x8x16x2048xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %93 = stablehlo.multiply %75, %92 : tensor<1024x8x16x2048x128xf32>
    %94 = stablehlo.add %93, %85 : tensor<1024x8x16x2048x128xf32>
    %95 = stablehlo.dot_general %10, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %96 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %97 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %98 = stablehlo.compare GE, %96, %97, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_11 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %99 = call @_where_4(%98, %95, %cst_11) : (tensor<2048x2048xi1>, tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %101 = stablehlo.maximum %79, %100 : tensor<1024x8x16x2048xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %104 = stablehlo.subtract %99, %103 : tensor<1024x8x16x2048x2048xf32>
    %105 = stablehlo.exponential %104 : tensor<1024x8x16x2048x2048xf32>
    %106 = stablehlo.convert %105 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %107 = stablehlo.dot_general %106, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %108 = stablehlo.subtract %79, %101 : tensor<1024x8x16x2048xf32>
    %109 = stablehlo.exponential %108 : tensor<1024x8x16x2048xf32>
    %110 = stablehlo.multiply %90, %109 : tensor<1024x8x16x2048xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%105 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %112 = stablehlo.add %110, %111 : tensor<1024x8x16x2048xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %115 = stablehlo.multiply %94, %114 : tensor<1024x8x16x2048x128xf32>
    %116 = stablehlo.add %115, %107 : tensor<1024x8x16x2048x128xf32>
    %117 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %119 = stablehlo.divide %116, %118 : tensor<1024x8x16x2048x128xf32>
    %120 = stablehlo.convert %119 : (tensor<1024x8x16x2048x128xf32>) -> tensor<1024x8x16x2048x128xbf16>
    %121 = stablehlo.log %112 : tensor<1024x8x16x2048xf32>
    %122 = stablehlo.add %101, %121 : tensor<1024x8x16x2048xf32>
    %123 = stablehlo.dot_general %11, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %127 = stablehlo.subtract %123, %126 : tensor<1024x8x16x2048x2048xf32>
    %128 = stablehlo.exponential %127 : tensor<1024x8x16x2048x2048xf32>
    %129 = stablehlo.convert %128 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %130 = stablehlo.dot_general %129, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%128 init: %cst_15) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %132 = stablehlo.dot_general %11, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %134 = stablehlo.maximum %124, %133 : tensor<1024x8x16x2048xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %137 = stablehlo.subtract %132, %136 : tensor<1024x8x16x2048x2048xf32>
    %138 = stablehlo.exponential %137 : tensor<1024x8x16x2048x2048xf32>
    %139 = stablehlo.convert %138 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %140 = stablehlo.dot_general %139, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %141 = stablehlo.subtract %124, %134 : tensor<1024x8x16x2048xf32>
    %142 = stablehlo.exponential %141 : tensor<1024x8x16x2048xf32>
    %143 = stablehlo.multiply %131, %142 : tensor<1024x8x16x2048xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%138 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %145 = stablehlo.add %143, %144 : tensor<1024x8x16x2048xf32>
    %146 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %148 = stablehlo.multiply %130, %147 : tensor<1024x8x16x2048x128xf32>
    %149 = stablehlo.add %148, %140 : tensor<1024x8x16x2048x128xf32>
    %150 = stablehlo.dot_general %11, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %152 = stablehlo.maximum %134, %151 : tensor<1024x8x16x2048xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %155 = stablehlo.subtract %150, %154 : tensor<1024x8x16x2048x2048xf32>
    %156 = stablehlo.exponential %155 : tensor<1024x8x16x2048x2048xf32>
    %157 = stablehlo.convert %156 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %158 = stablehlo.dot_general %157, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %159 = stablehlo.subtract %134, %152 : tensor<1024x8x16x2048xf32>
    %160 = stablehlo.exponential %159 : tensor<1024x8x16x2048xf32>
    %161 = stablehlo.multiply %145, %160 : tensor<1024x8x16x2048xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%156 init: %cst_19) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %163 = stablehlo.add %161, %162 : tensor<1024x8x16x2048xf32>
    %164 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %166 = stablehlo.multiply %149, %165 : tensor<1024x8x16x2048x128xf32>
    %167 = stablehlo.add %166, %158 : tensor<1024x8x16x2048x128xf32>
    %168 = stablehlo.dot_general %11, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %169 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %170 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %171 = stablehlo.compare GE, %169, %170, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_20 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %172 = call @_where_4(%171, %168, %cst_20) : (tensor<2048x2048xi1>, tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048x2048xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_21) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %174 = stablehlo.maximum %152, %173 : tensor<1024x8x16x2048xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %177 = stablehlo.subtract %172, %176 : tensor<1024x8x16x2048x2048xf32>
    %178 = stablehlo.exponential %177 : tensor<1024x8x16x2048x2048xf32>
    %179 = stablehlo.convert %178 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %180 = stablehlo.dot_general %179, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %181 = stablehlo.subtract %152, %174 : tensor<1024x8x16x2048xf32>
    %182 = stablehlo.exponential %181 : tensor<1024x8x16x2048xf32>
    %183 = stablehlo.multiply %163, %182 : tensor<1024x8x16x2048xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%178 init: %cst_22) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048xf32>
    %185 = stablehlo.add %183, %184 : tensor<1024x8x16x2048xf32>
    %186 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %188 = stablehlo.multiply %167, %187 : tensor<1024x8x16x2048x128xf32>
    %189 = stablehlo.add %188, %180 : tensor<1024x8x16x2048x128xf32>
    %190 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x128xf32>
    %192 = stablehlo.divide %189, %191 : tensor<1024x8x16x2048x128xf32>
    %193 = stablehlo.convert %192 : (tensor<1024x8x16x2048x128xf32>) -> tensor<1024x8x16x2048x128xbf16>
    %194 = stablehlo.log %185 : tensor<1024x8x16x2048xf32>
    %195 = stablehlo.add %174, %194 : tensor<1024x8x16x2048xf32>
    %196 = stablehlo.concatenate %28, %65, %120, %193, dim = 3 : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x16x8192x128xbf16>
    %197 = stablehlo.concatenate %30, %67, %122, %195, dim = 3 : (tensor<1024x8x16x2048xf32>, tensor<1024x8x16x2048xf32>, tensor<1024x8x16x2048xf32>, tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x8192xf32>
    return %196, %197 : tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x16x8192xf32>
  }
  func.func private @_where_4(%arg0: tensor<2048x2048xi1>, %arg1: tensor<1024x8x16x2048x2048xf32>, %arg2: tensor<f32>) -> tensor<1024x8x16x2048x2048xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<2048x2048xi1>) -> tensor<1024x8x16x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x8x16x2048x2048xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1024x8x16x2048x2048xi1>, tensor<1024x8x16x2048x2048xf32>
    return %3 : tensor<1024x8x16x2048x2048xf32>
  }
  func.func private @silu(%arg0: tensor<1024x8192x53248xbf16>) -> tensor<1024x8192x53248xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<1024x8192x53248xbf16>
    %1 = stablehlo.exponential %0 : tensor<1024x8192x53248xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1024x8192x53248xbf16>
    %3 = stablehlo.add %2, %1 : tensor<1024x8192x53248xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1024x8192x53248xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<1024x8192x53248xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1024x8192x53248xbf16>
    return %6 : tensor<1024x8192x53248xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<126x1024x8192x16384xbf16>, %arg1: tensor<1024x8192x16384xbf16>, %arg2: tensor<i32>) -> tensor<126x1024x8192x16384xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1024x8192x16384xbf16>) -> tensor<1x1024x8192x16384xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<126x1024x8192x16384xbf16>, tensor<1x1024x8192x16384xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<126x1024x8192x16384xbf16>
    return %1 : tensor<126x1024x8192x16384xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<1024x8192x128256xf32>) -> (tensor<1024x8192x128256xf32>, tensor<1024x8192x128256xf32>, tensor<1024x8192x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<1024x8192x128256xf32>, tensor<f32>) -> tensor<1024x8192xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x8192xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<1024x8192xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x128256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1024x8192x128256xf32>
    %6 = stablehlo.exponential %5 : tensor<1024x8192x128256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x128256xf32>, tensor<f32>) -> tensor<1024x8192xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
    %9 = stablehlo.log %8 : tensor<1024x8192x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1024x8192x1xf32>) -> tensor<1024x8192x128256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<1024x8192x128256xf32>
    return %11, %6, %8 : tensor<1024x8192x128256xf32>, tensor<1024x8192x128256xf32>, tensor<1024x8192x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<1024x8192x128256xf32>, %arg1: tensor<1024x8192x1xi32>) -> (tensor<1024x8192x1xf32>, tensor<1024x8192x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x8192x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1024x8192x1xi32>, tensor<1024x8192x1xi32>) -> tensor<1024x8192x1xi1>
    %c_0 = stablehlo.constant dense<128256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024x8192x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1024x8192x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1024x8192x1xi1>, tensor<1024x8192x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1024x8192x1xi32>) -> tensor<1024x8192x1x1xi32>
    %c_1 = stablehlo.constant dense<128255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024x8192x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1024x8192x1x1xi32>, tensor<1024x8192x1x1xi32>) -> tensor<1024x8192x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<1024x8192x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1024x8192x1x1xi32>, tensor<1024x8192x1x1xi32>) -> tensor<1024x8192x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1024x8192x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<1024x8192x1x1xi1>, tensor<i1>) -> tensor<1024x8192x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1024x8192x128256xf32>, tensor<1024x8192x1x1xi32>) -> tensor<1024x8192x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x8192x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<1024x8192x1xi1>, tensor<1024x8192x1xf32>
    return %15, %5 : tensor<1024x8192x1xf32>, tensor<1024x8192x1x1xi32>
  }
  func.func private @take_along_axis_5(%arg0: tensor<1024x8192x1x1xi32>, %arg1: tensor<1024x8192x1xf32>) -> tensor<1024x8192x128256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x8192x128256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x8192x128256xf32>, tensor<1024x8192x1x1xi32>, tensor<1024x8192x1xf32>) -> tensor<1024x8192x128256xf32>
    return %1 : tensor<1024x8192x128256xf32>
  }
  func.func private @log_softmax_6(%arg0: tensor<1024x8192x128256xf32>, %arg1: tensor<1024x8192x1xf32>, %arg2: tensor<1024x8192x128256xf32>) -> tensor<1024x8192x128256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<1024x8192x128256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x128256xf32>, tensor<f32>) -> tensor<1024x8192xf32>
    %2 = stablehlo.reshape %1 : (tensor<1024x8192xf32>) -> tensor<1024x8192x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<1024x8192x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1024x8192x1xf32>, tensor<f32>) -> tensor<1024x8192xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1024x8192xf32>) -> tensor<1024x8192x128256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<1024x8192x128256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<1024x8192x128256xf32>
    return %7 : tensor<1024x8192x128256xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<126x1024x8192x16384xbf16>, %arg1: tensor<i32>) -> tensor<1024x8192x16384xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1024, 8192, 16384] : (tensor<126x1024x8192x16384xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1024x8192x16384xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1024x8192x16384xbf16>) -> tensor<1024x8192x16384xbf16>
    return %1 : tensor<1024x8192x16384xbf16>
  }
  func.func private @silu_8(%arg0: tensor<1024x8192x53248xbf16>) -> (tensor<1024x8192x53248xbf16>, tensor<1024x8192x53248xbf16>, tensor<1024x8192x53248xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<1024x8192x53248xbf16>
    %1 = stablehlo.exponential %0 : tensor<1024x8192x53248xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1024x8192x53248xbf16>
    %3 = stablehlo.add %2, %1 : tensor<1024x8192x53248xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1024x8192x53248xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<1024x8192x53248xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<1024x8192x53248xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<1024x8192x53248xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<1024x8192x53248xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<1024x8192x53248xbf16>
    return %9, %5, %8 : tensor<1024x8192x53248xbf16>, tensor<1024x8192x53248xbf16>, tensor<1024x8192x53248xbf16>
  }
  func.func private @silu_9(%arg0: tensor<1024x8192x53248xbf16>, %arg1: tensor<1024x8192x53248xbf16>, %arg2: tensor<1024x8192x53248xbf16>, %arg3: tensor<1024x8192x53248xbf16>) -> tensor<1024x8192x53248xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<1024x8192x53248xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<1024x8192x53248xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<1024x8192x53248xbf16>
    %3 = stablehlo.add %1, %2 : tensor<1024x8192x53248xbf16>
    return %3 : tensor<1024x8192x53248xbf16>
  }
  func.func private @flash_attention.backward(%arg0: tensor<1024x8x16x8192x128xbf16>, %arg1: tensor<1024x8x8192x128xbf16>, %arg2: tensor<1024x8x8192x128xbf16>, %arg3: tensor<1024x8x16x8192x128xbf16>, %arg4: tensor<1024x8x16x8192xf32>, %arg5: tensor<1024x8x16x8192x128xbf16>) -> (tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x8192x128xbf16>, tensor<1024x8x8192x128xbf16>) {
    %0 = stablehlo.convert %arg5 : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x8192x128xf32>
    %1 = stablehlo.convert %arg3 : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x8192x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1024x8x16x8192x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1024x8x16x8192x128xf32>, tensor<f32>) -> tensor<1024x8x16x8192xf32>
    %4 = stablehlo.slice %arg0 [0:1024, 0:8, 0:16, 0:2048, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %5 = stablehlo.slice %arg0 [0:1024, 0:8, 0:16, 2048:4096, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %6 = stablehlo.slice %arg0 [0:1024, 0:8, 0:16, 4096:6144, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %7 = stablehlo.slice %arg0 [0:1024, 0:8, 0:16, 6144:8192, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %8 = stablehlo.slice %arg1 [0:1024, 0:8, 0:2048, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %9 = stablehlo.slice %arg1 [0:1024, 0:8, 2048:4096, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %10 = stablehlo.slice %arg1 [0:1024, 0:8, 4096:6144, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %11 = stablehlo.slice %arg1 [0:1024, 0:8, 6144:8192, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %12 = stablehlo.slice %arg2 [0:1024, 0:8, 0:2048, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %13 = stablehlo.slice %arg2 [0:1024, 0:8, 2048:4096, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %14 = stablehlo.slice %arg2 [0:1024, 0:8, 4096:6144, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %15 = stablehlo.slice %arg2 [0:1024, 0:8, 6144:8192, 0:128] : (tensor<1024x8x8192x128xbf16>) -> tensor<1024x8x2048x128xbf16>
    %16 = stablehlo.slice %arg5 [0:1024, 0:8, 0:16, 0:2048, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %17 = stablehlo.slice %arg5 [0:1024, 0:8, 0:16, 2048:4096, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %18 = stablehlo.slice %arg5 [0:1024, 0:8, 0:16, 4096:6144, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %19 = stablehlo.slice %arg5 [0:1024, 0:8, 0:16, 6144:8192, 0:128] : (tensor<1024x8x16x8192x128xbf16>) -> tensor<1024x8x16x2048x128xbf16>
    %20 = stablehlo.slice %arg4 [0:1024, 0:8, 0:16, 0:2048] : (tensor<1024x8x16x8192xf32>) -> tensor<1024x8x16x2048xf32>
    %21 = stablehlo.slice %arg4 [0:1024, 0:8, 0:16, 2048:4096] : (tensor<1024x8x16x8192xf32>) -> tensor<1024x8x16x2048xf32>
    %22 = stablehlo.slice %arg4 [0:1024, 0:8, 0:16, 4096:6144] : (tensor<1024x8x16x8192xf32>) -> tensor<1024x8x16x2048xf32>
    %23 = stablehlo.slice %arg4 [0:1024, 0:8, 0:16, 6144:8192] : (tensor<1024x8x16x8192xf32>) -> tensor<1024x8x16x2048xf32>
    %24 = stablehlo.slice %3 [0:1024, 0:8, 0:16, 0:2048] : (tensor<1024x8x16x8192xf32>) -> tensor<1024x8x16x2048xf32>
    %25 = stablehlo.slice %3 [0:1024, 0:8, 0:16, 2048:4096] : (tensor<1024x8x16x8192xf32>) -> tensor<1024x8x16x2048xf32>
    %26 = stablehlo.slice %3 [0:1024, 0:8, 0:16, 4096:6144] : (tensor<1024x8x16x8192xf32>) -> tensor<1024x8x16x2048xf32>
    %27 = stablehlo.slice %3 [0:1024, 0:8, 0:16, 6144:8192] : (tensor<1024x8x16x8192xf32>) -> tensor<1024x8x16x2048xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x8x16x2048x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x8x16x2048x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x8x16x2048x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x8x16x2048x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x8x2048x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x8x2048x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x8x2048x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x8x2048x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x8x2048x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x8x2048x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x8x2048x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x8x2048x128xf32>
    %40 = stablehlo.dot_general %4, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %41 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %42 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_12 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %44 = call @_where_4(%43, %40, %cst_12) : (tensor<2048x2048xi1>, tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048x2048xf32>
    %45 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %47 = stablehlo.subtract %44, %46 : tensor<1024x8x16x2048x2048xf32>
    %48 = stablehlo.exponential %47 : tensor<1024x8x16x2048x2048xf32>
    %49 = stablehlo.convert %48 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %50 = stablehlo.dot_general %49, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %51 = stablehlo.add %36, %50 : tensor<1024x8x2048x128xf32>
    %52 = stablehlo.dot_general %16, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %53 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %55 = stablehlo.subtract %52, %54 : tensor<1024x8x16x2048x2048xf32>
    %56 = stablehlo.multiply %48, %55 : tensor<1024x8x16x2048x2048xf32>
    %57 = stablehlo.convert %56 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %58 = stablehlo.dot_general %57, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %59 = stablehlo.add %28, %58 : tensor<1024x8x16x2048x128xf32>
    %60 = stablehlo.dot_general %57, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %61 = stablehlo.add %32, %60 : tensor<1024x8x2048x128xf32>
    %62 = stablehlo.dot_general %5, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %63 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %65 = stablehlo.subtract %62, %64 : tensor<1024x8x16x2048x2048xf32>
    %66 = stablehlo.exponential %65 : tensor<1024x8x16x2048x2048xf32>
    %67 = stablehlo.convert %66 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %68 = stablehlo.dot_general %67, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %69 = stablehlo.add %51, %68 : tensor<1024x8x2048x128xf32>
    %70 = stablehlo.dot_general %17, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %71 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<1024x8x16x2048x2048xf32>
    %74 = stablehlo.multiply %66, %73 : tensor<1024x8x16x2048x2048xf32>
    %75 = stablehlo.convert %74 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %76 = stablehlo.dot_general %75, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %77 = stablehlo.add %29, %76 : tensor<1024x8x16x2048x128xf32>
    %78 = stablehlo.dot_general %75, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %79 = stablehlo.add %61, %78 : tensor<1024x8x2048x128xf32>
    %80 = stablehlo.dot_general %5, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %81 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %82 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %83 = stablehlo.compare GE, %81, %82, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %84 = call @_where_4(%83, %80, %cst_13) : (tensor<2048x2048xi1>, tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048x2048xf32>
    %85 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %87 = stablehlo.subtract %84, %86 : tensor<1024x8x16x2048x2048xf32>
    %88 = stablehlo.exponential %87 : tensor<1024x8x16x2048x2048xf32>
    %89 = stablehlo.convert %88 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %90 = stablehlo.dot_general %89, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %91 = stablehlo.add %37, %90 : tensor<1024x8x2048x128xf32>
    %92 = stablehlo.dot_general %17, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %93 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<1024x8x16x2048x2048xf32>
    %96 = stablehlo.multiply %88, %95 : tensor<1024x8x16x2048x2048xf32>
    %97 = stablehlo.convert %96 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %98 = stablehlo.dot_general %97, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %99 = stablehlo.add %77, %98 : tensor<1024x8x16x2048x128xf32>
    %100 = stablehlo.dot_general %97, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %101 = stablehlo.add %33, %100 : tensor<1024x8x2048x128xf32>
    %102 = stablehlo.dot_general %6, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %103 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %105 = stablehlo.subtract %102, %104 : tensor<1024x8x16x2048x2048xf32>
    %106 = stablehlo.exponential %105 : tensor<1024x8x16x2048x2048xf32>
    %107 = stablehlo.convert %106 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %108 = stablehlo.dot_general %107, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %109 = stablehlo.add %69, %108 : tensor<1024x8x2048x128xf32>
    %110 = stablehlo.dot_general %18, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %111 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %113 = stablehlo.subtract %110, %112 : tensor<1024x8x16x2048x2048xf32>
    %114 = stablehlo.multiply %106, %113 : tensor<1024x8x16x2048x2048xf32>
    %115 = stablehlo.convert %114 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %116 = stablehlo.dot_general %115, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %117 = stablehlo.add %30, %116 : tensor<1024x8x16x2048x128xf32>
    %118 = stablehlo.dot_general %115, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %119 = stablehlo.add %79, %118 : tensor<1024x8x2048x128xf32>
    %120 = stablehlo.dot_general %6, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %121 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %123 = stablehlo.subtract %120, %122 : tensor<1024x8x16x2048x2048xf32>
    %124 = stablehlo.exponential %123 : tensor<1024x8x16x2048x2048xf32>
    %125 = stablehlo.convert %124 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %126 = stablehlo.dot_general %125, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %127 = stablehlo.add %91, %126 : tensor<1024x8x2048x128xf32>
    %128 = stablehlo.dot_general %18, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %129 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %131 = stablehlo.subtract %128, %130 : tensor<1024x8x16x2048x2048xf32>
    %132 = stablehlo.multiply %124, %131 : tensor<1024x8x16x2048x2048xf32>
    %133 = stablehlo.convert %132 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %134 = stablehlo.dot_general %133, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %135 = stablehlo.add %117, %134 : tensor<1024x8x16x2048x128xf32>
    %136 = stablehlo.dot_general %133, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %137 = stablehlo.add %101, %136 : tensor<1024x8x2048x128xf32>
    %138 = stablehlo.dot_general %6, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %139 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %140 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %141 = stablehlo.compare GE, %139, %140, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %142 = call @_where_4(%141, %138, %cst_14) : (tensor<2048x2048xi1>, tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048x2048xf32>
    %143 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %145 = stablehlo.subtract %142, %144 : tensor<1024x8x16x2048x2048xf32>
    %146 = stablehlo.exponential %145 : tensor<1024x8x16x2048x2048xf32>
    %147 = stablehlo.convert %146 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %148 = stablehlo.dot_general %147, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %149 = stablehlo.add %38, %148 : tensor<1024x8x2048x128xf32>
    %150 = stablehlo.dot_general %18, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %151 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<1024x8x16x2048x2048xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<1024x8x16x2048x2048xf32>
    %155 = stablehlo.convert %154 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %156 = stablehlo.dot_general %155, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %157 = stablehlo.add %135, %156 : tensor<1024x8x16x2048x128xf32>
    %158 = stablehlo.dot_general %155, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %159 = stablehlo.add %34, %158 : tensor<1024x8x2048x128xf32>
    %160 = stablehlo.dot_general %7, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %161 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %163 = stablehlo.subtract %160, %162 : tensor<1024x8x16x2048x2048xf32>
    %164 = stablehlo.exponential %163 : tensor<1024x8x16x2048x2048xf32>
    %165 = stablehlo.convert %164 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %166 = stablehlo.dot_general %165, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %167 = stablehlo.add %109, %166 : tensor<1024x8x2048x128xf32>
    %168 = stablehlo.dot_general %19, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %169 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %171 = stablehlo.subtract %168, %170 : tensor<1024x8x16x2048x2048xf32>
    %172 = stablehlo.multiply %164, %171 : tensor<1024x8x16x2048x2048xf32>
    %173 = stablehlo.convert %172 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %174 = stablehlo.dot_general %173, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %175 = stablehlo.add %31, %174 : tensor<1024x8x16x2048x128xf32>
    %176 = stablehlo.dot_general %173, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %177 = stablehlo.add %119, %176 : tensor<1024x8x2048x128xf32>
    %178 = stablehlo.dot_general %7, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %179 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %181 = stablehlo.subtract %178, %180 : tensor<1024x8x16x2048x2048xf32>
    %182 = stablehlo.exponential %181 : tensor<1024x8x16x2048x2048xf32>
    %183 = stablehlo.convert %182 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %184 = stablehlo.dot_general %183, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %185 = stablehlo.add %127, %184 : tensor<1024x8x2048x128xf32>
    %186 = stablehlo.dot_general %19, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %187 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %189 = stablehlo.subtract %186, %188 : tensor<1024x8x16x2048x2048xf32>
    %190 = stablehlo.multiply %182, %189 : tensor<1024x8x16x2048x2048xf32>
    %191 = stablehlo.convert %190 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %192 = stablehlo.dot_general %191, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %193 = stablehlo.add %175, %192 : tensor<1024x8x16x2048x128xf32>
    %194 = stablehlo.dot_general %191, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %195 = stablehlo.add %137, %194 : tensor<1024x8x2048x128xf32>
    %196 = stablehlo.dot_general %7, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %197 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %199 = stablehlo.subtract %196, %198 : tensor<1024x8x16x2048x2048xf32>
    %200 = stablehlo.exponential %199 : tensor<1024x8x16x2048x2048xf32>
    %201 = stablehlo.convert %200 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %202 = stablehlo.dot_general %201, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %203 = stablehlo.add %149, %202 : tensor<1024x8x2048x128xf32>
    %204 = stablehlo.dot_general %19, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %205 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %207 = stablehlo.subtract %204, %206 : tensor<1024x8x16x2048x2048xf32>
    %208 = stablehlo.multiply %200, %207 : tensor<1024x8x16x2048x2048xf32>
    %209 = stablehlo.convert %208 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %210 = stablehlo.dot_general %209, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %211 = stablehlo.add %193, %210 : tensor<1024x8x16x2048x128xf32>
    %212 = stablehlo.dot_general %209, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %213 = stablehlo.add %159, %212 : tensor<1024x8x2048x128xf32>
    %214 = stablehlo.dot_general %7, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %215 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %216 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %217 = stablehlo.compare GE, %215, %216, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_15 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %218 = call @_where_4(%217, %214, %cst_15) : (tensor<2048x2048xi1>, tensor<1024x8x16x2048x2048xf32>, tensor<f32>) -> tensor<1024x8x16x2048x2048xf32>
    %219 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %221 = stablehlo.subtract %218, %220 : tensor<1024x8x16x2048x2048xf32>
    %222 = stablehlo.exponential %221 : tensor<1024x8x16x2048x2048xf32>
    %223 = stablehlo.convert %222 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %224 = stablehlo.dot_general %223, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %225 = stablehlo.add %39, %224 : tensor<1024x8x2048x128xf32>
    %226 = stablehlo.dot_general %19, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x128xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x2048xf32>
    %227 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1024x8x16x2048xf32>) -> tensor<1024x8x16x2048x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3, 4] : (tensor<1024x8x16x2048x1xf32>) -> tensor<1024x8x16x2048x2048xf32>
    %229 = stablehlo.subtract %226, %228 : tensor<1024x8x16x2048x2048xf32>
    %230 = stablehlo.multiply %222, %229 : tensor<1024x8x16x2048x2048xf32>
    %231 = stablehlo.convert %230 : (tensor<1024x8x16x2048x2048xf32>) -> tensor<1024x8x16x2048x2048xbf16>
    %232 = stablehlo.dot_general %231, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x2048x128xbf16>) -> tensor<1024x8x16x2048x128xf32>
    %233 = stablehlo.add %211, %232 : tensor<1024x8x16x2048x128xf32>
    %234 = stablehlo.dot_general %231, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x16x2048x2048xbf16>, tensor<1024x8x16x2048x128xbf16>) -> tensor<1024x8x2048x128xf32>
    %235 = stablehlo.add %35, %234 : tensor<1024x8x2048x128xf32>
    %236 = stablehlo.concatenate %59, %99, %157, %233, dim = 3 : (tensor<1024x8x16x2048x128xf32>, tensor<1024x8x16x2048x128xf32>, tensor<1024x8x16x2048x128xf32>, tensor<1024x8x16x2048x128xf32>) -> tensor<1024x8x16x8192x128xf32>
    %237 = stablehlo.convert %236 : (tensor<1024x8x16x8192x128xf32>) -> tensor<1024x8x16x8192x128xbf16>
    %238 = stablehlo.concatenate %177, %195, %213, %235, dim = 2 : (tensor<1024x8x2048x128xf32>, tensor<1024x8x2048x128xf32>, tensor<1024x8x2048x128xf32>, tensor<1024x8x2048x128xf32>) -> tensor<1024x8x8192x128xf32>
    %239 = stablehlo.convert %238 : (tensor<1024x8x8192x128xf32>) -> tensor<1024x8x8192x128xbf16>
    %240 = stablehlo.concatenate %167, %185, %203, %225, dim = 2 : (tensor<1024x8x2048x128xf32>, tensor<1024x8x2048x128xf32>, tensor<1024x8x2048x128xf32>, tensor<1024x8x2048x128xf32>) -> tensor<1024x8x8192x128xf32>
    %241 = stablehlo.convert %240 : (tensor<1024x8x8192x128xf32>) -> tensor<1024x8x8192x128xbf16>
    return %237, %239, %241 : tensor<1024x8x16x8192x128xbf16>, tensor<1024x8x8192x128xbf16>, tensor<1024x8x8192x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<126x16384x16384xf32>, %arg1: tensor<16384x16384xf32>, %arg2: tensor<i32>) -> tensor<126x16384x16384xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16384x16384xf32>) -> tensor<1x16384x16384xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<126x16384x16384xf32>, tensor<1x16384x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<126x16384x16384xf32>
    return %1 : tensor<126x16384x16384xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<126x16384x1024xf32>, %arg1: tensor<16384x1024xf32>, %arg2: tensor<i32>) -> tensor<126x16384x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16384x1024xf32>) -> tensor<1x16384x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<126x16384x1024xf32>, tensor<1x16384x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<126x16384x1024xf32>
    return %1 : tensor<126x16384x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<126x16384x53248xf32>, %arg1: tensor<16384x53248xf32>, %arg2: tensor<i32>) -> tensor<126x16384x53248xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16384x53248xf32>) -> tensor<1x16384x53248xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<126x16384x53248xf32>, tensor<1x16384x53248xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<126x16384x53248xf32>
    return %1 : tensor<126x16384x53248xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<126x53248x16384xf32>, %arg1: tensor<53248x16384xf32>, %arg2: tensor<i32>) -> tensor<126x53248x16384xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<53248x16384xf32>) -> tensor<1x53248x16384xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<126x53248x16384xf32>, tensor<1x53248x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<126x53248x16384xf32>
    return %1 : tensor<126x53248x16384xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<126x16384xf32>, %arg1: tensor<16384xf32>, %arg2: tensor<i32>) -> tensor<126x16384xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16384xf32>) -> tensor<1x16384xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<126x16384xf32>, tensor<1x16384xf32>, tensor<i32>, tensor<i32>) -> tensor<126x16384xf32>
    return %1 : tensor<126x16384xf32>
  }
  func.func private @_take_15(%arg0: tensor<1024x8192x1xi32>, %arg1: tensor<1024x8192x16384xf32>) -> tensor<128256x16384xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128256x16384xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128256x16384xf32>, tensor<1024x8192x1xi32>, tensor<1024x8192x16384xf32>) -> tensor<128256x16384xf32>
    return %1 : tensor<128256x16384xf32>
  }
}
