#include "pmapsim/output_files.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

namespace fs = std::filesystem;

fs::path sibling(const fs::path& path, const char* tag) {
  static std::atomic<unsigned> counter{0};
  return path.parent_path() /
         fmt::format(".{}.{}{}.{}", path.filename().string(), tag, ::getpid(), counter.fetch_add(1));
}

// Writes all of bytes to a new file at path; the errno text on failure
// (the partial file removed), empty on success.
std::string write_new_file(const fs::path& path, const std::string& bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) return std::strerror(errno);
  const char* data = bytes.data();
  std::size_t left = bytes.size();
  std::string problem;
  while (left > 0) {
    const ssize_t written = ::write(fd, data, left);
    if (written < 0) {
      if (errno == EINTR) continue;
      problem = std::strerror(errno);
      break;
    }
    data += written;
    left -= static_cast<std::size_t>(written);
  }
  if (::close(fd) != 0 && problem.empty()) problem = std::strerror(errno);
  if (!problem.empty()) ::unlink(path.c_str());
  return problem;
}

}  // namespace

void write_file_atomically(const fs::path& path, const std::string& bytes) {
  const fs::path temporary = sibling(path, "tmp");
  const std::string problem = write_new_file(temporary, bytes);
  if (!problem.empty()) throw Error(fmt::format("{}: cannot write: {}", path.string(), problem));
  std::error_code error;
  fs::rename(temporary, path, error);
  if (error) {
    std::error_code ignored;
    fs::remove(temporary, ignored);
    throw Error(fmt::format("{}: cannot write: {}", path.string(), error.message()));
  }
}

OutputSet::OutputSet(fs::path dir, std::string what) : dir_(std::move(dir)), what_(std::move(what)) {
  if (dir_.empty()) dir_ = ".";
  // Remember which directories this creates, so that a failure removes them.
  std::vector<fs::path> missing;
  std::error_code error;
  for (fs::path at = dir_; !at.empty() && !fs::exists(at, error); at = at.parent_path()) {
    missing.push_back(at);
    if (at == at.parent_path()) break;
  }
  for (auto it = missing.rbegin(); it != missing.rend(); ++it) {
    if (!fs::create_directory(*it, error) && error) {
      roll_back();
      throw Error(
          fmt::format("{} {}: cannot create the directory: {}", what_, dir_.string(), error.message()));
    }
    created_dirs_.push_back(*it);
  }
  if (!fs::is_directory(dir_, error))
    throw Error(fmt::format("{} {}: not a directory", what_, dir_.string()));
}

OutputSet::~OutputSet() {
  if (!committed_) roll_back();
}

void OutputSet::add(const std::string& name, const std::string& bytes) {
  Staged staged;
  staged.final_path = dir_ / name;
  staged.temporary = sibling(staged.final_path, "tmp");
  staged.backup = sibling(staged.final_path, "old");
  const std::string problem = write_new_file(staged.temporary, bytes);
  if (!problem.empty()) throw Error(fmt::format("{}: cannot write: {}", staged.final_path.string(), problem));
  staged_.push_back(std::move(staged));
}

void OutputSet::commit() {
  std::error_code error;
  for (Staged& staged : staged_) {
    // A file replaces a file; a directory in the way is not moved aside.
    if (fs::is_directory(staged.final_path, error)) {
      error = std::make_error_code(std::errc::is_a_directory);
      break;
    }
    if (fs::exists(staged.final_path, error)) {
      fs::rename(staged.final_path, staged.backup, error);
      if (error) break;
      staged.replaced = true;
    }
    fs::rename(staged.temporary, staged.final_path, error);
    if (error) break;
    staged.placed = true;
  }
  if (error) {
    const std::string message = error.message();
    roll_back();
    throw Error(
        fmt::format("{} {}: cannot place the outputs (none written): {}", what_, dir_.string(), message));
  }
  std::error_code ignored;
  for (const Staged& staged : staged_) {
    if (staged.replaced) fs::remove(staged.backup, ignored);
  }
  committed_ = true;
}

// Undoes whatever part of the staging and committing happened: best
// effort, as it runs on failure paths.
void OutputSet::roll_back() {
  std::error_code ignored;
  for (auto it = staged_.rbegin(); it != staged_.rend(); ++it) {
    if (it->placed) fs::remove(it->final_path, ignored);
    if (it->replaced) fs::rename(it->backup, it->final_path, ignored);
    fs::remove(it->temporary, ignored);
  }
  staged_.clear();
  for (auto it = created_dirs_.rbegin(); it != created_dirs_.rend(); ++it) fs::remove(*it, ignored);
  created_dirs_.clear();
}

}  // namespace pmapsim
