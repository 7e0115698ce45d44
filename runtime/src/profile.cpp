// Profiles: bound names and concatenating runs.
#include "pmapsim/profile.hpp"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

#include "pmapsim/dtype.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim {

std::vector<std::pair<std::string, std::string>> op_event_args(const Program& program,
                                                               std::size_t instruction) {
  const Instruction& ins = program.body.at(instruction);
  std::string operands;
  for (ValueId id : ins.operands) {
    if (!operands.empty()) operands += ", ";
    operands += program.type_of(id).str();
  }
  // An instruction with regions shows its first line (its regions follow in the text form).
  std::string text = print_instruction(program, instruction);
  if (const auto end = text.find(" {\n"); end != std::string::npos && !ins.regions.empty()) {
    text = text.substr(0, end) + " {...}";
  }
  std::string results = ins.type.str();
  for (const TensorType& type : ins.extra_types) results += ", " + type.str();
  return {{"instruction", std::move(text)},
          {"operands", std::move(operands)},
          {"result", std::move(results)},
          {"dtype", std::string(dtype_name(ins.type.dtype))}};
}

std::string op_event_name(const Program& program, std::size_t instruction) {
  const Instruction& ins = program.body.at(instruction);
  if (ins.op == OpCode::call) return "call @" + ins.attrs.symbol("callee");
  return std::string(op_name(ins.op));
}

std::string_view bound_name(Bound bound) {
  switch (bound) {
    case Bound::none:
      return "none";
    case Bound::compute:
      return "compute";
    case Bound::memory:
      return "memory";
    case Bound::network:
      return "network";
  }
  return "unknown";
}

namespace {

std::uint64_t largest_flow_id(const std::vector<ProfileEvent>& events) {
  std::uint64_t largest = 0;
  for (const ProfileEvent& event : events) {
    for (const FlowRef& flow : event.flows) largest = std::max(largest, flow.id);
  }
  return largest;
}

}  // namespace

void Profile::append(const Profile& other, double offset_ns) {
  // Backends reuse flow ids run after run (they are fixed per instruction), so
  // the appended run's flows get fresh ids: an arrow never joins two runs.
  std::uint64_t next_flow_id = largest_flow_id(events);
  std::unordered_map<std::uint64_t, std::uint64_t> renamed_flows;
  events.reserve(events.size() + other.events.size());
  for (const ProfileEvent& event : other.events) {
    ProfileEvent& shifted = events.emplace_back(event);
    shifted.start_ns += offset_ns;
    for (FlowRef& flow : shifted.flows) {
      auto [entry, fresh] = renamed_flows.try_emplace(flow.id, 0);
      if (fresh) entry->second = ++next_flow_id;
      flow.id = entry->second;
    }
  }
  counters.reserve(counters.size() + other.counters.size());
  for (const CounterSample& sample : other.counters) {
    CounterSample& shifted = counters.emplace_back(sample);
    shifted.time_ns += offset_ns;
  }
  // The other run's devices may extend ours (a larger run appended after a smaller one).
  for (const ProfileDevice& device : other.devices) {
    const bool known = std::any_of(devices.begin(), devices.end(),
                                   [&](const ProfileDevice& mine) { return mine.id == device.id; });
    if (!known) devices.push_back(device);
  }
  total_ns = std::max(total_ns, other.total_ns + offset_ns);
}

}  // namespace pmapsim
