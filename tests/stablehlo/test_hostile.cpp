// Hostile input: every failure is one line "FILE:LINE:COL: message" (a
// pmapsim::Error), never a crash, a hang or a stack overflow.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "pmapsim/stablehlo/module.hpp"

using namespace pmapsim::stablehlo;

namespace {

std::string error_of(const std::string& text) {
  try {
    parse_module(text, "bad.mlir");
  } catch (const pmapsim::Error& e) {
    return e.what();
  }
  return "";
}

std::string slurp(const std::string& rel) {
  std::ifstream in(std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/stablehlo/" + rel, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void require_one_line_at(const std::string& err, const std::string& prefix, const std::string& words) {
  INFO(err);
  CHECK(err.rfind(prefix, 0) == 0);
  CHECK(err.find('\n') == std::string::npos);
  CHECK(err.find(words) != std::string::npos);
}

const std::string kHeader =
    "module @m {\n  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n";

}  // namespace

TEST_CASE("errors name the file, line and column") {
  require_one_line_at(error_of(kHeader + "    %0 = stablehlo.add %arg0, %arg0 : tensor<?xf32>\n"),
                      "bad.mlir:3:", "dynamic shapes are not supported");
  require_one_line_at(error_of(kHeader + "    %0 = stablehlo.add %arg0, %arg0 : tensor<2xcomplex<f16>>\n"),
                      "bad.mlir:3:", "stablehlo.add: unknown element type 'complex<f16>'");
  require_one_line_at(error_of("module @m {\n  foo.bar\n}"), "bad.mlir:2:3:", "expected func.func");
  require_one_line_at(error_of(kHeader + "    %0 = stablehlo.add %arg0, %arg0 : tensor<2xq7>\n  }\n}\n"),
                      "bad.mlir:3:", "unknown element type 'q7'");
  require_one_line_at(error_of(kHeader + "    %0 = \"stablehlo.x\"(%arg0 : tensor<2xf32>\n"),
                      "bad.mlir:3:", "expected");
  require_one_line_at(error_of("module @m {\n  func.func @f() {\n    %0 = stablehlo.constant dense<\"0x0\n"),
                      "bad.mlir:3:", "unterminated string");
  require_one_line_at(error_of(kHeader + "    %0:99999999999999999999 = stablehlo.add %arg0\n"),
                      "bad.mlir:3:", "does not fit");
  require_one_line_at(error_of("\x01"), "bad.mlir:1:1:", "unexpected character '\\x01'");
}

TEST_CASE("every truncation of a real program fails in one line or parses") {
  const std::string text = slurp("argmax_sort_topk/program.mlir");
  for (std::size_t n = 0; n < text.size(); n += 7) {
    const std::string err = error_of(text.substr(0, n));
    INFO("prefix of " << n << " bytes: " << err);
    if (!err.empty()) {
      CHECK(err.rfind("bad.mlir:", 0) == 0);
      CHECK(err.find('\n') == std::string::npos);
    }
  }
}

TEST_CASE("deep nesting is refused, not recursed into") {
  for (const char* open : {"[", "{", "(", "<", "loc("}) {
    std::string deep = kHeader + "    %0 = stablehlo.foo ";
    for (int i = 0; i < 100000; ++i) deep += open;
    const std::string err = error_of(deep);
    INFO(open << ": " << err.substr(0, 200));
    CHECK(err.rfind("bad.mlir:", 0) == 0);
  }
  std::string regions = "module {\n func.func @main() {\n";
  for (int i = 0; i < 5000; ++i) regions += "%0 = \"stablehlo.while\"() ({\n";
  CHECK(error_of(regions).find("nesting deeper than") != std::string::npos);
}

TEST_CASE("dense constants: splat, nested, hex, and their errors") {
  auto dense = [](const std::string& body) {
    Attr a;
    a.kind = Attr::Kind::Dense;
    a.body = body;
    return a;
  };
  const TensorType t23{{2, 3}, "f32"};
  CHECK(decode_dense(dense("1.5"), t23, "x").splat);
  CHECK(decode_dense(dense("[[1, 2, 3], [4, 5, 6]]"), t23, "x").literals.size() == 6);
  const auto hex = decode_dense(dense("\"0x0000803F00000040\""), TensorType{{2}, "f32"}, "x");
  CHECK(hex.bytes == std::vector<std::uint8_t>{0x00, 0x00, 0x80, 0x3F, 0x00, 0x00, 0x00, 0x40});
  CHECK_THROWS_WITH(decode_dense(dense("\"0x0000803G\""), TensorType{{}, "f32"}, "x"),
                    Catch::Contains("bad hex digit"));
  CHECK_THROWS_WITH(decode_dense(dense("\"0x00\""), TensorType{{2}, "f32"}, "x"),
                    Catch::Contains("holds 1 bytes"));
  CHECK_THROWS_WITH(decode_dense(dense("\"0x000\""), TensorType{{2}, "f32"}, "x"),
                    Catch::Contains("odd number"));
  CHECK_THROWS_WITH(decode_dense(dense("[1, 2]"), t23, "x"), Catch::Contains("has 2 elements"));
  CHECK_THROWS_WITH(decode_dense(dense("[[1, 2]"), t23, "x"), Catch::Contains("unbalanced"));
  CHECK_THROWS_WITH(decode_dense(dense("(1, 2)"), TensorType{{}, "f32"}, "x"), Catch::Contains("complex"));
  CHECK_THROWS_WITH(decode_dense(dense("1"), TensorType{{1 << 30, 1 << 30}, "f32"}, "x"),
                    Catch::Contains("too large"));
}

TEST_CASE("huge numbers are errors, not overflows") {
  const Module m =
      parse_module(kHeader +
                       "    %c = \"stablehlo.iota\"() {iota_dimension = 123456789012345678901234567890 : "
                       "i64} : () -> tensor<2xi64>\n    return %arg0 : tensor<2xf32>\n  }\n}\n",
                   "big.mlir");
  const Op& c = m.function("main")->body.ops.at(0);
  CHECK_THROWS_WITH(c.attribute("iota_dimension")->as_int(), Catch::Contains("does not fit"));
  CHECK(error_of(kHeader + "    %0 = stablehlo.add %arg0, %arg0 : tensor<99999999999999999999xf32>\n")
            .find("too large") != std::string::npos);
}
