// Convolution on the simulated MXU against SCALE-Sim 3.0.0's own cycle counts
// for the same layer: for every conv layer of the stored SCALE-Sim runs on the
// 32x32 os / ws / is arrays (tests/data/scalesim/expected/*_user, SCALE-Sim's
// COMPUTE_REPORT.csv, made by make_expected.py there), SCALE-Sim's compute
// cycles (Total Cycles - Stall Cycles: the array busy without memory stalls)
// and the MXU cycles of pmapsim's cost model for a `convolution` op of that
// layer (batch 1, bf16: one pass): "im2col" is the plan's GEMM (Sr = output
// pixels, Sc = filters, T = R*S*C) timed on SCALE-Sim's mapping, one tile;
// "plan" is what the simulator charges, which may hold the other operand
// stationary when that is faster (SCALE-Sim never swaps); "plan 192KiB" the
// same with SCALE-Sim's three SRAMs as on-chip memory, where tiling adds folds.
// The depthwise topology is left out: its stored reports are not per layer of
// this mapping (both of its layers report the same cycles).
//
//   ./bench_sim_conv_scalesim [DATA_DIR]   (default: tests/data/scalesim)
#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "compiler/cost_model.hpp"
#include "pmapsim/backend.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/sim/hardware.hpp"

namespace {

using namespace pmapsim;

// One row of a SCALE-Sim conv topology: name, IFMAP H, W, filter H, W, channels, filters, stride.
// SCALE-Sim's ofmap size is ceil((ifmap - filter + stride) / stride).
struct ConvLayer {
  std::string name;
  std::int64_t ifmap_h = 0, ifmap_w = 0, filter_h = 0, filter_w = 0, channels = 0, num_filters = 0,
               stride = 1;
  std::int64_t ofmap(std::int64_t in, std::int64_t filter) const {
    return (in - filter + 2 * stride - 1) / stride;
  }
};

std::string read(const std::filesystem::path& path);

std::vector<ConvLayer> conv_layers(const std::filesystem::path& path) {
  std::vector<ConvLayer> layers;
  std::istringstream lines(read(path));
  std::string line;
  std::getline(lines, line);  // header
  while (std::getline(lines, line)) {
    std::istringstream cells(line);
    std::string name, cell;
    std::vector<std::int64_t> v;
    std::getline(cells, name, ',');
    while (v.size() < 7 && std::getline(cells, cell, ',')) v.push_back(std::stoll(cell));
    if (v.size() < 7) continue;
    name.erase(name.find_last_not_of(' ') + 1);
    layers.push_back({name, v[0], v[1], v[2], v[3], v[4], v[5], v[6]});
  }
  return layers;
}

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// SCALE-Sim's compute cycles per layer: Total Cycles - Stall Cycles of each COMPUTE_REPORT row.
std::vector<std::int64_t> scalesim_compute_cycles(const std::filesystem::path& report) {
  std::vector<std::int64_t> cycles;
  std::istringstream lines(read(report));
  std::string line;
  std::getline(lines, line);  // header
  while (std::getline(lines, line)) {
    std::vector<std::int64_t> fields;
    std::istringstream cells(line);
    std::string cell;
    while (std::getline(cells, cell, ',') && fields.size() < 4) fields.push_back(std::stoll(cell));
    if (fields.size() == 4) cycles.push_back(fields[2] - fields[3]);
  }
  return cycles;
}

// A one-instruction program: the layer as a StableHLO convolution, with
// high padding so that its output size equals SCALE-Sim's ofmap size.
Program conv_program(const ConvLayer& layer) {
  const auto pad = [](std::int64_t in, std::int64_t filter, std::int64_t stride, std::int64_t out) {
    return std::max<std::int64_t>(0, (out - 1) * stride + filter - in);
  };
  const std::string text = fmt::format(
      "pmap @conv axis=i devices=1 (%x: bf16[1,{},{},{}], %w: bf16[{},{},{},{}]) {{\n"
      "  %y = convolution %x, %w {{window_strides=[{},{}], padding=[[0,{}],[0,{}]]}} : bf16[1,{},{},{}]\n"
      "  return %y\n}}\n",
      layer.channels, layer.ifmap_h, layer.ifmap_w, layer.num_filters, layer.channels, layer.filter_h,
      layer.filter_w, layer.stride, layer.stride,
      pad(layer.ifmap_h, layer.filter_h, layer.stride, layer.ofmap(layer.ifmap_h, layer.filter_h)),
      pad(layer.ifmap_w, layer.filter_w, layer.stride, layer.ofmap(layer.ifmap_w, layer.filter_w)),
      layer.num_filters, layer.ofmap(layer.ifmap_h, layer.filter_h),
      layer.ofmap(layer.ifmap_w, layer.filter_w));
  return parse_program(text);
}

struct MxuCycles {
  std::int64_t im2col = 0;  // the plan's im2col GEMM on SCALE-Sim's mapping (operands not swapped)
  std::int64_t plan = 0;    // what the plan charges (it may swap operands when that maps better)
  bool swapped = false;
};

MxuCycles mxu_cycles(const Program& program, const std::string& spec) {
  const sim::HardwareConfig hw = sim::resolve_hardware(BackendSpec::parse(spec));
  const sim::ProgramPlan plan = sim::plan_program(program, hw);
  const sim::OpPlan& op = plan.ops.at(0);
  MxuCycles cycles;
  for (const sim::PipelineStep& step : op.steps) {
    cycles.plan += (step.folds + hw.mxu_count - 1) / hw.mxu_count * step.fold_cycles;
  }
  cycles.swapped = op.matmul.swapped;
  sim::GemmShape gemm = op.matmul.gemm;
  if (cycles.swapped) std::swap(gemm.m, gemm.n);
  const sim::SystolicTiming straight = sim::systolic_gemm(hw.dataflow, {hw.mxu_rows, hw.mxu_cols}, gemm);
  cycles.im2col = straight.row_folds * straight.col_folds * straight.cycles_per_fold;
  return cycles;
}

}  // namespace

