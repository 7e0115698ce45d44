// Trace writer throughput: a sim-shaped Profile of about a million events is
// built, written as .json and .json.gz, read back and summarized, all in one
// run, and the times are printed side by side as rates and ratios.
// Writing formats on the calling thread while a second thread writes (and
// compresses) the previous megabyte, so its wall time is what a caller waits
// and its process CPU time, shown next to it, is the work of both threads.
// A busy machine distorts wall time more than CPU time: each write is timed
// as the best of three.
//
//   bench_traces_writer [events] [directory]
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <string>

#include "pmapsim/traces/traces.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using pmapsim::Bound;
using pmapsim::Profile;
using pmapsim::ProfileEvent;

struct Stopwatch {
  Clock::time_point wall = Clock::now();
  std::clock_t cpu = std::clock();
  double cpu_seconds() const { return static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC; }
  double wall_seconds() const { return std::chrono::duration<double>(Clock::now() - wall).count(); }
};

struct Timing {
  double cpu_s;
  double wall_s;
};

template <typename Work>
Timing timed(Work&& work) {
  const Stopwatch watch;
  work();
  return {watch.cpu_seconds(), watch.wall_seconds()};
}

constexpr int kWriteRepeats = 3;

// The write with the shortest wall time of kWriteRepeats, each to a new file
// (an earlier one is removed untimed: replacing a file costs the file
// system more than writing a first one); the last file stays.
Timing best_write(const Profile& profile, const std::string& path) {
  Timing best{0, 1e300};
  for (int i = 0; i < kWriteRepeats; ++i) {
    std::filesystem::remove(path);
    const Timing next = timed([&] { pmapsim::traces::write_trace(profile, path); });
    if (next.wall_s < best.wall_s) best = next;
  }
  return best;
}

// Per device and op: the op, four matrix-unit tiles, a vector-unit pass, a
// DMA transfer and an ICI send with a flow to the next device: 8 events.
Profile build_profile(std::size_t wanted_events) {
  constexpr int kDevices = 8;
  constexpr std::size_t kEventsPerOp = 8;
  Profile profile;
  profile.backend = "sim:tpu-v5e,devices=8";
  profile.program = "bench";
  for (int d = 0; d < kDevices; ++d) {
    profile.devices.push_back({d, fmt::format("/device:SIM_TPU:{} (tpu-v5e)", d), 1.97e14, 8.19e11});
  }
  const std::size_t ops_per_device = wanted_events / (kDevices * kEventsPerOp);
  profile.events.reserve(ops_per_device * kDevices * kEventsPerOp);
  for (int d = 0; d < kDevices; ++d) {
    double now = 0;
    for (std::size_t i = 0; i < ops_per_device; ++i) {
      const int op_index = static_cast<int>(i);
      ProfileEvent op{d, "ops", "dot", now, 1000.5, 2.1e7, 6.5e4, op_index, Bound::compute, {}, {}};
      op.args = {{"text", fmt::format("%{} = dot %{}, %w : f32[128,128]", i, i)}};
      profile.events.push_back(std::move(op));
      for (int unit = 0; unit < 4; ++unit) {
        profile.events.push_back({d,
                                  fmt::format("mxu{}", unit),
                                  "tile batch",
                                  now + 10 + 245 * unit,
                                  240,
                                  5e6,
                                  0,
                                  op_index,
                                  Bound::compute,
                                  {},
                                  {}});
      }
      profile.events.push_back(
          {d, "vpu", "bias add", now + 600, 120, 1.6e4, 0, op_index, Bound::memory, {}, {}});
      profile.events.push_back({d, "dma", "load tile", now, 300, 0, 3.2e4, op_index, Bound::memory, {}, {}});
      ProfileEvent send{d,
                        fmt::format("ici:dev{} x+", d),
                        "send chunk",
                        now + 700,
                        250,
                        0,
                        4096,
                        op_index,
                        Bound::network,
                        {},
                        {}};
      const std::uint64_t flow = static_cast<std::uint64_t>(i) * kDevices;
      send.flows = {{flow + static_cast<std::uint64_t>(d), true},
                    {flow + static_cast<std::uint64_t>((d + kDevices - 1) % kDevices), false}};
      profile.events.push_back(std::move(send));
      if (i % 16 == 0) profile.counters.push_back({d, "hbm GB/s", now, 106.7});
      now += 1000.5;
    }
  }
  profile.total_ns = static_cast<double>(ops_per_device) * 1000.5;
  return profile;
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t wanted = argc > 1 ? std::stoul(argv[1]) : 1'000'000;
  const std::filesystem::path directory = argc > 2 ? argv[2] : std::filesystem::temp_directory_path();
  const std::string plain = (directory / "pmapsim_bench_trace.json").string();
  const std::string packed = (directory / "pmapsim_bench_trace.json.gz").string();

  Profile profile;
  const Timing build = timed([&] { profile = build_profile(wanted); });
  const double events = static_cast<double>(profile.events.size());
  const Timing write_plain = best_write(profile, plain);
  const Timing write_packed = best_write(profile, packed);
  Profile read_back;
  const Timing read = timed([&] { read_back = pmapsim::traces::read_trace(plain); });
  pmapsim::traces::ProfileSummary summary;
  const Timing summarize = timed([&] { summary = pmapsim::traces::summarize(profile); });

  const auto plain_bytes = static_cast<double>(std::filesystem::file_size(plain));
  const auto packed_bytes = static_cast<double>(std::filesystem::file_size(packed));
  std::filesystem::remove(plain);
  std::filesystem::remove(packed);

  fmt::print("{} events, {} counters, 8 devices (wall seconds; CPU seconds in parentheses)\n",
             profile.events.size(), profile.counters.size());
  auto line = [&](const char* what, const Timing& timing, const std::string& more) {
    fmt::print("  {:<15} {:7.3f} s ({:7.3f} s)  {:6.2f} M events/s  {}\n", what, timing.wall_s, timing.cpu_s,
               events / timing.wall_s / 1e6, more);
  };
  line("build Profile", build, "");
  line("write .json", write_plain,
       fmt::format("{:.1f} MB, {:.1f} bytes/event", plain_bytes / 1e6, plain_bytes / events));
  line("write .json.gz", write_packed,
       fmt::format("{:.1f} MB, {:.1f}:1", packed_bytes / 1e6, plain_bytes / packed_bytes));
  line("read .json", read, fmt::format("{} events back", read_back.events.size()));
  line("summarize", summarize, fmt::format("{} units", summary.units.size()));
  fmt::print(
      "ratios (wall): write .json / build = {:.2f}, write .json.gz / build = {:.2f}, gz / plain = {:.2f}\n",
      write_plain.wall_s / build.wall_s, write_packed.wall_s / build.wall_s,
      write_packed.wall_s / write_plain.wall_s);
  return read_back.events.size() == profile.events.size() ? 0 : 1;
}
