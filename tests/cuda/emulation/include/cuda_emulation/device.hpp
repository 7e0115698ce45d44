// CUDA's execution model on the CPU, for the lowered kernels (lower_cu.cpp)
// of pmapsim's CUDA backend: a launch runs its grid's blocks one after
// another, each block's threads as cooperative fibers that switch only where
// CUDA threads synchronise (__syncthreads, warp shuffles and votes), so that
//   - every thread of a block must reach the same __syncthreads, and every
//     lane named in a warp intrinsic's mask the same intrinsic, or the launch
//     fails with a report of who waited where (divergence);
//   - shared memory is per block and starts as garbage (0xff bytes), so a
//     read before the write that a missing barrier would let through, or a
//     value left from another block, gives a wrong result;
//   - a warp intrinsic returns what the named lane passed, and reading a
//     lane outside the mask is an error.
// Kernel parameters are the lambda's captures (lower_cu), device memory is
// host memory (emulation.cpp checks its bounds around every launch and copy);
// math functions are the host's libm, not CUDA's libdevice.
#pragma once

#include <math.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <source_location>
#include <type_traits>

#include "cuda_emulation/runtime.hpp"

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __grid_constant__

// The running thread's coordinates, set by the scheduler before it resumes a thread.
inline uint3 threadIdx{0, 0, 0};
inline uint3 blockIdx{0, 0, 0};
inline dim3 blockDim{1, 1, 1};
inline dim3 gridDim{1, 1, 1};
inline constexpr int warpSize = 32;

namespace cuda_emu {

struct Config {
  dim3 grid;
  dim3 block;
  std::size_t shared_bytes = 0;
  cudaStream_t stream = nullptr;
};
inline Config configure(dim3 grid, dim3 block, std::size_t shared_bytes = 0, cudaStream_t stream = nullptr) {
  return {grid, block, shared_bytes, stream};
}

// Runs `thread` once per thread of the grid (kernel<<<config>>>(args) lowered);
// its outcome is what cudaGetLastError() returns next.
void launch(const char* kernel, const Config& config, const std::function<void()>& thread);

// A __shared__ variable of the running block: one per declaration (tag) and block.
void* shared_storage(const void* tag, std::size_t bytes, std::size_t alignment, const char* name);
template <typename T>
T& shared(const void* tag, const char* name) {
  return *static_cast<T*>(shared_storage(tag, sizeof(T), alignof(T), name));
}

void syncthreads(const std::source_location& where);

// Lanes' 64-bit values after every lane of `mask` passed its own (a warp
// intrinsic's rendezvous); `valid` gets the lanes that took part.
enum class WarpOp : std::uint8_t { shfl, shfl_up, shfl_down, shfl_xor, ballot, any, all };
void warp_exchange(WarpOp op, unsigned mask, std::uint64_t bits, std::uint64_t* lanes,
                   const std::source_location& where);
// Fails the launch with `message` (a lane read outside its mask).
[[noreturn]] void fail(const char* intrinsic, const std::source_location& where, const char* message);

template <typename T>
T warp_shuffle(WarpOp op, unsigned mask, T value, int operand, int width, const std::source_location& where) {
  static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= 8, "a shuffled value is at most 8 bytes");
  std::uint64_t bits = 0;
  std::memcpy(&bits, &value, sizeof(T));
  std::uint64_t lanes[32];
  warp_exchange(op, mask, bits, lanes, where);
  const int lane = static_cast<int>(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) % 32;
  if (width <= 0 || width > 32 || (width & (width - 1)) != 0)
    fail("shuffle", where, "width is not a power of 2 up to 32");
  const int segment = lane / width * width;
  int source = lane;
  switch (op) {
    case WarpOp::shfl:
      source = segment + ((operand % width) + width) % width;
      break;
    case WarpOp::shfl_up:
      source = lane - operand >= segment ? lane - operand : lane;
      break;
    case WarpOp::shfl_down:
      source = lane + operand < segment + width ? lane + operand : lane;
      break;
    case WarpOp::shfl_xor:
      source = (lane ^ operand) < segment + width ? (lane ^ operand) : lane;
      break;
    default:
      break;
  }
  if (((mask >> source) & 1u) == 0)
    fail("shuffle", where, "reads a lane outside its mask (undefined on a GPU)");
  T result;
  std::memcpy(&result, &lanes[source], sizeof(T));
  return result;
}

inline unsigned warp_vote(WarpOp op, unsigned mask, int predicate, const std::source_location& where) {
  std::uint64_t lanes[32];
  warp_exchange(op, mask, predicate != 0 ? 1 : 0, lanes, where);
  unsigned ballot = 0;
  for (int l = 0; l < 32; ++l) {
    if (((mask >> l) & 1u) != 0 && lanes[l] != 0) ballot |= 1u << l;
  }
  if (op == WarpOp::ballot) return ballot;
  if (op == WarpOp::any) return ballot != 0 ? 1 : 0;
  return ballot == mask ? 1 : 0;
}

}  // namespace cuda_emu

// --- synchronisation and warp intrinsics ------------------------------------------

