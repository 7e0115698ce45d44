// The program IR: the verifier, the printer, the parser and their round trip,
// and every parse error class with its line and column.
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>

#include "pmapsim/errors.hpp"
#include "pmapsim/program.hpp"

using namespace pmapsim;
using Catch::Matchers::Contains;
using Catch::Matchers::Equals;
using Catch::Matchers::StartsWith;

namespace {

// Every op and every attribute kind (integer, real, symbol, int_list,
// real_list, int_list_list), on an axis of 4 devices.
const char* const kEveryOp = R"(# every op of the table
pmap @every_op axis=i devices=4 (%x: f32[4,6], %y: f32[4,6], %b: bf16[6,3], %n: s32[4]) {
  %0 = neg %x : f32[4,6]
  %1 = exp %0 : f32[4,6]
  %2 = log %1 : f32[4,6]
  %3 = tanh %2 : f32[4,6]
  %4 = sqrt %y : f32[4,6]
  %5 = add %3, %4 : f32[4,6]
  %6 = sub %5, %x : f32[4,6]
  %7 = mul %6, %y : f32[4,6]
  %8 = div %7, %y : f32[4,6]
  %9 = max %8, %x : f32[4,6]
  %10 = min %9, %y : f32[4,6]
  %11 = compare %10, %x {direction=lt} : bool[4,6]
  %12 = select %11, %x, %y : f32[4,6]
  %13 = convert %12 : bf16[4,6]
  %14 = dot %13, %b {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[4,3]
  %15 = transpose %14 {perm=[1,0]} : f32[3,4]
  %16 = reshape %15 : f32[12]
  %17 = reduce_sum %x {axes=[1]} : f32[4]
  %18 = reduce_max %x {axes=[0,1]} : f32[]
  %19 = broadcast %18 {dims=[]} : f32[2,4]
  %20 = constant {value=0.1} : f32[]
  %21 = constant {values=[1.5,-2.0,1e+20,inf]} : f32[2,2]
  %22 = iota {dimension=0} : s32[4]
  %23 = psum %x {axis=i, groups=[[0,1],[2,3]]} : f32[4,6]
  %24 = pmean %n {axis=i} : f32[4]
  %25 = pmax %x {axis=i} : f32[4,6]
  %26 = pmin %n {axis=i, groups=[[0],[1,2,3]]} : s32[4]
  %27 = all_gather %17 {axis=i, groups=[[0,2],[1,3]], dimension=0} : f32[8]
  %28 = psum_scatter %x {axis=i, dimension=0} : f32[1,6]
  %29 = ppermute %x {axis=i, perm=[[0,1],[1,2],[2,3],[3,0]]} : f32[4,6]
  %30 = all_to_all %x {axis=i, split_axis=0, concat_axis=1} : f32[1,24]
  %31 = axis_index {axis=i} : s32[]
  %32 = abs %n : s32[4]
  %33 = sign %x : f32[4,6]
  %34 = floor %x : f32[4,6]
  %35 = ceil %x : f32[4,6]
  %36 = round_nearest_even %x : f32[4,6]
  %37 = round_nearest_afz %x : f32[4,6]
  %38 = rsqrt %x : f32[4,6]
  %39 = cbrt %x : f32[4,6]
  %40 = logistic %x : f32[4,6]
  %41 = log1p %x : f32[4,6]
  %42 = expm1 %x : f32[4,6]
  %43 = sine %x : f32[4,6]
  %44 = cosine %x : f32[4,6]
  %45 = tan %x : f32[4,6]
  %46 = erf %x : f32[4,6]
  %47 = erf_inv %x : f32[4,6]
  %48 = is_finite %x : bool[4,6]
  %49 = atan2 %x, %y : f32[4,6]
  %50 = power %x, %y : f32[4,6]
  %51 = remainder %x, %y : f32[4,6]
  %52 = clamp %18, %x, %18 : f32[4,6]
  %53 = not %11 : bool[4,6]
  %54 = and %11, %53 : bool[4,6]
  %55 = or %n, %22 : s32[4]
  %56 = xor %n, %22 : s32[4]
  %57 = shift_left %n, %22 : s32[4]
  %58 = shift_right_logical %n, %22 : s32[4]
  %59 = shift_right_arithmetic %n, %22 : s32[4]
  %60 = popcnt %n : s32[4]
  %61 = count_leading_zeros %n : s32[4]
  %62 = bitcast_convert %x : u8[4,6,4]
  %63 = reduce_precision %x {exponent_bits=5, mantissa_bits=10} : f32[4,6]
  %64 = reshape %x : f32[1,4,6]
  %65 = convolution %64, %64 {window_strides=[2], padding=[[1,1]], lhs_dilation=[1], rhs_dilation=[1], window_reversal=[0], input_batch_dimension=0, input_feature_dimension=1, input_spatial_dimensions=[2], kernel_output_feature_dimension=0, kernel_input_feature_dimension=1, kernel_spatial_dimensions=[2], output_batch_dimension=0, output_feature_dimension=1, output_spatial_dimensions=[2], feature_group_count=1, batch_group_count=1, lhs_precision=HIGHEST, rhs_precision=DEFAULT} : f32[1,1,2]
  %66 = reduce_window %x, %20 {computation=add, window_dimensions=[1,6], window_strides=[1,1], base_dilations=[1,1], window_dilations=[1,1], padding=[[0,0],[5,0]]} : f32[4,6]
  %67 = reshape %17 : f32[4,1]
  %68 = select_and_scatter %x, %67, %20 {select=ge, scatter=add, window_dimensions=[1,6], window_strides=[1,1], padding=[[0,0],[0,0]]} : f32[4,6]
  %bx, %bn = optimization_barrier %x, %n : f32[4,6], s32[4]
  %k, %acc = while_loop %31, %x : s32[], f32[4,6] (%i: s32[], %a: f32[4,6]) {
    %lim = constant {value=3} : s32[]
    %more = compare %i, %lim {direction=lt} : bool[]
    return %more
  } (%i: s32[], %a: f32[4,6]) {
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    %s = psum %a {axis=i} : f32[4,6]
    return %next, %s
  }
  %p = compare %31, %k {direction=eq} : bool[]
  %c = cond %p : f32[4] () {
    return %17
  } () {
    %negated = neg %17 : f32[4]
    return %negated
  }
  %sw = switch_case %31 : s32[] () {
    return %31
  } () {
    %t = neg %31 : s32[]
    return %t
  }
  %cs, %cn = call %x, %n {callee=scaled_} : f32[4,6], s32[4] (%cx: f32[4,6], %cm: s32[4]) {
    %twice = add %cx, %cx : f32[4,6]
    %inner = call {callee=nested.f} : s32[4] () {
      return %cm
    }
    return %twice, %inner
  }
  %io = iota {dimension=1} : s32[4,6]
  %z0 = constant {value=0} : s32[]
  %mv, %mi = reduce %x, %io, %20, %z0 {dims=[1]} : f32[4], s32[4] (%u: f32[], %ui: s32[], %v: f32[], %vi: s32[]) {
    %ge = compare %u, %v {direction=ge} : bool[]
    %w = select %ge, %u, %v : f32[]
    %wi = select %ge, %ui, %vi : s32[]
    return %w, %wi
  }
  %sv, %si = sort %x, %io {dimension=1, is_stable=1} : f32[4,6], s32[4,6] (%e: f32[], %f: f32[], %g: s32[], %h: s32[]) {
    %lt = compare %e, %f {direction=lt} : bool[]
    return %lt
  }
  %ix33 = slice %x {start_indices=[1,0], limit_indices=[4,6], strides=[2,3]} : f32[2,2]
  %ix34 = concatenate %x, %y {dimension=1} : f32[4,12]
  %ix35 = pad %x, %20 {edge_padding_low=[1,-1], edge_padding_high=[0,2], interior_padding=[1,0]} : f32[8,7]
  %ix36 = reverse %x {dimensions=[0,1]} : f32[4,6]
  %ix37 = dynamic_slice %x, %31, %31 {slice_sizes=[2,3]} : f32[2,3]
  %ix38 = dynamic_update_slice %x, %ix37, %31, %31 : f32[4,6]
  %ix39 = reshape %n : s32[4,1]
  %ix40 = gather %x, %ix39 {offset_dims=[1], collapsed_slice_dims=[0], start_index_map=[0], index_vector_dim=1, slice_sizes=[1,6], indices_are_sorted=0} : f32[4,6]
  %ix41 = scatter %x, %ix39, %ix40 {update_window_dims=[1], inserted_window_dims=[0], scatter_dims_to_operand_dims=[0], index_vector_dim=1, unique_indices=0, computation=add} : f32[4,6]
  %rk = constant {value=7} : u64[2]
  %rs, %ro = rng_bit_generator %rk {algorithm=three_fry} : u64[2], u32[2,3]
  %cx0 = complex %x, %y : c64[4,6]
  %cx1 = fft %cx0 {fft_type=fft, fft_length=[4,6]} : c64[4,6]
  %cx2 = real %cx1 : f32[4,6]
  %cx3 = imag %cx1 : f32[4,6]
  %cx4 = constant {value=1.5, imag=-2.0} : c128[3]
  %cx5 = constant {values=[1.0, 2.0, 3.0, -4.5]} : c64[2]
  %m0 = erfc %x : f32[4,6]
  return %16, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %48, %52, %54, %61, %62, %63, %65, %66, %68, %bn, %acc, %c, %sw, %cn, %mi, %si, %ix33, %ix34, %ix35, %ix36, %ix38, %ix41, %ro, %cx2, %cx3, %cx4, %cx5, %m0
}
)";

// The what() of the ParseError that parsing text throws.
std::string parse_error(const std::string& text) {
  try {
    parse_program(text);
  } catch (const ParseError& error) {
    return error.what();
  }
  FAIL("no ParseError for:\n" << text);
  return "";
}

// A one-instruction program around `line` (so the instruction is on line 2).
std::string with_line(const std::string& line, const std::string& params = "%x: f32[2], %y: f32[2]") {
  return "pmap @p axis=i devices=4 (" + params + ") {\n" + line + "\n  return %0\n}\n";
}

Program square_program() {
  Program program;
  program.name = "square";
  program.axis_name = "i";
  program.axis_size = 8;
  program.params = {{"x", {DType::f32, {1, 4}}}};
  program.body = {Instruction{OpCode::mul, {0, 0}, {}, {DType::f32, {1, 4}}, {}}};
  program.results = {1};
  return program;
}

}  // namespace

