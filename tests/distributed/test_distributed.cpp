// Runs over several processes, without MPI: device placement, process
// detection, reading shards of .npy files, and the reference evaluator split
// over "processes" that are threads joined by an in-memory transport, whose
// results must be the bits of one process.
#include <atomic>
#include <barrier>
#include <catch2/catch.hpp>
#include <cstring>
#include <filesystem>
#include <map>
#include <thread>

#include "pmapsim/distributed.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/nccl_plan.hpp"
#include "pmapsim/npy.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/reference/evaluator.hpp"
#include "pmapsim/sharding.hpp"

namespace {

using namespace pmapsim;

TEST_CASE("device blocks are contiguous, balanced and cover every device") {
  for (std::int64_t devices : {1, 2, 5, 8, 13, 64}) {
    for (int ranks = 1; ranks <= devices && ranks <= 9; ++ranks) {
      std::int64_t next = 0;
      for (int rank = 0; rank < ranks; ++rank) {
        const DeviceBlock block = device_block(devices, rank, ranks);
        CHECK(block.first == next);
        CHECK((block.count == devices / ranks || block.count == devices / ranks + 1));
        for (std::int64_t d = block.first; d < block.end(); ++d)
          CHECK(device_owner(d, devices, ranks) == rank);
        next = block.end();
      }
      CHECK(next == devices);
    }
  }
  CHECK(device_block(8, 1, 2) == DeviceBlock{4, 4});
  CHECK(device_block(8, 2, 3) == DeviceBlock{6, 2});
  CHECK_THROWS_WITH(device_block(2, 0, 4),
                    Catch::Contains("the program runs on 2 devices, fewer than the 4 processes"));
}

EnvironmentReader environment(std::map<std::string, std::string> values) {
  return [values](const std::string& name) -> std::optional<std::string> {
    const auto found = values.find(name);
    return found == values.end() ? std::nullopt : std::optional<std::string>(found->second);
  };
}

TEST_CASE("processes are found as jax.distributed finds them: flags, then Open MPI, then Slurm") {
  const auto none = environment({});
  CHECK(detect_processes({}, none).count == 1);
  const auto mpi = environment({{"OMPI_COMM_WORLD_RANK", "3"},
                                {"OMPI_COMM_WORLD_SIZE", "4"},
                                {"SLURM_PROCID", "0"},
                                {"SLURM_NTASKS", "2"}});
  const ProcessInfo from_mpi = detect_processes({}, mpi);
  CHECK((from_mpi.id == 3 && from_mpi.count == 4 && from_mpi.source == "Open MPI"));
  const ProcessInfo from_slurm =
      detect_processes({}, environment({{"SLURM_PROCID", "1"}, {"SLURM_NTASKS", "2"}}));
  CHECK((from_slurm.id == 1 && from_slurm.count == 2 && from_slurm.source == "Slurm"));
  ProcessOverrides flags;
  flags.id = 0;
  flags.count = 2;
  flags.coordinator = "node0:1234";
  const ProcessInfo explicit_info = detect_processes(flags, mpi);
  CHECK((explicit_info.id == 0 && explicit_info.count == 2 && explicit_info.coordinator == "node0:1234"));

  CHECK_THROWS_WITH(detect_processes({}, environment({{"SLURM_PROCID", "2"}, {"SLURM_NTASKS", "2"}})),
                    "Slurm: process id 2 is outside 0..1");
  CHECK_THROWS_WITH(
      detect_processes({}, environment({{"OMPI_COMM_WORLD_RANK", "x"}, {"OMPI_COMM_WORLD_SIZE", "2"}})),
      "OMPI_COMM_WORLD_RANK 'x' is not a non-negative integer");
  ProcessOverrides half;
  half.id = 1;
  CHECK_THROWS_WITH(detect_processes(half, none), Catch::Contains("give both or neither"));
  ProcessOverrides bad_coordinator;
  bad_coordinator.coordinator = "node0";
  CHECK_THROWS_WITH(detect_processes(bad_coordinator, none), "--coordinator 'node0': expected HOST:PORT");
}

TEST_CASE("the collective timeout: the flag, then PMAPSIM_COLLECTIVE_TIMEOUT, then 300 s") {
  const auto none = environment({});
  CHECK(collective_timeout_seconds({}, none) == kDefaultCollectiveTimeout);
  const auto env = environment({{"PMAPSIM_COLLECTIVE_TIMEOUT", "2.5"}});
  CHECK(collective_timeout_seconds({}, env) == 2.5);
  ProcessOverrides flag;
  flag.collective_timeout_s = 7;
  CHECK(collective_timeout_seconds(flag, env) == 7);
  CHECK_THROWS_WITH(collective_timeout_seconds({}, environment({{"PMAPSIM_COLLECTIVE_TIMEOUT", "soon"}})),
                    "PMAPSIM_COLLECTIVE_TIMEOUT 'soon' is not a positive number of seconds");
  CHECK_THROWS_WITH(collective_timeout_seconds({}, environment({{"PMAPSIM_COLLECTIVE_TIMEOUT", "0"}})),
                    "PMAPSIM_COLLECTIVE_TIMEOUT '0' is not a positive number of seconds");
  flag.collective_timeout_s = -1;
  CHECK_THROWS_WITH(collective_timeout_seconds(flag, none),
                    "--collective-timeout -1 is not a positive number of seconds");
}

TEST_CASE("a collective site names where a watchdog waited, innermost first") {
  CHECK(current_collective_site() == "a collective");
  {
    const CollectiveSite outer("the output gather");
    {
      const CollectiveSite inner("all_reduce (line 3)");
      CHECK(current_collective_site() == "all_reduce (line 3)");
    }
    CHECK(current_collective_site() == "the output gather");
  }
  CHECK(current_collective_site() == "a collective");
}

TEST_CASE("a block of a .npy file is read without the rest, converted as read_npy converts") {
  const auto dir = std::filesystem::temp_directory_path() / "pmapsim-test-npy-block";
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "a.npy").string();
  const Array whole = random_normal({6, 5, 4}, 7);
  write_npy(path, whole);
  CHECK(read_npy_shape(path) == Shape{6, 5, 4});
  for (const auto& [offsets, block] : std::vector<std::pair<Shape, Shape>>{
           {{0, 0, 0}, {6, 5, 4}}, {{2, 1, 1}, {3, 2, 3}}, {{5, 4, 3}, {1, 1, 1}}, {{0, 2, 0}, {6, 1, 4}}}) {
    CHECK(read_npy_block(path, DType::f32, offsets, block) == take_block(whole, offsets, block));
  }
  CHECK(read_npy_block(path, DType::bf16, {1, 0, 0}, {1, 5, 4}) ==
        take_block(whole.astype(DType::bf16), {1, 0, 0}, {1, 5, 4}));
  CHECK_THROWS_WITH(read_npy_block(path, DType::f32, {5, 0, 0}, {2, 5, 4}), Catch::Contains("lies outside"));
  CHECK_THROWS_WITH(read_npy_block(path, DType::s32, {0, 0, 0}, {1, 1, 1}),
                    Catch::Contains("expected s32 data"));
  std::filesystem::remove_all(dir);
}

