module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<5x12xf32>, %arg2: tensor<4xf32>, %arg3: tensor<12x4xf32>, %arg4: tensor<12xf32>, %arg5: tensor<5x12xf32>, %arg6: tensor<4xf32>, %arg7: tensor<12x4xf32>, %arg8: tensor<6x5xf32>, %arg9: tensor<6xi32>) -> (tensor<12xf32> {jax.result_info = "result[0]['mlp/~/linear_0']['b']"}, tensor<5x12xf32> {jax.result_info = "result[0]['mlp/~/linear_0']['w']"}, tensor<4xf32> {jax.result_info = "result[0]['mlp/~/linear_1']['b']"}, tensor<12x4xf32> {jax.result_info = "result[0]['mlp/~/linear_1']['w']"}, tensor<12xf32> {jax.result_info = "result[1][0].trace['mlp/~/linear_0']['b']"}, tensor<5x12xf32> {jax.result_info = "result[1][0].trace['mlp/~/linear_0']['w']"}, tensor<4xf32> {jax.result_info = "result[1][0].trace['mlp/~/linear_1']['b']"}, tensor<12x4xf32> {jax.result_info = "result[1][0].trace['mlp/~/linear_1']['w']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg8, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x5xf32>, tensor<5x12xf32>) -> tensor<6x12xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<12xf32>) -> tensor<6x12xf32>
    %2 = stablehlo.add %0, %1 : tensor<6x12xf32>
    %3:3 = call @silu(%2) : (tensor<6x12xf32>) -> (tensor<6x12xf32>, tensor<6x12xf32>, tensor<6x12xf32>)
    %4 = stablehlo.dot_general %3#0, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x12xf32>, tensor<12x4xf32>) -> tensor<6x4xf32>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<6x4xf32>
    %6 = stablehlo.add %4, %5 : tensor<6x4xf32>
    %7 = call @_one_hot(%arg9) : (tensor<6xi32>) -> tensor<6x4xf32>
    %8:3 = call @log_softmax(%6) : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x1xf32>)
    %9 = stablehlo.multiply %7, %8#0 : tensor<6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.negate %10 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %13 = stablehlo.divide %12, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %14 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.negate %15 : tensor<6xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<6xf32>) -> tensor<6x4xf32>
    %18 = stablehlo.multiply %7, %17 : tensor<6x4xf32>
    %19 = call @log_softmax_0(%8#1, %8#2, %18) : (tensor<6x4xf32>, tensor<6x1xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.dot_general %19, %3#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<6x12xf32>) -> tensor<4x12xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<4x12xf32>) -> tensor<12x4xf32>
    %23 = stablehlo.dot_general %19, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<12x4xf32>) -> tensor<6x12xf32>
    %24 = call @silu_1(%3#1, %3#2, %2, %23) : (tensor<6x12xf32>, tensor<6x12xf32>, tensor<6x12xf32>, tensor<6x12xf32>) -> tensor<6x12xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<6x12xf32>, tensor<f32>) -> tensor<12xf32>
    %26 = stablehlo.dot_general %24, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x12xf32>, tensor<6x5xf32>) -> tensor<12x5xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<12x5xf32>) -> tensor<5x12xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %29 = stablehlo.multiply %28, %arg4 : tensor<12xf32>
    %30 = stablehlo.add %25, %29 : tensor<12xf32>
    %cst_7 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %32 = stablehlo.multiply %31, %arg5 : tensor<5x12xf32>
    %33 = stablehlo.add %27, %32 : tensor<5x12xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.multiply %34, %arg6 : tensor<4xf32>
    %36 = stablehlo.add %20, %35 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12x4xf32>
    %38 = stablehlo.multiply %37, %arg7 : tensor<12x4xf32>
    %39 = stablehlo.add %22, %38 : tensor<12x4xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %41 = stablehlo.multiply %40, %30 : tensor<12xf32>
    %42 = stablehlo.add %25, %41 : tensor<12xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %44 = stablehlo.multiply %43, %33 : tensor<5x12xf32>
    %45 = stablehlo.add %27, %44 : tensor<5x12xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %47 = stablehlo.multiply %46, %36 : tensor<4xf32>
    %48 = stablehlo.add %20, %47 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12x4xf32>
    %50 = stablehlo.multiply %49, %39 : tensor<12x4xf32>
    %51 = stablehlo.add %22, %50 : tensor<12x4xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %53 = stablehlo.multiply %52, %42 : tensor<12xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %55 = stablehlo.multiply %54, %45 : tensor<5x12xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %57 = stablehlo.multiply %56, %48 : tensor<4xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12x4xf32>
    %59 = stablehlo.multiply %58, %51 : tensor<12x4xf32>
    %60 = stablehlo.add %arg0, %53 : tensor<12xf32>
    %61 = stablehlo.add %arg1, %55 : tensor<5x12xf32>
    %62 = stablehlo.add %arg2, %57 : tensor<4xf32>
    %63 = stablehlo.add %arg3, %59 : tensor<12x4xf32>
    return %60, %61, %62, %63, %30, %33, %36, %39, %13 : tensor<12xf32>, tensor<5x12xf32>, tensor<4xf32>, tensor<12x4xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<4xf32>, tensor<12x4xf32>, tensor<f32>
  }
  func.func private @silu(%arg0: tensor<6x12xf32>) -> (tensor<6x12xf32>, tensor<6x12xf32>, tensor<6x12xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<6x12xf32>
    %1 = stablehlo.exponential %0 : tensor<6x12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x12xf32>
    %3 = stablehlo.add %2, %1 : tensor<6x12xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x12xf32>
    %5 = stablehlo.divide %4, %3 : tensor<6x12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x12xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<6x12xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<6x12xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<6x12xf32>
    return %9, %8, %5 : tensor<6x12xf32>, tensor<6x12xf32>, tensor<6x12xf32>
  }
  func.func private @_one_hot(%arg0: tensor<6xi32>) -> tensor<6x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<6x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<6x4xi32>, tensor<6x4xi32>) -> tensor<6x4xi1>
    %5 = stablehlo.convert %4 : (tensor<6x4xi1>) -> tensor<6x4xf32>
    return %5 : tensor<6x4xf32>
  }
  func.func private @log_softmax(%arg0: tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<6xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x4xf32>
    %6 = stablehlo.exponential %5 : tensor<6x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %9 = stablehlo.log %8 : tensor<6x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<6x4xf32>
    return %11, %6, %8 : tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<6x4xf32>, %arg1: tensor<6x1xf32>, %arg2: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %0 = stablehlo.negate %arg2 : tensor<6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.reshape %1 : (tensor<6xf32>) -> tensor<6x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<6xf32>) -> tensor<6x4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<6x4xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<6x4xf32>
    return %7 : tensor<6x4xf32>
  }
  func.func private @silu_1(%arg0: tensor<6x12xf32>, %arg1: tensor<6x12xf32>, %arg2: tensor<6x12xf32>, %arg3: tensor<6x12xf32>) -> tensor<6x12xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<6x12xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<6x12xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<6x12xf32>
    %3 = stablehlo.add %1, %2 : tensor<6x12xf32>
    return %3 : tensor<6x12xf32>
  }
}
