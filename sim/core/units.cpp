#include "core/units.hpp"

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

void Unit::begin_op(int op_index, std::string activity, std::int64_t requests_per_event, bool recording) {
  recording_ = recording;
  op_index_ = op_index;
  activity_ = std::move(activity);
  requests_per_event_ = std::max<std::int64_t>(1, requests_per_event);
  batch_requests_ = 0;
  op_busy_ns_ = 0;
}

double Unit::serve(double earliest_ns, double duration_ns, double flops, double bytes) {
  const double start = std::max(earliest_ns, free_at_ns_);
  const double end = start + duration_ns;
  free_at_ns_ = end;
  busy_ns_ += duration_ns;
  op_busy_ns_ += duration_ns;
  bytes_ += bytes;
  if (!recording_) return end;
  if (batch_requests_ == requests_per_event_) flush(pending_);
  if (batch_requests_ == 0) {
    batch_start_ = start;
    batch_busy_ = batch_flops_ = batch_bytes_ = 0;
  }
  batch_end_ = end;
  batch_busy_ += duration_ns;
  batch_flops_ += flops;
  batch_bytes_ += bytes;
  ++batch_requests_;
  return end;
}

void Unit::flush(std::vector<ProfileEvent>& events) {
  if (batch_requests_ == 0) return;
  ProfileEvent event;
  event.device = device_;
  event.track = track_;
  event.name = activity_;
  event.start_ns = batch_start_;
  event.duration_ns = batch_end_ - batch_start_;
  event.flops = batch_flops_;
  event.bytes = batch_bytes_;
  event.op_index = op_index_;
  event.args.reserve(2);
  event.args.emplace_back("requests", integer_text(batch_requests_));
  event.args.emplace_back("busy_ns", fixed1_text(batch_busy_));
  events.push_back(std::move(event));
  batch_requests_ = 0;
}

void Unit::end_op(std::vector<ProfileEvent>& events) {
  if (recording_) {
    flush(pending_);
    for (auto& event : pending_) events.push_back(std::move(event));
    pending_.clear();
  }
  recording_ = false;
}

}  // namespace pmapsim::sim
