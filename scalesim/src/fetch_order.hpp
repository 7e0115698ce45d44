// The order in which USER mode's read buffers fetch an operand from DRAM,
// walked entry by entry or placed in closed form. Internal to the layer
// model (layer_sim.cpp).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "demand.hpp"

namespace pmapsim::scalesim::model {

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

inline OrderLayout order_layout(const Mapping& m, std::int64_t blocks, std::int64_t height, std::int64_t cols,
                                bool diagonal, bool by_rows, bool split_first) {
  std::vector<std::int64_t> width;
  for (std::int64_t b = 0; b < blocks; ++b)
    width.push_back(std::min(cols, by_rows ? m.used_rows(b) : m.used_cols(b)));
  return {OrderPositions(blocks, height, cols, diagonal, std::move(width)), split_first};
}

inline OrderLayout ifmap_layout(const Mapping& m) {
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

inline OrderLayout filter_layout(const Mapping& m) {
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

}  // namespace pmapsim::scalesim::model
