// The mapping layer's shared parts: the Importer that rows write through,
// and the row table, filled by one function per family of ops (one file
// each: rows_basic.cpp, rows_indexing.cpp, rows_regions.cpp,
// rows_windows.cpp, rows_collectives.cpp).
#pragma once
#include <fmt/format.h>

#include <cstdint>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "pmapsim/errors.hpp"
#include "pmapsim/stablehlo/module.hpp"

namespace pmapsim::stablehlo_import {

using stablehlo::Attr;
using stablehlo::Function;
using stablehlo::Module;
using stablehlo::Op;
using stablehlo::Region;
using stablehlo::TensorType;

class Importer;
using Row = std::function<void(Importer&, const Op&)>;
using RowTable = std::map<std::string, Row>;

// "[1, 2, 3]": a list attribute in pmapsim's text form.
inline std::string join(const std::vector<std::int64_t>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

class Importer {
 public:
  explicit Importer(const Module& m) : module_(m) {}

  std::string run();

  // ---- what rows use ----
  [[noreturn]] void fail(const Op& op, const std::string& what) const {
    const std::string named = op.loc_name.empty() ? "" : " (" + op.loc_name + ")";
    throw Error(fmt::format("{}:{}:{}: {}{} {}", module_.source_name, op.where.line, op.where.column, op.name,
                            named, what));
  }
  std::string type(const Op& op, const TensorType& t) const {
    static const std::map<std::string, std::string> dtypes = {
        {"f32", "f32"},  {"bf16", "bf16"}, {"f16", "f16"}, {"f64", "f64"}, {"i1", "bool"},
        {"i8", "s8"},    {"i16", "s16"},   {"i32", "s32"}, {"i64", "s64"}, {"ui8", "u8"},
        {"ui16", "u16"}, {"ui32", "u32"},  {"ui64", "u64"}};
    auto it = dtypes.find(t.element);
    if (it == dtypes.end()) fail(op, "element type " + t.element + " is not supported yet");
    return it->second + join(t.shape);
  }
  std::string operand(const Op& op, std::size_t i) const {
    if (i >= op.operands.size()) fail(op, "expected at least " + std::to_string(i + 1) + " operands");
    const auto& v = op.operands[i];
    const std::string key = v.index ? v.name + "#" + std::to_string(v.index) : v.name;
    auto it = scope().find(key);
    if (it == scope().end()) fail(op, "%" + key + " is not defined");
    return it->second;
  }
  const TensorType& result_type(const Op& op, std::size_t i = 0) const {
    if (i >= op.result_types.size()) fail(op, "expected a result");
    return op.result_types[i];
  }
  // Emits `%tN = body : type` for the op's result i and binds it.
  void emit(const Op& op, const std::string& body, std::size_t result = 0) {
    const std::string name = fresh();
    out_ << "  " << name << " = " << body << " : " << type(op, result_type(op, result)) << "\n";
    bind(op, result, name);
  }
  std::string operand_name_of_last_result(const Op& op) { return scope().at(op.result_names.at(0)); }
  void bind(const Op& op, std::size_t result, const std::string& spmd_name) {
    if (result >= op.result_names.size()) fail(op, "result without a name");
    const std::string& name = op.result_names[result];
    scope()[name] = spmd_name;
    // %r#0 is also spelled %r (MLIR prints both for a multi-result op's first result).
    if (name.size() > 2 && name.compare(name.size() - 2, 2, "#0") == 0)
      scope()[name.substr(0, name.size() - 2)] = spmd_name;
  }
  std::string operands_text(const Op& op) const {
    std::string s;
    for (std::size_t i = 0; i < op.operands.size(); ++i) s += (i ? ", " : " ") + operand(op, i);
    return s;
  }
  std::vector<std::int64_t> ints(const Op& op, const char* key) const {
    const Attr* a = op.attribute(key);
    if (!a) fail(op, std::string("missing attribute '") + key + "'");
    try {
      return a->as_ints();
    } catch (const Error& e) {
      fail(op, std::string("attribute '") + key + "': " + e.what());
    }
  }
  // The splat value of a constant op's result, when it is one (reduce inits).
  std::map<std::string, std::string> splat_constants;  // spmd name -> literal

  void inline_call(const Op& call);
  std::string constant_attrs(const Op& op);

  // ---- multi-result instructions and regions ----
  // Emits `%a, %b = body : T0, T1 tail` (tail: the regions' text) and returns
  // the new names; `types` are pmapsim type texts.
  std::vector<std::string> emit_values(const std::string& body, const std::vector<std::string>& types,
                                       const std::string& tail = "");
  // emit_values for every result of the op, bound to its results.
  void emit_results(const Op& op, const std::string& body, const std::string& tail = "");
  // A StableHLO region as pmapsim region text, ` (%p: T, ...) {\n ... return ...\n  }`: its
  // arguments become the parameters, its ops go through the row table (outer
  // values stay visible: pmapsim regions capture them) up to its stablehlo.return,
  // whose operand count must be `results`.
  std::string region_text(const Op& op, std::size_t region, std::size_t results);

 private:
  const Module& module_;
  std::ostringstream out_;
  std::vector<std::map<std::string, std::string>> scopes_;
  int next_ = 0;
  int call_depth_ = 0;

  std::map<std::string, std::string>& scope() { return scopes_.back(); }
  const std::map<std::string, std::string>& scope() const { return scopes_.back(); }
  std::string fresh() { return "%t" + std::to_string(next_++); }
  std::vector<std::string> run_body(const Region& body, const char* terminator = "func.return");
};

// The whole table (built once from the families below).
const RowTable& rows();

void add_basic_rows(RowTable& table);       // elementwise, layout, dot, reduce, constants, calls
void add_indexing_rows(RowTable& table);    // slice, concatenate, pad, gather, scatter, ...
void add_region_rows(RowTable& table);      // while, case, if, sort, general reduce, ...
void add_window_rows(RowTable& table);      // convolution, reduce_window, select_and_scatter
void add_collective_rows(RowTable& table);  // all_reduce, all_gather, ..., partition_id

}  // namespace pmapsim::stablehlo_import
