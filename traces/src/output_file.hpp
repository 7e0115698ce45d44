// A file written under a temporary name and renamed into place on commit(),
// plain or gzip-compressed by the target's name.
#pragma once

#include <memory>
#include <string>

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

  void write(const char* data, std::size_t size);
  // Flushes, closes and renames the temporary file to path.
  void commit();

  const std::string& path() const { return path_; }

 private:
  void close_stream();
  [[noreturn]] void fail(const std::string& what);

  std::string path_;
  std::string temp_path_;
  struct Stream;
  std::unique_ptr<Stream> stream_;
  bool committed_ = false;
};

}  // namespace pmapsim::traces::detail
