// Multi-result instructions and regions in the IR: numbering, the text form
// (parse(print(p)) == p), and the verifier's region rules as one-line errors.
#include <catch2/catch.hpp>

#include "pmapsim/execution.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/recorder.hpp"

using namespace pmapsim;
using Catch::Matchers::Equals;

namespace {

// sum_{k < n} x, with a capture (%n) in the condition.
const char* const kLoop = R"(pmap @loop axis=i devices=2 (%x: f32[3], %n: s32[]) {
  %zero = constant {value=0.0} : f32[3]
  %k0 = constant {value=0} : s32[]
  %k, %acc = while_loop %k0, %zero : s32[], f32[3] (%i: s32[], %a: f32[3]) {
    %more = compare %i, %n {direction=lt} : bool[]
    return %more
  } (%i: s32[], %a: f32[3]) {
    %one = constant {value=1} : s32[]
    %next = add %i, %one : s32[]
    %sum = add %a, %x : f32[3]
    return %next, %sum
  }
  return %acc, %k
}
)";

std::string parse_error(const std::string& text) {
  try {
    parse_program(text, "t.spmd");
  } catch (const ParseError& error) {
    return error.what();
  }
  FAIL("no ParseError for:\n" << text);
  return "";
}

}  // namespace

TEST_CASE("a multi-result instruction's results are the result slots after it") {
  const Program program = parse_program(kLoop);
  REQUIRE(program.body.size() == 4);
  const Instruction& loop = program.body[2];
  CHECK(loop.op == OpCode::while_loop);
  CHECK(loop.result_count() == 2);
  CHECK(loop.extra_types == std::vector<TensorType>{{DType::f32, {3}}});
  CHECK(program.body[3].op == OpCode::result);
  CHECK(program.body[3].operands == std::vector<ValueId>{4});
  CHECK(program.body[3].attrs.integer("index") == 1);
  // Parameters 0..1, instructions from 2: the loop is 4, its second result 5.
  CHECK(program.results == std::vector<ValueId>{5, 4});
  CHECK(program.type_of(5) == TensorType{DType::f32, {3}});
  // Region values continue from the loop's id; %n (1) and %x (0) are captures.
  const Region& cond = loop.regions[0];
  CHECK(cond.params.size() == 2);
  CHECK(cond.body[0].operands == std::vector<ValueId>{4, 1});
  CHECK(cond.results == std::vector<ValueId>{6});
  const Region& body = loop.regions[1];
  CHECK(body.body[2].operands == std::vector<ValueId>{5, 0});
  CHECK(body.results == std::vector<ValueId>{7, 8});
}

TEST_CASE("regions print in the documented form and round-trip") {
  const Program program = parse_program(kLoop);
  const std::string text = print(program);
  CHECK(text ==
        "pmap @loop axis=i devices=2 (%x: f32[3], %n: s32[]) {\n"
        "  %0 = constant {value=0.0} : f32[3]\n"
        "  %1 = constant {value=0.0} : s32[]\n"
        "  %2, %3 = while_loop %1, %0 : s32[], f32[3] (%2: s32[], %3: f32[3]) {\n"
        "    %4 = compare %2, %n {direction=lt} : bool[]\n"
        "    return %4\n"
        "  } (%2: s32[], %3: f32[3]) {\n"
        "    %4 = constant {value=1.0} : s32[]\n"
        "    %5 = add %2, %4 : s32[]\n"
        "    %6 = add %3, %x : f32[3]\n"
        "    return %5, %6\n"
        "  }\n"
        "  return %3, %2\n"
        "}\n");
  const Program again = parse_program(text);
  CHECK(again == program);
  CHECK(print(again) == text);
}

TEST_CASE("captures count as reads of the instruction that owns the region") {
  const Program program = parse_program(kLoop);
  // %x (0) and %n (1) are read only inside the loop's regions.
  CHECK(instruction_reads(program, 2) == std::vector<ValueId>{3, 2, 1, 0});
  const auto last = value_last_uses(program);
  CHECK(last[0] == 2);
  CHECK(last[1] == 2);
}

