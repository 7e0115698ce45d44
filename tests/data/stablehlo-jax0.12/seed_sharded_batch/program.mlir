module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["_internal_pmap_axis_name"=8]> {stablehlo.mesh = {axes = [{name = "_internal_pmap_axis_name", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x16x784xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"_internal_pmap_axis_name"}, {}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"_internal_pmap_axis_name"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"_internal_pmap_axis_name"}, {}, {}]>] out_shardings=[<@mesh, [{"_internal_pmap_axis_name"}, {}]>] manual_axes={"_internal_pmap_axis_name"} (%arg1: tensor<1x16x784xf32>) {
      %1 = stablehlo.reshape %arg1 : (tensor<1x16x784xf32>) -> tensor<16x784xf32>
      %2 = stablehlo.multiply %1, %1 : tensor<16x784xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x784xf32>, tensor<f32>) -> tensor<16xf32>
      %4 = stablehlo.sqrt %3 : tensor<16xf32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      sdy.return %5 : tensor<1x16xf32>
    } : (tensor<8x16x784xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
