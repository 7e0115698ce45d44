// One layer through SCALE-Sim 3.0.0's model: operand matrices, demand
// matrices per dataflow, and the double-buffered SRAMs that serve them.
//
// The Python original materialises every matrix and checks every address
// against Python sets; here demand rows are computed one cycle at a time
// from the fold they belong to (the ofmap's as a count only), and an
// address's buffer lines are looked up in a compressed index through a
// cursor that follows the window. The arithmetic (which cycle a refill
// ends, how stalls add up, how reads and writes are counted, including
// SCALE-Sim's own quirks) follows the release step by step, since the
// reports are compared value for value.
//
// ReplayMode::shortcut (the default) skips the requests whose answer is
// known without looking, and with them the rows that hold them (see
// docs/scalesim.md; ReplayMode::full serves every request, and the tests
// compare the two):
// - a read side that cannot stall and whose traffic does not depend on the
//   order of its addresses (USER: the operand's lines all fit the active
//   half; CALC: its distinct addresses fill fewer than 50 sets) is served a
//   cycle later, its DRAM traffic in closed form;
// - a USER read buffer answers a row at once when the whole anti-diagonal
//   or row of its fetch order that the row draws from lies in its window;
// - a CALC read buffer answers a row at once when the same row (it recurs
//   in every fold along the axis its operand does not depend on) last left
//   all its addresses in sets the active half still holds;
// - a CALC operand whose rows partition its addresses (every filter; the
//   ifmap where windows do not overlap) keeps two runs per row instead of
//   a set per address, and serves each run of misses or hits at once.
// The SRAM's first and last request cycle take the rows' request counts,
// closed-form unless a window runs past the ifmap.
#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "pmapsim/errors.hpp"
#include "pmapsim/sim/scalesim.hpp"

namespace pmapsim::sim {
namespace {

using Address = std::int64_t;
constexpr Address kNone = -1;  // SCALE-Sim's "no request" entry

std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
  return (a + b - 1) / b;
}

// Python's math.ceil(a / b) for b > 0 (float division; exact for the sizes
// SCALE-Sim sees, where a / b is either an integer or far from one).
std::int64_t python_ceil_div(std::int64_t a, std::int64_t b) {
  if (b <= 0)
    throw Error("SCALE-Sim model: a refill with no cycles to run in (SCALE-Sim divides by zero here)");
  if (a >= 0) return ceil_div(a, b);
  return -((-a) / b);
}

// Along one ifmap axis (size `extent`, `outputs` windows of `filter` at
// `stride`): the window entries that fall inside the ifmap, summed over the
// windows, and the positions some window covers. The im2col matrix is the
// product of its two axes and the channels, so its counts are products too.
struct AxisCoverage {
  std::int64_t entries = 0;  // sum over windows of min(filter, extent - start)
  std::int64_t covered = 0;  // |union of [start, start + filter) within the extent|
};

AxisCoverage axis_coverage(std::int64_t extent, std::int64_t filter, std::int64_t stride,
                           std::int64_t outputs) {
  AxisCoverage axis;
  std::int64_t covered_end = 0;  // windows start in increasing order
  for (std::int64_t o = 0; o < outputs; ++o) {
    const std::int64_t start = o * stride;
    const std::int64_t end = std::min(extent, start + filter);
    axis.entries += std::max<std::int64_t>(0, end - start);  // a window may start past the extent
    axis.covered += std::max<std::int64_t>(0, end - std::max(start, covered_end));
    covered_end = std::max(covered_end, end);
  }
  return axis;
}

// How many windows cover each position of an ifmap axis.
std::vector<std::int64_t> windows_covering(std::int64_t extent, std::int64_t filter, std::int64_t stride,
                                           std::int64_t outputs) {
  std::vector<std::int64_t> covering(static_cast<std::size_t>(extent), 0);
  for (std::int64_t o = 0; o < outputs; ++o)
    for (std::int64_t i = o * stride; i < std::min(extent, o * stride + filter); ++i)
      ++covering[static_cast<std::size_t>(i)];
  return covering;
}

// Requests for in-range ifmap entries in the im2col matrix (each fetch
// order lists every one of them once), and distinct ifmap addresses requested.
std::int64_t ifmap_requests(const ConvLayer& l) {
  return axis_coverage(l.ifmap_h, l.filter_h, l.stride_h, l.ofmap_h()).entries *
         axis_coverage(l.ifmap_w, l.filter_w, l.stride_w, l.ofmap_w()).entries * l.channels;
}
std::int64_t ifmap_distinct(const ConvLayer& l) {
  return axis_coverage(l.ifmap_h, l.filter_h, l.stride_h, l.ofmap_h()).covered *
         axis_coverage(l.ifmap_w, l.filter_w, l.stride_w, l.ofmap_w()).covered * l.channels;
}

// Whether no two windows share an ifmap entry (along each axis the stride
// is at least the filter, or there is one window): the im2col matrix then
// holds each ifmap address at most once.
bool windows_disjoint(const ConvLayer& l) {
  return (l.filter_h <= l.stride_h || l.ofmap_h() <= 1) && (l.filter_w <= l.stride_w || l.ofmap_w() <= 1);
}

// The im2col operand matrices, as addresses (SCALE-Sim's operand_matrix).
class Operands {
 public:
  Operands(const ConvLayer& layer, const ScaleSimConfig& config)
      : layer_(layer),
        ofmap_w_(layer.ofmap_w()),
        ifmap_offset_(config.ifmap_offset),
        filter_offset_(config.filter_offset),
        ofmap_offset_(config.ofmap_offset) {
    // Row by row and column by column rather than divided out per entry:
    // a small layer's run is short enough for the divisions to show.
    const std::int64_t channels = layer.channels, ofmap_h = layer.ofmap_h();
    corners_.reserve(static_cast<std::size_t>(ofmap_h * ofmap_w_));
    corner_address_.reserve(corners_.capacity());
    outside_before_.reserve(corners_.capacity() + 1);
    outside_before_.push_back(0);
    for (std::int64_t y = 0; y < ofmap_h; ++y) {
      const std::int64_t row = y * layer.stride_h;
      for (std::int64_t x = 0; x < ofmap_w_; ++x) {
        const std::int64_t col = x * layer.stride_w;
        const bool inside = row + layer.filter_h <= layer.ifmap_h && col + layer.filter_w <= layer.ifmap_w;
        const Address address = (row * layer.ifmap_w + col) * channels + ifmap_offset_;
        corners_.push_back({row, col, address, inside});
        corner_address_.push_back(address);
        outside_before_.push_back(outside_before_.back() + (inside ? 0 : 1));
      }
    }
    offsets_.reserve(static_cast<std::size_t>(window()));
    offset_address_.reserve(offsets_.capacity());
    for (std::int64_t row = 0; row < layer.filter_h; ++row)
      for (std::int64_t col = 0; col < layer.filter_w; ++col)
        for (std::int64_t channel = 0; channel < channels; ++channel) {
          const Address address = (row * layer.ifmap_w + col) * channels + channel;
          offsets_.push_back({row, col, address});
          offset_address_.push_back(address);
        }
    windows_inside_ = (layer.ofmap_h() - 1) * layer.stride_h + layer.filter_h <= layer.ifmap_h &&
                      (layer.ofmap_w() - 1) * layer.stride_w + layer.filter_w <= layer.ifmap_w;
  }

