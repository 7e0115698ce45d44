// The CUDA backend's internals, shared by its translation units (not a
// public header): the GPUs and logical devices of an open backend, call
// checking, per-run device memory and values, and the kernel table.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime_api.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kernels.hpp"
#include "pmapsim/backend.hpp"
#include "pmapsim/cuda/planning.hpp"
#include "pmapsim/distributed.hpp"
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

// --- owned CUDA resources ------------------------------------------------------

// One CUDA, cuBLAS or NCCL handle, destroyed (on its GPU) with its owner, so
// that a constructor failing half-way, or an Error thrown mid-run, releases
// what was created before it. Destruction errors cannot be reported
// (destructors do not throw); the process is releasing the GPU either way.
template <typename Handle, auto destroy>
class Owned {
 public:
  Owned() = default;
  Owned(Handle handle, int gpu) : handle_(handle), gpu_(gpu) {}
  Owned(Owned&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)), gpu_(other.gpu_) {}
  Owned& operator=(Owned&& other) noexcept {
    if (this != &other) {
      reset();
      handle_ = std::exchange(other.handle_, nullptr);
      gpu_ = other.gpu_;
    }
    return *this;
  }
  Owned(const Owned&) = delete;
  Owned& operator=(const Owned&) = delete;
  ~Owned() { reset(); }

  Handle get() const { return handle_; }
  int gpu() const { return gpu_; }

 private:
  void reset() {
    if (handle_ == nullptr) return;
    cudaSetDevice(gpu_);
    destroy(handle_);
    handle_ = nullptr;
  }
  Handle handle_ = nullptr;
  int gpu_ = 0;
};
using OwnedStream = Owned<cudaStream_t, cudaStreamDestroy>;
using OwnedCublas = Owned<cublasHandle_t, cublasDestroy>;
using OwnedEvent = Owned<cudaEvent_t, cudaEventDestroy>;
#if PMAPSIM_HAVE_NCCL
using OwnedComm = Owned<ncclComm_t, ncclCommDestroy>;
#endif

// --- the open backend's devices ------------------------------------------------

class ProcessComms;

struct GpuInfo {
  int ordinal = 0;
  std::string name;
  int sm_count = 1;
  PeakFigures peaks;
  std::size_t max_pitch = 2147483647;  // cudaDevAttrMaxPitch: cudaMemcpy2D's largest pitch
};

// Pinned host memory (cudaMallocHost), freed with its owner.
using OwnedPinned = Owned<void*, cudaFreeHost>;

// One logical device: its placement, its own stream and cuBLAS handle, and
// an event that marks a scalar's copy to the host (read_scalars, control.cpp).
struct DeviceContext {
  LogicalDevice placement;
  cudaStream_t stream = nullptr;  // owned_stream's, for short call sites
  cublasHandle_t cublas = nullptr;
  cudaEvent_t scalar_copied = nullptr;
  int sm_count = 1;
  OwnedStream owned_stream;
  OwnedCublas owned_cublas;
  OwnedEvent owned_scalar_copied;
};

// Bytes of one device's slot for a scalar the host reads (System::scalar_slot).
inline constexpr std::size_t kScalarSlotBytes = 16;

// Everything an open "cuda" backend owns; executables share it.
class System {
 public:
  // Creates every logical device's stream and cuBLAS handle and keeps the
  // GPUs' memory pools warm (release threshold: the pool keeps what it
  // mapped instead of unmapping at every synchronize). Throws
  // BackendUnavailable for a GPU without stream-ordered memory pools.
  System(std::vector<GpuInfo> gpus, int logical_count, DotPrecision precision);
  // One process's block of a program's devices across processes: device
  // `local.first + i` on GPU ordinal ordinals[i] (`gpus`: every GPU the
  // process sees, so that an index is its ordinal).
  System(std::vector<GpuInfo> gpus, DeviceBlock local, const std::vector<int>& ordinals,
         DotPrecision precision);
  ~System();
  System(const System&) = delete;
  System& operator=(const System&) = delete;

