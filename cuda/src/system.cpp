// Call checking, the backend's devices, per-run memory, values and timing.
#include <fmt/format.h>

#include "execution.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::cuda {

// --- call checking -------------------------------------------------------------

void check_call(cudaError_t status, const char* expression, const CallSite& site) {
  if (status == cudaSuccess) return;
  cudaGetLastError();  // clear a non-sticky error so later calls start clean
  const std::string message = call_failure_message(
      call_name(expression), fmt::format("{}: {}", cudaGetErrorName(status), cudaGetErrorString(status)),
      std::string(site.op), site.device);
  if (status == cudaErrorMemoryAllocation) throw Error("out of device memory: " + message);
  throw Error(message);
}

void check_call(cublasStatus_t status, const char* expression, const CallSite& site) {
  if (status == CUBLAS_STATUS_SUCCESS) return;
  const std::string message = call_failure_message(call_name(expression), cublasGetStatusName(status),
                                                   std::string(site.op), site.device);
  if (status == CUBLAS_STATUS_ALLOC_FAILED) throw Error("out of device memory: " + message);
  throw Error(message);
}

#if PMAPSIM_HAVE_NCCL
void check_call(ncclResult_t status, const char* expression, const CallSite& site) {
  if (status == ncclSuccess) return;
  throw Error(call_failure_message(call_name(expression), ncclGetErrorString(status), std::string(site.op),
                                   site.device));
}
#endif

void use_gpu(int gpu, const CallSite& site) {
  PMAPSIM_CUDA_CHECK(site, cudaSetDevice(gpu));
}

// --- the backend's devices -----------------------------------------------------

System::System(std::vector<GpuInfo> gpus, int logical_count) : gpus_(std::move(gpus)) {
  for (const LogicalDevice& placement : map_logical_devices(logical_count, static_cast<int>(gpus_.size()))) {
    const CallSite site{"open", placement.id};
    DeviceContext context;
    context.placement = placement;
    context.sm_count = gpus_[static_cast<std::size_t>(placement.gpu)].sm_count;
    use_gpu(gpus_[static_cast<std::size_t>(placement.gpu)].ordinal, site);
    PMAPSIM_CUDA_CHECK(site, cudaStreamCreateWithFlags(&context.stream, cudaStreamNonBlocking));
    devices_.push_back(context);  // owned from here, so the destructor releases it
    PMAPSIM_CUDA_CHECK(site, cublasCreate(&devices_.back().cublas));
    PMAPSIM_CUDA_CHECK(site, cublasSetStream(devices_.back().cublas, context.stream));
  }
}

System::~System() {
#if PMAPSIM_HAVE_NCCL
  for (auto& [members, comms] : communicators_) {
    for (ncclComm_t comm : comms) ncclCommDestroy(comm);
  }
#endif
  // Errors here cannot be reported (destructors do not throw); the process
  // is releasing the GPU either way.
  for (DeviceContext& context : devices_) {
    cudaSetDevice(gpus_[static_cast<std::size_t>(context.placement.gpu)].ordinal);
    if (context.cublas) cublasDestroy(context.cublas);
    if (context.stream) cudaStreamDestroy(context.stream);
  }
}

bool System::nccl_built() {
  return PMAPSIM_HAVE_NCCL != 0;
}

#if PMAPSIM_HAVE_NCCL
const std::vector<ncclComm_t>& System::communicators(const IntList& members) {
  auto found = communicators_.find(members);
  if (found != communicators_.end()) return found->second;
  std::vector<int> ordinals;
  for (std::int64_t member : members) {
    ordinals.push_back(
        gpus_[static_cast<std::size_t>(device(static_cast<int>(member)).placement.gpu)].ordinal);
  }
  std::vector<ncclComm_t> comms(members.size());
  PMAPSIM_CUDA_CHECK((CallSite{"nccl communicator set-up", static_cast<int>(members.front())}),
                     ncclCommInitAll(comms.data(), static_cast<int>(comms.size()), ordinals.data()));
  return communicators_.emplace(members, std::move(comms)).first->second;
}
#endif

// --- per-run memory ------------------------------------------------------------

RunMemory::~RunMemory() {
  // Normal runs release explicitly; this path only runs while an Error is
  // propagating, when the streams may still use the memory: wait for them.
  if (!allocations_.empty()) {
    for (const Allocation& allocation : allocations_) {
      cudaSetDevice(allocation.gpu);
      cudaStreamSynchronize(allocation.stream);
    }
    for (const Allocation& allocation : allocations_) {
      cudaSetDevice(allocation.gpu);
      cudaFree(allocation.data);
    }
  }
}

void* RunMemory::allocate(std::size_t bytes, cudaStream_t stream, int gpu, const CallSite& site) {
  if (bytes == 0) return nullptr;
  void* data = nullptr;
  PMAPSIM_CUDA_CHECK(site, cudaMallocAsync(&data, bytes, stream));
  allocations_.push_back({data, stream, gpu});
  return data;
}

