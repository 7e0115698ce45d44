// Which rows of a stride-1 slice of a split dimension each device receives
// from which other, and in which collective permutes: the plan behind
// partitioning such a slice as XLA's SPMD partitioner does it (its compact
// halo exchange), so that the result stays split and no device gathers the
// whole dimension.
#pragma once

#include <cstdint>
#include <vector>

#include "pmapsim/attrs.hpp"

namespace pmapsim::partitioning {

// Rows [start, limit) of the block `source` holds go to rows [at, at + limit - start) of the
// block `receiver` computes; `permute` is the collective permute that carries them (-1: the
// receiver's own block).
struct SlicePiece {
  std::int64_t receiver = 0;
  std::int64_t source = 0;
  std::int64_t start = 0;
  std::int64_t limit = 0;
  std::int64_t at = 0;
  int permute = -1;
};

// One collective permute: every source sends rows [start, limit) of its block, at most one
// message per source and per receiver (block indices along the split axes).
struct SlicePermute {
  IntListList pairs;  // {source, receiver}
  std::int64_t start = 0;
  std::int64_t limit = 0;
};

struct SliceExchange {
  std::int64_t out_block = 0;                   // the result's rows per device (the last padded)
  std::vector<std::vector<SlicePiece>> pieces;  // per receiver, in row order
  std::vector<SlicePermute> permutes;
};

// A dimension of `size` rows split evenly into `blocks` blocks, sliced to [start, limit): each
// device's result block holds ceil((limit - start) / blocks) rows starting at
// start + device * that, read from whichever blocks hold them (rows before 0 or past the
// dimension's end are padding, read from nowhere: a pad's edges are such a slice). Pieces from other devices
// are packed into as few collective permutes as XLA packs them: each source offers its pieces in the order of
// their place in the receiver's block, and a permute takes at most one piece per source and per receiver.
SliceExchange plan_slice_exchange(std::int64_t size, std::int64_t blocks, std::int64_t start,
                                  std::int64_t limit);

// The same dimension sliced from `start` with a stride (`rows` rows taken, every `stride`-th): each
// device's result block holds m = ceil(rows / blocks) of them, so it needs the window of
// stride * (m - 1) + 1 rows from start + device * stride * m, every stride-th of which it keeps
// (out_block is that window's length). As XLA's windowed reshard: only rows a kept row lies in
// are sent (x[2::2]: one row from the next block, not two).
SliceExchange plan_strided_slice_exchange(std::int64_t size, std::int64_t blocks, std::int64_t start,
                                          std::int64_t stride, std::int64_t rows);

}  // namespace pmapsim::partitioning