int main(int argc, char** argv) {
  const std::filesystem::path data =
      argc > 1 ? std::filesystem::path(argv[1])
               : std::filesystem::path(PMAPSIM_SOURCE_DIR) / "tests" / "data" / "scalesim";
  fmt::print("{:<4} {:<10} {:<6} {:>10} {:>10} {:>6} {:>10} {:>6} {:>12} {:>6}\n", "flow", "topology",
             "layer", "SCALE-Sim", "im2col", "ratio", "plan", "ratio", "plan 192KiB", "ratio");
  double worst = 0;
  int count = 0;
  for (const char* flow : {"os", "ws", "is"}) {
    for (const char* net : {"alexnet", "resnet18", "yolo_tiny", "mobilenet"}) {
      const auto topology_path = data / "topologies" / (std::string(net) + ".csv");
      const std::vector<ConvLayer> layers = conv_layers(topology_path);
      const auto report = data / "expected" / (std::string(flow) + "_user") / net / "COMPUTE_REPORT.csv";
      if (!std::filesystem::exists(report)) continue;
      const std::vector<std::int64_t> expected = scalesim_compute_cycles(report);
      // Memory as good as free, so that the tiling is chosen by the arrays alone.
      const std::string base = fmt::format(
          "sim:tiny,mxu_rows=32,mxu_cols=32,mxu_count=1,dataflow={},hbm_gib=64,hbm_gbps=1e9,hbm_latency_ns=0",
          flow);
      for (std::size_t i = 0; i < layers.size() && i < expected.size(); ++i) {
        const Program program = conv_program(layers[i]);
        const MxuCycles one_tile = mxu_cycles(program, base + ",onchip_mib=4096");
        const MxuCycles sram = mxu_cycles(program, base + ",onchip_bytes=196608");
        const auto ratio = [&](std::int64_t cycles) {
          return static_cast<double>(cycles) / static_cast<double>(expected[i]);
        };
        worst = std::max(worst, std::abs(ratio(one_tile.im2col) - 1));
        ++count;
        fmt::print("{:<4} {:<10} {:<6} {:>10} {:>10} {:>6.3f} {:>10} {:>6.3f} {:>12} {:>6.3f}{}\n", flow, net,
                   layers[i].name, expected[i], one_tile.im2col, ratio(one_tile.im2col), one_tile.plan,
                   ratio(one_tile.plan), sram.plan, ratio(sram.plan),
                   one_tile.swapped ? "  (plan swaps operands)" : "");
      }
    }
  }
  fmt::print(
      "{} layers: the im2col mapping's MXU cycles within {:.2f}% of SCALE-Sim's compute cycles at the "
      "worst\n",
      count, 100 * worst);
  return 0;
}
