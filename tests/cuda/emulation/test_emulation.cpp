// The emulation's own rules (device.hpp): barriers, warp intrinsics and
// shared memory as CUDA defines them, and the failures it reports, on small
// kernels written here in the lowered form (what lower_cu makes of
// kernel<<<grid, block>>>(args) and __shared__).
#include <catch2/catch.hpp>
#include <numeric>
#include <vector>

#include "cuda_emulation/control.hpp"
#include "cuda_emulation/device.hpp"

namespace {

struct Fresh {
  Fresh() { cuda_emu::reset(); }
  ~Fresh() { cuda_emu::reset(); }
};

// A block-wide reversal through shared memory; `barrier` false leaves out
// the __syncthreads between the writes and the reads.
void reverse_kernel(const int* in, int* out, bool barrier) {
  static char tag;
  auto& tile = cuda_emu::shared<int[64]>(&tag, "tile");
  const unsigned t = threadIdx.x;
  tile[t] = in[blockIdx.x * 64 + t];
  if (barrier) __syncthreads();
  out[blockIdx.x * 64 + t] = tile[63 - t];
}

std::vector<int> run_reverse(bool barrier) {
  std::vector<int> in(128), out(128, 0);
  std::iota(in.begin(), in.end(), 0);
  cuda_emu::launch("reverse", cuda_emu::configure(2, 64),
                   [&] { reverse_kernel(in.data(), out.data(), barrier); });
  return out;
}

}  // namespace

TEST_CASE("cuda emulation: shared memory is per block and a barrier orders it") {
  const Fresh fresh;
  const std::vector<int> out = run_reverse(true);
  for (int i = 0; i < 128; ++i) REQUIRE(out[static_cast<std::size_t>(i)] == i / 64 * 64 + 63 - i % 64);
  CHECK(cudaGetLastError() == cudaSuccess);
  CHECK(cuda_emu::launch_count("reverse") == 1);
  // Without the barrier the early threads read shared memory no thread has written yet.
  const std::vector<int> racy = run_reverse(false);
  int wrong = 0;
  for (int i = 0; i < 128; ++i)
    wrong += racy[static_cast<std::size_t>(i)] != i / 64 * 64 + 63 - i % 64 ? 1 : 0;
  CHECK(wrong > 0);
}

TEST_CASE("cuda emulation: a barrier that not every thread reaches fails the launch") {
  const Fresh fresh;
  cuda_emu::launch("divergent", cuda_emu::configure(1, 64), [&] {
    if (threadIdx.x < 32) __syncthreads();
  });
  CHECK(cudaGetLastError() == cudaErrorLaunchFailure);
  REQUIRE(cuda_emu::failures().size() == 1);
  CHECK_THAT(cuda_emu::failures()[0], Catch::Contains("32 of 64 threads wait at __syncthreads") &&
                                          Catch::Contains("32 exited without reaching it"));
  cuda_emu::reset();
  cuda_emu::launch("two barriers", cuda_emu::configure(1, 64), [&] {
    if (threadIdx.x % 2 == 0) {
      __syncthreads();
    } else {
      __syncthreads();
    }
  });
  CHECK(cudaGetLastError() == cudaErrorLaunchFailure);
  REQUIRE(cuda_emu::failures().size() == 1);
  CHECK_THAT(cuda_emu::failures()[0], Catch::Contains("divergence"));
}

TEST_CASE("cuda emulation: warp shuffles and votes follow their masks") {
  const Fresh fresh;
  std::vector<int> down(64), up(64), any(64), ballot(64), xored(64);
  cuda_emu::launch("warps", cuda_emu::configure(1, 64), [&] {
    const int t = static_cast<int>(threadIdx.x);
    down[static_cast<std::size_t>(t)] = __shfl_down_sync(0xffffffffu, t * 10, 3);
    up[static_cast<std::size_t>(t)] = __shfl_up_sync(0xffffffffu, t * 10, 1, 8);
    xored[static_cast<std::size_t>(t)] = __shfl_xor_sync(0xffffffffu, t, 1);
    any[static_cast<std::size_t>(t)] = __any_sync(0xffffffffu, t == 40);
    ballot[static_cast<std::size_t>(t)] = static_cast<int>(__ballot_sync(0xffffffffu, t % 2));
  });
  REQUIRE(cudaGetLastError() == cudaSuccess);
  for (int t = 0; t < 64; ++t) {
    const auto i = static_cast<std::size_t>(t);
    CHECK(down[i] == (t % 32 + 3 < 32 ? (t + 3) * 10 : t * 10));
    CHECK(up[i] == (t % 8 >= 1 ? (t - 1) * 10 : t * 10));
    CHECK(xored[i] == (t ^ 1));
    CHECK(any[i] == (t >= 32 ? 1 : 0));
    CHECK(ballot[i] == static_cast<int>(0xaaaaaaaau));
  }
  // Half a warp naming the whole warp: the other half never arrives.
  cuda_emu::launch("half warp", cuda_emu::configure(1, 32), [&] {
    if (threadIdx.x < 16) (void)__shfl_down_sync(0xffffffffu, 1, 1);
  });
  CHECK(cudaGetLastError() == cudaErrorLaunchFailure);
  // Reading a lane outside the mask.
  cuda_emu::launch("outside", cuda_emu::configure(1, 32), [&] {
    if (threadIdx.x < 16) (void)__shfl_down_sync(0x0000ffffu, 1, 1);
  });
  CHECK(cudaGetLastError() == cudaErrorLaunchFailure);
  REQUIRE(cuda_emu::failures().size() == 2);
  CHECK_THAT(cuda_emu::failures()[0], Catch::Contains("__shfl_down_sync") && Catch::Contains("never arrive"));
  CHECK_THAT(cuda_emu::failures()[1], Catch::Contains("outside its mask"));
}

