// Where MPI was not found at configure time: one process only.
#include "pmapsim/distributed/session.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::distributed {

bool built_with_mpi() {
  return false;
}

std::shared_ptr<Transport> open_mpi_transport(double) {
  throw Error(
      "this pmapsim was built without MPI, so it runs one process only; install libopenmpi-dev and "
      "configure again to run across processes");
}

}  // namespace pmapsim::distributed
