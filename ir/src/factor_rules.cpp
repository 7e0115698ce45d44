// The ops' sharding rules: which dimensions of an op's operands and results
// are the same factor of its work, and which must stay whole. A size-1
// dimension gets no factor (it cannot be split). Rules read attributes the
// verifier has checked already.
#include "factor_rules.hpp"

#include <algorithm>
#include <numeric>
#include <optional>

#include "pmapsim/program.hpp"

namespace pmapsim::factor_rules {
namespace {

using Dims = std::vector<std::vector<int>>;  // [dim] -> factors, major first

std::vector<int> factor(FactorRule& rule, std::int64_t size, FactorKind kind) {
  if (size <= 1) return {};
  return {rule.add_factor(size, kind)};
}

std::vector<int> whole(FactorRule& rule, std::int64_t size) {
  return factor(rule, size, FactorKind::need_replication);
}

Dims whole_dims(FactorRule& rule, const TensorType& type) {
  Dims dims;
  for (std::int64_t size : type.shape) dims.push_back(whole(rule, size));
  return dims;
}

Dims pass_through_dims(FactorRule& rule, const TensorType& type) {
  Dims dims;
  for (std::int64_t size : type.shape) dims.push_back(factor(rule, size, FactorKind::pass_through));
  return dims;
}

// Scalars (start indices, padding values, inits) have no dimensions.
Dims scalar() {
  return {};
}

bool contains(const IntList& list, std::int64_t value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

IntList int_list_or(const Attrs& attrs, const std::string& name, IntList fallback) {
  return attrs.has(name) ? attrs.int_list(name) : fallback;
}

// One operand and one result of equal rank whose dimension d is shared where
// `shared(d)` and whole (each side its own factor) elsewhere.
template <typename Shared>
FactorRule per_dimension(const FactorContext& ctx, Shared shared) {
  FactorRule rule;
  const TensorType& in = ctx.operands[0];
  const TensorType& out = ctx.results[0];
  Dims operand, result;
  for (std::size_t d = 0; d < in.shape.size(); ++d) {
    if (shared(d) && in.shape[d] == out.shape[d]) {
      operand.push_back(factor(rule, in.shape[d], FactorKind::pass_through));
      result.push_back(operand.back());
    } else {
      operand.push_back(whole(rule, in.shape[d]));
      result.push_back(whole(rule, out.shape[d]));
    }
  }
  rule.operands.push_back(operand);
  for (std::size_t k = 1; k < ctx.operands.size(); ++k) rule.operands.push_back(scalar());
  rule.results.push_back(result);
  return rule;
}

// A reduction over `reduced` of operands 0..inputs-1 (the rest are scalar inits).
FactorRule reduction(const FactorContext& ctx, const IntList& reduced, std::size_t inputs, FactorKind kind) {
  FactorRule rule;
  const TensorType& in = ctx.operands[0];
  Dims operand, result;
  for (std::size_t d = 0; d < in.shape.size(); ++d) {
    const bool is_reduced = contains(reduced, static_cast<std::int64_t>(d));
    operand.push_back(factor(rule, in.shape[d], is_reduced ? kind : FactorKind::pass_through));
    if (!is_reduced) result.push_back(operand.back());
  }
  for (std::size_t k = 0; k < ctx.operands.size(); ++k)
    rule.operands.push_back(k < inputs ? operand : scalar());
  for (std::size_t k = 0; k < ctx.results.size(); ++k) rule.results.push_back(result);
  return rule;
}

}  // namespace

FactorRule elementwise(const FactorContext& ctx) {
  FactorRule rule;
  const TensorType& out = ctx.results[0];
  const Dims shared = pass_through_dims(rule, out);
  for (const TensorType& operand : ctx.operands)
    rule.operands.push_back(operand.rank() == out.rank() ? shared : whole_dims(rule, operand));
  rule.results.push_back(shared);
  return rule;
}

FactorRule replicated(const FactorContext& ctx) {
  FactorRule rule;
  for (const TensorType& operand : ctx.operands) rule.operands.push_back(whole_dims(rule, operand));
  for (const TensorType& result : ctx.results) rule.results.push_back(whole_dims(rule, result));
  return rule;
}

FactorRule broadcast(const FactorContext& ctx) {
  FactorRule rule;
  const TensorType& in = ctx.operands[0];
  const TensorType& out = ctx.results[0];
  const Dims result = pass_through_dims(rule, out);
  const IntList& dims = ctx.attrs.int_list("dims");
  Dims operand;
  for (std::size_t i = 0; i < in.shape.size(); ++i) {
    const auto d = static_cast<std::size_t>(dims[i]);
    operand.push_back(in.shape[i] == out.shape[d] ? result[d] : whole(rule, in.shape[i]));
  }
  rule.operands.push_back(operand);
  rule.results.push_back(result);
  return rule;
}

// Both shapes walked major to minor: a run of elements both sides split the
// same way is one factor (the greatest common divisor of what is left of the
// two current dimensions); where the sizes stop lining up, the rest of each
// side stays whole.
FactorRule reshape(const FactorContext& ctx) {
  FactorRule rule;
  const Shape& in = ctx.operands[0].shape;
  const Shape& out = ctx.results[0].shape;
  if (ctx.operands[0].num_elements() == 0) {  // nothing to split (and no sizes to match)
    rule.operands.push_back(whole_dims(rule, ctx.operands[0]));
    rule.results.push_back(whole_dims(rule, ctx.results[0]));
    return rule;
  }
  Dims operand(in.size()), result(out.size());
  std::size_t i = 0, j = 0;
  std::int64_t x = in.empty() ? 1 : in[0], y = out.empty() ? 1 : out[0];
  const auto next_in = [&] { x = ++i < in.size() ? in[i] : 1; };
  const auto next_out = [&] { y = ++j < out.size() ? out[j] : 1; };
  while (true) {
    while (i < in.size() && x == 1) next_in();
    while (j < out.size() && y == 1) next_out();
    if (i == in.size() || j == out.size()) break;
    const std::int64_t common = std::gcd(x, y);
    if (common == 1) break;
    const int f = rule.add_factor(common, FactorKind::pass_through);
    operand[i].push_back(f);
    result[j].push_back(f);
    x /= common;
    y /= common;
  }
  for (; i < in.size(); next_in())
    for (int f : whole(rule, x)) operand[i].push_back(f);
  for (; j < out.size(); next_out())
    for (int f : whole(rule, y)) result[j].push_back(f);
  rule.operands.push_back(operand);
  rule.results.push_back(result);
  return rule;
}

FactorRule transpose(const FactorContext& ctx) {
  FactorRule rule;
  const Dims operand = pass_through_dims(rule, ctx.operands[0]);
  Dims result;
  for (std::int64_t d : ctx.attrs.int_list("perm")) result.push_back(operand[static_cast<std::size_t>(d)]);
  rule.operands.push_back(operand);
  rule.results.push_back(result);
  return rule;
}

// A dimension sliced whole stays split. So does one whose every s-th row is taken from a start
// below s, s dividing it (x[:, ::2], x[1::2]): block by block, each device takes every s-th
// row from the same start, as XLA's partitioner does, and a split the result's length does not
// divide (every block's length then divides by s) is the only one it needs.
FactorRule slice(const FactorContext& ctx) {
  const IntList& start = ctx.attrs.int_list("start_indices");
  const IntList& limit = ctx.attrs.int_list("limit_indices");
  const IntList strides = int_list_or(ctx.attrs, "strides", IntList(start.size(), 1));
  const Shape& in = ctx.operands[0].shape;
  const Shape& out = ctx.results[0].shape;
  FactorRule rule;
  Dims operand, result;
  for (std::size_t d = 0; d < in.size(); ++d) {
    const std::int64_t stride = strides[d];
    const bool uncut = start[d] == 0 && limit[d] == in[d] && stride == 1;
    // (JAX writes x[::2] of 64 rows as [0:63:2]: the limit only needs to reach the last row taken.)
    const bool every_stride_th =
        stride > 1 && start[d] < stride && in[d] % stride == 0 && out[d] == in[d] / stride;
    if (uncut || every_stride_th) {
      operand.push_back(factor(rule, out[d], FactorKind::pass_through));
      result.push_back(operand.back());
    } else {
      operand.push_back(whole(rule, in[d]));
      result.push_back(whole(rule, out[d]));
    }
  }
  rule.operands.push_back(operand);
  rule.results.push_back(result);
  return rule;
}

FactorRule dynamic_slice(const FactorContext& ctx) {
  return per_dimension(ctx, [](std::size_t) { return true; });  // equal sizes: the whole dimension
}

// A dimension the update has one row of stays split in the operand: each device writes the
// row if its block holds it (the partitioner's update_split_slice), as XLA does; a longer update
// gathers the dimension (XLA's partitioner too).
FactorRule dynamic_update_slice(const FactorContext& ctx) {
  FactorRule rule;
  const TensorType& in = ctx.operands[0];
  const TensorType& update = ctx.operands[1];
  Dims operand, updates;
  for (std::size_t d = 0; d < in.shape.size(); ++d) {
    if (update.shape[d] == in.shape[d]) {
      operand.push_back(factor(rule, in.shape[d], FactorKind::pass_through));
      updates.push_back(operand.back());
    } else {
      operand.push_back(factor(
          rule, in.shape[d], update.shape[d] == 1 ? FactorKind::pass_through : FactorKind::need_replication));
      updates.push_back(whole(rule, update.shape[d]));
    }
  }
  rule.operands = {operand, updates};
  for (std::size_t k = 2; k < ctx.operands.size(); ++k) rule.operands.push_back(scalar());
  rule.results.push_back(operand);
  return rule;
}

FactorRule concatenate(const FactorContext& ctx) {
  FactorRule rule;
  const auto axis = static_cast<std::size_t>(ctx.attrs.integer("dimension"));
  const TensorType& out = ctx.results[0];
  Dims shared = pass_through_dims(rule, out);
  for (const TensorType& operand : ctx.operands) {
    Dims dims = shared;
    dims[axis] = whole(rule, operand.shape[axis]);
    rule.operands.push_back(dims);
  }
  shared[axis] = whole(rule, out.shape[axis]);
  rule.results.push_back(shared);
  return rule;
}

FactorRule pad(const FactorContext& ctx) {
  const IntList& low = ctx.attrs.int_list("edge_padding_low");
  const IntList& high = ctx.attrs.int_list("edge_padding_high");
  const IntList& interior = ctx.attrs.int_list("interior_padding");
  return per_dimension(ctx, [&](std::size_t d) { return low[d] == 0 && high[d] == 0 && interior[d] == 0; });
}

FactorRule reverse(const FactorContext& ctx) {
  const IntList& reversed = ctx.attrs.int_list("dimensions");
  return per_dimension(ctx, [&](std::size_t d) { return !contains(reversed, static_cast<std::int64_t>(d)); });
}

// A splat (one value everywhere) is any block of itself; listed values stay whole.
FactorRule constant(const FactorContext& ctx) {
  FactorRule rule;
  rule.results.push_back(ctx.attrs.has("value") ? pass_through_dims(rule, ctx.results[0])
                                                : whole_dims(rule, ctx.results[0]));
  return rule;
}

// Every dimension splits, the iota's own too: a block along it holds the indices from its
// offset on (the partitioner adds the offset, as XLA adds the partition's).
FactorRule iota(const FactorContext& ctx) {
  FactorRule rule;
  rule.results.push_back(pass_through_dims(rule, ctx.results[0]));
  return rule;
}

FactorRule reduce_sum(const FactorContext& ctx) {
  return reduction(ctx, ctx.attrs.int_list("axes"), 1, FactorKind::reduction);
}

FactorRule reduce_max(const FactorContext& ctx) {
  FactorRule rule = reduction(ctx, ctx.attrs.int_list("axes"), 1, FactorKind::reduction);
  rule.combine = OpCode::pmax;
  return rule;
}

namespace {

// The collective that completes a one-input reduce whose region is max or min
// of its two parameters (jnp.min's reduce, a max with an init other than
// -inf), or and/or of bools (jnp.all, jnp.any: min and max of 0 and 1):
// partial results combine with the same op, and counting the init on every
// device changes nothing (these ops are idempotent). None for other regions:
// an add's init would count once per device unless it is zero.
std::optional<OpCode> idempotent_combiner(const FactorContext& ctx) {
  if (ctx.operands.size() != 2 || ctx.regions.size() != 1) return std::nullopt;
  const Region& region = ctx.regions[0];
  if (region.params.size() != 2 || region.body.size() != 1 || region.results.size() != 1) return std::nullopt;
  const Instruction& only = region.body[0];
  // Parameter j is base+j and the body's instruction base+2 (program.hpp).
  const ValueId base = region.results[0] - 2;
  const bool reads_params = only.operands.size() == 2 && only.operands[0] != only.operands[1] &&
                            std::min(only.operands[0], only.operands[1]) == base &&
                            std::max(only.operands[0], only.operands[1]) == base + 1;
  if (!reads_params) return std::nullopt;
  const bool boolean = ctx.operands[0].dtype == DType::boolean;
  if (only.op == OpCode::max || (boolean && only.op == OpCode::or_)) return OpCode::pmax;
  if (only.op == OpCode::min || (boolean && only.op == OpCode::and_)) return OpCode::pmin;
  return std::nullopt;
}

}  // namespace

// A general reducer completes a partial result where its region is a
// collective's op (max, min); a variadic one (argmax's value and index) by
// reducing the gathered partial results again, as XLA's partitioner does;
// otherwise the reduced dimensions stay whole (an add's init would count once
// per device unless it is zero).
FactorRule reduce_general(const FactorContext& ctx) {
  const std::optional<OpCode> combiner = idempotent_combiner(ctx);
  const std::size_t inputs = ctx.operands.size() / 2;
  if (!combiner && inputs >= 2) {
    FactorRule rule = reduction(ctx, ctx.attrs.int_list("dims"), inputs, FactorKind::reduction);
    rule.combine = OpCode::reduce;
    return rule;
  }
  if (!combiner) return reduction(ctx, ctx.attrs.int_list("dims"), inputs, FactorKind::need_replication);
  FactorRule rule = reduction(ctx, ctx.attrs.int_list("dims"), 1, FactorKind::reduction);
  rule.combine = *combiner;
  return rule;
}

FactorRule dot(const FactorContext& ctx) {
  FactorRule rule;
  const TensorType& lhs = ctx.operands[0];
  const TensorType& rhs = ctx.operands[1];
  const IntList& lhs_contract = ctx.attrs.int_list("lhs_contract");
  const IntList& rhs_contract = ctx.attrs.int_list("rhs_contract");
  const IntList& lhs_batch = ctx.attrs.int_list("lhs_batch");
  const IntList& rhs_batch = ctx.attrs.int_list("rhs_batch");
  Dims left(lhs.shape.size()), right(rhs.shape.size()), result;
  for (std::size_t k = 0; k < lhs_batch.size(); ++k) {
    const auto l = static_cast<std::size_t>(lhs_batch[k]), r = static_cast<std::size_t>(rhs_batch[k]);
    left[l] = right[r] = factor(rule, lhs.shape[l], FactorKind::pass_through);
    result.push_back(left[l]);
  }
  for (std::size_t k = 0; k < lhs_contract.size(); ++k) {
    const auto l = static_cast<std::size_t>(lhs_contract[k]), r = static_cast<std::size_t>(rhs_contract[k]);
    left[l] = right[r] = factor(rule, lhs.shape[l], FactorKind::reduction);
  }
  const auto free_dims = [&](const TensorType& side, const IntList& contract, const IntList& batch,
                             Dims& dims) {
    for (std::size_t d = 0; d < side.shape.size(); ++d) {
      const auto dim = static_cast<std::int64_t>(d);
      if (contains(contract, dim) || contains(batch, dim)) continue;
      dims[d] = factor(rule, side.shape[d], FactorKind::pass_through);
      result.push_back(dims[d]);
    }
  };
  free_dims(lhs, lhs_contract, lhs_batch, left);
  free_dims(rhs, rhs_contract, rhs_batch, right);
  rule.operands = {left, right};
  rule.results.push_back(result);
  return rule;
}

// One spatial dimension of a convolution: where it sits in the input, kernel and output, and
// its window.
struct SpatialDim {
  std::size_t index, in, kernel, out;  // its entry in the window attributes; its dimensions
  std::int64_t size, out_size, window, stride, lhs_dilation, rhs_dilation, low, high;
  bool reversed;
  // How far a window reaches past its first input row.
  std::int64_t reach() const { return (window - 1) * rhs_dilation; }
  bool plain() const { return lhs_dilation == 1 && !reversed && low >= 0 && high >= 0; }
};

// A patchifying window (as long as its stride, unpadded: a ViT's patch embedding) splits by
// whole windows, as reduce_window's tiling windows do.
static bool split_patches(FactorRule& rule, const SpatialDim& s, Dims& in, Dims& out) {
  if (!(s.window == s.stride && s.plain() && s.rhs_dilation == 1 && s.low == 0 && s.high == 0 &&
        s.size == s.out_size * s.window && s.out_size > 1))
    return false;
  const int f = rule.add_factor(s.out_size, FactorKind::pass_through);
  out[s.out] = {f};
  in[s.in] = {f};
  for (int g : whole(rule, s.window)) in[s.in].push_back(g);
  return true;
}

// A strided window whose output rows start a stride apart (SAME with stride s: the input s times
// the output) splits by output rows: a device's input block is its output block's rows times
// the stride, with a halo of the low padding before it and of what the last window reads past
// it after it.
static bool split_strided(FactorRule& rule, const SpatialDim& s, Dims& in, Dims& out) {
  if (!(s.stride > 1 && s.plain() && s.low <= s.reach() && s.size == s.out_size * s.stride && s.out_size > 1))
    return false;
  const int f = rule.add_factor(s.out_size, FactorKind::pass_through);
  out[s.out] = {f};
  in[s.in] = {f};
  for (int g : whole(rule, s.stride)) in[s.in].push_back(g);
  const std::int64_t past = std::max<std::int64_t>(s.reach() + 1 - s.stride - s.low, 0);
  rule.halos.push_back(FactorRule::Halo{f, 0, s.in, s.low, past, s.index, std::nullopt});
  return true;
}

// A window as long as the input (a SAME convolution's kernel gradient: the activations'
// gradient is the window, the output the few kernel positions) splits input and window alike:
// each device sums its block of window positions over its block of the input with a halo of the
// padding's width (partial sums, completed as a contraction's are). A strided convolution's
// kernel gradient dilates that window by the stride: window position j reads input row
// j * stride + k - low, so the input splits by whole strides.
static bool split_spanning(FactorRule& rule, const SpatialDim& s, Dims& in, Dims& ker) {
  const std::int64_t dilation = s.rhs_dilation;
  if (!(s.window * dilation == s.size && s.stride == 1 && s.plain() &&
        s.out_size == s.size + s.low + s.high - (s.window - 1) * dilation && s.window > 1))
    return false;
  const int f = rule.add_factor(s.window, FactorKind::reduction);
  in[s.in] = ker[s.kernel] = {f};
  for (int g : whole(rule, dilation)) in[s.in].push_back(g);
  const std::int64_t past = std::max<std::int64_t>(s.out_size - s.low - dilation, 0);
  rule.halos.push_back(FactorRule::Halo{f, 0, s.in, s.low, past, s.index, std::nullopt});
  return true;
}

// A stride-1 window whose output is as long as its input (padding that adds exactly the window's
// reach, as "SAME" does) or shorter ("VALID", or padding short of the reach) splits by the
// input's blocks: each device computes the output rows starting where its input block starts,
// with a halo of the low padding before it and of the rest of the window's reach after it (the
// partitioner splits a shorter output only where its blocks are as long as the input's).
static bool split_stride_one(FactorRule& rule, const SpatialDim& s, Dims& in, Dims& out) {
  const bool same = s.low + s.high == s.reach() && s.out_size == s.size;
  const bool shrinks = s.low <= s.reach() && s.out_size < s.size;
  if (!(s.stride == 1 && s.plain() && (same || shrinks) && s.out_size > 1)) return false;
  const int f = rule.add_factor(s.size, FactorKind::pass_through);
  in[s.in] = out[s.out] = {f};
  rule.halos.push_back(FactorRule::Halo{f, 0, s.in, s.low, s.reach() - s.low, s.index, std::nullopt});
  return true;
}

// An input-dilated window (a strided convolution's input gradient: the output `dilation` times
// the input) splits by input rows, each device's output block `dilation` times its input block,
// with the input rows the windows of its output rows reach before and after it as halos (the
// partitioner pads the block to line the windows up).
static bool split_input_dilated(FactorRule& rule, const SpatialDim& s, Dims& in, Dims& out) {
  const std::int64_t dilated = s.lhs_dilation;
  if (!(dilated > 1 && s.stride == 1 && !s.reversed && s.low >= 0 && s.high >= 0 &&
        s.out_size == s.size * dilated && s.size > 1))
    return false;
  const int f = rule.add_factor(s.size, FactorKind::pass_through);
  in[s.in] = {f};
  out[s.out] = {f};
  for (int g : whole(rule, dilated)) out[s.out].push_back(g);
  const std::int64_t after = std::max<std::int64_t>(dilated - 1 - s.low + s.reach(), 0) / dilated;
  rule.halos.push_back(FactorRule::Halo{f, 0, s.in, s.low / dilated, after, s.index, std::nullopt});
  return true;
}

// Each spatial dimension of a convolution split by the first of the window kinds above that it
// is; any other stays whole.
static void spatial_factors(FactorRule& rule, const FactorContext& ctx, Dims& in, Dims& ker, Dims& out) {
  const Attrs& a = ctx.attrs;
  const std::size_t spatial = ctx.operands[0].shape.size() - 2;
  IntList defaults(spatial);
  std::iota(defaults.begin(), defaults.end(), 2);
  const IntList in_dims = int_list_or(a, "input_spatial_dimensions", defaults);
  const IntList kernel_dims = int_list_or(a, "kernel_spatial_dimensions", defaults);
  const IntList out_dims = int_list_or(a, "output_spatial_dimensions", defaults);
  const IntList ones(spatial, 1);
  const IntList strides = int_list_or(a, "window_strides", ones);
  const IntList lhs_dilation = int_list_or(a, "lhs_dilation", ones);
  const IntList rhs_dilation = int_list_or(a, "rhs_dilation", ones);
  const IntList reversal = int_list_or(a, "window_reversal", IntList(spatial, 0));
  const IntListList padding = a.int_list_list_or_empty("padding");
  for (std::size_t i = 0; i < spatial; ++i) {
    SpatialDim s{};
    s.index = i;
    s.in = static_cast<std::size_t>(in_dims[i]);
    s.kernel = static_cast<std::size_t>(kernel_dims[i]);
    s.out = static_cast<std::size_t>(out_dims[i]);
    s.size = ctx.operands[0].shape[s.in];
    s.out_size = ctx.results[0].shape[s.out];
    s.window = ctx.operands[1].shape[s.kernel];
    s.stride = strides[i];
    s.lhs_dilation = lhs_dilation[i];
    s.rhs_dilation = rhs_dilation[i];
    s.low = padding.empty() ? 0 : padding[i][0];
    s.high = padding.empty() ? 0 : padding[i][1];
    s.reversed = reversal[i] != 0;
    (void)(split_patches(rule, s, in, out) || split_strided(rule, s, in, out) ||
           split_spanning(rule, s, in, ker) || split_stride_one(rule, s, in, out) ||
           split_input_dilated(rule, s, in, out));
  }
}

// Batch and output features split the work; input features are contracted
// (partial sums); spatial dimensions split with halos where they can (see
// spatial_factors) and stay whole elsewhere. A depthwise convolution (one input
// feature per group) splits its features by whole groups: the group is the major
// factor of the input's and the output's features and of the kernel's outputs, each
// device convolving its groups (the partitioner rewrites feature_group_count). So
// does its weight gradient, whose batch groups give one output feature each. Other
// groupings stay whole, as XLA's partitioner keeps them (measured: 4 or 8 groups of
// 16 channels over 4 devices are gathered, 16 are not).
FactorRule convolution(const FactorContext& ctx) {
  FactorRule rule;
  const TensorType& input = ctx.operands[0];
  const TensorType& kernel = ctx.operands[1];
  const TensorType& output = ctx.results[0];
  const Attrs& a = ctx.attrs;
  const auto dim = [&](const char* name, std::int64_t fallback) {
    return static_cast<std::size_t>(a.integer_or(name, fallback));
  };
  const bool ungrouped =
      a.integer_or("feature_group_count", 1) == 1 && a.integer_or("batch_group_count", 1) == 1;
  Dims in = whole_dims(rule, input), ker = whole_dims(rule, kernel), out = whole_dims(rule, output);
  const std::size_t in_batch = dim("input_batch_dimension", 0),
                    in_feature = dim("input_feature_dimension", 1);
  const std::size_t ker_in = dim("kernel_input_feature_dimension", 1),
                    ker_out = dim("kernel_output_feature_dimension", 0);
  const std::size_t out_batch = dim("output_batch_dimension", 0),
                    out_feature = dim("output_feature_dimension", 1);
  const std::int64_t groups = a.integer_or("feature_group_count", 1);
  const std::int64_t batch_groups = a.integer_or("batch_group_count", 1);
  if (ungrouped) {
    in[in_batch] = out[out_batch] = factor(rule, input.shape[in_batch], FactorKind::pass_through);
    ker[ker_out] = out[out_feature] = factor(rule, kernel.shape[ker_out], FactorKind::pass_through);
    in[in_feature] = ker[ker_in] = factor(rule, input.shape[in_feature], FactorKind::reduction);
  } else if (batch_groups == 1 && groups > 1 && kernel.shape[ker_out] % groups == 0 &&
             input.shape[in_feature] == groups && kernel.shape[ker_in] == 1) {
    in[in_batch] = out[out_batch] = factor(rule, input.shape[in_batch], FactorKind::pass_through);
    const std::vector<int> group = factor(rule, groups, FactorKind::pass_through);
    const std::vector<int> within_in = factor(rule, kernel.shape[ker_in], FactorKind::reduction);
    const std::vector<int> within_out = whole(rule, kernel.shape[ker_out] / groups);
    in[in_feature] = group;
    in[in_feature].insert(in[in_feature].end(), within_in.begin(), within_in.end());
    ker[ker_in] = within_in;
    ker[ker_out] = group;
    ker[ker_out].insert(ker[ker_out].end(), within_out.begin(), within_out.end());
    out[out_feature] = ker[ker_out];
  } else if (groups == 1 && batch_groups > 1 && input.shape[in_batch] % batch_groups == 0 &&
             kernel.shape[ker_out] == batch_groups) {
    // Batch groups of one output feature each (a depthwise convolution's weight gradient): the
    // input's batch is the group then the output's batch, the kernel's and output's features
    // the group.
    const std::vector<int> group = factor(rule, batch_groups, FactorKind::pass_through);
    out[out_batch] = factor(rule, output.shape[out_batch], FactorKind::pass_through);
    in[in_batch] = group;
    in[in_batch].insert(in[in_batch].end(), out[out_batch].begin(), out[out_batch].end());
    const std::vector<int> within_out = whole(rule, kernel.shape[ker_out] / batch_groups);
    ker[ker_out] = group;
    ker[ker_out].insert(ker[ker_out].end(), within_out.begin(), within_out.end());
    out[out_feature] = ker[ker_out];
    in[in_feature] = ker[ker_in] = factor(rule, input.shape[in_feature], FactorKind::reduction);
  }
  spatial_factors(rule, ctx, in, ker, out);
  rule.operands = {in, ker};
  rule.results.push_back(out);
  return rule;
}

// A dimension whose window is one element, without stride, dilation or
// padding, is independent per element; any other stays whole.
//
// Windows that tile the dimension (as long as their stride, unpadded, the
// dimension a whole number of them: 2x2 pooling with stride 2) split it by
// whole windows: the operand's dimension is the result's factor (which window)
// then a whole factor (where in the window).
FactorRule reduce_window(const FactorContext& ctx) {
  const Attrs& a = ctx.attrs;
  const IntList& window = a.int_list("window_dimensions");
  const IntList ones(window.size(), 1);
  const IntList strides = int_list_or(a, "window_strides", ones);
  const IntList base = int_list_or(a, "base_dilations", ones);
  const IntList dilations = int_list_or(a, "window_dilations", ones);
  const IntListList padding = a.int_list_list_or_empty("padding");
  FactorRule rule;
  const TensorType& in = ctx.operands[0];
  const TensorType& out = ctx.results[0];
  Dims operand, result;
  for (std::size_t d = 0; d < in.shape.size(); ++d) {
    const bool padded = !padding.empty() && (padding[d][0] != 0 || padding[d][1] != 0);
    const bool tiles = window[d] == strides[d] && base[d] == 1 && dilations[d] == 1 && !padded &&
                       in.shape[d] == out.shape[d] * window[d];
    // A window reaching across blocks with one output row per stride of input rows (stride 1 and
    // "SAME", or a SAME max pool with stride s over s times its output) splits by output rows,
    // with halos of the window's reach, the padding past the ends the init value.
    const std::int64_t reach = (window[d] - 1) * dilations[d];
    const std::int64_t low = padding.empty() ? 0 : padding[d][0], high = padding.empty() ? 0 : padding[d][1];
    const bool halo = !tiles && ctx.operands.size() == 2 && base[d] == 1 && low >= 0 && high >= 0 &&
                      low <= reach && out.shape[d] > 1 && in.shape[d] == out.shape[d] * strides[d] &&
                      reach > 0;
    // A stride-1 window whose output is shorter than its input (a VALID pool) splits by the
    // input's blocks, as a convolution's does (spatial_factors).
    const bool shrinks = !tiles && !halo && ctx.operands.size() == 2 && base[d] == 1 && strides[d] == 1 &&
                         low >= 0 && high >= 0 && low <= reach && out.shape[d] > 1 &&
                         out.shape[d] < in.shape[d];
    if (shrinks) {
      const int f = factor(rule, in.shape[d], FactorKind::pass_through).at(0);
      result.push_back({f});
      operand.push_back({f});
      rule.halos.push_back(FactorRule::Halo{f, 0, d, low, reach - low, d, std::size_t{1}});
    } else if (tiles) {
      result.push_back(factor(rule, out.shape[d], FactorKind::pass_through));
      operand.push_back(result.back());
      for (int f : whole(rule, window[d])) operand.back().push_back(f);
    } else if (halo) {
      const int f = factor(rule, out.shape[d], FactorKind::pass_through).at(0);
      result.push_back({f});
      operand.push_back({f});
      if (strides[d] > 1)
        for (int g : whole(rule, strides[d])) operand.back().push_back(g);
      const std::int64_t past = std::max<std::int64_t>(reach + 1 - strides[d] - low, 0);
      rule.halos.push_back(FactorRule::Halo{f, 0, d, low, past, d, std::size_t{1}});
    } else {
      operand.push_back(whole(rule, in.shape[d]));
      result.push_back(whole(rule, out.shape[d]));
    }
  }
  rule.operands = {operand};
  for (std::size_t k = 1; k < ctx.operands.size(); ++k) rule.operands.push_back(scalar());
  rule.results.push_back(result);
  return rule;
}

FactorRule select_and_scatter(const FactorContext& ctx) {
  const Attrs& a = ctx.attrs;
  const IntList& window = a.int_list("window_dimensions");
  const IntList strides = int_list_or(a, "window_strides", IntList(window.size(), 1));
  const IntListList padding = a.int_list_list_or_empty("padding");
  FactorRule rule;
  const TensorType& in = ctx.operands[0];
  const TensorType& source = ctx.operands[1];
  Dims operand, sources;
  for (std::size_t d = 0; d < in.shape.size(); ++d) {
    const bool padded = !padding.empty() && (padding[d][0] != 0 || padding[d][1] != 0);
    // Windows that tile the dimension (a max pool's gradient with its window as its stride, no
    // padding): each block of windows selects and scatters within itself, split by windows.
    const bool tiles = window[d] == strides[d] && !padded && in.shape[d] == source.shape[d] * window[d];
    if (tiles) {
      sources.push_back(factor(rule, source.shape[d], FactorKind::pass_through));
      operand.push_back(sources.back());
      if (window[d] > 1)
        for (int f : whole(rule, window[d])) operand.back().push_back(f);
    } else {
      operand.push_back(whole(rule, in.shape[d]));
      sources.push_back(whole(rule, source.shape[d]));
    }
  }
  rule.operands = {operand, sources, scalar()};
  rule.results.push_back(operand);
  return rule;
}

FactorRule sort(const FactorContext& ctx) {
  FactorRule rule;
  const auto along = static_cast<std::size_t>(ctx.attrs.integer("dimension"));
  Dims shared = pass_through_dims(rule, ctx.operands[0]);
  shared[along] = whole(rule, ctx.operands[0].shape[along]);
  for (std::size_t k = 0; k < ctx.operands.size(); ++k) rule.operands.push_back(shared);
  for (std::size_t k = 0; k < ctx.results.size(); ++k) rule.results.push_back(shared);
  return rule;
}

// The transformed (last) dimensions stay whole; the leading ones are a batch.
FactorRule fft(const FactorContext& ctx) {
  const std::size_t transformed = ctx.attrs.int_list("fft_length").size();
  const std::size_t rank = ctx.operands[0].shape.size();
  return per_dimension(ctx, [&](std::size_t d) { return d + transformed < rank; });
}

// A collective in a partly manual shard_map's body (the only place the partitioner partitions
// one: a body manual over every axis is written as it is) moves data among the devices of its
// manual axes. An all-reduce or a permute may have every dimension split over the axes left
// automatic, since one group's devices hold the same block of those (the partitioner checks the
// groups); one that cuts or joins a dimension (all_gather, psum_scatter, all_to_all) takes its
// operand whole over them, as XLA's partitioner does (it gathers the free axes first, even those
// splitting a dimension the collective leaves alone). axis_index has no dimensions.
FactorRule collective(const FactorContext& ctx) {
  if (ctx.operands.empty()) {
    FactorRule rule;
    rule.results.push_back(whole_dims(rule, ctx.results[0]));
    return rule;
  }
  const bool cuts_or_joins = ctx.attrs.has("dimension") || ctx.attrs.has("split_axis");
  return cuts_or_joins ? replicated(ctx) : elementwise(ctx);
}

FactorRule bitcast_convert(const FactorContext& ctx) {
  const TensorType& in = ctx.operands[0];
  const TensorType& out = ctx.results[0];
  if (in.rank() == out.rank()) return elementwise(ctx);
  // A width change adds or removes a last dimension; the leading ones are shared.
  FactorRule rule;
  const std::size_t leading = static_cast<std::size_t>(std::min(in.rank(), out.rank()));
  Dims operand, result;
  for (std::size_t d = 0; d < leading; ++d) {
    operand.push_back(factor(rule, in.shape[d], FactorKind::pass_through));
    result.push_back(operand.back());
  }
  if (in.shape.size() > leading) operand.push_back(whole(rule, in.shape.back()));
  if (out.shape.size() > leading) result.push_back(whole(rule, out.shape.back()));
  rule.operands.push_back(operand);
  rule.results.push_back(result);
  return rule;
}

namespace {

// The dims of an index array other than its index vector dimension, in order.
std::vector<std::size_t> index_batch_dims(const TensorType& indices, std::int64_t index_vector_dim) {
  std::vector<std::size_t> dims;
  for (std::size_t d = 0; d < indices.shape.size(); ++d)
    if (static_cast<std::int64_t>(d) != index_vector_dim) dims.push_back(d);
  return dims;
}

// Dims left unset (-1 markers) stay whole, each its own factor.
Dims fill_whole(FactorRule& rule, const TensorType& type, const std::vector<std::vector<int>>& dims,
                const std::vector<bool>& set) {
  Dims out = dims;
  for (std::size_t d = 0; d < out.size(); ++d)
    if (!set[d]) out[d] = whole(rule, type.shape[d]);
  return out;
}

}  // namespace

// The index batch dimensions (the indices' dims but the index vector's) are
// the result's batch dimensions; an operand dimension sliced whole and not
// indexed is an offset dimension of the result; the rest stays whole.
FactorRule gather(const FactorContext& ctx) {
  FactorRule rule;
  const TensorType& operand = ctx.operands[0];
  const TensorType& indices = ctx.operands[1];
  const TensorType& result = ctx.results[0];
  const Attrs& a = ctx.attrs;
  const IntList& offset_dims = a.int_list("offset_dims");
  const IntList& collapsed = a.int_list("collapsed_slice_dims");
  const IntList operand_batching = int_list_or(a, "operand_batching_dims", {});
  const IntList indices_batching = int_list_or(a, "start_indices_batching_dims", {});
  const IntList& start_index_map = a.int_list("start_index_map");
  const IntList& slice_sizes = a.int_list("slice_sizes");
  Dims op(operand.shape.size()), idx(indices.shape.size()), res(result.shape.size());
  std::vector<bool> op_set(op.size()), idx_set(idx.size()), res_set(res.size());
  const std::vector<std::size_t> batch = index_batch_dims(indices, a.integer("index_vector_dim"));
  std::size_t next = 0;
  for (std::size_t r = 0; r < res.size(); ++r) {
    if (contains(offset_dims, static_cast<std::int64_t>(r))) continue;
    const std::size_t i = batch.at(next++);
    idx[i] = res[r] = factor(rule, indices.shape[i], FactorKind::pass_through);
    idx_set[i] = res_set[r] = true;
  }
  for (std::size_t k = 0; k < operand_batching.size(); ++k) {
    const auto o = static_cast<std::size_t>(operand_batching[k]);
    op[o] = idx[static_cast<std::size_t>(indices_batching[k])];
    op_set[o] = true;
  }
  next = 0;
  for (std::size_t o = 0; o < op.size(); ++o) {
    const auto dim = static_cast<std::int64_t>(o);
    if (contains(collapsed, dim) || contains(operand_batching, dim)) continue;
    const auto r = static_cast<std::size_t>(offset_dims.at(next++));
    if (!contains(start_index_map, dim) && slice_sizes[o] == operand.shape[o]) {
      op[o] = res[r] = factor(rule, operand.shape[o], FactorKind::pass_through);
      op_set[o] = res_set[r] = true;
    }
  }
  // One indexed dimension picked row by row (an embedding lookup): split as a sum of blocks.
  const auto vector_dim = static_cast<std::size_t>(a.integer("index_vector_dim"));
  const bool one_component = vector_dim == indices.shape.size() || indices.shape[vector_dim] == 1;
  if (start_index_map.size() == 1 && one_component) {
    const auto o = static_cast<std::size_t>(start_index_map[0]);
    if (contains(collapsed, start_index_map[0]) && slice_sizes[o] == 1 && !op_set[o] &&
        operand.shape[o] > 1) {
      op[o] = {rule.add_factor(operand.shape[o], FactorKind::reduction)};
      op_set[o] = true;
      rule.indexed = FactorRule::IndexedDim{op[o][0], o};
    }
  }
  rule.operands = {fill_whole(rule, operand, op, op_set), fill_whole(rule, indices, idx, idx_set)};
  rule.results = {fill_whole(rule, result, res, res_set)};
  return rule;
}

// An add scatter's index batch dimensions are summed over: split, each device
// scatters its updates into its copy and the copies are summed (the operand
// counted once: FactorRule::counted_once). A batching dimension splits the
// operand, indices and updates alike. An update window dimension as long as
// the operand's and not indexed splits the operand too. Other combiners keep
// the index batch dimensions whole.
FactorRule scatter(const FactorContext& ctx) {
  const Attrs& a = ctx.attrs;
  const IntList input_batching = int_list_or(a, "input_batching_dims", {});
  const IntList indices_batching = int_list_or(a, "scatter_indices_batching_dims", {});
  FactorRule rule;
  const TensorType& operand = ctx.operands[0];
  const TensorType& indices = ctx.operands[1];
  const TensorType& updates = ctx.operands[2];
  const IntList& window = a.int_list("update_window_dims");
  const IntList& inserted = a.int_list("inserted_window_dims");
  const IntList& scattered = a.int_list("scatter_dims_to_operand_dims");
  const std::string& computation = a.symbol("computation");
  const bool adds = computation == "add";
  // max and min are idempotent: every device scatters its updates into the whole operand and
  // the partial results combine with pmax or pmin (jax.ops.segment_max over split rows).
  const bool idempotent =
      (computation == "max" || computation == "min") && ctx.operands[0].dtype != DType::boolean;
  Dims op(operand.shape.size()), idx(indices.shape.size()), upd(updates.shape.size());
  std::vector<bool> op_set(op.size()), idx_set(idx.size()), upd_set(upd.size());
  const std::vector<std::size_t> batch = index_batch_dims(indices, a.integer("index_vector_dim"));
  std::size_t next = 0;
  for (std::size_t u = 0; u < upd.size(); ++u) {
    if (contains(window, static_cast<std::int64_t>(u))) continue;
    const std::size_t i = batch.at(next++);
    // A batching dimension pairs each index with its own slice of the operand: split alike.
    const auto batching =
        std::find(indices_batching.begin(), indices_batching.end(), static_cast<std::int64_t>(i));
    const FactorKind kind = batching != indices_batching.end() ? FactorKind::pass_through
                            : adds || idempotent               ? FactorKind::reduction
                                                               : FactorKind::need_replication;
    idx[i] = upd[u] = factor(rule, indices.shape[i], kind);
    idx_set[i] = upd_set[u] = true;
    if (batching != indices_batching.end()) {
      const auto o = static_cast<std::size_t>(
          input_batching[static_cast<std::size_t>(batching - indices_batching.begin())]);
      op[o] = idx[i];
      op_set[o] = true;
    }
  }
  next = 0;
  for (std::size_t o = 0; o < op.size(); ++o) {
    const auto dim = static_cast<std::int64_t>(o);
    if (contains(inserted, dim) || contains(input_batching, dim)) continue;
    const auto u = static_cast<std::size_t>(window.at(next++));
    if (!contains(scattered, dim) && updates.shape[u] == operand.shape[o]) {
      op[o] = upd[u] = factor(rule, operand.shape[o], FactorKind::pass_through);
      op_set[o] = upd_set[u] = true;
    }
  }
  // One indexed dimension written row by row (an embedding's gradient): split by blocks.
  const auto vector_dim = static_cast<std::size_t>(a.integer("index_vector_dim"));
  const bool one_component = vector_dim == indices.shape.size() || indices.shape[vector_dim] == 1;
  if (scattered.size() == 1 && one_component) {
    const auto o = static_cast<std::size_t>(scattered[0]);
    if (contains(inserted, scattered[0]) && !op_set[o] && operand.shape[o] > 1) {
      op[o] = {rule.add_factor(operand.shape[o], FactorKind::pass_through)};
      op_set[o] = true;
      rule.indexed = FactorRule::IndexedDim{op[o][0], o};
    }
  }
  const Dims operand_dims = fill_whole(rule, operand, op, op_set);
  rule.operands = {operand_dims, fill_whole(rule, indices, idx, idx_set),
                   fill_whole(rule, updates, upd, upd_set)};
  rule.results = {operand_dims};
  if (idempotent)
    rule.combine = computation == "max" ? OpCode::pmax : OpCode::pmin;
  else
    rule.counted_once = 0;  // an add's operand: one device's partial result holds it
  return rule;
}

FactorRule optimization_barrier(const FactorContext& ctx) {
  FactorRule rule;
  for (const TensorType& operand : ctx.operands) {
    rule.operands.push_back(pass_through_dims(rule, operand));
    rule.results.push_back(rule.operands.back());
  }
  return rule;
}

}  // namespace pmapsim::factor_rules
