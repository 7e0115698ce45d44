// The .spmd program text parser (and the verifier and printer behind it).
#include "fuzz_input.hpp"
#include "pmapsim/program.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = pmapsim::fuzz::as_text(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    const pmapsim::Program program = pmapsim::parse_program(text, "fuzz.spmd");
    // A program that parses prints to text that parses again.
    pmapsim::parse_program(pmapsim::print(program), "printed.spmd");
  });
  return 0;
}
