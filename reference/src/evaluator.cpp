// The lockstep interpreter shared by the reference backend and the simulator.
#include "pmapsim/reference/evaluator.hpp"

#include <algorithm>
#include <chrono>

#include "pmapsim/execution.hpp"
#include "pmapsim/reference/kernels.hpp"

namespace pmapsim::reference {
namespace {

using Clock = std::chrono::steady_clock;

double elapsed_ns(Clock::time_point start) {
  return std::chrono::duration<double, std::nano>(Clock::now() - start).count();
}

// One run's values: parameters are the caller's, the rest one per instruction.
class Values {
 public:
  Values(const Program& program, const std::vector<std::vector<Array>>& args)
      : params_(program.params.size()),
        args_(args),
        results_(args.size(), std::vector<Array>(program.body.size())) {}

  const Array* get(std::size_t device, ValueId id) const {
    const auto index = static_cast<std::size_t>(id);
    return index < params_ ? &args_[device][index] : &results_[device][index - params_];
  }
  void set(std::size_t device, std::size_t instruction, Array value) {
    results_[device][instruction] = std::move(value);
  }
  void free(ValueId id) {
    for (auto& device : results_) device[static_cast<std::size_t>(id) - params_] = Array();
  }
  // A computed value may be moved out at its last mention among the results.
  Array take_or_copy(std::size_t device, ValueId id, bool movable) {
    const auto index = static_cast<std::size_t>(id);
    if (movable && index >= params_) return std::move(results_[device][index - params_]);
    return *get(device, id);
  }
  std::vector<std::vector<Array>> release() { return std::move(results_); }

 private:
  std::size_t params_;
  const std::vector<std::vector<Array>>& args_;
  std::vector<std::vector<Array>> results_;
};

void run_collective(const Program& program, std::size_t index, Values& values, std::size_t devices,
                    EvaluationObserver* observer, const KernelOverride* override) {
  const Instruction& ins = program.body[index];
  std::vector<const Array*> operands;
  if (!ins.operands.empty()) {
    for (std::size_t d = 0; d < devices; ++d) operands.push_back(values.get(d, ins.operands[0]));
  }
  const Clock::time_point start = Clock::now();
  std::optional<std::vector<Array>> overridden;
  if (override != nullptr) overridden = override->collective(ins, operands);
  std::vector<Array> per_device =
      overridden ? std::move(*overridden) : execute_collective(program, ins, operands);
  if (observer != nullptr) observer->collective_op(index, elapsed_ns(start));
  for (std::size_t d = 0; d < devices; ++d) values.set(d, index, std::move(per_device.at(d)));
}

void run_local(const Program& program, std::size_t index, Values& values, std::size_t devices,
               EvaluationObserver* observer, const KernelOverride* override) {
  const Instruction& ins = program.body[index];
  std::vector<const Array*> operands;
  for (std::size_t d = 0; d < devices; ++d) {
    operands.clear();
    for (ValueId id : ins.operands) operands.push_back(values.get(d, id));
    const Clock::time_point start = observer != nullptr ? Clock::now() : Clock::time_point();
    const auto device = static_cast<std::int64_t>(d);
    std::optional<Array> overridden;
    if (override != nullptr) overridden = override->local(ins, operands, device);
    Array value = overridden ? std::move(*overridden) : execute_local(program, ins, operands, device);
    if (observer != nullptr) observer->local_op(index, d, elapsed_ns(start));
    values.set(d, index, std::move(value));
  }
}

}  // namespace

Evaluator::Evaluator(const Program& program) : program_(program), last_uses_(value_last_uses(program)) {}

Evaluation Evaluator::run(const std::vector<std::vector<Array>>& args, bool keep_intermediates,
                          EvaluationObserver* observer, const KernelOverride* override) const {
  const std::size_t devices = args.size();
  Values values(program_, args);
  for (std::size_t index = 0; index < program_.body.size(); ++index) {
    if (is_collective(program_.body[index].op)) {
      run_collective(program_, index, values, devices, observer, override);
    } else {
      run_local(program_, index, values, devices, observer, override);
    }
    if (keep_intermediates) continue;
    for (ValueId id : values_dying_at(program_, last_uses_, index)) values.free(id);
  }
  Evaluation evaluation;
  evaluation.outputs.assign(devices, {});
  const std::vector<ValueId>& results = program_.results;
  for (std::size_t d = 0; d < devices; ++d) {
    evaluation.outputs[d].reserve(results.size());
    for (std::size_t r = 0; r < results.size(); ++r) {
      const bool last_mention = std::find(results.begin() + static_cast<std::ptrdiff_t>(r) + 1, results.end(),
                                          results[r]) == results.end();
      evaluation.outputs[d].push_back(
          values.take_or_copy(d, results[r], !keep_intermediates && last_mention));
    }
  }
  if (keep_intermediates) evaluation.intermediates = values.release();
  return evaluation;
}

}  // namespace pmapsim::reference