// Processes as threads: every exchange meets at a barrier, reads what the
// others posted, and meets again before the board is reused.
class Board {
 public:
  explicit Board(int ranks) : ranks_(ranks), posted_(static_cast<std::size_t>(ranks)), sync_(ranks) {}

  std::vector<std::string> exchange(int rank, const std::vector<std::string>& sends) {
    posted_[static_cast<std::size_t>(rank)] = sends;
    sync_.arrive_and_wait();
    std::vector<std::string> received(static_cast<std::size_t>(ranks_));
    for (int from = 0; from < ranks_; ++from) {
      if (from != rank) received[from] = posted_[from][static_cast<std::size_t>(rank)];
    }
    sync_.arrive_and_wait();
    return received;
  }
  int ranks() const { return ranks_; }

 private:
  int ranks_;
  std::vector<std::vector<std::string>> posted_;
  std::barrier<> sync_;
};

class ThreadTransport final : public Transport {
 public:
  ThreadTransport(Board& board, int rank) : board_(board), rank_(rank) {}
  int rank() const override { return rank_; }
  int size() const override { return board_.ranks(); }
  std::vector<std::string> exchange(const std::vector<std::string>& sends) override {
    for (std::size_t r = 0; r < sends.size(); ++r) {
      if (static_cast<int>(r) != rank_) sent_ += sends[r].size();
    }
    return board_.exchange(rank_, sends);
  }
  std::vector<std::string> all_gather(const std::string& mine) override {
    std::vector<std::string> all = exchange(std::vector<std::string>(static_cast<std::size_t>(size()), mine));
    all[static_cast<std::size_t>(rank_)] = mine;
    return all;
  }
  [[noreturn]] void abort(int) override { throw Error("abort"); }
  std::uint64_t bytes_sent() const override { return sent_; }

