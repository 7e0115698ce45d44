// pmapsim._core: the C++ core as Python sees it. Everything here converts
// arguments and results; programs, sharding, running, checking and profile
// summaries are the core's own functions (runtime/, stablehlo/, traces/).
//
// Arrays: an input is copied once, from the NumPy buffer straight into each
// device's block (shard_offsets gives where); a result is handed to NumPy
// without a copy (the array owning it is kept alive by a capsule).
#include <fmt/format.h>
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/complex.h>  // std::complex as a DLPack element type
#include <nanobind/stl/optional.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>
#include <nanobind/stl/unique_ptr.h>
#include <nanobind/stl/vector.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "pmapsim/backend.hpp"
#include "pmapsim/check.hpp"
#include "pmapsim/distributed.hpp"
#include "pmapsim/distributed/session.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/sharding.hpp"
#include "pmapsim/stablehlo/import.hpp"
#include "pmapsim/traces/summary.hpp"
#include "pmapsim/traces/trace_writer.hpp"

namespace nb = nanobind;
using namespace nb::literals;

namespace pmapsim::python {
namespace {

// A C-contiguous host buffer of any dtype; its element type is named apart
// (bf16 arrives as its 16 bits, which DLPack has no name for in NumPy).
using InputBuffer = nb::ndarray<nb::ro, nb::c_contig, nb::device::cpu>;

struct Input {
  InputBuffer buffer;
  std::string dtype;  // pmapsim's dtype name ("f32", "bf16", ...)
};

nb::dlpack::dtype dlpack_dtype(DType dtype) {
  switch (dtype) {
    case DType::f32:
      return nb::dtype<float>();
    case DType::f64:
      return nb::dtype<double>();
    case DType::bf16:
    case DType::f16:
    case DType::u16:
      return nb::dtype<std::uint16_t>();  // Python views f16 and bf16 as theirs
    case DType::s8:
      return nb::dtype<std::int8_t>();
    case DType::s16:
      return nb::dtype<std::int16_t>();
    case DType::s32:
      return nb::dtype<std::int32_t>();
    case DType::s64:
      return nb::dtype<std::int64_t>();
    case DType::u8:
      return nb::dtype<std::uint8_t>();
    case DType::u32:
      return nb::dtype<std::uint32_t>();
    case DType::u64:
      return nb::dtype<std::uint64_t>();
    case DType::boolean:
      return nb::dtype<bool>();
    case DType::c64:
      return nb::dtype<std::complex<float>>();
    case DType::c128:
      return nb::dtype<std::complex<double>>();
  }
  throw Error("unsupported dtype");
}

// Hands the array's storage to NumPy without copying it.
nb::object to_numpy(Array array) {
  if (!array.has_data()) return nb::none();
  auto* owned = new Array(std::move(array));
  nb::capsule owner(owned, [](void* p) noexcept { delete static_cast<Array*>(p); });
  std::vector<std::size_t> shape(owned->shape().begin(), owned->shape().end());
  return nb::cast(nb::ndarray<nb::numpy>(owned->raw(), shape.size(), shape.data(), owner, nullptr,
                                         dlpack_dtype(owned->dtype())),
                  nb::rv_policy::reference);
}

TensorType input_type(const Input& input) {
  Shape shape;
  for (std::size_t i = 0; i < input.buffer.ndim(); ++i)
    shape.push_back(static_cast<std::int64_t>(input.buffer.shape(i)));
  return TensorType{parse_dtype(input.dtype), shape};
}

// The program as it runs from global arrays: its own in_specs/out_specs, or
// (a program without them) `pmapsim run`'s rank-preserving view, spelled as
// specs: an input of the per-device shape goes whole to every device, any
// other is split along axis 0; results are concatenated along axis 0.
Program with_specs(const Program& program, const std::vector<TensorType>& inputs) {
  if (!program.in_specs.empty()) return program;
  Program specified = program;
  for (std::size_t p = 0; p < program.params.size() && p < inputs.size(); ++p) {
    const bool whole =
        inputs[p].shape == program.params[p].type.shape || program.params[p].type.shape.empty();
    specified.in_specs.push_back(whole ? PartitionSpec{} : PartitionSpec{{program.axis_name}});
  }
  for (ValueId result : program.results) {
    const bool scalar = program.type_of(result).rank() == 0;
    specified.out_specs.push_back(scalar ? PartitionSpec{} : PartitionSpec{{program.axis_name}});
  }
  return specified;
}

std::vector<TensorType> input_types(const std::vector<Input>& inputs) {
  std::vector<TensorType> types;
  for (const Input& input : inputs) types.push_back(input_type(input));
  return types;
}

// Per-device arguments from global inputs for the program as with_specs gives
// it (specified): the types are checked by shard_arguments itself (on
// shape-only arrays, so with its messages), then each device's block is
// copied from the caller's buffer.
std::vector<std::vector<Array>> device_arguments(const Program& program, const Program& specified,
                                                 const std::vector<Input>& inputs, bool values) {
  if (inputs.size() != program.params.size())
    throw Error("program @" + program.name + " takes " + std::to_string(program.params.size()) +
                " arguments, got " + std::to_string(inputs.size()));
  std::vector<Array> shapes;
  std::vector<TensorType> types;
  for (const Input& input : inputs) {
    types.push_back(input_type(input));
    shapes.push_back(Array::shape_only(types.back().dtype, types.back().shape));
  }
  std::vector<std::vector<Array>> args = shard_arguments(specified, shapes);
  if (!values) return args;
  const Mesh mesh = program_mesh(specified);
  for (std::size_t p = 0; p < inputs.size(); ++p) {
    const auto* global = static_cast<const std::byte*>(inputs[p].buffer.data());
    for (std::size_t d = 0; d < args.size(); ++d) {
      Array block(types[p].dtype, args[d][p].shape());
      copy_block_from(global, types[p].shape, shard_offsets(mesh, specified.in_specs[p], block.shape(), d),
                      block);
      args[d][p] = std::move(block);
    }
  }
  return args;
}

struct RunOutput {
  std::vector<nb::object> outputs;  // global arrays (None when timing-only)
  Profile profile;
};

class PyBackend {
 public:
  explicit PyBackend(const std::string& spec) : backend_(BackendRegistry::global().open(spec)) {}
  Backend& get() { return *backend_; }

