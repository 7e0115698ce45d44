#include "json_text.hpp"

#include <fmt/compile.h>

#include <cmath>
#include <cstdlib>

namespace pmapsim::traces::detail {

void append_json_string(TextBuffer& out, std::string_view text) {
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
        out.append(escaped, escaped + sizeof escaped);
      }
    }
  }
  append(out, text.substr(plain_from));
  out.push_back('"');
}

void append_micros(TextBuffer& out, std::int64_t ns) {
  // Integer arithmetic keeps the value exact; Perfetto rounds ts * 1000 back to ns.
  if (ns < 0) out.push_back('-');
  const std::uint64_t magnitude =
      ns < 0 ? 0 - static_cast<std::uint64_t>(ns) : static_cast<std::uint64_t>(ns);
  const fmt::format_int whole(magnitude / 1000);
  out.append(whole.data(), whole.data() + whole.size());
  const auto fraction = static_cast<unsigned>(magnitude % 1000);
  const char digits[] = {'.', static_cast<char>('0' + fraction / 100),
                         static_cast<char>('0' + fraction / 10 % 10), static_cast<char>('0' + fraction % 10)};
  out.append(digits, digits + sizeof digits);
}

void append_number(TextBuffer& out, double value) {
  fmt::format_to(std::back_inserter(out), "{}", value);
}

void append_integer(TextBuffer& out, std::int64_t value) {
  fmt::format_to(std::back_inserter(out), "{}", value);
}

}  // namespace pmapsim::traces::detail
