// The recorder (JAX's tracing; in pmapsim a "trace" is a Perfetto timeline
// only): the Value handle a mapped function computes with, and one
// function per op (collectives with JAX's names, shape rules and errors).
//
// Calling a mapped function with Values records each operation into the
// Program of the Recorder that is current on this thread; nothing is computed.
// Binary ops broadcast numpy-style by inserting broadcast ops, and Python-like
// scalars (double) become constants of the other operand's dtype.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim {

class Recorder;

class Value {
 public:
  Value() = default;
  Value(Recorder* recorder, ValueId id) : recorder_(recorder), id_(id) {}

  const TensorType& type() const;
  const Shape& shape() const { return type().shape; }
  DType dtype() const { return type().dtype; }
  std::int64_t rank() const { return type().rank(); }
  ValueId id() const { return id_; }
  Recorder* recorder() const { return recorder_; }

 private:
  Recorder* recorder_ = nullptr;
  ValueId id_ = -1;
};

// Records a Program. While a Recorder is alive and active (Scope), the free
// functions below record into it.
class Recorder {
 public:
  Recorder(std::string program_name, std::string axis_name, std::int64_t axis_size);
  // A program over a named mesh (devices row-major over its axes): collectives
  // and axis_index may name one mesh axis ("model") or several ("data.model").
  Recorder(std::string program_name, Mesh mesh);

  Value parameter(std::string name, TensorType type);
  // Appends an instruction after checking it with the op's shape rule;
  // declared is the result type for ops that need one written.
  Value emit(OpCode op, std::vector<Value> operands, Attrs attrs = {},
             std::optional<TensorType> declared = std::nullopt);
  void set_results(const std::vector<Value>& results);
  const Program& program() const { return program_; }
  Program take_program();
  const TensorType& type_of(ValueId id) const;

  // Regions: begin_region opens a region whose parameters have `params`
  // types (its values are numbered from the next id of the enclosing scope,
  // the id the owning instruction will take); ops recorded until end_region
  // go into it, and may read values of enclosing scopes (captures).
  std::vector<Value> begin_region(const std::vector<TensorType>& params);
  Region end_region(const std::vector<Value>& results);
  // Appends an instruction with regions and several results (checked by the
  // op's shape rule and the verifier's region rules); returns its results.
  std::vector<Value> emit_multi(OpCode op, std::vector<Value> operands, Attrs attrs,
                                std::vector<TensorType> result_types, std::vector<Region> regions);

  // The recorder that free functions record into; throws Error outside recording.
  static Recorder& current();
  class Scope {
   public:
    explicit Scope(Recorder& recorder);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    Recorder* previous_;
  };

 private:
  struct OpenRegion {
    Region region;
    ValueId base;
  };
  ValueId next_id() const;
  std::vector<Instruction>& current_body() {
    return open_.empty() ? program_.body : open_.back().region.body;
  }
  std::vector<Value> push(Instruction instruction);

  Program program_;
  std::vector<OpenRegion> open_;  // innermost last
};