 private:
  std::unique_ptr<Backend> backend_;
};

// A program compiled once for one backend: Runtime keeps it beside the
// Program, so a training loop of many steps compiles (and the simulator
// builds its plan and its SystemC world) once, as jax.jit caches.
class PyExecutable {
 public:
  PyExecutable(PyBackend& backend, const Program& program) {
    nb::gil_scoped_release unlocked;
    executable_ = backend.get().compile(program);
  }
  Executable& get() { return *executable_; }

  // with_specs(program, types), kept for the last input types: copying the
  // program (loop bodies and all) on every run cost more than running a
  // small one. Runs from several threads share it.
  std::shared_ptr<const Program> specified(const Program& program, const std::vector<TensorType>& types) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (!specified_ || specified_types_ != types) {
      specified_ = std::make_shared<const Program>(with_specs(program, types));
      specified_types_ = types;
    }
    return specified_;
  }

 private:
  std::unique_ptr<Executable> executable_;
  std::mutex mutex_;
  std::vector<TensorType> specified_types_;
  std::shared_ptr<const Program> specified_;
};

// Runs `program` with `executable` when given (compiled from the same
// program for the same backend), else compiles it for this run only.
// The transport when `executable` spans the processes (after
// pmapsim.distributed.initialize), else null.
Transport* spanning(const Executable& executable) {
  const DeviceBlock local = executable.local_devices();
  if (local.first == 0 && local.count == executable.program().axis_size) return nullptr;
  return process_transport().get();
}

// Before any collective: every process must run the same program on the same
// backend, else each raises the same one line (rather than waiting for the
// collective timeout, or mixing two programs' operands).
void check_same_program(Transport& transport, const Program& program, const std::string& spec) {
  std::uint64_t hash = 14695981039346656037ULL;  // FNV-1a: the same on every process
  for (const char c : print(program)) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
  const std::string mine = fmt::format("@{} (text hash {:016x}) on '{}'", program.name, hash, spec);
  const CollectiveSite site("the processes' check that they run the same program");
  const std::vector<std::string> all = transport.all_gather(mine);
  for (std::size_t r = 1; r < all.size(); ++r) {
    if (all[r] != all[0]) {
      throw Error(fmt::format("the processes run different programs: process {} runs {}, process 0 {}", r,
                              all[r], all[0]));
    }
  }
}

// An executable that spans the processes computes its own devices' results;
// every process returns every device's, as one process would.
RunResult run_everywhere(Executable& executable, const std::string& spec,
                         const std::vector<std::vector<Array>>& args) {
  Transport* transport = spanning(executable);
  if (transport == nullptr) return executable.run(args);
  check_same_program(*transport, executable.program(), spec);
  RunResult result = executable.run(args);
  gather_outputs(*transport, result.outputs, executable.local_devices(), true);
  return result;
}

// pmapsim.distributed: one Session per process, as jax.distributed.initialize
// allows one initialize; ended by shutdown (atexit) before the interpreter exits.
std::unique_ptr<distributed::Session>& python_session() {
  static std::unique_ptr<distributed::Session> session;
  return session;
}

void distributed_initialize(const std::string& coordinator, std::optional<int> num_processes,
                            std::optional<int> process_id, std::optional<double> collective_timeout_s) {
  std::unique_ptr<distributed::Session>& session = python_session();
  if (session) {
    throw Error(fmt::format(
        "pmapsim.distributed.initialize was already called in this process (process {} of {}); call it once",
        session->info().id, session->info().count));
  }
  ProcessOverrides overrides;
  overrides.coordinator = coordinator;
  overrides.count = num_processes;
  overrides.id = process_id;
  overrides.collective_timeout_s = collective_timeout_s;
  overrides.explicit_names = "process_id/num_processes";
  nb::gil_scoped_release unlocked;
  session = std::make_unique<distributed::Session>(overrides);
}

nb::tuple distributed_state() {
  const std::unique_ptr<distributed::Session>& session = python_session();
  if (!session) return nb::make_tuple(false, 0, 1, "one process");
  const ProcessInfo& info = session->info();
  return nb::make_tuple(true, info.id, info.count, info.source);
}

RunOutput run_program(PyBackend& backend, const Program& program, const std::vector<Input>& inputs,
                      PyExecutable* executable) {
  RunResult result;
  std::shared_ptr<const Program> specified;
  {
    nb::gil_scoped_release unlocked;
    const bool values = backend.get().computes_values();
    const std::vector<TensorType> types = input_types(inputs);
    specified = executable ? executable->specified(program, types)
                           : std::make_shared<const Program>(with_specs(program, types));
    auto args = device_arguments(program, *specified, inputs, values);
    try {
      std::unique_ptr<Executable> compiled;
      if (!executable) compiled = backend.get().compile(program);
      Executable& runs = executable ? executable->get() : *compiled;
      result = run_everywhere(runs, backend.get().spec(), args);
    } catch (const std::bad_alloc&) {
      throw Error(fmt::format("out of host memory running program '{}' on backend '{}'", program.name,
                              backend.get().spec()));
    }
  }
  RunOutput out;
  out.profile = std::move(result.profile);
  if (!backend.get().computes_values()) {
    out.outputs.assign(program.results.size(), nb::none());
    return out;
  }
  std::vector<Array> globals = assemble_results(*specified, result.outputs);
  for (Array& global : globals) out.outputs.push_back(to_numpy(std::move(global)));
  return out;
}

// Per output, errors against the other run's global arrays, and (when they
// disagree) the first instruction where `backend` and the reference part.
CheckReport check_program(PyBackend& backend, PyBackend& reference, const Program& program,
                          const std::vector<Input>& inputs, std::optional<double> f32_tolerance,
                          std::optional<double> bf16_tolerance) {
  nb::gil_scoped_release unlocked;
  CheckOptions options;
  options.f32_tolerance = f32_tolerance;
  options.bf16_tolerance = bf16_tolerance;
  const auto args = device_arguments(program, with_specs(program, input_types(inputs)), inputs, true);
  return check(program, args, backend.get(), reference.get(), options);
}

OutputCheck compare_arrays(int result, const Input& got, const Input& want, double tolerance) {
  auto to_array = [](const Input& input) {
    Array array(parse_dtype(input.dtype), input_type(input).shape);
    std::memcpy(array.raw(), input.buffer.data(), array.byte_size());
    return array;
  };
  return compare_output(result, {to_array(got)}, {to_array(want)}, tolerance);
}

// The C++ side of the overhead bench (examples/python/bench_overhead.py): the
// mean seconds of `repeats` compile_and_run calls with per-device arguments
// already made, as a C++ caller makes them.
double time_core_run(PyBackend& backend, const Program& program, const std::vector<Input>& inputs,
                     int repeats) {
  nb::gil_scoped_release unlocked;
  const auto args = device_arguments(program, with_specs(program, input_types(inputs)), inputs,
                                     backend.get().computes_values());
  compile_and_run(backend.get(), program, args);  // warm
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < repeats; ++i) compile_and_run(backend.get(), program, args);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / repeats;
}

