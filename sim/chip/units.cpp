#include "chip/units.hpp"

#include <algorithm>
#include <charconv>
#include <string>

namespace pmapsim::sim {

namespace {

// The same text as fmt's "{}" for an integer and "{:.1f}" for a double (both
// exact, locale-free), written into a stack buffer: these args are made for
// every unit event batch, so they stay off the heap formatter.
std::string integer_text(std::int64_t value) {
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

std::string fixed1_text(double value) {
  char buffer[320];  // room for any finite double in fixed notation
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 1);
  return std::string(buffer, result.ptr);
}

}  // namespace

std::string unit_track(UnitKind kind, int index) {
  switch (kind) {
    case UnitKind::matrix:
      return "mxu" + integer_text(index);
    case UnitKind::vector:
      return "vpu";
    case UnitKind::dma:
      return "dma";
  }
  return "unit";
}

void Unit::begin_op(int op_index, std::string activity, std::int64_t requests_per_event, bool recording) {
  op_busy_ns_ = 0;
  if (!recording) {
    recording_.reset();
    return;
  }
  if (!recording_) recording_ = std::make_unique<Recording>();
  recording_->op_index = op_index;
  recording_->activity = std::move(activity);
  recording_->requests_per_event = std::max<std::int64_t>(1, requests_per_event);
  recording_->batch_requests = 0;
}

double Unit::serve(double earliest_ns, double duration_ns, double flops, double bytes) {
  const double start = std::max(earliest_ns, free_at_ns_);
  const double end = start + duration_ns;
  free_at_ns_ = end;
  busy_ns_ += duration_ns;
  op_busy_ns_ += duration_ns;
  bytes_ += bytes;
  if (recording_) record(start, end, duration_ns, flops, bytes);
  return end;
}

void Unit::record(double start, double end, double duration_ns, double flops, double bytes) {
  Recording& r = *recording_;
  if (r.batch_requests == r.requests_per_event) flush(r.pending);
  if (r.batch_requests == 0) {
    r.batch_start = start;
    r.batch_busy = r.batch_flops = r.batch_bytes = 0;
  }
  r.batch_end = end;
  r.batch_busy += duration_ns;
  r.batch_flops += flops;
  r.batch_bytes += bytes;
  ++r.batch_requests;
}

void Unit::flush(std::vector<ProfileEvent>& events) {
  Recording& r = *recording_;
  if (r.batch_requests == 0) return;
  ProfileEvent event;
  event.device = device_;
  event.track = track_;
  event.name = r.activity;
  event.start_ns = r.batch_start;
  event.duration_ns = r.batch_end - r.batch_start;
  event.flops = r.batch_flops;
  event.bytes = r.batch_bytes;
  event.op_index = r.op_index;
  event.args.reserve(2);
  event.args.emplace_back("requests", integer_text(r.batch_requests));
  event.args.emplace_back("busy_ns", fixed1_text(r.batch_busy));
  events.push_back(std::move(event));
  r.batch_requests = 0;
}

void Unit::end_op(std::vector<ProfileEvent>& events) {
  if (!recording_) return;
  flush(recording_->pending);
  for (auto& event : recording_->pending) events.push_back(std::move(event));
  recording_->pending.clear();  // kept for the next op's recording: no allocation per op
}

}  // namespace pmapsim::sim
