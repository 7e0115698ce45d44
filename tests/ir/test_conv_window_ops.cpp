// The shape rules of convolution, reduce_window and select_and_scatter, and
// dot's precision_config and preferred element type: hand-worked sizes from
// StableHLO's formulas, and each error.
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "pmapsim/conv_window.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"

using namespace pmapsim;
using Catch::Matchers::Contains;

namespace {

TensorType of(DType dtype, Shape shape) {
  return {dtype, std::move(shape)};
}

TensorType infer(OpCode op, std::vector<TensorType> operands, const Attrs& attrs,
                 std::optional<TensorType> declared = std::nullopt) {
  const ShapeContext context{operands, attrs, std::move(declared), "i", 4};
  return op_def(op).infer(context);
}

Attrs attrs_of(std::initializer_list<std::pair<const char*, AttrValue>> values) {
  Attrs attrs;
  for (const auto& [name, value] : values) attrs.set(name, value);
  return attrs;
}

std::string error_of(OpCode op, std::vector<TensorType> operands, const Attrs& attrs,
                     std::optional<TensorType> declared = std::nullopt) {
  try {
    infer(op, std::move(operands), attrs, std::move(declared));
  } catch (const Error& error) {
    return error.what();
  }
  FAIL("no error");
  return "";
}

const TensorType kImage = of(DType::f32, {2, 4, 7, 6});   // N C H W
const TensorType kKernel = of(DType::f32, {6, 2, 3, 2});  // O I H W

}  // namespace

TEST_CASE("convolution: default layouts, strides, padding, dilation and groups give StableHLO's sizes") {
  // H: (7 + 1 + 1 - 3) / 2 + 1 = 4; W: dilated window (2-1)*2+1 = 3, (6 + 0 + 2 - 3) / 1 + 1 = 6.
  const Attrs attrs = attrs_of({{"window_strides", IntList{2, 1}},
                                {"padding", IntListList{{1, 1}, {0, 2}}},
                                {"rhs_dilation", IntList{1, 2}},
                                {"feature_group_count", std::int64_t{2}}});
  CHECK(infer(OpCode::convolution, {kImage, kKernel}, attrs) == of(DType::f32, {2, 6, 4, 6}));
  // lhs_dilation 2 on H: dilated input 13, (13 - 3) / 1 + 1 = 11.
  CHECK(infer(OpCode::convolution, {kImage, of(DType::f32, {6, 4, 3, 1})},
              attrs_of({{"lhs_dilation", IntList{2, 1}}})) == of(DType::f32, {2, 6, 11, 6}));
  // A window larger than the padded input gives 0.
  CHECK(infer(OpCode::convolution, {of(DType::f32, {1, 1, 2}), of(DType::f32, {1, 1, 3})}, Attrs{}) ==
        of(DType::f32, {1, 1, 0}));
}

TEST_CASE(
    "convolution: dimension numbers as JAX's weight gradient writes them ([f,b,0,1]x[i,o,0,1]->[f,b,0,1])") {
  const Attrs attrs = attrs_of({{"input_batch_dimension", std::int64_t{1}},
                                {"input_feature_dimension", std::int64_t{0}},
                                {"kernel_input_feature_dimension", std::int64_t{0}},
                                {"kernel_output_feature_dimension", std::int64_t{1}},
                                {"output_batch_dimension", std::int64_t{1}},
                                {"output_feature_dimension", std::int64_t{0}},
                                {"window_strides", IntList{1, 2}},
                                {"padding", IntListList{{1, 1}, {0, 2}}},
                                {"rhs_dilation", IntList{2, 1}},
                                {"batch_group_count", std::int64_t{2}}});
  // lhs f=2 b=4 (input features 2 / groups 1 = kernel i 2); kernel o = 6 divisible by batch groups 2;
  // out: f = 6, b = 4 / 2 = 2; H: 7+2 - (4-1)*2-1 = 2 -> 3; W: (6+2-6)/2+1 = 2.
  CHECK(infer(OpCode::convolution, {of(DType::f32, {2, 4, 7, 6}), of(DType::f32, {2, 6, 4, 6})}, attrs) ==
        of(DType::f32, {6, 2, 3, 2}));
}