TEST_CASE("region rules are one-line errors at the instruction") {
  // A condition that is not a scalar bool.
  CHECK_THAT(
      parse_error("pmap @p axis=i devices=1 (%x: s32[]) {\n"
                  "  %r = while_loop %x : s32[] (%i: s32[]) {\n"
                  "    return %i\n"
                  "  } (%i: s32[]) {\n"
                  "    return %i\n"
                  "  }\n"
                  "  return %r\n}\n"),
      Equals("t.spmd:2:3: instruction 0: while_loop: region 0 returns (s32[]) but must return (bool[])"));
  // A comparator that does not return a scalar bool.
  CHECK_THAT(parse_error("pmap @p axis=i devices=1 (%x: f32[4]) {\n"
                         "  %r = sort %x {dimension=0} : f32[4] (%a: f32[], %b: f32[]) {\n"
                         "    return %a\n"
                         "  }\n"
                         "  return %r\n}\n"),
             Equals("t.spmd:2:3: instruction 0: sort: region 0 returns (f32[]) but must return (bool[])"));
  // Region arity: a body that takes one value for a loop carrying two.
  CHECK_THAT(
      parse_error("pmap @p axis=i devices=1 (%x: s32[], %y: f32[2]) {\n"
                  "  %r, %s = while_loop %x, %y : s32[], f32[2] (%i: s32[], %a: f32[2]) {\n"
                  "    %c = compare %i, %i {direction=lt} : bool[]\n"
                  "    return %c\n"
                  "  } (%i: s32[]) {\n"
                  "    return %i\n"
                  "  }\n"
                  "  return %r\n}\n"),
      Equals("t.spmd:2:3: instruction 0: while_loop: region 1 takes (s32[]) but must take (s32[], f32[2])"));
  // A cond whose predicate is not bool[].
  CHECK_THAT(parse_error("pmap @p axis=i devices=1 (%x: s32[]) {\n"
                         "  %r = cond %x : s32[] () {\n    return %x\n  } () {\n    return %x\n  }\n"
                         "  return %r\n}\n"),
             Equals("t.spmd:2:3: instruction 0: cond: predicate must be bool[], got s32[]"));
  // A reduction region may not run a collective.
  CHECK_THAT(parse_error("pmap @p axis=i devices=2 (%x: f32[4]) {\n"
                         "  %z = constant {value=0.0} : f32[]\n"
                         "  %r = reduce %x, %z {dims=[0]} : f32[] (%a: f32[], %b: f32[]) {\n"
                         "    %s = psum %a {axis=i} : f32[]\n"
                         "    return %s\n"
                         "  }\n"
                         "  return %r\n}\n"),
             Equals("t.spmd:3:3: instruction 1: reduce: region 0 must not contain a collective (psum)"));
  // Names and types must pair up; region values are not visible after it.
  CHECK_THAT(parse_error("pmap @p axis=i devices=1 (%x: f32[4]) {\n"
                         "  %a, %b = optimization_barrier %x : f32[4]\n  return %a\n}\n"),
             Equals("t.spmd:2:3: 2 results are named but 1 types are written"));
  CHECK_THAT(
      parse_error("pmap @p axis=i devices=1 (%x: s32[]) {\n"
                  "  %r = switch_case %x : s32[] () {\n    %inner = neg %x : s32[]\n    return %inner\n  }\n"
                  "  return %inner\n}\n"),
      Equals("t.spmd:6:10: undefined value %inner"));
  // An error inside a region points at the region's instruction.
  CHECK_THAT(
      parse_error("pmap @p axis=i devices=1 (%x: s32[]) {\n"
                  "  %r = switch_case %x : s32[] () {\n    %inner = neg %x : f32[]\n    return %inner\n  }\n"
                  "  return %r\n}\n"),
      Equals(
          "t.spmd:3:5: instruction 0: neg: result type is written as f32[] but the shape rule gives s32[]"));
}

TEST_CASE("deeply nested regions are refused, not a stack overflow") {
  std::string text = "pmap @p axis=i devices=1 (%x: s32[]) {\n";
  for (int depth = 0; depth < 100; ++depth)
    text += "%r" + std::to_string(depth) + " = switch_case %x : s32[] () {\n";
  CHECK_THAT(parse_error(text), Equals("t.spmd:66:8: regions nest too deeply"));
}

TEST_CASE("the recorder records regions with captures") {
  Recorder recorder("recorded", "i", 2);
  Recorder::Scope active(recorder);
  const Value x = recorder.parameter("x", {DType::f32, {4}});
  const Values out =
      fori_loop(0, 3, [&](Value, const Values& carry) { return Values{carry[0] + x}; }, {zeros_like(x)});
  const Value best = argmax(x, 0);
  const Value sorted = sort(x, 0);
  recorder.set_results({out[0], best, sorted});
  const Program program = recorder.take_program();
  verify(program);
  CHECK(parse_program(print(program)) == program);
  CHECK(program.type_of(program.results[1]) == TensorType{DType::s32, {}});
}

