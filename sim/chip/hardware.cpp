#include "pmapsim/sim/hardware.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>

#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"

#ifndef PMAPSIM_SIM_PRESET_DIR
#define PMAPSIM_SIM_PRESET_DIR "sim/presets"
#endif

namespace pmapsim::sim {
namespace {

using nlohmann::json;

constexpr const char* kDefaultPreset = "tpu-v5e";
// Integer fields (array sizes, lanes, ports, engines) far beyond any chip's,
// small enough that products of a few of them stay within int64.
constexpr double kMaxIntegerField = 1 << 20;
// Matrix units per chip: each is a unit of its own in every device's model,
// so 2^20 of them would take seconds and gigabytes per device; real chips
// have a handful.
constexpr double kMaxMatrixUnits = 1024;

enum class FieldKind : std::uint8_t { real, integer, text };

// One configurable figure: its type, unit, smallest allowed value and how it
// lands in HardwareConfig.
struct FieldDef {
  std::string name;
  FieldKind kind;
  std::string unit;
  double minimum;  // values must be >= minimum ...
  bool exclusive;  // ... or > minimum when exclusive
  std::function<void(HardwareConfig&, const json&)> store;
  std::function<std::string(const HardwareConfig&)> show;
};

std::string show_real(double value) {
  if (value != 0 && (std::fabs(value) >= 1e7 || std::fabs(value) < 1e-3)) return fmt::format("{:.6g}", value);
  return fmt::format("{}", value);
}

std::string show_bytes(double value) {
  if (value >= 1024.0 * 1024.0 * 1024.0)
    return fmt::format("{} ({:.4g} GiB)", show_real(value), value / (1 << 30));
  if (value >= 1024.0 * 1024.0) return fmt::format("{} ({:.4g} MiB)", show_real(value), value / (1 << 20));
  if (value >= 1024.0) return fmt::format("{} ({:.4g} KiB)", show_real(value), value / 1024.0);
  return show_real(value);
}

FieldDef real_field(std::string name, std::string unit, double HardwareConfig::*member, bool bytes = false) {
  return FieldDef{name,
                  FieldKind::real,
                  unit,
                  0.0,
                  true,
                  [member](HardwareConfig& c, const json& v) { c.*member = v.get<double>(); },
                  [member, bytes](const HardwareConfig& c) {
                    return bytes ? show_bytes(c.*member) : show_real(c.*member);
                  }};
}

FieldDef latency_field(std::string name, double HardwareConfig::*member) {
  FieldDef field = real_field(std::move(name), "ns", member);
  field.exclusive = false;  // a zero latency is a legitimate idealisation
  return field;
}

FieldDef int_field(std::string name, std::string unit, std::int64_t HardwareConfig::*member) {
  return FieldDef{name,
                  FieldKind::integer,
                  unit,
                  1.0,
                  false,
                  [member](HardwareConfig& c, const json& v) { c.*member = v.get<std::int64_t>(); },
                  [member](const HardwareConfig& c) { return fmt::format("{}", c.*member); }};
}

FieldDef dtype_field(std::string name, DType HardwareConfig::*member, std::vector<DType> allowed) {
  return FieldDef{name,
                  FieldKind::text,
                  "",
                  0.0,
                  false,
                  [member, allowed, name](HardwareConfig& c, const json& v) {
                    const DType dtype = parse_dtype(v.get<std::string>());
                    if (std::find(allowed.begin(), allowed.end(), dtype) == allowed.end()) {
                      throw Error(fmt::format("{}: {} is not supported here", name, dtype_name(dtype)));
                    }
                    c.*member = dtype;
                  },
                  [member](const HardwareConfig& c) { return std::string(dtype_name(c.*member)); }};
}

// Spec options that say how a run is made rather than what the chip is.
bool is_run_option(const std::string& key) {
  return key == "config" || key == "timing-only" || key == "numerics" || key == "schedule" || key == "fusion";
}

// Fields a preset may leave out, with the value they then take.
const std::map<std::string, json>& optional_fields() {
  static const std::map<std::string, json> defaults = {
      {"collective_overhead_ns", 0.0}, {"switch_reduce_efficiency", 0.0}, {"switch_reduce_latency_ns", 0.0},
      {"switch_reduce_channels", 0},   {"ici_wraparound", "all"},         {"device_kind", "tpu"},
  };
  return defaults;
}

// Which axes of a slice of these sizes close into rings under a wraparound rule.
std::array<bool, 3> wraparound_for(const std::string& rule, const std::vector<int>& dims) {
  std::array<bool, 3> wraps{false, false, false};
  auto number_after = [&](const std::string& prefix) {
    const std::string digits = rule.substr(prefix.size());
    int value = 0;
    auto [end, status] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || status != std::errc() || end != digits.data() + digits.size() || value < 1) {
      throw Error(fmt::format("ici_wraparound: '{}': expected a positive count after '{}'", rule, prefix));
    }
    return value;
  };
  if (rule == "all") {
    wraps.fill(true);
  } else if (rule == "none") {
  } else if (rule.rfind("full_cubes:", 0) == 0) {
    const int cube = number_after("full_cubes:");
    bool whole_cubes = true;
    for (int size : dims) whole_cubes = whole_cubes && size % cube == 0;
    wraps.fill(whole_cubes);
  } else if (rule.rfind("full_axes:", 0) == 0) {
    const int length = number_after("full_axes:");
    for (std::size_t d = 0; d < dims.size() && d < wraps.size(); ++d) wraps[d] = dims[d] == length;
  } else {
    throw Error(
        fmt::format("ici_wraparound: unknown rule '{}' (all, none, full_cubes:N, full_axes:N)", rule));
  }
  return wraps;
}

const std::vector<FieldDef>& field_table() {
  static const std::vector<FieldDef> table = [] {
    std::vector<FieldDef> t;
    t.push_back(FieldDef{"device_kind", FieldKind::text, "", 0.0, false,
                         [](HardwareConfig& c, const json& v) {
                           const std::string kind = v.get<std::string>();
                           if (kind != "tpu" && kind != "gpu")
                             throw Error(fmt::format("device_kind: unknown kind '{}' (tpu, gpu)", kind));
                           c.device_kind = kind == "gpu" ? DeviceKind::gpu : DeviceKind::tpu;
                         },
                         [](const HardwareConfig& c) {
                           return std::string(c.device_kind == DeviceKind::gpu ? "gpu" : "tpu");
                         }});
    t.push_back(real_field("clock_hz", "Hz", &HardwareConfig::clock_hz));
    t.push_back(int_field("mxu_count", "arrays", &HardwareConfig::mxu_count));
    t.push_back(int_field("mxu_rows", "PEs", &HardwareConfig::mxu_rows));
    t.push_back(int_field("mxu_cols", "PEs", &HardwareConfig::mxu_cols));
    t.push_back(FieldDef{"dataflow", FieldKind::text, "", 0.0, false,
                         [](HardwareConfig& c, const json& v) {
                           c.dataflow = parse_dataflow(v.get<std::string>(), "dataflow");
                         },
                         [](const HardwareConfig& c) { return std::string(dataflow_name(c.dataflow)); }});
    t.push_back(dtype_field("mxu_input_dtype", &HardwareConfig::mxu_input_dtype, {DType::bf16, DType::f32}));
    t.push_back(dtype_field("accumulate_dtype", &HardwareConfig::accumulate_dtype, {DType::f32}));
    t.push_back(int_field("mxu_f32_passes", "passes", &HardwareConfig::mxu_f32_passes));
    t.push_back(int_field("vpu_lanes", "lanes", &HardwareConfig::vpu_lanes));
    t.push_back(int_field("vpu_ops_per_cycle", "ops/lane/cycle", &HardwareConfig::vpu_ops_per_cycle));
    t.push_back(real_field("onchip_bytes", "bytes", &HardwareConfig::onchip_bytes, true));
    t.push_back(real_field("hbm_bytes", "bytes", &HardwareConfig::hbm_bytes, true));
    t.push_back(real_field("hbm_bytes_per_s", "B/s", &HardwareConfig::hbm_bytes_per_s));
    t.push_back(latency_field("hbm_latency_ns", &HardwareConfig::hbm_latency_ns));
    t.push_back(int_field("dma_engines", "engines", &HardwareConfig::dma_engines));
    t.push_back(
        real_field("ici_bytes_per_s_per_direction", "B/s", &HardwareConfig::ici_bytes_per_s_per_direction));
    t.push_back(latency_field("ici_latency_ns", &HardwareConfig::ici_latency_ns));
    t.push_back(latency_field("collective_overhead_ns", &HardwareConfig::collective_overhead_ns));
    t.push_back(FieldDef{"switch_reduce_efficiency", FieldKind::real, "of link rate", 0.0, false,
                         [](HardwareConfig& c, const json& v) {
                           const double value = v.get<double>();
                           if (!(value >= 0 && value <= 1)) {
                             throw Error(fmt::format(
                                 "switch_reduce_efficiency: {} is not a fraction from 0 to 1", value));
                           }
                           c.switch_reduce_efficiency = value;
                         },
                         [](const HardwareConfig& c) { return show_real(c.switch_reduce_efficiency); }});
    t.push_back(latency_field("switch_reduce_latency_ns", &HardwareConfig::switch_reduce_latency_ns));
    t.push_back(int_field("switch_reduce_channels", "channels", &HardwareConfig::switch_reduce_channels));
    t.back().minimum = 0;  // a switch that does not reduce has none (checked with the efficiency)
    t.push_back(int_field("ici_ports", "ports", &HardwareConfig::ici_ports));
    t.push_back(FieldDef{"ici_wraparound", FieldKind::text, "", 0.0, false,
                         [](HardwareConfig& c, const json& v) {
                           c.ici_wraparound = v.get<std::string>();
                           wraparound_for(c.ici_wraparound, {1});  // checks the rule's text
                         },
                         [](const HardwareConfig& c) { return c.ici_wraparound; }});
    // topology and devices are resolved together (resolve_topology).
    t.push_back(FieldDef{"topology", FieldKind::text, "", 0.0, false, nullptr,
                         [](const HardwareConfig& c) { return c.topology.str(); }});
    t.push_back(int_field("devices", "chips", &HardwareConfig::devices));
    t.push_back(FieldDef{
        "collective", FieldKind::text, "", 0.0, false,
        [](HardwareConfig& c, const json& v) {
          // "auto" is accepted as a short name for "automatic".
          const std::string name = v.get<std::string>();
          c.collective = parse_collective_algorithm(name == "auto" ? "automatic" : name);
        },
        [](const HardwareConfig& c) { return std::string(collective_algorithm_name(c.collective)); }});
    return t;
  }();
  return table;
}

const FieldDef* find_field(const std::string& name) {
  for (const auto& field : field_table()) {
    if (field.name == name) return &field;
  }
  return nullptr;
}

// Friendly spec-string names: alias -> (field, factor).
struct Alias {
  const char* field;
  double factor;
};
const std::map<std::string, Alias>& aliases() {
  static const std::map<std::string, Alias> table = {
      {"ici_gbps", {"ici_bytes_per_s_per_direction", 1e9}},
      {"hbm_gbps", {"hbm_bytes_per_s", 1e9}},
      {"hbm_gib", {"hbm_bytes", 1024.0 * 1024.0 * 1024.0}},
      {"onchip_mib", {"onchip_bytes", 1024.0 * 1024.0}},
      {"clock_ghz", {"clock_hz", 1e9}},
  };
  return table;
}

std::string known_fields_text() {
  std::string text;
  for (const auto& field : field_table()) text += (text.empty() ? "" : ", ") + field.name;
  for (const auto& [alias, target] : aliases()) text += ", " + alias;
  return text;
}

// A field's value before it is typed and checked, with where it came from.
struct RawValue {
  json value;
  std::string source;
  std::string origin;  // "tpu-v5e.json", "my-chip.json", "spec" (for error messages)
};
using RawConfig = std::map<std::string, RawValue>;

json read_json_file(const std::string& path, const std::string& what) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error))
    throw Error(fmt::format("{}: cannot read {}: it is a directory", path, what));
  require_regular_file(path, what);
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(fmt::format("{}: cannot open {}", path, what));
  std::ostringstream text;
  text << in.rdbuf();
  if (!in.good() && !in.eof()) throw Error(fmt::format("{}: cannot read {}", path, what));
  check_json_nesting(text.view(), path);
  try {
    return json::parse(text.view());
  } catch (const json::exception& e) {
    // Syntax errors, and numbers beyond the range of a double.
    throw Error(fmt::format("{}: malformed JSON: {}", path, e.what()));
  }
}

