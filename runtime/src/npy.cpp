// NumPy .npy files: the format described in numpy/lib/format.py.
//
//   "\x93NUMPY" major minor  header_len (u16 for 1.0, u32 for 2.0/3.0, little-endian)
//   header: a Python dict literal {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
//           padded with spaces and ended by '\n' so that the data starts at a multiple of 64
//   data:   the elements, C order unless fortran_order
#include "pmapsim/npy.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <utility>

#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"
#include "pmapsim/output_files.hpp"
#include "pmapsim/sharding.hpp"

namespace pmapsim {
namespace {

static_assert(std::endian::native == std::endian::little, "the .npy codec copies little-endian data as is");

constexpr std::string_view kMagic = "\x93NUMPY";
constexpr std::size_t kAlignment = 64;

// An element type as a descr string describes it: kind 'f', 'i', 'u', 'b' or 'c' and a size in bytes.
struct FileType {
  std::string descr;
  char kind = 0;
  std::size_t size = 0;
};

struct Header {
  FileType type;
  bool fortran_order = false;
  Shape shape;
};

// Reads the one dict literal that numpy writes as the header. Only the
// literal forms numpy produces are accepted; anything else is an error that
// names the file.
class HeaderReader {
 public:
  HeaderReader(std::string_view text, const std::string& what) : text_(text), what_(what) {}

  Header read() {
    Header header;
    bool has_descr = false;
    bool has_order = false;
    bool has_shape = false;
    expect('{');
    while (!consume('}')) {
      const std::string key = string_literal();
      expect(':');
      if (key == "descr") {
        header.type = file_type(descr_value());
        has_descr = true;
      } else if (key == "fortran_order") {
        header.fortran_order = boolean_literal();
        has_order = true;
      } else if (key == "shape") {
        header.shape = shape_literal();
        has_shape = true;
      } else {
        fail(fmt::format("unexpected key '{}'", key));
      }
      if (!consume(',')) {
        expect('}');
        break;
      }
    }
    skip_space();
    if (pos_ != text_.size()) fail("unexpected text after the dict");
    if (!has_descr || !has_order || !has_shape) fail("missing 'descr', 'fortran_order' or 'shape'");
    return header;
  }

 private:
  [[noreturn]] void fail(const std::string& problem) const {
    throw Error(fmt::format("{}: malformed header: {} (at offset {} of \"{}\")", what_, problem, pos_,
                            printable(text_)));
  }

  static std::string printable(std::string_view text) {
    std::string out;
    for (char c : text) {
      if (c == '\n') break;
      out += (c >= 0x20 && c < 0x7f) ? c : '?';
    }
    return out;
  }

  void skip_space() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n')) ++pos_;
  }

  bool consume(char c) {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }

  void expect(char c) {
    if (!consume(c)) fail(fmt::format("expected '{}'", c));
  }

  std::string string_literal() {
    skip_space();
    if (pos_ >= text_.size() || (text_[pos_] != '\'' && text_[pos_] != '"')) fail("expected a string");
    const char quote = text_[pos_++];
    const std::size_t end = text_.find(quote, pos_);
    if (end == std::string_view::npos) fail("unterminated string");
    std::string value(text_.substr(pos_, end - pos_));
    pos_ = end + 1;
    return value;
  }

  // Structured dtypes are lists of fields; object arrays are 'O'. Neither is an array of numbers.
  std::string descr_value() {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == '[') {
      throw Error(fmt::format("{}: structured dtypes are not supported", what_));
    }
    return string_literal();
  }

