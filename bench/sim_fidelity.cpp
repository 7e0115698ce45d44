// Fidelity: each figure pmapsim predicts beside the published figure it must
// match, with the source's address, the kind of figure and the ratio.
//
//   ./bench_sim_fidelity [--markdown]
//
// Kinds and tolerances (issue 12): measured (a published measurement, ±25%),
// formula (a published closed form evaluated at the published figures it
// names, ±15%), peak (a datasheet figure, ±15%), latency (a published
// latency estimate, ±50%). The published values are written here as the
// sources give them; none is derived from pmapsim. Every simulated figure is
// one timing-only run of a one-op program (its makespan, so it includes the
// preset's per-collective overhead).
#include <fmt/core.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "pmapsim/pmapsim.hpp"

namespace {

using namespace pmapsim;

enum class Kind { measured, formula, peak, latency };

const char* kind_name(Kind kind) {
  switch (kind) {
    case Kind::measured:
      return "measured";
    case Kind::formula:
      return "formula";
    case Kind::peak:
      return "peak";
    case Kind::latency:
      return "latency";
  }
  return "?";
}

double tolerance(Kind kind) {
  switch (kind) {
    case Kind::measured:
      return 0.25;
    case Kind::formula:
    case Kind::peak:
      return 0.15;
    case Kind::latency:
      return 0.50;
  }
  return 0;
}

// Sources (addresses as published).
constexpr const char* kBookSharding = "https://jax-ml.github.io/scaling-book/sharding/";
constexpr const char* kBookTraining = "https://jax-ml.github.io/scaling-book/training/";
constexpr const char* kCloudV5e = "https://cloud.google.com/tpu/docs/v5e";
constexpr const char* kCloudV5p = "https://cloud.google.com/tpu/docs/v5p";
constexpr const char* kCloudV6e = "https://cloud.google.com/tpu/docs/v6e";
constexpr const char* kCloudV4 = "https://cloud.google.com/tpu/docs/v4";
constexpr const char* kH100 = "https://www.nvidia.com/en-us/data-center/h100/";
constexpr const char* kH200 = "https://www.nvidia.com/en-us/data-center/h200/";
constexpr const char* kNcclNvlink = "https://github.com/NVIDIA/nccl/blob/master/src/graph/topo.h";
constexpr const char* kNcclH100 = "https://docs.alayanew.com/en/docs/tech-blog/2026-05-06-nccl-tests";
constexpr const char* kNcclMultiNode = "https://saturncloud.io/blog/crusoe-nccl-cluster-validation";

// What is compared: a time (us) or a rate (GB/s or TFLOP/s).
struct Row {
  std::string what;
  std::string spec;     // sim backend spec
  std::string program;  // one-op program text
  Kind kind;
  double published;  // in `unit`
  std::string unit;  // "us", "TFLOP/s", "GB/s"
  std::string source;
  // Turns the simulated makespan (ns) into the row's unit.
  double (*from_ns)(double ns, double scale);
  double scale = 1;  // flops, bytes, ... that the conversion needs
};

double as_us(double ns, double) {
  return ns / 1e3;
}
double as_tflops(double ns, double flops) {
  return flops / ns / 1e3;
}
double as_gbps(double ns, double bytes) {
  return bytes / ns;
}

std::string matmul_program(std::int64_t n) {
  return fmt::format(
      "pmap @mm axis=i devices=1 (%a: bf16[{0},{0}], %b: bf16[{0},{0}]) {{\n"
      "  %r = dot %a, %b {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : f32[{0},{0}]\n"
      "  return %r\n}}\n",
      n);
}

std::string add_program(std::int64_t n) {
  return fmt::format(
      "pmap @add axis=i devices=1 (%x: f32[{0},{0}], %y: f32[{0},{0}]) {{\n"
      "  %r = add %x, %y : f32[{0},{0}]\n  return %r\n}}\n",
      n);
}

// One collective over every device; `elements` f32 per device as the op's
// operand (all_gather: the shard; the others: the whole local array).
std::string collective_program(const std::string& op, std::int64_t devices, std::int64_t elements) {
  const std::string head = fmt::format("pmap @c axis=i devices={} (%x: f32[{}]) {{\n", devices, elements);
  if (op == "psum")
    return head + fmt::format("  %r = psum %x {{axis=i}} : f32[{}]\n  return %r\n}}\n", elements);
  if (op == "all_gather") {
    return head + fmt::format("  %r = all_gather %x {{axis=i, dimension=0}} : f32[{}]\n  return %r\n}}\n",
                              elements * devices);
  }
  if (op == "psum_scatter") {
    return head + fmt::format("  %r = psum_scatter %x {{axis=i, dimension=0}} : f32[{}]\n  return %r\n}}\n",
                              elements / devices);
  }
  if (op == "all_to_all") {
    return head +
           fmt::format(
               "  %r = all_to_all %x {{axis=i, split_axis=0, concat_axis=0}} : f32[{}]\n  return %r\n}}\n",
               elements);
  }
  // ppermute: a shift by one along the ring of device ids.
  std::string perm;
  for (std::int64_t d = 0; d < devices; ++d)
    perm += fmt::format("{}[{},{}]", d ? "," : "", d, (d + 1) % devices);
  return head +
         fmt::format("  %r = ppermute %x {{axis=i, perm=[{}]}} : f32[{}]\n  return %r\n}}\n", perm, elements);
}

// A collective over the x axis of a 16x16 slice written as a mesh (y
// slowest, x fastest, as the topology numbers its chips): 16 groups at once,
// each one x-line.
std::string x_axis_program(const std::string& op, std::int64_t elements) {
  const std::string head = fmt::format("pmap @c mesh=[y=16, x=16] (%x: f32[{}]) {{\n", elements);
  if (op == "psum")
    return head + fmt::format("  %r = psum %x {{axis=x}} : f32[{}]\n  return %r\n}}\n", elements);
  if (op == "all_gather") {
    return head + fmt::format("  %r = all_gather %x {{axis=x, dimension=0}} : f32[{}]\n  return %r\n}}\n",
                              elements * 16);
  }
  // ppermute: each chip to its x+ neighbour (round the wrapped axis).
  std::string perm;
  for (int d = 0; d < 16; ++d) perm += fmt::format("{}[{},{}]", d ? "," : "", d, (d + 1) % 16);
  return head +
         fmt::format("  %r = ppermute %x {{axis=x, perm=[{}]}} : f32[{}]\n  return %r\n}}\n", perm, elements);
}

// A data-parallel training step of `layers` MLP blocks (bf16 W_in [D,F],
// W_out [F,D]; the scaling book's model of a Transformer layer) on a
// per-device batch of `batch`: the forward matmuls, the backward ones (each
// weight's gradient h^T dy and, except for the first weight, dy W^T), each
// gradient all-reduced over every device as soon as it exists, and the SGD
// update w - g (the learning rate folded in) after its all-reduce.
struct DataParallelStep {
  int devices;
  std::int64_t batch, d, f;
  int layers;
};

std::string data_parallel_program(const DataParallelStep& step) {
  const std::int64_t b = step.batch;
  std::vector<std::pair<std::int64_t, std::int64_t>> weights;  // [in, out] per matrix
  for (int l = 0; l < step.layers; ++l) {
    weights.emplace_back(step.d, step.f);
    weights.emplace_back(step.f, step.d);
  }
  std::string text = fmt::format("pmap @dp_step axis=i devices={} (%x: bf16[{},{}]", step.devices, b, step.d);
  for (std::size_t k = 0; k < weights.size(); ++k)
    text += fmt::format(", %w{}: bf16[{},{}]", k, weights[k].first, weights[k].second);
  text += ") {\n";
  auto matmul = [](int lhs, int rhs) {
    return fmt::format("{{lhs_contract=[{}], rhs_contract=[{}], lhs_batch=[], rhs_batch=[]}}", lhs, rhs);
  };
  std::string h = "%x";
  for (std::size_t k = 0; k < weights.size(); ++k) {  // forward: h_{k+1} = h_k W_k
    text += fmt::format("  %h{} = dot {}, %w{} {} : bf16[{},{}]\n", k + 1, h, k, matmul(1, 0), b,
                        weights[k].second);
    h = fmt::format("%h{}", k + 1);
  }
  std::string dy = h;  // the loss's gradient, taken as the output itself
  std::string results;
  for (std::size_t k = weights.size(); k-- > 0;) {  // backward, last weight first
    const auto [in, out] = weights[k];
    const std::string input = k == 0 ? "%x" : fmt::format("%h{}", k);
    text += fmt::format("  %g{} = dot {}, {} {} : bf16[{},{}]\n", k, input, dy, matmul(0, 0), in, out);
    text += fmt::format("  %s{0} = psum %g{0} {{axis=i}} : bf16[{1},{2}]\n", k, in, out);
    text += fmt::format("  %u{0} = sub %w{0}, %s{0} : bf16[{1},{2}]\n", k, in, out);
    results += fmt::format("{}%u{}", results.empty() ? "" : ", ", k);
    if (k == 0) break;
    text += fmt::format("  %dy{} = dot {}, %w{} {} : bf16[{},{}]\n", k, dy, k, matmul(1, 1), b, in);
    dy = fmt::format("%dy{}", k);
  }
  return text + "  return " + results + "\n}\n";
}

// The scaling book's data-parallel model of that step: T_math = flops / C
// (2·B·D·F per matmul, per device), T_comms = 2·V / (n_axes · W_bidi) per
// gradient all-reduce of V bytes. The forward pass cannot overlap the
// all-reduces (no gradient exists yet); the backward pass hides them or
// is hidden by them: T = T_fwd + max(T_bwd, T_comms).
double data_parallel_book_us(const DataParallelStep& step, double peak_flops, double w_bidi, int n_axes) {
  const double matmul_flops = 2.0 * static_cast<double>(step.batch * step.d * step.f);
  const int matrices = 2 * step.layers;
  const double forward = matrices * matmul_flops / peak_flops;
  const double backward = (2.0 * matrices - 1) * matmul_flops / peak_flops;  // no dx for the first weight
  const double grad_bytes = 2.0 * static_cast<double>(step.d * step.f);
  const double comms = matrices * 2.0 * grad_bytes / (n_axes * w_bidi);
  return (forward + std::max(backward, comms)) * 1e6;
}

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;

// The scaling book's collective formulas: V the whole array's bytes, W_bidi
// the bidirectional bandwidth of one link (both ways), n_axes the axes the
// collective spans. AllGather / ReduceScatter: V / (n_axes · W_bidi);
// AllReduce twice that; AllToAll on a bidirectional ring: V / (4 · W_bidi).
double book_us(double volume_bytes, double w_bidi, double factor) {
  return factor * volume_bytes / w_bidi * 1e6;
}

std::vector<Row> rows() {
  std::vector<Row> all;
  auto matmul = [&](const std::string& chip, const std::string& extra, double tflops, const char* source) {
    const std::int64_t n = 8192;
    all.push_back({fmt::format("{} bf16 matmul {}^3 (TFLOP/s)", chip, n),
                   fmt::format("sim:{},devices=1{},timing-only", chip, extra), matmul_program(n), Kind::peak,
                   tflops, "TFLOP/s", source, as_tflops, 2.0 * n * n * n});
  };
  matmul("tpu-v4", "", 275, kCloudV4);
  matmul("tpu-v5e", "", 197, kCloudV5e);
  matmul("tpu-v5p", "", 459, kCloudV5p);
  matmul("tpu-v6e", "", 918, kCloudV6e);
  // NVIDIA's pages give 1,979 TFLOP/s BF16 "with sparsity"; dense is half.
  matmul("h100-sxm", ",topology=switch:1", 1979.0 / 2, kH100);
  matmul("h200-sxm", ",topology=switch:1", 1979.0 / 2, kH200);

  auto add = [&](const std::string& chip, const std::string& extra, double gbps, const char* source) {
    const std::int64_t n = 8192;
    all.push_back({fmt::format("{} f32 add {}^2 (HBM GB/s)", chip, n),
                   fmt::format("sim:{},devices=1{},timing-only", chip, extra), add_program(n), Kind::peak,
                   gbps, "GB/s", source, as_gbps, 3.0 * 4 * n * n});
  };
  add("tpu-v5e", "", 819, kCloudV5e);
  add("tpu-v5p", "", 2765, kCloudV5p);
  add("tpu-v6e", "", 1638, kCloudV6e);
  add("h100-sxm", ",topology=switch:1", 3350, kH100);
  add("h200-sxm", ",topology=switch:1", 4800, kH200);

  // TPU collectives at bandwidth-bound sizes against the book's formulas.
  struct Coll {
    std::string chip, topology;
    int devices;
    std::string op;
    double volume;  // V: the whole array's bytes
    double w_bidi;  // book: ICI bidirectional bandwidth per link
    double factor;  // time = factor · V / W_bidi
    std::string formula;
  };
  const std::vector<Coll> colls = {
      {"tpu-v5e", "16", 16, "all_gather", 256 * kMiB, 9e10, 1.0, "V/W_bidi"},
      {"tpu-v5e", "16", 16, "psum_scatter", 256 * kMiB, 9e10, 1.0, "V/W_bidi"},
      {"tpu-v5e", "16", 16, "psum", 256 * kMiB, 9e10, 2.0, "2V/W_bidi"},
      {"tpu-v5e", "16", 16, "all_to_all", 256 * kMiB, 9e10, 0.25, "V/(4 W_bidi)"},
      {"tpu-v5e", "16x16", 256, "all_gather", 1 * kGiB, 9e10, 0.5, "V/(2 W_bidi)"},
      {"tpu-v5e", "16x16", 256, "psum_scatter", 1 * kGiB, 9e10, 0.5, "V/(2 W_bidi)"},
      {"tpu-v5e", "16x16", 256, "psum", 1 * kGiB, 9e10, 1.0, "2V/(2 W_bidi)"},
      {"tpu-v6e", "16x16", 256, "psum", 1 * kGiB, 1.8e11, 1.0, "2V/(2 W_bidi)"},
      {"tpu-v4", "4x4x4", 64, "psum", 1 * kGiB, 9e10, 2.0 / 3, "2V/(3 W_bidi)"},
      {"tpu-v5p", "4x4x4", 64, "psum", 1 * kGiB, 1.8e11, 2.0 / 3, "2V/(3 W_bidi)"},
      {"tpu-v5p", "4x4x4", 64, "all_gather", 1 * kGiB, 1.8e11, 1.0 / 3, "V/(3 W_bidi)"},
      {"tpu-v5p", "4x4x4", 64, "psum_scatter", 1 * kGiB, 1.8e11, 1.0 / 3, "V/(3 W_bidi)"},
  };
  for (const Coll& c : colls) {
    // Per-device operand: the shard for all_gather, the whole array otherwise
    // (all_to_all: V is the whole distributed array, V/n per device).
    std::int64_t elements = static_cast<std::int64_t>(c.volume / 4);
    if (c.op == "all_gather" || c.op == "all_to_all") elements /= c.devices;
    all.push_back({fmt::format("{} {} {} {} MiB ({})", c.chip, c.topology, c.op, c.volume / kMiB, c.formula),
                   fmt::format("sim:{},topology={},timing-only", c.chip, c.topology),
                   collective_program(c.op, c.devices, elements), Kind::formula,
                   book_us(c.volume, c.w_bidi, c.factor), "us", kBookSharding, as_us});
  }
  // One axis of a 2-D slice: the wrapped 16-long x axis of v5e 16x16.
  const std::string v5e_pod = "sim:tpu-v5e,topology=16x16,timing-only";
  all.push_back({"tpu-v5e 16x16 all_gather over x, 64 MiB (V/W_bidi)", v5e_pod,
                 x_axis_program("all_gather", static_cast<std::int64_t>(64 * kMiB / 4 / 16)), Kind::formula,
                 book_us(64 * kMiB, 9e10, 1.0), "us", kBookSharding, as_us});
  all.push_back({"tpu-v5e 16x16 psum over x, 64 MiB (2V/W_bidi)", v5e_pod,
                 x_axis_program("psum", static_cast<std::int64_t>(64 * kMiB / 4)), Kind::formula,
                 book_us(64 * kMiB, 9e10, 2.0), "us", kBookSharding, as_us});
  all.push_back({"tpu-v5e 16x16 ppermute x+1, 64 MiB (V/W_uni)", v5e_pod,
                 x_axis_program("ppermute", static_cast<std::int64_t>(64 * kMiB / 4)), Kind::formula,
                 64 * kMiB / 4.5e10 * 1e6, "us", kBookSharding, as_us});
  all.push_back({"tpu-v5p 4x4x4 ppermute shift, 256 MiB (V/W_uni)", "sim:tpu-v5p,topology=4x4x4,timing-only",
                 collective_program("ppermute", 64, static_cast<std::int64_t>(256 * kMiB / 4)), Kind::formula,
                 256 * kMiB / 9e10 * 1e6, "us", kBookSharding, as_us});
  // A neighbour ppermute: V over one link one way (book: W_ici one way 4.5e10 on v5e).
  all.push_back({"tpu-v5e 16 ppermute shift 64 MiB (V/W_uni)", "sim:tpu-v5e,topology=16,timing-only",
                 collective_program("ppermute", 16, static_cast<std::int64_t>(64 * kMiB / 4)), Kind::formula,
                 64 * kMiB / 4.5e10 * 1e6, "us", kBookSharding, as_us});
  // Latency-bound: a small collective costs about its hops at ~1 us each (book:
  // 'each hop ... typically around 1us'); a bidirectional ring of n spans n/2 hops.
  all.push_back({"tpu-v5e 16 all_gather 16 KiB (n/2 hops x 1us)", "sim:tpu-v5e,topology=16,timing-only",
                 collective_program("all_gather", 16, 16 * 1024 / 4 / 16), Kind::latency, 8.0, "us",
                 kBookSharding, as_us});
  all.push_back({"tpu-v5e 16x16 all_gather 64 KiB (2 x 16/2 hops x 1us)", v5e_pod,
                 collective_program("all_gather", 256, 64 * 1024 / 4 / 256), Kind::latency, 16.0, "us",
                 kBookSharding, as_us});
  all.push_back({"tpu-v5p 4x4x4 psum 64 KiB (hops x 1us)", "sim:tpu-v5p,topology=4x4x4,timing-only",
                 collective_program("psum", 64, 64 * 1024 / 4), Kind::latency,
                 // reduce-scatter then all-gather over 3 wrapped axes of 4: 2 x 3 x 2 hops
                 12.0, "us", kBookSharding, as_us});
  // Measured: AllGather of bf16[256,256] (128 KiB) over a 4-chip v5e axis,
  // ~8 us. Not independent: the v5e preset's collective_overhead_ns was
  // calibrated on this figure (its source says so).
  all.push_back({"tpu-v5e 4 all_gather bf16[256,256] (measured ~8us)", "sim:tpu-v5e,topology=4,timing-only",
                 collective_program("all_gather", 4, 256 * 256 * 2 / 4 / 4), Kind::measured, 8.0, "us",
                 kBookSharding, as_us});

  // Data-parallel training steps: compute-bound (per-device batch above the
  // book's C / W_ici, 2550 on v5p) and communication-bound (below it).
  struct DataParallelRow {
    std::string chip, topology;
    DataParallelStep step;
    double peak_flops, w_bidi;
    int n_axes;
  };
  const std::vector<DataParallelRow> dp_rows = {
      {"tpu-v5p", "16", {16, 8192, 4096, 16384, 4}, 4.59e14, 1.8e11, 1},
      {"tpu-v5p", "16", {16, 512, 4096, 16384, 4}, 4.59e14, 1.8e11, 1},
      {"tpu-v5e", "16x16", {256, 4096, 4096, 16384, 4}, 1.97e14, 9e10, 2},
      {"tpu-v5e", "16x16", {256, 256, 4096, 16384, 4}, 1.97e14, 9e10, 2},
  };
  for (const DataParallelRow& r : dp_rows) {
    all.push_back(
        {fmt::format("{} {} DP step, batch {}/chip, D={} F={} x{} layers (T_fwd + max(T_bwd, T_comms))",
                     r.chip, r.topology, r.step.batch, r.step.d, r.step.f, r.step.layers),
         fmt::format("sim:{},topology={},timing-only", r.chip, r.topology), data_parallel_program(r.step),
         Kind::formula, data_parallel_book_us(r.step, r.peak_flops, r.w_bidi, r.n_axes), "us", kBookTraining,
         as_us});
  }

  // GPUs: 8 on one NVLink switch. nccl-tests busbw of a large all_reduce,
  // measured 460-480 GB/s on 8xH100 SXM (the middle is taken).
  const double ar_bytes = 1 * kGiB;
  all.push_back({"8xh100-sxm all_reduce 1 GiB busbw (nccl-tests)",
                 "sim:h100-sxm,topology=switch:8,timing-only",
                 collective_program("psum", 8, static_cast<std::int64_t>(ar_bytes / 4)), Kind::measured, 470,
                 "GB/s", kNcclH100, as_gbps, ar_bytes * 2 * 7 / 8});
  // Several 8xH100 nodes over InfiniBand NDR (400 Gb/s = 50 GB/s per GPU):
  // nccl-tests all_reduce busbw 400-450 GB/s at 8 GB and up (the middle is
  // taken; two nodes, and the DCN's 5 us, are this row's assumptions).
  const double multi_node_bytes = 8 * kGiB;
  all.push_back({"2x8xh100-sxm over IB NDR all_reduce 8 GiB busbw (nccl-tests)",
                 "sim:h100-sxm,topology=switch:8:pods=2:dcn_gbps=50:dcn_us=5,timing-only",
                 collective_program("psum", 16, static_cast<std::int64_t>(multi_node_bytes / 4)),
                 Kind::measured, 425, "GB/s", kNcclMultiNode, as_gbps, multi_node_bytes * 2 * 15 / 16});
  // NVLink 4 as NCCL drives it: 18 links x 20.6 GB/s = 370.8 GB/s one way (the
  // preset's figure; the signalling rate is 450); a ppermute moves V one way.
  all.push_back({"8xh100-sxm ppermute 1 GiB (GB/s per GPU)", "sim:h100-sxm,topology=switch:8,timing-only",
                 collective_program("ppermute", 8, static_cast<std::int64_t>(kGiB / 4)), Kind::peak, 370.8,
                 "GB/s", kNcclNvlink, as_gbps, kGiB});
  all.push_back({"8xh200-sxm all_gather 1 GiB busbw (NVLink 370.8 GB/s)",
                 "sim:h200-sxm,topology=switch:8,timing-only",
                 collective_program("all_gather", 8, static_cast<std::int64_t>(kGiB / 4 / 8)), Kind::peak,
                 370.8, "GB/s", kNcclNvlink, as_gbps, kGiB * 7 / 8});
  return all;
}

double simulate_ns(const Row& row) {
  Runtime runtime = Runtime::open(row.spec);
  const Program program = parse_program(row.program, row.what);
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (auto& device_args : args) {
    for (const Parameter& p : program.params)
      device_args.push_back(Array::shape_only(p.type.dtype, p.type.shape));
  }
  RunOptions options;
  options.profile = false;
  return compile_and_run(runtime.backend(), program, args, options).profile.total_ns;
}

}  // namespace

