// CALC mode's read SRAMs: SCALE-Sim's ReadBufferEstimateBw, which never
// stalls and estimates the DRAM bandwidth its misses would have needed.
// Internal to the layer model (layer_sim.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "demand.hpp"
#include "dram_traffic.hpp"

namespace pmapsim::scalesim::model {

// SCALE-Sim's ReadBufferEstimateBw (CALC mode): requests are always served
// in a cycle; the buffer records which distinct addresses it would have had
// to fetch, in sets of 1% of its size, and the bandwidth that would have
// fetched each half-buffer of them in time.
class EstimateReadBuffer {
 public:
  // `per_address`: whether requests are served address by address (the
  // active halves the addresses went in are then kept); a partitioned
  // operand's are not.
  EstimateReadBuffer(Address min_address, Address end_address, std::int64_t size_bytes,
                     bool per_address = true)
      : min_address_(min_address),
        stamp_of_(per_address ? static_cast<std::size_t>(std::max<Address>(0, end_address - min_address)) : 0,
                  kNever),
        items_per_set_(size_bytes / 100) {}

  std::int64_t serve(const Row& row, std::int64_t cycle) {
    note_first_request(row, cycle);
    for (const Address a : row) manage(cycle, a);
    return cycle + kLatency;
  }

  // What is left in the current set goes out after the last request.
  void finish() {
    if (items_current_ > 0) {
      last_set_size_ = items_current_;
      ++sets_;
    } else {
      --current_set_;
    }
    if (!active_done_) {
      bandwidth_ = kDefaultBandwidth;
      last_end_ = -1 - kLatency;
      active_sets_ = current_set_ + 1;
      const std::int64_t cycles = python_ceil_div(active_sets_ * items_per_set_, bandwidth_);
      last_start_ = last_end_ - cycles + 1;
      prefetch();
      active_done_ = true;
    } else {
      const std::int64_t sets = current_set_ - prefetch_start_ + 1;
      prefetch_end_ = current_set_;
      const std::int64_t cycles = last_end_ - last_start_ + 1;
      bandwidth_ = python_ceil_div(sets * items_per_set_, cycles);
      prefetch();
    }
  }

  // Rows that come back fold after fold with the same addresses (os's
  // ifmap rows for every column fold, ...) are keyed; after serving one,
  // the active half that then holds all its addresses is kept. A request
  // hits exactly when its address went in while the active half was where
  // it is now (see manage), so a key whose kept half is the current one
  // names a row whose requests all hit: serving it changes nothing, and it
  // need not even be generated.
  void key_rows(std::int64_t keys) { row_half_.assign(static_cast<std::size_t>(keys), -1); }
  bool row_hits(std::int64_t key) const {
    return first_seen_ && key >= 0 && row_half_[static_cast<std::size_t>(key)] == half_;
  }
  // Where the half moved during the row, the requests before the move went
  // into the half before (and may not come again after it): the row is
  // kept as in none.
  std::int64_t serve_keyed(const Row& row, std::int64_t cycle, std::int64_t key) {
    if (key < 0) return serve(row, cycle);
    const std::int64_t half = half_;
    serve(row, cycle);
    row_half_[static_cast<std::size_t>(key)] = half_ == half ? half : -1;
    return cycle + kLatency;
  }

  // Operands whose demand rows partition their addresses need no state per
  // address, only per row key: no address twice in a row, each address in
  // the rows of one key only, and a key's row the same requests in the same
  // order on every visit (os's and is's filter; os's and ws's ifmap where
  // windows do not overlap). A request hits exactly when its address went
  // into a set while the window was where it is now (read_start_), and
  // only the row's own requests move its addresses, so after a visit the
  // row is two runs: the requests up to the last window move the visit
  // caused are behind the window (they miss next time), the rest went in
  // at the window position the visit ended with (they hit while it stays).
  // The next visit is then two runs of misses or hits, served at once.
  void partition_rows(std::int64_t keys) { key_runs_.assign(static_cast<std::size_t>(keys), KeyRuns{}); }
  std::int64_t serve_partitioned(std::int64_t key, std::int64_t count, std::int64_t cycle) {
    note_first_request(count, cycle);
    KeyRuns& runs = key_runs_[static_cast<std::size_t>(key)];
    std::int64_t behind = miss_run(runs.behind, 0, cycle);
    if (runs.window != read_start_)
      behind = std::max(behind, miss_run(count - runs.behind, runs.behind, cycle));
    runs = {read_start_, std::max<std::int64_t>(behind, 0)};
    return cycle + kLatency;
  }

