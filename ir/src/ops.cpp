// The op table: one OpDef per PMAPSIM_OPS entry, each with its attributes and
// its shape rule. Semantics follow XLA/StableHLO and JAX (see ops.hpp); the
// error texts are JAX's where JAX has one.
#include "pmapsim/ops.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <optional>
#include <set>
#include <stdexcept>
#include <utility>

#include "factor_rules.hpp"
#include "pmapsim/conv_window.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

[[noreturn]] void fail(std::string_view op, const std::string& message) {
  throw Error(fmt::format("{}: {}", op, message));
}

std::string int_list_string(const IntList& values) {
  return fmt::format("[{}]", fmt::join(values, ","));
}

std::string int_list_list_string(const IntListList& lists) {
  std::vector<std::string> parts;
  for (const IntList& list : lists) parts.push_back(int_list_string(list));
  return fmt::format("[{}]", fmt::join(parts, ","));
}

// --- generic checks, run before every shape rule ------------------------------

void check_attrs(const OpDef& def, const Attrs& attrs) {
  for (const auto& [name, value] : attrs.values()) {
    const auto spec =
        std::find_if(def.attrs.begin(), def.attrs.end(),
                     [&name = name](const AttrSpec& candidate) { return candidate.name == name; });
    if (spec == def.attrs.end()) {
      throw Error(fmt::format("unknown attribute '{}' for {}", name, def.name));
    }
    if (attr_kind(value) != spec->kind) {
      throw Error(fmt::format("attribute '{}' of {} must be {}, got {}", name, def.name,
                              attr_kind_name(spec->kind), attr_kind_name(attr_kind(value))));
    }
  }
  for (const AttrSpec& spec : def.attrs) {
    if (spec.required && !attrs.has(spec.name)) {
      throw Error(fmt::format("missing attribute '{}' for {}", spec.name, def.name));
    }
  }
}

void check_operand_count(const OpDef& def, std::size_t count) {
  const auto got = static_cast<int>(count);
  if (got >= def.min_operands && got <= def.max_operands) return;
  const std::string expected = def.min_operands == def.max_operands
                                   ? fmt::format("{}", def.min_operands)
                                   : fmt::format("{} to {}", def.min_operands, def.max_operands);
  throw Error(fmt::format("wrong operand count for {}: expected {}, got {}", def.name, expected, got));
}

// --- helpers the rules share --------------------------------------------------

const TensorType& declared_type(std::string_view op, const ShapeContext& ctx) {
  if (!ctx.declared) fail(op, "the result type must be written (': TYPE')");
  return *ctx.declared;
}

void check_axis(std::string_view op, std::int64_t axis, std::int64_t rank, std::string_view what) {
  if (axis < 0 || axis >= rank) {
    fail(op, fmt::format("{} {} is out of bounds for array of dimension {}", what, axis, rank));
  }
}

void reject_dtypes(std::string_view op, DType dtype, std::initializer_list<DType> rejected) {
  for (DType bad : rejected) {
    if (dtype == bad) fail(op, fmt::format("does not accept dtype {}", dtype_name(dtype)));
  }
}

void require_floating(std::string_view op, DType dtype) {
  if (!is_floating(dtype)) {
    fail(op,
         fmt::format("does not accept dtype {}; accepted dtypes are f16, bf16, f32, f64", dtype_name(dtype)));
  }
}

void require_same_types(std::string_view op, std::span<const TensorType> operands) {
  for (std::size_t i = 1; i < operands.size(); ++i) {
    if (operands[i] != operands[0]) {
      fail(op, fmt::format("operands must have the same type, got {} and {}", operands[0].str(),
                           operands[i].str()));
    }
  }
}

// Dims of a dot_general side: in range and used at most once across contract and batch.
void check_dot_dims(std::string_view op, const IntList& contract, const IntList& batch, std::int64_t rank,
                    std::string_view side) {
  std::set<std::int64_t> seen;
  for (const IntList* list : {&contract, &batch}) {
    for (std::int64_t dim : *list) {
      check_axis(op, dim, rank, fmt::format("{} dimension", side));
      if (!seen.insert(dim).second) {
        fail(op, fmt::format("{} dimension {} appears twice in contracting and batch dimensions", side, dim));
      }
    }
  }
}

// dim * factor for all_gather and all_to_all, refusing sizes no array could have.
std::int64_t scaled_dim(std::string_view op, std::int64_t dim, std::int64_t factor) {
  std::int64_t result = 0;
  if (__builtin_mul_overflow(dim, factor, &result)) {
    fail(op, fmt::format("result dimension {} x {} is too large", dim, factor));
  }
  return result;
}

Shape free_dims(const Shape& shape, const IntList& contract, const IntList& batch) {
  Shape free;
  for (std::int64_t d = 0; d < static_cast<std::int64_t>(shape.size()); ++d) {
    const auto lists = [d](const IntList& list) {
      return std::find(list.begin(), list.end(), d) != list.end();
    };
    if (!lists(contract) && !lists(batch)) free.push_back(shape[static_cast<std::size_t>(d)]);
  }
  return free;
}

// --- collectives ----------------------------------------------------------------

void check_axis_name(std::string_view op, const ShapeContext& ctx) {
  const std::string& axis = ctx.attrs.symbol("axis");
  if (axis != ctx.axis_name) fail(op, fmt::format("unbound axis name: {}", axis));
}

void check_groups_partition(std::string_view op, const IntListList& groups, std::int64_t axis_size) {
  // A set rather than a table of axis_size entries: the axis size is user input.
  std::set<std::int64_t> seen;
  bool valid = !groups.empty();
  for (const IntList& group : groups) {
    if (group.empty()) valid = false;
    for (std::int64_t index : group) {
      valid = valid && index >= 0 && index < axis_size && seen.insert(index).second;
    }
  }
  valid = valid && static_cast<std::int64_t>(seen.size()) == axis_size;
  if (!valid) {
    fail(op, fmt::format("axis_index_groups must cover all indices exactly once (axis size {}, got {})",
                         axis_size, int_list_list_string(groups)));
  }
}

// Checks axis and groups; returns the size of each group (the axis size without groups).
std::int64_t check_collective(std::string_view op, const ShapeContext& ctx, bool needs_equal_groups) {
  check_axis_name(op, ctx);
  if (!ctx.attrs.has("groups")) return ctx.axis_size;
  const IntListList& groups = ctx.attrs.int_list_list("groups");
  check_groups_partition(op, groups, ctx.axis_size);
  if (needs_equal_groups) {
    for (const IntList& group : groups) {
      if (group.size() != groups[0].size()) fail(op, "axis_index_groups must all be the same size");
    }
  }
  return static_cast<std::int64_t>(groups[0].size());
}

// --- the shape rules -------------------------------------------------------------

TensorType unary_float_rule(std::string_view op, const ShapeContext& ctx) {
  require_floating(op, ctx.operands[0].dtype);
  return ctx.operands[0];
}

// exp, log, sqrt, rsqrt, tanh, sine, cosine: floats, and complex numbers as StableHLO's.
TensorType unary_float_or_complex_rule(std::string_view op, const ShapeContext& ctx) {
  const DType dtype = ctx.operands[0].dtype;
  if (!is_floating(dtype) && !is_complex(dtype)) {
    fail(op, fmt::format("does not accept dtype {}; accepted dtypes are f16, bf16, f32, f64, c64, c128",
                         dtype_name(dtype)));
  }
  return ctx.operands[0];
}

// Ops that order or combine bits: complex numbers have neither an order nor bits to combine.
void reject_complex(std::string_view op, DType dtype) {
  if (is_complex(dtype)) fail(op, fmt::format("does not accept dtype {}", dtype_name(dtype)));
}

TensorType neg_rule(std::string_view op, const ShapeContext& ctx) {
  reject_dtypes(op, ctx.operands[0].dtype, {DType::boolean});
  return ctx.operands[0];
}

// StableHLO's abs takes signed integers, floats and complex numbers (whose
// magnitude is of their parts' type); negate wraps unsigned ones too.
TensorType abs_rule(std::string_view op, const ShapeContext& ctx) {
  const DType dtype = ctx.operands[0].dtype;
  if (dtype == DType::boolean || is_unsigned_integer(dtype)) {
    fail(op, fmt::format("does not accept dtype {}", dtype_name(dtype)));
  }
  if (is_complex(dtype)) return TensorType{complex_part_dtype(dtype), ctx.operands[0].shape};
  return ctx.operands[0];
}

TensorType convert_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& declared = declared_type(op, ctx);
  if (declared.shape != ctx.operands[0].shape) {
    fail(op, fmt::format("cannot change the shape: operand {}, result {}", ctx.operands[0].str(),
                         declared.str()));
  }
  return declared;
}

TensorType arithmetic_rule(std::string_view op, const ShapeContext& ctx) {
  require_same_types(op, ctx.operands);
  reject_dtypes(op, ctx.operands[0].dtype, {DType::boolean});
  return ctx.operands[0];
}

// remainder: fmod has no complex form.
TensorType real_arithmetic_rule(std::string_view op, const ShapeContext& ctx) {
  require_same_types(op, ctx.operands);
  reject_dtypes(op, ctx.operands[0].dtype, {DType::boolean});
  reject_complex(op, ctx.operands[0].dtype);
  return ctx.operands[0];
}

TensorType max_min_rule(std::string_view op, const ShapeContext& ctx) {
  require_same_types(op, ctx.operands);
  reject_complex(op, ctx.operands[0].dtype);
  return ctx.operands[0];
}

TensorType compare_rule(std::string_view op, const ShapeContext& ctx) {
  require_same_types(op, ctx.operands);
  CompareDirection direction = CompareDirection::eq;
  try {
    direction = parse_compare_direction(ctx.attrs.symbol("direction"));
  } catch (const Error& error) {
    fail(op, error.what());
  }
  const DType dtype = ctx.operands[0].dtype;
  if (is_complex(dtype) && direction != CompareDirection::eq && direction != CompareDirection::ne) {
    fail(op, fmt::format("direction {} does not accept dtype {} (complex numbers compare eq or ne only)",
                         compare_direction_name(direction), dtype_name(dtype)));
  }
  return TensorType{DType::boolean, ctx.operands[0].shape};
}

TensorType select_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& predicate = ctx.operands[0];
  const TensorType& on_true = ctx.operands[1];
  const TensorType& on_false = ctx.operands[2];
  if (predicate.dtype != DType::boolean) {
    fail(op, fmt::format("predicate must be bool, got {}", predicate.str()));
  }
  if (on_true != on_false) {
    fail(op, fmt::format("cases must have the same type, got {} and {}", on_true.str(), on_false.str()));
  }
  if (predicate.shape != on_true.shape) {
    fail(op, fmt::format("predicate shape {} must equal the cases' shape {}", shape_string(predicate.shape),
                         shape_string(on_true.shape)));
  }
  return on_true;
}

// --- elementwise math and bitwise rules (sign ... count_leading_zeros) ---------

void require_integer(std::string_view op, DType dtype) {
  if (!is_integer(dtype)) {
    fail(op, fmt::format("does not accept dtype {}; accepted dtypes are integers", dtype_name(dtype)));
  }
}

// sign: floats and signed integers (StableHLO's sign has no unsigned form).
TensorType sign_rule(std::string_view op, const ShapeContext& ctx) {
  const DType dtype = ctx.operands[0].dtype;
  if (dtype == DType::boolean || is_unsigned_integer(dtype)) {
    fail(op, fmt::format("does not accept dtype {}", dtype_name(dtype)));
  }
  return ctx.operands[0];
}

TensorType is_finite_rule(std::string_view op, const ShapeContext& ctx) {
  require_floating(op, ctx.operands[0].dtype);
  return TensorType{DType::boolean, ctx.operands[0].shape};
}

TensorType binary_float_rule(std::string_view op, const ShapeContext& ctx) {
  require_same_types(op, ctx.operands);
  require_floating(op, ctx.operands[0].dtype);
  return ctx.operands[0];
}

