#define SC_INCLUDE_DYNAMIC_PROCESSES
#include "engine/simulation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <exception>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>
#include <string_view>
#include <systemc>
#include <thread>

#include "chip/units.hpp"
#include "engine/sanitizer_stacks.hpp"
#include "engine/sim_time.hpp"
#include "engine/systemc_context.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/execution.hpp"

// libsystemc's own main() calls sc_main(); pmapsim programs have their own
// main, but the shared library still needs the symbol to link. It is never
// called.
int sc_main(int, char*[]) {
  return 1;
}

namespace pmapsim::sim {
namespace {

// The length of the union of intervals (they may overlap).
double union_ns(std::vector<std::pair<double, double>> spans) {
  std::sort(spans.begin(), spans.end());
  double total = 0, covered_to = -std::numeric_limits<double>::infinity();
  for (const auto& [start, end] : spans) {
    total += std::max(0.0, end - std::max(start, covered_to));
    covered_to = std::max(covered_to, end);
  }
  return total;
}

using sc_core::SC_NS;
using sc_core::sc_time;

// Device threads run on coroutine stacks of this size.
constexpr std::size_t kThreadStackBytes = 256 * 1024;

// Where every device stands in one collective instruction. Worked out once
// for all devices: looking it up per device (reading the op's groups or its
// permutation) costs a pod time and memory quadratic in its size.
struct CollectiveParticipants {
  // Group collectives: the groups, each list shared by its members' calls;
  // per device, its group (-1: in none) and its rank there.
  std::vector<std::shared_ptr<const std::vector<int>>> groups;
  std::vector<int> group_of;
  std::vector<int> rank;
  // ppermute: every device is in the one group; per device, who sends to it
  // and where it sends (-1: nobody).
  std::vector<int> source;
  std::vector<int> destination;
};

CollectiveParticipants permute_participants(const Program& program, const Instruction& ins) {
  const auto devices = static_cast<std::size_t>(program.axis_size);
  CollectiveParticipants result;
  auto everyone = std::make_shared<std::vector<int>>(devices);
  std::iota(everyone->begin(), everyone->end(), 0);
  result.groups.push_back(std::move(everyone));
  result.source.assign(devices, -1);
  result.destination.assign(devices, -1);
  const IntList sources = ppermute_sources(ins.attrs, program.axis_size);
  for (std::size_t destination = 0; destination < devices; ++destination) {
    const std::int64_t source = sources[destination];
    result.source[destination] = static_cast<int>(source);
    // A device named twice as a source sends to the last destination that names it.
    if (source >= 0 && source < program.axis_size)
      result.destination[static_cast<std::size_t>(source)] = static_cast<int>(destination);
  }
  return result;
}

CollectiveParticipants group_participants(const Program& program, const Instruction& ins) {
  const auto devices = static_cast<std::size_t>(program.axis_size);
  CollectiveParticipants result;
  result.group_of.assign(devices, -1);
  result.rank.assign(devices, 0);
  for (const IntList& members : collective_groups(ins.attrs, program.axis_size)) {
    const auto group = static_cast<int>(result.groups.size());
    auto list = std::make_shared<std::vector<int>>();
    list->reserve(members.size());
    for (std::size_t rank = 0; rank < members.size(); ++rank) {
      const std::int64_t device = members[rank];
      list->push_back(static_cast<int>(device));
      // A device's place is its first appearance, as group_position finds it.
      if (device < 0 || device >= program.axis_size) continue;
      const auto at = static_cast<std::size_t>(device);
      if (result.group_of[at] >= 0) continue;
      result.group_of[at] = group;
      result.rank[at] = static_cast<int>(rank);
    }
    result.groups.push_back(std::move(list));
  }
  return result;
}

// The participants of each collective instruction, worked out when a device
// first reaches it. A failure (malformed groups) is not kept: every device
// that reaches the op fails with it, as it would looking the groups up itself.
class ParticipantsCache {
 public:
  explicit ParticipantsCache(const Program& program) : program_(program), entries_(program.body.size()) {}

  const CollectiveParticipants& of(std::size_t instruction) {
    std::optional<CollectiveParticipants>& entry = entries_.at(instruction);
    if (!entry) {
      const Instruction& ins = program_.body[instruction];
      entry = ins.op == OpCode::ppermute ? permute_participants(program_, ins)
                                         : group_participants(program_, ins);
    }
    return *entry;
  }

