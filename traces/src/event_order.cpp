#include "event_order.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <utility>

namespace pmapsim::traces::detail {
namespace {

struct StartKey {
  std::uint64_t start;  // the shifted start as ordered bits
  std::uint32_t index;
};

constexpr int kDigitBits = 8;
constexpr int kDigits = 64 / kDigitBits;
constexpr std::uint64_t kDigitMask = (1u << kDigitBits) - 1;

// A finite double as an unsigned integer in the same order: positives get
// the sign bit set, negatives have every bit flipped. -0 counts as +0, as the
// two compare equal.
std::uint64_t ordered_bits(double value) {
  constexpr std::uint64_t kSignBit = std::uint64_t{1} << 63;
  const auto bits = std::bit_cast<std::uint64_t>(value == 0 ? 0.0 : value);
  return (bits & kSignBit) != 0 ? ~bits : bits | kSignBit;
}

// A stable least-significant-digit radix sort by start: linear, where a
// comparison sort of events from several devices, interleaved in time, costs
// as much as formatting a good part of them. Digits that all keys share
// (most of a time's exponent) are skipped.
void sort_by_start(std::vector<StartKey>& keys) {
  std::array<std::array<std::uint32_t, kDigitMask + 1>, kDigits> counts{};
  for (const StartKey& key : keys) {
    for (int digit = 0; digit < kDigits; ++digit)
      ++counts[digit][(key.start >> (digit * kDigitBits)) & kDigitMask];
  }
  std::vector<StartKey> sorted(keys.size());
  for (int digit = 0; digit < kDigits; ++digit) {
    auto& count = counts[digit];
    if (std::find(count.begin(), count.end(), keys.size()) != count.end()) continue;
    std::uint32_t next = 0;
    for (std::uint32_t& bucket : count) next += std::exchange(bucket, next);  // bucket starts
    const int shift = digit * kDigitBits;
    for (const StartKey& key : keys) sorted[count[(key.start >> shift) & kDigitMask]++] = key;
    keys.swap(sorted);
  }
}

// Among equal starts: the longer slice first, then profile order.
bool before_at_same_start(const std::vector<ProfileEvent>& events, const StartKey& x, const StartKey& y) {
  const double x_duration = events[x.index].duration_ns;
  const double y_duration = events[y.index].duration_ns;
  if (x_duration != y_duration) return x_duration > y_duration;
  return x.index < y.index;
}

bool in_order(const std::vector<ProfileEvent>& events, const std::vector<StartKey>& keys) {
  for (std::size_t i = 1; i < keys.size(); ++i) {
    if (keys[i - 1].start > keys[i].start) return false;
    if (keys[i - 1].start == keys[i].start && !before_at_same_start(events, keys[i - 1], keys[i]))
      return false;
  }
  return true;
}

void order_equal_starts(const std::vector<ProfileEvent>& events, std::vector<StartKey>& keys) {
  const auto before = [&](const StartKey& x, const StartKey& y) {
    return before_at_same_start(events, x, y);
  };
  for (auto from = keys.begin(); from != keys.end();) {
    const auto to =
        std::find_if(from + 1, keys.end(), [&](const StartKey& key) { return key.start != from->start; });
    if (to - from > 1) std::sort(from, to, before);
    from = to;
  }
}

}  // namespace

std::vector<std::uint32_t> start_order(const std::vector<ProfileEvent>& events, double offset_ns) {
  std::vector<StartKey> keys;
  keys.reserve(events.size());
  for (std::size_t i = 0; i < events.size(); ++i) {
    keys.push_back({ordered_bits(events[i].start_ns + offset_ns), static_cast<std::uint32_t>(i)});
  }
  if (!in_order(events, keys)) {
    sort_by_start(keys);
    order_equal_starts(events, keys);
  }
  std::vector<std::uint32_t> order;
  order.reserve(keys.size());
  for (const StartKey& key : keys) order.push_back(key.index);
  return order;
}

}  // namespace pmapsim::traces::detail
