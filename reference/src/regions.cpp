// The region ops' per-device algorithms: general reduce and sort. The
// evaluator (evaluator.cpp) runs their regions and the control-flow ops; it
// hands these functions a callable that runs the region on scalars.
#include <cstring>
#include <numeric>

#include "batched_region.hpp"
#include "internal.hpp"

namespace pmapsim::reference {
namespace {

Array runs_in_evaluator(const LocalArgs& args) {
  throw Error(std::string(op_name(args.instruction.op)) +
              ": runs in the evaluator (it has regions or several results), not as a kernel");
}

Array scalar_at(const Array& array, std::int64_t index) {
  Array scalar(array.dtype(), {});
  const std::size_t size = dtype_size(array.dtype());
  std::memcpy(scalar.raw(), array.raw() + static_cast<std::size_t>(index) * size, size);
  return scalar;
}

void store_at(Array& array, std::int64_t index, const Array& scalar) {
  const std::size_t size = dtype_size(array.dtype());
  std::memcpy(array.raw() + static_cast<std::size_t>(index) * size, scalar.raw(), size);
}

// The recognised comparator: one `compare` of the first operand's pair (a0, b0), lt or gt.
std::optional<CompareDirection> single_compare(const Region& region) {
  if (region.body.size() != 1 || region.results.size() != 1 || region.params.size() < 2) return std::nullopt;
  const Instruction& only = region.body[0];
  const ValueId base = region.results[0] - static_cast<ValueId>(region.params.size());
  if (only.op != OpCode::compare || only.operands != std::vector<ValueId>{base, base + 1})
    return std::nullopt;
  const CompareDirection direction = parse_compare_direction(only.attrs.symbol("direction"));
  if (direction != CompareDirection::lt && direction != CompareDirection::gt) return std::nullopt;
  // Doubles hold f32, bf16, s32 and bool exactly; wider types take the interpreter.
  const DType dtype = region.params[0].dtype;
  if (dtype != DType::f32 && dtype != DType::bf16 && dtype != DType::s32 && dtype != DType::boolean) {
    return std::nullopt;
  }
  return direction;
}

template <OpCode op, typename T>
T combine(T a, T b) {
  switch (op) {
    case OpCode::add:
      if constexpr (std::is_integral_v<T>) {
        return static_cast<T>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
      } else {
        return a + b;
      }
    case OpCode::mul:
      if constexpr (std::is_integral_v<T>) {
        return static_cast<T>(static_cast<std::uint32_t>(a) * static_cast<std::uint32_t>(b));
      } else {
        return a * b;
      }
    case OpCode::max:
      if constexpr (std::is_floating_point_v<T>) {
        if (a != a || b != b) return a != a ? a : b;  // NaN propagates, as XLA's max
      }
      return a > b ? a : b;
    default:
      if constexpr (std::is_floating_point_v<T>) {
        if (a != a || b != b) return a != a ? a : b;
      }
      return a < b ? a : b;
  }
}

template <typename T, OpCode op>
void fold_with(const Array& input, Array& acc, const IntList& dims) {
  const T* in = input.data<T>();
  T* out = acc.data<T>();
  for_each_reduced(input.shape(), dims,
                   [&](std::int64_t i, std::int64_t o) { out[o] = combine<op>(out[o], in[i]); });
}

// The op is a template argument so that the loop has no branch on it.
template <typename T>
void fold_fast(OpCode op, const Array& input, Array& acc, const IntList& dims) {
  switch (op) {
    case OpCode::add:
      return fold_with<T, OpCode::add>(input, acc, dims);
    case OpCode::mul:
      return fold_with<T, OpCode::mul>(input, acc, dims);
    case OpCode::max:
      return fold_with<T, OpCode::max>(input, acc, dims);
    default:
      return fold_with<T, OpCode::min>(input, acc, dims);
  }
}

// Calls visit(i, out) for each input element i in row-major order, with out
// the flat index of the output element it reduces into (kept incrementally:
// one add per element, a carry per wrapped dimension).
template <typename Visit>
void for_each_reduced(const Shape& shape, const IntList& dims, const Visit& visit) {
  std::vector<bool> reduced(shape.size(), false);
  for (std::int64_t dim : dims) reduced[static_cast<std::size_t>(dim)] = true;
  std::vector<std::int64_t> out_stride(shape.size(), 0);
  std::int64_t stride = 1;
  for (std::size_t d = shape.size(); d-- > 0;) {
    if (reduced[d]) continue;
    out_stride[d] = stride;
    stride *= shape[d];
  }
  const std::int64_t total = num_elements(shape);
  if (total == 0) return;
  const std::size_t last = shape.size() - 1;
  std::vector<std::int64_t> position(shape.size(), 0);
  std::int64_t out = 0;
  for (std::int64_t i = 0; i < total;) {
    // The innermost dimension in one run.
    const std::int64_t run = shape.empty() ? 1 : shape[last];
    const std::int64_t step = shape.empty() ? 0 : out_stride[last];
    for (std::int64_t k = 0; k < run; ++k) visit(i + k, out + k * step);
    i += run;
    if (shape.size() < 2) break;
    for (std::size_t d = last; d-- > 0;) {
      out += out_stride[d];
      if (++position[d] < shape[d]) break;
      out -= out_stride[d] * shape[d];
      position[d] = 0;
    }
  }
}

// A stable merge sort that stays defined for any comparator (std::stable_sort
// needs a strict weak order; a user's comparator need not be one).
template <typename Less>
void merge_sort(std::vector<std::int64_t>& items, std::vector<std::int64_t>& scratch, std::size_t lo,
                std::size_t hi, const Less& less) {
  if (hi - lo < 2) return;
  const std::size_t mid = lo + (hi - lo) / 2;
  merge_sort(items, scratch, lo, mid, less);
  merge_sort(items, scratch, mid, hi, less);
  std::size_t i = lo, j = mid, k = lo;
  while (i < mid && j < hi) scratch[k++] = less(items[j], items[i]) ? items[j++] : items[i++];
  while (i < mid) scratch[k++] = items[i++];
  while (j < hi) scratch[k++] = items[j++];
  std::copy(scratch.begin() + static_cast<std::ptrdiff_t>(lo),
            scratch.begin() + static_cast<std::ptrdiff_t>(hi),
            items.begin() + static_cast<std::ptrdiff_t>(lo));
}

// The rows a sort orders: `outer` x `inner` rows of `length` elements along
// the sort dimension, element k of a row at flat index (o * length + k) * inner + in.
class SortRows {
 public:
  SortRows(const Instruction& instruction, const Array& operand) {
    const Shape& shape = operand.shape();
    const auto dimension = static_cast<std::size_t>(instruction.attrs.integer("dimension"));
    length_ = shape[dimension];
    for (std::size_t d = dimension + 1; d < shape.size(); ++d) inner_ *= shape[d];
    outer_ = length_ == 0 || inner_ == 0 ? 0 : operand.size() / (length_ * inner_);
  }

