#include "sub_axes.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "factor_shardings.hpp"

namespace pmapsim::partitioning {
namespace {

// Per mesh axis: where reshapes want it cut (the sizes of its major parts).
using Cuts = std::map<std::string, std::set<std::int64_t>>;

// A dimension made of several factors and split over an axis splits its first factors over the
// axis's major part, of their product's size: a cut there where that divides the axis (also
// where another axis takes the first part of the product).
void note_cuts(const Mesh& mesh, const FactorRule& rule, const Dims& dims, Cuts& cuts) {
  for (const std::vector<int>& dim : dims) {
    std::int64_t before = 1;
    for (std::size_t i = 0; i + 1 < dim.size(); ++i) {
      before *= rule.sizes[static_cast<std::size_t>(dim[i])];
      for (const MeshAxis& axis : mesh) {
        std::vector<std::int64_t> sizes{before};
        for (const MeshAxis& other : mesh)
          if (other.name != axis.name && before % other.size == 0) sizes.push_back(before / other.size);
        for (std::int64_t size : sizes)
          if (size > 1 && size < axis.size && axis.size % size == 0) cuts[axis.name].insert(size);
      }
    }
  }
}

struct Survey {
  Cuts cuts;
  bool collectives = false;  // the program writes collectives of its own (a shard_map's body)
};

// `first`: the value id of body[0] (a region's body follows its parameters).
void survey(const Mesh& mesh, const Scope& scope, const std::vector<Instruction>& body, ValueId first,
            Survey& found) {
  for (std::size_t i = 0; i < body.size(); ++i) {
    const Instruction& instruction = body[i];
    if (op_def(instruction.op).op_class == OpClass::collective) found.collectives = true;
    if (instruction.op == OpCode::reshape) {
      const FactorRule rule =
          rule_for(instruction, {scope.type_of(instruction.operands.at(0))}, {instruction.type});
      note_cuts(mesh, rule, rule.operands[0], found.cuts);
      note_cuts(mesh, rule, rule.results[0], found.cuts);
    }
    const ValueId own = first + static_cast<ValueId>(i);
    for (const Region& region : instruction.regions) {
      const Scope inner(scope, region, own);
      survey(mesh, inner, region.body, own + static_cast<ValueId>(region.params.size()), found);
    }
  }
}

// The parts of an axis cut at `cuts` (the sizes of its major parts), major first, each named as
// Shardy names a sub-axis: the product of the parts before it, then its own size.
std::vector<MeshAxis> parts_of(const MeshAxis& axis, const std::set<std::int64_t>& cuts) {
  std::vector<MeshAxis> parts;
  std::int64_t pre = 1;
  for (std::int64_t cut : cuts) {
    if (cut % pre != 0) continue;  // cuts that do not nest: the later one left out
    parts.push_back({fmt::format("{}:({}){}", axis.name, pre, cut / pre), cut / pre});
    pre = cut;
  }
  parts.push_back({fmt::format("{}:({}){}", axis.name, pre, axis.size / pre), axis.size / pre});
  return parts;
}

using Parts = std::map<std::string, std::vector<MeshAxis>>;

void cut(TensorSharding& sharding, const Parts& parts) {
  for (DimSharding& dim : sharding.dims) {
    std::vector<std::string> axes;
    for (const std::string& axis : dim.axes) {
      const auto found = parts.find(axis);
      if (found == parts.end()) {
        axes.push_back(axis);
        continue;
      }
      for (const MeshAxis& part : found->second) axes.push_back(part.name);
    }
    dim.axes = std::move(axes);
  }
}

// "h:(2)4" -> {"h", 2, 4}; nullopt for a whole axis's name.
struct Part {
  std::string axis;
  std::int64_t pre = 1, size = 1;
};
std::optional<Part> part_named(const std::string& name) {
  const std::size_t open = name.rfind(":(");
  const std::size_t close = name.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close < open) return std::nullopt;
  return Part{name.substr(0, open), std::stoll(name.substr(open + 2, close - open - 2)),
              std::stoll(name.substr(close + 1))};
}

// Each run of an axis's parts that holds all of them in order becomes the axis; `whole` turns
// false where some part stands without the others.
std::vector<std::string> joined(const Mesh& mesh, const std::vector<std::string>& axes, bool& whole) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < axes.size();) {
    const std::optional<Part> first = part_named(axes[i]);
    if (!first) {
      out.push_back(axes[i++]);
      continue;
    }
    std::int64_t covered = first->pre * first->size;
    std::size_t j = i + 1;
    for (; j < axes.size(); ++j) {
      const std::optional<Part> next = part_named(axes[j]);
      if (!next || next->axis != first->axis || next->pre != covered) break;
      covered *= next->size;
    }
    const auto axis =
        std::find_if(mesh.begin(), mesh.end(), [&](const MeshAxis& a) { return a.name == first->axis; });
    if (first->pre == 1 && axis != mesh.end() && covered == axis->size) {
      out.push_back(first->axis);
    } else {
      whole = false;
      out.insert(out.end(), axes.begin() + static_cast<std::ptrdiff_t>(i),
                 axes.begin() + static_cast<std::ptrdiff_t>(j));
    }
    i = j;
  }
  return out;
}

std::vector<std::string> split_name(const std::string& axes) {
  std::vector<std::string> names;
  std::size_t start = 0;
  while (start <= axes.size()) {
    const std::size_t dot = axes.find('.', start);
    names.push_back(axes.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return names;
}

}  // namespace

std::optional<ShardingSeeds> with_sub_axes(const Program& program, const ShardingSeeds& seeds) {
  if (!seeds.manual.empty() || !seeds.loop_body_manual.empty()) return std::nullopt;
  for (const MeshAxis& axis : seeds.mesh)
    if (axis.name.find(':') != std::string::npos || axis.name.find('.') != std::string::npos)
      return std::nullopt;
  Survey found;
  const Scope top(program);
  survey(seeds.mesh, top, program.body, static_cast<ValueId>(program.params.size()), found);
  if (found.collectives || found.cuts.empty()) return std::nullopt;
  Parts parts;
  ShardingSeeds cut_seeds = seeds;
  cut_seeds.mesh.clear();
  for (const MeshAxis& axis : seeds.mesh) {
    const auto cuts = found.cuts.find(axis.name);
    if (cuts == found.cuts.end()) {
      cut_seeds.mesh.push_back(axis);
      continue;
    }
    parts[axis.name] = parts_of(axis, cuts->second);
    for (const MeshAxis& part : parts[axis.name]) cut_seeds.mesh.push_back(part);
  }
  for (auto& sharding : cut_seeds.params)
    if (sharding) cut(*sharding, parts);
  for (auto& sharding : cut_seeds.results)
    if (sharding) cut(*sharding, parts);
  for (auto& [id, sharding] : cut_seeds.values) cut(sharding, parts);
  for (auto& [key, sharding] : cut_seeds.loop_body_values) cut(sharding, parts);
  for (auto& [key, sharding] : cut_seeds.branch_values) cut(sharding, parts);
  return cut_seeds;
}

std::string whole_axes_name(const Mesh& mesh, const std::string& axes) {
  bool whole = true;
  return axes_name(joined(mesh, split_name(axes), whole));
}

std::optional<PartitionSpec> whole_axes_spec(const Mesh& mesh, const PartitionSpec& spec) {
  PartitionSpec out;
  bool whole = true;
  for (const std::vector<std::string>& dim : spec) out.push_back(joined(mesh, dim, whole));
  if (!whole) return std::nullopt;
  return out;
}

}  // namespace pmapsim::partitioning
