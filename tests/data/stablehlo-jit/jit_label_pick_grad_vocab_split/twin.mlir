module @jit_twin_grad attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=8]> {stablehlo.mesh = {axes = [{name = "model", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<4x16x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<4x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<4x16x2048xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{}, {}, {"model"}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}, {"model"}]>] manual_axes={"model"} (%arg2: tensor<4x16x256xf32>, %arg3: tensor<4x16xi32>) {
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<8> : tensor<ui32>
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.divide %1, %c : tensor<ui32>
      %3 = stablehlo.remainder %2, %c_0 : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<256> : tensor<i32>
      %5 = stablehlo.multiply %4, %c_1 : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
      %7 = stablehlo.subtract %arg3, %6 : tensor<4x16xi32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x256xf32>
      %9 = stablehlo.multiply %8, %arg2 : tensor<4x16x256xf32>
      %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
      %11 = func.call @take_along_axis(%10) : (tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
      %13 = func.call @take_along_axis_0(%11, %12) : (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x256xf32>
      %14 = stablehlo.multiply %13, %9 : tensor<4x16x256xf32>
      sdy.return %14 : tensor<4x16x256xf32>
    } : (tensor<4x16x2048xf32>, tensor<4x16xi32>) -> tensor<4x16x2048xf32>
    return %0 : tensor<4x16x2048xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x16x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<4x16x1xi1>, tensor<4x16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32>
    return %5 : tensor<4x16x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<4x16x1x1xi32>, %arg1: tensor<4x16x1xf32>) -> tensor<4x16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x16x256xf32>, tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x256xf32>
    return %1 : tensor<4x16x256xf32>
  }
}