// --- elementwise -----------------------------------------------------------
Value operator+(Value a, Value b);
Value operator-(Value a, Value b);
Value operator*(Value a, Value b);
Value operator/(Value a, Value b);
Value operator+(Value a, double b);
Value operator-(Value a, double b);
Value operator*(Value a, double b);
Value operator/(Value a, double b);
Value operator+(double a, Value b);
Value operator-(double a, Value b);
Value operator*(double a, Value b);
Value operator/(double a, Value b);
Value operator-(Value a);
Value maximum(Value a, Value b);
Value minimum(Value a, Value b);
Value maximum(Value a, double b);
Value compare(Value a, Value b, CompareDirection direction);  // -> bool
Value select(Value predicate, Value on_true, Value on_false);
Value convert(Value x, DType dtype);
Value square(Value x);  // x * x
// The plain elementwise ops, each a function of its op's name and operands:
// abs(x), sine(x), round_nearest_even(x) (lax.round(x, TO_NEAREST_EVEN)),
// erfc(x) (1 - erf(x), accurate in the tail), is_finite(x) (-> bool), not_(x)
// (bitwise on integers, logical on bool), power(x, y), remainder(x, y) (sign of
// x, as C's fmod and %), and_(a, b), shift_left(x, amount), ... (the lists in
// pmapsim/ops.hpp).
#define PMAPSIM_RECORD_UNARY(name) Value name(Value x);
#define PMAPSIM_RECORD_BINARY(name) Value name(Value a, Value b);
PMAPSIM_PLAIN_UNARY_OPS(PMAPSIM_RECORD_UNARY)
PMAPSIM_PLAIN_BINARY_OPS(PMAPSIM_RECORD_BINARY)
#undef PMAPSIM_RECORD_UNARY
#undef PMAPSIM_RECORD_BINARY
// lax.clamp(min, x, max): min and max are scalars or of x's shape.
Value clamp(Value min, Value x, Value max);
Value clamp(double min, Value x, double max);
// jax.lax.bitcast_convert_type: x's bits as dtype (a narrower dtype adds a
// last dim of the width ratio, a wider one consumes it).
Value bitcast_convert(Value x, DType dtype);
// jax.lax.reduce_precision: x rounded to a float format of that many bits.
Value reduce_precision(Value x, std::int64_t exponent_bits, std::int64_t mantissa_bits);

// --- complex numbers and the FFT ------------------------------------------
// jax.lax.complex (numpy broadcasting), jax.lax.real and imag, jnp.conj (as
// JAX lowers it: complex(real(x), -imag(x)); a real x is its own conjugate).
Value complex(Value re, Value im);
Value real(Value x);
Value imag(Value x);
Value conj(Value x);
// jax.lax.fft: the transform over the last fft_lengths.size() (1 to 3) dims.
Value fft(Value x, FftType type, IntList fft_lengths);

// --- layout ----------------------------------------------------------------
Value broadcast_in_dim(Value x, Shape shape, IntList dims);
Value broadcast_to(Value x, Shape shape);  // numpy rules
Value reshape(Value x, Shape shape);       // one -1 allowed
Value transpose(Value x, IntList perm);
Value expand_dims(Value x, std::int64_t axis);
Value squeeze(Value x, std::int64_t axis);

// --- reductions and contraction (negative axes count from the end) --------
Value sum(Value x, IntList axes);
Value sum(Value x);  // all axes
Value max(Value x, IntList axes);
Value mean(Value x, IntList axes);
// dot_general: result = batch dims, lhs free dims, rhs free dims.
Value dot_general(Value lhs, Value rhs, IntList lhs_contract, IntList rhs_contract, IntList lhs_batch = {},
                  IntList rhs_batch = {}, std::optional<DType> result_dtype = std::nullopt);
// numpy.matmul for rank >= 2 operands of equal rank (leading dims are batch).
Value matmul(Value a, Value b);

// --- sources ---------------------------------------------------------------
Value constant(double value, TensorType type);  // splat
Value constant(const Array& array);             // dense
Value iota(TensorType type, std::int64_t dimension);
Value zeros_like(Value x);

// --- indexing (jax.lax names and StableHLO semantics) ---------------------
// lax.slice: start..limit (exclusive) with optional strides.
Value slice(Value x, IntList start_indices, IntList limit_indices, IntList strides = {});
Value concatenate(const std::vector<Value>& operands, std::int64_t dimension);
// lax.pad: one (low, high, interior) triple per dim; edges may be negative.
Value pad(Value x, Value padding_value, const std::vector<std::array<std::int64_t, 3>>& padding_config);
Value rev(Value x, IntList dimensions);
// Starts are scalar integer Values, clamped so the slice lies inside x.
Value dynamic_slice(Value x, const std::vector<Value>& start_indices, Shape slice_sizes);
Value dynamic_update_slice(Value x, Value update, const std::vector<Value>& start_indices);
// lax.GatherDimensionNumbers / ScatterDimensionNumbers; the index vector is
// the last dim of the indices, as jax.lax.gather and scatter make it.
struct GatherDimensionNumbers {
  IntList offset_dims;
  IntList collapsed_slice_dims;
  IntList start_index_map;
  IntList operand_batching_dims = {};
  IntList start_indices_batching_dims = {};
};
Value gather(Value operand, Value indices, const GatherDimensionNumbers& dimension_numbers,
             Shape slice_sizes);
