// The mapping layer's core: walks @main (and the functions it calls) and
// hands each op to its row (importer.hpp; the rows live in rows_*.cpp).
#include "pmapsim/stablehlo/import.hpp"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "importer.hpp"

namespace pmapsim {
namespace stablehlo_import {

std::vector<std::string> Importer::run_body(const Region& body) {
  for (const Op& op : body.ops) {
    if (op.name == "func.return") {
      std::vector<std::string> results;
      for (std::size_t i = 0; i < op.operands.size(); ++i) results.push_back(operand(op, i));
      return results;
    }
    auto it = rows().find(op.name);
    if (it == rows().end()) fail(op, "is not supported yet");
    it->second(*this, op);
  }
  throw Error(module_.source_name + ": a function without func.return");
}

void Importer::inline_call(const Op& call) {
  const Function* callee = module_.function(call.callee);
  if (!callee) fail(call, "calls @" + call.callee + ", which the module does not define");
  if (callee->arguments.size() != call.operands.size()) fail(call, "passes the wrong number of arguments");
  if (++call_depth_ > 64) fail(call, "calls nest deeper than 64 (recursion?)");
  std::map<std::string, std::string> inner;
  for (std::size_t i = 0; i < call.operands.size(); ++i) inner[callee->arguments[i].name] = operand(call, i);
  scopes_.push_back(std::move(inner));
  const std::vector<std::string> results = run_body(callee->body);
  scopes_.pop_back();
  --call_depth_;
  if (results.size() != call.result_names.size()) fail(call, "result count differs from the callee's");
  for (std::size_t i = 0; i < results.size(); ++i) bind(call, i, results[i]);
}

namespace {

// IEEE half (f16) bits as a double, exactly.
double half_to_double(std::uint64_t h) {
  const int sign = (h >> 15) & 1, exponent = (h >> 10) & 0x1f;
  const double mantissa = static_cast<double>(h & 0x3ff);
  double v;
  if (exponent == 0) {
    v = std::ldexp(mantissa, -24);
  } else if (exponent == 31) {
    v = mantissa == 0 ? HUGE_VAL : NAN;
  } else {
    v = std::ldexp(mantissa + 1024, exponent - 25);
  }
  return sign ? -v : v;
}

// A float element's bit pattern (f32, bf16, f16, f64) as a double, exactly.
double float_bits_to_double(std::uint64_t bits, const std::string& element) {
  if (element == "f64") {
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
  }
  if (element == "f16") return half_to_double(bits);
  auto u = static_cast<std::uint32_t>(element == "bf16" ? bits << 16 : bits);
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// pmapsim's program text reads constants as doubles: fmt's shortest
// round-trip form gives back the same double, so every f64, f32, bf16 and
// f16 value (and every integer up to 2^53) survives exactly.
std::string real_literal(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  std::string s = fmt::format("{}", v);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

bool is_float_element(const std::string& e) {
  return e == "f32" || e == "f64" || e == "bf16" || e == "f16";
}

}  // namespace

std::string Importer::constant_attrs(const Op& op) {
  const Attr* value = op.words.empty() ? op.attribute("value") : &op.words[0];
  if (!value || value->kind != Attr::Kind::Dense) fail(op, "expected a dense<...> value");
  const TensorType& t = result_type(op);
  const std::string where = fmt::format("{}:{}:{}", module_.source_name, op.where.line, op.where.column);
  const stablehlo::DenseElements d = stablehlo::decode_dense(*value, t, where);
  const int width = stablehlo::element_bytes(t.element);
  const bool is_float = is_float_element(t.element);
  const bool is_unsigned = t.element.rfind("ui", 0) == 0;
  if (width <= 0 || (!is_float && t.element != "i1" && t.element.find('i') == std::string::npos))
    fail(op, "constants of " + t.element + " are not supported");
  // Integers beyond 2^53 do not survive the program text's doubles: refused, not rounded.
  auto integer_literal = [&](long double v) {
    if (std::fabs(v) > 9007199254740992.0L)
      fail(op,
           fmt::format("integer constant {:.0f} is beyond 2^53, which the program text cannot hold exactly",
                       static_cast<double>(v)));
    return real_literal(static_cast<double>(v));
  };
  auto element_from_bits = [&](std::uint64_t bits) -> std::string {
    if (is_float) return real_literal(float_bits_to_double(bits, t.element));
    if (t.element == "i1") return bits ? "1.0" : "0.0";
    if (is_unsigned || width == 8) {
      if (is_unsigned) return integer_literal(static_cast<long double>(bits));
      return integer_literal(static_cast<long double>(static_cast<std::int64_t>(bits)));
    }
    const int shift = 64 - 8 * width;  // sign-extend
    return integer_literal(static_cast<long double>(static_cast<std::int64_t>(bits << shift) >> shift));
  };
  auto literal = [&](const std::string& l) -> std::string {
    if (l == "true") return "1.0";
    if (l == "false") return "0.0";
    if (l == "inf" || l == "nan") return l;
    if (l.rfind("0x", 0) == 0 ||
        l.rfind("0X", 0) == 0) {  // an element's bit pattern: dense<0xFF800000> is -inf
      if (l.size() != 2 + 2 * static_cast<std::size_t>(width) ||
          l.find_first_not_of("0123456789abcdefABCDEF", 2) != std::string::npos)
        fail(op, "bad hex element '" + l.substr(0, 40) + "' for " + t.element);
      return element_from_bits(std::strtoull(l.c_str() + 2, nullptr, 16));
    }
    if (is_float) {
      double v = 0;
      const auto [end, error] = std::from_chars(l.data(), l.data() + l.size(), v);
      if (end != l.data() + l.size() || error != std::errc())
        fail(op, "bad element '" + l.substr(0, 40) + "'");
      return real_literal(v);
    }
    if (l.find_first_of(".eE") != std::string::npos)
      fail(op, "real element '" + l.substr(0, 40) + "' in an integer constant");
    errno = 0;
    const long double v = is_unsigned ? static_cast<long double>(std::strtoull(l.c_str(), nullptr, 10))
                                      : static_cast<long double>(std::strtoll(l.c_str(), nullptr, 10));
    if (errno == ERANGE) fail(op, "integer element '" + l.substr(0, 40) + "' is out of range");
    return integer_literal(v);
  };
  std::vector<std::string> literals;
  if (d.is_hex()) {
    for (std::size_t i = 0; i + width <= d.bytes.size(); i += width) {
      std::uint64_t bits = 0;
      for (int b = width - 1; b >= 0; --b) bits = (bits << 8) | d.bytes[i + b];
      literals.push_back(element_from_bits(bits));
    }
  } else {
    for (const auto& l : d.literals) literals.push_back(literal(l));
  }
  if (literals.size() == 1) return "{value=" + literals[0] + "}";
  std::string s = "{values=[";
  for (std::size_t i = 0; i < literals.size(); ++i) s += (i ? ", " : "") + literals[i];
  return s + "]}";
}

std::string Importer::run() {
  if (!module_.meshes.empty())
    throw Error(module_.source_name + ": modules with an sdy.mesh (shard_map, pmap) are not supported yet");
  const Function* main = module_.function("main");
  if (!main) throw Error(module_.source_name + ": the module has no @main");
  std::ostringstream head;
  head << "pmap @main axis=i devices=1 (";
  scopes_.emplace_back();
  for (std::size_t i = 0; i < main->arguments.size(); ++i) {
    const auto& a = main->arguments[i];
    Op where;
    where.name = "func.func @main";
    where.where = main->where;
    head << (i ? ", " : "") << "%arg" << i << ": " << type(where, a.type);
    scope()[a.name] = "%arg" + std::to_string(i);
  }
  head << ") {\n";
  const std::vector<std::string> results = run_body(main->body);
  out_ << "  return";
  for (std::size_t i = 0; i < results.size(); ++i) out_ << (i ? ", " : " ") << results[i];
  out_ << "\n}\n";
  return head.str() + out_.str();
}

const RowTable& rows() {
  static const RowTable table = [] {
    RowTable t;
    add_basic_rows(t);
    add_indexing_rows(t);
    add_region_rows(t);
    add_window_rows(t);
    add_collective_rows(t);
    return t;
  }();
  return table;
}

}  // namespace stablehlo_import

std::string import_stablehlo_to_text(const stablehlo::Module& module) {
  return stablehlo_import::Importer(module).run();
}

Program import_stablehlo(const std::string& text, const std::string& source_name) {
  const stablehlo::Module m = stablehlo::parse_module(text, source_name);
  const std::string spmd = import_stablehlo_to_text(m);
  try {
    return parse_program(spmd, source_name + " (imported)");
  } catch (const Error& e) {
    throw Error(std::string(e.what()) + " [in the program imported from " + source_name + "]");
  }
}

std::vector<std::string> stablehlo_supported_ops() {
  std::vector<std::string> names;
  for (const auto& [name, row] : stablehlo_import::rows()) names.push_back(name);
  return names;
}

}  // namespace pmapsim
