// The "cuda" backend: opening, compiling, running SPMD programs, profiling.
#include <fmt/format.h>
#include <nvtx3/nvToolsExt.h>

#include <chrono>

#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"
#include "runtime/cuda/cuda_backend.hpp"
#include "runtime/cuda/execution.hpp"

namespace pmapsim::cuda {
namespace {

// An NVTX range named like the op, so Nsight Systems shows pmapsim's names.
class NvtxRange {
 public:
  explicit NvtxRange(std::string_view name) : name_(name) { nvtxRangePushA(name_.c_str()); }
  ~NvtxRange() { nvtxRangePop(); }
  NvtxRange(const NvtxRange&) = delete;
  NvtxRange& operator=(const NvtxRange&) = delete;

 private:
  std::string name_;
};

std::string device_name(int id) {
  return fmt::format("/device:GPU:{} (cuda)", id);
}

std::vector<GpuInfo> probe_gpus() {
  int count = 0;
  const cudaError_t status = cudaGetDeviceCount(&count);
  if (status != cudaSuccess) {
    cudaGetLastError();
    throw BackendUnavailable(fmt::format("no CUDA device available: {}", cudaGetErrorString(status)));
  }
  if (count == 0) throw BackendUnavailable("no CUDA device available: the driver reports no GPU");
  std::vector<GpuInfo> gpus;
  for (int ordinal = 0; ordinal < count; ++ordinal) {
    const CallSite site{"open", ordinal};
    cudaDeviceProp properties{};
    PMAPSIM_CUDA_CHECK(site, cudaGetDeviceProperties(&properties, ordinal));
    const auto attribute = [&](cudaDeviceAttr which) {
      int value = 0;
      PMAPSIM_CUDA_CHECK(site, cudaDeviceGetAttribute(&value, which, ordinal));
      return value;
    };
    GpuInfo gpu;
    gpu.ordinal = ordinal;
    gpu.name = properties.name;
    gpu.sm_count = properties.multiProcessorCount;
    gpu.peaks = peak_figures(properties.major, properties.minor, properties.multiProcessorCount,
                             attribute(cudaDevAttrClockRate), attribute(cudaDevAttrMemoryClockRate),
                             attribute(cudaDevAttrGlobalMemoryBusWidth));
    gpus.push_back(gpu);
  }
  return gpus;
}

class CudaExecutable : public Executable {
 public:
  CudaExecutable(std::shared_ptr<System> system, Program program, std::string spec)
      : system_(std::move(system)), program_(std::move(program)), spec_(std::move(spec)) {
    std::vector<LogicalDevice> placements;
    for (int d = 0; d < program_.axis_size; ++d) placements.push_back(system_->device(d).placement);
    path_ = choose_collective_path(placements, System::nccl_built());
    for (const Instruction& instruction : program_.body) {
      std::vector<TensorType> operands;
      for (ValueId id : instruction.operands) operands.push_back(program_.type_of(id));
      costs_.push_back(op_cost(instruction.op, operands, instruction.type, instruction.attrs));
    }
  }

  const Program& program() const override { return program_; }

  RunResult run(const std::vector<std::vector<Array>>& args, const RunOptions& options) override {
    check_arguments(args);
    ExecutionState state(*system_, program_, options.profile);
    state.record_origins();
    upload(state, args);
    for (std::size_t index = 0; index < program_.body.size(); ++index) execute(state, index);
    RunResult result;
    result.outputs = download(state, program_.results);
    if (options.keep_intermediates) {
      std::vector<ValueId> all;
      for (std::size_t index = 0; index < program_.body.size(); ++index)
        all.push_back(program_.instruction_value(index));
      result.intermediates = download(state, all);
    }
    synchronize_all("run");
    if (options.profile) result.profile = profile(state);
    state.memory().release_all();
    synchronize_all("release");
    return result;
  }

 private:
  int device_count() const { return static_cast<int>(program_.axis_size); }

  void check_arguments(const std::vector<std::vector<Array>>& args) const {
    if (static_cast<std::int64_t>(args.size()) != program_.axis_size) {
      throw Error(fmt::format("cuda run of @{}: arguments for {} devices, but the program runs on {}",
                              program_.name, args.size(), program_.axis_size));
    }
    for (std::size_t d = 0; d < args.size(); ++d) {
      if (args[d].size() != program_.params.size()) {
        throw Error(fmt::format("cuda run of @{}: device {} has {} arguments, the program takes {}",
                                program_.name, d, args[d].size(), program_.params.size()));
      }
      for (std::size_t p = 0; p < args[d].size(); ++p) {
        const TensorType& want = program_.params[p].type;
        if (args[d][p].type() != want || !args[d][p].has_data()) {
          throw Error(fmt::format("cuda run of @{}: device {} argument %{} is {}{}, the program expects {}",
                                  program_.name, d, program_.params[p].name, args[d][p].type().str(),
                                  args[d][p].has_data() ? "" : " without data", want.str()));
        }
      }
    }
  }

