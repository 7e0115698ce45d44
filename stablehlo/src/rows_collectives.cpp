// Rows for all_reduce, all_gather, reduce_scatter, all_to_all, collective_permute, partition_id.
#include "importer.hpp"

namespace pmapsim::stablehlo_import {

void add_collective_rows(RowTable& table) {
  (void)table;
}

}  // namespace pmapsim::stablehlo_import
