// The StableHLO text reader and the mapping layer behind `pmapsim import`.
#include "fuzz_input.hpp"
#include "pmapsim/stablehlo/import.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = pmapsim::fuzz::as_text(data, size);
  pmapsim::fuzz::expect_error_or_value([&] {
    const pmapsim::stablehlo::Module module = pmapsim::stablehlo::parse_module(text, "fuzz.mlir");
    // Every dense constant the reader kept decodes or errs in one line.
    for (const auto& f : module.functions)
      pmapsim::stablehlo::walk(f.body, [](const pmapsim::stablehlo::Op& op) {
        for (const auto& w : op.words)
          if (w.kind == pmapsim::stablehlo::Attr::Kind::Dense && !op.result_types.empty()) {
            try {
              pmapsim::stablehlo::decode_dense(w, op.result_types[0], "fuzz.mlir");
            } catch (const pmapsim::Error&) {
            }
          }
      });
    pmapsim::import_stablehlo(text, "fuzz.mlir");
  });
  return 0;
}
