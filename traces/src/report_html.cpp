// The report page: the model as JSON inside one HTML document whose inline
// script draws the charts as SVG. The page's style and script are kept in
// traces/src/report_page/ and compiled in (report_assets.cpp, generated).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <ostream>

#include "output_file.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/traces/report.hpp"
#include "pmapsim/traces/trace_reader.hpp"
#include "report_assets.hpp"

namespace pmapsim::traces {
namespace {

using json = nlohmann::json;

// Numbers rounded to 4 significant digits: the page draws them, and the
// file stays small.
double rounded(double value) {
  if (value == 0 || !std::isfinite(value)) return std::isfinite(value) ? value : 0;
  const double scale = std::pow(10.0, 3 - std::floor(std::log10(std::fabs(value))));
  return std::round(value * scale) / scale;
}

json bound_json(Bound bound) {
  return std::string(bound_name(bound));
}

json roofline_json(const DeviceRoofline& roofline) {
  json points = json::array();
  for (const RooflinePoint& point : roofline.points) {
    points.push_back({{"name", point.name},
                      {"instruction", point.instruction},
                      {"index", point.op_index},
                      {"count", point.count},
                      {"flops", rounded(point.flops)},
                      {"bytes", rounded(point.bytes)},
                      {"time_ns", rounded(point.time_ns)},
                      {"bound", bound_json(point.bound)}});
  }
  return {{"device", roofline.device},
          {"name", roofline.name},
          {"peak_flops", roofline.peak_flops_per_s},
          {"peak_bytes", roofline.peak_hbm_bytes_per_s},
          {"points", points},
          {"left_out", roofline.points_left_out},
          {"not_drawable", roofline.not_drawable}};
}

json rounded_list(const std::vector<double>& values) {
  json list = json::array();
  for (double value : values) list.push_back(std::round(value * 1000) / 1000);
  return list;
}

json link_map_json(const LinkMap& map) {
  json links = json::array();
  for (const LinkRow& row : map.links) {
    links.push_back({{"name", row.name},
                     {"device", row.device},
                     {"busy_ns", rounded(row.busy_ns)},
                     {"busy", rounded_list(row.busy)}});
  }
  json result = {{"bin_ns", rounded(map.bin_ns)}, {"links", links}, {"left_out", map.links_left_out}};
  if (map.layout) {
    result["layout"] = {{"topology", map.layout->topology},
                        {"columns", map.layout->columns},
                        {"rows", map.layout->rows},
                        {"wraps", map.layout->wraps}};
  }
  return result;
}

json breakdown_json(const StepBreakdown& breakdown) {
  const CriticalPath& path = breakdown.path;
  return {{"device", path.device},
          {"ops", path.op_count},
          {"span_ns", path.span_ns},
          {"compute_ns", path.compute_ns},
          {"memory_ns", path.memory_ns},
          {"network_ns", path.network_ns},
          {"other_ns", path.unattributed_ns},
          {"waiting_ns", path.waiting_ns},
          {"communication_ns", breakdown.communication_ns},
          {"exposed_ns", breakdown.exposed_ns},
          {"hidden_ns", breakdown.hidden_ns}};
}

json model_json(const ReportModel& model) {
  json rooflines = json::array();
  for (const DeviceRoofline& roofline : model.rooflines) rooflines.push_back(roofline_json(roofline));
  json utilization_rows = json::array();
  for (const auto& row : model.utilization.busy) utilization_rows.push_back(rounded_list(row));
  json top = json::array();
  for (const InstructionTotal& op : model.top_ops) {
    top.push_back({{"name", op.name},
                   {"instruction", op.instruction},
                   {"index", op.op_index},
                   {"count", op.count},
                   {"devices", op.devices},
                   {"total_ns", rounded(op.total_ns)},
                   {"share", rounded(op.share)},
                   {"flops", rounded(op.flops)},
                   {"bytes", rounded(op.bytes)},
                   {"bound", bound_json(op.bound)}});
  }
  json memory = json::array();
  for (const MemoryCurve& curve : model.memory) {
    json samples = json::array();
    for (const auto& [time, value] : curve.samples) samples.push_back({rounded(time), rounded(value)});
    memory.push_back(
        {{"device", curve.device}, {"counter", curve.counter}, {"peak", curve.peak}, {"samples", samples}});
  }
  return {{"label", model.label},
          {"program", model.program},
          {"backend", model.backend},
          {"makespan_ns", model.makespan_ns},
          {"events", model.events},
          {"counters", model.counters},
          {"has_ops", model.has_ops_track},
          {"rooflines", rooflines},
          {"roofline_devices_left_out", model.roofline_devices_left_out},
          {"utilization",
           {{"devices", model.utilization.devices},
            {"units", model.utilization.units},
            {"busy", utilization_rows},
            {"left_out", model.utilization.devices_left_out}}},
          {"links", link_map_json(model.link_map)},
          {"breakdown", breakdown_json(model.breakdown)},
          {"top_ops", top},
          {"top_ops_left_out", model.top_ops_left_out},
          {"memory", memory},
          {"missing", model.missing}};
}

// At most this many op-by-op rows: those with the longest time on either
// side, kept in program order.
constexpr std::size_t kComparisonRows = 400;

json comparison_json(const ProfileComparison& comparison) {
  std::vector<std::size_t> shown(comparison.rows.size());
  for (std::size_t i = 0; i < shown.size(); ++i) shown[i] = i;
  auto longest = [&](std::size_t i) {
    const CompareRow& row = comparison.rows[i];
    return std::max(row.a_ns.value_or(0), row.b_ns.value_or(0));
  };
  if (shown.size() > kComparisonRows) {
    std::stable_sort(shown.begin(), shown.end(),
                     [&](std::size_t a, std::size_t b) { return longest(a) > longest(b); });
    shown.resize(kComparisonRows);
    std::sort(shown.begin(), shown.end());
  }
  json rows = json::array();
  for (std::size_t i : shown) {
    const CompareRow& row = comparison.rows[i];
    rows.push_back({{"name", row.name},
                    {"index", row.op_index},
                    {"a_ns", row.a_ns ? json(rounded(*row.a_ns)) : json(nullptr)},
                    {"b_ns", row.b_ns ? json(rounded(*row.b_ns)) : json(nullptr)}});
  }
  return {{"a_device", comparison.a_device},
          {"b_device", comparison.b_device},
          {"by_index", comparison.matched_by_op_index},
          {"rows", rows},
          {"a_ops_ns", comparison.a_ops_ns},
          {"b_ops_ns", comparison.b_ops_ns},
          {"a_makespan_ns", comparison.a_makespan_ns},
          {"b_makespan_ns", comparison.b_makespan_ns},
          {"only_a", comparison.only_a},
          {"only_b", comparison.only_b}};
}

// JSON that can sit inside a <script> element: "</" cannot end it early.
std::string script_safe(const json& data) {
  std::string text = data.dump(-1, ' ', false, json::error_handler_t::replace);
  std::string safe;
  safe.reserve(text.size() + 16);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '<' && i + 1 < text.size() && text[i + 1] == '/') {
      safe += "<\\/";
      ++i;
    } else {
      safe += text[i];
    }
  }
  return safe;
}

