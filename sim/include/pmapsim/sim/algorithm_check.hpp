// Whether a sim spec's collective= fits a collective on the spec's topology,
// for callers that want an error where the backend would quietly fall back to
// the automatic choice (`pmapsim collectives`). A header of its own, without
// the interconnect's types, so that any tool can include it.
#pragma once

#include <string>

#include "pmapsim/ops.hpp"

namespace pmapsim::sim {

// `spec`: a "sim:..." backend spec; `pattern`: the collective (over every
// device). Empty when the
// spec names no algorithm (or automatic) or the algorithm fits; otherwise one
// line: "collective=tree does not fit all_gather on torus2d:4x4: ...".
// Throws Error for a spec the sim cannot resolve.
std::string collective_algorithm_mismatch(const std::string& spec, CollectivePattern pattern);

}  // namespace pmapsim::sim
