// Which process needs which device's operand, and the exchange itself.
//
// The processes hold contiguous device blocks (device_block). For a group
// collective a process needs the operands of every member of the groups its
// devices belong to; for ppermute, those of its devices' sources. Each
// process works out both directions from the op's attributes alone, so the
// messages carry bytes only: the operands a receiver expects from a sender,
// in device order.
#include "process_collectives.hpp"

#include <fmt/format.h>

#include <cstring>

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

bool reads(const std::vector<int>& readers, int process) {
  return std::find(readers.begin(), readers.end(), process) != readers.end();
}

// The messages: to each process, the operands it reads, in device order.
std::vector<std::string> pack(const Readers& readers, DeviceBlock local, int processes,
                              const std::vector<const Array*>& operands) {
  std::vector<std::string> sends(static_cast<std::size_t>(processes));
  for (std::int64_t device = local.first; device < local.end(); ++device) {
    const Array& operand = *operands[static_cast<std::size_t>(device)];
    for (int reader : readers[static_cast<std::size_t>(device)]) {
      sends[static_cast<std::size_t>(reader)].append(reinterpret_cast<const char*>(operand.raw()),
                                                     operand.byte_size());
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
    const auto owner = static_cast<std::size_t>(device_owner(device, devices, processes));
    Array operand(type.dtype, type.shape);
    if (offsets[owner] + operand.byte_size() > received[owner].size()) {
      throw Error(fmt::format("{}: process {} sent {} bytes, fewer than the operands it holds for this one",
                              op_name(ins.op), owner, received[owner].size()));
    }
    std::memcpy(operand.raw(), received[owner].data() + offsets[owner], operand.byte_size());
    offsets[owner] += operand.byte_size();
    fetched.push_back(std::move(operand));
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
  const CollectiveSite site(instruction.loc.known()
                                ? fmt::format("{} (line {})", op_name(instruction.op), instruction.loc.line)
                                : std::string(op_name(instruction.op)));
  const std::vector<std::string> received = transport.exchange(pack(readers, local, processes, operands));
  return unpack(instruction, readers, received, transport.rank(), type, operands);
}

}  // namespace pmapsim::reference
