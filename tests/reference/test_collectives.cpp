// Collectives on 8 devices, with and without axis_index_groups, against
// plain loops over the devices' inputs.
#include <catch2/catch.hpp>
#include <cmath>
#include <stdexcept>

#include "helpers.hpp"
#include "pmapsim/reference/kernels.hpp"

using namespace pmapsim;
using namespace pmapsim::test;

namespace {

constexpr int kDevices = 8;
using Groups = std::vector<std::vector<std::int64_t>>;

std::string program_text(const std::string& op, const std::string& attrs, const std::string& in_type,
                         const std::string& out_type) {
  return "pmap @f axis=i devices=8 (%x: " + in_type + ") {\n  %0 = " + op + " %x {axis=i" + attrs +
         "} : " + out_type + "\n  return %0\n}\n";
}

std::string groups_text(const Groups& groups) {
  std::string text = ", groups=[";
  for (std::size_t g = 0; g < groups.size(); ++g) {
    text += g ? ", [" : "[";
    for (std::size_t m = 0; m < groups[g].size(); ++m) {
      if (m) text += ", ";
      text += std::to_string(groups[g][m]);
    }
    text += "]";
  }
  return text + "]";
}

// Device d's element i: 100 d + i, exact in every dtype used here.
double input_value(int device, std::int64_t i) {
  return 100.0 * device + static_cast<double>(i);
}

std::vector<std::vector<double>> run_collective(const std::string& text, DType dtype, const Shape& shape) {
  const auto outputs = run_program(text, per_device(kDevices, dtype, shape, input_value));
  std::vector<std::vector<double>> values;
  for (const auto& device : outputs) values.push_back(device.at(0).to_doubles());
  return values;
}

// The members of device's group, and its rank there.
std::vector<std::int64_t> members_of(const Groups& groups, int device, std::size_t& rank) {
  for (const auto& group : groups) {
    for (std::size_t r = 0; r < group.size(); ++r) {
      if (group[r] == device) {
        rank = r;
        return group;
      }
    }
  }
  throw std::logic_error("device not in any group");
}

}  // namespace

TEST_CASE("psum, pmax, pmin, pmean over the whole axis and over groups") {
  const Shape shape{2, 3};
  const std::int64_t n = 6;
  for (const Groups& groups : {Groups{{0, 1, 2, 3, 4, 5, 6, 7}}, Groups{{0, 1, 2, 3}, {4, 5, 6, 7}},
                               Groups{{0, 2, 4, 6}, {1, 3, 5, 7}}, Groups{{5}, {0, 1, 2, 3, 4, 6, 7}}}) {
    const std::string attrs = groups.size() == 1 ? "" : groups_text(groups);
    INFO("groups" << attrs);
    const auto sums = run_collective(program_text("psum", attrs, "f32[2,3]", "f32[2,3]"), DType::f32, shape);
    const auto maxes = run_collective(program_text("pmax", attrs, "f32[2,3]", "f32[2,3]"), DType::f32, shape);
    const auto mins = run_collective(program_text("pmin", attrs, "f32[2,3]", "f32[2,3]"), DType::f32, shape);
    const auto means =
        run_collective(program_text("pmean", attrs, "f32[2,3]", "f32[2,3]"), DType::f32, shape);
    for (int d = 0; d < kDevices; ++d) {
      std::size_t rank = 0;
      const auto members = members_of(groups, d, rank);
      for (std::int64_t i = 0; i < n; ++i) {
        double sum = 0, most = -1e30, least = 1e30;
        for (auto m : members) {
          sum += input_value(static_cast<int>(m), i);
          most = std::max(most, input_value(static_cast<int>(m), i));
          least = std::min(least, input_value(static_cast<int>(m), i));
        }
        CHECK(sums[d][i] == sum);
        CHECK(maxes[d][i] == most);
        CHECK(mins[d][i] == least);
        CHECK(means[d][i] == Approx(sum / static_cast<double>(members.size())).epsilon(1e-6));
      }
    }
  }
}

