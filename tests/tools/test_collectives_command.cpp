// `pmapsim collectives`: its printed busbw against the alpha-beta formula of
// reference-figures.md, written out here, and its bad-input errors.
#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <vector>

#include "cli_helpers.hpp"

namespace {

struct Row {
  double bytes = 0, time_us = 0, algbw = 0, busbw = 0;
};

// The data rows: size, count, type, time (us), algbw, busbw.
std::vector<Row> rows_of(const std::string& output) {
  std::vector<Row> rows;
  std::istringstream lines(output);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Row row;
    double count = 0;
    std::string type;
    fields >> row.bytes >> count >> type >> row.time_us >> row.algbw >> row.busbw;
    if (fields) rows.push_back(row);
  }
  return rows;
}

// ring:4 on the tiny chip with the link figures set here: 50 GB/s each way,
// 2 us per hop, no fixed overhead.
const std::string kRing4 =
    "sim:tiny,topology=ring:4,ici_gbps=50,ici_latency_ns=2000,collective_overhead_ns=0,timing-only";
constexpr double kBytesPerNs = 50;
constexpr double kHopNs = 2000;

}  // namespace

TEST_CASE("collectives: a one-way ring all_gather's busbw is (p-1)/p * S / ((p-1) a + (p-1)/p * S/B)") {
  const CliResult result =
      run_cli("collectives --backend " + kRing4 + ",collective=ring --op all_gather --min 1M --max 4M");
  INFO(result.output);
  REQUIRE(result.exit_code == 0);
  const std::vector<Row> rows = rows_of(result.output);
  REQUIRE(rows.size() == 3);  // 1, 2 and 4 MiB
  const int p = 4;
  for (const Row& row : rows) {
    const double seconds = ((p - 1) * kHopNs + (p - 1.0) / p * row.bytes / kBytesPerNs) * 1e-9;
    const double busbw = row.bytes / seconds / 1e9 * (p - 1.0) / p;
    CHECK(row.time_us == Approx(seconds * 1e6).epsilon(0.001));
    CHECK(row.busbw == Approx(busbw).epsilon(0.001));
  }
  CHECK(rows[0].bytes == 1 << 20);
  CHECK(rows[2].bytes == 4 << 20);
}

TEST_CASE("collectives: a collective_permute to the next device is one hop, busbw = S / (a + S/B)") {
  const CliResult result =
      run_cli("collectives --backend " + kRing4 + " --op collective_permute --min 8M --max 8M");
  INFO(result.output);
  REQUIRE(result.exit_code == 0);
  const std::vector<Row> rows = rows_of(result.output);
  REQUIRE(rows.size() == 1);
  const double seconds = (kHopNs + rows[0].bytes / kBytesPerNs) * 1e-9;
  CHECK(rows[0].busbw == Approx(rows[0].bytes / seconds / 1e9).epsilon(0.001));
}

TEST_CASE("collectives: a blocking benchmark's host dispatch adds to every time and lowers the bandwidths") {
  const std::string sweep =
      "collectives --backend " + kRing4 + ",collective=ring --op all_gather --min 1M --max 4M";
  const CliResult back_to_back = run_cli(sweep);
  const CliResult blocking = run_cli(sweep + " --host-dispatch-us 30");
  INFO(blocking.output);
  REQUIRE(blocking.exit_code == 0);
  const std::vector<Row> alone = rows_of(back_to_back.output);
  const std::vector<Row> dispatched = rows_of(blocking.output);
  REQUIRE(alone.size() == 3);
  REQUIRE(dispatched.size() == alone.size());
  const int p = 4;
  for (std::size_t i = 0; i < alone.size(); ++i) {
    // The ring's own time (as the first case) and 30 us of host dispatch.
    const double bytes = dispatched[i].bytes;
    const double seconds = ((p - 1) * kHopNs + (p - 1.0) / p * bytes / kBytesPerNs) * 1e-9 + 30e-6;
    CHECK(dispatched[i].time_us == Approx(alone[i].time_us + 30).epsilon(0.001));
    CHECK(dispatched[i].time_us == Approx(seconds * 1e6).epsilon(0.001));
    CHECK(dispatched[i].busbw == Approx(bytes / seconds / 1e9 * (p - 1.0) / p).epsilon(0.001));
  }
  require_one_line_error(run_cli(sweep + " --host-dispatch-us -1"), "--host-dispatch-us -1");
}

