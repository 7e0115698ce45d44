module @jit_scaled_by_position attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{?}, {"model", ?}]>] out_shardings=[<@mesh, [{?}, {"model", ?}]>] manual_axes={"model"} (%arg1: tensor<16x8xf32>) {
      %3 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, []>] manual_axes={"data"} () {
        %c = stablehlo.constant dense<1> : tensor<ui32>
        %c_0 = stablehlo.constant dense<4> : tensor<ui32>
        %11 = stablehlo.partition_id : tensor<ui32>
        %12 = stablehlo.divide %11, %c : tensor<ui32>
        %13 = stablehlo.remainder %12, %c_0 : tensor<ui32>
        %14 = stablehlo.convert %13 : (tensor<ui32>) -> tensor<i32>
        sdy.return %14 : tensor<i32>
      } : () -> tensor<i32>
      %4 = sdy.sharding_constraint %3 <@mesh, []> : tensor<i32>
      %5 = stablehlo.convert %4 : (tensor<i32>) -> tensor<f32>
      %6 = sdy.sharding_constraint %5 <@mesh, []> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %8 = sdy.sharding_constraint %7 <@mesh, [{?}, {?}]> : tensor<16x8xf32>
      %9 = stablehlo.multiply %arg1, %8 : tensor<16x8xf32>
      %10 = sdy.sharding_constraint %9 <@mesh, [{?}, {?}]> : tensor<16x8xf32>
      sdy.return %10 : tensor<16x8xf32>
    } : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<16x32xf32>
    return %2 : tensor<16x32xf32>
  }
}