  // `count` requests for addresses never requested before and never again
  // (ws's stationary filter: each address in one row of one fold; is's
  // stationary ifmap where windows do not overlap): all miss, and which set
  // holds them is never looked at.
  std::int64_t serve_fresh(std::int64_t count, std::int64_t cycle) {
    note_first_request(count, cycle);
    miss_run(count, 0, cycle);
    return cycle + kLatency;
  }

  const DramTraffic& traffic() const { return traffic_; }

 private:
  static constexpr std::int64_t kLatency = 1;
  static constexpr std::int64_t kDefaultBandwidth = 10;
  static constexpr std::int64_t kPrefetchSets = 50;  // 100 sets, half active

  // Per address, a stamp of the active half it last went in: the half's
  // number mod 255, plus one (0: never). Stamps are renewed every 255 halves
  // so that an old one is never taken for the current half's. A byte per
  // address keeps a large ifmap's state in the cache, where most of a CALC
  // replay's time went waiting for it.
  static constexpr std::uint8_t kNever = 0;
  static constexpr std::int64_t kStamps = 255;
  std::uint8_t& stamp_of(Address a) { return stamp_of_[static_cast<std::size_t>(a - min_address_)]; }

  void note_first_request(const Row& row, std::int64_t cycle) { note_first_request(row.size(), cycle); }
  void note_first_request(std::int64_t requests, std::int64_t cycle) {
    if (first_seen_ || requests == 0) return;
    first_request_cycle_ = cycle;
    first_seen_ = true;
  }

  // `count` requests that miss, the row's requests `before` to `before +
  // count`; returns how many of the row's requests precede the last window
  // move they cause (the request that fills the half goes in before it), or
  // -1 if the window stays.
  std::int64_t miss_run(std::int64_t count, std::int64_t before, std::int64_t cycle) {
    std::int64_t moved_after = -1;
    while (count > 0) {
      const std::int64_t taken = std::min(count, items_per_set_ - items_current_);
      items_current_ += taken;
      count -= taken;
      before += taken;
      if (items_current_ == items_per_set_ && close_set(cycle)) moved_after = before;
    }
    return moved_after;
  }

  // Serves one request.
  void manage(std::int64_t cycle, Address a) {
    // SCALE-Sim hits on a set in [read_start_, min(current_set_, read_end_ + 1))
    // or on the set being built. Between requests read_start_ <= current_set_
    // <= read_end_ (the window moves on as the set past it starts), and no
    // address is in a set past the one being built: a request hits exactly
    // when its address went into a set since the window last moved, i.e.
    // while the active half was the current one.
    std::uint8_t& stamp = stamp_of(a);
    if (stamp == current_stamp_) return;
    stamp = current_stamp_;
    if (++items_current_ == items_per_set_) close_set(cycle);
  }

  // The window moved: a new half, with a new stamp; at a lap of the stamps
  // every address is marked as in none (all are behind the window now).
  void next_half() {
    ++half_;
    if (half_ % kStamps == 0) std::fill(stamp_of_.begin(), stamp_of_.end(), kNever);
    current_stamp_ = static_cast<std::uint8_t>(half_ % kStamps + 1);
  }

