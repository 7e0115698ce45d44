// rng_bit_generator's expected bits, as XLA:CPU computes them
// (tests/data/rng/make.py wrote tests/data/rng/cases.json): the cases, a
// one-op program for each, and exact access to an output's bits. Shared by
// the reference tests and the conformance suite.
#pragma once

#include <cstdint>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/dtype.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::test {

struct RngCase {
  std::string name;
  std::string algorithm;  // default, three_fry or philox
  std::vector<std::uint64_t> state;
  DType dtype = DType::u32;
  Shape shape;
  std::vector<std::uint64_t> output_state;
  std::vector<std::uint64_t> bits;  // the output's elements as unsigned integers of their width
};

inline std::vector<RngCase> load_rng_cases() {
  const std::string path = std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/rng/cases.json";
  std::ifstream file(path);
  if (!file) throw Error("cannot open " + path);
  const nlohmann::json document = nlohmann::json::parse(file);
  std::vector<RngCase> cases;
  for (const nlohmann::json& entry : document.at("cases")) {
    RngCase c;
    c.name = entry.at("name").get<std::string>();
    c.algorithm = entry.at("algorithm").get<std::string>();
    c.state = entry.at("state").get<std::vector<std::uint64_t>>();
    c.dtype = parse_dtype(entry.at("dtype").get<std::string>());
    c.shape = entry.at("shape").get<Shape>();
    c.output_state = entry.at("output_state").get<std::vector<std::uint64_t>>();
    c.bits = entry.at("bits").get<std::vector<std::uint64_t>>();
    cases.push_back(std::move(c));
  }
  return cases;
}

// `pmap @rng` over `devices` devices: one rng_bit_generator of the case's state, both results returned.
inline std::string rng_program(const RngCase& c, int devices = 1) {
  const std::string state_type = TensorType{DType::u64, {static_cast<std::int64_t>(c.state.size())}}.str();
  return "pmap @rng axis=i devices=" + std::to_string(devices) + " (%k: " + state_type + ") {\n" +
         "  %s, %o = rng_bit_generator %k {algorithm=" + c.algorithm + "} : " + state_type + ", " +
         TensorType{c.dtype, c.shape}.str() + "\n  return %s, %o\n}\n";
}

inline Array u64_array(const std::vector<std::uint64_t>& values) {
  Array array(DType::u64, {static_cast<std::int64_t>(values.size())});
  std::memcpy(array.raw(), values.data(), array.byte_size());
  return array;
}

// Element i's bits as an unsigned integer of the element's width.
inline std::uint64_t bits_at(const Array& array, std::int64_t i) {
  const std::size_t width = dtype_size(array.dtype());
  std::uint64_t bits = 0;
  std::memcpy(&bits, array.raw() + static_cast<std::size_t>(i) * width, width);
  return bits;
}

inline std::vector<std::uint64_t> all_bits(const Array& array) {
  std::vector<std::uint64_t> bits;
  for (std::int64_t i = 0; i < array.size(); ++i) bits.push_back(bits_at(array, i));
  return bits;
}

}  // namespace pmapsim::test
