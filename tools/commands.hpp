// The `pmapsim` subcommands. Each returns the process exit code:
// 0 success, 1 a check failed, 2 bad usage or bad input (pmapsim::Error).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "pmapsim/distributed.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/scalesim/scalesim.hpp"

namespace CLI {
class App;
}

namespace pmapsim::tools {

// Per-device tables at the end of a run list this many devices; the trace
// file (and `pmapsim trace summary`) has them all.
inline constexpr std::size_t kSummaryDevices = 4;

struct DemoOptions {
  std::string backend;  // empty: the default backend
  int steps = 20;
  std::string trace_path;
  std::string report_path;  // an HTML report of the MLP steps
  std::string save_programs_dir;
  // A JAX program exported as StableHLO, with its inputs (argN.npy) and JAX's
  // outputs (outK.npy); empty: none. The default is the repository's copy of
  // JAX's GPT-2 block training step (tests/data/stablehlo/train_gpt_step:
  // shard_map over a 2x4 data x model mesh, AdamW) when the demo runs from a
  // build of the repository.
  std::string jax_case_dir = default_jax_case_dir();
  static std::string default_jax_case_dir();
};
int demo_command(const DemoOptions& options);

// Reads a .mlir file of StableHLO text and imports it (errors name FILE:LINE:COL).
// A jax.jit module over sharded arrays is partitioned (over `mesh` when given:
// the module's axis names, other sizes) and says so in one line on stderr.
Program read_stablehlo_file(const std::string& path, const Mesh& mesh = {});
// --mesh data=16,model=16 (empty text: no mesh).
Mesh parse_mesh_option(const std::string& text);

// pmapsim partition STEP.mlir [--mesh ...] [-o STEP.spmd]: the per-device
// program, and a table of the collectives partitioning inserted.
struct PartitionCommandOptions {
  std::string module_path;
  std::string output_path;  // "-" or empty: stdout (the table then goes to stderr)
  std::string mesh;
};
int partition_command(const PartitionCommandOptions& options);

struct RunCommandOptions {
  std::string program_path;
  std::string backend = "reference";
  std::vector<std::string> inputs;  // NAME=FILE.npy
  std::string in_axes;              // jax.pmap's in_axes, "0,None,1"; empty: the rank-preserving view
  std::string out_axes;             // jax.pmap's out_axes, "0,None"
  std::uint64_t seed = 0;
  bool check = false;
  std::string out_dir;
  // Across processes: each process writes its own devices' results here
  // (DIR/process<R>/out<K>.device<D>.npy), process 0 an index.json and,
  // once every process has written all of its files, COMPLETE.
  std::string out_per_rank_dir;
  ProcessOverrides processes;  // --process-id, --num-processes, --coordinator
  std::string trace_path;
  std::string report_path;  // an HTML report of the run
  bool memory = false;      // print the largest live HBM buffers at the peak
  std::optional<double> f32_tolerance;
  std::optional<double> bf16_tolerance;
  std::string mesh;  // --mesh: a jit module's mesh axes resized
};
int run_command(const RunCommandOptions& options);

// Thrown where another process reports the error that ends the command (a
// run over several processes reports each failure once): the command ends
// with exit_code and prints nothing more.
struct ReportedElsewhere {
  int exit_code = 2;
};

// pmapsim import STEP.mlir -o STEP.spmd: the StableHLO module as pmapsim text ("-" or none: stdout).
int import_command(const std::string& input_path, const std::string& output_path);

int devices_command(const std::string& backend);

struct OpsOptions {
  std::string backend;  // empty: the op table alone
  bool markdown = false;
};
int ops_command(const OpsOptions& options);

// `pmapsim scalesim`: runs the model, writes SCALE-Sim's three reports
// (all or none) under OUT_DIR/<run_name>/, logs a per-layer summary.
int scalesim_command(const scalesim::ScaleSimOptions& options, std::ostream& log);

// `pmapsim trace summary FILE`: prints the summary tables; returns 0.
int trace_summary_command(const std::string& path, std::ostream& out);
// `pmapsim trace compare A B`: prints the op-by-op comparison; returns 0.
int trace_compare_command(const std::string& a_path, const std::string& b_path, std::ostream& out);

struct ReportOptions {
  std::vector<std::string> trace_paths;  // one, or two to compare
  std::string out_path = "report.html";
};
// Declares `pmapsim report` on app (its body is in report.cpp).
void add_report_command(CLI::App& app, ReportOptions& options, CLI::App*& command);
int report_command(const ReportOptions& options);
// `pmapsim collectives`: nccl-tests-style size sweep of one collective (or all).
struct CollectivesOptions {
  std::string backend;
  std::string op = "all_reduce";  // all_reduce, all_gather, reduce_scatter, all_to_all, ppermute, all
  std::string min_bytes = "1K";
  std::string max_bytes = "1G";
  double factor = 2;
  // A blocking benchmark's host dispatch of each op (us), added to its time:
  // one that waits for every collective before issuing the next (a barrier
  // and events around each op, or nccl-tests -z 1) times the host's enqueue
  // and launch too; back-to-back launches (0, the default) hide it.
  double host_dispatch_us = 0;
  // The host's time to launch each op on every device, where one process
  // drives them all (nccl-tests -g N): it issues the next op while the devices
  // run this one, so back to back each op takes at least this long (us; 0, the
  // default: one process per device, whose launches keep ahead).
  double host_launch_us = 0;
};
int collectives_command(const CollectivesOptions& options);

// The backend `pmapsim demo` uses when none is given: the simulator when it
// is built, else the reference.
std::string default_backend_spec();

}  // namespace pmapsim::tools
