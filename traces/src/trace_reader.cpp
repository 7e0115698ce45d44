#include "pmapsim/traces/trace_reader.hpp"

#include <fmt/format.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"

namespace pmapsim::traces {
namespace {

using json = nlohmann::json;

// Traces beyond this (a gzip bomb, say) are refused rather than exhausting memory.
constexpr std::size_t kMaxTraceText = std::size_t{8} << 30;

// Whole file contents; gzread passes plain files through unchanged.
std::string read_file_text(const std::string& path) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (!std::filesystem::exists(status)) throw Error("cannot open trace file '" + path + "': no such file");
  if (std::filesystem::is_directory(status))
    throw Error("cannot open trace file '" + path + "': it is a directory");
  require_regular_file(path, "trace file");
  gzFile file = gzopen(path.c_str(), "rb");
  if (file == nullptr) throw Error("cannot open trace file '" + path + "': " + std::strerror(errno));
  std::string text;
  std::vector<char> chunk(1 << 20);
  for (;;) {
    const int got = gzread(file, chunk.data(), static_cast<unsigned>(chunk.size()));
    if (got < 0) {
      int code = 0;
      const std::string message = gzerror(file, &code);
      gzclose(file);
      throw Error("trace file '" + path + "' is a damaged gzip stream: " + message);
    }
    if (got == 0) break;
    if (text.size() > kMaxTraceText) {
      gzclose(file);
      throw Error(fmt::format("trace file '{}' holds more than {} GiB of JSON", path, kMaxTraceText >> 30));
    }
    text.append(chunk.data(), static_cast<std::size_t>(got));
  }
  int code = Z_OK;
  const std::string message = gzerror(file, &code);
  gzclose(file);
  // A gzip stream cut short reads as its data so far plus this error.
  if (code != Z_OK) throw Error("trace file '" + path + "' is a damaged gzip stream: " + message);
  return text;
}

std::string line_and_column(const std::string& text, std::size_t byte) {
  byte = std::min(byte, text.size());
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(byte), '\n');
  const auto line_start = text.rfind('\n', byte == 0 ? 0 : byte - 1);
  const std::size_t column = line_start == std::string::npos ? byte : byte - line_start - 1;
  return fmt::format("line {}, column {}", line, column + 1);
}

std::optional<Bound> bound_from_name(std::string_view name) {
  for (Bound bound : {Bound::none, Bound::compute, Bound::memory, Bound::network}) {
    if (bound_name(bound) == name) return bound;
  }
  return std::nullopt;
}

// An integral JSON value that an int holds; nothing for any other value
// (a pid or op index beyond int range would otherwise wrap silently).
std::optional<int> int_value(const json& value) {
  if (value.is_number_unsigned()) {
    const auto number = value.get<std::uint64_t>();
    if (number > static_cast<std::uint64_t>(std::numeric_limits<int>::max())) return std::nullopt;
    return static_cast<int>(number);
  }
  if (!value.is_number_integer()) return std::nullopt;
  const auto number = value.get<std::int64_t>();
  if (number < std::numeric_limits<int>::min() || number > std::numeric_limits<int>::max())
    return std::nullopt;
  return static_cast<int>(number);
}

double micros_to_ns(double micros) {
  return std::round(micros * 1e6) / 1e3;
}

// Builds a Profile from trace events handed over one at a time, so that a
// large file never exists as one JSON document in memory.
class ProfileBuilder {
 public:
  explicit ProfileBuilder(std::string path) : path_(std::move(path)) {}

  void add(const json& event) {
    ++event_number_;
    if (!event.is_object()) fail("is not an object");
    const std::string phase = string_field(event, "ph");
    if (phase == "X") {
      add_slice(event);
    } else if (phase == "C") {
      add_counter(event);
    } else if (phase == "M") {
      add_name(event);
    }
    // Flow, instant and other phases carry nothing a Profile keeps.
  }

  Profile finish(const json& metadata) {
    Profile profile;
    apply_metadata(profile, metadata);
    restore_devices(profile, metadata);
    resolve_tracks(metadata);
    double latest_end = 0;
    for (const ProfileEvent& event : events_)
      latest_end = std::max(latest_end, event.start_ns + event.duration_ns);
    if (profile.total_ns <= 0) profile.total_ns = latest_end;
    profile.events = std::move(events_);
    profile.counters = std::move(counters_);
    return profile;
  }

 private:
  [[noreturn]] void fail(const std::string& problem) const {
    throw Error(fmt::format("trace file '{}': event {} {}", path_, event_number_, problem));
  }

  std::string string_field(const json& event, const char* key) const {
    auto it = event.find(key);
    if (it == event.end() || !it->is_string()) fail(fmt::format("has no text field \"{}\"", key));
    return it->get<std::string>();
  }

