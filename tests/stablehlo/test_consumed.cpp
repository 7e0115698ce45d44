// Nothing unread: an attribute, operand, region, module or function attribute
// the importer does not understand is a one-line error naming it, never a
// default. The first test proves the mechanism on every op of every corpus
// program: an attribute nobody knows, added to any op, fails the import
// naming that op and the attribute. Then collective groups written as mesh
// axes (JAX >= 0.11), computed on the reference against sums done here.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <set>

#include "corpus_helpers.hpp"
#include "pmapsim/pmapsim.hpp"

using namespace corpus;  // NOLINT: the helpers are this file's vocabulary
namespace shlo = pmapsim::stablehlo;

namespace {

std::string import_error_of(const std::string& text, std::vector<std::string>* notes = nullptr) {
  try {
    pmapsim::import_stablehlo(text, "r.mlir", notes);
  } catch (const pmapsim::Error& e) {
    return e.what();
  }
  return "";
}

// The corpora: JAX 0.10's and, where it was exported, the newest JAX's.
std::vector<fs::path> corpus_programs() {
  std::vector<fs::path> programs;
  for (const fs::path& root : {kCorpus, kCorpus.parent_path() / "stablehlo-jax0.12"}) {
    if (!fs::exists(root)) continue;
    for (const auto& entry : fs::directory_iterator(root))
      if (fs::exists(entry.path() / "program.mlir")) programs.push_back(entry.path() / "program.mlir");
  }
  std::sort(programs.begin(), programs.end());
  return programs;
}

// The functions @main runs: itself and what it calls, transitively.
std::vector<shlo::Function*> reachable(shlo::Module& module) {
  std::vector<shlo::Function*> order;
  std::set<std::string> seen;
  const auto visit = [&](const std::string& name) {
    for (shlo::Function& f : module.functions)
      if (f.name == name && seen.insert(name).second) order.push_back(&f);
  };
  visit("main");
  for (std::size_t k = 0; k < order.size(); ++k)
    shlo::walk(order[k]->body, [&](const shlo::Op& op) {
      if (!op.callee.empty()) visit(op.callee);
      if (const shlo::Attr* called = op.attribute("called_computations"))
        for (const shlo::Attr& item : called->items) visit(item.text);
    });
  return order;
}

void each_op(shlo::Region& region, const std::function<void(shlo::Op&)>& f) {
  for (shlo::Op& op : region.ops) {
    f(op);
    for (auto& r : op.regions) each_op(*r, f);
  }
}

// An 8-device program over mesh x=2, y=4 whose body all-reduces (adds) its block
// of f32[1,2] with the groups `groups` names.
std::string grouped_sum(const std::string& groups) {
  return "module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {\n"
         "  sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n"
         "  sdy.mesh @mesh_0 = <[\"x\"=2, \"y\"=4]>\n"
         "  func.func public @main(%arg0: tensor<8x2xf32>) -> tensor<8x2xf32> {\n"
         "    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"x\", \"y\"}, {}]>] "
         "out_shardings=[<@mesh, [{\"x\", \"y\"}, {}]>] manual_axes={\"x\", \"y\"} (%a: tensor<1x2xf32>) {\n"
         "      %1 = \"stablehlo.all_reduce\"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 1, "
         "type = "
         "1>, replica_groups = " +
         groups +
         ", use_global_device_ids}> ({\n"
         "      ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n"
         "        %s = stablehlo.add %p, %q : tensor<f32>\n"
         "        stablehlo.return %s : tensor<f32>\n"
         "      }) : (tensor<1x2xf32>) -> tensor<1x2xf32>\n"
         "      sdy.return %1 : tensor<1x2xf32>\n"
         "    } : (tensor<8x2xf32>) -> tensor<8x2xf32>\n"
         "    return %0 : tensor<8x2xf32>\n"
         "  }\n"
         "}\n";
}

// Each device's row after summing over the devices that share `key(device)`.
std::vector<float> sums_by(const std::vector<float>& rows, const std::function<int(int)>& key) {
  std::vector<float> out(rows.size(), 0.0F);
  for (int d = 0; d < 8; ++d)
    for (int e = 0; e < 8; ++e)
      if (key(d) == key(e))
        for (int c = 0; c < 2; ++c)
          out[static_cast<std::size_t>(2 * d + c)] += rows[static_cast<std::size_t>(2 * e + c)];
  return out;
}

std::vector<float> run_grouped_sum(const std::string& groups, const std::vector<float>& rows) {
  const pmapsim::Program program = pmapsim::import_stablehlo(grouped_sum(groups), "g.mlir");
  auto backend = pmapsim::BackendRegistry::global().open("reference:devices=8");
  const pmapsim::Array global = pmapsim::Array::from_doubles(pmapsim::DType::f32, {8, 2},
                                                             std::vector<double>(rows.begin(), rows.end()));
  const pmapsim::RunResult run =
      pmapsim::compile_and_run(*backend, program, pmapsim::shard_arguments(program, {global}));
  const pmapsim::Array out = pmapsim::assemble_results(program, run.outputs).at(0);
  std::vector<float> values;
  for (std::int64_t i = 0; i < out.size(); ++i) values.push_back(static_cast<float>(out.get(i)));
  return values;
}

}  // namespace

