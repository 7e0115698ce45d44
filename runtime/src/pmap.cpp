// pmap: records the mapped function once per argument signature, splits the
// global arguments into per-device buffers, runs one SPMD launch and
// reassembles the results.
//
// Buffers always keep rank: device d's shard of a mapped argument is the
// slice [d:d+1] along its mapped axis, which stays where it was. The rank
// view only changes what the function sees:
//  - preserving: the buffers themselves, (1, b, f) for a mapped (N, b, f).
//  - reducing: the recording squeezes the mapped axis before calling the function
//    (which sees (b, f)) and puts a size-1 axis at position 0 of every mapped
//    result afterwards, so that result buffers are (1, ...) in both views.
//
// Results with out_axes k: the per-device result buffers are concatenated
// along their axis 0 (the size-1 device axis) and that axis is then moved to
// position k, which counts in the result's (rank-preserving) shape. With
// out_axes broadcast the function's result must not depend on the device and
// device 0's value is returned, as JAX returns one replica.
#include "pmapsim/pmap.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

std::string python_shape(const Shape& shape) {
  if (shape.size() == 1) return fmt::format("({},)", shape[0]);
  return fmt::format("({})", fmt::join(shape, ", "));
}

// The axes spec for `count` entries: the given one, or axis 0 everywhere.
std::vector<AxisSpec> axes_or_default(const std::vector<AxisSpec>& given, std::size_t count,
                                      std::string_view what, std::string_view things) {
  if (given.empty()) return std::vector<AxisSpec>(count, AxisSpec{0});
  if (given.size() != count) {
    throw Error(
        fmt::format("pmap {} has {} entries but the function has {} {}", what, given.size(), count, things));
  }
  return given;
}

// slice_axis, concatenate and moveaxis keep shape-only arrays shape-only.
Array assemble_mapped(const std::vector<Array>& shards, std::int64_t out_axis) {
  return Array::concatenate(shards, 0).moveaxis(0, static_cast<int>(out_axis));
}

// Every argument's mapped axis, counted from the end when negative;
// nullopt for broadcast arguments.
std::vector<AxisSpec> resolve_in_axes(const PmapOptions& options, const std::vector<TensorType>& types) {
  std::vector<AxisSpec> axes = axes_or_default(options.in_axes, types.size(), "in_axes", "arguments");
  for (std::size_t i = 0; i < types.size(); ++i) {
    if (!axes[i]) continue;
    const std::int64_t rank = types[i].rank();
    const std::int64_t given = *axes[i];
    if (given < -rank || given >= rank) {
      throw Error(fmt::format("pmap in_axes {} is out of bounds for argument {} of rank {}", given, i, rank));
    }
    axes[i] = given < 0 ? given + rank : given;
  }
  return axes;
}

std::string signature_of(const std::vector<TensorType>& arg_types, std::int64_t mapped) {
  std::string key = fmt::format("N={}", mapped);
  for (const TensorType& type : arg_types) {
    key += ';';
    key += type.str();
  }
  return key;
}

}  // namespace

