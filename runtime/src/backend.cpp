// Backend spec strings and the registry of backend kinds.
//
// Spec grammar: kind[:item(,item)*], item = key=value | word. The first item,
// when it is a bare word, is the positional argument (the sim's preset,
// "sim:tpu-v5e"); later bare words are flags ("timing-only"), stored as
// options with an empty value, so that "sim:tpu-v5e,devices=8,timing-only"
// has positional {tpu-v5e} and options {devices: 8, timing-only: ""}.
#include "pmapsim/backend.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <new>

#include "pmapsim/errors.hpp"
#include "pmapsim/host_memory.hpp"

namespace pmapsim {
namespace {

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find(separator, start);
    items.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) return items;
    start = end + 1;
  }
}

bool is_word(const std::string& text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.';
  });
}

// A number that fills the whole text, or nothing.
template <typename T>
std::optional<T> parse_number(const std::string& text) {
  T value{};
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || stop != end || text.empty()) return std::nullopt;
  return value;
}

}  // namespace

BackendSpec BackendSpec::parse(const std::string& text) {
  BackendSpec spec;
  spec.text = text;
  const std::size_t colon = text.find(':');
  spec.kind = text.substr(0, colon);
  if (!is_word(spec.kind)) {
    throw Error(fmt::format("backend spec '{}': expected a backend name before ':'", text));
  }
  if (colon == std::string::npos) return spec;
  const std::vector<std::string> items = split(text.substr(colon + 1), ',');
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string& item = items[i];
    const std::size_t equals = item.find('=');
    if (item.empty()) throw Error(fmt::format("backend spec '{}': empty item", text));
    if (equals == std::string::npos) {
      if (!is_word(item)) throw Error(fmt::format("backend spec '{}': bad item '{}'", text, item));
      if (i == 0) {
        spec.positional.push_back(item);
        continue;
      }
    }
    const std::string key = item.substr(0, equals);
    const std::string value = equals == std::string::npos ? "" : item.substr(equals + 1);
    if (!is_word(key)) throw Error(fmt::format("backend spec '{}': bad option name in '{}'", text, item));
    if (equals != std::string::npos && value.empty()) {
      throw Error(fmt::format("backend spec '{}': option '{}' has no value", text, key));
    }
    if (!spec.options.emplace(key, value).second) {
      throw Error(fmt::format("backend spec '{}': option '{}' given twice", text, key));
    }
  }
  return spec;
}

std::optional<std::string> BackendSpec::option(const std::string& key) const {
  const auto found = options.find(key);
  if (found == options.end()) return std::nullopt;
  return found->second;
}

std::int64_t BackendSpec::int_option(const std::string& key, std::int64_t fallback) const {
  const auto text = option(key);
  if (!text) return fallback;
  const auto value = parse_number<std::int64_t>(*text);
  if (!value) {
    const bool digits = !text->empty() && std::all_of(text->begin() + (text->front() == '-'), text->end(),
                                                      [](char c) { return c >= '0' && c <= '9'; });
    if (digits && text->size() > (text->front() == '-' ? 1u : 0u)) {
      throw Error(fmt::format("backend spec '{}': option '{}': {} is beyond the range of a 64-bit integer",
                              this->text, key, *text));
    }
    throw Error(
        fmt::format("backend spec '{}': option '{}' expects an integer, got '{}'", this->text, key, *text));
  }
  return *value;
}

std::int64_t BackendSpec::int_option(const std::string& key, std::int64_t fallback, std::int64_t low,
                                     std::int64_t high) const {
  const std::int64_t value = int_option(key, fallback);
  if (option(key) && value < low) {
    throw Error(
        fmt::format("backend spec '{}': {} must be at least {}, got {}", this->text, key, low, value));
  }
  if (option(key) && value > high) {
    throw Error(
        fmt::format("backend spec '{}': {} must be at most {}, got {}", this->text, key, high, value));
  }
  return value;
}

double BackendSpec::real_option(const std::string& key, double fallback) const {
  const auto text = option(key);
  if (!text) return fallback;
  const auto value = parse_number<double>(*text);
  if (!value) {
    throw Error(
        fmt::format("backend spec '{}': option '{}' expects a number, got '{}'", this->text, key, *text));
  }
  return *value;
}

bool BackendSpec::flag(const std::string& key) const {
  if (std::find(positional.begin(), positional.end(), key) != positional.end()) return true;
  const auto text = option(key);
  if (!text) return false;
  if (text->empty() || *text == "true" || *text == "1") return true;
  if (*text == "false" || *text == "0") return false;
  throw Error(fmt::format("backend spec '{}': option '{}' expects true, false, 1 or 0, got '{}'", this->text,
                          key, *text));
}

void BackendSpec::reject_unknown(const std::vector<std::string>& known) const {
  for (const auto& [key, value] : options) {
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      throw Error(
          fmt::format("unknown option '{}' for backend '{}' (known: {})", key, kind,
                      known.empty() ? std::string("none") : fmt::format("{}", fmt::join(known, ", "))));
    }
  }
}

BackendRegistry& BackendRegistry::global() {
  static BackendRegistry registry;
  return registry;
}

