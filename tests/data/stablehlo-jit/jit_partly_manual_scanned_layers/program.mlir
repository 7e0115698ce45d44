module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<3x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<3x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg2, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<16x32xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<3x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %2 = func.call @dynamic_index_in_dim_0(%iterArg_0, %iterArg_1) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.reduce(%iterArg_2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
      %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
      %6 = stablehlo.divide %4, %5 : tensor<16x1xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
      %8 = stablehlo.subtract %iterArg_2, %7 : tensor<16x32xf32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %9 = func.call @_var(%iterArg_2, %c_4) : (tensor<16x32xf32>, tensor<i32>) -> tensor<16x1xf32>
      %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
      %11 = stablehlo.add %9, %10 : tensor<16x1xf32>
      %12 = stablehlo.rsqrt %11 : tensor<16x1xf32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
      %14 = stablehlo.multiply %8, %13 : tensor<16x32xf32>
      %15 = sdy.manual_computation(%14, %1, %2) in_shardings=[<@mesh, [{?}, {?}]>, <@mesh, [{?}, {"model", ?}]>, <@mesh, [{"model", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"model"} (%arg3: tensor<16x32xf32>, %arg4: tensor<32x16xf32>, %arg5: tensor<16x32xf32>) {
        %18 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
        %19 = sdy.sharding_constraint %18 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
        %20 = func.call @relu(%19) : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %21 = sdy.sharding_constraint %20 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
        %22 = stablehlo.dot_general %21, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
        %23 = sdy.sharding_constraint %22 <@mesh, [{?}, {?}]> : tensor<16x32xf32>
        %24 = "stablehlo.all_reduce"(%23) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
        ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
          %26 = stablehlo.add %arg6, %arg7 : tensor<f32>
          %27 = sdy.sharding_constraint %26 <@mesh, []> : tensor<f32>
          stablehlo.return %27 : tensor<f32>
        }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
        %25 = sdy.sharding_constraint %24 <@mesh, [{?}, {?}]> : tensor<16x32xf32>
        sdy.return %25 : tensor<16x32xf32>
      } : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %16 = stablehlo.add %iterArg_2, %15 : tensor<16x32xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.add %iterArg_1, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %17, %16 : tensor<3x32x64xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<16x32xf32>
    }
    return %0#3 : tensor<16x32xf32>
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
  func.func private @_var(%arg0: tensor<16x32xf32>, %arg1: tensor<i32>) -> tensor<16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32xf32>
    %6 = chlo.square %5 : tensor<16x32xf32> -> tensor<16x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<16x1xf32>, tensor<f32>) -> tensor<16x1xf32>
    return %14 : tensor<16x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<16x1xf32>, %arg2: tensor<f32>) -> tensor<16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<16x1xf32>
    return %2 : tensor<16x1xf32>
  }
  func.func private @relu(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %1 = sdy.sharding_constraint %0 <@mesh, []> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
    %4 = stablehlo.maximum %arg0, %3 : tensor<16x16xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
    return %5 : tensor<16x16xf32>
  }
}