TEST_CASE("print writes the documented text form") {
  CHECK(print(square_program()) ==
        "pmap @square axis=i devices=8 (%x: f32[1,4]) {\n"
        "  %0 = mul %x, %x : f32[1,4]\n"
        "  return %0\n"
        "}\n");
  CHECK(print_instruction(square_program(), 0) == "%0 = mul %x, %x : f32[1,4]");
}

TEST_CASE("an invalid program still prints in full, for error messages") {
  Program program = square_program();
  program.body[0].operands = {0, 9};
  program.body[0].attrs.set("zeta", std::int64_t{3});
  CHECK(print_instruction(program, 0) == "%0 = mul %x, %<invalid value 9> {zeta=3} : f32[1,4]");
  CHECK_THROWS_AS(print_instruction(program, 1), std::out_of_range);
}

TEST_CASE("attributes print in the op's declared order") {
  Program program = square_program();
  Attrs attrs;
  attrs.set("rhs_batch", IntList{});
  attrs.set("lhs_batch", IntList{});
  attrs.set("rhs_contract", IntList{0});
  attrs.set("lhs_contract", IntList{1});
  program.params = {{"a", {DType::f32, {2, 3}}}, {"w", {DType::f32, {3, 5}}}};
  program.body = {Instruction{OpCode::dot, {0, 1}, attrs, {DType::f32, {2, 5}}, {}},
                  Instruction{OpCode::psum, {2}, {}, {DType::f32, {2, 5}}, {}}};
  program.body[1].attrs.set("groups", IntListList{{0, 1, 2, 3}, {4, 5, 6, 7}});
  program.body[1].attrs.set("axis", std::string("i"));
  program.results = {3, 2};
  verify(program);
  CHECK(print(program) ==
        "pmap @square axis=i devices=8 (%a: f32[2,3], %w: f32[3,5]) {\n"
        "  %0 = dot %a, %w {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[2,5]\n"
        "  %1 = psum %0 {axis=i, groups=[[0, 1, 2, 3], [4, 5, 6, 7]]} : f32[2,5]\n"
        "  return %1, %0\n"
        "}\n");
}

