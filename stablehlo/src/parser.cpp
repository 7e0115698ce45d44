// A recursive-descent reader for the MLIR text JAX prints. Generic op forms
// are read strictly; pretty forms are read as: results, op name, then a
// sequence of operands, keywords, `key = value` attributes and regions up to
// the signature after the first top-level ':' (regions may also follow the
// signature, as stablehlo.while's cond/do do). A statement ends where the
// next one begins: a line whose first token is a %result, an op name,
// `return`, a '}' or a '^block'.
#include <charconv>
#include <limits>
#include <map>

#include "lexer.hpp"
#include "pmapsim/stablehlo/module.hpp"

namespace pmapsim::stablehlo {

using detail::Tok;
using detail::Token;

std::string TensorType::str() const {
  if (is_token()) return "!stablehlo.token";
  std::string s = "tensor<";
  for (auto d : shape) s += std::to_string(d) + "x";
  return s + element + ">";
}

Attr::Attr() = default;
Attr::Attr(const Attr&) = default;
Attr::Attr(Attr&&) noexcept = default;
Attr& Attr::operator=(const Attr&) = default;
Attr& Attr::operator=(Attr&&) noexcept = default;
Attr::~Attr() = default;

const Attr* Attr::field(const std::string& key) const {
  for (const auto& [k, v] : fields)
    if (k == key) return &v;
  return nullptr;
}

namespace {
std::int64_t parse_int(const std::string& s) {
  std::int64_t v = 0;
  const char* b = s.data();
  const char* e = s.data() + s.size();
  bool neg = false;
  if (b != e && (*b == '-' || *b == '+')) {
    neg = *b == '-';
    ++b;
  }
  int base = 10;
  if (e - b > 2 && b[0] == '0' && (b[1] == 'x' || b[1] == 'X')) {
    base = 16;
    b += 2;
  }
  std::uint64_t u = 0;
  auto [p, ec] = std::from_chars(b, e, u, base);
  const std::uint64_t limit = neg ? std::uint64_t(1) << 63 : std::numeric_limits<std::int64_t>::max();
  if (ec != std::errc() || p != e || u > limit) throw Error("integer '" + s + "' does not fit in 64 bits");
  v = neg ? static_cast<std::int64_t>(~u + 1) : static_cast<std::int64_t>(u);
  return v;
}
}  // namespace

std::int64_t Attr::as_int() const {
  if (kind == Kind::Bool) return text == "true";
  if (kind != Kind::Integer) throw Error("expected an integer attribute, got '" + text + "'");
  return parse_int(text);
}

std::vector<std::int64_t> Attr::as_ints() const {
  std::vector<std::int64_t> out;
  if (kind == Kind::Array) {
    for (const Attr& a : items) out.push_back(a.as_int());
    return out;
  }
  if (kind == Kind::Opaque && text == "array") {  // array<i64: 1, 2>
    const auto colon = body.find(':');
    if (colon == std::string::npos) return out;
    std::string rest = body.substr(colon + 1);
    std::size_t i = 0;
    while (i < rest.size()) {
      while (i < rest.size() && (rest[i] == ' ' || rest[i] == ',')) ++i;
      std::size_t j = i;
      while (j < rest.size() && rest[j] != ',' && rest[j] != ' ') ++j;
      if (j > i) out.push_back(parse_int(rest.substr(i, j - i)));
      i = j;
    }
    return out;
  }
  throw Error("expected a list of integers");
}

const Attr* Op::attribute(const std::string& key) const {
  for (std::size_t i = 0; i < attributes.size(); ++i) {
    if (attributes[i].first != key) continue;
    attributes_read_.resize(attributes.size());
    attributes_read_[i] = true;
    return &attributes[i].second;
  }
  return nullptr;
}

const Attr* Op::word(std::size_t i) const {
  if (i >= words.size()) return nullptr;
  words_read_.resize(words.size());
  words_read_[i] = true;
  return &words[i];
}

Op Op::clone() const {
  Op copy = stand_in(name);
  copy.attributes = attributes;
  copy.words = words;
  for (const auto& region : regions) copy.regions.push_back(std::make_unique<Region>(region->clone()));
  copy.callee = callee;
  return copy;
}

Op Op::stand_in(std::string op_name) const {
  Op other;
  other.name = std::move(op_name);
  other.result_names = result_names;
  other.result_group = result_group;
  other.operands = operands;
  other.operand_types = operand_types;
  other.result_types = result_types;
  other.where = where;
  other.loc_name = loc_name;
  return other;
}

Region Region::clone() const {
  Region copy;
  copy.arguments = arguments;
  for (const Op& op : ops) copy.ops.push_back(op.clone());
  return copy;
}

Module Module::clone() const {
  Module copy;
  copy.name = name;
  copy.attributes = attributes;
  copy.meshes = meshes;
  copy.source_name = source_name;
  copy.where = where;
  for (const Function& f : functions) {
    Function g;
    g.name = f.name;
    g.is_public = f.is_public;
    g.arguments = f.arguments;
    g.argument_attributes = f.argument_attributes;
    g.result_types = f.result_types;
    g.result_attributes = f.result_attributes;
    g.attributes = f.attributes;
    g.body = f.body.clone();
    g.where = f.where;
    copy.functions.push_back(std::move(g));
  }
  return copy;
}

const Function* Module::function(const std::string& fname) const {
  for (const Function& f : functions)
    if (f.name == fname) return &f;
  return nullptr;
}

int element_bytes(const std::string& e) {
  static const std::map<std::string, int> sizes = {
      {"f64", 8},    {"f32", 4},          {"bf16", 2},         {"f16", 2},  {"i1", 1},   {"i8", 1},
      {"i16", 2},    {"i32", 4},          {"i64", 8},          {"ui8", 1},  {"ui16", 2}, {"ui32", 4},
      {"ui64", 8},   {"si8", 1},          {"si16", 2},         {"si32", 4}, {"si64", 8}, {"f8E4M3FN", 1},
      {"f8E5M2", 1}, {"complex<f32>", 8}, {"complex<f64>", 16}};
  auto it = sizes.find(e);
  return it == sizes.end() ? 0 : it->second;
}

namespace {

class Parser {
 public:
  Parser(const std::string& text, std::string source) : text_(text), source_(std::move(source)) {
    toks_ = detail::tokenize(text);
  }

