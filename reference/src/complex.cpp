// Complex numbers (c64, c128) on the reference: complex/real/imag, the
// elementwise ops StableHLO defines on complex numbers, constants, select,
// reduce_sum, dot and the reducing collectives.
//
// add_complex_rows runs after every other file has added its rows and wraps
// the rows of the ops that take complex operands: an instruction with a
// complex operand or result runs here, any other the op's real kernel, which
// the wrapper keeps. Elements are computed in double by the per-element
// semantics every backend shares (pmapsim/semantics/complex_math.hpp) and each
// part is rounded once to the result's part type (f32 for c64), as the
// reference computes the real floats in double where it can. Sums run on the
// parts (a complex array read as its real parts with a trailing dim of 2)
// through the real kernels, so they add in the order real sums do. Layout
// and indexing ops move complex elements by their bytes and need no row here.
#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <cstring>

#include "internal.hpp"
#include "pmapsim/reference/kernels.hpp"
#include "pmapsim/semantics/complex_math.hpp"

namespace pmapsim::reference {
namespace {

using Complex = std::complex<double>;

std::size_t row_of(OpCode op) {
  return static_cast<std::size_t>(op);
}

// The real kernels of the wrapped rows, saved when add_complex_rows wraps them.
std::array<LocalKernel, kNumOps>& real_local() {
  static std::array<LocalKernel, kNumOps> kernels{};
  return kernels;
}
std::array<CollectiveKernel, kNumOps>& real_collective() {
  static std::array<CollectiveKernel, kNumOps> kernels{};
  return kernels;
}

// Every element of a (complex or real) widened to a complex double, exactly.
std::vector<Complex> widened(const Array& a) {
  std::vector<Complex> values(static_cast<std::size_t>(a.size()));
  if (!is_complex(a.dtype())) {
    for (std::int64_t i = 0; i < a.size(); ++i) values[static_cast<std::size_t>(i)] = Complex(a.get(i), 0.0);
    return values;
  }
  visit_complex(a.dtype(), [&](auto tag) {
    const auto* in = a.data<typename decltype(tag)::storage>();
    for (std::int64_t i = 0; i < a.size(); ++i) {
      values[static_cast<std::size_t>(i)] = Complex(in[i].real(), in[i].imag());
    }
  });
  return values;
}

template <typename Part>
Part rounded(double value) {
  if constexpr (std::is_same_v<Part, float>) {
    return double_to_f32(value);
  } else {
    return value;
  }
}

// An array of `type` holding values: complex parts each rounded once; a real
// type takes the real parts (with set()'s rounding).
Array narrowed(const std::vector<Complex>& values, const TensorType& type) {
  Array out = Array::uninitialized(type.dtype, type.shape);
  if (!is_complex(type.dtype)) {
    for (std::int64_t i = 0; i < out.size(); ++i) out.set(i, values[static_cast<std::size_t>(i)].real());
    return out;
  }
  visit_complex(type.dtype, [&](auto tag) {
    using Tag = decltype(tag);
    using Part = typename Tag::part;
    auto* o = out.data<typename Tag::storage>();
    for (std::int64_t i = 0; i < out.size(); ++i) {
      const Complex& v = values[static_cast<std::size_t>(i)];
      o[i] = typename Tag::storage(rounded<Part>(v.real()), rounded<Part>(v.imag()));
    }
  });
  return out;
}

// Each element through the shared semantics (complex_math.hpp), as the GPU computes it.
Complex through(const semantics::ComplexValue& z) {
  return Complex(z.re, z.im);
}
semantics::ComplexValue as_value(Complex z) {
  return {z.real(), z.imag()};
}

Array complex_unary(const LocalArgs& args) {
  std::vector<Complex> values = widened(args.operand(0));
  const OpCode op = args.instruction.op;
  for (Complex& value : values) value = through(semantics::complex_unary(op, as_value(value)));
  return narrowed(values, args.result_type());
}

Array complex_binary(const LocalArgs& args) {
  std::vector<Complex> a = widened(args.operand(0));
  const std::vector<Complex> b = widened(args.operand(1));
  const OpCode op = args.instruction.op;
  for (std::size_t i = 0; i < a.size(); ++i)
    a[i] = through(semantics::complex_binary(op, as_value(a[i]), as_value(b[i])));
  return narrowed(a, args.result_type());
}

// eq and ne (the shape rule refuses the orderings): both parts equal.
Array complex_compare(const LocalArgs& args) {
  const std::vector<Complex> a = widened(args.operand(0));
  const std::vector<Complex> b = widened(args.operand(1));
  const bool equal = parse_compare_direction(args.attrs().symbol("direction")) == CompareDirection::eq;
  Array out = Array::uninitialized(DType::boolean, args.result_type().shape);
  std::uint8_t* o = out.data<std::uint8_t>();
  for (std::size_t i = 0; i < a.size(); ++i) o[i] = (a[i] == b[i]) == equal ? 1 : 0;
  return out;
}

Array complex_select(const LocalArgs& args) {
  const std::uint8_t* pick = args.operand(0).data<std::uint8_t>();
  const Array& on_true = args.operand(1);
  const Array& on_false = args.operand(2);
  Array out = Array::uninitialized(args.result_type().dtype, args.result_type().shape);
  const std::size_t width = dtype_size(out.dtype());
  for (std::int64_t i = 0; i < out.size(); ++i) {
    const std::size_t offset = static_cast<std::size_t>(i) * width;
    std::memcpy(out.raw() + offset, (pick[i] ? on_true : on_false).raw() + offset, width);
  }
  return out;
}

// A splat is `value` + i `imag` (0 when absent); `values` holds each element's real then imaginary part.
Array complex_constant(const LocalArgs& args) {
  const TensorType& type = args.result_type();
  const Attrs& attrs = args.attrs();
  std::vector<Complex> values(static_cast<std::size_t>(type.num_elements()));
  if (attrs.has("values")) {
    const std::vector<double>& parts = attrs.real_list("values");
    if (parts.size() != 2 * values.size()) {
      throw Error("constant: " + std::to_string(parts.size()) + " values for " + type.str());
    }
    for (std::size_t i = 0; i < values.size(); ++i) values[i] = Complex(parts[2 * i], parts[2 * i + 1]);
  } else {
    const Complex splat(attrs.real("value"), attrs.has("imag") ? attrs.real("imag") : 0.0);
    std::fill(values.begin(), values.end(), splat);
  }
  return narrowed(values, type);
}

// --- the parts view: a complex array as its real parts, with a trailing dim of 2 ---

TensorType parts_type(const TensorType& type) {
  TensorType parts{complex_part_dtype(type.dtype), type.shape};
  parts.shape.push_back(2);
  return parts;
}

Array as_parts(const Array& x) {
  Array parts = Array::uninitialized(parts_type(x.type()).dtype, parts_type(x.type()).shape);
  if (parts.byte_size() > 0) std::memcpy(parts.raw(), x.raw(), parts.byte_size());
  return parts;
}

Array from_parts(const Array& parts, DType dtype) {
  Array x = Array::uninitialized(dtype, Shape(parts.shape().begin(), parts.shape().end() - 1));
  if (x.byte_size() > 0) std::memcpy(x.raw(), parts.raw(), x.byte_size());
  return x;
}

// The instruction's real kernel on the parts of its (complex) operands: for
// reduce_sum, whose reduced axes keep their numbers when a trailing dim is added.
Array on_parts(const LocalArgs& args) {
  std::vector<Array> parts;
  for (const Array* operand : args.operands) parts.push_back(as_parts(*operand));
  std::vector<const Array*> pointers;
  for (const Array& part : parts) pointers.push_back(&part);
  Instruction real = args.instruction;
  real.type = parts_type(args.result_type());
  const Array result = real_local()[row_of(real.op)](LocalArgs{args.program, real, pointers, args.device});
  return from_parts(result, args.result_type().dtype);
}

// psum, pmean and psum_scatter on the parts: their dimensions keep their numbers too.
// Across processes an operand no local result needs is absent, and only the local block's
// results are made (the others stay empty): both pass through as they are.
std::vector<Array> collective_on_parts(const CollectiveArgs& args) {
  std::vector<Array> parts(args.operands.size());
  std::vector<const Array*> pointers(args.operands.size(), nullptr);
  for (std::size_t d = 0; d < args.operands.size(); ++d) {
    if (args.operands[d] == nullptr) continue;
    parts[d] = as_parts(*args.operands[d]);
    pointers[d] = &parts[d];
  }
  Instruction real = args.instruction;
  real.type = parts_type(args.result_type());
  std::vector<Array> results =
      real_collective()[row_of(real.op)](CollectiveArgs{args.program, real, pointers, args.local});
  for (std::size_t d = 0; d < results.size(); ++d)
    if (args.local.contains(static_cast<std::int64_t>(d)))
      results[d] = from_parts(results[d], args.result_type().dtype);
  return results;
}

// One part (real or imaginary) of a complex array, widened to f64.
Array part_f64(const Array& x, bool imaginary) {
  Array part(DType::f64, x.shape());
  double* o = part.data<double>();
  for (std::int64_t i = 0; i < x.size(); ++i) {
    const Complex z = x.get_complex(i);
    o[i] = imaginary ? z.imag() : z.real();
  }
  return part;
}

// (a + ib)(c + id) summed over the contraction: four f64 products of the parts
// through the real dot (f64 accumulation), combined in double and rounded once.
Array complex_dot(const LocalArgs& args) {
  const Array ar = part_f64(args.operand(0), false), ai = part_f64(args.operand(0), true);
  const Array br = part_f64(args.operand(1), false), bi = part_f64(args.operand(1), true);
  Instruction real = args.instruction;
  real.type.dtype = DType::f64;
  const auto dot = [&](const Array& a, const Array& b) {
    const std::array<const Array*, 2> operands = {&a, &b};
    return real_local()[row_of(OpCode::dot)](LocalArgs{args.program, real, operands, args.device});
  };
  const Array rr = dot(ar, br), ii = dot(ai, bi), ri = dot(ar, bi), ir = dot(ai, br);
  std::vector<Complex> values(static_cast<std::size_t>(rr.size()));
  for (std::size_t i = 0; i < values.size(); ++i) {
    values[i] =
        Complex(rr.data<double>()[i] - ii.data<double>()[i], ri.data<double>()[i] + ir.data<double>()[i]);
  }
  return narrowed(values, args.result_type());
}

// An instruction's complex form, for the ops whose rows add_complex_rows wraps.
Array complex_kernel(const LocalArgs& args) {
  switch (args.instruction.op) {
#define PMAPSIM_BINARY_CASE(op) case OpCode::op:
    PMAPSIM_COMPLEX_BINARY_OPS(PMAPSIM_BINARY_CASE)
#undef PMAPSIM_BINARY_CASE
    return complex_binary(args);
    case OpCode::compare:
      return complex_compare(args);
    case OpCode::select:
      return complex_select(args);
    case OpCode::convert:
      return convert_array(args.operand(0), args.result_type().dtype);
    case OpCode::constant:
      return complex_constant(args);
    case OpCode::reduce_sum:
      return on_parts(args);
    case OpCode::dot:
      return complex_dot(args);
    default:
      return complex_unary(args);
  }
}

bool touches_complex(const TensorType& result, std::span<const Array* const> operands) {
  if (is_complex(result.dtype)) return true;
  for (const Array* operand : operands) {  // absent across processes where no local result needs it
    if (operand != nullptr && is_complex(operand->dtype())) return true;
  }
  return false;
}

Array complex_or_real(const LocalArgs& args) {
  if (touches_complex(args.result_type(), args.operands)) return complex_kernel(args);
  return real_local()[row_of(args.instruction.op)](args);
}

std::vector<Array> complex_or_real_collective(const CollectiveArgs& args) {
  if (touches_complex(args.result_type(), args.operands)) return collective_on_parts(args);
  return real_collective()[row_of(args.instruction.op)](args);
}

// complex(re, im) of two real arrays.
Array kernel_complex(const LocalArgs& args) {
  std::vector<Complex> values = widened(args.operand(0));
  const std::vector<Complex> im = widened(args.operand(1));
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = Complex(values[i].real(), im[i].real());
  return narrowed(values, args.result_type());
}

// real and imag of a float array: the array itself, and zeros.
Array kernel_part(const LocalArgs& args) {
  const Array& x = args.operand(0);
  if (!is_complex(x.dtype())) {
    return args.instruction.op == OpCode::real ? x : Array(x.dtype(), x.shape());
  }
  return complex_unary(args);
}

#define PMAPSIM_LISTED(op) OpCode::op,
// The ops whose rows take complex operands here; the rest keep their real kernels.
constexpr OpCode kWrappedLocal[] = {PMAPSIM_COMPLEX_UNARY_OPS(PMAPSIM_LISTED)
                                        PMAPSIM_COMPLEX_BINARY_OPS(PMAPSIM_LISTED) OpCode::compare,
                                    OpCode::convert,
                                    OpCode::select,
                                    OpCode::constant,
                                    OpCode::reduce_sum,
                                    OpCode::dot};
constexpr OpCode kWrappedCollective[] = {PMAPSIM_COMPLEX_SUMMING_COLLECTIVES(PMAPSIM_LISTED)};

// Ops that move complex elements by their bytes, run their regions' instructions, or handle complex
// themselves.
constexpr OpCode kByteMovers[] = {PMAPSIM_COMPLEX_BYTE_MOVING_OPS(PMAPSIM_LISTED) OpCode::reduce,
                                  OpCode::sort,
                                  OpCode::complex,
                                  OpCode::real,
                                  OpCode::imag,
                                  OpCode::fft};
#undef PMAPSIM_LISTED

template <std::size_t N>
bool listed(const OpCode (&ops)[N], OpCode op) {
  return std::find(std::begin(ops), std::end(ops), op) != std::end(ops);
}

}  // namespace

bool supports_complex(OpCode op) {
  return listed(kWrappedLocal, op) || listed(kWrappedCollective, op) || listed(kByteMovers, op);
}

void add_complex_rows(KernelTable& table) {
  for (OpCode op : kWrappedLocal) {
    real_local()[row_of(op)] = table[row_of(op)].local;
    set_local(table, op, complex_or_real);
  }
  for (OpCode op : kWrappedCollective) {
    real_collective()[row_of(op)] = table[row_of(op)].collective;
    set_collective(table, op, complex_or_real_collective);
  }
  set_local(table, OpCode::complex, kernel_complex);
  set_local(table, OpCode::real, kernel_part);
  set_local(table, OpCode::imag, kernel_part);
}

}  // namespace pmapsim::reference
