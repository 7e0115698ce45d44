// GPU placement, the unique id's broadcast and the communicators' groups for
// NCCL across processes (pmapsim/nccl_plan.hpp).
#include "pmapsim/nccl_plan.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>

#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim {
namespace {

std::optional<int> read_int(const EnvironmentReader& getenv, const char* name) {
  const std::optional<std::string> text = getenv(name);
  if (!text) return std::nullopt;
  int value = 0;
  const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
  if (text->empty() || error != std::errc() || end != text->data() + text->size() || value < 0) {
    throw Error(fmt::format("{} '{}' is not a non-negative integer", name, *text));
  }
  return value;
}

void collect_groups(const std::vector<Instruction>& body, std::int64_t devices,
                    std::vector<IntListList>& found) {
  for (const Instruction& instruction : body) {
    for (const Region& region : instruction.regions) collect_groups(region.body, devices, found);
    if (!is_collective(instruction.op) || instruction.op == OpCode::ppermute) continue;
    IntListList groups = collective_groups(instruction.attrs, devices);
    if (groups.size() == 1 && static_cast<std::int64_t>(groups.front().size()) == devices) continue;
    if (std::find(found.begin(), found.end(), groups) == found.end()) found.push_back(std::move(groups));
  }
}

}  // namespace

ProcessGpus place_on_gpus(std::int64_t devices, int rank, int ranks, int visible_gpus, int local_rank,
                          int local_size) {
  ProcessGpus placed;
  placed.local = device_block(devices, rank, ranks);
  const std::int64_t count = placed.local.count;
  if (devices % ranks != 0) {
    throw Error(fmt::format(
        "cuda across processes: {} devices do not divide evenly over {} processes (each process runs as "
        "many GPUs as the others)",
        devices, ranks));
  }
  std::int64_t first = 0;
  if (visible_gpus != count) {
    first = local_rank * count;
    if (visible_gpus < local_size * count) {
      throw Error(fmt::format(
          "cuda across processes: process {} runs {} devices, one GPU each (NCCL refuses two ranks on one "
          "GPU), but its host's {} processes see {} GPUs; run fewer processes per host, fewer devices, or "
          "give "
          "each process its own GPUs (CUDA_VISIBLE_DEVICES)",
          rank, count, local_size, visible_gpus));
    }
  }
  for (std::int64_t i = 0; i < count; ++i) placed.gpus.push_back(static_cast<int>(first + i));
  return placed;
}

std::pair<int, int> local_rank_on_host(const EnvironmentReader& getenv) {
  if (const auto rank = read_int(getenv, "OMPI_COMM_WORLD_LOCAL_RANK")) {
    return {*rank, read_int(getenv, "OMPI_COMM_WORLD_LOCAL_SIZE").value_or(*rank + 1)};
  }
  if (const auto rank = read_int(getenv, "SLURM_LOCALID")) {
    return {*rank, read_int(getenv, "SLURM_NTASKS_PER_NODE").value_or(*rank + 1)};
  }
  return {0, 1};
}

std::pair<int, int> local_rank_on_host() {
  return local_rank_on_host([](const std::string& name) -> std::optional<std::string> {
    const char* value = std::getenv(name.c_str());
    return value != nullptr ? std::optional<std::string>(value) : std::nullopt;
  });
}

std::string broadcast_from_first(Transport& transport, const std::function<std::string()>& make,
                                 std::size_t expected_size) {
  const CollectiveSite site("the broadcast of NCCL's unique id");
  std::vector<std::string> sends(static_cast<std::size_t>(transport.size()));
  std::string mine;
  if (transport.rank() == 0) {
    mine = make();
    for (int r = 1; r < transport.size(); ++r) sends[static_cast<std::size_t>(r)] = mine;
  }
  std::vector<std::string> received = transport.exchange(sends);
  if (transport.rank() != 0) mine = std::move(received.front());
  if (mine.size() != expected_size) {
    throw Error(fmt::format("process {}: NCCL's unique id from process 0 is {} bytes, expected {}",
                            transport.rank(), mine.size(), expected_size));
  }
  return mine;
}

std::vector<IntListList> communicator_groups(const Program& program) {
  std::vector<IntListList> found;
  collect_groups(program.body, program.axis_size, found);
  return found;
}

SplitArgs split_args(const IntListList& groups, std::int64_t device) {
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const auto at = std::find(groups[g].begin(), groups[g].end(), device);
    if (at != groups[g].end())
      return SplitArgs{static_cast<int>(g), static_cast<int>(at - groups[g].begin())};
  }
  return SplitArgs{};
}

}  // namespace pmapsim
