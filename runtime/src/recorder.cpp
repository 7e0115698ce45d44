// The recorder: what a mapped function computes, recorded into a Program (what
// JAX calls tracing; here "trace" means a Perfetto timeline only).
//
// Each free function below checks what it can say in the user's terms
// (numpy/JAX wording), builds the attributes, and hands the instruction to
// Recorder::emit, whose shape rule (the op table in ops.cpp) has the last word
// on types. The collectives follow jax/_src/lax/parallel.py: the untiled
// forms of all_gather, psum_scatter and all_to_all are reshapes around the
// tiled primitives, as JAX writes them.
#include "pmapsim/recorder.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

thread_local Recorder* current_recorder = nullptr;

// Python's tuple notation, as JAX writes shapes in its messages: "(8, 3)", "(5,)", "()".
std::string python_tuple(const IntList& values) {
  if (values.size() == 1) return fmt::format("({},)", values[0]);
  return fmt::format("({})", fmt::join(values, ", "));
}

std::string python_list(const IntList& values) {
  return fmt::format("[{}]", fmt::join(values, ", "));
}

// numpy's normalize_axis_index: axis in [-rank, rank) counted from the end when negative.
std::int64_t canonical_axis(std::int64_t axis, std::int64_t rank, std::string_view where) {
  if (axis < -rank || axis >= rank) {
    throw Error(fmt::format("{}: axis {} is out of bounds for array of dimension {}", where, axis, rank));
  }
  return axis < 0 ? axis + rank : axis;
}

Recorder& recorder_of(const Value& value, std::string_view where) {
  if (value.recorder() == nullptr) {
    throw Error(fmt::format("{}: the value is empty (it was never recorded)", where));
  }
  return *value.recorder();
}

// The recorder for an op with operands: theirs, which must be one and the same.
Recorder& common_recorder(const std::vector<Value>& operands, std::string_view where) {
  Recorder& recorder = recorder_of(operands.front(), where);
  for (const Value& operand : operands) {
    if (&recorder_of(operand, where) != &recorder) {
      throw Error(fmt::format("{}: operands come from different recorded functions", where));
    }
  }
  return recorder;
}

// --- numpy broadcasting ------------------------------------------------------

Shape broadcast_shapes(const std::vector<Shape>& shapes, std::string_view where) {
  std::size_t rank = 0;
  for (const Shape& shape : shapes) rank = std::max(rank, shape.size());
  Shape result(rank, 1);
  for (const Shape& shape : shapes) {
    const std::size_t offset = rank - shape.size();
    for (std::size_t i = 0; i < shape.size(); ++i) {
      std::int64_t& target = result[offset + i];
      if (shape[i] == target || shape[i] == 1) continue;
      if (target != 1) {
        std::vector<std::string> texts;
        for (const Shape& s : shapes) texts.push_back(python_tuple(s));
        throw Error(fmt::format("{}: incompatible shapes for broadcasting: shapes=[{}]", where,
                                fmt::join(texts, ", ")));
      }
      target = shape[i];
    }
  }
  return result;
}

std::vector<Value> broadcast_all(std::vector<Value> values, std::string_view where) {
  std::vector<Shape> shapes;
  for (const Value& value : values) shapes.push_back(value.shape());
  const Shape common = broadcast_shapes(shapes, where);
  for (Value& value : values) value = broadcast_to(value, common);
  return values;
}

Value binary(OpCode op, Value a, Value b, Attrs attrs = {}) {
  Recorder& recorder = common_recorder({a, b}, op_name(op));
  std::vector<Value> operands = broadcast_all({a, b}, op_name(op));
  return recorder.emit(op, std::move(operands), std::move(attrs));
}

// A Python-like scalar next to a Value becomes a constant of the Value's dtype.
Value scalar_like(const Value& like, double value) {
  Recorder& recorder = recorder_of(like, "scalar operand");
  Attrs attrs;
  attrs.set("value", value);
  return recorder.emit(OpCode::constant, {}, std::move(attrs), TensorType{like.dtype(), {}});
}

Value unary(OpCode op, Value x) {
  return recorder_of(x, op_name(op)).emit(op, {x});
}

// --- collectives ---------------------------------------------------------------

// JAX's _validate_reduce_axis_index_groups, checked here so that the untiled
// forms' size checks below see a valid group size.
void check_groups(const IntListList& groups, std::int64_t axis_size) {
  if (groups.empty()) return;
  std::set<std::int64_t> seen;
  std::size_t count = 0;
  for (const IntList& group : groups) {
    seen.insert(group.begin(), group.end());
    count += group.size();
  }
  const bool covers = seen.size() == count && count == static_cast<std::size_t>(axis_size) &&
                      *seen.begin() == 0 && *seen.rbegin() == axis_size - 1;
  if (!covers) throw Error("axis_index_groups must cover all indices exactly once");
}

// A collective's axis as the program runs it. Over a mesh, `axis_name` may
// name mesh axes ("model", "data.model"); the collective then runs over the
// program's flat axis within the device groups those axes mean (as the .spmd
// parser lowers them), with the caller's axis_index_groups taken over the
// named axes.
struct CollectiveAxis {
  Attrs attrs;              // axis, and groups where there are any
  std::int64_t group_size;  // members per group
  IntListList members;      // flat ids per group of the named axes (a mesh axis only)
};

CollectiveAxis collective_axis(const Recorder& recorder, const std::string& axis_name,
                               const IntListList& groups) {
  const Program& program = recorder.program();
  CollectiveAxis result;
  result.attrs.set("axis", program.axis_name);
  std::int64_t named_size = program.axis_size;
  IntListList flat_groups = groups;
  if (axis_name != program.axis_name) {
    if (program.mesh.empty()) throw Error("unbound axis name: " + axis_name);
    named_size = mesh_axes_size(program.mesh, axis_name);
    result.members = mesh_groups(program.mesh, mesh_axes_named(program.mesh, axis_name));
  }
  check_groups(groups, named_size);
  if (!result.members.empty()) flat_groups = mesh_collective_groups(program.mesh, axis_name, groups);
  if (!flat_groups.empty()) result.attrs.set("groups", flat_groups);
  result.group_size = groups.empty() ? named_size : static_cast<std::int64_t>(groups.front().size());
  return result;
}

