// in_specs / out_specs: the blocks each device gets and where results' blocks
// go, against blocks written out by hand; the text form; spec errors.
#include <catch2/catch.hpp>

#include "pmapsim/program.hpp"
#include "pmapsim/sharding.hpp"

namespace {

const char* const kGrid =
    "pmap @g mesh=[data=2, model=4] in_specs=[[data, model], [None, data.model], []] "
    "out_specs=[[model], [data]] (%x: f32[1,1], %y: f32[2,1], %z: f32[3]) {\n"
    "  %0 = add %x, %x : f32[1,1]\n"
    "  return %0, %z\n"
    "}\n";

// 0, 1, 2, ... in row-major order.
pmapsim::Array iota(pmapsim::Shape shape) {
  pmapsim::Array a(pmapsim::DType::f32, std::move(shape));
  for (std::int64_t i = 0; i < a.size(); ++i) a.set(i, static_cast<double>(i));
  return a;
}

}  // namespace

TEST_CASE("in_specs split global arrays into the blocks of each device's mesh coordinates") {
  const pmapsim::Program p = pmapsim::parse_program(kGrid);
  CHECK(pmapsim::global_parameter_type(p, 0).str() == "f32[2,4]");
  CHECK(pmapsim::global_parameter_type(p, 1).str() == "f32[2,8]");
  CHECK(pmapsim::global_parameter_type(p, 2).str() == "f32[3]");
  const auto per_device = pmapsim::shard_arguments(p, {iota({2, 4}), iota({2, 8}), iota({3})});
  REQUIRE(per_device.size() == 8);
  for (int d = 0; d < 8; ++d) {
    INFO("device " << d);
    const int data = d / 4, model = d % 4;
    // x[data, model]: row data, column model of a 2x4 array.
    CHECK(per_device[d][0].get(0) == data * 4 + model);
    // y's columns split over data.model (flat d): column d of both rows of a 2x8 array.
    CHECK(per_device[d][1].get(0) == d);
    CHECK(per_device[d][1].get(1) == 8 + d);
    // z is replicated.
    CHECK(per_device[d][2].to_doubles() == std::vector<double>{0, 1, 2});
  }
}

TEST_CASE("out_specs assemble results from one device per block") {
  const pmapsim::Program p = pmapsim::parse_program(kGrid);
  CHECK(pmapsim::global_result_type(p, 0).str() == "f32[4,1]");
  CHECK(pmapsim::global_result_type(p, 1).str() == "f32[6]");
  std::vector<std::vector<pmapsim::Array>> outputs(8);
  for (int d = 0; d < 8; ++d) {
    pmapsim::Array r0(pmapsim::DType::f32, {1, 1}), r1(pmapsim::DType::f32, {3});
    r0.set(0, 100 * d);
    for (int i = 0; i < 3; ++i) r1.set(i, 10 * d + i);
    outputs[d] = {r0, r1};
  }
  const auto results = pmapsim::assemble_results(p, outputs);
  // Result 0 is split over model: block m comes from the device at (data 0, model m), i.e. device m.
  CHECK(results[0].to_doubles() == std::vector<double>{0, 100, 200, 300});
  // Result 1 is split over data: block k from device (data k, model 0), i.e. device 4k.
  CHECK(results[1].to_doubles() == std::vector<double>{0, 1, 2, 40, 41, 42});
}

TEST_CASE("specs print and parse back, and a one-axis program's axis is its mesh") {
  const pmapsim::Program p = pmapsim::parse_program(kGrid);
  CHECK(pmapsim::parse_program(pmapsim::print(p)) == p);
  CHECK(pmapsim::print(p).find("in_specs=[[data, model], [None, data.model], []]") != std::string::npos);
  const pmapsim::Program one = pmapsim::parse_program(
      "pmap @f axis=i devices=4 in_specs=[[None, i]] out_specs=[[i]] (%x: f32[2,3]) {\n  return %x\n}\n");
  CHECK(pmapsim::global_parameter_type(one, 0).str() == "f32[2,12]");
  CHECK(pmapsim::global_result_type(one, 0).str() == "f32[8,3]");
}