  Module run() {
    Module m;
    m.source_name = source_;
    m.attributes.kind = Attr::Kind::Dict;
    parse_location_aliases();  // debug_info output declares some before the module
    m.where = peek().where;
    if (is_ident("module")) {
      next();
      if (peek().kind == Tok::Symbol) m.name = next().text;
      if (is_ident("attributes")) {
        next();
        m.attributes = parse_dict();
      }
      expect("{");
      parse_module_body(m, "}");
      expect("}");
    } else {
      parse_module_body(m, "");
    }
    skip_location();
    parse_location_aliases();
    if (peek().kind != Tok::End) fail(peek(), "unexpected '" + peek().text + "' after the module");
    for (Function& f : m.functions) resolve_locs(f.body);
    return m;
  }

 private:
  const std::string& text_;
  std::string source_;
  std::vector<Token> toks_;
  std::size_t p_ = 0;
  int depth_ = 0;
  std::string current_op_;  // the op whose text is being read (names it in a type error)
  std::map<std::string, std::pair<std::string, std::string>> loc_aliases_;  // #locN -> (name, inner alias)

  // An op's loc(#alias) is kept as "#alias" until the aliases at the end of
  // the module are read.
  void resolve_locs(Region& r) const {
    for (Op& op : r.ops) {
      if (op.loc_name.rfind("#", 0) == 0) op.loc_name = resolve_loc(op.loc_name.substr(1), 0);
      for (auto& sub : op.regions) resolve_locs(*sub);
    }
  }

  struct DepthGuard {
    Parser& p;
    DepthGuard(Parser& parser, const Token& at) : p(parser) {
      if (++p.depth_ > kMaxNesting)
        p.fail(at, "nesting deeper than " + std::to_string(kMaxNesting) + " levels");
    }
    ~DepthGuard() { --p.depth_; }
  };

  // ---- token helpers ----
  const Token& peek(std::size_t k = 0) const { return p_ + k < toks_.size() ? toks_[p_ + k] : toks_.back(); }
  const Token& next() {
    const Token& t = peek();
    if (p_ < toks_.size() - 1) ++p_;
    return t;
  }
  bool is_punct(const char* s, std::size_t k = 0) const {
    return peek(k).kind == Tok::Punct && peek(k).text == s;
  }
  bool is_ident(const char* s) const { return peek().kind == Tok::Ident && peek().text == s; }
  bool accept(const char* s) {
    if (!is_punct(s)) return false;
    next();
    return true;
  }
  void expect(const char* s) {
    if (!accept(s)) fail(peek(), std::string("expected '") + s + "'" + found());
  }
  std::string found() const {
    const Token& t = peek();
    if (t.kind == Tok::End) return ", found the end of the file";
    return ", found '" + t.text.substr(0, 40) + "'";
  }
  [[noreturn]] void fail(const Token& t, const std::string& msg) const {
    throw Error(source_ + ":" + std::to_string(t.where.line) + ":" + std::to_string(t.where.column) + ": " +
                msg);
  }

