// GSPMD sharding strings as Shardy shardings over one derived mesh (see gspmd.hpp).
#include "gspmd.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <numeric>
#include <set>

#include "importer.hpp"

namespace pmapsim::stablehlo_import {
namespace {

// A cursor over one sharding string; every error names the string and where it was read.
class ShardingText {
 public:
  ShardingText(const std::string& text, const std::string& where) : text_(text), where_(where) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw Error(fmt::format("{}: mhlo.sharding \"{}\": {}", where_, text_, what));
  }
  bool eat(std::string_view word) {
    skip_spaces();
    if (text_.compare(at_, word.size(), word) != 0) return false;
    at_ += word.size();
    return true;
  }
  void expect(std::string_view word) {
    if (!eat(word)) fail(fmt::format("expected '{}' at offset {}", word, at_));
  }
  bool at_digit() {
    skip_spaces();
    return at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]));
  }
  std::int64_t integer() {
    if (!at_digit()) fail(fmt::format("expected a number at offset {}", at_));
    std::int64_t value = 0;
    while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))) {
      if (value > (std::int64_t{1} << 40)) fail("a number too large");
      value = value * 10 + (text_[at_++] - '0');
    }
    return value;
  }
  // The product of counts, refused past kMostGspmdPartitions (never overflowing).
  std::int64_t product(const std::vector<std::int64_t>& counts) const {
    std::int64_t total = 1;
    for (const std::int64_t count : counts) {
      if (count < 1) fail("a count below 1");
      if (count > kMostGspmdPartitions || total * count > kMostGspmdPartitions)
        fail(fmt::format("more than {} partitions", kMostGspmdPartitions));
      total *= count;
    }
    return total;
  }
  // "[a,b,c]" (or "(a,b,c)" with the other brackets)
  std::vector<std::int64_t> list(char open, char close) {
    expect(std::string(1, open));
    std::vector<std::int64_t> values;
    if (eat(std::string(1, close))) return values;
    do {
      values.push_back(integer());
    } while (eat(","));
    expect(std::string(1, close));
    return values;
  }
  std::string word() {
    skip_spaces();
    const std::size_t start = at_;
    while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_'))
      ++at_;
    return text_.substr(start, at_ - start);
  }
  bool done() {
    skip_spaces();
    return at_ == text_.size();
  }

 private:
  void skip_spaces() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }
  const std::string& text_;
  const std::string& where_;
  std::size_t at_ = 0;
};

// The digits of an iota `<=[reshape]T(perm)` grouped into the tile dimensions, major first: a
// digit a tile boundary falls inside is cut, its major part to the earlier dimension.
std::vector<std::vector<PartitionDigit>> iota_digits(ShardingText& in, const std::vector<std::int64_t>& tile,
                                                     const std::vector<std::int64_t>& reshape,
                                                     const std::vector<std::int64_t>& perm) {
  std::vector<std::int64_t> strides(reshape.size(), 1);
  for (std::size_t i = reshape.size(); i-- > 1;) strides[i - 1] = strides[i] * reshape[i];
  std::vector<PartitionDigit> order;  // the transposed digits, major first
  for (const std::int64_t axis : perm) {
    const PartitionDigit digit{strides[axis], reshape[axis]};
    // A digit that continues the one before it ([2,3] untransposed is one digit of 6) joins
    // it, so that a tile count cutting across both still finds its partitions.
    if (!order.empty() && order.back().stride == digit.stride * digit.size) {
      order.back() = {digit.stride, order.back().size * digit.size};
    } else {
      order.push_back(digit);
    }
  }
  std::vector<std::vector<PartitionDigit>> dims(tile.size());
  std::size_t next = 0;
  for (std::size_t d = 0; d < tile.size(); ++d) {
    std::int64_t need = tile[d];
    while (need > 1) {
      while (next < order.size() && order[next].size == 1) ++next;
      PartitionDigit& digit = order.at(next);
      if (digit.size <= need) {
        if (need % digit.size != 0) in.fail("its tiles do not fall on the partition order's digits");
        dims[d].push_back(digit);
        need /= digit.size;
        ++next;
      } else {
        if (digit.size % need != 0) in.fail("its tiles do not fall on the partition order's digits");
        digit.size /= need;  // the minor part stays for the next dimension
        dims[d].push_back({digit.stride * digit.size, need});
        need = 1;
      }
    }
  }
  return dims;
}

// The digits one tile dimension walks, minor first, from the partitions its tiles hold with
// the other dimensions at their first tile (`along[j]`, relative to the first): each digit's
// stride is the step at its first position, its size how far the steps go on from there.
std::vector<PartitionDigit> digits_along(ShardingText& in, const std::vector<std::int64_t>& along) {
  std::vector<PartitionDigit> digits;
  const auto size = static_cast<std::int64_t>(along.size());
  std::int64_t unit = 1;  // tiles per step of the next digit
  while (unit < size) {
    const std::int64_t stride = along[static_cast<std::size_t>(unit)];
    std::int64_t count = 1;
    while (unit * (count + 1) <= size && along[static_cast<std::size_t>(unit * count)] == count * stride)
      ++count;
    if (stride <= 0 || size % (unit * count) != 0)
      in.fail("an explicit device order that no mesh of axes gives");
    digits.push_back({stride, count});
    unit *= count;
  }
  return digits;
}

