// The kernels through their launch functions where the backend never takes a
// path (pointers not aligned to a 16-byte vector), and the backend's fixes
// that need its kernels to run: each against the reference bit for bit.
#include <catch2/catch.hpp>
#include <cstring>
#include <string>
#include <vector>

#include "cuda_emulation/control.hpp"
#include "kernels.hpp"
#include "pmapsim/backend.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/program.hpp"

using namespace pmapsim;

namespace {

struct Fresh {
  Fresh() { cuda_emu::reset(); }
  ~Fresh() { cuda_emu::reset(); }
};

// Device memory holding `bytes`, freed at the end of the scope.
struct DeviceBuffer {
  void* data = nullptr;
  explicit DeviceBuffer(std::size_t bytes) { REQUIRE(cudaMallocAsync(&data, bytes, nullptr) == cudaSuccess); }
  ~DeviceBuffer() { cudaFreeAsync(data, nullptr); }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  std::byte* at(std::size_t offset) const { return static_cast<std::byte*>(data) + offset; }
};

void upload(void* device, const Array& host) {
  REQUIRE(cudaMemcpyAsync(device, host.raw(), host.byte_size(), cudaMemcpyHostToDevice, nullptr) ==
          cudaSuccess);
}
Array download(const void* device, DType dtype, std::int64_t n) {
  Array host(dtype, {n});
  REQUIRE(cudaMemcpyAsync(host.raw(), device, host.byte_size(), cudaMemcpyDeviceToHost, nullptr) ==
          cudaSuccess);
  return host;
}
bool same_bits(const Array& a, const Array& b) {
  return a.byte_size() == b.byte_size() && std::memcmp(a.raw(), b.raw(), a.byte_size()) == 0;
}

// Runs `program` on the emulated "cuda:virtual=1" and on the reference with
// the same arguments; every result must have the same bits.
void require_same_as_reference(const std::string& text, const std::vector<Array>& args) {
  const Program program = parse_program(text);
  const auto gpu = BackendRegistry::global().open("cuda:virtual=1");
  const auto reference = BackendRegistry::global().open("reference:devices=1");
  const RunResult got = compile_and_run(*gpu, program, {args});
  const RunResult want = compile_and_run(*reference, program, {args});
  REQUIRE(got.outputs[0].size() == want.outputs[0].size());
  for (std::size_t r = 0; r < want.outputs[0].size(); ++r) {
    INFO("result " << r << " of " << text);
    CHECK(got.outputs[0][r].type() == want.outputs[0][r].type());
    CHECK(same_bits(got.outputs[0][r], want.outputs[0][r]));
  }
  CHECK(cuda_emu::failures().empty());
}

}  // namespace

