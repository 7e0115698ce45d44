#include "lexer.hpp"

#include <cctype>

namespace pmapsim::stablehlo::detail {
namespace {

bool ident_start(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool ident_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '-';
}
bool digit(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

class Lexer {
 public:
  explicit Lexer(const std::string& text) : s_(text) {}

  std::vector<Token> run() {
    std::vector<Token> out;
    for (;;) {
      skip_space();
      Token t;
      t.where = {line_, col_};
      t.offset = i_;
      if (i_ >= s_.size()) {
        t.kind = Tok::End;
        t.end = i_;
        out.push_back(t);
        return out;
      }
      lex_one(t);
      t.end = i_;
      out.push_back(std::move(t));
    }
  }

 private:
  const std::string& s_;
  std::size_t i_ = 0;
  int line_ = 1, col_ = 1;

  char peek(std::size_t k = 0) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }
  void advance() {
    if (s_[i_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++i_;
  }
  [[noreturn]] void fail(SourceLoc at, const std::string& msg) { throw ParseError(at, msg); }

  void skip_space() {
    while (i_ < s_.size()) {
      char c = s_[i_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        advance();
      } else if (c == '/' && peek(1) == '/') {
        while (i_ < s_.size() && s_[i_] != '\n') advance();
      } else {
        return;
      }
    }
  }

  void take_name_chars() {
    while (i_ < s_.size() && (ident_char(s_[i_]) || digit(s_[i_]))) advance();
  }

  void lex_one(Token& t) {
    const char c = s_[i_];
    const SourceLoc at{line_, col_};
    if (c == '%' || c == '^' || c == '@' || c == '#') {
      advance();
      if (c == '@' && peek() == '"') {  // @"quoted symbol"
        lex_string(t);
        t.kind = Tok::Symbol;
        return;
      }
      const std::size_t start = i_;
      take_name_chars();
      if (i_ == start) fail(at, std::string("expected a name after '") + c + "'");
      t.text = s_.substr(start, i_ - start);
      if (c == '%') {
        t.kind = Tok::Value;
        if (peek() == '#' && digit(peek(1))) {  // %0#1
          advance();
          const std::size_t d = i_;
          while (digit(peek())) advance();
          t.text.push_back('#');
          t.text.append(s_, d, i_ - d);
        }
      } else {
        t.kind = c == '^' ? Tok::Block : c == '@' ? Tok::Symbol : Tok::Hash;
      }
      return;
    }
    if (c == '"') {
      lex_string(t);
      return;
    }
    if (digit(c) || ((c == '-' || c == '+') && digit(peek(1)))) {
      lex_number(t);
      return;
    }
    if (ident_start(c)) {
      const std::size_t start = i_;
      while (i_ < s_.size() && (ident_char(s_[i_]) || digit(s_[i_]))) {
        // '-' belongs to a name only when not starting "->".
        if (s_[i_] == '-' && peek(1) == '>') break;
        advance();
      }
      t.kind = Tok::Ident;
      t.text = s_.substr(start, i_ - start);
      return;
    }
    if (c == '-' && peek(1) == '>') {
      advance();
      advance();
      t.kind = Tok::Punct;
      t.text = "->";
      return;
    }
    static const std::string punct = "()[]{}<>,=:!?*+-x|";
    if (punct.find(c) != std::string::npos) {
      advance();
      t.kind = Tok::Punct;
      t.text = std::string(1, c);
      return;
    }
    fail(at, "unexpected character '" + printable(c) + "'");
  }

  static std::string printable(char c) {
    if (std::isprint(static_cast<unsigned char>(c))) return std::string(1, c);
    static const char* hex = "0123456789abcdef";
    const auto u = static_cast<unsigned char>(c);
    return std::string("\\x") + hex[u >> 4] + hex[u & 15];
  }

  void lex_string(Token& t) {
    const SourceLoc at{line_, col_};
    advance();  // the opening quote
    std::string out;
    for (;;) {
      if (i_ >= s_.size() || s_[i_] == '\n') fail(at, "unterminated string");
      const char c = s_[i_];
      if (c == '"') {
        advance();
        break;
      }
      if (c == '\\') {
        advance();
        if (i_ >= s_.size()) fail(at, "unterminated string");
        const char e = s_[i_];
        if (e == 'n') {
          out += '\n';
        } else if (e == 't') {
          out += '\t';
        } else if (e == '"' || e == '\\') {
          out += e;
        } else if (std::isxdigit(static_cast<unsigned char>(e)) &&
                   std::isxdigit(static_cast<unsigned char>(peek(1)))) {
          out += static_cast<char>(std::stoi(s_.substr(i_, 2), nullptr, 16));
          advance();
        } else {
          fail({line_, col_}, "bad escape in string");
        }
        advance();
        continue;
      }
      out += c;
      advance();
    }
    t.kind = Tok::String;
    t.text = std::move(out);
  }

  void lex_number(Token& t) {
    const std::size_t start = i_;
    if (s_[i_] == '-' || s_[i_] == '+') advance();
    bool is_float = false;
    if (s_[i_] == '0' && (peek(1) == 'x' || peek(1) == 'X') &&
        std::isxdigit(static_cast<unsigned char>(peek(2)))) {
      advance();
      advance();
      while (std::isxdigit(static_cast<unsigned char>(peek()))) advance();
    } else {
      while (digit(peek())) advance();
      if (peek() == '.' && digit(peek(1))) {
        is_float = true;
        advance();
        while (digit(peek())) advance();
      }
      if ((peek() == 'e' || peek() == 'E') &&
          (digit(peek(1)) || ((peek(1) == '-' || peek(1) == '+') && digit(peek(2))))) {
        is_float = true;
        advance();
        if (peek() == '-' || peek() == '+') advance();
        while (digit(peek())) advance();
      }
    }
    t.kind = is_float ? Tok::Float : Tok::Integer;
    t.text = s_.substr(start, i_ - start);
  }
};

}  // namespace

std::vector<Token> tokenize(const std::string& text) {
  return Lexer(text).run();
}

}  // namespace pmapsim::stablehlo::detail
