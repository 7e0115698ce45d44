// A fast, strict JSON scanner for reading large trace files.
//
// General JSON libraries build a document (or call a handler per token)
// and read about 100 MB/s; a million-event trace is 200 MB. The scanner
// walks the text in place: the caller asks for the value it expects next
// (an object's members, a number, a string) and skips what it does not need,
// so that nothing is allocated per event beyond the strings it keeps.
//
// Every value is checked against the JSON grammar, skipped ones included.
// A syntax error throws JsonScanError with the byte offset of the offending
// character (the text's size when the text ends early).
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pmapsim::traces::detail {

// Deepest nesting of arrays and objects the scanner follows (it recurses).
inline constexpr int kMaxScanNesting = 128;

struct JsonScanError : std::runtime_error {
  JsonScanError(std::size_t at, const std::string& what, bool too_deep = false)
      : std::runtime_error(what), byte(at), nesting(too_deep) {}
  std::size_t byte;
  bool nesting;  // the text nests deeper than kMaxScanNesting
};

enum class JsonKind { object, array, string, number, literal };

// A number as written: `integer` holds it when the text has no fraction or
// exponent and fits an int64.
struct JsonNumber {
  double value = 0;
  bool is_integer = false;
  std::int64_t integer = 0;
};

class JsonScanner {
 public:
  explicit JsonScanner(std::string_view text)
      : begin_(text.data()), at_(text.data()), end_(text.data() + text.size()) {}

  std::size_t offset() const { return static_cast<std::size_t>(at_ - begin_); }
  // The kind of the next value (after white space).
  JsonKind peek();
  // Calls on_member(key) for each member; on_member must consume the value.
  template <typename OnMember>
  void object(OnMember&& on_member);
  // Calls on_item() for each item; on_item must consume the item.
  template <typename OnItem>
  void array(OnItem&& on_item);
  // The next string, unescaped, into `out` (replacing its contents).
  void string(std::string& out);
  JsonNumber number();
  // Skips the next value; returns its text, as written.
  std::string_view skip();
  // Only white space may follow the value read.
  void expect_end();

 private:
  [[noreturn]] void fail(const char* problem) const;
  [[noreturn]] void fail_nesting() const;
  void skip_space() {
    while (at_ < end_ && (*at_ == ' ' || *at_ == '\n' || *at_ == '\r' || *at_ == '\t')) ++at_;
  }
  void expect(char c);
  bool consume(char c) {
    skip_space();
    if (at_ < end_ && *at_ == c) {
      ++at_;
      return true;
    }
    return false;
  }
  void skip_value();
  void skip_string();
  void literal();
  void append_escape(std::string& out);

  const char* begin_;
  const char* at_;
  const char* end_;
  int depth_ = 0;
};

template <typename OnMember>
void JsonScanner::object(OnMember&& on_member) {
  expect('{');
  if (++depth_ > kMaxScanNesting) fail_nesting();
  std::string key;
  if (!consume('}')) {
    do {
      skip_space();
      string(key);
      expect(':');
      on_member(static_cast<const std::string&>(key));
    } while (consume(','));
    expect('}');
  }
  --depth_;
}

template <typename OnItem>
void JsonScanner::array(OnItem&& on_item) {
  expect('[');
  if (++depth_ > kMaxScanNesting) fail_nesting();
  if (!consume(']')) {
    do {
      on_item();
    } while (consume(','));
    expect(']');
  }
  --depth_;
}

}  // namespace pmapsim::traces::detail
