module @jit_scanned_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<3x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<3x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) -> (tensor<3x32x64xf32> {jax.result_info = "result[0]"}, tensor<3x64x32xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = call @_var(%c) : (tensor<i32>) -> (tensor<f32>, tensor<i1>, tensor<16x1xf32>)
    %1:2 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>] manual_axes={"data", "model"} () {
      %29 = func.call @relu() : () -> tensor<f32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %30 = stablehlo.convert %c_19 : (tensor<i32>) -> tensor<f32>
      %31 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %32 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<1xf32>
      sdy.return %31, %32 : tensor<1xf32>, tensor<1xf32>
    } : () -> (tensor<8xf32>, tensor<8xf32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x16x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x16x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x256x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %c_5 = stablehlo.constant dense<false> : tensor<i1>
    %8 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<3x64x16xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x128x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x64x16xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %11:18 = stablehlo.while(%iterArg = %arg1, %iterArg_19 = %arg2, %iterArg_20 = %1#0, %iterArg_21 = %1#1, %iterArg_22 = %0#0, %iterArg_23 = %0#1, %iterArg_24 = %0#2, %iterArg_25 = %c_8, %iterArg_26 = %arg0, %iterArg_27 = %2, %iterArg_28 = %3, %iterArg_29 = %4, %iterArg_30 = %5, %iterArg_31 = %6, %iterArg_32 = %7, %iterArg_33 = %8, %iterArg_34 = %9, %iterArg_35 = %10) : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>
    cond {
      %c_36 = stablehlo.constant dense<3> : tensor<i32>
      %29 = stablehlo.compare LT, %iterArg_25, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    } do {
      %29 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_25) : (tensor<3x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %30 = func.call @dynamic_index_in_dim_0(%iterArg_19, %iterArg_25) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.reduce(%iterArg_26 init: %cst_36) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
      %34 = stablehlo.divide %32, %33 : tensor<16x1xf32>
      %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
      %36 = stablehlo.subtract %iterArg_26, %35 : tensor<16x32xf32>
      %37:2 = func.call @_var_1(%iterArg_26, %iterArg_22, %iterArg_23, %iterArg_24) : (tensor<16x32xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>) -> (tensor<16x1xf32>, tensor<16x32xf32>)
      %cst_38 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
      %39 = stablehlo.add %37#0, %38 : tensor<16x1xf32>
      %40 = stablehlo.rsqrt %39 : tensor<16x1xf32>
      %41 = stablehlo.divide %40, %39 : tensor<16x1xf32>
      %cst_39 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
      %43 = stablehlo.multiply %42, %41 : tensor<16x1xf32>
      %44 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
      %45 = stablehlo.multiply %36, %44 : tensor<16x32xf32>
      %46:6 = sdy.manual_computation(%iterArg_20, %iterArg_21, %45, %29, %30) in_shardings=[<@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<1xf32>, %arg4: tensor<1xf32>, %arg5: tensor<8x32xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<16x32xf32>) {
        %58 = stablehlo.reshape %arg3 : (tensor<1xf32>) -> tensor<f32>
        %59 = stablehlo.reshape %arg4 : (tensor<1xf32>) -> tensor<f32>
        %60 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
        %61 = func.call @relu_3(%60, %58) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
        %62 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
        %63 = stablehlo.compare GT, %60, %62, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
        %64 = stablehlo.dot_general %61, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
        %65 = "stablehlo.all_reduce"(%64) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
        ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
          %66 = stablehlo.add %arg8, %arg9 : tensor<f32>
          stablehlo.return %66 : tensor<f32>
        }) : (tensor<8x32xf32>) -> tensor<8x32xf32>
        sdy.return %65, %arg6, %arg5, %63, %arg7, %61 : tensor<8x32xf32>, tensor<32x16xf32>, tensor<8x32xf32>, tensor<8x16xi1>, tensor<16x32xf32>, tensor<8x16xf32>
      } : (tensor<8xf32>, tensor<8xf32>, tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<256x16xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<128x32xf32>, tensor<64x16xf32>)
      %47 = stablehlo.add %iterArg_26, %46#0 : tensor<16x32xf32>
      %48 = func.call @dynamic_update_index_in_dim(%iterArg_27, %37#1, %iterArg_25) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
      %49 = func.call @dynamic_update_index_in_dim_4(%iterArg_28, %43, %iterArg_25) : (tensor<3x16x1xf32>, tensor<16x1xf32>, tensor<i32>) -> tensor<3x16x1xf32>
      %50 = func.call @dynamic_update_index_in_dim_4(%iterArg_29, %40, %iterArg_25) : (tensor<3x16x1xf32>, tensor<16x1xf32>, tensor<i32>) -> tensor<3x16x1xf32>
      %51 = func.call @dynamic_update_index_in_dim(%iterArg_30, %36, %iterArg_25) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
      %52 = func.call @dynamic_update_index_in_dim_5(%iterArg_31, %46#1, %iterArg_25) : (tensor<3x256x16xf32>, tensor<256x16xf32>, tensor<i32>) -> tensor<3x256x16xf32>
      %53 = func.call @dynamic_update_index_in_dim_6(%iterArg_32, %46#2, %iterArg_25) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %54 = func.call @dynamic_update_index_in_dim_7(%iterArg_33, %46#3, %iterArg_25) : (tensor<3x64x16xi1>, tensor<64x16xi1>, tensor<i32>) -> tensor<3x64x16xi1>
      %55 = func.call @dynamic_update_index_in_dim_8(%iterArg_34, %46#4, %iterArg_25) : (tensor<3x128x32xf32>, tensor<128x32xf32>, tensor<i32>) -> tensor<3x128x32xf32>
      %56 = func.call @dynamic_update_index_in_dim_9(%iterArg_35, %46#5, %iterArg_25) : (tensor<3x64x16xf32>, tensor<64x16xf32>, tensor<i32>) -> tensor<3x64x16xf32>
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg_25, %c_40 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %57, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>
    }
    %12 = stablehlo.multiply %11#8, %11#8 : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %14 = stablehlo.multiply %13, %11#8 : tensor<16x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %17 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %19 = stablehlo.multiply %18, %14 : tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %22:15 = stablehlo.while(%iterArg = %11#9, %iterArg_19 = %11#10, %iterArg_20 = %11#11, %iterArg_21 = %11#12, %iterArg_22 = %11#13, %iterArg_23 = %11#14, %iterArg_24 = %11#15, %iterArg_25 = %11#16, %iterArg_26 = %11#17, %iterArg_27 = %0#0, %iterArg_28 = %0#1, %iterArg_29 = %c_16, %iterArg_30 = %19, %iterArg_31 = %20, %iterArg_32 = %21) : tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    cond {
      %c_33 = stablehlo.constant dense<3> : tensor<i32>
      %29 = stablehlo.compare LT, %iterArg_29, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    } do {
      %c_33 = stablehlo.constant dense<3> : tensor<i32>
      %29 = stablehlo.subtract %c_33, %iterArg_29 : tensor<i32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %30 = stablehlo.subtract %29, %c_34 : tensor<i32>
      %31 = func.call @dynamic_index_in_dim_10(%iterArg, %30) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %32 = func.call @dynamic_index_in_dim_11(%iterArg_19, %30) : (tensor<3x16x1xf32>, tensor<i32>) -> tensor<16x1xf32>
      %33 = func.call @dynamic_index_in_dim_11(%iterArg_20, %30) : (tensor<3x16x1xf32>, tensor<i32>) -> tensor<16x1xf32>
      %34 = func.call @dynamic_index_in_dim_10(%iterArg_21, %30) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %35 = func.call @dynamic_index_in_dim_12(%iterArg_22, %30) : (tensor<3x256x16xf32>, tensor<i32>) -> tensor<256x16xf32>
      %36 = func.call @dynamic_index_in_dim_0(%iterArg_23, %30) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %37 = func.call @dynamic_index_in_dim_13(%iterArg_24, %30) : (tensor<3x64x16xi1>, tensor<i32>) -> tensor<64x16xi1>
      %38 = func.call @dynamic_index_in_dim_14(%iterArg_25, %30) : (tensor<3x128x32xf32>, tensor<i32>) -> tensor<128x32xf32>
      %39 = func.call @dynamic_index_in_dim_15(%iterArg_26, %30) : (tensor<3x64x16xf32>, tensor<i32>) -> tensor<64x16xf32>
      %40:3 = sdy.manual_computation(%iterArg_30, %35, %36, %37, %38, %39) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<8x32xf32>, %arg4: tensor<32x16xf32>, %arg5: tensor<8x32xf32>, %arg6: tensor<8x16xi1>, %arg7: tensor<16x32xf32>, %arg8: tensor<8x16xf32>) {
        %61 = stablehlo.dot_general %arg3, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
        %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
        %63 = stablehlo.dot_general %arg3, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
        %64 = "stablehlo.all_reduce"(%62) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
        ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
          %72 = stablehlo.add %arg9, %arg10 : tensor<f32>
          stablehlo.return %72 : tensor<f32>
        }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
        %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %65 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
        %66 = stablehlo.select %arg6, %63, %65 : tensor<8x16xi1>, tensor<8x16xf32>
        %67 = stablehlo.dot_general %66, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
        %68 = stablehlo.transpose %67, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
        %69 = stablehlo.dot_general %66, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
        %70 = "stablehlo.all_reduce"(%68) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
        ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
          %72 = stablehlo.add %arg9, %arg10 : tensor<f32>
          stablehlo.return %72 : tensor<f32>
        }) : (tensor<32x16xf32>) -> tensor<32x16xf32>
        %71 = "stablehlo.all_reduce"(%69) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
        ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
          %72 = stablehlo.add %arg9, %arg10 : tensor<f32>
          stablehlo.return %72 : tensor<f32>
        }) : (tensor<8x32xf32>) -> tensor<8x32xf32>
        sdy.return %71, %70, %64 : tensor<8x32xf32>, tensor<32x16xf32>, tensor<16x32xf32>
      } : (tensor<16x32xf32>, tensor<256x16xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<128x32xf32>, tensor<64x16xf32>) -> (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>)
      %41 = stablehlo.multiply %34, %40#0 : tensor<16x32xf32>
      %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %42 = stablehlo.reduce(%41 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
      %43 = stablehlo.reshape %42 : (tensor<16xf32>) -> tensor<16x1xf32>
      %44 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
      %45 = stablehlo.multiply %40#0, %44 : tensor<16x32xf32>
      %46 = stablehlo.multiply %43, %32 : tensor<16x1xf32>
      %47 = func.call @_var_16(%31, %iterArg_27, %iterArg_28, %46) : (tensor<16x32xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>) -> tensor<16x32xf32>
      %48 = stablehlo.add %iterArg_30, %47 : tensor<16x32xf32>
      %49 = stablehlo.negate %45 : tensor<16x32xf32>
      %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %50 = stablehlo.reduce(%49 init: %cst_36) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
      %51 = stablehlo.reshape %50 : (tensor<16xf32>) -> tensor<16x1xf32>
      %52 = stablehlo.add %48, %45 : tensor<16x32xf32>
      %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
      %54 = stablehlo.divide %51, %53 : tensor<16x1xf32>
      %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %55 = stablehlo.reduce(%54 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
      %57 = stablehlo.add %52, %56 : tensor<16x32xf32>
      %58 = func.call @dynamic_update_index_in_dim_18(%iterArg_31, %40#1, %30) : (tensor<3x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<3x32x64xf32>
      %59 = func.call @dynamic_update_index_in_dim_6(%iterArg_32, %40#2, %30) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %60 = stablehlo.add %iterArg_29, %c_39 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %60, %57, %58, %59 : tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    }
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %24 = stablehlo.multiply %23, %22#13 : tensor<3x32x64xf32>
    %25 = stablehlo.subtract %arg1, %24 : tensor<3x32x64xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %27 = stablehlo.multiply %26, %22#14 : tensor<3x64x32xf32>
    %28 = stablehlo.subtract %arg2, %27 : tensor<3x64x32xf32>
    return %25, %28, %16 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<i32>) -> (tensor<f32>, tensor<i1>, tensor<16x1xf32>) {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1 = stablehlo.subtract %cst, %0 : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare GT, %1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%cst_1) : (tensor<f32>) -> tensor<16x1xf32>
    return %1, %2, %3 : tensor<f32>, tensor<i1>, tensor<16x1xf32>
  }
  func.func private @_where(%arg0: tensor<f32>) -> tensor<16x1xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    return %1 : tensor<16x1xf32>
  }
  func.func private @relu() -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<3x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<3x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @_var_1(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<16x1xf32>) -> (tensor<16x1xf32>, tensor<16x32xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32xf32>
    %6 = chlo.square %5 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<16x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x1xf32>
    %13 = call @_where_2(%12, %arg2, %arg3) : (tensor<16x1xf32>, tensor<i1>, tensor<16x1xf32>) -> tensor<16x1xf32>
    return %13, %8 : tensor<16x1xf32>, tensor<16x32xf32>
  }
  func.func private @_where_2(%arg0: tensor<16x1xf32>, %arg1: tensor<i1>, %arg2: tensor<16x1xf32>) -> tensor<16x1xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<i1>, tensor<16x1xf32>
    return %0 : tensor<16x1xf32>
  }
  func.func private @relu_3(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>) -> tensor<8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>) -> tensor<3x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x32xf32>, tensor<1x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x32xf32>
    return %1 : tensor<3x16x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<3x16x1xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<i32>) -> tensor<3x16x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x1xf32>) -> tensor<1x16x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x1xf32>
    return %1 : tensor<3x16x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<3x256x16xf32>, %arg1: tensor<256x16xf32>, %arg2: tensor<i32>) -> tensor<3x256x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x16xf32>) -> tensor<1x256x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x256x16xf32>, tensor<1x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x256x16xf32>
    return %1 : tensor<3x256x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<3x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<3x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x32xf32>
    return %1 : tensor<3x64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<3x64x16xi1>, %arg1: tensor<64x16xi1>, %arg2: tensor<i32>) -> tensor<3x64x16xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x16xi1>) -> tensor<1x64x16xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x16xi1>, tensor<1x64x16xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x16xi1>
    return %1 : tensor<3x64x16xi1>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<3x128x32xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<i32>) -> tensor<3x128x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x32xf32>) -> tensor<1x128x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x128x32xf32>, tensor<1x128x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x128x32xf32>
    return %1 : tensor<3x128x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<3x64x16xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<i32>) -> tensor<3x64x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x16xf32>) -> tensor<1x64x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x16xf32>, tensor<1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x16xf32>
    return %1 : tensor<3x64x16xf32>
  }
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<3x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<3x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<3x16x1xf32>, %arg1: tensor<i32>) -> tensor<16x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 1] : (tensor<3x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    return %1 : tensor<16x1xf32>
  }
  func.func private @dynamic_index_in_dim_12(%arg0: tensor<3x256x16xf32>, %arg1: tensor<i32>) -> tensor<256x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 16] : (tensor<3x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x16xf32>) -> tensor<256x16xf32>
    return %1 : tensor<256x16xf32>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<3x64x16xi1>, %arg1: tensor<i32>) -> tensor<64x16xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 16] : (tensor<3x64x16xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x64x16xi1>) -> tensor<64x16xi1>
    return %1 : tensor<64x16xi1>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<3x128x32xf32>, %arg1: tensor<i32>) -> tensor<128x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 32] : (tensor<3x128x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    return %1 : tensor<128x32xf32>
  }
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<3x64x16xf32>, %arg1: tensor<i32>) -> tensor<64x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 16] : (tensor<3x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x16xf32>) -> tensor<64x16xf32>
    return %1 : tensor<64x16xf32>
  }
  func.func private @_var_16(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<16x1xf32>) -> tensor<16x32xf32> {
    %0 = call @_where_17(%arg2, %arg3) : (tensor<i1>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<16x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<16x32xf32>
    %6 = stablehlo.negate %5 : tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.reshape %7 : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.add %5, %12 : tensor<16x32xf32>
    return %13 : tensor<16x32xf32>
  }
  func.func private @_where_17(%arg0: tensor<i1>, %arg1: tensor<16x1xf32>) -> tensor<16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<16x1xf32>
    return %1 : tensor<16x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<3x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<3x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x32x64xf32>, tensor<1x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x64xf32>
    return %1 : tensor<3x32x64xf32>
  }
}