  std::int64_t pixels() const { return layer_.ofmap_pixels(); }
  // Whether every pixel's window lies in the ifmap (no ifmap entry is -1).
  bool windows_inside() const { return windows_inside_; }
  // Whether the windows of the `count` pixels from `first` lie in the ifmap.
  bool windows_inside(std::int64_t first, std::int64_t count) const {
    return outside_before_[static_cast<std::size_t>(first + count)] ==
           outside_before_[static_cast<std::size_t>(first)];
  }
  std::int64_t window() const { return layer_.window(); }
  std::int64_t filters() const { return layer_.num_filters; }

  // Row `pixel`, column `w` of the ifmap matrix; -1 where the window runs
  // past the ifmap (SCALE-Sim's ofmap size rounds up and does not pad). The
  // address splits into a pixel's window corner plus an offset inside the
  // window, both tabulated once: this is the innermost operation of a run.
  Address ifmap(std::int64_t pixel, std::int64_t w) const {
    const PixelCorner& corner = corners_[static_cast<std::size_t>(pixel)];
    const WindowOffset& offset = offsets_[static_cast<std::size_t>(w)];
    if (corner.window_inside) return corner.address + offset.address;
    if (offset.row + corner.row >= layer_.ifmap_h || offset.col + corner.col >= layer_.ifmap_w) return kNone;
    return corner.address + offset.address;
  }
  // `count` ifmap entries, the k-th at pixel `pixel + k * pixel_step` and
  // window column `w + k * w_step`, where no window runs past the ifmap:
  // a demand row's entries in one pass over the two tables.
  void ifmap_run(Address* out, std::int64_t pixel, std::int64_t pixel_step, std::int64_t w,
                 std::int64_t w_step, std::int64_t count) const {
    const Address* corner = corner_address_.data() + pixel;
    const Address* offset = offset_address_.data() + w;
    for (std::int64_t k = 0; k < count; ++k) out[k] = corner[k * pixel_step] + offset[k * w_step];
  }
  // ifmap_run where windows may run past the ifmap: their entries are left
  // out (the others kept in order); returns how many are kept.
  std::int64_t ifmap_run_clipped(Address* out, std::int64_t pixel, std::int64_t pixel_step, std::int64_t w,
                                 std::int64_t w_step, std::int64_t count) const {
    std::int64_t kept = 0;
    for (std::int64_t k = 0; k < count; ++k) {
      const PixelCorner& corner = corners_[static_cast<std::size_t>(pixel + k * pixel_step)];
      const WindowOffset& offset = offsets_[static_cast<std::size_t>(w + k * w_step)];
      const bool inside = corner.window_inside || (offset.row + corner.row < layer_.ifmap_h &&
                                                   offset.col + corner.col < layer_.ifmap_w);
      out[kept] = corner.address + offset.address;
      kept += inside ? 1 : 0;
    }
    return kept;
  }
  Address filter(std::int64_t w, std::int64_t f) const { return f * window() + w + filter_offset_; }

  // The inverse of ifmap(): calls `each(pixel, w)` for every entry of the
  // ifmap matrix that holds `address` (a window covering it), until `each`
  // returns true; returns whether it did. Windows running past the ifmap
  // are not excluded: callers use it where every window lies inside.
  template <class Each>
  bool for_each_ifmap_entry(Address address, Each each) const {
    const Address rel = address - ifmap_offset_;
    if (rel < 0 || address >= ifmap_end()) return false;
    const std::int64_t channels = layer_.channels, ch = rel % channels;
    const std::int64_t x = rel / channels % layer_.ifmap_w, y = rel / channels / layer_.ifmap_w;
    const auto [oy_first, oy_last] = outputs_covering(y, layer_.filter_h, layer_.stride_h, layer_.ofmap_h());
    const auto [ox_first, ox_last] = outputs_covering(x, layer_.filter_w, layer_.stride_w, ofmap_w_);
    for (std::int64_t oy = oy_first; oy <= oy_last; ++oy) {
      const std::int64_t fy = y - oy * layer_.stride_h;
      for (std::int64_t ox = ox_first; ox <= ox_last; ++ox) {
        const std::int64_t fx = x - ox * layer_.stride_w;
        if (each(oy * ofmap_w_ + ox, (fy * layer_.filter_w + fx) * channels + ch)) return true;
      }
    }
    return false;
  }
  // The outputs o along an axis whose window [o * stride, o * stride + filter) holds position p.
  static std::pair<std::int64_t, std::int64_t> outputs_covering(std::int64_t p, std::int64_t filter,
                                                                std::int64_t stride, std::int64_t outputs) {
    const std::int64_t first = p < filter ? 0 : (p - filter) / stride + 1;
    return {first, std::min(outputs - 1, p / stride)};
  }
  // The inverse of filter(): calls `each(w, f)` for the one entry holding
  // `address`, if any; returns what it returned.
  template <class Each>
  bool for_each_filter_entry(Address address, Each each) const {
    const Address rel = address - filter_offset_;
    if (rel < 0 || address >= filter_end()) return false;
    return each(rel % window(), rel / window());
  }
  Address ofmap(std::int64_t pixel, std::int64_t f) const { return filters() * pixel + f + ofmap_offset_; }

  // Address ranges, for the buffers' dense indexes.
  Address ifmap_min() const { return ifmap_offset_; }
  Address ifmap_end() const { return ifmap_offset_ + layer_.ifmap_h * layer_.ifmap_w * layer_.channels; }
  Address filter_min() const { return filter_offset_; }
  Address filter_end() const { return filter_offset_ + window() * filters(); }

 private:
  struct PixelCorner {
    std::int64_t row, col;
    Address address;
    bool window_inside;  // the whole window lies in the ifmap: no entry of the row is -1
  };
  struct WindowOffset {
    std::int64_t row, col;
    Address address;
  };

  const ConvLayer& layer_;
  std::int64_t ofmap_w_;
  Address ifmap_offset_, filter_offset_, ofmap_offset_;
  std::vector<PixelCorner> corners_;
  std::vector<WindowOffset> offsets_;
  std::vector<Address> corner_address_, offset_address_;  // the tables' addresses alone, for ifmap_run
  std::vector<std::int64_t> outside_before_;  // pixels before each whose window runs past the ifmap
  bool windows_inside_ = false;
};

// The spatial and temporal extents of the dataflow and the fold grid.
struct Mapping {
  Dataflow dataflow;
  std::int64_t R = 0, C = 0;  // array rows, columns
  std::int64_t Sr = 0, Sc = 0, T = 0;
  std::int64_t row_folds = 0, col_folds = 0;
  std::int64_t rows_per_fold = 0;  // demand-matrix rows (cycles) per fold

