# reference: kernel speed against plain loops, and the MLP step's run overhead.
add_executable(bench_reference_kernels ${CMAKE_CURRENT_LIST_DIR}/reference_kernels.cpp)
target_link_libraries(bench_reference_kernels PRIVATE pmapsim_reference pmapsim_workloads fmt::fmt)
