// `pmapsim ops`: the op table as the program IR defines it, optionally with
// which ops a backend supports. `--markdown` writes docs/ops.md.
#include "pmapsim/ops.hpp"

#include <fmt/format.h>

#include <iostream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "commands.hpp"
#include "pmapsim/backend.hpp"

namespace pmapsim::tools {
namespace {

std::string attributes_text(const OpDef& def) {
  std::vector<std::string> parts;
  for (const AttrSpec& attr : def.attrs) {
    parts.push_back(fmt::format("{}{}: {}", attr.name, attr.required ? "" : "?", attr_kind_name(attr.kind)));
  }
  return parts.empty() ? std::string("—") : fmt::format("{}", fmt::join(parts, ", "));
}

std::string operands_text(const OpDef& def) {
  if (def.min_operands == def.max_operands) return std::to_string(def.min_operands);
  return fmt::format("{}–{}", def.min_operands, def.max_operands);
}

// Every dtype the backend supports the op on, "yes" (all), "real dtypes" (all but c64 and c128), or "no".
std::string support_text(const Backend& backend, OpCode op) {
  std::vector<std::string> dtypes;
  bool every_real = true;
  for (DType dtype : kAllDTypes) {
    const bool supported = backend.supports(op, dtype);
    if (supported) dtypes.emplace_back(dtype_name(dtype));
    every_real = every_real && (supported || is_complex(dtype));
  }
  if (dtypes.empty()) return "no";
  if (dtypes.size() == std::size(kAllDTypes)) return "yes";
  if (every_real && dtypes.size() == std::size(kAllDTypes) - 2) return "real dtypes";
  return fmt::format("{}", fmt::join(dtypes, ", "));
}

}  // namespace

int ops_command(const OpsOptions& options) {
  std::unique_ptr<Backend> backend;
  if (!options.backend.empty()) backend = BackendRegistry::global().open(options.backend);
  const std::string support_header = backend ? fmt::format(" {} |", backend->kind()) : std::string();
  if (options.markdown) {
    std::cout << "<!-- written by `pmapsim ops --markdown`; the op table is ir/src/ops.cpp -->\n"
              << "# The ops\n\n"
              << "| op | class | operands | attributes | result type (shape rule) |" << support_header
              << "\n|---|---|---|---|---|" << (backend ? "---|" : "") << "\n";
  } else {
    std::cout << fmt::format("{} ops{}\n", kNumOps,
                             backend ? fmt::format(" (supported by {})", backend->spec()) : std::string());
  }
  for (int i = 0; i < kNumOps; ++i) {
    const OpDef& def = op_def(static_cast<OpCode>(i));
    const std::string support = backend ? support_text(*backend, def.code) : "";
    if (options.markdown) {
      std::cout << fmt::format("| `{}` | {} | {} | {} | {} |{}\n", def.name, op_class_name(def.op_class),
                               operands_text(def), attributes_text(def), def.summary,
                               backend ? fmt::format(" {} |", support) : std::string());
    } else {
      std::cout << fmt::format("  {:<14} {:<12} {:<3} {:<52} {}{}\n", def.name, op_class_name(def.op_class),
                               operands_text(def), attributes_text(def), def.summary,
                               backend ? fmt::format("  [{}]", support) : std::string());
    }
  }
  return 0;
}

}  // namespace pmapsim::tools