TEST_CASE("cuda emulation: elementwise kernels on unaligned pointers equal the vector path") {
  // 1003 elements: a tail after the 16-byte vectors; 2 SMs: grid-stride loops of several steps.
  const Fresh fresh;
  const std::int64_t n = 1003;
  const cuda::Launch launch{nullptr, 2};
  for (DType dtype : {DType::f32, DType::bf16, DType::s32, DType::f64, DType::s8}) {
    INFO(dtype_name(dtype));
    const std::size_t size = dtype_size(dtype);
    const Array a = random_integers({n}, 1, -50, 50).astype(dtype);
    const Array b = random_integers({n}, 2, 1, 50).astype(dtype);
    const Array p = random_integers({n}, 3, 0, 2).astype(DType::boolean);
    // Aligned operands at offset 0, unaligned ones one element in.
    DeviceBuffer x((n + 1) * size), y((n + 1) * size), c(n + 1), out((n + 1) * size), bits(n + 1);
    const auto run = [&](std::size_t shift, auto&& body) {
      upload(x.at(shift * size), a);
      upload(y.at(shift * size), b);
      upload(c.at(shift), p);
      REQUIRE(body(x.at(shift * size), y.at(shift * size), c.at(shift), out.at(shift * size),
                   bits.at(shift)) == cudaSuccess);
      return std::pair{download(out.at(shift * size), dtype, n), download(bits.at(shift), DType::boolean, n)};
    };
    const auto ops = [&](const void* u, const void* v, const void* predicate, void* o, void* flags) {
      cudaError_t status = cuda::launch_binary(cuda::BinaryFn::sub, dtype, u, v, o, n, launch);
      if (status == cudaSuccess) status = cuda::launch_unary(cuda::UnaryFn::neg, dtype, o, o, n, launch);
      if (status == cudaSuccess) status = cuda::launch_select(dtype, predicate, o, u, o, n, launch);
      if (status == cudaSuccess)
        status = cuda::launch_compare(CompareDirection::lt, dtype, u, o, flags, n, launch);
      return status;
    };
    const auto vector = run(0, ops);
    const std::int64_t vector_launches = cuda_emu::launch_count("kernels.cu: map2_kernel<K>");
    const auto scalar = run(1, ops);
    CHECK(vector_launches > 0);
    CHECK(cuda_emu::launch_count("kernels.cu: map2_kernel<1>") > 0);
    CHECK(cuda_emu::launch_count("kernels.cu: map1_kernel<1>") > 0);
    CHECK(cuda_emu::launch_count("kernels.cu: select_kernel<1>") > 0);
    CHECK(same_bits(vector.first, scalar.first));
    CHECK(same_bits(vector.second, scalar.second));
    // And the values are the op's: select(p, -(a - b), a), then a < that.
    for (std::int64_t i = 0; i < n; ++i) {
      const double want = p.get(i) != 0 ? -(a.get(i) - b.get(i)) : a.get(i);
      REQUIRE(scalar.first.get(i) == want);
      REQUIRE(scalar.second.get(i) == (a.get(i) < want ? 1 : 0));
    }
  }
  CHECK(cuda_emu::failures().empty());
}

TEST_CASE("cuda emulation: fill and convert on unaligned pointers") {
  const Fresh fresh;
  const std::int64_t n = 517;
  const cuda::Launch launch{nullptr, 2};
  DeviceBuffer in((n + 1) * 4), out((n + 1) * 2);
  const Array x = random_normal({n}, 7, DType::f32);
  upload(in.at(4), x);
  REQUIRE(cuda::launch_convert(DType::f32, DType::bf16, in.at(4), out.at(2), n, launch) == cudaSuccess);
  CHECK(same_bits(download(out.at(2), DType::bf16, n), x.astype(DType::bf16)));
  REQUIRE(cuda::launch_fill(2, 0x3f80, out.at(2), n, launch) == cudaSuccess);
  CHECK(same_bits(download(out.at(2), DType::bf16, n), full(DType::bf16, {n}, 1.0)));
  CHECK(cuda_emu::launch_count("kernels.cu: fill_kernel<1>") == 1);
  CHECK(cuda_emu::failures().empty());
}

