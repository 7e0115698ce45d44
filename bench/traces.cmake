# traces: trace writer throughput (plain and gzip) against building the Profile.
add_executable(bench_traces_writer ${CMAKE_CURRENT_LIST_DIR}/traces_writer.cpp)
target_link_libraries(bench_traces_writer PRIVATE pmapsim_traces fmt::fmt)
