// Elementwise math kernels: the real unary ops (PMAPSIM_REAL_UNARY_OPS),
// sign, is_finite, atan2, power, remainder, clamp.
//
// Float kernels compute each element in double by the ops' semantics, written
// once for every backend (pmapsim/semantics/real_math.hpp), and round once to
// the element type, one element at a time: results are deterministic,
// never depend on an element's position, and are within an ulp or so of the
// exact value (tests/reference/test_elementwise_math.cpp measures the
// distance to JAX's CPU results). Integer kernels follow StableHLO (XLA) and
// wrap in two's complement.
#include <cmath>
#include <limits>
#include <type_traits>

#include "internal.hpp"
#include "math_dispatch.hpp"
#include "pmapsim/semantics/integer_math.hpp"
#include "pmapsim/semantics/real_math.hpp"

namespace pmapsim::reference {
namespace {

// Applies f (double -> double) to every element of the float operand.
template <class Function>
Array float_math(const LocalArgs& args, Function&& f) {
  const Array& x = args.operand(0);
  return visit_float(args.instruction.op, x.dtype(), [&](auto element) {
    using E = decltype(element);
    using S = typename E::Storage;
    return map_elements<S, S>(x, args.result_type(), [&](S v) { return E::store(f(E::load(v))); });
  });
}

template <class Function>
Array float_math2(const LocalArgs& args, Function&& f) {
  const Array& a = args.operand(0);
  return visit_float(args.instruction.op, a.dtype(), [&](auto element) {
    using E = decltype(element);
    using S = typename E::Storage;
    return map_elements<S, S>(a, args.operand(1), args.result_type(),
                              [&](S x, S y) { return E::store(f(E::load(x), E::load(y))); });
  });
}

// The float ops of semantics::real_unary, one kernel each.
template <OpCode op>
Array kernel_real_unary(const LocalArgs& args) {
  return float_math(args, [](double x) { return semantics::real_unary(op, x); });
}

// sign on floats as real_unary; integers as semantics::integer_sign.
Array kernel_sign(const LocalArgs& args) {
  const Array& x = args.operand(0);
  if (is_floating(x.dtype())) return kernel_real_unary<OpCode::sign>(args);
  return visit_integer(args.instruction.op, x.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(x, args.result_type(), semantics::integer_sign<T>);
  });
}

Array kernel_atan2(const LocalArgs& args) {
  return float_math2(args, [](double y, double x) { return semantics::real_binary(OpCode::atan2, y, x); });
}

Array kernel_is_finite(const LocalArgs& args) {
  const Array& x = args.operand(0);
  return visit_float(args.instruction.op, x.dtype(), [&](auto element) {
    using E = decltype(element);
    using S = typename E::Storage;
    return map_elements<S, std::uint8_t>(
        x, args.result_type(), [](S v) { return static_cast<std::uint8_t>(std::isfinite(E::load(v))); });
  });
}

// --- power and remainder ------------------------------------------------------------

Array kernel_power(const LocalArgs& args) {
  const Array& a = args.operand(0);
  if (is_floating(a.dtype()))
    return float_math2(args, [](double x, double y) { return semantics::real_binary(OpCode::power, x, y); });
  return visit_integer(args.instruction.op, a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(a, args.operand(1), args.result_type(), semantics::integer_power<T>);
  });
}

// Integers: semantics::integer_remainder; floats: fmod (exact).
Array kernel_remainder(const LocalArgs& args) {
  const Array& a = args.operand(0);
  if (is_floating(a.dtype()))
    return float_math2(args,
                       [](double x, double y) { return semantics::real_binary(OpCode::remainder, x, y); });
  return visit_integer(args.instruction.op, a.dtype(), [&](auto tag) {
    using T = decltype(tag);
    return map_elements<T, T>(a, args.operand(1), args.result_type(), semantics::integer_remainder<T>);
  });
}

// --- clamp ----------------------------------------------------------------------------

// clamp(min, x, max) = min(max(x, lo), hi) with XLA's NaN-propagating max and
// min; a scalar bound applies to every element (StableHLO's broadcast rule).
template <class T>
T clamp_value(T lo, T x, T hi) {
  if constexpr (std::is_floating_point_v<T>) {
    if (lo != lo || x != x || hi != hi) return std::numeric_limits<T>::quiet_NaN();
  }
  const T raised = x < lo ? lo : x;
  return raised > hi ? hi : raised;
}

template <class Load, class Store>
void clamp_loop(const LocalArgs& args, Array& out, Load&& load, Store&& store) {
  const Array& lo = args.operand(0);
  const Array& x = args.operand(1);
  const Array& hi = args.operand(2);
  const std::int64_t lo_step = lo.size() == 1 ? 0 : 1;
  const std::int64_t hi_step = hi.size() == 1 ? 0 : 1;
  const std::int64_t n = out.size();
  for (std::int64_t i = 0; i < n; ++i) {
    store(out, i, clamp_value(load(lo, i * lo_step), load(x, i), load(hi, i * hi_step)));
  }
}

Array kernel_clamp(const LocalArgs& args) {
  const DType dtype = args.operand(1).dtype();
  Array out(args.result_type().dtype, args.result_type().shape);
  if (is_floating(dtype)) {
    visit_float(args.instruction.op, dtype, [&](auto element) {
      using E = decltype(element);
      using S = typename E::Storage;
      clamp_loop(
          args, out, [](const Array& a, std::int64_t i) { return E::load(a.data<S>()[i]); },
          [](Array& o, std::int64_t i, double v) { o.data<S>()[i] = E::store(v); });
    });
    return out;
  }
  visit_integer(args.instruction.op, dtype, [&](auto tag) {
    using T = decltype(tag);
    clamp_loop(
        args, out, [](const Array& a, std::int64_t i) { return a.data<T>()[i]; },
        [](Array& o, std::int64_t i, T v) { o.data<T>()[i] = v; });
  });
  return out;
}

}  // namespace

void add_elementwise_math_rows(KernelTable& table) {
#define PMAPSIM_REAL_UNARY_ROW(name) set_local(table, OpCode::name, kernel_real_unary<OpCode::name>);
  PMAPSIM_REAL_UNARY_OPS(PMAPSIM_REAL_UNARY_ROW)
#undef PMAPSIM_REAL_UNARY_ROW
  set_local(table, OpCode::sign, kernel_sign);
  set_local(table, OpCode::is_finite, kernel_is_finite);
  set_local(table, OpCode::atan2, kernel_atan2);
  set_local(table, OpCode::power, kernel_power);
  set_local(table, OpCode::remainder, kernel_remainder);
  set_local(table, OpCode::clamp, kernel_clamp);
}

}  // namespace pmapsim::reference
