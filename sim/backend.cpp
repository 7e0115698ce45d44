#include "sim/backend.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "pmapsim/errors.hpp"
#include "pmapsim/reference/kernels.hpp"
#include "sim/core/cost_model.hpp"
#include "sim/core/memory_profile.hpp"
#include "sim/core/simulation.hpp"
#include "sim/core/tpu_numerics.hpp"

namespace pmapsim::sim {
namespace {

std::string device_name(int id, const HardwareConfig& hw) {
  return fmt::format("/device:SIM_TPU:{} ({})", id, hw.preset);
}

std::string device_description(const HardwareConfig& hw) {
  return fmt::format("simulated {}: {} x {}x{} MXU ({}), {:.4g} TFLOP/s bf16, {} HBM at {:.4g} GB/s{}",
                     hw.preset, hw.mxu_count, hw.mxu_rows, hw.mxu_cols, dataflow_name(hw.dataflow),
                     hw.peak_flops_per_s() / 1e12, format_bytes(hw.hbm_bytes), hw.hbm_bytes_per_s / 1e9,
                     hw.timing_only ? ", timing only" : "");
}

// For each value, the last instruction that reads it (results: past the end).
std::vector<std::ptrdiff_t> last_uses(const Program& program) {
  std::vector<std::ptrdiff_t> last(static_cast<std::size_t>(program.num_values()), -1);
  for (std::size_t i = 0; i < program.body.size(); ++i) {
    for (ValueId id : program.body[i].operands)
      last[static_cast<std::size_t>(id)] = static_cast<std::ptrdiff_t>(i);
  }
  for (ValueId id : program.results) {
    last[static_cast<std::size_t>(id)] = static_cast<std::ptrdiff_t>(program.body.size());
  }
  return last;
}

class SimExecutable : public Executable {
 public:
  SimExecutable(Program program, HardwareConfig hw, std::string spec)
      : program_(std::move(program)),
        hw_(std::move(hw)),
        spec_(std::move(spec)),
        plan_(plan_program(program_, hw_)),
        last_use_(last_uses(program_)),
        memory_(memory_profile(program_)),
        simulator_(program_, plan_, hw_) {}

  const Program& program() const override { return program_; }

  RunResult run(const std::vector<std::vector<Array>>& args, const RunOptions& options) override {
    check_arguments(args);
    RunResult result;
    if (hw_.timing_only) {
      shape_only_results(result, options);
      fill_profile(result.profile, simulator_.run(options.profile), options);
      return result;
    }
    // The timing model reads only shapes, never values, so it runs on the
    // model thread while this one computes the numbers.
    PendingSimulation timing(simulator_, options.profile);
    compute_numbers(args, result, options);
    fill_profile(result.profile, timing.get(), options);
    return result;
  }

 private:
  void check_arguments(const std::vector<std::vector<Array>>& args) const {
    const auto devices = static_cast<std::size_t>(program_.axis_size);
    if (args.size() != devices) {
      throw Error(fmt::format("sim: program '{}' runs on {} devices, but arguments were given for {}",
                              program_.name, devices, args.size()));
    }
    for (std::size_t d = 0; d < devices; ++d) {
      if (args[d].size() != program_.params.size()) {
        throw Error(fmt::format("sim: device {}: program '{}' takes {} arguments, got {}", d, program_.name,
                                program_.params.size(), args[d].size()));
      }
      for (std::size_t p = 0; p < args[d].size(); ++p) {
        const Parameter& param = program_.params[p];
        if (args[d][p].type() != param.type) {
          throw Error(fmt::format("sim: device {}: argument %{} is {}, but the program expects {}", d,
                                  param.name, args[d][p].type().str(), param.type.str()));
        }
        if (!hw_.timing_only && !args[d][p].has_data()) {
          throw Error(
              fmt::format("sim: device {}: argument %{} is shape-only; computing numbers needs data "
                          "(or run with timing-only)",
                          d, param.name));
        }
      }
    }
  }

