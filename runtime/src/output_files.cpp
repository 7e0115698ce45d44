#include "pmapsim/output_files.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <utility>

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

StagedFile::StagedFile(fs::path target)
    : target_(std::move(target)), temporary_(sibling(target_, "tmp")), tracking_(temporary_) {
  fd_ = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  created_ = fd_ >= 0;
  if (!created_) problem_ = std::strerror(errno);
}

StagedFile::StagedFile(StagedFile&& other) noexcept
    : target_(std::move(other.target_)),
      temporary_(std::move(other.temporary_)),
      tracking_(std::move(other.tracking_)),
      fd_(std::exchange(other.fd_, -1)),
      problem_(std::move(other.problem_)),
      created_(std::exchange(other.created_, false)),  // the moved-from one removes nothing
      placed_(other.placed_) {}

StagedFile::~StagedFile() {
  if (fd_ >= 0) ::close(fd_);
  if (created_ && !placed_) ::unlink(temporary_.c_str());
}

void StagedFile::write(const char* data, std::size_t size) {
  while (problem_.empty() && size > 0) {
    const ssize_t written = ::write(fd_, data, size);
    if (written < 0) {
      if (errno != EINTR) problem_ = std::strerror(errno);
      continue;
    }
    data += written;
    size -= static_cast<std::size_t>(written);
  }
}

void StagedFile::close() {
  if (fd_ < 0) return;
  if (::close(fd_) != 0 && problem_.empty()) problem_ = std::strerror(errno);
  fd_ = -1;
}

void StagedFile::place() {
  close();
  if (!problem_.empty() || placed_) return;
  std::error_code error;
  fs::rename(temporary_, target_, error);
  if (error) problem_ = error.message();
  placed_ = !error;
}

void write_file_atomically(const fs::path& path, const std::string& bytes) {
  StagedFile file(path);
  file.write(bytes.data(), bytes.size());
  file.place();
  if (!file.problem().empty())
    throw Error(fmt::format("{}: cannot write: {}", path.string(), file.problem()));
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
  const fs::path target = dir_ / name;
  Staged staged{StagedFile(target), sibling(target, "old")};
  staged.file.write(bytes.data(), bytes.size());
  staged.file.close();  // many files may be staged: none holds a descriptor until the commit
  if (!staged.file.problem().empty())
    throw Error(fmt::format("{}: cannot write: {}", target.string(), staged.file.problem()));
  staged_.push_back(std::move(staged));
}

void OutputSet::commit() {
  std::error_code error;
  for (Staged& staged : staged_) {
    // A file replaces a file; a directory in the way is not moved aside.
    const fs::path& target = staged.file.target();
    if (fs::is_directory(target, error)) {
      error = std::make_error_code(std::errc::is_a_directory);
      break;
    }
    if (fs::exists(target, error)) {
      fs::rename(target, staged.backup, error);
      if (error) break;
      staged.replaced = true;
    }
    staged.file.place();
    if (!staged.file.problem().empty()) break;
  }
  const auto failed = std::find_if(staged_.begin(), staged_.end(),
                                   [](const Staged& staged) { return !staged.file.problem().empty(); });
  if (error || failed != staged_.end()) {
    const std::string message = error ? error.message() : failed->file.problem();
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
    if (it->file.placed()) fs::remove(it->file.target(), ignored);
    if (it->replaced) fs::rename(it->backup, it->file.target(), ignored);
  }
  staged_.clear();  // removes the temporary files not placed
  for (auto it = created_dirs_.rbegin(); it != created_dirs_.rend(); ++it) fs::remove(*it, ignored);
  created_dirs_.clear();
}

}  // namespace pmapsim
