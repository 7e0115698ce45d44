module @jit_step attributes {mhlo.num_partitions = 256 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=256]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 256 : i64}]}}
  func.func public @main(%arg0: tensor<32768x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<32x10240x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg2: tensor<32x10240x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg3: tensor<32x10240x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg4: tensor<32x8192x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg5: tensor<32x10240x32768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg6: tensor<32x32768x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg7: tensor<32x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<32768x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg10: tensor<32x10240x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg11: tensor<32x10240x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg12: tensor<32x10240x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg13: tensor<32x8192x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg14: tensor<32x10240x32768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg15: tensor<32x32768x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg16: tensor<32x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<32768x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg19: tensor<32x10240x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg20: tensor<32x10240x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg21: tensor<32x10240x8192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg22: tensor<32x8192x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg23: tensor<32x10240x32768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg24: tensor<32x32768x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg25: tensor<32x10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg26: tensor<10240xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<1024x2048xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<32768x10240xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x10240x8192xf32> {jax.result_info = "result[0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240x8192xf32> {jax.result_info = "result[0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240x8192xf32> {jax.result_info = "result[0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x8192x10240xf32> {jax.result_info = "result[0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240x32768xf32> {jax.result_info = "result[0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x32768x10240xf32> {jax.result_info = "result[0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240xf32> {jax.result_info = "result[0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<10240xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32768x10240xf32> {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x10240x8192xf32> {jax.result_info = "result[1][0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240x8192xf32> {jax.result_info = "result[1][0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240x8192xf32> {jax.result_info = "result[1][0][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x8192x10240xf32> {jax.result_info = "result[1][0][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240x32768xf32> {jax.result_info = "result[1][0][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x32768x10240xf32> {jax.result_info = "result[1][0][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240xf32> {jax.result_info = "result[1][0][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<10240xf32> {jax.result_info = "result[1][0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32768x10240xf32> {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<32x10240x8192xf32> {jax.result_info = "result[1][1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240x8192xf32> {jax.result_info = "result[1][1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240x8192xf32> {jax.result_info = "result[1][1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x8192x10240xf32> {jax.result_info = "result[1][1][1][3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240x32768xf32> {jax.result_info = "result[1][1][1][4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x32768x10240xf32> {jax.result_info = "result[1][1][1][5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, tensor<32x10240xf32> {jax.result_info = "result[1][1][1][6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<10240xf32> {jax.result_info = "result[1][1][2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg27) : (tensor<32768x10240xf32>, tensor<1024x2048xi32>) -> (tensor<1024x2048x10240xf32>, tensor<1024x2048x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<1024x2048x10240xf32>) -> tensor<1024x2048x10240xbf16>
    %2 = stablehlo.iota dim = 0 : tensor<2048xi32>
    %3 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5 = stablehlo.divide %3, %4 : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %7 = stablehlo.power %6, %5 : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %9 = stablehlo.divide %8, %7 : tensor<128xf32>
    %10 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
    %11 = stablehlo.convert %10 : (tensor<2048x1xi32>) -> tensor<2048x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<2048x128xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2048x128xf32>
    %16 = stablehlo.cosine %15 : tensor<2048x128xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 3] : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %18 = stablehlo.sine %15 : tensor<2048x128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 3] : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %20 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %22 = stablehlo.divide %20, %21 : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %24 = stablehlo.power %23, %22 : tensor<128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %26 = stablehlo.divide %25, %24 : tensor<128xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
    %28 = stablehlo.convert %27 : (tensor<2048x1xi32>) -> tensor<2048x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x128xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<2048x128xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2048x128xf32>
    %33 = stablehlo.cosine %32 : tensor<2048x128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 3] : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %35 = stablehlo.sine %32 : tensor<2048x128xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 3] : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<32x1024x2048x10240xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %38:14 = stablehlo.while(%iterArg = %arg1, %iterArg_90 = %arg2, %iterArg_91 = %arg3, %iterArg_92 = %arg4, %iterArg_93 = %arg5, %iterArg_94 = %arg6, %iterArg_95 = %arg7, %iterArg_96 = %17, %iterArg_97 = %19, %iterArg_98 = %34, %iterArg_99 = %36, %iterArg_100 = %c, %iterArg_101 = %1, %iterArg_102 = %37) : tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x8192x10240xf32>, tensor<32x10240x32768xf32>, tensor<32x32768x10240xf32>, tensor<32x10240xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<i32>, tensor<1024x2048x10240xbf16>, tensor<32x1024x2048x10240xbf16>
    cond {
      %c_103 = stablehlo.constant dense<32> : tensor<i32>
      %300 = stablehlo.compare LT, %iterArg_100, %c_103, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %300 : tensor<i1>
    } do {
      %300 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_100) : (tensor<32x10240x8192xf32>, tensor<i32>) -> tensor<10240x8192xf32>
      %301 = func.call @dynamic_index_in_dim(%iterArg_90, %iterArg_100) : (tensor<32x10240x8192xf32>, tensor<i32>) -> tensor<10240x8192xf32>
      %302 = func.call @dynamic_index_in_dim(%iterArg_91, %iterArg_100) : (tensor<32x10240x8192xf32>, tensor<i32>) -> tensor<10240x8192xf32>
      %303 = func.call @dynamic_index_in_dim_0(%iterArg_92, %iterArg_100) : (tensor<32x8192x10240xf32>, tensor<i32>) -> tensor<8192x10240xf32>
      %304 = func.call @dynamic_index_in_dim_1(%iterArg_93, %iterArg_100) : (tensor<32x10240x32768xf32>, tensor<i32>) -> tensor<10240x32768xf32>
      %305 = func.call @dynamic_index_in_dim_2(%iterArg_94, %iterArg_100) : (tensor<32x32768x10240xf32>, tensor<i32>) -> tensor<32768x10240xf32>
      %306 = func.call @dynamic_index_in_dim_3(%iterArg_95, %iterArg_100) : (tensor<32x10240xf32>, tensor<i32>) -> tensor<10240xf32>
      %307 = stablehlo.convert %iterArg_101 : (tensor<1024x2048x10240xbf16>) -> tensor<1024x2048x10240xf32>
      %308 = stablehlo.multiply %307, %307 : tensor<1024x2048x10240xf32>
      %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %309 = stablehlo.reduce(%308 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x10240xf32>, tensor<f32>) -> tensor<1024x2048xf32>
      %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<1024x2048xf32>) -> tensor<1024x2048x1xf32>
      %cst_104 = stablehlo.constant dense<1.024000e+04> : tensor<f32>
      %311 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
      %312 = stablehlo.divide %310, %311 : tensor<1024x2048x1xf32>
      %cst_105 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %313 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
      %314 = stablehlo.add %312, %313 : tensor<1024x2048x1xf32>
      %315 = stablehlo.rsqrt %314 : tensor<1024x2048x1xf32>
      %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1024x2048x1xf32>) -> tensor<1024x2048x10240xf32>
      %317 = stablehlo.multiply %307, %316 : tensor<1024x2048x10240xf32>
      %318 = stablehlo.broadcast_in_dim %306, dims = [2] : (tensor<10240xf32>) -> tensor<1x1x10240xf32>
      %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x10240xf32>) -> tensor<1024x2048x10240xf32>
      %320 = stablehlo.multiply %317, %319 : tensor<1024x2048x10240xf32>
      %321 = stablehlo.convert %320 : (tensor<1024x2048x10240xf32>) -> tensor<1024x2048x10240xbf16>
      %322 = stablehlo.convert %300 : (tensor<10240x8192xf32>) -> tensor<10240x8192xbf16>
      %323 = stablehlo.dot_general %321, %322, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<10240x8192xbf16>) -> tensor<1024x2048x8192xbf16>
      %324 = stablehlo.reshape %323 : (tensor<1024x2048x8192xbf16>) -> tensor<1024x2048x32x256xbf16>
      %325 = stablehlo.slice %324 [0:1024, 0:2048, 0:32, 0:128] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x128xbf16>
      %326 = stablehlo.convert %325 : (tensor<1024x2048x32x128xbf16>) -> tensor<1024x2048x32x128xf32>
      %327 = stablehlo.slice %324 [0:1024, 0:2048, 0:32, 128:256] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x128xbf16>
      %328 = stablehlo.convert %327 : (tensor<1024x2048x32x128xbf16>) -> tensor<1024x2048x32x128xf32>
      %329 = stablehlo.broadcast_in_dim %iterArg_96, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %330 = stablehlo.multiply %326, %329 : tensor<1024x2048x32x128xf32>
      %331 = stablehlo.broadcast_in_dim %iterArg_97, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %332 = stablehlo.multiply %328, %331 : tensor<1024x2048x32x128xf32>
      %333 = stablehlo.subtract %330, %332 : tensor<1024x2048x32x128xf32>
      %334 = stablehlo.broadcast_in_dim %iterArg_96, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %335 = stablehlo.multiply %328, %334 : tensor<1024x2048x32x128xf32>
      %336 = stablehlo.broadcast_in_dim %iterArg_97, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %337 = stablehlo.multiply %326, %336 : tensor<1024x2048x32x128xf32>
      %338 = stablehlo.add %335, %337 : tensor<1024x2048x32x128xf32>
      %339 = stablehlo.concatenate %333, %338, dim = 3 : (tensor<1024x2048x32x128xf32>, tensor<1024x2048x32x128xf32>) -> tensor<1024x2048x32x256xf32>
      %340 = stablehlo.convert %339 : (tensor<1024x2048x32x256xf32>) -> tensor<1024x2048x32x256xbf16>
      %341 = stablehlo.reshape %340 : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x1x256xbf16>
      %342 = stablehlo.transpose %341, dims = [0, 2, 3, 1, 4] : (tensor<1024x2048x32x1x256xbf16>) -> tensor<1024x32x1x2048x256xbf16>
      %343 = stablehlo.convert %301 : (tensor<10240x8192xf32>) -> tensor<10240x8192xbf16>
      %344 = stablehlo.dot_general %321, %343, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<10240x8192xbf16>) -> tensor<1024x2048x8192xbf16>
      %345 = stablehlo.reshape %344 : (tensor<1024x2048x8192xbf16>) -> tensor<1024x2048x32x256xbf16>
      %346 = stablehlo.slice %345 [0:1024, 0:2048, 0:32, 0:128] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x128xbf16>
      %347 = stablehlo.convert %346 : (tensor<1024x2048x32x128xbf16>) -> tensor<1024x2048x32x128xf32>
      %348 = stablehlo.slice %345 [0:1024, 0:2048, 0:32, 128:256] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x128xbf16>
      %349 = stablehlo.convert %348 : (tensor<1024x2048x32x128xbf16>) -> tensor<1024x2048x32x128xf32>
      %350 = stablehlo.broadcast_in_dim %iterArg_98, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %351 = stablehlo.multiply %347, %350 : tensor<1024x2048x32x128xf32>
      %352 = stablehlo.broadcast_in_dim %iterArg_99, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %353 = stablehlo.multiply %349, %352 : tensor<1024x2048x32x128xf32>
      %354 = stablehlo.subtract %351, %353 : tensor<1024x2048x32x128xf32>
      %355 = stablehlo.broadcast_in_dim %iterArg_98, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %356 = stablehlo.multiply %349, %355 : tensor<1024x2048x32x128xf32>
      %357 = stablehlo.broadcast_in_dim %iterArg_99, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %358 = stablehlo.multiply %347, %357 : tensor<1024x2048x32x128xf32>
      %359 = stablehlo.add %356, %358 : tensor<1024x2048x32x128xf32>
      %360 = stablehlo.concatenate %354, %359, dim = 3 : (tensor<1024x2048x32x128xf32>, tensor<1024x2048x32x128xf32>) -> tensor<1024x2048x32x256xf32>
      %361 = stablehlo.convert %360 : (tensor<1024x2048x32x256xf32>) -> tensor<1024x2048x32x256xbf16>
      %362 = stablehlo.transpose %361, dims = [0, 2, 1, 3] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x32x2048x256xbf16>
      %363 = stablehlo.convert %302 : (tensor<10240x8192xf32>) -> tensor<10240x8192xbf16>
      %364 = stablehlo.dot_general %321, %363, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<10240x8192xbf16>) -> tensor<1024x2048x8192xbf16>
      %365 = stablehlo.reshape %364 : (tensor<1024x2048x8192xbf16>) -> tensor<1024x2048x32x256xbf16>
      %366 = stablehlo.transpose %365, dims = [0, 2, 1, 3] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x32x2048x256xbf16>
      %367:2 = stablehlo.composite "flash_attention.forward" %342, %362, %366 {decomposition = @flash_attention.forward} : (tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x2048x256xbf16>, tensor<1024x32x2048x256xbf16>) -> (tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x1x2048xf32>)
      %368 = stablehlo.transpose %367#0, dims = [0, 3, 1, 2, 4] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x2048x32x1x256xbf16>
      %369 = stablehlo.reshape %368 : (tensor<1024x2048x32x1x256xbf16>) -> tensor<1024x2048x8192xbf16>
      %370 = stablehlo.convert %303 : (tensor<8192x10240xf32>) -> tensor<8192x10240xbf16>
      %371 = stablehlo.dot_general %369, %370, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x8192xbf16>, tensor<8192x10240xbf16>) -> tensor<1024x2048x10240xbf16>
      %372 = stablehlo.add %iterArg_101, %371 : tensor<1024x2048x10240xbf16>
      %373 = stablehlo.convert %304 : (tensor<10240x32768xf32>) -> tensor<10240x32768xbf16>
      %374 = stablehlo.dot_general %321, %373, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<10240x32768xbf16>) -> tensor<1024x2048x32768xbf16>
      %375 = func.call @relu(%374) : (tensor<1024x2048x32768xbf16>) -> tensor<1024x2048x32768xbf16>
      %376 = stablehlo.convert %305 : (tensor<32768x10240xf32>) -> tensor<32768x10240xbf16>
      %377 = stablehlo.dot_general %375, %376, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x32768xbf16>, tensor<32768x10240xbf16>) -> tensor<1024x2048x10240xbf16>
      %378 = stablehlo.add %372, %377 : tensor<1024x2048x10240xbf16>
      %379 = func.call @dynamic_update_index_in_dim(%iterArg_102, %iterArg_101, %iterArg_100) : (tensor<32x1024x2048x10240xbf16>, tensor<1024x2048x10240xbf16>, tensor<i32>) -> tensor<32x1024x2048x10240xbf16>
      %c_106 = stablehlo.constant dense<1> : tensor<i32>
      %380 = stablehlo.add %iterArg_100, %c_106 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_90, %iterArg_91, %iterArg_92, %iterArg_93, %iterArg_94, %iterArg_95, %iterArg_96, %iterArg_97, %iterArg_98, %iterArg_99, %380, %378, %379 : tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x8192x10240xf32>, tensor<32x10240x32768xf32>, tensor<32x32768x10240xf32>, tensor<32x10240xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<i32>, tensor<1024x2048x10240xbf16>, tensor<32x1024x2048x10240xbf16>
    }
    %39 = stablehlo.convert %38#12 : (tensor<1024x2048x10240xbf16>) -> tensor<1024x2048x10240xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<1024x2048x10240xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x10240xf32>, tensor<f32>) -> tensor<1024x2048xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1024x2048xf32>) -> tensor<1024x2048x1xf32>
    %cst_7 = stablehlo.constant dense<1.024000e+04> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
    %44 = stablehlo.divide %42, %43 : tensor<1024x2048x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
    %46 = stablehlo.add %44, %45 : tensor<1024x2048x1xf32>
    %47 = stablehlo.rsqrt %46 : tensor<1024x2048x1xf32>
    %48 = stablehlo.divide %47, %46 : tensor<1024x2048x1xf32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<1024x2048x1xf32>
    %51 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1024x2048x1xf32>) -> tensor<1024x2048x10240xf32>
    %52 = stablehlo.multiply %39, %51 : tensor<1024x2048x10240xf32>
    %53 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<10240xf32>) -> tensor<1x1x10240xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x10240xf32>) -> tensor<1024x2048x10240xf32>
    %55 = stablehlo.multiply %52, %54 : tensor<1024x2048x10240xf32>
    %56 = stablehlo.convert %55 : (tensor<1024x2048x10240xf32>) -> tensor<1024x2048x10240xbf16>
    %57 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<32768x10240xf32>) -> tensor<10240x32768xf32>
    %58 = stablehlo.convert %57 : (tensor<10240x32768xf32>) -> tensor<10240x32768xbf16>
    %59 = stablehlo.dot_general %56, %58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<10240x32768xbf16>) -> tensor<1024x2048x32768xbf16>
    %60 = stablehlo.convert %59 : (tensor<1024x2048x32768xbf16>) -> tensor<1024x2048x32768xf32>
    %61:3 = call @log_softmax(%60) : (tensor<1024x2048x32768xf32>) -> (tensor<1024x2048x32768xf32>, tensor<1024x2048x32768xf32>, tensor<1024x2048x1xf32>)
    %62 = stablehlo.broadcast_in_dim %arg27, dims = [0, 1] : (tensor<1024x2048xi32>) -> tensor<1024x2048x1xi32>
    %63:2 = call @take_along_axis(%61#0, %62) : (tensor<1024x2048x32768xf32>, tensor<1024x2048x1xi32>) -> (tensor<1024x2048x1xf32>, tensor<1024x2048x1x1xi32>)
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63#0 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1024x2048x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %65 = stablehlo.divide %64, %cst_11 : tensor<f32>
    %66 = stablehlo.negate %65 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.negate %cst_12 : tensor<f32>
    %cst_13 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %68 = stablehlo.divide %67, %cst_13 : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
    %70 = call @take_along_axis_4(%63#1, %69) : (tensor<1024x2048x1x1xi32>, tensor<1024x2048x1xf32>) -> tensor<1024x2048x32768xf32>
    %71 = call @log_softmax_5(%61#1, %61#2, %70) : (tensor<1024x2048x32768xf32>, tensor<1024x2048x1xf32>, tensor<1024x2048x32768xf32>) -> tensor<1024x2048x32768xf32>
    %72 = stablehlo.convert %71 : (tensor<1024x2048x32768xf32>) -> tensor<1024x2048x32768xbf16>
    %73 = stablehlo.dot_general %72, %56, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x32768xbf16>, tensor<1024x2048x10240xbf16>) -> tensor<32768x10240xbf16>
    %74 = stablehlo.transpose %73, dims = [1, 0] : (tensor<32768x10240xbf16>) -> tensor<10240x32768xbf16>
    %75 = stablehlo.dot_general %72, %58, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x32768xbf16>, tensor<10240x32768xbf16>) -> tensor<1024x2048x10240xbf16>
    %76 = stablehlo.convert %74 : (tensor<10240x32768xbf16>) -> tensor<10240x32768xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<10240x32768xf32>) -> tensor<32768x10240xf32>
    %78 = stablehlo.convert %75 : (tensor<1024x2048x10240xbf16>) -> tensor<1024x2048x10240xf32>
    %79 = stablehlo.multiply %52, %78 : tensor<1024x2048x10240xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x2048x10240xf32>, tensor<f32>) -> tensor<10240xf32>
    %81 = stablehlo.reshape %80 : (tensor<10240xf32>) -> tensor<1x1x10240xf32>
    %82 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x10240xf32>) -> tensor<1024x2048x10240xf32>
    %83 = stablehlo.multiply %78, %82 : tensor<1024x2048x10240xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%81 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x10240xf32>, tensor<f32>) -> tensor<10240xf32>
    %85 = stablehlo.multiply %39, %83 : tensor<1024x2048x10240xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x10240xf32>, tensor<f32>) -> tensor<1024x2048xf32>
    %87 = stablehlo.reshape %86 : (tensor<1024x2048xf32>) -> tensor<1024x2048x1xf32>
    %88 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1024x2048x1xf32>) -> tensor<1024x2048x10240xf32>
    %89 = stablehlo.multiply %83, %88 : tensor<1024x2048x10240xf32>
    %90 = stablehlo.multiply %87, %50 : tensor<1024x2048x1xf32>
    %cst_17 = stablehlo.constant dense<1.024000e+04> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<1024x2048x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x1xf32>, tensor<f32>) -> tensor<1024x2048xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<1024x2048xf32>) -> tensor<1024x2048x10240xf32>
    %95 = stablehlo.multiply %39, %94 : tensor<1024x2048x10240xf32>
    %96 = stablehlo.multiply %94, %39 : tensor<1024x2048x10240xf32>
    %97 = stablehlo.add %89, %96 : tensor<1024x2048x10240xf32>
    %98 = stablehlo.add %97, %95 : tensor<1024x2048x10240xf32>
    %99 = stablehlo.convert %98 : (tensor<1024x2048x10240xf32>) -> tensor<1024x2048x10240xbf16>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x8192x10240xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x10240x32768xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x32768x10240xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x10240xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %107:17 = stablehlo.while(%iterArg = %38#13, %iterArg_90 = %arg1, %iterArg_91 = %arg2, %iterArg_92 = %arg3, %iterArg_93 = %arg4, %iterArg_94 = %arg5, %iterArg_95 = %arg6, %iterArg_96 = %arg7, %iterArg_97 = %c_26, %iterArg_98 = %99, %iterArg_99 = %100, %iterArg_100 = %101, %iterArg_101 = %102, %iterArg_102 = %103, %iterArg_103 = %104, %iterArg_104 = %105, %iterArg_105 = %106) : tensor<32x1024x2048x10240xbf16>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x8192x10240xf32>, tensor<32x10240x32768xf32>, tensor<32x32768x10240xf32>, tensor<32x10240xf32>, tensor<i32>, tensor<1024x2048x10240xbf16>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x8192x10240xf32>, tensor<32x10240x32768xf32>, tensor<32x32768x10240xf32>, tensor<32x10240xf32>
    cond {
      %c_106 = stablehlo.constant dense<32> : tensor<i32>
      %300 = stablehlo.compare LT, %iterArg_97, %c_106, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %300 : tensor<i1>
    } do {
      %c_106 = stablehlo.constant dense<32> : tensor<i32>
      %300 = stablehlo.subtract %c_106, %iterArg_97 : tensor<i32>
      %c_107 = stablehlo.constant dense<1> : tensor<i32>
      %301 = stablehlo.subtract %300, %c_107 : tensor<i32>
      %302 = func.call @dynamic_index_in_dim_6(%iterArg, %301) : (tensor<32x1024x2048x10240xbf16>, tensor<i32>) -> tensor<1024x2048x10240xbf16>
      %303 = func.call @dynamic_index_in_dim(%iterArg_90, %301) : (tensor<32x10240x8192xf32>, tensor<i32>) -> tensor<10240x8192xf32>
      %304 = func.call @dynamic_index_in_dim(%iterArg_91, %301) : (tensor<32x10240x8192xf32>, tensor<i32>) -> tensor<10240x8192xf32>
      %305 = func.call @dynamic_index_in_dim(%iterArg_92, %301) : (tensor<32x10240x8192xf32>, tensor<i32>) -> tensor<10240x8192xf32>
      %306 = func.call @dynamic_index_in_dim_0(%iterArg_93, %301) : (tensor<32x8192x10240xf32>, tensor<i32>) -> tensor<8192x10240xf32>
      %307 = func.call @dynamic_index_in_dim_1(%iterArg_94, %301) : (tensor<32x10240x32768xf32>, tensor<i32>) -> tensor<10240x32768xf32>
      %308 = func.call @dynamic_index_in_dim_2(%iterArg_95, %301) : (tensor<32x32768x10240xf32>, tensor<i32>) -> tensor<32768x10240xf32>
      %309 = func.call @dynamic_index_in_dim_3(%iterArg_96, %301) : (tensor<32x10240xf32>, tensor<i32>) -> tensor<10240xf32>
      %310:9 = stablehlo.optimization_barrier %302, %303, %304, %305, %306, %307, %308, %309, %iterArg_98 : tensor<1024x2048x10240xbf16>, tensor<10240x8192xf32>, tensor<10240x8192xf32>, tensor<10240x8192xf32>, tensor<8192x10240xf32>, tensor<10240x32768xf32>, tensor<32768x10240xf32>, tensor<10240xf32>, tensor<1024x2048x10240xbf16>
      %311 = stablehlo.convert %310#0 : (tensor<1024x2048x10240xbf16>) -> tensor<1024x2048x10240xf32>
      %312 = stablehlo.multiply %311, %311 : tensor<1024x2048x10240xf32>
      %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %313 = stablehlo.reduce(%312 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x10240xf32>, tensor<f32>) -> tensor<1024x2048xf32>
      %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<1024x2048xf32>) -> tensor<1024x2048x1xf32>
      %cst_109 = stablehlo.constant dense<1.024000e+04> : tensor<f32>
      %315 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
      %316 = stablehlo.divide %314, %315 : tensor<1024x2048x1xf32>
      %cst_110 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
      %318 = stablehlo.add %316, %317 : tensor<1024x2048x1xf32>
      %319 = stablehlo.rsqrt %318 : tensor<1024x2048x1xf32>
      %320 = stablehlo.divide %319, %318 : tensor<1024x2048x1xf32>
      %cst_111 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %321 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
      %322 = stablehlo.multiply %321, %320 : tensor<1024x2048x1xf32>
      %323 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1024x2048x1xf32>) -> tensor<1024x2048x10240xf32>
      %324 = stablehlo.multiply %311, %323 : tensor<1024x2048x10240xf32>
      %325 = stablehlo.broadcast_in_dim %310#7, dims = [2] : (tensor<10240xf32>) -> tensor<1x1x10240xf32>
      %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x10240xf32>) -> tensor<1024x2048x10240xf32>
      %327 = stablehlo.multiply %324, %326 : tensor<1024x2048x10240xf32>
      %328 = stablehlo.convert %327 : (tensor<1024x2048x10240xf32>) -> tensor<1024x2048x10240xbf16>
      %329 = stablehlo.iota dim = 0 : tensor<2048xi32>
      %330 = stablehlo.convert %310#1 : (tensor<10240x8192xf32>) -> tensor<10240x8192xbf16>
      %331 = stablehlo.dot_general %328, %330, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<10240x8192xbf16>) -> tensor<1024x2048x8192xbf16>
      %332 = stablehlo.reshape %331 : (tensor<1024x2048x8192xbf16>) -> tensor<1024x2048x32x256xbf16>
      %333 = stablehlo.iota dim = 0 : tensor<128xf32>
      %cst_112 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %334 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %335 = stablehlo.divide %333, %334 : tensor<128xf32>
      %cst_113 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %336 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %337 = stablehlo.power %336, %335 : tensor<128xf32>
      %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %338 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %339 = stablehlo.divide %338, %337 : tensor<128xf32>
      %340 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
      %341 = stablehlo.convert %340 : (tensor<2048x1xi32>) -> tensor<2048x1xf32>
      %342 = stablehlo.broadcast_in_dim %339, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
      %343 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x128xf32>
      %344 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<2048x128xf32>
      %345 = stablehlo.multiply %343, %344 : tensor<2048x128xf32>
      %346 = stablehlo.cosine %345 : tensor<2048x128xf32>
      %347 = stablehlo.broadcast_in_dim %346, dims = [1, 3] : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %348 = stablehlo.sine %345 : tensor<2048x128xf32>
      %349 = stablehlo.broadcast_in_dim %348, dims = [1, 3] : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %350 = stablehlo.slice %332 [0:1024, 0:2048, 0:32, 0:128] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x128xbf16>
      %351 = stablehlo.convert %350 : (tensor<1024x2048x32x128xbf16>) -> tensor<1024x2048x32x128xf32>
      %352 = stablehlo.slice %332 [0:1024, 0:2048, 0:32, 128:256] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x128xbf16>
      %353 = stablehlo.convert %352 : (tensor<1024x2048x32x128xbf16>) -> tensor<1024x2048x32x128xf32>
      %354 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %355 = stablehlo.multiply %351, %354 : tensor<1024x2048x32x128xf32>
      %356 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %357 = stablehlo.multiply %353, %356 : tensor<1024x2048x32x128xf32>
      %358 = stablehlo.subtract %355, %357 : tensor<1024x2048x32x128xf32>
      %359 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %360 = stablehlo.multiply %353, %359 : tensor<1024x2048x32x128xf32>
      %361 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %362 = stablehlo.multiply %351, %361 : tensor<1024x2048x32x128xf32>
      %363 = stablehlo.add %360, %362 : tensor<1024x2048x32x128xf32>
      %364 = stablehlo.concatenate %358, %363, dim = 3 : (tensor<1024x2048x32x128xf32>, tensor<1024x2048x32x128xf32>) -> tensor<1024x2048x32x256xf32>
      %365 = stablehlo.convert %364 : (tensor<1024x2048x32x256xf32>) -> tensor<1024x2048x32x256xbf16>
      %366 = stablehlo.reshape %365 : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x1x256xbf16>
      %367 = stablehlo.transpose %366, dims = [0, 2, 3, 1, 4] : (tensor<1024x2048x32x1x256xbf16>) -> tensor<1024x32x1x2048x256xbf16>
      %368 = stablehlo.convert %310#2 : (tensor<10240x8192xf32>) -> tensor<10240x8192xbf16>
      %369 = stablehlo.dot_general %328, %368, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<10240x8192xbf16>) -> tensor<1024x2048x8192xbf16>
      %370 = stablehlo.reshape %369 : (tensor<1024x2048x8192xbf16>) -> tensor<1024x2048x32x256xbf16>
      %371 = stablehlo.iota dim = 0 : tensor<128xf32>
      %cst_115 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %373 = stablehlo.divide %371, %372 : tensor<128xf32>
      %cst_116 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
      %374 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %375 = stablehlo.power %374, %373 : tensor<128xf32>
      %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %377 = stablehlo.divide %376, %375 : tensor<128xf32>
      %378 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
      %379 = stablehlo.convert %378 : (tensor<2048x1xi32>) -> tensor<2048x1xf32>
      %380 = stablehlo.broadcast_in_dim %377, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
      %381 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x128xf32>
      %382 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<2048x128xf32>
      %383 = stablehlo.multiply %381, %382 : tensor<2048x128xf32>
      %384 = stablehlo.cosine %383 : tensor<2048x128xf32>
      %385 = stablehlo.broadcast_in_dim %384, dims = [1, 3] : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %386 = stablehlo.sine %383 : tensor<2048x128xf32>
      %387 = stablehlo.broadcast_in_dim %386, dims = [1, 3] : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %388 = stablehlo.slice %370 [0:1024, 0:2048, 0:32, 0:128] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x128xbf16>
      %389 = stablehlo.convert %388 : (tensor<1024x2048x32x128xbf16>) -> tensor<1024x2048x32x128xf32>
      %390 = stablehlo.slice %370 [0:1024, 0:2048, 0:32, 128:256] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x128xbf16>
      %391 = stablehlo.convert %390 : (tensor<1024x2048x32x128xbf16>) -> tensor<1024x2048x32x128xf32>
      %392 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %393 = stablehlo.multiply %389, %392 : tensor<1024x2048x32x128xf32>
      %394 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %395 = stablehlo.multiply %391, %394 : tensor<1024x2048x32x128xf32>
      %396 = stablehlo.subtract %393, %395 : tensor<1024x2048x32x128xf32>
      %397 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %398 = stablehlo.multiply %391, %397 : tensor<1024x2048x32x128xf32>
      %399 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %400 = stablehlo.multiply %389, %399 : tensor<1024x2048x32x128xf32>
      %401 = stablehlo.add %398, %400 : tensor<1024x2048x32x128xf32>
      %402 = stablehlo.concatenate %396, %401, dim = 3 : (tensor<1024x2048x32x128xf32>, tensor<1024x2048x32x128xf32>) -> tensor<1024x2048x32x256xf32>
      %403 = stablehlo.convert %402 : (tensor<1024x2048x32x256xf32>) -> tensor<1024x2048x32x256xbf16>
      %404 = stablehlo.transpose %403, dims = [0, 2, 1, 3] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x32x2048x256xbf16>
      %405 = stablehlo.convert %310#3 : (tensor<10240x8192xf32>) -> tensor<10240x8192xbf16>
      %406 = stablehlo.dot_general %328, %405, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<10240x8192xbf16>) -> tensor<1024x2048x8192xbf16>
      %407 = stablehlo.reshape %406 : (tensor<1024x2048x8192xbf16>) -> tensor<1024x2048x32x256xbf16>
      %408 = stablehlo.transpose %407, dims = [0, 2, 1, 3] : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x32x2048x256xbf16>
      %409:2 = stablehlo.composite "flash_attention.forward" %367, %404, %408 {decomposition = @flash_attention.forward} : (tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x2048x256xbf16>, tensor<1024x32x2048x256xbf16>) -> (tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x1x2048xf32>)
      %410 = stablehlo.transpose %409#0, dims = [0, 3, 1, 2, 4] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x2048x32x1x256xbf16>
      %411 = stablehlo.reshape %410 : (tensor<1024x2048x32x1x256xbf16>) -> tensor<1024x2048x8192xbf16>
      %412 = stablehlo.convert %310#4 : (tensor<8192x10240xf32>) -> tensor<8192x10240xbf16>
      %413 = stablehlo.convert %310#5 : (tensor<10240x32768xf32>) -> tensor<10240x32768xbf16>
      %414 = stablehlo.dot_general %328, %413, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<10240x32768xbf16>) -> tensor<1024x2048x32768xbf16>
      %415 = func.call @relu_7(%414) : (tensor<1024x2048x32768xbf16>) -> tensor<1024x2048x32768xbf16>
      %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %416 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<bf16>) -> tensor<1024x2048x32768xbf16>
      %417 = stablehlo.compare GT, %414, %416, FLOAT : (tensor<1024x2048x32768xbf16>, tensor<1024x2048x32768xbf16>) -> tensor<1024x2048x32768xi1>
      %418 = stablehlo.convert %310#6 : (tensor<32768x10240xf32>) -> tensor<32768x10240xbf16>
      %419 = stablehlo.dot_general %310#8, %415, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<1024x2048x32768xbf16>) -> tensor<10240x32768xbf16>
      %420 = stablehlo.transpose %419, dims = [1, 0] : (tensor<10240x32768xbf16>) -> tensor<32768x10240xbf16>
      %421 = stablehlo.dot_general %310#8, %418, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<32768x10240xbf16>) -> tensor<1024x2048x32768xbf16>
      %422 = stablehlo.convert %420 : (tensor<32768x10240xbf16>) -> tensor<32768x10240xf32>
      %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %423 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<bf16>) -> tensor<1024x2048x32768xbf16>
      %424 = stablehlo.select %417, %421, %423 : tensor<1024x2048x32768xi1>, tensor<1024x2048x32768xbf16>
      %425 = stablehlo.dot_general %424, %328, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x32768xbf16>, tensor<1024x2048x10240xbf16>) -> tensor<32768x10240xbf16>
      %426 = stablehlo.transpose %425, dims = [1, 0] : (tensor<32768x10240xbf16>) -> tensor<10240x32768xbf16>
      %427 = stablehlo.dot_general %424, %413, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x32768xbf16>, tensor<10240x32768xbf16>) -> tensor<1024x2048x10240xbf16>
      %428 = stablehlo.convert %426 : (tensor<10240x32768xbf16>) -> tensor<10240x32768xf32>
      %429 = stablehlo.dot_general %310#8, %411, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<1024x2048x8192xbf16>) -> tensor<10240x8192xbf16>
      %430 = stablehlo.transpose %429, dims = [1, 0] : (tensor<10240x8192xbf16>) -> tensor<8192x10240xbf16>
      %431 = stablehlo.dot_general %310#8, %412, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x10240xbf16>, tensor<8192x10240xbf16>) -> tensor<1024x2048x8192xbf16>
      %432 = stablehlo.convert %430 : (tensor<8192x10240xbf16>) -> tensor<8192x10240xf32>
      %433 = stablehlo.reshape %431 : (tensor<1024x2048x8192xbf16>) -> tensor<1024x2048x32x1x256xbf16>
      %434 = stablehlo.transpose %433, dims = [0, 2, 3, 1, 4] : (tensor<1024x2048x32x1x256xbf16>) -> tensor<1024x32x1x2048x256xbf16>
      %435:3 = stablehlo.composite "flash_attention.backward" %367, %404, %408, %409#0, %409#1, %434 {decomposition = @flash_attention.backward} : (tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x2048x256xbf16>, tensor<1024x32x2048x256xbf16>, tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x1x2048xf32>, tensor<1024x32x1x2048x256xbf16>) -> (tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x2048x256xbf16>, tensor<1024x32x2048x256xbf16>)
      %436 = stablehlo.transpose %435#2, dims = [0, 2, 1, 3] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x2048x32x256xbf16>
      %437 = stablehlo.reshape %436 : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x8192xbf16>
      %438 = stablehlo.dot_general %437, %328, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x8192xbf16>, tensor<1024x2048x10240xbf16>) -> tensor<8192x10240xbf16>
      %439 = stablehlo.transpose %438, dims = [1, 0] : (tensor<8192x10240xbf16>) -> tensor<10240x8192xbf16>
      %440 = stablehlo.dot_general %437, %405, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x8192xbf16>, tensor<10240x8192xbf16>) -> tensor<1024x2048x10240xbf16>
      %441 = stablehlo.add %427, %440 : tensor<1024x2048x10240xbf16>
      %442 = stablehlo.convert %439 : (tensor<10240x8192xbf16>) -> tensor<10240x8192xf32>
      %443 = stablehlo.transpose %435#1, dims = [0, 2, 1, 3] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x2048x32x256xbf16>
      %444 = stablehlo.convert %443 : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x256xf32>
      %445 = stablehlo.slice %444 [0:1024, 0:2048, 0:32, 0:128] : (tensor<1024x2048x32x256xf32>) -> tensor<1024x2048x32x128xf32>
      %446 = stablehlo.slice %444 [0:1024, 0:2048, 0:32, 128:256] : (tensor<1024x2048x32x256xf32>) -> tensor<1024x2048x32x128xf32>
      %447 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %448 = stablehlo.multiply %446, %447 : tensor<1024x2048x32x128xf32>
      %449 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %450 = stablehlo.multiply %446, %449 : tensor<1024x2048x32x128xf32>
      %451 = stablehlo.negate %445 : tensor<1024x2048x32x128xf32>
      %452 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %453 = stablehlo.multiply %451, %452 : tensor<1024x2048x32x128xf32>
      %454 = stablehlo.add %450, %453 : tensor<1024x2048x32x128xf32>
      %455 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %456 = stablehlo.multiply %445, %455 : tensor<1024x2048x32x128xf32>
      %457 = stablehlo.add %448, %456 : tensor<1024x2048x32x128xf32>
      %458 = stablehlo.convert %454 : (tensor<1024x2048x32x128xf32>) -> tensor<1024x2048x32x128xbf16>
      %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %459 = stablehlo.pad %458, %cst_120, low = [0, 0, 0, 128], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1024x2048x32x128xbf16>, tensor<bf16>) -> tensor<1024x2048x32x256xbf16>
      %460 = stablehlo.convert %457 : (tensor<1024x2048x32x128xf32>) -> tensor<1024x2048x32x128xbf16>
      %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %461 = stablehlo.pad %460, %cst_121, low = [0, 0, 0, 0], high = [0, 0, 0, 128], interior = [0, 0, 0, 0] : (tensor<1024x2048x32x128xbf16>, tensor<bf16>) -> tensor<1024x2048x32x256xbf16>
      %462 = stablehlo.add %459, %461 : tensor<1024x2048x32x256xbf16>
      %463 = stablehlo.reshape %462 : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x8192xbf16>
      %464 = stablehlo.dot_general %463, %328, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x8192xbf16>, tensor<1024x2048x10240xbf16>) -> tensor<8192x10240xbf16>
      %465 = stablehlo.transpose %464, dims = [1, 0] : (tensor<8192x10240xbf16>) -> tensor<10240x8192xbf16>
      %466 = stablehlo.dot_general %463, %368, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x8192xbf16>, tensor<10240x8192xbf16>) -> tensor<1024x2048x10240xbf16>
      %467 = stablehlo.add %441, %466 : tensor<1024x2048x10240xbf16>
      %468 = stablehlo.convert %465 : (tensor<10240x8192xbf16>) -> tensor<10240x8192xf32>
      %469 = stablehlo.transpose %435#0, dims = [0, 3, 1, 2, 4] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x2048x32x1x256xbf16>
      %470 = stablehlo.reshape %469 : (tensor<1024x2048x32x1x256xbf16>) -> tensor<1024x2048x32x256xbf16>
      %471 = stablehlo.convert %470 : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x32x256xf32>
      %472 = stablehlo.slice %471 [0:1024, 0:2048, 0:32, 0:128] : (tensor<1024x2048x32x256xf32>) -> tensor<1024x2048x32x128xf32>
      %473 = stablehlo.slice %471 [0:1024, 0:2048, 0:32, 128:256] : (tensor<1024x2048x32x256xf32>) -> tensor<1024x2048x32x128xf32>
      %474 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %475 = stablehlo.multiply %473, %474 : tensor<1024x2048x32x128xf32>
      %476 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %477 = stablehlo.multiply %473, %476 : tensor<1024x2048x32x128xf32>
      %478 = stablehlo.negate %472 : tensor<1024x2048x32x128xf32>
      %479 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %480 = stablehlo.multiply %478, %479 : tensor<1024x2048x32x128xf32>
      %481 = stablehlo.add %477, %480 : tensor<1024x2048x32x128xf32>
      %482 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x2048x1x128xf32>) -> tensor<1024x2048x32x128xf32>
      %483 = stablehlo.multiply %472, %482 : tensor<1024x2048x32x128xf32>
      %484 = stablehlo.add %475, %483 : tensor<1024x2048x32x128xf32>
      %485 = stablehlo.convert %481 : (tensor<1024x2048x32x128xf32>) -> tensor<1024x2048x32x128xbf16>
      %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %486 = stablehlo.pad %485, %cst_122, low = [0, 0, 0, 128], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1024x2048x32x128xbf16>, tensor<bf16>) -> tensor<1024x2048x32x256xbf16>
      %487 = stablehlo.convert %484 : (tensor<1024x2048x32x128xf32>) -> tensor<1024x2048x32x128xbf16>
      %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %488 = stablehlo.pad %487, %cst_123, low = [0, 0, 0, 0], high = [0, 0, 0, 128], interior = [0, 0, 0, 0] : (tensor<1024x2048x32x128xbf16>, tensor<bf16>) -> tensor<1024x2048x32x256xbf16>
      %489 = stablehlo.add %486, %488 : tensor<1024x2048x32x256xbf16>
      %490 = stablehlo.reshape %489 : (tensor<1024x2048x32x256xbf16>) -> tensor<1024x2048x8192xbf16>
      %491 = stablehlo.dot_general %490, %328, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x8192xbf16>, tensor<1024x2048x10240xbf16>) -> tensor<8192x10240xbf16>
      %492 = stablehlo.transpose %491, dims = [1, 0] : (tensor<8192x10240xbf16>) -> tensor<10240x8192xbf16>
      %493 = stablehlo.dot_general %490, %330, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048x8192xbf16>, tensor<10240x8192xbf16>) -> tensor<1024x2048x10240xbf16>
      %494 = stablehlo.add %467, %493 : tensor<1024x2048x10240xbf16>
      %495 = stablehlo.convert %492 : (tensor<10240x8192xbf16>) -> tensor<10240x8192xf32>
      %496 = stablehlo.convert %494 : (tensor<1024x2048x10240xbf16>) -> tensor<1024x2048x10240xf32>
      %497 = stablehlo.multiply %324, %496 : tensor<1024x2048x10240xf32>
      %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %498 = stablehlo.reduce(%497 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x2048x10240xf32>, tensor<f32>) -> tensor<10240xf32>
      %499 = stablehlo.reshape %498 : (tensor<10240xf32>) -> tensor<1x1x10240xf32>
      %500 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x10240xf32>) -> tensor<1024x2048x10240xf32>
      %501 = stablehlo.multiply %496, %500 : tensor<1024x2048x10240xf32>
      %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %502 = stablehlo.reduce(%499 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x10240xf32>, tensor<f32>) -> tensor<10240xf32>
      %503 = stablehlo.multiply %311, %501 : tensor<1024x2048x10240xf32>
      %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %504 = stablehlo.reduce(%503 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x10240xf32>, tensor<f32>) -> tensor<1024x2048xf32>
      %505 = stablehlo.reshape %504 : (tensor<1024x2048xf32>) -> tensor<1024x2048x1xf32>
      %506 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1024x2048x1xf32>) -> tensor<1024x2048x10240xf32>
      %507 = stablehlo.multiply %501, %506 : tensor<1024x2048x10240xf32>
      %508 = stablehlo.multiply %505, %322 : tensor<1024x2048x1xf32>
      %cst_127 = stablehlo.constant dense<1.024000e+04> : tensor<f32>
      %509 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
      %510 = stablehlo.divide %508, %509 : tensor<1024x2048x1xf32>
      %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %511 = stablehlo.reduce(%510 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x1xf32>, tensor<f32>) -> tensor<1024x2048xf32>
      %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<1024x2048xf32>) -> tensor<1024x2048x10240xf32>
      %513 = stablehlo.multiply %311, %512 : tensor<1024x2048x10240xf32>
      %514 = stablehlo.add %507, %513 : tensor<1024x2048x10240xf32>
      %515 = stablehlo.multiply %512, %311 : tensor<1024x2048x10240xf32>
      %516 = stablehlo.add %514, %515 : tensor<1024x2048x10240xf32>
      %517 = stablehlo.convert %516 : (tensor<1024x2048x10240xf32>) -> tensor<1024x2048x10240xbf16>
      %518 = stablehlo.add %310#8, %517 : tensor<1024x2048x10240xbf16>
      %519 = func.call @dynamic_update_index_in_dim_8(%iterArg_99, %495, %301) : (tensor<32x10240x8192xf32>, tensor<10240x8192xf32>, tensor<i32>) -> tensor<32x10240x8192xf32>
      %520 = func.call @dynamic_update_index_in_dim_8(%iterArg_100, %468, %301) : (tensor<32x10240x8192xf32>, tensor<10240x8192xf32>, tensor<i32>) -> tensor<32x10240x8192xf32>
      %521 = func.call @dynamic_update_index_in_dim_8(%iterArg_101, %442, %301) : (tensor<32x10240x8192xf32>, tensor<10240x8192xf32>, tensor<i32>) -> tensor<32x10240x8192xf32>
      %522 = func.call @dynamic_update_index_in_dim_9(%iterArg_102, %432, %301) : (tensor<32x8192x10240xf32>, tensor<8192x10240xf32>, tensor<i32>) -> tensor<32x8192x10240xf32>
      %523 = func.call @dynamic_update_index_in_dim_10(%iterArg_103, %428, %301) : (tensor<32x10240x32768xf32>, tensor<10240x32768xf32>, tensor<i32>) -> tensor<32x10240x32768xf32>
      %524 = func.call @dynamic_update_index_in_dim_11(%iterArg_104, %422, %301) : (tensor<32x32768x10240xf32>, tensor<32768x10240xf32>, tensor<i32>) -> tensor<32x32768x10240xf32>
      %525 = func.call @dynamic_update_index_in_dim_12(%iterArg_105, %502, %301) : (tensor<32x10240xf32>, tensor<10240xf32>, tensor<i32>) -> tensor<32x10240xf32>
      %c_129 = stablehlo.constant dense<1> : tensor<i32>
      %526 = stablehlo.add %iterArg_97, %c_129 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_90, %iterArg_91, %iterArg_92, %iterArg_93, %iterArg_94, %iterArg_95, %iterArg_96, %526, %518, %519, %520, %521, %522, %523, %524, %525 : tensor<32x1024x2048x10240xbf16>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x8192x10240xf32>, tensor<32x10240x32768xf32>, tensor<32x32768x10240xf32>, tensor<32x10240xf32>, tensor<i32>, tensor<1024x2048x10240xbf16>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x8192x10240xf32>, tensor<32x10240x32768xf32>, tensor<32x32768x10240xf32>, tensor<32x10240xf32>
    }
    %108 = stablehlo.convert %107#9 : (tensor<1024x2048x10240xbf16>) -> tensor<1024x2048x10240xf32>
    %109 = call @_take_13(%0#1, %108) : (tensor<1024x2048x1xi32>, tensor<1024x2048x10240xf32>) -> tensor<32768x10240xf32>
    %110 = stablehlo.add %77, %109 : tensor<32768x10240xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32768x10240xf32>
    %112 = stablehlo.multiply %111, %arg9 : tensor<32768x10240xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32768x10240xf32>
    %114 = stablehlo.multiply %113, %110 : tensor<32768x10240xf32>
    %115 = stablehlo.add %112, %114 : tensor<32768x10240xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %117 = stablehlo.multiply %116, %arg10 : tensor<32x10240x8192xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %119 = stablehlo.multiply %118, %107#10 : tensor<32x10240x8192xf32>
    %120 = stablehlo.add %117, %119 : tensor<32x10240x8192xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %122 = stablehlo.multiply %121, %arg11 : tensor<32x10240x8192xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %124 = stablehlo.multiply %123, %107#11 : tensor<32x10240x8192xf32>
    %125 = stablehlo.add %122, %124 : tensor<32x10240x8192xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %127 = stablehlo.multiply %126, %arg12 : tensor<32x10240x8192xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %129 = stablehlo.multiply %128, %107#12 : tensor<32x10240x8192xf32>
    %130 = stablehlo.add %127, %129 : tensor<32x10240x8192xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x8192x10240xf32>
    %132 = stablehlo.multiply %131, %arg13 : tensor<32x8192x10240xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x8192x10240xf32>
    %134 = stablehlo.multiply %133, %107#13 : tensor<32x8192x10240xf32>
    %135 = stablehlo.add %132, %134 : tensor<32x8192x10240xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x10240x32768xf32>
    %137 = stablehlo.multiply %136, %arg14 : tensor<32x10240x32768xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32x10240x32768xf32>
    %139 = stablehlo.multiply %138, %107#14 : tensor<32x10240x32768xf32>
    %140 = stablehlo.add %137, %139 : tensor<32x10240x32768xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x32768x10240xf32>
    %142 = stablehlo.multiply %141, %arg15 : tensor<32x32768x10240xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x32768x10240xf32>
    %144 = stablehlo.multiply %143, %107#15 : tensor<32x32768x10240xf32>
    %145 = stablehlo.add %142, %144 : tensor<32x32768x10240xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x10240xf32>
    %147 = stablehlo.multiply %146, %arg16 : tensor<32x10240xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x10240xf32>
    %149 = stablehlo.multiply %148, %107#16 : tensor<32x10240xf32>
    %150 = stablehlo.add %147, %149 : tensor<32x10240xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<10240xf32>
    %152 = stablehlo.multiply %151, %arg17 : tensor<10240xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10240xf32>
    %154 = stablehlo.multiply %153, %84 : tensor<10240xf32>
    %155 = stablehlo.add %152, %154 : tensor<10240xf32>
    %cst_45 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32768x10240xf32>
    %157 = stablehlo.multiply %156, %arg18 : tensor<32768x10240xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32768x10240xf32>
    %159 = stablehlo.multiply %158, %110 : tensor<32768x10240xf32>
    %160 = stablehlo.multiply %159, %110 : tensor<32768x10240xf32>
    %161 = stablehlo.add %157, %160 : tensor<32768x10240xf32>
    %cst_47 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %163 = stablehlo.multiply %162, %arg19 : tensor<32x10240x8192xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %165 = stablehlo.multiply %164, %107#10 : tensor<32x10240x8192xf32>
    %166 = stablehlo.multiply %165, %107#10 : tensor<32x10240x8192xf32>
    %167 = stablehlo.add %163, %166 : tensor<32x10240x8192xf32>
    %cst_49 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %169 = stablehlo.multiply %168, %arg20 : tensor<32x10240x8192xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %171 = stablehlo.multiply %170, %107#11 : tensor<32x10240x8192xf32>
    %172 = stablehlo.multiply %171, %107#11 : tensor<32x10240x8192xf32>
    %173 = stablehlo.add %169, %172 : tensor<32x10240x8192xf32>
    %cst_51 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %175 = stablehlo.multiply %174, %arg21 : tensor<32x10240x8192xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %177 = stablehlo.multiply %176, %107#12 : tensor<32x10240x8192xf32>
    %178 = stablehlo.multiply %177, %107#12 : tensor<32x10240x8192xf32>
    %179 = stablehlo.add %175, %178 : tensor<32x10240x8192xf32>
    %cst_53 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x8192x10240xf32>
    %181 = stablehlo.multiply %180, %arg22 : tensor<32x8192x10240xf32>
    %cst_54 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x8192x10240xf32>
    %183 = stablehlo.multiply %182, %107#13 : tensor<32x8192x10240xf32>
    %184 = stablehlo.multiply %183, %107#13 : tensor<32x8192x10240xf32>
    %185 = stablehlo.add %181, %184 : tensor<32x8192x10240xf32>
    %cst_55 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x10240x32768xf32>
    %187 = stablehlo.multiply %186, %arg23 : tensor<32x10240x32768xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x10240x32768xf32>
    %189 = stablehlo.multiply %188, %107#14 : tensor<32x10240x32768xf32>
    %190 = stablehlo.multiply %189, %107#14 : tensor<32x10240x32768xf32>
    %191 = stablehlo.add %187, %190 : tensor<32x10240x32768xf32>
    %cst_57 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x32768x10240xf32>
    %193 = stablehlo.multiply %192, %arg24 : tensor<32x32768x10240xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x32768x10240xf32>
    %195 = stablehlo.multiply %194, %107#15 : tensor<32x32768x10240xf32>
    %196 = stablehlo.multiply %195, %107#15 : tensor<32x32768x10240xf32>
    %197 = stablehlo.add %193, %196 : tensor<32x32768x10240xf32>
    %cst_59 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x10240xf32>
    %199 = stablehlo.multiply %198, %arg25 : tensor<32x10240xf32>
    %cst_60 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x10240xf32>
    %201 = stablehlo.multiply %200, %107#16 : tensor<32x10240xf32>
    %202 = stablehlo.multiply %201, %107#16 : tensor<32x10240xf32>
    %203 = stablehlo.add %199, %202 : tensor<32x10240xf32>
    %cst_61 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<10240xf32>
    %205 = stablehlo.multiply %204, %arg26 : tensor<10240xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<10240xf32>
    %207 = stablehlo.multiply %206, %84 : tensor<10240xf32>
    %208 = stablehlo.multiply %207, %84 : tensor<10240xf32>
    %209 = stablehlo.add %205, %208 : tensor<10240xf32>
    %210 = stablehlo.sqrt %161 : tensor<32768x10240xf32>
    %cst_63 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32768x10240xf32>
    %212 = stablehlo.add %210, %211 : tensor<32768x10240xf32>
    %213 = stablehlo.divide %115, %212 : tensor<32768x10240xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32768x10240xf32>
    %215 = stablehlo.multiply %214, %arg0 : tensor<32768x10240xf32>
    %216 = stablehlo.add %213, %215 : tensor<32768x10240xf32>
    %cst_65 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32768x10240xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<32768x10240xf32>
    %219 = stablehlo.subtract %arg0, %218 : tensor<32768x10240xf32>
    %220 = stablehlo.sqrt %167 : tensor<32x10240x8192xf32>
    %cst_66 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %222 = stablehlo.add %220, %221 : tensor<32x10240x8192xf32>
    %223 = stablehlo.divide %120, %222 : tensor<32x10240x8192xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %225 = stablehlo.multiply %224, %arg1 : tensor<32x10240x8192xf32>
    %226 = stablehlo.add %223, %225 : tensor<32x10240x8192xf32>
    %cst_68 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %228 = stablehlo.multiply %227, %226 : tensor<32x10240x8192xf32>
    %229 = stablehlo.subtract %arg1, %228 : tensor<32x10240x8192xf32>
    %230 = stablehlo.sqrt %173 : tensor<32x10240x8192xf32>
    %cst_69 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %232 = stablehlo.add %230, %231 : tensor<32x10240x8192xf32>
    %233 = stablehlo.divide %125, %232 : tensor<32x10240x8192xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %235 = stablehlo.multiply %234, %arg2 : tensor<32x10240x8192xf32>
    %236 = stablehlo.add %233, %235 : tensor<32x10240x8192xf32>
    %cst_71 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<32x10240x8192xf32>
    %239 = stablehlo.subtract %arg2, %238 : tensor<32x10240x8192xf32>
    %240 = stablehlo.sqrt %179 : tensor<32x10240x8192xf32>
    %cst_72 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %242 = stablehlo.add %240, %241 : tensor<32x10240x8192xf32>
    %243 = stablehlo.divide %130, %242 : tensor<32x10240x8192xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %245 = stablehlo.multiply %244, %arg3 : tensor<32x10240x8192xf32>
    %246 = stablehlo.add %243, %245 : tensor<32x10240x8192xf32>
    %cst_74 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32x10240x8192xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<32x10240x8192xf32>
    %249 = stablehlo.subtract %arg3, %248 : tensor<32x10240x8192xf32>
    %250 = stablehlo.sqrt %185 : tensor<32x8192x10240xf32>
    %cst_75 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x8192x10240xf32>
    %252 = stablehlo.add %250, %251 : tensor<32x8192x10240xf32>
    %253 = stablehlo.divide %135, %252 : tensor<32x8192x10240xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x8192x10240xf32>
    %255 = stablehlo.multiply %254, %arg4 : tensor<32x8192x10240xf32>
    %256 = stablehlo.add %253, %255 : tensor<32x8192x10240xf32>
    %cst_77 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x8192x10240xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<32x8192x10240xf32>
    %259 = stablehlo.subtract %arg4, %258 : tensor<32x8192x10240xf32>
    %260 = stablehlo.sqrt %191 : tensor<32x10240x32768xf32>
    %cst_78 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x10240x32768xf32>
    %262 = stablehlo.add %260, %261 : tensor<32x10240x32768xf32>
    %263 = stablehlo.divide %140, %262 : tensor<32x10240x32768xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32x10240x32768xf32>
    %265 = stablehlo.multiply %264, %arg5 : tensor<32x10240x32768xf32>
    %266 = stablehlo.add %263, %265 : tensor<32x10240x32768xf32>
    %cst_80 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32x10240x32768xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<32x10240x32768xf32>
    %269 = stablehlo.subtract %arg5, %268 : tensor<32x10240x32768xf32>
    %270 = stablehlo.sqrt %197 : tensor<32x32768x10240xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32x32768x10240xf32>
    %272 = stablehlo.add %270, %271 : tensor<32x32768x10240xf32>
    %273 = stablehlo.divide %145, %272 : tensor<32x32768x10240xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x32768x10240xf32>
    %275 = stablehlo.multiply %274, %arg6 : tensor<32x32768x10240xf32>
    %276 = stablehlo.add %273, %275 : tensor<32x32768x10240xf32>
    %cst_83 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32x32768x10240xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<32x32768x10240xf32>
    %279 = stablehlo.subtract %arg6, %278 : tensor<32x32768x10240xf32>
    %280 = stablehlo.sqrt %203 : tensor<32x10240xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x10240xf32>
    %282 = stablehlo.add %280, %281 : tensor<32x10240xf32>
    %283 = stablehlo.divide %150, %282 : tensor<32x10240xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x10240xf32>
    %285 = stablehlo.multiply %284, %arg7 : tensor<32x10240xf32>
    %286 = stablehlo.add %283, %285 : tensor<32x10240xf32>
    %cst_86 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x10240xf32>
    %288 = stablehlo.multiply %287, %286 : tensor<32x10240xf32>
    %289 = stablehlo.subtract %arg7, %288 : tensor<32x10240xf32>
    %290 = stablehlo.sqrt %209 : tensor<10240xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<10240xf32>
    %292 = stablehlo.add %290, %291 : tensor<10240xf32>
    %293 = stablehlo.divide %155, %292 : tensor<10240xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<10240xf32>
    %295 = stablehlo.multiply %294, %arg8 : tensor<10240xf32>
    %296 = stablehlo.add %293, %295 : tensor<10240xf32>
    %cst_89 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<10240xf32>
    %298 = stablehlo.multiply %297, %296 : tensor<10240xf32>
    %299 = stablehlo.subtract %arg8, %298 : tensor<10240xf32>
    return %219, %229, %239, %249, %259, %269, %279, %289, %299, %115, %120, %125, %130, %135, %140, %145, %150, %155, %161, %167, %173, %179, %185, %191, %197, %203, %209, %66 : tensor<32768x10240xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x8192x10240xf32>, tensor<32x10240x32768xf32>, tensor<32x32768x10240xf32>, tensor<32x10240xf32>, tensor<10240xf32>, tensor<32768x10240xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x8192x10240xf32>, tensor<32x10240x32768xf32>, tensor<32x32768x10240xf32>, tensor<32x10240xf32>, tensor<10240xf32>, tensor<32768x10240xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x10240x8192xf32>, tensor<32x8192x10240xf32>, tensor<32x10240x32768xf32>, tensor<32x32768x10240xf32>, tensor<32x10240xf32>, tensor<10240xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<32768x10240xf32>, %arg1: tensor<1024x2048xi32>) -> (tensor<1024x2048x10240xf32>, tensor<1024x2048x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x2048xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1024x2048xi32>, tensor<1024x2048xi32>) -> tensor<1024x2048xi1>
    %c_0 = stablehlo.constant dense<32768> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024x2048xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1024x2048xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1024x2048xi1>, tensor<1024x2048xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1024x2048xi32>) -> tensor<1024x2048x1xi32>
    %c_1 = stablehlo.constant dense<32767> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024x2048x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1024x2048x1xi32>, tensor<1024x2048x1xi32>) -> tensor<1024x2048x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1024x2048x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1024x2048x1xi32>, tensor<1024x2048x1xi32>) -> tensor<1024x2048x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1024x2048x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1024x2048x1xi1>, tensor<i1>) -> tensor<1024x2048xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 10240>}> : (tensor<32768x10240xf32>, tensor<1024x2048x1xi32>) -> tensor<1024x2048x10240xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1024x2048xi1>) -> tensor<1024x2048x10240xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048x10240xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1024x2048x10240xi1>, tensor<1024x2048x10240xf32>
    return %16, %5 : tensor<1024x2048x10240xf32>, tensor<1024x2048x1xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x10240x8192xf32>, %arg1: tensor<i32>) -> tensor<10240x8192xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 10240, 8192] : (tensor<32x10240x8192xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x10240x8192xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x10240x8192xf32>) -> tensor<10240x8192xf32>
    return %1 : tensor<10240x8192xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<32x8192x10240xf32>, %arg1: tensor<i32>) -> tensor<8192x10240xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8192, 10240] : (tensor<32x8192x10240xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8192x10240xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8192x10240xf32>) -> tensor<8192x10240xf32>
    return %1 : tensor<8192x10240xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<32x10240x32768xf32>, %arg1: tensor<i32>) -> tensor<10240x32768xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 10240, 32768] : (tensor<32x10240x32768xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x10240x32768xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x10240x32768xf32>) -> tensor<10240x32768xf32>
    return %1 : tensor<10240x32768xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<32x32768x10240xf32>, %arg1: tensor<i32>) -> tensor<32768x10240xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32768, 10240] : (tensor<32x32768x10240xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32768x10240xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32768x10240xf32>) -> tensor<32768x10240xf32>
    return %1 : tensor<32768x10240xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<32x10240xf32>, %arg1: tensor<i32>) -> tensor<10240xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 10240] : (tensor<32x10240xf32>, tensor<i32>, tensor<i32>) -> tensor<1x10240xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x10240xf32>) -> tensor<10240xf32>
    return %1 : tensor<10240xf32>
  }
  func.func private @flash_attention.forward(%arg0: tensor<1024x32x1x2048x256xbf16>, %arg1: tensor<1024x32x2048x256xbf16>, %arg2: tensor<1024x32x2048x256xbf16>) -> (tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x1x2048xf32>) {
    %0 = stablehlo.slice %arg1 [0:1024, 0:32, 0:512, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %1 = stablehlo.slice %arg1 [0:1024, 0:32, 512:1024, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %2 = stablehlo.slice %arg1 [0:1024, 0:32, 1024:1536, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %3 = stablehlo.slice %arg1 [0:1024, 0:32, 1536:2048, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %4 = stablehlo.slice %arg2 [0:1024, 0:32, 0:512, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %5 = stablehlo.slice %arg2 [0:1024, 0:32, 512:1024, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %6 = stablehlo.slice %arg2 [0:1024, 0:32, 1024:1536, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %7 = stablehlo.slice %arg2 [0:1024, 0:32, 1536:2048, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %8 = stablehlo.slice %arg0 [0:1024, 0:32, 0:1, 0:512, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %9 = stablehlo.slice %arg0 [0:1024, 0:32, 0:1, 512:1024, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %10 = stablehlo.slice %arg0 [0:1024, 0:32, 0:1, 1024:1536, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %11 = stablehlo.slice %arg0 [0:1024, 0:32, 0:1, 1536:2048, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %12 = stablehlo.dot_general %8, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %13 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %14 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %16 = call @_where(%15, %12, %cst) : (tensor<512x512xi1>, tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512x512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %20 = stablehlo.subtract %16, %19 : tensor<1024x32x1x512x512xf32>
    %21 = stablehlo.exponential %20 : tensor<1024x32x1x512x512xf32>
    %22 = stablehlo.convert %21 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %23 = stablehlo.dot_general %22, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %27 = stablehlo.divide %23, %26 : tensor<1024x32x1x512x256xf32>
    %28 = stablehlo.convert %27 : (tensor<1024x32x1x512x256xf32>) -> tensor<1024x32x1x512x256xbf16>
    %29 = stablehlo.log %24 : tensor<1024x32x1x512xf32>
    %30 = stablehlo.add %17, %29 : tensor<1024x32x1x512xf32>
    %31 = stablehlo.dot_general %9, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %35 = stablehlo.subtract %31, %34 : tensor<1024x32x1x512x512xf32>
    %36 = stablehlo.exponential %35 : tensor<1024x32x1x512x512xf32>
    %37 = stablehlo.convert %36 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %38 = stablehlo.dot_general %37, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %40 = stablehlo.dot_general %9, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %41 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %42 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %44 = call @_where(%43, %40, %cst_4) : (tensor<512x512xi1>, tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512x512xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %46 = stablehlo.maximum %32, %45 : tensor<1024x32x1x512xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %49 = stablehlo.subtract %44, %48 : tensor<1024x32x1x512x512xf32>
    %50 = stablehlo.exponential %49 : tensor<1024x32x1x512x512xf32>
    %51 = stablehlo.convert %50 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %52 = stablehlo.dot_general %51, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %53 = stablehlo.subtract %32, %46 : tensor<1024x32x1x512xf32>
    %54 = stablehlo.exponential %53 : tensor<1024x32x1x512xf32>
    %55 = stablehlo.multiply %39, %54 : tensor<1024x32x1x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%50 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %57 = stablehlo.add %55, %56 : tensor<1024x32x1x512xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %60 = stablehlo.multiply %38, %59 : tensor<1024x32x1x512x256xf32>
    %61 = stablehlo.add %60, %52 : tensor<1024x32x1x512x256xf32>
    %62 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %64 = stablehlo.divide %61, %63 : tensor<1024x32x1x512x256xf32>
    %65 = stablehlo.convert %64 : (tensor<1024x32x1x512x256xf32>) -> tensor<1024x32x1x512x256xbf16>
    %66 = stablehlo.log %57 : tensor<1024x32x1x512xf32>
    %67 = stablehlo.add %46, %66 : tensor<1024x32x1x512xf32>
    %68 = stablehlo.dot_general %10, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_7) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %72 = stablehlo.subtract %68, %71 : tensor<1024x32x1x512x512xf32>
    %73 = stablehlo.exponential %72 : tensor<1024x32x1x512x512xf32>
    %74 = stablehlo.convert %73 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %75 = stablehlo.dot_general %74, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%73 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %77 = stablehlo.dot_general %10, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %79 = stablehlo.maximum %69, %78 : tensor<1024x32x1x512xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %82 = stablehlo.subtract %77, %81 : tensor<1024x32x1x512x512xf32>
    %83 = stablehlo.exponential %82 : tensor<1024x32x1x512x512xf32>
    %84 = stablehlo.convert %83 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %85 = stablehlo.dot_general %84, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %86 = stablehlo.subtract %69, %79 : tensor<1024x32x1x512xf32>
    %87 = stablehlo.exponential %86 : tensor<1024x32x1x512xf32>
    %88 = stablehlo.multiply %76, %87 : tensor<1024x32x1x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%83 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %90 = stablehlo.add %88, %89 : tensor<1024x32x1x512xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %93 = stablehlo.multiply %75, %92 : tensor<1024x32x1x512x256xf32>
    %94 = stablehlo.add %93, %85 : tensor<1024x32x1x512x256xf32>
    %95 = stablehlo.dot_general %10, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %96 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %97 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %98 = stablehlo.compare GE, %96, %97, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_11 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %99 = call @_where(%98, %95, %cst_11) : (tensor<512x512xi1>, tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512x512xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %101 = stablehlo.maximum %79, %100 : tensor<1024x32x1x512xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %104 = stablehlo.subtract %99, %103 : tensor<1024x32x1x512x512xf32>
    %105 = stablehlo.exponential %104 : tensor<1024x32x1x512x512xf32>
    %106 = stablehlo.convert %105 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %107 = stablehlo.dot_general %106, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %108 = stablehlo.subtract %79, %101 : tensor<1024x32x1x512xf32>
    %109 = stablehlo.exponential %108 : tensor<1024x32x1x512xf32>
    %110 = stablehlo.multiply %90, %109 : tensor<1024x32x1x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%105 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %112 = stablehlo.add %110, %111 : tensor<1024x32x1x512xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %115 = stablehlo.multiply %94, %114 : tensor<1024x32x1x512x256xf32>
    %116 = stablehlo.add %115, %107 : tensor<1024x32x1x512x256xf32>
    %117 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %119 = stablehlo.divide %116, %118 : tensor<1024x32x1x512x256xf32>
    %120 = stablehlo.convert %119 : (tensor<1024x32x1x512x256xf32>) -> tensor<1024x32x1x512x256xbf16>
    %121 = stablehlo.log %112 : tensor<1024x32x1x512xf32>
    %122 = stablehlo.add %101, %121 : tensor<1024x32x1x512xf32>
    %123 = stablehlo.dot_general %11, %0, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %127 = stablehlo.subtract %123, %126 : tensor<1024x32x1x512x512xf32>
    %128 = stablehlo.exponential %127 : tensor<1024x32x1x512x512xf32>
    %129 = stablehlo.convert %128 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %130 = stablehlo.dot_general %129, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%128 init: %cst_15) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %132 = stablehlo.dot_general %11, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %134 = stablehlo.maximum %124, %133 : tensor<1024x32x1x512xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %137 = stablehlo.subtract %132, %136 : tensor<1024x32x1x512x512xf32>
    %138 = stablehlo.exponential %137 : tensor<1024x32x1x512x512xf32>
    %139 = stablehlo.convert %138 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %140 = stablehlo.dot_general %139, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %141 = stablehlo.subtract %124, %134 : tensor<1024x32x1x512xf32>
    %142 = stablehlo.exponential %141 : tensor<1024x32x1x512xf32>
    %143 = stablehlo.multiply %131, %142 : tensor<1024x32x1x512xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%138 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %145 = stablehlo.add %143, %144 : tensor<1024x32x1x512xf32>
    %146 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %148 = stablehlo.multiply %130, %147 : tensor<1024x32x1x512x256xf32>
    %149 = stablehlo.add %148, %140 : tensor<1024x32x1x512x256xf32>
    %150 = stablehlo.dot_general %11, %2, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %152 = stablehlo.maximum %134, %151 : tensor<1024x32x1x512xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %155 = stablehlo.subtract %150, %154 : tensor<1024x32x1x512x512xf32>
    %156 = stablehlo.exponential %155 : tensor<1024x32x1x512x512xf32>
    %157 = stablehlo.convert %156 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %158 = stablehlo.dot_general %157, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %159 = stablehlo.subtract %134, %152 : tensor<1024x32x1x512xf32>
    %160 = stablehlo.exponential %159 : tensor<1024x32x1x512xf32>
    %161 = stablehlo.multiply %145, %160 : tensor<1024x32x1x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%156 init: %cst_19) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %163 = stablehlo.add %161, %162 : tensor<1024x32x1x512xf32>
    %164 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %166 = stablehlo.multiply %149, %165 : tensor<1024x32x1x512x256xf32>
    %167 = stablehlo.add %166, %158 : tensor<1024x32x1x512x256xf32>
    %168 = stablehlo.dot_general %11, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %169 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %170 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %171 = stablehlo.compare GE, %169, %170, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_20 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %172 = call @_where(%171, %168, %cst_20) : (tensor<512x512xi1>, tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512x512xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_21) applies stablehlo.maximum across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %174 = stablehlo.maximum %152, %173 : tensor<1024x32x1x512xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %177 = stablehlo.subtract %172, %176 : tensor<1024x32x1x512x512xf32>
    %178 = stablehlo.exponential %177 : tensor<1024x32x1x512x512xf32>
    %179 = stablehlo.convert %178 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %180 = stablehlo.dot_general %179, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %181 = stablehlo.subtract %152, %174 : tensor<1024x32x1x512xf32>
    %182 = stablehlo.exponential %181 : tensor<1024x32x1x512xf32>
    %183 = stablehlo.multiply %163, %182 : tensor<1024x32x1x512xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%178 init: %cst_22) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512xf32>
    %185 = stablehlo.add %183, %184 : tensor<1024x32x1x512xf32>
    %186 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %188 = stablehlo.multiply %167, %187 : tensor<1024x32x1x512x256xf32>
    %189 = stablehlo.add %188, %180 : tensor<1024x32x1x512x256xf32>
    %190 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x256xf32>
    %192 = stablehlo.divide %189, %191 : tensor<1024x32x1x512x256xf32>
    %193 = stablehlo.convert %192 : (tensor<1024x32x1x512x256xf32>) -> tensor<1024x32x1x512x256xbf16>
    %194 = stablehlo.log %185 : tensor<1024x32x1x512xf32>
    %195 = stablehlo.add %174, %194 : tensor<1024x32x1x512xf32>
    %196 = stablehlo.concatenate %28, %65, %120, %193, dim = 3 : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x1x512x256xbf16>, tensor<1024x32x1x512x256xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x1x2048x256xbf16>
    %197 = stablehlo.concatenate %30, %67, %122, %195, dim = 3 : (tensor<1024x32x1x512xf32>, tensor<1024x32x1x512xf32>, tensor<1024x32x1x512xf32>, tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x2048xf32>
    return %196, %197 : tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x1x2048xf32>
  }
  func.func private @_where(%arg0: tensor<512x512xi1>, %arg1: tensor<1024x32x1x512x512xf32>, %arg2: tensor<f32>) -> tensor<1024x32x1x512x512xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<512x512xi1>) -> tensor<1024x32x1x512x512xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x32x1x512x512xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1024x32x1x512x512xi1>, tensor<1024x32x1x512x512xf32>
    return %3 : tensor<1024x32x1x512x512xf32>
  }
  func.func private @relu(%arg0: tensor<1024x2048x32768xbf16>) -> tensor<1024x2048x32768xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1024x2048x32768xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1024x2048x32768xbf16>
    return %1 : tensor<1024x2048x32768xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<32x1024x2048x10240xbf16>, %arg1: tensor<1024x2048x10240xbf16>, %arg2: tensor<i32>) -> tensor<32x1024x2048x10240xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1024x2048x10240xbf16>) -> tensor<1x1024x2048x10240xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x1024x2048x10240xbf16>, tensor<1x1024x2048x10240xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x1024x2048x10240xbf16>
    return %1 : tensor<32x1024x2048x10240xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<1024x2048x32768xf32>) -> (tensor<1024x2048x32768xf32>, tensor<1024x2048x32768xf32>, tensor<1024x2048x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<1024x2048x32768xf32>, tensor<f32>) -> tensor<1024x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<1024x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1024x2048xf32>) -> tensor<1024x2048x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1024x2048x1xf32>) -> tensor<1024x2048x32768xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1024x2048x32768xf32>
    %6 = stablehlo.exponential %5 : tensor<1024x2048x32768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x32768xf32>, tensor<f32>) -> tensor<1024x2048xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1024x2048xf32>) -> tensor<1024x2048x1xf32>
    %9 = stablehlo.log %8 : tensor<1024x2048x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1024x2048x1xf32>) -> tensor<1024x2048x32768xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<1024x2048x32768xf32>
    return %11, %6, %8 : tensor<1024x2048x32768xf32>, tensor<1024x2048x32768xf32>, tensor<1024x2048x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<1024x2048x32768xf32>, %arg1: tensor<1024x2048x1xi32>) -> (tensor<1024x2048x1xf32>, tensor<1024x2048x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x2048x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1024x2048x1xi32>, tensor<1024x2048x1xi32>) -> tensor<1024x2048x1xi1>
    %c_0 = stablehlo.constant dense<32768> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024x2048x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1024x2048x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1024x2048x1xi1>, tensor<1024x2048x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1024x2048x1xi32>) -> tensor<1024x2048x1x1xi32>
    %c_1 = stablehlo.constant dense<32767> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024x2048x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1024x2048x1x1xi32>, tensor<1024x2048x1x1xi32>) -> tensor<1024x2048x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<1024x2048x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1024x2048x1x1xi32>, tensor<1024x2048x1x1xi32>) -> tensor<1024x2048x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1024x2048x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<1024x2048x1x1xi1>, tensor<i1>) -> tensor<1024x2048x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1024x2048x32768xf32>, tensor<1024x2048x1x1xi32>) -> tensor<1024x2048x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<1024x2048x1xi1>, tensor<1024x2048x1xf32>
    return %15, %5 : tensor<1024x2048x1xf32>, tensor<1024x2048x1x1xi32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<1024x2048x1x1xi32>, %arg1: tensor<1024x2048x1xf32>) -> tensor<1024x2048x32768xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048x32768xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x2048x32768xf32>, tensor<1024x2048x1x1xi32>, tensor<1024x2048x1xf32>) -> tensor<1024x2048x32768xf32>
    return %1 : tensor<1024x2048x32768xf32>
  }
  func.func private @log_softmax_5(%arg0: tensor<1024x2048x32768xf32>, %arg1: tensor<1024x2048x1xf32>, %arg2: tensor<1024x2048x32768xf32>) -> tensor<1024x2048x32768xf32> {
    %0 = stablehlo.negate %arg2 : tensor<1024x2048x32768xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x32768xf32>, tensor<f32>) -> tensor<1024x2048xf32>
    %2 = stablehlo.reshape %1 : (tensor<1024x2048xf32>) -> tensor<1024x2048x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<1024x2048x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1024x2048x1xf32>, tensor<f32>) -> tensor<1024x2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1024x2048xf32>) -> tensor<1024x2048x32768xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<1024x2048x32768xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<1024x2048x32768xf32>
    return %7 : tensor<1024x2048x32768xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<32x1024x2048x10240xbf16>, %arg1: tensor<i32>) -> tensor<1024x2048x10240xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1024, 2048, 10240] : (tensor<32x1024x2048x10240xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1024x2048x10240xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1024x2048x10240xbf16>) -> tensor<1024x2048x10240xbf16>
    return %1 : tensor<1024x2048x10240xbf16>
  }
  func.func private @relu_7(%arg0: tensor<1024x2048x32768xbf16>) -> tensor<1024x2048x32768xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1024x2048x32768xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1024x2048x32768xbf16>
    return %1 : tensor<1024x2048x32768xbf16>
  }
  func.func private @flash_attention.backward(%arg0: tensor<1024x32x1x2048x256xbf16>, %arg1: tensor<1024x32x2048x256xbf16>, %arg2: tensor<1024x32x2048x256xbf16>, %arg3: tensor<1024x32x1x2048x256xbf16>, %arg4: tensor<1024x32x1x2048xf32>, %arg5: tensor<1024x32x1x2048x256xbf16>) -> (tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x2048x256xbf16>, tensor<1024x32x2048x256xbf16>) {
    %0 = stablehlo.convert %arg5 : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x2048x256xf32>
    %1 = stablehlo.convert %arg3 : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x2048x256xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1024x32x1x2048x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1024x32x1x2048x256xf32>, tensor<f32>) -> tensor<1024x32x1x2048xf32>
    %4 = stablehlo.slice %arg0 [0:1024, 0:32, 0:1, 0:512, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %5 = stablehlo.slice %arg0 [0:1024, 0:32, 0:1, 512:1024, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %6 = stablehlo.slice %arg0 [0:1024, 0:32, 0:1, 1024:1536, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %7 = stablehlo.slice %arg0 [0:1024, 0:32, 0:1, 1536:2048, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %8 = stablehlo.slice %arg1 [0:1024, 0:32, 0:512, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %9 = stablehlo.slice %arg1 [0:1024, 0:32, 512:1024, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %10 = stablehlo.slice %arg1 [0:1024, 0:32, 1024:1536, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %11 = stablehlo.slice %arg1 [0:1024, 0:32, 1536:2048, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %12 = stablehlo.slice %arg2 [0:1024, 0:32, 0:512, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %13 = stablehlo.slice %arg2 [0:1024, 0:32, 512:1024, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %14 = stablehlo.slice %arg2 [0:1024, 0:32, 1024:1536, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %15 = stablehlo.slice %arg2 [0:1024, 0:32, 1536:2048, 0:256] : (tensor<1024x32x2048x256xbf16>) -> tensor<1024x32x512x256xbf16>
    %16 = stablehlo.slice %arg5 [0:1024, 0:32, 0:1, 0:512, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %17 = stablehlo.slice %arg5 [0:1024, 0:32, 0:1, 512:1024, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %18 = stablehlo.slice %arg5 [0:1024, 0:32, 0:1, 1024:1536, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %19 = stablehlo.slice %arg5 [0:1024, 0:32, 0:1, 1536:2048, 0:256] : (tensor<1024x32x1x2048x256xbf16>) -> tensor<1024x32x1x512x256xbf16>
    %20 = stablehlo.slice %arg4 [0:1024, 0:32, 0:1, 0:512] : (tensor<1024x32x1x2048xf32>) -> tensor<1024x32x1x512xf32>
    %21 = stablehlo.slice %arg4 [0:1024, 0:32, 0:1, 512:1024] : (tensor<1024x32x1x2048xf32>) -> tensor<1024x32x1x512xf32>
    %22 = stablehlo.slice %arg4 [0:1024, 0:32, 0:1, 1024:1536] : (tensor<1024x32x1x2048xf32>) -> tensor<1024x32x1x512xf32>
    %23 = stablehlo.slice %arg4 [0:1024, 0:32, 0:1, 1536:2048] : (tensor<1024x32x1x2048xf32>) -> tensor<1024x32x1x512xf32>
    %24 = stablehlo.slice %3 [0:1024, 0:32, 0:1, 0:512] : (tensor<1024x32x1x2048xf32>) -> tensor<1024x32x1x512xf32>
    %25 = stablehlo.slice %3 [0:1024, 0:32, 0:1, 512:1024] : (tensor<1024x32x1x2048xf32>) -> tensor<1024x32x1x512xf32>
    %26 = stablehlo.slice %3 [0:1024, 0:32, 0:1, 1024:1536] : (tensor<1024x32x1x2048xf32>) -> tensor<1024x32x1x512xf32>
    %27 = stablehlo.slice %3 [0:1024, 0:32, 0:1, 1536:2048] : (tensor<1024x32x1x2048xf32>) -> tensor<1024x32x1x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x32x1x512x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x32x1x512x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x32x1x512x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x32x1x512x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x32x512x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x32x512x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x32x512x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x32x512x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x32x512x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x32x512x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x32x512x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x32x512x256xf32>
    %40 = stablehlo.dot_general %4, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %41 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %42 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_12 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %44 = call @_where(%43, %40, %cst_12) : (tensor<512x512xi1>, tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512x512xf32>
    %45 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %47 = stablehlo.subtract %44, %46 : tensor<1024x32x1x512x512xf32>
    %48 = stablehlo.exponential %47 : tensor<1024x32x1x512x512xf32>
    %49 = stablehlo.convert %48 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %50 = stablehlo.dot_general %49, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %51 = stablehlo.add %36, %50 : tensor<1024x32x512x256xf32>
    %52 = stablehlo.dot_general %16, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %53 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %55 = stablehlo.subtract %52, %54 : tensor<1024x32x1x512x512xf32>
    %56 = stablehlo.multiply %48, %55 : tensor<1024x32x1x512x512xf32>
    %57 = stablehlo.convert %56 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %58 = stablehlo.dot_general %57, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %59 = stablehlo.add %28, %58 : tensor<1024x32x1x512x256xf32>
    %60 = stablehlo.dot_general %57, %4, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %61 = stablehlo.add %32, %60 : tensor<1024x32x512x256xf32>
    %62 = stablehlo.dot_general %5, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %63 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %65 = stablehlo.subtract %62, %64 : tensor<1024x32x1x512x512xf32>
    %66 = stablehlo.exponential %65 : tensor<1024x32x1x512x512xf32>
    %67 = stablehlo.convert %66 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %68 = stablehlo.dot_general %67, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %69 = stablehlo.add %51, %68 : tensor<1024x32x512x256xf32>
    %70 = stablehlo.dot_general %17, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %71 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<1024x32x1x512x512xf32>
    %74 = stablehlo.multiply %66, %73 : tensor<1024x32x1x512x512xf32>
    %75 = stablehlo.convert %74 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %76 = stablehlo.dot_general %75, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %77 = stablehlo.add %29, %76 : tensor<1024x32x1x512x256xf32>
    %78 = stablehlo.dot_general %75, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %79 = stablehlo.add %61, %78 : tensor<1024x32x512x256xf32>
    %80 = stablehlo.dot_general %5, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %81 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %82 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %83 = stablehlo.compare GE, %81, %82, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %84 = call @_where(%83, %80, %cst_13) : (tensor<512x512xi1>, tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512x512xf32>
    %85 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %87 = stablehlo.subtract %84, %86 : tensor<1024x32x1x512x512xf32>
    %88 = stablehlo.exponential %87 : tensor<1024x32x1x512x512xf32>
    %89 = stablehlo.convert %88 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %90 = stablehlo.dot_general %89, %17, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %91 = stablehlo.add %37, %90 : tensor<1024x32x512x256xf32>
    %92 = stablehlo.dot_general %17, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %93 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<1024x32x1x512x512xf32>
    %96 = stablehlo.multiply %88, %95 : tensor<1024x32x1x512x512xf32>
    %97 = stablehlo.convert %96 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %98 = stablehlo.dot_general %97, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %99 = stablehlo.add %77, %98 : tensor<1024x32x1x512x256xf32>
    %100 = stablehlo.dot_general %97, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %101 = stablehlo.add %33, %100 : tensor<1024x32x512x256xf32>
    %102 = stablehlo.dot_general %6, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %103 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %105 = stablehlo.subtract %102, %104 : tensor<1024x32x1x512x512xf32>
    %106 = stablehlo.exponential %105 : tensor<1024x32x1x512x512xf32>
    %107 = stablehlo.convert %106 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %108 = stablehlo.dot_general %107, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %109 = stablehlo.add %69, %108 : tensor<1024x32x512x256xf32>
    %110 = stablehlo.dot_general %18, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %111 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %113 = stablehlo.subtract %110, %112 : tensor<1024x32x1x512x512xf32>
    %114 = stablehlo.multiply %106, %113 : tensor<1024x32x1x512x512xf32>
    %115 = stablehlo.convert %114 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %116 = stablehlo.dot_general %115, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %117 = stablehlo.add %30, %116 : tensor<1024x32x1x512x256xf32>
    %118 = stablehlo.dot_general %115, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %119 = stablehlo.add %79, %118 : tensor<1024x32x512x256xf32>
    %120 = stablehlo.dot_general %6, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %121 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %123 = stablehlo.subtract %120, %122 : tensor<1024x32x1x512x512xf32>
    %124 = stablehlo.exponential %123 : tensor<1024x32x1x512x512xf32>
    %125 = stablehlo.convert %124 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %126 = stablehlo.dot_general %125, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %127 = stablehlo.add %91, %126 : tensor<1024x32x512x256xf32>
    %128 = stablehlo.dot_general %18, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %129 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %131 = stablehlo.subtract %128, %130 : tensor<1024x32x1x512x512xf32>
    %132 = stablehlo.multiply %124, %131 : tensor<1024x32x1x512x512xf32>
    %133 = stablehlo.convert %132 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %134 = stablehlo.dot_general %133, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %135 = stablehlo.add %117, %134 : tensor<1024x32x1x512x256xf32>
    %136 = stablehlo.dot_general %133, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %137 = stablehlo.add %101, %136 : tensor<1024x32x512x256xf32>
    %138 = stablehlo.dot_general %6, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %139 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %140 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %141 = stablehlo.compare GE, %139, %140, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_14 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %142 = call @_where(%141, %138, %cst_14) : (tensor<512x512xi1>, tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512x512xf32>
    %143 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %145 = stablehlo.subtract %142, %144 : tensor<1024x32x1x512x512xf32>
    %146 = stablehlo.exponential %145 : tensor<1024x32x1x512x512xf32>
    %147 = stablehlo.convert %146 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %148 = stablehlo.dot_general %147, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %149 = stablehlo.add %38, %148 : tensor<1024x32x512x256xf32>
    %150 = stablehlo.dot_general %18, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %151 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<1024x32x1x512x512xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<1024x32x1x512x512xf32>
    %155 = stablehlo.convert %154 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %156 = stablehlo.dot_general %155, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %157 = stablehlo.add %135, %156 : tensor<1024x32x1x512x256xf32>
    %158 = stablehlo.dot_general %155, %6, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %159 = stablehlo.add %34, %158 : tensor<1024x32x512x256xf32>
    %160 = stablehlo.dot_general %7, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %161 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %163 = stablehlo.subtract %160, %162 : tensor<1024x32x1x512x512xf32>
    %164 = stablehlo.exponential %163 : tensor<1024x32x1x512x512xf32>
    %165 = stablehlo.convert %164 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %166 = stablehlo.dot_general %165, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %167 = stablehlo.add %109, %166 : tensor<1024x32x512x256xf32>
    %168 = stablehlo.dot_general %19, %12, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %169 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %171 = stablehlo.subtract %168, %170 : tensor<1024x32x1x512x512xf32>
    %172 = stablehlo.multiply %164, %171 : tensor<1024x32x1x512x512xf32>
    %173 = stablehlo.convert %172 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %174 = stablehlo.dot_general %173, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %175 = stablehlo.add %31, %174 : tensor<1024x32x1x512x256xf32>
    %176 = stablehlo.dot_general %173, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %177 = stablehlo.add %119, %176 : tensor<1024x32x512x256xf32>
    %178 = stablehlo.dot_general %7, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %179 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %181 = stablehlo.subtract %178, %180 : tensor<1024x32x1x512x512xf32>
    %182 = stablehlo.exponential %181 : tensor<1024x32x1x512x512xf32>
    %183 = stablehlo.convert %182 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %184 = stablehlo.dot_general %183, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %185 = stablehlo.add %127, %184 : tensor<1024x32x512x256xf32>
    %186 = stablehlo.dot_general %19, %13, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %187 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %189 = stablehlo.subtract %186, %188 : tensor<1024x32x1x512x512xf32>
    %190 = stablehlo.multiply %182, %189 : tensor<1024x32x1x512x512xf32>
    %191 = stablehlo.convert %190 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %192 = stablehlo.dot_general %191, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %193 = stablehlo.add %175, %192 : tensor<1024x32x1x512x256xf32>
    %194 = stablehlo.dot_general %191, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %195 = stablehlo.add %137, %194 : tensor<1024x32x512x256xf32>
    %196 = stablehlo.dot_general %7, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %197 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %199 = stablehlo.subtract %196, %198 : tensor<1024x32x1x512x512xf32>
    %200 = stablehlo.exponential %199 : tensor<1024x32x1x512x512xf32>
    %201 = stablehlo.convert %200 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %202 = stablehlo.dot_general %201, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %203 = stablehlo.add %149, %202 : tensor<1024x32x512x256xf32>
    %204 = stablehlo.dot_general %19, %14, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %205 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %207 = stablehlo.subtract %204, %206 : tensor<1024x32x1x512x512xf32>
    %208 = stablehlo.multiply %200, %207 : tensor<1024x32x1x512x512xf32>
    %209 = stablehlo.convert %208 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %210 = stablehlo.dot_general %209, %10, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %211 = stablehlo.add %193, %210 : tensor<1024x32x1x512x256xf32>
    %212 = stablehlo.dot_general %209, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %213 = stablehlo.add %159, %212 : tensor<1024x32x512x256xf32>
    %214 = stablehlo.dot_general %7, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %215 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %216 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %217 = stablehlo.compare GE, %215, %216, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_15 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %218 = call @_where(%217, %214, %cst_15) : (tensor<512x512xi1>, tensor<1024x32x1x512x512xf32>, tensor<f32>) -> tensor<1024x32x1x512x512xf32>
    %219 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %221 = stablehlo.subtract %218, %220 : tensor<1024x32x1x512x512xf32>
    %222 = stablehlo.exponential %221 : tensor<1024x32x1x512x512xf32>
    %223 = stablehlo.convert %222 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %224 = stablehlo.dot_general %223, %19, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %225 = stablehlo.add %39, %224 : tensor<1024x32x512x256xf32>
    %226 = stablehlo.dot_general %19, %15, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x256xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x512xf32>
    %227 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1024x32x1x512xf32>) -> tensor<1024x32x1x512x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3, 4] : (tensor<1024x32x1x512x1xf32>) -> tensor<1024x32x1x512x512xf32>
    %229 = stablehlo.subtract %226, %228 : tensor<1024x32x1x512x512xf32>
    %230 = stablehlo.multiply %222, %229 : tensor<1024x32x1x512x512xf32>
    %231 = stablehlo.convert %230 : (tensor<1024x32x1x512x512xf32>) -> tensor<1024x32x1x512x512xbf16>
    %232 = stablehlo.dot_general %231, %11, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x512x256xbf16>) -> tensor<1024x32x1x512x256xf32>
    %233 = stablehlo.add %211, %232 : tensor<1024x32x1x512x256xf32>
    %234 = stablehlo.dot_general %231, %7, batching_dims = [0, 1] x [0, 1], contracting_dims = [2, 3] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1024x32x1x512x512xbf16>, tensor<1024x32x1x512x256xbf16>) -> tensor<1024x32x512x256xf32>
    %235 = stablehlo.add %35, %234 : tensor<1024x32x512x256xf32>
    %236 = stablehlo.concatenate %59, %99, %157, %233, dim = 3 : (tensor<1024x32x1x512x256xf32>, tensor<1024x32x1x512x256xf32>, tensor<1024x32x1x512x256xf32>, tensor<1024x32x1x512x256xf32>) -> tensor<1024x32x1x2048x256xf32>
    %237 = stablehlo.convert %236 : (tensor<1024x32x1x2048x256xf32>) -> tensor<1024x32x1x2048x256xbf16>
    %238 = stablehlo.concatenate %177, %195, %213, %235, dim = 2 : (tensor<1024x32x512x256xf32>, tensor<1024x32x512x256xf32>, tensor<1024x32x512x256xf32>, tensor<1024x32x512x256xf32>) -> tensor<1024x32x2048x256xf32>
    %239 = stablehlo.convert %238 : (tensor<1024x32x2048x256xf32>) -> tensor<1024x32x2048x256xbf16>
    %240 = stablehlo.concatenate %167, %185, %203, %225, dim = 2 : (tensor<1024x32x512x256xf32>, tensor<1024x32x512x256xf32>, tensor<1024x32x512x256xf32>, tensor<1024x32x512x256xf32>) -> tensor<1024x32x2048x256xf32>
    %241 = stablehlo.convert %240 : (tensor<1024x32x2048x256xf32>) -> tensor<1024x32x2048x256xbf16>
    return %237, %239, %241 : tensor<1024x32x1x2048x256xbf16>, tensor<1024x32x2048x256xbf16>, tensor<1024x32x2048x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<32x10240x8192xf32>, %arg1: tensor<10240x8192xf32>, %arg2: tensor<i32>) -> tensor<32x10240x8192xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<10240x8192xf32>) -> tensor<1x10240x8192xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x10240x8192xf32>, tensor<1x10240x8192xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x10240x8192xf32>
    return %1 : tensor<32x10240x8192xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<32x8192x10240xf32>, %arg1: tensor<8192x10240xf32>, %arg2: tensor<i32>) -> tensor<32x8192x10240xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8192x10240xf32>) -> tensor<1x8192x10240xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x8192x10240xf32>, tensor<1x8192x10240xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x8192x10240xf32>
    return %1 : tensor<32x8192x10240xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<32x10240x32768xf32>, %arg1: tensor<10240x32768xf32>, %arg2: tensor<i32>) -> tensor<32x10240x32768xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<10240x32768xf32>) -> tensor<1x10240x32768xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x10240x32768xf32>, tensor<1x10240x32768xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x10240x32768xf32>
    return %1 : tensor<32x10240x32768xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<32x32768x10240xf32>, %arg1: tensor<32768x10240xf32>, %arg2: tensor<i32>) -> tensor<32x32768x10240xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32768x10240xf32>) -> tensor<1x32768x10240xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x32768x10240xf32>, tensor<1x32768x10240xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32768x10240xf32>
    return %1 : tensor<32x32768x10240xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<32x10240xf32>, %arg1: tensor<10240xf32>, %arg2: tensor<i32>) -> tensor<32x10240xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<10240xf32>) -> tensor<1x10240xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<32x10240xf32>, tensor<1x10240xf32>, tensor<i32>, tensor<i32>) -> tensor<32x10240xf32>
    return %1 : tensor<32x10240xf32>
  }
  func.func private @_take_13(%arg0: tensor<1024x2048x1xi32>, %arg1: tensor<1024x2048x10240xf32>) -> tensor<32768x10240xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x10240xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32768x10240xf32>, tensor<1024x2048x1xi32>, tensor<1024x2048x10240xf32>) -> tensor<32768x10240xf32>
    return %1 : tensor<32768x10240xf32>
  }
}
