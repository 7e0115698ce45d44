// The transport over MPI_COMM_WORLD: point-to-point messages in chunks below
// MPI's int count limit, sizes first.
//
// A watchdog bounds every wait: MPI's own waits never return when a peer
// hangs (alive, so mpirun sees nothing wrong), so the transport polls its
// requests until the collective timeout and then ends the run, naming the
// processes whose messages never came and the collective it waited in.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <mpi.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <thread>

#include "pmapsim/distributed/session.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::distributed {
namespace {

constexpr std::size_t kChunk = std::size_t{1} << 30;  // bytes per message, within an int count
constexpr int kDataTag = 1;
constexpr int kSizeTag = 2;
using Clock = std::chrono::steady_clock;

// Test-only: PMAPSIM_TEST_HANG_PROCESS=R:N makes process R sleep forever when
// it enters its N-th exchange (from 1), as a process stuck in a custom op
// would, so that the watchdog can be tested (tests/distributed/mpi_faults.sh).
struct HangHook {
  int rank = -1;
  std::uint64_t exchange = 0;
};

HangHook read_hang_hook() {
  const char* text = std::getenv("PMAPSIM_TEST_HANG_PROCESS");
  if (text == nullptr) return {};
  const std::string value(text);
  const auto colon = value.find(':');
  HangHook hook;
  const auto rank = std::from_chars(value.data(), value.data() + std::min(colon, value.size()), hook.rank);
  if (colon == std::string::npos || rank.ec != std::errc() ||
      std::from_chars(value.data() + colon + 1, value.data() + value.size(), hook.exchange).ec !=
          std::errc()) {
    throw Error(fmt::format("PMAPSIM_TEST_HANG_PROCESS '{}': expected PROCESS:EXCHANGE", value));
  }
  return hook;
}

// Receives from each peer, to tell at a timeout who never sent.
struct PeerRequests {
  std::vector<MPI_Request> requests;
  std::vector<int> peers;  // peers[i] sent what requests[i] receives (-1: a send)

  void add(MPI_Request request, int peer) {
    requests.push_back(request);
    peers.push_back(peer);
  }
};

class MpiTransport final : public Transport {
 public:
  explicit MpiTransport(double timeout_s) : timeout_(timeout_s), hang_(read_hang_hook()) {
    int initialized = 0;
    MPI_Initialized(&initialized);
    if (!initialized) {
      int provided = 0;
      // Only the thread that calls the transport uses MPI.
      MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
      owns_mpi_ = true;
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }

  ~MpiTransport() override {
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (owns_mpi_ && !finalized) MPI_Finalize();
  }

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  std::vector<std::string> exchange(const std::vector<std::string>& sends) override {
    if (static_cast<int>(sends.size()) != size_) {
      throw Error(fmt::format("exchange: {} messages for {} processes", sends.size(), size_));
    }
    if (++exchanges_ == hang_.exchange && rank_ == hang_.rank) {
      for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
    }
    const Clock::time_point deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout_));
    const std::vector<std::uint64_t> sizes = receive_sizes(sends, deadline);
    std::vector<std::string> received(sends.size());
    PeerRequests requests;
    for (int peer = 0; peer < size_; ++peer) {
      if (peer == rank_) continue;
      received[peer].resize(sizes[peer]);
      post(received[peer].data(), received[peer].size(), peer, requests, false);
    }
    for (int peer = 0; peer < size_; ++peer) {
      if (peer == rank_) continue;
      post(const_cast<char*>(sends[peer].data()), sends[peer].size(), peer, requests, true);
      bytes_sent_ += sends[peer].size();
    }
    wait(requests, deadline, {});
    return received;
  }

  std::vector<std::string> all_gather(const std::string& mine) override {
    std::vector<std::string> received =
        exchange(std::vector<std::string>(static_cast<std::size_t>(size_), mine));
    received[static_cast<std::size_t>(rank_)] = mine;
    return received;
  }

  [[noreturn]] void abort(int code) override {
    MPI_Abort(MPI_COMM_WORLD, code);
    std::_Exit(code);
  }

  std::uint64_t bytes_sent() const override { return bytes_sent_; }

