// Whether a run's values fit in the host's memory, checked before the run:
// past it the kernel's out-of-memory killer ends the process, which no error
// path can report.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "pmapsim/program.hpp"

namespace pmapsim {

// Bytes one device's values occupy at their peak, in program order: the
// parameters throughout, each instruction's result from its definition to its
// last read (a region's own values are not counted, so this is a lower bound).
std::int64_t peak_value_bytes(const Program& program);

// Memory the host can still give this process (Linux's MemAvailable), or
// nothing where that is unknown.
std::optional<std::int64_t> available_host_bytes();

// Throws when the program's values on all its devices cannot fit in the host's
// available memory. On the host: every device's parameters (and the caller's
// copy of them) and its peak live values; on accelerators: parameters and
// results only.
void check_host_memory(const Program& program, bool values_on_host, const std::string& backend_spec);
// The same for the local_devices of them that this process runs (a run over
// several processes).
void check_host_memory(const Program& program, bool values_on_host, const std::string& backend_spec,
                       std::int64_t local_devices);

}  // namespace pmapsim
