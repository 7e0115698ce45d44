// The `pmapsim` subcommands. Each returns the process exit code:
// 0 success, 1 a check failed, 2 bad usage or bad input (pmapsim::Error).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pmapsim::tools {

// Per-device tables at the end of a run list this many devices; the trace
// file (and `pmapsim trace summary`) has them all.
inline constexpr std::size_t kSummaryDevices = 4;

struct DemoOptions {
  std::string backend;  // empty: the default backend
  int steps = 20;
  std::string trace_path;
  std::string save_programs_dir;
};
int demo_command(const DemoOptions& options);

struct RunOptions {
  std::string program_path;
  std::string backend = "reference";
  std::vector<std::string> inputs;  // NAME=FILE.npy
  std::uint64_t seed = 0;
  bool check = false;
  std::string out_dir;
  std::string trace_path;
  std::optional<double> f32_tolerance;
  std::optional<double> bf16_tolerance;
};
int run_command(const RunOptions& options);

int devices_command(const std::string& backend);

// `pmapsim collectives`: nccl-tests-style size sweep of one collective (or all).
struct CollectivesOptions {
  std::string backend;
  std::string op = "all_reduce";  // all_reduce, all_gather, reduce_scatter, all_to_all, ppermute, all
  std::string min_bytes = "1K";
  std::string max_bytes = "1G";
  double factor = 2;
};
int collectives_command(const CollectivesOptions& options);

// The backend `pmapsim demo` uses when none is given: the simulator when it
// is built, else the reference.
std::string default_backend_spec();

}  // namespace pmapsim::tools