// Merges a preset-shaped document ({"fields": {name: {"value", "source"} or
// plain value}}) into raw. origin names the document in errors.
void merge_fields(RawConfig& raw, const json& document, const std::string& origin,
                  const std::string& default_source) {
  if (!document.is_object()) throw Error(origin + ": expected a JSON object");
  const json* fields = &document;
  if (document.contains("fields")) fields = &document.at("fields");
  if (!fields->is_object()) throw Error(origin + ": \"fields\" must be an object");
  for (const auto& [name, entry] : fields->items()) {
    if (fields == &document && (name == "preset" || name == "description" || name == "base")) continue;
    if (!find_field(name))
      throw Error(fmt::format("{}: unknown field '{}' (known: {})", origin, name, known_fields_text()));
    RawValue value{entry, default_source, origin};
    if (entry.is_object()) {
      if (!entry.contains("value")) throw Error(fmt::format("{}: field '{}' has no \"value\"", origin, name));
      value.value = entry.at("value");
      if (entry.contains("source") && entry.at("source").is_string()) value.source = entry.at("source");
    }
    raw[name] = value;
  }
}

std::string preset_path(const std::string& name) {
  return (std::filesystem::path(preset_directory()) / (name + ".json")).string();
}

json load_preset_document(const std::string& name) {
  const std::string path = preset_path(name);
  std::error_code error;  // a name too long for the file system is an unknown preset too
  if (name.empty() || name.find_first_of("/\\") != std::string::npos ||
      !std::filesystem::exists(path, error)) {
    std::string known;
    for (const auto& preset : preset_names()) known += (known.empty() ? "" : ", ") + preset;
    throw Error(fmt::format("unknown sim preset '{}' (known: {}; presets are read from {})", name, known,
                            preset_directory()));
  }
  return read_json_file(path, "preset");
}

