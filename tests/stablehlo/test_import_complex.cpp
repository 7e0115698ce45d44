// Complex numbers and the FFT through the importer: complex<f32>/complex<f64>
// as c64/c128, the rows of stablehlo.complex, real, imag and fft (both
// attribute forms, each bad attribute a one-line error at the op's line),
// complex constants (pairs, splats, hex, special parts). The corpus's
// complex programs (tests/data/stablehlo/cases_fft.py) run with every other
// corpus program in test_import.cpp.
#include <catch2/catch.hpp>

#include "corpus_helpers.hpp"

namespace {

std::string imported(const std::string& text) {
  return pmapsim::print(pmapsim::import_stablehlo(text, "c.mlir"));
}

std::string import_error_of(const std::string& text) {
  try {
    pmapsim::import_stablehlo(text, "c.mlir");
  } catch (const pmapsim::Error& e) {
    return e.what();
  }
  return "";
}

// A module whose @main takes `arg` and returns `result` from one op line (the op at line 3, column 10).
std::string module(const std::string& arg, const std::string& result, const std::string& op_line) {
  return "module @m {\n  func.func public @main(%arg0: " + arg + ") -> " + result + " {\n    " + op_line +
         "\n    return %0 : " + result + "\n  }\n}\n";
}

std::string fft_line(const std::string& attributes, const std::string& from, const std::string& to) {
  return "%0 = stablehlo.fft %arg0, " + attributes + " : (" + from + ") -> " + to;
}

}  // namespace

TEST_CASE("fft reads the pretty and the generic attribute forms") {
  const std::string c = "tensor<4x8xcomplex<f32>>";
  CHECK_THAT(imported(module(c, c, fft_line("type =  IFFT, length = [8]", c, c))),
             Catch::Matchers::Contains("fft %arg0 {fft_type=ifft, fft_length=[8]} : c64[4,8]"));
  const std::string generic =
      "%0 = \"stablehlo.fft\"(%arg0) {fft_length = array<i64: 4, 8>, fft_type = #stablehlo<fft_type FFT>} : "
      "(tensor<4x8xcomplex<f64>>) -> tensor<4x8xcomplex<f64>>";
  CHECK_THAT(imported(module("tensor<4x8xcomplex<f64>>", "tensor<4x8xcomplex<f64>>", generic)),
             Catch::Matchers::Contains("fft %arg0 {fft_type=fft, fft_length=[4, 8]} : c128[4,8]"));
  CHECK_THAT(imported(module(
                 "tensor<3x16xf32>", "tensor<3x9xcomplex<f32>>",
                 fft_line("type = RFFT, length = [16]", "tensor<3x16xf32>", "tensor<3x9xcomplex<f32>>"))),
             Catch::Matchers::Contains("fft %arg0 {fft_type=rfft, fft_length=[16]} : c64[3,9]"));
}

TEST_CASE("a bad fft attribute or type is a one-line error at the op's line, naming it") {
  const std::string c = "tensor<8xcomplex<f32>>";
  CHECK(import_error_of(module(c, c, fft_line("type = DCT, length = [8]", c, c))) ==
        "c.mlir:3:10: stablehlo.fft unknown fft_type 'DCT' (expected FFT, IFFT, RFFT or IRFFT)");
  CHECK(import_error_of(module(c, c, fft_line("length = [8]", c, c))) ==
        "c.mlir:3:10: stablehlo.fft missing attribute 'fft_type'");
  CHECK(import_error_of(module(c, c, fft_line("type = FFT, length = [4]", c, c))) ==
        "c.mlir:3:10: stablehlo.fft operand c64[8] does not fit fft_type fft with fft_length [4] (the last "
        "dims "
        "must be [4])");
  CHECK(import_error_of(module(c, c, fft_line("type = FFT, length = [1, 1, 1, 8]", c, c))) ==
        "c.mlir:3:10: stablehlo.fft fft_length must have 1 to 3 entries, got [1,1,1,8]");
  CHECK(
      import_error_of(module("tensor<8xf32>", c, fft_line("type = FFT, length = [8]", "tensor<8xf32>", c))) ==
      "c.mlir:3:10: stablehlo.fft fft_type fft does not accept dtype f32; accepted dtypes are c64 and c128");
  CHECK(import_error_of(module(c, "tensor<8xcomplex<f64>>",
                               fft_line("type = FFT, length = [8]", c, "tensor<8xcomplex<f64>>"))) ==
        "c.mlir:3:10: stablehlo.fft result type tensor<8xcomplex<f64>> should be c64[8]");
}

