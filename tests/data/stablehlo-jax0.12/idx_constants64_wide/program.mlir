module @jit_wide_constants64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf64>, %arg1: tensor<6xi64>) -> (tensor<6xf64> {jax.result_info = "result[0][0]"}, tensor<6xi32> {jax.result_info = "result[0][1]"}, tensor<6xi64> {jax.result_info = "result[1]"}, tensor<6xi64> {jax.result_info = "result[2]"}, tensor<6xui64> {jax.result_info = "result[3]"}, tensor<i64> {jax.result_info = "result[4]"}, tensor<i64> {jax.result_info = "result[5]"}, tensor<i64> {jax.result_info = "result[6]"}, tensor<ui64> {jax.result_info = "result[7]"}, tensor<6xui64> {jax.result_info = "result[8]"}, tensor<2x3xi64> {jax.result_info = "result[9]"}) {
    %c = stablehlo.constant dense<[4611686018427387905, -9223372036854775808, 9223372036854775807, 7, -9007199254740993, 0]> : tensor<6xi64>
    %c_0 = stablehlo.constant dense<[18446744073709551615, 9223372036854775813, 3, 11400714819323198485, 9007199254740993, 1]> : tensor<6xui64>
    %0 = stablehlo.convert %arg1 : (tensor<6xi64>) -> tensor<6xui64>
    %1:2 = call @frexp(%arg0) : (tensor<6xf64>) -> (tensor<6xf64>, tensor<6xi32>)
    %2 = stablehlo.bitcast_convert %arg0 : (tensor<6xf64>) -> tensor<6xi64>
    %c_1 = stablehlo.constant dense<-9218868437227405313> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %4 = stablehlo.and %2, %3 : tensor<6xi64>
    %5 = stablehlo.xor %c, %arg1 : tensor<6xi64>
    %6 = stablehlo.multiply %c_0, %0 : tensor<6xui64>
    %7 = call @argmax(%arg1) : (tensor<6xi64>) -> tensor<i64>
    %c_2 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %8 = stablehlo.reduce(%arg1 init: %c_2) applies stablehlo.maximum across dimensions = [0] : (tensor<6xi64>, tensor<i64>) -> tensor<i64>
    %c_3 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %9 = stablehlo.reduce(%arg1 init: %c_3) applies stablehlo.minimum across dimensions = [0] : (tensor<6xi64>, tensor<i64>) -> tensor<i64>
    %c_4 = stablehlo.constant dense<0> : tensor<ui64>
    %10 = stablehlo.reduce(%0 init: %c_4) applies stablehlo.maximum across dimensions = [0] : (tensor<6xui64>, tensor<ui64>) -> tensor<ui64>
    %c_5 = stablehlo.constant dense<11400714819323198485> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %12 = stablehlo.multiply %11, %0 : tensor<6xui64>
    %c_6 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %14 = stablehlo.add %12, %13 : tensor<6xui64>
    %c_7 = stablehlo.constant dense<0> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<2x3xi64>
    %c_8 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<2x3xi64>
    %17 = stablehlo.subtract %16, %15 : tensor<2x3xi64>
    %18 = stablehlo.slice %arg1 [0:3] : (tensor<6xi64>) -> tensor<3xi64>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<3xi64>) -> tensor<1x3xi64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x3xi64>) -> tensor<2x3xi64>
    %21 = stablehlo.subtract %17, %20 : tensor<2x3xi64>
    return %1#0, %1#1, %4, %5, %6, %7, %8, %9, %10, %14, %21 : tensor<6xf64>, tensor<6xi32>, tensor<6xi64>, tensor<6xi64>, tensor<6xui64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<ui64>, tensor<6xui64>, tensor<2x3xi64>
  }
  func.func private @frexp(%arg0: tensor<6xf64>) -> (tensor<6xf64>, tensor<6xi32>) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<6xf64>) -> tensor<6xui64>
    %c = stablehlo.constant dense<9218868437227405312> : tensor<ui64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %2 = stablehlo.and %0, %1 : tensor<6xui64>
    %c_0 = stablehlo.constant dense<0> : tensor<ui64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %4 = stablehlo.compare EQ, %2, %3, UNSIGNED : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
    %c_1 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %6 = stablehlo.and %0, %5 : tensor<6xui64>
    %7 = stablehlo.select %4, %6, %0 : tensor<6xi1>, tensor<6xui64>
    %8 = stablehlo.bitcast_convert %7 : (tensor<6xui64>) -> tensor<6xf64>
    %9 = stablehlo.bitcast_convert %8 : (tensor<6xf64>) -> tensor<6xui64>
    %c_2 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %11 = stablehlo.and %9, %10 : tensor<6xui64>
    %c_3 = stablehlo.constant dense<52> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %13 = stablehlo.shift_right_logical %9, %12 : tensor<6xui64>
    %c_4 = stablehlo.constant dense<2047> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %15 = stablehlo.and %13, %14 : tensor<6xui64>
    %c_5 = stablehlo.constant dense<4503599627370495> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %17 = stablehlo.and %9, %16 : tensor<6xui64>
    %c_6 = stablehlo.constant dense<0> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %19 = stablehlo.compare EQ, %15, %18, UNSIGNED : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
    %c_7 = stablehlo.constant dense<2047> : tensor<ui64>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %21 = stablehlo.compare EQ, %15, %20, UNSIGNED : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
    %c_8 = stablehlo.constant dense<4602678819172646912> : tensor<ui64>
    %22 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %23 = stablehlo.or %11, %22 : tensor<6xui64>
    %24 = stablehlo.or %23, %17 : tensor<6xui64>
    %25 = stablehlo.select %19, %11, %24 : tensor<6xi1>, tensor<6xui64>
    %26 = stablehlo.select %21, %9, %25 : tensor<6xi1>, tensor<6xui64>
    %27 = stablehlo.or %21, %19 : tensor<6xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %29 = stablehlo.convert %15 : (tensor<6xui64>) -> tensor<6xi32>
    %c_10 = stablehlo.constant dense<1022> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<6xi32>
    %32 = stablehlo.select %27, %28, %31 : tensor<6xi1>, tensor<6xi32>
    %33 = stablehlo.bitcast_convert %26 : (tensor<6xui64>) -> tensor<6xf64>
    return %33, %32 : tensor<6xf64>, tensor<6xi32>
  }
  func.func private @argmax(%arg0: tensor<6xi64>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<6xi64>
    %c = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<6xi64>, tensor<6xi64>, tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
     reducer(%arg1: tensor<i64>, %arg3: tensor<i64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i64>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
}
