// Host arrays: element access with per-dtype rounding, layout changes that
// pmap uses to shard and unshard (block copies, not per-element access),
// printing, and deterministic random fills.
#include "pmapsim/array.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <ostream>
#include <type_traits>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

// numpy's normalize_axis_index: axis in [-rank, rank), counted from the end when negative.
int canonical_axis(std::int64_t axis, std::int64_t rank, std::string_view where) {
  if (axis < -rank || axis >= rank) {
    throw Error(fmt::format("{}: axis {} is out of bounds for array of rank {}", where, axis, rank));
  }
  return static_cast<int>(axis < 0 ? axis + rank : axis);
}

std::int64_t product(Shape::const_iterator begin, Shape::const_iterator end) {
  return std::accumulate(begin, end, std::int64_t{1}, std::multiplies<>());
}

void check_dimensions(const Shape& shape, std::string_view where) {
  for (std::int64_t dim : shape) {
    if (dim < 0) throw Error(fmt::format("{}: negative dimension in shape {}", where, shape_string(shape)));
  }
}

// Copies source into a new array whose axis k is source axis perm[k]. Trailing
// axes that stay in place move as one contiguous block per memcpy.
Array permute_axes(const Array& source, const std::vector<int>& perm) {
  const Shape& shape = source.shape();
  const int rank = static_cast<int>(shape.size());
  Shape result_shape(rank);
  for (int k = 0; k < rank; ++k) result_shape[k] = shape[perm[k]];
  if (!source.has_data()) return Array::shape_only(source.dtype(), result_shape);
  Array result(source.dtype(), result_shape);
  if (result.size() == 0) return result;

  int kept_tail = rank;  // axes [kept_tail, rank) stay in place
  while (kept_tail > 0 && perm[kept_tail - 1] == kept_tail - 1) --kept_tail;
  const std::size_t element = dtype_size(source.dtype());
  const std::size_t block_bytes =
      static_cast<std::size_t>(product(shape.begin() + kept_tail, shape.end())) * element;

  std::vector<std::int64_t> source_strides(rank, 0);  // in bytes
  std::int64_t stride = static_cast<std::int64_t>(element);
  for (int axis = rank - 1; axis >= 0; --axis) {
    source_strides[axis] = stride;
    stride *= shape[axis];
  }
  // Walk the result's leading (moved) axes in row-major order with an odometer,
  // tracking the matching source offset.
  std::vector<std::int64_t> counter(kept_tail, 0);
  std::int64_t source_offset = 0;
  const std::byte* from = source.raw();
  std::byte* to = result.raw();
  const std::int64_t blocks = product(result_shape.begin(), result_shape.begin() + kept_tail);
  for (std::int64_t block = 0; block < blocks; ++block) {
    std::memcpy(to, from + source_offset, block_bytes);
    to += block_bytes;
    for (int k = kept_tail - 1; k >= 0; --k) {
      const std::int64_t step = source_strides[perm[k]];
      if (++counter[k] < result_shape[k]) {
        source_offset += step;
        break;
      }
      source_offset -= step * (result_shape[k] - 1);
      counter[k] = 0;
    }
  }
  return result;
}

// A float as numpy's str() writes it: always with a point ("1.", "0.5"),
// the shortest text that reads back as the same value of its own width.
std::string float_string(double value, bool wide) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  std::string text = wide ? fmt::format("{}", value) : fmt::format("{}", static_cast<float>(value));
  if (text.find_first_of(".e") == std::string::npos) text += ".";
  return text;
}

// Formatting of one element as numpy's str() does it: floats always show a
// point, bools are True/False, complex numbers read "1.+2.j" and "0.5-1.j".
std::string element_string(const Array& array, std::int64_t i) {
  if (array.dtype() == DType::boolean) return array.get(i) != 0 ? "True" : "False";
  if (is_signed_integer(array.dtype())) return fmt::format("{}", array.get_int64(i));
  if (is_unsigned_integer(array.dtype())) return fmt::format("{}", array.get_uint64(i));
  if (is_complex(array.dtype())) {
    const std::complex<double> value = array.get_complex(i);
    const bool wide = array.dtype() == DType::c128;
    const std::string imag = float_string(value.imag(), wide);
    return float_string(value.real(), wide) + (imag[0] == '-' ? "" : "+") + imag + "j";
  }
  return float_string(array.get(i), array.dtype() == DType::f64);
}