 private:
  Board& board_;
  int rank_;
  std::uint64_t sent_ = 0;
};

std::vector<std::vector<Array>> random_arguments(const Program& program) {
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (std::size_t d = 0; d < args.size(); ++d) {
    for (std::size_t p = 0; p < program.params.size(); ++p) {
      const TensorType& type = program.params[p].type;
      args[d].push_back(is_floating(type.dtype)
                            ? random_normal(type.shape, 100 * d + p, type.dtype)
                            : random_integers(type.shape, 100 * d + p, 0, 4).astype(type.dtype));
    }
  }
  return args;
}

// Each "process" runs its block with only its devices' arguments; the
// outputs of all are put together by device. Errors come back per process.
struct SplitRun {
  std::vector<std::vector<Array>> outputs;
  std::vector<std::string> errors;
  std::vector<std::uint64_t> bytes_sent;
};

SplitRun run_split(const Program& program, const std::vector<std::vector<Array>>& args, int ranks) {
  const reference::Evaluator evaluator(program);
  Board board(ranks);
  SplitRun split{std::vector<std::vector<Array>>(args.size()), std::vector<std::string>(ranks),
                 std::vector<std::uint64_t>(ranks)};
  std::vector<std::thread> threads;
  for (int rank = 0; rank < ranks; ++rank) {
    threads.emplace_back([&, rank] {
      ThreadTransport transport(board, rank);
      const DeviceBlock local = device_block(program.axis_size, rank, ranks);
      std::vector<std::vector<Array>> mine(args.size());
      for (std::int64_t d = local.first; d < local.end(); ++d) mine[d] = args[d];
      const reference::ProcessShare share{local, &transport};
      try {
        reference::Evaluation evaluation = evaluator.run(mine, false, nullptr, nullptr, &share);
        for (std::int64_t d = local.first; d < local.end(); ++d)
          split.outputs[d] = std::move(evaluation.outputs[d]);
      } catch (const std::exception& error) {
        split.errors[rank] = error.what();
      }
      split.bytes_sent[rank] = transport.bytes_sent();
    });
  }
  for (std::thread& thread : threads) thread.join();
  return split;
}

bool same_bits(const Array& a, const Array& b) {
  return a.type() == b.type() && std::memcmp(a.raw(), b.raw(), a.byte_size()) == 0;
}

void check_split_equals_whole(const Program& program, int ranks) {
  const auto args = random_arguments(program);
  const reference::Evaluation whole = reference::Evaluator(program).run(args, false);
  const SplitRun split = run_split(program, args, ranks);
  for (const std::string& error : split.errors) REQUIRE(error.empty());
  for (std::size_t d = 0; d < args.size(); ++d) {
    REQUIRE(split.outputs[d].size() == whole.outputs[d].size());
    for (std::size_t r = 0; r < whole.outputs[d].size(); ++r)
      CHECK(same_bits(split.outputs[d][r], whole.outputs[d][r]));
  }
}

const char* kMeshCollectives = R"(
pmap @mesh mesh=[data=2, model=4] (%x: f32[3,4], %y: bf16[2,8], %n: s32[8]) {
  %a = psum %x {axis=model} : f32[3,4]
  %b = pmean %x {axis=data} : f32[3,4]
  %c = all_gather %a {axis=data.model, dimension=0} : f32[24,4]
  %d = psum_scatter %y {axis=model, dimension=1} : bf16[2,2]
  %e = all_to_all %n {axis=model, split_axis=0, concat_axis=0} : s32[8]
  %f = pmax %n {axis=data} : s32[8]
  %g = ppermute %x {axis=model, perm=[[0,1],[1,2],[2,3],[3,0]]} : f32[3,4]
  %i = axis_index {axis=model} : s32[]
  return %a, %b, %c, %d, %e, %f, %g, %i
}
)";

