// The CPU emulation of CUDA used by the tests (device.hpp says what it
// models): the execution model of a launch (blocks, cooperative fibers for
// the threads of a block, barriers, warp intrinsics, shared memory) and the
// runtime, cuBLAS and NVTX calls of runtime.hpp on host memory. Streams run
// their work when it is issued (in issue order), so every copy and launch
// is complete when its call returns.
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "cuda_emulation/control.hpp"
#include "cuda_emulation/device.hpp"
#include "cufft.h"

namespace cuda_emu {
namespace {

// --- state ----------------------------------------------------------------------

constexpr std::size_t kRedzone = 256;  // bytes of canary on each side of an allocation
constexpr unsigned char kCanary = 0xcb;
constexpr unsigned char kUninitialised = 0xff;  // fresh device and shared memory (NaN, -1)
constexpr std::size_t kMaxSharedBytes = 48 * 1024;

struct Allocation {
  std::size_t bytes = 0;
  int gpu = 0;
  unsigned char* block = nullptr;  // what malloc gave: redzone, data, redzone
};

struct State {
  Machine machine;
  cudaError_t last_error = cudaSuccess;
  std::map<std::uintptr_t, Allocation> allocations;  // by data address
  std::vector<std::size_t> in_use;                   // bytes per GPU
  std::size_t total_in_use = 0;
  std::size_t peak = 0;
  std::map<std::string, std::int64_t> launches;
  std::vector<std::string> failures;
  std::set<const void*> streams, events, handles;
  std::map<std::uintptr_t, std::size_t> pinned;  // cudaMallocHost memory: bytes by address
  std::int64_t host_waits = 0;
  bool in_launch = false;
};
// With CUDA_EMULATION_LAUNCH_LOG set, every kernel launched in the process
// is appended to that file when it exits (to see what a suite covers).
struct LaunchLog {
  std::map<std::string, std::int64_t> launches;
  ~LaunchLog() {
    const char* path = std::getenv("CUDA_EMULATION_LAUNCH_LOG");
    if (path == nullptr) return;
    if (std::FILE* file = std::fopen(path, "a")) {
      for (const auto& [name, count] : launches)
        std::fprintf(file, "%s\t%lld\n", name.c_str(), static_cast<long long>(count));
      std::fclose(file);
    }
  }
};
LaunchLog& launch_log() {
  static LaunchLog log;
  return log;
}
State& state() {
  static State instance;
  return instance;
}
thread_local int current_gpu = 0;

struct EmuStream {
  int gpu;
};
struct EmuEvent {
  int gpu;
  bool recorded = false;
  std::chrono::steady_clock::time_point time;
  bool timing = true;  // false: created with cudaEventDisableTiming
};
struct EmuHandle {
  int gpu;
  cudaStream_t stream = nullptr;
};

void report(std::string line) {
  std::fprintf(stderr, "cuda emulation: %s\n", line.c_str());
  state().failures.push_back(std::move(line));
}

cudaError_t fail_call(cudaError_t error, const std::string& why) {
  report(why);
  state().last_error = error;
  return error;
}

cudaError_t result(cudaError_t error) {
  if (error != cudaSuccess) state().last_error = error;
  return error;
}

std::size_t& gpu_in_use(int gpu) {
  State& s = state();
  if (s.in_use.size() < static_cast<std::size_t>(s.machine.gpus))
    s.in_use.resize(static_cast<std::size_t>(s.machine.gpus));
  return s.in_use[static_cast<std::size_t>(gpu)];
}

// The allocation holding [p, p + bytes), or null.
const Allocation* allocation_of(const void* p, std::size_t bytes, std::uintptr_t* base = nullptr) {
  const auto address = reinterpret_cast<std::uintptr_t>(p);
  auto& allocations = state().allocations;
  auto it = allocations.upper_bound(address);
  if (it == allocations.begin()) return nullptr;
  --it;
  if (address < it->first || address - it->first > it->second.bytes ||
      bytes > it->second.bytes - (address - it->first))
    return nullptr;
  if (base != nullptr) *base = it->first;
  return &it->second;
}
bool touches_device(const void* p, std::size_t bytes) {
  const auto address = reinterpret_cast<std::uintptr_t>(p);
  for (const auto& [base, allocation] : state().allocations) {
    if (address < base + allocation.bytes + kRedzone && base < address + bytes + kRedzone) return true;
  }
  return false;
}

// Whether [p, p + bytes) lies inside one cudaMallocHost allocation.
bool pinned(const void* p, std::size_t bytes) {
  const auto address = reinterpret_cast<std::uintptr_t>(p);
  const auto& blocks = state().pinned;
  auto it = blocks.upper_bound(address);
  if (it == blocks.begin()) return false;
  --it;
  return address - it->first <= it->second && bytes <= it->second - (address - it->first);
}

std::string describe(const void* p) {
  char text[32];
  std::snprintf(text, sizeof text, "%p", p);
  return text;
}

// A device range a call reads or writes: inside one live allocation.
bool check_device(const char* call, const char* what, const void* p, std::size_t bytes) {
  if (bytes == 0 || allocation_of(p, bytes) != nullptr) return true;
  fail_call(cudaErrorInvalidValue, std::string(call) + ": " + what + " [" + describe(p) + ", +" +
                                       std::to_string(bytes) + ") is not inside one device allocation");
  return false;
}

// Reports (once: the canaries are laid again) memory written just outside an
// allocation, found after `what` (a kernel, or a free).
bool check_canaries(const std::string& what) {
  bool intact = true;
  for (const auto& [base, allocation] : state().allocations) {
    unsigned char* before = allocation.block;
    unsigned char* behind = allocation.block + kRedzone + allocation.bytes;
    for (std::size_t i = 0; i < kRedzone; ++i) {
      if (before[i] != kCanary || behind[i] != kCanary) {
        report(what + ": memory " + (before[i] != kCanary ? "before the start" : "past the end") +
               " of the device allocation of " + std::to_string(allocation.bytes) + " bytes at " +
               describe(reinterpret_cast<void*>(base)) + " was written");
        std::memset(before, kCanary, kRedzone);
        std::memset(behind, kCanary, kRedzone);
        intact = false;
        break;
      }
    }
  }
  return intact;
}

bool valid_stream(cudaStream_t stream) {
  return stream == nullptr || state().streams.count(stream) != 0;
}
int stream_gpu(cudaStream_t stream) {
  return stream == nullptr ? current_gpu : reinterpret_cast<EmuStream*>(stream)->gpu;
}
// Work issued on a stream goes to the stream's GPU, which must be the current one.
cudaError_t check_stream(const char* call, cudaStream_t stream) {
  if (!valid_stream(stream))
    return fail_call(cudaErrorInvalidResourceHandle, std::string(call) + ": not a live stream");
  if (stream_gpu(stream) != current_gpu) {
    return fail_call(cudaErrorInvalidResourceHandle, std::string(call) + ": the stream belongs to GPU " +
                                                         std::to_string(stream_gpu(stream)) + " but GPU " +
                                                         std::to_string(current_gpu) + " is current");
  }
  return cudaSuccess;
}

// --- the execution model ------------------------------------------------------------

constexpr std::size_t kStackBytes = 256 * 1024;

enum class FiberState : std::uint8_t { runnable, barrier, warp, done, failed };

struct Fiber {
  ucontext_t context{};
  FiberState state = FiberState::runnable;
  bool started = false;
  uint3 index{0, 0, 0};
  // at a warp intrinsic
  WarpOp op = WarpOp::shfl;
  unsigned mask = 0;
  std::uint64_t bits = 0;
  std::uint64_t* lanes = nullptr;
  std::source_location where;
};

struct Block {
  std::vector<Fiber> fibers;
  int count = 0;
  int current = 0;
  int done = 0;
  int at_barrier = 0;
  std::source_location barrier;
  ucontext_t scheduler{};
  std::map<const void*, std::vector<std::max_align_t>> shared;
  std::size_t shared_bytes = 0;
  std::string error;
  const std::function<void()>* body = nullptr;
};
Block* running = nullptr;

// Fiber stacks, kept across launches, each with a guard page below it.
std::vector<unsigned char*>& stacks() {
  static std::vector<unsigned char*> pool;
  return pool;
}
unsigned char* stack_for(int linear) {
  auto& pool = stacks();
  const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  while (pool.size() <= static_cast<std::size_t>(linear)) {
    void* memory =
        mmap(nullptr, kStackBytes + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) {
      std::perror("cuda emulation: mmap of a thread stack");
      std::abort();
    }
    mprotect(memory, page, PROT_NONE);
    pool.push_back(static_cast<unsigned char*>(memory) + page);
  }
  return pool[static_cast<std::size_t>(linear)];
}

std::string where_text(const std::source_location& where) {
  std::string file = where.file_name();
  const std::size_t slash = file.rfind('/');
  if (slash != std::string::npos) file = file.substr(slash + 1);
  return file + ":" + std::to_string(where.line());
}
std::string thread_text(const Fiber& fiber) {
  return "thread (" + std::to_string(fiber.index.x) + "," + std::to_string(fiber.index.y) + "," +
         std::to_string(fiber.index.z) + ")";
}
const char* op_name(WarpOp op) {
  switch (op) {
    case WarpOp::shfl:
      return "__shfl_sync";
    case WarpOp::shfl_up:
      return "__shfl_up_sync";
    case WarpOp::shfl_down:
      return "__shfl_down_sync";
    case WarpOp::shfl_xor:
      return "__shfl_xor_sync";
    case WarpOp::ballot:
      return "__ballot_sync";
    case WarpOp::any:
      return "__any_sync";
    case WarpOp::all:
      return "__all_sync";
  }
  return "?";
}

Block& block() {
  if (running == nullptr) {
    std::fprintf(stderr, "cuda emulation: a device intrinsic ran outside a kernel launch\n");
    std::abort();
  }
  return *running;
}

// Back to the scheduler; returns when the scheduler resumes this thread.
void yield() {
  Block& b = block();
  Fiber& fiber = b.fibers[static_cast<std::size_t>(b.current)];
  swapcontext(&fiber.context, &b.scheduler);
}

[[noreturn]] void fail_block(const std::string& message) {
  Block& b = block();
  if (b.error.empty()) b.error = message;
  b.fibers[static_cast<std::size_t>(b.current)].state = FiberState::failed;
  yield();
  std::abort();  // a failed thread is never resumed
}

void fiber_entry() {
  Block& b = block();
  (*b.body)();
  b.fibers[static_cast<std::size_t>(b.current)].state = FiberState::done;
  ++b.done;
}  // returns to the scheduler (uc_link)

// Why no thread can go on: who waits where.
std::string stall_report(const Block& b) {
  std::string text = "deadlock or divergence";
  if (b.at_barrier > 0) {
    text += ": " + std::to_string(b.at_barrier) + " of " + std::to_string(b.count) +
            " threads wait at __syncthreads (" + where_text(b.barrier) + ")";
    if (b.done > 0) text += ", " + std::to_string(b.done) + " exited without reaching it";
  }
  for (const Fiber& fiber : b.fibers) {
    if (fiber.state != FiberState::warp) continue;
    char mask[16];
    std::snprintf(mask, sizeof mask, "0x%08x", fiber.mask);
    text += std::string(b.at_barrier > 0 ? "; " : ": ") + thread_text(fiber) + " waits at " +
            op_name(fiber.op) + " (" + where_text(fiber.where) + ") with mask " + mask +
            " for lanes that never arrive";
    break;
  }
  return text;
}

// Runs one block to its end or its first failure (b.error).
void run_block(Block& b) {
  b.current = 0;
  b.done = 0;
  b.at_barrier = 0;
  b.shared.clear();
  b.shared_bytes = 0;
  const int total = b.count;
  for (int i = 0; i < total; ++i) {
    Fiber& fiber = b.fibers[static_cast<std::size_t>(i)];
    fiber.state = FiberState::runnable;
    fiber.started = false;
  }
  for (;;) {
    bool ran = false;
    for (int i = 0; i < total; ++i) {
      Fiber& fiber = b.fibers[static_cast<std::size_t>(i)];
      if (fiber.state != FiberState::runnable) continue;
      b.current = i;
      threadIdx = fiber.index;
      if (!fiber.started) {
        fiber.started = true;
        getcontext(&fiber.context);
        fiber.context.uc_stack.ss_sp = stack_for(i);
        fiber.context.uc_stack.ss_size = kStackBytes;
        fiber.context.uc_link = &b.scheduler;
        makecontext(&fiber.context, fiber_entry, 0);
      }
      swapcontext(&b.scheduler, &fiber.context);
      ran = true;
      if (!b.error.empty()) return;
    }
    if (b.done == total) return;
    if (!ran) {
      b.error = stall_report(b);
      return;
    }
  }
}

}  // namespace

// --- device-side entry points ---------------------------------------------------------

void launch(const char* kernel, const Config& config, const std::function<void()>& thread) {
  State& s = state();
  ++s.launches[kernel];
  ++launch_log().launches[kernel];
  const std::uint64_t threads = std::uint64_t{config.block.x} * config.block.y * config.block.z;
  if (threads == 0 || threads > 1024 || config.block.z > 64 || config.grid.x == 0 || config.grid.y == 0 ||
      config.grid.z == 0 || config.grid.x > 2147483647u || config.grid.y > 65535 || config.grid.z > 65535 ||
      config.shared_bytes > kMaxSharedBytes) {
    fail_call(cudaErrorInvalidConfiguration, std::string(kernel) + ": invalid launch configuration");
    return;
  }
  if (check_stream(kernel, config.stream) != cudaSuccess) return;
  if (s.in_launch) {
    fail_call(cudaErrorLaunchFailure, std::string(kernel) + ": launched from inside a kernel");
    return;
  }
  Block b;
  b.count = static_cast<int>(threads);
  b.fibers.resize(threads);
  for (unsigned z = 0, i = 0; z < config.block.z; ++z) {
    for (unsigned y = 0; y < config.block.y; ++y) {
      for (unsigned x = 0; x < config.block.x; ++x, ++i) b.fibers[i].index = {x, y, z};
    }
  }
  b.body = &thread;
  blockDim = config.block;
  gridDim = config.grid;
  s.in_launch = true;
  running = &b;
  const std::uint64_t blocks = std::uint64_t{config.grid.x} * config.grid.y * config.grid.z;
  for (std::uint64_t n = 0; n < blocks && b.error.empty(); ++n) {
    const std::uint64_t linear = s.machine.reverse_blocks ? blocks - 1 - n : n;
    blockIdx = {static_cast<unsigned>(linear % config.grid.x),
                static_cast<unsigned>(linear / config.grid.x % config.grid.y),
                static_cast<unsigned>(linear / (std::uint64_t{config.grid.x} * config.grid.y))};
    run_block(b);
    if (!b.error.empty()) {
      b.error = std::string(kernel) + ": block (" + std::to_string(blockIdx.x) + "," +
                std::to_string(blockIdx.y) + "," + std::to_string(blockIdx.z) + ") of " +
                std::to_string(blocks) + ", " + std::to_string(threads) + " threads: " + b.error;
    }
  }
  running = nullptr;
  s.in_launch = false;
  if (!b.error.empty()) fail_call(cudaErrorLaunchFailure, b.error);
  if (!check_canaries(kernel)) s.last_error = cudaErrorIllegalAddress;
}

void* shared_storage(const void* tag, std::size_t bytes, std::size_t alignment, const char* name) {
  Block& b = block();
  auto found = b.shared.find(tag);
  if (found != b.shared.end()) return found->second.data();
  if (alignment > alignof(std::max_align_t))
    fail_block(std::string("__shared__ ") + name + ": alignment beyond 16");
  b.shared_bytes += bytes;
  if (b.shared_bytes > kMaxSharedBytes)
    fail_block(std::string("__shared__ ") + name + ": more than 48 KiB of shared memory");
  auto& storage = b.shared[tag];
  storage.resize((bytes + sizeof(std::max_align_t) - 1) / sizeof(std::max_align_t));
  std::memset(storage.data(), kUninitialised, storage.size() * sizeof(std::max_align_t));
  return storage.data();
}

void syncthreads(const std::source_location& where) {
  Block& b = block();
  Fiber& fiber = b.fibers[static_cast<std::size_t>(b.current)];
  if (b.at_barrier == 0) {
    b.barrier = where;
  } else if (b.barrier.line() != where.line() || std::strcmp(b.barrier.file_name(), where.file_name()) != 0) {
    fail_block("divergence: " + thread_text(fiber) + " reached __syncthreads (" + where_text(where) +
               ") while " + std::to_string(b.at_barrier) + " threads wait at another (" +
               where_text(b.barrier) + ")");
  }
  fiber.state = FiberState::barrier;
  if (++b.at_barrier == b.count) {  // every thread of the block is here: all go on
    for (Fiber& other : b.fibers) other.state = FiberState::runnable;
    b.at_barrier = 0;
    return;
  }
  yield();
}

void warp_exchange(WarpOp op, unsigned mask, std::uint64_t bits, std::uint64_t* lanes,
                   const std::source_location& where) {
  Block& b = block();
  const int me = b.current;
  Fiber& fiber = b.fibers[static_cast<std::size_t>(me)];
  const int lane = me % 32;
  const int base = me - lane;
  if (((mask >> lane) & 1u) == 0) fail(op_name(op), where, "the calling lane is not in its mask");
  for (int l = 0; l < 32; ++l) {
    if (((mask >> l) & 1u) != 0 && base + l >= b.count)
      fail(op_name(op), where, "the mask names a lane the block does not have");
  }
  fiber.state = FiberState::warp;
  fiber.op = op;
  fiber.mask = mask;
  fiber.bits = bits;
  fiber.lanes = lanes;
  fiber.where = where;
  bool complete = true;
  for (int l = 0; l < 32; ++l) {
    if (((mask >> l) & 1u) == 0) continue;
    const Fiber& other = b.fibers[static_cast<std::size_t>(base + l)];
    if (other.state == FiberState::warp && (other.op != op || other.mask != mask)) {
      fail(op_name(op), where,
           ("divergence: lane " + std::to_string(l) + " waits at " + op_name(other.op) + " (" +
            where_text(other.where) + ") instead")
               .c_str());
    }
    if (other.state != FiberState::warp) complete = false;
  }
  if (!complete) {
    yield();
    return;
  }
  std::uint64_t values[32] = {};
  for (int l = 0; l < 32; ++l) {
    if (((mask >> l) & 1u) != 0) values[l] = b.fibers[static_cast<std::size_t>(base + l)].bits;
  }
  for (int l = 0; l < 32; ++l) {
    if (((mask >> l) & 1u) == 0) continue;
    Fiber& other = b.fibers[static_cast<std::size_t>(base + l)];
    std::memcpy(other.lanes, values, sizeof values);
    other.state = FiberState::runnable;
  }
}

void fail(const char* intrinsic, const std::source_location& where, const char* message) {
  Block& b = block();
  fail_block(std::string(intrinsic) + " (" + where_text(where) + ") in " +
             thread_text(b.fibers[static_cast<std::size_t>(b.current)]) + ": " + message);
}

// --- control ----------------------------------------------------------------------------

Machine& machine() {
  return state().machine;
}

void reset() {
  State& s = state();
  for (auto& [base, allocation] : s.allocations) std::free(allocation.block);
  for (auto& [base, bytes] : s.pinned) std::free(reinterpret_cast<void*>(base));
  s = State{};
}

const std::map<std::string, std::int64_t>& launches() {
  return state().launches;
}

std::int64_t launch_count(const std::string& kernel_prefix) {
  std::int64_t count = 0;
  for (const auto& [name, n] : state().launches) {
    if (name.compare(0, kernel_prefix.size(), kernel_prefix) == 0) count += n;
  }
  return count;
}

const std::vector<std::string>& failures() {
  return state().failures;
}

std::int64_t host_waits() {
  return state().host_waits;
}

std::size_t bytes_in_use() {
  return state().total_in_use;
}
std::size_t peak_bytes() {
  return state().peak;
}

}  // namespace cuda_emu

