// The generic in-memory form of a StableHLO module as JAX prints it:
// module -> functions -> ops, each op with its name, operands, typed results,
// a generic attribute tree and its regions. The reader keeps what the text
// says and interprets nothing; the mapping layer reads this form.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pmapsim/errors.hpp"

namespace pmapsim::stablehlo {

// tensor<2x3xf32>, tensor<f32>, !stablehlo.token. Dynamic dimensions are
// refused by the reader, so every dimension here is known.
struct TensorType {
  std::vector<std::int64_t> shape;
  std::string element;  // f32, bf16, f16, f64, i1, i8..i64, ui8..ui64, complex<f32>, complex<f64>, or "token"
  bool is_token() const { return element == "token"; }
  std::string str() const;
  bool operator==(const TensorType&) const = default;
};

// A generic attribute. Scalars keep their spelling (text) so huge or exotic
// numbers reach the mapping layer unchanged; opaque attributes
// (#stablehlo.gather<...>, dense<...>, array<...>, #sdy.sharding<...>, sdy's
// <@mesh, ...>) keep their raw body between the angle brackets in `body`.
struct Attr {
  enum class Kind {
    Unit,     // a bare key: use_global_device_ids
    Integer,  // 1 : i64, -1
    Float,    // 1.000000e+00
    String,   // "result[0]"
    Bool,     // true, false
    Word,     // GT, FLOAT, DEFAULT: a bare identifier
    Symbol,   // @mesh
    Array,    // [a, b]  (also a pretty `[1] x [0]`, stored as an Array of two with word "x")
    Dict,     // {k = v, ...}
    Dense,    // dense<body> : type
    Opaque,   // #dialect.name<body>, array<body>, <body>, #alias
    Type,     // a type used as an attribute
  };
  Kind kind = Kind::Unit;
  std::string text;  // the spelling of a scalar; the dialect name of an Opaque (e.g. "#stablehlo.gather",
                     // "array", "<")
  std::string body;  // the raw text between < and > of Dense and Opaque
  std::vector<Attr> items;                           // Array elements
  std::vector<std::pair<std::string, Attr>> fields;  // Dict entries
  std::optional<TensorType> type;                    // `: type` after a value, or the Type itself

  // Defined out of line: `fields` holds pairs of this still-incomplete type,
  // which clang's libstdc++ checks refuse to destroy inside the class.
  Attr();
  Attr(const Attr&);
  Attr(Attr&&) noexcept;
  Attr& operator=(const Attr&);
  Attr& operator=(Attr&&) noexcept;
  ~Attr();

  const Attr* field(const std::string& key) const;
  // The integer value of an Integer (or Bool); a one-line error otherwise or
  // when it does not fit in 64 bits.
  std::int64_t as_int() const;
  std::vector<std::int64_t> as_ints() const;  // an Array of Integers, or array<i64: ...>
};

struct Region;

// An SSA value use: %name or %name#index.
struct ValueRef {
  std::string name;  // without the '%'
  int index = 0;     // the #index of a multi-result op
  bool operator==(const ValueRef&) const = default;
};

struct Op {
  std::string name;                       // stablehlo.add, func.return, sdy.manual_computation, ...
  std::vector<std::string> result_names;  // one name per result: %0:3 gives "0", "0#1", "0#2"
  std::string result_group;               // the %name of the results (%0:3 -> "0"); empty when there are none
  std::vector<ValueRef> operands;
  std::vector<TensorType>
      operand_types;  // as the signature says (may be empty for pretty forms that omit them)
  std::vector<TensorType> result_types;
  std::vector<std::pair<std::string, Attr>> attributes;  // properties, dictionary and pretty keywords
  std::vector<Attr> words;  // the pretty form's positional attributes (GT, FLOAT, dense<...>, @callee)
  std::vector<std::unique_ptr<Region>> regions;
  std::string callee;    // func.call @callee
  SourceLoc where;       // position of the op name in the text
  std::string loc_name;  // the name in the op's loc(...), aliases resolved; empty when none

