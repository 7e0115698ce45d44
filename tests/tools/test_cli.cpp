// The command line's contract: exit 0 on success, 1 when a check fails,
// 2 with a one-line error for bad usage or bad input, and no partial output.
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>

#include "cli_helpers.hpp"
#include "pmapsim/npy.hpp"
#include "pmapsim/ops.hpp"

using pmapsim::arange;
using pmapsim::Array;
using pmapsim::DType;
using pmapsim::full;
using pmapsim::read_npy;
using pmapsim::Shape;
using pmapsim::write_npy;

namespace {}  // namespace

TEST_CASE("run squares an input file and writes the outputs") {
  const auto dir = scratch_dir("run_square");
  Array x(DType::s32, {8, 4});
  for (int i = 0; i < 32; ++i) x.set(i, i - 7);
  pmapsim::write_npy((dir / "x.npy").string(), x);

  const CliResult result =
      run_cli("run " + source_path("examples/programs/square.spmd") +
              " --backend reference:devices=8 --check --input x=" + (dir / "x.npy").string() + " --out " +
              (dir / "out").string());
  INFO(result.output);
  REQUIRE(result.exit_code == 0);
  CHECK(result.output.find("PASS") != std::string::npos);
  const Array y = pmapsim::read_npy((dir / "out" / "out0.npy").string());
  REQUIRE(y.shape() == pmapsim::Shape{8, 4});
  for (int i = 0; i < 32; ++i) CHECK(y.get(i) == (i - 7) * (i - 7));
}

TEST_CASE("a broadcast input is given to every device whole") {
  const auto dir = scratch_dir("run_broadcast");
  Array x(DType::s32, {1, 4});
  for (int i = 0; i < 4; ++i) x.set(i, i + 1);
  pmapsim::write_npy((dir / "x.npy").string(), x);
  const CliResult result = run_cli("run " + source_path("examples/programs/square.spmd") + " --input x=" +
                                   (dir / "x.npy").string() + " --out " + (dir / "out").string());
  INFO(result.output);
  REQUIRE(result.exit_code == 0);
  const Array y = pmapsim::read_npy((dir / "out" / "out0.npy").string());
  REQUIRE(y.shape() == pmapsim::Shape{8, 4});
  for (int d = 0; d < 8; ++d) {
    for (int i = 0; i < 4; ++i) CHECK(y.get(d * 4 + i) == (i + 1) * (i + 1));
  }
}

TEST_CASE("devices lists the reference devices") {
  const CliResult result = run_cli("devices --backend reference:devices=3");
  INFO(result.output);
  CHECK(result.exit_code == 0);
  CHECK(result.output.find("/device:CPU:2") != std::string::npos);
  CHECK(result.output.find("/device:CPU:3") == std::string::npos);
}

TEST_CASE("a malformed program names file, line and column") {
  const auto dir = scratch_dir("bad_program");
  write_text(dir / "bad.spmd",
             "pmap @bad axis=i devices=2 (%x: f32[1,4]) {\n  %0 = mull %x, %x : f32[1,4]\n  return %0\n}\n");
  require_one_line_error(run_cli("run " + (dir / "bad.spmd").string()), "bad.spmd:2:");
}

TEST_CASE("a program that is not type-correct is refused") {
  const auto dir = scratch_dir("bad_types");
  write_text(dir / "types.spmd",
             "pmap @t axis=i devices=2 (%x: f32[1,4], %y: f32[1,5]) {\n  %0 = add %x, %y : f32[1,4]\n"
             "  return %0\n}\n");
  require_one_line_error(run_cli("run " + (dir / "types.spmd").string()), "types.spmd:2:");
}

TEST_CASE("an unknown axis name in a collective is refused") {
  const auto dir = scratch_dir("bad_axis");
  write_text(
      dir / "axis.spmd",
      "pmap @t axis=i devices=2 (%x: f32[1,4]) {\n  %0 = psum %x {axis=j} : f32[1,4]\n  return %0\n}\n");
  require_one_line_error(run_cli("run " + (dir / "axis.spmd").string()), "unbound axis name: j");
}

