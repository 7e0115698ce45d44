// Shared by the conformance suite's files: the backend under test, the
// reference to check it against, and helpers for writing expected values as
// plain loops. Each conformance file includes it; the backend spec under
// test is the compile definition PMAPSIM_CONFORMANCE_BACKEND.
#pragma once

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <numeric>

#include "pmapsim/pmapsim.hpp"

#ifndef PMAPSIM_CONFORMANCE_BACKEND
#error "PMAPSIM_CONFORMANCE_BACKEND must name the backend spec under test"
#endif
#ifndef PMAPSIM_CONFORMANCE_MIN_DEVICES
#define PMAPSIM_CONFORMANCE_MIN_DEVICES 1
#endif

namespace conformance {

using namespace pmapsim;
using Catch::Matchers::Contains;

inline constexpr int kSkipped = 77;

// A case whose op or dtype the backend refuses when the program compiles
// (Backend::supports) is reported and passed; a build defining
// PMAPSIM_CONFORMANCE_NO_SKIPS (the CUDA emulation's: every case runs there)
// fails it instead.
#ifndef PMAPSIM_CONFORMANCE_NO_SKIPS
#define PMAPSIM_CONFORMANCE_NO_SKIPS 0
#endif
#define PMAPSIM_CONFORMANCE_REFUSED(message)                \
  do {                                                      \
    if (PMAPSIM_CONFORMANCE_NO_SKIPS) {                     \
      FAIL(message << " (this build must run every case)"); \
    } else {                                                \
      WARN(message << ": skipped");                         \
    }                                                       \
  } while (false)

inline Runtime open_or_skip(const std::string& spec) {
  try {
    Runtime opened = Runtime::open(spec);
    if (opened.device_count() < PMAPSIM_CONFORMANCE_MIN_DEVICES) {
      std::cout << "skipped: backend '" << spec << "' has " << opened.device_count()
                << " devices, the suite needs " << PMAPSIM_CONFORMANCE_MIN_DEVICES << "\n";
      std::exit(kSkipped);
    }
    return opened;
  } catch (const BackendUnavailable& unavailable) {
    std::cout << "skipped: backend '" << spec << "' is unavailable: " << unavailable.what() << "\n";
    std::exit(kSkipped);
  }
}

inline Runtime& runtime() {
  static Runtime opened = open_or_skip(PMAPSIM_CONFORMANCE_BACKEND);
  return opened;
}

inline Runtime& reference() {
  static Runtime opened = Runtime::open("reference:devices=8");
  return opened;
}

// The device count these cases use: all devices, at most 8, as JAX's tests
// run with 8 forced host devices.
inline std::int64_t devices() {
  return std::min<std::int64_t>(runtime().device_count(), 8);
}

inline PmapOptions jax_view(std::vector<AxisSpec> in_axes = {}, std::vector<AxisSpec> out_axes = {}) {
  PmapOptions options;
  options.view = RankView::reducing;
  options.in_axes = std::move(in_axes);
  options.out_axes = std::move(out_axes);
  return options;
}

// Runs f on the backend under test; on any other backend than the
// reference, the same program must also pass check() against the reference.
inline std::vector<Array> run(Pmapped& f, const std::vector<Array>& args) {
  std::vector<Array> results = f(runtime(), args);
  if (runtime().backend().kind() != "reference") {
    const CheckReport report =
        check(f.last_program(), f.shard(args), runtime().backend(), reference().backend());
    INFO(report.table());
    REQUIRE(report.passed());
  }
  return results;
}

inline Array run1(Pmapped& f, const std::vector<Array>& args) {
  return run(f, args).at(0);
}

// Multi-index helpers for writing expected values as loops.
inline std::vector<std::int64_t> unravel(std::int64_t flat, const Shape& shape) {
  std::vector<std::int64_t> index(shape.size());
  for (std::size_t k = shape.size(); k-- > 0;) {
    index[k] = flat % shape[k];
    flat /= shape[k];
  }
  return index;
}

inline std::int64_t ravel(const std::vector<std::int64_t>& index, const Shape& shape) {
  std::int64_t flat = 0;
  for (std::size_t k = 0; k < shape.size(); ++k) flat = flat * shape[k] + index[k];
  return flat;
}

inline double at(const Array& array, const std::vector<std::int64_t>& index) {
  return array.get(ravel(index, array.shape()));
}

using IndexFunction = std::function<double(const std::vector<std::int64_t>&)>;

inline Array tabulate(DType dtype, const Shape& shape, const IndexFunction& value) {
  std::vector<double> values(static_cast<std::size_t>(num_elements(shape)));
  for (std::size_t i = 0; i < values.size(); ++i)
    values[i] = value(unravel(static_cast<std::int64_t>(i), shape));
  return Array::from_doubles(dtype, shape, values);
}

inline Array counting(const Shape& shape, DType dtype = DType::f32) {
  return tabulate(dtype, shape, [&shape](const auto& i) { return static_cast<double>(ravel(i, shape)); });
}

// Elementwise agreement within a relative tolerance (0: exact), same dtype and shape.
inline void require_values(const Array& got, const Array& want, double tolerance = 0) {
  REQUIRE(got.dtype() == want.dtype());
  REQUIRE(got.shape() == want.shape());
  for (std::int64_t i = 0; i < want.size(); ++i) {
    const double expected = want.get(i);
    const double actual = got.get(i);
    const double allowed = tolerance * std::max(1.0, std::abs(expected));
    if (std::abs(actual - expected) > allowed) {
      INFO("element " << i << " of " << shape_string(want.shape()) << ": got " << actual << ", expected "
                      << expected);
      REQUIRE(std::abs(actual - expected) <= allowed);
    }
  }
}

inline constexpr double kF32 = 1e-6;

inline IntListList halves(std::int64_t n) {
  IntListList groups(2);
  for (std::int64_t d = 0; d < n; ++d) groups[static_cast<std::size_t>(d < n / 2 ? 0 : 1)].push_back(d);
  return groups;
}

inline IntListList even_odd(std::int64_t n) {
  IntListList groups(2);
  for (std::int64_t d = 0; d < n; ++d) groups[static_cast<std::size_t>(d % 2)].push_back(d);
  return groups;
}

// The group of `device` and its rank within it.
inline std::pair<IntList, std::int64_t> group_of(const IntListList& groups, std::int64_t device) {
  for (const IntList& group : groups) {
    for (std::size_t r = 0; r < group.size(); ++r) {
      if (group[r] == device) return {group, static_cast<std::int64_t>(r)};
    }
  }
  FAIL("device " << device << " is in no group");
  return {};
}

}  // namespace conformance
