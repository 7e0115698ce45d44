// pmap: JAX's SPMD parallel map.
//
//   auto rt = pmapsim::Runtime::open("sim:tpu-v5e,devices=8");
//   auto square = pmapsim::pmap([](pmapsim::Value x) { return x * x; });
//   pmapsim::Array y = square(rt, x);  // x: (N, 4) -> y: (N, 4)
//
// in_axes / out_axes entries are an axis number or kBroadcast (JAX's None).
// The mapped axis of every mapped argument must have one size N <= the
// backend's device count; the program runs on devices 0..N-1.
//
// Per-device buffers keep rank: a mapped (N, b, f) argument (in_axes 0) is N
// shards of (1, b, f). What the function sees depends on the rank view:
//  - RankView::preserving (default; pmap_no_rank_reduction): the
//    function sees (1, b, f); results are concatenated along out_axes.
//  - RankView::reducing (jax.pmap's function view): the mapped axis is
//    squeezed, the function sees (b, f); results are stacked along out_axes.
// Recording happens on the first call per input signature and is cached.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/backend.hpp"
#include "pmapsim/recorder.hpp"
#include "pmapsim/runtime.hpp"

namespace pmapsim {

enum class RankView : std::uint8_t { preserving, reducing };

// An in_axes/out_axes entry: an axis, or broadcast (JAX's None).
using AxisSpec = std::optional<std::int64_t>;
inline constexpr AxisSpec kBroadcast = std::nullopt;

struct PmapOptions {
  std::string axis_name = "i";
  std::vector<AxisSpec> in_axes;   // empty: every argument mapped on axis 0
  std::vector<AxisSpec> out_axes;  // empty: every result on axis 0
  RankView view = RankView::preserving;
  std::string name = "main";           // the recorded program's name
  std::vector<std::string> arg_names;  // the program's parameter names (default arg0, arg1, ...)
};

using MappedFunction = std::function<std::vector<Value>(const std::vector<Value>&)>;

class Pmapped {
 public:
  Pmapped(MappedFunction function, PmapOptions options);

  std::vector<Array> operator()(Runtime& runtime, const std::vector<Array>& args);
  Array operator()(Runtime& runtime, const Array& arg);

  // Records (or returns the cached recording of) the program for these global
  // argument types; checks the pmap rules and throws Error in JAX's words.
  const Program& record(const std::vector<TensorType>& arg_types, std::int64_t device_count);
  // The mapped axis size N for these global argument types.
  std::int64_t mapped_size(const std::vector<TensorType>& arg_types) const;
  // Splits global arguments into per-device buffers: args[device][param].
  std::vector<std::vector<Array>> shard(const std::vector<Array>& args) const;
  // Assembles per-device results into global results per out_axes.
  std::vector<Array> unshard(const Program& program, const std::vector<std::vector<Array>>& per_device) const;

  const PmapOptions& options() const { return options_; }
  // The last call's run (profile, per-device outputs).
  const RunResult& last_run() const { return last_run_; }
  // Moves the last call's run out, leaving an empty one: a training loop
  // hands each step's profile to a trace writer without copying it.
  RunResult take_last_run() { return std::exchange(last_run_, RunResult{}); }
  const Program& last_program() const;
  std::size_t recordings_made() const { return recordings_made_; }

 private:
  MappedFunction function_;
  PmapOptions options_;
  std::map<std::string, std::shared_ptr<Program>> cache_;  // by signature
  std::shared_ptr<Program> last_program_;
  RunResult last_run_;
  std::size_t recordings_made_ = 0;
};

Pmapped pmap(MappedFunction function, PmapOptions options = {});

// Parameter i's name in a recorded program: names[i] (checked to be a unique
// identifier; Error starting with `api` otherwise), or arg{i} past its end.
std::string parameter_name(const std::vector<std::string>& names, std::size_t i, std::string_view api);
Pmapped pmap(std::function<Value(Value)> function, PmapOptions options = {});
Pmapped pmap(std::function<Value(Value, Value)> function, PmapOptions options = {});

}  // namespace pmapsim