// Parameter names appear in the program text as %name: identifiers, unique.
std::string parameter_name(const std::vector<std::string>& names, std::size_t i, std::string_view api) {
  if (i >= names.size()) return fmt::format("arg{}", i);
  const std::string& name = names[i];
  const bool identifier =
      !name.empty() && (std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_') &&
      std::all_of(name.begin(), name.end(),
                  [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
  if (!identifier) throw Error(fmt::format("{} arg_names[{}] '{}' is not an identifier", api, i, name));
  if (std::find(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(i), name) !=
      names.begin() + static_cast<std::ptrdiff_t>(i)) {
    throw Error(fmt::format("{} arg_names[{}] '{}' is used twice", api, i, name));
  }
  return name;
}

Pmapped::Pmapped(MappedFunction function, PmapOptions options)
    : function_(std::move(function)), options_(std::move(options)) {}

std::int64_t Pmapped::mapped_size(const std::vector<TensorType>& arg_types) const {
  const std::vector<AxisSpec> axes = resolve_in_axes(options_, arg_types);
  std::optional<std::int64_t> size;
  bool consistent = true;
  std::vector<std::string> descriptions;
  for (std::size_t i = 0; i < arg_types.size(); ++i) {
    if (!axes[i]) continue;
    const std::int64_t this_size = arg_types[i].shape[static_cast<std::size_t>(*axes[i])];
    descriptions.push_back(fmt::format("argument {} of shape {} mapped along axis {} has size {}", i,
                                       python_shape(arg_types[i].shape), *axes[i], this_size));
    if (size && *size != this_size) consistent = false;
    if (!size) size = this_size;
  }
  if (!size) throw Error("pmap requires at least one argument with a mapped axis");
  if (!consistent) {
    throw Error(fmt::format("pmap got inconsistent sizes for array axes to be mapped: {}",
                            fmt::join(descriptions, ", ")));
  }
  if (*size < 1) throw Error("pmap: the mapped axis has size 0; at least one device is needed");
  return *size;
}

const Program& Pmapped::record(const std::vector<TensorType>& arg_types, std::int64_t device_count) {
  const std::int64_t mapped = mapped_size(arg_types);
  if (mapped > device_count) {
    throw Error(fmt::format(
        "compiling computation that requires {} logical devices, but only {} devices are available "
        "(num_replicas={})",
        mapped, device_count, mapped));
  }
  const std::string key = signature_of(arg_types, mapped);
  if (auto found = cache_.find(key); found != cache_.end()) {
    last_program_ = found->second;
    return *last_program_;
  }

  const std::vector<AxisSpec> in_axes = resolve_in_axes(options_, arg_types);
  const bool reducing = options_.view == RankView::reducing;
  Recorder recorder(options_.name, options_.axis_name, mapped);
  std::vector<Value> params;
  for (std::size_t i = 0; i < arg_types.size(); ++i) {
    TensorType buffer = arg_types[i];
    if (in_axes[i]) buffer.shape[static_cast<std::size_t>(*in_axes[i])] = 1;
    params.push_back(recorder.parameter(parameter_name(options_.arg_names, i, "pmap"), std::move(buffer)));
  }

  std::vector<Value> results;
  {
    Recorder::Scope scope(recorder);
    std::vector<Value> seen = params;
    if (reducing) {
      for (std::size_t i = 0; i < params.size(); ++i) {
        if (in_axes[i]) seen[i] = squeeze(params[i], *in_axes[i]);
      }
    }
    results = function_(seen);
    if (results.empty()) throw Error("pmap: the mapped function returned no results");
    const std::vector<AxisSpec> out_axes =
        axes_or_default(options_.out_axes, results.size(), "out_axes", "results");
    for (std::size_t r = 0; r < results.size(); ++r) {
      if (results[r].recorder() != &recorder) {
        throw Error(fmt::format("pmap: result {} was not computed by the mapped function", r));
      }
      if (!out_axes[r]) continue;
      if (reducing) results[r] = expand_dims(results[r], 0);
      const std::int64_t rank = results[r].rank();
      if (rank == 0) {
        throw Error(fmt::format(
            "pmap: result {} is a scalar; in the rank-preserving view a mapped result needs the device axis "
            "(return shape (1,) or use out_axes broadcast)",
            r));
      }
      const std::int64_t axis = *out_axes[r];
      if (axis < -rank || axis >= rank) {
        throw Error(fmt::format("pmap out_axes {} is out of bounds for result {} of rank {}", axis, r, rank));
      }
    }
  }
  recorder.set_results(results);
  auto program = std::make_shared<Program>(recorder.take_program());
  verify(*program);
  ++recordings_made_;
  cache_.emplace(key, program);
  last_program_ = program;
  return *last_program_;
}

std::vector<std::vector<Array>> Pmapped::shard(const std::vector<Array>& args) const {
  std::vector<TensorType> types;
  for (const Array& arg : args) types.push_back(arg.type());
  const std::int64_t mapped = mapped_size(types);
  const std::vector<AxisSpec> in_axes = resolve_in_axes(options_, types);
  std::vector<std::vector<Array>> per_device(static_cast<std::size_t>(mapped));
  for (std::int64_t device = 0; device < mapped; ++device) {
    std::vector<Array>& buffers = per_device[static_cast<std::size_t>(device)];
    buffers.reserve(args.size());
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (!in_axes[i]) {
        buffers.push_back(args[i]);
        continue;
      }
      buffers.push_back(args[i].slice_axis(static_cast<int>(*in_axes[i]), device));
    }
  }
  return per_device;
}

std::vector<Array> Pmapped::unshard(const Program& program,
                                    const std::vector<std::vector<Array>>& per_device) const {
  const std::size_t count = program.results.size();
  const std::vector<AxisSpec> out_axes = axes_or_default(options_.out_axes, count, "out_axes", "results");
  if (per_device.empty()) throw Error("pmap: the run returned no devices' results");
  std::vector<Array> results;
  for (std::size_t r = 0; r < count; ++r) {
    std::vector<Array> shards;
    for (const std::vector<Array>& outputs : per_device) {
      if (outputs.size() != count) {
        throw Error(
            fmt::format("pmap: a device returned {} results, the program has {}", outputs.size(), count));
      }
      shards.push_back(outputs[r]);
    }
    if (!out_axes[r]) {
      results.push_back(shards.front());
      continue;
    }
    const std::int64_t rank = shards.front().rank();
    const std::int64_t axis = *out_axes[r] < 0 ? *out_axes[r] + rank : *out_axes[r];
    results.push_back(assemble_mapped(shards, axis));
  }
  return results;
}

std::vector<Array> Pmapped::operator()(Runtime& runtime, const std::vector<Array>& args) {
  std::vector<TensorType> types;
  for (const Array& arg : args) types.push_back(arg.type());
  const Program& program = record(types, runtime.device_count());
  last_run_ = runtime.executable(program).run(shard(args));
  return unshard(program, last_run_.outputs);
}

Array Pmapped::operator()(Runtime& runtime, const Array& arg) {
  std::vector<Array> results = (*this)(runtime, std::vector<Array>{arg});
  if (results.size() != 1) {
    throw Error(
        fmt::format("pmap: the function returned {} results; call it with a vector of arguments to get "
                    "them all",
                    results.size()));
  }
  return std::move(results.front());
}

const Program& Pmapped::last_program() const {
  if (!last_program_) throw Error("pmap: nothing has been recorded yet");
  return *last_program_;
}

Pmapped pmap(MappedFunction function, PmapOptions options) {
  return Pmapped(std::move(function), std::move(options));
}

namespace {

void expect_arguments(const std::vector<Value>& args, std::size_t count) {
  if (args.size() != count) {
    throw Error(fmt::format("pmap: the mapped function takes {} argument{}, got {}", count,
                            count == 1 ? "" : "s", args.size()));
  }
}

}  // namespace

Pmapped pmap(std::function<Value(Value)> function, PmapOptions options) {
  return pmap(MappedFunction([function = std::move(function)](const std::vector<Value>& args) {
                expect_arguments(args, 1);
                return std::vector<Value>{function(args[0])};
              }),
              std::move(options));
}

Pmapped pmap(std::function<Value(Value, Value)> function, PmapOptions options) {
  return pmap(MappedFunction([function = std::move(function)](const std::vector<Value>& args) {
                expect_arguments(args, 2);
                return std::vector<Value>{function(args[0], args[1])};
              }),
              std::move(options));
}

}  // namespace pmapsim
