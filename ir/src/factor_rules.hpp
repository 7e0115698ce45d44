// The ops' sharding rules (FactorRule, ops.hpp): one function per kind of
// op, named by the op table's rows (ops.cpp) beside their shape rules.
#pragma once

#include "pmapsim/ops.hpp"

namespace pmapsim::factor_rules {

// Every operand and the result the same shape: one factor per dimension; a
// scalar operand (clamp's bounds, a broadcast predicate) holds none.
FactorRule elementwise(const FactorContext& ctx);
// Every dimension of every operand and result must be whole on each device:
// the op runs replicated (ops that index data-dependently or own regions).
FactorRule replicated(const FactorContext& ctx);
FactorRule broadcast(const FactorContext& ctx);
FactorRule reshape(const FactorContext& ctx);
FactorRule transpose(const FactorContext& ctx);
FactorRule slice(const FactorContext& ctx);
FactorRule dynamic_slice(const FactorContext& ctx);
FactorRule dynamic_update_slice(const FactorContext& ctx);
FactorRule concatenate(const FactorContext& ctx);
FactorRule pad(const FactorContext& ctx);
FactorRule reverse(const FactorContext& ctx);
FactorRule constant(const FactorContext& ctx);
FactorRule iota(const FactorContext& ctx);
FactorRule reduce_sum(const FactorContext& ctx);
FactorRule reduce_max(const FactorContext& ctx);
FactorRule reduce_general(const FactorContext& ctx);
FactorRule dot(const FactorContext& ctx);
FactorRule convolution(const FactorContext& ctx);
FactorRule reduce_window(const FactorContext& ctx);
FactorRule select_and_scatter(const FactorContext& ctx);
FactorRule sort(const FactorContext& ctx);
FactorRule fft(const FactorContext& ctx);
FactorRule collective(const FactorContext& ctx);
FactorRule bitcast_convert(const FactorContext& ctx);
FactorRule gather(const FactorContext& ctx);
FactorRule scatter(const FactorContext& ctx);
FactorRule optimization_barrier(const FactorContext& ctx);

}  // namespace pmapsim::factor_rules
