module @jit_data_manual_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<32x64xf32> {jax.result_info = "result[0]"}, tensor<64x32xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.tanh %0 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<16x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %5 = stablehlo.subtract %4, %1 : tensor<16x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<16x64xf32>
    %7 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %8:2 = sdy.manual_computation(%7, %arg3) in_shardings=[<@mesh, [{"data", ?}, {?}]>, <@mesh, [{"data", ?}, {?}]>] out_shardings=[<@mesh, [{?}]>, <@mesh, [{"data", ?}, {?}]>] manual_axes={"data"} (%arg4: tensor<8x32xf32>, %arg5: tensor<8x32xf32>) {
      %26 = stablehlo.subtract %arg4, %arg5 : tensor<8x32xf32>
      %27 = sdy.sharding_constraint %26 <@mesh, [{?}, {?}]> : tensor<8x32xf32>
      %28 = stablehlo.multiply %27, %27 : tensor<8x32xf32>
      %29 = sdy.sharding_constraint %28 <@mesh, [{?}, {?}]> : tensor<8x32xf32>
      %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %31 = sdy.sharding_constraint %30 <@mesh, [{?}, {?}]> : tensor<8x32xf32>
      %32 = stablehlo.multiply %31, %27 : tensor<8x32xf32>
      %33 = sdy.sharding_constraint %32 <@mesh, [{?}, {?}]> : tensor<8x32xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.reduce(%29 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
      %35 = sdy.sharding_constraint %34 <@mesh, []> : tensor<f32>
      %36 = "stablehlo.all_reduce"(%35) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "data">]>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %40 = stablehlo.add %arg6, %arg7 : tensor<f32>
        %41 = sdy.sharding_constraint %40 <@mesh, []> : tensor<f32>
        stablehlo.return %41 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %37 = sdy.sharding_constraint %36 <@mesh, []> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %39 = sdy.sharding_constraint %38 <@mesh, [{?}]> : tensor<1xf32>
      sdy.return %39, %33 : tensor<1xf32>, tensor<8x32xf32>
    } : (tensor<16x32xf32>, tensor<16x32xf32>) -> (tensor<1xf32>, tensor<16x32xf32>)
    %9 = stablehlo.reshape %8#0 : (tensor<1xf32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %11 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = sdy.manual_computation(%12, %8#1) in_shardings=[<@mesh, [{?}]>, <@mesh, [{"data", ?}, {?}]>] out_shardings=[<@mesh, [{"data", ?}, {?}]>] manual_axes={"data"} (%arg4: tensor<1xf32>, %arg5: tensor<8x32xf32>) {
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.reduce(%arg4 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
      %27 = sdy.sharding_constraint %26 <@mesh, []> : tensor<f32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %29 = sdy.sharding_constraint %28 <@mesh, [{?}, {?}]> : tensor<8x32xf32>
      %30 = stablehlo.multiply %29, %arg5 : tensor<8x32xf32>
      %31 = sdy.sharding_constraint %30 <@mesh, [{?}, {?}]> : tensor<8x32xf32>
      sdy.return %31 : tensor<8x32xf32>
    } : (tensor<1xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.dot_general %13, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %16 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<64x32xf32>) -> tensor<16x64xf32>
    %17 = stablehlo.multiply %16, %6 : tensor<16x64xf32>
    %18 = stablehlo.dot_general %17, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<32x64xf32>
    %22 = stablehlo.subtract %arg0, %21 : tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %24 = stablehlo.multiply %23, %15 : tensor<64x32xf32>
    %25 = stablehlo.subtract %arg1, %24 : tensor<64x32xf32>
    return %22, %25, %10 : tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
