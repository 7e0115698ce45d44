// The verification harness: compares a backend's results with the
// reference's by relative error norm and max abs error, per dtype tolerance,
// and on failure finds the first instruction that diverges.
#include "pmapsim/check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "pmapsim/errors.hpp"

namespace pmapsim {

double default_tolerance(DType dtype) {
  switch (dtype) {
    case DType::f32:
      return 1e-5;
    case DType::bf16:
      return 1e-2;
    case DType::f16:
      return 1e-3;  // 11 significant bits
    case DType::f64:
    case DType::c128:  // each part as f64
      return 1e-12;
    case DType::c64:  // each part as f32
      return 1e-5;
    case DType::s8:
    case DType::s16:
    case DType::s32:
    case DType::s64:
    case DType::u8:
    case DType::u16:
    case DType::u32:
    case DType::u64:
    case DType::boolean:
      return 0.0;
  }
  return 0.0;
}

double CheckOptions::tolerance(DType dtype) const {
  if ((dtype == DType::f32 || dtype == DType::c64) && f32_tolerance) return *f32_tolerance;
  if (dtype == DType::bf16 && bf16_tolerance) return *bf16_tolerance;
  return default_tolerance(dtype);
}

namespace {

// Sums over all devices of one result, built element by element.
struct ErrorSums {
  double squared_difference = 0;
  double squared_reference = 0;
  double max_abs_error = 0;
  int worst_device = 0;
  std::string problem;

