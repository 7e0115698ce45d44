// Sharded modules: the mesh a module's manual computations run over, and
// which of @main's arguments and results cross into and out of them as
// per-device shards (given and returned through the program's in_specs and
// out_specs) rather than as global arrays every device holds whole.
#include <fmt/ranges.h>

#include <algorithm>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

bool is_spmd_identifier(const std::string& name) {
  if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_')) return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

// Every sdy.manual_computation of a region, recursively, in text order.
void collect_manual(const Region& region, std::vector<const Op*>& found) {
  for (const Op& op : region.ops) {
    if (op.name == "sdy.manual_computation") found.push_back(&op);
    for (const auto& r : op.regions) collect_manual(*r, found);
  }
}

std::set<std::string> manual_axes_of(const Op& op) {
  std::set<std::string> axes;
  if (const Attr* a = op.attribute("manual_axes")) {
    for (const auto& [name, value] : a->fields) axes.insert(name);
    for (const Attr& item : a->items) axes.insert(item.text);
  }
  return axes;
}

const Attr& sharding_item(const Importer& im, const Op& op, const char* key, std::size_t i) {
  const Attr* list = op.attribute(key);
  if (!list || list->kind != Attr::Kind::Array) im.fail(op, std::string("missing ") + key);
  if (i >= list->items.size())
    im.fail(op, fmt::format("{} has {} entries; needed entry {}", key, list->items.size(), i));
  return list->items[i];
}

// After the dimension list: `replicated={...}` (what unsplit dimensions say
// already) may follow; unreduced axes (partial sums a value carries) may not.
void check_sharding_tail(const std::string& tail, const std::string& where) {
  std::size_t at = 0;
  while (at < tail.size()) {
    at = tail.find_first_not_of(", \t\n>", at);
    if (at == std::string::npos) return;
    if (tail.compare(at, 11, "replicated=") == 0) {
      const std::size_t close = tail.find('}', at);
      if (close == std::string::npos) break;
      at = close + 1;
      continue;
    }
    throw Error(where + ": sharding field '" + tail.substr(at, tail.find_first_of("={", at) - at) +
                "' is not supported yet");
  }
}

}  // namespace

SdySharding parse_sdy_sharding(const Attr& attr, const std::string& where) {
  const std::string& body = attr.body;
  SdySharding s;
  std::size_t at = body.find_first_not_of(" \t\n");
  if (at == std::string::npos || body[at] != '@')
    throw Error(where + ": a sharding must name its mesh as @name (inline meshes are not supported yet): <" +
                body.substr(0, 60) + ">");
  std::size_t end = body.find_first_of(", \t\n", at);
  s.mesh = body.substr(at + 1, end == std::string::npos ? std::string::npos : end - at - 1);
  std::size_t open = body.find('[', at);
  if (open == std::string::npos) throw Error(where + ": a sharding without its dimension list");
  bool in_dim = false;
  for (std::size_t i = open + 1; i < body.size(); ++i) {
    const char c = body[i];
    if (c == ']' && !in_dim) {
      check_sharding_tail(body.substr(i + 1), where);
      return s;
    }
    if (c == '{') {
      if (in_dim) throw Error(where + ": a nested '{' in a sharding");
      in_dim = true;
      s.dims.emplace_back();
      s.open.push_back(false);
    } else if (c == '}') {
      in_dim = false;
      if (i + 1 < body.size() && body[i + 1] == 'p') {
        const std::size_t end = body.find_first_not_of("0123456789", i + 2);
        throw Error(where + ": sharding priorities (" + body.substr(i + 1, end - i - 1) +
                    ") are not supported yet");
      }
    } else if (c == '?' && in_dim) {
      s.open.back() = true;
    } else if (c == '"') {
      const std::size_t close = body.find('"', i + 1);
      if (close == std::string::npos || !in_dim)
        throw Error(where + ": a malformed sharding <" + body.substr(0, 60) + ">");
      s.dims.back().push_back(body.substr(i + 1, close - i - 1));
      i = close;
      if (body.compare(i + 1, 2, ":(") == 0)
        throw Error(where + ": sub-axis shardings (\"x\":(1)2) are not supported yet");
    }
  }
  throw Error(where + ": a sharding's dimension list is not closed");
}