// --- the runtime API ------------------------------------------------------------------------

using cuda_emu::current_gpu;
using cuda_emu::EmuEvent;
using cuda_emu::EmuHandle;
using cuda_emu::EmuStream;
using cuda_emu::state;

cudaError_t cudaGetLastError() {
  const cudaError_t error = state().last_error;
  state().last_error = cudaSuccess;
  return error;
}
cudaError_t cudaPeekAtLastError() {
  return state().last_error;
}

const char* cudaGetErrorName(cudaError_t error) {
  switch (error) {
    case cudaSuccess:
      return "cudaSuccess";
    case cudaErrorInvalidValue:
      return "cudaErrorInvalidValue";
    case cudaErrorMemoryAllocation:
      return "cudaErrorMemoryAllocation";
    case cudaErrorInvalidConfiguration:
      return "cudaErrorInvalidConfiguration";
    case cudaErrorInvalidPitchValue:
      return "cudaErrorInvalidPitchValue";
    case cudaErrorInvalidDevicePointer:
      return "cudaErrorInvalidDevicePointer";
    case cudaErrorInvalidMemcpyDirection:
      return "cudaErrorInvalidMemcpyDirection";
    case cudaErrorNoDevice:
      return "cudaErrorNoDevice";
    case cudaErrorInvalidDevice:
      return "cudaErrorInvalidDevice";
    case cudaErrorInvalidResourceHandle:
      return "cudaErrorInvalidResourceHandle";
    case cudaErrorIllegalAddress:
      return "cudaErrorIllegalAddress";
    case cudaErrorMisalignedAddress:
      return "cudaErrorMisalignedAddress";
    case cudaErrorLaunchFailure:
      return "cudaErrorLaunchFailure";
  }
  return "cudaErrorUnknown";
}

