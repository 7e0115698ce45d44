// The reference backend: whole programs on N CPU devices, SPMD in lockstep.
#include "pmapsim/reference/backend.hpp"

#include <algorithm>
#include <chrono>

#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"
#include "pmapsim/reference/kernels.hpp"

namespace pmapsim::reference {
namespace {

using Clock = std::chrono::steady_clock;

std::string device_name(int id) {
  return "/device:CPU:" + std::to_string(id) + " (reference)";
}

double elapsed_ns(Clock::time_point start, Clock::time_point end) {
  return std::chrono::duration<double, std::nano>(end - start).count();
}

// What one run keeps per device: its values, by value id.
struct DeviceState {
  std::vector<const Array*> values;  // parameters point into args; the rest into results
  std::vector<Array> results;        // one per instruction
  double clock_ns = 0;               // end of this device's last event
};

class ReferenceExecutable final : public Executable {
 public:
  ReferenceExecutable(Program program, std::string backend_spec)
      : program_(std::move(program)), backend_spec_(std::move(backend_spec)) {
    plan();
  }

  const Program& program() const override { return program_; }

  RunResult run(const std::vector<std::vector<Array>>& args, const RunOptions& options) override {
    check_arguments(args);
    std::vector<DeviceState> devices = start_devices(args);
    RunResult result;
    if (options.profile) start_profile(result.profile);
    for (std::size_t index = 0; index < program_.body.size(); ++index) {
      const Instruction& instruction = program_.body[index];
      if (is_collective(instruction.op)) {
        run_collective(index, devices, options.profile ? &result.profile : nullptr);
      } else {
        run_local(index, devices, options.profile ? &result.profile : nullptr);
      }
      if (!options.keep_intermediates) release_dead_values(index, devices);
    }
    collect_outputs(devices, options, result);
    return result;
  }

 private:
  // Precomputes what every run needs: op costs, instruction texts, and the
  // last instruction that reads each value (so dead values can be freed).
  void plan() {
    last_use_.assign(static_cast<std::size_t>(program_.num_values()), -1);
    for (std::size_t index = 0; index < program_.body.size(); ++index) {
      const Instruction& instruction = program_.body[index];
      std::vector<TensorType> operand_types;
      for (ValueId operand : instruction.operands) {
        operand_types.push_back(program_.type_of(operand));
        last_use_[static_cast<std::size_t>(operand)] = static_cast<std::int64_t>(index);
      }
      costs_.push_back(op_cost(instruction.op, operand_types, instruction.type, instruction.attrs));
      event_args_.push_back(op_event_args(program_, index));
    }
    // Results live to the end.
    for (ValueId id : program_.results) last_use_[static_cast<std::size_t>(id)] = program_.num_values();
  }

  void check_arguments(const std::vector<std::vector<Array>>& args) const {
    const std::int64_t devices = program_.axis_size;
    if (static_cast<std::int64_t>(args.size()) != devices) {
      throw Error("@" + program_.name + " runs on " + std::to_string(devices) +
                  " devices, got arguments for " + std::to_string(args.size()));
    }
    for (std::size_t d = 0; d < args.size(); ++d) {
      if (args[d].size() != program_.params.size()) {
        throw Error("device " + std::to_string(d) + ": @" + program_.name + " takes " +
                    std::to_string(program_.params.size()) + " arguments, got " +
                    std::to_string(args[d].size()));
      }
      for (std::size_t p = 0; p < args[d].size(); ++p) check_argument(args[d][p], p, d);
    }
  }

  void check_argument(const Array& arg, std::size_t param, std::size_t device) const {
    const std::string where = "argument " + std::to_string(param) + " on device " + std::to_string(device);
    const TensorType& expected = program_.params[param].type;
    if (arg.type() != expected) {
      throw Error(where + ": expected " + expected.str() + ", got " + arg.type().str());
    }
    if (!arg.has_data()) throw Error(where + ": reference backend needs array data (got a shape-only array)");
  }

  std::vector<DeviceState> start_devices(const std::vector<std::vector<Array>>& args) const {
    std::vector<DeviceState> devices(args.size());
    for (std::size_t d = 0; d < args.size(); ++d) {
      devices[d].values.assign(static_cast<std::size_t>(program_.num_values()), nullptr);
      devices[d].results.resize(program_.body.size());
      for (std::size_t p = 0; p < args[d].size(); ++p) devices[d].values[p] = &args[d][p];
    }
    return devices;
  }