TEST_CASE("a program with every op parses, verifies and round-trips") {
  const Program program = parse_program(kEveryOp);
  CHECK(program.name == "every_op");
  CHECK(program.axis_size == 4);
  REQUIRE(program.params.size() == 4);
  REQUIRE(program.body.size() == 69 + 13 + 2 + 9 + 3 + 6 + 1);  // + 2: the call and its second result; + 1: erfc
  CHECK(program.body[14].op == OpCode::dot);
  CHECK(program.body[14].operands == std::vector<ValueId>{4 + 13, 2});
  CHECK(program.results.front() == 4 + 16);
  CHECK(program.body[20].attrs.real("value") == 0.1);
  CHECK(program.body[21].attrs.real_list("values") ==
        std::vector<double>{1.5, -2.0, 1e20, std::numeric_limits<double>::infinity()});
  CHECK(program.body[27].attrs.int_list_list("groups") == IntListList{{0, 2}, {1, 3}});
  CHECK(program.body[22].attrs.integer("dimension") == 0);
  CHECK(program.body[11].attrs.symbol("direction") == "lt");

  const std::string text = print(program);
  const Program again = parse_program(text);
  CHECK(again == program);
  CHECK(print(again) == text);
  // Every op of the table appears once.
  for (int op = 0; op < kNumOps; ++op) {
    // `result` instructions print folded into their instruction ("%a, %b = sort ...").
    if (static_cast<OpCode>(op) == OpCode::result) continue;
    CHECK(text.find(" = " + std::string(op_name(static_cast<OpCode>(op))) + " ") != std::string::npos);
  }
}

