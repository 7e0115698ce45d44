// Backend spec strings, the registry, compile_and_run and the Runtime's executable cache.
#include <catch2/catch.hpp>

#include "pmapsim/backend.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/host_memory.hpp"
#include "pmapsim/runtime.hpp"

using namespace pmapsim;

namespace {

// A backend whose executables return their arguments: enough to watch the
// registry, compile_and_run and the cache do their part.
class EchoExecutable : public Executable {
 public:
  explicit EchoExecutable(const Program& program) : Executable(program, true) {}

 protected:
  RunResult execute(const std::vector<std::vector<Array>>& args, const RunOptions&) override {
    RunResult result;
    result.outputs = args;
    result.profile.total_ns = 1;
    return result;
  }
};

class EchoBackend : public Backend {
 public:
  EchoBackend(BackendSpec spec, int* compiles) : spec_(std::move(spec)), compiles_(compiles) {}
  std::string spec() const override { return spec_.text; }
  std::string kind() const override { return "echo"; }
  std::vector<DeviceInfo> devices() const override {
    std::vector<DeviceInfo> devices;
    for (int id = 0; id < spec_.int_option("devices", 2); ++id)
      devices.push_back(DeviceInfo{id, "echo", "echoes"});
    return devices;
  }
  std::string describe() const override { return "echo"; }
  // Echoes every op but exp, so that the contract's supports check shows.
  bool supports(OpCode op, DType) const override { return op != OpCode::exp; }

 protected:
  std::unique_ptr<Executable> compile_checked(const Program& program) override {
    ++*compiles_;
    return std::make_unique<EchoExecutable>(program);
  }

 private:
  BackendSpec spec_;
  int* compiles_;
};

Program identity_program(const std::string& name, std::int64_t devices) {
  Program program;
  program.name = name;
  program.axis_size = devices;
  program.params.push_back(Parameter{"x", TensorType{DType::f32, {1, 4}}});
  program.results.push_back(0);
  return program;
}

void require_spec_error(const std::string& text, const std::string& problem) {
  try {
    BackendSpec::parse(text);
    FAIL("parsed '" << text << "' without error");
  } catch (const Error& error) {
    const std::string message = error.what();
    INFO(message);
    CHECK(message.find("'" + text + "'") != std::string::npos);
    CHECK(message.find(problem) != std::string::npos);
  }
}

}  // namespace

TEST_CASE("backend specs split into kind, positional word and options") {
  const BackendSpec spec = BackendSpec::parse("sim:tpu-v5e,devices=8,timing-only");
  CHECK(spec.text == "sim:tpu-v5e,devices=8,timing-only");
  CHECK(spec.kind == "sim");
  CHECK(spec.positional == std::vector<std::string>{"tpu-v5e"});
  CHECK(spec.options == std::map<std::string, std::string>{{"devices", "8"}, {"timing-only", ""}});
  CHECK(spec.option("devices") == "8");
  CHECK_FALSE(spec.option("topology"));
  CHECK(spec.int_option("devices", 1) == 8);
  CHECK(spec.int_option("chips", 4) == 4);
  CHECK(spec.flag("timing-only"));
  CHECK(spec.flag("tpu-v5e"));
  CHECK_FALSE(spec.flag("verbose"));

  const BackendSpec bare = BackendSpec::parse("reference");
  CHECK(bare.kind == "reference");
  CHECK(bare.positional.empty());
  CHECK(bare.options.empty());

  const BackendSpec values =
      BackendSpec::parse("sim:ici_gbps=45.5,fast=1,slow=false,quiet=true,topology=torus2d:4x4");
  CHECK(values.positional.empty());
  CHECK(values.real_option("ici_gbps", 0) == 45.5);
  CHECK(values.real_option("hbm_gbps", 819) == 819);
  CHECK(values.flag("fast"));
  CHECK_FALSE(values.flag("slow"));
  CHECK(values.flag("quiet"));
  CHECK(values.option("topology") == "torus2d:4x4");  // only the first ':' separates the kind
}

