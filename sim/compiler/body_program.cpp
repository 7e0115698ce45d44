#include "compiler/body_program.hpp"

#include <algorithm>
#include <unordered_map>

namespace pmapsim::sim {
namespace {

// Every id below `base` that the region or a region nested in it reads.
void collect_captures(const Region& region, ValueId base, std::vector<ValueId>& captures) {
  auto note = [&](ValueId id) {
    if (id < base) captures.push_back(id);
  };
  for (const Instruction& ins : region.body) {
    for (ValueId id : ins.operands) note(id);
    for (const Region& nested : ins.regions) collect_captures(nested, base, captures);
  }
  for (ValueId id : region.results) note(id);
}

// Ids at or above `base` are the region's own (or its nested regions'): they
// shift as one block, so nested regions keep Region's numbering.
struct Renumbering {
  ValueId base;
  ValueId shift;
  std::unordered_map<ValueId, ValueId> captures;
  ValueId operator()(ValueId id) const { return id >= base ? id + shift : captures.at(id); }
};

void renumber(Region& region, const Renumbering& map) {
  for (Instruction& ins : region.body) {
    for (ValueId& id : ins.operands) id = map(id);
    for (Region& nested : ins.regions) renumber(nested, map);
  }
  for (ValueId& id : region.results) id = map(id);
}

}  // namespace

Program body_program(const Scope& scope, const Region& region, ValueId base) {
  std::vector<ValueId> captures;
  collect_captures(region, base, captures);
  std::sort(captures.begin(), captures.end());
  captures.erase(std::unique(captures.begin(), captures.end()), captures.end());

  const Program& outer = scope.program();
  Program program;
  program.name = outer.name + ".region";
  program.axis_name = outer.axis_name;
  program.axis_size = outer.axis_size;
  program.mesh = outer.mesh;
  Renumbering map{base, static_cast<ValueId>(captures.size()) - base, {}};
  for (std::size_t i = 0; i < captures.size(); ++i) {
    map.captures.emplace(captures[i], static_cast<ValueId>(i));
    program.params.push_back({"capture" + std::to_string(i), scope.type_of(captures[i])});
  }
  for (std::size_t i = 0; i < region.params.size(); ++i) {
    program.params.push_back({"param" + std::to_string(i), region.params[i]});
  }
  Region copy = region;
  renumber(copy, map);
  program.body = std::move(copy.body);
  program.results = std::move(copy.results);
  return program;
}

}  // namespace pmapsim::sim