// numpy's printing thresholds: arrays above kSummaryThreshold elements show
// only kEdgeItems at each end of every longer axis.
constexpr std::int64_t kSummaryThreshold = 1000;
constexpr std::int64_t kEdgeItems = 3;

class ArrayPrinter {
 public:
  explicit ArrayPrinter(const Array& array)
      : array_(array), summarize_(array.size() > kSummaryThreshold), strides_(array.rank(), 1) {
    for (std::int64_t axis = array.rank() - 2; axis >= 0; --axis) {
      strides_[axis] = strides_[axis + 1] * array.shape()[axis + 1];
    }
    collect_width(0, 0);
  }

  std::string body() {
    std::string out;
    write(0, 0, out);
    return out;
  }

 private:
  // The indices shown along axis: all, or the edges with a gap (-1) between.
  std::vector<std::int64_t> shown(std::int64_t axis) const {
    const std::int64_t dim = array_.shape()[axis];
    std::vector<std::int64_t> indices;
    if (summarize_ && dim > 2 * kEdgeItems) {
      for (std::int64_t i = 0; i < kEdgeItems; ++i) indices.push_back(i);
      indices.push_back(-1);
      for (std::int64_t i = dim - kEdgeItems; i < dim; ++i) indices.push_back(i);
    } else {
      for (std::int64_t i = 0; i < dim; ++i) indices.push_back(i);
    }
    return indices;
  }

  void collect_width(std::int64_t axis, std::int64_t offset) {
    if (axis == array_.rank()) {
      width_ = std::max(width_, element_string(array_, offset).size());
      return;
    }
    for (std::int64_t i : shown(axis)) {
      if (i >= 0) collect_width(axis + 1, offset + i * strides_[axis]);
    }
  }

  void write(std::int64_t axis, std::int64_t offset, std::string& out) const {
    if (axis == array_.rank()) {
      out += fmt::format("{:>{}}", element_string(array_, offset), width_);
      return;
    }
    // Rows of a matrix go on new lines, blocks of higher axes get blank lines between them.
    const std::string separator = axis + 1 == array_.rank()
                                      ? std::string(" ")
                                      : std::string(array_.rank() - axis - 1, '\n') +
                                            std::string(static_cast<std::size_t>(axis) + 1, ' ');
    out += '[';
    bool first = true;
    for (std::int64_t i : shown(axis)) {
      if (!first) out += separator;
      first = false;
      if (i < 0) {
        out += "...";
      } else {
        write(axis + 1, offset + i * strides_[axis], out);
      }
    }
    out += ']';
  }

  const Array& array_;
  bool summarize_;
  std::vector<std::int64_t> strides_;
  std::size_t width_ = 0;
};

// splitmix64 (Steele, Lea and Flood): a tiny generator whose output is the
// same on every platform, unlike the distributions of <random>.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // Uniform in (0, 1]: never 0, so its logarithm is finite.
  double uniform_open_zero() { return static_cast<double>((next() >> 11) + 1) * 0x1.0p-53; }

 private:
  std::uint64_t state_;
};

}  // namespace

std::int64_t num_elements(const Shape& shape) {
  return product(shape.begin(), shape.end());
}

std::string shape_string(const Shape& shape) {
  return fmt::format("[{}]", fmt::join(shape, ","));
}

std::string TensorType::str() const {
  return fmt::format("{}{}", dtype_name(dtype), shape_string(shape));
}

Array::Array(DType dtype, Shape shape) : type_{dtype, std::move(shape)}, has_data_(true) {
  check_dimensions(type_.shape, "Array");
  bytes_.resize(type_.byte_size(), std::byte{0});
}

Array Array::uninitialized(DType dtype, Shape shape) {
  check_dimensions(shape, "Array::uninitialized");
  Array array;
  array.type_ = TensorType{dtype, std::move(shape)};
  array.has_data_ = true;
  array.bytes_.resize(array.type_.byte_size());
  return array;
}

