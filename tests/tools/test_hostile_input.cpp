// Hostile input and faults, end to end: each class of failure a hostile
// tester found (exceptions escaping main, unchecked JSON, writes under a
// file-size limit, integers and simulated times out of range, NaN checks)
// gives one escaped line and exit 2, or exit 1 for a failed check, and
// leaves no temporary or partial files.
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include "cli_helpers.hpp"
#include "pmapsim/check.hpp"
#include "pmapsim/npy.hpp"

using pmapsim::Array;
using pmapsim::DType;
namespace fs = std::filesystem;

namespace {

// Every file under dir, recursively (the leftovers a failed write must not leave).
std::vector<std::string> files_under(const fs::path& dir) {
  std::vector<std::string> files;
  if (!fs::exists(dir)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) files.push_back(entry.path().string());
  return files;
}

// pmapsim under a file-size limit of `blocks` (ulimit -f: setrlimit
// RLIMIT_FSIZE in the child shell, inherited by pmapsim); only its error
// output is kept.
CliResult run_cli_with_file_limit(int blocks, const std::string& arguments) {
  return run_cli_in_shell("ulimit -f " + std::to_string(blocks) + " && exec " + std::string(PMAPSIM_CLI) +
                          " " + arguments + " >/dev/null");
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::string kTwoOutputs =
    "pmap @two axis=i devices=2 (%x: s32[1,4]) {\n"
    "  %0 = mul %x, %x : s32[1,4]\n"
    "  %1 = add %x, %x : s32[1,4]\n"
    "  return %0, %1\n"
    "}\n";

}  // namespace

TEST_CASE("errors are one line: user newlines are escaped, usage errors have no second line") {
  const CliResult spec = run_cli("devices -b $'sim:a\\nb'");
  require_one_line_error(spec, "sim:a\\nb");
  require_one_line_error(run_cli("run"), "program is required");
  require_one_line_error(run_cli("run --no-such-flag x.spmd"), "--no-such-flag");
  require_one_line_error(run_cli("frobnicate"), "subcommand");
}

TEST_CASE("a directory given as a file is a one-line error") {
  const auto dir = scratch_dir("directory_as_file");
  require_one_line_error(run_cli("devices -b sim:config=" + dir.string()), "it is a directory");
  require_one_line_error(run_cli("trace summary " + dir.string()), "it is a directory");
  require_one_line_error(run_cli("run " + dir.string()), dir.string());
}

TEST_CASE("JSON configs and traces: wrong types, huge numbers and deep nesting are one-line errors") {
  const auto dir = scratch_dir("hostile_json");
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  write_text(dir / "deep_config.json", "{\"fields\": {\"clock_hz\": " + deep + "}}");
  require_one_line_error(run_cli("devices -b sim:config=" + (dir / "deep_config.json").string()),
                         "nested deeper than");
  write_text(
      dir / "deep_trace.json",
      "{\"traceEvents\": [{\"ph\": \"X\", \"pid\": 0, \"ts\": 0, \"dur\": 1, \"name\": " + deep + "}]}");
  require_one_line_error(run_cli("trace summary " + (dir / "deep_trace.json").string()),
                         "nested deeper than");

  write_text(dir / "huge_number.json", "{\"fields\": {\"clock_hz\": 1e400}}");
  require_one_line_error(run_cli("devices -b sim:config=" + (dir / "huge_number.json").string()),
                         "huge_number.json");
  write_text(dir / "huge_ts.json",
             "{\"traceEvents\": [{\"ph\": \"X\", \"pid\": 0, \"ts\": 1e400, \"dur\": 1}]}");
  require_one_line_error(run_cli("trace summary " + (dir / "huge_ts.json").string()), "beyond the range");

  write_text(dir / "wrong_type.json",
             "{\"traceEvents\": [], \"metadata\": {\"pmapsim\": {\"devices\": [{\"id\": 1, \"name\": 5}]}}}");
  require_one_line_error(run_cli("trace compare " + (dir / "wrong_type.json").string() + " " +
                                 (dir / "wrong_type.json").string()),
                         "wrong_type.json");
  write_text(dir / "wide_pid.json",
             "{\"traceEvents\": [{\"ph\": \"X\", \"pid\": 4294967296, \"ts\": 0, \"dur\": 1}]}");
  require_one_line_error(run_cli("trace summary " + (dir / "wide_pid.json").string()),
                         "\"pid\" beyond the range of int");
  write_text(dir / "config_type.json", "{\"fields\": {\"devices\": \"eight\"}}");
  require_one_line_error(run_cli("devices -b sim:config=" + (dir / "config_type.json").string()),
                         "devices: expected an integer");
}

TEST_CASE("device counts and sizes beyond their range are errors, not wraps") {
  // 2^32 + 1 wrapped to 1 device in an int.
  require_one_line_error(run_cli("devices -b reference:devices=4294967297"), "devices must be at most 65536");
  require_one_line_error(run_cli("devices -b reference:devices=99999999999999999999999"),
                         "beyond the range of a 64-bit integer");
  require_one_line_error(run_cli("devices -b sim:devices=4294967297"), "devices: must be at most 65536");
  require_one_line_error(run_cli("devices -b sim:devices=1e30"), "devices: must be at most 65536");
  require_one_line_error(run_cli("devices -b sim:mxu_rows=1e300"), "mxu_rows: must be at most");
  // Each matrix unit is modelled on its own: 2^20 of them took 12 s and 2.8 GB for 8 devices.
  require_one_line_error(run_cli("devices -b sim:mxu_count=1025"), "mxu_count: must be at most 1024, got 1025");
  require_one_line_error(run_cli("devices -b sim:topology=torus3d:4096x4096x4096"), "too many devices");
  // A program's devices= is an int64 checked against the backend's count.
  const auto dir = scratch_dir("wide_program");
  write_text(dir / "wide.spmd", "pmap @wide axis=i devices=4294967297 (%x: f32[1]) {\n  return %x\n}\n");
  require_one_line_error(run_cli("run " + (dir / "wide.spmd").string()),
                         "requires 4294967297 logical devices");
}

TEST_CASE("SCALE-Sim cycle counts beyond int64 are an error naming the GEMM") {
  const auto dir = scratch_dir("scalesim_overflow");
  // Each field within the 2^40 per-field bound; their product is far past int64.
  write_text(dir / "huge.csv", "Layer, M, N, K,\nhuge, 1000000000000, 1000000000000, 1000000,\n");
  const CliResult result =
      run_cli("scalesim -c " + source_path("examples/scalesim/tpu_like.cfg") + " -t " +
              (dir / "huge.csv").string() + " -p " + (dir / "out").string() + " -i gemm");
  require_one_line_error(result, "beyond the range of a 64-bit integer");
  CHECK(files_under(dir / "out").empty());
  CHECK_FALSE(fs::exists(dir / "out"));
}

TEST_CASE("a simulated time beyond SystemC's 64-bit range is an error, not a hang") {
  const std::string program = "run " + source_path("examples/programs/ring_shift.spmd");
  require_one_line_error(run_cli(program + " -b sim:tiny,devices=8,timing-only,ici_latency_ns=1e300"),
                         "beyond SystemC's 64-bit time range");
  require_one_line_error(run_cli(program + " -b sim:tiny,devices=8,timing-only,ici_gbps=1e-300"),
                         "beyond SystemC's 64-bit time range");
  // Compute alone (no collective waits): a clock so slow that a matmul takes forever.
  const std::string matmul = "run " + source_path("examples/programs/matmul_f32.spmd");
  require_one_line_error(run_cli(matmul + " -b sim:tiny,devices=8,timing-only,clock_hz=1e-300"),
                         "simulated time inf ns is beyond SystemC's 64-bit time range");
  require_one_line_error(run_cli(matmul + " -b sim:tiny,devices=8,clock_hz=1e-5"),
                         "beyond SystemC's 64-bit time range");
}

TEST_CASE("NaN never passes a check, and tolerances must be finite and non-negative") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const Array with_nan = Array::from_doubles(DType::f32, {2}, {1, nan});
  CHECK_FALSE(pmapsim::compare_output(0, {with_nan}, {with_nan}, 1.0).passed);
  const double inf = std::numeric_limits<double>::infinity();
  const Array with_inf = Array::from_doubles(DType::f32, {2}, {1, inf});
  CHECK(pmapsim::compare_output(0, {with_inf}, {with_inf}, 1e-5).passed);

