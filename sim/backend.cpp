#include "pmapsim/sim/backend.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>

#include "chip/tpu_numerics.hpp"
#include "compiler/cost_model.hpp"
#include "compiler/static_loops.hpp"
#include "engine/simulation.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/reference/evaluator.hpp"
#include "pmapsim/reference/kernels.hpp"
#include "pmapsim/sim/memory_profile.hpp"

namespace pmapsim::sim {
namespace {

// How a run is made: the hardware is what is simulated, the mode is what the
// run computes.
enum class RunMode { values_and_time, time_only };

std::string device_name(int id, const HardwareConfig& hw) {
  return fmt::format("/device:SIM_{}:{} ({})", hw.device_kind == DeviceKind::gpu ? "GPU" : "TPU", id,
                     hw.preset);
}

std::string device_description(const HardwareConfig& hw, RunMode mode) {
  return fmt::format("simulated {}: {} x {}x{} MXU ({}), {:.4g} TFLOP/s bf16, {} HBM at {:.4g} GB/s{}",
                     hw.preset, hw.mxu_count, hw.mxu_rows, hw.mxu_cols, dataflow_name(hw.dataflow),
                     hw.peak_flops_per_s() / 1e12, format_bytes(hw.hbm_bytes), hw.hbm_bytes_per_s / 1e9,
                     mode == RunMode::time_only ? ", timing only" : "");
}

class SimExecutable : public Executable {
 public:
  SimExecutable(const Program& program, HardwareConfig hw, RunMode mode, std::string spec)
      : Executable(program, mode == RunMode::values_and_time),
        hw_(std::move(hw)),
        mode_(mode),
        spec_(std::move(spec)),
        plan_(plan_program(this->program(), hw_)),
        dynamic_(dynamic_instructions(plan_)),
        loop_runs_(loop_runs(this->program(), hw_)),
        evaluator_(this->program()),
        numerics_(this->program(), hw_),
        memory_(memory_profile(this->program(), &plan_.fusion)),
        simulator_(this->program(), plan_, hw_) {}

 protected:
  RunResult execute(const std::vector<std::vector<Array>>& args, const RunOptions& options) override {
    RunResult result;
    if (const auto dynamic = first_dynamic_instruction()) {
      return execute_dynamic(args, options, *dynamic);
    }
    if (std::optional<Profile> known = known_profile(options.profile)) {
      if (mode_ == RunMode::time_only) {
        shape_only_results(result, options);
      } else {
        reference::Evaluation numbers = evaluate(args, options);
        take_numbers(result, numbers);
      }
      result.profile = std::move(*known);
      return result;
    }
    if (mode_ == RunMode::time_only) {
      shape_only_results(result, options);
      fill_profile(result.profile, simulator_.run(options.profile), options);
      return keep_profile(std::move(result), options.profile);
    }
    if (inline_runs_ < 2 || model_seconds_ < kInlineModelSeconds) {
      reference::Evaluation numbers = evaluate(args, options);
      fill_profile(result.profile, timed_simulation(options.profile), options);
      take_numbers(result, numbers);
      return keep_profile(std::move(result), options.profile);
    }
    // The timing model reads only shapes, never values, so it runs on the
    // model thread while this one computes the numbers.
    PendingSimulation timing(simulator_, options.profile);
    reference::Evaluation numbers = evaluate(args, options);
    fill_profile(result.profile, timing.get(), options);
    take_numbers(result, numbers);
    return keep_profile(std::move(result), options.profile);
  }

 private:
  // A model that took less than this on its last run runs on the caller's
  // thread after the numbers: waking the model thread costs a scheduler
  // wake-up, which on a loaded machine is a time slice (milliseconds), far
  // above what a small program's model takes. The first two runs measure
  // (the first also builds the SystemC world).
  static constexpr double kInlineModelSeconds = 200e-6;