  const std::vector<GpuInfo>& gpus() const { return gpus_; }
  std::vector<DeviceContext>& devices() { return devices_; }
  // By program device id (from first_device() across processes).
  DeviceContext& device(int id) { return devices_[static_cast<std::size_t>(id - first_device_)]; }
  int device_count() const { return static_cast<int>(devices_.size()); }
  int first_device() const { return first_device_; }
  DotPrecision precision() const { return precision_; }
  // Pinned host memory for a scalar of logical device `id` (kScalarSlotBytes),
  // which copies from the device reach without the host waiting on each.
  void* scalar_slot(int id) {
    return static_cast<std::byte*>(scalar_slots_.get()) +
           static_cast<std::size_t>(id - first_device_) * kScalarSlotBytes;
  }
  static bool nccl_built();

#if PMAPSIM_HAVE_NCCL
  // One communicator per member (rank = position in members), created once.
  // Across processes: members of other processes get none (nullptr), and
  // `groups` (the collective's set of groups) picks the communicators that
  // ProcessComms made for it.
  std::vector<ncclComm_t> communicators(const IntListList& groups, const IntList& members);
  // The communicators over every process's devices (set once, before any run).
  void set_process_comms(std::unique_ptr<ProcessComms> comms);
#endif

 private:
  void add_device(const LogicalDevice& placement);
  void allocate_scalar_slots();

  std::vector<GpuInfo> gpus_;
  DotPrecision precision_;
  int first_device_ = 0;
  std::vector<DeviceContext> devices_;
  OwnedPinned scalar_slots_;
#if PMAPSIM_HAVE_NCCL
  // Declared after devices_: communicators go before the streams they use.
  std::map<IntList, std::vector<ncclComm_t>> communicators_;
  std::vector<OwnedComm> owned_comms_;
  std::unique_ptr<ProcessComms> process_comms_;
#endif
};

#if PMAPSIM_HAVE_NCCL
// NCCL over the devices of every process (process_comms.cpp): one
// communicator over all of them (NCCL rank = device id), bootstrapped with
// process 0's unique id through the transport, and one split of it per set
// of replica groups the program uses (pmapsim/nccl_plan.hpp), each created
// once, at compile, in the same order on every process.
class ProcessComms {
 public:
  ProcessComms(Transport& transport, System& system, const Program& program);
  ProcessComms(const ProcessComms&) = delete;
  ProcessComms& operator=(const ProcessComms&) = delete;
  // Local device `device`'s communicator for its group of `groups` (every
  // device as one group: the communicator over all of them).
  ncclComm_t comm(const IntListList& groups, std::int64_t device) const;

 private:
  std::vector<OwnedComm> make_world(Transport& transport, System& system);
  std::vector<OwnedComm> split(System& system, const IntListList& groups) const;

  DeviceBlock local_;
  std::int64_t devices_;
  std::vector<OwnedComm> world_;  // [device - local_.first]
  std::map<IntListList, std::vector<OwnedComm>> splits_;
};
#endif

// Makes `gpu` current for the calls that follow.
void use_gpu(int gpu, const CallSite& site);

// Where device work is issued: a stream, its GPU, and whom errors name.
struct StreamTarget {
  cudaStream_t stream = nullptr;
  int gpu = 0;
  int sm_count = 1;
  CallSite site;
  Launch launch() const { return {stream, sm_count}; }
};

// --- one run -------------------------------------------------------------------

// A value on one device: a device pointer (nullptr for zero elements) and its
// type. Values never change after they are written, so several devices (and
// reshape results) may share one allocation.
struct DeviceValue {
  void* data = nullptr;
  TensorType type;
};

