// Collectives with the reference's semantics, on two paths:
//  - own kernels (devices share GPUs; NCCL refuses two ranks on one GPU):
//    each group's leader stream waits for the members, reads their buffers
//    (copied to its GPU first when a member lives on another GPU), computes
//    every member's result in one launch that reads each member's buffer in
//    place (member reductions and member gathers, planning.hpp), and the
//    members wait for it. Results that are equal for all members (psum,
//    all_gather, ...) are one shared buffer: values are immutable.
//  - NCCL (one GPU per device): grouped all-reduce, all-gather,
//    reduce-scatter and send/recv, with the same layout moves around them.
// Layouts: tiled all_gather stacks the members' blocks as [n, ...] and moves
// the stack axis into `dimension`; psum_scatter and all_to_all split their
// axis into a leading [n, ...] stack first (planning.hpp).
#include <fmt/format.h>

#include "execution.hpp"
#include "pmapsim/errors.hpp"

namespace pmapsim::cuda {
namespace {

#if PMAPSIM_HAVE_NCCL
// Helpers of the NCCL path only.
// One of the n equal chunks that `operand` splits into along `axis`.
TensorType split_chunk(TensorType operand, std::int64_t axis, std::int64_t n) {
  operand.shape[static_cast<std::size_t>(axis)] /= n;
  return operand;
}

TensorType stacked(const TensorType& type, std::int64_t n) {
  TensorType result{type.dtype, {n}};
  result.shape.insert(result.shape.end(), type.shape.begin(), type.shape.end());
  return result;
}

const void* offset_bytes(const void* base, std::size_t bytes) {
  return base == nullptr ? nullptr : static_cast<const std::byte*>(base) + bytes;
}
void* offset_bytes(void* base, std::size_t bytes) {
  return base == nullptr ? nullptr : static_cast<std::byte*>(base) + bytes;
}
#endif

void check_group_size(const IntList& members, std::string_view op) {
  if (members.size() > static_cast<std::size_t>(kMaxGroupSize)) {
    throw Error(fmt::format("cuda {}: a group of {} devices exceeds the supported {}", op, members.size(),
                            kMaxGroupSize));
  }
}

// --- own kernels ---------------------------------------------------------------

// One group of one collective on the own-kernel path.
class OwnGroup {
 public:
  OwnGroup(CollectiveCall& call, IntList members)
      : call_(call), members_(std::move(members)), leader_(static_cast<int>(members_.front())) {
    const DeviceContext& home = context(leader_);
    home_ = {home.stream, home.placement.gpu, home.sm_count, {op_name(call_.instruction.op), leader_}};
    check_group_size(members_, home_.site.op);
  }

  std::int64_t size() const { return static_cast<std::int64_t>(members_.size()); }
  const StreamTarget& home() const { return home_; }

  // The leader's stream waits until every member has produced its operand.
  // Called after the group's results are allocated (allocation stays out of
  // the timed window).
  void begin() {
    use_gpu(home_.gpu, home_.site);
    for (std::int64_t member : members_) {
      const int device = static_cast<int>(member);
      if (device == leader_) continue;
      const DeviceContext& other = context(device);
      const CallSite site{home_.site.op, device};
      use_gpu(other.placement.gpu, site);
      const cudaEvent_t ready = call_.state.new_event(other.placement.gpu, site);
      PMAPSIM_CUDA_CHECK(site, cudaEventRecord(ready, other.stream));
      use_gpu(home_.gpu, home_.site);
      PMAPSIM_CUDA_CHECK(home_.site, cudaStreamWaitEvent(home_.stream, ready, 0));
    }
    call_.state.mark_start(call_.index, leader_);
  }

  // Member `rank`'s operand on the leader's GPU.
  DeviceValue input(std::int64_t rank) {
    const int device = static_cast<int>(members_[static_cast<std::size_t>(rank)]);
    const DeviceValue& value = call_.state.value(device, call_.instruction.operands.front());
    const int gpu = context(device).placement.gpu;
    if (gpu == home_.gpu || value.data == nullptr) return value;
    DeviceValue copy = scratch(value.type);
    PMAPSIM_CUDA_CHECK(home_.site, cudaMemcpyPeerAsync(copy.data, home_.gpu, value.data, gpu,
                                                       value.type.byte_size(), home_.stream));
    return copy;
  }

