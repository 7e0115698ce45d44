// The mapping layer: the corpus programs that today's ops cover run through
// `pmapsim run PROGRAM.mlir` on the reference and match JAX's stored outputs;
// the others fail in one line naming the first op (or type, or mesh) without
// a mapping row.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "corpus_helpers.hpp"

using namespace corpus;  // NOLINT: the helpers are this file's vocabulary

// Every program of a corpus, which must be exactly the cases its corpus.json lists.
std::vector<std::string> corpus_cases(const fs::path& root = kCorpus) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(root))
    if (fs::exists(entry.path() / "program.mlir")) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  const auto listed =
      nlohmann::json::parse(slurp(root / "corpus.json"))["cases"].get<std::vector<std::string>>();
  CHECK(names == listed);
  return names;
}

// The corpora's sizes, so that a case lost or added unnoticed fails: JAX 0.10's programs,
// and the same exported by JAX 0.12 with the library programs (lib_*).
constexpr std::size_t kCasesJax010 = 127, kCasesNewest = 151;

TEST_CASE("every corpus program matches JAX's outputs on the reference over 8 devices") {
  const auto names = corpus_cases();
  CHECK(names.size() == kCasesJax010);
  for (const std::string& name : names) run_and_compare(name, "reference:devices=8");
}

TEST_CASE("every corpus program matches JAX's outputs on the simulated 8-chip tpu-v5e slice") {
  for (const std::string& name : corpus_cases()) run_and_compare(name, "sim:tpu-v5e,devices=8");
}

TEST_CASE("every program exported by the newest JAX matches its outputs on the reference over 8 devices") {
  const auto names = corpus_cases(kCorpusNewest);
  CHECK(names.size() == kCasesNewest);
  for (const std::string& name : names) run_and_compare(name, "reference:devices=8", kCorpusNewest);
}

TEST_CASE("every program exported by the newest JAX matches its outputs on the simulated 8-chip slice") {
  for (const std::string& name : corpus_cases(kCorpusNewest))
    run_and_compare(name, "sim:tpu-v5e,devices=8", kCorpusNewest);
}

TEST_CASE("an op without a mapping row is a one-line error naming it and its place") {
  const std::string text =
      "module @m {\n  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
      "    %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>\n"
      "    %1 = stablehlo.cholesky %0, lower = true : tensor<4xf32>\n"
      "    return %1 : tensor<4xf32>\n  }\n}\n";
  CHECK_THROWS_WITH(pmapsim::import_stablehlo(text, "step.mlir"),
                    "step.mlir:4:10: stablehlo.cholesky is not supported yet");
}

TEST_CASE("an unsupported op's loc(...) name is part of its error") {
  const std::string text =
      "module @m {\n  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
      "    %0 = stablehlo.cholesky %arg0 : tensor<4xf32> loc(#loc3)\n    return %0 : tensor<4xf32>\n  }\n}\n"
      "#loc3 = loc(\"jit(f)/cholesky\"(#loc1))\n";
  CHECK_THROWS_WITH(pmapsim::import_stablehlo(text, "step.mlir"),
                    "step.mlir:3:10: stablehlo.cholesky (jit(f)/cholesky) is not supported yet");
}

TEST_CASE("the table's rows are the ops the docs list") {
  const auto ops = pmapsim::stablehlo_supported_ops();
  CHECK(ops.size() >= 53);
  const std::string doc = slurp(fs::path(PMAPSIM_SOURCE_DIR) / "docs/stablehlo.md");
  for (const auto& op : ops) {
    INFO(op);
    CHECK(doc.find("`" + op + "`") != std::string::npos);
  }
}