// not/and/or/xor: bool (logical) or integers (bitwise), never floats.
TensorType logical_rule(std::string_view op, const ShapeContext& ctx) {
  require_same_types(op, ctx.operands);
  if (is_floating(ctx.operands[0].dtype) || is_complex(ctx.operands[0].dtype)) {
    fail(op, fmt::format("does not accept dtype {}; accepted dtypes are bool and integers",
                         dtype_name(ctx.operands[0].dtype)));
  }
  return ctx.operands[0];
}

// shift_*, popcnt, count_leading_zeros: integers only.
TensorType integer_rule(std::string_view op, const ShapeContext& ctx) {
  require_same_types(op, ctx.operands);
  require_integer(op, ctx.operands[0].dtype);
  return ctx.operands[0];
}

// clamp(min, x, max), StableHLO's operand order: min and max are each a
// scalar or of x's shape, all of x's dtype; the result has x's type.
TensorType clamp_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& x = ctx.operands[1];
  reject_dtypes(op, x.dtype, {DType::boolean});
  reject_complex(op, x.dtype);
  for (std::size_t i : {std::size_t{0}, std::size_t{2}}) {
    const TensorType& bound = ctx.operands[i];
    const std::string_view which = i == 0 ? "min" : "max";
    if (bound.dtype != x.dtype) {
      fail(op, fmt::format("{} must have the operand's dtype {}, got {}", which, dtype_name(x.dtype),
                           bound.str()));
    }
    if (!bound.shape.empty() && bound.shape != x.shape) {
      fail(op, fmt::format("{} shape {} must be a scalar or the operand's shape {}", which,
                           shape_string(bound.shape), shape_string(x.shape)));
    }
  }
  return x;
}

TensorType broadcast_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const TensorType& declared = declared_type(op, ctx);
  const IntList& dims = ctx.attrs.int_list("dims");
  if (declared.dtype != operand.dtype) {
    fail(op, fmt::format("cannot change the dtype: operand {}, result {}", operand.str(), declared.str()));
  }
  if (static_cast<std::int64_t>(dims.size()) != operand.rank()) {
    fail(op, fmt::format("dims must have length equal to operand rank; got dims {} for operand rank {}",
                         int_list_string(dims), operand.rank()));
  }
  for (std::size_t i = 0; i < dims.size(); ++i) {
    check_axis(op, dims[i], declared.rank(), "dims entry");
    if (i > 0 && dims[i] <= dims[i - 1]) {
      fail(op, fmt::format("dims must be strictly increasing; got dims {}", int_list_string(dims)));
    }
    const std::int64_t from = operand.shape[i];
    const std::int64_t to = declared.shape[static_cast<std::size_t>(dims[i])];
    if (from != 1 && from != to) {
      fail(op, fmt::format("operand dimension sizes must either be 1, or be equal to their corresponding "
                           "dimensions in the target shape; got operand {}, target {}, dims {}",
                           operand.str(), declared.str(), int_list_string(dims)));
    }
  }
  return declared;
}

TensorType reshape_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const TensorType& declared = declared_type(op, ctx);
  if (declared.dtype != operand.dtype) {
    fail(op, fmt::format("cannot change the dtype: operand {}, result {}", operand.str(), declared.str()));
  }
  if (declared.num_elements() != operand.num_elements()) {
    fail(op, fmt::format("total size must be unchanged, got {} ({} elements) for operand {} ({} elements)",
                         shape_string(declared.shape), declared.num_elements(), operand.str(),
                         operand.num_elements()));
  }
  return declared;
}

TensorType transpose_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const IntList& perm = ctx.attrs.int_list("perm");
  IntList sorted = perm;
  std::sort(sorted.begin(), sorted.end());
  bool is_permutation = static_cast<std::int64_t>(perm.size()) == operand.rank();
  for (std::size_t i = 0; is_permutation && i < sorted.size(); ++i) {
    is_permutation = sorted[i] == static_cast<std::int64_t>(i);
  }
  if (!is_permutation) {
    fail(op, fmt::format("permutation isn't a permutation of operand dimensions, got permutation {} for "
                         "operand shape {}",
                         int_list_string(perm), shape_string(operand.shape)));
  }
  TensorType result{operand.dtype, {}};
  for (std::int64_t axis : perm) result.shape.push_back(operand.shape[static_cast<std::size_t>(axis)]);
  return result;
}

TensorType reduce_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  if (op == "reduce_sum") reject_dtypes(op, operand.dtype, {DType::boolean});
  if (op == "reduce_max") reject_complex(op, operand.dtype);
  const IntList& axes = ctx.attrs.int_list("axes");
  std::set<std::int64_t> seen;
  for (std::int64_t axis : axes) {
    check_axis(op, axis, operand.rank(), "axis");
    if (!seen.insert(axis).second) {
      fail(op, fmt::format("duplicate value in axes: {}", int_list_string(axes)));
    }
  }
  TensorType result{operand.dtype, {}};
  for (std::int64_t d = 0; d < operand.rank(); ++d) {
    if (!seen.count(d)) result.shape.push_back(operand.shape[static_cast<std::size_t>(d)]);
  }
  return result;
}

TensorType dot_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& lhs = ctx.operands[0];
  const TensorType& rhs = ctx.operands[1];
  if (lhs.dtype != rhs.dtype) {
    fail(op, fmt::format("operands must have the same dtype, got {} and {}", lhs.str(), rhs.str()));
  }
  reject_dtypes(op, lhs.dtype, {DType::boolean});
  const IntList& lhs_contract = ctx.attrs.int_list("lhs_contract");
  const IntList& rhs_contract = ctx.attrs.int_list("rhs_contract");
  const IntList& lhs_batch = ctx.attrs.int_list("lhs_batch");
  const IntList& rhs_batch = ctx.attrs.int_list("rhs_batch");
  if (lhs_contract.size() != rhs_contract.size()) {
    fail(op, fmt::format("lhs_contract {} and rhs_contract {} must have the same length",
                         int_list_string(lhs_contract), int_list_string(rhs_contract)));
  }
  if (lhs_batch.size() != rhs_batch.size()) {
    fail(op, fmt::format("lhs_batch {} and rhs_batch {} must have the same length",
                         int_list_string(lhs_batch), int_list_string(rhs_batch)));
  }
  check_dot_dims(op, lhs_contract, lhs_batch, lhs.rank(), "lhs");
  check_dot_dims(op, rhs_contract, rhs_batch, rhs.rank(), "rhs");
  const auto check_sizes = [&](const IntList& left, const IntList& right, std::string_view what) {
    for (std::size_t i = 0; i < left.size(); ++i) {
      const std::int64_t a = lhs.shape[static_cast<std::size_t>(left[i])];
      const std::int64_t b = rhs.shape[static_cast<std::size_t>(right[i])];
      if (a != b) {
        fail(op, fmt::format("{} dimensions must have equal sizes, got lhs dimension {} of size {} and rhs "
                             "dimension {} of size {}",
                             what, left[i], a, right[i], b));
      }
    }
  };
  check_sizes(lhs_contract, rhs_contract, "contracting");
  check_sizes(lhs_batch, rhs_batch, "batch");

  detail::check_precision(op, ctx.attrs);
  TensorType result{lhs.dtype, {}};
  for (std::int64_t dim : lhs_batch) result.shape.push_back(lhs.shape[static_cast<std::size_t>(dim)]);
  for (std::int64_t size : free_dims(lhs.shape, lhs_contract, lhs_batch)) result.shape.push_back(size);
  for (std::int64_t size : free_dims(rhs.shape, rhs_contract, rhs_batch)) result.shape.push_back(size);
  // preferred_element_type: bf16 products accumulate in f32 on the matrix units and the program may
  // keep that f32 result; integer products may widen (s8 x s8 -> s32).
  result.dtype = detail::preferred_result_dtype(op, lhs.dtype, ctx.declared);
  return result;
}

TensorType convolution_rule(std::string_view op, const ShapeContext& ctx) {
  return detail::convolution_rule(op, ctx.operands, ctx.attrs, ctx.declared);
}

TensorType reduce_window_rule(std::string_view op, const ShapeContext& ctx) {
  return detail::reduce_window_rule(op, ctx.operands, ctx.attrs);
}

TensorType select_and_scatter_rule(std::string_view op, const ShapeContext& ctx) {
  return detail::select_and_scatter_rule(op, ctx.operands, ctx.attrs);
}

// A complex constant's splat is `value` (real part) with `imag`; its dense
// `values` hold two numbers per element, the real part then the imaginary.
TensorType constant_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& declared = declared_type(op, ctx);
  const bool splat = ctx.attrs.has("value");
  const bool dense = ctx.attrs.has("values");
  const bool complex = is_complex(declared.dtype);
  if (splat == dense) fail(op, "needs exactly one of the attributes 'value' (splat) and 'values' (dense)");
  if (ctx.attrs.has("imag") && !(complex && splat)) {
    fail(op, fmt::format("attribute 'imag' is the imaginary part of a complex splat; the type is {}{}",
                         declared.str(), dense ? " and the constant is dense" : ""));
  }
  if (dense) {
    const auto count = static_cast<std::int64_t>(ctx.attrs.real_list("values").size());
    if (!complex && count != declared.num_elements()) {
      fail(op, fmt::format("values has {} elements but the type {} has {}", count, declared.str(),
                           declared.num_elements()));
    }
    if (complex && count != 2 * declared.num_elements()) {
      fail(op, fmt::format("values has {} entries but the type {} needs {} (each element's real and "
                           "imaginary part)",
                           count, declared.str(), 2 * declared.num_elements()));
    }
  }
  return declared;
}

TensorType iota_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& declared = declared_type(op, ctx);
  reject_dtypes(op, declared.dtype, {DType::boolean});
  reject_complex(op, declared.dtype);
  check_axis(op, ctx.attrs.integer("dimension"), declared.rank(), "dimension");
  return declared;
}

TensorType all_reduce_rule(std::string_view op, const ShapeContext& ctx) {
  check_collective(op, ctx, false);
  TensorType result = ctx.operands[0];
  // jax.lax.psum converts bool to int32; pmean divides, so integers become floats.
  if (op == "psum" && result.dtype == DType::boolean) result.dtype = DType::s32;
  if (op == "pmean" && !is_floating(result.dtype) && !is_complex(result.dtype)) result.dtype = DType::f32;
  if (op == "pmax" || op == "pmin") reject_complex(op, result.dtype);
  return result;
}

TensorType all_gather_rule(std::string_view op, const ShapeContext& ctx) {
  const std::int64_t group_size = check_collective(op, ctx, true);
  const std::int64_t dimension = ctx.attrs.integer("dimension");
  TensorType result = ctx.operands[0];
  check_axis(op, dimension, result.rank(), "dimension");
  std::int64_t& size = result.shape[static_cast<std::size_t>(dimension)];
  size = scaled_dim(op, size, group_size);
  return result;
}

TensorType psum_scatter_rule(std::string_view op, const ShapeContext& ctx) {
  const std::int64_t group_size = check_collective(op, ctx, true);
  const std::int64_t dimension = ctx.attrs.integer("dimension");
  TensorType result = ctx.operands[0];
  reject_dtypes(op, result.dtype, {DType::boolean});
  check_axis(op, dimension, result.rank(), "dimension");
  std::int64_t& size = result.shape[static_cast<std::size_t>(dimension)];
  if (size % group_size != 0) {
    fail(op, fmt::format("tiled reduce_scatter operand scatter dimension size {} must be divisible by "
                         "shard_count {}",
                         size, group_size));
  }
  size /= group_size;
  return result;
}

TensorType all_to_all_rule(std::string_view op, const ShapeContext& ctx) {
  const std::int64_t group_size = check_collective(op, ctx, true);
  const std::int64_t split_axis = ctx.attrs.integer("split_axis");
  const std::int64_t concat_axis = ctx.attrs.integer("concat_axis");
  TensorType result = ctx.operands[0];
  check_axis(op, split_axis, result.rank(), "split_axis");
  check_axis(op, concat_axis, result.rank(), "concat_axis");
  std::int64_t& split = result.shape[static_cast<std::size_t>(split_axis)];
  if (split % group_size != 0) {
    fail(op,
         fmt::format("The size of all_to_all split_axis ({}) has to be divisible by the size of the named "
                     "axis {} ({})",
                     split, ctx.axis_name, group_size));
  }
  split /= group_size;
  std::int64_t& concat = result.shape[static_cast<std::size_t>(concat_axis)];
  concat = scaled_dim(op, concat, group_size);
  return result;
}

