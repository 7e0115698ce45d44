// The CUDA backend ("cuda", "cuda:virtual=N").
//
// "cuda" gives one logical device per visible GPU; "cuda:virtual=N" gives N
// logical devices spread round-robin over the visible GPUs, each with its own
// stream, so an 8-device program runs on one GPU. Ops run as cuBLAS GEMMs
// (dot) and the project's own kernels; collectives go through NCCL when every
// logical device has a GPU of its own, and through the project's own on-GPU
// kernels when devices share GPUs. Every op on every device is timed with
// CUDA events into the Profile and named with an NVTX range.
//
// This header includes no CUDA headers.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "pmapsim/backend.hpp"

namespace pmapsim::cuda {

// Opens the backend. Throws Error for an unknown option or virtual < 1, and
// BackendUnavailable "no CUDA device available: <reason>" when the machine
// has no usable GPU or driver.
std::unique_ptr<Backend> open_backend(const BackendSpec& spec);

// Registers kind "cuda" with the registry.
void register_backend(BackendRegistry& registry);

// The ops that have no CUDA kernel row (empty when the table is complete).
std::vector<std::string_view> ops_without_kernel();

// Whether this build has NCCL for multi-GPU collectives.
bool nccl_available();

}  // namespace pmapsim::cuda
