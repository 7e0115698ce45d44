module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg1: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg4: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg5: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg7: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg8: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg10: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg11: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8xf32> {jax.result_info = "result[0]['b1']"}, tensor<6x8xf32> {jax.result_info = "result[0]['w1']"}, tensor<8x3xf32> {jax.result_info = "result[0]['w2']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['b1']"}, tensor<6x8xf32> {jax.result_info = "result[1][0].mu['w1']"}, tensor<8x3xf32> {jax.result_info = "result[1][0].mu['w2']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['b1']"}, tensor<6x8xf32> {jax.result_info = "result[1][0].nu['w1']"}, tensor<8x3xf32> {jax.result_info = "result[1][0].nu['w2']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg10, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x8xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x8xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<8x8xf32>
    %11 = stablehlo.add %3, %10 : tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<8x8xf32>
    %14 = stablehlo.tanh %13 : tensor<8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %16 = stablehlo.add %15, %14 : tensor<8x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %18 = stablehlo.subtract %17, %14 : tensor<8x8xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<8x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %21 = stablehlo.add %20, %14 : tensor<8x8xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<8x8xf32>
    %24 = stablehlo.multiply %3, %23 : tensor<8x8xf32>
    %25 = stablehlo.dot_general %24, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %26 = stablehlo.subtract %25, %arg11 : tensor<8x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<8x3xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<8x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %32 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %34 = stablehlo.multiply %33, %29 : tensor<8x3xf32>
    %35 = stablehlo.dot_general %34, %24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x8xf32>) -> tensor<3x8xf32>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %37 = stablehlo.dot_general %34, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x8xf32>
    %38 = stablehlo.multiply %3, %37 : tensor<8x8xf32>
    %39 = stablehlo.multiply %37, %23 : tensor<8x8xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<8x8xf32>
    %42 = stablehlo.multiply %41, %19 : tensor<8x8xf32>
    %cst_12 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<8x8xf32>
    %45 = stablehlo.add %39, %44 : tensor<8x8xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %47 = stablehlo.multiply %46, %44 : tensor<8x8xf32>
    %48 = stablehlo.multiply %47, %8 : tensor<8x8xf32>
    %49 = stablehlo.add %45, %48 : tensor<8x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %51 = stablehlo.reshape %50 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %53 = stablehlo.dot_general %49, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %54 = stablehlo.transpose %53, dims = [1, 0] : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.multiply %55, %52 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.multiply %57, %arg4 : tensor<8xf32>
    %59 = stablehlo.add %56, %58 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %61 = stablehlo.multiply %60, %54 : tensor<6x8xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %63 = stablehlo.multiply %62, %arg5 : tensor<6x8xf32>
    %64 = stablehlo.add %61, %63 : tensor<6x8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %66 = stablehlo.multiply %65, %36 : tensor<8x3xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %68 = stablehlo.multiply %67, %arg6 : tensor<8x3xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x3xf32>
    %70 = stablehlo.multiply %52, %52 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.multiply %73, %arg7 : tensor<8xf32>
    %75 = stablehlo.add %72, %74 : tensor<8xf32>
    %76 = stablehlo.multiply %54, %54 : tensor<6x8xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<6x8xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %80 = stablehlo.multiply %79, %arg8 : tensor<6x8xf32>
    %81 = stablehlo.add %78, %80 : tensor<6x8xf32>
    %82 = stablehlo.multiply %36, %36 : tensor<8x3xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<8x3xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %86 = stablehlo.multiply %85, %arg9 : tensor<8x3xf32>
    %87 = stablehlo.add %84, %86 : tensor<8x3xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %88 = stablehlo.compare LT, %arg3, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.add %arg3, %c_28 : tensor<i32>
    %c_29 = stablehlo.constant dense<2147483647> : tensor<i32>
    %90 = call @_where(%88, %89, %c_29) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %91 = stablehlo.convert %90 : (tensor<i32>) -> tensor<f32>
    %92 = stablehlo.power %cst_30, %91 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.subtract %cst_31, %92 : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %95 = stablehlo.divide %59, %94 : tensor<8xf32>
    %96 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %97 = stablehlo.divide %64, %96 : tensor<6x8xf32>
    %98 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %99 = stablehlo.divide %69, %98 : tensor<8x3xf32>
    %cst_32 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %100 = stablehlo.convert %90 : (tensor<i32>) -> tensor<f32>
    %101 = stablehlo.power %cst_32, %100 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.subtract %cst_33, %101 : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %104 = stablehlo.divide %75, %103 : tensor<8xf32>
    %105 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %106 = stablehlo.divide %81, %105 : tensor<6x8xf32>
    %107 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %108 = stablehlo.divide %87, %107 : tensor<8x3xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %110 = stablehlo.add %104, %109 : tensor<8xf32>
    %111 = stablehlo.sqrt %110 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %113 = stablehlo.add %111, %112 : tensor<8xf32>
    %114 = stablehlo.divide %95, %113 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %116 = stablehlo.add %106, %115 : tensor<6x8xf32>
    %117 = stablehlo.sqrt %116 : tensor<6x8xf32>
    %cst_37 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %119 = stablehlo.add %117, %118 : tensor<6x8xf32>
    %120 = stablehlo.divide %97, %119 : tensor<6x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %122 = stablehlo.add %108, %121 : tensor<8x3xf32>
    %123 = stablehlo.sqrt %122 : tensor<8x3xf32>
    %cst_39 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %125 = stablehlo.add %123, %124 : tensor<8x3xf32>
    %126 = stablehlo.divide %99, %125 : tensor<8x3xf32>
    %cst_40 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %128 = stablehlo.multiply %127, %114 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %130 = stablehlo.multiply %129, %120 : tensor<6x8xf32>
    %cst_42 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %132 = stablehlo.multiply %131, %126 : tensor<8x3xf32>
    %133 = stablehlo.add %arg0, %128 : tensor<8xf32>
    %134 = stablehlo.add %arg1, %130 : tensor<6x8xf32>
    %135 = stablehlo.add %arg2, %132 : tensor<8x3xf32>
    return %133, %134, %135, %90, %59, %64, %69, %75, %81, %87, %31 : tensor<8xf32>, tensor<6x8xf32>, tensor<8x3xf32>, tensor<i32>, tensor<8xf32>, tensor<6x8xf32>, tensor<8x3xf32>, tensor<8xf32>, tensor<6x8xf32>, tensor<8x3xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