Value reduce_collective(OpCode op, Value x, const std::string& axis_name, const IntListList& groups) {
  Recorder& recorder = recorder_of(x, op_name(op));
  return recorder.emit(op, {x}, collective_axis(recorder, axis_name, groups).attrs);
}

Value reduce(OpCode op, Value x, IntList axes) {
  const std::int64_t rank = x.rank();
  for (std::int64_t& axis : axes) axis = canonical_axis(axis, rank, op_name(op));
  std::sort(axes.begin(), axes.end());
  if (std::adjacent_find(axes.begin(), axes.end()) != axes.end()) {
    throw Error(fmt::format("{}: duplicate value in 'axis': {}", op_name(op), python_list(axes)));
  }
  if (axes.empty()) return x;
  Attrs attrs;
  attrs.set("axes", axes);
  return recorder_of(x, op_name(op)).emit(op, {x}, std::move(attrs));
}

IntList all_axes(std::int64_t rank) {
  IntList axes(static_cast<std::size_t>(rank));
  for (std::int64_t i = 0; i < rank; ++i) axes[static_cast<std::size_t>(i)] = i;
  return axes;
}

}  // namespace

// --- Value and Recorder ----------------------------------------------------------

const TensorType& Value::type() const {
  return recorder_of(*this, "Value::type").type_of(id_);
}

Recorder::Recorder(std::string program_name, std::string axis_name, std::int64_t axis_size) {
  program_.name = std::move(program_name);
  program_.axis_name = std::move(axis_name);
  program_.axis_size = axis_size;
}

Recorder::Recorder(std::string program_name, Mesh mesh)
    : Recorder(std::move(program_name), mesh_flat_axis_name(mesh), mesh_device_count(mesh)) {
  program_.mesh = std::move(mesh);
}

Value Recorder::parameter(std::string name, TensorType type) {
  if (!program_.body.empty()) {
    throw Error(fmt::format("parameter %{}: parameters must be declared before any operation", name));
  }
  program_.params.push_back(Parameter{std::move(name), std::move(type)});
  return Value(this, static_cast<ValueId>(program_.params.size() - 1));
}

const TensorType& Recorder::type_of(ValueId id) const {
  for (auto open = open_.rbegin(); open != open_.rend(); ++open) {
    if (id < open->base) continue;
    const auto local = static_cast<std::size_t>(id - open->base);
    const Region& region = open->region;
    if (local < region.params.size()) return region.params[local];
    if (local - region.params.size() < region.body.size())
      return region.body[local - region.params.size()].type;
    throw Error(fmt::format("value {} is not defined in this scope (a value of a finished region?)", id));
  }
  return program_.type_of(id);
}

ValueId Recorder::next_id() const {
  if (open_.empty()) return static_cast<ValueId>(program_.num_values());
  const OpenRegion& open = open_.back();
  return open.base + static_cast<ValueId>(open.region.params.size() + open.region.body.size());
}

std::vector<Value> Recorder::begin_region(const std::vector<TensorType>& params) {
  OpenRegion open{Region{}, next_id()};
  open.region.params = params;
  open_.push_back(std::move(open));
  std::vector<Value> values;
  for (std::size_t j = 0; j < params.size(); ++j) {
    values.emplace_back(this, open_.back().base + static_cast<ValueId>(j));
  }
  return values;
}

Region Recorder::end_region(const std::vector<Value>& results) {
  if (open_.empty()) throw Error("end_region without begin_region");
  for (const Value& result : results) {
    if (result.recorder() != this) throw Error("a region's result comes from another recording");
    open_.back().region.results.push_back(result.id());
  }
  Region region = std::move(open_.back().region);
  open_.pop_back();
  return region;
}

std::vector<Value> Recorder::push(Instruction instruction) {
  const ValueId own_id = next_id();
  const std::size_t count = instruction.result_count();
  const std::vector<TensorType> extra = instruction.extra_types;
  std::vector<Instruction>& body = current_body();
  body.push_back(std::move(instruction));
  for (std::size_t j = 1; j < count; ++j) {
    Instruction slot;
    slot.op = OpCode::result;
    slot.operands = {own_id};
    slot.attrs.set("index", static_cast<std::int64_t>(j));
    slot.type = extra[j - 1];
    body.push_back(std::move(slot));
  }
  std::vector<Value> values;
  for (std::size_t j = 0; j < count; ++j) values.emplace_back(this, own_id + static_cast<ValueId>(j));
  return values;
}

std::vector<Value> Recorder::emit_multi(OpCode op, std::vector<Value> operands, Attrs attrs,
                                        std::vector<TensorType> result_types, std::vector<Region> regions) {
  const OpDef& def = op_def(op);
  std::vector<TensorType> operand_types;
  std::vector<ValueId> operand_ids;
  for (const Value& operand : operands) {
    if (operand.recorder() != this) {
      throw Error(fmt::format("{}: an operand comes from another recorded function", def.name));
    }
    operand_types.push_back(type_of(operand.id()));
    operand_ids.push_back(operand.id());
  }
  if (result_types.empty()) throw Error(fmt::format("{}: needs at least one result", def.name));
  const ShapeContext context{operand_types, attrs, result_types[0], program_.axis_name, program_.axis_size};
  const TensorType first = def.infer(context);
  Instruction instruction;
  instruction.op = op;
  instruction.operands = std::move(operand_ids);
  instruction.attrs = std::move(attrs);
  instruction.type = first;
  instruction.extra_types.assign(result_types.begin() + 1, result_types.end());
  instruction.regions = std::move(regions);
  // The region signatures are checked by the verifier when the program is
  // (pmap verifies every recorded program).
  return push(std::move(instruction));
}

Value Recorder::emit(OpCode op, std::vector<Value> operands, Attrs attrs,
                     std::optional<TensorType> declared) {
  const OpDef& def = op_def(op);
  const int count = static_cast<int>(operands.size());
  if (count < def.min_operands || count > def.max_operands) {
    throw Error(fmt::format("{}: expected {} operands, got {}", def.name, def.min_operands, count));
  }
  std::vector<TensorType> operand_types;
  std::vector<ValueId> operand_ids;
  for (const Value& operand : operands) {
    if (operand.recorder() != this) {
      throw Error(fmt::format("{}: an operand comes from another recorded function", def.name));
    }
    operand_types.push_back(type_of(operand.id()));
    operand_ids.push_back(operand.id());
  }
  const ShapeContext context{operand_types, attrs, std::move(declared), program_.axis_name,
                             program_.axis_size};
  TensorType result = def.infer(context);
  return push(Instruction{op, std::move(operand_ids), std::move(attrs), std::move(result), {}}).front();
}