TEST_CASE("a missing program file is an error") {
  require_one_line_error(run_cli("run /nonexistent/program.spmd"), "/nonexistent/program.spmd");
}

TEST_CASE("more mapped devices than the backend has is JAX's error") {
  require_one_line_error(
      run_cli("run " + source_path("examples/programs/square.spmd") + " --backend reference:devices=4"),
      "compiling computation that requires 8 logical devices, but only 4 devices are available");
}

TEST_CASE("unknown backends and options are errors") {
  require_one_line_error(run_cli("devices --backend tpu-on-the-moon"), "unknown backend");
  require_one_line_error(run_cli("devices --backend reference:colour=blue"), "colour");
}

TEST_CASE("asking for cuda without a usable GPU says why") {
  const CliResult result = run_cli("devices --backend cuda");
  if (result.exit_code == 0) {
    SUCCEED("a GPU is present");
  } else {
    INFO(result.output);
    CHECK(result.exit_code == 2);
    CHECK(line_count(result.output) == 1);
    // Either "no CUDA device available: <reason>" or "... cuda backend is not built ...".
    CHECK(
        (result.output.find("CUDA") != std::string::npos || result.output.find("cuda") != std::string::npos));
  }
}

TEST_CASE("input files that disagree with the program are refused") {
  const auto dir = scratch_dir("bad_inputs");
  const std::string program = "run " + source_path("examples/programs/square.spmd");
  pmapsim::write_npy((dir / "wrong_shape.npy").string(), Array(DType::s32, {8, 5}));
  require_one_line_error(run_cli(program + " --input x=" + (dir / "wrong_shape.npy").string()),
                         "wrong_shape.npy");
  pmapsim::write_npy((dir / "wrong_dtype.npy").string(), Array(DType::f32, {8, 4}));
  require_one_line_error(run_cli(program + " --input x=" + (dir / "wrong_dtype.npy").string()),
                         "wrong_dtype.npy");
  require_one_line_error(run_cli(program + " --input y=" + (dir / "wrong_dtype.npy").string()),
                         "no parameter 'y'");
  require_one_line_error(run_cli(program + " --input x"), "NAME=FILE.npy");

  // A truncated file: the header of a valid one, half of its data.
  const std::string whole = pmapsim::encode_npy(Array(DType::s32, {8, 4}));
  write_text(dir / "truncated.npy", whole.substr(0, whole.size() - 64));
  require_one_line_error(run_cli(program + " --input x=" + (dir / "truncated.npy").string()),
                         "truncated.npy");
}

TEST_CASE("a failed run leaves no output files behind") {
  const auto dir = scratch_dir("no_partial");
  pmapsim::write_npy((dir / "x.npy").string(), Array(DType::s32, {8, 5}));
  const CliResult result = run_cli("run " + source_path("examples/programs/square.spmd") + " --input x=" +
                                   (dir / "x.npy").string() + " --out " + (dir / "out").string());
  CHECK(result.exit_code == 2);
  CHECK_FALSE(std::filesystem::exists(dir / "out" / "out0.npy"));
}

TEST_CASE("bad usage exits 2") {
  CHECK(run_cli("").exit_code == 2);
  CHECK(run_cli("frobnicate").exit_code == 2);
  CHECK(run_cli("run").exit_code == 2);
  CHECK(run_cli("--version").exit_code == 0);
}

TEST_CASE("the demo's loss falls and its replicas agree on the reference") {
  const CliResult result = run_cli("demo --backend reference:devices=4 --steps 5");
  INFO(result.output);
  CHECK(result.exit_code == 0);
  CHECK(result.output.find("falls") != std::string::npos);
  CHECK(result.output.find("parameters identical on all 4 devices: yes") != std::string::npos);
  CHECK(result.output.find("PASS") != std::string::npos);
}