  DeviceValue scratch(const TensorType& type) {
    return call_.state.allocate_on(home_.stream, home_.gpu, type, home_.site);
  }

  void copy(void* destination, const void* source, std::size_t bytes) {
    if (bytes == 0) return;
    PMAPSIM_CUDA_CHECK(home_.site,
                       cudaMemcpyAsync(destination, source, bytes, cudaMemcpyDeviceToDevice, home_.stream));
  }

  DeviceValue gather(const GatherPlan& plan, const DeviceValue& source, const TensorType& type) {
    return gather_value(call_.state, home_, plan, source, type);
  }

  // results[rank] (on the leader's GPU) become the members' values; the
  // members' streams wait for the leader's work first.
  void finish(const std::vector<DeviceValue>& results) {
    call_.state.mark_end(call_.index, leader_);
    const cudaEvent_t done = call_.state.new_event(home_.gpu, home_.site);
    PMAPSIM_CUDA_CHECK(home_.site, cudaEventRecord(done, home_.stream));
    const ValueId result_id = call_.result_id;
    for (std::size_t rank = 0; rank < members_.size(); ++rank) {
      const int device = static_cast<int>(members_[rank]);
      DeviceValue result = results[rank];
      if (device != leader_) {
        const DeviceContext& other = context(device);
        const CallSite site{home_.site.op, device};
        use_gpu(other.placement.gpu, site);
        PMAPSIM_CUDA_CHECK(site, cudaStreamWaitEvent(other.stream, done, 0));
        if (other.placement.gpu != home_.gpu && result.data != nullptr) result = publish(result, other, site);
        call_.state.share_timing(call_.index, device, leader_);
      }
      call_.state.set_value(device, result_id, result);
    }
    use_gpu(home_.gpu, home_.site);
  }

  // Every member's operand (on the leader's GPU), for one launch.
  PointerTable inputs() {
    PointerTable table;
    table.count = static_cast<int>(size());
    for (std::int64_t rank = 0; rank < size(); ++rank) table.pointers[rank] = input(rank).data;
    return table;
  }

 private:
  DeviceContext& context(int device) { return call_.state.system().device(device); }

  DeviceValue publish(const DeviceValue& result, const DeviceContext& other, const CallSite& site) {
    DeviceValue copy = call_.state.allocate_on(other.stream, other.placement.gpu, result.type, site);
    PMAPSIM_CUDA_CHECK(site, cudaMemcpyPeerAsync(copy.data, other.placement.gpu, result.data, home_.gpu,
                                                 result.type.byte_size(), other.stream));
    return copy;
  }

