// The exported JAX corpora (tests/data/stablehlo and stablehlo-jax0.12, which
// tests/python/test_corpus.py runs on every backend it can open, cuda:virtual=8
// only where a GPU is) on the emulated cuda:virtual=8: every program the
// reference compiles, the CUDA backend compiles too but for the ones listed
// here with the reason, and the others' results on the corpus's inputs equal
// the reference's within the check's tolerance of their dtype (NaN and
// infinities where the reference has them).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "pmapsim/backend.hpp"
#include "pmapsim/check.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/npy.hpp"
#include "pmapsim/sharding.hpp"
#include "pmapsim/stablehlo/import.hpp"

using namespace pmapsim;
namespace fs = std::filesystem;

namespace {

struct Case {
  std::string name;  // corpus/program
  fs::path dir;
  Program program;
};

// Every corpus program the reference compiles.
const std::vector<Case>& cases() {
  static const std::vector<Case> all = [] {
    std::vector<Case> found;
    const auto reference = BackendRegistry::global().open("reference:devices=8");
    for (const char* corpus : {"stablehlo", "stablehlo-jax0.12"}) {
      std::vector<fs::path> dirs;
      for (const auto& entry : fs::directory_iterator(fs::path(PMAPSIM_SOURCE_DIR) / "tests/data" / corpus))
        if (fs::exists(entry.path() / "program.mlir")) dirs.push_back(entry.path());
      std::sort(dirs.begin(), dirs.end());
      for (const fs::path& dir : dirs) {
        std::ifstream in(dir / "program.mlir");
        std::stringstream text;
        text << in.rdbuf();
        Case c{std::string(corpus) + "/" + dir.filename().string(), dir,
               import_stablehlo(text.str(), dir.filename().string())};
        try {
          reference->compile(c.program);
        } catch (const Error&) {
          continue;  // the reference refuses it too (a case of the import's own tests)
        }
        found.push_back(std::move(c));
      }
    }
    return found;
  }();
  return all;
}

// What cuda:virtual=8 refuses, by program: the reason, as its error says it.
const std::map<std::string, std::string> kRefused = {
    // A reduce region with exp (logsumexp): the region kernels give the
    // reference's bits, and the reference's f32 exp is Eigen's approximation.
    {"stablehlo/gen_cumlogsumexp", "reduce: the CUDA backend cannot run this region: its region uses exp"},
    {"stablehlo/gen_logaddexp_window",
     "reduce: the CUDA backend cannot run this region: its region uses exp"},
    {"stablehlo-jax0.12/gen_cumlogsumexp",
     "reduce: the CUDA backend cannot run this region: its region uses exp"},
    {"stablehlo-jax0.12/gen_logaddexp_window",
     "reduce: the CUDA backend cannot run this region: its region uses exp"},
};

// The corpus's inputs, per device: globals split by the program's specs, or
// (a pmap) along axis 0, or whole when a parameter is one device's.
std::vector<std::vector<Array>> corpus_arguments(const Case& c) {
  std::vector<Array> globals;
  for (std::size_t p = 0; p < c.program.params.size(); ++p) {
    const fs::path file = c.dir / ("arg" + std::to_string(p) + ".npy");
    globals.push_back(read_npy(file.string(), std::optional<DType>(c.program.params[p].type.dtype)));
  }
  if (!c.program.in_specs.empty()) return shard_arguments(c.program, globals);
  const std::int64_t n = c.program.axis_size;
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(n));
  for (std::size_t p = 0; p < globals.size(); ++p) {
    const Shape& local = c.program.params[p].type.shape;
    const Array& global = globals[p];
    for (std::int64_t d = 0; d < n; ++d) {
      if (global.shape() == local) {
        args[static_cast<std::size_t>(d)].push_back(global);
      } else {
        Shape stacked = local;
        stacked.insert(stacked.begin(), n);
        args[static_cast<std::size_t>(d)].push_back(global.reshape(stacked).slice_axis(0, d).reshape(local));
      }
    }
  }
  return args;
}

// got against want: integers and bools bit for bit; floats (complex part by
// part) with NaN and infinities where want has them and the rest within the
// check's relative tolerance of the dtype (the norm of the difference against
// the norm of want).
void require_close(const Array& got, const Array& want) {
  REQUIRE(got.dtype() == want.dtype());
  REQUIRE(got.shape() == want.shape());
  if (!is_floating(want.dtype()) && !is_complex(want.dtype())) {
    CHECK(std::memcmp(got.raw(), want.raw(), want.byte_size()) == 0);
    return;
  }
  double difference = 0, norm = 0;
  bool specials_agree = true;
  const auto part = [&](double g, double w) {
    if (!std::isfinite(w)) {
      specials_agree = specials_agree && (std::isnan(w) ? std::isnan(g) : g == w);
      return;
    }
    difference += (g - w) * (g - w);
    norm += w * w;
  };
  for (std::int64_t i = 0; i < want.size(); ++i) {
    if (is_complex(want.dtype())) {
      part(got.get_complex(i).real(), want.get_complex(i).real());
      part(got.get_complex(i).imag(), want.get_complex(i).imag());
    } else {
      part(got.get(i), want.get(i));
    }
  }
  CHECK(specials_agree);
  CHECK(std::sqrt(difference) <= CheckOptions{}.tolerance(want.dtype()) * (norm > 0 ? std::sqrt(norm) : 1.0));
}

}  // namespace

TEST_CASE("cuda:virtual=8 compiles every corpus program the reference compiles, but the listed ones") {
  const auto gpu = BackendRegistry::global().open("cuda:virtual=8");
  std::map<std::string, std::string> refused;
  for (const Case& c : cases()) {
    try {
      gpu->compile(c.program);
    } catch (const Error& error) {
      refused[c.name] = error.what();
    }
  }
  CHECK(cases().size() >= 270);
  for (const auto& [name, why] : refused) {
    INFO(name << ": " << why);
    REQUIRE(kRefused.count(name) == 1);
    CHECK_THAT(why, Catch::StartsWith(kRefused.at(name)));
  }
  CHECK(refused.size() == kRefused.size());
}

TEST_CASE("cuda:virtual=8 gives the reference's results on the corpus inputs") {
  const auto gpu = BackendRegistry::global().open("cuda:virtual=8");
  const auto reference = BackendRegistry::global().open("reference:devices=8");
  int checked = 0;
  for (const Case& c : cases()) {
    if (kRefused.count(c.name) != 0) continue;
    INFO(c.name);
    const std::vector<std::vector<Array>> args = corpus_arguments(c);
    const RunResult got = compile_and_run(*gpu, c.program, args);
    const RunResult want = compile_and_run(*reference, c.program, args);
    REQUIRE(got.outputs.size() == want.outputs.size());
    for (std::size_t d = 0; d < want.outputs.size(); ++d) {
      REQUIRE(got.outputs[d].size() == want.outputs[d].size());
      for (std::size_t r = 0; r < want.outputs[d].size(); ++r) {
        INFO("device " << d << ", result " << r);
        require_close(got.outputs[d][r], want.outputs[d][r]);
      }
    }
    ++checked;
  }
  CHECK(checked + kRefused.size() == cases().size());
}
