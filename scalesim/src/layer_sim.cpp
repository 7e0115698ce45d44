// One layer through SCALE-Sim 3.0.0's model: operand matrices, demand
// matrices per dataflow, and the double-buffered SRAMs that serve them.
// The parts are in demand.hpp (operands, folds, demand rows), fetch_order.hpp
// (USER mode's fetch orders), read_buffer.hpp and estimate_buffer.hpp (the
// read SRAMs in USER and CALC mode) and write_buffer.hpp; this file runs
// them cycle by cycle and writes the layer's report.
//
// The Python original materialises every matrix and checks every address
// against Python sets; here demand rows are computed one cycle at a time
// from the fold they belong to (the ofmap's as a count only), and an
// address's buffer lines are looked up in a compressed index through a
// cursor that follows the window. The arithmetic (which cycle a refill
// ends, how stalls add up, how reads and writes are counted, including
// SCALE-Sim's own quirks) follows the release step by step, since the
// reports are compared value for value.
//
// ReplayMode::shortcut (the default) skips the requests whose answer is
// known without looking, and with them the rows that hold them (see
// docs/scalesim.md; ReplayMode::full serves every request, and the tests
// compare the two):
// - a read side that cannot stall and whose traffic does not depend on the
//   order of its addresses (USER: the operand's lines all fit the active
//   half; CALC: its distinct addresses fill fewer than 50 sets) is served a
//   cycle later, its DRAM traffic in closed form;
// - a USER read buffer answers a row at once when the whole anti-diagonal
//   or row of its fetch order that the row draws from lies in its window;
// - a CALC read buffer answers a row at once when the same row (it recurs
//   in every fold along the axis its operand does not depend on) last left
//   all its addresses in sets the active half still holds;
// - a CALC operand whose rows partition its addresses (every filter; the
//   ifmap where windows do not overlap) keeps two runs per row instead of
//   a set per address, and serves each run of misses or hits at once;
// - a USER fetch order without empty entries is not indexed: the few
//   addresses looked up get their positions in it in closed form.
// The SRAM's first and last request cycle take the rows' request counts,
// closed-form unless a window runs past the ifmap.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "demand.hpp"
#include "estimate_buffer.hpp"
#include "fetch_order.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/scalesim/scalesim.hpp"
#include "read_buffer.hpp"
#include "write_buffer.hpp"

