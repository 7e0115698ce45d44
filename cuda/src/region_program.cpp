// The region compiler of the CUDA backend's general reduce and sort
// (pmapsim/cuda/region_program.hpp): pure C++, built on every machine.
#include "pmapsim/cuda/region_program.hpp"

#include <fmt/format.h>

#include <cstring>
#include <optional>

#include "pmapsim/errors.hpp"

namespace pmapsim::cuda {
namespace {

[[noreturn]] void refuse(const Instruction& owner, const std::string& why) {
  throw Error(fmt::format("{}: the CUDA backend cannot run this region: {}", op_name(owner.op), why));
}

// One element of dtype holding value, converted with the host arrays' rules.
std::uint64_t constant_bits(const Instruction& constant) {
  const TensorType& type = constant.type;
  const Attrs& attrs = constant.attrs;
  const Array one = attrs.has("values")
                        ? Array::from_doubles(type.dtype, type.shape, attrs.real_list("values"))
                        : Array::from_doubles(type.dtype, type.shape, {attrs.real("value")});
  std::uint64_t bits = 0;
  std::memcpy(&bits, one.raw(), dtype_size(type.dtype));
  return bits;
}

std::optional<ScalarCode> step_code(OpCode op) {
  switch (op) {
    case OpCode::add:
      return ScalarCode::add;
    case OpCode::sub:
      return ScalarCode::sub;
    case OpCode::mul:
      return ScalarCode::mul;
    case OpCode::div:
      return ScalarCode::div;
    case OpCode::max:
      return ScalarCode::max;
    case OpCode::min:
      return ScalarCode::min;
    case OpCode::neg:
      return ScalarCode::neg;
    case OpCode::abs:
      return ScalarCode::abs;
    case OpCode::compare:
      return ScalarCode::compare;
    case OpCode::select:
      return ScalarCode::select;
    case OpCode::and_:
    case OpCode::or_:
    case OpCode::xor_:
    case OpCode::not_:
    case OpCode::shift_left:
    case OpCode::shift_right_logical:
    case OpCode::shift_right_arithmetic:
    case OpCode::popcnt:
    case OpCode::count_leading_zeros:
      return ScalarCode::integer_family;
    case OpCode::convert:
      return ScalarCode::convert;
    case OpCode::reshape:
    case OpCode::broadcast:
    case OpCode::bitcast_convert:
      return ScalarCode::copy;
    default:
      return std::nullopt;
  }
}

// A reduce region that is one op of (acc, x), in either order, exactly
// associative on its dtype (see ScalarProgram::associative).
bool associative_region(const Instruction& owner, ValueId base) {
  const Region& region = owner.regions[0];
  if (owner.op != OpCode::reduce || region.params.size() != 2 || region.body.size() != 1) return false;
  const Instruction& only = region.body[0];
  if (region.results != std::vector<ValueId>{base + 2} || only.operands.size() != 2) return false;
  const ValueId a = only.operands[0], b = only.operands[1];
  if (!((a == base && b == base + 1) || (a == base + 1 && b == base))) return false;
  if (only.op == OpCode::max || only.op == OpCode::min) return true;
  const bool exact = !is_floating(region.params[0].dtype);  // integers wrap; bool is or/and
  return exact && (only.op == OpCode::add || only.op == OpCode::mul || only.op == OpCode::and_ ||
                   only.op == OpCode::or_ || only.op == OpCode::xor_);
}

class RegionCompiler {
 public:
  RegionCompiler(const Instruction& owner, ValueId base, const CaptureType& capture_type)
      : owner_(owner), region_(owner.regions.at(0)), base_(base), capture_type_(capture_type) {}

  ScalarProgram compile(std::vector<ValueId>& captures) {
    const std::size_t own = region_.params.size() + region_.body.size();
    // Constants are loaded once per thread, not stepped: only the other instructions count as steps.
    const auto steps = static_cast<std::size_t>(
        std::count_if(region_.body.begin(), region_.body.end(),
                      [](const Instruction& ins) { return ins.op != OpCode::constant; }));
    if (steps > static_cast<std::size_t>(kMaxScalarSteps))
      refuse(owner_, fmt::format("{} instructions besides constants, the GPU's region kernels take {}", steps,
                                 kMaxScalarSteps));
    if (own > static_cast<std::size_t>(kMaxScalarRegisters))
      refuse(owner_, fmt::format("more than {} values", kMaxScalarRegisters));
    program_.params = static_cast<int>(region_.params.size());
    next_register_ = static_cast<int>(own);
    for (const TensorType& param : region_.params) require_scalar(param, "a parameter");
    for (std::size_t i = 0; i < region_.body.size(); ++i)
      add(region_.body[i], static_cast<int>(region_.params.size() + i));
    if (region_.results.size() > static_cast<std::size_t>(kMaxRegionOperands))
      refuse(owner_, fmt::format("{} results, at most {}", region_.results.size(), kMaxRegionOperands));
    for (ValueId id : region_.results) program_.result_register[program_.results++] = register_of(id);
    captures = captures_;
    return program_;
  }

 private:
  void require_scalar(const TensorType& type, std::string_view what) const {
    if (type.num_elements() != 1)
      refuse(owner_, fmt::format("{} of type {} is not one element", what, type.str()));
  }

