// A module sharded by GSPMD's strings respelled in Shardy's (see gspmd.hpp): one pass over a
// copy of the module, so that the import reads one spelling of shardings, constraints and
// shard_maps.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "gspmd.hpp"
#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

const std::string kMeshName = "gspmd";

// ---- where GSPMD writes its strings -----------------------------------------------------------

bool is_custom_call(const Op& op, const char* target) {
  return op.name == "stablehlo.custom_call" && op.callee == target;
}

// The mhlo.sharding of an op, raw (null: none); not marked read, since the copy is what the
// import reads.
const Attr* raw_sharding(const Op& op) {
  for (const auto& [key, value] : op.attributes)
    if (key == "mhlo.sharding") return &value;
  return nullptr;
}

std::string place(const Module& module, const Op& op) {
  return fmt::format("{}:{}:{}: {}{}", module.source_name, op.where.line, op.where.column, op.name,
                     op.callee.empty() ? "" : " @" + op.callee);
}

// A sharding string with its place.
struct Written {
  std::string text;
  std::string where;
};

void collect_op_shardings(const Module& module, const Region& region, std::vector<Written>& found) {
  for (const Op& op : region.ops) {
    if (is_custom_call(op, "Sharding") || is_custom_call(op, "SPMDFullToShardShape") ||
        is_custom_call(op, "SPMDShardToFullShape"))
      if (const Attr* s = raw_sharding(op)) found.push_back({s->text, place(module, op)});
    for (const auto& r : op.regions) collect_op_shardings(module, *r, found);
  }
}

std::string main_place(const Module& module, const Function& main, const char* what, std::size_t i) {
  return fmt::format("{}:{}:{}: @main {} {}", module.source_name, main.where.line, main.where.column, what,
                     i);
}

std::vector<Written> module_shardings(const Module& module, const Function& main) {
  std::vector<Written> found;
  const auto on_main = [&](const std::vector<Attr>& dicts, const char* what) {
    for (std::size_t i = 0; i < dicts.size(); ++i)
      if (const Attr* s = dicts[i].field("mhlo.sharding"))
        found.push_back({s->text, main_place(module, main, what, i)});
  };
  on_main(main.argument_attributes, "argument");
  on_main(main.result_attributes, "result");
  for (const Function& f : module.functions) collect_op_shardings(module, f.body, found);
  return found;
}

// The partitions a manual sharding spans when no tiling says: the module's mhlo.num_partitions.
std::int64_t declared_partitions(const Module& module) {
  const Attr* n = module.attributes.field("mhlo.num_partitions");
  if (!n) return 1;
  try {
    return n->as_int();
  } catch (const Error& e) {
    throw Error(module.source_name + ": mhlo.num_partitions: " + e.what());
  }
}

// ---- Shardy's spelling ------------------------------------------------------------------------

// `@gspmd, [{"axis0"}, {?}]`: the body of a #sdy.sharding<...> or <...> attribute.
std::string sdy_body(const SdySharding& s) {
  std::string out = "@" + kMeshName + ", [";
  for (std::size_t d = 0; d < s.dims.size(); ++d) {
    out += d ? ", {" : "{";
    for (std::size_t k = 0; k < s.dims[d].size(); ++k) out += (k ? ", \"" : "\"") + s.dims[d][k] + "\"";
    if (s.open[d]) out += s.dims[d].empty() ? "?" : ", ?";
    out += "}";
  }
  return out + "]";
}

Attr opaque(const std::string& text, const std::string& body) {
  Attr a;
  a.kind = Attr::Kind::Opaque;
  a.text = text;
  a.body = body;
  return a;
}

