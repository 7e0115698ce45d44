// The lockstep interpreter shared by the reference backend and the simulator.
#include "pmapsim/reference/evaluator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <exception>
#include <functional>
#include <unordered_map>

#include "internal.hpp"
#include "pmapsim/control_flow.hpp"
#include "pmapsim/execution.hpp"
#include "pmapsim/reference/kernels.hpp"
#include "process_collectives.hpp"
#include "worker_pool.hpp"

namespace pmapsim::reference {

// What the program fixes about an instruction: its operands' types and its
// cost (no cost where op_cost refuses the instruction: it is asked again when
// the cost is needed, to fail there as before).
struct InstructionFact {
  std::vector<TensorType> operand_types;
  std::optional<OpCost> cost;
};

// Each body's facts side by side, found once per run of the body (a hash
// lookup per instruction would cost a visible share of a small op).
struct InstructionFacts {
  std::vector<InstructionFact> all;
  std::unordered_map<const Instruction*, std::size_t>
      first;  // a body's first instruction -> its index in all
  const InstructionFact* of_body(const std::vector<Instruction>& body) const {
    return body.empty() ? nullptr : &all[first.at(body.data())];
  }
};

namespace {

using Clock = std::chrono::steady_clock;
using DeviceList = std::vector<std::size_t>;
using Inputs = std::vector<std::vector<const Array*>>;  // [device][param]

double elapsed_ns(Clock::time_point start) {
  return std::chrono::duration<double, std::nano>(Clock::now() - start).count();
}

// Value slots kept per thread between frames: a loop makes a region frame on
// every trip, and a fresh block of slots each time (kilobytes for a body of a
// hundred ops) made malloc consolidate its free lists on every trip.
std::vector<std::vector<Array>>& spare_slots() {
  thread_local std::vector<std::vector<Array>> spare;
  return spare;
}

std::vector<Array> take_slots(std::size_t count) {
  std::vector<std::vector<Array>>& spare = spare_slots();
  if (spare.empty()) return std::vector<Array>(count);
  std::vector<Array> slots = std::move(spare.back());
  spare.pop_back();
  slots.resize(count);
  return slots;
}

void keep_slots(std::vector<Array>&& slots) {
  constexpr std::size_t kKept = 32;  // the frames of a few nested regions on 8 devices
  std::vector<std::vector<Array>>& spare = spare_slots();
  if (spare.size() >= kKept || slots.capacity() == 0) return;
  slots.clear();  // frees the values now, keeps the block
  spare.push_back(std::move(slots));
}

std::vector<std::vector<Array>> slots_per_device(std::size_t devices, std::size_t count) {
  std::vector<std::vector<Array>> slots(devices);
  for (auto& device_slots : slots) device_slots = take_slots(count);
  return slots;
}

// The values of one scope on every device: the program's (parameters are the
// caller's arrays) or one run of a region (parameters are its inputs). Ids
// below the scope's base belong to the enclosing frame (see Region).
class Frame {
 public:
  // The program's frame.
  Frame(const Program& program, const std::vector<std::vector<Array>>& args)
      : params_(program.params.size()),
        args_(&args),
        body_(slots_per_device(args.size(), program.body.size())) {}
  // A region's frame; params[device] point to the region's inputs on each running device,
  // which the caller keeps alive while the region runs (no copy per call or loop trip).
  Frame(const Frame& parent, ValueId base, const Region& region, Inputs params)
      : parent_(&parent),
        base_(base),
        params_(region.params.size()),
        own_params_(std::move(params)),
        body_(slots_per_device(own_params_.size(), region.body.size())) {}
  Frame(const Frame&) = delete;
  Frame& operator=(const Frame&) = delete;
  ~Frame() {
    for (auto& slots : body_) keep_slots(std::move(slots));
  }

