// Shared helpers for the sim tests: opening backends, running program text.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "pmapsim/pmapsim.hpp"
#include "pmapsim/reference/backend.hpp"
#include "pmapsim/sim/backend.hpp"

namespace pmapsim::sim::testing {

inline std::unique_ptr<Backend> open_sim(const std::string& spec) {
  return open_backend(BackendSpec::parse(spec));
}

inline std::unique_ptr<Backend> open_reference(int devices) {
  return reference::open_backend(BackendSpec::parse("reference:devices=" + std::to_string(devices)));
}

// Arguments for every device: random normal data, or shape-only.
inline std::vector<std::vector<Array>> make_args(const Program& program, bool shape_only,
                                                 std::uint64_t seed = 1) {
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (std::size_t d = 0; d < args.size(); ++d) {
    for (std::size_t p = 0; p < program.params.size(); ++p) {
      const TensorType& type = program.params[p].type;
      args[d].push_back(shape_only ? Array::shape_only(type.dtype, type.shape)
                                   : random_normal(type.shape, seed + 100 * d + p, type.dtype));
    }
  }
  return args;
}

// psum(2x) over `devices` devices, each holding `width` f32 values: the
// smallest program whose run crosses links, for tests of the simulation itself.
inline Program psum_program(std::int64_t devices, std::int64_t width) {
  return pmap([](Value x) { return psum(x * 2.0, "i"); }, PmapOptions{})
      .record({TensorType{DType::f32, {devices, width}}}, devices);
}

// Sum over a unit track's events of the busy time they record.
inline double track_busy_ns(const Profile& profile, int device, const std::string& track, int op_index = -1) {
  double busy = 0;
  for (const auto& event : profile.events) {
    if (event.device != device || event.track != track) continue;
    if (op_index >= 0 && event.op_index != op_index) continue;
    for (const auto& [key, value] : event.args) {
      if (key == "busy_ns") busy += std::stod(value);
    }
  }
  return busy;
}

inline const ProfileEvent& op_event(const Profile& profile, int device, int op_index) {
  for (const auto& event : profile.events) {
    if (is_ops_track(event.track) && event.device == device && event.op_index == op_index) return event;
  }
  throw Error("no op event");
}

}  // namespace pmapsim::sim::testing