  void start_profile(Profile& profile) const {
    profile.backend = backend_spec_;
    profile.program = program_.name;
    profile.metadata["backend"] = "reference";
    profile.metadata["timing"] = "measured wall time of each kernel (steady_clock)";
    for (int d = 0; d < static_cast<int>(program_.axis_size); ++d) {
      profile.devices.push_back(ProfileDevice{d, device_name(d), 0, 0});
    }
  }

  std::vector<const Array*> operands_of(const Instruction& instruction, const DeviceState& device) const {
    std::vector<const Array*> operands;
    operands.reserve(instruction.operands.size());
    for (ValueId id : instruction.operands) operands.push_back(device.values[static_cast<std::size_t>(id)]);
    return operands;
  }

  void store(std::size_t index, DeviceState& device, Array value) const {
    device.results[index] = std::move(value);
    device.values[program_.params.size() + index] = &device.results[index];
  }

  void run_local(std::size_t index, std::vector<DeviceState>& devices, Profile* profile) const {
    const Instruction& instruction = program_.body[index];
    for (std::size_t d = 0; d < devices.size(); ++d) {
      const std::vector<const Array*> operands = operands_of(instruction, devices[d]);
      const Clock::time_point start = Clock::now();
      Array value = execute_local(program_, instruction, operands, static_cast<std::int64_t>(d));
      const double duration = elapsed_ns(start, Clock::now());
      store(index, devices[d], std::move(value));
      if (profile != nullptr) {
        profile->events.push_back(make_event(index, static_cast<int>(d), devices[d].clock_ns, duration));
        devices[d].clock_ns += duration;
      }
    }
  }

  // A collective synchronizes the devices: it starts when the last one
  // arrives and takes the measured time of computing it for all of them.
  void run_collective(std::size_t index, std::vector<DeviceState>& devices, Profile* profile) const {
    const Instruction& instruction = program_.body[index];
    std::vector<const Array*> operands;
    if (!instruction.operands.empty()) {
      const auto operand = static_cast<std::size_t>(instruction.operands.front());
      for (const DeviceState& device : devices) operands.push_back(device.values[operand]);
    }
    const Clock::time_point start = Clock::now();
    std::vector<Array> values = execute_collective(program_, instruction, operands);
    const double duration = elapsed_ns(start, Clock::now());
    for (std::size_t d = 0; d < devices.size(); ++d) store(index, devices[d], std::move(values[d]));
    if (profile == nullptr) return;
    double begin = 0;
    for (const DeviceState& device : devices) begin = std::max(begin, device.clock_ns);
    const std::vector<std::vector<FlowRef>> flows = collective_flows(index);
    for (std::size_t d = 0; d < devices.size(); ++d) {
      ProfileEvent event = make_event(index, static_cast<int>(d), begin, duration);
      event.flows = flows[d];
      profile->events.push_back(std::move(event));
      devices[d].clock_ns = begin + duration;
    }
  }

  // Flow arrows: from each group's first member to the others; for ppermute,
  // from each source to its destination. Ids depend only on the instruction
  // and the group, so every run's profile links the same events.
  std::vector<std::vector<FlowRef>> collective_flows(std::size_t index) const {
    const Instruction& instruction = program_.body[index];
    const std::int64_t devices = program_.axis_size;
    const auto flow_id = [&](std::int64_t slot) {
      return static_cast<std::uint64_t>(static_cast<std::int64_t>(index) * (devices + 1) + slot + 1);
    };
    std::vector<std::vector<FlowRef>> flows(static_cast<std::size_t>(devices));
    if (instruction.op == OpCode::axis_index) return flows;
    if (instruction.op == OpCode::ppermute) {
      const IntList sources = ppermute_sources(instruction.attrs, devices);
      for (std::size_t destination = 0; destination < sources.size(); ++destination) {
        if (sources[destination] < 0) continue;
        const std::uint64_t id = flow_id(static_cast<std::int64_t>(destination));
        flows[static_cast<std::size_t>(sources[destination])].push_back(FlowRef{id, true});
        flows[destination].push_back(FlowRef{id, false});
      }
      return flows;
    }
    const IntListList groups = collective_groups(instruction.attrs, devices);
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const IntList& members = groups[g];
      if (members.size() < 2) continue;
      const std::uint64_t id = flow_id(static_cast<std::int64_t>(g));
      for (std::size_t rank = 0; rank < members.size(); ++rank) {
        flows[static_cast<std::size_t>(members[rank])].push_back(FlowRef{id, rank == 0});
      }
    }
    return flows;
  }

