// Output files that are complete or absent: written under temporary names
// and renamed into place, with nothing left behind when a write fails (a
// full disk, a file-size limit) or the process unwinds.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace pmapsim {

// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the temporary
// files being written (by write_file_atomically and OutputSet) and then end
// the process by the same signal, as it would have ended without them. A
// signal that is ignored (nohup) stays ignored. For programs (the CLI), not
// libraries: it replaces the process's handlers.
void remove_temporaries_on_signal();

// While it lives, the handlers of remove_temporaries_on_signal() remove path
// if a signal ends the process. Every writer that stages a file under a
// temporary name holds one for it.
class TrackedTemporary {
 public:
  explicit TrackedTemporary(const std::filesystem::path& path);
  ~TrackedTemporary();
  TrackedTemporary(TrackedTemporary&& other) noexcept;
  TrackedTemporary& operator=(TrackedTemporary&& other) noexcept;
  TrackedTemporary(const TrackedTemporary&) = delete;
  TrackedTemporary& operator=(const TrackedTemporary&) = delete;

 private:
  std::size_t slot_;  // in the handler's table; past its end when untracked
};

// A new file under a temporary name beside its target (".NAME.tmpPID.N"),
// tracked for remove_temporaries_on_signal() while it lives, and renamed onto
// the target by place() or removed when destroyed. Every output file is
// staged through one (write_file_atomically, OutputSet, the trace writer).
// A failure is kept as its errno text in problem() (empty while none), the
// later calls then doing nothing, so that each caller words its own error,
// also from a thread of its own.
class StagedFile {
 public:
  explicit StagedFile(std::filesystem::path target);  // creates the temporary file
  ~StagedFile();
  StagedFile(StagedFile&& other) noexcept;
  StagedFile& operator=(StagedFile&&) = delete;
  StagedFile(const StagedFile&) = delete;
  StagedFile& operator=(const StagedFile&) = delete;

  void write(const char* data, std::size_t size);
  void close();  // all written: its descriptor is released (place() closes it too)
  void place();  // closes the file and renames it onto the target
  const std::string& problem() const { return problem_; }
  bool placed() const { return placed_; }
  const std::filesystem::path& target() const { return target_; }

 private:
  std::filesystem::path target_, temporary_;
  TrackedTemporary tracking_;
  int fd_ = -1;
  std::string problem_;
  bool created_ = false;  // the temporary file exists (and is this one's to remove)
  bool placed_ = false;
};

// Writes bytes to path through a temporary file in the same directory;
// throws Error naming path, leaving no temporary file, when it cannot.
void write_file_atomically(const std::filesystem::path& path, const std::string& bytes);

// Several files in one directory that become visible together or not at
// all. The directory (and its missing parents) is created at construction;
// commit() renames every staged file into place, and when a rename fails it
// rolls the earlier ones back (restoring files they replaced). Destroyed
// without a successful commit, it removes its temporary files and the
// directories it created.
class OutputSet {
 public:
  explicit OutputSet(std::filesystem::path dir, std::string what);
  ~OutputSet();
  OutputSet(const OutputSet&) = delete;
  OutputSet& operator=(const OutputSet&) = delete;

  const std::filesystem::path& dir() const { return dir_; }
  // Writes one file's bytes under a temporary name (Error when it cannot).
  void add(const std::string& name, const std::string& bytes);
  void commit();

 private:
  struct Staged {
    StagedFile file;
    std::filesystem::path backup;
    bool replaced = false;  // the target existed and was moved to backup
  };
  void roll_back();

  std::filesystem::path dir_;
  std::string what_;
  std::vector<std::filesystem::path> created_dirs_;  // deepest last
  std::vector<Staged> staged_;
  bool committed_ = false;
};

}  // namespace pmapsim
