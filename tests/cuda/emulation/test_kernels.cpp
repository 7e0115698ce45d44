// The kernels through their launch functions where the backend never takes a
// path (pointers not aligned to a 16-byte vector), and the backend's fixes
// that need its kernels to run: each against the reference bit for bit.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <complex>
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
// The same bits but where both are NaN (whose sign and payload IEEE leaves open: x86 and a GPU
// propagate them differently), part by part for complex numbers.
bool same_bits_but_nans(const Array& a, const Array& b) {
  if (a.dtype() != b.dtype() || a.size() != b.size()) return false;
  if (!is_complex(a.dtype())) return same_bits(a, b);
  const std::size_t part = dtype_size(a.dtype()) / 2;
  for (std::int64_t i = 0; i < 2 * a.size(); ++i) {
    const std::complex<double> x = a.get_complex(i / 2), y = b.get_complex(i / 2);
    const double u = i % 2 == 0 ? x.real() : x.imag(), v = i % 2 == 0 ? y.real() : y.imag();
    if (std::isnan(u) && std::isnan(v)) continue;
    if (std::memcmp(a.raw() + i * part, b.raw() + i * part, part) != 0) return false;
  }
  return true;
}

// Runs `program` on the emulated "cuda:virtual=1" and on the reference with
// the same arguments; every result must have the same bits (NaNs aside, with
// nans_may_differ).
void require_same_as_reference(const std::string& text, const std::vector<Array>& args,
                               bool nans_may_differ = false) {
  const Program program = parse_program(text);
  const auto gpu = BackendRegistry::global().open("cuda:virtual=1");
  const auto reference = BackendRegistry::global().open("reference:devices=1");
  const RunResult got = compile_and_run(*gpu, program, {args});
  const RunResult want = compile_and_run(*reference, program, {args});
  REQUIRE(got.outputs[0].size() == want.outputs[0].size());
  for (std::size_t r = 0; r < want.outputs[0].size(); ++r) {
    INFO("result " << r << " of " << text);
    CHECK(got.outputs[0][r].type() == want.outputs[0][r].type());
    CHECK((nans_may_differ ? same_bits_but_nans(got.outputs[0][r], want.outputs[0][r])
                           : same_bits(got.outputs[0][r], want.outputs[0][r])));
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

namespace {

// One scatter of %x at %i by %u on one device.
std::string scatter_program(const std::string& operand, const std::string& indices,
                            const std::string& updates, const std::string& dims,
                            const std::string& computation) {
  return "pmap @scatter axis=i devices=1 (%x: " + operand + ", %i: " + indices + ", %u: " + updates +
         ") {\n  %0 = scatter %x, %i, %u {" + dims + ", computation=" + computation + "} : " + operand +
         "\n  return %0\n}\n";
}

constexpr const char* kRows =
    "update_window_dims=[1], inserted_window_dims=[0], scatter_dims_to_operand_dims=[0], index_vector_dim=1";

// The rows 0..n-1 in a shuffled order (distinct), as s32[n,1].
Array shuffled_rows(std::int64_t n, std::uint64_t seed) {
  const Array keys = random_integers({n}, seed, 0, 1 << 30);
  std::vector<std::int64_t> rows(static_cast<std::size_t>(n));
  for (std::int64_t k = 0; k < n; ++k) rows[static_cast<std::size_t>(k)] = k;
  std::stable_sort(rows.begin(), rows.end(),
                   [&](std::int64_t a, std::int64_t b) { return keys.get(a) < keys.get(b); });
  Array out(DType::s32, {n, 1});
  for (std::int64_t k = 0; k < n; ++k) out.set(k, static_cast<double>(rows[static_cast<std::size_t>(k)]));
  return out;
}

}  // namespace

TEST_CASE("cuda scatter of many distinct rows runs one thread per update element") {
  const Fresh fresh;
  // 2500 points, each a row of 3 (distinct rows, shuffled): no two update elements meet.
  const Array x = random_normal({3000, 3}, 31, DType::f32);
  const Array rows = shuffled_rows(3000, 32);
  Array indices(DType::s32, {2500, 1});
  for (std::int64_t k = 0; k < 2500; ++k) indices.set(k, rows.get(k));
  const Array updates = random_normal({2500, 3}, 33, DType::f32);
  for (const char* computation : {"add", "replace", "mul", "max", "min"}) {
    INFO(computation);
    require_same_as_reference(
        scatter_program("f32[3000,3]", "s32[2500,1]", "f32[2500,3]", kRows, computation),
        {x, indices, updates});
  }
  CHECK(cuda_emu::launch_count("indexing.cu: scatter_direct_kernel") == 5);
}

TEST_CASE("cuda scatter combines duplicate indices in the reference's order, every dtype") {
  const Fresh fresh;
  // 3000 points into 64 rows of 5 (about 47 updates per element), a few rows
  // out of range (their windows are skipped).
  const Array indices = random_integers({3000, 1}, 41, -2, 66).astype(DType::s32);
  for (const char* dtype : {"f32", "f64", "bf16", "s32", "u8", "s16", "u64", "bool"}) {
    const DType d = parse_dtype(dtype);
    const Array x = d == DType::boolean ? random_integers({64, 5}, 42, 0, 2).astype(d)
                    : is_floating(d)    ? random_normal({64, 5}, 42, d)
                                        : random_integers({64, 5}, 42, 0, 9).astype(d);
    const Array updates = d == DType::boolean ? random_integers({3000, 5}, 43, 0, 2).astype(d)
                          : is_floating(d)    ? random_normal({3000, 5}, 43, d)
                                              : random_integers({3000, 5}, 43, 0, 9).astype(d);
    const std::string t(dtype);
    const std::vector<std::string> computations =
        d == DType::boolean ? std::vector<std::string>{"replace", "max", "min"}
                            : std::vector<std::string>{"add", "replace", "max", "min", "mul"};
    for (const std::string& computation : computations) {
      INFO(dtype << " " << computation);
      require_same_as_reference(
          scatter_program(t + "[64,5]", "s32[3000,1]", t + "[3000,5]", kRows, computation),
          {x, indices, updates});
    }
  }
}

TEST_CASE("cuda scatter of windows larger than a block, duplicates among them") {
  const Fresh fresh;
  const Array x = random_normal({8, 700}, 51, DType::f32);
  const Array indices = random_integers({40, 1}, 52, 0, 8).astype(DType::s32);
  const Array updates = random_normal({40, 700}, 53, DType::f32);
  for (const char* computation : {"add", "replace"}) {
    INFO(computation);
    require_same_as_reference(scatter_program("f32[8,700]", "s32[40,1]", "f32[40,700]", kRows, computation),
                              {x, indices, updates});
  }
  // One point: its window alone, nothing to order.
  require_same_as_reference(
      scatter_program("f32[8,700]", "s32[1,1]", "f32[1,700]", kRows, "add"),
      {x, Array::from_doubles(DType::s32, {1, 1}, {5}), random_normal({1, 700}, 54, DType::f32)});
}

TEST_CASE("cuda scatter of overlapping windows applies updates in the updates' row-major order") {
  const Fresh fresh;
  // Windows of 7 at random starts along one dim (some out of bounds): an
  // element is hit at different window offsets by different points. With the
  // window dim first in the updates, their row-major order is not point order.
  const Array x = random_normal({100}, 61, DType::f32);
  const Array starts = random_integers({400, 1}, 62, -3, 100).astype(DType::s32);
  const std::string window_first =
      "update_window_dims=[0], inserted_window_dims=[], scatter_dims_to_operand_dims=[0], index_vector_dim=1";
  const std::string window_last =
      "update_window_dims=[1], inserted_window_dims=[], scatter_dims_to_operand_dims=[0], index_vector_dim=1";
  for (const char* computation : {"replace", "add"}) {
    INFO(computation);
    require_same_as_reference(
        scatter_program("f32[100]", "s32[400,1]", "f32[7,400]", window_first, computation),
        {x, starts, random_normal({7, 400}, 63, DType::f32)});
    require_same_as_reference(
        scatter_program("f32[100]", "s32[400,1]", "f32[400,7]", window_last, computation),
        {x, starts, random_normal({400, 7}, 64, DType::f32)});
  }
  // 2-D windows at 2-D starts (s64 indices), and a batched scatter (u8 indices).
  require_same_as_reference(
      scatter_program(
          "f32[20,30]", "s64[500,2]", "f32[500,3,4]",
          "update_window_dims=[1,2], inserted_window_dims=[], scatter_dims_to_operand_dims=[0,1], "
          "index_vector_dim=1",
          "replace"),
      {random_normal({20, 30}, 65, DType::f32), random_integers({500, 2}, 66, 0, 28).astype(DType::s64),
       random_normal({500, 3, 4}, 67, DType::f32)});
  require_same_as_reference(
      scatter_program(
          "f32[4,50]", "u8[4,300,1]", "f32[4,300]",
          "update_window_dims=[], inserted_window_dims=[1], input_batching_dims=[0], "
          "scatter_indices_batching_dims=[0], scatter_dims_to_operand_dims=[1], index_vector_dim=2",
          "add"),
      {random_normal({4, 50}, 68, DType::f32), random_integers({4, 300, 1}, 69, 0, 55).astype(DType::u8),
       random_normal({4, 300}, 70, DType::f32)});
}

TEST_CASE("cuda sort merges a long row's top levels in chunks, one thread each") {
  const Fresh fresh;
  // One row of 5000: the levels whose runs are longer than a chunk
  // (RegionSort::chunk, 64) merge in chunks; the deeper ones one thread per run.
  const std::string program = R"(
pmap @sort axis=i devices=1 (%x: f32[5000], %y: s32[5000]) {
  %sx, %sy = sort %x, %y {dimension=0, is_stable=1} : f32[5000], s32[5000] (%a: f32[], %b: f32[], %c: s32[], %d: s32[]) {
    %lt = compare %a, %b {direction=lt} : bool[]
    return %lt
  }
  return %sx, %sy
})";
  const Array keys = random_integers({5000}, 81, -40, 40).astype(DType::f32);  // many ties
  require_same_as_reference(program, {keys, random_integers({5000}, 82, 0, 1000).astype(DType::s32)});
  // ceil(5000 / 2^d) > 64 for depths 0..6: seven chunked levels, six of one thread per run.
  CHECK(cuda_emu::launch_count("regions.cu: sort_split_kernel") == 7);
  CHECK(cuda_emu::launch_count("regions.cu: sort_merge_chunks_kernel") == 7);
  CHECK(cuda_emu::launch_count("regions.cu: sort_merge_runs_kernel") == 13);
}

namespace {

// A loop of `trips` trips on 8 devices (a psum inside, so they run in
// lockstep), then a branch every device takes alike: the host waits it takes.
std::int64_t host_waits_of_loop(int trips) {
  const Program program = parse_program(R"(
pmap @loop axis=i devices=8 (%x: f32[4]) {
  %k0 = constant {value=0} : s32[]
  %k, %acc = while_loop %k0, %x : s32[], f32[4] (%i: s32[], %a: f32[4]) {
    %n = constant {value=)" + std::to_string(trips) +
                                        R"(} : s32[]
    %more = compare %i, %n {direction=lt} : bool[]
    return %more
  } (%i: s32[], %a: f32[4]) {
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    %s = psum %a {axis=i} : f32[4]
    return %next, %s
  }
  %yes = compare %k, %k {direction=eq} : bool[]
  %c = cond %yes : f32[4] () {
    %p = psum %acc {axis=i} : f32[4]
    return %p
  } () {
    return %acc
  }
  return %c
})");
  const auto gpu = BackendRegistry::global().open("cuda:virtual=8");
  std::vector<std::vector<Array>> args;
  for (int d = 0; d < 8; ++d) args.push_back({full(DType::f32, {4}, 0.25 * d)});
  const std::int64_t before = cuda_emu::host_waits();
  compile_and_run(*gpu, program, args);
  return cuda_emu::host_waits() - before;
}

}  // namespace

TEST_CASE("cuda loops and branches wait for the devices once per trip, not once per device") {
  const Fresh fresh;
  // A loop's trip reads 8 devices' conditions: one host wait (the first
  // device's stream waits for the others' copies into pinned memory).
  const std::int64_t short_loop = host_waits_of_loop(2);
  const std::int64_t long_loop = host_waits_of_loop(12);
  CHECK(long_loop - short_loop == 10);
  CHECK(cuda_emu::failures().empty());
}

TEST_CASE("cuda scatter combines complex updates as the reference's std::complex, infinities included") {
  const Fresh fresh;
  // Duplicates (every row about 12 times), products that overflow, and
  // infinities and NaNs among the updates: the Annex G recovery of a product
  // whose parts are both NaN.
  const double specials[] = {INFINITY, -INFINITY, NAN, 0.0, -0.0, 1e30, -1e-30};
  for (DType dtype : {DType::c64, DType::c128}) {
    Array x(dtype, {16, 3}), updates(dtype, {200, 3});
    const Array a = random_normal({16, 3, 2}, 91, DType::f64), b = random_normal({200, 3, 2}, 92, DType::f64);
    for (std::int64_t i = 0; i < x.size(); ++i) x.set_complex(i, {a.get(2 * i), a.get(2 * i + 1)});
    for (std::int64_t i = 0; i < updates.size(); ++i) {
      double re = b.get(2 * i) * 4, im = b.get(2 * i + 1) * 4;
      if (i % 7 == 3) re = specials[(i / 7) % 7];
      if (i % 11 == 5) im = specials[(i / 11) % 7];
      updates.set_complex(i, {re, im});
    }
    const Array indices = random_integers({200, 1}, 93, 0, 16).astype(DType::s32);
    const std::string t(dtype_name(dtype));
    for (const char* computation : {"add", "mul", "replace"}) {
      INFO(t << " " << computation);
      // A NaN's sign after a product of NaNs is the compiler's operand order's (GCC swaps ad + bc).
      require_same_as_reference(
          scatter_program(t + "[16,3]", "s32[200,1]", t + "[200,3]", kRows, computation),
          {x, indices, updates}, std::string(computation) == "mul");
    }
  }
}

TEST_CASE("cuda reduces many short rows a warp each and moves contiguous gathers in wide elements") {
  // 200 rows: more than the 2 emulated SMs' warps, so each row gets a warp;
  // integer values, so every summation order gives the reference's bits.
  const Fresh fresh;
  const Array rows = random_integers({200, 100}, 31, -9, 9).astype(DType::f32);
  const Array wide_rows = random_integers({200, 100}, 32, -9, 9).astype(DType::bf16);
  const Array counts = random_integers({200, 67}, 33, -1000, 1000).astype(DType::s32);
  const Array row = random_normal({16}, 34, DType::f32);
  require_same_as_reference(R"(
pmap @rows axis=i devices=1 (%a: f32[200,100], %b: bf16[200,100], %c: s32[200,67], %r: f32[16]) {
  %0 = reduce_sum %a {axes=[1]} : f32[200]
  %1 = reduce_max %b {axes=[1]} : bf16[200]
  %2 = reduce_sum %c {axes=[1]} : s32[200]
  %3 = reduce_max %a {axes=[1]} : f32[200]
  %4 = broadcast %r {dims=[1]} : f32[24,16]
  %5 = slice %a {start_indices=[0,4], limit_indices=[200,100]} : f32[200,96]
  return %0, %1, %2, %3, %4, %5
})",
                            {rows, wide_rows, counts, row});
  CHECK(cuda_emu::launch_count("kernels.cu: reduce_rows_warp_kernel<S, S>") == 4);
}
