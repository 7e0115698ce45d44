# stablehlo: import speed (lines/s on a 20k-line module) and an imported JAX
# program's run time beside the same step written in pmapsim's text.
add_executable(bench_stablehlo_import ${CMAKE_CURRENT_LIST_DIR}/stablehlo_import.cpp)
target_link_libraries(bench_stablehlo_import PRIVATE pmapsim_stablehlo pmapsim_backends fmt::fmt)
target_compile_definitions(bench_stablehlo_import PRIVATE PMAPSIM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
# One corpus program run many times on one backend (perf; outputs for byte comparisons).
add_executable(bench_stablehlo_corpus_run ${CMAKE_CURRENT_LIST_DIR}/stablehlo_corpus_run.cpp)
target_link_libraries(bench_stablehlo_corpus_run PRIVATE pmapsim_stablehlo pmapsim_backends fmt::fmt)