// Device memory of one run. Values never change after they are written, so
// several values (reshapes, devices sharing a collective's result) may share
// one allocation: each allocation counts the values that hold it and is
// freed once none does (ExecutionState::collect), on the stream it was
// allocated on. What is left is freed at the end of the run.
class RunMemory {
 public:
  struct Allocation {
    cudaStream_t stream;
    int gpu;
    int holders = 0;
    std::vector<int> holder_devices;  // every logical device that held it
  };
  RunMemory() = default;
  RunMemory(const RunMemory&) = delete;
  RunMemory& operator=(const RunMemory&) = delete;
  ~RunMemory();
  // Stream-ordered allocation on the stream's GPU; nullptr for 0 bytes.
  void* allocate(std::size_t bytes, cudaStream_t stream, int gpu, const CallSite& site);
  void hold(void* data, int device);
  void drop(void* data);
  // The allocations that nothing holds, taken out of the books (the caller frees them).
  std::vector<std::pair<void*, Allocation>> take_unheld();
  // Frees one allocation on its own stream.
  static void free(void* data, const Allocation& allocation, const CallSite& site);
  void release_all();

 private:
  std::map<void*, Allocation> allocations_;
};

// Start and end events of one op on one device.
struct OpTiming {
  cudaEvent_t start = nullptr;
  cudaEvent_t end = nullptr;
  int gpu = 0;  // the GPU whose stream recorded the events
};

// Whether a local instruction writes a new buffer (false for reshapes, same-
// dtype converts and layout ops that are plain copies, which share their
// operand's memory). The run allocates such results before the op's start
// event, so that the timed window holds the op's device work only.
bool allocates_result(const Program& program, const Instruction& instruction);

class ExecutionState;

// Runs a gather of `source` into a new value of `type` on target's stream,
// or shares source's memory when the gather is a plain copy.
DeviceValue gather_value(ExecutionState& state, const StreamTarget& target, const GatherPlan& plan,
                         const DeviceValue& source, const TensorType& type);

// The devices that run an instruction: all of the program's, or inside a
// loop or branch those that still run it (ascending).
using DeviceList = std::vector<int>;

// The timing slot of an instruction inside a region: none (a region's
// instructions are timed as part of the instruction that owns the region).
inline constexpr std::size_t kUntimed = static_cast<std::size_t>(-1);

// One non-collective instruction on one logical device.
struct LocalCall {
  ExecutionState& state;
  const Instruction& instruction;
  ValueId result_id;  // the instruction's (first) value; result j is result_id + j
  DeviceContext& context;

  std::optional<DeviceValue> prepared;  // the result, allocated before the start event (allocates_result)

  int device() const { return context.placement.id; }
  CallSite site() const { return {op_name(instruction.op), device()}; }
  const DeviceValue& operand(std::size_t i) const;
  // This instruction's result on this device (the prepared one when there is).
  DeviceValue allocate_result();
  void set_result(DeviceValue value);
  // Scratch of `type` on this device, freed once the instruction is issued.
  DeviceValue scratch(const TensorType& type);
  // Scratch of raw bytes (reduction partials, bf16_3x halves).
  void* scratch_bytes(std::size_t bytes);
  Launch launch() const { return {context.stream, context.sm_count}; }
  void check(cudaError_t status, const char* expression) const { check_call(status, expression, site()); }
  StreamTarget target() const { return {context.stream, context.placement.gpu, context.sm_count, site()}; }
};

// One collective instruction on all devices of the program.
struct CollectiveCall {
  ExecutionState& state;
  const Instruction& instruction;
  std::size_t index;  // the timing slot: the program instruction, or kUntimed inside a region
  ValueId result_id;
  CollectivePath path;
  IntListList groups;
  // The operand's type (every device holds the same); inside a region the
  // program's type table does not know the region's values.
  const TensorType& operand_type() const;
};

// One control-flow instruction (while_loop, cond, switch_case, call) on the
// devices that run it: it runs its regions' instructions itself, so that
// collectives inside them stay in lockstep across the devices.
struct ControlCall {
  ExecutionState& state;
  const Instruction& instruction;
  ValueId result_id;
  const DeviceList& active;
  CollectivePath path;
};

