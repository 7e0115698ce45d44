// Nothing goes unread: after its row, an op's operands and regions must have
// been taken, and after the whole import, every attribute and positional word
// of every op that ran, every argument and result attribute of the functions
// that ran, every module attribute and every mesh attribute must have been
// read or be on one of the short lists below, each with why it changes no
// value. Anything else is a one-line error naming it and its value: a row that
// does not understand an attribute cannot skip it and compute something else.
#include <set>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// Op attributes that say where a value lives or how to compile it, never what it is.
const std::map<std::string, const char*>& ignored_op_attributes() {
  static const std::map<std::string, const char*> ignored = {
      {"sdy.sharding", "where a value lives, not what it is"},
      {"mhlo.sharding", "where a value lives (GSPMD's spelling), not what it is"},
  };
  return ignored;
}

// Function argument and result attributes with no bearing on values.
const std::map<std::string, const char*>& ignored_function_attributes() {
  static const std::map<std::string, const char*> ignored = {
      {"jax.result_info", "JAX's name for the result (its pytree path)"},
      {"jax.arg_info", "JAX's name for the argument"},
      {"mhlo.layout_mode", "a memory layout: pmapsim's arrays are logical"},
      {"tf.aliasing_output", "a donated buffer XLA may reuse: the values are the same"},
      {"jax.buffer_donor", "a donated buffer XLA may reuse: the values are the same"},
      // Placement: the import reads @main's shardings where they split values (manual
      // computations); elsewhere they say where a value lives, not what it is.
      {"sdy.sharding", "where a value lives, not what it is"},
      {"mhlo.sharding", "where a value lives (GSPMD's spelling), not what it is"},
  };
  return ignored;
}

std::string function_place(const Module& module, const Function& f) {
  return fmt::format("{}:{}:{}: func.func @{}", module.source_name, f.where.line, f.where.column, f.name);
}

void check_function_attribute(const Module& module, const Function& f, const std::string& what,
                              const std::string& key, const Attr& value) {
  if (ignored_function_attributes().count(key)) return;
  if (key == "mhlo.memory_kind" && value.kind == Attr::Kind::String && value.text == "device") return;
  throw Error(fmt::format("{} {} attribute '{}' = {} is not understood", function_place(module, f), what, key,
                          attribute_text(value)));
}

// The functions @main reaches through func.call (and custom_call's called_computations).
std::vector<const Function*> reachable_functions(const Module& module, const Function& main) {
  std::vector<const Function*> order{&main};
  std::set<const Function*> seen{&main};
  for (std::size_t k = 0; k < order.size(); ++k) {
    stablehlo::walk(order[k]->body, [&](const Op& op) {
      std::vector<std::string> callees;
      if (!op.callee.empty()) callees.push_back(op.callee);
      for (const auto& [key, value] : op.attributes) {
        if (key == "called_computations")
          for (const Attr& item : value.items) callees.push_back(item.text);
        if (key == "decomposition") callees.push_back(value.text);  // stablehlo.composite
      }
      for (const std::string& name : callees)
        if (const Function* f = module.function(name); f && seen.insert(f).second) order.push_back(f);
    });
  }
  return order;
}

}  // namespace

std::string attribute_text(const Attr& a) {
  std::string text;
  switch (a.kind) {
    case Attr::Kind::Unit:
      text.append("(present)");
      break;
    case Attr::Kind::String:
      text = fmt::format("\"{}\"", a.text);
      break;
    case Attr::Kind::Symbol:
      text = a.text.rfind('@', 0) == 0 ? a.text : fmt::format("@{}", a.text);
      break;
    case Attr::Kind::Array:
      text.push_back('[');
      for (std::size_t i = 0; i < a.items.size() && text.size() < 80; ++i)
        text += fmt::format("{}{}", i ? ", " : "", attribute_text(a.items[i]));
      text += "]";
      break;
    case Attr::Kind::Dict:
      text.push_back('{');
      for (std::size_t i = 0; i < a.fields.size() && text.size() < 80; ++i)
        text +=
            fmt::format("{}{} = {}", i ? ", " : "", a.fields[i].first, attribute_text(a.fields[i].second));
      text += "}";
      break;
    case Attr::Kind::Dense:
    case Attr::Kind::Opaque:
      text = fmt::format("{}<{}>", a.text == "<" ? "" : a.text, a.body);
      break;
    case Attr::Kind::Type:
      text = a.type ? a.type->str() : "a type";
      break;
    default:
      text = a.text;
  }
  for (char& c : text)
    if (c == '\n') c = ' ';
  if (text.size() > 100) text = fmt::format("{}...", text.substr(0, 97));
  return text;
}

void Importer::check_row_read(const Op& op) const {
  for (std::size_t i = 0; i < op.operands.size(); ++i)
    if (!operands_read_.count({&op, i}))
      fail(op, fmt::format("operand {} (%{}) was not read: its row does not understand it", i,
                           key(op.operands[i])));
  for (std::size_t r = 0; r < op.regions.size(); ++r)
    if (!op.regions[r]->read)
      fail(op, fmt::format("region {} was not read: its row does not understand it", r));
}

void Importer::check_attributes_read(const Op& op) const {
  for (std::size_t i = 0; i < op.attributes.size(); ++i) {
    const auto& [key, value] = op.attributes[i];
    if (op.attribute_read(i) || ignored_op_attributes().count(key)) continue;
    fail(op, fmt::format("attribute '{}' = {} is not understood", key, attribute_text(value)));
  }
  for (std::size_t i = 0; i < op.words.size(); ++i)
    if (!op.word_read(i)) fail(op, fmt::format("'{}' is not understood", attribute_text(op.words[i])));
}

void Importer::check_module_read(const Function& main) const {
  for (const Function* f : reachable_functions(module_, main)) {
    for (std::size_t i = 0; i < f->argument_attributes.size(); ++i)
      for (const auto& [key, value] : f->argument_attributes[i].fields)
        check_function_attribute(module_, *f, "argument " + std::to_string(i), key, value);
    for (std::size_t k = 0; k < f->result_attributes.size(); ++k)
      for (const auto& [key, value] : f->result_attributes[k].fields)
        check_function_attribute(module_, *f, "result " + std::to_string(k), key, value);
    for (const auto& [key, value] : f->attributes.fields)
      throw Error(fmt::format("{} attribute '{}' = {} is not understood", function_place(module_, *f), key,
                              attribute_text(value)));
    stablehlo::walk(f->body, [&](const Op& op) { check_attributes_read(op); });
  }
  for (const stablehlo::Mesh& mesh : module_.meshes)
    for (const auto& [key, value] : mesh.attributes.fields)
      if (key != "stablehlo.mesh")  // restates the axes sdy.mesh declares
        throw Error(fmt::format("{}:{}:{}: sdy.mesh @{} attribute '{}' = {} is not understood",
                                module_.source_name, mesh.where.line, mesh.where.column, mesh.name, key,
                                attribute_text(value)));
}

}  // namespace pmapsim::stablehlo_import