TEST_CASE("a program split over processes gives the bits of one process") {
  const std::string root = PMAPSIM_SOURCE_DIR;
  for (const char* name :
       {"mlp_train_step", "ring_shift", "layer_loop", "allreduce", "sharded_batch_norms"}) {
    const Program program = read_program_file(root + "/examples/programs/" + name + ".spmd");
    for (int ranks : {2, 3, 4}) {
      INFO(name << " over " << ranks << " processes");
      check_split_equals_whole(program, ranks);
    }
  }
  const Program mesh = parse_program(kMeshCollectives, "mesh");
  for (int ranks : {2, 3, 4, 8}) {
    INFO("mesh collectives over " << ranks << " processes");
    check_split_equals_whole(mesh, ranks);
  }
}

TEST_CASE("a process sends only the operands that other processes' results read") {
  // psum over model (groups {0..3}, {4..7}): with 2 processes no group spans them, so nothing moves.
  const Program program = parse_program(R"(
pmap @rows mesh=[data=2, model=4] (%x: f32[1024]) {
  %a = psum %x {axis=model} : f32[1024]
  return %a
}
)",
                                        "rows");
  const SplitRun split = run_split(program, random_arguments(program), 2);
  CHECK(split.bytes_sent == std::vector<std::uint64_t>{0, 0});
  // Over data (groups {0,4}, {1,5}, ...): each process sends its 4 operands once.
  const Program columns = parse_program(R"(
pmap @columns mesh=[data=2, model=4] (%x: f32[1024]) {
  %a = psum %x {axis=data} : f32[1024]
  return %a
}
)",
                                        "columns");
  const SplitRun across = run_split(columns, random_arguments(columns), 2);
  CHECK(across.bytes_sent == std::vector<std::uint64_t>{4 * 4096, 4 * 4096});
}

TEST_CASE("devices that disagree on a loop with a collective fail on every process alike") {
  const Program program = parse_program(R"(
pmap @uneven axis=i devices=4 (%x: f32[2]) {
  %k0 = constant {value=0} : s32[]
  %k, %h = while_loop %k0, %x : s32[], f32[2] (%k: s32[], %h: f32[2]) {
    %me = axis_index {axis=i} : s32[]
    %more = compare %k, %me {direction=lt} : bool[]
    return %more
  } (%k: s32[], %h: f32[2]) {
    %one = constant {value=1} : s32[]
    %next = add %k, %one : s32[]
    %m = psum %h {axis=i} : f32[2]
    return %next, %m
  }
  return %h
}
)",
                                        "uneven");
  const SplitRun split = run_split(program, random_arguments(program), 2);
  for (const std::string& error : split.errors) {
    CHECK(
        error ==
        "while_loop: devices disagree on the loop condition (devices 1, 2, 3 continue, the others stop) and "
        "the loop runs a collective, which needs every device");
  }
}

// --- NCCL across processes: the CPU side ------------------------------------

TEST_CASE("each device of a process gets a GPU of its own, per host or per process") {
  // Two hosts of 8 GPUs, one process each: GPUs 0..7 on both.
  const ProcessGpus host1 = place_on_gpus(16, 1, 2, 8, 0, 1);
  CHECK(host1.local == DeviceBlock{8, 8});
  CHECK(host1.gpus == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7});
  // Four processes on one host of 8 GPUs: consecutive pairs.
  CHECK(place_on_gpus(8, 2, 4, 8, 2, 4).gpus == std::vector<int>{4, 5});
  // A process that sees exactly its own GPUs (CUDA_VISIBLE_DEVICES) uses them from 0.
  CHECK(place_on_gpus(8, 3, 4, 2, 3, 4).gpus == std::vector<int>{0, 1});
  CHECK_THROWS_WITH(
      place_on_gpus(8, 1, 2, 6, 1, 2),
      "cuda across processes: process 1 runs 4 devices, one GPU each (NCCL refuses two ranks on "
      "one GPU), but its host's 2 processes see 6 GPUs; run fewer processes per host, fewer "
      "devices, or give each process its own GPUs (CUDA_VISIBLE_DEVICES)");
  CHECK_THROWS_WITH(place_on_gpus(6, 0, 4, 8, 0, 1),
                    "cuda across processes: 6 devices do not divide evenly over 4 processes (each process "
                    "runs as many GPUs as the others)");
}

