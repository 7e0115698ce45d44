// Plain-text tables and the number formats the summary and compare tables share.
#pragma once

#include <string>
#include <vector>

namespace pmapsim::traces::detail {

// Columns sized to their widest cell; the first column is left-aligned, the
// others right-aligned (they hold numbers).
class TextTable {
 public:
  explicit TextTable(std::vector<std::string> headers);
  void add_row(std::vector<std::string> cells);
  std::string render(const std::string& indent = "  ") const;

 private:
  std::vector<std::string> headers_;
  std::vector<std::vector<std::string>> rows_;
};

std::string format_duration(double ns);  // "812 ns", "12.35 us", "4.20 ms", "1.250 s"
std::string format_rate(double per_second, const std::string& unit);  // "1.23 TFLOP/s"
std::string format_quantity(double value);                            // "1.50 G", "12.0 k", "7"
std::string format_percent(double fraction);                          // "42.1%"

}  // namespace pmapsim::traces::detail
