module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128256x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg2: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg3: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg4: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg5: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg6: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg7: tensor<32x14336x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg8: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<4096x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg12: tensor<128256x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg13: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg14: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg15: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg16: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg17: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg18: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg19: tensor<32x14336x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg20: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<4096x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg24: tensor<128256x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg25: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg26: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg27: tensor<32x4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg28: tensor<32x4096x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg29: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg30: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg31: tensor<32x14336x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg32: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<4096x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg36: tensor<24x8192xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<128256x4096xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x14336x4096xf32> {jax.result_info = "result[0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4096xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4096x128256xf32> {jax.result_info = "result[0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<128256x4096xf32> {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[1][0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[1][0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[1][0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[1][0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x14336x4096xf32> {jax.result_info = "result[1][0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][0][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][0][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4096xf32> {jax.result_info = "result[1][0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4096x128256xf32> {jax.result_info = "result[1][0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<128256x4096xf32> {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[1][1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[1][1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x1024xf32> {jax.result_info = "result[1][1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x4096xf32> {jax.result_info = "result[1][1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][1][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][1][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x14336x4096xf32> {jax.result_info = "result[1][1][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][1][1][7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][1][1][8]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4096xf32> {jax.result_info = "result[1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4096x128256xf32> {jax.result_info = "result[1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg36) : (tensor<128256x4096xf32>, tensor<24x8192xi32>) -> (tensor<24x8192x4096xf32>, tensor<24x8192x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
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
    %c = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8192x8192xi1>
    %38 = call @tril(%37) : (tensor<8192x8192xi1>) -> tensor<8192x8192xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %39:2 = call @_where_0(%38, %cst_5) : (tensor<8192x8192xi1>, tensor<f32>) -> (tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<32x24x8192x4096xbf16>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %41:18 = stablehlo.while(%iterArg = %arg1, %iterArg_115 = %arg2, %iterArg_116 = %arg3, %iterArg_117 = %arg4, %iterArg_118 = %arg5, %iterArg_119 = %arg6, %iterArg_120 = %arg7, %iterArg_121 = %arg8, %iterArg_122 = %arg9, %iterArg_123 = %17, %iterArg_124 = %19, %iterArg_125 = %34, %iterArg_126 = %36, %iterArg_127 = %39#0, %iterArg_128 = %39#1, %iterArg_129 = %c_7, %iterArg_130 = %1, %iterArg_131 = %40) : tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>, tensor<i32>, tensor<24x8192x4096xbf16>, tensor<32x24x8192x4096xbf16>
    cond {
      %c_132 = stablehlo.constant dense<32> : tensor<i32>
      %365 = stablehlo.compare LT, %iterArg_129, %c_132, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %365 : tensor<i1>
    } do {
      %365 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_129) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %366 = func.call @dynamic_index_in_dim_1(%iterArg_115, %iterArg_129) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %367 = func.call @dynamic_index_in_dim_1(%iterArg_116, %iterArg_129) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %368 = func.call @dynamic_index_in_dim(%iterArg_117, %iterArg_129) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %369 = func.call @dynamic_index_in_dim_2(%iterArg_118, %iterArg_129) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %370 = func.call @dynamic_index_in_dim_2(%iterArg_119, %iterArg_129) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %371 = func.call @dynamic_index_in_dim_3(%iterArg_120, %iterArg_129) : (tensor<32x14336x4096xf32>, tensor<i32>) -> tensor<14336x4096xf32>
      %372 = func.call @dynamic_index_in_dim_4(%iterArg_121, %iterArg_129) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %373 = func.call @dynamic_index_in_dim_4(%iterArg_122, %iterArg_129) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %374 = stablehlo.convert %iterArg_130 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %375 = stablehlo.multiply %374, %374 : tensor<24x8192x4096xf32>
      %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %376 = stablehlo.reduce(%375 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %cst_133 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %378 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %379 = stablehlo.divide %377, %378 : tensor<24x8192x1xf32>
      %cst_134 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %380 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %381 = stablehlo.add %379, %380 : tensor<24x8192x1xf32>
      %382 = stablehlo.rsqrt %381 : tensor<24x8192x1xf32>
      %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %384 = stablehlo.multiply %374, %383 : tensor<24x8192x4096xf32>
      %385 = stablehlo.broadcast_in_dim %372, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %387 = stablehlo.multiply %384, %386 : tensor<24x8192x4096xf32>
      %388 = stablehlo.convert %387 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %389 = stablehlo.convert %365 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %390 = stablehlo.dot_general %388, %389, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %391 = stablehlo.reshape %390 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x32x128xbf16>
      %392 = stablehlo.slice %391 [0:24, 0:8192, 0:32, 0:64] : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x64xbf16>
      %393 = stablehlo.convert %392 : (tensor<24x8192x32x64xbf16>) -> tensor<24x8192x32x64xf32>
      %394 = stablehlo.slice %391 [0:24, 0:8192, 0:32, 64:128] : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x64xbf16>
      %395 = stablehlo.convert %394 : (tensor<24x8192x32x64xbf16>) -> tensor<24x8192x32x64xf32>
      %396 = stablehlo.broadcast_in_dim %iterArg_123, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %397 = stablehlo.multiply %393, %396 : tensor<24x8192x32x64xf32>
      %398 = stablehlo.broadcast_in_dim %iterArg_124, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %399 = stablehlo.multiply %395, %398 : tensor<24x8192x32x64xf32>
      %400 = stablehlo.subtract %397, %399 : tensor<24x8192x32x64xf32>
      %401 = stablehlo.broadcast_in_dim %iterArg_123, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %402 = stablehlo.multiply %395, %401 : tensor<24x8192x32x64xf32>
      %403 = stablehlo.broadcast_in_dim %iterArg_124, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %404 = stablehlo.multiply %393, %403 : tensor<24x8192x32x64xf32>
      %405 = stablehlo.add %402, %404 : tensor<24x8192x32x64xf32>
      %406 = stablehlo.concatenate %400, %405, dim = 3 : (tensor<24x8192x32x64xf32>, tensor<24x8192x32x64xf32>) -> tensor<24x8192x32x128xf32>
      %407 = stablehlo.convert %406 : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x128xbf16>
      %408 = stablehlo.convert %366 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %409 = stablehlo.dot_general %388, %408, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x1024xbf16>
      %410 = stablehlo.reshape %409 : (tensor<24x8192x1024xbf16>) -> tensor<24x8192x8x128xbf16>
      %411 = stablehlo.slice %410 [0:24, 0:8192, 0:8, 0:64] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x64xbf16>
      %412 = stablehlo.convert %411 : (tensor<24x8192x8x64xbf16>) -> tensor<24x8192x8x64xf32>
      %413 = stablehlo.slice %410 [0:24, 0:8192, 0:8, 64:128] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x64xbf16>
      %414 = stablehlo.convert %413 : (tensor<24x8192x8x64xbf16>) -> tensor<24x8192x8x64xf32>
      %415 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %416 = stablehlo.multiply %412, %415 : tensor<24x8192x8x64xf32>
      %417 = stablehlo.broadcast_in_dim %iterArg_126, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %418 = stablehlo.multiply %414, %417 : tensor<24x8192x8x64xf32>
      %419 = stablehlo.subtract %416, %418 : tensor<24x8192x8x64xf32>
      %420 = stablehlo.broadcast_in_dim %iterArg_125, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %421 = stablehlo.multiply %414, %420 : tensor<24x8192x8x64xf32>
      %422 = stablehlo.broadcast_in_dim %iterArg_126, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %423 = stablehlo.multiply %412, %422 : tensor<24x8192x8x64xf32>
      %424 = stablehlo.add %421, %423 : tensor<24x8192x8x64xf32>
      %425 = stablehlo.concatenate %419, %424, dim = 3 : (tensor<24x8192x8x64xf32>, tensor<24x8192x8x64xf32>) -> tensor<24x8192x8x128xf32>
      %426 = stablehlo.convert %425 : (tensor<24x8192x8x128xf32>) -> tensor<24x8192x8x128xbf16>
      %427 = stablehlo.convert %367 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %428 = stablehlo.dot_general %388, %427, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x1024xbf16>
      %429 = stablehlo.reshape %428 : (tensor<24x8192x1024xbf16>) -> tensor<24x8192x8x128xbf16>
      %430 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2, 4] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %431 = stablehlo.reshape %430 : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8192x32x128xbf16>
      %432 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 4] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %433 = stablehlo.reshape %432 : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8192x32x128xbf16>
      %434 = stablehlo.dot_general %407, %431, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x32x128xbf16>, tensor<24x8192x32x128xbf16>) -> tensor<24x32x8192x8192xf32>
      %cst_135 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %435 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<24x32x8192x8192xf32>
      %436 = stablehlo.divide %434, %435 : tensor<24x32x8192x8192xf32>
      %437 = func.call @_where_5(%436, %iterArg_127, %iterArg_128) : (tensor<24x32x8192x8192xf32>, tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>) -> tensor<24x32x8192x8192xf32>
      %cst_136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %438 = stablehlo.reduce(%437 init: %cst_136) applies stablehlo.maximum across dimensions = [3] : (tensor<24x32x8192x8192xf32>, tensor<f32>) -> tensor<24x32x8192xf32>
      %cst_137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %439 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<24x32x8192xf32>
      %440 = stablehlo.maximum %439, %438 : tensor<24x32x8192xf32>
      %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<24x32x8192xf32>) -> tensor<24x32x8192x1xf32>
      %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2, 3] : (tensor<24x32x8192x1xf32>) -> tensor<24x32x8192x8192xf32>
      %443 = stablehlo.subtract %437, %442 : tensor<24x32x8192x8192xf32>
      %444 = stablehlo.exponential %443 : tensor<24x32x8192x8192xf32>
      %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %445 = stablehlo.reduce(%444 init: %cst_138) applies stablehlo.add across dimensions = [3] : (tensor<24x32x8192x8192xf32>, tensor<f32>) -> tensor<24x32x8192xf32>
      %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<24x32x8192xf32>) -> tensor<24x32x8192x1xf32>
      %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2, 3] : (tensor<24x32x8192x1xf32>) -> tensor<24x32x8192x8192xf32>
      %448 = stablehlo.divide %444, %447 : tensor<24x32x8192x8192xf32>
      %449 = stablehlo.convert %448 : (tensor<24x32x8192x8192xf32>) -> tensor<24x32x8192x8192xbf16>
      %450 = stablehlo.dot_general %433, %449, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x32x128xbf16>, tensor<24x32x8192x8192xbf16>) -> tensor<24x32x128x8192xbf16>
      %451 = stablehlo.transpose %450, dims = [0, 3, 1, 2] : (tensor<24x32x128x8192xbf16>) -> tensor<24x8192x32x128xbf16>
      %452 = stablehlo.reshape %451 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x4096xbf16>
      %453 = stablehlo.convert %368 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %454 = stablehlo.dot_general %452, %453, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %455 = stablehlo.add %iterArg_130, %454 : tensor<24x8192x4096xbf16>
      %456 = stablehlo.convert %455 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %457 = stablehlo.multiply %456, %456 : tensor<24x8192x4096xf32>
      %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %458 = stablehlo.reduce(%457 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %cst_140 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %460 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %461 = stablehlo.divide %459, %460 : tensor<24x8192x1xf32>
      %cst_141 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %462 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %463 = stablehlo.add %461, %462 : tensor<24x8192x1xf32>
      %464 = stablehlo.rsqrt %463 : tensor<24x8192x1xf32>
      %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %466 = stablehlo.multiply %456, %465 : tensor<24x8192x4096xf32>
      %467 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %469 = stablehlo.multiply %466, %468 : tensor<24x8192x4096xf32>
      %470 = stablehlo.convert %469 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %471 = stablehlo.convert %369 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %472 = stablehlo.dot_general %470, %471, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %473 = func.call @silu(%472) : (tensor<24x8192x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %474 = stablehlo.convert %370 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %475 = stablehlo.dot_general %470, %474, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %476 = stablehlo.multiply %473, %475 : tensor<24x8192x14336xbf16>
      %477 = stablehlo.convert %371 : (tensor<14336x4096xf32>) -> tensor<14336x4096xbf16>
      %478 = stablehlo.dot_general %476, %477, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %479 = stablehlo.add %455, %478 : tensor<24x8192x4096xbf16>
      %480 = func.call @dynamic_update_index_in_dim(%iterArg_131, %iterArg_130, %iterArg_129) : (tensor<32x24x8192x4096xbf16>, tensor<24x8192x4096xbf16>, tensor<i32>) -> tensor<32x24x8192x4096xbf16>
      %c_142 = stablehlo.constant dense<1> : tensor<i32>
      %481 = stablehlo.add %iterArg_129, %c_142 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_115, %iterArg_116, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %iterArg_128, %481, %479, %480 : tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>, tensor<i32>, tensor<24x8192x4096xbf16>, tensor<32x24x8192x4096xbf16>
    }
    %42 = stablehlo.convert %41#16 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
    %43 = stablehlo.multiply %42, %42 : tensor<24x8192x4096xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
    %cst_9 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %47 = stablehlo.divide %45, %46 : tensor<24x8192x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %49 = stablehlo.add %47, %48 : tensor<24x8192x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<24x8192x1xf32>
    %51 = stablehlo.divide %50, %49 : tensor<24x8192x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<24x8192x1xf32>
    %54 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
    %55 = stablehlo.multiply %42, %54 : tensor<24x8192x4096xf32>
    %56 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<24x8192x4096xf32>
    %59 = stablehlo.convert %58 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
    %60 = stablehlo.convert %arg11 : (tensor<4096x128256xf32>) -> tensor<4096x128256xbf16>
    %61 = stablehlo.dot_general %59, %60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x128256xbf16>) -> tensor<24x8192x128256xbf16>
    %62 = stablehlo.convert %61 : (tensor<24x8192x128256xbf16>) -> tensor<24x8192x128256xf32>
    %63:3 = call @log_softmax(%62) : (tensor<24x8192x128256xf32>) -> (tensor<24x8192x128256xf32>, tensor<24x8192x128256xf32>, tensor<24x8192x1xf32>)
    %64 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1] : (tensor<24x8192xi32>) -> tensor<24x8192x1xi32>
    %65:2 = call @take_along_axis(%63#0, %64) : (tensor<24x8192x128256xf32>, tensor<24x8192x1xi32>) -> (tensor<24x8192x1xf32>, tensor<24x8192x1x1xi32>)
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65#0 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<24x8192x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<1.966080e+05> : tensor<f32>
    %67 = stablehlo.divide %66, %cst_13 : tensor<f32>
    %68 = stablehlo.negate %67 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.negate %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.966080e+05> : tensor<f32>
    %70 = stablehlo.divide %69, %cst_15 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %72 = call @take_along_axis_6(%65#1, %71) : (tensor<24x8192x1x1xi32>, tensor<24x8192x1xf32>) -> tensor<24x8192x128256xf32>
    %73 = call @log_softmax_7(%63#1, %63#2, %72) : (tensor<24x8192x128256xf32>, tensor<24x8192x1xf32>, tensor<24x8192x128256xf32>) -> tensor<24x8192x128256xf32>
    %74 = stablehlo.convert %73 : (tensor<24x8192x128256xf32>) -> tensor<24x8192x128256xbf16>
    %75 = stablehlo.dot_general %74, %59, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x128256xbf16>, tensor<24x8192x4096xbf16>) -> tensor<128256x4096xbf16>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<128256x4096xbf16>) -> tensor<4096x128256xbf16>
    %77 = stablehlo.dot_general %74, %60, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x128256xbf16>, tensor<4096x128256xbf16>) -> tensor<24x8192x4096xbf16>
    %78 = stablehlo.convert %76 : (tensor<4096x128256xbf16>) -> tensor<4096x128256xf32>
    %79 = stablehlo.convert %77 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
    %80 = stablehlo.multiply %55, %79 : tensor<24x8192x4096xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %82 = stablehlo.reshape %81 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %83 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
    %84 = stablehlo.multiply %79, %83 : tensor<24x8192x4096xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%82 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %86 = stablehlo.multiply %42, %84 : tensor<24x8192x4096xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %88 = stablehlo.reshape %87 : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
    %89 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
    %90 = stablehlo.multiply %84, %89 : tensor<24x8192x4096xf32>
    %91 = stablehlo.multiply %88, %53 : tensor<24x8192x1xf32>
    %cst_19 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %93 = stablehlo.divide %91, %92 : tensor<24x8192x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x1xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x4096xf32>
    %96 = stablehlo.multiply %42, %95 : tensor<24x8192x4096xf32>
    %97 = stablehlo.multiply %95, %42 : tensor<24x8192x4096xf32>
    %98 = stablehlo.add %90, %97 : tensor<24x8192x4096xf32>
    %99 = stablehlo.add %98, %96 : tensor<24x8192x4096xf32>
    %100 = stablehlo.convert %99 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %110:21 = stablehlo.while(%iterArg = %41#17, %iterArg_115 = %arg1, %iterArg_116 = %arg2, %iterArg_117 = %arg3, %iterArg_118 = %arg4, %iterArg_119 = %arg5, %iterArg_120 = %arg6, %iterArg_121 = %arg7, %iterArg_122 = %arg8, %iterArg_123 = %arg9, %iterArg_124 = %c_30, %iterArg_125 = %100, %iterArg_126 = %101, %iterArg_127 = %102, %iterArg_128 = %103, %iterArg_129 = %104, %iterArg_130 = %105, %iterArg_131 = %106, %iterArg_132 = %107, %iterArg_133 = %108, %iterArg_134 = %109) : tensor<32x24x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<i32>, tensor<24x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>
    cond {
      %c_135 = stablehlo.constant dense<32> : tensor<i32>
      %365 = stablehlo.compare LT, %iterArg_124, %c_135, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %365 : tensor<i1>
    } do {
      %c_135 = stablehlo.constant dense<32> : tensor<i32>
      %365 = stablehlo.subtract %c_135, %iterArg_124 : tensor<i32>
      %c_136 = stablehlo.constant dense<1> : tensor<i32>
      %366 = stablehlo.subtract %365, %c_136 : tensor<i32>
      %367 = func.call @dynamic_index_in_dim_8(%iterArg, %366) : (tensor<32x24x8192x4096xbf16>, tensor<i32>) -> tensor<24x8192x4096xbf16>
      %368 = func.call @dynamic_index_in_dim(%iterArg_115, %366) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %369 = func.call @dynamic_index_in_dim_1(%iterArg_116, %366) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %370 = func.call @dynamic_index_in_dim_1(%iterArg_117, %366) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %371 = func.call @dynamic_index_in_dim(%iterArg_118, %366) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %372 = func.call @dynamic_index_in_dim_2(%iterArg_119, %366) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %373 = func.call @dynamic_index_in_dim_2(%iterArg_120, %366) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %374 = func.call @dynamic_index_in_dim_3(%iterArg_121, %366) : (tensor<32x14336x4096xf32>, tensor<i32>) -> tensor<14336x4096xf32>
      %375 = func.call @dynamic_index_in_dim_4(%iterArg_122, %366) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %376 = func.call @dynamic_index_in_dim_4(%iterArg_123, %366) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %377:11 = stablehlo.optimization_barrier %367, %368, %369, %370, %371, %372, %373, %374, %375, %376, %iterArg_125 : tensor<24x8192x4096xbf16>, tensor<4096x4096xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x4096xf32>, tensor<4096x14336xf32>, tensor<4096x14336xf32>, tensor<14336x4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<24x8192x4096xbf16>
      %378 = stablehlo.convert %377#0 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %379 = stablehlo.multiply %378, %378 : tensor<24x8192x4096xf32>
      %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %380 = stablehlo.reduce(%379 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %cst_138 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %383 = stablehlo.divide %381, %382 : tensor<24x8192x1xf32>
      %cst_139 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %384 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %385 = stablehlo.add %383, %384 : tensor<24x8192x1xf32>
      %386 = stablehlo.rsqrt %385 : tensor<24x8192x1xf32>
      %387 = stablehlo.divide %386, %385 : tensor<24x8192x1xf32>
      %cst_140 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %388 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %389 = stablehlo.multiply %388, %387 : tensor<24x8192x1xf32>
      %390 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %391 = stablehlo.multiply %378, %390 : tensor<24x8192x4096xf32>
      %392 = stablehlo.broadcast_in_dim %377#8, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %394 = stablehlo.multiply %391, %393 : tensor<24x8192x4096xf32>
      %395 = stablehlo.convert %394 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %396 = stablehlo.iota dim = 0 : tensor<8192xi32>
      %397 = stablehlo.convert %377#1 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %398 = stablehlo.dot_general %395, %397, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %399 = stablehlo.reshape %398 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x32x128xbf16>
      %400 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_141 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %401 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %402 = stablehlo.divide %400, %401 : tensor<64xf32>
      %cst_142 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %403 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %404 = stablehlo.power %403, %402 : tensor<64xf32>
      %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %405 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %406 = stablehlo.divide %405, %404 : tensor<64xf32>
      %407 = stablehlo.broadcast_in_dim %396, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
      %408 = stablehlo.convert %407 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
      %409 = stablehlo.broadcast_in_dim %406, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %410 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
      %411 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
      %412 = stablehlo.multiply %410, %411 : tensor<8192x64xf32>
      %413 = stablehlo.cosine %412 : tensor<8192x64xf32>
      %414 = stablehlo.broadcast_in_dim %413, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %415 = stablehlo.sine %412 : tensor<8192x64xf32>
      %416 = stablehlo.broadcast_in_dim %415, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %417 = stablehlo.slice %399 [0:24, 0:8192, 0:32, 0:64] : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x64xbf16>
      %418 = stablehlo.convert %417 : (tensor<24x8192x32x64xbf16>) -> tensor<24x8192x32x64xf32>
      %419 = stablehlo.slice %399 [0:24, 0:8192, 0:32, 64:128] : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x64xbf16>
      %420 = stablehlo.convert %419 : (tensor<24x8192x32x64xbf16>) -> tensor<24x8192x32x64xf32>
      %421 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %422 = stablehlo.multiply %418, %421 : tensor<24x8192x32x64xf32>
      %423 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %424 = stablehlo.multiply %420, %423 : tensor<24x8192x32x64xf32>
      %425 = stablehlo.subtract %422, %424 : tensor<24x8192x32x64xf32>
      %426 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %427 = stablehlo.multiply %420, %426 : tensor<24x8192x32x64xf32>
      %428 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %429 = stablehlo.multiply %418, %428 : tensor<24x8192x32x64xf32>
      %430 = stablehlo.add %427, %429 : tensor<24x8192x32x64xf32>
      %431 = stablehlo.concatenate %425, %430, dim = 3 : (tensor<24x8192x32x64xf32>, tensor<24x8192x32x64xf32>) -> tensor<24x8192x32x128xf32>
      %432 = stablehlo.convert %431 : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x128xbf16>
      %433 = stablehlo.convert %377#2 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %434 = stablehlo.dot_general %395, %433, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x1024xbf16>
      %435 = stablehlo.reshape %434 : (tensor<24x8192x1024xbf16>) -> tensor<24x8192x8x128xbf16>
      %436 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_144 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %437 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %438 = stablehlo.divide %436, %437 : tensor<64xf32>
      %cst_145 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %439 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %440 = stablehlo.power %439, %438 : tensor<64xf32>
      %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %441 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %442 = stablehlo.divide %441, %440 : tensor<64xf32>
      %443 = stablehlo.broadcast_in_dim %396, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
      %444 = stablehlo.convert %443 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
      %445 = stablehlo.broadcast_in_dim %442, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %446 = stablehlo.broadcast_in_dim %444, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
      %447 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
      %448 = stablehlo.multiply %446, %447 : tensor<8192x64xf32>
      %449 = stablehlo.cosine %448 : tensor<8192x64xf32>
      %450 = stablehlo.broadcast_in_dim %449, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %451 = stablehlo.sine %448 : tensor<8192x64xf32>
      %452 = stablehlo.broadcast_in_dim %451, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %453 = stablehlo.slice %435 [0:24, 0:8192, 0:8, 0:64] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x64xbf16>
      %454 = stablehlo.convert %453 : (tensor<24x8192x8x64xbf16>) -> tensor<24x8192x8x64xf32>
      %455 = stablehlo.slice %435 [0:24, 0:8192, 0:8, 64:128] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x64xbf16>
      %456 = stablehlo.convert %455 : (tensor<24x8192x8x64xbf16>) -> tensor<24x8192x8x64xf32>
      %457 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %458 = stablehlo.multiply %454, %457 : tensor<24x8192x8x64xf32>
      %459 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %460 = stablehlo.multiply %456, %459 : tensor<24x8192x8x64xf32>
      %461 = stablehlo.subtract %458, %460 : tensor<24x8192x8x64xf32>
      %462 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %463 = stablehlo.multiply %456, %462 : tensor<24x8192x8x64xf32>
      %464 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %465 = stablehlo.multiply %454, %464 : tensor<24x8192x8x64xf32>
      %466 = stablehlo.add %463, %465 : tensor<24x8192x8x64xf32>
      %467 = stablehlo.concatenate %461, %466, dim = 3 : (tensor<24x8192x8x64xf32>, tensor<24x8192x8x64xf32>) -> tensor<24x8192x8x128xf32>
      %468 = stablehlo.convert %467 : (tensor<24x8192x8x128xf32>) -> tensor<24x8192x8x128xbf16>
      %469 = stablehlo.convert %377#3 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %470 = stablehlo.dot_general %395, %469, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x1024xbf16>
      %471 = stablehlo.reshape %470 : (tensor<24x8192x1024xbf16>) -> tensor<24x8192x8x128xbf16>
      %472 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 4] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %473 = stablehlo.reshape %472 : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8192x32x128xbf16>
      %474 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 4] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %475 = stablehlo.reshape %474 : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8192x32x128xbf16>
      %476 = stablehlo.dot_general %432, %473, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x32x128xbf16>, tensor<24x8192x32x128xbf16>) -> tensor<24x32x8192x8192xf32>
      %cst_147 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %477 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<24x32x8192x8192xf32>
      %478 = stablehlo.divide %476, %477 : tensor<24x32x8192x8192xf32>
      %c_148 = stablehlo.constant dense<true> : tensor<i1>
      %479 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i1>) -> tensor<8192x8192xi1>
      %480 = func.call @tril_9(%479) : (tensor<8192x8192xi1>) -> tensor<8192x8192xi1>
      %cst_149 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %481:2 = func.call @_where_10(%480, %478, %cst_149) : (tensor<8192x8192xi1>, tensor<24x32x8192x8192xf32>, tensor<f32>) -> (tensor<24x32x8192x8192xf32>, tensor<24x32x8192x8192xi1>)
      %cst_150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %482 = stablehlo.reduce(%481#0 init: %cst_150) applies stablehlo.maximum across dimensions = [3] : (tensor<24x32x8192x8192xf32>, tensor<f32>) -> tensor<24x32x8192xf32>
      %cst_151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %483 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<24x32x8192xf32>
      %484 = stablehlo.maximum %483, %482 : tensor<24x32x8192xf32>
      %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<24x32x8192xf32>) -> tensor<24x32x8192x1xf32>
      %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2, 3] : (tensor<24x32x8192x1xf32>) -> tensor<24x32x8192x8192xf32>
      %487 = stablehlo.subtract %481#0, %486 : tensor<24x32x8192x8192xf32>
      %488 = stablehlo.exponential %487 : tensor<24x32x8192x8192xf32>
      %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %489 = stablehlo.reduce(%488 init: %cst_152) applies stablehlo.add across dimensions = [3] : (tensor<24x32x8192x8192xf32>, tensor<f32>) -> tensor<24x32x8192xf32>
      %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2] : (tensor<24x32x8192xf32>) -> tensor<24x32x8192x1xf32>
      %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2, 3] : (tensor<24x32x8192x1xf32>) -> tensor<24x32x8192x8192xf32>
      %492 = stablehlo.divide %488, %491 : tensor<24x32x8192x8192xf32>
      %493 = stablehlo.multiply %490, %490 : tensor<24x32x8192x1xf32>
      %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %494 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<24x32x8192x1xf32>
      %495 = stablehlo.divide %494, %493 : tensor<24x32x8192x1xf32>
      %496 = stablehlo.convert %492 : (tensor<24x32x8192x8192xf32>) -> tensor<24x32x8192x8192xbf16>
      %497 = stablehlo.dot_general %475, %496, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x32x128xbf16>, tensor<24x32x8192x8192xbf16>) -> tensor<24x32x128x8192xbf16>
      %498 = stablehlo.transpose %497, dims = [0, 3, 1, 2] : (tensor<24x32x128x8192xbf16>) -> tensor<24x8192x32x128xbf16>
      %499 = stablehlo.reshape %498 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x4096xbf16>
      %500 = stablehlo.convert %377#4 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %501 = stablehlo.dot_general %499, %500, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %502 = stablehlo.add %377#0, %501 : tensor<24x8192x4096xbf16>
      %503 = stablehlo.convert %502 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %504 = stablehlo.multiply %503, %503 : tensor<24x8192x4096xf32>
      %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %505 = stablehlo.reduce(%504 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %cst_155 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %507 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %508 = stablehlo.divide %506, %507 : tensor<24x8192x1xf32>
      %cst_156 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %510 = stablehlo.add %508, %509 : tensor<24x8192x1xf32>
      %511 = stablehlo.rsqrt %510 : tensor<24x8192x1xf32>
      %512 = stablehlo.divide %511, %510 : tensor<24x8192x1xf32>
      %cst_157 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %513 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %514 = stablehlo.multiply %513, %512 : tensor<24x8192x1xf32>
      %515 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %516 = stablehlo.multiply %503, %515 : tensor<24x8192x4096xf32>
      %517 = stablehlo.broadcast_in_dim %377#9, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %519 = stablehlo.multiply %516, %518 : tensor<24x8192x4096xf32>
      %520 = stablehlo.convert %519 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %521 = stablehlo.convert %377#5 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %522 = stablehlo.dot_general %520, %521, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %523:3 = func.call @silu_11(%522) : (tensor<24x8192x14336xbf16>) -> (tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>)
      %524 = stablehlo.convert %377#6 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %525 = stablehlo.dot_general %520, %524, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %526 = stablehlo.multiply %523#0, %525 : tensor<24x8192x14336xbf16>
      %527 = stablehlo.convert %377#7 : (tensor<14336x4096xf32>) -> tensor<14336x4096xbf16>
      %528 = stablehlo.dot_general %377#10, %526, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<24x8192x14336xbf16>) -> tensor<4096x14336xbf16>
      %529 = stablehlo.transpose %528, dims = [1, 0] : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %530 = stablehlo.dot_general %377#10, %527, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<24x8192x14336xbf16>
      %531 = stablehlo.convert %529 : (tensor<14336x4096xbf16>) -> tensor<14336x4096xf32>
      %532 = stablehlo.multiply %523#0, %530 : tensor<24x8192x14336xbf16>
      %533 = stablehlo.multiply %530, %525 : tensor<24x8192x14336xbf16>
      %534 = stablehlo.dot_general %532, %520, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<24x8192x4096xbf16>) -> tensor<14336x4096xbf16>
      %535 = stablehlo.transpose %534, dims = [1, 0] : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %536 = stablehlo.dot_general %532, %524, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x4096xbf16>
      %537 = stablehlo.convert %535 : (tensor<4096x14336xbf16>) -> tensor<4096x14336xf32>
      %538 = func.call @silu_12(%523#1, %522, %523#2, %533) : (tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %539 = stablehlo.dot_general %538, %520, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<24x8192x4096xbf16>) -> tensor<14336x4096xbf16>
      %540 = stablehlo.transpose %539, dims = [1, 0] : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %541 = stablehlo.dot_general %538, %521, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x4096xbf16>
      %542 = stablehlo.add %536, %541 : tensor<24x8192x4096xbf16>
      %543 = stablehlo.convert %540 : (tensor<4096x14336xbf16>) -> tensor<4096x14336xf32>
      %544 = stablehlo.convert %542 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %545 = stablehlo.multiply %516, %544 : tensor<24x8192x4096xf32>
      %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %546 = stablehlo.reduce(%545 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %547 = stablehlo.reshape %546 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %548 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %549 = stablehlo.multiply %544, %548 : tensor<24x8192x4096xf32>
      %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %550 = stablehlo.reduce(%547 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %551 = stablehlo.multiply %503, %549 : tensor<24x8192x4096xf32>
      %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %552 = stablehlo.reduce(%551 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %553 = stablehlo.reshape %552 : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %554 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %555 = stablehlo.multiply %549, %554 : tensor<24x8192x4096xf32>
      %556 = stablehlo.multiply %553, %514 : tensor<24x8192x1xf32>
      %cst_161 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %557 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %558 = stablehlo.divide %556, %557 : tensor<24x8192x1xf32>
      %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %559 = stablehlo.reduce(%558 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x1xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x4096xf32>
      %561 = stablehlo.multiply %503, %560 : tensor<24x8192x4096xf32>
      %562 = stablehlo.add %555, %561 : tensor<24x8192x4096xf32>
      %563 = stablehlo.multiply %560, %503 : tensor<24x8192x4096xf32>
      %564 = stablehlo.add %562, %563 : tensor<24x8192x4096xf32>
      %565 = stablehlo.convert %564 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %566 = stablehlo.add %377#10, %565 : tensor<24x8192x4096xbf16>
      %567 = stablehlo.dot_general %566, %499, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<24x8192x4096xbf16>) -> tensor<4096x4096xbf16>
      %568 = stablehlo.transpose %567, dims = [1, 0] : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %569 = stablehlo.dot_general %566, %500, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %570 = stablehlo.convert %568 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      %571 = stablehlo.reshape %569 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x32x128xbf16>
      %572 = stablehlo.transpose %571, dims = [0, 2, 3, 1] : (tensor<24x8192x32x128xbf16>) -> tensor<24x32x128x8192xbf16>
      %573 = stablehlo.dot_general %572, %475, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x32x128x8192xbf16>, tensor<24x8192x32x128xbf16>) -> tensor<24x32x8192x8192xbf16>
      %574 = stablehlo.dot_general %572, %496, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x32x128x8192xbf16>, tensor<24x32x8192x8192xbf16>) -> tensor<24x32x128x8192xbf16>
      %575 = stablehlo.transpose %574, dims = [0, 3, 1, 2] : (tensor<24x32x128x8192xbf16>) -> tensor<24x8192x32x128xbf16>
      %576 = stablehlo.convert %573 : (tensor<24x32x8192x8192xbf16>) -> tensor<24x32x8192x8192xf32>
      %577 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2, 3] : (tensor<24x32x8192x1xf32>) -> tensor<24x32x8192x8192xf32>
      %578 = stablehlo.multiply %576, %577 : tensor<24x32x8192x8192xf32>
      %579 = stablehlo.multiply %578, %488 : tensor<24x32x8192x8192xf32>
      %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %580 = stablehlo.reduce(%579 init: %cst_163) applies stablehlo.add across dimensions = [3] : (tensor<24x32x8192x8192xf32>, tensor<f32>) -> tensor<24x32x8192xf32>
      %581 = stablehlo.reshape %580 : (tensor<24x32x8192xf32>) -> tensor<24x32x8192x1xf32>
      %582 = stablehlo.negate %581 : tensor<24x32x8192x1xf32>
      %583 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2, 3] : (tensor<24x32x8192x1xf32>) -> tensor<24x32x8192x8192xf32>
      %584 = stablehlo.divide %576, %583 : tensor<24x32x8192x8192xf32>
      %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %585 = stablehlo.reduce(%582 init: %cst_164) applies stablehlo.add across dimensions = [3] : (tensor<24x32x8192x1xf32>, tensor<f32>) -> tensor<24x32x8192xf32>
      %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1, 2] : (tensor<24x32x8192xf32>) -> tensor<24x32x8192x8192xf32>
      %587 = stablehlo.add %584, %586 : tensor<24x32x8192x8192xf32>
      %588 = stablehlo.multiply %587, %488 : tensor<24x32x8192x8192xf32>
      %589 = func.call @_where_13(%481#1, %588) : (tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>) -> tensor<24x32x8192x8192xf32>
      %cst_165 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %590 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<24x32x8192x8192xf32>
      %591 = stablehlo.divide %589, %590 : tensor<24x32x8192x8192xf32>
      %592 = stablehlo.dot_general %591, %432, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x32x8192x8192xf32>, tensor<24x8192x32x128xbf16>) -> tensor<24x32x8192x128xf32>
      %593 = stablehlo.transpose %592, dims = [0, 2, 1, 3] : (tensor<24x32x8192x128xf32>) -> tensor<24x8192x32x128xf32>
      %594 = stablehlo.convert %593 : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x128xbf16>
      %595 = stablehlo.dot_general %591, %473, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x32x8192x8192xf32>, tensor<24x8192x32x128xbf16>) -> tensor<24x32x8192x128xf32>
      %596 = stablehlo.transpose %595, dims = [0, 2, 1, 3] : (tensor<24x32x8192x128xf32>) -> tensor<24x8192x32x128xf32>
      %597 = stablehlo.convert %596 : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x128xbf16>
      %598 = stablehlo.reshape %575 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %599 = stablehlo.reduce(%598 init: %cst_166) applies stablehlo.add across dimensions = [3] : (tensor<24x8192x8x4x128xbf16>, tensor<bf16>) -> tensor<24x8192x8x128xbf16>
      %600 = stablehlo.reshape %594 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %601 = stablehlo.reduce(%600 init: %cst_167) applies stablehlo.add across dimensions = [3] : (tensor<24x8192x8x4x128xbf16>, tensor<bf16>) -> tensor<24x8192x8x128xbf16>
      %602 = stablehlo.reshape %599 : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x1024xbf16>
      %603 = stablehlo.dot_general %602, %395, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x1024xbf16>, tensor<24x8192x4096xbf16>) -> tensor<1024x4096xbf16>
      %604 = stablehlo.transpose %603, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %605 = stablehlo.dot_general %602, %469, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x4096xbf16>
      %606 = stablehlo.convert %604 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      %607 = stablehlo.convert %601 : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x128xf32>
      %608 = stablehlo.slice %607 [0:24, 0:8192, 0:8, 0:64] : (tensor<24x8192x8x128xf32>) -> tensor<24x8192x8x64xf32>
      %609 = stablehlo.slice %607 [0:24, 0:8192, 0:8, 64:128] : (tensor<24x8192x8x128xf32>) -> tensor<24x8192x8x64xf32>
      %610 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %611 = stablehlo.multiply %609, %610 : tensor<24x8192x8x64xf32>
      %612 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %613 = stablehlo.multiply %609, %612 : tensor<24x8192x8x64xf32>
      %614 = stablehlo.negate %608 : tensor<24x8192x8x64xf32>
      %615 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %616 = stablehlo.multiply %614, %615 : tensor<24x8192x8x64xf32>
      %617 = stablehlo.add %613, %616 : tensor<24x8192x8x64xf32>
      %618 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %619 = stablehlo.multiply %608, %618 : tensor<24x8192x8x64xf32>
      %620 = stablehlo.add %611, %619 : tensor<24x8192x8x64xf32>
      %621 = stablehlo.convert %617 : (tensor<24x8192x8x64xf32>) -> tensor<24x8192x8x64xbf16>
      %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %622 = stablehlo.pad %621, %cst_168, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<24x8192x8x64xbf16>, tensor<bf16>) -> tensor<24x8192x8x128xbf16>
      %623 = stablehlo.convert %620 : (tensor<24x8192x8x64xf32>) -> tensor<24x8192x8x64xbf16>
      %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %624 = stablehlo.pad %623, %cst_169, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<24x8192x8x64xbf16>, tensor<bf16>) -> tensor<24x8192x8x128xbf16>
      %625 = stablehlo.add %622, %624 : tensor<24x8192x8x128xbf16>
      %626 = stablehlo.reshape %625 : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x1024xbf16>
      %627 = stablehlo.dot_general %626, %395, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x1024xbf16>, tensor<24x8192x4096xbf16>) -> tensor<1024x4096xbf16>
      %628 = stablehlo.transpose %627, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %629 = stablehlo.dot_general %626, %433, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x4096xbf16>
      %630 = stablehlo.add %605, %629 : tensor<24x8192x4096xbf16>
      %631 = stablehlo.convert %628 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      %632 = stablehlo.convert %597 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x128xf32>
      %633 = stablehlo.slice %632 [0:24, 0:8192, 0:32, 0:64] : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x64xf32>
      %634 = stablehlo.slice %632 [0:24, 0:8192, 0:32, 64:128] : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x64xf32>
      %635 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %636 = stablehlo.multiply %634, %635 : tensor<24x8192x32x64xf32>
      %637 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %638 = stablehlo.multiply %634, %637 : tensor<24x8192x32x64xf32>
      %639 = stablehlo.negate %633 : tensor<24x8192x32x64xf32>
      %640 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %641 = stablehlo.multiply %639, %640 : tensor<24x8192x32x64xf32>
      %642 = stablehlo.add %638, %641 : tensor<24x8192x32x64xf32>
      %643 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %644 = stablehlo.multiply %633, %643 : tensor<24x8192x32x64xf32>
      %645 = stablehlo.add %636, %644 : tensor<24x8192x32x64xf32>
      %646 = stablehlo.convert %642 : (tensor<24x8192x32x64xf32>) -> tensor<24x8192x32x64xbf16>
      %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %647 = stablehlo.pad %646, %cst_170, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<24x8192x32x64xbf16>, tensor<bf16>) -> tensor<24x8192x32x128xbf16>
      %648 = stablehlo.convert %645 : (tensor<24x8192x32x64xf32>) -> tensor<24x8192x32x64xbf16>
      %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %649 = stablehlo.pad %648, %cst_171, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<24x8192x32x64xbf16>, tensor<bf16>) -> tensor<24x8192x32x128xbf16>
      %650 = stablehlo.add %647, %649 : tensor<24x8192x32x128xbf16>
      %651 = stablehlo.reshape %650 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x4096xbf16>
      %652 = stablehlo.dot_general %651, %395, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<24x8192x4096xbf16>) -> tensor<4096x4096xbf16>
      %653 = stablehlo.transpose %652, dims = [1, 0] : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %654 = stablehlo.dot_general %651, %397, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %655 = stablehlo.add %630, %654 : tensor<24x8192x4096xbf16>
      %656 = stablehlo.convert %653 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      %657 = stablehlo.convert %655 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %658 = stablehlo.multiply %391, %657 : tensor<24x8192x4096xf32>
      %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %659 = stablehlo.reduce(%658 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %660 = stablehlo.reshape %659 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %661 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %662 = stablehlo.multiply %657, %661 : tensor<24x8192x4096xf32>
      %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %663 = stablehlo.reduce(%660 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %664 = stablehlo.multiply %378, %662 : tensor<24x8192x4096xf32>
      %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %665 = stablehlo.reduce(%664 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %666 = stablehlo.reshape %665 : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %667 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %668 = stablehlo.multiply %662, %667 : tensor<24x8192x4096xf32>
      %669 = stablehlo.multiply %666, %389 : tensor<24x8192x1xf32>
      %cst_175 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %670 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %671 = stablehlo.divide %669, %670 : tensor<24x8192x1xf32>
      %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %672 = stablehlo.reduce(%671 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x1xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %673 = stablehlo.broadcast_in_dim %672, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x4096xf32>
      %674 = stablehlo.multiply %378, %673 : tensor<24x8192x4096xf32>
      %675 = stablehlo.add %668, %674 : tensor<24x8192x4096xf32>
      %676 = stablehlo.multiply %673, %378 : tensor<24x8192x4096xf32>
      %677 = stablehlo.add %675, %676 : tensor<24x8192x4096xf32>
      %678 = stablehlo.convert %677 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %679 = stablehlo.add %566, %678 : tensor<24x8192x4096xbf16>
      %680 = func.call @dynamic_update_index_in_dim_14(%iterArg_126, %656, %366) : (tensor<32x4096x4096xf32>, tensor<4096x4096xf32>, tensor<i32>) -> tensor<32x4096x4096xf32>
      %681 = func.call @dynamic_update_index_in_dim_15(%iterArg_127, %631, %366) : (tensor<32x4096x1024xf32>, tensor<4096x1024xf32>, tensor<i32>) -> tensor<32x4096x1024xf32>
      %682 = func.call @dynamic_update_index_in_dim_15(%iterArg_128, %606, %366) : (tensor<32x4096x1024xf32>, tensor<4096x1024xf32>, tensor<i32>) -> tensor<32x4096x1024xf32>
      %683 = func.call @dynamic_update_index_in_dim_14(%iterArg_129, %570, %366) : (tensor<32x4096x4096xf32>, tensor<4096x4096xf32>, tensor<i32>) -> tensor<32x4096x4096xf32>
      %684 = func.call @dynamic_update_index_in_dim_16(%iterArg_130, %543, %366) : (tensor<32x4096x14336xf32>, tensor<4096x14336xf32>, tensor<i32>) -> tensor<32x4096x14336xf32>
      %685 = func.call @dynamic_update_index_in_dim_16(%iterArg_131, %537, %366) : (tensor<32x4096x14336xf32>, tensor<4096x14336xf32>, tensor<i32>) -> tensor<32x4096x14336xf32>
      %686 = func.call @dynamic_update_index_in_dim_17(%iterArg_132, %531, %366) : (tensor<32x14336x4096xf32>, tensor<14336x4096xf32>, tensor<i32>) -> tensor<32x14336x4096xf32>
      %687 = func.call @dynamic_update_index_in_dim_18(%iterArg_133, %663, %366) : (tensor<32x4096xf32>, tensor<4096xf32>, tensor<i32>) -> tensor<32x4096xf32>
      %688 = func.call @dynamic_update_index_in_dim_18(%iterArg_134, %550, %366) : (tensor<32x4096xf32>, tensor<4096xf32>, tensor<i32>) -> tensor<32x4096xf32>
      %c_177 = stablehlo.constant dense<1> : tensor<i32>
      %689 = stablehlo.add %iterArg_124, %c_177 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_115, %iterArg_116, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %689, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688 : tensor<32x24x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<i32>, tensor<24x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>
    }
    %111 = stablehlo.convert %110#11 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
    %112 = call @_take_19(%0#1, %111) : (tensor<24x8192x1xi32>, tensor<24x8192x4096xf32>) -> tensor<128256x4096xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %114 = stablehlo.multiply %113, %arg12 : tensor<128256x4096xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %116 = stablehlo.multiply %115, %112 : tensor<128256x4096xf32>
    %117 = stablehlo.add %114, %116 : tensor<128256x4096xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %119 = stablehlo.multiply %118, %arg13 : tensor<32x4096x4096xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %121 = stablehlo.multiply %120, %110#12 : tensor<32x4096x4096xf32>
    %122 = stablehlo.add %119, %121 : tensor<32x4096x4096xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %124 = stablehlo.multiply %123, %arg14 : tensor<32x4096x1024xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %126 = stablehlo.multiply %125, %110#13 : tensor<32x4096x1024xf32>
    %127 = stablehlo.add %124, %126 : tensor<32x4096x1024xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %129 = stablehlo.multiply %128, %arg15 : tensor<32x4096x1024xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %131 = stablehlo.multiply %130, %110#14 : tensor<32x4096x1024xf32>
    %132 = stablehlo.add %129, %131 : tensor<32x4096x1024xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %134 = stablehlo.multiply %133, %arg16 : tensor<32x4096x4096xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %136 = stablehlo.multiply %135, %110#15 : tensor<32x4096x4096xf32>
    %137 = stablehlo.add %134, %136 : tensor<32x4096x4096xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %139 = stablehlo.multiply %138, %arg17 : tensor<32x4096x14336xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %141 = stablehlo.multiply %140, %110#16 : tensor<32x4096x14336xf32>
    %142 = stablehlo.add %139, %141 : tensor<32x4096x14336xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %144 = stablehlo.multiply %143, %arg18 : tensor<32x4096x14336xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %146 = stablehlo.multiply %145, %110#17 : tensor<32x4096x14336xf32>
    %147 = stablehlo.add %144, %146 : tensor<32x4096x14336xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %149 = stablehlo.multiply %148, %arg19 : tensor<32x14336x4096xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %151 = stablehlo.multiply %150, %110#18 : tensor<32x14336x4096xf32>
    %152 = stablehlo.add %149, %151 : tensor<32x14336x4096xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %154 = stablehlo.multiply %153, %arg20 : tensor<32x4096xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %156 = stablehlo.multiply %155, %110#19 : tensor<32x4096xf32>
    %157 = stablehlo.add %154, %156 : tensor<32x4096xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %159 = stablehlo.multiply %158, %arg21 : tensor<32x4096xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %161 = stablehlo.multiply %160, %110#20 : tensor<32x4096xf32>
    %162 = stablehlo.add %159, %161 : tensor<32x4096xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %164 = stablehlo.multiply %163, %arg22 : tensor<4096xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %166 = stablehlo.multiply %165, %85 : tensor<4096xf32>
    %167 = stablehlo.add %164, %166 : tensor<4096xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %169 = stablehlo.multiply %168, %arg23 : tensor<4096x128256xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %171 = stablehlo.multiply %170, %78 : tensor<4096x128256xf32>
    %172 = stablehlo.add %169, %171 : tensor<4096x128256xf32>
    %cst_55 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %174 = stablehlo.multiply %173, %arg24 : tensor<128256x4096xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %176 = stablehlo.multiply %175, %112 : tensor<128256x4096xf32>
    %177 = stablehlo.multiply %176, %112 : tensor<128256x4096xf32>
    %178 = stablehlo.add %174, %177 : tensor<128256x4096xf32>
    %cst_57 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %180 = stablehlo.multiply %179, %arg25 : tensor<32x4096x4096xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %182 = stablehlo.multiply %181, %110#12 : tensor<32x4096x4096xf32>
    %183 = stablehlo.multiply %182, %110#12 : tensor<32x4096x4096xf32>
    %184 = stablehlo.add %180, %183 : tensor<32x4096x4096xf32>
    %cst_59 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %186 = stablehlo.multiply %185, %arg26 : tensor<32x4096x1024xf32>
    %cst_60 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %188 = stablehlo.multiply %187, %110#13 : tensor<32x4096x1024xf32>
    %189 = stablehlo.multiply %188, %110#13 : tensor<32x4096x1024xf32>
    %190 = stablehlo.add %186, %189 : tensor<32x4096x1024xf32>
    %cst_61 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %192 = stablehlo.multiply %191, %arg27 : tensor<32x4096x1024xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %194 = stablehlo.multiply %193, %110#14 : tensor<32x4096x1024xf32>
    %195 = stablehlo.multiply %194, %110#14 : tensor<32x4096x1024xf32>
    %196 = stablehlo.add %192, %195 : tensor<32x4096x1024xf32>
    %cst_63 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %198 = stablehlo.multiply %197, %arg28 : tensor<32x4096x4096xf32>
    %cst_64 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %200 = stablehlo.multiply %199, %110#15 : tensor<32x4096x4096xf32>
    %201 = stablehlo.multiply %200, %110#15 : tensor<32x4096x4096xf32>
    %202 = stablehlo.add %198, %201 : tensor<32x4096x4096xf32>
    %cst_65 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %204 = stablehlo.multiply %203, %arg29 : tensor<32x4096x14336xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %206 = stablehlo.multiply %205, %110#16 : tensor<32x4096x14336xf32>
    %207 = stablehlo.multiply %206, %110#16 : tensor<32x4096x14336xf32>
    %208 = stablehlo.add %204, %207 : tensor<32x4096x14336xf32>
    %cst_67 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %210 = stablehlo.multiply %209, %arg30 : tensor<32x4096x14336xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %212 = stablehlo.multiply %211, %110#17 : tensor<32x4096x14336xf32>
    %213 = stablehlo.multiply %212, %110#17 : tensor<32x4096x14336xf32>
    %214 = stablehlo.add %210, %213 : tensor<32x4096x14336xf32>
    %cst_69 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %216 = stablehlo.multiply %215, %arg31 : tensor<32x14336x4096xf32>
    %cst_70 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %218 = stablehlo.multiply %217, %110#18 : tensor<32x14336x4096xf32>
    %219 = stablehlo.multiply %218, %110#18 : tensor<32x14336x4096xf32>
    %220 = stablehlo.add %216, %219 : tensor<32x14336x4096xf32>
    %cst_71 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %222 = stablehlo.multiply %221, %arg32 : tensor<32x4096xf32>
    %cst_72 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %224 = stablehlo.multiply %223, %110#19 : tensor<32x4096xf32>
    %225 = stablehlo.multiply %224, %110#19 : tensor<32x4096xf32>
    %226 = stablehlo.add %222, %225 : tensor<32x4096xf32>
    %cst_73 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %228 = stablehlo.multiply %227, %arg33 : tensor<32x4096xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %230 = stablehlo.multiply %229, %110#20 : tensor<32x4096xf32>
    %231 = stablehlo.multiply %230, %110#20 : tensor<32x4096xf32>
    %232 = stablehlo.add %228, %231 : tensor<32x4096xf32>
    %cst_75 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %234 = stablehlo.multiply %233, %arg34 : tensor<4096xf32>
    %cst_76 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %236 = stablehlo.multiply %235, %85 : tensor<4096xf32>
    %237 = stablehlo.multiply %236, %85 : tensor<4096xf32>
    %238 = stablehlo.add %234, %237 : tensor<4096xf32>
    %cst_77 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %240 = stablehlo.multiply %239, %arg35 : tensor<4096x128256xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %242 = stablehlo.multiply %241, %78 : tensor<4096x128256xf32>
    %243 = stablehlo.multiply %242, %78 : tensor<4096x128256xf32>
    %244 = stablehlo.add %240, %243 : tensor<4096x128256xf32>
    %245 = stablehlo.sqrt %178 : tensor<128256x4096xf32>
    %cst_79 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %247 = stablehlo.add %245, %246 : tensor<128256x4096xf32>
    %248 = stablehlo.divide %117, %247 : tensor<128256x4096xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %250 = stablehlo.multiply %249, %arg0 : tensor<128256x4096xf32>
    %251 = stablehlo.add %248, %250 : tensor<128256x4096xf32>
    %cst_81 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<128256x4096xf32>
    %254 = stablehlo.subtract %arg0, %253 : tensor<128256x4096xf32>
    %255 = stablehlo.sqrt %184 : tensor<32x4096x4096xf32>
    %cst_82 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %257 = stablehlo.add %255, %256 : tensor<32x4096x4096xf32>
    %258 = stablehlo.divide %122, %257 : tensor<32x4096x4096xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %260 = stablehlo.multiply %259, %arg1 : tensor<32x4096x4096xf32>
    %261 = stablehlo.add %258, %260 : tensor<32x4096x4096xf32>
    %cst_84 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<32x4096x4096xf32>
    %264 = stablehlo.subtract %arg1, %263 : tensor<32x4096x4096xf32>
    %265 = stablehlo.sqrt %190 : tensor<32x4096x1024xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %267 = stablehlo.add %265, %266 : tensor<32x4096x1024xf32>
    %268 = stablehlo.divide %127, %267 : tensor<32x4096x1024xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %270 = stablehlo.multiply %269, %arg2 : tensor<32x4096x1024xf32>
    %271 = stablehlo.add %268, %270 : tensor<32x4096x1024xf32>
    %cst_87 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<32x4096x1024xf32>
    %274 = stablehlo.subtract %arg2, %273 : tensor<32x4096x1024xf32>
    %275 = stablehlo.sqrt %196 : tensor<32x4096x1024xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %277 = stablehlo.add %275, %276 : tensor<32x4096x1024xf32>
    %278 = stablehlo.divide %132, %277 : tensor<32x4096x1024xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %280 = stablehlo.multiply %279, %arg3 : tensor<32x4096x1024xf32>
    %281 = stablehlo.add %278, %280 : tensor<32x4096x1024xf32>
    %cst_90 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<32x4096x1024xf32>
    %284 = stablehlo.subtract %arg3, %283 : tensor<32x4096x1024xf32>
    %285 = stablehlo.sqrt %202 : tensor<32x4096x4096xf32>
    %cst_91 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %287 = stablehlo.add %285, %286 : tensor<32x4096x4096xf32>
    %288 = stablehlo.divide %137, %287 : tensor<32x4096x4096xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %290 = stablehlo.multiply %289, %arg4 : tensor<32x4096x4096xf32>
    %291 = stablehlo.add %288, %290 : tensor<32x4096x4096xf32>
    %cst_93 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %293 = stablehlo.multiply %292, %291 : tensor<32x4096x4096xf32>
    %294 = stablehlo.subtract %arg4, %293 : tensor<32x4096x4096xf32>
    %295 = stablehlo.sqrt %208 : tensor<32x4096x14336xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %297 = stablehlo.add %295, %296 : tensor<32x4096x14336xf32>
    %298 = stablehlo.divide %142, %297 : tensor<32x4096x14336xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %300 = stablehlo.multiply %299, %arg5 : tensor<32x4096x14336xf32>
    %301 = stablehlo.add %298, %300 : tensor<32x4096x14336xf32>
    %cst_96 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<32x4096x14336xf32>
    %304 = stablehlo.subtract %arg5, %303 : tensor<32x4096x14336xf32>
    %305 = stablehlo.sqrt %214 : tensor<32x4096x14336xf32>
    %cst_97 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %307 = stablehlo.add %305, %306 : tensor<32x4096x14336xf32>
    %308 = stablehlo.divide %147, %307 : tensor<32x4096x14336xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %310 = stablehlo.multiply %309, %arg6 : tensor<32x4096x14336xf32>
    %311 = stablehlo.add %308, %310 : tensor<32x4096x14336xf32>
    %cst_99 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<32x4096x14336xf32>
    %314 = stablehlo.subtract %arg6, %313 : tensor<32x4096x14336xf32>
    %315 = stablehlo.sqrt %220 : tensor<32x14336x4096xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %317 = stablehlo.add %315, %316 : tensor<32x14336x4096xf32>
    %318 = stablehlo.divide %152, %317 : tensor<32x14336x4096xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %320 = stablehlo.multiply %319, %arg7 : tensor<32x14336x4096xf32>
    %321 = stablehlo.add %318, %320 : tensor<32x14336x4096xf32>
    %cst_102 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %323 = stablehlo.multiply %322, %321 : tensor<32x14336x4096xf32>
    %324 = stablehlo.subtract %arg7, %323 : tensor<32x14336x4096xf32>
    %325 = stablehlo.sqrt %226 : tensor<32x4096xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %327 = stablehlo.add %325, %326 : tensor<32x4096xf32>
    %328 = stablehlo.divide %157, %327 : tensor<32x4096xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %330 = stablehlo.multiply %329, %arg8 : tensor<32x4096xf32>
    %331 = stablehlo.add %328, %330 : tensor<32x4096xf32>
    %cst_105 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %333 = stablehlo.multiply %332, %331 : tensor<32x4096xf32>
    %334 = stablehlo.subtract %arg8, %333 : tensor<32x4096xf32>
    %335 = stablehlo.sqrt %232 : tensor<32x4096xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %337 = stablehlo.add %335, %336 : tensor<32x4096xf32>
    %338 = stablehlo.divide %162, %337 : tensor<32x4096xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %340 = stablehlo.multiply %339, %arg9 : tensor<32x4096xf32>
    %341 = stablehlo.add %338, %340 : tensor<32x4096xf32>
    %cst_108 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<32x4096xf32>
    %344 = stablehlo.subtract %arg9, %343 : tensor<32x4096xf32>
    %345 = stablehlo.sqrt %238 : tensor<4096xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %347 = stablehlo.add %345, %346 : tensor<4096xf32>
    %348 = stablehlo.divide %167, %347 : tensor<4096xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %350 = stablehlo.multiply %349, %arg10 : tensor<4096xf32>
    %351 = stablehlo.add %348, %350 : tensor<4096xf32>
    %cst_111 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %353 = stablehlo.multiply %352, %351 : tensor<4096xf32>
    %354 = stablehlo.subtract %arg10, %353 : tensor<4096xf32>
    %355 = stablehlo.sqrt %244 : tensor<4096x128256xf32>
    %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %357 = stablehlo.add %355, %356 : tensor<4096x128256xf32>
    %358 = stablehlo.divide %172, %357 : tensor<4096x128256xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %360 = stablehlo.multiply %359, %arg11 : tensor<4096x128256xf32>
    %361 = stablehlo.add %358, %360 : tensor<4096x128256xf32>
    %cst_114 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %363 = stablehlo.multiply %362, %361 : tensor<4096x128256xf32>
    %364 = stablehlo.subtract %arg11, %363 : tensor<4096x128256xf32>
    return %254, %264, %274, %284, %294, %304, %314, %324, %334, %344, %354, %364, %117, %122, %127, %132, %137, %142, %147, %152, %157, %162, %167, %172, %178, %184, %190, %196, %202, %208, %214, %220, %226, %232, %238, %244, %68 : tensor<128256x4096xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<4096xf32>, tensor<4096x128256xf32>, tensor<128256x4096xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<4096xf32>, tensor<4096x128256xf32>, tensor<128256x4096xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<4096xf32>, tensor<4096x128256xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<128256x4096xf32>, %arg1: tensor<24x8192xi32>) -> (tensor<24x8192x4096xf32>, tensor<24x8192x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24x8192xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<24x8192xi32>, tensor<24x8192xi32>) -> tensor<24x8192xi1>
    %c_0 = stablehlo.constant dense<128256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24x8192xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<24x8192xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<24x8192xi1>, tensor<24x8192xi32>, tensor<24x8192xi32>) -> tensor<24x8192xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<24x8192xi32>) -> tensor<24x8192x1xi32>
    %c_1 = stablehlo.constant dense<128255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24x8192x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<24x8192x1xi32>, tensor<24x8192x1xi32>) -> tensor<24x8192x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<24x8192x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<24x8192x1xi32>, tensor<24x8192x1xi32>) -> tensor<24x8192x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<24x8192x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<24x8192x1xi1>, tensor<i1>) -> tensor<24x8192xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4096>}> : (tensor<128256x4096xf32>, tensor<24x8192x1xi32>) -> tensor<24x8192x4096xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<24x8192xi1>) -> tensor<24x8192x4096xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24x8192x4096xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<24x8192x4096xi1>, tensor<24x8192x4096xf32>
    return %16, %5 : tensor<24x8192x4096xf32>, tensor<24x8192x1xi32>
  }
  func.func private @_where(%arg0: tensor<24x8192xi1>, %arg1: tensor<24x8192xi32>, %arg2: tensor<24x8192xi32>) -> tensor<24x8192xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<24x8192xi1>, tensor<24x8192xi32>
    return %0 : tensor<24x8192xi32>
  }
  func.func private @tril(%arg0: tensor<8192x8192xi1>) -> tensor<8192x8192xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8192x8192xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8192x8192xi32>
    %2 = stablehlo.add %0, %1 : tensor<8192x8192xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8192x8192xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8192x8192xi32>, tensor<8192x8192xi32>) -> tensor<8192x8192xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8192x8192xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8192x8192xi1>, tensor<8192x8192xi1>
    return %6 : tensor<8192x8192xi1>
  }
  func.func private @_where_0(%arg0: tensor<8192x8192xi1>, %arg1: tensor<f32>) -> (tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8192x8192xi1>) -> tensor<24x32x8192x8192xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<24x32x8192x8192xf32>
    return %1, %2 : tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x4096x4096xf32>, %arg1: tensor<i32>) -> tensor<4096x4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4096, 4096] : (tensor<32x4096x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x4096xf32>) -> tensor<4096x4096xf32>
    return %1 : tensor<4096x4096xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<32x4096x1024xf32>, %arg1: tensor<i32>) -> tensor<4096x1024xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4096, 1024] : (tensor<32x4096x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x1024xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x1024xf32>) -> tensor<4096x1024xf32>
    return %1 : tensor<4096x1024xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<32x4096x14336xf32>, %arg1: tensor<i32>) -> tensor<4096x14336xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4096, 14336] : (tensor<32x4096x14336xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x14336xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x14336xf32>) -> tensor<4096x14336xf32>
    return %1 : tensor<4096x14336xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<32x14336x4096xf32>, %arg1: tensor<i32>) -> tensor<14336x4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 14336, 4096] : (tensor<32x14336x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x14336x4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x14336x4096xf32>) -> tensor<14336x4096xf32>
    return %1 : tensor<14336x4096xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<32x4096xf32>, %arg1: tensor<i32>) -> tensor<4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4096] : (tensor<32x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096xf32>) -> tensor<4096xf32>
    return %1 : tensor<4096xf32>
  }
  func.func private @_where_5(%arg0: tensor<24x32x8192x8192xf32>, %arg1: tensor<24x32x8192x8192xi1>, %arg2: tensor<24x32x8192x8192xf32>) -> tensor<24x32x8192x8192xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>
    return %0 : tensor<24x32x8192x8192xf32>
  }
  func.func private @silu(%arg0: tensor<24x8192x14336xbf16>) -> tensor<24x8192x14336xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<24x8192x14336xbf16>
    %1 = stablehlo.exponential %0 : tensor<24x8192x14336xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<24x8192x14336xbf16>
    %3 = stablehlo.add %2, %1 : tensor<24x8192x14336xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<24x8192x14336xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<24x8192x14336xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<24x8192x14336xbf16>
    return %6 : tensor<24x8192x14336xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<32x24x8192x4096xbf16>, %arg1: tensor<24x8192x4096xbf16>, %arg2: tensor<i32>) -> tensor<32x24x8192x4096xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<24x8192x4096xbf16>) -> tensor<1x24x8192x4096xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x24x8192x4096xbf16>, tensor<1x24x8192x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x24x8192x4096xbf16>
    return %1 : tensor<32x24x8192x4096xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<24x8192x128256xf32>) -> (tensor<24x8192x128256xf32>, tensor<24x8192x128256xf32>, tensor<24x8192x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<24x8192x128256xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24x8192xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<24x8192xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x128256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<24x8192x128256xf32>
    %6 = stablehlo.exponential %5 : tensor<24x8192x128256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x128256xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
    %9 = stablehlo.log %8 : tensor<24x8192x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x128256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<24x8192x128256xf32>
    return %11, %6, %8 : tensor<24x8192x128256xf32>, tensor<24x8192x128256xf32>, tensor<24x8192x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<24x8192x128256xf32>, %arg1: tensor<24x8192x1xi32>) -> (tensor<24x8192x1xf32>, tensor<24x8192x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24x8192x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<24x8192x1xi32>, tensor<24x8192x1xi32>) -> tensor<24x8192x1xi1>
    %c_0 = stablehlo.constant dense<128256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24x8192x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<24x8192x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<24x8192x1xi1>, tensor<24x8192x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<24x8192x1xi32>) -> tensor<24x8192x1x1xi32>
    %c_1 = stablehlo.constant dense<128255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24x8192x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<24x8192x1x1xi32>, tensor<24x8192x1x1xi32>) -> tensor<24x8192x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<24x8192x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<24x8192x1x1xi32>, tensor<24x8192x1x1xi32>) -> tensor<24x8192x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<24x8192x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<24x8192x1x1xi1>, tensor<i1>) -> tensor<24x8192x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<24x8192x128256xf32>, tensor<24x8192x1x1xi32>) -> tensor<24x8192x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<24x8192x1xi1>, tensor<24x8192x1xf32>
    return %15, %5 : tensor<24x8192x1xf32>, tensor<24x8192x1x1xi32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<24x8192x1x1xi32>, %arg1: tensor<24x8192x1xf32>) -> tensor<24x8192x128256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24x8192x128256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<24x8192x128256xf32>, tensor<24x8192x1x1xi32>, tensor<24x8192x1xf32>) -> tensor<24x8192x128256xf32>
    return %1 : tensor<24x8192x128256xf32>
  }
  func.func private @log_softmax_7(%arg0: tensor<24x8192x128256xf32>, %arg1: tensor<24x8192x1xf32>, %arg2: tensor<24x8192x128256xf32>) -> tensor<24x8192x128256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<24x8192x128256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x128256xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %2 = stablehlo.reshape %1 : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<24x8192x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x1xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x128256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<24x8192x128256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<24x8192x128256xf32>
    return %7 : tensor<24x8192x128256xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<32x24x8192x4096xbf16>, %arg1: tensor<i32>) -> tensor<24x8192x4096xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 24, 8192, 4096] : (tensor<32x24x8192x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x24x8192x4096xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x24x8192x4096xbf16>) -> tensor<24x8192x4096xbf16>
    return %1 : tensor<24x8192x4096xbf16>
  }
  func.func private @tril_9(%arg0: tensor<8192x8192xi1>) -> tensor<8192x8192xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8192x8192xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8192x8192xi32>
    %2 = stablehlo.add %0, %1 : tensor<8192x8192xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8192x8192xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8192x8192xi32>, tensor<8192x8192xi32>) -> tensor<8192x8192xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8192x8192xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8192x8192xi1>, tensor<8192x8192xi1>
    return %6 : tensor<8192x8192xi1>
  }
  func.func private @_where_10(%arg0: tensor<8192x8192xi1>, %arg1: tensor<24x32x8192x8192xf32>, %arg2: tensor<f32>) -> (tensor<24x32x8192x8192xf32>, tensor<24x32x8192x8192xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8192x8192xi1>) -> tensor<24x32x8192x8192xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<24x32x8192x8192xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>
    return %3, %1 : tensor<24x32x8192x8192xf32>, tensor<24x32x8192x8192xi1>
  }
  func.func private @silu_11(%arg0: tensor<24x8192x14336xbf16>) -> (tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<24x8192x14336xbf16>
    %1 = stablehlo.exponential %0 : tensor<24x8192x14336xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<24x8192x14336xbf16>
    %3 = stablehlo.add %2, %1 : tensor<24x8192x14336xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<24x8192x14336xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<24x8192x14336xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<24x8192x14336xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<24x8192x14336xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<24x8192x14336xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<24x8192x14336xbf16>
    return %9, %5, %8 : tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>
  }
  func.func private @silu_12(%arg0: tensor<24x8192x14336xbf16>, %arg1: tensor<24x8192x14336xbf16>, %arg2: tensor<24x8192x14336xbf16>, %arg3: tensor<24x8192x14336xbf16>) -> tensor<24x8192x14336xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<24x8192x14336xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<24x8192x14336xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<24x8192x14336xbf16>
    %3 = stablehlo.add %1, %2 : tensor<24x8192x14336xbf16>
    return %3 : tensor<24x8192x14336xbf16>
  }
  func.func private @_where_13(%arg0: tensor<24x32x8192x8192xi1>, %arg1: tensor<24x32x8192x8192xf32>) -> tensor<24x32x8192x8192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24x32x8192x8192xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<24x32x8192x8192xi1>, tensor<24x32x8192x8192xf32>
    return %1 : tensor<24x32x8192x8192xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<32x4096x4096xf32>, %arg1: tensor<4096x4096xf32>, %arg2: tensor<i32>) -> tensor<32x4096x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x4096xf32>) -> tensor<1x4096x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x4096xf32>, tensor<1x4096x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x4096xf32>
    return %1 : tensor<32x4096x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<32x4096x1024xf32>, %arg1: tensor<4096x1024xf32>, %arg2: tensor<i32>) -> tensor<32x4096x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x1024xf32>) -> tensor<1x4096x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x1024xf32>, tensor<1x4096x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x1024xf32>
    return %1 : tensor<32x4096x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<32x4096x14336xf32>, %arg1: tensor<4096x14336xf32>, %arg2: tensor<i32>) -> tensor<32x4096x14336xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x14336xf32>) -> tensor<1x4096x14336xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x14336xf32>, tensor<1x4096x14336xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x14336xf32>
    return %1 : tensor<32x4096x14336xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<32x14336x4096xf32>, %arg1: tensor<14336x4096xf32>, %arg2: tensor<i32>) -> tensor<32x14336x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<14336x4096xf32>) -> tensor<1x14336x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x14336x4096xf32>, tensor<1x14336x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x14336x4096xf32>
    return %1 : tensor<32x14336x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<32x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<i32>) -> tensor<32x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<32x4096xf32>, tensor<1x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<32x4096xf32>
    return %1 : tensor<32x4096xf32>
  }
  func.func private @_take_19(%arg0: tensor<24x8192x1xi32>, %arg1: tensor<24x8192x4096xf32>) -> tensor<128256x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128256x4096xf32>, tensor<24x8192x1xi32>, tensor<24x8192x4096xf32>) -> tensor<128256x4096xf32>
    return %1 : tensor<128256x4096xf32>
  }
}
