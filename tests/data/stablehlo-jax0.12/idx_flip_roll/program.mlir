module @jit_flips attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<3x4xf32> {jax.result_info = "result[4]"}, tensor<4x3xf32> {jax.result_info = "result[5]"}) {
    %0 = call @_flip(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = call @_flip_0(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %2 = call @_roll_static(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<12xf32>
    %4 = call @_roll_static_1(%3) : (tensor<12xf32>) -> tensor<12xf32>
    %5 = stablehlo.reshape %4 : (tensor<12xf32>) -> tensor<3x4xf32>
    %6 = call @_roll_dynamic(%arg0, %arg1) : (tensor<3x4xf32>, tensor<i32>) -> tensor<3x4xf32>
    %7 = call @rot90(%arg0) : (tensor<3x4xf32>) -> tensor<4x3xf32>
    return %0, %1, %2, %5, %6, %7 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<4x3xf32>
  }
  func.func private @_flip(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func private @_flip_0(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func private @_roll_static(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 2:4] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:2] : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.slice %arg0 [1:12] : (tensor<12xf32>) -> tensor<11xf32>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<12xf32>) -> tensor<1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<11xf32>, tensor<1xf32>) -> tensor<12xf32>
    return %2 : tensor<12xf32>
  }
  func.func private @_roll_dynamic(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> tensor<3x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.slice %0 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.maximum %c, %c_0 : tensor<i32>
    %4 = call @remainder(%2, %3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.subtract %c_1, %4 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %6, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %8 = stablehlo.add %6, %c_3 : tensor<i32>
    %9 = stablehlo.select %7, %8, %6 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_slice %5, %9, %c_4, sizes = [3, 4] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    return %10 : tensor<3x4xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @rot90(%arg0: tensor<3x4xf32>) -> tensor<4x3xf32> {
    %0 = call @_flip_0(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
}
