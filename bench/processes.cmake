# processes: the MLP step in one process and over two (mpirun -np 2), side by side.
add_executable(bench_processes ${CMAKE_CURRENT_LIST_DIR}/processes.cpp)
target_link_libraries(bench_processes PRIVATE pmapsim_backends pmapsim_distributed fmt::fmt)
target_compile_definitions(bench_processes PRIVATE PMAPSIM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
