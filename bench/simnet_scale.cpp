// The interconnect and collective algorithms at scale.
//
// 1. Simulated collective times beside the alpha-beta model's (ratio 1.000
//    means the algorithm over the modeled links reproduces the formula).
// 2. A 1 GiB all-reduce on 4096 devices (torus3d:16x16x16) and on 16384
//    (torus3d:16x32x32) with each algorithm, timing only: wall time and peak
//    resident memory (targets: 4096 in <= 2 s and 1 GiB, 16384 in <= 10 s).
#define SC_INCLUDE_DYNAMIC_PROCESSES
#include <fmt/format.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <vector>

#include "pmapsim/sim/collectives.hpp"

using namespace pmapsim::sim;

namespace {

constexpr int kThreadStackBytes = 64 * 1024;  // 4096 threads: keep their stacks small
const LinkParams kLink{45.0, 1000.0};         // 45 GB/s per direction, 1 µs per hop

// A simulation context of its own for one run (modules can only be built
// before a context's first sc_start).
class FreshContext {
 public:
  FreshContext() : previous_(sc_core::sc_get_curr_simcontext()), context_(new sc_core::sc_simcontext) {
    use(context_);
  }
  ~FreshContext() {
    delete context_;
    use(previous_);
  }
  FreshContext(const FreshContext&) = delete;
  FreshContext& operator=(const FreshContext&) = delete;