std::string Importer::flat_axis() const {
  if (mesh_.axes.empty()) return "i";  // a one-device program's axis (its header: axis=i devices=1)
  std::string flat;
  for (const std::string& name : mesh_.spmd_names) flat += (flat.empty() ? "" : ".") + name;
  return flat;
}

std::int64_t Importer::device_position(const Op& op, std::int64_t partition_id) const {
  const std::int64_t devices = device_count();
  if (mesh_.device_ids.empty()) {
    if (partition_id < 0 || partition_id >= devices)
      fail(op, fmt::format("names partition {}, outside the mesh's {} devices", partition_id, devices));
    return partition_id;
  }
  const auto it = std::find(mesh_.device_ids.begin(), mesh_.device_ids.end(), partition_id);
  if (it == mesh_.device_ids.end())
    fail(op, fmt::format("names partition {}, which the mesh's device_ids lack", partition_id));
  return it - mesh_.device_ids.begin();
}

PartitionSpec Importer::manual_spec(const Op& op, const Attr& sharding) const {
  const std::string where = fmt::format("{}:{}:{}", module_.source_name, op.where.line, op.where.column);
  const SdySharding s = parse_sdy_sharding(sharding, where);
  if (s.mesh != mesh_.name) fail(op, "uses mesh @" + s.mesh + "; the program runs over @" + mesh_.name);
  const std::set<std::string> manual = manual_axes_of(op);
  PartitionSpec spec;
  for (const auto& dim : s.dims) {
    std::vector<std::string> axes;
    for (const std::string& axis : dim) {
      if (!manual.count(axis)) continue;  // an automatic axis: the body sees the whole dimension
      const auto found =
          std::find_if(mesh_.axes.begin(), mesh_.axes.end(), [&](const auto& a) { return a.first == axis; });
      if (found == mesh_.axes.end())
        fail(op, "shards over axis \"" + axis + "\", which @" + mesh_.name + " lacks");
      axes.push_back(mesh_.spmd_names[static_cast<std::size_t>(found - mesh_.axes.begin())]);
    }
    spec.push_back(std::move(axes));
  }
  while (!spec.empty() && spec.back().empty()) spec.pop_back();
  return spec;
}

void Importer::check_divides(const Op& op, const TensorType& global, const PartitionSpec& spec,
                             const TensorType& local, const std::string& what) const {
  bool fits = global.shape.size() == local.shape.size();
  for (std::size_t d = 0; fits && d < global.shape.size(); ++d) {
    std::int64_t count = 1;
    if (d < spec.size())
      for (const std::string& axis : spec[d])
        for (std::size_t k = 0; k < mesh_.spmd_names.size(); ++k)
          if (mesh_.spmd_names[k] == axis) count *= mesh_.axes[k].second;
    fits = local.shape[d] * count == global.shape[d];
  }
  if (!fits)
    fail(op,
         fmt::format("{}: {} split by {} does not give the body's {} (a sharding that does not divide it?)",
                     what, global.str(), partition_spec_text(spec), local.str()));
}

std::vector<std::string> Importer::free_axes(const Op& manual) const {
  const std::set<std::string> manual_axes = manual_axes_of(manual);
  std::vector<std::string> free;
  for (std::size_t k = 0; k < mesh_.axes.size(); ++k)
    if (!manual_axes.count(mesh_.axes[k].first)) free.push_back(mesh_.spmd_names[k]);
  return free;
}

bool Importer::any_partly_manual() const {
  std::vector<const Op*> manual;
  for (const Function& f : module_.functions) collect_manual(f.body, manual);
  return std::any_of(manual.begin(), manual.end(), [&](const Op* op) { return !free_axes(*op).empty(); });
}

PartitionSpec Importer::in_spec(const Op& manual, std::size_t i) const {
  return manual_spec(manual, sharding_item(*this, manual, "in_shardings", i));
}

PartitionSpec Importer::out_spec(const Op& manual, std::size_t j) const {
  return manual_spec(manual, sharding_item(*this, manual, "out_shardings", j));
}