  // The set being built is full: the next one starts, and past the active
  // half's end the window moves on and the half just filled is fetched.
  // Returns whether the window moved.
  bool close_set(std::int64_t cycle) {
    last_set_size_ = items_current_;  // items_per_set_: a set closes when full
    ++sets_;
    items_current_ = 0;
    ++current_set_;
    if (current_set_ != read_end_ + 1) return false;
    if (!active_done_) {
      bandwidth_ = kDefaultBandwidth;
      last_end_ = first_request_cycle_ - 1 - kLatency;
      const std::int64_t cycles = python_ceil_div(kPrefetchSets * items_per_set_, bandwidth_);
      last_start_ = last_end_ - cycles + 1;
      prefetch();
      prefetch_start_ = read_end_ + 1;
      prefetch_end_ = prefetch_start_ + kPrefetchSets - 1;
      active_done_ = true;
    } else {
      const std::int64_t cycles = last_end_ - last_start_ + 1;
      bandwidth_ = python_ceil_div(kPrefetchSets * items_per_set_, cycles);
      prefetch();
      prefetch_start_ += kPrefetchSets;
      prefetch_end_ += kPrefetchSets;
    }
    read_start_ += kPrefetchSets;
    read_end_ += kPrefetchSets;
    next_half();
    last_start_ = last_end_ + 1;
    last_end_ = cycle;
    return true;
  }

  void prefetch() {
    const std::int64_t first_set = active_done_ ? prefetch_start_ : 0;
    const std::int64_t last_set = active_done_ ? prefetch_end_ : active_sets_ - 1;
    // Sets that exist in [first_set, last_set]: all full but the last, which
    // finish() may have closed part-full.
    const std::int64_t first = std::max<std::int64_t>(0, first_set), last = std::min(last_set, sets_ - 1);
    if (last >= first) {
      traffic_.words += (last - first + 1) * items_per_set_;
      if (last == sets_ - 1) traffic_.words -= items_per_set_ - last_set_size_;
    }
    const std::int64_t cycles = last_end_ - last_start_ + 1;
    if (cycles > 0) traffic_.record(last_start_ + kLatency, last_end_ + kLatency);
  }

  Address min_address_;
  std::vector<std::uint8_t> stamp_of_;  // per address: its active half's stamp, kNever if none
  std::int64_t sets_ = 0;               // sets closed
  std::int64_t last_set_size_ = 0;      // the last one's items: items_per_set_ unless finish() closed it
  std::vector<std::int64_t> row_half_;  // per row key: the half holding all its addresses, or -1
  struct KeyRuns {
    std::int64_t window = -1;  // read_start_ when the key's row was last served
    std::int64_t behind = 0;   // its first requests, behind the window since
  };
  std::vector<KeyRuns> key_runs_;  // per row key, for a partitioned operand
  std::int64_t items_per_set_;
  std::int64_t items_current_ = 0;
  std::int64_t current_set_ = 0;
  std::int64_t active_sets_ = 50;
  std::int64_t read_start_ = 0, read_end_ = 49;
  std::int64_t half_ = 0;  // window moves so far: the active half's number
  std::uint8_t current_stamp_ = 1;
  std::int64_t prefetch_start_ = -1, prefetch_end_ = -1;
  std::int64_t last_start_ = -2, last_end_ = -1;
  std::int64_t bandwidth_ = kDefaultBandwidth;
  std::int64_t first_request_cycle_ = 0;
  bool first_seen_ = false;
  bool active_done_ = false;
  DramTraffic traffic_;
};

// EstimateReadBuffer's traffic when the operand's `distinct` addresses fill
// fewer than the 50 sets of its active half: no set ever leaves it, every
// repeated request hits, and finish() sends all the sets at once, timed to
// end before cycle 0, whatever order the requests came in.
inline bool estimate_fits(std::int64_t size_bytes, std::int64_t distinct) {
  const std::int64_t items_per_set = size_bytes / 100;
  return items_per_set > 0 && distinct < 50 * items_per_set;
}

inline DramTraffic estimate_traffic(std::int64_t size_bytes, std::int64_t distinct) {
  const std::int64_t items_per_set = size_bytes / 100;
  const std::int64_t sets = ceil_div(distinct, items_per_set);
  const std::int64_t cycles = python_ceil_div(sets * items_per_set, 10);  // at the default bandwidth
  DramTraffic traffic;
  traffic.words = distinct;
  if (cycles > 0) traffic.record(-cycles, -1);
  return traffic;
}

}  // namespace pmapsim::scalesim::model