 private:
  const Program& program_;
  std::vector<std::optional<CollectiveParticipants>> entries_;
};

// What every device model reads.
struct RunContext {
  const Program* program = nullptr;
  const ProgramPlan* plan = nullptr;
  const HardwareConfig* hw = nullptr;
  Interconnect* interconnect = nullptr;  // also the run's clock
  CollectiveEngine* engine = nullptr;
  ParticipantsCache* participants = nullptr;
  bool profile = false;  // set for each run
  // The order the device thread takes the instructions in (issue_order).
  std::vector<std::size_t> order;
};

bool is_collective(const OpPlan& op) {
  return op.kind == PlanKind::collective;
}

// Compute ops that wait on a collective: those reading a collective's result,
// directly or through another such op. Each goes to `slot`: just before the
// first instruction that reads it and does not itself wait (the end when none
// does). Left at its place in program order, such an op (a weight update
// reading an all-reduced gradient) would hold the compute stream until the
// collective ends, and the backward matmuls after it could not hide the
// collective; XLA's scheduler likewise sinks an all-reduce-done and its users
// towards their first use.
struct Deferral {
  std::vector<bool> waits;
  std::vector<std::size_t> slot;
};

Deferral defer_collective_readers(const Program& program, const ProgramPlan& plan) {
  const std::size_t count = program.body.size(), params = program.params.size();
  Deferral deferral{std::vector<bool>(count, false), std::vector<std::size_t>(count)};
  auto producer = [&](ValueId id) -> std::optional<std::size_t> {
    const auto value = static_cast<std::size_t>(id);
    if (value < params) return std::nullopt;
    return value - params;
  };
  for (std::size_t i = 0; i < count; ++i) {
    if (is_collective(plan.ops[i])) continue;
    for (ValueId id : plan.ops[i].inputs) {
      const std::optional<std::size_t> from = producer(id);
      if (from && (is_collective(plan.ops[*from]) || deferral.waits[*from])) deferral.waits[i] = true;
    }
  }
  // Readers come after what they read: one backward sweep settles every slot.
  for (std::size_t i = 0; i < count; ++i) deferral.slot[i] = deferral.waits[i] ? count : i;
  for (std::size_t i = count; i-- > 0;) {
    for (ValueId id : plan.ops[i].inputs) {
      const std::optional<std::size_t> from = producer(id);
      if (!from || !deferral.waits[*from]) continue;
      // A collective that reads a waiting op keeps the op at its place: deferring it would
      // hold the collective back.
      const std::size_t reader_slot = deferral.waits[i] ? deferral.slot[i] : i;
      deferral.slot[*from] =
          std::min(deferral.slot[*from], is_collective(plan.ops[i]) ? *from + 1 : reader_slot);
    }
  }
  return deferral;
}

// The order a device takes its instructions in. Sequential: program order.
// Overlap: program order, except that each collective is issued right after
// the last producer of its inputs, as XLA's latency-hiding scheduler places
// an async collective's start as early as its operand allows (JAX traces a
// backward pass with its gradient all-reduces at the end), and that compute
// ops waiting on a collective go as late as their readers allow
// (defer_collective_readers). Collectives keep this order among themselves on
// the ICI queue and compute ops keep it on the compute stream; every device
// takes the same order, so the participants of each collective meet as before.
std::vector<std::size_t> issue_order(const Program& program, const ProgramPlan& plan, Schedule schedule) {
  const std::size_t count = program.body.size(), params = program.params.size();
  std::vector<std::size_t> order;
  order.reserve(count);
  if (schedule == Schedule::sequential) {
    for (std::size_t i = 0; i < count; ++i) order.push_back(i);
    return order;
  }
  // hoisted[p + 1]: the collectives issued right after instruction p (p = -1: before any).
  std::vector<std::vector<std::size_t>> hoisted(count + 1);
  for (std::size_t i = 0; i < count; ++i) {
    if (!is_collective(plan.ops[i])) continue;
    std::ptrdiff_t after = -1;
    for (ValueId id : plan.ops[i].inputs) {
      const auto value = static_cast<std::size_t>(id);
      if (value >= params) after = std::max(after, static_cast<std::ptrdiff_t>(value - params));
    }
    hoisted[static_cast<std::size_t>(after + 1)].push_back(i);
  }
  // A collective may read another: issue each with whatever follows it, depth first.
  std::vector<std::size_t> pending;
  auto issue_after = [&](std::ptrdiff_t producer) {
    const auto& list = hoisted[static_cast<std::size_t>(producer + 1)];
    for (auto it = list.rbegin(); it != list.rend(); ++it) pending.push_back(*it);
    while (!pending.empty()) {
      const std::size_t next = pending.back();
      pending.pop_back();
      order.push_back(next);
      const auto& followers = hoisted[next + 1];
      for (auto it = followers.rbegin(); it != followers.rend(); ++it) pending.push_back(*it);
    }
  };
  const Deferral deferral = defer_collective_readers(program, plan);
  // deferred[s]: the waiting ops that go just before instruction s (s = count: at the end).
  std::vector<std::vector<std::size_t>> deferred(count + 1);
  for (std::size_t i = 0; i < count; ++i) {
    if (deferral.waits[i]) deferred[deferral.slot[i]].push_back(i);
  }
  auto emit = [&](std::size_t i) {
    order.push_back(i);
    issue_after(static_cast<std::ptrdiff_t>(i));
  };
  issue_after(-1);
  for (std::size_t i = 0; i < count; ++i) {
    for (std::size_t waiting : deferred[i]) emit(waiting);
    if (is_collective(plan.ops[i]) || deferral.waits[i]) continue;
    emit(i);
  }
  for (std::size_t waiting : deferred[count]) emit(waiting);
  return order;
}

// The writeback of a pipelined op's results when the chip has several DMA
// engines: one engine writes a finished tile back while the others load the
// next tiles, so the writeback takes the bandwidth the loads leave unused
// instead of holding them up. The loads go first; the writeback fills the
// DMA's idle time between them. Its output buffer is double-buffered, so it
// must be out before the op's next writeback starts (or the op ends).
class Writeback {
 public:
  Writeback(Unit& dma, double bytes_per_ns, double latency_ns)
      : dma_(dma), bytes_per_ns_(bytes_per_ns), latency_ns_(latency_ns) {}