 private:
  static void use(sc_core::sc_simcontext* context) {
    sc_core::sc_curr_simcontext = context;
    sc_core::sc_default_global_context = context;
  }
  sc_core::sc_simcontext* previous_;
  sc_core::sc_simcontext* context_;
};

struct Run {
  double simulated_ns = 0;
  double wall_s = 0;
  double cpu_s = 0;  // this process's CPU time: the wall time on an otherwise idle core
};

double process_cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto seconds = [](const timeval& time) { return static_cast<double>(time.tv_sec) + time.tv_usec / 1e6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// Every device of the topology runs the collective in its own thread.
Run simulate(const std::string& topology, CollectiveCall call) {
  FreshContext context;
  auto start = std::chrono::steady_clock::now();
  double cpu_start = process_cpu_seconds();
  Interconnect interconnect("ici", TopologySpec::parse(topology), kLink, nullptr);
  CollectiveEngine engine(interconnect);
  sc_core::sc_spawn_options options;
  options.set_stack_size(kThreadStackBytes);
  double last_end_ns = 0;
  std::vector<sc_core::sc_process_handle> threads;
  for (int device = 0; device < interconnect.topology().device_count(); ++device) {
    threads.push_back(sc_core::sc_spawn(
        [&engine, &last_end_ns, call, device] {
          CollectiveCall mine = call;
          mine.device = device;
          engine.run(mine);
          last_end_ns = std::max(last_end_ns, sc_core::sc_time_stamp().to_seconds() * 1e9);
        },
        sc_core::sc_gen_unique_name("device"), &options));
  }
  sc_core::sc_start();
  // SystemC lists its threads newest first and searches that list for each
  // one it deletes: a thread deleted as it ends (oldest first) costs a search
  // of thousands. The handles keep them until now, and go newest first.
  while (!threads.empty()) threads.pop_back();
  std::chrono::duration<double> wall = std::chrono::steady_clock::now() - start;
  return {last_end_ns, wall.count(), process_cpu_seconds() - cpu_start};
}

CollectiveCall all_reduce(double bytes, CollectiveAlgorithm algorithm) {
  CollectiveCall call;
  call.kind = pmapsim::CollectivePattern::all_reduce;
  call.algorithm = algorithm;
  call.instance = 1;
  call.op_name = "psum";
  call.bytes = bytes;
  return call;
}

double peak_rss_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

// Runs one case in a child process, so that its peak memory is its own.
struct ScaleResult {
  Run run;
  double peak_mib = 0;
};

ScaleResult run_isolated(const std::string& topology, const CollectiveCall& call) {
  int fds[2];
  if (pipe(fds) != 0) return {};
  pid_t child = fork();
  if (child == 0) {
    close(fds[0]);
    ScaleResult result{simulate(topology, call), 0};
    result.peak_mib = peak_rss_mib();
    ssize_t written = write(fds[1], &result, sizeof result);
    _exit(written == static_cast<ssize_t>(sizeof result) ? 0 : 1);
  }
  close(fds[1]);
  ScaleResult result;
  ssize_t got = read(fds[0], &result, sizeof result);
  close(fds[0]);
  waitpid(child, nullptr, 0);
  if (got != static_cast<ssize_t>(sizeof result)) fmt::print("  (the child process failed)\n");
  return result;
}

void print_scale_run() {
  const double bytes = 1024.0 * 1024 * 1024;
  struct Case {
    std::string topology;
    CollectiveAlgorithm algorithm;
    double wall_target_s;
  };
  const std::vector<Case> cases = {
      {"torus3d:16x16x16", CollectiveAlgorithm::automatic, 2},
      {"torus3d:16x16x16", CollectiveAlgorithm::bidirectional_ring, 2},
      {"torus3d:16x16x16", CollectiveAlgorithm::ring, 2},
      {"torus3d:16x32x32", CollectiveAlgorithm::automatic, 10},
      {"torus3d:16x32x32", CollectiveAlgorithm::bidirectional_ring, 10},
      {"switch:4096", CollectiveAlgorithm::ring, 2},
      {"switch:4096", CollectiveAlgorithm::halving_doubling, 2},
      {"switch:4096", CollectiveAlgorithm::tree, 2},
      {"switch:8:pods=512:dcn_gbps=50:dcn_us=5", CollectiveAlgorithm::hierarchical, 2},
      {"switch:8:pods=512:dcn_gbps=50:dcn_us=5", CollectiveAlgorithm::automatic, 2},
      {"switch:16384", CollectiveAlgorithm::halving_doubling, 10},
      {"switch:16384", CollectiveAlgorithm::tree, 10},
  };
  fmt::print("all-reduce of 1 GiB per device, timing only, each run in its own process\n");
  fmt::print("{:<40} {:<20} {:>13} {:>13} {:>7} {:>8} {:>7} {:>9}\n", "topology", "algorithm", "simulated ms",
             "alpha-beta ms", "ratio", "wall s", "target", "peak MiB");
  for (const Case& c : cases) {
    CollectiveCall call = all_reduce(bytes, c.algorithm);
    ScaleResult result = run_isolated(c.topology, call);
    double predicted = alpha_beta_ns(call, TopologySpec::parse(c.topology), kLink);
    fmt::print("{:<40} {:<20} {:>13.3f} {:>13.3f} {:>7.4f} {:>8.3f} {:>7.0f} {:>9.1f}\n", c.topology,
               collective_algorithm_name(c.algorithm), result.run.simulated_ns / 1e6, predicted / 1e6,
               result.run.simulated_ns / predicted, result.run.wall_s, c.wall_target_s, result.peak_mib);
  }
}

void print_agreement_table() {
  struct Case {
    std::string topology;
    CollectiveAlgorithm algorithm;
  };
  const std::vector<Case> cases = {
      {"line:8", CollectiveAlgorithm::automatic},
      {"mesh2d:4x4", CollectiveAlgorithm::automatic},
      {"ring:8", CollectiveAlgorithm::ring},
      {"ring:64", CollectiveAlgorithm::ring},
      {"ring:8", CollectiveAlgorithm::bidirectional_ring},
      {"ring:64", CollectiveAlgorithm::bidirectional_ring},
      {"torus2d:4x4", CollectiveAlgorithm::torus},
      {"torus2d:16x16", CollectiveAlgorithm::torus},
      {"torus3d:4x4x4", CollectiveAlgorithm::torus},
      {"torus3d:8x8x8", CollectiveAlgorithm::torus},
  };
  fmt::print("\nall-reduce: simulated vs alpha-beta (45 GB/s, 1 us per hop)\n");
  fmt::print("{:<16} {:<20} {:>10} {:>14} {:>14} {:>8} {:>9}\n", "topology", "algorithm", "MiB/device",
             "simulated ms", "alpha-beta ms", "ratio", "wall s");
  for (const Case& c : cases) {
    for (double mib : {1.0, 64.0, 1024.0}) {
      CollectiveCall call = all_reduce(mib * 1024 * 1024, c.algorithm);
      Run run = simulate(c.topology, call);
      double predicted = alpha_beta_ns(call, TopologySpec::parse(c.topology), kLink);
      fmt::print("{:<16} {:<20} {:>10.0f} {:>14.4f} {:>14.4f} {:>8.5f} {:>9.3f}\n", c.topology,
                 collective_algorithm_name(c.algorithm), mib, run.simulated_ns / 1e6, predicted / 1e6,
                 run.simulated_ns / predicted, run.wall_s);
    }
  }
}

}  // namespace

int main() {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  print_scale_run();  // first, so that its peak memory is not someone else's
  print_agreement_table();
  return 0;
}
