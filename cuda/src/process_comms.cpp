// NCCL communicators over the devices of every process: process 0's unique
// id through the transport (no MPI here: the id travels as bytes), one
// ncclCommInitRank per local device inside one group, then one
// ncclCommSplit per set of replica groups. Which devices form each
// communicator, and in which order, is pmapsim/nccl_plan.hpp's (tested
// without a GPU); this file makes the calls.
#include <fmt/format.h>

#include <cstring>

#include "execution.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/nccl_plan.hpp"

#if PMAPSIM_HAVE_NCCL

namespace pmapsim::cuda {
namespace {

static_assert(kNoColor == NCCL_SPLIT_NOCOLOR, "nccl_plan's kNoColor must be NCCL's");

// Runs body(i) -> ncclResult_t for each of `count` local devices inside one
// NCCL group (a thread that drives several GPUs must group their calls);
// the first failure is kept until the group ends, then reported.
template <typename Body>
void nccl_group(std::int64_t count, const CallSite& site, Body&& body) {
  ncclResult_t failure = ncclSuccess;
  PMAPSIM_CUDA_CHECK(site, ncclGroupStart());
  for (std::int64_t i = 0; i < count && failure == ncclSuccess; ++i) failure = body(i);
  const ncclResult_t ended = ncclGroupEnd();
  check_call(failure, "ncclCommInitRank/ncclCommSplit()", site);
  check_call(ended, "ncclGroupEnd()", site);
}

ncclResult_t on_gpu(int ordinal) {
  return cudaSetDevice(ordinal) == cudaSuccess ? ncclSuccess : ncclUnhandledCudaError;
}

}  // namespace

ProcessComms::ProcessComms(Transport& transport, System& system, const Program& program)
    : local_{system.first_device(), system.device_count()}, devices_(program.axis_size) {
  world_ = make_world(transport, system);
  for (const IntListList& groups : communicator_groups(program))
    splits_.emplace(groups, split(system, groups));
}

std::vector<OwnedComm> ProcessComms::make_world(Transport& transport, System& system) {
  const CallSite site{"nccl communicator set-up", static_cast<int>(local_.first)};
  ncclUniqueId id{};
  const std::string bytes = broadcast_from_first(
      transport,
      [&] {
        PMAPSIM_CUDA_CHECK(site, ncclGetUniqueId(&id));
        return std::string(reinterpret_cast<const char*>(&id), sizeof id);
      },
      sizeof id);
  std::memcpy(&id, bytes.data(), sizeof id);
  std::vector<ncclComm_t> comms(static_cast<std::size_t>(local_.count), nullptr);
  nccl_group(local_.count, site, [&](std::int64_t i) {
    const auto device = static_cast<int>(local_.first + i);
    const ncclResult_t status = on_gpu(system.device(device).placement.gpu);
    if (status != ncclSuccess) return status;
    return ncclCommInitRank(&comms[static_cast<std::size_t>(i)], static_cast<int>(devices_), id, device);
  });
  std::vector<OwnedComm> owned;
  for (std::int64_t i = 0; i < local_.count; ++i) {
    owned.emplace_back(comms[static_cast<std::size_t>(i)],
                       system.device(static_cast<int>(local_.first + i)).placement.gpu);
  }
  return owned;
}

std::vector<OwnedComm> ProcessComms::split(System& system, const IntListList& groups) const {
  const CallSite site{"nccl communicator split", static_cast<int>(local_.first)};
  std::vector<ncclComm_t> comms(static_cast<std::size_t>(local_.count), nullptr);
  nccl_group(local_.count, site, [&](std::int64_t i) {
    const SplitArgs args = split_args(groups, local_.first + i);
    const ncclResult_t status = on_gpu(system.device(static_cast<int>(local_.first + i)).placement.gpu);
    if (status != ncclSuccess) return status;
    return ncclCommSplit(world_[static_cast<std::size_t>(i)].get(), args.color, args.key,
                         &comms[static_cast<std::size_t>(i)], nullptr);
  });
  std::vector<OwnedComm> owned;
  for (std::int64_t i = 0; i < local_.count; ++i) {
    owned.emplace_back(comms[static_cast<std::size_t>(i)],
                       system.device(static_cast<int>(local_.first + i)).placement.gpu);
  }
  return owned;
}

ncclComm_t ProcessComms::comm(const IntListList& groups, std::int64_t device) const {
  const auto at = static_cast<std::size_t>(device - local_.first);
  if (groups.size() == 1 && static_cast<std::int64_t>(groups.front().size()) == devices_)
    return world_[at].get();
  const auto found = splits_.find(groups);
  if (found == splits_.end()) {
    throw Error(
        fmt::format("cuda: no NCCL communicator was made for the replica groups of device {}", device));
  }
  return found->second[at].get();
}

}  // namespace pmapsim::cuda

#endif
