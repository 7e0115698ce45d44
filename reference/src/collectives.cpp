// Exact collectives with JAX's semantics, over axis_index_groups.
//
// Every member of a group computes from the same operands in the same fixed
// order (the group's member order), so results are bit-identical across
// members and run to run.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <utility>

#include "internal.hpp"

namespace pmapsim::reference {
namespace {

std::int64_t checked_dimension(const CollectiveArgs& args, const char* attr, std::int64_t rank) {
  const std::int64_t dimension = args.attrs().integer(attr);
  const std::int64_t normalized = dimension < 0 ? dimension + rank : dimension;
  if (normalized < 0 || normalized >= rank) {
    throw Error(std::string(op_name(args.instruction.op)) + ": " + attr + " " + std::to_string(dimension) +
                " is out of range for rank " + std::to_string(rank));
  }
  return normalized;
}

// Bytes of one step along `axis` and the number of such blocks before it.
struct AxisSplit {
  std::int64_t outer = 1;       // product of dims before axis
  std::size_t inner_bytes = 0;  // bytes of dims after axis, times the element size
};

AxisSplit split_at(const Shape& shape, std::int64_t axis, DType dtype) {
  AxisSplit split;
  std::int64_t inner = 1;
  for (std::size_t d = 0; d < shape.size(); ++d) {
    if (static_cast<std::int64_t>(d) < axis) split.outer *= shape[d];
    if (static_cast<std::int64_t>(d) > axis) inner *= shape[d];
  }
  split.inner_bytes = static_cast<std::size_t>(inner) * dtype_size(dtype);
  return split;
}

// Elements [start, start + length) of x along axis.
Array slice_block(const Array& x, std::int64_t axis, std::int64_t start, std::int64_t length) {
  Shape shape = x.shape();
  shape[static_cast<std::size_t>(axis)] = length;
  Array block(x.dtype(), shape);
  const AxisSplit split = split_at(x.shape(), axis, x.dtype());
  const std::size_t source_row =
      static_cast<std::size_t>(x.shape()[static_cast<std::size_t>(axis)]) * split.inner_bytes;
  const std::size_t block_row = static_cast<std::size_t>(length) * split.inner_bytes;
  const std::size_t offset = static_cast<std::size_t>(start) * split.inner_bytes;
  if (block_row == 0) return block;  // no bytes (and a zero-element array may have no storage)
  for (std::int64_t o = 0; o < split.outer; ++o) {
    std::memcpy(block.raw() + static_cast<std::size_t>(o) * block_row,
                x.raw() + static_cast<std::size_t>(o) * source_row + offset, block_row);
  }
  return block;
}

// Concatenates parts (equal shapes off axis) along axis, in order.
Array concatenate_along(const std::vector<const Array*>& parts, std::int64_t axis, const TensorType& type) {
  Array out(type.dtype, type.shape);
  const AxisSplit split = split_at(type.shape, axis, type.dtype);
  std::byte* o = out.raw();
  for (std::int64_t row = 0; row < split.outer; ++row) {
    for (const Array* part : parts) {
      const std::size_t part_row =
          static_cast<std::size_t>(part->shape()[static_cast<std::size_t>(axis)]) * split.inner_bytes;
      if (part_row == 0) continue;  // a zero-element part may have no storage
      std::memcpy(o, part->raw() + static_cast<std::size_t>(row) * part_row, part_row);
      o += part_row;
    }
  }
  return out;
}

std::vector<const Array*> member_operands(const CollectiveArgs& args, const IntList& members) {
  std::vector<const Array*> operands;
  operands.reserve(members.size());
  for (std::int64_t device : members) operands.push_back(&args.operand(device));
  return operands;
}

// Combines the group's operands elementwise in member order, in the
// accumulator dtype of `result_dtype` (not yet rounded to it).
Array combine_group(const CollectiveArgs& args, const IntList& members, DType result_dtype, OpCode op) {
  Array accumulator =
      convert_array(args.operand(members.front()), all_reduce_accumulator_dtype(result_dtype));
  for (std::size_t i = 1; i < members.size(); ++i) fold_into(accumulator, args.operand(members[i]), op);
  return accumulator;
}

// Gives every wanted member of the group the same value: copies, and the
// value itself to the last one.
void give_to_members(Array value, const IntList& members, std::vector<Array>& results, DeviceBlock local) {
  IntList wanted;
  for (std::int64_t device : members) {
    if (local.contains(device)) wanted.push_back(device);
  }
  if (wanted.empty()) return;
  for (std::size_t m = 0; m + 1 < wanted.size(); ++m) results[static_cast<std::size_t>(wanted[m])] = value;
  results[static_cast<std::size_t>(wanted.back())] = std::move(value);
}

// Runs per_group(members) once per group and gives every member its result.
template <class PerMember>
std::vector<Array> for_each_member(const CollectiveArgs& args, PerMember&& per_member) {
  const std::int64_t devices = args.program.axis_size;
  std::vector<Array> results(static_cast<std::size_t>(devices));
  for (const IntList& members : collective_groups(args.attrs(), devices)) {
    const bool wanted = std::any_of(members.begin(), members.end(),
                                    [&](std::int64_t device) { return args.local.contains(device); });
    if (wanted) per_member(members, results);
  }
  return results;
}

}  // namespace

// bf16 and f16 are combined in f32 and rounded once at the end.
DType all_reduce_accumulator_dtype(DType result) {
  return result == DType::bf16 || result == DType::f16 ? DType::f32 : result;
}

void fold_into(Array& accumulator, const Array& other, OpCode op) {
  switch (op) {
    case OpCode::pmax:
      accumulate_max(accumulator, other);
      break;
    case OpCode::pmin:
      accumulate_min(accumulator, other);
      break;
    case OpCode::psum:
    case OpCode::pmean:
      accumulate_sum(accumulator, other);
      break;
    default:
      throw Error(fmt::format("{} is not an all-reduce", op_name(op)));
  }
}

// pmean: the group's sum in f32 (or f64), divided by the group size, rounded
// once to the result dtype (f32 for s32 and bool operands).
Array finish_all_reduce(Array accumulator, OpCode op, std::int64_t group_size, DType result) {
  if (op == OpCode::pmean) {
    visit_dtype(accumulator.dtype(), [&](auto tag) {  // f32 or f64 accumulators
      using Tag = decltype(tag);
      if constexpr (Tag::dtype == DType::f32 || Tag::dtype == DType::f64) {
        using T = typename Tag::storage;
        const T count = static_cast<T>(group_size);
        T* values = typed_data<Tag>(accumulator);
        for (std::int64_t i = 0; i < accumulator.size(); ++i) values[i] /= count;
      }
    });
  }
  return accumulator.dtype() == result ? accumulator : convert_array(accumulator, result);
}

namespace {

std::vector<Array> all_reduce(const CollectiveArgs& args) {
  const DType dtype = args.result_type().dtype;
  const OpCode op = args.instruction.op;
  if (op == OpCode::pmean && !is_floating(dtype)) unsupported_dtype(OpCode::pmean, dtype);
  return for_each_member(args, [&](const IntList& members, std::vector<Array>& results) {
    Array folded = combine_group(args, members, dtype, op);
    give_to_members(
        finish_all_reduce(std::move(folded), op, static_cast<std::int64_t>(members.size()), dtype), members,
        results, args.local);
  });
}

}  // namespace

std::vector<Array> collective_psum(const CollectiveArgs& args) {
  return all_reduce(args);
}
std::vector<Array> collective_pmax(const CollectiveArgs& args) {
  return all_reduce(args);
}
std::vector<Array> collective_pmin(const CollectiveArgs& args) {
  return all_reduce(args);
}
std::vector<Array> collective_pmean(const CollectiveArgs& args) {
  return all_reduce(args);
}

std::vector<Array> collective_all_gather(const CollectiveArgs& args) {
  const TensorType& type = args.result_type();
  const std::int64_t axis = checked_dimension(args, "dimension", type.rank());
  return for_each_member(args, [&](const IntList& members, std::vector<Array>& results) {
    give_to_members(concatenate_along(member_operands(args, members), axis, type), members, results,
                    args.local);
  });
}

std::vector<Array> collective_psum_scatter(const CollectiveArgs& args) {
  const TensorType& type = args.result_type();
  const std::int64_t axis = checked_dimension(args, "dimension", type.rank());
  const std::int64_t block = type.shape[static_cast<std::size_t>(axis)];
  return for_each_member(args, [&](const IntList& members, std::vector<Array>& results) {
    const Array sum = combine_group(args, members, type.dtype, OpCode::psum);
    for (std::size_t rank = 0; rank < members.size(); ++rank) {
      Array mine = slice_block(sum, axis, static_cast<std::int64_t>(rank) * block, block);
      results[static_cast<std::size_t>(members[rank])] = finish_all_reduce(
          std::move(mine), OpCode::psum, static_cast<std::int64_t>(members.size()), type.dtype);
    }
  });
}

// Member r receives block r (along split_axis) of every member's operand,
// concatenated along concat_axis in member order.
std::vector<Array> collective_all_to_all(const CollectiveArgs& args) {
  const TensorType& type = args.result_type();
  const std::int64_t split_axis = checked_dimension(args, "split_axis", type.rank());
  const std::int64_t concat_axis = checked_dimension(args, "concat_axis", type.rank());
  return for_each_member(args, [&](const IntList& members, std::vector<Array>& results) {
    const auto group_size = static_cast<std::int64_t>(members.size());
    const std::int64_t block =
        args.operand(members.front()).shape()[static_cast<std::size_t>(split_axis)] / group_size;
    for (std::int64_t rank = 0; rank < group_size; ++rank) {
      std::vector<Array> received;
      received.reserve(members.size());
      for (std::int64_t source : members)
        received.push_back(slice_block(args.operand(source), split_axis, rank * block, block));
      std::vector<const Array*> parts;
      for (const Array& part : received) parts.push_back(&part);
      results[static_cast<std::size_t>(members[static_cast<std::size_t>(rank)])] =
          concatenate_along(parts, concat_axis, type);
    }
  });
}

std::vector<Array> collective_ppermute(const CollectiveArgs& args) {
  const TensorType& type = args.result_type();
  const IntList sources = ppermute_sources(args.attrs(), args.program.axis_size);
  std::vector<Array> results(sources.size());
  for (std::int64_t device = args.local.first; device < args.local.end(); ++device) {
    const std::int64_t source = sources[static_cast<std::size_t>(device)];
    results[static_cast<std::size_t>(device)] =
        source >= 0 ? args.operand(source) : Array(type.dtype, type.shape);
  }
  return results;
}

std::vector<Array> collective_axis_index(const CollectiveArgs& args) {
  std::vector<Array> results;
  for (std::int64_t device = 0; device < args.program.axis_size; ++device) {
    Array index(DType::s32, {});
    index.data<std::int32_t>()[0] = static_cast<std::int32_t>(device);
    results.push_back(std::move(index));
  }
  return results;
}

Array kernel_axis_index(const LocalArgs& args) {
  if (args.device < 0 || args.device >= args.program.axis_size) {
    throw Error("axis_index: device " + std::to_string(args.device) + " is outside the axis of size " +
                std::to_string(args.program.axis_size));
  }
  Array index(DType::s32, {});
  index.data<std::int32_t>()[0] = static_cast<std::int32_t>(args.device);
  return index;
}

void add_collective_rows(KernelTable& table) {
  // axis_index needs no communication: it runs locally given the device, or
  // for all devices at once.
  set_collective(table, OpCode::psum, collective_psum);
  set_collective(table, OpCode::pmean, collective_pmean);
  set_collective(table, OpCode::pmax, collective_pmax);
  set_collective(table, OpCode::pmin, collective_pmin);
  set_collective(table, OpCode::all_gather, collective_all_gather);
  set_collective(table, OpCode::psum_scatter, collective_psum_scatter);
  set_collective(table, OpCode::ppermute, collective_ppermute);
  set_collective(table, OpCode::all_to_all, collective_all_to_all);
  set_collective(table, OpCode::axis_index, collective_axis_index);
  set_local(table, OpCode::axis_index, kernel_axis_index);
}

}  // namespace pmapsim::reference
