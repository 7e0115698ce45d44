// The transport over MPI_COMM_WORLD: point-to-point messages in chunks below
// MPI's int count limit, sizes first.
#include <fmt/format.h>
#include <mpi.h>

#include <cstdlib>
#include <limits>

#include "pmapsim/distributed/session.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::distributed {
namespace {

constexpr std::size_t kChunk = std::size_t{1} << 30;  // bytes per message, within an int count
constexpr int kDataTag = 1;

class MpiTransport final : public Transport {
 public:
  MpiTransport() {
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
    const std::vector<std::uint64_t> sizes = receive_sizes(sends);
    std::vector<std::string> received(sends.size());
    std::vector<MPI_Request> requests;
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
    MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE);
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
  std::vector<std::uint64_t> receive_sizes(const std::vector<std::string>& sends) const {
    std::vector<std::uint64_t> out(sends.size()), in(sends.size());
    for (std::size_t peer = 0; peer < sends.size(); ++peer) out[peer] = sends[peer].size();
    MPI_Alltoall(out.data(), 1, MPI_UINT64_T, in.data(), 1, MPI_UINT64_T, MPI_COMM_WORLD);
    return in;
  }

  // One message of any size as chunks of at most kChunk bytes.
  void post(char* data, std::size_t bytes, int peer, std::vector<MPI_Request>& requests, bool send) const {
    for (std::size_t offset = 0; offset < bytes; offset += kChunk) {
      const int count = static_cast<int>(std::min(kChunk, bytes - offset));
      MPI_Request request;
      if (send) {
        MPI_Isend(data + offset, count, MPI_BYTE, peer, kDataTag, MPI_COMM_WORLD, &request);
      } else {
        MPI_Irecv(data + offset, count, MPI_BYTE, peer, kDataTag, MPI_COMM_WORLD, &request);
      }
      requests.push_back(request);
    }
  }

  int rank_ = 0;
  int size_ = 1;
  bool owns_mpi_ = false;
  std::uint64_t bytes_sent_ = 0;
};

}  // namespace

bool built_with_mpi() {
  return true;
}

std::shared_ptr<Transport> open_mpi_transport() {
  return std::make_shared<MpiTransport>();
}

}  // namespace pmapsim::distributed