TEST_CASE("the demo runs JAX's own GPT-2 training step and matches JAX's outputs") {
  const CliResult result = run_cli("demo --backend reference:devices=8 --steps 2");
  INFO(result.output);
  CHECK(result.exit_code == 0);
  CHECK(result.output.find("train_gpt_step") != std::string::npos);
  CHECK(result.output.find("over a data=2 x model=4 mesh; 31 outputs against JAX's") != std::string::npos);
  CHECK(result.output.find("(ok)") != std::string::npos);
  // JAX's outputs of another program: the check must fail, and the demo with it.
  const auto dir = scratch_dir("wrong_outputs");
  for (const char* file : {"program.mlir", "arg0.npy", "arg1.npy"})
    std::filesystem::copy_file(source_path("tests/data/stablehlo/add_mul/") + file, dir / file);
  std::filesystem::copy_file(source_path("tests/data/stablehlo/add_mul/arg0.npy"), dir / "out0.npy");
  const CliResult wrong = run_cli("demo --backend reference:devices=8 --steps 2 --jax-step " + dir.string());
  CHECK(wrong.exit_code == 1);
  CHECK(wrong.output.find("TOO LARGE") != std::string::npos);
}

TEST_CASE("an output directory that cannot be made is a one-line error before the run") {
  const auto dir = scratch_dir("bad_out");
  write_text(dir / "a_file", "not a directory");
  require_one_line_error(run_cli("run " + source_path("examples/programs/square.spmd") + " --out " +
                                 (dir / "a_file" / "sub").string()),
                         "cannot create the directory");
}

TEST_CASE("negative tolerances and a one-step demo are bad usage") {
  const std::string program = "run " + source_path("examples/programs/square.spmd");
  CHECK(run_cli(program + " --check --f32-tolerance -1").exit_code == 2);
  CHECK(run_cli(program + " --check --bf16-tolerance -0.5").exit_code == 2);
  CHECK(run_cli("demo --steps 1 --backend reference:devices=2").exit_code == 2);
}

TEST_CASE("a program beyond a device's HBM fails at compile, before inputs are made") {
  const auto dir = scratch_dir("hbm");
  // 2^30 f32 values = 4 GiB per device on a preset with far less HBM.
  write_text(dir / "big.spmd",
             "pmap @big axis=i devices=2 (%x: f32[1,1073741824]) {\n  %0 = add %x, %x : f32[1,1073741824]\n"
             "  return %0\n}\n");
  require_one_line_error(run_cli("run " + (dir / "big.spmd").string() + " --backend sim:tiny,devices=2"),
                         "HBM");
}