TEST_CASE("cuda dot runs every dtype the reference runs, integers accumulating in 64 bits") {
  const Fresh fresh;
  const auto dot = [](const std::string& operands, const std::string& result) {
    return "pmap @dot axis=i devices=1 (%a: " + operands + "[3,40], %b: " + operands +
           "[40,5]) {\n  %0 = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} "
           ": " +
           result + "[3,5]\n  return %0\n}\n";
  };
  // int8 x int8 -> s32 (the conformance case), and the integer dtypes the kernel refused.
  const Array small_a = random_integers({3, 40}, 11, -128, 128).astype(DType::s8);
  const Array small_b = random_integers({40, 5}, 12, -128, 128).astype(DType::s8);
  require_same_as_reference(dot("s8", "s32"), {small_a, small_b});
  require_same_as_reference(dot("s8", "s64"), {small_a, small_b});
  for (const char* dtype : {"u8", "u16", "u32", "s16"}) {
    const DType d = parse_dtype(dtype);
    require_same_as_reference(dot(dtype, dtype), {random_integers({3, 40}, 13, 0, 120).astype(d),
                                                  random_integers({40, 5}, 14, 0, 120).astype(d)});
  }
  // Products past 2^32: a 64-bit result keeps them, a 32-bit one wraps as the reference's.
  Array big_a(DType::s64, {3, 40}), big_b(DType::s64, {40, 5});
  for (std::int64_t i = 0; i < big_a.size(); ++i) big_a.set_int64(i, (i % 7 - 3) * 3000000001LL);
  for (std::int64_t i = 0; i < big_b.size(); ++i) big_b.set_int64(i, (i % 5 + 1) * 2000000003LL);
  require_same_as_reference(dot("s64", "s64"), {big_a, big_b});
  require_same_as_reference(dot("s32", "s32"), {big_a.astype(DType::s32), big_b.astype(DType::s32)});
  // Batched, with rows and columns past one 16x16 tile and a depth that is not a multiple of 16.
  const std::string batched =
      "pmap @dot axis=i devices=1 (%a: s8[3,20,37], %b: s8[3,37,18]) {\n  %0 = dot %a, %b {lhs_contract=[2], "
      "rhs_contract=[1], lhs_batch=[0], rhs_batch=[0]} : s32[3,20,18]\n  return %0\n}\n";
  require_same_as_reference(batched, {random_integers({3, 20, 37}, 17, -128, 128).astype(DType::s8),
                                      random_integers({3, 37, 18}, 18, -128, 128).astype(DType::s8)});
  // f64 through cuBLAS's f64 GEMM, and f16.
  const Array f = random_integers({3, 40}, 15, -8, 8).astype(DType::f64);
  const Array g = random_integers({40, 5}, 16, -8, 8).astype(DType::f64);
  require_same_as_reference(dot("f64", "f64"), {f, g});
  require_same_as_reference(dot("f16", "f16"), {f.astype(DType::f16), g.astype(DType::f16)});
  require_same_as_reference(dot("f16", "f32"), {f.astype(DType::f16), g.astype(DType::f16)});
}

TEST_CASE("cuda concatenate copies rows longer than cudaMemcpy2D's largest pitch") {
  const Fresh fresh;
  cuda_emu::machine().max_pitch = 64;  // bytes: every row here is longer
  const Array a = random_normal({2, 24}, 21, DType::f32);
  const Array b = random_normal({3, 24}, 22, DType::f32);
  require_same_as_reference(R"(
pmap @cat axis=i devices=1 (%a: f32[2,24], %b: f32[3,24]) {
  %0 = concatenate %a, %b {dimension=0} : f32[5,24]
  %1 = transpose %a {perm=[1,0]} : f32[24,2]
  %2 = transpose %b {perm=[1,0]} : f32[24,3]
  %3 = concatenate %1, %2 {dimension=1} : f32[24,5]
  %4 = concatenate %a, %a {dimension=1} : f32[2,48]
  return %0, %3, %4
})",
                            {a, b});
}

TEST_CASE("cuda reports running out of device memory") {
  const Fresh fresh;
  cuda_emu::machine().memory_bytes = std::size_t{1} << 20;
  const auto gpu = BackendRegistry::global().open("cuda:virtual=2");
  const Program program = parse_program(R"(
pmap @big axis=i devices=2 (%x: f32[1]) {
  %0 = broadcast %x {dims=[0]} : f32[1024,1024]
  %1 = reduce_sum %0 {axes=[0,1]} : f32[]
  return %1
})");
  CHECK_THROWS_WITH(compile_and_run(*gpu, program, {{full(DType::f32, {1}, 1)}, {full(DType::f32, {1}, 2)}}),
                    Catch::StartsWith("out of device memory: "));
  CHECK(cuda_emu::bytes_in_use() == 0);  // what the failed run allocated was freed
}
