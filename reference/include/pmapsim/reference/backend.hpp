// The reference backend ("reference", "reference:devices=N").
//
// Runs a program on N simulated CPU devices (default 8, like JAX's forced
// host device count) with the reference kernels: SPMD in lockstep, local ops
// device by device, collectives across all devices at once. Its profile holds
// the measured wall time of each op's kernel on each device.
#pragma once

#include <memory>

#include "pmapsim/backend.hpp"

namespace pmapsim::reference {

inline constexpr int kDefaultDeviceCount = 8;

// Parses "reference" or "reference:devices=N"; throws Error for an unknown
// option or devices < 1.
std::unique_ptr<Backend> open_backend(const BackendSpec& spec);

// Registers kind "reference" with the registry.
void register_backend(BackendRegistry& registry);

}  // namespace pmapsim::reference
