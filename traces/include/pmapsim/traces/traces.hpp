// pmapsim traces: Perfetto trace files, summary tables, trace comparison, HTML report.
#pragma once

#include "pmapsim/traces/compare.hpp"
#include "pmapsim/traces/report.hpp"
#include "pmapsim/traces/summary.hpp"
#include "pmapsim/traces/trace_reader.hpp"
#include "pmapsim/traces/trace_writer.hpp"