void Recorder::set_results(const std::vector<Value>& results) {
  program_.results.clear();
  for (const Value& result : results) {
    if (result.recorder() != this)
      throw Error("a result of the recorded function comes from another recording");
    program_.results.push_back(result.id());
  }
}

Program Recorder::take_program() {
  return std::move(program_);
}

Recorder& Recorder::current() {
  if (current_recorder == nullptr) {
    throw Error("a pmapsim op was called outside a recorded function (no recorder is active)");
  }
  return *current_recorder;
}

Recorder::Scope::Scope(Recorder& recorder) : previous_(current_recorder) {
  current_recorder = &recorder;
}
Recorder::Scope::~Scope() {
  current_recorder = previous_;
}

// --- elementwise -----------------------------------------------------------------

Value operator+(Value a, Value b) {
  return binary(OpCode::add, a, b);
}
Value operator-(Value a, Value b) {
  return binary(OpCode::sub, a, b);
}
Value operator*(Value a, Value b) {
  return binary(OpCode::mul, a, b);
}
Value operator/(Value a, Value b) {
  return binary(OpCode::div, a, b);
}
Value operator+(Value a, double b) {
  return a + scalar_like(a, b);
}
Value operator-(Value a, double b) {
  return a - scalar_like(a, b);
}
Value operator*(Value a, double b) {
  return a * scalar_like(a, b);
}
Value operator/(Value a, double b) {
  return a / scalar_like(a, b);
}
Value operator+(double a, Value b) {
  return scalar_like(b, a) + b;
}
Value operator-(double a, Value b) {
  return scalar_like(b, a) - b;
}
Value operator*(double a, Value b) {
  return scalar_like(b, a) * b;
}
Value operator/(double a, Value b) {
  return scalar_like(b, a) / b;
}
Value operator-(Value a) {
  return unary(OpCode::neg, a);
}
Value maximum(Value a, Value b) {
  return binary(OpCode::max, a, b);
}
Value minimum(Value a, Value b) {
  return binary(OpCode::min, a, b);
}
Value maximum(Value a, double b) {
  return maximum(a, scalar_like(a, b));
}
Value square(Value x) {
  return x * x;
}
#define PMAPSIM_RECORD_UNARY(name) \
  Value name(Value x) {            \
    return unary(OpCode::name, x); \
  }
#define PMAPSIM_RECORD_BINARY(name)    \
  Value name(Value a, Value b) {       \
    return binary(OpCode::name, a, b); \
  }
PMAPSIM_PLAIN_UNARY_OPS(PMAPSIM_RECORD_UNARY)
PMAPSIM_PLAIN_BINARY_OPS(PMAPSIM_RECORD_BINARY)
#undef PMAPSIM_RECORD_UNARY
#undef PMAPSIM_RECORD_BINARY
// No broadcasting beyond StableHLO's own: scalar bounds apply to every element.
Value clamp(Value min, Value x, Value max) {
  Recorder& recorder = common_recorder({min, x, max}, "clamp");
  return recorder.emit(OpCode::clamp, {min, x, max});
}
Value clamp(double min, Value x, double max) {
  return clamp(scalar_like(x, min), x, scalar_like(x, max));
}

Value compare(Value a, Value b, CompareDirection direction) {
  Attrs attrs;
  attrs.set("direction", std::string(compare_direction_name(direction)));
  return binary(OpCode::compare, a, b, std::move(attrs));
}

Value select(Value predicate, Value on_true, Value on_false) {
  Recorder& recorder = common_recorder({predicate, on_true, on_false}, "select");
  return recorder.emit(OpCode::select, broadcast_all({predicate, on_true, on_false}, "select"));
}

Value convert(Value x, DType dtype) {
  if (x.dtype() == dtype) return x;
  Shape shape = x.shape();
  return recorder_of(x, "convert").emit(OpCode::convert, {x}, {}, TensorType{dtype, std::move(shape)});
}

Value bitcast_convert(Value x, DType dtype) {
  Shape shape = x.shape();
  const std::size_t from = dtype_size(x.dtype());
  const std::size_t to = dtype_size(dtype);
  if (to < from) shape.push_back(static_cast<std::int64_t>(from / to));
  if (to > from && !shape.empty()) shape.pop_back();  // the shape rule checks the dim was the ratio
  return recorder_of(x, "bitcast_convert")
      .emit(OpCode::bitcast_convert, {x}, {}, TensorType{dtype, std::move(shape)});
}

Value reduce_precision(Value x, std::int64_t exponent_bits, std::int64_t mantissa_bits) {
  Attrs attrs;
  attrs.set("exponent_bits", exponent_bits);
  attrs.set("mantissa_bits", mantissa_bits);
  return recorder_of(x, "reduce_precision").emit(OpCode::reduce_precision, {x}, std::move(attrs));
}

// --- complex numbers and the FFT -----------------------------------------------

Value complex(Value re, Value im) {
  return binary(OpCode::complex, re, im);
}

Value real(Value x) {
  return unary(OpCode::real, x);
}

Value imag(Value x) {
  return unary(OpCode::imag, x);
}

Value conj(Value x) {
  if (!is_complex(x.dtype())) return x;
  return complex(real(x), -imag(x));
}

Value fft(Value x, FftType type, IntList fft_lengths) {
  Attrs attrs;
  attrs.set("fft_type", std::string(fft_type_name(type)));
  attrs.set("fft_length", std::move(fft_lengths));
  return recorder_of(x, "fft").emit(OpCode::fft, {x}, std::move(attrs));
}

// --- layout --------------------------------------------------------------------

Value broadcast_in_dim(Value x, Shape shape, IntList dims) {
  Attrs attrs;
  attrs.set("dims", std::move(dims));
  const DType dtype = x.dtype();
  return recorder_of(x, "broadcast")
      .emit(OpCode::broadcast, {x}, std::move(attrs), TensorType{dtype, std::move(shape)});
}

