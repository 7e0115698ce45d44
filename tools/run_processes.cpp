// `pmapsim run` over several processes (mpirun -np R pmapsim run ...).
//
// Each process runs a contiguous block of the program's devices
// (device_block) and reads only its devices' shards of the inputs; the
// reference's collectives fetch other processes' operands through the
// transport. The command keeps one process's contract:
// - errors before the run (a bad file on one process, different programs,
//   backend specs or device counts) are found by every process together and
//   reported once, by process 0, before any collective;
// - an error during the run (one process raising while the others wait in a
//   collective) prints one line naming the process and ends every process at
//   once (the transport's abort); a process that dies ends the others too
//   (mpirun does);
// - outputs are all or none: --out is written by process 0 alone after every
//   process's results arrived; --out-per-rank files of each process are
//   staged, committed only once every process staged its own, and marked
//   COMPLETE by process 0 only once every process committed.
#include <fmt/format.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>

#include "pmapsim/npy.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/sharding.hpp"
#include "pmapsim/traces/summary.hpp"
#include "run_parts.hpp"

namespace pmapsim::tools {
namespace {

using namespace run_parts;

std::string one_line(std::string text) {
  for (char& c : text) {
    if (static_cast<unsigned char>(c) < 0x20) c = ' ';
  }
  return text;
}

// Every process says whether its step succeeded; when one failed, process 0
// reports the first failure once (naming the process unless every process
// failed alike) and every process ends the command with exit code 2.
void agree(Transport& transport, const std::string& error) {
  const CollectiveSite site("the processes' check that a step succeeded everywhere");
  const std::vector<std::string> errors = transport.all_gather(error);
  std::size_t failed = 0, first = errors.size();
  for (std::size_t r = 0; r < errors.size(); ++r) {
    if (errors[r].empty()) continue;
    ++failed;
    first = std::min(first, r);
  }
  if (failed == 0) return;
  if (transport.rank() != 0) throw ReportedElsewhere{2};
  const bool alike =
      failed == errors.size() &&
      std::all_of(errors.begin(), errors.end(), [&](const std::string& e) { return e == errors[first]; });
  throw Error(alike ? errors[first] : fmt::format("process {}: {}", first, errors[first]));
}

// Runs step on every process; a failure on any ends the command on all.
template <class Step>
void together(Transport& transport, Step&& step) {
  std::string error;
  try {
    step();
  } catch (const ReportedElsewhere&) {
    throw;
  } catch (const std::bad_alloc&) {
    error = "out of host memory";
  } catch (const std::exception& failure) {
    error = failure.what();
  }
  agree(transport, error);
}

// A failure while the others may be inside a collective: one line, then the
// transport ends every process.
[[noreturn]] void abort_processes(Transport& transport, const std::string& message) {
  std::cerr << fmt::format("pmapsim: error: process {} of {}: {}", transport.rank(), transport.size(),
                           one_line(message))
            << std::endl;
  transport.abort(2);
  std::_Exit(2);  // abort does not return; the compiler cannot see that through the interface
}

RunResult run_or_abort(Transport& transport, Executable& executable,
                       const std::vector<std::vector<Array>>& args) {
  try {
    return executable.run(args);
  } catch (const std::bad_alloc&) {
    abort_processes(transport, "out of host memory");
  } catch (const std::exception& failure) {
    abort_processes(transport, failure.what());
  } catch (...) {
    abort_processes(transport, "an unknown exception ended the run");
  }
}

std::uint64_t fnv1a(const std::string& text) {
  std::uint64_t hash = 14695981039346656037ULL;
  for (char c : text) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
  return hash;
}

void refuse_one_process_options(const RunCommandOptions& options) {
  const auto refuse = [](bool given, const char* flag) {
    if (given) {
      throw Error(
          fmt::format("{} runs in one process; across processes use --out or --out-per-rank and "
                      "compare against a one-process run",
                      flag));
    }
  };
  refuse(options.check, "--check");
  refuse(!options.trace_path.empty(), "--trace");
  refuse(!options.report_path.empty(), "--report");
  refuse(options.memory, "--memory");
  if (!options.out_dir.empty() && !options.out_per_rank_dir.empty())
    throw Error("--out and --out-per-rank: give one of them");
}

struct Setup {
  Program program;
  std::unique_ptr<Backend> backend;  // computes the values: the reference
  std::unique_ptr<Executable> executable;
  std::optional<MappedAxes> in_axes, out_axes;
  // The simulator asked for: it times the program on process 0 (timing-only),
  // while the values come from the reference across the processes.
  std::unique_ptr<Backend> timing;
};

Setup prepare(const RunCommandOptions& options) {
  refuse_one_process_options(options);
  Setup setup;
  setup.program = read_any_program(options.program_path, options.mesh);
  setup.backend = BackendRegistry::global().open(options.backend);
  if (setup.backend->kind() == "sim") {
    const std::string spec = setup.backend->spec();
    setup.timing = spec.find("timing-only") == std::string::npos
                       ? BackendRegistry::global().open(spec + ",timing-only")
                       : std::move(setup.backend);
    setup.backend =
        BackendRegistry::global().open(fmt::format("reference:devices={}", setup.timing->device_count()));
  } else if (setup.backend->kind() != "reference" && setup.backend->kind() != "cuda") {
    throw Error(fmt::format(
        "backend '{}' runs in one process; across processes pmapsim runs the reference, cuda (NCCL between "
        "the processes' GPUs), and the simulator with the reference's values",
        setup.backend->spec()));
  }
  parse_view(setup.program, options, setup.in_axes, setup.out_axes);
  setup.executable = setup.backend->compile(setup.program);
  return setup;
}

// The simulator's time for the program, on process 0: timing-only over every
// device (no values), so one process holds it whatever the device count.
std::optional<Profile> simulate_timing(Transport& transport, const Setup& setup) {
  if (!setup.timing || transport.rank() != 0) return std::nullopt;
  std::vector<std::vector<Array>> shapes(static_cast<std::size_t>(setup.program.axis_size));
  for (auto& device : shapes)
    for (const Parameter& param : setup.program.params)
      device.push_back(Array::shape_only(param.type.dtype, param.type.shape));
  return compile_and_run(*setup.timing, setup.program, shapes).profile;
}

// What every process must agree on before any collective: field and value.
std::vector<std::pair<std::string, std::string>> run_identity(const Setup& setup,
                                                              const RunCommandOptions& options,
                                                              const ProcessInfo& info) {
  return {
      {"program", fmt::format("@{} (text hash {:016x})", setup.program.name, fnv1a(print(setup.program)))},
      {"backend spec", options.backend},
      {"device count", std::to_string(setup.program.axis_size)},
      {"process count", std::to_string(info.count)},
      {"inputs", fmt::format("{}", fmt::join(options.inputs, " "))},
      {"seed", std::to_string(options.seed)},
      {"in/out axes", options.in_axes + " / " + options.out_axes},
      {"outputs", options.out_dir + " " + options.out_per_rank_dir},
      {"coordinator", info.coordinator},
  };
}

std::string encode_identity(const std::vector<std::pair<std::string, std::string>>& fields) {
  std::string text;
  for (const auto& [key, value] : fields) text += key + '\x1f' + value + '\x1e';
  return text;
}

// A mismatch between processes, found before any collective, reported once.
void check_same_run(Transport& transport, const std::vector<std::pair<std::string, std::string>>& mine) {
  const std::vector<std::string> all = transport.all_gather(encode_identity(mine));
  std::string error;
  for (std::size_t r = 1; r < all.size() && error.empty(); ++r) {
    if (all[r] == all[0]) continue;
    std::size_t at = 0;
    for (const auto& [key, value] : mine) {
      const std::size_t end = all[r].find('\x1e', at);
      const std::string theirs = all[r].substr(at, end == std::string::npos ? std::string::npos : end - at);
      at = end == std::string::npos ? all[r].size() : end + 1;
      const std::string zero = key + '\x1f' + value;
      if (transport.rank() == 0 && theirs != zero) {
        error = fmt::format("the processes run different commands: process {} has {} '{}', process 0 '{}'", r,
                            key, theirs.substr(theirs.find('\x1f') + 1), value);
        break;
      }
    }
    if (error.empty()) error = fmt::format("the processes run different commands (process {})", r);
  }
  if (error.empty()) return;
  if (transport.rank() != 0) throw ReportedElsewhere{2};
  throw Error(error);
}

// Where device d's argument lies in its parameter's global array, and the
// argument's own shape (the block reshaped).
struct Place {
  Shape global;
  Shape offsets;
  Shape block;
};

Place whole(const Shape& global) {
  return Place{global, Shape(global.size(), 0), global};
}

Place place_by_specs(const Program& program, std::size_t p, std::int64_t device) {
  const TensorType global = global_parameter_type(program, p);
  const Shape& local = program.params[p].type.shape;
  if (local == global.shape) return whole(global.shape);
  return Place{global.shape, shard_offsets(program_mesh(program), program.in_specs[p], local, device), local};
}

Place place_by_axis(const Parameter& param, std::optional<std::int64_t> axis, std::int64_t devices,
                    std::int64_t device) {
  if (!axis) return whole(param.type.shape);
  Place place;
  place.global = global_shape(param.type, *axis, devices, "--in-axes for %" + param.name);
  const auto at = static_cast<std::size_t>(normalized_axis(*axis, param.type.rank() + 1, "--in-axes"));
  place.offsets = Shape(place.global.size(), 0);
  place.offsets[at] = device;
  place.block = place.global;
  place.block[at] = 1;
  return place;
}

// The rank-preserving view: mapped along axis 0, or the whole array broadcast.
Place place_on_leading_axis(const Parameter& param, const Shape& given, std::int64_t devices,
                            std::int64_t device, const std::string& source) {
  const Shape& local = param.type.shape;
  if (given == local) return whole(local);
  Shape mapped = local;
  if (!mapped.empty()) mapped[0] *= devices;
  if (mapped.empty() || given != mapped) {
    throw Error(fmt::format(
        "{}: parameter %{} expects shape {} (mapped over {} devices) or {} (broadcast), got {}", source,
        param.name, shape_string(mapped), devices, shape_string(local), shape_string(given)));
  }
  Place place{mapped, Shape(local.size(), 0), local};
  place.offsets[0] = device * local[0];
  return place;
}

// The shape random inputs have in one process, before they are split.
Shape random_global_shape(const Program& program, std::size_t p, const std::optional<MappedAxes>& in_axes) {
  const Parameter& param = program.params[p];
  if (!program.in_specs.empty()) return global_parameter_type(program, p).shape;
  if (in_axes) {
    const auto axis = (*in_axes)[p];
    return axis ? global_shape(param.type, *axis, program.axis_size, "--in-axes for %" + param.name)
                : param.type.shape;
  }
  Shape shape = param.type.shape;
  if (!shape.empty()) shape[0] *= program.axis_size;
  return shape;
}

Place place_of(const Program& program, std::size_t p, const std::optional<MappedAxes>& in_axes,
               const Shape& given, std::int64_t device, const std::string& source) {
  if (!program.in_specs.empty()) return place_by_specs(program, p, device);
  if (in_axes) return place_by_axis(program.params[p], (*in_axes)[p], program.axis_size, device);
  return place_on_leading_axis(program.params[p], given, program.axis_size, device, source);
}

// A block of an .npy file; a padded block (the last of an uneven split)
// reads the part inside the array and keeps zeros past its end, as one
// process's split does.
Array read_padded_block(const std::string& path, DType dtype, const Place& place) {
  const Shape extent = clipped_extent(place.global, place.offsets, place.block);
  if (extent == place.block) return read_npy_block(path, dtype, place.offsets, place.block);
  Array block(dtype, place.block);  // zeros
  if (std::all_of(extent.begin(), extent.end(), [](std::int64_t e) { return e > 0; }))
    put_block(block, Shape(extent.size(), 0), read_npy_block(path, dtype, place.offsets, extent));
  return block;
}

// This process's devices' arguments (the others' left empty): file inputs
// read block by block, random ones made whole (as one process makes them)
// and cut.
std::vector<std::vector<Array>> local_arguments(const Setup& setup, const RunCommandOptions& options,
                                                DeviceBlock local) {
  const Program& program = setup.program;
  if (!options.out_per_rank_dir.empty() && !program.out_global_shapes.empty())
    throw Error(
        fmt::format("--out-per-rank: program @{} has padded blocks (uneven splits), which per-device files "
                    "would hold; use --out",
                    program.name));
  const auto files = parse_input_flags(options.inputs, program);
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (std::size_t p = 0; p < program.params.size(); ++p) {
    const Parameter& param = program.params[p];
    const auto file = files.find(param.name);
    Array random;
    Shape given;
    if (file != files.end()) {
      given = read_npy_shape(file->second);
    } else {
      random = random_input(TensorType{param.type.dtype, random_global_shape(program, p, setup.in_axes)},
                            options.seed + p);
      given = random.shape();
    }
    const std::string source = file != files.end() ? file->second : "random input %" + param.name;
    for (std::int64_t d = local.first; d < local.end(); ++d) {
      const Place place = place_of(program, p, setup.in_axes, given, d, source);
      if (given != place.global)
        throw Error(fmt::format("{}: parameter %{} expects shape {}, got {}", source, param.name,
                                shape_string(place.global), shape_string(given)));
      Array block = file != files.end() ? read_padded_block(file->second, param.type.dtype, place)
                                        : take_block(random, place.offsets, place.block);
      args[static_cast<std::size_t>(d)].push_back(block.reshape(param.type.shape));
    }
  }
  return args;
}

struct ProcessFigures {
  std::uint64_t bytes_sent = 0;
  std::int64_t peak_rss_kib = 0;
  double run_seconds = 0;
};

std::string encode_figures(const ProcessFigures& figures) {
  return fmt::format("{} {} {}", figures.bytes_sent, figures.peak_rss_kib, figures.run_seconds);
}

// One line on process 0: where the devices ran, and what each process sent,
// held at its peak and spent in the run.
void print_process_figures(Transport& transport, const ProcessInfo& info, std::int64_t devices,
                           const ProcessFigures& mine) {
  const std::vector<std::string> all = transport.all_gather(encode_figures(mine));
  if (transport.rank() != 0) return;
  std::cout << fmt::format("across {} processes ({}):\n", transport.size(), info.source);
  std::cout << "  process  devices   bytes sent  peak RSS (MiB)  run (s)\n";
  for (int r = 0; r < transport.size(); ++r) {
    ProcessFigures figures;
    std::istringstream in(all[static_cast<std::size_t>(r)]);
    in >> figures.bytes_sent >> figures.peak_rss_kib >> figures.run_seconds;
    const DeviceBlock block = device_block(devices, r, transport.size());
    std::cout << fmt::format("  {:>7}  {:>7}  {:>11}  {:>14.1f}  {:>7.4f}\n", r,
                             fmt::format("{}..{}", block.first, block.end() - 1), figures.bytes_sent,
                             static_cast<double>(figures.peak_rss_kib) / 1024.0, figures.run_seconds);
  }
}

std::int64_t peak_rss_kib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

// --out-per-rank: each process's files staged, committed when all staged,
// marked complete when all committed.
void write_per_process(Transport& transport, const Setup& setup, const RunResult& run,
                       const std::string& dir) {
  const DeviceBlock local = setup.executable->local_devices();
  const std::filesystem::path own = std::filesystem::path(dir) / fmt::format("process{}", transport.rank());
  std::optional<OutputSet> files;
  together(transport, [&] {
    files.emplace(own, "--out-per-rank");
    for (std::int64_t d = local.first; d < local.end(); ++d) {
      const auto& outputs = run.outputs[static_cast<std::size_t>(d)];
      for (std::size_t r = 0; r < outputs.size(); ++r) {
        files->add(fmt::format("out{}.device{}.npy", r, d), encode_npy(outputs[r]));
      }
    }
  });
  together(transport, [&] { files->commit(); });
  together(transport, [&] {
    if (transport.rank() != 0) return;
    std::string index = fmt::format("{{\n  \"program\": \"{}\",\n  \"devices\": {},\n  \"processes\": [\n",
                                    setup.program.name, setup.program.axis_size);
    for (int r = 0; r < transport.size(); ++r) {
      const DeviceBlock block = device_block(setup.program.axis_size, r, transport.size());
      index += fmt::format(
          "    {{\"process\": {}, \"dir\": \"process{}\", \"first_device\": {}, \"devices\": {}}}{}\n", r, r,
          block.first, block.count, r + 1 < transport.size() ? "," : "");
    }
    index += fmt::format("  ],\n  \"results\": {},\n  \"file\": \"process<P>/out<K>.device<D>.npy\"\n}}\n",
                         setup.program.results.size());
    write_file_atomically(std::filesystem::path(dir) / "index.json", index);
    write_file_atomically(std::filesystem::path(dir) / "COMPLETE", "every process wrote all of its files\n");
  });
}

void report_results(Transport& transport, const Setup& setup, const RunCommandOptions& options,
                    RunResult& run) {
  if (!options.out_per_rank_dir.empty()) {
    write_per_process(transport, setup, run, options.out_per_rank_dir);
    if (transport.rank() == 0) {
      std::cout << fmt::format("program @{} on {} ({} devices)\n", setup.program.name, setup.backend->spec(),
                               setup.program.axis_size);
      std::cout << fmt::format("outputs: per process under {} (index.json, COMPLETE)\n",
                               options.out_per_rank_dir);
    }
    return;
  }
  gather_outputs(transport, run.outputs, setup.executable->local_devices(), false);
  together(transport, [&] {
    if (transport.rank() != 0) return;
    std::optional<OutputSet> outputs;
    if (!options.out_dir.empty()) outputs.emplace(options.out_dir, "--out");
    std::cout << fmt::format("program @{} on {} ({} devices)\n", setup.program.name, setup.backend->spec(),
                             setup.program.axis_size);
    print_outputs(setup.program, run, setup.out_axes);
    if (outputs) write_outputs(setup.program, run, setup.out_axes, *outputs);
  });
}

}  // namespace

int run_across_processes(const RunCommandOptions& options, Transport& transport) {
  const ProcessInfo info = detect_processes(options.processes);
  Setup setup;
  together(transport, [&] { setup = prepare(options); });
  check_same_run(transport, run_identity(setup, options, info));
  const DeviceBlock local = setup.executable->local_devices();
  std::vector<std::vector<Array>> args;
  together(transport, [&] { args = local_arguments(setup, options, local); });
  const auto start = std::chrono::steady_clock::now();
  RunResult run = run_or_abort(transport, *setup.executable, args);
  ProcessFigures figures;
  figures.run_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  figures.bytes_sent = transport.bytes_sent();
  args.clear();
  report_results(transport, setup, options, run);
  std::optional<Profile> timed;
  together(transport, [&] { timed = simulate_timing(transport, setup); });
  if (timed) {
    std::cout << fmt::format("time from {} on process 0 (values from the reference across the processes)\n",
                             setup.timing->spec());
    std::cout << traces::summary_table(*timed, kSummaryDevices);
  } else if (transport.rank() == 0) {
    std::cout << traces::summary_table(run.profile, kSummaryDevices);
  }
  figures.peak_rss_kib = peak_rss_kib();
  print_process_figures(transport, info, setup.program.axis_size, figures);
  return 0;
}

}  // namespace pmapsim::tools
