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

// Number of dimensions that carry coordinates: ring 1, torus2d 2, torus3d 3, full 1, switch 1.
int dimension_count(const TopologySpec& topology);
// Coordinates within the device's pod, and the id within a pod they name
// (add pod_base for a device of another pod).
Coordinates coordinates_of(const TopologySpec& topology, int device);
int device_at(const TopologySpec& topology, const Coordinates& coordinates);
int pod_of(const TopologySpec& topology, int device);
int pod_base(const TopologySpec& topology, int device);  // id of the pod's first device

// Links leave each device through these ports: 2 per dimension, n−1 for full,
// 2 for a switch (up, down); with pods, every device also has a DCN link up
// and one down, numbered after all pod links.
int ports_per_device(const TopologySpec& topology);
int link_count(const TopologySpec& topology);
int link_source(const TopologySpec& topology, int link);
int link_destination(const TopologySpec& topology, int link);
std::string link_name(const TopologySpec& topology, int link);

// Bandwidth and latency of one link: the DCN's for DCN links, else the chip's.
double link_bytes_per_ns(const TopologySpec& topology, int link, const LinkParams& params);
double link_latency_ns(const TopologySpec& topology, int link, const LinkParams& params);
double path_latency_ns(const TopologySpec& topology, const std::vector<int>& path, const LinkParams& params);

// Ring/torus link leaving `device` along `dimension` in the + or − direction.
int torus_link(const TopologySpec& topology, int device, int dimension, bool negative);

// Dimension-order route (x, then y, then z; each dimension the shorter way
// round, ties the + way unless tie_break_negative); full: the direct link;
// switch: up from src, down to dst; another pod: src's DCN link up, dst's down.
std::vector<int> route_links(const TopologySpec& topology, int src, int dst, bool tie_break_negative);

// Throws Error unless the spec's dims fit its kind and are all ≥ 1.
void validate_topology(const TopologySpec& topology);

}  // namespace pmapsim::sim