  FileType file_type(const std::string& descr) const {
    if (descr.size() >= 2 && descr[1] == 'O') {
      throw Error(fmt::format("{}: object arrays ('{}') are not supported", what_, descr));
    }
    if (descr.size() < 3) unsupported(descr, "");
    const char order = descr[0];
    const char kind = descr[1];
    std::size_t size = 0;
    for (std::size_t i = 2; i < descr.size(); ++i) {
      if (descr[i] < '0' || descr[i] > '9') unsupported(descr, "");
      size = size * 10 + static_cast<std::size_t>(descr[i] - '0');
      if (size > 16) unsupported(descr, "");
    }
    if (order == '>' && size > 1) unsupported(descr, " (big-endian)");
    if (order != '<' && order != '|' && order != '=' && order != '>') unsupported(descr, "");
    // 'V2' is a 2-byte void: how NumPy saves an ml_dtypes bfloat16 array.
    const bool known = (kind == 'f' && (size == 2 || size == 4 || size == 8)) || (kind == 'b' && size == 1) ||
                       (kind == 'V' && size == 2) || (kind == 'c' && (size == 8 || size == 16)) ||
                       ((kind == 'i' || kind == 'u') && (size == 1 || size == 2 || size == 4 || size == 8));
    if (!known) unsupported(descr, "");
    return FileType{descr, kind, size};
  }

  [[noreturn]] void unsupported(const std::string& descr, std::string_view why) const {
    throw Error(
        fmt::format("{}: unsupported dtype '{}'{} (pmapsim reads <f2, <f4, <f8, <V2 (bf16), <i1..<i8, "
                    "<u1..<u8, |b1, <c8 and "
                    "<c16)",
                    what_, descr, why));
  }

  bool boolean_literal() {
    skip_space();
    for (auto [word, value] : {std::pair{std::string_view("True"), true}, {"False", false}}) {
      if (text_.substr(pos_, word.size()) == word) {
        pos_ += word.size();
        return value;
      }
    }
    fail("expected True or False");
  }

  Shape shape_literal() {
    Shape shape;
    expect('(');
    while (!consume(')')) {
      shape.push_back(dimension());
      if (!consume(',')) {
        expect(')');
        break;
      }
    }
    return shape;
  }

  std::int64_t dimension() {
    skip_space();
    const std::size_t start = pos_;
    std::int64_t value = 0;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      if (value > (std::numeric_limits<std::int64_t>::max() - 9) / 10) fail("dimension too large");
      value = value * 10 + (text_[pos_++] - '0');
    }
    if (pos_ == start) fail("expected a non-negative dimension");
    if (pos_ < text_.size() && text_[pos_] == 'L') ++pos_;  // Python 2 long literals in old files
    return value;
  }

  std::string_view text_;
  const std::string& what_;
  std::size_t pos_ = 0;
};

template <typename T>
T load(const char* bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof value);
  return value;
}

std::uint32_t little_endian_u32(std::string_view bytes) {
  std::uint32_t value = 0;
  for (std::size_t i = bytes.size(); i-- > 0;) value = (value << 8) | static_cast<unsigned char>(bytes[i]);
  return value;
}

// The dtype a file's elements are stored as.
DType file_dtype(const FileType& type) {
  switch (type.kind) {
    case 'f':
      return type.size == 2 ? DType::f16 : type.size == 4 ? DType::f32 : DType::f64;
    case 'V':
      return DType::bf16;
    case 'c':
      return type.size == 8 ? DType::c64 : DType::c128;
    case 'b':
      return DType::boolean;
    case 'i':
      return type.size == 1   ? DType::s8
             : type.size == 2 ? DType::s16
             : type.size == 4 ? DType::s32
                              : DType::s64;
    default:
      return type.size == 1   ? DType::u8
             : type.size == 2 ? DType::u16
             : type.size == 4 ? DType::u32
                              : DType::u64;
  }
}