Value broadcast_to(Value x, Shape shape) {
  const Shape from = x.shape();
  if (from == shape) return x;
  if (from.size() > shape.size()) {
    throw Error(fmt::format("broadcast_to: cannot broadcast shape {} to the lower-rank shape {}",
                            python_tuple(from), python_tuple(shape)));
  }
  const std::size_t offset = shape.size() - from.size();
  IntList dims;
  for (std::size_t i = 0; i < from.size(); ++i) {
    if (from[i] != 1 && from[i] != shape[offset + i]) {
      throw Error(fmt::format("broadcast_to: incompatible shapes for broadcasting: {} and requested shape {}",
                              python_tuple(from), python_tuple(shape)));
    }
    dims.push_back(static_cast<std::int64_t>(offset + i));
  }
  return broadcast_in_dim(x, std::move(shape), std::move(dims));
}

Value reshape(Value x, Shape shape) {
  const Shape from = x.shape();
  const std::int64_t size = num_elements(from);
  const auto inferred = std::count(shape.begin(), shape.end(), -1);
  std::int64_t known = 1;
  for (std::int64_t dim : shape) {
    if (dim != -1) known *= dim;
  }
  const auto cannot = [&] {
    return Error(fmt::format("reshape: cannot reshape array of shape {} (size {}) into shape {}",
                             python_tuple(from), size, python_tuple(shape)));
  };
  if (inferred > 1 || std::any_of(shape.begin(), shape.end(), [](std::int64_t d) { return d < -1; })) {
    throw cannot();
  }
  if (inferred == 1) {
    if (known == 0 || size % known != 0) throw cannot();
    *std::find(shape.begin(), shape.end(), -1) = size / known;
  } else if (known != size) {
    throw cannot();
  }
  if (shape == from) return x;
  const DType dtype = x.dtype();
  return recorder_of(x, "reshape").emit(OpCode::reshape, {x}, {}, TensorType{dtype, std::move(shape)});
}

Value transpose(Value x, IntList perm) {
  const std::int64_t rank = x.rank();
  for (std::int64_t& axis : perm) axis = canonical_axis(axis, rank, "transpose");
  Attrs attrs;
  attrs.set("perm", std::move(perm));
  return recorder_of(x, "transpose").emit(OpCode::transpose, {x}, std::move(attrs));
}

Value expand_dims(Value x, std::int64_t axis) {
  Shape shape = x.shape();
  const std::int64_t position = canonical_axis(axis, x.rank() + 1, "expand_dims");
  shape.insert(shape.begin() + position, 1);
  return reshape(x, std::move(shape));
}

Value squeeze(Value x, std::int64_t axis) {
  Shape shape = x.shape();
  const std::int64_t position = canonical_axis(axis, x.rank(), "squeeze");
  if (shape[static_cast<std::size_t>(position)] != 1) {
    throw Error(fmt::format(
        "squeeze: cannot select an axis to squeeze out which has size not equal to one, got shape={} and "
        "dimensions=({},)",
        python_tuple(shape), axis));
  }
  shape.erase(shape.begin() + position);
  return reshape(x, std::move(shape));
}

// --- reductions and contraction ----------------------------------------------------

Value sum(Value x, IntList axes) {
  return reduce(OpCode::reduce_sum, x, std::move(axes));
}
Value sum(Value x) {
  return sum(x, all_axes(x.rank()));
}
Value max(Value x, IntList axes) {
  return reduce(OpCode::reduce_max, x, std::move(axes));
}

// jnp.mean: integer and bool inputs are averaged in floating point.
Value mean(Value x, IntList axes) {
  const Value floating = is_floating(x.dtype()) || is_complex(x.dtype()) ? x : convert(x, DType::f32);
  std::int64_t count = 1;
  const std::int64_t rank = x.rank();
  for (std::int64_t axis : axes)
    count *= x.shape()[static_cast<std::size_t>(canonical_axis(axis, rank, "mean"))];
  return sum(floating, std::move(axes)) / static_cast<double>(count);
}

Value dot_general(Value lhs, Value rhs, IntList lhs_contract, IntList rhs_contract, IntList lhs_batch,
                  IntList rhs_batch, std::optional<DType> result_dtype) {
  Recorder& recorder = common_recorder({lhs, rhs}, "dot_general");
  const Shape lhs_shape = lhs.shape();
  const Shape rhs_shape = rhs.shape();
  for (std::int64_t& d : lhs_contract)
    d = canonical_axis(d, lhs.rank(), "dot_general lhs_contracting_dimensions");
  for (std::int64_t& d : lhs_batch) d = canonical_axis(d, lhs.rank(), "dot_general lhs_batch_dimensions");
  for (std::int64_t& d : rhs_contract)
    d = canonical_axis(d, rhs.rank(), "dot_general rhs_contracting_dimensions");
  for (std::int64_t& d : rhs_batch) d = canonical_axis(d, rhs.rank(), "dot_general rhs_batch_dimensions");

  // The result shape (batch, lhs free, rhs free) is written only when the
  // caller asks for another result dtype (bf16 operands accumulating in f32).
  std::optional<TensorType> declared;
  if (result_dtype && *result_dtype != lhs.dtype()) {
    Shape shape;
    for (std::int64_t d : lhs_batch) shape.push_back(lhs_shape[static_cast<std::size_t>(d)]);
    const auto append_free = [&shape](const Shape& full, const IntList& contract, const IntList& batch) {
      for (std::int64_t d = 0; d < static_cast<std::int64_t>(full.size()); ++d) {
        const bool used =
            std::count(contract.begin(), contract.end(), d) + std::count(batch.begin(), batch.end(), d);
        if (!used) shape.push_back(full[static_cast<std::size_t>(d)]);
      }
    };
    append_free(lhs_shape, lhs_contract, lhs_batch);
    append_free(rhs_shape, rhs_contract, rhs_batch);
    declared = TensorType{*result_dtype, std::move(shape)};
  }
  Attrs attrs;
  attrs.set("lhs_contract", std::move(lhs_contract));
  attrs.set("rhs_contract", std::move(rhs_contract));
  attrs.set("lhs_batch", std::move(lhs_batch));
  attrs.set("rhs_batch", std::move(rhs_batch));
  return recorder.emit(OpCode::dot, {lhs, rhs}, std::move(attrs), std::move(declared));
}

Value matmul(Value a, Value b) {
  const std::int64_t rank = a.rank();
  if (rank < 2 || b.rank() != rank) {
    throw Error(fmt::format("matmul: operands must have equal rank >= 2, got {} and {}", a.type().str(),
                            b.type().str()));
  }
  const IntList batch = all_axes(rank - 2);
  return dot_general(a, b, {rank - 1}, {rank - 2}, batch, batch);
}

