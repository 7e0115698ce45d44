// USER mode's read SRAMs: SCALE-Sim's read_buffer, which refills lines of the
// fetch order at a fixed bandwidth and stalls the array on a miss, and the
// buffer of an operand that stays resident. Internal to the layer model
// (layer_sim.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "demand.hpp"
#include "dram_traffic.hpp"
#include "fetch_order.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/scalesim/scalesim.hpp"

namespace pmapsim::scalesim::model {

// SCALE-Sim's read_buffer (USER mode): the SRAM holds "lines" of the fetch
// order; the active half serves the array while the other half refills at a
// fixed bandwidth; a miss waits for refills, which shifts the window.
class ReadBuffer {
 public:
  // How often each address occurs in the fetch order, where known in closed
  // form: the index then walks the order once instead of twice.
  // Addresses come in runs of `run_length` that occur equally often (an
  // ifmap pixel's channels, or all of a filter): address min_address + i
  // occurs run_occurrences[i / run_length] times, so the counts are filled
  // and checked run by run rather than computed address by address.
  struct KnownCounts {
    std::int64_t run_length = 1;
    std::vector<std::int64_t> run_occurrences;

    std::int64_t most() const {
      return run_occurrences.empty() ? 0 : *std::max_element(run_occurrences.begin(), run_occurrences.end());
    }
    bool at_most_once() const {
      return std::all_of(run_occurrences.begin(), run_occurrences.end(),
                         [](std::int64_t n) { return n <= 1; });
    }

    // Calls `each(index, occurrences)` for every address index below `span`, in order.
    template <class Each>
    void for_each(std::size_t span, Each each) const {
      std::size_t index = 0;
      for (const std::int64_t occurrences : run_occurrences)
        for (std::int64_t j = 0; j < run_length && index < span; ++j, ++index) each(index, occurrences);
      if (index != span) throw Error("SCALE-Sim model: closed-form counts do not cover the operand");
    }
  };

  // `order(visit)` walks the fetch order (PrefetchOrder::ifmap or ::filter),
  // `entries` long, empty entries included.
  template <class Order>
  ReadBuffer(const Order& order, std::int64_t entries, Address min_address, Address end_address,
             std::int64_t size_bytes, std::int64_t bandwidth, StallAccounting stalls,
             const KnownCounts* known = nullptr)
      : bandwidth_(bandwidth), stalls_(stalls) {
    size_halves(size_bytes);
    index_lines(order, min_address, end_address, per_line_, known);
    fetch_rows_ = ceil_div(entries, bandwidth_);
    set_window_lines();
  }

  // The shortcut's buffer for an order without empty entries: nothing is
  // indexed up front; `entries_of(address, visit)` calls visit(first,
  // second) for each operand entry holding the address (Operands::
  // for_each_ifmap_entry or ::for_each_filter_entry) until it returns true,
  // and `layout` places each entry in the order. A lookup costs more than
  // indexing one entry, so once the lookups reach an eighth of the entries
  // (a buffer that straddles its rows often) the order is indexed after all.
  using EntryVisit = std::function<bool(std::int64_t, std::int64_t)>;
  using EntriesOf = std::function<bool(Address, const EntryVisit&)>;
  template <class Order>
  ReadBuffer(OrderLayout layout, EntriesOf entries_of, const Order& order, std::int64_t entries,
             Address min_address, Address end_address, std::int64_t size_bytes, std::int64_t bandwidth,
             StallAccounting stalls, KnownCounts known, bool check)
      : bandwidth_(bandwidth),
        stalls_(stalls),
        layout_(std::move(layout)),
        entries_of_(std::move(entries_of)) {
    size_halves(size_bytes);
    unit_start_ = layout_->positions.unit_starts();
    const std::int64_t placed = unit_start_.back();
    if (placed > std::numeric_limits<std::int32_t>::max())
      throw Error("SCALE-Sim model: an operand with more than 2^31 fetches is too large to index");
    num_lines_ = placed / per_line_ + 1;  // SCALE-Sim keeps a last, possibly empty, line
    lookups_left_ = placed / 8;
    if (check) check_layout(order);
    index_later_ = [order, min_address, end_address, known = std::move(known)](ReadBuffer& buffer) {
      buffer.index_lines(order, min_address, end_address, buffer.per_line_, &known);
    };
    fetch_rows_ = ceil_div(entries, bandwidth_);
    set_window_lines();
  }