inline void __syncthreads(const std::source_location& where = std::source_location::current()) {
  cuda_emu::syncthreads(where);
}
template <typename T>
T __shfl_sync(unsigned mask, T value, int source_lane, int width = warpSize,
              const std::source_location& where = std::source_location::current()) {
  return cuda_emu::warp_shuffle(cuda_emu::WarpOp::shfl, mask, value, source_lane, width, where);
}
template <typename T>
T __shfl_up_sync(unsigned mask, T value, unsigned delta, int width = warpSize,
                 const std::source_location& where = std::source_location::current()) {
  return cuda_emu::warp_shuffle(cuda_emu::WarpOp::shfl_up, mask, value, static_cast<int>(delta), width,
                                where);
}
template <typename T>
T __shfl_down_sync(unsigned mask, T value, unsigned delta, int width = warpSize,
                   const std::source_location& where = std::source_location::current()) {
  return cuda_emu::warp_shuffle(cuda_emu::WarpOp::shfl_down, mask, value, static_cast<int>(delta), width,
                                where);
}
template <typename T>
T __shfl_xor_sync(unsigned mask, T value, int lane_mask, int width = warpSize,
                  const std::source_location& where = std::source_location::current()) {
  return cuda_emu::warp_shuffle(cuda_emu::WarpOp::shfl_xor, mask, value, lane_mask, width, where);
}
inline unsigned __ballot_sync(unsigned mask, int predicate,
                              const std::source_location& where = std::source_location::current()) {
  return cuda_emu::warp_vote(cuda_emu::WarpOp::ballot, mask, predicate, where);
}
inline int __any_sync(unsigned mask, int predicate,
                      const std::source_location& where = std::source_location::current()) {
  return static_cast<int>(cuda_emu::warp_vote(cuda_emu::WarpOp::any, mask, predicate, where));
}
inline int __all_sync(unsigned mask, int predicate,
                      const std::source_location& where = std::source_location::current()) {
  return static_cast<int>(cuda_emu::warp_vote(cuda_emu::WarpOp::all, mask, predicate, where));
}

// --- atomics ----------------------------------------------------------------------
// The threads of a block switch only at barriers and warp intrinsics, and
// blocks run one after another, so a plain read-modify-write is atomic here
// (what a race between non-atomic accesses would do on a GPU is not modelled).

inline unsigned atomicCAS(unsigned* address, unsigned compare, unsigned value) {
  const unsigned old = *address;
  if (old == compare) *address = value;
  return old;
}
inline unsigned long long atomicCAS(unsigned long long* address, unsigned long long compare,
                                    unsigned long long value) {
  const unsigned long long old = *address;
  if (old == compare) *address = value;
  return old;
}

// --- bit and conversion intrinsics ------------------------------------------------

inline unsigned __float_as_uint(float x) {
  unsigned bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}
inline float __uint_as_float(unsigned bits) {
  float x;
  std::memcpy(&x, &bits, sizeof x);
  return x;
}
inline long long __double_as_longlong(double x) {
  long long bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}
inline double __longlong_as_double(long long bits) {
  double x;
  std::memcpy(&x, &bits, sizeof x);
  return x;
}
// Arithmetic rounded once, never contracted into an FMA (the host build has no FMA contraction).
inline float __fmul_rn(float a, float b) {
  return a * b;
}
inline float __fadd_rn(float a, float b) {
  return a + b;
}
inline float __fsub_rn(float a, float b) {
  return a - b;
}
inline double __dmul_rn(double a, double b) {
  return a * b;
}
inline double __dadd_rn(double a, double b) {
  return a + b;
}
inline double __dsub_rn(double a, double b) {
  return a - b;
}
inline int __popc(unsigned x) {
  return __builtin_popcount(x);
}
inline int __popcll(unsigned long long x) {
  return __builtin_popcountll(x);
}
inline int __clz(int x) {
  return x == 0 ? 32 : __builtin_clz(static_cast<unsigned>(x));
}
inline int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(x));
}
inline unsigned __umulhi(unsigned a, unsigned b) {
  return static_cast<unsigned>((static_cast<unsigned long long>(a) * b) >> 32);
}

// CUDA's device min and max for integers (its math header's overloads of
// one type; floats use fminf/fmaxf or fmin/fmax as on the device).
inline int min(int a, int b) {
  return a < b ? a : b;
}
inline unsigned min(unsigned a, unsigned b) {
  return a < b ? a : b;
}
inline long min(long a, long b) {
  return a < b ? a : b;
}
inline long long min(long long a, long long b) {
  return a < b ? a : b;
}
inline unsigned long long min(unsigned long long a, unsigned long long b) {
  return a < b ? a : b;
}
inline int max(int a, int b) {
  return a > b ? a : b;
}
inline unsigned max(unsigned a, unsigned b) {
  return a > b ? a : b;
}
inline long max(long a, long b) {
  return a > b ? a : b;
}
inline long long max(long long a, long long b) {
  return a > b ? a : b;
}
inline unsigned long long max(unsigned long long a, unsigned long long b) {
  return a > b ? a : b;
}

// IEEE binary16 as cuda_fp16.h's __half (bits only), converted with round to nearest even.
struct __half {
  unsigned short x;
};
inline __half __ushort_as_half(unsigned short bits) {
  return {bits};
}
inline unsigned short __half_as_ushort(__half h) {
  return h.x;
}
inline float __half2float(__half h) {
  _Float16 value;
  std::memcpy(&value, &h.x, sizeof value);
  return static_cast<float>(value);
}
inline __half __float2half_rn(float x) {
  const auto value = static_cast<_Float16>(x);
  __half h;
  std::memcpy(&h.x, &value, sizeof h.x);
  return h;
}
