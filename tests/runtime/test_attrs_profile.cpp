// Attributes (typed access, text form), error texts and profiles.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "pmapsim/attrs.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/profile.hpp"
#include "pmapsim/program.hpp"

using namespace pmapsim;

namespace {

ProfileEvent event(int device, const std::string& name, double start_ns, double duration_ns) {
  ProfileEvent made;
  made.device = device;
  made.track = "ops";
  made.name = name;
  made.start_ns = start_ns;
  made.duration_ns = duration_ns;
  return made;
}

}  // namespace

TEST_CASE("attributes are typed") {
  Attrs attrs;
  attrs.set("axis", std::int64_t{2});
  attrs.set("value", 1.5);
  attrs.set("direction", std::string("lt"));
  attrs.set("dims", IntList{0, 2});
  attrs.set("perm", IntListList{{0, 1}, {1, 0}});
  CHECK(attrs.has("axis"));
  CHECK_FALSE(attrs.has("tiled"));
  CHECK(attrs.integer("axis") == 2);
  CHECK(attrs.real("value") == 1.5);
  CHECK(attrs.symbol("direction") == "lt");
  CHECK(attrs.int_list("dims") == IntList{0, 2});
  CHECK(attrs.int_list_list("perm") == IntListList{{0, 1}, {1, 0}});
  CHECK(attrs.integer_or("axis", 7) == 2);
  CHECK(attrs.integer_or("tiled", 7) == 7);
  CHECK(attrs.int_list_list_or_empty("groups").empty());
  CHECK(attrs.int_list_list_or_empty("perm").size() == 2);
  CHECK_THROWS_WITH(attrs.integer("tiled"), "missing attribute 'tiled' (expected integer)");
  CHECK_THROWS_WITH(attrs.integer("value"), "attribute 'value' has kind real, expected integer");
  CHECK_THROWS_AS(attrs.int_list("perm"), Error);
  CHECK(attr_kind(attrs.values().at("perm")) == AttrKind::int_list_list);
  CHECK(attr_kind(AttrValue{std::vector<double>{1.0}}) == AttrKind::real_list);

  Attrs same = attrs;
  CHECK(same == attrs);
  same.set("axis", std::int64_t{3});
  CHECK_FALSE(same == attrs);
}

TEST_CASE("attribute values print as the program text writes them") {
  CHECK(attr_value_string(std::int64_t{-3}) == "-3");
  CHECK(attr_value_string(1.5) == "1.5");
  CHECK(attr_value_string(2.0) == "2.0");  // never mistaken for an integer
  CHECK(attr_value_string(1e20) == "1e+20");
  CHECK(attr_value_string(0.1) == "0.1");  // shortest text that reads back exactly
  CHECK(attr_value_string(-std::numeric_limits<double>::infinity()) == "-inf");
  CHECK(attr_value_string(std::numeric_limits<double>::quiet_NaN()) == "nan");
  CHECK(attr_value_string(std::string("f32")) == "f32");
  CHECK(attr_value_string(IntList{0, 2}) == "[0, 2]");
  CHECK(attr_value_string(IntList{}) == "[]");
  CHECK(attr_value_string(std::vector<double>{1.0, 2.5}) == "[1.0, 2.5]");
  CHECK(attr_value_string(IntListList{{0, 1}, {1, 0}}) == "[[0, 1], [1, 0]]");
}

TEST_CASE("parse errors read LINE:COL: message") {
  const ParseError error(SourceLoc{3, 14}, "unknown op 'mull'");
  CHECK(std::string(error.what()) == "3:14: unknown op 'mull'");
  CHECK(error.loc().line == 3);
  CHECK(error.loc().known());
  CHECK_FALSE(SourceLoc{}.known());
  const Error& as_error = error;  // one catch clause handles every user error
  CHECK(std::string(as_error.what()).find("mull") != std::string::npos);
}

TEST_CASE("bound names") {
  CHECK(bound_name(Bound::none) == "none");
  CHECK(bound_name(Bound::compute) == "compute");
  CHECK(bound_name(Bound::memory) == "memory");
  CHECK(bound_name(Bound::network) == "network");
}

