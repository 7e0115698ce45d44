// Element types: names, sizes and classification.
#include "pmapsim/dtype.hpp"

#include <fmt/format.h>

#include "pmapsim/errors.hpp"

namespace pmapsim {

std::string_view dtype_name(DType dtype) {
  switch (dtype) {
    case DType::f32:
      return "f32";
    case DType::bf16:
      return "bf16";
    case DType::s32:
      return "s32";
    case DType::boolean:
      return "bool";
  }
  return "unknown";
}

DType parse_dtype(std::string_view text) {
  for (DType dtype : kAllDTypes) {
    if (dtype_name(dtype) == text) return dtype;
  }
  throw Error(fmt::format("unknown dtype '{}' (expected f32, bf16, s32 or bool)", text));
}

std::size_t dtype_size(DType dtype) {
  switch (dtype) {
    case DType::f32:
    case DType::s32:
      return 4;
    case DType::bf16:
      return 2;
    case DType::boolean:
      return 1;
  }
  return 0;
}

bool is_floating(DType dtype) {
  return dtype == DType::f32 || dtype == DType::bf16;
}

}  // namespace pmapsim
