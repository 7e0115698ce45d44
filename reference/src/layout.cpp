// Layout and source kernels: broadcast, reshape, transpose, constant, iota.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "internal.hpp"
#include "strided.hpp"

namespace pmapsim::reference {
namespace {

// One element of dtype holding value, with convert's rounding rules, as bytes.
std::array<std::byte, 8> element_bytes(DType dtype, double value) {
  std::array<std::byte, 8> bytes{};
  Array element(dtype, {});
  element.set(0, value);
  std::memcpy(bytes.data(), element.raw(), dtype_size(dtype));
  return bytes;
}

// A splat: the element's bytes, stored as a word of its width so the fill is
// one vectorized loop rather than a memcpy per element.
template <class Word>
void fill_words(std::byte* out, std::int64_t count, const std::array<std::byte, 8>& element) {
  Word word;
  std::memcpy(&word, element.data(), sizeof(Word));
  std::fill_n(reinterpret_cast<Word*>(out), count, word);
}

void fill_element(std::byte* out, std::int64_t count, std::size_t width,
                  const std::array<std::byte, 8>& element) {
  switch (width) {
    case 1:
      return fill_words<std::uint8_t>(out, count, element);
    case 2:
      return fill_words<std::uint16_t>(out, count, element);
    case 4:
      return fill_words<std::uint32_t>(out, count, element);
    default:
      return fill_words<std::uint64_t>(out, count, element);
  }
}

void fill_elements(std::byte* out, std::int64_t count, DType dtype, double value) {
  fill_element(out, count, dtype_size(dtype), element_bytes(dtype, value));
}

}  // namespace

Array kernel_broadcast(const LocalArgs& args) {
  const Array& x = args.operand(0);
  Array out = Array::uninitialized(args.result_type().dtype, args.result_type().shape);
  broadcast_elements(x.raw(), x.shape(), args.attrs().int_list("dims"), out.raw(), out.shape(),
                     dtype_size(out.dtype()));
  return out;
}

Array kernel_reshape(const LocalArgs& args) {
  const Array& x = args.operand(0);
  Array out = Array::uninitialized(args.result_type().dtype, args.result_type().shape);
  if (out.byte_size() > 0) std::memcpy(out.raw(), x.raw(), out.byte_size());  // zero elements: no storage
  return out;
}

Array kernel_transpose(const LocalArgs& args) {
  const Array& x = args.operand(0);
  Array out = Array::uninitialized(args.result_type().dtype, args.result_type().shape);
  transpose_elements(x.raw(), x.shape(), args.attrs().int_list("perm"), out.raw(), dtype_size(out.dtype()));
  return out;
}

Array kernel_constant(const LocalArgs& args) {
  const TensorType& type = args.result_type();
  Array out = Array::uninitialized(type.dtype, type.shape);
  const std::int64_t n = out.size();
  if (args.attrs().has("values")) {
    const std::vector<double>& values = args.attrs().real_list("values");
    if (static_cast<std::int64_t>(values.size()) != n) {
      throw Error("constant: " + std::to_string(values.size()) + " values for " + type.str());
    }
    const std::size_t width = dtype_size(type.dtype);
    for (std::int64_t i = 0; i < n; ++i) {
      const std::array<std::byte, 8> element = element_bytes(type.dtype, values[static_cast<std::size_t>(i)]);
      std::memcpy(out.raw() + static_cast<std::size_t>(i) * width, element.data(), width);
    }
    return out;
  }
  fill_elements(out.raw(), n, type.dtype, args.attrs().real("value"));
  return out;
}

Array kernel_iota(const LocalArgs& args) {
  const TensorType& type = args.result_type();
  Array out = Array::uninitialized(type.dtype, type.shape);
  const std::int64_t dimension = args.attrs().integer("dimension");
  if (dimension < 0 || dimension >= type.rank()) {
    throw Error("iota: dimension " + std::to_string(dimension) + " is out of range for " + type.str());
  }
  const std::size_t axis = static_cast<std::size_t>(dimension);
  const std::int64_t outer = num_elements(Shape(type.shape.begin(), type.shape.begin() + dimension));
  const std::int64_t length = type.shape[axis];
  const std::int64_t inner = num_elements(Shape(type.shape.begin() + dimension + 1, type.shape.end()));
  const std::size_t width = dtype_size(type.dtype);
  // Each index's element is converted once, not once per block.
  std::vector<std::array<std::byte, 8>> elements(static_cast<std::size_t>(length));
  for (std::int64_t index = 0; index < length; ++index) {
    elements[static_cast<std::size_t>(index)] = element_bytes(type.dtype, static_cast<double>(index));
  }
  std::byte* o = out.raw();
  for (std::int64_t block = 0; block < outer; ++block) {
    for (std::int64_t index = 0; index < length; ++index) {
      fill_element(o, inner, width, elements[static_cast<std::size_t>(index)]);
      o += static_cast<std::size_t>(inner) * width;
    }
  }
  return out;
}

void add_layout_rows(KernelTable& table) {
  set_local(table, OpCode::broadcast, kernel_broadcast);
  set_local(table, OpCode::reshape, kernel_reshape);
  set_local(table, OpCode::transpose, kernel_transpose);
  set_local(table, OpCode::constant, kernel_constant);
  set_local(table, OpCode::iota, kernel_iota);
}

}  // namespace pmapsim::reference
