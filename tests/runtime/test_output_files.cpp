// Output files that are complete or absent: OutputSet's all-or-nothing
// commit, and the signal handler that removes temporary files when the
// process is interrupted mid-write.
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "pmapsim/output_files.hpp"

namespace fs = std::filesystem;
using namespace pmapsim;

namespace {

fs::path fresh_directory(const std::string& tag) {
  const fs::path dir =
      fs::temp_directory_path() / ("pmapsim-output-files-" + tag + "-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  return dir;
}

std::vector<std::string> names_in(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(dir)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string contents(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("an output set places every file on commit and nothing without it") {
  const fs::path dir = fresh_directory("commit");
  {
    OutputSet outputs(dir / "run", "--out");
    outputs.add("out0.npy", "zero");
    outputs.add("out1.npy", "one");
    outputs.commit();
  }
  CHECK(names_in(dir / "run") == std::vector<std::string>{"out0.npy", "out1.npy"});
  CHECK(contents(dir / "run" / "out1.npy") == "one");
  {
    OutputSet abandoned(dir / "other", "--out");
    abandoned.add("out0.npy", "zero");
  }
  CHECK_FALSE(fs::exists(dir / "other"));  // the directory it created goes too
  fs::remove_all(dir);
}

TEST_CASE("interrupted by SIGTERM mid-write, the process leaves no temporary file") {
  const fs::path dir = fresh_directory("signal");
  fs::create_directories(dir);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    remove_temporaries_on_signal();
    OutputSet outputs(dir, "--out");
    outputs.add("out0.npy", "staged, never committed");
    std::raise(SIGTERM);
    ::_exit(0);  // not reached: the handler ends the process by the signal
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  CHECK(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == SIGTERM);
  CHECK(names_in(dir).empty());
  fs::remove_all(dir);
}

TEST_CASE("without the handler, the same interruption would leave the temporary file") {
  // The control for the case above: it shows that the staged file exists
  // until the handler removes it, so that case can fail.
  const fs::path dir = fresh_directory("control");
  fs::create_directories(dir);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    std::signal(SIGTERM, SIG_DFL);
    OutputSet outputs(dir, "--out");
    outputs.add("out0.npy", "staged, never committed");
    std::raise(SIGTERM);
    ::_exit(0);
  }
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  CHECK(WIFSIGNALED(status));
  CHECK(names_in(dir).size() == 1);
  fs::remove_all(dir);
}
