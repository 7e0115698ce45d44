#include "chip/tpu_numerics.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "interconnect/geometry.hpp"
#include "pmapsim/conv_window.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/reference/kernels.hpp"

namespace pmapsim::sim {
namespace {

bool is_f32(const TensorType& type) {
  return type.dtype == DType::f32;
}

// An f32 array's bf16 split: parts[0] = bf16(x), parts[1] = bf16(x - parts[0]),
// ..., each held as f32 (exactly: a bf16 value is an f32 value).
std::vector<Array> bf16_parts(const Array& x, int count) {
  std::vector<Array> parts;
  Array rest = x;
  for (int p = 0; p < count; ++p) {
    Array part = rest.astype(DType::bf16).astype(DType::f32);
    float* r = rest.data<float>();
    const float* h = part.data<float>();
    for (std::int64_t i = 0; i < rest.size(); ++i) r[i] -= h[i];  // exact: x - bf16(x) fits in f32
    parts.push_back(std::move(part));
  }
  return parts;
}

// One pass: an f32 dot of two bf16-valued f32 arrays.
Array pass(const Program& program, const Instruction& instruction, const Array& a, const Array& b) {
  const std::vector<const Array*> operands = {&a, &b};
  return reference::execute_local(program, instruction, operands, 0);
}

void add_into(Array& sum, const Array& term) {
  float* s = sum.data<float>();
  const float* t = term.data<float>();
  for (std::int64_t i = 0; i < sum.size(); ++i) s[i] += t[i];
}

}  // namespace

bool tpu_numerics_apply(const Program& program, const Instruction& instruction) {
  if (instruction.op == OpCode::dot || instruction.op == OpCode::convolution) {
    return is_f32(instruction.type) && (is_f32(program.type_of(instruction.operands[0])) ||
                                        is_f32(program.type_of(instruction.operands[1])));
  }
  if (instruction.op == OpCode::psum || instruction.op == OpCode::pmean) {
    return is_f32(instruction.type) && !instruction.operands.empty() &&
           is_f32(program.type_of(instruction.operands[0]));
  }
  return false;
}

Array tpu_dot(const Program& program, const Instruction& instruction,
              const std::vector<const Array*>& operands, std::int64_t passes) {
  if (passes != 1 && passes != 3 && passes != 6) {
    throw Error(fmt::format("numerics=tpu: mxu_f32_passes must be 1, 3 or 6, got {}", passes));
  }
  // Operands as f32 (a bf16 operand is its own single part).
  const Array a32 = operands[0]->astype(DType::f32);
  const Array b32 = operands[1]->astype(DType::f32);
  const int split = passes == 1 ? 1 : passes == 3 ? 2 : 3;
  const Instruction& f32_dot = instruction;
  const std::vector<Array> a = bf16_parts(a32, split);
  const std::vector<Array> b = bf16_parts(b32, split);
  // Products (i, j) of parts, smallest first, as XLA adds them.
  std::vector<std::pair<int, int>> order;
  if (passes == 1) order = {{0, 0}};
  if (passes == 3) order = {{0, 1}, {1, 0}, {0, 0}};
  if (passes == 6) order = {{0, 2}, {1, 1}, {2, 0}, {0, 1}, {1, 0}, {0, 0}};
  // The instruction's operand types are what the kernel checks: give it f32.
  Program f32_program = program;
  for (int k = 0; k < 2; ++k) {
    const auto id = static_cast<std::size_t>(instruction.operands[static_cast<std::size_t>(k)]);
    if (id < f32_program.params.size()) {
      f32_program.params[id].type.dtype = DType::f32;
    } else {
      f32_program.body[id - f32_program.params.size()].type.dtype = DType::f32;
    }
  }
  Array sum = pass(f32_program, f32_dot, a[static_cast<std::size_t>(order[0].first)],
                   b[static_cast<std::size_t>(order[0].second)]);
  for (std::size_t p = 1; p < order.size(); ++p) {
    add_into(sum, pass(f32_program, f32_dot, a[static_cast<std::size_t>(order[p].first)],
                       b[static_cast<std::size_t>(order[p].second)]));
  }
  return sum;
}

namespace {

// Element e's sum over `line` (values in ring order) as a ring reduce-scatter
// forms it: the range [0, count) cut into line.size() chunks; the chunk
// holding e starts at the member after its own index and goes round.
float ring_sum(const std::vector<const float*>& line, std::int64_t e, std::int64_t offset,
               std::int64_t count) {
  const auto n = static_cast<std::int64_t>(line.size());
  const std::int64_t chunk = (count + n - 1) / n;
  const std::int64_t c = (e - offset) / chunk;
  float acc = line[static_cast<std::size_t>((c + 1) % n)][e];
  for (std::int64_t j = 2; j <= n; ++j) acc += line[static_cast<std::size_t>((c + j) % n)][e];
  return acc;
}

// One group's sum, every element, in the order of `algorithm`.
std::vector<float> group_sum(const std::vector<const float*>& values, const IntList& members,
                             std::int64_t elements, CollectiveAlgorithm algorithm,
                             const TopologySpec& topology) {
  std::vector<float> sum(static_cast<std::size_t>(elements));
  if (algorithm == CollectiveAlgorithm::torus) {
    // Dimension by dimension: rings along x, then y, then z, each adding the
    // partial sums the previous dimension left on every device.
    const int devices = topology.device_count();
    std::vector<std::vector<float>> partial(static_cast<std::size_t>(devices));
    for (int d = 0; d < devices; ++d) {
      partial[static_cast<std::size_t>(d)].assign(values[static_cast<std::size_t>(d)],
                                                  values[static_cast<std::size_t>(d)] + elements);
    }
    for (int dim = 0; dim < dimension_count(topology); ++dim) {
      const int size = topology.dims[static_cast<std::size_t>(dim)];
      if (size < 2) continue;
      std::vector<std::vector<float>> next = partial;
      for (int device = 0; device < devices; ++device) {
        Coordinates at = coordinates_of(topology, device);
        std::vector<const float*> line;
        for (int k = 0; k < size; ++k) {
          at[static_cast<std::size_t>(dim)] = k;
          line.push_back(partial[static_cast<std::size_t>(device_at(topology, at))].data());
        }
        for (std::int64_t e = 0; e < elements; ++e)
          next[static_cast<std::size_t>(device)][static_cast<std::size_t>(e)] =
              ring_sum(line, e, 0, elements);
      }
      partial = std::move(next);
    }
    return partial[static_cast<std::size_t>(members[0])];
  }
  std::vector<const float*> line;
  for (const std::int64_t m : members) line.push_back(values[static_cast<std::size_t>(m)]);
  if (algorithm == CollectiveAlgorithm::bidirectional_ring) {
    // The first half goes round one way, the second half the other.
    const std::int64_t half = (elements + 1) / 2;
    std::vector<const float*> reversed(line.rbegin(), line.rend());
    for (std::int64_t e = 0; e < elements; ++e) {
      sum[static_cast<std::size_t>(e)] =
          e < half ? ring_sum(line, e, 0, half) : ring_sum(reversed, e, half, elements - half);
    }
    return sum;
  }
  for (std::int64_t e = 0; e < elements; ++e)
    sum[static_cast<std::size_t>(e)] = ring_sum(line, e, 0, elements);
  return sum;
}

}  // namespace

CollectiveAlgorithm all_reduce_algorithm(const Program& program, const Instruction& instruction,
                                         const IntList& members, const HardwareConfig& hw) {
  CollectiveCall call;
  call.kind = CollectivePattern::all_reduce;
  call.algorithm = hw.collective;
  call.algorithm_is_preference = true;
  for (const std::int64_t m : members) call.group.push_back(static_cast<int>(m));
  call.device = call.group.front();
  call.op_name = std::string(op_name(instruction.op));
  (void)program;
  return resolve_algorithm(call, hw.topology);
}

std::vector<Array> all_reduce_in_order(const Program& program, const Instruction& instruction,
                                       const std::vector<const Array*>& operands, const HardwareConfig& hw) {
  const IntListList groups = collective_groups(instruction.attrs, program.axis_size);
  std::vector<Array> results(operands.size());
  std::vector<const float*> values;
  for (const Array* operand : operands) values.push_back(operand->data<float>());
  for (const IntList& members : groups) {
    const Array& first = *operands.at(static_cast<std::size_t>(members[0]));
    const CollectiveAlgorithm algorithm = all_reduce_algorithm(program, instruction, members, hw);
    const std::vector<float> sum = group_sum(values, members, first.size(), algorithm, hw.topology);
    Array result(DType::f32, first.shape());
    float* out = result.data<float>();
    const auto n = static_cast<float>(members.size());
    for (std::int64_t e = 0; e < first.size(); ++e) {
      out[e] = instruction.op == OpCode::pmean ? sum[static_cast<std::size_t>(e)] / n
                                               : sum[static_cast<std::size_t>(e)];
    }
    for (const std::int64_t member : members) results[static_cast<std::size_t>(member)] = result;
  }
  return results;
}

std::optional<Array> TpuNumerics::local(const Instruction& instruction,
                                        const std::vector<const Array*>& operands, std::int64_t) const {
  // A convolution runs on the MXU as a dot does (im2col): its passes are a dot's.
  const bool matrix_op = instruction.op == OpCode::dot || instruction.op == OpCode::convolution;
  if (!matrix_op || !tpu_numerics_apply(program_, instruction)) return std::nullopt;
  // The instruction's precision_config, where it names one, sets the passes (as the timing charges them).
  return tpu_dot(program_, instruction, operands,
                 precision_passes(instruction.attrs).value_or(hw_.mxu_f32_passes));
}

std::optional<std::vector<Array>> TpuNumerics::collective(const Instruction& instruction,
                                                          const std::vector<const Array*>& operands) const {
  if (!tpu_numerics_apply(program_, instruction)) return std::nullopt;
  return all_reduce_in_order(program_, instruction, operands, hw_);
}

}  // namespace pmapsim::sim
