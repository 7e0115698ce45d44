module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<32x64xf32> {jax.result_info = "result[0]"}, tensor<64x32xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:4 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{?}, {?}]>, <@mesh, [{?}, {"model", ?}]>, <@mesh, [{"model", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>, <@mesh, [{"model", ?}, {?}]>, <@mesh, [{"model", ?}, {?}]>, <@mesh, [{"model", ?}, {?}]>] manual_axes={"model"} (%arg3: tensor<16x32xf32>, %arg4: tensor<32x16xf32>, %arg5: tensor<16x32xf32>) {
      %23 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
      %24 = sdy.sharding_constraint %23 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      %25 = func.call @relu(%24) : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %26 = sdy.sharding_constraint %25 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
      %28 = sdy.sharding_constraint %27 <@mesh, []> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
      %30 = sdy.sharding_constraint %29 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      %31 = stablehlo.compare GT, %24, %30, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
      %32 = stablehlo.dot_general %26, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
      %33 = sdy.sharding_constraint %32 <@mesh, [{?}, {?}]> : tensor<16x32xf32>
      %34 = "stablehlo.all_reduce"(%33) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "model">]>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %36 = stablehlo.add %arg6, %arg7 : tensor<f32>
        %37 = sdy.sharding_constraint %36 <@mesh, []> : tensor<f32>
        stablehlo.return %37 : tensor<f32>
      }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
      %35 = sdy.sharding_constraint %34 <@mesh, [{?}, {?}]> : tensor<16x32xf32>
      sdy.return %35, %arg3, %31, %26 : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x16xi1>, tensor<16x16xf32>
    } : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> (tensor<16x32xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<64x16xf32>)
    %1 = stablehlo.tanh %0#0 : tensor<16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %5 = stablehlo.subtract %4, %1 : tensor<16x32xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<16x32xf32>
    %7 = stablehlo.multiply %1, %1 : tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %9 = stablehlo.multiply %8, %1 : tensor<16x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %11 = stablehlo.divide %10, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %12 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<16x32xf32>
    %15 = stablehlo.multiply %14, %6 : tensor<16x32xf32>
    %16:2 = sdy.manual_computation(%15, %0#1, %0#2, %arg2, %0#3) in_shardings=[<@mesh, [{?}, {?}]>, <@mesh, [{"model", ?}, {?}]>, <@mesh, [{"model", ?}, {?}]>, <@mesh, [{"model", ?}, {?}]>, <@mesh, [{"model", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {"model", ?}]>, <@mesh, [{"model", ?}, {?}]>] manual_axes={"model"} (%arg3: tensor<16x32xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<16x16xi1>, %arg6: tensor<16x32xf32>, %arg7: tensor<16x16xf32>) {
      %23 = stablehlo.dot_general %arg3, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
      %24 = sdy.sharding_constraint %23 <@mesh, [{?}, {?}]> : tensor<32x16xf32>
      %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
      %26 = sdy.sharding_constraint %25 <@mesh, [{?}, {?}]> : tensor<16x32xf32>
      %27 = stablehlo.dot_general %arg3, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x16xf32>
      %28 = sdy.sharding_constraint %27 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
      %30 = sdy.sharding_constraint %29 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      %31 = stablehlo.select %arg5, %28, %30 : tensor<16x16xi1>, tensor<16x16xf32>
      %32 = sdy.sharding_constraint %31 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      %33 = stablehlo.dot_general %32, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
      %34 = sdy.sharding_constraint %33 <@mesh, [{?}, {?}]> : tensor<16x32xf32>
      %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
      %36 = sdy.sharding_constraint %35 <@mesh, [{?}, {?}]> : tensor<32x16xf32>
      sdy.return %36, %26 : tensor<32x16xf32>, tensor<16x32xf32>
    } : (tensor<16x32xf32>, tensor<64x32xf32>, tensor<64x16xi1>, tensor<64x32xf32>, tensor<64x16xf32>) -> (tensor<32x64xf32>, tensor<64x32xf32>)
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %18 = stablehlo.multiply %17, %16#0 : tensor<32x64xf32>
    %19 = stablehlo.subtract %arg1, %18 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %21 = stablehlo.multiply %20, %16#1 : tensor<64x32xf32>
    %22 = stablehlo.subtract %arg2, %21 : tensor<64x32xf32>
    return %19, %22, %11 : tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
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