// --- sources -------------------------------------------------------------------

Value constant(double value, TensorType type) {
  Attrs attrs;
  attrs.set("value", value);
  return Recorder::current().emit(OpCode::constant, {}, std::move(attrs), std::move(type));
}

// A complex array's values are each element's real then imaginary part.
Value constant(const Array& array) {
  if (!array.has_data()) throw Error("constant: the array has no data (it is shape-only)");
  Attrs attrs;
  std::vector<double> values;
  if (is_complex(array.dtype())) {
    for (std::int64_t i = 0; i < array.size(); ++i) {
      values.push_back(array.get_complex(i).real());
      values.push_back(array.get_complex(i).imag());
    }
  } else {
    values = array.to_doubles();
  }
  attrs.set("values", std::move(values));
  return Recorder::current().emit(OpCode::constant, {}, std::move(attrs), array.type());
}

Value iota(TensorType type, std::int64_t dimension) {
  Attrs attrs;
  attrs.set("dimension", canonical_axis(dimension, type.rank(), "iota"));
  return Recorder::current().emit(OpCode::iota, {}, std::move(attrs), std::move(type));
}

// --- indexing ------------------------------------------------------------------

Value slice(Value x, IntList start_indices, IntList limit_indices, IntList strides) {
  Attrs attrs;
  attrs.set("start_indices", std::move(start_indices));
  attrs.set("limit_indices", std::move(limit_indices));
  if (!strides.empty()) attrs.set("strides", std::move(strides));
  return recorder_of(x, "slice").emit(OpCode::slice, {x}, std::move(attrs));
}

Value concatenate(const std::vector<Value>& operands, std::int64_t dimension) {
  if (operands.empty()) throw Error("concatenate: needs at least one operand");
  Attrs attrs;
  attrs.set("dimension", canonical_axis(dimension, operands.front().rank(), "concatenate"));
  return recorder_of(operands.front(), "concatenate").emit(OpCode::concatenate, operands, std::move(attrs));
}

Value pad(Value x, Value padding_value, const std::vector<std::array<std::int64_t, 3>>& padding_config) {
  IntList low;
  IntList high;
  IntList interior;
  for (const auto& [lo, hi, in] : padding_config) {
    low.push_back(lo);
    high.push_back(hi);
    interior.push_back(in);
  }
  Attrs attrs;
  attrs.set("edge_padding_low", std::move(low));
  attrs.set("edge_padding_high", std::move(high));
  attrs.set("interior_padding", std::move(interior));
  return recorder_of(x, "pad").emit(OpCode::pad, {x, padding_value}, std::move(attrs));
}

Value rev(Value x, IntList dimensions) {
  for (std::int64_t& d : dimensions) d = canonical_axis(d, x.rank(), "rev");
  Attrs attrs;
  attrs.set("dimensions", std::move(dimensions));
  return recorder_of(x, "rev").emit(OpCode::reverse, {x}, std::move(attrs));
}

Value dynamic_slice(Value x, const std::vector<Value>& start_indices, Shape slice_sizes) {
  std::vector<Value> operands{x};
  operands.insert(operands.end(), start_indices.begin(), start_indices.end());
  Attrs attrs;
  attrs.set("slice_sizes", IntList(slice_sizes.begin(), slice_sizes.end()));
  return recorder_of(x, "dynamic_slice").emit(OpCode::dynamic_slice, std::move(operands), std::move(attrs));
}

Value dynamic_update_slice(Value x, Value update, const std::vector<Value>& start_indices) {
  std::vector<Value> operands{x, update};
  operands.insert(operands.end(), start_indices.begin(), start_indices.end());
  return recorder_of(x, "dynamic_update_slice").emit(OpCode::dynamic_update_slice, std::move(operands));
}

Value gather(Value operand, Value indices, const GatherDimensionNumbers& dimension_numbers,
             Shape slice_sizes) {
  Attrs attrs;
  attrs.set("offset_dims", dimension_numbers.offset_dims);
  attrs.set("collapsed_slice_dims", dimension_numbers.collapsed_slice_dims);
  attrs.set("start_index_map", dimension_numbers.start_index_map);
  if (!dimension_numbers.operand_batching_dims.empty()) {
    attrs.set("operand_batching_dims", dimension_numbers.operand_batching_dims);
    attrs.set("start_indices_batching_dims", dimension_numbers.start_indices_batching_dims);
  }
  attrs.set("index_vector_dim", indices.rank() - 1);
  attrs.set("slice_sizes", IntList(slice_sizes.begin(), slice_sizes.end()));
  return recorder_of(operand, "gather").emit(OpCode::gather, {operand, indices}, std::move(attrs));
}

namespace {

Value scatter_with(const char* computation, Value operand, Value indices, Value updates,
                   const ScatterDimensionNumbers& dimension_numbers) {
  Attrs attrs;
  attrs.set("update_window_dims", dimension_numbers.update_window_dims);
  attrs.set("inserted_window_dims", dimension_numbers.inserted_window_dims);
  attrs.set("scatter_dims_to_operand_dims", dimension_numbers.scatter_dims_to_operand_dims);
  if (!dimension_numbers.operand_batching_dims.empty()) {
    attrs.set("input_batching_dims", dimension_numbers.operand_batching_dims);
    attrs.set("scatter_indices_batching_dims", dimension_numbers.scatter_indices_batching_dims);
  }
  attrs.set("index_vector_dim", indices.rank() - 1);
  attrs.set("computation", std::string(computation));
  return recorder_of(operand, "scatter").emit(OpCode::scatter, {operand, indices, updates}, std::move(attrs));
}

}  // namespace

Value scatter(Value operand, Value indices, Value updates, const ScatterDimensionNumbers& dimension_numbers) {
  return scatter_with("replace", operand, indices, updates, dimension_numbers);
}
Value scatter_add(Value operand, Value indices, Value updates,
                  const ScatterDimensionNumbers& dimension_numbers) {
  return scatter_with("add", operand, indices, updates, dimension_numbers);
}
Value scatter_mul(Value operand, Value indices, Value updates,
                  const ScatterDimensionNumbers& dimension_numbers) {
  return scatter_with("mul", operand, indices, updates, dimension_numbers);
}
Value scatter_min(Value operand, Value indices, Value updates,
                  const ScatterDimensionNumbers& dimension_numbers) {
  return scatter_with("min", operand, indices, updates, dimension_numbers);
}
Value scatter_max(Value operand, Value indices, Value updates,
                  const ScatterDimensionNumbers& dimension_numbers) {
  return scatter_with("max", operand, indices, updates, dimension_numbers);
}

