// Live HBM bytes on one device over a program, as XProf's memory viewer
// shows them: which buffers are live while each instruction runs, the peak,
// and what holds the memory there.
//
// Every device runs the same program on same-shaped shards, so the profile
// is one per program and holds for each device; the sim backend plays it
// against each device's op times (counter track "hbm live bytes").
//
// What counts as live (the same rules as plan_program's HBM check, fusion
// included):
// parameters are the caller's buffers, live for the whole run; an
// instruction's result is allocated when it starts and lives to its last
// reader (to the end for a result; it is dropped right after its own
// instruction when nothing reads it); while an instruction runs, its scratch
// is live too. Scratch is HBM an op holds only while it runs: a reducing
// collective (psum, pmean, pmax, pmin, psum_scatter) receives one chunk of
// its operand, operand bytes / group size, before it combines it; other ops
// keep their temporaries on chip (a dot's tiles) or write straight into
// their result.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "pmapsim/program.hpp"

namespace pmapsim::sim {

// The counter track the sim backend writes (bytes, per device).
inline constexpr const char* kLiveHbmCounter = "hbm live bytes";

struct LiveBuffer {
  int instruction = -1;  // the instruction that made it; -1 for a parameter
  std::string made_by;   // "param %x", "%7 = dot", "%7 = psum (scratch)"
  TensorType type;
  double bytes = 0;
  bool scratch = false;
};

struct MemoryProfile {
  double parameter_bytes = 0;
  std::vector<double> scratch;  // per instruction
  std::vector<double> during;   // live bytes while instruction i runs
  std::vector<double> after;    // live bytes once instruction i has freed what it last read
  double peak_bytes = 0;
  int peak_instruction = -1;        // -1: the parameters alone are the peak
  std::vector<LiveBuffer> at_peak;  // the buffers live at the peak, largest first
};

// Scratch bytes an instruction holds while it runs (see above).
double scratch_bytes(const Program& program, const Instruction& instruction);

// fusion (sim/compiler/fusion.hpp; null: nothing fused): the sim's fusion groups,
// whose fused-away results are no HBM buffers and whose inputs live until
// the group's root runs.
struct FusionPlan;
MemoryProfile memory_profile(const Program& program, const FusionPlan* fusion = nullptr);
// As the sim backend of this spec ("sim:tpu-v5e,fusion=off") plays it: fused
// as its fusion= option says.
MemoryProfile memory_profile(const Program& program, const std::string& sim_spec);

// The profile's largest buffers at the peak as a table (at most `limit` rows).
std::string memory_table(const MemoryProfile& profile, std::size_t limit);

}  // namespace pmapsim::sim