TEST_CASE("malformed specs and option values name the spec and the item") {
  require_spec_error("", "expected a backend name");
  require_spec_error(":devices=8", "expected a backend name");
  require_spec_error("sim:a,,devices=2", "empty item");
  require_spec_error("sim:", "empty item");
  require_spec_error("sim:devices=", "option 'devices' has no value");
  require_spec_error("sim:=3", "bad option name in '=3'");
  require_spec_error("sim:devices=1,devices=2", "option 'devices' given twice");
  require_spec_error("sim:tpu v5e", "bad item 'tpu v5e'");

  const BackendSpec spec = BackendSpec::parse("sim:devices=eight,ici_gbps=fast,timing-only=maybe");
  CHECK_THROWS_WITH(
      spec.int_option("devices", 1),
      "backend spec 'sim:devices=eight,ici_gbps=fast,timing-only=maybe': option 'devices' expects "
      "an integer, got 'eight'");
  CHECK_THROWS_WITH(spec.real_option("ici_gbps", 1), Catch::Contains("option 'ici_gbps' expects a number"));
  CHECK_THROWS_WITH(spec.flag("timing-only"), Catch::Contains("expects true, false, 1 or 0, got 'maybe'"));
  CHECK_THROWS_AS(BackendSpec::parse("sim:devices=8x").int_option("devices", 1), Error);

  const BackendSpec reference = BackendSpec::parse("reference:devices=4,colour=blue");
  CHECK_NOTHROW(reference.reject_unknown({"devices", "colour"}));
  CHECK_THROWS_WITH(reference.reject_unknown({"devices"}),
                    "unknown option 'colour' for backend 'reference' (known: devices)");
}

TEST_CASE("the registry opens known kinds and explains the others") {
  int compiles = 0;
  BackendRegistry registry;
  registry.add(
      "reference", [&](const BackendSpec& spec) { return std::make_unique<EchoBackend>(spec, &compiles); },
      "echo stand-in");
  registry.add_unavailable("cuda", "no CUDA device available: no driver");
  registry.add_unavailable("sim", "not built");

  const auto backend = registry.open("reference:devices=3");
  CHECK(backend->spec() == "reference:devices=3");
  CHECK(backend->device_count() == 3);

  CHECK_THROWS_WITH(registry.open("xyz"), "unknown backend 'xyz' (available: cuda, reference, sim)");
  CHECK_THROWS_WITH(registry.open("xyz:devices=2"),
                    "unknown backend 'xyz' (available: cuda, reference, sim)");
  CHECK_THROWS_AS(registry.open("cuda:virtual=8"), BackendUnavailable);
  CHECK_THROWS_WITH(registry.open("cuda"), "no CUDA device available: no driver");
  CHECK_THROWS_WITH(registry.open("reference:devices=,"), Catch::Contains("has no value"));

  const auto entries = registry.entries();
  REQUIRE(entries.size() == 3);
  CHECK(entries[0].kind == "cuda");
  CHECK_FALSE(entries[0].available);
  CHECK(entries[1].kind == "reference");
  CHECK(entries[1].summary == "echo stand-in");
  CHECK(entries[1].available);

  // A kind registered again (built after all) replaces its earlier entry.
  registry.add(
      "sim", [&](const BackendSpec& spec) { return std::make_unique<EchoBackend>(spec, &compiles); },
      "now built");
  CHECK(registry.open("sim")->device_count() == 2);
  CHECK(BackendRegistry().entries().empty());
  CHECK_THROWS_WITH(BackendRegistry().open("reference"),
                    "unknown backend 'reference' (available: none registered)");
}

TEST_CASE("compile_and_run compiles and runs in one call") {
  int compiles = 0;
  EchoBackend backend(BackendSpec::parse("echo:devices=2"), &compiles);
  const std::vector<std::vector<Array>> args{{full(DType::f32, {1, 4}, 1)}, {full(DType::f32, {1, 4}, 2)}};
  const RunResult result = compile_and_run(backend, identity_program("p", 2), args);
  CHECK(compiles == 1);
  REQUIRE(result.outputs.size() == 2);
  CHECK(result.outputs[1][0] == args[1][0]);
  CHECK_THROWS_WITH(compile_and_run(backend, identity_program("p", 3), args),
                    "compiling computation that requires 3 logical devices, but only 2 devices are available "
                    "(num_replicas=3)");
  CHECK(compiles == 1);  // the contract refused it before the backend's hook
}