TEST_CASE("a process's rank on its host: Open MPI, then Slurm, else alone") {
  CHECK(local_rank_on_host(environment({})) == std::pair<int, int>{0, 1});
  CHECK(local_rank_on_host(environment({{"OMPI_COMM_WORLD_LOCAL_RANK", "3"},
                                        {"OMPI_COMM_WORLD_LOCAL_SIZE", "4"},
                                        {"SLURM_LOCALID", "1"}})) == std::pair<int, int>{3, 4});
  CHECK(local_rank_on_host(environment({{"SLURM_LOCALID", "1"}, {"SLURM_NTASKS_PER_NODE", "8"}})) ==
        std::pair<int, int>{1, 8});
  CHECK_THROWS_WITH(local_rank_on_host(environment({{"SLURM_LOCALID", "-1"}})),
                    "SLURM_LOCALID '-1' is not a non-negative integer");
}

// Runs body(transport) on `ranks` threads joined by an in-memory transport;
// per rank what it returned, or its error.
template <class Body>
std::vector<std::string> on_threads(int ranks, Body body) {
  Board board(ranks);
  std::vector<std::string> results(static_cast<std::size_t>(ranks));
  std::vector<std::thread> threads;
  for (int rank = 0; rank < ranks; ++rank) {
    threads.emplace_back([&, rank] {
      ThreadTransport transport(board, rank);
      try {
        results[static_cast<std::size_t>(rank)] = body(transport);
      } catch (const std::exception& error) {
        results[static_cast<std::size_t>(rank)] = std::string("error: ") + error.what();
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  return results;
}

TEST_CASE("process 0's unique id reaches every process, made once") {
  std::atomic<int> made = 0;
  std::string fake(128, '\0');  // NCCL_UNIQUE_ID_BYTES, with bytes no text would hold
  for (std::size_t i = 0; i < fake.size(); ++i) fake[i] = static_cast<char>(i * 37);
  for (int ranks : {1, 2, 4}) {
    made = 0;
    const std::vector<std::string> got = on_threads(ranks, [&](Transport& transport) {
      return broadcast_from_first(
          transport,
          [&] {
            ++made;
            return fake;
          },
          128);
    });
    CHECK(made == 1);
    for (const std::string& bytes : got) CHECK(bytes == fake);
  }
  const std::vector<std::string> short_id = on_threads(2, [&](Transport& transport) {
    return broadcast_from_first(
        transport, [] { return std::string(100, 'x'); }, 128);
  });
  CHECK(short_id[1] == "error: process 1: NCCL's unique id from process 0 is 100 bytes, expected 128");
}

TEST_CASE("communicators: one per distinct set of replica groups, in first use, regions included") {
  const Program program = parse_program(R"(
pmap @grouped axis=i devices=8 (%x: f32[2]) {
  %a = psum %x {axis=i} : f32[2]
  %b = pmean %x {axis=i, groups=[[0,1,2,3],[4,5,6,7]]} : f32[2]
  %c = ppermute %x {axis=i, perm=[[0,1],[1,0]]} : f32[2]
  %k0 = constant {value=0} : s32[]
  %k, %h = while_loop %k0, %b : s32[], f32[2] (%k: s32[], %h: f32[2]) {
    %two = constant {value=2} : s32[]
    %more = compare %k, %two {direction=lt} : bool[]
    return %more
  } (%k: s32[], %h: f32[2]) {
    %one = constant {value=1} : s32[]
    %next = add %k, %one : s32[]
    %m = psum %h {axis=i, groups=[[0,2,4,6],[1,3,5,7]]} : f32[2]
    %n = pmax %m {axis=i, groups=[[0,1,2,3],[4,5,6,7]]} : f32[2]
    return %next, %n
  }
  return %a, %h, %c
}
)",
                                        "grouped");
  const std::vector<IntListList> groups = communicator_groups(program);
  REQUIRE(groups.size() == 2);
  CHECK(groups[0] == IntListList{{0, 1, 2, 3}, {4, 5, 6, 7}});
  CHECK(groups[1] == IntListList{{0, 2, 4, 6}, {1, 3, 5, 7}});
  CHECK(split_args(groups[1], 5) == SplitArgs{1, 2});
  CHECK(split_args(groups[0], 4) == SplitArgs{1, 0});
  CHECK(split_args(IntListList{{2, 0}}, 0) == SplitArgs{0, 1});  // the key keeps the group's order
  CHECK(split_args(IntListList{{0, 1}}, 5) == SplitArgs{kNoColor, 0});
}

}  // namespace