nb::list type_list(const Program& program, bool params, bool global) {
  nb::list types;
  const std::size_t count = params ? program.params.size() : program.results.size();
  for (std::size_t i = 0; i < count; ++i) {
    TensorType type = params
                          ? (global ? global_parameter_type(program, i) : program.params[i].type)
                          : (global ? global_result_type(program, i) : program.type_of(program.results[i]));
    types.append(nb::make_tuple(std::string(dtype_name(type.dtype)), nb::tuple(nb::cast(type.shape))));
  }
  return types;
}

void bind_profile(nb::module_& m) {
  nb::class_<traces::OpTotal>(m, "OpTotal")
      .def_ro("name", &traces::OpTotal::name)
      .def_ro("count", &traces::OpTotal::count)
      .def_ro("total_ns", &traces::OpTotal::total_ns)
      .def_ro("share", &traces::OpTotal::share)
      .def_ro("devices", &traces::OpTotal::devices)
      .def_prop_ro("bound", [](const traces::OpTotal& op) { return std::string(bound_name(op.bound)); });
  nb::class_<traces::UnitBusy>(m, "UnitBusy")
      .def_ro("device", &traces::UnitBusy::device)
      .def_ro("track", &traces::UnitBusy::track)
      .def_ro("busy_ns", &traces::UnitBusy::busy_ns)
      .def_ro("utilization", &traces::UnitBusy::utilization);
  nb::class_<traces::DeviceRates>(m, "DeviceRates")
      .def_ro("device", &traces::DeviceRates::device)
      .def_ro("name", &traces::DeviceRates::name)
      .def_ro("flops", &traces::DeviceRates::flops)
      .def_ro("bytes", &traces::DeviceRates::bytes)
      .def_ro("flops_per_s", &traces::DeviceRates::flops_per_s)
      .def_ro("bytes_per_s", &traces::DeviceRates::bytes_per_s)
      .def_ro("link_bytes", &traces::DeviceRates::link_bytes)
      .def_ro("peak_flops_per_s", &traces::DeviceRates::peak_flops_per_s)
      .def_ro("peak_hbm_bytes_per_s", &traces::DeviceRates::peak_hbm_bytes_per_s);
  nb::class_<traces::CriticalPath>(m, "CriticalPath")
      .def_ro("device", &traces::CriticalPath::device)
      .def_ro("op_count", &traces::CriticalPath::op_count)
      .def_ro("span_ns", &traces::CriticalPath::span_ns)
      .def_ro("compute_ns", &traces::CriticalPath::compute_ns)
      .def_ro("memory_ns", &traces::CriticalPath::memory_ns)
      .def_ro("network_ns", &traces::CriticalPath::network_ns)
      .def_ro("waiting_ns", &traces::CriticalPath::waiting_ns)
      .def_ro("collective_ns", &traces::CriticalPath::collective_ns)
      .def_ro("exposed_collective_ns", &traces::CriticalPath::exposed_collective_ns);
  nb::class_<traces::ProfileSummary>(m, "ProfileSummary")
      .def_ro("program", &traces::ProfileSummary::program)
      .def_ro("backend", &traces::ProfileSummary::backend)
      .def_ro("makespan_ns", &traces::ProfileSummary::makespan_ns)
      .def_ro("ops", &traces::ProfileSummary::ops)
      .def_ro("units", &traces::ProfileSummary::units)
      .def_ro("devices", &traces::ProfileSummary::devices)
      .def_ro("critical_path", &traces::ProfileSummary::critical_path)
      .def_ro("live_hbm_peaks", &traces::ProfileSummary::live_hbm_peaks)
      .def(
          "table",
          [](const traces::ProfileSummary& s, std::size_t max_devices) {
            return traces::summary_table(s, max_devices);
          },
          "max_devices"_a = 4);
  nb::class_<Profile>(m, "Profile")
      .def_ro("backend", &Profile::backend)
      .def_ro("program", &Profile::program)
      .def_prop_ro("metadata",
                   [](const Profile& p) {
                     nb::dict d;
                     for (const auto& [k, v] : p.metadata) d[nb::str(k.c_str())] = v;
                     return d;
                   })
      .def_prop_ro("event_count", [](const Profile& p) { return p.events.size(); })
      .def_prop_ro("makespan_ns", [](const Profile& p) { return traces::makespan_ns(p); })
      .def("summarize", [](const Profile& p) { return traces::summarize(p); })
      .def(
          "save_trace", [](const Profile& p, const std::string& path) { traces::write_trace(p, path); },
          "path"_a);
}

