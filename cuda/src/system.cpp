// Call checking, the backend's devices, per-run memory, values and timing.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

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

namespace {

// Stream-ordered allocation needs memory pools; a pool that keeps what it
// mapped (instead of unmapping down to nothing at every synchronize) makes
// a run's allocations after the first one cheap host calls.
void keep_pool_warm(const GpuInfo& gpu) {
  const CallSite site{"open", gpu.ordinal};
  int pools = 0;
  PMAPSIM_CUDA_CHECK(site, cudaDeviceGetAttribute(&pools, cudaDevAttrMemoryPoolsSupported, gpu.ordinal));
  if (pools == 0) {
    throw BackendUnavailable(
        fmt::format("no CUDA device available: GPU {} ({}) has no stream-ordered memory pools "
                    "(cudaDevAttrMemoryPoolsSupported is 0), which the cuda backend allocates from",
                    gpu.ordinal, gpu.name));
  }
  cudaMemPool_t pool = nullptr;
  PMAPSIM_CUDA_CHECK(site, cudaDeviceGetDefaultMemPool(&pool, gpu.ordinal));
  std::uint64_t keep_everything = UINT64_MAX;
  PMAPSIM_CUDA_CHECK(site, cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep_everything));
}

}  // namespace

System::System(std::vector<GpuInfo> gpus, int logical_count, DotPrecision precision)
    : gpus_(std::move(gpus)), precision_(precision) {
  for (const GpuInfo& gpu : gpus_) keep_pool_warm(gpu);
  for (const LogicalDevice& placement : map_logical_devices(logical_count, static_cast<int>(gpus_.size()))) {
    add_device(placement);
  }
  allocate_scalar_slots();
}

System::System(std::vector<GpuInfo> gpus, DeviceBlock local, const std::vector<int>& ordinals,
               DotPrecision precision)
    : gpus_(std::move(gpus)), precision_(precision), first_device_(static_cast<int>(local.first)) {
  for (std::size_t i = 0; i < ordinals.size(); ++i) {
    const int ordinal = ordinals[i];
    if (ordinal < 0 || ordinal >= static_cast<int>(gpus_.size())) {
      throw BackendUnavailable(
          fmt::format("no CUDA device available: device {} needs GPU {}, but this process "
                      "sees {} GPU(s)",
                      local.first + static_cast<std::int64_t>(i), ordinal, gpus_.size()));
    }
    keep_pool_warm(gpus_[static_cast<std::size_t>(ordinal)]);
    add_device(LogicalDevice{first_device_ + static_cast<int>(i), ordinal, 0});
  }
  allocate_scalar_slots();
}