Value take(Value x, Value indices, std::int64_t axis) {
  axis = canonical_axis(axis, x.rank(), "take");
  // indices [...] -> [..., 1]: one-element index vectors into dim `axis`.
  Shape index_shape = indices.shape();
  index_shape.push_back(1);
  const Value vectors = reshape(indices, index_shape);
  GatherDimensionNumbers numbers;
  numbers.collapsed_slice_dims = {axis};
  numbers.start_index_map = {axis};
  // Result: x's dims before axis, the indices' dims, x's dims after axis.
  for (std::int64_t d = 0; d < x.rank(); ++d) {
    if (d < axis) numbers.offset_dims.push_back(d);
    if (d > axis) numbers.offset_dims.push_back(d - 1 + indices.rank());
  }
  Shape slice_sizes = x.shape();
  slice_sizes[static_cast<std::size_t>(axis)] = 1;
  return gather(x, vectors, numbers, std::move(slice_sizes));
}

Value zeros_like(Value x) {
  Attrs attrs;
  attrs.set("value", 0.0);
  TensorType type = x.type();
  return recorder_of(x, "zeros_like").emit(OpCode::constant, {}, std::move(attrs), std::move(type));
}

// --- collectives -----------------------------------------------------------------

// JAX's psum converts bool inputs to int32 before the reduction.
Value psum(Value x, const std::string& axis_name, const IntListList& axis_index_groups) {
  const Value summable = x.dtype() == DType::boolean ? convert(x, DType::s32) : x;
  return reduce_collective(OpCode::psum, summable, axis_name, axis_index_groups);
}

Value pmean(Value x, const std::string& axis_name, const IntListList& axis_index_groups) {
  return reduce_collective(OpCode::pmean, x, axis_name, axis_index_groups);
}

Value pmax(Value x, const std::string& axis_name, const IntListList& axis_index_groups) {
  return reduce_collective(OpCode::pmax, x, axis_name, axis_index_groups);
}

Value pmin(Value x, const std::string& axis_name, const IntListList& axis_index_groups) {
  return reduce_collective(OpCode::pmin, x, axis_name, axis_index_groups);
}

// Untiled: the chunks stack into a new axis at `axis` (counted against rank + 1,
// as JAX does), i.e. expand_dims there and gather tiled along it.
Value all_gather(Value x, const std::string& axis_name, std::int64_t axis, bool tiled,
                 const IntListList& axis_index_groups) {
  Recorder& recorder = recorder_of(x, "all_gather");
  Attrs attrs = collective_axis(recorder, axis_name, axis_index_groups).attrs;
  const std::int64_t dimension = canonical_axis(axis, tiled ? x.rank() : x.rank() + 1, "all_gather");
  const Value operand = tiled ? x : expand_dims(x, dimension);
  attrs.set("dimension", dimension);
  return recorder.emit(OpCode::all_gather, {operand}, std::move(attrs));
}

// Untiled: the scatter dimension's size must equal the group size; each
// member keeps its size-1 block, which is squeezed away.
Value psum_scatter(Value x, const std::string& axis_name, std::int64_t scatter_dimension, bool tiled,
                   const IntListList& axis_index_groups) {
  Recorder& recorder = recorder_of(x, "psum_scatter");
  CollectiveAxis selected = collective_axis(recorder, axis_name, axis_index_groups);
  const std::int64_t members = selected.group_size;
  const std::int64_t dimension = canonical_axis(scatter_dimension, x.rank(), "psum_scatter");
  const std::int64_t size = x.shape()[static_cast<std::size_t>(dimension)];
  if (tiled && size % members != 0) {
    throw Error(fmt::format(
        "tiled reduce_scatter operand scatter dimension size {} must be divisible by shard_count {}", size,
        members));
  }
  if (!tiled && size != members) {
    throw Error(fmt::format("reduce_scatter operand scatter dimension size {} must match shard count {}",
                            size, members));
  }
  Attrs attrs = std::move(selected.attrs);
  attrs.set("dimension", dimension);
  const Value scattered = recorder.emit(OpCode::psum_scatter, {x}, std::move(attrs));
  return tiled ? scattered : squeeze(scattered, dimension);
}

Value ppermute(Value x, const std::string& axis_name,
               const std::vector<std::pair<std::int64_t, std::int64_t>>& perm) {
  Recorder& recorder = recorder_of(x, "ppermute");
  const CollectiveAxis selected = collective_axis(recorder, axis_name, {});
  IntListList pairs;
  for (const auto& [source, destination] : perm) pairs.push_back({source, destination});
  Attrs attrs;
  attrs.set("axis", recorder.program().axis_name);
  attrs.set("perm",
            selected.members.empty() ? std::move(pairs) : compose_permutation(selected.members, pairs));
  return recorder.emit(OpCode::ppermute, {x}, std::move(attrs));
}

Value pshuffle(Value x, const std::string& axis_name, const IntList& perm) {
  const std::set<std::int64_t> distinct(perm.begin(), perm.end());
  const bool is_permutation =
      distinct.size() == perm.size() &&
      (perm.empty() ||
       (*distinct.begin() == 0 && *distinct.rbegin() == static_cast<std::int64_t>(perm.size()) - 1));
  if (!is_permutation) {
    throw Error(fmt::format("`perm` does not represent a permutation: {}", python_list(perm)));
  }
  std::vector<std::pair<std::int64_t, std::int64_t>> pairs;
  for (std::size_t destination = 0; destination < perm.size(); ++destination) {
    pairs.emplace_back(perm[destination], static_cast<std::int64_t>(destination));
  }
  return ppermute(x, axis_name, pairs);
}

