module @jit_fsdp_twin attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<4x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg3: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}) -> (tensor<128x256xf32> {jax.result_info = "result[0]"}, tensor<256x64xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:3 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}, {"data"}, {}]>, <@mesh, [{}, {"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, []>] manual_axes={"data"} (%arg4: tensor<16x256xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<4x32x128xf32>, %arg7: tensor<4x32x64xf32>) {
      %1 = "stablehlo.all_gather"(%arg4) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<128x256xf32>
      %2 = "stablehlo.all_gather"(%arg5) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> : (tensor<32x64xf32>) -> tensor<256x64xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %5:8 = stablehlo.while(%iterArg = %arg6, %iterArg_7 = %arg7, %iterArg_8 = %1, %iterArg_9 = %2, %iterArg_10 = %c, %iterArg_11 = %cst_1, %iterArg_12 = %3, %iterArg_13 = %4) : tensor<4x32x128xf32>, tensor<4x32x64xf32>, tensor<128x256xf32>, tensor<256x64xf32>, tensor<i32>, tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>
      cond {
        %c_14 = stablehlo.constant dense<4> : tensor<i32>
        %20 = stablehlo.compare LT, %iterArg_10, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %20 : tensor<i1>
      } do {
        %20 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<4x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
        %21 = func.call @dynamic_index_in_dim_0(%iterArg_7, %iterArg_10) : (tensor<4x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
        %22 = stablehlo.dot_general %20, %iterArg_8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
        %23 = func.call @relu(%22) : (tensor<32x256xf32>) -> tensor<32x256xf32>
        %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %24 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
        %25 = stablehlo.compare GT, %22, %24, FLOAT : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xi1>
        %26 = stablehlo.dot_general %23, %iterArg_9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
        %27 = stablehlo.subtract %26, %21 : tensor<32x64xf32>
        %28 = stablehlo.multiply %27, %27 : tensor<32x64xf32>
        %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %29 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
        %30 = stablehlo.multiply %29, %27 : tensor<32x64xf32>
        %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %31 = stablehlo.reduce(%28 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<f32>
        %cst_17 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
        %32 = stablehlo.divide %31, %cst_17 : tensor<f32>
        %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %cst_19 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
        %33 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
        %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
        %35 = stablehlo.multiply %34, %30 : tensor<32x64xf32>
        %36 = stablehlo.dot_general %35, %23, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
        %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
        %38 = stablehlo.dot_general %35, %iterArg_9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<256x64xf32>) -> tensor<32x256xf32>
        %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %39 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
        %40 = stablehlo.select %25, %38, %39 : tensor<32x256xi1>, tensor<32x256xf32>
        %41 = stablehlo.dot_general %40, %20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
        %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
        %43 = stablehlo.add %iterArg_11, %32 : tensor<f32>
        %44 = stablehlo.add %iterArg_12, %42 : tensor<128x256xf32>
        %45 = stablehlo.add %iterArg_13, %37 : tensor<256x64xf32>
        %c_21 = stablehlo.constant dense<1> : tensor<i32>
        %46 = stablehlo.add %iterArg_10, %c_21 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %iterArg_9, %46, %43, %44, %45 : tensor<4x32x128xf32>, tensor<4x32x64xf32>, tensor<128x256xf32>, tensor<256x64xf32>, tensor<i32>, tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>
      }
      %6 = "stablehlo.reduce_scatter"(%5#6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %20 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<128x256xf32>) -> tensor<16x256xf32>
      %7 = "stablehlo.reduce_scatter"(%5#7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %20 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<256x64xf32>) -> tensor<32x64xf32>
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %9 = stablehlo.multiply %8, %6 : tensor<16x256xf32>
      %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %11 = stablehlo.divide %9, %10 : tensor<16x256xf32>
      %12 = stablehlo.subtract %arg4, %11 : tensor<16x256xf32>
      %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %14 = stablehlo.multiply %13, %7 : tensor<32x64xf32>
      %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %16 = stablehlo.divide %14, %15 : tensor<32x64xf32>
      %17 = stablehlo.subtract %arg5, %16 : tensor<32x64xf32>
      %18 = "stablehlo.all_reduce"(%5#5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %20 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %19 = stablehlo.divide %18, %cst_6 : tensor<f32>
      sdy.return %12, %17, %19 : tensor<16x256xf32>, tensor<32x64xf32>, tensor<f32>
    } : (tensor<128x256xf32>, tensor<256x64xf32>, tensor<4x256x128xf32>, tensor<4x256x64xf32>) -> (tensor<128x256xf32>, tensor<256x64xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2 : tensor<128x256xf32>, tensor<256x64xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x32x128xf32>, %arg1: tensor<i32>) -> tensor<32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 128] : (tensor<4x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    return %1 : tensor<32x128xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<4x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @relu(%arg0: tensor<32x256xf32>) -> tensor<32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x256xf32>
    return %1 : tensor<32x256xf32>
  }
}
