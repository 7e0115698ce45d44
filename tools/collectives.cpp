// `pmapsim collectives`: a collective benchmark in nccl-tests' style. For
// each size from --min to --max (times --factor), one program with the one
// collective runs on the backend; its makespan is the time (plus the host
// dispatch a blocking benchmark times, --host-dispatch-us; at least the host's
// launch of it on every device where one process drives them all,
// --host-launch-us), algbw = size /
// time, busbw = algbw × the collective's bus factor (reference-figures.md).
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iostream>
#include <optional>

#include "commands.hpp"
#include "pmapsim/pmapsim.hpp"
#include "pmapsim/sim/algorithm_check.hpp"

namespace pmapsim::tools {
namespace {

constexpr std::int64_t kElementBytes = 4;  // f32

// One collective by its pattern (pmapsim/ops.hpp's names, which `--op` takes).
struct OpShape {
  CollectivePattern pattern;
  // nccl-tests' bus-bandwidth factor for n ranks.
  double (*bus_factor)(double ranks);
  std::string_view name() const { return collective_pattern_name(pattern); }
};

const OpShape kOps[] = {
    {CollectivePattern::all_reduce, [](double n) { return 2 * (n - 1) / n; }},
    {CollectivePattern::all_gather, [](double n) { return (n - 1) / n; }},
    {CollectivePattern::reduce_scatter, [](double n) { return (n - 1) / n; }},
    {CollectivePattern::all_to_all, [](double n) { return (n - 1) / n; }},
    {CollectivePattern::collective_permute, [](double) { return 1.0; }},
};

// "1K" = 1024, "4M", "1G" (binary, as nccl-tests reads them), or plain bytes.
std::int64_t parse_size(const std::string& text, const char* flag) {
  std::int64_t value = 0;
  const char* end = text.data() + text.size();
  auto [stop, status] = std::from_chars(text.data(), end, value);
  std::int64_t unit = 1;
  if (stop != end && stop + 1 == end) {
    switch (*stop) {
      case 'K':
      case 'k':
        unit = 1LL << 10;
        break;
      case 'M':
      case 'm':
        unit = 1LL << 20;
        break;
      case 'G':
      case 'g':
        unit = 1LL << 30;
        break;
      default:
        unit = 0;
    }
    ++stop;
  }
  if (text.empty() || status != std::errc() || stop != end || unit == 0 || value < 1) {
    throw Error(fmt::format("{} '{}': expected a positive size such as 1024, 1K, 8M or 1G", flag, text));
  }
  return value * unit;
}

// The program for one op and size: every device's buffer is `elements` f32
// (all_gather: the gathered output; reduce_scatter: the input).
std::string program_text(CollectivePattern pattern, std::int64_t elements, std::int64_t devices) {
  const std::string header =
      fmt::format("pmap @{} axis=i devices={} ", collective_pattern_name(pattern), devices);
  const std::int64_t shard = elements / devices;
  if (pattern == CollectivePattern::all_reduce) {
    return header + fmt::format("(%x: f32[{0}]) {{\n  %0 = psum %x {{axis=i}} : f32[{0}]\n  return %0\n}}\n",
                                elements);
  }
  if (pattern == CollectivePattern::all_gather) {
    return header +
           fmt::format(
               "(%x: f32[{0}]) {{\n  %0 = all_gather %x {{axis=i, dimension=0}} : f32[{1}]\n  return "
               "%0\n}}\n",
               shard, elements);
  }
  if (pattern == CollectivePattern::reduce_scatter) {
    return header + fmt::format(
                        "(%x: f32[{0}]) {{\n  %0 = psum_scatter %x {{axis=i, dimension=0}} : f32[{1}]\n  "
                        "return %0\n}}\n",
                        elements, shard);
  }
  if (pattern == CollectivePattern::all_to_all) {
    return header + fmt::format(
                        "(%x: f32[{0}]) {{\n  %0 = all_to_all %x {{axis=i, split_axis=0, concat_axis=0}} : "
                        "f32[{0}]\n  return %0\n}}\n",
                        elements);
  }
  std::string perm;
  for (std::int64_t d = 0; d < devices; ++d) {
    perm += fmt::format("{}[{},{}]", d == 0 ? "" : ",", d, (d + 1) % devices);
  }
  return header + fmt::format(
                      "(%x: f32[{0}]) {{\n  %0 = ppermute %x {{axis=i, perm=[{1}]}} : f32[{0}]\n  return "
                      "%0\n}}\n",
                      elements, perm);
}

// Zero-filled buffers (Array(dtype, shape) is zeros), or shapes alone when timing only.
std::vector<std::vector<Array>> zero_arguments(const Program& program, bool timing_only) {
  std::vector<std::vector<Array>> args(static_cast<std::size_t>(program.axis_size));
  for (auto& device_args : args) {
    for (const Parameter& param : program.params) {
      device_args.push_back(timing_only ? Array::shape_only(param.type.dtype, param.type.shape)
                                        : Array(param.type.dtype, param.type.shape));
    }
  }
  return args;
}

void run_op(Backend& backend, const OpShape& op, const CollectivesOptions& options, bool timing_only) {
  const std::int64_t devices = backend.device_count();
  const std::int64_t min_bytes = parse_size(options.min_bytes, "--min");
  const std::int64_t max_bytes = parse_size(options.max_bytes, "--max");
  std::cout << fmt::format("# {} on {} ({} devices), f32\n", op.name(), backend.spec(), devices);
  std::cout << fmt::format("# {:>12} {:>12} {:>6} {:>12} {:>10} {:>10}\n", "size", "count", "type", "time",
                           "algbw", "busbw");
  std::cout << fmt::format("# {:>12} {:>12} {:>6} {:>12} {:>10} {:>10}\n", "(B)", "(elements)", "", "(us)",
                           "(GB/s)", "(GB/s)");
  for (std::int64_t bytes = min_bytes; bytes <= max_bytes;
       bytes = std::max(bytes + 1, static_cast<std::int64_t>(std::llround(bytes * options.factor)))) {
    // Whole f32 elements, a whole number per device.
    std::int64_t elements = std::max<std::int64_t>(devices, bytes / kElementBytes / devices * devices);
    const Program program =
        parse_program(program_text(op.pattern, elements, devices), std::string(op.name()));
    std::unique_ptr<Executable> executable = backend.compile(program);
    // Only the makespan is read: no per-op and per-link events to record.
    RunOptions run_options;
    run_options.profile = false;
    const RunResult run = executable->run(zero_arguments(program, timing_only), run_options);
    const double size = static_cast<double>(elements * kElementBytes);
    const double seconds = std::max(run.profile.total_ns * 1e-9, options.host_launch_us * 1e-6) +
                           options.host_dispatch_us * 1e-6;
    const double algbw = seconds > 0 ? size / seconds / 1e9 : 0;
    std::cout << fmt::format("  {:>12} {:>12} {:>6} {:>12.2f} {:>10.2f} {:>10.2f}\n",
                             elements * kElementBytes, elements, "float", seconds * 1e6, algbw,
                             algbw * op.bus_factor(static_cast<double>(devices)));
  }
}

// The sim's collective= is a preference: a collective it does not fit runs
// the automatic choice. Asked for one op, an algorithm that does not fit it
// (or the topology) is an error here; over several ops, a note says which
// keep the automatic choice.
void check_requested_algorithm(const std::string& backend, const std::vector<const OpShape*>& ops) {
  for (const OpShape* op : ops) {
    const std::string problem = sim::collective_algorithm_mismatch(backend, op->pattern);
    if (problem.empty()) continue;
    if (ops.size() == 1) throw Error(problem);
    std::cout << "# " << problem << "; it runs the automatic choice\n";
  }
}

}  // namespace

int collectives_command(const CollectivesOptions& options) {
  if (!(options.factor > 1) || !std::isfinite(options.factor)) {
    throw Error(fmt::format("--factor {}: expected a number above 1", options.factor));
  }
  for (const auto& [flag, us] : {std::pair{"--host-dispatch-us", options.host_dispatch_us},
                                 std::pair{"--host-launch-us", options.host_launch_us}}) {
    if (!(us >= 0) || !std::isfinite(us))
      throw Error(fmt::format("{} {}: expected microseconds, 0 or more", flag, us));
  }
  if (parse_size(options.min_bytes, "--min") > parse_size(options.max_bytes, "--max")) {
    throw Error(fmt::format("--min {} is above --max {}", options.min_bytes, options.max_bytes));
  }
  const std::optional<CollectivePattern> asked = find_collective_pattern(options.op);
  std::vector<const OpShape*> ops;
  for (const OpShape& op : kOps) {
    if (options.op == "all" || asked == op.pattern) ops.push_back(&op);
  }
  if (ops.empty()) {
    // An op's name (psum, ppermute, ...) is answered with the pattern it moves.
    const std::optional<OpCode> op = find_op(options.op);
    const CollectivePattern pattern = op ? op_def(*op).pattern : CollectivePattern::none;
    const std::string hint =
        pattern == CollectivePattern::none
            ? ""
            : fmt::format(" ({} moves {})", options.op, collective_pattern_name(pattern));
    throw Error(fmt::format(
        "--op '{}': expected all_reduce, all_gather, reduce_scatter, all_to_all, collective_permute or all{}",
        options.op, hint));
  }
  check_requested_algorithm(options.backend, ops);
  const bool timing_only = BackendSpec::parse(options.backend).flag("timing-only");
  auto backend = BackendRegistry::global().open(options.backend);
  for (std::size_t i = 0; i < ops.size(); ++i) {
    if (i > 0) std::cout << "\n";
    run_op(*backend, *ops[i], options, timing_only);
  }
  return 0;
}

}  // namespace pmapsim::tools