const char* cudaGetErrorString(cudaError_t error) {
  switch (error) {
    case cudaSuccess:
      return "no error";
    case cudaErrorInvalidValue:
      return "invalid argument";
    case cudaErrorMemoryAllocation:
      return "out of memory";
    case cudaErrorInvalidConfiguration:
      return "invalid configuration argument";
    case cudaErrorInvalidPitchValue:
      return "invalid pitch argument";
    case cudaErrorInvalidDevicePointer:
      return "invalid device pointer";
    case cudaErrorInvalidMemcpyDirection:
      return "invalid copy direction for memcpy";
    case cudaErrorNoDevice:
      return "no CUDA-capable device is detected";
    case cudaErrorInvalidDevice:
      return "invalid device ordinal";
    case cudaErrorInvalidResourceHandle:
      return "invalid resource handle";
    case cudaErrorIllegalAddress:
      return "an illegal memory access was encountered";
    case cudaErrorMisalignedAddress:
      return "misaligned address";
    case cudaErrorLaunchFailure:
      return "unspecified launch failure";
  }
  return "unknown error";
}

cudaError_t cudaGetDeviceCount(int* count) {
  if (count == nullptr) return cuda_emu::result(cudaErrorInvalidValue);
  *count = state().machine.gpus;
  if (*count == 0) return cuda_emu::result(cudaErrorNoDevice);
  return cudaSuccess;
}

