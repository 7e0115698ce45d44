// dense<...> constants: splat, nested lists and the hex form JAX prints for
// larger constants ("0x" + little-endian element bytes).
#include <cctype>

#include "pmapsim/stablehlo/module.hpp"

namespace pmapsim::stablehlo {
namespace {

std::int64_t element_count(const TensorType& type, const std::string& where) {
  std::int64_t n = 1;
  for (auto d : type.shape) {
    if (d != 0 && n > (std::int64_t(1) << 34) / d)
      throw Error(where + ": constant " + type.str() + " is too large");
    n *= d;
  }
  return n;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

DenseElements decode_dense(const Attr& dense, const TensorType& type, const std::string& where) {
  if (dense.kind != Attr::Kind::Dense) throw Error(where + ": expected a dense<...> constant");
  const std::int64_t count = element_count(type, where);
  DenseElements out;
  std::string body = dense.body;
  std::size_t b = body.find_first_not_of(" \n\t");
  std::size_t e = body.find_last_not_of(" \n\t");
  body = b == std::string::npos ? "" : body.substr(b, e - b + 1);
  if (body.size() >= 2 && body.front() == '"') {
    if (body.back() != '"' || body.size() < 4 || body[1] != '0' || (body[2] != 'x' && body[2] != 'X'))
      throw Error(where + ": a string dense constant must read \"0x...\"");
    const std::string hex = body.substr(3, body.size() - 4);
    if (hex.size() % 2) throw Error(where + ": hex constant has an odd number of digits");
    const int width = element_bytes(type.element);
    const std::int64_t bytes = static_cast<std::int64_t>(hex.size() / 2);
    // MLIR prints a splat's hex form as one element.
    if (bytes != count * width && bytes != width)
      throw Error(where + ": hex constant holds " + std::to_string(bytes) + " bytes, " + type.str() +
                  " needs " + std::to_string(count * width));
    out.splat = bytes == width && count != 1;
    out.bytes.reserve(hex.size() / 2);
    for (std::size_t i = 0; i < hex.size(); i += 2) {
      const int hi = hex_digit(hex[i]), lo = hex_digit(hex[i + 1]);
      if (hi < 0 || lo < 0) throw Error(where + ": bad hex digit in constant");
      out.bytes.push_back(static_cast<std::uint8_t>(hi * 16 + lo));
    }
    return out;
  }
  // A number, true/false, or nested [ ... ] lists of them; a complex element
  // is a (real,imaginary) pair, kept as two literals.
  const bool complex = type.element.rfind("complex", 0) == 0;
  const std::int64_t parts = complex ? 2 : 1;
  std::string tok;
  int open_pair = 0;
  auto flush = [&] {
    if (tok.empty()) return;
    if (static_cast<std::int64_t>(out.literals.size()) >= parts * std::max<std::int64_t>(count, 1))
      throw Error(where + ": constant has more elements than " + type.str());
    out.literals.push_back(tok);
    tok.clear();
  };
  int depth = 0;
  for (char c : body) {
    if (c == '[') {
      flush();
      if (++depth > kMaxNesting) throw Error(where + ": constant nested too deep");
    } else if (c == ']') {
      flush();
      if (--depth < 0) throw Error(where + ": unbalanced ']' in constant");
    } else if (c == ',' || std::isspace(static_cast<unsigned char>(c))) {
      flush();
    } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '+' || c == '.') {
      tok += c;
    } else if ((c == '(' || c == ')') && complex) {
      flush();
      open_pair += c == '(' ? 1 : -1;
      if (open_pair < 0 || open_pair > 1)
        throw Error(where + ": unbalanced '" + std::string(1, c) + "' in constant");
      if (c == ')' && out.literals.size() % 2 != 0)
        throw Error(where + ": a complex element needs a (real, imaginary) pair");
    } else if (c == '(' || c == ')') {
      throw Error(where + ": a complex (real, imaginary) pair in a constant of " + type.element);
    } else {
      throw Error(where + ": unexpected '" + std::string(1, c) + "' in constant");
    }
  }
  flush();
  if (depth != 0) throw Error(where + ": unbalanced '[' in constant");
  if (open_pair != 0) throw Error(where + ": unbalanced '(' in constant");
  const auto elements = static_cast<std::int64_t>(out.literals.size()) / parts;
  if (static_cast<std::int64_t>(out.literals.size()) % parts != 0)
    throw Error(where + ": a complex element needs a (real, imaginary) pair");
  if (elements == 1 && count != 1) {
    out.splat = true;
  } else if (elements != count) {
    throw Error(where + ": constant has " + std::to_string(elements) + " elements, " + type.str() +
                " needs " + std::to_string(count));
  }
  for (const auto& l : out.literals) {
    const char c = l[0];
    if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+' || l == "true" ||
          l == "false" || l == "inf" || l == "nan" || l == "0x"))
      throw Error(where + ": bad constant element '" + l.substr(0, 40) + "'");
  }
  return out;
}

}  // namespace pmapsim::stablehlo
