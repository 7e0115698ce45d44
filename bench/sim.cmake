# sim: simulation overhead against the reference, scale in timing-only mode,
# and the SCALE-Sim model's speed against SCALE-Sim's own.
add_executable(bench_sim_overhead ${CMAKE_CURRENT_LIST_DIR}/sim_overhead.cpp)
target_link_libraries(bench_sim_overhead PRIVATE pmapsim_sim pmapsim_workloads fmt::fmt)
add_executable(bench_sim_scale ${CMAKE_CURRENT_LIST_DIR}/sim_scale.cpp)
target_link_libraries(bench_sim_scale PRIVATE pmapsim_sim fmt::fmt)
add_executable(bench_sim_scalesim ${CMAKE_CURRENT_LIST_DIR}/sim_scalesim.cpp)
target_link_libraries(bench_sim_scalesim PRIVATE pmapsim_scalesim fmt::fmt)
target_compile_definitions(bench_sim_scalesim PRIVATE PMAPSIM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
# sim: a convolution's MXU cycles against SCALE-Sim's compute cycles for the same layer.
add_executable(bench_sim_conv_scalesim ${CMAKE_CURRENT_LIST_DIR}/sim_conv_scalesim.cpp)
target_link_libraries(bench_sim_conv_scalesim PRIVATE pmapsim_sim pmapsim_sim_internals fmt::fmt)
target_compile_definitions(bench_sim_conv_scalesim PRIVATE PMAPSIM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
# sim: each op class's simulated time against its unit's roofline.
add_executable(bench_sim_roofline ${CMAKE_CURRENT_LIST_DIR}/sim_roofline.cpp)
target_link_libraries(bench_sim_roofline PRIVATE pmapsim_backends fmt::fmt)
# sim: a data-parallel step's time sequential vs overlapped, fused vs unfused, and its exposed communication.
add_executable(bench_sim_overlap ${CMAKE_CURRENT_LIST_DIR}/sim_overlap.cpp)
target_link_libraries(bench_sim_overlap PRIVATE pmapsim_backends fmt::fmt)
target_compile_definitions(bench_sim_overlap PRIVATE PMAPSIM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
# sim: each figure pmapsim predicts beside the published figure it must match.
add_executable(bench_sim_fidelity ${CMAKE_CURRENT_LIST_DIR}/sim_fidelity.cpp)
target_link_libraries(bench_sim_fidelity PRIVATE pmapsim_backends fmt::fmt)
