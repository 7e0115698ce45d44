// The CUDA backend's rows for the indexing ops: each builds its kernel's
// parameter block from the instruction's types and attributes and launches
// it (indexing.cu); concatenate is strided copies, with no kernel.
#include "indexing.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "execution.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::cuda {
namespace {

IntList list_or_empty(const Attrs& attrs, const char* name) {
  return attrs.has(name) ? attrs.int_list(name) : IntList{};
}

bool listed(const IntList& list, std::int64_t value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

void require_rank(const LocalCall& call, std::int64_t rank) {
  if (rank > kMaxRank) {
    throw Error(std::string(op_name(call.instruction.op)) + ": rank " + std::to_string(rank) +
                " is beyond the CUDA backend's " + std::to_string(kMaxRank));
  }
}

void fill_strides(const Shape& shape, std::int64_t* strides) {
  std::int64_t stride = 1;
  for (std::size_t d = shape.size(); d-- > 0;) {
    strides[d] = stride;
    stride *= shape[d];
  }
}

IndexOperand index_operand(const DeviceValue& value) {
  const std::string_view name = dtype_name(value.type.dtype);
  return IndexOperand{value.data, static_cast<int>(dtype_size(value.type.dtype)), name.front() == 'u'};
}

int width_of(const TensorType& type) {
  return static_cast<int>(dtype_size(type.dtype));
}

// A plan that copies in to out one to one; callers change mul/add/div.
AffineCopy identity_copy(const Shape& in_shape, const Shape& out_shape) {
  AffineCopy plan;
  plan.rank = static_cast<int>(out_shape.size());
  fill_strides(in_shape, plan.in_strides);
  for (int d = 0; d < plan.rank; ++d) {
    plan.out_dims[d] = out_shape[static_cast<std::size_t>(d)];
    plan.in_dims[d] = in_shape[static_cast<std::size_t>(d)];
    plan.mul[d] = 1;
    plan.div[d] = 1;
  }
  plan.elements = num_elements(out_shape);
  return plan;
}

void run_affine_copy(LocalCall& call, const AffineCopy& plan, const DeviceValue& in, const void* fill) {
  const DeviceValue out = call.allocate_result();
  if (plan.elements == 0) return;
  call.check(launch_affine_copy(plan, width_of(out.type), in.data, fill == nullptr ? in.data : fill, out.data,
                                call.launch()),
             "launch_affine_copy(kernel)");
}

void slice_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  require_rank(call, in.type.rank());
  const Attrs& attrs = call.instruction.attrs;
  AffineCopy plan = identity_copy(in.type.shape, call.instruction.type.shape);
  const IntList& start = attrs.int_list("start_indices");
  const IntList strides = list_or_empty(attrs, "strides");
  for (int d = 0; d < plan.rank; ++d) {
    plan.add[d] = start[static_cast<std::size_t>(d)];
    plan.mul[d] = strides.empty() ? 1 : strides[static_cast<std::size_t>(d)];
  }
  run_affine_copy(call, plan, in, nullptr);
}

void reverse_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  require_rank(call, in.type.rank());
  AffineCopy plan = identity_copy(in.type.shape, in.type.shape);
  for (std::int64_t d : call.instruction.attrs.int_list("dimensions")) {
    plan.mul[d] = -1;
    plan.add[d] = plan.in_dims[d] - 1;
  }
  run_affine_copy(call, plan, in, nullptr);
}

void pad_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  require_rank(call, in.type.rank());
  const Attrs& attrs = call.instruction.attrs;
  AffineCopy plan = identity_copy(in.type.shape, call.instruction.type.shape);
  for (int d = 0; d < plan.rank; ++d) {
    plan.add[d] = -attrs.int_list("edge_padding_low")[static_cast<std::size_t>(d)];
    plan.div[d] = attrs.int_list("interior_padding")[static_cast<std::size_t>(d)] + 1;
  }
  run_affine_copy(call, plan, in, call.operand(1).data);
}

void dynamic_slice_op(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  require_rank(call, in.type.rank());
  AffineCopy plan = identity_copy(in.type.shape, call.instruction.type.shape);
  for (int d = 0; d < plan.rank; ++d) {
    plan.add[d] = 0;
    plan.starts[d] = index_operand(call.operand(static_cast<std::size_t>(d) + 1));
  }
  run_affine_copy(call, plan, in, nullptr);
}