// Untiled all_to_all as JAX writes it: the result has shape
// np.insert(np.delete(x.shape, split_axis), concat_axis, group_size); a size-1
// axis is inserted where the chunks will be concatenated, the tiled primitive
// runs, and the split axis (now of size 1) is squeezed away.
Value all_to_all(Value x, const std::string& axis_name, std::int64_t split_axis, std::int64_t concat_axis,
                 bool tiled, const IntListList& axis_index_groups) {
  Recorder& recorder = recorder_of(x, "all_to_all");
  CollectiveAxis selected = collective_axis(recorder, axis_name, axis_index_groups);
  const std::int64_t members = selected.group_size;
  std::int64_t split = canonical_axis(split_axis, x.rank(), "all_to_all split_axis");
  std::int64_t concat = canonical_axis(concat_axis, x.rank(), "all_to_all concat_axis");
  const std::int64_t split_size = x.shape()[static_cast<std::size_t>(split)];
  Value operand = x;
  if (tiled) {
    if (split_size % members != 0) {
      throw Error(fmt::format(
          "The size of all_to_all split_axis ({}) has to be divisible by the size of the named axis {} ({})",
          split_size, axis_name, members));
    }
  } else {
    if (members != split_size) {
      throw Error(
          fmt::format("all_to_all requires the size of the mapped axis axis_name to equal "
                      "x.shape[split_axis], but they are "
                      "{} and {} respectively.",
                      members, split_size));
    }
    if (split < concat) {
      concat += 1;  // concat_axis names a position after split_axis is removed
      operand = expand_dims(operand, concat);
    } else if (concat < split) {
      operand = expand_dims(operand, concat);
      split += 1;  // the new axis sits before split_axis
    }
  }
  Attrs attrs = std::move(selected.attrs);
  attrs.set("split_axis", split);
  attrs.set("concat_axis", concat);
  const Value exchanged = recorder.emit(OpCode::all_to_all, {operand}, std::move(attrs));
  return (!tiled && split != concat) ? squeeze(exchanged, split) : exchanged;
}

Value pswapaxes(Value x, const std::string& axis_name, std::int64_t axis,
                const IntListList& axis_index_groups) {
  return all_to_all(x, axis_name, axis, axis, false, axis_index_groups);
}

// Over a mesh, the index along one mesh axis is the flat index's coordinate
// on it: (flat / stride) % size, as the .spmd parser lowers it.
Value axis_index(const std::string& axis_name) {
  Recorder& recorder = Recorder::current();
  const Program& program = recorder.program();
  Attrs attrs;
  attrs.set("axis", program.axis_name);
  if (axis_name != program.axis_name && program.mesh.empty()) throw Error("unbound axis name: " + axis_name);
  const Value flat = recorder.emit(OpCode::axis_index, {}, std::move(attrs));
  if (axis_name == program.axis_name) return flat;
  const std::vector<std::size_t> named = mesh_axes_named(program.mesh, axis_name);
  if (named.size() != 1)
    throw Error("axis_index names one mesh axis (or the whole mesh, as its axis names joined with '.')");
  const TensorType index_type{DType::s32, {}};
  const auto as_index = [&](std::int64_t value) { return constant(static_cast<double>(value), index_type); };
  const std::int64_t stride = mesh_stride(program.mesh, named.front());
  const Value major = stride > 1 ? recorder.emit(OpCode::div, {flat, as_index(stride)}) : flat;
  return recorder.emit(OpCode::remainder, {major, as_index(program.mesh[named.front()].size)});
}

std::int64_t axis_size(const std::string& axis_name) {
  const Program& program = Recorder::current().program();
  if (axis_name == program.axis_name) return program.axis_size;
  if (program.mesh.empty()) throw Error("unbound axis name: " + axis_name);
  return mesh_axes_size(program.mesh, axis_name);
}

// --- control flow, general reduce and sort -------------------------------------------

namespace {

std::vector<TensorType> types_of(const Values& values) {
  std::vector<TensorType> types;
  for (const Value& value : values) types.push_back(value.type());
  return types;
}

std::vector<TensorType> scalar_types(const Values& values) {
  std::vector<TensorType> types;
  for (const Value& value : values) types.push_back(TensorType{value.dtype(), {}});
  return types;
}

Recorder& recorder_of_all(const Values& values, std::string_view op) {
  if (values.empty()) throw Error(fmt::format("{}: needs at least one operand", op));
  return recorder_of(values.front(), op);
}

// Records fn into a region with parameters of `params` types.
template <typename Fn>
Region record_region(Recorder& recorder, const std::vector<TensorType>& params, const Fn& fn) {
  const Values args = recorder.begin_region(params);
  Values results;
  try {
    results = fn(args);
  } catch (...) {
    recorder.end_region({});
    throw;
  }
  return recorder.end_region(results);
}

}  // namespace

Values while_loop(const std::function<Value(const Values&)>& cond_fn,
                  const std::function<Values(const Values&)>& body_fn, const Values& init) {
  Recorder& recorder = recorder_of_all(init, "while_loop");
  const std::vector<TensorType> types = types_of(init);
  std::vector<Region> regions;
  regions.push_back(
      record_region(recorder, types, [&](const Values& args) { return Values{cond_fn(args)}; }));
  regions.push_back(record_region(recorder, types, body_fn));
  return recorder.emit_multi(OpCode::while_loop, init, {}, types, std::move(regions));
}

Values fori_loop(std::int64_t lower, std::int64_t upper,
                 const std::function<Values(Value, const Values&)>& body_fn, const Values& init) {
  Recorder& recorder = recorder_of_all(init, "fori_loop");
  Recorder::Scope active(recorder);
  Values carried{constant(static_cast<double>(lower), TensorType{DType::s32, {}})};
  carried.insert(carried.end(), init.begin(), init.end());
  const Values out = while_loop(
      [upper](const Values& args) {
        return compare(args[0], constant(static_cast<double>(upper), TensorType{DType::s32, {}}),
                       CompareDirection::lt);
      },
      [&body_fn](const Values& args) {
        const Values rest(args.begin() + 1, args.end());
        Values next{args[0] + 1.0};
        const Values updated = body_fn(args[0], rest);
        next.insert(next.end(), updated.begin(), updated.end());
        return next;
      },
      carried);
  return Values(out.begin() + 1, out.end());
}