TEST_CASE("convolution: preferred element type and precision") {
  const Attrs precise =
      attrs_of({{"lhs_precision", std::string("HIGHEST")}, {"rhs_precision", std::string("HIGH")}});
  CHECK(precision_passes(precise) == 6);
  CHECK(precision_passes(Attrs{}) == std::nullopt);
  CHECK(precision_passes(attrs_of({{"lhs_precision", std::string("DEFAULT")}})) == 1);
  const TensorType bf_image = of(DType::bf16, {1, 2, 3, 3}), bf_kernel = of(DType::bf16, {1, 2, 2, 2});
  CHECK(infer(OpCode::convolution, {bf_image, bf_kernel}, precise, of(DType::f32, {1, 1, 2, 2})) ==
        of(DType::f32, {1, 1, 2, 2}));
  CHECK(infer(OpCode::convolution, {bf_image, bf_kernel}, Attrs{}) == of(DType::bf16, {1, 1, 2, 2}));
  CHECK_THAT(error_of(OpCode::convolution, {bf_image, bf_kernel}, Attrs{}, of(DType::s32, {1, 1, 2, 2})),
             Contains("preferred element type s32 must be of the operands' kind (bf16)"));
  CHECK_THAT(error_of(OpCode::convolution, {bf_image, bf_kernel},
                      attrs_of({{"lhs_precision", std::string("FAST")}})),
             Contains("lhs_precision must be DEFAULT, HIGH or HIGHEST, got FAST"));
}

TEST_CASE("convolution: each of StableHLO's checks errs in one line") {
  const auto err = [](std::vector<TensorType> operands, const Attrs& attrs) {
    return error_of(OpCode::convolution, operands, attrs);
  };
  CHECK_THAT(err({kImage, of(DType::bf16, {6, 4, 3, 2})}, Attrs{}),
             Contains("convolution: operands must have the same dtype"));
  CHECK_THAT(err({kImage, of(DType::f32, {6, 4, 3})}, Attrs{}), Contains("one rank >= 2"));
  CHECK_THAT(
      err({kImage, of(DType::f32, {6, 3, 3, 2})}, Attrs{}),
      Contains("input feature size 4 / feature_group_count 1 must equal the kernel input feature size 3"));
  CHECK_THAT(err({kImage, kKernel}, attrs_of({{"feature_group_count", std::int64_t{3}}})),
             Contains("input feature size 4 must be divisible by feature_group_count 3"));
  CHECK_THAT(err({of(DType::f32, {4, 4, 7, 6}), of(DType::f32, {6, 4, 3, 2})},
                 attrs_of({{"batch_group_count", std::int64_t{4}}})),
             Contains("kernel output feature size 6 must be divisible by the group count 4"));
  CHECK_THAT(err({kImage, of(DType::f32, {6, 4, 3, 2})}, attrs_of({{"batch_group_count", std::int64_t{3}}})),
             Contains("input batch size 2 must be divisible by batch_group_count 3"));
  CHECK_THAT(err({kImage, kKernel}, attrs_of({{"feature_group_count", std::int64_t{2}},
                                              {"batch_group_count", std::int64_t{2}}})),
             Contains("cannot both exceed 1"));
  CHECK_THAT(err({kImage, kKernel}, attrs_of({{"feature_group_count", std::int64_t{0}}})),
             Contains("must be positive"));
  CHECK_THAT(err({kImage, of(DType::f32, {6, 4, 3, 2})}, attrs_of({{"window_strides", IntList{1, 0}}})),
             Contains("window_strides must be positive, got [1,0]"));
  CHECK_THAT(err({kImage, of(DType::f32, {6, 4, 3, 2})}, attrs_of({{"rhs_dilation", IntList{1}}})),
             Contains("rhs_dilation must have 2 entries, got [1]"));
  CHECK_THAT(err({kImage, of(DType::f32, {6, 4, 3, 2})}, attrs_of({{"padding", IntListList{{1, 1}}}})),
             Contains("padding must be 2 [low, high] pairs"));
  CHECK_THAT(
      err({kImage, of(DType::f32, {6, 4, 3, 2})}, attrs_of({{"padding", IntListList{{-9, 0}, {0, 0}}}})),
      Contains("padding [-9, 0] of dimension 2 leaves a negative size"));
  CHECK_THAT(
      err({kImage, of(DType::f32, {6, 4, 3, 2})}, attrs_of({{"input_spatial_dimensions", IntList{2, 0}}})),
      Contains("input dimension numbers name dimension 0 twice"));
  CHECK_THAT(
      err({kImage, of(DType::f32, {6, 4, 3, 2})}, attrs_of({{"output_feature_dimension", std::int64_t{4}}})),
      Contains("output dimension number 4 is out of range for rank 4"));
  CHECK_THAT(err({of(DType::boolean, {1, 1, 2}), of(DType::boolean, {1, 1, 1})}, Attrs{}),
             Contains("does not accept dtype bool"));
}

