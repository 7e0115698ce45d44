// Which process needs which device's operand, and the exchange itself.
//
// The processes hold contiguous device blocks (device_block). For a group
// collective a process needs the operands of every member of the groups its
// devices belong to; for ppermute, those of its devices' sources. Each
// process works out both directions from the op's attributes alone, so the
// messages carry bytes only: the operands a receiver expects from a sender,
// in device order.
//
// An all-reduce whose groups list their members in device order runs as a
// chain instead: the first process of a group folds its members into the
// accumulator, hands it to the next process of the group, which folds its
// own, and so on; the last finishes it and sends the result back to the
// others. The fold is the one process's, in the same order (the same bits),
// and a process holds one accumulator per group rather than every member's
// operand.
#include "process_collectives.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <optional>

#include "internal.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/ops.hpp"

namespace pmapsim::reference {
namespace {

// readers[d]: the processes (other than d's own) whose results read device d's operand.
using Readers = std::vector<std::vector<int>>;

void add_reader(std::vector<int>& readers, int process) {
  if (std::find(readers.begin(), readers.end(), process) == readers.end()) readers.push_back(process);
}

Readers group_readers(const Instruction& ins, std::int64_t devices, int processes) {
  Readers readers(static_cast<std::size_t>(devices));
  for (const IntList& members : collective_groups(ins.attrs, devices)) {
    std::vector<int> owners;
    for (std::int64_t device : members) add_reader(owners, device_owner(device, devices, processes));
    for (std::int64_t device : members) {
      const int own = device_owner(device, devices, processes);
      for (int owner : owners) {
        if (owner != own) add_reader(readers[static_cast<std::size_t>(device)], owner);
      }
    }
  }
  return readers;
}

Readers permute_readers(const Instruction& ins, std::int64_t devices, int processes) {
  Readers readers(static_cast<std::size_t>(devices));
  const IntList sources = ppermute_sources(ins.attrs, devices);
  for (std::int64_t target = 0; target < devices; ++target) {
    const std::int64_t source = sources[static_cast<std::size_t>(target)];
    if (source < 0) continue;
    const int reader = device_owner(target, devices, processes);
    if (reader != device_owner(source, devices, processes)) {
      add_reader(readers[static_cast<std::size_t>(source)], reader);
    }
  }
  return readers;
}

// What a watchdog's message calls the collective: "pmean (line 13)".
std::string site_name(const Instruction& ins) {
  return ins.loc.known() ? fmt::format("{} (line {})", op_name(ins.op), ins.loc.line)
                         : std::string(op_name(ins.op));
}

bool reads(const std::vector<int>& readers, int process) {
  return std::find(readers.begin(), readers.end(), process) != readers.end();
}

// Appends each array's bytes to the message of the process it goes to.
void append(std::string& message, const Array& array) {
  message.append(reinterpret_cast<const char*>(array.raw()), array.byte_size());
}

// The next array of `type` in the message from `sender`.
// (`what` names the arrays in the error when the message is short.)
Array take(const Instruction& ins, const std::vector<std::string>& received,
           std::vector<std::size_t>& offsets, int sender, const TensorType& type, const char* what) {
  Array array(type.dtype, type.shape);
  const auto from = static_cast<std::size_t>(sender);
  if (offsets[from] + array.byte_size() > received[from].size()) {
    throw Error(fmt::format("{}: process {} sent {} bytes, fewer than the {} it holds for this one",
                            op_name(ins.op), sender, received[from].size(), what));
  }
  std::memcpy(array.raw(), received[from].data() + offsets[from], array.byte_size());
  offsets[from] += array.byte_size();
  return array;
}

// The messages: to each process, the operands it reads, in device order.
std::vector<std::string> pack(const Readers& readers, DeviceBlock local, int processes,
                              const std::vector<const Array*>& operands) {
  std::vector<std::string> sends(static_cast<std::size_t>(processes));
  for (std::int64_t device = local.first; device < local.end(); ++device) {
    const Array& operand = *operands[static_cast<std::size_t>(device)];
    for (int reader : readers[static_cast<std::size_t>(device)]) {
      append(sends[static_cast<std::size_t>(reader)], operand);
    }
  }
  return sends;
}

// Cuts each sender's message into the operands this process reads from it.
std::vector<Array> unpack(const Instruction& ins, const Readers& readers,
                          const std::vector<std::string>& received, int self, const TensorType& type,
                          std::vector<const Array*>& operands) {
  const auto devices = static_cast<std::int64_t>(operands.size());
  const int processes = static_cast<int>(received.size());
  std::vector<std::size_t> offsets(received.size(), 0);
  std::vector<Array> fetched;
  fetched.reserve(static_cast<std::size_t>(devices));
  for (std::int64_t device = 0; device < devices; ++device) {
    if (!reads(readers[static_cast<std::size_t>(device)], self)) continue;
    const int owner = device_owner(device, devices, processes);
    fetched.push_back(take(ins, received, offsets, owner, type, "operands"));
  }
  std::size_t next = 0;
  for (std::int64_t device = 0; device < devices; ++device) {
    if (reads(readers[static_cast<std::size_t>(device)], self))
      operands[static_cast<std::size_t>(device)] = &fetched[next++];
  }
  return fetched;
}

}  // namespace

std::vector<Array> fetch_remote_operands(const Program& program, const Instruction& instruction,
                                         DeviceBlock local, Transport& transport,
                                         std::vector<const Array*>& operands) {
  if (instruction.operands.empty()) return {};  // axis_index: nothing to fetch
  const std::int64_t devices = program.axis_size;
  const int processes = transport.size();
  const Readers readers = instruction.op == OpCode::ppermute
                              ? permute_readers(instruction, devices, processes)
                              : group_readers(instruction, devices, processes);
  const TensorType type = operands[static_cast<std::size_t>(local.first)]->type();
  const CollectiveSite site(site_name(instruction));
  const std::vector<std::string> received = transport.exchange(pack(readers, local, processes, operands));
  return unpack(instruction, readers, received, transport.rank(), type, operands);
}

namespace {

// A group of an all-reduce as the chain sees it: its members and, in chain
// order, the processes that own them.
struct ChainGroup {
  IntList members;
  std::vector<int> owners;  // distinct, ascending (members are in device order)
  std::optional<Array> accumulator;
};

bool chains(const Instruction& ins, const TensorType& operand, DType result) {
  const bool all_reduce =
      ins.op == OpCode::psum || ins.op == OpCode::pmax || ins.op == OpCode::pmin || ins.op == OpCode::pmean;
  const DType dtype = operand.dtype;
  return all_reduce && dtype == result && !is_complex(dtype) && dtype != DType::boolean &&
         (ins.op != OpCode::pmean || is_floating(dtype));
}

}  // namespace

std::optional<std::vector<Array>> chain_all_reduce(const Program& program, const Instruction& instruction,
                                                   DeviceBlock local, Transport& transport,
                                                   const std::vector<const Array*>& operands, DType result) {
  const TensorType operand_type = operands[static_cast<std::size_t>(local.first)]->type();
  if (!chains(instruction, operand_type, result)) return std::nullopt;
  const std::int64_t devices = program.axis_size;
  const int processes = transport.size();
  const int self = transport.rank();
  std::vector<ChainGroup> groups;
  std::size_t hops = 0;
  for (IntList& members : collective_groups(instruction.attrs, devices)) {
    if (!std::is_sorted(members.begin(), members.end())) return std::nullopt;
    ChainGroup group;
    for (std::int64_t device : members) {
      const int owner = device_owner(device, devices, processes);
      if (group.owners.empty() || group.owners.back() != owner) group.owners.push_back(owner);
    }
    group.members = std::move(members);
    hops = std::max(hops, group.owners.size() - 1);
    groups.push_back(std::move(group));
  }
  const TensorType accumulator_type{all_reduce_accumulator_dtype(result), operand_type.shape};
  const CollectiveSite site(site_name(instruction));
  // Stage h: the h-th process of each group folds its members, then (every
  // process, so that all make the same calls) hands the accumulator on.
  for (std::size_t h = 0; h <= hops; ++h) {
    for (ChainGroup& group : groups) {
      if (group.owners.size() <= h || group.owners[h] != self) continue;
      for (std::int64_t device : group.members) {
        if (!local.contains(device)) continue;
        const Array& operand = *operands[static_cast<std::size_t>(device)];
        if (group.accumulator) {
          fold_into(*group.accumulator, operand, instruction.op);
        } else {
          group.accumulator = convert_array(operand, accumulator_type.dtype);
        }
      }
    }
    if (h == hops) break;
    std::vector<std::string> sends(static_cast<std::size_t>(processes));
    for (ChainGroup& group : groups) {
      if (group.owners.size() > h + 1 && group.owners[h] == self) {
        append(sends[static_cast<std::size_t>(group.owners[h + 1])], *group.accumulator);
        group.accumulator.reset();
      }
    }
    const std::vector<std::string> received = transport.exchange(sends);
    std::vector<std::size_t> offsets(received.size(), 0);
    for (ChainGroup& group : groups) {
      if (group.owners.size() > h + 1 && group.owners[h + 1] == self)
        group.accumulator =
            take(instruction, received, offsets, group.owners[h], accumulator_type, "partial results");
    }
  }
  // The last process of each group finishes it and sends the result to the others.
  const TensorType result_type{result, operand_type.shape};
  std::vector<std::optional<Array>> finished(groups.size());
  std::vector<std::string> sends(static_cast<std::size_t>(processes));
  for (std::size_t g = 0; g < groups.size(); ++g) {
    ChainGroup& group = groups[g];
    if (group.owners.back() != self) continue;
    finished[g] = finish_all_reduce(std::move(*group.accumulator), instruction.op,
                                    static_cast<std::int64_t>(group.members.size()), result);
    for (std::size_t k = 0; k + 1 < group.owners.size(); ++k)
      append(sends[static_cast<std::size_t>(group.owners[k])], *finished[g]);
  }
  if (hops > 0) {
    const std::vector<std::string> received = transport.exchange(sends);
    std::vector<std::size_t> offsets(received.size(), 0);
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const ChainGroup& group = groups[g];
      const bool member = std::find(group.owners.begin(), group.owners.end(), self) != group.owners.end();
      if (member && group.owners.back() != self)
        finished[g] = take(instruction, received, offsets, group.owners.back(), result_type, "results");
    }
  }
  std::vector<Array> results(static_cast<std::size_t>(devices));
  for (std::size_t g = 0; g < groups.size(); ++g) {
    for (std::int64_t device : groups[g].members)
      if (local.contains(device)) results[static_cast<std::size_t>(device)] = *finished[g];
  }
  return results;
}

}  // namespace pmapsim::reference
