// pmapsim traces: Perfetto trace files, summary tables, trace comparison.
#pragma once

#include "pmapsim/traces/compare.hpp"
#include "pmapsim/traces/summary.hpp"
#include "pmapsim/traces/trace_reader.hpp"
#include "pmapsim/traces/trace_writer.hpp"
