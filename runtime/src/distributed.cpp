// Process placement and detection for runs over several processes.
#include "pmapsim/distributed.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <mutex>
#include <sstream>

#include "pmapsim/errors.hpp"
#include "pmapsim/input_checks.hpp"
#include "pmapsim/npy.hpp"

namespace pmapsim {
namespace {

int parse_count(const std::string& text, const std::string& what) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 0) {
    throw Error(fmt::format("{} '{}' is not a non-negative integer", what, text));
  }
  return value;
}

void check_coordinator(const std::string& coordinator) {
  if (coordinator.empty()) return;
  const auto colon = coordinator.rfind(':');
  if (colon == std::string::npos || colon == 0) {
    throw Error(fmt::format("--coordinator '{}': expected HOST:PORT", coordinator));
  }
  const int port = parse_count(coordinator.substr(colon + 1), "--coordinator port");
  if (port < 1 || port > 65535)
    throw Error(fmt::format("--coordinator '{}': port out of range", coordinator));
}

// Rank and size from a pair of environment variables, when both are set.
std::optional<ProcessInfo> from_environment(const EnvironmentReader& getenv, const char* rank_name,
                                            const char* size_name, const char* source) {
  const std::optional<std::string> rank = getenv(rank_name);
  const std::optional<std::string> size = getenv(size_name);
  if (!rank || !size) return std::nullopt;
  ProcessInfo info;
  info.id = parse_count(*rank, rank_name);
  info.count = parse_count(*size, size_name);
  info.source = source;
  return info;
}

void check_info(const ProcessInfo& info) {
  if (info.count < 1 || info.count > kMaxDevices) {
    throw Error(fmt::format("{}: {} processes (expected 1 to {})", info.source, info.count, kMaxDevices));
  }
  if (info.id >= info.count) {
    throw Error(fmt::format("{}: process id {} is outside 0..{}", info.source, info.id, info.count - 1));
  }
}

// Seconds from text: a positive finite number.
double parse_seconds(const std::string& text, const std::string& what) {
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
      value <= 0) {
    throw Error(fmt::format("{} '{}' is not a positive number of seconds", what, text));
  }
  return value;
}

std::optional<std::string> read_environment(const std::string& name) {
  const char* value = std::getenv(name.c_str());
  return value != nullptr ? std::optional<std::string>(value) : std::nullopt;
}

thread_local std::string collective_site_name;

// A device block's results as one message: each result's .npy bytes after
// their size and a newline.
std::string encode_results(const std::vector<std::vector<Array>>& outputs, DeviceBlock block) {
  std::string message;
  for (std::int64_t d = block.first; d < block.end(); ++d) {
    for (const Array& output : outputs[static_cast<std::size_t>(d)]) {
      const std::string encoded = encode_npy(output);
      message += fmt::format("{}\n", encoded.size()) + encoded;
    }
  }
  return message;
}

void decode_results(const std::string& message, DeviceBlock block, std::size_t results,
                    std::vector<std::vector<Array>>& outputs) {
  std::size_t at = 0;
  for (std::int64_t d = block.first; d < block.end(); ++d) {
    for (std::size_t r = 0; r < results; ++r) {
      const std::size_t newline = message.find('\n', at);
      const std::size_t size = std::stoull(message.substr(at, newline - at));
      outputs[static_cast<std::size_t>(d)].push_back(
          decode_npy(message.substr(newline + 1, size), fmt::format("device {} result {}", d, r)));
      at = newline + 1 + size;
    }
  }
}

std::mutex transport_mutex;
std::shared_ptr<Transport> current_transport;

}  // namespace

DeviceBlock device_block(std::int64_t devices, int rank, int ranks) {
  if (ranks < 1 || rank < 0 || rank >= ranks) {
    throw Error(fmt::format("process {} of {} does not exist", rank, ranks));
  }
  if (devices < ranks) {
    throw Error(
        fmt::format("the program runs on {} devices, fewer than the {} processes (each process runs "
                    "a block of at least one device)",
                    devices, ranks));
  }
  const std::int64_t base = devices / ranks;
  const std::int64_t extra = devices % ranks;
  const std::int64_t first = rank * base + std::min<std::int64_t>(rank, extra);
  return DeviceBlock{first, base + (rank < extra ? 1 : 0)};
}

int device_owner(std::int64_t device, std::int64_t devices, int ranks) {
  const std::int64_t base = devices / ranks;
  const std::int64_t extra = devices % ranks;
  const std::int64_t wide = extra * (base + 1);  // devices of the processes with one more
  if (device < wide) return static_cast<int>(device / (base + 1));
  return static_cast<int>(extra + (device - wide) / base);
}

