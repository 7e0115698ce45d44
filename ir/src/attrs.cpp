// Op attributes: typed access and text form.
#include "pmapsim/attrs.hpp"

#include <fmt/format.h>

#include <cmath>

#include "pmapsim/errors.hpp"

namespace pmapsim {
namespace {

template <typename T>
const T& typed_attr(const std::map<std::string, AttrValue>& values, const std::string& name,
                    AttrKind wanted) {
  auto found = values.find(name);
  if (found == values.end()) {
    throw Error(fmt::format("missing attribute '{}' (expected {})", name, attr_kind_name(wanted)));
  }
  if (const T* value = std::get_if<T>(&found->second)) return *value;
  throw Error(fmt::format("attribute '{}' has kind {}, expected {}", name,
                          attr_kind_name(attr_kind(found->second)), attr_kind_name(wanted)));
}

// Shortest text that reads back to the same double, always recognisable as a
// real (never "1", which would read back as an integer).
std::string real_string(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  std::string text = fmt::format("{}", value);
  if (text.find_first_of(".eEn") == std::string::npos) text += ".0";
  return text;
}

std::string int_list_string(const IntList& values) {
  return fmt::format("[{}]", fmt::join(values, ", "));
}

}  // namespace

std::int64_t Attrs::integer(const std::string& name) const {
  return typed_attr<std::int64_t>(values_, name, AttrKind::integer);
}

double Attrs::real(const std::string& name) const {
  return typed_attr<double>(values_, name, AttrKind::real);
}

const std::string& Attrs::symbol(const std::string& name) const {
  return typed_attr<std::string>(values_, name, AttrKind::symbol);
}

const IntList& Attrs::int_list(const std::string& name) const {
  return typed_attr<IntList>(values_, name, AttrKind::int_list);
}

const std::vector<double>& Attrs::real_list(const std::string& name) const {
  return typed_attr<std::vector<double>>(values_, name, AttrKind::real_list);
}

const IntListList& Attrs::int_list_list(const std::string& name) const {
  return typed_attr<IntListList>(values_, name, AttrKind::int_list_list);
}

std::int64_t Attrs::integer_or(const std::string& name, std::int64_t fallback) const {
  return has(name) ? integer(name) : fallback;
}

IntListList Attrs::int_list_list_or_empty(const std::string& name) const {
  return has(name) ? int_list_list(name) : IntListList{};
}

AttrKind attr_kind(const AttrValue& value) {
  // The variant's alternatives are listed in AttrKind's order.
  return static_cast<AttrKind>(value.index());
}

std::string_view attr_kind_name(AttrKind kind) {
  switch (kind) {
    case AttrKind::integer:
      return "integer";
    case AttrKind::real:
      return "real";
    case AttrKind::symbol:
      return "symbol";
    case AttrKind::int_list:
      return "integer list";
    case AttrKind::real_list:
      return "real list";
    case AttrKind::int_list_list:
      return "list of integer lists";
  }
  return "unknown";
}

std::string attr_value_string(const AttrValue& value) {
  switch (attr_kind(value)) {
    case AttrKind::integer:
      return fmt::format("{}", std::get<std::int64_t>(value));
    case AttrKind::real:
      return real_string(std::get<double>(value));
    case AttrKind::symbol:
      return std::get<std::string>(value);
    case AttrKind::int_list:
      return int_list_string(std::get<IntList>(value));
    case AttrKind::real_list: {
      std::vector<std::string> items;
      for (double item : std::get<std::vector<double>>(value)) items.push_back(real_string(item));
      return fmt::format("[{}]", fmt::join(items, ", "));
    }
    case AttrKind::int_list_list: {
      std::vector<std::string> items;
      for (const IntList& item : std::get<IntListList>(value)) items.push_back(int_list_string(item));
      return fmt::format("[{}]", fmt::join(items, ", "));
    }
  }
  return "";
}

}  // namespace pmapsim
