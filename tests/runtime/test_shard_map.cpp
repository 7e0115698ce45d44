// shard_map through the recorder: a named mesh, PartitionSpecs in and out, and
// collectives and axis_index naming mesh axes, run on the reference backend.
// Expected values by plain loops over the global arrays and mesh coordinates.
#include <catch2/catch.hpp>
#include <string>

#include "pmapsim/pmapsim.hpp"

using namespace pmapsim;
using Catch::Matchers::Contains;

namespace {

Runtime& reference_runtime() {
  static Runtime runtime = Runtime::open("reference:devices=8");
  return runtime;
}

const Mesh kGrid{{"data", 2}, {"model", 4}};

Array counting(Shape shape, double scale = 1.0) {
  std::vector<double> values(static_cast<std::size_t>(num_elements(shape)));
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = scale * static_cast<double>(i % 7) - 2.0;
  return Array::from_doubles(DType::f32, std::move(shape), values);
}

std::string error_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const Error& error) {
    return error.what();
  }
  return "(no error)";
}

// The global (2, 4, 3) array whose block on device (d, m) holds 12 d + 3 m + k.
Array grid_values() {
  std::vector<double> values(24);
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = static_cast<double>(i);
  return Array::from_doubles(DType::f32, {2, 4, 3}, values);
}

double grid_at(std::int64_t d, std::int64_t m, std::int64_t k) {
  return static_cast<double>(12 * d + 3 * m + k);
}

ShardMapOptions on_grid(std::vector<PartitionSpec> in_specs, std::vector<PartitionSpec> out_specs) {
  ShardMapOptions options;
  options.mesh = kGrid;
  options.in_specs = std::move(in_specs);
  options.out_specs = std::move(out_specs);
  return options;
}

PmapOptions over(std::string axis_name, std::vector<AxisSpec> in_axes = {},
                 std::vector<AxisSpec> out_axes = {}) {
  PmapOptions options;
  options.axis_name = std::move(axis_name);
  options.in_axes = std::move(in_axes);
  options.out_axes = std::move(out_axes);
  return options;
}

}  // namespace

TEST_CASE("shard_map: a row-parallel matmul over data x model equals the global matmul") {
  // x (8, 16) split [data, model], w (16, 4) split [model]: each device
  // multiplies a (4, 4) block by a (4, 4) block, psum over model adds the
  // partial products, and the result is split [data].
  auto layer = shard_map(
      [](const std::vector<Value>& args) {
        return std::vector<Value>{psum(matmul(args[0], args[1]), "model")};
      },
      on_grid({{{"data"}, {"model"}}, {{"model"}}}, {{{"data"}}}));
  const Array x = counting({8, 16});
  const Array w = counting({16, 4}, 0.5);
  const std::vector<Array> y = layer(reference_runtime(), {x, w});
  REQUIRE(y.size() == 1);
  REQUIRE(y[0].shape() == Shape{8, 4});
  for (std::int64_t i = 0; i < 8; ++i) {
    for (std::int64_t j = 0; j < 4; ++j) {
      double expected = 0;
      for (std::int64_t k = 0; k < 16; ++k) expected += x.get(i * 16 + k) * w.get(k * 4 + j);
      CHECK(y[0].get(i * 4 + j) == Approx(expected));
    }
  }
  const Program& program = layer.last_program();
  CHECK(program.mesh == kGrid);
  CHECK(program.params[0].type.shape == Shape{4, 4});
  // The recorded program is the .spmd text `pmapsim run` takes with global inputs.
  CHECK(parse_program(print(program)) == program);
  CHECK(print(program).find("mesh=[data=2, model=4] in_specs=[[data, model], [model]] out_specs=[[data]]") !=
        std::string::npos);
}

