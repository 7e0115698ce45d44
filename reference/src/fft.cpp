// StableHLO's fft on the reference: FFT, IFFT, RFFT and IRFFT over the last
// len(fft_length) dims, as numpy.fft and jax.numpy.fft define them (IFFT and
// IRFFT scaled by 1/n; RFFT keeps n/2+1 outputs; IRFFT reads n/2+1 inputs and
// ignores the imaginary parts its real output cannot hold).
//
// The transforms come from Eigen's FFT module (unsupported/Eigen/FFT, its
// kissfft backend: mixed radix 2, 3, 4, 5 and generic butterflies). Eigen
// is already the reference's library (libeigen3-dev, header-only, MPL-2.0),
// so the FFT adds nothing to install or to license: FFTW (libfftw3-dev) is
// GPL-2 and would make every pmapsim binary GPL, and pocketfft, what NumPy
// uses, is not packaged for Debian 12 (`apt-cache policy libpocketfft-dev`
// finds nothing). kissfft's generic butterfly is O(p^2) in a prime factor p,
// so a length with a prime factor above kBluesteinAbove runs as Bluestein's
// chirp-z convolution on a power-of-two Eigen transform instead: O(n log n)
// for every length. Every transform runs in double (f32 and c64 operands
// widened exactly, the result rounded once), so c64 results are within f32
// rounding of the exact transform, as close to NumPy's and JAX's as their
// own f32 rounding lets them be; c128 results within a few f64 ulps.
#include <complex>
#include <cstring>
#include <numbers>
#include <unsupported/Eigen/FFT>
#include <vector>

#include "internal.hpp"

namespace pmapsim::reference {
namespace {

using Complex = std::complex<double>;

// Lengths whose largest prime factor is above this use Bluestein's algorithm.
constexpr std::int64_t kBluesteinAbove = 64;

std::int64_t largest_prime_factor(std::int64_t n) {
  std::int64_t largest = 1;
  for (std::int64_t p = 2; p * p <= n; ++p) {
    while (n % p == 0) {
      largest = p;
      n /= p;
    }
  }
  return n > 1 ? n : largest;
}

std::int64_t next_power_of_two(std::int64_t n) {
  std::int64_t m = 1;
  while (m < n) m *= 2;
  return m;
}

// One unscaled transform of one length and direction, applied in place to
// contiguous rows: X[k] = sum_j x[j] exp(-+2 pi i jk / n) (minus forward).
class Transform1d {
 public:
  Transform1d(std::int64_t n, bool inverse) : n_(n), inverse_(inverse) {
    fft_.SetFlag(Eigen::FFT<double>::Unscaled);
    if (n_ > 1 && largest_prime_factor(n_) > kBluesteinAbove) plan_bluestein();
  }

  void apply(Complex* row) {
    if (n_ <= 1) return;
    if (!chirp_.empty()) return bluestein(row);
    scratch_.assign(row, row + n_);
    run(row, scratch_.data(), n_, inverse_);
  }

 private:
  void run(Complex* out, const Complex* in, std::int64_t n, bool inverse) {
    if (inverse) {
      fft_.inv(out, in, static_cast<Eigen::Index>(n));
    } else {
      fft_.fwd(out, in, static_cast<Eigen::Index>(n));
    }
  }

  // Bluestein: jk = (j^2 + k^2 - (k-j)^2) / 2 turns the transform into the
  // convolution of x[j] w[j] with conj(w), w[j] = exp(-+i pi j^2 / n); the
  // convolution runs as a cyclic one of power-of-two length m >= 2n - 1.
  void plan_bluestein() {
    const std::int64_t m = next_power_of_two(2 * n_ - 1);
    const double sign = inverse_ ? 1.0 : -1.0;
    chirp_.resize(static_cast<std::size_t>(n_));
    for (std::int64_t j = 0; j < n_; ++j) {
      // j^2 mod 2n keeps the angle small, so it is exact before the sine and cosine.
      const auto square = static_cast<std::int64_t>((static_cast<unsigned __int128>(j) * j) % (2 * n_));
      chirp_[static_cast<std::size_t>(j)] =
          std::polar(1.0, sign * std::numbers::pi * static_cast<double>(square) / static_cast<double>(n_));
    }
    std::vector<Complex> filter(static_cast<std::size_t>(m), Complex(0.0, 0.0));
    filter[0] = std::conj(chirp_[0]);
    for (std::int64_t j = 1; j < n_; ++j) {
      filter[static_cast<std::size_t>(j)] = filter[static_cast<std::size_t>(m - j)] =
          std::conj(chirp_[static_cast<std::size_t>(j)]);
    }
    filter_spectrum_.resize(static_cast<std::size_t>(m));
    run(filter_spectrum_.data(), filter.data(), m, false);
  }

  void bluestein(Complex* row) {
    const std::size_t m = filter_spectrum_.size();
    std::vector<Complex> padded(m, Complex(0.0, 0.0));
    for (std::size_t j = 0; j < chirp_.size(); ++j) padded[j] = row[j] * chirp_[j];
    scratch_.resize(m);
    run(scratch_.data(), padded.data(), static_cast<std::int64_t>(m), false);
    for (std::size_t k = 0; k < m; ++k) scratch_[k] *= filter_spectrum_[k];
    run(padded.data(), scratch_.data(), static_cast<std::int64_t>(m), true);
    const double scale = 1.0 / static_cast<double>(m);
    for (std::size_t k = 0; k < chirp_.size(); ++k) row[k] = padded[k] * chirp_[k] * scale;
  }