  const auto dir = scratch_dir("nan_check");
  write_text(
      dir / "square.spmd",
      "pmap @square axis=i devices=2 (%x: f32[1,2]) {\n  %0 = mul %x, %x : f32[1,2]\n  return %0\n}\n");
  pmapsim::write_npy((dir / "x.npy").string(), Array::from_doubles(DType::f32, {2, 2}, {1, nan, 2, 3}));
  const std::string run = "run " + (dir / "square.spmd").string() +
                          " -b reference:devices=2 --input x=" + (dir / "x.npy").string();
  const CliResult checked = run_cli(run + " --check");
  INFO(checked.output);
  CHECK(checked.exit_code == 1);
  CHECK(checked.output.find("NaN never passes") != std::string::npos);
  for (const char* tolerance : {"nan", "inf", "-1", "-nan", "1e400"}) {
    require_one_line_error(run_cli(run + " --check --f32-tolerance " + tolerance), "finite number >= 0");
  }
}

TEST_CASE("writes under a file-size limit fail in one line and leave no files") {
  const auto dir = scratch_dir("file_size_limit");
  const std::string ring =
      "run " + source_path("examples/programs/ring_shift.spmd") + " -b reference:devices=8";
  // Outputs of 8 x 1024 f32 values (32 KiB) under a limit of a few KiB.
  require_one_line_error(run_cli_with_file_limit(4, ring + " --out " + (dir / "out").string()),
                         "File too large");
  CHECK(files_under(dir).empty());
  for (const char* trace : {"t.json", "t.json.gz"}) {
    require_one_line_error(run_cli_with_file_limit(1, ring + " --trace " + (dir / trace).string()),
                           "File too large");
    CHECK(files_under(dir).empty());
  }
  require_one_line_error(run_cli_with_file_limit(1, "demo --backend reference:devices=2 --steps 2 --trace " +
                                                        (dir / "demo.json").string()),
                         "File too large");
  CHECK(files_under(dir).empty());
  require_one_line_error(
      run_cli_with_file_limit(0, "scalesim -c " + source_path("examples/scalesim/tpu_like.cfg") + " -t " +
                                     source_path("examples/scalesim/mlp_gemms.csv") + " -p " +
                                     (dir / "scalesim").string() + " -i gemm"),
      "File too large");
  CHECK(files_under(dir).empty());
}

