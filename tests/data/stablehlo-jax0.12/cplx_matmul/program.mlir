module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xcomplex<f32>>, %arg1: tensor<6x3xcomplex<f32>>) -> (tensor<5x3xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<5x3xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<complex<f32>> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x6xcomplex<f32>>, tensor<6x3xcomplex<f32>>) -> tensor<5x3xcomplex<f32>>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<6x3xcomplex<f32>>) -> tensor<3x6xcomplex<f32>>
    %2 = stablehlo.real %1 : (tensor<3x6xcomplex<f32>>) -> tensor<3x6xf32>
    %3 = stablehlo.imag %1 : (tensor<3x6xcomplex<f32>>) -> tensor<3x6xf32>
    %4 = stablehlo.negate %3 : tensor<3x6xf32>
    %5 = stablehlo.complex %2, %4 : tensor<3x6xcomplex<f32>>
    %6 = stablehlo.dot_general %arg0, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x6xcomplex<f32>>, tensor<3x6xcomplex<f32>>) -> tensor<5x3xcomplex<f32>>
    %7 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<5x6xcomplex<f32>>) -> tensor<1x6xcomplex<f32>>
    %8 = stablehlo.reshape %7 : (tensor<1x6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %9 = stablehlo.slice %arg1 [0:6, 0:1] : (tensor<6x3xcomplex<f32>>) -> tensor<6x1xcomplex<f32>>
    %10 = stablehlo.reshape %9 : (tensor<6x1xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %11 = stablehlo.real %8 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %12 = stablehlo.imag %8 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %13 = stablehlo.negate %12 : tensor<6xf32>
    %14 = stablehlo.complex %11, %13 : tensor<6xcomplex<f32>>
    %15 = stablehlo.dot_general %14, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<complex<f32>>
    return %0, %6, %15 : tensor<5x3xcomplex<f32>>, tensor<5x3xcomplex<f32>>, tensor<complex<f32>>
  }
}
