// Profiles: what a run did, when, on which device and unit.
//
// Every backend fills the same types. Times are nanoseconds from the start of
// the run (simulated time for the sim, measured time for reference and cuda).
// traces/ turns a Profile into Chrome/Perfetto JSON and summary tables.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pmapsim {

struct Program;

// The args every backend puts on an "ops" event for a program instruction, so
// that traces from reference, sim and cuda read the same way:
//   "instruction"  its text ("%3 = add %1, %2 : f32[4]", print_instruction)
//   "operands"     the operand types, comma-separated ("f32[4], f32[4]")
//   "result"       the result type ("f32[4]")
//   "dtype"        the result's dtype ("f32")
// Flops, bytes and bound are ProfileEvent fields, which the trace writer
// writes itself; a backend may append args of its own after these.
std::vector<std::pair<std::string, std::string>> op_event_args(const Program& program,
                                                               std::size_t instruction);

// The name of a program instruction's "ops" event: its op's name, except a
// call, which names its callee ("call @f"), so that a trace tells calls apart.
std::string op_event_name(const Program& program, std::size_t instruction);

// Whether a track holds whole ops: "ops", or "ops:<queue>" for a backend
// that runs ops side by side on queues of their own (the sim's collectives on
// "ops:ici", beside its compute stream on "ops").
inline bool is_ops_track(std::string_view track) {
  return track == "ops" || track.starts_with("ops:");
}

// What bounded an activity, for summaries ("compute-, memory- or network-bound").
enum class Bound : std::uint8_t { none, compute, memory, network };
std::string_view bound_name(Bound bound);

// A flow arrow endpoint: events sharing an id are linked, from the event with
// start=true to those with start=false (a collective's participants, a
// ppermute's sender and receiver).
struct FlowRef {
  std::uint64_t id = 0;
  bool start = true;
};

struct ProfileEvent {
  int device = 0;
  // The unit track: "ops" for whole ops ("ops:ici" for the sim's
  // collectives, see is_ops_track), "mxu0".."mxuN", "vpu", "dma",
  // "ici:<link>", "stream0", ... One unit's events never overlap.
  std::string track;
  std::string name;  // op name ("dot") or activity ("tile batch", "send chunk")
  double start_ns = 0;
  double duration_ns = 0;
  double flops = 0;
  double bytes = 0;
  int op_index = -1;  // the program instruction it belongs to, -1 if none
  Bound bound = Bound::none;
  std::vector<std::pair<std::string, std::string>> args;  // shown in the trace viewer
  std::vector<FlowRef> flows;
};

// A sampled quantity over time on one device ("hbm GB/s", "ici:x+ GB/s").
struct CounterSample {
  int device = 0;
  std::string name;
  double time_ns = 0;
  double value = 0;
};

// What the devices could do at best, for utilization and roofline tables.
struct ProfileDevice {
  int id = 0;
  std::string name;  // "/device:SIM_TPU:0 (tpu-v5e)", "/device:GPU:0 (cuda)", "/device:CPU:0 (reference)"
  double peak_flops_per_s = 0;      // 0 when unknown
  double peak_hbm_bytes_per_s = 0;  // 0 when unknown
};

struct Profile {
  std::string backend;                          // spec string the run used
  std::string program;                          // program name
  std::map<std::string, std::string> metadata;  // preset, version, ...
  std::vector<ProfileDevice> devices;
  std::vector<ProfileEvent> events;
  std::vector<CounterSample> counters;
  double total_ns = 0;  // end of the last event (the run's makespan)

  // Appends other's events and counters shifted by offset_ns (runs one after another).
  void append(const Profile& other, double offset_ns);
};

}  // namespace pmapsim