// The probe: an attribute no row knows.
shlo::Attr probe_attribute() {
  shlo::Attr probe;
  probe.kind = shlo::Attr::Kind::Integer;
  probe.text.push_back('7');  // not `= "7"`: GCC 12 warns (-Wrestrict) on that inlined assignment
  return probe;
}

std::vector<shlo::Op*> ops_run(shlo::Module& module) {
  std::vector<shlo::Op*> ops;
  for (shlo::Function* f : reachable(module)) each_op(f->body, [&](shlo::Op& op) { ops.push_back(&op); });
  return ops;
}

TEST_CASE("an unknown attribute on any op of any corpus program fails the import naming the op and it") {
  std::size_t probed = 0, ops_total = 0;
  for (const fs::path& path : corpus_programs()) {
    shlo::Module module = shlo::parse_module(slurp(path), path.string());
    REQUIRE_NOTHROW(pmapsim::import_stablehlo_to_text(module));
    const std::vector<shlo::Op*> ops = ops_run(module);
    ops_total += ops.size();
    // One at a time: the import fails naming that op, its place and the attribute. Every op of
    // a program of up to 300 ops; in a larger one (JAX 0.12's lgamma expansion has 1,200) every
    // k-th, so the test stays quadratic in 300 rather than in the program.
    const std::size_t stride = std::max<std::size_t>(1, ops.size() / 300);
    for (std::size_t i = 0; i < ops.size(); i += stride) {
      shlo::Op& op = *ops[i];
      op.attributes.emplace_back("pmapsim.probe", probe_attribute());
      std::string error;
      try {
        pmapsim::import_stablehlo_to_text(module);
      } catch (const pmapsim::Error& e) {
        error = e.what();
      }
      op.attributes.pop_back();
      const std::string place =
          fmt::format("{}:{}:{}: {}", path.string(), op.where.line, op.where.column, op.name);
      INFO(place);
      CHECK(error.rfind(place, 0) == 0);
      CHECK(error.find("attribute 'pmapsim.probe' = 7 is not understood") != std::string::npos);
      ++probed;
    }
    // All at once: the rows run to the end and none of them reads a probe (the check after them
    // then names the first op).
    for (shlo::Op* op : ops) op->attributes.emplace_back("pmapsim.probe", probe_attribute());
    CHECK_THROWS(pmapsim::import_stablehlo_to_text(module));
    for (shlo::Op* op : ops) {
      INFO(path.string() << ":" << op->where.line << ":" << op->where.column << ": " << op->name);
      CHECK_FALSE(op->attribute_read(op->attributes.size() - 1));
    }
  }
  CHECK(ops_total > 12000);
  CHECK(probed > 9000);
}

TEST_CASE("collective groups named by mesh axes, sub-axes and other meshes sum the devices JAX groups") {
  std::vector<float> rows(16);
  for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = static_cast<float>(i * i % 23) - 7.0F;
  // Devices are numbered x * 4 + y over the mesh x=2, y=4.
  const auto ref = [](const char* name, const char* extra = "") {
    return std::string("#stablehlo.axis_ref<name = \"") + name + "\"" + extra + ">";
  };
  const auto groups = [](const std::string& mesh, const std::string& axes) {
    return "#stablehlo.replica_group_mesh_axes<mesh = " + mesh + ", axes = [" + axes + "]>";
  };
  CHECK(run_grouped_sum(groups("@mesh", ref("y")), rows) == sums_by(rows, [](int d) { return d / 4; }));
  CHECK(run_grouped_sum(groups("@mesh_0", ref("x")), rows) == sums_by(rows, [](int d) { return d % 4; }));
  CHECK(run_grouped_sum(groups("@mesh", ref("x") + ", " + ref("y")), rows) ==
        sums_by(rows, [](int) { return 0; }));
  // "y":(1)2 is y's major half: devices that share x and y % 2.
  CHECK(run_grouped_sum(groups("@mesh", ref("y", ", sub_axis_info = (1)2")), rows) ==
        sums_by(rows, [](int d) { return d / 4 * 10 + d % 2; }));
  CHECK(run_grouped_sum(groups("@mesh", "#sdy<axis_ref\"y\":(2)2>"), rows) ==
        sums_by(rows, [](int d) { return d / 4 * 10 + d / 2 % 2; }));
  const std::string inline_mesh =
      "#stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = \"a\", size = 2>, #stablehlo.mesh_axis<name = "
      "\"b\", "
      "size = 4>]>";
  CHECK(run_grouped_sum(groups(inline_mesh, ref("a")), rows) == sums_by(rows, [](int d) { return d % 4; }));
  // The order of the named axes orders each group's members: the imported groups say it.
  const std::string text = pmapsim::import_stablehlo_to_text(
      shlo::parse_module(grouped_sum(groups("@mesh", ref("y") + ", " + ref("x"))), "o.mlir"));
  CHECK(text.find("groups=[[0, 4, 1, 5, 2, 6, 3, 7]]") != std::string::npos);
}

