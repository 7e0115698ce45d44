# partition: sharding propagation and partitioning of a 20k-line jit module
# (target <= 1 s), beside importing the same module unpartitioned.
add_executable(bench_partition ${CMAKE_CURRENT_LIST_DIR}/partition.cpp)
target_link_libraries(bench_partition PRIVATE pmapsim_stablehlo fmt::fmt)
