#include "output_file.hpp"

#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>

#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <filesystem>
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

std::string unique_temp_path(const std::string& path) {
  static std::atomic<unsigned> counter{0};
  return path + ".tmp" + std::to_string(::getpid()) + "." + std::to_string(counter++);
}

// Writes all of data to fd; the errno text on failure, empty on success.
std::string write_all(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    const ssize_t written = ::write(fd, data, size);
    if (written < 0) {
      if (errno == EINTR) continue;
      return std::strerror(errno);
    }
    data += written;
    size -= static_cast<std::size_t>(written);
  }
  return {};
}

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

  // Compresses data (all of the rest of the stream when finishing) into fd;
  // the problem on failure, empty on success.
  std::string compress(int fd, const char* data, std::size_t size, bool finishing) {
    stream_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data));
    stream_.avail_in = static_cast<uInt>(size);
    const int flush = finishing ? Z_FINISH : Z_NO_FLUSH;
    for (;;) {
      stream_.next_out = out_.get();
      stream_.avail_out = static_cast<uInt>(kCompressedChunk);
      const int status = deflate(&stream_, flush);
      if (status == Z_STREAM_ERROR) return "gzip compression failed";
      const std::size_t produced = kCompressedChunk - stream_.avail_out;
      std::string problem = write_all(fd, reinterpret_cast<const char*>(out_.get()), produced);
      if (!problem.empty()) return problem;
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

// The open temporary file and the thread that writes (and compresses) the
// buffers handed over. One buffer is in flight at a time: the caller fills
// the other one meanwhile.
struct OutputFile::Sink {
  std::string temp_path;
  TrackedTemporary tracking;  // removed by the signal handler while not renamed
  int fd = -1;
  std::optional<GzipStream> gzip;

  std::mutex mutex;
  std::condition_variable changed;
  TextBuffer in_flight;
  bool busy = false;     // in_flight holds text the thread has not written yet
  bool closing = false;  // no more buffers will come
  std::string failure;   // why writing failed; empty while it has not
  bool renamed = false;  // the temporary file is the target now
  std::thread thread;

  Sink(const std::string& path, bool compressed) : temp_path(unique_temp_path(path)), tracking(temp_path) {
    fd = ::open(temp_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) throw Error("cannot write trace file '" + path + "': " + std::strerror(errno));
    try {
      if (compressed) gzip.emplace();
      thread = std::thread([this] { write_handed_over(); });
    } catch (const std::exception& error) {
      discard();
      throw Error("cannot write trace file '" + path + "': " + error.what());
    }
  }

  ~Sink() { discard(); }

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
    if (gzip) return gzip->compress(fd, data, size, finishing);
    return write_all(fd, data, size);
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

  // Writes the end of the stream and closes the file.
  std::string close_file() {
    stop_thread();
    std::string problem = failure;
    if (problem.empty() && gzip) problem = put(nullptr, 0, true);
    const int closed = ::close(fd);
    fd = -1;
    if (problem.empty() && closed != 0) problem = std::strerror(errno);
    return problem;
  }

  // Stops the thread, closes and removes the temporary file (unless renamed).
  void discard() {
    stop_thread();
    if (fd >= 0) ::close(fd);
    fd = -1;
    std::error_code ignored;
    if (!renamed) std::filesystem::remove(temp_path, ignored);
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
  std::string problem = sink_->close_file();
  if (problem.empty()) {
    std::error_code error;
    std::filesystem::rename(sink_->temp_path, path_, error);
    if (error) problem = error.message();
    sink_->renamed = !error;
  }
  if (!problem.empty()) {
    sink_->discard();
    throw Error("cannot write trace file '" + path_ + "': " + problem);
  }
}

}  // namespace pmapsim::traces::detail