  // A program without loops or branches has the same timing on every run:
  // the model reads shapes, never values, and its world is rewound before
  // each run. So the profile of the first run, with the profile on and with
  // it off, is kept and copied for every later run (a training loop of 1000
  // steps simulates its step once, as it plans it once). With loops or
  // branches, the profiles are kept while they do the same work.
  std::optional<Profile> known_profile(bool profile) {
    const std::lock_guard<std::mutex> lock(known_mutex_);
    return known_[profile ? 1 : 0];
  }

  RunResult keep_profile(RunResult result, bool profile) {
    const std::lock_guard<std::mutex> lock(known_mutex_);
    known_[profile ? 1 : 0] = result.profile;
    return result;
  }

  SimulationResult timed_simulation(bool profile) {
    const auto start = std::chrono::steady_clock::now();
    SimulationResult timing = simulator_.run(profile);
    model_seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    ++inline_runs_;
    return timing;
  }

  reference::Evaluation evaluate(const std::vector<std::vector<Array>>& args, const RunOptions& options) {
    return evaluator_.run(args, options.keep_intermediates, nullptr,
                          hw_.numerics == Numerics::tpu ? &numerics_ : nullptr);
  }

  static void take_numbers(RunResult& result, reference::Evaluation& numbers) {
    result.outputs = std::move(numbers.outputs);
    result.intermediates = std::move(numbers.intermediates);
  }

  // The first loop or conditional of the program: its time depends on values.
  std::optional<std::size_t> first_dynamic_instruction() const {
    for (std::size_t i = 0; i < program().body.size(); ++i) {
      if (is_dynamic(i)) return i;
    }
    return std::nullopt;
  }

  // A program with loops or conditionals: the numbers first, then the timing
  // of what ran (each loop by its executed iterations, each conditional by
  // the branch taken).
  RunResult execute_dynamic(const std::vector<std::vector<Array>>& args, const RunOptions& options,
                            std::size_t first) {
    RunResult result;
    if (mode_ == RunMode::time_only) {
      // Without values only fori_loop-shaped loops with constant bounds have a known time.
      for (std::size_t i = first; i < program().body.size(); ++i) {
        if (!is_dynamic(i)) continue;
        const std::optional<std::int64_t> trips = static_trip_count(program(), i);
        if (!trips || !loop_runs_[i]) {
          throw Error(
              fmt::format("sim: timing-only mode cannot time {} (instruction {}): its trip count or "
                          "branch depends on values; run with values",
                          op_name(program().body[i].op), i));
        }
        reference::RegionWork work;
        work.iterations = *trips;
        set_executed_plan(i, work);
      }
      shape_only_results(result, options);
      fill_profile(result.profile, simulator_.run(options.profile), options);
      return result;
    }
    reference::Evaluation numbers = evaluator_.run(args, options.keep_intermediates, nullptr,
                                                   hw_.numerics == Numerics::tpu ? &numerics_ : nullptr);
    const std::vector<double> executed = executed_work(numbers, first);
    result.outputs = std::move(numbers.outputs);
    result.intermediates = std::move(numbers.intermediates);
    if (!same_work_as_before(executed)) {
      for (std::size_t i = first; i < program().body.size(); ++i) {
        if (is_dynamic(i)) set_executed_plan(i, numbers.region_work[i]);
      }
    } else if (std::optional<Profile> known = known_profile(options.profile)) {
      result.profile = std::move(*known);
      return result;
    }
    fill_profile(result.profile, simulator_.run(options.profile), options);
    return keep_profile(std::move(result), options.profile);
  }

  // What the loops and conditionals did this run, in program order: the
  // plans, and so the timing, are those of the last run when it is the same
  // (a training loop's inner loops run the same trips every step).
  std::vector<double> executed_work(const reference::Evaluation& numbers, std::size_t first) const {
    std::vector<double> work;
    for (std::size_t i = first; i < program().body.size(); ++i) {
      if (!is_dynamic(i)) continue;
      const reference::RegionWork& w = numbers.region_work[i];
      work.insert(work.end(), {w.contraction_flops, w.other_flops, w.bytes, w.collective_bytes,
                               static_cast<double>(w.iterations)});
    }
    return work;
  }

