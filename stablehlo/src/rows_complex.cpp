// Rows for complex numbers and the FFT: stablehlo.complex, real, imag and
// fft, and the attributes of complex constants. complex<f32> and
// complex<f64> are pmapsim's c64 and c128 (Importer::type); the arithmetic,
// compare, convert, reduce and layout rows take them as they take reals.
#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstring>

#include "importer.hpp"
#include "pmapsim/ops.hpp"

namespace pmapsim::stablehlo_import {
namespace {

Row same_op(const char* spmd) {
  return [spmd](Importer& im, const Op& op) { im.emit(op, spmd + im.operands_text(op)); };
}

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

// A StableHLO type as pmapsim's.
pmapsim::TensorType spmd_type(const Importer& im, const Op& op, const TensorType& type) {
  const std::string text = im.type(op, type);
  return pmapsim::TensorType{parse_dtype(text.substr(0, text.find('['))), type.shape};
}

// The op table's fft rule, run here so that a bad fft_length or type is an
// error at the StableHLO op's line rather than in the imported program.
void check_fft(const Importer& im, const Op& op, const std::string& type,
               const std::vector<std::int64_t>& lengths) {
  if (op.operand_types.empty()) return;  // the imported program's verifier checks it
  Attrs attrs;
  attrs.set("fft_type", type);
  attrs.set("fft_length", lengths);
  const std::vector<pmapsim::TensorType> operands = {spmd_type(im, op, op.operand_types[0])};
  pmapsim::TensorType result;
  try {
    result = op_def(OpCode::fft).infer(ShapeContext{operands, attrs, std::nullopt, "", 1});
  } catch (const Error& e) {
    const std::string what = e.what();
    im.fail(op, what.rfind("fft: ", 0) == 0 ? what.substr(5) : what);
  }
  const pmapsim::TensorType declared = spmd_type(im, op, im.result_type(op));
  if (result != declared)
    im.fail(op, "result type " + im.result_type(op).str() + " should be " + result.str());
}

void fft_row(Importer& im, const Op& op) {
  const std::string type = fft_type(im, op);
  const std::vector<std::int64_t> lengths = im.ints(op, op.attribute("length") ? "length" : "fft_length");
  check_fft(im, op, type, lengths);
  im.emit(op, "fft " + im.operand(op, 0) + " {fft_type=" + type + ", fft_length=" + join(lengths) + "}");
}

// One part of a complex element as pmapsim's program text writes a real
// (fmt's shortest form reads back as the same double).
std::string part_literal(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  std::string s = fmt::format("{}", v);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
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

std::string complex_constant_attrs(const Importer& im, const Op& op, const stablehlo::DenseElements& dense) {
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
  if (parts.size() == 2) return "{imag=" + part_literal(parts[1]) + ", value=" + part_literal(parts[0]) + "}";
  std::string s = "{values=[";
  for (std::size_t i = 0; i < parts.size(); ++i) s += (i ? ", " : "") + part_literal(parts[i]);
  return s + "]}";
}

void add_complex_rows(RowTable& table) {
  const RowTable rows = {
      {"stablehlo.complex", same_op("complex")},
      {"stablehlo.real", same_op("real")},
      {"stablehlo.imag", same_op("imag")},
      {"stablehlo.fft", fft_row},
  };
  table.insert(rows.begin(), rows.end());
}

}  // namespace pmapsim::stablehlo_import
