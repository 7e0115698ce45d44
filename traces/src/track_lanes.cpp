#include "track_lanes.hpp"

#include <algorithm>
#include <cctype>

namespace pmapsim::traces::detail {
namespace {

// The number a unit name ends with ("mxu3" -> 3, "stream12" -> 12), or -1.
int trailing_number(std::string_view name) {
  std::size_t digits_from = name.size();
  while (digits_from > 0 && std::isdigit(static_cast<unsigned char>(name[digits_from - 1]))) --digits_from;
  if (digits_from == name.size() || name.size() - digits_from > 4) return -1;
  int number = 0;
  for (std::size_t i = digits_from; i < name.size(); ++i) number = number * 10 + (name[i] - '0');
  return number;
}

}  // namespace

std::int64_t track_sort_base(std::string_view track, int order_of_appearance) {
  struct Category {
    std::string_view prefix;
    bool numbered;  // ordered by the unit's number rather than by appearance
  };
  static constexpr Category kCategories[] = {
      {"ops", false}, {"mxu", true}, {"vpu", true}, {"dma", true}, {"ici", false}, {"stream", true},
  };
  constexpr std::int64_t kCategoryStride = 1'000'000;
  constexpr std::int64_t kUnitStride = 100;  // room for 99 overflow lanes per unit
  std::int64_t category = std::size(kCategories);
  std::int64_t within = order_of_appearance;
  for (std::size_t i = 0; i < std::size(kCategories); ++i) {
    if (!track.starts_with(kCategories[i].prefix)) continue;
    category = static_cast<std::int64_t>(i);
    const int number = trailing_number(track);
    if (kCategories[i].numbered && number >= 0) within = number;
    break;
  }
  return category * kCategoryStride +
         std::min<std::int64_t>(within, kCategoryStride / kUnitStride - 1) * kUnitStride;
}

bool ThreadAssigner::Lane::accepts(std::int64_t start_ns, std::int64_t end_ns) {
  if (start_ns < last_start) return false;
  // Slices that ended by start_ns may be dropped once this slice is accepted:
  // later slices on this lane then start no earlier than start_ns.
  std::size_t still_open = open_ends.size();
  while (still_open > 0 && open_ends[still_open - 1] <= start_ns) --still_open;
  if (still_open > 0 && open_ends[still_open - 1] < end_ns) return false;
  open_ends.resize(still_open);
  open_ends.push_back(end_ns);
  last_start = start_ns;
  return true;
}

ThreadAssigner::Track& ThreadAssigner::track_for(int device, std::string_view name) {
  // Names differ in length or at their ends ("mxu0", "mxu1", "ici:dev0 x+").
  const std::size_t hash = name.empty() ? 0
                                        : name.size() * 7 + static_cast<unsigned char>(name.back()) * 3 +
                                              static_cast<unsigned char>(name[name.size() / 2]) +
                                              static_cast<std::size_t>(device) * 13;
  Track*& recent = recent_tracks_[hash % kRecentTracks];
  if (recent == nullptr || recent->device != device || recent->name != name) {
    recent = &find_or_add_track(device, name);
  }
  return *recent;
}

ThreadAssigner::Track& ThreadAssigner::find_or_add_track(int device, std::string_view name) {
  if (last_device_ == nullptr || last_device_id_ != device) {
    last_device_ = &devices_[device];
    last_device_id_ = device;
  }
  Device& on = *last_device_;
  auto it = on.tracks.find(name);
  if (it == on.tracks.end()) {
    const int order_of_appearance = static_cast<int>(on.tracks.size());
    it = on.tracks.try_emplace(std::string(name)).first;
    Track& track = it->second;
    track.device = device;
    track.name = std::string(name);
    track.sort_base = track_sort_base(name, order_of_appearance);
    track.owner = &on;
  }
  return it->second;
}

ThreadAssigner::Lane& ThreadAssigner::open_lane(Track& track) {
  const int lane_number = static_cast<int>(track.lanes.size());
  ThreadInfo info;
  info.device = track.device;
  info.tid = ++track.owner->next_tid;
  info.index = threads_.size();
  info.track = track.name;
  info.lane = lane_number;
  info.name = lane_number == 0 ? track.name : track.name + " #" + std::to_string(lane_number + 1);
  info.sort_index = track.sort_base + std::min(lane_number, 99);
  threads_.push_back(std::move(info));
  track.lanes.push_back(Lane{threads_.size() - 1, {}, INT64_MIN});
  return track.lanes.back();
}

const ThreadInfo& ThreadAssigner::place(int device, std::string_view track_name, std::int64_t start_ns,
                                        std::int64_t end_ns, bool& created) {
  Track& track = track_for(device, track_name);
  created = false;
  for (Lane& lane : track.lanes) {
    if (lane.accepts(start_ns, end_ns)) return threads_[lane.thread];
  }
  created = true;
  Lane& lane = open_lane(track);
  lane.accepts(start_ns, end_ns);
  return threads_[lane.thread];
}

}  // namespace pmapsim::traces::detail
