// Indexing and layout kernels: slice, concatenate, pad, reverse,
// dynamic_slice, dynamic_update_slice, gather and scatter, with StableHLO's
// semantics (docs/ir.md).
//
// Every kernel moves raw element bytes of the array's element size, so one
// loop serves every dtype; only scatter's combining computations and the
// reading of index values look at the dtype.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

#include "internal.hpp"
#include "strided.hpp"
#include "windowing.hpp"

namespace pmapsim::reference {
namespace {

using Index = std::vector<std::int64_t>;

std::int64_t flat_offset(const Index& index, const std::vector<std::int64_t>& strides) {
  std::int64_t offset = 0;
  for (std::size_t d = 0; d < index.size(); ++d) offset += index[d] * strides[d];
  return offset;
}

bool is_unsigned(DType dtype) {
  return dtype_name(dtype).front() == 'u';
}

// Element `flat` of an integer array as int64 (any width, signed or not).
std::int64_t read_integer(const Array& array, std::int64_t flat) {
  const std::size_t width = dtype_size(array.dtype());
  const std::byte* p = array.raw() + static_cast<std::size_t>(flat) * width;
  const bool unsigned_type = is_unsigned(array.dtype());
  switch (width) {
    case 1: {
      std::uint8_t v;
      std::memcpy(&v, p, 1);
      return unsigned_type ? v : static_cast<std::int8_t>(v);
    }
    case 2: {
      std::uint16_t v;
      std::memcpy(&v, p, 2);
      return unsigned_type ? v : static_cast<std::int16_t>(v);
    }
    case 4: {
      std::uint32_t v;
      std::memcpy(&v, p, 4);
      return unsigned_type ? static_cast<std::int64_t>(v) : static_cast<std::int32_t>(v);
    }
    default: {
      std::uint64_t v;
      std::memcpy(&v, p, 8);
      // u64 indices beyond INT64_MAX are out of bounds anyway: saturate.
      if (unsigned_type && v > static_cast<std::uint64_t>(INT64_MAX)) return INT64_MAX;
      return static_cast<std::int64_t>(v);
    }
  }
}

std::size_t byte_offset(std::int64_t elements, std::size_t width) {
  return static_cast<std::size_t>(elements) * width;
}

// --- slice, pad, concatenate, reverse --------------------------------------------

Array kernel_slice(const LocalArgs& args) {
  const Array& x = args.operand(0);
  const TensorType& type = args.result_type();
  Array out(type.dtype, type.shape);
  const Index& start = args.attrs().int_list("start_indices");
  const Index strides =
      args.attrs().has("strides") ? args.attrs().int_list("strides") : Index(x.shape().size(), 1);
  const std::vector<std::int64_t> source_strides = row_major_strides(x.shape());
  const std::size_t width = dtype_size(type.dtype);
  std::int64_t next = 0;
  Index source(start.size());
  for_each_index(type.shape, [&](const Index& index) {
    for (std::size_t d = 0; d < index.size(); ++d) source[d] = start[d] + index[d] * strides[d];
    std::memcpy(out.raw() + byte_offset(next++, width),
                x.raw() + byte_offset(flat_offset(source, source_strides), width), width);
  });
  return out;
}

Array kernel_pad(const LocalArgs& args) {
  const Array& x = args.operand(0);
  const Array& padding_value = args.operand(1);
  const TensorType& type = args.result_type();
  Array out(type.dtype, type.shape);
  const std::size_t width = dtype_size(type.dtype);
  for (std::int64_t i = 0; i < out.size(); ++i)
    std::memcpy(out.raw() + byte_offset(i, width), padding_value.raw(), width);
  const Index& low = args.attrs().int_list("edge_padding_low");
  const Index& interior = args.attrs().int_list("interior_padding");
  const std::vector<std::int64_t> result_strides = row_major_strides(type.shape);
  std::int64_t next = 0;
  Index target(low.size());
  for_each_index(x.shape(), [&](const Index& index) {
    const std::int64_t source = next++;
    // Negative edge padding drops the operand elements that land outside.
    for (std::size_t d = 0; d < index.size(); ++d) {
      target[d] = low[d] + index[d] * (interior[d] + 1);
      if (target[d] < 0 || target[d] >= type.shape[d]) return;
    }
    std::memcpy(out.raw() + byte_offset(flat_offset(target, result_strides), width),
                x.raw() + byte_offset(source, width), width);
  });
  return out;
}

Array kernel_concatenate(const LocalArgs& args) {
  const TensorType& type = args.result_type();
  Array out(type.dtype, type.shape);
  const auto dimension = static_cast<std::size_t>(args.attrs().integer("dimension"));
  const std::int64_t outer = num_elements(Shape(type.shape.begin(), type.shape.begin() + dimension));
  const std::int64_t inner = num_elements(Shape(type.shape.begin() + dimension + 1, type.shape.end()));
  const std::size_t width = dtype_size(type.dtype);
  std::byte* o = out.raw();
  // Row-major: each outer block is the operands' blocks one after another.
  for (std::int64_t block = 0; block < outer; ++block) {
    for (std::size_t k = 0; k < args.operands.size(); ++k) {
      const Array& part = args.operand(k);
      const std::size_t bytes = byte_offset(part.shape()[dimension] * inner, width);
      if (bytes == 0) continue;  // a zero-element part has no storage
      std::memcpy(o, part.raw() + static_cast<std::size_t>(block) * bytes, bytes);
      o += bytes;
    }
  }
  return out;
}

Array kernel_reverse(const LocalArgs& args) {
  const Array& x = args.operand(0);
  Array out(x.dtype(), x.shape());
  std::vector<bool> reversed(x.shape().size(), false);
  for (std::int64_t d : args.attrs().int_list("dimensions")) reversed[static_cast<std::size_t>(d)] = true;
  const std::vector<std::int64_t> strides = row_major_strides(x.shape());
  const std::size_t width = dtype_size(x.dtype());
  std::int64_t next = 0;
  Index source(x.shape().size());
  for_each_index(x.shape(), [&](const Index& index) {
    for (std::size_t d = 0; d < index.size(); ++d)
      source[d] = reversed[d] ? x.shape()[d] - 1 - index[d] : index[d];
    std::memcpy(out.raw() + byte_offset(next++, width),
                x.raw() + byte_offset(flat_offset(source, strides), width), width);
  });
  return out;
}

// --- dynamic_slice, dynamic_update_slice -------------------------------------------

// The start indices in operands first.., each clamped to [0, dim - size] as
// StableHLO says (so the slice always lies inside the operand).
Index clamped_starts(const LocalArgs& args, std::size_t first, const Shape& operand, const Shape& sizes) {
  Index starts(operand.size());
  for (std::size_t d = 0; d < operand.size(); ++d) {
    starts[d] = std::clamp<std::int64_t>(read_integer(args.operand(first + d), 0), 0, operand[d] - sizes[d]);
  }
  return starts;
}

Array kernel_dynamic_slice(const LocalArgs& args) {
  const Array& x = args.operand(0);
  const TensorType& type = args.result_type();
  Array out(type.dtype, type.shape);
  const Index starts = clamped_starts(args, 1, x.shape(), type.shape);
  const std::vector<std::int64_t> strides = row_major_strides(x.shape());
  const std::size_t width = dtype_size(type.dtype);
  std::int64_t next = 0;
  Index source(starts.size());
  for_each_index(type.shape, [&](const Index& index) {
    for (std::size_t d = 0; d < index.size(); ++d) source[d] = starts[d] + index[d];
    std::memcpy(out.raw() + byte_offset(next++, width),
                x.raw() + byte_offset(flat_offset(source, strides), width), width);
  });
  return out;
}

Array kernel_dynamic_update_slice(const LocalArgs& args) {
  const Array& x = args.operand(0);
  const Array& update = args.operand(1);
  Array out(x.dtype(), x.shape());
  std::memcpy(out.raw(), x.raw(), out.byte_size());
  const Index starts = clamped_starts(args, 2, x.shape(), update.shape());
  const std::vector<std::int64_t> strides = row_major_strides(x.shape());
  const std::size_t width = dtype_size(x.dtype());
  std::int64_t next = 0;
  Index target(starts.size());
  for_each_index(update.shape(), [&](const Index& index) {
    for (std::size_t d = 0; d < index.size(); ++d) target[d] = starts[d] + index[d];
    std::memcpy(out.raw() + byte_offset(flat_offset(target, strides), width),
                update.raw() + byte_offset(next++, width), width);
  });
  return out;
}

// --- gather and scatter ----------------------------------------------------------

IntList list_or_empty(const Attrs& attrs, const char* name) {
  return attrs.has(name) ? attrs.int_list(name) : IntList{};
}

bool listed(const IntList& list, std::int64_t value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

// Reads index vectors out of an indices array: for a batch index (the
// indices' dims other than index_vector_dim, in order) the vector along
// index_vector_dim (length 1 when index_vector_dim is the rank).
class IndexVectors {
 public:
  IndexVectors(const Array& indices, std::int64_t index_vector_dim)
      : indices_(indices), vector_dim_(index_vector_dim), strides_(row_major_strides(indices.shape())) {}

  std::int64_t element(const Index& batch, std::int64_t k) const {
    std::int64_t offset = 0;
    std::size_t b = 0;
    for (std::int64_t d = 0; d < static_cast<std::int64_t>(strides_.size()); ++d) {
      const std::int64_t i = d == vector_dim_ ? k : batch[b++];
      offset += i * strides_[static_cast<std::size_t>(d)];
    }
    return read_integer(indices_, offset);
  }
  // The batch index's entry for indices dim d (d != index_vector_dim).
  std::int64_t batch_entry(const Index& batch, std::int64_t d) const {
    return batch[static_cast<std::size_t>(d < vector_dim_ ? d : d - 1)];
  }

 private:
  const Array& indices_;
  std::int64_t vector_dim_;
  std::vector<std::int64_t> strides_;
};

Array kernel_gather(const LocalArgs& args) {
  const Array& x = args.operand(0);
  const Array& indices = args.operand(1);
  const Attrs& attrs = args.attrs();
  const TensorType& type = args.result_type();
  Array out = Array::uninitialized(type.dtype, type.shape);
  const IntList& offset_dims = attrs.int_list("offset_dims");
  const IntList& collapsed = attrs.int_list("collapsed_slice_dims");
  const IntList operand_batching = list_or_empty(attrs, "operand_batching_dims");
  const IntList indices_batching = list_or_empty(attrs, "start_indices_batching_dims");
  const IntList& start_index_map = attrs.int_list("start_index_map");
  const IntList& slice_sizes = attrs.int_list("slice_sizes");
  const IndexVectors vectors(indices, attrs.integer("index_vector_dim"));
  IntList window_dims;  // operand dims the offset dims walk, in order
  for (std::int64_t d = 0; d < x.rank(); ++d) {
    if (!listed(collapsed, d) && !listed(operand_batching, d)) window_dims.push_back(d);
  }
  const std::vector<std::int64_t> strides = row_major_strides(x.shape());
  const std::size_t width = dtype_size(type.dtype);
  // When the result's last dim walks the operand's last dim (an embedding
  // lookup's rows), a whole row of the result is one copy; else one element.
  const bool rows_contiguous = !type.shape.empty() &&
                               listed(offset_dims, static_cast<std::int64_t>(type.shape.size()) - 1) &&
                               !window_dims.empty() && window_dims.back() == x.rank() - 1;
  if (out.size() == 0) return out;
  const std::int64_t run = rows_contiguous ? type.shape.back() : 1;
  Shape runs_shape = type.shape;
  if (rows_contiguous) runs_shape.back() = 1;
  std::int64_t next = 0;
  Index batch;
  Index source(x.shape().size());
  for_each_index(runs_shape, [&](const Index& index) {
    batch.clear();
    std::fill(source.begin(), source.end(), 0);
    std::size_t window = 0;
    for (std::int64_t d = 0; d < static_cast<std::int64_t>(index.size()); ++d) {
      if (listed(offset_dims, d)) {
        source[static_cast<std::size_t>(window_dims[window++])] += index[static_cast<std::size_t>(d)];
      } else {
        batch.push_back(index[static_cast<std::size_t>(d)]);
      }
    }
    // Start indices are clamped so the whole slice lies inside the operand.
    for (std::size_t k = 0; k < start_index_map.size(); ++k) {
      const auto d = static_cast<std::size_t>(start_index_map[k]);
      source[d] += std::clamp<std::int64_t>(vectors.element(batch, static_cast<std::int64_t>(k)), 0,
                                            x.shape()[d] - slice_sizes[d]);
    }
    for (std::size_t k = 0; k < operand_batching.size(); ++k) {
      source[static_cast<std::size_t>(operand_batching[k])] +=
          vectors.batch_entry(batch, indices_batching[k]);
    }
    std::memcpy(out.raw() + byte_offset(next, width),
                x.raw() + byte_offset(flat_offset(source, strides), width),
                width * static_cast<std::size_t>(run));
    next += run;
  });
  return out;
}

enum class Combine { add, replace, max, min, mul };

Combine parse_combine(const std::string& name) {
  if (name == "add") return Combine::add;
  if (name == "replace") return Combine::replace;
  if (name == "max") return Combine::max;
  if (name == "min") return Combine::min;
  if (name == "mul") return Combine::mul;
  throw Error("scatter: unknown computation '" + name + "'");
}

template <typename T>
T combine_values(Combine combine, T current, T update) {
  switch (combine) {
    case Combine::add:
      return current + update;
    case Combine::mul:
      return current * update;
    case Combine::max:
      // NaN propagates, as StableHLO's maximum.
      if constexpr (std::is_floating_point_v<T>) {
        if (std::isnan(current) || std::isnan(update)) return current + update;
      }
      return std::max(current, update);
    case Combine::min:
      if constexpr (std::is_floating_point_v<T>) {
        if (std::isnan(current) || std::isnan(update)) return current + update;
      }
      return std::min(current, update);
    case Combine::replace:
      break;
  }
  return update;
}

template <typename T>
void combine_as(Combine combine, std::byte* target, const std::byte* update) {
  T a;
  T b;
  std::memcpy(&a, target, sizeof a);
  std::memcpy(&b, update, sizeof b);
  const T c = combine_values(combine, a, b);
  std::memcpy(target, &c, sizeof c);
}

// Complex add and multiply (the shape rule refuses max and min: complex numbers have no order).
template <typename T>
void combine_complex(Combine combine, std::byte* target, const std::byte* update) {
  T a;
  T b;
  std::memcpy(&a, target, sizeof a);
  std::memcpy(&b, update, sizeof b);
  const T c = combine == Combine::add ? a + b : a * b;
  std::memcpy(target, &c, sizeof c);
}

// Integers of any width combine in 64-bit unsigned arithmetic (wrapping, as
// StableHLO's integer add and multiply) and are truncated back; max and min
// compare with the type's signedness.
void combine_integer(Combine combine, DType dtype, std::byte* target, const std::byte* update) {
  const std::size_t width = dtype_size(dtype);
  const auto widen = [&](const std::byte* p) {
    std::uint64_t v = 0;
    std::memcpy(&v, p, width);  // little-endian hosts
    if (!is_unsigned(dtype) && width < 8 && ((v >> (8 * width - 1)) & 1u))
      v |= ~std::uint64_t{0} << (8 * width);
    return v;
  };
  const std::uint64_t a = widen(target);
  const std::uint64_t b = widen(update);
  std::uint64_t c = b;
  if (combine == Combine::add) c = a + b;
  if (combine == Combine::mul) c = a * b;
  if (combine == Combine::max || combine == Combine::min) {
    const bool less =
        is_unsigned(dtype) ? a < b : static_cast<std::int64_t>(a) < static_cast<std::int64_t>(b);
    c = (combine == Combine::max) == less ? b : a;
  }
  std::memcpy(target, &c, width);
}

void combine_element(Combine combine, DType dtype, std::byte* target, const std::byte* update) {
  if (combine == Combine::replace) {
    std::memcpy(target, update, dtype_size(dtype));
    return;
  }
  const std::string_view name = dtype_name(dtype);
  if (name == "f32") {
    combine_as<float>(combine, target, update);
  } else if (name == "f64") {
    combine_as<double>(combine, target, update);
  } else if (name == "bf16") {
    std::uint16_t a;
    std::uint16_t b;
    std::memcpy(&a, target, 2);
    std::memcpy(&b, update, 2);
    const std::uint16_t c =
        f32_to_bf16_bits(combine_values(combine, bf16_bits_to_f32(a), bf16_bits_to_f32(b)));
    std::memcpy(target, &c, 2);
  } else if (dtype == DType::boolean) {
    // max is or, min is and (the shape rule refuses add and mul).
    const bool a = std::to_integer<int>(*target) != 0;
    const bool b = std::to_integer<int>(*update) != 0;
    *target = std::byte{static_cast<std::uint8_t>(combine == Combine::max ? (a || b) : (a && b))};
  } else if (name.front() == 's' || name.front() == 'u') {
    combine_integer(combine, dtype, target, update);
  } else if (is_complex(dtype) && (combine == Combine::add || combine == Combine::mul)) {
    visit_complex(
        dtype, [&](auto tag) { combine_complex<typename decltype(tag)::storage>(combine, target, update); });
  } else {
    unsupported_dtype(OpCode::scatter, dtype);
  }
}

Array kernel_scatter(const LocalArgs& args) {
  const Array& x = args.operand(0);
  const Array& indices = args.operand(1);
  const Array& updates = args.operand(2);
  const Attrs& attrs = args.attrs();
  Array out(x.dtype(), x.shape());
  std::memcpy(out.raw(), x.raw(), out.byte_size());
  const IntList& window_dims = attrs.int_list("update_window_dims");
  const IntList& inserted = attrs.int_list("inserted_window_dims");
  const IntList input_batching = list_or_empty(attrs, "input_batching_dims");
  const IntList indices_batching = list_or_empty(attrs, "scatter_indices_batching_dims");
  const IntList& to_operand = attrs.int_list("scatter_dims_to_operand_dims");
  const Combine combine = parse_combine(attrs.symbol("computation"));
  const IndexVectors vectors(indices, attrs.integer("index_vector_dim"));
  IntList window_operand_dims;
  for (std::int64_t d = 0; d < x.rank(); ++d) {
    if (!listed(inserted, d) && !listed(input_batching, d)) window_operand_dims.push_back(d);
  }
  // The window's extent in each operand dim (1 for inserted and batching dims).
  Shape window_extent(x.shape().size(), 1);
  for (std::size_t k = 0; k < window_dims.size(); ++k) {
    window_extent[static_cast<std::size_t>(window_operand_dims[k])] =
        updates.shape()[static_cast<std::size_t>(window_dims[k])];
  }
  const std::vector<std::int64_t> strides = row_major_strides(x.shape());
  const std::size_t width = dtype_size(x.dtype());
  std::int64_t next = 0;
  Index batch;
  Index target(x.shape().size());
  // Updates apply one after another in row-major order of `updates`, so
  // duplicate indices combine in index order and results repeat exactly.
  for_each_index(updates.shape(), [&](const Index& index) {
    const std::int64_t source = next++;
    batch.clear();
    std::fill(target.begin(), target.end(), 0);
    std::size_t window = 0;
    for (std::int64_t d = 0; d < static_cast<std::int64_t>(index.size()); ++d) {
      if (listed(window_dims, d)) {
        target[static_cast<std::size_t>(window_operand_dims[window++])] = index[static_cast<std::size_t>(d)];
      } else {
        batch.push_back(index[static_cast<std::size_t>(d)]);
      }
    }
    // XLA's rule: a window that does not lie wholly inside the operand is
    // skipped, every element of it.
    for (std::size_t k = 0; k < to_operand.size(); ++k) {
      const auto d = static_cast<std::size_t>(to_operand[k]);
      const std::int64_t start = vectors.element(batch, static_cast<std::int64_t>(k));
      if (start < 0 || start > x.shape()[d] - window_extent[d]) return;
      target[d] += start;
    }
    for (std::size_t k = 0; k < input_batching.size(); ++k) {
      target[static_cast<std::size_t>(input_batching[k])] += vectors.batch_entry(batch, indices_batching[k]);
    }
    combine_element(combine, x.dtype(), out.raw() + byte_offset(flat_offset(target, strides), width),
                    updates.raw() + byte_offset(source, width));
  });
  return out;
}

}  // namespace

void add_indexing_rows(KernelTable& table) {
  set_local(table, OpCode::slice, kernel_slice);
  set_local(table, OpCode::concatenate, kernel_concatenate);
  set_local(table, OpCode::pad, kernel_pad);
  set_local(table, OpCode::reverse, kernel_reverse);
  set_local(table, OpCode::dynamic_slice, kernel_dynamic_slice);
  set_local(table, OpCode::dynamic_update_slice, kernel_dynamic_update_slice);
  set_local(table, OpCode::gather, kernel_gather);
  set_local(table, OpCode::scatter, kernel_scatter);
}

}  // namespace pmapsim::reference