  const Array* get(std::size_t device, ValueId id) const {
    if (id < base_) return parent_->get(device, id);
    const auto index = static_cast<std::size_t>(id - base_);
    if (index < params_) return args_ ? &(*args_)[device][index] : own_params_[device][index];
    return &body_[device][index - params_];
  }
  void set(std::size_t device, ValueId id, Array value) {
    body_[device][static_cast<std::size_t>(id - base_) - params_] = std::move(value);
  }
  void free(ValueId id) {
    for (std::size_t device = 0; device < body_.size(); ++device) free_on(device, id);
  }
  // Touches only the device's own values, so devices may free side by side.
  void free_on(std::size_t device, ValueId id) {
    body_[device][static_cast<std::size_t>(id - base_) - params_] = Array();
  }
  // A computed value may be moved out at its last mention among the results.
  Array take_or_copy(std::size_t device, ValueId id, bool movable) {
    const auto index = static_cast<std::size_t>(id - base_);
    if (movable && id >= base_ && index >= params_) return std::move(body_[device][index - params_]);
    return *get(device, id);
  }
  std::vector<std::vector<Array>> release() { return std::move(body_); }

 private:
  const Frame* parent_ = nullptr;
  ValueId base_ = 0;
  std::size_t params_;
  const std::vector<std::vector<Array>>* args_ = nullptr;
  Inputs own_params_;
  std::vector<std::vector<Array>> body_;
};

// What every instruction of one run needs. Observer and override apply to
// the program's own instructions; region instructions are timed as part of
// the instruction that owns the region.
struct Run {
  const Program& program;
  std::size_t devices;
  EvaluationObserver* observer;
  const KernelOverride* override;
  std::vector<RegionWork>* work = nullptr;  // [device], counted inside regions
  const DeviceList* local = nullptr;        // the devices this process runs
  Transport* transport = nullptr;           // to the other processes' devices, when there are any
  const InstructionFacts* facts = nullptr;  // of every instruction, regions' included
};

OpCost cost_of(const InstructionFact& fact, const Instruction& ins) {
  return fact.cost ? *fact.cost : op_cost(ins.op, fact.operand_types, ins.type, ins.attrs, ins.extra_types);
}

InstructionFact fact_of(const Scope& scope, const Instruction& ins) {
  InstructionFact fact;
  for (ValueId id : ins.operands) fact.operand_types.push_back(scope.type_of(id));
  try {
    fact.cost = op_cost(ins.op, fact.operand_types, ins.type, ins.attrs, ins.extra_types);
  } catch (const std::exception&) {
    fact.cost.reset();
  }
  return fact;
}

// The body's facts, side by side, then those of the regions inside it.
void collect_facts(const Scope& scope, const std::vector<Instruction>& body, ValueId first_id,
                   InstructionFacts& facts) {
  if (body.empty()) return;
  facts.first.emplace(body.data(), facts.all.size());
  for (const Instruction& ins : body) facts.all.push_back(fact_of(scope, ins));
  for (std::size_t i = 0; i < body.size(); ++i) {
    const ValueId own = first_id + static_cast<ValueId>(i);
    for (const Region& region : body[i].regions) {
      const Scope inner(scope, region, own);
      collect_facts(inner, region.body, own + static_cast<ValueId>(region.params.size()), facts);
    }
  }
}

// A copy of run for inner instructions: without observer and override.
Run without_hooks(const Run& run, std::vector<RegionWork>* work) {
  Run inner = run;
  inner.observer = nullptr;
  inner.override = nullptr;
  inner.work = work;
  return inner;
}

void count_work(const Run& run, std::size_t device, const Instruction& ins, std::span<const TensorType> types,
                const OpCost& cost) {
  if (run.work == nullptr) return;
  RegionWork& work = (*run.work)[device];
  (op_def(ins.op).op_class == OpClass::contraction ? work.contraction_flops : work.other_flops) += cost.flops;
  if (is_collective(ins.op) && !types.empty()) {
    work.collective_bytes += static_cast<double>(types[0].byte_size());
  } else {
    work.bytes += cost.bytes;
  }
}

void run_body(const Run& run, const Scope& scope, const std::vector<Instruction>& body, ValueId first_id,
              Frame& frame, const DeviceList& active, bool top_level);

// Runs a region on the given devices; inputs[device] point to its arguments
// (indexed by device, empty for devices that do not run it). Returns each
// running device's results, indexed by device: the region's own values moved
// out, its parameters and outer values copied.
std::vector<std::vector<Array>> run_region(const Run& run, const Scope& scope, const Region& region,
                                           ValueId base, const Frame& parent, const DeviceList& active,
                                           Inputs inputs) {
  inputs.resize(run.devices);
  for (auto& device_inputs : inputs) device_inputs.resize(region.params.size());
  Frame frame(parent, base, region, std::move(inputs));
  const Scope region_scope(scope, region, base);
  run_body(run, region_scope, region.body, base + static_cast<ValueId>(region.params.size()), frame, active,
           false);
  const std::vector<ValueId>& results = region.results;
  std::vector<std::vector<Array>> outputs(run.devices);
  for (std::size_t d : active) {
    outputs[d].reserve(results.size());
    for (auto r = results.begin(); r != results.end(); ++r) {
      const bool last_mention = std::find(r + 1, results.end(), *r) == results.end();
      outputs[d].push_back(frame.take_or_copy(d, *r, last_mention));
    }
  }
  return outputs;
}

// Pointers to each active device's values of ids, as a region's inputs.
Inputs pointers_to(const std::vector<ValueId>& ids, const Frame& frame, const DeviceList& active,
                   std::size_t devices) {
  Inputs inputs(devices);
  for (std::size_t d : active) {
    for (ValueId id : ids) inputs[d].push_back(frame.get(d, id));
  }
  return inputs;
}

Inputs pointers_to(const std::vector<std::vector<Array>>& values, const DeviceList& active) {
  Inputs inputs(values.size());
  for (std::size_t d : active) {
    for (const Array& value : values[d]) inputs[d].push_back(&value);
  }
  return inputs;
}

std::vector<std::vector<Array>> operand_values(const Instruction& ins, const Frame& frame,
                                               const DeviceList& active, std::size_t devices) {
  std::vector<std::vector<Array>> values(devices);
  for (std::size_t d : active) {
    for (ValueId id : ins.operands) values[d].push_back(*frame.get(d, id));
  }
  return values;
}

// The reference's side of the control-flow driver (pmapsim/control_flow.hpp):
// a device's values are host arrays, and each run of a region has its own
// frame over the instruction's.
struct RegionRunner {
  using Devices = DeviceList;
  using Values = std::vector<std::vector<Array>>;  // [device][value]
  const Run& run;
  const Scope& scope;
  ValueId own_id;
  const Frame& frame;