  // Writes back `bytes` that exist from `ready_ns`, after what is pending.
  void add(double ready_ns, double bytes) {
    finish();
    pending_bytes_ = bytes;
    ready_ns_ = ready_ns;
  }

  // Moves what fits of the pending writeback into the DMA's idle time before a load due at `load_ns`.
  void fill_until(double load_ns) {
    const double start = std::max(dma_.free_at_ns(), ready_ns_);
    const double bytes = std::min(pending_bytes_, (load_ns - start) * bytes_per_ns_);
    if (pending_bytes_ <= 0 || bytes <= 0) return;
    write(start, bytes);
  }

  // Writes back what is still pending, now; returns when the last byte landed.
  double finish() {
    if (pending_bytes_ > 0) write(std::max(dma_.free_at_ns(), ready_ns_), pending_bytes_);
    return end_ns_;
  }

 private:
  void write(double start, double bytes) {
    end_ns_ = dma_.serve(start, bytes / bytes_per_ns_, 0, bytes) + latency_ns_;
    pending_bytes_ -= bytes;
  }

  Unit& dma_;
  double bytes_per_ns_;
  double latency_ns_;
  double pending_bytes_ = 0;
  double ready_ns_ = 0;
  double end_ns_ = 0;
};

class DeviceModel : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(DeviceModel);

  DeviceModel(const sc_core::sc_module_name& name, int device, const RunContext& context)
      : sc_core::sc_module(name),
        device_(device),
        context_(context),
        vpu_(device, UnitKind::vector),
        dma_(device, UnitKind::dma) {
    SC_THREAD(walk);
    set_stack_size(kThreadStackBytes);
    thread_ = sc_core::sc_get_last_created_process_handle();
  }

  // Readies the device for a run and wakes its thread once the simulation
  // starts. Call between sc_start()s.
  void begin_run() {
    finished_ = false;
    failure_ = nullptr;
    end_ns_ = 0;
    events_.clear();
    counters_.clear();
    flows_.clear();
    for (Unit& mxu : mxus_) mxu.reset();
    vpu_.reset();
    dma_.reset();
    start_.notify(sc_core::SC_ZERO_TIME);
  }

  sc_core::sc_process_handle thread() const { return thread_; }

  bool finished() const { return finished_; }
  std::exception_ptr failure() const { return failure_; }
  double end_ns() const { return end_ns_; }
  std::vector<ProfileEvent>& events() { return events_; }
  std::vector<CounterSample>& counters() { return counters_; }
  DeviceTimes times() const {
    DeviceTimes times;
    times.device = device_;
    times.end_ns = end_ns_;
    for (const auto& [start, end] : compute_spans_) times.compute_ns += end - start;
    for (const auto& [start, end] : collective_spans_) times.collective_ns += end - start;
    times.exposed_collective_ns = times.collective_ns - overlap_ns(collective_spans_, compute_spans_);
    // A loop's collectives may overlap the queue's: the links are busy over the union.
    if (!loop_link_spans_.empty()) {
      std::vector<std::pair<double, double>> all = collective_spans_;
      all.insert(all.end(), loop_link_spans_.begin(), loop_link_spans_.end());
      times.collective_ns = union_ns(std::move(all));
      times.exposed_collective_ns += loop_exposed_collective_ns_;
    }
    return times;
  }

  void collect_units(std::vector<UnitStats>& out) const {
    auto add = [&](const Unit& unit) {
      out.push_back({device_, unit.kind(), unit.track(), unit.busy_ns(), unit.bytes()});
    };
    for (const Unit& mxu : mxus_) add(mxu);
    add(vpu_);
    add(dma_);
  }

 private:
  // The thread: one walk over the program per run, for as long as the world lives.
  void walk() {
    enter_thread_stack(kThreadStackBytes);
    for (;;) {
      sc_core::wait(start_);
      walk_once();
    }
  }

