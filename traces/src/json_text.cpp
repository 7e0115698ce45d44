#include "json_text.hpp"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>

namespace pmapsim::traces::detail {

void TextBuffer::grow_to(std::size_t needed) {
  const std::size_t capacity = std::max(needed, capacity_ * 2);
  std::unique_ptr<char[]> bigger(new char[capacity]);
  if (size_ > 0) std::memcpy(bigger.get(), data_.get(), size_);
  data_ = std::move(bigger);
  capacity_ = capacity;
}

void append_json_string_escaped(TextBuffer& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  out.push_back('"');
  std::size_t plain_from = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    append(out, text.substr(plain_from, i - plain_from));
    plain_from = i + 1;
    switch (c) {
      case '"':
        append(out, "\\\"");
        break;
      case '\\':
        append(out, "\\\\");
        break;
      case '\n':
        append(out, "\\n");
        break;
      case '\t':
        append(out, "\\t");
        break;
      case '\r':
        append(out, "\\r");
        break;
      default: {
        const char escaped[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 0xf]};
        out.append(escaped, sizeof escaped);
      }
    }
  }
  append(out, text.substr(plain_from));
  out.push_back('"');
}

void append_general_number(TextBuffer& out, double value) {
  // fmt's shortest round-trip form; at most 24 chars ("-2.2250738585072014e-308").
  char* at = out.room(40);
  out.advance(static_cast<std::size_t>(fmt::format_to(at, FMT_COMPILE("{}"), value) - at));
}

}  // namespace pmapsim::traces::detail