TensorType ppermute_rule(std::string_view op, const ShapeContext& ctx) {
  check_axis_name(op, ctx);
  const IntListList& perm = ctx.attrs.int_list_list("perm");
  std::set<std::int64_t> sources;
  std::set<std::int64_t> destinations;
  bool unique = true;
  for (const IntList& pair : perm) {
    if (pair.size() != 2) {
      fail(op,
           fmt::format("perm entries must be [source, destination] pairs, got {}", int_list_string(pair)));
    }
    for (std::int64_t device : pair) {
      if (device < 0 || device >= ctx.axis_size) {
        fail(op, fmt::format("perm entry {} is out of range for axis size {}", int_list_string(pair),
                             ctx.axis_size));
      }
    }
    unique = sources.insert(pair[0]).second && unique;
    unique = destinations.insert(pair[1]).second && unique;
  }
  if (!unique) {
    fail(op, fmt::format("ppermute sources and destinations must be unique, got {}.",
                         int_list_list_string(perm)));
  }
  return ctx.operands[0];
}

TensorType axis_index_rule(std::string_view op, const ShapeContext& ctx) {
  check_axis_name(op, ctx);
  return TensorType{DType::s32, {}};
}

// --- element types: bitcast_convert, reduce_precision ---------------------------

// StableHLO's bitcast_convert: the same bits under another dtype. Equal
// widths keep the shape; a narrower result appends a dim of width ratio; a
// wider one drops the operand's last dim, which must equal the ratio.
TensorType bitcast_convert_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const TensorType& declared = declared_type(op, ctx);
  if (operand.dtype == DType::boolean || declared.dtype == DType::boolean) {
    fail(op, "does not accept dtype bool (it has no defined bit width)");
  }
  const std::size_t from = dtype_bits(operand.dtype);
  const std::size_t to = dtype_bits(declared.dtype);
  Shape expected = operand.shape;
  if (to < from) {
    expected.push_back(static_cast<std::int64_t>(from / to));
  } else if (to > from) {
    const auto ratio = static_cast<std::int64_t>(to / from);
    if (expected.empty() || expected.back() != ratio) {
      fail(op, fmt::format("operand {} must end in a dim of {} to become {}", operand.str(), ratio,
                           dtype_name(declared.dtype)));
    }
    expected.pop_back();
  }
  if (declared.shape != expected) {
    fail(op, fmt::format("operand {} reinterpreted as {} has shape {}, not {}", operand.str(),
                         dtype_name(declared.dtype), shape_string(expected), shape_string(declared.shape)));
  }
  return declared;
}

TensorType reduce_precision_rule(std::string_view op, const ShapeContext& ctx) {
  require_floating(op, ctx.operands[0].dtype);
  const std::int64_t exponent_bits = ctx.attrs.integer("exponent_bits");
  const std::int64_t mantissa_bits = ctx.attrs.integer("mantissa_bits");
  if (exponent_bits < 1 || exponent_bits > 11)
    fail(op, fmt::format("exponent_bits {} is not in 1..11", exponent_bits));
  if (mantissa_bits < 0 || mantissa_bits > 52)
    fail(op, fmt::format("mantissa_bits {} is not in 0..52", mantissa_bits));
  return ctx.operands[0];
}

// --- complex numbers and the discrete Fourier transform -------------------------

// complex(re, im): two f32 (or f64) arrays of one shape make a c64 (c128) array.
TensorType complex_rule(std::string_view op, const ShapeContext& ctx) {
  require_same_types(op, ctx.operands);
  const DType part = ctx.operands[0].dtype;
  if (part != DType::f32 && part != DType::f64) {
    fail(op, fmt::format("does not accept dtype {}; accepted dtypes are f32 and f64", dtype_name(part)));
  }
  return TensorType{complex_dtype_of(part), ctx.operands[0].shape};
}

// real(x), imag(x): a complex array's parts; a float array is its own real part (imag: zeros).
TensorType part_rule(std::string_view op, const ShapeContext& ctx) {
  const DType dtype = ctx.operands[0].dtype;
  if (is_complex(dtype)) return TensorType{complex_part_dtype(dtype), ctx.operands[0].shape};
  if (!is_floating(dtype)) {
    fail(op, fmt::format("does not accept dtype {}; accepted dtypes are f16, bf16, f32, f64, c64, c128",
                         dtype_name(dtype)));
  }
  return ctx.operands[0];
}

// fft's operand and result types: FFT and IFFT keep a complex type; RFFT takes
// f32/f64 and gives c64/c128, IRFFT the reverse.
void check_fft_dtype(std::string_view op, FftType type, DType dtype) {
  const bool real_input = type == FftType::rfft;
  const bool accepted = real_input ? dtype == DType::f32 || dtype == DType::f64 : is_complex(dtype);
  if (!accepted) {
    fail(op, fmt::format("fft_type {} does not accept dtype {}; accepted dtypes are {}", fft_type_name(type),
                         dtype_name(dtype), real_input ? "f32 and f64" : "c64 and c128"));
  }
}

// fft_length: 1 to 3 entries, none negative, no more than the operand's dims.
void check_fft_lengths(std::string_view op, const IntList& lengths, const TensorType& operand) {
  const auto k = static_cast<std::int64_t>(lengths.size());
  if (k < 1 || k > 3)
    fail(op, fmt::format("fft_length must have 1 to 3 entries, got {}", int_list_string(lengths)));
  if (k > operand.rank()) {
    fail(op, fmt::format("fft_length {} has more entries than operand {} has dims", int_list_string(lengths),
                         operand.str()));
  }
  for (std::int64_t n : lengths) {
    if (n < 0)
      fail(op, fmt::format("fft_length entries must not be negative, got {}", int_list_string(lengths)));
  }
}

// The length of the complex side's last dim for a real one of n: n/2+1 (0 for n = 0).
std::int64_t half_spectrum(std::int64_t n) {
  return n == 0 ? 0 : n / 2 + 1;
}

// The operand's trailing dims are fft_length; IRFFT's last one holds the n/2+1 of the last length.
void check_fft_operand(std::string_view op, FftType type, const IntList& lengths, const TensorType& operand) {
  Shape trailing(operand.shape.end() - static_cast<std::ptrdiff_t>(lengths.size()), operand.shape.end());
  const bool irfft = type == FftType::irfft;
  const bool last_fits = !irfft || trailing.back() == half_spectrum(lengths.back());
  if (irfft) trailing.back() = lengths.back();
  if (trailing == lengths && last_fits) return;
  fail(op, fmt::format("operand {} does not fit fft_type {} with fft_length {} (the last dims must be {}{})",
                       operand.str(), fft_type_name(type), int_list_string(lengths), int_list_string(lengths),
                       irfft ? ", the last one as n/2+1" : ""));
}

// StableHLO's fft: the last len(fft_length) dims (1 to 3) are transformed.
// The real side's trailing dims equal fft_length; the complex side of RFFT
// and IRFFT has n/2+1 entries (0 for n = 0) along the last dim.
TensorType fft_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  FftType type = FftType::fft;
  try {
    type = parse_fft_type(ctx.attrs.symbol("fft_type"));
  } catch (const Error& error) {
    fail(op, error.what());
  }
  check_fft_dtype(op, type, operand.dtype);
  const IntList& lengths = ctx.attrs.int_list("fft_length");
  check_fft_lengths(op, lengths, operand);
  check_fft_operand(op, type, lengths, operand);
  TensorType result = operand;
  if (type == FftType::rfft) {
    result.dtype = complex_dtype_of(operand.dtype);
    result.shape.back() = half_spectrum(lengths.back());
  } else if (type == FftType::irfft) {
    result.dtype = complex_part_dtype(operand.dtype);
    result.shape.back() = lengths.back();
  }
  return result;
}

// --- multi-result and region ops ------------------------------------------------
// These rules check what the operands and attributes alone decide; the result
// types and the regions' signatures are checked by the program verifier
// (verify_region_op in program.cpp), which sees the regions.

TensorType declared_rule(std::string_view op, const ShapeContext& ctx) {
  if (!ctx.declared) fail(op, "the result types must be written");
  return *ctx.declared;
}

// A callee's name prints bare, so it must read back as one word.
TensorType call_rule(std::string_view op, const ShapeContext& ctx) {
  const std::string& callee = ctx.attrs.symbol("callee");
  const bool is_word = !callee.empty() && !std::isdigit(static_cast<unsigned char>(callee[0])) &&
                       std::all_of(callee.begin(), callee.end(), [](char c) {
                         return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
                       });
  if (!is_word) fail(op, fmt::format("callee '{}' is not a name (letters, digits, '_' and '.')", callee));
  return declared_rule(op, ctx);
}

TensorType cond_rule(std::string_view op, const ShapeContext& ctx) {
  if (ctx.operands[0] != TensorType{DType::boolean, {}}) {
    fail(op, fmt::format("predicate must be bool[], got {}", ctx.operands[0].str()));
  }
  return declared_rule(op, ctx);
}

TensorType switch_rule(std::string_view op, const ShapeContext& ctx) {
  if (ctx.operands[0] != TensorType{DType::s32, {}}) {
    fail(op, fmt::format("index must be s32[], got {}", ctx.operands[0].str()));
  }
  return declared_rule(op, ctx);
}

TensorType reduce_general_rule(std::string_view op, const ShapeContext& ctx) {
  const std::size_t n = ctx.operands.size() / 2;
  if (ctx.operands.size() % 2 != 0) {
    fail(op, fmt::format("takes inputs and as many init values, got {} operands", ctx.operands.size()));
  }
  const TensorType& first = ctx.operands[0];
  for (std::size_t i = 0; i < n; ++i) {
    if (ctx.operands[i].shape != first.shape) {
      fail(op,
           fmt::format("inputs must have the same shape, got {} and {}", first.str(), ctx.operands[i].str()));
    }
    if (!ctx.operands[n + i].shape.empty()) {
      fail(op, fmt::format("init value {} must be a scalar, got {}", i, ctx.operands[n + i].str()));
    }
  }
  const IntList& dims = ctx.attrs.int_list("dims");
  std::vector<bool> reduced(first.shape.size(), false);
  for (std::int64_t dim : dims) {
    if (dim < 0 || dim >= static_cast<std::int64_t>(first.shape.size()) ||
        reduced[static_cast<std::size_t>(dim)]) {
      fail(op,
           fmt::format("dims {} must be distinct dims of rank {}", attr_value_string(dims), first.rank()));
    }
    reduced[static_cast<std::size_t>(dim)] = true;
  }
  TensorType result{ctx.operands[n].dtype, {}};
  for (std::size_t d = 0; d < first.shape.size(); ++d) {
    if (!reduced[d]) result.shape.push_back(first.shape[d]);
  }
  return result;
}

// --- random numbers -------------------------------------------------------------
// rng_bit_generator's operand and algorithm (StableHLO's constraints); the
// output's type is checked by the program verifier, which sees both results.
TensorType rng_bit_generator_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& state = ctx.operands[0];
  if (state.dtype != DType::u64 || state.rank() != 1) {
    fail(op, fmt::format("initial_state must be a u64 vector, got {}", state.str()));
  }
  const std::string& algorithm = ctx.attrs.symbol("algorithm");
  const std::int64_t words = state.shape[0];
  if (algorithm == "three_fry") {
    if (words != 2) fail(op, fmt::format("three_fry takes a u64[2] initial_state, got {}", state.str()));
  } else if (algorithm == "philox" || algorithm == "default") {
    if (words != 2 && words != 3) {
      fail(op, fmt::format("{} takes a u64[2] or u64[3] initial_state, got {}", algorithm, state.str()));
    }
  } else {
    fail(op, fmt::format("unknown algorithm '{}' (expected default, three_fry or philox)", algorithm));
  }
  return state;
}

// --- indexing and layout (StableHLO's slice, pad, concatenate, reverse,
// dynamic_slice, dynamic_update_slice, gather, scatter) -------------------------

