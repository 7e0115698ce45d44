// The general reduce and sort rows: their region compiled to a ScalarProgram
// (pmapsim/cuda/region_program.hpp), the operands laid out, one kernel
// launch (regions.cu). A region that the scalar steps cannot express is
// refused with one line naming the op and the reason, when the program
// compiles (check_scalar_regions).
#include "regions.hpp"

#include <fmt/format.h>

#include <climits>
#include <cstring>
#include <functional>

#include "execution.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::cuda {
namespace {

TensorType permuted(const TensorType& type, const IntList& perm) {
  TensorType result{type.dtype, {}};
  for (std::int64_t d : perm) result.shape.push_back(type.shape[static_cast<std::size_t>(d)]);
  return result;
}

ScalarProgram compile_for_device(const LocalCall& call) {
  const CaptureType device_type = [&call](ValueId id) { return call.state.value(call.device(), id).type; };
  std::vector<ValueId> captures;
  ScalarProgram program = compile_scalar_region(call.instruction, call.result_id, device_type, captures);
  for (std::size_t k = 0; k < captures.size(); ++k)
    program.capture[k] = call.state.value(call.device(), captures[k]).data;
  return program;
}

// Result j of the instruction on this device (result 0 may have been allocated before the op).
DeviceValue result_value(LocalCall& call, std::size_t j) {
  if (j == 0) return call.allocate_result();
  const DeviceValue value =
      call.state.allocate(call.device(), call.instruction.result_type(j), op_name(call.instruction.op));
  call.state.set_value(call.device(), call.result_id + static_cast<ValueId>(j), value);
  return value;
}

}  // namespace

// reduce(inputs..., inits...) over `dims` with a region (see RegionReduce).
void reduce_region_op(LocalCall& call) {
  const Instruction& ins = call.instruction;
  const std::size_t n = ins.operands.size() / 2;
  const ScalarProgram program = compile_for_device(call);
  const TensorType& input_type = call.operand(0).type;
  const ReductionPlan plan = plan_reduction(input_type.shape, ins.attrs.int_list("dims"));
  RegionReduce reduce;
  reduce.operands = static_cast<int>(n);
  reduce.outer = plan.outer;
  reduce.reduced = plan.reduced;
  reduce.inner = plan.inner;
  for (std::size_t j = 0; j < n; ++j) {
    DeviceValue input = call.operand(j);
    // Reduced dims split by kept ones come together last, in their order (plan_reduction).
    if (plan.needs_transpose)
      input = gather_value(call.state, call.target(), plan_transpose(input.type.shape, plan.perm), input,
                           permuted(input.type, plan.perm));
    reduce.input[j] = input.data;
    reduce.init[j] = call.operand(n + j).data;
    reduce.output[j] = result_value(call, j).data;
    reduce.input_bytes[j] = static_cast<std::uint8_t>(dtype_size(input.type.dtype));
    reduce.acc_bytes[j] = static_cast<std::uint8_t>(dtype_size(ins.result_type(j).dtype));
  }
  if (ins.type.num_elements() == 0) return;
  call.check(launch_region_reduce(program, reduce, call.launch()), "launch_region_reduce(kernel)");
}

// sort(operands...) along `dimension` with a comparator region (see RegionSort).
void sort_region_op(LocalCall& call) {
  const Instruction& ins = call.instruction;
  const ScalarProgram program = compile_for_device(call);
  const Shape& shape = call.operand(0).type.shape;
  const auto dimension = static_cast<std::size_t>(ins.attrs.integer("dimension"));
  RegionSort sort;
  sort.operands = static_cast<int>(ins.operands.size());
  sort.length = shape.at(dimension);
  sort.inner = 1;
  for (std::size_t d = dimension + 1; d < shape.size(); ++d) sort.inner *= shape[d];
  const std::int64_t total = num_elements(shape);
  sort.outer = sort.length == 0 || sort.inner == 0 ? 0 : total / (sort.length * sort.inner);
  if (sort.length > INT32_MAX)
    throw Error(fmt::format("sort: the CUDA backend cannot run this region: rows of {} elements, at most {}",
                            sort.length, INT32_MAX));
  for (std::size_t j = 0; j < ins.operands.size(); ++j) {
    const DeviceValue& input = call.operand(j);
    sort.input[j] = input.data;
    sort.output[j] = result_value(call, j).data;
    sort.bytes[j] = static_cast<std::uint8_t>(dtype_size(input.type.dtype));
  }
  if (total == 0) return;
  const auto positions = static_cast<std::size_t>(total) * sizeof(std::int32_t);
  sort.levels = scalar::sort_levels(sort.length);
  sort.order = static_cast<std::int32_t*>(call.scratch_bytes(positions));
  sort.scratch = static_cast<std::int32_t*>(call.scratch_bytes(positions));
  const auto entries = [](std::int64_t n) { return static_cast<std::size_t>(n) * sizeof(std::int32_t); };
  sort.path = static_cast<std::int32_t*>(call.scratch_bytes(entries(scalar::sort_path_entries(sort))));
  sort.diverged = static_cast<std::int32_t*>(call.scratch_bytes(entries(scalar::sort_run_flags(sort))));
  call.check(launch_region_sort(program, sort, call.launch()), "launch_region_sort(kernel)");
}

namespace {

// Compiles every reduce and sort region of a body, nested bodies included.
void check_body(const Scope& scope, const std::vector<Instruction>& body, ValueId first) {
  for (std::size_t i = 0; i < body.size(); ++i) {
    const Instruction& ins = body[i];
    const ValueId id = first + static_cast<ValueId>(i);
    if (ins.op == OpCode::reduce || ins.op == OpCode::sort) {
      std::vector<ValueId> captures;
      compile_scalar_region(
          ins, id, [&scope](ValueId v) { return scope.type_of(v); }, captures);
      continue;
    }
    for (const Region& region : ins.regions) {
      const Scope inner(scope, region, id);
      check_body(inner, region.body, id + static_cast<ValueId>(region.params.size()));
    }
  }
}

}  // namespace

void check_scalar_regions(const Program& program) {
  const Scope scope(program);
  check_body(scope, program.body, static_cast<ValueId>(program.params.size()));
}

}  // namespace pmapsim::cuda
