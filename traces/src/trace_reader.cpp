#include "pmapsim/traces/trace_reader.hpp"

#include <fmt/format.h>
#include <sys/mman.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "json_scan.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"

namespace pmapsim::traces {
namespace {

using json = nlohmann::json;

// For a gzip file, the size it unpacks to, from its trailer (modulo 4 GiB,
// and only a hint: a file of several gzip members records the last one's);
// nullopt for a plain file.
std::optional<std::size_t> gzip_size_hint(std::FILE* file, std::size_t file_size) {
  unsigned char magic[2] = {0, 0};
  if (file_size < 18 || std::fread(magic, 1, 2, file) != 2 || magic[0] != 0x1f || magic[1] != 0x8b)
    return std::nullopt;
  unsigned char trailer[4] = {0, 0, 0, 0};
  if (std::fseek(file, -4, SEEK_END) != 0 || std::fread(trailer, 1, 4, file) != 4) return 0;
  return trailer[0] | (trailer[1] << 8) | (trailer[2] << 16) | (static_cast<std::size_t>(trailer[3]) << 24);
}

// A trace file's text: a plain file mapped into memory (no copy), or a gzip
// file unpacked into a string.
class TraceText {
 public:
  TraceText() = default;
  ~TraceText() {
    if (mapped_ != nullptr) ::munmap(mapped_, mapped_size_);
  }
  TraceText(const TraceText&) = delete;
  TraceText& operator=(const TraceText&) = delete;

  std::string_view view() const {
    return mapped_ != nullptr ? std::string_view(static_cast<const char*>(mapped_), mapped_size_) : owned_;
  }
  // Maps the open file; false when it cannot be mapped (then read it).
  bool map(int descriptor, std::size_t size) {
    if (size == 0) return false;
    void* address = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0);
    if (address == MAP_FAILED) return false;
    mapped_ = address;
    mapped_size_ = size;
    return true;
  }
  std::string& owned() { return owned_; }

 private:
  void* mapped_ = nullptr;
  std::size_t mapped_size_ = 0;
  std::string owned_;
};

// Traces beyond this (a gzip bomb, say) are refused rather than exhausting memory.
constexpr std::size_t kMaxTraceText = std::size_t{8} << 30;

void read_gzip(const std::string& path, std::size_t size_hint, std::string& text) {
  gzFile file = gzopen(path.c_str(), "rb");
  if (file == nullptr) throw Error("cannot open trace file '" + path + "': " + std::strerror(errno));
  constexpr std::size_t kChunk = 1 << 20;
  // The trailer's size is the file's word, not a promise: reserve at most
  // 256 MiB up front and let the text grow past that as it really unpacks.
  text.reserve(std::min(size_hint, std::size_t{256} << 20) + kChunk);
  std::size_t size = 0;
  for (;;) {
    if (text.size() < size + kChunk) text.resize(std::max(size + kChunk, text.size() * 2));
    const int got = gzread(file, text.data() + size, static_cast<unsigned>(kChunk));
    if (got < 0) {
      int code = 0;
      const std::string message = gzerror(file, &code);
      gzclose(file);
      throw Error("trace file '" + path + "' is a damaged gzip stream: " + message);
    }
    if (got == 0) break;
    size += static_cast<std::size_t>(got);
    if (size > kMaxTraceText) {
      gzclose(file);
      throw Error(fmt::format("trace file '{}' holds more than {} GiB of JSON", path, kMaxTraceText >> 30));
    }
  }
  text.resize(size);
  int code = Z_OK;
  const std::string message = gzerror(file, &code);
  gzclose(file);
  // A gzip stream cut short reads as its data so far plus this error.
  if (code != Z_OK) throw Error("trace file '" + path + "' is a damaged gzip stream: " + message);
}

// The whole file's text, unpacked when it is gzip.
void read_file_text(const std::string& path, TraceText& text) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (!std::filesystem::exists(status)) throw Error("cannot open trace file '" + path + "': no such file");
  if (std::filesystem::is_directory(status))
    throw Error("cannot open trace file '" + path + "': it is a directory");
  require_regular_file(path, "trace file");  // not /dev/zero (endless) or a FIFO (blocks)
  const std::size_t file_size = std::filesystem::file_size(path, error);
  std::FILE* plain = std::fopen(path.c_str(), "rb");
  if (plain == nullptr) throw Error("cannot open trace file '" + path + "': " + std::strerror(errno));
  // A size that cannot be had (a pipe, /dev/stdin) is read through zlib,
  // which passes plain text through unchanged.
  const std::optional<std::size_t> unpacked_size =
      error ? std::optional<std::size_t>(0) : gzip_size_hint(plain, file_size);
  if (unpacked_size) {
    std::fclose(plain);
    read_gzip(path, *unpacked_size, text.owned());
    return;
  }
  if (text.map(fileno(plain), file_size)) {
    std::fclose(plain);
    return;
  }
  // Not mappable (a pipe, an empty file): one read.
  std::string& owned = text.owned();
  std::rewind(plain);
  owned.resize(file_size);
  const std::size_t got = std::fread(owned.data(), 1, file_size, plain);
  const bool failed = std::ferror(plain) != 0;
  std::fclose(plain);
  if (failed) throw Error("cannot read trace file '" + path + "': " + std::strerror(errno));
  owned.resize(got);
}