Values switch_case(Value index, const std::vector<std::function<Values()>>& branches) {
  Recorder& recorder = recorder_of(index, "switch_case");
  if (branches.empty()) throw Error("switch_case: needs at least one branch");
  std::vector<Region> regions;
  std::vector<TensorType> result_types;
  for (const auto& branch : branches) {
    std::vector<TensorType> types;
    regions.push_back(record_region(recorder, {}, [&](const Values&) {
      const Values results = branch();
      types = types_of(results);
      return results;
    }));
    // The first branch's result types; the verifier checks the others match.
    if (regions.size() == 1) result_types = types;
  }
  return recorder.emit_multi(OpCode::switch_case, {index}, {}, result_types, std::move(regions));
}

Values cond(Value pred, const std::function<Values()>& true_fn, const std::function<Values()>& false_fn) {
  Recorder& recorder = recorder_of(pred, "cond");
  std::vector<Region> regions;
  std::vector<TensorType> result_types;
  regions.push_back(record_region(recorder, {}, [&](const Values&) {
    const Values results = true_fn();
    result_types = types_of(results);
    return results;
  }));
  regions.push_back(record_region(recorder, {}, [&](const Values&) { return false_fn(); }));
  return recorder.emit_multi(OpCode::cond, {pred}, {}, result_types, std::move(regions));
}

Values reduce(const Values& inputs, const Values& inits,
              const std::function<Values(const Values& acc, const Values& x)>& computation, IntList axes) {
  Recorder& recorder = recorder_of_all(inputs, "reduce");
  const std::int64_t rank = inputs.front().rank();
  for (std::int64_t& axis : axes) axis = canonical_axis(axis, rank, "reduce");
  std::sort(axes.begin(), axes.end());
  std::vector<TensorType> params = scalar_types(inits);
  params.insert(params.end(), params.begin(), params.end());
  const std::size_t n = inits.size();
  std::vector<Region> regions;
  regions.push_back(record_region(recorder, params, [&](const Values& args) {
    return computation(Values(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(n)),
                       Values(args.begin() + static_cast<std::ptrdiff_t>(n), args.end()));
  }));
  Values operands = inputs;
  operands.insert(operands.end(), inits.begin(), inits.end());
  std::vector<TensorType> result_types;
  for (const Value& init : inits) {
    TensorType type{init.dtype(), {}};
    for (std::int64_t d = 0; d < rank; ++d) {
      if (!std::binary_search(axes.begin(), axes.end(), d))
        type.shape.push_back(inputs.front().shape()[static_cast<std::size_t>(d)]);
    }
    result_types.push_back(type);
  }
  Attrs attrs;
  attrs.set("dims", axes);
  return recorder.emit_multi(OpCode::reduce, operands, std::move(attrs), result_types, std::move(regions));
}

Values sort(const Values& operands, const std::function<Value(const Values&)>& comparator,
            std::int64_t dimension, bool is_stable) {
  Recorder& recorder = recorder_of_all(operands, "sort");
  dimension = canonical_axis(dimension, operands.front().rank(), "sort");
  std::vector<TensorType> params;
  for (const Value& operand : operands) {
    params.push_back(TensorType{operand.dtype(), {}});
    params.push_back(TensorType{operand.dtype(), {}});
  }
  std::vector<Region> regions;
  regions.push_back(
      record_region(recorder, params, [&](const Values& args) { return Values{comparator(args)}; }));
  Attrs attrs;
  attrs.set("dimension", dimension);
  attrs.set("is_stable", static_cast<std::int64_t>(is_stable ? 1 : 0));
  return recorder.emit_multi(OpCode::sort, operands, std::move(attrs), types_of(operands),
                             std::move(regions));
}

Value sort(Value x, std::int64_t dimension) {
  return sort(
             Values{x}, [](const Values& args) { return compare(args[0], args[1], CompareDirection::lt); },
             dimension)
      .front();
}

namespace {

// (value, index) pairs: keep the better value; on a tie, the smaller index,
// as jnp.argmax's lowering does (NaN handling aside: compare is IEEE here).
Value arg_reduce(Value x, std::int64_t axis, CompareDirection better, std::string_view op) {
  Recorder& recorder = recorder_of(x, op);
  Recorder::Scope active(recorder);
  axis = canonical_axis(axis, x.rank(), op);
  const Value indices = iota(TensorType{DType::s32, x.shape()}, axis);
  const double worst = better == CompareDirection::gt ? -INFINITY : INFINITY;
  const Value init_value = constant(worst, TensorType{x.dtype(), {}});
  const Value init_index = constant(0, TensorType{DType::s32, {}});
  const Values out =
      pmapsim::reduce({x, indices}, {init_value, init_index},
                      [better](const Values& acc, const Values& next) {
                        const Value wins = compare(next[0], acc[0], better);
                        const Value ties = compare(next[0], acc[0], CompareDirection::eq);
                        const Value earlier = compare(next[1], acc[1], CompareDirection::lt);
                        const Value take = select(wins, wins, select(ties, earlier, ties));
                        return Values{select(take, next[0], acc[0]), select(take, next[1], acc[1])};
                      },
                      {axis});
  return out[1];
}

}  // namespace

Value argmax(Value x, std::int64_t axis) {
  return arg_reduce(x, axis, CompareDirection::gt, "argmax");
}

Value argmin(Value x, std::int64_t axis) {
  return arg_reduce(x, axis, CompareDirection::lt, "argmin");
}

Values call(const std::string& callee, const std::function<Values(const Values&)>& fn, const Values& args) {
  Recorder& recorder = recorder_of_all(args, "call");
  std::vector<TensorType> result_types;
  std::vector<Region> regions;
  regions.push_back(record_region(recorder, types_of(args), [&](const Values& params) {
    const Values results = fn(params);
    result_types = types_of(results);
    return results;
  }));
  Attrs attrs;
  attrs.set("callee", callee);
  return recorder.emit_multi(OpCode::call, args, attrs, result_types, std::move(regions));
}

Values optimization_barrier(const Values& values) {
  Recorder& recorder = recorder_of_all(values, "optimization_barrier");
  return recorder.emit_multi(OpCode::optimization_barrier, values, {}, types_of(values), {});
}

Values rng_bit_generator(Value initial_state, const Shape& shape, DType dtype, std::string_view algorithm) {
  Recorder& recorder = recorder_of(initial_state, "rng_bit_generator");
  Attrs attrs;
  attrs.set("algorithm", std::string(algorithm));
  return recorder.emit_multi(OpCode::rng_bit_generator, {initial_state}, std::move(attrs),
                             {initial_state.type(), TensorType{dtype, shape}}, {});
}

}  // namespace pmapsim