  // ---- module level ----
  void parse_module_body(Module& m, const char* closer) {
    for (;;) {
      if (peek().kind == Tok::End || (*closer && is_punct(closer))) return;
      if (is_ident("func.func")) {
        m.functions.push_back(parse_function());
      } else if (is_ident("sdy.mesh")) {
        m.meshes.push_back(parse_mesh());
      } else if (peek().kind == Tok::Hash && is_punct("=", 1)) {
        return;  // location aliases belong after the module
      } else {
        fail(peek(), "expected func.func or sdy.mesh in the module" + found());
      }
    }
  }

  Mesh parse_mesh() {
    Mesh mesh;
    mesh.where = next().where;  // sdy.mesh
    mesh.attributes = empty_dict();
    if (peek().kind != Tok::Symbol) fail(peek(), "expected the mesh's @name" + found());
    mesh.name = next().text;
    expect("=");
    // <["x"=2, "y"=4], device_ids=[...]> or @other_mesh
    if (!is_punct("<")) fail(peek(), "expected '<' after sdy.mesh @" + mesh.name + " =" + found());
    next();
    expect("[");
    while (!is_punct("]")) {
      if (peek().kind != Tok::String) fail(peek(), "expected a mesh axis name" + found());
      std::string axis = next().text;
      expect("=");
      if (peek().kind != Tok::Integer)
        fail(peek(), "expected the size of mesh axis '" + axis + "'" + found());
      const Token& size_tok = next();
      std::int64_t size = int_of(size_tok);
      if (size < 1) fail(size_tok, "mesh axis '" + axis + "' has size " + size_tok.text);
      mesh.axes.emplace_back(axis, size);
      if (!accept(",")) break;
    }
    expect("]");
    if (accept(",")) {
      if (!is_ident("device_ids")) fail(peek(), "expected device_ids" + found());
      next();
      expect("=");
      Attr ids = parse_attr();
      try {
        mesh.device_ids = ids.as_ints();
      } catch (const Error& e) {
        fail(peek(), std::string("device_ids: ") + e.what());
      }
    }
    expect(">");
    if (is_punct("{")) mesh.attributes = parse_dict();  // {stablehlo.mesh = ...}
    skip_location();
    return mesh;
  }

  std::int64_t int_of(const Token& t) const {
    try {
      return parse_int(t.text);
    } catch (const Error& e) {
      fail(t, e.what());
    }
  }

  Function parse_function() {
    Function f;
    f.where = next().where;  // func.func
    if (is_ident("public") || is_ident("private") || is_ident("nested"))
      f.is_public = next().text == "public";
    if (peek().kind != Tok::Symbol) fail(peek(), "expected the function's @name" + found());
    f.name = next().text;
    expect("(");
    while (!is_punct(")")) {
      if (peek().kind != Tok::Value) fail(peek(), "expected a %argument" + found());
      BlockArgument a;
      a.name = next().text;
      expect(":");
      a.type = parse_type();
      f.arguments.push_back(a);
      f.argument_attributes.push_back(is_punct("{") ? parse_dict() : empty_dict());
      skip_location();
      if (!accept(",")) break;
    }
    expect(")");
    if (accept("->")) {
      if (accept("(")) {
        while (!is_punct(")")) {
          f.result_types.push_back(parse_type());
          f.result_attributes.push_back(is_punct("{") ? parse_dict() : empty_dict());
          if (!accept(",")) break;
        }
        expect(")");
      } else {
        f.result_types.push_back(parse_type());
        f.result_attributes.push_back(empty_dict());
      }
    }
    f.attributes = empty_dict();
    if (is_ident("attributes")) {
      next();
      f.attributes = parse_dict();
    }
    f.body.arguments = f.arguments;
    const Token& open = peek();
    expect("{");
    DepthGuard guard(*this, open);
    parse_block_ops(f.body);
    expect("}");
    skip_location();
    return f;
  }

  static Attr empty_dict() {
    Attr a;
    a.kind = Attr::Kind::Dict;
    return a;
  }

