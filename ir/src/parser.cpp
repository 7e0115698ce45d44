// The program text parser: the inverse of print() in program.cpp.
//
// A hand-written lexer and recursive-descent parser over the grammar in
// docs/ir.md. Every error is a ParseError at the position of the token that
// is wrong; semantic errors (shape rules, missing attributes) come from
// verify() at the position of the instruction.
#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>
#include <unordered_map>

#include "pmapsim/input_checks.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim {
namespace {

enum class TokenKind { identifier, value_name, program_name, integer, real, punct, end };

struct Token {
  TokenKind kind = TokenKind::end;
  std::string text;  // without the % or @ sigil
  SourceLoc loc;
};

std::string describe(const Token& token) {
  switch (token.kind) {
    case TokenKind::end:
      return "end of input";
    case TokenKind::value_name:
      return "'%" + token.text + "'";
    case TokenKind::program_name:
      return "'@" + token.text + "'";
    default:
      return "'" + token.text + "'";
  }
}

// Bytes outside printable ASCII are shown as hex, so the message stays one clean line.
std::string unexpected_character(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (std::isprint(byte)) return fmt::format("unexpected character '{}'", c);
  return fmt::format("unexpected byte 0x{:02x}", byte);
}

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
}

class Lexer {
 public:
  explicit Lexer(const std::string& text) : text_(text) {}