  // One cycle's requests; returns the cycle they are served.
  std::int64_t serve(const Row& row, std::int64_t cycle) {
    if (!active_full_) fill_active(cycle);
    std::int64_t offset = 1;  // hit latency
    for (const Address address : row) {
      std::int64_t refills = 0;
      while (!hit(address)) {
        if (++refills > num_lines_ + 1 || prefetch_lines_ == 0) {
          throw Error("SCALE-Sim model: address never reaches the read buffer");
        }
        refill();
        const std::int64_t potential = last_fetch_cycle_ - (cycle + offset);
        if (stalls_ == StallAccounting::release) offset += potential;
        if (potential > 0) offset += potential;
      }
    }
    return cycle + offset;
  }

  // Whether every request of a demand row drawn from unit `unit` of the
  // fetch order would hit now: true when the lines holding the whole unit
  // lie in the window (each requested address then has a line there), so
  // serve() would return cycle + 1 and change nothing that matters (it only
  // moves the cursors, which are a search aid). False says nothing.
  bool unit_hits(std::int64_t unit) const {
    if (!active_full_ || unit < 0 || unit + 1 >= static_cast<std::int64_t>(unit_start_.size())) return false;
    const std::int64_t begin = unit_start_[static_cast<std::size_t>(unit)];
    const std::int64_t end = unit_start_[static_cast<std::size_t>(unit) + 1];
    if (begin == end) return true;  // the row asks for nothing
    const std::int64_t first = begin / per_line_, last = (end - 1) / per_line_;
    if (window_start_ < window_end_) return first >= window_start_ && last < window_end_;
    return first >= window_start_ || last < window_end_;  // a wrapped window, one side of it
  }

  const DramTraffic& traffic() const { return traffic_; }

 private:
  // Every entry the walk of `order` visits lies where the closed form says
  // (one of the positions entries_of gives for its address), and the units
  // start where the walk's do; with as many entries in both (the walk's
  // count is the last unit start), the closed form places each entry once.
  template <class Order>
  void check_layout(const Order& order) {
    std::vector<std::int64_t> walked_units;
    std::int64_t position = 0;
    bool agree = true;
    auto check_entry = [&](Address a) {
      if (a == kNone) {
        agree = false;  // the closed form assumes none
        return;
      }
      agree &= entries_of_(a, [&](std::int64_t first, std::int64_t second) {
        return layout_->position(first, second) == position;
      });
      ++position;
    };
    auto checking = visitor(check_entry, [&] { walked_units.push_back(position); });
    order(checking);
    walked_units.push_back(position);
    if (!agree || walked_units != unit_start_)
      throw Error("SCALE-Sim model: a fetch order's closed-form positions disagree with its walk");
  }

  void size_halves(std::int64_t size_bytes) {
    const std::int64_t total = size_bytes;  // one-byte words
    active_size_ = ceil_div(total, 2);
    prefetch_size_ = total - active_size_;
    per_line_ = std::max<std::int64_t>(1, ceil_div(total, 100));
  }
  void set_window_lines() {
    const std::int64_t max_active = ceil_div(active_size_, per_line_);
    const std::int64_t max_prefetch = ceil_div(prefetch_size_, per_line_);
    active_lines_ = std::min(num_lines_, max_active);
    prefetch_lines_ = std::min(num_lines_ - active_lines_, max_prefetch);
  }

