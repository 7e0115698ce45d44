// Helpers shared by the fuzz targets.
//
// A reader meets hostile input by throwing pmapsim::Error (one line, exit 2
// at the command line); every other exception, crash, leak or undefined
// behaviour is a finding. Readers that take a path get the input in a file.
#pragma once

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "pmapsim/errors.hpp"

namespace pmapsim::fuzz {

inline std::string as_text(const std::uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

// One file per fuzzing process, rewritten for every input.
class InputFile {
 public:
  explicit InputFile(const std::string& suffix) {
    const char* dir = std::getenv("TMPDIR");
    path_ = std::string(dir && *dir ? dir : "/tmp") + "/pmapsim-fuzz-" + std::to_string(::getpid()) + suffix;
  }
  ~InputFile() { std::remove(path_.c_str()); }

  const std::string& write(const std::uint8_t* data, std::size_t size) {
    std::FILE* file = std::fopen(path_.c_str(), "wb");
    if (file == nullptr) std::abort();
    if (size > 0 && std::fwrite(data, 1, size, file) != size) std::abort();
    std::fclose(file);
    return path_;
  }

 private:
  std::string path_;
};

// Runs a reader; pmapsim::Error is the expected answer to bad input.
template <typename Read>
void expect_error_or_value(Read read) {
  try {
    read();
  } catch (const Error& error) {
    // An error names its problem. (User text in it may hold newlines: the
    // command line escapes them when it prints the one-line message.)
    if (*error.what() == '\0') std::abort();
  }
}

}  // namespace pmapsim::fuzz
