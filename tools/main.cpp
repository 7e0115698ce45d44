// pmapsim: run SPMD programs on the reference, the simulator or GPUs, check
// them against the reference, and turn their profiles into traces.
#include <CLI/CLI.hpp>
#include <charconv>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <string_view>

#include "commands.hpp"
#include "pmapsim/distributed/session.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/output_files.hpp"
#include "pmapsim/scalesim/scalesim.hpp"

namespace {

using namespace pmapsim::tools;

// A tolerance: a finite number >= 0 (CLI11's NonNegativeNumber lets nan and
// inf through, and a NaN tolerance would pass every comparison).
const CLI::Validator kFiniteNonNegative(
    [](const std::string& text) -> std::string {
      double value = 0;
      const char* end = text.data() + text.size();
      const auto [stop, error] = std::from_chars(text.data(), end, value);
      if (text.empty() || error != std::errc() || stop != end || !std::isfinite(value) || value < 0)
        return "expected a finite number >= 0, got '" + text + "'";
      return {};
    },
    "NUMBER >= 0");

struct Cli {
  CLI::App app{"pmapsim: one pmap, three backends (reference, sim, cuda), checked and traced", "pmapsim"};
  DemoOptions demo;
  CollectivesOptions collectives;
  CLI::App* collectives_cmd = nullptr;
  RunCommandOptions run;
  std::string devices_backend = "reference";
  pmapsim::scalesim::ScaleSimOptions scalesim;
  std::string scalesim_input = "conv", scalesim_stalls = "release", scalesim_layout, scalesim_save_trace;
  std::string trace_file, trace_a, trace_b;
  ReportOptions report;
  CLI::App* report_cmd = nullptr;
  CLI::App* demo_cmd = nullptr;
  CLI::App* run_cmd = nullptr;
  CLI::App* import_cmd = nullptr;
  std::string import_input, import_output;
  CLI::App* partition_cmd = nullptr;
  PartitionCommandOptions partition;
  CLI::App* devices_cmd = nullptr;
  OpsOptions ops;
  CLI::App* ops_cmd = nullptr;
  CLI::App* scalesim_cmd = nullptr;
  CLI::App* trace_summary_cmd = nullptr;
  CLI::App* trace_compare_cmd = nullptr;

  Cli() {
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("pmapsim ") + PMAPSIM_VERSION);
    add_demo();
    add_run();
    add_import();
    add_partition();
    add_devices();
    add_ops();
    add_collectives();
    add_scalesim();
    add_trace();
    add_report_command(app, report, report_cmd);
  }

  void add_demo() {
    demo_cmd = app.add_subcommand(
        "demo", "run the two starter pmap examples and a data-parallel MLP, checked against the reference");
    demo_cmd->add_option("--backend", demo.backend, "backend spec (default: " + default_backend_spec() + ")");
    // Two steps at least: the demo checks that the loss falls.
    demo_cmd->add_option("--steps", demo.steps, "MLP training steps")->check(CLI::Range(2, 100000));
    demo_cmd->add_option("--trace", demo.trace_path, "write the MLP steps' trace (.json or .json.gz)");
    demo_cmd->add_option("--report", demo.report_path, "write an HTML report of the MLP steps");
    demo_cmd->add_option("--save-programs", demo.save_programs_dir, "write the recorded programs' text here");
    demo_cmd->add_option(
        "--jax-step", demo.jax_case_dir,
        "a folder with a JAX program (program.mlir), its inputs (argN.npy) and JAX's outputs "
        "(outK.npy) to run and check; '' skips it");
  }

  void add_run() {
    run_cmd = app.add_subcommand("run", "run a program file on a backend");
    run_cmd->add_option("program", run.program_path, "program text file (.spmd, or StableHLO .mlir)")
        ->required();
    run_cmd->add_option("--backend,-b", run.backend,
                        "backend spec, e.g. reference, sim:tpu-v5e,devices=8, cuda");
    run_cmd->add_option("--input,-i", run.inputs, "NAME=FILE.npy, a program parameter's global array");
    run_cmd->add_option(
        "--in-axes", run.in_axes,
        "jax.pmap's in_axes, one per parameter: an axis or None, e.g. 0,None,1 (rank-reducing view)");
    run_cmd->add_option("--out-axes", run.out_axes,
                        "jax.pmap's out_axes, one per result: an axis (stack there) or None (one replica)");
    run_cmd->add_option("--seed", run.seed, "seed for the random inputs not given with --input");
    run_cmd->add_flag("--check", run.check, "compare the outputs with the reference backend's");
    run_cmd->add_option("--out", run.out_dir, "write each output as DIR/NAME.npy");
    run_cmd->add_option("--trace", run.trace_path, "write a Perfetto trace (.json or .json.gz)");
    run_cmd->add_option("--report", run.report_path, "write an HTML report of the run");
    run_cmd->add_flag("--memory", run.memory,
                      "print the largest live HBM buffers per device at the peak (instruction, type, bytes)");
    run_cmd->add_option("--f32-tolerance", run.f32_tolerance, "relative error tolerance for f32 outputs")
        ->check(kFiniteNonNegative);
    run_cmd->add_option("--bf16-tolerance", run.bf16_tolerance, "relative error tolerance for bf16 outputs")
        ->check(kFiniteNonNegative);
    add_process_options();
  }