  // An order visitor: `entry` for each entry, `unit` before each unit.
  template <class Entry, class Unit>
  struct Visitor {
    Entry entry;
    Unit unit;
    void operator()(Address a) { entry(a); }
    void next_unit() { unit(); }
  };
  // Spelled out: clang 14 (the fuzz build's compiler) deduces no aggregate's template arguments.
  template <class Entry, class Unit>
  static Visitor<Entry, Unit> visitor(Entry entry, Unit unit) {
    return Visitor<Entry, Unit>{std::move(entry), std::move(unit)};
  }

  // Every non-empty entry of the fetch order belongs to line k / per_line;
  // an address's lines go into a CSR index for the hit test.
  template <class Order>
  void index_lines(const Order& order, Address min_address, Address end_address, std::int64_t per_line,
                   const KnownCounts* known) {
    min_address_ = min_address;
    per_line_ = per_line;
    const auto span = static_cast<std::size_t>(std::max<Address>(0, end_address - min_address));
    unit_start_.clear();
    span_ = span;
    if (known != nullptr && known->at_most_once()) return index_single_lines(order, span, *known);
    if (known != nullptr && by_rank_fits(span, *known)) return index_lines_by_rank(order, span, *known);
    line_start_.assign(span + 1, 0);
    std::int64_t count = 0;
    if (known != nullptr) {
      known->for_each(span, [&](std::size_t i, std::int64_t occurrences) {
        line_start_[i + 1] = occurrences;
        count += occurrences;
      });
    } else {
      auto count_entry = [&](Address a) {
        if (a == kNone) return;
        if (a < min_address || a >= end_address) throw Error("SCALE-Sim model: operand address out of range");
        ++line_start_[static_cast<std::size_t>(a - min_address) + 1];
        ++count;
      };
      auto counting = visitor(count_entry, [&] { unit_start_.push_back(count); });
      order(counting);
      unit_start_.push_back(count);
    }
    for (std::size_t i = 1; i < line_start_.size(); ++i) line_start_[i] += line_start_[i - 1];
    // Line ids and cursor offsets are 32-bit: the index of a larger layer
    // would not fit in memory anyway.
    if (count > std::numeric_limits<std::int32_t>::max())
      throw Error("SCALE-Sim model: an operand with more than 2^31 fetches is too large to index");
    lines_.resize(static_cast<std::size_t>(count));
    // Each address's start serves as its insertion point, so that it ends
    // at the next address's start; the starts are shifted back afterwards.
    std::int32_t line = 0;
    std::int64_t in_line = 0, placed = 0;
    auto place_entry = [&](Address a) __attribute__((always_inline)) {  // per fetch entry: kept inline
      if (a == kNone) return;
      if (known != nullptr) {  // the counts were not taken from this walk: check as it goes
        if (a < min_address || a >= end_address) throw Error("SCALE-Sim model: operand address out of range");
        if (line_start_[static_cast<std::size_t>(a - min_address)] >= count)
          throw Error("SCALE-Sim model: the fetch order disagrees with its closed-form counts");
      }
      lines_[static_cast<std::size_t>(line_start_[static_cast<std::size_t>(a - min_address)]++)] = line;
      ++placed;
      if (++in_line == per_line) ++line, in_line = 0;
    };
    auto next_unit = [&] {
      if (known != nullptr) unit_start_.push_back(placed);
    };
    auto placing = visitor(place_entry, next_unit);
    order(placing);
    if (known != nullptr) {
      unit_start_.push_back(placed);
      // Each address's insertion point must have reached the next one's start.
      std::int64_t expected = 0;
      bool agree = true;
      known->for_each(span, [&](std::size_t i, std::int64_t occurrences) {
        expected += occurrences;
        agree &= line_start_[i] == expected;
      });
      if (!agree) throw Error("SCALE-Sim model: the fetch order disagrees with its closed-form counts");
    }
    for (std::size_t i = span; i > 0; --i) line_start_[i] = line_start_[i - 1];
    line_start_[0] = 0;
    cursors_.assign(span, Cursor{});
    num_lines_ = count / per_line + 1;  // SCALE-Sim keeps a last, possibly empty, line
  }

