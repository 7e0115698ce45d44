// The control-flow ops on the GPU: optimization_barrier, while_loop, cond,
// switch_case and call. Loops and branches follow the driver every backend
// shares (pmapsim/control_flow.hpp: which devices run which region, where they
// must agree); the host drives them: a region's instructions run through the
// kernel table on the devices that take it (one region frame per run, see
// ExecutionState::push_frame), and every device's loop condition or branch
// index is copied to the host (one host wait for all devices, read_scalars)
// before the loop or branch goes on. Every device steps through the same
// instructions together, so a collective inside a loop body meets all
// devices at once, as on the reference.
// Values cross into and out of regions as shared buffers (values never change
// after they are written): nothing is copied.
#include <fmt/format.h>

#include <cstring>
#include <string>

#include "execution.hpp"
#include "pmapsim/control_flow.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/execution.hpp"

namespace pmapsim::cuda {
namespace {

using Values = std::vector<DeviceValue>;

// Values kept alive between region frames (a loop's carried values, a
// region's results): each holds its buffer so that ExecutionState::collect,
// which runs between a region's instructions, does not free it.
class HeldValues {
 public:
  explicit HeldValues(ExecutionState& state) : state_(&state), values_(state.device_count()) {}
  HeldValues(HeldValues&& other) noexcept : state_(other.state_), values_(std::move(other.values_)) {
    other.values_.clear();
  }
  HeldValues& operator=(HeldValues&&) = delete;
  HeldValues(const HeldValues&) = delete;
  HeldValues& operator=(const HeldValues&) = delete;
  ~HeldValues() {
    for (std::size_t d = 0; d < values_.size(); ++d) drop(static_cast<int>(d));
  }

  const Values& operator[](int device) const { return values_[static_cast<std::size_t>(device)]; }
  void set(int device, Values values) {
    for (const DeviceValue& value : values) state_->memory().hold(value.data, device);
    drop(device);
    values_[static_cast<std::size_t>(device)] = std::move(values);
  }

 private:
  void drop(int device) {
    for (const DeviceValue& value : values_[static_cast<std::size_t>(device)])
      state_->memory().drop(value.data);
  }
  ExecutionState* state_;
  std::vector<Values> values_;  // [device]
};

// Runs one region on `active`: inputs (when given) are each device's
// parameters. Returns each running device's results, held.
HeldValues run_region(const ControlCall& call, const Region& region, const DeviceList& active,
                      const HeldValues* inputs) {
  ExecutionState& state = call.state;
  const ValueId base = call.result_id;  // a region is numbered from its owner's value (see Region)
  state.push_frame(base, region.params.size() + region.body.size());
  for (int d : active) {
    for (std::size_t j = 0; inputs != nullptr && j < region.params.size(); ++j)
      state.set_value(d, base + static_cast<ValueId>(j), (*inputs)[d].at(j));
  }
  const ValueId first = base + static_cast<ValueId>(region.params.size());
  for (std::size_t i = 0; i < region.body.size(); ++i) {
    run_region_instruction(state, call.path, region.body[i], first + static_cast<ValueId>(i), active);
    // As between the program's instructions: what no value holds any more is freed.
    state.collect();
  }
  HeldValues outputs(state);
  for (int d : active) {
    Values results;
    for (ValueId id : region.results) results.push_back(state.value(d, id));
    outputs.set(d, std::move(results));
  }
  state.pop_frame();
  return outputs;
}

// Scalars on the devices (each device's loop condition or branch index), on
// the host, in the order of `devices`. Each device copies its scalar into its
// pinned slot on its own stream; the first device's stream waits for the
// other devices' copies (an event each) and the host waits for that stream
// alone: one wait for all devices, not one per device.
std::vector<double> read_scalars(ExecutionState& state, const DeviceList& devices, const Values& scalars,
                                 std::string_view op) {
  System& system = state.system();
  std::vector<double> read;
  if (devices.empty()) return read;
  const DeviceContext& leader = system.device(devices.front());
  for (std::size_t k = 0; k < devices.size(); ++k) {
    const DeviceContext& context = system.device(devices[k]);
    const CallSite site{op, devices[k]};
    const std::size_t bytes = scalars[k].type.byte_size();
    if (bytes > kScalarSlotBytes)
      throw Error(fmt::format("{}: a predicate of {} bytes on device {}", op, bytes, devices[k]));
    use_gpu(context.placement.gpu, site);
    PMAPSIM_CUDA_CHECK(site, cudaMemcpyAsync(system.scalar_slot(devices[k]), scalars[k].data, bytes,
                                             cudaMemcpyDeviceToHost, context.stream));
    if (k == 0) continue;
    PMAPSIM_CUDA_CHECK(site, cudaEventRecord(context.scalar_copied, context.stream));
    use_gpu(leader.placement.gpu, site);
    PMAPSIM_CUDA_CHECK(site, cudaStreamWaitEvent(leader.stream, context.scalar_copied, 0));
  }
  const CallSite site{op, devices.front()};
  use_gpu(leader.placement.gpu, site);
  PMAPSIM_CUDA_CHECK(site, cudaStreamSynchronize(leader.stream));
  for (std::size_t k = 0; k < devices.size(); ++k) {
    Array host(scalars[k].type.dtype, scalars[k].type.shape);
    std::memcpy(host.raw(), system.scalar_slot(devices[k]), host.byte_size());
    read.push_back(host.get(0));
  }
  return read;
}

void set_results(const ControlCall& call, const DeviceList& devices, const HeldValues& results) {
  for (int d : devices) {
    for (std::size_t j = 0; j < call.instruction.result_count(); ++j)
      call.state.set_value(d, call.result_id + static_cast<ValueId>(j), results[d].at(j));
  }
}

// The GPU's side of the control-flow driver (pmapsim/control_flow.hpp): a
// device's values are buffers on its GPU, held between region frames.
struct RegionRunner {
  using Devices = DeviceList;
  using Values = HeldValues;
  const ControlCall& call;

