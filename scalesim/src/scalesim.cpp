#include "pmapsim/scalesim/scalesim.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>
#include <string_view>
#include <tuple>

#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"

namespace pmapsim::scalesim {
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
// No count, size, offset or bandwidth in a config needs more than 2^40: the
// bound keeps the model's products of them (bytes = kB * 1024, address =
// offset + extent, PEs = rows * cols) inside int64.
constexpr std::int64_t kMaxConfigInteger = std::int64_t{1} << 40;
// An array side beyond 2^16 PEs is no systolic array; rows * cols * cycles stays in range.
constexpr std::int64_t kMaxArraySide = std::int64_t{1} << 16;

std::int64_t parse_integer(const std::string& text, std::int64_t minimum, const std::string& where,
                           std::int64_t maximum = kMaxConfigInteger) {
  std::int64_t value = 0;
  const char* begin = text.data();
  const char* end = begin + text.size();
  const auto [stop, error] = std::from_chars(begin, end, value);
  if (text.empty() || error != std::errc() || stop != end) {
    throw Error(fmt::format("{}: expected an integer, got '{}'", where, text));
  }
  if (value < minimum) throw Error(fmt::format("{}: must be at least {}, got {}", where, minimum, value));
  if (value > maximum) throw Error(fmt::format("{}: must be at most {}, got {}", where, maximum, value));
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
                       std::int64_t fallback, bool required = false,
                       std::int64_t maximum = kMaxConfigInteger) const {
    const IniEntry* entry = required ? &require(section, key) : find(section, key);
    if (!entry) return fallback;
    return parse_integer(entry->value, minimum, fmt::format("{}:{}: {}", source_name_, entry->line, key),
                         maximum);
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

// A topology row split SCALE-Sim's way: fields trimmed, the text after the
// last comma dropped. A row without a trailing comma would lose its last
// value there; that is an error here rather than a silent misread.
std::vector<std::string> topology_fields(const std::string& line, const std::string& where,
                                         std::size_t needed) {
  std::vector<std::string> fields;
  std::size_t begin = 0;
  for (;;) {
    const std::size_t comma = line.find(',', begin);
    if (comma == std::string::npos) {
      const std::string dropped = trim(std::string_view(line).substr(begin));
      if (fields.size() < needed && !dropped.empty()) {
        throw Error(
            fmt::format("{}: expected {} fields ending with a comma, got {} and '{}' after the last "
                        "comma (SCALE-Sim drops the text after a row's last comma)",
                        where, needed, fields.size(), dropped));
      }
      return fields;
    }
    fields.push_back(trim(std::string_view(line).substr(begin, comma - begin)));
    begin = comma + 1;
  }
}

// SCALE-Sim's optional sparsity ratio "N:M" (sparsity is not modelled).
void check_sparsity_field(const std::string& field, std::size_t index, const std::string& where) {
  const auto colon = field.find(':');
  if (colon == std::string::npos) {
    throw Error(
        fmt::format("{}: field {} is '{}': after the stride only a sparsity ratio N:M may follow "
                    "(SCALE-Sim 3.0.0 fails on this row too)",
                    where, index + 1, field));
  }
  parse_integer(trim(std::string_view(field).substr(0, colon)), 1, where + ": sparsity N");
  parse_integer(trim(std::string_view(field).substr(colon + 1)), 1, where + ": sparsity M");
}

// Rows of a topology: (line number, fields), header and blank lines skipped.
std::vector<std::pair<int, std::string>> topology_rows(const std::string& text) {
  std::vector<std::pair<int, std::string>> rows;
  const auto lines = split_lines(text);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    std::string line = trim(lines[i]);
    if (!line.empty()) rows.emplace_back(static_cast<int>(i) + 1, std::move(line));
  }
  return rows;
}

bool header_mentions_gemm(const std::string& text) {
  const auto lines = split_lines(text);
  if (lines.empty()) return false;
  std::vector<std::string> fields;
  std::istringstream in(lines[0]);
  for (std::string field; std::getline(in, field, ',');) fields.push_back(lower(trim(field)));
  return fields.size() >= 4 && fields[1] == "m" && fields[2] == "n" && fields[3] == "k";
}

std::string cycle_text(std::int64_t cycle) {  // SCALE-Sim prints these cycles as numpy floats
  return fmt::format("{}.0", cycle);
}

std::string join_row(std::size_t layer_id, const std::vector<std::string>& items) {
  std::string row = fmt::format("{}, ", layer_id);
  for (std::size_t i = 0; i < items.size(); ++i) row += (i ? ", " : "") + items[i];
  return row + ",\n";
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
  config.array.rows = reader.integer(arch, "ArrayHeight", 1, 0, true, kMaxArraySide);
  config.array.cols = reader.integer(arch, "ArrayWidth", 1, 0, true, kMaxArraySide);
  const IniEntry& dataflow = reader.require(arch, "Dataflow");
  config.dataflow = parse_dataflow(dataflow.value, reader.where(dataflow) + ": Dataflow");
  // SCALE-Sim needs every SRAM size; 1 kB at least keeps its buffers non-empty.
  config.ifmap_sram_kb = reader.integer(arch, "IfmapSramSzkB", 1, 0, true);
  config.filter_sram_kb = reader.integer(arch, "FilterSramSzkB", 1, 0, true);
  config.ofmap_sram_kb = reader.integer(arch, "OfmapSramSzkB", 1, 0, true);
  config.ifmap_offset = reader.integer(arch, "IfmapOffset", 0, 0);
  config.filter_offset = reader.integer(arch, "FilterOffset", 0, 10000000);
  config.ofmap_offset = reader.integer(arch, "OfmapOffset", 0, 20000000);
  if (const IniEntry* mode = reader.find("run_presets", "InterfaceBandwidth")) {
    const std::string value = lower(mode->value);
    if (value != "calc" && value != "user") {
      throw Error(reader.where(*mode) + ": InterfaceBandwidth must be CALC or USER, got '" + mode->value +
                  "'");
    }
    config.user_bandwidth = value == "user";
  }
  if (const IniEntry* bandwidth = reader.find(arch, "Bandwidth")) {
    // "Bandwidth : 10" or a comma-separated list; USER mode uses the first.
    std::istringstream in(bandwidth->value);
    for (std::string item; std::getline(in, item, ',');) {
      config.bandwidths.push_back(
          parse_integer(trim(item), 1, reader.where(*bandwidth) + ": Bandwidth (words per cycle)"));
    }
  }
  if (config.user_bandwidth && config.bandwidths.empty()) {
    throw Error(source_name + ": InterfaceBandwidth USER needs Bandwidth in [architecture_presets]");
  }
  config.ifmap_bank_bandwidth = reader.integer("layout", "IfmapSRAMBankBandwidth", 1, 10);
  config.ifmap_bank_num = reader.integer("layout", "IfmapSRAMBankNum", 1, 10);
  config.filter_bank_bandwidth = reader.integer("layout", "FilterSRAMBankBandwidth", 1, 10);
  config.filter_bank_num = reader.integer("layout", "FilterSRAMBankNum", 1, 10);
  if (config.user_bandwidth) {
    for (const auto& [name, bandwidth, banks] :
         {std::tuple{"Ifmap", config.ifmap_bank_bandwidth, config.ifmap_bank_num},
          std::tuple{"Filter", config.filter_bank_bandwidth, config.filter_bank_num}}) {
      if (bandwidth % banks != 0) {
        throw Error(fmt::format("{}: {}SRAMBankBandwidth {} is not a multiple of {}SRAMBankNum {}",
                                source_name, name, bandwidth, name, banks));
      }
    }
  }
  for (const char* key : {"IfmapCustomLayout", "FilterCustomLayout"}) {
    if (const IniEntry* custom = reader.find("layout", key); custom && lower(custom->value) == "true") {
      throw Error(reader.where(*custom) + ": " + key + ": custom SRAM layouts are not supported");
    }
  }
  if (const IniEntry* sparse = reader.find("sparsity", "SparsitySupport");
      sparse && lower(sparse->value) == "true") {
    throw Error(reader.where(*sparse) + ": SparsitySupport: sparsity is not supported");
  }
  if (const IniEntry* ramulator = reader.find("run_presets", "UseRamulatorTrace");
      ramulator && lower(ramulator->value) == "true") {
    throw Error(reader.where(*ramulator) + ": UseRamulatorTrace: Ramulator traces are not supported");
  }
  return config;
}

std::vector<ConvLayer> parse_conv_topology(const std::string& text, const std::string& source_name) {
  if (header_mentions_gemm(text)) {
    throw Error(source_name + ":1: this is a GEMM topology (Layer name, M, N, K); read it with -i gemm");
  }
  std::vector<ConvLayer> layers;
  for (const auto& [line_number, line] : topology_rows(text)) {
    const std::string where = fmt::format("{}:{}", source_name, line_number);
    const std::vector<std::string> fields = topology_fields(line, where, 8);
    if (fields.size() < 8) {
      throw Error(
          fmt::format("{}: expected 8 fields (Layer name, IFMAP Height, IFMAP Width, Filter Height, "
                      "Filter Width, Channels, Num Filter, Strides), got {}{}",
                      where, fields.size(), fields.size() == 4 ? "; a GEMM row? read it with -i gemm" : ""));
    }
    if (fields[0].empty())
      throw Error(where + ": a row without a layer name (SCALE-Sim 3.0.0 fails on this row too)");
    for (std::size_t i = 8; i < fields.size(); ++i) check_sparsity_field(fields[i], i, where);
    ConvLayer layer;
    layer.name = fields[0];
    layer.ifmap_h = parse_integer(fields[1], 1, where + ": IFMAP Height");
    layer.ifmap_w = parse_integer(fields[2], 1, where + ": IFMAP Width");
    layer.filter_h = parse_integer(fields[3], 1, where + ": Filter Height");
    layer.filter_w = parse_integer(fields[4], 1, where + ": Filter Width");
    layer.channels = parse_integer(fields[5], 1, where + ": Channels");
    layer.num_filters = parse_integer(fields[6], 1, where + ": Num Filter");
    layer.stride_h = layer.stride_w = parse_integer(fields[7], 1, where + ": Strides");
    if (layer.filter_h > layer.ifmap_h || layer.filter_w > layer.ifmap_w) {
      throw Error(fmt::format("{}: filter {}x{} is larger than the ifmap {}x{}", where, layer.filter_h,
                              layer.filter_w, layer.ifmap_h, layer.ifmap_w));
    }
    if (layer.name.find("DP") != std::string::npos) {  // depthwise: one layer per channel
      const std::int64_t channels = layer.channels;
      layer.channels = 1;
      for (std::int64_t c = 0; c < channels; ++c) {
        ConvLayer channel = layer;
        channel.name = fmt::format("{}Channel_{}", layer.name, c);
        layers.push_back(channel);
      }
    } else {
      layers.push_back(layer);
    }
  }
  if (layers.empty()) throw Error(source_name + ": no layers (expected a header line, then conv layer rows)");
  return layers;
}

std::vector<ConvLayer> parse_gemm_topology(const std::string& text, const std::string& source_name) {
  std::vector<ConvLayer> layers;
  for (const auto& [line_number, line] : topology_rows(text)) {
    const std::string where = fmt::format("{}:{}", source_name, line_number);
    const std::vector<std::string> fields = topology_fields(line, where, 4);
    if (fields.size() < 4)
      throw Error(fmt::format("{}: expected 4 fields (Layer name, M, N, K), got {}", where, fields.size()));
    if (fields.size() > 5) {
      throw Error(
          fmt::format("{}: expected 4 fields (Layer name, M, N, K), got {}; a conv row? read it with -i conv",
                      where, fields.size()));
    }
    if (fields.size() == 5) check_sparsity_field(fields[4], 4, where);
    const std::int64_t m = parse_integer(fields[1], 1, where + ": M");
    const std::int64_t n = parse_integer(fields[2], 1, where + ": N");
    const std::int64_t k = parse_integer(fields[3], 1, where + ": K");
    ConvLayer layer;
    layer.name = fields[0];
    layer.ifmap_h = m, layer.ifmap_w = k;
    layer.filter_h = 1, layer.filter_w = k;
    layer.channels = 1, layer.num_filters = n;
    layers.push_back(layer);
  }
  if (layers.empty())
    throw Error(source_name + ": no layers (expected a header line, then 'name, M, N, K,' rows)");
  return layers;
}

std::string compute_report_csv(const std::vector<LayerReport>& rows) {
  std::string csv =
      "LayerID, Total Cycles (incl. prefetch), Total Cycles, Stall Cycles, Overall Util %, Mapping "
      "Efficiency %, "
      "Compute Util %,\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const LayerReport& r = rows[i];
    csv += join_row(i, {std::to_string(r.cycles_incl_prefetch), std::to_string(r.total_cycles),
                        std::to_string(r.stall_cycles), python_float(r.overall_util_percent),
                        python_float(r.mapping_efficiency_percent), python_float(r.compute_util_percent)});
  }
  return csv;
}