void require_list_length(std::string_view op, const IntList& list, std::int64_t length, std::string_view name,
                         std::string_view what) {
  if (static_cast<std::int64_t>(list.size()) != length) {
    fail(op, fmt::format("{} must have length {} ({}), got {}", name, length, what, int_list_string(list)));
  }
}

// Dims that must be sorted, unique and < rank (gather/scatter dimension lists).
void check_sorted_dims(std::string_view op, const IntList& dims, std::int64_t rank, std::string_view name) {
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] < 0 || dims[i] >= rank) {
      fail(op, fmt::format("{} {} is out of bounds for rank {}", name, int_list_string(dims), rank));
    }
    if (i > 0 && dims[i] <= dims[i - 1]) {
      fail(op, fmt::format("{} must be sorted and unique, got {}", name, int_list_string(dims)));
    }
  }
}

bool contains(const IntList& list, std::int64_t value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

IntList optional_list(const Attrs& attrs, const char* name) {
  return attrs.has(name) ? attrs.int_list(name) : IntList{};
}

TensorType slice_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const IntList& start = ctx.attrs.int_list("start_indices");
  const IntList& limit = ctx.attrs.int_list("limit_indices");
  const IntList strides = ctx.attrs.has("strides") ? ctx.attrs.int_list("strides")
                                                   : IntList(static_cast<std::size_t>(operand.rank()), 1);
  for (const auto& [list, name] : {std::pair{&start, "start_indices"}, std::pair{&limit, "limit_indices"},
                                   std::pair{&strides, "strides"}}) {
    require_list_length(op, *list, operand.rank(), name, "the operand's rank");
  }
  TensorType result{operand.dtype, {}};
  for (std::size_t d = 0; d < start.size(); ++d) {
    if (start[d] < 0 || limit[d] < start[d] || limit[d] > operand.shape[d] || strides[d] <= 0) {
      fail(op, fmt::format("start_indices {}, limit_indices {} and strides {} are out of range for operand "
                           "shape {} (need 0 <= start <= limit <= dim and stride > 0)",
                           int_list_string(start), int_list_string(limit), int_list_string(strides),
                           shape_string(operand.shape)));
    }
    // ceil((limit - start) / stride), without overflow for any stride.
    const std::int64_t span = limit[d] - start[d];
    result.shape.push_back(span == 0 ? 0 : 1 + (span - 1) / strides[d]);
  }
  return result;
}

TensorType sort_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& first = ctx.operands[0];
  for (const TensorType& operand : ctx.operands) {
    if (operand.shape != first.shape) {
      fail(op, fmt::format("operands must have the same shape, got {} and {}", first.str(), operand.str()));
    }
  }
  const std::int64_t dimension = ctx.attrs.integer("dimension");
  if (dimension < 0 || dimension >= static_cast<std::int64_t>(first.rank())) {
    fail(op, fmt::format("dimension {} is out of range for rank {}", dimension, first.rank()));
  }
  const std::int64_t stable = ctx.attrs.integer_or("is_stable", 0);
  if (stable != 0 && stable != 1) fail(op, fmt::format("is_stable must be 0 or 1, got {}", stable));
  if (ctx.attrs.has("top_k")) {
    const std::int64_t k = ctx.attrs.integer("top_k");
    const std::int64_t size = first.shape[static_cast<std::size_t>(dimension)];
    if (k < 0 || k > size) fail(op, fmt::format("top_k {} is outside 0..{}", k, size));
  }
  return first;
}

TensorType first_operand_rule(std::string_view, const ShapeContext& ctx) {
  return ctx.operands[0];
}

TensorType concatenate_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& first = ctx.operands[0];
  const std::int64_t dimension = ctx.attrs.integer("dimension");
  check_axis(op, dimension, first.rank(), "dimension");
  TensorType result = first;
  result.shape[static_cast<std::size_t>(dimension)] = 0;
  for (const TensorType& operand : ctx.operands) {
    bool matches = operand.dtype == first.dtype && operand.rank() == first.rank();
    for (std::int64_t d = 0; matches && d < first.rank(); ++d) {
      const auto i = static_cast<std::size_t>(d);
      matches = d == dimension || operand.shape[i] == first.shape[i];
    }
    if (!matches) {
      fail(op,
           fmt::format("Cannot concatenate arrays with shapes that differ in dimensions other than the one "
                       "being concatenated: {} and {} along dimension {}",
                       first.str(), operand.str(), dimension));
    }
    result.shape[static_cast<std::size_t>(dimension)] += operand.shape[static_cast<std::size_t>(dimension)];
  }
  return result;
}

TensorType pad_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const TensorType& padding_value = ctx.operands[1];
  if (padding_value.rank() != 0 || padding_value.dtype != operand.dtype) {
    fail(op, fmt::format("padding_value must be a scalar of the operand's dtype {}, got {}",
                         dtype_name(operand.dtype), padding_value.str()));
  }
  const IntList& low = ctx.attrs.int_list("edge_padding_low");
  const IntList& high = ctx.attrs.int_list("edge_padding_high");
  const IntList& interior = ctx.attrs.int_list("interior_padding");
  for (const auto& [list, name] : {std::pair{&low, "edge_padding_low"}, std::pair{&high, "edge_padding_high"},
                                   std::pair{&interior, "interior_padding"}}) {
    require_list_length(op, *list, operand.rank(), name, "the operand's rank");
  }
  TensorType result{operand.dtype, {}};
  for (std::size_t d = 0; d < low.size(); ++d) {
    if (interior[d] < 0) {
      fail(op, fmt::format("interior_padding must be non-negative, got {}", int_list_string(interior)));
    }
    const std::int64_t dim = operand.shape[d];
    // In 128 bits: attributes near the int64 limits must not overflow.
    const __int128 wide = static_cast<__int128>(low[d]) + high[d] + dim +
                          static_cast<__int128>(std::max<std::int64_t>(dim - 1, 0)) * interior[d];
    if (wide > INT64_MAX) {
      fail(op,
           fmt::format("result dimension {} is too large for edge_padding_low {}, edge_padding_high {} and "
                       "interior_padding {}",
                       d, int_list_string(low), int_list_string(high), int_list_string(interior)));
    }
    const auto size = static_cast<std::int64_t>(wide);
    if (size < 0) {
      fail(op, fmt::format("Dimension size after padding is not at least 0, got result dimension {} = {} for "
                           "operand shape {}",
                           d, size, shape_string(operand.shape)));
    }
    result.shape.push_back(size);
  }
  return result;
}

TensorType reverse_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const IntList& dimensions = ctx.attrs.int_list("dimensions");
  std::set<std::int64_t> seen;
  for (std::int64_t d : dimensions) {
    check_axis(op, d, operand.rank(), "dimension");
    if (!seen.insert(d).second)
      fail(op, fmt::format("dimensions {} are not unique", int_list_string(dimensions)));
  }
  return operand;
}

// dynamic_slice / dynamic_update_slice: one scalar integer start index per
// operand dimension, all of one dtype.
void check_start_index_operands(std::string_view op, const ShapeContext& ctx, std::size_t first) {
  const TensorType& operand = ctx.operands[0];
  const auto count = static_cast<std::int64_t>(ctx.operands.size() - first);
  if (count != operand.rank()) {
    fail(op, fmt::format("the number of start indices ({}) must equal the operand's rank ({})", count,
                         operand.rank()));
  }
  for (std::size_t i = first; i < ctx.operands.size(); ++i) {
    const TensorType& index = ctx.operands[i];
    if (index.rank() != 0 || !is_integer(index.dtype) || index.dtype != ctx.operands[first].dtype) {
      fail(op, fmt::format("start indices must be scalars of one integer dtype, got {} for index {}",
                           index.str(), i - first));
    }
  }
}

TensorType dynamic_slice_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  check_start_index_operands(op, ctx, 1);
  const IntList& sizes = ctx.attrs.int_list("slice_sizes");
  require_list_length(op, sizes, operand.rank(), "slice_sizes", "the operand's rank");
  for (std::size_t d = 0; d < sizes.size(); ++d) {
    if (sizes[d] < 0 || sizes[d] > operand.shape[d]) {
      fail(op, fmt::format("slice_sizes {} must be in [0, operand dim] for operand shape {}",
                           int_list_string(sizes), shape_string(operand.shape)));
    }
  }
  return TensorType{operand.dtype, sizes};
}

TensorType dynamic_update_slice_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const TensorType& update = ctx.operands[1];
  check_start_index_operands(op, ctx, 2);
  bool fits = update.dtype == operand.dtype && update.rank() == operand.rank();
  for (std::size_t d = 0; fits && d < update.shape.size(); ++d) fits = update.shape[d] <= operand.shape[d];
  if (!fits) {
    fail(op, fmt::format("update {} must have the operand's dtype and rank and fit in operand {}",
                         update.str(), operand.str()));
  }
  return operand;
}

// The dims of an indices array other than index_vector_dim (the batch dims).
Shape index_batch_shape(const TensorType& indices, std::int64_t index_vector_dim) {
  Shape batch;
  for (std::int64_t d = 0; d < indices.rank(); ++d) {
    if (d != index_vector_dim) batch.push_back(indices.shape[static_cast<std::size_t>(d)]);
  }
  return batch;
}

// The length of the index vector: the size of index_vector_dim, or 1 when it
// is the rank (the implicit trailing dim of size 1).
std::int64_t index_vector_size(std::string_view op, const TensorType& indices,
                               std::int64_t index_vector_dim) {
  if (index_vector_dim < 0 || index_vector_dim > indices.rank()) {
    fail(op, fmt::format("index_vector_dim {} must be in [0, {}] for indices {}", index_vector_dim,
                         indices.rank(), indices.str()));
  }
  return index_vector_dim == indices.rank() ? 1 : indices.shape[static_cast<std::size_t>(index_vector_dim)];
}

void check_indices_dtype(std::string_view op, const TensorType& indices) {
  if (!is_integer(indices.dtype)) {
    fail(op, fmt::format("indices must have an integer type, got {}", dtype_name(indices.dtype)));
  }
}

// Batching dims: the operand's and the indices' lists pair up with equal sizes.
void check_batching_dims(std::string_view op, const TensorType& operand, const IntList& operand_batching,
                         const TensorType& indices, const IntList& indices_batching,
                         std::int64_t index_vector_dim, std::string_view operand_name,
                         std::string_view indices_name) {
  check_sorted_dims(op, operand_batching, operand.rank(), operand_name);
  if (indices_batching.size() != operand_batching.size()) {
    fail(op, fmt::format("{} and {} must have the same length", operand_name, indices_name));
  }
  std::set<std::int64_t> seen;
  for (std::size_t i = 0; i < indices_batching.size(); ++i) {
    const std::int64_t d = indices_batching[i];
    if (d < 0 || d >= indices.rank() || d == index_vector_dim || !seen.insert(d).second) {
      fail(op, fmt::format("{} {} must be unique dims of the indices other than index_vector_dim",
                           indices_name, int_list_string(indices_batching)));
    }
    if (indices.shape[static_cast<std::size_t>(d)] !=
        operand.shape[static_cast<std::size_t>(operand_batching[i])]) {
      fail(op, fmt::format("{} and {} name dims of different sizes ({} and {})", operand_name, indices_name,
                           shape_string(operand.shape), shape_string(indices.shape)));
    }
  }
}

// start_index_map / scatter_dims_to_operand_dims: one operand dim per index
// vector entry, unique, not a batching dim.
void check_index_map(std::string_view op, const IntList& map, std::int64_t vector_size, std::int64_t rank,
                     const IntList& batching, std::string_view name) {
  if (static_cast<std::int64_t>(map.size()) != vector_size) {
    fail(op, fmt::format("{} {} must have one entry per index vector element ({})", name,
                         int_list_string(map), vector_size));
  }
  std::set<std::int64_t> seen;
  for (std::int64_t d : map) {
    if (d < 0 || d >= rank || !seen.insert(d).second || contains(batching, d)) {
      fail(op, fmt::format("{} {} must be unique operand dims (< {}) that are not batching dims", name,
                           int_list_string(map), rank));
    }
  }
}