// The dimensions GSPMD's @Sharding leaves to propagation: its backend_config
// "unspecified_dims=[1,2]" (with_sharding_constraint's UNCONSTRAINED); empty or absent: none.
std::vector<std::int64_t> unspecified_dims(const Module& module, const Op& op) {
  const Attr* config = nullptr;
  for (const auto& [key, value] : op.attributes)
    if (key == "backend_config") config = &value;
  if (!config || (config->kind == Attr::Kind::String && config->text.empty())) return {};
  const std::string prefix = "unspecified_dims=[";
  const std::string& text = config->text;
  const auto refuse = [&]() -> std::vector<std::int64_t> {
    throw Error(place(module, op) + ": backend_config = \"" + text + "\" is not understood");
  };
  if (config->kind != Attr::Kind::String || text.rfind(prefix, 0) != 0 || text.back() != ']') return refuse();
  std::vector<std::int64_t> dims;
  const char* at = text.data() + prefix.size();
  const char* const close = text.data() + text.size() - 1;
  while (at < close) {  // numbers, each but the last followed by a comma
    std::int64_t dim = 0;
    const auto [end, error] = std::from_chars(at, close, dim);
    if (error != std::errc() || (end != close && (*end != ',' || end + 1 == close))) return refuse();
    dims.push_back(dim);
    at = end == close ? close : end + 1;
  }
  return dims;
}

class Respeller {
 public:
  Respeller(Module& module, GspmdMesh mesh) : module_(module), mesh_(std::move(mesh)) {}

  void run(Function& main) {
    stablehlo::Mesh mesh;
    mesh.name = kMeshName;
    mesh.axes = mesh_.named();
    mesh.where = module_.where;
    module_.meshes.push_back(std::move(mesh));
    respell_main(main);
    for (Function& f : module_.functions) respell_region(f.body);
    for (const Function& f : module_.functions) refuse_leftovers(f.body);
  }

 private:
  SdySharding to_sdy(const GspmdSharding& s, std::size_t rank, const std::vector<std::int64_t>& open,
                     const std::string& where) const {
    return gspmd_to_sdy(s, mesh_, rank, open, kMeshName, where);
  }

  void respell_main(Function& main) {
    const auto respell = [&](std::vector<Attr>& dicts, const std::vector<TensorType>& types,
                             const char* what) {
      for (std::size_t i = 0; i < dicts.size(); ++i)
        for (auto& [key, value] : dicts[i].fields) {
          if (key != "mhlo.sharding") continue;
          const std::string where = main_place(module_, main, what, i);
          key = "sdy.sharding";
          value = opaque("#sdy.sharding", sdy_body(to_sdy(parse_gspmd_sharding(value.text, where),
                                                          types.at(i).shape.size(), {}, where)));
        }
    };
    std::vector<TensorType> argument_types;
    for (const auto& a : main.arguments) argument_types.push_back(a.type);
    respell(main.argument_attributes, argument_types, "argument");
    respell(main.result_attributes, main.result_types, "result");
  }

  void respell_region(Region& region) {
    // Inlined bodies nest their regions; a body that calls itself would nest them forever.
    if (++depth_ > kMostNesting)
      throw Error(fmt::format("{}: shard_maps nested more than {} deep (a body that calls itself?)",
                              module_.source_name, kMostNesting));
    struct Leave {
      int& depth;
      ~Leave() { --depth; }
    } leave{depth_};
    find_uses(region);
    for (std::size_t i = 0; i < region.ops.size(); ++i)
      if (region.ops[i].name == "func.call") respell_shard_map(region, i);
    std::vector<Op> kept;
    for (std::size_t i = 0; i < region.ops.size(); ++i)
      if (!dropped_.count(&region.ops[i])) kept.push_back(std::move(region.ops[i]));
    region.ops = std::move(kept);
    dropped_.clear();
    for (Op& op : region.ops) {
      if (is_custom_call(op, "Sharding")) respell_constraint(op);
      for (auto& r : op.regions) respell_region(*r);
    }
  }

  // Every use of every value in `region` and the regions inside it (names are unique in a
  // function, so the inner regions' uses of this region's values count too).
  void find_uses(const Region& region) {
    uses_.clear();
    definer_.clear();
    for (const Op& op : region.ops)
      for (const std::string& name : op.result_names) definer_[name] = &op;
    count_uses(region);
  }
  void count_uses(const Region& region) {
    for (const Op& op : region.ops) {
      for (const auto& v : op.operands) uses_[Importer::key(v)].push_back(&op);
      for (const auto& r : op.regions) count_uses(*r);
    }
  }
  const Op* only_user(const std::string& name) const {
    const auto found = uses_.find(name);
    return found != uses_.end() && found->second.size() == 1 ? found->second[0] : nullptr;
  }
  const Op* defined_by(const std::string& name) const {
    const auto found = definer_.find(name);
    return found == definer_.end() ? nullptr : found->second;
  }