std::string bandwidth_report_csv(const std::vector<LayerReport>& rows) {
  std::string csv =
      "LayerID, Avg IFMAP SRAM BW, Avg FILTER SRAM BW, Avg OFMAP SRAM BW, Avg IFMAP DRAM BW, Avg FILTER DRAM "
      "BW, "
      "Avg OFMAP DRAM BW,\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const LayerReport& r = rows[i];
    csv += join_row(
        i, {python_float(r.ifmap_sram_bw), python_float(r.filter_sram_bw), python_float(r.ofmap_sram_bw),
            python_float(r.ifmap_dram_bw), python_float(r.filter_dram_bw), python_float(r.ofmap_dram_bw)});
  }
  return csv;
}

std::string detailed_access_report_csv(const std::vector<LayerReport>& rows) {
  std::string csv = "LayerID, ";
  for (const char* memory : {"SRAM", "DRAM"}) {
    for (const auto& [operand, access] :
         {std::pair{"IFMAP", "Reads"}, {"Filter", "Reads"}, {"OFMAP", "Writes"}}) {
      csv += fmt::format("{0} {1} Start Cycle, {0} {1} Stop Cycle, {0} {1} {2}, ", memory, operand, access);
    }
  }
  csv.replace(csv.size() - 2, 2, ",\n");
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const LayerReport& r = rows[i];
    csv += join_row(i, {cycle_text(r.ifmap_sram_start_cycle), cycle_text(r.ifmap_sram_stop_cycle),
                        std::to_string(r.ifmap_sram_reads), cycle_text(r.filter_sram_start_cycle),
                        cycle_text(r.filter_sram_stop_cycle), std::to_string(r.filter_sram_reads),
                        cycle_text(r.ofmap_sram_start_cycle), cycle_text(r.ofmap_sram_stop_cycle),
                        std::to_string(r.ofmap_sram_writes), cycle_text(r.ifmap_dram_start_cycle),
                        cycle_text(r.ifmap_dram_stop_cycle), std::to_string(r.ifmap_dram_reads),
                        cycle_text(r.filter_dram_start_cycle), cycle_text(r.filter_dram_stop_cycle),
                        std::to_string(r.filter_dram_reads), cycle_text(r.ofmap_dram_start_cycle),
                        cycle_text(r.ofmap_dram_stop_cycle), std::to_string(r.ofmap_dram_writes)});
  }
  return csv;
}

