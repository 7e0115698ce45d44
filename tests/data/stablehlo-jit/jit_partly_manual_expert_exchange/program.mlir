module @jit_expert_exchange attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "expert"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "expert", size = 4 : i64}]}}
  sdy.mesh @mesh_0 = <["data"=2, "expert"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "expert", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<64x16xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"expert", ?}, {?}]>, <@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{"expert", ?}, {?}]>] manual_axes={"expert"} (%arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>) {
      %1 = "stablehlo.all_to_all"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "expert">]>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %2 = sdy.sharding_constraint %1 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      %3 = stablehlo.dot_general %2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
      %4 = sdy.sharding_constraint %3 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      %5 = stablehlo.tanh %4 : tensor<16x16xf32>
      %6 = sdy.sharding_constraint %5 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      %7 = "stablehlo.all_to_all"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_0, axes = [#stablehlo.axis_ref<name = "expert">]>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %8 = sdy.sharding_constraint %7 <@mesh, [{?}, {?}]> : tensor<16x16xf32>
      sdy.return %8 : tensor<16x16xf32>
    } : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
    return %0 : tensor<64x16xf32>
  }
}
