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

std::vector<std::string> Importer::run_body(const Region& body) {
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
      std::vector<std::string> results;
      for (std::size_t i = 0; i < op.operands.size(); ++i) results.push_back(operand(op, i));
      return results;
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

void Importer::call(const Op& call) {
  // Inlined: a reduce or sort region is run per element (the CUDA backend
  // compiles it into scalar steps, which hold no regions), and a manual
  // computation's values cross between global arrays and shards only at the
  // program's level.
  const Function& callee = callee_of(call);
  std::set<const Function*> seen;
  if (scalar_regions_ > 0 || holds_manual_computation(module_, callee, seen)) {
    inline_call(call);
    return;
  }
  std::vector<TensorType> parameter_types;
  for (const auto& argument : callee.arguments) parameter_types.push_back(argument.type);
  calls_.push_back(call.callee);
  std::string body;
  try {
    body = block_text(call, callee.arguments, callee.body, parameter_types, false);
  } catch (...) {
    calls_.pop_back();
    throw;
  }
  calls_.pop_back();
  if (last_region_results != call.result_names.size()) fail(call, "result count differs from the callee's");
  emit_with_regions(call, "call" + operands_text(call) + " {callee=" + callee_symbol(call.callee) + "}",
                    {body});
}

void Importer::inline_call(const Op& call) {
  const Function& callee = callee_of(call);
  std::map<std::string, std::string> inner;
  for (std::size_t i = 0; i < call.operands.size(); ++i) inner[callee.arguments[i].name] = operand(call, i);
  calls_.push_back(call.callee);
  push_scope(std::move(inner), false);
  std::vector<std::string> results;
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

// pmapsim's program text reads constants as doubles: fmt's shortest
// round-trip form gives back the same double, so every f64, f32, bf16 and
// f16 value (and every integer up to 2^53) survives exactly.
std::string real_literal(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  std::string s = fmt::format("{}", v);
  if (s.find_first_of(".e") == std::string::npos) s += ".0";
  return s;
}

bool is_float_element(const std::string& e) {
  return e == "f32" || e == "f64" || e == "bf16" || e == "f16";
}

// A constant's attributes: {value=v} for one element (a splat), else {values=[...]}.
std::string constant_list(const std::vector<std::string>& literals) {
  if (literals.size() == 1) return "{value=" + literals[0] + "}";
  std::string s = "{values=[";
  for (std::size_t i = 0; i < literals.size(); ++i) s += (i ? ", " : "") + literals[i];
  return s + "]}";
}

}  // namespace

Importer::ConstantText Importer::constant_text(const Op& op) {
  const Attr* value = op.words.empty() ? op.attribute("value") : op.word(0);
  if (!value || value->kind != Attr::Kind::Dense) fail(op, "expected a dense<...> value");
  const TensorType& t = result_type(op);
  const std::string where = fmt::format("{}:{}:{}", module_.source_name, op.where.line, op.where.column);
  const stablehlo::DenseElements d = stablehlo::decode_dense(*value, t, where);
  if (t.element.rfind("complex", 0) == 0)
    return ConstantText{complex_constant_attrs(*this, op, d), "", "", ""};
  const int width = stablehlo::element_bytes(t.element);
  const bool is_float = is_float_element(t.element);
  const bool is_unsigned = t.element.rfind("ui", 0) == 0;
  if (width <= 0 || (!is_float && t.element != "i1" && t.element.find('i') == std::string::npos))
    fail(op, "constants of " + t.element + " are not supported");
  // A 64-bit integer element's bits, kept for the split below.
  std::vector<std::uint64_t> wide;
  bool beyond_double = false;
  auto integer_literal = [&](long double v, std::uint64_t bits) {
    if (width == 8) wide.push_back(bits);
    // Integers beyond 2^53 do not survive the program text's doubles: written in halves below.
    if (std::fabs(v) > 9007199254740992.0L) {
      beyond_double = true;
      return std::string();
    }
    return real_literal(static_cast<double>(v));
  };
  auto element_from_bits = [&](std::uint64_t bits) -> std::string {
    if (is_float) return real_literal(float_bits_to_double(bits, t.element));
    if (t.element == "i1") return bits ? "1.0" : "0.0";
    if (is_unsigned || width == 8) {
      if (is_unsigned) return integer_literal(static_cast<long double>(bits), bits);
      return integer_literal(static_cast<long double>(static_cast<std::int64_t>(bits)), bits);
    }
    const int shift = 64 - 8 * width;  // sign-extend
    return integer_literal(static_cast<long double>(static_cast<std::int64_t>(bits << shift) >> shift), bits);
  };
  auto literal = [&](const std::string& l) -> std::string {
    if (l == "true") return "1.0";
    if (l == "false") return "0.0";
    if (l == "inf" || l == "nan") return l;
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
      return real_literal(v);
    }
    if (l.find_first_of(".eE") != std::string::npos)
      fail(op, "real element '" + l.substr(0, 40) + "' in an integer constant");
    errno = 0;
    if (is_unsigned) {
      const unsigned long long u = std::strtoull(l.c_str(), nullptr, 10);
      if (errno == ERANGE || l[0] == '-')
        fail(op, "integer element '" + l.substr(0, 40) + "' is out of range");
      return integer_literal(static_cast<long double>(u), u);
    }
    const long long v = std::strtoll(l.c_str(), nullptr, 10);
    if (errno == ERANGE) fail(op, "integer element '" + l.substr(0, 40) + "' is out of range");
    return integer_literal(static_cast<long double>(v), static_cast<std::uint64_t>(v));
  };
  std::vector<std::string> literals;
  if (d.is_hex()) {
    for (std::size_t i = 0; i + width <= d.bytes.size(); i += width) {
      std::uint64_t bits = 0;
      for (int b = width - 1; b >= 0; --b) bits = (bits << 8) | d.bytes[i + b];
      literals.push_back(element_from_bits(bits));
    }
  } else {
    for (const auto& l : d.literals) literals.push_back(literal(l));
  }
  ConstantText text;
  if (!beyond_double) {
    text.attrs = constant_list(literals);
    return text;
  }
  // (high << 32) | low, each half within 2^32: exact in the program text. The high half of a
  // signed element keeps its sign (an arithmetic shift), so the shift restores the top bits.
  std::vector<std::string> high, low;
  for (std::uint64_t bits : wide) {
    const long double h = is_unsigned ? static_cast<long double>(bits >> 32)
                                      : static_cast<long double>(static_cast<std::int64_t>(bits) >> 32);
    high.push_back(real_literal(static_cast<double>(h)));
    low.push_back(real_literal(static_cast<double>(bits & 0xffffffffu)));
  }
  text.high_attrs = constant_list(high);
  text.low_attrs = constant_list(low);
  // A splat is kept for the reduce-init and broadcast folds only where a double holds it
  // exactly (the s64 minimum): they write it back as one literal.
  const long double splat = wide.size() != 1 ? 0.5L
                            : is_unsigned    ? static_cast<long double>(wide[0])
                                             : static_cast<long double>(static_cast<std::int64_t>(wide[0]));
  if (wide.size() == 1 && static_cast<long double>(static_cast<double>(splat)) == splat)
    text.splat = is_unsigned ? std::to_string(wide[0]) : std::to_string(static_cast<std::int64_t>(wide[0]));
  return text;
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

std::string Importer::run() {
  const Function* declared_main = module_.function("main");
  if (!declared_main) throw Error(module_.source_name + ": the module has no @main");
  const Function* main = forwarded_function(module_, declared_main);
  find_mesh(*main);
  find_jit_shardings(*declared_main);
  read_module_attributes();
  push_scope({}, false);
  if (!mesh_.axes.empty()) plan_shards(*main);
  std::vector<std::string> params;
  std::vector<PartitionSpec> in_specs;
  for (std::size_t i = 0; i < main->arguments.size(); ++i) {
    const auto& a = main->arguments[i];
    Op where;
    where.name = "func.func @main";
    where.where = main->where;
    const std::string name = "%arg" + std::to_string(i);
    auto shard = shard_parameters.find(a.name);
    if (shard != shard_parameters.end()) {
      params.push_back(name + ": " + shard->second.type);
      in_specs.push_back(shard->second.spec);
      shard->second.local = name;
    } else {
      params.push_back(name + ": " + type(where, a.type));
      in_specs.emplace_back();
    }
    scope()[a.name] = name;
  }
  const std::vector<std::string> globals = run_body(main->body);
  // The return run_body stopped at: the first one, as there.
  const auto terminator = std::find_if(main->body.ops.begin(), main->body.ops.end(),
                                       [](const Op& op) { return op.name == "func.return"; });
  std::vector<std::string> results;
  std::vector<PartitionSpec> out_specs;
  for (std::size_t k = 0; k < globals.size(); ++k) {
    auto shard = shard_results.find(key(terminator->operands.at(k)));
    results.push_back(shard == shard_results.end() ? globals[k] : shard->second.local);
    out_specs.push_back(shard == shard_results.end() ? PartitionSpec{} : shard->second.spec);
  }
  std::ostringstream head;
  const auto spec_list = [](const std::vector<PartitionSpec>& specs) {
    std::string text;
    for (const PartitionSpec& spec : specs) text += (text.empty() ? "" : ", ") + partition_spec_text(spec);
    return "[" + text + "]";
  };
  std::string placement = "axis=i devices=1";
  if (!mesh_.axes.empty()) {
    placement = "mesh=[";
    for (std::size_t k = 0; k < mesh_.axes.size(); ++k)
      placement += (k ? ", " : "") + mesh_.spmd_names[k] + "=" + std::to_string(mesh_.axes[k].second);
    placement += "]";
  }
  head << "pmap @main " << placement << " in_specs=" << spec_list(in_specs)
       << " out_specs=" << spec_list(out_specs) << " (";
  for (std::size_t i = 0; i < params.size(); ++i) head << (i ? ", " : "") << params[i];
  head << ") {\n";
  out_ << "  return";
  for (std::size_t i = 0; i < results.size(); ++i) out_ << (i ? ", " : " ") << results[i];
  out_ << "\n}\n";
  check_module_read(*declared_main);
  return head.str() + out_.str();
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

std::vector<std::string> Importer::inline_region(const Op& owner, const Region& region,
                                                 const std::vector<std::string>& arguments) {
  if (region.arguments.size() != arguments.size())
    fail(owner,
         fmt::format("region takes {} arguments, given {}", region.arguments.size(), arguments.size()));
  std::map<std::string, std::string> inner;
  for (std::size_t i = 0; i < arguments.size(); ++i) inner[region.arguments[i].name] = arguments[i];
  push_scope(std::move(inner), true);
  std::vector<std::string> results = run_body(region);
  pop_scope();
  return results;
}

std::string Importer::region_text(const Op& owner, const Region& region,
                                  const std::vector<TensorType>& parameter_types) {
  if (region.arguments.size() != parameter_types.size())
    fail(owner, fmt::format("has a region taking {} arguments where {} are expected", region.arguments.size(),
                            parameter_types.size()));
  return block_text(owner, region.arguments, region, parameter_types, true);
}

std::string Importer::scalar_region_text(const Op& owner, const Region& region,
                                         const std::vector<TensorType>& parameter_types) {
  ++scalar_regions_;
  struct Leave {
    int& depth;
    ~Leave() { --depth; }
  } leave{scalar_regions_};
  return region_text(owner, region, parameter_types);
}

std::string Importer::block_text(const Op& owner, const std::vector<stablehlo::BlockArgument>& arguments,
                                 const Region& body_region, const std::vector<TensorType>& parameter_types,
                                 bool sees_parent) {
  std::map<std::string, std::string> inner;
  std::string params;
  for (std::size_t i = 0; i < parameter_types.size(); ++i) {
    const std::string name = fresh();
    inner[arguments[i].name] = name;
    params += (i ? ", " : "") + name + ": " + type(owner, parameter_types[i]);
  }
  std::ostringstream body;
  sinks_.push_back(&body);
  push_scope(std::move(inner), sees_parent);
  std::vector<std::string> results;
  try {
    results = run_body(body_region);
  } catch (...) {
    pop_scope();
    sinks_.pop_back();
    drop_pending(&body);
    throw;
  }
  pop_scope();
  sinks_.pop_back();
  drop_pending(&body);
  last_region_results = results.size();
  std::string text = "(" + params + ") {\n" + body.str() + "  return";
  for (std::size_t i = 0; i < results.size(); ++i) text += (i ? ", " : " ") + results[i];
  return text + "\n}";
}

void Importer::emit_with_regions(const Op& op, const std::string& head,
                                 const std::vector<std::string>& regions) {
  std::vector<std::string> names, types;
  for (std::size_t j = 0; j < op.result_types.size(); ++j) {
    names.push_back(fresh());
    types.push_back(type(op, op.result_types[j]));
  }
  if (names.empty()) fail(op, "has no results");
  std::string line = "  ";
  for (std::size_t j = 0; j < names.size(); ++j) line += (j ? ", " : "") + names[j];
  line += " = " + head + " :";
  for (std::size_t j = 0; j < types.size(); ++j) line += (j ? ", " : " ") + types[j];
  for (const std::string& r : regions) line += " " + r;
  sink() << line << "\n";
  for (std::size_t j = 0; j < names.size(); ++j) bind(op, j, names[j]);
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
  std::string text = importer.run();
  if (notes) *notes = importer.notes();
  return text;
}

Program import_stablehlo(const std::string& text, const std::string& source_name,
                         std::vector<std::string>* notes, const ImportOptions& options) {
  const stablehlo::Module m = stablehlo::parse_module(text, source_name);
  stablehlo_import::Importer importer(m);
  const std::string spmd = importer.run();
  if (notes) *notes = importer.notes();
  std::unordered_map<std::string, ValueId> names;
  Program global;
  try {
    global = parse_program_with_names(spmd, source_name + " (imported)", &names);
  } catch (const Error& e) {
    throw Error(std::string(e.what()) + " [in the program imported from " + source_name + "]");
  }
  if (!importer.jit || !options.partition) return global;
  const ShardingSeeds seeds = importer.jit_seeds(global, names, options.mesh);
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