TEST_CASE("ops lists every op of the table, and docs/ops.md is its current Markdown") {
  const CliResult listing = run_cli("ops");
  REQUIRE(listing.exit_code == 0);
  CHECK(listing.output.rfind(std::to_string(pmapsim::kNumOps) + " ops\n", 0) == 0);
  for (int i = 0; i < pmapsim::kNumOps; ++i) {
    CHECK_THAT(listing.output,
               Catch::Contains("  " + std::string(pmapsim::op_name(static_cast<pmapsim::OpCode>(i))) + " "));
  }
  const CliResult markdown = run_cli("ops --markdown");
  REQUIRE(markdown.exit_code == 0);
  std::ifstream file(source_path("docs/ops.md"));
  const std::string on_disk((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  // Regenerate with: pmapsim ops --markdown > docs/ops.md
  CHECK(markdown.output == on_disk);

  const CliResult timing_only = run_cli("ops --backend sim:tiny,timing-only");
  CHECK(timing_only.exit_code == 0);
  CHECK_THAT(timing_only.output, Catch::Contains("supported by sim:tiny") && Catch::Contains("[yes]"));
}

TEST_CASE("report writes one HTML page from a trace, and run --report from the run") {
  const auto dir = scratch_dir("report");
  const std::string trace = (dir / "t.json").string();
  const CliResult run =
      run_cli("run " + source_path("examples/programs/square.spmd") +
              " --backend reference:devices=8 --trace " + trace + " --report " + (dir / "run.html").string());
  INFO(run.output);
  REQUIRE(run.exit_code == 0);
  CHECK(run.output.find("report: " + (dir / "run.html").string()) != std::string::npos);
  CHECK(std::filesystem::file_size(dir / "run.html") > 0);

  const CliResult report = run_cli("report " + trace + " -o " + (dir / "t.html").string());
  INFO(report.output);
  CHECK(report.exit_code == 0);
  CHECK(line_count(report.output) == 1);
  CHECK(std::filesystem::file_size(dir / "t.html") > 0);
}

TEST_CASE("report of a missing or non-trace file is one line, exit 2, and writes nothing") {
  const auto dir = scratch_dir("report_bad");
  write_text(dir / "object.json", R"({"a": 1})");
  write_text(dir / "prose.json", "hello");
  const std::string page = (dir / "r.html").string();
  require_one_line_error(run_cli("report " + (dir / "missing.json").string() + " -o " + page),
                         "no such file");
  require_one_line_error(run_cli("report " + (dir / "object.json").string() + " -o " + page), "not a trace");
  require_one_line_error(run_cli("report " + (dir / "prose.json").string() + " -o " + page), "is not JSON");
  CHECK_FALSE(std::filesystem::exists(page));
  CHECK(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()) == 2);
  CHECK(run_cli("report a.json b.json c.json").exit_code == 2);
}

TEST_CASE("scalesim takes SCALE-Sim's command line and refuses a file in the other format") {
  const auto dir = scratch_dir("cli_scalesim");
  const std::string data = source_path("tests/data/scalesim");
  const CliResult conv = run_cli("scalesim -c " + data + "/configs/os_calc.cfg -t " + data +
                                 "/topologies/depthwise.csv -p " + (dir / "out").string() + " -i conv");
  CHECK(conv.exit_code == 0);
  CHECK(std::filesystem::exists(dir / "out" / "os_calc" / "DETAILED_ACCESS_REPORT.csv"));
  require_one_line_error(run_cli("scalesim -c " + data + "/configs/os_calc.cfg -t " + data +
                                 "/topologies/test_mnk.csv -p " + (dir / "gemm_as_conv").string()),
                         "test_mnk.csv:1: this is a GEMM topology");
  CHECK_FALSE(std::filesystem::exists(dir / "gemm_as_conv"));
  write_text(dir / "zero_bw.cfg",
             "[architecture_presets]\nArrayHeight: 4\nArrayWidth: 4\nIfmapSramSzkB: 1\n"
             "FilterSramSzkB: 1\nOfmapSramSzkB: 1\nDataflow: os\nBandwidth: 0\n");
  require_one_line_error(run_cli("scalesim -c " + (dir / "zero_bw.cfg").string() + " -t " + data +
                                 "/topologies/test_mnk.csv -i gemm -p " + (dir / "zero").string()),
                         "zero_bw.cfg:8: Bandwidth (words per cycle): must be at least 1, got 0");
}

// jax.pmap's in_axes / out_axes on the command line: x's device axis is its
// axis 1, w is broadcast; the all_gather result is stacked on axis 0 and the
// per-device sum on a new axis 1, as jax.pmap(f, in_axes=(1, None),
// out_axes=(0, 1)) returns them. Expected values by hand below.
TEST_CASE("run --in-axes/--out-axes maps and stacks as jax.pmap does") {
  const auto dir = scratch_dir("pmap_axes");
  write_text(dir / "gather.spmd", R"(pmap @gather axis=i devices=4 (%x: f32[1,3], %w: f32[3]) {
  %g = all_gather %x {axis=i, dimension=0} : f32[4,3]
  %t = reduce_sum %x {axes=[0]} : f32[3]
  %u = add %t, %w : f32[3]
  return %g, %u
})");
  write_npy((dir / "x.npy").string(), arange(12, DType::f32).reshape({1, 4, 3}));
  write_npy((dir / "w.npy").string(), full(DType::f32, {3}, 1.0));
  const std::string base = "run " + (dir / "gather.spmd").string() +
                           " -b reference:devices=4 -i x=" + (dir / "x.npy").string() +
                           " -i w=" + (dir / "w.npy").string();
  const CliResult result = run_cli(base + " --in-axes 1,None --out-axes 0,1 --out " + (dir / "out").string());
  INFO(result.output);
  REQUIRE(result.exit_code == 0);
  const Array gathered = read_npy((dir / "out" / "out0.npy").string());
  const Array summed = read_npy((dir / "out" / "out1.npy").string());
  REQUIRE(gathered.shape() == Shape{4, 4, 3});  // every device's f32[4,3], stacked
  for (std::int64_t d = 0; d < 4; ++d)
    for (std::int64_t k = 0; k < 12; ++k) CHECK(gathered.get(d * 12 + k) == static_cast<double>(k));
  REQUIRE(summed.shape() == Shape{3, 4});  // device d's x[0, d, :] + 1 in column d
  for (std::int64_t j = 0; j < 3; ++j)
    for (std::int64_t d = 0; d < 4; ++d) CHECK(summed.get(j * 4 + d) == static_cast<double>(3 * d + j + 1));

  const CliResult replica =
      run_cli(base + " --in-axes 1,None --out-axes None,None --out " + (dir / "one").string());
  REQUIRE(replica.exit_code == 0);
  CHECK(read_npy((dir / "one" / "out0.npy").string()).shape() == Shape{4, 3});

  require_one_line_error(run_cli(base + " --in-axes 0"), "--in-axes '0': 1 entries for 2 parameters");
  require_one_line_error(run_cli(base + " --in-axes 0,x"), "entry 'x' is neither an integer axis nor None");
  require_one_line_error(run_cli(base + " --in-axes 1,"), "entry '' is neither an integer axis nor None");
  require_one_line_error(run_cli(base + " --in-axes 3,None"),
                         "axis 3 is out of bounds for an array of rank 3");
  require_one_line_error(run_cli(base + " --in-axes 0,None"),
                         "(in_axes 0) expects shape [4,1,3], got [1,4,3]");
}