  // ---- types ----
  // attribute: the type of an attribute's value, where MLIR's `index` may appear
  // (custom_call's operand_layouts); values' types never hold it.
  TensorType parse_type(bool attribute = false) {
    const Token& t = peek();
    if (t.kind == Tok::Punct && t.text == "!") {
      next();
      if (is_ident("stablehlo.token")) {
        next();
        return TensorType{{}, "token"};
      }
      fail(peek(), "unsupported type '!" + peek().text + "'");
    }
    if (t.kind != Tok::Ident) fail(t, "expected a type" + found());
    if (t.text == "tensor") {
      next();
      const Token& open = peek();
      if (!is_punct("<")) fail(open, "expected '<' after tensor");
      const auto [body, after] = balanced_angle();
      p_ = after;
      return parse_tensor_body(body, open, attribute);
    }
    if (t.text.rfind("tuple", 0) == 0) fail(t, "tuple types are not supported");
    // A bare element type used as a scalar type (e.g. in array<i64: ...>) is not a tensor.
    fail(t, "expected a tensor type, found '" + t.text + "'");
  }

  TensorType parse_tensor_body(const std::string& body, const Token& at, bool attribute) {
    TensorType type;
    std::string s = body;
    // Drop an encoding: tensor<2xf32, #encoding>.
    if (const auto comma = s.find(','); comma != std::string::npos) {
      fail(at, "tensor types with an encoding are not supported: tensor<" + s.substr(0, 60) + ">");
    }
    while (!s.empty() && s.back() == ' ') s.pop_back();
    std::size_t i = 0;
    for (;;) {
      if (i < s.size() && (s[i] == '?' || s[i] == '*'))
        fail(at, "dynamic shapes are not supported: tensor<" + s.substr(0, 60) + ">");
      std::size_t j = i;
      while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
      if (j > i && j < s.size() && s[j] == 'x') {
        std::int64_t d = 0;
        auto [ptr, ec] = std::from_chars(s.data() + i, s.data() + j, d);
        if (ec != std::errc() || ptr != s.data() + j || d > (std::int64_t(1) << 40))
          fail(at, "dimension '" + s.substr(i, j - i) + "' is too large");
        type.shape.push_back(d);
        i = j + 1;
        continue;
      }
      break;
    }
    type.element = s.substr(i);
    // An `index` attribute holds 64-bit integers on every target JAX lowers for; reading it
    // lets the op it sits on be reached, so an unsupported one is named rather than its layout.
    if (attribute && type.element == "index") type.element = "i64";
    if (element_bytes(type.element) == 0)  // named with its op: what the program asked for
      fail(at, (current_op_.empty() ? "" : current_op_ + ": ") + "unknown element type '" +
                   type.element.substr(0, 40) + "'");
    return type;
  }

  // The raw text between the '<' at p_ and its matching '>', and the index of
  // the token after that '>'. Iterative; capped like the recursion.
  std::pair<std::string, std::size_t> balanced_angle() {
    const Token& open = peek();
    std::size_t k = p_ + 1;
    int depth = 1;
    for (;; ++k) {
      if (k >= toks_.size() || toks_[k].kind == Tok::End) fail(open, "unclosed '<'");
      const Token& t = toks_[k];
      if (t.kind != Tok::Punct) continue;
      if (t.text == "<" && ++depth > 4 * kMaxNesting) fail(t, "nesting too deep");
      if (t.text == ">" && --depth == 0) break;
    }
    std::string body = text_.substr(open.end, toks_[k].offset - open.end);
    return {body, k + 1};
  }

  // ---- attributes ----
  Attr parse_dict() {
    const Token& open = peek();
    DepthGuard guard(*this, open);
    expect("{");
    Attr d;
    d.kind = Attr::Kind::Dict;
    while (!is_punct("}")) {
      std::string key = attr_key();
      if (accept("=")) {
        d.fields.emplace_back(key, parse_attr());
      } else {
        Attr unit;
        d.fields.emplace_back(key, unit);
      }
      if (!accept(",")) break;
    }
    expect("}");
    return d;
  }

  std::string attr_key() {
    const Token& t = peek();
    if (t.kind == Tok::Ident || t.kind == Tok::String) return next().text;
    fail(t, "expected an attribute name" + found());
  }