  // Each row stably merge-sorted by less(flat a, flat b), every operand
  // permuted alike (elements copied as bytes).
  template <typename Less>
  std::vector<Array> sort(std::span<const Array* const> operands, const Less& less) const {
    std::vector<Array> sorted;
    for (const Array* operand : operands)
      sorted.push_back(Array::uninitialized(operand->dtype(), operand->shape()));
    std::vector<std::int64_t> order(static_cast<std::size_t>(length_)), scratch(order.size());
    for (std::int64_t o = 0; o < outer_; ++o) {
      for (std::int64_t in = 0; in < inner_; ++in) {
        const auto flat = [&](std::int64_t k) { return (o * length_ + k) * inner_ + in; };
        for (std::int64_t k = 0; k < length_; ++k) order[static_cast<std::size_t>(k)] = flat(k);
        merge_sort(order, scratch, 0, order.size(), less);
        for (std::size_t j = 0; j < operands.size(); ++j) gather(*operands[j], order, flat, sorted[j]);
      }
    }
    return sorted;
  }

 private:
  template <typename Flat>
  static void gather(const Array& from, const std::vector<std::int64_t>& order, const Flat& flat, Array& to) {
    const std::size_t size = dtype_size(from.dtype());
    for (std::size_t k = 0; k < order.size(); ++k) {
      std::memcpy(to.raw() + static_cast<std::size_t>(flat(static_cast<std::int64_t>(k))) * size,
                  from.raw() + static_cast<std::size_t>(order[k]) * size, size);
    }
  }

