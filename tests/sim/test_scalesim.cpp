// The SCALE-Sim-compatible calculator: files in, COMPUTE_REPORT.csv out.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "pmapsim/errors.hpp"
#include "pmapsim/sim/scalesim.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

const char* kConfig = R"([general]
run_name = tiny_ws

[architecture_presets]
ArrayHeight:    8
ArrayWidth:     8
IfmapSramSzkB:    64
FilterSramSzkB:   64
OfmapSramSzkB:    64
IfmapOffset:    0
FilterOffset:   10000000
OfmapOffset:    20000000
Bandwidth : 10
Dataflow : ws
MemoryBanks: 1

[run_presets]
InterfaceBandwidth: CALC
)";

const char* kTopology = "Layer name, M, N, K,\nL0, 20, 16, 12,\nL1, 16, 16, 16,\n";

std::filesystem::path temp_dir() {
  const auto dir = std::filesystem::temp_directory_path() / "pmapsim_test_scalesim";
  std::filesystem::create_directories(dir);
  return dir;
}

std::string write(const std::string& name, const std::string& text) {
  const auto path = temp_dir() / name;
  std::ofstream(path) << text;
  return path.string();
}

std::vector<std::vector<std::string>> read_csv(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> fields;
    std::istringstream fields_in(line);
    for (std::string field; std::getline(fields_in, field, ',');) {
      const auto first = field.find_first_not_of(' ');
      fields.push_back(first == std::string::npos ? "" : field.substr(first));
    }
    rows.push_back(fields);
  }
  return rows;
}

}  // namespace

TEST_CASE("scalesim writes SCALE-Sim's compute report with its cycle counts") {
  const std::string config = write("tiny.cfg", kConfig);
  const std::string topology = write("gemm.csv", kTopology);
  const auto out = temp_dir() / "out";
  std::filesystem::remove_all(out);
  std::ostringstream log;
  CHECK(run_scalesim(config, topology, out.string(), log) == 0);
  const auto rows = read_csv(out / "tiny_ws" / "COMPUTE_REPORT.csv");
  REQUIRE(rows.size() == 3);
  CHECK(rows[0][0] == "LayerID");
  CHECK(rows[0][1] == "Total Cycles");
  CHECK(rows[0][4] == "Mapping Efficiency %");
  CHECK(rows[0][5] == "Compute Util %");
  // L0 ws on 8x8: K=12 -> 2 row folds, N=16 -> 2 col folds, T=M=20:
  // 4 folds * (2*8 + 8 + 20 - 2) - 1 = 167 cycles.
  CHECK(rows[1][0] == "0");
  CHECK(rows[1][1] == "167");
  CHECK(rows[1][2] == "0");
  CHECK(std::stod(rows[1][3]) == Approx(20.0 * 16 * 12 * 100 / (167 * 64)));  // overall util
  CHECK(std::stod(rows[1][4]) == Approx(75.0));                               // (8+4)*(8+8)/(4*64)
  CHECK(std::stod(rows[1][5]) == Approx(192.0 * 20 * 100 / (64 * 42 * 4)));   // compute util
  // L1 16x16x16: 4 * (16 + 8 + 16 - 2) - 1 = 151, every PE mapped.
  CHECK(rows[2][1] == "151");
  CHECK(std::stod(rows[2][4]) == Approx(100.0));
  CHECK_THAT(log.str(), Catch::Contains("COMPUTE_REPORT.csv"));
}

TEST_CASE("malformed SCALE-Sim files are one-line errors naming file and line") {
  std::ostringstream sink;
  const std::string config = write("ok.cfg", kConfig);
  const std::string short_row = write("short.csv", "Layer name, M, N, K,\nL0, 4, 4, 4,\nL1, 4, 4,\n");
  CHECK_THROWS_WITH(run_scalesim(config, short_row, temp_dir().string(), sink),
                    Catch::EndsWith("short.csv:3: expected 4 columns, got 3"));
  const std::string bad_number = write("bad.csv", "Layer name, M, N, K,\nL0, 4, x, 4,\n");
  CHECK_THROWS_WITH(run_scalesim(config, bad_number, temp_dir().string(), sink),
                    Catch::Contains("bad.csv:2: N: expected an integer, got 'x'"));
  const std::string zero = write("zero.csv", "Layer name, M, N, K,\nL0, 0, 4, 4,\n");
  CHECK_THROWS_WITH(run_scalesim(config, zero, temp_dir().string(), sink),
                    Catch::Contains("M: must be at least 1"));

  std::string no_height = kConfig;
  no_height.replace(no_height.find("ArrayHeight:    8\n"), 18, "");
  CHECK_THROWS_WITH(parse_scalesim_config(no_height, "a.cfg"), Catch::Contains("a.cfg: missing ArrayHeight"));
  std::string bad_flow = kConfig;
  bad_flow.replace(bad_flow.find("Dataflow : ws"), 13, "Dataflow : zz");
  CHECK_THROWS_WITH(parse_scalesim_config(bad_flow, "a.cfg"),
                    Catch::Contains("a.cfg:14: Dataflow: unknown dataflow"));
  CHECK_THROWS_WITH(parse_scalesim_config("[architecture_presets]\nArrayHeight 8\n", "b.cfg"),
                    Catch::Contains("b.cfg:2: expected 'key: value'"));
  CHECK_THROWS_WITH(run_scalesim("/nonexistent.cfg", short_row, ".", sink), Catch::Contains("cannot open"));
}

TEST_CASE("topology rows may omit the trailing comma and the header is skipped") {
  const auto layers = parse_gemm_topology("Layer, M, N, K\nfc1, 128, 64, 32\n\n", "t.csv");
  REQUIRE(layers.size() == 1);
  CHECK(layers[0].name == "fc1");
  CHECK(layers[0].shape.m == 128);
  CHECK(layers[0].shape.k == 32);
}
