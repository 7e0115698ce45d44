// NCCL's double binary tree all_reduce on a switch: the trees, the phases
// and the closed form.
#include "collectives/algorithms/algorithms.hpp"

namespace pmapsim::sim {

int tree_parent(int tree, int rank, int size) {
  const int r = tree == 0 ? rank : size - 1 - rank;
  if (r == 0) return -1;
  const int parent = (r - 1) / 2;
  return tree == 0 ? parent : size - 1 - parent;
}

int tree_child(int tree, int rank, int slot, int size) {
  const int r = tree == 0 ? rank : size - 1 - rank;
  const int child = 2 * r + 1 + slot;
  if (child >= size) return -1;
  return tree == 0 ? child : size - 1 - child;
}

int tree_depth(int size) {
  int depth = 0;
  while ((2 << depth) <= size) ++depth;  // heap of `size` nodes: floor(log2(size))
  return depth;
}

// NCCL's double binary tree all-reduce: half the data reduced up each tree
// and broadcast back down, every rank streaming to its parent (up) and
// children (down) at once; the pipeline fills in depth − 1 more route latencies.
std::vector<PhaseChain> plan_tree(const CollectiveCall& call, const std::vector<int>& members, int rank,
                                  const GroupShape& shape) {
  const int size = static_cast<int>(members.size());
  const double half = call.bytes / 2;
  const double settle = (tree_depth(size) - 1) * shape.outer_alpha_ns;
  auto slot_at_parent = [&](int tree, int child) {
    const int parent = tree_parent(tree, child, size);
    return tree_child(tree, parent, 0, size) == child ? 0 : 1;
  };
  Phase up;
  Phase down;
  for (int tree = 0; tree < 2; ++tree) {
    const int parent = tree_parent(tree, rank, size);
    if (parent >= 0) {
      const int slot = slot_at_parent(tree, rank);
      up.sends.push_back({members[static_cast<std::size_t>(parent)], half, 2 * tree + slot, false});
      down.receive_channels.push_back(4 + 2 * tree + slot);
    }
    for (int slot = 0; slot < 2; ++slot) {
      const int child = tree_child(tree, rank, slot, size);
      if (child < 0) continue;
      up.receive_channels.push_back(2 * tree + slot);
      up.reduce_bytes += half;
      down.sends.push_back({members[static_cast<std::size_t>(child)], half, 4 + 2 * tree + slot, false});
    }
  }
  up.settle_ns = settle;
  down.settle_ns = settle;
  up.label = "tree up";
  down.label = "tree down";
  return {{up, down}};
}

// Double binary tree: up, then down; each way a rank's port carries S (S/2 to
// or from each of two children, or to its parents in both trees) — S/2 when
// nobody has two children (p = 2) — and the pipeline fills in depth routes.
double tree_time(int ranks, double bytes, const Terms& terms) {
  double per_port = ranks > 2 ? bytes : bytes / 2;
  double combined = ranks > 2 ? bytes : bytes / 2;  // the most a rank combines: two children's halves
  return 2 * (tree_depth(ranks) * terms.alpha_ns + per_port * terms.ns_per_byte) +
         combined * terms.reduce_ns_per_byte;
}

}  // namespace pmapsim::sim