TensorType gather_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const TensorType& indices = ctx.operands[1];
  check_indices_dtype(op, indices);
  const IntList& offset_dims = ctx.attrs.int_list("offset_dims");
  const IntList& collapsed = ctx.attrs.int_list("collapsed_slice_dims");
  const IntList operand_batching = optional_list(ctx.attrs, "operand_batching_dims");
  const IntList indices_batching = optional_list(ctx.attrs, "start_indices_batching_dims");
  const IntList& start_index_map = ctx.attrs.int_list("start_index_map");
  const std::int64_t index_vector_dim = ctx.attrs.integer("index_vector_dim");
  const IntList& slice_sizes = ctx.attrs.int_list("slice_sizes");

  const std::int64_t vector_size = index_vector_size(op, indices, index_vector_dim);
  require_list_length(op, slice_sizes, operand.rank(), "slice_sizes", "the operand's rank");
  for (std::size_t d = 0; d < slice_sizes.size(); ++d) {
    if (slice_sizes[d] < 0 || slice_sizes[d] > operand.shape[d]) {
      fail(op,
           fmt::format("slice_sizes must be less than or equal to operand dimension sizes, got slice_sizes "
                       "{} for operand shape {}",
                       int_list_string(slice_sizes), shape_string(operand.shape)));
    }
  }
  check_sorted_dims(op, collapsed, operand.rank(), "collapsed_slice_dims");
  check_batching_dims(op, operand, operand_batching, indices, indices_batching, index_vector_dim,
                      "operand_batching_dims", "start_indices_batching_dims");
  for (std::int64_t d : collapsed) {
    if (contains(operand_batching, d))
      fail(op, "collapsed_slice_dims and operand_batching_dims must be disjoint");
    if (slice_sizes[static_cast<std::size_t>(d)] > 1) {
      fail(op, fmt::format("slice_sizes in collapsed_slice_dims must be at most 1, got slice_sizes {}",
                           int_list_string(slice_sizes)));
    }
  }
  for (std::int64_t d : operand_batching) {
    if (slice_sizes[static_cast<std::size_t>(d)] > 1) {
      fail(op, fmt::format("slice_sizes in operand_batching_dims must be at most 1, got slice_sizes {}",
                           int_list_string(slice_sizes)));
    }
  }
  check_index_map(op, start_index_map, vector_size, operand.rank(), operand_batching, "start_index_map");

  const Shape batch = index_batch_shape(indices, index_vector_dim);
  Shape offsets;
  for (std::int64_t d = 0; d < operand.rank(); ++d) {
    if (!contains(collapsed, d) && !contains(operand_batching, d))
      offsets.push_back(slice_sizes[static_cast<std::size_t>(d)]);
  }
  const auto result_rank = static_cast<std::int64_t>(batch.size() + offsets.size());
  if (offset_dims.size() != offsets.size()) {
    fail(op, fmt::format("offset_dims {} must have one entry per operand dim that is neither collapsed nor a "
                         "batching dim ({})",
                         int_list_string(offset_dims), offsets.size()));
  }
  check_sorted_dims(op, offset_dims, result_rank, "offset_dims");
  TensorType result{operand.dtype, {}};
  std::size_t next_batch = 0;
  std::size_t next_offset = 0;
  for (std::int64_t d = 0; d < result_rank; ++d) {
    result.shape.push_back(contains(offset_dims, d) ? offsets[next_offset++] : batch[next_batch++]);
  }
  return result;
}

TensorType scatter_rule(std::string_view op, const ShapeContext& ctx) {
  const TensorType& operand = ctx.operands[0];
  const TensorType& indices = ctx.operands[1];
  const TensorType& updates = ctx.operands[2];
  check_indices_dtype(op, indices);
  if (updates.dtype != operand.dtype) {
    fail(op, fmt::format("updates {} must have the operand's dtype {}", updates.str(),
                         dtype_name(operand.dtype)));
  }
  const std::string& computation = ctx.attrs.symbol("computation");
  if (computation != "add" && computation != "replace" && computation != "max" && computation != "min" &&
      computation != "mul") {
    fail(op, fmt::format("unknown computation '{}' (expected add, replace, max, min or mul)", computation));
  }
  if (operand.dtype == DType::boolean && (computation == "add" || computation == "mul")) {
    fail(op, fmt::format("computation {} does not accept dtype bool", computation));
  }
  if (is_complex(operand.dtype) && (computation == "max" || computation == "min")) {
    fail(op, fmt::format("computation {} does not accept dtype {}", computation, dtype_name(operand.dtype)));
  }
  const IntList& window_dims = ctx.attrs.int_list("update_window_dims");
  const IntList& inserted = ctx.attrs.int_list("inserted_window_dims");
  const IntList input_batching = optional_list(ctx.attrs, "input_batching_dims");
  const IntList indices_batching = optional_list(ctx.attrs, "scatter_indices_batching_dims");
  const IntList& to_operand = ctx.attrs.int_list("scatter_dims_to_operand_dims");
  const std::int64_t index_vector_dim = ctx.attrs.integer("index_vector_dim");

  const std::int64_t vector_size = index_vector_size(op, indices, index_vector_dim);
  check_sorted_dims(op, window_dims, updates.rank(), "update_window_dims");
  check_sorted_dims(op, inserted, operand.rank(), "inserted_window_dims");
  check_batching_dims(op, operand, input_batching, indices, indices_batching, index_vector_dim,
                      "input_batching_dims", "scatter_indices_batching_dims");
  for (std::int64_t d : inserted) {
    if (contains(input_batching, d))
      fail(op, "inserted_window_dims and input_batching_dims must be disjoint");
  }
  check_index_map(op, to_operand, vector_size, operand.rank(), input_batching,
                  "scatter_dims_to_operand_dims");

  const Shape batch = index_batch_shape(indices, index_vector_dim);
  IntList window_operand_dims;
  for (std::int64_t d = 0; d < operand.rank(); ++d) {
    if (!contains(inserted, d) && !contains(input_batching, d)) window_operand_dims.push_back(d);
  }
  if (window_dims.size() != window_operand_dims.size() ||
      static_cast<std::size_t>(updates.rank()) != window_dims.size() + batch.size()) {
    fail(op, fmt::format("updates {} must have rank {} (the scatter batch dims of indices {} plus one window "
                         "dim per operand dim that is neither inserted nor a batching dim)",
                         updates.str(), window_operand_dims.size() + batch.size(), indices.str()));
  }
  std::size_t next_batch = 0;
  std::size_t next_window = 0;
  for (std::int64_t d = 0; d < updates.rank(); ++d) {
    const std::int64_t size = updates.shape[static_cast<std::size_t>(d)];
    if (contains(window_dims, d)) {
      const std::int64_t bound = operand.shape[static_cast<std::size_t>(window_operand_dims[next_window++])];
      if (size > bound) {
        fail(op, fmt::format("update window dim {} of updates {} is larger than the operand's {}", d,
                             updates.str(), operand.str()));
      }
    } else if (size != batch[next_batch++]) {
      fail(op, fmt::format("updates {} scatter dims must match the batch dims of indices {}", updates.str(),
                           indices.str()));
    }
  }
  return operand;
}

// --- the table ------------------------------------------------------------------

using RuleFunction = TensorType (*)(std::string_view, const ShapeContext&);
// An operand count of kVariadic means one or more.
constexpr int kVariadic = -1;
constexpr int kMaxOperands = 1 << 16;

constexpr std::array<std::string_view, kNumOps> kOpNames = {
#define PMAPSIM_OP_NAME(name) op_name_of_enumerator(#name),
    PMAPSIM_OPS(PMAPSIM_OP_NAME)
#undef PMAPSIM_OP_NAME
};

const AttrSpec kAxis{"axis", AttrKind::symbol, true};
const AttrSpec kGroups{"groups", AttrKind::int_list_list, false};

// One row of the op table, as written below: an op's class, operand count,
// attributes, shape rule, summary and sharding rule.
struct Row {
  OpCode code;
  OpClass op_class;
  int operands;
  std::vector<AttrSpec> attrs;
  RuleFunction rule;
  bool needs_declared_type;
  std::string_view summary;
  // How it partitions over a mesh; null for elementwise ops (every operand
  // and the result split alike) and for ops without a rule.
  FactorRuleFunction factors = nullptr;
  int max_operands = -1;  // variadic ops: the most operands (-1: exactly `operands`)
  std::string_view imported_as = {};
  double vector_ops = 1;
  bool expensive = false;
  CollectivePattern pattern = CollectivePattern::none;

  // A row read as one line: Row{...}.imports("stablehlo.cbrt").costs(4, kExpensive).
  Row imports(std::string_view stablehlo_name) && {
    imported_as = stablehlo_name;
    return std::move(*this);
  }
  Row moves(CollectivePattern data_movement) && {
    pattern = data_movement;
    return std::move(*this);
  }
  Row costs(double ops_per_element, bool is_expensive) && {
    vector_ops = ops_per_element;
    expensive = is_expensive;
    return std::move(*this);
  }
};
// costs()'s second argument: what XLA counts as expensive.
constexpr bool kExpensive = true;

// Elementwise ops, in four families below: arithmetic, real math, bitwise, element types.
// Their costs (.costs) are vector-unit operations per element, an assumption
// (the real instruction counts are not public): a short sequence of range
// reduction, a polynomial of degree ~6-10 in Horner form and one or two Newton
// steps. exp, log, tanh, sqrt, divide, and rsqrt, logistic, log1p, expm1 and
// cbrt (one exp/log/sqrt-like sequence plus a few ops): 4. sine, cosine, tan,
// erf and erfc (a range reduction before the polynomial): 8. erf_inv (a
// degree-8 polynomial after a log and a sqrt), atan2 (a division and an
// arctangent polynomial), power (a log, a multiply and an exp): 12. Rounding,
// sign, clamp, remainder (a truncating divide) and the bitwise ops: 1.

// Negation, abs, exp, log, tanh, sqrt, convert, the four arithmetic ops, max and min, compare and select.
std::vector<Row> arithmetic_rows() {
  using C = OpClass;
  using K = AttrKind;
  return {
      Row{OpCode::neg, C::elementwise, 1, {}, neg_rule, false, "type of x; not bool"}.imports(
          "stablehlo.negate"),
      Row{OpCode::abs,
          C::elementwise,
          1,
          {},
          abs_rule,
          false,
          "type of x; signed integer or float; abs(INT_MIN) wraps to INT_MIN; complex x gives its magnitude "
          "(f32 "
          "for c64, f64 for c128)"}
          .imports("stablehlo.abs"),
      Row{OpCode::exp,
          C::elementwise,
          1,
          {},
          unary_float_or_complex_rule,
          false,
          "type of x; float or complex"}
          .imports("stablehlo.exponential")
          .costs(4, kExpensive),
      Row{OpCode::log,
          C::elementwise,
          1,
          {},
          unary_float_or_complex_rule,
          false,
          "type of x; float or complex"}
          .imports("stablehlo.log")
          .costs(4, kExpensive),
      Row{OpCode::tanh,
          C::elementwise,
          1,
          {},
          unary_float_or_complex_rule,
          false,
          "type of x; float or complex"}
          .imports("stablehlo.tanh")
          .costs(4, kExpensive),
      Row{OpCode::sqrt,
          C::elementwise,
          1,
          {},
          unary_float_or_complex_rule,
          false,
          "type of x; float or complex"}
          .imports("stablehlo.sqrt")
          .costs(4, kExpensive),
      Row{OpCode::convert, C::elementwise, 1, {}, convert_rule, true, "written; same shape as x, any dtype"}
          .imports("stablehlo.convert"),
      Row{OpCode::add,
          C::elementwise,
          2,
          {},
          arithmetic_rule,
          false,
          "a and b of one type, not bool; that type"}
          .imports("stablehlo.add"),
      Row{OpCode::sub,
          C::elementwise,
          2,
          {},
          arithmetic_rule,
          false,
          "a and b of one type, not bool; that type"}
          .imports("stablehlo.subtract"),
      Row{OpCode::mul,
          C::elementwise,
          2,
          {},
          arithmetic_rule,
          false,
          "a and b of one type, not bool; that type"}
          .imports("stablehlo.multiply"),
      Row{OpCode::div,
          C::elementwise,
          2,
          {},
          arithmetic_rule,
          false,
          "a and b of one type, not bool; that type"}
          .imports("stablehlo.divide")
          .costs(4, kExpensive),
      Row{OpCode::max,
          C::elementwise,
          2,
          {},
          max_min_rule,
          false,
          "a and b of one type, not complex; that type"}
          .imports("stablehlo.maximum"),
      Row{OpCode::min,
          C::elementwise,
          2,
          {},
          max_min_rule,
          false,
          "a and b of one type, not complex; that type"}
          .imports("stablehlo.minimum"),
      {OpCode::compare,
       C::elementwise,
       2,
       {{"direction", K::symbol}},
       compare_rule,
       false,
       "a and b of one type; bool of their shape; complex a and b compare eq or ne only"},
      {OpCode::select,
       C::elementwise,
       3,
       {},
       select_rule,
       false,
       "pred bool of a's shape, a and b of one type; that type"},
  };
}