  // True when executed is the kept runs' work; otherwise forgets their profiles and keeps executed.
  bool same_work_as_before(const std::vector<double>& executed) {
    const std::lock_guard<std::mutex> lock(known_mutex_);
    if (known_work_ && *known_work_ == executed) return true;
    known_work_ = executed;
    known_[0].reset();
    known_[1].reset();
    return false;
  }

  // A loop, a branch, or a call with one inside: its time depends on values.
  // (A call without one was planned from its text at compile time.)
  bool is_dynamic(std::size_t index) const { return dynamic_[index]; }

  static std::vector<bool> dynamic_instructions(const ProgramPlan& plan) {
    std::vector<bool> dynamic;
    for (const OpPlan& op : plan.ops) dynamic.push_back(op.depends_on_values);
    return dynamic;
  }

  // Every while loop's condition and body planned once, as programs of their
  // own; none where a branch inside makes their work depend on values.
  static std::vector<std::optional<LoopRuns>> loop_runs(const Program& program, const HardwareConfig& hw) {
    std::vector<std::optional<LoopRuns>> runs(program.body.size());
    for (std::size_t i = 0; i < program.body.size(); ++i) runs[i] = plan_loop_runs(program, i, hw);
    return runs;
  }

  // The loop's or conditional's plan for this run: a loop's kernels once per
  // trip it took; otherwise the work its regions did, streamed.
  void set_executed_plan(std::size_t index, const reference::RegionWork& work) {
    OpPlan executed = loop_runs_[index] ? loop_plan(*loop_runs_[index], work.iterations, hw_)
                                        : executed_region_plan(work, hw_);
    if (!loop_runs_[index]) executed.flops = work.contraction_flops + work.other_flops;
    executed.event_args = plan_.ops[index].event_args;
    executed.event_name = plan_.ops[index].event_name;
    executed.inputs = plan_.ops[index].inputs;
    std::erase_if(executed.event_args, [](const auto& arg) { return arg.first == "iterations"; });
    if (program().body[index].op == OpCode::while_loop) {
      executed.event_args.emplace_back("iterations", fmt::format("{}", work.iterations));
    }
    plan_.ops[index] = std::move(executed);
  }

  void shape_only_results(RunResult& result, const RunOptions& options) const {
    const auto devices = static_cast<std::size_t>(program().axis_size);
    result.outputs.assign(devices, {});
    for (auto& outputs : result.outputs) {
      for (ValueId id : program().results) {
        const TensorType& type = program().type_of(id);
        outputs.push_back(Array::shape_only(type.dtype, type.shape));
      }
    }
    if (options.keep_intermediates) {
      result.intermediates.assign(devices, {});
      for (auto& values : result.intermediates) {
        for (const auto& ins : program().body)
          values.push_back(Array::shape_only(ins.type.dtype, ins.type.shape));
      }
    }
  }

  void fill_profile(Profile& profile, SimulationResult timing, const RunOptions& options) const {
    profile.backend = spec_;
    profile.program = program().name;
    profile.total_ns = timing.total_ns;
    const double cycles = timing.total_ns * 1e-9 * hw_.clock_hz;
    profile.metadata = {{"preset", hw_.preset},
                        {"hbm_peak_live_bytes", fmt::format("{}", memory_.peak_bytes)},
                        {"clock_hz", fmt::format("{}", hw_.clock_hz)},
                        {"simulated_cycles", fmt::format("{:.0f}", std::round(cycles))},
                        {"simulated_ns", fmt::format("{}", timing.total_ns)},
                        {"topology", hw_.topology.str()},
                        {"devices", fmt::format("{}", program().axis_size)},
                        {"timing_only", mode_ == RunMode::time_only ? "true" : "false"},
                        {"numerics", hw_.numerics == Numerics::tpu ? "tpu" : "exact"},
                        {"schedule", hw_.schedule == Schedule::overlap ? "overlap" : "sequential"},
                        {"fusion", hw_.fusion ? "on" : "off"},
                        {"fusion_groups", fmt::format("{}", plan_.fusion.groups.size())},
                        {"pmapsim_version", PMAPSIM_VERSION}};
    add_unit_totals(profile, timing);
    add_communication_totals(profile, timing);
    for (int d = 0; d < static_cast<int>(program().axis_size); ++d) {
      profile.devices.push_back({d, device_name(d, hw_), hw_.peak_flops_per_s(), hw_.hbm_bytes_per_s});
    }
    if (!options.profile) return;
    profile.events = std::move(timing.events);
    profile.counters = std::move(timing.counters);
    add_live_hbm_counters(profile);
  }