// A spec-string value typed as its field expects.
json typed_spec_value(const FieldDef& field, const std::string& key, const std::string& text, double factor) {
  if (field.kind == FieldKind::text) return text;
  std::size_t used = 0;
  double number = 0;
  try {
    number = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (text.empty() || used != text.size() || !std::isfinite(number)) {
    throw Error(fmt::format("sim spec: {}: expected a number, got '{}'", key, text));
  }
  number *= factor;
  if (field.kind == FieldKind::integer) {
    if (number != std::floor(number))
      throw Error(fmt::format("sim spec: {}: expected an integer, got '{}'", key, text));
    // Out-of-range integers stay doubles here: check_value_type names them.
    if (std::fabs(number) > kMaxIntegerField) return number;
    return static_cast<std::int64_t>(number);
  }
  return number;
}

void check_value_type(const FieldDef& field, const RawValue& raw) {
  const json& v = raw.value;
  const bool ok =
      field.kind == FieldKind::text ? v.is_string()
      : field.kind == FieldKind::integer
          ? (v.is_number_integer() || (v.is_number_float() && v.get<double>() == std::floor(v.get<double>())))
          : v.is_number();
  if (!ok) {
    const char* expected = field.kind == FieldKind::text      ? "a string"
                           : field.kind == FieldKind::integer ? "an integer"
                                                              : "a number";
    throw Error(fmt::format("{}: {}: expected {}, got {}", raw.origin, field.name, expected, v.dump()));
  }
  if (field.kind == FieldKind::text) return;
  const double number = v.get<double>();
  const bool in_range = field.exclusive ? number > field.minimum : number >= field.minimum;
  if (!in_range || !std::isfinite(number)) {
    throw Error(fmt::format("{}: {}: must be {} {}, got {}", raw.origin, field.name,
                            field.exclusive ? ">" : ">=", field.minimum, v.dump()));
  }
  const double maximum = field.name == "devices"     ? static_cast<double>(kMaxDevices)
                         : field.name == "mxu_count" ? kMaxMatrixUnits
                                                     : kMaxIntegerField;
  if (field.kind == FieldKind::integer && number > maximum) {
    throw Error(fmt::format("{}: {}: must be at most {}, got {}", raw.origin, field.name, maximum, v.dump()));
  }
}

// Near-square (near-cube) factorisations so that "torus2d" alone fits any count.
std::vector<int> balanced_dims(int count, int rank) {
  if (rank == 1) return {count};
  int best = 1;
  for (int d = 1; static_cast<double>(d) <= std::pow(count, 1.0 / rank) + 1e-9; ++d) {
    if (count % d == 0) best = d;
  }
  std::vector<int> dims = {best};
  const auto rest = balanced_dims(count / best, rank - 1);
  dims.insert(dims.end(), rest.begin(), rest.end());
  return dims;
}

bool is_shape_text(const std::string& text) {
  return !text.empty() && text.find_first_not_of("0123456789x") == std::string::npos;
}

// The topology text as given: "torus2d:4x4" (explicit), a bare kind sized from
// the device count ("torus2d", "mesh2d", "ring"), or a slice shape ("4x4").
// `as_built`: the wraparound comes from the generation's rule, not the text.
TopologySpec parse_topology_text(const std::string& text, std::int64_t devices, bool devices_given,
                                 bool& as_built) {
  as_built = false;
  if (text.find(':') != std::string::npos) {
    const TopologySpec topology = TopologySpec::parse(text);
    if (devices_given && topology.device_count() != devices) {
      throw Error(fmt::format("topology {} has {} devices, but devices={}", topology.str(),
                              topology.device_count(), devices));
    }
    return topology;
  }
  if (is_shape_text(text)) {
    const int axes = static_cast<int>(std::count(text.begin(), text.end(), 'x')) + 1;
    if (axes > 3) throw Error(fmt::format("topology '{}': a slice has at most 3 axes", text));
    const char* kinds[] = {"ring", "torus2d", "torus3d"};
    TopologySpec topology =
        parse_topology_text(fmt::format("{}:{}", kinds[axes - 1], text), devices, devices_given, as_built);
    as_built = true;
    return topology;
  }
  const int count = static_cast<int>(devices);
  const std::map<std::string, std::pair<std::string, int>> bare = {
      {"ring", {"ring", 1}},       {"line", {"line", 1}},     {"full", {"full", 1}},
      {"torus2d", {"torus2d", 2}}, {"mesh2d", {"mesh2d", 2}}, {"torus3d", {"torus3d", 3}},
      {"mesh3d", {"mesh3d", 3}},   {"switch", {"switch", 1}},
  };
  const auto found = bare.find(text);
  if (found == bare.end()) {
    throw Error(
        fmt::format("topology: unknown topology '{}' (expected ring, line, torus2d, mesh2d, torus3d, mesh3d "
                    "full or switch, optionally with sizes: torus2d:4x4; or a slice shape: 4x4)",
                    text));
  }
  TopologySpec topology = TopologySpec::parse(
      fmt::format("{}:{}", found->second.first, fmt::join(balanced_dims(count, found->second.second), "x")));
  // A bare torus kind is the generation's slice of that many chips, wrapped as it builds them.
  as_built = text == "torus2d" || text == "torus3d";
  return topology;
}

// Checks that the chip can build the topology: no more axes than its ICI
// ports serve, no wraparound its rule does not give. A slice `as_built` takes
// the rule's wraparound instead.
void fit_topology_to_chip(TopologySpec& topology, const HardwareConfig& config, bool as_built,
                          const std::string& text) {
  // A switch port is a chip's one link to an NVSwitch-like fabric; ICI chips have several ports and no
  // switch.
  if (topology.kind == TopologyKind::switched && config.ici_ports != 1)
    throw Error(
        fmt::format("topology {}: {} chips connect over {} ICI ports, not to a switch (switch is for "
                    "one-port presets such as h100-sxm)",
                    topology.str(), config.preset, config.ici_ports));
  if (!topology.grid()) return;
  int used_axes = 0;
  for (int size : topology.dims) used_axes += size > 1 ? 1 : 0;
  if (2 * used_axes > config.ici_ports) {
    throw Error(fmt::format("topology {}: {} chips have {} ICI ports, enough for {} axes, not {}",
                            topology.str(), config.preset, config.ici_ports, config.ici_ports / 2,
                            used_axes));
  }
  const std::array<bool, 3> buildable = wraparound_for(config.ici_wraparound, topology.dims);
  if (as_built) {
    topology.wraps = buildable;
    return;
  }
  for (std::size_t d = 0; d < topology.dims.size(); ++d) {
    if (topology.wraps[d] && !buildable[d] && topology.dims[d] > 1) {
      TopologySpec open = topology;
      open.wraps = buildable;
      throw Error(fmt::format(
          "topology {}: {} cannot close axis {} into a ring (ici_wraparound {}); use {} or the slice shape",
          text, config.preset, "xyz"[d], config.ici_wraparound, open.str()));
    }
  }
}

HardwareConfig build_config(RawConfig raw, const std::string& preset_origin) {
  HardwareConfig config;
  for (const auto& field : field_table()) {
    auto it = raw.find(field.name);
    if (it == raw.end() && optional_fields().count(field.name)) {
      it =
          raw.emplace(field.name, RawValue{optional_fields().at(field.name), "default", preset_origin}).first;
    }
    if (it == raw.end()) throw Error(fmt::format("sim configuration: field '{}' is missing", field.name));
    check_value_type(field, it->second);
    config.sources[field.name] = it->second.source;
    if (!field.store) continue;
    try {
      field.store(config, it->second.value);
    } catch (const Error& e) {
      throw Error(fmt::format("{}: {}", it->second.origin, e.what()));
    }
  }
  const RawValue& devices = raw.at("devices");
  const RawValue& topology = raw.at("topology");
  // A device count that came only from the preset yields to an explicit topology.
  const bool devices_given = devices.origin != preset_origin;
  const std::string text = topology.value.get<std::string>();
  bool as_built = false;
  config.topology = parse_topology_text(text, config.devices, devices_given, as_built);
  config.devices = config.topology.device_count();
  return config;
}

// After the preset name is known (the errors name the chip).
void check_buildable(HardwareConfig& config, const RawConfig& raw) {
  const RawValue& topology = raw.at("topology");
  const std::string text = topology.value.get<std::string>();
  bool as_built = false;
  parse_topology_text(text, config.devices, true, as_built);
  try {
    fit_topology_to_chip(config.topology, config, as_built, text);
  } catch (const Error& e) {
    throw Error(fmt::format("{}: {}", topology.origin, e.what()));
  }
  if (config.collective == CollectiveAlgorithm::torus && !config.topology.grid()) {
    throw Error(
        fmt::format("collective=torus: the topology {} is not a ring, torus or mesh", config.topology.str()));
  }
  if (config.switch_reduce_efficiency > 0 && config.switch_reduce_channels <= 0) {
    throw Error(
        fmt::format("switch_reduce_channels is {}, but a switch that reduces (switch_reduce_efficiency {}) "
                    "runs its all_reduce on at least one channel",
                    config.switch_reduce_channels, show_real(config.switch_reduce_efficiency)));
  }
  if (config.collective == CollectiveAlgorithm::switch_reduce && config.switch_reduce_efficiency <= 0) {
    throw Error(
        fmt::format("collective=switch_reduce: {}'s switch does not reduce (switch_reduce_efficiency is 0)",
                    config.preset));
  }
}

}  // namespace

