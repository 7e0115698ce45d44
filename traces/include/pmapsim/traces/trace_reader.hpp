// Reading a Chrome trace file (".json" or ".json.gz") back into a Profile.
#pragma once

#include <string>

#include "pmapsim/profile.hpp"

namespace pmapsim::traces {

// Restores devices (names, peaks), events (device = pid, track = the thread's
// track, name, start, duration, flops, bytes, bound, op_index, remaining args
// as text), counters and metadata from a file written by write_trace; files
// from other tools are read as far as they follow the Chrome trace format
// (object with "traceEvents", or a bare array of events). Flow arrows are
// not restored (the writer numbers them per arrow, not per Profile flow id).
// Throws Error naming the file for a missing or unreadable file, a damaged
// gzip stream, text that is not JSON, JSON that ends early, and JSON that is
// not a trace.
Profile read_trace(const std::string& path);

}  // namespace pmapsim::traces