// The pmapsim dtype a file's elements become: the file's own, or the
// caller's where the file holds the same kind of number (floats round to
// nearest even; integers must fit, which convert_to checks) or, for bf16,
// the raw bits as <u2.
DType target_dtype(const FileType& type, std::optional<DType> expected, const std::string& what) {
  const DType stored = file_dtype(type);
  if (!expected || *expected == stored) return stored;
  const bool float_file = type.kind == 'f';
  const bool integer_file = type.kind == 'i' || type.kind == 'u';
  const bool complex_file = type.kind == 'c';
  const bool fits_kind = (is_floating(*expected) && float_file) || (is_integer(*expected) && integer_file) ||
                         (is_complex(*expected) && complex_file) ||
                         (*expected == DType::bf16 && type.kind == 'u' && type.size == 2);
  if (fits_kind) return *expected;
  throw Error(fmt::format("{}: expected {} data, found '{}'{}", what, dtype_name(*expected), type.descr,
                          *expected == DType::bf16 ? " (bf16 reads <V2, <u2 bits, <f2, <f4 or <f8)" : ""));
}

// Integers of another width become the target type, with an error where a value does not fit.
void convert_integers(const Array& stored, Array& out, const std::string& what, const std::string& descr) {
  visit_dtype(stored.dtype(), [&](auto from) {
    using From = decltype(from);
    visit_dtype(out.dtype(), [&](auto to) {
      using To = decltype(to);
      if constexpr (From::is_integer && To::is_integer) {
        const auto* in = stored.data<typename From::storage>();
        auto* target = out.data<typename To::storage>();
        for (std::int64_t i = 0; i < out.size(); ++i) {
          if (!std::in_range<typename To::value>(in[i])) {
            throw Error(fmt::format("{}: {} value {} at index {} does not fit {}", what, descr, in[i], i,
                                    dtype_name(out.dtype())));
          }
          target[i] = static_cast<typename To::storage>(in[i]);
        }
      }
    });
  });
}

// f32 elements to bf16 as pmapsim writes bf16 (widened exactly): an element
// whose low half is zero is a bf16 already and keeps its bits, NaN payloads
// and signalling NaNs included; the others round to nearest even.
Array f32_to_bf16_exactly(const Array& stored) {
  Array out(DType::bf16, stored.shape());
  const auto* in = stored.data<std::uint32_t>();
  auto* bits = out.data<std::uint16_t>();
  for (std::int64_t i = 0; i < stored.size(); ++i) {
    if ((in[i] & 0xffffu) == 0) {
      bits[i] = static_cast<std::uint16_t>(in[i] >> 16);
    } else {
      float value;
      std::memcpy(&value, &in[i], sizeof value);
      bits[i] = f32_to_bf16_bits(value);
    }
  }
  return out;
}

// Reads the file's elements into an array of the target dtype.
Array decode_elements(const FileType& type, const char* bytes, DType target, const Shape& shape,
                      const std::string& what) {
  DType stored_dtype = file_dtype(type);
  if (target == DType::bf16 && type.kind == 'u') stored_dtype = DType::bf16;  // <u2: the bits themselves
  Array stored(stored_dtype, shape);
  if (stored.size() == 0) return Array(target, shape);  // an empty array has no data pointer to copy to
  std::memcpy(stored.raw(), bytes, stored.byte_size());
  if (stored_dtype == DType::boolean) {
    std::uint8_t* flags = stored.data<std::uint8_t>();
    for (std::int64_t i = 0; i < stored.size(); ++i) flags[i] = flags[i] != 0 ? 1 : 0;
  }
  if (stored_dtype == target) return stored;
  if (is_integer(target)) {
    Array out(target, shape);
    convert_integers(stored, out, what, type.descr);
    return out;
  }
  if (target == DType::bf16 && stored_dtype == DType::f32) return f32_to_bf16_exactly(stored);
  return stored.astype(target);  // floats and complex parts: one rounding to nearest even
}

// A Fortran-order (a, b, c) array is the C-order (c, b, a) array transposed.
Array from_fortran_order(const Array& reversed) {
  Array result = reversed;
  const int rank = static_cast<int>(reversed.rank());
  // Reversing the axes: move each axis in turn to the front.
  for (int axis = 1; axis < rank; ++axis) result = result.moveaxis(axis, 0);
  return result;
}

constexpr std::uint64_t kTooMany = std::numeric_limits<std::uint64_t>::max();