std::string html_escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// The name a file is shown under: its last path component.
std::string file_label(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

}  // namespace

std::string report_html(const ReportModel& a, const ReportModel* b, const ProfileComparison* comparison) {
  json data = {{"runs", json::array({model_json(a)})}, {"version", PMAPSIM_VERSION}};
  if (b != nullptr) data["runs"].push_back(model_json(*b));
  if (comparison != nullptr) data["comparison"] = comparison_json(*comparison);
  const std::string title = b != nullptr ? fmt::format("pmapsim report: {} vs {}", a.label, b->label)
                                         : "pmapsim report: " + a.label;
  std::string page;
  page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>";
  page += html_escaped(title);
  page += "</title>\n<style>\n";
  page += detail::kReportCss;
  page += "</style>\n</head>\n<body>\n<noscript>This report draws its charts with JavaScript.</noscript>\n";
  page += "<div id=\"report\"></div>\n<script type=\"application/json\" id=\"report-data\">";
  page += script_safe(data);
  page += "</script>\n<script>\n";
  page += detail::kReportJs;
  page += "</script>\n</body>\n</html>\n";
  return page;
}

void write_report_file(const std::string& text, const std::string& path) {
  if (detail::is_gzip_path(path)) throw Error("report '" + path + "': write it as .html, not .gz");
  detail::OutputFile file(path);
  detail::TextBuffer buffer;
  buffer.append(text.data(), text.size());
  file.write(buffer);
  file.commit();
}

int report_command(const std::vector<std::string>& trace_paths, const std::string& out_path,
                   std::ostream& out) {
  if (trace_paths.empty() || trace_paths.size() > 2) throw Error("report: give one trace, or two to compare");
  // Every input is read before anything is written.
  std::vector<Profile> profiles;
  for (const std::string& path : trace_paths) profiles.push_back(read_trace(path));
  std::vector<ReportModel> models;
  for (std::size_t i = 0; i < profiles.size(); ++i) {
    models.push_back(build_report_model(profiles[i], file_label(trace_paths[i])));
  }
  std::string page;
  if (models.size() == 2) {
    const ProfileComparison comparison =
        compare_profiles(profiles[0], profiles[1], models[0].label, models[1].label);
    page = report_html(models[0], &models[1], &comparison);
  } else {
    page = report_html(models[0]);
  }
  write_report_file(page, out_path);
  out << fmt::format("report: {} ({:.0f} KB)\n", out_path, static_cast<double>(page.size()) / 1024);
  return 0;
}

void write_profile_report(const Profile& profile, const std::string& label, const std::string& out_path) {
  write_report_file(report_html(build_report_model(profile, label)), out_path);
}

}  // namespace pmapsim::traces