void bind_check(nb::module_& m) {
  nb::class_<OutputCheck>(m, "OutputCheck")
      .def_ro("result", &OutputCheck::result)
      .def_prop_ro("dtype", [](const OutputCheck& c) { return std::string(dtype_name(c.type.dtype)); })
      .def_prop_ro("shape", [](const OutputCheck& c) { return c.type.shape; })
      .def_ro("rel_error", &OutputCheck::rel_error)
      .def_ro("max_abs_error", &OutputCheck::max_abs_error)
      .def_ro("worst_device", &OutputCheck::worst_device)
      .def_ro("tolerance", &OutputCheck::tolerance)
      .def_ro("passed", &OutputCheck::passed)
      .def_ro("problem", &OutputCheck::problem);
  nb::class_<Divergence>(m, "Divergence")
      .def_ro("instruction", &Divergence::instruction)
      .def_ro("device", &Divergence::device)
      .def_ro("text", &Divergence::text)
      .def_ro("rel_error", &Divergence::rel_error)
      .def_ro("max_abs_error", &Divergence::max_abs_error);
  nb::class_<CheckReport>(m, "CheckReport")
      .def_ro("outputs", &CheckReport::outputs)
      .def_ro("first_divergence", &CheckReport::first_divergence)
      .def_prop_ro("passed", &CheckReport::passed)
      .def("table", &CheckReport::table);
  m.def("default_tolerance", [](const std::string& dtype) { return default_tolerance(parse_dtype(dtype)); });
  m.def("compare_arrays", &compare_arrays, "result"_a, "got"_a, "want"_a, "tolerance"_a);
  m.def("check_program", &check_program, "backend"_a, "reference"_a, "program"_a, "inputs"_a,
        "f32_tolerance"_a = nb::none(), "bf16_tolerance"_a = nb::none());
}

}  // namespace
}  // namespace pmapsim::python

