// Small, fast JSON text pieces for the streaming trace writer.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <string_view>

namespace pmapsim::traces::detail {

using TextBuffer = fmt::memory_buffer;

inline void append(TextBuffer& out, std::string_view text) {
  out.append(text.data(), text.data() + text.size());
}

// A JSON string literal with quotes; control characters are escaped.
void append_json_string(TextBuffer& out, std::string_view text);

// Whole nanoseconds as microseconds with three decimals ("12.345", "-0.002").
void append_micros(TextBuffer& out, std::int64_t ns);

// A finite double in its shortest round-trip form ("5", "0.25", "1e+20").
void append_number(TextBuffer& out, double value);

void append_integer(TextBuffer& out, std::int64_t value);

}  // namespace pmapsim::traces::detail
