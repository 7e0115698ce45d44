// Conformance: complex numbers and the FFT through pmap on the backend under
// test: every fft_type against a direct DFT computed here in double, a
// Fourier layer's spectral product (rfft, a complex multiply, irfft), and
// complex arithmetic, sum and matmul, each checked against the reference off
// it. A backend that refuses an op on complex numbers when the program
// compiles has that section reported and passed (Backend::supports; see
// PMAPSIM_CONFORMANCE_REFUSED).
#include <complex>
#include <numbers>

#include "conformance.hpp"

namespace conformance {
namespace {

using Complex = std::complex<double>;

bool backend_runs(const std::vector<OpCode>& ops, DType dtype) {
  for (OpCode op : ops) {
    if (runtime().backend().supports(op, dtype)) continue;
    PMAPSIM_CONFORMANCE_REFUSED("backend '" << runtime().backend().kind() << "' does not run " << op_name(op)
                                            << " on " << dtype_name(dtype));
    return false;
  }
  return true;
}

// Per device a row of n complex values (distinct on every device).
Array signal(DType dtype, std::int64_t devices, std::int64_t n) {
  Array x(dtype, {devices, n});
  for (std::int64_t d = 0; d < devices; ++d) {
    for (std::int64_t j = 0; j < n; ++j) {
      const auto t = static_cast<double>(j);
      x.set_complex(d * n + j,
                    {std::sin(0.7 * t + static_cast<double>(d)) + 0.1 * t, std::cos(1.3 * t) - 0.25 * d});
    }
  }
  return x;
}

// The direct DFT of each row: sign -1 forward, +1 inverse (then scaled by 1/n).
std::vector<Complex> dft(const Array& x, std::int64_t d, std::int64_t n, bool inverse) {
  std::vector<Complex> out(static_cast<std::size_t>(n));
  for (std::int64_t k = 0; k < n; ++k) {
    Complex sum = 0;
    for (std::int64_t j = 0; j < n; ++j) {
      const double angle = (inverse ? 2 : -2) * std::numbers::pi * static_cast<double>(j * k % n) / n;
      sum += x.get_complex(d * n + j) * std::polar(1.0, angle);
    }
    out[static_cast<std::size_t>(k)] = inverse ? sum / static_cast<double>(n) : sum;
  }
  return out;
}

void require_close(const Array& got, std::int64_t index, Complex want, double scale, double tolerance) {
  const Complex value = got.get_complex(index);
  INFO("element " << index << ": got " << value << ", expected " << want);
  REQUIRE(std::abs(value - want) <= tolerance * scale);
}

// Per device 4 values' real and imaginary parts (f32), distinct across a row and across devices.
Array real_parts(std::int64_t devices) {
  return tabulate(DType::f32, {devices, 4},
                  [](const auto& i) { return 0.5 * static_cast<double>(i[1]) - 0.75; });
}
Array imaginary_parts(std::int64_t devices) {
  return tabulate(DType::f32, {devices, 4},
                  [](const auto& i) { return 0.25 * static_cast<double>(i[0]) + 0.5; });
}

}  // namespace

TEST_CASE("complex: fft and ifft of every row against a direct DFT, c64 and c128") {
  const std::int64_t n = devices();
  for (DType dtype : {DType::c64, DType::c128}) {
    SECTION(std::string(dtype_name(dtype))) {
      if (!backend_runs({OpCode::fft}, dtype)) continue;
      const double tolerance = dtype == DType::c64 ? 1e-6 : 1e-12;
      const std::int64_t length = 12;
      const Array x = signal(dtype, n, length);
      for (const bool inverse : {false, true}) {
        INFO((inverse ? "ifft" : "fft"));
        auto f = pmap([inverse](Value v) { return fft(v, inverse ? FftType::ifft : FftType::fft, {12}); },
                      jax_view());
        const Array got = run1(f, {x});
        for (std::int64_t d = 0; d < n; ++d) {
          const std::vector<Complex> want = dft(x, d, length, inverse);
          for (std::int64_t k = 0; k < length; ++k)
            require_close(got, d * length + k, want[static_cast<std::size_t>(k)], 10.0, tolerance);
        }
      }
    }
  }
}

TEST_CASE("complex: a Fourier layer's spectral product: rfft, multiply by complex weights, irfft") {
  const std::int64_t n = devices();
  if (!backend_runs({OpCode::fft, OpCode::mul, OpCode::constant}, DType::c64)) return;
  const std::int64_t length = 10;
  const Array x = tabulate(DType::f32, {n, length}, [](const auto& i) {
    return std::sin(0.5 * static_cast<double>(i[1]) + static_cast<double>(i[0]));
  });
  Array weights(DType::c64, {6});
  for (std::int64_t k = 0; k < 6; ++k)
    weights.set_complex(k, {1.0 / (1.0 + k), 0.5 * static_cast<double>(k % 2)});
  auto f = pmap(
      [&weights](Value v) {
        return fft(fft(v, FftType::rfft, {10}) * constant(weights), FftType::irfft, {10});
      },
      jax_view());
  const Array got = run1(f, {x});
  REQUIRE(got.type() == TensorType{DType::f32, {n, length}});
  for (std::int64_t d = 0; d < n; ++d) {
    Array row = x.astype(DType::c128);
    std::vector<Complex> spectrum = dft(row, d, length, false);
    for (std::int64_t k = 0; k < length; ++k) {
      const std::int64_t half = k <= length / 2 ? k : length - k;  // the weight of the Hermitian partner
      const Complex w = weights.get_complex(half);
      spectrum[static_cast<std::size_t>(k)] *= k <= length / 2 ? w : std::conj(w);
    }
    // The Nyquist bin's weight may have an imaginary part: IRFFT keeps its real part only.
    spectrum[static_cast<std::size_t>(length / 2)] = spectrum[static_cast<std::size_t>(length / 2)].real();
    Array product(DType::c128, {1, length});
    for (std::int64_t k = 0; k < length; ++k) product.set_complex(k, spectrum[static_cast<std::size_t>(k)]);
    const std::vector<Complex> want = dft(product, 0, length, true);
    for (std::int64_t j = 0; j < length; ++j)
      require_close(got, d * length + j, want[static_cast<std::size_t>(j)].real(), 1.0, 1e-6);
  }
}

TEST_CASE("complex: arithmetic, conj, abs, exp, sum and matmul through pmap") {
  const std::int64_t n = devices();
  const std::vector<OpCode> ops = {OpCode::complex,  OpCode::real, OpCode::imag, OpCode::mul,
                                   OpCode::div,      OpCode::abs,  OpCode::exp,  OpCode::neg,
                                   OpCode::sub,      OpCode::add,  OpCode::dot,  OpCode::reduce_sum,
                                   OpCode::broadcast};
  if (!backend_runs(ops, DType::c64)) return;
  const Array re = real_parts(n), im = imaginary_parts(n);
  auto f = pmap(
      [](const std::vector<Value>& args) {
        const Value z = complex(args[0], args[1]);
        const Value quotient = (z * conj(z) + z) / (z - complex(args[1], args[0]) * 2.0 + 3.0);
        const Value product = matmul(reshape(z, {1, 4}), reshape(exp(z), {4, 1}));
        return std::vector<Value>{quotient, abs(z), sum(product) + sum(z)};
      },
      jax_view());
  const std::vector<Array> got = run(f, {re, im});
  for (std::int64_t d = 0; d < n; ++d) {
    Complex dot = 0, total = 0;
    for (std::int64_t j = 0; j < 4; ++j) {
      const Complex z(re.get(d * 4 + j), im.get(d * 4 + j));
      const Complex swapped(im.get(d * 4 + j), re.get(d * 4 + j));
      require_close(got[0], d * 4 + j, (z * std::conj(z) + z) / (z - swapped * 2.0 + 3.0), 1.0, 1e-6);
      REQUIRE(got[1].get(d * 4 + j) == Approx(std::abs(z)).epsilon(1e-6));
      dot += z * std::exp(z);
      total += z;
    }
    require_close(got[2], d, dot + total, std::abs(dot + total) + 1.0, 1e-6);
  }
}

TEST_CASE("complex: log, sqrt, rsqrt, tanh, sine, cosine, sign and power through pmap") {
  const std::int64_t n = devices();
  const std::vector<OpCode> ops = {OpCode::complex, OpCode::log,    OpCode::sqrt, OpCode::rsqrt, OpCode::tanh,
                                   OpCode::sine,    OpCode::cosine, OpCode::sign, OpCode::power, OpCode::add};
  if (!backend_runs(ops, DType::c64)) return;
  const Array re = real_parts(n), im = imaginary_parts(n);
  auto f = pmap(
      [](const std::vector<Value>& args) {
        const Value z = complex(args[0], args[1]);
        const Value w = complex(args[1], args[0]);
        return std::vector<Value>{log(z) + sqrt(z) + rsqrt(z), tanh(z) + sine(z) + cosine(z),
                                  sign(z) + power(z, w)};
      },
      jax_view());
  const std::vector<Array> got = run(f, {re, im});
  for (std::int64_t i = 0; i < n * 4; ++i) {
    const Complex z(re.get(i), im.get(i)), w(im.get(i), re.get(i));
    const Complex roots = std::log(z) + std::sqrt(z) + 1.0 / std::sqrt(z);
    const Complex waves = std::tanh(z) + std::sin(z) + std::cos(z);
    const Complex powers = z / std::abs(z) + std::exp(w * std::log(z));
    require_close(got[0], i, roots, std::abs(roots) + 1.0, 1e-6);
    require_close(got[1], i, waves, std::abs(waves) + 1.0, 1e-6);
    require_close(got[2], i, powers, std::abs(powers) + 1.0, 1e-6);
  }
}

}  // namespace conformance