// An explicit device list as digits, each tile dimension's found along it and the whole list
// checked against them; an order no digits give is refused.
std::vector<std::vector<PartitionDigit>> listed_digits(ShardingText& in,
                                                       const std::vector<std::int64_t>& tile,
                                                       const std::vector<std::int64_t>& devices) {
  std::vector<std::int64_t> unit(tile.size(), 1);  // list positions per step of dimension d
  for (std::size_t d = tile.size(); d-- > 1;) unit[d - 1] = unit[d] * tile[d];
  if (devices[0] != 0) in.fail("an explicit device order that no mesh of axes gives");
  std::vector<std::vector<PartitionDigit>> dims(tile.size());
  std::vector<PartitionDigit> all;
  for (std::size_t d = 0; d < tile.size(); ++d) {
    std::vector<std::int64_t> along;
    for (std::int64_t j = 0; j < tile[d]; ++j)
      along.push_back(devices.at(static_cast<std::size_t>(j * unit[d])));
    std::vector<PartitionDigit> minor_first = digits_along(in, along);
    dims[d].assign(minor_first.rbegin(), minor_first.rend());
    all.insert(all.end(), minor_first.begin(), minor_first.end());
  }
  // The digits must tile the partitions (by stride, each the product of the smaller ones) and
  // give every listed partition.
  std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.stride < b.stride; });
  std::int64_t expected_stride = 1;
  for (const PartitionDigit& digit : all) {
    if (digit.stride != expected_stride) in.fail("an explicit device order that no mesh of axes gives");
    expected_stride *= digit.size;
  }
  for (std::size_t i = 0; i < devices.size(); ++i) {
    std::int64_t expected = 0;
    for (std::size_t d = 0; d < tile.size(); ++d) {
      std::int64_t position = static_cast<std::int64_t>(i) / unit[d] % tile[d];
      for (auto digit = dims[d].rbegin(); digit != dims[d].rend(); ++digit) {  // minor first
        expected += position % digit->size * digit->stride;
        position /= digit->size;
      }
    }
    if (devices[i] != expected) in.fail("an explicit device order that no mesh of axes gives");
  }
  return dims;
}

// The trailing tile dimensions: `last_tile_dim_replicate` or `last_tile_dims={manual, ...}`.
void read_trailing_dims(ShardingText& in, GspmdSharding& s, std::size_t tile_count) {
  s.tensor_dims = tile_count;
  bool read = false;                // XLA writes one of the two forms, once
  std::size_t types = 0;            // trailing dimensions typed by last_tile_dims so far
  std::vector<std::size_t> manual;  // which of them are manual
  while (!in.eat("}")) {
    if (in.done()) in.fail("the sharding is not closed with '}'");
    const std::string word = in.word();
    if (read && (word == "last_tile_dim_replicate" || word == "last_tile_dims"))
      in.fail("its trailing tile dimensions are given twice");
    read = true;
    if (word == "last_tile_dim_replicate") {
      if (s.tensor_dims == 0) in.fail("last_tile_dim_replicate without a tile dimension");
      --s.tensor_dims;
    } else if (word == "last_tile_dims") {
      in.expect("=");
      in.expect("{");
      do {
        const std::string type = in.word();
        if (type == "manual")
          manual.push_back(types);
        else if (type != "replicated")
          in.fail("a trailing tile dimension of type '" + type + "' is not supported");
        if (s.tensor_dims == 0) in.fail("more trailing tile dimensions than tile dimensions");
        --s.tensor_dims;
        ++types;
      } while (in.eat(","));
      in.expect("}");
      // The listed types name the last tile dimensions, in order.
      for (const std::size_t k : manual) s.manual_dims.push_back(s.tensor_dims + k);
      if (!manual.empty()) s.kind = GspmdSharding::Kind::manual;
    } else {
      in.fail("'" + (word.empty() ? std::string("?") : word) + "' is not understood");
    }
  }
}

}  // namespace

