// A GPT-2-style transformer block forward over a 2 x 4 data x model grid
// (Megatron-style: heads and the MLP split over model, psum over model),
// run on a backend, checked op by op against the reference, and traced.
//
//   ./example_transformer_block [BACKEND_SPEC] [TRACE.json[.gz]]   (default: sim:tpu-v5e)
#include <iostream>

#include "pmapsim/pmapsim.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "pmapsim/workloads/transformer.hpp"

int main(int argc, char** argv) try {
  namespace ex = pmapsim::examples;
  const std::string spec = argc > 1 ? argv[1] : "sim:tpu-v5e";
  pmapsim::Runtime runtime = pmapsim::Runtime::open(spec);
  pmapsim::Runtime reference = pmapsim::Runtime::open("reference:devices=8");
  const ex::TransformerShape shape{
      .batch = 4, .seq = 64, .width = 128, .heads = 8, .ffn = 512, .vocab = 1024};
  const std::vector<pmapsim::Array> args =
      ex::shard_transformer_inputs(shape, ex::random_transformer_inputs(shape, 7));
  pmapsim::Pmapped block = ex::make_transformer_block(shape);

  const pmapsim::Array out = ex::unshard_transformer_output(shape, block(runtime, args).at(0));
  const pmapsim::Profile& profile = block.last_run().profile;
  std::cout << "transformer block on " << spec << ": output " << out.type().str() << ", "
            << block.last_program().body.size() << " instructions per device, step "
            << profile.total_ns / 1000.0 << " us\n";
  const pmapsim::CheckReport report =
      pmapsim::check(block.last_program(), block.shard(args), runtime.backend(), reference.backend());
  std::cout << "check against the reference: " << (report.passed() ? "PASS" : "FAIL") << "\n";
  if (argc > 2) {
    pmapsim::traces::write_trace(profile, argv[2]);
    std::cout << "trace: " << argv[2] << "\n";
  }
  return report.passed() ? 0 : 1;
} catch (const std::exception& error) {
  std::cerr << "example_transformer_block: error: " << error.what() << "\n";
  return 2;
}
