module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32000x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg2: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg3: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg4: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg5: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg6: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg7: tensor<32x14336x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg8: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<4096x32000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg12: tensor<32000x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg13: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg14: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg15: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg16: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg17: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg18: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg19: tensor<32x14336x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg20: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<4096x32000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg24: tensor<32000x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg25: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg26: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg27: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg28: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg29: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg30: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg31: tensor<32x14336x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg32: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<4096x32000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg36: tensor<48x8192xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<32000x4096xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x14336x4096xf32> {jax.result_info = "result[0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4096xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4096x32000xf32> {jax.result_info = "result[0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32000x4096xf32> {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[1][0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[1][0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[1][0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[1][0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x14336x4096xf32> {jax.result_info = "result[1][0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4096xf32> {jax.result_info = "result[1][0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4096x32000xf32> {jax.result_info = "result[1][0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32000x4096xf32> {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[1][1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[1][1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[1][1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[1][1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][1][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][1][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x14336x4096xf32> {jax.result_info = "result[1][1][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][1][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][1][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4096xf32> {jax.result_info = "result[1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4096x32000xf32> {jax.result_info = "result[1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg36) : (tensor<32000x4096xf32>, tensor<48x8192xi32>) -> (tensor<48x8192x4096xf32>, tensor<48x8192x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<48x8192x4096xf32>) -> tensor<48x8192x4096xbf16>
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
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<32x48x8192x4096xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<32x48x8192x1024xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<32x48x8192x1024xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<32x48x8192x4096xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<32x48x8192x4096xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %42:20 = stablehlo.while(%iterArg = %arg1, %iterArg_117 = %arg2, %iterArg_118 = %arg3, %iterArg_119 = %arg4, %iterArg_120 = %arg5, %iterArg_121 = %arg6, %iterArg_122 = %arg7, %iterArg_123 = %arg8, %iterArg_124 = %arg9, %iterArg_125 = %17, %iterArg_126 = %19, %iterArg_127 = %34, %iterArg_128 = %36, %iterArg_129 = %c, %iterArg_130 = %1, %iterArg_131 = %37, %iterArg_132 = %38, %iterArg_133 = %39, %iterArg_134 = %40, %iterArg_135 = %41) : tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<i32>, tensor<48x8192x4096xbf16>, tensor<32x48x8192x4096xbf16>, tensor<32x48x8192x1024xbf16>, tensor<32x48x8192x1024xbf16>, tensor<32x48x8192x4096xbf16>, tensor<32x48x8192x4096xbf16>
    cond {
      %c_136 = stablehlo.constant dense<32> : tensor<i32>
      %366 = stablehlo.compare LT, %iterArg_129, %c_136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %366 : tensor<i1>
    } do {
      %366 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_129) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %367 = func.call @dynamic_index_in_dim_0(%iterArg_117, %iterArg_129) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %368 = func.call @dynamic_index_in_dim_0(%iterArg_118, %iterArg_129) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %369 = func.call @dynamic_index_in_dim(%iterArg_119, %iterArg_129) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %370 = func.call @dynamic_index_in_dim_1(%iterArg_120, %iterArg_129) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %371 = func.call @dynamic_index_in_dim_1(%iterArg_121, %iterArg_129) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %372 = func.call @dynamic_index_in_dim_2(%iterArg_122, %iterArg_129) : (tensor<32x14336x4096xf32>, tensor<i32>) -> tensor<14336x4096xf32>
      %373 = func.call @dynamic_index_in_dim_3(%iterArg_123, %iterArg_129) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %374 = func.call @dynamic_index_in_dim_3(%iterArg_124, %iterArg_129) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %375 = stablehlo.convert %iterArg_130 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x4096xf32>
      %376 = stablehlo.multiply %375, %375 : tensor<48x8192x4096xf32>
      %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %377 = stablehlo.reduce(%376 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<48x8192xf32>
      %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
      %cst_137 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %379 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %380 = stablehlo.divide %378, %379 : tensor<48x8192x1xf32>
      %cst_138 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %381 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %382 = stablehlo.add %380, %381 : tensor<48x8192x1xf32>
      %383 = stablehlo.rsqrt %382 : tensor<48x8192x1xf32>
      %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x4096xf32>
      %385 = stablehlo.multiply %375, %384 : tensor<48x8192x4096xf32>
      %386 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<48x8192x4096xf32>
      %388 = stablehlo.multiply %385, %387 : tensor<48x8192x4096xf32>
      %389 = stablehlo.convert %388 : (tensor<48x8192x4096xf32>) -> tensor<48x8192x4096xbf16>
      %390 = stablehlo.convert %366 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %391 = stablehlo.dot_general %389, %390, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<48x8192x4096xbf16>
      %392 = stablehlo.reduce_precision %391, format = e8m7 : tensor<48x8192x4096xbf16>
      %393 = stablehlo.reshape %392 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x32x128xbf16>
      %394 = stablehlo.slice %393 [0:48, 0:8192, 0:32, 0:64] : (tensor<48x8192x32x128xbf16>) -> tensor<48x8192x32x64xbf16>
      %395 = stablehlo.convert %394 : (tensor<48x8192x32x64xbf16>) -> tensor<48x8192x32x64xf32>
      %396 = stablehlo.slice %393 [0:48, 0:8192, 0:32, 64:128] : (tensor<48x8192x32x128xbf16>) -> tensor<48x8192x32x64xbf16>
      %397 = stablehlo.convert %396 : (tensor<48x8192x32x64xbf16>) -> tensor<48x8192x32x64xf32>
      %398 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %399 = stablehlo.multiply %395, %398 : tensor<48x8192x32x64xf32>
      %400 = stablehlo.broadcast_in_dim %iterArg_126, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %401 = stablehlo.multiply %397, %400 : tensor<48x8192x32x64xf32>
      %402 = stablehlo.subtract %399, %401 : tensor<48x8192x32x64xf32>
      %403 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %404 = stablehlo.multiply %397, %403 : tensor<48x8192x32x64xf32>
      %405 = stablehlo.broadcast_in_dim %iterArg_126, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %406 = stablehlo.multiply %395, %405 : tensor<48x8192x32x64xf32>
      %407 = stablehlo.add %404, %406 : tensor<48x8192x32x64xf32>
      %408 = stablehlo.concatenate %402, %407, dim = 3 : (tensor<48x8192x32x64xf32>, tensor<48x8192x32x64xf32>) -> tensor<48x8192x32x128xf32>
      %409 = stablehlo.convert %408 : (tensor<48x8192x32x128xf32>) -> tensor<48x8192x32x128xbf16>
      %410 = stablehlo.convert %367 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %411 = stablehlo.dot_general %389, %410, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<48x8192x1024xbf16>
      %412 = stablehlo.reduce_precision %411, format = e8m7 : tensor<48x8192x1024xbf16>
      %413 = stablehlo.reshape %412 : (tensor<48x8192x1024xbf16>) -> tensor<48x8192x8x128xbf16>
      %414 = stablehlo.slice %413 [0:48, 0:8192, 0:8, 0:64] : (tensor<48x8192x8x128xbf16>) -> tensor<48x8192x8x64xbf16>
      %415 = stablehlo.convert %414 : (tensor<48x8192x8x64xbf16>) -> tensor<48x8192x8x64xf32>
      %416 = stablehlo.slice %413 [0:48, 0:8192, 0:8, 64:128] : (tensor<48x8192x8x128xbf16>) -> tensor<48x8192x8x64xbf16>
      %417 = stablehlo.convert %416 : (tensor<48x8192x8x64xbf16>) -> tensor<48x8192x8x64xf32>
      %418 = stablehlo.broadcast_in_dim %iterArg_127, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %419 = stablehlo.multiply %415, %418 : tensor<48x8192x8x64xf32>
      %420 = stablehlo.broadcast_in_dim %iterArg_128, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %421 = stablehlo.multiply %417, %420 : tensor<48x8192x8x64xf32>
      %422 = stablehlo.subtract %419, %421 : tensor<48x8192x8x64xf32>
      %423 = stablehlo.broadcast_in_dim %iterArg_127, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %424 = stablehlo.multiply %417, %423 : tensor<48x8192x8x64xf32>
      %425 = stablehlo.broadcast_in_dim %iterArg_128, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %426 = stablehlo.multiply %415, %425 : tensor<48x8192x8x64xf32>
      %427 = stablehlo.add %424, %426 : tensor<48x8192x8x64xf32>
      %428 = stablehlo.concatenate %422, %427, dim = 3 : (tensor<48x8192x8x64xf32>, tensor<48x8192x8x64xf32>) -> tensor<48x8192x8x128xf32>
      %429 = stablehlo.convert %428 : (tensor<48x8192x8x128xf32>) -> tensor<48x8192x8x128xbf16>
      %430 = stablehlo.convert %368 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %431 = stablehlo.dot_general %389, %430, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<48x8192x1024xbf16>
      %432 = stablehlo.reduce_precision %431, format = e8m7 : tensor<48x8192x1024xbf16>
      %433 = stablehlo.reshape %432 : (tensor<48x8192x1024xbf16>) -> tensor<48x8192x8x128xbf16>
      %434 = stablehlo.reshape %409 : (tensor<48x8192x32x128xbf16>) -> tensor<48x8192x8x4x128xbf16>
      %435 = stablehlo.transpose %434, dims = [0, 2, 3, 1, 4] : (tensor<48x8192x8x4x128xbf16>) -> tensor<48x8x4x8192x128xbf16>
      %436 = stablehlo.transpose %429, dims = [0, 2, 1, 3] : (tensor<48x8192x8x128xbf16>) -> tensor<48x8x8192x128xbf16>
      %437 = stablehlo.transpose %433, dims = [0, 2, 1, 3] : (tensor<48x8192x8x128xbf16>) -> tensor<48x8x8192x128xbf16>
      %438:2 = stablehlo.composite "flash_attention.forward" %435, %436, %437 {decomposition = @flash_attention.forward} : (tensor<48x8x4x8192x128xbf16>, tensor<48x8x8192x128xbf16>, tensor<48x8x8192x128xbf16>) -> (tensor<48x8x4x8192x128xbf16>, tensor<48x8x4x8192xf32>)
      %439 = stablehlo.transpose %438#0, dims = [0, 3, 1, 2, 4] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8192x8x4x128xbf16>
      %440 = stablehlo.reshape %439 : (tensor<48x8192x8x4x128xbf16>) -> tensor<48x8192x4096xbf16>
      %441 = stablehlo.convert %369 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %442 = stablehlo.dot_general %440, %441, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<48x8192x4096xbf16>
      %443 = stablehlo.reduce_precision %442, format = e8m7 : tensor<48x8192x4096xbf16>
      %444 = stablehlo.add %iterArg_130, %443 : tensor<48x8192x4096xbf16>
      %445 = stablehlo.convert %444 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x4096xf32>
      %446 = stablehlo.multiply %445, %445 : tensor<48x8192x4096xf32>
      %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %447 = stablehlo.reduce(%446 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<48x8192xf32>
      %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
      %cst_140 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %449 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %450 = stablehlo.divide %448, %449 : tensor<48x8192x1xf32>
      %cst_141 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %451 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %452 = stablehlo.add %450, %451 : tensor<48x8192x1xf32>
      %453 = stablehlo.rsqrt %452 : tensor<48x8192x1xf32>
      %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x4096xf32>
      %455 = stablehlo.multiply %445, %454 : tensor<48x8192x4096xf32>
      %456 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<48x8192x4096xf32>
      %458 = stablehlo.multiply %455, %457 : tensor<48x8192x4096xf32>
      %459 = stablehlo.convert %458 : (tensor<48x8192x4096xf32>) -> tensor<48x8192x4096xbf16>
      %460 = stablehlo.convert %370 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %461 = stablehlo.dot_general %459, %460, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<48x8192x14336xbf16>
      %462 = func.call @silu(%461) : (tensor<48x8192x14336xbf16>) -> tensor<48x8192x14336xbf16>
      %463 = stablehlo.convert %371 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %464 = stablehlo.dot_general %459, %463, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<48x8192x14336xbf16>
      %465 = stablehlo.multiply %462, %464 : tensor<48x8192x14336xbf16>
      %466 = stablehlo.convert %372 : (tensor<14336x4096xf32>) -> tensor<14336x4096xbf16>
      %467 = stablehlo.dot_general %465, %466, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<48x8192x4096xbf16>
      %468 = stablehlo.add %444, %467 : tensor<48x8192x4096xbf16>
      %469 = func.call @dynamic_update_index_in_dim(%iterArg_131, %392, %iterArg_129) : (tensor<32x48x8192x4096xbf16>, tensor<48x8192x4096xbf16>, tensor<i32>) -> tensor<32x48x8192x4096xbf16>
      %470 = func.call @dynamic_update_index_in_dim_5(%iterArg_132, %412, %iterArg_129) : (tensor<32x48x8192x1024xbf16>, tensor<48x8192x1024xbf16>, tensor<i32>) -> tensor<32x48x8192x1024xbf16>
      %471 = func.call @dynamic_update_index_in_dim_5(%iterArg_133, %432, %iterArg_129) : (tensor<32x48x8192x1024xbf16>, tensor<48x8192x1024xbf16>, tensor<i32>) -> tensor<32x48x8192x1024xbf16>
      %472 = func.call @dynamic_update_index_in_dim(%iterArg_134, %443, %iterArg_129) : (tensor<32x48x8192x4096xbf16>, tensor<48x8192x4096xbf16>, tensor<i32>) -> tensor<32x48x8192x4096xbf16>
      %473 = func.call @dynamic_update_index_in_dim(%iterArg_135, %iterArg_130, %iterArg_129) : (tensor<32x48x8192x4096xbf16>, tensor<48x8192x4096xbf16>, tensor<i32>) -> tensor<32x48x8192x4096xbf16>
      %c_142 = stablehlo.constant dense<1> : tensor<i32>
      %474 = stablehlo.add %iterArg_129, %c_142 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %iterArg_128, %474, %468, %469, %470, %471, %472, %473 : tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<i32>, tensor<48x8192x4096xbf16>, tensor<32x48x8192x4096xbf16>, tensor<32x48x8192x1024xbf16>, tensor<32x48x8192x1024xbf16>, tensor<32x48x8192x4096xbf16>, tensor<32x48x8192x4096xbf16>
    }
    %43 = stablehlo.convert %42#14 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x4096xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<48x8192x4096xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<48x8192xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
    %cst_11 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
    %48 = stablehlo.divide %46, %47 : tensor<48x8192x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
    %50 = stablehlo.add %48, %49 : tensor<48x8192x1xf32>
    %51 = stablehlo.rsqrt %50 : tensor<48x8192x1xf32>
    %52 = stablehlo.divide %51, %50 : tensor<48x8192x1xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<48x8192x1xf32>
    %55 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x4096xf32>
    %56 = stablehlo.multiply %43, %55 : tensor<48x8192x4096xf32>
    %57 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<48x8192x4096xf32>
    %59 = stablehlo.multiply %56, %58 : tensor<48x8192x4096xf32>
    %60 = stablehlo.convert %59 : (tensor<48x8192x4096xf32>) -> tensor<48x8192x4096xbf16>
    %61 = stablehlo.convert %arg11 : (tensor<4096x32000xf32>) -> tensor<4096x32000xbf16>
    %62 = stablehlo.dot_general %60, %61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x32000xbf16>) -> tensor<48x8192x32000xbf16>
    %63 = stablehlo.convert %62 : (tensor<48x8192x32000xbf16>) -> tensor<48x8192x32000xf32>
    %64:3 = call @log_softmax(%63) : (tensor<48x8192x32000xf32>) -> (tensor<48x8192x32000xf32>, tensor<48x8192x32000xf32>, tensor<48x8192x1xf32>)
    %65 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1] : (tensor<48x8192xi32>) -> tensor<48x8192x1xi32>
    %66:2 = call @take_along_axis(%64#0, %65) : (tensor<48x8192x32000xf32>, tensor<48x8192x1xi32>) -> (tensor<48x8192x1xf32>, tensor<48x8192x1x1xi32>)
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66#0 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<48x8192x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<3.932160e+05> : tensor<f32>
    %68 = stablehlo.divide %67, %cst_15 : tensor<f32>
    %69 = stablehlo.negate %68 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.negate %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<3.932160e+05> : tensor<f32>
    %71 = stablehlo.divide %70, %cst_17 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
    %73 = call @take_along_axis_6(%66#1, %72) : (tensor<48x8192x1x1xi32>, tensor<48x8192x1xf32>) -> tensor<48x8192x32000xf32>
    %74 = call @log_softmax_7(%64#1, %64#2, %73) : (tensor<48x8192x32000xf32>, tensor<48x8192x1xf32>, tensor<48x8192x32000xf32>) -> tensor<48x8192x32000xf32>
    %75 = stablehlo.convert %74 : (tensor<48x8192x32000xf32>) -> tensor<48x8192x32000xbf16>
    %76 = stablehlo.dot_general %75, %60, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x32000xbf16>, tensor<48x8192x4096xbf16>) -> tensor<32000x4096xbf16>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<32000x4096xbf16>) -> tensor<4096x32000xbf16>
    %78 = stablehlo.dot_general %75, %61, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x32000xbf16>, tensor<4096x32000xbf16>) -> tensor<48x8192x4096xbf16>
    %79 = stablehlo.convert %77 : (tensor<4096x32000xbf16>) -> tensor<4096x32000xf32>
    %80 = stablehlo.convert %78 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x4096xf32>
    %81 = stablehlo.multiply %56, %80 : tensor<48x8192x4096xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %83 = stablehlo.reshape %82 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %84 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<48x8192x4096xf32>
    %85 = stablehlo.multiply %80, %84 : tensor<48x8192x4096xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%83 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %87 = stablehlo.multiply %43, %85 : tensor<48x8192x4096xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<48x8192xf32>
    %89 = stablehlo.reshape %88 : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
    %90 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x4096xf32>
    %91 = stablehlo.multiply %85, %90 : tensor<48x8192x4096xf32>
    %92 = stablehlo.multiply %89, %54 : tensor<48x8192x1xf32>
    %cst_21 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<48x8192x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x1xf32>, tensor<f32>) -> tensor<48x8192xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x4096xf32>
    %97 = stablehlo.multiply %43, %96 : tensor<48x8192x4096xf32>
    %98 = stablehlo.multiply %96, %43 : tensor<48x8192x4096xf32>
    %99 = stablehlo.add %91, %98 : tensor<48x8192x4096xf32>
    %100 = stablehlo.add %99, %97 : tensor<48x8192x4096xf32>
    %101 = stablehlo.convert %100 : (tensor<48x8192x4096xf32>) -> tensor<48x8192x4096xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %111:25 = stablehlo.while(%iterArg = %42#15, %iterArg_117 = %42#16, %iterArg_118 = %42#17, %iterArg_119 = %42#18, %iterArg_120 = %42#19, %iterArg_121 = %arg1, %iterArg_122 = %arg2, %iterArg_123 = %arg3, %iterArg_124 = %arg4, %iterArg_125 = %arg5, %iterArg_126 = %arg6, %iterArg_127 = %arg7, %iterArg_128 = %arg8, %iterArg_129 = %arg9, %iterArg_130 = %c_32, %iterArg_131 = %101, %iterArg_132 = %102, %iterArg_133 = %103, %iterArg_134 = %104, %iterArg_135 = %105, %iterArg_136 = %106, %iterArg_137 = %107, %iterArg_138 = %108, %iterArg_139 = %109, %iterArg_140 = %110) : tensor<32x48x8192x4096xbf16>, tensor<32x48x8192x1024xbf16>, tensor<32x48x8192x1024xbf16>, tensor<32x48x8192x4096xbf16>, tensor<32x48x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<i32>, tensor<48x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>
    cond {
      %c_141 = stablehlo.constant dense<32> : tensor<i32>
      %366 = stablehlo.compare LT, %iterArg_130, %c_141, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %366 : tensor<i1>
    } do {
      %c_141 = stablehlo.constant dense<32> : tensor<i32>
      %366 = stablehlo.subtract %c_141, %iterArg_130 : tensor<i32>
      %c_142 = stablehlo.constant dense<1> : tensor<i32>
      %367 = stablehlo.subtract %366, %c_142 : tensor<i32>
      %368 = func.call @dynamic_index_in_dim_8(%iterArg, %367) : (tensor<32x48x8192x4096xbf16>, tensor<i32>) -> tensor<48x8192x4096xbf16>
      %369 = func.call @dynamic_index_in_dim_9(%iterArg_117, %367) : (tensor<32x48x8192x1024xbf16>, tensor<i32>) -> tensor<48x8192x1024xbf16>
      %370 = func.call @dynamic_index_in_dim_9(%iterArg_118, %367) : (tensor<32x48x8192x1024xbf16>, tensor<i32>) -> tensor<48x8192x1024xbf16>
      %371 = func.call @dynamic_index_in_dim_8(%iterArg_119, %367) : (tensor<32x48x8192x4096xbf16>, tensor<i32>) -> tensor<48x8192x4096xbf16>
      %372 = func.call @dynamic_index_in_dim_8(%iterArg_120, %367) : (tensor<32x48x8192x4096xbf16>, tensor<i32>) -> tensor<48x8192x4096xbf16>
      %373 = func.call @dynamic_index_in_dim(%iterArg_121, %367) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %374 = func.call @dynamic_index_in_dim_0(%iterArg_122, %367) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %375 = func.call @dynamic_index_in_dim_0(%iterArg_123, %367) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %376 = func.call @dynamic_index_in_dim(%iterArg_124, %367) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %377 = func.call @dynamic_index_in_dim_1(%iterArg_125, %367) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %378 = func.call @dynamic_index_in_dim_1(%iterArg_126, %367) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %379 = func.call @dynamic_index_in_dim_2(%iterArg_127, %367) : (tensor<32x14336x4096xf32>, tensor<i32>) -> tensor<14336x4096xf32>
      %380 = func.call @dynamic_index_in_dim_3(%iterArg_128, %367) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %381 = func.call @dynamic_index_in_dim_3(%iterArg_129, %367) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %382:15 = stablehlo.optimization_barrier %368, %369, %370, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %iterArg_131 : tensor<48x8192x4096xbf16>, tensor<48x8192x1024xbf16>, tensor<48x8192x1024xbf16>, tensor<48x8192x4096xbf16>, tensor<48x8192x4096xbf16>, tensor<4096x4096xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x4096xf32>, tensor<4096x14336xf32>, tensor<4096x14336xf32>, tensor<14336x4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<48x8192x4096xbf16>
      %383 = stablehlo.convert %382#4 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x4096xf32>
      %384 = stablehlo.multiply %383, %383 : tensor<48x8192x4096xf32>
      %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %385 = stablehlo.reduce(%384 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<48x8192xf32>
      %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
      %cst_144 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %387 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %388 = stablehlo.divide %386, %387 : tensor<48x8192x1xf32>
      %cst_145 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %389 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %390 = stablehlo.add %388, %389 : tensor<48x8192x1xf32>
      %391 = stablehlo.rsqrt %390 : tensor<48x8192x1xf32>
      %392 = stablehlo.divide %391, %390 : tensor<48x8192x1xf32>
      %cst_146 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %393 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %394 = stablehlo.multiply %393, %392 : tensor<48x8192x1xf32>
      %395 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x4096xf32>
      %396 = stablehlo.multiply %383, %395 : tensor<48x8192x4096xf32>
      %397 = stablehlo.broadcast_in_dim %382#12, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<48x8192x4096xf32>
      %399 = stablehlo.multiply %396, %398 : tensor<48x8192x4096xf32>
      %400 = stablehlo.convert %399 : (tensor<48x8192x4096xf32>) -> tensor<48x8192x4096xbf16>
      %401 = stablehlo.iota dim = 0 : tensor<8192xi32>
      %402 = stablehlo.convert %382#5 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %403 = stablehlo.reshape %382#0 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x32x128xbf16>
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
      %411 = stablehlo.broadcast_in_dim %401, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
      %412 = stablehlo.convert %411 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
      %413 = stablehlo.broadcast_in_dim %410, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %414 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
      %415 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
      %416 = stablehlo.multiply %414, %415 : tensor<8192x64xf32>
      %417 = stablehlo.cosine %416 : tensor<8192x64xf32>
      %418 = stablehlo.broadcast_in_dim %417, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %419 = stablehlo.sine %416 : tensor<8192x64xf32>
      %420 = stablehlo.broadcast_in_dim %419, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %421 = stablehlo.slice %403 [0:48, 0:8192, 0:32, 0:64] : (tensor<48x8192x32x128xbf16>) -> tensor<48x8192x32x64xbf16>
      %422 = stablehlo.convert %421 : (tensor<48x8192x32x64xbf16>) -> tensor<48x8192x32x64xf32>
      %423 = stablehlo.slice %403 [0:48, 0:8192, 0:32, 64:128] : (tensor<48x8192x32x128xbf16>) -> tensor<48x8192x32x64xbf16>
      %424 = stablehlo.convert %423 : (tensor<48x8192x32x64xbf16>) -> tensor<48x8192x32x64xf32>
      %425 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %426 = stablehlo.multiply %422, %425 : tensor<48x8192x32x64xf32>
      %427 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %428 = stablehlo.multiply %424, %427 : tensor<48x8192x32x64xf32>
      %429 = stablehlo.subtract %426, %428 : tensor<48x8192x32x64xf32>
      %430 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %431 = stablehlo.multiply %424, %430 : tensor<48x8192x32x64xf32>
      %432 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %433 = stablehlo.multiply %422, %432 : tensor<48x8192x32x64xf32>
      %434 = stablehlo.add %431, %433 : tensor<48x8192x32x64xf32>
      %435 = stablehlo.concatenate %429, %434, dim = 3 : (tensor<48x8192x32x64xf32>, tensor<48x8192x32x64xf32>) -> tensor<48x8192x32x128xf32>
      %436 = stablehlo.convert %435 : (tensor<48x8192x32x128xf32>) -> tensor<48x8192x32x128xbf16>
      %437 = stablehlo.convert %382#6 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %438 = stablehlo.reshape %382#1 : (tensor<48x8192x1024xbf16>) -> tensor<48x8192x8x128xbf16>
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
      %446 = stablehlo.broadcast_in_dim %401, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
      %447 = stablehlo.convert %446 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
      %448 = stablehlo.broadcast_in_dim %445, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %449 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
      %450 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
      %451 = stablehlo.multiply %449, %450 : tensor<8192x64xf32>
      %452 = stablehlo.cosine %451 : tensor<8192x64xf32>
      %453 = stablehlo.broadcast_in_dim %452, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %454 = stablehlo.sine %451 : tensor<8192x64xf32>
      %455 = stablehlo.broadcast_in_dim %454, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %456 = stablehlo.slice %438 [0:48, 0:8192, 0:8, 0:64] : (tensor<48x8192x8x128xbf16>) -> tensor<48x8192x8x64xbf16>
      %457 = stablehlo.convert %456 : (tensor<48x8192x8x64xbf16>) -> tensor<48x8192x8x64xf32>
      %458 = stablehlo.slice %438 [0:48, 0:8192, 0:8, 64:128] : (tensor<48x8192x8x128xbf16>) -> tensor<48x8192x8x64xbf16>
      %459 = stablehlo.convert %458 : (tensor<48x8192x8x64xbf16>) -> tensor<48x8192x8x64xf32>
      %460 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %461 = stablehlo.multiply %457, %460 : tensor<48x8192x8x64xf32>
      %462 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %463 = stablehlo.multiply %459, %462 : tensor<48x8192x8x64xf32>
      %464 = stablehlo.subtract %461, %463 : tensor<48x8192x8x64xf32>
      %465 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %466 = stablehlo.multiply %459, %465 : tensor<48x8192x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %468 = stablehlo.multiply %457, %467 : tensor<48x8192x8x64xf32>
      %469 = stablehlo.add %466, %468 : tensor<48x8192x8x64xf32>
      %470 = stablehlo.concatenate %464, %469, dim = 3 : (tensor<48x8192x8x64xf32>, tensor<48x8192x8x64xf32>) -> tensor<48x8192x8x128xf32>
      %471 = stablehlo.convert %470 : (tensor<48x8192x8x128xf32>) -> tensor<48x8192x8x128xbf16>
      %472 = stablehlo.convert %382#7 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %473 = stablehlo.reshape %382#2 : (tensor<48x8192x1024xbf16>) -> tensor<48x8192x8x128xbf16>
      %474 = stablehlo.reshape %436 : (tensor<48x8192x32x128xbf16>) -> tensor<48x8192x8x4x128xbf16>
      %475 = stablehlo.transpose %474, dims = [0, 2, 3, 1, 4] : (tensor<48x8192x8x4x128xbf16>) -> tensor<48x8x4x8192x128xbf16>
      %476 = stablehlo.transpose %471, dims = [0, 2, 1, 3] : (tensor<48x8192x8x128xbf16>) -> tensor<48x8x8192x128xbf16>
      %477 = stablehlo.transpose %473, dims = [0, 2, 1, 3] : (tensor<48x8192x8x128xbf16>) -> tensor<48x8x8192x128xbf16>
      %478:2 = stablehlo.composite "flash_attention.forward" %475, %476, %477 {decomposition = @flash_attention.forward} : (tensor<48x8x4x8192x128xbf16>, tensor<48x8x8192x128xbf16>, tensor<48x8x8192x128xbf16>) -> (tensor<48x8x4x8192x128xbf16>, tensor<48x8x4x8192xf32>)
      %479 = stablehlo.transpose %478#0, dims = [0, 3, 1, 2, 4] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8192x8x4x128xbf16>
      %480 = stablehlo.reshape %479 : (tensor<48x8192x8x4x128xbf16>) -> tensor<48x8192x4096xbf16>
      %481 = stablehlo.convert %382#8 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %482 = stablehlo.add %382#4, %382#3 : tensor<48x8192x4096xbf16>
      %483 = stablehlo.convert %482 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x4096xf32>
      %484 = stablehlo.multiply %483, %483 : tensor<48x8192x4096xf32>
      %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %485 = stablehlo.reduce(%484 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<48x8192xf32>
      %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
      %cst_154 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %487 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %488 = stablehlo.divide %486, %487 : tensor<48x8192x1xf32>
      %cst_155 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %489 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %490 = stablehlo.add %488, %489 : tensor<48x8192x1xf32>
      %491 = stablehlo.rsqrt %490 : tensor<48x8192x1xf32>
      %492 = stablehlo.divide %491, %490 : tensor<48x8192x1xf32>
      %cst_156 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %493 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %494 = stablehlo.multiply %493, %492 : tensor<48x8192x1xf32>
      %495 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x4096xf32>
      %496 = stablehlo.multiply %483, %495 : tensor<48x8192x4096xf32>
      %497 = stablehlo.broadcast_in_dim %382#13, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<48x8192x4096xf32>
      %499 = stablehlo.multiply %496, %498 : tensor<48x8192x4096xf32>
      %500 = stablehlo.convert %499 : (tensor<48x8192x4096xf32>) -> tensor<48x8192x4096xbf16>
      %501 = stablehlo.convert %382#9 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %502 = stablehlo.dot_general %500, %501, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<48x8192x14336xbf16>
      %503:3 = func.call @silu_10(%502) : (tensor<48x8192x14336xbf16>) -> (tensor<48x8192x14336xbf16>, tensor<48x8192x14336xbf16>, tensor<48x8192x14336xbf16>)
      %504 = stablehlo.convert %382#10 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %505 = stablehlo.dot_general %500, %504, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<48x8192x14336xbf16>
      %506 = stablehlo.multiply %503#0, %505 : tensor<48x8192x14336xbf16>
      %507 = stablehlo.convert %382#11 : (tensor<14336x4096xf32>) -> tensor<14336x4096xbf16>
      %508 = stablehlo.dot_general %382#14, %506, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<48x8192x14336xbf16>) -> tensor<4096x14336xbf16>
      %509 = stablehlo.transpose %508, dims = [1, 0] : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %510 = stablehlo.dot_general %382#14, %507, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<48x8192x14336xbf16>
      %511 = stablehlo.convert %509 : (tensor<14336x4096xbf16>) -> tensor<14336x4096xf32>
      %512 = stablehlo.multiply %503#0, %510 : tensor<48x8192x14336xbf16>
      %513 = stablehlo.multiply %510, %505 : tensor<48x8192x14336xbf16>
      %514 = stablehlo.dot_general %512, %500, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x14336xbf16>, tensor<48x8192x4096xbf16>) -> tensor<14336x4096xbf16>
      %515 = stablehlo.transpose %514, dims = [1, 0] : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %516 = stablehlo.dot_general %512, %504, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<48x8192x4096xbf16>
      %517 = stablehlo.convert %515 : (tensor<4096x14336xbf16>) -> tensor<4096x14336xf32>
      %518 = func.call @silu_11(%503#1, %502, %503#2, %513) : (tensor<48x8192x14336xbf16>, tensor<48x8192x14336xbf16>, tensor<48x8192x14336xbf16>, tensor<48x8192x14336xbf16>) -> tensor<48x8192x14336xbf16>
      %519 = stablehlo.dot_general %518, %500, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x14336xbf16>, tensor<48x8192x4096xbf16>) -> tensor<14336x4096xbf16>
      %520 = stablehlo.transpose %519, dims = [1, 0] : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %521 = stablehlo.dot_general %518, %501, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<48x8192x4096xbf16>
      %522 = stablehlo.add %516, %521 : tensor<48x8192x4096xbf16>
      %523 = stablehlo.convert %520 : (tensor<4096x14336xbf16>) -> tensor<4096x14336xf32>
      %524 = stablehlo.convert %522 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x4096xf32>
      %525 = stablehlo.multiply %496, %524 : tensor<48x8192x4096xf32>
      %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %526 = stablehlo.reduce(%525 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %527 = stablehlo.reshape %526 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %528 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<48x8192x4096xf32>
      %529 = stablehlo.multiply %524, %528 : tensor<48x8192x4096xf32>
      %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %530 = stablehlo.reduce(%527 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %531 = stablehlo.multiply %483, %529 : tensor<48x8192x4096xf32>
      %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %532 = stablehlo.reduce(%531 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<48x8192xf32>
      %533 = stablehlo.reshape %532 : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
      %534 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x4096xf32>
      %535 = stablehlo.multiply %529, %534 : tensor<48x8192x4096xf32>
      %536 = stablehlo.multiply %533, %494 : tensor<48x8192x1xf32>
      %cst_160 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %537 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %538 = stablehlo.divide %536, %537 : tensor<48x8192x1xf32>
      %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %539 = stablehlo.reduce(%538 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x1xf32>, tensor<f32>) -> tensor<48x8192xf32>
      %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x4096xf32>
      %541 = stablehlo.multiply %483, %540 : tensor<48x8192x4096xf32>
      %542 = stablehlo.add %535, %541 : tensor<48x8192x4096xf32>
      %543 = stablehlo.multiply %540, %483 : tensor<48x8192x4096xf32>
      %544 = stablehlo.add %542, %543 : tensor<48x8192x4096xf32>
      %545 = stablehlo.convert %544 : (tensor<48x8192x4096xf32>) -> tensor<48x8192x4096xbf16>
      %546 = stablehlo.add %382#14, %545 : tensor<48x8192x4096xbf16>
      %547 = stablehlo.dot_general %546, %480, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<48x8192x4096xbf16>) -> tensor<4096x4096xbf16>
      %548 = stablehlo.transpose %547, dims = [1, 0] : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %549 = stablehlo.dot_general %546, %481, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<48x8192x4096xbf16>
      %550 = stablehlo.convert %548 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      %551 = stablehlo.reshape %549 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x8x4x128xbf16>
      %552 = stablehlo.transpose %551, dims = [0, 2, 3, 1, 4] : (tensor<48x8192x8x4x128xbf16>) -> tensor<48x8x4x8192x128xbf16>
      %553:3 = stablehlo.composite "flash_attention.backward" %475, %476, %477, %478#0, %478#1, %552 {decomposition = @flash_attention.backward} : (tensor<48x8x4x8192x128xbf16>, tensor<48x8x8192x128xbf16>, tensor<48x8x8192x128xbf16>, tensor<48x8x4x8192x128xbf16>, tensor<48x8x4x8192xf32>, tensor<48x8x4x8192x128xbf16>) -> (tensor<48x8x4x8192x128xbf16>, tensor<48x8x8192x128xbf16>, tensor<48x8x8192x128xbf16>)
      %554 = stablehlo.transpose %553#2, dims = [0, 2, 1, 3] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8192x8x128xbf16>
      %555 = stablehlo.transpose %553#1, dims = [0, 2, 1, 3] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8192x8x128xbf16>
      %556 = stablehlo.transpose %553#0, dims = [0, 3, 1, 2, 4] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8192x8x4x128xbf16>
      %557 = stablehlo.reshape %556 : (tensor<48x8192x8x4x128xbf16>) -> tensor<48x8192x32x128xbf16>
      %558 = stablehlo.reshape %554 : (tensor<48x8192x8x128xbf16>) -> tensor<48x8192x1024xbf16>
      %559 = stablehlo.dot_general %558, %400, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x1024xbf16>, tensor<48x8192x4096xbf16>) -> tensor<1024x4096xbf16>
      %560 = stablehlo.transpose %559, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %561 = stablehlo.dot_general %558, %472, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<48x8192x4096xbf16>
      %562 = stablehlo.convert %560 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      %563 = stablehlo.convert %555 : (tensor<48x8192x8x128xbf16>) -> tensor<48x8192x8x128xf32>
      %564 = stablehlo.slice %563 [0:48, 0:8192, 0:8, 0:64] : (tensor<48x8192x8x128xf32>) -> tensor<48x8192x8x64xf32>
      %565 = stablehlo.slice %563 [0:48, 0:8192, 0:8, 64:128] : (tensor<48x8192x8x128xf32>) -> tensor<48x8192x8x64xf32>
      %566 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %567 = stablehlo.multiply %565, %566 : tensor<48x8192x8x64xf32>
      %568 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %569 = stablehlo.multiply %565, %568 : tensor<48x8192x8x64xf32>
      %570 = stablehlo.negate %564 : tensor<48x8192x8x64xf32>
      %571 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %572 = stablehlo.multiply %570, %571 : tensor<48x8192x8x64xf32>
      %573 = stablehlo.add %569, %572 : tensor<48x8192x8x64xf32>
      %574 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x8x64xf32>
      %575 = stablehlo.multiply %564, %574 : tensor<48x8192x8x64xf32>
      %576 = stablehlo.add %567, %575 : tensor<48x8192x8x64xf32>
      %577 = stablehlo.convert %573 : (tensor<48x8192x8x64xf32>) -> tensor<48x8192x8x64xbf16>
      %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %578 = stablehlo.pad %577, %cst_162, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<48x8192x8x64xbf16>, tensor<bf16>) -> tensor<48x8192x8x128xbf16>
      %579 = stablehlo.convert %576 : (tensor<48x8192x8x64xf32>) -> tensor<48x8192x8x64xbf16>
      %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %580 = stablehlo.pad %579, %cst_163, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<48x8192x8x64xbf16>, tensor<bf16>) -> tensor<48x8192x8x128xbf16>
      %581 = stablehlo.add %578, %580 : tensor<48x8192x8x128xbf16>
      %582 = stablehlo.reshape %581 : (tensor<48x8192x8x128xbf16>) -> tensor<48x8192x1024xbf16>
      %583 = stablehlo.dot_general %582, %400, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x1024xbf16>, tensor<48x8192x4096xbf16>) -> tensor<1024x4096xbf16>
      %584 = stablehlo.transpose %583, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %585 = stablehlo.dot_general %582, %437, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<48x8192x4096xbf16>
      %586 = stablehlo.add %561, %585 : tensor<48x8192x4096xbf16>
      %587 = stablehlo.convert %584 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      %588 = stablehlo.convert %557 : (tensor<48x8192x32x128xbf16>) -> tensor<48x8192x32x128xf32>
      %589 = stablehlo.slice %588 [0:48, 0:8192, 0:32, 0:64] : (tensor<48x8192x32x128xf32>) -> tensor<48x8192x32x64xf32>
      %590 = stablehlo.slice %588 [0:48, 0:8192, 0:32, 64:128] : (tensor<48x8192x32x128xf32>) -> tensor<48x8192x32x64xf32>
      %591 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %592 = stablehlo.multiply %590, %591 : tensor<48x8192x32x64xf32>
      %593 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %594 = stablehlo.multiply %590, %593 : tensor<48x8192x32x64xf32>
      %595 = stablehlo.negate %589 : tensor<48x8192x32x64xf32>
      %596 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %597 = stablehlo.multiply %595, %596 : tensor<48x8192x32x64xf32>
      %598 = stablehlo.add %594, %597 : tensor<48x8192x32x64xf32>
      %599 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<48x8192x32x64xf32>
      %600 = stablehlo.multiply %589, %599 : tensor<48x8192x32x64xf32>
      %601 = stablehlo.add %592, %600 : tensor<48x8192x32x64xf32>
      %602 = stablehlo.convert %598 : (tensor<48x8192x32x64xf32>) -> tensor<48x8192x32x64xbf16>
      %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %603 = stablehlo.pad %602, %cst_164, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<48x8192x32x64xbf16>, tensor<bf16>) -> tensor<48x8192x32x128xbf16>
      %604 = stablehlo.convert %601 : (tensor<48x8192x32x64xf32>) -> tensor<48x8192x32x64xbf16>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %605 = stablehlo.pad %604, %cst_165, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<48x8192x32x64xbf16>, tensor<bf16>) -> tensor<48x8192x32x128xbf16>
      %606 = stablehlo.add %603, %605 : tensor<48x8192x32x128xbf16>
      %607 = stablehlo.reshape %606 : (tensor<48x8192x32x128xbf16>) -> tensor<48x8192x4096xbf16>
      %608 = stablehlo.dot_general %607, %400, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<48x8192x4096xbf16>) -> tensor<4096x4096xbf16>
      %609 = stablehlo.transpose %608, dims = [1, 0] : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %610 = stablehlo.dot_general %607, %402, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<48x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<48x8192x4096xbf16>
      %611 = stablehlo.add %586, %610 : tensor<48x8192x4096xbf16>
      %612 = stablehlo.convert %609 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      %613 = stablehlo.convert %611 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x4096xf32>
      %614 = stablehlo.multiply %396, %613 : tensor<48x8192x4096xf32>
      %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %615 = stablehlo.reduce(%614 init: %cst_166) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %616 = stablehlo.reshape %615 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %617 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<48x8192x4096xf32>
      %618 = stablehlo.multiply %613, %617 : tensor<48x8192x4096xf32>
      %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %619 = stablehlo.reduce(%616 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %620 = stablehlo.multiply %383, %618 : tensor<48x8192x4096xf32>
      %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %621 = stablehlo.reduce(%620 init: %cst_168) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x4096xf32>, tensor<f32>) -> tensor<48x8192xf32>
      %622 = stablehlo.reshape %621 : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
      %623 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x4096xf32>
      %624 = stablehlo.multiply %618, %623 : tensor<48x8192x4096xf32>
      %625 = stablehlo.multiply %622, %394 : tensor<48x8192x1xf32>
      %cst_169 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
      %627 = stablehlo.divide %625, %626 : tensor<48x8192x1xf32>
      %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %628 = stablehlo.reduce(%627 init: %cst_170) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x1xf32>, tensor<f32>) -> tensor<48x8192xf32>
      %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x4096xf32>
      %630 = stablehlo.multiply %383, %629 : tensor<48x8192x4096xf32>
      %631 = stablehlo.add %624, %630 : tensor<48x8192x4096xf32>
      %632 = stablehlo.multiply %629, %383 : tensor<48x8192x4096xf32>
      %633 = stablehlo.add %631, %632 : tensor<48x8192x4096xf32>
      %634 = stablehlo.convert %633 : (tensor<48x8192x4096xf32>) -> tensor<48x8192x4096xbf16>
      %635 = stablehlo.add %546, %634 : tensor<48x8192x4096xbf16>
      %636 = func.call @dynamic_update_index_in_dim_12(%iterArg_132, %612, %367) : (tensor<32x4096x4096xf32>, tensor<4096x4096xf32>, tensor<i32>) -> tensor<32x4096x4096xf32>
      %637 = func.call @dynamic_update_index_in_dim_13(%iterArg_133, %587, %367) : (tensor<32x4096x1024xf32>, tensor<4096x1024xf32>, tensor<i32>) -> tensor<32x4096x1024xf32>
      %638 = func.call @dynamic_update_index_in_dim_13(%iterArg_134, %562, %367) : (tensor<32x4096x1024xf32>, tensor<4096x1024xf32>, tensor<i32>) -> tensor<32x4096x1024xf32>
      %639 = func.call @dynamic_update_index_in_dim_12(%iterArg_135, %550, %367) : (tensor<32x4096x4096xf32>, tensor<4096x4096xf32>, tensor<i32>) -> tensor<32x4096x4096xf32>
      %640 = func.call @dynamic_update_index_in_dim_14(%iterArg_136, %523, %367) : (tensor<32x4096x14336xf32>, tensor<4096x14336xf32>, tensor<i32>) -> tensor<32x4096x14336xf32>
      %641 = func.call @dynamic_update_index_in_dim_14(%iterArg_137, %517, %367) : (tensor<32x4096x14336xf32>, tensor<4096x14336xf32>, tensor<i32>) -> tensor<32x4096x14336xf32>
      %642 = func.call @dynamic_update_index_in_dim_15(%iterArg_138, %511, %367) : (tensor<32x14336x4096xf32>, tensor<14336x4096xf32>, tensor<i32>) -> tensor<32x14336x4096xf32>
      %643 = func.call @dynamic_update_index_in_dim_16(%iterArg_139, %619, %367) : (tensor<32x4096xf32>, tensor<4096xf32>, tensor<i32>) -> tensor<32x4096xf32>
      %644 = func.call @dynamic_update_index_in_dim_16(%iterArg_140, %530, %367) : (tensor<32x4096xf32>, tensor<4096xf32>, tensor<i32>) -> tensor<32x4096xf32>
      %c_171 = stablehlo.constant dense<1> : tensor<i32>
      %645 = stablehlo.add %iterArg_130, %c_171 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %iterArg_128, %iterArg_129, %645, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644 : tensor<32x48x8192x4096xbf16>, tensor<32x48x8192x1024xbf16>, tensor<32x48x8192x1024xbf16>, tensor<32x48x8192x4096xbf16>, tensor<32x48x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<i32>, tensor<48x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>
    }
    %112 = stablehlo.convert %111#15 : (tensor<48x8192x4096xbf16>) -> tensor<48x8192x4096xf32>
    %113 = call @_take_17(%0#1, %112) : (tensor<48x8192x1xi32>, tensor<48x8192x4096xf32>) -> tensor<32000x4096xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32000x4096xf32>
    %115 = stablehlo.multiply %114, %arg12 : tensor<32000x4096xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32000x4096xf32>
    %117 = stablehlo.multiply %116, %113 : tensor<32000x4096xf32>
    %118 = stablehlo.add %115, %117 : tensor<32000x4096xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %120 = stablehlo.multiply %119, %arg13 : tensor<32x4096x4096xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %122 = stablehlo.multiply %121, %111#16 : tensor<32x4096x4096xf32>
    %123 = stablehlo.add %120, %122 : tensor<32x4096x4096xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %125 = stablehlo.multiply %124, %arg14 : tensor<32x4096x1024xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %127 = stablehlo.multiply %126, %111#17 : tensor<32x4096x1024xf32>
    %128 = stablehlo.add %125, %127 : tensor<32x4096x1024xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %130 = stablehlo.multiply %129, %arg15 : tensor<32x4096x1024xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %132 = stablehlo.multiply %131, %111#18 : tensor<32x4096x1024xf32>
    %133 = stablehlo.add %130, %132 : tensor<32x4096x1024xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %135 = stablehlo.multiply %134, %arg16 : tensor<32x4096x4096xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %137 = stablehlo.multiply %136, %111#19 : tensor<32x4096x4096xf32>
    %138 = stablehlo.add %135, %137 : tensor<32x4096x4096xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %140 = stablehlo.multiply %139, %arg17 : tensor<32x4096x14336xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %142 = stablehlo.multiply %141, %111#20 : tensor<32x4096x14336xf32>
    %143 = stablehlo.add %140, %142 : tensor<32x4096x14336xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %145 = stablehlo.multiply %144, %arg18 : tensor<32x4096x14336xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %147 = stablehlo.multiply %146, %111#21 : tensor<32x4096x14336xf32>
    %148 = stablehlo.add %145, %147 : tensor<32x4096x14336xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %150 = stablehlo.multiply %149, %arg19 : tensor<32x14336x4096xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %152 = stablehlo.multiply %151, %111#22 : tensor<32x14336x4096xf32>
    %153 = stablehlo.add %150, %152 : tensor<32x14336x4096xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %155 = stablehlo.multiply %154, %arg20 : tensor<32x4096xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %157 = stablehlo.multiply %156, %111#23 : tensor<32x4096xf32>
    %158 = stablehlo.add %155, %157 : tensor<32x4096xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %160 = stablehlo.multiply %159, %arg21 : tensor<32x4096xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %162 = stablehlo.multiply %161, %111#24 : tensor<32x4096xf32>
    %163 = stablehlo.add %160, %162 : tensor<32x4096xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %165 = stablehlo.multiply %164, %arg22 : tensor<4096xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %167 = stablehlo.multiply %166, %86 : tensor<4096xf32>
    %168 = stablehlo.add %165, %167 : tensor<4096xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4096x32000xf32>
    %170 = stablehlo.multiply %169, %arg23 : tensor<4096x32000xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4096x32000xf32>
    %172 = stablehlo.multiply %171, %79 : tensor<4096x32000xf32>
    %173 = stablehlo.add %170, %172 : tensor<4096x32000xf32>
    %cst_57 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32000x4096xf32>
    %175 = stablehlo.multiply %174, %arg24 : tensor<32000x4096xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32000x4096xf32>
    %177 = stablehlo.multiply %176, %113 : tensor<32000x4096xf32>
    %178 = stablehlo.multiply %177, %113 : tensor<32000x4096xf32>
    %179 = stablehlo.add %175, %178 : tensor<32000x4096xf32>
    %cst_59 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %181 = stablehlo.multiply %180, %arg25 : tensor<32x4096x4096xf32>
    %cst_60 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %183 = stablehlo.multiply %182, %111#16 : tensor<32x4096x4096xf32>
    %184 = stablehlo.multiply %183, %111#16 : tensor<32x4096x4096xf32>
    %185 = stablehlo.add %181, %184 : tensor<32x4096x4096xf32>
    %cst_61 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %187 = stablehlo.multiply %186, %arg26 : tensor<32x4096x1024xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %189 = stablehlo.multiply %188, %111#17 : tensor<32x4096x1024xf32>
    %190 = stablehlo.multiply %189, %111#17 : tensor<32x4096x1024xf32>
    %191 = stablehlo.add %187, %190 : tensor<32x4096x1024xf32>
    %cst_63 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %193 = stablehlo.multiply %192, %arg27 : tensor<32x4096x1024xf32>
    %cst_64 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %195 = stablehlo.multiply %194, %111#18 : tensor<32x4096x1024xf32>
    %196 = stablehlo.multiply %195, %111#18 : tensor<32x4096x1024xf32>
    %197 = stablehlo.add %193, %196 : tensor<32x4096x1024xf32>
    %cst_65 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %199 = stablehlo.multiply %198, %arg28 : tensor<32x4096x4096xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %201 = stablehlo.multiply %200, %111#19 : tensor<32x4096x4096xf32>
    %202 = stablehlo.multiply %201, %111#19 : tensor<32x4096x4096xf32>
    %203 = stablehlo.add %199, %202 : tensor<32x4096x4096xf32>
    %cst_67 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %205 = stablehlo.multiply %204, %arg29 : tensor<32x4096x14336xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %207 = stablehlo.multiply %206, %111#20 : tensor<32x4096x14336xf32>
    %208 = stablehlo.multiply %207, %111#20 : tensor<32x4096x14336xf32>
    %209 = stablehlo.add %205, %208 : tensor<32x4096x14336xf32>
    %cst_69 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %211 = stablehlo.multiply %210, %arg30 : tensor<32x4096x14336xf32>
    %cst_70 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %213 = stablehlo.multiply %212, %111#21 : tensor<32x4096x14336xf32>
    %214 = stablehlo.multiply %213, %111#21 : tensor<32x4096x14336xf32>
    %215 = stablehlo.add %211, %214 : tensor<32x4096x14336xf32>
    %cst_71 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %217 = stablehlo.multiply %216, %arg31 : tensor<32x14336x4096xf32>
    %cst_72 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %219 = stablehlo.multiply %218, %111#22 : tensor<32x14336x4096xf32>
    %220 = stablehlo.multiply %219, %111#22 : tensor<32x14336x4096xf32>
    %221 = stablehlo.add %217, %220 : tensor<32x14336x4096xf32>
    %cst_73 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %223 = stablehlo.multiply %222, %arg32 : tensor<32x4096xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %225 = stablehlo.multiply %224, %111#23 : tensor<32x4096xf32>
    %226 = stablehlo.multiply %225, %111#23 : tensor<32x4096xf32>
    %227 = stablehlo.add %223, %226 : tensor<32x4096xf32>
    %cst_75 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %229 = stablehlo.multiply %228, %arg33 : tensor<32x4096xf32>
    %cst_76 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %231 = stablehlo.multiply %230, %111#24 : tensor<32x4096xf32>
    %232 = stablehlo.multiply %231, %111#24 : tensor<32x4096xf32>
    %233 = stablehlo.add %229, %232 : tensor<32x4096xf32>
    %cst_77 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %235 = stablehlo.multiply %234, %arg34 : tensor<4096xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %237 = stablehlo.multiply %236, %86 : tensor<4096xf32>
    %238 = stablehlo.multiply %237, %86 : tensor<4096xf32>
    %239 = stablehlo.add %235, %238 : tensor<4096xf32>
    %cst_79 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4096x32000xf32>
    %241 = stablehlo.multiply %240, %arg35 : tensor<4096x32000xf32>
    %cst_80 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4096x32000xf32>
    %243 = stablehlo.multiply %242, %79 : tensor<4096x32000xf32>
    %244 = stablehlo.multiply %243, %79 : tensor<4096x32000xf32>
    %245 = stablehlo.add %241, %244 : tensor<4096x32000xf32>
    %246 = stablehlo.sqrt %179 : tensor<32000x4096xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32000x4096xf32>
    %248 = stablehlo.add %246, %247 : tensor<32000x4096xf32>
    %249 = stablehlo.divide %118, %248 : tensor<32000x4096xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32000x4096xf32>
    %251 = stablehlo.multiply %250, %arg0 : tensor<32000x4096xf32>
    %252 = stablehlo.add %249, %251 : tensor<32000x4096xf32>
    %cst_83 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32000x4096xf32>
    %254 = stablehlo.multiply %253, %252 : tensor<32000x4096xf32>
    %255 = stablehlo.subtract %arg0, %254 : tensor<32000x4096xf32>
    %256 = stablehlo.sqrt %185 : tensor<32x4096x4096xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %258 = stablehlo.add %256, %257 : tensor<32x4096x4096xf32>
    %259 = stablehlo.divide %123, %258 : tensor<32x4096x4096xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %261 = stablehlo.multiply %260, %arg1 : tensor<32x4096x4096xf32>
    %262 = stablehlo.add %259, %261 : tensor<32x4096x4096xf32>
    %cst_86 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %264 = stablehlo.multiply %263, %262 : tensor<32x4096x4096xf32>
    %265 = stablehlo.subtract %arg1, %264 : tensor<32x4096x4096xf32>
    %266 = stablehlo.sqrt %191 : tensor<32x4096x1024xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %268 = stablehlo.add %266, %267 : tensor<32x4096x1024xf32>
    %269 = stablehlo.divide %128, %268 : tensor<32x4096x1024xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %271 = stablehlo.multiply %270, %arg2 : tensor<32x4096x1024xf32>
    %272 = stablehlo.add %269, %271 : tensor<32x4096x1024xf32>
    %cst_89 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %274 = stablehlo.multiply %273, %272 : tensor<32x4096x1024xf32>
    %275 = stablehlo.subtract %arg2, %274 : tensor<32x4096x1024xf32>
    %276 = stablehlo.sqrt %197 : tensor<32x4096x1024xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %278 = stablehlo.add %276, %277 : tensor<32x4096x1024xf32>
    %279 = stablehlo.divide %133, %278 : tensor<32x4096x1024xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %281 = stablehlo.multiply %280, %arg3 : tensor<32x4096x1024xf32>
    %282 = stablehlo.add %279, %281 : tensor<32x4096x1024xf32>
    %cst_92 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %284 = stablehlo.multiply %283, %282 : tensor<32x4096x1024xf32>
    %285 = stablehlo.subtract %arg3, %284 : tensor<32x4096x1024xf32>
    %286 = stablehlo.sqrt %203 : tensor<32x4096x4096xf32>
    %cst_93 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %288 = stablehlo.add %286, %287 : tensor<32x4096x4096xf32>
    %289 = stablehlo.divide %138, %288 : tensor<32x4096x4096xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %291 = stablehlo.multiply %290, %arg4 : tensor<32x4096x4096xf32>
    %292 = stablehlo.add %289, %291 : tensor<32x4096x4096xf32>
    %cst_95 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %294 = stablehlo.multiply %293, %292 : tensor<32x4096x4096xf32>
    %295 = stablehlo.subtract %arg4, %294 : tensor<32x4096x4096xf32>
    %296 = stablehlo.sqrt %209 : tensor<32x4096x14336xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %298 = stablehlo.add %296, %297 : tensor<32x4096x14336xf32>
    %299 = stablehlo.divide %143, %298 : tensor<32x4096x14336xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %301 = stablehlo.multiply %300, %arg5 : tensor<32x4096x14336xf32>
    %302 = stablehlo.add %299, %301 : tensor<32x4096x14336xf32>
    %cst_98 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<32x4096x14336xf32>
    %305 = stablehlo.subtract %arg5, %304 : tensor<32x4096x14336xf32>
    %306 = stablehlo.sqrt %215 : tensor<32x4096x14336xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %308 = stablehlo.add %306, %307 : tensor<32x4096x14336xf32>
    %309 = stablehlo.divide %148, %308 : tensor<32x4096x14336xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %311 = stablehlo.multiply %310, %arg6 : tensor<32x4096x14336xf32>
    %312 = stablehlo.add %309, %311 : tensor<32x4096x14336xf32>
    %cst_101 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %314 = stablehlo.multiply %313, %312 : tensor<32x4096x14336xf32>
    %315 = stablehlo.subtract %arg6, %314 : tensor<32x4096x14336xf32>
    %316 = stablehlo.sqrt %221 : tensor<32x14336x4096xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %318 = stablehlo.add %316, %317 : tensor<32x14336x4096xf32>
    %319 = stablehlo.divide %153, %318 : tensor<32x14336x4096xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %321 = stablehlo.multiply %320, %arg7 : tensor<32x14336x4096xf32>
    %322 = stablehlo.add %319, %321 : tensor<32x14336x4096xf32>
    %cst_104 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %324 = stablehlo.multiply %323, %322 : tensor<32x14336x4096xf32>
    %325 = stablehlo.subtract %arg7, %324 : tensor<32x14336x4096xf32>
    %326 = stablehlo.sqrt %227 : tensor<32x4096xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %328 = stablehlo.add %326, %327 : tensor<32x4096xf32>
    %329 = stablehlo.divide %158, %328 : tensor<32x4096xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %331 = stablehlo.multiply %330, %arg8 : tensor<32x4096xf32>
    %332 = stablehlo.add %329, %331 : tensor<32x4096xf32>
    %cst_107 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<32x4096xf32>
    %335 = stablehlo.subtract %arg8, %334 : tensor<32x4096xf32>
    %336 = stablehlo.sqrt %233 : tensor<32x4096xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %338 = stablehlo.add %336, %337 : tensor<32x4096xf32>
    %339 = stablehlo.divide %163, %338 : tensor<32x4096xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %341 = stablehlo.multiply %340, %arg9 : tensor<32x4096xf32>
    %342 = stablehlo.add %339, %341 : tensor<32x4096xf32>
    %cst_110 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %344 = stablehlo.multiply %343, %342 : tensor<32x4096xf32>
    %345 = stablehlo.subtract %arg9, %344 : tensor<32x4096xf32>
    %346 = stablehlo.sqrt %239 : tensor<4096xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %348 = stablehlo.add %346, %347 : tensor<4096xf32>
    %349 = stablehlo.divide %168, %348 : tensor<4096xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %351 = stablehlo.multiply %350, %arg10 : tensor<4096xf32>
    %352 = stablehlo.add %349, %351 : tensor<4096xf32>
    %cst_113 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %354 = stablehlo.multiply %353, %352 : tensor<4096xf32>
    %355 = stablehlo.subtract %arg10, %354 : tensor<4096xf32>
    %356 = stablehlo.sqrt %245 : tensor<4096x32000xf32>
    %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<4096x32000xf32>
    %358 = stablehlo.add %356, %357 : tensor<4096x32000xf32>
    %359 = stablehlo.divide %173, %358 : tensor<4096x32000xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4096x32000xf32>
    %361 = stablehlo.multiply %360, %arg11 : tensor<4096x32000xf32>
    %362 = stablehlo.add %359, %361 : tensor<4096x32000xf32>
    %cst_116 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4096x32000xf32>
    %364 = stablehlo.multiply %363, %362 : tensor<4096x32000xf32>
    %365 = stablehlo.subtract %arg11, %364 : tensor<4096x32000xf32>
    return %255, %265, %275, %285, %295, %305, %315, %325, %335, %345, %355, %365, %118, %123, %128, %133, %138, %143, %148, %153, %158, %163, %168, %173, %179, %185, %191, %197, %203, %209, %215, %221, %227, %233, %239, %245, %69 : tensor<32000x4096xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<4096xf32>, tensor<4096x32000xf32>, tensor<32000x4096xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<4096xf32>, tensor<4096x32000xf32>, tensor<32000x4096xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<4096xf32>, tensor<4096x32000xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<32000x4096xf32>, %arg1: tensor<48x8192xi32>) -> (tensor<48x8192x4096xf32>, tensor<48x8192x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<48x8192xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<48x8192xi32>, tensor<48x8192xi32>) -> tensor<48x8192xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<48x8192xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<48x8192xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<48x8192xi1>, tensor<48x8192xi32>, tensor<48x8192xi32>) -> tensor<48x8192xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<48x8192xi32>) -> tensor<48x8192x1xi32>
    %c_1 = stablehlo.constant dense<31999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<48x8192x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<48x8192x1xi32>, tensor<48x8192x1xi32>) -> tensor<48x8192x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<48x8192x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<48x8192x1xi32>, tensor<48x8192x1xi32>) -> tensor<48x8192x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<48x8192x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<48x8192x1xi1>, tensor<i1>) -> tensor<48x8192xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4096>}> : (tensor<32000x4096xf32>, tensor<48x8192x1xi32>) -> tensor<48x8192x4096xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<48x8192xi1>) -> tensor<48x8192x4096xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48x8192x4096xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<48x8192x4096xi1>, tensor<48x8192x4096xf32>
    return %16, %5 : tensor<48x8192x4096xf32>, tensor<48x8192x1xi32>
  }
  func.func private @_where(%arg0: tensor<48x8192xi1>, %arg1: tensor<48x8192xi32>, %arg2: tensor<48x8192xi32>) -> tensor<48x8192xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<48x8192xi1>, tensor<48x8192xi32>
    return %0 : tensor<48x8192xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x4096x4096xf32>, %arg1: tensor<i32>) -> tensor<4096x4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4096, 4096] : (tensor<32x4096x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x4096xf32>) -> tensor<4096x4096xf32>
    return %1 : tensor<4096x4096xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<32x4096x1024xf32>, %arg1: tensor<i32>) -> tensor<4096x1024xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4096, 1024] : (tensor<32x4096x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x1024xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x1024xf32>) -> tensor<4096x1024xf32>
    return %1 : tensor<4096x1024xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<32x4096x14336xf32>, %arg1: tensor<i32>) -> tensor<4096x14336xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4096, 14336] : (tensor<32x4096x14336xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x14336xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x14336xf32>) -> tensor<4096x14336xf32>
    return %1 : tensor<4096x14336xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<32x14336x4096xf32>, %arg1: tensor<i32>) -> tensor<14336x4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 14336, 4096] : (tensor<32x14336x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x14336x4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x14336x4096xf32>) -> tensor<14336x4096xf32>
    return %1 : tensor<14336x4096xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<32x4096xf32>, %arg1: tensor<i32>) -> tensor<4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4096] : (tensor<32x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096xf32>) -> tensor<4096xf32>
    return %1 : tensor<4096xf32>
  }
  func.func private @flash_attention.forward(%arg0: tensor<48x8x4x8192x128xbf16>, %arg1: tensor<48x8x8192x128xbf16>, %arg2: tensor<48x8x8192x128xbf16>) -> (tensor<48x8x4x8192x128xbf16>, tensor<48x8x4x8192xf32>) {
    %0 = stablehlo.slice %arg1 [0:48, 0:8, 0:2048, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %1 = stablehlo.slice %arg1 [0:48, 0:8, 2048:4096, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %2 = stablehlo.slice %arg1 [0:48, 0:8, 4096:6144, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %3 = stablehlo.slice %arg1 [0:48, 0:8, 6144:8192, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %4 = stablehlo.slice %arg2 [0:48, 0:8, 0:2048, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %5 = stablehlo.slice %arg2 [0:48, 0:8, 2048:4096, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %6 = stablehlo.slice %arg2 [0:48, 0:8, 4096:6144, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %7 = stablehlo.slice %arg2 [0:48, 0:8, 6144:8192, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %8 = stablehlo.slice %arg0 [0:48, 0:8, 0:4, 0:2048, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %9 = stablehlo.slice %arg0 [0:48, 0:8, 0:4, 2048:4096, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %10 = stablehlo.slice %arg0 [0:48, 0:8, 0:4, 4096:6144, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %11 = stablehlo.slice %arg0 [0:48, 0:8, 0:4, 6144:8192, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %12 = stablehlo.dot_general %8, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %13 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %14 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %16 = call @_where_4(%15, %12, %cst) : (tensor<2048x2048xi1>, tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %20 = stablehlo.subtract %16, %19 : tensor<48x8x4x2048x2048xf32>
    %21 = stablehlo.exponential %20 : tensor<48x8x4x2048x2048xf32>
    %22 = stablehlo.convert %21 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %23 = stablehlo.dot_general %22, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %27 = stablehlo.divide %23, %26 : tensor<48x8x4x2048x128xf32>
    %28 = stablehlo.convert %27 : (tensor<48x8x4x2048x128xf32>) -> tensor<48x8x4x2048x128xbf16>
    %29 = stablehlo.log %24 : tensor<48x8x4x2048xf32>
    %30 = stablehlo.add %17, %29 : tensor<48x8x4x2048xf32>
    %31 = stablehlo.dot_general %9, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %35 = stablehlo.subtract %31, %34 : tensor<48x8x4x2048x2048xf32>
    %36 = stablehlo.exponential %35 : tensor<48x8x4x2048x2048xf32>
    %37 = stablehlo.convert %36 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %38 = stablehlo.dot_general %37, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %40 = stablehlo.dot_general %9, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %41 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %42 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %44 = call @_where_4(%43, %40, %cst_4) : (tensor<2048x2048xi1>, tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048x2048xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %46 = stablehlo.maximum %32, %45 : tensor<48x8x4x2048xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %49 = stablehlo.subtract %44, %48 : tensor<48x8x4x2048x2048xf32>
    %50 = stablehlo.exponential %49 : tensor<48x8x4x2048x2048xf32>
    %51 = stablehlo.convert %50 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %52 = stablehlo.dot_general %51, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %53 = stablehlo.subtract %32, %46 : tensor<48x8x4x2048xf32>
    %54 = stablehlo.exponential %53 : tensor<48x8x4x2048xf32>
    %55 = stablehlo.multiply %39, %54 : tensor<48x8x4x2048xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%50 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %57 = stablehlo.add %55, %56 : tensor<48x8x4x2048xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %60 = stablehlo.multiply %38, %59 : tensor<48x8x4x2048x128xf32>
    %61 = stablehlo.add %60, %52 : tensor<48x8x4x2048x128xf32>
    %62 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %64 = stablehlo.divide %61, %63 : tensor<48x8x4x2048x128xf32>
    %65 = stablehlo.convert %64 : (tensor<48x8x4x2048x128xf32>) -> tensor<48x8x4x2048x128xbf16>
    %66 = stablehlo.log %57 : tensor<48x8x4x2048xf32>
    %67 = stablehlo.add %46, %66 : tensor<48x8x4x2048xf32>
    %68 = stablehlo.dot_general %10, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_7) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %72 = stablehlo.subtract %68, %71 : tensor<48x8x4x2048x2048xf32>
    %73 = stablehlo.exponential %72 : tensor<48x8x4x2048x2048xf32>
    %74 = stablehlo.convert %73 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %75 = stablehlo.dot_general %74, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%73 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %77 = stablehlo.dot_general %10, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %79 = stablehlo.maximum %69, %78 : tensor<48x8x4x2048xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %82 = stablehlo.subtract %77, %81 : tensor<48x8x4x2048x2048xf32>
    %83 = stablehlo.exponential %82 : tensor<48x8x4x2048x2048xf32>
    %84 = stablehlo.convert %83 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %85 = stablehlo.dot_general %84, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %86 = stablehlo.subtract %69, %79 : tensor<48x8x4x2048xf32>
    %87 = stablehlo.exponential %86 : tensor<48x8x4x2048xf32>
    %88 = stablehlo.multiply %76, %87 : tensor<48x8x4x2048xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%83 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %90 = stablehlo.add %88, %89 : tensor<48x8x4x2048xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %93 = stablehlo.multiply %75, %92 : tensor<48x8x4x2048x128xf32>
    %94 = stablehlo.add %93, %85 : tensor<48x8x4x2048x128xf32>
    %95 = stablehlo.dot_general %10, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %96 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %97 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %98 = stablehlo.compare GE, %96, %97, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_11 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %99 = call @_where_4(%98, %95, %cst_11) : (tensor<2048x2048xi1>, tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048x2048xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %101 = stablehlo.maximum %79, %100 : tensor<48x8x4x2048xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %104 = stablehlo.subtract %99, %103 : tensor<48x8x4x2048x2048xf32>
    %105 = stablehlo.exponential %104 : tensor<48x8x4x2048x2048xf32>
    %106 = stablehlo.convert %105 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %107 = stablehlo.dot_general %106, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %108 = stablehlo.subtract %79, %101 : tensor<48x8x4x2048xf32>
    %109 = stablehlo.exponential %108 : tensor<48x8x4x2048xf32>
    %110 = stablehlo.multiply %90, %109 : tensor<48x8x4x2048xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%105 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %112 = stablehlo.add %110, %111 : tensor<48x8x4x2048xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %115 = stablehlo.multiply %94, %114 : tensor<48x8x4x2048x128xf32>
    %116 = stablehlo.add %115, %107 : tensor<48x8x4x2048x128xf32>
    %117 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %119 = stablehlo.divide %116, %118 : tensor<48x8x4x2048x128xf32>
    %120 = stablehlo.convert %119 : (tensor<48x8x4x2048x128xf32>) -> tensor<48x8x4x2048x128xbf16>
    %121 = stablehlo.log %112 : tensor<48x8x4x2048xf32>
    %122 = stablehlo.add %101, %121 : tensor<48x8x4x2048xf32>
    %123 = stablehlo.dot_general %11, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %127 = stablehlo.subtract %123, %126 : tensor<48x8x4x2048x2048xf32>
    %128 = stablehlo.exponential %127 : tensor<48x8x4x2048x2048xf32>
    %129 = stablehlo.convert %128 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %130 = stablehlo.dot_general %129, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%128 init: %cst_15) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %132 = stablehlo.dot_general %11, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %134 = stablehlo.maximum %124, %133 : tensor<48x8x4x2048xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %137 = stablehlo.subtract %132, %136 : tensor<48x8x4x2048x2048xf32>
    %138 = stablehlo.exponential %137 : tensor<48x8x4x2048x2048xf32>
    %139 = stablehlo.convert %138 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %140 = stablehlo.dot_general %139, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %141 = stablehlo.subtract %124, %134 : tensor<48x8x4x2048xf32>
    %142 = stablehlo.exponential %141 : tensor<48x8x4x2048xf32>
    %143 = stablehlo.multiply %131, %142 : tensor<48x8x4x2048xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%138 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %145 = stablehlo.add %143, %144 : tensor<48x8x4x2048xf32>
    %146 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %148 = stablehlo.multiply %130, %147 : tensor<48x8x4x2048x128xf32>
    %149 = stablehlo.add %148, %140 : tensor<48x8x4x2048x128xf32>
    %150 = stablehlo.dot_general %11, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %152 = stablehlo.maximum %134, %151 : tensor<48x8x4x2048xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %155 = stablehlo.subtract %150, %154 : tensor<48x8x4x2048x2048xf32>
    %156 = stablehlo.exponential %155 : tensor<48x8x4x2048x2048xf32>
    %157 = stablehlo.convert %156 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %158 = stablehlo.dot_general %157, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %159 = stablehlo.subtract %134, %152 : tensor<48x8x4x2048xf32>
    %160 = stablehlo.exponential %159 : tensor<48x8x4x2048xf32>
    %161 = stablehlo.multiply %145, %160 : tensor<48x8x4x2048xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%156 init: %cst_19) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %163 = stablehlo.add %161, %162 : tensor<48x8x4x2048xf32>
    %164 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %166 = stablehlo.multiply %149, %165 : tensor<48x8x4x2048x128xf32>
    %167 = stablehlo.add %166, %158 : tensor<48x8x4x2048x128xf32>
    %168 = stablehlo.dot_general %11, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %169 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %170 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %171 = stablehlo.compare GE, %169, %170, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_20 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %172 = call @_where_4(%171, %168, %cst_20) : (tensor<2048x2048xi1>, tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048x2048xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_21) applies stablehlo.maximum across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %174 = stablehlo.maximum %152, %173 : tensor<48x8x4x2048xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %177 = stablehlo.subtract %172, %176 : tensor<48x8x4x2048x2048xf32>
    %178 = stablehlo.exponential %177 : tensor<48x8x4x2048x2048xf32>
    %179 = stablehlo.convert %178 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %180 = stablehlo.dot_general %179, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %181 = stablehlo.subtract %152, %174 : tensor<48x8x4x2048xf32>
    %182 = stablehlo.exponential %181 : tensor<48x8x4x2048xf32>
    %183 = stablehlo.multiply %163, %182 : tensor<48x8x4x2048xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%178 init: %cst_22) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048xf32>
    %185 = stablehlo.add %183, %184 : tensor<48x8x4x2048xf32>
    %186 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %188 = stablehlo.multiply %167, %187 : tensor<48x8x4x2048x128xf32>
    %189 = stablehlo.add %188, %180 : tensor<48x8x4x2048x128xf32>
    %190 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x128xf32>
    %192 = stablehlo.divide %189, %191 : tensor<48x8x4x2048x128xf32>
    %193 = stablehlo.convert %192 : (tensor<48x8x4x2048x128xf32>) -> tensor<48x8x4x2048x128xbf16>
    %194 = stablehlo.log %185 : tensor<48x8x4x2048xf32>
    %195 = stablehlo.add %174, %194 : tensor<48x8x4x2048xf32>
    %196 = stablehlo.concatenate %28, %65, %120, %193, dim = 3 : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x4x2048x128xbf16>, tensor<48x8x4x2048x128xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x4x8192x128xbf16>
    %197 = stablehlo.concatenate %30, %67, %122, %195, dim = 3 : (tensor<48x8x4x2048xf32>, tensor<48x8x4x2048xf32>, tensor<48x8x4x2048xf32>, tensor<48x8x4x2048xf32>) -> tensor<48x8x4x8192xf32>
    return %196, %197 : tensor<48x8x4x8192x128xbf16>, tensor<48x8x4x8192xf32>
  }
  func.func private @_where_4(%arg0: tensor<2048x2048xi1>, %arg1: tensor<48x8x4x2048x2048xf32>, %arg2: tensor<f32>) -> tensor<48x8x4x2048x2048xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<2048x2048xi1>) -> tensor<48x8x4x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<48x8x4x2048x2048xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<48x8x4x2048x2048xi1>, tensor<48x8x4x2048x2048xf32>
    return %3 : tensor<48x8x4x2048x2048xf32>
  }
  func.func private @silu(%arg0: tensor<48x8192x14336xbf16>) -> tensor<48x8192x14336xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<48x8192x14336xbf16>
    %1 = stablehlo.exponential %0 : tensor<48x8192x14336xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<48x8192x14336xbf16>
    %3 = stablehlo.add %2, %1 : tensor<48x8192x14336xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<48x8192x14336xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<48x8192x14336xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<48x8192x14336xbf16>
    return %6 : tensor<48x8192x14336xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<32x48x8192x4096xbf16>, %arg1: tensor<48x8192x4096xbf16>, %arg2: tensor<i32>) -> tensor<32x48x8192x4096xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<48x8192x4096xbf16>) -> tensor<1x48x8192x4096xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x48x8192x4096xbf16>, tensor<1x48x8192x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x48x8192x4096xbf16>
    return %1 : tensor<32x48x8192x4096xbf16>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<32x48x8192x1024xbf16>, %arg1: tensor<48x8192x1024xbf16>, %arg2: tensor<i32>) -> tensor<32x48x8192x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<48x8192x1024xbf16>) -> tensor<1x48x8192x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x48x8192x1024xbf16>, tensor<1x48x8192x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x48x8192x1024xbf16>
    return %1 : tensor<32x48x8192x1024xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<48x8192x32000xf32>) -> (tensor<48x8192x32000xf32>, tensor<48x8192x32000xf32>, tensor<48x8192x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<48x8192x32000xf32>, tensor<f32>) -> tensor<48x8192xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<48x8192xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<48x8192xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x32000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<48x8192x32000xf32>
    %6 = stablehlo.exponential %5 : tensor<48x8192x32000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x32000xf32>, tensor<f32>) -> tensor<48x8192xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
    %9 = stablehlo.log %8 : tensor<48x8192x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<48x8192x1xf32>) -> tensor<48x8192x32000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<48x8192x32000xf32>
    return %11, %6, %8 : tensor<48x8192x32000xf32>, tensor<48x8192x32000xf32>, tensor<48x8192x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<48x8192x32000xf32>, %arg1: tensor<48x8192x1xi32>) -> (tensor<48x8192x1xf32>, tensor<48x8192x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<48x8192x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<48x8192x1xi32>, tensor<48x8192x1xi32>) -> tensor<48x8192x1xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<48x8192x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<48x8192x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<48x8192x1xi1>, tensor<48x8192x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<48x8192x1xi32>) -> tensor<48x8192x1x1xi32>
    %c_1 = stablehlo.constant dense<31999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<48x8192x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<48x8192x1x1xi32>, tensor<48x8192x1x1xi32>) -> tensor<48x8192x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<48x8192x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<48x8192x1x1xi32>, tensor<48x8192x1x1xi32>) -> tensor<48x8192x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<48x8192x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<48x8192x1x1xi1>, tensor<i1>) -> tensor<48x8192x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<48x8192x32000xf32>, tensor<48x8192x1x1xi32>) -> tensor<48x8192x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48x8192x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<48x8192x1xi1>, tensor<48x8192x1xf32>
    return %15, %5 : tensor<48x8192x1xf32>, tensor<48x8192x1x1xi32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<48x8192x1x1xi32>, %arg1: tensor<48x8192x1xf32>) -> tensor<48x8192x32000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48x8192x32000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<48x8192x32000xf32>, tensor<48x8192x1x1xi32>, tensor<48x8192x1xf32>) -> tensor<48x8192x32000xf32>
    return %1 : tensor<48x8192x32000xf32>
  }
  func.func private @log_softmax_7(%arg0: tensor<48x8192x32000xf32>, %arg1: tensor<48x8192x1xf32>, %arg2: tensor<48x8192x32000xf32>) -> tensor<48x8192x32000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<48x8192x32000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x32000xf32>, tensor<f32>) -> tensor<48x8192xf32>
    %2 = stablehlo.reshape %1 : (tensor<48x8192xf32>) -> tensor<48x8192x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<48x8192x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<48x8192x1xf32>, tensor<f32>) -> tensor<48x8192xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<48x8192xf32>) -> tensor<48x8192x32000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<48x8192x32000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<48x8192x32000xf32>
    return %7 : tensor<48x8192x32000xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<32x48x8192x4096xbf16>, %arg1: tensor<i32>) -> tensor<48x8192x4096xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 48, 8192, 4096] : (tensor<32x48x8192x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x48x8192x4096xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x48x8192x4096xbf16>) -> tensor<48x8192x4096xbf16>
    return %1 : tensor<48x8192x4096xbf16>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<32x48x8192x1024xbf16>, %arg1: tensor<i32>) -> tensor<48x8192x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 48, 8192, 1024] : (tensor<32x48x8192x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x48x8192x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x48x8192x1024xbf16>) -> tensor<48x8192x1024xbf16>
    return %1 : tensor<48x8192x1024xbf16>
  }
  func.func private @silu_10(%arg0: tensor<48x8192x14336xbf16>) -> (tensor<48x8192x14336xbf16>, tensor<48x8192x14336xbf16>, tensor<48x8192x14336xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<48x8192x14336xbf16>
    %1 = stablehlo.exponential %0 : tensor<48x8192x14336xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<48x8192x14336xbf16>
    %3 = stablehlo.add %2, %1 : tensor<48x8192x14336xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<48x8192x14336xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<48x8192x14336xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<48x8192x14336xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<48x8192x14336xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<48x8192x14336xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<48x8192x14336xbf16>
    return %9, %5, %8 : tensor<48x8192x14336xbf16>, tensor<48x8192x14336xbf16>, tensor<48x8192x14336xbf16>
  }
  func.func private @silu_11(%arg0: tensor<48x8192x14336xbf16>, %arg1: tensor<48x8192x14336xbf16>, %arg2: tensor<48x8192x14336xbf16>, %arg3: tensor<48x8192x14336xbf16>) -> tensor<48x8192x14336xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<48x8192x14336xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<48x8192x14336xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<48x8192x14336xbf16>
    %3 = stablehlo.add %1, %2 : tensor<48x8192x14336xbf16>
    return %3 : tensor<48x8192x14336xbf16>
  }
  func.func private @flash_attention.backward(%arg0: tensor<48x8x4x8192x128xbf16>, %arg1: tensor<48x8x8192x128xbf16>, %arg2: tensor<48x8x8192x128xbf16>, %arg3: tensor<48x8x4x8192x128xbf16>, %arg4: tensor<48x8x4x8192xf32>, %arg5: tensor<48x8x4x8192x128xbf16>) -> (tensor<48x8x4x8192x128xbf16>, tensor<48x8x8192x128xbf16>, tensor<48x8x8192x128xbf16>) {
    %0 = stablehlo.convert %arg5 : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x8192x128xf32>
    %1 = stablehlo.convert %arg3 : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x8192x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<48x8x4x8192x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<48x8x4x8192x128xf32>, tensor<f32>) -> tensor<48x8x4x8192xf32>
    %4 = stablehlo.slice %arg0 [0:48, 0:8, 0:4, 0:2048, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %5 = stablehlo.slice %arg0 [0:48, 0:8, 0:4, 2048:4096, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %6 = stablehlo.slice %arg0 [0:48, 0:8, 0:4, 4096:6144, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %7 = stablehlo.slice %arg0 [0:48, 0:8, 0:4, 6144:8192, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %8 = stablehlo.slice %arg1 [0:48, 0:8, 0:2048, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %9 = stablehlo.slice %arg1 [0:48, 0:8, 2048:4096, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %10 = stablehlo.slice %arg1 [0:48, 0:8, 4096:6144, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %11 = stablehlo.slice %arg1 [0:48, 0:8, 6144:8192, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %12 = stablehlo.slice %arg2 [0:48, 0:8, 0:2048, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %13 = stablehlo.slice %arg2 [0:48, 0:8, 2048:4096, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %14 = stablehlo.slice %arg2 [0:48, 0:8, 4096:6144, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %15 = stablehlo.slice %arg2 [0:48, 0:8, 6144:8192, 0:128] : (tensor<48x8x8192x128xbf16>) -> tensor<48x8x2048x128xbf16>
    %16 = stablehlo.slice %arg5 [0:48, 0:8, 0:4, 0:2048, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %17 = stablehlo.slice %arg5 [0:48, 0:8, 0:4, 2048:4096, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %18 = stablehlo.slice %arg5 [0:48, 0:8, 0:4, 4096:6144, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %19 = stablehlo.slice %arg5 [0:48, 0:8, 0:4, 6144:8192, 0:128] : (tensor<48x8x4x8192x128xbf16>) -> tensor<48x8x4x2048x128xbf16>
    %20 = stablehlo.slice %arg4 [0:48, 0:8, 0:4, 0:2048] : (tensor<48x8x4x8192xf32>) -> tensor<48x8x4x2048xf32>
    %21 = stablehlo.slice %arg4 [0:48, 0:8, 0:4, 2048:4096] : (tensor<48x8x4x8192xf32>) -> tensor<48x8x4x2048xf32>
    %22 = stablehlo.slice %arg4 [0:48, 0:8, 0:4, 4096:6144] : (tensor<48x8x4x8192xf32>) -> tensor<48x8x4x2048xf32>
    %23 = stablehlo.slice %arg4 [0:48, 0:8, 0:4, 6144:8192] : (tensor<48x8x4x8192xf32>) -> tensor<48x8x4x2048xf32>
    %24 = stablehlo.slice %3 [0:48, 0:8, 0:4, 0:2048] : (tensor<48x8x4x8192xf32>) -> tensor<48x8x4x2048xf32>
    %25 = stablehlo.slice %3 [0:48, 0:8, 0:4, 2048:4096] : (tensor<48x8x4x8192xf32>) -> tensor<48x8x4x2048xf32>
    %26 = stablehlo.slice %3 [0:48, 0:8, 0:4, 4096:6144] : (tensor<48x8x4x8192xf32>) -> tensor<48x8x4x2048xf32>
    %27 = stablehlo.slice %3 [0:48, 0:8, 0:4, 6144:8192] : (tensor<48x8x4x8192xf32>) -> tensor<48x8x4x2048xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<48x8x4x2048x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<48x8x4x2048x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<48x8x4x2048x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<48x8x4x2048x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<48x8x2048x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<48x8x2048x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<48x8x2048x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<48x8x2048x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<48x8x2048x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<48x8x2048x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<48x8x2048x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<48x8x2048x128xf32>
    %40 = stablehlo.dot_general %4, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %41 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %42 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_12 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %44 = call @_where_4(%43, %40, %cst_12) : (tensor<2048x2048xi1>, tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048x2048xf32>
    %45 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %47 = stablehlo.subtract %44, %46 : tensor<48x8x4x2048x2048xf32>
    %48 = stablehlo.exponential %47 : tensor<48x8x4x2048x2048xf32>
    %49 = stablehlo.convert %48 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %50 = stablehlo.dot_general %49, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %51 = stablehlo.add %36, %50 : tensor<48x8x2048x128xf32>
    %52 = stablehlo.dot_general %16, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %53 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %55 = stablehlo.subtract %52, %54 : tensor<48x8x4x2048x2048xf32>
    %56 = stablehlo.multiply %48, %55 : tensor<48x8x4x2048x2048xf32>
    %57 = stablehlo.convert %56 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %58 = stablehlo.dot_general %57, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %59 = stablehlo.add %28, %58 : tensor<48x8x4x2048x128xf32>
    %60 = stablehlo.dot_general %57, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %61 = stablehlo.add %32, %60 : tensor<48x8x2048x128xf32>
    %62 = stablehlo.dot_general %5, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %63 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %65 = stablehlo.subtract %62, %64 : tensor<48x8x4x2048x2048xf32>
    %66 = stablehlo.exponential %65 : tensor<48x8x4x2048x2048xf32>
    %67 = stablehlo.convert %66 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %68 = stablehlo.dot_general %67, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %69 = stablehlo.add %51, %68 : tensor<48x8x2048x128xf32>
    %70 = stablehlo.dot_general %17, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %71 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<48x8x4x2048x2048xf32>
    %74 = stablehlo.multiply %66, %73 : tensor<48x8x4x2048x2048xf32>
    %75 = stablehlo.convert %74 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %76 = stablehlo.dot_general %75, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %77 = stablehlo.add %29, %76 : tensor<48x8x4x2048x128xf32>
    %78 = stablehlo.dot_general %75, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %79 = stablehlo.add %61, %78 : tensor<48x8x2048x128xf32>
    %80 = stablehlo.dot_general %5, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %81 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %82 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %83 = stablehlo.compare GE, %81, %82, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %84 = call @_where_4(%83, %80, %cst_13) : (tensor<2048x2048xi1>, tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048x2048xf32>
    %85 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %87 = stablehlo.subtract %84, %86 : tensor<48x8x4x2048x2048xf32>
    %88 = stablehlo.exponential %87 : tensor<48x8x4x2048x2048xf32>
    %89 = stablehlo.convert %88 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %90 = stablehlo.dot_general %89, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %91 = stablehlo.add %37, %90 : tensor<48x8x2048x128xf32>
    %92 = stablehlo.dot_general %17, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %93 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<48x8x4x2048x2048xf32>
    %96 = stablehlo.multiply %88, %95 : tensor<48x8x4x2048x2048xf32>
    %97 = stablehlo.convert %96 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %98 = stablehlo.dot_general %97, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %99 = stablehlo.add %77, %98 : tensor<48x8x4x2048x128xf32>
    %100 = stablehlo.dot_general %97, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %101 = stablehlo.add %33, %100 : tensor<48x8x2048x128xf32>
    %102 = stablehlo.dot_general %6, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %103 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %105 = stablehlo.subtract %102, %104 : tensor<48x8x4x2048x2048xf32>
    %106 = stablehlo.exponential %105 : tensor<48x8x4x2048x2048xf32>
    %107 = stablehlo.convert %106 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %108 = stablehlo.dot_general %107, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %109 = stablehlo.add %69, %108 : tensor<48x8x2048x128xf32>
    %110 = stablehlo.dot_general %18, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %111 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %113 = stablehlo.subtract %110, %112 : tensor<48x8x4x2048x2048xf32>
    %114 = stablehlo.multiply %106, %113 : tensor<48x8x4x2048x2048xf32>
    %115 = stablehlo.convert %114 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %116 = stablehlo.dot_general %115, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %117 = stablehlo.add %30, %116 : tensor<48x8x4x2048x128xf32>
    %118 = stablehlo.dot_general %115, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %119 = stablehlo.add %79, %118 : tensor<48x8x2048x128xf32>
    %120 = stablehlo.dot_general %6, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %121 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %123 = stablehlo.subtract %120, %122 : tensor<48x8x4x2048x2048xf32>
    %124 = stablehlo.exponential %123 : tensor<48x8x4x2048x2048xf32>
    %125 = stablehlo.convert %124 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %126 = stablehlo.dot_general %125, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %127 = stablehlo.add %91, %126 : tensor<48x8x2048x128xf32>
    %128 = stablehlo.dot_general %18, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %129 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %131 = stablehlo.subtract %128, %130 : tensor<48x8x4x2048x2048xf32>
    %132 = stablehlo.multiply %124, %131 : tensor<48x8x4x2048x2048xf32>
    %133 = stablehlo.convert %132 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %134 = stablehlo.dot_general %133, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %135 = stablehlo.add %117, %134 : tensor<48x8x4x2048x128xf32>
    %136 = stablehlo.dot_general %133, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %137 = stablehlo.add %101, %136 : tensor<48x8x2048x128xf32>
    %138 = stablehlo.dot_general %6, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %139 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %140 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %141 = stablehlo.compare GE, %139, %140, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %142 = call @_where_4(%141, %138, %cst_14) : (tensor<2048x2048xi1>, tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048x2048xf32>
    %143 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %145 = stablehlo.subtract %142, %144 : tensor<48x8x4x2048x2048xf32>
    %146 = stablehlo.exponential %145 : tensor<48x8x4x2048x2048xf32>
    %147 = stablehlo.convert %146 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %148 = stablehlo.dot_general %147, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %149 = stablehlo.add %38, %148 : tensor<48x8x2048x128xf32>
    %150 = stablehlo.dot_general %18, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %151 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<48x8x4x2048x2048xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<48x8x4x2048x2048xf32>
    %155 = stablehlo.convert %154 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %156 = stablehlo.dot_general %155, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %157 = stablehlo.add %135, %156 : tensor<48x8x4x2048x128xf32>
    %158 = stablehlo.dot_general %155, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %159 = stablehlo.add %34, %158 : tensor<48x8x2048x128xf32>
    %160 = stablehlo.dot_general %7, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %161 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %163 = stablehlo.subtract %160, %162 : tensor<48x8x4x2048x2048xf32>
    %164 = stablehlo.exponential %163 : tensor<48x8x4x2048x2048xf32>
    %165 = stablehlo.convert %164 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %166 = stablehlo.dot_general %165, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %167 = stablehlo.add %109, %166 : tensor<48x8x2048x128xf32>
    %168 = stablehlo.dot_general %19, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %169 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %171 = stablehlo.subtract %168, %170 : tensor<48x8x4x2048x2048xf32>
    %172 = stablehlo.multiply %164, %171 : tensor<48x8x4x2048x2048xf32>
    %173 = stablehlo.convert %172 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %174 = stablehlo.dot_general %173, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %175 = stablehlo.add %31, %174 : tensor<48x8x4x2048x128xf32>
    %176 = stablehlo.dot_general %173, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %177 = stablehlo.add %119, %176 : tensor<48x8x2048x128xf32>
    %178 = stablehlo.dot_general %7, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %179 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %181 = stablehlo.subtract %178, %180 : tensor<48x8x4x2048x2048xf32>
    %182 = stablehlo.exponential %181 : tensor<48x8x4x2048x2048xf32>
    %183 = stablehlo.convert %182 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %184 = stablehlo.dot_general %183, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %185 = stablehlo.add %127, %184 : tensor<48x8x2048x128xf32>
    %186 = stablehlo.dot_general %19, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %187 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %189 = stablehlo.subtract %186, %188 : tensor<48x8x4x2048x2048xf32>
    %190 = stablehlo.multiply %182, %189 : tensor<48x8x4x2048x2048xf32>
    %191 = stablehlo.convert %190 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %192 = stablehlo.dot_general %191, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %193 = stablehlo.add %175, %192 : tensor<48x8x4x2048x128xf32>
    %194 = stablehlo.dot_general %191, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %195 = stablehlo.add %137, %194 : tensor<48x8x2048x128xf32>
    %196 = stablehlo.dot_general %7, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %197 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %199 = stablehlo.subtract %196, %198 : tensor<48x8x4x2048x2048xf32>
    %200 = stablehlo.exponential %199 : tensor<48x8x4x2048x2048xf32>
    %201 = stablehlo.convert %200 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %202 = stablehlo.dot_general %201, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %203 = stablehlo.add %149, %202 : tensor<48x8x2048x128xf32>
    %204 = stablehlo.dot_general %19, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %205 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %207 = stablehlo.subtract %204, %206 : tensor<48x8x4x2048x2048xf32>
    %208 = stablehlo.multiply %200, %207 : tensor<48x8x4x2048x2048xf32>
    %209 = stablehlo.convert %208 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %210 = stablehlo.dot_general %209, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %211 = stablehlo.add %193, %210 : tensor<48x8x4x2048x128xf32>
    %212 = stablehlo.dot_general %209, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %213 = stablehlo.add %159, %212 : tensor<48x8x2048x128xf32>
    %214 = stablehlo.dot_general %7, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %215 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %216 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %217 = stablehlo.compare GE, %215, %216, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_15 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %218 = call @_where_4(%217, %214, %cst_15) : (tensor<2048x2048xi1>, tensor<48x8x4x2048x2048xf32>, tensor<f32>) -> tensor<48x8x4x2048x2048xf32>
    %219 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %221 = stablehlo.subtract %218, %220 : tensor<48x8x4x2048x2048xf32>
    %222 = stablehlo.exponential %221 : tensor<48x8x4x2048x2048xf32>
    %223 = stablehlo.convert %222 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %224 = stablehlo.dot_general %223, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %225 = stablehlo.add %39, %224 : tensor<48x8x2048x128xf32>
    %226 = stablehlo.dot_general %19, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x128xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x2048xf32>
    %227 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<48x8x4x2048xf32>) -> tensor<48x8x4x2048x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3, 4] : (tensor<48x8x4x2048x1xf32>) -> tensor<48x8x4x2048x2048xf32>
    %229 = stablehlo.subtract %226, %228 : tensor<48x8x4x2048x2048xf32>
    %230 = stablehlo.multiply %222, %229 : tensor<48x8x4x2048x2048xf32>
    %231 = stablehlo.convert %230 : (tensor<48x8x4x2048x2048xf32>) -> tensor<48x8x4x2048x2048xbf16>
    %232 = stablehlo.dot_general %231, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x2048x128xbf16>) -> tensor<48x8x4x2048x128xf32>
    %233 = stablehlo.add %211, %232 : tensor<48x8x4x2048x128xf32>
    %234 = stablehlo.dot_general %231, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<48x8x4x2048x2048xbf16>, tensor<48x8x4x2048x128xbf16>) -> tensor<48x8x2048x128xf32>
    %235 = stablehlo.add %35, %234 : tensor<48x8x2048x128xf32>
    %236 = stablehlo.concatenate %59, %99, %157, %233, dim = 3 : (tensor<48x8x4x2048x128xf32>, tensor<48x8x4x2048x128xf32>, tensor<48x8x4x2048x128xf32>, tensor<48x8x4x2048x128xf32>) -> tensor<48x8x4x8192x128xf32>
    %237 = stablehlo.convert %236 : (tensor<48x8x4x8192x128xf32>) -> tensor<48x8x4x8192x128xbf16>
    %238 = stablehlo.concatenate %177, %195, %213, %235, dim = 2 : (tensor<48x8x2048x128xf32>, tensor<48x8x2048x128xf32>, tensor<48x8x2048x128xf32>, tensor<48x8x2048x128xf32>) -> tensor<48x8x8192x128xf32>
    %239 = stablehlo.convert %238 : (tensor<48x8x8192x128xf32>) -> tensor<48x8x8192x128xbf16>
    %240 = stablehlo.concatenate %167, %185, %203, %225, dim = 2 : (tensor<48x8x2048x128xf32>, tensor<48x8x2048x128xf32>, tensor<48x8x2048x128xf32>, tensor<48x8x2048x128xf32>) -> tensor<48x8x8192x128xf32>
    %241 = stablehlo.convert %240 : (tensor<48x8x8192x128xf32>) -> tensor<48x8x8192x128xbf16>
    return %237, %239, %241 : tensor<48x8x4x8192x128xbf16>, tensor<48x8x8192x128xbf16>, tensor<48x8x8192x128xbf16>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<32x4096x4096xf32>, %arg1: tensor<4096x4096xf32>, %arg2: tensor<i32>) -> tensor<32x4096x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x4096xf32>) -> tensor<1x4096x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x4096xf32>, tensor<1x4096x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x4096xf32>
    return %1 : tensor<32x4096x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<32x4096x1024xf32>, %arg1: tensor<4096x1024xf32>, %arg2: tensor<i32>) -> tensor<32x4096x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x1024xf32>) -> tensor<1x4096x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x1024xf32>, tensor<1x4096x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x1024xf32>
    return %1 : tensor<32x4096x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<32x4096x14336xf32>, %arg1: tensor<4096x14336xf32>, %arg2: tensor<i32>) -> tensor<32x4096x14336xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x14336xf32>) -> tensor<1x4096x14336xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x14336xf32>, tensor<1x4096x14336xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x14336xf32>
    return %1 : tensor<32x4096x14336xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<32x14336x4096xf32>, %arg1: tensor<14336x4096xf32>, %arg2: tensor<i32>) -> tensor<32x14336x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<14336x4096xf32>) -> tensor<1x14336x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x14336x4096xf32>, tensor<1x14336x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x14336x4096xf32>
    return %1 : tensor<32x14336x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<32x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<i32>) -> tensor<32x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<32x4096xf32>, tensor<1x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<32x4096xf32>
    return %1 : tensor<32x4096xf32>
  }
  func.func private @_take_17(%arg0: tensor<48x8192x1xi32>, %arg1: tensor<48x8192x4096xf32>) -> tensor<32000x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32000x4096xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32000x4096xf32>, tensor<48x8192x1xi32>, tensor<48x8192x4096xf32>) -> tensor<32000x4096xf32>
    return %1 : tensor<32000x4096xf32>
  }
}