Array Array::shape_only(DType dtype, Shape shape) {
  check_dimensions(shape, "Array::shape_only");
  Array array;
  array.type_ = TensorType{dtype, std::move(shape)};
  return array;
}

void Array::check_index(std::int64_t i, std::string_view where) const {
  if (!has_data_ || i < 0 || i >= size()) {
    throw Error(fmt::format("Array::{}: index {} out of range for {}{}", where, i, type_.str(),
                            has_data_ ? "" : " (shape only)"));
  }
}

namespace {
// Element i of array converted with convert's rules to the dtype of Tag.
template <class Tag>
typename Tag::value element_as(const Array& array, std::int64_t i) {
  return visit_dtype(array.dtype(), [&](auto from) {
    using From = decltype(from);
    return convert_value<Tag, From>(From::load(array.data<typename From::storage>()[i]));
  });
}
// Stores value (of the dtype of Tag) into element i with convert's rules.
template <class Tag>
void store_element(Array& array, std::int64_t i, typename Tag::value value) {
  visit_dtype(array.dtype(), [&](auto to) {
    using To = decltype(to);
    array.data<typename To::storage>()[i] = convert_to_storage<To, Tag>(value);
  });
}
}  // namespace

double Array::get(std::int64_t i) const {
  check_index(i, "get");
  if (is_complex(dtype())) {
    throw Error(
        fmt::format("Array::get: element {} of {} is complex (read it with get_complex)", i, type_.str()));
  }
  return visit_dtype(dtype(), [&](auto tag) {
    using Tag = decltype(tag);
    return static_cast<double>(Tag::load(data<typename Tag::storage>()[i]));
  });
}

void Array::set(std::int64_t i, double value) {
  check_index(i, "set");
  if (is_complex(dtype())) {
    set_complex(i, value);
    return;
  }
  store_element<DTypeTag<DType::f64>>(*this, i, value);
}

std::complex<double> Array::get_complex(std::int64_t i) const {
  check_index(i, "get_complex");
  if (!is_complex(dtype())) return {get(i), 0.0};
  return visit_complex(dtype(), [&](auto tag) {
    const auto value = data<typename decltype(tag)::storage>()[i];
    return std::complex<double>(value.real(), value.imag());
  });
}

void Array::set_complex(std::int64_t i, std::complex<double> value) {
  check_index(i, "set_complex");
  if (!is_complex(dtype())) {
    store_element<DTypeTag<DType::f64>>(*this, i, value.real());
    return;
  }
  visit_complex(dtype(), [&](auto tag) {
    using Tag = decltype(tag);
    using Part = typename Tag::part;
    const auto part = [](double v) {
      if constexpr (std::is_same_v<Part, float>) {
        return double_to_f32(v);
      } else {
        return v;
      }
    };
    data<typename Tag::storage>()[i] = typename Tag::storage(part(value.real()), part(value.imag()));
  });
}
std::int64_t Array::get_int64(std::int64_t i) const {
  check_index(i, "get_int64");
  return element_as<DTypeTag<DType::s64>>(*this, i);
}

std::uint64_t Array::get_uint64(std::int64_t i) const {
  check_index(i, "get_uint64");
  return element_as<DTypeTag<DType::u64>>(*this, i);
}

void Array::set_int64(std::int64_t i, std::int64_t value) {
  check_index(i, "set_int64");
  store_element<DTypeTag<DType::s64>>(*this, i, value);
}

void Array::set_uint64(std::int64_t i, std::uint64_t value) {
  check_index(i, "set_uint64");
  store_element<DTypeTag<DType::u64>>(*this, i, value);
}

std::vector<double> Array::to_doubles() const {
  if (!has_data_) throw Error(fmt::format("Array::to_doubles: {} is shape only", type_.str()));
  std::vector<double> values(static_cast<std::size_t>(size()));
  for (std::int64_t i = 0; i < size(); ++i) values[i] = get(i);
  return values;
}

Array Array::from_doubles(DType dtype, Shape shape, const std::vector<double>& values) {
  Array array(dtype, std::move(shape));
  if (static_cast<std::int64_t>(values.size()) != array.size()) {
    throw Error(fmt::format("Array::from_doubles: {} values for shape {} ({} elements)", values.size(),
                            shape_string(array.shape()), array.size()));
  }
  for (std::int64_t i = 0; i < array.size(); ++i) array.set(i, values[i]);
  return array;
}

