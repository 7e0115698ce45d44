// The demo's MLP step (examples/programs/mlp_train_step.spmd, batch 128 over
// reference:devices=8) in one process and over two, side by side in one run:
//   bench_processes [STEPS]
// runs the step STEPS times here, then starts `mpirun -np 2` of itself in
// worker mode, which runs the same step split over two processes and
// reports each process's best step time, the bytes it sent per step and its
// peak RSS. Prints the ratio of the two step times. Needs mpirun and a
// build with MPI; says so and exits 0 without them.
#include <fmt/format.h>
#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>

#include "best_seconds.hpp"
#include "pmapsim/distributed/session.hpp"
#include "pmapsim/pmapsim.hpp"

namespace {

using namespace pmapsim;

constexpr const char* kProgram = PMAPSIM_SOURCE_DIR "/examples/programs/mlp_train_step.spmd";
constexpr const char* kBackend = "reference:devices=8";

std::vector<std::vector<Array>> arguments(const Program& program, DeviceBlock local) {
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (std::int64_t d = local.first; d < local.end(); ++d) {
    for (std::size_t p = 0; p < program.params.size(); ++p) {
      args[static_cast<std::size_t>(d)].push_back(random_normal(program.params[p].type.shape, 31 * d + p));
    }
  }
  return args;
}

double peak_rss_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

struct Figures {
  double step_seconds = 0;
  double bytes_per_step = 0;
  double peak_rss_mib = 0;
};

// The step `steps` times on this process's devices (all of them in one process).
Figures measure(int steps) {
  const Program program = read_program_file(kProgram);
  const auto backend = BackendRegistry::global().open(kBackend);
  const auto executable = backend->compile(program);
  const auto args = arguments(program, executable->local_devices());
  RunOptions options;
  options.profile = false;
  executable->run(args, options);  // warm: pages, pools
  const std::shared_ptr<Transport> transport = process_transport();
  const std::uint64_t sent_before = transport ? transport->bytes_sent() : 0;
  Figures figures;
  figures.step_seconds = bench::best_seconds(steps, [&] { executable->run(args, options); });
  const std::uint64_t sent = transport ? transport->bytes_sent() - sent_before : 0;
  figures.bytes_per_step = static_cast<double>(sent) / steps;
  figures.peak_rss_mib = peak_rss_mib();
  return figures;
}

// Worker mode, under mpirun: every process measures, process 0 prints one
// line per process: "process R step_seconds bytes_per_step peak_rss_mib".
int worker(int steps) {
  const distributed::Session session({});
  const Figures mine = measure(steps);
  const auto all = session.transport()->all_gather(
      fmt::format("{} {} {}", mine.step_seconds, mine.bytes_per_step, mine.peak_rss_mib));
  if (session.transport()->rank() != 0) return 0;
  for (std::size_t r = 0; r < all.size(); ++r) std::cout << "process " << r << " " << all[r] << "\n";
  return 0;
}

std::vector<Figures> run_workers(const std::string& self, int steps) {
  const std::string command = fmt::format(
      "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 mpirun --oversubscribe -np 2 '{}' --worker "
      "{}",
      self, steps);
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return {};
  std::vector<Figures> figures;
  char line[512];
  while (std::fgets(line, sizeof line, pipe) != nullptr) {
    std::istringstream in(line);
    std::string word;
    int rank = 0;
    Figures f;
    if (in >> word >> rank >> f.step_seconds >> f.bytes_per_step >> f.peak_rss_mib && word == "process") {
      figures.push_back(f);
    }
  }
  return pclose(pipe) == 0 ? figures : std::vector<Figures>{};
}

int compare(const std::string& self, int steps) {
  const Figures one = measure(steps);
  std::cout << fmt::format("mlp_train_step on {}, best of {} steps\n", kBackend, steps);
  std::cout << fmt::format("  one process      step {:8.3f} ms  peak RSS {:6.1f} MiB\n",
                           one.step_seconds * 1e3, one.peak_rss_mib);
  if (!distributed::built_with_mpi() || std::system("command -v mpirun >/dev/null 2>&1") != 0) {
    std::cout << "  two processes    not measured: needs mpirun and a pmapsim built with MPI\n";
    return 0;
  }
  const std::vector<Figures> two = run_workers(self, steps);
  if (two.size() != 2) {
    std::cout << "  two processes    mpirun -np 2 failed\n";
    return 1;
  }
  const double slowest = std::max(two[0].step_seconds, two[1].step_seconds);
  for (std::size_t r = 0; r < two.size(); ++r) {
    std::cout << fmt::format(
        "  process {} of 2   step {:8.3f} ms  peak RSS {:6.1f} MiB  sent {:9.0f} bytes/step\n", r,
        two[r].step_seconds * 1e3, two[r].peak_rss_mib, two[r].bytes_per_step);
  }
  std::cout << fmt::format("  -np 2 / one process: {:.2f}x step time\n", slowest / one.step_seconds);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const bool worker_mode = argc >= 2 && std::string(argv[1]) == "--worker";
    const int steps =
        std::max(1, std::atoi(argc >= (worker_mode ? 3 : 2) ? argv[worker_mode ? 2 : 1] : "30"));
    return worker_mode ? worker(steps) : compare(argv[0], steps);
  } catch (const std::exception& error) {
    std::cerr << "bench_processes: " << error.what() << "\n";
    return 2;
  }
}
