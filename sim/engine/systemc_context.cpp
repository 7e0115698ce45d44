// The SystemC context globals, set and restored in one place.
#include "engine/systemc_context.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <string>

#include "pmapsim/errors.hpp"

namespace pmapsim::sim {
namespace {

void make_current(sc_core::sc_simcontext* context) {
  sc_core::sc_curr_simcontext = context;
  sc_core::sc_default_global_context = context;
}

// Mappings per thread: its stack and the guard page beside it.
constexpr std::int64_t kMappingsPerThread = 2;
// Room left for what else maps memory during a run (allocations, files).
constexpr std::int64_t kSpareMappings = 1024;

std::int64_t mapping_limit() {
  std::ifstream in("/proc/sys/vm/max_map_count");
  std::int64_t limit = 0;
  return in >> limit ? limit : 0;
}

std::int64_t mappings_in_use() {
  std::ifstream in("/proc/self/maps");
  std::int64_t count = 0;
  for (std::string line; std::getline(in, line);) ++count;
  return count;
}

}  // namespace

void check_thread_capacity(std::int64_t threads, const char* what) {
  const std::int64_t limit = mapping_limit();
  if (limit <= 0) return;  // not Linux, or not readable: nothing to check against
  const std::int64_t needed = mappings_in_use() + kMappingsPerThread * threads + kSpareMappings;
  if (needed <= limit) return;
  throw Error(fmt::format(
      "sim: {} {} need about {} memory mappings (a SystemC thread stack and its guard page each), "
      "more than this system allows (vm.max_map_count = {}); raise it (sysctl -w vm.max_map_count={}) "
      "or simulate fewer {}",
      threads, what, needed, limit, std::max<std::int64_t>(262144, 2 * needed), what));
}

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