Array Array::reshape(Shape new_shape) const {
  const auto inferred = std::count(new_shape.begin(), new_shape.end(), -1);
  if (inferred > 1) {
    throw Error(fmt::format("reshape {} to {}: can only specify one unknown dimension", type_.str(),
                            shape_string(new_shape)));
  }
  for (std::int64_t dim : new_shape) {
    if (dim < -1) {
      throw Error(fmt::format("reshape {} to {}: negative dimension", type_.str(), shape_string(new_shape)));
    }
  }
  const std::string requested = shape_string(new_shape);
  if (inferred == 1) {
    auto unknown = std::find(new_shape.begin(), new_shape.end(), -1);
    *unknown = 1;
    const std::int64_t known = num_elements(new_shape);
    *unknown = known != 0 && size() % known == 0 ? size() / known : -1;
  }
  if (std::count(new_shape.begin(), new_shape.end(), -1) != 0 || num_elements(new_shape) != size()) {
    throw Error(fmt::format("cannot reshape array of size {} into shape {}", size(), requested));
  }
  Array result = *this;
  result.type_.shape = std::move(new_shape);
  return result;
}

Array Array::astype(DType target) const {
  if (target == dtype()) return *this;
  if (!has_data_) return shape_only(target, shape());
  Array result(target, shape());
  const std::int64_t n = size();
  if (is_complex(dtype()) || is_complex(target)) {
    for (std::int64_t i = 0; i < n; ++i) result.set_complex(i, get_complex(i));
    return result;
  }
  visit_dtype(dtype(), [&](auto from) {
    using From = decltype(from);
    visit_dtype(target, [&](auto to) {
      using To = decltype(to);
      const auto* in = data<typename From::storage>();
      auto* out = result.data<typename To::storage>();
      for (std::int64_t i = 0; i < n; ++i) out[i] = convert_to_storage<To, From>(From::load(in[i]));
    });
  });
  return result;
}

Array Array::slice_axis(int axis, std::int64_t index) const {
  const int canonical = canonical_axis(axis, rank(), "slice_axis");
  const std::int64_t dim = shape()[canonical];
  if (index < 0 || index >= dim) {
    throw Error(
        fmt::format("slice_axis: index {} is out of bounds for axis {} with size {}", index, axis, dim));
  }
  Shape result_shape = shape();
  result_shape[canonical] = 1;
  if (!has_data_) return shape_only(dtype(), result_shape);
  Array result(dtype(), result_shape);
  if (result.size() == 0) return result;  // memcpy must not see the null data of empty arrays
  const std::int64_t outer = product(shape().begin(), shape().begin() + canonical);
  const std::size_t inner_bytes =
      static_cast<std::size_t>(product(shape().begin() + canonical + 1, shape().end())) * dtype_size(dtype());
  for (std::int64_t o = 0; o < outer; ++o) {
    std::memcpy(result.raw() + o * inner_bytes, raw() + (o * dim + index) * inner_bytes, inner_bytes);
  }
  return result;
}

Array Array::concatenate(const std::vector<Array>& parts, int axis) {
  if (parts.empty()) throw Error("concatenate: need at least one array to concatenate");
  const Array& first = parts.front();
  if (first.rank() == 0) throw Error("concatenate: zero-dimensional arrays cannot be concatenated");
  const int canonical = canonical_axis(axis, first.rank(), "concatenate");
  Shape result_shape = first.shape();
  result_shape[canonical] = 0;
  bool all_have_data = true;
  for (std::size_t p = 0; p < parts.size(); ++p) {
    const Array& part = parts[p];
    Shape off_axis = part.shape();
    if (part.rank() == first.rank()) off_axis[canonical] = first.shape()[canonical];
    if (part.dtype() != first.dtype() || off_axis != first.shape()) {
      throw Error(fmt::format("concatenate along axis {}: array {} is {} but array 0 is {}", axis, p,
                              part.type().str(), first.type().str()));
    }
    result_shape[canonical] += part.shape()[canonical];
    all_have_data = all_have_data && part.has_data();
  }
  if (!all_have_data) return shape_only(first.dtype(), result_shape);

  Array result(first.dtype(), result_shape);
  const std::int64_t outer = product(result_shape.begin(), result_shape.begin() + canonical);
  const std::size_t inner_bytes =
      static_cast<std::size_t>(product(result_shape.begin() + canonical + 1, result_shape.end())) *
      dtype_size(first.dtype());
  std::byte* to = result.raw();
  for (std::int64_t o = 0; o < outer; ++o) {
    for (const Array& part : parts) {
      const std::size_t chunk = static_cast<std::size_t>(part.shape()[canonical]) * inner_bytes;
      if (chunk == 0) continue;  // an empty part has no data pointer to copy from
      std::memcpy(to, part.raw() + o * chunk, chunk);
      to += chunk;
    }
  }
  return result;
}

