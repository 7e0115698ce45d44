// The "sim" backend: programs run on a SystemC model of TPU-like chips.
//
//   sim                                  tpu-v5e, 8 devices
//   sim:tpu-v4,devices=64                a preset and overrides (pmapsim/sim/hardware.hpp)
//   sim:tiny,timing-only                 times only: no numbers, shape-only arrays in and out
//
// A run computes each device's numbers with the reference kernels (op by op,
// collectives once every device has reached them) unless timing-only, then
// simulates the timing of all devices and their interconnect, and returns
// both: the outputs, and a Profile with one event per op and device on track
// "ops", batched unit events ("mxu0".., "vpu", "dma"), link events, HBM
// bandwidth counters, and metadata (preset, clock_hz, simulated cycles).
#pragma once

#include <memory>

#include "pmapsim/backend.hpp"
#include "pmapsim/sim/hardware.hpp"

namespace pmapsim::sim {

// Throws Error for a bad spec (see resolve_hardware).
std::unique_ptr<Backend> open_backend(const BackendSpec& spec);

// Registers kind "sim" with the registry.
void register_backend(BackendRegistry& registry);

}  // namespace pmapsim::sim