  Attr parse_attr(bool typed = true) {
    const Token& t = peek();
    DepthGuard guard(*this, t);
    Attr a;
    switch (t.kind) {
      case Tok::Integer:
      case Tok::Float:
        a.kind = t.kind == Tok::Integer ? Attr::Kind::Integer : Attr::Kind::Float;
        a.text = next().text;
        break;
      case Tok::String:
        a.kind = Attr::Kind::String;
        a.text = next().text;
        break;
      case Tok::Symbol:
        a.kind = Attr::Kind::Symbol;
        a.text = next().text;
        break;
      case Tok::Hash:
        a.kind = Attr::Kind::Opaque;
        a.text = "#" + next().text;
        if (is_punct("<")) take_angle_body(a);
        break;
      case Tok::Ident:
        if (t.text == "true" || t.text == "false") {
          a.kind = Attr::Kind::Bool;
          a.text = next().text;
        } else if (t.text == "dense" && is_punct("<", 1)) {
          next();
          a.kind = Attr::Kind::Dense;
          a.text = "dense";
          take_angle_body(a);
        } else if ((t.text == "array" || t.text == "dense_resource") && is_punct("<", 1)) {
          next();
          a.kind = Attr::Kind::Opaque;
          a.text = t.text;
          take_angle_body(a);
        } else if (t.text == "tensor") {
          a.kind = Attr::Kind::Type;
          a.type = parse_type(/*attribute=*/true);
          return a;
        } else if (t.text == "inf" || t.text == "nan") {
          a.kind = Attr::Kind::Float;
          a.text = next().text;
        } else {
          a.kind = Attr::Kind::Word;
          a.text = next().text;
        }
        break;
      case Tok::Punct:
        if (t.text == "[") {
          next();
          a.kind = Attr::Kind::Array;
          while (!is_punct("]")) {
            Attr item = parse_attr();
            if (is_punct(":") && peek(1).kind == Tok::Integer) {  // a slice range 0:4 or 0:4:2
              Attr range;
              range.kind = Attr::Kind::Array;
              range.text = "range";
              range.items.push_back(std::move(item));
              while (is_punct(":") && peek(1).kind == Tok::Integer) {
                next();
                range.items.push_back(parse_attr(false));
              }
              item = std::move(range);
            }
            a.items.push_back(std::move(item));
            if (!accept(",")) break;
          }
          expect("]");
        } else if (t.text == "{") {
          return parse_dict();
        } else if (t.text == "<") {
          a.kind = Attr::Kind::Opaque;
          a.text = "<";
          take_angle_body(a);
        } else if (t.text == "-" && peek(1).kind == Tok::Ident && peek(1).text == "inf") {
          next();
          next();
          a.kind = Attr::Kind::Float;
          a.text = "-inf";
        } else {
          fail(t, "expected an attribute value" + found());
        }
        break;
      default:
        fail(t, "expected an attribute value" + found());
    }
    // A typed value: 1 : i64, dense<...> : tensor<2xf32>. Element types are
    // kept in text; tensor types in type.
    if (typed && is_punct(":") && a.kind != Attr::Kind::Dict) {
      if (peek(1).kind == Tok::Ident && peek(1).text == "tensor") {
        next();
        a.type = parse_type(/*attribute=*/true);
      } else if (peek(1).kind == Tok::Ident && element_bytes(peek(1).text) > 0 && !is_punct("=", 2)) {
        next();
        next();
      }
    }
    return a;
  }

  void take_angle_body(Attr& a) {
    auto [body, after] = balanced_angle();
    a.body = std::move(body);
    p_ = after;
  }

  // ---- locations ----
  // loc(...) after an op: returns the name it carries (a string, or an alias
  // resolved once the aliases at the end are read).
  void skip_location(std::string* name = nullptr) {
    if (!is_ident("loc") || !is_punct("(", 1)) return;
    next();
    const Token& open = peek();
    std::size_t k = p_ + 1;
    int depth = 1;
    std::string first_string, first_alias;
    for (;; ++k) {
      if (k >= toks_.size() || toks_[k].kind == Tok::End) fail(open, "unclosed loc(");
      const Token& t = toks_[k];
      if (t.kind == Tok::String && first_string.empty()) first_string = t.text;
      if (t.kind == Tok::Hash && first_alias.empty()) first_alias = t.text;
      if (t.kind != Tok::Punct) continue;
      if (t.text == "(" && ++depth > 4 * kMaxNesting) fail(t, "nesting too deep");
      if (t.text == ")" && --depth == 0) break;
    }
    p_ = k + 1;
    if (!name) return;
    if (!first_string.empty()) {
      *name = first_string;
    } else if (!first_alias.empty()) {
      *name = "#" + first_alias;
    }
  }

  void parse_location_aliases() {
    while (peek().kind == Tok::Hash && is_punct("=", 1)) {
      std::string alias = next().text;
      next();
      if (!is_ident("loc")) fail(peek(), "expected loc(...) after #" + alias + " =" + found());
      // Remember the first string and the first alias it mentions.
      std::size_t k = p_ + 2;
      std::string first_string, first_alias;
      int depth = 1;
      for (; k < toks_.size() && toks_[k].kind != Tok::End; ++k) {
        const Token& t = toks_[k];
        if (t.kind == Tok::String && first_string.empty()) first_string = t.text;
        if (t.kind == Tok::Hash && first_alias.empty()) first_alias = t.text;
        if (t.kind == Tok::Punct && t.text == "(") ++depth;
        if (t.kind == Tok::Punct && t.text == ")" && --depth == 0) break;
      }
      loc_aliases_[alias] = {first_string, first_alias};
      skip_location();
    }
  }

