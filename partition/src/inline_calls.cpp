// Inlining calls, at the top level and in loop bodies and branches, so that
// propagation and partitioning see through them (JAX writes a nested jit, relu
// or a custom_jvp as a call, and a scan's body indexes its stacks through calls).
#include "inline_calls.hpp"

#include <functional>
#include <map>
#include <unordered_map>

#include "pmapsim/builder.hpp"

namespace pmapsim::partitioning {
namespace {

// Renumbers an instruction's regions from `old_own` to `new_own` (a region's
// values continue its owner's numbering) and maps what they capture.
void renumber_regions(Instruction& instruction, ValueId old_own, ValueId new_own,
                      const std::function<ValueId(ValueId)>& outer) {
  const std::function<void(ValueId&)> map = [&](ValueId& id) {
    id = id >= old_own ? id - old_own + new_own : outer(id);
  };
  const std::function<void(Region&)> visit = [&](Region& region) {
    for (Instruction& inner : region.body) {
      for (ValueId& id : inner.operands) map(id);
      for (Region& nested : inner.regions) visit(nested);
    }
    for (ValueId& id : region.results) map(id);
  };
  for (Region& region : instruction.regions) visit(region);
}

struct Names {
  const Names* parent = nullptr;
  ValueId base = 0;
  std::unordered_map<ValueId, ValueId> ids;
  ValueId operator()(ValueId id) const {
    if (parent && id < base) return (*parent)(id);
    return ids.at(id);
  }
};

// Control flow whose regions are inlined too: a loop body or a branch runs
// once per trip or choice, so its calls are its own code (a scan's body calls
// the helpers that index and update its stacks).
bool inlines_regions(OpCode op) {
  return op == OpCode::while_loop || op == OpCode::cond || op == OpCode::switch_case;
}

class Inliner {
 public:
  // `moved`, when given, records where each value of the top level's loop
  // bodies went: (old loop, old body value) -> new body value.
  Inliner(ProgramBuilder& builder, std::map<std::pair<ValueId, ValueId>, ValueId>* moved)
      : builder_(builder), moved_(moved) {}

  void body(const std::vector<Instruction>& instructions, ValueId first, Names& names) {
    for (std::size_t index = 0; index < instructions.size(); ++index) {
      const Instruction& instruction = instructions[index];
      const ValueId own = first + static_cast<ValueId>(index);
      if (instruction.op == OpCode::result && names.ids.count(own)) continue;  // a call's result, bound there
      // A composite stays a call: it stands for a kernel (the simulator times it as one).
      if (instruction.op == OpCode::call && !instruction.attrs.has("composite")) {
        call(instruction, own, names);
        continue;
      }
      Instruction copy = instruction;
      for (ValueId& id : copy.operands) id = names(id);
      const ValueId at = builder_.next_value();
      if (inlines_regions(instruction.op)) {
        for (std::size_t r = 0; r < copy.regions.size(); ++r)
          copy.regions[r] = region(instruction, r, own, at, names);
      } else {
        renumber_regions(copy, own, at, [&](ValueId id) { return names(id); });
      }
      names.ids[own] = builder_.add_raw(std::move(copy));
    }
  }

 private:
  void call(const Instruction& call, ValueId own, Names& names) {
    const Region& callee = call.regions.at(0);
    Names inner;
    inner.parent = &names;
    inner.base = own;
    for (std::size_t j = 0; j < callee.params.size(); ++j)
      inner.ids[own + static_cast<ValueId>(j)] = names(call.operands.at(j));
    body(callee.body, own + static_cast<ValueId>(callee.params.size()), inner);
    for (std::size_t j = 0; j < callee.results.size(); ++j)
      names.ids[own + static_cast<ValueId>(j)] = inner(callee.results[j]);
  }

  // Region r of `owner` (value `own`, to be value `at`), rebuilt with its calls inlined.
  Region region(const Instruction& owner, std::size_t r, ValueId own, ValueId at, const Names& names) {
    const Region& old = owner.regions[r];
    Region fresh;
    ProgramBuilder inside(fresh, at, builder_);
    Names inner;
    inner.parent = &names;
    inner.base = own;
    for (std::size_t j = 0; j < old.params.size(); ++j)
      inner.ids[own + static_cast<ValueId>(j)] = inside.parameter("", old.params[j]);
    // Only the top level's loop bodies are recorded (their constraints are the ones read).
    const bool record = moved_ && !names.parent && owner.op == OpCode::while_loop && r == 1;
    Inliner(inside, nullptr).body(old.body, own + static_cast<ValueId>(old.params.size()), inner);
    for (ValueId id : old.results) fresh.results.push_back(inner(id));
    if (record)
      for (const auto& [old_id, new_id] : inner.ids)
        if (old_id >= own) (*moved_)[{own, old_id}] = new_id;
    return fresh;
  }

  ProgramBuilder& builder_;
  std::map<std::pair<ValueId, ValueId>, ValueId>* moved_;
};

}  // namespace

Inlined inline_calls(const Program& program) {
  Inlined inlined;
  Program& out = inlined.program;
  out.name = program.name;
  out.axis_name = program.axis_name;
  out.axis_size = program.axis_size;
  out.mesh = program.mesh;
  out.in_specs = program.in_specs;
  out.out_specs = program.out_specs;
  out.in_global_shapes = program.in_global_shapes;
  out.out_global_shapes = program.out_global_shapes;
  out.params = program.params;
  Names names;
  for (std::size_t p = 0; p < program.params.size(); ++p)
    names.ids[static_cast<ValueId>(p)] = static_cast<ValueId>(p);
  ProgramBuilder builder(out);
  Inliner(builder, &inlined.loop_body_ids)
      .body(program.body, static_cast<ValueId>(program.params.size()), names);
  for (ValueId id : program.results) out.results.push_back(names(id));
  inlined.ids.assign(static_cast<std::size_t>(program.num_values()), -1);
  for (const auto& [old_id, new_id] : names.ids) inlined.ids[static_cast<std::size_t>(old_id)] = new_id;
  return inlined;
}

}  // namespace pmapsim::partitioning