TEST_CASE("collectives: one process launching on every device makes the host's launch each op's floor") {
  const std::string sweep =
      "collectives --backend " + kRing4 + ",collective=ring --op all_gather --min 1M --max 4M";
  const CliResult floored = run_cli(sweep + " --host-launch-us 50");
  INFO(floored.output);
  REQUIRE(floored.exit_code == 0);
  const std::vector<Row> rows = rows_of(floored.output);
  REQUIRE(rows.size() == 3);
  const int p = 4;
  for (const Row& row : rows) {
    // The ring's own time: 1 and 2 MiB take less than the 50 us launch, 4 MiB more.
    const double device_us = ((p - 1) * kHopNs + (p - 1.0) / p * row.bytes / kBytesPerNs) * 1e-3;
    CHECK(row.time_us == Approx(std::max(device_us, 50.0)).epsilon(0.001));
  }
  CHECK(rows[0].time_us == Approx(50).epsilon(0.001));
  CHECK(rows[2].time_us > 60);
  // With a blocking benchmark's dispatch too: the floor, then the dispatch.
  const std::vector<Row> both = rows_of(run_cli(sweep + " --host-launch-us 50 --host-dispatch-us 30").output);
  REQUIRE(both.size() == 3);
  CHECK(both[0].time_us == Approx(80).epsilon(0.001));
  require_one_line_error(run_cli(sweep + " --host-launch-us -1"), "--host-launch-us -1");
}

TEST_CASE("collectives: bad topologies, algorithms and slice shapes are one-line errors, exit 2") {
  // A topology the generation cannot build.
  require_one_line_error(
      run_cli("collectives --backend sim:tpu-v5e,topology=torus2d:4x4,timing-only --op all_reduce"),
      "cannot close axis x");
  require_one_line_error(run_cli("collectives --backend sim:h100-sxm,topology=ring:8,timing-only"),
                         "enough for 0 axes");
  require_one_line_error(run_cli("collectives --backend sim:h100-sxm,topology=switch:8:pods=2,timing-only"),
                         "dcn_gbps=G");
  // An algorithm that does not fit the topology or the collective.
  require_one_line_error(
      run_cli("collectives --backend sim:tpu-v5e,topology=4x4,collective=tree,timing-only --op all_reduce"),
      "collective=tree does not fit all_reduce on mesh2d:4x4");
  require_one_line_error(
      run_cli("collectives --backend sim:h100-sxm,topology=switch:6,collective=halving_doubling,timing-only "
              "--op all_gather"),
      "not a power of two");
  require_one_line_error(
      run_cli("collectives --backend sim:h100-sxm,collective=hierarchical,timing-only --op reduce_scatter"),
      "does not span two or more pods");
  require_one_line_error(
      run_cli("collectives --backend sim:h100-sxm,collective=torus,timing-only --op all_reduce"),
      "not a ring, torus or mesh");
  // A slice shape that does not match the device count.
  require_one_line_error(
      run_cli("collectives --backend sim:tpu-v5e,topology=4x4,devices=8,timing-only --op all_reduce"),
      "has 16 devices, but devices=8");
  // Sizes and ops.
  require_one_line_error(run_cli("collectives --backend " + kRing4 + " --min 0"), "--min '0'");
  require_one_line_error(run_cli("collectives --backend " + kRing4 + " --op broadcast"), "--op 'broadcast'");
  // An op's name is answered with the pattern it moves: the one word --op takes.
  require_one_line_error(run_cli("collectives --backend " + kRing4 + " --op ppermute"),
                         "(ppermute moves collective_permute)");
}

TEST_CASE(
    "collectives: over several ops, an algorithm that fits only some says which keep the automatic one") {
  const CliResult result =
      run_cli("collectives --backend sim:h100-sxm,collective=tree,timing-only --op all --min 1M --max 1M");
  INFO(result.output);
  REQUIRE(result.exit_code == 0);
  CHECK(result.output.find("# collective=tree does not fit all_gather on switch:8") != std::string::npos);
  CHECK(result.output.find("collective=tree does not fit all_reduce") == std::string::npos);
}