  double number_field(const json& event, const char* key) const {
    auto it = event.find(key);
    if (it == event.end() || !it->is_number()) fail(fmt::format("has no numeric field \"{}\"", key));
    const double value = it->get<double>();
    if (!std::isfinite(value)) fail(fmt::format("has a non-finite \"{}\"", key));
    return value;
  }

  int id_field(const json& event, const char* key) const {
    auto it = event.find(key);
    if (it == event.end() || !it->is_number_integer()) fail(fmt::format("has no integer field \"{}\"", key));
    const std::optional<int> value = int_value(*it);
    if (!value) fail(fmt::format("has a \"{}\" beyond the range of int", key));
    return *value;
  }

  static std::string text_of(const json& value) {
    return value.is_string() ? value.get<std::string>() : value.dump();
  }

  void add_slice(const json& event) {
    ProfileEvent slice;
    slice.device = id_field(event, "pid");
    slice.name = event.contains("name") ? text_of(event["name"]) : "";
    slice.start_ns = micros_to_ns(number_field(event, "ts"));
    slice.duration_ns = micros_to_ns(number_field(event, "dur"));
    if (slice.duration_ns < 0) fail("has a negative \"dur\"");
    auto args = event.find("args");
    if (args != event.end() && args->is_object()) read_slice_args(*args, slice);
    thread_of_event_.push_back(event.contains("tid") ? id_field(event, "tid") : 0);
    seen_devices_.insert(slice.device);
    events_.push_back(std::move(slice));
  }

  void read_slice_args(const json& args, ProfileEvent& slice) const {
    for (const auto& [key, value] : args.items()) {
      if (key == "flops" && value.is_number()) {
        slice.flops = value.get<double>();
      } else if (key == "bytes" && value.is_number()) {
        slice.bytes = value.get<double>();
      } else if (key == "op_index" && int_value(value)) {
        slice.op_index = *int_value(value);
      } else if (key == "bound" && value.is_string() && bound_from_name(value.get<std::string>())) {
        slice.bound = *bound_from_name(value.get<std::string>());
      } else if (key == "device" && value.is_number_integer()) {
        continue;  // the pid says it
      } else {
        // The writer prefixes event args that share a name with its own.
        const bool prefixed = key.starts_with("arg:");
        slice.args.emplace_back(prefixed ? key.substr(4) : key, text_of(value));
      }
    }
  }

  void add_counter(const json& event) {
    const int device = id_field(event, "pid");
    const std::string name = event.contains("name") ? text_of(event["name"]) : "";
    const double time_ns = micros_to_ns(number_field(event, "ts"));
    auto args = event.find("args");
    if (args == event.end() || !args->is_object()) fail("is a counter without \"args\"");
    for (const auto& [key, value] : args->items()) {
      if (!value.is_number()) fail(fmt::format("is a counter whose \"{}\" is not a number", key));
      counters_.push_back(
          CounterSample{device, key == "value" ? name : name + " " + key, time_ns, value.get<double>()});
    }
    seen_devices_.insert(device);
  }

  void add_name(const json& event) {
    const std::string what = string_field(event, "name");
    auto args = event.find("args");
    if (args == event.end() || !args->is_object() || !args->contains("name")) return;
    if (what == "process_name") {
      process_names_[id_field(event, "pid")] = text_of((*args)["name"]);
    } else if (what == "thread_name") {
      thread_names_[{id_field(event, "pid"), id_field(event, "tid")}] = text_of((*args)["name"]);
    }
  }

  void apply_metadata(Profile& profile, const json& metadata) const {
    if (!metadata.is_object()) return;
    for (const auto& [key, value] : metadata.items()) {
      if (key == "pmapsim" || !value.is_string()) continue;
      if (key == "program") {
        profile.program = value.get<std::string>();
      } else if (key == "backend") {
        profile.backend = value.get<std::string>();
      } else {
        profile.metadata[key] = value.get<std::string>();
      }
    }
    const json* block = restore_block(metadata);
    if (block != nullptr && block->contains("total_ns") && (*block)["total_ns"].is_number()) {
      profile.total_ns = (*block)["total_ns"].get<double>();
    }
  }

  static const json* restore_block(const json& metadata) {
    if (!metadata.is_object()) return nullptr;
    auto it = metadata.find("pmapsim");
    return it != metadata.end() && it->is_object() ? &*it : nullptr;
  }

