// The indexing ops' kernels: an affine copy (slice, reverse, pad,
// dynamic_slice), the dynamic_update_slice write, gather and scatter. See
// indexing.hpp for what each computes.
#include <cstring>
#include <type_traits>

#include "indexing.hpp"
#include "pmapsim/semantics/float_storage.hpp"

namespace pmapsim::cuda {
namespace {

__device__ std::int64_t read_index(const IndexOperand& indices, std::int64_t i) {
  switch (indices.width) {
    case 1:
      return indices.is_unsigned
                 ? static_cast<std::int64_t>(static_cast<const std::uint8_t*>(indices.data)[i])
                 : static_cast<const std::int8_t*>(indices.data)[i];
    case 2:
      return indices.is_unsigned
                 ? static_cast<std::int64_t>(static_cast<const std::uint16_t*>(indices.data)[i])
                 : static_cast<const std::int16_t*>(indices.data)[i];
    case 4:
      return indices.is_unsigned
                 ? static_cast<std::int64_t>(static_cast<const std::uint32_t*>(indices.data)[i])
                 : static_cast<const std::int32_t*>(indices.data)[i];
    default: {
      const std::int64_t v = static_cast<const std::int64_t*>(indices.data)[i];
      // u64 beyond INT64_MAX is out of bounds anyway: saturate, as the reference does.
      return indices.is_unsigned && v < 0 ? INT64_MAX : v;
    }
  }
}

__device__ std::int64_t clamp64(std::int64_t v, std::int64_t low, std::int64_t high) {
  return v < low ? low : (v > high ? high : v);
}

// Copies one element of `width` bytes (1, 2, 4, 8 or 16; buffers are aligned to it).
__device__ void copy_element(int width, const void* from, std::int64_t i, void* to, std::int64_t j) {
  switch (width) {
    case 1:
      static_cast<std::uint8_t*>(to)[j] = static_cast<const std::uint8_t*>(from)[i];
      break;
    case 2:
      static_cast<std::uint16_t*>(to)[j] = static_cast<const std::uint16_t*>(from)[i];
      break;
    case 4:
      static_cast<std::uint32_t*>(to)[j] = static_cast<const std::uint32_t*>(from)[i];
      break;
    case 16:  // c128
      static_cast<ulonglong2*>(to)[j] = static_cast<const ulonglong2*>(from)[i];
      break;
    default:
      static_cast<std::uint64_t*>(to)[j] = static_cast<const std::uint64_t*>(from)[i];
      break;
  }
}

__global__ void affine_copy_kernel(AffineCopy plan, int width, const void* in, const void* fill, void* out) {
  std::int64_t add[kMaxRank];
  for (int d = 0; d < plan.rank; ++d) {
    add[d] = plan.add[d];
    if (plan.starts[d].data != nullptr) {
      add[d] += clamp64(read_index(plan.starts[d], 0), 0, plan.in_dims[d] - plan.out_dims[d]);
    }
  }
  const std::int64_t stride = static_cast<std::int64_t>(gridDim.x) * blockDim.x;
  for (std::int64_t i = static_cast<std::int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < plan.elements;
       i += stride) {
    std::int64_t rest = i;
    std::int64_t source = 0;
    bool inside = true;
    for (int d = plan.rank - 1; d >= 0; --d) {
      const std::int64_t c = rest % plan.out_dims[d];
      rest /= plan.out_dims[d];
      const std::int64_t t = c * plan.mul[d] + add[d];
      // t may be negative: test divisibility and range before dividing.
      if (t < 0 || t % plan.div[d] != 0 || t / plan.div[d] >= plan.in_dims[d]) {
        inside = false;
      } else {
        source += (t / plan.div[d]) * plan.in_strides[d];
      }
    }
    if (inside) {
      copy_element(width, in, source, out, i);
    } else {
      copy_element(width, fill, 0, out, i);
    }
  }
}

__global__ void update_slice_kernel(UpdateSlice plan, int width, const void* update, void* out) {
  std::int64_t start[kMaxRank];
  for (int d = 0; d < plan.rank; ++d) {
    start[d] = clamp64(read_index(plan.starts[d], 0), 0, plan.out_dims[d] - plan.update_dims[d]);
  }
  const std::int64_t stride = static_cast<std::int64_t>(gridDim.x) * blockDim.x;
  for (std::int64_t i = static_cast<std::int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < plan.elements;
       i += stride) {
    std::int64_t rest = i;
    std::int64_t target = 0;
    for (int d = plan.rank - 1; d >= 0; --d) {
      target += (start[d] + rest % plan.update_dims[d]) * plan.out_strides[d];
      rest /= plan.update_dims[d];
    }
    copy_element(width, update, i, out, target);
  }
}

// The indices' element for batch coordinates `batch` (the indices' dims
// other than index_vector_dim, in order) and vector entry k.
__device__ std::int64_t index_entry(const IndexOperand& indices, const std::int64_t* strides, int rank,
                                    int vector_dim, const std::int64_t* batch, int k) {
  std::int64_t offset = 0;
  int b = 0;
  for (int d = 0; d < rank; ++d) offset += (d == vector_dim ? k : batch[b++]) * strides[d];
  return read_index(indices, offset);
}

__global__ void gather_kernel(GatherParams p, int width, const void* operand, IndexOperand indices,
                              void* out) {
  const std::int64_t stride = static_cast<std::int64_t>(gridDim.x) * blockDim.x;
  for (std::int64_t i = static_cast<std::int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < p.elements;
       i += stride) {
    std::int64_t coordinate[kMaxRank];
    std::int64_t rest = i;
    for (int d = p.result_rank - 1; d >= 0; --d) {
      coordinate[d] = rest % p.result_dims[d];
      rest /= p.result_dims[d];
    }
    std::int64_t source[kMaxRank] = {};
    std::int64_t batch[kMaxRank] = {};
    int batch_count = 0;
    for (int d = 0; d < p.result_rank; ++d) {
      if (p.offset_operand_dim[d] >= 0) {
        source[p.offset_operand_dim[d]] += coordinate[d];
      } else {
        batch[batch_count++] = coordinate[d];
      }
    }
    for (int k = 0; k < p.vector_size; ++k) {
      const int d = p.start_index_map[k];
      const std::int64_t start =
          index_entry(indices, p.indices_strides, p.indices_rank, p.index_vector_dim, batch, k);
      source[d] += clamp64(start, 0, p.operand_dims[d] - p.slice_sizes[d]);
    }
    for (int k = 0; k < p.batching_count; ++k) {
      const int d = p.indices_batching[k];
      source[p.operand_batching[k]] += batch[d < p.index_vector_dim ? d : d - 1];
    }
    std::int64_t offset = 0;
    for (int d = 0; d < p.operand_rank; ++d) offset += source[d] * p.operand_strides[d];
    copy_element(width, operand, offset, out, i);
  }
}

template <typename T>
__device__ T combine_values(ScatterCombine combine, T current, T update) {
  switch (combine) {
    case ScatterCombine::add:
      return current + update;
    case ScatterCombine::mul:
      return current * update;
    case ScatterCombine::max:
      if constexpr (std::is_floating_point_v<T>) {
        if (isnan(current) || isnan(update)) return current + update;
      }
      return current < update ? update : current;
    case ScatterCombine::min:
      if constexpr (std::is_floating_point_v<T>) {
        if (isnan(current) || isnan(update)) return current + update;
      }
      return update < current ? update : current;
    case ScatterCombine::replace:
      break;
  }
  return update;
}

// Copies x's magnitude with y's sign.
__device__ inline float with_sign(float x, float y) {
  return __uint_as_float((__float_as_uint(x) & 0x7fffffffu) | (__float_as_uint(y) & 0x80000000u));
}
__device__ inline double with_sign(double x, double y) {
  return __longlong_as_double((__double_as_longlong(x) & 0x7fffffffffffffffll) |
                              (__double_as_longlong(y) & static_cast<long long>(0x8000000000000000ull)));
}
// Products, sums and differences rounded once each (never contracted into an FMA).
__device__ inline float mul_rn(float a, float b) {
  return __fmul_rn(a, b);
}
__device__ inline double mul_rn(double a, double b) {
  return __dmul_rn(a, b);
}
__device__ inline float add_rn(float a, float b) {
  return __fadd_rn(a, b);
}
__device__ inline double add_rn(double a, double b) {
  return __dadd_rn(a, b);
}
__device__ inline float sub_rn(float a, float b) {
  return __fsub_rn(a, b);
}
__device__ inline double sub_rn(double a, double b) {
  return __dsub_rn(a, b);
}

// (a + ib)(c + id) as the reference's std::complex<T> multiplies (GCC's
// complex product, C's Annex G): the four products in T, then where both
// parts are NaN the infinities recovered as libgcc's __mulsc3/__muldc3 do.
template <typename T>
__device__ void complex_product(T a, T b, T c, T d, T& re, T& im) {
  const T ac = mul_rn(a, c), bd = mul_rn(b, d), ad = mul_rn(a, d), bc = mul_rn(b, c);
  re = sub_rn(ac, bd);
  im = add_rn(ad, bc);
  if (!isnan(re) || !isnan(im)) return;
  bool again = false;
  if (isinf(a) || isinf(b)) {
    a = with_sign(isinf(a) ? T(1) : T(0), a);
    b = with_sign(isinf(b) ? T(1) : T(0), b);
    if (isnan(c)) c = with_sign(T(0), c);
    if (isnan(d)) d = with_sign(T(0), d);
    again = true;
  }
  if (isinf(c) || isinf(d)) {
    c = with_sign(isinf(c) ? T(1) : T(0), c);
    d = with_sign(isinf(d) ? T(1) : T(0), d);
    if (isnan(a)) a = with_sign(T(0), a);
    if (isnan(b)) b = with_sign(T(0), b);
    again = true;
  }
  if (!again && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) {
    if (isnan(a)) a = with_sign(T(0), a);
    if (isnan(b)) b = with_sign(T(0), b);
    if (isnan(c)) c = with_sign(T(0), c);
    if (isnan(d)) d = with_sign(T(0), d);
    again = true;
  }
  if (again) {
    const T inf = T(INFINITY);
    re = mul_rn(inf, sub_rn(mul_rn(a, c), mul_rn(b, d)));
    im = mul_rn(inf, add_rn(mul_rn(a, d), mul_rn(b, c)));
  }
}

// A complex element (two parts of T) combined: replaced, added part by part, or multiplied.
template <typename T>
__device__ void combine_complex(ScatterCombine combine, const T* update, T* target) {
  if (combine == ScatterCombine::replace) {
    target[0] = update[0];
    target[1] = update[1];
  } else if (combine == ScatterCombine::mul) {
    complex_product(target[0], target[1], update[0], update[1], target[0], target[1]);
  } else {
    target[0] = add_rn(target[0], update[0]);
    target[1] = add_rn(target[1], update[1]);
  }
}

// One combine of an update element into out, by storage. Integers add and
// multiply in their unsigned type, so signed overflow wraps as StableHLO's.
__device__ void combine_element(ScatterCombine combine, ScatterStorage storage, const void* updates,
                                std::int64_t u, void* out, std::int64_t o) {
  const auto wrap = [&](auto tag) {
    using S = decltype(tag);
    using U = std::make_unsigned_t<S>;
    S* target = static_cast<S*>(out) + o;
    const S update = static_cast<const S*>(updates)[u];
    if (combine == ScatterCombine::add) {
      *target = static_cast<S>(static_cast<U>(*target) + static_cast<U>(update));
    } else if (combine == ScatterCombine::mul) {
      *target = static_cast<S>(static_cast<U>(*target) * static_cast<U>(update));
    } else {
      *target = combine_values<S>(combine, *target, update);
    }
  };
  switch (storage) {
    case ScatterStorage::f32: {
      float* target = static_cast<float*>(out) + o;
      *target = combine_values(combine, *target, static_cast<const float*>(updates)[u]);
      break;
    }
    case ScatterStorage::f64: {
      double* target = static_cast<double*>(out) + o;
      *target = combine_values(combine, *target, static_cast<const double*>(updates)[u]);
      break;
    }
    case ScatterStorage::bf16: {
      std::uint16_t* target = static_cast<std::uint16_t*>(out) + o;
      const float update = semantics::bf16_bits_to_f32(static_cast<const std::uint16_t*>(updates)[u]);
      *target = combine == ScatterCombine::replace
                    ? static_cast<const std::uint16_t*>(updates)[u]
                    : semantics::f32_to_bf16_bits(
                          combine_values(combine, semantics::bf16_bits_to_f32(*target), update));
      break;
    }
    case ScatterStorage::boolean: {
      std::uint8_t* target = static_cast<std::uint8_t*>(out) + o;
      const std::uint8_t update = static_cast<const std::uint8_t*>(updates)[u];
      // max is or, min is and; add and mul are refused by the shape rule.
      *target = combine == ScatterCombine::replace ? update
                : combine == ScatterCombine::max   ? static_cast<std::uint8_t>(*target || update)
                                                   : static_cast<std::uint8_t>(*target && update);
      break;
    }
    case ScatterStorage::s8:
      wrap(std::int8_t{});
      break;
    case ScatterStorage::s16:
      wrap(std::int16_t{});
      break;
    case ScatterStorage::s32:
      wrap(std::int32_t{});
      break;
    case ScatterStorage::s64:
      wrap(std::int64_t{});
      break;
    case ScatterStorage::u8:
      wrap(std::uint8_t{});
      break;
    case ScatterStorage::u16:
      wrap(std::uint16_t{});
      break;
    case ScatterStorage::u32:
      wrap(std::uint32_t{});
      break;
    case ScatterStorage::u64:
      wrap(std::uint64_t{});
      break;
    case ScatterStorage::c64:
      combine_complex(combine, static_cast<const float*>(updates) + 2 * u, static_cast<float*>(out) + 2 * o);
      break;
    case ScatterStorage::c128:
      combine_complex(combine, static_cast<const double*>(updates) + 2 * u,
                      static_cast<double*>(out) + 2 * o);
      break;
  }
}

// The operand element (flat) that update element u (row-major over the
// updates) combines into, or -1 when its window is not wholly inside the operand.
__device__ std::int64_t scatter_target(const ScatterParams& p, const IndexOperand& indices, std::int64_t u) {
  std::int64_t coordinate[kMaxRank];
  std::int64_t rest = u;
  for (int d = p.updates_rank - 1; d >= 0; --d) {
    coordinate[d] = rest % p.updates_dims[d];
    rest /= p.updates_dims[d];
  }
  std::int64_t target[kMaxRank] = {};
  std::int64_t batch[kMaxRank] = {};  // the point's coordinates over the updates' scatter dims
  int batch_count = 0;
  for (int d = 0; d < p.updates_rank; ++d) {
    if (p.window_operand_dim[d] >= 0) {
      target[p.window_operand_dim[d]] += coordinate[d];
    } else {
      batch[batch_count++] = coordinate[d];
    }
  }
  for (int k = 0; k < p.vector_size; ++k) {
    const int d = p.to_operand[k];
    const std::int64_t start =
        index_entry(indices, p.indices_strides, p.indices_rank, p.index_vector_dim, batch, k);
    if (start < 0 || start > p.operand_dims[d] - p.window_extent[d]) return -1;
    target[d] += start;
  }
  for (int k = 0; k < p.batching_count; ++k) {
    const int d = p.indices_batching[k];
    target[p.input_batching[k]] += batch[d < p.index_vector_dim ? d : d - 1];
  }
  std::int64_t offset = 0;
  for (int d = 0; d < p.operand_rank; ++d) offset += target[d] * p.operand_strides[d];
  return offset;
}

#define PMAPSIM_GRID_STRIDE(i, n)                                                                  \
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < (n); \
       i += static_cast<std::int64_t>(blockDim.x) * gridDim.x)

__device__ inline std::uint64_t mix64(std::uint64_t x) {  // splitmix64's finalizer
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Sets *collided when two update elements (of windows inside the operand)
// have one target: each inserts target + 1 into a set of `capacity` slots
// (zeroed; open addressing, at most half full).
__global__ void scatter_collisions_kernel(ScatterParams p, IndexOperand indices, unsigned long long* table,
                                          std::int64_t capacity, unsigned* collided) {
  PMAPSIM_GRID_STRIDE(u, p.update_elements) {
    if (*static_cast<volatile unsigned*>(collided) != 0) return;  // found: the rest cannot change it
    const std::int64_t target = scatter_target(p, indices, u);
    if (target < 0) continue;
    const auto key = static_cast<unsigned long long>(target) + 1;
    auto slot = static_cast<std::int64_t>(mix64(key) % static_cast<std::uint64_t>(capacity));
    for (;;) {
      const unsigned long long seen = atomicCAS(&table[slot], 0ull, key);
      if (seen == 0) break;
      if (seen == key) {
        *collided = 1;
        break;
      }
      slot = slot + 1 == capacity ? 0 : slot + 1;
    }
  }
}

// Targets all distinct (or one point): each update element combines on its
// own thread. With a collision flag that is set, the sorted path runs instead.
__global__ void scatter_direct_kernel(ScatterParams p, ScatterCombine combine, ScatterStorage storage,
                                      IndexOperand indices, const void* updates, void* out,
                                      const unsigned* collided) {
  if (collided != nullptr && *collided != 0) return;
  PMAPSIM_GRID_STRIDE(u, p.update_elements) {
    const std::int64_t target = scatter_target(p, indices, u);
    if (target >= 0) combine_element(combine, storage, updates, u, out, target);
  }
}

// The sort keys: target * update_elements + u (skipped elements: the
// target operand_elements, after every other), distinct, so that their order
// is (target, position in the updates).
constexpr int kScatterTile = 1024;  // keys one block sorts in shared memory
constexpr int kScatterTileThreads = 256;

__device__ std::int64_t count_below(const unsigned long long* keys, std::int64_t begin, std::int64_t end,
                                    unsigned long long key) {
  std::int64_t low = begin, high = end;
  while (low < high) {
    const std::int64_t mid = low + (high - low) / 2;
    if (keys[mid] < key) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  return low - begin;
}

// Key i of runs of `width` sorted keys goes to its place in the merge of its
// run with the neighbouring one: its index in its run plus the number of the
// other run's keys below it (keys are distinct).
__device__ std::int64_t merged_position(const unsigned long long* keys, std::int64_t n, std::int64_t width,
                                        std::int64_t i) {
  const std::int64_t base = i / (2 * width) * (2 * width);
  const std::int64_t middle = base + width < n ? base + width : n;
  const std::int64_t end = base + 2 * width < n ? base + 2 * width : n;
  if (i < middle) return i + count_below(keys, middle, end, keys[i]);
  return base + (i - middle) + count_below(keys, base, middle, keys[i]);
}

// Each block: the keys of one tile of update elements, sorted.
__global__ void scatter_sort_tiles_kernel(ScatterParams p, IndexOperand indices, unsigned long long* keys,
                                          const unsigned* collided) {
  if (*collided == 0) return;
  __shared__ unsigned long long tile[2][kScatterTile];
  const auto total = static_cast<unsigned long long>(p.update_elements);
  for (std::int64_t first = static_cast<std::int64_t>(blockIdx.x) * kScatterTile; first < p.update_elements;
       first += static_cast<std::int64_t>(gridDim.x) * kScatterTile) {
    const std::int64_t n =
        p.update_elements - first < kScatterTile ? p.update_elements - first : kScatterTile;
    for (std::int64_t i = threadIdx.x; i < n; i += blockDim.x) {
      const std::int64_t target = scatter_target(p, indices, first + i);
      const auto at = static_cast<unsigned long long>(target < 0 ? p.operand_elements : target);
      tile[0][i] = at * total + static_cast<unsigned long long>(first + i);
    }
    __syncthreads();
    int from = 0;
    for (std::int64_t width = 1; width < n; width *= 2, from ^= 1) {
      for (std::int64_t i = threadIdx.x; i < n; i += blockDim.x)
        tile[from ^ 1][merged_position(tile[from], n, width, i)] = tile[from][i];
      __syncthreads();
    }
    for (std::int64_t i = threadIdx.x; i < n; i += blockDim.x) keys[first + i] = tile[from][i];
    __syncthreads();  // the tile is the next one's
  }
}

// One level of the merge sort over tiles: runs of `width` keys merged in pairs.
__global__ void scatter_merge_kernel(const unsigned long long* in, unsigned long long* out, std::int64_t n,
                                     std::int64_t width, const unsigned* collided) {
  if (*collided == 0) return;
  PMAPSIM_GRID_STRIDE(i, n) {
    out[merged_position(in, n, width, i)] = in[i];
  }
}

// The first key of each target folds that target's updates in key order.
__global__ void scatter_fold_kernel(ScatterParams p, ScatterCombine combine, ScatterStorage storage,
                                    const unsigned long long* keys, const void* updates, void* out,
                                    const unsigned* collided) {
  if (*collided == 0) return;
  const auto total = static_cast<unsigned long long>(p.update_elements);
  const auto skipped = static_cast<unsigned long long>(p.operand_elements);
  PMAPSIM_GRID_STRIDE(s, p.update_elements) {
    const unsigned long long target = keys[s] / total;
    if (target == skipped || (s > 0 && keys[s - 1] / total == target)) continue;
    for (std::int64_t k = s; k < p.update_elements && keys[k] / total == target; ++k) {
      combine_element(combine, storage, updates, static_cast<std::int64_t>(keys[k] % total), out,
                      static_cast<std::int64_t>(target));
    }
  }
}

#undef PMAPSIM_GRID_STRIDE

// The scratch of a scatter of several points: the collision flag, the set of
// targets (2 slots per update element), whose memory then holds the sort's
// keys, and the sort's second buffer.
struct ScatterScratch {
  unsigned* collided;
  unsigned long long* table;  // 2 * update_elements slots, then the keys
  unsigned long long* other;  // update_elements keys
  std::int64_t capacity;
};
ScatterScratch scatter_scratch(const ScatterParams& p, void* scratch) {
  auto* base = static_cast<unsigned long long*>(scratch);
  return {reinterpret_cast<unsigned*>(base), base + 1, base + 1 + 2 * p.update_elements,
          2 * p.update_elements};
}

cudaError_t launched() {
  return cudaGetLastError();
}

}  // namespace

cudaError_t launch_affine_copy(const AffineCopy& plan, int element_bytes, const void* in, const void* fill,
                               void* out, const Launch& launch) {
  const LaunchPlan grid = plan_grid_stride_launch(plan.elements, launch.sm_count);
  affine_copy_kernel<<<grid.blocks, grid.threads, 0, launch.stream>>>(plan, element_bytes, in, fill, out);
  return launched();
}

cudaError_t launch_update_slice(const UpdateSlice& plan, int element_bytes, const void* update, void* out,
                                const Launch& launch) {
  const LaunchPlan grid = plan_grid_stride_launch(plan.elements, launch.sm_count);
  update_slice_kernel<<<grid.blocks, grid.threads, 0, launch.stream>>>(plan, element_bytes, update, out);
  return launched();
}

cudaError_t launch_gather_op(const GatherParams& params, int element_bytes, const void* operand,
                             const IndexOperand& indices, void* out, const Launch& launch) {
  const LaunchPlan grid = plan_grid_stride_launch(params.elements, launch.sm_count);
  gather_kernel<<<grid.blocks, grid.threads, 0, launch.stream>>>(params, element_bytes, operand, indices,
                                                                 out);
  return launched();
}

bool scatter_fits(const ScatterParams& params) {
  const auto total = static_cast<std::uint64_t>(params.update_elements);
  return total == 0 || static_cast<std::uint64_t>(params.operand_elements) + 1 <= UINT64_MAX / total;
}

std::size_t scatter_scratch_bytes(const ScatterParams& params) {
  if (params.points <= 1) return 0;
  return (1 + 3 * static_cast<std::size_t>(params.update_elements)) * sizeof(unsigned long long);
}

cudaError_t launch_scatter_op(const ScatterParams& params, ScatterCombine combine, ScatterStorage storage,
                              const IndexOperand& indices, const void* updates, void* out, void* scratch,
                              const Launch& launch) {
  const std::int64_t n = params.update_elements;
  const LaunchPlan grid = plan_grid_stride_launch(n, launch.sm_count);
  if (params.points <= 1) {  // one window: its elements are distinct
    scatter_direct_kernel<<<grid.blocks, grid.threads, 0, launch.stream>>>(params, combine, storage, indices,
                                                                           updates, out, nullptr);
    return launched();
  }
  const ScatterScratch s = scatter_scratch(params, scratch);
  cudaError_t status = cudaMemsetAsync(
      scratch, 0, (1 + 2 * static_cast<std::size_t>(n)) * sizeof(unsigned long long), launch.stream);
  if (status != cudaSuccess) return status;
  scatter_collisions_kernel<<<grid.blocks, grid.threads, 0, launch.stream>>>(params, indices, s.table,
                                                                             s.capacity, s.collided);
  if ((status = launched()) != cudaSuccess) return status;
  scatter_direct_kernel<<<grid.blocks, grid.threads, 0, launch.stream>>>(params, combine, storage, indices,
                                                                         updates, out, s.collided);
  if ((status = launched()) != cudaSuccess) return status;
  // The sorted path: kernels that return at once unless the flag is set.
  const std::int64_t tiles = (n + kScatterTile - 1) / kScatterTile;
  const auto tile_blocks = static_cast<unsigned>(tiles < static_cast<std::int64_t>(launch.sm_count) * 8
                                                     ? tiles
                                                     : static_cast<std::int64_t>(launch.sm_count) * 8);
  scatter_sort_tiles_kernel<<<tile_blocks, kScatterTileThreads, 0, launch.stream>>>(params, indices, s.table,
                                                                                    s.collided);
  if ((status = launched()) != cudaSuccess) return status;
  unsigned long long* from = s.table;
  unsigned long long* to = s.other;
  for (std::int64_t width = kScatterTile; width < n; width *= 2) {
    scatter_merge_kernel<<<grid.blocks, grid.threads, 0, launch.stream>>>(from, to, n, width, s.collided);
    if ((status = launched()) != cudaSuccess) return status;
    unsigned long long* swap = from;
    from = to;
    to = swap;
  }
  scatter_fold_kernel<<<grid.blocks, grid.threads, 0, launch.stream>>>(params, combine, storage, from,
                                                                       updates, out, s.collided);
  return launched();
}

}  // namespace pmapsim::cuda