  Mapping(Dataflow flow, ArrayShape array, const Operands& op)
      : dataflow(flow), R(array.rows), C(array.cols) {
    switch (flow) {
      case Dataflow::os:
        Sr = op.pixels(), Sc = op.filters(), T = op.window();
        rows_per_fold = T + R + C - 2;
        break;
      case Dataflow::ws:
        Sr = op.window(), Sc = op.filters(), T = op.pixels();
        rows_per_fold = 2 * R + C + T - 2;
        break;
      case Dataflow::is:
        Sr = op.window(), Sc = op.pixels(), T = op.filters();
        rows_per_fold = 2 * R + C + T - 2;
        break;
    }
    row_folds = ceil_div(Sr, R);
    col_folds = ceil_div(Sc, C);
  }
  std::int64_t folds() const { return row_folds * col_folds; }
  std::int64_t used_rows(std::int64_t fr) const { return std::min(R, Sr - fr * R); }
  std::int64_t used_cols(std::int64_t fc) const { return std::min(C, Sc - fc * C); }
  // Width of each demand matrix: ifmap, filter, ofmap.
  std::int64_t ifmap_width() const { return dataflow == Dataflow::is ? C : R; }
  std::int64_t filter_width() const { return dataflow == Dataflow::is ? R : C; }
  std::int64_t ofmap_width() const { return C; }
};

// One cycle's requests to an SRAM, in column order: no consumer needs to
// know which column an empty slot was in. The storage outlives the row (a
// run generates millions of rows), and an entry is written whether or not
// it is a request, so that skipping an empty one costs no branch.
class Row {
 public:
  // Room for `capacity` entries, none held.
  void start(std::int64_t capacity) {
    if (static_cast<std::int64_t>(entries_.size()) < capacity)
      entries_.resize(static_cast<std::size_t>(capacity));
    size_ = 0;
  }
  void clear() { size_ = 0; }
  // Room for `count` requests (within the capacity), to be written there.
  Address* fill(std::int64_t count) {
    size_ = static_cast<std::size_t>(count);
    return entries_.data();
  }
  // Keeps the first `count` entries written since fill().
  void keep(std::int64_t count) { size_ = static_cast<std::size_t>(count); }
  void push(Address address) {
    entries_[size_] = address;
    size_ += address != kNone ? 1 : 0;
  }
  const Address* begin() const { return entries_.data(); }
  const Address* end() const { return entries_.data() + size_; }
  std::int64_t size() const { return static_cast<std::int64_t>(size_); }
  bool empty() const { return size_ == 0; }

 private:
  std::vector<Address> entries_;
  std::size_t size_ = 0;
};

// Demand rows: for each cycle, the addresses each operand's SRAM is asked for.
// Folds run column fold outer (fc), row fold inner (fr), as in SCALE-Sim. Each matrix
// is a fold's unskewed matrix D, "skewed" where SCALE-Sim skews it (column c
// delayed by c cycles: out[r][c] = D[r - c][c]).
class Demands {
 public:
  Demands(const Mapping& map, const Operands& op) : map_(map), op_(op) {}

  // Row r's ifmap requests: the entries in the row's column range, in which
  // pixel and window column each move by a fixed step from one column to the
  // next; where a window runs past the ifmap its entries are empty.
  void ifmap_row(std::int64_t fc, std::int64_t fr, std::int64_t r, Row& out) const {
    const Mapping& m = map_;
    out.start(m.ifmap_width());
    std::int64_t pixel = 0, pixel_step = 1, w = 0, w_step = 0, count = 0;
    switch (m.dataflow) {
      case Dataflow::os: {  // D[t][i] = ifmap(pixel fr*R + i, t) for t < T, skewed
        const std::int64_t first = std::max<std::int64_t>(0, r - m.T + 1);
        count = skewed_count(r, 0, m.T, m.used_rows(fr));
        pixel = fr * m.R + first, w = r - first, w_step = -1;
        break;
      }
      case Dataflow::ws: {  // R idle rows, then D[t][i] = ifmap(pixel t - R, window fr*R + i), skewed
        const std::int64_t first = std::max<std::int64_t>(0, r - m.R - m.T + 1);
        count = skewed_count(r, m.R, m.R + m.T, m.used_rows(fr));
        pixel = r - first - m.R, pixel_step = -1, w = fr * m.R + first, w_step = 1;
        break;
      }
      case Dataflow::is:  // the stationary block, rows flipped: pixels fc*C + c, one window column
        count = stationary_count(r, m.used_rows(fr), m.used_cols(fc));
        pixel = fc * m.C, w = fr * m.R + (m.R - 1 - r);
        break;
    }
    if (count <= 0) return;  // the row asks for nothing
    const std::int64_t lowest_pixel = pixel_step > 0 ? pixel : pixel - count + 1;
    Address* entries = out.fill(count);
    if (op_.windows_inside(lowest_pixel, count))
      op_.ifmap_run(entries, pixel, pixel_step, w, w_step, count);
    else
      out.keep(op_.ifmap_run_clipped(entries, pixel, pixel_step, w, w_step, count));
  }

  void filter_row(std::int64_t fc, std::int64_t fr, std::int64_t r, Row& out) const {
    const Mapping& m = map_;
    out.start(m.filter_width());
    switch (m.dataflow) {
      case Dataflow::os:  // D[t][c] = filter(t, column fc*C+c) for t < T, skewed
        skewed(out, r, 0, m.T, m.used_cols(fc),
               [&](std::int64_t t, std::int64_t c) { return op_.filter(t, fc * m.C + c); });
        break;
      case Dataflow::ws:  // the stationary filter block, rows flipped, not skewed
        if (r < m.R) {
          const std::int64_t w = m.R - 1 - r;
          if (w < m.used_rows(fr)) {
            for (std::int64_t c = 0; c < m.used_cols(fc); ++c)
              out.push(op_.filter(fr * m.R + w, fc * m.C + c));
          }
        }
        break;
      case Dataflow::is:  // R idle rows, then D[t][i] = filter(window fr*R+i, filter t - R), skewed
        skewed(out, r, m.R, m.R + m.T, m.used_rows(fr),
               [&](std::int64_t t, std::int64_t i) { return op_.filter(fr * m.R + i, t - m.R); });
        break;
    }
  }

  // How many requests ifmap_row and filter_row would hold, where that is
  // known without generating them: -1 for an ifmap row whose windows may run
  // past the ifmap (its empty entries are then counted by generating it).
  std::int64_t ifmap_count(std::int64_t fc, std::int64_t fr, std::int64_t r) const {
    const Mapping& m = map_;
    if (!op_.windows_inside()) return -1;
    switch (m.dataflow) {
      case Dataflow::os:
        return skewed_count(r, 0, m.T, m.used_rows(fr));
      case Dataflow::ws:
        return skewed_count(r, m.R, m.R + m.T, m.used_rows(fr));
      case Dataflow::is:
        return stationary_count(r, m.used_rows(fr), m.used_cols(fc));
    }
    return -1;
  }
  std::int64_t filter_count(std::int64_t fc, std::int64_t fr, std::int64_t r) const {
    const Mapping& m = map_;
    switch (m.dataflow) {
      case Dataflow::os:
        return skewed_count(r, 0, m.T, m.used_cols(fc));
      case Dataflow::ws:
        return stationary_count(r, m.used_rows(fr), m.used_cols(fc));
      case Dataflow::is:
        return skewed_count(r, m.R, m.R + m.T, m.used_rows(fr));
    }
    return -1;
  }

  // How many outputs the ofmap SRAM receives in cycle r of a fold: the
  // write buffer and the SRAM's span need only the count, which is the
  // length of the run of columns whose skewed entry is an output.
  std::int64_t ofmap_count(std::int64_t fc, std::int64_t fr, std::int64_t r) const {
    const Mapping& m = map_;
    std::int64_t d_rows = 0, idle = 0;
    switch (m.dataflow) {
      case Dataflow::os:  // T - 1 idle rows, then the R x C outputs, rows flipped, skewed
        d_rows = m.T - 1 + m.R;
        idle = m.T - 1 + m.R - m.used_rows(fr);  // flipped: the unused rows come first
        break;
      case Dataflow::ws:  // 2R - 1 idle rows, then pixel t's outputs, skewed
      case Dataflow::is:  // 2R - 1 idle rows, then filter t's outputs, skewed
        d_rows = 2 * m.R - 1 + m.T;
        idle = 2 * m.R - 1;
        break;
    }
    // Column c holds D[r - c][c]: an output when idle <= r - c < d_rows and c < used columns.
    const std::int64_t first = std::max<std::int64_t>(0, r - d_rows + 1);
    const std::int64_t last = std::min({m.ofmap_width() - 1, r - idle, m.used_cols(fc) - 1});
    return std::max<std::int64_t>(0, last - first + 1);
  }