 private:
  // Every process sends every other the size of what it sends it, so that a
  // process that never sent its size is one that never arrived.
  std::vector<std::uint64_t> receive_sizes(const std::vector<std::string>& sends,
                                           Clock::time_point deadline) {
    std::vector<std::uint64_t> out(sends.size()), in(sends.size());
    PeerRequests requests;
    for (int peer = 0; peer < size_; ++peer) {
      if (peer == rank_) continue;
      out[peer] = sends[peer].size();
      MPI_Request request;
      MPI_Irecv(&in[peer], 1, MPI_UINT64_T, peer, kSizeTag, MPI_COMM_WORLD, &request);
      requests.add(request, peer);
      MPI_Isend(&out[peer], 1, MPI_UINT64_T, peer, kSizeTag, MPI_COMM_WORLD, &request);
      requests.add(request, -1);
    }
    std::vector<bool> arrived(sends.size(), false);
    wait(requests, deadline, arrived);
    return in;
  }

  // Polls until every request completes (MPI_Waitall would wait forever for
  // a hung peer). Past the deadline the run ends: see give_up.
  void wait(PeerRequests& requests, Clock::time_point deadline, std::vector<bool> arrived) {
    const Clock::time_point spin_until = Clock::now() + std::chrono::milliseconds(2);
    for (;;) {
      std::size_t open = 0;
      for (std::size_t i = 0; i < requests.requests.size(); ++i) {
        int done = 0;
        MPI_Test(&requests.requests[i], &done, MPI_STATUS_IGNORE);
        if (!done) ++open;
      }
      if (open == 0) return;
      const Clock::time_point now = Clock::now();
      if (now > deadline) give_up(requests, arrived);
      // Spin briefly (a collective's peers usually arrive within microseconds),
      // then yield the core to the processes still computing.
      if (now > spin_until) std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
  }

  // Past the collective timeout: the processes whose messages never came
  // are named. When this wait is for the sizes (`arrived` given), every
  // process that arrived sees the same missing ones, so only the lowest
  // arrived process prints the line and ends the run at once; the others
  // give it time (their own deadlines may come first) and do the same only
  // if it never does.
  [[noreturn]] void give_up(PeerRequests& requests, std::vector<bool>& arrived) {
    std::vector<int> missing;
    const bool sizes = !arrived.empty();
    if (sizes) arrived.assign(arrived.size(), true);
    for (std::size_t i = 0; i < requests.requests.size(); ++i) {
      if (requests.peers[i] < 0 || requests.requests[i] == MPI_REQUEST_NULL) continue;
      if (missing.empty() || missing.back() != requests.peers[i]) missing.push_back(requests.peers[i]);
      if (sizes) arrived[static_cast<std::size_t>(requests.peers[i])] = false;
    }
    const std::string where = current_collective_site();
    const int first_arrived =
        sizes ? static_cast<int>(std::find(arrived.begin(), arrived.end(), true) - arrived.begin()) : rank_;
    if (first_arrived != rank_) std::this_thread::sleep_for(std::chrono::duration<double>(timeout_ + 2.0));
    std::cerr << fmt::format(
                     "pmapsim: error: process {} of {}: {} {} did not {} {} within {} s "
                     "(--collective-timeout)",
                     rank_, size_, missing.size() == 1 ? "process" : "processes", fmt::join(missing, ", "),
                     sizes ? "arrive at" : "finish sending in", where, timeout_)
              << std::endl;
    abort(2);
  }

  // One message of any size as chunks of at most kChunk bytes.
  void post(char* data, std::size_t bytes, int peer, PeerRequests& requests, bool send) const {
    for (std::size_t offset = 0; offset < bytes; offset += kChunk) {
      const int count = static_cast<int>(std::min(kChunk, bytes - offset));
      MPI_Request request;
      if (send) {
        MPI_Isend(data + offset, count, MPI_BYTE, peer, kDataTag, MPI_COMM_WORLD, &request);
      } else {
        MPI_Irecv(data + offset, count, MPI_BYTE, peer, kDataTag, MPI_COMM_WORLD, &request);
      }
      requests.add(request, send ? -1 : peer);
    }
  }

  int rank_ = 0;
  int size_ = 1;
  bool owns_mpi_ = false;
  std::uint64_t bytes_sent_ = 0;
  double timeout_;
  HangHook hang_;
  std::uint64_t exchanges_ = 0;
};

}  // namespace

bool built_with_mpi() {
  return true;
}

std::shared_ptr<Transport> open_mpi_transport(double collective_timeout_s) {
  return std::make_shared<MpiTransport>(collective_timeout_s);
}

}  // namespace pmapsim::distributed
