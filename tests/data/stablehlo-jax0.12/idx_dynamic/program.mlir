module @jit_dynamic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<2x3xf32>, %arg4: tensor<i16>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<5x6xf32> {jax.result_info = "result[2]"}, tensor<5x6xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.add %arg2, %c_2 : tensor<i32>
    %5 = stablehlo.select %3, %4, %arg2 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [2, 3] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i16>
    %7 = stablehlo.compare LT, %arg4, %c_3, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i16>
    %8 = stablehlo.add %arg4, %c_4 : tensor<i16>
    %9 = stablehlo.select %7, %8, %arg4 : tensor<i1>, tensor<i16>
    %c_5 = stablehlo.constant dense<-4> : tensor<i16>
    %c_6 = stablehlo.constant dense<0> : tensor<i16>
    %10 = stablehlo.compare LT, %c_5, %c_6, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<-4> : tensor<i16>
    %c_8 = stablehlo.constant dense<6> : tensor<i16>
    %11 = stablehlo.add %c_7, %c_8 : tensor<i16>
    %c_9 = stablehlo.constant dense<-4> : tensor<i16>
    %12 = stablehlo.select %10, %11, %c_9 : tensor<i1>, tensor<i16>
    %13 = stablehlo.dynamic_slice %arg0, %9, %12, sizes = [3, 2] : (tensor<5x6xf32>, tensor<i16>, tensor<i16>) -> tensor<3x2xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.compare LT, %arg1, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<5> : tensor<i32>
    %15 = stablehlo.add %arg1, %c_11 : tensor<i32>
    %16 = stablehlo.select %14, %15, %arg1 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %arg2, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<6> : tensor<i32>
    %18 = stablehlo.add %arg2, %c_13 : tensor<i32>
    %19 = stablehlo.select %17, %18, %arg2 : tensor<i1>, tensor<i32>
    %20 = stablehlo.dynamic_update_slice %arg0, %arg3, %16, %19 : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i16>
    %21 = stablehlo.compare LT, %arg4, %c_14, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<5> : tensor<i16>
    %22 = stablehlo.add %arg4, %c_15 : tensor<i16>
    %23 = stablehlo.select %21, %22, %arg4 : tensor<i1>, tensor<i16>
    %c_16 = stablehlo.constant dense<1> : tensor<i16>
    %c_17 = stablehlo.constant dense<0> : tensor<i16>
    %24 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<1> : tensor<i16>
    %c_19 = stablehlo.constant dense<6> : tensor<i16>
    %25 = stablehlo.add %c_18, %c_19 : tensor<i16>
    %c_20 = stablehlo.constant dense<1> : tensor<i16>
    %26 = stablehlo.select %24, %25, %c_20 : tensor<i1>, tensor<i16>
    %27 = stablehlo.dynamic_update_slice %arg0, %arg3, %23, %26 : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i16>, tensor<i16>) -> tensor<5x6xf32>
    %28 = call @dynamic_index_in_dim(%arg0, %arg4) : (tensor<5x6xf32>, tensor<i16>) -> tensor<5xf32>
    return %6, %13, %20, %27, %28 : tensor<2x3xf32>, tensor<3x2xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x6xf32>, %arg1: tensor<i16>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i16>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<6> : tensor<i16>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i16>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i16>
    %c_1 = stablehlo.constant dense<0> : tensor<i16>
    %3 = stablehlo.dynamic_slice %arg0, %c_1, %2, sizes = [5, 1] : (tensor<5x6xf32>, tensor<i16>, tensor<i16>) -> tensor<5x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<5x1xf32>) -> tensor<5xf32>
    return %4 : tensor<5xf32>
  }
}