// One logical device's stream and cuBLAS handle, on its GPU.
void System::add_device(const LogicalDevice& placement) {
  const CallSite site{"open", placement.id};
  const int ordinal = gpus_[static_cast<std::size_t>(placement.gpu)].ordinal;
  DeviceContext context;
  context.placement = placement;
  context.sm_count = gpus_[static_cast<std::size_t>(placement.gpu)].sm_count;
  use_gpu(ordinal, site);
  cudaStream_t stream = nullptr;
  PMAPSIM_CUDA_CHECK(site, cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  context.owned_stream = OwnedStream(stream, ordinal);
  context.stream = stream;
  cublasHandle_t cublas = nullptr;
  PMAPSIM_CUDA_CHECK(site, cublasCreate(&cublas));
  context.owned_cublas = OwnedCublas(cublas, ordinal);
  context.cublas = cublas;
  PMAPSIM_CUDA_CHECK(site, cublasSetStream(cublas, stream));
  cudaEvent_t copied = nullptr;
  PMAPSIM_CUDA_CHECK(site, cudaEventCreateWithFlags(&copied, cudaEventDisableTiming));
  context.owned_scalar_copied = OwnedEvent(copied, ordinal);
  context.scalar_copied = copied;
  devices_.push_back(std::move(context));
}

// One pinned host slot per device, where loop conditions land without a
// blocking copy each trip.
void System::allocate_scalar_slots() {
  if (devices_.empty()) return;
  const CallSite site{"open", devices_.front().placement.id};
  void* slots = nullptr;
  PMAPSIM_CUDA_CHECK(site, cudaMallocHost(&slots, devices_.size() * kScalarSlotBytes));
  scalar_slots_ = OwnedPinned(slots, gpus_[static_cast<std::size_t>(devices_.front().placement.gpu)].ordinal);
}

System::~System() {
#if PMAPSIM_HAVE_NCCL
  process_comms_.reset();  // before the streams and handles (devices_)
  owned_comms_.clear();
#endif
  // Give the pools' memory back to the driver now that no run can use it.
  for (const GpuInfo& gpu : gpus_) {
    cudaMemPool_t pool = nullptr;
    if (cudaDeviceGetDefaultMemPool(&pool, gpu.ordinal) == cudaSuccess) cudaMemPoolTrimTo(pool, 0);
  }
}

bool System::nccl_built() {
  return PMAPSIM_HAVE_NCCL != 0;
}

#if PMAPSIM_HAVE_NCCL
std::vector<ncclComm_t> System::communicators(const IntListList& groups, const IntList& members) {
  if (process_comms_) {
    std::vector<ncclComm_t> comms;
    for (const std::int64_t member : members) {
      const bool local = member >= first_device_ && member < first_device_ + device_count();
      comms.push_back(local ? process_comms_->comm(groups, member) : nullptr);
    }
    return comms;
  }
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
  for (std::size_t rank = 0; rank < comms.size(); ++rank)
    owned_comms_.emplace_back(comms[rank], ordinals[rank]);
  return communicators_.emplace(members, std::move(comms)).first->second;
}

void System::set_process_comms(std::unique_ptr<ProcessComms> comms) {
  process_comms_ = std::move(comms);
}
#endif

// --- per-run memory ------------------------------------------------------------

RunMemory::~RunMemory() {
  // Normal runs release explicitly; this path only runs while an Error is
  // propagating, when the streams may still use the memory: wait for them.
  for (const auto& [data, allocation] : allocations_) {
    cudaSetDevice(allocation.gpu);
    cudaStreamSynchronize(allocation.stream);
  }
  for (const auto& [data, allocation] : allocations_) {
    cudaSetDevice(allocation.gpu);
    cudaFree(data);
  }
}

void* RunMemory::allocate(std::size_t bytes, cudaStream_t stream, int gpu, const CallSite& site) {
  if (bytes == 0) return nullptr;
  void* data = nullptr;
  PMAPSIM_CUDA_CHECK(site, cudaMallocAsync(&data, bytes, stream));
  allocations_.emplace(data, Allocation{stream, gpu, 0, {}});
  return data;
}

void RunMemory::hold(void* data, int device) {
  const auto found = allocations_.find(data);
  if (found == allocations_.end()) return;  // nullptr (no elements)
  Allocation& allocation = found->second;
  ++allocation.holders;
  if (std::find(allocation.holder_devices.begin(), allocation.holder_devices.end(), device) ==
      allocation.holder_devices.end()) {
    allocation.holder_devices.push_back(device);
  }
}

void RunMemory::drop(void* data) {
  const auto found = allocations_.find(data);
  if (found != allocations_.end()) --found->second.holders;
}

std::vector<std::pair<void*, RunMemory::Allocation>> RunMemory::take_unheld() {
  std::vector<std::pair<void*, Allocation>> unheld;
  for (auto it = allocations_.begin(); it != allocations_.end();) {
    if (it->second.holders > 0) {
      ++it;
      continue;
    }
    unheld.emplace_back(it->first, std::move(it->second));
    it = allocations_.erase(it);
  }
  return unheld;
}

void RunMemory::free(void* data, const Allocation& allocation, const CallSite& site) {
  PMAPSIM_CUDA_CHECK(site, cudaSetDevice(allocation.gpu));
  PMAPSIM_CUDA_CHECK(site, cudaFreeAsync(data, allocation.stream));
}

void RunMemory::release_all() {
  for (const auto& [data, allocation] : allocations_) free(data, allocation, CallSite{"release", 0});
  allocations_.clear();
}

DeviceValue gather_value(ExecutionState& state, const StreamTarget& target, const GatherPlan& plan,
                         const DeviceValue& source, const TensorType& type) {
  if (plan.elements == 0) return {nullptr, type};
  if (plan.is_identity()) return {source.data, type};
  DeviceValue out = state.allocate_on(target.stream, target.gpu, type, target.site);
  check_call(launch_gather(plan, dtype_size(type.dtype), source.data, out.data, target.launch()),
             "launch_gather(kernel)", target.site);
  return out;
}

// --- one run -------------------------------------------------------------------

const DeviceValue& LocalCall::operand(std::size_t i) const {
  return state.value(device(), instruction.operands[i]);
}

DeviceValue LocalCall::allocate_result() {
  const DeviceValue result =
      prepared ? *prepared : state.allocate(device(), instruction.type, op_name(instruction.op));
  set_result(result);
  return result;
}

void LocalCall::set_result(DeviceValue value) {
  state.set_value(device(), result_id, value);
}

DeviceValue LocalCall::scratch(const TensorType& type) {
  return state.allocate(device(), type, op_name(instruction.op));
}

void* LocalCall::scratch_bytes(std::size_t bytes) {
  return state.memory().allocate(bytes, context.stream, context.placement.gpu, site());
}

ExecutionState::ExecutionState(System& system, const Program& program, bool profile, Transport* processes)
    : system_(system),
      program_(program),
      profile_(profile),
      processes_(processes),
      local_(processes != nullptr ? DeviceBlock{system.first_device(), system.device_count()}
                                  : DeviceBlock{0, program.axis_size}) {
  values_.assign(static_cast<std::size_t>(program.axis_size),
                 std::vector<DeviceValue>(static_cast<std::size_t>(program.num_values())));
  if (profile_) {
    timings_.assign(program.body.size(), std::vector<OpTiming>(static_cast<std::size_t>(program.axis_size)));
  }
}

ExecutionState::~ExecutionState() = default;

const TensorType& CollectiveCall::operand_type() const {
  return state.value(static_cast<int>(state.local().first), instruction.operands.front()).type;
}

DeviceValue& ExecutionState::slot(int device, ValueId id) {
  const auto d = static_cast<std::size_t>(device);
  for (auto frame = frames_.rbegin(); frame != frames_.rend(); ++frame) {
    if (id >= frame->base) return frame->values[d].at(static_cast<std::size_t>(id - frame->base));
  }
  return values_[d][static_cast<std::size_t>(id)];
}

const DeviceValue& ExecutionState::value(int device, ValueId id) const {
  return const_cast<ExecutionState*>(this)->slot(device, id);
}

void ExecutionState::set_value(int device, ValueId id, const DeviceValue& value) {
  DeviceValue& target = slot(device, id);
  memory_.hold(value.data, device);
  memory_.drop(target.data);
  target = value;
}

void ExecutionState::release_value(int device, ValueId id) {
  DeviceValue& target = slot(device, id);
  memory_.drop(target.data);
  target.data = nullptr;
}

void ExecutionState::push_frame(ValueId base, std::size_t size) {
  frames_.push_back(
      {base, std::vector<std::vector<DeviceValue>>(values_.size(), std::vector<DeviceValue>(size))});
}

void ExecutionState::pop_frame() {
  for (const std::vector<DeviceValue>& device_values : frames_.back().values) {
    for (const DeviceValue& value : device_values) memory_.drop(value.data);
  }
  frames_.pop_back();
}

void ExecutionState::collect() {
  std::vector<std::pair<void*, RunMemory::Allocation>> unheld = memory_.take_unheld();
  if (unheld.empty()) return;
  // One event per device stream that held something, recorded now: the
  // freeing stream waits for it, so no stream still reads the memory.
  std::map<int, cudaEvent_t> passed;
  for (const auto& [data, allocation] : unheld) {
    const CallSite site{"release", allocation.holder_devices.empty() ? 0 : allocation.holder_devices.front()};
    for (int device : allocation.holder_devices) {
      const DeviceContext& holder = system_.device(device);
      if (holder.stream == allocation.stream) continue;
      auto found = passed.find(device);
      if (found == passed.end()) {
        use_gpu(holder.placement.gpu, site);
        const cudaEvent_t event = new_event(holder.placement.gpu, site);
        PMAPSIM_CUDA_CHECK(site, cudaEventRecord(event, holder.stream));
        found = passed.emplace(device, event).first;
      }
      use_gpu(allocation.gpu, site);
      PMAPSIM_CUDA_CHECK(site, cudaStreamWaitEvent(allocation.stream, found->second, 0));
    }
    RunMemory::free(data, allocation, site);
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
  events_.emplace_back(event, gpu);
  return event;
}

void ExecutionState::record_origins() {
  if (!profile_) return;
  for (auto d = static_cast<int>(local_.first); d < static_cast<int>(local_.end()); ++d) {
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
  if (!profile_ || instruction == kUntimed) return;
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
  if (!profile_ || instruction == kUntimed) return;
  const OpTiming& timing = timings_[instruction][static_cast<std::size_t>(device)];
  PMAPSIM_CUDA_CHECK((CallSite{op_name(program_.body[instruction].op), device}),
                     cudaEventRecord(timing.end, system_.device(device).stream));
}

void ExecutionState::share_timing(std::size_t instruction, int device, int from_device) {
  if (!profile_ || instruction == kUntimed) return;
  timings_[instruction][static_cast<std::size_t>(device)] =
      timings_[instruction][static_cast<std::size_t>(from_device)];
}

const OpTiming& ExecutionState::timing(std::size_t instruction, int device) const {
  return timings_[instruction][static_cast<std::size_t>(device)];
}

}  // namespace pmapsim::cuda
