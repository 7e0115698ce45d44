// Runs the pmapsim command line in a subprocess and captures what it printed.
#pragma once

#include <sys/wait.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <string>

struct CliResult {
  int exit_code = -1;
  std::string output;  // stdout and stderr together
};

// Runs a shell command line (bash, for $'...' quoting) and captures its output.
inline CliResult run_cli_in_shell(const std::string& command_line) {
  std::string quoted;
  for (char c : command_line) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  const std::string command = "bash -c '" + quoted + "' 2>&1";
  CliResult result;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return result;
  std::array<char, 4096> buffer;
  while (std::size_t n = std::fread(buffer.data(), 1, buffer.size(), pipe))
    result.output.append(buffer.data(), n);
  const int status = pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

inline CliResult run_cli(const std::string& arguments) {
  return run_cli_in_shell(std::string(PMAPSIM_CLI) + " " + arguments);
}

inline std::string source_path(const std::string& relative) {
  return std::string(PMAPSIM_SOURCE_DIR) + "/" + relative;
}

// A fresh, empty directory under the build tree for one test.
inline std::filesystem::path scratch_dir(const std::string& name) {
  const std::filesystem::path dir = std::filesystem::path(PMAPSIM_BINARY_DIR) / "test-scratch" / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

inline void write_text(const std::filesystem::path& path, const std::string& text) {
  FILE* file = std::fopen(path.c_str(), "wb");
  std::fwrite(text.data(), 1, text.size(), file);
  std::fclose(file);
}

// The number of lines in text (a trailing newline does not start a line).
inline int line_count(const std::string& text) {
  int lines = 0;
  for (char c : text) lines += c == '\n';
  return lines + (!text.empty() && text.back() != '\n');
}

// A bad-input run: exit code 2, exactly one line, pmapsim's error prefix, and
// a mention of `needle`.
inline void require_one_line_error(const CliResult& result, const std::string& needle) {
  INFO(result.output);
  CHECK(result.exit_code == 2);
  CHECK(line_count(result.output) == 1);
  CHECK(result.output.rfind("pmapsim: error: ", 0) == 0);
  CHECK(result.output.find(needle) != std::string::npos);
}
