// Value lifetimes, op events and collective flows shared by every backend.
#include "pmapsim/execution.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cstring>

#include "pmapsim/errors.hpp"

namespace pmapsim {

namespace {

// Values of the enclosing scopes (ids below `own_id`) that an instruction's
// regions read, at any depth: captures, which the instruction reads too.
void add_captures(const Instruction& instruction, ValueId own_id, std::vector<ValueId>& reads) {
  for (const Region& region : instruction.regions) {
    for (const Instruction& inner : region.body) {
      for (ValueId id : inner.operands) {
        if (id < own_id) reads.push_back(id);
      }
      add_captures(inner, own_id, reads);
    }
    for (ValueId id : region.results) {
      if (id < own_id) reads.push_back(id);
    }
  }
}

}  // namespace

std::vector<ValueId> instruction_reads(const Program& program, std::size_t instruction) {
  const Instruction& ins = program.body[instruction];
  std::vector<ValueId> reads = ins.operands;
  add_captures(ins, program.instruction_value(instruction), reads);
  return reads;
}

std::int64_t max_loop_trips() {
  static const std::int64_t limit = [] {
    constexpr std::int64_t kDefault = std::int64_t{1} << 20;
    const char* text = std::getenv("PMAPSIM_MAX_LOOP_TRIPS");
    if (text == nullptr || *text == '\0') return kDefault;
    std::int64_t value = 0;
    const char* end = text + std::strlen(text);
    const auto [stop, status] = std::from_chars(text, end, value);
    if (status != std::errc() || stop != end || value < 1) {
      throw Error(
          fmt::format("PMAPSIM_MAX_LOOP_TRIPS '{}': expected a whole number of trips, at least 1", text));
    }
    return value;
  }();
  return limit;
}

void check_loop_trips(std::int64_t trips, const Instruction& loop) {
  if (trips < max_loop_trips()) return;
  const std::string where = loop.loc.known() ? fmt::format(" at {}:{}", loop.loc.line, loop.loc.column) : "";
  throw Error(fmt::format(
      "{}{}: still looping after {} trips, so its condition may never turn false; a loop meant to run "
      "longer needs PMAPSIM_MAX_LOOP_TRIPS set higher",
      op_name(loop.op), where, trips));
}

std::size_t branch_taken(OpCode op, double selector, std::size_t branches) {
  if (op == OpCode::cond) return selector != 0 ? 0 : 1;  // regions: true branch, false branch
  return selector < 0 || selector >= static_cast<double>(branches) ? branches - 1
                                                                   : static_cast<std::size_t>(selector);
}

void throw_loop_disagreement(const std::vector<std::int64_t>& still) {
  throw Error(fmt::format(
      "while_loop: devices disagree on the loop condition (devices {} continue, the others stop) and the "
      "loop runs a collective, which needs every device",
      fmt::join(still, ", ")));
}

void check_branch_agreement(const Instruction& branch_op, std::size_t branch, std::size_t taken) {
  if (taken <= 1 || !region_has_collective(branch_op.regions.at(branch))) return;
  throw Error(fmt::format(
      "{}: devices take different branches and branch {} runs a collective, which needs every device",
      op_name(branch_op.op), branch));
}

void throw_collective_not_reached(const Instruction& collective, const std::vector<std::int64_t>& active) {
  throw Error(
      fmt::format("{}: a collective inside a loop or branch that only devices {} run (it needs every device)",
                  op_name(collective.op), fmt::join(active, ", ")));
}

std::vector<std::ptrdiff_t> value_last_uses(const Program& program) {
  std::vector<std::ptrdiff_t> last(static_cast<std::size_t>(program.num_values()), kNeverRead);
  for (std::size_t i = 0; i < program.body.size(); ++i) {
    for (ValueId id : instruction_reads(program, i))
      last[static_cast<std::size_t>(id)] = static_cast<std::ptrdiff_t>(i);
  }
  for (ValueId id : program.results) {
    last[static_cast<std::size_t>(id)] = static_cast<std::ptrdiff_t>(program.body.size());
  }
  return last;
}

std::vector<ValueId> values_dying_at(const Program& program, const std::vector<std::ptrdiff_t>& last_uses,
                                     std::size_t instruction) {
  std::vector<ValueId> dying;
  const auto params = static_cast<ValueId>(program.params.size());
  for (ValueId id : instruction_reads(program, instruction)) {
    if (id < params || last_uses[static_cast<std::size_t>(id)] != static_cast<std::ptrdiff_t>(instruction)) {
      continue;
    }
    if (std::find(dying.begin(), dying.end(), id) == dying.end()) dying.push_back(id);
  }
  return dying;
}

OpEvents::OpEvents(const Program& program) : program_(&program) {
  costs_.reserve(program.body.size());
  args_.reserve(program.body.size());
  std::vector<TensorType> operand_types;
  for (std::size_t index = 0; index < program.body.size(); ++index) {
    const Instruction& instruction = program.body[index];
    operand_types.clear();
    for (ValueId id : instruction.operands) operand_types.push_back(program.type_of(id));
    costs_.push_back(
        op_cost(instruction.op, operand_types, instruction.type, instruction.attrs, instruction.extra_types));
    args_.push_back(op_event_args(program, index));
  }
}

ProfileEvent OpEvents::make(std::size_t instruction, int device, double start_ns, double duration_ns) const {
  ProfileEvent event;
  event.device = device;
  event.track = "ops";
  event.name = op_event_name(*program_, instruction);
  event.start_ns = start_ns;
  event.duration_ns = duration_ns;
  event.flops = costs_[instruction].flops;
  event.bytes = costs_[instruction].bytes;
  event.op_index = static_cast<int>(instruction);
  event.args = args_[instruction];
  event.flows = collective_flows(*program_, instruction, device);
  return event;
}

namespace {

std::uint64_t flow_id(std::size_t instruction, std::int64_t sender) {
  // The top bit keeps these apart from ids a backend makes for its own arrows.
  return (1ull << 63) | (static_cast<std::uint64_t>(instruction) << 24) | static_cast<std::uint64_t>(sender);
}

}  // namespace

std::vector<FlowRef> group_flows(std::size_t instruction, std::int64_t first_member, std::size_t group_size,
                                 std::int64_t rank) {
  if (group_size < 2) return {};
  return {FlowRef{flow_id(instruction, first_member), rank == 0}};
}

std::vector<FlowRef> permute_flows(std::size_t instruction, std::int64_t device, bool sends,
                                   std::int64_t source) {
  // What the device sends first, then what it receives.
  std::vector<FlowRef> flows;
  if (sends) flows.push_back({flow_id(instruction, device), true});
  if (source >= 0) flows.push_back({flow_id(instruction, source), false});
  return flows;
}

std::vector<FlowRef> collective_flows(const Program& program, std::size_t instruction, std::int64_t device) {
  const Instruction& ins = program.body.at(instruction);
  if (!is_collective(ins.op) || ins.op == OpCode::axis_index) return {};
  if (ins.op == OpCode::ppermute) {
    const IntList sources = ppermute_sources(ins.attrs, program.axis_size);
    const bool sends = std::find(sources.begin(), sources.end(), device) != sources.end();
    return permute_flows(instruction, device, sends, sources.at(static_cast<std::size_t>(device)));
  }
  const GroupPosition position = group_position(collective_groups(ins.attrs, program.axis_size), device);
  return group_flows(instruction, position.members.front(), position.members.size(), position.rank);
}

}  // namespace pmapsim