  CollectiveCall& call_;
  IntList members_;
  int leader_;
  StreamTarget home_;
};

OutputTable output_table(const std::vector<DeviceValue>& results) {
  OutputTable table;
  table.count = static_cast<int>(results.size());
  for (std::size_t r = 0; r < results.size(); ++r) table.pointers[r] = results[r].data;
  return table;
}

// psum, pmean, pmax, pmin: one launch reads every member once and writes one
// shared result (n reads and one write per element: the least any
// implementation on one GPU moves).
void own_reduce(CollectiveCall& call, ReduceFn fn, bool mean) {
  const TensorType& result_type = call.instruction.type;
  const DType from = call.operand_type().dtype;
  const std::int64_t n = result_type.num_elements();
  for (const IntList& members : call.groups) {
    OwnGroup group(call, members);
    const DeviceValue result = group.scratch(result_type);
    group.begin();
    if (n > 0) {
      check_call(launch_member_reduce(fn, from, result_type.dtype, plan_members_elementwise(n),
                                      group.inputs(), output_table({result}), n,
                                      mean ? static_cast<double>(group.size()) : 1.0, group.home().launch()),
                 "launch_member_reduce(kernel)", group.home().site);
    }
    group.finish(std::vector<DeviceValue>(members.size(), result));
  }
}

// all_gather: one launch writes the concatenation straight from the members' buffers.
void own_all_gather(CollectiveCall& call) {
  const TensorType& operand = call.operand_type();
  const std::int64_t dimension = call.instruction.attrs.integer("dimension");
  const std::int64_t n = call.instruction.type.num_elements();
  for (const IntList& members : call.groups) {
    OwnGroup group(call, members);
    const DeviceValue result = group.scratch(call.instruction.type);
    group.begin();
    if (n > 0) {
      check_call(launch_member_gather(plan_all_gather(operand.shape, dimension, group.size()),
                                      dtype_size(operand.dtype), group.inputs(), output_table({result}), n,
                                      group.home().launch()),
                 "launch_member_gather(kernel)", group.home().site);
    }
    group.finish(std::vector<DeviceValue>(members.size(), result));
  }
}

// psum_scatter: one launch computes every member's chunk of the sum, reading
// each member's buffer once in all (no split copies of the operands).
void own_psum_scatter(CollectiveCall& call) {
  const TensorType& operand = call.operand_type();
  const TensorType& result_type = call.instruction.type;
  const std::int64_t dimension = call.instruction.attrs.integer("dimension");
  const std::int64_t n = result_type.num_elements();
  for (const IntList& members : call.groups) {
    OwnGroup group(call, members);
    std::vector<DeviceValue> results;
    for (std::size_t rank = 0; rank < members.size(); ++rank) results.push_back(group.scratch(result_type));
    group.begin();
    if (n > 0) {
      check_call(launch_member_reduce(ReduceFn::sum, operand.dtype, result_type.dtype,
                                      plan_scatter_chunks(operand.shape, dimension, group.size()),
                                      group.inputs(), output_table(results), n, 1.0, group.home().launch()),
                 "launch_member_reduce(kernel)", group.home().site);
    }
    group.finish(results);
  }
}

// all_to_all: one launch writes every member's result straight from the
// senders' buffers (each element read once and written once).
void own_all_to_all(CollectiveCall& call) {
  const TensorType& operand = call.operand_type();
  const std::int64_t split_axis = call.instruction.attrs.integer("split_axis");
  const std::int64_t concat_axis = call.instruction.attrs.integer("concat_axis");
  const std::int64_t n = call.instruction.type.num_elements();
  for (const IntList& members : call.groups) {
    OwnGroup group(call, members);
    std::vector<DeviceValue> results;
    for (std::size_t rank = 0; rank < members.size(); ++rank)
      results.push_back(group.scratch(call.instruction.type));
    group.begin();
    if (n > 0) {
      check_call(launch_member_gather(plan_all_to_all(operand.shape, split_axis, concat_axis, group.size()),
                                      dtype_size(operand.dtype), group.inputs(), output_table(results), n,
                                      group.home().launch()),
                 "launch_member_gather(kernel)", group.home().site);
    }
    group.finish(results);
  }
}

void own_ppermute(CollectiveCall& call) {
  const std::int64_t devices = call.state.program().axis_size;
  const IntList sources = ppermute_sources(call.instruction.attrs, devices);
  IntList everyone(static_cast<std::size_t>(devices));
  for (std::int64_t d = 0; d < devices; ++d) everyone[static_cast<std::size_t>(d)] = d;
  OwnGroup group(call, everyone);
  group.begin();
  std::vector<DeviceValue> inputs;
  for (std::int64_t d = 0; d < devices; ++d) inputs.push_back(group.input(d));
  std::vector<DeviceValue> results;
  for (std::int64_t d = 0; d < devices; ++d) {
    const std::int64_t source = sources[static_cast<std::size_t>(d)];
    if (source >= 0) {
      results.push_back(inputs[static_cast<std::size_t>(source)]);
      continue;
    }
    // Devices that no pair targets receive zeros.
    const DeviceValue zeros = group.scratch(call.instruction.type);
    if (zeros.data != nullptr) {
      PMAPSIM_CUDA_CHECK(group.home().site,
                         cudaMemsetAsync(zeros.data, 0, zeros.type.byte_size(), group.home().stream));
    }
    results.push_back(zeros);
  }
  group.finish(results);
}

// --- NCCL ----------------------------------------------------------------------

#if PMAPSIM_HAVE_NCCL

ncclDataType_t nccl_type(DType dtype) {
  switch (dtype) {
    case DType::f32:
      return ncclFloat32;
    case DType::bf16:
      return ncclBfloat16;
    case DType::s32:
      return ncclInt32;
    case DType::boolean:
    case DType::u8:
      return ncclUint8;
    case DType::f16:
      return ncclFloat16;
    case DType::f64:
      return ncclFloat64;
    case DType::s8:
      return ncclInt8;
    case DType::s64:
      return ncclInt64;
    case DType::u32:
      return ncclUint32;
    case DType::u64:
      return ncclUint64;
    case DType::s16:
    case DType::u16:
      break;
    case DType::c64:
    case DType::c128:  // the reducing collectives are refused on complex numbers (supports_complex)
      throw Error(fmt::format("cuda: NCCL does not reduce {} across GPUs", dtype_name(dtype)));
  }
  // NCCL has no 16-bit integer type: reductions of s16/u16 across GPUs are not available.
  throw Error(fmt::format("cuda: NCCL cannot reduce {} across GPUs (it has no 16-bit integer type)",
                          dtype_name(dtype)));
}

ncclRedOp_t nccl_op(ReduceFn fn) {
  return fn == ReduceFn::sum ? ncclSum : (fn == ReduceFn::max ? ncclMax : ncclMin);
}

// One group of one collective through NCCL: every member works on its own
// stream and GPU; NCCL calls of all members go between one group start/end.
// Across processes this process issues the calls of its own members only
// (ranks()); the others' come from their processes, and NCCL matches them.
// Vectors of per-member values have slots() entries, indexed by rank.
class NcclGroup {
 public:
  NcclGroup(CollectiveCall& call, IntList members)
      : call_(call),
        members_(std::move(members)),
        comms_(call.state.system().communicators(call.groups, members_)) {
    const DeviceBlock local = call.state.local();
    for (std::size_t rank = 0; rank < members_.size(); ++rank) {
      if (local.contains(members_[rank])) ranks_.push_back(static_cast<std::int64_t>(rank));
    }
  }

