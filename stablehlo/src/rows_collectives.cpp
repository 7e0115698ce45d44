// Rows for sharded modules: sdy.manual_computation (its body runs per device;
// its operands are sliced out of global arrays and its results gathered back
// where they are used globally) and the collectives inside it, with their
// replica groups in partition ids turned into pmapsim's device groups over the
// program's flat axis; partition_id; sharding annotations (identities).
#include <algorithm>
#include <optional>
#include <set>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// pmapsim's type for t with dimension dim set to extent.
SpmdType with_dim(const Importer& im, const Op& op, TensorType t, std::size_t dim, std::int64_t extent) {
  t.shape.at(dim) = extent;
  return im.type(op, t);
}

std::int64_t mesh_axis_size(const Importer& im, const std::string& spmd_name) {
  const auto& names = im.mesh().spmd_names;
  const auto at = std::find(names.begin(), names.end(), spmd_name) - names.begin();
  return im.mesh().axes.at(static_cast<std::size_t>(at)).second;
}

// The per-device block of `global` a spec gives: a dynamic_slice at offsets
// computed from the device's mesh coordinates.
ValueId slice_to_local(Importer& im, const Op& op, ValueId global, const TensorType& global_type,
                       const PartitionSpec& spec, const TensorType& local_type) {
  im.check_divides(op, global_type, spec, local_type, "an operand");
  if (global_type.shape == local_type.shape) return global;
  const SpmdType s32{DType::s32, {}};
  const auto constant = [&](std::int64_t value) {
    return im.add(op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", value}}), s32);
  };
  std::vector<ValueId> operands{global};
  for (std::size_t d = 0; d < local_type.shape.size(); ++d) {
    if (d >= spec.size() || spec[d].empty()) {
      operands.push_back(constant(0));
      continue;
    }
    ValueId block = -1;
    for (const std::string& axis : spec[d]) {
      const ValueId coordinate =
          im.add(op, OpCode::axis_index, {}, attributes_for(OpCode::axis_index, {{"axis", axis}}), s32);
      if (block < 0) {
        block = coordinate;
        continue;
      }
      const ValueId size = constant(mesh_axis_size(im, axis));
      block = im.add(op, OpCode::mul, {block, size}, {}, s32);
      block = im.add(op, OpCode::add, {block, coordinate}, {}, s32);
    }
    const ValueId extent = constant(local_type.shape[d]);
    operands.push_back(im.add(op, OpCode::mul, {block, extent}, {}, s32));
  }
  return im.add(op, OpCode::dynamic_slice, std::move(operands),
                attributes_for(OpCode::dynamic_slice, {{"slice_sizes", local_type.shape}}),
                im.type(op, local_type));
}

// The global array of a per-device block: all_gathers over each split dimension's axes.
ValueId gather_to_global(Importer& im, const Op& op, ValueId local, const TensorType& local_type,
                         const PartitionSpec& spec) {
  ValueId value = local;
  TensorType type = local_type;
  for (std::size_t d = 0; d < spec.size() && d < type.shape.size(); ++d) {
    if (spec[d].empty()) continue;
    std::string axes;
    std::int64_t count = 1;
    for (const std::string& axis : spec[d]) {
      axes += (axes.empty() ? "" : ".") + axis;
      count *= mesh_axis_size(im, axis);
    }
    type.shape[d] *= count;
    value = im.add(op, OpCode::all_gather, {value},
                   attributes_for(OpCode::all_gather, {{"axis", axes}, {"dimension", d}}), im.type(op, type));
  }
  return value;
}

const TensorType& operand_type(const Importer& im, const Op& op, std::size_t i) {
  if (i >= op.operand_types.size()) im.fail(op, "needs its operand types written");
  return op.operand_types[i];
}

// The body's type of result j: its global type divided by the spec's axes.
TensorType block_type(const Importer& im, const Op& op, std::size_t j, const PartitionSpec& spec) {
  TensorType local_type = im.result_type(op, j);
  for (std::size_t d = 0; d < spec.size() && d < local_type.shape.size(); ++d) {
    std::int64_t count = 1;
    for (const std::string& axis : spec[d]) count *= mesh_axis_size(im, axis);
    if (local_type.shape[d] % count != 0)
      im.fail(op, fmt::format("result {} dimension {} ({}) does not divide over {} devices", j, d,
                              local_type.shape[d], count));
    local_type.shape[d] /= count;
  }
  return local_type;
}

// A value of its own for a boundary that is the value itself (a whole operand or result), so
// that the partitioner finds each boundary among the computation's values.
ValueId boundary_copy(Importer& im, const Op& op, ValueId value, const TensorType& type) {
  return im.add(op, OpCode::reshape, {value}, {}, im.type(op, type));
}

// A manual computation in a jit program over sharded arrays. Written as one device runs it on
// whole values (each operand cut to the device's block, each result gathered whole), so the
// imported program is right as it stands, and recorded, so that the partitioner reshards each
// operand to its blocks, keeps the body as written (partitions it over the mesh axes it leaves
// automatic, for a partly manual one) and leaves each result split.
void partitioned_manual_computation(Importer& im, const Op& op, const Region& body) {
  // In @main or in loop bodies (another region is refused when its op is added); in a shard_map's
  // body, only one computing from the device's position (JAX's axis_index in a partly manual
  // body), whose ops run inline: its unsplit results are what every device of its axes holds.
  if (im.manual_depth > 0) {
    if (!im.device_index_computation(op))
      im.fail(op, "inside another shard_map of a partitioned jit program is not supported yet");
    const std::vector<ValueId> results = im.inline_region(op, body, {});
    if (results.size() != op.result_names.size()) im.fail(op, "body returns a different number of results");
    for (std::size_t j = 0; j < results.size(); ++j) im.bind(op, j, results[j]);
    return;
  }
  std::vector<ValueId> wholes;
  for (std::size_t i = 0; i < op.operands.size(); ++i) wholes.push_back(im.operand(op, i));
  ManualRecord record;
  record.free_axes = im.free_axes(op);
  record.first = im.next_value_here();
  std::vector<ValueId> blocks;
  for (std::size_t i = 0; i < op.operands.size(); ++i) {
    const PartitionSpec spec = im.in_spec(op, i);
    const TensorType& type = operand_type(im, op, i);
    ValueId block = slice_to_local(im, op, wholes[i], type, spec, body.arguments[i].type);
    if (block == wholes[i]) block = boundary_copy(im, op, block, type);
    blocks.push_back(block);
    record.operands.push_back({block, wholes[i], spec});
  }
  ++im.manual_depth;
  struct Leave {
    int& depth;
    ~Leave() { --depth; }
  } leave{im.manual_depth};
  const std::vector<ValueId> results = im.inline_region(op, body, blocks);
  if (results.size() != op.result_names.size()) im.fail(op, "body returns a different number of results");
  for (std::size_t j = 0; j < results.size(); ++j) {
    const PartitionSpec spec = im.out_spec(op, j);
    const TensorType local_type = block_type(im, op, j, spec);
    ValueId whole = gather_to_global(im, op, results[j], local_type, spec);
    if (whole == results[j]) whole = boundary_copy(im, op, whole, local_type);
    record.results.push_back({results[j], whole, spec});
    im.bind(op, j, whole);
  }
  record.last = im.next_value_here() - 1;
  im.record_manual(std::move(record));
}

void manual_computation_row(Importer& im, const Op& op) {
  if (op.regions.size() != 1) im.fail(op, "needs one body region");
  // One sharding per operand and per result (read per entry below; counted here, so that a
  // computation without operands reads its empty list too).
  for (const auto& [key, count] :
       {std::pair{"in_shardings", op.operands.size()}, std::pair{"out_shardings", op.result_names.size()}}) {
    const Attr* list = op.attribute(key);
    if (!list || list->kind != Attr::Kind::Array || list->items.size() != count)
      im.fail(op,
              fmt::format("needs {} with one sharding per {}", key, key[0] == 'i' ? "operand" : "result"));
  }
  const Region& body = *op.regions[0];
  if (body.arguments.size() != op.operands.size()) im.fail(op, "body arguments differ from its operands");
  if (im.jit) return partitioned_manual_computation(im, op, body);
  std::vector<ValueId> locals;
  for (std::size_t i = 0; i < op.operands.size(); ++i) {
    const std::string key = Importer::key(op.operands[i]);
    const PartitionSpec spec = im.in_spec(op, i);
    if (im.at_main_level()) {
      if (auto p = im.shard_parameters.find(key); p != im.shard_parameters.end() && p->second.spec == spec) {
        im.operand_ref(op, i);  // handed in as shards: the global value is not used
        locals.push_back(p->second.local);
        continue;
      }
      if (auto r = im.shard_results.find(key); r != im.shard_results.end() && r->second.spec == spec) {
        im.operand_ref(op, i);
        locals.push_back(r->second.local);
        continue;
      }
    }
    locals.push_back(
        slice_to_local(im, op, im.operand(op, i), operand_type(im, op, i), spec, body.arguments[i].type));
  }
  const std::vector<ValueId> results = im.inline_region(op, body, locals);
  if (results.size() != op.result_names.size()) im.fail(op, "body returns a different number of results");
  for (std::size_t j = 0; j < results.size(); ++j) {
    const PartitionSpec spec = im.out_spec(op, j);
    const std::string& name = op.result_names[j];
    const TensorType local_type = block_type(im, op, j, spec);
    if (im.at_main_level())
      im.shard_results[name] = Importer::Shard{results[j], im.type(op, local_type), spec};
    const bool global = !im.at_main_level() || im.needs_global.count(name);
    im.bind(op, j, global ? gather_to_global(im, op, results[j], local_type, spec) : results[j]);
  }
}

// ---- collectives ----

// The groups in device positions, or none for one group of every device in order.
std::optional<IntListList> groups_list(const std::vector<std::vector<std::int64_t>>& list,
                                       std::int64_t devices) {
  if (list.size() == 1 && static_cast<std::int64_t>(list[0].size()) == devices) {
    bool in_order = true;
    for (std::int64_t c = 0; c < devices; ++c)
      in_order = in_order && list[0][static_cast<std::size_t>(c)] == c;
    if (in_order) return std::nullopt;
  }
  return list;
}

// replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>: partition ids, one row a group.
std::vector<std::vector<std::int64_t>> dense_groups(const Importer& im, const Op& op, const Attr& groups) {
  if (!groups.type || groups.type->shape.size() != 2)
    im.fail(op, "replica_groups " + attribute_text(groups) + " must be a 2-D dense array");
  const std::int64_t rows = groups.type->shape[0], columns = groups.type->shape[1];
  if (rows * columns == 0) return {};  // XLA's empty groups: one group of every device
  const stablehlo::DenseElements d = stablehlo::decode_dense(groups, *groups.type, "replica_groups");
  if (d.literals.size() != static_cast<std::size_t>(rows * columns) && !d.splat)
    im.fail(op, "replica_groups has the wrong number of elements");
  std::vector<std::vector<std::int64_t>> list;
  for (std::int64_t r = 0; r < rows; ++r) {
    list.emplace_back();
    for (std::int64_t c = 0; c < columns; ++c) {
      const std::string& literal =
          d.splat ? d.literals.at(0) : d.literals[static_cast<std::size_t>(r * columns + c)];
      const std::int64_t id = im.integer(op, literal, "replica group member");
      if (id == -1) im.fail(op, "replica_groups of unequal sizes (-1 padding) are not supported yet");
      list.back().push_back(im.device_position(op, id));
    }
  }
  return list;
}

std::vector<std::vector<std::int64_t>> collective_groups_of(const Importer& im, const Op& op) {
  const Attr* groups = op.attribute("replica_groups");
  if (!groups) im.fail(op, "needs replica_groups");
  std::vector<std::vector<std::int64_t>> list;
  if (groups->kind == Attr::Kind::Dense) {
    list = dense_groups(im, op, *groups);
  } else if (groups->kind == Attr::Kind::Opaque && groups->text == "#stablehlo.replica_group_mesh_axes") {
    const std::string where =
        fmt::format("{}:{}:{}: {}", im.module().source_name, op.where.line, op.where.column, op.name);
    const MeshAxesGroups axes_groups = parse_mesh_axes_groups(groups->body, where);
    const std::int64_t devices = im.device_count();
    for (const auto& group : mesh_axes_device_groups(im.module(), axes_groups, devices, where)) {
      list.emplace_back();
      for (std::int64_t id : group) list.back().push_back(im.device_position(op, id));
    }
  } else {
    im.fail(op, "replica_groups = " + attribute_text(*groups) + " is not understood");
  }
  if (list.empty()) {  // one group of every device
    const std::int64_t devices = im.device_count();
    list.emplace_back();
    for (std::int64_t d = 0; d < devices; ++d) list.back().push_back(d);
  }
  return list;
}

// The groups in device positions, or none for one group of every device in
// order; group_size: the members of each group.
std::optional<IntListList> groups_of(const Importer& im, const Op& op, std::int64_t* group_size = nullptr) {
  const bool global_ids = op.attribute("use_global_device_ids") != nullptr;
  const bool channel = op.attribute("channel_handle") != nullptr;
  if (!global_ids && !channel)
    im.fail(op, "across replicas (no channel_handle) is not supported yet: pmapsim runs partitions");
  const std::int64_t devices = im.device_count();
  const auto list = collective_groups_of(im, op);
  std::set<std::int64_t> members;
  for (const auto& group : list) {
    if (group.size() != list[0].size()) im.fail(op, "replica_groups of unequal sizes are not supported yet");
    for (std::int64_t d : group)
      if (!members.insert(d).second) im.fail(op, fmt::format("replica_groups name device {} twice", d));
  }
  if (group_size) *group_size = static_cast<std::int64_t>(list[0].size());
  return groups_list(list, devices);
}

// A collective's attributes over the program's flat axis, with its groups (when not all devices in order).
Attrs collective_attrs(const Importer& im, OpCode code, const std::optional<IntListList>& groups) {
  Attrs attrs = attributes_for(code, {{"axis", im.flat_axis()}});
  if (groups) attrs.set("groups", *groups);
  return attrs;
}

// The reduction a collective's region computes: the name of its one op, which must combine
// the region's two arguments and be returned.
std::string reduction_of(const Importer& im, const Op& op) {
  const Op* body = op.regions.size() == 1 ? binary_region(*op.regions[0]).op : nullptr;
  if (!body) im.fail(op, "needs a reduction region of one op on its two arguments and its return");
  return body->name;
}

// A collective needs the mesh of a manual computation, or a program on one device (jax.pmap
// over a single device lowers without one: its collectives are over that device alone).
void require_mesh(const Importer& im, const Op& op) {
  if (im.mesh().axes.empty() && im.partitions() > 1)
    im.fail(op, "outside a manual computation (shard_map, pmap) is not supported yet");
}

// The value of a splat constant, directly or broadcast (`constant 8.0`,
// `broadcast_in_dim` of it); nullopt for anything else.
std::optional<double> splat_value(const Importer& im, const std::string& value_key) {
  const Op* op = im.producer(value_key);
  if (op && op->name == "stablehlo.broadcast_in_dim" && op->operands.size() == 1)
    op = im.producer(Importer::key(op->operands[0]));
  if (!op || op->name != "stablehlo.constant" || op->words.empty() ||
      op->words[0].kind != Attr::Kind::Dense || op->result_types.empty())
    return std::nullopt;
  try {
    const auto d = stablehlo::decode_dense(op->words[0], op->result_types[0], "constant");
    if (d.is_hex() || d.literals.empty()) return std::nullopt;
    for (const std::string& l : d.literals)
      if (l != d.literals[0]) return std::nullopt;
    return std::stod(d.literals[0]);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// JAX's pmean is a psum, then a divide by the group size: the divide that
// alone reads an f32/f64 sum by the group size is pmapsim's pmean (which sums,
// then divides in the same type: the same bits), so no extra pass.
const Op* mean_divide(const Importer& im, const Op& all_reduce, std::size_t k, std::int64_t group_size) {
  const std::string& element = all_reduce.result_types.at(k).element;
  if (element != "f32" && element != "f64") return nullptr;
  const auto& readers = im.readers(all_reduce.result_names.at(k));
  if (readers.size() != 1 || readers[0]->name != "stablehlo.divide" || readers[0]->operands.size() != 2)
    return nullptr;
  const Op& divide = *readers[0];
  if (Importer::key(divide.operands[0]) != all_reduce.result_names[k] ||
      Importer::key(divide.operands[1]) == all_reduce.result_names[k])
    return nullptr;
  const auto divisor = splat_value(im, Importer::key(divide.operands[1]));
  return divisor && *divisor == static_cast<double>(group_size) ? &divide : nullptr;
}

// A bf16 sum across devices as XLA compiles it (its all-reduce promotion) and as the
// partitioner completes a bf16 partial sum: each device's value widened to f32, summed, rounded
// once. The reference sums bf16 in f32 already, so the numbers are the same; what changes is that
// the collective moves f32, as XLA's does, and a shard_map times as its jit twin.
void emit_sum(Importer& im, const Op& op, std::size_t k, OpCode code, Attrs attrs) {
  const TensorType& given = operand_type(im, op, k);
  if (given.element != "bf16") return im.emit(op, code, {im.operand(op, k)}, std::move(attrs), k);
  TensorType wide = given;
  wide.element = "f32";
  const ValueId widened = im.add(op, OpCode::convert, {im.operand(op, k)}, {}, im.type(op, wide));
  TensorType summed = im.result_type(op, k);
  summed.element = "f32";
  const ValueId sum = im.add(op, code, {widened}, std::move(attrs), im.type(op, summed));
  im.bind(op, k, im.add(op, OpCode::convert, {sum}, {}, im.type(op, im.result_type(op, k))));
}

void all_reduce_row(Importer& im, const Op& op) {
  require_mesh(im, op);
  const std::string reduction = reduction_of(im, op);
  std::int64_t group_size = 0;
  const std::optional<IntListList> groups = groups_of(im, op, &group_size);
  for (std::size_t k = 0; k < op.operands.size(); ++k) {
    if (reduction == "stablehlo.add") {
      if (const Op* divide = mean_divide(im, op, k, group_size)) {
        im.emit(*divide, OpCode::pmean, {im.operand(op, k)}, collective_attrs(im, OpCode::pmean, groups));
        im.fold(*divide);
        continue;
      }
    }
    const bool boolean = operand_type(im, op, k).element == "i1";
    std::optional<OpCode> spmd;
    if (reduction == "stablehlo.add") spmd = boolean ? OpCode::pmax : OpCode::psum;  // i1 add is or
    if (reduction == "stablehlo.maximum" || (boolean && reduction == "stablehlo.or")) spmd = OpCode::pmax;
    if (reduction == "stablehlo.minimum" || (boolean && reduction == "stablehlo.and")) spmd = OpCode::pmin;
    if (!spmd) im.fail(op, "with a " + reduction + " reduction is not supported yet");
    if (*spmd == OpCode::psum)
      emit_sum(im, op, k, *spmd, collective_attrs(im, *spmd, groups));
    else
      im.emit(op, *spmd, {im.operand(op, k)}, collective_attrs(im, *spmd, groups), k);
  }
}

void reduce_scatter_row(Importer& im, const Op& op) {
  require_mesh(im, op);
  if (reduction_of(im, op) != "stablehlo.add")
    im.fail(op, "with a reduction other than add is not supported yet");
  const std::optional<IntListList> groups = groups_of(im, op);
  const Attr* scatter_dimension = op.attribute("scatter_dimension");
  if (!scatter_dimension) im.fail(op, "needs scatter_dimension");
  const std::int64_t dim = scatter_dimension->as_int();
  Attrs attrs = collective_attrs(im, OpCode::psum_scatter, groups);
  attrs.set("dimension", dim);
  emit_sum(im, op, 0, OpCode::psum_scatter, std::move(attrs));
}

void all_gather_row(Importer& im, const Op& op) {
  require_mesh(im, op);
  const std::optional<IntListList> groups = groups_of(im, op);
  const Attr* dim = op.attribute("all_gather_dim");
  if (!dim) im.fail(op, "missing all_gather_dim");
  Attrs attrs = collective_attrs(im, OpCode::all_gather, groups);
  for (std::size_t k = 0; k < op.operands.size(); ++k) {
    attrs.set("dimension", dim->as_int());
    im.emit(op, OpCode::all_gather, {im.operand(op, k)}, attrs, k);
  }
}

void all_to_all_row(Importer& im, const Op& op) {
  require_mesh(im, op);
  std::int64_t size = 0;
  const std::optional<IntListList> groups = groups_of(im, op, &size);
  const Attr* split = op.attribute("split_dimension");
  const Attr* concat = op.attribute("concat_dimension");
  const Attr* count = op.attribute("split_count");
  if (!split || !concat || !count) im.fail(op, "needs split_dimension, concat_dimension and split_count");
  if (count->as_int() != size)
    im.fail(op, fmt::format("split_count {} differs from the group size {}", count->as_int(), size));
  Attrs attrs = collective_attrs(im, OpCode::all_to_all, groups);
  for (std::size_t k = 0; k < op.operands.size(); ++k) {
    attrs.set("concat_axis", concat->as_int());
    attrs.set("split_axis", split->as_int());
    im.emit(op, OpCode::all_to_all, {im.operand(op, k)}, attrs, k);
  }
}

void collective_permute_row(Importer& im, const Op& op) {
  require_mesh(im, op);
  if (!op.attribute("channel_handle"))
    im.fail(op, "across replicas (no channel_handle) is not supported yet");
  const Attr* pairs = op.attribute("source_target_pairs");
  if (!pairs || pairs->kind != Attr::Kind::Dense || !pairs->type || pairs->type->shape.size() != 2 ||
      pairs->type->shape[1] != 2)
    im.fail(op, "needs source_target_pairs as an Nx2 dense array");
  const stablehlo::DenseElements d = stablehlo::decode_dense(*pairs, *pairs->type, "source_target_pairs");
  if (d.splat || d.literals.size() != static_cast<std::size_t>(pairs->type->shape[0] * 2))
    im.fail(op, "source_target_pairs has the wrong number of elements");
  if (d.literals.empty()) {
    // Nothing is sent: zeros (the constant, then the operand, as the import has always numbered them).
    const ValueId zero = im.add(op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", 0}}),
                                im.type(op, im.result_type(op)));
    im.emit(op, OpCode::mul, {im.operand(op, 0), zero});
    return;
  }
  IntListList perm;
  for (std::size_t i = 0; i < d.literals.size(); i += 2) {
    // The target is read first: of two bad entries, its error is the one reported.
    const std::int64_t target = im.device_position(op, im.integer(op, d.literals[i + 1], "target"));
    const std::int64_t source = im.device_position(op, im.integer(op, d.literals[i], "source"));
    perm.push_back({source, target});
  }
  im.emit(op, OpCode::ppermute, {im.operand(op, 0)},
          attributes_for(OpCode::ppermute, {{"axis", im.flat_axis()}, {"perm", std::move(perm)}}));
}

// Each group's first device's value, to every member: gathered, then its first block.
void collective_broadcast_row(Importer& im, const Op& op) {
  require_mesh(im, op);
  std::int64_t size = 0;
  const std::optional<IntListList> groups = groups_of(im, op, &size);
  TensorType t = operand_type(im, op, 0);
  ValueId value = im.operand(op, 0);
  const bool scalar = t.shape.empty();
  if (scalar) {
    t.shape = {1};
    value = im.add(op, OpCode::reshape, {value}, {}, im.type(op, t));
  }
  Attrs gather = collective_attrs(im, OpCode::all_gather, groups);
  gather.set("dimension", std::int64_t{0});
  const ValueId gathered =
      im.add(op, OpCode::all_gather, {value}, std::move(gather), with_dim(im, op, t, 0, t.shape[0] * size));
  std::vector<std::int64_t> start(t.shape.size(), 0);
  ValueId first = im.add(
      op, OpCode::slice, {gathered},
      attributes_for(OpCode::slice, {{"start_indices", start}, {"limit_indices", t.shape}}), im.type(op, t));
  if (scalar) first = im.add(op, OpCode::reshape, {first}, {}, im.type(op, operand_type(im, op, 0)));
  im.bind(op, 0, first);
}

// The device's partition id: its mesh position, through device_ids when given.
void partition_id_row(Importer& im, const Op& op) {
  im.type(op, im.result_type(op));
  if (im.mesh().axes.empty()) {
    im.emit(op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", 0}}));
    return;
  }
  const SpmdType s32{DType::s32, {}};
  ValueId id =
      im.add(op, OpCode::axis_index, {}, attributes_for(OpCode::axis_index, {{"axis", im.flat_axis()}}), s32);
  const auto& ids = im.mesh().device_ids;
  if (!ids.empty()) {
    const ValueId table =
        im.add(op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"values", ids}}),
               SpmdType{DType::s32, {static_cast<std::int64_t>(ids.size())}});
    const ValueId one = im.add(op, OpCode::dynamic_slice, {table, id},
                               attributes_for(OpCode::dynamic_slice, {{"slice_sizes", IntList{1}}}),
                               SpmdType{DType::s32, {1}});
    id = im.add(op, OpCode::reshape, {one}, {}, s32);
  }
  im.emit(op, OpCode::convert, {id});
}

void replica_id_row(Importer& im, const Op& op) {
  // JAX's SPMD programs run as one replica of many partitions.
  im.emit(op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", 0}}));
}

// Sharding annotations say where a value lives, not what it is: read (a malformed one is an
// error), then the value itself.
void identity_row(Importer& im, const Op& op) {
  const std::string where =
      fmt::format("{}:{}:{}: {}", im.module().source_name, op.where.line, op.where.column, op.name);
  const Attr* sharding = op.attribute("sharding");
  if (sharding) parse_sdy_sharding(*sharding, where);
  for (std::size_t i = 0; i < op.words.size(); ++i) {
    sharding = op.word(i);
    parse_sdy_sharding(*sharding, where);
  }
  if (op.operands.size() != op.result_names.size()) im.fail(op, "needs one operand per result");
  if (sharding && op.operands.size() == 1 && op.name != "stablehlo.custom_call") {
    ValueId value = im.operand(op, 0);
    // A constraint's result is its operand's value, which propagation then shards as the
    // constraint says (its producer too, as Shardy's constraint pulls it), except where that
    // would change what other users see: an @main argument (its sharding is given) and a value
    // constrained already (t constrained one way, then another) get a value of their own, a
    // relabelling (free), as Shardy's constraint result is.
    if (im.is_main_parameter(value) || im.is_constrained(value))
      value = im.add(op, OpCode::reshape, {value}, {}, im.type(op, operand_type(im, op, 0)));
    im.constrain(op, value, *sharding);
    im.bind(op, 0, value);
    return;
  }
  for (std::size_t k = 0; k < op.result_names.size(); ++k) im.bind(op, k, im.operand(op, k));
}

void custom_call_row(Importer& im, const Op& op) {
  std::string target = op.callee;
  op.word(0);  // the pretty form's @target (the reader keeps it as op.callee)
  if (const Attr* t = op.attribute("call_target_name")) target = t->text;
  if (!target.empty() && target.front() == '"') target = target.substr(1, target.size() - 2);
  // XLA's calling convention for the target's implementation: no bearing on what it computes.
  op.attribute("api_version");
  if (const Attr* effect = op.attribute("has_side_effect"); effect && effect->text != "false")
    im.fail(op, "@" + target + " with a side effect is not supported");
  if (const Attr* config = op.attribute("backend_config");
      config && !(config->kind == Attr::Kind::String && config->text.empty()))
    im.fail(op, "@" + target + " backend_config = " + attribute_text(*config) + " is not understood");
  if (target == "ApproxTopK") return approx_top_k_row(im, op);
  im.fail(op, "@" + target + " is not supported yet");
}

}  // namespace

void add_collective_rows(RowTable& table) {
  const RowTable rows = {
      {"sdy.manual_computation", manual_computation_row},
      {"sdy.sharding_constraint", identity_row},
      {"sdy.reshard", identity_row},
      {"stablehlo.all_reduce", all_reduce_row},
      {"stablehlo.reduce_scatter", reduce_scatter_row},
      {"stablehlo.all_gather", all_gather_row},
      {"stablehlo.all_to_all", all_to_all_row},
      {"stablehlo.collective_permute", collective_permute_row},
      {"stablehlo.collective_broadcast", collective_broadcast_row},
      {"stablehlo.partition_id", partition_id_row},
      {"stablehlo.replica_id", replica_id_row},
      {"stablehlo.custom_call", custom_call_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import
