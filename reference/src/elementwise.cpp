// Elementwise kernels: unary, binary, compare, select, convert.
//
// Floating kernels are written once over float buffers (Eigen array maps, so
// they vectorize); f32 arrays are processed in place, bf16 arrays are staged
// through float chunks and rounded to bf16 on store. s32 and bool have their
// own integer loops.
#include <Eigen/Core>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "internal.hpp"
#include "pmapsim/semantics/arithmetic.hpp"

namespace pmapsim::reference {
namespace {

using FloatArray = Eigen::Map<Eigen::ArrayXf>;
using ConstFloatArray = Eigen::Map<const Eigen::ArrayXf>;

// bf16 and mixed-dtype work is staged through float buffers of this many
// elements, small enough to stay in cache.
constexpr std::int64_t kChunk = 2048;

void load_float_range(const Array& a, std::int64_t start, std::int64_t count, float* out) {
  switch (a.dtype()) {
    case DType::f32:
      std::memcpy(out, a.data<float>() + start, static_cast<std::size_t>(count) * sizeof(float));
      return;
    case DType::bf16: {
      const std::uint16_t* bits = a.data<std::uint16_t>() + start;
      for (std::int64_t i = 0; i < count; ++i) out[i] = bf16_bits_to_f32(bits[i]);
      return;
    }
    case DType::s32: {
      const std::int32_t* values = a.data<std::int32_t>() + start;
      for (std::int64_t i = 0; i < count; ++i) out[i] = static_cast<float>(values[i]);
      return;
    }
    case DType::boolean: {
      const std::uint8_t* values = a.data<std::uint8_t>() + start;
      for (std::int64_t i = 0; i < count; ++i) out[i] = values[i] ? 1.0f : 0.0f;
      return;
    }
    case DType::f16: {
      const std::uint16_t* bits = a.data<std::uint16_t>() + start;
      for (std::int64_t i = 0; i < count; ++i) out[i] = f16_bits_to_f32(bits[i]);
      return;
    }
    default:  // f64 and the other integers, with convert's rounding to f32
      visit_dtype(a.dtype(), [&](auto tag) {
        using Tag = decltype(tag);
        const auto* values = typed_data<Tag>(a) + start;
        for (std::int64_t i = 0; i < count; ++i)
          out[i] = convert_value<DTypeTag<DType::f32>, Tag>(Tag::load(values[i]));
      });
      return;
  }
}

void store_float_range(const float* in, std::int64_t start, std::int64_t count, Array& out) {
  if (out.dtype() == DType::f32) {
    std::memcpy(out.data<float>() + start, in, static_cast<std::size_t>(count) * sizeof(float));
    return;
  }
  std::uint16_t* bits = out.data<std::uint16_t>() + start;
  if (out.dtype() == DType::f16) {
    for (std::int64_t i = 0; i < count; ++i) bits[i] = f32_to_f16_bits(in[i]);
    return;
  }
  if (out.dtype() != DType::bf16) throw Error("reference: cannot store floats into " + out.type().str());
  for (std::int64_t i = 0; i < count; ++i) bits[i] = f32_to_bf16_bits(in[i]);
}

// f16, bf16 and f32 compute in f32 (the narrow floats round once on store);
// f64 and the integers have exact typed paths.
bool computes_in_f32(DType dtype) {
  return dtype == DType::f32 || dtype == DType::bf16 || dtype == DType::f16;
}

// Applies compute(inputs, output, count) over float views of the inputs,
// writing `out` (f32 or bf16). All-f32 work runs on the arrays directly.
template <std::size_t N, class Compute>
void map_floats(const std::array<const Array*, N>& inputs, Array& out, Compute&& compute) {
  const std::int64_t n = out.size();
  const bool all_f32 =
      out.dtype() == DType::f32 &&
      std::all_of(inputs.begin(), inputs.end(), [](const Array* a) { return a->dtype() == DType::f32; });
  std::array<const float*, N> views;
  if (all_f32) {
    for (std::size_t i = 0; i < N; ++i) views[i] = inputs[i]->template data<float>();
    compute(views, out.data<float>(), n);
    return;
  }
  std::array<std::vector<float>, N> staged;
  for (auto& buffer : staged) buffer.resize(static_cast<std::size_t>(std::min(n, kChunk)));
  std::vector<float> result(static_cast<std::size_t>(std::min(n, kChunk)));
  for (std::int64_t start = 0; start < n; start += kChunk) {
    const std::int64_t count = std::min(kChunk, n - start);
    for (std::size_t i = 0; i < N; ++i) {
      load_float_range(*inputs[i], start, count, staged[i].data());
      views[i] = staged[i].data();
    }
    compute(views, result.data(), count);
    store_float_range(result.data(), start, count, out);
  }
}

// Runs an Eigen array expression over whole packets only: the tail is padded
// into a small buffer, so that every element goes through the same
// vectorized code and its result never depends on its position.
template <class Expression>
void apply_unary_padded(const float* in, float* out, std::int64_t n, Expression&& expression) {
  constexpr std::int64_t kPad = 16;
  const std::int64_t body = n - n % kPad;
  if (body > 0) FloatArray(out, body) = expression(ConstFloatArray(in, body));
  if (body == n) return;
  alignas(64) float tail_in[kPad] = {};
  alignas(64) float tail_out[kPad];
  std::copy(in + body, in + n, tail_in);
  FloatArray(tail_out, kPad) = expression(ConstFloatArray(tail_in, kPad));
  std::copy(tail_out, tail_out + (n - body), out + body);
}

template <class Expression>
Array float_unary(const LocalArgs& args, Expression&& expression) {
  const Array& x = args.operand(0);
  if (!is_floating(x.dtype())) unsupported_dtype(args.instruction.op, x.dtype());
  Array out = Array::uninitialized(args.result_type().dtype, args.result_type().shape);
  if (x.dtype() == DType::f64) {  // Eigen's double functions, element by element
    const std::int64_t n = x.size();
    Eigen::Map<Eigen::ArrayXd>(out.data<double>(), n) =
        expression(Eigen::Map<const Eigen::ArrayXd>(x.data<double>(), n));
    return out;
  }
  map_floats<1>({&x}, out, [&](const std::array<const float*, 1>& in, float* o, std::int64_t n) {
    apply_unary_padded(in[0], o, n, expression);
  });
  return out;
}

template <class Expression>
Array float_binary(const Array& a, const Array& b, const TensorType& type, Expression&& expression) {
  Array out = Array::uninitialized(type.dtype, type.shape);
  map_floats<2>({&a, &b}, out, [&](const std::array<const float*, 2>& in, float* o, std::int64_t n) {
    FloatArray(o, n) = expression(ConstFloatArray(in[0], n), ConstFloatArray(in[1], n));
  });
  return out;
}

// max/min with NaN propagation (either NaN operand gives NaN), as XLA's.
float max_propagating(float a, float b) {
  return (a != a || b != b) ? a + b : (a > b ? a : b);
}
float min_propagating(float a, float b) {
  return (a != a || b != b) ? a + b : (a < b ? a : b);
}

// For element functions Eigen has no vectorized form of.
template <class Function>
Array float_binary_loop(const Array& a, const Array& b, const TensorType& type, Function&& function) {
  Array out = Array::uninitialized(type.dtype, type.shape);
  map_floats<2>({&a, &b}, out, [&](const std::array<const float*, 2>& in, float* o, std::int64_t n) {
    for (std::int64_t i = 0; i < n; ++i) o[i] = function(in[0][i], in[1][i]);
  });
  return out;
}

template <class Op>
Array int32_binary(const Array& a, const Array& b, const TensorType& type, Op&& op) {
  Array out(type.dtype, type.shape);
  const std::int32_t* x = a.data<std::int32_t>();
  const std::int32_t* y = b.data<std::int32_t>();
  std::int32_t* o = out.data<std::int32_t>();
  const std::int64_t n = out.size();
  for (std::int64_t i = 0; i < n; ++i) o[i] = op(x[i], y[i]);
  return out;
}

template <class Op>
Array bool_binary(const Array& a, const Array& b, const TensorType& type, Op&& op) {
  Array out(type.dtype, type.shape);
  const std::uint8_t* x = a.data<std::uint8_t>();
  const std::uint8_t* y = b.data<std::uint8_t>();
  std::uint8_t* o = out.data<std::uint8_t>();
  const std::int64_t n = out.size();
  for (std::int64_t i = 0; i < n; ++i) o[i] = op(x[i], y[i]);
  return out;
}

Array binary_floats(OpCode kind, const Array& a, const Array& b, const TensorType& type) {
  switch (kind) {
    case OpCode::add:
      return float_binary(a, b, type, [](const auto& x, const auto& y) { return x + y; });
    case OpCode::sub:
      return float_binary(a, b, type, [](const auto& x, const auto& y) { return x - y; });
    case OpCode::mul:
      return float_binary(a, b, type, [](const auto& x, const auto& y) { return x * y; });
    case OpCode::div:
      return float_binary(a, b, type, [](const auto& x, const auto& y) { return x / y; });
    case OpCode::max:
      return float_binary_loop(a, b, type, max_propagating);
    case OpCode::min:
      return float_binary_loop(a, b, type, min_propagating);
    default:
      break;
  }
  return {};
}

Array binary_int32(OpCode kind, const Array& a, const Array& b, const TensorType& type) {
  switch (kind) {
    case OpCode::add:
      return int32_binary(
          a, b, type, [](std::int32_t x, std::int32_t y) { return semantics::wrapping(OpCode::add, x, y); });
    case OpCode::sub:
      return int32_binary(
          a, b, type, [](std::int32_t x, std::int32_t y) { return semantics::wrapping(OpCode::sub, x, y); });
    case OpCode::mul:
      return int32_binary(
          a, b, type, [](std::int32_t x, std::int32_t y) { return semantics::wrapping(OpCode::mul, x, y); });
    case OpCode::div:
      return int32_binary(a, b, type, semantics::integer_divide<std::int32_t>);
    case OpCode::max:
      return int32_binary(a, b, type, [](std::int32_t x, std::int32_t y) { return std::max(x, y); });
    case OpCode::min:
      return int32_binary(a, b, type, [](std::int32_t x, std::int32_t y) { return std::min(x, y); });
    default:
      break;
  }
  return {};
}

// bool arithmetic as XLA's pred: add and max are OR, mul and min are AND.
Array binary_bool(OpCode op, OpCode kind, const Array& a, const Array& b, const TensorType& type) {
  const auto any = [](std::uint8_t x, std::uint8_t y) -> std::uint8_t { return x | y; };
  const auto both = [](std::uint8_t x, std::uint8_t y) -> std::uint8_t { return x & y; };
  switch (kind) {
    case OpCode::add:
    case OpCode::max:
      return bool_binary(a, b, type, any);
    case OpCode::mul:
    case OpCode::min:
      return bool_binary(a, b, type, both);
    default:
      break;
  }
  unsupported_dtype(op, DType::boolean);
}

// f64 and every integer type: one typed loop per dtype.
Array binary_typed(OpCode kind, const Array& a, const Array& b, const TensorType& type) {
  Array out(type.dtype, type.shape);
  visit_dtype(a.dtype(), [&](auto tag) {
    using Tag = decltype(tag);
    using T = typename Tag::storage;
    if constexpr (Tag::is_integer || Tag::dtype == DType::f64) {
      const T* x = typed_data<Tag>(a);
      const T* y = typed_data<Tag>(b);
      T* o = typed_data<Tag>(out);
      const std::int64_t n = out.size();
      const auto loop = [&](auto&& op) {
        for (std::int64_t i = 0; i < n; ++i) o[i] = op(x[i], y[i]);
      };
      switch (kind) {
        case OpCode::add:
        case OpCode::sub:
        case OpCode::mul:
          if constexpr (Tag::is_integer) {
            loop([&](T p, T q) { return semantics::wrapping(kind, p, q); });
          } else {
            if (kind == OpCode::add) loop([](T p, T q) { return p + q; });
            if (kind == OpCode::sub) loop([](T p, T q) { return p - q; });
            if (kind == OpCode::mul) loop([](T p, T q) { return p * q; });
          }
          break;
        case OpCode::div:
          if constexpr (Tag::is_integer) {
            loop(semantics::integer_divide<T>);
          } else {
            loop([](T p, T q) { return p / q; });
          }
          break;
        case OpCode::max:
        case OpCode::min: {
          const bool take_max = kind == OpCode::max;
          if constexpr (Tag::is_integer) {
            loop([&](T p, T q) { return take_max ? std::max(p, q) : std::min(p, q); });
          } else {  // NaN propagates, as XLA's
            loop([&](T p, T q) {
              return (p != p || q != q) ? p + q : take_max ? std::max(p, q) : std::min(p, q);
            });
          }
          break;
        }
        default:
          break;
      }
    }
  });
  return out;
}

Array binary(const LocalArgs& args, OpCode kind) {
  const Array& a = args.operand(0);
  const Array& b = args.operand(1);
  if (computes_in_f32(a.dtype())) return binary_floats(kind, a, b, args.result_type());
  switch (a.dtype()) {
    case DType::s32:
      return binary_int32(kind, a, b, args.result_type());
    case DType::boolean:
      return binary_bool(args.instruction.op, kind, a, b, args.result_type());
    default:
      return binary_typed(kind, a, b, args.result_type());
  }
}

template <typename T>
void compare_values(const T* a, const T* b, std::uint8_t* out, std::int64_t n, CompareDirection direction) {
  switch (direction) {
    case CompareDirection::eq:
      for (std::int64_t i = 0; i < n; ++i) out[i] = a[i] == b[i];
      return;
    case CompareDirection::ne:
      for (std::int64_t i = 0; i < n; ++i) out[i] = a[i] != b[i];
      return;
    case CompareDirection::lt:
      for (std::int64_t i = 0; i < n; ++i) out[i] = a[i] < b[i];
      return;
    case CompareDirection::le:
      for (std::int64_t i = 0; i < n; ++i) out[i] = a[i] <= b[i];
      return;
    case CompareDirection::gt:
      for (std::int64_t i = 0; i < n; ++i) out[i] = a[i] > b[i];
      return;
    case CompareDirection::ge:
      for (std::int64_t i = 0; i < n; ++i) out[i] = a[i] >= b[i];
      return;
  }
}

// Element copies by width (E is an unsigned integer of the element's size).
template <typename E>
void select_elements(const Array& predicate, const Array& on_true, const Array& on_false, Array& out) {
  const std::uint8_t* pick = predicate.data<std::uint8_t>();
  const E* yes = on_true.data<E>();
  const E* no = on_false.data<E>();
  E* o = out.data<E>();
  const std::int64_t n = out.size();
  for (std::int64_t i = 0; i < n; ++i) o[i] = pick[i] ? yes[i] : no[i];
}

}  // namespace

[[noreturn]] void unsupported_dtype(OpCode op, DType dtype) {
  throw Error(std::string(op_name(op)) + ": unsupported dtype " + std::string(dtype_name(dtype)));
}

void load_floats(const Array& a, float* out) {
  load_float_range(a, 0, a.size(), out);
}

void store_floats(const float* in, Array& out) {
  store_float_range(in, 0, out.size(), out);
}

const float* float_view(const Array& a, std::vector<float>& scratch) {
  if (a.dtype() == DType::f32) return a.data<float>();
  scratch.resize(static_cast<std::size_t>(a.size()));
  load_floats(a, scratch.data());
  return scratch.data();
}

// -x or |x| for f64 and the integers (wrapping: -INT_MIN is INT_MIN).
Array negate_or_abs_typed(const Array& x, bool absolute) {
  Array out(x.dtype(), x.shape());
  visit_dtype(x.dtype(), [&](auto tag) {
    using Tag = decltype(tag);
    using T = typename Tag::storage;
    if constexpr (Tag::is_integer || Tag::dtype == DType::f64) {
      const T* in = typed_data<Tag>(x);
      T* o = typed_data<Tag>(out);
      const std::int64_t n = x.size();
      for (std::int64_t i = 0; i < n; ++i) {
        if constexpr (Tag::is_integer) {
          const T negated = semantics::wrapping(OpCode::sub, T{0}, in[i]);
          o[i] = absolute && !(in[i] < T{0}) ? in[i] : negated;
        } else {
          o[i] = absolute ? std::fabs(in[i]) : -in[i];
        }
      }
    }
  });
  return out;
}

Array kernel_neg(const LocalArgs& args) {
  const Array& x = args.operand(0);
  if (!computes_in_f32(x.dtype()) && x.dtype() != DType::s32 && x.dtype() != DType::boolean) {
    return negate_or_abs_typed(x, false);
  }
  if (x.dtype() == DType::s32) {
    Array out(DType::s32, x.shape());
    const std::int32_t* in = x.data<std::int32_t>();
    std::int32_t* o = out.data<std::int32_t>();
    const std::int64_t n = x.size();
    for (std::int64_t i = 0; i < n; ++i) o[i] = semantics::wrapping(OpCode::sub, 0, in[i]);
    return out;
  }
  return float_unary(args, [](const auto& a) { return -a; });
}

// |x|, as StableHLO's abs: integers wrap (abs(INT_MIN) is INT_MIN), floats
// clear the sign bit (abs(-0.0) = 0.0, NaN stays NaN).
Array kernel_abs(const LocalArgs& args) {
  const Array& x = args.operand(0);
  if (!computes_in_f32(x.dtype()) && x.dtype() != DType::s32 && x.dtype() != DType::boolean) {
    return negate_or_abs_typed(x, true);
  }
  if (x.dtype() == DType::s32) {
    Array out(DType::s32, x.shape());
    const std::int32_t* in = x.data<std::int32_t>();
    std::int32_t* o = out.data<std::int32_t>();
    const std::int64_t n = x.size();
    for (std::int64_t i = 0; i < n; ++i)
      o[i] = in[i] < 0 ? semantics::wrapping(OpCode::sub, 0, in[i]) : in[i];
    return out;
  }
  return float_unary(args, [](const auto& a) { return a.abs(); });
}

// Eigen's float exp clamps its argument at -88.7 and so returns a subnormal
// (about 3e-39) for every smaller x, -inf included, where exp is a smaller
// subnormal or 0. Below -87, where the result nears the subnormal range,
// exp is computed in double and rounded once. Besides giving exp(-inf) = 0
// (a masked softmax's weights), this keeps subnormals, which are slow to
// compute with, out of the ops that follow.
namespace {

constexpr float kExpSubnormalEdge = -87.0f;
// exp(x) < 2^-150 rounds to 0 for every x below this.
constexpr float kExpUnderflow = -104.0f;

float exp_near_underflow(float x) {
  return x < kExpUnderflow ? 0.0f : static_cast<float>(std::exp(static_cast<double>(x)));
}

// Eigen's exp sees no argument below the edge (those results are replaced),
// so that it never makes a subnormal: each one costs a slow microcode assist.
void exp_floats(const float* in, float* out, std::int64_t n) {
  float clamped[kChunk];
  for (std::int64_t start = 0; start < n; start += kChunk) {
    const std::int64_t count = std::min(kChunk, n - start);
    for (std::int64_t i = 0; i < count; ++i) clamped[i] = std::max(in[start + i], kExpSubnormalEdge);
    apply_unary_padded(clamped, out + start, count, [](const auto& a) { return a.exp(); });
    for (std::int64_t i = 0; i < count; ++i) {
      if (in[start + i] < kExpSubnormalEdge) out[start + i] = exp_near_underflow(in[start + i]);
    }
  }
}

}  // namespace

Array kernel_exp(const LocalArgs& args) {
  const Array& x = args.operand(0);
  if (!computes_in_f32(x.dtype())) return float_unary(args, [](const auto& a) { return a.exp(); });
  Array out = Array::uninitialized(args.result_type().dtype, args.result_type().shape);
  map_floats<1>({&x}, out, [](const std::array<const float*, 1>& in, float* o, std::int64_t n) {
    exp_floats(in[0], o, n);
  });
  return out;
}

Array kernel_log(const LocalArgs& args) {
  return float_unary(args, [](const auto& a) { return a.log(); });
}

Array kernel_tanh(const LocalArgs& args) {
  return float_unary(args, [](const auto& a) { return a.tanh(); });
}

// std::sqrt, element by element: IEEE's correctly rounded square root, as XLA computes it.
// Eigen's packet sqrt for f32 is a reciprocal-square-root estimate refined once under its
// default EIGEN_FAST_MATH: up to 3 ulps off (sqrt(4) = 1.9999999) and NaN at +inf.
Array kernel_sqrt(const LocalArgs& args) {
  return float_unary(args, [](const auto& a) { return a.unaryExpr([](auto v) { return std::sqrt(v); }); });
}

Array convert_array(const Array& source, DType dtype) {
  // Between f32 and the 16-bit floats the staged float path is exact and fast.
  if (computes_in_f32(source.dtype()) && computes_in_f32(dtype) &&
      (source.dtype() == DType::f32 || dtype == DType::f32)) {
    Array out(dtype, source.shape());
    map_floats<1>({&source}, out, [](const std::array<const float*, 1>& in, float* o, std::int64_t n) {
      std::copy(in[0], in[0] + n, o);
    });
    return out;
  }
  return source.astype(dtype);  // convert's rules for every pair (dtype.hpp: convert_value)
}

Array kernel_convert(const LocalArgs& args) {
  return convert_array(args.operand(0), args.result_type().dtype);
}

Array kernel_add(const LocalArgs& args) {
  return binary(args, OpCode::add);
}
Array kernel_sub(const LocalArgs& args) {
  return binary(args, OpCode::sub);
}
Array kernel_mul(const LocalArgs& args) {
  return binary(args, OpCode::mul);
}
Array kernel_div(const LocalArgs& args) {
  return binary(args, OpCode::div);
}
Array kernel_max(const LocalArgs& args) {
  return binary(args, OpCode::max);
}
Array kernel_min(const LocalArgs& args) {
  return binary(args, OpCode::min);
}

Array kernel_compare(const LocalArgs& args) {
  const Array& a = args.operand(0);
  const Array& b = args.operand(1);
  const CompareDirection direction = parse_compare_direction(args.attrs().symbol("direction"));
  Array out = Array::uninitialized(DType::boolean, args.result_type().shape);
  std::uint8_t* o = out.data<std::uint8_t>();
  const std::int64_t n = out.size();
  switch (a.dtype()) {
    case DType::f32:
      compare_values(a.data<float>(), b.data<float>(), o, n, direction);
      break;
    case DType::bf16: {
      std::vector<float> scratch_a, scratch_b;
      compare_values(float_view(a, scratch_a), float_view(b, scratch_b), o, n, direction);
      break;
    }
    case DType::s32:
      compare_values(a.data<std::int32_t>(), b.data<std::int32_t>(), o, n, direction);
      break;
    case DType::boolean:
      compare_values(a.data<std::uint8_t>(), b.data<std::uint8_t>(), o, n, direction);
      break;
    case DType::f16: {
      std::vector<float> scratch_a, scratch_b;
      compare_values(float_view(a, scratch_a), float_view(b, scratch_b), o, n, direction);
      break;
    }
    default:  // f64 and the other integers compare in their own type
      visit_dtype(a.dtype(), [&](auto tag) {
        using Tag = decltype(tag);
        compare_values(typed_data<Tag>(a), typed_data<Tag>(b), o, n, direction);
      });
      break;
  }
  return out;
}

Array kernel_select(const LocalArgs& args) {
  const Array& predicate = args.operand(0);
  Array out = Array::uninitialized(args.result_type().dtype, args.result_type().shape);
  switch (dtype_size(out.dtype())) {
    case 1:
      select_elements<std::uint8_t>(predicate, args.operand(1), args.operand(2), out);
      break;
    case 2:
      select_elements<std::uint16_t>(predicate, args.operand(1), args.operand(2), out);
      break;
    case 4:
      select_elements<std::uint32_t>(predicate, args.operand(1), args.operand(2), out);
      break;
    default:
      select_elements<std::uint64_t>(predicate, args.operand(1), args.operand(2), out);
      break;
  }
  return out;
}

void accumulate_sum(Array& accumulator, const Array& addend) {
  const std::int64_t n = accumulator.size();
  switch (accumulator.dtype()) {
    case DType::f32: {
      std::vector<float> scratch;
      FloatArray(accumulator.data<float>(), n) += ConstFloatArray(float_view(addend, scratch), n);
      return;
    }
    case DType::s32: {
      std::int32_t* acc = accumulator.data<std::int32_t>();
      const Array converted = addend.dtype() == DType::s32 ? Array() : addend.astype(DType::s32);
      const std::int32_t* x = (addend.dtype() == DType::s32 ? addend : converted).data<std::int32_t>();
      for (std::int64_t i = 0; i < n; ++i) acc[i] = semantics::wrapping(OpCode::add, acc[i], x[i]);
      return;
    }
    case DType::boolean: {
      std::uint8_t* acc = accumulator.data<std::uint8_t>();
      const std::uint8_t* x = addend.data<std::uint8_t>();
      for (std::int64_t i = 0; i < n; ++i) acc[i] |= x[i];
      return;
    }
    case DType::bf16:
    case DType::f16:
      break;
    default: {  // f64 and the other integers, in their own type (integers wrap)
      const Array converted =
          addend.dtype() == accumulator.dtype() ? Array() : addend.astype(accumulator.dtype());
      const Array& x = addend.dtype() == accumulator.dtype() ? addend : converted;
      visit_dtype(accumulator.dtype(), [&](auto tag) {
        using Tag = decltype(tag);
        using T = typename Tag::storage;
        if constexpr (Tag::is_integer || Tag::dtype == DType::f64) {
          T* acc = typed_data<Tag>(accumulator);
          const T* in = typed_data<Tag>(x);
          for (std::int64_t i = 0; i < n; ++i) {
            if constexpr (Tag::is_integer) {
              acc[i] = semantics::wrapping(OpCode::add, acc[i], in[i]);
            } else {
              acc[i] += in[i];
            }
          }
        }
      });
      return;
    }
  }
  throw Error("reference: bf16 and f16 accumulators must be staged as f32");
}

template <class Combine>
void accumulate_with(Array& accumulator, const Array& other, Combine&& combine_floats, bool take_max) {
  const std::int64_t n = accumulator.size();
  switch (accumulator.dtype()) {
    case DType::f32: {
      std::vector<float> scratch;
      float* acc = accumulator.data<float>();
      const float* x = float_view(other, scratch);
      for (std::int64_t i = 0; i < n; ++i) acc[i] = combine_floats(acc[i], x[i]);
      return;
    }
    case DType::s32: {
      std::int32_t* acc = accumulator.data<std::int32_t>();
      const std::int32_t* x = other.data<std::int32_t>();
      for (std::int64_t i = 0; i < n; ++i)
        acc[i] = take_max ? std::max(acc[i], x[i]) : std::min(acc[i], x[i]);
      return;
    }
    case DType::boolean: {
      std::uint8_t* acc = accumulator.data<std::uint8_t>();
      const std::uint8_t* x = other.data<std::uint8_t>();
      for (std::int64_t i = 0; i < n; ++i) acc[i] = take_max ? (acc[i] | x[i]) : (acc[i] & x[i]);
      return;
    }
    case DType::bf16:
    case DType::f16:
      break;
    default: {  // f64 and the other integers, in their own type
      visit_dtype(accumulator.dtype(), [&](auto tag) {
        using Tag = decltype(tag);
        using T = typename Tag::storage;
        if constexpr (Tag::is_integer || Tag::dtype == DType::f64) {
          T* acc = typed_data<Tag>(accumulator);
          const T* x = typed_data<Tag>(other);
          for (std::int64_t i = 0; i < n; ++i) {
            if constexpr (Tag::is_integer) {
              acc[i] = take_max ? std::max(acc[i], x[i]) : std::min(acc[i], x[i]);
            } else {
              acc[i] = (acc[i] != acc[i] || x[i] != x[i]) ? acc[i] + x[i]
                       : take_max                         ? std::max(acc[i], x[i])
                                                          : std::min(acc[i], x[i]);
            }
          }
        }
      });
      return;
    }
  }
  throw Error("reference: bf16 and f16 accumulators must be staged as f32");
}

void accumulate_max(Array& accumulator, const Array& other) {
  accumulate_with(accumulator, other, max_propagating, true);
}

void accumulate_min(Array& accumulator, const Array& other) {
  accumulate_with(accumulator, other, min_propagating, false);
}

void add_elementwise_rows(KernelTable& table) {
  set_local(table, OpCode::neg, kernel_neg);
  set_local(table, OpCode::abs, kernel_abs);
  set_local(table, OpCode::exp, kernel_exp);
  set_local(table, OpCode::log, kernel_log);
  set_local(table, OpCode::tanh, kernel_tanh);
  set_local(table, OpCode::sqrt, kernel_sqrt);
  set_local(table, OpCode::convert, kernel_convert);
  set_local(table, OpCode::add, kernel_add);
  set_local(table, OpCode::sub, kernel_sub);
  set_local(table, OpCode::mul, kernel_mul);
  set_local(table, OpCode::div, kernel_div);
  set_local(table, OpCode::max, kernel_max);
  set_local(table, OpCode::min, kernel_min);
  set_local(table, OpCode::compare, kernel_compare);
  set_local(table, OpCode::select, kernel_select);
}

}  // namespace pmapsim::reference