  // Places each entry of the fetch order in single_line_, in order or (row
  // by row orders, see PrefetchOrder::walk_rows_tiled) by position.
  struct SinglePlacer {
    struct LineCursor {
      std::int32_t line = 0;
      std::int64_t in_line = 0;
    };
    ReadBuffer& buffer;
    std::size_t span;
    std::int64_t placed = 0;
    LineCursor next;  // the in-order walk's

    void operator()(Address a) {
      if (a != kNone) place(a, next);
    }
    void next_unit() { buffer.unit_start_.push_back(placed); }
    void unit_at(std::int64_t position) { buffer.unit_start_.push_back(position); }
    LineCursor cursor_at(std::int64_t position) const {
      return {static_cast<std::int32_t>(position / buffer.per_line_), position % buffer.per_line_};
    }
    void place(Address a, LineCursor& cursor) {
      const auto index = static_cast<std::size_t>(a - buffer.min_address_);
      if (a < buffer.min_address_ || index >= span || buffer.single_line_[index] >= 0)
        throw Error("SCALE-Sim model: the fetch order disagrees with its closed-form counts");
      buffer.single_line_[index] = cursor.line;
      ++placed;
      if (++cursor.in_line == buffer.per_line_) ++cursor.line, cursor.in_line = 0;
    }
  };

