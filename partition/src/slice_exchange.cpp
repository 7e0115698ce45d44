#include "slice_exchange.hpp"

#include <algorithm>

namespace pmapsim::partitioning {

namespace {

// Each receiver's window of `window` source rows, the first at start + receiver * step, cut where
// it crosses from one block into the next.
std::vector<std::vector<SlicePiece>> cut_windows(std::int64_t size, std::int64_t blocks, std::int64_t start,
                                                 std::int64_t step, std::int64_t window) {
  const std::int64_t block = size / blocks;
  std::vector<std::vector<SlicePiece>> pieces(static_cast<std::size_t>(blocks));
  for (std::int64_t receiver = 0; receiver < blocks; ++receiver) {
    const std::int64_t first = start + receiver * step;
    const std::int64_t last = std::min(first + window, size);
    // Rows before the dimension's start (a pad's low edge) and past its end are padding.
    for (std::int64_t row = std::max<std::int64_t>(first, 0); row < last;) {
      const std::int64_t source = row / block;
      const std::int64_t end = std::min(last, (source + 1) * block);
      pieces[static_cast<std::size_t>(receiver)].push_back(
          {receiver, source, row - source * block, end - source * block, row - first, -1});
      row = end;
    }
  }
  return pieces;
}

// The permutes that carry each receiver's window (plan.pieces) from the blocks holding it.
void pack_permutes(std::int64_t size, std::int64_t blocks, SliceExchange& plan) {
  const std::int64_t block = size / blocks;

  // What each source sends, in rounds (every receiver's first piece, then its second, ...), then
  // stably by the piece's place in its receiver's block.
  struct Pending {
    std::size_t receiver, piece;
  };
  std::vector<std::vector<Pending>> sends(static_cast<std::size_t>(blocks));
  for (std::size_t round = 0;; ++round) {
    bool any = false;
    for (std::size_t r = 0; r < plan.pieces.size(); ++r) {
      if (round >= plan.pieces[r].size()) continue;
      any = true;
      const SlicePiece& piece = plan.pieces[r][round];
      if (piece.source != piece.receiver) sends[static_cast<std::size_t>(piece.source)].push_back({r, round});
    }
    if (!any) break;
  }
  const auto at = [&](const Pending& p) { return plan.pieces[p.receiver][p.piece].at; };
  for (auto& list : sends)
    std::stable_sort(list.begin(), list.end(),
                     [&](const Pending& a, const Pending& b) { return at(a) < at(b); });

  // Permutes, greedily: each source offers its next piece; a piece waits when its receiver
  // already has one in this permute, or when it would join a small left edge with a small
  // right edge (a buffer nearly the whole block for two short pieces).
  std::vector<std::size_t> next(sends.size(), 0);
  for (;;) {
    SlicePermute permute{{}, block, 0};
    std::vector<bool> receiving(static_cast<std::size_t>(blocks), false);
    for (std::size_t source = 0; source < sends.size(); ++source) {
      if (next[source] >= sends[source].size()) continue;
      const Pending& pending = sends[source][next[source]];
      SlicePiece& piece = plan.pieces[pending.receiver][pending.piece];
      const bool edges_apart = (permute.start > piece.limit && permute.limit == block && piece.start == 0) ||
                               (permute.limit < piece.start && permute.start == 0 && piece.limit == block);
      if (!permute.pairs.empty() && (receiving[pending.receiver] || edges_apart)) continue;
      piece.permute = static_cast<int>(plan.permutes.size());
      receiving[pending.receiver] = true;
      permute.pairs.push_back({static_cast<std::int64_t>(source), piece.receiver});
      permute.start = std::min(permute.start, piece.start);
      permute.limit = std::max(permute.limit, piece.limit);
      ++next[source];
    }
    if (permute.pairs.empty()) break;
    plan.permutes.push_back(std::move(permute));
  }
}

}  // namespace

SliceExchange plan_slice_exchange(std::int64_t size, std::int64_t blocks, std::int64_t start,
                                  std::int64_t limit) {
  SliceExchange plan;
  plan.out_block = (limit - start + blocks - 1) / blocks;
  plan.pieces = cut_windows(size, blocks, start, plan.out_block, plan.out_block);
  pack_permutes(size, blocks, plan);
  return plan;
}

SliceExchange plan_strided_slice_exchange(std::int64_t size, std::int64_t blocks, std::int64_t start,
                                          std::int64_t stride, std::int64_t rows) {
  SliceExchange plan;
  const std::int64_t taken = (rows + blocks - 1) / blocks;
  plan.out_block = stride * (taken - 1) + 1;
  plan.pieces = cut_windows(size, blocks, start, stride * taken, plan.out_block);
  pack_permutes(size, blocks, plan);
  return plan;
}

}  // namespace pmapsim::partitioning
