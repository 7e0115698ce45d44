// The mapping layer's core: walks @main (and the functions it calls) and
// hands each op to its row (importer.hpp; the rows live in rows_*.cpp).
#include "pmapsim/stablehlo/import.hpp"

#include <cmath>
#include <cstdlib>
#include <cstring>

#include "importer.hpp"

namespace pmapsim {
namespace stablehlo_import {

std::vector<std::string> Importer::run_body(const Region& body, const char* terminator) {
  for (const Op& op : body.ops) {
    if (op.name == terminator) {
      std::vector<std::string> results;
      for (std::size_t i = 0; i < op.operands.size(); ++i) results.push_back(operand(op, i));
      return results;
    }
    auto it = rows().find(op.name);
    if (it == rows().end()) fail(op, "is not supported yet");
    it->second(*this, op);
  }
  throw Error(module_.source_name + ": a function or region without its " + terminator);
}

std::vector<std::string> Importer::emit_values(const std::string& body, const std::vector<std::string>& types,
                                               const std::string& tail) {
  std::vector<std::string> names;
  std::string head, typed;
  for (std::size_t i = 0; i < types.size(); ++i) {
    names.push_back(fresh());
    head += (i ? ", " : "") + names.back();
    typed += (i ? ", " : "") + types[i];
  }
  out_ << "  " << head << " = " << body << " : " << typed << tail << "\n";
  return names;
}

void Importer::emit_results(const Op& op, const std::string& body, const std::string& tail) {
  if (op.result_types.empty()) fail(op, "without results is not supported");
  std::vector<std::string> types;
  for (const auto& t : op.result_types) types.push_back(type(op, t));
  const std::vector<std::string> names = emit_values(body, types, tail);
  for (std::size_t i = 0; i < names.size(); ++i) bind(op, i, names[i]);
}

std::string Importer::region_text(const Op& op, std::size_t region, std::size_t results) {
  if (region >= op.regions.size()) fail(op, "expected " + std::to_string(region + 1) + " regions");
  const Region& r = *op.regions[region];
  if (r.ops.empty() || r.ops.back().name != "stablehlo.return")
    fail(op, "region " + std::to_string(region) + " does not end in stablehlo.return");
  if (r.ops.back().operands.size() != results)
    fail(r.ops.back(), "returns " + std::to_string(r.ops.back().operands.size()) + " values where " +
                           op.name + " needs " + std::to_string(results));
  std::string text = " (";
  scopes_.push_back(scope());  // a copy: the region reads the values defined before its op
  for (std::size_t i = 0; i < r.arguments.size(); ++i) {
    const std::string name = fresh();
    text += (i ? ", " : "") + name + ": " + type(op, r.arguments[i].type);
    scope()[r.arguments[i].name] = name;
  }
  std::ostringstream outer;
  outer.swap(out_);
  const std::vector<std::string> returned = run_body(r, "stablehlo.return");
  outer.swap(out_);
  scopes_.pop_back();
  text += ") {\n" + outer.str() + "  return";
  for (std::size_t i = 0; i < returned.size(); ++i) text += (i ? ", " : " ") + returned[i];
  return text + "\n  }";
}

void Importer::inline_call(const Op& call) {
  const Function* callee = module_.function(call.callee);
  if (!callee) fail(call, "calls @" + call.callee + ", which the module does not define");
  if (callee->arguments.size() != call.operands.size()) fail(call, "passes the wrong number of arguments");
  if (++call_depth_ > 64) fail(call, "calls nest deeper than 64 (recursion?)");
  std::map<std::string, std::string> inner;
  for (std::size_t i = 0; i < call.operands.size(); ++i) inner[callee->arguments[i].name] = operand(call, i);
  scopes_.push_back(std::move(inner));
  const std::vector<std::string> results = run_body(callee->body);
  scopes_.pop_back();
  --call_depth_;
  if (results.size() != call.result_names.size()) fail(call, "result count differs from the callee's");
  for (std::size_t i = 0; i < results.size(); ++i) bind(call, i, results[i]);
}

std::string Importer::constant_attrs(const Op& op) {
  const Attr* value = op.words.empty() ? op.attribute("value") : &op.words[0];
  if (!value || value->kind != Attr::Kind::Dense) fail(op, "expected a dense<...> value");
  const TensorType& t = result_type(op);
  const std::string where = fmt::format("{}:{}:{}", module_.source_name, op.where.line, op.where.column);
  const stablehlo::DenseElements d = stablehlo::decode_dense(*value, t, where);
  auto literal = [&](const std::string& l) -> std::string {
    if (l == "true") return "1";
    if (l == "false") return "0";
    if (l.rfind("0x", 0) == 0) {  // a float's bit pattern: dense<0xFF800000> is -inf
      if (t.element != "f32") fail(op, "hex element literals of " + t.element + " are not supported yet");
      if (l.size() != 10 || l.find_first_not_of("0123456789abcdefABCDEF", 2) != std::string::npos)
        fail(op, "bad hex element '" + l.substr(0, 40) + "'");
      const auto u = static_cast<std::uint32_t>(std::strtoul(l.c_str() + 2, nullptr, 16));
      float f;
      std::memcpy(&f, &u, 4);
      if (std::isinf(f)) return f < 0 ? "-inf" : "inf";
      if (std::isnan(f)) return "nan";
      return fmt::format("{:e}", f);
    }
    return l;
  };
  std::vector<std::string> literals;
  if (d.is_hex()) {
    if (t.element != "f32" && t.element != "i32")
      fail(op, "hex constants of " + t.element + " are not supported yet");
    for (std::size_t i = 0; i + 4 <= d.bytes.size(); i += 4) {
      std::uint32_t u =
          d.bytes[i] | (d.bytes[i + 1] << 8) | (d.bytes[i + 2] << 16) | (std::uint32_t(d.bytes[i + 3]) << 24);
      if (t.element == "i32") {
        literals.push_back(std::to_string(static_cast<std::int32_t>(u)));
      } else {
        float f;
        std::memcpy(&f, &u, 4);
        literals.push_back(fmt::format("{:e}", f));
      }
    }
  } else {
    for (const auto& l : d.literals) literals.push_back(literal(l));
  }
  for (auto& l : literals) {
    if (l.find_first_of("0123456789") == std::string::npos || l.find("inf") != std::string::npos) continue;
    if (l.find('.') == std::string::npos && l.find('e') == std::string::npos) l += ".0";  // a real literal
  }
  if (literals.size() == 1) return "{value=" + literals[0] + "}";
  std::string s = "{values=[";
  for (std::size_t i = 0; i < literals.size(); ++i) s += (i ? ", " : "") + literals[i];
  return s + "]}";
}

std::string Importer::run() {
  if (!module_.meshes.empty())
    throw Error(module_.source_name + ": modules with an sdy.mesh (shard_map, pmap) are not supported yet");
  const Function* main = module_.function("main");
  if (!main) throw Error(module_.source_name + ": the module has no @main");
  std::ostringstream head;
  head << "pmap @main axis=i devices=1 (";
  scopes_.emplace_back();
  for (std::size_t i = 0; i < main->arguments.size(); ++i) {
    const auto& a = main->arguments[i];
    Op where;
    where.name = "func.func @main";
    where.where = main->where;
    head << (i ? ", " : "") << "%arg" << i << ": " << type(where, a.type);
    scope()[a.name] = "%arg" + std::to_string(i);
  }
  head << ") {\n";
  const std::vector<std::string> results = run_body(main->body);
  out_ << "  return";
  for (std::size_t i = 0; i < results.size(); ++i) out_ << (i ? ", " : " ") << results[i];
  out_ << "\n}\n";
  return head.str() + out_.str();
}

const RowTable& rows() {
  static const RowTable table = [] {
    RowTable t;
    add_basic_rows(t);
    add_indexing_rows(t);
    add_region_rows(t);
    add_window_rows(t);
    add_collective_rows(t);
    return t;
  }();
  return table;
}

}  // namespace stablehlo_import

std::string import_stablehlo_to_text(const stablehlo::Module& module) {
  return stablehlo_import::Importer(module).run();
}

Program import_stablehlo(const std::string& text, const std::string& source_name) {
  const stablehlo::Module m = stablehlo::parse_module(text, source_name);
  const std::string spmd = import_stablehlo_to_text(m);
  try {
    return parse_program(spmd, source_name + " (imported)");
  } catch (const Error& e) {
    throw Error(std::string(e.what()) + " [in the program imported from " + source_name + "]");
  }
}

std::vector<std::string> stablehlo_supported_ops() {
  std::vector<std::string> names;
  for (const auto& [name, row] : stablehlo_import::rows()) names.push_back(name);
  return names;
}

}  // namespace pmapsim
