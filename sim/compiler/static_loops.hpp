// Loops whose trip count the program text fixes: what timing-only mode can
// time without values.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "pmapsim/program.hpp"

namespace pmapsim::sim {

// The trips of program instruction `index` when it is a while_loop of
// lax.fori_loop's shape with constant bounds: a carried s32 counter that
// starts at a constant, a condition `compare counter, K {direction=lt}` with
// K a constant, and a body that returns `add counter, 1` for it. nullopt for
// any other instruction. Its regions may hold anything.
std::optional<std::int64_t> static_trip_count(const Program& program, std::size_t index);

}  // namespace pmapsim::sim
