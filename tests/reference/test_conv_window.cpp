// The reference's convolution, reduce_window and select_and_scatter kernels:
// against JAX's own results (tests/data/conv, made by make.py there, with the
// attributes JAX's lowering wrote in each CASE.mlir) and against plain loops
// written here for the cases JAX's cases do not reach (window reversal,
// integers, dilated windows, preferred types).
#include <catch2/catch.hpp>
#include <string>

#include "helpers.hpp"
#include "pmapsim/npy.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

namespace {

Array stored(const std::string& name) {
  return read_npy(std::string(PMAPSIM_SOURCE_DIR) + "/tests/data/conv/" + name + ".npy");
}

// A one-device program with the given parameters and one instruction line
// (plus any lines before it), returning %r.
std::string program(const std::string& params, const std::string& lines) {
  return "pmap @p axis=i devices=1 (" + params + ") {\n" + lines + "\n  return %r\n}\n";
}

}  // namespace

TEST_CASE("convolution equals JAX's conv_general_dilated: strides, padding, rhs dilation, feature groups") {
  const std::string text = program("%x: f32[2,4,7,6], %w: f32[6,2,3,2]",
                                   "  %r = convolution %x, %w {window_strides=[2,1], padding=[[1,1],[0,2]], "
                                   "rhs_dilation=[1,2], feature_group_count=2} : f32[2,6,4,6]");
  CHECK(run_one(text, {stored("forward_in0"), stored("forward_in1")}) == stored("forward_out0"));
}

TEST_CASE("convolution equals JAX's input gradient: lhs dilation, [i,o] kernel, feature groups") {
  // grad_lhs.mlir: [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], stride [1,1], pad [[1,1],[2,0]],
  // lhs_dilate [2,1], rhs_dilate [1,2], feature_group_count 2.
  const std::string text =
      program("%g: f32[2,6,4,6], %k: f32[3,4,3,2]",
              "  %r = convolution %g, %k {padding=[[1,1],[2,0]], lhs_dilation=[2,1], rhs_dilation=[1,2], "
              "kernel_input_feature_dimension=0, kernel_output_feature_dimension=1, feature_group_count=2} : "
              "f32[2,4,7,6]");
  CHECK(run_one(text, {stored("grad_lhs_in2"), stored("grad_lhs_kernel")}) == stored("grad_lhs_out0"));
}

TEST_CASE("convolution equals JAX's kernel gradient: [f,b] layouts and batch groups") {
  // grad_rhs.mlir: [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], stride [1,2], pad [[1,1],[0,2]],
  // rhs_dilate [2,1], batch_group_count 2.
  const std::string text =
      program("%x: f32[2,4,7,6], %g: f32[2,6,4,6]",
              "  %r = convolution %x, %g {window_strides=[1,2], padding=[[1,1],[0,2]], rhs_dilation=[2,1], "
              "input_batch_dimension=1, input_feature_dimension=0, kernel_input_feature_dimension=0, "
              "kernel_output_feature_dimension=1, output_batch_dimension=1, output_feature_dimension=0, "
              "batch_group_count=2} : f32[6,2,3,2]");
  CHECK(run_one(text, {stored("grad_rhs_in0"), stored("grad_rhs_in2")}) == stored("grad_rhs_out0"));
}

TEST_CASE("convolution equals JAX in NHWC / HWIO layout with lhs dilation") {
  const std::string text = program(
      "%x: f32[1,4,3,2], %w: f32[3,2,2,3]",
      "  %r = convolution %x, %w {padding=[[2,1],[1,1]], lhs_dilation=[2,1], input_batch_dimension=0, "
      "input_feature_dimension=3, input_spatial_dimensions=[1,2], kernel_input_feature_dimension=2, "
      "kernel_output_feature_dimension=3, kernel_spatial_dimensions=[0,1], output_batch_dimension=0, "
      "output_feature_dimension=3, output_spatial_dimensions=[1,2]} : f32[1,8,4,3]");
  CHECK(run_one(text, {stored("nhwc_in0"), stored("nhwc_in1")}) == stored("nhwc_out0"));
}

TEST_CASE("reduce_window equals JAX: cumsum as JAX lowers it, max-pool, avg-pool") {
  const std::string cumsum = program("%x: f32[3,9]",
                                     "  %z = constant {value=0.0} : f32[]\n"
                                     "  %r = reduce_window %x, %z {computation=add, window_dimensions=[1,9], "
                                     "padding=[[0,0],[8,0]]} : f32[3,9]");
  CHECK(run_one(cumsum, {stored("cumsum_in0")}) == stored("cumsum_out0"));
  const std::string max_pool =
      program("%x: f32[2,3,6,6]",
              "  %z = constant {value=-inf} : f32[]\n"
              "  %r = reduce_window %x, %z {computation=max, window_dimensions=[1,1,3,3], "
              "window_strides=[1,1,2,2], padding=[[0,0],[0,0],[1,1],[1,1]]} : f32[2,3,3,3]");
  CHECK(run_one(max_pool, {stored("max_pool_in0")}) == stored("max_pool_out0"));
  const std::string avg_pool =
      program("%x: f32[2,3,6,6]",
              "  %z = constant {value=0.0} : f32[]\n"
              "  %s = reduce_window %x, %z {computation=add, window_dimensions=[1,1,2,2], "
              "window_strides=[1,1,2,2]} : f32[2,3,3,3]\n"
              "  %n = constant {value=4.0} : f32[2,3,3,3]\n"
              "  %r = div %s, %n : f32[2,3,3,3]");
  CHECK(run_one(avg_pool, {stored("avg_pool_in0")}) == stored("avg_pool_out0"));
}

