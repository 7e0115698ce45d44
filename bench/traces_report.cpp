// The HTML report of a large trace: a sim-shaped trace of about a million
// events (8 devices on a 2x4 torus, ops with FLOPs and bytes, matrix units,
// DMA, ICI links, an HBM live-bytes counter) is written, then
// `pmapsim report`'s work is timed: reading the trace, building the model,
// making the page and writing it; the page's size is printed. When chromium
// is installed, the page is opened headless and the time its script took to
// draw every chart (performance.now() at the end, as the page records it)
// is printed too.
//
//   bench_traces_report [events] [directory]
#include <fmt/format.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "best_seconds.hpp"
#include "pmapsim/traces/traces.hpp"

namespace {

using pmapsim::Bound;
using pmapsim::Profile;
using pmapsim::ProfileEvent;

constexpr int kDevices = 8;
constexpr int kRepeats = 3;

// Per device and op: the op, four matrix-unit tiles, a vector-unit pass, a
// DMA transfer and an ICI send: 8 events; an HBM live-bytes sample per op.
Profile build_profile(std::size_t wanted_events) {
  Profile profile;
  profile.backend = "sim:tpu-v5e,devices=8,topology=torus2d:2x4";
  profile.program = "bench";
  profile.metadata = {{"topology", "torus2d:2x4"}, {"preset", "tpu-v5e"}};
  for (int d = 0; d < kDevices; ++d) {
    profile.devices.push_back({d, fmt::format("/device:SIM_TPU:{} (tpu-v5e)", d), 1.97e14, 8.19e11});
  }
  const std::size_t ops_per_device = wanted_events / (kDevices * 8);
  profile.events.reserve(ops_per_device * kDevices * 8);
  const char* names[] = {"dot", "add", "mul", "pmean"};
  for (int d = 0; d < kDevices; ++d) {
    double now = 0;
    for (std::size_t i = 0; i < ops_per_device; ++i) {
      const int op_index = static_cast<int>(i % 500);  // a 500-instruction program run again and again
      const char* name = names[op_index % 4];
      const Bound bound = op_index % 4 == 0   ? Bound::compute
                          : op_index % 4 == 3 ? Bound::network
                                              : Bound::memory;
      ProfileEvent op{d,     "ops",    name,  now, 1000.5, op_index % 4 == 3 ? 0 : 2.1e7 / (1 + op_index % 7),
                      6.5e4, op_index, bound, {},  {}};
      op.args = {{"instruction", fmt::format("%{} = {} %{}, %w : f32[128,128]", op_index, name, op_index)}};
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
      profile.events.push_back({d,
                                fmt::format("ici:dev{} {}", d, i % 2 ? "x+" : "y+"),
                                "send chunk",
                                now + 700,
                                250,
                                0,
                                4096,
                                op_index,
                                Bound::network,
                                {},
                                {}});
      profile.counters.push_back({d, "hbm live bytes", now, 1e9 + 1e6 * static_cast<double>(i % 1000)});
      now += 1000.5;
    }
  }
  profile.total_ns = static_cast<double>(ops_per_device) * 1000.5;
  return profile;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The render time the page recorded, from headless chromium's DOM dump; -1
// when chromium is not installed or the page did not finish.
long browser_render_ms(const std::string& page, const std::filesystem::path& directory) {
  if (std::system("command -v chromium >/dev/null 2>&1") != 0) return -1;
  const std::string dom = (directory / "pmapsim_bench_report.dom").string();
  const std::string command = fmt::format(
      "chromium --headless --no-sandbox --disable-gpu --user-data-dir={} --virtual-time-budget=10000 "
      "--dump-dom 'file://{}' > '{}' 2>/dev/null",
      (directory / "pmapsim_bench_chromium").string(), page, dom);
  if (std::system(command.c_str()) != 0) return -1;
  const std::string text = read_text(dom);
  std::filesystem::remove(dom);
  std::filesystem::remove_all(directory / "pmapsim_bench_chromium");
  std::smatch match;
  if (text.find("data-render=\"done\"") == std::string::npos) return -1;
  if (!std::regex_search(text, match, std::regex("data-render-ms=\"([0-9]+)\""))) return -1;
  return std::stol(match[1]);
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t wanted = argc > 1 ? std::stoul(argv[1]) : 1'000'000;
  const std::filesystem::path directory = argc > 2 ? argv[2] : std::filesystem::temp_directory_path();
  const std::string plain = (directory / "pmapsim_bench_report.json").string();
  const std::string packed = (directory / "pmapsim_bench_report.json.gz").string();
  const std::string page = std::filesystem::absolute(directory / "pmapsim_bench_report.html").string();

  Profile written = build_profile(wanted);
  pmapsim::traces::write_trace(written, plain);
  pmapsim::traces::write_trace(written, packed);
  const std::size_t events = written.events.size();
  written = Profile{};

  using pmapsim::bench::best_seconds;
  std::ostringstream sink;
  const double whole_plain =
      best_seconds(kRepeats, [&] { pmapsim::traces::report_command({plain}, page, sink); });
  const double whole_packed =
      best_seconds(kRepeats, [&] { pmapsim::traces::report_command({packed}, page, sink); });
  const double cpu_plain = pmapsim::bench::best_cpu_seconds(
      kRepeats, [&] { pmapsim::traces::report_command({plain}, page, sink); });
  Profile profile;
  const double read = best_seconds(kRepeats, [&] { profile = pmapsim::traces::read_trace(plain); });
  pmapsim::traces::ReportModel model;
  const double build =
      best_seconds(kRepeats, [&] { model = pmapsim::traces::build_report_model(profile, "bench"); });
  std::string html;
  const double render = best_seconds(kRepeats, [&] { html = pmapsim::traces::report_html(model); });
  const double write = best_seconds(kRepeats, [&] { pmapsim::traces::write_report_file(html, page); });
  const long browser_ms = browser_render_ms(page, directory);

  fmt::print("{} events, {} counter samples, {} devices; the trace {:.1f} MB (.json), {:.1f} MB (.json.gz)\n",
             events, profile.counters.size(), kDevices, std::filesystem::file_size(plain) / 1e6,
             std::filesystem::file_size(packed) / 1e6);
  fmt::print(
      "pmapsim report, whole (best of {}): {:.3f} s from .json, {:.3f} s from .json.gz (target <= 3 s)\n",
      kRepeats, whole_plain, whole_packed);
  fmt::print("  CPU time of the whole from .json: {:.3f} s (what a machine with no other work would wait)\n",
             cpu_plain);
  fmt::print("  read the trace   {:.3f} s ({:.2f} M events/s)\n", read,
             static_cast<double>(events) / read / 1e6);
  fmt::print("  build the model  {:.3f} s\n", build);
  fmt::print("  make the page    {:.3f} s\n", render);
  fmt::print("  write the page   {:.3f} s\n", write);
  fmt::print("page: {:.0f} KB, {} roofline points on {} devices, {} links x {} time bins\n",
             html.size() / 1024.0, model.rooflines.empty() ? 0 : model.rooflines[0].points.size(),
             model.rooflines.size(), model.link_map.links.size(),
             model.link_map.links.empty() ? 0 : model.link_map.links[0].busy.size());
  if (browser_ms >= 0) {
    fmt::print(
        "headless chromium: the page drew every chart {} ms after navigation began (target <= 2000 ms)\n",
        browser_ms);
  } else {
    fmt::print("headless chromium: not measured (no chromium, or the page did not finish)\n");
  }
  std::filesystem::remove(plain);
  std::filesystem::remove(packed);
  std::filesystem::remove(page);
  return 0;
}