  std::string resolve_loc(const std::string& alias, int hops) const {
    auto it = loc_aliases_.find(alias);
    if (it == loc_aliases_.end() || hops > 64) return "";
    if (!it->second.first.empty()) return it->second.first;
    return resolve_loc(it->second.second, hops + 1);
  }

  // ---- ops ----
  void parse_block_ops(Region& r) {
    if (peek().kind == Tok::Block) {
      next();
      if (accept("(")) {
        while (!is_punct(")")) {
          if (peek().kind != Tok::Value) fail(peek(), "expected a block argument" + found());
          BlockArgument a;
          a.name = next().text;
          expect(":");
          a.type = parse_type();
          skip_location();
          r.arguments.push_back(a);
          if (!accept(",")) break;
        }
        expect(")");
      }
      expect(":");
    }
    while (!is_punct("}")) {
      if (peek().kind == Tok::End) fail(peek(), "unclosed region: expected '}'");
      if (peek().kind == Tok::Block) fail(peek(), "regions with several blocks are not supported");
      r.ops.push_back(parse_op());
    }
  }

  // True when the token starts a new statement (see the file comment).
  bool starts_statement(std::size_t k) const {
    const Token& t = toks_[k];
    if (t.kind == Tok::Value || t.kind == Tok::Block || t.kind == Tok::End) return true;
    if (t.kind == Tok::Punct && t.text == "}") return true;
    if (t.kind == Tok::String && t.text.find('.') != std::string::npos) return true;
    if (t.kind == Tok::Ident) return t.text == "return" || t.text.find('.') != std::string::npos;
    return false;
  }

  Op parse_op() {
    Op op;
    const Token& first = peek();
    DepthGuard guard(*this, first);
    // Results: %a, %b = ... or %r:3 = ...
    if (peek().kind == Tok::Value) {
      std::vector<std::string> names;
      for (;;) {
        if (peek().kind != Tok::Value) fail(peek(), "expected a %result" + found());
        std::string name = next().text;
        int n = 1;
        if (accept(":")) {
          if (peek().kind != Tok::Integer) fail(peek(), "expected a result count" + found());
          const Token& c = next();
          std::int64_t v = int_of(c);
          if (v < 1 || v > 4096) fail(c, "result count " + c.text + " out of range");
          n = static_cast<int>(v);
        }
        if (op.result_group.empty()) op.result_group = name;
        // Result 0 is bound under the bare name: uses spell it %r#0, which reads as index 0.
        for (int i = 0; i < n; ++i) names.push_back(i == 0 ? name : name + "#" + std::to_string(i));
        if (!accept(",")) break;
      }
      expect("=");
      op.result_names = std::move(names);
    }
    const Token& name_tok = peek();
    op.where = name_tok.where;
    const std::string enclosing = current_op_;
    if (name_tok.kind == Tok::String) {
      op.name = current_op_ = next().text;
      parse_generic(op);
    } else if (name_tok.kind == Tok::Ident) {
      op.name = next().text;
      if (op.name == "return") op.name = "func.return";
      if (op.name == "call") op.name = "func.call";
      current_op_ = op.name;
      parse_pretty(op);
    } else {
      fail(name_tok, "expected an op" + found());
    }
    current_op_ = enclosing;
    skip_location(&op.loc_name);
    // Result types must match the names.
    if (!op.result_names.empty() && op.result_types.size() != op.result_names.size())
      fail(name_tok, op.name + " has " + std::to_string(op.result_names.size()) + " result names but " +
                         std::to_string(op.result_types.size()) + " result types");
    return op;
  }

  ValueRef value_ref(const Token& t) const {
    ValueRef v;
    const auto hash = t.text.find('#');
    v.name = t.text.substr(0, hash);
    if (hash != std::string::npos) {
      std::int64_t idx = int_of(Token{Tok::Integer, t.text.substr(hash + 1), t.where, 0, 0});
      if (idx > 4096) fail(t, "result index out of range");
      v.index = static_cast<int>(idx);
    }
    return v;
  }