TEST_CASE("shard_map: collectives and axis_index name one mesh axis or both") {
  auto grid = shard_map(
      [](const std::vector<Value>& args) {
        const Value x = args[0];  // (1, 1, 3)
        const Value index_shape = constant(0.0, TensorType{DType::s32, {1, 1}});
        return std::vector<Value>{
            psum(x, "model"),
            psum(x, "data"),
            psum(x, "data.model"),
            all_gather(reshape(x, {3}), "model"),       // (4, 3) in model order
            all_gather(reshape(x, {3}), "model.data"),  // (8, 3), model major
            ppermute(x, "model", {{0, 1}, {1, 2}, {2, 3}, {3, 0}}),
            psum(x, "model", {{0, 1}, {2, 3}}),
            index_shape + reshape(axis_index("model"), {1, 1}),
            index_shape + reshape(axis_index("data"), {1, 1}),
        };
      },
      on_grid({{{"data"}, {"model"}}}, {{{"data"}, {"model"}},
                                        {{"data"}, {"model"}},
                                        {{"data"}, {"model"}},
                                        {{"data"}, {"model"}},
                                        {{"data"}, {"model"}},
                                        {{"data"}, {"model"}},
                                        {{"data"}, {"model"}},
                                        {{"data"}, {"model"}},
                                        {{"data"}, {"model"}}}));
  const std::vector<Array> out = grid(reference_runtime(), {grid_values()});
  REQUIRE(out.size() == 9);
  CHECK(out[3].shape() == Shape{8, 12});
  CHECK(out[4].shape() == Shape{16, 12});
  for (std::int64_t d = 0; d < 2; ++d) {
    for (std::int64_t m = 0; m < 4; ++m) {
      INFO("device (data " << d << ", model " << m << ")");
      for (std::int64_t k = 0; k < 3; ++k) {
        double model_sum = 0, data_sum = 0, all = 0, half = 0;
        for (std::int64_t mm = 0; mm < 4; ++mm) model_sum += grid_at(d, mm, k);
        for (std::int64_t dd = 0; dd < 2; ++dd) data_sum += grid_at(dd, m, k);
        for (std::int64_t dd = 0; dd < 2; ++dd)
          for (std::int64_t mm = 0; mm < 4; ++mm) all += grid_at(dd, mm, k);
        for (std::int64_t mm = m / 2 * 2; mm < m / 2 * 2 + 2; ++mm) half += grid_at(d, mm, k);
        const std::int64_t at = (d * 4 + m) * 3 + k;
        CHECK(out[0].get(at) == model_sum);
        CHECK(out[1].get(at) == data_sum);
        CHECK(out[2].get(at) == all);
        CHECK(out[5].get(at) == grid_at(d, (m + 3) % 4, k));
        CHECK(out[6].get(at) == half);
        // Device (d, m)'s gathered block sits at rows [4 d, 4 d + 4) x columns [3 m, 3 m + 3).
        for (std::int64_t mm = 0; mm < 4; ++mm)
          CHECK(out[3].get((d * 4 + mm) * 12 + m * 3 + k) == grid_at(d, mm, k));
        for (std::int64_t mm = 0; mm < 4; ++mm)
          for (std::int64_t dd = 0; dd < 2; ++dd)
            CHECK(out[4].get((d * 8 + mm * 2 + dd) * 12 + m * 3 + k) == grid_at(dd, mm, k));
      }
      CHECK(out[7].get(d * 4 + m) == static_cast<double>(m));
      CHECK(out[8].get(d * 4 + m) == static_cast<double>(d));
    }
  }
}

TEST_CASE("shard_map: bad specs and axis names are one-line errors naming the argument") {
  const auto identity = [](const std::vector<Value>& args) { return std::vector<Value>{args[0]}; };
  auto uneven = shard_map(identity, on_grid({{{"model"}}}, {{{"model"}}}));
  CHECK(error_of([&] { uneven(reference_runtime(), {counting({6})}); }) ==
        "shard_map argument 0: dimension 0 of size 6 is not divisible by 4, the size of mesh axes model");
  auto unknown = shard_map(identity, on_grid({{{"expert"}}}, {{}}));
  CHECK_THAT(error_of([&] { unknown(reference_runtime(), {counting({8})}); }),
             Contains("shard_map argument 0: the spec names axis 'expert', which the mesh lacks"));
  auto miscounted = shard_map(identity, on_grid({}, {{}}));
  CHECK(error_of([&] { miscounted(reference_runtime(), {counting({8})}); }) ==
        "shard_map in_specs has 0 entries but the function has 1 arguments");
  auto unbound =
      shard_map([](const std::vector<Value>& args) { return std::vector<Value>{psum(args[0], "expert")}; },
                on_grid({{}}, {{}}));
  CHECK_THAT(error_of([&] { unbound(reference_runtime(), {counting({8})}); }),
             Contains("unbound axis name: expert (the mesh has data, model)"));
  auto two_axes_index =
      shard_map([](const std::vector<Value>&) { return std::vector<Value>{axis_index("model.data")}; },
                on_grid({{}}, {{}}));
  CHECK_THAT(error_of([&] { two_axes_index(reference_runtime(), {counting({8})}); }),
             Contains("axis_index names one mesh axis"));
}

