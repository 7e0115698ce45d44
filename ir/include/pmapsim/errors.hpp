// Errors that pmapsim reports to its users.
//
// Every error a user can cause (bad program text, bad shapes, bad .npy file,
// bad backend spec, ...) is a pmapsim::Error: one line naming the problem and
// where. The command line turns it into exit code 2. Anything else that
// escapes is a bug in pmapsim.
#pragma once

#include <stdexcept>
#include <string>

namespace pmapsim {

class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A position in program text; line and column count from 1.
struct SourceLoc {
  int line = 0;
  int column = 0;
  bool known() const { return line > 0; }
};

// A syntax or semantic error in program text: what() reads "LINE:COL: message".
class ParseError : public Error {
 public:
  ParseError(SourceLoc loc, const std::string& message);
  SourceLoc loc() const { return loc_; }

 private:
  SourceLoc loc_;
};

// A backend that is not built into this pmapsim, or not usable on this
// machine (no GPU, no driver).
class BackendUnavailable : public Error {
 public:
  using Error::Error;
};

}  // namespace pmapsim
