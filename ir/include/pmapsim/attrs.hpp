// Op attributes: a small typed map printed as {name=value, ...}.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace pmapsim {

enum class AttrKind : std::uint8_t {
  integer,       // 3
  real,          // 1.5, -inf, nan
  symbol,        // lt, f32
  int_list,      // [0, 2]
  real_list,     // [1.0, 2.5]
  int_list_list  // [[0, 1], [1, 0]]
};

using IntList = std::vector<std::int64_t>;
using IntListList = std::vector<IntList>;
using AttrValue = std::variant<std::int64_t, double, std::string, IntList, std::vector<double>, IntListList>;

class Attrs {
 public:
  bool has(const std::string& name) const { return values_.count(name) != 0; }
  void set(const std::string& name, AttrValue value) { values_[name] = std::move(value); }
  // Typed getters; throw Error when the attribute is missing or of another kind.
  std::int64_t integer(const std::string& name) const;
  double real(const std::string& name) const;
  const std::string& symbol(const std::string& name) const;
  const IntList& int_list(const std::string& name) const;
  const std::vector<double>& real_list(const std::string& name) const;
  const IntListList& int_list_list(const std::string& name) const;
  // Defaults for optional attributes.
  std::int64_t integer_or(const std::string& name, std::int64_t fallback) const;
  IntListList int_list_list_or_empty(const std::string& name) const;

  const std::map<std::string, AttrValue>& values() const { return values_; }
  friend bool operator==(const Attrs&, const Attrs&) = default;

 private:
  std::map<std::string, AttrValue> values_;
};

AttrKind attr_kind(const AttrValue& value);
std::string_view attr_kind_name(AttrKind kind);
// Text form of one value as the program printer writes it.
std::string attr_value_string(const AttrValue& value);

}  // namespace pmapsim