TEST_CASE("collective groups the importer does not understand are one-line errors, never all devices") {
  CHECK(import_error_of(grouped_sum("#stablehlo.replica_group_v9<mesh = @mesh>")) ==
        "r.mlir:6:12: stablehlo.all_reduce replica_groups = #stablehlo.replica_group_v9<mesh = @mesh> is not "
        "understood");
  CHECK(import_error_of(grouped_sum("#stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = "
                                    "[#stablehlo.axis_ref<name = \"z\">]>")) ==
        "r.mlir:6:12: stablehlo.all_reduce: replica_groups name axis \"z\", which the mesh lacks");
  CHECK(import_error_of(grouped_sum("#stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = "
                                    "[#stablehlo.axis_ref<name = \"y\", sub_axis_info = (1)3>]>")) ==
        "r.mlir:6:12: stablehlo.all_reduce: sub-axis \"y\":(1)3 does not divide the axis of 4");
  CHECK(import_error_of(grouped_sum("#stablehlo.replica_group_mesh_axes<mesh = @nowhere, axes = []>")) ==
        "r.mlir:6:12: stablehlo.all_reduce: replica_groups name mesh @nowhere, which the module does not "
        "declare");
  CHECK(import_error_of(
            grouped_sum("#stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [], order = 1>")) ==
        "r.mlir:6:12: stablehlo.all_reduce: replica_groups field 'order' is not understood");
}

TEST_CASE("module, function and region parts the importer does not understand are one-line errors") {
  const std::string sum = grouped_sum("dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>");
  REQUIRE(import_error_of(sum).empty());
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string text = sum;
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
  };
  CHECK(import_error_of(with("mhlo.num_replicas = 1", "mhlo.num_replicas = 2")) ==
        "r.mlir:1:1: module attribute 'mhlo.num_replicas' = 2: programs over several replicas are not "
        "supported");
  CHECK(import_error_of(with("mhlo.num_partitions = 8", "mhlo.num_partitions = 4")) ==
        "r.mlir:1:1: module attribute 'mhlo.num_partitions' = 4, but its manual computations run over 8 "
        "devices");
  CHECK(import_error_of(
            with("mhlo.num_replicas = 1 : i32", "mhlo.num_replicas = 1 : i32, mhlo.fancy = true")) ==
        "r.mlir:1:1: module attribute 'mhlo.fancy' = true is not understood");
  CHECK(import_error_of(
            with("%arg0: tensor<8x2xf32>", "%arg0: tensor<8x2xf32> {mhlo.memory_kind = \"pinned_host\"}")) ==
        "r.mlir:4:3: func.func @main argument 0 attribute 'mhlo.memory_kind' = \"pinned_host\" is not "
        "understood");
  CHECK(
      import_error_of(with("%arg0: tensor<8x2xf32>",
                           "%arg0: tensor<8x2xf32> {jax.result_info = \"x\", tf.aliasing_output = 0 : i32}"))
          .empty());
  // A reduction region the row cannot read as one op on its two arguments.
  CHECK(import_error_of(with("stablehlo.add %p, %q", "stablehlo.add %p, %p")) ==
        "r.mlir:6:12: stablehlo.all_reduce needs a reduction region of one op on its two arguments and its "
        "return");
  CHECK(import_error_of(with("sdy.mesh @mesh_0 = <[\"x\"=2, \"y\"=4]>",
                             "sdy.mesh @mesh_0 = <[\"x\"=2, \"y\"=4]> {color = 1}")) ==
        "r.mlir:3:3: sdy.mesh @mesh_0 attribute 'color' = 1 is not understood");
}

TEST_CASE("result_accuracy DEFAULT and HIGHEST import, a TOLERANCE is refused") {
  const auto module = [](const std::string& accuracy) {
    return "module @m {\n  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
           "    %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<" +
           accuracy + ">} : tensor<4xf32>\n    return %0 : tensor<4xf32>\n  }\n}\n";
  };
  CHECK(import_error_of(module("mode = #stablehlo.result_accuracy_mode<DEFAULT>")).empty());
  CHECK(import_error_of(module("mode = #stablehlo.result_accuracy_mode<HIGHEST>")).empty());
  CHECK(import_error_of(
            module("atol = 1.0e-5, rtol = 0.0, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>"))
            .rfind("r.mlir:3:10: stablehlo.exponential result_accuracy #stablehlo.result_accuracy<atol", 0) ==
        0);
}

