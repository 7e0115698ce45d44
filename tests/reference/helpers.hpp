// Small helpers shared by the reference tests: run program text on the
// reference backend and build arrays from values.
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include "pmapsim/backend.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/reference/backend.hpp"

namespace pmapsim::test {

inline Array make(DType dtype, Shape shape, const std::vector<double>& values) {
  return Array::from_doubles(dtype, std::move(shape), values);
}

inline Array f32(Shape shape, const std::vector<double>& values) {
  return make(DType::f32, std::move(shape), values);
}

// Runs the program (text) with args[device][param]; returns outputs[device][result].
inline std::vector<std::vector<Array>> run_program(const std::string& text,
                                                   const std::vector<std::vector<Array>>& args,
                                                   RunOptions options = {}) {
  const Program program = parse_program(text);
  auto backend = reference::open_backend(BackendSpec::parse("reference:devices=8"));
  return backend->compile(program)->run(args, options).outputs;
}

// One device, one result.
inline Array run_one(const std::string& text, const std::vector<Array>& args) {
  return run_program(text, {args}).at(0).at(0);
}

// The same array shape on every device, values from a per-device function.
template <class ValueOf>
std::vector<std::vector<Array>> per_device(int devices, DType dtype, const Shape& shape, ValueOf&& value_of) {
  std::vector<std::vector<Array>> args;
  const std::int64_t count = num_elements(shape);
  for (int d = 0; d < devices; ++d) {
    std::vector<double> values;
    for (std::int64_t i = 0; i < count; ++i) values.push_back(value_of(d, i));
    args.push_back({make(dtype, shape, values)});
  }
  return args;
}

inline bool same_double(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || a == b;
}

}  // namespace pmapsim::test