// The rest of the real math: sign, rounding, the transcendental functions, atan2, power, remainder, clamp.
std::vector<Row> real_math_rows() {
  using C = OpClass;
  return {
      Row{OpCode::sign,
          C::elementwise,
          1,
          {},
          sign_rule,
          false,
          "type of x; floats, signed integers and complex; -1, 0 or 1 (floats: -0.0, +0.0 and NaN kept); "
          "complex: "
          "x / |x|, 0 for 0"}
          .imports("stablehlo.sign"),
      Row{OpCode::floor, C::elementwise, 1, {}, unary_float_rule, false, "type of x; floating only"}.imports(
          "stablehlo.floor"),
      Row{OpCode::ceil, C::elementwise, 1, {}, unary_float_rule, false, "type of x; floating only"}.imports(
          "stablehlo.ceil"),
      Row{OpCode::round_nearest_even,
          C::elementwise,
          1,
          {},
          unary_float_rule,
          false,
          "type of x; floating only"}
          .imports("stablehlo.round_nearest_even"),
      Row{OpCode::round_nearest_afz,
          C::elementwise,
          1,
          {},
          unary_float_rule,
          false,
          "type of x; floating only"}
          .imports("stablehlo.round_nearest_afz"),
      Row{OpCode::rsqrt,
          C::elementwise,
          1,
          {},
          unary_float_or_complex_rule,
          false,
          "type of x; float or complex"}
          .imports("stablehlo.rsqrt")
          .costs(4, kExpensive),
      Row{OpCode::cbrt, C::elementwise, 1, {}, unary_float_rule, false, "type of x; floating only"}
          .imports("stablehlo.cbrt")
          .costs(4, kExpensive),
      Row{OpCode::logistic, C::elementwise, 1, {}, unary_float_rule, false, "type of x; floating only"}
          .imports("stablehlo.logistic")
          .costs(4, kExpensive),
      Row{OpCode::log1p, C::elementwise, 1, {}, unary_float_rule, false, "type of x; floating only"}
          .imports("stablehlo.log_plus_one")
          .costs(4, kExpensive),
      Row{OpCode::expm1, C::elementwise, 1, {}, unary_float_rule, false, "type of x; floating only"}
          .imports("stablehlo.exponential_minus_one")
          .costs(4, kExpensive),
      Row{OpCode::sine,
          C::elementwise,
          1,
          {},
          unary_float_or_complex_rule,
          false,
          "type of x; float or complex"}
          .imports("stablehlo.sine")
          .costs(8, kExpensive),
      Row{OpCode::cosine,
          C::elementwise,
          1,
          {},
          unary_float_or_complex_rule,
          false,
          "type of x; float or complex"}
          .imports("stablehlo.cosine")
          .costs(8, kExpensive),
      Row{OpCode::tan, C::elementwise, 1, {}, unary_float_rule, false, "type of x; floating only"}
          .imports("stablehlo.tan")
          .costs(8, kExpensive),
      Row{OpCode::erf, C::elementwise, 1, {}, unary_float_rule, false, "type of x; floating only"}
          .imports("chlo.erf")
          .costs(8, kExpensive),
      Row{OpCode::erf_inv, C::elementwise, 1, {}, unary_float_rule, false, "type of x; floating only"}
          .imports("chlo.erf_inv")
          .costs(12, kExpensive),
      Row{OpCode::erfc,
          C::elementwise,
          1,
          {},
          unary_float_rule,
          false,
          "type of x; floating only; 1 - erf(x) without its cancellation for large x"}
          .imports("chlo.erfc")
          .costs(8, kExpensive),
      Row{OpCode::is_finite, C::elementwise, 1, {}, is_finite_rule, false, "bool of x's shape; x floating"}
          .imports("stablehlo.is_finite"),
      Row{OpCode::atan2,
          C::elementwise,
          2,
          {},
          binary_float_rule,
          false,
          "a and b of one floating type; that type"}
          .imports("stablehlo.atan2")
          .costs(12, kExpensive),
      Row{OpCode::power,
          C::elementwise,
          2,
          {},
          arithmetic_rule,
          false,
          "a and b of one type, not bool; integers wrap; b < 0 gives 1 for a = 1, +-1 for a = -1, else 0; "
          "complex: "
          "exp(b log a)"}
          .imports("stablehlo.power")
          .costs(12, kExpensive),
      Row{OpCode::remainder,
          C::elementwise,
          2,
          {},
          real_arithmetic_rule,
          false,
          "a and b of one type, not bool or complex; sign of a (fmod); integer x % 0 = x"}
          .imports("stablehlo.remainder")
          .costs(1, kExpensive),
      Row{OpCode::clamp,
          C::elementwise,
          3,
          {},
          clamp_rule,
          false,
          "(min, x, max): min and max scalar or of x's shape, x's dtype (not complex); type of x"}
          .imports("stablehlo.clamp"),
  };
}

// Logical and bitwise ops, shifts and bit counts.
std::vector<Row> bitwise_rows() {
  using C = OpClass;
  return {
      Row{OpCode::not_,
          C::elementwise,
          1,
          {},
          logical_rule,
          false,
          "type of x; bool (logical) or integer (bitwise)"}
          .imports("stablehlo.not"),
      Row{OpCode::and_,
          C::elementwise,
          2,
          {},
          logical_rule,
          false,
          "a and b of one type, bool or integer; that type"}
          .imports("stablehlo.and"),
      Row{OpCode::or_,
          C::elementwise,
          2,
          {},
          logical_rule,
          false,
          "a and b of one type, bool or integer; that type"}
          .imports("stablehlo.or"),
      Row{OpCode::xor_,
          C::elementwise,
          2,
          {},
          logical_rule,
          false,
          "a and b of one type, bool or integer; that type"}
          .imports("stablehlo.xor"),
      Row{OpCode::shift_left,
          C::elementwise,
          2,
          {},
          integer_rule,
          false,
          "a and b of one integer type; shifts of bit width or more (or negative) give 0"}
          .imports("stablehlo.shift_left"),
      Row{OpCode::shift_right_logical,
          C::elementwise,
          2,
          {},
          integer_rule,
          false,
          "a and b of one integer type; shifts of bit width or more (or negative) give 0"}
          .imports("stablehlo.shift_right_logical"),
      Row{OpCode::shift_right_arithmetic,
          C::elementwise,
          2,
          {},
          integer_rule,
          false,
          "a and b of one integer type; shifts of bit width or more (or negative) fill with the sign"}
          .imports("stablehlo.shift_right_arithmetic"),
      Row{OpCode::popcnt, C::elementwise, 1, {}, integer_rule, false, "type of x; integers only; set bits"}
          .imports("stablehlo.popcnt"),
      Row{OpCode::count_leading_zeros,
          C::elementwise,
          1,
          {},
          integer_rule,
          false,
          "type of x; integers only; 0 gives the bit width"}
          .imports("stablehlo.count_leading_zeros"),
  };
}

// Ops that reinterpret or build an element's type: bitcast_convert, complex, real, imag.
std::vector<Row> element_type_rows() {
  using C = OpClass;
  using K = AttrKind;
  return {
      Row{OpCode::bitcast_convert,
          C::layout,
          1,
          {},
          bitcast_convert_rule,
          true,
          "written; x's bits as another dtype (not bool): same shape for equal widths, a last dim of the "
          "width "
          "ratio added (narrower) or removed (wider)",
          factor_rules::bitcast_convert}
          .imports("stablehlo.bitcast_convert"),
      {OpCode::reduce_precision,
       C::elementwise,
       1,
       {{"exponent_bits", K::integer}, {"mantissa_bits", K::integer}},
       reduce_precision_rule,
       false,
       "type of x (a float); rounded to nearest even with `mantissa_bits`, exponent range of `exponent_bits` "
       "(overflow to inf, underflow to zero)"},
      Row{OpCode::complex,
          C::elementwise,
          2,
          {},
          complex_rule,
          false,
          "re and im of one type, f32 or f64; c64 or c128 of their shape (element re + i im)"}
          .imports("stablehlo.complex"),
      Row{OpCode::real,
          C::elementwise,
          1,
          {},
          part_rule,
          false,
          "complex x: its real parts (f32 for c64, f64 for c128); float x: x itself"}
          .imports("stablehlo.real"),
      Row{OpCode::imag,
          C::elementwise,
          1,
          {},
          part_rule,
          false,
          "complex x: its imaginary parts (f32 for c64, f64 for c128); float x: zeros of its type"}
          .imports("stablehlo.imag"),
  };
}

// Layout and indexing ops, with StableHLO's attribute names.
std::vector<Row> layout_rows() {
  using C = OpClass;
  using K = AttrKind;
  return {
      {OpCode::broadcast,
       C::layout,
       1,
       {{"dims", K::int_list}},
       broadcast_rule,
       true,
       "written (broadcast_in_dim): `len(dims) == rank(x)`, dims strictly increasing and < result rank, x "
       "dim *i* is 1 or equals result dim `dims[i]`; same dtype",
       factor_rules::broadcast},
      Row{OpCode::reshape,
          C::layout,
          1,
          {},
          reshape_rule,
          true,
          "written; same element count and dtype",
          factor_rules::reshape}
          .imports("stablehlo.reshape"),
      {OpCode::transpose,
       C::layout,
       1,
       {{"perm", K::int_list}},
       transpose_rule,
       false,
       "perm a permutation of 0..rank−1; result dim *i* = x dim `perm[i]`",
       factor_rules::transpose},
      {OpCode::slice,
       C::layout,
       1,
       {{"start_indices", K::int_list}, {"limit_indices", K::int_list}, {"strides", K::int_list, false}},
       slice_rule,
       false,
       "0 ≤ start ≤ limit ≤ dim, stride > 0 (default 1); result dim = ceil((limit − start) / stride)",
       factor_rules::slice},
      {OpCode::concatenate,
       C::layout,
       1,
       {{"dimension", K::integer}},
       concatenate_rule,
       false,
       "one or more operands of one dtype and rank, equal dims except `dimension`; their sizes along it add "
       "up",
       factor_rules::concatenate,
       1 << 20},
      {OpCode::pad,
       C::layout,
       2,
       {{"edge_padding_low", K::int_list},
        {"edge_padding_high", K::int_list},
        {"interior_padding", K::int_list}},
       pad_rule,
       false,
       "x and a scalar padding value of x's dtype; dim = low + high + d + (d − 1) × interior (edges may be "
       "negative, interior ≥ 0, result ≥ 0)",
       factor_rules::pad},
      {OpCode::reverse,
       C::layout,
       1,
       {{"dimensions", K::int_list}},
       reverse_rule,
       false,
       "type of x; dimensions unique, < rank",
       factor_rules::reverse},
      {OpCode::dynamic_slice,
       C::layout,
       1,
       {{"slice_sizes", K::int_list}},
       dynamic_slice_rule,
       false,
       "x then one scalar integer start index per dim; result `slice_sizes` (each ≤ dim); starts clamped to "
       "[0, dim − size]",
       factor_rules::dynamic_slice,
       1 << 20},
      {OpCode::dynamic_update_slice,
       C::layout,
       2,
       {},
       dynamic_update_slice_rule,
       false,
       "x, update (x's dtype and rank, each dim ≤ x's), then one scalar integer start per dim (clamped); "
       "type "
       "of x",
       factor_rules::dynamic_update_slice,
       1 << 20},
      {OpCode::gather,
       C::layout,
       2,
       {{"offset_dims", K::int_list},
        {"collapsed_slice_dims", K::int_list},
        {"operand_batching_dims", K::int_list, false},
        {"start_indices_batching_dims", K::int_list, false},
        {"start_index_map", K::int_list},
        {"index_vector_dim", K::integer},
        {"slice_sizes", K::int_list},
        {"indices_are_sorted", K::integer, false}},
       gather_rule,
       false,
       "StableHLO gather: integer indices; result = index batch dims with slice dims (not collapsed or "
       "batching) at `offset_dims`; starts clamped into the operand",
       factor_rules::gather},
      {OpCode::scatter,
       C::layout,
       3,
       {{"update_window_dims", K::int_list},
        {"inserted_window_dims", K::int_list},
        {"input_batching_dims", K::int_list, false},
        {"scatter_indices_batching_dims", K::int_list, false},
        {"scatter_dims_to_operand_dims", K::int_list},
        {"index_vector_dim", K::integer},
        {"indices_are_sorted", K::integer, false},
        {"unique_indices", K::integer, false},
        {"computation", K::symbol}},
       scatter_rule,
       false,
       "StableHLO scatter of one operand: integer indices, updates of x's dtype; type of x; computation add, "
       "replace, max, min or mul, applied in index order; windows out of bounds are skipped",
       factor_rules::scatter},
  };
}

