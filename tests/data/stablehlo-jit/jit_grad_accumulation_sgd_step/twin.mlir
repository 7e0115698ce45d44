module @jit_twin attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<4x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg3: tensor<4x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}) -> (tensor<128x256xf32> {jax.result_info = "result[0]"}, tensor<256x64xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:3 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {"data"}, {}]>, <@mesh, [{}, {"data"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, []>] manual_axes={"data"} (%arg4: tensor<128x256xf32>, %arg5: tensor<256x64xf32>, %arg6: tensor<4x32x128xf32>, %arg7: tensor<4x32x64xf32>) {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %3:8 = stablehlo.while(%iterArg = %arg6, %iterArg_10 = %arg7, %iterArg_11 = %arg4, %iterArg_12 = %arg5, %iterArg_13 = %c, %iterArg_14 = %cst_1, %iterArg_15 = %1, %iterArg_16 = %2) : tensor<4x32x128xf32>, tensor<4x32x64xf32>, tensor<128x256xf32>, tensor<256x64xf32>, tensor<i32>, tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>
      cond {
        %c_17 = stablehlo.constant dense<4> : tensor<i32>
        %23 = stablehlo.compare LT, %iterArg_13, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %23 : tensor<i1>
      } do {
        %23 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_13) : (tensor<4x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
        %24 = func.call @dynamic_index_in_dim_0(%iterArg_10, %iterArg_13) : (tensor<4x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
        %25 = stablehlo.dot_general %23, %iterArg_11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
        %26 = func.call @relu(%25) : (tensor<32x256xf32>) -> tensor<32x256xf32>
        %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %27 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
        %28 = stablehlo.compare GT, %25, %27, FLOAT : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xi1>
        %29 = stablehlo.dot_general %26, %iterArg_12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x64xf32>) -> tensor<32x64xf32>
        %30 = stablehlo.subtract %29, %24 : tensor<32x64xf32>
        %31 = stablehlo.multiply %30, %30 : tensor<32x64xf32>
        %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %32 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
        %33 = stablehlo.multiply %32, %30 : tensor<32x64xf32>
        %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %34 = stablehlo.reduce(%31 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<f32>
        %cst_20 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
        %35 = stablehlo.divide %34, %cst_20 : tensor<f32>
        %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %cst_22 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
        %36 = stablehlo.divide %cst_21, %cst_22 : tensor<f32>
        %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
        %38 = stablehlo.multiply %37, %33 : tensor<32x64xf32>
        %39 = stablehlo.dot_general %38, %26, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x256xf32>) -> tensor<64x256xf32>
        %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
        %41 = stablehlo.dot_general %38, %iterArg_12, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<256x64xf32>) -> tensor<32x256xf32>
        %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %42 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
        %43 = stablehlo.select %28, %41, %42 : tensor<32x256xi1>, tensor<32x256xf32>
        %44 = stablehlo.dot_general %43, %23, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
        %45 = stablehlo.transpose %44, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
        %46 = stablehlo.add %iterArg_14, %35 : tensor<f32>
        %47 = stablehlo.add %iterArg_15, %45 : tensor<128x256xf32>
        %48 = stablehlo.add %iterArg_16, %40 : tensor<256x64xf32>
        %c_24 = stablehlo.constant dense<1> : tensor<i32>
        %49 = stablehlo.add %iterArg_13, %c_24 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_10, %iterArg_11, %iterArg_12, %49, %46, %47, %48 : tensor<4x32x128xf32>, tensor<4x32x64xf32>, tensor<128x256xf32>, tensor<256x64xf32>, tensor<i32>, tensor<f32>, tensor<128x256xf32>, tensor<256x64xf32>
      }
      %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %4 = stablehlo.divide %3#5, %cst_2 : tensor<f32>
      %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      %6 = stablehlo.divide %3#6, %5 : tensor<128x256xf32>
      %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
      %8 = stablehlo.divide %3#7, %7 : tensor<256x64xf32>
      %9 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %23 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %23 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %23 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %23 : tensor<f32>
      }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
      %11 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %23 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %23 : tensor<f32>
      }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
      %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %12 = stablehlo.divide %9, %cst_5 : tensor<f32>
      %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      %14 = stablehlo.divide %10, %13 : tensor<128x256xf32>
      %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
      %16 = stablehlo.divide %11, %15 : tensor<256x64xf32>
      %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      %18 = stablehlo.multiply %17, %14 : tensor<128x256xf32>
      %19 = stablehlo.subtract %arg4, %18 : tensor<128x256xf32>
      %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
      %21 = stablehlo.multiply %20, %16 : tensor<256x64xf32>
      %22 = stablehlo.subtract %arg5, %21 : tensor<256x64xf32>
      sdy.return %19, %22, %12 : tensor<128x256xf32>, tensor<256x64xf32>, tensor<f32>
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
