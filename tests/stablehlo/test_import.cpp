// The mapping layer: the corpus programs that today's ops cover run through
// `pmapsim run PROGRAM.mlir` on the reference and match JAX's stored outputs;
// the others fail in one line naming the first op (or type, or mesh) without
// a mapping row.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "pmapsim/npy.hpp"
#include "pmapsim/stablehlo/import.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path kCorpus = fs::path(PMAPSIM_SOURCE_DIR) / "tests/data/stablehlo";
const fs::path kPmapsim = fs::path(PMAPSIM_BINARY_DIR) / "tools/pmapsim";

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string import_error(const std::string& name) {
  try {
    pmapsim::import_stablehlo(slurp(kCorpus / name / "program.mlir"), name + ".mlir");
  } catch (const pmapsim::Error& e) {
    return e.what();
  }
  return "";
}

// Runs the case with `pmapsim run` on BACKEND and compares every output with
// JAX's (f32: relative 1e-5 of the largest magnitude; integers and bools exact).
void run_and_compare(const std::string& name, const std::string& backend) {
  const fs::path dir = kCorpus / name;
  const fs::path out =
      fs::temp_directory_path() / ("pmapsim_stablehlo_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(out);
  std::string cmd = kPmapsim.string() + " run " + (dir / "program.mlir").string() + " -b '" + backend + "'";
  for (int i = 0; fs::exists(dir / ("arg" + std::to_string(i) + ".npy")); ++i)
    cmd += " --input arg" + std::to_string(i) + "=" + (dir / ("arg" + std::to_string(i) + ".npy")).string();
  cmd += " --out " + out.string() + " > /dev/null";
  INFO(cmd);
  REQUIRE(std::system(cmd.c_str()) == 0);
  int k = 0;
  for (; fs::exists(dir / ("out" + std::to_string(k) + ".npy")); ++k) {
    INFO(name << " out" << k);
    const pmapsim::Array want = pmapsim::read_npy((dir / ("out" + std::to_string(k) + ".npy")).string());
    const pmapsim::Array got = pmapsim::read_npy((out / ("out" + std::to_string(k) + ".npy")).string());
    REQUIRE(got.shape() == want.shape());
    double scale = 1e-30;
    for (std::int64_t i = 0; i < want.size(); ++i) scale = std::max(scale, std::abs(want.get(i)));
    for (std::int64_t i = 0; i < want.size(); ++i) {
      INFO("element " << i);
      CHECK(std::abs(got.get(i) - want.get(i)) <= 1e-5 * scale);
    }
  }
  CHECK(k > 0);
  CHECK(!fs::exists(out / ("out" + std::to_string(k) + ".npy")));
  fs::remove_all(out);
}

}  // namespace

TEST_CASE("the corpus programs today's ops cover match JAX's outputs on the reference") {
  for (const char* name : {"add_mul", "matmul_tanh", "select_compare", "mlp_step", "mixed_dtypes"})
    run_and_compare(name, "reference");
}

TEST_CASE("the corpus programs today's ops cover match JAX's outputs on the simulator") {
  run_and_compare("mlp_step", "sim:tpu-v5e,devices=1");
}

TEST_CASE("an op without a mapping row is a one-line error naming it and its place") {
  CHECK(import_error("cnn_forward") == "cnn_forward.mlir:3:10: stablehlo.convolution is not supported yet");
  CHECK(import_error("fori_loop") == "fori_loop.mlir:5:12: stablehlo.while is not supported yet");
  CHECK(import_error("layout") == "layout.mlir:5:10: stablehlo.slice is not supported yet");
  CHECK(import_error("random") == "random.mlir:19:10: stablehlo.slice is not supported yet");
  CHECK(import_error("shard_map_collectives").find("sdy.mesh") != std::string::npos);
  for (const std::string name : {"argmax_sort_topk", "cnn_grad", "gpt_block", "scan", "pmap_mlp_step"}) {
    const std::string err = import_error(name);
    INFO(err);
    CHECK(err.rfind(name + ".mlir", 0) == 0);
    CHECK(err.find('\n') == std::string::npos);
  }
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