int main(int argc, char** argv) {
  const bool markdown = argc > 1 && std::strcmp(argv[1], "--markdown") == 0;
  if (markdown) {
    fmt::print("| figure | kind | published | pmapsim | ratio | within | source |\n");
    fmt::print("|---|---|---|---|---|---|---|\n");
  } else {
    fmt::print("{:<56} {:<9} {:>11} {:>11} {:>7} {:>8}  {}\n", "figure", "kind", "published", "pmapsim",
               "ratio", "within", "source");
  }
  int within = 0;
  int total = 0;
  for (const Row& row : rows()) {
    ++total;
    std::string predicted_text;
    std::string ratio_text = "-";
    std::string verdict = "outside";
    try {
      const double predicted = row.from_ns(simulate_ns(row), row.scale);
      const double ratio = predicted / row.published;
      const bool ok = std::isfinite(ratio) && std::abs(ratio - 1) <= tolerance(row.kind) + 1e-12;
      within += ok;
      predicted_text = fmt::format("{:.4g} {}", predicted, row.unit);
      ratio_text = fmt::format("{:.3f}", ratio);
      verdict = ok ? "within" : "outside";
    } catch (const std::exception& error) {
      predicted_text = "error";
      fmt::print(stderr, "{}: {}\n", row.what, error.what());
    }
    const std::string published = fmt::format("{:.4g} {}", row.published, row.unit);
    const std::string kind = fmt::format("{} ±{:.0f}%", kind_name(row.kind), tolerance(row.kind) * 100);
    if (markdown) {
      fmt::print("| {} | {} | {} | {} | {} | {} | {} |\n", row.what, kind, published, predicted_text,
                 ratio_text, verdict, row.source);
    } else {
      fmt::print("{:<56} {:<13} {:>13} {:>13} {:>7} {:>8}  {}\n", row.what, kind, published, predicted_text,
                 ratio_text, verdict, row.source);
    }
    std::fflush(stdout);
  }
  fmt::print("{}{} of {} within tolerance\n", markdown ? "\n" : "", within, total);
  return 0;
}
