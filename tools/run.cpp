// `pmapsim run PROGRAM --backend SPEC ...`: one program file, one backend.
//
// Inputs are global arrays, as a pmap caller holds them. By default (the
// rank-preserving view) a parameter whose per-device type is (s0, s1, ...)
// takes either an (N*s0, s1, ...) array, split into N shards along axis 0
// (mapped), or an (s0, s1, ...) array that every device receives whole
// (broadcast), and outputs are the per-device results concatenated along
// axis 0. With --in-axes / --out-axes (jax.pmap's rank-reducing view) a
// mapped parameter's global array has a device axis of size N at its in_axis
// (None: broadcast), and each output stacks the devices' results along a new
// axis at its out_axis (None: device 0's result, one replica).
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

#include "commands.hpp"
#include "pmapsim/output_files.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/sharding.hpp"
#include "pmapsim/sim/memory_profile.hpp"
#include "pmapsim/stablehlo/import.hpp"
#include "pmapsim/traces/report.hpp"
#include "pmapsim/traces/summary.hpp"
#include "pmapsim/traces/trace_writer.hpp"
#include "run_parts.hpp"

namespace pmapsim::tools {
namespace run_parts {

std::map<std::string, std::string> parse_input_flags(const std::vector<std::string>& flags,
                                                     const Program& program) {
  std::map<std::string, std::string> files;
  for (const std::string& flag : flags) {
    const auto eq = flag.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == flag.size()) {
      throw Error("--input '" + flag + "': expected NAME=FILE.npy");
    }
    const std::string name = flag.substr(0, eq);
    bool known = false;
    std::string names;
    for (const Parameter& param : program.params) {
      known = known || param.name == name;
      names += (names.empty() ? "" : ", ") + param.name;
    }
    if (!known)
      throw Error("--input '" + flag + "': the program has no parameter '" + name + "' (it has: " + names +
                  ")");
    if (!files.emplace(name, flag.substr(eq + 1)).second)
      throw Error("--input: parameter '" + name + "' given twice");
  }
  return files;
}

// Standard complex normal parts: independent normal real and imaginary parts.
Array random_complex(const TensorType& global, std::uint64_t seed) {
  const Array re = random_normal(global.shape, seed, DType::f64);
  const Array im = random_normal(global.shape, ~seed, DType::f64);
  Array out(global.dtype, global.shape);
  for (std::int64_t i = 0; i < out.size(); ++i) out.set_complex(i, {re.get(i), im.get(i)});
  return out;
}

Array random_input(const TensorType& global, std::uint64_t seed) {
  switch (global.dtype) {
    case DType::f32:
    case DType::bf16:
    case DType::f16:
    case DType::f64:
      return random_normal(global.shape, seed, global.dtype);
    case DType::s8:
    case DType::s16:
    case DType::s32:
    case DType::s64:
      return random_integers(global.shape, seed, -8, 8).astype(global.dtype);
    case DType::u8:
    case DType::u16:
    case DType::u32:
    case DType::u64:
      return random_integers(global.shape, seed, 0, 16).astype(global.dtype);
    case DType::boolean:
      return random_integers(global.shape, seed, 0, 2).astype(DType::boolean);
    case DType::c64:
    case DType::c128:
      return random_complex(global, seed);
  }
  throw Error("unsupported dtype");
}

MappedAxes parse_mapped_axes(const std::string& text, std::size_t count, const std::string& flag,
                             const std::string& what) {
  MappedAxes axes;
  std::stringstream entries(text);
  for (std::string entry; std::getline(entries, entry, ',');) {
    entry.erase(0, entry.find_first_not_of(' '));
    entry.erase(entry.find_last_not_of(' ') + 1);
    if (entry == "None" || entry == "none") {
      axes.emplace_back(std::nullopt);
      continue;
    }
    std::int64_t axis = 0;
    const auto [end, error] = std::from_chars(entry.data(), entry.data() + entry.size(), axis);
    if (entry.empty() || error != std::errc() || end != entry.data() + entry.size())
      throw Error(fmt::format("{} '{}': entry '{}' is neither an integer axis nor None", flag, text, entry));
    axes.emplace_back(axis);
  }
  if (!text.empty() && text.back() == ',')
    throw Error(fmt::format("{} '{}': entry '' is neither an integer axis nor None", flag, text));
  if (axes.size() != count)
    throw Error(fmt::format("{} '{}': {} entries for {} {}", flag, text, axes.size(), count, what));
  return axes;
}

// axis within [-rank, rank): the non-negative axis, else an Error naming it.
std::int64_t normalized_axis(std::int64_t axis, std::int64_t rank, const std::string& what) {
  if (axis < -rank || axis >= rank)
    throw Error(fmt::format("{}: axis {} is out of bounds for an array of rank {}", what, axis, rank));
  return axis < 0 ? axis + rank : axis;
}

// The global shape of a parameter mapped on `axis` (jax.pmap's in_axes): the
// per-device shape with the device axis inserted.
Shape global_shape(const TensorType& local, std::int64_t axis, std::int64_t devices,
                   const std::string& what) {
  Shape shape = local.shape;
  const std::int64_t at = normalized_axis(axis, local.rank() + 1, what);
  shape.insert(shape.begin() + at, devices);
  return shape;
}

// Splits a global input by its in_axis (nullopt: broadcast to every device).
std::vector<Array> shard_input_on_axis(const Parameter& param, const Array& global, std::int64_t devices,
                                       std::optional<std::int64_t> axis, const std::string& source) {
  const TensorType& local = param.type;
  const std::string what = fmt::format("{}: parameter %{} (in_axes {})", source, param.name,
                                       axis ? std::to_string(*axis) : std::string("None"));
  if (global.dtype() != local.dtype)
    throw Error(fmt::format("{} expects {}, the file holds {}", what, local.str(), global.type().str()));
  const Shape expected = axis ? global_shape(local, *axis, devices, what) : local.shape;
  if (global.shape() != expected)
    throw Error(fmt::format("{} expects shape {}, got {}", what, shape_string(expected),
                            shape_string(global.shape())));
  if (!axis) return std::vector<Array>(static_cast<std::size_t>(devices), global);
  if (!global.has_data())
    return std::vector<Array>(static_cast<std::size_t>(devices), Array::shape_only(local.dtype, local.shape));
  const Array leading = global.moveaxis(static_cast<int>(normalized_axis(*axis, local.rank() + 1, what)), 0);
  std::vector<Array> shards;
  for (std::int64_t d = 0; d < devices; ++d) shards.push_back(leading.slice_axis(0, d).reshape(local.shape));
  return shards;
}

// Splits one global input into per-device buffers (see the file comment).
std::vector<Array> shard_input(const Parameter& param, const Array& global, std::int64_t devices,
                               const std::string& source) {
  const TensorType& local = param.type;
  if (global.dtype() != local.dtype) {
    throw Error(fmt::format("{}: parameter %{} expects {}, the file holds {}", source, param.name,
                            local.str(), TensorType{global.dtype(), global.shape()}.str()));
  }
  if (global.shape() == local.shape) return std::vector<Array>(static_cast<std::size_t>(devices), global);
  if (!global.has_data()) {
    return std::vector<Array>(static_cast<std::size_t>(devices), Array::shape_only(local.dtype, local.shape));
  }
  Shape mapped = local.shape;
  if (!mapped.empty()) mapped[0] *= devices;
  if (mapped.empty() || global.shape() != mapped) {
    throw Error(fmt::format(
        "{}: parameter %{} expects shape {} (mapped over {} devices) or {} (broadcast), got {}", source,
        param.name, shape_string(mapped), devices, shape_string(local.shape), shape_string(global.shape())));
  }
  std::vector<Array> shards;
  const Array stacked = global.reshape([&] {
    Shape s = local.shape;
    s.insert(s.begin(), devices);
    return s;
  }());
  for (std::int64_t d = 0; d < devices; ++d) shards.push_back(stacked.slice_axis(0, d).reshape(local.shape));
  return shards;
}

// timing_only: inputs not read from files are shape-only arrays (no element storage).
// in_axes, when given, maps each parameter as jax.pmap's in_axes do.
// A program with in_specs takes global arrays, split by its specs.
std::vector<std::vector<Array>> build_sharded_arguments(const Program& program,
                                                        const RunCommandOptions& options, bool timing_only) {
  const auto files = parse_input_flags(options.inputs, program);
  std::vector<Array> globals;
  for (std::size_t p = 0; p < program.params.size(); ++p) {
    const Parameter& param = program.params[p];
    const TensorType type = global_parameter_type(program, p);
    Array global;
    if (auto file = files.find(param.name); file != files.end()) {
      global = read_npy(file->second, std::optional<DType>(param.type.dtype));
      if (global.type() != type)
        throw Error(fmt::format("{}: parameter %{} (in_specs {}) expects {}, the file holds {}", file->second,
                                param.name, partition_spec_text(program.in_specs[p]), type.str(),
                                global.type().str()));
    } else {
      global = timing_only ? Array::shape_only(type.dtype, type.shape) : random_input(type, options.seed + p);
    }
    globals.push_back(std::move(global));
  }
  return shard_arguments(program, globals);
}

std::vector<std::vector<Array>> build_arguments(const Program& program, const RunCommandOptions& options,
                                                bool timing_only, const std::optional<MappedAxes>& in_axes) {
  if (!program.in_specs.empty()) return build_sharded_arguments(program, options, timing_only);
  const auto files = parse_input_flags(options.inputs, program);
  const std::int64_t devices = program.axis_size;
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(devices));
  for (std::size_t p = 0; p < program.params.size(); ++p) {
    const Parameter& param = program.params[p];
    const std::optional<std::int64_t> axis = in_axes ? (*in_axes)[p] : std::optional<std::int64_t>(0);
    Array global;
    std::string source;
    if (auto file = files.find(param.name); file != files.end()) {
      source = file->second;
      global = read_npy(file->second, std::optional<DType>(param.type.dtype));
    } else {
      source = "random input %" + param.name;
      TensorType type = param.type;
      if (in_axes && axis) {
        type.shape = global_shape(param.type, *axis, devices, "--in-axes for %" + param.name);
      } else if (!in_axes && !type.shape.empty()) {
        type.shape[0] *= devices;
      }
      global = timing_only ? Array::shape_only(type.dtype, type.shape) : random_input(type, options.seed + p);
    }
    std::vector<Array> shards = in_axes ? shard_input_on_axis(param, global, devices, axis, source)
                                        : shard_input(param, global, devices, source);
    for (std::int64_t d = 0; d < devices; ++d) args[d].push_back(std::move(shards[d]));
  }
  return args;
}