struct ScatterDimensionNumbers {
  IntList update_window_dims;
  IntList inserted_window_dims;
  IntList scatter_dims_to_operand_dims;
  IntList operand_batching_dims = {};
  IntList scatter_indices_batching_dims = {};
};
// Updates combine in index order; windows out of bounds are dropped.
Value scatter(Value operand, Value indices, Value updates, const ScatterDimensionNumbers& dimension_numbers);
Value scatter_add(Value operand, Value indices, Value updates,
                  const ScatterDimensionNumbers& dimension_numbers);
Value scatter_mul(Value operand, Value indices, Value updates,
                  const ScatterDimensionNumbers& dimension_numbers);
Value scatter_min(Value operand, Value indices, Value updates,
                  const ScatterDimensionNumbers& dimension_numbers);
Value scatter_max(Value operand, Value indices, Value updates,
                  const ScatterDimensionNumbers& dimension_numbers);
// jnp.take(x, indices, axis) as JAX lowers it: one gather (indices clamped).
Value take(Value x, Value indices, std::int64_t axis = 0);

// --- collectives (jax.lax names) -------------------------------------------
// axis_index_groups: empty = the whole axis.
Value psum(Value x, const std::string& axis_name, const IntListList& axis_index_groups = {});
Value pmean(Value x, const std::string& axis_name, const IntListList& axis_index_groups = {});
Value pmax(Value x, const std::string& axis_name, const IntListList& axis_index_groups = {});
Value pmin(Value x, const std::string& axis_name, const IntListList& axis_index_groups = {});
Value all_gather(Value x, const std::string& axis_name, std::int64_t axis = 0, bool tiled = false,
                 const IntListList& axis_index_groups = {});
Value psum_scatter(Value x, const std::string& axis_name, std::int64_t scatter_dimension = 0,
                   bool tiled = false, const IntListList& axis_index_groups = {});
// perm: (source, destination) pairs; devices no pair targets receive zeros.
Value ppermute(Value x, const std::string& axis_name,
               const std::vector<std::pair<std::int64_t, std::int64_t>>& perm);
// Device i receives from device perm[i].
Value pshuffle(Value x, const std::string& axis_name, const IntList& perm);
Value all_to_all(Value x, const std::string& axis_name, std::int64_t split_axis, std::int64_t concat_axis,
                 bool tiled = false, const IntListList& axis_index_groups = {});
Value pswapaxes(Value x, const std::string& axis_name, std::int64_t axis,
                const IntListList& axis_index_groups = {});
Value axis_index(const std::string& axis_name);  // s32 scalar

// --- control flow, general reduce and sort (jax.lax names) ----------------
// The functions are recorded once into regions; they may use values of the
// enclosing function (captures). Results are the carried / returned values.
using Values = std::vector<Value>;
Values while_loop(const std::function<Value(const Values&)>& cond_fn,
                  const std::function<Values(const Values&)>& body_fn, const Values& init);
// for i in [lower, upper): carry = body(i, carry); i is s32.
Values fori_loop(std::int64_t lower, std::int64_t upper,
                 const std::function<Values(Value, const Values&)>& body_fn, const Values& init);
