// Sharded modules: shard_map and pmap programs (sdy.mesh, sdy.manual_computation,
// collectives) run over their mesh and match JAX's stored outputs; the
// imported program takes @main's global arrays through in_specs and returns
// global results through out_specs; what the importer cannot map is a
// one-line error naming the op and its place.
#include <catch2/catch.hpp>
#include <string>

#include "corpus_helpers.hpp"
#include "pmapsim/pmapsim.hpp"

using namespace corpus;  // NOLINT: the helpers are this file's vocabulary

namespace {

const char* const kShardedCases[] = {"shard_map_collectives", "pmap_collectives",    "pmap_mlp_step",
                                     "shard_map_2d",          "sh_grid_collectives", "sh_chained",
                                     "sh_permuted_mesh",      "sh_pmap_broadcast",   "sh_jit_auto"};

// A module over an 8-device mesh whose body is `body` (per-device values of
// f32[1,2], argument %a), returning one f32[8,2] sharded over x.
std::string module_with(const std::string& mesh, const std::string& body) {
  return "module @m attributes {mhlo.num_partitions = 8 : i32} {\n"
         "  sdy.mesh @mesh = " +
         mesh +
         "\n"
         "  func.func public @main(%arg0: tensor<8x2xf32>) -> tensor<8x2xf32> {\n"
         "    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"x\"}, {}]>] "
         "out_shardings=[<@mesh, [{\"x\"}, {}]>] manual_axes={\"x\"} (%a: tensor<1x2xf32>) {\n" +
         body +
         "    } : (tensor<8x2xf32>) -> tensor<8x2xf32>\n"
         "    return %0 : tensor<8x2xf32>\n"
         "  }\n"
         "}\n";
}

pmapsim::Array run_on_reference(const pmapsim::Program& program, const pmapsim::Array& global) {
  auto backend = pmapsim::BackendRegistry::global().open("reference:devices=8");
  const pmapsim::RunResult run =
      pmapsim::compile_and_run(*backend, program, pmapsim::shard_arguments(program, {global}));
  return pmapsim::assemble_results(program, run.outputs).at(0);
}

}  // namespace

TEST_CASE("shard_map and pmap programs match JAX's outputs on the reference over 8 devices") {
  for (const char* name : kShardedCases) run_and_compare(name, "reference:devices=8");
}

TEST_CASE("shard_map and pmap programs match JAX's outputs on the simulated 8-chip slice") {
  for (const char* name : kShardedCases) run_and_compare(name, "sim:tpu-v5e,devices=8");
}

TEST_CASE("a manual computation's operands and results cross @main as shards by its specs") {
  const pmapsim::Program p =
      pmapsim::import_stablehlo(slurp(kCorpus / "pmap_mlp_step/program.mlir"), "pmap_mlp_step.mlir");
  CHECK(p.mesh == pmapsim::Mesh{{"i", 8}});
  // Weights broadcast (in_axes None) arrive whole; the batch arrives split on its leading axis.
  REQUIRE(p.in_specs.size() == 6);
  CHECK(p.in_specs[0].empty());
  CHECK(p.in_specs[4] == pmapsim::PartitionSpec{{"i"}});
  CHECK(p.params[4].type.str() == "f32[1,4,8]");
  CHECK(pmapsim::global_parameter_type(p, 4).str() == "f32[8,4,8]");
  REQUIRE(p.out_specs.size() == 4);
  CHECK(pmapsim::global_result_type(p, 0).str() == "f32[8,8,16]");
  // Printed and parsed back, the program keeps its specs.
  CHECK(pmapsim::parse_program(pmapsim::print(p)) == p);
}

TEST_CASE("partition ids follow the mesh's device_ids") {
  // Device at mesh position k has partition id device_ids[k] (Shardy's mesh):
  // the program returns each device's partition id, so the global result is device_ids.
  const std::string body =
      "      %1 = stablehlo.partition_id : tensor<ui32>\n"
      "      %2 = stablehlo.convert %1 : (tensor<ui32>) -> tensor<f32>\n"
      "      %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<1x2xf32>\n"
      "      sdy.return %3 : tensor<1x2xf32>\n";
  const pmapsim::Program p = pmapsim::import_stablehlo(
      module_with("<[\"x\"=8], device_ids=[3, 1, 2, 0, 7, 6, 5, 4]>", body), "ids.mlir");
  const pmapsim::Array out = run_on_reference(p, pmapsim::Array(pmapsim::DType::f32, {8, 2}));
  const double want[] = {3, 1, 2, 0, 7, 6, 5, 4};
  for (int k = 0; k < 8; ++k) {
    CHECK(out.get(2 * k) == want[k]);
    CHECK(out.get(2 * k + 1) == want[k]);
  }
}

