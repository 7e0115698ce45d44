// Coordinates, ports and routes of the topologies (internal to sim/).
//
// Devices of a ring or torus are numbered x-fastest: id = x + X·(y + Y·z).
// A ring/torus device has two ports per dimension (+ and −), each the source
// of one unidirectional link; a fully connected device has one port per peer.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "pmapsim/sim/interconnect.hpp"

namespace pmapsim::sim {

using Coordinates = std::array<int, 3>;

// Number of dimensions that carry coordinates: ring 1, torus2d 2, torus3d 3, full 1.
int dimension_count(const TopologySpec& topology);
Coordinates coordinates_of(const TopologySpec& topology, int device);
int device_at(const TopologySpec& topology, const Coordinates& coordinates);

// Links leave each device through these ports: 2 per dimension, or n−1 for full.
int ports_per_device(const TopologySpec& topology);
int link_count(const TopologySpec& topology);
int link_source(const TopologySpec& topology, int link);
int link_destination(const TopologySpec& topology, int link);
std::string link_name(const TopologySpec& topology, int link);

// Ring/torus link leaving `device` along `dimension` in the + or − direction.
int torus_link(const TopologySpec& topology, int device, int dimension, bool negative);

// Dimension-order route (x, then y, then z; each dimension the shorter way
// round, ties the + way unless tie_break_negative); full: the direct link.
std::vector<int> route_links(const TopologySpec& topology, int src, int dst, bool tie_break_negative);

// Throws Error unless the spec's dims fit its kind and are all ≥ 1.
void validate_topology(const TopologySpec& topology);

}  // namespace pmapsim::sim