TEST_CASE("reduce_window: cumsum, pooling, dilation and padding sizes and its errors") {
  const TensorType init{DType::f32, {}};
  // cumsum as JAX lowers it on CPU: window 9 along dim 1, padding [8, 0].
  CHECK(infer(OpCode::reduce_window, {of(DType::f32, {3, 9}), init},
              attrs_of({{"computation", std::string("add")},
                        {"window_dimensions", IntList{1, 9}},
                        {"padding", IntListList{{0, 0}, {8, 0}}}})) == of(DType::f32, {3, 9}));
  // max-pool 3x3 stride 2 pad 1 on 6x6: (6 + 2 - 3) / 2 + 1 = 3.
  const Attrs pool = attrs_of({{"computation", std::string("max")},
                               {"window_dimensions", IntList{1, 3, 3}},
                               {"window_strides", IntList{1, 2, 2}},
                               {"padding", IntListList{{0, 0}, {1, 1}, {1, 1}}}});
  CHECK(infer(OpCode::reduce_window, {of(DType::f32, {2, 6, 6}), init}, pool) == of(DType::f32, {2, 3, 3}));
  // base dilation 2 on 4 -> 7; window 2 dilated by 3 -> 4; (7 - 4) / 1 + 1 = 4.
  CHECK(infer(OpCode::reduce_window, {of(DType::s32, {4}), of(DType::s32, {})},
              attrs_of({{"computation", std::string("min")},
                        {"window_dimensions", IntList{2}},
                        {"base_dilations", IntList{2}},
                        {"window_dilations", IntList{3}}})) == of(DType::s32, {4}));
  const auto err = [&](std::vector<TensorType> operands, const Attrs& attrs) {
    return error_of(OpCode::reduce_window, operands, attrs);
  };
  CHECK_THAT(err({of(DType::f32, {2, 6, 6}), of(DType::f32, {1})}, pool),
             Contains("init value must be a f32[] scalar, got f32[1]"));
  CHECK_THAT(err({of(DType::f32, {2, 6, 6}), of(DType::s32, {})}, pool),
             Contains("init value must be a f32[] scalar"));
  CHECK_THAT(err({of(DType::f32, {6, 6}), init}, pool), Contains("window_strides must have 2 entries"));
  CHECK_THAT(err({of(DType::f32, {6}), init},
                 attrs_of({{"computation", std::string("and")}, {"window_dimensions", IntList{2}}})),
             Contains("reduce_window: unknown computation 'and' (expected add, mul, max or min)"));
  CHECK_THAT(err({of(DType::f32, {6}), init},
                 attrs_of({{"computation", std::string("add")}, {"window_dimensions", IntList{0}}})),
             Contains("window_dimensions must be positive"));
  CHECK_THAT(err({of(DType::f32, {6}), init},
                 attrs_of({{"computation", std::string("add")}, {"window_dimensions", IntList{2, 2}}})),
             Contains("window_dimensions must have 1 entries (the operand's rank), got [2,2]"));
  CHECK_THAT(err({of(DType::f32, {6}), init}, attrs_of({{"computation", std::string("add")}})),
             Contains("missing attribute 'window_dimensions' for reduce_window"));
}

