// One SPMD program over several processes: where this process stands, which
// devices it runs, and the byte transport between the processes.
//
// No MPI here: the transport is an interface, implemented over MPI by
// distributed/ (built where MPI is found). A backend that spans processes
// asks process_transport() at open; without one (or with one process) every
// device runs in this process, as always.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pmapsim {

class Array;

// Devices [first, first + count) of a program's mapped axis.
struct DeviceBlock {
  std::int64_t first = 0;
  std::int64_t count = 0;

  std::int64_t end() const { return first + count; }
  bool contains(std::int64_t device) const { return device >= first && device < end(); }
  bool operator==(const DeviceBlock&) const = default;
};

// The contiguous block of `devices` that process `rank` of `ranks` runs:
// devices / ranks each, the first devices % ranks processes one more.
// Throws Error when there are fewer devices than processes.
DeviceBlock device_block(std::int64_t devices, int rank, int ranks);
// The process that runs `device` under device_block.
int device_owner(std::int64_t device, std::int64_t devices, int ranks);

// Where this process stands, as jax.distributed.initialize finds it.
struct ProcessInfo {
  int id = 0;
  int count = 1;
  std::string coordinator;             // host:port, when given
  std::string source = "one process";  // what said so: "Open MPI", "Slurm", "--process-id"
};

// What the command line or the caller says explicitly (nullopt: detect).
struct ProcessOverrides {
  std::optional<int> id;
  std::optional<int> count;
  std::string coordinator;
  std::optional<double> collective_timeout_s;  // --collective-timeout
  // How errors name id and count (the Python API names its own arguments).
  std::string explicit_names = "--process-id/--num-processes";
};

// Explicit values first, then Open MPI (OMPI_COMM_WORLD_RANK/SIZE), then
// Slurm (SLURM_PROCID/SLURM_NTASKS), else one process. `getenv` reads the
// environment (a test passes its own). Throws Error for values that are not
// numbers, an id outside [0, count), an id without a count, or a coordinator
// that is not host:port.
using EnvironmentReader = std::function<std::optional<std::string>(const std::string&)>;
ProcessInfo detect_processes(const ProcessOverrides& overrides, const EnvironmentReader& getenv);
ProcessInfo detect_processes(const ProcessOverrides& overrides = {});

// How long a process waits in one collective for the others before it ends
// the run (a peer that hangs rather than dies): --collective-timeout, else
// PMAPSIM_COLLECTIVE_TIMEOUT, else kDefaultCollectiveTimeout seconds. Throws
// Error for a value that is not a positive number of seconds.
inline constexpr double kDefaultCollectiveTimeout = 300.0;
double collective_timeout_seconds(const ProcessOverrides& overrides, const EnvironmentReader& getenv);
double collective_timeout_seconds(const ProcessOverrides& overrides);

// Names the collective the calling thread is about to run through the
// transport ("stablehlo all_reduce %m", "the output gather"), so that a
// watchdog that gives up waiting says where. Scoped: the previous name
// comes back at the end of the scope.
class CollectiveSite {
 public:
  explicit CollectiveSite(std::string name);
  ~CollectiveSite();
  CollectiveSite(const CollectiveSite&) = delete;
  CollectiveSite& operator=(const CollectiveSite&) = delete;

 private:
  std::string previous_;
};
// The innermost CollectiveSite's name on this thread ("a collective" outside any).
std::string current_collective_site();

// Bytes between the processes of one run. Every call is collective: every
// process calls it, in the same order.
class Transport {
 public:
  virtual ~Transport() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // sends[r] goes to process r (sends[rank()] stays here); returns what each
  // process sent to this one (index = sender; empty where it sent nothing).
  virtual std::vector<std::string> exchange(const std::vector<std::string>& sends) = 0;
  // Every process's bytes, index = rank.
  virtual std::vector<std::string> all_gather(const std::string& mine) = 0;
  // Ends every process of the run now with exit code `code` (a fault on one
  // process while the others may wait in a collective).
  [[noreturn]] virtual void abort(int code) = 0;
  // Bytes this process has sent to others so far.
  virtual std::uint64_t bytes_sent() const = 0;
};

// One trip of a loop that runs a collective, agreed across the processes of a
// run (every process must go the same way around it): each process sends how
// many of its devices looped this trip and which of them loop on; every
// process gets the run's totals (the devices in process order). Collective.
struct LoopTrip {
  std::size_t looping = 0;
  std::vector<std::int64_t> still;
};
LoopTrip agree_on_loop_trip(Transport& transport, std::size_t looping,
                            const std::vector<std::int64_t>& still);

// The transport of this process's run (null: one process). Set once by the
// program's entry point (the CLI, the Python package) before backends open.
void set_process_transport(std::shared_ptr<Transport> transport);
std::shared_ptr<Transport> process_transport();

// The processes of this run, as a transport with size() > 1 says, or nullopt.
struct ProcessPlacement {
  std::shared_ptr<Transport> transport;
  DeviceBlock local;  // this process's devices of the program
};
std::optional<ProcessPlacement> placement_for(std::int64_t program_devices);

// After a run over the processes' device blocks (outputs[d] filled for the
// devices of `local` only): every device's results on process 0
// (`everyone` false; the others keep their own) or on every process.
void gather_outputs(Transport& transport, std::vector<std::vector<Array>>& outputs, DeviceBlock local,
                    bool everyone);

}  // namespace pmapsim