TEST_CASE("nested pmap: the function sees one element of a data x model grid and names either axis") {
  auto f = nested_pmap(
      [](const std::vector<Value>& args) {
        const Value x = args[0];  // (3,)
        return std::vector<Value>{psum(x, "model"), psum(x, "data"),
                                  x + convert(axis_index("model"), DType::f32)};
      },
      over("data"), over("model"));
  const std::vector<Array> out = f(reference_runtime(), {grid_values()});
  REQUIRE(out.size() == 3);
  for (const Array& result : out) CHECK(result.shape() == Shape{2, 4, 3});
  for (std::int64_t d = 0; d < 2; ++d) {
    for (std::int64_t m = 0; m < 4; ++m) {
      for (std::int64_t k = 0; k < 3; ++k) {
        double model_sum = 0, data_sum = 0;
        for (std::int64_t mm = 0; mm < 4; ++mm) model_sum += grid_at(d, mm, k);
        for (std::int64_t dd = 0; dd < 2; ++dd) data_sum += grid_at(dd, m, k);
        const std::int64_t at = (d * 4 + m) * 3 + k;
        CHECK(out[0].get(at) == model_sum);
        CHECK(out[1].get(at) == data_sum);
        CHECK(out[2].get(at) == grid_at(d, m, k) + static_cast<double>(m));
      }
    }
  }
}

TEST_CASE("nested pmap: inner in_axes count in what the outer map leaves and None broadcasts") {
  // x: (4, 2, 3), outer in_axes 1 (size 2), inner in_axes 0 of the (4, 3)
  // the outer map leaves (size 4): the function sees x[m, d, :]. b: (3,) on
  // every device. Results stack outer first: y[d, m, :] = x[m, d, :] + b;
  // out_axes 1 for the inner axis puts it last: z[d, :, m].
  auto f = nested_pmap(
      [](const std::vector<Value>& args) {
        const Value y = args[0] + args[1];
        return std::vector<Value>{y, y};
      },
      over("data", {1, kBroadcast}), over("model", {0, kBroadcast}, {0, 1}));
  const Array x = counting({4, 2, 3});
  const Array b = counting({3}, 10.0);
  const std::vector<Array> out = f(reference_runtime(), {x, b});
  REQUIRE(out.size() == 2);
  CHECK(out[0].shape() == Shape{2, 4, 3});
  CHECK(out[1].shape() == Shape{2, 3, 4});
  for (std::int64_t d = 0; d < 2; ++d)
    for (std::int64_t m = 0; m < 4; ++m)
      for (std::int64_t k = 0; k < 3; ++k) {
        const double expected = x.get((m * 2 + d) * 3 + k) + b.get(k);
        CHECK(out[0].get((d * 4 + m) * 3 + k) == expected);
        CHECK(out[1].get((d * 3 + k) * 4 + m) == expected);
      }
  CHECK(error_of([] {
          nested_pmap([](const std::vector<Value>& args) { return args; }, over("i"), over("i"));
        }) == "nested pmap axes must have distinct names, both are 'i'");
  // 3 x 4 devices on a backend of 8.
  CHECK_THAT(error_of([&] { f(reference_runtime(), {counting({4, 3, 3}), b}); }), Contains("12"));
}