// One output as a global array: concatenated along axis 0 (no out_axes), or
// stacked along a new axis at its out_axis, or device 0's (out_axes None).
Array gather_output(const Program& program, const RunResult& run, std::size_t result,
                    const std::optional<MappedAxes>& out_axes) {
  if (!program.out_specs.empty()) {
    Program one = program;  // assemble this result alone
    one.results = {program.results[result]};
    one.out_specs = {program.out_specs[result]};
    if (!program.out_global_shapes.empty()) one.out_global_shapes = {program.out_global_shapes[result]};
    std::vector<std::vector<Array>> per_device;
    for (const auto& device_outputs : run.outputs) per_device.push_back({device_outputs[result]});
    return assemble_results(one, per_device).front();
  }
  std::vector<Array> shards;
  for (const auto& device_outputs : run.outputs) shards.push_back(device_outputs[result]);
  if (out_axes) {
    const std::optional<std::int64_t> axis = (*out_axes)[result];
    if (!axis) return shards.front();
    const Array& first = shards.front();
    Shape one = first.shape();
    one.insert(one.begin(), 1);
    for (Array& shard : shards) shard = shard.reshape(one);
    const std::int64_t at = normalized_axis(
        *axis, first.rank() + 1, fmt::format("--out-axes for out{} ({})", result, first.type().str()));
    return Array::concatenate(shards, 0).moveaxis(0, static_cast<int>(at));
  }
  if (shards.front().rank() == 0) {
    for (Array& shard : shards) shard = shard.reshape({1});
  }
  return Array::concatenate(shards, 0);
}

