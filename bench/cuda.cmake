# cuda_bench: the CUDA backend vs direct cuBLAS, cudaMemcpy bandwidth and the
# all-reduce definitions of nccl-tests, measured side by side in one run.
if(TARGET pmapsim_cuda)
  add_executable(cuda_bench ${CMAKE_CURRENT_LIST_DIR}/cuda_bench.cpp)
  target_link_libraries(cuda_bench PRIVATE pmapsim_backends CUDA::cudart CUDA::cublas fmt::fmt)
endif()
