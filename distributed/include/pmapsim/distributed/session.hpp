// Joining the other processes of one run, as jax.distributed.initialize does:
// find where this process stands (Open MPI, Slurm, or explicit flags), and
// for more than one process connect them over MPI and install the transport
// (pmapsim/distributed.hpp) that the backends use.
#pragma once

#include <memory>

#include "pmapsim/distributed.hpp"

namespace pmapsim::distributed {

// Whether this pmapsim was built with MPI (libopenmpi-dev at configure time).
bool built_with_mpi();

// While it lives, this process is one of info().count; its destructor
// removes the transport and leaves MPI (every process must end it).
class Session {
 public:
  explicit Session(const ProcessOverrides& overrides);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;
  const ProcessInfo& info() const { return info_; }
  // The transport (null for one process).
  const std::shared_ptr<Transport>& transport() const { return transport_; }

 private:
  ProcessInfo info_;
  std::shared_ptr<Transport> transport_;
};

// The MPI transport over MPI_COMM_WORLD, MPI initialized on first use; a
// process that waits longer than `collective_timeout_s` in one collective
// names the processes that never arrived and ends the run (exit code 2).
// Throws Error where MPI was not built in.
std::shared_ptr<Transport> open_mpi_transport(double collective_timeout_s);

}  // namespace pmapsim::distributed