// All outputs or none: each is written under a temporary name first, and
// only when every one is complete are they renamed into place (OutputSet).
void write_outputs(const Program& program, const RunResult& run, const std::optional<MappedAxes>& out_axes,
                   OutputSet& outputs) {
  for (std::size_t r = 0; r < run.outputs.front().size(); ++r) {
    outputs.add(fmt::format("out{}.npy", r), encode_npy(gather_output(program, run, r, out_axes)));
  }
  outputs.commit();
}

// A large complex output: the range of its magnitudes and its mean.
void print_complex_statistics(std::size_t r, const Array& first, const Array& all) {
  double low = INFINITY, high = -INFINITY;
  std::complex<double> total = 0;
  for (std::int64_t i = 0; i < all.size(); ++i) {
    const std::complex<double> value = all.get_complex(i);
    low = std::min(low, std::abs(value)), high = std::max(high, std::abs(value)), total += value;
  }
  const std::complex<double> mean = total / static_cast<double>(all.size());
  std::cout << fmt::format(
      "out{}: {} per device; all devices {}: |x| min {:.6g}, max {:.6g}, mean {:.6g}{:+.6g}j\n", r,
      first.type().str(), all.type().str(), low, high, mean.real(), mean.imag());
}

// Small outputs in full; large ones as shape and value statistics.
void print_outputs(const Program& program, const RunResult& run, const std::optional<MappedAxes>& out_axes) {
  constexpr std::int64_t kPrintInFull = 64;
  for (std::size_t r = 0; r < run.outputs.front().size(); ++r) {
    const Array& first = run.outputs.front()[r];
    if (!first.has_data()) {
      std::cout << fmt::format("out{}: {} per device (timing only, no values)\n", r, first.type().str());
      continue;
    }
    const Array all = gather_output(program, run, r, out_axes);
    if (all.size() <= kPrintInFull) {
      std::cout << fmt::format("out{}: {} per device; all devices:\n", r, first.type().str()) << all << "\n";
      continue;
    }
    if (is_complex(all.dtype())) {
      print_complex_statistics(r, first, all);
      continue;
    }
    double low = INFINITY, high = -INFINITY, total = 0;
    for (std::int64_t i = 0; i < all.size(); ++i) {
      const double value = all.get(i);
      low = std::min(low, value), high = std::max(high, value), total += value;
    }
    std::cout << fmt::format("out{}: {} per device; all devices {}: min {:.6g}, max {:.6g}, mean {:.6g}\n", r,
                             first.type().str(), all.type().str(), low, high,
                             total / static_cast<double>(all.size()));
  }
}