TEST_CASE("the parser accepts any result names and reals written as integers") {
  const Program program = parse_program(
      "pmap @named axis=data devices=2 (%x: f32[3]) {\n"
      "  %half = constant {value=1} : f32[3]\n"
      "  %scaled = mul %x, %half : f32[3]\n"
      "  %sum = psum %scaled {axis=data} : f32[3]\n"
      "  return %sum, %x\n"
      "}\n");
  CHECK(program.results == std::vector<ValueId>{3, 0});
  CHECK(program.body[0].attrs.real("value") == 1.0);
  CHECK(print(program) ==
        "pmap @named axis=data devices=2 (%x: f32[3]) {\n"
        "  %0 = constant {value=1.0} : f32[3]\n"
        "  %1 = mul %x, %0 : f32[3]\n"
        "  %2 = psum %1 {axis=data} : f32[3]\n"
        "  return %2, %x\n"
        "}\n");
}

TEST_CASE("reals print so that they parse back to the same double") {
  const double values[] = {0.1,
                           1.0 / 3.0,
                           -2.5,
                           1e-300,
                           5e-324,
                           1.7976931348623157e308,
                           123456789.0,
                           -0.0,
                           0.0,
                           1e21,
                           1e-7,
                           std::numeric_limits<double>::infinity(),
                           -std::numeric_limits<double>::infinity()};
  Program program = square_program();
  program.body.push_back(Instruction{OpCode::constant, {}, {}, {DType::f32, {13}}, {}});
  program.body.back().attrs.set("values", std::vector<double>(std::begin(values), std::end(values)));
  for (double value : values) {
    Program splat = square_program();
    splat.body.push_back(Instruction{OpCode::constant, {}, {}, {DType::f32, {}}, {}});
    splat.body.back().attrs.set("value", value);
    const Program again = parse_program(print(splat));
    CHECK(again == splat);
    CHECK(std::signbit(again.body.back().attrs.real("value")) == std::signbit(value));
  }
  CHECK(parse_program(print(program)) == program);

  Program nan = square_program();
  nan.body.push_back(Instruction{OpCode::constant, {}, {}, {DType::f32, {}}, {}});
  nan.body.back().attrs.set("value", std::numeric_limits<double>::quiet_NaN());
  const std::string text = print(nan);
  CHECK_THAT(text, Contains("{value=nan}"));
  CHECK(std::isnan(parse_program(text).body.back().attrs.real("value")));
}

TEST_CASE("comments and blank space are free") {
  const Program program = parse_program(
      "# leading comment\n\n  pmap   @square axis=i devices=8(%x:f32[1,4]){# after the brace\n"
      "%0=mul %x,%x:f32[1,4] # trailing\n return %0}");
  CHECK(program == square_program());
}

TEST_CASE("the example program files round-trip") {
  const std::filesystem::path directory = std::filesystem::path(PMAPSIM_SOURCE_DIR) / "examples" / "programs";
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(directory)) {
    if (entry.path().extension() != ".spmd") continue;
    ++files;
    INFO(entry.path().string());
    const Program program = read_program_file(entry.path().string());
    CHECK(parse_program(print(program)) == program);
  }
  CHECK(files >= 1);
}

