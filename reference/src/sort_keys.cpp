// Sort comparators that compare one key of each element. JAX writes every
// sort's comparator as `compare(K(a_k), K'(b_k))`: a plain compare of operand
// k, or (floats, TOTALORDER) a key built by select/bitcast/shift/xor after -0
// and NaN are made canonical. Interpreting that region per pair of elements
// costs two dozen scalar arrays per comparison; here the two sides' keys are
// computed once per element, over whole arrays with the reference's own
// elementwise kernels, and the sort compares keys. The comparison per pair
// is the one the region makes (same kernels, same compare), so the order, and
// every sorted value, is the interpreter's.
#include <algorithm>
#include <cstring>

#include "internal.hpp"

namespace pmapsim::reference {
namespace {

// Ops whose kernels compute each element alone and exactly (no transcendental
// whose vector and scalar paths could round apart), enough for JAX's keys.
bool exact_elementwise(OpCode op) {
  switch (op) {
    case OpCode::compare:
    case OpCode::select:
    case OpCode::and_:
    case OpCode::or_:
    case OpCode::xor_:
    case OpCode::not_:
    case OpCode::neg:
    case OpCode::shift_left:
    case OpCode::shift_right_logical:
    case OpCode::shift_right_arithmetic:
    case OpCode::bitcast_convert:
    case OpCode::convert:
      return true;
    default:
      return false;
  }
}

// The region's values: params at base + i, body instruction j at base + P + j.
struct RegionValues {
  const Region& region;
  ValueId base;