  std::vector<Token> tokens() {
    std::vector<Token> tokens;
    for (;;) {
      skip_space_and_comments();
      Token token;
      token.loc = SourceLoc{line_, column_};
      if (at_end()) {
        tokens.push_back(token);
        return tokens;
      }
      const char c = peek();
      if (c == '%' || c == '@') {
        advance();
        token.kind = c == '%' ? TokenKind::value_name : TokenKind::program_name;
        token.text = take_while(is_name_char);
        if (token.text.empty()) throw ParseError(token.loc, fmt::format("expected a name after '{}'", c));
      } else if (std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+') {
        lex_number(token);
      } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
        token.kind = TokenKind::identifier;
        token.text = take_while(is_name_char);
      } else if (std::string_view("(){}[],=:").find(c) != std::string_view::npos) {
        token.kind = TokenKind::punct;
        token.text = std::string(1, c);
        advance();
      } else {
        throw ParseError(token.loc, unexpected_character(c));
      }
      tokens.push_back(std::move(token));
    }
  }

 private:
  bool at_end() const { return pos_ >= text_.size(); }
  char peek(std::size_t ahead = 0) const { return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0'; }
  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
    ++pos_;
  }
  template <typename Predicate>
  std::string take_while(Predicate predicate) {
    const std::size_t start = pos_;
    while (!at_end() && predicate(peek())) advance();
    return text_.substr(start, pos_ - start);
  }
  void skip_space_and_comments() {
    while (!at_end()) {
      if (peek() == '#') {
        while (!at_end() && peek() != '\n') advance();
      } else if (std::isspace(static_cast<unsigned char>(peek()))) {
        advance();
      } else {
        return;
      }
    }
  }
  // Integers, reals (1.5, -2e-3) and the signed specials -inf, +inf, -nan.
  void lex_number(Token& token) {
    const std::size_t start = pos_;
    if (peek() == '-' || peek() == '+') advance();
    if (pos_ == start + 1 && !std::isalnum(static_cast<unsigned char>(peek()))) {
      throw ParseError(token.loc, fmt::format("unexpected character '{}'", text_[start]));
    }
    if (std::isalpha(static_cast<unsigned char>(peek()))) {
      take_while(is_name_char);
      token.kind = TokenKind::real;
    } else {
      take_while([](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
      token.kind = TokenKind::integer;
      if (peek() == '.') {
        token.kind = TokenKind::real;
        advance();
        take_while([](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
      }
      if (peek() == 'e' || peek() == 'E') {
        token.kind = TokenKind::real;
        advance();
        if (peek() == '-' || peek() == '+') advance();
        take_while([](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
      }
    }
    token.text = text_.substr(start, pos_ - start);
  }

  const std::string& text_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
};

// An attribute value as written, before the op's AttrSpec says which kind it is
// ([] alone cannot tell an empty int list from an empty real list).
struct Literal {
  Token token;                    // the value, or the '[' of a list
  std::vector<Literal> elements;  // for lists
  bool is_list() const { return token.kind == TokenKind::punct; }
};

std::int64_t integer_value(const Token& token) {
  std::int64_t value = 0;
  const char* first = token.text.data();
  const char* last = first + token.text.size();
  if (*first == '+') ++first;
  const auto [end, error] = std::from_chars(first, last, value);
  if (error != std::errc() || end != last) {
    throw ParseError(token.loc, fmt::format("integer {} is out of range", token.text));
  }
  return value;
}

// std::from_chars rather than strtod: the program text must not depend on the C locale.
double real_value(const Token& token) {
  double value = 0;
  const char* first = token.text.data();
  const char* last = first + token.text.size();
  if (*first == '+') ++first;
  const auto [end, error] = std::from_chars(first, last, value);
  if (error != std::errc() || end != last) {
    throw ParseError(token.loc, fmt::format("bad real number '{}'", token.text));
  }
  return value;
}

bool is_number(const Token& token) {
  return token.kind == TokenKind::integer || token.kind == TokenKind::real ||
         (token.kind == TokenKind::identifier && (token.text == "inf" || token.text == "nan"));
}

class Parser {
 public:
  explicit Parser(const std::string& text) : tokens_(Lexer(text).tokens()) {}

  Program parse() {
    parse_header();
    body_ = &program_.body;
    while (!at_return()) parse_instruction();
    parse_return(program_.results);
    expect_punct("}");
    if (peek().kind != TokenKind::end) throw expected("end of input", peek());
    return std::move(program_);
  }

 private:
  const Token& peek() const { return tokens_[pos_]; }
  const Token& next() {
    const Token& token = tokens_[pos_];
    if (token.kind != TokenKind::end) ++pos_;
    return token;
  }
  bool at_punct(std::string_view punct) const {
    return peek().kind == TokenKind::punct && peek().text == punct;
  }
  // Consumes the punctuation if it is next.
  bool accept_punct(std::string_view punct) {
    if (!at_punct(punct)) return false;
    next();
    return true;
  }
  static ParseError error_at(const Token& token, const std::string& message) {
    return ParseError(token.loc, message);
  }
  static ParseError expected(std::string_view what, const Token& got) {
    return error_at(got, fmt::format("expected {}, got {}", what, describe(got)));
  }
  const Token& expect_punct(std::string_view punct) {
    if (!at_punct(punct)) throw expected(fmt::format("'{}'", punct), peek());
    return next();
  }
  const Token& expect(TokenKind kind, std::string_view what) {
    if (peek().kind != kind) throw expected(what, peek());
    return next();
  }
  void expect_keyword(std::string_view keyword) {
    if (peek().kind != TokenKind::identifier || peek().text != keyword) {
      throw expected(fmt::format("'{}'", keyword), peek());
    }
    next();
  }

  // pmap @name axis=i devices=8 (%x: f32[2], ...) {
  void parse_header() {
    expect_keyword("pmap");
    program_.name = expect(TokenKind::program_name, "a program name '@name'").text;
    if (peek().kind == TokenKind::identifier && peek().text == "mesh") {
      parse_mesh();
    } else {
      expect_keyword("axis");
      expect_punct("=");
      program_.axis_name = expect(TokenKind::identifier, "an axis name").text;
      expect_keyword("devices");
      expect_punct("=");
      const Token& devices = expect(TokenKind::integer, "a device count");
      program_.axis_size = integer_value(devices);
      if (program_.axis_size < 1) throw error_at(devices, "devices must be at least 1");
    }
    if (peek().kind == TokenKind::identifier && peek().text == "in_specs")
      program_.in_specs = parse_specs("in_specs");
    if (peek().kind == TokenKind::identifier && peek().text == "out_specs")
      program_.out_specs = parse_specs("out_specs");
    if (peek().kind == TokenKind::identifier && peek().text == "in_global")
      program_.in_global_shapes = parse_shapes();
    if (peek().kind == TokenKind::identifier && peek().text == "out_global")
      program_.out_global_shapes = parse_shapes();
    expect_punct("(");
    if (!at_punct(")")) {
      do {
        parse_parameter();
      } while (accept_punct(","));
    }
    if (!at_punct(")")) throw expected("',' or ')'", peek());
    next();
    expect_punct("{");
  }

  // in_specs=[[data, None], [], [data.model]]: one PartitionSpec per
  // parameter (out_specs: per result), each entry the mesh axes a dimension is
  // split over, joined with '.', or None. Checked against the mesh and the
  // types by the verifier.
  std::vector<PartitionSpec> parse_specs(const char* keyword) {
    next();
    expect_punct("=");
    expect_punct("[");
    std::vector<PartitionSpec> specs;
    if (!at_punct("]")) {
      do {
        expect_punct("[");
        PartitionSpec spec;
        if (!at_punct("]")) {
          do {
            const Token& entry = expect(TokenKind::identifier, "a mesh axis name or None");
            std::vector<std::string> axes;
            if (entry.text != "None") {
              std::size_t start = 0;
              while (start <= entry.text.size()) {
                const std::size_t dot = std::min(entry.text.find('.', start), entry.text.size());
                axes.push_back(entry.text.substr(start, dot - start));
                if (axes.back().empty())
                  throw error_at(entry, fmt::format("{}: empty axis name in '{}'", keyword, entry.text));
                start = dot + 1;
              }
            }
            spec.push_back(std::move(axes));
          } while (accept_punct(","));
        }
        expect_punct("]");
        specs.push_back(std::move(spec));
      } while (accept_punct(","));
    }
    expect_punct("]");
    return specs;
  }

  // in_global=[[12, 100], [8]]: a padded program's global shapes, one per
  // parameter (out_global: per result); checked against the blocks by the verifier.
  std::vector<Shape> parse_shapes() {
    next();
    expect_punct("=");
    expect_punct("[");
    std::vector<Shape> shapes;
    if (!at_punct("]")) {
      do {
        expect_punct("[");
        Shape shape;
        if (!at_punct("]")) {
          do {
            shape.push_back(integer_value(expect(TokenKind::integer, "a dimension size")));
          } while (accept_punct(","));
        }
        expect_punct("]");
        shapes.push_back(std::move(shape));
      } while (accept_punct(","));
    }
    expect_punct("]");
    return shapes;
  }

  // mesh=[data=2, model=4]: named axes, devices row-major over them.
  void parse_mesh() {
    const Token& keyword = next();
    expect_punct("=");
    expect_punct("[");
    do {
      const Token& name = expect(TokenKind::identifier, "a mesh axis name");
      if (name.text.find('.') != std::string::npos)
        throw error_at(name, fmt::format("mesh axis name '{}' must not contain '.'", name.text));
      for (const MeshAxis& axis : program_.mesh) {
        if (axis.name == name.text)
          throw error_at(name, fmt::format("mesh axis {} is named twice", name.text));
      }
      expect_punct("=");
      const Token& size = expect(TokenKind::integer, "a mesh axis size");
      program_.mesh.push_back(MeshAxis{name.text, integer_value(size)});
      if (program_.mesh.back().size < 1) throw error_at(size, "mesh axis sizes must be at least 1");
    } while (accept_punct(","));
    expect_punct("]");
    try {
      program_.axis_size = mesh_device_count(program_.mesh);
    } catch (const Error& problem) {
      throw error_at(keyword, problem.what());
    }
    program_.axis_name = mesh_flat_axis_name(program_.mesh);
  }

  // A collective of a mesh program names mesh axes (`axis=model`,
  // `axis=data.model`); it becomes a collective over the flat axis within the
  // groups those axes mean. axis_index of one mesh axis becomes the flat index's
  // coordinate on it (a div and a remainder), emitted before the instruction
  // that will carry the result's name.
  void lower_mesh_axis(Instruction& instruction, const Token& op_token) {
    if (program_.mesh.empty() || !is_collective(instruction.op) || !instruction.attrs.has("axis")) return;
    const std::string axis = instruction.attrs.symbol("axis");
    const std::string flat = program_.axis_name;
    if (axis == flat) return;  // already over the whole mesh (as the printer writes it)
    try {
      const std::vector<std::size_t> named = mesh_axes_named(program_.mesh, axis);
      instruction.attrs.set("axis", flat);
      if (instruction.op == OpCode::axis_index) {
        lower_axis_index(instruction, named);
        return;
      }
      if (instruction.op == OpCode::ppermute) {
        const IntListList members = mesh_groups(program_.mesh, named);
        instruction.attrs.set("perm", compose_permutation(members, instruction.attrs.int_list_list("perm")));
        return;
      }
      const IntListList rank_groups =
          instruction.attrs.has("groups") ? instruction.attrs.int_list_list("groups") : IntListList{};
      const IntListList groups = mesh_collective_groups(program_.mesh, axis, rank_groups);
      if (!groups.empty()) instruction.attrs.set("groups", groups);
    } catch (const Error& problem) {
      throw error_at(op_token, fmt::format("{}: {}", op_token.text, problem.what()));
    }
  }

  // Emits flat = axis_index; q = flat / stride; and turns `instruction` into q % size.
  void lower_axis_index(Instruction& instruction, const std::vector<std::size_t>& named) {
    if (named.size() != 1)
      throw Error("axis_index names one mesh axis (or the whole mesh, as its axis names joined with '.')");
    const std::size_t axis = named.front();
    const TensorType scalar{DType::s32, {}};
    const auto emit = [&](OpCode op, std::vector<ValueId> operands, Attrs attrs) {
      Instruction hidden;
      hidden.op = op;
      hidden.operands = std::move(operands);
      hidden.attrs = std::move(attrs);
      hidden.type = scalar;
      hidden.loc = instruction.loc;
      body_->push_back(std::move(hidden));
      return next_id_++;
    };
    const auto constant = [&](std::int64_t value) {
      Attrs attrs;
      attrs.set("value", static_cast<double>(value));
      return emit(OpCode::constant, {}, std::move(attrs));
    };
    ValueId index = emit(OpCode::axis_index, {}, instruction.attrs);
    const std::int64_t stride = mesh_stride(program_.mesh, axis);
    if (stride > 1) index = emit(OpCode::div, {index, constant(stride)}, {});
    instruction.op = OpCode::remainder;
    instruction.attrs = Attrs();
    instruction.operands = {index, constant(program_.mesh[axis].size)};
  }

  void parse_parameter() {
    const Token& name = expect(TokenKind::value_name, "a parameter '%name'");
    if (std::isdigit(static_cast<unsigned char>(name.text[0]))) {
      throw error_at(name, fmt::format("parameter name %{} must not start with a digit", name.text));
    }
    define(name);
    expect_punct(":");
    program_.params.push_back(Parameter{name.text, parse_type()});
  }

  void define(const Token& name) {
    if (!values_.emplace(name.text, next_id_).second) {
      throw error_at(name, fmt::format("value %{} redefined", name.text));
    }
    ++next_id_;
  }

  bool at_return() const { return peek().kind == TokenKind::identifier && peek().text == "return"; }

  // (%a: T, ...) { instructions; return %r, ... } -- numbered from the owning
  // instruction's id (see Region); names of the enclosing scope stay visible.
  Region parse_region(const Token& owner) {
    static constexpr int kMaxRegionDepth = 64;  // keeps hostile input from exhausting the stack
    if (region_depth_ == kMaxRegionDepth) throw error_at(owner, "regions nest too deeply");
    const auto saved_values = values_;
    const ValueId saved_next = next_id_;
    std::vector<Instruction>* saved_body = body_;
    ++region_depth_;
    Region region;
    expect_punct("(");
    if (!at_punct(")")) {
      do {
        define(expect(TokenKind::value_name, "a region parameter '%name'"));
        expect_punct(":");
        region.params.push_back(parse_type());
      } while (accept_punct(","));
    }
    if (!at_punct(")")) throw expected("',' or ')'", peek());
    next();
    expect_punct("{");
    body_ = &region.body;
    while (!at_return()) parse_instruction();
    parse_return(region.results);
    expect_punct("}");
    --region_depth_;
    body_ = saved_body;
    next_id_ = saved_next;
    values_ = saved_values;
    return region;
  }

  TensorType parse_type() {
    const Token& dtype_token = peek();
    if (dtype_token.kind != TokenKind::identifier) throw expected("a type such as f32[2,3]", dtype_token);
    TensorType type;
    type.dtype = parse_dtype_token(next());
    expect_punct("[");
    if (!at_punct("]")) {
      do {
        const Token& dim = peek();
        if (dim.kind != TokenKind::integer) {
          throw error_at(dim, fmt::format("bad type: expected a dimension size, got {}", describe(dim)));
        }
        type.shape.push_back(integer_value(next()));
        if (type.shape.back() < 0) {
          throw error_at(dim, fmt::format("bad type: negative dimension {}", dim.text));
        }
      } while (accept_punct(","));
    }
    if (!at_punct("]")) throw expected("',' or ']' in a type", peek());
    next();
    // Element counts and byte sizes are computed in std::int64_t everywhere.
    auto bytes = static_cast<std::int64_t>(dtype_size(type.dtype));
    for (std::int64_t dim : type.shape) {
      if (__builtin_mul_overflow(bytes, dim, &bytes)) {
        throw error_at(dtype_token, fmt::format("bad type: {} is too large", type.str()));
      }
    }
    return type;
  }

  static DType parse_dtype_token(const Token& token) {
    for (DType dtype : kAllDTypes) {
      if (dtype_name(dtype) == token.text) return dtype;
    }
    if (token.text == "i1" || token.text == "pred") return DType::boolean;  // StableHLO's, XLA's bool
    throw error_at(token,
                   fmt::format("bad type: unknown dtype '{}' (expected f16, bf16, f32, f64, s8, s16, s32, "
                               "s64, u8, u16, u32, u64, bool, c64 or c128)",
                               token.text));
  }

  // %r = op %a, %b {name=value, ...} : TYPE [regions], or with several
  // results %r, %s = op ... : TYPE, TYPE [regions]
  void parse_instruction() {
    std::vector<Token> results{expect(TokenKind::value_name, "an instruction '%name = op ...' or 'return'")};
    while (accept_punct(",")) results.push_back(expect(TokenKind::value_name, "a result name '%name'"));
    const Token& result = results.front();
    expect_punct("=");
    const Token& op_token = expect(TokenKind::identifier, "an op name");
    const std::optional<OpCode> op = find_op(op_token.text);
    if (!op) throw error_at(op_token, fmt::format("unknown op '{}'", op_token.text));
    const OpDef& def = op_def(*op);

    Instruction instruction;
    instruction.op = *op;
    instruction.loc = result.loc;
    if (peek().kind == TokenKind::value_name) {
      do {
        instruction.operands.push_back(use(next()));
      } while (accept_punct(","));
    }
    if (peek().kind == TokenKind::value_name) throw expected("','", peek());
    const auto count = static_cast<int>(instruction.operands.size());
    if (count < def.min_operands || count > def.max_operands) {
      throw error_at(op_token, fmt::format("wrong operand count for {}: expected {}, got {}", def.name,
                                           def.min_operands, count));
    }
    if (at_punct("{")) instruction.attrs = parse_attrs(def);
    if (!at_punct(":")) {
      throw expected(instruction.operands.empty() ? "'{' or ':'" : "',', '{' or ':'", peek());
    }
    lower_mesh_axis(instruction, op_token);
    next();
    instruction.type = parse_type();
    while (accept_punct(",")) instruction.extra_types.push_back(parse_type());
    if (instruction.result_count() != results.size()) {
      throw error_at(result, fmt::format("{} results are named but {} types are written", results.size(),
                                         instruction.result_count()));
    }
    if (instruction.op == OpCode::result)
      throw error_at(op_token, "'result' is written as '%a, %b = op ...'");
    while (at_punct("(")) instruction.regions.push_back(parse_region(op_token));
    const ValueId own_id = next_id_;
    for (const Token& name : results) define(name);
    std::vector<TensorType> extra = instruction.extra_types;
    body_->push_back(std::move(instruction));
    // Results 1.. are `result` instructions (see Instruction::extra_types).
    for (std::size_t j = 1; j < results.size(); ++j) {
      Instruction slot;
      slot.op = OpCode::result;
      slot.operands = {own_id};
      slot.attrs.set("index", static_cast<std::int64_t>(j));
      slot.type = extra[j - 1];
      slot.loc = results[j].loc;
      body_->push_back(std::move(slot));
    }
  }

  ValueId use(const Token& name) {
    const auto found = values_.find(name.text);
    if (found == values_.end()) throw error_at(name, fmt::format("undefined value %{}", name.text));
    return found->second;
  }

  Attrs parse_attrs(const OpDef& def) {
    expect_punct("{");
    Attrs attrs;
    if (!at_punct("}")) {
      do {
        const Token& name = expect(TokenKind::identifier, "an attribute name");
        const auto spec = std::find_if(def.attrs.begin(), def.attrs.end(), [&](const AttrSpec& candidate) {
          return candidate.name == name.text;
        });
        if (spec == def.attrs.end()) {
          throw error_at(name, fmt::format("unknown attribute '{}' for {}", name.text, def.name));
        }
        if (attrs.has(name.text)) throw error_at(name, fmt::format("attribute '{}' given twice", name.text));
        expect_punct("=");
        const Literal literal = parse_literal();
        attrs.set(name.text, convert_literal(literal, *spec, def));
      } while (accept_punct(","));
    }
    if (!at_punct("}")) throw expected("',' or '}'", peek());
    next();
    return attrs;
  }

  // The deepest attribute kind is a list of lists; refusing deeper nesting also
  // keeps hostile input from exhausting the stack.
  static constexpr int kMaxListDepth = 2;

  Literal parse_literal(int depth = 0) {
    Literal literal{next(), {}};
    if (literal.token.kind == TokenKind::punct && literal.token.text == "[") {
      if (depth == kMaxListDepth)
        throw error_at(literal.token, "attribute values nest at most two lists deep");
      if (!at_punct("]")) {
        do {
          literal.elements.push_back(parse_literal(depth + 1));
        } while (accept_punct(","));
      }
      if (!at_punct("]")) throw expected("',' or ']'", peek());
      next();
      return literal;
    }
    if (literal.token.kind != TokenKind::identifier && literal.token.kind != TokenKind::integer &&
        literal.token.kind != TokenKind::real) {
      throw expected("an attribute value", literal.token);
    }
    return literal;
  }

  static AttrValue convert_literal(const Literal& literal, const AttrSpec& spec, const OpDef& def) {
    const auto mismatch = [&](const Token& at) {
      return error_at(
          at, fmt::format("attribute '{}' of {} must be {}", spec.name, def.name, kind_phrase(spec.kind)));
    };
    const auto to_integer = [&](const Literal& item) {
      if (item.is_list() || item.token.kind != TokenKind::integer) throw mismatch(item.token);
      return integer_value(item.token);
    };
    const auto to_real = [&](const Literal& item) {
      if (item.is_list() || !is_number(item.token)) throw mismatch(item.token);
      return real_value(item.token);
    };
    const auto to_int_list = [&](const Literal& item) {
      if (!item.is_list()) throw mismatch(item.token);
      IntList values;
      for (const Literal& element : item.elements) values.push_back(to_integer(element));
      return values;
    };
    switch (spec.kind) {
      case AttrKind::integer:
        return to_integer(literal);
      case AttrKind::real:
        return to_real(literal);
      case AttrKind::symbol:
        if (literal.is_list() || literal.token.kind != TokenKind::identifier) throw mismatch(literal.token);
        return literal.token.text;
      case AttrKind::int_list:
        return to_int_list(literal);
      case AttrKind::real_list: {
        if (!literal.is_list()) throw mismatch(literal.token);
        std::vector<double> values;
        for (const Literal& element : literal.elements) values.push_back(to_real(element));
        return values;
      }
      case AttrKind::int_list_list: {
        if (!literal.is_list()) throw mismatch(literal.token);
        IntListList lists;
        for (const Literal& element : literal.elements) lists.push_back(to_int_list(element));
        return lists;
      }
    }
    throw mismatch(literal.token);
  }

  static std::string kind_phrase(AttrKind kind) {
    switch (kind) {
      case AttrKind::integer:
        return "an integer";
      case AttrKind::real:
        return "a real number";
      case AttrKind::symbol:
        return "a name";
      case AttrKind::int_list:
        return "a list of integers";
      case AttrKind::real_list:
        return "a list of real numbers";
      case AttrKind::int_list_list:
        return "a list of integer lists";
    }
    return "valid";
  }

  void parse_return(std::vector<ValueId>& results) {
    expect_keyword("return");
    do {
      results.push_back(use(expect(TokenKind::value_name, "a value '%name' to return")));
    } while (accept_punct(","));
  }

  std::vector<Token> tokens_;
  std::size_t pos_ = 0;
  Program program_;
  std::unordered_map<std::string, ValueId> values_;
  ValueId next_id_ = 0;
  std::vector<Instruction>* body_ = nullptr;  // where instructions go: the program's or a region's
  int region_depth_ = 0;
};

// A ParseError whose text starts with the source's name ("model.spmd:3:14: ...").
class SourceParseError : public ParseError {
 public:
  SourceParseError(const ParseError& error, const std::string& source_name)
      : ParseError(error), text_(source_name + ":" + error.what()) {}
  const char* what() const noexcept override { return text_.c_str(); }

 private:
  std::string text_;
};

}  // namespace

Program parse_program(const std::string& text, const std::string& source_name) {
  try {
    Program program = Parser(text).parse();
    verify(program);
    return program;
  } catch (const ParseError& error) {
    if (source_name.empty()) throw;
    throw SourceParseError(error, source_name);
  } catch (const Error& error) {
    // Whole-program problems (no results) have no single position.
    if (source_name.empty()) throw;
    throw Error(source_name + ": " + error.what());
  }
}

Program read_program_file(const std::string& path) {
  require_regular_file(path, "program file");
  std::ifstream file(path, std::ios::binary);
  if (!file) throw Error(fmt::format("cannot open program file '{}'", path));
  std::ostringstream text;
  text << file.rdbuf();
  if (file.bad()) throw Error(fmt::format("cannot read program file '{}'", path));
  return parse_program(text.str(), path);
}

}  // namespace pmapsim
