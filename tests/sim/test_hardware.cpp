// Presets, overrides and the errors for bad hardware configurations.
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "pmapsim/sim/hardware.hpp"
#include "sim_test_helpers.hpp"

using namespace pmapsim;
using namespace pmapsim::sim;

namespace {

HardwareConfig resolve(const std::string& spec) {
  return resolve_hardware(BackendSpec::parse(spec));
}

std::string write_temp(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("pmapsim_test_sim_" + name);
  std::ofstream(path) << text;
  return path.string();
}

void check_one_line_error(const std::string& spec, const std::string& expected) {
  INFO(spec);
  try {
    resolve(spec);
    FAIL("no error");
  } catch (const Error& e) {
    const std::string message = e.what();
    CHECK_THAT(message, Catch::Contains(expected));
    CHECK(message.find('\n') == std::string::npos);
  }
}

}  // namespace

TEST_CASE("every preset loads and its peak matches the published figure") {
  // Peaks from reference-figures.md, TFLOP/s bf16 per chip.
  const std::vector<std::pair<std::string, double>> peaks = {
      {"tpu-v4", 275}, {"tpu-v5e", 197}, {"tpu-v5p", 459}, {"tpu-v6e", 918}};
  for (const auto& [preset, tflops] : peaks) {
    INFO(preset);
    const HardwareConfig hw = resolve("sim:" + preset);
    CHECK(hw.peak_flops_per_s() / 1e12 == Approx(tflops).epsilon(0.005));
    CHECK(hw.sources.at("clock_hz").size() > 10);
  }
  const HardwareConfig v5e = resolve("sim");
  CHECK(v5e.preset == "tpu-v5e");
  CHECK(v5e.hbm_bytes_per_s == 819e9);
  CHECK(v5e.devices == 8);
  // Small slices have no wraparound: v5e closes only axes of 16, v4 only whole 4x4x4 cubes.
  CHECK(v5e.topology.str() == "mesh2d:2x4");
  CHECK(resolve("sim:tpu-v4").topology.str() == "mesh3d:2x2x2");
}

TEST_CASE("slices wrap as their generation builds them") {
  CHECK(resolve("sim:tpu-v5e,topology=16x16").topology.str() == "torus2d:16x16");
  CHECK(resolve("sim:tpu-v5e,topology=16x4").topology.str() == "mesh2d:16x4:wrap-x");
  CHECK(resolve("sim:tpu-v6e,devices=256").topology.str() == "torus2d:16x16");
  CHECK(resolve("sim:tpu-v5p,topology=4x4x8").topology.str() == "torus3d:4x4x8");
  CHECK(resolve("sim:tpu-v5p,topology=2x2x4").topology.str() == "mesh3d:2x2x4");
  CHECK(resolve("sim:tpu-v4,devices=64").topology.str() == "torus3d:4x4x4");
  CHECK(resolve("sim:tpu-v5e,topology=mesh2d:4x4").devices == 16);
  // An explicit torus the chip cannot close, unless the rule is overridden.
  CHECK(resolve("sim:tpu-v5e,topology=torus2d:4x4,ici_wraparound=all").topology.str() == "torus2d:4x4");
  CHECK(resolve("sim:tiny,topology=torus2d:2x2").topology.str() == "torus2d:2x2");
}

TEST_CASE("GPU presets sit on a switch sized by their device count and ICI chips refuse one") {
  CHECK(resolve("sim:h100-sxm").topology.str() == "switch:8");
  CHECK(resolve("sim:h100-sxm,devices=16").topology.str() == "switch:16");
  CHECK(resolve("sim:h200-sxm,topology=switch").devices == 8);
  CHECK(resolve("sim:a100-sxm").topology.str() == "switch:8");
  CHECK(resolve("sim:b200,devices=4").topology.str() == "switch:4");
  // Dense bf16 peaks (NVIDIA's datasheets): 312, 989.4 and 2250 TFLOP/s.
  CHECK(resolve("sim:a100-sxm").peak_flops_per_s() / 1e12 == Approx(312).epsilon(0.005));
  CHECK(resolve("sim:h100-sxm").peak_flops_per_s() / 1e12 == Approx(989.4).epsilon(0.005));
  CHECK(resolve("sim:b200").peak_flops_per_s() / 1e12 == Approx(2250).epsilon(0.005));
  // Only Hopper's and Blackwell's NVSwitch reduce (NCCL's NVLS).
  CHECK(resolve("sim:a100-sxm").switch_reduce_efficiency == 0);
  CHECK(resolve("sim:h200-sxm").switch_reduce_efficiency == 0.85);
  CHECK(resolve("sim:b200").switch_reduce_efficiency == 0.74);
  CHECK(resolve("sim:h200-sxm").switch_reduce_channels == 16);
  CHECK(resolve("sim:b200").switch_reduce_channels == 24);
  CHECK_THROWS_WITH(resolve("sim:tpu-v5e,topology=switch:8"),
                    Catch::Contains("tpu-v5e chips connect over 4 ICI ports, not to a switch"));
}