  void walk_once() {
    try {
      const Program& program = *context_.program;
      ready_ns_.assign(program.params.size() + program.body.size(), 0.0);
      compute_free_ns_ = 0;
      compute_spans_.clear();
      collective_spans_.clear();
      loop_link_spans_.clear();
      loop_exposed_collective_ns_ = 0;
      for (std::size_t i : context_.order) run_op(i);
      end_ns_ = std::max(end_ns_, now_ns());
      // Compute ops move the device's own clock without a SystemC wait, so
      // their end is checked here against the range the engine could reach.
      const std::string problem = sc_time_problem(end_ns_, context_.interconnect->run_start());
      if (!problem.empty()) throw Error(problem);
      finished_ = true;
    } catch (const sc_core::sc_unwind_exception&) {
      throw;  // SystemC is killing this thread: let it unwind
    } catch (...) {
      failure_ = std::current_exception();
    }
  }

  double now_ns() const { return context_.interconnect->now_ns(); }

  void wait_until_ns(double end_ns) const {
    const sc_time target =
        context_.interconnect->run_start() + checked_sc_time(end_ns, context_.interconnect->run_start());
    const sc_time now = sc_core::sc_time_stamp();
    if (target > now) sc_core::wait(target - now);
  }

  bool overlapping() const { return context_.hw->schedule == Schedule::overlap; }

  // When every value the op waits for exists.
  double inputs_ready_ns(const OpPlan& op) const {
    double ready = 0;
    for (ValueId id : op.inputs) ready = std::max(ready, ready_ns_[static_cast<std::size_t>(id)]);
    return ready;
  }

  // Schedules one op. Sequential: it starts when the previous op has ended
  // (the thread waits out every op). Overlap: compute ops (the TensorCore's
  // one stream: every pipeline op) start once their inputs exist and the
  // previous compute op has ended; their time is known from the units alone,
  // so the thread does not wait for them. Collectives (the ICI queue) start
  // once their operand exists and the previous collective has ended: the
  // thread waits until then, runs the collective in simulated time (it meets
  // its peers there), and goes on with the ops after it, which may start
  // earlier than its end unless they read its result.
  void run_op(std::size_t index) {
    const OpPlan& op = context_.plan->ops[index];
    if (op.kind == PlanKind::fused) return;  // runs inside its group's root
    const bool overlap = overlapping();
    const double ready = overlap ? inputs_ready_ns(op) : 0.0;
    double start = overlap ? ready : now_ns();
    double end = start;
    Bound bound = op.bound;
    std::optional<PipelineRun> loop_links;  // a timed loop's collectives
    switch (op.kind) {
      case PlanKind::fused:
      case PlanKind::free:
        break;
      case PlanKind::pipeline: {
        if (overlap) start = std::max(start, compute_free_ns_);
        const PipelineRun played = play_pipeline(op, static_cast<int>(index), start);
        bound = played.bound;
        end = played.end_ns;
        if (!overlap) {
          wait_until_ns(end);
          end = now_ns();
        }
        compute_free_ns_ = end;
        compute_spans_.emplace_back(start, end);
        if (played.link_ns > 0) loop_links = played;
        break;
      }
      case PlanKind::collective:
        // The ICI queue is free once the thread is back from the previous
        // collective: the thread's clock moves only for collectives.
        if (overlap) wait_until_ns(start);
        start = now_ns();
        flows_ = run_collective(op);
        end = now_ns();
        collective_spans_.emplace_back(start, end);
        break;
    }
    ready_ns_[context_.program->params.size() + index] = end;
    end_ns_ = std::max(end_ns_, end);
    if (context_.profile) record_op(index, op, start, end - start, bound);
    if (loop_links) record_loop_collectives(index, start, *loop_links);
    flows_.clear();
  }

  // The matrix units come with the device's first pipeline op: a device that
  // only communicates needs none (a GPU preset's device has hundreds).
  void add_matrix_units() {
    if (!mxus_.empty()) return;
    const auto count = static_cast<std::size_t>(context_.hw->mxu_count);
    mxus_.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
      mxus_.emplace_back(device_, UnitKind::matrix, static_cast<int>(i));
  }

  struct PipelineRun {
    double end_ns = 0;
    Bound bound = Bound::none;  // the busier of compute and memory
    // A timed loop's collectives: their time on the links from the op's start, the end of
    // its other work, and the bytes this device sent.
    double link_ns = 0;
    double work_end_ns = 0;
    double link_bytes = 0;
  };

