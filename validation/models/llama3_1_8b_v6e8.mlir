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
    %37 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %38 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %39 = stablehlo.compare GE, %37, %38, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %40:2 = call @_where_0(%39, %cst_5) : (tensor<2048x2048xi1>, tensor<f32>) -> (tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>)
    %41 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %42 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %44:2 = call @_where_0(%43, %cst_6) : (tensor<2048x2048xi1>, tensor<f32>) -> (tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>)
    %45 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %46 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %47 = stablehlo.compare GE, %45, %46, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %48:2 = call @_where_0(%47, %cst_7) : (tensor<2048x2048xi1>, tensor<f32>) -> (tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>)
    %49 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %50 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %51 = stablehlo.compare GE, %49, %50, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_8 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %52:2 = call @_where_0(%51, %cst_8) : (tensor<2048x2048xi1>, tensor<f32>) -> (tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>)
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<32x24x8192x4096xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<32x24x8192x1024xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<32x24x8192x1024xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<32x24x8192x4096xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<32x24x8192x4096xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %58:28 = stablehlo.while(%iterArg = %arg1, %iterArg_121 = %arg2, %iterArg_122 = %arg3, %iterArg_123 = %arg4, %iterArg_124 = %arg5, %iterArg_125 = %arg6, %iterArg_126 = %arg7, %iterArg_127 = %arg8, %iterArg_128 = %arg9, %iterArg_129 = %17, %iterArg_130 = %19, %iterArg_131 = %34, %iterArg_132 = %36, %iterArg_133 = %40#0, %iterArg_134 = %40#1, %iterArg_135 = %44#0, %iterArg_136 = %44#1, %iterArg_137 = %48#0, %iterArg_138 = %48#1, %iterArg_139 = %52#0, %iterArg_140 = %52#1, %iterArg_141 = %c, %iterArg_142 = %1, %iterArg_143 = %53, %iterArg_144 = %54, %iterArg_145 = %55, %iterArg_146 = %56, %iterArg_147 = %57) : tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<i32>, tensor<24x8192x4096xbf16>, tensor<32x24x8192x4096xbf16>, tensor<32x24x8192x1024xbf16>, tensor<32x24x8192x1024xbf16>, tensor<32x24x8192x4096xbf16>, tensor<32x24x8192x4096xbf16>
    cond {
      %c_148 = stablehlo.constant dense<32> : tensor<i32>
      %382 = stablehlo.compare LT, %iterArg_141, %c_148, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %382 : tensor<i1>
    } do {
      %382 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_141) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %383 = func.call @dynamic_index_in_dim_1(%iterArg_121, %iterArg_141) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %384 = func.call @dynamic_index_in_dim_1(%iterArg_122, %iterArg_141) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %385 = func.call @dynamic_index_in_dim(%iterArg_123, %iterArg_141) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %386 = func.call @dynamic_index_in_dim_2(%iterArg_124, %iterArg_141) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %387 = func.call @dynamic_index_in_dim_2(%iterArg_125, %iterArg_141) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %388 = func.call @dynamic_index_in_dim_3(%iterArg_126, %iterArg_141) : (tensor<32x14336x4096xf32>, tensor<i32>) -> tensor<14336x4096xf32>
      %389 = func.call @dynamic_index_in_dim_4(%iterArg_127, %iterArg_141) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %390 = func.call @dynamic_index_in_dim_4(%iterArg_128, %iterArg_141) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %391 = stablehlo.convert %iterArg_142 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %392 = stablehlo.multiply %391, %391 : tensor<24x8192x4096xf32>
      %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %393 = stablehlo.reduce(%392 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %cst_149 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %395 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %396 = stablehlo.divide %394, %395 : tensor<24x8192x1xf32>
      %cst_150 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %397 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %398 = stablehlo.add %396, %397 : tensor<24x8192x1xf32>
      %399 = stablehlo.rsqrt %398 : tensor<24x8192x1xf32>
      %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %401 = stablehlo.multiply %391, %400 : tensor<24x8192x4096xf32>
      %402 = stablehlo.broadcast_in_dim %389, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %404 = stablehlo.multiply %401, %403 : tensor<24x8192x4096xf32>
      %405 = stablehlo.convert %404 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %406 = stablehlo.convert %382 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %407 = stablehlo.dot_general %405, %406, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %408 = stablehlo.reduce_precision %407, format = e8m7 : tensor<24x8192x4096xbf16>
      %409 = stablehlo.reshape %408 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x32x128xbf16>
      %410 = stablehlo.slice %409 [0:24, 0:8192, 0:32, 0:64] : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x64xbf16>
      %411 = stablehlo.convert %410 : (tensor<24x8192x32x64xbf16>) -> tensor<24x8192x32x64xf32>
      %412 = stablehlo.slice %409 [0:24, 0:8192, 0:32, 64:128] : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x64xbf16>
      %413 = stablehlo.convert %412 : (tensor<24x8192x32x64xbf16>) -> tensor<24x8192x32x64xf32>
      %414 = stablehlo.broadcast_in_dim %iterArg_129, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %415 = stablehlo.multiply %411, %414 : tensor<24x8192x32x64xf32>
      %416 = stablehlo.broadcast_in_dim %iterArg_130, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %417 = stablehlo.multiply %413, %416 : tensor<24x8192x32x64xf32>
      %418 = stablehlo.subtract %415, %417 : tensor<24x8192x32x64xf32>
      %419 = stablehlo.broadcast_in_dim %iterArg_129, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %420 = stablehlo.multiply %413, %419 : tensor<24x8192x32x64xf32>
      %421 = stablehlo.broadcast_in_dim %iterArg_130, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %422 = stablehlo.multiply %411, %421 : tensor<24x8192x32x64xf32>
      %423 = stablehlo.add %420, %422 : tensor<24x8192x32x64xf32>
      %424 = stablehlo.concatenate %418, %423, dim = 3 : (tensor<24x8192x32x64xf32>, tensor<24x8192x32x64xf32>) -> tensor<24x8192x32x128xf32>
      %425 = stablehlo.convert %424 : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x128xbf16>
      %426 = stablehlo.convert %383 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %427 = stablehlo.dot_general %405, %426, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x1024xbf16>
      %428 = stablehlo.reduce_precision %427, format = e8m7 : tensor<24x8192x1024xbf16>
      %429 = stablehlo.reshape %428 : (tensor<24x8192x1024xbf16>) -> tensor<24x8192x8x128xbf16>
      %430 = stablehlo.slice %429 [0:24, 0:8192, 0:8, 0:64] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x64xbf16>
      %431 = stablehlo.convert %430 : (tensor<24x8192x8x64xbf16>) -> tensor<24x8192x8x64xf32>
      %432 = stablehlo.slice %429 [0:24, 0:8192, 0:8, 64:128] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x64xbf16>
      %433 = stablehlo.convert %432 : (tensor<24x8192x8x64xbf16>) -> tensor<24x8192x8x64xf32>
      %434 = stablehlo.broadcast_in_dim %iterArg_131, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %435 = stablehlo.multiply %431, %434 : tensor<24x8192x8x64xf32>
      %436 = stablehlo.broadcast_in_dim %iterArg_132, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %437 = stablehlo.multiply %433, %436 : tensor<24x8192x8x64xf32>
      %438 = stablehlo.subtract %435, %437 : tensor<24x8192x8x64xf32>
      %439 = stablehlo.broadcast_in_dim %iterArg_131, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %440 = stablehlo.multiply %433, %439 : tensor<24x8192x8x64xf32>
      %441 = stablehlo.broadcast_in_dim %iterArg_132, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %442 = stablehlo.multiply %431, %441 : tensor<24x8192x8x64xf32>
      %443 = stablehlo.add %440, %442 : tensor<24x8192x8x64xf32>
      %444 = stablehlo.concatenate %438, %443, dim = 3 : (tensor<24x8192x8x64xf32>, tensor<24x8192x8x64xf32>) -> tensor<24x8192x8x128xf32>
      %445 = stablehlo.convert %444 : (tensor<24x8192x8x128xf32>) -> tensor<24x8192x8x128xbf16>
      %446 = stablehlo.convert %384 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %447 = stablehlo.dot_general %405, %446, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x1024xbf16>
      %448 = stablehlo.reduce_precision %447, format = e8m7 : tensor<24x8192x1024xbf16>
      %449 = stablehlo.reshape %448 : (tensor<24x8192x1024xbf16>) -> tensor<24x8192x8x128xbf16>
      %450 = stablehlo.reshape %425 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %451 = stablehlo.transpose %450, dims = [0, 2, 3, 1, 4] : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8x4x8192x128xbf16>
      %452 = stablehlo.transpose %445, dims = [0, 2, 1, 3] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8x8192x128xbf16>
      %453 = stablehlo.transpose %449, dims = [0, 2, 1, 3] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8x8192x128xbf16>
      %454 = stablehlo.slice %452 [0:24, 0:8, 0:2048, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %455 = stablehlo.slice %452 [0:24, 0:8, 2048:4096, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %456 = stablehlo.slice %452 [0:24, 0:8, 4096:6144, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %457 = stablehlo.slice %452 [0:24, 0:8, 6144:8192, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %458 = stablehlo.slice %453 [0:24, 0:8, 0:2048, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %459 = stablehlo.slice %453 [0:24, 0:8, 2048:4096, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %460 = stablehlo.slice %453 [0:24, 0:8, 4096:6144, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %461 = stablehlo.slice %453 [0:24, 0:8, 6144:8192, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %462 = stablehlo.slice %451 [0:24, 0:8, 0:4, 0:2048, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %463 = stablehlo.slice %451 [0:24, 0:8, 0:4, 2048:4096, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %464 = stablehlo.slice %451 [0:24, 0:8, 0:4, 4096:6144, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %465 = stablehlo.slice %451 [0:24, 0:8, 0:4, 6144:8192, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %466 = stablehlo.dot_general %462, %454, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_151 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %468 = stablehlo.divide %466, %467 : tensor<24x8x4x2048x2048xf32>
      %469 = func.call @_where_5(%468, %iterArg_133, %iterArg_134) : (tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xf32>
      %cst_152 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %470 = stablehlo.reduce(%469 init: %cst_152) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %473 = stablehlo.subtract %469, %472 : tensor<24x8x4x2048x2048xf32>
      %474 = stablehlo.exponential %473 : tensor<24x8x4x2048x2048xf32>
      %475 = stablehlo.convert %474 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %476 = stablehlo.dot_general %475, %458, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %477 = stablehlo.reduce(%474 init: %cst_153) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %480 = stablehlo.divide %476, %479 : tensor<24x8x4x2048x128xf32>
      %481 = stablehlo.convert %480 : (tensor<24x8x4x2048x128xf32>) -> tensor<24x8x4x2048x128xbf16>
      %482 = stablehlo.dot_general %463, %454, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_154 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %483 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %484 = stablehlo.divide %482, %483 : tensor<24x8x4x2048x2048xf32>
      %cst_155 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %485 = stablehlo.reduce(%484 init: %cst_155) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %488 = stablehlo.subtract %484, %487 : tensor<24x8x4x2048x2048xf32>
      %489 = stablehlo.exponential %488 : tensor<24x8x4x2048x2048xf32>
      %490 = stablehlo.convert %489 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %491 = stablehlo.dot_general %490, %458, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %492 = stablehlo.reduce(%489 init: %cst_156) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %493 = stablehlo.dot_general %463, %455, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_157 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %494 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %495 = stablehlo.divide %493, %494 : tensor<24x8x4x2048x2048xf32>
      %496 = func.call @_where_5(%495, %iterArg_135, %iterArg_136) : (tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xf32>
      %cst_158 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %497 = stablehlo.reduce(%496 init: %cst_158) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %498 = stablehlo.maximum %485, %497 : tensor<24x8x4x2048xf32>
      %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %501 = stablehlo.subtract %496, %500 : tensor<24x8x4x2048x2048xf32>
      %502 = stablehlo.exponential %501 : tensor<24x8x4x2048x2048xf32>
      %503 = stablehlo.convert %502 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %504 = stablehlo.dot_general %503, %459, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %505 = stablehlo.subtract %485, %498 : tensor<24x8x4x2048xf32>
      %506 = stablehlo.exponential %505 : tensor<24x8x4x2048xf32>
      %507 = stablehlo.multiply %492, %506 : tensor<24x8x4x2048xf32>
      %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %508 = stablehlo.reduce(%502 init: %cst_159) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %509 = stablehlo.add %507, %508 : tensor<24x8x4x2048xf32>
      %510 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %512 = stablehlo.multiply %491, %511 : tensor<24x8x4x2048x128xf32>
      %513 = stablehlo.add %512, %504 : tensor<24x8x4x2048x128xf32>
      %514 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %516 = stablehlo.divide %513, %515 : tensor<24x8x4x2048x128xf32>
      %517 = stablehlo.convert %516 : (tensor<24x8x4x2048x128xf32>) -> tensor<24x8x4x2048x128xbf16>
      %518 = stablehlo.dot_general %464, %454, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_160 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %519 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %520 = stablehlo.divide %518, %519 : tensor<24x8x4x2048x2048xf32>
      %cst_161 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %521 = stablehlo.reduce(%520 init: %cst_161) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %522 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %524 = stablehlo.subtract %520, %523 : tensor<24x8x4x2048x2048xf32>
      %525 = stablehlo.exponential %524 : tensor<24x8x4x2048x2048xf32>
      %526 = stablehlo.convert %525 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %527 = stablehlo.dot_general %526, %458, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %528 = stablehlo.reduce(%525 init: %cst_162) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %529 = stablehlo.dot_general %464, %455, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_163 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %530 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %531 = stablehlo.divide %529, %530 : tensor<24x8x4x2048x2048xf32>
      %cst_164 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %532 = stablehlo.reduce(%531 init: %cst_164) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %533 = stablehlo.maximum %521, %532 : tensor<24x8x4x2048xf32>
      %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %536 = stablehlo.subtract %531, %535 : tensor<24x8x4x2048x2048xf32>
      %537 = stablehlo.exponential %536 : tensor<24x8x4x2048x2048xf32>
      %538 = stablehlo.convert %537 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %539 = stablehlo.dot_general %538, %459, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %540 = stablehlo.subtract %521, %533 : tensor<24x8x4x2048xf32>
      %541 = stablehlo.exponential %540 : tensor<24x8x4x2048xf32>
      %542 = stablehlo.multiply %528, %541 : tensor<24x8x4x2048xf32>
      %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %543 = stablehlo.reduce(%537 init: %cst_165) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %544 = stablehlo.add %542, %543 : tensor<24x8x4x2048xf32>
      %545 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %547 = stablehlo.multiply %527, %546 : tensor<24x8x4x2048x128xf32>
      %548 = stablehlo.add %547, %539 : tensor<24x8x4x2048x128xf32>
      %549 = stablehlo.dot_general %464, %456, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_166 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %550 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %551 = stablehlo.divide %549, %550 : tensor<24x8x4x2048x2048xf32>
      %552 = func.call @_where_5(%551, %iterArg_137, %iterArg_138) : (tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xf32>
      %cst_167 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %553 = stablehlo.reduce(%552 init: %cst_167) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %554 = stablehlo.maximum %533, %553 : tensor<24x8x4x2048xf32>
      %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %557 = stablehlo.subtract %552, %556 : tensor<24x8x4x2048x2048xf32>
      %558 = stablehlo.exponential %557 : tensor<24x8x4x2048x2048xf32>
      %559 = stablehlo.convert %558 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %560 = stablehlo.dot_general %559, %460, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %561 = stablehlo.subtract %533, %554 : tensor<24x8x4x2048xf32>
      %562 = stablehlo.exponential %561 : tensor<24x8x4x2048xf32>
      %563 = stablehlo.multiply %544, %562 : tensor<24x8x4x2048xf32>
      %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %564 = stablehlo.reduce(%558 init: %cst_168) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %565 = stablehlo.add %563, %564 : tensor<24x8x4x2048xf32>
      %566 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %568 = stablehlo.multiply %548, %567 : tensor<24x8x4x2048x128xf32>
      %569 = stablehlo.add %568, %560 : tensor<24x8x4x2048x128xf32>
      %570 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %572 = stablehlo.divide %569, %571 : tensor<24x8x4x2048x128xf32>
      %573 = stablehlo.convert %572 : (tensor<24x8x4x2048x128xf32>) -> tensor<24x8x4x2048x128xbf16>
      %574 = stablehlo.dot_general %465, %454, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_169 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %575 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %576 = stablehlo.divide %574, %575 : tensor<24x8x4x2048x2048xf32>
      %cst_170 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %577 = stablehlo.reduce(%576 init: %cst_170) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %580 = stablehlo.subtract %576, %579 : tensor<24x8x4x2048x2048xf32>
      %581 = stablehlo.exponential %580 : tensor<24x8x4x2048x2048xf32>
      %582 = stablehlo.convert %581 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %583 = stablehlo.dot_general %582, %458, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %584 = stablehlo.reduce(%581 init: %cst_171) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %585 = stablehlo.dot_general %465, %455, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_172 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %586 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %587 = stablehlo.divide %585, %586 : tensor<24x8x4x2048x2048xf32>
      %cst_173 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %588 = stablehlo.reduce(%587 init: %cst_173) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %589 = stablehlo.maximum %577, %588 : tensor<24x8x4x2048xf32>
      %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %592 = stablehlo.subtract %587, %591 : tensor<24x8x4x2048x2048xf32>
      %593 = stablehlo.exponential %592 : tensor<24x8x4x2048x2048xf32>
      %594 = stablehlo.convert %593 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %595 = stablehlo.dot_general %594, %459, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %596 = stablehlo.subtract %577, %589 : tensor<24x8x4x2048xf32>
      %597 = stablehlo.exponential %596 : tensor<24x8x4x2048xf32>
      %598 = stablehlo.multiply %584, %597 : tensor<24x8x4x2048xf32>
      %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %599 = stablehlo.reduce(%593 init: %cst_174) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %600 = stablehlo.add %598, %599 : tensor<24x8x4x2048xf32>
      %601 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %603 = stablehlo.multiply %583, %602 : tensor<24x8x4x2048x128xf32>
      %604 = stablehlo.add %603, %595 : tensor<24x8x4x2048x128xf32>
      %605 = stablehlo.dot_general %465, %456, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_175 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %606 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %607 = stablehlo.divide %605, %606 : tensor<24x8x4x2048x2048xf32>
      %cst_176 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %608 = stablehlo.reduce(%607 init: %cst_176) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %609 = stablehlo.maximum %589, %608 : tensor<24x8x4x2048xf32>
      %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %612 = stablehlo.subtract %607, %611 : tensor<24x8x4x2048x2048xf32>
      %613 = stablehlo.exponential %612 : tensor<24x8x4x2048x2048xf32>
      %614 = stablehlo.convert %613 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %615 = stablehlo.dot_general %614, %460, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %616 = stablehlo.subtract %589, %609 : tensor<24x8x4x2048xf32>
      %617 = stablehlo.exponential %616 : tensor<24x8x4x2048xf32>
      %618 = stablehlo.multiply %600, %617 : tensor<24x8x4x2048xf32>
      %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %619 = stablehlo.reduce(%613 init: %cst_177) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %620 = stablehlo.add %618, %619 : tensor<24x8x4x2048xf32>
      %621 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %623 = stablehlo.multiply %604, %622 : tensor<24x8x4x2048x128xf32>
      %624 = stablehlo.add %623, %615 : tensor<24x8x4x2048x128xf32>
      %625 = stablehlo.dot_general %465, %457, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_178 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %627 = stablehlo.divide %625, %626 : tensor<24x8x4x2048x2048xf32>
      %628 = func.call @_where_5(%627, %iterArg_139, %iterArg_140) : (tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xf32>
      %cst_179 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %629 = stablehlo.reduce(%628 init: %cst_179) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %630 = stablehlo.maximum %609, %629 : tensor<24x8x4x2048xf32>
      %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %633 = stablehlo.subtract %628, %632 : tensor<24x8x4x2048x2048xf32>
      %634 = stablehlo.exponential %633 : tensor<24x8x4x2048x2048xf32>
      %635 = stablehlo.convert %634 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %636 = stablehlo.dot_general %635, %461, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %637 = stablehlo.subtract %609, %630 : tensor<24x8x4x2048xf32>
      %638 = stablehlo.exponential %637 : tensor<24x8x4x2048xf32>
      %639 = stablehlo.multiply %620, %638 : tensor<24x8x4x2048xf32>
      %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %640 = stablehlo.reduce(%634 init: %cst_180) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %641 = stablehlo.add %639, %640 : tensor<24x8x4x2048xf32>
      %642 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %644 = stablehlo.multiply %624, %643 : tensor<24x8x4x2048x128xf32>
      %645 = stablehlo.add %644, %636 : tensor<24x8x4x2048x128xf32>
      %646 = stablehlo.broadcast_in_dim %641, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %648 = stablehlo.divide %645, %647 : tensor<24x8x4x2048x128xf32>
      %649 = stablehlo.convert %648 : (tensor<24x8x4x2048x128xf32>) -> tensor<24x8x4x2048x128xbf16>
      %650 = stablehlo.concatenate %481, %517, %573, %649, dim = 3 : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x4x2048x128xbf16>, tensor<24x8x4x2048x128xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x4x8192x128xbf16>
      %651 = stablehlo.transpose %650, dims = [0, 3, 1, 2, 4] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %652 = stablehlo.reshape %651 : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8192x4096xbf16>
      %653 = stablehlo.convert %385 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %654 = stablehlo.dot_general %652, %653, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %655 = stablehlo.reduce_precision %654, format = e8m7 : tensor<24x8192x4096xbf16>
      %656 = stablehlo.add %iterArg_142, %655 : tensor<24x8192x4096xbf16>
      %657 = stablehlo.convert %656 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %658 = stablehlo.multiply %657, %657 : tensor<24x8192x4096xf32>
      %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %659 = stablehlo.reduce(%658 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %cst_182 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %661 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %662 = stablehlo.divide %660, %661 : tensor<24x8192x1xf32>
      %cst_183 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %663 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %664 = stablehlo.add %662, %663 : tensor<24x8192x1xf32>
      %665 = stablehlo.rsqrt %664 : tensor<24x8192x1xf32>
      %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %667 = stablehlo.multiply %657, %666 : tensor<24x8192x4096xf32>
      %668 = stablehlo.broadcast_in_dim %390, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %670 = stablehlo.multiply %667, %669 : tensor<24x8192x4096xf32>
      %671 = stablehlo.convert %670 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %672 = stablehlo.convert %386 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %673 = stablehlo.dot_general %671, %672, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %674 = func.call @silu(%673) : (tensor<24x8192x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %675 = stablehlo.convert %387 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %676 = stablehlo.dot_general %671, %675, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %677 = stablehlo.multiply %674, %676 : tensor<24x8192x14336xbf16>
      %678 = stablehlo.convert %388 : (tensor<14336x4096xf32>) -> tensor<14336x4096xbf16>
      %679 = stablehlo.dot_general %677, %678, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %680 = stablehlo.add %656, %679 : tensor<24x8192x4096xbf16>
      %681 = func.call @dynamic_update_index_in_dim(%iterArg_143, %408, %iterArg_141) : (tensor<32x24x8192x4096xbf16>, tensor<24x8192x4096xbf16>, tensor<i32>) -> tensor<32x24x8192x4096xbf16>
      %682 = func.call @dynamic_update_index_in_dim_6(%iterArg_144, %428, %iterArg_141) : (tensor<32x24x8192x1024xbf16>, tensor<24x8192x1024xbf16>, tensor<i32>) -> tensor<32x24x8192x1024xbf16>
      %683 = func.call @dynamic_update_index_in_dim_6(%iterArg_145, %448, %iterArg_141) : (tensor<32x24x8192x1024xbf16>, tensor<24x8192x1024xbf16>, tensor<i32>) -> tensor<32x24x8192x1024xbf16>
      %684 = func.call @dynamic_update_index_in_dim(%iterArg_146, %655, %iterArg_141) : (tensor<32x24x8192x4096xbf16>, tensor<24x8192x4096xbf16>, tensor<i32>) -> tensor<32x24x8192x4096xbf16>
      %685 = func.call @dynamic_update_index_in_dim(%iterArg_147, %iterArg_142, %iterArg_141) : (tensor<32x24x8192x4096xbf16>, tensor<24x8192x4096xbf16>, tensor<i32>) -> tensor<32x24x8192x4096xbf16>
      %c_184 = stablehlo.constant dense<1> : tensor<i32>
      %686 = stablehlo.add %iterArg_141, %c_184 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %iterArg_128, %iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %iterArg_133, %iterArg_134, %iterArg_135, %iterArg_136, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %686, %680, %681, %682, %683, %684, %685 : tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<1x8192x1x64xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<i32>, tensor<24x8192x4096xbf16>, tensor<32x24x8192x4096xbf16>, tensor<32x24x8192x1024xbf16>, tensor<32x24x8192x1024xbf16>, tensor<32x24x8192x4096xbf16>, tensor<32x24x8192x4096xbf16>
    }
    %59 = stablehlo.convert %58#22 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
    %60 = stablehlo.multiply %59, %59 : tensor<24x8192x4096xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
    %cst_15 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %64 = stablehlo.divide %62, %63 : tensor<24x8192x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %66 = stablehlo.add %64, %65 : tensor<24x8192x1xf32>
    %67 = stablehlo.rsqrt %66 : tensor<24x8192x1xf32>
    %68 = stablehlo.divide %67, %66 : tensor<24x8192x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<24x8192x1xf32>
    %71 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
    %72 = stablehlo.multiply %59, %71 : tensor<24x8192x4096xf32>
    %73 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
    %75 = stablehlo.multiply %72, %74 : tensor<24x8192x4096xf32>
    %76 = stablehlo.convert %75 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
    %77 = stablehlo.convert %arg11 : (tensor<4096x128256xf32>) -> tensor<4096x128256xbf16>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x128256xbf16>) -> tensor<24x8192x128256xbf16>
    %79 = stablehlo.convert %78 : (tensor<24x8192x128256xbf16>) -> tensor<24x8192x128256xf32>
    %80:3 = call @log_softmax(%79) : (tensor<24x8192x128256xf32>) -> (tensor<24x8192x128256xf32>, tensor<24x8192x128256xf32>, tensor<24x8192x1xf32>)
    %81 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1] : (tensor<24x8192xi32>) -> tensor<24x8192x1xi32>
    %82:2 = call @take_along_axis(%80#0, %81) : (tensor<24x8192x128256xf32>, tensor<24x8192x1xi32>) -> (tensor<24x8192x1xf32>, tensor<24x8192x1x1xi32>)
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82#0 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<24x8192x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<1.966080e+05> : tensor<f32>
    %84 = stablehlo.divide %83, %cst_19 : tensor<f32>
    %85 = stablehlo.negate %84 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.negate %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.966080e+05> : tensor<f32>
    %87 = stablehlo.divide %86, %cst_21 : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %89 = call @take_along_axis_7(%82#1, %88) : (tensor<24x8192x1x1xi32>, tensor<24x8192x1xf32>) -> tensor<24x8192x128256xf32>
    %90 = call @log_softmax_8(%80#1, %80#2, %89) : (tensor<24x8192x128256xf32>, tensor<24x8192x1xf32>, tensor<24x8192x128256xf32>) -> tensor<24x8192x128256xf32>
    %91 = stablehlo.convert %90 : (tensor<24x8192x128256xf32>) -> tensor<24x8192x128256xbf16>
    %92 = stablehlo.dot_general %91, %76, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x128256xbf16>, tensor<24x8192x4096xbf16>) -> tensor<128256x4096xbf16>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<128256x4096xbf16>) -> tensor<4096x128256xbf16>
    %94 = stablehlo.dot_general %91, %77, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x128256xbf16>, tensor<4096x128256xbf16>) -> tensor<24x8192x4096xbf16>
    %95 = stablehlo.convert %93 : (tensor<4096x128256xbf16>) -> tensor<4096x128256xf32>
    %96 = stablehlo.convert %94 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
    %97 = stablehlo.multiply %72, %96 : tensor<24x8192x4096xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %99 = stablehlo.reshape %98 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %100 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
    %101 = stablehlo.multiply %96, %100 : tensor<24x8192x4096xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%99 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %103 = stablehlo.multiply %59, %101 : tensor<24x8192x4096xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %105 = stablehlo.reshape %104 : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
    %106 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
    %107 = stablehlo.multiply %101, %106 : tensor<24x8192x4096xf32>
    %108 = stablehlo.multiply %105, %70 : tensor<24x8192x1xf32>
    %cst_25 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
    %110 = stablehlo.divide %108, %109 : tensor<24x8192x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x1xf32>, tensor<f32>) -> tensor<24x8192xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x4096xf32>
    %113 = stablehlo.multiply %59, %112 : tensor<24x8192x4096xf32>
    %114 = stablehlo.multiply %112, %59 : tensor<24x8192x4096xf32>
    %115 = stablehlo.add %107, %114 : tensor<24x8192x4096xf32>
    %116 = stablehlo.add %115, %113 : tensor<24x8192x4096xf32>
    %117 = stablehlo.convert %116 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %127:25 = stablehlo.while(%iterArg = %58#23, %iterArg_121 = %58#24, %iterArg_122 = %58#25, %iterArg_123 = %58#26, %iterArg_124 = %58#27, %iterArg_125 = %arg1, %iterArg_126 = %arg2, %iterArg_127 = %arg3, %iterArg_128 = %arg4, %iterArg_129 = %arg5, %iterArg_130 = %arg6, %iterArg_131 = %arg7, %iterArg_132 = %arg8, %iterArg_133 = %arg9, %iterArg_134 = %c_36, %iterArg_135 = %117, %iterArg_136 = %118, %iterArg_137 = %119, %iterArg_138 = %120, %iterArg_139 = %121, %iterArg_140 = %122, %iterArg_141 = %123, %iterArg_142 = %124, %iterArg_143 = %125, %iterArg_144 = %126) : tensor<32x24x8192x4096xbf16>, tensor<32x24x8192x1024xbf16>, tensor<32x24x8192x1024xbf16>, tensor<32x24x8192x4096xbf16>, tensor<32x24x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<i32>, tensor<24x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>
    cond {
      %c_145 = stablehlo.constant dense<32> : tensor<i32>
      %382 = stablehlo.compare LT, %iterArg_134, %c_145, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %382 : tensor<i1>
    } do {
      %c_145 = stablehlo.constant dense<32> : tensor<i32>
      %382 = stablehlo.subtract %c_145, %iterArg_134 : tensor<i32>
      %c_146 = stablehlo.constant dense<1> : tensor<i32>
      %383 = stablehlo.subtract %382, %c_146 : tensor<i32>
      %384 = func.call @dynamic_index_in_dim_9(%iterArg, %383) : (tensor<32x24x8192x4096xbf16>, tensor<i32>) -> tensor<24x8192x4096xbf16>
      %385 = func.call @dynamic_index_in_dim_10(%iterArg_121, %383) : (tensor<32x24x8192x1024xbf16>, tensor<i32>) -> tensor<24x8192x1024xbf16>
      %386 = func.call @dynamic_index_in_dim_10(%iterArg_122, %383) : (tensor<32x24x8192x1024xbf16>, tensor<i32>) -> tensor<24x8192x1024xbf16>
      %387 = func.call @dynamic_index_in_dim_9(%iterArg_123, %383) : (tensor<32x24x8192x4096xbf16>, tensor<i32>) -> tensor<24x8192x4096xbf16>
      %388 = func.call @dynamic_index_in_dim_9(%iterArg_124, %383) : (tensor<32x24x8192x4096xbf16>, tensor<i32>) -> tensor<24x8192x4096xbf16>
      %389 = func.call @dynamic_index_in_dim(%iterArg_125, %383) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %390 = func.call @dynamic_index_in_dim_1(%iterArg_126, %383) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %391 = func.call @dynamic_index_in_dim_1(%iterArg_127, %383) : (tensor<32x4096x1024xf32>, tensor<i32>) -> tensor<4096x1024xf32>
      %392 = func.call @dynamic_index_in_dim(%iterArg_128, %383) : (tensor<32x4096x4096xf32>, tensor<i32>) -> tensor<4096x4096xf32>
      %393 = func.call @dynamic_index_in_dim_2(%iterArg_129, %383) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %394 = func.call @dynamic_index_in_dim_2(%iterArg_130, %383) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %395 = func.call @dynamic_index_in_dim_3(%iterArg_131, %383) : (tensor<32x14336x4096xf32>, tensor<i32>) -> tensor<14336x4096xf32>
      %396 = func.call @dynamic_index_in_dim_4(%iterArg_132, %383) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %397 = func.call @dynamic_index_in_dim_4(%iterArg_133, %383) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %398:15 = stablehlo.optimization_barrier %384, %385, %386, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %iterArg_135 : tensor<24x8192x4096xbf16>, tensor<24x8192x1024xbf16>, tensor<24x8192x1024xbf16>, tensor<24x8192x4096xbf16>, tensor<24x8192x4096xbf16>, tensor<4096x4096xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x4096xf32>, tensor<4096x14336xf32>, tensor<4096x14336xf32>, tensor<14336x4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<24x8192x4096xbf16>
      %399 = stablehlo.convert %398#4 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %400 = stablehlo.multiply %399, %399 : tensor<24x8192x4096xf32>
      %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %401 = stablehlo.reduce(%400 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %cst_148 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %403 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %404 = stablehlo.divide %402, %403 : tensor<24x8192x1xf32>
      %cst_149 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %405 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %406 = stablehlo.add %404, %405 : tensor<24x8192x1xf32>
      %407 = stablehlo.rsqrt %406 : tensor<24x8192x1xf32>
      %408 = stablehlo.divide %407, %406 : tensor<24x8192x1xf32>
      %cst_150 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %409 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %410 = stablehlo.multiply %409, %408 : tensor<24x8192x1xf32>
      %411 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %412 = stablehlo.multiply %399, %411 : tensor<24x8192x4096xf32>
      %413 = stablehlo.broadcast_in_dim %398#12, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %415 = stablehlo.multiply %412, %414 : tensor<24x8192x4096xf32>
      %416 = stablehlo.convert %415 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %417 = stablehlo.iota dim = 0 : tensor<8192xi32>
      %418 = stablehlo.convert %398#5 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %419 = stablehlo.reshape %398#0 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x32x128xbf16>
      %420 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_151 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %421 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %422 = stablehlo.divide %420, %421 : tensor<64xf32>
      %cst_152 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %423 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %424 = stablehlo.power %423, %422 : tensor<64xf32>
      %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %425 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %426 = stablehlo.divide %425, %424 : tensor<64xf32>
      %427 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
      %428 = stablehlo.convert %427 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
      %429 = stablehlo.broadcast_in_dim %426, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %430 = stablehlo.broadcast_in_dim %428, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
      %431 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
      %432 = stablehlo.multiply %430, %431 : tensor<8192x64xf32>
      %433 = stablehlo.cosine %432 : tensor<8192x64xf32>
      %434 = stablehlo.broadcast_in_dim %433, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %435 = stablehlo.sine %432 : tensor<8192x64xf32>
      %436 = stablehlo.broadcast_in_dim %435, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %437 = stablehlo.slice %419 [0:24, 0:8192, 0:32, 0:64] : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x64xbf16>
      %438 = stablehlo.convert %437 : (tensor<24x8192x32x64xbf16>) -> tensor<24x8192x32x64xf32>
      %439 = stablehlo.slice %419 [0:24, 0:8192, 0:32, 64:128] : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x64xbf16>
      %440 = stablehlo.convert %439 : (tensor<24x8192x32x64xbf16>) -> tensor<24x8192x32x64xf32>
      %441 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %442 = stablehlo.multiply %438, %441 : tensor<24x8192x32x64xf32>
      %443 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %444 = stablehlo.multiply %440, %443 : tensor<24x8192x32x64xf32>
      %445 = stablehlo.subtract %442, %444 : tensor<24x8192x32x64xf32>
      %446 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %447 = stablehlo.multiply %440, %446 : tensor<24x8192x32x64xf32>
      %448 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %449 = stablehlo.multiply %438, %448 : tensor<24x8192x32x64xf32>
      %450 = stablehlo.add %447, %449 : tensor<24x8192x32x64xf32>
      %451 = stablehlo.concatenate %445, %450, dim = 3 : (tensor<24x8192x32x64xf32>, tensor<24x8192x32x64xf32>) -> tensor<24x8192x32x128xf32>
      %452 = stablehlo.convert %451 : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x128xbf16>
      %453 = stablehlo.convert %398#6 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %454 = stablehlo.reshape %398#1 : (tensor<24x8192x1024xbf16>) -> tensor<24x8192x8x128xbf16>
      %455 = stablehlo.iota dim = 0 : tensor<64xf32>
      %cst_154 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %456 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %457 = stablehlo.divide %455, %456 : tensor<64xf32>
      %cst_155 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %458 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %459 = stablehlo.power %458, %457 : tensor<64xf32>
      %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %460 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %461 = stablehlo.divide %460, %459 : tensor<64xf32>
      %462 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
      %463 = stablehlo.convert %462 : (tensor<8192x1xi32>) -> tensor<8192x1xf32>
      %464 = stablehlo.broadcast_in_dim %461, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %465 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x64xf32>
      %466 = stablehlo.broadcast_in_dim %464, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8192x64xf32>
      %467 = stablehlo.multiply %465, %466 : tensor<8192x64xf32>
      %468 = stablehlo.cosine %467 : tensor<8192x64xf32>
      %469 = stablehlo.broadcast_in_dim %468, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %470 = stablehlo.sine %467 : tensor<8192x64xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [1, 3] : (tensor<8192x64xf32>) -> tensor<1x8192x1x64xf32>
      %472 = stablehlo.slice %454 [0:24, 0:8192, 0:8, 0:64] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x64xbf16>
      %473 = stablehlo.convert %472 : (tensor<24x8192x8x64xbf16>) -> tensor<24x8192x8x64xf32>
      %474 = stablehlo.slice %454 [0:24, 0:8192, 0:8, 64:128] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x64xbf16>
      %475 = stablehlo.convert %474 : (tensor<24x8192x8x64xbf16>) -> tensor<24x8192x8x64xf32>
      %476 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %477 = stablehlo.multiply %473, %476 : tensor<24x8192x8x64xf32>
      %478 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %479 = stablehlo.multiply %475, %478 : tensor<24x8192x8x64xf32>
      %480 = stablehlo.subtract %477, %479 : tensor<24x8192x8x64xf32>
      %481 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %482 = stablehlo.multiply %475, %481 : tensor<24x8192x8x64xf32>
      %483 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %484 = stablehlo.multiply %473, %483 : tensor<24x8192x8x64xf32>
      %485 = stablehlo.add %482, %484 : tensor<24x8192x8x64xf32>
      %486 = stablehlo.concatenate %480, %485, dim = 3 : (tensor<24x8192x8x64xf32>, tensor<24x8192x8x64xf32>) -> tensor<24x8192x8x128xf32>
      %487 = stablehlo.convert %486 : (tensor<24x8192x8x128xf32>) -> tensor<24x8192x8x128xbf16>
      %488 = stablehlo.convert %398#7 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %489 = stablehlo.reshape %398#2 : (tensor<24x8192x1024xbf16>) -> tensor<24x8192x8x128xbf16>
      %490 = stablehlo.reshape %452 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %491 = stablehlo.transpose %490, dims = [0, 2, 3, 1, 4] : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8x4x8192x128xbf16>
      %492 = stablehlo.transpose %487, dims = [0, 2, 1, 3] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8x8192x128xbf16>
      %493 = stablehlo.transpose %489, dims = [0, 2, 1, 3] : (tensor<24x8192x8x128xbf16>) -> tensor<24x8x8192x128xbf16>
      %494 = stablehlo.slice %492 [0:24, 0:8, 0:2048, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %495 = stablehlo.slice %492 [0:24, 0:8, 2048:4096, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %496 = stablehlo.slice %492 [0:24, 0:8, 4096:6144, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %497 = stablehlo.slice %492 [0:24, 0:8, 6144:8192, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %498 = stablehlo.slice %493 [0:24, 0:8, 0:2048, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %499 = stablehlo.slice %493 [0:24, 0:8, 2048:4096, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %500 = stablehlo.slice %493 [0:24, 0:8, 4096:6144, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %501 = stablehlo.slice %493 [0:24, 0:8, 6144:8192, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %502 = stablehlo.slice %491 [0:24, 0:8, 0:4, 0:2048, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %503 = stablehlo.slice %491 [0:24, 0:8, 0:4, 2048:4096, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %504 = stablehlo.slice %491 [0:24, 0:8, 0:4, 4096:6144, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %505 = stablehlo.slice %491 [0:24, 0:8, 0:4, 6144:8192, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %506 = stablehlo.dot_general %502, %494, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_157 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %507 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %508 = stablehlo.divide %506, %507 : tensor<24x8x4x2048x2048xf32>
      %509 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
      %510 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
      %511 = stablehlo.compare GE, %509, %510, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
      %cst_158 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %512 = func.call @_where_11(%511, %508, %cst_158) : (tensor<2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %cst_159 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %513 = stablehlo.reduce(%512 init: %cst_159) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %516 = stablehlo.subtract %512, %515 : tensor<24x8x4x2048x2048xf32>
      %517 = stablehlo.exponential %516 : tensor<24x8x4x2048x2048xf32>
      %518 = stablehlo.convert %517 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %519 = stablehlo.dot_general %518, %498, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %520 = stablehlo.reduce(%517 init: %cst_160) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %522 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %523 = stablehlo.divide %519, %522 : tensor<24x8x4x2048x128xf32>
      %524 = stablehlo.convert %523 : (tensor<24x8x4x2048x128xf32>) -> tensor<24x8x4x2048x128xbf16>
      %525 = stablehlo.log %520 : tensor<24x8x4x2048xf32>
      %526 = stablehlo.add %513, %525 : tensor<24x8x4x2048xf32>
      %527 = stablehlo.dot_general %503, %494, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_161 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %528 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %529 = stablehlo.divide %527, %528 : tensor<24x8x4x2048x2048xf32>
      %cst_162 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %530 = stablehlo.reduce(%529 init: %cst_162) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %533 = stablehlo.subtract %529, %532 : tensor<24x8x4x2048x2048xf32>
      %534 = stablehlo.exponential %533 : tensor<24x8x4x2048x2048xf32>
      %535 = stablehlo.convert %534 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %536 = stablehlo.dot_general %535, %498, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %537 = stablehlo.reduce(%534 init: %cst_163) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %538 = stablehlo.dot_general %503, %495, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_164 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %539 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %540 = stablehlo.divide %538, %539 : tensor<24x8x4x2048x2048xf32>
      %541 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
      %542 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
      %543 = stablehlo.compare GE, %541, %542, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
      %cst_165 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %544 = func.call @_where_11(%543, %540, %cst_165) : (tensor<2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %545 = stablehlo.reduce(%544 init: %cst_166) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %546 = stablehlo.maximum %530, %545 : tensor<24x8x4x2048xf32>
      %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %549 = stablehlo.subtract %544, %548 : tensor<24x8x4x2048x2048xf32>
      %550 = stablehlo.exponential %549 : tensor<24x8x4x2048x2048xf32>
      %551 = stablehlo.convert %550 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %552 = stablehlo.dot_general %551, %499, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %553 = stablehlo.subtract %530, %546 : tensor<24x8x4x2048xf32>
      %554 = stablehlo.exponential %553 : tensor<24x8x4x2048xf32>
      %555 = stablehlo.multiply %537, %554 : tensor<24x8x4x2048xf32>
      %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %556 = stablehlo.reduce(%550 init: %cst_167) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %557 = stablehlo.add %555, %556 : tensor<24x8x4x2048xf32>
      %558 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %560 = stablehlo.multiply %536, %559 : tensor<24x8x4x2048x128xf32>
      %561 = stablehlo.add %560, %552 : tensor<24x8x4x2048x128xf32>
      %562 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %563 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %564 = stablehlo.divide %561, %563 : tensor<24x8x4x2048x128xf32>
      %565 = stablehlo.convert %564 : (tensor<24x8x4x2048x128xf32>) -> tensor<24x8x4x2048x128xbf16>
      %566 = stablehlo.log %557 : tensor<24x8x4x2048xf32>
      %567 = stablehlo.add %546, %566 : tensor<24x8x4x2048xf32>
      %568 = stablehlo.dot_general %504, %494, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_168 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %569 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %570 = stablehlo.divide %568, %569 : tensor<24x8x4x2048x2048xf32>
      %cst_169 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %571 = stablehlo.reduce(%570 init: %cst_169) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %574 = stablehlo.subtract %570, %573 : tensor<24x8x4x2048x2048xf32>
      %575 = stablehlo.exponential %574 : tensor<24x8x4x2048x2048xf32>
      %576 = stablehlo.convert %575 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %577 = stablehlo.dot_general %576, %498, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %578 = stablehlo.reduce(%575 init: %cst_170) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %579 = stablehlo.dot_general %504, %495, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_171 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %580 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %581 = stablehlo.divide %579, %580 : tensor<24x8x4x2048x2048xf32>
      %cst_172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %582 = stablehlo.reduce(%581 init: %cst_172) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %583 = stablehlo.maximum %571, %582 : tensor<24x8x4x2048xf32>
      %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %586 = stablehlo.subtract %581, %585 : tensor<24x8x4x2048x2048xf32>
      %587 = stablehlo.exponential %586 : tensor<24x8x4x2048x2048xf32>
      %588 = stablehlo.convert %587 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %589 = stablehlo.dot_general %588, %499, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %590 = stablehlo.subtract %571, %583 : tensor<24x8x4x2048xf32>
      %591 = stablehlo.exponential %590 : tensor<24x8x4x2048xf32>
      %592 = stablehlo.multiply %578, %591 : tensor<24x8x4x2048xf32>
      %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %593 = stablehlo.reduce(%587 init: %cst_173) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %594 = stablehlo.add %592, %593 : tensor<24x8x4x2048xf32>
      %595 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %597 = stablehlo.multiply %577, %596 : tensor<24x8x4x2048x128xf32>
      %598 = stablehlo.add %597, %589 : tensor<24x8x4x2048x128xf32>
      %599 = stablehlo.dot_general %504, %496, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_174 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %600 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %601 = stablehlo.divide %599, %600 : tensor<24x8x4x2048x2048xf32>
      %602 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
      %603 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
      %604 = stablehlo.compare GE, %602, %603, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
      %cst_175 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %605 = func.call @_where_11(%604, %601, %cst_175) : (tensor<2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %cst_176 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %606 = stablehlo.reduce(%605 init: %cst_176) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %607 = stablehlo.maximum %583, %606 : tensor<24x8x4x2048xf32>
      %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %610 = stablehlo.subtract %605, %609 : tensor<24x8x4x2048x2048xf32>
      %611 = stablehlo.exponential %610 : tensor<24x8x4x2048x2048xf32>
      %612 = stablehlo.convert %611 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %613 = stablehlo.dot_general %612, %500, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %614 = stablehlo.subtract %583, %607 : tensor<24x8x4x2048xf32>
      %615 = stablehlo.exponential %614 : tensor<24x8x4x2048xf32>
      %616 = stablehlo.multiply %594, %615 : tensor<24x8x4x2048xf32>
      %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %617 = stablehlo.reduce(%611 init: %cst_177) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %618 = stablehlo.add %616, %617 : tensor<24x8x4x2048xf32>
      %619 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %621 = stablehlo.multiply %598, %620 : tensor<24x8x4x2048x128xf32>
      %622 = stablehlo.add %621, %613 : tensor<24x8x4x2048x128xf32>
      %623 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %625 = stablehlo.divide %622, %624 : tensor<24x8x4x2048x128xf32>
      %626 = stablehlo.convert %625 : (tensor<24x8x4x2048x128xf32>) -> tensor<24x8x4x2048x128xbf16>
      %627 = stablehlo.log %618 : tensor<24x8x4x2048xf32>
      %628 = stablehlo.add %607, %627 : tensor<24x8x4x2048xf32>
      %629 = stablehlo.dot_general %505, %494, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_178 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %630 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %631 = stablehlo.divide %629, %630 : tensor<24x8x4x2048x2048xf32>
      %cst_179 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %632 = stablehlo.reduce(%631 init: %cst_179) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %634 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %635 = stablehlo.subtract %631, %634 : tensor<24x8x4x2048x2048xf32>
      %636 = stablehlo.exponential %635 : tensor<24x8x4x2048x2048xf32>
      %637 = stablehlo.convert %636 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %638 = stablehlo.dot_general %637, %498, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %639 = stablehlo.reduce(%636 init: %cst_180) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %640 = stablehlo.dot_general %505, %495, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_181 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %641 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %642 = stablehlo.divide %640, %641 : tensor<24x8x4x2048x2048xf32>
      %cst_182 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %643 = stablehlo.reduce(%642 init: %cst_182) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %644 = stablehlo.maximum %632, %643 : tensor<24x8x4x2048xf32>
      %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %647 = stablehlo.subtract %642, %646 : tensor<24x8x4x2048x2048xf32>
      %648 = stablehlo.exponential %647 : tensor<24x8x4x2048x2048xf32>
      %649 = stablehlo.convert %648 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %650 = stablehlo.dot_general %649, %499, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %651 = stablehlo.subtract %632, %644 : tensor<24x8x4x2048xf32>
      %652 = stablehlo.exponential %651 : tensor<24x8x4x2048xf32>
      %653 = stablehlo.multiply %639, %652 : tensor<24x8x4x2048xf32>
      %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %654 = stablehlo.reduce(%648 init: %cst_183) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %655 = stablehlo.add %653, %654 : tensor<24x8x4x2048xf32>
      %656 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %658 = stablehlo.multiply %638, %657 : tensor<24x8x4x2048x128xf32>
      %659 = stablehlo.add %658, %650 : tensor<24x8x4x2048x128xf32>
      %660 = stablehlo.dot_general %505, %496, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_184 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %661 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %662 = stablehlo.divide %660, %661 : tensor<24x8x4x2048x2048xf32>
      %cst_185 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %663 = stablehlo.reduce(%662 init: %cst_185) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %664 = stablehlo.maximum %644, %663 : tensor<24x8x4x2048xf32>
      %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %667 = stablehlo.subtract %662, %666 : tensor<24x8x4x2048x2048xf32>
      %668 = stablehlo.exponential %667 : tensor<24x8x4x2048x2048xf32>
      %669 = stablehlo.convert %668 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %670 = stablehlo.dot_general %669, %500, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %671 = stablehlo.subtract %644, %664 : tensor<24x8x4x2048xf32>
      %672 = stablehlo.exponential %671 : tensor<24x8x4x2048xf32>
      %673 = stablehlo.multiply %655, %672 : tensor<24x8x4x2048xf32>
      %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %674 = stablehlo.reduce(%668 init: %cst_186) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %675 = stablehlo.add %673, %674 : tensor<24x8x4x2048xf32>
      %676 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %677 = stablehlo.broadcast_in_dim %676, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %678 = stablehlo.multiply %659, %677 : tensor<24x8x4x2048x128xf32>
      %679 = stablehlo.add %678, %670 : tensor<24x8x4x2048x128xf32>
      %680 = stablehlo.dot_general %505, %497, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_187 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %681 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %682 = stablehlo.divide %680, %681 : tensor<24x8x4x2048x2048xf32>
      %683 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
      %684 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
      %685 = stablehlo.compare GE, %683, %684, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
      %cst_188 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %686 = func.call @_where_11(%685, %682, %cst_188) : (tensor<2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %cst_189 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %687 = stablehlo.reduce(%686 init: %cst_189) applies stablehlo.maximum across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %688 = stablehlo.maximum %664, %687 : tensor<24x8x4x2048xf32>
      %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %690 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %691 = stablehlo.subtract %686, %690 : tensor<24x8x4x2048x2048xf32>
      %692 = stablehlo.exponential %691 : tensor<24x8x4x2048x2048xf32>
      %693 = stablehlo.convert %692 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %694 = stablehlo.dot_general %693, %501, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %695 = stablehlo.subtract %664, %688 : tensor<24x8x4x2048xf32>
      %696 = stablehlo.exponential %695 : tensor<24x8x4x2048xf32>
      %697 = stablehlo.multiply %675, %696 : tensor<24x8x4x2048xf32>
      %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %698 = stablehlo.reduce(%692 init: %cst_190) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048xf32>
      %699 = stablehlo.add %697, %698 : tensor<24x8x4x2048xf32>
      %700 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %702 = stablehlo.multiply %679, %701 : tensor<24x8x4x2048x128xf32>
      %703 = stablehlo.add %702, %694 : tensor<24x8x4x2048x128xf32>
      %704 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %705 = stablehlo.broadcast_in_dim %704, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x128xf32>
      %706 = stablehlo.divide %703, %705 : tensor<24x8x4x2048x128xf32>
      %707 = stablehlo.convert %706 : (tensor<24x8x4x2048x128xf32>) -> tensor<24x8x4x2048x128xbf16>
      %708 = stablehlo.log %699 : tensor<24x8x4x2048xf32>
      %709 = stablehlo.add %688, %708 : tensor<24x8x4x2048xf32>
      %710 = stablehlo.concatenate %524, %565, %626, %707, dim = 3 : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x4x2048x128xbf16>, tensor<24x8x4x2048x128xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x4x8192x128xbf16>
      %711 = stablehlo.concatenate %526, %567, %628, %709, dim = 3 : (tensor<24x8x4x2048xf32>, tensor<24x8x4x2048xf32>, tensor<24x8x4x2048xf32>, tensor<24x8x4x2048xf32>) -> tensor<24x8x4x8192xf32>
      %712 = stablehlo.transpose %710, dims = [0, 3, 1, 2, 4] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %713 = stablehlo.reshape %712 : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8192x4096xbf16>
      %714 = stablehlo.convert %398#8 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %715 = stablehlo.add %398#4, %398#3 : tensor<24x8192x4096xbf16>
      %716 = stablehlo.convert %715 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %717 = stablehlo.multiply %716, %716 : tensor<24x8192x4096xf32>
      %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %718 = stablehlo.reduce(%717 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %cst_192 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %720 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %721 = stablehlo.divide %719, %720 : tensor<24x8192x1xf32>
      %cst_193 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %722 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %723 = stablehlo.add %721, %722 : tensor<24x8192x1xf32>
      %724 = stablehlo.rsqrt %723 : tensor<24x8192x1xf32>
      %725 = stablehlo.divide %724, %723 : tensor<24x8192x1xf32>
      %cst_194 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %726 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %727 = stablehlo.multiply %726, %725 : tensor<24x8192x1xf32>
      %728 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %729 = stablehlo.multiply %716, %728 : tensor<24x8192x4096xf32>
      %730 = stablehlo.broadcast_in_dim %398#13, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %731 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %732 = stablehlo.multiply %729, %731 : tensor<24x8192x4096xf32>
      %733 = stablehlo.convert %732 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %734 = stablehlo.convert %398#9 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %735 = stablehlo.dot_general %733, %734, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %736:3 = func.call @silu_12(%735) : (tensor<24x8192x14336xbf16>) -> (tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>)
      %737 = stablehlo.convert %398#10 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
      %738 = stablehlo.dot_general %733, %737, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %739 = stablehlo.multiply %736#0, %738 : tensor<24x8192x14336xbf16>
      %740 = stablehlo.convert %398#11 : (tensor<14336x4096xf32>) -> tensor<14336x4096xbf16>
      %741 = stablehlo.dot_general %398#14, %739, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<24x8192x14336xbf16>) -> tensor<4096x14336xbf16>
      %742 = stablehlo.transpose %741, dims = [1, 0] : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %743 = stablehlo.dot_general %398#14, %740, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<24x8192x14336xbf16>
      %744 = stablehlo.convert %742 : (tensor<14336x4096xbf16>) -> tensor<14336x4096xf32>
      %745 = stablehlo.multiply %736#0, %743 : tensor<24x8192x14336xbf16>
      %746 = stablehlo.multiply %743, %738 : tensor<24x8192x14336xbf16>
      %747 = stablehlo.dot_general %745, %733, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<24x8192x4096xbf16>) -> tensor<14336x4096xbf16>
      %748 = stablehlo.transpose %747, dims = [1, 0] : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %749 = stablehlo.dot_general %745, %737, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x4096xbf16>
      %750 = stablehlo.convert %748 : (tensor<4096x14336xbf16>) -> tensor<4096x14336xf32>
      %751 = func.call @silu_13(%736#1, %735, %736#2, %746) : (tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>) -> tensor<24x8192x14336xbf16>
      %752 = stablehlo.dot_general %751, %733, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<24x8192x4096xbf16>) -> tensor<14336x4096xbf16>
      %753 = stablehlo.transpose %752, dims = [1, 0] : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %754 = stablehlo.dot_general %751, %734, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<24x8192x4096xbf16>
      %755 = stablehlo.add %749, %754 : tensor<24x8192x4096xbf16>
      %756 = stablehlo.convert %753 : (tensor<4096x14336xbf16>) -> tensor<4096x14336xf32>
      %757 = stablehlo.convert %755 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %758 = stablehlo.multiply %729, %757 : tensor<24x8192x4096xf32>
      %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %759 = stablehlo.reduce(%758 init: %cst_195) applies stablehlo.add across dimensions = [0, 1] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %760 = stablehlo.reshape %759 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %761 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %762 = stablehlo.multiply %757, %761 : tensor<24x8192x4096xf32>
      %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %763 = stablehlo.reduce(%760 init: %cst_196) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %764 = stablehlo.multiply %716, %762 : tensor<24x8192x4096xf32>
      %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %765 = stablehlo.reduce(%764 init: %cst_197) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %766 = stablehlo.reshape %765 : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %767 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %768 = stablehlo.multiply %762, %767 : tensor<24x8192x4096xf32>
      %769 = stablehlo.multiply %766, %727 : tensor<24x8192x1xf32>
      %cst_198 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %770 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %771 = stablehlo.divide %769, %770 : tensor<24x8192x1xf32>
      %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %772 = stablehlo.reduce(%771 init: %cst_199) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x1xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %773 = stablehlo.broadcast_in_dim %772, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x4096xf32>
      %774 = stablehlo.multiply %716, %773 : tensor<24x8192x4096xf32>
      %775 = stablehlo.add %768, %774 : tensor<24x8192x4096xf32>
      %776 = stablehlo.multiply %773, %716 : tensor<24x8192x4096xf32>
      %777 = stablehlo.add %775, %776 : tensor<24x8192x4096xf32>
      %778 = stablehlo.convert %777 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %779 = stablehlo.add %398#14, %778 : tensor<24x8192x4096xbf16>
      %780 = stablehlo.dot_general %779, %713, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<24x8192x4096xbf16>) -> tensor<4096x4096xbf16>
      %781 = stablehlo.transpose %780, dims = [1, 0] : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %782 = stablehlo.dot_general %779, %714, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %783 = stablehlo.convert %781 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      %784 = stablehlo.reshape %782 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %785 = stablehlo.transpose %784, dims = [0, 2, 3, 1, 4] : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8x4x8192x128xbf16>
      %786 = stablehlo.convert %785 : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x8192x128xf32>
      %787 = stablehlo.convert %710 : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x8192x128xf32>
      %788 = stablehlo.multiply %786, %787 : tensor<24x8x4x8192x128xf32>
      %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %789 = stablehlo.reduce(%788 init: %cst_200) applies stablehlo.add across dimensions = [4] : (tensor<24x8x4x8192x128xf32>, tensor<f32>) -> tensor<24x8x4x8192xf32>
      %790 = stablehlo.slice %491 [0:24, 0:8, 0:4, 0:2048, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %791 = stablehlo.slice %491 [0:24, 0:8, 0:4, 2048:4096, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %792 = stablehlo.slice %491 [0:24, 0:8, 0:4, 4096:6144, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %793 = stablehlo.slice %491 [0:24, 0:8, 0:4, 6144:8192, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %794 = stablehlo.slice %492 [0:24, 0:8, 0:2048, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %795 = stablehlo.slice %492 [0:24, 0:8, 2048:4096, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %796 = stablehlo.slice %492 [0:24, 0:8, 4096:6144, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %797 = stablehlo.slice %492 [0:24, 0:8, 6144:8192, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %798 = stablehlo.slice %493 [0:24, 0:8, 0:2048, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %799 = stablehlo.slice %493 [0:24, 0:8, 2048:4096, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %800 = stablehlo.slice %493 [0:24, 0:8, 4096:6144, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %801 = stablehlo.slice %493 [0:24, 0:8, 6144:8192, 0:128] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8x2048x128xbf16>
      %802 = stablehlo.slice %785 [0:24, 0:8, 0:4, 0:2048, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %803 = stablehlo.slice %785 [0:24, 0:8, 0:4, 2048:4096, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %804 = stablehlo.slice %785 [0:24, 0:8, 0:4, 4096:6144, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %805 = stablehlo.slice %785 [0:24, 0:8, 0:4, 6144:8192, 0:128] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8x4x2048x128xbf16>
      %806 = stablehlo.slice %711 [0:24, 0:8, 0:4, 0:2048] : (tensor<24x8x4x8192xf32>) -> tensor<24x8x4x2048xf32>
      %807 = stablehlo.slice %711 [0:24, 0:8, 0:4, 2048:4096] : (tensor<24x8x4x8192xf32>) -> tensor<24x8x4x2048xf32>
      %808 = stablehlo.slice %711 [0:24, 0:8, 0:4, 4096:6144] : (tensor<24x8x4x8192xf32>) -> tensor<24x8x4x2048xf32>
      %809 = stablehlo.slice %711 [0:24, 0:8, 0:4, 6144:8192] : (tensor<24x8x4x8192xf32>) -> tensor<24x8x4x2048xf32>
      %810 = stablehlo.slice %789 [0:24, 0:8, 0:4, 0:2048] : (tensor<24x8x4x8192xf32>) -> tensor<24x8x4x2048xf32>
      %811 = stablehlo.slice %789 [0:24, 0:8, 0:4, 2048:4096] : (tensor<24x8x4x8192xf32>) -> tensor<24x8x4x2048xf32>
      %812 = stablehlo.slice %789 [0:24, 0:8, 0:4, 4096:6144] : (tensor<24x8x4x8192xf32>) -> tensor<24x8x4x2048xf32>
      %813 = stablehlo.slice %789 [0:24, 0:8, 0:4, 6144:8192] : (tensor<24x8x4x8192xf32>) -> tensor<24x8x4x2048xf32>
      %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %814 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x128xf32>
      %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %815 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x128xf32>
      %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %816 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x128xf32>
      %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %817 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x128xf32>
      %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %818 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<24x8x2048x128xf32>
      %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %819 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<24x8x2048x128xf32>
      %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %820 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<24x8x2048x128xf32>
      %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %821 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<24x8x2048x128xf32>
      %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %822 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<24x8x2048x128xf32>
      %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %823 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<24x8x2048x128xf32>
      %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %824 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<24x8x2048x128xf32>
      %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %825 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<24x8x2048x128xf32>
      %826 = stablehlo.dot_general %790, %794, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_213 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %827 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %828 = stablehlo.divide %826, %827 : tensor<24x8x4x2048x2048xf32>
      %829 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
      %830 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
      %831 = stablehlo.compare GE, %829, %830, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
      %cst_214 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %832 = func.call @_where_14(%831, %828, %cst_214) : (tensor<2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %833 = stablehlo.broadcast_in_dim %806, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %834 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %835 = stablehlo.subtract %832, %834 : tensor<24x8x4x2048x2048xf32>
      %836 = stablehlo.exponential %835 : tensor<24x8x4x2048x2048xf32>
      %837 = stablehlo.convert %836 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %838 = stablehlo.dot_general %837, %802, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %839 = stablehlo.add %822, %838 : tensor<24x8x2048x128xf32>
      %840 = stablehlo.dot_general %802, %798, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %841 = stablehlo.broadcast_in_dim %810, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %842 = stablehlo.broadcast_in_dim %841, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %843 = stablehlo.subtract %840, %842 : tensor<24x8x4x2048x2048xf32>
      %844 = stablehlo.multiply %836, %843 : tensor<24x8x4x2048x2048xf32>
      %cst_215 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %845 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %846 = stablehlo.divide %844, %845 : tensor<24x8x4x2048x2048xf32>
      %847 = stablehlo.convert %846 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %848 = stablehlo.dot_general %847, %794, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %849 = stablehlo.add %814, %848 : tensor<24x8x4x2048x128xf32>
      %850 = stablehlo.dot_general %847, %790, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %851 = stablehlo.add %818, %850 : tensor<24x8x2048x128xf32>
      %852 = stablehlo.dot_general %791, %794, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_216 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %853 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %854 = stablehlo.divide %852, %853 : tensor<24x8x4x2048x2048xf32>
      %855 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %856 = stablehlo.broadcast_in_dim %855, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %857 = stablehlo.subtract %854, %856 : tensor<24x8x4x2048x2048xf32>
      %858 = stablehlo.exponential %857 : tensor<24x8x4x2048x2048xf32>
      %859 = stablehlo.convert %858 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %860 = stablehlo.dot_general %859, %803, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %861 = stablehlo.add %839, %860 : tensor<24x8x2048x128xf32>
      %862 = stablehlo.dot_general %803, %798, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %863 = stablehlo.broadcast_in_dim %811, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %864 = stablehlo.broadcast_in_dim %863, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %865 = stablehlo.subtract %862, %864 : tensor<24x8x4x2048x2048xf32>
      %866 = stablehlo.multiply %858, %865 : tensor<24x8x4x2048x2048xf32>
      %cst_217 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %867 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %868 = stablehlo.divide %866, %867 : tensor<24x8x4x2048x2048xf32>
      %869 = stablehlo.convert %868 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %870 = stablehlo.dot_general %869, %794, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %871 = stablehlo.add %815, %870 : tensor<24x8x4x2048x128xf32>
      %872 = stablehlo.dot_general %869, %791, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %873 = stablehlo.add %851, %872 : tensor<24x8x2048x128xf32>
      %874 = stablehlo.dot_general %791, %795, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_218 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %875 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %876 = stablehlo.divide %874, %875 : tensor<24x8x4x2048x2048xf32>
      %877 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
      %878 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
      %879 = stablehlo.compare GE, %877, %878, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
      %cst_219 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %880 = func.call @_where_14(%879, %876, %cst_219) : (tensor<2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %881 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %882 = stablehlo.broadcast_in_dim %881, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %883 = stablehlo.subtract %880, %882 : tensor<24x8x4x2048x2048xf32>
      %884 = stablehlo.exponential %883 : tensor<24x8x4x2048x2048xf32>
      %885 = stablehlo.convert %884 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %886 = stablehlo.dot_general %885, %803, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %887 = stablehlo.add %823, %886 : tensor<24x8x2048x128xf32>
      %888 = stablehlo.dot_general %803, %799, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %889 = stablehlo.broadcast_in_dim %811, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %890 = stablehlo.broadcast_in_dim %889, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %891 = stablehlo.subtract %888, %890 : tensor<24x8x4x2048x2048xf32>
      %892 = stablehlo.multiply %884, %891 : tensor<24x8x4x2048x2048xf32>
      %cst_220 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %893 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %894 = stablehlo.divide %892, %893 : tensor<24x8x4x2048x2048xf32>
      %895 = stablehlo.convert %894 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %896 = stablehlo.dot_general %895, %795, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %897 = stablehlo.add %871, %896 : tensor<24x8x4x2048x128xf32>
      %898 = stablehlo.dot_general %895, %791, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %899 = stablehlo.add %819, %898 : tensor<24x8x2048x128xf32>
      %900 = stablehlo.dot_general %792, %794, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_221 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %901 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %902 = stablehlo.divide %900, %901 : tensor<24x8x4x2048x2048xf32>
      %903 = stablehlo.broadcast_in_dim %808, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %904 = stablehlo.broadcast_in_dim %903, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %905 = stablehlo.subtract %902, %904 : tensor<24x8x4x2048x2048xf32>
      %906 = stablehlo.exponential %905 : tensor<24x8x4x2048x2048xf32>
      %907 = stablehlo.convert %906 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %908 = stablehlo.dot_general %907, %804, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %909 = stablehlo.add %861, %908 : tensor<24x8x2048x128xf32>
      %910 = stablehlo.dot_general %804, %798, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %911 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %912 = stablehlo.broadcast_in_dim %911, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %913 = stablehlo.subtract %910, %912 : tensor<24x8x4x2048x2048xf32>
      %914 = stablehlo.multiply %906, %913 : tensor<24x8x4x2048x2048xf32>
      %cst_222 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %915 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %916 = stablehlo.divide %914, %915 : tensor<24x8x4x2048x2048xf32>
      %917 = stablehlo.convert %916 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %918 = stablehlo.dot_general %917, %794, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %919 = stablehlo.add %816, %918 : tensor<24x8x4x2048x128xf32>
      %920 = stablehlo.dot_general %917, %792, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %921 = stablehlo.add %873, %920 : tensor<24x8x2048x128xf32>
      %922 = stablehlo.dot_general %792, %795, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_223 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %923 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %924 = stablehlo.divide %922, %923 : tensor<24x8x4x2048x2048xf32>
      %925 = stablehlo.broadcast_in_dim %808, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %926 = stablehlo.broadcast_in_dim %925, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %927 = stablehlo.subtract %924, %926 : tensor<24x8x4x2048x2048xf32>
      %928 = stablehlo.exponential %927 : tensor<24x8x4x2048x2048xf32>
      %929 = stablehlo.convert %928 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %930 = stablehlo.dot_general %929, %804, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %931 = stablehlo.add %887, %930 : tensor<24x8x2048x128xf32>
      %932 = stablehlo.dot_general %804, %799, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %933 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %934 = stablehlo.broadcast_in_dim %933, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %935 = stablehlo.subtract %932, %934 : tensor<24x8x4x2048x2048xf32>
      %936 = stablehlo.multiply %928, %935 : tensor<24x8x4x2048x2048xf32>
      %cst_224 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %937 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %938 = stablehlo.divide %936, %937 : tensor<24x8x4x2048x2048xf32>
      %939 = stablehlo.convert %938 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %940 = stablehlo.dot_general %939, %795, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %941 = stablehlo.add %919, %940 : tensor<24x8x4x2048x128xf32>
      %942 = stablehlo.dot_general %939, %792, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %943 = stablehlo.add %899, %942 : tensor<24x8x2048x128xf32>
      %944 = stablehlo.dot_general %792, %796, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_225 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %945 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %946 = stablehlo.divide %944, %945 : tensor<24x8x4x2048x2048xf32>
      %947 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
      %948 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
      %949 = stablehlo.compare GE, %947, %948, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
      %cst_226 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %950 = func.call @_where_14(%949, %946, %cst_226) : (tensor<2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %951 = stablehlo.broadcast_in_dim %808, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %952 = stablehlo.broadcast_in_dim %951, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %953 = stablehlo.subtract %950, %952 : tensor<24x8x4x2048x2048xf32>
      %954 = stablehlo.exponential %953 : tensor<24x8x4x2048x2048xf32>
      %955 = stablehlo.convert %954 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %956 = stablehlo.dot_general %955, %804, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %957 = stablehlo.add %824, %956 : tensor<24x8x2048x128xf32>
      %958 = stablehlo.dot_general %804, %800, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %959 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %960 = stablehlo.broadcast_in_dim %959, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %961 = stablehlo.subtract %958, %960 : tensor<24x8x4x2048x2048xf32>
      %962 = stablehlo.multiply %954, %961 : tensor<24x8x4x2048x2048xf32>
      %cst_227 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %963 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %964 = stablehlo.divide %962, %963 : tensor<24x8x4x2048x2048xf32>
      %965 = stablehlo.convert %964 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %966 = stablehlo.dot_general %965, %796, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %967 = stablehlo.add %941, %966 : tensor<24x8x4x2048x128xf32>
      %968 = stablehlo.dot_general %965, %792, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %969 = stablehlo.add %820, %968 : tensor<24x8x2048x128xf32>
      %970 = stablehlo.dot_general %793, %794, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_228 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %971 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %972 = stablehlo.divide %970, %971 : tensor<24x8x4x2048x2048xf32>
      %973 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %974 = stablehlo.broadcast_in_dim %973, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %975 = stablehlo.subtract %972, %974 : tensor<24x8x4x2048x2048xf32>
      %976 = stablehlo.exponential %975 : tensor<24x8x4x2048x2048xf32>
      %977 = stablehlo.convert %976 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %978 = stablehlo.dot_general %977, %805, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %979 = stablehlo.add %909, %978 : tensor<24x8x2048x128xf32>
      %980 = stablehlo.dot_general %805, %798, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %981 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %982 = stablehlo.broadcast_in_dim %981, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %983 = stablehlo.subtract %980, %982 : tensor<24x8x4x2048x2048xf32>
      %984 = stablehlo.multiply %976, %983 : tensor<24x8x4x2048x2048xf32>
      %cst_229 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %985 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %986 = stablehlo.divide %984, %985 : tensor<24x8x4x2048x2048xf32>
      %987 = stablehlo.convert %986 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %988 = stablehlo.dot_general %987, %794, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %989 = stablehlo.add %817, %988 : tensor<24x8x4x2048x128xf32>
      %990 = stablehlo.dot_general %987, %793, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %991 = stablehlo.add %921, %990 : tensor<24x8x2048x128xf32>
      %992 = stablehlo.dot_general %793, %795, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_230 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %993 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %994 = stablehlo.divide %992, %993 : tensor<24x8x4x2048x2048xf32>
      %995 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %996 = stablehlo.broadcast_in_dim %995, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %997 = stablehlo.subtract %994, %996 : tensor<24x8x4x2048x2048xf32>
      %998 = stablehlo.exponential %997 : tensor<24x8x4x2048x2048xf32>
      %999 = stablehlo.convert %998 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %1000 = stablehlo.dot_general %999, %805, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %1001 = stablehlo.add %931, %1000 : tensor<24x8x2048x128xf32>
      %1002 = stablehlo.dot_general %805, %799, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %1003 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %1004 = stablehlo.broadcast_in_dim %1003, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %1005 = stablehlo.subtract %1002, %1004 : tensor<24x8x4x2048x2048xf32>
      %1006 = stablehlo.multiply %998, %1005 : tensor<24x8x4x2048x2048xf32>
      %cst_231 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %1007 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %1008 = stablehlo.divide %1006, %1007 : tensor<24x8x4x2048x2048xf32>
      %1009 = stablehlo.convert %1008 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %1010 = stablehlo.dot_general %1009, %795, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %1011 = stablehlo.add %989, %1010 : tensor<24x8x4x2048x128xf32>
      %1012 = stablehlo.dot_general %1009, %793, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %1013 = stablehlo.add %943, %1012 : tensor<24x8x2048x128xf32>
      %1014 = stablehlo.dot_general %793, %796, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_232 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %1015 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %1016 = stablehlo.divide %1014, %1015 : tensor<24x8x4x2048x2048xf32>
      %1017 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %1019 = stablehlo.subtract %1016, %1018 : tensor<24x8x4x2048x2048xf32>
      %1020 = stablehlo.exponential %1019 : tensor<24x8x4x2048x2048xf32>
      %1021 = stablehlo.convert %1020 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %1022 = stablehlo.dot_general %1021, %805, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %1023 = stablehlo.add %957, %1022 : tensor<24x8x2048x128xf32>
      %1024 = stablehlo.dot_general %805, %800, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %1025 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %1026 = stablehlo.broadcast_in_dim %1025, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %1027 = stablehlo.subtract %1024, %1026 : tensor<24x8x4x2048x2048xf32>
      %1028 = stablehlo.multiply %1020, %1027 : tensor<24x8x4x2048x2048xf32>
      %cst_233 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %1029 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %1030 = stablehlo.divide %1028, %1029 : tensor<24x8x4x2048x2048xf32>
      %1031 = stablehlo.convert %1030 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %1032 = stablehlo.dot_general %1031, %796, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %1033 = stablehlo.add %1011, %1032 : tensor<24x8x4x2048x128xf32>
      %1034 = stablehlo.dot_general %1031, %793, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %1035 = stablehlo.add %969, %1034 : tensor<24x8x2048x128xf32>
      %1036 = stablehlo.dot_general %793, %797, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %cst_234 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %1037 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %1038 = stablehlo.divide %1036, %1037 : tensor<24x8x4x2048x2048xf32>
      %1039 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
      %1040 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
      %1041 = stablehlo.compare GE, %1039, %1040, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
      %cst_235 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %1042 = func.call @_where_14(%1041, %1038, %cst_235) : (tensor<2048x2048xi1>, tensor<24x8x4x2048x2048xf32>, tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %1043 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %1044 = stablehlo.broadcast_in_dim %1043, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %1045 = stablehlo.subtract %1042, %1044 : tensor<24x8x4x2048x2048xf32>
      %1046 = stablehlo.exponential %1045 : tensor<24x8x4x2048x2048xf32>
      %1047 = stablehlo.convert %1046 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %1048 = stablehlo.dot_general %1047, %805, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %1049 = stablehlo.add %825, %1048 : tensor<24x8x2048x128xf32>
      %1050 = stablehlo.dot_general %805, %801, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x128xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x2048xf32>
      %1051 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2, 3] : (tensor<24x8x4x2048xf32>) -> tensor<24x8x4x2048x1xf32>
      %1052 = stablehlo.broadcast_in_dim %1051, dims = [0, 1, 2, 3, 4] : (tensor<24x8x4x2048x1xf32>) -> tensor<24x8x4x2048x2048xf32>
      %1053 = stablehlo.subtract %1050, %1052 : tensor<24x8x4x2048x2048xf32>
      %1054 = stablehlo.multiply %1046, %1053 : tensor<24x8x4x2048x2048xf32>
      %cst_236 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %1055 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
      %1056 = stablehlo.divide %1054, %1055 : tensor<24x8x4x2048x2048xf32>
      %1057 = stablehlo.convert %1056 : (tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xbf16>
      %1058 = stablehlo.dot_general %1057, %797, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x2048x128xbf16>) -> tensor<24x8x4x2048x128xf32>
      %1059 = stablehlo.add %1033, %1058 : tensor<24x8x4x2048x128xf32>
      %1060 = stablehlo.dot_general %1057, %793, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<24x8x4x2048x2048xbf16>, tensor<24x8x4x2048x128xbf16>) -> tensor<24x8x2048x128xf32>
      %1061 = stablehlo.add %821, %1060 : tensor<24x8x2048x128xf32>
      %1062 = stablehlo.concatenate %849, %897, %967, %1059, dim = 3 : (tensor<24x8x4x2048x128xf32>, tensor<24x8x4x2048x128xf32>, tensor<24x8x4x2048x128xf32>, tensor<24x8x4x2048x128xf32>) -> tensor<24x8x4x8192x128xf32>
      %1063 = stablehlo.convert %1062 : (tensor<24x8x4x8192x128xf32>) -> tensor<24x8x4x8192x128xbf16>
      %1064 = stablehlo.concatenate %991, %1013, %1035, %1061, dim = 2 : (tensor<24x8x2048x128xf32>, tensor<24x8x2048x128xf32>, tensor<24x8x2048x128xf32>, tensor<24x8x2048x128xf32>) -> tensor<24x8x8192x128xf32>
      %1065 = stablehlo.convert %1064 : (tensor<24x8x8192x128xf32>) -> tensor<24x8x8192x128xbf16>
      %1066 = stablehlo.concatenate %979, %1001, %1023, %1049, dim = 2 : (tensor<24x8x2048x128xf32>, tensor<24x8x2048x128xf32>, tensor<24x8x2048x128xf32>, tensor<24x8x2048x128xf32>) -> tensor<24x8x8192x128xf32>
      %1067 = stablehlo.convert %1066 : (tensor<24x8x8192x128xf32>) -> tensor<24x8x8192x128xbf16>
      %1068 = stablehlo.transpose %1067, dims = [0, 2, 1, 3] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8192x8x128xbf16>
      %1069 = stablehlo.transpose %1065, dims = [0, 2, 1, 3] : (tensor<24x8x8192x128xbf16>) -> tensor<24x8192x8x128xbf16>
      %1070 = stablehlo.transpose %1063, dims = [0, 3, 1, 2, 4] : (tensor<24x8x4x8192x128xbf16>) -> tensor<24x8192x8x4x128xbf16>
      %1071 = stablehlo.reshape %1070 : (tensor<24x8192x8x4x128xbf16>) -> tensor<24x8192x32x128xbf16>
      %1072 = stablehlo.reshape %1068 : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x1024xbf16>
      %1073 = stablehlo.dot_general %1072, %416, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x1024xbf16>, tensor<24x8192x4096xbf16>) -> tensor<1024x4096xbf16>
      %1074 = stablehlo.transpose %1073, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %1075 = stablehlo.dot_general %1072, %488, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x4096xbf16>
      %1076 = stablehlo.convert %1074 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      %1077 = stablehlo.convert %1069 : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x8x128xf32>
      %1078 = stablehlo.slice %1077 [0:24, 0:8192, 0:8, 0:64] : (tensor<24x8192x8x128xf32>) -> tensor<24x8192x8x64xf32>
      %1079 = stablehlo.slice %1077 [0:24, 0:8192, 0:8, 64:128] : (tensor<24x8192x8x128xf32>) -> tensor<24x8192x8x64xf32>
      %1080 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %1081 = stablehlo.multiply %1079, %1080 : tensor<24x8192x8x64xf32>
      %1082 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %1083 = stablehlo.multiply %1079, %1082 : tensor<24x8192x8x64xf32>
      %1084 = stablehlo.negate %1078 : tensor<24x8192x8x64xf32>
      %1085 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %1086 = stablehlo.multiply %1084, %1085 : tensor<24x8192x8x64xf32>
      %1087 = stablehlo.add %1083, %1086 : tensor<24x8192x8x64xf32>
      %1088 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x8x64xf32>
      %1089 = stablehlo.multiply %1078, %1088 : tensor<24x8192x8x64xf32>
      %1090 = stablehlo.add %1081, %1089 : tensor<24x8192x8x64xf32>
      %1091 = stablehlo.convert %1087 : (tensor<24x8192x8x64xf32>) -> tensor<24x8192x8x64xbf16>
      %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %1092 = stablehlo.pad %1091, %cst_237, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<24x8192x8x64xbf16>, tensor<bf16>) -> tensor<24x8192x8x128xbf16>
      %1093 = stablehlo.convert %1090 : (tensor<24x8192x8x64xf32>) -> tensor<24x8192x8x64xbf16>
      %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %1094 = stablehlo.pad %1093, %cst_238, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<24x8192x8x64xbf16>, tensor<bf16>) -> tensor<24x8192x8x128xbf16>
      %1095 = stablehlo.add %1092, %1094 : tensor<24x8192x8x128xbf16>
      %1096 = stablehlo.reshape %1095 : (tensor<24x8192x8x128xbf16>) -> tensor<24x8192x1024xbf16>
      %1097 = stablehlo.dot_general %1096, %416, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x1024xbf16>, tensor<24x8192x4096xbf16>) -> tensor<1024x4096xbf16>
      %1098 = stablehlo.transpose %1097, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %1099 = stablehlo.dot_general %1096, %453, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<24x8192x4096xbf16>
      %1100 = stablehlo.add %1075, %1099 : tensor<24x8192x4096xbf16>
      %1101 = stablehlo.convert %1098 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      %1102 = stablehlo.convert %1071 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x32x128xf32>
      %1103 = stablehlo.slice %1102 [0:24, 0:8192, 0:32, 0:64] : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x64xf32>
      %1104 = stablehlo.slice %1102 [0:24, 0:8192, 0:32, 64:128] : (tensor<24x8192x32x128xf32>) -> tensor<24x8192x32x64xf32>
      %1105 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %1106 = stablehlo.multiply %1104, %1105 : tensor<24x8192x32x64xf32>
      %1107 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %1108 = stablehlo.multiply %1104, %1107 : tensor<24x8192x32x64xf32>
      %1109 = stablehlo.negate %1103 : tensor<24x8192x32x64xf32>
      %1110 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %1111 = stablehlo.multiply %1109, %1110 : tensor<24x8192x32x64xf32>
      %1112 = stablehlo.add %1108, %1111 : tensor<24x8192x32x64xf32>
      %1113 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x8192x1x64xf32>) -> tensor<24x8192x32x64xf32>
      %1114 = stablehlo.multiply %1103, %1113 : tensor<24x8192x32x64xf32>
      %1115 = stablehlo.add %1106, %1114 : tensor<24x8192x32x64xf32>
      %1116 = stablehlo.convert %1112 : (tensor<24x8192x32x64xf32>) -> tensor<24x8192x32x64xbf16>
      %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %1117 = stablehlo.pad %1116, %cst_239, low = [0, 0, 0, 64], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<24x8192x32x64xbf16>, tensor<bf16>) -> tensor<24x8192x32x128xbf16>
      %1118 = stablehlo.convert %1115 : (tensor<24x8192x32x64xf32>) -> tensor<24x8192x32x64xbf16>
      %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %1119 = stablehlo.pad %1118, %cst_240, low = [0, 0, 0, 0], high = [0, 0, 0, 64], interior = [0, 0, 0, 0] : (tensor<24x8192x32x64xbf16>, tensor<bf16>) -> tensor<24x8192x32x128xbf16>
      %1120 = stablehlo.add %1117, %1119 : tensor<24x8192x32x128xbf16>
      %1121 = stablehlo.reshape %1120 : (tensor<24x8192x32x128xbf16>) -> tensor<24x8192x4096xbf16>
      %1122 = stablehlo.dot_general %1121, %416, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<24x8192x4096xbf16>) -> tensor<4096x4096xbf16>
      %1123 = stablehlo.transpose %1122, dims = [1, 0] : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %1124 = stablehlo.dot_general %1121, %418, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<24x8192x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<24x8192x4096xbf16>
      %1125 = stablehlo.add %1100, %1124 : tensor<24x8192x4096xbf16>
      %1126 = stablehlo.convert %1123 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      %1127 = stablehlo.convert %1125 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
      %1128 = stablehlo.multiply %412, %1127 : tensor<24x8192x4096xf32>
      %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1129 = stablehlo.reduce(%1128 init: %cst_241) applies stablehlo.add across dimensions = [0, 1] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %1130 = stablehlo.reshape %1129 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
      %1131 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<24x8192x4096xf32>
      %1132 = stablehlo.multiply %1127, %1131 : tensor<24x8192x4096xf32>
      %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1133 = stablehlo.reduce(%1130 init: %cst_242) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
      %1134 = stablehlo.multiply %399, %1132 : tensor<24x8192x4096xf32>
      %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1135 = stablehlo.reduce(%1134 init: %cst_243) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x4096xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %1136 = stablehlo.reshape %1135 : (tensor<24x8192xf32>) -> tensor<24x8192x1xf32>
      %1137 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<24x8192x1xf32>) -> tensor<24x8192x4096xf32>
      %1138 = stablehlo.multiply %1132, %1137 : tensor<24x8192x4096xf32>
      %1139 = stablehlo.multiply %1136, %410 : tensor<24x8192x1xf32>
      %cst_244 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
      %1140 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<24x8192x1xf32>
      %1141 = stablehlo.divide %1139, %1140 : tensor<24x8192x1xf32>
      %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1142 = stablehlo.reduce(%1141 init: %cst_245) applies stablehlo.add across dimensions = [2] : (tensor<24x8192x1xf32>, tensor<f32>) -> tensor<24x8192xf32>
      %1143 = stablehlo.broadcast_in_dim %1142, dims = [0, 1] : (tensor<24x8192xf32>) -> tensor<24x8192x4096xf32>
      %1144 = stablehlo.multiply %399, %1143 : tensor<24x8192x4096xf32>
      %1145 = stablehlo.add %1138, %1144 : tensor<24x8192x4096xf32>
      %1146 = stablehlo.multiply %1143, %399 : tensor<24x8192x4096xf32>
      %1147 = stablehlo.add %1145, %1146 : tensor<24x8192x4096xf32>
      %1148 = stablehlo.convert %1147 : (tensor<24x8192x4096xf32>) -> tensor<24x8192x4096xbf16>
      %1149 = stablehlo.add %779, %1148 : tensor<24x8192x4096xbf16>
      %1150 = func.call @dynamic_update_index_in_dim_15(%iterArg_136, %1126, %383) : (tensor<32x4096x4096xf32>, tensor<4096x4096xf32>, tensor<i32>) -> tensor<32x4096x4096xf32>
      %1151 = func.call @dynamic_update_index_in_dim_16(%iterArg_137, %1101, %383) : (tensor<32x4096x1024xf32>, tensor<4096x1024xf32>, tensor<i32>) -> tensor<32x4096x1024xf32>
      %1152 = func.call @dynamic_update_index_in_dim_16(%iterArg_138, %1076, %383) : (tensor<32x4096x1024xf32>, tensor<4096x1024xf32>, tensor<i32>) -> tensor<32x4096x1024xf32>
      %1153 = func.call @dynamic_update_index_in_dim_15(%iterArg_139, %783, %383) : (tensor<32x4096x4096xf32>, tensor<4096x4096xf32>, tensor<i32>) -> tensor<32x4096x4096xf32>
      %1154 = func.call @dynamic_update_index_in_dim_17(%iterArg_140, %756, %383) : (tensor<32x4096x14336xf32>, tensor<4096x14336xf32>, tensor<i32>) -> tensor<32x4096x14336xf32>
      %1155 = func.call @dynamic_update_index_in_dim_17(%iterArg_141, %750, %383) : (tensor<32x4096x14336xf32>, tensor<4096x14336xf32>, tensor<i32>) -> tensor<32x4096x14336xf32>
      %1156 = func.call @dynamic_update_index_in_dim_18(%iterArg_142, %744, %383) : (tensor<32x14336x4096xf32>, tensor<14336x4096xf32>, tensor<i32>) -> tensor<32x14336x4096xf32>
      %1157 = func.call @dynamic_update_index_in_dim_19(%iterArg_143, %1133, %383) : (tensor<32x4096xf32>, tensor<4096xf32>, tensor<i32>) -> tensor<32x4096xf32>
      %1158 = func.call @dynamic_update_index_in_dim_19(%iterArg_144, %763, %383) : (tensor<32x4096xf32>, tensor<4096xf32>, tensor<i32>) -> tensor<32x4096xf32>
      %c_246 = stablehlo.constant dense<1> : tensor<i32>
      %1159 = stablehlo.add %iterArg_134, %c_246 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %iterArg_127, %iterArg_128, %iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %iterArg_133, %1159, %1149, %1150, %1151, %1152, %1153, %1154, %1155, %1156, %1157, %1158 : tensor<32x24x8192x4096xbf16>, tensor<32x24x8192x1024xbf16>, tensor<32x24x8192x1024xbf16>, tensor<32x24x8192x4096xbf16>, tensor<32x24x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<i32>, tensor<24x8192x4096xbf16>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>
    }
    %128 = stablehlo.convert %127#15 : (tensor<24x8192x4096xbf16>) -> tensor<24x8192x4096xf32>
    %129 = call @_take_20(%0#1, %128) : (tensor<24x8192x1xi32>, tensor<24x8192x4096xf32>) -> tensor<128256x4096xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %131 = stablehlo.multiply %130, %arg12 : tensor<128256x4096xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %133 = stablehlo.multiply %132, %129 : tensor<128256x4096xf32>
    %134 = stablehlo.add %131, %133 : tensor<128256x4096xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %136 = stablehlo.multiply %135, %arg13 : tensor<32x4096x4096xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %138 = stablehlo.multiply %137, %127#16 : tensor<32x4096x4096xf32>
    %139 = stablehlo.add %136, %138 : tensor<32x4096x4096xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %141 = stablehlo.multiply %140, %arg14 : tensor<32x4096x1024xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %143 = stablehlo.multiply %142, %127#17 : tensor<32x4096x1024xf32>
    %144 = stablehlo.add %141, %143 : tensor<32x4096x1024xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %146 = stablehlo.multiply %145, %arg15 : tensor<32x4096x1024xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %148 = stablehlo.multiply %147, %127#18 : tensor<32x4096x1024xf32>
    %149 = stablehlo.add %146, %148 : tensor<32x4096x1024xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %151 = stablehlo.multiply %150, %arg16 : tensor<32x4096x4096xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %153 = stablehlo.multiply %152, %127#19 : tensor<32x4096x4096xf32>
    %154 = stablehlo.add %151, %153 : tensor<32x4096x4096xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %156 = stablehlo.multiply %155, %arg17 : tensor<32x4096x14336xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %158 = stablehlo.multiply %157, %127#20 : tensor<32x4096x14336xf32>
    %159 = stablehlo.add %156, %158 : tensor<32x4096x14336xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %161 = stablehlo.multiply %160, %arg18 : tensor<32x4096x14336xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %163 = stablehlo.multiply %162, %127#21 : tensor<32x4096x14336xf32>
    %164 = stablehlo.add %161, %163 : tensor<32x4096x14336xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %166 = stablehlo.multiply %165, %arg19 : tensor<32x14336x4096xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %168 = stablehlo.multiply %167, %127#22 : tensor<32x14336x4096xf32>
    %169 = stablehlo.add %166, %168 : tensor<32x14336x4096xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %171 = stablehlo.multiply %170, %arg20 : tensor<32x4096xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %173 = stablehlo.multiply %172, %127#23 : tensor<32x4096xf32>
    %174 = stablehlo.add %171, %173 : tensor<32x4096xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %176 = stablehlo.multiply %175, %arg21 : tensor<32x4096xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %178 = stablehlo.multiply %177, %127#24 : tensor<32x4096xf32>
    %179 = stablehlo.add %176, %178 : tensor<32x4096xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %181 = stablehlo.multiply %180, %arg22 : tensor<4096xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %183 = stablehlo.multiply %182, %102 : tensor<4096xf32>
    %184 = stablehlo.add %181, %183 : tensor<4096xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %186 = stablehlo.multiply %185, %arg23 : tensor<4096x128256xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %188 = stablehlo.multiply %187, %95 : tensor<4096x128256xf32>
    %189 = stablehlo.add %186, %188 : tensor<4096x128256xf32>
    %cst_61 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %191 = stablehlo.multiply %190, %arg24 : tensor<128256x4096xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %193 = stablehlo.multiply %192, %129 : tensor<128256x4096xf32>
    %194 = stablehlo.multiply %193, %129 : tensor<128256x4096xf32>
    %195 = stablehlo.add %191, %194 : tensor<128256x4096xf32>
    %cst_63 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %197 = stablehlo.multiply %196, %arg25 : tensor<32x4096x4096xf32>
    %cst_64 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %199 = stablehlo.multiply %198, %127#16 : tensor<32x4096x4096xf32>
    %200 = stablehlo.multiply %199, %127#16 : tensor<32x4096x4096xf32>
    %201 = stablehlo.add %197, %200 : tensor<32x4096x4096xf32>
    %cst_65 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %203 = stablehlo.multiply %202, %arg26 : tensor<32x4096x1024xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %205 = stablehlo.multiply %204, %127#17 : tensor<32x4096x1024xf32>
    %206 = stablehlo.multiply %205, %127#17 : tensor<32x4096x1024xf32>
    %207 = stablehlo.add %203, %206 : tensor<32x4096x1024xf32>
    %cst_67 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %209 = stablehlo.multiply %208, %arg27 : tensor<32x4096x1024xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %211 = stablehlo.multiply %210, %127#18 : tensor<32x4096x1024xf32>
    %212 = stablehlo.multiply %211, %127#18 : tensor<32x4096x1024xf32>
    %213 = stablehlo.add %209, %212 : tensor<32x4096x1024xf32>
    %cst_69 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %215 = stablehlo.multiply %214, %arg28 : tensor<32x4096x4096xf32>
    %cst_70 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %217 = stablehlo.multiply %216, %127#19 : tensor<32x4096x4096xf32>
    %218 = stablehlo.multiply %217, %127#19 : tensor<32x4096x4096xf32>
    %219 = stablehlo.add %215, %218 : tensor<32x4096x4096xf32>
    %cst_71 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %221 = stablehlo.multiply %220, %arg29 : tensor<32x4096x14336xf32>
    %cst_72 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %223 = stablehlo.multiply %222, %127#20 : tensor<32x4096x14336xf32>
    %224 = stablehlo.multiply %223, %127#20 : tensor<32x4096x14336xf32>
    %225 = stablehlo.add %221, %224 : tensor<32x4096x14336xf32>
    %cst_73 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %227 = stablehlo.multiply %226, %arg30 : tensor<32x4096x14336xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %229 = stablehlo.multiply %228, %127#21 : tensor<32x4096x14336xf32>
    %230 = stablehlo.multiply %229, %127#21 : tensor<32x4096x14336xf32>
    %231 = stablehlo.add %227, %230 : tensor<32x4096x14336xf32>
    %cst_75 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %233 = stablehlo.multiply %232, %arg31 : tensor<32x14336x4096xf32>
    %cst_76 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %235 = stablehlo.multiply %234, %127#22 : tensor<32x14336x4096xf32>
    %236 = stablehlo.multiply %235, %127#22 : tensor<32x14336x4096xf32>
    %237 = stablehlo.add %233, %236 : tensor<32x14336x4096xf32>
    %cst_77 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %239 = stablehlo.multiply %238, %arg32 : tensor<32x4096xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %241 = stablehlo.multiply %240, %127#23 : tensor<32x4096xf32>
    %242 = stablehlo.multiply %241, %127#23 : tensor<32x4096xf32>
    %243 = stablehlo.add %239, %242 : tensor<32x4096xf32>
    %cst_79 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %245 = stablehlo.multiply %244, %arg33 : tensor<32x4096xf32>
    %cst_80 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %247 = stablehlo.multiply %246, %127#24 : tensor<32x4096xf32>
    %248 = stablehlo.multiply %247, %127#24 : tensor<32x4096xf32>
    %249 = stablehlo.add %245, %248 : tensor<32x4096xf32>
    %cst_81 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %251 = stablehlo.multiply %250, %arg34 : tensor<4096xf32>
    %cst_82 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %253 = stablehlo.multiply %252, %102 : tensor<4096xf32>
    %254 = stablehlo.multiply %253, %102 : tensor<4096xf32>
    %255 = stablehlo.add %251, %254 : tensor<4096xf32>
    %cst_83 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %257 = stablehlo.multiply %256, %arg35 : tensor<4096x128256xf32>
    %cst_84 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %259 = stablehlo.multiply %258, %95 : tensor<4096x128256xf32>
    %260 = stablehlo.multiply %259, %95 : tensor<4096x128256xf32>
    %261 = stablehlo.add %257, %260 : tensor<4096x128256xf32>
    %262 = stablehlo.sqrt %195 : tensor<128256x4096xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %264 = stablehlo.add %262, %263 : tensor<128256x4096xf32>
    %265 = stablehlo.divide %134, %264 : tensor<128256x4096xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %267 = stablehlo.multiply %266, %arg0 : tensor<128256x4096xf32>
    %268 = stablehlo.add %265, %267 : tensor<128256x4096xf32>
    %cst_87 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<128256x4096xf32>
    %271 = stablehlo.subtract %arg0, %270 : tensor<128256x4096xf32>
    %272 = stablehlo.sqrt %201 : tensor<32x4096x4096xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %274 = stablehlo.add %272, %273 : tensor<32x4096x4096xf32>
    %275 = stablehlo.divide %139, %274 : tensor<32x4096x4096xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %277 = stablehlo.multiply %276, %arg1 : tensor<32x4096x4096xf32>
    %278 = stablehlo.add %275, %277 : tensor<32x4096x4096xf32>
    %cst_90 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %280 = stablehlo.multiply %279, %278 : tensor<32x4096x4096xf32>
    %281 = stablehlo.subtract %arg1, %280 : tensor<32x4096x4096xf32>
    %282 = stablehlo.sqrt %207 : tensor<32x4096x1024xf32>
    %cst_91 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %284 = stablehlo.add %282, %283 : tensor<32x4096x1024xf32>
    %285 = stablehlo.divide %144, %284 : tensor<32x4096x1024xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %287 = stablehlo.multiply %286, %arg2 : tensor<32x4096x1024xf32>
    %288 = stablehlo.add %285, %287 : tensor<32x4096x1024xf32>
    %cst_93 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<32x4096x1024xf32>
    %291 = stablehlo.subtract %arg2, %290 : tensor<32x4096x1024xf32>
    %292 = stablehlo.sqrt %213 : tensor<32x4096x1024xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %294 = stablehlo.add %292, %293 : tensor<32x4096x1024xf32>
    %295 = stablehlo.divide %149, %294 : tensor<32x4096x1024xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %297 = stablehlo.multiply %296, %arg3 : tensor<32x4096x1024xf32>
    %298 = stablehlo.add %295, %297 : tensor<32x4096x1024xf32>
    %cst_96 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32x4096x1024xf32>
    %300 = stablehlo.multiply %299, %298 : tensor<32x4096x1024xf32>
    %301 = stablehlo.subtract %arg3, %300 : tensor<32x4096x1024xf32>
    %302 = stablehlo.sqrt %219 : tensor<32x4096x4096xf32>
    %cst_97 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %304 = stablehlo.add %302, %303 : tensor<32x4096x4096xf32>
    %305 = stablehlo.divide %154, %304 : tensor<32x4096x4096xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %307 = stablehlo.multiply %306, %arg4 : tensor<32x4096x4096xf32>
    %308 = stablehlo.add %305, %307 : tensor<32x4096x4096xf32>
    %cst_99 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32x4096x4096xf32>
    %310 = stablehlo.multiply %309, %308 : tensor<32x4096x4096xf32>
    %311 = stablehlo.subtract %arg4, %310 : tensor<32x4096x4096xf32>
    %312 = stablehlo.sqrt %225 : tensor<32x4096x14336xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %314 = stablehlo.add %312, %313 : tensor<32x4096x14336xf32>
    %315 = stablehlo.divide %159, %314 : tensor<32x4096x14336xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %317 = stablehlo.multiply %316, %arg5 : tensor<32x4096x14336xf32>
    %318 = stablehlo.add %315, %317 : tensor<32x4096x14336xf32>
    %cst_102 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %320 = stablehlo.multiply %319, %318 : tensor<32x4096x14336xf32>
    %321 = stablehlo.subtract %arg5, %320 : tensor<32x4096x14336xf32>
    %322 = stablehlo.sqrt %231 : tensor<32x4096x14336xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %324 = stablehlo.add %322, %323 : tensor<32x4096x14336xf32>
    %325 = stablehlo.divide %164, %324 : tensor<32x4096x14336xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %327 = stablehlo.multiply %326, %arg6 : tensor<32x4096x14336xf32>
    %328 = stablehlo.add %325, %327 : tensor<32x4096x14336xf32>
    %cst_105 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %330 = stablehlo.multiply %329, %328 : tensor<32x4096x14336xf32>
    %331 = stablehlo.subtract %arg6, %330 : tensor<32x4096x14336xf32>
    %332 = stablehlo.sqrt %237 : tensor<32x14336x4096xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %334 = stablehlo.add %332, %333 : tensor<32x14336x4096xf32>
    %335 = stablehlo.divide %169, %334 : tensor<32x14336x4096xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %337 = stablehlo.multiply %336, %arg7 : tensor<32x14336x4096xf32>
    %338 = stablehlo.add %335, %337 : tensor<32x14336x4096xf32>
    %cst_108 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %340 = stablehlo.multiply %339, %338 : tensor<32x14336x4096xf32>
    %341 = stablehlo.subtract %arg7, %340 : tensor<32x14336x4096xf32>
    %342 = stablehlo.sqrt %243 : tensor<32x4096xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %344 = stablehlo.add %342, %343 : tensor<32x4096xf32>
    %345 = stablehlo.divide %174, %344 : tensor<32x4096xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %347 = stablehlo.multiply %346, %arg8 : tensor<32x4096xf32>
    %348 = stablehlo.add %345, %347 : tensor<32x4096xf32>
    %cst_111 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %350 = stablehlo.multiply %349, %348 : tensor<32x4096xf32>
    %351 = stablehlo.subtract %arg8, %350 : tensor<32x4096xf32>
    %352 = stablehlo.sqrt %249 : tensor<32x4096xf32>
    %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %354 = stablehlo.add %352, %353 : tensor<32x4096xf32>
    %355 = stablehlo.divide %179, %354 : tensor<32x4096xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %357 = stablehlo.multiply %356, %arg9 : tensor<32x4096xf32>
    %358 = stablehlo.add %355, %357 : tensor<32x4096xf32>
    %cst_114 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %360 = stablehlo.multiply %359, %358 : tensor<32x4096xf32>
    %361 = stablehlo.subtract %arg9, %360 : tensor<32x4096xf32>
    %362 = stablehlo.sqrt %255 : tensor<4096xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %364 = stablehlo.add %362, %363 : tensor<4096xf32>
    %365 = stablehlo.divide %184, %364 : tensor<4096xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %367 = stablehlo.multiply %366, %arg10 : tensor<4096xf32>
    %368 = stablehlo.add %365, %367 : tensor<4096xf32>
    %cst_117 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<4096xf32>
    %371 = stablehlo.subtract %arg10, %370 : tensor<4096xf32>
    %372 = stablehlo.sqrt %261 : tensor<4096x128256xf32>
    %cst_118 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %374 = stablehlo.add %372, %373 : tensor<4096x128256xf32>
    %375 = stablehlo.divide %189, %374 : tensor<4096x128256xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %377 = stablehlo.multiply %376, %arg11 : tensor<4096x128256xf32>
    %378 = stablehlo.add %375, %377 : tensor<4096x128256xf32>
    %cst_120 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<4096x128256xf32>
    %381 = stablehlo.subtract %arg11, %380 : tensor<4096x128256xf32>
    return %271, %281, %291, %301, %311, %321, %331, %341, %351, %361, %371, %381, %134, %139, %144, %149, %154, %159, %164, %169, %174, %179, %184, %189, %195, %201, %207, %213, %219, %225, %231, %237, %243, %249, %255, %261, %85 : tensor<128256x4096xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<4096xf32>, tensor<4096x128256xf32>, tensor<128256x4096xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<4096xf32>, tensor<4096x128256xf32>, tensor<128256x4096xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x1024xf32>, tensor<32x4096x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x14336x4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<4096xf32>, tensor<4096x128256xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<2048x2048xi1>, %arg1: tensor<f32>) -> (tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<2048x2048xi1>) -> tensor<24x8x4x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
    return %1, %2 : tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>
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
  func.func private @_where_5(%arg0: tensor<24x8x4x2048x2048xf32>, %arg1: tensor<24x8x4x2048x2048xi1>, %arg2: tensor<24x8x4x2048x2048xf32>) -> tensor<24x8x4x2048x2048xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>
    return %0 : tensor<24x8x4x2048x2048xf32>
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
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<32x24x8192x1024xbf16>, %arg1: tensor<24x8192x1024xbf16>, %arg2: tensor<i32>) -> tensor<32x24x8192x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<24x8192x1024xbf16>) -> tensor<1x24x8192x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x24x8192x1024xbf16>, tensor<1x24x8192x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x24x8192x1024xbf16>
    return %1 : tensor<32x24x8192x1024xbf16>
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
  func.func private @take_along_axis_7(%arg0: tensor<24x8192x1x1xi32>, %arg1: tensor<24x8192x1xf32>) -> tensor<24x8192x128256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24x8192x128256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<24x8192x128256xf32>, tensor<24x8192x1x1xi32>, tensor<24x8192x1xf32>) -> tensor<24x8192x128256xf32>
    return %1 : tensor<24x8192x128256xf32>
  }
  func.func private @log_softmax_8(%arg0: tensor<24x8192x128256xf32>, %arg1: tensor<24x8192x1xf32>, %arg2: tensor<24x8192x128256xf32>) -> tensor<24x8192x128256xf32> {
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
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<32x24x8192x4096xbf16>, %arg1: tensor<i32>) -> tensor<24x8192x4096xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 24, 8192, 4096] : (tensor<32x24x8192x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x24x8192x4096xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x24x8192x4096xbf16>) -> tensor<24x8192x4096xbf16>
    return %1 : tensor<24x8192x4096xbf16>
  }
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<32x24x8192x1024xbf16>, %arg1: tensor<i32>) -> tensor<24x8192x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 24, 8192, 1024] : (tensor<32x24x8192x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x24x8192x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x24x8192x1024xbf16>) -> tensor<24x8192x1024xbf16>
    return %1 : tensor<24x8192x1024xbf16>
  }
  func.func private @_where_11(%arg0: tensor<2048x2048xi1>, %arg1: tensor<24x8x4x2048x2048xf32>, %arg2: tensor<f32>) -> tensor<24x8x4x2048x2048xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<2048x2048xi1>) -> tensor<24x8x4x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>
    return %3 : tensor<24x8x4x2048x2048xf32>
  }
  func.func private @silu_12(%arg0: tensor<24x8192x14336xbf16>) -> (tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>, tensor<24x8192x14336xbf16>) {
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
  func.func private @silu_13(%arg0: tensor<24x8192x14336xbf16>, %arg1: tensor<24x8192x14336xbf16>, %arg2: tensor<24x8192x14336xbf16>, %arg3: tensor<24x8192x14336xbf16>) -> tensor<24x8192x14336xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<24x8192x14336xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<24x8192x14336xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<24x8192x14336xbf16>
    %3 = stablehlo.add %1, %2 : tensor<24x8192x14336xbf16>
    return %3 : tensor<24x8192x14336xbf16>
  }
  func.func private @_where_14(%arg0: tensor<2048x2048xi1>, %arg1: tensor<24x8x4x2048x2048xf32>, %arg2: tensor<f32>) -> tensor<24x8x4x2048x2048xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<2048x2048xi1>) -> tensor<24x8x4x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<24x8x4x2048x2048xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<24x8x4x2048x2048xi1>, tensor<24x8x4x2048x2048xf32>
    return %3 : tensor<24x8x4x2048x2048xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<32x4096x4096xf32>, %arg1: tensor<4096x4096xf32>, %arg2: tensor<i32>) -> tensor<32x4096x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x4096xf32>) -> tensor<1x4096x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x4096xf32>, tensor<1x4096x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x4096xf32>
    return %1 : tensor<32x4096x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<32x4096x1024xf32>, %arg1: tensor<4096x1024xf32>, %arg2: tensor<i32>) -> tensor<32x4096x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x1024xf32>) -> tensor<1x4096x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x1024xf32>, tensor<1x4096x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x1024xf32>
    return %1 : tensor<32x4096x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<32x4096x14336xf32>, %arg1: tensor<4096x14336xf32>, %arg2: tensor<i32>) -> tensor<32x4096x14336xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x14336xf32>) -> tensor<1x4096x14336xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x14336xf32>, tensor<1x4096x14336xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x14336xf32>
    return %1 : tensor<32x4096x14336xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<32x14336x4096xf32>, %arg1: tensor<14336x4096xf32>, %arg2: tensor<i32>) -> tensor<32x14336x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<14336x4096xf32>) -> tensor<1x14336x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x14336x4096xf32>, tensor<1x14336x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x14336x4096xf32>
    return %1 : tensor<32x14336x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim_19(%arg0: tensor<32x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<i32>) -> tensor<32x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<32x4096xf32>, tensor<1x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<32x4096xf32>
    return %1 : tensor<32x4096xf32>
  }
  func.func private @_take_20(%arg0: tensor<24x8192x1xi32>, %arg1: tensor<24x8192x4096xf32>) -> tensor<128256x4096xf32> {
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