bool is_stablehlo_path(const std::string& path) {
  return path.size() > 5 && path.substr(path.size() - 5) == ".mlir";
}

Program read_any_program(const std::string& path, const std::string& mesh) {
  if (!mesh.empty() && !is_stablehlo_path(path))
    throw Error("--mesh resizes a jax.jit module's mesh: it takes a StableHLO .mlir program");
  return is_stablehlo_path(path) ? read_stablehlo_file(path, parse_mesh_option(mesh))
                                 : read_program_file(path);
}

// Either flag switches to jax.pmap's rank-reducing view; the other then defaults to 0s, as in JAX.
void parse_view(const Program& program, const RunCommandOptions& options, std::optional<MappedAxes>& in_axes,
                std::optional<MappedAxes>& out_axes) {
  const bool has_specs = !program.in_specs.empty() || !program.out_specs.empty();
  if (has_specs && (!options.in_axes.empty() || !options.out_axes.empty()))
    throw Error(
        fmt::format("--in-axes/--out-axes: program @{} has its own in_specs/out_specs", program.name));
  if (options.in_axes.empty() && options.out_axes.empty()) return;
  in_axes = options.in_axes.empty()
                ? MappedAxes(program.params.size(), 0)
                : parse_mapped_axes(options.in_axes, program.params.size(), "--in-axes", "parameters");
  out_axes = options.out_axes.empty()
                 ? MappedAxes(program.results.size(), 0)
                 : parse_mapped_axes(options.out_axes, program.results.size(), "--out-axes", "results");
  for (std::size_t r = 0; r < program.results.size(); ++r) {
    if ((*out_axes)[r])
      normalized_axis(*(*out_axes)[r], program.type_of(program.results[r]).rank() + 1,
                      fmt::format("--out-axes for out{}", r));
  }
}

}  // namespace run_parts

using namespace run_parts;