  // Across processes (mpirun, srun): found in the environment unless given.
  void add_process_options() {
    run_cmd->add_option("--out-per-rank", run.out_per_rank_dir,
                        "across processes: each writes its devices' results under DIR/process<R>/");
    run_cmd
        ->add_option("--process-id", run.processes.id,
                     "this process's index (default: from Open MPI or Slurm)")
        ->check(CLI::NonNegativeNumber);
    run_cmd->add_option("--num-processes", run.processes.count, "how many processes run the program")
        ->check(CLI::PositiveNumber);
    run_cmd->add_option("--mesh", run.mesh,
                        "a jax.jit module's mesh axes with other sizes, e.g. data=64,model=16 (the module "
                        "partitions over it)");
    run_cmd
        ->add_option("--collective-timeout", run.processes.collective_timeout_s,
                     "across processes: seconds a process waits in one collective for the others before "
                     "it names those that never arrived and ends the run (default: "
                     "$PMAPSIM_COLLECTIVE_TIMEOUT, else 300)")
        ->check(CLI::PositiveNumber);
    run_cmd->add_option(
        "--coordinator", run.processes.coordinator,
        "HOST:PORT of process 0, as jax.distributed takes it (checked to be the same on every "
        "process; MPI connects them)");
  }

  void add_import() {
    import_cmd =
        app.add_subcommand("import", "translate StableHLO text (jax.jit(f).lower(...).as_text()) to .spmd");
    import_cmd->add_option("module", import_input, "StableHLO text file (.mlir)")->required();
    import_cmd->add_option("-o,--output", import_output, "the .spmd file to write (default: stdout)");
  }

  void add_partition() {
    partition_cmd = app.add_subcommand(
        "partition",
        "partition a jax.jit module over sharded arrays as XLA would: the per-device program "
        "and the collectives inserted");
    partition_cmd->add_option("module", partition.module_path, "StableHLO text file (.mlir)")->required();
    partition_cmd->add_option("-o,--output", partition.output_path,
                              "the .spmd file to write (default: stdout)");
    partition_cmd->add_option("--mesh", partition.mesh,
                              "the module's mesh axes with other sizes, e.g. data=16,model=16");
  }

  void add_devices() {
    devices_cmd = app.add_subcommand("devices", "list a backend's devices and its resolved configuration");
    devices_cmd->add_option("--backend,-b", devices_backend, "backend spec");
  }

  void add_ops() {
    ops_cmd = app.add_subcommand("ops", "list the op table (and which ops a backend supports)");
    ops_cmd->add_option("--backend,-b", ops.backend,
                        "also show which dtypes this backend supports each op on");
    ops_cmd->add_flag("--markdown", ops.markdown, "write the table as Markdown (docs/ops.md)");
  }

  void add_collectives() {
    collectives_cmd = app.add_subcommand(
        "collectives", "time one collective over a range of sizes (nccl-tests style: time, algbw, busbw)");
    collectives_cmd
        ->add_option("--backend,-b", collectives.backend, "backend spec (timing-only for large sizes)")
        ->required();
    collectives_cmd->add_option(
        "--op", collectives.op,
        "the pattern: all_reduce, all_gather, reduce_scatter, all_to_all, collective_permute or all");
    collectives_cmd->add_option("--min", collectives.min_bytes, "smallest size (bytes; K, M, G)");
    collectives_cmd->add_option("--max", collectives.max_bytes, "largest size (bytes; K, M, G)");
    collectives_cmd->add_option("--factor,-f", collectives.factor, "size multiplier between runs");
    collectives_cmd->add_option(
        "--host-dispatch-us", collectives.host_dispatch_us,
        "a blocking benchmark's host dispatch per op (us), added to each time (default 0: "
        "back-to-back launches hide it)");
    collectives_cmd->add_option("--host-launch-us", collectives.host_launch_us,
                                "the host's launch of each op on every device where one process drives them "
                                "all (nccl-tests -g N; us): "
                                "back to back, each op takes at least this (default 0)");
  }