Array Array::moveaxis(int from, int to) const {
  const int source = canonical_axis(from, rank(), "moveaxis source");
  const int destination = canonical_axis(to, rank(), "moveaxis destination");
  if (source == destination) return *this;
  std::vector<int> perm;
  for (int axis = 0; axis < rank(); ++axis) {
    if (axis != source) perm.push_back(axis);
  }
  perm.insert(perm.begin() + destination, source);
  return permute_axes(*this, perm);
}

bool operator==(const Array& a, const Array& b) {
  return a.type_ == b.type_ && a.has_data_ == b.has_data_ && a.bytes_ == b.bytes_;
}

std::string Array::str() const {
  const std::string header = type_.str();
  if (!has_data_) return header + " (shape only)";
  if (size() == 0) return header + " []";
  const std::string body = ArrayPrinter(*this).body();
  return header + (rank() >= 2 ? "\n" : " ") + body;
}

std::ostream& operator<<(std::ostream& os, const Array& array) {
  return os << array.str();
}

Array arange(std::int64_t n, DType dtype) {
  if (n < 0) throw Error(fmt::format("arange: negative length {}", n));
  Array result(dtype, {n});
  for (std::int64_t i = 0; i < n; ++i) result.set(i, static_cast<double>(i));
  return result;
}

Array full(DType dtype, Shape shape, double value) {
  Array result(dtype, std::move(shape));
  if (result.size() == 0) return result;
  result.set(0, value);
  const std::size_t element = dtype_size(dtype);
  for (std::int64_t i = 1; i < result.size(); ++i) {
    std::memcpy(result.raw() + i * element, result.raw(), element);
  }
  return result;
}

Array random_normal(Shape shape, std::uint64_t seed, DType dtype) {
  Array result(dtype, std::move(shape));
  SplitMix64 generator(seed);
  constexpr double kTwoPi = 6.283185307179586476925286766559;
  // Box-Muller turns two uniforms into two independent standard normals.
  for (std::int64_t i = 0; i < result.size(); i += 2) {
    const double radius = std::sqrt(-2.0 * std::log(generator.uniform_open_zero()));
    const double angle = kTwoPi * generator.uniform_open_zero();
    result.set(i, radius * std::cos(angle));
    if (i + 1 < result.size()) result.set(i + 1, radius * std::sin(angle));
  }
  return result;
}

Array random_integers(Shape shape, std::uint64_t seed, std::int64_t low, std::int64_t high) {
  constexpr std::int64_t kMin = std::numeric_limits<std::int32_t>::min();
  constexpr std::int64_t kMax = std::numeric_limits<std::int32_t>::max();
  if (low >= high) throw Error(fmt::format("random_integers: empty range [{}, {})", low, high));
  if (low < kMin || high - 1 > kMax) {
    throw Error(fmt::format("random_integers: range [{}, {}) does not fit s32", low, high));
  }
  Array result(DType::s32, std::move(shape));
  SplitMix64 generator(seed);
  const auto span = static_cast<std::uint64_t>(high - low);
  std::int32_t* values = result.data<std::int32_t>();
  for (std::int64_t i = 0; i < result.size(); ++i) {
    // span is below 2^33, so the modulo bias is under 2^-31: not worth rejection sampling.
    values[i] = static_cast<std::int32_t>(low + static_cast<std::int64_t>(generator.next() % span));
  }
  return result;
}

}  // namespace pmapsim