  // index_lines where no address occurs twice (a filter; an ifmap whose
  // windows do not overlap): each address's one line, or -1, in a flat
  // array instead of the CSR index and its cursors. The walk must place
  // exactly the addresses the counts say occur, each once.
  template <class Order>
  void index_single_lines(const Order& order, std::size_t span, const KnownCounts& known) {
    if (span > static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
      throw Error("SCALE-Sim model: an operand with more than 2^31 fetches is too large to index");
    single_line_.assign(span, -1);
    SinglePlacer placing{*this, span, 0, {}};
    order(placing);
    const std::int64_t placed = placing.placed;
    unit_start_.push_back(placed);
    bool agree = true;
    known.for_each(span, [&](std::size_t i, std::int64_t occurrences) {
      agree &= (single_line_[i] >= 0) == (occurrences == 1);
    });
    if (!agree) throw Error("SCALE-Sim model: the fetch order disagrees with its closed-form counts");
    single_ = true;
    num_lines_ = placed / per_line_ + 1;  // SCALE-Sim keeps a last, possibly empty, line
  }

  // With known counts the index can hold an address's k-th line in a table
  // of its own for each k (rank_lines_[k * span + index]) instead of next
  // to the address's other lines. A fold's walk then writes mostly into one
  // table, in address order (each fold holds an address about once),
  // where the CSR index took a stride of the address's count through all
  // of it, once per fold: for a large ifmap whose windows overlap that is
  // most of the replay. It is used where the tables waste at most as much
  // as they hold (addresses near the ifmap's edges occur less often).
  static bool by_rank_fits(std::size_t span, const KnownCounts& known) {
    std::int64_t total = 0;
    known.for_each(span, [&](std::size_t, std::int64_t occurrences) { total += occurrences; });
    return total <= std::numeric_limits<std::int32_t>::max() &&
           known.most() * static_cast<std::int64_t>(span) <= 2 * total;
  }

  template <class Order>
  void index_lines_by_rank(const Order& order, std::size_t span, const KnownCounts& known) {
    const std::int64_t most = known.most();
    rank_count_.assign(span, 0);
    rank_lines_ = std::make_unique_for_overwrite<std::int32_t[]>(span * static_cast<std::size_t>(most));
    std::int32_t line = 0;
    std::int64_t in_line = 0, placed = 0;
    auto place_entry = [&](Address a) __attribute__((always_inline)) {  // per fetch entry: kept inline
      if (a == kNone) return;
      const auto index = static_cast<std::size_t>(a - min_address_);
      if (a < min_address_ || index >= span || rank_count_[index] >= most)
        throw Error("SCALE-Sim model: the fetch order disagrees with its closed-form counts");
      std::int32_t& rank = rank_count_[index];
      rank_lines_[static_cast<std::size_t>(rank) * span + index] = line;
      ++rank;
      ++placed;
      if (++in_line == per_line_) ++line, in_line = 0;
    };
    auto placing = visitor(place_entry, [&] { unit_start_.push_back(placed); });
    order(placing);
    unit_start_.push_back(placed);
    bool agree = true;
    known.for_each(span,
                   [&](std::size_t i, std::int64_t occurrences) { agree &= rank_count_[i] == occurrences; });
    if (!agree) throw Error("SCALE-Sim model: the fetch order disagrees with its closed-form counts");
    by_rank_ = true;
    cursors_.assign(span, Cursor{});
    num_lines_ = placed / per_line_ + 1;  // SCALE-Sim keeps a last, possibly empty, line
  }

  // An address's lines, ascending: `size` of them, `stride` apart.
  struct LineList {
    const std::int32_t* first;
    std::int64_t stride, size;
    std::int32_t operator[](std::int64_t k) const { return first[k * stride]; }
  };
  LineList lines_of(std::size_t index) const {
    if (by_rank_) return {rank_lines_.get() + index, static_cast<std::int64_t>(span_), rank_count_[index]};
    const std::int64_t begin = line_start_[index];
    return {lines_.data() + begin, 1, line_start_[index + 1] - begin};
  }
  // The first of `lines` at or after `line` (lines.size if none).
  static std::int64_t first_at_or_after(const LineList& lines, std::int64_t line) {
    std::int64_t low = 0, high = lines.size;
    while (low < high) {
      const std::int64_t middle = low + (high - low) / 2;
      if (lines[middle] < line)
        low = middle + 1;
      else
        high = middle;
    }
    return low;
  }

  // Whether one of the address's lines is in the window. The window only
  // moves forward through the lines, wrapping around now and then (a lap),
  // so each address keeps a cursor at its first line not behind the window:
  // over a lap a cursor passes each of its lines once, instead of a binary
  // search per request.
  bool hit(Address address) {
    if (layout_ && lookups_left_-- > 0) {
      return entries_of_(address, [this](std::int64_t first, std::int64_t second) {
        return in_window(layout_->position(first, second) / per_line_);
      });
    }
    if (layout_) {  // looked up often enough to index the order after all
      layout_.reset();
      index_later_(*this);
    }
    if (single_) {
      const auto index = static_cast<std::size_t>(address - min_address_);
      if (address < min_address_ || index >= single_line_.size()) return false;
      const std::int32_t line = single_line_[index];
      return line >= 0 && in_window(line);
    }
    if (address < min_address_ || address - min_address_ >= static_cast<Address>(span_)) return false;
    const auto index = static_cast<std::size_t>(address - min_address_);
    const LineList lines = lines_of(index);
    if (lines.size == 0) return false;
    if (lines.size == 1) return in_window(lines[0]);  // no cursor needed
    Cursor& cursor = cursors_[index];
    if (cursor.lap != lap_) {  // first request this lap: search, then follow
      cursor = {static_cast<std::int32_t>(first_at_or_after(lines, window_start_)), lap_};
    }
    while (cursor.offset < lines.size && lines[cursor.offset] < window_start_) ++cursor.offset;
    const bool ahead = cursor.offset < lines.size;  // a line at or after the window's start
    if (window_start_ < window_end_) return ahead && lines[cursor.offset] < window_end_;
    return ahead || lines[0] < window_end_;
  }

  bool in_window(std::int64_t line) const {
    if (window_start_ < window_end_) return line >= window_start_ && line < window_end_;
    return line >= window_start_ || line < window_end_;
  }

  // The first fill, timed to end just before the first request.
  void fill_active(std::int64_t start_cycle) {
    const std::int64_t rows = std::min(ceil_div(active_size_, bandwidth_), fetch_rows_);
    traffic_.words += rows * bandwidth_;
    traffic_.record(start_cycle - rows, start_cycle - 1);
    last_fetch_cycle_ = start_cycle - 1;
    window_start_ = 0;
    window_end_ = active_lines_;
    active_full_ = true;
  }

  // Drop the oldest lines, fetch the next prefetch-buffer's worth.
  void refill() {
    const std::int64_t start = (window_start_ + prefetch_lines_) % num_lines_;
    if (start < window_start_) ++lap_;
    window_start_ = start;
    window_end_ = (window_start_ + active_lines_) % num_lines_;
    const std::int64_t rows = ceil_div(prefetch_size_, bandwidth_);
    traffic_.words += rows * bandwidth_;
    last_fetch_cycle_ += rows + 1;  // requests at last+1 .. last+rows, served a cycle later
    traffic_.record(last_fetch_cycle_, last_fetch_cycle_);
  }

  std::int64_t bandwidth_;
  StallAccounting stalls_;
  std::int64_t active_size_ = 0, prefetch_size_ = 0, fetch_rows_ = 0;
  Address min_address_ = 0;
  std::size_t span_ = 0;                  // addresses indexed, from min_address_
  std::vector<std::int64_t> line_start_;  // CSR offsets per address
  std::vector<std::int32_t> lines_;       // line ids, ascending per address
  std::vector<std::int64_t> unit_start_;  // non-empty entries before each unit, and in all
  std::int64_t per_line_ = 1;
  struct Cursor {
    std::int32_t offset = 0;                                        // into the address's lines
    std::uint32_t lap = std::numeric_limits<std::uint32_t>::max();  // the lap it was last moved in
  };
  std::vector<Cursor> cursors_;            // per address
  bool single_ = false;                    // no address occurs twice: single_line_ instead of the CSR index
  std::vector<std::int32_t> single_line_;  // per address: its line, -1 if it does not occur
  bool by_rank_ = false;                   // rank_lines_ instead of the CSR index
  std::unique_ptr<std::int32_t[]> rank_lines_;  // the k-th line of address i at k * span_ + i
  std::vector<std::int32_t> rank_count_;        // per address: its lines
  std::optional<OrderLayout> layout_;           // set: positions in closed form, no index
  EntriesOf entries_of_;
  std::int64_t lookups_left_ = 0;                 // before the order is indexed
  std::function<void(ReadBuffer&)> index_later_;  // indexes it
  std::uint32_t lap_ = 0;
  std::int64_t num_lines_ = 1, active_lines_ = 0, prefetch_lines_ = 0;
  std::int64_t window_start_ = 0, window_end_ = 0;
  std::int64_t last_fetch_cycle_ = -1;
  bool active_full_ = false;
  DramTraffic traffic_;
};

// A ReadBuffer whose lines all fit in its active half (no prefetch lines):
// after the first fill every request hits, so each cycle is served a cycle
// later whatever it asks for, and the addresses need not be looked at.
class ResidentReadBuffer {
 public:
  // `requests`: the fetch order's non-empty entries (its lines' contents).
  static bool fits(std::int64_t size_bytes, std::int64_t requests) {
    const std::int64_t per_line = std::max<std::int64_t>(1, ceil_div(size_bytes, 100));
    const std::int64_t lines = requests / per_line + 1;  // ReadBuffer's num_lines_
    return lines <= ceil_div(ceil_div(size_bytes, 2), per_line);
  }

  ResidentReadBuffer(std::int64_t size_bytes, std::int64_t bandwidth, std::int64_t entries)
      : bandwidth_(bandwidth),
        first_fill_rows_(
            std::min(ceil_div(ceil_div(size_bytes, 2), bandwidth), ceil_div(entries, bandwidth))) {}

  std::int64_t serve(std::int64_t cycle) {
    if (!filled_) {  // ReadBuffer::fill_active
      traffic_.words += first_fill_rows_ * bandwidth_;
      traffic_.record(cycle - first_fill_rows_, cycle - 1);
      filled_ = true;
    }
    return cycle + 1;
  }

  const DramTraffic& traffic() const { return traffic_; }

 private:
  std::int64_t bandwidth_, first_fill_rows_;
  bool filled_ = false;
  DramTraffic traffic_;
};

}  // namespace pmapsim::scalesim::model