TEST_CASE("verify accepts a correct program and names the instruction of each problem") {
  verify(square_program());

  Program forward = square_program();
  forward.body[0].operands = {0, 1};
  CHECK_THROWS_WITH(verify(forward), Equals("instruction 0: mul: operand %0 is not defined before its use"));

  Program missing = square_program();
  missing.body[0].operands = {0, 9};
  CHECK_THROWS_WITH(verify(missing), Equals("instruction 0: mul: operand 9 does not exist"));

  Program count = square_program();
  count.body[0].operands = {0};
  CHECK_THROWS_WITH(verify(count), Equals("instruction 0: wrong operand count for mul: expected 2, got 1"));

  Program wrong_type = square_program();
  wrong_type.body[0].type = {DType::f32, {4}};
  CHECK_THROWS_WITH(
      verify(wrong_type),
      Equals("instruction 0: mul: result type is written as f32[4] but the shape rule gives f32[1,4]"));

  Program attrs = square_program();
  attrs.body[0].attrs.set("axis", std::string("i"));
  CHECK_THROWS_WITH(verify(attrs), Equals("instruction 0: unknown attribute 'axis' for mul"));

  Program no_results = square_program();
  no_results.results.clear();
  CHECK_THROWS_WITH(verify(no_results), Contains("returns no results"));

  Program bad_result = square_program();
  bad_result.results = {2};
  CHECK_THROWS_WITH(verify(bad_result), Contains("returns value 2, which does not exist"));

  Program bad_axis = square_program();
  bad_axis.axis_size = 0;
  CHECK_THROWS_WITH(verify(bad_axis), Contains("devices must be at least 1"));

  Program twice = square_program();
  twice.params.push_back(twice.params[0]);
  twice.body[0].operands = {0, 1};
  twice.results = {2};
  CHECK_THROWS_WITH(verify(twice), Contains("parameter %x is defined twice"));

  Program bad_program_name = square_program();
  bad_program_name.name = "my model";
  CHECK_THROWS_WITH(verify(bad_program_name), Contains("program name 'my model' is not a name"));
  Program digit_name = square_program();
  digit_name.name = "2layer";
  verify(digit_name);
  CHECK(parse_program(print(digit_name)) == digit_name);
  Program bad_axis_name = square_program();
  bad_axis_name.axis_name = "0";
  CHECK_THROWS_WITH(verify(bad_axis_name), Contains("axis name '0' is not an identifier"));

  Program bad_name = square_program();
  bad_name.params[0].name = "two words";
  CHECK_THROWS_WITH(verify(bad_name), Contains("parameter name 'two words' is not an identifier"));
}

TEST_CASE("verify reports a ParseError at the instruction's source position when it has one") {
  Program program = square_program();
  program.body[0].type = {DType::s32, {1, 4}};
  program.body[0].loc = SourceLoc{7, 3};
  try {
    verify(program);
    FAIL("verify accepted a wrong type");
  } catch (const ParseError& error) {
    CHECK(error.loc().line == 7);
    CHECK(error.loc().column == 3);
    CHECK_THAT(std::string(error.what()),
               Equals("7:3: instruction 0: mul: result type is written as s32[1,4] but "
                      "the shape rule gives f32[1,4]"));
  }
}

TEST_CASE("type_of gives parameter and instruction types") {
  const Program program = square_program();
  CHECK(program.type_of(0) == TensorType{DType::f32, {1, 4}});
  CHECK(program.type_of(1) == TensorType{DType::f32, {1, 4}});
  CHECK_THROWS_AS(program.type_of(2), Error);
  CHECK_THROWS_AS(program.type_of(-1), Error);
}

