// Session: detection, then MPI for more than one process.
#include "pmapsim/distributed/session.hpp"

#include <fmt/format.h>

#include "pmapsim/errors.hpp"

namespace pmapsim::distributed {
namespace {

// MPI's own view must agree with what the flags or the environment say.
void check_against_transport(const ProcessInfo& info, const Transport& transport) {
  if (transport.rank() != info.id || transport.size() != info.count) {
    throw Error(fmt::format("{} says process {} of {}, but MPI says process {} of {}", info.source, info.id,
                            info.count, transport.rank(), transport.size()));
  }
}

}  // namespace

Session::Session(const ProcessOverrides& overrides) : info_(detect_processes(overrides)) {
  if (info_.count == 1) return;
  transport_ = open_mpi_transport(collective_timeout_seconds(overrides));
  check_against_transport(info_, *transport_);
  set_process_transport(transport_);
}

Session::~Session() {
  if (transport_) set_process_transport(nullptr);
}

}  // namespace pmapsim::distributed
