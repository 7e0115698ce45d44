// collective= against the topology, before a run (see algorithm_check.hpp).
#include "pmapsim/sim/algorithm_check.hpp"

#include <fmt/format.h>

#include <map>

#include "pmapsim/errors.hpp"
#include "pmapsim/sim/hardware.hpp"

namespace pmapsim::sim {

std::string collective_algorithm_mismatch(const std::string& spec_text, const std::string& collective) {
  const BackendSpec spec = BackendSpec::parse(spec_text);
  const std::optional<std::string> requested = spec.option("collective");
  if (spec.kind != "sim" || !requested || *requested == "automatic" || *requested == "auto") return "";
  static const std::map<std::string, CollectiveKind> kinds = {
      {"all_reduce", CollectiveKind::all_reduce},
      {"all_gather", CollectiveKind::all_gather},
      {"reduce_scatter", CollectiveKind::reduce_scatter},
      {"all_to_all", CollectiveKind::all_to_all},
      {"ppermute", CollectiveKind::permute}};
  const auto kind = kinds.find(collective);
  if (kind == kinds.end()) throw Error(fmt::format("collective '{}': unknown collective", collective));
  const HardwareConfig config = resolve_hardware(spec);
  CollectiveCall call;
  call.kind = kind->second;
  call.algorithm = config.collective;
  call.op_name = collective;
  std::string why;
  if (algorithm_fits(call, config.collective, config.topology, &why)) return "";
  return fmt::format("collective={} does not fit {} on {}: {}", *requested, collective, config.topology.str(),
                     why);
}

}  // namespace pmapsim::sim
