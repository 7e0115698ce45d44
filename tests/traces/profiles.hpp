// Hand-built Profiles shaped like each backend's, and scratch files for tests.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "pmapsim/profile.hpp"

namespace pmapsim::traces::testing {

// Two CPU devices, an "ops" track only, wall times per op.
Profile reference_shaped_profile();
// Two TPU devices: ops, mxu0, mxu1, vpu, dma (with two transfers that overlap
// without nesting), ICI links, flows for a psum and a ppermute, counters.
Profile sim_shaped_profile();
// One GPU process per logical device with ops and concurrent streams.
Profile cuda_shaped_profile();

ProfileEvent make_event(int device, std::string track, std::string name, double start_ns, double duration_ns,
                        Bound bound = Bound::none, int op_index = -1);

// A fresh, empty directory under the system temp dir, removed at scope end.
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  std::string file(const std::string& name) const { return (path_ / name).string(); }
  // Names of the files in the directory (to see that nothing was left behind).
  std::size_t file_count() const;

 private:
  std::filesystem::path path_;
};

// Files this process writes may not grow beyond max_bytes while it lives
// (writes past it fail with EFBIG, as on a full disk, instead of raising SIGXFSZ).
class FileSizeLimit {
 public:
  explicit FileSizeLimit(std::size_t max_bytes);
  ~FileSizeLimit();
  FileSizeLimit(const FileSizeLimit&) = delete;
  FileSizeLimit& operator=(const FileSizeLimit&) = delete;

 private:
  std::uint64_t previous_soft_limit_;
  void (*previous_handler_)(int);
};

// The sim-shaped profile repeated to at least `events` events (at most twice
// that), about 0.2 KB each in a plain trace.
Profile large_profile(std::size_t events);

std::string read_bytes(const std::string& path);
void write_bytes(const std::string& path, const std::string& bytes);
// The decompressed contents of a gzip file.
std::string gunzip_file(const std::string& path);

}  // namespace pmapsim::traces::testing
