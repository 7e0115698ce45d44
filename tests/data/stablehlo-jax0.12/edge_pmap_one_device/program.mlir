module @jit__fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=1]> {stablehlo.mesh = {axes = [{name = "i", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<1x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<1x3xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, tensor<1x3xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x3xf32>) -> tensor<3xf32>
    %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<0> : tensor<1x1xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<3xf32>) -> tensor<3xf32>
    %2 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<0> : tensor<1x1xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<3xf32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    return %5, %6 : tensor<1x3xf32>, tensor<1x3xf32>
  }
}