TEST_CASE("complex constants: pairs, splats, hex elements and special parts") {
  const auto constant = [](const std::string& dense, const std::string& type) {
    return imported(module("tensor<f32>", type, "%0 = stablehlo.constant " + dense + " : " + type));
  };
  CHECK_THAT(constant("dense<(1.500000e+00,-2.000000e+00)>", "tensor<3xcomplex<f32>>"),
             Catch::Matchers::Contains("constant {value=1.5, imag=-2.0} : c64[3]"));
  CHECK_THAT(constant("dense<[(1.0,2.0), (-0.0,3.5)]>", "tensor<2xcomplex<f64>>"),
             Catch::Matchers::Contains("constant {values=[1.0, 2.0, -0.0, 3.5]} : c128[2]"));
  // A c64 element in hex is its two f32 parts, little-endian: (1, -2).
  CHECK_THAT(constant("dense<\"0x0000803F000000C0\">", "tensor<2xcomplex<f32>>"),
             Catch::Matchers::Contains("constant {value=1.0, imag=-2.0} : c64[2]"));
  CHECK_THAT(constant("dense<(0x7FC00000,0xFF800000)>", "tensor<complex<f32>>"),
             Catch::Matchers::Contains("constant {value=nan, imag=-inf} : c64[]"));
  CHECK_THAT(
      import_error_of(module("tensor<f32>", "tensor<2xcomplex<f32>>",
                             "%0 = stablehlo.constant dense<[(1.0,2.0), (3.0)]> : tensor<2xcomplex<f32>>")),
      Catch::Matchers::Contains("a complex element needs a (real, imaginary) pair"));
  CHECK_THAT(import_error_of(module("tensor<f32>", "tensor<complex<f32>>",
                                    "%0 = stablehlo.constant dense<((1.0,2.0))> : tensor<complex<f32>>")),
             Catch::Matchers::Contains("unbalanced '(' in constant"));
  CHECK_THAT(import_error_of(module("tensor<f32>", "tensor<complex<f32>>",
                                    "%0 = stablehlo.constant dense<(1.0,0x12)> : tensor<complex<f32>>")),
             Catch::Matchers::Contains("bad hex part '0x12' of a complex element"));
}

TEST_CASE("complex, real and imag map one to one, and complex<f16> is no element type") {
  const std::string text =
      "module @m {\n  func.func public @main(%arg0: tensor<2xf64>) -> tensor<2xf64> {\n"
      "    %0 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f64>>\n"
      "    %1 = stablehlo.real %0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>\n"
      "    %2 = stablehlo.imag %0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>\n"
      "    %3 = stablehlo.add %1, %2 : tensor<2xf64>\n    return %3 : tensor<2xf64>\n  }\n}\n";
  const std::string spmd = imported(text);
  CHECK_THAT(spmd, Catch::Matchers::Contains("complex %arg0, %arg0 : c128[2]"));
  CHECK_THAT(spmd, Catch::Matchers::Contains("real %0 : f64[2]"));
  CHECK_THAT(spmd, Catch::Matchers::Contains("imag %0 : f64[2]"));
  CHECK_THAT(import_error_of(module("tensor<2xcomplex<f16>>", "tensor<2xf32>",
                                    "%0 = stablehlo.real %arg0 : "
                                    "(tensor<2xcomplex<f16>>) -> "
                                    "tensor<2xf32>")),
             Catch::Matchers::Contains("unknown element type 'complex<f16>'"));
}
