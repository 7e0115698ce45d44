// The SystemC context globals, set and restored in one place.
#include "core/systemc_context.hpp"

#include <cstdlib>
#include <mutex>

namespace pmapsim::sim {
namespace {

void make_current(sc_core::sc_simcontext* context) {
  sc_core::sc_curr_simcontext = context;
  sc_core::sc_default_global_context = context;
}

}  // namespace

void silence_systemc_banner() {
  static std::once_flag once;
  std::call_once(once, [] { setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0); });
}

SystemCContext::SystemCContext()
    : default_context_(sc_core::sc_get_curr_simcontext()), context_(new sc_core::sc_simcontext()) {}

SystemCContext::~SystemCContext() {
  make_current(context_);
  delete context_;
  make_current(default_context_);
}

SystemCContext::Activation::Activation(const SystemCContext& context)
    : previous_(sc_core::sc_curr_simcontext) {
  make_current(context.get());
}

SystemCContext::Activation::~Activation() {
  make_current(previous_);
}

}  // namespace pmapsim::sim
