module @jit_moe_layer attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<16x4xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4x16x8xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<32x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x4xf32>) -> tensor<32x4xf32>
    %1 = call @argmax(%0) : (tensor<32x4xf32>) -> tensor<32xi32>
    %2 = call @_one_hot(%1) : (tensor<32xi32>) -> tensor<32x4xf32>
    %3 = stablehlo.dot_general %arg0, %2, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<32x4xf32>) -> tensor<32x16x4xf32>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] : (tensor<32x16x4xf32>) -> tensor<4x32x16xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %6 = stablehlo.tanh %5 : tensor<4x32x16xf32>
    %7 = stablehlo.dot_general %6, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x16xf32>, tensor<4x16x8xf32>) -> tensor<4x32x8xf32>
    %8 = stablehlo.dot_general %7, %2, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x8xf32>, tensor<32x4xf32>) -> tensor<32x8xf32>
    return %8 : tensor<32x8xf32>
  }
  func.func private @argmax(%arg0: tensor<32x4xf32>) -> tensor<32xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<32x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<32x4xf32>, tensor<32x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<32xf32>, tensor<32xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<32xi32>
  }
  func.func private @_one_hot(%arg0: tensor<32xi32>) -> tensor<32x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<32x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x4xi32>, tensor<32x4xi32>) -> tensor<32x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x4xi1>) -> tensor<32x4xf32>
    return %5 : tensor<32x4xf32>
  }
}