  void add_scalesim() {
    scalesim_cmd = app.add_subcommand(
        "scalesim", "SCALE-Sim 3.0.0's model: conv or GEMM layers in, its three reports out");
    scalesim_cmd->add_option("-c,--config", scalesim.config_path, "SCALE-Sim config (.cfg)")->required();
    scalesim_cmd
        ->add_option("-t,--topology", scalesim.topology_path, "topology CSV (conv, or GEMM with -i gemm)")
        ->required();
    scalesim_cmd->add_option("-p,--out", scalesim.out_dir, "directory for <run_name>/*_REPORT.csv");
    scalesim_cmd->add_option("-i,--input-type", scalesim_input, "topology format: conv (default) or gemm")
        ->check(CLI::IsMember({"conv", "gemm"}));
    scalesim_cmd
        ->add_option("--stall-accounting", scalesim_stalls,
                     "release: SCALE-Sim 3.0.0's refill stalls (default); fixed: the later upstream fix")
        ->check(CLI::IsMember({"release", "fixed"}));
    // SCALE-Sim's layout file and trace switch, accepted so its command lines run unchanged.
    scalesim_cmd->add_option("-l", scalesim_layout, "SCALE-Sim layout file (unused: custom layouts are off)");
    scalesim_cmd->add_option("-s", scalesim_save_trace, "SCALE-Sim's save-trace switch (unused: no traces)");
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
    if (*run_cmd) {
      const pmapsim::distributed::Session session(run.processes);
      return run_command(run);
    }
    if (*import_cmd) return import_command(import_input, import_output);
    if (*partition_cmd) return partition_command(partition);
    if (*devices_cmd) return devices_command(devices_backend);
    if (*ops_cmd) return ops_command(ops);
    if (*collectives_cmd) return collectives_command(collectives);
    if (*scalesim_cmd) {
      scalesim.kind =
          scalesim_input == "gemm" ? pmapsim::scalesim::LayerKind::gemm : pmapsim::scalesim::LayerKind::conv;
      scalesim.stalls = scalesim_stalls == "fixed" ? pmapsim::scalesim::StallAccounting::fixed
                                                   : pmapsim::scalesim::StallAccounting::release;
      return scalesim_command(scalesim, std::cout);
    }
    if (*trace_summary_cmd) return trace_summary_command(trace_file, std::cout);
    if (*trace_compare_cmd) return trace_compare_command(trace_a, trace_b, std::cout);
    if (*report_cmd) return report_command(report);
    return 2;
  }
};

// Control characters in a message (a newline in a user's file name or spec)
// are printed escaped, so that every error is one line.
std::string escape_controls(std::string_view message) {
  std::string escaped;
  for (const char c : message) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      escaped += "\\n";
    } else if (c == '\r') {
      escaped += "\\r";
    } else if (c == '\t') {
      escaped += "\\t";
    } else if (byte < 0x20 || byte == 0x7f) {
      constexpr char kHex[] = "0123456789abcdef";
      escaped += {'\\', 'x', kHex[byte >> 4], kHex[byte & 15]};
    } else {
      escaped += c;
    }
  }
  return escaped;
}

int report_error(std::string_view message) {
  std::cerr << "pmapsim: error: " << escape_controls(message) << std::endl;
  return 2;
}

// The one error path: whatever escapes a command (pmapsim's own errors, and
// library, filesystem, allocation or logic errors, which would be bugs) ends
// the process with one line and exit code 2, never an abort.
int run_reporting_errors(int argc, char** argv) {
  try {
    Cli cli;
    try {
      cli.app.parse(argc, argv);
    } catch (const CLI::CallForHelp& help) {
      return cli.app.exit(help);
    } catch (const CLI::CallForAllHelp& help) {
      return cli.app.exit(help);
    } catch (const CLI::CallForVersion& version) {
      return cli.app.exit(version);
    } catch (const CLI::ParseError& error) {
      return report_error(std::string(error.what()) + " (pmapsim --help lists the options)");
    }
    return cli.dispatch();
  } catch (const ReportedElsewhere& reported) {
    return reported.exit_code;
  } catch (const std::bad_alloc&) {
    return report_error("out of host memory");
  } catch (const std::exception& error) {
    return report_error(error.what());
  } catch (...) {
    return report_error("an unknown exception ended the command");
  }
}

}  // namespace

int main(int argc, char** argv) {
  // Past a file-size limit (ulimit -f) a write fails with EFBIG instead of
  // the process being killed, so the writer removes its temporary files and
  // says what happened.
  std::signal(SIGXFSZ, SIG_IGN);
  // Interrupted (Ctrl-C, kill), the command leaves no temporary files behind.
  pmapsim::remove_temporaries_on_signal();
  // An exception escaping a thread of its own still ends in one line.
  // The handler may run because memory ran out (an exception could not even
  // be allocated): it allocates nothing unless that succeeds, so it cannot
  // end in a terminate inside terminate.
  std::set_terminate([] {
    const char* what = "the command was terminated";
    if (const std::exception_ptr pending = std::current_exception()) {
      try {
        std::rethrow_exception(pending);
      } catch (const std::exception& error) {
        what = error.what();
      } catch (...) {
      }
    }
    try {
      report_error(std::string("internal error: ") + what);
    } catch (...) {
      std::fputs("pmapsim: error: internal error, and out of memory to describe it\n", stderr);
    }
    std::_Exit(2);
  });
  return run_reporting_errors(argc, argv);
}