TEST_CASE("rng_bit_generator has two results: the state's type and a written integer or float output") {
  CHECK_THAT(
      parse_error("pmap @p axis=i devices=1 (%k: u64[2]) {\n"
                  "  %o = rng_bit_generator %k {algorithm=philox} : u64[2]\n"
                  "  return %o\n}\n"),
      Equals("t.spmd:2:3: instruction 0: rng_bit_generator: has two results (output_state, output), got 1"));
  CHECK_THAT(
      parse_error("pmap @p axis=i devices=1 (%k: u64[2]) {\n"
                  "  %s, %o = rng_bit_generator %k {algorithm=philox} : u64[2], bool[4]\n"
                  "  return %o\n}\n"),
      Equals("t.spmd:2:3: instruction 0: rng_bit_generator: output must be an integer or float type, got "
             "bool[4]"));
  CHECK_THAT(parse_error("pmap @p axis=i devices=1 (%k: u64[2]) {\n"
                         "  %s, %o = rng_bit_generator %k {algorithm=philox} : u64[3], u32[4]\n"
                         "  return %o\n}\n"),
             Equals("t.spmd:2:3: instruction 0: rng_bit_generator: result type is written as u64[3] but the "
                    "shape rule gives u64[2]"));
  const Program program = parse_program(
      "pmap @p axis=i devices=1 (%k: u64[3]) {\n"
      "  %s, %o = rng_bit_generator %k {algorithm=default} : u64[3], f32[2,3]\n"
      "  return %o, %s\n}\n");
  CHECK(program.body.size() == 2);
  CHECK(program.body[1].op == OpCode::result);
  CHECK(program.type_of(program.results[0]) == TensorType{DType::f32, {2, 3}});
}

TEST_CASE("call: its region takes the operands' types and returns the call's result types") {
  const Program program = parse_program(
      "pmap @p axis=i devices=2 (%x: f32[4], %n: s32[]) {\n"
      "  %s, %m = call %x, %n {callee=scale} : f32[4], s32[] (%a: f32[4], %k: s32[]) {\n"
      "    %twice = add %a, %a : f32[4]\n"
      "    %total = psum %twice {axis=i} : f32[4]\n"
      "    return %total, %k\n"
      "  }\n"
      "  return %s, %m\n}\n");
  CHECK(parse_program(print(program)) == program);
  CHECK(program.body[0].attrs.symbol("callee") == "scale");
  CHECK(has_collective(program.body[0]));
  CHECK(op_event_name(program, 0) == "call @scale");
  // A call of nothing: its body only reads what it is given (here nothing but constants).
  CHECK_NOTHROW(
      parse_program("pmap @p axis=i devices=1 (%x: f32[4]) {\n"
                    "  %c = call {callee=one} : f32[] () {\n"
                    "    %v = constant {value=1.0} : f32[]\n"
                    "    return %v\n"
                    "  }\n"
                    "  return %c\n}\n"));
}

TEST_CASE("call's rules are one-line errors at the instruction") {
  const auto program_with = [](const std::string& call) {
    return "pmap @p axis=i devices=1 (%x: f32[4], %n: s32[]) {\n" + call + "  return %r\n}\n";
  };
  // Operand types must equal the region's parameters.
  CHECK_THAT(parse_error(program_with("  %r = call %x, %n {callee=f} : f32[4] (%a: f32[4], %k: f32[]) {\n"
                                      "    return %a\n  }\n")),
             Equals("t.spmd:2:3: instruction 0: call: region 0 takes (f32[4], f32[]) but must take (f32[4], "
                    "s32[])"));
  CHECK_THAT(
      parse_error(program_with("  %r = call %x, %n {callee=f} : f32[4] (%a: f32[4]) {\n"
                               "    return %a\n  }\n")),
      Equals("t.spmd:2:3: instruction 0: call: region 0 takes (f32[4]) but must take (f32[4], s32[])"));
  // The region's results must be the call's result types.
  CHECK_THAT(parse_error(program_with("  %r = call %x {callee=f} : f32[4] (%a: f32[4]) {\n"
                                      "    %b = reshape %a : f32[2,2]\n"
                                      "    return %b\n  }\n")),
             Equals("t.spmd:2:3: instruction 0: call: region 0 returns (f32[2,2]) but must return (f32[4])"));
  CHECK_THAT(parse_error(program_with("  %r, %q = call %x {callee=f} : f32[4], f32[4] (%a: f32[4]) {\n"
                                      "    return %a\n  }\n")),
             Equals("t.spmd:2:3: instruction 0: call: region 0 returns (f32[4]) but must return (f32[4], "
                    "f32[4])"));
  // One region, and a callee's name.
  CHECK_THAT(parse_error(program_with("  %r = call %x {callee=f} : f32[4]\n")),
             Equals("t.spmd:2:3: instruction 0: call: expected 1 region, got 0"));
  CHECK_THAT(parse_error(program_with("  %r = call %x : f32[4] (%a: f32[4]) {\n    return %a\n  }\n")),
             Equals("t.spmd:2:3: instruction 0: missing attribute 'callee' for call"));
  CHECK_THAT(parse_error(program_with("  %r = call %x {callee=3} : f32[4] (%a: f32[4]) {\n"
                                      "    return %a\n  }\n")),
             Equals("t.spmd:2:24: attribute 'callee' of call must be a name"));
}
