#include "profiles.hpp"

#include <sys/resource.h>
#include <unistd.h>
#include <zlib.h>

#include <atomic>
#include <csignal>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace pmapsim::traces::testing {

ProfileEvent make_event(int device, std::string track, std::string name, double start_ns, double duration_ns,
                        Bound bound, int op_index) {
  ProfileEvent event;
  event.device = device;
  event.track = std::move(track);
  event.name = std::move(name);
  event.start_ns = start_ns;
  event.duration_ns = duration_ns;
  event.bound = bound;
  event.op_index = op_index;
  return event;
}

Profile reference_shaped_profile() {
  Profile profile;
  profile.backend = "reference:devices=2";
  profile.program = "square";
  for (int d = 0; d < 2; ++d) {
    profile.devices.push_back(ProfileDevice{d, "/device:CPU:" + std::to_string(d) + " (reference)", 0, 0});
    ProfileEvent mul = make_event(d, "ops", "mul", 10 + d, 1234.5, Bound::none, 0);
    mul.flops = 4;
    mul.bytes = 48;
    // The args every backend writes (op_event_args).
    mul.args = {{"instruction", "%0 = mul %x, %x : f32[1,4]"},
                {"operands", "f32[1,4], f32[1,4]"},
                {"result", "f32[1,4]"},
                {"dtype", "f32"}};
    ProfileEvent sum = make_event(d, "ops", "psum", 1300, 700, Bound::none, 1);
    sum.args = {{"instruction", "%1 = psum %0 {axis=i} : f32[1,4]"},
                {"operands", "f32[1,4]"},
                {"result", "f32[1,4]"},
                {"dtype", "f32"}};
    profile.events.push_back(mul);
    profile.events.push_back(sum);
  }
  profile.total_ns = 2000;
  return profile;
}

Profile sim_shaped_profile() {
  Profile profile;
  profile.backend = "sim:tiny,devices=2";
  profile.program = "mlp_step";
  profile.metadata = {{"preset", "tiny"}, {"dataflow", "ws"}};
  for (int d = 0; d < 2; ++d) {
    profile.devices.push_back(
        ProfileDevice{d, "/device:SIM_TPU:" + std::to_string(d) + " (tiny)", 1e12, 1e11});
    ProfileEvent dot = make_event(d, "ops", "dot", 0, 1000, Bound::compute, 0);
    dot.flops = 2e6;
    dot.bytes = 3e4;
    dot.args = {{"shape", "f32[8,128]"}, {"flops", "shadowed by the writer's own key"}};
    profile.events.push_back(dot);
    // Units under the op: two matrix units, the vector unit, DMA.
    profile.events.push_back(make_event(d, "mxu0", "tile batch", 100, 400, Bound::compute, 0));
    profile.events.push_back(make_event(d, "mxu0", "tile batch", 500, 400, Bound::compute, 0));
    profile.events.push_back(make_event(d, "mxu1", "tile batch", 100, 800, Bound::compute, 0));
    profile.events.push_back(make_event(d, "dma", "load weights", 0, 300, Bound::memory, 0));
    // Overlaps the first transfer without nesting: must land on "dma #2".
    profile.events.push_back(make_event(d, "dma", "load inputs", 200, 300, Bound::memory, 0));
    profile.events.push_back(make_event(d, "ops", "add", 1000, 200, Bound::memory, 1));
    profile.events.push_back(make_event(d, "vpu", "add", 1010, 180, Bound::memory, 1));

    ProfileEvent psum = make_event(d, "ops", "psum", 1200, 600, Bound::network, 2);
    psum.flows.push_back(FlowRef{100, d == 0});  // one collective: device 0 starts it
    profile.events.push_back(psum);
    const std::string link = "ici:dev" + std::to_string(d) + " x+";
    ProfileEvent send = make_event(d, link, "send chunk", 1250, 200, Bound::network, 2);
    send.bytes = 4096;
    send.flows.push_back(FlowRef{static_cast<std::uint64_t>(200 + d), true});       // to the neighbour
    send.flows.push_back(FlowRef{static_cast<std::uint64_t>(200 + 1 - d), false});  // from the neighbour
    profile.events.push_back(send);
    profile.counters.push_back(CounterSample{d, "hbm GB/s", 0, 100});
    profile.counters.push_back(CounterSample{d, "hbm GB/s", 1000, 12.5});
    profile.counters.push_back(CounterSample{d, "ici:x+ GB/s", 1250, 20.48});
  }
  profile.total_ns = 1800;
  return profile;
}

Profile cuda_shaped_profile() {
  Profile profile;
  profile.backend = "cuda:virtual=2";
  profile.program = "mlp_step";
  for (int d = 0; d < 2; ++d) {
    profile.devices.push_back(
        ProfileDevice{d, "/device:GPU:" + std::to_string(d) + " (cuda)", 7.9e14, 4.3e12});
    profile.events.push_back(make_event(d, "ops", "dot", 0, 50.5, Bound::compute, 0));
    profile.events.push_back(make_event(d, "stream0", "cublasGemm", 1, 49, Bound::compute, 0));
    profile.events.push_back(make_event(d, "ops", "add", 60, 10, Bound::memory, 1));
    profile.events.push_back(make_event(d, "stream1", "add_kernel", 61, 8, Bound::memory, 1));
    // Two kernels recorded on one stream that overlap (timer skew): "stream0 #2".
    profile.events.push_back(make_event(d, "stream0", "copy", 40, 30, Bound::memory, -1));
    profile.events.push_back(make_event(d, "ops", "psum", 80, 20, Bound::network, 2));
  }
  profile.total_ns = 100;
  return profile;
}

ScratchDir::ScratchDir() {
  static std::atomic<int> counter{0};
  path_ = std::filesystem::temp_directory_path() /
          ("pmapsim-traces-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
  std::filesystem::remove_all(path_);
  std::filesystem::create_directories(path_);
}

ScratchDir::~ScratchDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::size_t ScratchDir::file_count() const {
  return static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator(path_), {}));
}

FileSizeLimit::FileSizeLimit(std::size_t max_bytes) {
  rlimit limit{};
  getrlimit(RLIMIT_FSIZE, &limit);
  previous_soft_limit_ = limit.rlim_cur;
  previous_handler_ = std::signal(SIGXFSZ, SIG_IGN);
  limit.rlim_cur = max_bytes;
  if (setrlimit(RLIMIT_FSIZE, &limit) != 0) throw std::runtime_error("cannot limit the file size");
}

FileSizeLimit::~FileSizeLimit() {
  rlimit limit{};
  getrlimit(RLIMIT_FSIZE, &limit);
  limit.rlim_cur = previous_soft_limit_;
  setrlimit(RLIMIT_FSIZE, &limit);
  std::signal(SIGXFSZ, previous_handler_);
}

Profile large_profile(std::size_t events) {
  Profile profile = sim_shaped_profile();
  // Doubling: each append scans all events so far for their flow ids.
  while (profile.events.size() < events) {
    const Profile copy = profile;
    profile.append(copy, profile.total_ns);
  }
  return profile;
}

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
}

std::string gunzip_file(const std::string& path) {
  gzFile file = gzopen(path.c_str(), "rb");
  if (file == nullptr) throw std::runtime_error("cannot open " + path);
  std::string text;
  char chunk[65536];
  int got = 0;
  while ((got = gzread(file, chunk, sizeof chunk)) > 0) text.append(chunk, static_cast<std::size_t>(got));
  gzclose(file);
  if (got < 0) throw std::runtime_error("damaged gzip " + path);
  return text;
}

}  // namespace pmapsim::traces::testing