  // The memory profile played against each device's op times: live bytes
  // while each op runs, and after it has freed what it last read.
  void add_live_hbm_counters(Profile& profile) const {
    std::vector<std::ptrdiff_t> last_sample(static_cast<std::size_t>(program().axis_size), -1);
    auto sample = [&](int device, double time_ns, double bytes) {
      std::ptrdiff_t& last = last_sample[static_cast<std::size_t>(device)];
      if (last >= 0 && profile.counters[static_cast<std::size_t>(last)].time_ns == time_ns) {
        profile.counters[static_cast<std::size_t>(last)].value = bytes;
        return;
      }
      last = static_cast<std::ptrdiff_t>(profile.counters.size());
      profile.counters.push_back({device, std::string(kLiveHbmCounter), time_ns, bytes});
    };
    for (int d = 0; d < static_cast<int>(program().axis_size); ++d) sample(d, 0.0, memory_.parameter_bytes);
    // Ops may overlap (a collective beside compute): each device's samples
    // in time order, a later op's sample winning at equal times.
    struct Sample {
      int device;
      double time_ns;
      double bytes;
    };
    std::vector<Sample> samples;
    for (const ProfileEvent& event : profile.events) {
      if (!is_ops_track(event.track) || event.op_index < 0) continue;
      const auto op = static_cast<std::size_t>(event.op_index);
      samples.push_back({event.device, event.start_ns, memory_.during[op]});
      samples.push_back({event.device, event.start_ns + event.duration_ns, memory_.after[op]});
    }
    std::stable_sort(samples.begin(), samples.end(), [](const Sample& a, const Sample& b) {
      return a.device != b.device ? a.device < b.device : a.time_ns < b.time_ns;
    });
    for (const Sample& s : samples) sample(s.device, s.time_ns, s.bytes);
  }

  // The collectives' time and the part of it no compute overlapped, on the
  // device that ends last (the lowest such id): what the critical path pays.
  static void add_communication_totals(Profile& profile, const SimulationResult& timing) {
    const DeviceTimes* last = nullptr;
    for (const DeviceTimes& device : timing.devices) {
      if (!last || device.end_ns > last->end_ns) last = &device;
    }
    if (!last) return;
    profile.metadata["compute_ns"] = fmt::format("{}", last->compute_ns);
    profile.metadata["collective_ns"] = fmt::format("{}", last->collective_ns);
    profile.metadata["exposed_collective_ns"] = fmt::format("{}", last->exposed_collective_ns);
  }

  // Whole-run totals that hold even when events are not recorded.
  void add_unit_totals(Profile& profile, const SimulationResult& timing) const {
    double hbm_bytes = 0, mxu_busy_ns = 0;
    for (const UnitStats& unit : timing.units) {
      if (unit.kind == UnitKind::dma) hbm_bytes += unit.bytes;
      if (unit.kind == UnitKind::matrix) mxu_busy_ns += unit.busy_ns;
    }
    double ici_bytes = 0;
    for (const LinkStats& link : timing.links) ici_bytes += link.bytes;
    const double mxu_capacity_ns =
        timing.total_ns * static_cast<double>(hw_.mxu_count) * static_cast<double>(program().axis_size);
    profile.metadata["hbm_bytes_total"] = fmt::format("{}", hbm_bytes);
    profile.metadata["ici_bytes_total"] = fmt::format("{}", ici_bytes);
    profile.metadata["mxu_utilization"] =
        fmt::format("{:.4f}", mxu_capacity_ns > 0 ? mxu_busy_ns / mxu_capacity_ns : 0.0);
  }

