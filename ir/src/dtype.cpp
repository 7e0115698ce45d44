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
    case DType::f16:
      return "f16";
    case DType::f64:
      return "f64";
    case DType::s8:
      return "s8";
    case DType::s16:
      return "s16";
    case DType::s64:
      return "s64";
    case DType::u8:
      return "u8";
    case DType::u16:
      return "u16";
    case DType::u32:
      return "u32";
    case DType::u64:
      return "u64";
    case DType::c64:
      return "c64";
    case DType::c128:
      return "c128";
  }
  return "unknown";
}

DType parse_dtype(std::string_view text) {
  for (DType dtype : kAllDTypes) {
    if (dtype_name(dtype) == text) return dtype;
  }
  if (text == "i1" || text == "pred") return DType::boolean;  // StableHLO's and XLA's names for bool
  throw Error(fmt::format(
      "unknown dtype '{}' (expected f16, bf16, f32, f64, s8, s16, s32, s64, u8, u16, u32, u64, bool, c64 or "
      "c128)",
      text));
}

std::size_t dtype_size(DType dtype) {
  if (is_complex(dtype))
    return visit_complex(dtype, [](auto tag) { return sizeof(typename decltype(tag)::storage); });
  return visit_dtype(dtype, [](auto tag) { return sizeof(typename decltype(tag)::storage); });
}

bool is_floating(DType dtype) {
  return !is_complex(dtype) && visit_dtype(dtype, [](auto tag) { return decltype(tag)::is_float; });
}

bool is_integer(DType dtype) {
  return !is_complex(dtype) && visit_dtype(dtype, [](auto tag) { return decltype(tag)::is_integer; });
}

bool is_signed_integer(DType dtype) {
  return !is_complex(dtype) &&
         visit_dtype(dtype, [](auto tag) { return decltype(tag)::is_integer && decltype(tag)::is_signed; });
}

bool is_unsigned_integer(DType dtype) {
  return !is_complex(dtype) &&
         visit_dtype(dtype, [](auto tag) { return decltype(tag)::is_integer && !decltype(tag)::is_signed; });
}

bool is_complex(DType dtype) {
  return dtype == DType::c64 || dtype == DType::c128;
}

DType complex_part_dtype(DType dtype) {
  return visit_complex(dtype, [](auto tag) { return decltype(tag)::part_dtype; });
}

DType complex_dtype_of(DType part) {
  if (part == DType::f32) return DType::c64;
  if (part == DType::f64) return DType::c128;
  throw Error(fmt::format("no complex dtype has {} parts (c64 has f32, c128 f64)", dtype_name(part)));
}

namespace detail {

void complex_in_real_dispatch(DType dtype) {
  throw Error(fmt::format("element type {} (complex) is not supported by this operation", dtype_name(dtype)));
}

void not_complex(DType dtype) {
  throw Error(fmt::format("element type {} is not complex (expected c64 or c128)", dtype_name(dtype)));
}

}  // namespace detail

}  // namespace pmapsim
