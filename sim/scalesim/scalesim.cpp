#include "sim/scalesim/scalesim.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>

#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"
#include "pmapsim/output_files.hpp"

namespace pmapsim::sim {
namespace {

std::string trim(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return "";
  const auto last = text.find_last_not_of(" \t\r\n");
  return std::string(text.substr(first, last - first + 1));
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

std::string read_text_file(const std::string& path, const std::string& what) {
  require_regular_file(path, what);
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": cannot open " + what);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// A whole decimal integer >= minimum, or an Error naming where and what.
std::int64_t parse_integer(const std::string& text, std::int64_t minimum, const std::string& where) {
  std::int64_t value = 0;
  const char* begin = text.data();
  const char* end = begin + text.size();
  const auto [stop, error] = std::from_chars(begin, end, value);
  if (text.empty() || error != std::errc() || stop != end) {
    throw Error(fmt::format("{}: expected an integer, got '{}'", where, text));
  }
  if (value < minimum) throw Error(fmt::format("{}: must be at least {}, got {}", where, minimum, value));
  return value;
}

// The .cfg as configparser reads it: [section] headers, "key: value" or
// "key = value" lines, keys case-insensitive, '#' and ';' comments.
struct IniEntry {
  std::string value;
  int line = 0;
};
using IniSections = std::map<std::string, std::map<std::string, IniEntry>>;

IniSections parse_ini(const std::string& text, const std::string& source_name) {
  IniSections sections;
  std::string section;
  const auto lines = split_lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const int line_number = static_cast<int>(i) + 1;
    const std::string line = trim(lines[i]);
    if (line.empty() || line[0] == '#' || line[0] == ';') continue;
    const std::string where = fmt::format("{}:{}", source_name, line_number);
    if (line.front() == '[') {
      if (line.back() != ']') throw Error(where + ": section header without closing ']'");
      section = lower(trim(std::string_view(line).substr(1, line.size() - 2)));
      continue;
    }
    const auto separator = line.find_first_of(":=");
    if (separator == std::string::npos) throw Error(where + ": expected 'key: value', got '" + line + "'");
    if (section.empty()) throw Error(where + ": entry before any [section]");
    const std::string key = lower(trim(std::string_view(line).substr(0, separator)));
    if (key.empty()) throw Error(where + ": entry without a key");
    sections[section][key] = IniEntry{trim(std::string_view(line).substr(separator + 1)), line_number};
  }
  return sections;
}

class ConfigReader {
 public:
  ConfigReader(const IniSections& sections, std::string source_name)
      : sections_(sections), source_name_(std::move(source_name)) {}

  const IniEntry* find(const std::string& section, const std::string& key) const {
    const auto s = sections_.find(section);
    if (s == sections_.end()) return nullptr;
    const auto e = s->second.find(lower(key));
    return e == s->second.end() ? nullptr : &e->second;
  }

  const IniEntry& require(const std::string& section, const std::string& key) const {
    const IniEntry* entry = find(section, key);
    if (!entry) throw Error(fmt::format("{}: missing {} in [{}]", source_name_, key, section));
    return *entry;
  }

  std::int64_t integer(const std::string& section, const std::string& key, std::int64_t minimum,
                       std::int64_t fallback, bool required = false) const {
    const IniEntry* entry = required ? &require(section, key) : find(section, key);
    if (!entry) return fallback;
    return parse_integer(entry->value, minimum, fmt::format("{}:{}: {}", source_name_, entry->line, key));
  }

  std::string where(const IniEntry& entry) const { return fmt::format("{}:{}", source_name_, entry.line); }