TEST_CASE("select_and_scatter equals JAX's max-pool gradient (padding as its own attribute)") {
  // JAX pads the operand with -inf and slices the result (max_pool_grad.mlir); padding here
  // is never selected, so the attribute gives the sliced result directly.
  const std::string text = program("%x: f32[2,3,6,6], %g: f32[2,3,3,3]",
                                   "  %z = constant {value=0.0} : f32[]\n"
                                   "  %r = select_and_scatter %x, %g, %z {select=ge, scatter=add, "
                                   "window_dimensions=[1,1,3,3], window_strides=[1,1,2,2], "
                                   "padding=[[0,0],[0,0],[1,1],[1,1]]} : f32[2,3,6,6]");
  CHECK(run_one(text, {stored("max_pool_grad_in0"), stored("max_pool_grad_in1")}) ==
        stored("max_pool_grad_out0"));
}

TEST_CASE("convolution: window reversal, lhs dilation and s32 against a plain loop") {
  // 1-D, one batch, one feature: x of 5, kernel of 3 reversed, lhs dilation 2 (9 positions),
  // padding [1, 2], stride 2: padded length 12, (12 - 3) / 2 + 1 = 5 outputs.
  const std::vector<double> x = {3, -1, 4, 1, -5}, w = {2, -7, 1};
  std::vector<double> expected;
  for (int y = 0; y < 5; ++y) {
    double sum = 0;
    for (int k = 0; k < 3; ++k) {
      const int padded = y * 2 + k - 1;  // position in the dilated input
      if (padded < 0 || padded % 2 != 0 || padded / 2 >= 5) continue;
      sum += x[static_cast<std::size_t>(padded / 2)] * w[static_cast<std::size_t>(2 - k)];  // reversed kernel
    }
    expected.push_back(sum);
  }
  const std::string text = program("%x: s32[1,1,5], %w: s32[1,1,3]",
                                   "  %r = convolution %x, %w {window_strides=[2], padding=[[1,2]], "
                                   "lhs_dilation=[2], window_reversal=[1]} : s32[1,1,5]");
  CHECK(run_one(text, {make(DType::s32, {1, 1, 5}, x), make(DType::s32, {1, 1, 3}, w)}) ==
        make(DType::s32, {1, 1, 5}, expected));
}

TEST_CASE("convolution: bf16 operands with an f32 preferred type accumulate in f32") {
  // 256 ones then 2^-7 (all bf16 values): 256 + 2^-7 is exact in f32, which bf16 (spacing 2
  // at 256) could not hold.
  std::vector<double> values(256, 1.0);
  values.push_back(1.0 / 128);
  const std::string text =
      program("%x: bf16[1,257,1], %w: bf16[1,257,1]", "  %r = convolution %x, %w : f32[1,1,1]");
  const Array x = make(DType::bf16, {1, 257, 1}, values);
  const Array w = make(DType::bf16, {1, 257, 1}, std::vector<double>(257, 1.0));
  CHECK(run_one(text, {x, w}) == f32({1, 1, 1}, {256.0 + 1.0 / 128}));
}

TEST_CASE("reduce_window: base and window dilation, integer min, mul and holes hold the init value") {
  // x of 4 dilated by 2: [1, _, 5, _, -2, _, 7], holes = init 100; window 2 dilated by 3 reads
  // positions p and p + 3: outputs at p = 0..3 (7 - 4 + 1 = 4).
  const std::vector<double> x = {1, 5, -2, 7};
  const std::vector<double> dilated = {1, 100, 5, 100, -2, 100, 7};
  std::vector<double> expected;
  for (std::size_t p = 0; p < 4; ++p) expected.push_back(std::min({100.0, dilated[p], dilated[p + 3]}));
  const std::string text = program("%x: s32[4]",
                                   "  %i = constant {value=100.0} : s32[]\n"
                                   "  %r = reduce_window %x, %i {computation=min, window_dimensions=[2], "
                                   "base_dilations=[2], window_dilations=[3]} : s32[4]");
  CHECK(run_one(text, {make(DType::s32, {4}, x)}) == make(DType::s32, {4}, expected));
  // Products of windows of 2 with stride 2 and padding [1, 0] (the padded 1 is the init value 1).
  const std::string product =
      program("%x: f32[5]",
              "  %one = constant {value=1.0} : f32[]\n"
              "  %r = reduce_window %x, %one {computation=mul, window_dimensions=[2], "
              "window_strides=[2], padding=[[1,0]]} : f32[3]");
  CHECK(run_one(product, {f32({5}, {2, 3, 4, 5, 6})}) == f32({3}, {2, 12, 30}));
}

