#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

#include "pmapsim/errors.hpp"
#include "pmapsim/traces/trace_writer.hpp"

namespace pmapsim::traces {
namespace {

struct QueuedProfile {
  Profile profile;
  double offset_ns = 0;
};

}  // namespace

// The caller's thread fills the queue; the writer thread empties it into the
// TraceWriter, which only the writer thread touches until it is joined.
struct BackgroundTraceWriter::Impl {
  std::string path;
  std::unique_ptr<TraceWriter> writer;
  bool metadata_from_first_profile = false;

  std::mutex mutex;
  std::condition_variable work_or_close;  // the writer thread waits on it
  std::condition_variable room_or_error;  // add() waits on it
  std::deque<QueuedProfile> queue;
  bool closing = false;          // no more profiles will come
  bool discard = false;          // destroyed unfinished: drop what is queued
  std::optional<Error> failure;  // the first error, thrown by every later call
  bool finished = false;
  std::thread thread;  // started last, once everything it reads exists

  Impl(std::string target, TraceMetadata metadata, bool from_first_profile)
      : path(std::move(target)),
        writer(std::make_unique<TraceWriter>(path, std::move(metadata))),
        metadata_from_first_profile(from_first_profile),
        thread([this] { write_queued_profiles(); }) {}

  void write_queued_profiles() {
    bool first = true;
    while (std::optional<QueuedProfile> next = take_next()) {
      try {
        if (first && metadata_from_first_profile)
          writer->set_metadata(TraceMetadata::from_profile(next->profile));
        first = false;
        writer->add_profile(next->profile, next->offset_ns);
      } catch (const std::exception& error) {
        fail(error);
        return;
      }
    }
  }

  // The next profile to write, or nothing once closing with an empty queue
  // (or at once when discarding).
  std::optional<QueuedProfile> take_next() {
    std::optional<QueuedProfile> next;
    {
      std::unique_lock lock(mutex);
      work_or_close.wait(lock, [&] { return !queue.empty() || closing; });
      if (discard || queue.empty()) return next;
      next = std::move(queue.front());
      queue.pop_front();
    }
    room_or_error.notify_one();
    return next;
  }

  // Removes the temporary file now (the caller may learn of the error only
  // at its next call) and wakes an add() waiting for room.
  void fail(const std::exception& error) {
    std::deque<QueuedProfile> dropped;
    {
      std::lock_guard lock(mutex);
      failure.emplace(error.what());
      dropped.swap(queue);
    }
    room_or_error.notify_all();
    writer.reset();
  }

  void throw_if_unusable() const {
    if (failure) throw *failure;
    if (finished || closing) throw Error("trace file '" + path + "' was already finished");
  }

  void add(Profile profile, double offset_ns) {
    {
      std::unique_lock lock(mutex);
      throw_if_unusable();
      room_or_error.wait(lock, [&] { return queue.size() < kMaxWaiting || failure; });
      if (failure) throw *failure;
      queue.push_back({std::move(profile), offset_ns});
    }
    work_or_close.notify_one();
  }

  void stop_thread(bool drop_queued) {
    {
      std::lock_guard lock(mutex);
      closing = true;
      discard = drop_queued;
    }
    work_or_close.notify_one();
    if (thread.joinable()) thread.join();
  }

  void finish() {
    stop_thread(false);
    // The thread is joined: the writer and the failure are this thread's now.
    if (failure) throw *failure;
    if (finished) throw Error("trace file '" + path + "' was already finished");
    try {
      writer->finish();
    } catch (const Error& error) {
      failure = error;
      writer.reset();
      throw;
    }
    finished = true;
  }
};

BackgroundTraceWriter::BackgroundTraceWriter(std::string path)
    : impl_(std::make_unique<Impl>(std::move(path), TraceMetadata{}, true)) {}

BackgroundTraceWriter::BackgroundTraceWriter(std::string path, TraceMetadata metadata)
    : impl_(std::make_unique<Impl>(std::move(path), std::move(metadata), false)) {}

BackgroundTraceWriter::~BackgroundTraceWriter() {
  impl_->stop_thread(true);
  // An unfinished TraceWriter removes its temporary file.
  impl_->writer.reset();
}

void BackgroundTraceWriter::add(Profile profile, double offset_ns) {
  impl_->add(std::move(profile), offset_ns);
}

void BackgroundTraceWriter::finish() {
  impl_->finish();
}

}  // namespace pmapsim::traces
