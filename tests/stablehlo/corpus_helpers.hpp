// Shared by the import tests: run a corpus case (tests/data/stablehlo/NAME,
// written by make_corpus.py) through `pmapsim run` and compare with JAX's
// stored outputs, or import it and return the error.
#pragma once
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <complex>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <type_traits>

#include "pmapsim/npy.hpp"
#include "pmapsim/stablehlo/import.hpp"

namespace corpus {

namespace fs = std::filesystem;

inline const fs::path kCorpus = fs::path(PMAPSIM_SOURCE_DIR) / "tests/data/stablehlo";
// The same programs (and the library ones) exported by the newest JAX (make_corpus.py --out).
inline const fs::path kCorpusNewest = fs::path(PMAPSIM_SOURCE_DIR) / "tests/data/stablehlo-jax0.12";
inline const fs::path kPmapsim = fs::path(PMAPSIM_BINARY_DIR) / "tools/pmapsim";

inline std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

inline std::string import_error(const std::string& name) {
  try {
    pmapsim::import_stablehlo(slurp(kCorpus / name / "program.mlir"), name + ".mlir");
  } catch (const pmapsim::Error& e) {
    return e.what();
  }
  return "";
}

// Per-dtype relative tolerance of one element: about a unit in the last place
// of bf16 and f16, a few of f32.
inline double tolerance(pmapsim::DType dtype) {
  switch (dtype) {
    case pmapsim::DType::bf16:
      return 1e-2;
    case pmapsim::DType::f16:
      return 2e-3;
    case pmapsim::DType::f64:
    case pmapsim::DType::c128:
      return 1e-12;
    default:
      return 1e-5;
  }
}

// The rounding of the dtype (a unit in the last place at 1).
inline double epsilon(pmapsim::DType dtype) {
  switch (dtype) {
    case pmapsim::DType::bf16:
      return 0x1p-7;
    case pmapsim::DType::f16:
      return 0x1p-10;
    case pmapsim::DType::f64:
    case pmapsim::DType::c128:
      return 0x1p-52;
    default:
      return 0x1p-23;
  }
}

// Where pmapsim follows the newest JAX and an older JAX computed otherwise: the corpus
// (its folder), case, output and element, JAX's value there, and why.
struct KnownDifference {
  const char* corpus;
  const char* name;
  int output;
  std::int64_t element;
};
inline const KnownDifference kKnownDifferences[] = {
    // digamma(+0): NaN in JAX 0.10, -inf from JAX 0.11 on (XLA's chlo.digamma changed).
    {"stablehlo", "math_lgamma_digamma", 1, 49},
};

inline bool known_difference(const fs::path& dir, int output, std::int64_t element) {
  for (const KnownDifference& d : kKnownDifferences)
    if (dir.parent_path().filename() == d.corpus && dir.filename() == d.name && d.output == output &&
        d.element == element)
      return true;
  return false;
}

// One part of a complex element: equal (the same infinity, or both NaN) or within
// tolerance of its own magnitude plus `floor`.
inline bool close_part(double g, double w, double tolerance, double floor) {
  return g == w || (std::isnan(g) && std::isnan(w)) ||
         (std::isfinite(w) && std::abs(g - w) <= tolerance * std::abs(w) + floor);
}

// Complex outputs part by part, each part against its own magnitude (as real outputs), with
// the floor of 8 units in the last place of the largest finite magnitude of JAX's elements.
inline void compare_complex(const pmapsim::Array& got, const pmapsim::Array& want) {
  double scale = 0;
  for (std::int64_t i = 0; i < want.size(); ++i) {
    const std::complex<double> w = want.get_complex(i);
    if (std::isfinite(w.real()) && std::isfinite(w.imag())) scale = std::max(scale, std::abs(w));
  }
  const double floor = 8 * epsilon(want.dtype()) * scale, tol = tolerance(want.dtype());
  for (std::int64_t i = 0; i < want.size(); ++i) {
    const std::complex<double> g = got.get_complex(i), w = want.get_complex(i);
    INFO("element " << i << ": got " << g << ", JAX " << w);
    CHECK((close_part(g.real(), w.real(), tol, floor) && close_part(g.imag(), w.imag(), tol, floor)));
  }
}

// Integers and bools exactly; floats equal (the same infinity, or both NaN) or
// each within tolerance(dtype) of its own magnitude, plus a floor of 8 units in
// the last place of the output's largest finite magnitude: the rounding that a
// sum of values that large carries into a small result, and the few ulps by which
// XLA's approximations of tanh, exp, ... differ from the host's libm. pmapsim writes bf16 widened to f32
// (exactly), so a bf16 output reads back as f32. `skip(i)`: elements a known difference excuses.
inline void compare_values(const pmapsim::Array& got, const pmapsim::Array& want,
                           const std::function<bool(std::int64_t)>& skip = {}) {
  const bool floating = pmapsim::is_floating(want.dtype());
  if (want.dtype() == pmapsim::DType::bf16) {
    CHECK((got.dtype() == pmapsim::DType::bf16 || got.dtype() == pmapsim::DType::f32));
  } else {
    CHECK(pmapsim::dtype_name(got.dtype()) == pmapsim::dtype_name(want.dtype()));
  }
  if (pmapsim::is_complex(want.dtype())) return compare_complex(got, want);
  if (!floating) {
    for (std::int64_t i = 0; i < want.size(); ++i) {
      INFO("element " << i);
      if (pmapsim::is_signed_integer(want.dtype())) {
        CHECK(got.get_int64(i) == want.get_int64(i));
      } else {
        CHECK(got.get_uint64(i) == want.get_uint64(i));
      }
    }
    return;
  }
  double scale = 0;
  for (std::int64_t i = 0; i < want.size(); ++i)
    if (std::isfinite(want.get(i))) scale = std::max(scale, std::abs(want.get(i)));
  const double floor = 8 * epsilon(want.dtype()) * scale;
  for (std::int64_t i = 0; i < want.size(); ++i) {
    const double g = got.get(i), w = want.get(i);
    INFO("element " << i << ": got " << g << ", JAX " << w);
    const bool same = g == w || (std::isnan(g) && std::isnan(w));
    if (same || (skip && skip(i))) continue;
    CHECK((std::isfinite(w) && std::abs(g - w) <= tolerance(want.dtype()) * std::abs(w) + floor));
  }
}

// Runs the case with `pmapsim run` on BACKEND and hands every output, with
// JAX's, to compare(got, want).
template <class Compare>
void run_case(const std::string& name, const std::string& backend, Compare compare,
              const fs::path& root = kCorpus, const std::string& flags = "",
              const std::string& program = "program.mlir") {
  const fs::path dir = root / name;
  const fs::path out =
      fs::temp_directory_path() / ("pmapsim_stablehlo_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(out);
  std::string cmd = kPmapsim.string() + " run " + (dir / program).string() + " -b '" + backend + "'";
  for (int i = 0; fs::exists(dir / ("arg" + std::to_string(i) + ".npy")); ++i)
    cmd += " --input arg" + std::to_string(i) + "=" + (dir / ("arg" + std::to_string(i) + ".npy")).string();
  cmd += flags + " --out " + out.string() + " > /dev/null";
  INFO(cmd);
  REQUIRE(std::system(cmd.c_str()) == 0);
  int k = 0;
  for (; fs::exists(dir / ("out" + std::to_string(k) + ".npy")); ++k) {
    INFO(name << " out" << k);
    const pmapsim::Array want = pmapsim::read_npy((dir / ("out" + std::to_string(k) + ".npy")).string());
    const pmapsim::Array got = pmapsim::read_npy((out / ("out" + std::to_string(k) + ".npy")).string());
    REQUIRE(got.shape() == want.shape());
    if constexpr (std::is_invocable_v<Compare, const pmapsim::Array&, const pmapsim::Array&, int>) {
      compare(got, want, k);
    } else {
      compare(got, want);
    }
  }
  CHECK(k > 0);
  CHECK(!fs::exists(out / ("out" + std::to_string(k) + ".npy")));
  fs::remove_all(out);
}

// Runs the case of the corpus at `root` and compares every output with JAX's (compare_values).
inline void run_and_compare(const std::string& name, const std::string& backend,
                            const fs::path& root = kCorpus, const std::string& flags = "",
                            const std::string& program = "program.mlir") {
  const fs::path dir = root / name;
  run_case(
      name, backend,
      [&](const pmapsim::Array& got, const pmapsim::Array& want, int k) {
        compare_values(got, want, [&](std::int64_t i) { return known_difference(dir, k, i); });
      },
      root, flags, program);
}

}  // namespace corpus