  ProfileEvent make_event(std::size_t index, int device, double start_ns, double duration_ns) const {
    const Instruction& instruction = program_.body[index];
    ProfileEvent event;
    event.device = device;
    event.track = "ops";
    event.name = std::string(op_name(instruction.op));
    event.start_ns = start_ns;
    event.duration_ns = duration_ns;
    event.flops = costs_[index].flops;
    event.bytes = costs_[index].bytes;
    event.op_index = static_cast<int>(index);
    event.args = event_args_[index];
    return event;
  }

  void release_dead_values(std::size_t index, std::vector<DeviceState>& devices) const {
    const std::size_t params = program_.params.size();
    for (ValueId id : program_.body[index].operands) {
      const auto value = static_cast<std::size_t>(id);
      if (value < params || last_use_[value] != static_cast<std::int64_t>(index)) continue;
      for (DeviceState& device : devices) {
        device.results[value - params] = Array();
        device.values[value] = nullptr;
      }
    }
  }

  void collect_outputs(std::vector<DeviceState>& devices, const RunOptions& options,
                       RunResult& result) const {
    result.outputs.resize(devices.size());
    for (std::size_t d = 0; d < devices.size(); ++d) {
      for (ValueId id : program_.results)
        result.outputs[d].push_back(*devices[d].values[static_cast<std::size_t>(id)]);
    }
    if (options.keep_intermediates) {
      result.intermediates.resize(devices.size());
      for (std::size_t d = 0; d < devices.size(); ++d)
        result.intermediates[d] = std::move(devices[d].results);
    }
    if (options.profile) {
      for (const DeviceState& device : devices)
        result.profile.total_ns = std::max(result.profile.total_ns, device.clock_ns);
    }
  }

  Program program_;
  std::string backend_spec_;
  std::vector<OpCost> costs_;
  // op_event_args, per instruction.
  std::vector<std::vector<std::pair<std::string, std::string>>> event_args_;
  std::vector<std::int64_t> last_use_;
};

class ReferenceBackend final : public Backend {
 public:
  explicit ReferenceBackend(int device_count) : device_count_(device_count) {}

  std::string spec() const override { return "reference:devices=" + std::to_string(device_count_); }
  std::string kind() const override { return "reference"; }

  std::vector<DeviceInfo> devices() const override {
    std::vector<DeviceInfo> devices;
    for (int d = 0; d < device_count_; ++d) {
      devices.push_back(DeviceInfo{d, device_name(d), "Eigen reference kernels on the host CPU"});
    }
    return devices;
  }

  std::string describe() const override {
    return "reference backend\n"
           "  devices      " +
           std::to_string(device_count_) +
           "\n"
           "  kernels      Eigen on the host CPU; devices run in lockstep, one after another\n"
           "  numerics     f32 in float; bf16 computed in float, rounded to nearest even on store;\n"
           "               dot accumulates in f32; s32 wraps\n"
           "  collectives  exact, combined in group order\n";
  }

  std::unique_ptr<Executable> compile(const Program& program) override {
    verify(program);
    if (program.axis_size > device_count_) {
      throw Error("compiling computation that requires " + std::to_string(program.axis_size) +
                  " logical devices, but only " + std::to_string(device_count_) +
                  " devices are available (num_replicas=" + std::to_string(program.axis_size) + ")");
    }
    return std::make_unique<ReferenceExecutable>(program, spec());
  }

 private:
  int device_count_;
};

}  // namespace

std::unique_ptr<Backend> open_backend(const BackendSpec& spec) {
  spec.reject_unknown({"devices"});
  if (!spec.positional.empty()) {
    throw Error("backend '" + spec.text + "': unknown option '" + spec.positional.front() +
                "' for backend 'reference' (it takes devices=N)");
  }
  const std::int64_t devices = spec.int_option("devices", kDefaultDeviceCount, 1, kMaxDevices);
  return std::make_unique<ReferenceBackend>(static_cast<int>(devices));
}

void register_backend(BackendRegistry& registry) {
  registry.add("reference", open_backend, "Eigen kernels on the host CPU: the numerical oracle");
}

}  // namespace pmapsim::reference
