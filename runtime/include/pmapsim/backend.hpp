// The backend interface that reference, sim and cuda implement.
//
// Shaped after PJRT: a Backend compiles one SPMD Program for N devices into
// an Executable; Executable::run takes per-device argument lists and runs all
// devices in one launch, returning per-device results and a Profile.
// Backends are found by the first word of a spec string
// ("sim:tpu-v5e,devices=8") in a registry that tools/ fills.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/distributed.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/profile.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim {

// "sim:tpu-v5e,devices=8,timing-only" -> kind "sim", positional {"tpu-v5e"},
// options {devices: "8", timing-only: ""}.
struct BackendSpec {
  std::string text;
  std::string kind;
  std::vector<std::string> positional;
  std::map<std::string, std::string> options;

  static BackendSpec parse(const std::string& text);
  // Typed option access; errors name the spec and the option.
  std::optional<std::string> option(const std::string& key) const;
  std::int64_t int_option(const std::string& key, std::int64_t fallback) const;
  // An integer option that must lie in [low, high] (a count its storage holds).
  std::int64_t int_option(const std::string& key, std::int64_t fallback, std::int64_t low,
                          std::int64_t high) const;
  double real_option(const std::string& key, double fallback) const;
  bool flag(const std::string& key) const;  // present (with no value, or true/1)
  // Throws Error "unknown option 'x' for backend 'sim'" for keys outside known.
  void reject_unknown(const std::vector<std::string>& known) const;
};

struct DeviceInfo {
  int id = 0;
  std::string name;         // "/device:SIM_TPU:3 (tpu-v5e)"
  std::string description;  // one line: what it models or is
};

struct RunOptions {
  // Keep every instruction's per-device result (for op-by-op comparison).
  bool keep_intermediates = false;
  // Fill the profile (events per op and unit). Off costs nothing.
  bool profile = true;
};

struct RunResult {
  // outputs[device][result]
  std::vector<std::vector<Array>> outputs;
  // intermediates[device][instruction], when RunOptions::keep_intermediates.
  std::vector<std::vector<Array>> intermediates;
  Profile profile;
};

// The backend contract, written once: Backend::compile and Executable::run
// are not virtual. They check what every backend must check (the program
// verifies, fits the devices, uses only supported ops; the arguments match
// the parameters), with one wording each, then call the backend's hooks.
class Executable {
 public:
  virtual ~Executable() = default;
  const Program& program() const { return program_; }
  // Whether run() computes values (false for a timing-only simulator):
  // arguments may then be shape-only arrays, and results are.
  bool computes_values() const { return computes_values_; }
  // The devices this process runs: all of them, unless the backend spans
  // several processes (pmapsim/distributed.hpp); then the others' arguments
  // may be left empty, and their outputs come back empty.
  DeviceBlock local_devices() const { return local_; }
  // args[device][param]: each device's parameters, types as the program's.
  // Runs devices 0..program().axis_size-1 in one SPMD launch.
  RunResult run(const std::vector<std::vector<Array>>& args, const RunOptions& options = {});

 protected:
  Executable(Program program, bool computes_values)
      : program_(std::move(program)), computes_values_(computes_values), local_{0, program_.axis_size} {}
  void set_local_devices(DeviceBlock local) { local_ = local; }
  // Called by run() once the arguments are checked.
  virtual RunResult execute(const std::vector<std::vector<Array>>& args, const RunOptions& options) = 0;

 private:
  Program program_;
  bool computes_values_;
  DeviceBlock local_;
};

class Backend {
 public:
  virtual ~Backend() = default;
  virtual std::string spec() const = 0;  // the resolved spec string
  virtual std::string kind() const = 0;  // "reference", "sim", "cuda"
  virtual std::vector<DeviceInfo> devices() const = 0;
  int device_count() const { return static_cast<int>(devices().size()); }
  // Human-readable configuration (the sim prints its resolved preset).
  virtual std::string describe() const = 0;
  // Capabilities, asked instead of parsing spec strings.
  // Whether executables compute values (a timing-only simulator does not).
  virtual bool computes_values() const { return true; }
  // Whether a run's values, intermediates included, live in host memory (the
  // reference, the simulator) rather than in an accelerator's.
  virtual bool values_on_host() const { return computes_values(); }
  // Whether this backend runs op on operands or results of dtype (as
  // ggml's supports_op). An op the op table accepts but a backend does not
  // support is a compile error naming op, dtype and backend.
  virtual bool supports(OpCode op, DType dtype) const = 0;
  // Verifies the program, checks that it fits device_count() and that every
  // op is supported, then calls compile_checked; a program whose values
  // cannot fit in the host's memory is then refused.
  std::unique_ptr<Executable> compile(const Program& program);

 protected:
  virtual std::unique_ptr<Executable> compile_checked(const Program& program) = 0;
};

// The checks Backend::compile makes, for backends that wrap another.
void check_fits_devices(const Program& program, int device_count);
void check_supported(const Backend& backend, const Program& program);
// The checks Executable::run makes before calling execute: arguments for
// every device, checked on the local ones (the others may be empty).
void check_arguments(const Program& program, const std::vector<std::vector<Array>>& args, bool needs_values);
void check_arguments(const Program& program, const std::vector<std::vector<Array>>& args, bool needs_values,
                     DeviceBlock local);

using BackendFactory = std::function<std::unique_ptr<Backend>(const BackendSpec&)>;

// kind -> factory. A kind may be registered as unavailable with a reason
// ("not built: configure with CUDA"), so asking for it says so plainly.
class BackendRegistry {
 public:
  static BackendRegistry& global();
  void add(const std::string& kind, BackendFactory factory, std::string summary);
  void add_unavailable(const std::string& kind, std::string reason);
  // Throws Error for an unknown kind, BackendUnavailable for an unavailable one.
  std::unique_ptr<Backend> open(const std::string& spec) const;
  struct Entry {
    std::string kind;
    std::string summary;  // or the reason it is unavailable
    bool available;
  };
  std::vector<Entry> entries() const;

 private:
  struct Slot {
    BackendFactory factory;
    std::string summary;
    bool available;
  };
  std::map<std::string, Slot> slots_;
};

// Compiles and runs in one call (compile errors and run errors alike are Error).
RunResult compile_and_run(Backend& backend, const Program& program,
                          const std::vector<std::vector<Array>>& args, const RunOptions& options = {});

}  // namespace pmapsim