 private:
  // Skewed row r holds D[r - c][c] in column c; only the columns whose t =
  // r - c lies in the block's rows [t_begin, t_end) and that the fold uses
  // (c < used) can hold a request, so only those are visited.
  template <class Element>
  static void skewed(Row& out, std::int64_t r, std::int64_t t_begin, std::int64_t t_end, std::int64_t used,
                     Element element) {
    const std::int64_t first = std::max<std::int64_t>(0, r - t_end + 1);
    const std::int64_t last = std::min(used - 1, r - t_begin);
    for (std::int64_t c = first; c <= last; ++c) out.push(element(r - c, c));
  }
  static std::int64_t skewed_count(std::int64_t r, std::int64_t t_begin, std::int64_t t_end,
                                   std::int64_t used) {
    const std::int64_t first = std::max<std::int64_t>(0, r - t_end + 1);
    const std::int64_t last = std::min(used - 1, r - t_begin);
    return std::max<std::int64_t>(0, last - first + 1);
  }
  // A stationary block's row r: block row R - 1 - r, `cols` requests where that row is used.
  std::int64_t stationary_count(std::int64_t r, std::int64_t used_rows, std::int64_t cols) const {
    return r < map_.R && map_.R - 1 - r < used_rows ? cols : 0;
  }

  const Mapping& map_;
  const Operands& op_;
};

// The order in which USER mode's read buffers fetch an operand from DRAM
// (SCALE-Sim's prefetch matrices, flattened as it flattens them).
class PrefetchOrder {
 public:
  // A rows x cols matrix read along anti-diagonals (SCALE-Sim's order for
  // the operands that stream in skewed), or row by row; `visit` sees each
  // entry in turn (the buffer indexes it without storing the order), and
  // `visit.next_unit()` before each anti-diagonal or row: a demand row asks
  // for part of one such unit (see ReadBuffer::unit_hits).
  // The matrix stacks `blocks` blocks of `height` rows (one per fold), so
  // `element` gets the block and the row inside it. Only the first
  // `used(b)` columns of block b (the fold's used array rows or columns)
  // can hold a request: the others are empty, and not visited (the buffer
  // takes the order's length, empty entries included, in closed form).
  template <class Used, class Element, class Visit>
  static void walk(std::int64_t blocks, std::int64_t height, std::int64_t cols, bool diagonal, Used used,
                   Element element, Visit& visit) {
    const std::int64_t rows = blocks * height;
    if (!diagonal) {
      if constexpr (requires { visit.unit_at(std::int64_t{}); })
        return walk_rows_tiled(blocks, height, cols, used, element, visit);
      for (std::int64_t b = 0; b < blocks; ++b) {
        const std::int64_t width = std::min(cols, used(b));
        for (std::int64_t t = 0; t < height; ++t) {
          visit.next_unit();
          for (std::int64_t j = 0; j < width; ++j) visit(element(b, t, j));
        }
      }
      return;
    }
    for (std::int64_t d = 0; d < rows + cols; ++d) {
      visit.next_unit();
      const std::int64_t max_row = std::min(d, rows - 1);
      const std::int64_t min_row = std::max<std::int64_t>(0, d - cols + 1);
      if (max_row < min_row) continue;
      // Down the anti-diagonal block by block: row i holds column d - i.
      for (std::int64_t b = max_row / height; b >= min_row / height; --b) {
        const std::int64_t top = b * height;
        const std::int64_t first = std::min(max_row, top + height - 1);
        const std::int64_t last = std::max({min_row, top, d - used(b) + 1});
        for (std::int64_t i = first; i >= last; --i) visit(element(b, i - top, d - i));
      }
    }
  }

  // The row-by-row walk for a visitor that places entries by their position
  // in the order (visit.cursor_at(position), then visit.place(address,
  // cursor) for each entry from there; visit.unit_at(position) for each
  // row, in order): 16 rows at a time, column by column, so that entries a
  // column apart, which lie a whole filter window or ifmap pixel apart in
  // memory (often a power of two, which defeats the caches), are not placed
  // one after another. A row's position comes from counting its requests.
  template <class Used, class Element, class Visit>
  static void walk_rows_tiled(std::int64_t blocks, std::int64_t height, std::int64_t cols, Used used,
                              Element element, Visit& visit) {
    constexpr std::int64_t kTile = 16;
    std::array<decltype(visit.cursor_at(0)), kTile> cursors{};
    std::int64_t position = 0;
    for (std::int64_t b = 0; b < blocks; ++b) {
      const std::int64_t width = std::min(cols, used(b));
      for (std::int64_t top = 0; top < height; top += kTile) {
        const std::int64_t tile = std::min(kTile, height - top);
        for (std::int64_t k = 0; k < tile; ++k) {
          visit.unit_at(position);
          cursors[static_cast<std::size_t>(k)] = visit.cursor_at(position);
          for (std::int64_t j = 0; j < width; ++j) position += element(b, top + k, j) != kNone ? 1 : 0;
        }
        for (std::int64_t j = 0; j < width; ++j)
          for (std::int64_t k = 0; k < tile; ++k) {
            const Address a = element(b, top + k, j);
            if (a != kNone) visit.place(a, cursors[static_cast<std::size_t>(k)]);
          }
      }
    }
  }

  // The unit of the fetch order (anti-diagonal or row of the stacked fold
  // blocks) that holds every request of demand row r of fold (fc, fr), or
  // -1 where there is none (rows that ask for nothing). Derived from the
  // element functions here and in Demands: e.g. os's ifmap demand row r asks
  // for ifmap(fr*R + c, r - c), stacked entry (fr*T + r - c, c), which lies
  // on anti-diagonal fr*T + r.
  static std::int64_t ifmap_unit(const Mapping& m, std::int64_t fc, std::int64_t fr, std::int64_t r) {
    switch (m.dataflow) {
      case Dataflow::os:
        return fr * m.T + r;
      case Dataflow::ws:
        return r >= m.R ? fr * m.T + r - m.R : -1;
      case Dataflow::is:
        return r < m.R ? fc * m.Sr + fr * m.R + (m.R - 1 - r) : -1;
    }
    return -1;
  }
  static std::int64_t filter_unit(const Mapping& m, std::int64_t fc, std::int64_t fr, std::int64_t r) {
    switch (m.dataflow) {
      case Dataflow::os:
        return fc * m.T + r;
      case Dataflow::ws:
        return r < m.R ? fc * m.Sr + fr * m.R + (m.R - 1 - r) : -1;
      case Dataflow::is:
        return r >= m.R ? fr * m.T + r - m.R : -1;
    }
    return -1;
  }