TEST_CASE("a jax.jit over sharded arrays partitions, one replicated everywhere runs whole and says so") {
  std::vector<std::string> notes;
  const std::string text = slurp(kCorpus / "sh_jit_auto/program.mlir");
  CHECK(import_error_of(text, &notes).empty());
  CHECK(notes.empty());
  CHECK(pmapsim::import_stablehlo(text, "r.mlir").axis_size == 8);
  // GSPMD's mhlo.sharding strings (Shardy off) partition as Shardy's do.
  const auto gspmd = [](const std::string& sharding) {
    return "module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {\n"
           "  func.func public @main(%arg0: tensor<8xf32> {mhlo.sharding = \"" +
           sharding +
           "\"}) -> tensor<8xf32> {\n"
           "    %0 = stablehlo.tanh %arg0 : tensor<8xf32>\n"
           "    return %0 : tensor<8xf32>\n  }\n}\n";
  };
  CHECK(import_error_of(gspmd("{devices=[8]<=[8]}"), &notes).empty());
  CHECK(notes.empty());
  CHECK(pmapsim::import_stablehlo(gspmd("{devices=[8]<=[8]}"), "r.mlir").axis_size == 8);
  // Replicated on every device: nothing to partition, one device's work.
  CHECK(import_error_of(gspmd("{replicated}"), &notes).empty());
  REQUIRE(notes.size() == 1);
  CHECK(notes[0] ==
        "r.mlir: a jax.jit program partitioned over 8 devices (mhlo.num_partitions) without manual "
        "computations "
        "runs unpartitioned, whole on one device: its numbers are the program's, its time one chip doing all "
        "the "
        "work");
  notes.clear();
  CHECK(import_error_of(slurp(kCorpus / "pmap_collectives/program.mlir"), &notes).empty());
  CHECK(notes.empty());
}

TEST_CASE("a stablehlo.composite runs its decomposition, its name labels the call as a kernel") {
  const std::string text =
      "module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {\n"
      "  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = \"result\"}) {\n"
      "    %0 = stablehlo.composite \"my.tangent\" %arg0 {composite_attributes = {scale = 3.000000e+00 : "
      "f64}, "
      "decomposition = @my.tangent} : (tensor<4xf32>) -> tensor<4xf32>\n"
      "    return %0 : tensor<4xf32>\n"
      "  }\n"
      "  func.func private @my.tangent(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
      "    %0 = stablehlo.tan %arg0 : tensor<4xf32>\n"
      "    %cst = stablehlo.constant dense<3.000000e+00> : tensor<4xf32>\n"
      "    %1 = stablehlo.multiply %0, %cst : tensor<4xf32>\n"
      "    return %1 : tensor<4xf32>\n"
      "  }\n"
      "}\n";
  const pmapsim::Program program = pmapsim::import_stablehlo(text, "c.mlir");
  // A call of the decomposition that keeps the composite's name (the simulator times it as one kernel).
  REQUIRE(program.body.size() == 1);
  CHECK(program.body[0].op == pmapsim::OpCode::call);
  CHECK(program.body[0].attrs.symbol("composite") == "my.tangent");
  CHECK(pmapsim::parse_program(pmapsim::print(program)) == program);
  auto backend = pmapsim::BackendRegistry::global().open("reference");
  const pmapsim::Array x = pmapsim::Array::from_doubles(pmapsim::DType::f32, {4}, {0.25, -0.5, 1.0, 0.0});
  const pmapsim::RunResult run =
      pmapsim::compile_and_run(*backend, program, pmapsim::shard_arguments(program, {x}));
  const pmapsim::Array y = pmapsim::assemble_results(program, run.outputs).at(0);
  for (std::int64_t i = 0; i < 4; ++i) CHECK(y.get(i) == Approx(3.0 * std::tan(x.get(i))).epsilon(1e-6));
  std::string without = text;
  without.replace(without.find("decomposition = @my.tangent"), 27, "decomposed = @my.tangent");
  CHECK(import_error_of(without) == "r.mlir:3:10: stablehlo.composite needs decomposition = @function");
  // The name is the spec's (a string): without it the call would stand for no kernel.
  std::string unnamed = text;
  unnamed.replace(unnamed.find("\"my.tangent\" "), 13, "");
  CHECK(import_error_of(unnamed) ==
        "r.mlir:3:10: stablehlo.composite needs its name, a string (\"my.kernel\")");
}
