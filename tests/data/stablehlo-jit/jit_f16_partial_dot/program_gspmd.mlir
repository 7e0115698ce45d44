module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf16> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg1: tensor<16x8xf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<64x8xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf16>, tensor<16x8xf16>) -> tensor<64x8xf16>
    return %0 : tensor<64x8xf16>
  }
}
