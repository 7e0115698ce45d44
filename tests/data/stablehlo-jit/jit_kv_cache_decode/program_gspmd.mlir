module @jit_decode attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x4x8xf32> {mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, %arg1: tensor<4x16x4x8xf32> {mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, %arg2: tensor<4x1x32xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, %arg3: tensor<32x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<32x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<32x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<32x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<i32> {mhlo.sharding = "{replicated}"}) -> (tensor<4x16x4x8xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, tensor<4x16x4x8xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, tensor<4x1x32xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32xf32>, tensor<32x32xf32>) -> tensor<4x1x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x1x32xf32>) -> tensor<4x1x4x8xf32>
    %2 = stablehlo.dot_general %arg2, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32xf32>, tensor<32x32xf32>) -> tensor<4x1x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<4x1x32xf32>) -> tensor<4x1x4x8xf32>
    %4 = stablehlo.dot_general %arg2, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32xf32>, tensor<32x32xf32>) -> tensor<4x1x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x1x32xf32>) -> tensor<4x1x4x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %arg7, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %7 = stablehlo.add %arg7, %c_0 : tensor<i32>
    %8 = stablehlo.select %6, %7, %arg7 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %arg0, %3, %c_1, %8, %c_2, %c_3 : (tensor<4x16x4x8xf32>, tensor<4x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x4x8xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %arg7, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<16> : tensor<i32>
    %11 = stablehlo.add %arg7, %c_5 : tensor<i32>
    %12 = stablehlo.select %10, %11, %arg7 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_update_slice %arg1, %5, %c_6, %12, %c_7, %c_8 : (tensor<4x16x4x8xf32>, tensor<4x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x4x8xf32>
    %14 = stablehlo.dot_general %1, %9, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x1x4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x4x1x16xf32>
    %cst = stablehlo.constant dense<2.82842708> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x1x16xf32>
    %16 = stablehlo.divide %14, %15 : tensor<4x4x1x16xf32>
    %17 = stablehlo.iota dim = 0 : tensor<16xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xi32>) -> tensor<1x1x1x16xi32>
    %19 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<i32>) -> tensor<1x1x1x16xi32>
    %20 = stablehlo.compare LE, %18, %19, SIGNED : (tensor<1x1x1x16xi32>, tensor<1x1x1x16xi32>) -> tensor<1x1x1x16xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %21 = call @_where(%20, %16, %cst_9) : (tensor<1x1x1x16xi1>, tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x4x1xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<4x4x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %27 = stablehlo.subtract %21, %26 : tensor<4x4x1x16xf32>
    %28 = stablehlo.exponential %27 : tensor<4x4x1x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %32 = stablehlo.divide %28, %31 : tensor<4x4x1x16xf32>
    %33 = stablehlo.dot_general %13, %32, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x4x8xf32>, tensor<4x4x1x16xf32>) -> tensor<4x4x8x1xf32>
    %34 = stablehlo.transpose %33, dims = [0, 3, 1, 2] : (tensor<4x4x8x1xf32>) -> tensor<4x1x4x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<4x1x4x8xf32>) -> tensor<4x1x32xf32>
    %36 = stablehlo.dot_general %35, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32xf32>, tensor<32x32xf32>) -> tensor<4x1x32xf32>
    return %9, %13, %36 : tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>, tensor<4x1x32xf32>
  }
  func.func private @_where(%arg0: tensor<1x1x1x16xi1>, %arg1: tensor<4x4x1x16xf32>, %arg2: tensor<f32>) -> tensor<4x4x1x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xi1>) -> tensor<4x4x1x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x4x1x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x4x1x16xi1>, tensor<4x4x1x16xf32>
    return %2 : tensor<4x4x1x16xf32>
  }
}