// lax.cond: pred is a bool scalar; both branches return the same types.
Values cond(Value pred, const std::function<Values()>& true_fn, const std::function<Values()>& false_fn);
// lax.switch: index s32 scalar; out of range picks the last branch (StableHLO's case).
Values switch_case(Value index, const std::vector<std::function<Values()>>& branches);
// lax.reduce with a computation over scalars: computation(acc..., x...) -> acc...
Values reduce(const Values& inputs, const Values& inits,
              const std::function<Values(const Values& acc, const Values& x)>& computation, IntList axes);
// lax.sort: operands of one shape sorted along `dimension` by comparator(a0, b0, a1, b1, ...) -> bool.
Values sort(const Values& operands, const std::function<Value(const Values&)>& comparator,
            std::int64_t dimension = -1, bool is_stable = true);
// Ascending sort of one array along `dimension` (lax.sort's default comparator, lt).
Value sort(Value x, std::int64_t dimension = -1);
// jnp.argmax / argmin along `axis` as JAX lowers them: a reduce of (value,
// index) pairs that keeps the first index of the largest (smallest) value; s32.
Value argmax(Value x, std::int64_t axis);
Value argmin(Value x, std::int64_t axis);
Values optimization_barrier(const Values& values);
// A nested jax.jit, as StableHLO's func.call: fn is recorded once into the
// call's region (its parameters typed as args); `callee` names it in traces.
Values call(const std::string& callee, const std::function<Values(const Values&)>& fn, const Values& args);
std::int64_t axis_size(const std::string& axis_name);

// lax.rng_bit_generator: {the new state, random bits of `shape` and `dtype`}
// from a u64[2] or u64[3] state, with XLA:CPU's bits (pmapsim/rng.hpp).
// algorithm: "default" (which is philox), "three_fry" or "philox".
Values rng_bit_generator(Value initial_state, const Shape& shape, DType dtype,
                         std::string_view algorithm = "default");

}  // namespace pmapsim

// --- convolution, windowed reductions, dot precision (jax.lax names; recorder_conv.cpp) ---
namespace pmapsim {

// jax.lax.conv_general_dilated's arguments. The specs are JAX's
// dimension_numbers strings: N batch and C feature for lhs/out, O and I for
// the kernel; the other letters are spatial dims, ordered as in rhs_spec.
struct ConvOptions {
  IntList window_strides;  // default 1s
  IntListList padding;     // [low, high] per spatial dim; default none
  IntList lhs_dilation;    // default 1s
  IntList rhs_dilation;    // default 1s
  std::string lhs_spec = "NCHW", rhs_spec = "OIHW", out_spec = "NCHW";
  std::int64_t feature_group_count = 1;
  std::int64_t batch_group_count = 1;
  std::string precision;  // "", "DEFAULT", "HIGH" or "HIGHEST", for both operands
  std::optional<DType> preferred_element_type;
};
Value conv_general_dilated(Value lhs, Value rhs, const ConvOptions& options = {});

// jax.lax.reduce_window with computation "add", "mul", "max" or "min" and an init value.
Value reduce_window(Value x, double init, const std::string& computation, IntList window_dimensions,
                    IntList window_strides = {}, IntListList padding = {}, IntList base_dilation = {},
                    IntList window_dilation = {});
// Pools over every dim (window 1 on dims not pooled), as flax's max_pool/avg_pool
// on the full shape: max with -inf init; avg = window sum / window size (padding counted).
Value max_pool(Value x, IntList window, IntList strides, IntListList padding = {});
Value avg_pool(Value x, IntList window, IntList strides, IntListList padding = {});
// JAX's _select_and_scatter_add (max-pool's gradient): each source element
// added at the position of its window's first maximum in operand.
Value select_and_scatter_add(Value source, Value operand, IntList window_dimensions, IntList window_strides,
                             IntListList padding = {});
// dot_general with a precision ("DEFAULT", "HIGH", "HIGHEST" for both operands).
Value dot_general(Value lhs, Value rhs, IntList lhs_contract, IntList rhs_contract, IntList lhs_batch,
                  IntList rhs_batch, std::optional<DType> preferred_element_type,
                  const std::string& precision);

}  // namespace pmapsim