// The data size a header claims, saturating: a hostile header may claim more than 2^64 bytes.
std::uint64_t data_bytes(const Shape& shape, std::size_t element_size) {
  if (std::find(shape.begin(), shape.end(), 0) != shape.end()) return 0;
  std::uint64_t bytes = element_size;
  for (std::int64_t dim : shape) {
    if (__builtin_mul_overflow(bytes, static_cast<std::uint64_t>(dim), &bytes)) return kTooMany;
  }
  return bytes;
}

std::string shape_tuple(const Shape& shape) {
  if (shape.size() == 1) return fmt::format("({},)", shape[0]);
  return fmt::format("({})", fmt::join(shape, ", "));
}

std::string file_descr(DType dtype) {
  switch (dtype) {
    case DType::f32:
    case DType::bf16:  // widened exactly; every NumPy reads it without ml_dtypes
      return "<f4";
    case DType::f16:
      return "<f2";
    case DType::f64:
      return "<f8";
    case DType::s8:
      return "|i1";
    case DType::s16:
      return "<i2";
    case DType::s32:
      return "<i4";
    case DType::s64:
      return "<i8";
    case DType::u8:
      return "|u1";
    case DType::u16:
      return "<u2";
    case DType::u32:
      return "<u4";
    case DType::u64:
      return "<u8";
    case DType::boolean:
      return "|b1";
    case DType::c64:
      return "<c8";
    case DType::c128:
      return "<c16";
  }
  return "";
}

void append_little_endian(std::string& out, std::uint32_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out += static_cast<char>((value >> (8 * i)) & 0xffu);
}

}  // namespace

std::string encode_npy(const Array& array) {
  if (!array.has_data()) {
    throw Error(fmt::format("cannot write {} to .npy: the array is shape only", array.type().str()));
  }
  std::string dict = fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': {}, }}",
                                 file_descr(array.dtype()), shape_tuple(array.shape()));
  // Version 1.0 has a 16-bit header length; bigger headers need 2.0's 32 bits.
  const auto padded_length = [&](std::size_t prefix) {
    const std::size_t unpadded = prefix + dict.size() + 1;
    return unpadded + (kAlignment - unpadded % kAlignment) % kAlignment - prefix;
  };
  const bool version2 = padded_length(kMagic.size() + 4) > std::numeric_limits<std::uint16_t>::max();
  const std::size_t header_length = padded_length(kMagic.size() + (version2 ? 6 : 4));
  dict.append(header_length - dict.size() - 1, ' ');
  dict += '\n';

  std::string out(kMagic);
  out += static_cast<char>(version2 ? 2 : 1);
  out += static_cast<char>(0);
  append_little_endian(out, static_cast<std::uint32_t>(dict.size()), version2 ? 4 : 2);
  out += dict;
  if (array.dtype() == DType::bf16) {
    // bf16 widens to f32 exactly, which every numpy reads.
    const std::size_t start = out.size();
    out.resize(start + static_cast<std::size_t>(array.size()) * 4);
    const std::uint16_t* bits = array.data<std::uint16_t>();
    for (std::int64_t i = 0; i < array.size(); ++i) {
      const float value = bf16_bits_to_f32(bits[i]);
      std::memcpy(out.data() + start + i * 4, &value, 4);
    }
  } else {
    out.append(reinterpret_cast<const char*>(array.raw()), array.byte_size());
  }
  return out;
}

