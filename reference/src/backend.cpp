// The reference backend: whole programs on N CPU devices, SPMD in lockstep.
#include "pmapsim/reference/backend.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "pmapsim/errors.hpp"
#include "pmapsim/execution.hpp"
#include "pmapsim/input_checks.hpp"
#include "pmapsim/reference/evaluator.hpp"
#include "pmapsim/reference/kernels.hpp"

namespace pmapsim::reference {
namespace {

std::string device_name(int id) {
  return "/device:CPU:" + std::to_string(id) + " (reference)";
}

// Builds the profile from the evaluator's measured kernel times: each device
// has its own clock; a collective starts when the last device arrives.
class ProfileRecorder final : public EvaluationObserver {
 public:
  ProfileRecorder(const OpEvents& events, Profile& profile, DeviceBlock local)
      : events_(events),
        profile_(profile),
        local_(local),
        clocks_(static_cast<std::size_t>(local.end()), 0.0) {}

  void local_op(std::size_t instruction, std::size_t device, double duration_ns) override {
    double& clock = clocks_[device];
    profile_.events.push_back(events_.make(instruction, static_cast<int>(device), clock, duration_ns));
    clock += duration_ns;
  }

  void collective_op(std::size_t instruction, double duration_ns) override {
    const double begin = makespan_ns();
    for (auto d = static_cast<std::size_t>(local_.first); d < clocks_.size(); ++d) {
      profile_.events.push_back(events_.make(instruction, static_cast<int>(d), begin, duration_ns));
      clocks_[d] = begin + duration_ns;
    }
  }

  double makespan_ns() const { return *std::max_element(clocks_.begin(), clocks_.end()); }

 private:
  const OpEvents& events_;
  Profile& profile_;
  DeviceBlock local_;
  std::vector<double> clocks_;  // [device]; those before local_ stay 0
};

class ReferenceExecutable final : public Executable {
 public:
  ReferenceExecutable(const Program& program, std::string backend_spec,
                      std::optional<ProcessPlacement> processes)
      : Executable(program, true),
        backend_spec_(std::move(backend_spec)),
        evaluator_(this->program()),
        events_(this->program()),
        processes_(std::move(processes)) {
    if (processes_) {
      set_local_devices(processes_->local);
      share_ = ProcessShare{processes_->local, processes_->transport.get()};
    }
  }

 protected:
  RunResult execute(const std::vector<std::vector<Array>>& args, const RunOptions& options) override {
    RunResult result;
    const ProcessShare* share = processes_ ? &share_ : nullptr;
    if (!options.profile) {
      Evaluation evaluation = evaluator_.run(args, options.keep_intermediates, nullptr, nullptr, share);
      result.outputs = std::move(evaluation.outputs);
      result.intermediates = std::move(evaluation.intermediates);
      return result;
    }
    start_profile(result.profile);
    ProfileRecorder recorder(events_, result.profile, local_devices());
    Evaluation evaluation = evaluator_.run(args, options.keep_intermediates, &recorder, nullptr, share);
    result.outputs = std::move(evaluation.outputs);
    result.intermediates = std::move(evaluation.intermediates);
    result.profile.total_ns = recorder.makespan_ns();
    return result;
  }

 private:
  void start_profile(Profile& profile) const {
    profile.backend = backend_spec_;
    profile.program = program().name;
    profile.metadata["backend"] = "reference";
    profile.metadata["timing"] = "measured wall time of each kernel (steady_clock)";
    if (processes_) {
      profile.metadata["processes"] =
          fmt::format("process {} of {}: devices {}..{}", processes_->transport->rank(),
                      processes_->transport->size(), local_devices().first, local_devices().end() - 1);
    }
    for (auto d = static_cast<int>(local_devices().first); d < static_cast<int>(local_devices().end()); ++d) {
      profile.devices.push_back(ProfileDevice{d, device_name(d), 0, 0});
    }
  }

  std::string backend_spec_;
  Evaluator evaluator_;
  OpEvents events_;
  std::optional<ProcessPlacement> processes_;  // set when the run spans several processes
  ProcessShare share_;
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
           "  kernels      Eigen on the host CPU; f32 dot on its own kernel (portable, AVX2 or AVX-512,\n"
           "               chosen at run time); between collectives each device runs its local ops,\n"
           "               the devices side by side on the cores\n"
           "  numerics     f32 in float; bf16 computed in float, rounded to nearest even on store;\n"
           "               dot accumulates in f32, in contraction order (fused multiply-adds with\n"
           "               AVX2 or AVX-512); s32 wraps; c64 and c128 in complex double, each part\n"
           "               rounded once; fft on Eigen's FFT module (kissfft, Bluestein for large primes)\n"
           "  collectives  exact, combined in group order\n";
  }

  bool supports(OpCode op, DType dtype) const override {
    return has_kernel(op) && (!is_complex(dtype) || supports_complex(op));
  }

 protected:
  std::unique_ptr<Executable> compile_checked(const Program& program) override {
    return std::make_unique<ReferenceExecutable>(program, spec(), placement_for(program.axis_size));
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