void Importer::find_mesh(const Function& main) {
  (void)main;
  std::vector<const Op*> manual;
  for (const Function& f : module_.functions) collect_manual(f.body, manual);
  if (manual.empty()) return;
  const Op& first = *manual.front();
  const std::string where =
      fmt::format("{}:{}:{}", module_.source_name, first.where.line, first.where.column);
  const Attr* list = first.attribute("in_shardings");
  if (!list || list->items.empty()) list = first.attribute("out_shardings");
  if (!list || list->items.empty()) fail(first, "has neither in_shardings nor out_shardings");
  const std::string name = parse_sdy_sharding(list->items.front(), where).mesh;
  const auto found = std::find_if(module_.meshes.begin(), module_.meshes.end(),
                                  [&](const stablehlo::Mesh& m) { return m.name == name; });
  if (found == module_.meshes.end())
    fail(first, "names mesh @" + name + ", which the module does not declare");
  mesh_.name = name;
  mesh_.axes = found->axes;
  mesh_.device_ids = found->device_ids;
  for (std::size_t k = 0; k < mesh_.axes.size(); ++k) {
    const std::string& axis = mesh_.axes[k].first;
    mesh_.spmd_names.push_back(is_spmd_identifier(axis) ? axis : "axis" + std::to_string(k));
  }
  if (mesh_.axes.empty()) mesh_ = ProgramMesh{};  // a mesh without axes: one device
}

// An @main argument is handed in as shards when manual computations are its
// only users and they all take it with one spec; a manual computation's
// result is returned as shards when @main returns it (it is gathered into a
// global array only where another op uses it).
void Importer::plan_shards(const Function& main) {
  std::map<std::string, std::vector<std::pair<const Op*, std::size_t>>> manual_uses;
  std::map<std::string, int> other_uses;
  std::map<std::string, const Op*> manual_producer;  // result key -> its manual computation
  const auto count_captures = [&](const Op& op) {
    for (const auto& r : op.regions)
      stablehlo::walk(*r, [&](const Op& inner) {
        for (const auto& v : inner.operands) ++other_uses[key(v)];
      });
  };
  for (const Op& op : main.body.ops) {
    if (op.name == "sdy.manual_computation") {
      for (std::size_t i = 0; i < op.operands.size(); ++i)
        manual_uses[key(op.operands[i])].push_back({&op, i});
      for (const std::string& result : op.result_names) manual_producer[result] = &op;
      continue;
    }
    if (op.name != "func.return")
      for (const auto& v : op.operands) ++other_uses[key(v)];
    count_captures(op);
  }
  // A value a manual computation takes with another spec than it was made
  // with, or takes from outside, must exist globally.
  for (const auto& [value, uses] : manual_uses) {
    const auto producer = manual_producer.find(value);
    for (const auto& use : uses) {
      bool same_shards = false;
      if (producer != manual_producer.end()) {
        const Op& p = *producer->second;
        const auto pos =
            std::find(p.result_names.begin(), p.result_names.end(), value) - p.result_names.begin();
        same_shards = out_spec(p, static_cast<std::size_t>(pos)) == in_spec(*use.first, use.second);
      }
      if (!same_shards) needs_global.insert(value);
    }
  }
  for (const auto& [value, count] : other_uses)
    if (count > 0) needs_global.insert(value);
  for (const auto& a : main.arguments) {
    auto uses = manual_uses.find(a.name);
    if (uses == manual_uses.end() || other_uses.count(a.name)) continue;
    bool returned = false;
    for (const Op& op : main.body.ops)
      if (op.name == "func.return")
        for (const auto& v : op.operands) returned = returned || key(v) == a.name;
    if (returned) continue;
    const auto& [op, i] = uses->second.front();
    const PartitionSpec spec = in_spec(*op, i);
    bool one_spec = true;
    for (const auto& [other, j] : uses->second) one_spec = one_spec && in_spec(*other, j) == spec;
    if (!one_spec) continue;
    Shard shard;
    shard.spec = spec;
    if (op->regions.size() != 1 || i >= op->regions[0]->arguments.size())
      fail(*op, "needs one body region with an argument per operand");
    const TensorType& local = op->regions[0]->arguments[i].type;
    check_divides(*op, a.type, spec, local, "operand " + std::to_string(i));
    shard.type = type(*op, local);
    shard_parameters[a.name] = shard;
    needs_global.erase(a.name);
  }
  for (const auto& [value, uses] : manual_uses)
    if (!shard_parameters.count(value) && !manual_producer.count(value)) needs_global.insert(value);
}

