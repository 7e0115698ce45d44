// Rows for complex numbers and the FFT: stablehlo.complex, real, imag and
// fft, and the attributes of complex constants. complex<f32> and
// complex<f64> are pmapsim's c64 and c128 (Importer::type); the arithmetic,
// compare, convert, reduce and layout rows take them as they take reals.
#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

#include "importer.hpp"
#include "pmapsim/ops.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// fft_type from the pretty `type = FFT` or the generic `fft_type = #stablehlo<fft_type FFT>`.
std::string fft_type(const Importer& im, const Op& op) {
  std::string word;
  if (const Attr* a = op.attribute("type")) {
    word = a->text;
  } else if (const Attr* a = op.attribute("fft_type")) {
    word = a->body.substr(a->body.find_last_of(' ') + 1);
  } else {
    im.fail(op, "missing attribute 'fft_type'");
  }
  static const std::map<std::string, std::string> types = {
      {"FFT", "fft"}, {"IFFT", "ifft"}, {"RFFT", "rfft"}, {"IRFFT", "irfft"}};
  const auto it = types.find(word);
  if (it == types.end())
    im.fail(op, "unknown fft_type '" + word.substr(0, 40) + "' (expected FFT, IFFT, RFFT or IRFFT)");
  return it->second;
}

// The op table's fft rule, run here so that a bad fft_length or type is an
// error at the StableHLO op's line in the words of StableHLO's fft.
void check_fft(const Importer& im, const Op& op, const std::string& type,
               const std::vector<std::int64_t>& lengths) {
  if (op.operand_types.empty()) return;  // the imported program's verifier checks it
  Attrs attrs;
  attrs.set("fft_type", type);
  attrs.set("fft_length", lengths);
  const std::vector<SpmdType> operands = {im.type(op, op.operand_types[0])};
  pmapsim::TensorType result;
  try {
    result = op_def(OpCode::fft).infer(ShapeContext{operands, attrs, std::nullopt, "", 1});
  } catch (const Error& e) {
    const std::string what = e.what();
    im.fail(op, what.rfind("fft: ", 0) == 0 ? what.substr(5) : what);
  }
  const SpmdType declared = im.type(op, im.result_type(op));
  if (result != declared)
    im.fail(op, "result type " + im.result_type(op).str() + " should be " + result.str());
}

void fft_row(Importer& im, const Op& op) {
  const std::string type = fft_type(im, op);
  const std::vector<std::int64_t> lengths = im.ints(op, op.attribute("length") ? "length" : "fft_length");
  check_fft(im, op, type, lengths);
  im.emit(op, OpCode::fft, {im.operand(op, 0)},
          attributes_for(OpCode::fft, {{"fft_type", type}, {"fft_length", lengths}}));
}

// One part of a complex element as pmapsim holds it: a double (a NaN is the one quiet NaN).
double part_value(double v) {
  return std::isnan(v) ? std::numeric_limits<double>::quiet_NaN() : v;
}

// A part's bit pattern (f32 or f64 bits, little-endian at `bytes`) as a double, exactly.
double part_from_bytes(const std::uint8_t* bytes, int width) {
  if (width == 8) {
    double d;
    std::memcpy(&d, bytes, 8);
    return d;
  }
  float f;
  std::memcpy(&f, bytes, 4);
  return f;
}

// A part as MLIR spells it: a decimal, inf/nan, or its bits in hex (0x7FC00000 is a NaN).
double part_from_literal(const Importer& im, const Op& op, const std::string& literal, int width) {
  if (literal == "inf" || literal == "+inf") return INFINITY;
  if (literal == "-inf") return -INFINITY;
  if (literal == "nan") return NAN;
  if (literal.rfind("0x", 0) == 0 || literal.rfind("0X", 0) == 0) {
    if (literal.size() != 2 + 2 * static_cast<std::size_t>(width) ||
        literal.find_first_not_of("0123456789abcdefABCDEF", 2) != std::string::npos)
      im.fail(op, "bad hex part '" + literal.substr(0, 40) + "' of a complex element");
    const std::uint64_t bits = std::strtoull(literal.c_str() + 2, nullptr, 16);
    std::uint8_t bytes[8];
    std::memcpy(bytes, &bits, 8);  // little-endian hosts: the low `width` bytes
    return part_from_bytes(bytes, width);
  }
  double v = 0;
  const char* begin = literal.data() + (literal[0] == '+' ? 1 : 0);
  const auto [end, error] = std::from_chars(begin, literal.data() + literal.size(), v);
  if (end != literal.data() + literal.size() || error != std::errc())
    im.fail(op, "bad part '" + literal.substr(0, 40) + "' of a complex element");
  return v;
}

}  // namespace

Attrs complex_constant_attrs(const Importer& im, const Op& op, const stablehlo::DenseElements& dense) {
  const TensorType& t = im.result_type(op);
  const int part_width = stablehlo::element_bytes(t.element) / 2;
  std::vector<double> parts;
  if (dense.is_hex()) {
    for (std::size_t i = 0; i + part_width <= dense.bytes.size(); i += part_width)
      parts.push_back(part_from_bytes(dense.bytes.data() + i, part_width));
  } else {
    for (const std::string& literal : dense.literals)
      parts.push_back(part_from_literal(im, op, literal, part_width));
  }
  for (double& part : parts) part = part_value(part);
  if (parts.size() == 2) return attributes_for(OpCode::constant, {{"imag", parts[1]}, {"value", parts[0]}});
  return attributes_for(OpCode::constant, {{"values", std::move(parts)}});
}

void add_complex_rows(RowTable& table) {
  const RowTable rows = {
      {"stablehlo.fft", fft_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import
