// Writing a Profile as a Chrome Trace Event JSON file that Perfetto
// (ui.perfetto.dev) and chrome://tracing open.
//
// Layout of the file:
//  - one process per device: pid = device id, "process_name" = the
//    ProfileDevice name ("/device:SIM_TPU:0 (tpu-v5e)"), "process_sort_index"
//    = device id;
//  - one thread per track ("ops", "mxu0", "vpu", "dma", "ici:dev0 x+",
//    "stream0"), with "thread_name" and a "thread_sort_index" that puts "ops"
//    first, then matrix units, vector unit, DMA, links, streams, the rest;
//  - an "X" event per ProfileEvent: ts/dur in microseconds with three
//    decimals (whole nanoseconds, rounded to nearest, so that nesting survives
//    the rounding), args = the event's args plus device, flops, bytes, bound
//    and op_index;
//  - flow arrows ("s"/"f", "bp":"e") for ProfileEvent::flows: each event that
//    ends a flow id gets its own arrow from the event that starts it (when an
//    id starts again, as in runs appended one after another, ends that come
//    later in start order belong to the newer start);
//  - a "C" event per CounterSample (args {"value": number});
//  - a trace-level "metadata" object: program, backend, preset,
//    pmapsim_version, the Profile's metadata, and a "pmapsim" block (devices
//    with peaks, tracks, total_ns) that read_trace uses to restore the Profile.
//
// Slices on one thread must nest. Events of one track that overlap without
// nesting (a backend bug, or concurrent streams) go to an extra thread named
// "<track> #2", "#3", ...: a file Perfetto would scramble is never written.
//
// The file is streamed (no document is built in memory) to a temporary name
// next to the target and renamed at the end, so a failed write leaves nothing
// half-written. A path ending in ".gz" is written gzip-compressed. A second
// thread writes (and compresses) each megabyte of text while the next one
// is formatted.
//
// Runs one after another (the steps of a training loop) can be traced while
// they run: BackgroundTraceWriter formats and writes each step's profile on a
// thread of its own, so that the run does not wait for its trace.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>

#include "pmapsim/profile.hpp"

namespace pmapsim::traces {

// The trace-level metadata block. Empty fields are left out of the file.
struct TraceMetadata {
  std::string program;
  std::string backend;
  std::string preset;
  std::string version = PMAPSIM_VERSION;
  std::map<std::string, std::string> extra;  // further key/value pairs

  // program and backend from the Profile, preset from its metadata["preset"],
  // the rest of its metadata as extra.
  static TraceMetadata from_profile(const Profile& profile);
};

// Writes profile to path (".json", or ".json.gz" for gzip). Throws Error when
// the file cannot be written or the profile holds a time or number that no
// trace can show (NaN, infinite, a negative duration).
void write_trace(const Profile& profile, const std::string& path, const TraceMetadata& metadata);
void write_trace(const Profile& profile, const std::string& path);

// The incremental form, for profiles too large to hold at once: declare
// devices, then add events and counters in any order, then finish().
// Events of one track are best added in order of start time (for equal
// starts, the enclosing one first); events that arrive out of order are still
// written correctly, on extra threads. Destroying an unfinished writer
// discards the temporary file.
class TraceWriter {
 public:
  TraceWriter(const std::string& path, TraceMetadata metadata);
  ~TraceWriter();
  TraceWriter(const TraceWriter&) = delete;
  TraceWriter& operator=(const TraceWriter&) = delete;

  void add_device(const ProfileDevice& device);
  void add_event(const ProfileEvent& event);
  void add_counter(const CounterSample& sample);
  // A whole profile shifted by offset_ns (a run that follows earlier ones):
  // its devices, its events in start order (enclosing slices first), its
  // counters. Its flow ids pair only among its own events, as after
  // Profile::append (backends reuse ids run after run). The recorded total
  // time becomes profile.total_ns + offset_ns, or stays larger when an
  // earlier profile ended later.
  void add_profile(const Profile& profile, double offset_ns);
  // The run's makespan, recorded in the metadata block.
  void set_total_ns(double total_ns);
  // Replaces the metadata given to the constructor (finish() writes it).
  void set_metadata(TraceMetadata metadata);
  // Writes the closing parts and renames the file into place.
  void finish();

  std::size_t events_written() const;  // X events so far
  std::size_t flows_written() const;   // arrows (s/f pairs) so far

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A trace of runs one after another, written on a thread of its own while
// the caller goes on with the next run. Each added profile is written as
// TraceWriter::add_profile writes it, so the file holds what write_trace
// writes for the profiles joined with Profile::append (each profile's
// counters follow its own events instead of all events).
//
// An error on the writer thread (a time no trace can show, a full disk)
// stops the writing and removes the temporary file at once; the next add()
// or finish() throws it, the same one-line Error write_trace would throw, and
// so does every call after it. add() and finish() are called from one thread.
class BackgroundTraceWriter {
 public:
  // Profiles queued and not yet being written, at most: add() waits for room
  // beyond this, so a writer slower than the run holds bounded memory.
  static constexpr std::size_t kMaxWaiting = 4;

  // Opens the temporary file (throws Error when it cannot); the metadata
  // comes from the first profile added (TraceMetadata::from_profile).
  explicit BackgroundTraceWriter(std::string path);
  BackgroundTraceWriter(std::string path, TraceMetadata metadata);
  // When unfinished: drops the queued profiles, stops the thread and removes
  // the temporary file.
  ~BackgroundTraceWriter();
  BackgroundTraceWriter(const BackgroundTraceWriter&) = delete;
  BackgroundTraceWriter& operator=(const BackgroundTraceWriter&) = delete;

  // Queues profile, its times to be shifted by offset_ns, and returns
  // (waiting only while kMaxWaiting profiles are queued).
  void add(Profile profile, double offset_ns);
  // Waits until every queued profile is written, closes the document and
  // renames the file into place.
  void finish();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pmapsim::traces
