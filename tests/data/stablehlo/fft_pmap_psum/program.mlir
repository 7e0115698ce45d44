module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x12xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<8x12xcomplex<f32>> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, tensor<8x12xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, tensor<8x8x12xcomplex<f32>> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}) {
    %0:3 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}, {}]>] manual_axes={"i"} (%arg1: tensor<1x12xcomplex<f32>>) {
      %1 = stablehlo.reshape %arg1 : (tensor<1x12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
      %2 = func.call @fft(%1) : (tensor<12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
      %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
        %13 = stablehlo.add %arg2, %arg3 : tensor<complex<f32>>
        stablehlo.return %13 : tensor<complex<f32>>
      }) : (tensor<12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
      %4 = stablehlo.abs %2 : (tensor<12xcomplex<f32>>) -> tensor<12xf32>
      %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %13 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %13 : tensor<f32>
      }) : (tensor<12xf32>) -> tensor<12xf32>
      %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %7 = stablehlo.divide %5, %6 : tensor<12xf32>
      %8 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<12xcomplex<f32>>) -> tensor<1x12xcomplex<f32>>
      %9 = "stablehlo.all_gather"(%8) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<1x12xcomplex<f32>>) -> tensor<8x12xcomplex<f32>>
      %10 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<12xcomplex<f32>>) -> tensor<1x12xcomplex<f32>>
      %11 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<12xf32>) -> tensor<1x12xf32>
      %12 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<8x12xcomplex<f32>>) -> tensor<1x8x12xcomplex<f32>>
      sdy.return %10, %11, %12 : tensor<1x12xcomplex<f32>>, tensor<1x12xf32>, tensor<1x8x12xcomplex<f32>>
    } : (tensor<8x12xcomplex<f32>>) -> (tensor<8x12xcomplex<f32>>, tensor<8x12xf32>, tensor<8x8x12xcomplex<f32>>)
    return %0#0, %0#1, %0#2 : tensor<8x12xcomplex<f32>>, tensor<8x12xf32>, tensor<8x8x12xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<12xcomplex<f32>>) -> tensor<12xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [12] : (tensor<12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
    return %0 : tensor<12xcomplex<f32>>
  }
}