int import_command(const std::string& input_path, const std::string& output_path) {
  std::ifstream file(input_path, std::ios::binary);
  if (!file) throw Error(fmt::format("cannot open StableHLO file '{}'", input_path));
  std::ostringstream text;
  text << file.rdbuf();
  // Verified before anything is written: a module that does not import leaves no file.
  std::vector<std::string> notes;
  const Program program = import_stablehlo(text.str(), input_path, &notes);
  for (const std::string& note : notes) std::cerr << "pmapsim: warning: " << note << "\n";
  const std::string printed = print(program);
  if (output_path.empty() || output_path == "-") {
    std::cout << printed;
    return 0;
  }
  write_file_atomically(output_path, printed);
  return 0;
}

int run_command(const RunCommandOptions& options) {
  if (const std::shared_ptr<Transport> transport = process_transport(); transport && transport->size() > 1) {
    return run_across_processes(options, *transport);
  }
  // A .mlir file is StableHLO as JAX prints it; its @main's argN are the parameters.
  const Program program = read_any_program(options.program_path, options.mesh);
  auto backend = BackendRegistry::global().open(options.backend);
  const bool timing_only = !backend->computes_values();
  if (timing_only && options.check) throw Error("--check needs numbers, but the backend is timing-only");
  if (timing_only && !options.out_dir.empty())
    throw Error("--out needs numbers, but the backend is timing-only");

  // Compile before making inputs: a program that cannot run on this backend
  // (too many devices, buffers beyond a device's HBM) fails at once.
  std::unique_ptr<Executable> executable = backend->compile(program);
  // Created now, so that an unwritable --out fails before the run; removed
  // again (with anything staged) if the command fails before the commit.
  std::optional<OutputSet> outputs;
  if (!options.out_dir.empty()) outputs.emplace(options.out_dir, "--out");
  std::optional<MappedAxes> in_axes, out_axes;
  parse_view(program, options, in_axes, out_axes);
  const auto args = build_arguments(program, options, timing_only, in_axes);
  const RunResult run = executable->run(args);

  std::cout << fmt::format("program @{} on {} ({} devices)\n", program.name, backend->spec(),
                           program.axis_size);
  print_outputs(program, run, out_axes);
  std::cout << traces::summary_table(run.profile, kSummaryDevices);
  if (options.memory) {
    // The program's buffer lifetimes, as the sim backend plays them (with
    // its fusion when the sim ran); every device holds the same.
    constexpr std::size_t kLargestBuffers = 10;
    const sim::MemoryProfile memory = backend->kind() == "sim" ? sim::memory_profile(program, backend->spec())
                                                               : sim::memory_profile(program);
    std::cout << "\n" << sim::memory_table(memory, kLargestBuffers);
  }

  if (!options.trace_path.empty()) {
    traces::write_trace(run.profile, options.trace_path);
    std::cout << "trace: " << options.trace_path << "\n";
  }
  if (!options.report_path.empty()) {
    traces::write_profile_report(run.profile, program.name, options.report_path);
    std::cout << "report: " << options.report_path << "\n";
  }
  if (outputs) write_outputs(program, run, out_axes, *outputs);

  if (!options.check) return 0;
  auto reference = BackendRegistry::global().open("reference:devices=" + std::to_string(program.axis_size));
  CheckOptions check_options;
  check_options.f32_tolerance = options.f32_tolerance;
  check_options.bf16_tolerance = options.bf16_tolerance;
  const RunResult want = compile_and_run(*reference, program, args);
  CheckReport report = compare_runs(program, run, want, check_options);
  if (!report.passed() && check_options.find_divergence) {
    // Both runs above kept only the results; run both once more keeping every
    // instruction's value, so that the report names the first divergence.
    pmapsim::RunOptions keep_all;
    keep_all.profile = false;
    keep_all.keep_intermediates = true;
    const RunResult got_all = compile_and_run(*backend, program, args, keep_all);
    const RunResult want_all = compile_and_run(*reference, program, args, keep_all);
    report = compare_runs(program, got_all, want_all, check_options);
  }
  std::cout << report.table();
  return report.passed() ? 0 : 1;
}

int devices_command(const std::string& spec) {
  auto backend = BackendRegistry::global().open(spec);
  std::cout << fmt::format("backend {} ({} devices)\n", backend->spec(), backend->device_count());
  for (const DeviceInfo& device : backend->devices()) {
    std::cout << fmt::format("  {:<32} {}\n", device.name, device.description);
  }
  std::cout << backend->describe();
  return 0;
}

}  // namespace pmapsim::tools
