// Checks shared by the readers of user input (JSON configurations and
// traces, spec strings, text formats): limits that keep hostile input from
// exhausting the stack or wrapping a number silently.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace pmapsim {

// Most devices a backend or program may have: far beyond any machine
// simulated, small enough that per-device tables and link counts fit.
inline constexpr std::int64_t kMaxDevices = 65536;

// Deepest nesting of JSON arrays and objects a reader accepts. Real
// configurations and traces nest a few levels; a limit keeps recursive
// walks (printing a value, destroying a document) off the stack's end.
inline constexpr int kMaxJsonNesting = 128;

// Throws Error("WHAT: JSON nested deeper than ... levels (at byte N)") when
// text, read as JSON, opens more than max_depth arrays and objects at once.
// Brackets inside strings do not count. Cheap: one pass, no allocation.
void check_json_nesting(std::string_view text, const std::string& what, int max_depth = kMaxJsonNesting);

// Throws Error("WHAT 'PATH': it is a directory" / "it is not a regular
// file") when path exists but is not a regular file: a directory, a device
// such as /dev/zero (endless), or a FIFO (opening it blocks). A missing
// file is left to the reader's own open error.
void require_regular_file(const std::string& path, const std::string& what);

// value as an integer type's value, or Error("WHAT: VALUE is out of range
// for FIELD (LOW to HIGH)"): the one message for a count or size that its
// storage cannot hold.
std::int64_t check_range(std::int64_t value, std::int64_t low, std::int64_t high, const std::string& what);

}  // namespace pmapsim