TEST_CASE("partition writes the per-device program and a table of the collectives it inserted") {
  const auto dir = scratch_dir("partition_fsdp");
  const std::string out = (dir / "step.spmd").string();
  const CliResult result = run_cli(
      "partition " + source_path("tests/data/stablehlo-jit/jit_fsdp_mlp_step/program.mlir") + " -o " + out);
  INFO(result.output);
  REQUIRE(result.exit_code == 0);
  // XLA gathers each weight for its dot (make_jit_corpus.py's xla.json: all_gather 2x).
  CHECK(result.output.find("all_gather    data") != std::string::npos);
  CHECK(result.output.find("partitioned @main over mesh [data=8]") != std::string::npos);
  std::ifstream program(out);
  const std::string text((std::istreambuf_iterator<char>(program)), std::istreambuf_iterator<char>());
  CHECK(text.find("all_gather") != std::string::npos);
}

TEST_CASE("partition refuses a module that is per-device already and one with no sharded arguments") {
  const auto dir = scratch_dir("partition_refusals");
  const std::string out = (dir / "never.spmd").string();
  const CliResult manual = run_cli(
      "partition " + source_path("tests/data/stablehlo/shard_map_collectives/program.mlir") + " -o " + out);
  require_one_line_error(manual, "imported per device already");
  const CliResult pmapped = run_cli(
      "partition " + source_path("tests/data/stablehlo/pmap_collectives/program.mlir") + " -o " + out);
  require_one_line_error(pmapped, "jax.pmap or shard_map over 8 devices");
  const CliResult whole =
      run_cli("partition " + source_path("tests/data/stablehlo/add_mul/program.mlir") + " -o " + out);
  require_one_line_error(whole, "not a jax.jit module over sharded arrays");
  CHECK_FALSE(std::filesystem::exists(out));
}
