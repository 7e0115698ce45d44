module @jit_accumulated_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<2x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg1: tensor<3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<3x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) -> (tensor<3x16x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<3x32x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x32x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2, %iterArg_5 = %c, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<2x16x16xf32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<2x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
      %c_9 = stablehlo.constant dense<false> : tensor<i1>
      %11 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i1>) -> tensor<3x16x32xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %13:7 = stablehlo.while(%iterArg_19 = %iterArg_3, %iterArg_20 = %iterArg_4, %iterArg_21 = %c_11, %iterArg_22 = %9, %iterArg_23 = %10, %iterArg_24 = %11, %iterArg_25 = %12) : tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x32xi1>, tensor<3x16x32xf32>
      cond {
        %c_26 = stablehlo.constant dense<3> : tensor<i32>
        %25 = stablehlo.compare LT, %iterArg_21, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %25 : tensor<i1>
      } do {
        %25 = func.call @dynamic_index_in_dim_0(%iterArg_19, %iterArg_21) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
        %26 = func.call @dynamic_index_in_dim_1(%iterArg_20, %iterArg_21) : (tensor<3x32x16xf32>, tensor<i32>) -> tensor<32x16xf32>
        %27 = stablehlo.dot_general %iterArg_22, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
        %28 = func.call @relu(%27) : (tensor<16x32xf32>) -> tensor<16x32xf32>
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %29 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
        %30 = stablehlo.compare GT, %27, %29, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
        %31 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {"model"}]> : tensor<16x32xf32>
        %32 = stablehlo.dot_general %31, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
        %33 = stablehlo.add %iterArg_22, %32 : tensor<16x16xf32>
        %34 = sdy.sharding_constraint %33 <@mesh, [{"data"}, {}]> : tensor<16x16xf32>
        %35 = func.call @dynamic_update_index_in_dim(%iterArg_23, %iterArg_22, %iterArg_21) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
        %36 = func.call @dynamic_update_index_in_dim_2(%iterArg_24, %30, %iterArg_21) : (tensor<3x16x32xi1>, tensor<16x32xi1>, tensor<i32>) -> tensor<3x16x32xi1>
        %37 = func.call @dynamic_update_index_in_dim_3(%iterArg_25, %31, %iterArg_21) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
        %c_27 = stablehlo.constant dense<1> : tensor<i32>
        %38 = stablehlo.add %iterArg_21, %c_27 : tensor<i32>
        stablehlo.return %iterArg_19, %iterArg_20, %38, %34, %35, %36, %37 : tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<16x16xf32>, tensor<3x16x16xf32>, tensor<3x16x32xi1>, tensor<3x16x32xf32>
      }
      %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
      %15 = stablehlo.multiply %14, %13#3 : tensor<16x16xf32>
      %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_14 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
      %16 = stablehlo.divide %cst_13, %cst_14 : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
      %18 = stablehlo.multiply %17, %15 : tensor<16x16xf32>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x32x16xf32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %21:9 = stablehlo.while(%iterArg_19 = %iterArg_3, %iterArg_20 = %13#4, %iterArg_21 = %13#5, %iterArg_22 = %iterArg_4, %iterArg_23 = %13#6, %iterArg_24 = %c_17, %iterArg_25 = %18, %iterArg_26 = %19, %iterArg_27 = %20) : tensor<3x16x32xf32>, tensor<3x16x16xf32>, tensor<3x16x32xi1>, tensor<3x32x16xf32>, tensor<3x16x32xf32>, tensor<i32>, tensor<16x16xf32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>
      cond {
        %c_28 = stablehlo.constant dense<3> : tensor<i32>
        %25 = stablehlo.compare LT, %iterArg_24, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %25 : tensor<i1>
      } do {
        %c_28 = stablehlo.constant dense<3> : tensor<i32>
        %25 = stablehlo.subtract %c_28, %iterArg_24 : tensor<i32>
        %c_29 = stablehlo.constant dense<1> : tensor<i32>
        %26 = stablehlo.subtract %25, %c_29 : tensor<i32>
        %27 = func.call @dynamic_index_in_dim_0(%iterArg_19, %26) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
        %28 = func.call @dynamic_index_in_dim_4(%iterArg_20, %26) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
        %29 = func.call @dynamic_index_in_dim_5(%iterArg_21, %26) : (tensor<3x16x32xi1>, tensor<i32>) -> tensor<16x32xi1>
        %30 = func.call @dynamic_index_in_dim_1(%iterArg_22, %26) : (tensor<3x32x16xf32>, tensor<i32>) -> tensor<32x16xf32>
        %31 = func.call @dynamic_index_in_dim_0(%iterArg_23, %26) : (tensor<3x16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
        %32 = sdy.sharding_constraint %iterArg_25 <@mesh, [{"data"}, {}]> : tensor<16x16xf32>
        %33 = stablehlo.dot_general %32, %31, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
        %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
        %35 = stablehlo.dot_general %32, %30, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<32x16xf32>) -> tensor<16x32xf32>
        %36 = sdy.sharding_constraint %35 <@mesh, [{"data"}, {"model"}]> : tensor<16x32xf32>
        %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %37 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
        %38 = stablehlo.select %29, %36, %37 : tensor<16x32xi1>, tensor<16x32xf32>
        %39 = stablehlo.dot_general %38, %28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
        %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
        %41 = stablehlo.dot_general %38, %27, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x16xf32>
        %42 = stablehlo.add %32, %41 : tensor<16x16xf32>
        %43 = func.call @dynamic_update_index_in_dim_3(%iterArg_26, %40, %26) : (tensor<3x16x32xf32>, tensor<16x32xf32>, tensor<i32>) -> tensor<3x16x32xf32>
        %44 = func.call @dynamic_update_index_in_dim_6(%iterArg_27, %34, %26) : (tensor<3x32x16xf32>, tensor<32x16xf32>, tensor<i32>) -> tensor<3x32x16xf32>
        %c_31 = stablehlo.constant dense<1> : tensor<i32>
        %45 = stablehlo.add %iterArg_24, %c_31 : tensor<i32>
        stablehlo.return %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %45, %42, %43, %44 : tensor<3x16x32xf32>, tensor<3x16x16xf32>, tensor<3x16x32xi1>, tensor<3x32x16xf32>, tensor<3x16x32xf32>, tensor<i32>, tensor<16x16xf32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>
      }
      %22 = stablehlo.add %iterArg_6, %21#7 : tensor<3x16x32xf32>
      %23 = stablehlo.add %iterArg_7, %21#8 : tensor<3x32x16xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_5, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %24, %22, %23 : tensor<2x16x16xf32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>, tensor<i32>, tensor<3x16x32xf32>, tensor<3x32x16xf32>
    }
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x16x32xf32>
    %4 = stablehlo.multiply %3, %2#4 : tensor<3x16x32xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<3x16x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x32x16xf32>
    %7 = stablehlo.multiply %6, %2#5 : tensor<3x32x16xf32>
    %8 = stablehlo.subtract %arg2, %7 : tensor<3x32x16xf32>
    return %5, %8 : tensor<3x16x32xf32>, tensor<3x32x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x16x32xf32>, %arg1: tensor<i32>) -> tensor<16x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<3x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x32x16xf32>, %arg1: tensor<i32>) -> tensor<32x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 16] : (tensor<3x32x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
  func.func private @relu(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<i32>) -> tensor<3x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16xf32>
    return %1 : tensor<3x16x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<3x16x32xi1>, %arg1: tensor<16x32xi1>, %arg2: tensor<i32>) -> tensor<3x16x32xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x32xi1>) -> tensor<1x16x32xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x32xi1>, tensor<1x16x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x32xi1>
    return %1 : tensor<3x16x32xi1>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<3x16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>) -> tensor<3x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x32xf32>, tensor<1x16x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x32xf32>
    return %1 : tensor<3x16x32xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<3x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<3x16x32xi1>, %arg1: tensor<i32>) -> tensor<16x32xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 32] : (tensor<3x16x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32xi1>) -> tensor<16x32xi1>
    return %1 : tensor<16x32xi1>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<3x32x16xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<i32>) -> tensor<3x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x16xf32>) -> tensor<1x32x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x32x16xf32>, tensor<1x32x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x32x16xf32>
    return %1 : tensor<3x32x16xf32>
  }
}
