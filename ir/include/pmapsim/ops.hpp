// The op table: every op pmapsim knows, defined once.
//
// An OpDef gives an op's name (its text syntax is generic:
// `%r = NAME %a, %b {attr=value} : TYPE`), its operand count, its attributes
// and its shape/dtype rule. The program verifier, parser and printer and the
// recording front end read this table; each backend has one kernel row per
// OpCode (see the backends' op tables) and a test checks that every row is
// filled.
//
// Semantics follow XLA/StableHLO and JAX:
//  - elementwise binary ops take operands of identical type (the recording front
//    end inserts broadcasts, numpy style);
//  - broadcast is broadcast_in_dim: attr dims maps operand dim i to result dim
//    dims[i]; the result type is written out;
//  - reduce_sum / reduce_max drop the dims in attr axes;
//  - dot is dot_general: result dims are batch, lhs free, rhs free; bf16
//    operands may produce an f32 result (f32 accumulation);
//  - complex numbers (c64, c128) take the arithmetic, exp/log/sqrt family,
//    compare eq/ne, the layout ops, reduce_sum, dot and the non-ordering
//    collectives; complex/real/imag build and split them; fft is StableHLO's
//    fft (FFT, IFFT scaled by 1/n, RFFT, IRFFT over the last 1-3 dims);
//  - collectives act over the program's named axis (attr axis), optionally
//    within axis_index_groups (attr groups). all_gather, psum_scatter and
//    all_to_all here are JAX's *tiled* primitives; the untiled forms are the
//    front end's reshapes around them, as in jax/_src/lax/parallel.py.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/attrs.hpp"