// Reductions, contractions, windows and the Fourier transform.
std::vector<Row> reduction_rows() {
  using C = OpClass;
  using K = AttrKind;
  return {
      {OpCode::reduce_sum,
       C::reduction,
       1,
       {{"axes", K::int_list}},
       reduce_rule,
       false,
       "axes unique, in 0..rank−1; those dims dropped; not bool",
       factor_rules::reduce_sum},
      {OpCode::reduce_max,
       C::reduction,
       1,
       {{"axes", K::int_list}},
       reduce_rule,
       false,
       "as reduce_sum; any dtype but complex",
       factor_rules::reduce_max},
      {OpCode::dot,
       C::contraction,
       2,
       {{"lhs_contract", K::int_list},
        {"rhs_contract", K::int_list},
        {"lhs_batch", K::int_list},
        {"rhs_batch", K::int_list},
        {"lhs_precision", K::symbol, false},
        {"rhs_precision", K::symbol, false}},
       dot_rule,
       false,
       "dot_general: one dtype (not bool); contract lists and batch lists of equal length, paired dims of "
       "equal size, no dim used twice per side; result dims = batch dims, lhs free dims, rhs free dims (each "
       "in order); dtype of the operands, or the written type's dtype of the same kind "
       "(preferred_element_type: "
       "bf16 -> f32, s8 -> s32, c64 -> c128); lhs_precision/rhs_precision DEFAULT, HIGH or HIGHEST",
       factor_rules::dot},
      {OpCode::convolution,
       C::contraction,
       2,
       {{"window_strides", K::int_list, false},
        {"padding", K::int_list_list, false},
        {"lhs_dilation", K::int_list, false},
        {"rhs_dilation", K::int_list, false},
        {"window_reversal", K::int_list, false},
        {"input_batch_dimension", K::integer, false},
        {"input_feature_dimension", K::integer, false},
        {"input_spatial_dimensions", K::int_list, false},
        {"kernel_input_feature_dimension", K::integer, false},
        {"kernel_output_feature_dimension", K::integer, false},
        {"kernel_spatial_dimensions", K::int_list, false},
        {"output_batch_dimension", K::integer, false},
        {"output_feature_dimension", K::integer, false},
        {"output_spatial_dimensions", K::int_list, false},
        {"feature_group_count", K::integer, false},
        {"batch_group_count", K::integer, false},
        {"lhs_precision", K::symbol, false},
        {"rhs_precision", K::symbol, false}},
       convolution_rule,
       false,
       "StableHLO convolution (lhs input, rhs kernel; layouts default to [b,f,spatial...], [o,i,spatial...], "
       "[b,f,spatial...]): one dtype (not bool); input features = feature_group_count x kernel input "
       "features; batch ÷ batch_group_count; output features = kernel output features; spatial size = "
       "(dilated padded input − dilated window) ÷ stride + 1, 0 if the window does not fit; dtype as dot",
       factor_rules::convolution},
      {OpCode::reduce_window,
       C::reduction,
       2,
       {{"computation", K::symbol},
        {"window_dimensions", K::int_list},
        {"window_strides", K::int_list, false},
        {"base_dilations", K::int_list, false},
        {"window_dilations", K::int_list, false},
        {"padding", K::int_list_list, false}},
       reduce_window_rule,
       false,
       "operand x, init a scalar of x's dtype; computation add, mul, max or min; one window entry per dim; "
       "size per dim as convolution's spatial size (padding and dilation holes hold the init value)",
       factor_rules::reduce_window},
      {OpCode::select_and_scatter,
       C::reduction,
       3,
       {{"select", K::symbol},
        {"scatter", K::symbol},
        {"window_dimensions", K::int_list},
        {"window_strides", K::int_list, false},
        {"padding", K::int_list_list, false}},
       select_and_scatter_rule,
       false,
       "operand x, source (one element per window of x), init scalar, one dtype; select ge, gt, le or lt; "
       "scatter add, mul, max or min; type of x",
       factor_rules::select_and_scatter},
      {OpCode::fft,
       C::contraction,
       1,
       {{"fft_type", K::symbol}, {"fft_length", K::int_list}},
       fft_rule,
       false,
       "StableHLO fft over the last len(fft_length) dims (1 to 3): fft, ifft (scaled by 1/n) c64/c128 -> "
       "same; "
       "rfft f32/f64 -> c64/c128 with last dim n/2+1; irfft c64/c128 (last dim n/2+1) -> f32/f64 with last "
       "dim "
       "n; the real side's trailing dims equal fft_length",
       factor_rules::fft},
  };
}

// Sources (constant, iota) and the collectives over the mapped axis.
std::vector<Row> source_and_collective_rows() {
  using C = OpClass;
  using K = AttrKind;
  using P = CollectivePattern;
  return {
      {OpCode::constant,
       C::source,
       0,
       {{"value", K::real, false}, {"values", K::real_list, false}, {"imag", K::real, false}},
       constant_rule,
       true,
       "written; exactly one of `value` and `values`; `values` has one entry per element (complex: its real "
       "then "
       "imaginary part); `imag` is a complex splat's imaginary part",
       factor_rules::constant},
      {OpCode::iota,
       C::source,
       0,
       {{"dimension", K::integer}},
       iota_rule,
       true,
       "written; dimension < rank; not bool; element = its index along `dimension`",
       factor_rules::iota},
      Row{OpCode::psum,
          C::collective,
          1,
          {kAxis, kGroups},
          all_reduce_rule,
          false,
          "shape of x; bool becomes s32 (as `jax.lax.psum`)",
          factor_rules::collective}
          .moves(P::all_reduce),
      Row{OpCode::pmean,
          C::collective,
          1,
          {kAxis, kGroups},
          all_reduce_rule,
          false,
          "shape of x; bool and s32 become f32",
          factor_rules::collective}
          .moves(P::all_reduce),
      Row{OpCode::pmax,
          C::collective,
          1,
          {kAxis, kGroups},
          all_reduce_rule,
          false,
          "type of x; not complex",
          factor_rules::collective}
          .moves(P::all_reduce),
      Row{OpCode::pmin,
          C::collective,
          1,
          {kAxis, kGroups},
          all_reduce_rule,
          false,
          "type of x; not complex",
          factor_rules::collective}
          .moves(P::all_reduce),
      Row{OpCode::all_gather,
          C::collective,
          1,
          {kAxis, kGroups, {"dimension", K::integer}},
          all_gather_rule,
          false,
          "x with dim `dimension` × G",
          factor_rules::collective}
          .moves(P::all_gather),
      Row{OpCode::psum_scatter,
          C::collective,
          1,
          {kAxis, kGroups, {"dimension", K::integer}},
          psum_scatter_rule,
          false,
          "x with dim `dimension` ÷ G (must divide); not bool",
          factor_rules::collective}
          .moves(P::reduce_scatter),
      Row{OpCode::ppermute,
          C::collective,
          1,
          {kAxis, {"perm", K::int_list_list}},
          ppermute_rule,
          false,
          "type of x; sources unique, destinations unique, all in 0..N−1; no groups",
          factor_rules::collective}
          .moves(P::collective_permute),
      Row{OpCode::all_to_all,
          C::collective,
          1,
          {kAxis, kGroups, {"split_axis", K::integer}, {"concat_axis", K::integer}},
          all_to_all_rule,
          false,
          "x with dim `split_axis` ÷ G (must divide), then dim `concat_axis` × G",
          factor_rules::collective}
          .moves(P::all_to_all),
      {OpCode::axis_index,
       C::collective,
       0,
       {kAxis},
       axis_index_rule,
       false,
       "`s32[]`",
       factor_rules::collective},
  };
}

// Multi-result and region ops. kVariadic: one or more operands.
std::vector<Row> control_rows() {
  using C = OpClass;
  using K = AttrKind;
  return {
      {OpCode::result,
       C::control,
       1,
       {{"index", K::integer}},
       declared_rule,
       true,
       "result `index` of a multi-result instruction; written by the printer as `%a, %b = op ...`"},
      {OpCode::optimization_barrier,
       C::control,
       kVariadic,
       {},
       first_operand_rule,
       false,
       "the operands' types, one result each (identity)",
       factor_rules::optimization_barrier},
      {OpCode::while_loop,
       C::control,
       kVariadic,
       {},
       declared_rule,
       true,
       "the operands' types; regions cond (T...) -> bool[] and body (T...) -> T...",
       factor_rules::replicated},
      {OpCode::cond,
       C::control,
       1,
       {},
       cond_rule,
       true,
       "pred bool[]; regions true, false () -> T...; results T...",
       factor_rules::replicated},
      {OpCode::switch_case,
       C::control,
       1,
       {},
       switch_rule,
       true,
       "index s32[]; regions () -> T... (one or more; out of range picks the last)",
       factor_rules::replicated},
      {OpCode::call,
       C::control,
       0,
       {{"callee", K::symbol}, {"composite", K::symbol, false}},
       call_rule,
       true,
       "any operands; region (the operands' types) -> T...; results T...; `callee` names the function; "
       "`composite` (optional) names the kernel a stablehlo.composite stands for",
       factor_rules::replicated,
       kMaxOperands},
      {OpCode::reduce,
       C::control,
       kVariadic,
       {{"dims", K::int_list}},
       reduce_general_rule,
       false,
       "N inputs of one shape and N scalar inits; region (acc..., x...) -> scalars; `dims` dropped",
       factor_rules::reduce_general},
      {OpCode::sort,
       C::control,
       kVariadic,
       {{"dimension", K::integer}, {"is_stable", K::integer, false}, {"top_k", K::integer, false}},
       sort_rule,
       false,
       "N operands of one shape, sorted along `dimension`; comparator (a0, b0, a1, b1, ...) -> bool[]; "
       "`top_k` (optional) marks jax.lax.top_k's sort, of which the first top_k are kept: XLA partitions "
       "it on whole operands",
       factor_rules::sort},
      {OpCode::rng_bit_generator,
       C::control,
       1,
       {{"algorithm", K::symbol}},
       rng_bit_generator_rule,
       false,
       "initial_state u64[2] (three_fry) or u64[2]/u64[3] (philox; default is philox); results: the state's "
       "type, then the written output type (any integer or float) filled with random bits",
       factor_rules::replicated},
  };
}