  // Plays the op's double-buffered steps on the units from `start`. Returns
  // when it ends and what bounded it; the thread does not wait.
  PipelineRun play_pipeline(const OpPlan& op, int index, double start) {
    const HardwareConfig& hw = *context_.hw;
    const auto steps = static_cast<std::int64_t>(op.steps.size());
    // Merge requests so that each unit writes at most ~16 events per op.
    const std::int64_t per_event = (steps + 15) / 16;
    const std::string op_label =
        op.event_name.empty() ? std::string(op_name(context_.program->body[index].op)) : op.event_name;
    add_matrix_units();
    for (Unit& mxu : mxus_) mxu.begin_op(index, "tile batch", per_event, context_.profile);
    vpu_.begin_op(index, op_label, per_event, context_.profile);
    dma_.begin_op(index, "transfer", 2 * per_event, context_.profile);

    const double bytes_per_ns = hw.hbm_bytes_per_s * 1e-9;
    // With several DMA engines, requests overlap their latency; with one, each pays it.
    const bool latency_hidden = hw.dma_engines > 1;
    auto transfer = [&](double earliest, double bytes) {
      if (bytes <= 0) return earliest;
      const double occupancy = bytes / bytes_per_ns + (latency_hidden ? 0.0 : hw.hbm_latency_ns);
      return dma_.serve(earliest, occupancy, 0, bytes) + (latency_hidden ? hw.hbm_latency_ns : 0.0);
    };
    // Several engines write back beside the loads; one serves every request in turn.
    Writeback writeback(dma_, bytes_per_ns, hw.hbm_latency_ns);
    auto load = [&](double earliest, double bytes) {
      if (latency_hidden) writeback.fill_until(earliest);
      return transfer(earliest, bytes);
    };
    auto store = [&](double ready, double bytes) {
      if (!latency_hidden) return transfer(ready, bytes);
      writeback.add(ready, bytes);
      return ready;
    };
    std::int64_t total_folds = 0;
    for (const auto& step : op.steps) total_folds += step.folds;
    const double flops_per_fold = total_folds > 0 ? op.flops / static_cast<double>(total_folds) : 0.0;

    double next_ready = steps > 0 ? load(start, op.steps[0].load_bytes) : start;
    double previous_compute_end = start;
    // A timed loop's collectives, one after another on the links from the loop's
    // start: the steps hold every trip's work together, and each trip's
    // collectives overlap the other trips' work (as XLA pipelines a layer loop).
    double links_free = start;
    double link_bytes = 0;
    double work_end = start;
    for (std::int64_t i = 0; i < steps; ++i) {
      const PipelineStep& step = op.steps[static_cast<std::size_t>(i)];
      links_free += step.link_ns;
      link_bytes += step.link_bytes;
      const double ready = next_ready;
      // Step i+1 reuses the buffer of step i-1, free once that step computed.
      if (i + 1 < steps)
        next_ready = load(previous_compute_end, op.steps[static_cast<std::size_t>(i + 1)].load_bytes);
      const double compute_end = compute(step, i, ready, flops_per_fold);
      if (step.store_bytes > 0) work_end = std::max(work_end, store(compute_end, step.store_bytes));
      work_end = std::max(work_end, compute_end);
      previous_compute_end = compute_end;
    }
    work_end = std::max(work_end, writeback.finish());
    const double end = std::max(work_end, links_free);
    double compute_busy = vpu_.op_busy_ns();
    for (const Unit& mxu : mxus_) compute_busy = std::max(compute_busy, mxu.op_busy_ns());
    const double link_busy = links_free - start;
    const Bound bound = op.steps.empty()                                        ? Bound::none
                        : link_busy > std::max(compute_busy, dma_.op_busy_ns()) ? Bound::network
                        : compute_busy >= dma_.op_busy_ns()                     ? Bound::compute
                                                                                : Bound::memory;
    for (Unit& mxu : mxus_) mxu.end_op(events_);
    vpu_.end_op(events_);
    dma_.end_op(events_);
    return {end, bound, link_busy, work_end, link_bytes};
  }

  // One step's compute: its folds spread over the matrix units (rotating
  // which units take the remainder), or its vector work on the VPU.
  double compute(const PipelineStep& step, std::int64_t index, double ready, double flops_per_fold) {
    const HardwareConfig& hw = *context_.hw;
    const double ns_per_cycle = 1e9 / hw.clock_hz;
    double end = ready;
    if (step.folds > 0) {
      const auto units = static_cast<std::int64_t>(mxus_.size());
      for (std::int64_t u = 0; u < units; ++u) {
        const std::int64_t folds = step.folds / units + (((u + index) % units) < step.folds % units ? 1 : 0);
        if (folds == 0) continue;
        const double duration = static_cast<double>(folds * step.fold_cycles) * ns_per_cycle;
        end = std::max(end, mxus_[static_cast<std::size_t>(u)].serve(
                                ready, duration, flops_per_fold * static_cast<double>(folds), 0));
      }
    }
    if (step.vector_ops > 0) {
      const double duration = step.vector_ops / (hw.vpu_ops_per_s() * 1e-9);
      end = std::max(end, vpu_.serve(ready, duration, step.vector_ops, 0));
    }
    return end;
  }

