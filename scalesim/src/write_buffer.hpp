// The ofmap SRAM: SCALE-Sim's write_buffer, which drains full lines to DRAM
// and stalls the array while it is full. Internal to the layer model
// (layer_sim.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "demand.hpp"
#include "dram_traffic.hpp"

namespace pmapsim::scalesim::model {

// SCALE-Sim's write_buffer: outputs fill lines of `bandwidth` words; once
// the active half is full the oldest lines drain to DRAM, a line per cycle,
// and a full buffer stalls the array until the drain ends.
class WriteBuffer {
 public:
  WriteBuffer(std::int64_t size_bytes, std::int64_t bandwidth)
      : bandwidth_(bandwidth),
        total_(size_bytes),
        active_size_(ceil_div(size_bytes, 2)),
        drain_size_(size_bytes - active_size_),
        free_(size_bytes) {}

  // `count` outputs in one cycle. SCALE-Sim handles them one at a time;
  // between two events (a full buffer while draining, or the active half
  // filling up) each output only takes a slot, so the runs in between are
  // stored at once.
  std::int64_t serve(std::int64_t count, std::int64_t cycle) {
    std::int64_t current = cycle;
    while (count > 0) {
      if (current < drain_end_) {
        // The buffer is full after the store that takes the last free slot.
        const std::int64_t run = std::min(count, std::max<std::int64_t>(free_, 1));
        store(run);
        count -= run;
        if (free_ <= 0) current = drain_end_;
      } else {
        // A drain starts after the store that leaves less than the active half free.
        const std::int64_t run =
            std::min(count, std::max<std::int64_t>(free_ - (total_ - drain_size_) + 1, 1));
        store(run);
        count -= run;
        if (free_ < total_ - drain_size_) {
          flush_line();
          drain_end_ = drain(current);
        }
      }
    }
    return current;
  }

  // After the last cycle: everything left goes out, chunk after chunk.
  void drain_all(std::int64_t cycle) {
    flush_line();
    while (!line_words_.empty()) {
      drain_end_ = drain(cycle);
      cycle = drain_end_ + 1;
    }
  }

  const DramTraffic& traffic() const { return traffic_; }

 private:
  void store(std::int64_t words) {
    free_ -= words;
    line_fill_ += words;
    while (line_fill_ >= bandwidth_) {  // each line closes as it reaches the bandwidth
      line_words_.push_back(bandwidth_);
      line_fill_ -= bandwidth_;
    }
  }
  void flush_line() {
    if (line_fill_ == 0) return;
    line_words_.push_back(line_fill_);
    line_fill_ = 0;
  }
  // One drain of up to the drain buffer's lines starting at `start`; SCALE-
  // Sim counts every line as full except the empty slots of the last one.
  std::int64_t drain(std::int64_t start) {
    const std::int64_t lines = static_cast<std::int64_t>(line_words_.size());
    const std::int64_t count = std::min(ceil_div(drain_size_, bandwidth_), lines);
    if (count <= 0) return start;
    const std::int64_t words =
        count * bandwidth_ - (bandwidth_ - line_words_[static_cast<std::size_t>(count - 1)]);
    traffic_.words += words;
    traffic_.record(start, start + count - 1);
    free_ += words;
    // Only lines not yet drained are kept: a long layer's outputs would not fit.
    line_words_.erase(line_words_.begin(), line_words_.begin() + count);
    return start + count - 1;
  }

  std::int64_t bandwidth_, total_, active_size_, drain_size_;
  std::int64_t free_;
  std::int64_t line_fill_ = 0;
  std::vector<std::int64_t> line_words_;  // lines not yet drained, oldest first
  std::int64_t drain_end_ = 0;
  DramTraffic traffic_;
};

}  // namespace pmapsim::scalesim::model
