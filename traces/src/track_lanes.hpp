// Assigns each event a thread (tid) of its device so that slices on one
// thread always nest: the first lane of a track is the track's own thread;
// an event that would overlap a lane's open slice without nesting in it, or
// that starts before the lane's last start, goes to the next lane, and a new
// lane ("dma #2") is opened when none fits.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace pmapsim::traces::detail {

struct ThreadInfo {
  int device = 0;
  int tid = 0;
  std::size_t index = 0;  // position in ThreadAssigner::threads()
  std::string track;      // the Profile track
  int lane = 0;           // 0: the track's own thread; 1: "#2", ...
  std::string name;       // thread_name: the track, with " #k" for extra lanes
  std::int64_t sort_index = 0;
};

// Display rank of a track: "ops" first, then matrix units, vector unit, DMA,
// links, streams, anything else.
std::int64_t track_sort_base(std::string_view track, int order_of_appearance);

// Whether a track holds a link's sending side ("ici:<link>", not "ici:<link> rx"): what a
// device's link bytes count.
inline bool is_link_send_track(std::string_view track) {
  return track.starts_with("ici:") && !track.ends_with(" rx");
}

class ThreadAssigner {
 public:
  // The thread for the slice [start_ns, end_ns] on device/track. created is
  // set when the thread did not exist before this call.
  const ThreadInfo& place(int device, std::string_view track, std::int64_t start_ns, std::int64_t end_ns,
                          bool& created);
  const std::deque<ThreadInfo>& threads() const { return threads_; }

 private:
  struct Lane {
    std::size_t thread = 0;               // index into threads_
    std::vector<std::int64_t> open_ends;  // ends of the slices still open, innermost last
    std::int64_t last_start = INT64_MIN;
    bool accepts(std::int64_t start_ns, std::int64_t end_ns);
  };
  struct Device;
  struct Track {
    int device = 0;
    std::string name;
    std::int64_t sort_base = 0;
    Device* owner = nullptr;
    std::vector<Lane> lanes;
  };

  struct NameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
  };
  struct Device {
    std::unordered_map<std::string, Track, NameHash, std::equal_to<>> tracks;  // by name
    int next_tid = 0;
  };

  Track& track_for(int device, std::string_view name);
  Track& find_or_add_track(int device, std::string_view name);
  Lane& open_lane(Track& track);

  std::map<int, Device> devices_;
  Device* last_device_ = nullptr;
  int last_device_id_ = -1;
  // Tracks found recently, by a hash of a few of their name's chars: events
  // in start order go from track to track, and hashing whole names in the
  // map costs more than formatting parts of the event.
  static constexpr std::size_t kRecentTracks = 64;
  std::array<Track*, kRecentTracks> recent_tracks_{};
  std::deque<ThreadInfo> threads_;  // stable addresses
};

}  // namespace pmapsim::traces::detail
