// Host memory a run's values need, against what the host has available.
#include "pmapsim/host_memory.hpp"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "pmapsim/errors.hpp"
#include "pmapsim/execution.hpp"

namespace pmapsim {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

double bytes_of(const TensorType& type) {
  double elements = 1;
  for (std::int64_t extent : type.shape) elements *= static_cast<double>(extent);
  return elements * static_cast<double>(dtype_size(type.dtype));
}

double param_bytes(const Program& program) {
  double total = 0;
  for (const Parameter& param : program.params) total += bytes_of(param.type);
  return total;
}

double result_bytes(const Program& program) {
  double total = 0;
  for (ValueId id : program.results) total += bytes_of(program.type_of(id));
  return total;
}

// As peak_value_bytes, in double: shapes near int64's range must not wrap.
double peak_bytes(const Program& program) {
  const std::vector<std::ptrdiff_t> last_uses = value_last_uses(program);
  double live = param_bytes(program);
  double peak = live;
  for (std::size_t i = 0; i < program.body.size(); ++i) {
    const ValueId id = program.instruction_value(i);
    const double bytes = bytes_of(program.type_of(id));
    live += bytes;
    peak = std::max(peak, live);
    if (last_uses[static_cast<std::size_t>(id)] == kNeverRead) live -= bytes;
    for (ValueId dying : values_dying_at(program, last_uses, i)) live -= bytes_of(program.type_of(dying));
  }
  return peak;
}

}  // namespace

std::int64_t peak_value_bytes(const Program& program) {
  const double peak = peak_bytes(program);
  return peak >= 0x1p63 ? INT64_MAX : static_cast<std::int64_t>(peak);
}

std::optional<std::int64_t> available_host_bytes() {
  std::ifstream in("/proc/meminfo");
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    std::string key;
    std::int64_t kib = 0;
    if (fields >> key >> kib && key == "MemAvailable:") return kib * 1024;
  }
  return std::nullopt;
}

void check_host_memory(const Program& program, bool values_on_host, const std::string& backend_spec) {
  check_host_memory(program, values_on_host, backend_spec, program.axis_size);
}

void check_host_memory(const Program& program, bool values_on_host, const std::string& backend_spec,
                       std::int64_t local_devices) {
  const std::optional<std::int64_t> available = available_host_bytes();
  if (!available) return;
  const double per_device = values_on_host ? param_bytes(program) + peak_bytes(program)
                                           : param_bytes(program) + result_bytes(program);
  const double needed = per_device * static_cast<double>(local_devices);
  if (needed <= static_cast<double>(*available)) return;
  throw Error(fmt::format(
      "program '{}' on {} devices of '{}' needs at least {:.1f} GiB of host memory for its values, and "
      "{:.1f} GiB is available; use smaller shapes or fewer devices, or time it without values "
      "(sim:...,timing-only)",
      program.name, local_devices, backend_spec, needed / kGiB, static_cast<double>(*available) / kGiB));
}

}  // namespace pmapsim
