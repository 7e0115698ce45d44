// Reductions and dot (dot_general).
#include <Eigen/Core>
#include <algorithm>
#include <limits>
#include <numeric>

#include "internal.hpp"
#include "matmul.hpp"
#include "strided.hpp"

namespace pmapsim::reference {
namespace {

std::int64_t checked_axis(OpCode op, std::int64_t axis, std::int64_t rank) {
  const std::int64_t normalized = axis < 0 ? axis + rank : axis;
  if (normalized < 0 || normalized >= rank) {
    throw Error(std::string(op_name(op)) + ": axis " + std::to_string(axis) + " is out of range for rank " +
                std::to_string(rank));
  }
  return normalized;
}

Array reduce(const LocalArgs& args, Reduction reduction) {
  const OpCode op = args.instruction.op;
  const TensorType& type = args.result_type();
  // A reduction computes in its result dtype (an operand of another dtype is
  // converted first).
  const Array converted =
      args.operand(0).dtype() == type.dtype ? Array() : convert_array(args.operand(0), type.dtype);
  const Array& x = args.operand(0).dtype() == type.dtype ? args.operand(0) : converted;
  std::vector<bool> reduced(x.shape().size(), false);
  for (std::int64_t axis : args.attrs().int_list("axes")) {
    reduced[static_cast<std::size_t>(checked_axis(op, axis, x.rank()))] = true;
  }
  Array out(type.dtype, type.shape);
  switch (type.dtype) {
    case DType::f32:
    case DType::bf16:
    case DType::f16: {
      const float identity = reduction == Reduction::sum ? 0.0f : -std::numeric_limits<float>::infinity();
      std::vector<float> scratch;
      std::vector<float> result(static_cast<std::size_t>(out.size()), identity);
      reduce_floats(float_view(x, scratch), x.shape(), reduced, reduction, result.data());
      store_floats(result.data(), out);
      break;
    }
    case DType::s32: {
      const std::int32_t identity =
          reduction == Reduction::sum ? 0 : std::numeric_limits<std::int32_t>::min();
      std::fill(out.data<std::int32_t>(), out.data<std::int32_t>() + out.size(), identity);
      reduce_int32(x.data<std::int32_t>(), x.shape(), reduced, reduction, out.data<std::int32_t>());
      break;
    }
    case DType::boolean:
      reduce_bools(x.data<std::uint8_t>(), x.shape(), reduced, reduction, out.data<std::uint8_t>());
      break;
    default:  // f64 and the other integers, in their own type
      visit_dtype(type.dtype, [&](auto tag) {
        using Tag = decltype(tag);
        if constexpr (Tag::is_integer || Tag::dtype == DType::f64) {
          using T = typename Tag::storage;
          T* result = typed_data<Tag>(out);
          std::fill(result, result + out.size(), reduction_identity<T>(reduction));
          reduce_values(typed_data<Tag>(x), x.shape(), reduced, reduction, result);
        }
      });
      break;
  }
  return out;
}

// --- dot ------------------------------------------------------------------------

template <typename T>
using RowMajorMatrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <typename T>
using ConstMatrixMap = Eigen::Map<const RowMajorMatrix<T>>;
template <typename T>
using MatrixMap = Eigen::Map<RowMajorMatrix<T>>;

// How a staged operand's elements are laid out per batch: the free dims
// first ("rows" of the product) or the contracting dims first.
enum class Layout { free_major, contract_major };

template <typename T>
struct StagedOperand {
  const T* data = nullptr;
  Layout layout = Layout::free_major;
  std::vector<T> scratch;  // owns data when a layout change was needed
};

// True when reading shape in perm's order visits memory in storage order,
// i.e. the permutation only moves size-1 dims.
bool keeps_storage_order(const std::vector<std::int64_t>& perm, const Shape& shape) {
  std::int64_t previous = -1;
  for (std::int64_t axis : perm) {
    if (shape[static_cast<std::size_t>(axis)] == 1) continue;
    if (axis < previous) return false;
    previous = axis;
  }
  return true;
}

std::vector<std::int64_t> concat(std::initializer_list<const std::vector<std::int64_t>*> parts) {
  std::vector<std::int64_t> joined;
  for (const auto* part : parts) joined.insert(joined.end(), part->begin(), part->end());
  return joined;
}

// Brings an operand to (batch, free, contract) or (batch, contract, free)
// order, copying only when its storage is in neither.
template <typename T>
void stage_operand(const T* data, const Shape& shape, const std::vector<std::int64_t>& batch,
                   const std::vector<std::int64_t>& free, const std::vector<std::int64_t>& contract,
                   StagedOperand<T>& staged) {
  const std::vector<std::int64_t> free_major = concat({&batch, &free, &contract});
  staged.data = data;
  if (keeps_storage_order(free_major, shape)) {
    staged.layout = Layout::free_major;
    return;
  }
  if (keeps_storage_order(concat({&batch, &contract, &free}), shape)) {
    staged.layout = Layout::contract_major;
    return;
  }
  staged.scratch.resize(static_cast<std::size_t>(num_elements(shape)));
  transpose_elements(reinterpret_cast<const std::byte*>(data), shape, free_major,
                     reinterpret_cast<std::byte*>(staged.scratch.data()), sizeof(T));
  staged.data = staged.scratch.data();
  staged.layout = Layout::free_major;
}

struct DotDims {
  std::vector<std::int64_t> lhs_batch, rhs_batch, lhs_contract, rhs_contract, lhs_free, rhs_free;
  std::int64_t batch = 1, m = 1, n = 1, k = 1;
};

std::vector<std::int64_t> free_dims(std::int64_t rank, const std::vector<std::int64_t>& batch,
                                    const std::vector<std::int64_t>& contract) {
  std::vector<std::int64_t> free;
  for (std::int64_t d = 0; d < rank; ++d) {
    const bool used = std::find(batch.begin(), batch.end(), d) != batch.end() ||
                      std::find(contract.begin(), contract.end(), d) != contract.end();
    if (!used) free.push_back(d);
  }
  return free;
}

std::int64_t product_of(const Shape& shape, const std::vector<std::int64_t>& dims) {
  std::int64_t product = 1;
  for (std::int64_t d : dims) product *= shape[static_cast<std::size_t>(d)];
  return product;
}

DotDims dot_dims(const Attrs& attrs, const Shape& lhs, const Shape& rhs) {
  DotDims dims;
  dims.lhs_contract = attrs.int_list("lhs_contract");
  dims.rhs_contract = attrs.int_list("rhs_contract");
  if (attrs.has("lhs_batch")) dims.lhs_batch = attrs.int_list("lhs_batch");
  if (attrs.has("rhs_batch")) dims.rhs_batch = attrs.int_list("rhs_batch");
  const auto lhs_rank = static_cast<std::int64_t>(lhs.size());
  const auto rhs_rank = static_cast<std::int64_t>(rhs.size());
  for (auto* list : {&dims.lhs_contract, &dims.lhs_batch}) {
    for (auto& d : *list) d = checked_axis(OpCode::dot, d, lhs_rank);
  }
  for (auto* list : {&dims.rhs_contract, &dims.rhs_batch}) {
    for (auto& d : *list) d = checked_axis(OpCode::dot, d, rhs_rank);
  }
  dims.lhs_free = free_dims(lhs_rank, dims.lhs_batch, dims.lhs_contract);
  dims.rhs_free = free_dims(rhs_rank, dims.rhs_batch, dims.rhs_contract);
  dims.batch = product_of(lhs, dims.lhs_batch);
  dims.m = product_of(lhs, dims.lhs_free);
  dims.n = product_of(rhs, dims.rhs_free);
  dims.k = product_of(lhs, dims.lhs_contract);
  return dims;
}

template <typename T, class Lhs, class Rhs>
void multiply_into(const Lhs& lhs, const Rhs& rhs, T* result, std::int64_t m, std::int64_t n) {
  MatrixMap<T>(result, m, n).noalias() = lhs * rhs;
}

// f32 products run on the dispatched kernel (matmul.hpp), the other types on Eigen's.
void batched_matmul(const StagedOperand<float>& lhs, const StagedOperand<float>& rhs, const DotDims& dims,
                    float* result) {
  MatmulProblem problem;
  problem.m = dims.m;
  problem.n = dims.n;
  problem.k = dims.k;
  // lhs "free major" is (m x k), "contract major" (k x m); rhs "free major"
  // is (n x k), "contract major" (k x n).
  problem.lhs_transposed = lhs.layout != Layout::free_major;
  problem.rhs_transposed = rhs.layout != Layout::contract_major;
  for (std::int64_t b = 0; b < dims.batch; ++b) {
    problem.lhs = lhs.data + b * dims.m * dims.k;
    problem.rhs = rhs.data + b * dims.k * dims.n;
    problem.out = result + b * dims.m * dims.n;
    matmul_f32(problem);
  }
}

// result[b] = lhs[b] (m x k) * rhs[b] (k x n), each operand in its staged layout.
template <typename T>
void batched_matmul(const StagedOperand<T>& lhs, const StagedOperand<T>& rhs, const DotDims& dims,
                    T* result) {
  const std::int64_t m = dims.m, n = dims.n, k = dims.k;
  for (std::int64_t b = 0; b < dims.batch; ++b) {
    const T* a = lhs.data + b * m * k;
    const T* c = rhs.data + b * k * n;
    T* out = result + b * m * n;
    // lhs "free major" is (m x k), "contract major" (k x m); rhs "free
    // major" is (n x k), "contract major" (k x n).
    const bool lhs_rows = lhs.layout == Layout::free_major;
    const bool rhs_rows = rhs.layout == Layout::contract_major;
    if (lhs_rows && rhs_rows) {
      multiply_into(ConstMatrixMap<T>(a, m, k), ConstMatrixMap<T>(c, k, n), out, m, n);
    } else if (lhs_rows) {
      multiply_into(ConstMatrixMap<T>(a, m, k), ConstMatrixMap<T>(c, n, k).transpose(), out, m, n);
    } else if (rhs_rows) {
      multiply_into(ConstMatrixMap<T>(a, k, m).transpose(), ConstMatrixMap<T>(c, k, n), out, m, n);
    } else {
      multiply_into(ConstMatrixMap<T>(a, k, m).transpose(), ConstMatrixMap<T>(c, n, k).transpose(), out, m,
                    n);
    }
  }
}

template <typename T>
void dot_typed(const T* lhs, const Shape& lhs_shape, const T* rhs, const Shape& rhs_shape,
               const DotDims& dims, T* result) {
  StagedOperand<T> staged_lhs, staged_rhs;
  stage_operand(lhs, lhs_shape, dims.lhs_batch, dims.lhs_free, dims.lhs_contract, staged_lhs);
  stage_operand(rhs, rhs_shape, dims.rhs_batch, dims.rhs_free, dims.rhs_contract, staged_rhs);
  batched_matmul(staged_lhs, staged_rhs, dims, result);
}

// An f64 result (jax_enable_x64) accumulates in f64, as XLA's; narrower operands widen exactly.
Array dot_f64(const Array& lhs, const Array& rhs, const DotDims& dims, Array out) {
  const Array lhs_converted = lhs.dtype() == DType::f64 ? Array() : convert_array(lhs, DType::f64);
  const Array rhs_converted = rhs.dtype() == DType::f64 ? Array() : convert_array(rhs, DType::f64);
  const Array& a = lhs.dtype() == DType::f64 ? lhs : lhs_converted;
  const Array& b = rhs.dtype() == DType::f64 ? rhs : rhs_converted;
  dot_typed(a.data<double>(), a.shape(), b.data<double>(), b.shape(), dims, out.data<double>());
  return out;
}

}  // namespace

Array kernel_reduce_sum(const LocalArgs& args) {
  return reduce(args, Reduction::sum);
}

Array kernel_reduce_max(const LocalArgs& args) {
  return reduce(args, Reduction::max);
}

Array kernel_dot(const LocalArgs& args) {
  const Array& lhs = args.operand(0);
  const Array& rhs = args.operand(1);
  const TensorType& type = args.result_type();
  const DotDims dims = dot_dims(args.attrs(), lhs.shape(), rhs.shape());
  // The f32 kernel writes every element; the others start from zeros.
  Array out =
      type.dtype == DType::f32 ? Array::uninitialized(type.dtype, type.shape) : Array(type.dtype, type.shape);
  if (lhs.dtype() == DType::s32 && type.dtype == DType::s32) {
    dot_typed(lhs.data<std::int32_t>(), lhs.shape(), rhs.data<std::int32_t>(), rhs.shape(), dims,
              out.data<std::int32_t>());
    return out;
  }
  if (is_integer(lhs.dtype()) && is_integer(rhs.dtype()) && is_integer(type.dtype)) {
    // Another integer preferred element type (s8 x s8 -> s32 and the like): int64
    // accumulation, then the result's width.
    const auto widen = [](const Array& a) {
      std::vector<std::int64_t> values(static_cast<std::size_t>(a.size()));
      for (std::int64_t i = 0; i < a.size(); ++i) values[static_cast<std::size_t>(i)] = a.get_int64(i);
      return values;
    };
    const std::vector<std::int64_t> a = widen(lhs), b = widen(rhs);
    std::vector<std::int64_t> result(static_cast<std::size_t>(out.size()));
    dot_typed(a.data(), lhs.shape(), b.data(), rhs.shape(), dims, result.data());
    // set_int64 wraps to the result's width, as XLA's integer arithmetic.
    for (std::int64_t i = 0; i < out.size(); ++i) out.set_int64(i, result[static_cast<std::size_t>(i)]);
    return out;
  }
  if (!is_floating(lhs.dtype()) || !is_floating(rhs.dtype()) || !is_floating(type.dtype)) {
    unsupported_dtype(OpCode::dot, is_floating(lhs.dtype()) ? type.dtype : lhs.dtype());
  }
  if (type.dtype == DType::f64) return dot_f64(lhs, rhs, dims, std::move(out));
  // bf16 operands are widened exactly; the product accumulates in f32.
  std::vector<float> lhs_scratch, rhs_scratch, result_scratch;
  const float* a = float_view(lhs, lhs_scratch);
  const float* b = float_view(rhs, rhs_scratch);
  if (type.dtype == DType::f32) {
    dot_typed(a, lhs.shape(), b, rhs.shape(), dims, out.data<float>());
    return out;
  }
  result_scratch.resize(static_cast<std::size_t>(out.size()));
  dot_typed(a, lhs.shape(), b, rhs.shape(), dims, result_scratch.data());
  store_floats(result_scratch.data(), out);
  return out;
}

void add_linalg_rows(KernelTable& table) {
  set_local(table, OpCode::reduce_sum, kernel_reduce_sum);
  set_local(table, OpCode::reduce_max, kernel_reduce_max);
  set_local(table, OpCode::dot, kernel_dot);
}

}  // namespace pmapsim::reference