// out = a device copy of operand 0, for the ops that update it.
DeviceValue copy_of_operand(LocalCall& call) {
  const DeviceValue& in = call.operand(0);
  const DeviceValue out = call.allocate_result();
  const std::size_t bytes = static_cast<std::size_t>(in.type.num_elements()) * dtype_size(in.type.dtype);
  if (bytes > 0) {
    call.check(cudaMemcpyAsync(out.data, in.data, bytes, cudaMemcpyDeviceToDevice, call.context.stream),
               "cudaMemcpyAsync()");
  }
  return out;
}

void dynamic_update_slice_op(LocalCall& call) {
  const DeviceValue out = copy_of_operand(call);
  const DeviceValue& update = call.operand(1);
  require_rank(call, out.type.rank());
  UpdateSlice plan;
  plan.rank = static_cast<int>(out.type.rank());
  fill_strides(out.type.shape, plan.out_strides);
  for (int d = 0; d < plan.rank; ++d) {
    plan.update_dims[d] = update.type.shape[static_cast<std::size_t>(d)];
    plan.out_dims[d] = out.type.shape[static_cast<std::size_t>(d)];
    plan.starts[d] = index_operand(call.operand(static_cast<std::size_t>(d) + 2));
  }
  plan.elements = update.type.num_elements();
  if (plan.elements == 0) return;
  call.check(launch_update_slice(plan, width_of(out.type), update.data, out.data, call.launch()),
             "launch_update_slice(kernel)");
}

// Row-major: each outer block of the result is the parts' blocks side by
// side, so each part is one 2-D copy (outer rows of its block's bytes): one
// plain copy when there is one row (axis 0), and a copy per row when a row
// is longer than cudaMemcpy2D's largest pitch (about 2 GiB).
void concatenate_op(LocalCall& call) {
  const TensorType& type = call.instruction.type;
  const auto dimension = static_cast<std::size_t>(call.instruction.attrs.integer("dimension"));
  const std::int64_t outer = num_elements(Shape(type.shape.begin(), type.shape.begin() + dimension));
  const std::int64_t inner = num_elements(Shape(type.shape.begin() + dimension + 1, type.shape.end()));
  const std::size_t width = dtype_size(type.dtype);
  const DeviceValue out = call.allocate_result();
  const std::size_t row_bytes = static_cast<std::size_t>(type.shape[dimension] * inner) * width;
  const std::size_t max_pitch =
      call.state.system().gpus()[static_cast<std::size_t>(call.context.placement.gpu)].max_pitch;
  std::size_t column = 0;
  for (std::size_t k = 0; k < call.instruction.operands.size(); ++k) {
    const DeviceValue& part = call.operand(k);
    const std::size_t part_bytes = static_cast<std::size_t>(part.type.shape[dimension] * inner) * width;
    auto* destination = static_cast<std::byte*>(out.data) + column;
    if (part_bytes == 0 || outer == 0) {
      // nothing to copy
    } else if (outer == 1 || row_bytes > max_pitch) {
      for (std::int64_t row = 0; row < outer; ++row) {
        const auto r = static_cast<std::size_t>(row);
        call.check(cudaMemcpyAsync(destination + r * row_bytes,
                                   static_cast<const std::byte*>(part.data) + r * part_bytes, part_bytes,
                                   cudaMemcpyDeviceToDevice, call.context.stream),
                   "cudaMemcpyAsync()");
      }
    } else {
      call.check(
          cudaMemcpy2DAsync(destination, row_bytes, part.data, part_bytes, part_bytes,
                            static_cast<std::size_t>(outer), cudaMemcpyDeviceToDevice, call.context.stream),
          "cudaMemcpy2DAsync()");
    }
    column += part_bytes;
  }
}

