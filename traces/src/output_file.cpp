#include "output_file.hpp"

#include <zlib.h>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

#include "pmapsim/errors.hpp"
#include "pmapsim/output_files.hpp"

namespace pmapsim::traces::detail {
namespace {

// Level 1 compresses trace JSON about 18:1 at several times the speed of the
// default level, which keeps gzip traces close to plain ones in write time.
constexpr int kGzipLevel = 1;
// 15 window bits, plus 16: a gzip header and trailer around the deflate data.
constexpr int kGzipWindowBits = 15 + 16;
constexpr int kGzipMemoryLevel = 8;  // zlib's default, as gzopen uses
constexpr std::size_t kCompressedChunk = 1 << 18;

// One gzip stream over the file, compressed a buffer at a time.
class GzipStream {
 public:
  GzipStream() : out_(new unsigned char[kCompressedChunk]) {
    if (deflateInit2(&stream_, kGzipLevel, Z_DEFLATED, kGzipWindowBits, kGzipMemoryLevel,
                     Z_DEFAULT_STRATEGY) != Z_OK) {
      throw Error("gzip compression could not start");
    }
  }
  ~GzipStream() { deflateEnd(&stream_); }
  GzipStream(const GzipStream&) = delete;
  GzipStream& operator=(const GzipStream&) = delete;

  // Compresses data (all of the rest of the stream when finishing) into file;
  // the problem on failure, empty on success.
  std::string compress(StagedFile& file, const char* data, std::size_t size, bool finishing) {
    stream_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data));
    stream_.avail_in = static_cast<uInt>(size);
    const int flush = finishing ? Z_FINISH : Z_NO_FLUSH;
    for (;;) {
      stream_.next_out = out_.get();
      stream_.avail_out = static_cast<uInt>(kCompressedChunk);
      const int status = deflate(&stream_, flush);
      if (status == Z_STREAM_ERROR) return "gzip compression failed";
      const std::size_t produced = kCompressedChunk - stream_.avail_out;
      file.write(reinterpret_cast<const char*>(out_.get()), produced);
      if (!file.problem().empty()) return file.problem();
      // Done when the input is used up and deflate had room to spare (or, when
      // finishing, when it says the stream is complete).
      if (finishing ? status == Z_STREAM_END : stream_.avail_in == 0 && stream_.avail_out != 0) return {};
    }
  }

 private:
  z_stream stream_{};
  std::unique_ptr<unsigned char[]> out_;
};

}  // namespace

bool is_gzip_path(const std::string& path) {
  return path.size() > 3 && path.ends_with(".gz");
}

// The staged file and the thread that writes (and compresses) the buffers
// handed over. One buffer is in flight at a time: the caller fills the other
// one meanwhile.
struct OutputFile::Sink {
  StagedFile file;
  std::optional<GzipStream> gzip;

  std::mutex mutex;
  std::condition_variable changed;
  TextBuffer in_flight;
  bool busy = false;     // in_flight holds text the thread has not written yet
  bool closing = false;  // no more buffers will come
  std::string failure;   // why writing failed; empty while it has not
  std::thread thread;

  Sink(const std::string& path, bool compressed) : file(path) {
    if (!file.problem().empty()) throw Error("cannot write trace file '" + path + "': " + file.problem());
    try {
      if (compressed) gzip.emplace();
      thread = std::thread([this] { write_handed_over(); });
    } catch (const std::exception& error) {
      throw Error("cannot write trace file '" + path + "': " + error.what());
    }
  }

  ~Sink() { stop_thread(); }

  void write_handed_over() {
    for (;;) {
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return busy || closing; });
        if (!busy) return;
      }
      std::string problem = put(in_flight.data(), in_flight.size(), false);
      {
        std::lock_guard lock(mutex);
        in_flight.clear();
        busy = false;
        failure = std::move(problem);
      }
      changed.notify_all();
      if (!failure.empty()) return;
    }
  }

  std::string put(const char* data, std::size_t size, bool finishing) {
    if (gzip) return gzip->compress(file, data, size, finishing);
    file.write(data, size);
    return file.problem();
  }

  // Waits until the buffer in flight is written; the failure, if any.
  std::string wait_idle() {
    std::unique_lock lock(mutex);
    changed.wait(lock, [&] { return !busy; });
    return failure;
  }

  // The caller's text goes in flight; the caller gets the written buffer back.
  std::string hand_over(TextBuffer& text) {
    std::string problem = wait_idle();
    if (!problem.empty()) return problem;
    {
      std::lock_guard lock(mutex);
      std::swap(text, in_flight);
      busy = true;
    }
    changed.notify_all();
    return {};
  }

  void stop_thread() {
    {
      std::lock_guard lock(mutex);
      closing = true;
    }
    changed.notify_all();
    if (thread.joinable()) thread.join();
  }

  // Writes the end of the stream and renames the file onto its target.
  std::string finish() {
    stop_thread();
    std::string problem = failure;
    if (problem.empty() && gzip) problem = put(nullptr, 0, true);
    if (problem.empty()) {
      file.place();
      problem = file.problem();
    }
    return problem;
  }
};

OutputFile::OutputFile(std::string path)
    : path_(std::move(path)), sink_(std::make_unique<Sink>(path_, is_gzip_path(path_))) {}

OutputFile::~OutputFile() = default;

void OutputFile::write(TextBuffer& text) {
  if (text.size() == 0) return;
  const std::string problem = sink_->hand_over(text);
  if (!problem.empty()) throw Error("cannot write trace file '" + path_ + "': " + problem);
}

void OutputFile::commit() {
  const std::string problem = sink_->finish();
  if (!problem.empty()) throw Error("cannot write trace file '" + path_ + "': " + problem);
}

}  // namespace pmapsim::traces::detail
