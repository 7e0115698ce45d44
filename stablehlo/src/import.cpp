// The mapping layer's core: walks @main (and the functions it calls) and
// hands each op to its row (importer.hpp; the rows live in rows_*.cpp).
#include "pmapsim/stablehlo/import.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <set>

#include "importer.hpp"

namespace pmapsim {
namespace stablehlo_import {

std::vector<ValueId> Importer::run_body(const Region& body) {
  // Who reads each value of this region (ops in nested regions included), for rows that fold two ops into
  // one.
  std::map<std::string, std::vector<const Op*>> readers;
  for (const Op& op : body.ops) {
    for (const std::string& result : op.result_names) producers_[result] = &op;
    for (const auto& v : op.operands) readers[key(v)].push_back(&op);
    for (const auto& r : op.regions)
      stablehlo::walk(*r, [&](const Op& inner) {
        for (const auto& v : inner.operands) readers[key(v)].push_back(&op);
      });
  }
  readers_.push_back(std::move(readers));
  body.read = true;
  struct PopReaders {
    std::vector<std::map<std::string, std::vector<const Op*>>>& stack;
    ~PopReaders() { stack.pop_back(); }
  } pop{readers_};
  for (const Op& op : body.ops) {
    if (op.name == "func.return" || op.name == "sdy.return" || op.name == "stablehlo.return") {
      return operands(op);
    }
    if (folded_.count(&op)) continue;  // an earlier row wrote it together with its producer
    auto it = rows().find(op.name);
    if (it == rows().end()) fail(op, "is not supported yet");
    it->second(*this, op);
    check_row_read(op);
  }
  throw Error(module_.source_name + ": a function or region without its return");
}

namespace {

std::string function_types_text(const std::vector<TensorType>& types) {
  std::string text;
  for (const TensorType& t : types) text += (text.empty() ? "" : ", ") + t.str();
  return "(" + text + ")";
}

// A function's name as a pmapsim symbol (letters, digits, '_' and '.', not
// starting with a digit): JAX's quoted names such as @"<lambda>" become _lambda_.
std::string callee_symbol(const std::string& name) {
  std::string symbol;
  for (char c : name) symbol += std::isalnum(static_cast<unsigned char>(c)) || c == '.' ? c : '_';
  if (symbol.empty() || std::isdigit(static_cast<unsigned char>(symbol[0]))) symbol.insert(0, "_");
  return symbol;
}

// Whether a function, or one it calls, holds a manual computation; each
// function is looked at once (`seen`), so a recursive module costs no more.
bool holds_manual_computation(const Module& module, const Function& function,
                              std::set<const Function*>& seen) {
  if (!seen.insert(&function).second) return false;
  bool found = false;
  stablehlo::walk(function.body, [&](const Op& op) {
    if (op.name == "sdy.manual_computation") found = true;
    const Function* callee = op.name == "func.call" ? module.function(op.callee) : nullptr;
    if (callee && !found) found = holds_manual_computation(module, *callee, seen);
  });
  return found;
}

}  // namespace

const Function& Importer::callee_of(const Op& call) const {
  call.word(0);  // the pretty form's @callee (the reader keeps it as call.callee)
  call.attribute("callee");
  if (call.words.size() > 1) fail(call, "'" + attribute_text(call.words[1]) + "' is not understood");
  const Function* callee = module_.function(call.callee);
  if (!callee) fail(call, "calls @" + call.callee + ", which the module does not define");
  if (callee->arguments.size() != call.operands.size()) fail(call, "passes the wrong number of arguments");
  if (std::find(calls_.begin(), calls_.end(), call.callee) != calls_.end()) {
    std::string chain;
    for (auto it = std::find(calls_.begin(), calls_.end(), call.callee); it != calls_.end(); ++it)
      chain += "@" + *it + " -> ";
    fail(call, "calls @" + call.callee + " recursively (" + chain + "@" + call.callee +
                   "); a call runs its callee's body in place, which cannot recurse");
  }
  if (calls_.size() >= 64) fail(call, "calls nest deeper than 64");
  std::vector<TensorType> argument_types;
  for (const auto& argument : callee->arguments) argument_types.push_back(argument.type);
  if (!call.operand_types.empty() && call.operand_types != argument_types)
    fail(call, "passes " + function_types_text(call.operand_types) + " to @" + call.callee +
                   ", which takes " + function_types_text(argument_types));
  if (call.result_types != callee->result_types)
    fail(call, "expects " + function_types_text(call.result_types) + " from @" + call.callee +
                   ", which returns " + function_types_text(callee->result_types));
  return *callee;
}

void Importer::call(const Op& call, const std::string& composite) {
  // Inlined: a reduce or sort region is run per element (the CUDA backend
  // compiles it into scalar steps, which hold no regions), a manual
  // computation's values cross between global arrays and shards only at the
  // program's level, and a program to partition is partitioned through its
  // calls (as XLA inlines them first), so their sharding constraints are read
  // where they stand. A composite stays a call: it stands for a kernel.
  const Function& callee = callee_of(call);
  std::set<const Function*> seen;
  if (scalar_regions_ > 0 || (jit && composite.empty()) || holds_manual_computation(module_, callee, seen)) {
    inline_call(call);
    return;
  }
  std::vector<TensorType> parameter_types;
  for (const auto& argument : callee.arguments) parameter_types.push_back(argument.type);
  calls_.push_back(call.callee);
  std::vector<BuiltRegion> body;
  try {
    body.push_back(block(call, callee.arguments, callee.body, parameter_types, false));
  } catch (...) {
    calls_.pop_back();
    throw;
  }
  calls_.pop_back();
  if (body[0].region.results.size() != call.result_names.size())
    fail(call, "result count differs from the callee's");
  Attrs attrs = attributes_for(OpCode::call, {{"callee", callee_symbol(call.callee)}});
  if (!composite.empty()) attrs.set("composite", callee_symbol(composite));
  emit_with_regions(call, OpCode::call, operands(call), std::move(attrs), std::move(body));
}

void Importer::inline_call(const Op& call) {
  const Function& callee = callee_of(call);
  std::map<std::string, Ref> inner;
  for (std::size_t i = 0; i < call.operands.size(); ++i)
    inner[callee.arguments[i].name] = Ref{operand(call, i)};
  calls_.push_back(call.callee);
  push_scope(std::move(inner), false);
  std::vector<ValueId> results;
  try {
    results = run_body(callee.body);
  } catch (...) {
    pop_scope();
    calls_.pop_back();
    throw;
  }
  pop_scope();
  calls_.pop_back();
  if (results.size() != call.result_names.size()) fail(call, "result count differs from the callee's");
  for (std::size_t i = 0; i < results.size(); ++i) bind(call, i, results[i]);
}

namespace {

// IEEE half (f16) bits as a double, exactly.
double half_to_double(std::uint64_t h) {
  const int sign = (h >> 15) & 1, exponent = (h >> 10) & 0x1f;
  const double mantissa = static_cast<double>(h & 0x3ff);
  double v;
  if (exponent == 0) {
    v = std::ldexp(mantissa, -24);
  } else if (exponent == 31) {
    v = mantissa == 0 ? HUGE_VAL : NAN;
  } else {
    v = std::ldexp(mantissa + 1024, exponent - 25);
  }
  return sign ? -v : v;
}

// A float element's bit pattern (f32, bf16, f16, f64) as a double, exactly.
double float_bits_to_double(std::uint64_t bits, const std::string& element) {
  if (element == "f64") {
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
  }
  if (element == "f16") return half_to_double(bits);
  auto u = static_cast<std::uint32_t>(element == "bf16" ? bits << 16 : bits);
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// A constant's element as pmapsim holds it: a double, which keeps every f64,
// f32, bf16 and f16 value (and every integer up to 2^53) exactly; a NaN is
// the one quiet NaN (as the program text writes every NaN).
double element_value(double v) {
  return std::isnan(v) ? std::numeric_limits<double>::quiet_NaN() : v;
}

// A splat's literal as the folds compare it: the value in fmt's shortest
// round-trip form, integers bare ("0", "-128", "1.5", "-inf", "nan").
std::string splat_literal(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  std::string s = fmt::format("{}", v);
  if (s.size() > 2 && s.substr(s.size() - 2) == ".0") s.resize(s.size() - 2);
  return s;
}

bool is_float_element(const std::string& e) {
  return e == "f32" || e == "f64" || e == "bf16" || e == "f16";
}

// A constant's attributes: {value=v} for one element (a splat), else {values=[...]}.
Attrs constant_attrs(std::vector<double> elements) {
  Attrs attrs;
  if (elements.size() == 1) {
    attrs.set("value", elements[0]);
  } else {
    attrs.set("values", std::move(elements));
  }
  return attrs;
}

}  // namespace

Importer::ConstantValue Importer::constant_value(const Op& op) {
  const Attr* value = op.words.empty() ? op.attribute("value") : op.word(0);
  if (!value || value->kind != Attr::Kind::Dense) fail(op, "expected a dense<...> value");
  const TensorType& t = result_type(op);
  const std::string where = fmt::format("{}:{}:{}", module_.source_name, op.where.line, op.where.column);
  const stablehlo::DenseElements d = stablehlo::decode_dense(*value, t, where);
  if (t.element.rfind("complex", 0) == 0)
    return ConstantValue{complex_constant_attrs(*this, op, d), {}, {}, {}};
  const int width = stablehlo::element_bytes(t.element);
  const bool is_float = is_float_element(t.element);
  const bool is_unsigned = t.element.rfind("ui", 0) == 0;
  if (width <= 0 || (!is_float && t.element != "i1" && t.element.find('i') == std::string::npos))
    fail(op, "constants of " + t.element + " are not supported");
  // A 64-bit integer element's bits, kept for the split below.
  std::vector<std::uint64_t> wide;
  bool beyond_double = false;
  auto integer_element = [&](long double v, std::uint64_t bits) {
    if (width == 8) wide.push_back(bits);
    // Integers beyond 2^53 do not survive a double: written in halves below.
    if (std::fabs(v) > 9007199254740992.0L) {
      beyond_double = true;
      return 0.0;
    }
    return static_cast<double>(v);
  };
  auto element_from_bits = [&](std::uint64_t bits) -> double {
    if (is_float) return element_value(float_bits_to_double(bits, t.element));
    if (t.element == "i1") return bits ? 1.0 : 0.0;
    if (is_unsigned || width == 8) {
      if (is_unsigned) return integer_element(static_cast<long double>(bits), bits);
      return integer_element(static_cast<long double>(static_cast<std::int64_t>(bits)), bits);
    }
    const int shift = 64 - 8 * width;  // sign-extend
    return integer_element(static_cast<long double>(static_cast<std::int64_t>(bits << shift) >> shift), bits);
  };
  auto element = [&](const std::string& l) -> double {
    if (l == "true") return 1.0;
    if (l == "false") return 0.0;
    if (l == "inf") return std::numeric_limits<double>::infinity();
    if (l == "nan") return std::numeric_limits<double>::quiet_NaN();
    if (l.rfind("0x", 0) == 0 ||
        l.rfind("0X", 0) == 0) {  // an element's bit pattern: dense<0xFF800000> is -inf
      if (l.size() != 2 + 2 * static_cast<std::size_t>(width) ||
          l.find_first_not_of("0123456789abcdefABCDEF", 2) != std::string::npos)
        fail(op, "bad hex element '" + l.substr(0, 40) + "' for " + t.element);
      return element_from_bits(std::strtoull(l.c_str() + 2, nullptr, 16));
    }
    if (is_float) {
      double v = 0;
      const auto [end, error] = std::from_chars(l.data(), l.data() + l.size(), v);
      if (end != l.data() + l.size() || error != std::errc())
        fail(op, "bad element '" + l.substr(0, 40) + "'");
      return element_value(v);
    }
    if (l.find_first_of(".eE") != std::string::npos)
      fail(op, "real element '" + l.substr(0, 40) + "' in an integer constant");
    errno = 0;
    if (is_unsigned) {
      const unsigned long long u = std::strtoull(l.c_str(), nullptr, 10);
      if (errno == ERANGE || l[0] == '-')
        fail(op, "integer element '" + l.substr(0, 40) + "' is out of range");
      return integer_element(static_cast<long double>(u), u);
    }
    const long long v = std::strtoll(l.c_str(), nullptr, 10);
    if (errno == ERANGE) fail(op, "integer element '" + l.substr(0, 40) + "' is out of range");
    return integer_element(static_cast<long double>(v), static_cast<std::uint64_t>(v));
  };
  std::vector<double> elements;
  if (d.is_hex()) {
    for (std::size_t i = 0; i + width <= d.bytes.size(); i += width) {
      std::uint64_t bits = 0;
      for (int b = width - 1; b >= 0; --b) bits = (bits << 8) | d.bytes[i + b];
      elements.push_back(element_from_bits(bits));
    }
  } else {
    for (const auto& l : d.literals) elements.push_back(element(l));
  }
  ConstantValue constant;
  if (!beyond_double) {
    if (elements.size() == 1) constant.splat = Splat{splat_literal(elements[0]), elements[0]};
    constant.attrs = constant_attrs(std::move(elements));
    return constant;
  }
  // (high << 32) | low, each half within 2^32: exact in a double. The high half of a
  // signed element keeps its sign (an arithmetic shift), so the shift restores the top bits.
  std::vector<double> high, low;
  for (std::uint64_t bits : wide) {
    const long double h = is_unsigned ? static_cast<long double>(bits >> 32)
                                      : static_cast<long double>(static_cast<std::int64_t>(bits) >> 32);
    high.push_back(static_cast<double>(h));
    low.push_back(static_cast<double>(bits & 0xffffffffu));
  }
  constant.high_attrs = constant_attrs(std::move(high));
  constant.low_attrs = constant_attrs(std::move(low));
  // A splat is kept for the reduce-init and broadcast folds only where a double holds it
  // exactly (the s64 minimum): they write it back as one constant.
  const long double splat = wide.size() != 1 ? 0.5L
                            : is_unsigned    ? static_cast<long double>(wide[0])
                                             : static_cast<long double>(static_cast<std::int64_t>(wide[0]));
  if (wide.size() == 1 && static_cast<long double>(static_cast<double>(splat)) == splat)
    constant.splat =
        Splat{is_unsigned ? std::to_string(wide[0]) : std::to_string(static_cast<std::int64_t>(wide[0])),
              static_cast<double>(splat)};
  return constant;
}

// A module without manual computations runs on one device; with them, over
// their mesh, every op outside them computed whole on every device (the
// values are global there) and their bodies per device (sharded.cpp).
namespace {

// JAX writes a jitted function called inside another jit as @main calling it
// with @main's own arguments and returning its results: the callee is then
// the program (so its manual computations' operands can arrive as shards).
const Function* forwarded_function(const Module& module, const Function* main) {
  for (int depth = 0; depth < 64; ++depth) {
    const auto& ops = main->body.ops;
    if (ops.size() != 2 || ops[0].name != "func.call" || ops[1].name != "func.return") break;
    const Op& call = ops[0];
    const Op& ret = ops[1];
    const Function* callee = module.function(call.callee);
    if (!callee || call.operands.size() != main->arguments.size() ||
        callee->arguments.size() != main->arguments.size() || ret.operands.size() != call.result_names.size())
      break;
    bool forwards = true;
    for (std::size_t i = 0; i < call.operands.size(); ++i)
      forwards = forwards && call.operands[i].index == 0 &&
                 call.operands[i].name == main->arguments[i].name &&
                 callee->arguments[i].type == main->arguments[i].type;
    for (std::size_t k = 0; k < ret.operands.size(); ++k)
      forwards = forwards && Importer::key(ret.operands[k]) == call.result_names[k];
    if (!forwards) break;
    call.word(0);  // understood: @main forwards to its callee
    main = callee;
  }
  return main;
}

}  // namespace

Program Importer::run() {
  const Function* declared_main = module_.function("main");
  if (!declared_main) throw Error(module_.source_name + ": the module has no @main");
  const Function* main = forwarded_function(module_, declared_main);
  find_mesh(*main);
  find_jit_shardings(*declared_main);
  read_module_attributes();
  program_ = Program{};
  program_.name = "main";
  if (!mesh_.axes.empty()) {
    for (std::size_t k = 0; k < mesh_.axes.size(); ++k)
      program_.mesh.push_back(MeshAxis{mesh_.spmd_names[k], mesh_.axes[k].second});
    try {
      program_.axis_size = mesh_device_count(program_.mesh);
    } catch (const Error& e) {
      throw Error(module_.source_name + ": mesh @" + mesh_.name + ": " + e.what());
    }
    program_.axis_name = mesh_flat_axis_name(program_.mesh);
  }
  ProgramBuilder top(program_);
  // A jit program's are merged after partitioning, as XLA merges them (each of two equal sums
  // still takes its own all-reduce there).
  if (!jit) top.merge_identical();
  levels_.clear();
  levels_.emplace_back(top);
  struct LeaveLevels {
    std::vector<Level>& levels;
    ~LeaveLevels() { levels.clear(); }
  } leave{levels_};
  push_scope({}, false);
  if (!mesh_.axes.empty() && !jit) plan_shards(*main);
  for (std::size_t i = 0; i < main->arguments.size(); ++i) {
    const auto& a = main->arguments[i];
    Op where;
    where.name = "func.func @main";
    where.where = main->where;
    const std::string name = "arg" + std::to_string(i);
    auto shard = shard_parameters.find(a.name);
    if (shard != shard_parameters.end()) {
      shard->second.local = top.parameter(name, shard->second.type);
      program_.in_specs.push_back(shard->second.spec);
      scope()[a.name] = Ref{shard->second.local};
    } else {
      scope()[a.name] = Ref{top.parameter(name, type(where, a.type))};
      program_.in_specs.emplace_back();
    }
  }
  const std::vector<ValueId> globals = run_body(main->body);
  // The return run_body stopped at: the first one, as there.
  const auto terminator = std::find_if(main->body.ops.begin(), main->body.ops.end(),
                                       [](const Op& op) { return op.name == "func.return"; });
  for (std::size_t k = 0; k < globals.size(); ++k) {
    auto shard = shard_results.find(key(terminator->operands.at(k)));
    program_.results.push_back(shard == shard_results.end() ? globals[k] : shard->second.local);
    program_.out_specs.push_back(shard == shard_results.end() ? PartitionSpec{} : shard->second.spec);
  }
  check_module_read(*declared_main);
  if (skipped_constraints_ > 0)
    notes_.push_back(fmt::format(
        "{} sharding constraint(s) are not read (partitioning reads a loop body's and a top-level branch's "
        "constraints on their own values; the "
        "first: {}): partitioning splits those values as propagation gives them; the numbers are unchanged",
        skipped_constraints_, first_skipped_constraint_));
  return std::move(program_);
}

SpmdType Importer::type(const Op& op, const TensorType& t) const {
  static const std::map<std::string, DType> dtypes = {
      {"f32", DType::f32},  {"bf16", DType::bf16},        {"f16", DType::f16},
      {"f64", DType::f64},  {"i1", DType::boolean},       {"i8", DType::s8},
      {"i16", DType::s16},  {"i32", DType::s32},          {"i64", DType::s64},
      {"ui8", DType::u8},   {"ui16", DType::u16},         {"ui32", DType::u32},
      {"ui64", DType::u64}, {"complex<f32>", DType::c64}, {"complex<f64>", DType::c128}};
  auto it = dtypes.find(t.element);
  if (it == dtypes.end()) fail(op, "element type " + t.element + " is not supported yet");
  SpmdType spmd{it->second, t.shape};
  // Element counts and byte sizes are computed in std::int64_t everywhere.
  auto bytes = static_cast<std::int64_t>(dtype_size(spmd.dtype));
  for (std::int64_t dim : spmd.shape)
    if (dim < 0 || __builtin_mul_overflow(bytes, dim, &bytes)) fail(op, "type " + t.str() + " is too large");
  return spmd;
}

ValueId Importer::operand(const Op& op, std::size_t i) {
  return materialize(operand_ref(op, i));
}

ValueId Importer::materialize(const Ref& value) {
  if (!value.is_pending()) return value.id;
  Pending& constant = pending_.at(value.pending);
  if (constant.written) return *constant.written;
  levels_.at(constant.level).pending_instructions -= constant.instructions();
  const Op& op = *constant.op;
  const std::size_t level = constant.level;
  if (constant.constants.size() == 1) {
    constant.written = add_at(level, op, OpCode::constant, {}, constant.constants[0], constant.type);
  } else {
    const ValueId high = add_at(level, op, OpCode::constant, {}, constant.constants[0], constant.type);
    const ValueId low = add_at(level, op, OpCode::constant, {}, constant.constants[1], constant.type);
    const ValueId shift = add_at(level, op, OpCode::constant, {}, constant.constants[2], constant.type);
    const ValueId shifted = add_at(level, op, OpCode::shift_left, {high, shift}, {}, constant.type);
    constant.written = add_at(level, op, OpCode::or_, {shifted, low}, {}, constant.type);
  }
  return *constant.written;
}

ValueId Importer::add(const Op& op, OpCode code, std::vector<ValueId> operands, Attrs attrs,
                      const SpmdType& type) {
  return add_at(levels_.size() - 1, op, code, std::move(operands), std::move(attrs), type);
}

ValueId Importer::add_at(std::size_t level, const Op& op, OpCode code, std::vector<ValueId> operands,
                         Attrs attrs, const SpmdType& type) {
  if (!program_.mesh.empty() && is_collective(code) && attrs.has("axis") &&
      attrs.symbol("axis") != program_.axis_name)
    return add_mesh_collective(level, op, code, std::move(operands), std::move(attrs), type);
  ProgramBuilder& builder = *levels_.at(level).builder;
  builder.set_location(op.where);
  try {
    return builder.add(code, std::move(operands), std::move(attrs), type);
  } catch (const Error& e) {
    fail(op, std::string("cannot be imported: ") + e.what());
  }
}

ValueId Importer::add_mesh_collective(std::size_t level, const Op& op, OpCode code,
                                      std::vector<ValueId> operands, Attrs attrs, const SpmdType& type) {
  const Mesh& mesh = program_.mesh;
  const std::string axis = attrs.symbol("axis");
  attrs.set("axis", program_.axis_name);
  std::vector<std::size_t> named;
  try {
    named = mesh_axes_named(mesh, axis);
    if (code == OpCode::axis_index && named.size() != 1)
      throw Error("axis_index names one mesh axis (or the whole mesh, as its axis names joined with '.')");
    if (code == OpCode::ppermute) {
      attrs.set("perm", compose_permutation(mesh_groups(mesh, named), attrs.int_list_list("perm")));
    } else if (code != OpCode::axis_index) {
      const IntListList rank_groups = attrs.has("groups") ? attrs.int_list_list("groups") : IntListList{};
      const IntListList groups = mesh_collective_groups(mesh, axis, rank_groups);
      if (!groups.empty()) attrs.set("groups", groups);
    }
  } catch (const Error& e) {
    fail(op, fmt::format("{}: {}", op_name(code), e.what()));
  }
  if (code != OpCode::axis_index) return add_at(level, op, code, std::move(operands), std::move(attrs), type);
  // The flat index's coordinate on the one axis: (flat / stride) % size.
  const SpmdType scalar{DType::s32, {}};
  const auto constant = [&](std::int64_t value) {
    return add_at(level, op, OpCode::constant, {}, attributes_for(OpCode::constant, {{"value", value}}),
                  scalar);
  };
  ValueId index = add_at(level, op, OpCode::axis_index, {}, std::move(attrs), scalar);
  const std::int64_t stride = mesh_stride(mesh, named.front());
  if (stride > 1) {
    const ValueId by = constant(stride);
    index = add_at(level, op, OpCode::div, {index, by}, {}, scalar);
  }
  const ValueId size = constant(mesh[named.front()].size);
  return add_at(level, op, OpCode::remainder, {index, size}, {}, type);
}

namespace {

// A sharding annotation of one value inside a region (a partially manual shard_map's reducers
// carry them): says where the value lives, not what it is.
bool is_value_annotation(const Op& op, const std::string& value) {
  return op.name == "sdy.sharding_constraint" && op.operands.size() == 1 && op.result_names.size() == 1 &&
         op.operands[0].index == 0 && op.operands[0].name == value;
}

}  // namespace

BinaryRegion binary_region(const Region& r) {
  if (r.arguments.size() != 2 || r.ops.size() < 2 || r.ops.size() > 3) return {};
  const Op& body = r.ops[0];
  const Op& ret = r.ops.back();
  if (body.operands.size() != 2 || body.result_names.size() != 1 || ret.operands.size() != 1 ||
      (ret.name != "stablehlo.return" && ret.name != "mhlo.return"))
    return {};
  const Op* annotation = r.ops.size() == 3 ? &r.ops[1] : nullptr;
  if (annotation && !is_value_annotation(*annotation, body.result_names[0])) return {};
  const std::string& returned = annotation ? annotation->result_names[0] : body.result_names[0];
  if (ret.operands[0].name != returned || ret.operands[0].index != 0) return {};
  const std::string& a = r.arguments[0].name;
  const std::string& b = r.arguments[1].name;
  const auto& x = body.operands[0];
  const auto& y = body.operands[1];
  if (x.index != 0 || y.index != 0) return {};
  if ((x.name != a || y.name != b) && (x.name != b || y.name != a)) return {};
  r.read = true;  // a reducer or comparison its caller understands as one op
  if (annotation) {
    annotation->word(0);  // the sharding itself: a placement
    annotation->attribute("sharding");
  }
  return {&body, x.name == b};
}

std::vector<ValueId> Importer::inline_region(const Op& owner, const Region& region,
                                             const std::vector<ValueId>& arguments) {
  if (region.arguments.size() != arguments.size())
    fail(owner,
         fmt::format("region takes {} arguments, given {}", region.arguments.size(), arguments.size()));
  std::map<std::string, Ref> inner;
  for (std::size_t i = 0; i < arguments.size(); ++i) inner[region.arguments[i].name] = Ref{arguments[i]};
  push_scope(std::move(inner), true);
  std::vector<ValueId> results = run_body(region);
  pop_scope();
  return results;
}

BuiltRegion Importer::region(const Op& owner, const Region& region,
                             const std::vector<TensorType>& parameter_types) {
  if (region.arguments.size() != parameter_types.size())
    fail(owner, fmt::format("has a region taking {} arguments where {} are expected", region.arguments.size(),
                            parameter_types.size()));
  return block(owner, region.arguments, region, parameter_types, true);
}

BuiltRegion Importer::scalar_region(const Op& owner, const Region& region,
                                    const std::vector<TensorType>& parameter_types) {
  ++scalar_regions_;
  struct Leave {
    int& depth;
    ~Leave() { --depth; }
  } leave{scalar_regions_};
  return this->region(owner, region, parameter_types);
}

BuiltRegion Importer::block(const Op& owner, const std::vector<stablehlo::BlockArgument>& arguments,
                            const Region& body_region, const std::vector<TensorType>& parameter_types,
                            bool sees_parent) {
  std::vector<SpmdType> types;
  for (const TensorType& t : parameter_types) types.push_back(type(owner, t));
  return build_region(types, [&](const std::vector<ValueId>& parameters) {
    std::map<std::string, Ref> inner;
    for (std::size_t i = 0; i < parameters.size(); ++i) inner[arguments[i].name] = Ref{parameters[i]};
    push_scope(std::move(inner), sees_parent);
    std::vector<ValueId> results;
    try {
      results = run_body(body_region);
    } catch (...) {
      pop_scope();
      throw;
    }
    pop_scope();
    return results;
  });
}

BuiltRegion Importer::written_region(
    const std::vector<SpmdType>& parameter_types,
    const std::function<std::vector<ValueId>(const std::vector<ValueId>&)>& body) {
  return build_region(parameter_types, body);
}

BuiltRegion Importer::build_region(
    const std::vector<SpmdType>& parameter_types,
    const std::function<std::vector<ValueId>(const std::vector<ValueId>&)>& body) {
  // Numbered above every value the levels around it may still add: only their pending constants
  // (a row adds nothing else between its regions and their instruction). emit_with_regions
  // renumbers it from its instruction's id.
  const Level& outer = levels_.back();
  BuiltRegion built;
  built.base = outer.builder->next_value() + static_cast<ValueId>(outer.pending_instructions);
  ProgramBuilder builder(built.region, built.base, *outer.builder);
  if (!jit) builder.merge_identical();
  std::vector<ValueId> parameters;
  for (const SpmdType& t : parameter_types) parameters.push_back(builder.parameter("", t));
  levels_.emplace_back(builder);
  const std::size_t level = levels_.size() - 1;
  try {
    built.region.results = body(parameters);
  } catch (...) {
    drop_pending(level);
    levels_.pop_back();
    throw;
  }
  drop_pending(level);
  built.constraints = std::move(levels_.back().constraints);
  built.loop_constraints = std::move(levels_.back().loop_constraints);
  built.manual = std::move(levels_.back().manual);
  levels_.pop_back();
  return built;
}

namespace {

// Renumbers a region built from `from` (and the regions in it) to start at `to`;
// values below `from` are its enclosing scopes'.
void renumber(SpmdRegion& region, ValueId from, ValueId to) {
  const auto move = [&](ValueId& id) {
    if (id >= from) id = id - from + to;
  };
  for (Instruction& instruction : region.body) {
    for (ValueId& operand : instruction.operands) move(operand);
    for (SpmdRegion& inner : instruction.regions) renumber(inner, from, to);
  }
  for (ValueId& result : region.results) move(result);
}

}  // namespace

void Importer::emit_with_regions(const Op& op, OpCode code, std::vector<ValueId> operands, Attrs attrs,
                                 std::vector<BuiltRegion> regions) {
  std::vector<SpmdType> types;
  for (const TensorType& t : op.result_types) types.push_back(type(op, t));
  if (types.empty()) fail(op, "has no results");
  ProgramBuilder& builder = this->builder();
  Instruction instruction;
  instruction.op = code;
  instruction.operands = std::move(operands);
  instruction.attrs = std::move(attrs);
  instruction.type = types[0];
  instruction.extra_types.assign(types.begin() + 1, types.end());
  const ValueId own = builder.next_value();
  for (std::size_t r = 0; r < regions.size(); ++r) {
    BuiltRegion& built = regions[r];
    if (own > built.base)  // the row added more than pending constants after the region
      throw Error(
          fmt::format("importer: {} region numbered from {} but added at {}", op.name, built.base, own));
    if (built.base != own) renumber(built.region, built.base, own);
    const auto renumbered = [&](ValueId value) {
      return value >= built.base ? value - built.base + own : value;
    };
    // A loop body's manual computations, and those of loops inside it, go up with the loop.
    const bool loop_body = jit && manual_depth == 0 && code == OpCode::while_loop && r == 1;
    if (!loop_body && !built.manual.empty())
      fail(op,
           "holds a shard_map in a region other than a loop body of a partitioned jit program, which is "
           "not supported yet");
    for (ManualRecord& manual : built.manual) {
      manual.first = renumbered(manual.first);
      manual.last = renumbered(manual.last);
      for (auto* boundaries : {&manual.operands, &manual.results})
        for (ManualRecord::Boundary& boundary : *boundaries) {
          boundary.block = renumbered(boundary.block);
          boundary.whole = renumbered(boundary.whole);
        }
      for (ValueId& loop : manual.loops) loop = renumbered(loop);
      manual.loops.insert(manual.loops.begin(), own);
      if (levels_.size() == 1)
        jit->loop_body_manual.push_back(std::move(manual));
      else
        levels_.back().manual.push_back(std::move(manual));
    }
    // The region's constraints on its own values go to `keep`; those on values it reads from
    // outside cannot be placed there, and are said in the note.
    const auto keep_own = [&](std::string_view holder, const auto& keep) {
      std::size_t on_outer_values = 0;
      for (auto& [value, sharding] : built.constraints) {
        if (value >= built.base)
          keep(renumbered(value), std::move(sharding));
        else
          ++on_outer_values;
      }
      skip_constraints(on_outer_values,
                       fmt::format("{}:{}:{}: on a value {} of {} reads from outside", module_.source_name,
                                   op.where.line, op.where.column, holder, op.name));
    };
    // A loop's body keeps its constraints, and those of loops inside it, each with the loops
    // holding it (propagation inside each body reads them); they go up with the loop, to @main.
    if (loop_body) {
      std::vector<LoopConstraint>& kept =
          levels_.size() == 1 ? jit->loop_body_constraints : levels_.back().loop_constraints;
      keep_own("the body", [&](ValueId value, SdySharding sharding) {
        kept.push_back(LoopConstraint{{own}, value, std::move(sharding)});
      });
      for (LoopConstraint& deeper : built.loop_constraints) {
        for (ValueId& loop : deeper.loops) loop = renumbered(loop);
        deeper.value = renumbered(deeper.value);
        deeper.loops.insert(deeper.loops.begin(), own);
        kept.push_back(std::move(deeper));
      }
    } else if (jit && manual_depth == 0 && levels_.size() == 1 &&
               (code == OpCode::cond || code == OpCode::switch_case) && built.loop_constraints.empty()) {
      // A branch of a @main cond or switch_case keeps its own constraints (a loop's inside it
      // does not).
      keep_own("a branch", [&](ValueId value, SdySharding sharding) {
        jit->branch_constraints.emplace_back(own, static_cast<std::int64_t>(r), value, std::move(sharding));
      });
    } else {
      skip_constraints(built.constraints.size() + built.loop_constraints.size(),
                       fmt::format("{}:{}:{}: in a region of {}", module_.source_name, op.where.line,
                                   op.where.column, op.name));
    }
    instruction.regions.push_back(std::move(built.region));
  }
  builder.set_location(op.where);
  const ValueId id = builder.add_raw(std::move(instruction));
  for (std::size_t j = 1; j < types.size(); ++j)
    builder.add_result(id, static_cast<std::int64_t>(j), types[j]);
  for (std::size_t j = 0; j < types.size(); ++j) bind(op, j, id + static_cast<ValueId>(j));
}

Attrs attributes_for(OpCode op, std::initializer_list<std::pair<const char*, AttrArg>> values) {
  const OpDef& def = op_def(op);
  Attrs attrs;
  for (const auto& entry : values) {
    const char* const name = entry.first;  // not a structured binding: clang 14 cannot capture one
    const AttrArg& arg = entry.second;
    const auto spec = std::find_if(def.attrs.begin(), def.attrs.end(),
                                   [&](const AttrSpec& candidate) { return candidate.name == name; });
    if (spec == def.attrs.end())
      throw Error(fmt::format("importer: {} takes no attribute '{}'", def.name, name));
    AttrValue value = arg.value;
    if (spec->kind == AttrKind::real && std::holds_alternative<std::int64_t>(value))
      value = static_cast<double>(std::get<std::int64_t>(value));
    if (spec->kind == AttrKind::real_list && std::holds_alternative<IntList>(value)) {
      const IntList& ints = std::get<IntList>(value);
      value = std::vector<double>(ints.begin(), ints.end());
    }
    if (attr_kind(value) != spec->kind)
      throw Error(
          fmt::format("importer: {} attribute '{}' must be {}", def.name, name, attr_kind_name(spec->kind)));
    attrs.set(name, std::move(value));
  }
  return attrs;
}

const RowTable& rows() {
  static const RowTable table = [] {
    RowTable t;
    add_basic_rows(t);
    add_indexing_rows(t);
    add_region_rows(t);
    add_window_rows(t);
    add_collective_rows(t);
    add_math_rows(t);
    add_complex_rows(t);
    return t;
  }();
  return table;
}

}  // namespace stablehlo_import

std::string import_stablehlo_to_text(const stablehlo::Module& module, std::vector<std::string>* notes) {
  stablehlo_import::Importer importer(module);
  const Program program = importer.run();
  if (notes) *notes = importer.notes();
  return print(program);
}

Program import_stablehlo(const std::string& text, const std::string& source_name,
                         std::vector<std::string>* notes, const ImportOptions& options) {
  const stablehlo::Module m = stablehlo::parse_module(text, source_name);
  stablehlo_import::Importer importer(m);
  Program global = importer.run();
  if (notes) *notes = importer.notes();
  // The rows' instructions were checked as they were added; the regions, result lists and
  // specs are checked here. An instruction's place is its StableHLO op's.
  try {
    verify(global);
  } catch (const ParseError& e) {
    throw Error(source_name + ":" + e.what() + " (in the imported program)");
  } catch (const Error& e) {
    throw Error(source_name + ": the imported program: " + e.what());
  }
  if (!importer.jit) return with_calls_inlined(global);
  if (!options.partition) return global;
  const ShardingSeeds seeds = importer.jit_seeds(global, options.mesh);
  try {
    return partition_program(global, seeds, options.partition_report);
  } catch (const Error& e) {
    throw Error(source_name + ": partitioning: " + e.what());
  }
}

bool is_partitioned_jit_module(const stablehlo::Module& module) {
  stablehlo_import::Importer importer(module);
  importer.run();
  return importer.jit.has_value();
}

std::vector<std::string> stablehlo_supported_ops() {
  std::vector<std::string> names;
  for (const auto& [name, row] : stablehlo_import::rows()) names.push_back(name);
  return names;
}

}  // namespace pmapsim