TEST_CASE("select_and_scatter: the source holds one element per window and its errors") {
  const Attrs attrs = attrs_of({{"select", std::string("ge")},
                                {"scatter", std::string("add")},
                                {"window_dimensions", IntList{3, 3}},
                                {"window_strides", IntList{2, 2}}});
  const TensorType scalar{DType::f32, {}};
  // (8 - 3) / 2 + 1 = 3 windows per dim.
  CHECK(infer(OpCode::select_and_scatter, {of(DType::f32, {8, 8}), of(DType::f32, {3, 3}), scalar}, attrs) ==
        of(DType::f32, {8, 8}));
  CHECK_THAT(
      error_of(OpCode::select_and_scatter, {of(DType::f32, {8, 8}), of(DType::f32, {4, 3}), scalar}, attrs),
      Contains("source shape [4,3] must equal the window count per dimension [3,3]"));
  Attrs bad = attrs;
  bad.set("select", std::string("add"));
  CHECK_THAT(
      error_of(OpCode::select_and_scatter, {of(DType::f32, {8, 8}), of(DType::f32, {3, 3}), scalar}, bad),
      Contains("select must be a comparison ge, gt, le or lt, got add"));
  CHECK_THAT(
      error_of(OpCode::select_and_scatter, {of(DType::f32, {8, 8}), of(DType::s32, {3, 3}), scalar}, attrs),
      Contains("operand and source must have one dtype"));
}

TEST_CASE("dot: preferred element type widens integers and floats, precision is checked") {
  Attrs attrs = attrs_of({{"lhs_contract", IntList{1}},
                          {"rhs_contract", IntList{0}},
                          {"lhs_batch", IntList{}},
                          {"rhs_batch", IntList{}}});
  CHECK(infer(OpCode::dot, {of(DType::f32, {2, 3}), of(DType::f32, {3, 4})}, attrs,
              of(DType::bf16, {2, 4})) == of(DType::bf16, {2, 4}));
  CHECK_THAT(
      error_of(OpCode::dot, {of(DType::s32, {2, 3}), of(DType::s32, {3, 4})}, attrs, of(DType::f32, {2, 4})),
      Contains("dot: preferred element type f32 must be of the operands' kind (s32)"));
  attrs.set("rhs_precision", std::string("HIGHEST"));
  CHECK(infer(OpCode::dot, {of(DType::f32, {2, 3}), of(DType::f32, {3, 4})}, attrs) ==
        of(DType::f32, {2, 4}));
  attrs.set("rhs_precision", std::string("highest"));
  CHECK_THAT(error_of(OpCode::dot, {of(DType::f32, {2, 3}), of(DType::f32, {3, 4})}, attrs),
             Contains("rhs_precision must be DEFAULT, HIGH or HIGHEST, got highest"));
}

TEST_CASE("op_cost: a convolution's flops are 2 x outputs x one filter's elements, windows count theirs") {
  const Attrs attrs = attrs_of({{"feature_group_count", std::int64_t{2}}});
  const std::vector<TensorType> operands = {kImage, kKernel};
  const TensorType result = of(DType::f32, {2, 6, 5, 5});
  // one filter: 2 x 3 x 2 = 12 elements; 2 * 300 * 12.
  CHECK(op_cost(OpCode::convolution, operands, result, attrs).flops == 2.0 * 300 * 12);
  const std::vector<TensorType> window_operands = {of(DType::f32, {6, 6}), of(DType::f32, {})};
  const Attrs pool = attrs_of({{"computation", std::string("max")}, {"window_dimensions", IntList{2, 3}}});
  CHECK(op_cost(OpCode::reduce_window, window_operands, of(DType::f32, {5, 4}), pool).flops == 20.0 * 6);
}
