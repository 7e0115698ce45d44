// collective= against the topology, before a run (see algorithm_check.hpp).
#include "pmapsim/sim/algorithm_check.hpp"

#include <fmt/format.h>

#include "pmapsim/errors.hpp"
#include "pmapsim/sim/hardware.hpp"

namespace pmapsim::sim {

std::string collective_algorithm_mismatch(const std::string& spec_text, CollectivePattern pattern) {
  const BackendSpec spec = BackendSpec::parse(spec_text);
  const std::optional<std::string> requested = spec.option("collective");
  if (spec.kind != "sim" || !requested || *requested == "automatic" || *requested == "auto") return "";
  if (pattern == CollectivePattern::none) throw Error("collective 'none': not a collective");
  const std::string collective(collective_pattern_name(pattern));
  const HardwareConfig config = resolve_hardware(spec);
  CollectiveCall call;
  call.kind = pattern;
  call.algorithm = config.collective;
  call.op_name = collective;
  std::string why;
  if (algorithm_fits(call, config.collective, config.topology, &why)) return "";
  return fmt::format("collective={} does not fit {} on {}: {}", *requested, collective, config.topology.str(),
                     why);
}

}  // namespace pmapsim::sim