namespace {

const Attr* field_of(const Attr& dict, const std::string& key) {
  for (const auto& field : dict.fields)
    if (field.first == key) return &field.second;
  return nullptr;
}

}  // namespace

bool Importer::manual_computations_partitionable(
    const Function& declared_main, const std::vector<std::pair<std::string, std::int64_t>>& axes) const {
  if (mesh_.axes != axes) return false;
  bool partitionable = true;
  // Where an op stands: @main's body (or a function called there), the body of a loop there (or
  // of a loop in such a body), the body of a shard_map standing there, or deeper (a branch, a
  // loop's condition, a region inside a shard_map's body).
  enum class Place : std::uint8_t { main, loop_body, manual_body, deeper };
  std::set<std::pair<const Function*, Place>> seen;
  const std::function<void(const Region&, Place)> visit = [&](const Region& body, Place place) {
    for (const Op& op : body.ops) {
      // In a shard_map's body, one over the remaining axes that takes nothing and gives values
      // unsplit is how JAX computes lax.axis_index in a partly manual body (from partition_id):
      // its body runs inline.
      if (op.name == "sdy.manual_computation")
        partitionable = partitionable && (place == Place::main || place == Place::loop_body ||
                                          (place == Place::manual_body && device_index_computation(op)));
      // A call's callee, and a composite's decomposition (inlined when it holds a manual
      // computation), stand where the op does.
      const Attr* decomposition = op.name == "stablehlo.composite" ? op.attribute("decomposition") : nullptr;
      const std::string callee_name = op.name == "func.call" ? op.callee
                                      : decomposition        ? decomposition->text
                                                             : std::string();
      if (!callee_name.empty())
        if (const Function* callee = module_.function(callee_name);
            callee && seen.insert({callee, place}).second)
          visit(callee->body, place);
      const bool outside_manual = place == Place::main || place == Place::loop_body;
      for (std::size_t r = 0; r < op.regions.size(); ++r) {
        const bool loop_body = outside_manual && op.name == "stablehlo.while" && r == 1;
        const bool manual_body = outside_manual && op.name == "sdy.manual_computation";
        visit(*op.regions[r], loop_body     ? Place::loop_body
                              : manual_body ? Place::manual_body
                                            : Place::deeper);
      }
    }
  };
  visit(declared_main.body, Place::main);
  return partitionable;
}

bool Importer::device_index_computation(const Op& manual) const {
  if (!manual.operands.empty()) return false;
  for (std::size_t j = 0; j < manual.result_names.size(); ++j)
    if (!out_spec(manual, j).empty()) return false;
  return true;
}

// Whether @main (or a function it calls there) computes anything outside its manual
// computations: without, the module is a shard_map or pmap program, per device as written.
bool Importer::computes_outside_manual(const Function& declared_main) const {
  static const std::set<std::string> bookkeeping = {"sdy.manual_computation", "func.return", "func.call",
                                                    "stablehlo.constant", "sdy.sharding_constraint"};
  std::set<const Function*> seen;
  const std::function<bool(const Region&)> visit = [&](const Region& body) {
    for (const Op& op : body.ops) {
      if (!bookkeeping.count(op.name)) return true;
      if (op.name == "func.call")
        if (const Function* callee = module_.function(op.callee); callee && seen.insert(callee).second)
          if (visit(callee->body)) return true;
    }
    return false;
  };
  return visit(declared_main.body);
}