  void upload(ExecutionState& state, const std::vector<std::vector<Array>>& args) {
    for (int d = 0; d < device_count(); ++d) {
      DeviceContext& context = system_->device(d);
      const CallSite site{"upload", d};
      use_gpu(context.placement.gpu, site);
      for (std::size_t p = 0; p < program_.params.size(); ++p) {
        const Array& host = args[static_cast<std::size_t>(d)][p];
        DeviceValue& value = state.value(d, static_cast<ValueId>(p));
        value = state.allocate(d, host.type(), "upload");
        if (host.byte_size() == 0) continue;
        // From pageable memory the copy is staged before the call returns.
        PMAPSIM_CUDA_CHECK(site, cudaMemcpyAsync(value.data, host.raw(), host.byte_size(),
                                                 cudaMemcpyHostToDevice, context.stream));
      }
    }
  }

  void execute(ExecutionState& state, std::size_t index) {
    const Instruction& instruction = program_.body[index];
    const NvtxRange range(op_name(instruction.op));
    const KernelRow& row = kernel_table()[static_cast<std::size_t>(instruction.op)];
    if (row.local != nullptr) {
      for (int d = 0; d < device_count(); ++d) {
        DeviceContext& context = system_->device(d);
        use_gpu(context.placement.gpu, {op_name(instruction.op), d});
        state.mark_start(index, d);
        LocalCall call{state, instruction, index, context};
        row.local(call);
        state.mark_end(index, d);
      }
      return;
    }
    CollectiveCall call{state, instruction, index, path_,
                        collective_groups(instruction.attrs, program_.axis_size)};
    row.collective(call);
  }

  std::vector<std::vector<Array>> download(ExecutionState& state, const std::vector<ValueId>& ids) {
    std::vector<std::vector<Array>> outputs(static_cast<std::size_t>(device_count()));
    for (int d = 0; d < device_count(); ++d) {
      DeviceContext& context = system_->device(d);
      const CallSite site{"download", d};
      use_gpu(context.placement.gpu, site);
      for (ValueId id : ids) {
        const DeviceValue& value = state.value(d, id);
        Array host(value.type.dtype, value.type.shape);
        if (host.byte_size() > 0) {
          PMAPSIM_CUDA_CHECK(site, cudaMemcpyAsync(host.raw(), value.data, host.byte_size(),
                                                   cudaMemcpyDeviceToHost, context.stream));
          // Pageable destination: wait before the array can be handed out.
          PMAPSIM_CUDA_CHECK(site, cudaStreamSynchronize(context.stream));
        }
        outputs[static_cast<std::size_t>(d)].push_back(std::move(host));
      }
    }
    return outputs;
  }

  void synchronize_all(std::string_view what) {
    for (int d = 0; d < device_count(); ++d) {
      const DeviceContext& context = system_->device(d);
      const CallSite site{what, d};
      use_gpu(context.placement.gpu, site);
      PMAPSIM_CUDA_CHECK(site, cudaStreamSynchronize(context.stream));
    }
  }

  double elapsed_ns(ExecutionState& state, cudaEvent_t event, int gpu, const CallSite& site) {
    float ms = 0;
    PMAPSIM_CUDA_CHECK(site, cudaEventElapsedTime(&ms, state.origin(gpu), event));
    return static_cast<double>(ms) * 1e6;
  }