  std::int64_t n_;
  bool inverse_;
  Eigen::FFT<double> fft_;
  std::vector<Complex> chirp_;            // Bluestein only: w[j]
  std::vector<Complex> filter_spectrum_;  // Bluestein only: the transform of conj(w), padded
  std::vector<Complex> scratch_;
};

// A row-major complex buffer and its shape.
struct Buffer {
  std::vector<Complex> values;
  Shape shape;
};

// Transforms `buffer` along `axis` (scaled by 1/n when inverse), row by row.
void transform_axis(Buffer& buffer, std::size_t axis, bool inverse) {
  const std::int64_t n = buffer.shape[axis];
  if (n == 0 || buffer.values.empty()) return;
  std::int64_t inner = 1;
  for (std::size_t d = axis + 1; d < buffer.shape.size(); ++d) inner *= buffer.shape[d];
  const std::int64_t outer = static_cast<std::int64_t>(buffer.values.size()) / (n * inner);
  Transform1d transform(n, inverse);
  const double scale = inverse ? 1.0 / static_cast<double>(n) : 1.0;
  std::vector<Complex> row(static_cast<std::size_t>(n));
  for (std::int64_t o = 0; o < outer; ++o) {
    for (std::int64_t i = 0; i < inner; ++i) {
      Complex* base = buffer.values.data() + o * n * inner + i;
      for (std::int64_t j = 0; j < n; ++j) row[static_cast<std::size_t>(j)] = base[j * inner];
      transform.apply(row.data());
      for (std::int64_t j = 0; j < n; ++j) base[j * inner] = row[static_cast<std::size_t>(j)] * scale;
    }
  }
}

Buffer widened(const Array& x) {
  Buffer buffer{std::vector<Complex>(static_cast<std::size_t>(x.size())), x.shape()};
  for (std::int64_t i = 0; i < x.size(); ++i) buffer.values[static_cast<std::size_t>(i)] = x.get_complex(i);
  return buffer;
}

// Keeps the first `keep` entries of the last axis.
Buffer truncated_last_axis(const Buffer& buffer, std::int64_t keep) {
  const std::int64_t n = buffer.shape.back();
  Buffer out{{}, buffer.shape};
  out.shape.back() = keep;
  const std::int64_t rows = n == 0 ? 0 : static_cast<std::int64_t>(buffer.values.size()) / n;
  out.values.resize(static_cast<std::size_t>(rows * keep));
  for (std::int64_t r = 0; r < rows; ++r) {
    std::copy(buffer.values.begin() + r * n, buffer.values.begin() + r * n + keep,
              out.values.begin() + r * keep);
  }
  return out;
}

// A half spectrum (n/2+1 entries per row along the last axis) extended to the
// whole Hermitian row of length n: X[n-k] = conj(X[k]). The imaginary parts
// of X[0] (and X[n/2] for even n) are left for the real part taken at the end
// to drop, as NumPy's and XLA's IRFFT ignore them.
Buffer hermitian_last_axis(const Buffer& half, std::int64_t n) {
  const std::int64_t stored = half.shape.back();
  Buffer full{{}, half.shape};
  full.shape.back() = n;
  const std::int64_t rows = stored == 0 ? 0 : static_cast<std::int64_t>(half.values.size()) / stored;
  full.values.assign(static_cast<std::size_t>(rows * n), Complex(0.0, 0.0));
  for (std::int64_t r = 0; r < rows; ++r) {
    const Complex* in = half.values.data() + r * stored;
    Complex* out = full.values.data() + r * n;
    for (std::int64_t k = 0; k < n; ++k) out[k] = k < stored ? in[k] : std::conj(in[n - k]);
  }
  return full;
}

// The result array of `type`: complex parts, or (IRFFT) the real parts, each rounded once.
Array stored(const Buffer& buffer, const TensorType& type) {
  Array out(type.dtype, type.shape);
  for (std::int64_t i = 0; i < out.size(); ++i)
    out.set_complex(i, buffer.values[static_cast<std::size_t>(i)]);
  return out;
}

// StableHLO's order: RFFT transforms the last axis first, IRFFT last (after
// the inverse transforms of the others), as numpy's rfftn and irfftn.
Array kernel_fft(const LocalArgs& args) {
  const FftType type = parse_fft_type(args.attrs().symbol("fft_type"));
  const IntList& lengths = args.attrs().int_list("fft_length");
  const TensorType& result = args.result_type();
  if (result.num_elements() == 0) return Array(result.dtype, result.shape);
  Buffer buffer = widened(args.operand(0));
  const std::size_t rank = buffer.shape.size();
  const std::size_t first = rank - lengths.size();
  const bool inverse = type == FftType::ifft || type == FftType::irfft;
  if (type == FftType::rfft) {
    transform_axis(buffer, rank - 1, false);
    buffer = truncated_last_axis(buffer, result.shape.back());
  }
  const std::size_t others_end = type == FftType::fft || type == FftType::ifft ? rank : rank - 1;
  for (std::size_t axis = first; axis < others_end; ++axis) transform_axis(buffer, axis, inverse);
  if (type == FftType::irfft) {
    buffer = hermitian_last_axis(buffer, lengths.back());
    transform_axis(buffer, rank - 1, true);
  }
  return stored(buffer, result);
}

}  // namespace

void add_fft_rows(KernelTable& table) {
  set_local(table, OpCode::fft, kernel_fft);
}

}  // namespace pmapsim::reference