void Importer::find_jit_shardings(const Function& declared_main) {
  JitShardings found;
  const auto read = [&](const std::vector<Attr>& dicts, std::vector<std::optional<SdySharding>>& into,
                        const char* what) {
    for (std::size_t i = 0; i < dicts.size(); ++i) {
      const Attr* sharding = field_of(dicts[i], "sdy.sharding");
      into.emplace_back();
      if (!sharding) continue;
      const std::string where = fmt::format("{}:{}:{}: @main {} {}", module_.source_name,
                                            declared_main.where.line, declared_main.where.column, what, i);
      into.back() = parse_sdy_sharding(*sharding, where);
      if (mesh_without_axes(into.back()->mesh)) continue;  // replicated: splits over nothing
      if (found.mesh.empty()) found.mesh = into.back()->mesh;
      if (into.back()->mesh != found.mesh)
        throw Error(where + ": shards over mesh @" + into.back()->mesh + "; others use @" + found.mesh);
    }
  };
  read(declared_main.argument_attributes, found.arguments, "argument");
  read(declared_main.result_attributes, found.results, "result");
  if (found.mesh.empty()) return;
  const auto mesh = std::find_if(module_.meshes.begin(), module_.meshes.end(),
                                 [&](const stablehlo::Mesh& m) { return m.name == found.mesh; });
  if (mesh == module_.meshes.end())
    throw Error(fmt::format("{}: @main's shardings name mesh @{}, which the module does not declare",
                            module_.source_name, found.mesh));
  found.axes = mesh->axes;
  std::int64_t devices = 1;
  for (const auto& axis : found.axes) devices *= axis.second;
  if (devices <= 1) return;  // one device: nothing to partition
  // With manual computations the partitioner keeps them as they are (partitioning a partly manual
  // one's body over the axes it leaves automatic) and partitions the rest; where it cannot (one in
  // a branch, a loop's condition or another manual computation), the module runs per device as
  // written, its automatic parts whole on every device; so does a module whose work is all in
  // manual computations over every axis (a shard_map or pmap program: nothing to partition).
  if (!mesh_.axes.empty() && !computes_outside_manual(declared_main) && !any_partly_manual()) return;
  if (!mesh_.axes.empty() && !manual_computations_partitionable(declared_main, found.axes)) {
    notes_.push_back(fmt::format(
        "{}: a jax.jit program whose shard_map stands in a branch, a loop's condition or another shard_map "
        "runs per device as written: its parts outside shard_maps are computed whole on every device "
        "(numbers right, time too high)",
        module_.source_name));
    return;
  }
  jit = std::move(found);
}

bool Importer::mesh_without_axes(const std::string& name) const {
  const auto mesh = std::find_if(module_.meshes.begin(), module_.meshes.end(),
                                 [&](const stablehlo::Mesh& m) { return m.name == name; });
  return mesh != module_.meshes.end() && mesh->axes.empty();
}

void Importer::skip_constraints(std::size_t count, const std::string& where) {
  if (count == 0) return;
  if (skipped_constraints_ == 0) first_skipped_constraint_ = where;
  skipped_constraints_ += count;
}

void Importer::constrain(const Op& op, ValueId value, const Attr& sharding) {
  if (!jit || manual_depth > 0) return;
  const std::string where =
      fmt::format("{}:{}:{}: {}", module_.source_name, op.where.line, op.where.column, op.name);
  constrain_parsed(op, value, parse_sdy_sharding(sharding, where), where);
}

bool Importer::is_constrained(ValueId value) const {
  if (!jit) return false;
  const auto& constraints = levels_.size() == 1 ? jit->constraints : levels_.back().constraints;
  return std::any_of(constraints.begin(), constraints.end(),
                     [value](const auto& constraint) { return constraint.first == value; });
}

void Importer::constrain_parsed(const Op& op, ValueId value, SdySharding parsed, const std::string& where) {
  // @main's values (a called function's too: calls are inlined) and those of the regions inside
  // a @main op; emit_with_regions keeps a loop body's and skips the others'.
  const bool in_main = levels_.size() == 1;
  if (mesh_without_axes(parsed.mesh))
    parsed = SdySharding{jit->mesh, std::vector<std::vector<std::string>>(parsed.dims.size()), parsed.open};
  if (parsed.mesh != jit->mesh) {
    // Only @main's own constraints must name its mesh; elsewhere another mesh's are not read.
    if (!at_main_level()) return skip_constraints(1, where);
    fail(op, "shards over mesh @" + parsed.mesh + "; @main's shardings use @" + jit->mesh);
  }
  if (in_main)
    jit->constraints.emplace_back(value, std::move(parsed));
  else
    levels_.back().constraints.emplace_back(value, std::move(parsed));
}