TEST_CASE("run --out writes all outputs or none: a failed rename rolls the others back") {
  const auto dir = scratch_dir("out_all_or_none");
  write_text(dir / "two.spmd", kTwoOutputs);
  fs::create_directories(dir / "out" / "out1.npy" / "in_the_way");  // out1.npy cannot be replaced
  write_text(dir / "out" / "out0.npy", "an earlier output");
  // stdout (the outputs printed before they are written) is left out.
  const CliResult result = run_cli("run " + (dir / "two.spmd").string() + " -b reference:devices=2 --out " +
                                   (dir / "out").string() + " >/dev/null");
  require_one_line_error(result, "(none written): Is a directory");
  CHECK(read_text(dir / "out" / "out0.npy") == "an earlier output");
  std::vector<std::string> left = files_under(dir / "out");
  std::sort(left.begin(), left.end());
  CHECK(left == std::vector<std::string>{(dir / "out" / "out0.npy").string(),
                                         (dir / "out" / "out1.npy").string(),
                                         (dir / "out" / "out1.npy" / "in_the_way").string()});

  fs::remove_all(dir / "out" / "out1.npy");
  const CliResult written = run_cli("run " + (dir / "two.spmd").string() + " -b reference:devices=2 --out " +
                                    (dir / "out").string());
  INFO(written.output);
  CHECK(written.exit_code == 0);
  CHECK(pmapsim::read_npy((dir / "out" / "out1.npy").string()).shape() == pmapsim::Shape{2, 4});
  CHECK(files_under(dir / "out").size() == 2);
}

TEST_CASE("devices and FIFOs given as input files are refused, not read forever") {
  const auto dir = scratch_dir("not_regular");
  require_one_line_error(run_cli("run /dev/zero"), "not a regular file");
  require_one_line_error(run_cli("trace summary /dev/zero"), "not a regular file");
  require_one_line_error(run_cli("devices -b sim:config=/dev/zero"), "not a regular file");
  require_one_line_error(run_cli("scalesim -c /dev/zero -t /dev/zero -p " + (dir / "out").string()),
                         "not a regular file");
  require_one_line_error(
      run_cli("run " + source_path("examples/programs/square.spmd") + " --input x=/dev/zero"),
      "not a regular file");
  // Opening a FIFO for reading would wait for a writer forever.
  REQUIRE(run_cli_in_shell("mkfifo " + (dir / "fifo").string()).exit_code == 0);
  require_one_line_error(run_cli("trace summary " + (dir / "fifo").string()), "not a regular file");
}

// Inputs the fuzz targets found (fuzz/regressions), replayed through the
// command line.
TEST_CASE("fuzz regressions: an empty .npy with huge other dimensions, a preset name too long for a path") {
  const auto dir = scratch_dir("fuzz_regressions");
  const std::string npy = source_path("fuzz/regressions/fuzz_npy/empty_array_huge_dims.npy");
  write_text(dir / "copy.spmd", "pmap @copy axis=i devices=1 (%x: s32[1]) {\n  return %x\n}\n");
  require_one_line_error(
      run_cli("run " + (dir / "copy.spmd").string() + " -b reference:devices=1 --input x=" + npy),
      "is too large");
  const std::string long_name(300, 'g');
  require_one_line_error(run_cli("devices -b sim:" + long_name), "unknown sim preset");
}

