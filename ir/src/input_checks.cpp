#include "pmapsim/input_checks.hpp"

#include <fmt/format.h>

#include <filesystem>

#include "pmapsim/errors.hpp"

namespace pmapsim {

void check_json_nesting(std::string_view text, const std::string& what, int max_depth) {
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth) {
        throw Error(fmt::format("{}: JSON nested deeper than {} levels (at byte {})", what, max_depth, i));
      }
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
}

void require_regular_file(const std::string& path, const std::string& what) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error || !std::filesystem::exists(status) || std::filesystem::is_regular_file(status)) return;
  if (std::filesystem::is_directory(status))
    throw Error(fmt::format("{} '{}': it is a directory", what, path));
  throw Error(fmt::format("{} '{}': it is not a regular file", what, path));
}

std::int64_t check_range(std::int64_t value, std::int64_t low, std::int64_t high, const std::string& what) {
  if (value < low || value > high) {
    throw Error(fmt::format("{}: {} is out of range ({} to {})", what, value, low, high));
  }
  return value;
}

}  // namespace pmapsim