ShardingSeeds Importer::jit_seeds(const Program& global, const Mesh& mesh) const {
  ShardingSeeds seeds;
  // Axis names as pmapsim spells them (an sdy name that is not an identifier becomes axisK).
  std::map<std::string, std::string> spelled;
  for (std::size_t k = 0; k < jit->axes.size(); ++k) {
    const std::string& axis = jit->axes[k].first;
    const std::string name = is_spmd_identifier(axis) ? axis : "axis" + std::to_string(k);
    spelled[axis] = name;
    seeds.mesh.push_back(MeshAxis{name, jit->axes[k].second});
  }
  const Mesh written = seeds.mesh;
  if (!mesh.empty()) {
    bool same_names = mesh.size() == seeds.mesh.size();
    for (std::size_t k = 0; same_names && k < mesh.size(); ++k)
      same_names = mesh[k].name == seeds.mesh[k].name;
    if (!same_names) {
      std::vector<std::string> own;
      for (const MeshAxis& axis : seeds.mesh) own.push_back(axis.name);
      throw Error(fmt::format("{}: --mesh must name the module's mesh axes in order ({})",
                              module_.source_name, fmt::join(own, ", ")));
    }
    seeds.mesh = mesh;
  }
  // An axis of size 1 splits nothing: a sharding naming it says what one without it says (and
  // a collective over it would move nothing).
  std::set<std::string> single;
  for (const MeshAxis& axis : seeds.mesh)
    if (axis.size == 1) single.insert(axis.name);
  const auto convert = [&](const SdySharding& s, std::size_t rank, const std::string& what) {
    if (s.dims.size() != rank)
      throw Error(fmt::format("{}: {} has a sharding of {} dimensions for a value of rank {}",
                              module_.source_name, what, s.dims.size(), rank));
    TensorSharding sharding;
    for (std::size_t d = 0; d < s.dims.size(); ++d) {
      DimSharding dim;
      dim.open = s.open[d];
      for (const std::string& axis : s.dims[d]) {
        const auto name = spelled.find(axis);
        if (name == spelled.end())
          throw Error(fmt::format("{}: {} shards over axis \"{}\", which @{} lacks", module_.source_name,
                                  what, axis, jit->mesh));
        if (!single.count(name->second)) dim.axes.push_back(name->second);
      }
      sharding.dims.push_back(std::move(dim));
    }
    return sharding;
  };
  for (std::size_t i = 0; i < global.params.size(); ++i) {
    seeds.params.emplace_back();
    if (i < jit->arguments.size() && jit->arguments[i])
      seeds.params.back() =
          convert(*jit->arguments[i], global.params[i].type.shape.size(), fmt::format("argument {}", i));
  }
  for (std::size_t k = 0; k < global.results.size(); ++k) {
    seeds.results.emplace_back();
    if (k < jit->results.size() && jit->results[k])
      seeds.results.back() = convert(*jit->results[k], global.type_of(global.results[k]).shape.size(),
                                     fmt::format("result {}", k));
  }
  for (const auto& [value, sharding] : jit->constraints) {
    seeds.values[value] = convert(sharding, global.type_of(value).shape.size(), "a sharding constraint");
  }
  for (const LoopConstraint& constraint : jit->loop_body_constraints) {
    const pmapsim::TensorType* type = loop_path_body_type(global, constraint.loops, constraint.value);
    if (!type)
      throw Error(fmt::format("importer: a sharding constraint in loop {} names value {}, which it lacks",
                              fmt::join(constraint.loops, "."), constraint.value));
    seeds.loop_body_values[{constraint.loops, constraint.value}] =
        convert(constraint.sharding, type->shape.size(), "a sharding constraint");
  }
  for (const auto& [branch_op, branch, value, sharding] : jit->branch_constraints) {
    const pmapsim::TensorType* type = branch_value_type(global, branch_op, branch, value);
    if (!type)
      throw Error(
          fmt::format("importer: a sharding constraint in branch {} of {} names value {}, which it lacks",
                      branch, branch_op, value));
    seeds.branch_values[{branch_op, branch, value}] =
        convert(sharding, type->shape.size(), "a sharding constraint");
  }
  if ((!jit->manual.empty() || !jit->loop_body_manual.empty()) && seeds.mesh != written)
    throw Error(
        fmt::format("{}: a module with shard_maps runs on the mesh it was written for (--mesh changes it)",
                    module_.source_name));
  const auto closed = [&](const PartitionSpec& spec, const pmapsim::TensorType& type) {
    TensorSharding sharding;
    sharding.dims.resize(type.shape.size());
    for (std::size_t d = 0; d < spec.size() && d < sharding.dims.size(); ++d) sharding.dims[d].axes = spec[d];
    return sharding;
  };
  // A value's type as the body of the innermost of `loops` sees it (none: @main's).
  const auto type_in = [&](const std::vector<ValueId>& loops, ValueId value) -> const pmapsim::TensorType& {
    const pmapsim::TensorType* type = loop_path_body_type(global, loops, value);
    if (!type) throw Error(fmt::format("importer: a shard_map names value {}, which its body lacks", value));
    return *type;
  };
  const auto convert_manual = [&](const ManualRecord& manual) {
    ShardingSeeds::ManualComputation made;
    made.first = manual.first;
    made.last = manual.last;
    made.free_axes = manual.free_axes;
    for (const auto& operand : manual.operands)
      made.operands.push_back(
          {operand.block, operand.whole, closed(operand.spec, type_in(manual.loops, operand.whole))});
    for (const auto& result : manual.results)
      made.results.push_back(
          {result.block, result.whole, closed(result.spec, type_in(manual.loops, result.whole))});
    return made;
  };
  for (const ManualRecord& manual : jit->manual) seeds.manual.push_back(convert_manual(manual));
  for (const ManualRecord& manual : jit->loop_body_manual)
    seeds.loop_body_manual[manual.loops].push_back(convert_manual(manual));
  return seeds;
}

