module @jit_accumulated_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg1: tensor<3x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<3x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) -> (tensor<3x32x64xf32> {jax.result_info = "result[0]"}, tensor<3x64x32xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2, %iterArg_5 = %c, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<2x16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<2x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %10:3 = func.call @_var(%c_8) : (tensor<i32>) -> (tensor<f32>, tensor<i1>, tensor<16x1xf32>)
      %11:2 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>] manual_axes={"data", "model"} () {
        %33 = func.call @relu() : () -> tensor<f32>
        %c_26 = stablehlo.constant dense<0> : tensor<i32>
        %34 = stablehlo.convert %c_26 : (tensor<i32>) -> tensor<f32>
        %35 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %36 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<1xf32>
        sdy.return %35, %36 : tensor<1xf32>, tensor<1xf32>
      } : () -> (tensor<8xf32>, tensor<8xf32>)
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x16x1xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x16x1xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x256x16xf32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
      %c_15 = stablehlo.constant dense<false> : tensor<i1>
      %18 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i1>) -> tensor<3x64x16xi1>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x128x32xf32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x64x16xf32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %21:18 = stablehlo.while(%iterArg_26 = %iterArg_3, %iterArg_27 = %iterArg_4, %iterArg_28 = %11#0, %iterArg_29 = %11#1, %iterArg_30 = %10#0, %iterArg_31 = %10#1, %iterArg_32 = %10#2, %iterArg_33 = %c_18, %iterArg_34 = %9, %iterArg_35 = %12, %iterArg_36 = %13, %iterArg_37 = %14, %iterArg_38 = %15, %iterArg_39 = %16, %iterArg_40 = %17, %iterArg_41 = %18, %iterArg_42 = %19, %iterArg_43 = %20) : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>
      cond {
        %c_44 = stablehlo.constant dense<3> : tensor<i32>
        %33 = stablehlo.compare LT, %iterArg_33, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %33 : tensor<i1>
      } do {
        %33 = func.call @dynamic_index_in_dim_0(%iterArg_26, %iterArg_33) : (tensor<3x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
        %34 = func.call @dynamic_index_in_dim_1(%iterArg_27, %iterArg_33) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
        %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %35 = stablehlo.reduce(%iterArg_34 init: %cst_44) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
        %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
        %cst_45 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
        %37 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
        %38 = stablehlo.divide %36, %37 : tensor<16x1xf32>
        %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
        %40 = stablehlo.subtract %iterArg_34, %39 : tensor<16x32xf32>
        %41:2 = func.call @_var_2(%iterArg_34, %iterArg_30, %iterArg_31, %iterArg_32) : (tensor<16x32xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>) -> (tensor<16x1xf32>, tensor<16x32xf32>)
        %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
        %42 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
        %43 = stablehlo.add %41#0, %42 : tensor<16x1xf32>
        %44 = stablehlo.rsqrt %43 : tensor<16x1xf32>
        %45 = stablehlo.divide %44, %43 : tensor<16x1xf32>
        %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
        %46 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
        %47 = stablehlo.multiply %46, %45 : tensor<16x1xf32>
        %48 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
        %49 = stablehlo.multiply %40, %48 : tensor<16x32xf32>
        %50:6 = sdy.manual_computation(%iterArg_28, %iterArg_29, %49, %33, %34) in_shardings=[<@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<1xf32>, %arg4: tensor<1xf32>, %arg5: tensor<8x32xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<16x32xf32>) {
          %62 = stablehlo.reshape %arg3 : (tensor<1xf32>) -> tensor<f32>
          %63 = stablehlo.reshape %arg4 : (tensor<1xf32>) -> tensor<f32>
          %64 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
          %65 = func.call @relu_4(%64, %62) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
          %66 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
          %67 = stablehlo.compare GT, %64, %66, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
          %68 = stablehlo.dot_general %65, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
          %69 = "stablehlo.all_reduce"(%68) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
          ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
            %70 = stablehlo.add %arg8, %arg9 : tensor<f32>
            stablehlo.return %70 : tensor<f32>
          }) : (tensor<8x32xf32>) -> tensor<8x32xf32>
          sdy.return %69, %arg6, %arg5, %67, %arg7, %65 : tensor<8x32xf32>, tensor<32x16xf32>, tensor<8x32xf32>, tensor<8x16xi1>, tensor<16x32xf32>, tensor<8x16xf32>
        } : (tensor<8xf32>, tensor<8xf32>, tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<256x16xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<128x32xf32>, tensor<64x16xf32>)
        %51 = stablehlo.add %iterArg_34, %50#0 : tensor<16x32xf32>
        %52 = func.call @dynamic_update_index_in_dim(%iterArg_35, %41#1, %iterArg_33) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
        %53 = func.call @dynamic_update_index_in_dim_5(%iterArg_36, %47, %iterArg_33) : (tensor<3x16x1xf32>, tensor<16x1xf32>, tensor<i32>) -> tensor<3x16x1xf32>
        %54 = func.call @dynamic_update_index_in_dim_5(%iterArg_37, %44, %iterArg_33) : (tensor<3x16x1xf32>, tensor<16x1xf32>, tensor<i32>) -> tensor<3x16x1xf32>
        %55 = func.call @dynamic_update_index_in_dim(%iterArg_38, %40, %iterArg_33) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
        %56 = func.call @dynamic_update_index_in_dim_6(%iterArg_39, %50#1, %iterArg_33) : (tensor<3x256x16xf32>, tensor<256x16xf32>, tensor<i32>) -> tensor<3x256x16xf32>
        %57 = func.call @dynamic_update_index_in_dim_7(%iterArg_40, %50#2, %iterArg_33) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
        %58 = func.call @dynamic_update_index_in_dim_8(%iterArg_41, %50#3, %iterArg_33) : (tensor<3x64x16xi1>, tensor<64x16xi1>, tensor<i32>) -> tensor<3x64x16xi1>
        %59 = func.call @dynamic_update_index_in_dim_9(%iterArg_42, %50#4, %iterArg_33) : (tensor<3x128x32xf32>, tensor<128x32xf32>, tensor<i32>) -> tensor<3x128x32xf32>
        %60 = func.call @dynamic_update_index_in_dim_10(%iterArg_43, %50#5, %iterArg_33) : (tensor<3x64x16xf32>, tensor<64x16xf32>, tensor<i32>) -> tensor<3x64x16xf32>
        %c_48 = stablehlo.constant dense<1> : tensor<i32>
        %61 = stablehlo.add %iterArg_33, %c_48 : tensor<i32>
        stablehlo.return %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %61, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>, tensor<i32>, tensor<16x32xf32>, tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>
      }
      %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %23 = stablehlo.multiply %22, %21#8 : tensor<16x32xf32>
      %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_21 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
      %24 = stablehlo.divide %cst_20, %cst_21 : tensor<f32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %26 = stablehlo.multiply %25, %23 : tensor<16x32xf32>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %29:15 = stablehlo.while(%iterArg_26 = %21#9, %iterArg_27 = %21#10, %iterArg_28 = %21#11, %iterArg_29 = %21#12, %iterArg_30 = %21#13, %iterArg_31 = %21#14, %iterArg_32 = %21#15, %iterArg_33 = %21#16, %iterArg_34 = %21#17, %iterArg_35 = %10#0, %iterArg_36 = %10#1, %iterArg_37 = %c_24, %iterArg_38 = %26, %iterArg_39 = %27, %iterArg_40 = %28) : tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
      cond {
        %c_41 = stablehlo.constant dense<3> : tensor<i32>
        %33 = stablehlo.compare LT, %iterArg_37, %c_41, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %33 : tensor<i1>
      } do {
        %c_41 = stablehlo.constant dense<3> : tensor<i32>
        %33 = stablehlo.subtract %c_41, %iterArg_37 : tensor<i32>
        %c_42 = stablehlo.constant dense<1> : tensor<i32>
        %34 = stablehlo.subtract %33, %c_42 : tensor<i32>
        %35 = func.call @dynamic_index_in_dim_11(%iterArg_26, %34) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
        %36 = func.call @dynamic_index_in_dim_12(%iterArg_27, %34) : (tensor<3x16x1xf32>, tensor<i32>) -> tensor<16x1xf32>
        %37 = func.call @dynamic_index_in_dim_12(%iterArg_28, %34) : (tensor<3x16x1xf32>, tensor<i32>) -> tensor<16x1xf32>
        %38 = func.call @dynamic_index_in_dim_11(%iterArg_29, %34) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
        %39 = func.call @dynamic_index_in_dim_13(%iterArg_30, %34) : (tensor<3x256x16xf32>, tensor<i32>) -> tensor<256x16xf32>
        %40 = func.call @dynamic_index_in_dim_1(%iterArg_31, %34) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
        %41 = func.call @dynamic_index_in_dim_14(%iterArg_32, %34) : (tensor<3x64x16xi1>, tensor<i32>) -> tensor<64x16xi1>
        %42 = func.call @dynamic_index_in_dim_15(%iterArg_33, %34) : (tensor<3x128x32xf32>, tensor<i32>) -> tensor<128x32xf32>
        %43 = func.call @dynamic_index_in_dim_16(%iterArg_34, %34) : (tensor<3x64x16xf32>, tensor<i32>) -> tensor<64x16xf32>
        %44:3 = sdy.manual_computation(%iterArg_38, %39, %40, %41, %42, %43) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<8x32xf32>, %arg4: tensor<32x16xf32>, %arg5: tensor<8x32xf32>, %arg6: tensor<8x16xi1>, %arg7: tensor<16x32xf32>, %arg8: tensor<8x16xf32>) {
          %65 = stablehlo.dot_general %arg3, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
          %66 = stablehlo.transpose %65, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
          %67 = stablehlo.dot_general %arg3, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
          %68 = "stablehlo.all_reduce"(%66) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
          ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
            %76 = stablehlo.add %arg9, %arg10 : tensor<f32>
            stablehlo.return %76 : tensor<f32>
          }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
          %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %69 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
          %70 = stablehlo.select %arg6, %67, %69 : tensor<8x16xi1>, tensor<8x16xf32>
          %71 = stablehlo.dot_general %70, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
          %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
          %73 = stablehlo.dot_general %70, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
          %74 = "stablehlo.all_reduce"(%72) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
          ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
            %76 = stablehlo.add %arg9, %arg10 : tensor<f32>
            stablehlo.return %76 : tensor<f32>
          }) : (tensor<32x16xf32>) -> tensor<32x16xf32>
          %75 = "stablehlo.all_reduce"(%73) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
          ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
            %76 = stablehlo.add %arg9, %arg10 : tensor<f32>
            stablehlo.return %76 : tensor<f32>
          }) : (tensor<8x32xf32>) -> tensor<8x32xf32>
          sdy.return %75, %74, %68 : tensor<8x32xf32>, tensor<32x16xf32>, tensor<16x32xf32>
        } : (tensor<16x32xf32>, tensor<256x16xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<128x32xf32>, tensor<64x16xf32>) -> (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>)
        %45 = stablehlo.multiply %38, %44#0 : tensor<16x32xf32>
        %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %46 = stablehlo.reduce(%45 init: %cst_43) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
        %47 = stablehlo.reshape %46 : (tensor<16xf32>) -> tensor<16x1xf32>
        %48 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
        %49 = stablehlo.multiply %44#0, %48 : tensor<16x32xf32>
        %50 = stablehlo.multiply %47, %36 : tensor<16x1xf32>
        %51 = func.call @_var_17(%35, %iterArg_35, %iterArg_36, %50) : (tensor<16x32xf32>, tensor<f32>, tensor<i1>, tensor<16x1xf32>) -> tensor<16x32xf32>
        %52 = stablehlo.add %iterArg_38, %51 : tensor<16x32xf32>
        %53 = stablehlo.negate %49 : tensor<16x32xf32>
        %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %54 = stablehlo.reduce(%53 init: %cst_44) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
        %55 = stablehlo.reshape %54 : (tensor<16xf32>) -> tensor<16x1xf32>
        %56 = stablehlo.add %52, %49 : tensor<16x32xf32>
        %cst_45 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
        %57 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
        %58 = stablehlo.divide %55, %57 : tensor<16x1xf32>
        %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %59 = stablehlo.reduce(%58 init: %cst_46) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
        %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
        %61 = stablehlo.add %56, %60 : tensor<16x32xf32>
        %62 = func.call @dynamic_update_index_in_dim_19(%iterArg_39, %44#1, %34) : (tensor<3x32x64xf32>, tensor<32x64xf32>, tensor<i32>) -> tensor<3x32x64xf32>
        %63 = func.call @dynamic_update_index_in_dim_7(%iterArg_40, %44#2, %34) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
        %c_47 = stablehlo.constant dense<1> : tensor<i32>
        %64 = stablehlo.add %iterArg_37, %c_47 : tensor<i32>
        stablehlo.return %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %64, %61, %62, %63 : tensor<3x16x32xf32>, tensor<3x16x1xf32>, tensor<3x16x1xf32>, tensor<3x16x32xf32>, tensor<3x256x16xf32>, tensor<3x64x32xf32>, tensor<3x64x16xi1>, tensor<3x128x32xf32>, tensor<3x64x16xf32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
      }
      %30 = stablehlo.add %iterArg_6, %29#13 : tensor<3x32x64xf32>
      %31 = stablehlo.add %iterArg_7, %29#14 : tensor<3x64x32xf32>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_5, %c_25 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %32, %30, %31 : tensor<2x16x32xf32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<3x32x64xf32>, tensor<3x64x32xf32>
    }
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x32x64xf32>
    %4 = stablehlo.multiply %3, %2#4 : tensor<3x32x64xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<3x32x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %7 = stablehlo.multiply %6, %2#5 : tensor<3x64x32xf32>
    %8 = stablehlo.subtract %arg2, %7 : tensor<3x64x32xf32>
    return %5, %8 : tensor<3x32x64xf32>, tensor<3x64x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<2x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
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
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<3x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<3x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @_var_2(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<16x1xf32>) -> (tensor<16x1xf32>, tensor<16x32xf32>) {
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
    %13 = call @_where_3(%12, %arg2, %arg3) : (tensor<16x1xf32>, tensor<i1>, tensor<16x1xf32>) -> tensor<16x1xf32>
    return %13, %8 : tensor<16x1xf32>, tensor<16x32xf32>
  }
  func.func private @_where_3(%arg0: tensor<16x1xf32>, %arg1: tensor<i1>, %arg2: tensor<16x1xf32>) -> tensor<16x1xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<i1>, tensor<16x1xf32>
    return %0 : tensor<16x1xf32>
  }
  func.func private @relu_4(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>) -> tensor<8x16xf32> {
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
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<3x16x1xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<i32>) -> tensor<3x16x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x1xf32>) -> tensor<1x16x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x1xf32>
    return %1 : tensor<3x16x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<3x256x16xf32>, %arg1: tensor<256x16xf32>, %arg2: tensor<i32>) -> tensor<3x256x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x16xf32>) -> tensor<1x256x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x256x16xf32>, tensor<1x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x256x16xf32>
    return %1 : tensor<3x256x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<3x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<3x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x32xf32>
    return %1 : tensor<3x64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<3x64x16xi1>, %arg1: tensor<64x16xi1>, %arg2: tensor<i32>) -> tensor<3x64x16xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x16xi1>) -> tensor<1x64x16xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x16xi1>, tensor<1x64x16xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x16xi1>
    return %1 : tensor<3x64x16xi1>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<3x128x32xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<i32>) -> tensor<3x128x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x32xf32>) -> tensor<1x128x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x128x32xf32>, tensor<1x128x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x128x32xf32>
    return %1 : tensor<3x128x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<3x64x16xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<i32>) -> tensor<3x64x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x16xf32>) -> tensor<1x64x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x16xf32>, tensor<1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x16xf32>
    return %1 : tensor<3x64x16xf32>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<3x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<3x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim_12(%arg0: tensor<3x16x1xf32>, %arg1: tensor<i32>) -> tensor<16x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 1] : (tensor<3x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    return %1 : tensor<16x1xf32>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<3x256x16xf32>, %arg1: tensor<i32>) -> tensor<256x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 16] : (tensor<3x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x16xf32>) -> tensor<256x16xf32>
    return %1 : tensor<256x16xf32>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<3x64x16xi1>, %arg1: tensor<i32>) -> tensor<64x16xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 16] : (tensor<3x64x16xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x64x16xi1>) -> tensor<64x16xi1>
    return %1 : tensor<64x16xi1>
  }
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<3x128x32xf32>, %arg1: tensor<i32>) -> tensor<128x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 32] : (tensor<3x128x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    return %1 : tensor<128x32xf32>
  }
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<3x64x16xf32>, %arg1: tensor<i32>) -> tensor<64x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 16] : (tensor<3x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x16xf32>) -> tensor<64x16xf32>
    return %1 : tensor<64x16xf32>
  }
  func.func private @_var_17(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<16x1xf32>) -> tensor<16x32xf32> {
    %0 = call @_where_18(%arg2, %arg3) : (tensor<i1>, tensor<16x1xf32>) -> tensor<16x1xf32>
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
  func.func private @_where_18(%arg0: tensor<i1>, %arg1: tensor<16x1xf32>) -> tensor<16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<16x1xf32>
    return %1 : tensor<16x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_19(%arg0: tensor<3x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<3x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x32x64xf32>, tensor<1x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x64xf32>
    return %1 : tensor<3x32x64xf32>
  }
}