  // Runs the collective and returns the flow arrows its op event carries
  // (the runtime's collective_flows, as every backend draws them).
  std::vector<FlowRef> run_collective(const OpPlan& op) {
    const Program& program = *context_.program;
    const auto index = static_cast<std::size_t>(op.collective.op_index);
    const Instruction& ins = program.body[index];
    CollectiveCall call = op.collective;
    call.device = device_;
    call.instance = static_cast<std::uint64_t>(op.collective.op_index) + 1;
    const CollectiveParticipants& participants = context_.participants->of(index);
    const auto device = static_cast<std::size_t>(device_);
    if (call.kind == CollectivePattern::collective_permute) {
      call.shared_group = participants.groups.front();
      call.permute_source = participants.source[device];
      call.permute_destination = participants.destination[device];
      context_.engine->run(call);
      return permute_flows(index, device_, call.permute_destination >= 0, call.permute_source);
    }
    const int group = participants.group_of[device];
    // In no group: group_position throws the runtime's error, naming the groups.
    if (group < 0) group_position(collective_groups(ins.attrs, program.axis_size), device_);
    call.shared_group = participants.groups[static_cast<std::size_t>(group)];
    context_.engine->run(call);
    return group_flows(index, call.shared_group->front(), call.shared_group->size(),
                       participants.rank[device]);
  }

  // A timed loop's collectives run on the links beside its steps: their time counts as
  // collective time, exposed where it outlasts the loop's other work, and the profile shows
  // them, with the bytes this device sent, on a link track of the device's own (not as an op:
  // they are part of the loop's).
  void record_loop_collectives(std::size_t index, double start, const PipelineRun& played) {
    loop_link_spans_.emplace_back(start, start + played.link_ns);
    loop_exposed_collective_ns_ += std::max(0.0, start + played.link_ns - played.work_end_ns);
    if (!context_.profile) return;
    ProfileEvent event;
    event.device = device_;
    event.track = fmt::format("ici:dev{} loop collectives", device_);
    event.name = "collectives in " + std::string(op_name(context_.program->body[index].op));
    event.start_ns = start;
    event.duration_ns = played.link_ns;
    event.op_index = static_cast<int>(index);
    event.bound = Bound::network;
    event.bytes = played.link_bytes;
    events_.push_back(std::move(event));
  }

  void record_op(std::size_t index, const OpPlan& op, double start, double duration, Bound bound) {
    const Program& program = *context_.program;
    const Instruction& ins = program.body[index];
    ProfileEvent event;
    event.device = device_;
    event.track = op.kind == PlanKind::collective ? "ops:ici" : "ops";
    event.name = op.event_name.empty() ? std::string(op_name(ins.op)) : op.event_name;
    event.start_ns = start;
    event.duration_ns = duration;
    event.flops = op.flops;
    event.bytes = op.hbm_bytes;
    event.op_index = static_cast<int>(index);
    event.bound = bound;
    event.args = op.event_args;
    event.flows = flows_;
    events_.push_back(std::move(event));
    if (op.hbm_bytes > 0 && duration > 0) {
      // An op that starts as the previous one ends replaces that op's closing
      // zero: a counter holds its last sample at a time, so both say the same.
      const double rate = op.hbm_bytes / duration;
      if (!counters_.empty() && counters_.back().time_ns == start) {
        counters_.back().value = rate;
      } else {
        counters_.push_back({device_, "hbm GB/s", start, rate});
      }
      counters_.push_back({device_, "hbm GB/s", start + duration, 0.0});
    }
  }

  int device_;
  const RunContext& context_;
  std::vector<double> ready_ns_;  // per value: when it exists (this run)
  double compute_free_ns_ = 0;    // when the compute stream's last op ends
  // The busy spans of the compute stream and of the ICI queue, in order
  // (each queue runs one op at a time).
  std::vector<std::pair<double, double>> compute_spans_;
  std::vector<std::pair<double, double>> collective_spans_;
  std::vector<std::pair<double, double>> loop_link_spans_;  // timed loops' collectives
  double loop_exposed_collective_ns_ = 0;
  std::vector<Unit> mxus_;
  Unit vpu_;
  Unit dma_;
  std::vector<ProfileEvent> events_;
  std::vector<CounterSample> counters_;
  std::vector<FlowRef> flows_;  // the current op's flow arrows
  bool finished_ = false;
  double end_ns_ = 0;
  std::exception_ptr failure_;
  sc_core::sc_event start_;
  sc_core::sc_process_handle thread_;
};

}  // namespace

