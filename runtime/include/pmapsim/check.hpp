// The verification harness: a backend's outputs against the reference's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pmapsim/backend.hpp"

namespace pmapsim {

// Relative error norm tolerance per dtype: f32 1e-5, bf16 1e-2, s32 and bool
// exact; c64 as f32 and c128 as f64 (the norms over both parts).
double default_tolerance(DType dtype);

struct CheckOptions {
  std::optional<double> f32_tolerance;  // also c64's
  std::optional<double> bf16_tolerance;
  // On failure, run both backends keeping intermediates and name the first
  // instruction whose result diverges.
  bool find_divergence = true;
  double tolerance(DType dtype) const;
};

// One program result, over all devices.
struct OutputCheck {
  int result = 0;
  TensorType type;       // per-device type
  double rel_error = 0;  // ||out - ref|| / ||ref|| (||out - ref|| when ref is all zero)
  double max_abs_error = 0;
  int worst_device = 0;  // the device with the largest max abs error
  double tolerance = 0;
  bool passed = true;
  std::string problem;  // "NaN where the reference has none", "shape differs", ...
};

struct Divergence {
  std::size_t instruction = 0;
  int device = 0;
  std::string text;  // the instruction's text
  double rel_error = 0;
  double max_abs_error = 0;
};

struct CheckReport {
  std::vector<OutputCheck> outputs;
  std::optional<Divergence> first_divergence;
  bool passed() const;
  // A table, one row per output, then PASS or FAIL (and the divergence).
  std::string table() const;
};

// Compares one result array (all devices) against the reference's.
OutputCheck compare_output(int result, const std::vector<Array>& got, const std::vector<Array>& want,
                           double tolerance);
CheckReport compare_runs(const Program& program, const RunResult& got, const RunResult& want,
                         const CheckOptions& options = {});
// Runs program on both backends with the same args and compares.
CheckReport check(const Program& program, const std::vector<std::vector<Array>>& args, Backend& backend,
                  Backend& reference, const CheckOptions& options = {});

}  // namespace pmapsim