  // attribute() and word() mark what they hand out as read: the importer refuses an op it
  // imported with an attribute or word nobody read (import.cpp), so a row that does not
  // understand one cannot skip it silently.
  const Attr* attribute(const std::string& key) const;
  const Attr* word(std::size_t i) const;  // null past the last
  bool attribute_read(std::size_t i) const { return i < attributes_read_.size() && attributes_read_[i]; }
  bool word_read(std::size_t i) const { return i < words_read_.size() && words_read_[i]; }
  int num_results() const { return static_cast<int>(result_types.size()); }

  // A deep copy, nothing in it marked read (an Op owns its regions, so it has no copy
  // constructor: a copy is asked for by name).
  Op clone() const;
  // An op named `op_name` in this one's stead: its operands, results and place, nothing else
  // (what a respelling or a lowering puts where this op stood).
  Op stand_in(std::string op_name) const;

 private:
  mutable std::vector<bool> attributes_read_, words_read_;
};

struct BlockArgument {
  std::string name;  // without the '%'
  TensorType type;
};

struct Region {
  std::vector<BlockArgument> arguments;
  std::vector<Op> ops;  // the last one is the terminator (stablehlo.return, sdy.return, func.return)
  // Set by whoever interprets the region (imports its ops or matches its pattern): the
  // importer refuses an op whose row left a region unread.
  mutable bool read = false;

  Region clone() const;  // a deep copy, nothing in it marked read
};

struct Function {
  std::string name;  // without the '@'
  bool is_public = true;
  std::vector<BlockArgument> arguments;
  std::vector<Attr> argument_attributes;  // one Dict per argument (empty Dict when none)
  std::vector<TensorType> result_types;
  std::vector<Attr> result_attributes;  // one Dict per result
  Attr attributes;                      // a Dict: `attributes {...}` after the signature
  Region body;
  SourceLoc where;
};

// sdy.mesh @name = <["x"=2, "y"=4], device_ids=[...]>
struct Mesh {
  std::string name;
  std::vector<std::pair<std::string, std::int64_t>> axes;
  std::vector<std::int64_t> device_ids;  // empty: row-major
  Attr attributes;                       // a Dict: the `{stablehlo.mesh = ...}` after it
  SourceLoc where;
};

struct Module {
  std::string name;  // without the '@'; empty when the module has none
  Attr attributes;   // a Dict: mhlo.num_partitions, mhlo.num_replicas, ...
  std::vector<Mesh> meshes;
  std::vector<Function> functions;
  std::string source_name;
  SourceLoc where;  // the `module` keyword (or the first statement)

  const Function* function(const std::string& name) const;
  Module clone() const;  // a deep copy, nothing in it marked read
};

// Reads the MLIR text JAX prints. Every error is a pmapsim::Error whose
// what() reads "SOURCE:LINE:COL: message" on one line; hostile input never
// crashes or hangs (nesting is capped at kMaxNesting).
Module parse_module(const std::string& text, const std::string& source_name);

inline constexpr int kMaxNesting = 200;

// The elements of a dense<...> constant of the given type: one literal per
// element (two, real then imaginary, per complex element; a splat is
// expanded only up to its count), or the raw bytes of a hex constant
// ("0x..."), validated against the type's size.
struct DenseElements {
  bool splat = false;
  std::vector<std::string> literals;  // numbers as spelled, true/false
  std::vector<std::uint8_t> bytes;    // hex form: little-endian element bytes
  bool is_hex() const { return !bytes.empty(); }
};
DenseElements decode_dense(const Attr& dense, const TensorType& type, const std::string& where);

// Bytes per element of a type's element name (i1 counts 1); 0 for unknown.
int element_bytes(const std::string& element);

// Calls f on every op of a region, recursively (pre-order, text order).
template <class F>
void walk(const Region& region, F&& f) {
  for (const Op& op : region.ops) {
    f(op);
    for (const auto& r : op.regions) walk(*r, f);
  }
}

}  // namespace pmapsim::stablehlo