// JAX writes how many devices the program is partitioned over; a module
// whose manual computations or @main shardings name another count would run
// wrongly. A partitioned module with neither (no sdy mesh) cannot be
// partitioned as XLA would, so it runs whole on one device and says so.
void Importer::read_module_attributes() {
  const auto place = [&](const std::string& key) {
    return fmt::format("{}:{}:{}: module attribute '{}'", module_.source_name, module_.where.line,
                       module_.where.column, key);
  };
  std::int64_t partitions = 0;
  for (const auto& field : module_.attributes.fields) {
    const std::string& key = field.first;  // not a structured binding: clang 14 cannot capture one
    const Attr& value = field.second;
    const auto integer = [&] {
      try {
        return value.as_int();
      } catch (const Error& e) {
        throw Error(place(key) + ": " + e.what());
      }
    };
    if (key == "mhlo.num_replicas") {
      if (integer() != 1)
        throw Error(place(key) + " = " + value.text + ": programs over several replicas are not supported");
    } else if (key == "mhlo.num_partitions") {
      partitions = integer();
      partitions_ = std::max<std::int64_t>(partitions, 1);
    } else if (key == "jax.uses_shape_polymorphism") {
      if (value.kind != Attr::Kind::Bool || value.text != "false")
        throw Error(place(key) + " = " + attribute_text(value) +
                    ": shape-polymorphic programs are not supported");
    } else {
      throw Error(place(key) + " = " + attribute_text(value) + " is not understood");
    }
  }
  std::int64_t devices = device_count();
  if (jit) {
    devices = 1;
    for (const auto& axis : jit->axes) devices *= axis.second;
    if (partitions > 0 && partitions != devices)
      throw Error(place("mhlo.num_partitions") +
                  fmt::format(" = {}, but @main's shardings name a mesh of {} devices", partitions, devices));
  } else if (mesh_.axes.empty() && partitions > 1) {
    notes_.push_back(fmt::format(
        "{}: a jax.jit program partitioned over {} devices (mhlo.num_partitions) without manual computations "
        "runs unpartitioned, whole on one device: its numbers are the program's, its time one chip doing "
        "all the work",
        module_.source_name, partitions));
  } else if (partitions > 0 && partitions != devices) {
    throw Error(place("mhlo.num_partitions") +
                fmt::format(" = {}, but its manual computations run over {} devices", partitions, devices));
  }
}

}  // namespace pmapsim::stablehlo_import