  std::int64_t length_ = 0;
  std::int64_t inner_ = 1;
  std::int64_t outer_ = 0;
};

// The general reduce with every output's next element combined in one run of
// the region over all outputs (batched_region.cpp: same values, same order per
// output); false, with acc untouched, when the region cannot run batched.
bool reduce_batched(const Program& program, const Instruction& instruction, ValueId base,
                    std::span<const Array* const> operands, std::vector<Array>& acc, const IntList& dims) {
  const std::size_t n = operands.size() / 2;
  const std::int64_t lanes = acc[0].size();
  const std::int64_t total = operands[0]->size();
  if (lanes == 0 || total == 0) return false;
  const auto region = BatchedRegion::of(program, instruction.regions[0], base, lanes);
  if (!region) return false;
  // sources[o * steps + k]: the flat index of output o's k-th element, in the scalar path's order.
  const std::int64_t steps = total / lanes;
  std::vector<std::int64_t> sources(static_cast<std::size_t>(total)),
      seen(static_cast<std::size_t>(lanes), 0);
  for_each_reduced(operands[0]->shape(), dims, [&](std::int64_t i, std::int64_t out) {
    sources[static_cast<std::size_t>(out * steps + seen[static_cast<std::size_t>(out)]++)] = i;
  });
  std::vector<Array> carried, next(n);
  for (std::size_t j = 0; j < n; ++j) {
    carried.push_back(acc[j].reshape({lanes}));
    next[j] = Array::uninitialized(operands[j]->dtype(), {lanes});
  }
  std::vector<const Array*> inputs(2 * n);
  for (std::int64_t k = 0; k < steps; ++k) {
    for (std::size_t j = 0; j < n; ++j) {
      const std::size_t size = dtype_size(operands[j]->dtype());
      for (std::int64_t o = 0; o < lanes; ++o) {
        const auto from = static_cast<std::size_t>(sources[static_cast<std::size_t>(o * steps + k)]);
        std::memcpy(next[j].raw() + static_cast<std::size_t>(o) * size, operands[j]->raw() + from * size,
                    size);
      }
      inputs[j] = &carried[j];
      inputs[n + j] = &next[j];
    }
    carried = region->run(inputs);
  }
  for (std::size_t j = 0; j < n; ++j) std::memcpy(acc[j].raw(), carried[j].raw(), acc[j].byte_size());
  return true;
}

}  // namespace

void add_region_rows(KernelTable& table) {
  for (OpCode op :
       {OpCode::result, OpCode::optimization_barrier, OpCode::while_loop, OpCode::cond, OpCode::switch_case,
        OpCode::call, OpCode::reduce, OpCode::sort, OpCode::rng_bit_generator}) {
    set_local(table, op, runs_in_evaluator);
  }
}

std::vector<Array> reduce_arrays(const Program& program, const Instruction& instruction, ValueId base,
                                 std::span<const Array* const> operands, const ScalarRegion& region) {
  const std::size_t n = operands.size() / 2;
  std::vector<Array> acc;
  for (std::size_t j = 0; j < n; ++j) {
    const TensorType& type = instruction.result_type(j);
    acc.emplace_back(type.dtype, type.shape);
    for (std::int64_t i = 0; i < acc.back().size(); ++i) store_at(acc.back(), i, *operands[n + j]);
  }
  const IntList& dims = instruction.attrs.int_list("dims");
  const std::optional<OpCode> fast = n == 1 ? single_binary_op(instruction.regions[0]) : std::nullopt;
  if (fast && operands[0]->dtype() == DType::f32) {
    fold_fast<float>(*fast, *operands[0], acc[0], dims);
    return acc;
  }
  if (fast && operands[0]->dtype() == DType::s32) {
    fold_fast<std::int32_t>(*fast, *operands[0], acc[0], dims);
    return acc;
  }
  if (reduce_batched(program, instruction, base, operands, acc, dims)) return acc;
  std::vector<Array> args(2 * n);
  std::vector<const Array*> arg_ptrs(2 * n);
  for_each_reduced(operands[0]->shape(), dims, [&](std::int64_t i, std::int64_t out) {
    for (std::size_t j = 0; j < n; ++j) {
      args[j] = scalar_at(acc[j], out);
      args[n + j] = scalar_at(*operands[j], i);
    }
    for (std::size_t k = 0; k < 2 * n; ++k) arg_ptrs[k] = &args[k];
    const std::vector<Array> combined = region(arg_ptrs);
    for (std::size_t j = 0; j < n; ++j) store_at(acc[j], out, combined[j]);
  });
  return acc;
}

std::vector<Array> sort_arrays(const Program& program, const Instruction& instruction, ValueId base,
                               std::span<const Array* const> operands, const ScalarRegion& comparator) {
  const SortRows rows(instruction, *operands[0]);
  if (const auto keyed = keyed_comparator(program, instruction, base, operands)) {
    // One dispatch on the key dtype for the whole sort, none per comparison.
    return visit_dtype(keyed->keys[0].dtype(), [&](auto tag) {
      using Storage = typename decltype(tag)::storage;
      const Storage* left = keyed->keys[0].data<Storage>();
      const Storage* right = keyed->keys[1].data<Storage>();
      // Plain variables, not a structured binding: clang 14 cannot capture one in a lambda.
      const bool left_first = keyed->from_first[0], right_first = keyed->from_first[1];
      const CompareDirection direction = keyed->direction;
      return rows.sort(operands, [&](std::int64_t a, std::int64_t b) {
        return semantics::compare(direction, left[left_first ? a : b], right[right_first ? a : b]);
      });
    });
  }
  if (const auto logic = keyed_logic(program, instruction, base, operands)) {
    std::vector<std::uint8_t> slots;
    return rows.sort(operands, [&](std::int64_t a, std::int64_t b) { return logic->less(a, b, slots); });
  }
  // The recognised comparator `compare %a0, %b0 {direction=lt|gt}` on bf16:
  // compared directly (elements as doubles, exact for these dtypes).
  if (const std::optional<CompareDirection> direct = single_compare(instruction.regions[0])) {
    const Array& keys = *operands[0];
    return rows.sort(operands, [&](std::int64_t a, std::int64_t b) {
      return *direct == CompareDirection::lt ? keys.get(a) < keys.get(b) : keys.get(a) > keys.get(b);
    });
  }
  const std::size_t n = operands.size();
  std::vector<Array> args(2 * n);
  std::vector<const Array*> arg_ptrs(2 * n);
  return rows.sort(operands, [&](std::int64_t a, std::int64_t b) {
    for (std::size_t j = 0; j < n; ++j) {
      args[2 * j] = scalar_at(*operands[j], a);
      args[2 * j + 1] = scalar_at(*operands[j], b);
    }
    for (std::size_t k = 0; k < 2 * n; ++k) arg_ptrs[k] = &args[k];
    return comparator(arg_ptrs).at(0).get(0) != 0;
  });
}

}  // namespace pmapsim::reference