TEST_CASE("psum of bool counts as s32, and pmean of s32 is f32") {
  const std::string count = program_text("psum", "", "bool[3]", "s32[3]");
  const auto flags =
      per_device(kDevices, DType::boolean, {3}, [](int d, std::int64_t i) { return (d + i) % 3 == 0; });
  const auto counts = run_program(count, flags);
  REQUIRE(counts[0][0].dtype() == DType::s32);
  // Devices 0..7: (d + i) % 3 == 0 holds for d = 0,3,6 (i=0), d = 2,5 (i=1), d = 1,4,7 (i=2).
  for (int d = 0; d < kDevices; ++d) CHECK(counts[d][0].to_doubles() == std::vector<double>{3, 2, 3});

  const std::string mean = program_text("pmean", ", groups=[[0, 1, 2], [3, 4, 5, 6, 7]]", "s32[2]", "f32[2]");
  const auto means = run_program(mean, per_device(kDevices, DType::s32, {2}, input_value));
  REQUIRE(means[0][0].dtype() == DType::f32);
  // Group {0,1,2}: (0 + 100 + 200) / 3 = 100; group {3..7}: (300+...+700) / 5 = 500.
  CHECK(means[1][0].to_doubles() == std::vector<double>{100, 101});
  CHECK(means[6][0].to_doubles() == std::vector<double>{500, 501});
}

TEST_CASE("bf16 psum adds in f32 and rounds once") {
  // Device 0 holds 1, the other seven 2^-9 each: 1 + 7 * 2^-9 = 1.013671875
  // lies between the bf16 values 1.0078125 and 1.015625, nearer the second.
  // Rounding after every addition would stay at 1.
  const std::string text = program_text("psum", "", "bf16[1]", "bf16[1]");
  const auto args = per_device(kDevices, DType::bf16, {1},
                               [](int d, std::int64_t) { return d == 0 ? 1.0 : std::ldexp(1.0, -9); });
  const auto sums = run_program(text, args);
  for (int d = 0; d < kDevices; ++d) CHECK(sums[d][0].get(0) == 1.015625);
}

TEST_CASE("all_gather concatenates the group's operands in group order") {
  // Tiled along dimension 1: (2, 3) per device -> (2, 12) within groups of 4.
  const Groups groups{{0, 2, 4, 6}, {1, 3, 5, 7}};
  const auto got = run_collective(
      program_text("all_gather", groups_text(groups) + ", dimension=1", "f32[2,3]", "f32[2,12]"), DType::f32,
      {2, 3});
  for (int d = 0; d < kDevices; ++d) {
    std::size_t rank = 0;
    const auto members = members_of(groups, d, rank);
    for (std::int64_t a = 0; a < 2; ++a) {
      for (std::int64_t g = 0; g < 4; ++g) {
        for (std::int64_t c = 0; c < 3; ++c) {
          REQUIRE(got[d][a * 12 + g * 3 + c] == input_value(static_cast<int>(members[g]), a * 3 + c));
        }
      }
    }
  }
  // Along dimension 0 over the whole axis: (1, 2) -> (8, 2).
  const auto whole =
      run_collective(program_text("all_gather", ", dimension=0", "s32[1,2]", "s32[8,2]"), DType::s32, {1, 2});
  std::vector<double> expected;
  for (int source = 0; source < kDevices; ++source) {
    for (std::int64_t i = 0; i < 2; ++i) expected.push_back(input_value(source, i));
  }
  for (int d = 0; d < kDevices; ++d) CHECK(whole[d] == expected);
}

TEST_CASE("psum_scatter gives each member its block of the group sum") {
  // (2, 8) per device, groups of 4, dimension 1: each member gets (2, 2).
  const Groups groups{{0, 1, 2, 3}, {4, 5, 6, 7}};
  const auto got = run_collective(
      program_text("psum_scatter", groups_text(groups) + ", dimension=1", "f32[2,8]", "f32[2,2]"), DType::f32,
      {2, 8});
  for (int d = 0; d < kDevices; ++d) {
    std::size_t rank = 0;
    const auto members = members_of(groups, d, rank);
    for (std::int64_t a = 0; a < 2; ++a) {
      for (std::int64_t c = 0; c < 2; ++c) {
        double sum = 0;
        for (auto m : members)
          sum += input_value(static_cast<int>(m), a * 8 + static_cast<std::int64_t>(rank) * 2 + c);
        CHECK(got[d][a * 2 + c] == sum);
      }
    }
  }
}

