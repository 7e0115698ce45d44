// Output files that are complete or absent: written under temporary names
// and renamed into place, with nothing left behind when a write fails (a
// full disk, a file-size limit) or the process unwinds.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace pmapsim {

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
    std::filesystem::path temporary, final_path, backup;
    bool replaced = false;  // final_path existed and was moved to backup
    bool placed = false;    // temporary was renamed to final_path
  };
  void roll_back();

  std::filesystem::path dir_;
  std::string what_;
  std::vector<std::filesystem::path> created_dirs_;  // deepest last
  std::vector<Staged> staged_;
  bool committed_ = false;
};

}  // namespace pmapsim