  void shape_only_results(RunResult& result, const RunOptions& options) const {
    const auto devices = static_cast<std::size_t>(program_.axis_size);
    result.outputs.assign(devices, {});
    for (auto& outputs : result.outputs) {
      for (ValueId id : program_.results) {
        const TensorType& type = program_.type_of(id);
        outputs.push_back(Array::shape_only(type.dtype, type.shape));
      }
    }
    if (options.keep_intermediates) {
      result.intermediates.assign(devices, {});
      for (auto& values : result.intermediates) {
        for (const auto& ins : program_.body)
          values.push_back(Array::shape_only(ins.type.dtype, ins.type.shape));
      }
    }
  }

  // Runs the devices in lockstep with the reference kernels: each local op
  // on every device, each collective across all devices once all have
  // reached it. Buffers are released after their last reader.
  void compute_numbers(const std::vector<std::vector<Array>>& args, RunResult& result,
                       const RunOptions& options) const {
    const auto devices = static_cast<std::size_t>(program_.axis_size);
    const std::size_t params = program_.params.size();
    std::vector<std::vector<Array>> values(devices, std::vector<Array>(program_.body.size()));
    auto value = [&](std::size_t device, ValueId id) -> const Array* {
      const auto index = static_cast<std::size_t>(id);
      return index < params ? &args[device][index] : &values[device][index - params];
    };
    std::vector<const Array*> operands;
    for (std::size_t i = 0; i < program_.body.size(); ++i) {
      const Instruction& ins = program_.body[i];
      if (is_collective(ins.op)) {
        operands.clear();
        if (!ins.operands.empty()) {
          for (std::size_t d = 0; d < devices; ++d) operands.push_back(value(d, ins.operands[0]));
        }
        std::vector<Array> per_device = tpu_numerics(ins)
                                            ? all_reduce_in_order(program_, ins, operands, hw_)
                                            : reference::execute_collective(program_, ins, operands);
        for (std::size_t d = 0; d < devices; ++d) values[d][i] = std::move(per_device.at(d));
      } else {
        for (std::size_t d = 0; d < devices; ++d) {
          operands.clear();
          for (ValueId id : ins.operands) operands.push_back(value(d, id));
          values[d][i] = tpu_numerics(ins) ? tpu_dot(program_, ins, operands, hw_.mxu_f32_passes)
                                           : reference::execute_local(program_, ins, operands,
                                                                      static_cast<std::int64_t>(d));
        }
      }
      if (!options.keep_intermediates) release_dead_values(values, i);
    }
    // A computed result is moved out at its last mention in the results
    // (unless intermediates are kept); parameters are copied.
    result.outputs.assign(devices, {});
    for (std::size_t d = 0; d < devices; ++d) {
      result.outputs[d].reserve(program_.results.size());
      for (std::size_t r = 0; r < program_.results.size(); ++r) {
        const ValueId id = program_.results[r];
        const auto index = static_cast<std::size_t>(id);
        const bool movable = !options.keep_intermediates && index >= params &&
                             std::find(program_.results.begin() + static_cast<std::ptrdiff_t>(r) + 1,
                                       program_.results.end(), id) == program_.results.end();
        if (movable) {
          result.outputs[d].push_back(std::move(values[d][index - params]));
        } else {
          result.outputs[d].push_back(*value(d, id));
        }
      }
    }
    if (options.keep_intermediates) result.intermediates = std::move(values);
  }

  bool tpu_numerics(const Instruction& ins) const {
    return hw_.numerics == Numerics::tpu && tpu_numerics_apply(program_, ins);
  }

  void release_dead_values(std::vector<std::vector<Array>>& values, std::size_t instruction) const {
    const std::size_t params = program_.params.size();
    for (ValueId id : program_.body[instruction].operands) {
      const auto index = static_cast<std::size_t>(id);
      if (index < params || last_use_[index] != static_cast<std::ptrdiff_t>(instruction)) continue;
      for (auto& device_values : values) device_values[index - params] = Array();
    }
  }

