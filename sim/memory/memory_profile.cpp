#include "pmapsim/sim/memory_profile.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "compiler/cost_model.hpp"
#include "compiler/fusion.hpp"
#include "pmapsim/execution.hpp"
#include "pmapsim/ops.hpp"

namespace pmapsim::sim {
namespace {

double bytes(const TensorType& type) {
  return static_cast<double>(type.byte_size());
}

bool receives_a_chunk(OpCode op) {
  return op == OpCode::psum || op == OpCode::pmean || op == OpCode::pmax || op == OpCode::pmin ||
         op == OpCode::psum_scatter;
}

std::string made_by(const Program& program, int instruction) {
  return fmt::format("%{} = {}", instruction,
                     op_name(program.body[static_cast<std::size_t>(instruction)].op));
}

// The buffers live while instruction `at` runs.
std::vector<LiveBuffer> live_at(const Program& program, const FusionPlan* fusion,
                                const std::vector<std::ptrdiff_t>& last, const BufferReuse& reuse, int at,
                                double scratch) {
  std::vector<LiveBuffer> live;
  for (const Parameter& param : program.params)
    live.push_back({-1, "param %" + param.name, param.type, bytes(param.type)});
  const std::size_t params = program.params.size();
  for (int i = 0; i <= at; ++i) {
    const std::ptrdiff_t reader = last[params + static_cast<std::size_t>(i)];
    if (fusion && fusion->fused_away(static_cast<std::size_t>(i))) continue;
    // A result written in place at `at` is listed as the operand whose buffer it took over.
    if ((i == at && !reuse.in_place[static_cast<std::size_t>(i)]) || (i != at && reader >= at)) {
      const TensorType& type = program.body[static_cast<std::size_t>(i)].type;
      live.push_back({i, made_by(program, i), type, bytes(type)});
    }
  }
  if (scratch > 0) {
    live.push_back({at, made_by(program, at) + " (scratch)", program.body[static_cast<std::size_t>(at)].type,
                    scratch, true});
  }
  std::stable_sort(live.begin(), live.end(),
                   [](const LiveBuffer& a, const LiveBuffer& b) { return a.bytes > b.bytes; });
  return live;
}

}  // namespace

double scratch_bytes(const Program& program, const Instruction& instruction) {
  if (!receives_a_chunk(instruction.op) || instruction.operands.empty()) return 0;
  const GroupPosition position = group_position(collective_groups(instruction.attrs, program.axis_size), 0);
  const auto group = static_cast<double>(std::max<std::size_t>(1, position.members.size()));
  return bytes(program.type_of(instruction.operands[0])) / group;
}

MemoryProfile memory_profile(const Program& program, const FusionPlan* fusion) {
  MemoryProfile profile;
  const std::vector<std::ptrdiff_t> last = fused_last_uses(program, fusion);
  const BufferReuse reuse = buffer_reuse(program, fusion, last);
  const LiveBytes walk = live_bytes(program, fusion, last, reuse);
  profile.parameter_bytes = walk.parameters;
  profile.peak_bytes = walk.parameters;
  profile.after = walk.after;
  for (std::size_t i = 0; i < program.body.size(); ++i) {
    // Scratch only where the op runs as its own kernel: a fused-away op keeps it on chip.
    const bool fused_away = fusion && fusion->fused_away(i);
    const double scratch = fused_away ? 0 : scratch_bytes(program, program.body[i]);
    profile.scratch.push_back(scratch);
    profile.during.push_back(walk.during[i] + scratch);
    if (!fused_away && walk.during[i] + scratch > profile.peak_bytes) {
      profile.peak_bytes = walk.during[i] + scratch;
      profile.peak_instruction = static_cast<int>(i);
    }
  }
  if (profile.peak_instruction >= 0) {
    profile.at_peak = live_at(program, fusion, last, reuse, profile.peak_instruction,
                              profile.scratch[static_cast<std::size_t>(profile.peak_instruction)]);
  } else {
    profile.at_peak = live_at(program, fusion, last, reuse, -1, 0);
  }
  return profile;
}

MemoryProfile memory_profile(const Program& program, const std::string& sim_spec) {
  if (!resolve_hardware(BackendSpec::parse(sim_spec)).fusion) return memory_profile(program);
  const FusionPlan fusion = plan_fusion(program);
  return memory_profile(program, &fusion);
}

std::string memory_table(const MemoryProfile& profile, std::size_t limit) {
  std::string text = fmt::format(
      "HBM live per device: peak {} ({} bytes) {}\n", format_bytes(profile.peak_bytes), profile.peak_bytes,
      profile.peak_instruction < 0 ? "before the first instruction"
                                   : fmt::format("while %{} runs", profile.peak_instruction));
  text += fmt::format("  {:<28} {:<24} {:>14} {:>7}\n", "buffer (made by)", "type", "bytes", "share");
  const std::size_t shown = std::min(limit, profile.at_peak.size());
  for (std::size_t i = 0; i < shown; ++i) {
    const LiveBuffer& buffer = profile.at_peak[i];
    text += fmt::format("  {:<28} {:<24} {:>14} {:>6.1f}%\n", buffer.made_by,
                        buffer.scratch ? std::string("scratch") : buffer.type.str(), buffer.bytes,
                        profile.peak_bytes > 0 ? 100 * buffer.bytes / profile.peak_bytes : 0.0);
  }
  if (shown < profile.at_peak.size()) {
    double rest = 0;
    for (std::size_t i = shown; i < profile.at_peak.size(); ++i) rest += profile.at_peak[i].bytes;
    text += fmt::format("  ... {} smaller buffers, {} bytes\n", profile.at_peak.size() - shown, rest);
  }
  return text;
}

}  // namespace pmapsim::sim