  // custom_call @Sharding -> sdy.sharding_constraint: over the axes a manual sharding leaves
  // automatic when it names manual ones (a partly manual body's values).
  void respell_constraint(Op& op) {
    const Attr* text = raw_sharding(op);
    const std::string where = place(module_, op);
    if (!text) throw Error(where + ": needs an mhlo.sharding");
    if (op.operands.size() != 1 || op.result_types.size() != 1) throw Error(where + ": needs one operand");
    GspmdSharding s = parse_gspmd_sharding(text->text, where);
    const std::vector<std::int64_t> open = unspecified_dims(module_, op);
    const std::size_t rank = op.result_types[0].shape.size();
    SdySharding sdy;
    if (s.kind == GspmdSharding::Kind::manual && s.tile_dims.empty()) {
      sdy =
          SdySharding{kMeshName, std::vector<std::vector<std::string>>(rank), std::vector<bool>(rank, false)};
    } else {
      if (s.kind == GspmdSharding::Kind::manual) s.kind = GspmdSharding::Kind::tiled;
      sdy = to_sdy(s, rank, open, where);
    }
    Op c = op.stand_in("sdy.sharding_constraint");
    c.words.push_back(opaque("<", sdy_body(sdy)));
    op = std::move(c);
  }

  // The mesh axes a manual sharding makes manual: all for {manual}, else those its manual
  // trailing tile dimensions walk.
  std::set<std::string> manual_axes(const GspmdSharding& s, const std::string& where) const {
    std::set<std::string> axes;
    if (s.kind != GspmdSharding::Kind::manual)
      throw Error(where + ": a shard_map's boundary with a sharding that is not manual");
    const auto named = mesh_.named();
    if (s.tile_dims.empty()) {
      for (const auto& axis : named) axes.insert(axis.first);
      return axes;
    }
    for (const std::size_t d : s.manual_dims)
      for (const PartitionDigit& digit : s.tile_dims[d])
        for (std::size_t k = 0; k < mesh_.axes.size(); ++k)
          if (mesh_.axes[k].stride >= digit.stride && mesh_.axes[k].stride < digit.stride * digit.size)
            axes.insert(named[k].first);
    return axes;
  }

  // Only the manual axes of a boundary's sharding, as Shardy's in_ and out_shardings list them;
  // the dimensions the boundary's unspecified_dims name stay open to the axes left automatic.
  static SdySharding only(SdySharding s, const std::set<std::string>& axes) {
    for (auto& dim : s.dims)
      dim.erase(std::remove_if(dim.begin(), dim.end(), [&](const std::string& a) { return !axes.count(a); }),
                dim.end());
    return s;
  }

  // The sharding of a boundary's whole side (a shard_map's operand or result) over the axes
  // automatic there; `outer` gathers the axes manual there already (the boundary of a shard_map
  // in a partly manual one's body: JAX's axis_index there is one).
  SdySharding boundary(const Op& op, std::size_t rank, std::set<std::string>& outer,
                       const std::vector<std::int64_t>& open) const {
    const std::string where = place(module_, op);
    const Attr* text = raw_sharding(op);
    if (!text) throw Error(where + ": needs an mhlo.sharding");
    GspmdSharding s = parse_gspmd_sharding(text->text, where);
    if (s.kind == GspmdSharding::Kind::manual) {
      if (s.tile_dims.empty()) throw Error(where + ": a shard_map inside a body manual over every axis");
      const std::set<std::string> axes = manual_axes(s, where);
      outer.insert(axes.begin(), axes.end());
      s.kind = GspmdSharding::Kind::tiled;
    }
    return to_sdy(s, rank, open, where);
  }