  // Members in the whole group (every process's), and this process's ranks of them.
  std::int64_t size() const { return static_cast<std::int64_t>(members_.size()); }
  std::size_t slots() const { return members_.size(); }
  const std::vector<std::int64_t>& ranks() const { return ranks_; }
  int device(std::int64_t rank) const { return static_cast<int>(members_[static_cast<std::size_t>(rank)]); }
  ncclComm_t comm(std::int64_t rank) const { return comms_[static_cast<std::size_t>(rank)]; }
  DeviceContext& context(std::int64_t rank) { return call_.state.system().device(device(rank)); }
  StreamTarget target(std::int64_t rank) {
    DeviceContext& c = context(rank);
    return {c.stream, c.placement.gpu, c.sm_count, {op_name(call_.instruction.op), device(rank)}};
  }
  CallSite site(std::int64_t rank) const { return {op_name(call_.instruction.op), device(rank)}; }
  const DeviceValue& operand(std::int64_t rank) {
    return call_.state.value(device(rank), call_.instruction.operands.front());
  }
  DeviceValue scratch(std::int64_t rank, const TensorType& type) {
    return call_.state.allocate(device(rank), type, op_name(call_.instruction.op));
  }
  void enter(std::int64_t rank) { use_gpu(context(rank).placement.gpu, site(rank)); }

  void begin() {
    for (const std::int64_t rank : ranks_) {
      enter(rank);
      call_.state.mark_start(call_.index, device(rank));
    }
  }
  void finish(const std::vector<DeviceValue>& results) {
    const ValueId result_id = call_.result_id;
    for (const std::int64_t rank : ranks_) {
      enter(rank);
      call_.state.mark_end(call_.index, device(rank));
      call_.state.set_value(device(rank), result_id, results[static_cast<std::size_t>(rank)]);
    }
  }

