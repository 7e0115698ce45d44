#include "pmapsim/output_files.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

namespace fs = std::filesystem;

// The temporary files this process is writing, for remove_temporaries_on_signal():
// a fixed table of C strings, because a signal handler may neither allocate
// nor lock. When the table is full a file goes untracked (best effort).
constexpr std::size_t kTrackedTemporaries = 256;
std::array<std::atomic<char*>, kTrackedTemporaries> tracked_temporaries;

// The slot that holds path, or kTrackedTemporaries when none was free.
std::size_t track_temporary(const fs::path& path) {
  char* copy = ::strdup(path.c_str());
  if (copy == nullptr) return kTrackedTemporaries;
  for (std::size_t slot = 0; slot < kTrackedTemporaries; ++slot) {
    char* empty = nullptr;
    if (tracked_temporaries[slot].compare_exchange_strong(empty, copy)) return slot;
  }
  std::free(copy);
  return kTrackedTemporaries;
}

void untrack_temporary(std::size_t slot) {
  if (slot >= kTrackedTemporaries) return;
  std::free(tracked_temporaries[slot].exchange(nullptr));
}

extern "C" void remove_temporaries_and_reraise(int signal_number) {
  for (auto& slot : tracked_temporaries) {
    if (const char* path = slot.load()) ::unlink(path);
  }
  std::signal(signal_number, SIG_DFL);
  std::raise(signal_number);
}

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

TrackedTemporary::TrackedTemporary(const fs::path& path) : slot_(track_temporary(path)) {}
TrackedTemporary::~TrackedTemporary() {
  untrack_temporary(slot_);
}
TrackedTemporary::TrackedTemporary(TrackedTemporary&& other) noexcept : slot_(other.slot_) {
  other.slot_ = kTrackedTemporaries;
}
TrackedTemporary& TrackedTemporary::operator=(TrackedTemporary&& other) noexcept {
  if (this != &other) {
    untrack_temporary(slot_);
    slot_ = other.slot_;
    other.slot_ = kTrackedTemporaries;
  }
  return *this;
}

void remove_temporaries_on_signal() {
  for (const int signal_number : {SIGINT, SIGTERM, SIGHUP}) {
    struct sigaction current {};
    ::sigaction(signal_number, nullptr, &current);
    if (current.sa_handler == SIG_IGN) continue;  // nohup and friends: leave it ignored
    struct sigaction cleanup {};
    cleanup.sa_handler = remove_temporaries_and_reraise;
    sigemptyset(&cleanup.sa_mask);
    ::sigaction(signal_number, &cleanup, nullptr);
  }
}

void write_file_atomically(const fs::path& path, const std::string& bytes) {
  const fs::path temporary = sibling(path, "tmp");
  const TrackedTemporary tracking(temporary);
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
  const fs::path final_path = dir_ / name;
  const fs::path temporary = sibling(final_path, "tmp");
  Staged staged{temporary, final_path, sibling(final_path, "old"), false, false, TrackedTemporary(temporary)};
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
  staged_.clear();  // stops tracking the temporary names, all renamed now
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
