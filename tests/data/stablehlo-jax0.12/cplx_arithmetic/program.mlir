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
    %12 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %13 = stablehlo.imag %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %14 = stablehlo.abs %12 : tensor<3x8xf32>
    %15 = stablehlo.abs %13 : tensor<3x8xf32>
    %16 = stablehlo.maximum %14, %15 : tensor<3x8xf32>
    %cst_3 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %18 = stablehlo.compare GE, %16, %17, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_4 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %20 = stablehlo.compare LE, %16, %19, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_5 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %cst_6 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %24 = stablehlo.multiply %12, %21 : tensor<3x8xf32>
    %25 = stablehlo.multiply %12, %22 : tensor<3x8xf32>
    %26 = stablehlo.select %20, %25, %12 : tensor<3x8xi1>, tensor<3x8xf32>
    %27 = stablehlo.select %18, %24, %26 : tensor<3x8xi1>, tensor<3x8xf32>
    %28 = stablehlo.multiply %13, %21 : tensor<3x8xf32>
    %29 = stablehlo.multiply %13, %22 : tensor<3x8xf32>
    %30 = stablehlo.select %20, %29, %13 : tensor<3x8xi1>, tensor<3x8xf32>
    %31 = stablehlo.select %18, %28, %30 : tensor<3x8xi1>, tensor<3x8xf32>
    %32 = stablehlo.select %20, %21, %23 : tensor<3x8xi1>, tensor<3x8xf32>
    %33 = stablehlo.select %18, %22, %32 : tensor<3x8xi1>, tensor<3x8xf32>
    %34 = chlo.square %27 : tensor<3x8xf32> -> tensor<3x8xf32>
    %35 = chlo.square %31 : tensor<3x8xf32> -> tensor<3x8xf32>
    %36 = stablehlo.add %34, %35 : tensor<3x8xf32>
    %37 = stablehlo.sqrt %36 : tensor<3x8xf32>
    %38 = stablehlo.multiply %37, %33 : tensor<3x8xf32>
    %cst_8 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %40 = stablehlo.compare EQ, %14, %39, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %41 = stablehlo.compare EQ, %15, %39, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %42 = stablehlo.or %40, %41 : tensor<3x8xi1>
    %43 = stablehlo.select %42, %39, %38 : tensor<3x8xi1>, tensor<3x8xf32>
    %44 = stablehlo.divide %27, %37 : tensor<3x8xf32>
    %45 = stablehlo.divide %31, %37 : tensor<3x8xf32>
    %46 = call @angle(%arg1) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %47 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %48 = stablehlo.imag %arg1 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %49 = stablehlo.add %47, %48 : tensor<3x8xf32>
    %cst_9 = stablehlo.constant dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<3x8xcomplex<f32>>
    %51 = stablehlo.divide %arg0, %50 : tensor<3x8xcomplex<f32>>
    %52 = stablehlo.exponential %51 : tensor<3x8xcomplex<f32>>
    %53 = stablehlo.log %arg1 : tensor<3x8xcomplex<f32>>
    %54 = stablehlo.sqrt %arg0 : tensor<3x8xcomplex<f32>>
    %55 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %56 = stablehlo.imag %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %57 = stablehlo.negate %56 : tensor<3x8xf32>
    %58 = stablehlo.complex %55, %57 : tensor<3x8xcomplex<f32>>
    %59 = stablehlo.real %58 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %60 = stablehlo.imag %58 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %61 = stablehlo.negate %60 : tensor<3x8xf32>
    %62 = stablehlo.complex %59, %61 : tensor<3x8xcomplex<f32>>
    %63 = stablehlo.compare EQ, %arg0, %62, FLOAT : (tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>) -> tensor<3x8xi1>
    %64 = stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>) -> tensor<3x8xi1>
    %65 = stablehlo.multiply %arg0, %arg1 : tensor<3x8xcomplex<f32>>
    %cst_10 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %66 = stablehlo.reduce(%65 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<3x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %67 = stablehlo.reduce(%arg0 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %cst_12 = stablehlo.constant dense<(2.400000e+01,0.000000e+00)> : tensor<complex<f32>>
    %68 = stablehlo.divide %67, %cst_12 : tensor<complex<f32>>
    %69 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %70 = stablehlo.imag %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %71 = stablehlo.abs %69 : tensor<3x8xf32>
    %72 = stablehlo.abs %70 : tensor<3x8xf32>
    %73 = stablehlo.maximum %71, %72 : tensor<3x8xf32>
    %cst_13 = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %75 = stablehlo.compare GE, %73, %74, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_14 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %77 = stablehlo.compare LE, %73, %76, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_15 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %cst_16 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %81 = stablehlo.multiply %69, %78 : tensor<3x8xf32>
    %82 = stablehlo.multiply %69, %79 : tensor<3x8xf32>
    %83 = stablehlo.select %77, %82, %69 : tensor<3x8xi1>, tensor<3x8xf32>
    %84 = stablehlo.select %75, %81, %83 : tensor<3x8xi1>, tensor<3x8xf32>
    %85 = stablehlo.multiply %70, %78 : tensor<3x8xf32>
    %86 = stablehlo.multiply %70, %79 : tensor<3x8xf32>
    %87 = stablehlo.select %77, %86, %70 : tensor<3x8xi1>, tensor<3x8xf32>
    %88 = stablehlo.select %75, %85, %87 : tensor<3x8xi1>, tensor<3x8xf32>
    %89 = stablehlo.select %77, %78, %80 : tensor<3x8xi1>, tensor<3x8xf32>
    %90 = stablehlo.select %75, %79, %89 : tensor<3x8xi1>, tensor<3x8xf32>
    %91 = chlo.square %84 : tensor<3x8xf32> -> tensor<3x8xf32>
    %92 = chlo.square %88 : tensor<3x8xf32> -> tensor<3x8xf32>
    %93 = stablehlo.add %91, %92 : tensor<3x8xf32>
    %94 = stablehlo.sqrt %93 : tensor<3x8xf32>
    %95 = stablehlo.multiply %94, %90 : tensor<3x8xf32>
    %cst_18 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %97 = stablehlo.compare EQ, %71, %96, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %98 = stablehlo.compare EQ, %72, %96, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %99 = stablehlo.or %97, %98 : tensor<3x8xi1>
    %100 = stablehlo.select %99, %96, %95 : tensor<3x8xi1>, tensor<3x8xf32>
    %101 = stablehlo.divide %84, %94 : tensor<3x8xf32>
    %102 = stablehlo.divide %88, %94 : tensor<3x8xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %104 = stablehlo.compare GT, %100, %103, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %105 = call @_where(%104, %arg0, %arg1) : (tensor<3x8xi1>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %106 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x8xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %107 = stablehlo.reshape %106 : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %108 = stablehlo.multiply %cst_0, %107 : tensor<4xcomplex<f32>>
    %109 = stablehlo.slice %cst [0:8] : (tensor<128xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %110 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<8xcomplex<f32>>) -> tensor<1x8xcomplex<f32>>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<1x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %112 = stablehlo.multiply %111, %arg0 : tensor<3x8xcomplex<f32>>
    %113 = stablehlo.convert %arg2 : (tensor<3x8xf32>) -> tensor<3x8xi32>
    %114 = stablehlo.convert %113 : (tensor<3x8xi32>) -> tensor<3x8xcomplex<f32>>
    %115 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %116 = stablehlo.convert %115 : tensor<3x8xf32>
    %117 = stablehlo.real %arg0 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %118 = stablehlo.convert %117 : (tensor<3x8xf32>) -> tensor<3x8xi32>
    return %6, %11, %43, %46, %49, %52, %53, %54, %63, %64, %66, %68, %105, %108, %112, %114, %116, %118 : tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xi1>, tensor<3x8xi1>, tensor<3xcomplex<f32>>, tensor<complex<f32>>, tensor<3x8xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xf32>, tensor<3x8xi32>
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
