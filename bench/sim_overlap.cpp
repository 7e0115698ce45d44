// Overlap and fusion: a data-parallel training step's simulated time with
// each op after the previous one (schedule=sequential) beside the default
// schedule (collectives on the ICI queue beside the compute stream), with
// fusion on and off, and how much of the collectives' time stays exposed.
//
// Steps: the demo's MLP step (examples/programs/mlp_train_step.spmd, tiny and
// latency-bound), the same step with its layers scaled up, and the scale
// bench's step (a 1 GiB gradient pmean after the backward dot). Timing-only.
//
//   ./bench_sim_overlap [PRESET]   (default tpu-v5e)
#include <fmt/core.h>

#include <chrono>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "pmapsim/pmapsim.hpp"

namespace {

using namespace pmapsim;

std::string read_text(const std::string& path) {
  std::ifstream file(path);
  if (!file) throw Error("cannot read " + path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// The demo's step with its sizes replaced inside every type (f32[1,16,784])
// and in the batch-size constants, so the same program runs at scale.
std::string scaled_step(const std::string& demo, const std::map<std::string, std::string>& sizes,
                        int devices) {
  const std::regex type(R"(f32\[([0-9, ]*)\])");
  std::string out;
  auto last = demo.cbegin();
  for (std::sregex_iterator it(demo.begin(), demo.end(), type), end; it != end; ++it) {
    out.append(last, (*it)[0].first);
    std::string dims = (*it)[1].str(), mapped;
    const std::regex number("[0-9]+");
    auto from = dims.cbegin();
    for (std::sregex_iterator n(dims.begin(), dims.end(), number), stop; n != stop; ++n) {
      mapped.append(from, (*n)[0].first);
      const auto size = sizes.find(n->str());
      mapped += size == sizes.end() ? n->str() : size->second;
      from = (*n)[0].second;
    }
    mapped.append(from, dims.cend());
    out += "f32[" + mapped + "]";
    last = (*it)[0].second;
  }
  out.append(last, demo.cend());
  out = std::regex_replace(out, std::regex(R"(\{value=16\.0\})"), "{value=" + sizes.at("16") + ".0}");
  return std::regex_replace(out, std::regex("devices=8"), fmt::format("devices={}", devices));
}

std::string scale_bench_step(int devices) {
  return fmt::format(
      "pmap @dp_step axis=i devices={} (%x: bf16[1,256,16384], %w: bf16[16384,16384]) {{\n"
      "  %x2 = reshape %x : bf16[256,16384]\n"
      "  %h = dot %x2, %w {{lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : "
      "f32[256,16384]\n"
      "  %a = tanh %h : f32[256,16384]\n"
      "  %ab = convert %a : bf16[256,16384]\n"
      "  %g = dot %x2, %ab {{lhs_contract=[0], rhs_contract=[0], lhs_batch=[], rhs_batch=[]}} : "
      "f32[16384,16384]\n"
      "  %gm = pmean %g {{axis=i}} : f32[16384,16384]\n"
      "  return %gm\n}}\n",
      devices);
}

struct Row {
  double step_ns = 0, compute_ns = 0, collective_ns = 0, exposed_ns = 0;
  std::string fusion_groups;
};

Row run_step(const std::string& spec, const Program& program) {
  Runtime runtime = Runtime::open(spec);
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (auto& device_args : args) {
    for (const auto& param : program.params)
      device_args.push_back(Array::shape_only(param.type.dtype, param.type.shape));
  }
  RunOptions options;
  options.profile = false;
  const RunResult result = compile_and_run(runtime.backend(), program, args, options);
  const auto& meta = result.profile.metadata;
  return {result.profile.total_ns, std::stod(meta.at("compute_ns")), std::stod(meta.at("collective_ns")),
          std::stod(meta.at("exposed_collective_ns")), meta.at("fusion_groups")};
}

std::string us(double ns) {
  return fmt::format("{:.1f} us", ns / 1e3);
}

void compare(const std::string& title, const std::string& base_spec, const Program& program) {
  fmt::print("\n{} ({} devices, {})\n", title, program.axis_size, base_spec);
  fmt::print("  {:<22} {:>14} {:>14} {:>14} {:>14} {:>8} {:>8}\n", "schedule, fusion", "step", "compute",
             "collectives", "exposed", "exposed", "groups");
  const Row baseline = run_step(base_spec + ",schedule=sequential,fusion=off", program);
  for (const auto& [schedule, fusion] : std::vector<std::pair<std::string, std::string>>{
           {"sequential", "off"}, {"sequential", "on"}, {"overlap", "off"}, {"overlap", "on"}}) {
    const Row row = run_step(base_spec + ",schedule=" + schedule + ",fusion=" + fusion, program);
    fmt::print("  {:<22} {:>14} {:>14} {:>14} {:>14} {:>7.1f}% {:>8}   {:.3f}x\n", schedule + ", " + fusion,
               us(row.step_ns), us(row.compute_ns), us(row.collective_ns), us(row.exposed_ns),
               row.collective_ns > 0 ? 100 * row.exposed_ns / row.collective_ns : 0.0, row.fusion_groups,
               baseline.step_ns / row.step_ns);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::string preset = argc > 1 ? argv[1] : "tpu-v5e";
  const auto start = std::chrono::steady_clock::now();
  try {
    const std::string demo =
        read_text(std::string(PMAPSIM_SOURCE_DIR) + "/examples/programs/mlp_train_step.spmd");
    fmt::print(
        "step time per schedule and fusion, timing-only; the last column is the speed-up over "
        "sequential without fusion\n");
    compare("demo MLP step (batch 16/device, 784-128-10)",
            fmt::format("sim:{},devices=8,timing-only", preset), parse_program(demo));
    const Program large = parse_program(
        scaled_step(demo, {{"784", "4096"}, {"128", "8192"}, {"16", "2048"}, {"10", "1024"}}, 16));
    compare("MLP step scaled up (batch 2048/device, 4096-8192-1024)",
            fmt::format("sim:{},devices=16,timing-only", preset), large);
    compare("scale bench step (1 GiB gradient pmean after the backward dot)",
            fmt::format("sim:{},devices=16,timing-only", preset), parse_program(scale_bench_step(16)));
  } catch (const std::exception& error) {
    fmt::print(stderr, "bench_sim_overlap: {}\n", error.what());
    return 1;
  }
  fmt::print("\nwall time {:.2f} s\n",
             std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return 0;
}
