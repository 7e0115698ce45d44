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
  add_elementwise_rows(table);
  add_layout_rows(table);
  add_linalg_rows(table);
  add_collective_rows(table);
  add_conv_rows(table);
  add_window_rows(table);
  add_elementwise_math_rows(table);
  add_bitwise_rows(table);
  add_element_type_rows(table);
  add_region_rows(table);
  add_indexing_rows(table);
  add_fft_rows(table);
  add_complex_rows(table);  // last: it wraps rows the others set
  return table;
}

std::string where(const Program& program, const Instruction& instruction) {
  return std::string(op_name(instruction.op)) + " in @" + program.name;
}

void check_operand(const Program& program, const Instruction& instruction, std::size_t index,
                   const Array* operand, const std::string& device_text, const TensorType& expected) {
  if (operand == nullptr) {
    throw Error(where(program, instruction) + ": operand " + std::to_string(index) + device_text +
                " is missing");
  }
  if (!operand->has_data()) {
    throw Error(where(program, instruction) + ": reference backend needs array data (operand " +
                std::to_string(index) + device_text + " is shape-only)");
  }
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
  std::vector<TensorType> types;
  for (ValueId id : instruction.operands) types.push_back(program.type_of(id));
  return execute_local_typed(program, instruction, operands, types, device);
}

Array execute_local_typed(const Program& program, const Instruction& instruction,
                          std::span<const Array* const> operands, std::span<const TensorType> operand_types,
                          std::int64_t device) {
  const LocalKernel kernel = kernel_table()[row_of(instruction.op)].local;
  if (kernel == nullptr) {
    throw Error(where(program, instruction) + ": a collective must run through execute_collective");
  }
  if (operands.size() != instruction.operands.size()) {
    throw Error(where(program, instruction) + ": expected " + std::to_string(instruction.operands.size()) +
                " operands, got " + std::to_string(operands.size()));
  }
  for (std::size_t i = 0; i < operands.size(); ++i) {
    check_operand(program, instruction, i, operands[i], "", operand_types[i]);
  }
  return kernel(LocalArgs{program, instruction, operands, device});
}

std::vector<Array> execute_collective(const Program& program, const Instruction& instruction,
                                      std::span<const Array* const> operands) {
  const TensorType type =
      instruction.operands.empty() ? TensorType{} : program.type_of(instruction.operands[0]);
  return execute_collective_typed(program, instruction, operands, type);
}

std::vector<Array> execute_collective_typed(const Program& program, const Instruction& instruction,
                                            std::span<const Array* const> operands,
                                            const TensorType& operand_type) {
  return execute_collective_typed(program, instruction, operands, operand_type,
                                  DeviceBlock{0, program.axis_size});
}

std::vector<Array> execute_collective_typed(const Program& program, const Instruction& instruction,
                                            std::span<const Array* const> operands,
                                            const TensorType& operand_type, DeviceBlock local) {
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
      const bool needed = operands[d] != nullptr || local.contains(static_cast<std::int64_t>(d));
      if (needed)
        check_operand(program, instruction, 0, operands[d], " on device " + std::to_string(d), operand_type);
    }
  }
  return kernel(CollectiveArgs{program, instruction, operands, local});
}

}  // namespace pmapsim::reference