using LocalKernel = void (*)(LocalCall&);
using CollectiveKernel = void (*)(CollectiveCall&);
using ControlKernel = void (*)(ControlCall&);
struct KernelRow {
  LocalKernel local = nullptr;
  CollectiveKernel collective = nullptr;
  ControlKernel control = nullptr;
};
using KernelTable = std::array<KernelRow, kNumOps>;
// Built in one place (ops.cpp); collectives come from collectives.cpp.
const KernelTable& kernel_table();
void add_collective_rows(KernelTable& table);
// The indexing ops' rows (indexing.cpp).
void add_indexing_rows(KernelTable& table);
// complex.cpp: complex/real/imag and fft rows, and the rows of the ops
// that take complex operands wrapped so that those run there (called after
// every other row is set); supports_complex names the ops this backend runs
// on c64 and c128.
void add_complex_rows(KernelTable& table);
bool supports_complex(OpCode op);
// rng_bit_generator (random.cpp): sets both of its results.
void rng_bit_generator_op(LocalCall& call);
// The region ops' rows: control.cpp (optimization_barrier, and the control
// rows of while_loop, cond, switch_case and call) and regions.cpp (general reduce
// and sort).
void optimization_barrier_op(LocalCall& call);
void while_op(ControlCall& call);
void branch_op(ControlCall& call);
void call_op(ControlCall& call);
void reduce_region_op(LocalCall& call);
void sort_region_op(LocalCall& call);
// Runs one instruction of a region body on the active devices, untimed
// (control.cpp); control rows call it for their regions' instructions.
void run_region_instruction(ExecutionState& state, CollectivePath path, const Instruction& instruction,
                            ValueId id, const DeviceList& active);
// Throws pmapsim::Error when a reduce or sort in the program (regions
// included) has a region the GPU's region kernels cannot evaluate
// (regions.cpp); called when a program compiles.
void check_scalar_regions(const Program& program);

// The state of one Executable::run.
class ExecutionState {
 public:
  // `processes`: the transport when the program's devices span processes
  // (this process runs the System's block of them), else null.
  ExecutionState(System& system, const Program& program, bool profile, Transport* processes = nullptr);

  System& system() { return system_; }
  const Program& program() const { return program_; }
  RunMemory& memory() { return memory_; }
  int device_count() const { return static_cast<int>(program_.axis_size); }
  // This process's devices (all of the program's in one process).
  DeviceBlock local() const { return local_; }
  Transport* processes() const { return processes_; }
  // A device's value of `id`: in the innermost region frame whose ids
  // include it, else the program's.
  const DeviceValue& value(int device, ValueId id) const;
  // Gives a device its value of `id` (holding its memory).
  void set_value(int device, ValueId id, const DeviceValue& value);
  // The device no longer needs its value of `id` (its last use was issued).
  void release_value(int device, ValueId id);
  // One run of a region: ids base .. base+size-1 name the frame's values
  // (the region's parameters, then its instructions') until it is popped,
  // which drops every value it holds. Ids below base reach the enclosing
  // frames (captures).
  void push_frame(ValueId base, std::size_t size);
  void pop_frame();
  // Frees every allocation no value holds, each on its own stream once the
  // streams of the devices that held it have passed the work issued so far.
  // Called between instructions only (scratch is in use during one).
  void collect();
  // Allocates a value of `type` on a device's GPU, ordered on its stream.
  DeviceValue allocate(int device, const TensorType& type, std::string_view op);
  // The same, on an arbitrary stream of `gpu` (collectives stage on the leader's stream).
  DeviceValue allocate_on(cudaStream_t stream, int gpu, const TensorType& type, const CallSite& site);

  // Records the start/end of an op on a device's stream (no-op without
  // profiling, and for kUntimed: an instruction inside a region).
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
  Transport* processes_;
  DeviceBlock local_;
  RunMemory memory_;
  struct Frame {
    ValueId base;
    std::vector<std::vector<DeviceValue>> values;  // [device][id - base]
  };
  DeviceValue& slot(int device, ValueId id);
  std::vector<std::vector<DeviceValue>> values_;
  std::deque<Frame> frames_;  // innermost last; a deque keeps references to outer frames valid
  std::vector<std::vector<OpTiming>> timings_;  // [instruction][device]
  std::map<int, cudaEvent_t> origins_;
  std::vector<OwnedEvent> events_;
};

}  // namespace pmapsim::cuda