namespace pmapsim::scalesim {

using namespace model;  // the model's parts, each in its header

namespace {

// Per-fold figures SCALE-Sim averages, and its SRAM access counts.
struct ComputeFigures {
  double mapping_efficiency = 0;
  double compute_utilization = 0;
  std::int64_t ifmap_reads = 0, filter_reads = 0, ofmap_writes = 0;
};

ComputeFigures compute_figures(const Mapping& m) {
  ComputeFigures figures;
  const std::int64_t pes = m.R * m.C;
  // Cycles SCALE-Sim divides by: its fold matrix's rows + columns - 1 (for
  // ws and is that matrix is C - 1 cycles longer than the fold itself).
  const std::int64_t cycles = m.dataflow == Dataflow::os ? m.rows_per_fold : m.rows_per_fold + m.C - 1;
  double mapping_sum = 0, utilization_sum = 0;
  for (std::int64_t fc = 0; fc < m.col_folds; ++fc) {
    for (std::int64_t fr = 0; fr < m.row_folds; ++fr) {
      const std::int64_t used = m.used_rows(fr) * m.used_cols(fc);
      mapping_sum += static_cast<double>(used) / static_cast<double>(pes);
      utilization_sum += static_cast<double>(used * m.T) / static_cast<double>(pes * cycles);
      switch (m.dataflow) {
        case Dataflow::os:
          figures.ifmap_reads += m.T * m.used_rows(fr);
          figures.filter_reads += m.T * m.used_cols(fc);
          figures.ofmap_writes += used + m.R + m.C;  // SCALE-Sim adds the fold's shape, too
          break;
        case Dataflow::ws:
          figures.ifmap_reads += m.T * m.used_rows(fr);
          figures.filter_reads += used;
          figures.ofmap_writes += m.T * m.used_cols(fc);
          break;
        case Dataflow::is:
          figures.ifmap_reads += used;
          figures.filter_reads += m.T * m.used_rows(fr);
          figures.ofmap_writes += m.T * m.used_cols(fc);
          break;
      }
    }
  }
  figures.mapping_efficiency = mapping_sum / static_cast<double>(m.folds());
  figures.compute_utilization = utilization_sum / static_cast<double>(m.folds());
  return figures;
}

// First and last cycle at which an SRAM saw a request.
struct SramSpan {
  bool any = false;
  std::int64_t first = 0, last = 0;
  void record(std::int64_t requests, std::int64_t cycle) {
    if (requests == 0) return;
    if (!any) first = cycle;
    last = cycle;
    any = true;
  }
};

// Where the replay is: demand rows so far, stall cycles so far, and the
// cycle the ofmap SRAM last answered and the latest it answered.
struct ReplayClock {
  std::int64_t index, stall_cycles, last_ofmap_cycle, max_ofmap_cycle;
};

// A fold (not the first) whose read sides need no addresses (each row
// served a cycle later) and where no read SRAM's first or last request
// falls only moves the write buffer: its cycles without outputs change
// nothing but the clock, so they pass in one step. Not inlined, and the
// clock passed by value, so that the replay's own loop keeps its clock in
// registers.
[[gnu::noinline]] ReplayClock outputs_only_fold(const Demands& demands, std::int64_t rows, std::int64_t fc,
                                                std::int64_t fr, WriteBuffer& ofmap, SramSpan& ofmap_span,
                                                ReplayClock clock) {
  auto pass = [&](std::int64_t cycles) {
    if (cycles <= 0) return;
    clock.index += cycles;
    clock.last_ofmap_cycle = clock.index - 1 + clock.stall_cycles;  // the write buffer answers at once
    clock.max_ofmap_cycle = std::max(clock.max_ofmap_cycle, clock.last_ofmap_cycle);
  };
  const auto [first, last] = demands.ofmap_cycles(fc, fr);
  if (last < first) {
    pass(rows);
    return clock;
  }
  pass(first);
  for (std::int64_t r = first; r <= last; ++r, ++clock.index) {
    const std::int64_t cycle = clock.index + clock.stall_cycles;
    const std::int64_t outputs = demands.ofmap_count(fc, fr, r);
    const std::int64_t done = ofmap.serve(outputs, cycle);
    ofmap_span.record(outputs, done);
    clock.stall_cycles += done - cycle;
    clock.last_ofmap_cycle = done;
    clock.max_ofmap_cycle = std::max(clock.max_ofmap_cycle, done);
  }
  pass(rows - last - 1);
  return clock;
}

double per_cycle(std::int64_t words, std::int64_t first, std::int64_t last) {
  return static_cast<double>(words) / static_cast<double>(last - first + 1);
}

}  // namespace

bool reads_without_addresses(const ScaleSimConfig& config, const ConvLayer& layer) {
  if (!(operand_matrix_entries(layer) < 1e18)) return false;  // the counts below stay in int64
  const std::int64_t ifmap_bytes = config.ifmap_sram_kb * 1024, filter_bytes = config.filter_sram_kb * 1024;
  const std::int64_t filter_addresses = layer.window() * layer.num_filters;
  if (config.user_bandwidth)
    return ResidentReadBuffer::fits(ifmap_bytes, ifmap_requests(layer)) &&
           ResidentReadBuffer::fits(filter_bytes, filter_addresses);
  return estimate_fits(ifmap_bytes, ifmap_distinct(layer)) && estimate_fits(filter_bytes, filter_addresses);
}

namespace {

// One read SRAM (ifmap or filter) as a layer's replay serves it: exactly one of
// the four buffers, chosen once per layer, and which rows it must see.
struct ReadSide {
  std::optional<ReadBuffer> user;              // USER mode, request by request
  std::optional<ResidentReadBuffer> resident;  // USER mode, the operand fits the active half
  std::optional<EstimateReadBuffer> calc;      // CALC mode, request by request
  std::optional<DramTraffic> estimate;         // CALC mode, the traffic in closed form
  bool shortcut = false;                       // ReplayMode is not full
  bool every_row = false;                      // must see every row (the full replay)
  bool partitioned = false;                    // a CALC side served run by run
  std::int64_t first_fold = 0, last_fold = 0;  // where its SRAM's first and last request fall
  Row row;