 private:
  const IniSections& sections_;
  std::string source_name_;
};

// Python's str(float): shortest round-trip digits, always with a decimal point.
std::string python_float(double value) {
  std::string text = fmt::format("{}", value);
  if (text.find_first_of(".eEn") == std::string::npos) text += ".0";
  return text;
}

}  // namespace

ScaleSimConfig parse_scalesim_config(const std::string& text, const std::string& source_name) {
  const IniSections sections = parse_ini(text, source_name);
  const ConfigReader reader(sections, source_name);
  const std::string arch = "architecture_presets";
  ScaleSimConfig config;
  if (const IniEntry* name = reader.find("general", "run_name")) config.run_name = name->value;
  if (config.run_name.empty() || config.run_name.find_first_of("/\\") != std::string::npos ||
      config.run_name == "." || config.run_name == "..") {
    throw Error(source_name + ": run_name must be a plain, non-empty directory name");
  }
  config.array.rows = reader.integer(arch, "ArrayHeight", 1, 0, true);
  config.array.cols = reader.integer(arch, "ArrayWidth", 1, 0, true);
  const IniEntry& dataflow = reader.require(arch, "Dataflow");
  config.dataflow = parse_dataflow(dataflow.value, reader.where(dataflow) + ": Dataflow");
  config.ifmap_sram_kb = reader.integer(arch, "IfmapSramSzkB", 0, 0);
  config.filter_sram_kb = reader.integer(arch, "FilterSramSzkB", 0, 0);
  config.ofmap_sram_kb = reader.integer(arch, "OfmapSramSzkB", 0, 0);
  config.ifmap_offset = reader.integer(arch, "IfmapOffset", 0, 0);
  config.filter_offset = reader.integer(arch, "FilterOffset", 0, 0);
  config.ofmap_offset = reader.integer(arch, "OfmapOffset", 0, 0);
  config.bandwidth_words_per_cycle = reader.integer(arch, "Bandwidth", 1, 0);
  config.memory_banks = reader.integer(arch, "MemoryBanks", 1, 1);
  if (const IniEntry* mode = reader.find("run_presets", "InterfaceBandwidth")) {
    const std::string upper_mode = lower(mode->value);
    if (upper_mode != "calc" && upper_mode != "user") {
      throw Error(reader.where(*mode) + ": InterfaceBandwidth must be CALC or USER, got '" + mode->value +
                  "'");
    }
    config.interface_bandwidth = upper_mode == "calc" ? "CALC" : "USER";
  }
  return config;
}

std::vector<GemmLayer> parse_gemm_topology(const std::string& text, const std::string& source_name) {
  std::vector<GemmLayer> layers;
  const auto lines = split_lines(text);
  // Line 1 is the header ("Layer name, M, N, K,"), skipped as SCALE-Sim does.
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const std::string line = trim(lines[i]);
    if (line.empty()) continue;
    const std::string where = fmt::format("{}:{}", source_name, i + 1);
    std::vector<std::string> fields;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, ',');) fields.push_back(trim(field));
    // SCALE-Sim's rows end with a comma; a missing trailing comma is accepted too.
    if (!fields.empty() && fields.back().empty()) fields.pop_back();
    if (fields.size() < 4) throw Error(fmt::format("{}: expected 4 columns, got {}", where, fields.size()));
    GemmLayer layer;
    layer.name = fields[0];
    layer.shape.m = parse_integer(fields[1], 1, where + ": M");
    layer.shape.n = parse_integer(fields[2], 1, where + ": N");
    layer.shape.k = parse_integer(fields[3], 1, where + ": K");
    layers.push_back(layer);
  }
  if (layers.empty())
    throw Error(source_name + ": no layers (expected a header line, then 'name, M, N, K' rows)");
  return layers;
}

std::vector<ComputeReportRow> compute_report(const ScaleSimConfig& config,
                                             const std::vector<GemmLayer>& layers) {
  std::vector<ComputeReportRow> rows;
  const double macs_per_cycle =
      static_cast<double>(config.array.rows) * static_cast<double>(config.array.cols);
  for (std::size_t i = 0; i < layers.size(); ++i) {
    const SystolicTiming timing = systolic_gemm(config.dataflow, config.array, layers[i].shape);
    const GemmShape& g = layers[i].shape;
    ComputeReportRow row;
    row.layer_id = static_cast<std::int64_t>(i);
    row.total_cycles = timing.total_cycles;
    row.stall_cycles = 0;
    const double macs = static_cast<double>(g.m) * static_cast<double>(g.n) * static_cast<double>(g.k);
    row.overall_util_percent = macs * 100.0 / (static_cast<double>(timing.total_cycles) * macs_per_cycle);
    row.mapping_efficiency_percent = timing.mapping_efficiency * 100.0;
    row.compute_util_percent = timing.compute_utilization * 100.0;
    rows.push_back(row);
  }
  return rows;
}

std::string compute_report_csv(const std::vector<ComputeReportRow>& rows) {
  std::string csv =
      "LayerID, Total Cycles, Stall Cycles, Overall Util %, Mapping Efficiency %, Compute Util %,\n";
  for (const auto& row : rows) {
    csv += fmt::format("{}, {}, {}, {}, {}, {},\n", row.layer_id, row.total_cycles, row.stall_cycles,
                       python_float(row.overall_util_percent), python_float(row.mapping_efficiency_percent),
                       python_float(row.compute_util_percent));
  }
  return csv;
}

int run_scalesim(const std::string& config_path, const std::string& topology_path, const std::string& out_dir,
                 std::ostream& log) {
  const ScaleSimConfig config =
      parse_scalesim_config(read_text_file(config_path, "SCALE-Sim config"), config_path);
  const std::vector<GemmLayer> layers =
      parse_gemm_topology(read_text_file(topology_path, "GEMM topology"), topology_path);
  const std::vector<ComputeReportRow> rows = compute_report(config, layers);

  // The run directory and its report appear together or not at all.
  OutputSet outputs(std::filesystem::path(out_dir) / config.run_name, "SCALE-Sim output");
  outputs.add("COMPUTE_REPORT.csv", compute_report_csv(rows));
  outputs.commit();
  const std::filesystem::path report_path = outputs.dir() / "COMPUTE_REPORT.csv";

  log << fmt::format("array {}x{}, dataflow {}, {} GEMM layers\n", config.array.rows, config.array.cols,
                     dataflow_name(config.dataflow), layers.size());
  if (config.interface_bandwidth == "USER") {
    log << "note: InterfaceBandwidth USER: memory stalls are not modelled; stall cycles are reported as 0\n";
  }
  log << fmt::format("{:<6} {:<20} {:>14} {:>10} {:>10}\n", "layer", "name", "total cycles", "mapping %",
                     "compute %");
  for (std::size_t i = 0; i < rows.size(); ++i) {
    log << fmt::format("{:<6} {:<20} {:>14} {:>10.2f} {:>10.2f}\n", rows[i].layer_id, layers[i].name,
                       rows[i].total_cycles, rows[i].mapping_efficiency_percent,
                       rows[i].compute_util_percent);
  }
  log << "wrote " << report_path.string() << "\n";
  return 0;
}

}  // namespace pmapsim::sim
