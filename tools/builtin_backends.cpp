// Registers the backends this pmapsim was built with. A backend that was not
// built is registered as unavailable, so asking for it says why.
#include "pmapsim/backend.hpp"

#ifdef HAVE_PMAPSIM_REFERENCE
#include "pmapsim/reference/backend.hpp"
#endif
#ifdef HAVE_PMAPSIM_SIM
#include "pmapsim/sim/backend.hpp"
#endif
#ifdef HAVE_PMAPSIM_CUDA
#include "pmapsim/cuda/backend.hpp"
#endif

namespace pmapsim {
namespace {

void register_builtin_backends(BackendRegistry& registry) {
#ifdef HAVE_PMAPSIM_REFERENCE
  reference::register_backend(registry);
#else
  registry.add_unavailable("reference", "the reference backend is not built in this pmapsim");
#endif
#ifdef HAVE_PMAPSIM_SIM
  sim::register_backend(registry);
#else
  registry.add_unavailable("sim", "the sim backend is not built in this pmapsim");
#endif
#ifdef HAVE_PMAPSIM_CUDA
  cuda::register_backend(registry);
#else
  registry.add_unavailable("cuda",
                           "the cuda backend is not built in this pmapsim (configure on a machine with nvcc "
                           "and PMAPSIM_WITH_CUDA=ON)");
#endif
}

// Runs before main(); the OBJECT library keeps this translation unit linked.
const bool registered = [] {
  register_builtin_backends(BackendRegistry::global());
  return true;
}();

}  // namespace
}  // namespace pmapsim
