# reference: kernel speed against plain loops, and the MLP step's run overhead.
add_executable(bench_reference_kernels ${CMAKE_CURRENT_LIST_DIR}/reference_kernels.cpp)
target_link_libraries(bench_reference_kernels PRIVATE pmapsim_reference pmapsim_workloads fmt::fmt)
# The transformer block on the reference against JAX's CPU backend (JAX optional).
add_executable(bench_reference_transformer ${CMAKE_CURRENT_LIST_DIR}/reference_transformer.cpp)
target_link_libraries(bench_reference_transformer PRIVATE pmapsim_backends pmapsim_workloads fmt::fmt)
target_compile_definitions(bench_reference_transformer PRIVATE PMAPSIM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
