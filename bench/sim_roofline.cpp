// How close the simulated chip's time for each op class comes to its unit's
// roofline: one large op at a time on one tpu-v5e in timing-only mode, its
// time beside max(bytes / HBM bandwidth, flops / peak flops) from the
// figures the profile reports for the op. A fraction near 1 means the model
// charges the op what the roofline says; far below 1, it charges extra work
// (a sort's passes, a gather's per-row DMA setup) or the op is latency-bound.
//
//   ./bench_sim_roofline [SPEC]   (default sim:tpu-v5e,devices=1,timing-only)
#include <fmt/core.h>

#include <algorithm>
#include <string>
#include <vector>

#include "pmapsim/pmapsim.hpp"

namespace {

struct Case {
  std::string op_class;
  std::string body;  // instructions after the parameters; the last defines %r
  std::string params;
};

// One program per case: the op under test is the instruction that defines %r.
const std::vector<Case>& cases() {
  static const std::vector<Case> all = {
      {"elementwise add", "%r = add %x, %x : f32[8192,8192]", "%x: f32[8192,8192]"},
      {"elementwise erf", "%r = erf %x : f32[8192,8192]", "%x: f32[8192,8192]"},
      {"reduce_sum", "%r = reduce_sum %x {axes=[1]} : f32[8192]", "%x: f32[8192,8192]"},
      {"dot (MXU)",
       "%r = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[8192,8192]",
       "%a: bf16[8192,8192], %b: bf16[8192,8192]"},
      {"convolution (MXU)",
       "%r = convolution %x, %w {window_strides=[1,1], padding=[[1,1],[1,1]], input_batch_dimension=0, "
       "input_feature_dimension=1, input_spatial_dimensions=[2,3], kernel_output_feature_dimension=0, "
       "kernel_input_feature_dimension=1, kernel_spatial_dimensions=[2,3], output_batch_dimension=0, "
       "output_feature_dimension=1, output_spatial_dimensions=[2,3]} : f32[64,256,56,56]",
       "%x: bf16[64,256,56,56], %w: bf16[256,256,3,3]"},
      {"gather (rows)",
       "%r = gather %t, %i {offset_dims=[1], collapsed_slice_dims=[0], start_index_map=[0], "
       "index_vector_dim=1, "
       "slice_sizes=[1,1024]} : f32[65536,1024]",
       "%t: f32[262144,1024], %i: s32[65536,1]"},
      {"scatter add (rows)",
       "%r = scatter %t, %i, %u {update_window_dims=[1], inserted_window_dims=[0], "
       "scatter_dims_to_operand_dims=[0], "
       "index_vector_dim=1, computation=add} : f32[262144,1024]",
       "%t: f32[262144,1024], %i: s32[65536,1], %u: f32[65536,1024]"},
      {"slice",
       "%r = slice %x {start_indices=[0,0], limit_indices=[8192,4096], strides=[1,1]} : f32[8192,4096]",
       "%x: f32[8192,8192]"},
      {"reduce_window (max-pool 3x3/2)",
       "%z = constant {value=-inf} : f32[]\n  %r = reduce_window %x, %z {computation=max, "
       "window_dimensions=[1,1,3,3], "
       "window_strides=[1,1,2,2], padding=[[0,0],[0,0],[1,1],[1,1]]} : f32[64,256,56,56]",
       "%x: f32[64,256,112,112]"},
      {"sort (1M keys)",
       "%r = sort %x {dimension=0} : f32[1048576] (%a: f32[], %b: f32[]) {\n"
       "    %lt = compare %a, %b {direction=lt} : bool[]\n    return %lt\n  }",
       "%x: f32[1048576]"},
  };
  return all;
}

}  // namespace

int main(int argc, char** argv) try {
  const std::string spec = argc > 1 ? argv[1] : "sim:tpu-v5e,devices=1,timing-only";
  pmapsim::Runtime runtime = pmapsim::Runtime::open(spec);
  fmt::print("{} — each op's simulated time against its roofline\n", spec);
  fmt::print("{:<32} {:>12} {:>12} {:>12} {:>10} {:>9}\n", "op", "GB moved", "GFLOP", "time us",
             "roofline us", "fraction");
  for (const Case& c : cases()) {
    const std::string text =
        fmt::format("pmap @roofline axis=i devices=1 ({}) {{\n  {}\n  return %r\n}}\n", c.params, c.body);
    const pmapsim::Program program = pmapsim::parse_program(text, c.op_class);
    std::vector<std::vector<pmapsim::Array>> args(1);
    for (const pmapsim::Parameter& p : program.params)
      args[0].push_back(pmapsim::Array::shape_only(p.type.dtype, p.type.shape));
    const pmapsim::RunResult run = pmapsim::compile_and_run(runtime.backend(), program, args);
    const std::size_t target = program.body.size() - 1;
    double duration = 0, bytes = 0, flops = 0;
    for (const pmapsim::ProfileEvent& event : run.profile.events) {
      if (event.op_index != static_cast<int>(target) || event.device != 0) continue;
      duration = std::max(duration, event.duration_ns);
      bytes = std::max(bytes, event.bytes);
      flops = std::max(flops, event.flops);
    }
    const pmapsim::ProfileDevice& device = run.profile.devices.at(0);
    const double roofline =
        std::max(bytes / device.peak_hbm_bytes_per_s, flops / device.peak_flops_per_s) * 1e9;  // ns
    fmt::print("{:<32} {:>12.3f} {:>12.3f} {:>12.1f} {:>10.1f} {:>9.3f}\n", c.op_class, bytes / 1e9,
               flops / 1e9, duration / 1e3, roofline / 1e3, duration > 0 ? roofline / duration : 0.0);
  }
  return 0;
} catch (const std::exception& error) {
  fmt::print(stderr, "bench_sim_roofline: error: {}\n", error.what());
  return 2;
}