namespace {
bool valid_device(int device) {
  return device >= 0 && device < state().machine.gpus;
}
}  // namespace

cudaError_t cudaGetDeviceProperties(cudaDeviceProp* properties, int device) {
  if (properties == nullptr) return cuda_emu::result(cudaErrorInvalidValue);
  if (!valid_device(device)) return cuda_emu::result(cudaErrorInvalidDevice);
  *properties = cudaDeviceProp{};
  std::snprintf(properties->name, sizeof properties->name, "pmapsim CUDA emulation");
  properties->totalGlobalMem = state().machine.memory_bytes;
  properties->multiProcessorCount = state().machine.sm_count;
  properties->major = 9;
  properties->minor = 0;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetAttribute(int* value, cudaDeviceAttr attribute, int device) {
  if (value == nullptr) return cuda_emu::result(cudaErrorInvalidValue);
  if (!valid_device(device)) return cuda_emu::result(cudaErrorInvalidDevice);
  switch (attribute) {
    case cudaDevAttrMaxPitch:
      *value = static_cast<int>(std::min<std::size_t>(state().machine.max_pitch, 2147483647));
      return cudaSuccess;
    case cudaDevAttrClockRate:
      *value = 1980000;  // kHz, an H100's
      return cudaSuccess;
    case cudaDevAttrMultiProcessorCount:
      *value = state().machine.sm_count;
      return cudaSuccess;
    case cudaDevAttrMemoryClockRate:
      *value = 2619000;
      return cudaSuccess;
    case cudaDevAttrGlobalMemoryBusWidth:
      *value = 5120;
      return cudaSuccess;
    case cudaDevAttrMemoryPoolsSupported:
      *value = 1;
      return cudaSuccess;
  }
  return cuda_emu::result(cudaErrorInvalidValue);
}

cudaError_t cudaSetDevice(int device) {
  if (!valid_device(device)) return cuda_emu::result(cudaErrorInvalidDevice);
  current_gpu = device;
  return cudaSuccess;
}
cudaError_t cudaGetDevice(int* device) {
  if (device == nullptr) return cuda_emu::result(cudaErrorInvalidValue);
  *device = current_gpu;
  return cudaSuccess;
}
cudaError_t cudaDeviceSynchronize() {
  ++state().host_waits;
  return cudaSuccess;
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t* stream, unsigned flags) {
  if (stream == nullptr || (flags & ~cudaStreamNonBlocking) != 0)
    return cuda_emu::result(cudaErrorInvalidValue);
  *stream = reinterpret_cast<cudaStream_t>(new EmuStream{current_gpu});
  state().streams.insert(*stream);
  return cudaSuccess;
}
cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  if (stream == nullptr || state().streams.erase(stream) == 0)
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaStreamDestroy: not a live stream");
  delete reinterpret_cast<EmuStream*>(stream);
  return cudaSuccess;
}
cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  if (!cuda_emu::valid_stream(stream))
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaStreamSynchronize: not a live stream");
  ++state().host_waits;
  return cudaSuccess;
}
cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned flags) {
  if (!cuda_emu::valid_stream(stream) || state().events.count(event) == 0 || flags != 0)
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle,
                               "cudaStreamWaitEvent: not a live stream and event");
  return cudaSuccess;
}

cudaError_t cudaEventCreate(cudaEvent_t* event) {
  return cudaEventCreateWithFlags(event, 0);
}
cudaError_t cudaEventCreateWithFlags(cudaEvent_t* event, unsigned flags) {
  if (event == nullptr || (flags & ~cudaEventDisableTiming) != 0)
    return cuda_emu::result(cudaErrorInvalidValue);
  *event = reinterpret_cast<cudaEvent_t>(
      new EmuEvent{current_gpu, false, {}, (flags & cudaEventDisableTiming) == 0});
  state().events.insert(*event);
  return cudaSuccess;
}
cudaError_t cudaEventDestroy(cudaEvent_t event) {
  if (state().events.erase(event) == 0)
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaEventDestroy: not a live event");
  delete reinterpret_cast<EmuEvent*>(event);
  return cudaSuccess;
}
cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  if (state().events.count(event) == 0 || !cuda_emu::valid_stream(stream))
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle,
                               "cudaEventRecord: not a live event and stream");
  auto* e = reinterpret_cast<EmuEvent*>(event);
  if (e->gpu != cuda_emu::stream_gpu(stream)) {
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle,
                               "cudaEventRecord: the event belongs to GPU " + std::to_string(e->gpu) +
                                   ", the stream to GPU " + std::to_string(cuda_emu::stream_gpu(stream)));
  }
  e->recorded = true;
  e->time = std::chrono::steady_clock::now();
  return cudaSuccess;
}
cudaError_t cudaEventElapsedTime(float* ms, cudaEvent_t start, cudaEvent_t end) {
  if (ms == nullptr || state().events.count(start) == 0 || state().events.count(end) == 0)
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaEventElapsedTime: not live events");
  const auto* a = reinterpret_cast<EmuEvent*>(start);
  const auto* b = reinterpret_cast<EmuEvent*>(end);
  if (!a->recorded || !b->recorded)
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle,
                               "cudaEventElapsedTime: an event was never recorded");
  if (!a->timing || !b->timing)
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle,
                               "cudaEventElapsedTime: an event was created with cudaEventDisableTiming");
  if (a->gpu != b->gpu)
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle,
                               "cudaEventElapsedTime: events of different GPUs");
  *ms = std::chrono::duration<float, std::milli>(b->time - a->time).count();
  return cudaSuccess;
}

cudaError_t cudaMallocAsync(void** pointer, std::size_t bytes, cudaStream_t stream) {
  if (pointer == nullptr) return cuda_emu::result(cudaErrorInvalidValue);
  if (!cuda_emu::valid_stream(stream))
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaMallocAsync: not a live stream");
  auto& s = state();
  const int gpu = cuda_emu::stream_gpu(stream);
  if (bytes > s.machine.memory_bytes - std::min(s.machine.memory_bytes, cuda_emu::gpu_in_use(gpu)))
    return cuda_emu::result(cudaErrorMemoryAllocation);
  auto* block = static_cast<unsigned char*>(
      std::aligned_alloc(256, (bytes + 2 * cuda_emu::kRedzone + 255) / 256 * 256));
  if (block == nullptr) return cuda_emu::result(cudaErrorMemoryAllocation);
  std::memset(block, cuda_emu::kCanary, cuda_emu::kRedzone);
  std::memset(block + cuda_emu::kRedzone, cuda_emu::kUninitialised, bytes);
  std::memset(block + cuda_emu::kRedzone + bytes, cuda_emu::kCanary, cuda_emu::kRedzone);
  unsigned char* data = block + cuda_emu::kRedzone;
  s.allocations[reinterpret_cast<std::uintptr_t>(data)] = {bytes, gpu, block};
  cuda_emu::gpu_in_use(gpu) += bytes;
  s.total_in_use += bytes;
  s.peak = std::max(s.peak, s.total_in_use);
  *pointer = data;
  return cudaSuccess;
}