  Values operands(const Instruction& op, const Devices& devices) const {
    return operand_values(op, frame, devices, run.devices);
  }
  Values run_region(const Region& region, const Devices& devices, const Values* inputs) const {
    return reference::run_region(run, scope, region, own_id, frame, devices,
                                 inputs == nullptr ? Inputs{} : pointers_to(*inputs, devices));
  }
  void first_scalars(const Instruction&, const Devices& devices, const Values& values,
                     std::vector<double>& read) const {
    read.clear();
    for (std::size_t d : devices) read.push_back(values[d].at(0).get(0));
  }
  Values none() const { return Values(run.devices); }
  void keep(Values& into, Values&& from, const Devices& devices) const {
    for (std::size_t d : devices) into[d] = std::move(from[d]);
  }
  void trip_done(const Devices& devices) const {
    if (run.work == nullptr) return;
    for (std::size_t d : devices) ++(*run.work)[d].iterations;
  }
  Transport* transport() const { return run.transport; }
};

// A loop without collectives is each device's own: the devices run their
// whole loops side by side on the worker pool (in lockstep, op by op, the
// devices' small ops ran one after another). Each device reads only its own
// values and writes only its own region frames and work counts; the pool
// rethrows the lowest device's error.
std::vector<std::vector<Array>> run_while(const Run& run, const Scope& scope, const Instruction& ins,
                                          ValueId own_id, const Frame& frame, const DeviceList& active) {
  const bool collectives = region_has_collective(ins.regions[0]) || region_has_collective(ins.regions[1]);
  if (collectives || active.size() <= 1) {
    RegionRunner runner{run, scope, own_id, frame};
    return run_while_loop(runner, ins, active);
  }
  std::vector<std::vector<Array>> results(run.devices);
  WorkerPool::shared().for_each(active.size(), [&](std::size_t i) {
    const std::size_t d = active[i];
    results[d] = std::move(run_while(run, scope, ins, own_id, frame, DeviceList{d})[d]);
  });
  return results;
}

// reduce and sort: per device, with the region run on scalars.
std::vector<std::vector<Array>> run_scalar_region_op(const Run& run, const Scope& scope,
                                                     const Instruction& ins, ValueId own_id,
                                                     const Frame& frame, const DeviceList& active) {
  std::vector<std::vector<Array>> results(run.devices);
  for (std::size_t d : active) {
    std::vector<const Array*> operands;
    for (ValueId id : ins.operands) operands.push_back(frame.get(d, id));
    const ScalarRegion region = [&](std::span<const Array* const> scalars) {
      Inputs inputs(run.devices);
      inputs[d].assign(scalars.begin(), scalars.end());
      const Run uncounted = without_hooks(run, nullptr);
      auto outputs = run_region(uncounted, scope, ins.regions[0], own_id, frame, {d}, std::move(inputs));
      return std::move(outputs[d]);
    };
    results[d] = ins.op == OpCode::reduce ? reduce_arrays(run.program, ins, own_id, operands, region)
                                          : sort_arrays(run.program, ins, own_id, operands, region);
  }
  return results;
}

// An instruction with regions or several results; sets all its results.
void run_control(const Run& run, const Scope& scope, const Instruction& ins, ValueId own_id, Frame& frame,
                 const DeviceList& active) {
  std::vector<std::vector<Array>> results;
  switch (ins.op) {
    case OpCode::optimization_barrier:
      results = operand_values(ins, frame, active, run.devices);
      break;
    case OpCode::while_loop:
      results = run_while(run, scope, ins, own_id, frame, active);
      break;
    case OpCode::cond:
    case OpCode::switch_case: {
      RegionRunner runner{run, scope, own_id, frame};
      results = run_branch(runner, ins, active);
      break;
    }
    case OpCode::call:
      // Every device runs the callee's body once, on the call's operands.
      results = run_region(run, scope, ins.regions[0], own_id, frame, active,
                           pointers_to(ins.operands, frame, active, run.devices));
      break;
    case OpCode::reduce:
    case OpCode::sort:
      results = run_scalar_region_op(run, scope, ins, own_id, frame, active);
      break;
    case OpCode::rng_bit_generator:
      results.resize(run.devices);
      for (std::size_t d : active) results[d] = rng_bit_generator_arrays(ins, *frame.get(d, ins.operands[0]));
      break;
    default:
      throw Error(fmt::format("{}: not a control op", op_name(ins.op)));
  }
  for (std::size_t d : active) {
    for (std::size_t j = 0; j < ins.result_count(); ++j) {
      frame.set(d, own_id + static_cast<ValueId>(j), std::move(results[d].at(j)));
    }
  }
}

void run_collective(const Run& run, const Scope& scope, const Instruction& ins, ValueId own_id, Frame& frame,
                    const DeviceList& active) {
  check_collective_reached(ins, active, run.local->size());
  const TensorType operand_type = ins.operands.empty() ? TensorType{} : scope.type_of(ins.operands[0]);
  std::vector<const Array*> operands;
  std::vector<Array> per_device;
  if (!ins.operands.empty()) {
    operands.assign(run.devices, nullptr);
    for (std::size_t d : active) operands[d] = frame.get(d, ins.operands[0]);
  }
  if (run.transport != nullptr) {
    const DeviceBlock local{static_cast<std::int64_t>(active.front()),
                            static_cast<std::int64_t>(active.size())};
    std::optional<std::vector<Array>> chained;
    if (!ins.operands.empty())
      chained = chain_all_reduce(run.program, ins, local, *run.transport, operands, ins.type.dtype);
    if (chained) {
      per_device = std::move(*chained);
    } else {
      const std::vector<Array> fetched =
          fetch_remote_operands(run.program, ins, local, *run.transport, operands);
      per_device = execute_collective_typed(run.program, ins, operands, operand_type, local);
    }
  } else {
    std::optional<std::vector<Array>> overridden;
    if (run.override != nullptr) overridden = run.override->collective(ins, operands);
    per_device = overridden ? std::move(*overridden)
                            : execute_collective_typed(run.program, ins, operands, operand_type);
  }
  std::vector<TensorType> types;
  if (!ins.operands.empty()) types.push_back(operand_type);
  if (run.work != nullptr) {
    const OpCost cost = op_cost(ins.op, types, ins.type, ins.attrs, ins.extra_types);
    for (std::size_t d : active) count_work(run, d, ins, types, cost);
  }
  for (std::size_t d : active) frame.set(d, own_id, std::move(per_device.at(d)));
}

// Below this much work (flops + bytes) per device, waking the pool's threads costs
// more than running the devices one after another.
constexpr double kParallelWork = 1 << 20;

// A local op on one device (a loop body on a single-device program, or one
// device's loop): as run_local, without its per-op vectors, which cost more
// than a small op's kernel.
void run_local_alone(const Run& run, const Instruction& ins, const InstructionFact& fact, ValueId own_id,
                     Frame& frame, std::size_t d, std::size_t index, bool top_level) {
  constexpr std::size_t kInline = 8;
  std::array<const Array*, kInline> few{};
  std::vector<const Array*> many;
  const std::size_t count = ins.operands.size();
  const Array** operands = few.data();
  if (count > kInline) {
    many.resize(count);
    operands = many.data();
  }
  for (std::size_t i = 0; i < count; ++i) operands[i] = frame.get(d, ins.operands[i]);
  const std::span<const Array* const> view(operands, count);
  const Clock::time_point start = run.observer != nullptr ? Clock::now() : Clock::time_point();
  const auto device = static_cast<std::int64_t>(d);
  std::optional<Array> overridden;
  if (run.override != nullptr) overridden = run.override->local(ins, {view.begin(), view.end()}, device);
  Array value = overridden ? std::move(*overridden)
                           : execute_local_typed(run.program, ins, view, fact.operand_types, device);
  if (top_level && run.observer != nullptr) run.observer->local_op(index, d, elapsed_ns(start));
  if (run.work != nullptr) count_work(run, d, ins, fact.operand_types, cost_of(fact, ins));
  frame.set(d, own_id, std::move(value));
}

// A local op on every active device: the devices' kernels run side by side
// when the op is large (each device's kernel reads only its own values and
// writes only its own result), then the results are stored in device order.
void run_local(const Run& run, const Instruction& ins, const InstructionFact& fact, ValueId own_id,
               Frame& frame, const DeviceList& active, std::size_t index, bool top_level) {
  const std::vector<TensorType>& types = fact.operand_types;
  std::vector<Array> values(active.size());
  std::vector<double> durations(active.size(), 0.0);
  const auto compute = [&](std::size_t i) {
    const std::size_t d = active[i];
    std::vector<const Array*> operands;
    for (ValueId id : ins.operands) operands.push_back(frame.get(d, id));
    const Clock::time_point start = run.observer != nullptr ? Clock::now() : Clock::time_point();
    const auto device = static_cast<std::int64_t>(d);
    std::optional<Array> overridden;
    if (run.override != nullptr) overridden = run.override->local(ins, operands, device);
    values[i] =
        overridden ? std::move(*overridden) : execute_local_typed(run.program, ins, operands, types, device);
    if (run.observer != nullptr) durations[i] = elapsed_ns(start);
  };
  // The cost decides whether the devices run side by side and is counted in
  // regions; a single device outside any region needs neither.
  const bool needs_cost = active.size() > 1 || run.work != nullptr;
  const OpCost cost = needs_cost ? cost_of(fact, ins) : OpCost{};
  if (active.size() > 1 && cost.flops + cost.bytes >= kParallelWork) {
    WorkerPool::shared().for_each(active.size(), compute);
  } else {
    for (std::size_t i = 0; i < active.size(); ++i) compute(i);
  }
  for (std::size_t i = 0; i < active.size(); ++i) {
    const std::size_t d = active[i];
    if (top_level && run.observer != nullptr) run.observer->local_op(index, d, durations[i]);
    count_work(run, d, ins, types, cost);
    frame.set(d, own_id, std::move(values[i]));
  }
}

void run_instruction(const Run& run, const Scope& scope, const Instruction& ins, const InstructionFact& fact,
                     std::size_t index, ValueId own_id, Frame& frame, const DeviceList& active,
                     bool top_level) {
  if (ins.op == OpCode::result) return;  // set by the instruction it belongs to
  // The override and observer see the program's own instructions only.
  const Run inner = top_level ? run : without_hooks(run, run.work);
  // Timed for the observer only (a clock read per op is a visible share of a small op).
  const Clock::time_point start = inner.observer != nullptr ? Clock::now() : Clock::time_point();
  if (op_def(ins.op).op_class == OpClass::control) {
    // Loops, branches and calls count their regions' work as it runs; the others count their own.
    if (!top_level &&
        (ins.op == OpCode::reduce || ins.op == OpCode::sort || ins.op == OpCode::rng_bit_generator)) {
      const OpCost cost = cost_of(fact, ins);
      for (std::size_t d : active) count_work(run, d, ins, fact.operand_types, cost);
    }
    run_control(without_hooks(run, run.work), scope, ins, own_id, frame, active);
    if (inner.observer != nullptr) inner.observer->collective_op(index, elapsed_ns(start));
  } else if (is_collective(ins.op) && !(ins.op == OpCode::axis_index && active.size() != run.local->size())) {
    run_collective(inner, scope, ins, own_id, frame, active);
    if (inner.observer != nullptr) inner.observer->collective_op(index, elapsed_ns(start));
  } else {
    if (active.size() == 1)
      return run_local_alone(inner, ins, fact, own_id, frame, active[0], index, top_level);
    run_local(inner, ins, fact, own_id, frame, active, index, top_level);
  }
}

void run_body(const Run& run, const Scope& scope, const std::vector<Instruction>& body, ValueId first_id,
              Frame& frame, const DeviceList& active, bool top_level) {
  const InstructionFact* facts = run.facts->of_body(body);
  for (std::size_t index = 0; index < body.size(); ++index) {
    run_instruction(run, scope, body[index], facts[index], index, first_id + static_cast<ValueId>(index),
                    frame, active, top_level);
  }
}

// An instruction of the program's body that run_instruction would give to
// run_local: a device computes it on its own with its kernel (not a control
// op, which the evaluator runs itself, nor a collective).
bool runs_alone(const Instruction& ins) {
  return ins.op != OpCode::result && op_def(ins.op).op_class != OpClass::control && !is_collective(ins.op);
}

// A stretch of the program's body, [first, end), of local ops only.
struct LocalRun {
  std::size_t first;
  std::size_t end;
  ValueId first_id;                                           // the value id of instruction 0
  const std::vector<std::vector<TensorType>>& operand_types;  // per instruction
  const std::vector<std::vector<ValueId>>& dying;             // per instruction
  bool keep_intermediates;
};

struct DeviceFailure {
  std::size_t index = 0;  // the instruction that threw
  std::exception_ptr error;
};

void rethrow_earliest(const std::vector<DeviceFailure>& failures) {
  const DeviceFailure* earliest = nullptr;
  for (const DeviceFailure& failure : failures) {
    if (failure.error && (earliest == nullptr || failure.index < earliest->index)) earliest = &failure;
  }
  if (earliest != nullptr) std::rethrow_exception(earliest->error);
}

// Device d's part of a stretch: its ops in order, each value freed after its
// last reader. Stops at the first op that throws, keeping the error.
// durations is [instruction][device].
void run_stretch_on_device(const Run& run, Frame& frame, const LocalRun& stretch, std::size_t d,
                           std::vector<double>& durations, DeviceFailure& failure) {
  const auto device = static_cast<std::int64_t>(d);
  std::vector<const Array*> operands;
  for (std::size_t index = stretch.first; index < stretch.end; ++index) {
    const Instruction& ins = run.program.body[index];
    operands.clear();
    for (ValueId id : ins.operands) operands.push_back(frame.get(d, id));
    const Clock::time_point start = run.observer != nullptr ? Clock::now() : Clock::time_point();
    try {
      std::optional<Array> overridden;
      if (run.override != nullptr) overridden = run.override->local(ins, operands, device);
      frame.set(d, stretch.first_id + static_cast<ValueId>(index),
                overridden
                    ? std::move(*overridden)
                    : execute_local_typed(run.program, ins, operands, stretch.operand_types[index], device));
    } catch (...) {
      failure = DeviceFailure{index, std::current_exception()};
      return;
    }
    if (run.observer != nullptr) durations[(index - stretch.first) * run.devices + d] = elapsed_ns(start);
    if (stretch.keep_intermediates) continue;
    for (ValueId id : stretch.dying[index]) frame.free_on(d, id);
  }
}

// Each device runs the whole stretch in order, the devices side by side:
// a device reads and writes only its own values, so the results are those of
// running op by op. The error rethrown is the one that order meets first (the
// lowest instruction, then the lowest device), and the observer hears of the
// ops in that order too.
void run_local_stretch(const Run& run, Frame& frame, const LocalRun& stretch) {
  const std::size_t length = stretch.end - stretch.first;
  const DeviceList& local = *run.local;
  std::vector<double> durations(length * run.devices, 0.0);
  std::vector<DeviceFailure> failures(local.size());
  WorkerPool::shared().for_each(local.size(), [&](std::size_t i) {
    run_stretch_on_device(run, frame, stretch, local[i], durations, failures[i]);
  });
  rethrow_earliest(failures);
  if (run.observer == nullptr) return;
  for (std::size_t i = 0; i < length; ++i) {
    for (std::size_t d : local) run.observer->local_op(stretch.first + i, d, durations[i * run.devices + d]);
  }
}

}  // namespace

Evaluator::Evaluator(const Program& program) : program_(program), last_uses_(value_last_uses(program)) {
  auto facts = std::make_shared<InstructionFacts>();
  collect_facts(Scope(program), program.body, static_cast<ValueId>(program.params.size()), *facts);
  facts_ = std::move(facts);
  const std::size_t count = program.body.size();
  for (std::size_t index = 0; index < count; ++index) {
    dying_.push_back(values_dying_at(program, last_uses_, index));
    std::vector<TensorType> types;
    for (ValueId id : program.body[index].operands) types.push_back(program.type_of(id));
    operand_types_.push_back(std::move(types));
  }
  local_run_end_.assign(count, 0);
  for (std::size_t index = count; index-- > 0;) {
    const bool alone = runs_alone(program.body[index]);
    const bool next_alone = index + 1 < count && runs_alone(program.body[index + 1]);
    local_run_end_[index] = alone && next_alone ? local_run_end_[index + 1] : index + 1;
  }
}

Evaluation Evaluator::run(const std::vector<std::vector<Array>>& args, bool keep_intermediates,
                          EvaluationObserver* observer, const KernelOverride* override,
                          const ProcessShare* processes) const {
  const std::size_t devices = args.size();
  Frame frame(program_, args);
  const DeviceBlock block =
      processes != nullptr ? processes->local : DeviceBlock{0, static_cast<std::int64_t>(devices)};
  DeviceList all(static_cast<std::size_t>(block.count));
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<std::size_t>(block.first) + i;
  Run run{program_, devices, observer, processes != nullptr ? nullptr : override};
  run.local = &all;
  run.facts = facts_.get();
  run.transport = processes != nullptr ? processes->transport : nullptr;
  const Scope scope(program_);
  const auto first_id = static_cast<ValueId>(program_.params.size());
  Evaluation evaluation;
  evaluation.region_work.resize(program_.body.size());
  std::vector<RegionWork> work(devices);
  for (std::size_t index = 0; index < program_.body.size(); ++index) {
    if (all.size() > 1 && local_run_end_[index] > index + 1) {
      const LocalRun stretch{index,  local_run_end_[index], first_id, operand_types_,
                             dying_, keep_intermediates};
      run_local_stretch(run, frame, stretch);
      index = stretch.end - 1;
      continue;
    }
    // One instruction at a time, so that values die as soon as they can.
    const Instruction& ins = program_.body[index];
    std::fill(work.begin(), work.end(), RegionWork{});
    Run counted = run;
    counted.work = ins.regions.empty() ? nullptr : &work;
    run_instruction(counted, scope, ins, run.facts->of_body(program_.body)[index], index,
                    first_id + static_cast<ValueId>(index), frame, all, true);
    for (const RegionWork& device : work) {
      RegionWork& most = evaluation.region_work[index];
      most.contraction_flops = std::max(most.contraction_flops, device.contraction_flops);
      most.other_flops = std::max(most.other_flops, device.other_flops);
      most.bytes = std::max(most.bytes, device.bytes);
      most.collective_bytes = std::max(most.collective_bytes, device.collective_bytes);
      most.iterations = std::max(most.iterations, device.iterations);
    }
    if (keep_intermediates) continue;
    for (ValueId id : dying_[index]) frame.free(id);
  }
  evaluation.outputs.assign(devices, {});
  const std::vector<ValueId>& results = program_.results;
  for (std::size_t d : all) {
    evaluation.outputs[d].reserve(results.size());
    for (std::size_t r = 0; r < results.size(); ++r) {
      const bool last_mention = std::find(results.begin() + static_cast<std::ptrdiff_t>(r) + 1, results.end(),
                                          results[r]) == results.end();
      evaluation.outputs[d].push_back(frame.take_or_copy(d, results[r], !keep_intermediates && last_mention));
    }
  }
  if (keep_intermediates) evaluation.intermediates = frame.release();
  return evaluation;
}

}  // namespace pmapsim::reference