  // JAX's GSPMD shard_map: each operand through @Sharding and @SPMDFullToShardShape, the body a
  // call, each result through @Sharding and @SPMDShardToFullShape; respelled as the
  // sdy.manual_computation Shardy's lowering writes, its body that call.
  void respell_shard_map(Region& region, std::size_t at) {
    Op& call = region.ops[at];
    if (call.operands.empty() && call.result_names.empty()) return;
    std::vector<const Op*> to_shard, manual_constraint, to_full;
    for (const auto& v : call.operands) {
      const Op* def = defined_by(v.name);
      if (!def || !is_custom_call(*def, "SPMDFullToShardShape") || v.index != 0 || only_user(v.name) != &call)
        return;
      to_shard.push_back(def);
    }
    for (const std::string& result : call.result_names) {
      const Op* annotation = only_user(result);
      if (!annotation || !is_custom_call(*annotation, "Sharding") || annotation->result_names.size() != 1)
        return;
      const Op* unshard = only_user(annotation->result_names[0]);
      if (!unshard || !is_custom_call(*unshard, "SPMDShardToFullShape") || unshard->result_names.size() != 1)
        return;
      manual_constraint.push_back(annotation);
      to_full.push_back(unshard);
    }
    // The manual axes, as every boundary's manual sharding names them.
    const std::string where = place(module_, call);
    std::optional<std::set<std::string>> manual;
    for (const auto* group : {&to_shard, &manual_constraint})
      for (const Op* op : *group) {
        const Attr* text = raw_sharding(*op);
        if (!text) throw Error(place(module_, *op) + ": needs an mhlo.sharding");
        const std::set<std::string> axes =
            manual_axes(parse_gspmd_sharding(text->text, place(module_, *op)), place(module_, *op));
        if (manual && *manual != axes)
          throw Error(where + ": a GSPMD shard_map whose boundaries are manual over different mesh axes");
        manual = axes;
      }
    Op computation;
    computation.name = "sdy.manual_computation";
    computation.where = call.where;
    computation.loc_name = call.loc_name;
    Attr ins, outs, axes;
    ins.kind = outs.kind = axes.kind = Attr::Kind::Array;
    auto body = std::make_unique<Region>();
    std::set<std::string> outer;
    std::vector<SdySharding> in, out;
    for (std::size_t i = 0; i < to_shard.size(); ++i) {
      const Op& op = *to_shard[i];
      if (op.operands.size() != 1 || op.result_types.size() != 1 || op.operand_types.size() != 1)
        throw Error(place(module_, op) + ": needs one operand and one result");
      const Op* source = defined_by(op.operands[0].name);
      const std::size_t rank = op.operand_types[0].shape.size();
      in.push_back(source && is_custom_call(*source, "Sharding")
                       ? boundary(*source, rank, outer, unspecified_dims(module_, op))
                       : SdySharding{kMeshName, std::vector<std::vector<std::string>>(rank),
                                     std::vector<bool>(rank, false)});
      // A constraint only the boundary reads says what in_shardings say (Shardy's spelling has
      // none there); the operand is the value it constrains.
      if (source && is_custom_call(*source, "Sharding") && only_user(op.operands[0].name) == &op &&
          source->operands.size() == 1) {
        dropped_.insert(source);
        computation.operands.push_back(source->operands[0]);
      } else {
        computation.operands.push_back(op.operands[0]);
      }
      computation.operand_types.push_back(op.operand_types[0]);
      body->arguments.push_back({"", op.result_types[0]});
    }
    for (const Op* op : to_full) {
      if (op->result_types.size() != 1) throw Error(place(module_, *op) + ": needs one result");
      out.push_back(boundary(*op, op->result_types[0].shape.size(), outer, unspecified_dims(module_, *op)));
      computation.result_names.push_back(op->result_names[0]);
      computation.result_types.push_back(op->result_types[0]);
    }
    // Shardy lists the axes a manual computation makes manual, not those manual around it.
    for (const std::string& axis : outer) manual->erase(axis);
    for (const SdySharding& s : in) ins.items.push_back(opaque("<", sdy_body(only(s, *manual))));
    for (const SdySharding& s : out) outs.items.push_back(opaque("<", sdy_body(only(s, *manual))));
    for (const std::string& axis : *manual) {
      Attr a;
      a.kind = Attr::Kind::String;
      a.text = axis;
      axes.items.push_back(std::move(a));
    }
    computation.result_group = computation.result_names.empty() ? "" : computation.result_names[0];
    computation.attributes = {{"in_shardings", ins}, {"out_shardings", outs}, {"manual_axes", axes}};
    // The body inline, as Shardy's spelling has it, its names made apart from the caller's.
    const Function* callee = module_.function(call.callee);
    if (!callee) throw Error(where + ": calls @" + call.callee + ", which the module does not define");
    Region inlined = callee->body.clone();
    inlined.arguments = callee->arguments;
    rename(inlined, fmt::format("gspmd{}_", inlined_++));
    if (inlined.arguments.size() != body->arguments.size() || inlined.ops.empty() ||
        inlined.ops.back().name != "func.return")
      throw Error(where + ": @" + call.callee + " does not take the shard_map's operands");
    for (std::size_t i = 0; i < inlined.arguments.size(); ++i)
      if (!(inlined.arguments[i].type == body->arguments[i].type))
        throw Error(where + ": @" + call.callee + " does not take the shard_map's operands");
    inlined.ops.back().name = "sdy.return";
    *body = std::move(inlined);
    computation.regions.push_back(std::move(body));
    for (const auto* group : {&to_shard, &manual_constraint, &to_full})
      for (const Op* op : *group) dropped_.insert(op);
    call = std::move(computation);
  }