void gather_op(LocalCall& call) {
  const DeviceValue& operand = call.operand(0);
  const DeviceValue& indices = call.operand(1);
  const TensorType& type = call.instruction.type;
  const Attrs& attrs = call.instruction.attrs;
  for (std::int64_t rank : {operand.type.rank(), indices.type.rank() + 1, type.rank()})
    require_rank(call, rank);
  GatherParams p;
  p.operand_rank = static_cast<int>(operand.type.rank());
  p.result_rank = static_cast<int>(type.rank());
  p.indices_rank = static_cast<int>(indices.type.rank());
  p.index_vector_dim = static_cast<int>(attrs.integer("index_vector_dim"));
  const IntList& start_index_map = attrs.int_list("start_index_map");
  const IntList operand_batching = list_or_empty(attrs, "operand_batching_dims");
  const IntList indices_batching = list_or_empty(attrs, "start_indices_batching_dims");
  const IntList& collapsed = attrs.int_list("collapsed_slice_dims");
  const IntList& offset_dims = attrs.int_list("offset_dims");
  p.vector_size = static_cast<int>(start_index_map.size());
  p.batching_count = static_cast<int>(operand_batching.size());
  fill_strides(operand.type.shape, p.operand_strides);
  fill_strides(indices.type.shape, p.indices_strides);
  for (int d = 0; d < p.operand_rank; ++d) {
    p.operand_dims[d] = operand.type.shape[static_cast<std::size_t>(d)];
    p.slice_sizes[d] = attrs.int_list("slice_sizes")[static_cast<std::size_t>(d)];
  }
  IntList window_dims;
  for (std::int64_t d = 0; d < operand.type.rank(); ++d) {
    if (!listed(collapsed, d) && !listed(operand_batching, d)) window_dims.push_back(d);
  }
  std::size_t window = 0;
  for (int d = 0; d < p.result_rank; ++d) {
    p.result_dims[d] = type.shape[static_cast<std::size_t>(d)];
    p.offset_operand_dim[d] = listed(offset_dims, d) ? static_cast<int>(window_dims[window++]) : -1;
  }
  for (int k = 0; k < p.vector_size; ++k) p.start_index_map[k] = static_cast<int>(start_index_map[k]);
  for (int k = 0; k < p.batching_count; ++k) {
    p.operand_batching[k] = static_cast<int>(operand_batching[k]);
    p.indices_batching[k] = static_cast<int>(indices_batching[k]);
  }
  p.elements = type.num_elements();
  const DeviceValue out = call.allocate_result();
  if (p.elements == 0) return;
  call.check(
      launch_gather_op(p, width_of(type), operand.data, index_operand(indices), out.data, call.launch()),
      "launch_gather_op(kernel)");
}

ScatterCombine scatter_combine(const std::string& name) {
  if (name == "add") return ScatterCombine::add;
  if (name == "max") return ScatterCombine::max;
  if (name == "min") return ScatterCombine::min;
  if (name == "mul") return ScatterCombine::mul;
  return ScatterCombine::replace;
}

ScatterStorage scatter_storage(DType dtype) {
  const std::string name(dtype_name(dtype));
  if (name == "f32") return ScatterStorage::f32;
  if (name == "f64") return ScatterStorage::f64;
  if (name == "bf16") return ScatterStorage::bf16;
  if (dtype == DType::boolean) return ScatterStorage::boolean;
  if (dtype == DType::c64) return ScatterStorage::c64;
  if (dtype == DType::c128) return ScatterStorage::c128;
  const bool is_unsigned = name.front() == 'u';
  if (name.front() == 's' || is_unsigned) {
    switch (dtype_size(dtype)) {
      case 1:
        return is_unsigned ? ScatterStorage::u8 : ScatterStorage::s8;
      case 2:
        return is_unsigned ? ScatterStorage::u16 : ScatterStorage::s16;
      case 4:
        return is_unsigned ? ScatterStorage::u32 : ScatterStorage::s32;
      default:
        return is_unsigned ? ScatterStorage::u64 : ScatterStorage::s64;
    }
  }
  throw Error("scatter: the CUDA backend does not combine dtype " + name);
}

