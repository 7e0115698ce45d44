// The backends of the emulated build: the reference and the CUDA backend
// compiled against the CPU emulation (an OBJECT library, so this registrar
// is always linked in).
#include "pmapsim/backend.hpp"
#include "pmapsim/cuda/backend.hpp"
#include "pmapsim/reference/backend.hpp"

namespace {

const bool registered = [] {
  pmapsim::reference::register_backend(pmapsim::BackendRegistry::global());
  pmapsim::cuda::register_backend(pmapsim::BackendRegistry::global());
  return true;
}();

}  // namespace