  // A key for demand rows that repeat with the same addresses across folds
  // (the operand's block does not depend on one of the fold indices), and
  // the number of keys; -1 where rows do not repeat.
  static std::int64_t ifmap_row_key(const Mapping& m, std::int64_t, std::int64_t fr, std::int64_t r) {
    return m.dataflow == Dataflow::is ? -1 : fr * m.rows_per_fold + r;
  }
  static std::int64_t ifmap_row_keys(const Mapping& m) {
    return m.dataflow == Dataflow::is ? 0 : m.row_folds * m.rows_per_fold;
  }
  static std::int64_t filter_row_key(const Mapping& m, std::int64_t fc, std::int64_t fr, std::int64_t r) {
    if (m.dataflow == Dataflow::ws) return -1;
    return (m.dataflow == Dataflow::os ? fc : fr) * m.rows_per_fold + r;
  }
  static std::int64_t filter_row_keys(const Mapping& m) {
    if (m.dataflow == Dataflow::ws) return 0;
    return (m.dataflow == Dataflow::os ? m.col_folds : m.row_folds) * m.rows_per_fold;
  }

  // Entries of each order, empty ones included (what `walk` visits).
  static std::int64_t ifmap_entries(const Mapping& m) {
    return m.dataflow == Dataflow::is ? m.col_folds * m.Sr * m.C : m.row_folds * m.T * m.R;
  }
  static std::int64_t filter_entries(const Mapping& m) {
    switch (m.dataflow) {
      case Dataflow::os:
        return m.col_folds * m.T * m.C;
      case Dataflow::ws:
        return m.col_folds * m.Sr * m.C;
      case Dataflow::is:
        return m.row_folds * m.T * m.R;
    }
    return 0;
  }

  template <class Visit>
  static void ifmap(const Mapping& m, const Operands& op, Visit& visit) {
    auto used_rows = [&](std::int64_t fr) { return m.used_rows(fr); };
    auto used_cols = [&](std::int64_t fc) { return m.used_cols(fc); };
    switch (m.dataflow) {
      case Dataflow::os:
        return walk(
            m.row_folds, m.T, m.R, true, used_rows,
            [&](std::int64_t fr, std::int64_t t, std::int64_t j) { return op.ifmap(fr * m.R + j, t); },
            visit);
      case Dataflow::ws:
        return walk(
            m.row_folds, m.T, m.R, true, used_rows,
            [&](std::int64_t fr, std::int64_t p, std::int64_t j) { return op.ifmap(p, fr * m.R + j); },
            visit);
      case Dataflow::is:
        return walk(
            m.col_folds, m.Sr, m.C, false, used_cols,
            [&](std::int64_t fc, std::int64_t w, std::int64_t j) { return op.ifmap(fc * m.C + j, w); },
            visit);
    }
  }

  template <class Visit>
  static void filter(const Mapping& m, const Operands& op, Visit& visit) {
    auto used_rows = [&](std::int64_t fr) { return m.used_rows(fr); };
    auto used_cols = [&](std::int64_t fc) { return m.used_cols(fc); };
    switch (m.dataflow) {
      case Dataflow::os:
        return walk(
            m.col_folds, m.T, m.C, true, used_cols,
            [&](std::int64_t fc, std::int64_t t, std::int64_t j) { return op.filter(t, fc * m.C + j); },
            visit);
      case Dataflow::ws:
        return walk(
            m.col_folds, m.Sr, m.C, false, used_cols,
            [&](std::int64_t fc, std::int64_t w, std::int64_t j) { return op.filter(w, fc * m.C + j); },
            visit);
      case Dataflow::is:
        return walk(
            m.row_folds, m.T, m.R, true, used_rows,
            [&](std::int64_t fr, std::int64_t f, std::int64_t j) { return op.filter(fr * m.R + j, f); },
            visit);
    }
  }
};

// Where each entry of a fetch order without empty entries sits, without
// walking it: PrefetchOrder::walk's layout (blocks of `height` rows, the
// first `width[b]` columns of block b used, read along anti-diagonals or
// row by row) in closed form. With the operand's inverse (which entries
// hold an address) it answers "where is this address in the order" for the
// few addresses a USER read buffer asks about while its window straddles
// their row, where indexing every entry first cost most of the replay.
class OrderPositions {
 public:
  OrderPositions(std::int64_t blocks, std::int64_t height, std::int64_t cols, bool diagonal,
                 std::vector<std::int64_t> width)
      : blocks_(blocks), height_(height), cols_(cols), diagonal_(diagonal), width_(std::move(width)) {
    if (diagonal_) {
      const std::int64_t units = blocks_ * height_ + cols_;
      unit_start_.reserve(static_cast<std::size_t>(units) + 1);
      unit_start_.push_back(0);
      for (std::int64_t d = 0; d < units; ++d)
        unit_start_.push_back(unit_start_.back() + entries_below(d, -1));
    } else {
      unit_start_.reserve(static_cast<std::size_t>(blocks_ * height_) + 1);
      unit_start_.push_back(0);
      for (std::int64_t b = 0; b < blocks_; ++b)
        for (std::int64_t t = 0; t < height_; ++t) unit_start_.push_back(unit_start_.back() + width_[b]);
    }
  }

  // Entries before each unit (anti-diagonal or row), and in all: what the
  // walk's next_unit() calls would have counted.
  const std::vector<std::int64_t>& unit_starts() const { return unit_start_; }

  // The position of entry (b, t, j): row t of block b, column j < width[b].
  std::int64_t position(std::int64_t b, std::int64_t t, std::int64_t j) const {
    const std::int64_t i = b * height_ + t;
    if (!diagonal_) return unit_start_[static_cast<std::size_t>(i)] + j;
    // The walk goes down anti-diagonal d = i + j from its highest row, block by block.
    const std::int64_t d = i + j;
    return unit_start_[static_cast<std::size_t>(d)] + entries_below(d, b) + (last_row(d, b) - i);
  }

  // The entry for operand coordinates (split, row): column `split` of the
  // stacked matrix wraps into blocks of `cols` (a fold's array rows or columns).
  std::int64_t position_of(std::int64_t split, std::int64_t row) const {
    return position(split / cols_, row, split % cols_);
  }

 private:
  // The walk's highest row of block b on anti-diagonal d.
  std::int64_t last_row(std::int64_t d, std::int64_t b) const {
    const std::int64_t max_row = std::min(d, blocks_ * height_ - 1);
    return std::min(max_row, b * height_ + height_ - 1);
  }
  // Entries of anti-diagonal d in the blocks after `after` (all if -1):
  // those the walk visits before block `after`'s.
  std::int64_t entries_below(std::int64_t d, std::int64_t after) const {
    const std::int64_t max_row = std::min(d, blocks_ * height_ - 1);
    const std::int64_t min_row = std::max<std::int64_t>(0, d - cols_ + 1);
    if (max_row < min_row) return 0;
    std::int64_t count = 0;
    for (std::int64_t b = std::max(after + 1, min_row / height_); b <= max_row / height_; ++b) {
      const std::int64_t top = b * height_;
      const std::int64_t first = last_row(d, b);
      const std::int64_t last = std::max({min_row, top, d - width_[static_cast<std::size_t>(b)] + 1});
      count += std::max<std::int64_t>(0, first - last + 1);
    }
    return count;
  }