  void parse_generic(Op& op) {
    expect("(");
    while (!is_punct(")")) {
      if (peek().kind != Tok::Value) fail(peek(), "expected an operand" + found());
      op.operands.push_back(value_ref(next()));
      if (!accept(",")) break;
    }
    expect(")");
    if (is_punct("<") && is_punct("{", 1)) {  // <{properties}>
      next();
      Attr props = parse_dict();
      expect(">");
      for (auto& f : props.fields) op.attributes.push_back(std::move(f));
    }
    if (is_punct("(") && is_punct("{", 1)) {  // ({region}, {region})
      next();
      for (;;) {
        op.regions.push_back(parse_region());
        if (!accept(",")) break;
      }
      expect(")");
    }
    if (is_punct("{")) {
      Attr attrs = parse_dict();
      for (auto& f : attrs.fields) op.attributes.push_back(std::move(f));
    }
    expect(":");
    parse_function_type(op);
  }

  std::unique_ptr<Region> parse_region() {
    const Token& open = peek();
    DepthGuard guard(*this, open);
    expect("{");
    auto r = std::make_unique<Region>();
    parse_block_ops(*r);
    expect("}");
    return r;
  }

  // (t, t) -> t | (t) -> (t, t) | t
  void parse_function_type(Op& op) {
    if (accept("(")) {
      while (!is_punct(")")) {
        op.operand_types.push_back(parse_type());
        if (!accept(",")) break;
      }
      expect(")");
      expect("->");
      if (accept("(")) {
        while (!is_punct(")")) {
          op.result_types.push_back(parse_type());
          if (!accept(",")) break;
        }
        expect(")");
      } else {
        op.result_types.push_back(parse_type());
      }
      return;
    }
    // A type list: every operand and result has these types in order (an
    // elementwise op's one type, or stablehlo.while's iteration types).
    std::vector<TensorType> types{parse_type()};
    if (accept("->")) {  // chlo's t -> t and t -> (t, t)
      op.operand_types = types;
      if (accept("(")) {
        while (!is_punct(")")) {
          op.result_types.push_back(parse_type());
          if (!accept(",")) break;
        }
        expect(")");
      } else {
        op.result_types.push_back(parse_type());
      }
      return;
    }
    while (is_punct(",") && peek(1).kind == Tok::Ident && peek(1).text == "tensor") {
      next();
      types.push_back(parse_type());
    }
    if (accept("->")) {  // chlo's binary `t, t -> t` (chlo.next_after, chlo.polygamma, ...)
      op.operand_types = types;
      op.result_types.push_back(parse_type());
      return;
    }
    if (op.result_names.empty()) {  // return %a, %b : ta, tb
      op.operand_types = types;
    } else if (types.size() == 1) {
      op.operand_types.assign(op.operands.size(), types[0]);
      op.result_types.assign(op.result_names.size(), types[0]);
    } else if (op.result_names.size() == 1 && op.operands.size() == 3) {
      // stablehlo.select %p, %a, %b : pred_type, value_type
      op.operand_types = {types[0], types[1], types[1]};
      op.result_types = {types.back()};
    } else {
      op.operand_types = types;
      op.result_types = types;
    }
  }

  bool new_line_statement() const {
    return p_ > 0 && peek().where.line != toks_[p_ - 1].where.line && starts_statement(p_);
  }

  // Pretty form: operands, words, key = value, (...) groups and regions, then
  // the signature; regions may follow the signature (while's cond/do).
  // What a pretty form spells out of order: reduce's init operands, block
  // arguments before a region, while's iteration names.
  struct Pretty {
    std::vector<ValueRef> inits;
    std::vector<std::vector<BlockArgument>> arg_groups;
    std::vector<std::string> iter_names;
  };

  void parse_pretty(Op& op) {
    Pretty pretty;
    parse_pretty_items(op, pretty);
    for (auto& v : pretty.inits) op.operands.push_back(v);
    // Block arguments spelled before the region: reducer(%a0, %b0) (%a1, %b1)
    // is the block (%a0, %a1, %b0, %b1).
    std::vector<BlockArgument> args;
    if (pretty.arg_groups.size() > 1) {
      for (std::size_t k = 0; k < 2; ++k)
        for (auto& g : pretty.arg_groups)
          if (k < g.size()) args.push_back(g[k]);
      for (auto& g : pretty.arg_groups)
        for (std::size_t k = 2; k < g.size(); ++k) args.push_back(g[k]);
    } else if (pretty.arg_groups.size() == 1) {
      args = pretty.arg_groups[0];
    }
    for (std::size_t k = 0; k < pretty.iter_names.size(); ++k) {
      BlockArgument a;
      a.name = pretty.iter_names[k];
      if (k < op.operand_types.size()) a.type = op.operand_types[k];
      args.push_back(a);
    }
    if (!args.empty())
      for (auto& r : op.regions)
        if (r->arguments.empty()) r->arguments = args;
  }