TEST_CASE("devices are named after the preset's kind of chip") {
  CHECK(testing::open_sim("sim:h100-sxm")->devices()[2].name == "/device:SIM_GPU:2 (h100-sxm)");
  CHECK(testing::open_sim("sim:h200-sxm")->devices()[7].name == "/device:SIM_GPU:7 (h200-sxm)");
  CHECK(testing::open_sim("sim:tpu-v5e")->devices()[1].name == "/device:SIM_TPU:1 (tpu-v5e)");
  CHECK(testing::open_sim("sim:tiny,device_kind=gpu")->devices()[0].name == "/device:SIM_GPU:0 (tiny)");
  CHECK(resolve("sim:tiny").sources.at("device_kind") == "default");
}

TEST_CASE("spec options override fields by name and by alias") {
  const HardwareConfig hw =
      resolve("sim:tpu-v5e,devices=16,topology=mesh2d:4x4,ici_gbps=100,hbm_gib=8,dataflow=os");
  CHECK(hw.devices == 16);
  CHECK(hw.topology.str() == "mesh2d:4x4");
  CHECK(hw.ici_bytes_per_s_per_direction == 100e9);
  CHECK(hw.hbm_bytes == 8.0 * 1024 * 1024 * 1024);
  CHECK(hw.dataflow == Dataflow::os);
  CHECK_THAT(hw.sources.at("ici_bytes_per_s_per_direction"), Catch::Contains("ici_gbps=100"));
  // A topology alone sets the device count; a device count alone shapes the topology.
  CHECK(resolve("sim:tpu-v5e,topology=4x8").devices == 32);
  CHECK(resolve("sim:tpu-v4,devices=4096").topology.str() == "torus3d:16x16x16");
  // timing-only is the run mode, not hardware: the backend says it computes no values.
  CHECK_FALSE(testing::open_sim("sim:tiny,timing-only")->computes_values());
  CHECK(testing::open_sim("sim:tiny")->computes_values());
  // The flag alone keeps the default preset.
  const HardwareConfig flag_only = resolve("sim:timing-only");
  CHECK(flag_only.preset == resolve("sim").preset);
  CHECK_FALSE(testing::open_sim("sim:timing-only")->computes_values());
  CHECK(resolve("sim:tiny,collective=bidirectional_ring").collective ==
        CollectiveAlgorithm::bidirectional_ring);
}

TEST_CASE("describe prints every field with its unit and source") {
  const std::string text = resolve("sim:tiny,hbm_gbps=32").describe();
  CHECK_THAT(text, Catch::Contains("hbm_bytes_per_s"));
  CHECK_THAT(text, Catch::Contains("B/s"));
  CHECK_THAT(text, Catch::Contains("spec string (hbm_gbps=32)"));
  CHECK_THAT(text, Catch::Contains("ring:4"));
  const auto backend = testing::open_sim("sim:tiny");
  // The backend describes the hardware, then the run mode.
  CHECK_THAT(backend->describe(), Catch::StartsWith(resolve("sim:tiny").describe()) &&
                                      Catch::EndsWith("run mode: numbers (reference kernels) and time\n"));
  CHECK_THAT(testing::open_sim("sim:tiny,timing-only")->describe(), Catch::Contains("run mode: timing-only"));
  CHECK(backend->device_count() == 4);
  CHECK(backend->devices()[3].name == "/device:SIM_TPU:3 (tiny)");
}

TEST_CASE("a JSON config file overrides a preset, fully or in part") {
  const std::string path = write_temp("chip.json", R"({"base": "tiny", "fields": {"mxu_rows": 16,
      "hbm_bytes_per_s": {"value": 32e9, "source": "my measurement"}}})");
  const HardwareConfig hw = resolve("sim:config=" + path);
  CHECK(hw.preset == "tiny");
  CHECK(hw.mxu_rows == 16);
  CHECK(hw.mxu_cols == 8);
  CHECK(hw.hbm_bytes_per_s == 32e9);
  CHECK(hw.sources.at("hbm_bytes_per_s") == "my measurement");
  // The spec's preset wins over "base"; spec options win over the file.
  const HardwareConfig over = resolve("sim:tpu-v5e,config=" + path + ",mxu_rows=32");
  CHECK(over.preset == "tpu-v5e");
  CHECK(over.mxu_rows == 32);
  CHECK(over.hbm_bytes_per_s == 32e9);
  std::filesystem::remove(path);
}