  bool address_free() const { return resident.has_value() || estimate.has_value(); }

  const DramTraffic& traffic() const {
    return user ? user->traffic() : calc ? calc->traffic() : resident ? resident->traffic() : *estimate;
  }

  // One cycle's row: returns the cycle served, and sets `requests` to the
  // row's requests where the SRAM's span needs them (in the first and last
  // fold that ask it for anything; 0 elsewhere where the row is not
  // generated). `count()`: the row's requests where known without generating
  // it, else -1; `generate(row)` fills the row.
  template <class Generate, class Count>
  std::int64_t serve(bool span_fold, std::int64_t unit, std::int64_t key, Generate generate, Count count,
                     std::int64_t cycle, std::int64_t& requests) {
    auto generated = [&] {
      generate(row);
      return row.size();
    };
    auto counted = [&] {
      const std::int64_t known = count();
      return known >= 0 ? known : generated();
    };
    if (partitioned) {  // a row's key and request count are all it needs
      requests = counted();
      return key >= 0 ? calc->serve_partitioned(key, requests, cycle) : calc->serve_fresh(requests, cycle);
    }
    if (calc && shortcut) {
      if (calc->row_hits(key)) {
        requests = span_fold ? counted() : 0;
        return cycle + 1;  // EstimateReadBuffer's latency
      }
      requests = generated();
      return calc->serve_keyed(row, cycle, key);
    }
    if (every_row) {
      requests = generated();
      return user ? user->serve(row, cycle) : calc->serve(row, cycle);
    }
    if (!user || user->unit_hits(unit)) {
      requests = span_fold ? counted() : 0;
      return resident ? resident->serve(cycle) : cycle + 1;
    }
    requests = generated();
    return user->serve(row, cycle);
  }
};

void check_config(const ScaleSimConfig& config) {
  // The parser guarantees these; a config built in code must too (an empty
  // buffer would never drain).
  if (config.ifmap_sram_kb < 1 || config.filter_sram_kb < 1 || config.ofmap_sram_kb < 1)
    throw Error("SCALE-Sim's SRAMs must each hold at least 1 kB");
  if (config.user_bandwidth && (config.bandwidths.empty() || config.bandwidths.front() < 1))
    throw Error("SCALE-Sim's USER bandwidth must be at least 1 word per cycle");
  if (config.array.rows < 1 || config.array.cols < 1) throw Error("SCALE-Sim's array must be at least 1x1");
}

// USER mode's read sides: each refills from DRAM at its bank bandwidth.
// The shortcut serves a side that fits the active half without its
// addresses, and indexes the fetch orders in one walk: an ifmap address
// occurs once per window covering it (rows x columns), a filter address
// once. Where the order has no empty entry, the shortcut looks up positions
// in closed form instead of indexing the order.
void open_user_sides(ReadSide& ifmap, ReadSide& filter, const ScaleSimConfig& config, const ConvLayer& layer,
                     const Mapping& map, const Operands& op, StallAccounting stalls,
                     bool check_closed_forms) {
  const bool shortcut = ifmap.shortcut;
  const std::int64_t ifmap_bytes = config.ifmap_sram_kb * 1024;
  const std::int64_t filter_bytes = config.filter_sram_kb * 1024;
  const std::int64_t ifmap_entries = PrefetchOrder::ifmap_entries(map);
  const std::int64_t filter_entries = PrefetchOrder::filter_entries(map);
  const std::vector<std::int64_t> rows_covering =
      windows_covering(layer.ifmap_h, layer.filter_h, layer.stride_h, layer.ofmap_h());
  const std::vector<std::int64_t> cols_covering =
      windows_covering(layer.ifmap_w, layer.filter_w, layer.stride_w, layer.ofmap_w());
  ReadBuffer::KnownCounts ifmap_counts{layer.channels, {}};
  for (const std::int64_t rows : rows_covering)
    for (const std::int64_t cols : cols_covering) ifmap_counts.run_occurrences.push_back(rows * cols);
  const ReadBuffer::KnownCounts filter_counts{std::max<std::int64_t>(1, layer.window() * layer.num_filters),
                                              {1}};
  auto ifmap_order = [&map, &op](auto& visit) { PrefetchOrder::ifmap(map, op, visit); };
  auto filter_order = [&map, &op](auto& visit) { PrefetchOrder::filter(map, op, visit); };
  auto ifmap_entries_of = [&op](Address a, const ReadBuffer::EntryVisit& visit) {
    return op.for_each_ifmap_entry(a, visit);
  };
  auto filter_entries_of = [&op](Address a, const ReadBuffer::EntryVisit& visit) {
    return op.for_each_filter_entry(a, visit);
  };
  if (shortcut && ResidentReadBuffer::fits(ifmap_bytes, ifmap_requests(layer)))
    ifmap.resident.emplace(ifmap_bytes, config.ifmap_bank_bandwidth, ifmap_entries);
  else if (shortcut && op.windows_inside())
    ifmap.user.emplace(ifmap_layout(map), ifmap_entries_of, ifmap_order, ifmap_entries, op.ifmap_min(),
                       op.ifmap_end(), ifmap_bytes, config.ifmap_bank_bandwidth, stalls, ifmap_counts,
                       check_closed_forms);
  else
    ifmap.user.emplace(ifmap_order, ifmap_entries, op.ifmap_min(), op.ifmap_end(), ifmap_bytes,
                       config.ifmap_bank_bandwidth, stalls, shortcut ? &ifmap_counts : nullptr);
  if (shortcut && ResidentReadBuffer::fits(filter_bytes, layer.window() * layer.num_filters))
    filter.resident.emplace(filter_bytes, config.filter_bank_bandwidth, filter_entries);
  else if (shortcut)
    filter.user.emplace(filter_layout(map), filter_entries_of, filter_order, filter_entries, op.filter_min(),
                        op.filter_end(), filter_bytes, config.filter_bank_bandwidth, stalls, filter_counts,
                        check_closed_forms);
  else
    filter.user.emplace(filter_order, filter_entries, op.filter_min(), op.filter_end(), filter_bytes,
                        config.filter_bank_bandwidth, stalls, nullptr);
}

// CALC mode's read sides: the shortcut estimates a side whose distinct
// addresses fill fewer than 50 sets in closed form; a side whose demand rows
// partition its addresses (every filter, and an ifmap whose windows do not
// overlap) is served row by row (EstimateReadBuffer::serve_partitioned).
void open_calc_sides(ReadSide& ifmap, ReadSide& filter, const ScaleSimConfig& config, const ConvLayer& layer,
                     const Operands& op) {
  const bool shortcut = ifmap.shortcut;
  const std::int64_t ifmap_bytes = config.ifmap_sram_kb * 1024;
  const std::int64_t filter_bytes = config.filter_sram_kb * 1024;
  if (shortcut && estimate_fits(ifmap_bytes, ifmap_distinct(layer)))
    ifmap.estimate = estimate_traffic(ifmap_bytes, ifmap_distinct(layer));
  else
    ifmap.calc.emplace(op.ifmap_min(), op.ifmap_end(), ifmap_bytes, !(shortcut && windows_disjoint(layer)));
  if (shortcut && estimate_fits(filter_bytes, layer.window() * layer.num_filters))
    filter.estimate = estimate_traffic(filter_bytes, layer.window() * layer.num_filters);
  else
    filter.calc.emplace(op.filter_min(), op.filter_end(), filter_bytes, !shortcut);
  ifmap.partitioned = shortcut && ifmap.calc && windows_disjoint(layer);
  filter.partitioned = shortcut && filter.calc;
}

// Which rows a read side must see. The full replay and CALC mode's estimate
// see every row. A USER read buffer in shortcut mode skips a row whose
// fetch-order unit lies wholly in its window (every request hits). An
// address-free side (resident, or estimated in closed form) and a
// partitioned CALC side see none. Each still needs its rows' request counts
// where the SRAM's first and last request fall: in the first and the last
// fold that ask it for anything (a fold whose pixels' windows all start
// past the ifmap, which SCALE-Sim's rounded-up ofmap makes, asks for
// nothing).
void find_span_folds(ReadSide& side, bool ifmap, const Mapping& map, const Demands& demands) {
  side.every_row = !side.shortcut;
  if (side.partitioned)
    side.calc->partition_rows(ifmap ? PrefetchOrder::ifmap_row_keys(map)
                                    : PrefetchOrder::filter_row_keys(map));
  else if (side.shortcut && side.calc && ifmap)
    side.calc->key_rows(PrefetchOrder::ifmap_row_keys(map));
  if (side.every_row) return;
  auto asks = [&](std::int64_t fold) {
    const std::int64_t fc = fold / map.row_folds, fr = fold % map.row_folds;
    for (std::int64_t r = 0; r < map.rows_per_fold; ++r) {
      if (ifmap)
        demands.ifmap_row(fc, fr, r, side.row);
      else
        demands.filter_row(fc, fr, r, side.row);
      if (!side.row.empty()) return true;
    }
    return false;
  };
  side.first_fold = 0;
  while (side.first_fold < map.folds() - 1 && !asks(side.first_fold)) ++side.first_fold;
  side.last_fold = map.folds() - 1;
  while (side.last_fold > 0 && !asks(side.last_fold)) --side.last_fold;
}

// The layer's report from the replay's clock, the SRAMs' spans and the DRAM traffic.
LayerReport layer_report(const ConvLayer& layer, const Mapping& map, const ReplayClock& clock,
                         const SramSpan& ifmap_span, const SramSpan& filter_span, const SramSpan& ofmap_span,
                         const DramTraffic& ifmap_dram, const DramTraffic& filter_dram,
                         const DramTraffic& ofmap_dram) {
  const ComputeFigures figures = compute_figures(map);
  LayerReport report;
  report.total_cycles = clock.max_ofmap_cycle;
  report.stall_cycles = clock.stall_cycles;
  const double total = static_cast<double>(report.total_cycles);
  report.overall_util_percent =
      static_cast<double>(layer.macs() * 100) / static_cast<double>(report.total_cycles * map.R * map.C);
  report.mapping_efficiency_percent = figures.mapping_efficiency * 100;
  report.compute_util_percent = figures.compute_utilization * 100;

  report.ifmap_sram_reads = figures.ifmap_reads;
  report.filter_sram_reads = figures.filter_reads;
  report.ofmap_sram_writes = figures.ofmap_writes;
  report.ifmap_sram_bw = static_cast<double>(figures.ifmap_reads) / total;
  report.filter_sram_bw = static_cast<double>(figures.filter_reads) / total;
  report.ofmap_sram_bw = static_cast<double>(figures.ofmap_writes) / total;

  report.ifmap_sram_start_cycle = ifmap_span.first, report.ifmap_sram_stop_cycle = ifmap_span.last;
  report.filter_sram_start_cycle = filter_span.first, report.filter_sram_stop_cycle = filter_span.last;
  report.ofmap_sram_start_cycle = ofmap_span.first, report.ofmap_sram_stop_cycle = ofmap_span.last;
  report.ifmap_dram_start_cycle = ifmap_dram.first, report.ifmap_dram_stop_cycle = ifmap_dram.last;
  report.ifmap_dram_reads = ifmap_dram.words;
  report.filter_dram_start_cycle = filter_dram.first, report.filter_dram_stop_cycle = filter_dram.last;
  report.filter_dram_reads = filter_dram.words;
  report.ofmap_dram_start_cycle = ofmap_dram.first, report.ofmap_dram_stop_cycle = ofmap_dram.last;
  report.ofmap_dram_writes = ofmap_dram.words;
  report.ifmap_dram_bw = per_cycle(ifmap_dram.words, ifmap_dram.first, ifmap_dram.last);
  report.filter_dram_bw = per_cycle(filter_dram.words, filter_dram.first, filter_dram.last);
  report.ofmap_dram_bw = per_cycle(ofmap_dram.words, ofmap_dram.first, ofmap_dram.last);
  report.cycles_incl_prefetch = ofmap_dram.last - std::min(ifmap_dram.first, filter_dram.first);
  return report;
}

}  // namespace

LayerReport simulate_layer(const ScaleSimConfig& config, const ConvLayer& layer, StallAccounting stalls,
                           ReplayMode replay) {
  check_config(config);
  const Operands op(layer, config);
  const Mapping map(config.dataflow, config.array, op);
  const Demands demands(map, op);

  // Where a read side cannot stall and its traffic does not depend on which
  // addresses come when (an operand resident in USER mode's active half, or
  // one that fills under 50 of CALC mode's sets), it is served without its
  // addresses: a cycle later, with the traffic in closed form.
  ReadSide ifmap, filter;
  ifmap.shortcut = filter.shortcut = replay != ReplayMode::full;
  if (config.user_bandwidth)
    open_user_sides(ifmap, filter, config, layer, map, op, stalls, replay == ReplayMode::checked);
  else
    open_calc_sides(ifmap, filter, config, layer, op);
  find_span_folds(ifmap, true, map, demands);
  find_span_folds(filter, false, map, demands);
  const std::int64_t ofmap_bandwidth = config.user_bandwidth ? config.bandwidths.at(0) : config.array.cols;
  WriteBuffer ofmap(config.ofmap_sram_kb * 1024, ofmap_bandwidth);

  SramSpan ifmap_span, filter_span, ofmap_span;
  std::int64_t stall_cycles = 0;
  std::int64_t last_ofmap_cycle = 0, max_ofmap_cycle = 0;
  std::int64_t index = 0;

  const bool reads_address_free = ifmap.address_free() && filter.address_free();
  for (std::int64_t fold = 0; fold < map.folds(); ++fold) {
    const std::int64_t fc = fold / map.row_folds, fr = fold % map.row_folds;
    const bool ifmap_span_fold = fold == ifmap.first_fold || fold == ifmap.last_fold;
    const bool filter_span_fold = fold == filter.first_fold || fold == filter.last_fold;
    if (fold > 0 && reads_address_free && !ifmap_span_fold && !filter_span_fold) {  // fold 0 fills the SRAMs
      const ReplayClock after = outputs_only_fold(demands, map.rows_per_fold, fc, fr, ofmap, ofmap_span,
                                                  {index, stall_cycles, last_ofmap_cycle, max_ofmap_cycle});
      index = after.index, stall_cycles = after.stall_cycles;
      last_ofmap_cycle = after.last_ofmap_cycle, max_ofmap_cycle = after.max_ofmap_cycle;
      continue;
    }
    for (std::int64_t r = 0; r < map.rows_per_fold; ++r, ++index) {
      const std::int64_t cycle = index + stall_cycles;
      std::int64_t ifmap_requests = 0, filter_requests = 0;
      const std::int64_t ifmap_done = ifmap.serve(
          ifmap_span_fold, PrefetchOrder::ifmap_unit(map, fc, fr, r),
          PrefetchOrder::ifmap_row_key(map, fc, fr, r), [&](Row& out) { demands.ifmap_row(fc, fr, r, out); },
          [&] { return demands.ifmap_count(fc, fr, r); }, cycle, ifmap_requests);
      const std::int64_t filter_done = filter.serve(
          filter_span_fold, PrefetchOrder::filter_unit(map, fc, fr, r),
          PrefetchOrder::filter_row_key(map, fc, fr, r),
          [&](Row& out) { demands.filter_row(fc, fr, r, out); },
          [&] { return demands.filter_count(fc, fr, r); }, cycle, filter_requests);
      const std::int64_t outputs = demands.ofmap_count(fc, fr, r);
      const std::int64_t ofmap_done = ofmap.serve(outputs, cycle);
      ifmap_span.record(ifmap_requests, ifmap_done);
      filter_span.record(filter_requests, filter_done);
      ofmap_span.record(outputs, ofmap_done);
      stall_cycles += std::max({ifmap_done - cycle - 1, filter_done - cycle - 1, ofmap_done - cycle});
      last_ofmap_cycle = ofmap_done;
      max_ofmap_cycle = index == 0 ? ofmap_done : std::max(max_ofmap_cycle, ofmap_done);
    }
  }
  if (ifmap.calc) ifmap.calc->finish();
  if (filter.calc) filter.calc->finish();
  ofmap.drain_all(last_ofmap_cycle);

  const DramTraffic& ofmap_dram = ofmap.traffic();
  if (!ifmap.traffic().any || !filter.traffic().any || !ofmap_dram.any) {
    throw Error("layer '" + layer.name + "': no DRAM traffic to report (SCALE-Sim fails on this layer too)");
  }
  return layer_report(layer, map, {index, stall_cycles, last_ofmap_cycle, max_ofmap_cycle}, ifmap_span,
                      filter_span, ofmap_span, ifmap.traffic(), filter.traffic(), ofmap_dram);
}

}  // namespace pmapsim::scalesim
