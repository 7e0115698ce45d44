// The CPU side of NCCL across processes, without CUDA or MPI: which GPU each
// of a process's devices uses, how process 0's NCCL unique id reaches the
// others (through the Transport, as bytes), and which communicators a
// program needs (one per distinct set of replica groups, split from the
// communicator over every device).
//
// One NCCL rank per device: global NCCL rank = global device id, so a
// group's members keep their device order as NCCL ranks (the reduction order
// NCCL picks is its own; what is fixed is who is in which group, in which
// position). The cuda backend (cuda/src/process_comms.cpp) makes the calls.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "pmapsim/attrs.hpp"
#include "pmapsim/distributed.hpp"

namespace pmapsim {

struct Program;

// This process's devices and the GPU ordinal each uses.
struct ProcessGpus {
  DeviceBlock local;      // this process's devices of the program
  std::vector<int> gpus;  // gpus[i]: the ordinal device local.first + i runs on
};

// NCCL refuses two ranks on one GPU, so every device has a GPU of its own:
// `devices` split evenly over `ranks` processes, `visible_gpus` the GPUs this
// process sees. Each process uses GPUs [0, count) when it sees exactly as
// many as it runs devices (CUDA_VISIBLE_DEVICES or Slurm's --gpus-per-task),
// else the processes on one host (`local_rank` of `local_size`, from Open MPI
// or Slurm) take consecutive blocks of the host's GPUs. Throws Error naming
// the fix when the devices do not divide evenly or the GPUs are too few.
ProcessGpus place_on_gpus(std::int64_t devices, int rank, int ranks, int visible_gpus, int local_rank,
                          int local_size);

// This process's rank and size among the processes on its host: Open MPI's
// OMPI_COMM_WORLD_LOCAL_RANK/SIZE, else Slurm's SLURM_LOCALID and
// SLURM_NTASKS_PER_NODE, else {0, 1}.
std::pair<int, int> local_rank_on_host(const EnvironmentReader& getenv);
std::pair<int, int> local_rank_on_host();  // from this process's environment

// Bytes made by process 0 on every process (the NCCL unique id: process 0
// calls make(), the others receive it), as nccl-tests broadcasts the id with
// MPI. Every process calls it; throws Error when what arrives is not
// `expected_size` bytes.
std::string broadcast_from_first(Transport& transport, const std::function<std::string()>& make,
                                 std::size_t expected_size);

// The sets of replica groups the program's collectives use (regions
// included), each once, in the order of first use; the whole axis as one
// group (the communicator over every device) and ppermute (which addresses
// devices by id) are left out. Every process derives the same list from the
// same program, so each creates the same communicators in the same order,
// as NCCL requires.
std::vector<IntListList> communicator_groups(const Program& program);

// ncclCommSplit's arguments for one device: its group's index as the color
// and its position in the group as the key (NCCL orders a split's ranks by
// key). A device in no group gets kNoColor (NCCL_SPLIT_NOCOLOR) and no
// communicator, yet still takes part in the split, as NCCL requires.
inline constexpr int kNoColor = -1;
struct SplitArgs {
  int color = kNoColor;
  int key = 0;
  bool operator==(const SplitArgs&) const = default;
};
SplitArgs split_args(const IntListList& groups, std::int64_t device);

}  // namespace pmapsim
