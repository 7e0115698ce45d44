module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<64x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = call @_normal(%arg0) : (tensor<2xui32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<64x32xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64x32xf32>
    %1 = chlo.erf_inv %0 : tensor<64x32xf32> -> tensor<64x32xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<64x32xui64>
    %7 = stablehlo.iota dim = 1 : tensor<64x32xui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<64x32xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<64x32xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<64x32xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<64x32xui64>
    %12 = stablehlo.add %9, %11 : tensor<64x32xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<64x32xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<64x32xui64>
    %15 = stablehlo.convert %12 : (tensor<64x32xui64>) -> tensor<64x32xui32>
    %16 = stablehlo.convert %14 : (tensor<64x32xui64>) -> tensor<64x32xui32>
    %17:2 = call @threefry2x32(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<64x32xui32>, tensor<64x32xui32>) -> (tensor<64x32xui32>, tensor<64x32xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<64x32xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<64x32xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
    %22 = stablehlo.or %20, %21 : tensor<64x32xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<64x32xui32>) -> tensor<64x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<64x32xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x32xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<64x32xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<64x32xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x32xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<64x32xf32>
    return %32 : tensor<64x32xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<64x32xui32>, %arg3: tensor<64x32xui32>) -> (tensor<64x32xui32>, tensor<64x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<64x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<64x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<64x32xui32>, tensor<64x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<64x32xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<64x32xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<64x32xui32>
      %22 = stablehlo.or %18, %21 : tensor<64x32xui32>
      %23 = stablehlo.xor %16, %22 : tensor<64x32xui32>
      %24 = stablehlo.add %16, %23 : tensor<64x32xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<64x32xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<64x32xui32>
      %30 = stablehlo.or %26, %29 : tensor<64x32xui32>
      %31 = stablehlo.xor %24, %30 : tensor<64x32xui32>
      %32 = stablehlo.add %24, %31 : tensor<64x32xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<64x32xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<64x32xui32>
      %38 = stablehlo.or %34, %37 : tensor<64x32xui32>
      %39 = stablehlo.xor %32, %38 : tensor<64x32xui32>
      %40 = stablehlo.add %32, %39 : tensor<64x32xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<64x32xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<64x32xui32>
      %46 = stablehlo.or %42, %45 : tensor<64x32xui32>
      %47 = stablehlo.xor %40, %46 : tensor<64x32xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %49 = stablehlo.add %40, %48 : tensor<64x32xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %51 = stablehlo.add %47, %50 : tensor<64x32xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<64x32xui32>
      %55 = stablehlo.add %51, %54 : tensor<64x32xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<64x32xui32>, tensor<64x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<64x32xui32>, tensor<64x32xui32>
  }
}