void RunMemory::release_all() {
  for (const Allocation& allocation : allocations_) {
    PMAPSIM_CUDA_CHECK((CallSite{"release", 0}), cudaSetDevice(allocation.gpu));
    PMAPSIM_CUDA_CHECK((CallSite{"release", 0}), cudaFreeAsync(allocation.data, allocation.stream));
  }
  allocations_.clear();
}

DeviceValue gather_value(ExecutionState& state, const StreamTarget& target, const GatherPlan& plan,
                         const DeviceValue& source, const TensorType& type) {
  if (plan.elements == 0) return {nullptr, type};
  if (plan.is_identity()) return {source.data, type};
  DeviceValue out = state.allocate_on(target.stream, target.gpu, type, target.site);
  check_call(launch_gather(plan, dtype_size(type.dtype), source.data, out.data,
                           plan_grid_stride_launch(plan.elements, target.sm_count), target.stream),
             "launch_gather(kernel)", target.site);
  return out;
}

// --- one run -------------------------------------------------------------------

const DeviceValue& LocalCall::operand(std::size_t i) const {
  return state.value(device(), instruction.operands[i]);
}

DeviceValue& LocalCall::allocate_result() {
  DeviceValue& result = state.value(device(), state.program().instruction_value(index));
  result = state.allocate(device(), instruction.type, op_name(instruction.op));
  return result;
}

void LocalCall::set_result(DeviceValue value) {
  state.value(device(), state.program().instruction_value(index)) = std::move(value);
}

DeviceValue LocalCall::scratch(const TensorType& type) {
  return state.allocate(device(), type, op_name(instruction.op));
}

ExecutionState::ExecutionState(System& system, const Program& program, bool profile)
    : system_(system), program_(program), profile_(profile) {
  values_.assign(static_cast<std::size_t>(program.axis_size),
                 std::vector<DeviceValue>(static_cast<std::size_t>(program.num_values())));
  if (profile_) {
    timings_.assign(program.body.size(), std::vector<OpTiming>(static_cast<std::size_t>(program.axis_size)));
  }
}

ExecutionState::~ExecutionState() {
  for (const auto& [gpu, event] : events_) {
    cudaSetDevice(gpu);
    cudaEventDestroy(event);
  }
}

DeviceValue ExecutionState::allocate(int device, const TensorType& type, std::string_view op) {
  DeviceContext& context = system_.device(device);
  return allocate_on(context.stream, system_.gpus()[static_cast<std::size_t>(context.placement.gpu)].ordinal,
                     type, {op, device});
}

DeviceValue ExecutionState::allocate_on(cudaStream_t stream, int gpu, const TensorType& type,
                                        const CallSite& site) {
  return {memory_.allocate(type.byte_size(), stream, gpu, site), type};
}

cudaEvent_t ExecutionState::new_event(int gpu, const CallSite& site) {
  cudaEvent_t event = nullptr;
  PMAPSIM_CUDA_CHECK(site, cudaEventCreate(&event));
  events_.emplace_back(gpu, event);
  return event;
}

void ExecutionState::record_origins() {
  if (!profile_) return;
  for (int d = 0; d < device_count(); ++d) {
    const DeviceContext& context = system_.device(d);
    const int gpu = system_.gpus()[static_cast<std::size_t>(context.placement.gpu)].ordinal;
    if (origins_.count(gpu) != 0) continue;
    const CallSite site{"profile", d};
    use_gpu(gpu, site);
    const cudaEvent_t origin = new_event(gpu, site);
    PMAPSIM_CUDA_CHECK(site, cudaEventRecord(origin, context.stream));
    origins_[gpu] = origin;
  }
}

void ExecutionState::mark_start(std::size_t instruction, int device) {
  if (!profile_) return;
  const DeviceContext& context = system_.device(device);
  const int gpu = system_.gpus()[static_cast<std::size_t>(context.placement.gpu)].ordinal;
  const CallSite site{op_name(program_.body[instruction].op), device};
  OpTiming& timing = timings_[instruction][static_cast<std::size_t>(device)];
  timing.gpu = gpu;
  timing.start = new_event(gpu, site);
  timing.end = new_event(gpu, site);
  PMAPSIM_CUDA_CHECK(site, cudaEventRecord(timing.start, context.stream));
}

void ExecutionState::mark_end(std::size_t instruction, int device) {
  if (!profile_) return;
  const OpTiming& timing = timings_[instruction][static_cast<std::size_t>(device)];
  PMAPSIM_CUDA_CHECK((CallSite{op_name(program_.body[instruction].op), device}),
                     cudaEventRecord(timing.end, system_.device(device).stream));
}

void ExecutionState::share_timing(std::size_t instruction, int device, int from_device) {
  if (!profile_) return;
  timings_[instruction][static_cast<std::size_t>(device)] =
      timings_[instruction][static_cast<std::size_t>(from_device)];
}

const OpTiming& ExecutionState::timing(std::size_t instruction, int device) const {
  return timings_[instruction][static_cast<std::size_t>(device)];
}

}  // namespace pmapsim::cuda