  std::int64_t blocks_, height_, cols_;
  bool diagonal_;
  std::vector<std::int64_t> width_;
  std::vector<std::int64_t> unit_start_;
};

// The ifmap's and the filter's fetch orders as OrderPositions (the shapes
// PrefetchOrder::ifmap and ::filter walk), and how an operand entry maps onto
// the order: an ifmap entry (pixel, w) and a filter entry (w, f) split one
// coordinate into blocks (which is in `split_first`) and take the other as the row.
struct OrderLayout {
  OrderPositions positions;
  bool split_first;
  std::int64_t position(std::int64_t first, std::int64_t second) const {
    return split_first ? positions.position_of(first, second) : positions.position_of(second, first);
  }
};

OrderLayout order_layout(const Mapping& m, std::int64_t blocks, std::int64_t height, std::int64_t cols,
                         bool diagonal, bool by_rows, bool split_first) {
  std::vector<std::int64_t> width;
  for (std::int64_t b = 0; b < blocks; ++b)
    width.push_back(std::min(cols, by_rows ? m.used_rows(b) : m.used_cols(b)));
  return {OrderPositions(blocks, height, cols, diagonal, std::move(width)), split_first};
}

OrderLayout ifmap_layout(const Mapping& m) {
  switch (m.dataflow) {
    case Dataflow::os:  // block fr, row t (window column), column j: pixel fr*R + j
      return order_layout(m, m.row_folds, m.T, m.R, true, true, true);
    case Dataflow::ws:  // block fr, row p (pixel), column j: window column fr*R + j
      return order_layout(m, m.row_folds, m.T, m.R, true, true, false);
    case Dataflow::is:  // block fc, row w (window column), column j: pixel fc*C + j
      break;
  }
  return order_layout(m, m.col_folds, m.Sr, m.C, false, false, true);
}

OrderLayout filter_layout(const Mapping& m) {
  switch (m.dataflow) {
    case Dataflow::os:  // block fc, row t (window column), column j: filter fc*C + j
      return order_layout(m, m.col_folds, m.T, m.C, true, false, false);
    case Dataflow::ws:  // block fc, row w, column j: filter fc*C + j
      return order_layout(m, m.col_folds, m.Sr, m.C, false, false, false);
    case Dataflow::is:  // block fr, row f (filter), column j: window column fr*R + j
      break;
  }
  return order_layout(m, m.row_folds, m.T, m.R, true, true, true);
}

// Start and stop cycle of a buffer's DRAM traffic, and its word count.
struct DramTraffic {
  bool any = false;
  std::int64_t first = 0, last = 0;
  std::int64_t words = 0;
  void record(std::int64_t first_cycle, std::int64_t last_cycle) {
    first = any ? std::min(first, first_cycle) : first_cycle;
    last = any ? std::max(last, last_cycle) : last_cycle;
    any = true;
  }
};

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
bool estimate_fits(std::int64_t size_bytes, std::int64_t distinct) {
  const std::int64_t items_per_set = size_bytes / 100;
  return items_per_set > 0 && distinct < 50 * items_per_set;
}

DramTraffic estimate_traffic(std::int64_t size_bytes, std::int64_t distinct) {
  const std::int64_t items_per_set = size_bytes / 100;
  const std::int64_t sets = ceil_div(distinct, items_per_set);
  const std::int64_t cycles = python_ceil_div(sets * items_per_set, 10);  // at the default bandwidth
  DramTraffic traffic;
  traffic.words = distinct;
  if (cycles > 0) traffic.record(-cycles, -1);
  return traffic;
}

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

// Per-fold figures SCALE-Sim averages, and its SRAM access counts.
struct ComputeFigures {
  double mapping_efficiency = 0;
  double compute_utilization = 0;
  std::int64_t ifmap_reads = 0, filter_reads = 0, ofmap_writes = 0;
};

ComputeFigures compute_figures(const Mapping& m) {
  ComputeFigures figures;
  const std::int64_t pes = m.R * m.C;
  // Cycles SCALE-Sim divides by: its fold matrix's rows + columns - 1 (for
  // ws and is that matrix is C - 1 cycles longer than the fold itself).
  const std::int64_t cycles = m.dataflow == Dataflow::os ? m.rows_per_fold : m.rows_per_fold + m.C - 1;
  double mapping_sum = 0, utilization_sum = 0;
  for (std::int64_t fc = 0; fc < m.col_folds; ++fc) {
    for (std::int64_t fr = 0; fr < m.row_folds; ++fr) {
      const std::int64_t used = m.used_rows(fr) * m.used_cols(fc);
      mapping_sum += static_cast<double>(used) / static_cast<double>(pes);
      utilization_sum += static_cast<double>(used * m.T) / static_cast<double>(pes * cycles);
      switch (m.dataflow) {
        case Dataflow::os:
          figures.ifmap_reads += m.T * m.used_rows(fr);
          figures.filter_reads += m.T * m.used_cols(fc);
          figures.ofmap_writes += used + m.R + m.C;  // SCALE-Sim adds the fold's shape, too
          break;
        case Dataflow::ws:
          figures.ifmap_reads += m.T * m.used_rows(fr);
          figures.filter_reads += used;
          figures.ofmap_writes += m.T * m.used_cols(fc);
          break;
        case Dataflow::is:
          figures.ifmap_reads += used;
          figures.filter_reads += m.T * m.used_rows(fr);
          figures.ofmap_writes += m.T * m.used_cols(fc);
          break;
      }
    }
  }
  figures.mapping_efficiency = mapping_sum / static_cast<double>(m.folds());
  figures.compute_utilization = utilization_sum / static_cast<double>(m.folds());
  return figures;
}

// First and last cycle at which an SRAM saw a request.
struct SramSpan {
  bool any = false;
  std::int64_t first = 0, last = 0;
  void record(std::int64_t requests, std::int64_t cycle) {
    if (requests == 0) return;
    if (!any) first = cycle;
    last = cycle;
    any = true;
  }
};

double per_cycle(std::int64_t words, std::int64_t first, std::int64_t last) {
  return static_cast<double>(words) / static_cast<double>(last - first + 1);
}

}  // namespace

bool reads_without_addresses(const ScaleSimConfig& config, const ConvLayer& layer) {
  if (!(operand_matrix_entries(layer) < 1e18)) return false;  // the counts below stay in int64
  const std::int64_t ifmap_bytes = config.ifmap_sram_kb * 1024, filter_bytes = config.filter_sram_kb * 1024;
  const std::int64_t filter_addresses = layer.window() * layer.num_filters;
  if (config.user_bandwidth)
    return ResidentReadBuffer::fits(ifmap_bytes, ifmap_requests(layer)) &&
           ResidentReadBuffer::fits(filter_bytes, filter_addresses);
  return estimate_fits(ifmap_bytes, ifmap_distinct(layer)) && estimate_fits(filter_bytes, filter_addresses);
}

