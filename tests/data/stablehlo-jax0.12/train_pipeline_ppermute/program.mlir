module @jit_pipeline attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["stage"=8]> {stablehlo.mesh = {axes = [{name = "stage", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x4x4xf32>, %arg1: tensor<16x4xf32>) -> (tensor<16x4xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}, {}]>] out_shardings=[<@mesh, [{"stage"}, {}]>] manual_axes={"stage"} (%arg2: tensor<1x4x4xf32>, %arg3: tensor<2x4xf32>) {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %1:3 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %c, %iterArg_1 = %arg3) : tensor<1x4x4xf32>, tensor<i32>, tensor<2x4xf32>
      cond {
        %c_2 = stablehlo.constant dense<8> : tensor<i32>
        %2 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %2 : tensor<i1>
      } do {
        %2 = stablehlo.reshape %iterArg : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
        %3 = stablehlo.dot_general %iterArg_1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
        %4 = stablehlo.tanh %3 : tensor<2x4xf32>
        %5 = "stablehlo.collective_permute"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        %c_2 = stablehlo.constant dense<1> : tensor<i32>
        %6 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
        stablehlo.return %iterArg, %6, %5 : tensor<1x4x4xf32>, tensor<i32>, tensor<2x4xf32>
      }
      sdy.return %1#2 : tensor<2x4xf32>
    } : (tensor<8x4x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    return %0 : tensor<16x4xf32>
  }
}
