module @jit_traced attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<2x3xi32> {jax.result_info = "result[2]"}, tensor<7xui8> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.shift_right_logical %arg0, %c : tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = stablehlo.and %arg0, %c_0 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %7 = stablehlo.concatenate %6, %6, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %8 = stablehlo.reshape %7 : (tensor<4xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.slice %8 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %10 = stablehlo.reshape %9 : (tensor<2x1xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %12 = stablehlo.reshape %11 : (tensor<2x1xui32>) -> tensor<2xui32>
    %13 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %15 = stablehlo.multiply %14, %13 : tensor<4xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %17 = stablehlo.shift_right_logical %15, %16 : tensor<4xui64>
    %18 = stablehlo.convert %15 : (tensor<4xui64>) -> tensor<4xui32>
    %19 = stablehlo.convert %17 : (tensor<4xui64>) -> tensor<4xui32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<4xui32>) -> tensor<1x4xui32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<4xui32>) -> tensor<1x4xui32>
    %22 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %23 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %24:2 = call @threefry2x32(%22, %23, %20, %21) : (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x4xui32>, tensor<1x4xui32>) -> (tensor<2x4xui32>, tensor<2x4xui32>)
    %25 = stablehlo.broadcast_in_dim %24#0, dims = [0, 1] : (tensor<2x4xui32>) -> tensor<2x4x1xui32>
    %26 = stablehlo.broadcast_in_dim %24#1, dims = [0, 1] : (tensor<2x4xui32>) -> tensor<2x4x1xui32>
    %27 = stablehlo.concatenate %25, %26, dim = 2 : (tensor<2x4x1xui32>, tensor<2x4x1xui32>) -> tensor<2x4x2xui32>
    %28 = stablehlo.transpose %27, dims = [1, 0, 2] : (tensor<2x4x2xui32>) -> tensor<4x2x2xui32>
    %29 = stablehlo.reshape %28 : (tensor<4x2x2xui32>) -> tensor<4x4xui32>
    %30 = stablehlo.slice %29 [0:1, 0:4] : (tensor<4x4xui32>) -> tensor<1x4xui32>
    %31 = stablehlo.reshape %30 : (tensor<1x4xui32>) -> tensor<4xui32>
    %32 = stablehlo.slice %29 [1:2, 0:4] : (tensor<4x4xui32>) -> tensor<1x4xui32>
    %33 = stablehlo.reshape %32 : (tensor<1x4xui32>) -> tensor<4xui32>
    %34 = stablehlo.slice %29 [2:3, 0:4] : (tensor<4x4xui32>) -> tensor<1x4xui32>
    %35 = stablehlo.reshape %34 : (tensor<1x4xui32>) -> tensor<4xui32>
    %36 = stablehlo.slice %29 [3:4, 0:4] : (tensor<4x4xui32>) -> tensor<1x4xui32>
    %37 = stablehlo.reshape %36 : (tensor<1x4xui32>) -> tensor<4xui32>
    %38 = call @_normal(%31) : (tensor<4xui32>) -> tensor<2x3xf32>
    %39 = stablehlo.add %arg1, %38 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = call @_uniform_0(%33, %cst, %cst_3) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<100> : tensor<i32>
    %41 = call @_randint(%35, %c_4, %c_5) : (tensor<4xui32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
    %42 = stablehlo.reshape %37 : (tensor<4xui32>) -> tensor<2x2xui32>
    %43 = stablehlo.bitcast_convert %42 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %43, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui8>)
    %44 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %45 = stablehlo.reshape %44 : (tensor<2x2xui32>) -> tensor<4xui32>
    return %39, %40, %41, %output : tensor<2x3xf32>, tensor<5xf32>, tensor<2x3xi32>, tensor<7xui8>
  }
  func.func private @threefry2x32(%arg0: tensor<2x1xui32>, %arg1: tensor<2x1xui32>, %arg2: tensor<1x4xui32>, %arg3: tensor<1x4xui32>) -> (tensor<2x4xui32>, tensor<2x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x4xui32>) -> tensor<2x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x4xui32>
    %5 = stablehlo.add %3, %4 : tensor<2x4xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x4xui32>) -> tensor<2x4xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x4xui32>
    %8 = stablehlo.add %6, %7 : tensor<2x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x4xui32>, tensor<2x4xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2x4xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<2x4xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<2x4xui32>
      %25 = stablehlo.or %21, %24 : tensor<2x4xui32>
      %26 = stablehlo.xor %19, %25 : tensor<2x4xui32>
      %27 = stablehlo.add %19, %26 : tensor<2x4xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<2x4xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<2x4xui32>
      %33 = stablehlo.or %29, %32 : tensor<2x4xui32>
      %34 = stablehlo.xor %27, %33 : tensor<2x4xui32>
      %35 = stablehlo.add %27, %34 : tensor<2x4xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<2x4xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<2x4xui32>
      %41 = stablehlo.or %37, %40 : tensor<2x4xui32>
      %42 = stablehlo.xor %35, %41 : tensor<2x4xui32>
      %43 = stablehlo.add %35, %42 : tensor<2x4xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<2x4xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<2x4xui32>
      %49 = stablehlo.or %45, %48 : tensor<2x4xui32>
      %50 = stablehlo.xor %43, %49 : tensor<2x4xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x4xui32>
      %52 = stablehlo.add %43, %51 : tensor<2x4xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x4xui32>
      %54 = stablehlo.add %50, %53 : tensor<2x4xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
      %58 = stablehlo.add %54, %57 : tensor<2x4xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<2x4xui32>, tensor<2x4xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<2x4xui32>, tensor<2x4xui32>
  }
  func.func private @_normal(%arg0: tensor<4xui32>) -> tensor<2x3xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<4xui32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func private @_normal_real(%arg0: tensor<4xui32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %1 = chlo.erf_inv %0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<2x3xf32>
    return %3 : tensor<2x3xf32>
  }
  func.func private @_uniform(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
    %4 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %7 = stablehlo.shift_right_logical %output, %6 : tensor<2x3xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %9 = stablehlo.or %7, %8 : tensor<2x3xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<2x3xui32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<2x3xf32>
    %13 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x3xf32>
    %16 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x3xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x3xf32>
    return %19 : tensor<2x3xf32>
  }
  func.func private @_uniform_0(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %5, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui32>)
    %6 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %9 = stablehlo.shift_right_logical %output, %8 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %11 = stablehlo.or %9, %10 : tensor<5xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<5xui32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<5xf32>
    %15 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<5xf32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %19 = stablehlo.add %17, %18 : tensor<5xf32>
    %20 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<5xf32>
    return %21 : tensor<5xf32>
  }
  func.func private @_randint(%arg0: tensor<4xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<2x3xi32> {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_1 = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = call @clip(%c, %c_0, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare GT, %arg2, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2 = call @clip_1(%arg1, %c_2, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %4 = call @clip_1(%arg2, %c_4, %c_5) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %8 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.slice %8 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %10 = stablehlo.reshape %9 : (tensor<2x1xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %12 = stablehlo.reshape %11 : (tensor<2x1xui32>) -> tensor<2xui32>
    %13 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %15 = stablehlo.multiply %14, %13 : tensor<2xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %17 = stablehlo.shift_right_logical %15, %16 : tensor<2xui64>
    %18 = stablehlo.convert %15 : (tensor<2xui64>) -> tensor<2xui32>
    %19 = stablehlo.convert %17 : (tensor<2xui64>) -> tensor<2xui32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %22 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %23 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %24:2 = call @threefry2x32_2(%22, %23, %20, %21) : (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<2x2xui32>, tensor<2x2xui32>)
    %25 = stablehlo.broadcast_in_dim %24#0, dims = [0, 1] : (tensor<2x2xui32>) -> tensor<2x2x1xui32>
    %26 = stablehlo.broadcast_in_dim %24#1, dims = [0, 1] : (tensor<2x2xui32>) -> tensor<2x2x1xui32>
    %27 = stablehlo.concatenate %25, %26, dim = 2 : (tensor<2x2x1xui32>, tensor<2x2x1xui32>) -> tensor<2x2x2xui32>
    %28 = stablehlo.transpose %27, dims = [1, 0, 2] : (tensor<2x2x2xui32>) -> tensor<2x2x2xui32>
    %29 = stablehlo.reshape %28 : (tensor<2x2x2xui32>) -> tensor<2x4xui32>
    %30 = stablehlo.slice %29 [0:1, 0:4] : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %31 = stablehlo.reshape %30 : (tensor<1x4xui32>) -> tensor<4xui32>
    %32 = stablehlo.slice %29 [1:2, 0:4] : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %33 = stablehlo.reshape %32 : (tensor<1x4xui32>) -> tensor<4xui32>
    %34 = stablehlo.reshape %31 : (tensor<4xui32>) -> tensor<2x2xui32>
    %35 = stablehlo.bitcast_convert %34 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %35, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
    %36 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %37 = stablehlo.reshape %36 : (tensor<2x2xui32>) -> tensor<4xui32>
    %38 = stablehlo.reshape %33 : (tensor<4xui32>) -> tensor<2x2xui32>
    %39 = stablehlo.bitcast_convert %38 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_8, %output_9 = stablehlo.rng_bit_generator %39, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
    %40 = stablehlo.bitcast_convert %output_state_8 : (tensor<2xui64>) -> tensor<2x2xui32>
    %41 = stablehlo.reshape %40 : (tensor<2x2xui32>) -> tensor<4xui32>
    %42 = stablehlo.subtract %7, %6 : tensor<1x1xi32>
    %43 = stablehlo.convert %42 : (tensor<1x1xi32>) -> tensor<1x1xui32>
    %44 = stablehlo.compare LE, %7, %6, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %c_10 = stablehlo.constant dense<1> : tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %46 = stablehlo.select %44, %45, %43 : tensor<1x1xi1>, tensor<1x1xui32>
    %47 = stablehlo.compare GT, %7, %6, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %48 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %49 = stablehlo.and %48, %47 : tensor<1x1xi1>
    %c_11 = stablehlo.constant dense<1> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %51 = stablehlo.add %46, %50 : tensor<1x1xui32>
    %52 = stablehlo.select %49, %51, %46 : tensor<1x1xi1>, tensor<1x1xui32>
    %c_12 = stablehlo.constant dense<65536> : tensor<ui32>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %54 = stablehlo.remainder %53, %52 : tensor<1x1xui32>
    %55 = stablehlo.multiply %54, %54 : tensor<1x1xui32>
    %56 = stablehlo.remainder %55, %52 : tensor<1x1xui32>
    %57 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<2x3xui32>
    %58 = stablehlo.remainder %output, %57 : tensor<2x3xui32>
    %59 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<2x3xui32>
    %60 = stablehlo.multiply %58, %59 : tensor<2x3xui32>
    %61 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<2x3xui32>
    %62 = stablehlo.remainder %output_9, %61 : tensor<2x3xui32>
    %63 = stablehlo.add %60, %62 : tensor<2x3xui32>
    %64 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<2x3xui32>
    %65 = stablehlo.remainder %63, %64 : tensor<2x3xui32>
    %66 = stablehlo.convert %65 : (tensor<2x3xui32>) -> tensor<2x3xi32>
    %67 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<2x3xi32>
    %68 = stablehlo.add %67, %66 : tensor<2x3xi32>
    return %68 : tensor<2x3xi32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_1(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<2x1xui32>, %arg1: tensor<2x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<2x2xui32>, tensor<2x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<2x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<2x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<2x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<2x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %11 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
      %13 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
      %15 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
      %17 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
      %19 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<2x2xui32>
      %20 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
      %21 = stablehlo.shift_left %iterArg_6, %20 : tensor<2x2xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %22 = stablehlo.subtract %c_13, %12 : tensor<ui32>
      %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
      %24 = stablehlo.shift_right_logical %iterArg_6, %23 : tensor<2x2xui32>
      %25 = stablehlo.or %21, %24 : tensor<2x2xui32>
      %26 = stablehlo.xor %19, %25 : tensor<2x2xui32>
      %27 = stablehlo.add %19, %26 : tensor<2x2xui32>
      %28 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
      %29 = stablehlo.shift_left %26, %28 : tensor<2x2xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %30 = stablehlo.subtract %c_14, %14 : tensor<ui32>
      %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
      %32 = stablehlo.shift_right_logical %26, %31 : tensor<2x2xui32>
      %33 = stablehlo.or %29, %32 : tensor<2x2xui32>
      %34 = stablehlo.xor %27, %33 : tensor<2x2xui32>
      %35 = stablehlo.add %27, %34 : tensor<2x2xui32>
      %36 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
      %37 = stablehlo.shift_left %34, %36 : tensor<2x2xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %38 = stablehlo.subtract %c_15, %16 : tensor<ui32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
      %40 = stablehlo.shift_right_logical %34, %39 : tensor<2x2xui32>
      %41 = stablehlo.or %37, %40 : tensor<2x2xui32>
      %42 = stablehlo.xor %35, %41 : tensor<2x2xui32>
      %43 = stablehlo.add %35, %42 : tensor<2x2xui32>
      %44 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
      %45 = stablehlo.shift_left %42, %44 : tensor<2x2xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %46 = stablehlo.subtract %c_16, %18 : tensor<ui32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
      %48 = stablehlo.shift_right_logical %42, %47 : tensor<2x2xui32>
      %49 = stablehlo.or %45, %48 : tensor<2x2xui32>
      %50 = stablehlo.xor %43, %49 : tensor<2x2xui32>
      %51 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x2xui32>
      %52 = stablehlo.add %43, %51 : tensor<2x2xui32>
      %53 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x2xui32>
      %54 = stablehlo.add %50, %53 : tensor<2x2xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<2x2xui32>
      %58 = stablehlo.add %54, %57 : tensor<2x2xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %59, %10, %52, %58, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<2x2xui32>, tensor<2x2xui32>
  }
}