TEST_CASE("all_to_all sends block j to member j and concatenates in source order") {
  const Groups groups{{0, 1, 2, 3}, {4, 5, 6, 7}};
  // split_axis 0, concat_axis 1: (4, 3) -> (1, 12); member r gets row r of
  // every member, side by side.
  const auto rows =
      run_collective(program_text("all_to_all", groups_text(groups) + ", split_axis=0, concat_axis=1",
                                  "f32[4,3]", "f32[1,12]"),
                     DType::f32, {4, 3});
  // split_axis 1, concat_axis 0: (2, 4) -> (8, 1); member r gets column r of
  // every member, stacked.
  const auto columns =
      run_collective(program_text("all_to_all", groups_text(groups) + ", split_axis=1, concat_axis=0",
                                  "f32[2,4]", "f32[8,1]"),
                     DType::f32, {2, 4});
  for (int d = 0; d < kDevices; ++d) {
    std::size_t rank = 0;
    const auto members = members_of(groups, d, rank);
    const auto r = static_cast<std::int64_t>(rank);
    for (std::int64_t s = 0; s < 4; ++s) {
      const int source = static_cast<int>(members[s]);
      for (std::int64_t c = 0; c < 3; ++c) CHECK(rows[d][s * 3 + c] == input_value(source, r * 3 + c));
      for (std::int64_t a = 0; a < 2; ++a) CHECK(columns[d][s * 2 + a] == input_value(source, a * 4 + r));
    }
  }
}

TEST_CASE("ppermute moves operands along its pairs and zero-fills the rest") {
  std::string ring = ", perm=[";
  for (int d = 0; d < kDevices; ++d)
    ring += (d ? ", [" : "[") + std::to_string(d) + ", " + std::to_string((d + 1) % kDevices) + "]";
  ring += "]";
  const auto rolled = run_collective(program_text("ppermute", ring, "f32[2]", "f32[2]"), DType::f32, {2});
  for (int d = 0; d < kDevices; ++d) {
    const int source = (d + kDevices - 1) % kDevices;
    CHECK(rolled[d] == std::vector<double>{input_value(source, 0), input_value(source, 1)});
  }
  // A non-cyclic shift: 0 -> 1, 1 -> 2; everyone else receives zeros.
  const auto shifted = run_collective(program_text("ppermute", ", perm=[[0, 1], [1, 2]]", "s32[2]", "s32[2]"),
                                      DType::s32, {2});
  CHECK(shifted[1] == std::vector<double>{0, 1});
  CHECK(shifted[2] == std::vector<double>{100, 101});
  for (int d : {0, 3, 4, 5, 6, 7}) CHECK(shifted[d] == std::vector<double>{0, 0});
}

TEST_CASE("axis_index gives each device its index, locally or for all at once") {
  const std::string text =
      "pmap @f axis=i devices=8 (%x: f32[1]) {\n  %0 = axis_index {axis=i} : s32[]\n  return %0\n}\n";
  const auto outputs = run_program(text, per_device(kDevices, DType::f32, {1}, input_value));
  for (int d = 0; d < kDevices; ++d) {
    REQUIRE(outputs[d][0].shape().empty());
    CHECK(outputs[d][0].get(0) == d);
  }
  const Program program = parse_program(text);
  CHECK(reference::execute_local(program, program.body[0], {}, 5).get(0) == 5);
  const std::vector<Array> all = reference::execute_collective(program, program.body[0], {});
  REQUIRE(all.size() == 8);
  CHECK(all[7].get(0) == 7);
}

TEST_CASE("every op has a kernel row") {
  for (int op = 0; op < kNumOps; ++op) {
    INFO(op_name(static_cast<OpCode>(op)));
    CHECK(reference::has_kernel(static_cast<OpCode>(op)));
  }
}

TEST_CASE("the kernel entry points reject misuse with an Error") {
  const std::string text = program_text("psum", "", "f32[2]", "f32[2]");
  const Program program = parse_program(text);
  const Array x = f32({2}, {1, 2});
  const Array* one[] = {&x};
  CHECK_THROWS_WITH(reference::execute_local(program, program.body[0], one),
                    Catch::Contains("must run through execute_collective"));
  // Too few devices' operands.
  CHECK_THROWS_WITH(reference::execute_collective(program, program.body[0], one),
                    Catch::Contains("expected an operand for each of 8 devices, got 1"));
  // A shape-only operand.
  const Array shape_only = Array::shape_only(DType::f32, {2});
  std::vector<const Array*> operands(8, &x);
  operands[3] = &shape_only;
  CHECK_THROWS_WITH(reference::execute_collective(program, program.body[0], operands),
                    Catch::Contains("reference backend needs array data") && Catch::Contains("device 3"));
  // An operand of the wrong type.
  const Array wrong = f32({3}, {1, 2, 3});
  operands[3] = &wrong;
  CHECK_THROWS_WITH(reference::execute_collective(program, program.body[0], operands),
                    Catch::Contains("expected f32[2], got f32[3]"));
}