double operand_matrix_entries(const ConvLayer& layer) {
  const double pixels = static_cast<double>(layer.ofmap_h()) * static_cast<double>(layer.ofmap_w());
  const double window = static_cast<double>(layer.filter_h) * static_cast<double>(layer.filter_w) *
                        static_cast<double>(layer.channels);
  const double filters = static_cast<double>(layer.num_filters);
  return pixels * window + window * filters + pixels * filters;
}

namespace {

// The replay indexes the operands it serves request by request (about 20
// bytes per operand entry) and costs up to ~300 ns a cycle (a few ns per
// request); one whose read SRAMs are served without addresses holds only
// the write buffer's undrained lines and costs ~10 ns a cycle. A layer
// far beyond what SCALE-Sim itself could run in a day would exhaust memory
// or run for hours: refuse it up front, in one line.
constexpr double kMaxReplayCycles = 33554432;        // 2^25: about 10 s
constexpr double kMaxOperandEntries = 134217728;     // 2^27 addresses: a few GB of index
constexpr double kMaxAddressFreeCycles = 536870912;  // 2^29: about 5 s

}  // namespace

// folds x (2R + C + T - 2) for ws and is, (R + C + T - 2) for os.
double estimated_compute_cycles(const ScaleSimConfig& config, const ConvLayer& layer) {
  const double pixels = static_cast<double>(layer.ofmap_h()) * static_cast<double>(layer.ofmap_w());
  const double window = static_cast<double>(layer.filter_h) * static_cast<double>(layer.filter_w) *
                        static_cast<double>(layer.channels);
  const double filters = static_cast<double>(layer.num_filters);
  double spatial_rows = window, spatial_cols = filters, temporal = pixels;  // ws
  if (config.dataflow == Dataflow::os) spatial_rows = pixels, spatial_cols = filters, temporal = window;
  if (config.dataflow == Dataflow::is) spatial_rows = window, spatial_cols = pixels, temporal = filters;
  const double rows = static_cast<double>(config.array.rows), cols = static_cast<double>(config.array.cols);
  const double folds = std::ceil(spatial_rows / rows) * std::ceil(spatial_cols / cols);
  const double fill = config.dataflow == Dataflow::os ? rows + cols : 2 * rows + cols;
  return folds * (fill + temporal - 2);
}

