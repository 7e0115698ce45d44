// The "cuda" backend: opening, compiling, running SPMD programs, profiling.
#include "pmapsim/cuda/backend.hpp"

#include <fmt/format.h>
#include <nvtx3/nvToolsExt.h>

#include <chrono>

#include "execution.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/execution.hpp"
#include "pmapsim/input_checks.hpp"
#include "pmapsim/nccl_plan.hpp"

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
    gpu.max_pitch = static_cast<std::size_t>(attribute(cudaDevAttrMaxPitch));
    gpus.push_back(gpu);
  }
  return gpus;
}

class CudaExecutable : public Executable {
 public:
  // `processes`: the transport when `system` holds this process's block of
  // the program's devices (the others run on other processes), else null.
  CudaExecutable(std::shared_ptr<System> system, const Program& program, std::string spec,
                 Transport* processes = nullptr)
      : Executable(program, true),
        system_(std::move(system)),
        spec_(std::move(spec)),
        events_(this->program()),
        processes_(processes) {
    if (processes_ != nullptr)
      set_local_devices(DeviceBlock{system_->first_device(), system_->device_count()});
    std::vector<LogicalDevice> placements;
    for (int d = first(); d < end(); ++d) placements.push_back(system_->device(d).placement);
    // Across processes every collective reaches other processes' GPUs: NCCL,
    // even for a process with one device (placement gave each its own GPU).
    path_ = processes_ != nullptr ? CollectivePath::nccl
                                  : choose_collective_path(placements, System::nccl_built());
    for (const Instruction& instruction : this->program().body) {
      allocates_.push_back(allocates_result(this->program(), instruction));
    }
    releases_ = plan_releases(this->program(), false);
    for (int d = first(); d < end(); ++d) all_devices_.push_back(d);
    // A region the GPU cannot evaluate fails here, when the program compiles, not mid-run.
    check_scalar_regions(this->program());
  }

 protected:
  RunResult execute(const std::vector<std::vector<Array>>& args, const RunOptions& options) override {
    ExecutionState state(*system_, program(), options.profile, processes_);
    state.record_origins();
    upload(state, args);
    // Values are freed at their last use, except when every intermediate
    // is downloaded at the end.
    const bool free_early = !options.keep_intermediates;
    for (std::size_t index = 0; index < program().body.size(); ++index) {
      execute(state, index);
      if (free_early) release(state, index);
      state.collect();
    }
    RunResult result;
    result.outputs = download(state, program().results);
    if (options.keep_intermediates) {
      std::vector<ValueId> all;
      for (std::size_t index = 0; index < program().body.size(); ++index)
        all.push_back(program().instruction_value(index));
      result.intermediates = download(state, all);
    }
    synchronize_all("run");
    if (options.profile) result.profile = profile(state);
    state.memory().release_all();
    synchronize_all("release");
    return result;
  }

 private:
  int device_count() const { return static_cast<int>(program().axis_size); }
  // This process's devices [first(), end()): all of the program's in one process.
  int first() const { return static_cast<int>(local_devices().first); }
  int end() const { return static_cast<int>(local_devices().end()); }

  void upload(ExecutionState& state, const std::vector<std::vector<Array>>& args) {
    for (int d = first(); d < end(); ++d) {
      DeviceContext& context = system_->device(d);
      const CallSite site{"upload", d};
      use_gpu(context.placement.gpu, site);
      for (std::size_t p = 0; p < program().params.size(); ++p) {
        const Array& host = args[static_cast<std::size_t>(d)][p];
        const DeviceValue value = state.allocate(d, host.type(), "upload");
        state.set_value(d, static_cast<ValueId>(p), value);
        if (host.byte_size() == 0) continue;
        // From pageable memory the copy is staged before the call returns.
        PMAPSIM_CUDA_CHECK(site, cudaMemcpyAsync(value.data, host.raw(), host.byte_size(),
                                                 cudaMemcpyHostToDevice, context.stream));
      }
    }
  }

  void execute(ExecutionState& state, std::size_t index) {
    const Instruction& instruction = program().body[index];
    const NvtxRange range(op_name(instruction.op));
    const KernelRow& row = kernel_table()[static_cast<std::size_t>(instruction.op)];
    const ValueId id = program().instruction_value(index);
    if (row.control != nullptr) {
      execute_control(state, index, row.control);
      return;
    }
    if (row.local != nullptr) {
      for (int d = first(); d < end(); ++d) {
        DeviceContext& context = system_->device(d);
        use_gpu(context.placement.gpu, {op_name(instruction.op), d});
        LocalCall call{state, instruction, id, context, std::nullopt};
        // The result exists before the start event: the timed window is the op's device work.
        if (allocates_[index]) call.prepared = state.allocate(d, instruction.type, op_name(instruction.op));
        state.mark_start(index, d);
        row.local(call);
        state.mark_end(index, d);
      }
      return;
    }
    IntListList groups = collective_groups(instruction.attrs, program().axis_size);
    CollectiveCall call{state, instruction, index, id, path_, std::move(groups)};
    row.collective(call);
  }