  void parse_pretty_items(Op& op, Pretty& pretty) {
    bool have_signature = false;
    for (;;) {
      const Token& t = peek();
      if (t.kind == Tok::End || is_punct("}") || new_line_statement()) break;
      if (t.kind == Tok::Ident && t.text == "loc" && is_punct("(", 1)) break;
      if (!have_signature && is_punct(":")) {
        next();
        parse_function_type(op);
        have_signature = true;
        continue;
      }
      if (t.kind == Tok::Value) {
        op.operands.push_back(value_ref(next()));
        continue;
      }
      if (t.kind == Tok::Symbol) {
        if (op.callee.empty()) op.callee = t.text;
        op.words.push_back(parse_attr(false));
        continue;
      }
      if (is_punct(",") || is_punct("x") || is_punct("->")) {
        next();
        continue;
      }
      if (is_punct("(")) {
        parse_pretty_group(op, pretty);
        continue;
      }
      if (is_punct("{")) {
        // A region opens a line; an attribute dict stays on its line.
        if (peek(1).where.line != t.where.line && !is_punct("}", 1)) {
          op.regions.push_back(parse_region());
        } else {
          Attr d = parse_dict();
          for (auto& f : d.fields) op.attributes.push_back(std::move(f));
        }
        continue;
      }
      if (t.kind == Tok::Ident && is_punct("=", 1)) {
        std::string key = next().text;
        next();
        Attr v = parse_attr(false);
        // contracting_dims = [1] x [0]: both sides kept as an Array of two.
        if (peek().kind == Tok::Ident && peek().text == "x" && is_punct("[", 1)) {
          next();
          Attr pair;
          pair.kind = Attr::Kind::Array;
          pair.items.push_back(std::move(v));
          pair.items.push_back(parse_attr());
          if (peek().kind == Tok::Ident && peek().text == "x" && is_punct("[", 1)) {
            next();
            pair.items.push_back(parse_attr());
          }
          if (accept("->")) pair.items.push_back(parse_attr());
          v = std::move(pair);
        }
        op.attributes.emplace_back(std::move(key), std::move(v));
        continue;
      }
      if (t.kind == Tok::Block) fail(t, "unexpected block label in " + op.name);
      op.words.push_back(parse_attr(false));
    }
  }

  // A parenthesized group in a pretty op: (%a, %b), (%a init: %b),
  // (%iterArg = %0, ...) or a region's block arguments (%x: tensor<f32>, ...).
  void parse_pretty_group(Op& op, Pretty& pretty) {
    const Token& open = peek();
    DepthGuard guard(*this, open);
    next();
    std::vector<BlockArgument> group;
    while (!is_punct(")")) {
      if (peek().kind == Tok::End) fail(open, "unclosed '('");
      if (peek().kind == Tok::Value && is_punct("=", 1)) {  // %iterArg = %0
        pretty.iter_names.push_back(next().text);
        next();
        if (peek().kind != Tok::Value) fail(peek(), "expected an operand" + found());
        op.operands.push_back(value_ref(next()));
      } else if (peek().kind == Tok::Value && is_punct(":", 1)) {  // a block argument
        BlockArgument a;
        a.name = next().text;
        next();
        a.type = parse_type();
        skip_location();
        group.push_back(a);
      } else if (peek().kind == Tok::Value) {
        op.operands.push_back(value_ref(next()));
      } else if (peek().kind == Tok::Ident && is_punct("=", 1)) {  // chlo.top_k(%x, k = 2)
        std::string key = next().text;
        next();
        op.attributes.emplace_back(std::move(key), parse_attr(false));
      } else if (peek().kind == Tok::Ident && peek().text == "init" && is_punct(":", 1)) {  // (%x init: %c)
        next();
        next();
        if (peek().kind != Tok::Value) fail(peek(), "expected the init value" + found());
        pretty.inits.push_back(value_ref(next()));
      } else if (is_punct(",")) {
        next();
      } else if (is_punct("{")) {
        op.regions.push_back(parse_region());
      } else {
        op.words.push_back(parse_attr(false));
      }
    }
    expect(")");
    if (!group.empty()) pretty.arg_groups.push_back(std::move(group));
  }
};

}  // namespace

Module parse_module(const std::string& text, const std::string& source_name) {
  try {
    return Parser(text, source_name).run();
  } catch (const ParseError& e) {
    throw Error(source_name + ":" + e.what());
  }
}

}  // namespace pmapsim::stablehlo