TEST_CASE("parse errors: syntax, with line and column") {
  CHECK(parse_error(with_line("  %0 = mull %x, %y : f32[2]")) == "2:8: unknown op 'mull'");
  CHECK(parse_error(with_line("  %0 = add %x %y : f32[2]")) == "2:15: expected ',', got '%y'");
  CHECK(parse_error(with_line("  %0 = add %x, %q : f32[2]")) == "2:16: undefined value %q");
  CHECK(parse_error(with_line("  %x = add %x, %y : f32[2]")) == "2:3: value %x redefined");
  CHECK(parse_error(with_line("  %0 = add %x, %y, %x : f32[2]")) ==
        "2:8: wrong operand count for add: expected 2, got 3");
  CHECK(parse_error(with_line("  %0 = transpose %x {foo=1} : f32[2]")) ==
        "2:22: unknown attribute 'foo' for transpose");
  CHECK(parse_error(with_line("  %0 = transpose %x {perm=[0], perm=[0]} : f32[2]")) ==
        "2:32: attribute 'perm' given twice");
  CHECK(parse_error(with_line("  %0 = transpose %x {perm=0} : f32[2]")) ==
        "2:27: attribute 'perm' of transpose must be a list of integers");
  CHECK(parse_error(with_line("  %0 = transpose %x {perm=[0.5]} : f32[2]")) ==
        "2:28: attribute 'perm' of transpose must be a list of integers");
  CHECK(parse_error(with_line("  %0 = ppermute %x {axis=i, perm=[[[0,1]]]} : f32[2]")) ==
        "2:36: attribute values nest at most two lists deep");
  CHECK_THAT(parse_error(with_line("  %0 = transpose %x {perm=" + std::string(100000, '[') + "} : f32[2]")),
             StartsWith("2:29: attribute values nest at most two lists deep"));
  CHECK(parse_error(with_line("  %0 = psum %x {axis=[1]} : f32[2]")) ==
        "2:22: attribute 'axis' of psum must be a name");
  CHECK(parse_error(with_line("  %0 = add %x, %y : f33[2]")) ==
        "2:21: bad type: unknown dtype 'f33' (expected f16, bf16, f32, f64, s8, s16, s32, s64, u8, u16, u32, "
        "u64, bool, c64 or c128)");
  CHECK(parse_error(with_line("  %0 = add %x, %y : f32[-2]")) == "2:25: bad type: negative dimension -2");
  CHECK(parse_error(with_line("  %0 = add %x, %y : f32[a]")) ==
        "2:25: bad type: expected a dimension size, got 'a'");
  CHECK(parse_error(with_line("  %0 = add %x, %y : f32[2")) ==
        "3:3: expected ',' or ']' in a type, got 'return'");
  CHECK(parse_error(with_line("  %0 = add %x, %y")) == "3:3: expected ',', '{' or ':', got 'return'");
  CHECK(parse_error(with_line("  %0 = add %x, %y ; f32[2]")) == "2:19: unexpected character ';'");
  CHECK(parse_error(with_line("  %0 = add %x, %y \xc3\xa9 f32[2]")) == "2:19: unexpected byte 0xc3");
  CHECK(parse_error(with_line("  %0 = add %x, %y\t\t; f32[2]")) == "2:20: unexpected character ';'");
  CHECK(parse_error(with_line("  %0 = constant {value=1e999} : f32[]")) == "2:24: bad real number '1e999'");
  CHECK(parse_error(with_line("  %0 = constant {value=-infinite} : f32[]")) ==
        "2:24: bad real number '-infinite'");
  CHECK(parse_error(with_line("  %0 = constant {value=1.5e} : f32[]")) == "2:24: bad real number '1.5e'");
  CHECK(parse_error(with_line("  %0 = iota {dimension=99999999999999999999} : s32[2]")) ==
        "2:24: integer 99999999999999999999 is out of range");
  CHECK(parse_error(with_line("  0 = add %x, %y : f32[2]")) ==
        "2:3: expected an instruction '%name = op ...' or 'return', got '0'");
}

TEST_CASE("parse errors: the header, the return and the end") {
  CHECK(parse_error("pmap square axis=i devices=2 () {\n}\n") ==
        "1:6: expected a program name '@name', got 'square'");
  CHECK(parse_error("pmap @p axis=i devices=0 (%x: f32[2]) {\n  return %x\n}\n") ==
        "1:24: devices must be at least 1");
  CHECK(parse_error("pmap @p axis=i (%x: f32[2]) {\n  return %x\n}\n") ==
        "1:16: expected 'devices', got '('");
  CHECK(parse_error("pmap @p axis=i devices=2 (%x: f32[2] %y: f32[2]) {\n  return %x\n}\n") ==
        "1:38: expected ',' or ')', got '%y'");
  CHECK(parse_error("pmap @p axis=i devices=2 (%x: f32[2], %x: f32[2]) {\n  return %x\n}\n") ==
        "1:39: value %x redefined");
  CHECK(parse_error("pmap @p axis=i devices=2 (%0: f32[2]) {\n  return %0\n}\n") ==
        "1:27: parameter name %0 must not start with a digit");
  CHECK(parse_error("pmap @p axis=i devices=2 (%x: f32[2]) {\n  return\n}\n") ==
        "3:1: expected a value '%name' to return, got '}'");
  CHECK(parse_error("pmap @p axis=i devices=2 (%x: f32[2]) {\n  return %x\n") ==
        "3:1: expected '}', got end of input");
  CHECK(parse_error("pmap @p axis=i devices=2 (%x: f32[2]) {\n  return %x\n}\n}\n") ==
        "4:1: expected end of input, got '}'");
  CHECK(parse_error("") == "1:1: expected 'pmap', got end of input");
  CHECK(parse_error("pmap @p axis=i devices=2 (%x: f32[2]) {\n  return %x %x\n}\n") ==
        "2:13: expected '}', got '%x'");
}

