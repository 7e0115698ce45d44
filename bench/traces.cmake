# traces: trace writer throughput (plain and gzip) against building the Profile.
add_executable(bench_traces_writer ${CMAKE_CURRENT_LIST_DIR}/traces_writer.cpp)
target_link_libraries(bench_traces_writer PRIVATE pmapsim_traces fmt::fmt)

# What writing a trace adds to a real run (needs the backends and the starter workloads).
if(TARGET pmapsim_workloads)
  add_executable(bench_traces_run_overhead ${CMAKE_CURRENT_LIST_DIR}/traces_run_overhead.cpp)
  target_link_libraries(bench_traces_run_overhead PRIVATE pmapsim_traces pmapsim_workloads pmapsim_backends fmt::fmt)
endif()

# The HTML report of a million-event trace: read, model, page (and the page in chromium when installed).
add_executable(bench_traces_report ${CMAKE_CURRENT_LIST_DIR}/traces_report.cpp)
target_link_libraries(bench_traces_report PRIVATE pmapsim_traces fmt::fmt)
