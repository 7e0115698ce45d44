#include "text_table.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace pmapsim::traces::detail {
namespace {

struct Scaled {
  double value;
  const char* prefix;
};

Scaled with_si_prefix(double value) {
  static constexpr Scaled kPrefixes[] = {{1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
  for (const Scaled& scale : kPrefixes) {
    if (std::fabs(value) >= scale.value) return {value / scale.value, scale.prefix};
  }
  return {value, ""};
}

// Display width: UTF-8 continuation bytes take no column.
std::size_t display_width(const std::string& text) {
  return static_cast<std::size_t>(std::count_if(
      text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

TextTable::TextTable(std::vector<std::string> headers) : headers_(std::move(headers)) {}

void TextTable::add_row(std::vector<std::string> cells) {
  cells.resize(headers_.size());
  rows_.push_back(std::move(cells));
}

std::string TextTable::render(const std::string& indent) const {
  std::vector<std::size_t> widths(headers_.size());
  for (std::size_t c = 0; c < headers_.size(); ++c) widths[c] = display_width(headers_[c]);
  for (const auto& row : rows_) {
    for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], display_width(row[c]));
  }
  std::string out;
  auto write_row = [&](const std::vector<std::string>& cells) {
    std::string line = indent;
    for (std::size_t c = 0; c < cells.size(); ++c) {
      const std::string padding(widths[c] - display_width(cells[c]), ' ');
      if (c > 0) line += "  ";
      line += c == 0 ? cells[c] + padding : padding + cells[c];
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  };
  write_row(headers_);
  std::vector<std::string> rule;
  for (std::size_t width : widths) rule.emplace_back(width, '-');
  write_row(rule);
  for (const auto& row : rows_) write_row(row);
  return out;
}

std::string format_duration(double ns) {
  const double magnitude = std::fabs(ns);
  if (magnitude < 1e3) return fmt::format("{:.0f} ns", ns);
  if (magnitude < 1e6) return fmt::format("{:.2f} us", ns / 1e3);
  if (magnitude < 1e9) return fmt::format("{:.2f} ms", ns / 1e6);
  return fmt::format("{:.3f} s", ns / 1e9);
}

std::string format_rate(double per_second, const std::string& unit) {
  const Scaled scaled = with_si_prefix(per_second);
  return fmt::format("{:.2f} {}{}/s", scaled.value, scaled.prefix, unit);
}

std::string format_quantity(double value) {
  const Scaled scaled = with_si_prefix(value);
  if (scaled.prefix[0] == '\0') return fmt::format("{:.0f}", value);
  return fmt::format("{:.2f} {}", scaled.value, scaled.prefix);
}

std::string format_percent(double fraction) {
  return fmt::format("{:.1f}%", 100.0 * fraction);
}

}  // namespace pmapsim::traces::detail