namespace {
cudaError_t free_allocation(const char* call, void* pointer) {
  if (pointer == nullptr) return cudaSuccess;
  auto& s = state();
  const auto found = s.allocations.find(reinterpret_cast<std::uintptr_t>(pointer));
  if (found == s.allocations.end())
    return cuda_emu::fail_call(cudaErrorInvalidValue,
                               std::string(call) + ": not the start of a live allocation");
  cuda_emu::check_canaries(call);
  cuda_emu::gpu_in_use(found->second.gpu) -= found->second.bytes;
  s.total_in_use -= found->second.bytes;
  std::free(found->second.block);
  s.allocations.erase(found);
  return cudaSuccess;
}
}  // namespace

cudaError_t cudaFreeAsync(void* pointer, cudaStream_t stream) {
  if (!cuda_emu::valid_stream(stream))
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaFreeAsync: not a live stream");
  return free_allocation("cudaFreeAsync", pointer);
}
cudaError_t cudaFree(void* pointer) {
  return free_allocation("cudaFree", pointer);
}

cudaError_t cudaMallocHost(void** pointer, std::size_t bytes) {
  if (pointer == nullptr) return cuda_emu::result(cudaErrorInvalidValue);
  void* memory = std::malloc(bytes == 0 ? 1 : bytes);
  if (memory == nullptr) return cuda_emu::result(cudaErrorMemoryAllocation);
  state().pinned[reinterpret_cast<std::uintptr_t>(memory)] = bytes;
  *pointer = memory;
  return cudaSuccess;
}
cudaError_t cudaFreeHost(void* pointer) {
  if (pointer == nullptr) return cudaSuccess;
  if (state().pinned.erase(reinterpret_cast<std::uintptr_t>(pointer)) == 0)
    return cuda_emu::fail_call(cudaErrorInvalidValue, "cudaFreeHost: not memory from cudaMallocHost");
  std::free(pointer);
  return cudaSuccess;
}

namespace {
// Checks both sides of a copy of `bytes` in direction `kind`.
bool check_copy(const char* call, void* destination, const void* source, std::size_t bytes,
                cudaMemcpyKind kind) {
  if (bytes == 0) return true;
  const bool to_device = kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToDevice;
  const bool from_device = kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice;
  if (kind == cudaMemcpyHostToHost || kind == cudaMemcpyDefault) {
    cuda_emu::fail_call(cudaErrorInvalidMemcpyDirection,
                        std::string(call) + ": the backend names every direction");
    return false;
  }
  if (to_device ? !cuda_emu::check_device(call, "destination", destination, bytes)
                : cuda_emu::touches_device(destination, bytes)) {
    if (!to_device)
      cuda_emu::fail_call(cudaErrorInvalidValue, std::string(call) + ": host destination is device memory");
    return false;
  }
  if (from_device ? !cuda_emu::check_device(call, "source", source, bytes)
                  : cuda_emu::touches_device(source, bytes)) {
    if (!from_device)
      cuda_emu::fail_call(cudaErrorInvalidValue, std::string(call) + ": host source is device memory");
    return false;
  }
  const auto d = reinterpret_cast<std::uintptr_t>(destination);
  const auto s = reinterpret_cast<std::uintptr_t>(source);
  if (d < s + bytes && s < d + bytes) {
    cuda_emu::fail_call(cudaErrorInvalidValue, std::string(call) + ": source and destination overlap");
    return false;
  }
  return true;
}
}  // namespace

cudaError_t cudaMemcpyAsync(void* destination, const void* source, std::size_t bytes, cudaMemcpyKind kind,
                            cudaStream_t stream) {
  if (!cuda_emu::valid_stream(stream))
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaMemcpyAsync: not a live stream");
  if (!check_copy("cudaMemcpyAsync", destination, source, bytes, kind)) return cudaErrorInvalidValue;
  if (bytes > 0) std::memcpy(destination, source, bytes);
  if (kind == cudaMemcpyDeviceToHost && !cuda_emu::pinned(destination, bytes)) ++state().host_waits;
  return cudaSuccess;
}

cudaError_t cudaMemcpyPeerAsync(void* destination, int destination_device, const void* source,
                                int source_device, std::size_t bytes, cudaStream_t stream) {
  if (!cuda_emu::valid_stream(stream))
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaMemcpyPeerAsync: not a live stream");
  if (!valid_device(destination_device) || !valid_device(source_device))
    return cuda_emu::result(cudaErrorInvalidDevice);
  if (!check_copy("cudaMemcpyPeerAsync", destination, source, bytes, cudaMemcpyDeviceToDevice))
    return cudaErrorInvalidValue;
  const auto* to = cuda_emu::allocation_of(destination, bytes);
  const auto* from = cuda_emu::allocation_of(source, bytes);
  if (bytes > 0 && (to->gpu != destination_device || from->gpu != source_device))
    return cuda_emu::fail_call(cudaErrorInvalidValue,
                               "cudaMemcpyPeerAsync: a pointer is not on the GPU named for it");
  if (bytes > 0) std::memcpy(destination, source, bytes);
  return cudaSuccess;
}

cudaError_t cudaMemcpy2DAsync(void* destination, std::size_t destination_pitch, const void* source,
                              std::size_t source_pitch, std::size_t width, std::size_t height,
                              cudaMemcpyKind kind, cudaStream_t stream) {
  if (!cuda_emu::valid_stream(stream))
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaMemcpy2DAsync: not a live stream");
  if (width == 0 || height == 0) return cudaSuccess;
  const std::size_t max_pitch = state().machine.max_pitch;
  if (destination_pitch > max_pitch || source_pitch > max_pitch) {
    return cuda_emu::fail_call(cudaErrorInvalidPitchValue,
                               "cudaMemcpy2DAsync: pitch " +
                                   std::to_string(std::max(destination_pitch, source_pitch)) +
                                   " exceeds the device's maximum pitch " + std::to_string(max_pitch));
  }
  if (width > destination_pitch || width > source_pitch)
    return cuda_emu::fail_call(cudaErrorInvalidValue, "cudaMemcpy2DAsync: width exceeds a pitch");
  const auto* d = static_cast<unsigned char*>(destination);
  const auto* s = static_cast<const unsigned char*>(source);
  // Both ends of each side inside its allocation (the rows between lie inside too).
  for (std::size_t row : {std::size_t{0}, height - 1}) {
    if (!check_copy("cudaMemcpy2DAsync", const_cast<unsigned char*>(d + row * destination_pitch),
                    s + row * source_pitch, width, kind))
      return cudaErrorInvalidValue;
  }
  for (std::size_t row = 0; row < height; ++row)
    std::memcpy(static_cast<unsigned char*>(destination) + row * destination_pitch, s + row * source_pitch,
                width);
  if (kind == cudaMemcpyDeviceToHost &&
      !cuda_emu::pinned(destination, (height - 1) * destination_pitch + width))
    ++state().host_waits;
  return cudaSuccess;
}