GspmdSharding parse_gspmd_sharding(const std::string& text, const std::string& where) {
  ShardingText in(text, where);
  GspmdSharding s;
  s.written = fmt::format("{}: mhlo.sharding \"{}\"", where, text);
  in.expect("{");
  if (in.eat("{")) in.fail("a tuple of shardings is not supported");
  const std::string head = in.word();
  if (head == "replicated" || head == "manual" || head == "maximal") {
    s.kind = head == "replicated" ? GspmdSharding::Kind::replicated
             : head == "manual"   ? GspmdSharding::Kind::manual
                                  : GspmdSharding::Kind::maximal;
    if (s.kind == GspmdSharding::Kind::maximal) {
      in.expect("device");
      in.expect("=");
      in.integer();
    }
    in.expect("}");
  } else if (head == "devices") {
    s.kind = GspmdSharding::Kind::tiled;
    in.expect("=");
    const std::vector<std::int64_t> tile = in.list('[', ']');
    if (tile.empty()) in.fail("no tile counts");
    s.partitions = in.product(tile);
    if (in.eat("<=")) {
      const std::vector<std::int64_t> reshape = in.list('[', ']');
      std::vector<std::int64_t> perm(reshape.size());
      std::iota(perm.begin(), perm.end(), 0);
      if (in.eat("T")) perm = in.list('(', ')');
      std::vector<std::int64_t> sorted = perm;
      std::sort(sorted.begin(), sorted.end());
      if (reshape.empty() || perm.size() != reshape.size())
        in.fail("the transpose is not a permutation of the iota's dimensions");
      for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] != static_cast<std::int64_t>(i))
          in.fail("the transpose is not a permutation of the iota's dimensions");
      if (in.product(reshape) != s.partitions) in.fail("the iota's size is not the tile count");
      s.tile_dims = iota_digits(in, tile, reshape, perm);
    } else {
      std::vector<std::int64_t> devices;
      do {
        devices.push_back(in.integer());
      } while (in.eat(","));
      if (static_cast<std::int64_t>(devices.size()) != s.partitions) in.fail("a device list of another size");
      s.tile_dims = listed_digits(in, tile, devices);
    }
    read_trailing_dims(in, s, tile.size());
  } else {
    in.fail("'" + (head.empty() ? std::string("?") : head) + "' is not supported");
  }
  if (!in.done()) in.fail("text after the sharding");
  return s;
}

std::vector<std::pair<std::string, std::int64_t>> GspmdMesh::named() const {
  std::vector<std::pair<std::string, std::int64_t>> out;
  for (std::size_t k = 0; k < axes.size(); ++k) out.emplace_back(fmt::format("axis{}", k), axes[k].size);
  return out;
}

GspmdMesh gspmd_mesh(const std::vector<GspmdSharding>& tiled, std::int64_t partitions,
                     const std::string& where) {
  std::set<std::int64_t> cuts = {1, partitions};
  for (const GspmdSharding& s : tiled) {
    if (s.partitions != partitions)
      throw Error(fmt::format("{}: tiles {} partitions where the module's other shardings tile {}", s.written,
                              s.partitions, partitions));
    for (const auto& dim : s.tile_dims)
      for (const PartitionDigit& digit : dim) cuts.insert({digit.stride, digit.stride * digit.size});
  }
  GspmdMesh mesh;
  for (auto it = cuts.rbegin(); std::next(it) != cuts.rend(); ++it) {
    const std::int64_t unit = *std::next(it);
    if (*it % unit != 0)
      throw Error(
          fmt::format("{}: its GSPMD shardings cut the {} partitions in orders no one mesh of axes gives",
                      where, partitions));
    mesh.axes.push_back({unit, *it / unit});
  }
  return mesh;
}

SdySharding gspmd_to_sdy(const GspmdSharding& sharding, const GspmdMesh& mesh, std::size_t rank,
                         const std::vector<std::int64_t>& open, const std::string& mesh_name,
                         const std::string& where) {
  SdySharding s;
  s.mesh = mesh_name;
  s.dims.resize(rank);
  s.open.assign(rank, false);
  for (const std::int64_t d : open) {
    if (d < 0 || static_cast<std::size_t>(d) >= rank)
      throw Error(fmt::format("{}: unspecified dimension {} of a value of rank {}", where, d, rank));
    s.open[static_cast<std::size_t>(d)] = true;
  }
  switch (sharding.kind) {
    case GspmdSharding::Kind::replicated:
      return s;
    case GspmdSharding::Kind::manual:
      throw Error(where + ": a manual GSPMD sharding outside a shard_map's boundaries is not supported");
    case GspmdSharding::Kind::maximal:
      throw Error(where + ": a value placed on one device (a maximal GSPMD sharding) is not supported");
    case GspmdSharding::Kind::tiled:
      break;
  }
  if (sharding.tensor_dims != rank)
    throw Error(fmt::format("{}: a GSPMD sharding of {} dimensions for a value of rank {}", where,
                            sharding.tensor_dims, rank));
  for (std::size_t d = 0; d < rank; ++d) {
    for (const PartitionDigit& digit : sharding.tile_dims[d]) {
      for (std::size_t k = 0; k < mesh.axes.size(); ++k) {  // major first
        const std::int64_t unit = mesh.axes[k].stride;
        if (unit >= digit.stride && unit < digit.stride * digit.size)
          s.dims[d].push_back(fmt::format("axis{}", k));
      }
    }
  }
  return s;
}

}  // namespace pmapsim::stablehlo_import
