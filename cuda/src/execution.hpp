// The CUDA backend's internals, shared by its translation units (not a
// public header): the GPUs and logical devices of an open backend, call
// checking, per-run device memory and values, and the kernel table.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime_api.h>

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "kernels.hpp"
#include "pmapsim/backend.hpp"
#include "pmapsim/cuda/planning.hpp"
#include "pmapsim/ops.hpp"

#if PMAPSIM_HAVE_NCCL
#include <nccl.h>
#endif

namespace pmapsim::cuda {

// --- call checking -------------------------------------------------------------

// Where a checked call happens: the op (or activity) and the logical device.
struct CallSite {
  std::string_view op;
  int device = 0;
};

// Throw pmapsim::Error "<call> failed (<status>) in <op> on device <d>";
// running out of device memory says so first.
void check_call(cudaError_t status, const char* expression, const CallSite& site);
void check_call(cublasStatus_t status, const char* expression, const CallSite& site);
#if PMAPSIM_HAVE_NCCL
void check_call(ncclResult_t status, const char* expression, const CallSite& site);
#endif

#define PMAPSIM_CUDA_CHECK(site, call) ::pmapsim::cuda::check_call((call), #call, (site))

// --- the open backend's devices ------------------------------------------------

struct GpuInfo {
  int ordinal = 0;
  std::string name;
  int sm_count = 1;
  PeakFigures peaks;
};

// One logical device: its placement, its own stream and cuBLAS handle.
struct DeviceContext {
  LogicalDevice placement;
  cudaStream_t stream = nullptr;
  cublasHandle_t cublas = nullptr;
  int sm_count = 1;
};

// Everything an open "cuda" backend owns; executables share it.
class System {
 public:
  System(std::vector<GpuInfo> gpus, int logical_count);
  ~System();
  System(const System&) = delete;
  System& operator=(const System&) = delete;

  const std::vector<GpuInfo>& gpus() const { return gpus_; }
  std::vector<DeviceContext>& devices() { return devices_; }
  DeviceContext& device(int id) { return devices_[static_cast<std::size_t>(id)]; }
  int device_count() const { return static_cast<int>(devices_.size()); }
  static bool nccl_built();

#if PMAPSIM_HAVE_NCCL
  // One communicator per member (rank = position in members), created once.
  const std::vector<ncclComm_t>& communicators(const IntList& members);
#endif

 private:
  std::vector<GpuInfo> gpus_;
  std::vector<DeviceContext> devices_;
#if PMAPSIM_HAVE_NCCL
  std::map<IntList, std::vector<ncclComm_t>> communicators_;
#endif
};

// Makes `gpu` current for the calls that follow.
void use_gpu(int gpu, const CallSite& site);

// Where device work is issued: a stream, its GPU, and whom errors name.
struct StreamTarget {
  cudaStream_t stream = nullptr;
  int gpu = 0;
  int sm_count = 1;
  CallSite site;
};

// --- one run -------------------------------------------------------------------

// A value on one device: a device pointer (nullptr for zero elements) and its
// type. Values never change after they are written, so several devices (and
// reshape results) may share one allocation.
struct DeviceValue {
  void* data = nullptr;
  TensorType type;
};

// Device memory of one run, freed at its end (values may be shared across
// devices and streams, so nothing is freed before every stream is done).
class RunMemory {
 public:
  RunMemory() = default;
  RunMemory(const RunMemory&) = delete;
  RunMemory& operator=(const RunMemory&) = delete;
  ~RunMemory();
  // Stream-ordered allocation on the stream's GPU; nullptr for 0 bytes.
  void* allocate(std::size_t bytes, cudaStream_t stream, int gpu, const CallSite& site);
  void release_all();