TEST_CASE("bad hardware input: one-line errors naming the field") {
  check_one_line_error("sim:tpu-v9", "unknown sim preset 'tpu-v9'");
  check_one_line_error("sim:tiny,warp_drive=1", "unknown option 'warp_drive' for backend 'sim'");
  check_one_line_error("sim:tiny,mxu_rows=abc", "mxu_rows: expected a number, got 'abc'");
  check_one_line_error("sim:tiny,mxu_rows=2.5", "mxu_rows: expected an integer, got '2.5'");
  check_one_line_error("sim:tiny,mxu_rows=0", "mxu_rows: must be >= 1");
  check_one_line_error("sim:tiny,hbm_bytes_per_s=0", "hbm_bytes_per_s: must be > 0");
  check_one_line_error("sim:tiny,ici_gbps=-5", "ici_bytes_per_s_per_direction: must be > 0");
  check_one_line_error("sim:tiny,dataflow=diagonal", "dataflow: unknown dataflow 'diagonal'");
  check_one_line_error("sim:tiny,device_kind=fpga", "device_kind: unknown kind 'fpga' (tpu, gpu)");
  check_one_line_error("sim:tiny,collective=telepathy", "telepathy");
  check_one_line_error("sim:tpu-v5e,devices=8,topology=torus2d:4x4",
                       "topology torus2d:4x4 has 16 devices, but devices=8");
  check_one_line_error("sim:tiny,topology=hypercube", "topology: unknown topology 'hypercube'");
  check_one_line_error(
      "sim:tpu-v5e,topology=torus2d:4x4",
      "tpu-v5e cannot close axis x into a ring (ici_wraparound full_axes:16); use mesh2d:4x4");
  check_one_line_error("sim:tpu-v5p,topology=torus3d:2x2x4", "use mesh3d:2x2x4");
  check_one_line_error("sim:tpu-v5e,topology=4x4x4",
                       "tpu-v5e chips have 4 ICI ports, enough for 2 axes, not 3");
  check_one_line_error("sim:tpu-v5e,topology=4x4x4x4", "a slice has at most 3 axes");
  check_one_line_error("sim:tiny,ici_wraparound=sometimes", "ici_wraparound: unknown rule 'sometimes'");
  check_one_line_error("sim:tiny,ici_wraparound=full_axes:x", "expected a positive count");
  check_one_line_error("sim:tiny,topology=full:4,collective=torus", "collective=torus: the topology full:4");
  check_one_line_error("sim:tiny,config=/nonexistent/chip.json", "cannot open");
  check_one_line_error("sim:a100-sxm,collective=switch_reduce",
                       "collective=switch_reduce: a100-sxm's switch does not reduce");
  check_one_line_error("sim:h100-sxm,switch_reduce_efficiency=1.5",
                       "switch_reduce_efficiency: 1.5 is not a fraction");
  check_one_line_error("sim:h100-sxm,switch_reduce_channels=0",
                       "switch_reduce_channels is 0, but a switch that reduces (switch_reduce_efficiency 0.85)");

  const std::string wrong_type = write_temp("wrong_type.json", R"({"fields": {"mxu_rows": "big"}})");
  check_one_line_error("sim:tiny,config=" + wrong_type, "mxu_rows: expected an integer");
  const std::string unknown = write_temp("unknown.json", R"({"fields": {"flux_capacitor": 1}})");
  check_one_line_error("sim:tiny,config=" + unknown, "unknown field 'flux_capacitor'");
  const std::string malformed = write_temp("malformed.json", R"({"fields": {"mxu_rows": )");
  check_one_line_error("sim:tiny,config=" + malformed, "malformed JSON");
  for (const auto& path : {wrong_type, unknown, malformed}) std::filesystem::remove(path);
}

TEST_CASE("PMAPSIM_PRESET_DIR points the preset search elsewhere") {
  const auto dir = std::filesystem::temp_directory_path() / "pmapsim_test_presets";
  std::filesystem::create_directories(dir);
  std::filesystem::copy_file(std::filesystem::path(preset_directory()) / "tiny.json", dir / "mine.json",
                             std::filesystem::copy_options::overwrite_existing);
  setenv("PMAPSIM_PRESET_DIR", dir.c_str(), 1);
  CHECK(resolve("sim:mine").mxu_rows == 8);
  CHECK_THROWS_WITH(resolve("sim:tpu-v5e"), Catch::Contains("unknown sim preset 'tpu-v5e'"));
  unsetenv("PMAPSIM_PRESET_DIR");
  std::filesystem::remove_all(dir);
  CHECK(resolve("sim:tpu-v5e").mxu_rows == 128);
}