  void restore_devices(Profile& profile, const json& metadata) {
    std::map<int, ProfileDevice> devices;
    const json* block = restore_block(metadata);
    if (block != nullptr && block->contains("devices") && (*block)["devices"].is_array()) {
      for (const json& entry : (*block)["devices"]) {
        if (!entry.is_object() || !entry.contains("id") || !int_value(entry["id"])) continue;
        ProfileDevice device;
        device.id = *int_value(entry["id"]);
        device.name = entry.value("name", "");
        device.peak_flops_per_s = entry.value("peak_flops_per_s", 0.0);
        device.peak_hbm_bytes_per_s = entry.value("peak_hbm_bytes_per_s", 0.0);
        devices[device.id] = device;
      }
    }
    for (const auto& [pid, name] : process_names_) devices.try_emplace(pid, ProfileDevice{pid, name, 0, 0});
    for (int pid : seen_devices_)
      devices.try_emplace(pid, ProfileDevice{pid, "device " + std::to_string(pid), 0, 0});
    for (auto& [id, device] : devices) profile.devices.push_back(std::move(device));
  }

  // Each slice's track: the writer's thread table, else the thread's name.
  void resolve_tracks(const json& metadata) {
    std::map<std::pair<int, int>, std::string> tracks = thread_names_;
    const json* block = restore_block(metadata);
    if (block != nullptr && block->contains("threads") && (*block)["threads"].is_array()) {
      for (const json& entry : (*block)["threads"]) {
        if (!entry.is_object() || !entry.contains("pid") || !entry.contains("tid") ||
            !entry.contains("track"))
          continue;
        if (!int_value(entry["pid"]) || !int_value(entry["tid"]) || !entry["track"].is_string()) continue;
        tracks[{*int_value(entry["pid"]), *int_value(entry["tid"])}] = entry["track"].get<std::string>();
      }
    }
    for (std::size_t i = 0; i < events_.size(); ++i) {
      auto it = tracks.find({events_[i].device, thread_of_event_[i]});
      events_[i].track = it != tracks.end() ? it->second : "tid " + std::to_string(thread_of_event_[i]);
    }
  }

  std::string path_;
  std::size_t event_number_ = 0;
  std::vector<ProfileEvent> events_;
  std::vector<int> thread_of_event_;
  std::vector<CounterSample> counters_;
  std::map<int, std::string> process_names_;
  std::map<std::pair<int, int>, std::string> thread_names_;
  std::set<int> seen_devices_;
};

Profile parse_trace_text(const std::string& text, const std::string& path) {
  ProfileBuilder builder(path);
  bool top_is_array = false;
  bool in_trace_events = false;
  bool saw_trace_events = false;
  std::string top_key;
  json metadata;
  // Trace events are handed to the builder as each one completes and then
  // discarded; everything else (the metadata block) is kept.
  auto on_parse = [&](int depth, json::parse_event_t event, json& parsed) -> bool {
    using E = json::parse_event_t;
    if (depth == 0 && event == E::array_start) top_is_array = true;
    if (depth == 1 && event == E::key) top_key = parsed.get<std::string>();
    if (depth == 1 && !top_is_array && top_key == "traceEvents") {
      if (event == E::array_start) in_trace_events = saw_trace_events = true;
      if (event == E::array_end) in_trace_events = false;
    }
    const bool event_depth = top_is_array ? depth == 1 : (depth == 2 && in_trace_events);
    if (event_depth && (event == E::object_end || event == E::value)) {
      builder.add(parsed);
      return false;
    }
    if (depth == 1 && event == E::object_end && top_key == "metadata") metadata = parsed;
    return true;
  };
  json document;
  try {
    document = json::parse(text, on_parse);
  } catch (const json::parse_error& error) {
    if (error.byte >= text.size()) throw Error("trace file '" + path + "' is truncated: the JSON ends early");
    throw Error(fmt::format("trace file '{}' is not JSON (syntax error at {})", path,
                            line_and_column(text, error.byte == 0 ? 0 : error.byte - 1)));
  } catch (const json::out_of_range& error) {
    throw Error(
        fmt::format("trace file '{}': a number beyond the range of a double ({})", path, error.what()));
  }
  if (!top_is_array && !saw_trace_events) {
    throw Error("trace file '" + path + "' is JSON but not a trace: it has no \"traceEvents\" array");
  }
  return builder.finish(metadata);
}

}  // namespace

Profile read_trace(const std::string& path) {
  const std::string text = read_file_text(path);
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    throw Error("trace file '" + path + "' is empty");
  check_json_nesting(text, "trace file '" + path + "'");
  try {
    return parse_trace_text(text, path);
  } catch (const json::exception& error) {
    // A value of a type or range the reader did not check for.
    throw Error(fmt::format("trace file '{}': unexpected value: {}", path, error.what()));
  }
}

}  // namespace pmapsim::traces