  std::size_t params() const { return region.params.size(); }
  // The body index of `id`, or nullopt for a parameter or a value from outside.
  std::optional<std::size_t> body_index(ValueId id) const {
    if (id < base + static_cast<ValueId>(params())) return std::nullopt;
    const auto index = static_cast<std::size_t>(id - base) - params();
    return index < region.body.size() ? std::optional(index) : std::nullopt;
  }
  std::optional<std::size_t> param_index(ValueId id) const {
    if (id < base || id >= base + static_cast<ValueId>(params())) return std::nullopt;
    return static_cast<std::size_t>(id - base);
  }
};

// The parameter `id` depends on, when it depends on exactly one and only
// through exact elementwise ops and constants; the body instructions it
// needs are marked in `cone`.
std::optional<std::size_t> single_param_cone(const RegionValues& values, ValueId id, std::vector<bool>& cone,
                                             std::optional<std::size_t>& param) {
  if (const auto p = values.param_index(id)) {
    if (param && *param != *p) return std::nullopt;
    param = *p;
    return param;
  }
  const auto index = values.body_index(id);
  if (!index) return std::nullopt;  // a value from the enclosing scope
  const Instruction& ins = values.region.body[*index];
  const bool source = ins.op == OpCode::constant && ins.operands.empty();
  if (!source && !exact_elementwise(ins.op)) return std::nullopt;
  cone[*index] = true;
  for (ValueId operand : ins.operands) {
    if (!single_param_cone(values, operand, cone, param)) return std::nullopt;
  }
  return param ? param : std::optional<std::size_t>(std::size_t{0});  // a constant key: any side
}

// A scalar constant repeated to `shape`.
Array splat(const Array& scalar, const Shape& shape) {
  Array out = Array::uninitialized(scalar.dtype(), shape);
  const std::size_t size = dtype_size(scalar.dtype());
  for (std::int64_t i = 0; i < out.size(); ++i) {
    std::memcpy(out.raw() + static_cast<std::size_t>(i) * size, scalar.raw(), size);
  }
  return out;
}

// Runs the cone's instructions over every element of `input` (the parameter's
// operand) at once and returns the value `id`.
Array evaluate_cone(const Program& program, const RegionValues& values, const std::vector<bool>& cone,
                    ValueId id, const Array& input) {
  std::vector<Array> computed(values.region.body.size());
  const auto value = [&](ValueId v) -> const Array& {
    if (values.param_index(v)) return input;
    return computed[*values.body_index(v)];
  };
  for (std::size_t j = 0; j < values.region.body.size(); ++j) {
    if (!cone[j]) continue;
    Instruction whole = values.region.body[j];
    std::vector<const Array*> operands;
    for (ValueId v : whole.operands) operands.push_back(&value(v));
    const LocalKernel kernel = kernel_table()[static_cast<std::size_t>(whole.op)].local;
    if (whole.operands.empty()) {  // a scalar constant: made as the region makes it, then repeated
      computed[j] = splat(kernel(LocalArgs{program, whole, operands}), input.shape());
      continue;
    }
    whole.type.shape = input.shape();
    computed[j] = kernel(LocalArgs{program, whole, operands});
  }
  return value(id);
}

// One compare of the region as keys: both sides computed for every element.
std::optional<KeyedComparator> key_leaf(const Program& program, const RegionValues& values,
                                        const Instruction& compare, std::span<const Array* const> operands) {
  if (compare.op != OpCode::compare || compare.operands.size() != 2) return std::nullopt;
  KeyedComparator keyed;
  for (std::size_t s = 0; s < 2; ++s) {
    std::vector<bool> cone(values.region.body.size(), false);
    std::optional<std::size_t> param;
    if (!single_param_cone(values, compare.operands[s], cone, param)) return std::nullopt;
    const std::size_t p = param.value_or(0);
    keyed.from_first[s] = p % 2 == 0;  // params a0, b0, a1, b1, ...: even ones are the first element's
    try {
      keyed.keys[s] = evaluate_cone(program, values, cone, compare.operands[s], *operands[p / 2]);
    } catch (const Error&) {
      // A kernel that refuses a key's dtype: the interpreter says so, and only
      // when it compares (a sort of one-element rows never does).
      return std::nullopt;
    }
  }
  const DType dtype = keyed.keys[0].dtype();
  // bf16 and f16 compare as floats, not as their stored bits: left to the interpreter.
  if (dtype == DType::bf16 || dtype == DType::f16 || keyed.keys[1].dtype() != dtype) return std::nullopt;
  keyed.direction = parse_compare_direction(compare.attrs.symbol("direction"));
  return keyed;
}

template <typename Storage>
bool compare_keys(const KeyedComparator& leaf, std::int64_t a, std::int64_t b) {
  return semantics::compare(leaf.direction, leaf.keys[0].data<Storage>()[leaf.from_first[0] ? a : b],
                            leaf.keys[1].data<Storage>()[leaf.from_first[1] ? a : b]);
}

// The boolean ops a comparator combines its compares with (lexicographic
// keys: `lt(k0) or (eq(k0) and lt(k1))`), as the bool kernels compute them.
bool is_logic(OpCode op) {
  return op == OpCode::and_ || op == OpCode::or_ || op == OpCode::xor_ || op == OpCode::not_ ||
         op == OpCode::select;
}

// Builds the steps computing value `id`, children first; returns its slot.
std::optional<std::size_t> build_logic(const Program& program, const RegionValues& values, ValueId id,
                                       std::span<const Array* const> operands, KeyedLogic& logic,
                                       std::vector<std::optional<std::size_t>>& slot_of) {
  const auto index = values.body_index(id);
  if (!index) return std::nullopt;
  if (slot_of[*index]) return slot_of[*index];
  const Instruction& ins = values.region.body[*index];
  KeyedLogic::Step step{ins.op, {}, -1};
  if (ins.op == OpCode::compare) {
    auto leaf = key_leaf(program, values, ins, operands);
    if (!leaf) return std::nullopt;
    step.leaf = static_cast<int>(logic.leaves.size());
    step.compare = visit_dtype(leaf->keys[0].dtype(),
                               [](auto tag) { return &compare_keys<typename decltype(tag)::storage>; });
    logic.leaves.push_back(std::move(*leaf));
  } else if (is_logic(ins.op) && ins.type.dtype == DType::boolean && ins.operands.size() <= 3) {
    for (std::size_t k = 0; k < ins.operands.size(); ++k) {
      const auto arg = build_logic(program, values, ins.operands[k], operands, logic, slot_of);
      if (!arg) return std::nullopt;
      step.args[k] = *arg;
    }
  } else {
    return std::nullopt;
  }
  logic.steps.push_back(step);
  slot_of[*index] = logic.steps.size() - 1;
  return slot_of[*index];
}

}  // namespace

bool KeyedLogic::less(std::int64_t a, std::int64_t b, std::vector<std::uint8_t>& slots) const {
  slots.resize(steps.size());
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Step& step = steps[i];
    const auto arg = [&](std::size_t k) { return slots[step.args[k]] != 0; };
    switch (step.op) {
      case OpCode::compare:
        slots[i] = step.compare(leaves[static_cast<std::size_t>(step.leaf)], a, b);
        break;
      case OpCode::and_:
        slots[i] = arg(0) && arg(1);
        break;
      case OpCode::or_:
        slots[i] = arg(0) || arg(1);
        break;
      case OpCode::xor_:
        slots[i] = arg(0) != arg(1);
        break;
      case OpCode::not_:
        slots[i] = !arg(0);
        break;
      default:  // select
        slots[i] = arg(0) ? arg(1) : arg(2);
        break;
    }
  }
  return slots.back() != 0;
}

std::optional<KeyedComparator> keyed_comparator(const Program& program, const Instruction& sort, ValueId base,
                                                std::span<const Array* const> operands) {
  const Region& region = sort.regions.at(0);
  const RegionValues values{region, base};
  if (region.results.size() != 1) return std::nullopt;
  const auto last = values.body_index(region.results[0]);
  if (!last) return std::nullopt;
  return key_leaf(program, values, region.body[*last], operands);
}

std::optional<KeyedLogic> keyed_logic(const Program& program, const Instruction& sort, ValueId base,
                                      std::span<const Array* const> operands) {
  const Region& region = sort.regions.at(0);
  const RegionValues values{region, base};
  if (region.results.size() != 1) return std::nullopt;
  KeyedLogic logic;
  std::vector<std::optional<std::size_t>> slot_of(region.body.size());
  const auto result = build_logic(program, values, region.results[0], operands, logic, slot_of);
  if (!result || *result != logic.steps.size() - 1) return std::nullopt;
  return logic;
}

}  // namespace pmapsim::reference
