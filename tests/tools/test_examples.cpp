// Every example program parses, verifies, and prints back to itself.
#include <catch2/catch.hpp>
#include <filesystem>

#include "cli_helpers.hpp"
#include "pmapsim/program.hpp"

TEST_CASE("example programs round-trip through the text form") {
  int programs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(source_path("examples/programs"))) {
    if (entry.path().extension() != ".spmd") continue;
    INFO(entry.path());
    const pmapsim::Program program = pmapsim::read_program_file(entry.path().string());
    const std::string text = pmapsim::print(program);
    const pmapsim::Program again = pmapsim::parse_program(text);
    CHECK(again == program);
    CHECK(pmapsim::print(again) == text);
    ++programs;
  }
  CHECK(programs >= 4);
}
