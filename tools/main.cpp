// pmapsim: run SPMD programs on the reference, the simulator or GPUs, check
// them against the reference, and turn their profiles into traces.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>

#include "commands.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/traces/commands.hpp"
#include "sim/scalesim/scalesim.hpp"

namespace {

using namespace pmapsim::tools;

struct Cli {
  CLI::App app{"pmapsim: one pmap, three backends (reference, sim, cuda), checked and traced", "pmapsim"};
  DemoOptions demo;
  CollectivesOptions collectives;
  CLI::App* collectives_cmd = nullptr;
  RunOptions run;
  std::string devices_backend = "reference";
  std::string scalesim_config, scalesim_topology, scalesim_out = ".";
  std::string trace_file, trace_a, trace_b;
  CLI::App* demo_cmd = nullptr;
  CLI::App* run_cmd = nullptr;
  CLI::App* devices_cmd = nullptr;
  CLI::App* scalesim_cmd = nullptr;
  CLI::App* trace_summary_cmd = nullptr;
  CLI::App* trace_compare_cmd = nullptr;

  Cli() {
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("pmapsim ") + PMAPSIM_VERSION);
    add_demo();
    add_run();
    add_devices();
    add_collectives();
    add_scalesim();
    add_trace();
  }

  void add_demo() {
    demo_cmd = app.add_subcommand(
        "demo", "run the seed's examples and a data-parallel MLP, checked against the reference");
    demo_cmd->add_option("--backend", demo.backend, "backend spec (default: " + default_backend_spec() + ")");
    // Two steps at least: the demo checks that the loss falls.
    demo_cmd->add_option("--steps", demo.steps, "MLP training steps")->check(CLI::Range(2, 100000));
    demo_cmd->add_option("--trace", demo.trace_path, "write the MLP steps' trace (.json or .json.gz)");
    demo_cmd->add_option("--save-programs", demo.save_programs_dir, "write the traced programs' text here");
  }

  void add_run() {
    run_cmd = app.add_subcommand("run", "run a program file on a backend");
    run_cmd->add_option("program", run.program_path, "program text file (.spmd)")->required();
    run_cmd->add_option("--backend,-b", run.backend,
                        "backend spec, e.g. reference, sim:tpu-v5e,devices=8, cuda");
    run_cmd->add_option("--input,-i", run.inputs, "NAME=FILE.npy, a program parameter's global array");
    run_cmd->add_option("--seed", run.seed, "seed for the random inputs not given with --input");
    run_cmd->add_flag("--check", run.check, "compare the outputs with the reference backend's");
    run_cmd->add_option("--out", run.out_dir, "write each output as DIR/NAME.npy");
    run_cmd->add_option("--trace", run.trace_path, "write a Perfetto trace (.json or .json.gz)");
    run_cmd->add_option("--f32-tolerance", run.f32_tolerance, "relative error tolerance for f32 outputs")
        ->check(CLI::NonNegativeNumber);
    run_cmd->add_option("--bf16-tolerance", run.bf16_tolerance, "relative error tolerance for bf16 outputs")
        ->check(CLI::NonNegativeNumber);
  }

  void add_devices() {
    devices_cmd = app.add_subcommand("devices", "list a backend's devices and its resolved configuration");
    devices_cmd->add_option("--backend,-b", devices_backend, "backend spec");
  }

  void add_collectives() {
    collectives_cmd = app.add_subcommand(
        "collectives", "time one collective over a range of sizes (nccl-tests style: time, algbw, busbw)");
    collectives_cmd
        ->add_option("--backend,-b", collectives.backend, "backend spec (timing-only for large sizes)")
        ->required();
    collectives_cmd->add_option("--op", collectives.op,
                                "all_reduce, all_gather, reduce_scatter, all_to_all, ppermute or all");
    collectives_cmd->add_option("--min", collectives.min_bytes, "smallest size (bytes; K, M, G)");
    collectives_cmd->add_option("--max", collectives.max_bytes, "largest size (bytes; K, M, G)");
    collectives_cmd->add_option("--factor,-f", collectives.factor, "size multiplier between runs");
  }

  void add_scalesim() {
    scalesim_cmd =
        app.add_subcommand("scalesim", "SCALE-Sim-compatible GEMM cycle counts (COMPUTE_REPORT.csv)");
    scalesim_cmd->add_option("-c,--config", scalesim_config, "SCALE-Sim config (.cfg)")->required();
    scalesim_cmd->add_option("-t,--topology", scalesim_topology, "GEMM topology CSV (name, M, N, K)")
        ->required();
    scalesim_cmd->add_option("-p,--out", scalesim_out, "directory for COMPUTE_REPORT.csv");
  }

  void add_trace() {
    CLI::App* trace = app.add_subcommand("trace", "summarize or compare trace files");
    trace->require_subcommand(1);
    trace_summary_cmd =
        trace->add_subcommand("summary", "per-op totals, utilization and critical path of a trace");
    trace_summary_cmd->add_option("file", trace_file, "trace (.json or .json.gz)")->required();
    trace_compare_cmd = trace->add_subcommand("compare", "two traces of one program, op by op");
    trace_compare_cmd->add_option("a", trace_a, "first trace")->required();
    trace_compare_cmd->add_option("b", trace_b, "second trace")->required();
  }

  int dispatch() {
    if (*demo_cmd) return demo_command(demo);
    if (*run_cmd) return run_command(run);
    if (*devices_cmd) return devices_command(devices_backend);
    if (*collectives_cmd) return collectives_command(collectives);
    if (*scalesim_cmd)
      return pmapsim::sim::run_scalesim(scalesim_config, scalesim_topology, scalesim_out, std::cout);
    if (*trace_summary_cmd) return pmapsim::traces::trace_summary_command(trace_file, std::cout);
    if (*trace_compare_cmd) return pmapsim::traces::trace_compare_command(trace_a, trace_b, std::cout);
    return 2;
  }
};

}  // namespace

int main(int argc, char** argv) {
  Cli cli;
  try {
    cli.app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    // CLI11 prints help/version with exit code 0 and usage errors with non-zero.
    const int code = cli.app.exit(error);
    return code == 0 ? 0 : 2;
  }
  try {
    return cli.dispatch();
  } catch (const pmapsim::Error& error) {
    std::cerr << "pmapsim: error: " << error.what() << "\n";
    return 2;
  } catch (const std::filesystem::filesystem_error& error) {
    std::cerr << "pmapsim: error: " << error.what() << "\n";
    return 2;
  } catch (const std::bad_alloc&) {
    std::cerr << "pmapsim: error: out of host memory\n";
    return 2;
  }
}