TEST_CASE("a padded program's blocks take zeros past the global end, and its results drop them") {
  // 10 rows over 4 devices: blocks of ceil(10 / 4) = 3, the last holding one row and two of padding.
  const char* const text =
      "pmap @g axis=i devices=4 in_specs=[[i]] out_specs=[[i]] in_global=[[10, 2]] out_global=[[10, 2]] "
      "(%x: f32[3,2]) {\n  %0 = add %x, %x : f32[3,2]\n  return %0\n}\n";
  const pmapsim::Program p = pmapsim::parse_program(text);
  CHECK(pmapsim::parse_program(pmapsim::print(p)) == p);
  CHECK(pmapsim::global_parameter_type(p, 0).str() == "f32[10,2]");
  CHECK(pmapsim::global_result_type(p, 0).str() == "f32[10,2]");
  const auto per_device = pmapsim::shard_arguments(p, {iota({10, 2})});
  CHECK(per_device[2][0].to_doubles() == std::vector<double>{12, 13, 14, 15, 16, 17});
  CHECK(per_device[3][0].to_doubles() == std::vector<double>{18, 19, 0, 0, 0, 0});
  std::vector<std::vector<pmapsim::Array>> outputs;
  for (const auto& args : per_device) outputs.push_back({args[0]});
  outputs[3][0].set(4, -1);  // padding: dropped
  CHECK(pmapsim::assemble_results(p, outputs)[0].to_doubles() == iota({10, 2}).to_doubles());
  // A global shape the blocks do not make is refused.
  CHECK_THROWS_WITH(
      pmapsim::parse_program("pmap @g axis=i devices=4 in_specs=[[i]] in_global=[[13, 2]] "
                             "(%x: f32[3,2]) {\n  return %x\n}\n"),
      Catch::Contains("in_global of %x: global shape [13, 2] is not split as [i] into blocks [3, 2]"));
}

TEST_CASE("bad specs are one-line errors naming the parameter or result") {
  const auto error_of = [](const std::string& header) {
    try {
      pmapsim::parse_program(header + " (%x: f32[2,3]) {\n  return %x\n}\n", "s.spmd");
    } catch (const pmapsim::Error& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  CHECK(error_of("pmap @f mesh=[a=2, b=2] in_specs=[[c]]") ==
        "s.spmd: in_specs of %x: the spec names axis 'c', which the mesh lacks (it has a, b)");
  CHECK(error_of("pmap @f mesh=[a=2, b=2] in_specs=[[a, a]]") ==
        "s.spmd: in_specs of %x: the spec [a, a] names axis 'a' twice");
  CHECK(error_of("pmap @f mesh=[a=2, b=2] in_specs=[[a, b, None]]") ==
        "s.spmd: in_specs of %x: the spec [a, b, None] has 3 entries for a value of rank 2");
  CHECK(error_of("pmap @f mesh=[a=2, b=2] in_specs=[[a], [b]]") ==
        "s.spmd: program @f has 2 in_specs for 1 parameters");
  CHECK(error_of("pmap @f mesh=[a=2, b=2] out_specs=[[a.]]") ==
        "s.spmd:1:37: out_specs: empty axis name in 'a.'");
  CHECK(error_of("pmap @f axis=i devices=2 out_specs=[[j]]") ==
        "s.spmd: out_specs of result 0: the spec names axis 'j', which the mesh lacks (it has i)");
}

TEST_CASE("shard_arguments refuses a global array of the wrong shape, naming the parameter") {
  const pmapsim::Program p = pmapsim::parse_program(kGrid);
  CHECK_THROWS_WITH(pmapsim::shard_arguments(p, {iota({2, 3}), iota({2, 8}), iota({3})}),
                    "parameter %x (spec [data, model]) expects a global f32[2,4], got f32[2,3]");
}

TEST_CASE("a collective over the mesh axes in another order runs in that order") {
  // model.data on a [data=2, model=4] mesh: one group, model major, which
  // orders an all_gather's blocks; data.model is the flat axis (no groups).
  const pmapsim::Program program = pmapsim::parse_program(
      "pmap @f mesh=[data=2, model=4] (%x: f32[1]) {\n"
      "  %a = all_gather %x {axis=model.data, dimension=0} : f32[8]\n"
      "  %b = all_gather %x {axis=data.model, dimension=0} : f32[8]\n"
      "  return %a, %b\n}\n");
  CHECK(program.body[0].attrs.int_list_list("groups") == pmapsim::IntListList{{0, 4, 1, 5, 2, 6, 3, 7}});
  CHECK_FALSE(program.body[1].attrs.has("groups"));
}