void BackendRegistry::add(const std::string& kind, BackendFactory factory, std::string summary) {
  slots_[kind] = Slot{std::move(factory), std::move(summary), true};
}

void BackendRegistry::add_unavailable(const std::string& kind, std::string reason) {
  slots_[kind] = Slot{nullptr, std::move(reason), false};
}

std::unique_ptr<Backend> BackendRegistry::open(const std::string& spec_text) const {
  const BackendSpec spec = BackendSpec::parse(spec_text);
  const auto found = slots_.find(spec.kind);
  if (found == slots_.end()) {
    std::vector<std::string> kinds;
    for (const auto& [kind, slot] : slots_) kinds.push_back(kind);
    throw Error(fmt::format(
        "unknown backend '{}' (available: {})", spec.kind,
        kinds.empty() ? std::string("none registered") : fmt::format("{}", fmt::join(kinds, ", "))));
  }
  const Slot& slot = found->second;
  if (!slot.available) throw BackendUnavailable(slot.summary);
  std::unique_ptr<Backend> backend = slot.factory(spec);
  if (!backend) throw BackendUnavailable(fmt::format("backend '{}' could not be opened", spec_text));
  return backend;
}

std::vector<BackendRegistry::Entry> BackendRegistry::entries() const {
  std::vector<Entry> entries;
  for (const auto& [kind, slot] : slots_) entries.push_back(Entry{kind, slot.summary, slot.available});
  return entries;
}

void check_fits_devices(const Program& program, int device_count) {
  if (program.axis_size < 1) {
    throw Error(fmt::format("@{} must run on at least one device, got {}", program.name, program.axis_size));
  }
  if (program.axis_size > device_count) {
    throw Error(fmt::format(
        "compiling computation that requires {} logical devices, but only {} devices are available "
        "(num_replicas={})",
        program.axis_size, device_count, program.axis_size));
  }
}

void check_supported(const Backend& backend, const Program& program) {
  for (std::size_t index = 0; index < program.body.size(); ++index) {
    const Instruction& instruction = program.body[index];
    std::vector<DType> dtypes{instruction.type.dtype};
    for (ValueId id : instruction.operands) dtypes.push_back(program.type_of(id).dtype);
    for (DType dtype : dtypes) {
      if (backend.supports(instruction.op, dtype)) continue;
      throw Error(fmt::format("backend '{}' does not support {} on {} (@{} instruction {}: {})",
                              backend.kind(), op_name(instruction.op), dtype_name(dtype), program.name, index,
                              print_instruction(program, index)));
    }
  }
}

void check_arguments(const Program& program, const std::vector<std::vector<Array>>& args, bool needs_values) {
  check_arguments(program, args, needs_values, DeviceBlock{0, program.axis_size});
}

void check_arguments(const Program& program, const std::vector<std::vector<Array>>& args, bool needs_values,
                     DeviceBlock local) {
  if (static_cast<std::int64_t>(args.size()) != program.axis_size) {
    throw Error(fmt::format("@{} runs on {} devices, got arguments for {}", program.name, program.axis_size,
                            args.size()));
  }
  for (auto device = static_cast<std::size_t>(local.first); device < static_cast<std::size_t>(local.end());
       ++device) {
    if (args[device].size() != program.params.size()) {
      throw Error(fmt::format("@{} takes {} arguments, got {} on device {}", program.name,
                              program.params.size(), args[device].size(), device));
    }
    for (std::size_t p = 0; p < args[device].size(); ++p) {
      const Array& arg = args[device][p];
      const Parameter& param = program.params[p];
      if (arg.type() != param.type) {
        throw Error(fmt::format("argument %{} on device {}: expected {}, got {}", param.name, device,
                                param.type.str(), arg.type().str()));
      }
      if (needs_values && !arg.has_data()) {
        throw Error(fmt::format(
            "argument %{} on device {} is shape-only, but this backend computes values and needs its data",
            param.name, device));
      }
    }
  }
}

std::unique_ptr<Executable> Backend::compile(const Program& program) {
  verify(program);
  check_fits_devices(program, device_count());
  check_supported(*this, program);
  // After the backend's own checks: a simulated device's HBM limit says more than the host's.
  std::unique_ptr<Executable> executable = compile_checked(program);
  if (computes_values()) {
    check_host_memory(program, values_on_host(), spec(), executable->local_devices().count);
  }
  return executable;
}

RunResult Executable::run(const std::vector<std::vector<Array>>& args, const RunOptions& options) {
  check_arguments(program_, args, computes_values_, local_);
  return execute(args, options);
}

RunResult compile_and_run(Backend& backend, const Program& program,
                          const std::vector<std::vector<Array>>& args, const RunOptions& options) {
  try {
    const std::unique_ptr<Executable> executable = backend.compile(program);
    return executable->run(args, options);
  } catch (const std::bad_alloc&) {
    // Arrays sized by the user can exceed the host's memory: that is the user's problem to fix, not a crash.
    throw Error(
        fmt::format("out of host memory running program '{}' on backend '{}'", program.name, backend.spec()));
  }
}

}  // namespace pmapsim
