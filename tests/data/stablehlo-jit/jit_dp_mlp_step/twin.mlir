module @jit_dp_twin attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<32x64xf32> {jax.result_info = "result[0][0]"}, tensor<64x16xf32> {jax.result_info = "result[0][1]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:3 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, []>] manual_axes={"data"} (%arg4: tensor<32x64xf32>, %arg5: tensor<64x16xf32>, %arg6: tensor<8x32xf32>, %arg7: tensor<8x16xf32>) {
      %1 = stablehlo.dot_general %arg6, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
      %2 = func.call @relu(%1) : (tensor<8x64xf32>) -> tensor<8x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %3 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
      %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
      %5 = stablehlo.compare GT, %1, %4, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
      %6 = stablehlo.dot_general %2, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
      %7 = stablehlo.subtract %6, %arg7 : tensor<8x16xf32>
      %8 = stablehlo.multiply %7, %7 : tensor<8x16xf32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %10 = stablehlo.multiply %9, %7 : tensor<8x16xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
      %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
      %12 = stablehlo.divide %11, %cst_1 : tensor<f32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %13 = stablehlo.divide %cst_2, %cst_1 : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %15 = stablehlo.multiply %14, %10 : tensor<8x16xf32>
      %16 = stablehlo.dot_general %15, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x64xf32>) -> tensor<16x64xf32>
      %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
      %18 = stablehlo.dot_general %15, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<64x16xf32>) -> tensor<8x64xf32>
      %19 = "stablehlo.all_reduce"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %32 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %32 : tensor<f32>
      }) : (tensor<64x16xf32>) -> tensor<64x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
      %21 = stablehlo.select %5, %18, %20 : tensor<8x64xi1>, tensor<8x64xf32>
      %22 = stablehlo.dot_general %21, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<8x32xf32>) -> tensor<64x32xf32>
      %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
      %24 = "stablehlo.all_reduce"(%23) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %32 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %32 : tensor<f32>
      }) : (tensor<32x64xf32>) -> tensor<32x64xf32>
      %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %26 = stablehlo.multiply %25, %24 : tensor<32x64xf32>
      %27 = stablehlo.subtract %arg4, %26 : tensor<32x64xf32>
      %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
      %29 = stablehlo.multiply %28, %19 : tensor<64x16xf32>
      %30 = stablehlo.subtract %arg5, %29 : tensor<64x16xf32>
      %31 = "stablehlo.all_reduce"(%12) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %32 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %32 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      sdy.return %27, %30, %31 : tensor<32x64xf32>, tensor<64x16xf32>, tensor<f32>
    } : (tensor<32x64xf32>, tensor<64x16xf32>, tensor<64x32xf32>, tensor<64x16xf32>) -> (tensor<32x64xf32>, tensor<64x16xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2 : tensor<32x64xf32>, tensor<64x16xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.maximum %arg0, %1 : tensor<8x64xf32>
    return %2 : tensor<8x64xf32>
  }
}
