module @jit_without_collective attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<4x8xf32>) -> (tensor<8xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data", ?}, {?}]>, <@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{"data", ?}, {?}]>] manual_axes={"data"} (%arg2: tensor<4x4xf32>, %arg3: tensor<4x8xf32>) {
      %2 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}]> : tensor<4x8xf32>
      %4 = stablehlo.tanh %3 : tensor<4x8xf32>
      %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}]> : tensor<4x8xf32>
      %6 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, []>] manual_axes={"model"} () {
        %c = stablehlo.constant dense<4> : tensor<ui32>
        %c_0 = stablehlo.constant dense<2> : tensor<ui32>
        %14 = stablehlo.partition_id : tensor<ui32>
        %15 = stablehlo.divide %14, %c : tensor<ui32>
        %16 = stablehlo.remainder %15, %c_0 : tensor<ui32>
        %17 = stablehlo.convert %16 : (tensor<ui32>) -> tensor<i32>
        sdy.return %17 : tensor<i32>
      } : () -> tensor<i32>
      %7 = sdy.sharding_constraint %6 <@mesh, []> : tensor<i32>
      %8 = stablehlo.convert %7 : (tensor<i32>) -> tensor<f32>
      %9 = sdy.sharding_constraint %8 <@mesh, []> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %11 = sdy.sharding_constraint %10 <@mesh, [{?}, {?}]> : tensor<4x8xf32>
      %12 = stablehlo.add %5, %11 : tensor<4x8xf32>
      %13 = sdy.sharding_constraint %12 <@mesh, [{?}, {?}]> : tensor<4x8xf32>
      sdy.return %13 : tensor<4x8xf32>
    } : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