double overlap_ns(const std::vector<std::pair<double, double>>& a,
                  const std::vector<std::pair<double, double>>& b) {
  double shared = 0;
  std::size_t j = 0;
  for (const auto& [start, end] : a) {
    while (j < b.size() && b[j].second <= start) ++j;
    for (std::size_t k = j; k < b.size() && b[k].first < end; ++k) {
      shared += std::max(0.0, std::min(end, b[k].second) - std::max(start, b[k].first));
    }
  }
  return shared;
}

namespace {

// Threads still waiting (for the next run, or for a collective some peer
// never reached) are killed, so that their frames unwind and free what they
// own before the world goes. SystemC kills processes only from inside the
// simulation, hence the helper process and the second sc_start.
void unwind_waiting_threads(const std::vector<std::unique_ptr<DeviceModel>>& devices) {
  std::vector<sc_core::sc_process_handle> waiting;
  for (const auto& device : devices) {
    if (!device->thread().terminated()) waiting.push_back(device->thread());
  }
  if (waiting.empty()) return;
  sc_core::sc_spawn([waiting]() mutable {
    for (auto& thread : waiting) {
      if (!thread.terminated()) thread.kill();
    }
  });
  sc_core::sc_start();
  restore_sanitizer_stack_bounds();
}

std::mutex& simulation_mutex() {
  static std::mutex mutex;
  return mutex;
}

// The thread that runs simulations started with PendingSimulation. One
// thread for the process, kept for its life: starting a thread per run costs
// more than the wait it saves, and simulations are serialised anyway.
class ModelThread {
 public:
  static ModelThread& instance() {
    static ModelThread thread;
    return thread;
  }

  void submit(std::function<void()> task) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      tasks_.push_back(std::move(task));
    }
    wake_.notify_one();
  }

  ~ModelThread() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
    }
    wake_.notify_one();
    thread_.join();
  }

 private:
  ModelThread() : thread_([this] { serve(); }) {}

  void serve() {
    for (;;) {
      std::function<void()> task;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [this] { return stopping_ || !tasks_.empty(); });
        if (tasks_.empty()) return;
        task = std::move(tasks_.front());
        tasks_.pop_front();
      }
      task();  // a packaged task: whatever it throws goes to its future
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> tasks_;
  bool stopping_ = false;
  std::thread thread_;  // last: starts once the queue exists
};

// The first line of an error text: SystemC's reports run over several lines
// (the message, then "In file: ...", "In process: ...").
std::string first_line(std::string_view text) {
  return std::string(text.substr(0, text.find('\n')));
}

std::string failure_message(const std::exception_ptr& failure) {
  try {
    std::rethrow_exception(failure);
  } catch (const std::exception& e) {
    return first_line(e.what());
  } catch (...) {
    return "unknown failure";
  }
}

}  // namespace

// One program's SystemC world: its own simulation context, the interconnect,
// the collective engine and one DeviceModel per device, built once and run
// many times. After a run that fails (a device threw, or devices never
// finished) the world is in an unknown state and must be destroyed.
class Simulator::World {
 public:
  World(const Program& program, const ProgramPlan& plan, const HardwareConfig& hw) {
    try {
      const SystemCContext::Activation use = context_.activate();
      interconnect_ = std::make_unique<Interconnect>("ici", hw.topology, hw.link_params(), nullptr);
      engine_ = std::make_unique<CollectiveEngine>(*interconnect_);
      participants_ = std::make_unique<ParticipantsCache>(program);
      run_context_ = RunContext{.program = &program,
                                .plan = &plan,
                                .hw = &hw,
                                .interconnect = interconnect_.get(),
                                .engine = engine_.get(),
                                .participants = participants_.get(),
                                .profile = false,
                                .order = issue_order(program, plan, hw.schedule)};
      check_thread_capacity(program.axis_size, "devices");
      for (std::int64_t d = 0; d < program.axis_size; ++d) {
        devices_.push_back(std::make_unique<DeviceModel>(fmt::format("dev{}", d).c_str(), static_cast<int>(d),
                                                         run_context_));
      }
      // Every device thread starts and waits for its first run.
      simulate_until_idle();
    } catch (...) {
      tear_down();
      throw;
    }
  }

  ~World() { tear_down(); }
  World(const World&) = delete;
  World& operator=(const World&) = delete;

  SimulationResult run(bool profile) {
    const SystemCContext::Activation use = context_.activate();
    link_profile_ = Profile{};
    interconnect_->begin_run(profile ? &link_profile_ : nullptr);
    run_context_.profile = profile;
    for (const auto& device : devices_) device->begin_run();
    simulate_until_idle();
    throw_if_failed();
    return collect();
  }

 private:
  // Runs until no process has anything left to do. An exception that leaves
  // a process (an interconnect method running out of memory) fails the whole
  // context, which SystemC then refuses to start again: the world is marked
  // broken and the error comes out as one line.
  void simulate_until_idle() {
    try {
      sc_core::sc_start();
    } catch (const std::exception& error) {
      restore_sanitizer_stack_bounds();
      broken_ = true;
      throw Error("sim: SystemC: " + first_line(error.what()));
    } catch (...) {
      restore_sanitizer_stack_bounds();
      broken_ = true;
      throw Error("sim: SystemC: unknown failure");
    }
    restore_sanitizer_stack_bounds();
  }

