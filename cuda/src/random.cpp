// rng_bit_generator's row: the layout from the op's types (pmapsim/rng.hpp),
// both results allocated on the device, one kernel launch.
#include "random.hpp"

#include "execution.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/rng.hpp"

namespace pmapsim::cuda {

namespace {

RngParams rng_params(const RngLayout& layout, const TensorType& output) {
  RngParams params;
  params.philox = layout.algorithm == RngAlgorithm::philox;
  params.wide = layout.wide;
  params.element_bytes = static_cast<int>(layout.element_bytes);
  params.state_words = static_cast<int>(layout.state_words);
  params.elements = output.num_elements();
  params.split_inner = layout.split_inner;
  params.split_extent = layout.split_extent;
  params.split_half = layout.split_half;
  params.counter_advance = layout.counter_advance;
  return params;
}

}  // namespace

void rng_bit_generator_op(LocalCall& call) {
  const Instruction& instruction = call.instruction;
  const TensorType& output_type = instruction.extra_types.at(0);
  const DeviceValue& state = call.operand(0);
  const RngLayout layout = rng_layout(instruction.attrs, state.type, output_type);
  const DeviceValue new_state = call.allocate_result();
  const DeviceValue output = call.state.allocate(call.device(), output_type, op_name(instruction.op));
  // Result 1 is the value after the instruction's own (the `result` slot that follows it).
  const ValueId output_id = call.result_id + 1;
  call.state.set_value(call.device(), output_id, output);
  call.check(
      launch_rng_bit_generator(rng_params(layout, output_type), static_cast<const std::uint64_t*>(state.data),
                               static_cast<std::uint64_t*>(new_state.data), output.data, call.launch()),
      "launch_rng_bit_generator(kernel)");
}

}  // namespace pmapsim::cuda