  void note_problem(std::string text) {
    if (problem.empty()) problem = std::move(text);
  }
};

std::string non_finite_name(double value) {
  return std::isnan(value) ? "NaN" : "Inf";
}

void accumulate_element(ErrorSums& sums, int device, std::int64_t index, double got, double want) {
  if (!std::isfinite(got) || !std::isfinite(want)) {
    // The same infinity passes; NaN never does, not even against a NaN.
    if (std::isinf(got) && got == want) return;
    if (std::isnan(got) && std::isnan(want)) {
      sums.note_problem(fmt::format(
          "NaN (device {}, element {}; the reference has NaN too, and NaN never passes)", device, index));
    } else if (std::isfinite(want)) {
      sums.note_problem(fmt::format("{} where the reference has none (device {}, element {})",
                                    non_finite_name(got), device, index));
    } else {
      sums.note_problem(
          fmt::format("{} where the reference has {} (device {}, element {})", got, want, device, index));
    }
    return;
  }
  const double difference = std::abs(got - want);
  sums.squared_difference += difference * difference;
  sums.squared_reference += want * want;
  if (difference > sums.max_abs_error) {
    sums.max_abs_error = difference;
    sums.worst_device = device;
  }
}

void accumulate_device(ErrorSums& sums, int device, const Array& got, const Array& want) {
  if (got.type() != want.type()) {
    sums.note_problem(
        fmt::format("device {}: got {}, reference {}", device, got.type().str(), want.type().str()));
    return;
  }
  if (!got.has_data() || !want.has_data()) {
    sums.note_problem(fmt::format("device {}: no data to compare (a timing-only run)", device));
    return;
  }
  if (is_complex(want.dtype())) {
    // Each part counts as a real element: the norms are the complex ones.
    for (std::int64_t i = 0; i < want.size(); ++i) {
      const std::complex<double> g = got.get_complex(i), w = want.get_complex(i);
      accumulate_element(sums, device, i, g.real(), w.real());
      accumulate_element(sums, device, i, g.imag(), w.imag());
    }
    return;
  }
  const std::vector<double> got_values = got.to_doubles();
  const std::vector<double> want_values = want.to_doubles();
  for (std::size_t i = 0; i < got_values.size(); ++i) {
    accumulate_element(sums, device, static_cast<std::int64_t>(i), got_values[i], want_values[i]);
  }
}

std::optional<Divergence> first_divergence(const Program& program, const RunResult& got,
                                           const RunResult& want, const CheckOptions& options) {
  const std::size_t devices = std::min(got.intermediates.size(), want.intermediates.size());
  for (std::size_t index = 0; index < program.body.size(); ++index) {
    const double tolerance = options.tolerance(program.body[index].type.dtype);
    for (std::size_t device = 0; device < devices; ++device) {
      const auto& got_values = got.intermediates[device];
      const auto& want_values = want.intermediates[device];
      if (index >= got_values.size() || index >= want_values.size()) continue;
      const OutputCheck one =
          compare_output(static_cast<int>(index), {got_values[index]}, {want_values[index]}, tolerance);
      if (one.passed) continue;
      return Divergence{index, static_cast<int>(device), print_instruction(program, index), one.rel_error,
                        one.max_abs_error};
    }
  }
  return std::nullopt;
}

std::string format_error(double value) {
  return fmt::format("{:.3e}", value);
}

std::string format_tolerance(double tolerance) {
  return tolerance == 0 ? std::string("exact") : fmt::format("{:.0e}", tolerance);
}

}  // namespace

OutputCheck compare_output(int result, const std::vector<Array>& got, const std::vector<Array>& want,
                           double tolerance) {
  OutputCheck check;
  check.result = result;
  check.tolerance = tolerance;
  if (!want.empty()) check.type = want.front().type();
  ErrorSums sums;
  if (got.size() != want.size()) {
    sums.note_problem(fmt::format("{} devices' results, the reference has {}", got.size(), want.size()));
  }
  const std::size_t devices = std::min(got.size(), want.size());
  for (std::size_t device = 0; device < devices; ++device) {
    accumulate_device(sums, static_cast<int>(device), got[device], want[device]);
  }
  const double difference_norm = std::sqrt(sums.squared_difference);
  const double reference_norm = std::sqrt(sums.squared_reference);
  check.rel_error = reference_norm > 0 ? difference_norm / reference_norm : difference_norm;
  check.max_abs_error = sums.max_abs_error;
  check.worst_device = sums.worst_device;
  check.problem = std::move(sums.problem);
  check.passed = check.problem.empty() && check.rel_error <= tolerance;
  return check;
}

CheckReport compare_runs(const Program& program, const RunResult& got, const RunResult& want,
                         const CheckOptions& options) {
  CheckReport report;
  for (std::size_t r = 0; r < program.results.size(); ++r) {
    std::vector<Array> got_result;
    std::vector<Array> want_result;
    for (const auto& outputs : got.outputs) {
      if (r < outputs.size()) got_result.push_back(outputs[r]);
    }
    for (const auto& outputs : want.outputs) {
      if (r < outputs.size()) want_result.push_back(outputs[r]);
    }
    const TensorType& type = program.type_of(program.results[r]);
    OutputCheck output =
        compare_output(static_cast<int>(r), got_result, want_result, options.tolerance(type.dtype));
    output.type = type;
    report.outputs.push_back(std::move(output));
  }
  if (!report.passed() && options.find_divergence) {
    report.first_divergence = first_divergence(program, got, want, options);
  }
  return report;
}

CheckReport check(const Program& program, const std::vector<std::vector<Array>>& args, Backend& backend,
                  Backend& reference, const CheckOptions& options) {
  RunOptions run_options;
  run_options.profile = false;
  const RunResult got = compile_and_run(backend, program, args, run_options);
  const RunResult want = compile_and_run(reference, program, args, run_options);
  CheckReport report = compare_runs(program, got, want, options);
  if (report.passed() || !options.find_divergence) return report;

  // The first runs kept only the results; run again keeping every
  // instruction's value to find where the two backends part ways.
  run_options.keep_intermediates = true;
  const RunResult got_all = compile_and_run(backend, program, args, run_options);
  const RunResult want_all = compile_and_run(reference, program, args, run_options);
  report.first_divergence = first_divergence(program, got_all, want_all, options);
  return report;
}

bool CheckReport::passed() const {
  return std::all_of(outputs.begin(), outputs.end(), [](const OutputCheck& c) { return c.passed; });
}

std::string CheckReport::table() const {
  std::vector<std::vector<std::string>> rows = {
      {"output", "type", "rel error", "max abs error", "tolerance", "result"}};
  for (const OutputCheck& output : outputs) {
    std::string verdict = output.passed ? "PASS" : "FAIL";
    if (!output.problem.empty()) verdict += " (" + output.problem + ")";
    rows.push_back({fmt::format("result {}", output.result), output.type.str(),
                    format_error(output.rel_error), format_error(output.max_abs_error),
                    format_tolerance(output.tolerance), verdict});
  }
  std::vector<std::size_t> widths(rows.front().size(), 0);
  for (const auto& row : rows) {
    for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], row[c].size());
  }
  std::string text;
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t c = 0; c < row.size(); ++c) {
      const bool last = c + 1 == row.size();
      line += last ? row[c] : fmt::format("{:<{}}  ", row[c], widths[c]);
    }
    text += line + "\n";
  }
  const auto failed =
      std::count_if(outputs.begin(), outputs.end(), [](const OutputCheck& c) { return !c.passed; });
  text += passed() ? "PASS\n" : fmt::format("FAIL: {} of {} outputs\n", failed, outputs.size());
  if (first_divergence) {
    const Divergence& d = *first_divergence;
    text += fmt::format(
        "first divergence: instruction {} on device {}: {} (rel error {}, max abs error {})\n", d.instruction,
        d.device, d.text, format_error(d.rel_error), format_error(d.max_abs_error));
  }
  return text;
}

}  // namespace pmapsim