std::string preset_directory() {
  if (const char* overridden = std::getenv("PMAPSIM_PRESET_DIR"); overridden && *overridden)
    return overridden;
  return PMAPSIM_SIM_PRESET_DIR;
}

std::vector<std::string> preset_names() {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(preset_directory(), error)) {
    if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

HardwareConfig resolve_hardware(const BackendSpec& spec) {
  if (spec.positional.size() > 1) {
    throw Error(fmt::format("sim spec '{}': expected at most one preset name, got {}", spec.text,
                            spec.positional.size()));
  }
  json user_document;
  std::string user_origin;
  if (const auto path = spec.option("config")) {
    if (path->empty()) throw Error("sim spec: config: expected a file name");
    user_document = read_json_file(*path, "sim configuration");
    user_origin = std::filesystem::path(*path).filename().string();
    if (!user_document.is_object()) throw Error(user_origin + ": expected a JSON object");
  }
  // The base preset: the spec's word, else the config file's "base", else the default.
  // A lone flag ("sim:timing-only") is the flag, not a preset name.
  std::string preset = kDefaultPreset;
  if (!spec.positional.empty() && spec.positional[0] != "timing-only") {
    preset = spec.positional[0];
  } else if (user_document.is_object() && user_document.contains("base")) {
    if (!user_document.at("base").is_string()) throw Error(user_origin + ": \"base\" must be a preset name");
    preset = user_document.at("base").get<std::string>();
  }

  RawConfig raw;
  const json preset_document = load_preset_document(preset);
  merge_fields(raw, preset_document, preset + ".json", "preset " + preset);
  if (!user_document.is_null()) merge_fields(raw, user_document, user_origin, user_origin);

  for (const auto& [key, text] : spec.options) {
    if (is_run_option(key)) continue;
    const FieldDef* field = find_field(key);
    double factor = 1.0;
    if (!field) {
      const auto alias = aliases().find(key);
      if (alias == aliases().end()) {
        throw Error(
            fmt::format("unknown option '{}' for backend 'sim' (known: config, timing-only, numerics, "
                        "schedule, fusion, {})",
                        key, known_fields_text()));
      }
      field = find_field(alias->second.field);
      factor = alias->second.factor;
    }
    raw[field->name] =
        RawValue{typed_spec_value(*field, key, text, factor), "spec string (" + key + "=" + text + ")",
                 "sim spec option " + key + "=" + text};
  }

  HardwareConfig config = build_config(raw, preset + ".json");
  config.preset = preset;
  check_buildable(config, raw);
  if (preset_document.contains("description") && preset_document.at("description").is_string()) {
    config.description = preset_document.at("description");
  }
  if (const auto numerics = spec.option("numerics")) {
    if (*numerics == "tpu") {
      config.numerics = Numerics::tpu;
    } else if (*numerics != "exact") {
      throw Error("sim spec option numerics=" + *numerics + ": expected exact or tpu");
    }
  }
  if (const auto schedule = spec.option("schedule")) {
    if (*schedule == "sequential") {
      config.schedule = Schedule::sequential;
    } else if (*schedule != "overlap") {
      throw Error("sim spec option schedule=" + *schedule + ": expected overlap or sequential");
    }
  }
  if (const auto fusion = spec.option("fusion")) {
    if (*fusion == "off") {
      config.fusion = false;
    } else if (*fusion != "on") {
      throw Error("sim spec option fusion=" + *fusion + ": expected on or off");
    }
  }
  return config;
}

double HardwareConfig::peak_flops_per_s() const {
  return 2.0 * static_cast<double>(mxu_count * mxu_rows * mxu_cols) * clock_hz;
}

double HardwareConfig::vpu_ops_per_s() const {
  return static_cast<double>(vpu_lanes * vpu_ops_per_cycle) * clock_hz;
}

LinkParams HardwareConfig::link_params() const {
  LinkParams link;
  link.bytes_per_ns = ici_bytes_per_s_per_direction * 1e-9;
  link.latency_ns = ici_latency_ns;
  link.collective_overhead_ns = collective_overhead_ns;
  link.switch_reduce_efficiency = switch_reduce_efficiency;
  link.switch_reduce_latency_ns = switch_reduce_latency_ns;
  link.switch_reduce_channels = static_cast<int>(switch_reduce_channels);
  return link;
}

namespace {

// Which collectives a collective= choice applies to; the rest keep the automatic choice.
std::string_view collective_use(CollectiveAlgorithm algorithm) {
  switch (algorithm) {
    case CollectiveAlgorithm::automatic:
      break;
    case CollectiveAlgorithm::ring:
      return "psum, pmean, pmax, pmin, psum_scatter, all_gather and all_to_all use it; ppermute is direct";
    case CollectiveAlgorithm::bidirectional_ring:
      return "psum, pmean, pmax, pmin, psum_scatter and all_gather use it; all_to_all and ppermute are "
             "direct";
    case CollectiveAlgorithm::torus:
      return "psum, pmean, pmax, pmin, psum_scatter and all_gather over a whole sub-grid use it; "
             "the rest keep the automatic choice (bidirectional ring; direct for all_to_all and ppermute)";
    case CollectiveAlgorithm::direct:
      return "all_to_all and ppermute use it; psum, pmean, pmax, pmin, psum_scatter and all_gather keep "
             "the automatic choice";
    case CollectiveAlgorithm::halving_doubling:
      return "psum, pmean, pmax, pmin, psum_scatter and all_gather over a power-of-two group on a switch use "
             "it; the rest keep the automatic choice";
    case CollectiveAlgorithm::tree:
      return "psum, pmean, pmax and pmin use NCCL's double binary tree; the rest keep the automatic choice";
    case CollectiveAlgorithm::hierarchical:
      return "reductions and gathers spanning several pods run inside each pod, then across pods; the rest "
             "keep the automatic choice";
    case CollectiveAlgorithm::switch_reduce:
      return "psum, pmean, pmax and pmin inside one switch are reduced by the switch (NVLS); the rest keep "
             "the automatic choice";
  }
  return "reductions and gathers over a whole sub-grid: every spanned axis at once, both ways round "
         "wrapped axes, lines along open ones; other groups: bidirectional ring (ring on full); on a "
         "switch: ring, or the switch's own reduction for an all_reduce where faster (switch_reduce); "
         "across pods: hierarchical, or the tree for an all_reduce where faster; all_to_all: every block at "
         "once along its route; ppermute: direct";
}

}  // namespace

std::string HardwareConfig::describe() const {
  std::ostringstream out;
  out << fmt::format("sim preset {}{}{}\n", preset, description.empty() ? "" : ": ", description);
  for (const auto& field : field_table()) {
    const auto source = sources.find(field.name);
    out << fmt::format("  {:<30} {:>26} {:<15} {}\n", field.name, field.show(*this), field.unit,
                       source == sources.end() ? "" : source->second);
  }
  out << fmt::format("  collective {}: {}\n", collective_algorithm_name(collective),
                     collective_use(collective));
  out << fmt::format(
      "  derived: peak {:.4g} TFLOP/s bf16 per device, vector unit {:.4g} Gop/s, "
      "HBM {:.4g} GB/s, ICI {:.4g} GB/s per link per direction\n",
      peak_flops_per_s() / 1e12, vpu_ops_per_s() / 1e9, hbm_bytes_per_s / 1e9,
      ici_bytes_per_s_per_direction / 1e9);
  return out.str();
}

}  // namespace pmapsim::sim
