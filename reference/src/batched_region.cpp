// A reduction region run on whole vectors instead of one element pair at a
// time: a general reduce (logaddexp windows, cumulative logsumexp, argmax
// pairs) combines every output's next element in one pass of each region op
// over all outputs. The results are bit for bit those of the scalar path: the
// same kernels compute each lane (the elementwise kernels give an element the
// same value whatever its position and the array's length), and each output
// still combines its elements in the same order.
#include "batched_region.hpp"

#include <cstring>

#include "pmapsim/reference/kernels.hpp"

namespace pmapsim::reference {
namespace {

bool is_scalar_value(const TensorType& type) {
  return type.shape.empty();
}

// Elementwise ops and scalar constants on the region's own values only.
bool batchable(const Region& region, ValueId base) {
  const auto own_end = base + static_cast<ValueId>(region.params.size() + region.body.size());
  for (const TensorType& param : region.params) {
    if (!is_scalar_value(param)) return false;
  }
  for (const Instruction& ins : region.body) {
    const OpClass kind = op_def(ins.op).op_class;
    const bool constant = ins.op == OpCode::constant;
    if ((kind != OpClass::elementwise && !constant) || !ins.regions.empty() || !ins.extra_types.empty())
      return false;
    if (!is_scalar_value(ins.type)) return false;
    for (ValueId id : ins.operands) {
      if (id < base || id >= own_end) return false;
    }
  }
  for (ValueId id : region.results) {
    if (id < base || id >= own_end) return false;
  }
  return !region.body.empty();
}

// value repeated `lanes` times (a scalar constant as every lane's operand).
Array repeated(const Array& value, std::int64_t lanes) {
  Array out = Array::uninitialized(value.dtype(), {lanes});
  const std::size_t size = dtype_size(value.dtype());
  for (std::int64_t i = 0; i < lanes; ++i)
    std::memcpy(out.raw() + static_cast<std::size_t>(i) * size, value.raw(), size);
  return out;
}

}  // namespace

std::optional<BatchedRegion> BatchedRegion::of(const Program& program, const Region& region, ValueId base,
                                               std::int64_t lanes) {
  if (lanes < 1 || !batchable(region, base)) return std::nullopt;
  BatchedRegion batched(program, region, base, lanes);
  return batched;
}

BatchedRegion::BatchedRegion(const Program& program, const Region& region, ValueId base, std::int64_t lanes)
    : program_(program), region_(region), base_(base) {
  const auto type_of = [&](ValueId id) -> TensorType {
    const auto index = static_cast<std::size_t>(id - base);
    return index < region.params.size() ? region.params[index]
                                        : region.body[index - region.params.size()].type;
  };
  for (const Instruction& ins : region.body) {
    Instruction wide = ins;
    wide.type.shape = {lanes};
    std::vector<TensorType> types;
    for (ValueId id : ins.operands) types.push_back(TensorType{type_of(id).dtype, {lanes}});
    if (ins.op == OpCode::constant) {
      constants_.push_back(repeated(execute_local(program, ins, {}, 0), lanes));
    } else {
      constants_.emplace_back();
    }
    wide_.push_back(std::move(wide));
    operand_types_.push_back(std::move(types));
  }
}

std::vector<Array> BatchedRegion::run(std::span<const Array* const> inputs) const {
  const std::size_t params = region_.params.size();
  std::vector<Array> values(region_.body.size());
  const auto value = [&](ValueId id) -> const Array* {
    const auto index = static_cast<std::size_t>(id - base_);
    return index < params ? inputs[index] : &values[index - params];
  };
  std::vector<const Array*> operands;
  for (std::size_t i = 0; i < wide_.size(); ++i) {
    if (wide_[i].op == OpCode::constant) {
      values[i] = constants_[i];
      continue;
    }
    operands.clear();
    for (ValueId id : wide_[i].operands) operands.push_back(value(id));
    values[i] = execute_local_typed(program_, wide_[i], operands, operand_types_[i], 0);
  }
  std::vector<Array> results;
  for (ValueId id : region_.results) results.push_back(*value(id));
  return results;
}

}  // namespace pmapsim::reference
