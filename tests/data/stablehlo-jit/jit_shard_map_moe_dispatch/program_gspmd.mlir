module @jit_moe attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<16x8xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<8x16x16xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> (tensor<64x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x8xf32>) -> tensor<64x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<64x8xf32>
    %7 = stablehlo.exponential %6 : tensor<64x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %11 = stablehlo.divide %7, %10 : tensor<64x8xf32>
    %12 = stablehlo.dot_general %11, %arg0, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64x8xf32>, tensor<64x16xf32>) -> tensor<64x8x16xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0, 2] : (tensor<64x8x16xf32>) -> tensor<8x64x16xf32>
    %14 = stablehlo.custom_call @Sharding(%13) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<8x64x16xf32>) -> tensor<8x64x16xf32>
    %15 = stablehlo.custom_call @SPMDFullToShardShape(%14) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x64x16xf32>) -> tensor<8x8x16xf32>
    %16 = call @shmap_body(%15) : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %17 = stablehlo.custom_call @Sharding(%16) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %18 = stablehlo.custom_call @SPMDShardToFullShape(%17) {backend_config = "", mhlo.sharding = "{devices=[1,8,1]<=[8]}"} : (tensor<8x8x16xf32>) -> tensor<8x64x16xf32>
    %19 = stablehlo.dot_general %18, %arg2, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<8x16x16xf32>) -> tensor<64x16xf32>
    return %19 : tensor<64x16xf32>
  }
  func.func private @shmap_body(%arg0: tensor<8x8x16xf32>) -> (tensor<8x8x16xf32> {jax.result_info = "[None, ('x',), None]"}) {
    %0 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    return %0 : tensor<8x8x16xf32>
  }
}