namespace {

// The header and where the data starts, from the file's first bytes
// (at least the whole header; the data may follow).
struct Prefix {
  Header header;
  std::size_t data_start = 0;
};

std::size_t header_prefix_bytes(std::string_view view, const std::string& what) {
  if (view.size() < kMagic.size() + 2 || view.substr(0, kMagic.size()) != kMagic) {
    throw Error(fmt::format("{}: not a .npy file (bad magic)", what));
  }
  const int major = static_cast<unsigned char>(view[6]);
  const int minor = static_cast<unsigned char>(view[7]);
  if (major < 1 || major > 3 || minor != 0) {
    throw Error(fmt::format("{}: unsupported .npy format version {}.{}", what, major, minor));
  }
  const std::size_t length_bytes = major == 1 ? 2 : 4;
  const std::size_t prefix = kMagic.size() + 2 + length_bytes;
  if (view.size() < prefix) {
    throw Error(fmt::format("{}: truncated header: expected {} bytes, found {}", what, prefix, view.size()));
  }
  return prefix + little_endian_u32(view.substr(8, length_bytes));
}

Prefix read_prefix(std::string_view view, const std::string& what) {
  const std::size_t end = header_prefix_bytes(view, what);
  if (view.size() < end) {
    throw Error(fmt::format("{}: truncated header: expected {} bytes, found {}", what, end, view.size()));
  }
  const std::size_t prefix = view[6] == 1 ? 10 : 12;
  return Prefix{HeaderReader(view.substr(prefix, end - prefix), what).read(), end};
}

// The stored (C-order) shape, checked to multiply within int64 when empty.
Shape stored_shape_of(const Header& header, const std::string& what) {
  Shape stored_shape = header.shape;
  if (header.fortran_order) std::reverse(stored_shape.begin(), stored_shape.end());
  // An empty array's other dimensions must still multiply within int64:
  // strides are computed from them. (Non-empty shapes that large claim more
  // data than the file holds, which the size check reports.)
  const bool empty = std::find(stored_shape.begin(), stored_shape.end(), 0) != stored_shape.end();
  std::int64_t elements = 1;
  for (std::int64_t dim : stored_shape) {
    if (empty && dim != 0 && __builtin_mul_overflow(elements, dim, &elements))
      throw Error(fmt::format("{}: shape {} is too large", what, shape_tuple(header.shape)));
  }
  return stored_shape;
}

void check_data_size(const Header& header, const Shape& stored_shape, std::uint64_t found,
                     const std::string& what) {
  const std::uint64_t expected = data_bytes(stored_shape, header.type.size);
  if (expected > found) {
    throw Error(fmt::format("{}: truncated data: expected {} bytes, found {}", what,
                            expected == kTooMany ? "more than 2^64" : std::to_string(expected), found));
  }
  if (expected < found) {
    throw Error(fmt::format("{}: {} bytes of trailing data after the array", what, found - expected));
  }
}

}  // namespace

Array decode_npy(const std::string& bytes, const std::string& what, std::optional<DType> expected_dtype) {
  const std::string_view view(bytes);
  const Prefix prefix = read_prefix(view, what);
  const Header& header = prefix.header;
  const DType dtype = target_dtype(header.type, expected_dtype, what);
  const Shape stored_shape = stored_shape_of(header, what);
  check_data_size(header, stored_shape, view.size() - prefix.data_start, what);
  const Array array =
      decode_elements(header.type, view.data() + prefix.data_start, dtype, stored_shape, what);
  return header.fortran_order ? from_fortran_order(array) : array;
}

Array decode_npy(const std::string& bytes, const std::string& what, bool expect_bf16) {
  return decode_npy(bytes, what, expect_bf16 ? std::optional<DType>(DType::bf16) : std::nullopt);
}

Array read_npy(const std::string& path, bool expect_bf16) {
  return read_npy(path, expect_bf16 ? std::optional<DType>(DType::bf16) : std::nullopt);
}

Array read_npy(const std::string& path, std::optional<DType> expected) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) throw Error(fmt::format("{}: is a directory", path));
  require_regular_file(path, ".npy file");
  std::ifstream file(path, std::ios::binary);
  if (!file) throw Error(fmt::format("{}: cannot open: {}", path, std::strerror(errno)));
  std::ostringstream contents;
  contents << file.rdbuf();
  if (file.bad()) throw Error(fmt::format("{}: read failed: {}", path, std::strerror(errno)));
  return decode_npy(std::move(contents).str(), path, expected);
}

void write_npy(const std::string& path, const Array& array) {
  write_file_atomically(path, encode_npy(array));
}