  // Every name a region defines or uses, prefixed (a body inlined where its caller's names are).
  static void rename(Region& region, const std::string& prefix) {
    for (auto& a : region.arguments) a.name = prefix + a.name;
    for (Op& op : region.ops) {
      for (auto& v : op.operands) v.name = prefix + v.name;
      for (auto& n : op.result_names) n = prefix + n;
      if (!op.result_group.empty()) op.result_group = prefix + op.result_group;
      for (auto& r : op.regions) rename(*r, prefix);
    }
  }

  void refuse_leftovers(const Region& region) const {
    for (const Op& op : region.ops) {
      if (is_custom_call(op, "SPMDFullToShardShape") || is_custom_call(op, "SPMDShardToFullShape"))
        throw Error(place(module_, op) +
                    ": a GSPMD shard_map whose body is not one call between its operands' and results' "
                    "boundaries is not supported");
      for (const auto& r : op.regions) refuse_leftovers(*r);
    }
  }

  Module& module_;
  GspmdMesh mesh_;
  std::map<std::string, std::vector<const Op*>> uses_;
  std::map<std::string, const Op*> definer_;
  std::set<const Op*> dropped_;
  int inlined_ = 0;  // bodies inlined so far, for their names' prefixes
  static constexpr int kMostNesting = stablehlo::kMaxNesting;  // as deep as the reader nests
  int depth_ = 0;                                              // regions entered
};

}  // namespace

std::unique_ptr<Module> shardy_spelling(const Module& module) {
  if (!module.meshes.empty()) return nullptr;
  const Function* main = module.function("main");
  if (!main) return nullptr;
  const std::vector<Written> written = module_shardings(module, *main);
  if (written.empty()) return nullptr;
  std::vector<GspmdSharding> tiled;
  std::int64_t partitions = 1;
  bool manual = false;
  for (const auto& [text, where] : written) {
    GspmdSharding parsed = parse_gspmd_sharding(text, where);
    if (parsed.kind == GspmdSharding::Kind::maximal)
      throw Error(where + ": a value placed on one device (a maximal GSPMD sharding) is not supported");
    manual = manual || parsed.kind == GspmdSharding::Kind::manual;
    if (parsed.tile_dims.empty()) continue;
    partitions = std::max(partitions, parsed.partitions);
    tiled.push_back(std::move(parsed));
  }
  // A shard_map whose operands and results are all replicated names its devices only here.
  if (manual) partitions = std::max(partitions, declared_partitions(module));
  if (partitions > kMostGspmdPartitions)
    throw Error(fmt::format("{}: more than {} partitions", module.source_name, kMostGspmdPartitions));
  GspmdMesh mesh = partitions > 1 ? gspmd_mesh(tiled, partitions, module.source_name) : GspmdMesh{};
  auto respelled = std::make_unique<Module>(module.clone());
  Function& copied_main = *std::find_if(respelled->functions.begin(), respelled->functions.end(),
                                        [](const Function& f) { return f.name == "main"; });
  Respeller(*respelled, std::move(mesh)).run(copied_main);
  return respelled;
}

}  // namespace pmapsim::stablehlo_import
