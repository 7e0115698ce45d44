module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x12xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<8x12xcomplex<f32>> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, tensor<8x12xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, tensor<8x8x12xcomplex<f32>> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}) {
    %0:3 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}, {}]>] manual_axes={"i"} (%arg1: tensor<1x12xcomplex<f32>>) {
      %1 = stablehlo.reshape %arg1 : (tensor<1x12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
      %2 = func.call @fft(%1) : (tensor<12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
      %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<complex<f32>>, %arg3: tensor<complex<f32>>):
        %46 = stablehlo.add %arg2, %arg3 : tensor<complex<f32>>
        stablehlo.return %46 : tensor<complex<f32>>
      }) : (tensor<12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
      %4 = stablehlo.real %2 : (tensor<12xcomplex<f32>>) -> tensor<12xf32>
      %5 = stablehlo.imag %2 : (tensor<12xcomplex<f32>>) -> tensor<12xf32>
      %6 = stablehlo.abs %4 : tensor<12xf32>
      %7 = stablehlo.abs %5 : tensor<12xf32>
      %8 = stablehlo.maximum %6, %7 : tensor<12xf32>
      %cst = stablehlo.constant dense<9.22337203E+18> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %cst_0 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %12 = stablehlo.compare LE, %8, %11, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %cst_1 = stablehlo.constant dense<2.64697796E-23> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_2 = stablehlo.constant dense<3.77789319E+22> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %16 = stablehlo.multiply %4, %13 : tensor<12xf32>
      %17 = stablehlo.multiply %4, %14 : tensor<12xf32>
      %18 = stablehlo.select %12, %17, %4 : tensor<12xi1>, tensor<12xf32>
      %19 = stablehlo.select %10, %16, %18 : tensor<12xi1>, tensor<12xf32>
      %20 = stablehlo.multiply %5, %13 : tensor<12xf32>
      %21 = stablehlo.multiply %5, %14 : tensor<12xf32>
      %22 = stablehlo.select %12, %21, %5 : tensor<12xi1>, tensor<12xf32>
      %23 = stablehlo.select %10, %20, %22 : tensor<12xi1>, tensor<12xf32>
      %24 = stablehlo.select %12, %13, %15 : tensor<12xi1>, tensor<12xf32>
      %25 = stablehlo.select %10, %14, %24 : tensor<12xi1>, tensor<12xf32>
      %26 = chlo.square %19 : tensor<12xf32> -> tensor<12xf32>
      %27 = chlo.square %23 : tensor<12xf32> -> tensor<12xf32>
      %28 = stablehlo.add %26, %27 : tensor<12xf32>
      %29 = stablehlo.sqrt %28 : tensor<12xf32>
      %30 = stablehlo.multiply %29, %25 : tensor<12xf32>
      %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %32 = stablehlo.compare EQ, %6, %31, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %33 = stablehlo.compare EQ, %7, %31, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %34 = stablehlo.or %32, %33 : tensor<12xi1>
      %35 = stablehlo.select %34, %31, %30 : tensor<12xi1>, tensor<12xf32>
      %36 = stablehlo.divide %19, %29 : tensor<12xf32>
      %37 = stablehlo.divide %23, %29 : tensor<12xf32>
      %38 = "stablehlo.all_reduce"(%35) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %46 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %46 : tensor<f32>
      }) : (tensor<12xf32>) -> tensor<12xf32>
      %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %40 = stablehlo.divide %38, %39 : tensor<12xf32>
      %41 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<12xcomplex<f32>>) -> tensor<1x12xcomplex<f32>>
      %42 = "stablehlo.all_gather"(%41) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "i">]>, use_global_device_ids}> : (tensor<1x12xcomplex<f32>>) -> tensor<8x12xcomplex<f32>>
      %43 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<12xcomplex<f32>>) -> tensor<1x12xcomplex<f32>>
      %44 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<12xf32>) -> tensor<1x12xf32>
      %45 = stablehlo.broadcast_in_dim %42, dims = [1, 2] : (tensor<8x12xcomplex<f32>>) -> tensor<1x8x12xcomplex<f32>>
      sdy.return %43, %44, %45 : tensor<1x12xcomplex<f32>>, tensor<1x12xf32>, tensor<1x8x12xcomplex<f32>>
    } : (tensor<8x12xcomplex<f32>>) -> (tensor<8x12xcomplex<f32>>, tensor<8x12xf32>, tensor<8x8x12xcomplex<f32>>)
    return %0#0, %0#1, %0#2 : tensor<8x12xcomplex<f32>>, tensor<8x12xf32>, tensor<8x8x12xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<12xcomplex<f32>>) -> tensor<12xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [12] : (tensor<12xcomplex<f32>>) -> tensor<12xcomplex<f32>>
    return %0 : tensor<12xcomplex<f32>>
  }
}