  void fill_profile(Profile& profile, SimulationResult timing, const RunOptions& options) const {
    profile.backend = spec_;
    profile.program = program_.name;
    profile.total_ns = timing.total_ns;
    const double cycles = timing.total_ns * 1e-9 * hw_.clock_hz;
    profile.metadata = {{"preset", hw_.preset},
                        {"hbm_peak_live_bytes", fmt::format("{}", memory_.peak_bytes)},
                        {"clock_hz", fmt::format("{}", hw_.clock_hz)},
                        {"simulated_cycles", fmt::format("{:.0f}", std::round(cycles))},
                        {"simulated_ns", fmt::format("{}", timing.total_ns)},
                        {"topology", hw_.topology.str()},
                        {"devices", fmt::format("{}", program_.axis_size)},
                        {"timing_only", hw_.timing_only ? "true" : "false"},
                        {"numerics", hw_.numerics == Numerics::tpu ? "tpu" : "exact"},
                        {"pmapsim_version", PMAPSIM_VERSION}};
    add_unit_totals(profile, timing);
    for (int d = 0; d < static_cast<int>(program_.axis_size); ++d) {
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
    std::vector<std::ptrdiff_t> last_sample(static_cast<std::size_t>(program_.axis_size), -1);
    auto sample = [&](int device, double time_ns, double bytes) {
      std::ptrdiff_t& last = last_sample[static_cast<std::size_t>(device)];
      if (last >= 0 && profile.counters[static_cast<std::size_t>(last)].time_ns == time_ns) {
        profile.counters[static_cast<std::size_t>(last)].value = bytes;
        return;
      }
      last = static_cast<std::ptrdiff_t>(profile.counters.size());
      profile.counters.push_back({device, std::string(kLiveHbmCounter), time_ns, bytes});
    };
    for (int d = 0; d < static_cast<int>(program_.axis_size); ++d) sample(d, 0.0, memory_.parameter_bytes);
    const std::size_t event_count = profile.events.size();
    for (std::size_t e = 0; e < event_count; ++e) {
      const ProfileEvent& event = profile.events[e];
      if (event.track != "ops" || event.op_index < 0) continue;
      const auto op = static_cast<std::size_t>(event.op_index);
      sample(event.device, event.start_ns, memory_.during[op]);
      sample(event.device, event.start_ns + event.duration_ns, memory_.after[op]);
    }
  }

  // Whole-run totals that hold even when events are not recorded.
  void add_unit_totals(Profile& profile, const SimulationResult& timing) const {
    double hbm_bytes = 0, mxu_busy_ns = 0;
    for (const UnitStats& unit : timing.units) {
      if (unit.track == "dma") hbm_bytes += unit.bytes;
      if (unit.track.rfind("mxu", 0) == 0) mxu_busy_ns += unit.busy_ns;
    }
    double ici_bytes = 0;
    for (const LinkStats& link : timing.links) ici_bytes += link.bytes;
    const double mxu_capacity_ns =
        timing.total_ns * static_cast<double>(hw_.mxu_count) * static_cast<double>(program_.axis_size);
    profile.metadata["hbm_bytes_total"] = fmt::format("{}", hbm_bytes);
    profile.metadata["ici_bytes_total"] = fmt::format("{}", ici_bytes);
    profile.metadata["mxu_utilization"] =
        fmt::format("{:.4f}", mxu_capacity_ns > 0 ? mxu_busy_ns / mxu_capacity_ns : 0.0);
  }

  Program program_;
  HardwareConfig hw_;
  std::string spec_;
  ProgramPlan plan_;
  std::vector<std::ptrdiff_t> last_use_;
  MemoryProfile memory_;
  Simulator simulator_;  // last: reads the members above
};

class SimBackend : public Backend {
 public:
  explicit SimBackend(const BackendSpec& spec) : hw_(resolve_hardware(spec)), spec_(resolved_spec(spec)) {}

  std::string spec() const override { return spec_; }
  std::string kind() const override { return "sim"; }

  std::vector<DeviceInfo> devices() const override {
    std::vector<DeviceInfo> list;
    for (int d = 0; d < static_cast<int>(hw_.devices); ++d) {
      list.push_back({d, device_name(d, hw_), device_description(hw_)});
    }
    return list;
  }

  std::string describe() const override { return hw_.describe(); }

  std::unique_ptr<Executable> compile(const Program& program) override {
    if (program.axis_size > hw_.devices) {
      throw Error(
          fmt::format("compiling computation that requires {} logical devices, but only {} devices are "
                      "available",
                      program.axis_size, hw_.devices));
    }
    if (program.axis_size < 1) throw Error("sim: a program must run on at least one device");
    return std::make_unique<SimExecutable>(program, hw_, spec_);
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
    if (hw_.timing_only) text += ",timing-only";
    return text;
  }

  HardwareConfig hw_;
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