TEST_CASE(
    "select_and_scatter: ge keeps the first maximum, le the first minimum, and overlapping windows add") {
  // Windows of 2, stride 1 over [4, 4, 1]: windows [4,4] (positions 0, 1) and [4,1] (positions 1,
  // 2). ge keeps its selection while it is >= the candidate: the first 4 of each window.
  const std::string ge = program("%x: f32[3], %s: f32[2]",
                                 "  %z = constant {value=0.0} : f32[]\n"
                                 "  %r = select_and_scatter %x, %s, %z {select=ge, scatter=add, "
                                 "window_dimensions=[2]} : f32[3]");
  CHECK(run_one(ge, {f32({3}, {4, 4, 1}), f32({2}, {10, 20})}) == f32({3}, {10, 20, 0}));
  const std::string lt = program("%x: f32[3], %s: f32[2]",
                                 "  %z = constant {value=0.0} : f32[]\n"
                                 "  %r = select_and_scatter %x, %s, %z {select=le, scatter=add, "
                                 "window_dimensions=[2]} : f32[3]");
  // le keeps its selection while it is <= the candidate: [4,4] keeps position 0, [4,1] moves to
  // position 2 (the 1).
  CHECK(run_one(lt, {f32({3}, {4, 4, 1}), f32({2}, {10, 20})}) == f32({3}, {10, 0, 20}));
  // Both windows of [1, 9, 2] select the 9: its gradient is the sum.
  CHECK(run_one(ge, {f32({3}, {1, 9, 2}), f32({2}, {10, 20})}) == f32({3}, {0, 30, 0}));
}

TEST_CASE("int8 x int8 -> s32: dot and convolution accumulate past int8's range") {
  // Values near the int8 limits; every sum leaves int8's range, none leaves int32's.
  std::vector<double> a, b;
  for (int i = 0; i < 12; ++i) a.push_back(i % 2 == 0 ? 127 - i : -128 + i);
  for (int i = 0; i < 8; ++i) b.push_back(i % 3 == 0 ? -128 : 120 - i);
  // dot: a as [3,4], b as [4,2].
  std::vector<double> product;
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 2; ++j) {
      double sum = 0;
      for (int k = 0; k < 4; ++k)
        sum += a[static_cast<std::size_t>(i * 4 + k)] * b[static_cast<std::size_t>(k * 2 + j)];
      product.push_back(sum);
    }
  }
  const std::string dot = program("%a: s8[3,4], %b: s8[4,2]",
                                  "  %r = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], "
                                  "rhs_batch=[]} : s32[3,2]");
  CHECK(run_one(dot, {make(DType::s8, {3, 4}, a), make(DType::s8, {4, 2}, b)}) ==
        make(DType::s32, {3, 2}, product));
  // convolution: a as [1, 2, 6] (two features), b as [2, 2, 2] (two filters of 2 features x 2 taps).
  std::vector<double> conv;
  for (int o = 0; o < 2; ++o) {
    for (int y = 0; y < 5; ++y) {
      double sum = 0;
      for (int t = 0; t < 2; ++t) {
        for (int c = 0; c < 2; ++c) {
          sum += a[static_cast<std::size_t>(c * 6 + y + t)] * b[static_cast<std::size_t>(o * 4 + c * 2 + t)];
        }
      }
      conv.push_back(sum);
    }
  }
  const std::string text = program("%x: s8[1,2,6], %w: s8[2,2,2]", "  %r = convolution %x, %w : s32[1,2,5]");
  CHECK(run_one(text, {make(DType::s8, {1, 2, 6}, a), make(DType::s8, {2, 2, 2}, b)}) ==
        make(DType::s32, {1, 2, 5}, conv));
}

TEST_CASE("integer results wrap to their width as XLA's integer arithmetic") {
  // 100 * 2 + 100 * 1 = 300 wraps to 300 - 256 = 44 in s8.
  const std::string dot = program("%a: s8[1,2], %b: s8[2,1]",
                                  "  %r = dot %a, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], "
                                  "rhs_batch=[]} : s8[1,1]");
  CHECK(run_one(dot, {make(DType::s8, {1, 2}, {100, 100}), make(DType::s8, {2, 1}, {2, 1})}) ==
        make(DType::s8, {1, 1}, {44}));
  // A window sum 127 + 127 = 254 wraps to -2.
  const std::string sum =
      program("%x: s8[2]",
              "  %z = constant {value=0.0} : s8[]\n"
              "  %r = reduce_window %x, %z {computation=add, window_dimensions=[2]} : s8[1]");
  CHECK(run_one(sum, {make(DType::s8, {2}, {127, 127})}) == make(DType::s8, {1}, {-2}));
}
