// Loops whose trip count the program text fixes: what timing-only mode can
// time without values.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "pmapsim/program.hpp"
#include "pmapsim/reference/evaluator.hpp"

namespace pmapsim::sim {

// The trips of program instruction `index` when it is a while_loop of
// lax.fori_loop's shape with constant bounds (below); nullopt otherwise.
// Its regions may hold anything.
std::optional<std::int64_t> static_trip_count(const Program& program, std::size_t index);

// The work of program instruction `index` when it is a while_loop of
// lax.fori_loop's shape with constant bounds: a carried s32 counter that
// starts at a constant, a condition `compare counter, K {direction=lt}` with
// K a constant, and a body that returns `add counter, 1` for it; its regions
// hold no further loops or branches. nullopt for any other instruction.
std::optional<reference::RegionWork> static_loop_work(const Program& program, std::size_t index);

// The work of program instruction `index` when it is a call whose body (and
// the bodies of the calls in it) has no loops or branches: its body runs once,
// so the text fixes it. nullopt for any other instruction.
std::optional<reference::RegionWork> static_call_work(const Program& program, std::size_t index);

}  // namespace pmapsim::sim