TEST_CASE("replica groups and permutation pairs name partitions, which map to mesh positions") {
  // With device_ids reversed, partition p sits at position 7-p: the pair
  // (partition 0 -> partition 1) moves position 7's block to position 6.
  const std::string body =
      "      %1 = \"stablehlo.collective_permute\"(%a) <{channel_handle = #stablehlo.channel_handle<handle = "
      "1, "
      "type = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xf32>) -> "
      "tensor<1x2xf32>\n"
      "      sdy.return %1 : tensor<1x2xf32>\n";
  const pmapsim::Program p = pmapsim::import_stablehlo(
      module_with("<[\"x\"=8], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>", body), "perm.mlir");
  pmapsim::Array in(pmapsim::DType::f32, {8, 2});
  for (int i = 0; i < 16; ++i) in.set(i, i + 1);
  const pmapsim::Array out = run_on_reference(p, in);
  for (int k = 0; k < 8; ++k) {
    INFO("position " << k);
    CHECK(out.get(2 * k) == (k == 6 ? 15 : 0));  // position 7's first element is 15; others receive nothing
  }
}

TEST_CASE("what sharded modules cannot map is a one-line error naming the op") {
  const auto error_of = [](const std::string& text) {
    try {
      pmapsim::import_stablehlo(text, "s.mlir");
    } catch (const pmapsim::Error& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  const auto all_reduce = [](const std::string& groups, const std::string& reduction) {
    return "      %1 = \"stablehlo.all_reduce\"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, "
           "type "
           "= 1>, replica_groups = " +
           groups +
           ", use_global_device_ids}> ({\n"
           "      ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
           "        %r = " +
           reduction +
           " %x, %y : tensor<f32>\n"
           "        stablehlo.return %r : tensor<f32>\n"
           "      }) : (tensor<1x2xf32>) -> tensor<1x2xf32>\n"
           "      sdy.return %1 : tensor<1x2xf32>\n";
  };
  const std::string all = "dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>";
  CHECK(error_of(module_with("<[\"x\"=8]>", all_reduce(all, "stablehlo.multiply"))) ==
        "s.mlir:5:12: stablehlo.all_reduce with a stablehlo.multiply reduction is not supported yet");
  CHECK(
      error_of(module_with(
          "<[\"x\"=8]>", all_reduce("dense<[[0, 1, 2], [3, 4, -1]]> : tensor<2x3xi64>", "stablehlo.add"))) ==
      "s.mlir:5:12: stablehlo.all_reduce replica_groups of unequal sizes (-1 padding) are not supported yet");
  CHECK(error_of(
            module_with("<[\"x\"=8]>", all_reduce("dense<[[0, 9]]> : tensor<1x2xi64>", "stablehlo.add"))) ==
        "s.mlir:5:12: stablehlo.all_reduce names partition 9, outside the mesh's 8 devices");
  std::string other_mesh = module_with("<[\"x\"=8]>", "      sdy.return %a : tensor<1x2xf32>\n");
  other_mesh.replace(other_mesh.find("in_shardings=[<@mesh"), 20, "in_shardings=[<@grid");
  CHECK(error_of(other_mesh) ==
        "s.mlir:4:10: sdy.manual_computation names mesh @grid, which the module does not declare");
  std::string not_dividing = module_with("<[\"x\"=8]>", "      sdy.return %a : tensor<1x2xf32>\n");
  not_dividing.replace(not_dividing.find("%arg0: tensor<8x2xf32>"), 22, "%arg0: tensor<6x2xf32>");
  not_dividing.replace(not_dividing.find("} : (tensor<8x2xf32>)"), 21, "} : (tensor<6x2xf32>)");
  CHECK(
      error_of(not_dividing) ==
      "s.mlir:4:10: sdy.manual_computation operand 0: tensor<6x2xf32> split by [x] does not give the body's "
      "tensor<1x2xf32> (a sharding that does not divide it?)");
  for (const std::string& e :
       {error_of(module_with("<[\"x\"=8]>", all_reduce(all, "stablehlo.multiply"))), error_of(other_mesh)})
    CHECK(e.find('\n') == std::string::npos);
}

TEST_CASE("a mesh larger than the backend's devices is refused before running") {
  const std::string cmd = kPmapsim.string() + " run " + (kCorpus / "pmap_collectives/program.mlir").string() +
                          " -b reference:devices=4 > /dev/null 2>&1";
  CHECK(WEXITSTATUS(std::system(cmd.c_str())) == 2);
}
