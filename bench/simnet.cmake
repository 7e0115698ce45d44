# simnet: collective times against the alpha-beta model, and the 4096-device
# (16x16x16 torus) all-reduce's wall time, peak memory and simulation rate.
set(bench_simnet_sources ${CMAKE_CURRENT_LIST_DIR}/simnet_scale.cpp)
if(TARGET pmapsim_sim)
  set(bench_simnet_libraries pmapsim_sim_internals)
else()
  file(GLOB bench_simnet_network_sources CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/sim/interconnect/*.cpp ${PROJECT_SOURCE_DIR}/sim/collectives/*.cpp)
  list(APPEND bench_simnet_sources ${CMAKE_CURRENT_LIST_DIR}/simnet_sc_main.cpp ${bench_simnet_network_sources})
  set(bench_simnet_libraries PkgConfig::SYSTEMC pmapsim_runtime)
endif()
add_executable(bench_simnet_scale ${bench_simnet_sources})
target_link_libraries(bench_simnet_scale PRIVATE ${bench_simnet_libraries} fmt::fmt)
target_compile_definitions(bench_simnet_scale PRIVATE SC_CPLUSPLUS=201703L)
target_include_directories(bench_simnet_scale PRIVATE ${PROJECT_SOURCE_DIR}/sim/include ${PROJECT_SOURCE_DIR}/sim)
