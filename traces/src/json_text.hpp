// Small, fast JSON text pieces for the streaming trace writer. Everything is
// appended to one growing char buffer; the short pieces are inline so that a
// record is formatted without calls, allocations or format-string parsing.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>

namespace pmapsim::traces::detail {

class TextBuffer {
 public:
  std::size_t size() const { return size_; }
  const char* data() const { return data_.get(); }
  void clear() { size_ = 0; }
  void reserve(std::size_t capacity) {
    if (capacity > capacity_) grow_to(capacity);
  }

  void append(const char* text, std::size_t length) {
    std::memcpy(room(length), text, length);
    size_ += length;
  }
  void push_back(char c) {
    *room(1) = c;
    ++size_;
  }
  // Space for at least `length` more chars at the end; advance() commits them.
  char* room(std::size_t length) {
    if (length > capacity_ - size_) grow_to(size_ + length);
    return data_.get() + size_;
  }
  void advance(std::size_t length) { size_ += length; }

 private:
  void grow_to(std::size_t needed);

  std::unique_ptr<char[]> data_;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

inline void append(TextBuffer& out, std::string_view text) {
  out.append(text.data(), text.size());
}

// Whether a string goes into JSON as it is, between quotes: no control
// character, quote or backslash. Checks eight bytes at a time: a word has a
// byte below 0x20 when (w - 0x20..20) & ~w & 0x80..80 is non-zero, and a byte
// equal to c when the same test for "below 1" holds for w ^ c..c.
inline bool json_plain(std::string_view text) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ull;
  constexpr std::uint64_t kHighs = 0x8080808080808080ull;
  const auto has_below = [](std::uint64_t w, std::uint64_t n) { return (w - kOnes * n) & ~w & kHighs; };
  const char* at = text.data();
  std::size_t left = text.size();
  for (; left >= 8; at += 8, left -= 8) {
    std::uint64_t w;
    std::memcpy(&w, at, 8);
    if (has_below(w, 0x20) | has_below(w ^ (kOnes * '"'), 1) | has_below(w ^ (kOnes * '\\'), 1)) return false;
  }
  for (; left > 0; ++at, --left) {
    const auto c = static_cast<unsigned char>(*at);
    if (c < 0x20 || c == '"' || c == '\\') return false;
  }
  return true;
}

void append_json_string_escaped(TextBuffer& out, std::string_view text);

// A JSON string literal with quotes; control characters are escaped.
inline void append_json_string(TextBuffer& out, std::string_view text) {
  if (!json_plain(text)) {
    append_json_string_escaped(out, text);
    return;
  }
  char* at = out.room(text.size() + 2);
  at[0] = '"';
  std::memcpy(at + 1, text.data(), text.size());
  at[text.size() + 1] = '"';
  out.advance(text.size() + 2);
}

inline void append_integer(TextBuffer& out, std::int64_t value) {
  char* at = out.room(24);
  out.advance(static_cast<std::size_t>(std::to_chars(at, at + 24, value).ptr - at));
}

// Whole nanoseconds as microseconds with three decimals ("12.345", "-0.002").
inline void append_micros(TextBuffer& out, std::int64_t ns) {
  // Integer arithmetic keeps the value exact; Perfetto rounds ts * 1000 back to ns.
  char* const begin = out.room(32);
  char* at = begin;
  if (ns < 0) *at++ = '-';
  const std::uint64_t magnitude =
      ns < 0 ? 0 - static_cast<std::uint64_t>(ns) : static_cast<std::uint64_t>(ns);
  at = std::to_chars(at, begin + 28, magnitude / 1000).ptr;
  const auto fraction = static_cast<unsigned>(magnitude % 1000);
  at[0] = '.';
  at[1] = static_cast<char>('0' + fraction / 100);
  at[2] = static_cast<char>('0' + fraction / 10 % 10);
  at[3] = static_cast<char>('0' + fraction % 10);
  out.advance(static_cast<std::size_t>(at + 4 - begin));
}

void append_general_number(TextBuffer& out, double value);

// A finite double in its shortest round-trip form ("5", "0.25", "1e+20").
inline void append_number(TextBuffer& out, double value) {
  // Whole numbers below 1e15 (most flops, bytes and counter values) print as
  // integers in that form; -0 keeps its sign through the general path.
  if (value > -1e15 && value < 1e15 && value != 0) {
    const auto whole = static_cast<std::int64_t>(value);
    if (static_cast<double>(whole) == value) {
      append_integer(out, whole);
      return;
    }
  }
  append_general_number(out, value);
}

}  // namespace pmapsim::traces::detail
