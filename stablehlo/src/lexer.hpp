// The tokens of MLIR's text form, as far as JAX's StableHLO uses them.
#pragma once
#include <string>
#include <vector>

#include "pmapsim/errors.hpp"

namespace pmapsim::stablehlo::detail {

enum class Tok {
  End,
  Value,    // %name, %name#1
  Block,    // ^bb0
  Symbol,   // @main
  Hash,     // #loc3, #stablehlo.gather, #sdy.sharding (the name only)
  Ident,    // func.func, tensor, dense, x, GT, true
  Integer,  // 12, -3, 0x1F
  Float,    // 1.5e+00, -inf is an Ident
  String,   // "..." (text holds the unescaped contents)
  Punct,    // ( ) [ ] { } < > , = : -> ! ? *
};

struct Token {
  Tok kind = Tok::End;
  std::string text;
  SourceLoc where;
  std::size_t offset = 0;  // byte offset of the token's first character
  std::size_t end = 0;     // byte offset one past its last character
};

// Splits the text into tokens; a character MLIR does not use, an unclosed
// string or an overlong file is a ParseError with its position.
std::vector<Token> tokenize(const std::string& text);

}  // namespace pmapsim::stablehlo::detail
