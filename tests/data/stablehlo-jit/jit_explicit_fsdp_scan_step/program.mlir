module @jit_tanh_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<3x32x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {}]> : tensor<3x32x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x64x32xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6:6 = stablehlo.while(%iterArg = %arg0, %iterArg_9 = %c, %iterArg_10 = %arg1, %iterArg_11 = %1, %iterArg_12 = %3, %iterArg_13 = %5) : tensor<3x32x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>
    cond {
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %41 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<3x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {}]> : tensor<32x32xf32>
      %43 = sdy.sharding_constraint %42 <@mesh, [{}, {}]> : tensor<32x32xf32>
      %44 = stablehlo.dot_general %iterArg_10, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
      %45 = sdy.sharding_constraint %44 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %46 = stablehlo.tanh %45 : tensor<64x32xf32>
      %47 = sdy.sharding_constraint %46 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
      %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %51 = stablehlo.add %50, %47 : tensor<64x32xf32>
      %52 = sdy.sharding_constraint %51 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %53 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
      %55 = sdy.sharding_constraint %54 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %56 = stablehlo.subtract %55, %47 : tensor<64x32xf32>
      %57 = sdy.sharding_constraint %56 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %58 = stablehlo.multiply %52, %57 : tensor<64x32xf32>
      %59 = sdy.sharding_constraint %58 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %60 = sdy.sharding_constraint %47 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %61 = sdy.sharding_constraint %43 <@mesh, [{}, {}]> : tensor<32x32xf32>
      %62 = sdy.sharding_constraint %iterArg_10 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %63 = sdy.sharding_constraint %59 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %64 = func.call @dynamic_update_index_in_dim(%iterArg_11, %61, %iterArg_9) : (tensor<3x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<3x32x32xf32>
      %65 = sdy.sharding_constraint %64 <@mesh, [{}, {}, {}]> : tensor<3x32x32xf32>
      %66 = func.call @dynamic_update_index_in_dim_0(%iterArg_12, %62, %iterArg_9) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %67 = sdy.sharding_constraint %66 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
      %68 = func.call @dynamic_update_index_in_dim_0(%iterArg_13, %63, %iterArg_9) : (tensor<3x64x32xf32>, tensor<64x32xf32>, tensor<i32>) -> tensor<3x64x32xf32>
      %69 = sdy.sharding_constraint %68 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %70 = stablehlo.add %iterArg_9, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %70, %60, %65, %67, %69 : tensor<3x32x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>
    }
    %7 = sdy.sharding_constraint %6#2 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %8 = sdy.sharding_constraint %6#3 <@mesh, [{}, {}, {}]> : tensor<3x32x32xf32>
    %9 = sdy.sharding_constraint %6#4 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
    %10 = sdy.sharding_constraint %6#5 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
    %11 = stablehlo.multiply %7, %7 : tensor<64x32xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %14 = sdy.sharding_constraint %13 <@mesh, []> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %15 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %16 = stablehlo.divide %14, %15 : tensor<f32>
    %17 = sdy.sharding_constraint %16 <@mesh, []> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %cst_5 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %19 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %20 = stablehlo.divide %18, %19 : tensor<f32>
    %21 = sdy.sharding_constraint %20 <@mesh, []> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %24 = stablehlo.multiply %7, %23 : tensor<64x32xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %26 = stablehlo.multiply %23, %7 : tensor<64x32xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %28 = stablehlo.add %27, %25 : tensor<64x32xf32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x32x32xf32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x32xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %32:6 = stablehlo.while(%iterArg = %8, %iterArg_9 = %9, %iterArg_10 = %10, %iterArg_11 = %c_7, %iterArg_12 = %29, %iterArg_13 = %31) : tensor<3x32x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x32xf32>
    cond {
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_11, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %c_14 = stablehlo.constant dense<3> : tensor<i32>
      %41 = stablehlo.subtract %c_14, %iterArg_11 : tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.subtract %41, %c_15 : tensor<i32>
      %43 = func.call @dynamic_index_in_dim_1(%iterArg, %42) : (tensor<3x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %44 = sdy.sharding_constraint %43 <@mesh, [{}, {}]> : tensor<32x32xf32>
      %45 = func.call @dynamic_index_in_dim_2(%iterArg_9, %42) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %46 = sdy.sharding_constraint %45 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %47 = func.call @dynamic_index_in_dim_2(%iterArg_10, %42) : (tensor<3x64x32xf32>, tensor<i32>) -> tensor<64x32xf32>
      %48 = sdy.sharding_constraint %47 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %49 = stablehlo.multiply %iterArg_12, %48 : tensor<64x32xf32>
      %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %51 = stablehlo.dot_general %50, %46, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      %52 = sdy.sharding_constraint %51 <@mesh, [{}, {}]> : tensor<32x32xf32>
      %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %54 = sdy.sharding_constraint %53 <@mesh, [{}, {}]> : tensor<32x32xf32>
      %55 = stablehlo.dot_general %50, %44, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
      %56 = sdy.sharding_constraint %55 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %57 = sdy.sharding_constraint %54 <@mesh, [{"data"}, {}]> : tensor<32x32xf32>
      %58 = sdy.sharding_constraint %56 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
      %59 = sdy.sharding_constraint %57 <@mesh, [{"data"}, {}]> : tensor<32x32xf32>
      %60 = func.call @dynamic_update_index_in_dim_3(%iterArg_13, %59, %42) : (tensor<3x32x32xf32>, tensor<32x32xf32>, tensor<i32>) -> tensor<3x32x32xf32>
      %61 = sdy.sharding_constraint %60 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x32xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %62 = stablehlo.add %iterArg_11, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %62, %58, %61 : tensor<3x32x32xf32>, tensor<3x64x32xf32>, tensor<3x64x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<3x32x32xf32>
    }
    %33 = sdy.sharding_constraint %32#4 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    %34 = sdy.sharding_constraint %32#5 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x32x32xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x32xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<3x32x32xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x32xf32>
    %39 = stablehlo.subtract %arg0, %38 : tensor<3x32x32xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x32xf32>
    return %40, %17 : tensor<3x32x32xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<3x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x32x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}]> : tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<3x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {}]> : tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {}, {}]> : tensor<3x32x32xf32>
    return %3 : tensor<3x32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<3x64x32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<i32>) -> tensor<3x64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x64x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x64x32xf32>, tensor<1x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"data"}, {}]> : tensor<3x64x32xf32>
    return %3 : tensor<3x64x32xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<3x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {}]> : tensor<1x32x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {}]> : tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<3x64x32xf32>, %arg1: tensor<i32>) -> tensor<64x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 32] : (tensor<3x64x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x64x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}]> : tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<3x32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<3x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0 : (tensor<3x32x32xf32>, tensor<1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"data"}, {}]> : tensor<3x32x32xf32>
    return %3 : tensor<3x32x32xf32>
  }
}
