// The kernel table (one row per op) and the two entry points that dispatch
// through it.
#include "pmapsim/reference/kernels.hpp"

#include "internal.hpp"

namespace pmapsim::reference {
namespace {

std::size_t row_of(OpCode op) {
  return static_cast<std::size_t>(op);
}

KernelTable build_kernel_table() {
  KernelTable table{};
  const auto local = [&table](OpCode op, LocalKernel kernel) { table[row_of(op)].local = kernel; };
  const auto collective = [&table](OpCode op, CollectiveKernel kernel) {
    table[row_of(op)].collective = kernel;
  };

  local(OpCode::neg, kernel_neg);
  local(OpCode::exp, kernel_exp);
  local(OpCode::log, kernel_log);
  local(OpCode::tanh, kernel_tanh);
  local(OpCode::sqrt, kernel_sqrt);
  local(OpCode::convert, kernel_convert);
  local(OpCode::add, kernel_add);
  local(OpCode::sub, kernel_sub);
  local(OpCode::mul, kernel_mul);
  local(OpCode::div, kernel_div);
  local(OpCode::max, kernel_max);
  local(OpCode::min, kernel_min);
  local(OpCode::compare, kernel_compare);
  local(OpCode::select, kernel_select);
  local(OpCode::broadcast, kernel_broadcast);
  local(OpCode::reshape, kernel_reshape);
  local(OpCode::transpose, kernel_transpose);
  local(OpCode::reduce_sum, kernel_reduce_sum);
  local(OpCode::reduce_max, kernel_reduce_max);
  local(OpCode::dot, kernel_dot);
  local(OpCode::constant, kernel_constant);
  local(OpCode::iota, kernel_iota);

  collective(OpCode::psum, collective_psum);
  collective(OpCode::pmean, collective_pmean);
  collective(OpCode::pmax, collective_pmax);
  collective(OpCode::pmin, collective_pmin);
  collective(OpCode::all_gather, collective_all_gather);
  collective(OpCode::psum_scatter, collective_psum_scatter);
  collective(OpCode::ppermute, collective_ppermute);
  collective(OpCode::all_to_all, collective_all_to_all);
  // axis_index needs no communication: it runs locally given the device, or
  // for all devices at once.
  collective(OpCode::axis_index, collective_axis_index);
  local(OpCode::axis_index, kernel_axis_index);
  return table;
}

std::string where(const Program& program, const Instruction& instruction) {
  return std::string(op_name(instruction.op)) + " in @" + program.name;
}

void check_operand(const Program& program, const Instruction& instruction, std::size_t index,
                   const Array* operand, const std::string& device_text) {
  if (operand == nullptr) {
    throw Error(where(program, instruction) + ": operand " + std::to_string(index) + device_text +
                " is missing");
  }
  if (!operand->has_data()) {
    throw Error(where(program, instruction) + ": reference backend needs array data (operand " +
                std::to_string(index) + device_text + " is shape-only)");
  }
  const TensorType& expected = program.type_of(instruction.operands[index]);
  if (operand->type() != expected) {
    throw Error(where(program, instruction) + ": operand " + std::to_string(index) + device_text +
                ": expected " + expected.str() + ", got " + operand->type().str());
  }
}

}  // namespace

const KernelTable& kernel_table() {
  static const KernelTable table = build_kernel_table();
  return table;
}

bool has_kernel(OpCode op) {
  const KernelRow& row = kernel_table()[row_of(op)];
  return is_collective(op) ? row.collective != nullptr : row.local != nullptr;
}

Array execute_local(const Program& program, const Instruction& instruction,
                    std::span<const Array* const> operands, std::int64_t device) {
  const LocalKernel kernel = kernel_table()[row_of(instruction.op)].local;
  if (kernel == nullptr) {
    throw Error(where(program, instruction) + ": a collective must run through execute_collective");
  }
  if (operands.size() != instruction.operands.size()) {
    throw Error(where(program, instruction) + ": expected " + std::to_string(instruction.operands.size()) +
                " operands, got " + std::to_string(operands.size()));
  }
  for (std::size_t i = 0; i < operands.size(); ++i) check_operand(program, instruction, i, operands[i], "");
  return kernel(LocalArgs{program, instruction, operands, device});
}

std::vector<Array> execute_collective(const Program& program, const Instruction& instruction,
                                      std::span<const Array* const> operands) {
  const CollectiveKernel kernel = kernel_table()[row_of(instruction.op)].collective;
  if (kernel == nullptr) {
    throw Error(where(program, instruction) + ": not a collective; run it through execute_local");
  }
  if (!instruction.operands.empty()) {
    if (static_cast<std::int64_t>(operands.size()) != program.axis_size) {
      throw Error(where(program, instruction) + ": expected an operand for each of " +
                  std::to_string(program.axis_size) + " devices, got " + std::to_string(operands.size()));
    }
    for (std::size_t d = 0; d < operands.size(); ++d) {
      check_operand(program, instruction, 0, operands[d], " on device " + std::to_string(d));
    }
  }
  return kernel(CollectiveArgs{program, instruction, operands});
}

}  // namespace pmapsim::reference