TEST_CASE("cuda emulation: device memory is bounded and checked") {
  const Fresh fresh;
  cuda_emu::machine().memory_bytes = 1 << 20;
  cudaStream_t stream = nullptr;
  REQUIRE(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking) == cudaSuccess);
  void* data = nullptr;
  REQUIRE(cudaMallocAsync(&data, 1000, stream) == cudaSuccess);
  void* too_much = nullptr;
  CHECK(cudaMallocAsync(&too_much, 1 << 20, stream) == cudaErrorMemoryAllocation);
  CHECK(cudaGetLastError() == cudaErrorMemoryAllocation);
  // Fresh memory is garbage, as cudaMalloc's.
  std::vector<unsigned char> host(1000);
  REQUIRE(cudaMemcpyAsync(host.data(), data, 1000, cudaMemcpyDeviceToHost, stream) == cudaSuccess);
  CHECK(host[0] == 0xff);
  // A copy past the end of the allocation.
  CHECK(cudaMemcpyAsync(data, host.data(), 1001, cudaMemcpyHostToDevice, stream) == cudaErrorInvalidValue);
  // A kernel writing past the end.
  auto* bytes = static_cast<unsigned char*>(data);
  cuda_emu::launch("overrun", cuda_emu::configure(1, 32), [&] { bytes[1000 + threadIdx.x] = 1; });
  CHECK(cudaGetLastError() == cudaErrorIllegalAddress);
  CHECK_THAT(cuda_emu::failures().back(),
             Catch::Contains("overrun: memory past the end of the device allocation"));
  // cudaMemcpy2D refuses a pitch beyond the device's limit.
  cuda_emu::machine().max_pitch = 256;
  CHECK(cudaMemcpy2DAsync(data, 512, host.data(), 512, 8, 1, cudaMemcpyHostToDevice, stream) ==
        cudaErrorInvalidPitchValue);
  cuda_emu::reset();
  CHECK(cudaStreamDestroy(stream) == cudaErrorInvalidResourceHandle);  // reset forgot it
}

TEST_CASE("cuda emulation: launches check their configuration and stream") {
  const Fresh fresh;
  cuda_emu::launch("too wide", cuda_emu::configure(1, 2048), [] {});
  CHECK(cudaGetLastError() == cudaErrorInvalidConfiguration);
  cuda_emu::machine().gpus = 2;
  cudaStream_t stream = nullptr;
  REQUIRE(cudaSetDevice(1) == cudaSuccess);
  REQUIRE(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking) == cudaSuccess);
  REQUIRE(cudaSetDevice(0) == cudaSuccess);
  cuda_emu::launch("other gpu", cuda_emu::configure(1, 32, 0, stream), [] {});
  CHECK(cudaGetLastError() == cudaErrorInvalidResourceHandle);
  REQUIRE(cudaStreamDestroy(stream) == cudaSuccess);
}

TEST_CASE("cuda emulation: the host waits at synchronizes and at copies into pageable memory") {
  const Fresh fresh;
  cudaStream_t stream = nullptr;
  REQUIRE(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking) == cudaSuccess);
  void* data = nullptr;
  REQUIRE(cudaMallocAsync(&data, 64, stream) == cudaSuccess);
  std::vector<unsigned char> pageable(64);
  void* pinned = nullptr;
  REQUIRE(cudaMallocHost(&pinned, 64) == cudaSuccess);
  REQUIRE(cudaMemcpyAsync(pinned, data, 64, cudaMemcpyDeviceToHost, stream) == cudaSuccess);
  CHECK(cuda_emu::host_waits() == 0);
  REQUIRE(cudaMemcpyAsync(pageable.data(), data, 64, cudaMemcpyDeviceToHost, stream) == cudaSuccess);
  CHECK(cuda_emu::host_waits() == 1);
  REQUIRE(cudaStreamSynchronize(stream) == cudaSuccess);
  CHECK(cuda_emu::host_waits() == 2);
  // Events without timing cannot be timed.
  cudaEvent_t a = nullptr, b = nullptr;
  REQUIRE(cudaEventCreateWithFlags(&a, cudaEventDisableTiming) == cudaSuccess);
  REQUIRE(cudaEventCreate(&b) == cudaSuccess);
  REQUIRE(cudaEventRecord(a, stream) == cudaSuccess);
  REQUIRE(cudaEventRecord(b, stream) == cudaSuccess);
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, a, b) == cudaErrorInvalidResourceHandle);
  CHECK(cudaFreeHost(pageable.data()) == cudaErrorInvalidValue);
  CHECK(cudaFreeHost(pinned) == cudaSuccess);
  CHECK(cudaEventDestroy(a) == cudaSuccess);
  CHECK(cudaEventDestroy(b) == cudaSuccess);
  CHECK(cudaFreeAsync(data, stream) == cudaSuccess);
  CHECK(cudaStreamDestroy(stream) == cudaSuccess);
}