TEST_CASE("parse errors: shape rules and missing attributes at the instruction's position") {
  CHECK(parse_error(with_line("  %0 = add %x, %y : f32[2]", "%x: f32[2], %y: f32[3]")) ==
        "2:3: instruction 0: add: operands must have the same type, got f32[2] and f32[3]");
  CHECK(parse_error(with_line("  %0 = psum %x {axis=j} : f32[2]")) ==
        "2:3: instruction 0: psum: unbound axis name: j");
  CHECK(parse_error(with_line("  %0 = transpose %x : f32[2]")) ==
        "2:3: instruction 0: missing attribute 'perm' for transpose");
  CHECK(parse_error(with_line("  %0 = add %x, %y : f32[3]")) ==
        "2:3: instruction 0: add: result type is written as f32[3] but the shape rule gives f32[2]");
  CHECK(parse_error(with_line("    %0 = psum %x {axis=i, groups=[[0,1],[1,2,3]]} : f32[2]")) ==
        "2:5: instruction 0: psum: axis_index_groups must cover all indices exactly once (axis size 4, got "
        "[[0,1],[1,2,3]])");
  CHECK(parse_error(with_line("  %0 = ppermute %x {axis=i, perm=[[0,1],[0,2]]} : f32[2]")) ==
        "2:3: instruction 0: ppermute: ppermute sources and destinations must be unique, got [[0,1],[0,2]].");
  CHECK(parse_error(with_line("  %0 = psum_scatter %x {axis=i, dimension=0} : f32[0]", "%x: f32[6]")) ==
        "2:3: instruction 0: psum_scatter: tiled reduce_scatter operand scatter dimension size 6 must be "
        "divisible "
        "by shard_count 4");
}

TEST_CASE("types too large to address and huge axes are errors, not crashes") {
  CHECK(parse_error(with_line("  %0 = add %x, %y : f32[2]", "%x: f32[2], %y: f32[4611686018427387904,4]")) ==
        "1:43: bad type: f32[4611686018427387904,4] is too large");
  CHECK(parse_error(with_line("  %0 = reshape %x : f32[3037000500,3037000500]")) ==
        "2:21: bad type: f32[3037000500,3037000500] is too large");
  CHECK(parse_error(with_line("  %0 = all_gather %x {axis=i, dimension=0} : bool[0]",
                              "%x: bool[2305843009213693952]")) ==
        "2:3: instruction 0: all_gather: result dimension 2305843009213693952 x 4 is too large");
  // Groups are checked without a table of axis_size entries.
  CHECK(parse_error("pmap @p axis=i devices=1000000000000 (%x: f32[2]) {\n"
                    "  %0 = psum %x {axis=i, groups=[[0]]} : f32[2]\n  return %0\n}\n") ==
        "2:3: instruction 0: psum: axis_index_groups must cover all indices exactly once (axis size "
        "1000000000000, "
        "got [[0]])");

  Program built = square_program();
  built.body[0].type = {DType::f32, {3037000500, 3037000500}};
  CHECK_THROWS_WITH(verify(built),
                    Equals("instruction 0: mul: result type f32[3037000500,3037000500] is too large"));
  built.body[0].type = {DType::f32, {-1, 4}};
  CHECK_THROWS_WITH(verify(built),
                    Equals("instruction 0: mul: result type f32[-1,4] has a negative dimension"));
  built.params[0].type = {DType::s32, {1LL << 62}};
  CHECK_THROWS_WITH(verify(built), Equals("parameter %x: type s32[4611686018427387904] is too large"));
}

TEST_CASE("a source name prefixes every parse error") {
  try {
    parse_program(with_line("  %0 = mull %x, %y : f32[2]"), "model.spmd");
    FAIL("no error");
  } catch (const ParseError& error) {
    CHECK(std::string(error.what()) == "model.spmd:2:8: unknown op 'mull'");
    CHECK(error.loc().line == 2);
    CHECK(error.loc().column == 8);
  }
}