 private:
  CollectiveCall& call_;
  IntList members_;
  std::vector<ncclComm_t> comms_;    // [rank]; nullptr for other processes' members
  std::vector<std::int64_t> ranks_;  // this process's members
};

// Ends an NCCL group on every path out of its scope. NCCL aborts a group in
// which a call failed instead of launching part of it, so ending it is always
// right; leaving it open would make the next group nest inside it.
class NcclGroupScope {
 public:
  explicit NcclGroupScope(const CallSite& site) : site_(site) { PMAPSIM_CUDA_CHECK(site_, ncclGroupStart()); }
  NcclGroupScope(const NcclGroupScope&) = delete;
  NcclGroupScope& operator=(const NcclGroupScope&) = delete;
  ~NcclGroupScope() {
    if (open_) ncclGroupEnd();
  }
  ncclResult_t end() {
    open_ = false;
    return ncclGroupEnd();
  }

 private:
  CallSite site_;
  bool open_ = true;
};

// Runs body(rank) -> ncclResult_t for every member inside one NCCL group.
// Everything that could fail for a reason of the backend's own (buffers,
// devices, communicators) is prepared before the group opens; inside it the
// body only issues NCCL calls and nothing throws: the first failure is kept,
// the group is ended, and only then is the failure reported.
template <typename Body>
void nccl_grouped(NcclGroup& group, Body&& body) {
  ncclResult_t failure = ncclSuccess;
  std::int64_t failed_rank = 0;
  ncclResult_t ended = ncclSuccess;
  if (group.ranks().empty()) return;  // a group wholly on other processes
  const CallSite site = group.site(group.ranks().front());
  {
    NcclGroupScope scope(site);
    for (const std::int64_t rank : group.ranks()) {
      if (failure != ncclSuccess) break;
      failure = body(rank);
      failed_rank = rank;
    }
    ended = scope.end();
  }
  if (failure != ncclSuccess) check_call(failure, "NCCL call()", group.site(failed_rank));
  check_call(ended, "ncclGroupEnd()", site);
}

DeviceValue converted(NcclGroup& group, std::int64_t rank, const DeviceValue& value, DType dtype) {
  if (value.type.dtype == dtype || value.data == nullptr) return {value.data, {dtype, value.type.shape}};
  const DeviceValue out = group.scratch(rank, {dtype, value.type.shape});
  const StreamTarget target = group.target(rank);
  const std::int64_t n = value.type.num_elements();
  check_call(launch_convert(value.type.dtype, dtype, value.data, out.data, n, target.launch()),
             "launch_convert(kernel)", target.site);
  return out;
}

void nccl_reduce(CollectiveCall& call, ReduceFn fn, bool mean) {
  const TensorType& result_type = call.instruction.type;
  const std::int64_t n = result_type.num_elements();
  for (const IntList& members : call.groups) {
    NcclGroup group(call, members);
    std::vector<DeviceValue> results(group.slots());
    for (const std::int64_t rank : group.ranks()) {
      group.enter(rank);
      results[rank] = group.scratch(rank, result_type);
    }
    group.begin();
    // pmean of s32 or bool sums in f32 (the result type), as the reference.
    std::vector<DeviceValue> sends(group.slots());
    for (const std::int64_t rank : group.ranks()) {
      group.enter(rank);
      sends[rank] = converted(group, rank, group.operand(rank), result_type.dtype);
    }
    if (n > 0) {
      nccl_grouped(group, [&](std::int64_t rank) {
        return ncclAllReduce(sends[rank].data, results[rank].data, static_cast<std::size_t>(n),
                             nccl_type(result_type.dtype), nccl_op(fn), group.comm(rank),
                             group.context(rank).stream);
      });
    }
    if (mean && n > 0) {
      for (const std::int64_t rank : group.ranks()) {
        group.enter(rank);
        PointerTable table;
        table.count = 1;
        table.pointers[0] = results[rank].data;
        OutputTable out;
        out.count = 1;
        out.pointers[0] = results[rank].data;
        const StreamTarget target = group.target(rank);
        check_call(launch_member_reduce(ReduceFn::sum, result_type.dtype, result_type.dtype,
                                        plan_members_elementwise(n), table, out, n,
                                        static_cast<double>(group.size()), target.launch()),
                   "launch_member_reduce(kernel)", target.site);
      }
    }
    group.finish(results);
  }
}

void nccl_all_gather(CollectiveCall& call) {
  const TensorType& operand = call.operand_type();
  const std::int64_t dimension = call.instruction.attrs.integer("dimension");
  for (const IntList& members : call.groups) {
    NcclGroup group(call, members);
    group.begin();
    std::vector<DeviceValue> stacks(group.slots());
    for (const std::int64_t rank : group.ranks()) {
      group.enter(rank);
      stacks[rank] = group.scratch(rank, stacked(operand, group.size()));
    }
    if (operand.byte_size() > 0) {
      nccl_grouped(group, [&](std::int64_t rank) {
        return ncclAllGather(group.operand(rank).data, stacks[rank].data, operand.byte_size(), ncclUint8,
                             group.comm(rank), group.context(rank).stream);
      });
    }
    const GatherPlan concat = plan_stack_to_concat(operand.shape, dimension, group.size());
    std::vector<DeviceValue> results(group.slots());
    for (const std::int64_t rank : group.ranks()) {
      group.enter(rank);
      results[rank] =
          gather_value(call.state, group.target(rank), concat, stacks[rank], call.instruction.type);
    }
    group.finish(results);
  }
}

void nccl_psum_scatter(CollectiveCall& call) {
  const TensorType& operand = call.operand_type();
  const TensorType& result_type = call.instruction.type;
  const std::int64_t dimension = call.instruction.attrs.integer("dimension");
  for (const IntList& members : call.groups) {
    NcclGroup group(call, members);
    group.begin();
    const std::int64_t n = group.size();
    const GatherPlan split = plan_split_to_stack(operand.shape, dimension, n);
    const TensorType chunk = split_chunk(operand, dimension, n);
    std::vector<DeviceValue> stacks(group.slots());
    std::vector<DeviceValue> results(group.slots());
    for (const std::int64_t rank : group.ranks()) {
      group.enter(rank);
      const DeviceValue stack =
          gather_value(call.state, group.target(rank), split, group.operand(rank), stacked(chunk, n));
      stacks[rank] = converted(group, rank, stack, result_type.dtype);
      results[rank] = group.scratch(rank, result_type);
    }
    if (result_type.num_elements() > 0) {
      nccl_grouped(group, [&](std::int64_t rank) {
        return ncclReduceScatter(
            stacks[rank].data, results[rank].data, static_cast<std::size_t>(result_type.num_elements()),
            nccl_type(result_type.dtype), ncclSum, group.comm(rank), group.context(rank).stream);
      });
    }
    group.finish(results);
  }
}

void nccl_all_to_all(CollectiveCall& call) {
  const TensorType& operand = call.operand_type();
  const std::int64_t split_axis = call.instruction.attrs.integer("split_axis");
  const std::int64_t concat_axis = call.instruction.attrs.integer("concat_axis");
  for (const IntList& members : call.groups) {
    NcclGroup group(call, members);
    group.begin();
    const std::int64_t n = group.size();
    const TensorType chunk = split_chunk(operand, split_axis, n);
    const GatherPlan split = plan_split_to_stack(operand.shape, split_axis, n);
    std::vector<DeviceValue> sent(group.slots());
    std::vector<DeviceValue> received(group.slots());
    for (const std::int64_t rank : group.ranks()) {
      group.enter(rank);
      sent[rank] =
          gather_value(call.state, group.target(rank), split, group.operand(rank), stacked(chunk, n));
      received[rank] = group.scratch(rank, stacked(chunk, n));
    }
    const std::size_t bytes = chunk.byte_size();
    if (bytes > 0) {
      nccl_grouped(group, [&](std::int64_t rank) {
        const cudaStream_t stream = group.context(rank).stream;
        for (std::int64_t peer = 0; peer < n; ++peer) {
          ncclResult_t status = ncclSend(offset_bytes(sent[rank].data, peer * bytes), bytes, ncclUint8,
                                         static_cast<int>(peer), group.comm(rank), stream);
          if (status == ncclSuccess) {
            status = ncclRecv(offset_bytes(received[rank].data, peer * bytes), bytes, ncclUint8,
                              static_cast<int>(peer), group.comm(rank), stream);
          }
          if (status != ncclSuccess) return status;
        }
        return ncclSuccess;
      });
    }
    const GatherPlan concat = plan_stack_to_concat(chunk.shape, concat_axis, n);
    std::vector<DeviceValue> results(group.slots());
    for (const std::int64_t rank : group.ranks()) {
      group.enter(rank);
      results[rank] =
          gather_value(call.state, group.target(rank), concat, received[rank], call.instruction.type);
    }
    group.finish(results);
  }
}

void nccl_ppermute(CollectiveCall& call) {
  const std::int64_t devices = call.state.program().axis_size;
  const IntList sources = ppermute_sources(call.instruction.attrs, devices);
  IntList everyone(static_cast<std::size_t>(devices));
  for (std::int64_t d = 0; d < devices; ++d) everyone[static_cast<std::size_t>(d)] = d;
  NcclGroup group(call, everyone);  // rank == device
  group.begin();
  const TensorType& type = call.instruction.type;
  std::vector<DeviceValue> results(group.slots());
  for (const std::int64_t d : group.ranks()) {
    group.enter(d);
    results[d] = group.scratch(d, type);
    if (sources[static_cast<std::size_t>(d)] < 0 && results[d].data != nullptr) {
      PMAPSIM_CUDA_CHECK(group.site(d),
                         cudaMemsetAsync(results[d].data, 0, type.byte_size(), group.context(d).stream));
    }
  }
  if (type.byte_size() > 0) {
    const IntListList& pairs = call.instruction.attrs.int_list_list("perm");
    nccl_grouped(group, [&](std::int64_t d) {
      const cudaStream_t stream = group.context(d).stream;
      for (const IntList& pair : pairs) {
        ncclResult_t status = ncclSuccess;
        if (pair[0] == d) {
          status = ncclSend(group.operand(d).data, type.byte_size(), ncclUint8, static_cast<int>(pair[1]),
                            group.comm(d), stream);
        }
        if (status == ncclSuccess && pair[1] == d) {
          status = ncclRecv(results[static_cast<std::size_t>(d)].data, type.byte_size(), ncclUint8,
                            static_cast<int>(pair[0]), group.comm(d), stream);
        }
        if (status != ncclSuccess) return status;
      }
      return ncclSuccess;
    });
  }
  group.finish(results);
}

#define PMAPSIM_ON_PATH(call, nccl_body, own_body) \
  ((call).path == CollectivePath::nccl ? (nccl_body) : (own_body))
#else
#define PMAPSIM_ON_PATH(call, nccl_body, own_body) (own_body)
#endif

template <ReduceFn fn, bool mean>
void reduce_collective(CollectiveCall& call) {
  PMAPSIM_ON_PATH(call, nccl_reduce(call, fn, mean), own_reduce(call, fn, mean));
}
void all_gather_collective(CollectiveCall& call) {
  PMAPSIM_ON_PATH(call, nccl_all_gather(call), own_all_gather(call));
}
void psum_scatter_collective(CollectiveCall& call) {
  PMAPSIM_ON_PATH(call, nccl_psum_scatter(call), own_psum_scatter(call));
}
void all_to_all_collective(CollectiveCall& call) {
  PMAPSIM_ON_PATH(call, nccl_all_to_all(call), own_all_to_all(call));
}
void ppermute_collective(CollectiveCall& call) {
  PMAPSIM_ON_PATH(call, nccl_ppermute(call), own_ppermute(call));
}

}  // namespace

void add_collective_rows(KernelTable& table) {
  const auto collective = [&table](OpCode op, CollectiveKernel kernel) {
    table[static_cast<std::size_t>(op)].collective = kernel;
  };
  collective(OpCode::psum, reduce_collective<ReduceFn::sum, false>);
  collective(OpCode::pmean, reduce_collective<ReduceFn::sum, true>);
  collective(OpCode::pmax, reduce_collective<ReduceFn::max, false>);
  collective(OpCode::pmin, reduce_collective<ReduceFn::min, false>);
  collective(OpCode::all_gather, all_gather_collective);
  collective(OpCode::psum_scatter, psum_scatter_collective);
  collective(OpCode::all_to_all, all_to_all_collective);
  collective(OpCode::ppermute, ppermute_collective);
}

}  // namespace pmapsim::cuda