 private:
  struct Allocation {
    void* data;
    cudaStream_t stream;
    int gpu;
  };
  std::vector<Allocation> allocations_;
};

// Start and end events of one op on one device.
struct OpTiming {
  cudaEvent_t start = nullptr;
  cudaEvent_t end = nullptr;
  int gpu = 0;  // the GPU whose stream recorded the events
};

class ExecutionState;

// Runs a gather of `source` into a new value of `type` on target's stream,
// or shares source's memory when the gather is a plain copy.
DeviceValue gather_value(ExecutionState& state, const StreamTarget& target, const GatherPlan& plan,
                         const DeviceValue& source, const TensorType& type);

// One non-collective instruction on one logical device.
struct LocalCall {
  ExecutionState& state;
  const Instruction& instruction;
  std::size_t index;
  DeviceContext& context;

  int device() const { return context.placement.id; }
  CallSite site() const { return {op_name(instruction.op), device()}; }
  const DeviceValue& operand(std::size_t i) const;
  // Allocates this instruction's result on this device and returns it.
  DeviceValue& allocate_result();
  void set_result(DeviceValue value);
  // Scratch of `type` on this device, freed with the run.
  DeviceValue scratch(const TensorType& type);
  LaunchPlan launch(std::int64_t elements) const {
    return plan_grid_stride_launch(elements, context.sm_count);
  }
  void check(cudaError_t status, const char* expression) const { check_call(status, expression, site()); }
  StreamTarget target() const { return {context.stream, context.placement.gpu, context.sm_count, site()}; }
};

// One collective instruction on all devices of the program.
struct CollectiveCall {
  ExecutionState& state;
  const Instruction& instruction;
  std::size_t index;
  CollectivePath path;
  IntListList groups;
};

using LocalKernel = void (*)(LocalCall&);
using CollectiveKernel = void (*)(CollectiveCall&);
struct KernelRow {
  LocalKernel local = nullptr;
  CollectiveKernel collective = nullptr;
};
using KernelTable = std::array<KernelRow, kNumOps>;
// Built in one place (ops.cpp); collectives come from collectives.cpp.
const KernelTable& kernel_table();
void add_collective_rows(KernelTable& table);

// The state of one Executable::run.
class ExecutionState {
 public:
  ExecutionState(System& system, const Program& program, bool profile);

  System& system() { return system_; }
  const Program& program() const { return program_; }
  RunMemory& memory() { return memory_; }
  int device_count() const { return static_cast<int>(program_.axis_size); }
  DeviceValue& value(int device, ValueId id) {
    return values_[static_cast<std::size_t>(device)][static_cast<std::size_t>(id)];
  }
  // Allocates a value of `type` on a device's GPU, ordered on its stream.
  DeviceValue allocate(int device, const TensorType& type, std::string_view op);
  // The same, on an arbitrary stream of `gpu` (collectives stage on the leader's stream).
  DeviceValue allocate_on(cudaStream_t stream, int gpu, const TensorType& type, const CallSite& site);

  // Records the start/end of an op on a device's stream (no-op without profiling).
  void mark_start(std::size_t instruction, int device);
  void mark_end(std::size_t instruction, int device);
  // Devices whose op ran on another device's stream share that device's timing.
  void share_timing(std::size_t instruction, int device, int from_device);
  const OpTiming& timing(std::size_t instruction, int device) const;
  bool profiling() const { return profile_; }
  void record_origins();
  cudaEvent_t origin(int gpu) const { return origins_.at(gpu); }
  // An event on `gpu`, destroyed with the run.
  cudaEvent_t new_event(int gpu, const CallSite& site);
  ~ExecutionState();

 private:
  System& system_;
  const Program& program_;
  bool profile_;
  RunMemory memory_;
  std::vector<std::vector<DeviceValue>> values_;
  std::vector<std::vector<OpTiming>> timings_;  // [instruction][device]
  std::map<int, cudaEvent_t> origins_;
  std::vector<std::pair<int, cudaEvent_t>> events_;
};

}  // namespace pmapsim::cuda
