#include "sim/core/tpu_numerics.hpp"

#include <fmt/format.h>

#include <algorithm>

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
  if (instruction.op == OpCode::dot) {
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

std::vector<Array> ring_all_reduce(const Program& program, const Instruction& instruction,
                                   const std::vector<const Array*>& operands) {
  const IntListList groups = collective_groups(instruction.attrs, program.axis_size);
  std::vector<Array> results(operands.size());
  for (const IntList& members : groups) {
    const auto n = static_cast<std::int64_t>(members.size());
    const Array& first = *operands.at(static_cast<std::size_t>(members[0]));
    Array sum(DType::f32, first.shape());
    const std::int64_t elements = first.size();
    const std::int64_t chunk = (elements + n - 1) / n;
    float* out = sum.data<float>();
    for (std::int64_t c = 0; c < n; ++c) {
      const std::int64_t begin = c * chunk, end = std::min(elements, begin + chunk);
      for (std::int64_t e = begin; e < end; ++e) {
        float acc = 0;
        for (std::int64_t j = 1; j <= n; ++j) {
          const auto member = static_cast<std::size_t>(members[static_cast<std::size_t>((c + j) % n)]);
          const float value = operands[member]->data<float>()[e];
          acc = j == 1 ? value : acc + value;
        }
        out[e] = instruction.op == OpCode::pmean ? acc / static_cast<float>(n) : acc;
      }
    }
    for (const std::int64_t member : members) results[static_cast<std::size_t>(member)] = sum;
  }
  return results;
}

}  // namespace pmapsim::sim
