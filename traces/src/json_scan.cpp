#include "json_scan.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

namespace pmapsim::traces::detail {

void JsonScanner::fail(const char* problem) const {
  throw JsonScanError(offset(), problem);
}

void JsonScanner::fail_nesting() const {
  throw JsonScanError(offset(), "nests too deeply", true);
}

void JsonScanner::expect(char c) {
  skip_space();
  if (at_ >= end_) fail("the text ends early");
  if (*at_ != c) fail("unexpected character");
  ++at_;
}

JsonKind JsonScanner::peek() {
  skip_space();
  if (at_ >= end_) fail("the text ends early");
  switch (*at_) {
    case '{':
      return JsonKind::object;
    case '[':
      return JsonKind::array;
    case '"':
      return JsonKind::string;
    case 't':
    case 'f':
    case 'n':
      return JsonKind::literal;
    default:
      if (*at_ == '-' || (*at_ >= '0' && *at_ <= '9')) return JsonKind::number;
      fail("unexpected character");
  }
}

void JsonScanner::expect_end() {
  skip_space();
  if (at_ != end_) fail("unexpected text after the value");
}

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

void append_utf8(std::string& out, std::uint32_t code) {
  if (code < 0x80) {
    out.push_back(static_cast<char>(code));
  } else if (code < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (code >> 6)));
    out.push_back(static_cast<char>(0x80 | (code & 0x3F)));
  } else if (code < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (code >> 12)));
    out.push_back(static_cast<char>(0x80 | ((code >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (code & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (code >> 18)));
    out.push_back(static_cast<char>(0x80 | ((code >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((code >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (code & 0x3F)));
  }
}

}  // namespace

// at_ is on the backslash.
void JsonScanner::append_escape(std::string& out) {
  if (end_ - at_ < 2) {
    at_ = end_;
    fail("the text ends early");
  }
  const char kind = at_[1];
  at_ += 2;
  switch (kind) {
    case '"':
    case '\\':
    case '/':
      out.push_back(kind);
      return;
    case 'b':
      out.push_back('\b');
      return;
    case 'f':
      out.push_back('\f');
      return;
    case 'n':
      out.push_back('\n');
      return;
    case 'r':
      out.push_back('\r');
      return;
    case 't':
      out.push_back('\t');
      return;
    case 'u':
      break;
    default:
      at_ -= 1;
      fail("bad escape in a string");
  }
  auto read_hex4 = [&]() -> std::uint32_t {
    if (end_ - at_ < 4) {
      at_ = end_;
      fail("the text ends early");
    }
    std::uint32_t code = 0;
    for (int i = 0; i < 4; ++i) {
      const int digit = hex_digit(at_[i]);
      if (digit < 0) fail("bad \\u escape in a string");
      code = code * 16 + static_cast<std::uint32_t>(digit);
    }
    at_ += 4;
    return code;
  };
  std::uint32_t code = read_hex4();
  if (code >= 0xD800 && code <= 0xDBFF) {
    if (end_ - at_ < 2 || at_[0] != '\\' || at_[1] != 'u') fail("unpaired surrogate in a string");
    at_ += 2;
    const std::uint32_t low = read_hex4();
    if (low < 0xDC00 || low > 0xDFFF) fail("unpaired surrogate in a string");
    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
  } else if (code >= 0xDC00 && code <= 0xDFFF) {
    fail("unpaired surrogate in a string");
  }
  append_utf8(out, code);
}

void JsonScanner::string(std::string& out) {
  out.clear();
  skip_space();
  if (at_ >= end_) fail("the text ends early");
  if (*at_ != '"') fail("expected a string");
  ++at_;
  for (;;) {
    const char* run = at_;
    while (at_ < end_ && *at_ != '"' && *at_ != '\\' && static_cast<unsigned char>(*at_) >= 0x20) ++at_;
    out.append(run, static_cast<std::size_t>(at_ - run));
    if (at_ >= end_) fail("the text ends early");
    if (*at_ == '"') {
      ++at_;
      return;
    }
    if (*at_ == '\\') {
      append_escape(out);
    } else {
      fail("control character in a string");
    }
  }
}

void JsonScanner::skip_string() {
  ++at_;                // the opening quote
  std::string escaped;  // escapes are checked, their text dropped
  while (at_ < end_) {
    const char c = *at_;
    if (c == '"') {
      ++at_;
      return;
    }
    if (c == '\\') {
      append_escape(escaped);
      escaped.clear();
    } else if (static_cast<unsigned char>(c) < 0x20) {
      fail("control character in a string");
    } else {
      ++at_;
    }
  }
  fail("the text ends early");
}

JsonNumber JsonScanner::number() {
  skip_space();
  const char* start = at_;
  const char* c = at_;
  auto digits = [&] {
    const char* first = c;
    while (c < end_ && *c >= '0' && *c <= '9') ++c;
    return c > first;
  };
  auto ends_early_or = [&](const char* problem) {
    at_ = c;
    fail(c >= end_ ? "the text ends early" : problem);
  };
  if (c < end_ && *c == '-') ++c;
  if (c < end_ && *c == '0') {
    ++c;
  } else if (!digits()) {
    ends_early_or("expected a number");
  }
  bool integer = true;
  if (c < end_ && *c == '.') {
    ++c;
    integer = false;
    if (!digits()) ends_early_or("expected a digit");
  }
  if (c < end_ && (*c == 'e' || *c == 'E')) {
    ++c;
    integer = false;
    if (c < end_ && (*c == '+' || *c == '-')) ++c;
    if (!digits()) ends_early_or("expected a digit");
  }
  JsonNumber number;
  if (std::from_chars(start, c, number.value).ec != std::errc()) {
    // Out of range: a negative exponent underflows to zero, else the number is infinite.
    const char* exponent = std::find_if(start, c, [](char d) { return d == 'e' || d == 'E'; });
    const bool tiny = exponent != c && exponent + 1 < c && exponent[1] == '-';
    number.value = tiny ? 0.0 : (*start == '-' ? -HUGE_VAL : HUGE_VAL);
  }
  if (integer) {
    auto [stop, status] = std::from_chars(start, c, number.integer);
    number.is_integer = status == std::errc() && stop == c;
  }
  at_ = c;
  return number;
}

void JsonScanner::literal() {
  for (std::string_view word : {"true", "false", "null"}) {
    const auto left = static_cast<std::size_t>(end_ - at_);
    const std::size_t length = std::min(left, word.size());
    if (std::string_view(at_, length) != word.substr(0, length)) continue;
    if (length < word.size()) {
      at_ = end_;
      fail("the text ends early");
    }
    at_ += word.size();
    return;
  }
  fail("unexpected character");
}

void JsonScanner::skip_value() {
  switch (peek()) {
    case JsonKind::object:
      object([&](const std::string&) { skip_value(); });
      return;
    case JsonKind::array:
      array([&] { skip_value(); });
      return;
    case JsonKind::string:
      skip_string();
      return;
    case JsonKind::number:
      number();
      return;
    case JsonKind::literal:
      literal();
      return;
  }
}

std::string_view JsonScanner::skip() {
  skip_space();
  const char* start = at_;
  skip_value();
  return std::string_view(start, static_cast<std::size_t>(at_ - start));
}

}  // namespace pmapsim::traces::detail
