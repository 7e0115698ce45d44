// The reader on every program of the JAX corpus: each parses, and its op
// names (in text order), function names and @main's signature equal what
// make_corpus.py counted on JAX's text (facts.json).
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "pmapsim/stablehlo/module.hpp"

namespace fs = std::filesystem;
using namespace pmapsim::stablehlo;

namespace {

const fs::path kCorpus = fs::path(PMAPSIM_SOURCE_DIR) / "tests/data/stablehlo";

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> corpus_cases() {
  const auto index = nlohmann::json::parse(slurp(kCorpus / "corpus.json"));
  return index.at("cases").get<std::vector<std::string>>();
}

std::vector<std::string> op_names(const Module& m) {
  std::vector<std::string> names;
  for (const Function& f : m.functions) walk(f.body, [&](const Op& op) { names.push_back(op.name); });
  return names;
}

}  // namespace

TEST_CASE("the corpus lists its cases and the JAX that wrote them") {
  const auto index = nlohmann::json::parse(slurp(kCorpus / "corpus.json"));
  CHECK(index.at("jax_version").get<std::string>().rfind("0.", 0) == 0);
  CHECK(corpus_cases().size() >= 20);
}

TEST_CASE("every corpus program parses to the ops, functions and signature JAX printed") {
  for (const std::string& name : corpus_cases()) {
    INFO(name);
    const auto facts = nlohmann::json::parse(slurp(kCorpus / name / "facts.json"));
    const Module m = parse_module(slurp(kCorpus / name / "program.mlir"), name + "/program.mlir");
    std::vector<std::string> expected_ops;
    for (const auto& n : facts.at("ops"))
      if (n != "func.func") expected_ops.push_back(n);
    CHECK(op_names(m) == expected_ops);
    std::vector<std::string> functions;
    for (const Function& f : m.functions) functions.push_back(f.name);
    CHECK(functions == facts.at("functions").get<std::vector<std::string>>());
    const Function* main = m.function("main");
    REQUIRE(main != nullptr);
    CHECK(main->is_public);
    std::vector<std::string> args, results;
    for (const auto& a : main->arguments) args.push_back(a.type.str());
    for (const auto& r : main->result_types) results.push_back(r.str());
    CHECK(args == facts.at("main_args").get<std::vector<std::string>>());
    CHECK(results == facts.at("main_results").get<std::vector<std::string>>());
  }
}

TEST_CASE("every op has as many result types as result names and its operands are defined") {
  for (const std::string& name : corpus_cases()) {
    INFO(name);
    const Module m = parse_module(slurp(kCorpus / name / "program.mlir"), name);
    for (const Function& f : m.functions)
      walk(f.body, [&](const Op& op) {
        INFO(op.name << " at line " << op.where.line);
        CHECK(op.result_types.size() == op.result_names.size());
        for (const auto& t : op.result_types) CHECK(element_bytes(t.element) > 0);
      });
  }
}

