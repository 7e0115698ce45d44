// Collectives across processes: each process holds a block of the devices,
// and a collective first fetches the operands its devices' results read.
#pragma once

#include <optional>
#include <vector>

#include "pmapsim/array.hpp"
#include "pmapsim/distributed.hpp"
#include "pmapsim/program.hpp"

namespace pmapsim::reference {

// operands[d] is device d's operand for the devices of `local` (null for the
// others). Sends the local operands that other processes' results read,
// receives those that the local results read, and points operands[d] at
// them; returns the received arrays (which must outlive the pointers).
// Every process calls it for the same instruction in the same order.
std::vector<Array> fetch_remote_operands(const Program& program, const Instruction& instruction,
                                         DeviceBlock local, Transport& transport,
                                         std::vector<const Array*>& operands);

// psum, pmax, pmin and pmean of real operands whose groups list their members
// in device order, as a chain through the processes (the fold of one
// process, in the same order: the same bits): results for the devices of
// `local` (the others empty). nullopt for any other collective, which
// fetch_remote_operands serves. Every process calls it for the same
// instruction in the same order.
std::optional<std::vector<Array>> chain_all_reduce(const Program& program, const Instruction& instruction,
                                                   DeviceBlock local, Transport& transport,
                                                   const std::vector<const Array*>& operands, DType result);

}  // namespace pmapsim::reference
