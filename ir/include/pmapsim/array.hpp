// Host arrays: a dtype, a shape, and densely packed row-major elements.
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "pmapsim/dtype.hpp"

namespace pmapsim {

using Shape = std::vector<std::int64_t>;

std::int64_t num_elements(const Shape& shape);
// "[2,3]"
std::string shape_string(const Shape& shape);

// The static type of a value: dtype plus shape. Printed as "f32[2,3]"
// ("s32[]" for a scalar).
struct TensorType {
  DType dtype = DType::f32;
  Shape shape;

  std::int64_t num_elements() const { return pmapsim::num_elements(shape); }
  std::int64_t rank() const { return static_cast<std::int64_t>(shape.size()); }
  std::size_t byte_size() const { return static_cast<std::size_t>(num_elements()) * dtype_size(dtype); }
  std::string str() const;
  friend bool operator==(const TensorType&, const TensorType&) = default;
};

// A host array. Storage is native per dtype (DTypeTag<D>::storage): float for
// f32, double for f64, the 16 bits (std::uint16_t) for bf16 and f16, the
// fixed-width C++ integer for s8..u64, std::uint8_t (0 or 1) for bool,
// std::complex<float> / std::complex<double> for c64 / c128.
//
// An array may be shape-only (has_data() == false): the simulator's
// timing-only mode passes such arrays so that thousands of devices need no
// element storage.
// Allocates like std::allocator but leaves elements that are added without a
// value uninitialized (vector::resize(n) then writes nothing), so that an
// array a kernel is about to overwrite is not filled with zeros first.
template <typename T>
struct DefaultInitAllocator : std::allocator<T> {
  template <typename U>
  struct rebind {
    using other = DefaultInitAllocator<U>;
  };
  DefaultInitAllocator() = default;
  template <typename U>
  DefaultInitAllocator(const DefaultInitAllocator<U>&) noexcept {}
  template <typename U>
  void construct(U* place) noexcept(std::is_nothrow_default_constructible_v<U>) {
    ::new (static_cast<void*>(place)) U;
  }
  template <typename U, typename... Args>
  void construct(U* place, Args&&... args) {
    ::new (static_cast<void*>(place)) U(std::forward<Args>(args)...);
  }
};

class Array {
 public:
  Array() = default;
  // Zero-filled.
  Array(DType dtype, Shape shape);
  // With unspecified elements: for a kernel that writes every element.
  static Array uninitialized(DType dtype, Shape shape);
  static Array shape_only(DType dtype, Shape shape);

  DType dtype() const { return type_.dtype; }
  const Shape& shape() const { return type_.shape; }
  const TensorType& type() const { return type_; }
  std::int64_t rank() const { return type_.rank(); }
  std::int64_t size() const { return type_.num_elements(); }
  std::size_t byte_size() const { return type_.byte_size(); }
  bool has_data() const { return has_data_; }

  template <typename T>
  T* data() {
    return reinterpret_cast<T*>(bytes_.data());
  }
  template <typename T>
  const T* data() const {
    return reinterpret_cast<const T*>(bytes_.data());
  }
  std::byte* raw() { return bytes_.data(); }
  const std::byte* raw() const { return bytes_.data(); }

  // Element i (row-major) converted to double (exact except s64/u64 beyond 2^53).
  // A complex element is an Error: it has no one real value (use get_complex).
  double get(std::int64_t i) const;
  // Stores value into element i with convert's rules (dtype.hpp: floats round
  // to nearest even, integers truncate toward zero and saturate, NaN -> 0,
  // bool is value != 0; a complex element gets value and a zero imaginary part).
  void set(std::int64_t i, double value);
  // Element i as a complex number: a complex element's parts (exact), a real
  // one's value with a zero imaginary part.
  std::complex<double> get_complex(std::int64_t i) const;
  // Stores value into element i with StableHLO convert's rules: a complex
  // element takes both parts (each rounded to nearest even), a real one takes
  // the real part as set() does.
  void set_complex(std::int64_t i, std::complex<double> value);
  // Exact integer access, with convert's rules between integer types (wrap):
  // every s8..s64 and u8..u32 value reads back exactly through get_int64,
  // every unsigned one through get_uint64.
  std::int64_t get_int64(std::int64_t i) const;
  std::uint64_t get_uint64(std::int64_t i) const;
  void set_int64(std::int64_t i, std::int64_t value);
  void set_uint64(std::int64_t i, std::uint64_t value);
  // Every element through get() (so a complex array is an Error).
  std::vector<double> to_doubles() const;
  static Array from_doubles(DType dtype, Shape shape, const std::vector<double>& values);

  // Same elements, new shape of equal element count; -1 in one place is inferred.
  Array reshape(Shape new_shape) const;
  // Converts every element to dtype (with the rounding rules of set(); complex
  // to real keeps the real part, real to complex has a zero imaginary part).
  Array astype(DType dtype) const;
  // The slice [index:index+1] along axis, keeping rank.
  Array slice_axis(int axis, std::int64_t index) const;
  // Concatenates arrays of equal dtype and equal shape off `axis`.
  static Array concatenate(const std::vector<Array>& parts, int axis);
  // Moves axis `from` to position `to` (numpy.moveaxis).
  Array moveaxis(int from, int to) const;

  // Bit-exact equality of dtype, shape and elements.
  friend bool operator==(const Array& a, const Array& b);

  // numpy-like text, eliding the middle of long axes.
  std::string str() const;

 private:
  void check_index(std::int64_t i, std::string_view where) const;

  TensorType type_;
  std::vector<std::byte, DefaultInitAllocator<std::byte>> bytes_;
  bool has_data_ = false;
};

std::ostream& operator<<(std::ostream& os, const Array& array);

// 0, 1, ..., n-1 as s32 (or dtype).
Array arange(std::int64_t n, DType dtype = DType::s32);
Array full(DType dtype, Shape shape, double value);
// Standard normal values from a fixed, platform-independent generator
// (splitmix64 + Box-Muller), so the same seed gives the same array everywhere.
Array random_normal(Shape shape, std::uint64_t seed, DType dtype = DType::f32);
// Uniform integers in [low, high).
Array random_integers(Shape shape, std::uint64_t seed, std::int64_t low, std::int64_t high);

}  // namespace pmapsim
