// Comparing two profiles of one program op by op (the sim's prediction
// against a GPU's measurement, or two presets).
//
// The "ops" track of one device per side is compared: device 0, or the lowest
// device that has an "ops" track. Ops are matched by (op_index, name, k-th
// occurrence) when every op on both sides has an op_index, otherwise by
// (name, k-th occurrence) in order of start time, so that two backends that
// number instructions differently still line up. Ops that only one side has
// are listed with the other side empty.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pmapsim/profile.hpp"

namespace pmapsim::traces {

struct CompareRow {
  std::string name;
  int op_index = -1;
  std::optional<double> a_ns;  // absent: only B has this op
  std::optional<double> b_ns;  // absent: only A has this op
  // B / A, or nullopt when a side is missing or A took no time.
  std::optional<double> ratio() const;
};

struct ProfileComparison {
  std::string a_label;
  std::string b_label;
  int a_device = -1;
  int b_device = -1;
  bool matched_by_op_index = false;
  std::vector<CompareRow> rows;  // A's order, B-only ops where B has them
  double a_ops_ns = 0;           // summed op durations, matched or not
  double b_ops_ns = 0;
  double a_makespan_ns = 0;
  double b_makespan_ns = 0;
  int only_a = 0;
  int only_b = 0;
};

// Labels default to each profile's backend.
ProfileComparison compare_profiles(const Profile& a, const Profile& b, std::string a_label = "",
                                   std::string b_label = "");
std::string compare_table(const ProfileComparison& comparison);

}  // namespace pmapsim::traces