std::vector<OpDef> build_table() {
  // One row per op, in any order: the name comes from PMAPSIM_OPS, and a
  // missing or repeated row is caught here, at first use of the table.
  using C = OpClass;
  std::vector<Row> rows;
  for (auto family : {arithmetic_rows, real_math_rows, bitwise_rows, element_type_rows, layout_rows,
                      reduction_rows, source_and_collective_rows, control_rows})
    for (Row& row : family()) rows.push_back(std::move(row));

  std::vector<std::optional<OpDef>> slots(static_cast<std::size_t>(kNumOps));
  for (Row& row : rows) {
    std::optional<OpDef>& slot = slots.at(static_cast<std::size_t>(row.code));
    const std::string_view name = kOpNames[static_cast<std::size_t>(row.code)];
    if (slot) throw std::logic_error(fmt::format("op table: two rows for {}", name));
    const bool variadic = row.operands == kVariadic;
    const int min_operands = variadic ? 1 : row.operands;
    const int max_operands =
        variadic ? kMaxOperands : (row.max_operands < 0 ? row.operands : row.max_operands);
    slot = OpDef{row.code,
                 name,
                 row.op_class,
                 min_operands,
                 max_operands,
                 std::move(row.attrs),
                 ShapeRule{},
                 row.needs_declared_type,
                 row.summary,
                 row.factors                      ? row.factors
                 : row.op_class == C::elementwise ? factor_rules::elementwise
                                                  : nullptr,
                 row.imported_as,
                 row.vector_ops,
                 row.expensive,
                 row.pattern};
    // Every rule runs after the generic operand-count and attribute checks, so
    // the rules themselves may index operands and read attributes freely.
    const RuleFunction rule = row.rule;
    const OpCode code = row.code;
    slot->infer = [code, rule](const ShapeContext& ctx) {
      const OpDef& def = op_def(code);
      check_operand_count(def, ctx.operands.size());
      check_attrs(def, ctx.attrs);
      return rule(def.name, ctx);
    };
  }
  std::vector<OpDef> table;
  table.reserve(slots.size());
  for (std::size_t i = 0; i < slots.size(); ++i) {
    if (!slots[i]) throw std::logic_error(fmt::format("op table: no row for {}", kOpNames[i]));
    table.push_back(std::move(*slots[i]));
  }
  return table;
}

const std::vector<OpDef>& table() {
  static const std::vector<OpDef> ops = build_table();
  return ops;
}

double elements(const TensorType& type) {
  return static_cast<double>(type.num_elements());
}

}  // namespace

const OpDef& op_def(OpCode code) {
  return table().at(static_cast<std::size_t>(code));
}

namespace {
constexpr std::pair<CollectivePattern, std::string_view> kPatternNames[] = {
    {CollectivePattern::none, "none"},
    {CollectivePattern::all_reduce, "all_reduce"},
    {CollectivePattern::reduce_scatter, "reduce_scatter"},
    {CollectivePattern::all_gather, "all_gather"},
    {CollectivePattern::all_to_all, "all_to_all"},
    {CollectivePattern::collective_permute, "collective_permute"},
};
}  // namespace

std::string_view collective_pattern_name(CollectivePattern pattern) {
  for (const auto& [value, name] : kPatternNames) {
    if (value == pattern) return name;
  }
  return "unknown pattern";
}

std::optional<CollectivePattern> find_collective_pattern(std::string_view name) {
  for (const auto& [value, known] : kPatternNames) {
    if (known == name && value != CollectivePattern::none) return value;
  }
  return std::nullopt;
}

std::string_view op_class_name(OpClass op_class) {
  switch (op_class) {
    case OpClass::elementwise:
      return "elementwise";
    case OpClass::layout:
      return "layout";
    case OpClass::reduction:
      return "reduction";
    case OpClass::contraction:
      return "contraction";
    case OpClass::source:
      return "source";
    case OpClass::collective:
      return "collective";
    case OpClass::control:
      return "control";
  }
  return "unknown";
}

std::string_view op_name(OpCode code) {
  return op_def(code).name;
}

std::optional<OpCode> find_op(std::string_view name) {
  for (const OpDef& def : table()) {
    if (def.name == name) return def.code;
  }
  return std::nullopt;
}

bool is_collective(OpCode code) {
  return op_def(code).op_class == OpClass::collective;
}

bool has_regions(OpCode code) {
  return code == OpCode::while_loop || code == OpCode::cond || code == OpCode::switch_case ||
         code == OpCode::call || code == OpCode::reduce || code == OpCode::sort;
}

namespace {

// compare's directions and their text, both ways.
constexpr std::array<std::pair<std::string_view, CompareDirection>, 6> kCompareDirections = {{
    {"eq", CompareDirection::eq},
    {"ne", CompareDirection::ne},
    {"lt", CompareDirection::lt},
    {"le", CompareDirection::le},
    {"gt", CompareDirection::gt},
    {"ge", CompareDirection::ge},
}};

}  // namespace

CompareDirection parse_compare_direction(std::string_view text) {
  for (const auto& [name, direction] : kCompareDirections) {
    if (name == text) return direction;
  }
  throw Error(fmt::format("unknown compare direction '{}' (expected eq, ne, lt, le, gt or ge)", text));
}

std::string_view compare_direction_name(CompareDirection direction) {
  for (const auto& [name, known] : kCompareDirections) {
    if (known == direction) return name;
  }
  throw Error("compare: unknown direction");
}

namespace {

constexpr std::array<std::pair<std::string_view, FftType>, 4> kFftTypes = {{
    {"fft", FftType::fft},
    {"ifft", FftType::ifft},
    {"rfft", FftType::rfft},
    {"irfft", FftType::irfft},
}};

// The conventional FFT operation count (as FFTW's benchmarks count it): 5 N
// log2 N flops per complex transform of N = prod(fft_length) points, half
// that per real one (RFFT, IRFFT), times the transforms the leading dims hold.
double fft_flops(const TensorType& operand, const Attrs& attrs) {
  const IntList& lengths = attrs.int_list("fft_length");
  double points = 1;
  for (std::int64_t n : lengths) points *= static_cast<double>(n);
  if (points <= 1) return 0;
  double transforms = 1;
  for (std::size_t d = 0; d + lengths.size() < operand.shape.size(); ++d)
    transforms *= static_cast<double>(operand.shape[d]);
  const FftType type = parse_fft_type(attrs.symbol("fft_type"));
  const double per_point = type == FftType::rfft || type == FftType::irfft ? 2.5 : 5.0;
  return transforms * per_point * points * std::log2(points);
}

}  // namespace

FftType parse_fft_type(std::string_view text) {
  for (const auto& [name, type] : kFftTypes) {
    if (name == text) return type;
  }
  throw Error(fmt::format("unknown fft_type '{}' (expected fft, ifft, rfft or irfft)", text));
}

std::string_view fft_type_name(FftType type) {
  for (const auto& [name, known] : kFftTypes) {
    if (known == type) return name;
  }
  throw Error("fft: unknown fft_type");
}

IntListList collective_groups(const Attrs& attrs, std::int64_t axis_size) {
  if (attrs.has("groups")) return attrs.int_list_list("groups");
  IntList everyone;
  for (std::int64_t device = 0; device < axis_size; ++device) everyone.push_back(device);
  return {everyone};
}

GroupPosition group_position(const IntListList& groups, std::int64_t device) {
  for (const IntList& group : groups) {
    const auto found = std::find(group.begin(), group.end(), device);
    if (found != group.end()) return GroupPosition{group, found - group.begin()};
  }
  throw Error(
      fmt::format("device {} is in none of the axis_index_groups {}", device, int_list_list_string(groups)));
}

IntList ppermute_sources(const Attrs& attrs, std::int64_t axis_size) {
  IntList sources(static_cast<std::size_t>(axis_size), -1);
  for (const IntList& pair : attrs.int_list_list("perm")) {
    if (pair.size() != 2 || pair[1] < 0 || pair[1] >= axis_size) {
      throw Error(fmt::format("ppermute perm entry {} is not a pair in range for axis size {}",
                              int_list_string(pair), axis_size));
    }
    sources[static_cast<std::size_t>(pair[1])] = pair[0];
  }
  return sources;
}

OpCost op_cost(OpCode code, std::span<const TensorType> operands, const TensorType& result,
               const Attrs& attrs, std::span<const TensorType> more_results) {
  OpCost cost;
  for (const TensorType& operand : operands) cost.bytes += static_cast<double>(operand.byte_size());
  cost.bytes += static_cast<double>(result.byte_size());
  for (const TensorType& other : more_results) cost.bytes += static_cast<double>(other.byte_size());

  const OpDef& def = op_def(code);
  switch (def.op_class) {
    case OpClass::elementwise:
      cost.flops = elements(result);
      break;
    case OpClass::reduction:
      cost.flops = operands.empty() ? 0 : elements(operands[0]);
      if (code == OpCode::reduce_window || code == OpCode::select_and_scatter) {
        // One combine per window element: reduce_window per result element,
        // select_and_scatter per source element (its selection), plus its scatter.
        double window = 1;
        for (std::int64_t size : attrs.int_list("window_dimensions")) window *= static_cast<double>(size);
        cost.flops =
            code == OpCode::reduce_window ? elements(result) * window : elements(operands[1]) * (window + 1);
      }
      break;
    case OpClass::contraction: {
      if (code == OpCode::fft) {
        cost.flops = fft_flops(operands[0], attrs);
        break;
      }
      if (code == OpCode::convolution) {
        // One multiply-add per result element per kernel element of one output feature.
        const ConvDims dims = conv_dims(attrs, operands[1].shape);
        const auto out_features = operands[1].shape.at(static_cast<std::size_t>(dims.kernel_output_feature));
        const double per_output =
            out_features == 0 ? 0 : elements(operands[1]) / static_cast<double>(out_features);
        cost.flops = 2 * elements(result) * per_output;
        break;
      }
      // One multiply-add per result element per contracted element.
      double contracted = 1;
      for (std::int64_t dim : attrs.int_list("lhs_contract")) {
        contracted *= static_cast<double>(operands[0].shape.at(static_cast<std::size_t>(dim)));
      }
      cost.flops = 2 * elements(result) * contracted;
      break;
    }
    case OpClass::collective:
      // The reducing collectives combine one incoming element per operand element;
      // the others only move data.
      if (code == OpCode::psum || code == OpCode::pmean || code == OpCode::pmax || code == OpCode::pmin ||
          code == OpCode::psum_scatter) {
        cost.flops = elements(operands[0]);
      }
      break;
    case OpClass::control:
      // reduce and sort touch each input element once per combine or compare;
      // the work of loops, branches and calls is their regions' (counted as they run).
      if (code == OpCode::reduce || code == OpCode::sort)
        cost.flops = operands.empty() ? 0 : elements(operands[0]);
      // rng_bit_generator: 1 per output element it fills.
      if (code == OpCode::rng_bit_generator && !more_results.empty()) cost.flops = elements(more_results[0]);
      break;
    case OpClass::layout:
    case OpClass::source:
      break;
  }
  // Indexing ops touch less than all of their operands (see the simulator's
  // indexing_traffic, which splits the same bytes into loads and stores).
  const auto sum_bytes = [&operands](std::size_t from) {
    double total = 0;
    for (std::size_t i = from; i < operands.size(); ++i)
      total += static_cast<double>(operands[i].byte_size());
    return total;
  };
  const double result_bytes = static_cast<double>(result.byte_size());
  switch (code) {
    case OpCode::slice:
      cost.bytes = 2 * result_bytes;
      break;
    case OpCode::dynamic_slice:
    case OpCode::gather:
      cost.bytes = sum_bytes(1) + 2 * result_bytes;
      break;
    case OpCode::dynamic_update_slice:
      cost.bytes = sum_bytes(2) + 2 * static_cast<double>(operands[1].byte_size());
      break;
    case OpCode::scatter: {
      const bool combines = attrs.symbol("computation") != "replace";
      const double updates = static_cast<double>(operands[2].byte_size());
      cost.bytes = static_cast<double>(operands[1].byte_size()) + updates * (combines ? 3 : 2);
      if (combines) cost.flops = static_cast<double>(operands[2].num_elements());
      break;
    }
    default:
      break;
  }
  return cost;
}

}  // namespace pmapsim