cudaError_t cudaMemsetAsync(void* pointer, int value, std::size_t bytes, cudaStream_t stream) {
  if (!cuda_emu::valid_stream(stream))
    return cuda_emu::fail_call(cudaErrorInvalidResourceHandle, "cudaMemsetAsync: not a live stream");
  if (!cuda_emu::check_device("cudaMemsetAsync", "destination", pointer, bytes)) return cudaErrorInvalidValue;
  if (bytes > 0) std::memset(pointer, value, bytes);
  return cudaSuccess;
}

namespace {
CUmemPoolHandle_st* pool_of(int device) {
  static char pools[64];
  return reinterpret_cast<CUmemPoolHandle_st*>(&pools[device]);
}
}  // namespace

cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t* pool, int device) {
  if (pool == nullptr) return cuda_emu::result(cudaErrorInvalidValue);
  if (!valid_device(device) || device >= 64) return cuda_emu::result(cudaErrorInvalidDevice);
  *pool = pool_of(device);
  return cudaSuccess;
}
cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t pool, cudaMemPoolAttr attribute, void* value) {
  if (pool == nullptr || value == nullptr || attribute != cudaMemPoolAttrReleaseThreshold)
    return cuda_emu::result(cudaErrorInvalidValue);
  return cudaSuccess;
}
cudaError_t cudaMemPoolTrimTo(cudaMemPool_t pool, std::size_t) {
  return pool == nullptr ? cuda_emu::result(cudaErrorInvalidValue) : cudaSuccess;
}

// --- cuBLAS ------------------------------------------------------------------------------