namespace {

// A .npy file opened for reading parts of it: its header, checked against the file's size.
struct NpyFile {
  std::ifstream stream;
  Prefix prefix;
  Shape stored_shape;
};

std::string read_exactly(std::ifstream& stream, std::uint64_t offset, std::size_t bytes,
                         const std::string& path) {
  std::string out(bytes, '\0');
  stream.seekg(static_cast<std::streamoff>(offset));
  stream.read(out.data(), static_cast<std::streamsize>(bytes));
  if (static_cast<std::size_t>(stream.gcount()) != bytes) {
    throw Error(fmt::format("{}: read failed at byte {}", path, offset));
  }
  return out;
}

NpyFile open_npy(const std::string& path) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) throw Error(fmt::format("{}: is a directory", path));
  require_regular_file(path, ".npy file");
  NpyFile file;
  file.stream.open(path, std::ios::binary);
  if (!file.stream) throw Error(fmt::format("{}: cannot open: {}", path, std::strerror(errno)));
  const std::uint64_t size = std::filesystem::file_size(path);
  std::string head =
      read_exactly(file.stream, 0, static_cast<std::size_t>(std::min<std::uint64_t>(size, 12)), path);
  const std::size_t header_end = header_prefix_bytes(head, path);
  if (header_end > size) {
    throw Error(fmt::format("{}: truncated header: expected {} bytes, found {}", path, header_end, size));
  }
  head = read_exactly(file.stream, 0, header_end, path);
  file.prefix = read_prefix(head, path);
  file.stored_shape = stored_shape_of(file.prefix.header, path);
  check_data_size(file.prefix.header, file.stored_shape, size - file.prefix.data_start, path);
  return file;
}

}  // namespace

Shape read_npy_shape(const std::string& path) {
  return open_npy(path).prefix.header.shape;
}

Array read_npy_block(const std::string& path, std::optional<DType> expected, const Shape& offsets,
                     const Shape& block) {
  NpyFile file = open_npy(path);
  const Header& header = file.prefix.header;
  const Shape& shape = header.shape;
  if (offsets.size() != shape.size() || block.size() != shape.size()) {
    throw Error(
        fmt::format("{}: a block of rank {} from an array of rank {}", path, block.size(), shape.size()));
  }
  for (std::size_t d = 0; d < shape.size(); ++d) {
    if (offsets[d] < 0 || block[d] < 0 || offsets[d] + block[d] > shape[d]) {
      throw Error(fmt::format("{}: block {} at {} lies outside the array's shape {}", path,
                              shape_tuple(block), shape_tuple(offsets), shape_tuple(shape)));
    }
  }
  const DType dtype = target_dtype(header.type, expected, path);
  if (header.fortran_order) return take_block(read_npy(path, expected), offsets, block);  // rare: whole
  const std::size_t element = header.type.size;
  std::int64_t rows = 1;
  for (std::size_t d = 0; d + 1 < block.size(); ++d) rows *= block[d];
  const std::size_t row_bytes = block.empty() ? element : static_cast<std::size_t>(block.back()) * element;
  std::string bytes;
  bytes.reserve(static_cast<std::size_t>(rows) * row_bytes);
  Shape index(block.size(), 0);
  for (std::int64_t row = 0; row < rows && row_bytes > 0; ++row) {
    std::uint64_t linear = 0;
    for (std::size_t d = 0; d < shape.size(); ++d) {
      linear =
          linear * static_cast<std::uint64_t>(shape[d]) + static_cast<std::uint64_t>(offsets[d] + index[d]);
    }
    bytes += read_exactly(file.stream, file.prefix.data_start + linear * element, row_bytes, path);
    for (std::size_t d = block.size() >= 2 ? block.size() - 1 : 0; d-- > 0;) {
      if (++index[d] < block[d]) break;
      index[d] = 0;
    }
  }
  return decode_elements(header.type, bytes.data(), dtype, block, path);
}

}  // namespace pmapsim
