// SCALE-Sim 3.0.0's model: every column of its three reports against reports
// SCALE-Sim itself wrote (tests/data/scalesim, made by make_expected.py
// there), hand counts on small layers, and its input rules.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "pmapsim/errors.hpp"
#include "pmapsim/scalesim/scalesim.hpp"
#include "pmapsim/scalesim/systolic.hpp"

using namespace pmapsim;
using namespace pmapsim::scalesim;

namespace {

const std::filesystem::path kData = std::filesystem::path(PMAPSIM_SOURCE_DIR) / "tests" / "data" / "scalesim";

std::string config_text(const std::string& dataflow, const std::string& mode = "CALC",
                        const std::string& bandwidth = "10") {
  return "[general]\nrun_name = tiny\n\n[architecture_presets]\nArrayHeight: 4\nArrayWidth: 4\n"
         "IfmapSramSzkB: 64\nFilterSramSzkB: 64\nOfmapSramSzkB: 64\nIfmapOffset: 0\nFilterOffset: 10000000\n"
         "OfmapOffset: 20000000\nBandwidth : " +
         bandwidth + "\nDataflow : " + dataflow + "\n\n[run_presets]\nInterfaceBandwidth: " + mode + "\n";
}

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

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::vector<std::string>> csv_cells(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(text);
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

// A topology's kind, from its header as SCALE-Sim's repository writes them.
LayerKind kind_of(const std::filesystem::path& topology) {
  const std::string header = read(topology).substr(0, 40);
  return header.find(" M,") != std::string::npos ? LayerKind::gemm : LayerKind::conv;
}

ConvLayer conv(std::int64_t ifmap, std::int64_t filter, std::int64_t channels, std::int64_t filters,
               std::int64_t stride) {
  ConvLayer layer;
  layer.name.assign(1, 'L');  // not = "L": GCC 12 warns (-Wrestrict) on that assignment when inlined
  layer.ifmap_h = layer.ifmap_w = ifmap;
  layer.filter_h = layer.filter_w = filter;
  layer.channels = channels;
  layer.num_filters = filters;
  layer.stride_h = layer.stride_w = stride;
  return layer;
}

}  // namespace

TEST_CASE("every column of SCALE-Sim 3.0.0's reports on its repository's topologies") {
  // Both ways of serving the read SRAMs must reproduce SCALE-Sim's reports.
  const ReplayMode replay = GENERATE(ReplayMode::shortcut, ReplayMode::full);
  INFO((replay == ReplayMode::full ? "full replay" : "shortcut"));
  int compared = 0;
  for (const auto& config_dir : std::filesystem::directory_iterator(kData / "expected")) {
    const std::string config_name = config_dir.path().filename().string();
    for (const auto& net_dir : std::filesystem::directory_iterator(config_dir.path())) {
      const std::string net = net_dir.path().filename().string();
      ScaleSimOptions options;
      options.config_path = (kData / "configs" / (config_name + ".cfg")).string();
      options.topology_path = (kData / "topologies" / (net + ".csv")).string();
      options.kind = kind_of(options.topology_path);
      options.replay = replay;
      const ScaleSimRun run = simulate_scalesim(options);
      const std::pair<const char*, std::string> reports[] = {
          {"COMPUTE_REPORT.csv", compute_report_csv(run.rows)},
          {"BANDWIDTH_REPORT.csv", bandwidth_report_csv(run.rows)},
          {"DETAILED_ACCESS_REPORT.csv", detailed_access_report_csv(run.rows)}};
      CHECK(run.config.run_name == config_name);
      for (const auto& [report, text] : reports) {
        const auto expected = csv_cells(read(net_dir.path() / report));
        const auto actual = csv_cells(text);
        INFO(config_name << " " << net << " " << report);
        REQUIRE(actual.size() == expected.size());
        CHECK(actual[0] == expected[0]);  // the header, column names and order
        for (std::size_t row = 1; row < expected.size(); ++row) {
          REQUIRE(actual[row].size() == expected[row].size());
          for (std::size_t column = 0; column < expected[row].size(); ++column) {
            INFO("layer " << row - 1 << ", column '" << expected[0][column] << "'");
            CHECK(actual[row][column] == expected[row][column]);
          }
        }
        ++compared;
      }
    }
  }
  CHECK(compared >= 27);  // at least one network x 3 dataflows x 3 modes x 3 reports
}

TEST_CASE("a conv layer runs as its im2col GEMM: hand counts, and the chip's systolic model agrees") {
  // 5x5x2 ifmap, 3x3 filters, 3 of them, stride 1: 3x3 = 9 output pixels,
  // a window of 3*3*2 = 18: the GEMM (9 x 18) . (18 x 3).
  const ConvLayer layer = conv(5, 3, 2, 3, 1);
  CHECK(layer.ofmap_pixels() == 9);
  CHECK(layer.window() == 18);
  const ScaleSimConfig os = parse_scalesim_config(config_text("os"), "os.cfg");
  const LayerReport r = simulate_layer(os, layer);
  // os on 4x4: Sr = 9 pixels -> 3 row folds (4, 4, 1 rows), Sc = 3 filters
  // -> 1 column fold, T = 18: 3 * (18 + 4 + 4 - 2) - 1 = 71 cycles, no stalls.
  CHECK(r.total_cycles == 71);
  CHECK(r.stall_cycles == 0);
  CHECK(r.total_cycles == systolic_gemm(Dataflow::os, {4, 4}, {9, 3, 18}).total_cycles);
  CHECK(r.mapping_efficiency_percent == Approx((12.0 + 12 + 3) / 3 / 16 * 100));
  CHECK(r.ifmap_sram_reads == 18 * 9);             // each pixel's window once per column fold
  CHECK(r.filter_sram_reads == 18 * 3 * 3);        // the filters once per row fold
  CHECK(r.ofmap_sram_writes == 27 + 3 * (4 + 4));  // SCALE-Sim adds each fold's shape
  CHECK(r.overall_util_percent == Approx(9.0 * 3 * 18 * 100 / (71 * 16)));

  // ws: Sr = window 18 -> 5 row folds (4, 4, 4, 4, 2), T = 9 pixels:
  // 5 * (2*4 + 4 + 9 - 2) - 1 = 94; compute utilization divides by the fold
  // matrix's 19 + 4 - 1 = 22 cycles.
  const ScaleSimConfig ws = parse_scalesim_config(config_text("ws"), "ws.cfg");
  const LayerReport w = simulate_layer(ws, layer);
  CHECK(w.total_cycles == 94);
  CHECK(w.total_cycles == systolic_gemm(Dataflow::ws, {4, 4}, {9, 3, 18}).total_cycles);
  CHECK(w.compute_util_percent == Approx(54.0 * 9 / (5 * 16 * 22) * 100));

  // Strides: SCALE-Sim's output size is ceil((I - F + S) / S), no padding.
  CHECK(conv(5, 3, 1, 1, 2).ofmap_h() == 2);
  CHECK(conv(224, 11, 3, 96, 4).ofmap_h() == 55);
}

TEST_CASE("USER mode: a small SRAM on a slow interface stalls, and the post-release fix counts differently") {
  // 16 kB of im2col ifmap through a 1 kB ifmap SRAM refilled at 10 words a cycle.
  std::string config = config_text("os", "USER");
  config.replace(config.find("IfmapSramSzkB: 64"), 17, "IfmapSramSzkB: 1");
  const ScaleSimConfig user = parse_scalesim_config(config, "user.cfg");
  const ConvLayer layer = conv(32, 3, 16, 8, 1);
  const LayerReport release = simulate_layer(user, layer, StallAccounting::release);
  const LayerReport fixed = simulate_layer(user, layer, StallAccounting::fixed);
  const LayerReport calc = simulate_layer(parse_scalesim_config(config_text("os"), "calc.cfg"), layer);
  CHECK(calc.stall_cycles == 0);
  CHECK(release.stall_cycles > 0);
  CHECK(fixed.stall_cycles > 0);
  CHECK(fixed.stall_cycles != release.stall_cycles);
  CHECK(release.total_cycles == calc.total_cycles + release.stall_cycles);
  CHECK(fixed.total_cycles == calc.total_cycles + fixed.stall_cycles);
}

TEST_CASE("SCALE-Sim's topology rules: header, trailing commas, comments, one stride, depthwise layers") {
  const auto layers = parse_conv_topology(
      "Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, Strides,\n\n"
      "Conv1, 224, 224, 3, 3, 3, 32, 2,\n"
      "Conv2_dw, 112, 112, 3, 3, 1, 1, 1,#dw\n"
      "Conv3_DP, 8, 8, 3, 3, 3, 1, 1,\n"
      "Conv4, 8, 8, 1, 1, 4, 4, 1, 2:4,\n",
      "net.csv");
  REQUIRE(layers.size() == 6);
  CHECK(layers[0].stride_h == 2);
  CHECK(layers[0].stride_w == 2);
  CHECK(layers[1].name == "Conv2_dw");  // "dw" is only a name; "DP" splits by channel
  CHECK(layers[2].name == "Conv3_DPChannel_0");
  CHECK(layers[4].name == "Conv3_DPChannel_2");
  CHECK(layers[4].channels == 1);
  CHECK(layers[5].name == "Conv4");

  const auto gemm = parse_gemm_topology("Layer Name, M, N, K,\nTest 1, 256, 128, 64,", "g.csv");
  REQUIRE(gemm.size() == 1);
  CHECK(gemm[0].ofmap_pixels() == 256);  // M rows of a K-wide "ifmap", N filters
  CHECK(gemm[0].window() == 64);
  CHECK(gemm[0].num_filters == 128);
}

TEST_CASE("bad SCALE-Sim input is a one-line error naming the file and line") {
  const std::string header =
      "Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, Strides,\n";
  CHECK_THROWS_WITH(parse_conv_topology("Layer name, M, N, K,\nfc, 4, 4, 4,\n", "g.csv"),
                    Catch::Contains("g.csv:1: this is a GEMM topology") && Catch::Contains("-i gemm"));
  CHECK_THROWS_WITH(parse_conv_topology(header + "C1, 8, 8, 3, 3, 1, 1\n", "c.csv"),
                    Catch::Contains("c.csv:2: expected 8 fields ending with a comma, got 6 and '1'"));
  CHECK_THROWS_WITH(parse_conv_topology(header + "C1, 4, 4,\n", "c.csv"),
                    Catch::Contains("c.csv:2: expected 8 fields"));
  CHECK_THROWS_WITH(parse_conv_topology(header + "C1, 8, 8, 9, 3, 1, 1, 1,\n", "c.csv"),
                    Catch::Contains("c.csv:2: filter 9x3 is larger than the ifmap 8x8"));
  CHECK_THROWS_WITH(parse_conv_topology(header + "C1, 8, 8, 3, 3, 1, 1, 0,\n", "c.csv"),
                    Catch::Contains("c.csv:2: Strides: must be at least 1, got 0"));
  CHECK_THROWS_WITH(parse_conv_topology(header + "C1, 8, 8, 3, 3, 1, 1, 1, x,\n", "c.csv"),
                    Catch::Contains("c.csv:2: field 9 is 'x'"));
  // Rows of SCALE-Sim's own Resnet50.csv, on which SCALE-Sim 3.0.0 stops with an IndexError.
  CHECK_THROWS_WITH(parse_conv_topology(header + ",,,,,,,,,,,,\n", "r.csv"),
                    Catch::Contains("r.csv:2: a row without a layer name"));
  CHECK_THROWS_WITH(parse_conv_topology(header + "Conv1,224,224,7,7,3,64,2,,,110,110,12100\n", "r.csv"),
                    Catch::Contains("r.csv:2: field 9 is ''"));
  CHECK_THROWS_WITH(parse_gemm_topology(header + "C1, 8, 8, 3, 3, 1, 1, 1,\n", "c.csv"),
                    Catch::Contains("c.csv:2: expected 4 fields") && Catch::Contains("-i conv"));
  CHECK_THROWS_WITH(parse_gemm_topology("Layer, M, N, K,\nfc, 4, x, 4,\n", "g.csv"),
                    Catch::Contains("g.csv:2: N: expected an integer, got 'x'"));
  CHECK_THROWS_WITH(parse_scalesim_config(config_text("os", "USER", "0"), "a.cfg"),
                    Catch::Contains("a.cfg:13: Bandwidth (words per cycle): must be at least 1, got 0"));
  CHECK_THROWS_WITH(parse_scalesim_config(config_text("zz"), "a.cfg"), Catch::Contains("a.cfg:14: Dataflow"));
  CHECK_THROWS_WITH(parse_scalesim_config("[architecture_presets]\nArrayHeight 8\n", "b.cfg"),
                    Catch::Contains("b.cfg:2: expected 'key: value'"));

  // A bad input is an Error from the model, before the command writes anything.
  ScaleSimOptions options;
  options.config_path = write("ok.cfg", config_text("os"));
  options.topology_path = write("gemm_as_conv.csv", "Layer name, M, N, K,\nfc, 4, 4, 4,\n");
  CHECK_THROWS_AS(simulate_scalesim(options), Error);
  options.config_path = "/nonexistent.cfg";
  CHECK_THROWS_WITH(simulate_scalesim(options), Catch::Contains("cannot open"));
  options.config_path = write("ok.cfg", config_text("os"));
  options.topology_path = write("ok.csv", "Layer name, M, N, K,\nfc, 4, 4, 4,\n");
  options.kind = LayerKind::gemm;
  ::setenv("PMAPSIM_SCALESIM_REPLAY", "fast", 1);
  CHECK_THROWS_WITH(simulate_scalesim(options),
                    Catch::Contains("PMAPSIM_SCALESIM_REPLAY: 'fast' is not a replay mode"));
  ::setenv("PMAPSIM_SCALESIM_REPLAY", "checked", 1);
  CHECK(simulate_scalesim(options).rows.size() == 1);
  ::unsetenv("PMAPSIM_SCALESIM_REPLAY");
}

namespace {

ScaleSimConfig edge_config(Dataflow dataflow, bool user, std::int64_t sram_kb, std::int64_t ofmap_kb,
                           std::int64_t rows, std::int64_t cols) {
  ScaleSimConfig config;
  config.array = {rows, cols};
  config.dataflow = dataflow;
  config.ifmap_sram_kb = config.filter_sram_kb = sram_kb;
  config.ofmap_sram_kb = ofmap_kb;
  config.bandwidths = {user ? 3 : 10};
  config.user_bandwidth = user;
  config.ifmap_bank_bandwidth = config.filter_bank_bandwidth = 7;
  return config;
}

void check_same(const LayerReport& a, const LayerReport& b) {
  const std::vector<LayerReport> rows_a{a}, rows_b{b};
  CHECK(compute_report_csv(rows_a) == compute_report_csv(rows_b));
  CHECK(bandwidth_report_csv(rows_a) == bandwidth_report_csv(rows_b));
  CHECK(detailed_access_report_csv(rows_a) == detailed_access_report_csv(rows_b));
}

}  // namespace

TEST_CASE("the read-SRAM shortcut reports exactly what the full replay does, on edge-case layers") {
  // Partial last folds on both array axes (odd array, sizes not multiples
  // of it), windows that run past the ifmap (ofmap rounded up, no padding),
  // strides larger than the filter (ifmap positions no window covers),
  // operands that fit the SRAMs and ones many times larger (refills and
  // stalls in USER mode, sets leaving the active half in CALC mode), a
  // 1 kB SRAM smaller than one fold, every dataflow, both stall accountings;
  // windows that do not overlap (CALC mode then serves the operands row by
  // row), and windows that start past the ifmap (no entry in range).
  const Dataflow dataflow = GENERATE(Dataflow::os, Dataflow::ws, Dataflow::is);
  const bool user = GENERATE(false, true);
  const std::int64_t sram_kb = GENERATE(1, 4, 64);
  const StallAccounting stalls = GENERATE(StallAccounting::release, StallAccounting::fixed);
  const std::vector<ConvLayer> layers = {conv(9, 3, 5, 11, 2),  conv(12, 2, 3, 7, 3), conv(6, 1, 40, 33, 1),
                                         conv(17, 4, 6, 20, 1), conv(8, 5, 2, 3, 4),  conv(30, 3, 16, 40, 1),
                                         conv(9, 1, 64, 70, 1), conv(10, 2, 7, 9, 2), conv(11, 1, 34, 41, 3)};
  const ScaleSimConfig config = edge_config(dataflow, user, sram_kb, 1, 5, 3);
  for (const ConvLayer& layer : layers) {
    INFO("dataflow " << static_cast<int>(dataflow) << (user ? " USER " : " CALC ") << sram_kb << " kB, layer "
                     << layer.ifmap_h << "x" << layer.filter_h << "x" << layer.channels << "x"
                     << layer.num_filters << " stride " << layer.stride_h);
    const LayerReport full = simulate_layer(config, layer, stalls, ReplayMode::full);
    const LayerReport shortcut = simulate_layer(config, layer, stalls, ReplayMode::checked);
    check_same(shortcut, full);
  }
}

TEST_CASE(
    "a layer past 2^25 cycles runs where its read SRAMs need no addresses, and is refused where they do") {
  // A 4096 x 64 x 2048 GEMM on a 4x4 array, output stationary: 1024 x 16
  // folds of 2048 + 6 cycles, 3.4e7 cycles (past the 2^25 of a request-by-
  // request replay). With 32 MB SRAMs in CALC mode both operands (8 Mi and
  // 128 Ki addresses) fill under 50 sets, so it is served without addresses;
  // with 64 kB SRAMs it is not, and is refused in one line.
  const std::string topology = write("long.csv", "Layer, M, N, K,\nlong, 4096, 64, 2048,\n");
  auto options_for = [&](const std::string& sram_kb) {
    std::string text = config_text("os");
    for (const std::string name : {"IfmapSramSzkB: ", "FilterSramSzkB: "})
      text.replace(text.find(name) + name.size(), 2, sram_kb);
    ScaleSimOptions options;
    options.config_path = write("long_" + sram_kb + ".cfg", text);
    options.topology_path = topology;
    options.kind = LayerKind::gemm;
    return options;
  };
  REQUIRE_THROWS_WITH(simulate_scalesim(options_for("64")), Catch::Contains("split the layer"));
  const ScaleSimRun run = simulate_scalesim(options_for("32768"));
  REQUIRE(run.rows.size() == 1);
  // Stall-free (the ofmap drains a line of 4 words a cycle, as fast as the
  // array writes it): SCALE-Sim's total is the last demand row's index.
  CHECK(run.rows[0].stall_cycles == 0);
  CHECK(run.rows[0].total_cycles == 1024 * 16 * (2048 + 6) - 1);
  CHECK(run.rows[0].ifmap_dram_reads == 4096 * 2048);  // each address once, in CALC mode
  CHECK(run.rows[0].filter_dram_reads == 2048 * 64);
}

TEST_CASE("the read-SRAM shortcut reports what the full replay does, on random layers and arrays") {
  // Layers drawn with a fixed seed: rectangular ifmaps and filters, unequal
  // strides (windows that overlap on one axis and skip on the other), GEMM
  // shapes (a 1 x K filter over an M x K ifmap, as SCALE-Sim converts them),
  // arrays from 1 row to wider than the layer, every dataflow and mode, SRAMs
  // from a fraction of a fold to the whole operand.
  std::mt19937 random(20261204);
  auto draw = [&](std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>(low, high)(random);
  };
  for (int trial = 0; trial < 60; ++trial) {
    ConvLayer layer = conv(1, 1, 1, 1, 1);
    if (trial % 4 == 3) {  // a GEMM: M x K times K x N
      layer.ifmap_h = draw(1, 40), layer.ifmap_w = layer.filter_w = draw(1, 40);
      layer.num_filters = draw(1, 40);
    } else {
      layer.ifmap_h = draw(1, 14), layer.ifmap_w = draw(1, 14);
      layer.filter_h = draw(1, layer.ifmap_h), layer.filter_w = draw(1, layer.ifmap_w);
      layer.channels = draw(1, 9), layer.num_filters = draw(1, 12);
      layer.stride_h = draw(1, 4), layer.stride_w = draw(1, 4);
    }
    const auto dataflow = static_cast<Dataflow>(draw(0, 2));
    const bool user = draw(0, 1) == 1;
    const ScaleSimConfig config = edge_config(dataflow, user, draw(1, 3), 1, draw(1, 9), draw(1, 9));
    const StallAccounting stalls = draw(0, 1) == 1 ? StallAccounting::release : StallAccounting::fixed;
    INFO("trial " << trial << ": dataflow " << static_cast<int>(dataflow) << (user ? " USER" : " CALC")
                  << ", array " << config.array.rows << "x" << config.array.cols << ", ifmap "
                  << layer.ifmap_h << "x" << layer.ifmap_w << "x" << layer.channels << ", filter "
                  << layer.filter_h << "x" << layer.filter_w << " x" << layer.num_filters << ", strides "
                  << layer.stride_h << "," << layer.stride_w);
    check_same(simulate_layer(config, layer, stalls, ReplayMode::checked),
               simulate_layer(config, layer, stalls, ReplayMode::full));
  }
}

TEST_CASE("CALC mode: an address back after exactly 255 active halves misses (the estimate's stamps lap)") {
  // A 255 x 500 ifmap streamed once per column fold, output stationary, 1 kB
  // SRAMs (a half holds 50 sets of 10 addresses): every address is new to
  // the half it is requested in, so every request misses, and the second
  // pass asks for each address exactly 127,500 misses = 255 halves after the
  // first, where a stamp kept per half mod 255 would come round again.
  const auto layers = parse_gemm_topology("Layer, M, N, K,\ng, 255, 64, 500,\n", "lap.csv");
  ScaleSimConfig config = edge_config(Dataflow::os, false, 1, 4, 32, 32);
  for (const ReplayMode replay : {ReplayMode::full, ReplayMode::checked}) {
    const LayerReport report = simulate_layer(config, layers.at(0), StallAccounting::release, replay);
    CHECK(report.ifmap_sram_reads == 2 * 255 * 500);
    CHECK(report.ifmap_dram_reads == 2 * 255 * 500);
  }
}

TEST_CASE("the shortcut reports what the full replay does where only the ofmap SRAM stalls") {
  // Read SRAMs that hold the whole operands (the shortcut serves them
  // without addresses and passes the cycles of a fold without outputs in
  // one step) and a 1 kB ofmap SRAM drained at 1 word a cycle, which stalls
  // the array; many folds, partial last folds, and a stride that leaves the
  // last pixels' windows past the ifmap.
  const Dataflow dataflow = GENERATE(Dataflow::os, Dataflow::ws, Dataflow::is);
  std::int64_t stalls = 0;
  for (const ConvLayer& layer : {conv(20, 3, 4, 40, 1), conv(23, 4, 3, 30, 3), conv(16, 1, 9, 50, 1)}) {
    ScaleSimConfig config = edge_config(dataflow, true, 64, 1, 7, 5);
    config.bandwidths = {1};
    INFO("dataflow " << static_cast<int>(dataflow) << ", layer " << layer.ifmap_h << "x" << layer.filter_h
                     << "x" << layer.channels << "x" << layer.num_filters << " stride " << layer.stride_h);
    const LayerReport full = simulate_layer(config, layer, StallAccounting::release, ReplayMode::full);
    stalls += full.stall_cycles;
    check_same(simulate_layer(config, layer, StallAccounting::release, ReplayMode::checked), full);
  }
  CHECK(stalls > 0);  // the case this test is for
}