  // A loop or branch: one timed window per device around all of its
  // regions' work (the host waits on its conditions in between).
  void execute_control(ExecutionState& state, std::size_t index, ControlKernel kernel) {
    const Instruction& instruction = program().body[index];
    const auto mark = [&](bool start) {
      for (int d = first(); d < end(); ++d) {
        use_gpu(system_->device(d).placement.gpu, {op_name(instruction.op), d});
        start ? state.mark_start(index, d) : state.mark_end(index, d);
      }
    };
    mark(true);
    ControlCall call{state, instruction, program().instruction_value(index), all_devices_, path_};
    kernel(call);
    mark(false);
  }

  void release(ExecutionState& state, std::size_t index) {
    for (ValueId id : releases_[index]) {
      for (int d = first(); d < end(); ++d) state.release_value(d, id);
    }
  }

  std::vector<std::vector<Array>> download(ExecutionState& state, const std::vector<ValueId>& ids) {
    std::vector<std::vector<Array>> outputs(static_cast<std::size_t>(device_count()));
    for (int d = first(); d < end(); ++d) {
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
    for (int d = first(); d < end(); ++d) {
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
    profile.program = program().name;
    profile.metadata["collectives"] = collective_path_name(path_);
    profile.metadata["nccl"] = System::nccl_built() ? "built" : "not built";
    for (int d = first(); d < end(); ++d) {
      const GpuInfo& gpu = system_->gpus()[static_cast<std::size_t>(system_->device(d).placement.gpu)];
      profile.devices.push_back({d, device_name(d), gpu.peaks.flops_per_s, gpu.peaks.hbm_bytes_per_s});
    }
    for (std::size_t index = 0; index < program().body.size(); ++index) {
      const Instruction& instruction = program().body[index];
      const bool collective = is_collective(instruction.op);
      for (int d = first(); d < end(); ++d) {
        const OpTiming& timing = state.timing(index, d);
        const CallSite site{"profile", d};
        const double start_ns = elapsed_ns(state, timing.start, timing.gpu, site);
        const double end_ns = elapsed_ns(state, timing.end, timing.gpu, site);
        ProfileEvent event = events_.make(index, d, start_ns, end_ns - start_ns);
        event.bound = collective ? Bound::network : Bound::none;
        event.args.emplace_back("gpu", std::to_string(system_->device(d).placement.gpu));
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
  std::string spec_;
  OpEvents events_;
  Transport* processes_;
  CollectivePath path_ = CollectivePath::own_kernels;
  DeviceList all_devices_;                      // this process's
  std::vector<bool> allocates_;                 // per instruction: allocates_result
  std::vector<std::vector<ValueId>> releases_;  // per instruction: values whose last use it is
};

class CudaBackend : public Backend {
 public:
  // `process_devices` > 0: the backend spans the processes of the run, which
  // together run that many devices (System: this process's GPUs, no devices
  // until a program is compiled).
  CudaBackend(std::string spec, std::shared_ptr<System> system, int process_devices = 0)
      : spec_(std::move(spec)), system_(std::move(system)), process_devices_(process_devices) {}

  std::string spec() const override { return spec_; }
  std::string kind() const override { return "cuda"; }
  bool values_on_host() const override { return false; }  // intermediates stay on the GPUs

  std::vector<DeviceInfo> devices() const override {
    std::vector<DeviceInfo> result;
    for (int d = 0; d < process_devices_; ++d) {
      result.push_back({d, device_name(d), "a GPU of one of the run's processes (one device per GPU)"});
    }
    if (process_devices_ > 0) return result;
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
      text += fmt::format(
          "  GPU {}: {}, {} SMs, at most {:.0f} TFLOP/s bf16 and {:.0f} GB/s HBM from its maximum clocks "
          "(cuda_bench measures the real ceilings)\n",
          gpu.ordinal, gpu.name, gpu.sm_count, gpu.peaks.flops_per_s / 1e12, gpu.peaks.hbm_bytes_per_s / 1e9);
    }
    text += fmt::format("  f32 dot precision: {}\n", dot_precision_name(system_->precision()));
    text += System::nccl_built()
                ? "  collectives: NCCL when each device has its own GPU, own kernels when devices share one\n"
                : "  collectives: own kernels (NCCL is not built in; multi-GPU NCCL is unavailable)\n";
    return text;
  }

  bool supports(OpCode op, DType dtype) const override {
    const KernelRow& row = kernel_table()[static_cast<std::size_t>(op)];
    if (row.local == nullptr && row.collective == nullptr && row.control == nullptr) return false;
    // c64 and c128: the ops complex.cpp names (elementwise forms, fft on cuFFT,
    // complex GEMMs, psum, pmean and psum_scatter on the parts, scatter, byte
    // moves); pmax/pmin, the general reduce and sort and the other math are
    // refused here.
    if (is_complex(dtype)) return supports_complex(op);
    // dot runs every dtype the reference's does: floats through cuBLAS (f16
    // and bf16 accumulating in f32, f64 in f64), integers through the integer
    // GEMM kernel (64-bit accumulation wrapped to the result's width).
    if (op == OpCode::dot) return dtype != DType::boolean;
    return true;
  }

 protected:
  std::unique_ptr<Executable> compile_checked(const Program& program) override {
    std::optional<ProcessPlacement> processes;
    if (process_devices_ > 0) processes = placement_for(program.axis_size);
    if (processes) {
      return compile_across_processes(program, *processes->transport);
    }
    return std::make_unique<CudaExecutable>(system_, program, spec_);
  }

  // This process's block of the program's devices, one GPU each, and NCCL
  // communicators over every process's devices (made here, once per program,
  // by every process in the same order).
  std::unique_ptr<Executable> compile_across_processes(const Program& program, Transport& transport) {
    if (!System::nccl_built()) {
      throw Error("cuda across processes needs NCCL, and this pmapsim was built without it");
    }
    const auto [local_rank, local_size] = local_rank_on_host();
    const ProcessGpus placed =
        place_on_gpus(program.axis_size, transport.rank(), transport.size(),
                      static_cast<int>(system_->gpus().size()), local_rank, local_size);
    auto system = std::make_shared<System>(system_->gpus(), placed.local, placed.gpus, system_->precision());
#if PMAPSIM_HAVE_NCCL
    system->set_process_comms(std::make_unique<ProcessComms>(transport, *system, program));
#endif
    return std::make_unique<CudaExecutable>(std::move(system), program, spec_, &transport);
  }

 private:
  std::string spec_;
  std::shared_ptr<System> system_;
  int process_devices_;
};

// Across processes: one device per GPU (NCCL refuses two ranks on one GPU),
// the host's GPUs shared among its processes.
std::unique_ptr<Backend> open_across_processes(const BackendSpec& spec, std::vector<GpuInfo> gpus,
                                               DotPrecision precision, int processes) {
  if (spec.option("virtual")) {
    throw Error(
        "cuda across processes runs one device per GPU (NCCL refuses two ranks on one GPU): drop virtual=");
  }
  const int local_size = local_rank_on_host().second;
  const int per_process = static_cast<int>(gpus.size()) / local_size;
  if (per_process < 1) {
    throw BackendUnavailable(fmt::format(
        "no CUDA device available: {} processes on this host share {} GPU(s), and each needs one of its own",
        local_size, gpus.size()));
  }
  auto system = std::make_shared<System>(std::move(gpus), DeviceBlock{0, 0}, std::vector<int>{}, precision);
  return std::make_unique<CudaBackend>(spec.text, std::move(system), per_process * processes);
}

}  // namespace

std::unique_ptr<Backend> open_backend(const BackendSpec& spec) {
  spec.reject_unknown({"virtual", "precision"});
  const DotPrecision precision = parse_dot_precision(spec.option("precision").value_or("highest"));
  // 0 stands for "one logical device per GPU" until the GPUs are counted.
  const std::int64_t virtual_devices = spec.int_option("virtual", 0, 1, kMaxDevices);
  std::vector<GpuInfo> gpus = probe_gpus();
  if (const std::shared_ptr<Transport> transport = process_transport(); transport && transport->size() > 1) {
    return open_across_processes(spec, std::move(gpus), precision, transport->size());
  }
  const auto logical =
      static_cast<int>(virtual_devices > 0 ? virtual_devices : static_cast<std::int64_t>(gpus.size()));
  auto system = std::make_shared<System>(std::move(gpus), logical, precision);
  return std::make_unique<CudaBackend>(spec.text, std::move(system));
}

void register_backend(BackendRegistry& registry) {
  // The kernel table is checked here, once: an op without a row makes the
  // whole backend unavailable, with the reason, rather than an error later.
  const std::vector<std::string_view> missing = ops_without_kernel();
  if (!missing.empty()) {
    registry.add_unavailable("cuda",
                             fmt::format("the cuda backend has no kernel for {}", fmt::join(missing, ", ")));
    return;
  }
  registry.add("cuda", open_backend,
               "real GPUs through CUDA: cuda (one device per GPU), cuda:virtual=N (N devices over the GPUs), "
               "precision=highest|high|default for f32 dots (exact f32, bf16_3x, TF32)");
}

bool nccl_available() {
  return System::nccl_built();
}

}  // namespace pmapsim::cuda