TEST_CASE("the backend contract: verify, unsupported ops and argument checks, worded once") {
  int compiles = 0;
  EchoBackend backend(BackendSpec::parse("echo:devices=2"), &compiles);

  Program bad = identity_program("bad", 2);
  bad.results = {7};
  CHECK_THROWS_AS(backend.compile(bad), Error);  // the verifier runs before the hook

  Program zero = identity_program("zero", 0);
  CHECK_THROWS_WITH(backend.compile(zero), Catch::Contains("devices must be at least 1, got 0"));

  Program uses_exp = identity_program("uses_exp", 2);
  uses_exp.body.push_back(Instruction{OpCode::exp, {0}, {}, TensorType{DType::f32, {1, 4}}, {}});
  uses_exp.results = {1};
  CHECK_THROWS_WITH(
      backend.compile(uses_exp),
      Catch::StartsWith("backend 'echo' does not support exp on f32 (@uses_exp instruction 0: "));
  CHECK(compiles == 0);

  auto executable = backend.compile(identity_program("p", 2));
  const Array x = full(DType::f32, {1, 4}, 1);
  CHECK_THROWS_WITH(executable->run({{x}}), "@p runs on 2 devices, got arguments for 1");
  CHECK_THROWS_WITH(executable->run({{x}, {}}), "@p takes 1 arguments, got 0 on device 1");
  CHECK_THROWS_WITH(executable->run({{x}, {full(DType::s32, {1, 4}, 1)}}),
                    "argument %x on device 1: expected f32[1,4], got s32[1,4]");
  CHECK_THROWS_WITH(
      executable->run({{x}, {Array::shape_only(DType::f32, {1, 4})}}),
      "argument %x on device 1 is shape-only, but this backend computes values and needs its data");
  CHECK(executable->run({{x}, {x}}).outputs.size() == 2);
}

TEST_CASE("a Runtime compiles each distinct program once") {
  int compiles = 0;
  Runtime runtime(std::make_unique<EchoBackend>(BackendSpec::parse("echo:devices=4"), &compiles));
  CHECK(runtime.device_count() == 4);
  CHECK(runtime.spec() == "echo:devices=4");
  Executable& first = runtime.executable(identity_program("a", 2));
  Executable& again = runtime.executable(identity_program("a", 2));
  CHECK(&first == &again);
  CHECK(compiles == 1);
  Executable& other = runtime.executable(identity_program("b", 2));
  CHECK(&other != &first);
  CHECK(other.program().name == "b");
  runtime.executable(identity_program("a", 4));  // same name, other axis size: another program
  CHECK(compiles == 3);

  CHECK_THROWS_AS(Runtime(nullptr), Error);
  CHECK_THROWS_WITH(Runtime::open("no-such-backend"), Catch::Contains("unknown backend 'no-such-backend'"));
}

TEST_CASE("the peak of live values counts each value from its definition to its last read") {
  // %x: 16 B throughout. %a (16 B) lives until %c reads it; %b (f64, 32 B)
  // is never read and dies at once; %c (16 B) is the result. The peak is at
  // %b: x + a + b = 64 B (80 if %b or %a outlived their reads, 48 without %x).
  Program program = identity_program("p", 2);
  program.params[0].type = TensorType{DType::f32, {4}};
  program.body.push_back(Instruction{OpCode::abs, {0}, {}, TensorType{DType::f32, {4}}, {}});
  program.body.push_back(Instruction{OpCode::convert, {0}, {}, TensorType{DType::f64, {4}}, {}});
  program.body.push_back(Instruction{OpCode::add, {1, 1}, {}, TensorType{DType::f32, {4}}, {}});
  program.results = {3};
  CHECK(peak_value_bytes(program) == 64);
}

TEST_CASE("a program whose values cannot fit in host memory is refused at compile time") {
  int compiles = 0;
  EchoBackend backend(BackendSpec::parse("echo:devices=2"), &compiles);
  Program huge = identity_program("huge", 2);
  huge.params[0].type = TensorType{DType::f32, {1 << 20, 1 << 20}};  // 4 TiB per device
  CHECK_THROWS_WITH(
      backend.compile(huge),
      Catch::StartsWith("program 'huge' on 2 devices of 'echo:devices=2' needs at least 16384.0 GiB "
                        "of host memory for its values"));
  CHECK_NOTHROW(backend.compile(identity_program("small", 2)));
}