TEST_CASE("the reader keeps attributes, regions, meshes and multi-results as JAX wrote them") {
  SECTION("shard_map over a 1-axis mesh") {
    const Module m = parse_module(slurp(kCorpus / "shard_map_collectives/program.mlir"),
                                  "shard_map_collectives/program.mlir");
    CHECK(m.name == "jit_collectives");
    CHECK(m.attributes.field("mhlo.num_partitions")->as_int() == 8);
    REQUIRE(m.meshes.size() == 1);
    CHECK(m.meshes[0].name == "mesh");
    CHECK(m.meshes[0].axes == std::vector<std::pair<std::string, std::int64_t>>{{"x", 8}});
    const Op& mc = m.function("main")->body.ops.at(0);
    CHECK(mc.name == "sdy.manual_computation");
    CHECK(mc.result_group == "0");
    CHECK(mc.num_results() == 7);
    REQUIRE(mc.regions.size() == 1);
    REQUIRE(mc.regions[0]->arguments.size() == 1);
    CHECK(mc.regions[0]->arguments[0].type.str() == "tensor<1x2xf32>");
    CHECK(mc.attribute("manual_axes")->fields.at(0).first == "x");
    const Op& all_reduce = mc.regions[0]->ops.at(0);
    CHECK(all_reduce.name == "stablehlo.all_reduce");
    CHECK(all_reduce.attribute("replica_groups")->kind == Attr::Kind::Dense);
    CHECK(all_reduce.attribute("replica_groups")->type->str() == "tensor<1x8xi64>");
    CHECK(all_reduce.attribute("use_global_device_ids")->kind == Attr::Kind::Unit);
    CHECK(all_reduce.attribute("channel_handle")->text == "#stablehlo.channel_handle");
    REQUIRE(all_reduce.regions.size() == 1);
    CHECK(all_reduce.regions[0]->arguments.size() == 2);
    CHECK(all_reduce.regions[0]->ops.at(0).name == "stablehlo.add");
    const auto groups = decode_dense(*all_reduce.attribute("replica_groups"),
                                     *all_reduce.attribute("replica_groups")->type, "test");
    CHECK(groups.literals == std::vector<std::string>{"0", "1", "2", "3", "4", "5", "6", "7"});
    const Op& ret = m.function("main")->body.ops.back();
    CHECK(ret.name == "func.return");
    REQUIRE(ret.operands.size() == 7);
    CHECK(ret.operands[6] == ValueRef{"0", 6});
  }
  SECTION("pretty forms: reduce, dot_general, while, compare") {
    const Module m = parse_module(slurp(kCorpus / "argmax_sort_topk/program.mlir"), "argmax_sort_topk");
    bool saw_argmax_reduce = false;
    for (const Function& f : m.functions)
      walk(f.body, [&](const Op& op) {
        if (op.name == "stablehlo.reduce" && op.num_results() == 2) {
          saw_argmax_reduce = true;
          // (%arg0 init: %cst), (%0 init: %c): inputs first, then inits.
          REQUIRE(op.operands.size() == 4);
          CHECK(op.operand_types.size() == 4);
          CHECK(op.attribute("dimensions")->as_ints() == std::vector<std::int64_t>{1});
          REQUIRE(op.regions.size() == 1);
          // reducer(%arg1, %arg3) (%arg2, %arg4) is the block (%arg1, %arg2, %arg3, %arg4).
          REQUIRE(op.regions[0]->arguments.size() == 4);
          CHECK(op.regions[0]->arguments[0].name == "arg1");
          CHECK(op.regions[0]->arguments[1].name == "arg2");
          CHECK(op.regions[0]->arguments[1].type.element == "i32");
        }
      });
    CHECK(saw_argmax_reduce);
  }
  SECTION("while with iteration arguments") {
    const Module m = parse_module(slurp(kCorpus / "fori_loop/program.mlir"), "fori_loop");
    const Op* loop = nullptr;
    walk(m.function("main")->body, [&](const Op& op) {
      if (op.name == "stablehlo.while") loop = &op;
    });
    REQUIRE(loop != nullptr);
    CHECK(loop->num_results() == 3);
    REQUIRE(loop->regions.size() == 2);
    REQUIRE(loop->regions[0]->arguments.size() == 3);
    CHECK(loop->regions[0]->arguments[2].type.str() == "tensor<3xf32>");
    CHECK(loop->regions[1]->ops.back().name == "stablehlo.return");
  }
  SECTION("dot_general and convolution keep their pretty attributes") {
    const Module m = parse_module(slurp(kCorpus / "cnn_forward/program.mlir"), "cnn_forward");
    const Op* conv = nullptr;
    walk(m.function("main")->body, [&](const Op& op) {
      if (op.name == "stablehlo.convolution" && !conv) conv = &op;
    });
    REQUIRE(conv != nullptr);
    CHECK(conv->operands.size() == 2);
    const Attr* dn = conv->attribute("dim_numbers");
    REQUIRE(dn != nullptr);
    REQUIRE(dn->items.size() == 3);  // [b, 0, 1, f] x [0, 1, i, o] -> [b, 0, 1, f]
    CHECK(dn->items[0].items.at(0).text == "b");
    CHECK(conv->attribute("window")->field("pad")->items.size() == 2);
    CHECK(conv->attribute("feature_group_count")->as_int() == 1);
  }
}

TEST_CASE("loc(...) names resolve through #loc aliases") {
  const Module m = parse_module(slurp(kCorpus / "add_mul/program_loc.mlir"), "add_mul/program_loc.mlir");
  std::vector<std::string> names;
  walk(m.function("main")->body, [&](const Op& op) { names.push_back(op.loc_name); });
  REQUIRE(names.size() == 3);
  CHECK(names[0].find("mul") != std::string::npos);
  CHECK(names[1].find("add") != std::string::npos);
  for (const char* other : {"mlp_step", "shard_map_collectives"})
    CHECK_NOTHROW(parse_module(slurp(kCorpus / other / "program_loc.mlir"), other));
}