  void throw_if_failed() const {
    if (!interconnect_->time_failure().empty()) throw Error("sim: " + interconnect_->time_failure());
    std::vector<int> stuck;
    for (const auto& device : devices_) {
      const auto id = &device - devices_.data();
      if (device->failure()) {
        throw Error(fmt::format("sim: device {}: {}", id, failure_message(device->failure())));
      }
      if (!device->finished()) stuck.push_back(static_cast<int>(id));
    }
    if (!stuck.empty()) {
      throw Error(
          fmt::format("sim: {} of {} devices never finished (first: device {}); a collective's "
                      "participants did not all arrive",
                      stuck.size(), devices_.size(), stuck.front()));
    }
  }

  SimulationResult collect() {
    SimulationResult result;
    std::size_t event_count = link_profile_.events.size(), counter_count = link_profile_.counters.size();
    for (const auto& device : devices_) {
      event_count += device->events().size();
      counter_count += device->counters().size();
    }
    result.events.reserve(event_count);
    result.counters.reserve(counter_count);
    for (const auto& device : devices_) {
      result.total_ns = std::max(result.total_ns, device->end_ns());
      result.devices.push_back(device->times());
      device->collect_units(result.units);
      auto& events = device->events();
      result.events.insert(result.events.end(), std::make_move_iterator(events.begin()),
                           std::make_move_iterator(events.end()));
      auto& counters = device->counters();
      result.counters.insert(result.counters.end(), std::make_move_iterator(counters.begin()),
                             std::make_move_iterator(counters.end()));
    }
    result.links = interconnect_->link_stats();
    for (auto& event : link_profile_.events) result.events.push_back(std::move(event));
    for (auto& counter : link_profile_.counters) result.counters.push_back(std::move(counter));
    return result;
  }

  // Kills the device threads (they wait for the next run, or in a collective
  // after a failure), destroys the modules, then the context, restoring the
  // process's default context. Never throws: it runs in the destructor. A
  // broken context cannot run the kill; its threads' frames are then dropped
  // with their stacks, unwound or not.
  void tear_down() {
    {
      const SystemCContext::Activation use = context_.activate();
      if (!broken_) {
        try {
          unwind_waiting_threads(devices_);
        } catch (...) {
          broken_ = true;  // as above: the stacks go without unwinding
        }
      }
      destroy_devices();
      engine_.reset();
      interconnect_.reset();
    }
  }

  // SystemC looks a destroyed device up in lists it searches from the front:
  // its threads (newest first) and its top-level objects (oldest first, the
  // last moved into the gap). Destroyed oldest first, 16384 devices took
  // 3.3 s, newest first 0.37 s; the oldest, then the others newest first,
  // is found at once in both (0.29 s).
  void destroy_devices() {
    if (devices_.empty()) return;
    devices_.front().reset();
    while (!devices_.empty()) devices_.pop_back();
  }

  SystemCContext context_;  // first: destroyed last, after the modules it holds
  bool broken_ = false;     // a process threw out of sc_start: SystemC will not start it again
  Profile link_profile_;
  RunContext run_context_;
  std::unique_ptr<Interconnect> interconnect_;
  std::unique_ptr<CollectiveEngine> engine_;
  std::unique_ptr<ParticipantsCache> participants_;
  std::vector<std::unique_ptr<DeviceModel>> devices_;
};

Simulator::Simulator(const Program& program, const ProgramPlan& plan, const HardwareConfig& hw)
    : program_(program), plan_(plan), hw_(hw) {
  silence_systemc_banner();
}

Simulator::~Simulator() {
  std::lock_guard<std::mutex> lock(simulation_mutex());
  world_.reset();
}

SimulationResult Simulator::run(bool profile) {
  std::lock_guard<std::mutex> lock(simulation_mutex());
  if (!world_) world_ = std::make_unique<World>(program_, plan_, hw_);
  try {
    return world_->run(profile);
  } catch (...) {
    world_.reset();  // a failed run leaves the world unusable: the next run builds a new one
    throw;
  }
}

PendingSimulation::PendingSimulation(Simulator& simulator, bool profile) {
  auto task = std::make_shared<std::packaged_task<SimulationResult()>>(
      [&simulator, profile] { return simulator.run(profile); });
  result_ = task->get_future();
  ModelThread::instance().submit([task] { (*task)(); });
}

PendingSimulation::~PendingSimulation() {
  if (result_.valid()) result_.wait();
}

SimulationResult PendingSimulation::get() {
  return result_.get();
}

}  // namespace pmapsim::sim