  // A captured value gets a register after the region's own ones, once.
  std::int16_t capture(ValueId id) {
    for (std::size_t k = 0; k < captures_.size(); ++k) {
      if (captures_[k] == id) return program_.capture_register[k];
    }
    const TensorType type = capture_type_(id);
    require_scalar(type, "a captured value");
    if (captures_.size() == static_cast<std::size_t>(kMaxRegionOperands))
      refuse(owner_, fmt::format("more than {} captured values", kMaxRegionOperands));
    const int k = program_.captures++;
    program_.capture_register[k] = new_register();
    program_.capture_bytes[k] = static_cast<std::uint8_t>(dtype_size(type.dtype));
    captures_.push_back(id);
    return program_.capture_register[k];
  }

  std::int16_t new_register() {
    if (next_register_ >= kMaxScalarRegisters)
      refuse(owner_, fmt::format("more than {} values", kMaxScalarRegisters));
    return static_cast<std::int16_t>(next_register_++);
  }

  std::int16_t register_of(ValueId id) {
    if (id >= base_) return static_cast<std::int16_t>(id - base_);
    return capture(id);
  }

  void add(const Instruction& ins, int own_register) {
    if (!ins.regions.empty() || ins.result_count() > 1 || is_collective(ins.op))
      refuse(owner_, fmt::format("its region has {}, which has regions, several results or communicates",
                                 op_name(ins.op)));
    require_scalar(ins.type, fmt::format("{}'s result", op_name(ins.op)));
    if (ins.op == OpCode::constant) {
      if (program_.constants == kMaxScalarConstants)
        refuse(owner_, fmt::format("more than {} constants", kMaxScalarConstants));
      program_.constant_register[program_.constants] = static_cast<std::int16_t>(own_register);
      program_.constant_bits[program_.constants++] = constant_bits(ins);
      return;
    }
    const std::optional<ScalarCode> code = step_code(ins.op);
    if (!code) {
      refuse(owner_,
             fmt::format("its region uses {}; the GPU's region kernels evaluate add, sub, mul, div, "
                         "max, min, neg, abs, compare, select, and, or, xor, not, shifts, popcnt, "
                         "count_leading_zeros, convert, constant, reshape, broadcast and bitcast_convert",
                         op_name(ins.op)));
    }
    ScalarStep step;
    step.code = *code;
    step.out = static_cast<std::int16_t>(own_register);
    std::int16_t* slots[] = {&step.a, &step.b, &step.c};
    for (std::size_t k = 0; k < ins.operands.size() && k < 3; ++k) *slots[k] = register_of(ins.operands[k]);
    step.dtype = operand_type(ins, ins.op == OpCode::select ? 1 : 0).dtype;
    if (ins.op == OpCode::compare)
      step.aux = static_cast<std::uint8_t>(parse_compare_direction(ins.attrs.symbol("direction")));
    if (ins.op == OpCode::convert) step.aux = static_cast<std::uint8_t>(ins.type.dtype);
    if (step.code == ScalarCode::integer_family) step.aux = static_cast<std::uint8_t>(ins.op);
    if (ins.op == OpCode::bitcast_convert && dtype_size(step.dtype) != dtype_size(ins.type.dtype))
      refuse(owner_, "a bitcast_convert between element sizes");
    program_.step[program_.steps++] = step;
  }

  // An operand's type: a region parameter, an earlier region instruction, or a capture.
  TensorType operand_type(const Instruction& ins, std::size_t k) {
    const ValueId id = ins.operands.at(k);
    if (id < base_) return capture_type_(id);
    const auto index = static_cast<std::size_t>(id - base_);
    if (index < region_.params.size()) return region_.params[index];
    return region_.body.at(index - region_.params.size()).type;
  }

  const Instruction& owner_;
  const Region& region_;
  ValueId base_;
  const CaptureType& capture_type_;
  ScalarProgram program_;
  std::vector<ValueId> captures_;
  int next_register_ = 0;
};

}  // namespace

ScalarProgram compile_scalar_region(const Instruction& owner, ValueId base, const CaptureType& capture_type,
                                    std::vector<ValueId>& captures) {
  const std::size_t per_operand = owner.op == OpCode::reduce ? 2 : 1;  // a reduce's inits come too
  if (owner.operands.size() > per_operand * kMaxRegionOperands)
    refuse(owner, fmt::format("{} operands, the GPU's region kernels take {}",
                              owner.operands.size() / per_operand, kMaxRegionOperands));
  ScalarProgram program = RegionCompiler(owner, base, capture_type).compile(captures);
  // The reference folds a one-op f32 or s32 reduction with its own combine,
  // whose max and min keep a NaN operand as it is.
  const std::optional<OpCode> fast = owner.op == OpCode::reduce && owner.operands.size() == 2
                                         ? single_binary_op(owner.regions[0])
                                         : std::nullopt;
  const DType dtype = owner.regions[0].params[0].dtype;
  if (fast && (dtype == DType::f32 || dtype == DType::s32)) {
    ScalarStep& step = program.step[0];
    step.a = 0;  // (acc, x), whichever order the region wrote
    step.b = 1;
    if (*fast == OpCode::max) step.code = ScalarCode::fold_max;
    if (*fast == OpCode::min) step.code = ScalarCode::fold_min;
  }
  program.associative = associative_region(owner, base);
  return program;
}

}  // namespace pmapsim::cuda
