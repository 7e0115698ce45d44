module @jit_dp_twin attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<32x64xf32> {jax.result_info = "result[0][0]"}, tensor<64x16xf32> {jax.result_info = "result[0][1]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:3 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, []>] manual_axes={"data"} (%arg4: tensor<32x64xf32>, %arg5: tensor<64x16xf32>, %arg6: tensor<8x32xf32>, %arg7: tensor<8x16xf32>) {
      %1 = stablehlo.dot_general %arg6, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
      %2 = func.call @relu(%1) : (tensor<8x64xf32>) -> tensor<8x64xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
      %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
      %5 = stablehlo.dot_general %2, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
      %6 = stablehlo.subtract %5, %arg7 : tensor<8x16xf32>
      %7 = stablehlo.multiply %6, %6 : tensor<8x16xf32>
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %9 = stablehlo.multiply %8, %6 : tensor<8x16xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
      %11 = stablehlo.divide %10, %cst_2 : tensor<f32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %12 = stablehlo.divide %cst_3, %cst_2 : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %14 = stablehlo.multiply %13, %9 : tensor<8x16xf32>
      %15 = stablehlo.dot_general %14, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x64xf32>) -> tensor<16x64xf32>
      %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
      %17 = stablehlo.dot_general %14, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<64x16xf32>) -> tensor<8x64xf32>
      %18 = "stablehlo.all_reduce"(%16) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %31 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %31 : tensor<f32>
      }) : (tensor<64x16xf32>) -> tensor<64x16xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
      %20 = stablehlo.select %4, %17, %19 : tensor<8x64xi1>, tensor<8x64xf32>
      %21 = stablehlo.dot_general %20, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<8x32xf32>) -> tensor<64x32xf32>
      %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
      %23 = "stablehlo.all_reduce"(%22) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %31 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %31 : tensor<f32>
      }) : (tensor<32x64xf32>) -> tensor<32x64xf32>
      %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %25 = stablehlo.multiply %24, %23 : tensor<32x64xf32>
      %26 = stablehlo.subtract %arg4, %25 : tensor<32x64xf32>
      %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
      %28 = stablehlo.multiply %27, %18 : tensor<64x16xf32>
      %29 = stablehlo.subtract %arg5, %28 : tensor<64x16xf32>
      %30 = "stablehlo.all_reduce"(%11) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %31 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %31 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      sdy.return %26, %29, %30 : tensor<32x64xf32>, tensor<64x16xf32>, tensor<f32>
    } : (tensor<32x64xf32>, tensor<64x16xf32>, tensor<64x32xf32>, tensor<64x16xf32>) -> (tensor<32x64xf32>, tensor<64x16xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2 : tensor<32x64xf32>, tensor<64x16xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x64xf32>
    return %1 : tensor<8x64xf32>
  }
}
