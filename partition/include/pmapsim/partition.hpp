// Automatic partitioning: a global program (what jax.jit over sharded arrays
// lowers to) and where its arguments, results and some values live on a
// device mesh become the per-device program XLA's SPMD partitioner would
// run: local shapes and the collectives that move data between shardings.
//
// Two steps, as Shardy does them. Propagation spreads the known shardings
// through every op's factor rule (ops.hpp: FactorRule) until nothing
// changes. Partitioning then walks the program once: for each op it picks
// how the op's factors are split (the candidate needing the fewest bytes of
// collectives), reshards the operands to that (all_gather, all_to_all, a
// local slice by mesh position, psum/psum_scatter of partial sums), and
// leaves a contracted or reduced factor's partial result to be completed
// where a user needs it, so that a sum followed by a split becomes one
// psum_scatter.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "pmapsim/program.hpp"

namespace pmapsim {

// One dimension's sharding: the mesh axes it is split over, major first. An
// open dimension may be split further by propagation; a closed one may not.
struct DimSharding {
  std::vector<std::string> axes;
  bool open = false;
  friend bool operator==(const DimSharding&, const DimSharding&) = default;
};

struct TensorSharding {
  std::vector<DimSharding> dims;  // one per dimension
  friend bool operator==(const TensorSharding&, const TensorSharding&) = default;
};

// "[{data}, {}, {model, ?}]": closed and open (`?`) dimensions.
std::string sharding_text(const TensorSharding& sharding);
// The dimensions' axes as a PartitionSpec (trailing unsplit dimensions dropped).
PartitionSpec partition_spec_of(const TensorSharding& sharding);

// What the module says of where values live.
struct ShardingSeeds {
  Mesh mesh;
  std::vector<std::optional<TensorSharding>> params;   // one per parameter; none: replicated
  std::vector<std::optional<TensorSharding>> results;  // one per result; none: as propagation leaves it
  std::map<ValueId, TensorSharding> values;            // sharding constraints on top-level values
  // Sharding constraints inside the body of a loop: (the loop's path, as loop_body_manual's: a
  // top-level loop's id, then each loop inside its body down to the one holding the value; the
  // value's id in that body, numbered from its loop's id as the program numbers regions) -> the
  // sharding.
  std::map<std::pair<std::vector<ValueId>, ValueId>, TensorSharding> loop_body_values;
  // Sharding constraints inside a branch of a top-level cond or switch_case: (the op's id, the
  // branch's index, the value's id in that branch, numbered from the op's id) -> the sharding.
  std::map<std::tuple<ValueId, std::int64_t, ValueId>, TensorSharding> branch_values;
  // A manual computation (a shard_map inside the jit program): its body is per device over its
  // manual axes. The global program holds it as a device would run it on whole values: each
  // operand cut to the device's block, the body, each result gathered whole. Partitioning instead
  // reshards each operand to its block's split, and hands each result on split as the
  // computation says. A body manual over every mesh axis is written as it is; one manual over
  // some axes only (shard_map's axis_names) is partitioned over the others (`free_axes`), as a
  // jit program over them whose values are the blocks: its blocks split further over them, as
  // propagation through the body wants.
  struct Boundary {
    ValueId block = -1;       // the body's argument (the cut) or the body's result
    ValueId whole = -1;       // the operand cut, or the gathered result
    TensorSharding sharding;  // how the whole value is split into the blocks (closed)
  };
  struct ManualComputation {
    ValueId first = 0, last = -1;        // the values it writes (its body's), cuts and gathers included
    std::vector<Boundary> operands;      // one per operand
    std::vector<Boundary> results;       // one per result
    std::vector<std::string> free_axes;  // the mesh axes it leaves automatic; none: manual over all
  };
  std::vector<ManualComputation> manual;
  // Those in the body of a loop (a shard_map in a scanned layer), by the loop's path: a top-level
  // loop's id, then each loop inside its body down to the one holding them (each id as the body
  // holding it numbers its values, as loop_body_values' are).
  std::map<std::vector<ValueId>, std::vector<ManualComputation>> loop_body_manual;
};

struct InsertedCollective {
  OpCode op = OpCode::psum;
  std::string axes;        // "data", "data.model"
  std::int64_t bytes = 0;  // one device's buffer, as nccl-tests sizes it (a psum_scatter's operand)
  std::string purpose;     // "operand 1 of dot", "result 0"
};

struct PartitionReport {
  bool partitioned = false;  // set by partition_program
  std::vector<InsertedCollective> collectives;
  // The collectives the program's shard_maps hold (written by the program, not inserted), each
  // once as it stands (one in a loop's body counts once, as XLA's module lists it); `axes` says
  // how many devices each group holds.
  std::vector<InsertedCollective> manual_collectives;
  // Ops whose rule keeps every dimension whole run replicated; counted by op name.
  std::map<std::string, int> replicated_ops;
  std::int64_t total_bytes() const;  // of both lists
};

// The type of value `id` as the body of the innermost loop of a path (as ShardingSeeds'
// loop_body_values' and loop_body_manual's: a top-level while_loop's id, then each loop inside
// its body, each body's values numbered from its loop's id) sees it: a value of an enclosing
// body or the top level included; none when the program has no such value.
const TensorType* loop_path_body_type(const Program& program, const std::vector<ValueId>& path, ValueId id);
// The type of value `id` of branch `branch` of the top-level cond or switch_case `op` (its values
// numbered from the op's id); none when the program has no such value.
const TensorType* branch_value_type(const Program& program, ValueId op, std::int64_t branch, ValueId id);

// The shardings propagation gives each top-level value of `global`.
std::vector<TensorSharding> propagate_shardings(const Program& global, const ShardingSeeds& seeds);

// The per-device program over seeds.mesh. Throws Error naming the op where
// one has no sharding rule, a seed does not fit its value (rank, an axis the
// mesh lacks or used twice), or a split does not divide a dimension (padding
// uneven dimensions, as XLA does, is not built yet).
Program partition_program(const Program& global, const ShardingSeeds& seeds,
                          PartitionReport* report = nullptr);

// `program` with its calls replaced by their callees' bodies (at the top level and in loops and
// branches; a composite's call stays, it stands for a kernel), as XLA inlines them before it
// fuses: a program imported per device then fuses as its partitioned twin does.
Program with_calls_inlined(const Program& program);

}  // namespace pmapsim