LayerReport simulate_layer(const ScaleSimConfig& config, const ConvLayer& layer, StallAccounting stalls,
                           ReplayMode replay) {
  // The parser guarantees these; a config built in code must too (an empty
  // buffer would never drain).
  if (config.ifmap_sram_kb < 1 || config.filter_sram_kb < 1 || config.ofmap_sram_kb < 1)
    throw Error("SCALE-Sim's SRAMs must each hold at least 1 kB");
  if (config.user_bandwidth && (config.bandwidths.empty() || config.bandwidths.front() < 1))
    throw Error("SCALE-Sim's USER bandwidth must be at least 1 word per cycle");
  if (config.array.rows < 1 || config.array.cols < 1) throw Error("SCALE-Sim's array must be at least 1x1");
  const Operands op(layer, config);
  const Mapping map(config.dataflow, config.array, op);
  const Demands demands(map, op);

  const std::int64_t ifmap_bytes = config.ifmap_sram_kb * 1024;
  const std::int64_t filter_bytes = config.filter_sram_kb * 1024;
  const std::int64_t ofmap_bytes = config.ofmap_sram_kb * 1024;
  const std::int64_t ofmap_bandwidth = config.user_bandwidth ? config.bandwidths.at(0) : config.array.cols;

  // USER mode refills from DRAM at the bank bandwidth; CALC mode measures.
  // Where a read side cannot stall and its traffic does not depend on which
  // addresses come when (an operand resident in USER mode's active half, or
  // one that fills under 50 of CALC mode's sets), it is served without its
  // addresses: a cycle later, with the traffic in closed form.
  const bool shortcut = replay != ReplayMode::full;
  const bool check_closed_forms = replay == ReplayMode::checked;
  const std::int64_t ifmap_entries = PrefetchOrder::ifmap_entries(map);
  const std::int64_t filter_entries = PrefetchOrder::filter_entries(map);
  std::optional<ReadBuffer> ifmap_user, filter_user;
  std::optional<ResidentReadBuffer> ifmap_resident, filter_resident;
  std::optional<EstimateReadBuffer> ifmap_calc, filter_calc;
  std::optional<DramTraffic> ifmap_estimate, filter_estimate;
  if (config.user_bandwidth) {
    // The shortcut indexes the fetch orders in one walk: an ifmap address
    // occurs once per window covering it (rows x columns), a filter address once.
    const std::vector<std::int64_t> rows_covering =
        windows_covering(layer.ifmap_h, layer.filter_h, layer.stride_h, layer.ofmap_h());
    const std::vector<std::int64_t> cols_covering =
        windows_covering(layer.ifmap_w, layer.filter_w, layer.stride_w, layer.ofmap_w());
    ReadBuffer::KnownCounts ifmap_counts{layer.channels, {}};
    for (const std::int64_t rows : rows_covering)
      for (const std::int64_t cols : cols_covering) ifmap_counts.run_occurrences.push_back(rows * cols);
    const ReadBuffer::KnownCounts filter_counts{std::max<std::int64_t>(1, layer.window() * layer.num_filters),
                                                {1}};
    // Where the order has no empty entry, the shortcut looks up positions
    // in closed form instead of indexing the order.
    auto ifmap_order = [&map, &op](auto& visit) { PrefetchOrder::ifmap(map, op, visit); };
    auto filter_order = [&map, &op](auto& visit) { PrefetchOrder::filter(map, op, visit); };
    auto ifmap_entries_of = [&op](Address a, const ReadBuffer::EntryVisit& visit) {
      return op.for_each_ifmap_entry(a, visit);
    };
    auto filter_entries_of = [&op](Address a, const ReadBuffer::EntryVisit& visit) {
      return op.for_each_filter_entry(a, visit);
    };
    if (shortcut && ResidentReadBuffer::fits(ifmap_bytes, ifmap_requests(layer)))
      ifmap_resident.emplace(ifmap_bytes, config.ifmap_bank_bandwidth, ifmap_entries);
    else if (shortcut && op.windows_inside())
      ifmap_user.emplace(ifmap_layout(map), ifmap_entries_of, ifmap_order, ifmap_entries, op.ifmap_min(),
                         op.ifmap_end(), ifmap_bytes, config.ifmap_bank_bandwidth, stalls, ifmap_counts,
                         check_closed_forms);
    else
      ifmap_user.emplace(ifmap_order, ifmap_entries, op.ifmap_min(), op.ifmap_end(), ifmap_bytes,
                         config.ifmap_bank_bandwidth, stalls, shortcut ? &ifmap_counts : nullptr);
    if (shortcut && ResidentReadBuffer::fits(filter_bytes, layer.window() * layer.num_filters))
      filter_resident.emplace(filter_bytes, config.filter_bank_bandwidth, filter_entries);
    else if (shortcut)
      filter_user.emplace(filter_layout(map), filter_entries_of, filter_order, filter_entries,
                          op.filter_min(), op.filter_end(), filter_bytes, config.filter_bank_bandwidth,
                          stalls, filter_counts, check_closed_forms);
    else
      filter_user.emplace(filter_order, filter_entries, op.filter_min(), op.filter_end(), filter_bytes,
                          config.filter_bank_bandwidth, stalls, shortcut ? &filter_counts : nullptr);
  } else {
    if (shortcut && estimate_fits(ifmap_bytes, ifmap_distinct(layer)))
      ifmap_estimate = estimate_traffic(ifmap_bytes, ifmap_distinct(layer));
    else
      ifmap_calc.emplace(op.ifmap_min(), op.ifmap_end(), ifmap_bytes, !(shortcut && windows_disjoint(layer)));
    if (shortcut && estimate_fits(filter_bytes, layer.window() * layer.num_filters))
      filter_estimate = estimate_traffic(filter_bytes, layer.window() * layer.num_filters);
    else
      filter_calc.emplace(op.filter_min(), op.filter_end(), filter_bytes, !shortcut);
  }
  // A CALC side whose demand rows partition its addresses is served row by
  // row (EstimateReadBuffer::serve_partitioned): every filter, and an ifmap
  // whose windows do not overlap.
  const bool ifmap_partitioned = shortcut && ifmap_calc && windows_disjoint(layer);
  const bool filter_partitioned = shortcut && filter_calc;
  WriteBuffer ofmap(ofmap_bytes, ofmap_bandwidth);

  // Which rows a read side must see. The full replay and CALC mode's
  // estimate see every row. A USER read buffer in shortcut mode skips a row
  // whose fetch-order unit lies wholly in its window (every request hits).
  // An address-free side (resident, or estimated in closed form) and a
  // partitioned CALC side see none. Each still needs its rows' request
  // counts where the SRAM's first and last request fall: in the first and
  // the last fold that ask it for anything (a fold whose pixels' windows
  // all start past the ifmap, which SCALE-Sim's rounded-up ofmap makes,
  // asks for nothing).
  Row ifmap_row, filter_row;
  auto asks = [&](std::int64_t fold, bool ifmap) {
    const std::int64_t fc = fold / map.row_folds, fr = fold % map.row_folds;
    Row& row = ifmap ? ifmap_row : filter_row;
    for (std::int64_t r = 0; r < map.rows_per_fold; ++r) {
      if (ifmap)
        demands.ifmap_row(fc, fr, r, row);
      else
        demands.filter_row(fc, fr, r, row);
      if (!row.empty()) return true;
    }
    return false;
  };
  auto first_asking = [&](bool ifmap) {
    std::int64_t fold = 0;
    while (fold < map.folds() - 1 && !asks(fold, ifmap)) ++fold;
    return fold;
  };
  auto last_asking = [&](bool ifmap) {
    std::int64_t fold = map.folds() - 1;
    while (fold > 0 && !asks(fold, ifmap)) --fold;
    return fold;
  };
  const bool ifmap_every_row = !shortcut;
  const bool filter_every_row = !shortcut;
  if (ifmap_partitioned)
    ifmap_calc->partition_rows(PrefetchOrder::ifmap_row_keys(map));
  else if (shortcut && ifmap_calc)
    ifmap_calc->key_rows(PrefetchOrder::ifmap_row_keys(map));
  if (filter_partitioned) filter_calc->partition_rows(PrefetchOrder::filter_row_keys(map));
  const std::int64_t ifmap_first = ifmap_every_row ? 0 : first_asking(true);
  const std::int64_t ifmap_last = ifmap_every_row ? 0 : last_asking(true);
  const std::int64_t filter_first = filter_every_row ? 0 : first_asking(false);
  const std::int64_t filter_last = filter_every_row ? 0 : last_asking(false);

  // One read side's cycle: returns the cycle served, and sets `requests` to
  // the row's requests where the SRAM's span needs them (in the first and
  // last fold that ask it for anything; 0 elsewhere where the row is not
  // generated). `count()`: the row's requests where known without
  // generating it, else -1; `generate(row)` fills the row.
  auto read_step = [&](std::optional<ReadBuffer>& user, std::optional<EstimateReadBuffer>& calc,
                       std::optional<ResidentReadBuffer>& resident, bool every_row, bool span_fold,
                       bool partitioned, std::int64_t unit, std::int64_t key, Row& row, auto generate,
                       auto count, std::int64_t cycle, std::int64_t& requests) {
    auto generated = [&] {
      generate(row);
      return row.size();
    };
    auto counted = [&] {
      const std::int64_t known = count();
      return known >= 0 ? known : generated();
    };
    if (partitioned) {  // a row's key and request count are all it needs
      requests = counted();
      return key >= 0 ? calc->serve_partitioned(key, requests, cycle) : calc->serve_fresh(requests, cycle);
    }
    if (calc && shortcut) {
      if (calc->row_hits(key)) {
        requests = span_fold ? counted() : 0;
        return cycle + 1;  // EstimateReadBuffer's latency
      }
      requests = generated();
      return calc->serve_keyed(row, cycle, key);
    }
    if (every_row) {
      requests = generated();
      return user ? user->serve(row, cycle) : calc->serve(row, cycle);
    }
    if (!user || user->unit_hits(unit)) {
      requests = span_fold ? counted() : 0;
      return resident ? resident->serve(cycle) : cycle + 1;
    }
    requests = generated();
    return user->serve(row, cycle);
  };

  SramSpan ifmap_span, filter_span, ofmap_span;
  std::int64_t stall_cycles = 0;
  std::int64_t last_ofmap_cycle = 0, max_ofmap_cycle = 0;
  std::int64_t index = 0;
  for (std::int64_t fold = 0; fold < map.folds(); ++fold) {
    const std::int64_t fc = fold / map.row_folds, fr = fold % map.row_folds;
    const bool ifmap_span_fold = fold == ifmap_first || fold == ifmap_last;
    const bool filter_span_fold = fold == filter_first || fold == filter_last;
    for (std::int64_t r = 0; r < map.rows_per_fold; ++r, ++index) {
      const std::int64_t cycle = index + stall_cycles;
      std::int64_t ifmap_requests = 0, filter_requests = 0;
      const std::int64_t ifmap_done = read_step(
          ifmap_user, ifmap_calc, ifmap_resident, ifmap_every_row, ifmap_span_fold, ifmap_partitioned,
          PrefetchOrder::ifmap_unit(map, fc, fr, r), PrefetchOrder::ifmap_row_key(map, fc, fr, r), ifmap_row,
          [&](Row& out) { demands.ifmap_row(fc, fr, r, out); },
          [&] { return demands.ifmap_count(fc, fr, r); }, cycle, ifmap_requests);
      const std::int64_t filter_done = read_step(
          filter_user, filter_calc, filter_resident, filter_every_row, filter_span_fold, filter_partitioned,
          PrefetchOrder::filter_unit(map, fc, fr, r), PrefetchOrder::filter_row_key(map, fc, fr, r),
          filter_row, [&](Row& out) { demands.filter_row(fc, fr, r, out); },
          [&] { return demands.filter_count(fc, fr, r); }, cycle, filter_requests);
      const std::int64_t outputs = demands.ofmap_count(fc, fr, r);
      const std::int64_t ofmap_done = ofmap.serve(outputs, cycle);
      ifmap_span.record(ifmap_requests, ifmap_done);
      filter_span.record(filter_requests, filter_done);
      ofmap_span.record(outputs, ofmap_done);
      stall_cycles += std::max({ifmap_done - cycle - 1, filter_done - cycle - 1, ofmap_done - cycle});
      last_ofmap_cycle = ofmap_done;
      max_ofmap_cycle = index == 0 ? ofmap_done : std::max(max_ofmap_cycle, ofmap_done);
    }
  }
  if (ifmap_calc) ifmap_calc->finish();
  if (filter_calc) filter_calc->finish();
  ofmap.drain_all(last_ofmap_cycle);

  const DramTraffic& ifmap_dram = ifmap_user       ? ifmap_user->traffic()
                                  : ifmap_calc     ? ifmap_calc->traffic()
                                  : ifmap_resident ? ifmap_resident->traffic()
                                                   : *ifmap_estimate;
  const DramTraffic& filter_dram = filter_user       ? filter_user->traffic()
                                   : filter_calc     ? filter_calc->traffic()
                                   : filter_resident ? filter_resident->traffic()
                                                     : *filter_estimate;
  const DramTraffic& ofmap_dram = ofmap.traffic();
  if (!ifmap_dram.any || !filter_dram.any || !ofmap_dram.any) {
    throw Error("layer '" + layer.name + "': no DRAM traffic to report (SCALE-Sim fails on this layer too)");
  }

  const ComputeFigures figures = compute_figures(map);
  LayerReport report;
  report.total_cycles = max_ofmap_cycle;
  report.stall_cycles = stall_cycles;
  const double total = static_cast<double>(report.total_cycles);
  report.overall_util_percent =
      static_cast<double>(layer.macs() * 100) / static_cast<double>(report.total_cycles * map.R * map.C);
  report.mapping_efficiency_percent = figures.mapping_efficiency * 100;
  report.compute_util_percent = figures.compute_utilization * 100;

  report.ifmap_sram_reads = figures.ifmap_reads;
  report.filter_sram_reads = figures.filter_reads;
  report.ofmap_sram_writes = figures.ofmap_writes;
  report.ifmap_sram_bw = static_cast<double>(figures.ifmap_reads) / total;
  report.filter_sram_bw = static_cast<double>(figures.filter_reads) / total;
  report.ofmap_sram_bw = static_cast<double>(figures.ofmap_writes) / total;

  report.ifmap_sram_start_cycle = ifmap_span.first, report.ifmap_sram_stop_cycle = ifmap_span.last;
  report.filter_sram_start_cycle = filter_span.first, report.filter_sram_stop_cycle = filter_span.last;
  report.ofmap_sram_start_cycle = ofmap_span.first, report.ofmap_sram_stop_cycle = ofmap_span.last;
  report.ifmap_dram_start_cycle = ifmap_dram.first, report.ifmap_dram_stop_cycle = ifmap_dram.last;
  report.ifmap_dram_reads = ifmap_dram.words;
  report.filter_dram_start_cycle = filter_dram.first, report.filter_dram_stop_cycle = filter_dram.last;
  report.filter_dram_reads = filter_dram.words;
  report.ofmap_dram_start_cycle = ofmap_dram.first, report.ofmap_dram_stop_cycle = ofmap_dram.last;
  report.ofmap_dram_writes = ofmap_dram.words;
  report.ifmap_dram_bw = per_cycle(ifmap_dram.words, ifmap_dram.first, ifmap_dram.last);
  report.filter_dram_bw = per_cycle(filter_dram.words, filter_dram.first, filter_dram.last);
  report.ofmap_dram_bw = per_cycle(ofmap_dram.words, ofmap_dram.first, ofmap_dram.last);
  report.cycles_incl_prefetch = ofmap_dram.last - std::min(ifmap_dram.first, filter_dram.first);
  return report;
}

}  // namespace pmapsim::sim