  HeldValues operands(const Instruction& op, const DeviceList& devices) const {
    HeldValues held(call.state);
    for (int d : devices) {
      std::vector<DeviceValue> values;
      for (ValueId id : op.operands) values.push_back(call.state.value(d, id));
      held.set(d, std::move(values));
    }
    return held;
  }
  HeldValues run_region(const Region& region, const DeviceList& devices, const HeldValues* inputs) const {
    return cuda::run_region(call, region, devices, inputs);
  }
  void first_scalars(const Instruction& op, const DeviceList& devices, const HeldValues& values,
                     std::vector<double>& read) const {
    std::vector<DeviceValue> scalars;
    for (int d : devices) scalars.push_back(values[d].at(0));
    read = read_scalars(call.state, devices, scalars, op_name(op.op));
  }
  HeldValues none() const { return HeldValues(call.state); }
  void keep(HeldValues& into, HeldValues&& from, const DeviceList& devices) const {
    for (int d : devices) into.set(d, from[d]);
  }
  void trip_done(const DeviceList&) const {}
  Transport* transport() const { return call.state.processes(); }
};

}  // namespace

// while_loop, cond and switch_case: the driver's (pmapsim/control_flow.hpp),
// each device's results set once every region's frame is gone (the owner's
// ids belong to the enclosing frame).
void while_op(ControlCall& call) {
  RegionRunner runner{call};
  set_results(call, call.active, run_while_loop(runner, call.instruction, call.active));
}

void branch_op(ControlCall& call) {
  RegionRunner runner{call};
  set_results(call, call.active, run_branch(runner, call.instruction, call.active));
}

// call: every device runs the callee's body once, its parameters the call's
// operands (shared buffers, as a loop's carried values are).
void call_op(ControlCall& call) {
  HeldValues arguments(call.state);
  for (int d : call.active) {
    Values operands;
    for (ValueId id : call.instruction.operands) operands.push_back(call.state.value(d, id));
    arguments.set(d, std::move(operands));
  }
  const HeldValues results = run_region(call, call.instruction.regions[0], call.active, &arguments);
  set_results(call, call.active, results);
}

// optimization_barrier: its results are its operands.
void optimization_barrier_op(LocalCall& call) {
  for (std::size_t j = 0; j < call.instruction.operands.size(); ++j)
    call.state.set_value(call.device(), call.result_id + static_cast<ValueId>(j), call.operand(j));
}

void run_region_instruction(ExecutionState& state, CollectivePath path, const Instruction& instruction,
                            ValueId id, const DeviceList& active) {
  if (instruction.op == OpCode::result) return;  // set by the instruction it belongs to
  const KernelRow& row = kernel_table()[static_cast<std::size_t>(instruction.op)];
  if (row.control != nullptr) {
    ControlCall call{state, instruction, id, active, path};
    row.control(call);
    return;
  }
  if (row.local != nullptr) {
    for (int d : active) {
      DeviceContext& context = state.system().device(d);
      use_gpu(context.placement.gpu, {op_name(instruction.op), d});
      LocalCall call{state, instruction, id, context, std::nullopt};
      row.local(call);
    }
    return;
  }
  check_collective_reached(instruction, active, static_cast<std::size_t>(state.local().count));
  IntListList groups = collective_groups(instruction.attrs, state.program().axis_size);
  CollectiveCall call{state, instruction, kUntimed, id, path, std::move(groups)};
  row.collective(call);
}

}  // namespace pmapsim::cuda
