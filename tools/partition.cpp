// pmapsim partition: a jax.jit module over sharded arrays partitioned as XLA
// would, with a table of the collectives partitioning inserted; and the
// reading of StableHLO files every command shares (which partitions too).
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "commands.hpp"
#include "pmapsim/output_files.hpp"
#include "pmapsim/stablehlo/import.hpp"

namespace pmapsim::tools {
namespace {

std::string read_text(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw Error(fmt::format("cannot open StableHLO file '{}'", path));
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

std::string bytes_text(std::int64_t bytes) {
  if (bytes < 1024) return fmt::format("{} B", bytes);
  if (bytes < 1024 * 1024) return fmt::format("{:.1f} KiB", static_cast<double>(bytes) / 1024);
  return fmt::format("{:.1f} MiB", static_cast<double>(bytes) / (1024.0 * 1024.0));
}

std::string mesh_text(const Mesh& mesh) {
  std::vector<std::string> axes;
  for (const MeshAxis& axis : mesh) axes.push_back(fmt::format("{}={}", axis.name, axis.size));
  return fmt::format("[{}]", fmt::join(axes, ", "));
}

std::int64_t manual_bytes(const PartitionReport& report) {
  std::int64_t total = 0;
  for (const InsertedCollective& c : report.manual_collectives) total += c.bytes;
  return total;
}

}  // namespace

Mesh parse_mesh_option(const std::string& text) {
  Mesh mesh;
  if (text.empty()) return mesh;
  std::stringstream items(text);
  std::string item;
  while (std::getline(items, item, ',')) {
    const std::size_t eq = item.find('=');
    std::int64_t size = 0;
    const bool sized = eq != std::string::npos && eq > 0 && eq + 1 < item.size() &&
                       item.find_first_not_of("0123456789", eq + 1) == std::string::npos &&
                       item.size() - eq - 1 <= 9;
    if (sized) size = std::stoll(item.substr(eq + 1));
    if (!sized || size < 1)
      throw Error(fmt::format("--mesh: '{}' is not NAME=SIZE (e.g. --mesh data=16,model=16)", item));
    mesh.push_back(MeshAxis{item.substr(0, eq), size});
  }
  mesh_device_count(mesh);  // refuses a mesh of more than 2^31 devices
  return mesh;
}

std::string partition_summary(const Program& program, const PartitionReport& report) {
  std::map<std::string, int> kinds;
  for (const InsertedCollective& c : report.collectives) ++kinds[std::string(op_name(c.op))];
  std::vector<std::string> parts;
  for (const auto& [kind, count] : kinds) parts.push_back(fmt::format("{} {}", kind, count));
  return fmt::format("partitioned @{} over mesh {}: {} collective{} added ({}), {} per device", program.name,
                     mesh_text(program.mesh), report.collectives.size(),
                     report.collectives.size() == 1 ? "" : "s",
                     parts.empty() ? "none" : fmt::format("{}", fmt::join(parts, ", ")),
                     bytes_text(report.total_bytes())) +
         (report.manual_collectives.empty()
              ? ""
              : fmt::format(", {} of them in shard_maps' {} collective{}", bytes_text(manual_bytes(report)),
                            report.manual_collectives.size(),
                            report.manual_collectives.size() == 1 ? "" : "s"));
}

Program read_stablehlo_file(const std::string& path, const Mesh& mesh) {
  std::vector<std::string> notes;
  PartitionReport report;
  ImportOptions options;
  options.mesh = mesh;
  options.partition_report = &report;
  Program program = import_stablehlo(read_text(path), path, &notes, options);
  for (const std::string& note : notes) std::cerr << "pmapsim: warning: " << note << "\n";
  if (report.partitioned) std::cerr << "pmapsim: " << partition_summary(program, report) << "\n";
  return program;
}

int partition_command(const PartitionCommandOptions& options) {
  PartitionReport report;
  ImportOptions import_options;
  import_options.mesh = parse_mesh_option(options.mesh);
  import_options.partition_report = &report;
  std::vector<std::string> notes;
  const Program program =
      import_stablehlo(read_text(options.module_path), options.module_path, &notes, import_options);
  for (const std::string& note : notes) std::cerr << "pmapsim: warning: " << note << "\n";
  if (!report.partitioned && program.axis_size > 1)
    throw Error(
        fmt::format("{}: nothing to partition: the module is imported per device already (jax.pmap or "
                    "shard_map over {} devices; a shard_map's automatic axes run whole); `pmapsim run` "
                    "runs it as it is",
                    options.module_path, program.axis_size));
  if (!report.partitioned)
    throw Error(
        fmt::format("{}: not a jax.jit module over sharded arrays (@main's arguments and results carry "
                    "no sdy.sharding over a mesh of several devices)",
                    options.module_path));
  // Verified and partitioned before anything is written: a module that does not partition leaves no file.
  const std::string printed = print(program);
  std::ostream& table = options.output_path.empty() || options.output_path == "-" ? std::cerr : std::cout;
  table << fmt::format("{:<13} {:<12} {:>12}  {}\n", "collective", "mesh axes", "bytes/device",
                       "inserted for");
  for (const InsertedCollective& c : report.collectives)
    table << fmt::format("{:<13} {:<12} {:>12}  {}\n", op_name(c.op), c.axes, c.bytes, c.purpose);
  for (const InsertedCollective& c : report.manual_collectives)
    table << fmt::format("{:<13} {:<12} {:>12}  {} (written, not inserted)\n", op_name(c.op), c.axes, c.bytes,
                         c.purpose);
  for (const auto& [op, count] : report.replicated_ops)
    table << fmt::format("runs whole on every device: {} x{} (its rule keeps every dimension whole)\n", op,
                         count);
  table << partition_summary(program, report) << "\n";
  if (options.output_path.empty() || options.output_path == "-") {
    std::cout << printed;
    return 0;
  }
  write_file_atomically(options.output_path, printed);
  return 0;
}

}  // namespace pmapsim::tools