TEST_CASE("op event args: the instruction's text, operand and result types, dtype") {
  const Program program = parse_program(
      "pmap @p axis=i devices=2 (%x: bf16[2,3], %y: bf16[3,4]) {\n"
      "  %0 = dot %x, %y {lhs_contract=[1], rhs_contract=[0], lhs_batch=[], rhs_batch=[]} : f32[2,4]\n"
      "  %1 = psum %0 {axis=i} : f32[2,4]\n"
      "  return %1\n}\n");
  using Args = std::vector<std::pair<std::string, std::string>>;
  CHECK(op_event_args(program, 0) == Args{{"instruction", print_instruction(program, 0)},
                                          {"operands", "bf16[2,3], bf16[3,4]"},
                                          {"result", "f32[2,4]"},
                                          {"dtype", "f32"}});
  CHECK(op_event_args(program, 1) == Args{{"instruction", print_instruction(program, 1)},
                                          {"operands", "f32[2,4]"},
                                          {"result", "f32[2,4]"},
                                          {"dtype", "f32"}});
  CHECK_THROWS(op_event_args(program, 2));
}

TEST_CASE("Profile::append shifts the other run by an offset") {
  Profile first;
  first.devices.push_back(ProfileDevice{0, "/device:CPU:0 (reference)"});
  first.events.push_back(event(0, "add", 0, 100));
  first.counters.push_back(CounterSample{0, "hbm GB/s", 50, 10});
  first.total_ns = 100;

  Profile second;
  second.devices.push_back(ProfileDevice{0, "/device:CPU:0 (reference)"});
  second.devices.push_back(ProfileDevice{1, "/device:CPU:1 (reference)"});
  second.events.push_back(event(1, "mul", 10, 40));
  second.events.back().flows.push_back(FlowRef{7, true});
  second.counters.push_back(CounterSample{1, "hbm GB/s", 20, 5});
  second.total_ns = 50;

  first.append(second, 100);
  REQUIRE(first.events.size() == 2);
  CHECK(first.events[1].name == "mul");
  CHECK(first.events[1].start_ns == 110);
  CHECK(first.events[1].duration_ns == 40);
  CHECK(first.events[1].device == 1);
  CHECK(first.events[1].flows.at(0).id == 1);  // renumbered after first's largest flow id (none: 0)
  REQUIRE(first.counters.size() == 2);
  CHECK(first.counters[1].time_ns == 120);
  CHECK(first.counters[1].value == 5);
  CHECK(first.total_ns == 150);
  CHECK(first.devices.size() == 2);  // device 1 joined, device 0 not repeated

  // Appending something that ends earlier (overlapping runs) keeps the later end.
  Profile short_run;
  short_run.total_ns = 10;
  first.append(short_run, 0);
  CHECK(first.total_ns == 150);
  CHECK(first.events.size() == 2);
}

TEST_CASE("Profile::append gives each appended run's flows fresh ids") {
  // Two runs of one program: each links a sender and a receiver with flow id 5.
  auto one_run = [] {
    Profile run;
    run.events.push_back(event(0, "ppermute", 0, 10));
    run.events.back().flows.push_back(FlowRef{5, true});
    run.events.push_back(event(1, "ppermute", 0, 10));
    run.events.back().flows.push_back(FlowRef{5, false});
    run.total_ns = 10;
    return run;
  };
  Profile steps = one_run();
  steps.append(one_run(), 10);
  steps.append(one_run(), 20);
  REQUIRE(steps.events.size() == 6);
  // Run 0 keeps id 5; later runs get 6 and 7, each pair still sharing its id.
  const std::uint64_t expected[] = {5, 5, 6, 6, 7, 7};
  for (int i = 0; i < 6; ++i) CHECK(steps.events[i].flows.at(0).id == expected[i]);
  CHECK(steps.events[2].flows.at(0).start);
  CHECK_FALSE(steps.events[3].flows.at(0).start);
}
