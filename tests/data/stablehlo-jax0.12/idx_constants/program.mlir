module @jit_constants attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>) -> (tensor<6xbf16> {jax.result_info = "result[0]"}, tensor<3x6xbf16> {jax.result_info = "result[1]"}, tensor<2x3xf16> {jax.result_info = "result[2]"}, tensor<6xi8> {jax.result_info = "result[3]"}, tensor<6xui32> {jax.result_info = "result[4]"}, tensor<6xi1> {jax.result_info = "result[5]"}, tensor<3xbf16> {jax.result_info = "result[6]"}, tensor<2x2xui32> {jax.result_info = "result[7]"}, tensor<4xi8> {jax.result_info = "result[8]"}, tensor<6xbf16> {jax.result_info = "result[9]"}, tensor<2xf16> {jax.result_info = "result[10]"}, tensor<2xf16> {jax.result_info = "result[11]"}, tensor<3xbf16> {jax.result_info = "result[12]"}, tensor<6xf16> {jax.result_info = "result[13]"}) {
    %cst = stablehlo.constant dense<[1.500000e+00, -7.812500e-03, 3.004060e+38, 9.183550e-41, -7.250000e+00, 1.000980e-01]> : tensor<6xbf16>
    %cst_0 = stablehlo.constant dense<[[6.550400e+04, -5.960460e-08, 3.330080e-01], [1.000000e+00, -2.000000e+00, 1.000400e-03]]> : tensor<2x3xf16>
    %c = stablehlo.constant dense<[-128, 127, 0, -1, 5, 99]> : tensor<6xi8>
    %c_1 = stablehlo.constant dense<[4294967295, 2654435769, 1, 2147483648, 123456789, 7]> : tensor<6xui32>
    %c_2 = stablehlo.constant dense<[true, false, false, true, true, false]> : tensor<6xi1>
    %0 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x6xf32>) -> tensor<6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare GT, %1, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %4 = stablehlo.negate %cst : tensor<6xbf16>
    %5 = call @_where(%3, %cst, %4) : (tensor<6xi1>, tensor<6xbf16>, tensor<6xbf16>) -> tensor<6xbf16>
    %6 = stablehlo.convert %arg0 : (tensor<3x6xf32>) -> tensor<3x6xbf16>
    %7 = stablehlo.slice %cst [0:3] : (tensor<6xbf16>) -> tensor<3xbf16>
    %8 = stablehlo.reshape %7 : (tensor<3xbf16>) -> tensor<3x1xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<3x1xbf16>) -> tensor<3x6xbf16>
    %10 = stablehlo.multiply %6, %9 : tensor<3x6xbf16>
    %11 = stablehlo.slice %arg0 [0:2, 0:3] : (tensor<3x6xf32>) -> tensor<2x3xf32>
    %12 = stablehlo.convert %11 : (tensor<2x3xf32>) -> tensor<2x3xf16>
    %13 = stablehlo.multiply %cst_0, %12 : tensor<2x3xf16>
    %14 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x6xf32>) -> tensor<6xf32>
    %16 = stablehlo.convert %15 : (tensor<6xf32>) -> tensor<6xi8>
    %17 = stablehlo.add %c, %16 : tensor<6xi8>
    %18 = stablehlo.slice %arg0 [1:2, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x6xf32>) -> tensor<6xf32>
    %20 = stablehlo.convert %19 : (tensor<6xf32>) -> tensor<6xui32>
    %21 = stablehlo.xor %c_1, %20 : tensor<6xui32>
    %22 = stablehlo.slice %arg0 [2:3, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x6xf32>) -> tensor<6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %25 = stablehlo.compare GT, %23, %24, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %26 = stablehlo.and %c_2, %25 : tensor<6xi1>
    %cst_5 = stablehlo.constant dense<1.000980e-01> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<3xbf16>
    %28 = stablehlo.slice %cst [0:3] : (tensor<6xbf16>) -> tensor<3xbf16>
    %29 = stablehlo.add %27, %28 : tensor<3xbf16>
    %c_6 = stablehlo.constant dense<3735928559> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
    %c_7 = stablehlo.constant dense<-3> : tensor<i8>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %32 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x6xf32>) -> tensor<6xf32>
    %34 = stablehlo.convert %33 : (tensor<6xf32>) -> tensor<6xbf16>
    %cst_8 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<6xbf16>
    %36 = stablehlo.maximum %34, %35 : tensor<6xbf16>
    %cst_9 = stablehlo.constant dense<0x7E00> : tensor<f16>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f16>) -> tensor<2xf16>
    %cst_10 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f16>) -> tensor<2xf16>
    %39 = stablehlo.convert %arg0 : (tensor<3x6xf32>) -> tensor<3x6xbf16>
    %cst_11 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %40 = stablehlo.reduce(%39 init: %cst_11) applies stablehlo.maximum across dimensions = [1] : (tensor<3x6xbf16>, tensor<bf16>) -> tensor<3xbf16>
    %41 = stablehlo.slice %arg0 [1:2, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x6xf32>) -> tensor<6xf32>
    %43 = stablehlo.convert %42 : (tensor<6xf32>) -> tensor<6xf16>
    %cst_12 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %45 = stablehlo.minimum %43, %44 : tensor<6xf16>
    return %5, %10, %13, %17, %21, %26, %29, %30, %31, %36, %37, %38, %40, %45 : tensor<6xbf16>, tensor<3x6xbf16>, tensor<2x3xf16>, tensor<6xi8>, tensor<6xui32>, tensor<6xi1>, tensor<3xbf16>, tensor<2x2xui32>, tensor<4xi8>, tensor<6xbf16>, tensor<2xf16>, tensor<2xf16>, tensor<3xbf16>, tensor<6xf16>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xbf16>, %arg2: tensor<6xbf16>) -> tensor<6xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xbf16>
    return %0 : tensor<6xbf16>
  }
}