cublasStatus_t cublasCreate(cublasHandle_t* handle) {
  if (handle == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  *handle = reinterpret_cast<cublasHandle_t>(new EmuHandle{current_gpu});
  state().handles.insert(*handle);
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasDestroy(cublasHandle_t handle) {
  if (state().handles.erase(handle) == 0) return CUBLAS_STATUS_NOT_INITIALIZED;
  delete reinterpret_cast<EmuHandle*>(handle);
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t stream) {
  if (state().handles.count(handle) == 0) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!cuda_emu::valid_stream(stream)) return CUBLAS_STATUS_INVALID_VALUE;
  reinterpret_cast<EmuHandle*>(handle)->stream = stream;
  return CUBLAS_STATUS_SUCCESS;
}
const char* cublasGetStatusName(cublasStatus_t status) {
  switch (status) {
    case CUBLAS_STATUS_SUCCESS:
      return "CUBLAS_STATUS_SUCCESS";
    case CUBLAS_STATUS_NOT_INITIALIZED:
      return "CUBLAS_STATUS_NOT_INITIALIZED";
    case CUBLAS_STATUS_ALLOC_FAILED:
      return "CUBLAS_STATUS_ALLOC_FAILED";
    case CUBLAS_STATUS_INVALID_VALUE:
      return "CUBLAS_STATUS_INVALID_VALUE";
    case CUBLAS_STATUS_EXECUTION_FAILED:
      return "CUBLAS_STATUS_EXECUTION_FAILED";
    case CUBLAS_STATUS_NOT_SUPPORTED:
      return "CUBLAS_STATUS_NOT_SUPPORTED";
  }
  return "CUBLAS_STATUS_UNKNOWN";
}

namespace {
std::size_t type_bytes(cudaDataType type) {
  return type == CUDA_C_64F ? 16 : type == CUDA_R_64F || type == CUDA_C_32F ? 8 : type == CUDA_R_32F ? 4 : 2;
}
double load_element(const void* p, cudaDataType type, std::int64_t i) {
  switch (type) {
    case CUDA_R_64F:
      return static_cast<const double*>(p)[i];
    case CUDA_R_32F:
      return static_cast<const float*>(p)[i];
    case CUDA_R_16BF:
      return __uint_as_float(static_cast<unsigned>(static_cast<const std::uint16_t*>(p)[i]) << 16);
    case CUDA_R_16F:
      return __half2float(__ushort_as_half(static_cast<const std::uint16_t*>(p)[i]));
    case CUDA_C_32F:
    case CUDA_C_64F:
      break;  // complex_gemm's
  }
  return 0;
}
float round_tf32(float x) {  // to 10 mantissa bits, nearest even (NaN and infinities kept)
  unsigned bits = __float_as_uint(x);
  if ((bits & 0x7f800000u) == 0x7f800000u) return x;
  bits = (bits + 0xfffu + ((bits >> 13) & 1u)) & ~0x1fffu;
  return __uint_as_float(bits);
}
void store_element(void* p, cudaDataType type, std::int64_t i, double v) {
  switch (type) {
    case CUDA_R_64F:
      static_cast<double*>(p)[i] = v;
      return;
    case CUDA_R_32F:
      static_cast<float*>(p)[i] = static_cast<float>(v);
      return;
    case CUDA_R_16BF: {
      const unsigned bits = __float_as_uint(static_cast<float>(v));
      std::uint16_t out;
      if ((bits & 0x7f800000u) == 0x7f800000u && (bits & 0x007fffffu) != 0) {
        out = static_cast<std::uint16_t>((bits >> 16) | 0x0040u);
      } else {
        out = static_cast<std::uint16_t>((bits + 0x7fffu + ((bits >> 16) & 1u)) >> 16);
      }
      static_cast<std::uint16_t*>(p)[i] = out;
      return;
    }
    case CUDA_R_16F:
      static_cast<std::uint16_t*>(p)[i] = __half_as_ushort(__float2half_rn(static_cast<float>(v)));
      return;
    case CUDA_C_32F:
    case CUDA_C_64F:
      return;  // complex_gemm's
  }
}
// The bytes of a column-major operand of rows x cols with leading dimension ld, batch by batch.
bool check_operand(const char* what, const void* p, cudaDataType type, int rows, int cols, int ld,
                   long long stride, int batch) {
  const auto extent = static_cast<std::size_t>((static_cast<long long>(cols) - 1) * ld + rows);
  for (long long b : {0LL, static_cast<long long>(batch) - 1}) {
    const auto* start =
        static_cast<const unsigned char*>(p) + static_cast<std::size_t>(b * stride) * type_bytes(type);
    if (!cuda_emu::check_device("cublasGemmStridedBatchedEx", what, start, extent * type_bytes(type)))
      return false;
  }
  return true;
}
}  // namespace

namespace {
// cuBLAS's complex GEMM (CUDA_C_32F with f32 accumulation, CUDA_C_64F with f64), column-major.
template <typename T>
cublasStatus_t complex_gemm_typed(cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
                                  const void* alpha, const void* a, int lda, long long stride_a,
                                  const void* b, int ldb, long long stride_b, const void* beta, void* c,
                                  int ldc, long long stride_c, int batch) {
  using C = std::complex<T>;
  const C alpha_value = *static_cast<const C*>(alpha), beta_value = *static_cast<const C*>(beta);
  const auto* av = static_cast<const C*>(a);
  const auto* bv = static_cast<const C*>(b);
  auto* cv = static_cast<C*>(c);
  const int a_rows = transa == CUBLAS_OP_N ? m : k, b_rows = transb == CUBLAS_OP_N ? k : n;
  if (m < 0 || n < 0 || k < 0 || batch < 0 || lda < std::max(1, a_rows) || ldb < std::max(1, b_rows) ||
      ldc < std::max(1, m))
    return CUBLAS_STATUS_INVALID_VALUE;
  const cudaDataType type = sizeof(T) == 8 ? CUDA_C_64F : CUDA_C_32F;
  if ((k > 0 &&
       (!check_operand("A", a, type, a_rows, transa == CUBLAS_OP_N ? k : m, lda, stride_a, batch) ||
        !check_operand("B", b, type, b_rows, transb == CUBLAS_OP_N ? n : k, ldb, stride_b, batch))) ||
      (m > 0 && n > 0 && batch > 0 && !check_operand("C", c, type, m, n, ldc, stride_c, batch)))
    return CUBLAS_STATUS_EXECUTION_FAILED;
  for (int bi = 0; bi < batch; ++bi)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        C sum = 0;
        for (int p = 0; p < k; ++p) {
          const long long ai = bi * stride_a + (transa == CUBLAS_OP_N ? i + static_cast<long long>(p) * lda
                                                                      : p + static_cast<long long>(i) * lda);
          const long long bj = bi * stride_b + (transb == CUBLAS_OP_N ? p + static_cast<long long>(j) * ldb
                                                                      : j + static_cast<long long>(p) * ldb);
          sum += av[ai] * bv[bj];
        }
        C& out = cv[bi * stride_c + i + static_cast<long long>(j) * ldc];
        out = alpha_value * sum + (beta_value == C(0) ? C(0) : beta_value * out);
      }
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t complex_gemm(cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
                            const void* alpha, const void* a, cudaDataType a_type, int lda,
                            long long stride_a, const void* b, cudaDataType b_type, int ldb,
                            long long stride_b, const void* beta, void* c, cudaDataType c_type, int ldc,
                            long long stride_c, int batch, cublasComputeType_t compute) {
  const bool wide = a_type == CUDA_C_64F;
  if (b_type != a_type || c_type != a_type || compute != (wide ? CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F)) {
    cuda_emu::report("cublasGemmStridedBatchedEx: a type combination cuBLAS does not support");
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  return wide ? complex_gemm_typed<double>(transa, transb, m, n, k, alpha, a, lda, stride_a, b, ldb, stride_b,
                                           beta, c, ldc, stride_c, batch)
              : complex_gemm_typed<float>(transa, transb, m, n, k, alpha, a, lda, stride_a, b, ldb, stride_b,
                                          beta, c, ldc, stride_c, batch);
}
}  // namespace

cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
                                          cublasOperation_t transb, int m, int n, int k, const void* alpha,
                                          const void* a, cudaDataType a_type, int lda, long long stride_a,
                                          const void* b, cudaDataType b_type, int ldb, long long stride_b,
                                          const void* beta, void* c, cudaDataType c_type, int ldc,
                                          long long stride_c, int batch, cublasComputeType_t compute,
                                          cublasGemmAlgo_t) {
  if (state().handles.count(handle) == 0) return CUBLAS_STATUS_NOT_INITIALIZED;
  const auto* context = reinterpret_cast<EmuHandle*>(handle);
  if (!cuda_emu::valid_stream(context->stream) || context->gpu != current_gpu ||
      cuda_emu::stream_gpu(context->stream) != context->gpu) {
    cuda_emu::report("cublasGemmStridedBatchedEx: the handle, its stream and the current GPU disagree");
    return CUBLAS_STATUS_EXECUTION_FAILED;
  }
  if (a_type == CUDA_C_32F || a_type == CUDA_C_64F)
    return complex_gemm(transa, transb, m, n, k, alpha, a, a_type, lda, stride_a, b, b_type, ldb, stride_b,
                        beta, c, c_type, ldc, stride_c, batch, compute);
  const bool f64 = compute == CUBLAS_COMPUTE_64F;
  const bool supported =
      f64 ? (a_type == CUDA_R_64F && b_type == CUDA_R_64F && c_type == CUDA_R_64F)
          : (a_type == b_type && (a_type == CUDA_R_32F || a_type == CUDA_R_16BF || a_type == CUDA_R_16F) &&
             (c_type == CUDA_R_32F || c_type == a_type) &&
             (compute == CUBLAS_COMPUTE_32F ||
              (compute == CUBLAS_COMPUTE_32F_FAST_TF32 && a_type == CUDA_R_32F)));
  if (!supported) {
    cuda_emu::report("cublasGemmStridedBatchedEx: a type combination cuBLAS does not support");
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  const int a_rows = transa == CUBLAS_OP_N ? m : k, a_cols = transa == CUBLAS_OP_N ? k : m;
  const int b_rows = transb == CUBLAS_OP_N ? k : n, b_cols = transb == CUBLAS_OP_N ? n : k;
  if (m < 0 || n < 0 || k < 0 || batch < 0 || lda < std::max(1, a_rows) || ldb < std::max(1, b_rows) ||
      ldc < std::max(1, m) || alpha == nullptr || beta == nullptr) {
    cuda_emu::report("cublasGemmStridedBatchedEx: invalid sizes or leading dimensions");
    return CUBLAS_STATUS_INVALID_VALUE;
  }
  if (m == 0 || n == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;
  if ((k > 0 && (!check_operand("A", a, a_type, a_rows, a_cols, lda, stride_a, batch) ||
                 !check_operand("B", b, b_type, b_rows, b_cols, ldb, stride_b, batch))) ||
      !check_operand("C", c, c_type, m, n, ldc, stride_c, batch))
    return CUBLAS_STATUS_EXECUTION_FAILED;
  const double alpha_value = f64 ? *static_cast<const double*>(alpha) : *static_cast<const float*>(alpha);
  const double beta_value = f64 ? *static_cast<const double*>(beta) : *static_cast<const float*>(beta);
  const bool tf32 = compute == CUBLAS_COMPUTE_32F_FAST_TF32;
  for (int batch_index = 0; batch_index < batch; ++batch_index) {
    const std::int64_t a0 = batch_index * stride_a, b0 = batch_index * stride_b, c0 = batch_index * stride_c;
    for (int j = 0; j < n; ++j) {
      for (int i = 0; i < m; ++i) {
        double sum64 = 0;
        float sum32 = 0;
        for (int p = 0; p < k; ++p) {
          const std::int64_t ai = a0 + (transa == CUBLAS_OP_N ? i + static_cast<std::int64_t>(p) * lda
                                                              : p + static_cast<std::int64_t>(i) * lda);
          const std::int64_t bi = b0 + (transb == CUBLAS_OP_N ? p + static_cast<std::int64_t>(j) * ldb
                                                              : j + static_cast<std::int64_t>(p) * ldb);
          if (f64) {
            sum64 += load_element(a, a_type, ai) * load_element(b, b_type, bi);
          } else {
            float x = static_cast<float>(load_element(a, a_type, ai));
            float y = static_cast<float>(load_element(b, b_type, bi));
            if (tf32) {
              x = round_tf32(x);
              y = round_tf32(y);
            }
            sum32 += x * y;
          }
        }
        const std::int64_t ci = c0 + i + static_cast<std::int64_t>(j) * ldc;
        if (f64) {
          const double out =
              alpha_value * sum64 + (beta_value != 0 ? beta_value * load_element(c, c_type, ci) : 0.0);
          store_element(c, c_type, ci, out);
        } else {
          float out = static_cast<float>(alpha_value) * sum32;
          if (beta_value != 0)
            out += static_cast<float>(beta_value) * static_cast<float>(load_element(c, c_type, ci));
          store_element(c, c_type, ci, out);
        }
      }
    }
  }
  return CUBLAS_STATUS_SUCCESS;
}

// --- NVTX --------------------------------------------------------------------------------

int nvtxRangePushA(const char*) {
  return 0;
}
int nvtxRangePop() {
  return 0;
}

// --- cuFFT ----------------------------------------------------------------------------

namespace {
struct FftPlanState {
  std::vector<long long> n;  // empty until made
  cufftType type = CUFFT_C2C;
  long long batch = 0;
  cudaStream_t stream = nullptr;
};
std::map<cufftHandle, FftPlanState>& fft_plans() {
  static std::map<cufftHandle, FftPlanState> plans;
  return plans;
}
FftPlanState* fft_plan(cufftHandle plan) {
  auto it = fft_plans().find(plan);
  return it == fft_plans().end() || it->second.n.empty() ? nullptr : &it->second;
}

// In place, the unnormalized DFT of x (row-major over n) along every dimension; sign -1 forward.
void dft(std::vector<std::complex<double>>& x, const std::vector<long long>& n, int sign) {
  long long inner = 1;
  for (std::size_t d = n.size(); d-- > 0;) {
    const long long len = n[d], outer = static_cast<long long>(x.size()) / (len * inner);
    std::vector<std::complex<double>> line(static_cast<std::size_t>(len));
    for (long long o = 0; o < outer; ++o)
      for (long long i = 0; i < inner; ++i) {
        const long long base = o * len * inner + i;
        for (long long t = 0; t < len; ++t) {
          std::complex<double> sum = 0;
          for (long long s = 0; s < len; ++s) {
            const double angle = sign * 2.0 * 3.14159265358979323846 * static_cast<double>((s * t) % len) /
                                 static_cast<double>(len);
            sum += x[static_cast<std::size_t>(base + s * inner)] * std::polar(1.0, angle);
          }
          line[static_cast<std::size_t>(t)] = sum;
        }
        for (long long t = 0; t < len; ++t)
          x[static_cast<std::size_t>(base + t * inner)] = line[static_cast<std::size_t>(t)];
      }
    inner *= len;
  }
}

// One plan's execution: `in` and `out` as the plan's type lays them out (the last dimension
// n/2 + 1 long on the complex side of a real transform).
template <typename Real>
cufftResult run_fft(cufftHandle handle, const void* in, void* out, bool real_in, bool real_out, int sign) {
  FftPlanState* plan = fft_plan(handle);
  if (plan == nullptr) return CUFFT_INVALID_PLAN;
  long long points = 1;
  for (long long len : plan->n) points *= len;
  const long long half = points / plan->n.back() * (plan->n.back() / 2 + 1);
  const long long in_count = real_in || !real_out ? points : half,
                  out_count = real_out || !real_in ? points : half;
  const std::size_t in_bytes =
      static_cast<std::size_t>(plan->batch * in_count) * sizeof(Real) * (real_in ? 1 : 2);
  const std::size_t out_bytes =
      static_cast<std::size_t>(plan->batch * out_count) * sizeof(Real) * (real_out ? 1 : 2);
  if (!cuda_emu::check_device("cufftExec", "input", in, in_bytes) ||
      !cuda_emu::check_device("cufftExec", "output", out, out_bytes))
    return CUFFT_EXEC_FAILED;
  const auto* rin = static_cast<const Real*>(in);
  const auto* cin = static_cast<const std::complex<Real>*>(in);
  auto* rout = static_cast<Real*>(out);
  auto* cout = static_cast<std::complex<Real>*>(out);
  const long long last = plan->n.back(), kept = last / 2 + 1;
  for (long long b = 0; b < plan->batch; ++b) {
    std::vector<std::complex<double>> x(static_cast<std::size_t>(points));
    for (long long i = 0; i < points; ++i) {
      if (real_in) {
        x[static_cast<std::size_t>(i)] = rin[b * points + i];
      } else if (!real_out) {
        x[static_cast<std::size_t>(i)] = std::complex<double>(cin[b * points + i]);
      } else {  // C2R: the full spectrum from its first n/2 + 1 entries on the last dimension (Hermitian)
        const long long row = i / last, col = i % last;
        if (col < kept) {
          x[static_cast<std::size_t>(i)] = std::complex<double>(cin[b * half + row * kept + col]);
        } else {
          long long mirrored_row = 0, rest = row, stride = 1;
          for (std::size_t d = plan->n.size() - 1; d-- > 0;) {
            const long long coordinate = rest % plan->n[d];
            rest /= plan->n[d];
            mirrored_row += ((plan->n[d] - coordinate) % plan->n[d]) * stride;
            stride *= plan->n[d];
          }
          x[static_cast<std::size_t>(i)] =
              std::conj(std::complex<double>(cin[b * half + mirrored_row * kept + (last - col)]));
        }
      }
    }
    dft(x, plan->n, sign);
    for (long long i = 0; i < points; ++i) {
      const std::complex<double>& v = x[static_cast<std::size_t>(i)];
      if (real_out) {
        rout[b * points + i] = static_cast<Real>(v.real());
      } else if (!real_in) {
        cout[b * points + i] = std::complex<Real>(v);
      } else if (i % last < kept) {
        cout[b * half + i / last * kept + i % last] = std::complex<Real>(v);
      }
    }
  }
  return CUFFT_SUCCESS;
}
}  // namespace

cufftResult cufftCreate(cufftHandle* plan) {
  static cufftHandle next = 1;
  *plan = next++;
  fft_plans()[*plan] = FftPlanState{};
  return CUFFT_SUCCESS;
}
cufftResult cufftDestroy(cufftHandle plan) {
  return fft_plans().erase(plan) ? CUFFT_SUCCESS : CUFFT_INVALID_PLAN;
}
cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream) {
  auto it = fft_plans().find(plan);
  if (it == fft_plans().end()) return CUFFT_INVALID_PLAN;
  if (!cuda_emu::valid_stream(stream)) return CUFFT_INVALID_VALUE;
  it->second.stream = stream;
  return CUFFT_SUCCESS;
}
cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long* n, long long* inembed, long long,
                                long long, long long* onembed, long long, long long, cufftType type,
                                long long batch, std::size_t* work_size) {
  auto it = fft_plans().find(plan);
  if (it == fft_plans().end()) return CUFFT_INVALID_PLAN;
  // The backend makes packed plans only (no embeds): anything else is not what it asks for.
  if (rank < 1 || rank > 3 || inembed != nullptr || onembed != nullptr || batch < 1)
    return CUFFT_NOT_SUPPORTED;
  it->second.n.assign(n, n + rank);
  for (long long len : it->second.n)
    if (len < 1) return CUFFT_INVALID_SIZE;
  it->second.type = type;
  it->second.batch = batch;
  if (work_size != nullptr) *work_size = 0;
  return CUFFT_SUCCESS;
}
cufftResult cufftExecC2C(cufftHandle plan, cufftComplex* in, cufftComplex* out, int direction) {
  return run_fft<float>(plan, in, out, false, false, direction);
}
cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex* in, cufftDoubleComplex* out, int direction) {
  return run_fft<double>(plan, in, out, false, false, direction);
}
cufftResult cufftExecR2C(cufftHandle plan, cufftReal* in, cufftComplex* out) {
  return run_fft<float>(plan, in, out, true, false, CUFFT_FORWARD);
}
cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal* in, cufftDoubleComplex* out) {
  return run_fft<double>(plan, in, out, true, false, CUFFT_FORWARD);
}
cufftResult cufftExecC2R(cufftHandle plan, cufftComplex* in, cufftReal* out) {
  return run_fft<float>(plan, in, out, false, true, CUFFT_INVERSE);
}
cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex* in, cufftDoubleReal* out) {
  return run_fft<double>(plan, in, out, false, true, CUFFT_INVERSE);
}
