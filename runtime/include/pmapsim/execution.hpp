// What every backend's executable shares: value lifetimes, op events with the
// one args schema, and collective flow arrows from the op table.
//
// Backends keep their own way of running ops; these helpers keep the parts
// that must read the same on every backend in one place.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "pmapsim/ops.hpp"
#include "pmapsim/profile.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim {

// For each value id, the index of the last instruction that reads it:
// kNeverRead when nothing does, kReadByResults (one past the body) for the
// program's results, which live to the end.
inline constexpr std::ptrdiff_t kNeverRead = -1;
// What a program instruction reads: its operands, then the enclosing values
// its regions capture (see Region).
std::vector<ValueId> instruction_reads(const Program& program, std::size_t instruction);
std::vector<std::ptrdiff_t> value_last_uses(const Program& program);

// Values whose last reader is `instruction`, each once, parameters excluded
// (those are the caller's buffers): what may be freed after it runs.
std::vector<ValueId> values_dying_at(const Program& program, const std::vector<std::ptrdiff_t>& last_uses,
                                     std::size_t instruction);

// A while_loop about to run its body more than max_loop_trips() times is
// taken for one whose condition never turns false, and the run ends with an
// error naming the loop: a hang would report nothing. 2^20 trips (a few
// seconds of the reference's time for a small body) unless
// PMAPSIM_MAX_LOOP_TRIPS says otherwise. Every backend's loop driver calls
// check_loop_trips with the trips done before each body.
std::int64_t max_loop_trips();
void check_loop_trips(std::int64_t trips, const Instruction& loop);

// The SPMD rules of control flow every backend's driver applies.
// The region a cond or switch_case runs for one device's selector: cond's
// true branch is region 0; a switch_case index out of range takes the last
// branch (StableHLO's case).
std::size_t branch_taken(OpCode op, double selector, std::size_t branches);
// Devices may go different ways around a loop, or into different branches,
// only where no collective runs: `still` are the devices that loop on (of
// every process) and `looping` how many looped this trip; `taken` is how
// many branches some device took. Throw Error naming the op and the devices.
// The device lists are any backend's (of size_t or int); a list is copied
// only to name it in an error.
[[noreturn]] void throw_loop_disagreement(const std::vector<std::int64_t>& still);
template <class Devices>
void check_loop_agreement(const Devices& still, std::size_t looping) {
  if (!still.empty() && still.size() != looping) throw_loop_disagreement({still.begin(), still.end()});
}
void check_branch_agreement(const Instruction& branch_op, std::size_t branch, std::size_t taken);
// A collective reached by `active` devices of the `devices` this process runs:
// an error unless every one of them reached it.
[[noreturn]] void throw_collective_not_reached(const Instruction& collective,
                                               const std::vector<std::int64_t>& active);
template <class Devices>
void check_collective_reached(const Instruction& collective, const Devices& active, std::size_t devices) {
  if (active.size() != devices) throw_collective_not_reached(collective, {active.begin(), active.end()});
}

// One "ops" event per instruction and device, with cost and args computed
// once per program (the args schema is op_event_args').
class OpEvents {
 public:
  explicit OpEvents(const Program& program);
  const OpCost& cost(std::size_t instruction) const { return costs_[instruction]; }
  const std::vector<std::pair<std::string, std::string>>& args(std::size_t instruction) const {
    return args_[instruction];
  }
  // Bound is left for the backend to set; collective events get their flows.
  ProfileEvent make(std::size_t instruction, int device, double start_ns, double duration_ns) const;

 private:
  const Program* program_;
  std::vector<OpCost> costs_;
  std::vector<std::vector<std::pair<std::string, std::string>>> args_;
};

// The flow arrows a collective's event on `device` carries: a group
// collective links the group's first member to the others (groups from the
// op's axis_index_groups); ppermute links each sender to its receiver;
// axis_index and non-collectives carry none. Ids depend only on the
// instruction and the sending device, so every run links the same events.
std::vector<FlowRef> collective_flows(const Program& program, std::size_t instruction, std::int64_t device);
// The same for a backend that already knows where the device stands, to
// spare looking it up again (a lookup per device costs a pod time quadratic
// in its size): its group's first member, the group's size and its rank
// there; for ppermute, whether it sends and who sends to it (-1: nobody).
std::vector<FlowRef> group_flows(std::size_t instruction, std::int64_t first_member, std::size_t group_size,
                                 std::int64_t rank);
std::vector<FlowRef> permute_flows(std::size_t instruction, std::int64_t device, bool sends,
                                   std::int64_t source);

}  // namespace pmapsim
