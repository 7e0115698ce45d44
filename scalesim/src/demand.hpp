// SCALE-Sim's demand side: the im2col operand matrices as addresses, their
// mapping onto the array per dataflow (folds), and the rows of requests each
// SRAM sees cycle by cycle. Internal to the layer model (layer_sim.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "pmapsim/errors.hpp"
#include "pmapsim/scalesim/scalesim.hpp"
#include "pmapsim/scalesim/systolic.hpp"

namespace pmapsim::scalesim::model {

using Address = std::int64_t;
constexpr Address kNone = -1;  // SCALE-Sim's "no request" entry

inline std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
  return (a + b - 1) / b;
}

// Python's math.ceil(a / b) for b > 0 (float division; exact for the sizes
// SCALE-Sim sees, where a / b is either an integer or far from one).
inline std::int64_t python_ceil_div(std::int64_t a, std::int64_t b) {
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

inline AxisCoverage axis_coverage(std::int64_t extent, std::int64_t filter, std::int64_t stride,
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
inline std::vector<std::int64_t> windows_covering(std::int64_t extent, std::int64_t filter,
                                                  std::int64_t stride, std::int64_t outputs) {
  std::vector<std::int64_t> covering(static_cast<std::size_t>(extent), 0);
  for (std::int64_t o = 0; o < outputs; ++o)
    for (std::int64_t i = o * stride; i < std::min(extent, o * stride + filter); ++i)
      ++covering[static_cast<std::size_t>(i)];
  return covering;
}

// Requests for in-range ifmap entries in the im2col matrix (each fetch
// order lists every one of them once), and distinct ifmap addresses requested.
inline std::int64_t ifmap_requests(const ConvLayer& l) {
  return axis_coverage(l.ifmap_h, l.filter_h, l.stride_h, l.ofmap_h()).entries *
         axis_coverage(l.ifmap_w, l.filter_w, l.stride_w, l.ofmap_w()).entries * l.channels;
}
inline std::int64_t ifmap_distinct(const ConvLayer& l) {
  return axis_coverage(l.ifmap_h, l.filter_h, l.stride_h, l.ofmap_h()).covered *
         axis_coverage(l.ifmap_w, l.filter_w, l.stride_w, l.ofmap_w()).covered * l.channels;
}

// Whether no two windows share an ifmap entry (along each axis the stride
// is at least the filter, or there is one window): the im2col matrix then
// holds each ifmap address at most once.
inline bool windows_disjoint(const ConvLayer& l) {
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

  // The first and last cycle of a fold in which ofmap_count is not 0 (last
  // < first where there is none): from the idle rows' end to the last
  // column's last output.
  std::pair<std::int64_t, std::int64_t> ofmap_cycles(std::int64_t fc, std::int64_t fr) const {
    const OfmapRows rows = ofmap_rows_of(fr);
    const std::int64_t columns = std::min(map_.ofmap_width(), map_.used_cols(fc));
    return {rows.idle, rows.d_rows - 1 + columns - 1};
  }

 private:
  // The fold's unskewed ofmap matrix: d_rows rows, the first `idle` of them without outputs.
  struct OfmapRows {
    std::int64_t d_rows, idle;
  };
  OfmapRows ofmap_rows_of(std::int64_t fr) const {
    const Mapping& m = map_;
    switch (m.dataflow) {
      case Dataflow::os:  // T - 1 idle rows, then the R x C outputs, rows flipped, skewed
        return {m.T - 1 + m.R, m.T - 1 + m.R - m.used_rows(fr)};  // flipped: the unused rows come first
      case Dataflow::ws:  // 2R - 1 idle rows, then pixel t's outputs, skewed
      case Dataflow::is:  // 2R - 1 idle rows, then filter t's outputs, skewed
        break;
    }
    return {2 * m.R - 1 + m.T, 2 * m.R - 1};
  }

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

}  // namespace pmapsim::scalesim::model