std::string line_and_column(std::string_view text, std::size_t byte) {
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

// One trace event as the scanner read it: the fields a Profile needs, and
// the args kept as text (strings unescaped, other values as written).
struct ScannedValue {
  detail::JsonKind kind = detail::JsonKind::literal;
  std::string text;
  detail::JsonNumber number;
};

struct ScannedEvent {
  bool is_object = true;
  std::string phase, name, track;
  bool has_phase = false, has_name = false;
  ScannedValue pid, tid, ts, dur;
  ScannedValue scratch;
  bool has_pid = false, has_tid = false, has_ts = false, has_dur = false;
  bool has_args = false, args_is_object = false;
  std::vector<std::pair<std::string, ScannedValue>> args;  // the first args_count are this event's
  std::size_t args_count = 0;

  void clear() {
    is_object = true;
    has_phase = has_name = has_pid = has_tid = has_ts = has_dur = has_args = args_is_object = false;
    args_count = 0;
  }
};

std::string text_of(const ScannedValue& value) {
  if (value.kind == detail::JsonKind::number) {
    return value.number.is_integer ? json(value.number.integer).dump() : json(value.number.value).dump();
  }
  return value.text;
}

// A value's text as the trace viewer would show it: strings as they are,
// anything else in compact JSON.
std::string compact_text(std::string_view written) {
  return json::parse(written).dump();
}

void scan_value(detail::JsonScanner& scanner, ScannedValue& value) {
  value.kind = scanner.peek();
  switch (value.kind) {
    case detail::JsonKind::string:
      scanner.string(value.text);
      return;
    case detail::JsonKind::number:
      value.number = scanner.number();
      return;
    case detail::JsonKind::literal:
      value.text = scanner.skip();
      return;
    case detail::JsonKind::object:
    case detail::JsonKind::array:
      value.text = compact_text(scanner.skip());
      return;
  }
}

// Reads one event (any JSON value) into event.
void scan_event(detail::JsonScanner& scanner, ScannedEvent& event) {
  event.clear();
  if (scanner.peek() != detail::JsonKind::object) {
    event.is_object = false;
    scanner.skip();
    return;
  }
  scanner.object([&](const std::string& key_text) {
    const std::string_view key = key_text;  // compares by length first
    if (key == "ph") {
      event.has_phase = scanner.peek() == detail::JsonKind::string;
      if (event.has_phase)
        scanner.string(event.phase);
      else
        scanner.skip();
    } else if (key == "name") {
      event.has_name = true;
      if (scanner.peek() == detail::JsonKind::string) {
        scanner.string(event.name);
      } else {
        scan_value(scanner, event.scratch);
        event.name = text_of(event.scratch);
      }
    } else if (key == "pid") {
      event.has_pid = true;
      scan_value(scanner, event.pid);
    } else if (key == "tid") {
      event.has_tid = true;
      scan_value(scanner, event.tid);
    } else if (key == "ts") {
      event.has_ts = true;
      scan_value(scanner, event.ts);
    } else if (key == "dur") {
      event.has_dur = true;
      scan_value(scanner, event.dur);
    } else if (key == "args") {
      event.has_args = true;
      event.args_count = 0;
      event.args_is_object = scanner.peek() == detail::JsonKind::object;
      if (!event.args_is_object) {
        scanner.skip();
        return;
      }
      scanner.object([&](const std::string& arg) {
        if (event.args_count == event.args.size()) event.args.emplace_back();
        auto& [arg_key, value] = event.args[event.args_count++];
        arg_key = arg;
        scan_value(scanner, value);
      });
    } else {
      scanner.skip();
    }
  });
}

// Builds a Profile from trace events handed over one at a time, so that a
// large file never exists as one document in memory.
class ProfileBuilder {
 public:
  explicit ProfileBuilder(std::string path) : path_(std::move(path)) {}

  void add(const ScannedEvent& event) {
    ++event_number_;
    if (!event.is_object) fail("is not an object");
    if (!event.has_phase) fail("has no text field \"ph\"");
    if (event.phase == "X") {
      add_slice(event);
    } else if (event.phase == "C") {
      add_counter(event);
    } else if (event.phase == "M") {
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

  double number_field(bool present, const ScannedValue& value, const char* key) const {
    if (!present || value.kind != detail::JsonKind::number)
      fail(fmt::format("has no numeric field \"{}\"", key));
    if (!std::isfinite(value.number.value))
      fail(fmt::format("has a \"{}\" beyond the range of a double", key));
    return value.number.value;
  }

  // A time in microseconds, as nanoseconds: finite after the scaling too.
  double time_field(bool present, const ScannedValue& value, const char* key) const {
    const double ns = micros_to_ns(number_field(present, value, key));
    if (!std::isfinite(ns))
      fail(fmt::format("has a \"{}\" beyond the range of a double in nanoseconds", key));
    return ns;
  }

  int id_field(bool present, const ScannedValue& value, const char* key) const {
    if (!present || value.kind != detail::JsonKind::number || !value.number.is_integer)
      fail(fmt::format("has no integer field \"{}\"", key));
    if (value.number.integer < std::numeric_limits<int>::min() ||
        value.number.integer > std::numeric_limits<int>::max())
      fail(fmt::format("has a \"{}\" beyond the range of int", key));
    return static_cast<int>(value.number.integer);
  }

  void add_slice(const ScannedEvent& event) {
    ProfileEvent slice;
    slice.device = id_field(event.has_pid, event.pid, "pid");
    slice.name = event.has_name ? event.name : "";
    slice.start_ns = time_field(event.has_ts, event.ts, "ts");
    slice.duration_ns = time_field(event.has_dur, event.dur, "dur");
    if (slice.duration_ns < 0) fail("has a negative \"dur\"");
    if (event.args_is_object) read_slice_args(event, slice);
    thread_of_event_.push_back(event.has_tid ? id_field(true, event.tid, "tid") : 0);
    note_device(slice.device);
    events_.push_back(std::move(slice));
  }

  static bool is_integer(const ScannedValue& value) {
    return value.kind == detail::JsonKind::number && value.number.is_integer;
  }

  void read_slice_args(const ScannedEvent& event, ProfileEvent& slice) const {
    slice.args.reserve(event.args_count);
    for (std::size_t i = 0; i < event.args_count; ++i) {
      const auto& [key_text, value] = event.args[i];
      const std::string_view key = key_text;
      const bool number = value.kind == detail::JsonKind::number;
      if (key == "flops" && number) {
        slice.flops = value.number.value;
      } else if (key == "bytes" && number) {
        slice.bytes = value.number.value;
      } else if (key == "op_index" && is_integer(value) && value.number.integer >= INT_MIN &&
                 value.number.integer <= INT_MAX) {
        slice.op_index = static_cast<int>(value.number.integer);
      } else if (key == "bound" && value.kind == detail::JsonKind::string && bound_from_name(value.text)) {
        slice.bound = *bound_from_name(value.text);
      } else if (key == "device" && is_integer(value)) {
        continue;  // the pid says it
      } else {
        // The writer prefixes event args that share a name with its own.
        const bool prefixed = key.starts_with("arg:");
        slice.args.emplace_back(prefixed ? key.substr(4) : key, text_of(value));
      }
    }
  }

  // Events come device after device in long runs: the set is asked only on a change.
  void note_device(int device) {
    if (device == last_device_) return;
    seen_devices_.insert(device);
    last_device_ = device;
  }

  void add_counter(const ScannedEvent& event) {
    const int device = id_field(event.has_pid, event.pid, "pid");
    const std::string& name = event.has_name ? event.name : empty_;
    const double time_ns = time_field(event.has_ts, event.ts, "ts");
    if (!event.args_is_object) fail("is a counter without \"args\"");
    for (std::size_t i = 0; i < event.args_count; ++i) {
      const auto& [key, value] = event.args[i];
      if (value.kind != detail::JsonKind::number)
        fail(fmt::format("is a counter whose \"{}\" is not a number", key));
      counters_.push_back(
          CounterSample{device, key == "value" ? name : name + " " + key, time_ns, value.number.value});
    }
    seen_devices_.insert(device);
  }

  void add_name(const ScannedEvent& event) {
    if (!event.has_name) fail("has no text field \"name\"");
    const ScannedValue* name = nullptr;
    for (std::size_t i = 0; i < event.args_count && event.args_is_object; ++i) {
      if (event.args[i].first == "name") name = &event.args[i].second;
    }
    if (name == nullptr) return;
    if (event.name == "process_name") {
      process_names_[id_field(event.has_pid, event.pid, "pid")] = text_of(*name);
    } else if (event.name == "thread_name") {
      thread_names_[{id_field(event.has_pid, event.pid, "pid"), id_field(event.has_tid, event.tid, "tid")}] =
          text_of(*name);
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
  int last_device_ = -1;
  std::string empty_;
};

// The "metadata" object, read whole. The scanner's syntax is looser than
// nlohmann's in one place (it does not check UTF-8), so what it skipped may
// still fail here: the same one-line error as any other bad JSON.
json parse_metadata(std::string_view text, const std::string& path) {
  try {
    return json::parse(text);
  } catch (const json::exception& error) {
    throw Error(fmt::format("trace file '{}': \"metadata\" is not valid JSON: {}", path, error.what()));
  }
}

}  // namespace

Profile read_trace(const std::string& path) {
  TraceText file_text;
  read_file_text(path, file_text);
  const std::string_view text = file_text.view();
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    throw Error("trace file '" + path + "' is empty");

  ProfileBuilder builder(path);
  detail::JsonScanner scanner(text);
  ScannedEvent event;
  auto each_event = [&] {
    scan_event(scanner, event);
    builder.add(event);
  };
  bool is_trace = false;
  json metadata;
  try {
    switch (scanner.peek()) {
      case detail::JsonKind::array:
        is_trace = true;
        scanner.array(each_event);
        break;
      case detail::JsonKind::object:
        scanner.object([&](const std::string& key) {
          if (key == "traceEvents" && scanner.peek() == detail::JsonKind::array) {
            is_trace = true;
            scanner.array(each_event);
          } else if (key == "metadata") {
            metadata = parse_metadata(scanner.skip(), path);
          } else {
            scanner.skip();
          }
        });
        break;
      default:
        scanner.skip();
    }
    scanner.expect_end();
  } catch (const json::exception& error) {
    // An args value re-read as JSON (compact_text) that nlohmann refuses:
    // the scanner does not check UTF-8, nlohmann does.
    throw Error(fmt::format("trace file '{}' is not valid JSON: {}", path, error.what()));
  } catch (const detail::JsonScanError& error) {
    if (error.nesting) {
      throw Error(fmt::format("trace file '{}': JSON nested deeper than {} levels (at {})", path,
                              detail::kMaxScanNesting, line_and_column(text, error.byte)));
    }
    if (error.byte >= text.size()) throw Error("trace file '" + path + "' is truncated: the JSON ends early");
    throw Error(fmt::format("trace file '{}' is not JSON (syntax error at {})", path,
                            line_and_column(text, error.byte)));
  }
  if (!is_trace) {
    throw Error("trace file '" + path + "' is JSON but not a trace: it has no \"traceEvents\" array");
  }
  try {
    return builder.finish(metadata);
  } catch (const json::exception& error) {
    // The metadata's values are read by type; a hostile file may hold others.
    throw Error(fmt::format("trace file '{}': unexpected value in \"metadata\": {}", path, error.what()));
  }
}

}  // namespace pmapsim::traces