NB_MODULE(_core, m) {
  using namespace pmapsim;
  using namespace pmapsim::python;
  m.doc() = "pmapsim's C++ core (use the pmapsim package, not this module)";
  // Every error a user can cause is a pmapsim::Error with a one-line message: bad input, so ValueError.
  nb::register_exception_translator([](const std::exception_ptr& p, void*) {
    try {
      std::rethrow_exception(p);
    } catch (const pmapsim::Error& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });

  nb::class_<Input>(m, "Input")
      .def(nb::init<InputBuffer, std::string>(), "buffer"_a, "dtype"_a)
      .def_ro("dtype", &Input::dtype);

  nb::class_<Program>(m, "Program")
      .def_static(
          "from_stablehlo",
          [](const std::string& text, const std::string& source_name,
             const std::vector<std::pair<std::string, std::int64_t>>& mesh) {
            std::vector<std::string> notes;
            ImportOptions options;
            for (const auto& [name, size] : mesh) options.mesh.push_back(MeshAxis{name, size});
            Program program = import_stablehlo(text, source_name, &notes, options);
            // What the import did that the program does not say (a jit program run
            // unpartitioned) reaches the user as a Python warning.
            for (const std::string& note : notes)
              if (PyErr_WarnEx(PyExc_UserWarning, note.c_str(), 1) != 0) throw nb::python_error();
            return program;
          },
          "text"_a, "source_name"_a = "<stablehlo>",
          "mesh"_a = std::vector<std::pair<std::string, std::int64_t>>{})
      .def_static("from_text", &parse_program, "text"_a, "source_name"_a = "")
      .def_static("from_file", &read_program_file, "path"_a)
      .def_ro("name", &Program::name)
      .def_ro("axis_size", &Program::axis_size)
      .def_prop_ro("has_specs", [](const Program& p) { return !p.in_specs.empty(); })
      .def_prop_ro("param_types", [](const Program& p) { return type_list(p, true, false); })
      .def_prop_ro("result_types", [](const Program& p) { return type_list(p, false, false); })
      .def_prop_ro("global_param_types", [](const Program& p) { return type_list(p, true, true); })
      .def_prop_ro("global_result_types", [](const Program& p) { return type_list(p, false, true); })
      .def_prop_ro("instruction_count", [](const Program& p) { return p.body.size(); })
      .def("text", [](const Program& p) { return print(p); });

  nb::class_<PyBackend>(m, "Backend")
      .def(nb::init<const std::string&>(), "spec"_a)
      .def_prop_ro("spec", [](PyBackend& b) { return b.get().spec(); })
      .def_prop_ro("kind", [](PyBackend& b) { return b.get().kind(); })
      .def_prop_ro("computes_values", [](PyBackend& b) { return b.get().computes_values(); })
      .def_prop_ro("devices",
                   [](PyBackend& b) {
                     nb::list devices;
                     for (const DeviceInfo& d : b.get().devices())
                       devices.append(nb::make_tuple(d.id, d.name, d.description));
                     return devices;
                   })
      .def("describe", [](PyBackend& b) { return b.get().describe(); });

  nb::class_<RunOutput>(m, "RunOutput")
      .def_ro("outputs", &RunOutput::outputs)
      .def_ro("profile", &RunOutput::profile);
  nb::class_<PyExecutable>(m, "Executable")
      .def(nb::init<PyBackend&, const Program&>(), "backend"_a, "program"_a);
  m.def("run_program", &run_program, "backend"_a, "program"_a, "inputs"_a, "executable"_a = nb::none());
  m.def("time_core_run", &time_core_run, "backend"_a, "program"_a, "inputs"_a, "repeats"_a);
  m.def("backend_kinds", [] {
    nb::list kinds;
    for (const auto& e : BackendRegistry::global().entries())
      kinds.append(nb::make_tuple(e.kind, e.available, e.summary));
    return kinds;
  });

  m.def("distributed_initialize", &distributed_initialize, "coordinator"_a, "num_processes"_a.none(),
        "process_id"_a.none(), "collective_timeout_s"_a.none());
  m.def("distributed_state", &distributed_state);
  m.def("distributed_shutdown", [] { python_session().reset(); });

  bind_profile(m);
  bind_check(m);
}
