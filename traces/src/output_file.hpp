// A file written under a temporary name and renamed into place on commit(),
// plain or gzip-compressed by the target's name.
//
// The writing (and the compressing, which costs about as much as formatting
// the text) happens on a thread of its own: write() hands a filled buffer
// over and the caller formats the next one meanwhile. The output is one
// ordinary file, or one gzip stream.
#pragma once

#include <memory>
#include <string>

#include "json_text.hpp"

namespace pmapsim::traces::detail {

bool is_gzip_path(const std::string& path);

class OutputFile {
 public:
  // Opens a temporary file next to path; throws Error when it cannot.
  explicit OutputFile(std::string path);
  // Removes the temporary file unless committed.
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  // Takes text's contents to be written and leaves text empty (with the
  // storage of the buffer written before). Waits while the previous buffer is
  // still being written; throws the Error that writing it met, if any.
  void write(TextBuffer& text);
  // Writes what is left, closes and renames the temporary file to path.
  void commit();

  const std::string& path() const { return path_; }

 private:
  struct Sink;
  std::string path_;
  std::unique_ptr<Sink> sink_;
};

}  // namespace pmapsim::traces::detail