TEST_CASE("fuzz regressions: a SCALE-Sim SRAM size whose byte count overflows int64") {
  // 2*10^17 kB passed the old "at least 1" check and overflowed kB * 1024.
  const std::string cfg = source_path("fuzz/regressions/fuzz_scalesim_cfg/sram-kb-times-1024-overflow.cfg");
  const std::string topology = source_path("tests/data/scalesim/topologies/test_mnk.csv");
  const auto dir = scratch_dir("scalesim_sram_overflow");
  require_one_line_error(run_cli("scalesim -c " + cfg + " -t " + topology + " -i gemm -p " + dir.string()),
                         "OfmapSramSzkB: must be at most 1099511627776, got 200000000000000000");
}

TEST_CASE("values beyond the host's memory are refused before the run, not killed by the kernel") {
  // 64 devices of 2^40 f32 elements each: terabytes, on any machine.
  const auto dir = scratch_dir("host_memory");
  write_text(dir / "huge.spmd",
             "pmap @huge axis=i devices=64 (%x: f32[1048576,1048576]) {\n"
             "  %y = psum %x {axis=i} : f32[1048576,1048576]\n  return %y\n}\n");
  require_one_line_error(run_cli("run " + (dir / "huge.spmd").string() + " -b reference:devices=64"),
                         "GiB of host memory for its values");
  // Timing alone needs no values; the simulated chip's HBM is the limit then.
  require_one_line_error(run_cli("run " + (dir / "huge.spmd").string() + " -b sim:devices=64,timing-only"),
                         "of HBM");
}

TEST_CASE("more simulated devices than SystemC can give threads is an error naming the limit") {
  std::ifstream limit_file("/proc/sys/vm/max_map_count");
  std::int64_t limit = 0;
  if (!(limit_file >> limit) || limit > 120000) {
    WARN("not checked: vm.max_map_count is unreadable or raised past what 65536 devices need");
    return;
  }
  // Two mappings per device thread: half the limit and more cannot start.
  const std::string devices = std::to_string(limit / 2 + 100);
  const auto dir = scratch_dir("thread_capacity");
  write_text(dir / "sum.spmd", "pmap @sum axis=i devices=" + devices +
                                   " (%x: f32[1]) {\n  %y = psum %x {axis=i} : f32[1]\n  return %y\n}\n");
  require_one_line_error(
      run_cli("run " + (dir / "sum.spmd").string() + " -b sim:devices=" + devices + ",timing-only"),
      "vm.max_map_count");
}

TEST_CASE("a loop whose condition never turns false ends in an error naming it, not a hang") {
  const auto dir = scratch_dir("endless_loop");
  const auto loop = [&](const std::string& condition) {
    return "pmap @loop axis=i devices=2 (%x: f32[4]) {\n"
           "  %k0 = constant {value=0} : s32[]\n"
           "  %k, %h = while_loop %k0, %x : s32[], f32[4] (%k: s32[], %h: f32[4]) {\n" +
           condition +
           "  } (%k: s32[], %h: f32[4]) {\n"
           "    %one = constant {value=1} : s32[]\n"
           "    %next = add %k, %one : s32[]\n"
           "    %m = pmean %h {axis=i} : f32[4]\n"
           "    return %next, %m\n"
           "  }\n"
           "  return %k\n}\n";
  };
  write_text(dir / "endless.spmd", loop("    %t = constant {value=1} : bool[]\n    return %t\n"));
  write_text(dir / "exact.spmd",
             loop("    %n = constant {value=50} : s32[]\n"
                  "    %more = compare %k, %n {direction=lt} : bool[]\n    return %more\n"));
  const std::string limit = "PMAPSIM_MAX_LOOP_TRIPS=50 ";
  for (const std::string backend : {"reference:devices=2", "sim:devices=2"}) {
    INFO(backend);
    require_one_line_error(
        run_cli_in_shell(limit + PMAPSIM_CLI + " run " + (dir / "endless.spmd").string() + " -b " + backend),
        "while_loop at 3:3: still looping after 50 trips");
    // Exactly the limit's trips is not too many.
    const CliResult exact =
        run_cli_in_shell(limit + PMAPSIM_CLI + " run " + (dir / "exact.spmd").string() + " -b " + backend);
    CHECK(exact.exit_code == 0);
    CHECK(exact.output.find("50") != std::string::npos);
  }
  require_one_line_error(
      run_cli_in_shell("PMAPSIM_MAX_LOOP_TRIPS=0x10 " + std::string(PMAPSIM_CLI) + " run " +
                       (dir / "exact.spmd").string() + " -b reference:devices=2"),
      "PMAPSIM_MAX_LOOP_TRIPS '0x10'");
}