ProcessInfo detect_processes(const ProcessOverrides& overrides, const EnvironmentReader& getenv) {
  check_coordinator(overrides.coordinator);
  ProcessInfo info;
  if (overrides.id || overrides.count) {
    if (!overrides.id || !overrides.count) {
      throw Error(fmt::format("{} go together: give both or neither", overrides.explicit_names));
    }
    info.id = *overrides.id;
    info.count = *overrides.count;
    info.source = overrides.explicit_names;
  } else if (auto mpi =
                 from_environment(getenv, "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "Open MPI")) {
    info = *mpi;
  } else if (auto slurm = from_environment(getenv, "SLURM_PROCID", "SLURM_NTASKS", "Slurm")) {
    info = *slurm;
  }
  info.coordinator = overrides.coordinator;
  check_info(info);
  return info;
}

ProcessInfo detect_processes(const ProcessOverrides& overrides) {
  return detect_processes(overrides, read_environment);
}

double collective_timeout_seconds(const ProcessOverrides& overrides, const EnvironmentReader& getenv) {
  if (const std::optional<double> given = overrides.collective_timeout_s) {
    if (!std::isfinite(*given) || *given <= 0) {
      throw Error(fmt::format("--collective-timeout {} is not a positive number of seconds", *given));
    }
    return *given;
  }
  if (const std::optional<std::string> text = getenv("PMAPSIM_COLLECTIVE_TIMEOUT")) {
    return parse_seconds(*text, "PMAPSIM_COLLECTIVE_TIMEOUT");
  }
  return kDefaultCollectiveTimeout;
}

double collective_timeout_seconds(const ProcessOverrides& overrides) {
  return collective_timeout_seconds(overrides, read_environment);
}

CollectiveSite::CollectiveSite(std::string name) : previous_(std::move(collective_site_name)) {
  collective_site_name = std::move(name);
}

CollectiveSite::~CollectiveSite() {
  collective_site_name = std::move(previous_);
}

std::string current_collective_site() {
  return collective_site_name.empty() ? "a collective" : collective_site_name;
}

void set_process_transport(std::shared_ptr<Transport> transport) {
  const std::lock_guard lock(transport_mutex);
  current_transport = std::move(transport);
}

std::shared_ptr<Transport> process_transport() {
  const std::lock_guard lock(transport_mutex);
  return current_transport;
}

std::optional<ProcessPlacement> placement_for(std::int64_t program_devices) {
  std::shared_ptr<Transport> transport = process_transport();
  if (!transport || transport->size() <= 1) return std::nullopt;
  const DeviceBlock local = device_block(program_devices, transport->rank(), transport->size());
  return ProcessPlacement{std::move(transport), local};
}

void gather_outputs(Transport& transport, std::vector<std::vector<Array>>& outputs, DeviceBlock local,
                    bool everyone) {
  const CollectiveSite site(everyone ? "the gather of the outputs on every process"
                                     : "the gather of the outputs on process 0");
  const std::string mine = encode_results(outputs, local);
  std::vector<std::string> received;
  if (everyone) {
    received = transport.all_gather(mine);
  } else {
    std::vector<std::string> sends(static_cast<std::size_t>(transport.size()));
    if (transport.rank() != 0) sends[0] = mine;
    received = transport.exchange(sends);
    if (transport.rank() != 0) return;
  }
  const std::size_t results = outputs[static_cast<std::size_t>(local.first)].size();
  const auto devices = static_cast<std::int64_t>(outputs.size());
  for (int sender = 0; sender < transport.size(); ++sender) {
    if (sender == transport.rank()) continue;
    decode_results(received[static_cast<std::size_t>(sender)],
                   device_block(devices, sender, transport.size()), results, outputs);
  }
}

LoopTrip agree_on_loop_trip(Transport& transport, std::size_t looping,
                            const std::vector<std::int64_t>& still) {
  const CollectiveSite site("the processes' agreement on a loop's trips");
  const std::vector<std::string> states =
      transport.all_gather(fmt::format("{}:{}", looping, fmt::join(still, ",")));
  LoopTrip trip;
  for (const std::string& state : states) {
    const auto colon = state.find(':');
    trip.looping += std::stoul(state.substr(0, colon));
    std::stringstream devices(state.substr(colon + 1));
    for (std::string device; std::getline(devices, device, ',');) trip.still.push_back(std::stoll(device));
  }
  return trip;
}

}  // namespace pmapsim