void scatter_op(LocalCall& call) {
  const DeviceValue& indices = call.operand(1);
  const DeviceValue& updates = call.operand(2);
  const Attrs& attrs = call.instruction.attrs;
  const std::string& computation = attrs.symbol("computation");
  const ScatterStorage storage =
      computation == "replace" ? ScatterStorage::f32 : scatter_storage(call.instruction.type.dtype);
  const DeviceValue out = copy_of_operand(call);
  for (std::int64_t rank : {out.type.rank(), indices.type.rank() + 1, updates.type.rank()})
    require_rank(call, rank);
  ScatterParams p;
  p.operand_rank = static_cast<int>(out.type.rank());
  p.updates_rank = static_cast<int>(updates.type.rank());
  p.indices_rank = static_cast<int>(indices.type.rank());
  p.index_vector_dim = static_cast<int>(attrs.integer("index_vector_dim"));
  const IntList& window_dims = attrs.int_list("update_window_dims");
  const IntList& inserted = attrs.int_list("inserted_window_dims");
  const IntList input_batching = list_or_empty(attrs, "input_batching_dims");
  const IntList indices_batching = list_or_empty(attrs, "scatter_indices_batching_dims");
  const IntList& to_operand = attrs.int_list("scatter_dims_to_operand_dims");
  p.vector_size = static_cast<int>(to_operand.size());
  p.batching_count = static_cast<int>(input_batching.size());
  fill_strides(out.type.shape, p.operand_strides);
  fill_strides(indices.type.shape, p.indices_strides);
  IntList window_operand_dims;
  for (int d = 0; d < p.operand_rank; ++d) {
    p.operand_dims[d] = out.type.shape[static_cast<std::size_t>(d)];
    p.window_extent[d] = 1;
    if (!listed(inserted, d) && !listed(input_batching, d)) window_operand_dims.push_back(d);
  }
  std::size_t window = 0;
  p.points = 1;
  std::int64_t window_elements = 1;
  for (int d = 0; d < p.updates_rank; ++d) {
    const std::int64_t size = updates.type.shape[static_cast<std::size_t>(d)];
    p.updates_dims[d] = size;
    if (listed(window_dims, d)) {
      const std::int64_t operand_dim = window_operand_dims[window++];
      p.window_operand_dim[d] = static_cast<int>(operand_dim);
      p.window_extent[operand_dim] = size;
      window_elements *= size;
    } else {
      p.window_operand_dim[d] = -1;
      p.points *= size;
    }
  }
  for (int k = 0; k < p.vector_size; ++k) p.to_operand[k] = static_cast<int>(to_operand[k]);
  for (int k = 0; k < p.batching_count; ++k) {
    p.input_batching[k] = static_cast<int>(input_batching[k]);
    p.indices_batching[k] = static_cast<int>(indices_batching[k]);
  }
  if (p.points == 0 || window_elements == 0) return;
  p.update_elements = p.points * window_elements;
  p.operand_elements = out.type.num_elements();
  if (!scatter_fits(p)) {
    throw Error(
        fmt::format("scatter: the CUDA backend cannot order {} update elements into {} operand elements "
                    "(their product must be below 2^64)",
                    p.update_elements, p.operand_elements));
  }
  // replace copies bytes of any width: pass it as storage of that width.
  const ScatterStorage by_width[] = {ScatterStorage::u8, ScatterStorage::u16, ScatterStorage::u32,
                                     ScatterStorage::u64, ScatterStorage::c128};
  const std::size_t width = dtype_size(out.type.dtype);
  const ScatterStorage used = computation == "replace" ? by_width[width == 1   ? 0
                                                                  : width == 2 ? 1
                                                                  : width == 4 ? 2
                                                                  : width == 8 ? 3
                                                                               : 4]
                                                       : storage;
  void* scratch = call.scratch_bytes(scatter_scratch_bytes(p));
  call.check(launch_scatter_op(p, scatter_combine(computation), used, index_operand(indices), updates.data,
                               out.data, scratch, call.launch()),
             "launch_scatter_op(kernel)");
}

}  // namespace

void add_indexing_rows(KernelTable& table) {
  const auto local = [&table](OpCode op, LocalKernel kernel) {
    table[static_cast<std::size_t>(op)].local = kernel;
  };
  local(OpCode::slice, slice_op);
  local(OpCode::concatenate, concatenate_op);
  local(OpCode::pad, pad_op);
  local(OpCode::reverse, reverse_op);
  local(OpCode::dynamic_slice, dynamic_slice_op);
  local(OpCode::dynamic_update_slice, dynamic_update_slice_op);
  local(OpCode::gather, gather_op);
  local(OpCode::scatter, scatter_op);
}

}  // namespace pmapsim::cuda
