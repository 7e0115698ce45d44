module @jit_arithmetic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8xcomplex<f32>>, %arg1: tensor<3x8xcomplex<f32>>, %arg2: tensor<3x8xf32>) -> (tensor<3x8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x8xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3x8xf32> {jax.result_info = "result[2]"}, tensor<3x8xf32> {jax.result_info = "result[3]"}, tensor<3x8xf32> {jax.result_info = "result[4]"}, tensor<3x8xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<3x8xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<3x8xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<3x8xi1> {jax.result_info = "result[8]"}, tensor<3x8xi1> {jax.result_info = "result[9]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<complex<f32>> {jax.result_info = "result[11]"}, tensor<3x8xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[13]"}, tensor<3x8xcomplex<f32>> {jax.result_info = "result[14]"}, tensor<3x8xcomplex<f32>> {jax.result_info = "result[15]"}, tensor<3x8xf32> {jax.result_info = "result[16]"}, tensor<3x8xi32> {jax.result_info = "result[17]"}) {
    %cst = stablehlo.constant dense<"0x0000803F000000000FB17F3F30FB483D6DC47E3F36BDC83DAC3A7D3F8340163EBE147B3FC2C5473EF853783FCCCF783E0BFA743F31A0943E0809713FD47CAC3E5E836C3F15EFC33ED86B673F80E8DA3E98C5613FEA5AF13E1A945B3F3D9C033F31DB543FDA390E3F029F4D3FC07F183F03E4453F9967223FF9AE3D3F4AEB2B3FF304353FF304353F4AEB2B3FF9AE3D3F9967223F03E4453FC07F183F029F4D3FDA390E3F31DB543F3D9C033F1A945B3FEA5AF13E98C5613F80E8DA3ED86B673F15EFC33E5E836C3FD47CAC3E0809713F31A0943E0BFA743FCCCF783EF853783FC2C5473EBE147B3F8340163EAC3A7D3F36BDC83D6DC47E3F30FB483D0FB17F3F32318D240000803F30FB48BD0FB17F3F36BDC8BD6DC47E3F834016BEAC3A7D3FC2C547BEBE147B3FCCCF78BEF853783F31A094BE0BFA743FD47CACBE0809713F15EFC3BE5E836C3F80E8DABED86B673FEA5AF1BE98C5613F3D9C03BF1A945B3FDA390EBF31DB543FC07F18BF029F4D3F996722BF03E4453F4AEB2BBFF9AE3D3FF30435BFF304353FF9AE3DBF4AEB2B3F03E445BF9967223F029F4DBFC07F183F31DB54BFDA390E3F1A945BBF3D9C033F98C561BFEA5AF13ED86B67BF80E8DA3E5E836CBF15EFC33E080971BFD47CAC3E0BFA74BF31A0943EF85378BFCCCF783EBE147BBFC2C5473EAC3A7DBF8340163E6DC47EBF36BDC83D0FB17FBF30FB483D000080BF32310D250FB17FBF30FB48BD6DC47EBF36BDC8BDAC3A7DBF834016BEBE147BBFC2C547BEF85378BFCCCF78BE0BFA74BF31A094BE080971BFD47CACBE5E836CBF15EFC3BED86B67BF80E8DABE98C561BFEA5AF1BE1A945BBF3D9C03BF31DB54BFDA390EBF029F4DBFC07F18BF03E445BF996722BFF9AE3DBF4AEB2BBFF30435BFF30435BF4AEB2BBFF9AE3DBF996722BF03E445BFC07F18BF029F4DBFDA390EBF31DB54BF3D9C03BF1A945BBFEA5AF1BE98C561BF80E8DABED86B67BF15EFC3BE5E836CBFD47CACBE080971BF31A094BE0BFA74BFCCCF78BEF85378BFC2C547BEBE147BBF834016BEAC3A7DBF36BDC8BD6DC47EBF30FB48BD0FB17FBFCAC953A5000080BF30FB483D0FB17FBF36BDC83D6DC47EBF8340163EAC3A7DBFC2C5473EBE147BBFCCCF783EF85378BF31A0943E0BFA74BFD47CAC3E080971BF15EFC33E5E836CBF80E8DA3ED86B67BFEA5AF13E98C561BF3D9C033F1A945BBFDA390E3F31DB54BFC07F183F029F4DBF9967223F03E445BF4AEB2B3FF9AE3DBFF304353FF30435BFF9AE3D3F4AEB2BBF03E4453F996722BF029F4D3FC07F18BF31DB543FDA390EBF1A945B3F3D9C03BF98C5613FEA5AF1BED86B673F80E8DABE5E836C3F15EFC3BE0809713FD47CACBE0BFA743F31A094BEF853783FCCCF78BEBE147B3FC2C547BEAC3A7D3F834016BE6DC47E3F36BDC8BD0FB17F3F30FB48BD"> : tensor<128xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (-0.000000e+00,-3.000000e+00), (5.000000e-01,0.000000e+00), (2.000000e+00,-1.000000e+00)]> : tensor<4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %1 = stablehlo.multiply %0, %arg2 : tensor<3x8xf32>
    %2 = stablehlo.complex %arg2, %1 : tensor<3x8xcomplex<f32>>
    %3 = stablehlo.multiply %arg0, %arg1 : tensor<3x8xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3x8xcomplex<f32>>
    %5 = stablehlo.add %arg1, %4 : tensor<3x8xcomplex<f32>>
    %6 = stablehlo.divide %3, %5 : tensor<3x8xcomplex<f32>>
    %7 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %8 = stablehlo.imag %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %9 = stablehlo.negate %8 : tensor<3x8xf32>
    %10 = stablehlo.complex %7, %9 : tensor<3x8xcomplex<f32>>
    %11 = stablehlo.subtract %10, %2 : tensor<3x8xcomplex<f32>>
    %12 = stablehlo.abs %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %13 = call @angle(%arg1) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %14 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %15 = stablehlo.imag %arg1 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x8xf32>
    %cst_3 = stablehlo.constant dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<3x8xcomplex<f32>>
    %18 = stablehlo.divide %arg0, %17 : tensor<3x8xcomplex<f32>>
    %19 = stablehlo.exponential %18 : tensor<3x8xcomplex<f32>>
    %20 = stablehlo.log %arg1 : tensor<3x8xcomplex<f32>>
    %21 = stablehlo.sqrt %arg0 : tensor<3x8xcomplex<f32>>
    %22 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %23 = stablehlo.imag %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %24 = stablehlo.negate %23 : tensor<3x8xf32>
    %25 = stablehlo.complex %22, %24 : tensor<3x8xcomplex<f32>>
    %26 = stablehlo.real %25 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %27 = stablehlo.imag %25 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %28 = stablehlo.negate %27 : tensor<3x8xf32>
    %29 = stablehlo.complex %26, %28 : tensor<3x8xcomplex<f32>>
    %30 = stablehlo.compare EQ, %arg0, %29, FLOAT : (tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>) -> tensor<3x8xi1>
    %31 = stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>) -> tensor<3x8xi1>
    %32 = stablehlo.multiply %arg0, %arg1 : tensor<3x8xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %33 = stablehlo.reduce(%32 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<3x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %34 = stablehlo.reduce(%arg0 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %cst_6 = stablehlo.constant dense<(2.400000e+01,0.000000e+00)> : tensor<complex<f32>>
    %35 = stablehlo.divide %34, %cst_6 : tensor<complex<f32>>
    %36 = stablehlo.abs %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %38 = stablehlo.compare GT, %36, %37, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %39 = call @_where(%38, %arg0, %arg1) : (tensor<3x8xi1>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %40 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x8xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %41 = stablehlo.reshape %40 : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %42 = stablehlo.multiply %cst_0, %41 : tensor<4xcomplex<f32>>
    %43 = stablehlo.slice %cst [0:8] : (tensor<128xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<8xcomplex<f32>>) -> tensor<1x8xcomplex<f32>>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %46 = stablehlo.multiply %45, %arg0 : tensor<3x8xcomplex<f32>>
    %47 = stablehlo.convert %arg2 : (tensor<3x8xf32>) -> tensor<3x8xi32>
    %48 = stablehlo.convert %47 : (tensor<3x8xi32>) -> tensor<3x8xcomplex<f32>>
    %49 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %50 = stablehlo.convert %49 : tensor<3x8xf32>
    %51 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %52 = stablehlo.convert %51 : (tensor<3x8xf32>) -> tensor<3x8xi32>
    return %6, %11, %12, %13, %16, %19, %20, %21, %30, %31, %33, %35, %39, %42, %46, %48, %50, %52 : tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xi1>, tensor<3x8xi1>, tensor<3xcomplex<f32>>, tensor<complex<f32>>, tensor<3x8xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xf32>, tensor<3x8xi32>
  }
  func.func private @angle(%arg0: tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32> {
    %0 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<3x8xf32>
    return %2 : tensor<3x8xf32>
  }
  func.func private @_where(%arg0: tensor<3x8xi1>, %arg1: tensor<3x8xcomplex<f32>>, %arg2: tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x8xi1>, tensor<3x8xcomplex<f32>>
    return %0 : tensor<3x8xcomplex<f32>>
  }
}