namespace {

// Returns the layer's estimated cycles; `so_far` is the earlier layers' sum,
// held to twice the per-layer limit so that many layers cannot add up to hours.
double check_replay_size(const ScaleSimConfig& config, const ConvLayer& layer, double so_far,
                         ReplayMode replay) {
  const double cycles = estimated_compute_cycles(config, layer);
  if (!(cycles < 9.2e18)) throw Error("its cycle count is beyond the range of a 64-bit integer");
  if (replay != ReplayMode::full && reads_without_addresses(config, layer)) {
    if (cycles > kMaxAddressFreeCycles || so_far + cycles > 2 * kMaxAddressFreeCycles) {
      throw Error(
          fmt::format("about {:.3g} cycles (with the layers before it, {:.3g}), more than the {:.0f} "
                      "per layer and {:.0f} in all this replay runs; split the layer",
                      cycles, so_far + cycles, kMaxAddressFreeCycles, 2 * kMaxAddressFreeCycles));
    }
    return cycles;
  }
  // The operand matrices hold one 8-byte address per entry.
  const double entries = operand_matrix_entries(layer);
  if (entries > kMaxOperandEntries) {
    throw Error(
        fmt::format("its operand matrices have about {:.3g} entries, more than the {:.0f} this exact "
                    "replay holds in memory; split the layer",
                    entries, kMaxOperandEntries));
  }
  if (cycles > kMaxReplayCycles) {
    throw Error(
        fmt::format("about {:.3g} cycles, more than the {:.0f} this exact replay of SCALE-Sim runs "
                    "when it serves SRAM requests one by one; split the layer",
                    cycles, kMaxReplayCycles));
  }
  if (so_far + cycles > 2 * kMaxReplayCycles) {
    throw Error(
        fmt::format("the layers up to this one add up to about {:.3g} cycles, more than the {:.0f} "
                    "one run replays; split the topology",
                    so_far + cycles, 2 * kMaxReplayCycles));
  }
  return cycles;
}

// PMAPSIM_SCALESIM_REPLAY (shortcut, full or checked) overrides the options'
// replay mode, so that a run can be checked without rebuilding its caller.
ReplayMode replay_from_environment(ReplayMode fallback) {
  const char* value = std::getenv("PMAPSIM_SCALESIM_REPLAY");
  if (value == nullptr || *value == '\0') return fallback;
  const std::string_view mode(value);
  if (mode == "shortcut") return ReplayMode::shortcut;
  if (mode == "full") return ReplayMode::full;
  if (mode == "checked") return ReplayMode::checked;
  throw Error(fmt::format("PMAPSIM_SCALESIM_REPLAY: '{}' is not a replay mode (shortcut, full or checked)",
                          mode.substr(0, 64)));
}

}  // namespace

ScaleSimRun simulate_scalesim(const ScaleSimOptions& options) {
  ScaleSimRun run;
  run.config =
      parse_scalesim_config(read_text_file(options.config_path, "SCALE-Sim config"), options.config_path);
  const std::string topology_text = read_text_file(options.topology_path, "SCALE-Sim topology");
  run.layers = options.kind == LayerKind::conv ? parse_conv_topology(topology_text, options.topology_path)
                                               : parse_gemm_topology(topology_text, options.topology_path);
  run.rows.reserve(run.layers.size());
  const ReplayMode replay = replay_from_environment(options.replay);
  double replayed_cycles = 0;
  for (const ConvLayer& layer : run.layers) {
    try {
      replayed_cycles += check_replay_size(run.config, layer, replayed_cycles, replay);
      run.rows.push_back(simulate_layer(run.config, layer, options.stalls, replay));
    } catch (const Error& error) {
      throw Error(fmt::format("{}: layer '{}': {}", options.topology_path, layer.name, error.what()));
    }
  }
  return run;
}

}  // namespace pmapsim::scalesim
