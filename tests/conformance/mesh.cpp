// Named device meshes: a 2 x 4 data x model mesh, collectives over one axis,
// the other, or both, and axis_index per axis, on the backend under test.
// Expected values by plain loops over (data, model) coordinates.
#include "conformance.hpp"

using namespace conformance;

namespace {

const char* kMeshProgram = R"(pmap @grid mesh=[data=2, model=4] (%x: f32[3]) {
  %over_model = psum %x {axis=model} : f32[3]
  %over_data = psum %x {axis=data} : f32[3]
  %over_both = psum %x {axis=data.model} : f32[3]
  %gathered = all_gather %x {axis=model, dimension=0} : f32[12]
  %model_index = axis_index {axis=model} : s32[]
  %data_index = axis_index {axis=data} : s32[]
  %shifted = ppermute %x {axis=model, perm=[[0,1],[1,2],[2,3],[3,0]]} : f32[3]
  %halves = psum %x {axis=model, groups=[[0,1],[2,3]]} : f32[3]
  return %over_model, %over_data, %over_both, %gathered, %model_index, %data_index, %shifted, %halves
})";

// x on device (d, m) is 12 d + 3 m + [0, 1, 2].
double x_at(std::int64_t d, std::int64_t m, std::int64_t k) {
  return static_cast<double>(12 * d + 3 * m + k);
}

}  // namespace

TEST_CASE("a 2x4 data x model mesh: psum, all_gather, ppermute and axis_index per axis") {
  if (devices() < 8) return;
  const Program program = parse_program(kMeshProgram, "mesh.spmd");
  REQUIRE(program.axis_size == 8);
  std::vector<std::vector<Array>> args(8);
  for (std::int64_t dev = 0; dev < 8; ++dev)
    args[static_cast<std::size_t>(dev)].push_back(
        tabulate(DType::f32, {3}, [&](const auto& i) { return x_at(dev / 4, dev % 4, i[0]); }));
  const RunResult run = compile_and_run(runtime().backend(), program, args);
  for (std::int64_t dev = 0; dev < 8; ++dev) {
    const std::int64_t d = dev / 4, m = dev % 4;
    INFO("device " << dev << " = (data " << d << ", model " << m << ")");
    const auto& out = run.outputs[static_cast<std::size_t>(dev)];
    for (std::int64_t k = 0; k < 3; ++k) {
      double model_sum = 0, data_sum = 0, all = 0, half = 0;
      for (std::int64_t mm = 0; mm < 4; ++mm) model_sum += x_at(d, mm, k);
      for (std::int64_t dd = 0; dd < 2; ++dd) data_sum += x_at(dd, m, k);
      for (std::int64_t dd = 0; dd < 2; ++dd)
        for (std::int64_t mm = 0; mm < 4; ++mm) all += x_at(dd, mm, k);
      for (std::int64_t mm = m / 2 * 2; mm < m / 2 * 2 + 2; ++mm) half += x_at(d, mm, k);
      CHECK(out[0].get(k) == model_sum);
      CHECK(out[1].get(k) == data_sum);
      CHECK(out[2].get(k) == all);
      CHECK(out[6].get(k) == x_at(d, (m + 3) % 4, k));  // from the model neighbour before
      CHECK(out[7].get(k) == half);
    }
    for (std::int64_t j = 0; j < 12; ++j) CHECK(out[3].get(j) == x_at(d, j / 3, j % 3));
    CHECK(out[4].get(0) == static_cast<double>(m));
    CHECK(out[5].get(0) == static_cast<double>(d));
  }
}

TEST_CASE("a mesh program prints and parses back to itself, and its errors are one line") {
  const Program program = parse_program(kMeshProgram, "mesh.spmd");
  CHECK(parse_program(print(program)) == program);
  CHECK(print(program).rfind("pmap @grid mesh=[data=2, model=4] (", 0) == 0);
  CHECK_THROWS_WITH(parse_program("pmap @f mesh=[data=2, model=4] (%x: f32[3]) {\n"
                                  "  %y = psum %x {axis=expert} : f32[3]\n  return %y\n}\n",
                                  "m.spmd"),
                    Contains("m.spmd:2:8: psum: unbound axis name: expert (the mesh has data, model)"));
  CHECK_THROWS_WITH(parse_program("pmap @f mesh=[data=2, data=4] (%x: f32[3]) {\n  return %x\n}\n", "m.spmd"),
                    Contains("m.spmd:1:23: mesh axis data is named twice"));
  CHECK_THROWS_WITH(parse_program("pmap @f mesh=[data=2, model=4] (%x: f32[3]) {\n"
                                  "  %y = psum %x {axis=model.model} : f32[3]\n  return %y\n}\n",
                                  "m.spmd"),
                    Contains("axis model is named twice"));
}
