// Between tensor shardings and factor shardings: how a tensor dimension's
// axes split among the factors it is made of, and back; the merge of several
// tensors' views of an op's factors. Propagation and partitioning share them.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "pmapsim/partition.hpp"

namespace pmapsim::partitioning {

using Axes = std::vector<std::string>;
using FactorAxes = std::vector<Axes>;        // per factor of an op's rule
using Dims = std::vector<std::vector<int>>;  // a tensor's dims -> factors

std::int64_t axis_size(const Mesh& mesh, const std::string& name);  // Error for an axis the mesh lacks
std::int64_t axes_size(const Mesh& mesh, const Axes& axes);
std::string axes_name(const Axes& axes);  // "data.model"

// The factor rule of an instruction given its operands' and results' global
// types; Error naming the op (and where) when the op has none.
FactorRule rule_for(const Instruction& instruction, const std::vector<TensorType>& operands,
                    const std::vector<TensorType>& results);

// A dimension's axes split among its factors, major first: each factor
// takes axes while their product divides it; the rest (axes that do not fit)
// are dropped.
void project_dim(const Mesh& mesh, const FactorRule& rule, const Axes& axes, const std::vector<int>& factors,
                 FactorAxes& into);

// A tensor dimension's axes from its factors' (a minor factor's axes count
// only once the factors before it are split whole).
Axes dim_axes(const Mesh& mesh, const FactorRule& rule, const FactorAxes& factors,
              const std::vector<int>& dim);

// One view of the op's factors: a tensor's sharding with its dims.
struct TensorView {
  const TensorSharding* sharding;
  const Dims* dims;
};

// The factors' axes agreed from the views in priority order: a factor takes
// the first view's axes, a later view may extend them (never change them);
// no axis serves two factors; a factor's axes divide its size; a factor that
// must stay whole takes none. Then made consistent (see dim_axes).
FactorAxes merge_views(const Mesh& mesh, const FactorRule& rule, const std::vector<TensorView>& views);

struct MergeOptions {
  // An axis may serve two factors (propagation: Shardy resolves such a conflict per tensor,
  // where both factors meet, not per op).
  bool shared_axes = false;
  // When given: per factor, the index of the view that gave it its axes (views.size(): none).
  std::vector<std::size_t>* source = nullptr;
  // A factor two views split over different axes (neither a prefix of the other) takes none:
  // each side yields, as XLA partitions a dot whose operands split its batch differently.
  bool contested_to_neither = false;
};
FactorAxes merge_views(const Mesh& mesh, const FactorRule& rule, const std::vector<TensorView>& views,
                       const MergeOptions& options);

// Clears a factor's axes where some dimension holding it has an earlier
// factor that is not split whole.
void make_consistent(const Mesh& mesh, const FactorRule& rule, FactorAxes& factors);

// Propagation inside a loop's body (its values from `base`: the parameters, then the body),
// seeded with the carries' shardings on its parameters and results and with the sharding
// constraints written in the body (by value id); `outer` gives a captured value's type and
// sharding (read, never grown); `manual`: the body's manual computations, whose ops spread
// nothing (as propagate_shardings treats the program's). Indexed by value id - base.
std::vector<TensorSharding> propagate_loop_body(
    const Mesh& mesh, const Region& body, ValueId base, const std::vector<TensorSharding>& carries,
    const std::function<std::pair<TensorType, TensorSharding>(ValueId)>& outer,
    const std::map<ValueId, TensorSharding>& constraints = {},
    const std::vector<ShardingSeeds::ManualComputation>& manual = {});

// A sharding with every dimension unsplit (open or closed).
TensorSharding unsplit(std::size_t rank, bool open);

}  // namespace pmapsim::partitioning
