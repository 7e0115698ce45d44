// Shared by the reference kernels' translation units; not a public header.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/distributed.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/semantics/arithmetic.hpp"

namespace pmapsim::reference {

// What a local kernel sees: one device's operands of one instruction.
struct LocalArgs {
  const Program& program;
  const Instruction& instruction;
  std::span<const Array* const> operands;
  std::int64_t device = 0;

  const Array& operand(std::size_t i) const { return *operands[i]; }
  const Attrs& attrs() const { return instruction.attrs; }
  const TensorType& result_type() const { return instruction.type; }
};

// What a collective kernel sees: operands[d] is device d's operand.
struct CollectiveArgs {
  const Program& program;
  const Instruction& instruction;
  std::span<const Array* const> operands;
  DeviceBlock local;  // the devices whose results are wanted (the others stay empty)

  const Array& operand(std::int64_t device) const { return *operands[static_cast<std::size_t>(device)]; }
  const Attrs& attrs() const { return instruction.attrs; }
  const TensorType& result_type() const { return instruction.type; }
};

using LocalKernel = Array (*)(const LocalArgs&);
using CollectiveKernel = std::vector<Array> (*)(const CollectiveArgs&);

// One row per op: a local kernel, a collective kernel, or (axis_index) both.
struct KernelRow {
  LocalKernel local = nullptr;
  CollectiveKernel collective = nullptr;
};
using KernelTable = std::array<KernelRow, kNumOps>;
const KernelTable& kernel_table();

// "neg: unsupported dtype bool" as an Error.
[[noreturn]] void unsupported_dtype(OpCode op, DType dtype);

// --- typed dispatch ----------------------------------------------------------
// For a kernel over every dtype use visit_dtype (pmapsim/dtype.hpp):
//   return visit_dtype(x.dtype(), [&](auto tag) {
//     using Tag = decltype(tag);          // Tag::storage, Tag::value, Tag::load/store,
//     const auto* in = x.data<typename Tag::storage>();   // Tag::is_float/is_integer/...
//     ...
//   });
// convert_value<To, From>(v) converts one element with convert's rules.
// typed_data<Tag>(a) is a.data<Tag::storage>() for brevity.
template <class Tag>
const typename Tag::storage* typed_data(const Array& a) {
  return a.data<typename Tag::storage>();
}
template <class Tag>
typename Tag::storage* typed_data(Array& a) {
  return a.data<typename Tag::storage>();
}

// --- float staging ----------------------------------------------------------
// Converts every element of a (any dtype) to float, exactly for bf16/bool and
// as static_cast for s32.
void load_floats(const Array& a, float* out);
// Stores floats into an f32 or bf16 array (bf16 rounds to nearest even).
void store_floats(const float* in, Array& out);
// a's elements as floats: a's own storage for f32, else converted into scratch.
const float* float_view(const Array& a, std::vector<float>& scratch);

// --- the kernel table, filled by the file that holds each kernel ------------
// Each kernel file adds its own rows, so a new op's kernel and its row sit
// side by side (docs/adding-an-op.md).
inline void set_local(KernelTable& table, OpCode op, LocalKernel kernel) {
  table[static_cast<std::size_t>(op)].local = kernel;
}
inline void set_collective(KernelTable& table, OpCode op, CollectiveKernel kernel) {
  table[static_cast<std::size_t>(op)].collective = kernel;
}
void add_elementwise_rows(KernelTable& table);   // elementwise.cpp
void add_layout_rows(KernelTable& table);        // layout.cpp
void add_linalg_rows(KernelTable& table);        // linalg.cpp
void add_collective_rows(KernelTable& table);    // collectives.cpp
void add_conv_rows(KernelTable& table);          // conv.cpp
void add_window_rows(KernelTable& table);        // window.cpp
void add_element_type_rows(KernelTable& table);  // element_types.cpp

// elementwise_math.cpp (sign ... clamp) and bitwise.cpp (not ... count_leading_zeros).
void add_elementwise_math_rows(KernelTable& table);
void add_bitwise_rows(KernelTable& table);
void add_region_rows(KernelTable& table);  // regions.cpp

// regions.cpp: reduce and sort on one device. The evaluator passes the
// region as a callable on scalar arrays (reduce: acc..., x... -> acc...;
// sort: a0, b0, a1, b1, ... -> bool[]).
using ScalarRegion = std::function<std::vector<Array>(std::span<const Array* const>)>;
std::vector<Array> reduce_arrays(const Program& program, const Instruction& instruction, ValueId base,
                                 std::span<const Array* const> operands, const ScalarRegion& region);
std::vector<Array> sort_arrays(const Program& program, const Instruction& instruction, ValueId base,
                               std::span<const Array* const> operands, const ScalarRegion& comparator);
void add_indexing_rows(KernelTable& table);  // indexing.cpp
void add_fft_rows(KernelTable& table);       // fft.cpp
// complex.cpp: complex/real/imag, and the rows of the ops that take complex
// operands wrapped so that those run there; called after every other row is set.
void add_complex_rows(KernelTable& table);

// sort_keys.cpp: a sort comparator `compare(X, Y)` whose sides each read one
// parameter through exact elementwise ops, with both sides computed for
// every element of their operand; less(a, b) is then a compare of keys.
struct KeyedComparator {
  std::array<Array, 2> keys;         // X and Y for every element
  std::array<bool, 2> from_first{};  // whether the side reads the pair's first element
  CompareDirection direction = CompareDirection::lt;
};
// nullopt where the comparator has another form; `base` is the sort's value id.
std::optional<KeyedComparator> keyed_comparator(const Program& program, const Instruction& sort, ValueId base,
                                                std::span<const Array* const> operands);
// A comparator that combines such compares with and/or/xor/not/select
// (several keys, lexicographically): less(a, b) evaluates the compares on keys
// and the boolean ops on their results, children first.
struct KeyedLogic {
  struct Step {
    OpCode op;
    std::array<std::size_t, 3> args{};  // earlier steps' slots
    int leaf = -1;                      // compare: its keys in `leaves`
    bool (*compare)(const KeyedComparator&, std::int64_t, std::int64_t) = nullptr;
  };
  std::vector<KeyedComparator> leaves;
  std::vector<Step> steps;  // the last is the comparator's result
  // slots: scratch, one per step (kept by the caller across comparisons).
  bool less(std::int64_t a, std::int64_t b, std::vector<std::uint8_t>& slots) const;
};
std::optional<KeyedLogic> keyed_logic(const Program& program, const Instruction& sort, ValueId base,
                                      std::span<const Array* const> operands);

// random.cpp: rng_bit_generator on one device, {output_state, output}; the
// evaluator runs it, as the other multi-result ops.
std::vector<Array> rng_bit_generator_arrays(const Instruction& instruction, const Array& initial_state);

// elementwise.cpp, shared with collectives: a += b and a = max/min(a, b)
// elementwise in a's dtype (bf16 accumulators are passed as f32 arrays).
void accumulate_sum(Array& accumulator, const Array& addend);
void accumulate_max(Array& accumulator, const Array& other);
void accumulate_min(Array& accumulator, const Array& other);
// Converts any array to dtype with convert's rules.
Array convert_array(const Array& source, DType dtype);

// collectives.cpp, shared with the collectives across processes: an
// all-reduce (psum, pmax, pmin, pmean) folds its group's operands in member
// order into an accumulator (f32 for bf16 and f16), then finishes once.
DType all_reduce_accumulator_dtype(DType result);
// accumulator = accumulator (op) other, elementwise; pmean folds as psum.
void fold_into(Array& accumulator, const Array& other, OpCode op);
// The group's result from its folded accumulator: pmean divides by the
// group's size; then rounded once to `result`.
Array finish_all_reduce(Array accumulator, OpCode op, std::int64_t group_size, DType result);

}  // namespace pmapsim::reference
