// The tracer: the Value handle a mapped function computes with, and one
// function per op (collectives with JAX's names, shape rules and errors).
//
// Calling a mapped function with Values records each operation into the
// Program of the Tracer that is current on this thread; nothing is computed.
// Binary ops broadcast numpy-style by inserting broadcast ops, and Python-like
// scalars (double) become constants of the other operand's dtype.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim {

class Tracer;

class Value {
 public:
  Value() = default;
  Value(Tracer* tracer, ValueId id) : tracer_(tracer), id_(id) {}

  const TensorType& type() const;
  const Shape& shape() const { return type().shape; }
  DType dtype() const { return type().dtype; }
  std::int64_t rank() const { return type().rank(); }
  ValueId id() const { return id_; }
  Tracer* tracer() const { return tracer_; }

 private:
  Tracer* tracer_ = nullptr;
  ValueId id_ = -1;
};

// Records a Program. While a Tracer is alive and active (Scope), the free
// functions below record into it.
class Tracer {
 public:
  Tracer(std::string program_name, std::string axis_name, std::int64_t axis_size);

  Value parameter(std::string name, TensorType type);
  // Appends an instruction after checking it with the op's shape rule;
  // declared is the result type for ops that need one written.
  Value emit(OpCode op, std::vector<Value> operands, Attrs attrs = {},
             std::optional<TensorType> declared = std::nullopt);
  void set_results(const std::vector<Value>& results);
  const Program& program() const { return program_; }
  Program take_program();
  const TensorType& type_of(ValueId id) const { return program_.type_of(id); }

  // The tracer that free functions record into; throws Error outside tracing.
  static Tracer& current();
  class Scope {
   public:
    explicit Scope(Tracer& tracer);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    Tracer* previous_;
  };

 private:
  Program program_;
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
Value abs(Value x);
Value exp(Value x);
Value log(Value x);
Value tanh(Value x);
Value sqrt(Value x);
Value maximum(Value a, Value b);
Value minimum(Value a, Value b);
Value maximum(Value a, double b);
Value compare(Value a, Value b, CompareDirection direction);  // -> bool
Value select(Value predicate, Value on_true, Value on_false);
Value convert(Value x, DType dtype);
Value square(Value x);  // x * x

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
std::int64_t axis_size(const std::string& axis_name);

}  // namespace pmapsim