  Profile profile(ExecutionState& state) {
    Profile profile;
    profile.backend = spec_;
    profile.program = program_.name;
    profile.metadata["collectives"] = collective_path_name(path_);
    profile.metadata["nccl"] = System::nccl_built() ? "built" : "not built";
    for (int d = 0; d < device_count(); ++d) {
      const GpuInfo& gpu = system_->gpus()[static_cast<std::size_t>(system_->device(d).placement.gpu)];
      profile.devices.push_back({d, device_name(d), gpu.peaks.flops_per_s, gpu.peaks.hbm_bytes_per_s});
    }
    for (std::size_t index = 0; index < program_.body.size(); ++index) {
      const Instruction& instruction = program_.body[index];
      const bool collective = kernel_table()[static_cast<std::size_t>(instruction.op)].local == nullptr;
      const std::vector<std::pair<std::string, std::string>> args = op_event_args(program_, index);
      for (int d = 0; d < device_count(); ++d) {
        const OpTiming& timing = state.timing(index, d);
        const CallSite site{"profile", d};
        ProfileEvent event;
        event.device = d;
        event.track = "ops";
        event.name = std::string(op_name(instruction.op));
        event.start_ns = elapsed_ns(state, timing.start, timing.gpu, site);
        event.duration_ns = elapsed_ns(state, timing.end, timing.gpu, site) - event.start_ns;
        event.flops = costs_[index].flops;
        event.bytes = costs_[index].bytes;
        event.op_index = static_cast<int>(index);
        event.bound = collective ? Bound::network : Bound::none;
        event.args = args;
        event.args.emplace_back("gpu", std::to_string(system_->device(d).placement.gpu));
        if (collective) event.flows.push_back({index + 1, d == 0});
        ProfileEvent on_stream = event;
        on_stream.track = fmt::format("stream{}", system_->device(d).placement.stream);
        on_stream.flows.clear();
        profile.total_ns = std::max(profile.total_ns, event.start_ns + event.duration_ns);
        profile.events.push_back(std::move(event));
        profile.events.push_back(std::move(on_stream));
      }
    }
    return profile;
  }

  std::shared_ptr<System> system_;
  Program program_;
  std::string spec_;
  CollectivePath path_ = CollectivePath::own_kernels;
  std::vector<OpCost> costs_;
};

class CudaBackend : public Backend {
 public:
  CudaBackend(std::string spec, std::shared_ptr<System> system)
      : spec_(std::move(spec)), system_(std::move(system)) {}

  std::string spec() const override { return spec_; }
  std::string kind() const override { return "cuda"; }

  std::vector<DeviceInfo> devices() const override {
    std::vector<DeviceInfo> result;
    for (const DeviceContext& context : system_->devices()) {
      const GpuInfo& gpu = system_->gpus()[static_cast<std::size_t>(context.placement.gpu)];
      result.push_back({context.placement.id, device_name(context.placement.id),
                        fmt::format("logical device {} on GPU {} ({}), stream {}", context.placement.id,
                                    gpu.ordinal, gpu.name, context.placement.stream)});
    }
    return result;
  }

  std::string describe() const override {
    std::string text = fmt::format("cuda: {} logical devices on {} GPU(s)\n", system_->device_count(),
                                   system_->gpus().size());
    for (const GpuInfo& gpu : system_->gpus()) {
      text +=
          fmt::format("  GPU {}: {}, {} SMs, peak {:.0f} TFLOP/s bf16, {:.0f} GB/s HBM\n", gpu.ordinal,
                      gpu.name, gpu.sm_count, gpu.peaks.flops_per_s / 1e12, gpu.peaks.hbm_bytes_per_s / 1e9);
    }
    text += System::nccl_built()
                ? "  collectives: NCCL when each device has its own GPU, own kernels when devices share one\n"
                : "  collectives: own kernels (NCCL is not built in; multi-GPU NCCL is unavailable)\n";
    return text;
  }

  std::unique_ptr<Executable> compile(const Program& program) override {
    verify(program);
    if (program.axis_size > system_->device_count()) {
      throw Error(
          fmt::format("compiling computation that requires {} logical devices, but only {} devices are "
                      "available",
                      program.axis_size, system_->device_count()));
    }
    for (const Instruction& instruction : program.body) {
      const KernelRow& row = kernel_table()[static_cast<std::size_t>(instruction.op)];
      if (row.local == nullptr && row.collective == nullptr) {
        throw Error(fmt::format("cuda: no kernel for op '{}'", op_name(instruction.op)));
      }
    }
    return std::make_unique<CudaExecutable>(system_, program, spec_);
  }

 private:
  std::string spec_;
  std::shared_ptr<System> system_;
};

}  // namespace

std::unique_ptr<Backend> open_backend(const BackendSpec& spec) {
  spec.reject_unknown({"virtual"});
  // 0 stands for "one logical device per GPU" until the GPUs are counted.
  const std::int64_t virtual_devices = spec.int_option("virtual", 0, 1, kMaxDevices);
  std::vector<GpuInfo> gpus = probe_gpus();
  const auto logical =
      static_cast<int>(virtual_devices > 0 ? virtual_devices : static_cast<std::int64_t>(gpus.size()));
  auto system = std::make_shared<System>(std::move(gpus), logical);
  return std::make_unique<CudaBackend>(spec.text, std::move(system));
}

void register_backend(BackendRegistry& registry) {
  registry.add("cuda", open_backend,
               "real GPUs through CUDA: cuda (one device per GPU), cuda:virtual=N (N devices over the GPUs)");
}

bool nccl_available() {
  return System::nccl_built();
}

}  // namespace pmapsim::cuda