TEST_CASE("read_program_file names the file in every error") {
  const std::filesystem::path directory = std::filesystem::path(PMAPSIM_BINARY_DIR) / "test_ir_files";
  std::filesystem::create_directories(directory);
  const std::string path = (directory / "model.spmd").string();
  {
    std::ofstream file(path);
    file << "# a model\npmap @m axis=i devices=2 (%x: f32[1,4]) {\n  %0 = mul %x, %x : f32[1,4]\n"
            "  %1 = add %0, %x, %x : f32[1,4]\n  return %1\n}\n";
  }
  CHECK_THROWS_WITH(read_program_file(path),
                    Equals(path + ":4:8: wrong operand count for add: expected 2, got 3"));
  CHECK_THROWS_AS(read_program_file(path), ParseError);
  {
    std::ofstream file(path);
    file << print(square_program());
  }
  CHECK(read_program_file(path) == square_program());

  const std::string missing = (directory / "absent.spmd").string();
  CHECK_THROWS_WITH(read_program_file(missing), Contains(missing));
  CHECK_THROWS_AS(read_program_file(missing), Error);
}

TEST_CASE("the programs in docs/ir.md parse and verify") {
  std::ifstream file(std::filesystem::path(PMAPSIM_SOURCE_DIR) / "docs" / "ir.md");
  REQUIRE(file);
  std::string line;
  std::string block;
  bool in_block = false;
  int programs = 0;
  while (std::getline(file, line)) {
    if (line.rfind("```", 0) == 0) {
      if (in_block && block.find("pmap @") != std::string::npos) {
        INFO(block);
        const Program program = parse_program(block);
        CHECK(parse_program(print(program)) == program);
        ++programs;
      }
      in_block = !in_block;
      block.clear();
    } else if (in_block) {
      block += line + "\n";
    }
  }
  CHECK(programs == 5);  // + the while_loop example and the sharded layer
}

TEST_CASE("damaged program text is an Error, never a crash") {
  // Deterministic single-character damage to a program that uses every op:
  // deletions, duplications and replacements by characters the grammar uses.
  const std::string original = kEveryOp;
  const std::string alphabet = "%@#=,:{}[]()-+.0123456789aefinrsx \n";
  std::mt19937_64 random(20261202);
  int parsed = 0;
  int refused = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    std::string text = original;
    const std::size_t at = random() % text.size();
    switch (random() % 3) {
      case 0:
        text.erase(at, 1);
        break;
      case 1:
        text.insert(at, 1, text[at]);
        break;
      default:
        text[at] = alphabet[random() % alphabet.size()];
        break;
    }
    try {
      const Program program = parse_program(text);
      CHECK(parse_program(print(program)) == program);
      ++parsed;
    } catch (const Error&) {
      ++refused;
    }
  }
  CHECK(parsed + refused == 3000);
  CHECK(refused > 1000);
}

TEST_CASE("convolution, reduce_window and select_and_scatter errors in program text name the line") {
  const std::string conv_params = "%x: f32[2,4,7,6], %w: f32[6,3,3,2]";
  CHECK_THAT(
      parse_error(with_line("  %0 = convolution %x, %w {feature_group_count=2} : f32[2,6,5,5]", conv_params)),
      StartsWith("2:3: ") &&
          Contains("convolution: input feature size 4 / feature_group_count 2 must equal the kernel input "
                   "feature size 3"));
  CHECK_THAT(
      parse_error(with_line("  %0 = convolution %x, %w {window_strides=[0]} : f32[2,6,5,5]", conv_params)),
      StartsWith("2:") && Contains("window_strides"));
  const std::string window_params = "%x: f32[6,6], %z: f32[]";
  CHECK_THAT(parse_error(with_line(
                 "  %0 = reduce_window %x, %z {computation=avg, window_dimensions=[2,2]} : f32[5,5]",
                 window_params)),
             StartsWith("2:3: ") && Contains("reduce_window: unknown computation 'avg'"));
  CHECK_THAT(parse_error(with_line("  %0 = select_and_scatter %x, %x, %z {select=eq, scatter=add, "
                                   "window_dimensions=[1,1]} : f32[6,6]",
                                   window_params)),
             StartsWith("2:3: ") && Contains("select must be a comparison ge, gt, le or lt, got eq"));
}
