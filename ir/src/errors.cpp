// Error types that carry a source position.
#include "pmapsim/errors.hpp"

#include <fmt/format.h>

namespace pmapsim {

ParseError::ParseError(SourceLoc loc, const std::string& message)
    : Error(fmt::format("{}:{}: {}", loc.line, loc.column, message)), loc_(loc) {}

}  // namespace pmapsim