namespace pmapsim {

// Elementwise ops whose operands are all there is to them (no attribute, no
// result type of their own): a recorded program calls each by its name
// (pmapsim::sine(x), pmapsim::power(x, y)), the recorder's functions being made
// from these two lists, so a new op of this kind is one X(...) here and its row.
// clang-format off
#define PMAPSIM_PLAIN_UNARY_OPS(X)                                                              \
  X(abs) X(exp) X(log) X(tanh) X(sqrt) X(sign) X(floor) X(ceil) X(round_nearest_even)           \
  X(round_nearest_afz) X(rsqrt) X(cbrt) X(logistic) X(log1p) X(expm1) X(sine) X(cosine) X(tan) \
  X(erf) X(erf_inv) X(erfc) X(is_finite)                                                        \
  /* bitwise on integers, logical on bool (C++ keywords take a trailing _) */                   \
  X(not_) X(popcnt) X(count_leading_zeros)
#define PMAPSIM_PLAIN_BINARY_OPS(X)                                                             \
  X(atan2) X(power) X(remainder)                                                                \
  X(and_) X(or_) X(xor_) X(shift_left) X(shift_right_logical) X(shift_right_arithmetic)

// One op per X(...), grouped by kind; kept by hand, one group a line.
#define PMAPSIM_OPS(X)                                                     \
  /* elementwise: operators (neg, add, ...), and ops with arguments beside their operands */ \
  X(neg) X(add) X(sub) X(mul) X(div) X(max) X(min) X(compare) X(select) X(clamp) X(convert) \
  /* elementwise, plain: real and integer math, bitwise and logical */     \
  PMAPSIM_PLAIN_UNARY_OPS(X) PMAPSIM_PLAIN_BINARY_OPS(X)                   \
  /* layout */                                                             \
  X(broadcast) X(reshape) X(transpose)                                     \
  /* indexing and layout */                                                \
  X(slice) X(concatenate) X(pad) X(reverse) X(dynamic_slice)               \
  X(dynamic_update_slice) X(gather) X(scatter)                             \
  /* reductions and contraction */                                         \
  X(reduce_sum) X(reduce_max) X(dot)                                       \
  /* convolution and windowed reductions */                                \
  X(convolution) X(reduce_window) X(select_and_scatter)                    \
  /* sources */                                                            \
  X(constant) X(iota)                                                      \
  /* collectives over the mapped axis */                                   \
  X(psum) X(pmean) X(pmax) X(pmin) X(all_gather) X(psum_scatter)           \
  X(ppermute) X(all_to_all) X(axis_index)                                  \
  /* element types */                                                      \
  X(bitcast_convert) X(reduce_precision)                                   \
  /* complex numbers and the discrete Fourier transform */                 \
  X(complex) X(real) X(imag) X(fft)                                        \
  /* multi-result and region ops (control flow, calls, general reduce, sort) */ \
  X(result) X(optimization_barrier) X(while_loop) X(cond) X(switch_case)   \
  X(call) X(reduce) X(sort)                                                \
  /* random numbers (two results: the new state and the bits) */           \
  X(rng_bit_generator)
// clang-format on

// An op's name from its enumerator: ops whose names are C++ keywords (not,
// and, or, xor) are spelled with a trailing underscore as enumerators
// (OpCode::and_); their names, as StableHLO's, have none.
constexpr std::string_view op_name_of_enumerator(std::string_view enumerator) {
  return enumerator.ends_with('_') ? enumerator.substr(0, enumerator.size() - 1) : enumerator;
}

enum class OpCode : std::uint8_t {
#define PMAPSIM_OP_ENUM(name) name,
  PMAPSIM_OPS(PMAPSIM_OP_ENUM)
#undef PMAPSIM_OP_ENUM
};

inline constexpr int kNumOps = 0
#define PMAPSIM_OP_COUNT(name) +1
    PMAPSIM_OPS(PMAPSIM_OP_COUNT)
#undef PMAPSIM_OP_COUNT
    ;

enum class OpClass : std::uint8_t {
  elementwise,  // same-shape, one output element per input element
  layout,       // moves or copies data
  reduction,
  contraction,  // dot
  source,       // constant, iota
  collective,   // communicates across devices
  control       // owns regions or results (while_loop, cond, call, reduce, sort, rng_bit_generator, ...)
};

struct AttrSpec {
  std::string name;
  AttrKind kind;
  bool required = true;
};

// What a shape rule sees: the operand types, the attributes, the result type
// written in the program (for ops whose result cannot be inferred: broadcast,
// reshape, constant, iota, convert, dot's result dtype), and the mapped axis.
struct ShapeContext {
  std::span<const TensorType> operands;
  const Attrs& attrs;
  std::optional<TensorType> declared;  // the ": TYPE" annotation, if any
  std::string_view axis_name;          // the program's mapped axis name
  std::int64_t axis_size = 1;          // devices the program runs on
};

// Returns the result type or throws Error with a message that names the op
// and the problem (JAX's wording where JAX has one).
using ShapeRule = std::function<TensorType(const ShapeContext&)>;

// How an op's dimensions relate, for sharding propagation and partitioning
// (the model of Shardy's OpShardingRule): the op's iteration space as factors;
// each operand and result dimension is one or more factors, major first. A
// factor sharded over mesh axes splits the op's work: every tensor dimension
// holding it is split the same way.
enum class FactorKind : std::uint8_t {
  pass_through,      // a result dimension: each device computes its block
  reduction,         // contracted or reduced: each device's result is partial (completed by `combine`)
  need_replication,  // must be whole on every device (a sort's dimension, a slice that cuts)
};

struct FactorRule {
  std::vector<std::int64_t> sizes;  // per factor
  std::vector<FactorKind> kinds;    // per factor
  // [tensor][dim] -> the factors it is made of, major first (no entry: a size-1 dimension).
  std::vector<std::vector<std::vector<int>>> operands, results;
  // The collective that completes a partial result (psum, pmax or pmin).
  OpCode combine = OpCode::psum;
  // A windowed op's spatial factor (a convolution's): split, each device also
  // needs `low` elements of its left neighbour's block of the operand and
  // `high` of its right neighbour's (zeros past the ends, as the op's zero
  // padding gives), and the op's `padding` entry for it becomes [0, 0].
  struct Halo {
    int factor = 0;
    std::size_t operand = 0, dim = 0;
    std::int64_t low = 0, high = 0;
    std::size_t padding_index = 0;  // its entry in the `padding` attribute
    // The scalar operand whose value pads past the ends (a reduce_window's init: -inf for a max
    // pool); none: zeros, as a convolution's padding is.
    std::optional<std::size_t> fill_operand;
  };
  std::vector<Halo> halos;
  // An operand a partial result must count once (an add scatter's operand,
  // into which every device scatters its updates): the other devices of the
  // sum take zeros in its place.
  std::optional<std::size_t> counted_once;
  // A gather's or scatter's operand dimension its indices pick rows of (an
  // embedding table's vocabulary): split, each device shifts the indices by
  // its block's offset; a gather's rows from other blocks are zeros and the
  // partial results sum, a scatter's updates for other blocks fall outside
  // and are dropped (as StableHLO drops out-of-bounds updates).
  struct IndexedDim {
    int factor = 0;
    std::size_t operand_dim = 0;
  };
  std::optional<IndexedDim> indexed;
  // Per factor (empty: none): whether its axes may leave it unevenly split, each block
  // ceil(size / parts) long with the last ones padded. The partitioner sets it for ops
  // that never read across such a factor, or whose reading it masks.
  std::vector<bool> paddable;
  bool is_paddable(std::size_t f) const { return f < paddable.size() && paddable[f]; }
  int add_factor(std::int64_t size, FactorKind kind) {
    sizes.push_back(size);
    kinds.push_back(kind);
    return static_cast<int>(sizes.size()) - 1;
  }
};

struct Region;  // program.hpp

// What a factor rule sees: the op's operand and result types, attributes and
// regions (a general reduce's combiner decides which collective completes it).
struct FactorContext {
  std::span<const TensorType> operands;
  std::span<const TensorType> results;
  const Attrs& attrs;
  std::span<const Region> regions{};
};
using FactorRuleFunction = FactorRule (*)(const FactorContext&);

// The data a collective moves between devices, in StableHLO's words: the
// simulator times a collective by its pattern, and `pmapsim collectives`
// benchmarks one by name. psum, pmean, pmax and pmin are all_reduce;
// psum_scatter is reduce_scatter; ppermute is collective_permute; every other
// op (axis_index included) moves nothing.
enum class CollectivePattern : std::uint8_t {
  none,
  all_reduce,
  reduce_scatter,
  all_gather,
  all_to_all,
  collective_permute
};
std::string_view collective_pattern_name(CollectivePattern pattern);
// nullopt for a name no pattern has ("none" included).
std::optional<CollectivePattern> find_collective_pattern(std::string_view name);

struct OpDef {
  OpCode code;
  std::string_view name;
  OpClass op_class;
  int min_operands;
  int max_operands;
  std::vector<AttrSpec> attrs;
  ShapeRule infer;
  // True when the result type cannot be derived and must be written ("declared").
  bool needs_declared_type;
  // The shape rule in words, for `pmapsim ops` and docs/ops.md.
  std::string_view summary;
  // How the op partitions over a mesh; null where it has no rule (collectives,
  // which only a per-device program holds, and `result`, which follows its owner).
  FactorRuleFunction factors = nullptr;
  // The StableHLO or CHLO op that imports one-to-one as this op (same
  // operands, same result); empty where none does or the importer has a row of
  // its own for it.
  std::string_view imported_as;
  // What one element costs on a vector unit, for the simulator: operations per
  // element (transcendentals and division are short polynomial and Newton
  // sequences: an assumption, the real instruction counts are not public), and
  // whether XLA counts the op expensive (a transcendental sequence or a divide),
  // so that fusion never computes it twice.
  double vector_ops = 1;
  bool expensive = false;
  // A collective's data movement (none for every other op).
  CollectivePattern pattern = CollectivePattern::none;
};

const OpDef& op_def(OpCode code);
std::string_view op_class_name(OpClass op_class);  // "elementwise", "layout", ...
std::string_view op_name(OpCode code);
// nullopt when no op has that name.
std::optional<OpCode> find_op(std::string_view name);
bool is_collective(OpCode code);
// Ops that own regions; the evaluators run them, not a kernel row.
bool has_regions(OpCode code);

// fft's transforms (StableHLO's fft_type, written lowercase: fft, ifft, rfft, irfft).
enum class FftType : std::uint8_t { fft, ifft, rfft, irfft };
FftType parse_fft_type(std::string_view text);
std::string_view fft_type_name(FftType type);

// compare's directions.
enum class CompareDirection : std::uint8_t { eq, ne, lt, le, gt, ge };
CompareDirection parse_compare_direction(std::string_view text);
std::string_view compare_direction_name(CompareDirection direction);  // "eq", "lt", ...

// Collective helpers shared by all backends, validated by the verifier.
// groups: attr "groups" if present, else one group {0..axis_size-1}.
IntListList collective_groups(const Attrs& attrs, std::int64_t axis_size);
// For device d: its group's members (in group order) and its rank within it.
struct GroupPosition {
  IntList members;
  std::int64_t rank = 0;
};
GroupPosition group_position(const IntListList& groups, std::int64_t device);

// ppermute: for each destination device, its source device or -1 (receives zeros).
IntList ppermute_sources(const Attrs& attrs, std::int64_t axis_size);

// Flops and bytes an op moves on one device, for cost models and profiles:
// flops counts 2 per multiply-add in dot, 1 per element otherwise;
// bytes = operand bytes read + result bytes written. A multi-result
// instruction passes its results 1..k-1 (Instruction::extra_types) as
// more_results: their bytes count, and rng_bit_generator's output is one.
struct OpCost {
  double flops = 0;
  double bytes = 0;
};
OpCost op_cost(OpCode code, std::span<const TensorType> operands, const TensorType& result,
               const Attrs& attrs, std::span<const TensorType> more_results = {});

}  // namespace pmapsim