  HardwareConfig hw_;
  RunMode mode_;
  std::string spec_;
  ProgramPlan plan_;
  std::vector<bool> dynamic_;                       // per instruction: is_dynamic
  std::vector<std::optional<LoopRuns>> loop_runs_;  // per instruction: a while loop's regions, planned
  reference::Evaluator evaluator_;
  TpuNumerics numerics_;
  MemoryProfile memory_;
  double model_seconds_ = 0;  // the last inline run's model time (a run on the model thread keeps it)
  int inline_runs_ = 0;
  std::mutex known_mutex_;
  std::optional<Profile> known_[2];                // the kept profile, [profile off, profile on]
  std::optional<std::vector<double>> known_work_;  // with loops or branches: the work the kept profiles timed
  Simulator simulator_;                            // last: reads the members above
};

class SimBackend : public Backend {
 public:
  explicit SimBackend(const BackendSpec& spec)
      : hw_(resolve_hardware(spec)),
        mode_(spec.flag("timing-only") ? RunMode::time_only : RunMode::values_and_time),
        spec_(resolved_spec(spec)) {}

  std::string spec() const override { return spec_; }
  std::string kind() const override { return "sim"; }

  std::vector<DeviceInfo> devices() const override {
    std::vector<DeviceInfo> list;
    for (int d = 0; d < static_cast<int>(hw_.devices); ++d) {
      list.push_back({d, device_name(d, hw_), device_description(hw_, mode_)});
    }
    return list;
  }

  std::string describe() const override {
    return hw_.describe() +
           fmt::format("  schedule: {}; fusion: {}\n",
                       hw_.schedule == Schedule::overlap
                           ? "overlap (ops start when their inputs exist; collectives beside compute)"
                           : "sequential (each op after the previous one)",
                       hw_.fusion ? "on (elementwise/broadcast/reduce chains in one HBM pass)" : "off") +
           fmt::format("  run mode: {}\n", mode_ == RunMode::time_only
                                               ? "timing-only (shapes in, shapes out, no numbers)"
                                               : "numbers (reference kernels) and time");
  }

  bool computes_values() const override { return mode_ == RunMode::values_and_time; }

  // The timing model covers every op by its class; the numbers come from the
  // reference's kernels, so a time-only run needs none.
  bool supports(OpCode op, DType dtype) const override {
    if (mode_ == RunMode::time_only) return true;
    return reference::has_kernel(op) && (!is_complex(dtype) || reference::supports_complex(op));
  }

 protected:
  std::unique_ptr<Executable> compile_checked(const Program& program) override {
    return std::make_unique<SimExecutable>(program, hw_, mode_, spec_);
  }

 private:
  // "sim:PRESET,devices=N,topology=T" plus the other options as given.
  std::string resolved_spec(const BackendSpec& spec) const {
    std::string text =
        fmt::format("sim:{},devices={},topology={}", hw_.preset, hw_.devices, hw_.topology.str());
    for (const auto& [key, value] : spec.options) {
      if (key == "devices" || key == "topology" || key == "timing-only" || key == "numerics") continue;
      text += "," + key + (value.empty() ? "" : "=" + value);
    }
    if (hw_.numerics == Numerics::tpu) text += ",numerics=tpu";
    if (mode_ == RunMode::time_only) text += ",timing-only";
    return text;
  }

  HardwareConfig hw_;
  RunMode mode_;
  std::string spec_;
};

}  // namespace

std::unique_ptr<Backend> open_backend(const BackendSpec& spec) {
  return std::make_unique<SimBackend>(spec);
}

void register_backend(BackendRegistry& registry) {
  registry.add("sim", open_backend,
               "SystemC model of TPU-like chips and their interconnect: sim:PRESET[,devices=N,topology=...,"
               "timing-only,...] (presets: tpu-v4, tpu-v5e, tpu-v5p, tpu-v6e, tiny)");
}

}  // namespace pmapsim::sim
